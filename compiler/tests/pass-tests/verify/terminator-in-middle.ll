; A terminator followed by more instructions.
define i32 @f(i32 %x) {
entry:
  br label %next
  %a = add i32 %x, 1

next:
  ret i32 %x
}
