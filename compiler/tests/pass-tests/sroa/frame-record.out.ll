; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(ptr %outer) {
entry:
  %n = alloca i32, align 4
  %flag = alloca i1, align 1
  %xs = alloca [4 x i32], align 4
  store i32 0, ptr %n, align 4
  store i1 false, ptr %flag, align 1
  call void @llvm.memset.p0.i64(ptr %xs, i8 0, i64 16, i1 false)
  store i32 5, ptr %n, align 4
  %xs.elem = getelementptr i32, ptr %xs, i32 2
  store i32 7, ptr %xs.elem, align 4
  %n.3 = load i32, ptr %n, align 4
  %xs.elem.1 = getelementptr i32, ptr %xs, i32 2
  %x = load i32, ptr %xs.elem.1, align 4
  %sum = add i32 %n.3, %x
  store i1 true, ptr %flag, align 1
  %o = load i32, ptr %outer, align 4
  %f = load i1, ptr %flag, align 1
  %sum.o = add i32 %sum, %o
  call void @wend_print_int(i32 %sum.o)
  call void @wend_print_bool(i1 %f)
  %e = call i32 @escapes()
  ret i32 %e
}

define i32 @main() {
entry:
  %cell = alloca i32, align 4
  store i32 40, ptr %cell, align 4
  %r = call i32 @f(ptr %cell)
  call void @wend_print_int(i32 %r)
  ret i32 0
}

define i32 @escapes() {
entry:
  %frame = alloca [2 x i64], align 8
  %k = getelementptr i8, ptr %frame, i32 0
  store i32 3, ptr %k, align 4
  call void @bump(ptr %frame)
  %k.1 = load i32, ptr %k, align 4
  ret i32 %k.1
}

define void @bump(ptr %link) {
entry:
  %k = getelementptr i8, ptr %link, i32 0
  %v = load i32, ptr %k, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %k, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

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
