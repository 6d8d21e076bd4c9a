; target: avx2
; The same on eight lanes in ymm registers.
define void @by_seven(ptr %a, ptr %q) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %d = sdiv <8 x i32> %v, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  store <8 x i32> %d, ptr %q, align 4
  ret void
}

define void @by_minus_ten(ptr %a, ptr %q) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %d = sdiv <8 x i32> %v, <i32 -10, i32 -10, i32 -10, i32 -10, i32 -10, i32 -10, i32 -10, i32 -10>
  store <8 x i32> %d, ptr %q, align 4
  ret void
}

define void @modulo_three(ptr %a, ptr %q) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %d = srem <8 x i32> %v, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %d, ptr %q, align 4
  ret void
}
