; ModuleID = 'vectorized.wend'
source_filename = "vectorized.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i32], align 4
  %c = alloca [8 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 32, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %k = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, %i
  store i32 %mul, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %sub = sub i32 100, %i
  store i32 %sub, ptr %b.elem, align 4
  %add = add i32 %k, 1
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.15, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 8
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %c.elem = getelementptr i32, ptr %c, i32 %i.1
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i.1
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i.1
  %add.3 = add i32 %i.1, 1
  %c.elem.1 = getelementptr i32, ptr %c, i32 %add.3
  %add.4 = add i32 %i.1, 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.4
  %add.5 = add i32 %i.1, 1
  %b.elem.2 = getelementptr i32, ptr %b, i32 %add.5
  %add.7 = add i32 %i.1, 2
  %c.elem.2 = getelementptr i32, ptr %c, i32 %add.7
  %add.8 = add i32 %i.1, 2
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.8
  %add.9 = add i32 %i.1, 2
  %b.elem.3 = getelementptr i32, ptr %b, i32 %add.9
  %add.11 = add i32 %i.1, 3
  %c.elem.3 = getelementptr i32, ptr %c, i32 %add.11
  %add.12 = add i32 %i.1, 3
  %a.elem.4 = getelementptr i32, ptr %a, i32 %add.12
  %add.13 = add i32 %i.1, 3
  %b.elem.4 = getelementptr i32, ptr %b, i32 %add.13
  %load = load <4 x i32>, ptr %a.elem.1, align 4
  %splat.insert = insertelement <4 x i32> undef, i32 %k, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %mul.1 = mul <4 x i32> %load, %splat
  %load.1 = load <4 x i32>, ptr %b.elem.1, align 4
  %add.2 = add <4 x i32> %mul.1, %load.1
  store <4 x i32> %add.2, ptr %c.elem, align 4
  %add.15 = add i32 %i.1, 4
  br label %while.cond.1

while.end.1:
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 0, %while.end.1 ], [ %add.16, %while.body.2 ]
  %cmp.2 = icmp slt i32 %i.2, 8
  br i1 %cmp.2, label %while.body.2, label %while.end.2

while.body.2:
  %c.elem.4 = getelementptr i32, ptr %c, i32 %i.2
  %c.1 = load i32, ptr %c.elem.4, align 4
  call void @wend_print_int(i32 %c.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.16 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
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
