; Integer arithmetic: two-address forms with immediates folded, a multiply
; by a constant as an lea or imul, division by a power of two as shifts
; with a bias for negative dividends, by another constant as a multiply by
; its magic reciprocal, and a variable division through idiv.
define i32 @arith(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, 7
  %t = sub i32 %s, %b
  %m = mul i32 %t, 5
  %q = sdiv i32 %m, 8
  %r = srem i32 %q, 10
  %d = sdiv i32 %r, %b
  %x = xor i32 %d, -1
  %y = mul i32 %x, 8
  %z = and i32 %y, 255
  ret i32 %z
}
