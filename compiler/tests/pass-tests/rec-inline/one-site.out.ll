; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @steps(i32 %n) {
entry:
  %done = icmp sle i32 %n, 0
  br i1 %done, label %base, label %rec

base:
  ret i32 0

rec:
  %m = add i32 %n, -1
  %done.1 = icmp sle i32 %m, 0
  br i1 %done.1, label %steps.cont.2, label %steps.rec

steps.rec:
  %m.1 = add i32 %n, -2
  %done.2 = icmp sle i32 %m.1, 0
  br i1 %done.2, label %steps.cont.1, label %steps.rec.1

steps.rec.1:
  %m.2 = add i32 %n, -3
  %done.3 = icmp sle i32 %m.2, 0
  br i1 %done.3, label %steps.cont, label %steps.rec.2

steps.rec.2:
  %m.3 = add i32 %n, -4
  %r = call i32 @steps(i32 %m.3)
  %twice = mul i32 %r, 2
  %one_more = add i32 %twice, 1
  br label %steps.cont

steps.cont:
  %r.1 = phi i32 [ %one_more, %steps.rec.2 ], [ 0, %steps.rec.1 ]
  %twice.1 = mul i32 %r.1, 2
  %one_more.1 = add i32 %twice.1, 1
  br label %steps.cont.1

steps.cont.1:
  %r.2 = phi i32 [ %one_more.1, %steps.cont ], [ 0, %steps.rec ]
  %twice.2 = mul i32 %r.2, 2
  %one_more.2 = add i32 %twice.2, 1
  br label %steps.cont.2

steps.cont.2:
  %r.3 = phi i32 [ %one_more.2, %steps.cont.1 ], [ 0, %rec ]
  %twice.3 = mul i32 %r.3, 2
  %one_more.3 = add i32 %twice.3, 1
  ret i32 %one_more.3
}

define i32 @main() {
entry:
  %a = call i32 @steps(i32 10)
  call void @wend_print_int(i32 %a)
  %b = call i32 @steps(i32 2)
  call void @wend_print_int(i32 %b)
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
