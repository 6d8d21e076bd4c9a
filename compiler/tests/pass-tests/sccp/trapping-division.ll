; A division that traps at run time is not folded, even with constant
; operands: by zero, and the most negative value by -1 (x86's idiv faults
; on both). What depends on it stays unknown. A safe division folds.
define i32 @by_zero() {
entry:
  %q = sdiv i32 7, 0
  %s = add i32 %q, 1
  ret i32 %s
}

define i32 @overflow() {
entry:
  %r = srem i32 -2147483648, -1
  ret i32 %r
}

define i32 @safe() {
entry:
  %q = sdiv i32 -2147483648, 2
  %r = srem i32 -2147483648, 3
  %s = add i32 %q, %r
  ret i32 %s
}
