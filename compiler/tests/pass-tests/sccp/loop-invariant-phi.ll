; The optimistic case that folding in program order misses: %i enters the
; loop as 1, and the only code that would change it runs when %i != 1.
; Assuming the back edge carries 1 until shown otherwise proves it does:
; %i is 1, the `set` block is never executed, and the loop counts on.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %latch ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %latch ]
  %more = icmp slt i32 %n, 10
  br i1 %more, label %body, label %exit

body:
  %changed = icmp ne i32 %i, 1
  br i1 %changed, label %set, label %latch

set:
  br label %latch

latch:
  %i.next = phi i32 [ %i, %body ], [ 2, %set ]
  %n.next = add i32 %n, 1
  br label %loop

exit:
  call void @wend_print_int(i32 %i)
  call void @wend_print_int(i32 %n)
  ret i32 0
}

declare void @wend_print_int(i32)
