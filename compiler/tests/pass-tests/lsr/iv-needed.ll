; A decreasing counter (step -1) still needed after the loop and stored: the
; addresses move onto a counter stepped by -1, the i32 exit test stays.
; ----- stage: licm -----
; ModuleID = 'iv-needed.wend'
source_filename = "iv-needed.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [100 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 400, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 99, %entry ], [ %sub, %while.body ]
  %sum = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp sge i32 %i, 0
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  store i32 %sum, ptr %a.elem, align 4
  %add = add i32 %sum, %i
  %sub = add i32 %i, -1
  br label %while.cond

while.end:
  %a.elem.1 = getelementptr i32, ptr %a, i32 3
  %a.1 = load i32, ptr %a.elem.1, align 4
  call void @wend_print_int(i32 %a.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %i)
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
