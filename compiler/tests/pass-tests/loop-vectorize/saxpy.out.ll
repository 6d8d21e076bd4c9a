; ModuleID = 'saxpy.wend'
source_filename = "saxpy.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [37 x i32], align 4
  %b = alloca [37 x i32], align 4
  %c = alloca [37 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 148, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 148, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 148, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %sub = add i32 %vec.i, -5
  %splat.insert = insertelement <4 x i32> undef, i32 %sub, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 1, i32 2, i32 3>
  store <4 x i32> %lanes, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %vec.i
  %mul = mul i32 %vec.i, 2
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.1 = add <4 x i32> %splat.1, <i32 0, i32 2, i32 4, i32 6>
  store <4 x i32> %lanes.1, ptr %b.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 36
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 36, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 37
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %sub.1 = add i32 %i, -5
  store i32 %sub.1, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i
  %mul.1 = mul i32 %i, 2
  store i32 %mul.1, ptr %b.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  %b.elem.1.1 = getelementptr i32, ptr %b, i32 1
  %b.1 = load i32, ptr %b.elem.1.1, align 4
  %mul.1.1 = mul i32 %b.1, 16
  %add.1.1 = add i32 %mul.1.1, 5
  %trips = sub i32 %add.1.1, 0
  %trips.enough = icmp sge i32 %trips, 4
  %trips.above.max = icmp slt i32 %trips, 0
  %vec.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 0, %add.1.1
  %vec.guard = and i1 %loop.runs, %vec.enough
  br i1 %vec.guard, label %vec.ph.1, label %scalar.ph.1

vec.ph.1:
  %vec.trips = and i32 %trips, -4
  %vec.end = add i32 0, %vec.trips
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ 0, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %c.elem = getelementptr i32, ptr %c, i32 %vec.i.1
  %a.elem.1.1 = getelementptr i32, ptr %a, i32 %vec.i.1
  %a.1.vec = load <4 x i32>, ptr %a.elem.1.1, align 4
  %mul.2.vec = mul <4 x i32> %a.1.vec, <i32 3, i32 3, i32 3, i32 3>
  %b.elem.2 = getelementptr i32, ptr %b, i32 %vec.i.1
  %b.2.vec = load <4 x i32>, ptr %b.elem.2, align 4
  %add.2.vec = add <4 x i32> %mul.2.vec, %b.2.vec
  store <4 x i32> %add.2.vec, ptr %c.elem, align 4
  %add.3 = add i32 %vec.i.1, 1
  %vec.i.next.1 = add i32 %vec.i.1, 4
  %vec.more.1 = icmp ne i32 %vec.i.next.1, %vec.end
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  br label %scalar.ph.1

scalar.ph.1:
  %i.resume.1 = phi i32 [ 0, %while.end ], [ %vec.end, %vec.middle.1 ]
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ %i.resume.1, %scalar.ph.1 ], [ %add.3.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, %add.1.1
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %c.elem.1 = getelementptr i32, ptr %c, i32 %i.1
  %a.elem.1.2 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.1.2, align 4
  %mul.2 = mul i32 %a.1, 3
  %b.elem.2.1 = getelementptr i32, ptr %b, i32 %i.1
  %b.2 = load i32, ptr %b.elem.2.1, align 4
  %add.2 = add i32 %mul.2, %b.2
  store i32 %add.2, ptr %c.elem.1, align 4
  %add.3.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  %c.elem.1.1 = getelementptr i32, ptr %c, i32 0
  %c.1 = load i32, ptr %c.elem.1.1, align 4
  call void @wend_print_int(i32 %c.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %c.elem.2 = getelementptr i32, ptr %c, i32 35
  %c.2 = load i32, ptr %c.elem.2, align 4
  call void @wend_print_int(i32 %c.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %c.elem.3 = getelementptr i32, ptr %c, i32 36
  %c.3 = load i32, ptr %c.elem.3, align 4
  call void @wend_print_int(i32 %c.3)
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
