; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @dec(i32 %n) {
entry:
  %r = sub i32 %n, 1
  ret i32 %r
}

define i32 @fact(i32 %n) {
entry:
  %small = icmp sle i32 %n, 1
  br i1 %small, label %base, label %step

base:
  ret i32 1

step:
  br label %dec.entry

dec.entry:
  %r = sub i32 %n, 1
  br label %dec.cont

dec.cont:
  %f = call i32 @fact(i32 %r)
  %p = mul i32 %n, %f
  ret i32 %p
}

define i1 @even(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %yes, label %rec

yes:
  ret i1 true

rec:
  br label %dec.entry

dec.entry:
  %r = sub i32 %n, 1
  br label %dec.cont

dec.cont:
  %o = call i1 @odd(i32 %r)
  ret i1 %o
}

define i1 @odd(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %no, label %rec

no:
  ret i1 false

rec:
  br label %dec.entry

dec.entry:
  %r = sub i32 %n, 1
  br label %dec.cont

dec.cont:
  %e = call i1 @even(i32 %r)
  ret i1 %e
}

define i32 @main() {
entry:
  br label %fact.entry

fact.entry:
  %small = icmp sle i32 5, 1
  br i1 %small, label %fact.base, label %fact.step

fact.base:
  br label %fact.cont

fact.step:
  br label %fact.dec.entry

fact.dec.entry:
  %r = sub i32 5, 1
  br label %fact.dec.cont

fact.dec.cont:
  %f = call i32 @fact(i32 %r)
  %p = mul i32 5, %f
  br label %fact.cont

fact.cont:
  %f.1 = phi i32 [ 1, %fact.base ], [ %p, %fact.dec.cont ]
  call void @wend_print_int(i32 %f.1)
  br label %even.entry

even.entry:
  %zero = icmp eq i32 7, 0
  br i1 %zero, label %even.yes, label %even.rec

even.yes:
  br label %even.cont

even.rec:
  br label %even.dec.entry

even.dec.entry:
  %r.1 = sub i32 7, 1
  br label %even.dec.cont

even.dec.cont:
  %o = call i1 @odd(i32 %r.1)
  br label %even.cont

even.cont:
  %e = phi i1 [ true, %even.yes ], [ %o, %even.dec.cont ]
  call void @wend_print_bool(i1 %e)
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
