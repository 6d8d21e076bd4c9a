; target: avx2
; Eight-lane vector division and remainder by powers of two (16 and 64) on
; the AVX2 target, after the default pipeline (slp packed them), on lanes
; from INT_MIN + 1 upwards with -1, 0, 7 and -7 among them. Compiled
; everywhere, run where the CPU has AVX2; lli checks the expectation.
; ----- stage: reg2mem -----
;   main: demoted 2 phis to stack slots
; ModuleID = 'd8.wend'
source_filename = "d8.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [16 x i32], align 4
  %q = alloca [16 x i32], align 4
  %r = alloca [16 x i32], align 4
  %i.slot = alloca i32, align 4
  %i.slot.1 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr %r, i8 0, i64 64, i1 false)
  store i32 0, ptr %i.slot, align 4
  br label %while.cond

while.cond:
  %i = load i32, ptr %i.slot, align 4
  %cmp = icmp slt i32 %i, 16
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 268435455
  %sub = add i32 %mul, -2147483647
  store i32 %sub, ptr %a.elem, align 4
  %add = add i32 %i, 1
  store i32 %add, ptr %i.slot, align 4
  br label %while.cond

while.end:
  %a.elem.1 = getelementptr i32, ptr %a, i32 3
  store i32 -1, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 5
  store i32 0, ptr %a.elem.2, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 6
  store i32 7, ptr %a.elem.3, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 7
  store i32 -7, ptr %a.elem.4, align 4
  %q.elem = getelementptr i32, ptr %q, i32 0
  %a.elem.5 = getelementptr i32, ptr %a, i32 0
  %load = load <8 x i32>, ptr %a.elem.5, align 4
  %sdiv = sdiv <8 x i32> %load, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  store <8 x i32> %sdiv, ptr %q.elem, align 4
  %r.elem = getelementptr i32, ptr %r, i32 0
  %a.elem.6 = getelementptr i32, ptr %a, i32 8
  %load.1 = load <8 x i32>, ptr %a.elem.6, align 4
  %srem = srem <8 x i32> %load.1, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  store <8 x i32> %srem, ptr %r.elem, align 4
  store i32 0, ptr %i.slot.1, align 4
  br label %while.cond.1

while.cond.1:
  %i.1 = load i32, ptr %i.slot.1, align 4
  %cmp.1 = icmp slt i32 %i.1, 8
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %q.elem.1 = getelementptr i32, ptr %q, i32 %i.1
  %q.1 = load i32, ptr %q.elem.1, align 4
  call void @wend_print_int(i32 %q.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r.elem.1 = getelementptr i32, ptr %r, i32 %i.1
  %r.1 = load i32, ptr %r.elem.1, align 4
  call void @wend_print_int(i32 %r.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.1 = add i32 %i.1, 1
  store i32 %add.1, ptr %i.slot.1, align 4
  br label %while.cond.1

while.end.1:
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
