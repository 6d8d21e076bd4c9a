; The swap `a, b = b, a` in a loop: phis read their operands in parallel, so
; demoting them to slots stored at the end of the predecessor and loaded at
; the top of the block must keep the swap (prints 1 2, 2 1, 1 2).
define i32 @main() {
entry:
  br label %loop

loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @wend_print_int(i32 %a)
  call void @wend_print_int(i32 %b)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, 3
  br i1 %more, label %loop, label %exit

exit:
  ret i32 0
}

declare void @wend_print_int(i32)
