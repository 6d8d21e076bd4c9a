; The inliner also works on SSA form: the call is in a loop block that is
; its own predecessor, so after the split the phi at the top of `loop`
; must name the continuation block (where the back edge now starts).
define i32 @inc(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = call i32 @inc(i32 %i)
  call void @wend_print_int(i32 %next)
  %more = icmp slt i32 %next, 3
  br i1 %more, label %loop, label %end

end:
  ret i32 0
}

declare void @wend_print_int(i32)
