; Tiny counted loops that unroll fully: a 3 x 3 neighbourhood (a nest:
; the inner loop first, then the outer one, now straight-line), a loop of
; one trip, a counter whose final value is used after the loop. A loop of
; nine trips stays a loop (more than eight).
;   main: promoted 7 allocas, placed 10 phis
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
  br label %while.cond.1

while.cond.1:
  %dy = phi i32 [ %neg, %while.end ], [ %add.6, %while.end.1 ]
  %sum = phi i32 [ 0, %while.end ], [ %sum.1, %while.end.1 ]
  %cmp.1 = icmp sle i32 %dy, 1
  br i1 %cmp.1, label %while.body.1, label %while.end.2

while.body.1:
  %neg.1 = sub i32 0, 1
  br label %while.cond.2

while.cond.2:
  %dx = phi i32 [ %neg.1, %while.body.1 ], [ %add.5, %if.end ]
  %sum.1 = phi i32 [ %sum, %while.body.1 ], [ %sum.2, %if.end ]
  %cmp.2 = icmp sle i32 %dx, 1
  br i1 %cmp.2, label %while.body.2, label %while.end.1

while.body.2:
  %cmp.3 = icmp ne i32 %dx, 0
  br i1 %cmp.3, label %if.then, label %or.rhs

or.rhs:
  %cmp.4 = icmp ne i32 %dy, 0
  br i1 %cmp.4, label %if.then, label %if.end

if.then:
  %add.1 = add i32 2, %dy
  %mul.1 = mul i32 %add.1, 5
  %add.2 = add i32 %mul.1, 2
  %add.3 = add i32 %add.2, %dx
  %grid.elem.1 = getelementptr i32, ptr %grid, i32 %add.3
  %grid.1 = load i32, ptr %grid.elem.1, align 4
  %add.4 = add i32 %sum.1, %grid.1
  br label %if.end

if.end:
  %sum.2 = phi i32 [ %sum.1, %or.rhs ], [ %add.4, %if.then ]
  %add.5 = add i32 %dx, 1
  br label %while.cond.2

while.end.1:
  %add.6 = add i32 %dy, 1
  br label %while.cond.1

while.end.2:
  br label %while.cond.3

while.cond.3:
  %once = phi i32 [ 0, %while.end.2 ], [ %add.7, %while.body.3 ]
  %k = phi i32 [ 4, %while.end.2 ], [ %add.8, %while.body.3 ]
  %cmp.5 = icmp slt i32 %k, 5
  br i1 %cmp.5, label %while.body.3, label %while.end.3

while.body.3:
  %grid.elem.2 = getelementptr i32, ptr %grid, i32 %k
  %grid.2 = load i32, ptr %grid.elem.2, align 4
  %add.7 = add i32 %once, %grid.2
  %add.8 = add i32 %k, 1
  br label %while.cond.3

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
  call void @wend_print_int(i32 %sum)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %once)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %k)
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
