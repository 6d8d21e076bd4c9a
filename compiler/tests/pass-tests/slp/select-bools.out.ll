; ModuleID = 'select-bools.wend'
source_filename = "select-bools.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %p = alloca [4 x i1], align 1
  %q = alloca [4 x i1], align 1
  %r = alloca [4 x i1], align 1
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 4, i1 false)
  call void @llvm.memset.p0.i64(ptr %r, i8 0, i64 4, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 3
  %sub = add i32 %mul, -4
  store i32 %sub, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %sub.1 = sub i32 1, %i
  store i32 %sub.1, ptr %b.elem, align 4
  %p.elem = getelementptr i1, ptr %p, i32 %i
  %rem = and i32 %i, 1
  %cmp.1 = icmp eq i32 %rem, 0
  store i1 %cmp.1, ptr %p.elem, align 1
  %q.elem = getelementptr i1, ptr %q, i32 %i
  %cmp.2 = icmp sgt i32 %i, 1
  store i1 %cmp.2, ptr %q.elem, align 1
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %p.elem.1 = getelementptr i1, ptr %p, i32 0
  %p.elem.2 = getelementptr i1, ptr %p, i32 1
  %p.elem.3 = getelementptr i1, ptr %p, i32 2
  %p.elem.4 = getelementptr i1, ptr %p, i32 3
  %q.elem.1 = getelementptr i1, ptr %q, i32 0
  %q.elem.2 = getelementptr i1, ptr %q, i32 1
  %q.elem.3 = getelementptr i1, ptr %q, i32 2
  %q.elem.4 = getelementptr i1, ptr %q, i32 3
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %r.elem = getelementptr i1, ptr %r, i32 0
  %r.elem.1 = getelementptr i1, ptr %r, i32 1
  %r.elem.2 = getelementptr i1, ptr %r, i32 2
  %r.elem.3 = getelementptr i1, ptr %r, i32 3
  %load = load <4 x i32>, ptr %a.elem.1, align 4
  %load.1 = load <4 x i32>, ptr %b.elem.1, align 4
  %cmp.3 = icmp slt <4 x i32> %load, %load.1
  %load.2 = load <4 x i8>, ptr %p.elem.1, align 1
  %bools = trunc <4 x i8> %load.2 to <4 x i1>
  %load.3 = load <4 x i8>, ptr %q.elem.1, align 1
  %bools.1 = trunc <4 x i8> %load.3 to <4 x i1>
  %select = select <4 x i1> %cmp.3, <4 x i1> %bools, <4 x i1> %bools.1
  %bytes = zext <4 x i1> %select to <4 x i8>
  store <4 x i8> %bytes, ptr %r.elem, align 1
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %while.body.1 ]
  %cmp.7 = icmp slt i32 %i.1, 4
  br i1 %cmp.7, label %while.body.1, label %while.end.1

while.body.1:
  %r.elem.4 = getelementptr i1, ptr %r, i32 %i.1
  %r.1 = load i1, ptr %r.elem.4, align 1
  call void @wend_print_bool(i1 %r.1)
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
