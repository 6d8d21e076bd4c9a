; ModuleID = 'recursion.wend'
source_filename = "recursion.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  ; 16: println gcd(1071, 462);
  br label %gcd.entry ; line 16

gcd.entry:
  ; 4: int gcd(int a, int b) {
  store i32 1071, ptr %a.addr, align 4 ; line 4
  store i32 462, ptr %b.addr, align 4 ; line 4
  ; 5: if b == 0 {
  %b = load i32, ptr %b.addr, align 4 ; line 5
  %cmp = icmp eq i32 %b, 0 ; line 5
  br i1 %cmp, label %gcd.if.then, label %gcd.if.end ; line 5

gcd.if.then:
  ; 6: return a;
  %a = load i32, ptr %a.addr, align 4 ; line 6
  br label %gcd.cont ; line 6

gcd.if.end:
  ; 8: return gcd(b, a % b);
  %b.1 = load i32, ptr %b.addr, align 4 ; line 8
  %a.1 = load i32, ptr %a.addr, align 4 ; line 8
  %b.2 = load i32, ptr %b.addr, align 4 ; line 8
  %rem = srem i32 %a.1, %b.2 ; line 8
  %call = call i32 @main.gcd(i32 %b.1, i32 %rem) ; line 8
  br label %gcd.cont ; line 8

gcd.cont:
  %call.1 = phi i32 [ %a, %gcd.if.then ], [ %call, %gcd.if.end ] ; line 16
  call void @wend_print_int(i32 %call.1) ; line 16
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 16
  ; 17: println fib(10);
  br label %fib.entry ; line 17

fib.entry:
  ; 10: int fib(int n) {
  store i32 10, ptr %n.addr, align 4 ; line 10
  ; 11: if n < 2 {
  %n = load i32, ptr %n.addr, align 4 ; line 11
  %cmp.1 = icmp slt i32 %n, 2 ; line 11
  br i1 %cmp.1, label %fib.if.then, label %fib.if.end ; line 11

fib.if.then:
  ; 12: return n;
  %n.1 = load i32, ptr %n.addr, align 4 ; line 12
  br label %fib.cont ; line 12

fib.if.end:
  ; 14: return fib(n - 1) + fib(n - 2);
  %n.2 = load i32, ptr %n.addr, align 4 ; line 14
  %sub = sub i32 %n.2, 1 ; line 14
  %call.2 = call i32 @main.fib(i32 %sub) ; line 14
  %n.3 = load i32, ptr %n.addr, align 4 ; line 14
  %sub.1 = sub i32 %n.3, 2 ; line 14
  %call.3 = call i32 @main.fib(i32 %sub.1) ; line 14
  %add = add i32 %call.2, %call.3 ; line 14
  br label %fib.cont ; line 14

fib.cont:
  %call.4 = phi i32 [ %n.1, %fib.if.then ], [ %add, %fib.if.end ] ; line 17
  call void @wend_print_int(i32 %call.4) ; line 17
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 17
  ret i32 0 ; line 17
}

define i32 @main.gcd(i32 %a, i32 %b) {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  ; 4: int gcd(int a, int b) {
  store i32 %a, ptr %a.addr, align 4 ; line 4
  store i32 %b, ptr %b.addr, align 4 ; line 4
  ; 5: if b == 0 {
  %b.1 = load i32, ptr %b.addr, align 4 ; line 5
  %cmp = icmp eq i32 %b.1, 0 ; line 5
  br i1 %cmp, label %if.then, label %if.end ; line 5

if.then:
  ; 6: return a;
  %a.1 = load i32, ptr %a.addr, align 4 ; line 6
  ret i32 %a.1 ; line 6

if.end:
  ; 8: return gcd(b, a % b);
  %b.2 = load i32, ptr %b.addr, align 4 ; line 8
  %a.2 = load i32, ptr %a.addr, align 4 ; line 8
  %b.3 = load i32, ptr %b.addr, align 4 ; line 8
  %rem = srem i32 %a.2, %b.3 ; line 8
  %call = call i32 @main.gcd(i32 %b.2, i32 %rem) ; line 8
  ret i32 %call ; line 8
}

define i32 @main.fib(i32 %n) {
entry:
  %n.addr = alloca i32, align 4
  ; 10: int fib(int n) {
  store i32 %n, ptr %n.addr, align 4 ; line 10
  ; 11: if n < 2 {
  %n.1 = load i32, ptr %n.addr, align 4 ; line 11
  %cmp = icmp slt i32 %n.1, 2 ; line 11
  br i1 %cmp, label %if.then, label %if.end ; line 11

if.then:
  ; 12: return n;
  %n.2 = load i32, ptr %n.addr, align 4 ; line 12
  ret i32 %n.2 ; line 12

if.end:
  ; 14: return fib(n - 1) + fib(n - 2);
  %n.3 = load i32, ptr %n.addr, align 4 ; line 14
  %sub = sub i32 %n.3, 1 ; line 14
  %call = call i32 @main.fib(i32 %sub) ; line 14
  %n.4 = load i32, ptr %n.addr, align 4 ; line 14
  %sub.1 = sub i32 %n.4, 2 ; line 14
  %call.1 = call i32 @main.fib(i32 %sub.1) ; line 14
  %add = add i32 %call, %call.1 ; line 14
  ret i32 %add ; line 14
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
