; A value defined on one arm of an `if` used after the join.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join

then:
  %v = add i32 1, 2
  br label %join

join:
  ret i32 %v
}
