; A phi without an entry for one of its block's predecessors.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %v = phi i32 [ 1, %then ]
  ret i32 %v
}
