; target: avx2
; On AVX2 an <8 x i32> lives in a ymm register (%y), and the function ends
; with vzeroupper before returning.
define void @scale(ptr %a) {
entry:
  %v = load <8 x i32>, ptr %a, align 4
  %s = add <8 x i32> %v, %v
  store <8 x i32> %s, ptr %a, align 4
  ret void
}
