; Factorial: `ret n * fact(n - 1)` (the call on the right of the operator)
; with an accumulator starting at 1. Multiplication wraps at 32 bits,
; so regrouping the product is exact: 13! overflows identically.
define i32 @fact(i32 %n) {
entry:
  %done = icmp sle i32 %n, 1
  br i1 %done, label %one, label %rec

one:
  ret i32 1

rec:
  %m = sub i32 %n, 1
  %f = call i32 @fact(i32 %m)
  %p = mul i32 %n, %f
  ret i32 %p
}

define i32 @main() {
entry:
  %a = call i32 @fact(i32 10)
  call void @wend_print_int(i32 %a)
  %b = call i32 @fact(i32 13)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
