; ModuleID = 'exact.wend'
source_filename = "exact.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [64 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 256, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 37
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 37, i32 74, i32 111>
  %rem.vec = srem <4 x i32> %lanes, <i32 23, i32 23, i32 23, i32 23>
  %sub.vec = add <4 x i32> %rem.vec, <i32 -11, i32 -11, i32 -11, i32 -11>
  store <4 x i32> %sub.vec, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 64
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %while.end

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %vec.acc = phi <4 x i32> [ <i32 5, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.1.vec, %vec.body.1 ]
  %vec.acc.1 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.1 ], [ %add.1.vec.1, %vec.body.1 ]
  %a.elem.1 = getelementptr i32, ptr %a, i32 %vec.i.1
  %a.1.vec = load <4 x i32>, ptr %a.elem.1, align 4
  %mul.1.vec = mul <4 x i32> %a.1.vec, <i32 3, i32 3, i32 3, i32 3>
  %add.1.vec = add <4 x i32> %vec.acc, %mul.1.vec
  %add.2 = add i32 %vec.i.1, 1
  %vec.i.copy = add i32 %vec.i.1, 4
  %a.elem.1.1 = getelementptr i32, ptr %a.elem.1, i32 4
  %a.1.vec.1 = load <4 x i32>, ptr %a.elem.1.1, align 4
  %mul.1.vec.1 = mul <4 x i32> %a.1.vec.1, <i32 3, i32 3, i32 3, i32 3>
  %add.1.vec.1 = add <4 x i32> %vec.acc.1, %mul.1.vec.1
  %add.2.1 = add i32 %vec.i.copy, 1
  %vec.i.next.1 = add i32 %vec.i.1, 8
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 16
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  %acc.join = add <4 x i32> %add.1.vec, %add.1.vec.1
  %acc.swap = shufflevector <4 x i32> %acc.join, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = add <4 x i32> %acc.join, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  br label %while.end.1

while.end.1:
  call void @wend_print_int(i32 16)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %lane)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %vec.ph.2

vec.ph.2:
  br label %vec.body.2

vec.body.2:
  %vec.i.2 = phi i32 [ 8, %vec.ph.2 ], [ %vec.i.next.2, %vec.body.2 ]
  %vec.acc.2 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vec.ph.2 ], [ %big.1.vec, %vec.body.2 ]
  %vec.acc.3 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vec.ph.2 ], [ %big.1.vec.1, %vec.body.2 ]
  %a.elem.2 = getelementptr i32, ptr %a, i32 %vec.i.2
  %a.2.vec = load <4 x i32>, ptr %a.elem.2, align 4
  %cmp.3.vec = icmp sgt <4 x i32> %a.2.vec, %vec.acc.2
  %a.elem.3 = getelementptr i32, ptr %a, i32 %vec.i.2
  %big.1.vec = select <4 x i1> %cmp.3.vec, <4 x i32> %a.2.vec, <4 x i32> %vec.acc.2
  %add.3 = add i32 %vec.i.2, 1
  %vec.i.copy.1 = add i32 %vec.i.2, 4
  %a.elem.2.1 = getelementptr i32, ptr %a.elem.2, i32 4
  %a.2.vec.1 = load <4 x i32>, ptr %a.elem.2.1, align 4
  %cmp.3.vec.1 = icmp sgt <4 x i32> %a.2.vec.1, %vec.acc.3
  %a.elem.3.1 = getelementptr i32, ptr %a.elem.3, i32 4
  %big.1.vec.1 = select <4 x i1> %cmp.3.vec.1, <4 x i32> %a.2.vec.1, <4 x i32> %vec.acc.3
  %add.3.1 = add i32 %vec.i.copy.1, 1
  %vec.i.next.2 = add i32 %vec.i.2, 8
  %vec.more.2 = icmp ne i32 %vec.i.next.2, 40
  br i1 %vec.more.2, label %vec.body.2, label %vec.middle.2

vec.middle.2:
  %acc.wins = icmp sgt <4 x i32> %big.1.vec.1, %big.1.vec
  %acc.join.1 = select <4 x i1> %acc.wins, <4 x i32> %big.1.vec.1, <4 x i32> %big.1.vec
  %lane.1 = extractelement <4 x i32> %acc.join.1, i32 0
  %lane.2 = extractelement <4 x i32> %acc.join.1, i32 1
  %wins = icmp sgt i32 %lane.2, %lane.1
  %best = select i1 %wins, i32 %lane.2, i32 %lane.1
  %lane.3 = extractelement <4 x i32> %acc.join.1, i32 2
  %wins.1 = icmp sgt i32 %lane.3, %best
  %best.1 = select i1 %wins.1, i32 %lane.3, i32 %best
  %lane.4 = extractelement <4 x i32> %acc.join.1, i32 3
  %wins.2 = icmp sgt i32 %lane.4, %best.1
  %best.2 = select i1 %wins.2, i32 %lane.4, i32 %best.1
  br label %while.end.2

while.end.2:
  call void @wend_print_int(i32 40)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %best.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %vec.ph.3

vec.ph.3:
  br label %vec.body.3

vec.body.3:
  %vec.i.3 = phi i32 [ 0, %vec.ph.3 ], [ %vec.i.next.3, %vec.body.3 ]
  %vec.acc.4 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %add.4.vec, %vec.body.3 ]
  %vec.acc.5 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %add.4.vec.1, %vec.body.3 ]
  %a.elem.4 = getelementptr i32, ptr %a, i32 %vec.i.3
  %a.3.vec = load <4 x i32>, ptr %a.elem.4, align 4
  %add.4.vec = add <4 x i32> %vec.acc.4, %a.3.vec
  %add.5 = add i32 %vec.i.3, 1
  %vec.i.copy.2 = add i32 %vec.i.3, 4
  %a.elem.4.1 = getelementptr i32, ptr %a.elem.4, i32 4
  %a.3.vec.1 = load <4 x i32>, ptr %a.elem.4.1, align 4
  %add.4.vec.1 = add <4 x i32> %vec.acc.5, %a.3.vec.1
  %add.5.1 = add i32 %vec.i.copy.2, 1
  %vec.i.next.3 = add i32 %vec.i.3, 8
  %vec.more.3 = icmp ne i32 %vec.i.next.3, 16
  br i1 %vec.more.3, label %vec.body.3, label %vec.middle.3

vec.middle.3:
  %acc.join.2 = add <4 x i32> %add.4.vec, %add.4.vec.1
  %acc.swap.2 = shufflevector <4 x i32> %acc.join.2, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold.2 = add <4 x i32> %acc.join.2, %acc.swap.2
  %acc.swap.3 = shufflevector <4 x i32> %acc.fold.2, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.3 = add <4 x i32> %acc.fold.2, %acc.swap.3
  %lane.5 = extractelement <4 x i32> %acc.fold.3, i32 0
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 16, %vec.middle.3 ]
  %acc.resume = phi i32 [ %lane.5, %vec.middle.3 ]
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ %i.resume, %scalar.ph ], [ %add.5.2, %while.body.3 ]
  %sum.1 = phi i32 [ %acc.resume, %scalar.ph ], [ %add.4, %while.body.3 ]
  %cmp.4 = icmp ne i32 %i.3, 20
  br i1 %cmp.4, label %while.body.3, label %while.end.3

while.body.3:
  %a.elem.4.2 = getelementptr i32, ptr %a, i32 %i.3
  %a.3 = load i32, ptr %a.elem.4.2, align 4
  %add.4 = add i32 %sum.1, %a.3
  %add.5.2 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  call void @wend_print_int(i32 %i.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %sum.1)
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
