; The vectorizer's interleaved sum loop reads `a[vec.i]` and, through a
; GEP of it by 4, the next four elements: both go onto one i64 counter
; (the second copy's access keeps its GEP by 4 of the rewritten one, a
; displacement in the backend), and the exit test moves onto the counter.
; ----- stage: runtime-unroll -----
;   main: 0 loops unrolled at run time, 4 left as they were
;     loop at 9:9: not unrolled: not a counted loop: its header computes more than the exit test
;     loop at 14:9: not unrolled: not a counted loop: its header computes more than the exit test
;     loop at 7:5: not unrolled: it is the remainder of a loop running several trips at once
;     loop at 12:5: not unrolled: it is the remainder of a loop running several trips at once
; ModuleID = 'interleaved.wend'
source_filename = "interleaved.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [300 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 1200, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 3
  %sub = add i32 %mul, -100
  %splat.insert = insertelement <4 x i32> undef, i32 %sub, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 3, i32 6, i32 9>
  store <4 x i32> %lanes, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 280
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 280, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 283
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %mul.1 = mul i32 %i, 3
  %sub.1 = add i32 %mul.1, -100
  store i32 %sub.1, ptr %a.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.vec, %vec.body.1 ]
  %vec.acc.1 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.vec.1, %vec.body.1 ]
  %a.elem.2 = getelementptr i32, ptr %a, i32 %vec.i.1
  %a.vec = load <4 x i32>, ptr %a.elem.2, align 4
  %add.vec = add <4 x i32> %vec.acc, %a.vec
  %add.2 = add i32 %vec.i.1, 1
  %vec.i.copy = add i32 %vec.i.1, 4
  %a.elem.3 = getelementptr i32, ptr %a.elem.2, i32 4
  %a.vec.1 = load <4 x i32>, ptr %a.elem.3, align 4
  %add.vec.1 = add <4 x i32> %vec.acc.1, %a.vec.1
  %add.3 = add i32 %vec.i.copy, 1
  %vec.i.next.1 = add i32 %vec.i.1, 8
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 280
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.join = add <4 x i32> %add.vec, %add.vec.1
  %acc.swap = shufflevector <4 x i32> %acc.join, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = add <4 x i32> %acc.join, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 280, %vec.middle.1 ]
  %acc.resume = phi i32 [ %lane, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.5, %while.body.1 ]
  %s = phi i32 [ %acc.resume, %scalar.ph.1 ], [ %add.4, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 283
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.4, align 4
  %add.4 = add i32 %s, %a.1
  %add.5 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %s)
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
