; Signed division and remainder of i32 lanes by one power of two (what slp
; packs): the sign bit spread (psrad 31), shifted down to a bias of
; 2^k - 1 for negative lanes (psrld 32-k), added, and shifted (psrad k),
; so the quotient rounds toward zero as sdiv does; the remainder subtracts
; the quotient shifted back (pslld k).
define void @divide(ptr %a, ptr %q, ptr %r) {
entry:
  %v = load <4 x i32>, ptr %a, align 4
  %d = sdiv <4 x i32> %v, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %d, ptr %q, align 4
  %m = srem <4 x i32> %v, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %m, ptr %r, align 4
  ret void
}
