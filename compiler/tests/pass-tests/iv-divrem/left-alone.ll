; Loops the pass must not touch, each for one reason:
; - @negative_start: i starts below zero, where srem and a counter differ;
; - @big_step_open_bound: step 2 against a bound that is not a constant,
;   so i + 2 might overflow past i32::MAX;
; - @guard_on_other_value: the exit test does not bound the counter;
; - @bad_divisors: divisors -3 and 1 (and a variable one);
; - @not_a_counter_phi: the dividend is the next value, not the phi.
define void @negative_start() {
entry:
  br label %loop

loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 5
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 1
  br label %loop

exit:
  ret void
}

define void @big_step_open_bound(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 2
  br label %loop

exit:
  ret void
}

define void @guard_on_other_value(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %more = icmp slt i32 %k, %n
  br i1 %more, label %latch, label %exit

latch:
  %r = srem i32 %i, 3
  call void @wend_print_int(i32 %r)
  %i.next = add i32 %i, 1
  %k.next = add i32 %k, 1
  br label %loop

exit:
  ret void
}

define void @bad_divisors(i32 %d) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 7
  br i1 %more, label %latch, label %exit

latch:
  %a = srem i32 %i, -3
  %b = sdiv i32 %i, 1
  %c = srem i32 %i, %d
  call void @wend_print_int(i32 %a)
  call void @wend_print_int(i32 %b)
  call void @wend_print_int(i32 %c)
  %i.next = add i32 %i, 1
  br label %loop

exit:
  ret void
}

define void @not_a_counter_phi() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, 7
  br i1 %more, label %latch, label %exit

latch:
  %i.next = add i32 %i, 1
  %r = srem i32 %i.next, 3
  call void @wend_print_int(i32 %r)
  br label %loop

exit:
  ret void
}

define i32 @main() {
entry:
  call void @negative_start()
  call void @big_step_open_bound(i32 7)
  call void @guard_on_other_value(i32 5)
  call void @bad_divisors(i32 4)
  call void @not_a_counter_phi()
  ret i32 0
}

declare void @wend_print_int(i32)
