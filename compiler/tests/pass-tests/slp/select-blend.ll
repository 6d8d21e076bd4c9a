; passes: slp
; // Selects whose arms are not the compared values: a blend of two other
; // arrays by a compare mask (simplifycfg makes the selects of the ifs).
; main() {
;     int[4] a; int[4] b; int[4] c; int[4] d; int[4] r; int i;
;     int c0; int c1; int c2; int c3; int d0; int d1; int d2; int d3;
;     int t0; int t1; int t2; int t3;
;     while i < 4 { a[i] = i * 5 - 7; b[i] = 2 - i; c[i] = 100 + i; d[i] = -100 - i; i = i + 1; }
;     c0 = c[0]; c1 = c[1]; c2 = c[2]; c3 = c[3];
;     d0 = d[0]; d1 = d[1]; d2 = d[2]; d3 = d[3];
;     if a[0] > b[0] { t0 = c0; } else { t0 = d0; }
;     if a[1] > b[1] { t1 = c1; } else { t1 = d1; }
;     if a[2] > b[2] { t2 = c2; } else { t2 = d2; }
;     if a[3] > b[3] { t3 = c3; } else { t3 = d3; }
;     r[0] = t0; r[1] = t1; r[2] = t2; r[3] = t3;
;     i = 0;
;     while i < 4 { print r[i]; print " "; i = i + 1; }
;     println "";
; }
; ----- stage: iv-divrem -----
; ModuleID = 'select-blend.wend'
source_filename = "select-blend.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %c = alloca [4 x i32], align 4
  %d = alloca [4 x i32], align 4
  %r = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %r, i8 0, i64 16, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 5
  %sub = add i32 %mul, -7
  store i32 %sub, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %sub.1 = sub i32 2, %i
  store i32 %sub.1, ptr %b.elem, align 4
  %c.elem = getelementptr i32, ptr %c, i32 %i
  %add = add i32 %i, 100
  store i32 %add, ptr %c.elem, align 4
  %d.elem = getelementptr i32, ptr %d, i32 %i
  %sub.2 = sub i32 -100, %i
  store i32 %sub.2, ptr %d.elem, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  %c.elem.1 = getelementptr i32, ptr %c, i32 0
  %c.1 = load i32, ptr %c.elem.1, align 4
  %c.elem.2 = getelementptr i32, ptr %c, i32 1
  %c.2 = load i32, ptr %c.elem.2, align 4
  %c.elem.3 = getelementptr i32, ptr %c, i32 2
  %c.3 = load i32, ptr %c.elem.3, align 4
  %c.elem.4 = getelementptr i32, ptr %c, i32 3
  %c.4 = load i32, ptr %c.elem.4, align 4
  %d.elem.1 = getelementptr i32, ptr %d, i32 0
  %d.1 = load i32, ptr %d.elem.1, align 4
  %d.elem.2 = getelementptr i32, ptr %d, i32 1
  %d.2 = load i32, ptr %d.elem.2, align 4
  %d.elem.3 = getelementptr i32, ptr %d, i32 2
  %d.3 = load i32, ptr %d.elem.3, align 4
  %d.elem.4 = getelementptr i32, ptr %d, i32 3
  %d.4 = load i32, ptr %d.elem.4, align 4
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %b.1 = load i32, ptr %b.elem.1, align 4
  %cmp.1 = icmp sgt i32 %a.1, %b.1
  %t0 = select i1 %cmp.1, i32 %c.1, i32 %d.1
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.2, align 4
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %b.2 = load i32, ptr %b.elem.2, align 4
  %cmp.2 = icmp sgt i32 %a.2, %b.2
  %t1 = select i1 %cmp.2, i32 %c.2, i32 %d.2
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.3, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %b.3 = load i32, ptr %b.elem.3, align 4
  %cmp.3 = icmp sgt i32 %a.3, %b.3
  %t2 = select i1 %cmp.3, i32 %c.3, i32 %d.3
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %b.4 = load i32, ptr %b.elem.4, align 4
  %cmp.4 = icmp sgt i32 %a.4, %b.4
  %t3 = select i1 %cmp.4, i32 %c.4, i32 %d.4
  %r.elem = getelementptr i32, ptr %r, i32 0
  store i32 %t0, ptr %r.elem, align 4
  %r.elem.1 = getelementptr i32, ptr %r, i32 1
  store i32 %t1, ptr %r.elem.1, align 4
  %r.elem.2 = getelementptr i32, ptr %r, i32 2
  store i32 %t2, ptr %r.elem.2, align 4
  %r.elem.3 = getelementptr i32, ptr %r, i32 3
  store i32 %t3, ptr %r.elem.3, align 4
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.2, %while.body.1 ]
  %cmp.5 = icmp slt i32 %i.1, 4
  br i1 %cmp.5, label %while.body.1, label %while.end.1

while.body.1:
  %r.elem.4 = getelementptr i32, ptr %r, i32 %i.1
  %r.1 = load i32, ptr %r.elem.4, align 4
  call void @wend_print_int(i32 %r.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.2 = add i32 %i.1, 1
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
