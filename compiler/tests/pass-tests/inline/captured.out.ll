; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @main() {
entry:
  br label %while.cond

while.cond:
  %total = phi i32 [ 0, %entry ], [ %add.2, %step.cont ]
  %calls = phi i32 [ 0, %entry ], [ %add, %step.cont ]
  %i = phi i32 [ 0, %entry ], [ %add.3, %step.cont ]
  %cmp = icmp slt i32 %i, 10
  br i1 %cmp, label %while.body, label %while.end

while.body:
  br label %step.entry

step.entry:
  %rem = srem i32 %i, 7
  br label %step.twice.entry

step.twice.entry:
  %add = add i32 %calls, 1
  %add.1 = add i32 %rem, %rem
  br label %step.twice.cont

step.twice.cont:
  %add.2 = add i32 %total, %add.1
  br label %step.cont

step.cont:
  %add.3 = add i32 %i, 1
  br label %while.cond

while.end:
  call void @wend_print_int(i32 %total)
  call void @wend_print_int(i32 %calls)
  ret i32 0
}

define i32 @main.step(i32 %i, ptr %total, ptr %calls) {
entry:
  %total.1 = load i32, ptr %total, align 4
  %rem = srem i32 %i, 7
  br label %twice.entry

twice.entry:
  %calls.1 = load i32, ptr %calls, align 4
  %add = add i32 %calls.1, 1
  store i32 %add, ptr %calls, align 4
  %add.1 = add i32 %rem, %rem
  br label %twice.cont

twice.cont:
  %add.2 = add i32 %total.1, %add.1
  store i32 %add.2, ptr %total, align 4
  %total.2 = load i32, ptr %total, align 4
  ret i32 %total.2
}

define i32 @main.step.twice(i32 %x, ptr %calls) {
entry:
  %calls.1 = load i32, ptr %calls, align 4
  %add = add i32 %calls.1, 1
  store i32 %add, ptr %calls, align 4
  %add.1 = add i32 %x, %x
  ret i32 %add.1
}

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
