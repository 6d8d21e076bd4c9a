; A conditional branch on an i32.
define void @f(i32 %x) {
entry:
  br i32 %x, label %a, label %b

a:
  ret void

b:
  ret void
}
