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
  br label %entry

entry:
  %b.1 = phi i32 [ %b, %tailrecurse.entry ], [ %rem, %if.end ]
  %a.1 = phi i32 [ %a, %tailrecurse.entry ], [ %b.1, %if.end ]
  ; 5: if b == 0 {
  %cmp = icmp eq i32 %b.1, 0 ; line 5
  br i1 %cmp, label %if.then, label %if.end ; line 5

if.then:
  ; 6: return a;
  ret i32 %a.1 ; line 6

if.end:
  ; 8: return gcd(b, a % b);
  %rem = srem i32 %a.1, %b.1 ; line 8
  br label %entry ; line 8
}

define i32 @main.fib(i32 %n) {
tailrecurse.entry:
  br label %entry

entry:
  %accumulator = phi i32 [ 0, %tailrecurse.entry ], [ %accumulate, %if.end ]
  %n.1 = phi i32 [ %n, %tailrecurse.entry ], [ %sub.1, %if.end ]
  ; 11: if n < 2 {
  %cmp = icmp slt i32 %n.1, 2 ; line 11
  br i1 %cmp, label %if.then, label %if.end ; line 11

if.then:
  ; 12: return n;
  %accumulated = add i32 %accumulator, %n.1 ; line 12
  ret i32 %accumulated ; line 12

if.end:
  ; 14: return fib(n - 1) + fib(n - 2);
  %sub = add i32 %n.1, -1 ; line 14
  %call = call i32 @main.fib(i32 %sub) ; line 14
  %sub.1 = add i32 %n.1, -2 ; line 14
  %accumulate = add i32 %accumulator, %call ; line 14
  br label %entry ; line 14
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
