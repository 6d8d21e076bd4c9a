; A block that falls off its end.
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
}
