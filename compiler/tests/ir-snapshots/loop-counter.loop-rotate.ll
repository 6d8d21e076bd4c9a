; ModuleID = 'loop-counter.wend'
source_filename = "loop-counter.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 5: while i < 10 {
  br label %rot.ph ; line 5

rot.ph:
  br label %while.body

while.body:
  %i = phi i32 [ 0, %rot.ph ], [ %add, %while.body.join ]
  %i.rem3 = phi i32 [ 0, %rot.ph ], [ %i.rem3.step, %while.body.join ]
  %i.div3 = phi i32 [ 0, %rot.ph ], [ %i.div3.step, %while.body.join ]
  ; 6: print i / 3;
  call void @wend_print_int(i32 %i.div3) ; line 6
  ; 7: println i % 3;
  call void @wend_print_int(i32 %i.rem3) ; line 7
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 7
  ; 8: i = i + 1;
  %add = add i32 %i, 1 ; line 8
  %i.rem3.next = add i32 %i.rem3, 1
  %wraps = icmp sge i32 %i.rem3.next, 3
  br i1 %wraps, label %while.body.wrap, label %while.body.join

while.body.join:
  %i.div3.step = phi i32 [ %i.div3, %while.body ], [ %i.div3.wrapped, %while.body.wrap ]
  %i.rem3.step = phi i32 [ %i.rem3.next, %while.body ], [ %i.rem3.next.wrapped, %while.body.wrap ]
  %cmp = icmp slt i32 %add, 10 ; line 5
  br i1 %cmp, label %while.body, label %while.end ; line 8

while.body.wrap:
  %i.rem3.next.wrapped = sub i32 %i.rem3.next, 3
  %i.div3.wrapped = add i32 %i.div3, 1
  br label %while.body.join

while.end:
  ret i32 0 ; line 8
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
