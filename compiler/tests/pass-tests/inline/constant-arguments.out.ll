; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @op(i32 %x, i32 %y, i32 %mode) {
entry:
  %is0 = icmp eq i32 %mode, 0
  br i1 %is0, label %add, label %not0

add:
  %r0 = add i32 %x, %y
  %s0 = mul i32 %r0, %r0
  %t0 = srem i32 %s0, 65521
  %u0 = add i32 %t0, %r0
  ret i32 %u0

not0:
  %is1 = icmp eq i32 %mode, 1
  br i1 %is1, label %sub, label %not1

sub:
  %r1 = sub i32 %x, %y
  ret i32 %r1

not1:
  %is2 = icmp eq i32 %mode, 2
  br i1 %is2, label %mul, label %not2

mul:
  %r2 = mul i32 %x, %y
  %s2 = srem i32 %r2, 65521
  %t2 = mul i32 %s2, %s2
  %u2 = srem i32 %t2, 65521
  ret i32 %u2

not2:
  %is3 = icmp eq i32 %mode, 3
  br i1 %is3, label %avg, label %other

avg:
  %r3 = add i32 %x, %y
  %s3 = sdiv i32 %r3, 2
  %t3 = mul i32 %s3, 3
  %u3 = sdiv i32 %t3, 7
  ret i32 %u3

other:
  %r4 = mul i32 %x, 7
  %s4 = mul i32 %y, 11
  %t4 = add i32 %r4, %s4
  %u4 = srem i32 %t4, 1000
  %v4 = mul i32 %u4, %u4
  %w4 = srem i32 %v4, 977
  %z4 = add i32 %w4, %r4
  %q4 = sub i32 %z4, %s4
  ret i32 %q4
}

define i32 @main() {
entry:
  br label %op.entry

op.entry:
  br label %op.not0

op.not0:
  br label %op.sub

op.sub:
  br label %op.cont

op.cont:
  call void @wend_print_int(i32 7)
  br label %op.entry.1

op.entry.1:
  br label %op.not0.1

op.not0.1:
  br label %op.sub.1

op.sub.1:
  br label %op.cont.1

op.cont.1:
  call void @wend_print_int(i32 3)
  %c = call i32 @op(i32 7, i32 3, i32 7)
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
