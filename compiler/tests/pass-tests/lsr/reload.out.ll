; ModuleID = 'reload.wend'
source_filename = "reload.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [12 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 48, i1 false)
  br label %while.cond

while.cond:
  %lsr.k = phi i64 [ 0, %entry ], [ %lsr.k.next, %while.body ]
  %i = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %cmp = icmp slt i32 %i, 12
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem = getelementptr i32, ptr %a, i64 %lsr.k
  %mul = mul i32 %i, 5
  store i32 %mul, ptr %a.elem, align 4
  %add = add i32 %i, 1
  %lsr.k.next = add i64 %lsr.k, 1
  br label %while.cond

while.end:
  br label %while.cond.1

while.cond.1:
  %lsr.k.1 = phi i64 [ 0, %while.end ], [ %lsr.k.next.1, %if.end ]
  %i.1 = phi i32 [ 0, %while.end ], [ %add.2, %if.end ]
  %s = phi i32 [ 0, %while.end ], [ %s.1, %if.end ]
  %cmp.1 = icmp slt i32 %i.1, 12
  %lsr.more = icmp slt i64 %lsr.k.1, 12
  br i1 %lsr.more, label %while.body.1, label %while.end.1

while.body.1:
  %a.elem.1 = getelementptr i32, ptr %a, i64 %lsr.k.1
  %a.1 = load i32, ptr %a.elem.1, align 4
  %cmp.2 = icmp sgt i32 %a.1, 6
  br i1 %cmp.2, label %if.then, label %if.end

if.then:
  %a.elem.2 = getelementptr i32, ptr %a, i64 %lsr.k.1
  %a.2 = load i32, ptr %a.elem.2, align 4
  %add.1 = add i32 %s, %a.2
  call void @wend_print_int(i32 %add.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %if.end

if.end:
  %s.1 = phi i32 [ %s, %while.body.1 ], [ %add.1, %if.then ]
  %add.2 = add i32 %i.1, 1
  %lsr.k.next.1 = add i64 %lsr.k.1, 1
  br label %while.cond.1

while.end.1:
  call void @wend_print_int(i32 %s)
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
