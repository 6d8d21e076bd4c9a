; All accesses in one block, but the load comes before the store and the
; block is a loop: the value comes around the back edge, so the single-block
; fast path must not apply; the general path puts a phi in the block.
define i32 @count(i32 %limit) {
entry:
  %x = alloca i32, align 4
  br label %loop

loop:
  %v = load i32, ptr %x, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %x, align 4
  %more = icmp slt i32 %v1, %limit
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %limit
}
