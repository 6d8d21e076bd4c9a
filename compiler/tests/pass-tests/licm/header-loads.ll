; A load in a loop's header runs whenever the preheader does: `limit[i]`
; in `while c >= limit[i]` is hoisted although its index is not known to
; be in bounds (the loop stores only to `best`), while `bonus[i]` in the
; body, which runs only if the loop makes a trip, stays (hoisting it would
; be a speculative load). In the second inner loop the header's
; `limit[i]` goes, and the stored `best[k + limit[i]]` keeps the loads of
; `best` in place.
; ----- stage: instcombine -----
;   main: 1 simplification (0 instructions removed)
; ModuleID = 'header-loads.wend'
source_filename = "header-loads.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %limit = alloca [10 x i32], align 4
  %bonus = alloca [10 x i32], align 4
  %best = alloca [100 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %limit, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr %bonus, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr %best, i8 0, i64 400, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 10
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %limit.elem = getelementptr i32, ptr %limit, i32 %i
  %mul = mul i32 %i, 7
  %rem = srem i32 %mul, 10
  store i32 %rem, ptr %limit.elem, align 4
  %bonus.elem = getelementptr i32, ptr %bonus, i32 %i
  %add = add i32 %i, 3
  store i32 %add, ptr %bonus.elem, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.6, %while.end.2 ]
  %cmp.1 = icmp slt i32 %i.1, 10
  br i1 %cmp.1, label %while.body.1, label %while.end.3

while.body.1:
  br label %while.cond.2

while.cond.2:
  %c = phi i32 [ 60, %while.body.1 ], [ %sub, %while.body.2 ]
  %limit.elem.1 = getelementptr i32, ptr %limit, i32 %i.1
  %limit.1 = load i32, ptr %limit.elem.1, align 4
  %cmp.2 = icmp sge i32 %c, %limit.1
  br i1 %cmp.2, label %while.body.2, label %while.end.1

while.body.2:
  %best.elem = getelementptr i32, ptr %best, i32 %c
  %best.elem.1 = getelementptr i32, ptr %best, i32 %c
  %best.1 = load i32, ptr %best.elem.1, align 4
  %bonus.elem.1 = getelementptr i32, ptr %bonus, i32 %i.1
  %bonus.1 = load i32, ptr %bonus.elem.1, align 4
  %add.2 = add i32 %best.1, %bonus.1
  store i32 %add.2, ptr %best.elem, align 4
  %sub = add i32 %c, -1
  br label %while.cond.2

while.end.1:
  br label %while.cond.3

while.cond.3:
  %k = phi i32 [ 0, %while.end.1 ], [ %add.5, %while.body.3 ]
  %limit.elem.2 = getelementptr i32, ptr %limit, i32 %i.1
  %limit.2 = load i32, ptr %limit.elem.2, align 4
  %cmp.3 = icmp slt i32 %k, %limit.2
  br i1 %cmp.3, label %while.body.3, label %while.end.2

while.body.3:
  %limit.elem.3 = getelementptr i32, ptr %limit, i32 %i.1
  %limit.3 = load i32, ptr %limit.elem.3, align 4
  %add.3 = add i32 %k, %limit.3
  %best.elem.2 = getelementptr i32, ptr %best, i32 %add.3
  %best.elem.3 = getelementptr i32, ptr %best, i32 %k
  %best.2 = load i32, ptr %best.elem.3, align 4
  %add.4 = add i32 %best.2, 1
  store i32 %add.4, ptr %best.elem.2, align 4
  %add.5 = add i32 %k, 1
  br label %while.cond.3

while.end.2:
  %add.6 = add i32 %i.1, 1
  br label %while.cond.1

while.end.3:
  %best.elem.4 = getelementptr i32, ptr %best, i32 3
  %best.3 = load i32, ptr %best.elem.4, align 4
  %best.elem.5 = getelementptr i32, ptr %best, i32 40
  %best.4 = load i32, ptr %best.elem.5, align 4
  %add.7 = add i32 %best.3, %best.4
  %best.elem.6 = getelementptr i32, ptr %best, i32 59
  %best.5 = load i32, ptr %best.elem.6, align 4
  %add.8 = add i32 %add.7, %best.5
  call void @wend_print_int(i32 %add.8)
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
