; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @pick(i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd, label %right

right:
  br i1 %d, label %fwd, label %join

fwd:
  br label %join

join:
  %v = phi i32 [ 10, %fwd ], [ 20, %right ]
  ret i32 %v
}

define i32 @conflict(i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd.a, label %mid

mid:
  br i1 %d, label %join, label %fwd.a

fwd.a:
  br label %join

join:
  %a = phi i32 [ 1, %fwd.a ], [ 2, %mid ]
  ret i32 %a
}

define i32 @main() {
entry:
  %p = call i32 @pick(i1 true, i1 false)
  call void @wend_print_int(i32 %p)
  %q = call i32 @pick(i1 false, i1 true)
  call void @wend_print_int(i32 %q)
  %r = call i32 @pick(i1 false, i1 false)
  call void @wend_print_int(i32 %r)
  %s = call i32 @conflict(i1 true, i1 true)
  call void @wend_print_int(i32 %s)
  %t = call i32 @conflict(i1 false, i1 true)
  call void @wend_print_int(i32 %t)
  %u = call i32 @conflict(i1 false, i1 false)
  call void @wend_print_int(i32 %u)
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
