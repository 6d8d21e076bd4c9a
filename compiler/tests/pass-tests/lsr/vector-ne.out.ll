; ModuleID = 'vector-ne.wend'
source_filename = "vector-ne.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %call = call i32 @main.dot(i32 1000)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.dot(i32 7)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.dot(i32 0)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.dot(i32 %n) {
entry:
  %x = alloca [1000 x i32], align 4
  %y = alloca [1000 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 4000, i1 false)
  call void @llvm.memset.p0.i64(ptr %y, i8 0, i64 4000, i1 false)
  %trips = sub i32 %n, 0
  %trips.enough = icmp sge i32 %trips, 4
  %trips.above.max = icmp slt i32 %trips, 0
  %vec.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 0, %n
  %vec.guard = and i1 %loop.runs, %vec.enough
  br i1 %vec.guard, label %vec.ph, label %scalar.ph

vec.ph:
  %vec.trips = and i32 %trips, -4
  %vec.end = add i32 0, %vec.trips
  br label %vec.body

vec.body:
  %lsr.k = phi i64 [ 0, %vec.ph ], [ %lsr.k.next, %vec.body ]
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %x.elem = getelementptr i32, ptr %x, i64 %lsr.k
  %splat.insert = insertelement <4 x i32> undef, i32 %vec.i, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 1, i32 2, i32 3>
  store <4 x i32> %lanes, ptr %x.elem, align 4
  %y.elem = getelementptr i32, ptr %y, i64 %lsr.k
  %sub = sub i32 1000, %vec.i
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %sub, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.1 = add <4 x i32> %splat.1, <i32 0, i32 -1, i32 -2, i32 -3>
  store <4 x i32> %lanes.1, ptr %y.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, %vec.end
  %lsr.k.next = add i64 %lsr.k, 4
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 0, %entry ], [ %vec.end, %vec.middle ]
  %lsr.start = sext i32 %i.resume to i64
  br label %while.cond

while.cond:
  %lsr.k.1 = phi i64 [ %lsr.start, %scalar.ph ], [ %lsr.k.next.1, %while.body ]
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem.1 = getelementptr i32, ptr %x, i64 %lsr.k.1
  store i32 %i, ptr %x.elem.1, align 4
  %y.elem.1 = getelementptr i32, ptr %y, i64 %lsr.k.1
  %sub.1 = sub i32 1000, %i
  store i32 %sub.1, ptr %y.elem.1, align 4
  %add.1 = add i32 %i, 1
  %lsr.k.next.1 = add i64 %lsr.k.1, 1
  br label %while.cond

while.end:
  %trips.1 = sub i32 %n, 0
  %trips.enough.1 = icmp sge i32 %trips.1, 4
  %trips.above.max.1 = icmp slt i32 %trips.1, 0
  %vec.enough.1 = or i1 %trips.enough.1, %trips.above.max.1
  %loop.runs.1 = icmp slt i32 0, %n
  %vec.guard.1 = and i1 %loop.runs.1, %vec.enough.1
  br i1 %vec.guard.1, label %vec.ph.1, label %scalar.ph.1

vec.ph.1:
  %vec.trips.1 = and i32 %trips.1, -4
  %vec.end.1 = add i32 0, %vec.trips.1
  %acc.init = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 0>, i32 0, i32 0
  %lsr.trips = sub i32 %vec.end.1, 4
  %lsr.trips.wide = zext i32 %lsr.trips to i64
  %lsr.trips.wide.1 = add i64 %lsr.trips.wide, 4
  br label %vec.body.1

vec.body.1:
  %lsr.k.2 = phi i64 [ 0, %vec.ph.1 ], [ %lsr.k.next.2, %vec.body.1 ]
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <4 x i32> [ %acc.init, %vec.ph.1 ], [ %add.vec, %vec.body.1 ]
  %x.elem.2 = getelementptr i32, ptr %x, i64 %lsr.k.2
  %x.vec = load <4 x i32>, ptr %x.elem.2, align 4
  %y.elem.2 = getelementptr i32, ptr %y, i64 %lsr.k.2
  %y.vec = load <4 x i32>, ptr %y.elem.2, align 4
  %mul.vec = mul <4 x i32> %x.vec, %y.vec
  %add.vec = add <4 x i32> %vec.acc, %mul.vec
  %add.2 = add i32 %vec.i.1, 1
  %vec.i.next.1 = add i32 %vec.i.1, 4
  %vec.more.1 = icmp ne i32 %vec.i.next.1, %vec.end.1
  %lsr.k.next.2 = add i64 %lsr.k.2, 4
  %lsr.more = icmp ne i64 %lsr.k.next.2, %lsr.trips.wide.1
  br i1 %lsr.more, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.swap = shufflevector <4 x i32> %add.vec, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = add <4 x i32> %add.vec, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 0, %while.end ], [ %vec.end.1, %vec.middle.1 ]
  %acc.resume = phi i32 [ 0, %while.end ], [ %lane, %vec.middle.1 ]
  %lsr.start.1 = sext i32 %i.resume.1 to i64
  %lsr.end = sext i32 %n to i64
  %lsr.trips.1 = sub i64 %lsr.end, %lsr.start.1
  %lsr.end.1 = add i64 %lsr.start.1, %lsr.trips.1
  br label %while.cond.1

while.cond.1:
  %lsr.k.3 = phi i64 [ %lsr.start.1, %scalar.ph.1 ], [ %lsr.k.next.3, %while.body.1 ]
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.4, %while.body.1 ]
  %sum = phi i32 [ %acc.resume, %scalar.ph.1 ], [ %add.3, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, %n
  %lsr.more.1 = icmp slt i64 %lsr.k.3, %lsr.end.1
  br i1 %lsr.more.1, label %while.body.1, label %while.end.1

while.body.1:
  %x.elem.3 = getelementptr i32, ptr %x, i64 %lsr.k.3
  %x.1 = load i32, ptr %x.elem.3, align 4
  %y.elem.3 = getelementptr i32, ptr %y, i64 %lsr.k.3
  %y.1 = load i32, ptr %y.elem.3, align 4
  %mul = mul i32 %x.1, %y.1
  %add.3 = add i32 %sum, %mul
  %add.4 = add i32 %i.1, 1
  %lsr.k.next.3 = add i64 %lsr.k.3, 1
  br label %while.cond.1

while.end.1:
  ret i32 %sum
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
