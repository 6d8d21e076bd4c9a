; `&&` and `||` reductions over bools: `ok = ok && c` (an and), `if a[i] != b[i] { same = false; }`
; and `if a[i] == 6 { any = true; }` (selects with a constant arm), kept as
; <4 x i32> lanes of 0/-1 and reduced to a bool after the loop; a bool set both
; ways stays scalar. 13 trips: one interleaved vector trip (8), 5 scalar.
; ModuleID = 'bool-reductions.wend'
source_filename = "bool-reductions.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [13 x i32], align 4
  %b = alloca [13 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 52, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 52, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 13
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, 5
  %rem = srem i32 %mul, 7
  store i32 %rem, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %mul.1 = mul i32 %i, 5
  %rem.1 = srem i32 %mul.1, 7
  store i32 %rem.1, ptr %b.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %while.body.1 ]
  %ok = phi i1 [ true, %while.end ], [ %and.tmp, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 13
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.1 = getelementptr i32, ptr %a, i32 %i.1
  %a.1 = load i32, ptr %a.elem.1, align 4
  %cmp.2 = icmp sge i32 %a.1, 0
  %and.tmp = and i1 %ok, %cmp.2
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 0, %while.end.1 ], [ %add.2, %while.body.2 ]
  %same = phi i1 [ true, %while.end.1 ], [ %same.1, %while.body.2 ]
  %cmp.3 = icmp slt i32 %i.2, 13
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %a.elem.2 = getelementptr i32, ptr %a, i32 %i.2
  %a.2 = load i32, ptr %a.elem.2, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 %i.2
  %b.1 = load i32, ptr %b.elem.1, align 4
  %cmp.4 = icmp ne i32 %a.2, %b.1
  %same.1 = select i1 %cmp.4, i1 false, i1 %same
  %add.2 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  br label %while.cond.3

while.cond.3:
  %i.3 = phi i32 [ 0, %while.end.2 ], [ %add.3, %while.body.3 ]
  %any = phi i1 [ false, %while.end.2 ], [ %any.1, %while.body.3 ]
  %cmp.5 = icmp slt i32 %i.3, 13
  br i1 %cmp.5, label %while.body.3, label %while.end.3

while.body.3:
  %a.elem.3 = getelementptr i32, ptr %a, i32 %i.3
  %a.3 = load i32, ptr %a.elem.3, align 4
  %cmp.6 = icmp eq i32 %a.3, 6
  %any.1 = or i1 %cmp.6, %any
  %add.3 = add i32 %i.3, 1
  br label %while.cond.3

while.end.3:
  br label %while.cond.4

while.cond.4:
  %i.4 = phi i32 [ 0, %while.end.3 ], [ %add.4, %while.body.4 ]
  %mixed = phi i1 [ false, %while.end.3 ], [ %mixed.2, %while.body.4 ]
  %cmp.7 = icmp slt i32 %i.4, 13
  br i1 %cmp.7, label %while.body.4, label %while.end.4

while.body.4:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i.4
  %a.4 = load i32, ptr %a.elem.4, align 4
  %cmp.8 = icmp eq i32 %a.4, 6
  %mixed.1 = or i1 %cmp.8, %mixed
  %b.elem.2 = getelementptr i32, ptr %b, i32 %i.4
  %b.2 = load i32, ptr %b.elem.2, align 4
  %cmp.9 = icmp eq i32 %b.2, 2
  %mixed.2 = select i1 %cmp.9, i1 false, i1 %mixed.1
  %add.4 = add i32 %i.4, 1
  br label %while.cond.4

while.end.4:
  call void @wend_print_bool(i1 %ok)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %same)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %any)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mixed)
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
