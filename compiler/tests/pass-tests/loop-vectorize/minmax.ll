; The largest and the smallest element, each through an `if` that
; simplifycfg makes a select (cse first merged the arm's reload of
; x[i]): max and min reductions, pmaxsd/pminsd per lane, the lanes
; compared one by one after the loop.
;   main: 4 blocks removed, 0 branches decided, 2 ifs converted to selects
; ModuleID = 'minmax.wend'
source_filename = "minmax.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %x = alloca [29 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 116, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 29
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem = getelementptr i32, ptr %x, i32 %i
  %mul = mul i32 %i, 37
  %rem = srem i32 %mul, 23
  %sub = add i32 %rem, -11
  store i32 %sub, ptr %x.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %x.elem.1 = getelementptr i32, ptr %x, i32 0
  %x.1 = load i32, ptr %x.elem.1, align 4
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 1, %while.end ], [ %add.1, %while.body.1 ]
  %largest = phi i32 [ %x.1, %while.end ], [ %largest.1, %while.body.1 ]
  %smallest = phi i32 [ %x.1, %while.end ], [ %smallest.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 29
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %x.elem.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.2 = load i32, ptr %x.elem.2, align 4
  %cmp.2 = icmp sgt i32 %x.2, %largest
  %largest.1 = select i1 %cmp.2, i32 %x.2, i32 %largest
  %cmp.3 = icmp slt i32 %x.2, %smallest
  %smallest.1 = select i1 %cmp.3, i32 %x.2, i32 %smallest
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %largest)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %smallest)
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
