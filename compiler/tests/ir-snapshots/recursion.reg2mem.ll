; ModuleID = 'recursion.wend'
source_filename = "recursion.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 8: return gcd(b, a % b);
  %call = call i32 @main.gcd(i32 462, i32 147) ; line 8
  ; 16: println gcd(1071, 462);
  call void @wend_print_int(i32 %call) ; line 16
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 16
  ; 14: return fib(n - 1) + fib(n - 2);
  %call.1 = call i32 @main.fib(i32 9) ; line 14
  %call.2 = call i32 @main.fib(i32 8) ; line 14
  %add = add i32 %call.1, %call.2 ; line 14
  ; 17: println fib(10);
  call void @wend_print_int(i32 %add) ; line 17
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 17
  ret i32 0 ; line 17
}

define i32 @main.gcd(i32 %a, i32 %b) {
tailrecurse.entry:
  %a.slot = alloca i32, align 4
  %a.slot.1 = alloca i32, align 4
  %b.slot = alloca i32, align 4
  ; 5: if b == 0 {
  %cmp = icmp eq i32 %b, 0 ; line 5
  store i32 %a, ptr %a.slot, align 4
  br i1 %cmp, label %if.then, label %rot.ph

if.then:
  %a.1 = load i32, ptr %a.slot, align 4
  ; 6: return a;
  ret i32 %a.1 ; line 6

rot.ph:
  store i32 %a, ptr %a.slot.1, align 4
  store i32 %b, ptr %b.slot, align 4
  br label %if.end

if.end:
  %a.2 = load i32, ptr %a.slot.1, align 4
  %b.1 = load i32, ptr %b.slot, align 4
  ; 8: return gcd(b, a % b);
  %rem = srem i32 %a.2, %b.1 ; line 8
  %cmp.1 = icmp eq i32 %rem, 0 ; line 5
  store i32 %b.1, ptr %a.slot, align 4 ; line 8
  store i32 %b.1, ptr %a.slot.1, align 4 ; line 8
  store i32 %rem, ptr %b.slot, align 4 ; line 8
  br i1 %cmp.1, label %if.then, label %if.end ; line 8
}

define i32 @main.fib(i32 %n) {
tailrecurse.entry:
  %accumulator.slot = alloca i32, align 4
  %n.slot = alloca i32, align 4
  %n.slot.1 = alloca i32, align 4
  %accumulator.slot.1 = alloca i32, align 4
  %accumulator.slot.2 = alloca i32, align 4
  %n.slot.2 = alloca i32, align 4
  %n.slot.3 = alloca i32, align 4
  %accumulator.slot.3 = alloca i32, align 4
  %accumulator.slot.4 = alloca i32, align 4
  %n.slot.4 = alloca i32, align 4
  %n.slot.5 = alloca i32, align 4
  %accumulator.slot.5 = alloca i32, align 4
  %accumulator.slot.6 = alloca i32, align 4
  %n.slot.6 = alloca i32, align 4
  %n.slot.7 = alloca i32, align 4
  %accumulator.slot.7 = alloca i32, align 4
  ; 11: if n < 2 {
  %cmp = icmp slt i32 %n, 2 ; line 11
  store i32 0, ptr %accumulator.slot, align 4
  store i32 %n, ptr %n.slot, align 4
  br i1 %cmp, label %if.then, label %rot.ph

if.then:
  %accumulator = load i32, ptr %accumulator.slot, align 4
  %n.1 = load i32, ptr %n.slot, align 4
  ; 12: return n;
  %accumulated = add i32 %accumulator, %n.1 ; line 12
  ret i32 %accumulated ; line 12

rot.ph:
  store i32 %n, ptr %n.slot.1, align 4
  store i32 0, ptr %accumulator.slot.1, align 4
  br label %if.end

if.end:
  %n.2 = load i32, ptr %n.slot.1, align 4
  %accumulator.1 = load i32, ptr %accumulator.slot.1, align 4
  ; 14: return fib(n - 1) + fib(n - 2);
  %sub = add i32 %n.2, -1 ; line 14
  %cmp.1 = icmp slt i32 %sub, 2 ; line 11
  store i32 0, ptr %accumulator.slot.2, align 4
  store i32 %sub, ptr %n.slot.2, align 4
  br i1 %cmp.1, label %fib.if.then, label %rot.ph.1

fib.if.then:
  %accumulator.2 = load i32, ptr %accumulator.slot.2, align 4
  %n.3 = load i32, ptr %n.slot.2, align 4
  %accumulated.1 = add i32 %accumulator.2, %n.3 ; line 12
  %sub.1 = add i32 %n.2, -2 ; line 14
  %accumulate = add i32 %accumulator.1, %accumulated.1 ; line 14
  %cmp.2 = icmp slt i32 %sub.1, 2 ; line 11
  store i32 %accumulate, ptr %accumulator.slot, align 4 ; line 14
  store i32 %sub.1, ptr %n.slot, align 4 ; line 14
  store i32 %sub.1, ptr %n.slot.1, align 4 ; line 14
  store i32 %accumulate, ptr %accumulator.slot.1, align 4 ; line 14
  br i1 %cmp.2, label %if.then, label %if.end ; line 14

rot.ph.1:
  store i32 %sub, ptr %n.slot.3, align 4
  store i32 0, ptr %accumulator.slot.3, align 4
  br label %fib.if.end

fib.if.end:
  %n.4 = load i32, ptr %n.slot.3, align 4
  %accumulator.3 = load i32, ptr %accumulator.slot.3, align 4
  %sub.2 = add i32 %n.4, -1 ; line 14
  %cmp.3 = icmp slt i32 %sub.2, 2 ; line 11
  store i32 0, ptr %accumulator.slot.4, align 4
  store i32 %sub.2, ptr %n.slot.4, align 4
  br i1 %cmp.3, label %fib.if.then.1, label %rot.ph.2

fib.if.then.1:
  %accumulator.4 = load i32, ptr %accumulator.slot.4, align 4
  %n.5 = load i32, ptr %n.slot.4, align 4
  %accumulated.2 = add i32 %accumulator.4, %n.5 ; line 12
  %sub.3 = add i32 %n.4, -2 ; line 14
  %accumulate.1 = add i32 %accumulator.3, %accumulated.2 ; line 14
  %cmp.4 = icmp slt i32 %sub.3, 2 ; line 11
  store i32 %accumulate.1, ptr %accumulator.slot.2, align 4 ; line 14
  store i32 %sub.3, ptr %n.slot.2, align 4 ; line 14
  store i32 %sub.3, ptr %n.slot.3, align 4 ; line 14
  store i32 %accumulate.1, ptr %accumulator.slot.3, align 4 ; line 14
  br i1 %cmp.4, label %fib.if.then, label %fib.if.end ; line 14

rot.ph.2:
  store i32 %sub.2, ptr %n.slot.5, align 4
  store i32 0, ptr %accumulator.slot.5, align 4
  br label %fib.if.end.1

fib.if.end.1:
  %n.6 = load i32, ptr %n.slot.5, align 4
  %accumulator.5 = load i32, ptr %accumulator.slot.5, align 4
  %sub.4 = add i32 %n.6, -1 ; line 14
  %cmp.5 = icmp slt i32 %sub.4, 2 ; line 11
  store i32 0, ptr %accumulator.slot.6, align 4
  store i32 %sub.4, ptr %n.slot.6, align 4
  br i1 %cmp.5, label %fib.if.then.2, label %rot.ph.3

fib.if.then.2:
  %accumulator.6 = load i32, ptr %accumulator.slot.6, align 4
  %n.7 = load i32, ptr %n.slot.6, align 4
  %accumulated.3 = add i32 %accumulator.6, %n.7 ; line 12
  %sub.5 = add i32 %n.6, -2 ; line 14
  %accumulate.2 = add i32 %accumulator.5, %accumulated.3 ; line 14
  %cmp.6 = icmp slt i32 %sub.5, 2 ; line 11
  store i32 %accumulate.2, ptr %accumulator.slot.4, align 4 ; line 14
  store i32 %sub.5, ptr %n.slot.4, align 4 ; line 14
  store i32 %sub.5, ptr %n.slot.5, align 4 ; line 14
  store i32 %accumulate.2, ptr %accumulator.slot.5, align 4 ; line 14
  br i1 %cmp.6, label %fib.if.then.1, label %fib.if.end.1 ; line 14

rot.ph.3:
  store i32 %sub.4, ptr %n.slot.7, align 4
  store i32 0, ptr %accumulator.slot.7, align 4
  br label %fib.if.end.2

fib.if.end.2:
  %n.8 = load i32, ptr %n.slot.7, align 4
  %accumulator.7 = load i32, ptr %accumulator.slot.7, align 4
  %sub.6 = add i32 %n.8, -1 ; line 14
  %call = call i32 @main.fib(i32 %sub.6) ; line 14
  %sub.7 = add i32 %n.8, -2 ; line 14
  %accumulate.3 = add i32 %accumulator.7, %call ; line 14
  %cmp.7 = icmp slt i32 %sub.7, 2 ; line 11
  store i32 %accumulate.3, ptr %accumulator.slot.6, align 4 ; line 14
  store i32 %sub.7, ptr %n.slot.6, align 4 ; line 14
  store i32 %sub.7, ptr %n.slot.7, align 4 ; line 14
  store i32 %accumulate.3, ptr %accumulator.slot.7, align 4 ; line 14
  br i1 %cmp.7, label %fib.if.then.2, label %fib.if.end.2 ; line 14
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
