; Three nests side by side (from side-by-side.wend), each nest's exit
; block the next one's preheader: all three are vectorized, the later
; ones planned on the analysis made before the earlier ones changed the
; CFG beside them (the pass analyses again only where a change reaches).
; ----- stage: loop-vectorize -----
;   main: 1 loop vectorized, 3 left scalar
;     12:5: loop vectorized: VF 4, cost 14 per trip scalar, 23 per 4 trips vector, no scalar epilogue
;     33:9: loop not vectorized: the load of 'a' does not step by one element per trip
;     25:9: loop not vectorized: the load of 'a' does not step by one element per trip
;     17:9: loop not vectorized: the load of 'a' does not step by one element per trip
; ModuleID = 'side-by-side.wend'
source_filename = "side-by-side.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [128 x i32], align 4
  %b = alloca [16 x i32], align 4
  %c = alloca [16 x i32], align 4
  ; 4: main() {
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 64, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  ; 12: while i < 128 { a[i] = i * 7 % 13; i = i + 1; }
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 7
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 7, i32 14, i32 21>
  %rem.vec = srem <4 x i32> %lanes, <i32 13, i32 13, i32 13, i32 13>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 128
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %while.end

while.end:
  ; 14: while i < 8 {
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %while.end ], [ %add.4, %while.end.1 ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %while.body, label %while.end.2

while.body:
  ; 17: while j < 16 { t = t + a[j * 8 + i]; j = j + 1; }
  br label %while.cond.1

while.cond.1:
  %j = phi i32 [ 0, %while.body ], [ %add.3, %while.body.1 ]
  %t = phi i32 [ 0, %while.body ], [ %add.2, %while.body.1 ]
  %cmp.1 = icmp slt i32 %j, 16
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %mul.1 = mul i32 %j, 8
  %add.1 = add i32 %mul.1, %i
  %a.elem.1 = getelementptr i32, ptr %a, i32 %add.1
  %a.1 = load i32, ptr %a.elem.1, align 4
  %add.2 = add i32 %t, %a.1
  %add.3 = add i32 %j, 1
  br label %while.cond.1

while.end.1:
  ; 18: b[i] = t;
  %b.elem = getelementptr i32, ptr %b, i32 %i
  store i32 %t, ptr %b.elem, align 4
  ; 19: i = i + 1;
  %add.4 = add i32 %i, 1
  br label %while.cond

while.end.2:
  ; 22: while i < 8 {
  br label %while.cond.2

while.cond.2:
  %i.1 = phi i32 [ 0, %while.end.2 ], [ %add.8, %while.end.3 ]
  %cmp.2 = icmp slt i32 %i.1, 8
  br i1 %cmp.2, label %while.body.2, label %while.end.4

while.body.2:
  ; 25: while j < 16 { t = t + b[j] * a[j * 8 + i]; j = j + 1; }
  br label %while.cond.3

while.cond.3:
  %j.1 = phi i32 [ 0, %while.body.2 ], [ %add.7, %while.body.3 ]
  %t.1 = phi i32 [ 1, %while.body.2 ], [ %add.6, %while.body.3 ]
  %cmp.3 = icmp slt i32 %j.1, 16
  br i1 %cmp.3, label %while.body.3, label %while.end.3

while.body.3:
  %b.elem.1 = getelementptr i32, ptr %b, i32 %j.1
  %b.1 = load i32, ptr %b.elem.1, align 4
  %mul.2 = mul i32 %j.1, 8
  %add.5 = add i32 %mul.2, %i.1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.5
  %a.2 = load i32, ptr %a.elem.2, align 4
  %mul.3 = mul i32 %b.1, %a.2
  %add.6 = add i32 %t.1, %mul.3
  %add.7 = add i32 %j.1, 1
  br label %while.cond.3

while.end.3:
  ; 26: c[i] = t;
  %c.elem = getelementptr i32, ptr %c, i32 %i.1
  store i32 %t.1, ptr %c.elem, align 4
  ; 27: i = i + 1;
  %add.8 = add i32 %i.1, 1
  br label %while.cond.2

while.end.4:
  ; 30: while i < 8 {
  br label %while.cond.4

while.cond.4:
  %i.2 = phi i32 [ 0, %while.end.4 ], [ %add.13, %while.end.5 ]
  %cmp.4 = icmp slt i32 %i.2, 8
  br i1 %cmp.4, label %while.body.4, label %while.body.6

while.body.4:
  ; 33: while j < 16 { t = t + c[j] - a[j * 8 + i]; j = j + 1; }
  br label %while.cond.5

while.cond.5:
  %j.2 = phi i32 [ 0, %while.body.4 ], [ %add.11, %while.body.5 ]
  %t.2 = phi i32 [ 2, %while.body.4 ], [ %sub, %while.body.5 ]
  %cmp.5 = icmp slt i32 %j.2, 16
  br i1 %cmp.5, label %while.body.5, label %while.end.5

while.body.5:
  %c.elem.1 = getelementptr i32, ptr %c, i32 %j.2
  %c.1 = load i32, ptr %c.elem.1, align 4
  %add.9 = add i32 %t.2, %c.1
  %mul.4 = mul i32 %j.2, 8
  %add.10 = add i32 %mul.4, %i.2
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.10
  %a.3 = load i32, ptr %a.elem.3, align 4
  %sub = sub i32 %add.9, %a.3
  %add.11 = add i32 %j.2, 1
  br label %while.cond.5

while.end.5:
  ; 34: b[i + 8] = t;
  %add.12 = add i32 %i.2, 8
  %b.elem.2 = getelementptr i32, ptr %b, i32 %add.12
  store i32 %t.2, ptr %b.elem.2, align 4
  ; 35: i = i + 1;
  %add.13 = add i32 %i.2, 1
  br label %while.cond.4

while.body.6:
  ; 38: while i < 8 { println a[i] + b[i] + c[i]; i = i + 1; }
  %a.elem.4 = getelementptr i32, ptr %a, i32 0
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 0
  %b.2 = load i32, ptr %b.elem.3, align 4
  %add.14 = add i32 %a.4, %b.2
  %c.elem.2 = getelementptr i32, ptr %c, i32 0
  %c.2 = load i32, ptr %c.elem.2, align 4
  %add.15 = add i32 %add.14, %c.2
  call void @wend_print_int(i32 %add.15)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.5 = getelementptr i32, ptr %a, i32 1
  %a.5 = load i32, ptr %a.elem.5, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 1
  %b.3 = load i32, ptr %b.elem.4, align 4
  %add.16 = add i32 %a.5, %b.3
  %c.elem.3 = getelementptr i32, ptr %c, i32 1
  %c.3 = load i32, ptr %c.elem.3, align 4
  %add.17 = add i32 %add.16, %c.3
  call void @wend_print_int(i32 %add.17)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.6 = getelementptr i32, ptr %a, i32 2
  %a.6 = load i32, ptr %a.elem.6, align 4
  %b.elem.5 = getelementptr i32, ptr %b, i32 2
  %b.4 = load i32, ptr %b.elem.5, align 4
  %add.18 = add i32 %a.6, %b.4
  %c.elem.4 = getelementptr i32, ptr %c, i32 2
  %c.4 = load i32, ptr %c.elem.4, align 4
  %add.19 = add i32 %add.18, %c.4
  call void @wend_print_int(i32 %add.19)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.7 = getelementptr i32, ptr %a, i32 3
  %a.7 = load i32, ptr %a.elem.7, align 4
  %b.elem.6 = getelementptr i32, ptr %b, i32 3
  %b.5 = load i32, ptr %b.elem.6, align 4
  %add.20 = add i32 %a.7, %b.5
  %c.elem.5 = getelementptr i32, ptr %c, i32 3
  %c.5 = load i32, ptr %c.elem.5, align 4
  %add.21 = add i32 %add.20, %c.5
  call void @wend_print_int(i32 %add.21)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.8 = getelementptr i32, ptr %a, i32 4
  %a.8 = load i32, ptr %a.elem.8, align 4
  %b.elem.7 = getelementptr i32, ptr %b, i32 4
  %b.6 = load i32, ptr %b.elem.7, align 4
  %add.22 = add i32 %a.8, %b.6
  %c.elem.6 = getelementptr i32, ptr %c, i32 4
  %c.6 = load i32, ptr %c.elem.6, align 4
  %add.23 = add i32 %add.22, %c.6
  call void @wend_print_int(i32 %add.23)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.9 = getelementptr i32, ptr %a, i32 5
  %a.9 = load i32, ptr %a.elem.9, align 4
  %b.elem.8 = getelementptr i32, ptr %b, i32 5
  %b.7 = load i32, ptr %b.elem.8, align 4
  %add.24 = add i32 %a.9, %b.7
  %c.elem.7 = getelementptr i32, ptr %c, i32 5
  %c.7 = load i32, ptr %c.elem.7, align 4
  %add.25 = add i32 %add.24, %c.7
  call void @wend_print_int(i32 %add.25)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.10 = getelementptr i32, ptr %a, i32 6
  %a.10 = load i32, ptr %a.elem.10, align 4
  %b.elem.9 = getelementptr i32, ptr %b, i32 6
  %b.8 = load i32, ptr %b.elem.9, align 4
  %add.26 = add i32 %a.10, %b.8
  %c.elem.8 = getelementptr i32, ptr %c, i32 6
  %c.8 = load i32, ptr %c.elem.8, align 4
  %add.27 = add i32 %add.26, %c.8
  call void @wend_print_int(i32 %add.27)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.11 = getelementptr i32, ptr %a, i32 7
  %a.11 = load i32, ptr %a.elem.11, align 4
  %b.elem.10 = getelementptr i32, ptr %b, i32 7
  %b.9 = load i32, ptr %b.elem.10, align 4
  %add.28 = add i32 %a.11, %b.9
  %c.elem.9 = getelementptr i32, ptr %c, i32 7
  %c.9 = load i32, ptr %c.elem.9, align 4
  %add.29 = add i32 %add.28, %c.9
  call void @wend_print_int(i32 %add.29)
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
