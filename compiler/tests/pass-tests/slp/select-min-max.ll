; passes: slp
; // Clamping four adjacent elements: each lane is a max (`>`), or a min
; // written with swapped arms (`>=` choosing the right-hand side); the
; // compares' lanes mix `x > y` and `y < x`, which are the same compare.
; main() {
;     int[4] a; int[4] b; int[4] hi; int[4] lo; int i;
;     int x0; int x1; int x2; int x3; int y0; int y1; int y2; int y3;
;     int h0; int h1; int h2; int h3; int l0; int l1; int l2; int l3;
;     while i < 4 { a[i] = i * 9 - 13; b[i] = 4 - i * i; i = i + 1; }
;     x0 = a[0]; x1 = a[1]; x2 = a[2]; x3 = a[3];
;     y0 = b[0]; y1 = b[1]; y2 = b[2]; y3 = b[3];
;     if x0 > y0 { h0 = x0; } else { h0 = y0; }
;     if y1 < x1 { h1 = x1; } else { h1 = y1; }
;     if x2 > y2 { h2 = x2; } else { h2 = y2; }
;     if y3 < x3 { h3 = x3; } else { h3 = y3; }
;     hi[0] = h0; hi[1] = h1; hi[2] = h2; hi[3] = h3;
;     if x0 >= y0 { l0 = y0; } else { l0 = x0; }
;     if x1 >= y1 { l1 = y1; } else { l1 = x1; }
;     if x2 >= y2 { l2 = y2; } else { l2 = x2; }
;     if x3 >= y3 { l3 = y3; } else { l3 = x3; }
;     lo[0] = l0; lo[1] = l1; lo[2] = l2; lo[3] = l3;
;     i = 0;
;     while i < 4 { print hi[i]; print " "; print lo[i]; print " "; i = i + 1; }
;     println "";
; }
; ----- stage: iv-divrem -----
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
  %a.1 = load i32, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.2, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.3, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %b.1 = load i32, ptr %b.elem.1, align 4
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %b.2 = load i32, ptr %b.elem.2, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %b.3 = load i32, ptr %b.elem.3, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %b.4 = load i32, ptr %b.elem.4, align 4
  %cmp.1 = icmp sgt i32 %a.1, %b.1
  %h0 = select i1 %cmp.1, i32 %a.1, i32 %b.1
  %cmp.2 = icmp slt i32 %b.2, %a.2
  %h1 = select i1 %cmp.2, i32 %a.2, i32 %b.2
  %cmp.3 = icmp sgt i32 %a.3, %b.3
  %h2 = select i1 %cmp.3, i32 %a.3, i32 %b.3
  %cmp.4 = icmp slt i32 %b.4, %a.4
  %h3 = select i1 %cmp.4, i32 %a.4, i32 %b.4
  %hi.elem = getelementptr i32, ptr %hi, i32 0
  store i32 %h0, ptr %hi.elem, align 4
  %hi.elem.1 = getelementptr i32, ptr %hi, i32 1
  store i32 %h1, ptr %hi.elem.1, align 4
  %hi.elem.2 = getelementptr i32, ptr %hi, i32 2
  store i32 %h2, ptr %hi.elem.2, align 4
  %hi.elem.3 = getelementptr i32, ptr %hi, i32 3
  store i32 %h3, ptr %hi.elem.3, align 4
  %cmp.5 = icmp sge i32 %a.1, %b.1
  %l0 = select i1 %cmp.5, i32 %b.1, i32 %a.1
  %cmp.6 = icmp sge i32 %a.2, %b.2
  %l1 = select i1 %cmp.6, i32 %b.2, i32 %a.2
  %cmp.7 = icmp sge i32 %a.3, %b.3
  %l2 = select i1 %cmp.7, i32 %b.3, i32 %a.3
  %cmp.8 = icmp sge i32 %a.4, %b.4
  %l3 = select i1 %cmp.8, i32 %b.4, i32 %a.4
  %lo.elem = getelementptr i32, ptr %lo, i32 0
  store i32 %l0, ptr %lo.elem, align 4
  %lo.elem.1 = getelementptr i32, ptr %lo, i32 1
  store i32 %l1, ptr %lo.elem.1, align 4
  %lo.elem.2 = getelementptr i32, ptr %lo, i32 2
  store i32 %l2, ptr %lo.elem.2, align 4
  %lo.elem.3 = getelementptr i32, ptr %lo, i32 3
  store i32 %l3, ptr %lo.elem.3, align 4
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
