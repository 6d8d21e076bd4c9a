; ModuleID = 'captured.wend'
source_filename = "captured.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [23 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 84, i1 false)
  %b = getelementptr i8, ptr %frame, i32 96
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 84, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %splat.insert = insertelement <4 x i32> undef, i32 %vec.i, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 1, i32 2, i32 3>
  %rem.vec = srem <4 x i32> %lanes, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 20
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 20, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 21
  br i1 %cmp, label %while.body, label %fill.entry

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %rem = srem i32 %i, 5
  store i32 %rem, ptr %a.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

fill.entry:
  %b.1 = getelementptr i8, ptr %frame, i32 96
  %a.1 = getelementptr i8, ptr %frame, i32 0
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %b.elem = getelementptr i32, ptr %b.1, i32 %vec.i.1
  %a.elem.1.1 = getelementptr i32, ptr %a.1, i32 %vec.i.1
  %a.2.vec = load <4 x i32>, ptr %a.elem.1.1, align 4
  %mul.vec = mul <4 x i32> %a.2.vec, <i32 3, i32 3, i32 3, i32 3>
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %vec.i.1, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.1 = add <4 x i32> %splat.1, <i32 0, i32 1, i32 2, i32 3>
  %add.1.vec = add <4 x i32> %mul.vec, %lanes.1
  store <4 x i32> %add.1.vec, ptr %b.elem, align 4
  %add.2 = add i32 %vec.i.1, 1
  %vec.i.next.1 = add i32 %vec.i.1, 4
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 20
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 20, %vec.middle.1 ]
  br label %fill.while.cond

fill.while.cond:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.2.1, %fill.while.body ]
  %cmp.1 = icmp slt i32 %i.1, 21
  br i1 %cmp.1, label %fill.while.body, label %fill.cont

fill.while.body:
  %b.elem.1 = getelementptr i32, ptr %b.1, i32 %i.1
  %a.elem.1.2 = getelementptr i32, ptr %a.1, i32 %i.1
  %a.2 = load i32, ptr %a.elem.1.2, align 4
  %mul = mul i32 %a.2, 3
  %add.1.1 = add i32 %mul, %i.1
  store i32 %add.1.1, ptr %b.elem.1, align 4
  %add.2.1 = add i32 %i.1, 1
  br label %fill.while.cond

fill.cont:
  %b.2 = getelementptr i8, ptr %frame, i32 96
  %a.3 = getelementptr i8, ptr %frame, i32 0
  br label %vec.ph.2

vec.ph.2:
  br label %vec.body.2

vec.body.2:
  %vec.i.2 = phi i32 [ 0, %vec.ph.2 ], [ %vec.i.next.2, %vec.body.2 ]
  %b.elem.1.1 = getelementptr i32, ptr %b.2, i32 %vec.i.2
  %a.elem.2 = getelementptr i32, ptr %a.3, i32 %vec.i.2
  %a.4.vec = load <4 x i32>, ptr %a.elem.2, align 4
  %mul.1.vec = mul <4 x i32> %a.4.vec, <i32 2, i32 2, i32 2, i32 2>
  %splat.insert.2 = insertelement <4 x i32> undef, i32 %vec.i.2, i32 0
  %splat.2 = shufflevector <4 x i32> %splat.insert.2, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.2 = add <4 x i32> %splat.2, <i32 0, i32 1, i32 2, i32 3>
  %add.3.vec = add <4 x i32> %mul.1.vec, %lanes.2
  store <4 x i32> %add.3.vec, ptr %b.elem.1.1, align 4
  %add.4 = add i32 %vec.i.2, 1
  %vec.i.next.2 = add i32 %vec.i.2, 4
  %vec.more.2 = icmp ne i32 %vec.i.next.2, 20
  br i1 %vec.more.2, label %vec.body.2, label %vec.middle.2

vec.middle.2:
  br label %scalar.ph.2

scalar.ph.2:
  %i.resume.2 = phi i32 [ 20, %vec.middle.2 ]
  br label %fill.while.cond.1

fill.while.cond.1:
  %i.2 = phi i32 [ %i.resume.2, %scalar.ph.2 ], [ %add.4.1, %fill.while.body.1 ]
  %cmp.2 = icmp slt i32 %i.2, 21
  br i1 %cmp.2, label %fill.while.body.1, label %fill.cont.1

fill.while.body.1:
  %b.elem.1.2 = getelementptr i32, ptr %b.2, i32 %i.2
  %a.elem.2.1 = getelementptr i32, ptr %a.3, i32 %i.2
  %a.4 = load i32, ptr %a.elem.2.1, align 4
  %mul.1 = mul i32 %a.4, 2
  %add.3 = add i32 %mul.1, %i.2
  store i32 %add.3, ptr %b.elem.1.2, align 4
  %add.4.1 = add i32 %i.2, 1
  br label %fill.while.cond.1

fill.cont.1:
  br label %vec.ph.3

vec.ph.3:
  br label %vec.body.3

vec.body.3:
  %vec.i.3 = phi i32 [ 0, %vec.ph.3 ], [ %vec.i.next.3, %vec.body.3 ]
  %vec.acc = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %add.5.vec, %vec.body.3 ]
  %vec.acc.1 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.3 ], [ %add.5.vec.1, %vec.body.3 ]
  %b.elem.2 = getelementptr i32, ptr %b, i32 %vec.i.3
  %b.3.vec = load <4 x i32>, ptr %b.elem.2, align 4
  %add.5.vec = add <4 x i32> %vec.acc, %b.3.vec
  %add.6 = add i32 %vec.i.3, 1
  %vec.i.copy = add i32 %vec.i.3, 4
  %b.elem.2.1 = getelementptr i32, ptr %b.elem.2, i32 4
  %b.3.vec.1 = load <4 x i32>, ptr %b.elem.2.1, align 4
  %add.5.vec.1 = add <4 x i32> %vec.acc.1, %b.3.vec.1
  %add.6.1 = add i32 %vec.i.copy, 1
  %vec.i.next.3 = add i32 %vec.i.3, 8
  %vec.more.3 = icmp ne i32 %vec.i.next.3, 16
  br i1 %vec.more.3, label %vec.body.3, label %vec.middle.3

vec.middle.3:
  %acc.join = add <4 x i32> %add.5.vec, %add.5.vec.1
  %acc.swap = shufflevector <4 x i32> %acc.join, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = add <4 x i32> %acc.join, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  br label %scalar.ph.3

scalar.ph.3:
  %i.resume.3 = phi i32 [ 16, %vec.middle.3 ]
  %acc.resume = phi i32 [ %lane, %vec.middle.3 ]
  br label %while.cond.1

while.cond.1:
  %total = phi i32 [ %acc.resume, %scalar.ph.3 ], [ %add.5, %while.body.1 ]
  %i.3 = phi i32 [ %i.resume.3, %scalar.ph.3 ], [ %add.6.2, %while.body.1 ]
  %cmp.3 = icmp slt i32 %i.3, 21
  br i1 %cmp.3, label %while.body.1, label %while.end

while.body.1:
  %b.elem.2.2 = getelementptr i32, ptr %b, i32 %i.3
  %b.3 = load i32, ptr %b.elem.2.2, align 4
  %add.5 = add i32 %total, %b.3
  %add.6.2 = add i32 %i.3, 1
  br label %while.cond.1

while.end:
  call void @wend_print_int(i32 %total)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define void @main.fill(i32 %k, ptr dereferenceable(184) %link) {
entry:
  %b = getelementptr i8, ptr %link, i32 96
  %a = getelementptr i8, ptr %link, i32 0
  br label %vec.ph

vec.ph:
  %splat.insert = insertelement <4 x i32> undef, i32 %k, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %b.elem = getelementptr i32, ptr %b, i32 %vec.i
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %a.1.vec = load <4 x i32>, ptr %a.elem, align 4
  %mul.vec = mul <4 x i32> %a.1.vec, %splat
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %vec.i, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat.1, <i32 0, i32 1, i32 2, i32 3>
  %add.vec = add <4 x i32> %mul.vec, %lanes
  store <4 x i32> %add.vec, ptr %b.elem, align 4
  %add.1 = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 20
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 20, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1.1, %while.body ]
  %cmp = icmp slt i32 %i, 21
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %a.1 = load i32, ptr %a.elem.1, align 4
  %mul = mul i32 %a.1, %k
  %add = add i32 %mul, %i
  store i32 %add, ptr %b.elem.1, align 4
  %add.1.1 = add i32 %i, 1
  br label %while.cond

while.end:
  ret void
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
