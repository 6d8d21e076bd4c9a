; Counters that start above zero and step by more than one.
; - In @main's first loop `i` starts at 4 and steps by 3 while i <= 40 (a
;   constant bound, so i + 3 cannot overflow): `i % 7` and `i / 7` become
;   counters. `j` of the same loop is left alone: the exit test does not
;   bound it, so j + 10 might overflow.
; - In the second loop `k` starts at 9 and steps by 10 while k < 100,
;   more than its divisor 4: each trip adds 10 % 4 = 2 to the remainder
;   and 10 / 4 = 2 to the quotient, plus the carry when the remainder
;   wraps.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 4, %entry ], [ %i.next, %loop.end ]
  %j = phi i32 [ 9, %entry ], [ %j.next, %loop.end ]
  %more = icmp sle i32 %i, 40
  br i1 %more, label %body, label %second

body:
  %r = srem i32 %i, 7
  %q = sdiv i32 %i, 7
  %jr = srem i32 %j, 4
  %sum = add i32 %r, %q
  call void @wend_print_int(i32 %sum)
  call void @wend_print_int(i32 %jr)
  br label %loop.end

loop.end:
  %i.next = add i32 %i, 3
  %j.next = add i32 10, %j
  br label %loop

second:
  %k = phi i32 [ 9, %loop ], [ %k.next, %second.body ]
  %more.k = icmp slt i32 %k, 100
  br i1 %more.k, label %second.body, label %exit

second.body:
  %kr = srem i32 %k, 4
  %kq = sdiv i32 %k, 4
  call void @wend_print_int(i32 %kr)
  call void @wend_print_int(i32 %kq)
  %k.next = add i32 10, %k
  br label %second

exit:
  ret i32 0
}

declare void @wend_print_int(i32)
