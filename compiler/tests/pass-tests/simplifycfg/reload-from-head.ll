; The then-arm reloads x[i], which the branching block just loaded with
; no store or call in between: the arm takes the head's value and the if
; becomes a select (a max that loop-vectorize then takes as a reduction).
; The second if stores in its arm, so it stays an if.
; ModuleID = 'reload.wend'
source_filename = "reload.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %x = alloca [12 x i32], align 4
  %y = alloca [12 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 48, i1 false)
  call void @llvm.memset.p0.i64(ptr %y, i8 0, i64 48, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 12
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem = getelementptr i32, ptr %x, i32 %i
  %mul = mul i32 %i, 7
  %rem = srem i32 %mul, 12
  store i32 %rem, ptr %x.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %if.end ]
  %m = phi i32 [ 0, %while.end ], [ %m.1, %if.end ]
  %cmp.1 = icmp slt i32 %i.1, 12
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %x.elem.1 = getelementptr i32, ptr %x, i32 %i.1
  %x.1 = load i32, ptr %x.elem.1, align 4
  %cmp.2 = icmp sgt i32 %x.1, %m
  br i1 %cmp.2, label %if.then, label %if.end

if.then:
  %x.elem.2 = getelementptr i32, ptr %x, i32 %i.1
  %x.2 = load i32, ptr %x.elem.2, align 4
  br label %if.end

if.end:
  %m.1 = phi i32 [ %m, %while.body.1 ], [ %x.2, %if.then ]
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %m)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %while.cond.2

while.cond.2:
  %i.2 = phi i32 [ 0, %while.end.1 ], [ %add.2, %if.end.1 ]
  %cmp.3 = icmp slt i32 %i.2, 12
  br i1 %cmp.3, label %while.body.2, label %while.end.2

while.body.2:
  %y.elem = getelementptr i32, ptr %y, i32 %i.2
  store i32 %i.2, ptr %y.elem, align 4
  %x.elem.3 = getelementptr i32, ptr %x, i32 %i.2
  %x.3 = load i32, ptr %x.elem.3, align 4
  %cmp.4 = icmp sgt i32 %x.3, 5
  br i1 %cmp.4, label %if.then.1, label %if.end.1

if.then.1:
  %y.elem.1 = getelementptr i32, ptr %y, i32 %i.2
  %x.elem.4 = getelementptr i32, ptr %x, i32 %i.2
  %x.4 = load i32, ptr %x.elem.4, align 4
  store i32 %x.4, ptr %y.elem.1, align 4
  br label %if.end.1

if.end.1:
  %add.2 = add i32 %i.2, 1
  br label %while.cond.2

while.end.2:
  %y.elem.2 = getelementptr i32, ptr %y, i32 11
  %y.1 = load i32, ptr %y.elem.2, align 4
  call void @wend_print_int(i32 %y.1)
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
