; A conditional branch that decides only dead code becomes an unconditional
; branch; the block it skipped is then unreachable and removed.
define i32 @main() {
entry:
  %c = icmp slt i32 3, 4
  br i1 %c, label %then, label %join

then:
  %waste = mul i32 6, 7
  br label %join

join:
  %w = phi i32 [ %waste, %then ], [ 0, %entry ]
  call void @wend_print_int(i32 1)
  ret i32 0
}

declare void @wend_print_int(i32)
