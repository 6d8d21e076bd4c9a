; ModuleID = 'wrapped.wend'
source_filename = "wrapped.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [40 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 160, i1 false)
  br label %vec.ph

vec.ph:
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %vec.i
  %mul = mul i32 %vec.i, 3
  %splat.insert = insertelement <4 x i32> undef, i32 %mul, i32 0
  %splat = shufflevector <4 x i32> %splat.insert, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %lanes = add <4 x i32> %splat, <i32 0, i32 3, i32 6, i32 9>
  %rem.vec = srem <4 x i32> %lanes, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %rem.vec, ptr %a.elem, align 4
  %add = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, 40
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %while.end

while.end:
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ -2147483647, %while.end ], [ %add.3, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, -2147483619
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %sub = add i32 %i.1, -2147483647
  %a.elem.1 = getelementptr i32, ptr %a, i32 %sub
  %add.1 = add i32 %i.1, 2147483647
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.1
  %a.1 = load i32, ptr %a.elem.2, align 4
  %add.2 = add i32 %a.1, 1
  store i32 %add.2, ptr %a.elem.1, align 4
  %add.3 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  br label %vec.ph.1

vec.ph.1:
  br label %vec.body.1

vec.body.1:
  %vec.i.1 = phi i32 [ -2147483647, %vec.ph.1 ], [ %vec.i.next.1, %vec.body.1 ]
  %add.4 = add i32 %vec.i.1, 2147483647
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.4
  %sub.1 = add i32 %vec.i.1, -2147483647
  %a.elem.4 = getelementptr i32, ptr %a, i32 %sub.1
  %a.2.vec = load <4 x i32>, ptr %a.elem.4, align 4
  %mul.1.vec = mul <4 x i32> %a.2.vec, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %mul.1.vec, ptr %a.elem.3, align 4
  %add.5 = add i32 %vec.i.1, 1
  %vec.i.next.1 = add i32 %vec.i.1, 4
  %vec.more.1 = icmp ne i32 %vec.i.next.1, -2147483619
  br i1 %vec.more.1, label %vec.body.1, label %vec.middle.1

vec.middle.1:
  br label %while.end.2

while.end.2:
  %a.elem.5 = getelementptr i32, ptr %a, i32 2
  %a.3 = load i32, ptr %a.elem.5, align 4
  call void @wend_print_int(i32 %a.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.6 = getelementptr i32, ptr %a, i32 17
  %a.4 = load i32, ptr %a.elem.6, align 4
  call void @wend_print_int(i32 %a.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %a.elem.7 = getelementptr i32, ptr %a, i32 29
  %a.5 = load i32, ptr %a.elem.7, align 4
  call void @wend_print_int(i32 %a.5)
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
