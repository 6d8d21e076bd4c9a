; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @negative_start() {
entry:
  br label %loop

loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 5
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 1
  br label %loop

exit:
  ret void
}

define void @big_step_open_bound(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 2
  br label %loop

exit:
  ret void
}

define void @guard_on_other_value(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %more = icmp slt i32 %k, %n
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 1
  %k.next = add i32 %k, 1
  br label %loop

exit:
  ret void
}

define void @bad_divisors(i32 %d) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 7
  br i1 %more, label %latch, label %exit

latch:
  %a = srem i32 %i, -3
  %b = sdiv i32 %i, 1
  %c = srem i32 %i, %d
  call void @wend_print_int(i32 %a)
  call void @wend_print_int(i32 %b)
  call void @wend_print_int(i32 %c)
  %i.next = add i32 %i, 1
  br label %loop

exit:
  ret void
}

define void @not_a_counter_phi() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 7
  br i1 %more, label %latch, label %exit

latch:
  %i.next = add i32 %i, 1
  %r = srem i32 %i.next, 3
  call void @wend_print_int(i32 %r)
  br label %loop

exit:
  ret void
}

define i32 @main() {
entry:
  call void @negative_start()
  call void @big_step_open_bound(i32 7)
  call void @guard_on_other_value(i32 5)
  call void @bad_divisors(i32 4)
  call void @not_a_counter_phi()
  ret i32 0
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
