; The entry block may not be a branch target.
define void @f() {
entry:
  br label %loop

loop:
  br label %entry
}
