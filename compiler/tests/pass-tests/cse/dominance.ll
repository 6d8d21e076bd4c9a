; A value is reused only where its block dominates: `%k * 3` computed in
; the entry serves both arms of the `if` and the join, but `%k + 1`
; computed in one arm is computed again in the other arm and in the join,
; which neither arm dominates. A remainder that may trap (variable
; divisor) merges into an identical one that dominates it.
define void @f(i32 %k, i32 %n) {
entry:
  %t = mul i32 %k, 3
  %r = srem i32 %k, %n
  %big = icmp sgt i32 %k, 10
  br i1 %big, label %then, label %else

then:
  %t.then = mul i32 %k, 3
  %u.then = add i32 %k, 1
  %v.then = add i32 %t.then, %u.then
  call void @wend_print_int(i32 %v.then)
  br label %join

else:
  %u.else = add i32 %k, 1
  %r.else = srem i32 %k, %n
  %v.else = sub i32 %u.else, %r.else
  call void @wend_print_int(i32 %v.else)
  br label %join

join:
  %t.join = mul i32 3, %k
  %u.join = add i32 %k, 1
  %w = add i32 %t.join, %u.join
  call void @wend_print_int(i32 %w)
  call void @wend_print_int(i32 %r)
  ret void
}

define i32 @main() {
entry:
  call void @f(i32 4, i32 3)
  call void @f(i32 17, i32 5)
  ret i32 0
}

declare void @wend_print_int(i32)
