; ModuleID = 'returns.wend'
source_filename = "returns.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %add.slot = alloca i32, align 4
  %i.slot = alloca i32, align 4
  ; 14: i = i + 1;
  %add = add i32 0, 1 ; line 14
  ; 15: if i * i > n {
  %mul = mul i32 %add, %add ; line 15
  %cmp = icmp sgt i32 %mul, 50 ; line 15
  ; 13: while true {
  store i32 0, ptr %i.slot, align 4 ; line 13
  br i1 %cmp, label %first_square_above.cont, label %rot.ph ; line 13

rot.ph:
  store i32 %add, ptr %add.slot, align 4
  br label %first_square_above.if.end

first_square_above.if.end:
  %add.1 = load i32, ptr %add.slot, align 4
  %add.2 = add i32 %add.1, 1 ; line 14
  %mul.1 = mul i32 %add.2, %add.2 ; line 15
  %cmp.1 = icmp sgt i32 %mul.1, 50 ; line 15
  ; 16: return i;
  store i32 %add.2, ptr %add.slot, align 4 ; line 16
  store i32 %add.1, ptr %i.slot, align 4 ; line 16
  br i1 %cmp.1, label %first_square_above.cont, label %first_square_above.if.end ; line 16

first_square_above.cont:
  %i = load i32, ptr %i.slot, align 4
  ; 20: println sign(-4) + first_square_above(50);
  call void @wend_print_int(i32 %i) ; line 20
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
  %add.slot = alloca i32, align 4
  %add.slot.1 = alloca i32, align 4
  ; 14: i = i + 1;
  %add = add i32 0, 1 ; line 14
  ; 15: if i * i > n {
  %mul = mul i32 %add, %add ; line 15
  %cmp = icmp sgt i32 %mul, %n ; line 15
  ; 13: while true {
  store i32 %add, ptr %add.slot, align 4 ; line 13
  br i1 %cmp, label %if.then, label %rot.ph ; line 13

if.then:
  %add.1 = load i32, ptr %add.slot, align 4
  ; 16: return i;
  ret i32 %add.1 ; line 16

rot.ph:
  store i32 %add, ptr %add.slot.1, align 4
  br label %if.end

if.end:
  %add.2 = load i32, ptr %add.slot.1, align 4
  %add.3 = add i32 %add.2, 1 ; line 14
  %mul.1 = mul i32 %add.3, %add.3 ; line 15
  %cmp.1 = icmp sgt i32 %mul.1, %n ; line 15
  store i32 %add.3, ptr %add.slot, align 4 ; line 16
  store i32 %add.3, ptr %add.slot.1, align 4 ; line 16
  br i1 %cmp.1, label %if.then, label %if.end ; line 16
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
