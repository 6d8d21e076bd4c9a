; A function returning i32 returns a bool.
define i32 @f() {
entry:
  ret i1 true
}
