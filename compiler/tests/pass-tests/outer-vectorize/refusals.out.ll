; ModuleID = 'refusals.wend'
source_filename = "refusals.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c" ", align 1

define i32 @main() {
entry:
  %x = alloca [64 x i32], align 4
  %y = alloca [64 x i32], align 4
  %z = alloca [64 x i32], align 4
  %w = alloca [64 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr %y, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr %z, i8 0, i64 256, i1 false)
  call void @llvm.memset.p0.i64(ptr %w, i8 0, i64 256, i1 false)
  br label %while.cond

while.cond:
  %j = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %j, 64
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem = getelementptr i32, ptr %x, i32 %j
  %mul = mul i32 %j, 3
  %rem = srem i32 %mul, 17
  store i32 %rem, ptr %x.elem, align 4
  %y.elem = getelementptr i32, ptr %y, i32 %j
  %mul.1 = mul i32 %j, 5
  %rem.1 = srem i32 %mul.1, 13
  store i32 %rem.1, ptr %y.elem, align 4
  %add = add i32 %j, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %j.1 = phi i32 [ 0, %while.end ], [ %add.4, %while.end.1 ]
  %cmp.1 = icmp slt i32 %j.1, 8
  br i1 %cmp.1, label %while.body.1, label %while.end.2

while.body.1:
  br label %while.cond.2

while.cond.2:
  %k = phi i32 [ 0, %while.body.1 ], [ %add.3, %while.body.2 ]
  %s = phi i32 [ 0, %while.body.1 ], [ %add.2, %while.body.2 ]
  %cmp.2 = icmp slt i32 %k, %j.1
  br i1 %cmp.2, label %while.body.2, label %while.end.1

while.body.2:
  %mul.2 = mul i32 %k, 8
  %add.1 = add i32 %mul.2, %j.1
  %x.elem.1 = getelementptr i32, ptr %x, i32 %add.1
  %x.1 = load i32, ptr %x.elem.1, align 4
  %add.2 = add i32 %s, %x.1
  %add.3 = add i32 %k, 1
  br label %while.cond.2

while.end.1:
  %z.elem = getelementptr i32, ptr %z, i32 %j.1
  store i32 %s, ptr %z.elem, align 4
  %add.4 = add i32 %j.1, 1
  br label %while.cond.1

while.end.2:
  br label %while.cond.3

while.cond.3:
  %j.2 = phi i32 [ 0, %while.end.2 ], [ %add.8, %if.end ]
  %cmp.3 = icmp slt i32 %j.2, 8
  br i1 %cmp.3, label %while.body.3, label %while.end.3

while.body.3:
  %cmp.4 = icmp sgt i32 %j.2, 3
  br i1 %cmp.4, label %if.then, label %if.end

if.then:
  br label %while.cond.4

while.cond.4:
  %k.1 = phi i32 [ 0, %if.then ], [ %add.7, %while.body.4 ]
  %s.1 = phi i32 [ 0, %if.then ], [ %add.6, %while.body.4 ]
  %cmp.5 = icmp slt i32 %k.1, 8
  br i1 %cmp.5, label %while.body.4, label %if.end

while.body.4:
  %mul.3 = mul i32 %k.1, 8
  %add.5 = add i32 %mul.3, %j.2
  %x.elem.2 = getelementptr i32, ptr %x, i32 %add.5
  %x.2 = load i32, ptr %x.elem.2, align 4
  %add.6 = add i32 %s.1, %x.2
  %add.7 = add i32 %k.1, 1
  br label %while.cond.4

if.end:
  %s.2 = phi i32 [ 0, %while.body.3 ], [ %s.1, %while.cond.4 ]
  %z.elem.1 = getelementptr i32, ptr %z, i32 %j.2
  store i32 %s.2, ptr %z.elem.1, align 4
  %add.8 = add i32 %j.2, 1
  br label %while.cond.3

while.end.3:
  br label %while.cond.5

while.cond.5:
  %j.3 = phi i32 [ 0, %while.end.3 ], [ %add.13, %while.end.4 ]
  %t = phi i32 [ 0, %while.end.3 ], [ %add.12, %while.end.4 ]
  %cmp.6 = icmp slt i32 %j.3, 8
  br i1 %cmp.6, label %while.body.5, label %while.end.5

while.body.5:
  br label %while.cond.6

while.cond.6:
  %k.2 = phi i32 [ 0, %while.body.5 ], [ %add.11, %while.body.6 ]
  %s.3 = phi i32 [ 0, %while.body.5 ], [ %add.10, %while.body.6 ]
  %cmp.7 = icmp slt i32 %k.2, 8
  br i1 %cmp.7, label %while.body.6, label %while.end.4

while.body.6:
  %mul.4 = mul i32 %k.2, 8
  %add.9 = add i32 %mul.4, %j.3
  %x.elem.3 = getelementptr i32, ptr %x, i32 %add.9
  %x.3 = load i32, ptr %x.elem.3, align 4
  %add.10 = add i32 %s.3, %x.3
  %add.11 = add i32 %k.2, 1
  br label %while.cond.6

while.end.4:
  %add.12 = add i32 %t, %s.3
  %add.13 = add i32 %j.3, 1
  br label %while.cond.5

while.end.5:
  br label %while.cond.7

while.cond.7:
  %j.4 = phi i32 [ 0, %while.end.5 ], [ %add.18, %while.end.6 ]
  %cmp.8 = icmp slt i32 %j.4, 8
  br i1 %cmp.8, label %while.body.7, label %while.end.7

while.body.7:
  br label %while.cond.8

while.cond.8:
  %k.3 = phi i32 [ 0, %while.body.7 ], [ %add.16, %while.body.8 ]
  %s.4 = phi i32 [ 0, %while.body.7 ], [ %add.15, %while.body.8 ]
  %cmp.9 = icmp slt i32 %k.3, 8
  br i1 %cmp.9, label %while.body.8, label %while.end.6

while.body.8:
  %mul.5 = mul i32 %k.3, 8
  %add.14 = add i32 %mul.5, %j.4
  %x.elem.4 = getelementptr i32, ptr %x, i32 %add.14
  %x.4 = load i32, ptr %x.elem.4, align 4
  %add.15 = add i32 %s.4, %x.4
  %add.16 = add i32 %k.3, 1
  br label %while.cond.8

while.end.6:
  %w.elem = getelementptr i32, ptr %w, i32 %j.4
  %w.elem.1 = getelementptr i32, ptr %w, i32 %j.4
  %w.1 = load i32, ptr %w.elem.1, align 4
  %add.17 = add i32 %w.1, %s.4
  store i32 %add.17, ptr %w.elem, align 4
  %add.18 = add i32 %j.4, 1
  br label %while.cond.7

while.end.7:
  br label %while.cond.9

while.cond.9:
  %j.5 = phi i32 [ 0, %while.end.7 ], [ %add.23, %while.end.8 ]
  %cmp.10 = icmp slt i32 %j.5, 8
  br i1 %cmp.10, label %while.body.9, label %while.end.9

while.body.9:
  br label %while.cond.10

while.cond.10:
  %k.4 = phi i32 [ 0, %while.body.9 ], [ %add.22, %while.body.10 ]
  %cmp.11 = icmp slt i32 %k.4, 8
  br i1 %cmp.11, label %while.body.10, label %while.end.8

while.body.10:
  %mul.6 = mul i32 %k.4, 8
  %add.19 = add i32 %mul.6, %j.5
  %w.elem.2 = getelementptr i32, ptr %w, i32 %add.19
  %mul.7 = mul i32 %k.4, 8
  %add.20 = add i32 %mul.7, %j.5
  %x.elem.5 = getelementptr i32, ptr %x, i32 %add.20
  %x.5 = load i32, ptr %x.elem.5, align 4
  %add.21 = add i32 %x.5, 1
  store i32 %add.21, ptr %w.elem.2, align 4
  %add.22 = add i32 %k.4, 1
  br label %while.cond.10

while.end.8:
  %add.23 = add i32 %j.5, 1
  br label %while.cond.9

while.end.9:
  br label %while.cond.11

while.cond.11:
  %j.6 = phi i32 [ 0, %while.end.9 ], [ %add.27, %while.end.10 ]
  %cmp.12 = icmp slt i32 %j.6, 8
  br i1 %cmp.12, label %while.body.11, label %while.end.11

while.body.11:
  br label %while.cond.12

while.cond.12:
  %k.5 = phi i32 [ 0, %while.body.11 ], [ %add.26, %while.body.12 ]
  %s.5 = phi i32 [ 0, %while.body.11 ], [ %add.25, %while.body.12 ]
  %cmp.13 = icmp slt i32 %k.5, 8
  br i1 %cmp.13, label %while.body.12, label %while.end.10

while.body.12:
  %mul.8 = mul i32 %k.5, 8
  %add.24 = add i32 %mul.8, %j.6
  %x.elem.6 = getelementptr i32, ptr %x, i32 %add.24
  %x.6 = load i32, ptr %x.elem.6, align 4
  %add.25 = add i32 %s.5, %x.6
  %add.26 = add i32 %k.5, 1
  br label %while.cond.12

while.end.10:
  %mul.9 = mul i32 %j.6, 2
  %w.elem.3 = getelementptr i32, ptr %w, i32 %mul.9
  store i32 %s.5, ptr %w.elem.3, align 4
  %add.27 = add i32 %j.6, 1
  br label %while.cond.11

while.end.11:
  br label %while.cond.13

while.cond.13:
  %j.7 = phi i32 [ 0, %while.end.11 ], [ %add.31, %while.end.12 ]
  %cmp.14 = icmp slt i32 %j.7, 8
  br i1 %cmp.14, label %while.body.13, label %while.end.13

while.body.13:
  %mul.10 = mul i32 %j.7, 2
  br label %while.cond.14

while.cond.14:
  %k.6 = phi i32 [ 0, %while.body.13 ], [ %add.30, %while.body.14 ]
  %s.6 = phi i32 [ 0, %while.body.13 ], [ %add.29, %while.body.14 ]
  %cmp.15 = icmp slt i32 %k.6, 8
  br i1 %cmp.15, label %while.body.14, label %while.end.12

while.body.14:
  %mul.11 = mul i32 %k.6, 4
  %add.28 = add i32 %mul.11, %mul.10
  %x.elem.7 = getelementptr i32, ptr %x, i32 %add.28
  %x.7 = load i32, ptr %x.elem.7, align 4
  %add.29 = add i32 %s.6, %x.7
  %add.30 = add i32 %k.6, 1
  br label %while.cond.14

while.end.12:
  %z.elem.2 = getelementptr i32, ptr %z, i32 %j.7
  store i32 %s.6, ptr %z.elem.2, align 4
  %add.31 = add i32 %j.7, 1
  br label %while.cond.13

while.end.13:
  br label %while.cond.15

while.cond.15:
  %j.8 = phi i32 [ 0, %while.end.13 ], [ %add.35, %while.end.14 ]
  %cmp.16 = icmp slt i32 %j.8, 8
  br i1 %cmp.16, label %while.body.15, label %while.end.15

while.body.15:
  br label %while.cond.16

while.cond.16:
  %k.7 = phi i32 [ 0, %while.body.15 ], [ %add.34, %while.body.16 ]
  %s.7 = phi i32 [ 0, %while.body.15 ], [ %add.33, %while.body.16 ]
  %cmp.17 = icmp slt i32 %k.7, 8
  br i1 %cmp.17, label %while.body.16, label %while.end.14

while.body.16:
  %mul.12 = mul i32 %k.7, 8
  %add.32 = add i32 %mul.12, %j.8
  %x.elem.8 = getelementptr i32, ptr %x, i32 %add.32
  %x.8 = load i32, ptr %x.elem.8, align 4
  %add.33 = add i32 %s.7, %x.8
  %add.34 = add i32 %k.7, 1
  br label %while.cond.16

while.end.14:
  call void @wend_print_int(i32 %s.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.35 = add i32 %j.8, 1
  br label %while.cond.15

while.end.15:
  br label %while.cond.17

while.cond.17:
  %t.1 = phi i32 [ 0, %while.end.15 ], [ %add.39, %while.end.17 ]
  %cmp.18 = icmp slt i32 %t.1, 2
  br i1 %cmp.18, label %while.body.17, label %while.end.18

while.body.17:
  %mul.13 = mul i32 %t.1, 8
  br label %while.cond.18

while.cond.18:
  %j.9 = phi i32 [ 0, %while.body.17 ], [ %add.38, %while.end.16 ]
  %cmp.19 = icmp slt i32 %j.9, 8
  br i1 %cmp.19, label %while.body.18, label %while.end.17

while.body.18:
  %add.36 = add i32 %mul.13, %j.9
  %w.elem.4 = getelementptr i32, ptr %w, i32 %add.36
  store i32 0, ptr %w.elem.4, align 4
  br label %while.cond.19

while.cond.19:
  %k.8 = phi i32 [ 0, %while.body.18 ], [ %add.37, %while.body.19 ]
  %cmp.20 = icmp slt i32 %k.8, 8
  br i1 %cmp.20, label %while.body.19, label %while.end.16

while.body.19:
  %add.37 = add i32 %k.8, 1
  br label %while.cond.19

while.end.16:
  %add.38 = add i32 %j.9, 1
  br label %while.cond.18

while.end.17:
  %add.39 = add i32 %t.1, 1
  br label %while.cond.17

while.end.18:
  br label %while.cond.20

while.cond.20:
  %j.10 = phi i32 [ 0, %while.end.18 ], [ %add.43, %while.end.19 ]
  %cmp.21 = icmp slt i32 %j.10, 8
  br i1 %cmp.21, label %while.body.20, label %while.end.20

while.body.20:
  br label %while.cond.21

while.cond.21:
  %k.9 = phi i32 [ 0, %while.body.20 ], [ %add.41, %while.body.21 ]
  %s.8 = phi i32 [ 0, %while.body.20 ], [ %add.40, %while.body.21 ]
  %cmp.22 = icmp slt i32 %k.9, 8
  br i1 %cmp.22, label %while.body.21, label %while.end.19

while.body.21:
  %y.elem.1 = getelementptr i32, ptr %y, i32 %k.9
  %y.1 = load i32, ptr %y.elem.1, align 4
  %add.40 = add i32 %s.8, %y.1
  %add.41 = add i32 %k.9, 1
  br label %while.cond.21

while.end.19:
  %z.elem.3 = getelementptr i32, ptr %z, i32 %j.10
  %add.42 = add i32 %s.8, %j.10
  store i32 %add.42, ptr %z.elem.3, align 4
  %add.43 = add i32 %j.10, 1
  br label %while.cond.20

while.end.20:
  br label %while.cond.22

while.cond.22:
  %j.11 = phi i32 [ 0, %while.end.20 ], [ %add.47, %while.end.21 ]
  %cmp.23 = icmp slt i32 %j.11, 3
  br i1 %cmp.23, label %while.body.22, label %while.end.22

while.body.22:
  br label %while.cond.23

while.cond.23:
  %k.10 = phi i32 [ 0, %while.body.22 ], [ %add.46, %while.body.23 ]
  %s.9 = phi i32 [ 0, %while.body.22 ], [ %add.45, %while.body.23 ]
  %cmp.24 = icmp slt i32 %k.10, 8
  br i1 %cmp.24, label %while.body.23, label %while.end.21

while.body.23:
  %mul.14 = mul i32 %k.10, 8
  %add.44 = add i32 %mul.14, %j.11
  %x.elem.9 = getelementptr i32, ptr %x, i32 %add.44
  %x.9 = load i32, ptr %x.elem.9, align 4
  %add.45 = add i32 %s.9, %x.9
  %add.46 = add i32 %k.10, 1
  br label %while.cond.23

while.end.21:
  %z.elem.4 = getelementptr i32, ptr %z, i32 %j.11
  store i32 %s.9, ptr %z.elem.4, align 4
  %add.47 = add i32 %j.11, 1
  br label %while.cond.22

while.end.22:
  br label %while.cond.24

while.cond.24:
  %j.12 = phi i32 [ 0, %while.end.22 ], [ %add.49, %while.body.24 ]
  %cmp.25 = icmp slt i32 %j.12, 64
  br i1 %cmp.25, label %while.body.24, label %while.end.23

while.body.24:
  %z.elem.5 = getelementptr i32, ptr %z, i32 %j.12
  %z.1 = load i32, ptr %z.elem.5, align 4
  %w.elem.5 = getelementptr i32, ptr %w, i32 %j.12
  %w.2 = load i32, ptr %w.elem.5, align 4
  %add.48 = add i32 %z.1, %w.2
  call void @wend_print_int(i32 %add.48)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %add.49 = add i32 %j.12, 1
  br label %while.cond.24

while.end.23:
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
