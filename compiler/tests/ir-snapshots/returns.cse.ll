; ModuleID = 'returns.wend'
source_filename = "returns.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %add = add i32 0, 1
  %mul = mul i32 %add, %add
  %cmp = icmp sgt i32 %mul, 50
  br i1 %cmp, label %first_square_above.cont, label %rot.ph

rot.ph:
  br label %first_square_above.if.end

first_square_above.if.end:
  %add.1 = phi i32 [ %add, %rot.ph ], [ %add.2, %first_square_above.if.end ]
  %add.2 = add i32 %add.1, 1
  %mul.1 = mul i32 %add.2, %add.2
  %cmp.1 = icmp sgt i32 %mul.1, 50
  br i1 %cmp.1, label %first_square_above.cont, label %first_square_above.if.end

first_square_above.cont:
  %i = phi i32 [ 0, %entry ], [ %add.1, %first_square_above.if.end ]
  call void @wend_print_int(i32 %i)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.sign(i32 %x) {
entry:
  %cmp = icmp slt i32 %x, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:
  ret i32 -1

if.else:
  ret i32 1
}

define i32 @main.first_square_above(i32 %n) {
entry:
  %add = add i32 0, 1
  %mul = mul i32 %add, %add
  %cmp = icmp sgt i32 %mul, %n
  br i1 %cmp, label %if.then, label %rot.ph

if.then:
  %add.1 = phi i32 [ %add, %entry ], [ %add.3, %if.end ]
  ret i32 %add.1

rot.ph:
  br label %if.end

if.end:
  %add.2 = phi i32 [ %add, %rot.ph ], [ %add.3, %if.end ]
  %add.3 = add i32 %add.2, 1
  %mul.1 = mul i32 %add.3, %add.3
  %cmp.1 = icmp sgt i32 %mul.1, %n
  br i1 %cmp.1, label %if.then, label %if.end
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
