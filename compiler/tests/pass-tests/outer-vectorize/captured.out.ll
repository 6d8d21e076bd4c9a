; ModuleID = 'captured.wend'
source_filename = "captured.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [40 x i64], align 8
  %x = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 160, i1 false)
  %z = getelementptr i8, ptr %frame, i32 160
  call void @llvm.memset.p0.i64(ptr %z, i8 0, i64 160, i1 false)
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 40
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %x.elem = getelementptr i32, ptr %x, i32 %i
  %mul = mul i32 %i, %i
  %rem = srem i32 %mul, 11
  store i32 %rem, ptr %x.elem, align 4
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  call void @main.fill(ptr %frame)
  br label %while.cond.1

while.cond.1:
  %i.1 = phi i32 [ 0, %while.end ], [ %add.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %i.1, 5
  br i1 %cmp.1, label %while.body.1, label %while.end.1

while.body.1:
  %z.elem = getelementptr i32, ptr %z, i32 %i.1
  %z.1 = load i32, ptr %z.elem, align 4
  call void @wend_print_int(i32 %z.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %add.1 = add i32 %i.1, 1
  br label %while.cond.1

while.end.1:
  ret i32 0
}

define void @main.fill(ptr dereferenceable(320) %link) {
entry:
  %x = getelementptr i8, ptr %link, i32 0
  %z = getelementptr i8, ptr %link, i32 160
  br label %while.cond

while.cond:
  %j = phi i32 [ 0, %entry ], [ %add.3, %while.end ]
  %cmp = icmp slt i32 %j, 5
  br i1 %cmp, label %while.body, label %while.end.1

while.body:
  br label %while.cond.1

while.cond.1:
  %k = phi i32 [ 0, %while.body ], [ %add.2, %while.body.1 ]
  %s = phi i32 [ 0, %while.body ], [ %add.1, %while.body.1 ]
  %cmp.1 = icmp slt i32 %k, 8
  br i1 %cmp.1, label %while.body.1, label %while.end

while.body.1:
  %mul = mul i32 %k, 5
  %add = add i32 %mul, %j
  %x.elem = getelementptr i32, ptr %x, i32 %add
  %x.1 = load i32, ptr %x.elem, align 4
  %add.1 = add i32 %s, %x.1
  %add.2 = add i32 %k, 1
  br label %while.cond.1

while.end:
  %z.elem = getelementptr i32, ptr %z, i32 %j
  store i32 %s, ptr %z.elem, align 4
  %add.3 = add i32 %j, 1
  br label %while.cond

while.end.1:
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
