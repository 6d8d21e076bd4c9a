; Division–remainder pairs: `%k % 9` after `%k / 9` becomes
; `%k - (%k / 9) * 9`, in the same block and in a block the division
; dominates. A remainder before its division, a remainder by a different
; divisor, a remainder whose division is in the other arm (not dominating)
; and a remainder by -1 (which may trap) stay remainders.
define void @f(i32 %k, i32 %n) {
entry:
  %q = sdiv i32 %k, 9
  %r = srem i32 %k, 9
  %s = add i32 %q, %r
  call void @wend_print_int(i32 %s)
  %r7 = srem i32 %k, 7
  %q7 = sdiv i32 %k, 7
  %other = srem i32 %k, 10
  %big = icmp sgt i32 %k, 10
  br i1 %big, label %then, label %else

then:
  %r.then = srem i32 %k, 9
  %q5 = sdiv i32 %k, 5
  %m1 = sdiv i32 %k, -1
  %r.m1 = srem i32 %k, -1
  %t = add i32 %r.then, %q5
  %t.1 = add i32 %t, %m1
  %t.2 = add i32 %t.1, %r.m1
  call void @wend_print_int(i32 %t.2)
  br label %join

else:
  %r5 = srem i32 %k, 5
  call void @wend_print_int(i32 %r5)
  br label %join

join:
  %u = add i32 %r7, %q7
  %u.1 = add i32 %u, %other
  call void @wend_print_int(i32 %u.1)
  ret void
}

define i32 @main() {
entry:
  call void @f(i32 4, i32 3)
  call void @f(i32 17, i32 5)
  call void @f(i32 -23, i32 5)
  call void @f(i32 2147483647, i32 5)
  ret i32 0
}

declare void @wend_print_int(i32)
