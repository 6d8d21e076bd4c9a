; `steps(n) = n <= 0 ? 0 : 1 + 2 * steps(n - 1)`: the self-call's result
; is used, so tre leaves it. Three levels of copies replace it (the
; function has 8 instructions: far within the budget); the third copy
; still calls @steps. The copies' blocks are merged and the parameter
; arithmetic meets the caller's (instcombine: `(n - 1) - 1` is `n - 2`).
define i32 @steps(i32 %n) {
entry:
  %done = icmp sle i32 %n, 0
  br i1 %done, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @steps(i32 %m)
  %twice = mul i32 %r, 2
  %one_more = add i32 %twice, 1
  ret i32 %one_more
}

define i32 @main() {
entry:
  %a = call i32 @steps(i32 10)
  call void @wend_print_int(i32 %a)
  %b = call i32 @steps(i32 2)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
