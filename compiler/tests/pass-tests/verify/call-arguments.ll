; A call whose arguments do not match the callee's parameters.
define i32 @callee(i32 %a, i1 %b) {
entry:
  ret i32 %a
}

define i32 @f() {
entry:
  %r = call i32 @callee(i32 1, i32 2)
  ret i32 %r
}
