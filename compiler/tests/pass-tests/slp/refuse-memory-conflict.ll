; passes: slp
; // Each lane reads the element the previous lane just wrote: moving the
; // stores down past the loads would change what the loads see.
; main() {
;     int[5] a; int i;
;     a[0] = 7;
;     a[1] = a[0] + 1;
;     a[2] = a[1] + 1;
;     a[3] = a[2] + 1;
;     a[4] = a[3] + 1;
;     while i < 5 { print a[i]; print " "; i = i + 1; }
;     println "";
; }
; ModuleID = 'refuse-memory-conflict.wend'
source_filename = "refuse-memory-conflict.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [5 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 20, i1 false)
  %a.elem = getelementptr i32, ptr %a, i32 0
  store i32 7, ptr %a.elem, align 4
  %a.elem.1 = getelementptr i32, ptr %a, i32 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.2, align 4
  %add = add i32 %a.1, 1
  store i32 %add, ptr %a.elem.1, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.elem.4 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.4, align 4
  %add.1 = add i32 %a.2, 1
  store i32 %add.1, ptr %a.elem.3, align 4
  %a.elem.5 = getelementptr i32, ptr %a, i32 3
  %a.elem.6 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.6, align 4
  %add.2 = add i32 %a.3, 1
  store i32 %add.2, ptr %a.elem.5, align 4
  %a.elem.7 = getelementptr i32, ptr %a, i32 4
  %a.elem.8 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.8, align 4
  %add.3 = add i32 %a.4, 1
  store i32 %add.3, ptr %a.elem.7, align 4
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.4, %while.body ]
  %cmp = icmp slt i32 %i, 5
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.9 = getelementptr i32, ptr %a, i32 %i
  %a.5 = load i32, ptr %a.elem.9, align 4
  call void @wend_print_int(i32 %a.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.4 = add i32 %i, 1
  br label %while.cond

while.end:
  call void @wend_print_str(ptr @.str.1, i64 1)
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
