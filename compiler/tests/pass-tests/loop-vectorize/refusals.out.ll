; ModuleID = 'refusals.wend'
source_filename = "refusals.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [30 x i32], align 4
  %b = alloca [30 x i32], align 4
  %c = alloca [60 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 120, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 120, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 240, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 3
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 3, i32 6, i32 9>
  %rem.vec = srem <4 x i32> %lanes, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %vec.i
  %sub = sub i32 29, %vec.i
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %sub, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes.1 = add <4 x i32> %splat.1, <i32 0, i32 -1, i32 -2, i32 -3>
  store <4 x i32> %lanes.1, ptr %b.elem, align 4
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
  %cmp = icmp slt i32 %i, 30
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i
  %mul.1 = mul i32 %i, 3
  %rem = srem i32 %mul.1, 7
  store i32 %rem, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i
  %sub.1 = sub i32 29, %i
  store i32 %sub.1, ptr %b.elem.1, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 3
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.1.1 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.1.1, align 4
  call void @wend_print_int(i32 %a.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.1.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 0, %while.end.1 ], [ %add.2, %while.body.2 ]
  %cmp.2 = icmp slt i32 %i.2, 30
  br i1 %cmp.2, label %while.body.2, label %while.end.2

while.body.2:
  %mul.1.1 = mul i32 %i.2, 2
  %c.elem = getelementptr i32, ptr %c, i32 %mul.1.1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %i.2
  %a.2 = load i32, ptr %a.elem.2, align 4
  store i32 %a.2, ptr %c.elem, align 4
  %add.2 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  %b.elem.1.1 = getelementptr i32, ptr %b, i32 3
  %b.1 = load i32, ptr %b.elem.1.1, align 4
  %sub.1.1 = add i32 %b.1, -20
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ 0, %while.end.2 ], [ %add.3, %while.body.3 ]
  %cmp.3 = icmp slt i32 %i.3, 30
  br i1 %cmp.3, label %while.body.3, label %while.end.3

while.body.3:
  %a.elem.3 = getelementptr i32, ptr %a, i32 %i.3
  %b.elem.2 = getelementptr i32, ptr %b, i32 %i.3
  %b.2 = load i32, ptr %b.elem.2, align 4
  %div = sdiv i32 %b.2, %sub.1.1
  store i32 %div, ptr %a.elem.3, align 4
  %add.3 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  br label %while.cond.4

while.cond.4:
  %i.4 = phi i32 [ 0, %while.end.3 ], [ %add.4, %while.body.4 ]
  %cmp.4 = icmp slt i32 %i.4, 30
  br i1 %cmp.4, label %while.body.4, label %while.end.4

while.body.4:
  %b.elem.3 = getelementptr i32, ptr %b, i32 %i.4
  %b.elem.4 = getelementptr i32, ptr %b, i32 %i.4
  %b.3 = load i32, ptr %b.elem.4, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 %b.3
  %a.3 = load i32, ptr %a.elem.4, align 4
  store i32 %a.3, ptr %b.elem.3, align 4
  %add.4 = add i32 %i.4, 1
  br label %while.cond.4

while.end.4:
  br label %while.cond.5

while.cond.5:
  %i.5 = phi i32 [ 0, %while.end.4 ], [ %add.6, %while.body.5 ]
  %s = phi i32 [ 0, %while.end.4 ], [ %add.5, %while.body.5 ]
  %cmp.5 = icmp slt i32 %i.5, 30
  br i1 %cmp.5, label %while.body.5, label %while.end.5

while.body.5:
  %a.elem.5 = getelementptr i32, ptr %a, i32 %i.5
  %a.4 = load i32, ptr %a.elem.5, align 4
  %add.5 = add i32 %s, %a.4
  %c.elem.1 = getelementptr i32, ptr %c, i32 %i.5
  store i32 %add.5, ptr %c.elem.1, align 4
  %add.6 = add i32 %i.5, 1
  br label %while.cond.5

while.end.5:
  br label %while.cond.6

while.cond.6:
  %i.6 = phi i32 [ 0, %while.end.5 ], [ %add.8, %while.body.6 ]
  %cmp.6 = icmp slt i32 %i.6, 3
  br i1 %cmp.6, label %while.body.6, label %while.end.6

while.body.6:
  %a.elem.6 = getelementptr i32, ptr %a, i32 %i.6
  %a.elem.7 = getelementptr i32, ptr %a, i32 %i.6
  %a.5 = load i32, ptr %a.elem.7, align 4
  %add.7 = add i32 %a.5, 1
  store i32 %add.7, ptr %a.elem.6, align 4
  %add.8 = add i32 %i.6, 1
  br label %while.cond.6

while.end.6:
  br label %while.cond.7

while.cond.7:
  %i.7 = phi i32 [ 0, %while.end.6 ], [ %add.9, %if.end ]
  %cmp.7 = icmp slt i32 %i.7, 30
  br i1 %cmp.7, label %while.body.7, label %while.end.7

while.body.7:
  %b.elem.5 = getelementptr i32, ptr %b, i32 %i.7
  %b.4 = load i32, ptr %b.elem.5, align 4
  %cmp.8 = icmp sgt i32 %b.4, 3
  br i1 %cmp.8, label %if.then, label %if.end

if.then:
  %c.elem.2 = getelementptr i32, ptr %c, i32 %i.7
  store i32 1, ptr %c.elem.2, align 4
  br label %if.end

if.end:
  %add.9 = add i32 %i.7, 1
  br label %while.cond.7

while.end.7:
  %a.elem.8 = getelementptr i32, ptr %a, i32 0
  %a.6 = load i32, ptr %a.elem.8, align 4
  %a.elem.9 = getelementptr i32, ptr %a, i32 29
  %a.7 = load i32, ptr %a.elem.9, align 4
  %add.10 = add i32 %a.6, %a.7
  %b.elem.6 = getelementptr i32, ptr %b, i32 7
  %b.5 = load i32, ptr %b.elem.6, align 4
  %add.11 = add i32 %add.10, %b.5
  %c.elem.3 = getelementptr i32, ptr %c, i32 58
  %c.1 = load i32, ptr %c.elem.3, align 4
  %add.12 = add i32 %add.11, %c.1
  %c.elem.4 = getelementptr i32, ptr %c, i32 29
  %c.2 = load i32, ptr %c.elem.4, align 4
  %add.13 = add i32 %add.12, %c.2
  %c.elem.5 = getelementptr i32, ptr %c, i32 20
  %c.3 = load i32, ptr %c.elem.5, align 4
  %add.14 = add i32 %add.13, %c.3
  call void @wend_print_int(i32 %add.14)
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
