; ModuleID = 'side-by-side.wend'
source_filename = "side-by-side.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [128 x i32], align 4
  %b = alloca [16 x i32], align 4
  %c = alloca [16 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 64, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 7
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 7, i32 14, i32 21>
  %rem.vec = srem <4 x i32> %lanes, <i32 13, i32 13, i32 13, i32 13>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 128
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %while.end

while.end:
  br label %vec.ph.1

vec.ph.1:
  br label %while.cond.vec

while.cond.vec:
  %vec.j = phi i32 [ 0, %vec.ph.1 ], [ %vec.j.next, %while.end.1.vec ]
  br label %while.body.vec

while.body.vec:
  br label %while.cond.1.vec

while.cond.1.vec:
  %j = phi i32 [ 0, %while.body.vec ], [ %add.3, %while.body.1.vec ]
  %t.vec = phi <4 x i32> [ <i32 0, i32 0, i32 0, i32 0>, %while.body.vec ], [ %add.2.vec, %while.body.1.vec ]
  %cmp.1 = icmp slt i32 %j, 16
  br i1 %cmp.1, label %while.body.1.vec, label %while.end.1.vec

while.end.1.vec:
  %b.elem = getelementptr i32, ptr %b, i32 %vec.j
  store <4 x i32> %t.vec, ptr %b.elem, align 4
  %add.4 = add i32 %vec.j, 1
  %vec.j.next = add i32 %vec.j, 4
  %vec.more.1 = icmp ne i32 %vec.j.next, 8
  br i1 %vec.more.1, label %while.cond.vec, label %vec.middle.1

while.body.1.vec:
  %mul.1 = mul i32 %j, 8
  %add.1 = add i32 %mul.1, %vec.j
  %a.elem.1 = getelementptr i32, ptr %a, i32 %add.1
  %a.1.vec = load <4 x i32>, ptr %a.elem.1, align 4
  %add.2.vec = add <4 x i32> %t.vec, %a.1.vec
  %add.3 = add i32 %j, 1
  br label %while.cond.1.vec

vec.middle.1:
  br label %scalar.ph

scalar.ph:
  %j.resume = phi i32 [ 8, %vec.middle.1 ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %j.resume, %scalar.ph ], [ %add.4.1, %while.end.1 ]
  %cmp = icmp slt i32 %i, 8
  br i1 %cmp, label %while.body, label %while.end.2

while.body:
  br label %while.cond.1

while.cond.1:
  %j.1 = phi i32 [ 0, %while.body ], [ %add.3.1, %while.body.1 ]
  %t = phi i32 [ 0, %while.body ], [ %add.2, %while.body.1 ]
  %cmp.1.1 = icmp slt i32 %j.1, 16
  br i1 %cmp.1.1, label %while.body.1, label %while.end.1

while.body.1:
  %mul.1.1 = mul i32 %j.1, 8
  %add.1.1 = add i32 %mul.1.1, %i
  %a.elem.1.1 = getelementptr i32, ptr %a, i32 %add.1.1
  %a.1 = load i32, ptr %a.elem.1.1, align 4
  %add.2 = add i32 %t, %a.1
  %add.3.1 = add i32 %j.1, 1
  br label %while.cond.1

while.end.1:
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i
  store i32 %t, ptr %b.elem.1, align 4
  %add.4.1 = add i32 %i, 1
  br label %while.cond

while.end.2:
  br label %vec.ph.2

vec.ph.2:
  br label %while.cond.2.vec

while.cond.2.vec:
  %vec.j.1 = phi i32 [ 0, %vec.ph.2 ], [ %vec.j.next.1, %while.end.3.vec ]
  br label %while.body.2.vec

while.body.2.vec:
  br label %while.cond.3.vec

while.cond.3.vec:
  %j.1.1 = phi i32 [ 0, %while.body.2.vec ], [ %add.7, %while.body.3.vec ]
  %t.1.vec = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %while.body.2.vec ], [ %add.6.vec, %while.body.3.vec ]
  %cmp.3 = icmp slt i32 %j.1.1, 16
  br i1 %cmp.3, label %while.body.3.vec, label %while.end.3.vec

while.end.3.vec:
  %c.elem = getelementptr i32, ptr %c, i32 %vec.j.1
  store <4 x i32> %t.1.vec, ptr %c.elem, align 4
  %add.8 = add i32 %vec.j.1, 1
  %vec.j.next.1 = add i32 %vec.j.1, 4
  %vec.more.2 = icmp ne i32 %vec.j.next.1, 8
  br i1 %vec.more.2, label %while.cond.2.vec, label %vec.middle.2

while.body.3.vec:
  %b.elem.1.1 = getelementptr i32, ptr %b, i32 %j.1.1
  %b.1 = load i32, ptr %b.elem.1.1, align 4
  %splat.insert.1 = insertelement <4 x i32> undef, i32 %b.1, i32 0
  %splat.1 = shufflevector <4 x i32> %splat.insert.1, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %mul.2 = mul i32 %j.1.1, 8
  %add.5 = add i32 %mul.2, %vec.j.1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.5
  %a.2.vec = load <4 x i32>, ptr %a.elem.2, align 4
  %mul.3.vec = mul <4 x i32> %splat.1, %a.2.vec
  %add.6.vec = add <4 x i32> %t.1.vec, %mul.3.vec
  %add.7 = add i32 %j.1.1, 1
  br label %while.cond.3.vec

vec.middle.2:
  br label %scalar.ph.1

scalar.ph.1:
  %j.resume.1 = phi i32 [ 8, %vec.middle.2 ]
  br label %while.cond.2

while.cond.2:
  %i.1 = phi i32 [ %j.resume.1, %scalar.ph.1 ], [ %add.8.1, %while.end.3 ]
  %cmp.2 = icmp slt i32 %i.1, 8
  br i1 %cmp.2, label %while.body.2, label %while.end.4

while.body.2:
  br label %while.cond.3

while.cond.3:
  %j.1.2 = phi i32 [ 0, %while.body.2 ], [ %add.7.1, %while.body.3 ]
  %t.1 = phi i32 [ 1, %while.body.2 ], [ %add.6, %while.body.3 ]
  %cmp.3.1 = icmp slt i32 %j.1.2, 16
  br i1 %cmp.3.1, label %while.body.3, label %while.end.3

while.body.3:
  %b.elem.1.2 = getelementptr i32, ptr %b, i32 %j.1.2
  %b.1.1 = load i32, ptr %b.elem.1.2, align 4
  %mul.2.1 = mul i32 %j.1.2, 8
  %add.5.1 = add i32 %mul.2.1, %i.1
  %a.elem.2.1 = getelementptr i32, ptr %a, i32 %add.5.1
  %a.2 = load i32, ptr %a.elem.2.1, align 4
  %mul.3 = mul i32 %b.1.1, %a.2
  %add.6 = add i32 %t.1, %mul.3
  %add.7.1 = add i32 %j.1.2, 1
  br label %while.cond.3

while.end.3:
  %c.elem.1 = getelementptr i32, ptr %c, i32 %i.1
  store i32 %t.1, ptr %c.elem.1, align 4
  %add.8.1 = add i32 %i.1, 1
  br label %while.cond.2

while.end.4:
  br label %vec.ph.3

vec.ph.3:
  br label %while.cond.4.vec

while.cond.4.vec:
  %vec.j.2 = phi i32 [ 0, %vec.ph.3 ], [ %vec.j.next.2, %while.end.5.vec ]
  br label %while.body.4.vec

while.body.4.vec:
  br label %while.cond.5.vec

while.cond.5.vec:
  %j.2 = phi i32 [ 0, %while.body.4.vec ], [ %add.11, %while.body.5.vec ]
  %t.2.vec = phi <4 x i32> [ <i32 2, i32 2, i32 2, i32 2>, %while.body.4.vec ], [ %sub.vec, %while.body.5.vec ]
  %cmp.5 = icmp slt i32 %j.2, 16
  br i1 %cmp.5, label %while.body.5.vec, label %while.end.5.vec

while.end.5.vec:
  %add.12 = add i32 %vec.j.2, 8
  %b.elem.2 = getelementptr i32, ptr %b, i32 %add.12
  store <4 x i32> %t.2.vec, ptr %b.elem.2, align 4
  %add.13 = add i32 %vec.j.2, 1
  %vec.j.next.2 = add i32 %vec.j.2, 4
  %vec.more.3 = icmp ne i32 %vec.j.next.2, 8
  br i1 %vec.more.3, label %while.cond.4.vec, label %vec.middle.3

while.body.5.vec:
  %c.elem.1.1 = getelementptr i32, ptr %c, i32 %j.2
  %c.1 = load i32, ptr %c.elem.1.1, align 4
  %splat.insert.2 = insertelement <4 x i32> undef, i32 %c.1, i32 0
  %splat.2 = shufflevector <4 x i32> %splat.insert.2, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %add.9.vec = add <4 x i32> %t.2.vec, %splat.2
  %mul.4 = mul i32 %j.2, 8
  %add.10 = add i32 %mul.4, %vec.j.2
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.10
  %a.3.vec = load <4 x i32>, ptr %a.elem.3, align 4
  %sub.vec = sub <4 x i32> %add.9.vec, %a.3.vec
  %add.11 = add i32 %j.2, 1
  br label %while.cond.5.vec

vec.middle.3:
  br label %scalar.ph.2

scalar.ph.2:
  %j.resume.2 = phi i32 [ 8, %vec.middle.3 ]
  br label %while.cond.4

while.cond.4:
  %i.2 = phi i32 [ %j.resume.2, %scalar.ph.2 ], [ %add.13.1, %while.end.5 ]
  %cmp.4 = icmp slt i32 %i.2, 8
  br i1 %cmp.4, label %while.body.4, label %while.body.6

while.body.4:
  br label %while.cond.5

while.cond.5:
  %j.2.1 = phi i32 [ 0, %while.body.4 ], [ %add.11.1, %while.body.5 ]
  %t.2 = phi i32 [ 2, %while.body.4 ], [ %sub, %while.body.5 ]
  %cmp.5.1 = icmp slt i32 %j.2.1, 16
  br i1 %cmp.5.1, label %while.body.5, label %while.end.5

while.body.5:
  %c.elem.1.2 = getelementptr i32, ptr %c, i32 %j.2.1
  %c.1.1 = load i32, ptr %c.elem.1.2, align 4
  %add.9 = add i32 %t.2, %c.1.1
  %mul.4.1 = mul i32 %j.2.1, 8
  %add.10.1 = add i32 %mul.4.1, %i.2
  %a.elem.3.1 = getelementptr i32, ptr %a, i32 %add.10.1
  %a.3 = load i32, ptr %a.elem.3.1, align 4
  %sub = sub i32 %add.9, %a.3
  %add.11.1 = add i32 %j.2.1, 1
  br label %while.cond.5

while.end.5:
  %add.12.1 = add i32 %i.2, 8
  %b.elem.2.1 = getelementptr i32, ptr %b, i32 %add.12.1
  store i32 %t.2, ptr %b.elem.2.1, align 4
  %add.13.1 = add i32 %i.2, 1
  br label %while.cond.4

while.body.6:
  %a.elem.4 = getelementptr i32, ptr %a, i32 0
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 0
  %b.2 = load i32, ptr %b.elem.3, align 4
  %add.14 = add i32 %a.4, %b.2
  %c.elem.2 = getelementptr i32, ptr %c, i32 0
  %c.2 = load i32, ptr %c.elem.2, align 4
  %add.15 = add i32 %add.14, %c.2
  call void @wend_print_int(i32 %add.15)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.5 = getelementptr i32, ptr %a, i32 1
  %a.5 = load i32, ptr %a.elem.5, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 1
  %b.3 = load i32, ptr %b.elem.4, align 4
  %add.16 = add i32 %a.5, %b.3
  %c.elem.3 = getelementptr i32, ptr %c, i32 1
  %c.3 = load i32, ptr %c.elem.3, align 4
  %add.17 = add i32 %add.16, %c.3
  call void @wend_print_int(i32 %add.17)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.6 = getelementptr i32, ptr %a, i32 2
  %a.6 = load i32, ptr %a.elem.6, align 4
  %b.elem.5 = getelementptr i32, ptr %b, i32 2
  %b.4 = load i32, ptr %b.elem.5, align 4
  %add.18 = add i32 %a.6, %b.4
  %c.elem.4 = getelementptr i32, ptr %c, i32 2
  %c.4 = load i32, ptr %c.elem.4, align 4
  %add.19 = add i32 %add.18, %c.4
  call void @wend_print_int(i32 %add.19)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.7 = getelementptr i32, ptr %a, i32 3
  %a.7 = load i32, ptr %a.elem.7, align 4
  %b.elem.6 = getelementptr i32, ptr %b, i32 3
  %b.5 = load i32, ptr %b.elem.6, align 4
  %add.20 = add i32 %a.7, %b.5
  %c.elem.5 = getelementptr i32, ptr %c, i32 3
  %c.5 = load i32, ptr %c.elem.5, align 4
  %add.21 = add i32 %add.20, %c.5
  call void @wend_print_int(i32 %add.21)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.8 = getelementptr i32, ptr %a, i32 4
  %a.8 = load i32, ptr %a.elem.8, align 4
  %b.elem.7 = getelementptr i32, ptr %b, i32 4
  %b.6 = load i32, ptr %b.elem.7, align 4
  %add.22 = add i32 %a.8, %b.6
  %c.elem.6 = getelementptr i32, ptr %c, i32 4
  %c.6 = load i32, ptr %c.elem.6, align 4
  %add.23 = add i32 %add.22, %c.6
  call void @wend_print_int(i32 %add.23)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.9 = getelementptr i32, ptr %a, i32 5
  %a.9 = load i32, ptr %a.elem.9, align 4
  %b.elem.8 = getelementptr i32, ptr %b, i32 5
  %b.7 = load i32, ptr %b.elem.8, align 4
  %add.24 = add i32 %a.9, %b.7
  %c.elem.7 = getelementptr i32, ptr %c, i32 5
  %c.7 = load i32, ptr %c.elem.7, align 4
  %add.25 = add i32 %add.24, %c.7
  call void @wend_print_int(i32 %add.25)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.10 = getelementptr i32, ptr %a, i32 6
  %a.10 = load i32, ptr %a.elem.10, align 4
  %b.elem.9 = getelementptr i32, ptr %b, i32 6
  %b.8 = load i32, ptr %b.elem.9, align 4
  %add.26 = add i32 %a.10, %b.8
  %c.elem.8 = getelementptr i32, ptr %c, i32 6
  %c.8 = load i32, ptr %c.elem.8, align 4
  %add.27 = add i32 %add.26, %c.8
  call void @wend_print_int(i32 %add.27)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.11 = getelementptr i32, ptr %a, i32 7
  %a.11 = load i32, ptr %a.elem.11, align 4
  %b.elem.10 = getelementptr i32, ptr %b, i32 7
  %b.9 = load i32, ptr %b.elem.10, align 4
  %add.28 = add i32 %a.11, %b.9
  %c.elem.9 = getelementptr i32, ptr %c, i32 7
  %c.9 = load i32, ptr %c.elem.9, align 4
  %add.29 = add i32 %add.28, %c.9
  call void @wend_print_int(i32 %add.29)
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
