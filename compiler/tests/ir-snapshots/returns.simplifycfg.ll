; ModuleID = 'returns.wend'
source_filename = "returns.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 13: while true {
  br label %first_square_above.while.cond ; line 13

first_square_above.while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %first_square_above.if.end ]
  ; 14: i = i + 1;
  %add = add i32 %i, 1 ; line 14
  ; 15: if i * i > n {
  %mul = mul i32 %add, %add ; line 15
  %cmp = icmp sgt i32 %mul, 50 ; line 15
  br i1 %cmp, label %first_square_above.cont, label %first_square_above.if.end ; line 15

first_square_above.if.end:
  ; 16: return i;
  br label %first_square_above.while.cond ; line 16

first_square_above.cont:
  ; 20: println sign(-4) + first_square_above(50);
  %add.1 = add i32 -1, %add ; line 20
  call void @wend_print_int(i32 %add.1) ; line 20
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 20
  ret i32 0 ; line 20
}

define i32 @main.sign(i32 %x) {
entry:
  ; 5: if x < 0 {
  %cmp = icmp slt i32 %x, 0 ; line 5
  br i1 %cmp, label %if.then, label %if.else ; line 5

if.then:
  ; 6: return -1;
  ret i32 -1 ; line 6

if.else:
  ; 8: return 1;
  ret i32 1 ; line 8
}

define i32 @main.first_square_above(i32 %n) {
entry:
  ; 13: while true {
  br label %while.cond ; line 13

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %if.end ]
  ; 14: i = i + 1;
  %add = add i32 %i, 1 ; line 14
  ; 15: if i * i > n {
  %mul = mul i32 %add, %add ; line 15
  %cmp = icmp sgt i32 %mul, %n ; line 15
  br i1 %cmp, label %if.then, label %if.end ; line 15

if.then:
  ; 16: return i;
  ret i32 %add ; line 16

if.end:
  br label %while.cond ; line 16
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
