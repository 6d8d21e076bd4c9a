; ModuleID = 'select-min-max.wend'
source_filename = "select-min-max.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %hi = alloca [4 x i32], align 4
  %lo = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %hi, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %lo, i8 0, i64 16, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 9
  %sub = add i32 %mul, -13
  store i32 %sub, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %mul.1 = mul i32 %i, %i
  %sub.1 = sub i32 4, %mul.1
  store i32 %sub.1, ptr %b.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %hi.elem = getelementptr i32, ptr %hi, i32 0
  %hi.elem.1 = getelementptr i32, ptr %hi, i32 1
  %hi.elem.2 = getelementptr i32, ptr %hi, i32 2
  %hi.elem.3 = getelementptr i32, ptr %hi, i32 3
  %load = load <4 x i32>, ptr %a.elem.1, align 4
  %load.1 = load <4 x i32>, ptr %b.elem.1, align 4
  %cmp.1 = icmp sgt <4 x i32> %load, %load.1
  %select = select <4 x i1> %cmp.1, <4 x i32> %load, <4 x i32> %load.1
  store <4 x i32> %select, ptr %hi.elem, align 4
  %a.1 = extractelement <4 x i32> %load, i32 0
  %a.2 = extractelement <4 x i32> %load, i32 1
  %a.3 = extractelement <4 x i32> %load, i32 2
  %a.4 = extractelement <4 x i32> %load, i32 3
  %b.1 = extractelement <4 x i32> %load.1, i32 0
  %b.2 = extractelement <4 x i32> %load.1, i32 1
  %b.3 = extractelement <4 x i32> %load.1, i32 2
  %b.4 = extractelement <4 x i32> %load.1, i32 3
  %lo.elem = getelementptr i32, ptr %lo, i32 0
  %lo.elem.1 = getelementptr i32, ptr %lo, i32 1
  %lo.elem.2 = getelementptr i32, ptr %lo, i32 2
  %lo.elem.3 = getelementptr i32, ptr %lo, i32 3
  %cmp.2 = icmp sge <4 x i32> %load, %load.1
  %select.1 = select <4 x i1> %cmp.2, <4 x i32> %load.1, <4 x i32> %load
  store <4 x i32> %select.1, ptr %lo.elem, align 4
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %while.body.1 ]
  %cmp.9 = icmp slt i32 %i.1, 4
  br i1 %cmp.9, label %while.body.1, label %while.end.1

while.body.1:
  %hi.elem.4 = getelementptr i32, ptr %hi, i32 %i.1
  %hi.1 = load i32, ptr %hi.elem.4, align 4
  call void @wend_print_int(i32 %hi.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %lo.elem.4 = getelementptr i32, ptr %lo, i32 %i.1
  %lo.1 = load i32, ptr %lo.elem.4, align 4
  call void @wend_print_int(i32 %lo.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret i32 0
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; The wend runtime as LLVM definitions, so that lli can run this module.
; (Native builds link runtime/ instead of these.)
@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c"true", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c"false", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)

define void @wend_print_int(i32 %value) {
  %r = call i32 (ptr, ...) @printf(ptr @wend.lli.fmt.int, i32 %value)
  ret void
}

define void @wend_print_bool(i1 %value) {
  %text = select i1 %value, ptr @wend.lli.true, ptr @wend.lli.false
  %len = select i1 %value, i64 4, i64 5
  call void @wend_print_str(ptr %text, i64 %len)
  ret void
}

define void @wend_print_str(ptr %bytes, i64 %len) {
  %out = load ptr, ptr @stdout, align 8
  %n = call i64 @fwrite(ptr %bytes, i64 1, i64 %len, ptr %out)
  ret void
}
