; A branch on a constant takes one edge: the other arm is never executed
; and is deleted, the branch becomes a jump, and the join's phi, which
; now merges one executed edge, is that edge's constant.
define i32 @main() {
entry:
  %c = icmp sgt i32 3, 4
  br i1 %c, label %then, label %else

then:
  call void @wend_print_int(i32 1)
  br label %join

else:
  br label %join

join:
  %v = phi i32 [ 10, %then ], [ 20, %else ]
  %w = mul i32 %v, 2
  call void @wend_print_int(i32 %w)
  ret i32 0
}

declare void @wend_print_int(i32)
