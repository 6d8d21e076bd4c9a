; ModuleID = 'unroll.wend'
source_filename = "unroll.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %grid = alloca [25 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %grid, i8 0, i64 100, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 25
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %grid.elem = getelementptr i32, ptr %grid, i32 %i
  %mul = mul i32 %i, %i
  %rem = srem i32 %mul, 7
  store i32 %rem, ptr %grid.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %neg = sub i32 0, 1
  br label %while.body.1

while.body.1:
  %neg.1 = sub i32 0, 1
  br label %while.body.2

while.body.2:
  %cmp.3 = icmp ne i32 %neg.1, 0
  br i1 %cmp.3, label %if.then, label %or.rhs

or.rhs:
  %cmp.4 = icmp ne i32 %neg, 0
  br i1 %cmp.4, label %if.then, label %if.end

if.then:
  %add.1 = add i32 2, %neg
  %mul.1 = mul i32 %add.1, 5
  %add.2 = add i32 %mul.1, 2
  %add.3 = add i32 %add.2, %neg.1
  %grid.elem.1 = getelementptr i32, ptr %grid, i32 %add.3
  %grid.1 = load i32, ptr %grid.elem.1, align 4
  %add.4 = add i32 0, %grid.1
  br label %if.end

if.end:
  %sum.2 = phi i32 [ 0, %or.rhs ], [ %add.4, %if.then ]
  %add.5 = add i32 %neg.1, 1
  br label %while.body.2.1

while.body.2.1:
  %cmp.3.1 = icmp ne i32 %add.5, 0
  br i1 %cmp.3.1, label %if.then.1, label %or.rhs.1

or.rhs.1:
  %cmp.4.1 = icmp ne i32 %neg, 0
  br i1 %cmp.4.1, label %if.then.1, label %if.end.1

if.then.1:
  %add.1.1 = add i32 2, %neg
  %mul.1.1 = mul i32 %add.1.1, 5
  %add.2.1 = add i32 %mul.1.1, 2
  %add.3.1 = add i32 %add.2.1, %add.5
  %grid.elem.1.1 = getelementptr i32, ptr %grid, i32 %add.3.1
  %grid.1.1 = load i32, ptr %grid.elem.1.1, align 4
  %add.4.1 = add i32 %sum.2, %grid.1.1
  br label %if.end.1

if.end.1:
  %sum.2.1 = phi i32 [ %sum.2, %or.rhs.1 ], [ %add.4.1, %if.then.1 ]
  %add.5.1 = add i32 %add.5, 1
  br label %while.body.2.2

while.body.2.2:
  %cmp.3.2 = icmp ne i32 %add.5.1, 0
  br i1 %cmp.3.2, label %if.then.2, label %or.rhs.2

or.rhs.2:
  %cmp.4.2 = icmp ne i32 %neg, 0
  br i1 %cmp.4.2, label %if.then.2, label %if.end.2

if.then.2:
  %add.1.2 = add i32 2, %neg
  %mul.1.2 = mul i32 %add.1.2, 5
  %add.2.2 = add i32 %mul.1.2, 2
  %add.3.2 = add i32 %add.2.2, %add.5.1
  %grid.elem.1.2 = getelementptr i32, ptr %grid, i32 %add.3.2
  %grid.1.2 = load i32, ptr %grid.elem.1.2, align 4
  %add.4.2 = add i32 %sum.2.1, %grid.1.2
  br label %if.end.2

if.end.2:
  %sum.2.2 = phi i32 [ %sum.2.1, %or.rhs.2 ], [ %add.4.2, %if.then.2 ]
  %add.5.2 = add i32 %add.5.1, 1
  br label %while.end.1

while.end.1:
  %add.6 = add i32 %neg, 1
  br label %while.body.1.1

while.body.1.1:
  %neg.1.1 = sub i32 0, 1
  br label %while.body.2.3

while.body.2.3:
  %cmp.3.3 = icmp ne i32 %neg.1.1, 0
  br i1 %cmp.3.3, label %if.then.3, label %or.rhs.3

or.rhs.3:
  %cmp.4.3 = icmp ne i32 %add.6, 0
  br i1 %cmp.4.3, label %if.then.3, label %if.end.3

if.then.3:
  %add.1.3 = add i32 2, %add.6
  %mul.1.3 = mul i32 %add.1.3, 5
  %add.2.3 = add i32 %mul.1.3, 2
  %add.3.3 = add i32 %add.2.3, %neg.1.1
  %grid.elem.1.3 = getelementptr i32, ptr %grid, i32 %add.3.3
  %grid.1.3 = load i32, ptr %grid.elem.1.3, align 4
  %add.4.3 = add i32 %sum.2.2, %grid.1.3
  br label %if.end.3

if.end.3:
  %sum.2.3 = phi i32 [ %sum.2.2, %or.rhs.3 ], [ %add.4.3, %if.then.3 ]
  %add.5.3 = add i32 %neg.1.1, 1
  br label %while.body.2.4

while.body.2.4:
  %cmp.3.4 = icmp ne i32 %add.5.3, 0
  br i1 %cmp.3.4, label %if.then.4, label %or.rhs.4

or.rhs.4:
  %cmp.4.4 = icmp ne i32 %add.6, 0
  br i1 %cmp.4.4, label %if.then.4, label %if.end.4

if.then.4:
  %add.1.4 = add i32 2, %add.6
  %mul.1.4 = mul i32 %add.1.4, 5
  %add.2.4 = add i32 %mul.1.4, 2
  %add.3.4 = add i32 %add.2.4, %add.5.3
  %grid.elem.1.4 = getelementptr i32, ptr %grid, i32 %add.3.4
  %grid.1.4 = load i32, ptr %grid.elem.1.4, align 4
  %add.4.4 = add i32 %sum.2.3, %grid.1.4
  br label %if.end.4

if.end.4:
  %sum.2.4 = phi i32 [ %sum.2.3, %or.rhs.4 ], [ %add.4.4, %if.then.4 ]
  %add.5.4 = add i32 %add.5.3, 1
  br label %while.body.2.5

while.body.2.5:
  %cmp.3.5 = icmp ne i32 %add.5.4, 0
  br i1 %cmp.3.5, label %if.then.5, label %or.rhs.5

or.rhs.5:
  %cmp.4.5 = icmp ne i32 %add.6, 0
  br i1 %cmp.4.5, label %if.then.5, label %if.end.5

if.then.5:
  %add.1.5 = add i32 2, %add.6
  %mul.1.5 = mul i32 %add.1.5, 5
  %add.2.5 = add i32 %mul.1.5, 2
  %add.3.5 = add i32 %add.2.5, %add.5.4
  %grid.elem.1.5 = getelementptr i32, ptr %grid, i32 %add.3.5
  %grid.1.5 = load i32, ptr %grid.elem.1.5, align 4
  %add.4.5 = add i32 %sum.2.4, %grid.1.5
  br label %if.end.5

if.end.5:
  %sum.2.5 = phi i32 [ %sum.2.4, %or.rhs.5 ], [ %add.4.5, %if.then.5 ]
  %add.5.5 = add i32 %add.5.4, 1
  br label %while.end.1.1

while.end.1.1:
  %add.6.1 = add i32 %add.6, 1
  br label %while.body.1.2

while.body.1.2:
  %neg.1.2 = sub i32 0, 1
  br label %while.body.2.6

while.body.2.6:
  %cmp.3.6 = icmp ne i32 %neg.1.2, 0
  br i1 %cmp.3.6, label %if.then.6, label %or.rhs.6

or.rhs.6:
  %cmp.4.6 = icmp ne i32 %add.6.1, 0
  br i1 %cmp.4.6, label %if.then.6, label %if.end.6

if.then.6:
  %add.1.6 = add i32 2, %add.6.1
  %mul.1.6 = mul i32 %add.1.6, 5
  %add.2.6 = add i32 %mul.1.6, 2
  %add.3.6 = add i32 %add.2.6, %neg.1.2
  %grid.elem.1.6 = getelementptr i32, ptr %grid, i32 %add.3.6
  %grid.1.6 = load i32, ptr %grid.elem.1.6, align 4
  %add.4.6 = add i32 %sum.2.5, %grid.1.6
  br label %if.end.6

if.end.6:
  %sum.2.6 = phi i32 [ %sum.2.5, %or.rhs.6 ], [ %add.4.6, %if.then.6 ]
  %add.5.6 = add i32 %neg.1.2, 1
  br label %while.body.2.7

while.body.2.7:
  %cmp.3.7 = icmp ne i32 %add.5.6, 0
  br i1 %cmp.3.7, label %if.then.7, label %or.rhs.7

or.rhs.7:
  %cmp.4.7 = icmp ne i32 %add.6.1, 0
  br i1 %cmp.4.7, label %if.then.7, label %if.end.7

if.then.7:
  %add.1.7 = add i32 2, %add.6.1
  %mul.1.7 = mul i32 %add.1.7, 5
  %add.2.7 = add i32 %mul.1.7, 2
  %add.3.7 = add i32 %add.2.7, %add.5.6
  %grid.elem.1.7 = getelementptr i32, ptr %grid, i32 %add.3.7
  %grid.1.7 = load i32, ptr %grid.elem.1.7, align 4
  %add.4.7 = add i32 %sum.2.6, %grid.1.7
  br label %if.end.7

if.end.7:
  %sum.2.7 = phi i32 [ %sum.2.6, %or.rhs.7 ], [ %add.4.7, %if.then.7 ]
  %add.5.7 = add i32 %add.5.6, 1
  br label %while.body.2.8

while.body.2.8:
  %cmp.3.8 = icmp ne i32 %add.5.7, 0
  br i1 %cmp.3.8, label %if.then.8, label %or.rhs.8

or.rhs.8:
  %cmp.4.8 = icmp ne i32 %add.6.1, 0
  br i1 %cmp.4.8, label %if.then.8, label %if.end.8

if.then.8:
  %add.1.8 = add i32 2, %add.6.1
  %mul.1.8 = mul i32 %add.1.8, 5
  %add.2.8 = add i32 %mul.1.8, 2
  %add.3.8 = add i32 %add.2.8, %add.5.7
  %grid.elem.1.8 = getelementptr i32, ptr %grid, i32 %add.3.8
  %grid.1.8 = load i32, ptr %grid.elem.1.8, align 4
  %add.4.8 = add i32 %sum.2.7, %grid.1.8
  br label %if.end.8

if.end.8:
  %sum.2.8 = phi i32 [ %sum.2.7, %or.rhs.8 ], [ %add.4.8, %if.then.8 ]
  %add.5.8 = add i32 %add.5.7, 1
  br label %while.end.1.2

while.end.1.2:
  %add.6.2 = add i32 %add.6.1, 1
  br label %while.end.2

while.end.2:
  br label %while.body.3

while.body.3:
  %grid.elem.2 = getelementptr i32, ptr %grid, i32 4
  %grid.2 = load i32, ptr %grid.elem.2, align 4
  %add.7 = add i32 0, %grid.2
  %add.8 = add i32 4, 1
  br label %while.end.3

while.end.3:
  br label %while.cond.4

while.cond.4:
  %i.1 = phi i32 [ 0, %while.end.3 ], [ %add.10, %while.body.4 ]
  %nine = phi i32 [ 0, %while.end.3 ], [ %add.9, %while.body.4 ]
  %cmp.6 = icmp slt i32 %i.1, 9
  br i1 %cmp.6, label %while.body.4, label %while.end.4

while.body.4:
  %mul.2 = mul i32 %nine, 3
  %grid.elem.3 = getelementptr i32, ptr %grid, i32 %i.1
  %grid.3 = load i32, ptr %grid.elem.3, align 4
  %add.9 = add i32 %mul.2, %grid.3
  %add.10 = add i32 %i.1, 1
  br label %while.cond.4

while.end.4:
  call void @wend_print_int(i32 %sum.2.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %add.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %add.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %nine)
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
