; A loop counter varies (0 on entry, more around the back edge), so it is
; not folded, but a compare of a constant in the loop is, and the branch
; on it is decided inside the loop.
define i32 @count(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %k = phi i32 [ 3, %entry ], [ %k2, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %k2 = add i32 %k, 0
  %big = icmp sgt i32 %k2, 100
  %i.next = add i32 %i, 1
  br i1 %big, label %exit, label %loop

exit:
  %res = phi i32 [ %i, %loop ], [ -1, %body ]
  ret i32 %res
}
