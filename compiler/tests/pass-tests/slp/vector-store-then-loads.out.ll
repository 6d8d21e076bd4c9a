; ModuleID = 'slp-anti-dependence.wend'
source_filename = "slp-anti-dependence.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [12 x i32], align 4
  %b = alloca [12 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 48, i1 false)
  %a.elem = getelementptr i32, ptr %a, i32 6
  store i32 6, ptr %a.elem, align 4
  %a.elem.1 = getelementptr i32, ptr %a, i32 7
  store i32 7, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 2
  %b.elem = getelementptr i32, ptr %b, i32 2
  %a.elem.3 = getelementptr i32, ptr %a, i32 4
  %a.1 = load i32, ptr %a.elem.3, align 4
  %mul = mul i32 %a.1, 3
  store i32 %mul, ptr %b.elem, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %b.elem.1 = getelementptr i32, ptr %b, i32 3
  %a.elem.5 = getelementptr i32, ptr %a, i32 5
  %a.2 = load i32, ptr %a.elem.5, align 4
  %mul.1 = mul i32 %a.2, 3
  store i32 %mul.1, ptr %b.elem.1, align 4
  %a.elem.6 = getelementptr i32, ptr %a, i32 4
  %b.elem.2 = getelementptr i32, ptr %b, i32 4
  %a.elem.7 = getelementptr i32, ptr %a, i32 6
  %a.3 = load i32, ptr %a.elem.7, align 4
  %mul.2 = mul i32 %a.3, 3
  store i32 %mul.2, ptr %b.elem.2, align 4
  %a.elem.8 = getelementptr i32, ptr %a, i32 5
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %a.elem.2, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 5
  %a.elem.9 = getelementptr i32, ptr %a, i32 7
  %a.4 = load i32, ptr %a.elem.9, align 4
  %mul.3 = mul i32 %a.4, 3
  store i32 %mul.3, ptr %b.elem.3, align 4
  %a.elem.10 = getelementptr i32, ptr %a, i32 2
  %a.5 = load i32, ptr %a.elem.10, align 4
  call void @wend_print_int(i32 %a.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.4 = getelementptr i32, ptr %b, i32 2
  %b.1 = load i32, ptr %b.elem.4, align 4
  call void @wend_print_int(i32 %b.1)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %a.elem.11 = getelementptr i32, ptr %a, i32 3
  %a.6 = load i32, ptr %a.elem.11, align 4
  call void @wend_print_int(i32 %a.6)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.5 = getelementptr i32, ptr %b, i32 3
  %b.2 = load i32, ptr %b.elem.5, align 4
  call void @wend_print_int(i32 %b.2)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %a.elem.12 = getelementptr i32, ptr %a, i32 4
  %a.7 = load i32, ptr %a.elem.12, align 4
  call void @wend_print_int(i32 %a.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.6 = getelementptr i32, ptr %b, i32 4
  %b.3 = load i32, ptr %b.elem.6, align 4
  call void @wend_print_int(i32 %b.3)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %a.elem.13 = getelementptr i32, ptr %a, i32 5
  %a.8 = load i32, ptr %a.elem.13, align 4
  call void @wend_print_int(i32 %a.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.7 = getelementptr i32, ptr %b, i32 5
  %b.4 = load i32, ptr %b.elem.7, align 4
  call void @wend_print_int(i32 %b.4)
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret i32 0
}

define void @main.fill(i32 %x, ptr dereferenceable(96) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
  %a.elem = getelementptr i32, ptr %a, i32 2
  %b = getelementptr i8, ptr %link, i32 48
  %b.elem = getelementptr i32, ptr %b, i32 2
  %a.1 = getelementptr i8, ptr %link, i32 0
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 4
  %a.2 = load i32, ptr %a.elem.1, align 4
  %mul = mul i32 %a.2, 3
  store i32 %mul, ptr %b.elem, align 4
  %a.3 = getelementptr i8, ptr %link, i32 0
  %a.elem.2 = getelementptr i32, ptr %a.3, i32 3
  %b.1 = getelementptr i8, ptr %link, i32 48
  %b.elem.1 = getelementptr i32, ptr %b.1, i32 3
  %a.4 = getelementptr i8, ptr %link, i32 0
  %a.elem.3 = getelementptr i32, ptr %a.4, i32 5
  %a.5 = load i32, ptr %a.elem.3, align 4
  %mul.1 = mul i32 %a.5, 3
  store i32 %mul.1, ptr %b.elem.1, align 4
  %a.6 = getelementptr i8, ptr %link, i32 0
  %a.elem.4 = getelementptr i32, ptr %a.6, i32 4
  %b.2 = getelementptr i8, ptr %link, i32 48
  %b.elem.2 = getelementptr i32, ptr %b.2, i32 4
  %a.7 = getelementptr i8, ptr %link, i32 0
  %a.elem.5 = getelementptr i32, ptr %a.7, i32 6
  %a.8 = load i32, ptr %a.elem.5, align 4
  %mul.2 = mul i32 %a.8, 3
  store i32 %mul.2, ptr %b.elem.2, align 4
  %a.9 = getelementptr i8, ptr %link, i32 0
  %a.elem.6 = getelementptr i32, ptr %a.9, i32 5
  %splat.insert = insertelement <4 x i32> undef, i32 %x, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %add = add <4 x i32> %splat, <i32 2, i32 3, i32 4, i32 5>
  store <4 x i32> %add, ptr %a.elem, align 4
  %b.3 = getelementptr i8, ptr %link, i32 48
  %b.elem.3 = getelementptr i32, ptr %b.3, i32 5
  %a.10 = getelementptr i8, ptr %link, i32 0
  %a.elem.7 = getelementptr i32, ptr %a.10, i32 7
  %a.11 = load i32, ptr %a.elem.7, align 4
  %mul.3 = mul i32 %a.11, 3
  store i32 %mul.3, ptr %b.elem.3, align 4
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
