; Constant operands fold with the IR's semantics: `add`, `sub` and `mul`
; wrap at 32 bits, `sdiv` truncates towards zero, `srem` takes the sign of
; the dividend, casts extend by their kind, compares are signed. Each
; folded value reaches the calls as a constant and its instruction goes.
define i32 @main() {
entry:
  %wrap = add i32 2147483647, 1
  %neg = sub i32 %wrap, 1
  %square = mul i32 65536, 65536
  %q = sdiv i32 -7, 2
  %r = srem i32 -7, 2
  %r2 = srem i32 7, -2
  %lt = icmp slt i32 %wrap, 0
  %wide = zext i1 %lt to i32
  %minus = sext i1 %lt to i32
  %low = trunc i32 511 to i8
  %back = sext i8 %low to i32
  %bits = xor i32 %minus, 12
  call void @wend_print_int(i32 %wrap)
  call void @wend_print_int(i32 %neg)
  call void @wend_print_int(i32 %square)
  call void @wend_print_int(i32 %q)
  call void @wend_print_int(i32 %r)
  call void @wend_print_int(i32 %r2)
  call void @wend_print_int(i32 %wide)
  call void @wend_print_int(i32 %minus)
  call void @wend_print_int(i32 %back)
  call void @wend_print_int(i32 %bits)
  ret i32 0
}

declare void @wend_print_int(i32)
