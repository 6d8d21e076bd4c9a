; An add of an i1 value as if it were an i32.
define i32 @f(i1 %flag) {
entry:
  %a = add i32 %flag, 1
  ret i32 %a
}
