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
  br label %gcd.entry

gcd.entry:
  store i32 1071, ptr %a.addr, align 4
  store i32 462, ptr %b.addr, align 4
  %b = load i32, ptr %b.addr, align 4
  %cmp = icmp eq i32 %b, 0
  br i1 %cmp, label %gcd.if.then, label %gcd.if.end

gcd.if.then:
  %a = load i32, ptr %a.addr, align 4
  br label %gcd.cont

gcd.if.end:
  %b.1 = load i32, ptr %b.addr, align 4
  %a.1 = load i32, ptr %a.addr, align 4
  %b.2 = load i32, ptr %b.addr, align 4
  %rem = srem i32 %a.1, %b.2
  %call = call i32 @main.gcd(i32 %b.1, i32 %rem)
  br label %gcd.cont

gcd.cont:
  %call.1 = phi i32 [ %a, %gcd.if.then ], [ %call, %gcd.if.end ]
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  br label %fib.entry

fib.entry:
  store i32 10, ptr %n.addr, align 4
  %n = load i32, ptr %n.addr, align 4
  %cmp.1 = icmp slt i32 %n, 2
  br i1 %cmp.1, label %fib.if.then, label %fib.if.end

fib.if.then:
  %n.1 = load i32, ptr %n.addr, align 4
  br label %fib.cont

fib.if.end:
  %n.2 = load i32, ptr %n.addr, align 4
  %sub = sub i32 %n.2, 1
  %call.2 = call i32 @main.fib(i32 %sub)
  %n.3 = load i32, ptr %n.addr, align 4
  %sub.1 = sub i32 %n.3, 2
  %call.3 = call i32 @main.fib(i32 %sub.1)
  %add = add i32 %call.2, %call.3
  br label %fib.cont

fib.cont:
  %call.4 = phi i32 [ %n.1, %fib.if.then ], [ %add, %fib.if.end ]
  call void @wend_print_int(i32 %call.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.gcd(i32 %a, i32 %b) {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
  store i32 %b, ptr %b.addr, align 4
  %b.1 = load i32, ptr %b.addr, align 4
  %cmp = icmp eq i32 %b.1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:
  %a.1 = load i32, ptr %a.addr, align 4
  ret i32 %a.1

if.end:
  %b.2 = load i32, ptr %b.addr, align 4
  %a.2 = load i32, ptr %a.addr, align 4
  %b.3 = load i32, ptr %b.addr, align 4
  %rem = srem i32 %a.2, %b.3
  %call = call i32 @main.gcd(i32 %b.2, i32 %rem)
  ret i32 %call
}

define i32 @main.fib(i32 %n) {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %n.1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %n.1, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:
  %n.2 = load i32, ptr %n.addr, align 4
  ret i32 %n.2

if.end:
  %n.3 = load i32, ptr %n.addr, align 4
  %sub = sub i32 %n.3, 1
  %call = call i32 @main.fib(i32 %sub)
  %n.4 = load i32, ptr %n.addr, align 4
  %sub.1 = sub i32 %n.4, 2
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
