; target: avx2
; The same on <8 x i32> in ymm registers (vpblendvb, vpmaxsd, vpminsd).

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define void @dump_i32(ptr %p, i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %head

head:
  %iv = load i32, ptr %i, align 4
  %more = icmp slt i32 %iv, %n
  br i1 %more, label %body, label %done

body:
  %k = load i32, ptr %i, align 4
  %e = getelementptr i32, ptr %p, i32 %k
  %v = load i32, ptr %e, align 4
  call void @wend_print_int(i32 %v)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %next = add i32 %k, 1
  store i32 %next, ptr %i, align 4
  br label %head

done:
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret void
}

define void @dump_i8(ptr %p, i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %head

head:
  %iv = load i32, ptr %i, align 4
  %more = icmp slt i32 %iv, %n
  br i1 %more, label %body, label %done

body:
  %k = load i32, ptr %i, align 4
  %e = getelementptr i8, ptr %p, i32 %k
  %v = load i8, ptr %e, align 1
  %w = sext i8 %v to i32
  call void @wend_print_int(i32 %w)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %next = add i32 %k, 1
  store i32 %next, ptr %i, align 4
  br label %head

done:
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret void
}


define void @main() {
entry:
  %pa = alloca [8 x i32], align 4
  %pb = alloca [8 x i32], align 4
  %pc = alloca [8 x i32], align 4
  %out = alloca [8 x i32], align 4
  %bytes = alloca [8 x i8], align 1
  %qa = alloca [16 x i8], align 1
  %qb = alloca [16 x i8], align 1
  %qout = alloca [16 x i8], align 1
  store <8 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0, i32 5, i32 -5, i32 7, i32 100>, ptr %pa, align 4
  store <8 x i32> <i32 2147483647, i32 -2147483648, i32 0, i32 0, i32 -5, i32 5, i32 7, i32 -100>, ptr %pb, align 4
  store <8 x i32> <i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77, i32 88>, ptr %pc, align 4
  store <16 x i8> <i8 -128, i8 127, i8 -1, i8 0, i8 5, i8 -5, i8 7, i8 100, i8 3, i8 -3, i8 0, i8 1, i8 -100, i8 50, i8 9, i8 -9>, ptr %qa, align 1
  store <16 x i8> <i8 127, i8 -128, i8 0, i8 0, i8 -5, i8 5, i8 7, i8 -100, i8 3, i8 4, i8 -1, i8 1, i8 100, i8 -50, i8 -9, i8 9>, ptr %qb, align 1
  %a1 = load <8 x i32>, ptr %pa, align 4
  %b1 = load <8 x i32>, ptr %pb, align 4
  %c1 = load <8 x i32>, ptr %pc, align 4
  %m1 = icmp sgt <8 x i32> %a1, %b1
  %s1 = select <8 x i1> %m1, <8 x i32> %a1, <8 x i32> %b1
  store <8 x i32> %s1, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a2 = load <8 x i32>, ptr %pa, align 4
  %b2 = load <8 x i32>, ptr %pb, align 4
  %c2 = load <8 x i32>, ptr %pc, align 4
  %m2 = icmp sgt <8 x i32> %a2, %b2
  %s2 = select <8 x i1> %m2, <8 x i32> %b2, <8 x i32> %a2
  store <8 x i32> %s2, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a3 = load <8 x i32>, ptr %pa, align 4
  %b3 = load <8 x i32>, ptr %pb, align 4
  %c3 = load <8 x i32>, ptr %pc, align 4
  %m3 = icmp sge <8 x i32> %a3, %b3
  %s3 = select <8 x i1> %m3, <8 x i32> %a3, <8 x i32> %b3
  store <8 x i32> %s3, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a4 = load <8 x i32>, ptr %pa, align 4
  %b4 = load <8 x i32>, ptr %pb, align 4
  %c4 = load <8 x i32>, ptr %pc, align 4
  %m4 = icmp sge <8 x i32> %a4, %b4
  %s4 = select <8 x i1> %m4, <8 x i32> %b4, <8 x i32> %a4
  store <8 x i32> %s4, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a5 = load <8 x i32>, ptr %pa, align 4
  %b5 = load <8 x i32>, ptr %pb, align 4
  %c5 = load <8 x i32>, ptr %pc, align 4
  %m5 = icmp slt <8 x i32> %a5, %b5
  %s5 = select <8 x i1> %m5, <8 x i32> %a5, <8 x i32> %b5
  store <8 x i32> %s5, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a6 = load <8 x i32>, ptr %pa, align 4
  %b6 = load <8 x i32>, ptr %pb, align 4
  %c6 = load <8 x i32>, ptr %pc, align 4
  %m6 = icmp slt <8 x i32> %a6, %b6
  %s6 = select <8 x i1> %m6, <8 x i32> %b6, <8 x i32> %a6
  store <8 x i32> %s6, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a7 = load <8 x i32>, ptr %pa, align 4
  %b7 = load <8 x i32>, ptr %pb, align 4
  %c7 = load <8 x i32>, ptr %pc, align 4
  %m7 = icmp sle <8 x i32> %a7, %b7
  %s7 = select <8 x i1> %m7, <8 x i32> %a7, <8 x i32> %b7
  store <8 x i32> %s7, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a8 = load <8 x i32>, ptr %pa, align 4
  %b8 = load <8 x i32>, ptr %pb, align 4
  %c8 = load <8 x i32>, ptr %pc, align 4
  %m8 = icmp sle <8 x i32> %a8, %b8
  %s8 = select <8 x i1> %m8, <8 x i32> %b8, <8 x i32> %a8
  store <8 x i32> %s8, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a9 = load <8 x i32>, ptr %pa, align 4
  %b9 = load <8 x i32>, ptr %pb, align 4
  %c9 = load <8 x i32>, ptr %pc, align 4
  %m9 = icmp eq <8 x i32> %a9, %b9
  %s9 = select <8 x i1> %m9, <8 x i32> %a9, <8 x i32> %b9
  store <8 x i32> %s9, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a10 = load <8 x i32>, ptr %pa, align 4
  %b10 = load <8 x i32>, ptr %pb, align 4
  %c10 = load <8 x i32>, ptr %pc, align 4
  %m10 = icmp eq <8 x i32> %a10, %b10
  %s10 = select <8 x i1> %m10, <8 x i32> %b10, <8 x i32> %a10
  store <8 x i32> %s10, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a11 = load <8 x i32>, ptr %pa, align 4
  %b11 = load <8 x i32>, ptr %pb, align 4
  %c11 = load <8 x i32>, ptr %pc, align 4
  %m11 = icmp ne <8 x i32> %a11, %b11
  %s11 = select <8 x i1> %m11, <8 x i32> %a11, <8 x i32> %b11
  store <8 x i32> %s11, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a12 = load <8 x i32>, ptr %pa, align 4
  %b12 = load <8 x i32>, ptr %pb, align 4
  %c12 = load <8 x i32>, ptr %pc, align 4
  %m12 = icmp ne <8 x i32> %a12, %b12
  %s12 = select <8 x i1> %m12, <8 x i32> %b12, <8 x i32> %a12
  store <8 x i32> %s12, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a13 = load <8 x i32>, ptr %pa, align 4
  %b13 = load <8 x i32>, ptr %pb, align 4
  %c13 = load <8 x i32>, ptr %pc, align 4
  %m13 = icmp sgt <8 x i32> %a13, %b13
  %s13 = select <8 x i1> %m13, <8 x i32> %c13, <8 x i32> %a13
  store <8 x i32> %s13, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a14 = load <8 x i32>, ptr %pa, align 4
  %b14 = load <8 x i32>, ptr %pb, align 4
  %c14 = load <8 x i32>, ptr %pc, align 4
  %m14 = icmp slt <8 x i32> %a14, %c14
  %s14 = select <8 x i1> %m14, <8 x i32> <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>, <8 x i32> %b14
  store <8 x i32> %s14, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %a15 = load <8 x i32>, ptr %pa, align 4
  %b15 = load <8 x i32>, ptr %pb, align 4
  %c15 = load <8 x i32>, ptr %pc, align 4
  %m15 = icmp sge <8 x i32> %a15, %b15
  %s15 = select <8 x i1> %m15, <8 x i32> %b15, <8 x i32> %c15
  store <8 x i32> %s15, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %z15 = zext <8 x i1> %m15 to <8 x i8>
  store <8 x i8> %z15, ptr %bytes, align 1
  call void @dump_i8(ptr %bytes, i32 8)
  %a16 = load <8 x i32>, ptr %pa, align 4
  %b16 = load <8 x i32>, ptr %pb, align 4
  %c16 = load <8 x i32>, ptr %pc, align 4
  %m16 = icmp eq <8 x i32> %a16, %b16
  %k16 = icmp slt <8 x i32> %a16, %c16
  %l16 = icmp sgt <8 x i32> %b16, %c16
  %s16 = select <8 x i1> %m16, <8 x i1> %k16, <8 x i1> %l16
  %z16 = zext <8 x i1> %s16 to <8 x i8>
  store <8 x i8> %z16, ptr %bytes, align 1
  call void @dump_i8(ptr %bytes, i32 8)
  %x0 = load <16 x i8>, ptr %qa, align 1
  %y0 = load <16 x i8>, ptr %qb, align 1
  %bm0 = icmp sgt <16 x i8> %x0, %y0
  %bs0 = select <16 x i1> %bm0, <16 x i8> %x0, <16 x i8> %y0
  store <16 x i8> %bs0, ptr %qout, align 1
  call void @dump_i8(ptr %qout, i32 16)
  %x1 = load <16 x i8>, ptr %qa, align 1
  %y1 = load <16 x i8>, ptr %qb, align 1
  %bm1 = icmp sle <16 x i8> %x1, %y1
  %bs1 = select <16 x i1> %bm1, <16 x i8> %x1, <16 x i8> %y1
  store <16 x i8> %bs1, ptr %qout, align 1
  call void @dump_i8(ptr %qout, i32 16)
  %x2 = load <16 x i8>, ptr %qa, align 1
  %y2 = load <16 x i8>, ptr %qb, align 1
  %bm2 = icmp slt <16 x i8> %x2, %y2
  %bs2 = select <16 x i1> %bm2, <16 x i8> %y2, <16 x i8> %x2
  store <16 x i8> %bs2, ptr %qout, align 1
  call void @dump_i8(ptr %qout, i32 16)
  %x3 = load <16 x i8>, ptr %qa, align 1
  %y3 = load <16 x i8>, ptr %qb, align 1
  %bm3 = icmp eq <16 x i8> %x3, %y3
  %bs3 = select <16 x i1> %bm3, <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> %y3
  store <16 x i8> %bs3, ptr %qout, align 1
  call void @dump_i8(ptr %qout, i32 16)
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
