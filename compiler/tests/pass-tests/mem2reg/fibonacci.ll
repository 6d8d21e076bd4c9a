; The iterative Fibonacci loop: phis for a, b and i in the loop header only.
; None for c, which the body overwrites before reading it, and none in the
; return block for the variables dead there (pruned SSA).
define i32 @fib(i32 %n) {
entry:
  %n.addr = alloca i32, align 4
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %a, align 4
  store i32 1, ptr %b, align 4
  store i32 0, ptr %c, align 4
  store i32 0, ptr %i, align 4
  br label %loop.cond

loop.cond:
  %i.1 = load i32, ptr %i, align 4
  %n.1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %i.1, %n.1
  br i1 %cmp, label %loop.body, label %loop.end

loop.body:
  %a.1 = load i32, ptr %a, align 4
  %b.1 = load i32, ptr %b, align 4
  %sum = add i32 %a.1, %b.1
  store i32 %sum, ptr %c, align 4
  %b.2 = load i32, ptr %b, align 4
  store i32 %b.2, ptr %a, align 4
  %c.1 = load i32, ptr %c, align 4
  store i32 %c.1, ptr %b, align 4
  %i.2 = load i32, ptr %i, align 4
  %inc = add i32 %i.2, 1
  store i32 %inc, ptr %i, align 4
  br label %loop.cond

loop.end:
  %result = load i32, ptr %a, align 4
  ret i32 %result
}

define i32 @main() {
entry:
  %f10 = call i32 @fib(i32 10)
  call void @wend_print_int(i32 %f10)
  %f46 = call i32 @fib(i32 46)
  call void @wend_print_int(i32 %f46)
  ret i32 0
}

declare void @wend_print_int(i32)
