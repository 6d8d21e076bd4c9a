; When the divisor divides the step, the remainder never changes and the
; quotient grows by step / d every trip: `i % 3` becomes the constant
; 9 % 3 = 0, `i % 6` the constant 3, and `i / 3` a phi that adds 2 per trip,
; with no wrap test. `i % 4` (step 6 is not a multiple of 4) still gets
; its counter and wrap test.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 9, %entry ], [ %i.next, %loop.body ]
  %more = icmp slt i32 %i, 80
  br i1 %more, label %loop.body, label %exit

loop.body:
  %r3 = srem i32 %i, 3
  %q3 = sdiv i32 %i, 3
  %r2 = srem i32 %i, 6
  %r4 = srem i32 %i, 4
  call void @wend_print_int(i32 %r3)
  call void @wend_print_int(i32 %q3)
  call void @wend_print_int(i32 %r2)
  call void @wend_print_int(i32 %r4)
  %i.next = add i32 %i, 6
  br label %loop

exit:
  %after = sdiv i32 %i, 3
  call void @wend_print_int(i32 %after)
  ret i32 0
}

declare void @wend_print_int(i32)
