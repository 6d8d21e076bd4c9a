; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @f(i32 %k, i32 %n) {
entry:
  %q = sdiv i32 %k, 9
  %0 = mul i32 %q, 9
  %r = sub i32 %k, %0
  %s = add i32 %q, %r
  call void @wend_print_int(i32 %s)
  %r7 = srem i32 %k, 7
  %q7 = sdiv i32 %k, 7
  %other = srem i32 %k, 10
  %big = icmp sgt i32 %k, 10
  br i1 %big, label %then, label %else

then:
  %q5 = sdiv i32 %k, 5
  %m1 = sdiv i32 %k, -1
  %r.m1 = srem i32 %k, -1
  %t = add i32 %r, %q5
  %t.1 = add i32 %t, %m1
  %t.2 = add i32 %t.1, %r.m1
  call void @wend_print_int(i32 %t.2)
  br label %join

else:
  %r5 = srem i32 %k, 5
  call void @wend_print_int(i32 %r5)
  br label %join

join:
  %u = add i32 %r7, %q7
  %u.1 = add i32 %u, %other
  call void @wend_print_int(i32 %u.1)
  ret void
}

define i32 @main() {
entry:
  call void @f(i32 4, i32 3)
  call void @f(i32 17, i32 5)
  call void @f(i32 -23, i32 5)
  call void @f(i32 2147483647, i32 5)
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
