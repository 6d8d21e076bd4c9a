; ModuleID = 'counted.wend'
source_filename = "counted.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %call = call i32 @main.sum(i32 3, i32 3)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.sum(i32 3, i32 4)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.sum(i32 -2, i32 5)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.sum(i32 9, i32 2)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.sum(i32 %from, i32 %to) {
entry:
  %cmp = icmp slt i32 %from, %to
  br i1 %cmp, label %rot.ph, label %while.end

rot.ph:
  br label %while.body

while.body:
  %s = phi i32 [ 0, %rot.ph ], [ %add, %while.body ]
  %i = phi i32 [ %from, %rot.ph ], [ %add.1, %while.body ]
  %mul = mul i32 %i, %i
  %add = add i32 %s, %mul
  %add.1 = add i32 %i, 1
  %cmp.1 = icmp slt i32 %add.1, %to
  br i1 %cmp.1, label %while.body, label %while.end

while.end:
  %i.1 = phi i32 [ %from, %entry ], [ %add.1, %while.body ]
  %s.1 = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %mul.1 = mul i32 %s.1, 1000
  %add.2 = add i32 %mul.1, %i.1
  ret i32 %add.2
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
