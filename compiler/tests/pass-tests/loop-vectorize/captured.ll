; A nested function's loop over two captured arrays: both are fields of
; main's frame record (offsets 0 and 96 from %link), so the accesses are
; 96 bytes apart and cannot overlap within a vector trip. Inlined into
; main, the same holds for the fields of %frame.
;   main: 4 loop-invariant instructions hoisted
;   main.fill: 2 loop-invariant instructions hoisted
; ModuleID = 'captured.wend'
source_filename = "captured.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [23 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 84, i1 false)
  %b = getelementptr i8, ptr %frame, i32 96
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 84, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 21
  br i1 %cmp, label %while.body, label %fill.entry

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %rem = srem i32 %i, 5
  store i32 %rem, ptr %a.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

fill.entry:
  %b.1 = getelementptr i8, ptr %frame, i32 96
  %a.1 = getelementptr i8, ptr %frame, i32 0
  br label %fill.while.cond

fill.while.cond:
  %i.1 = phi i32 [ 0, %fill.entry ], [ %add.2, %fill.while.body ]
  %cmp.1 = icmp slt i32 %i.1, 21
  br i1 %cmp.1, label %fill.while.body, label %fill.cont

fill.while.body:
  %b.elem = getelementptr i32, ptr %b.1, i32 %i.1
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 %i.1
  %a.2 = load i32, ptr %a.elem.1, align 4
  %mul = mul i32 %a.2, 3
  %add.1 = add i32 %mul, %i.1
  store i32 %add.1, ptr %b.elem, align 4
  %add.2 = add i32 %i.1, 1
  br label %fill.while.cond

fill.cont:
  %b.2 = getelementptr i8, ptr %frame, i32 96
  %a.3 = getelementptr i8, ptr %frame, i32 0
  br label %fill.while.cond.1

fill.while.cond.1:
  %i.2 = phi i32 [ 0, %fill.cont ], [ %add.4, %fill.while.body.1 ]
  %cmp.2 = icmp slt i32 %i.2, 21
  br i1 %cmp.2, label %fill.while.body.1, label %fill.cont.1

fill.while.body.1:
  %b.elem.1 = getelementptr i32, ptr %b.2, i32 %i.2
  %a.elem.2 = getelementptr i32, ptr %a.3, i32 %i.2
  %a.4 = load i32, ptr %a.elem.2, align 4
  %mul.1 = mul i32 %a.4, 2
  %add.3 = add i32 %mul.1, %i.2
  store i32 %add.3, ptr %b.elem.1, align 4
  %add.4 = add i32 %i.2, 1
  br label %fill.while.cond.1

fill.cont.1:
  br label %while.cond.1

while.cond.1:
  %total = phi i32 [ 0, %fill.cont.1 ], [ %add.5, %while.body.1 ]
  %i.3 = phi i32 [ 0, %fill.cont.1 ], [ %add.6, %while.body.1 ]
  %cmp.3 = icmp slt i32 %i.3, 21
  br i1 %cmp.3, label %while.body.1, label %while.end

while.body.1:
  %b.elem.2 = getelementptr i32, ptr %b, i32 %i.3
  %b.3 = load i32, ptr %b.elem.2, align 4
  %add.5 = add i32 %total, %b.3
  %add.6 = add i32 %i.3, 1
  br label %while.cond.1

while.end:
  call void @wend_print_int(i32 %total)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define void @main.fill(i32 %k, ptr dereferenceable(184) %link) {
entry:
  %b = getelementptr i8, ptr %link, i32 96
  %a = getelementptr i8, ptr %link, i32 0
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 21
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %a.1 = load i32, ptr %a.elem, align 4
  %mul = mul i32 %a.1, %k
  %add = add i32 %mul, %i
  store i32 %add, ptr %b.elem, align 4
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
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
