; `(x % 65536 + 65536) % 65536` is never negative (the inner remainder
; is above -65536), so the outer remainder is a mask; then `% 512` of
; a value in [0, 65535] is a mask too; and `% 100000` of it is the value
; itself, `/ 70000` of it is 0. x itself may be anything: the inner
; remainder stays.
define i32 @wrap(i32 %x) {
entry:
  %r = srem i32 %x, 65536
  %s = add i32 %r, 65536
  %t = srem i32 %s, 65536
  %u = srem i32 %t, 512
  %v = srem i32 %t, 100000
  %w = sdiv i32 %t, 70000
  %a = add i32 %u, %v
  %b = add i32 %a, %w
  ret i32 %b
}

define i32 @main() {
entry:
  %a = call i32 @wrap(i32 -1000001)
  call void @wend_print_int(i32 %a)
  %b = call i32 @wrap(i32 2147483647)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
