; A live phi keeps the branch that chooses between its incoming edges.
define i32 @main() {
entry:
  %c = icmp slt i32 3, 4
  br i1 %c, label %then, label %join

then:
  %v = mul i32 6, 7
  br label %join

join:
  %w = phi i32 [ %v, %then ], [ 0, %entry ]
  call void @wend_print_int(i32 %w)
  ret i32 0
}

declare void @wend_print_int(i32)
