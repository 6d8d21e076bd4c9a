; ModuleID = 'minmax.wend'
source_filename = "minmax.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %x = alloca [29 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 116, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %x.elem = getelementptr i32, ptr %x, i32 %vec.i
  %mul = mul i32 %vec.i, 37
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 37, i32 74, i32 111>
  %rem.vec = srem <4 x i32> %lanes, <i32 23, i32 23, i32 23, i32 23>
  %sub.vec = add <4 x i32> %rem.vec, <i32 -11, i32 -11, i32 -11, i32 -11>
  store <4 x i32> %sub.vec, ptr %x.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 28
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 28, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 29
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem.1 = getelementptr i32, ptr %x, i32 %i
  %mul.1 = mul i32 %i, 37
  %rem = srem i32 %mul.1, 23
  %sub = add i32 %rem, -11
  store i32 %sub, ptr %x.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  %x.elem.1.1 = getelementptr i32, ptr %x, i32 0
  %x.1 = load i32, ptr %x.elem.1.1, align 4
  br label %vec.ph.1

vec.ph.1:
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %x.1, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %splat.insert.2 = insertelement <4 x i32> undef, i32 %x.1, i32 0
  %splat.2 = shufflevector <4 x i32> %splat.insert.2, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 1, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <4 x i32> [ %splat.1, %vec.ph.1 ], [ %largest.1.vec, %vec.body.1 ]
  %vec.acc.1 = phi <4 x i32> [ %splat.1, %vec.ph.1 ], [ %largest.1.vec.1, %vec.body.1 ]
  %vec.acc.2 = phi <4 x i32> [ %splat.2, %vec.ph.1 ], [ %smallest.1.vec, %vec.body.1 ]
  %vec.acc.3 = phi <4 x i32> [ %splat.2, %vec.ph.1 ], [ %smallest.1.vec.1, %vec.body.1 ]
  %x.elem.2 = getelementptr i32, ptr %x, i32 %vec.i.1
  %x.2.vec = load <4 x i32>, ptr %x.elem.2, align 4
  %cmp.2.vec = icmp sgt <4 x i32> %x.2.vec, %vec.acc
  %largest.1.vec = select <4 x i1> %cmp.2.vec, <4 x i32> %x.2.vec, <4 x i32> %vec.acc
  %cmp.3.vec = icmp slt <4 x i32> %x.2.vec, %vec.acc.2
  %smallest.1.vec = select <4 x i1> %cmp.3.vec, <4 x i32> %x.2.vec, <4 x i32> %vec.acc.2
  %add.1.1 = add i32 %vec.i.1, 1
  %vec.i.copy = add i32 %vec.i.1, 4
  %x.elem.2.1 = getelementptr i32, ptr %x.elem.2, i32 4
  %x.2.vec.1 = load <4 x i32>, ptr %x.elem.2.1, align 4
  %cmp.2.vec.1 = icmp sgt <4 x i32> %x.2.vec.1, %vec.acc.1
  %largest.1.vec.1 = select <4 x i1> %cmp.2.vec.1, <4 x i32> %x.2.vec.1, <4 x i32> %vec.acc.1
  %cmp.3.vec.1 = icmp slt <4 x i32> %x.2.vec.1, %vec.acc.3
  %smallest.1.vec.1 = select <4 x i1> %cmp.3.vec.1, <4 x i32> %x.2.vec.1, <4 x i32> %vec.acc.3
  %add.1.2 = add i32 %vec.i.copy, 1
  %vec.i.next.1 = add i32 %vec.i.1, 8
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 25
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.wins = icmp sgt <4 x i32> %largest.1.vec.1, %largest.1.vec
  %acc.join = select <4 x i1> %acc.wins, <4 x i32> %largest.1.vec.1, <4 x i32> %largest.1.vec
  %lane = extractelement <4 x i32> %acc.join, i32 0
  %lane.1 = extractelement <4 x i32> %acc.join, i32 1
  %wins = icmp sgt i32 %lane.1, %lane
  %best = select i1 %wins, i32 %lane.1, i32 %lane
  %lane.2 = extractelement <4 x i32> %acc.join, i32 2
  %wins.1 = icmp sgt i32 %lane.2, %best
  %best.1 = select i1 %wins.1, i32 %lane.2, i32 %best
  %lane.3 = extractelement <4 x i32> %acc.join, i32 3
  %wins.2 = icmp sgt i32 %lane.3, %best.1
  %best.2 = select i1 %wins.2, i32 %lane.3, i32 %best.1
  %acc.wins.1 = icmp slt <4 x i32> %smallest.1.vec.1, %smallest.1.vec
  %acc.join.1 = select <4 x i1> %acc.wins.1, <4 x i32> %smallest.1.vec.1, <4 x i32> %smallest.1.vec
  %lane.4 = extractelement <4 x i32> %acc.join.1, i32 0
  %lane.5 = extractelement <4 x i32> %acc.join.1, i32 1
  %wins.3 = icmp slt i32 %lane.5, %lane.4
  %best.3 = select i1 %wins.3, i32 %lane.5, i32 %lane.4
  %lane.6 = extractelement <4 x i32> %acc.join.1, i32 2
  %wins.4 = icmp slt i32 %lane.6, %best.3
  %best.4 = select i1 %wins.4, i32 %lane.6, i32 %best.3
  %lane.7 = extractelement <4 x i32> %acc.join.1, i32 3
  %wins.5 = icmp slt i32 %lane.7, %best.4
  %best.5 = select i1 %wins.5, i32 %lane.7, i32 %best.4
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 25, %vec.middle.1 ]
  %acc.resume = phi i32 [ %best.2, %vec.middle.1 ]
  %acc.resume.1 = phi i32 [ %best.5, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.1.3, %while.body.1 ]
  %largest = phi i32 [ %acc.resume, %scalar.ph.1 ], [ %largest.1, %while.body.1 ]
  %smallest = phi i32 [ %acc.resume.1, %scalar.ph.1 ], [ %smallest.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 29
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %x.elem.2.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.2 = load i32, ptr %x.elem.2.2, align 4
  %cmp.2 = icmp sgt i32 %x.2, %largest
  %largest.1 = select i1 %cmp.2, i32 %x.2, i32 %largest
  %cmp.3 = icmp slt i32 %x.2, %smallest
  %smallest.1 = select i1 %cmp.3, i32 %x.2, i32 %smallest
  %add.1.3 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %largest)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %smallest)
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
