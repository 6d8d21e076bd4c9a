; A packed lane that the vector code also splats: a[0] is lane 0 of the
; vector load of a[0..3] and the right side of every compare. The splat
; keeps reading the scalar load (an extract of lane 0 would come after
; the vector code), and the later use of a[0] reads the extracted lane.
; ModuleID = 'splat-lane.wend'
source_filename = "splat-lane.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i1], align 1
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 8, i1 false)
  br label %while.body

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 0
  store i32 7, ptr %a.elem, align 4
  br label %while.body.1

while.body.1:
  %a.elem.1 = getelementptr i32, ptr %a, i32 1
  store i32 4, ptr %a.elem.1, align 4
  br label %while.body.2

while.body.2:
  %a.elem.2 = getelementptr i32, ptr %a, i32 2
  store i32 6, ptr %a.elem.2, align 4
  br label %while.body.3

while.body.3:
  %a.elem.3 = getelementptr i32, ptr %a, i32 3
  store i32 3, ptr %a.elem.3, align 4
  br label %while.body.4

while.body.4:
  %a.elem.4 = getelementptr i32, ptr %a, i32 4
  store i32 5, ptr %a.elem.4, align 4
  br label %while.body.5

while.body.5:
  %a.elem.5 = getelementptr i32, ptr %a, i32 5
  store i32 7, ptr %a.elem.5, align 4
  br label %while.body.6

while.body.6:
  %a.elem.6 = getelementptr i32, ptr %a, i32 6
  store i32 4, ptr %a.elem.6, align 4
  br label %while.body.7

while.body.7:
  %a.elem.7 = getelementptr i32, ptr %a, i32 7
  store i32 6, ptr %a.elem.7, align 4
  br label %while.end

while.end:
  %b.elem = getelementptr i1, ptr %b, i32 0
  %a.elem.8 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.8, align 4
  %a.elem.9 = getelementptr i32, ptr %a, i32 0
  %a.2 = load i32, ptr %a.elem.9, align 4
  %cmp = icmp sle i32 %a.1, %a.2
  store i1 %cmp, ptr %b.elem, align 1
  %b.elem.1 = getelementptr i1, ptr %b, i32 1
  %a.elem.10 = getelementptr i32, ptr %a, i32 1
  %a.3 = load i32, ptr %a.elem.10, align 4
  %a.elem.11 = getelementptr i32, ptr %a, i32 0
  %a.4 = load i32, ptr %a.elem.11, align 4
  %cmp.1 = icmp sle i32 %a.3, %a.4
  store i1 %cmp.1, ptr %b.elem.1, align 1
  %b.elem.2 = getelementptr i1, ptr %b, i32 2
  %a.elem.12 = getelementptr i32, ptr %a, i32 2
  %a.5 = load i32, ptr %a.elem.12, align 4
  %a.elem.13 = getelementptr i32, ptr %a, i32 0
  %a.6 = load i32, ptr %a.elem.13, align 4
  %cmp.2 = icmp sle i32 %a.5, %a.6
  store i1 %cmp.2, ptr %b.elem.2, align 1
  %b.elem.3 = getelementptr i1, ptr %b, i32 3
  %a.elem.14 = getelementptr i32, ptr %a, i32 3
  %a.7 = load i32, ptr %a.elem.14, align 4
  %a.elem.15 = getelementptr i32, ptr %a, i32 0
  %a.8 = load i32, ptr %a.elem.15, align 4
  %cmp.3 = icmp sle i32 %a.7, %a.8
  store i1 %cmp.3, ptr %b.elem.3, align 1
  %a.elem.16 = getelementptr i32, ptr %a, i32 0
  %a.9 = load i32, ptr %a.elem.16, align 4
  %mul = mul i32 %a.9, 2
  call void @wend_print_int(i32 %mul)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.4 = getelementptr i1, ptr %b, i32 0
  %b.1 = load i1, ptr %b.elem.4, align 1
  call void @wend_print_bool(i1 %b.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.5 = getelementptr i1, ptr %b, i32 1
  %b.2 = load i1, ptr %b.elem.5, align 1
  call void @wend_print_bool(i1 %b.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.6 = getelementptr i1, ptr %b, i32 2
  %b.3 = load i1, ptr %b.elem.6, align 1
  call void @wend_print_bool(i1 %b.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %b.elem.7 = getelementptr i1, ptr %b, i32 3
  %b.4 = load i1, ptr %b.elem.7, align 1
  call void @wend_print_bool(i1 %b.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
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
