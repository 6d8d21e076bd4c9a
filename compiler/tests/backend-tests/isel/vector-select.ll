; Vector select on the SSE target: a compare feeding only a select of its
; own operands is pmaxsd/pminsd (every predicate, both arm orders), a
; compare feeding only a select of other values is a blend with the dword
; masks themselves (pand/pandn/por, no packssdw/packsswb), a condition
; with another use is narrowed once and widened with pmovsxbd (a min/max
; of the compared values is pmaxsd all the same), and byte
; lanes use pmaxsb and the byte masks as they are.
define void @max_sgt(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp sgt <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %x, <4 x i32> %y
  store <4 x i32> %m, ptr %out, align 4
  ret void
}

define void @min_sge_swapped(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp sge <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %y, <4 x i32> %x
  store <4 x i32> %m, ptr %out, align 4
  ret void
}

define void @min_slt(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp slt <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %x, <4 x i32> %y
  store <4 x i32> %m, ptr %out, align 4
  ret void
}

define void @max_sle_swapped(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp sle <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %y, <4 x i32> %x
  store <4 x i32> %m, ptr %out, align 4
  ret void
}

define void @blend_fused(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp eq <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> %x
  store <4 x i32> %m, ptr %out, align 4
  ret void
}

define void @blend_shared_condition(ptr %a, ptr %b, ptr %out, ptr %flags) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp sgt <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %y, <4 x i32> zeroinitializer
  store <4 x i32> %m, ptr %out, align 4
  %z = zext <4 x i1> %c to <4 x i8>
  store <4 x i8> %z, ptr %flags, align 1
  ret void
}

define void @bytes(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <16 x i8>, ptr %a, align 1
  %y = load <16 x i8>, ptr %b, align 1
  %c = icmp sgt <16 x i8> %x, %y
  %m = select <16 x i1> %c, <16 x i8> %x, <16 x i8> %y
  store <16 x i8> %m, ptr %out, align 1
  ret void
}

define void @bools(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp ne <4 x i32> %x, %y
  %p = icmp slt <4 x i32> %x, zeroinitializer
  %q = icmp sgt <4 x i32> %y, zeroinitializer
  %m = select <4 x i1> %c, <4 x i1> %p, <4 x i1> %q
  %z = zext <4 x i1> %m to <4 x i8>
  store <4 x i8> %z, ptr %out, align 1
  ret void
}

define void @min_max_shared_condition(ptr %a, ptr %b, ptr %out, ptr %flags) {
entry:
  %x = load <4 x i32>, ptr %a, align 4
  %y = load <4 x i32>, ptr %b, align 4
  %c = icmp slt <4 x i32> %x, %y
  %m = select <4 x i1> %c, <4 x i32> %y, <4 x i32> %x
  store <4 x i32> %m, ptr %out, align 4
  %z = zext <4 x i1> %c to <4 x i8>
  store <4 x i8> %z, ptr %flags, align 1
  ret void
}
