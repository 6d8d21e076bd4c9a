; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @main() {
entry:
  br label %loop

loop:
  %i.div7 = phi i32 [ 0, %entry ], [ %i.div7.step, %loop.end.join ]
  %i.rem7 = phi i32 [ 4, %entry ], [ %i.rem7.step, %loop.end.join ]
  %i = phi i32 [ 4, %entry ], [ %i.next, %loop.end.join ]
  %j = phi i32 [ 9, %entry ], [ %j.next, %loop.end.join ]
  %more = icmp sle i32 %i, 40
  br i1 %more, label %body, label %second

body:
  %jr = srem i32 %j, 4
  %sum = add i32 %i.rem7, %i.div7
  call void @wend_print_int(i32 %sum)
  call void @wend_print_int(i32 %jr)
  br label %loop.end

loop.end:
  %i.next = add i32 %i, 3
  %j.next = add i32 10, %j
  %i.rem7.next = add i32 %i.rem7, 3
  %wraps = icmp sge i32 %i.rem7.next, 7
  br i1 %wraps, label %loop.end.wrap, label %loop.end.join

loop.end.join:
  %i.div7.step = phi i32 [ %i.div7, %loop.end ], [ %i.div7.wrapped, %loop.end.wrap ]
  %i.rem7.step = phi i32 [ %i.rem7.next, %loop.end ], [ %i.rem7.next.wrapped, %loop.end.wrap ]
  br label %loop

loop.end.wrap:
  %i.rem7.next.wrapped = sub i32 %i.rem7.next, 7
  %i.div7.wrapped = add i32 %i.div7, 1
  br label %loop.end.join

second:
  %k.div4 = phi i32 [ 2, %loop ], [ %k.div4.step, %second.body.join ]
  %k.rem4 = phi i32 [ 1, %loop ], [ %k.rem4.step, %second.body.join ]
  %k = phi i32 [ 9, %loop ], [ %k.next, %second.body.join ]
  %more.k = icmp slt i32 %k, 100
  br i1 %more.k, label %second.body, label %exit

second.body:
  call void @wend_print_int(i32 %k.rem4)
  call void @wend_print_int(i32 %k.div4)
  %k.next = add i32 10, %k
  %k.rem4.next = add i32 %k.rem4, 2
  %k.div4.next = add i32 %k.div4, 2
  %wraps.1 = icmp sge i32 %k.rem4.next, 4
  br i1 %wraps.1, label %second.body.wrap, label %second.body.join

second.body.join:
  %k.div4.step = phi i32 [ %k.div4.next, %second.body ], [ %k.div4.next.wrapped, %second.body.wrap ]
  %k.rem4.step = phi i32 [ %k.rem4.next, %second.body ], [ %k.rem4.next.wrapped, %second.body.wrap ]
  br label %second

second.body.wrap:
  %k.rem4.next.wrapped = sub i32 %k.rem4.next, 4
  %k.div4.next.wrapped = add i32 %k.div4.next, 1
  br label %second.body.join

exit:
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
