; A dword compare whose only use is a zext or sext to dword lanes is
; computed by the cast: the compare's lane masks are the sign extension,
; and `psrld 31` makes them 0/1 — no narrowing to bytes and widening back.
; A compare with another use (`%e`, also a select's condition) is narrowed
; to a byte mask as usual.
define void @count(ptr %p, ptr %q) {
entry:
  %x = load <4 x i32>, ptr %p, align 4
  %acc = load <4 x i32>, ptr %q, align 4
  %c = icmp sgt <4 x i32> %x, <i32 100, i32 100, i32 100, i32 100>
  %z = zext <4 x i1> %c to <4 x i32>
  %s = add <4 x i32> %acc, %z
  %d = icmp eq <4 x i32> %x, %acc
  %m = sext <4 x i1> %d to <4 x i32>
  %t = and <4 x i32> %s, %m
  %e = icmp slt <4 x i32> %x, %acc
  %w = zext <4 x i1> %e to <4 x i32>
  %u = select <4 x i1> %e, <4 x i32> %t, <4 x i32> %w
  store <4 x i32> %u, ptr %q, align 4
  ret void
}
