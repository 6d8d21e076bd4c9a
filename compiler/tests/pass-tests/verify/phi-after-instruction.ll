; Phis must come first in their block.
define i32 @f(i32 %x) {
entry:
  br label %join

join:
  %a = add i32 %x, 1
  %v = phi i32 [ %x, %entry ]
  ret i32 %v
}
