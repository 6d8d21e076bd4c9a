; ModuleID = 'bool-reductions.wend'
source_filename = "bool-reductions.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [13 x i32], align 4
  %b = alloca [13 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 52, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 52, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 5
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 5, i32 10, i32 15>
  %rem.vec = srem <4 x i32> %lanes, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %vec.i
  %mul.1 = mul i32 %vec.i, 5
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %mul.1, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.1 = add <4 x i32> %splat.1, <i32 0, i32 5, i32 10, i32 15>
  %rem.1.vec = srem <4 x i32> %lanes.1, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %rem.1.vec, ptr %b.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 12
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 12, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 13
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %mul.2 = mul i32 %i, 5
  %rem = srem i32 %mul.2, 7
  store i32 %rem, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i
  %mul.1.1 = mul i32 %i, 5
  %rem.1 = srem i32 %mul.1.1, 7
  store i32 %rem.1, ptr %b.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %vec.ph.1 ], [ %and.tmp.vec, %vec.body.1 ]
  %vec.acc.1 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %vec.ph.1 ], [ %and.tmp.vec.1, %vec.body.1 ]
  %a.elem.1.1 = getelementptr i32, ptr %a, i32 %vec.i.1
  %a.1.vec = load <4 x i32>, ptr %a.elem.1.1, align 4
  %cmp.2.vec = icmp sge <4 x i32> %a.1.vec, <i32 0, i32 0, i32 0, i32 0>
  %and.tmp.lanes = sext <4 x i1> %cmp.2.vec to <4 x i32>
  %and.tmp.vec = and <4 x i32> %vec.acc, %and.tmp.lanes
  %add.1.1 = add i32 %vec.i.1, 1
  %vec.i.copy = add i32 %vec.i.1, 4
  %a.elem.1.2 = getelementptr i32, ptr %a.elem.1.1, i32 4
  %a.1.vec.1 = load <4 x i32>, ptr %a.elem.1.2, align 4
  %cmp.2.vec.1 = icmp sge <4 x i32> %a.1.vec.1, <i32 0, i32 0, i32 0, i32 0>
  %and.tmp.lanes.1 = sext <4 x i1> %cmp.2.vec.1 to <4 x i32>
  %and.tmp.vec.1 = and <4 x i32> %vec.acc.1, %and.tmp.lanes.1
  %add.1.2 = add i32 %vec.i.copy, 1
  %vec.i.next.1 = add i32 %vec.i.1, 8
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 8
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.join = and <4 x i32> %and.tmp.vec, %and.tmp.vec.1
  %acc.swap = shufflevector <4 x i32> %acc.join, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = and <4 x i32> %acc.join, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = and <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  %acc.bool = icmp ne i32 %lane, 0
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 8, %vec.middle.1 ]
  %acc.resume = phi i1 [ %acc.bool, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.1.3, %while.body.1 ]
  %ok = phi i1 [ %acc.resume, %scalar.ph.1 ], [ %and.tmp, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 13
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.1.3 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.1.3, align 4
  %cmp.2 = icmp sge i32 %a.1, 0
  %and.tmp = and i1 %ok, %cmp.2
  %add.1.3 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %vec.ph.2

vec.ph.2:
  br label %vec.body.2

vec.body.2:
  %vec.i.2 = phi i32 [ 0, %vec.ph.2 ], [ %vec.i.next.2, %vec.body.2 ]
  %vec.acc.2 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %vec.ph.2 ], [ %same.1.vec, %vec.body.2 ]
  %vec.acc.3 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %vec.ph.2 ], [ %same.1.vec.1, %vec.body.2 ]
  %a.elem.2 = getelementptr i32, ptr %a, i32 %vec.i.2
  %a.2.vec = load <4 x i32>, ptr %a.elem.2, align 4
  %b.elem.1.1 = getelementptr i32, ptr %b, i32 %vec.i.2
  %b.1.vec = load <4 x i32>, ptr %b.elem.1.1, align 4
  %cmp.4.vec = icmp ne <4 x i32> %a.2.vec, %b.1.vec
  %same.1.cmp = icmp eq <4 x i32> %a.2.vec, %b.1.vec
  %same.1.lanes = sext <4 x i1> %same.1.cmp to <4 x i32>
  %same.1.vec = and <4 x i32> %vec.acc.2, %same.1.lanes
  %add.2 = add i32 %vec.i.2, 1
  %vec.i.copy.1 = add i32 %vec.i.2, 4
  %a.elem.2.1 = getelementptr i32, ptr %a.elem.2, i32 4
  %a.2.vec.1 = load <4 x i32>, ptr %a.elem.2.1, align 4
  %b.elem.1.2 = getelementptr i32, ptr %b.elem.1.1, i32 4
  %b.1.vec.1 = load <4 x i32>, ptr %b.elem.1.2, align 4
  %cmp.4.vec.1 = icmp ne <4 x i32> %a.2.vec.1, %b.1.vec.1
  %same.1.cmp.1 = icmp eq <4 x i32> %a.2.vec.1, %b.1.vec.1
  %same.1.lanes.1 = sext <4 x i1> %same.1.cmp.1 to <4 x i32>
  %same.1.vec.1 = and <4 x i32> %vec.acc.3, %same.1.lanes.1
  %add.2.1 = add i32 %vec.i.copy.1, 1
  %vec.i.next.2 = add i32 %vec.i.2, 8
  %vec.more.2 = icmp ne i32 %vec.i.next.2, 8
  br i1 %vec.more.2, label %vec.body.2, label %vec.middle.2

vec.middle.2:
  %acc.join.1 = and <4 x i32> %same.1.vec, %same.1.vec.1
  %acc.swap.2 = shufflevector <4 x i32> %acc.join.1, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.2 = and <4 x i32> %acc.join.1, %acc.swap.2
  %acc.swap.3 = shufflevector <4 x i32> %acc.fold.2, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.3 = and <4 x i32> %acc.fold.2, %acc.swap.3
  %lane.1 = extractelement <4 x i32> %acc.fold.3, i32 0
  %acc.bool.1 = icmp ne i32 %lane.1, 0
  br label %scalar.ph.2

scalar.ph.2:
  %i.resume.2 = phi i32 [ 8, %vec.middle.2 ]
  %acc.resume.1 = phi i1 [ %acc.bool.1, %vec.middle.2 ]
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ %i.resume.2, %scalar.ph.2 ], [ %add.2.2, %while.body.2 ]
  %same = phi i1 [ %acc.resume.1, %scalar.ph.2 ], [ %same.1, %while.body.2 ]
  %cmp.3 = icmp slt i32 %i.2, 13
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %a.elem.2.2 = getelementptr i32, ptr %a, i32 %i.2
  %a.2 = load i32, ptr %a.elem.2.2, align 4
  %b.elem.1.3 = getelementptr i32, ptr %b, i32 %i.2
  %b.1 = load i32, ptr %b.elem.1.3, align 4
  %cmp.4 = icmp ne i32 %a.2, %b.1
  %same.1 = select i1 %cmp.4, i1 false, i1 %same
  %add.2.2 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  br label %vec.ph.3

vec.ph.3:
  br label %vec.body.3

vec.body.3:
  %vec.i.3 = phi i32 [ 0, %vec.ph.3 ], [ %vec.i.next.3, %vec.body.3 ]
  %vec.acc.4 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %any.1.vec, %vec.body.3 ]
  %vec.acc.5 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %any.1.vec.1, %vec.body.3 ]
  %a.elem.3 = getelementptr i32, ptr %a, i32 %vec.i.3
  %a.3.vec = load <4 x i32>, ptr %a.elem.3, align 4
  %cmp.6.vec = icmp eq <4 x i32> %a.3.vec, <i32 6, i32 6, i32 6, i32 6>
  %any.1.lanes = sext <4 x i1> %cmp.6.vec to <4 x i32>
  %any.1.vec = or <4 x i32> %vec.acc.4, %any.1.lanes
  %add.3 = add i32 %vec.i.3, 1
  %vec.i.copy.2 = add i32 %vec.i.3, 4
  %a.elem.3.1 = getelementptr i32, ptr %a.elem.3, i32 4
  %a.3.vec.1 = load <4 x i32>, ptr %a.elem.3.1, align 4
  %cmp.6.vec.1 = icmp eq <4 x i32> %a.3.vec.1, <i32 6, i32 6, i32 6, i32 6>
  %any.1.lanes.1 = sext <4 x i1> %cmp.6.vec.1 to <4 x i32>
  %any.1.vec.1 = or <4 x i32> %vec.acc.5, %any.1.lanes.1
  %add.3.1 = add i32 %vec.i.copy.2, 1
  %vec.i.next.3 = add i32 %vec.i.3, 8
  %vec.more.3 = icmp ne i32 %vec.i.next.3, 8
  br i1 %vec.more.3, label %vec.body.3, label %vec.middle.3

vec.middle.3:
  %acc.join.2 = or <4 x i32> %any.1.vec, %any.1.vec.1
  %acc.swap.4 = shufflevector <4 x i32> %acc.join.2, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.4 = or <4 x i32> %acc.join.2, %acc.swap.4
  %acc.swap.5 = shufflevector <4 x i32> %acc.fold.4, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.5 = or <4 x i32> %acc.fold.4, %acc.swap.5
  %lane.2 = extractelement <4 x i32> %acc.fold.5, i32 0
  %acc.bool.2 = icmp ne i32 %lane.2, 0
  br label %scalar.ph.3

scalar.ph.3:
  %i.resume.3 = phi i32 [ 8, %vec.middle.3 ]
  %acc.resume.2 = phi i1 [ %acc.bool.2, %vec.middle.3 ]
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ %i.resume.3, %scalar.ph.3 ], [ %add.3.2, %while.body.3 ]
  %any = phi i1 [ %acc.resume.2, %scalar.ph.3 ], [ %any.1, %while.body.3 ]
  %cmp.5 = icmp slt i32 %i.3, 13
  br i1 %cmp.5, label %while.body.3, label %while.end.3

while.body.3:
  %a.elem.3.2 = getelementptr i32, ptr %a, i32 %i.3
  %a.3 = load i32, ptr %a.elem.3.2, align 4
  %cmp.6 = icmp eq i32 %a.3, 6
  %any.1 = or i1 %cmp.6, %any
  %add.3.2 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  br label %while.cond.4

while.cond.4:
  %i.4 = phi i32 [ 0, %while.end.3 ], [ %add.4, %while.body.4 ]
  %mixed = phi i1 [ false, %while.end.3 ], [ %mixed.2, %while.body.4 ]
  %cmp.7 = icmp slt i32 %i.4, 13
  br i1 %cmp.7, label %while.body.4, label %while.end.4

while.body.4:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i.4
  %a.4 = load i32, ptr %a.elem.4, align 4
  %cmp.8 = icmp eq i32 %a.4, 6
  %mixed.1 = or i1 %cmp.8, %mixed
  %b.elem.2 = getelementptr i32, ptr %b, i32 %i.4
  %b.2 = load i32, ptr %b.elem.2, align 4
  %cmp.9 = icmp eq i32 %b.2, 2
  %mixed.2 = select i1 %cmp.9, i1 false, i1 %mixed.1
  %add.4 = add i32 %i.4, 1
  br label %while.cond.4

while.end.4:
  call void @wend_print_bool(i1 %ok)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %same)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %any)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mixed)
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
