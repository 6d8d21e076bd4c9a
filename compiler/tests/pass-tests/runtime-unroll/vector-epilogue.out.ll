; ModuleID = 'vector-epilogue.wend'
source_filename = "vector-epilogue.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [20 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 160, i1 false)
  %call = call i32 @main.fill(i32 37, ptr %frame)
  %call.1 = call i32 @main.chain(i32 37, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.chain(i32 2, ptr %frame)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.fill(i32 %n, ptr dereferenceable(160) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
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
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 3
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 3, i32 6, i32 9>
  store <4 x i32> %lanes, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, %vec.end
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 0, %entry ], [ %vec.end, %vec.middle ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %mul.1 = mul i32 %i, 3
  store i32 %mul.1, ptr %a.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 0
}

define i32 @main.chain(i32 %n, ptr dereferenceable(160) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
  %a.1 = getelementptr i8, ptr %link, i32 0
  %a.2 = getelementptr i8, ptr %link, i32 0
  %trips = sub i32 %n, 1
  %trips.enough = icmp sge i32 %trips, 2
  %trips.above.max = icmp slt i32 %trips, 0
  %unroll.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 1, %n
  %unroll.guard = and i1 %loop.runs, %unroll.enough
  br i1 %unroll.guard, label %unroll.ph, label %epilogue.ph

unroll.ph:
  %unroll.trips = and i32 %trips, -2
  %unroll.end = add i32 1, %unroll.trips
  br label %unroll.body

unroll.body:
  %i.unroll = phi i32 [ 1, %unroll.ph ], [ %add.1.1, %unroll.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %i.unroll
  %sub = add i32 %i.unroll, -1
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 %sub
  %a.3 = load i32, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a.2, i32 %i.unroll
  %a.4 = load i32, ptr %a.elem.2, align 4
  %add = add i32 %a.3, %a.4
  store i32 %add, ptr %a.elem, align 4
  %add.1 = add i32 %i.unroll, 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.1
  %sub.1 = add i32 %add.1, -1
  %a.elem.1.1 = getelementptr i32, ptr %a.1, i32 %sub.1
  %a.3.1 = load i32, ptr %a.elem.1.1, align 4
  %a.elem.2.1 = getelementptr i32, ptr %a.2, i32 %add.1
  %a.4.1 = load i32, ptr %a.elem.2.1, align 4
  %add.2 = add i32 %a.3.1, %a.4.1
  store i32 %add.2, ptr %a.elem.3, align 4
  %add.1.1 = add i32 %add.1, 1
  %unroll.more = icmp ne i32 %add.1.1, %unroll.end
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %i.resume = phi i32 [ 1, %entry ], [ %add.1.1, %unroll.exit ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %epilogue.ph ], [ %add.1.2, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i
  %sub.2 = add i32 %i, -1
  %a.elem.1.2 = getelementptr i32, ptr %a.1, i32 %sub.2
  %a.3.2 = load i32, ptr %a.elem.1.2, align 4
  %a.elem.2.2 = getelementptr i32, ptr %a.2, i32 %i
  %a.4.2 = load i32, ptr %a.elem.2.2, align 4
  %add.3 = add i32 %a.3.2, %a.4.2
  store i32 %add.3, ptr %a.elem.4, align 4
  %add.1.2 = add i32 %i, 1
  br label %while.cond

while.end:
  %sub.1.1 = add i32 %n, -1
  %a.5 = getelementptr i8, ptr %link, i32 0
  %a.elem.3.1 = getelementptr i32, ptr %a.5, i32 %sub.1.1
  %a.6 = load i32, ptr %a.elem.3.1, align 4
  ret i32 %a.6
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
