; ModuleID = 'refused.wend'
source_filename = "refused.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [4 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  %a.elem = getelementptr i32, ptr %a, i32 3
  store i32 5, ptr %a.elem, align 4
  %call = call i32 @main.calls(i32 3)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.big(i32 9, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.six(i32 1)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.branchy(i32 9, ptr %frame)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.g(i32 %x) {
entry:
  call void @wend_print_int(i32 %x)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 %x
}

define i32 @main.calls(i32 %n) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %s = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %call = call i32 @main.g(i32 %i)
  %add = add i32 %s, %call
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 %s
}

define i32 @main.big(i32 %n, ptr dereferenceable(32) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
  %a.1 = getelementptr i8, ptr %link, i32 0
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add.9, %while.body ]
  %s = phi i32 [ 1, %entry ], [ %add.8, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %mul = mul i32 %s, 31
  %add = add i32 %mul, %i
  %div = sdiv i32 %s, 7
  %sub = sub i32 %add, %div
  %rem = srem i32 %s, 13
  %mul.1 = mul i32 %s, %s
  %mul.2 = mul i32 %rem, %mul.1
  %add.1 = add i32 %sub, %mul.2
  %mul.3 = mul i32 %i, 17
  %add.2 = add i32 %mul.3, 3
  %sub.1 = sub i32 %add.1, %add.2
  %mul.4 = mul i32 %sub.1, 29
  %add.3 = add i32 %mul.4, %i
  %div.1 = sdiv i32 %sub.1, 5
  %add.4 = add i32 %add.3, %div.1
  %rem.1 = srem i32 %sub.1, 11
  %mul.5 = mul i32 %sub.1, %sub.1
  %mul.6 = mul i32 %rem.1, %mul.5
  %sub.2 = sub i32 %add.4, %mul.6
  %mul.7 = mul i32 %i, 19
  %add.5 = add i32 %mul.7, 5
  %add.6 = add i32 %sub.2, %add.5
  %rem.2 = srem i32 %i, 8
  %a.elem = getelementptr i32, ptr %a, i32 %rem.2
  %a.2 = load i32, ptr %a.elem, align 4
  %add.7 = add i32 %i, 1
  %rem.3 = srem i32 %add.7, 8
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 %rem.3
  %a.3 = load i32, ptr %a.elem.1, align 4
  %mul.8 = mul i32 %a.2, %a.3
  %add.8 = add i32 %add.6, %mul.8
  %add.9 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 %s
}

define i32 @main.six(i32 %x) {
entry:
  br label %while.cond

while.cond:
  %x.1 = phi i32 [ %x, %entry ], [ %add, %while.body ]
  %i = phi i32 [ 0, %entry ], [ %add.1, %while.body ]
  %cmp = icmp slt i32 %i, 6
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %mul = mul i32 %x.1, 3
  %add = add i32 %mul, 1
  %add.1 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 %x.1
}

define i32 @main.branchy(i32 %n, ptr dereferenceable(32) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %if.end ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %rem = srem i32 %i, 8
  %a.elem = getelementptr i32, ptr %a, i32 %rem
  %a.1 = load i32, ptr %a.elem, align 4
  %cmp.1 = icmp sgt i32 %a.1, 3
  br i1 %cmp.1, label %if.then, label %if.end

if.then:
  call void @wend_print_int(i32 %i)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %if.end

if.end:
  %add = add i32 %i, 1
  br label %while.cond

while.end:
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
