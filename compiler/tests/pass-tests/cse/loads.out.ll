; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(ptr %xs, ptr %ys, i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr i32, ptr %xs, i32 %i
  %a0 = load i32, ptr %p, align 4
  %sum = add i32 %a0, %a0
  %x0 = load i32, ptr %xs, align 4
  store i32 %sum, ptr %tmp, align 4
  %c = add i32 %sum, %x0
  %big = icmp sgt i32 %c, 100
  br i1 %big, label %then, label %join

then:
  store i32 %a0, ptr %ys, align 4
  %x.after = load i32, ptr %xs, align 4
  call void @wend_print_int(i32 %x.after)
  %t.after = load i32, ptr %tmp, align 4
  call void @wend_print_int(i32 %t.after)
  br label %join

join:
  %x.join = load i32, ptr %xs, align 4
  %r = add i32 %x.join, %x0
  ret i32 %r
}

define i32 @g(ptr %xs, i32 %i) {
entry:
  %p = getelementptr i32, ptr %xs, i32 %i
  %v0 = load i32, ptr %p, align 4
  %big = icmp sgt i32 %v0, 5
  br i1 %big, label %then, label %join

then:
  %d = mul i32 %v0, 2
  br label %join

join:
  %r = phi i32 [ %d, %then ], [ 0, %entry ]
  %small = icmp slt i32 %v0, 50
  br i1 %small, label %write, label %join2

write:
  store i32 %r, ptr %xs, align 4
  br label %join2

join2:
  %v.after = load i32, ptr %p, align 4
  %s = add i32 %v.after, %r
  ret i32 %s
}

define i32 @fields(ptr dereferenceable(48) %link, ptr %other, i32 %i) {
entry:
  %n = getelementptr i8, ptr %link, i32 8
  %n0 = load i32, ptr %n, align 4
  %m = getelementptr i8, ptr %link, i32 12
  store i32 7, ptr %m, align 4
  %xs = getelementptr i8, ptr %link, i32 16
  %x = getelementptr i32, ptr %xs, i32 %i
  store i32 5, ptr %x, align 4
  store i32 9, ptr %other, align 4
  %n2 = load i32, ptr %n, align 4
  %s = add i32 %n0, %n0
  %t = add i32 %s, %n2
  ret i32 %t
}

define i32 @main() {
entry:
  %arr = alloca [4 x i32], align 4
  %arr2 = alloca [4 x i32], align 4
  store i32 60, ptr %arr, align 4
  %e1 = getelementptr i32, ptr %arr, i32 1
  store i32 7, ptr %e1, align 4
  %r1 = call i32 @f(ptr %arr, ptr %arr, i32 1)
  call void @wend_print_int(i32 %r1)
  %r2 = call i32 @f(ptr %arr, ptr %arr2, i32 1)
  call void @wend_print_int(i32 %r2)
  %r3 = call i32 @g(ptr %arr, i32 1)
  call void @wend_print_int(i32 %r3)
  %r4 = call i32 @g(ptr %arr, i32 0)
  call void @wend_print_int(i32 %r4)
  %rec = alloca [6 x i64], align 8
  %rec.n = getelementptr i8, ptr %rec, i32 8
  store i32 4, ptr %rec.n, align 4
  %r5 = call i32 @fields(ptr %rec, ptr %rec, i32 1)
  call void @wend_print_int(i32 %r5)
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
