; ModuleID = 'loop-counter.wend'
source_filename = "loop-counter.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 5: while i < 10 {
  br label %while.cond ; line 5

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 10 ; line 5
  br i1 %cmp, label %while.body, label %while.end ; line 5

while.body:
  ; 6: print i / 3;
  %div = sdiv i32 %i, 3 ; line 6
  call void @wend_print_int(i32 %div) ; line 6
  ; 7: println i % 3;
  %rem = srem i32 %i, 3 ; line 7
  call void @wend_print_int(i32 %rem) ; line 7
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 7
  ; 8: i = i + 1;
  %add = add i32 %i, 1 ; line 8
  br label %while.cond ; line 8

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
