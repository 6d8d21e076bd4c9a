; Vector division by constants that are not powers of two: multiply-high
; with pmuldq on the even lanes and on the odd lanes moved down by pshufd,
; the high dwords merged, then the shift and the sign. 7's multiplier is
; above 2^31 (x is added back); 10's is not; a negative divisor negates
; the quotient, and a remainder subtracts q·|d|.
define void @by_seven(ptr %a, ptr %q) {
entry:
  %v = load <4 x i32>, ptr %a, align 4
  %d = sdiv <4 x i32> %v, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %d, ptr %q, align 4
  ret void
}

define void @by_minus_ten(ptr %a, ptr %q) {
entry:
  %v = load <4 x i32>, ptr %a, align 4
  %d = sdiv <4 x i32> %v, <i32 -10, i32 -10, i32 -10, i32 -10>
  store <4 x i32> %d, ptr %q, align 4
  ret void
}

define void @modulo_three(ptr %a, ptr %q) {
entry:
  %v = load <4 x i32>, ptr %a, align 4
  %d = srem <4 x i32> %v, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %d, ptr %q, align 4
  ret void
}
