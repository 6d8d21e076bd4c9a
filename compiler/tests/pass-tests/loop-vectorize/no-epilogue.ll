; Constant trip counts that are a multiple of 2 x VF (16 trips, and 32 by
; `i <= 39` from 8): vec.middle jumps straight to the exit, the values the
; program reads after the loop (`i`, the sum, the max) are where the vector
; loop left them, and the scalar loop is deleted. 20 trips (`i != 20`) keep
; their epilogue.
; ModuleID = 'exact.wend'
source_filename = "exact.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [64 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 256, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 64
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 37
  %rem = srem i32 %mul, 23
  %sub = add i32 %rem, -11
  store i32 %sub, ptr %a.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.2, %while.body.1 ]
  %sum = phi i32 [ 5, %while.end ], [ %add.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 16
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.1, align 4
  %mul.1 = mul i32 %a.1, 3
  %add.1 = add i32 %sum, %mul.1
  %add.2 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %i.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %sum)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 8, %while.end.1 ], [ %add.3, %while.body.2 ]
  %big = phi i32 [ -2147483648, %while.end.1 ], [ %big.1, %while.body.2 ]
  %cmp.2 = icmp sle i32 %i.2, 39
  br i1 %cmp.2, label %while.body.2, label %while.end.2

while.body.2:
  %a.elem.2 = getelementptr i32, ptr %a, i32 %i.2
  %a.2 = load i32, ptr %a.elem.2, align 4
  %cmp.3 = icmp sgt i32 %a.2, %big
  %a.elem.3 = getelementptr i32, ptr %a, i32 %i.2
  %big.1 = select i1 %cmp.3, i32 %a.2, i32 %big
  %add.3 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  call void @wend_print_int(i32 %i.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %big)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ 0, %while.end.2 ], [ %add.5, %while.body.3 ]
  %sum.1 = phi i32 [ 0, %while.end.2 ], [ %add.4, %while.body.3 ]
  %cmp.4 = icmp ne i32 %i.3, 20
  br i1 %cmp.4, label %while.body.3, label %while.end.3

while.body.3:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i.3
  %a.3 = load i32, ptr %a.elem.4, align 4
  %add.4 = add i32 %sum.1, %a.3
  %add.5 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  call void @wend_print_int(i32 %i.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %sum.1)
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
