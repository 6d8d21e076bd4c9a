; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @count(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %j = phi i32 [ 0, %entry ], [ %jnext, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %go = icmp slt i32 %i, %n
  br i1 %go, label %body, label %done

body:
  %m = and i32 %i, 15
  %posi = zext i1 true to i32
  %mj = srem i32 %j, 16
  %acc0 = add i32 %acc, %m
  %acc1 = add i32 %acc0, %posi
  %acc2 = add i32 %acc1, %mj
  %next = add i32 %i, 1
  %jnext = add i32 %j, 2
  br label %head

done:
  ret i32 %acc
}

define i32 @main() {
entry:
  %a = call i32 @count(i32 100)
  call void @wend_print_int(i32 %a)
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
