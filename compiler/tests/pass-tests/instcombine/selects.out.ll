; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32 %x, i32 %y, i1 %b) {
entry:
  %c = icmp slt i32 %x, %y
  %t1 = add i32 %x, %y
  %isnt = icmp sge i32 %x, %y
  %either = or i1 %c, %b
  %both = and i1 %c, %b
  %z1 = zext i1 %c to i32
  %z2 = zext i1 %isnt to i32
  %z3 = zext i1 %either to i32
  %z4 = zext i1 %both to i32
  %one = zext i1 %c to i32
  %swapped = select i1 %b, i32 %y, i32 %x
  %t2 = mul i32 %z1, 1000
  %t3 = mul i32 %z2, 100
  %t4 = mul i32 %z3, 10
  %t5 = add i32 %t2, %t3
  %t6 = add i32 %t5, %t4
  %t7 = add i32 %t6, %z4
  %t8 = add i32 %t7, %one
  %t9 = add i32 %t8, %swapped
  %r = add i32 %t9, %t1
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @f(i32 1, i32 2, i1 true)
  call void @wend_print_int(i32 %a)
  %b = call i32 @f(i32 5, i32 2, i1 false)
  call void @wend_print_int(i32 %b)
  %c = call i32 @f(i32 5, i32 2, i1 true)
  call void @wend_print_int(i32 %c)
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
