; Under `n >= 0`: `n < -5` is false, `n % 8` is `n & 7` and `n % -16` is
; `n & 15` (the divisor's sign does not matter). `n + 128` may wrap (n
; near INT_MAX), so `(n + 128) < 100` stays. Under `n < 0` the remainder
; keeps its sign fix-up, and `n / 4096` stays (n may be far below -4095).
define i32 @f(i32 %n) {
entry:
  %nonneg = icmp sge i32 %n, 0
  br i1 %nonneg, label %pos, label %neg

pos:
  %low = icmp slt i32 %n, -5
  %lowi = zext i1 %low to i32
  %m = srem i32 %n, 8
  %m2 = srem i32 %n, -16
  %up = add i32 %n, 128
  %small = icmp slt i32 %up, 100
  %smalli = zext i1 %small to i32
  %a = add i32 %lowi, %m
  %b = add i32 %a, %m2
  %c = add i32 %b, %smalli
  ret i32 %c

neg:
  %r = srem i32 %n, 8
  %q = sdiv i32 %n, 4096
  %s = add i32 %r, %q
  ret i32 %s
}

define i32 @main() {
entry:
  %a = call i32 @f(i32 29)
  call void @wend_print_int(i32 %a)
  %b = call i32 @f(i32 -29)
  call void @wend_print_int(i32 %b)
  %c = call i32 @f(i32 -2147483648)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
