; target: avx2
; The same on AVX2: vpmaxsd/vpminsd, and blends with vpblendvb; eight
; dword lanes in ymm registers (32 byte lanes in the byte case).
define void @max_sgt(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp sgt <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %x, <8 x i32> %y
  store <8 x i32> %m, ptr %out, align 4
  ret void
}

define void @min_sge_swapped(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp sge <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %y, <8 x i32> %x
  store <8 x i32> %m, ptr %out, align 4
  ret void
}

define void @min_slt(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp slt <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %x, <8 x i32> %y
  store <8 x i32> %m, ptr %out, align 4
  ret void
}

define void @max_sle_swapped(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp sle <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %y, <8 x i32> %x
  store <8 x i32> %m, ptr %out, align 4
  ret void
}

define void @blend_fused(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp eq <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, <8 x i32> %x
  store <8 x i32> %m, ptr %out, align 4
  ret void
}

define void @blend_shared_condition(ptr %a, ptr %b, ptr %out, ptr %flags) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp sgt <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %y, <8 x i32> zeroinitializer
  store <8 x i32> %m, ptr %out, align 4
  %z = zext <8 x i1> %c to <8 x i8>
  store <8 x i8> %z, ptr %flags, align 1
  ret void
}

define void @bytes(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <32 x i8>, ptr %a, align 1
  %y = load <32 x i8>, ptr %b, align 1
  %c = icmp sgt <32 x i8> %x, %y
  %m = select <32 x i1> %c, <32 x i8> %x, <32 x i8> %y
  store <32 x i8> %m, ptr %out, align 1
  ret void
}

define void @bools(ptr %a, ptr %b, ptr %out) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp ne <8 x i32> %x, %y
  %p = icmp slt <8 x i32> %x, zeroinitializer
  %q = icmp sgt <8 x i32> %y, zeroinitializer
  %m = select <8 x i1> %c, <8 x i1> %p, <8 x i1> %q
  %z = zext <8 x i1> %m to <8 x i8>
  store <8 x i8> %z, ptr %out, align 1
  ret void
}

define void @min_max_shared_condition(ptr %a, ptr %b, ptr %out, ptr %flags) {
entry:
  %x = load <8 x i32>, ptr %a, align 4
  %y = load <8 x i32>, ptr %b, align 4
  %c = icmp slt <8 x i32> %x, %y
  %m = select <8 x i1> %c, <8 x i32> %y, <8 x i32> %x
  store <8 x i32> %m, ptr %out, align 4
  %z = zext <8 x i1> %c to <8 x i8>
  store <8 x i8> %z, ptr %flags, align 1
  ret void
}
