; An operation on a value and itself: `x - x` and `x ^ x` are 0, `x & x`
; and `x | x` are x; a compare of a value with itself is decided by the
; predicate alone.
define void @show(i32 %x) {
entry:
  %s = sub i32 %x, %x
  %q = xor i32 %x, %x
  %a = and i32 %x, %x
  %o = or i32 %x, %x
  %eq = icmp eq i32 %x, %x
  %lt = icmp slt i32 %x, %x
  %ge = icmp sge i32 %x, %x
  call void @wend_print_int(i32 %s)
  call void @wend_print_int(i32 %q)
  call void @wend_print_int(i32 %a)
  call void @wend_print_int(i32 %o)
  call void @wend_print_bool(i1 %eq)
  call void @wend_print_bool(i1 %lt)
  call void @wend_print_bool(i1 %ge)
  ret void
}

define i32 @main() {
entry:
  call void @show(i32 -2147483648)
  call void @show(i32 9)
  ret i32 0
}

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
