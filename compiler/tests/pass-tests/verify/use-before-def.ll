; A use that its definition does not dominate (same block, earlier).
define i32 @f() {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}
