; passes: slp
; // x86 has no packed integer division: the divisions stay scalar, and
; // packing only their results for one vector store does not pay.
; main() {
;     int[4] a; int[4] b; int[4] q; int i;
;     while i < 4 { a[i] = 100 * (i + 1); b[i] = i + 2; i = i + 1; }
;     q[0] = a[0] / b[0];
;     q[1] = a[1] / b[1];
;     q[2] = a[2] / b[2];
;     q[3] = a[3] / b[3];
;     println q[0] + q[1] + q[2] + q[3];
; }
; ModuleID = 'refuse-division.wend'
source_filename = "refuse-division.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %q = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 16, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.2, %while.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %add = add i32 %i, 1
  %mul = mul i32 100, %add
  store i32 %mul, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %add.1 = add i32 %i, 2
  store i32 %add.1, ptr %b.elem, align 4
  %add.2 = add i32 %i, 1
  br label %while.cond

while.end:
  %q.elem = getelementptr i32, ptr %q, i32 0
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %b.1 = load i32, ptr %b.elem.1, align 4
  %div = sdiv i32 %a.1, %b.1
  store i32 %div, ptr %q.elem, align 4
  %q.elem.1 = getelementptr i32, ptr %q, i32 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.2, align 4
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %b.2 = load i32, ptr %b.elem.2, align 4
  %div.1 = sdiv i32 %a.2, %b.2
  store i32 %div.1, ptr %q.elem.1, align 4
  %q.elem.2 = getelementptr i32, ptr %q, i32 2
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.3, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %b.3 = load i32, ptr %b.elem.3, align 4
  %div.2 = sdiv i32 %a.3, %b.3
  store i32 %div.2, ptr %q.elem.2, align 4
  %q.elem.3 = getelementptr i32, ptr %q, i32 3
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %b.4 = load i32, ptr %b.elem.4, align 4
  %div.3 = sdiv i32 %a.4, %b.4
  store i32 %div.3, ptr %q.elem.3, align 4
  %q.elem.4 = getelementptr i32, ptr %q, i32 0
  %q.1 = load i32, ptr %q.elem.4, align 4
  %q.elem.5 = getelementptr i32, ptr %q, i32 1
  %q.2 = load i32, ptr %q.elem.5, align 4
  %add.3 = add i32 %q.1, %q.2
  %q.elem.6 = getelementptr i32, ptr %q, i32 2
  %q.3 = load i32, ptr %q.elem.6, align 4
  %add.4 = add i32 %add.3, %q.3
  %q.elem.7 = getelementptr i32, ptr %q, i32 3
  %q.4 = load i32, ptr %q.elem.7, align 4
  %add.5 = add i32 %add.4, %q.4
  call void @wend_print_int(i32 %add.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
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
