; Identities and absorbing elements: each of these is `%x` or a constant,
; whatever `%x` is. `%x % 1` is 0 and `%x / 1` is `%x` (neither traps);
; `%x / -1` may trap (INT_MIN) and stays. Every result is printed, so
; lli checks the values before and after.
define void @show(i32 %x, i1 %b) {
entry:
  %a1 = add i32 %x, 0
  %a2 = sub i32 %x, 0
  %a3 = mul i32 %x, 1
  %a4 = sdiv i32 %x, 1
  %a5 = or i32 %x, 0
  %a6 = xor i32 %x, 0
  %a7 = and i32 %x, -1
  %z1 = mul i32 %x, 0
  %z2 = and i32 %x, 0
  %z3 = or i32 %x, -1
  %z4 = srem i32 %x, 1
  %k = sdiv i32 %x, -1
  %b1 = and i1 %b, true
  %b2 = or i1 %b, true
  call void @wend_print_int(i32 %a1)
  call void @wend_print_int(i32 %a2)
  call void @wend_print_int(i32 %a3)
  call void @wend_print_int(i32 %a4)
  call void @wend_print_int(i32 %a5)
  call void @wend_print_int(i32 %a6)
  call void @wend_print_int(i32 %a7)
  call void @wend_print_int(i32 %z1)
  call void @wend_print_int(i32 %z2)
  call void @wend_print_int(i32 %z3)
  call void @wend_print_int(i32 %z4)
  call void @wend_print_int(i32 %k)
  call void @wend_print_bool(i1 %b1)
  call void @wend_print_bool(i1 %b2)
  ret void
}

define i32 @main() {
entry:
  call void @show(i32 -7, i1 false)
  call void @show(i32 12345, i1 true)
  ret i32 0
}

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
