; Loops also left from their body: the second test of `&&` branches to
; the same exit (the exit merges the counter from both ways out), and an
; early return that reads nothing of the header.
; (wendc --passes mem2reg,sccp,simplifycfg,instcombine --emit-ir=instcombine of a wend program)
; ModuleID = 'two-exits.wend'
source_filename = "two-exits.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [3 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 24, i1 false)
  %a.elem = getelementptr i32, ptr %a, i32 0
  store i32 2, ptr %a.elem, align 4
  %a.elem.1 = getelementptr i32, ptr %a, i32 1
  store i32 5, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 2
  store i32 9, ptr %a.elem.2, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 3
  store i32 11, ptr %a.elem.3, align 4
  %call = call i32 @main.shift_down(i32 3, i32 6, ptr %frame)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.shift_down(i32 4, i32 1, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.shift_down(i32 -1, i32 4, ptr %frame)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i1 @main.all_small(i32 6, ptr %frame)
  call void @wend_print_bool(i1 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.4 = getelementptr i32, ptr %a, i32 5
  store i32 200, ptr %a.elem.4, align 4
  %call.4 = call i1 @main.all_small(i32 6, ptr %frame)
  call void @wend_print_bool(i1 %call.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.5 = call i1 @main.all_small(i32 0, ptr %frame)
  call void @wend_print_bool(i1 %call.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.5 = getelementptr i32, ptr %a, i32 0
  %a.1 = load i32, ptr %a.elem.5, align 4
  %mul = mul i32 %a.1, 100000
  %a.elem.6 = getelementptr i32, ptr %a, i32 1
  %a.2 = load i32, ptr %a.elem.6, align 4
  %mul.1 = mul i32 %a.2, 10000
  %add = add i32 %mul, %mul.1
  %a.elem.7 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.7, align 4
  %mul.2 = mul i32 %a.3, 1000
  %add.1 = add i32 %add, %mul.2
  %a.elem.8 = getelementptr i32, ptr %a, i32 3
  %a.4 = load i32, ptr %a.elem.8, align 4
  %mul.3 = mul i32 %a.4, 100
  %add.2 = add i32 %add.1, %mul.3
  %a.elem.9 = getelementptr i32, ptr %a, i32 4
  %a.5 = load i32, ptr %a.elem.9, align 4
  %mul.4 = mul i32 %a.5, 10
  %add.3 = add i32 %add.2, %mul.4
  %a.elem.10 = getelementptr i32, ptr %a, i32 5
  %a.6 = load i32, ptr %a.elem.10, align 4
  %add.4 = add i32 %add.3, %a.6
  call void @wend_print_int(i32 %add.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.shift_down(i32 %j, i32 %v, ptr dereferenceable(24) %link) {
entry:
  br label %while.cond

while.cond:
  %j.1 = phi i32 [ %j, %entry ], [ %sub, %while.body ]
  %cmp = icmp sge i32 %j.1, 0
  br i1 %cmp, label %and.rhs, label %while.end

and.rhs:
  %a = getelementptr i8, ptr %link, i32 0
  %a.elem = getelementptr i32, ptr %a, i32 %j.1
  %a.1 = load i32, ptr %a.elem, align 4
  %cmp.1 = icmp sgt i32 %a.1, %v
  br i1 %cmp.1, label %while.body, label %while.end

while.body:
  %add = add i32 %j.1, 1
  %a.2 = getelementptr i8, ptr %link, i32 0
  %a.elem.1 = getelementptr i32, ptr %a.2, i32 %add
  %a.3 = getelementptr i8, ptr %link, i32 0
  %a.elem.2 = getelementptr i32, ptr %a.3, i32 %j.1
  %a.4 = load i32, ptr %a.elem.2, align 4
  store i32 %a.4, ptr %a.elem.1, align 4
  %sub = add i32 %j.1, -1
  br label %while.cond

while.end:
  %add.1 = add i32 %j.1, 1
  %a.5 = getelementptr i8, ptr %link, i32 0
  %a.elem.3 = getelementptr i32, ptr %a.5, i32 %add.1
  store i32 %v, ptr %a.elem.3, align 4
  ret i32 %j.1
}

define i1 @main.all_small(i32 %n, ptr dereferenceable(24) %link) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %if.end ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a = getelementptr i8, ptr %link, i32 0
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %a.1 = load i32, ptr %a.elem, align 4
  %cmp.1 = icmp sgt i32 %a.1, 100
  br i1 %cmp.1, label %if.then, label %if.end

if.then:
  ret i1 false

if.end:
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  ret i1 true
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
