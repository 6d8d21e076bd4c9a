; LLVM also accepts one i1 for a whole vector select; wendc's IR does not
; (the backend blends lane by lane and nothing forms that shape).
define void @f(ptr %p, i1 %c) {
entry:
  %v = load <4 x i32>, ptr %p, align 4
  %s = select i1 %c, <4 x i32> %v, <4 x i32> zeroinitializer
  store <4 x i32> %s, ptr %p, align 4
  ret void
}
