; ModuleID = 'reductions.wend'
source_filename = "reductions.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %x = alloca [23 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 92, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %x.elem = getelementptr i32, ptr %x, i32 %vec.i
  %mul = mul i32 %vec.i, 7
  %splat.insert = insertelement <8 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <8 x i32> %splat.insert, <8 x i32> undef, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %lanes = add <8 x i32> %splat, <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49>
  %rem.vec = srem <8 x i32> %lanes, <i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11, i32 11>
  %sub.vec = add <8 x i32> %rem.vec, <i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4, i32 -4>
  store <8 x i32> %sub.vec, ptr %x.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 8
  %vec.more = icmp ne i32 %vec.i.next, 16
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 16, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 23
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem.1 = getelementptr i32, ptr %x, i32 %i
  %mul.1 = mul i32 %i, 7
  %rem = srem i32 %mul.1, 11
  %sub = add i32 %rem, -4
  store i32 %sub, ptr %x.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 1, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <8 x i32> [ <i32 5, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.1.vec, %vec.body.1 ]
  %vec.acc.1 = phi <8 x i32> [ <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.1.vec.1, %vec.body.1 ]
  %vec.acc.2 = phi <8 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vec.ph.1 ], [ %mul.1.vec, %vec.body.1 ]
  %vec.acc.3 = phi <8 x i32> [ <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>, %vec.ph.1 ], [ %mul.1.vec.1, %vec.body.1 ]
  %vec.acc.4 = phi <8 x i32> [ <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %above.1.vec, %vec.body.1 ]
  %vec.acc.5 = phi <8 x i32> [ <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %above.1.vec.1, %vec.body.1 ]
  %x.elem.1.1 = getelementptr i32, ptr %x, i32 %vec.i.1
  %x.1.vec = load <8 x i32>, ptr %x.elem.1.1, align 4
  %add.1.vec = add <8 x i32> %vec.acc, %x.1.vec
  %x.elem.2 = getelementptr i32, ptr %x, i32 %vec.i.1
  %x.2.vec = load <8 x i32>, ptr %x.elem.2, align 4
  %rem.1.vec = srem <8 x i32> %x.2.vec, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %add.2.vec = add <8 x i32> %rem.1.vec, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %mul.1.vec = mul <8 x i32> %vec.acc.2, %add.2.vec
  %x.elem.3 = getelementptr i32, ptr %x, i32 %vec.i.1
  %x.3.vec = load <8 x i32>, ptr %x.elem.3, align 4
  %cmp.2.vec = icmp sgt <8 x i32> %x.3.vec, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %cond.inc.vec = zext <8 x i1> %cmp.2.vec to <8 x i32>
  %above.1.vec = add <8 x i32> %vec.acc.4, %cond.inc.vec
  %add.3 = add i32 %vec.i.1, 1
  %vec.i.copy = add i32 %vec.i.1, 8
  %x.elem.1.2 = getelementptr i32, ptr %x.elem.1.1, i32 8
  %x.1.vec.1 = load <8 x i32>, ptr %x.elem.1.2, align 4
  %add.1.vec.1 = add <8 x i32> %vec.acc.1, %x.1.vec.1
  %x.elem.2.1 = getelementptr i32, ptr %x.elem.2, i32 8
  %x.2.vec.1 = load <8 x i32>, ptr %x.elem.2.1, align 4
  %rem.1.vec.1 = srem <8 x i32> %x.2.vec.1, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %add.2.vec.1 = add <8 x i32> %rem.1.vec.1, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %mul.1.vec.1 = mul <8 x i32> %vec.acc.3, %add.2.vec.1
  %x.elem.3.1 = getelementptr i32, ptr %x.elem.3, i32 8
  %x.3.vec.1 = load <8 x i32>, ptr %x.elem.3.1, align 4
  %cmp.2.vec.1 = icmp sgt <8 x i32> %x.3.vec.1, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %cond.inc.vec.1 = zext <8 x i1> %cmp.2.vec.1 to <8 x i32>
  %above.1.vec.1 = add <8 x i32> %vec.acc.5, %cond.inc.vec.1
  %add.3.1 = add i32 %vec.i.copy, 1
  %vec.i.next.1 = add i32 %vec.i.1, 16
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 17
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.join = add <8 x i32> %add.1.vec, %add.1.vec.1
  %acc.low = shufflevector <8 x i32> %acc.join, <8 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %acc.high = shufflevector <8 x i32> %acc.join, <8 x i32> undef, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %acc.fold = add <4 x i32> %acc.low, %acc.high
  %acc.swap = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold.1, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.2 = add <4 x i32> %acc.fold.1, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.2, i32 0
  %acc.join.1 = mul <8 x i32> %mul.1.vec, %mul.1.vec.1
  %acc.low.1 = shufflevector <8 x i32> %acc.join.1, <8 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %acc.high.1 = shufflevector <8 x i32> %acc.join.1, <8 x i32> undef, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %acc.fold.3 = mul <4 x i32> %acc.low.1, %acc.high.1
  %acc.swap.2 = shufflevector <4 x i32> %acc.fold.3, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.4 = mul <4 x i32> %acc.fold.3, %acc.swap.2
  %acc.swap.3 = shufflevector <4 x i32> %acc.fold.4, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.5 = mul <4 x i32> %acc.fold.4, %acc.swap.3
  %lane.1 = extractelement <4 x i32> %acc.fold.5, i32 0
  %acc.join.2 = add <8 x i32> %above.1.vec, %above.1.vec.1
  %acc.low.2 = shufflevector <8 x i32> %acc.join.2, <8 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %acc.high.2 = shufflevector <8 x i32> %acc.join.2, <8 x i32> undef, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %acc.fold.6 = add <4 x i32> %acc.low.2, %acc.high.2
  %acc.swap.4 = shufflevector <4 x i32> %acc.fold.6, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.7 = add <4 x i32> %acc.fold.6, %acc.swap.4
  %acc.swap.5 = shufflevector <4 x i32> %acc.fold.7, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.8 = add <4 x i32> %acc.fold.7, %acc.swap.5
  %lane.2 = extractelement <4 x i32> %acc.fold.8, i32 0
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 17, %vec.middle.1 ]
  %acc.resume = phi i32 [ %lane, %vec.middle.1 ]
  %acc.resume.1 = phi i32 [ %lane.1, %vec.middle.1 ]
  %acc.resume.2 = phi i32 [ %lane.2, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.3.2, %while.body.1 ]
  %sum = phi i32 [ %acc.resume, %scalar.ph.1 ], [ %add.1.1, %while.body.1 ]
  %prod = phi i32 [ %acc.resume.1, %scalar.ph.1 ], [ %mul.1.1, %while.body.1 ]
  %above = phi i32 [ %acc.resume.2, %scalar.ph.1 ], [ %above.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 23
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %x.elem.1.3 = getelementptr i32, ptr %x, i32 %i.1
  %x.1 = load i32, ptr %x.elem.1.3, align 4
  %add.1.1 = add i32 %sum, %x.1
  %x.elem.2.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.2 = load i32, ptr %x.elem.2.2, align 4
  %rem.1 = srem i32 %x.2, 2
  %add.2 = add i32 %rem.1, 2
  %mul.1.1 = mul i32 %prod, %add.2
  %x.elem.3.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.3 = load i32, ptr %x.elem.3.2, align 4
  %cmp.2 = icmp sgt i32 %x.3, 2
  %cond.inc = zext i1 %cmp.2 to i32
  %above.1 = add i32 %above, %cond.inc
  %add.3.2 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 0, %while.end.1 ], [ %add.4, %if.end ]
  %largest = phi i32 [ -100, %while.end.1 ], [ %largest.1, %if.end ]
  %cmp.3 = icmp slt i32 %i.2, 23
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %x.elem.4 = getelementptr i32, ptr %x, i32 %i.2
  %x.4 = load i32, ptr %x.elem.4, align 4
  %cmp.4 = icmp sgt i32 %x.4, %largest
  br i1 %cmp.4, label %if.then, label %if.end

if.then:
  %x.elem.5 = getelementptr i32, ptr %x, i32 %i.2
  %x.5 = load i32, ptr %x.elem.5, align 4
  br label %if.end

if.end:
  %largest.1 = phi i32 [ %largest, %while.body.2 ], [ %x.5, %if.then ]
  %add.4 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  call void @wend_print_int(i32 %sum)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %prod)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %above)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %largest)
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
