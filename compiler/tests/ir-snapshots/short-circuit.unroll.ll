; ModuleID = 'short-circuit.wend'
source_filename = "short-circuit.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [4 x i8] c"yes\0A", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"test ", align 1

define i32 @main() {
entry:
  %cmp = icmp sgt i32 5, 0
  br i1 %cmp, label %and.rhs, label %or.rhs

and.rhs:
  %sub = sub i32 5, 10
  br label %positive.entry

positive.entry:
  call void @wend_print_str(ptr @.str.2, i64 5)
  %cmp.1 = icmp sgt i32 %sub, 0
  br label %positive.cont

positive.cont:
  br i1 %cmp.1, label %or.rhs, label %if.then

or.rhs:
  %cmp.2 = icmp eq i32 5, 3
  br i1 %cmp.2, label %if.then, label %if.end

if.then:
  call void @wend_print_str(ptr @.str.0, i64 4)
  br label %if.end

if.end:
  br label %positive.entry.1

positive.entry.1:
  call void @wend_print_str(ptr @.str.2, i64 5)
  %cmp.3 = icmp sgt i32 5, 0
  br label %positive.cont.1

positive.cont.1:
  br i1 %cmp.3, label %or.true, label %or.rhs.1

or.rhs.1:
  %neg = sub i32 0, 5
  br label %positive.entry.2

positive.entry.2:
  call void @wend_print_str(ptr @.str.2, i64 5)
  %cmp.4 = icmp sgt i32 %neg, 0
  br label %positive.cont.2

positive.cont.2:
  br i1 %cmp.4, label %or.true, label %or.false

or.true:
  br label %or.end

or.false:
  br label %or.end

or.end:
  %or.tmp = phi i1 [ true, %or.true ], [ false, %or.false ]
  call void @wend_print_bool(i1 %or.tmp)
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret i32 0
}

define i1 @main.positive(i32 %x) {
entry:
  call void @wend_print_str(ptr @.str.2, i64 5)
  %cmp = icmp sgt i32 %x, 0
  ret i1 %cmp
}

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
