; Self-recursion, mutual recursion, and a nested function reaching its
; parent's variables through pointer parameters.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.2 = private unnamed_addr constant [1 x i8] c",", align 1

define i32 @main.fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %if.then, label %if.else

if.then:
  ret i32 %n

if.else:
  br label %if.end

if.end:
  %n1 = sub i32 %n, 1
  %n2 = sub i32 %n, 2
  %a = call i32 @main.fib(i32 %n1)
  %c = call i32 @main.fib(i32 %n2)
  %s = add i32 %a, %c
  ret i32 %s
}

define i1 @"main.even(int)"(i32 %n) {
entry:
  %is_zero = icmp eq i32 %n, 0
  br i1 %is_zero, label %if.then, label %if.else

if.then:
  ret i1 true

if.else:
  br label %if.end

if.end:
  %n1 = sub i32 %n, 1
  %r = call i1 @"main.odd(int)"(i32 %n1)
  ret i1 %r
}

define i1 @"main.odd(int)"(i32 %n) {
entry:
  %is_zero = icmp eq i32 %n, 0
  br i1 %is_zero, label %if.then, label %if.else

if.then:
  ret i1 false

if.else:
  br label %if.end

if.end:
  %n1 = sub i32 %n, 1
  %r = call i1 @"main.even(int)"(i32 %n1)
  ret i1 %r
}

define void @main.count(ptr %total, i32 %n) {
entry:
  %total.addr = alloca ptr, align 8
  store ptr %total, ptr %total.addr, align 8
  %total.1 = load ptr, ptr %total.addr, align 8
  %t = load i32, ptr %total.1, align 4
  %t.new = add i32 %t, %n
  store i32 %t.new, ptr %total.1, align 4
  %positive = icmp sgt i32 %n, 0
  br i1 %positive, label %if.then, label %if.else

if.then:
  %n1 = sub i32 %n, 1
  %total.2 = load ptr, ptr %total.addr, align 8
  call void @main.count(ptr %total.2, i32 %n1)
  br label %if.end

if.else:
  br label %if.end

if.end:
  ret void
}

define i32 @main.sign(i32 %x) {
entry:
  %negative = icmp slt i32 %x, 0
  br i1 %negative, label %if.then, label %if.else

if.then:
  ret i32 -1

if.else:
  ret i32 1

if.end:
  unreachable
}

define void @main() {
entry:
  %opaque = alloca i32, align 4
  %opaque.1 = alloca i32, align 4
  %opaque.2 = alloca i32, align 4
  %i = alloca i32, align 4
  %i.1 = alloca i32, align 4
  %total = alloca i32, align 4
  store i32 -5, ptr %opaque, align 4
  %opaque.v = load i32, ptr %opaque, align 4
  %s = call i32 @main.sign(i32 %opaque.v)
  call void @wend_print_int(i32 %s)
  store i32 0, ptr %opaque.1, align 4
  %opaque.v.1 = load i32, ptr %opaque.1, align 4
  %s.1 = call i32 @main.sign(i32 %opaque.v.1)
  call void @wend_print_int(i32 %s.1)
  store i32 5, ptr %opaque.2, align 4
  %opaque.v.2 = load i32, ptr %opaque.2, align 4
  %s.2 = call i32 @main.sign(i32 %opaque.v.2)
  call void @wend_print_int(i32 %s.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  store i32 0, ptr %i, align 4
  br label %loop.head

loop.head:
  %iv = load i32, ptr %i, align 4
  %more = icmp slt i32 %iv, 21
  br i1 %more, label %loop.body, label %loop.exit

loop.body:
  %iv.1 = load i32, ptr %i, align 4
  %f = call i32 @main.fib(i32 %iv.1)
  call void @wend_print_int(i32 %f)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %iv.2 = load i32, ptr %i, align 4
  %next = add i32 %iv.2, 1
  store i32 %next, ptr %i, align 4
  br label %loop.head

loop.exit:
  call void @wend_print_str(ptr @.str.0, i64 1)
  store i32 0, ptr %i.1, align 4
  br label %loop.head.1

loop.head.1:
  %iv.3 = load i32, ptr %i.1, align 4
  %more.1 = icmp slt i32 %iv.3, 7
  br i1 %more.1, label %loop.body.1, label %loop.exit.1

loop.body.1:
  %iv.4 = load i32, ptr %i.1, align 4
  %e = call i1 @"main.even(int)"(i32 %iv.4)
  call void @wend_print_bool(i1 %e)
  call void @wend_print_str(ptr @.str.2, i64 1)
  %iv.5 = load i32, ptr %i.1, align 4
  %next.1 = add i32 %iv.5, 1
  store i32 %next.1, ptr %i.1, align 4
  br label %loop.head.1

loop.exit.1:
  call void @wend_print_str(ptr @.str.0, i64 1)
  store i32 0, ptr %total, align 4
  call void @main.count(ptr %total, i32 100)
  %t = load i32, ptr %total, align 4
  call void @wend_print_int(i32 %t)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret void
}

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
