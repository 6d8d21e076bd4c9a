; A vector select chooses lane by lane: its condition must be an <N x i1>
; with as many lanes as the arms (here 8 conditions for 4 lanes).
define void @f(ptr %p, <8 x i1> %c) {
entry:
  %v = load <4 x i32>, ptr %p, align 4
  %s = select <8 x i1> %c, <4 x i32> %v, <4 x i32> zeroinitializer
  store <4 x i32> %s, ptr %p, align 4
  ret void
}
