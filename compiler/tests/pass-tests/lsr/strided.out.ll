; ModuleID = 'strided.wend'
source_filename = "strided.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %call = call i32 @main.transpose(i32 16)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.transpose(i32 5)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.transpose(i32 %n) {
entry:
  %m = alloca [256 x i32], align 4
  %t = alloca [256 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %m, i8 0, i64 1024, i1 false)
  call void @llvm.memset.p0.i64(ptr %t, i8 0, i64 1024, i1 false)
  %mul = mul i32 %n, %n
  br label %while.cond

while.cond:
  %lsr.k = phi i64 [ 0, %entry ], [ %lsr.k.next, %while.body ]
  %r = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %r, %mul
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %m.elem = getelementptr i32, ptr %m, i64 %lsr.k
  store i32 %r, ptr %m.elem, align 4
  %add = add i32 %r, 1
  %lsr.k.next = add i64 %lsr.k, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %r.1 = phi i32 [ 0, %while.end ], [ %add.4, %while.end.1 ]
  %cmp.1 = icmp slt i32 %r.1, %n
  br i1 %cmp.1, label %while.body.1, label %while.end.2

while.body.1:
  %mul.1 = mul i32 %r.1, %n
  %lsr.start = sext i32 %r.1 to i64
  %lsr.step = sext i32 %n to i64
  %lsr.start.1 = sext i32 %mul.1 to i64
  %lsr.end = add i64 %lsr.start.1, %lsr.step
  br label %while.cond.2

while.cond.2:
  %lsr.k.1 = phi i64 [ %lsr.start.1, %while.body.1 ], [ %lsr.k.next.2, %while.body.2 ]
  %lsr.k.2 = phi i64 [ %lsr.start, %while.body.1 ], [ %lsr.k.next.1, %while.body.2 ]
  %s = phi i32 [ 0, %while.body.1 ], [ %add.3, %while.body.2 ]
  %cmp.2 = icmp slt i32 %s, %n
  %lsr.more = icmp slt i64 %lsr.k.1, %lsr.end
  br i1 %lsr.more, label %while.body.2, label %while.end.1

while.body.2:
  %mul.2 = mul i32 %s, %n
  %add.1 = add i32 %mul.2, %r.1
  %t.elem = getelementptr i32, ptr %t, i64 %lsr.k.2
  %add.2 = add i32 %mul.1, %s
  %m.elem.1 = getelementptr i32, ptr %m, i64 %lsr.k.1
  %m.1 = load i32, ptr %m.elem.1, align 4
  store i32 %m.1, ptr %t.elem, align 4
  %add.3 = add i32 %s, 1
  %lsr.k.next.1 = add i64 %lsr.k.2, %lsr.step
  %lsr.k.next.2 = add i64 %lsr.k.1, 1
  br label %while.cond.2

while.end.1:
  %add.4 = add i32 %r.1, 1
  br label %while.cond.1

while.end.2:
  %mul.3 = mul i32 %n, %n
  %div = sdiv i32 %mul.3, 3
  %lsr.end.1 = sext i32 %div to i64
  br label %while.cond.3

while.cond.3:
  %lsr.k.3 = phi i64 [ 0, %while.end.2 ], [ %lsr.k.next.4, %while.body.3 ]
  %lsr.k.4 = phi i64 [ 0, %while.end.2 ], [ %lsr.k.next.3, %while.body.3 ]
  %r.2 = phi i32 [ 0, %while.end.2 ], [ %add.7, %while.body.3 ]
  %sum = phi i32 [ 0, %while.end.2 ], [ %add.6, %while.body.3 ]
  %cmp.3 = icmp slt i32 %r.2, %div
  %lsr.more.1 = icmp slt i64 %lsr.k.3, %lsr.end.1
  br i1 %lsr.more.1, label %while.body.3, label %while.end.3

while.body.3:
  %mul.4 = mul i32 %sum, 3
  %mul.5 = mul i32 %r.2, 3
  %add.5 = add i32 %mul.5, 1
  %lsr.row = getelementptr i32, ptr %t, i64 %lsr.k.4
  %t.elem.1 = getelementptr i32, ptr %lsr.row, i32 1
  %t.1 = load i32, ptr %t.elem.1, align 4
  %add.6 = add i32 %mul.4, %t.1
  %add.7 = add i32 %r.2, 1
  %lsr.k.next.3 = add i64 %lsr.k.4, 3
  %lsr.k.next.4 = add i64 %lsr.k.3, 1
  br label %while.cond.3

while.end.3:
  ret i32 %sum
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
