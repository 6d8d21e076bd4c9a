; The counter `i` (0, 1, 2, … while i < 23) is divided by 5 and by 3:
; `i % 5` and `i / 5` become phis stepped in the latch (add 1; past 4,
; subtract 5 and carry 1 into the quotient), `i % 3` gets its own counter
; and its own wrap test after the first one. The remainder after the
; loop (i = 23) reads the same counter.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 23
  br i1 %more, label %body, label %exit

body:
  %r5 = srem i32 %i, 5
  %q5 = sdiv i32 %i, 5
  %r3 = srem i32 %i, 3
  call void @wend_print_int(i32 %r5)
  call void @wend_print_int(i32 %q5)
  call void @wend_print_int(i32 %r3)
  br label %latch

latch:
  %i.next = add i32 %i, 1
  br label %loop

exit:
  %last = srem i32 %i, 5
  call void @wend_print_int(i32 %last)
  ret i32 0
}

declare void @wend_print_int(i32)
