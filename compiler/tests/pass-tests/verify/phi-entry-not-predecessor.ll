; A phi entry for a block that does not branch to the phi's block.
define i32 @f(i1 %c) {
entry:
  br label %join

other:
  br label %exit

join:
  %v = phi i32 [ 1, %entry ], [ 2, %other ]
  br label %exit

exit:
  ret i32 0
}
