; ModuleID = 'recursion.wend'
source_filename = "recursion.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  br label %gcd.entry

gcd.entry:
  %cmp = icmp eq i32 462, 0
  br i1 %cmp, label %gcd.if.then, label %gcd.if.end

gcd.if.then:
  br label %gcd.cont

gcd.if.end:
  %rem = srem i32 1071, 462
  %call = call i32 @main.gcd(i32 462, i32 %rem)
  br label %gcd.cont

gcd.cont:
  %call.1 = phi i32 [ 1071, %gcd.if.then ], [ %call, %gcd.if.end ]
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %fib.entry

fib.entry:
  %cmp.1 = icmp slt i32 10, 2
  br i1 %cmp.1, label %fib.if.then, label %fib.if.end

fib.if.then:
  br label %fib.cont

fib.if.end:
  %sub = sub i32 10, 1
  %call.2 = call i32 @main.fib(i32 %sub)
  %sub.1 = sub i32 10, 2
  %call.3 = call i32 @main.fib(i32 %sub.1)
  %add = add i32 %call.2, %call.3
  br label %fib.cont

fib.cont:
  %call.4 = phi i32 [ 10, %fib.if.then ], [ %add, %fib.if.end ]
  call void @wend_print_int(i32 %call.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.gcd(i32 %a, i32 %b) {
entry:
  %cmp = icmp eq i32 %b, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:
  ret i32 %a

if.end:
  %rem = srem i32 %a, %b
  %call = call i32 @main.gcd(i32 %b, i32 %rem)
  ret i32 %call
}

define i32 @main.fib(i32 %n) {
entry:
  %cmp = icmp slt i32 %n, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:
  ret i32 %n

if.end:
  %sub = sub i32 %n, 1
  %call = call i32 @main.fib(i32 %sub)
  %sub.1 = sub i32 %n, 2
  %call.1 = call i32 @main.fib(i32 %sub.1)
  %add = add i32 %call, %call.1
  ret i32 %add
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
