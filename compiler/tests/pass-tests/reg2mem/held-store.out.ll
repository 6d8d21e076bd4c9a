; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @nest(i1 %a, i1 %b, i32 %x) {
entry:
  %v.slot = alloca i32, align 4
  store i32 %x, ptr %v.slot, align 4
  br i1 %a, label %outer.then, label %outer.join

outer.then:
  br i1 %b, label %inner.then, label %inner.join

inner.then:
  store i32 30, ptr %v.slot, align 4
  br label %inner.join

inner.join:
  br label %outer.join

outer.join:
  %v = load i32, ptr %v.slot, align 4
  ret i32 %v
}

define i32 @merge(i1 %a, i1 %b, i32 %y) {
entry:
  %p.slot = alloca i32, align 4
  br i1 %a, label %left, label %mid

left:
  store i32 %y, ptr %p.slot, align 4
  br i1 %b, label %mid, label %join

mid:
  store i32 %y, ptr %p.slot, align 4
  br label %join

join:
  %p = load i32, ptr %p.slot, align 4
  ret i32 %p
}

define i32 @main() {
entry:
  %r1 = call i32 @nest(i1 true, i1 true, i32 7)
  call void @wend_print_int(i32 %r1)
  %r2 = call i32 @nest(i1 true, i1 false, i32 7)
  call void @wend_print_int(i32 %r2)
  %r3 = call i32 @nest(i1 false, i1 true, i32 7)
  call void @wend_print_int(i32 %r3)
  %r4 = call i32 @merge(i1 true, i1 true, i32 9)
  call void @wend_print_int(i32 %r4)
  %r5 = call i32 @merge(i1 false, i1 true, i32 8)
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
