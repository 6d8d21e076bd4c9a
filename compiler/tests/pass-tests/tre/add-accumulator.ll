; `ret fib(n - 1) + fib(n - 2)`: the second call is a tail call through
; `add`. An accumulator phi starts at 0 and gains fib(n - 1) per trip;
; the base case returns accumulator + n. One call per level remains.
define i32 @fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i32 %n

rec:
  %a = sub i32 %n, 1
  %fa = call i32 @fib(i32 %a)
  %b = sub i32 %n, 2
  %fb = call i32 @fib(i32 %b)
  %sum = add i32 %fa, %fb
  ret i32 %sum
}

define i32 @main() {
entry:
  %f = call i32 @fib(i32 20)
  call void @wend_print_int(i32 %f)
  ret i32 0
}

declare void @wend_print_int(i32)
