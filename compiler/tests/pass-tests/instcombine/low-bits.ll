; Only the bits at and below a mask's highest survive it: adding, or-ing
; or xor-ing a constant with none of those bits, or taking a remainder by
; a larger power of two, does not change them. `(x % 65536 + 65536) &
; 511` is `x & 511`. Not rewritten: a constant with a low bit (`+ 3`), a
; remainder by a power of two at or below the mask (`% 256` then `& 511`)
; or by a non-power of two (`% 1000`).
define i32 @f(i32 %x) {
entry:
  %r = srem i32 %x, 65536
  %s = add i32 %r, 65536
  %m = and i32 %s, 511
  %o = or i32 %x, 1024
  %mo = and i32 %o, 1023
  %p = add i32 %x, 3
  %mp = and i32 %p, 511
  %q = srem i32 %x, 256
  %mq = and i32 %q, 511
  %t = srem i32 %x, 1000
  %mt = and i32 %t, 7
  %a = add i32 %m, %mo
  %b = add i32 %a, %mp
  %c = add i32 %b, %mq
  %d = add i32 %c, %mt
  ret i32 %d
}

define i32 @main() {
entry:
  %a = call i32 @f(i32 -123457)
  call void @wend_print_int(i32 %a)
  %b = call i32 @f(i32 2147483647)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
