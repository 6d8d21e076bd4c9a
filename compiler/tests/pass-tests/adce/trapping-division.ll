; Division may trap (x86 idiv faults on 0 and on INT_MIN / -1), so an unused
; sdiv/srem stays unless its divisor is a constant other than 0 and -1.
define i32 @divisions(i32 %a, i32 %b) {
entry:
  %by_var = sdiv i32 %a, %b
  %by_seven = sdiv i32 %a, 7
  %by_minus_one = sdiv i32 %a, -1
  %by_zero = srem i32 %a, 0
  %rem_three = srem i32 %a, 3
  %rem_var = srem i32 %a, %b
  ret i32 %a
}
