; A conditional branch whose two targets are one block is a jump; the
; phi there keeps one entry for the one edge left, and the blocks merge.
define i32 @main() {
entry:
  %c = call i1 @flag()
  br i1 %c, label %next, label %next

next:
  %v = phi i32 [ 4, %entry ], [ 4, %entry ]
  call void @wend_print_int(i32 %v)
  ret i32 0
}

define i1 @flag() {
entry:
  ret i1 true
}

declare void @wend_print_int(i32)
