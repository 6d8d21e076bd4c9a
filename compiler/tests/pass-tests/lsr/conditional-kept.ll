; Accesses under an `if` in a counted loop `i < n`: `b[i * 2]` (stride 2)
; and `b[i + r]` (an invariant offset) keep their i32 addresses, since
; on a trip that skips them their index may be anything. In `i != n`
; loops (where `i` may wrap) `b[i + 1]` under an `if` is rewritten only
; in the second loop, where `a[i - 3]`, read on every trip, shows that
; `i` cannot wrap in a defined run. The runtime-unrolled loop (its
; counter stepping through a chain `i + 1 + 1 + 1 + 1`) is reduced too.
; ----- stage: runtime-unroll -----
;   main: 1 loop unrolled at run time, 3 left as they were
;     loop at 10:5: unrolled by 4 at run time (epilogue for the remainder)
;     loop at 17:5: not unrolled: its body has 3 blocks; only a single block is unrolled
;     loop at 25:5: not unrolled: its body has 3 blocks; only a single block is unrolled
;     loop at 33:5: not unrolled: its body has 3 blocks; only a single block is unrolled
; ModuleID = 'conditional-kept.wend'
source_filename = "conditional-kept.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [100 x i32], align 4
  %b = alloca [200 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 400, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 800, i1 false)
  br label %unroll.ph

unroll.ph:
  br label %unroll.body

unroll.body:
  %i.unroll = phi i32 [ 0, %unroll.ph ], [ %add.3, %unroll.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %i.unroll
  %mul = mul i32 %i.unroll, 5
  %rem = srem i32 %mul, 11
  store i32 %rem, ptr %a.elem, align 4
  %mul.1 = mul i32 %i.unroll, 2
  %b.elem = getelementptr i32, ptr %b, i32 %mul.1
  store i32 %i.unroll, ptr %b.elem, align 4
  %add = add i32 %i.unroll, 1
  %a.elem.1 = getelementptr i32, ptr %a, i32 %add
  %mul.2 = mul i32 %add, 5
  %rem.1 = srem i32 %mul.2, 11
  store i32 %rem.1, ptr %a.elem.1, align 4
  %mul.3 = mul i32 %add, 2
  %b.elem.1 = getelementptr i32, ptr %b, i32 %mul.3
  store i32 %add, ptr %b.elem.1, align 4
  %add.1 = add i32 %add, 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.1
  %mul.4 = mul i32 %add.1, 5
  %rem.2 = srem i32 %mul.4, 11
  store i32 %rem.2, ptr %a.elem.2, align 4
  %mul.5 = mul i32 %add.1, 2
  %b.elem.2 = getelementptr i32, ptr %b, i32 %mul.5
  store i32 %add.1, ptr %b.elem.2, align 4
  %add.2 = add i32 %add.1, 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.2
  %mul.6 = mul i32 %add.2, 5
  %rem.3 = srem i32 %mul.6, 11
  store i32 %rem.3, ptr %a.elem.3, align 4
  %mul.7 = mul i32 %add.2, 2
  %b.elem.3 = getelementptr i32, ptr %b, i32 %mul.7
  store i32 %add.2, ptr %b.elem.3, align 4
  %add.3 = add i32 %add.2, 1
  %unroll.more = icmp ne i32 %add.3, 88
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %i.resume = phi i32 [ %add.3, %unroll.exit ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %epilogue.ph ], [ %add.4, %while.body ]
  %cmp = icmp slt i32 %i, 90
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i
  %mul.8 = mul i32 %i, 5
  %rem.4 = srem i32 %mul.8, 11
  store i32 %rem.4, ptr %a.elem.4, align 4
  %mul.9 = mul i32 %i, 2
  %b.elem.4 = getelementptr i32, ptr %b, i32 %mul.9
  store i32 %i, ptr %b.elem.4, align 4
  %add.4 = add i32 %i, 1
  br label %while.cond

while.end:
  %a.elem.5 = getelementptr i32, ptr %a, i32 3
  %a.1 = load i32, ptr %a.elem.5, align 4
  %add.5 = add i32 %a.1, 2
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.9, %if.end ]
  %s = phi i32 [ 0, %while.end ], [ %s.1, %if.end ]
  %cmp.1 = icmp slt i32 %i.1, 90
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.6 = getelementptr i32, ptr %a, i32 %i.1
  %a.2 = load i32, ptr %a.elem.6, align 4
  %cmp.2 = icmp sgt i32 %a.2, 5
  br i1 %cmp.2, label %if.then, label %if.end

if.then:
  %mul.10 = mul i32 %i.1, 2
  %b.elem.5 = getelementptr i32, ptr %b, i32 %mul.10
  %b.1 = load i32, ptr %b.elem.5, align 4
  %add.6 = add i32 %s, %b.1
  %add.7 = add i32 %i.1, %add.5
  %b.elem.6 = getelementptr i32, ptr %b, i32 %add.7
  %b.2 = load i32, ptr %b.elem.6, align 4
  %add.8 = add i32 %add.6, %b.2
  br label %if.end

if.end:
  %s.1 = phi i32 [ %s, %while.body.1 ], [ %add.8, %if.then ]
  %add.9 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %s)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 3, %while.end.1 ], [ %add.12, %if.end.1 ]
  %s.2 = phi i32 [ %s, %while.end.1 ], [ %s.3, %if.end.1 ]
  %cmp.3 = icmp ne i32 %i.2, 90
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %rem.5 = srem i32 %i.2, 4
  %cmp.4 = icmp eq i32 %rem.5, 0
  br i1 %cmp.4, label %if.then.1, label %if.end.1

if.then.1:
  %add.10 = add i32 %i.2, 1
  %b.elem.7 = getelementptr i32, ptr %b, i32 %add.10
  %b.3 = load i32, ptr %b.elem.7, align 4
  %add.11 = add i32 %s.2, %b.3
  br label %if.end.1

if.end.1:
  %s.3 = phi i32 [ %s.2, %while.body.2 ], [ %add.11, %if.then.1 ]
  %add.12 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  call void @wend_print_int(i32 %s.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ 3, %while.end.2 ], [ %add.16, %if.end.2 ]
  %s.4 = phi i32 [ %s.2, %while.end.2 ], [ %s.5, %if.end.2 ]
  %cmp.5 = icmp ne i32 %i.3, 90
  br i1 %cmp.5, label %while.body.3, label %while.end.3

while.body.3:
  %sub = add i32 %i.3, -3
  %a.elem.7 = getelementptr i32, ptr %a, i32 %sub
  %a.3 = load i32, ptr %a.elem.7, align 4
  %add.13 = add i32 %s.4, %a.3
  %rem.6 = srem i32 %i.3, 4
  %cmp.6 = icmp eq i32 %rem.6, 0
  br i1 %cmp.6, label %if.then.2, label %if.end.2

if.then.2:
  %add.14 = add i32 %i.3, 1
  %b.elem.8 = getelementptr i32, ptr %b, i32 %add.14
  %b.4 = load i32, ptr %b.elem.8, align 4
  %add.15 = add i32 %add.13, %b.4
  br label %if.end.2

if.end.2:
  %s.5 = phi i32 [ %add.13, %while.body.3 ], [ %add.15, %if.then.2 ]
  %add.16 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  call void @wend_print_int(i32 %s.4)
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
