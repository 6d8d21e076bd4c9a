; passes: slp
; // Comparisons of int lanes stored into a bool array: <4 x i1> lanes,
; // widened to bytes for the store.
; main() {
;     int[4] a; int[4] b; bool[4] less; int i;
;     while i < 4 { a[i] = i * i; b[i] = 5 - i; i = i + 1; }
;     less[0] = a[0] < b[0];
;     less[1] = a[1] < b[1];
;     less[2] = a[2] < b[2];
;     less[3] = a[3] < b[3];
;     i = 0;
;     while i < 4 { print less[i]; print " "; i = i + 1; }
;     println "";
; }
; ModuleID = 'bool-lanes.wend'
source_filename = "bool-lanes.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %less = alloca [4 x i1], align 1
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %less, i8 0, i64 4, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 4
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %mul = mul i32 %i, %i
  store i32 %mul, ptr %a.elem, align 4
  %b.elem = getelementptr i32, ptr %b, i32 %i
  %sub = sub i32 5, %i
  store i32 %sub, ptr %b.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  %less.elem = getelementptr i1, ptr %less, i32 0
  %a.elem.1 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.1, align 4
  %b.elem.1 = getelementptr i32, ptr %b, i32 0
  %b.1 = load i32, ptr %b.elem.1, align 4
  %cmp.1 = icmp slt i32 %a.1, %b.1
  store i1 %cmp.1, ptr %less.elem, align 1
  %less.elem.1 = getelementptr i1, ptr %less, i32 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.2, align 4
  %b.elem.2 = getelementptr i32, ptr %b, i32 1
  %b.2 = load i32, ptr %b.elem.2, align 4
  %cmp.2 = icmp slt i32 %a.2, %b.2
  store i1 %cmp.2, ptr %less.elem.1, align 1
  %less.elem.2 = getelementptr i1, ptr %less, i32 2
  %a.elem.3 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.3, align 4
  %b.elem.3 = getelementptr i32, ptr %b, i32 2
  %b.3 = load i32, ptr %b.elem.3, align 4
  %cmp.3 = icmp slt i32 %a.3, %b.3
  store i1 %cmp.3, ptr %less.elem.2, align 1
  %less.elem.3 = getelementptr i1, ptr %less, i32 3
  %a.elem.4 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.4, align 4
  %b.elem.4 = getelementptr i32, ptr %b, i32 3
  %b.4 = load i32, ptr %b.elem.4, align 4
  %cmp.4 = icmp slt i32 %a.4, %b.4
  store i1 %cmp.4, ptr %less.elem.3, align 1
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %while.body.1 ]
  %cmp.5 = icmp slt i32 %i.1, 4
  br i1 %cmp.5, label %while.body.1, label %while.end.1

while.body.1:
  %less.elem.4 = getelementptr i1, ptr %less, i32 %i.1
  %less.1 = load i1, ptr %less.elem.4, align 1
  call void @wend_print_bool(i1 %less.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
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
