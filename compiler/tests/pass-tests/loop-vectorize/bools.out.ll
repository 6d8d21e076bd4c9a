; ModuleID = 'bools.wend'
source_filename = "bools.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %x = alloca [25 x i32], align 4
  %big = alloca [25 x i1], align 1
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 100, i1 false)
  call void @llvm.memset.p0.i64(ptr %big, i8 0, i64 25, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %x.elem = getelementptr i32, ptr %x, i32 %vec.i
  %mul = mul i32 %vec.i, 5
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 5, i32 10, i32 15>
  %rem.vec = srem <4 x i32> %lanes, <i32 13, i32 13, i32 13, i32 13>
  store <4 x i32> %rem.vec, ptr %x.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 24
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 24, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 25
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem.1 = getelementptr i32, ptr %x, i32 %i
  %mul.1 = mul i32 %i, 5
  %rem = srem i32 %mul.1, 13
  store i32 %rem, ptr %x.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %big.elem = getelementptr i1, ptr %big, i32 %vec.i.1
  %x.elem.1.1 = getelementptr i32, ptr %x, i32 %vec.i.1
  %x.1.vec = load <4 x i32>, ptr %x.elem.1.1, align 4
  %cmp.2.vec = icmp sgt <4 x i32> %x.1.vec, <i32 6, i32 6, i32 6, i32 6>
  %bytes = zext <4 x i1> %cmp.2.vec to <4 x i8>
  store <4 x i8> %bytes, ptr %big.elem, align 1
  %add.1.1 = add i32 %vec.i.1, 1
  %vec.i.next.1 = add i32 %vec.i.1, 4
  %vec.more.1 = icmp ne i32 %vec.i.next.1, 24
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 24, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.1.2, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 25
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %big.elem.1 = getelementptr i1, ptr %big, i32 %i.1
  %x.elem.1.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.1 = load i32, ptr %x.elem.1.2, align 4
  %cmp.2 = icmp sgt i32 %x.1, 6
  store i1 %cmp.2, ptr %big.elem.1, align 1
  %add.1.2 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %vec.ph.2

vec.ph.2:
  br label %vec.body.2

vec.body.2:
  %vec.i.2 = phi i32 [ 0, %vec.ph.2 ], [ %vec.i.next.2, %vec.body.2 ]
  %vec.acc = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.2 ], [ %count.1.vec, %vec.body.2 ]
  %vec.acc.1 = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %vec.ph.2 ], [ %count.1.vec.1, %vec.body.2 ]
  %big.elem.1.1 = getelementptr i1, ptr %big, i32 %vec.i.2
  %big.1.vec = load <4 x i8>, ptr %big.elem.1.1, align 1
  %big.1.bits = trunc <4 x i8> %big.1.vec to <4 x i1>
  %cond.inc.vec = zext <4 x i1> %big.1.bits to <4 x i32>
  %count.1.vec = add <4 x i32> %vec.acc, %cond.inc.vec
  %add.2 = add i32 %vec.i.2, 1
  %vec.i.copy = add i32 %vec.i.2, 4
  %big.elem.1.2 = getelementptr i1, ptr %big.elem.1.1, i32 4
  %big.1.vec.1 = load <4 x i8>, ptr %big.elem.1.2, align 1
  %big.1.bits.1 = trunc <4 x i8> %big.1.vec.1 to <4 x i1>
  %cond.inc.vec.1 = zext <4 x i1> %big.1.bits.1 to <4 x i32>
  %count.1.vec.1 = add <4 x i32> %vec.acc.1, %cond.inc.vec.1
  %add.2.1 = add i32 %vec.i.copy, 1
  %vec.i.next.2 = add i32 %vec.i.2, 8
  %vec.more.2 = icmp ne i32 %vec.i.next.2, 24
  br i1 %vec.more.2, label %vec.body.2, label %vec.middle.2

vec.middle.2:
  %acc.join = add <4 x i32> %count.1.vec, %count.1.vec.1
  %acc.swap = shufflevector <4 x i32> %acc.join, <4 x i32> undef, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %acc.fold = add <4 x i32> %acc.join, %acc.swap
  %acc.swap.1 = shufflevector <4 x i32> %acc.fold, <4 x i32> undef, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %acc.fold.1 = add <4 x i32> %acc.fold, %acc.swap.1
  %lane = extractelement <4 x i32> %acc.fold.1, i32 0
  br label %scalar.ph.2

scalar.ph.2:
  %i.resume.2 = phi i32 [ 24, %vec.middle.2 ]
  %acc.resume = phi i32 [ %lane, %vec.middle.2 ]
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ %i.resume.2, %scalar.ph.2 ], [ %add.2.2, %while.body.2 ]
  %count = phi i32 [ %acc.resume, %scalar.ph.2 ], [ %count.1, %while.body.2 ]
  %cmp.3 = icmp slt i32 %i.2, 25
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %big.elem.1.3 = getelementptr i1, ptr %big, i32 %i.2
  %big.1 = load i1, ptr %big.elem.1.3, align 1
  %cond.inc = zext i1 %big.1 to i32
  %count.1 = add i32 %count, %cond.inc
  %add.2.2 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  call void @wend_print_int(i32 %count)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %big.elem.2 = getelementptr i1, ptr %big, i32 3
  %big.2 = load i1, ptr %big.elem.2, align 1
  call void @wend_print_bool(i1 %big.2)
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
