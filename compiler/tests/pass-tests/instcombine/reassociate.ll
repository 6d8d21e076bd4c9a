; Constants move right (`3 + x` is `x + 3`), a subtracted constant is
; added negated, chains of constants on one operator combine (wrapping:
; `(x * 65536) * 65536` is `x * 0`, then 0), and `x * -1` is `0 - x`.
; Constants only: `a + b` needs no rule.
define void @show(i32 %x, i32 %y) {
entry:
  %a = add i32 3, %x
  %b = add i32 %a, 4
  %c = sub i32 %b, 10
  %d = mul i32 %x, 65536
  %e = mul i32 %d, 65536
  %f = xor i32 %x, 5
  %g = xor i32 %f, 5
  %h = mul i32 %y, -1
  %i = and i32 12, %x
  %j = and i32 %i, 10
  %k = add i32 %x, %y
  call void @wend_print_int(i32 %c)
  call void @wend_print_int(i32 %e)
  call void @wend_print_int(i32 %g)
  call void @wend_print_int(i32 %h)
  call void @wend_print_int(i32 %j)
  call void @wend_print_int(i32 %k)
  ret void
}

define i32 @main() {
entry:
  call void @show(i32 2147483647, i32 -2147483648)
  call void @show(i32 -5, i32 77)
  ret i32 0
}

declare void @wend_print_int(i32)
