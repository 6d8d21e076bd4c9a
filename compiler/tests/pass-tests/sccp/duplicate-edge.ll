; Both edges of a decided branch go to the same block: the jump that
; replaces it is one edge, so the phi keeps one entry for it.
define i32 @main() {
entry:
  %c = icmp eq i32 1, 1
  br i1 %c, label %join, label %join

join:
  %v = phi i32 [ 5, %entry ], [ 5, %entry ]
  call void @wend_print_int(i32 %v)
  ret i32 0
}

declare void @wend_print_int(i32)
