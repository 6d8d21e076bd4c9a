; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @max(i32 %a, i32 %b) {
entry:
  %gt = icmp sgt i32 %b, %a
  %m = select i1 %gt, i32 %b, i32 %a
  ret i32 %m
}

define i32 @clamp_step(i32 %x, i32 %k) {
entry:
  %neg = icmp slt i32 %x, 0
  %l = sub i32 0, %x
  %r = mul i32 %x, %k
  %v = select i1 %neg, i32 %l, i32 %r
  %w = select i1 %neg, i32 1, i32 2
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @clamp(i32 %v, i32 %lo, i32 %hi) {
entry:
  %below = icmp slt i32 %v, %lo
  %above = icmp sgt i32 %v, %hi
  %r = select i1 %above, i32 %hi, i32 %v
  %r.1 = select i1 %below, i32 %lo, i32 %r
  ret i32 %r.1
}

define i32 @divide(i32 %x, i32 %d) {
entry:
  %nz = icmp ne i32 %d, 0
  br i1 %nz, label %then, label %join

then:
  %q = sdiv i32 %x, %d
  br label %join

join:
  %r = phi i32 [ %q, %then ], [ 0, %entry ]
  ret i32 %r
}

define i32 @bigger(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %left, label %right

left:
  %a1 = add i32 %x, 1
  %a2 = mul i32 %a1, 3
  %a3 = xor i32 %a2, 7
  br label %join

right:
  %b1 = sub i32 %x, 1
  %b2 = and i32 %b1, 12
  br label %join

join:
  %v = phi i32 [ %a3, %left ], [ %b2, %right ]
  ret i32 %v
}

define i32 @flag(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %then, label %no

then:
  %small = icmp slt i32 %x, 9
  br i1 %small, label %yes, label %no

yes:
  ret i32 1

no:
  ret i32 0
}

define i32 @main() {
entry:
  %m1 = call i32 @max(i32 3, i32 8)
  call void @wend_print_int(i32 %m1)
  %m2 = call i32 @max(i32 -3, i32 -8)
  call void @wend_print_int(i32 %m2)
  %c1 = call i32 @clamp_step(i32 -4, i32 5)
  call void @wend_print_int(i32 %c1)
  %c2 = call i32 @clamp_step(i32 4, i32 5)
  call void @wend_print_int(i32 %c2)
  %k1 = call i32 @clamp(i32 -5, i32 0, i32 255)
  call void @wend_print_int(i32 %k1)
  %k2 = call i32 @clamp(i32 300, i32 0, i32 255)
  call void @wend_print_int(i32 %k2)
  %k3 = call i32 @clamp(i32 77, i32 0, i32 255)
  call void @wend_print_int(i32 %k3)
  %d1 = call i32 @divide(i32 17, i32 5)
  call void @wend_print_int(i32 %d1)
  %d2 = call i32 @divide(i32 17, i32 0)
  call void @wend_print_int(i32 %d2)
  %b1 = call i32 @bigger(i32 9)
  call void @wend_print_int(i32 %b1)
  %b2 = call i32 @bigger(i32 2)
  call void @wend_print_int(i32 %b2)
  %f1 = call i32 @flag(i32 7)
  call void @wend_print_int(i32 %f1)
  %f2 = call i32 @flag(i32 12)
  call void @wend_print_int(i32 %f2)
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
