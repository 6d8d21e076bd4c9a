; passes: slp
; // Divisions and remainders by one power of two in every lane pack (the
; // backend divides with shifts); lanes dividing by different powers of
; // two (s) stay scalar.
; main() {
;     int[8] a; int[8] q; int[8] r; int[4] s; int i;
;     while i < 8 { a[i] = i * 1234567 - 5000000; i = i + 1; }
;     a[0] = -2147483648; a[1] = 2147483647; a[2] = -1; a[3] = -9;
;     q[0] = a[0] / 8;
;     q[1] = a[1] / 8;
;     q[2] = a[2] / 8;
;     q[3] = a[3] / 8;
;     r[0] = a[4] % 1024;
;     r[1] = a[5] % 1024;
;     r[2] = a[6] % 1024;
;     r[3] = a[7] % 1024;
;     s[0] = a[0] / 4;
;     s[1] = a[1] / 8;
;     s[2] = a[2] / 4;
;     s[3] = a[3] / 8;
;     i = 0;
;     while i < 4 { println q[i] + r[i] + s[i]; i = i + 1; }
; }
; ----- stage: mem2reg -----
;   main: promoted 1 alloca, placed 2 phis
; ModuleID = 'pow2.wend'
source_filename = "pow2.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [8 x i32], align 4
  %q = alloca [8 x i32], align 4
  %r = alloca [8 x i32], align 4
  %s = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %r, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %s, i8 0, i64 16, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 1234567
  %sub = sub i32 %mul, 5000000
  store i32 %sub, ptr %a.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %neg = sub i32 0, -2147483648
  store i32 %neg, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  store i32 2147483647, ptr %a.elem.2, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %neg.1 = sub i32 0, 1
  store i32 %neg.1, ptr %a.elem.3, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %neg.2 = sub i32 0, 9
  store i32 %neg.2, ptr %a.elem.4, align 4
  %q.elem = getelementptr i32, ptr %q, i32 0
  %a.elem.5 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.5, align 4
  %div = sdiv i32 %a.1, 8
  store i32 %div, ptr %q.elem, align 4
  %q.elem.1 = getelementptr i32, ptr %q, i32 1
  %a.elem.6 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.6, align 4
  %div.1 = sdiv i32 %a.2, 8
  store i32 %div.1, ptr %q.elem.1, align 4
  %q.elem.2 = getelementptr i32, ptr %q, i32 2
  %a.elem.7 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.7, align 4
  %div.2 = sdiv i32 %a.3, 8
  store i32 %div.2, ptr %q.elem.2, align 4
  %q.elem.3 = getelementptr i32, ptr %q, i32 3
  %a.elem.8 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.8, align 4
  %div.3 = sdiv i32 %a.4, 8
  store i32 %div.3, ptr %q.elem.3, align 4
  %r.elem = getelementptr i32, ptr %r, i32 0
  %a.elem.9 = getelementptr i32, ptr %a, i32 4
  %a.5 = load i32, ptr %a.elem.9, align 4
  %rem = srem i32 %a.5, 1024
  store i32 %rem, ptr %r.elem, align 4
  %r.elem.1 = getelementptr i32, ptr %r, i32 1
  %a.elem.10 = getelementptr i32, ptr %a, i32 5
  %a.6 = load i32, ptr %a.elem.10, align 4
  %rem.1 = srem i32 %a.6, 1024
  store i32 %rem.1, ptr %r.elem.1, align 4
  %r.elem.2 = getelementptr i32, ptr %r, i32 2
  %a.elem.11 = getelementptr i32, ptr %a, i32 6
  %a.7 = load i32, ptr %a.elem.11, align 4
  %rem.2 = srem i32 %a.7, 1024
  store i32 %rem.2, ptr %r.elem.2, align 4
  %r.elem.3 = getelementptr i32, ptr %r, i32 3
  %a.elem.12 = getelementptr i32, ptr %a, i32 7
  %a.8 = load i32, ptr %a.elem.12, align 4
  %rem.3 = srem i32 %a.8, 1024
  store i32 %rem.3, ptr %r.elem.3, align 4
  %s.elem = getelementptr i32, ptr %s, i32 0
  %a.elem.13 = getelementptr i32, ptr %a, i32 0
  %a.9 = load i32, ptr %a.elem.13, align 4
  %div.4 = sdiv i32 %a.9, 4
  store i32 %div.4, ptr %s.elem, align 4
  %s.elem.1 = getelementptr i32, ptr %s, i32 1
  %a.elem.14 = getelementptr i32, ptr %a, i32 1
  %a.10 = load i32, ptr %a.elem.14, align 4
  %div.5 = sdiv i32 %a.10, 8
  store i32 %div.5, ptr %s.elem.1, align 4
  %s.elem.2 = getelementptr i32, ptr %s, i32 2
  %a.elem.15 = getelementptr i32, ptr %a, i32 2
  %a.11 = load i32, ptr %a.elem.15, align 4
  %div.6 = sdiv i32 %a.11, 4
  store i32 %div.6, ptr %s.elem.2, align 4
  %s.elem.3 = getelementptr i32, ptr %s, i32 3
  %a.elem.16 = getelementptr i32, ptr %a, i32 3
  %a.12 = load i32, ptr %a.elem.16, align 4
  %div.7 = sdiv i32 %a.12, 8
  store i32 %div.7, ptr %s.elem.3, align 4
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.3, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 4
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %q.elem.4 = getelementptr i32, ptr %q, i32 %i.1
  %q.1 = load i32, ptr %q.elem.4, align 4
  %r.elem.4 = getelementptr i32, ptr %r, i32 %i.1
  %r.1 = load i32, ptr %r.elem.4, align 4
  %add.1 = add i32 %q.1, %r.1
  %s.elem.4 = getelementptr i32, ptr %s, i32 %i.1
  %s.1 = load i32, ptr %s.elem.4, align 4
  %add.2 = add i32 %add.1, %s.1
  call void @wend_print_int(i32 %add.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.3 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
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
