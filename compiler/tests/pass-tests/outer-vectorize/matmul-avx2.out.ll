; ModuleID = 'matmul.wend'
source_filename = "matmul.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [99 x i32], align 4
  %b = alloca [143 x i32], align 4
  %c = alloca [117 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 396, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 572, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 468, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.2, %if.end ]
  %cmp = icmp slt i32 %i, 143
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %cmp.1 = icmp slt i32 %i, 99
  br i1 %cmp.1, label %if.then, label %if.end

if.then:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 7
  %add = add i32 %mul, 3
  %rem = srem i32 %add, 23
  %sub = add i32 %rem, -11
  store i32 %sub, ptr %a.elem, align 4
  br label %if.end

if.end:
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %mul.1 = mul i32 %i, 5
  %add.1 = add i32 %mul.1, 1
  %rem.1 = srem i32 %add.1, 19
  %sub.1 = add i32 %rem.1, -9
  store i32 %sub.1, ptr %b.elem, align 4
  %add.2 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.9, %while.end.2 ]
  %cmp.2 = icmp slt i32 %i.1, 9
  br i1 %cmp.2, label %while.body.1, label %while.end.3

while.body.1:
  %mul.2 = mul i32 %i.1, 11
  %mul.3 = mul i32 %i.1, 13
  br label %vec.ph

vec.ph:
  br label %while.cond.2.vec

while.cond.2.vec:
  %vec.j = phi i32 [ 0, %vec.ph ], [ %vec.j.next, %while.end.1.vec ]
  br label %while.body.2.vec

while.body.2.vec:
  br label %while.cond.3.vec

while.cond.3.vec:
  %k = phi i32 [ 0, %while.body.2.vec ], [ %add.6, %while.body.3.vec ]
  %s.vec = phi <8 x i32> [ <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, %while.body.2.vec ], [ %add.5.vec, %while.body.3.vec ]
  %cmp.4 = icmp slt i32 %k, 11
  br i1 %cmp.4, label %while.body.3.vec, label %while.end.1.vec

while.end.1.vec:
  %add.7 = add i32 %mul.3, %vec.j
  %c.elem = getelementptr i32, ptr %c, i32 %add.7
  store <8 x i32> %s.vec, ptr %c.elem, align 4
  %add.8 = add i32 %vec.j, 1
  %vec.j.next = add i32 %vec.j, 8
  %vec.more = icmp ne i32 %vec.j.next, 8
  br i1 %vec.more, label %while.cond.2.vec, label %vec.middle

while.body.3.vec:
  %add.3 = add i32 %mul.2, %k
  %a.elem.1 = getelementptr i32, ptr %a, i32 %add.3
  %a.1 = load i32, ptr %a.elem.1, align 4
  %splat.insert = insertelement <8 x i32> undef, i32 %a.1, i32 0
  %splat = shufflevector <8 x i32> %splat.insert, <8 x i32> undef, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %mul.4 = mul i32 %k, 13
  %add.4 = add i32 %mul.4, %vec.j
  %b.elem.1 = getelementptr i32, ptr %b, i32 %add.4
  %b.1.vec = load <8 x i32>, ptr %b.elem.1, align 4
  %mul.5.vec = mul <8 x i32> %splat, %b.1.vec
  %add.5.vec = add <8 x i32> %s.vec, %mul.5.vec
  %add.6 = add i32 %k, 1
  br label %while.cond.3.vec

vec.middle:
  br label %scalar.ph

scalar.ph:
  %j.resume = phi i32 [ 8, %vec.middle ]
  br label %while.cond.2

while.cond.2:
  %j = phi i32 [ %j.resume, %scalar.ph ], [ %add.8.1, %while.end.1 ]
  %cmp.3 = icmp slt i32 %j, 13
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  br label %while.cond.3

while.cond.3:
  %k.1 = phi i32 [ 0, %while.body.2 ], [ %add.6.1, %while.body.3 ]
  %s = phi i32 [ 0, %while.body.2 ], [ %add.5, %while.body.3 ]
  %cmp.4.1 = icmp slt i32 %k.1, 11
  br i1 %cmp.4.1, label %while.body.3, label %while.end.1

while.body.3:
  %add.3.1 = add i32 %mul.2, %k.1
  %a.elem.1.1 = getelementptr i32, ptr %a, i32 %add.3.1
  %a.1.1 = load i32, ptr %a.elem.1.1, align 4
  %mul.4.1 = mul i32 %k.1, 13
  %add.4.1 = add i32 %mul.4.1, %j
  %b.elem.1.1 = getelementptr i32, ptr %b, i32 %add.4.1
  %b.1 = load i32, ptr %b.elem.1.1, align 4
  %mul.5 = mul i32 %a.1.1, %b.1
  %add.5 = add i32 %s, %mul.5
  %add.6.1 = add i32 %k.1, 1
  br label %while.cond.3

while.end.1:
  %add.7.1 = add i32 %mul.3, %j
  %c.elem.1 = getelementptr i32, ptr %c, i32 %add.7.1
  store i32 %s, ptr %c.elem.1, align 4
  %add.8.1 = add i32 %j, 1
  br label %while.cond.2

while.end.2:
  %add.9 = add i32 %i.1, 1
  br label %while.cond.1

while.end.3:
  br label %while.cond.4

while.cond.4:
  %i.2 = phi i32 [ 0, %while.end.3 ], [ %add.10, %while.body.4 ]
  %cmp.5 = icmp slt i32 %i.2, 117
  br i1 %cmp.5, label %while.body.4, label %while.end.4

while.body.4:
  %c.elem.1.1 = getelementptr i32, ptr %c, i32 %i.2
  %c.1 = load i32, ptr %c.elem.1.1, align 4
  call void @wend_print_int(i32 %c.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.10 = add i32 %i.2, 1
  br label %while.cond.4

while.end.4:
  call void @wend_print_str(ptr @.str.1, i64 1)
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
