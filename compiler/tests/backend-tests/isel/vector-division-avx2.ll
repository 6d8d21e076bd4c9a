; target: avx2
; The same on eight lanes in a ymm register.
define void @divide(ptr %a, ptr %q) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %d = sdiv <8 x i32> %v, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  store <8 x i32> %d, ptr %q, align 4
  ret void
}
