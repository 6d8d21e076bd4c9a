; `x * 0`, `x & 0` and `x | true` do not depend on x, so they are
; constants even when x varies (a parameter here); the branch on the
; `or` is decided. `x + 0` is not this pass's business (instcombine's).
define i32 @f(i32 %x, i1 %b) {
entry:
  %zero = mul i32 %x, 0
  %none = and i32 0, %x
  %same = add i32 %x, 0
  %yes = or i1 %b, true
  br i1 %yes, label %then, label %else

then:
  %s = add i32 %zero, %none
  %t = add i32 %s, %same
  ret i32 %t

else:
  ret i32 -1
}
