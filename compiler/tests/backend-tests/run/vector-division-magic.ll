; Vector sdiv and srem by constants that are not powers of two (multiply-high
; with pmuldq on even and odd lanes): small, even, negative and huge divisors
; (multipliers above and below 2^31, shifts 0 to 30), on dividends at the
; edges. The expected output is computed independently.

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


define void @main() {
entry:
  %px = alloca [4 x i32], align 4
  %out = alloca [4 x i32], align 4
  store <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, ptr %px, align 4
  %x1 = load <4 x i32>, ptr %px, align 4
  %r1 = sdiv <4 x i32> %x1, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r1, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x2 = load <4 x i32>, ptr %px, align 4
  %r2 = srem <4 x i32> %x2, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r2, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x3 = load <4 x i32>, ptr %px, align 4
  %r3 = sdiv <4 x i32> %x3, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r3, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x4 = load <4 x i32>, ptr %px, align 4
  %r4 = srem <4 x i32> %x4, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r4, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x5 = load <4 x i32>, ptr %px, align 4
  %r5 = sdiv <4 x i32> %x5, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r5, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x6 = load <4 x i32>, ptr %px, align 4
  %r6 = srem <4 x i32> %x6, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r6, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x7 = load <4 x i32>, ptr %px, align 4
  %r7 = sdiv <4 x i32> %x7, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r7, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x8 = load <4 x i32>, ptr %px, align 4
  %r8 = srem <4 x i32> %x8, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r8, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x9 = load <4 x i32>, ptr %px, align 4
  %r9 = sdiv <4 x i32> %x9, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r9, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x10 = load <4 x i32>, ptr %px, align 4
  %r10 = srem <4 x i32> %x10, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r10, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x11 = load <4 x i32>, ptr %px, align 4
  %r11 = sdiv <4 x i32> %x11, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r11, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x12 = load <4 x i32>, ptr %px, align 4
  %r12 = srem <4 x i32> %x12, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r12, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x13 = load <4 x i32>, ptr %px, align 4
  %r13 = sdiv <4 x i32> %x13, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r13, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x14 = load <4 x i32>, ptr %px, align 4
  %r14 = srem <4 x i32> %x14, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r14, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x15 = load <4 x i32>, ptr %px, align 4
  %r15 = sdiv <4 x i32> %x15, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r15, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x16 = load <4 x i32>, ptr %px, align 4
  %r16 = srem <4 x i32> %x16, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r16, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x17 = load <4 x i32>, ptr %px, align 4
  %r17 = sdiv <4 x i32> %x17, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r17, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x18 = load <4 x i32>, ptr %px, align 4
  %r18 = srem <4 x i32> %x18, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r18, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x19 = load <4 x i32>, ptr %px, align 4
  %r19 = sdiv <4 x i32> %x19, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r19, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x20 = load <4 x i32>, ptr %px, align 4
  %r20 = srem <4 x i32> %x20, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r20, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x21 = load <4 x i32>, ptr %px, align 4
  %r21 = sdiv <4 x i32> %x21, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r21, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x22 = load <4 x i32>, ptr %px, align 4
  %r22 = srem <4 x i32> %x22, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r22, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x23 = load <4 x i32>, ptr %px, align 4
  %r23 = sdiv <4 x i32> %x23, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r23, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x24 = load <4 x i32>, ptr %px, align 4
  %r24 = srem <4 x i32> %x24, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r24, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x25 = load <4 x i32>, ptr %px, align 4
  %r25 = sdiv <4 x i32> %x25, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r25, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x26 = load <4 x i32>, ptr %px, align 4
  %r26 = srem <4 x i32> %x26, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r26, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x27 = load <4 x i32>, ptr %px, align 4
  %r27 = sdiv <4 x i32> %x27, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r27, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x28 = load <4 x i32>, ptr %px, align 4
  %r28 = srem <4 x i32> %x28, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r28, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x29 = load <4 x i32>, ptr %px, align 4
  %r29 = sdiv <4 x i32> %x29, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r29, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x30 = load <4 x i32>, ptr %px, align 4
  %r30 = srem <4 x i32> %x30, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r30, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x31 = load <4 x i32>, ptr %px, align 4
  %r31 = sdiv <4 x i32> %x31, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r31, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x32 = load <4 x i32>, ptr %px, align 4
  %r32 = srem <4 x i32> %x32, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r32, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  store <4 x i32> <i32 1, i32 -7, i32 7, i32 1000>, ptr %px, align 4
  %x33 = load <4 x i32>, ptr %px, align 4
  %r33 = sdiv <4 x i32> %x33, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r33, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x34 = load <4 x i32>, ptr %px, align 4
  %r34 = srem <4 x i32> %x34, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r34, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x35 = load <4 x i32>, ptr %px, align 4
  %r35 = sdiv <4 x i32> %x35, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r35, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x36 = load <4 x i32>, ptr %px, align 4
  %r36 = srem <4 x i32> %x36, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r36, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x37 = load <4 x i32>, ptr %px, align 4
  %r37 = sdiv <4 x i32> %x37, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r37, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x38 = load <4 x i32>, ptr %px, align 4
  %r38 = srem <4 x i32> %x38, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r38, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x39 = load <4 x i32>, ptr %px, align 4
  %r39 = sdiv <4 x i32> %x39, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r39, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x40 = load <4 x i32>, ptr %px, align 4
  %r40 = srem <4 x i32> %x40, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r40, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x41 = load <4 x i32>, ptr %px, align 4
  %r41 = sdiv <4 x i32> %x41, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r41, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x42 = load <4 x i32>, ptr %px, align 4
  %r42 = srem <4 x i32> %x42, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r42, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x43 = load <4 x i32>, ptr %px, align 4
  %r43 = sdiv <4 x i32> %x43, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r43, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x44 = load <4 x i32>, ptr %px, align 4
  %r44 = srem <4 x i32> %x44, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r44, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x45 = load <4 x i32>, ptr %px, align 4
  %r45 = sdiv <4 x i32> %x45, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r45, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x46 = load <4 x i32>, ptr %px, align 4
  %r46 = srem <4 x i32> %x46, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r46, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x47 = load <4 x i32>, ptr %px, align 4
  %r47 = sdiv <4 x i32> %x47, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r47, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x48 = load <4 x i32>, ptr %px, align 4
  %r48 = srem <4 x i32> %x48, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r48, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x49 = load <4 x i32>, ptr %px, align 4
  %r49 = sdiv <4 x i32> %x49, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r49, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x50 = load <4 x i32>, ptr %px, align 4
  %r50 = srem <4 x i32> %x50, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r50, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x51 = load <4 x i32>, ptr %px, align 4
  %r51 = sdiv <4 x i32> %x51, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r51, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x52 = load <4 x i32>, ptr %px, align 4
  %r52 = srem <4 x i32> %x52, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r52, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x53 = load <4 x i32>, ptr %px, align 4
  %r53 = sdiv <4 x i32> %x53, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r53, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x54 = load <4 x i32>, ptr %px, align 4
  %r54 = srem <4 x i32> %x54, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r54, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x55 = load <4 x i32>, ptr %px, align 4
  %r55 = sdiv <4 x i32> %x55, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r55, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x56 = load <4 x i32>, ptr %px, align 4
  %r56 = srem <4 x i32> %x56, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r56, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x57 = load <4 x i32>, ptr %px, align 4
  %r57 = sdiv <4 x i32> %x57, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r57, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x58 = load <4 x i32>, ptr %px, align 4
  %r58 = srem <4 x i32> %x58, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r58, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x59 = load <4 x i32>, ptr %px, align 4
  %r59 = sdiv <4 x i32> %x59, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r59, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x60 = load <4 x i32>, ptr %px, align 4
  %r60 = srem <4 x i32> %x60, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r60, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x61 = load <4 x i32>, ptr %px, align 4
  %r61 = sdiv <4 x i32> %x61, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r61, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x62 = load <4 x i32>, ptr %px, align 4
  %r62 = srem <4 x i32> %x62, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r62, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x63 = load <4 x i32>, ptr %px, align 4
  %r63 = sdiv <4 x i32> %x63, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r63, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x64 = load <4 x i32>, ptr %px, align 4
  %r64 = srem <4 x i32> %x64, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r64, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  store <4 x i32> <i32 -1000, i32 2147483646, i32 -2147483647, i32 12345678>, ptr %px, align 4
  %x65 = load <4 x i32>, ptr %px, align 4
  %r65 = sdiv <4 x i32> %x65, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r65, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x66 = load <4 x i32>, ptr %px, align 4
  %r66 = srem <4 x i32> %x66, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r66, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x67 = load <4 x i32>, ptr %px, align 4
  %r67 = sdiv <4 x i32> %x67, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r67, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x68 = load <4 x i32>, ptr %px, align 4
  %r68 = srem <4 x i32> %x68, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r68, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x69 = load <4 x i32>, ptr %px, align 4
  %r69 = sdiv <4 x i32> %x69, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r69, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x70 = load <4 x i32>, ptr %px, align 4
  %r70 = srem <4 x i32> %x70, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r70, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x71 = load <4 x i32>, ptr %px, align 4
  %r71 = sdiv <4 x i32> %x71, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r71, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x72 = load <4 x i32>, ptr %px, align 4
  %r72 = srem <4 x i32> %x72, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r72, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x73 = load <4 x i32>, ptr %px, align 4
  %r73 = sdiv <4 x i32> %x73, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r73, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x74 = load <4 x i32>, ptr %px, align 4
  %r74 = srem <4 x i32> %x74, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r74, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x75 = load <4 x i32>, ptr %px, align 4
  %r75 = sdiv <4 x i32> %x75, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r75, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x76 = load <4 x i32>, ptr %px, align 4
  %r76 = srem <4 x i32> %x76, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r76, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x77 = load <4 x i32>, ptr %px, align 4
  %r77 = sdiv <4 x i32> %x77, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r77, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x78 = load <4 x i32>, ptr %px, align 4
  %r78 = srem <4 x i32> %x78, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r78, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x79 = load <4 x i32>, ptr %px, align 4
  %r79 = sdiv <4 x i32> %x79, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r79, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x80 = load <4 x i32>, ptr %px, align 4
  %r80 = srem <4 x i32> %x80, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r80, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x81 = load <4 x i32>, ptr %px, align 4
  %r81 = sdiv <4 x i32> %x81, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r81, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x82 = load <4 x i32>, ptr %px, align 4
  %r82 = srem <4 x i32> %x82, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r82, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x83 = load <4 x i32>, ptr %px, align 4
  %r83 = sdiv <4 x i32> %x83, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r83, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x84 = load <4 x i32>, ptr %px, align 4
  %r84 = srem <4 x i32> %x84, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r84, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x85 = load <4 x i32>, ptr %px, align 4
  %r85 = sdiv <4 x i32> %x85, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r85, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x86 = load <4 x i32>, ptr %px, align 4
  %r86 = srem <4 x i32> %x86, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r86, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x87 = load <4 x i32>, ptr %px, align 4
  %r87 = sdiv <4 x i32> %x87, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r87, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x88 = load <4 x i32>, ptr %px, align 4
  %r88 = srem <4 x i32> %x88, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r88, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x89 = load <4 x i32>, ptr %px, align 4
  %r89 = sdiv <4 x i32> %x89, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r89, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x90 = load <4 x i32>, ptr %px, align 4
  %r90 = srem <4 x i32> %x90, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r90, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x91 = load <4 x i32>, ptr %px, align 4
  %r91 = sdiv <4 x i32> %x91, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r91, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x92 = load <4 x i32>, ptr %px, align 4
  %r92 = srem <4 x i32> %x92, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r92, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x93 = load <4 x i32>, ptr %px, align 4
  %r93 = sdiv <4 x i32> %x93, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r93, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x94 = load <4 x i32>, ptr %px, align 4
  %r94 = srem <4 x i32> %x94, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r94, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x95 = load <4 x i32>, ptr %px, align 4
  %r95 = sdiv <4 x i32> %x95, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r95, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x96 = load <4 x i32>, ptr %px, align 4
  %r96 = srem <4 x i32> %x96, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r96, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  store <4 x i32> <i32 -87654321, i32 6, i32 -6, i32 99>, ptr %px, align 4
  %x97 = load <4 x i32>, ptr %px, align 4
  %r97 = sdiv <4 x i32> %x97, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r97, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x98 = load <4 x i32>, ptr %px, align 4
  %r98 = srem <4 x i32> %x98, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %r98, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x99 = load <4 x i32>, ptr %px, align 4
  %r99 = sdiv <4 x i32> %x99, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r99, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x100 = load <4 x i32>, ptr %px, align 4
  %r100 = srem <4 x i32> %x100, <i32 -3, i32 -3, i32 -3, i32 -3>
  store <4 x i32> %r100, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x101 = load <4 x i32>, ptr %px, align 4
  %r101 = sdiv <4 x i32> %x101, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r101, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x102 = load <4 x i32>, ptr %px, align 4
  %r102 = srem <4 x i32> %x102, <i32 5, i32 5, i32 5, i32 5>
  store <4 x i32> %r102, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x103 = load <4 x i32>, ptr %px, align 4
  %r103 = sdiv <4 x i32> %x103, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r103, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x104 = load <4 x i32>, ptr %px, align 4
  %r104 = srem <4 x i32> %x104, <i32 6, i32 6, i32 6, i32 6>
  store <4 x i32> %r104, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x105 = load <4 x i32>, ptr %px, align 4
  %r105 = sdiv <4 x i32> %x105, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r105, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x106 = load <4 x i32>, ptr %px, align 4
  %r106 = srem <4 x i32> %x106, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %r106, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x107 = load <4 x i32>, ptr %px, align 4
  %r107 = sdiv <4 x i32> %x107, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r107, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x108 = load <4 x i32>, ptr %px, align 4
  %r108 = srem <4 x i32> %x108, <i32 -7, i32 -7, i32 -7, i32 -7>
  store <4 x i32> %r108, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x109 = load <4 x i32>, ptr %px, align 4
  %r109 = sdiv <4 x i32> %x109, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r109, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x110 = load <4 x i32>, ptr %px, align 4
  %r110 = srem <4 x i32> %x110, <i32 10, i32 10, i32 10, i32 10>
  store <4 x i32> %r110, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x111 = load <4 x i32>, ptr %px, align 4
  %r111 = sdiv <4 x i32> %x111, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r111, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x112 = load <4 x i32>, ptr %px, align 4
  %r112 = srem <4 x i32> %x112, <i32 12, i32 12, i32 12, i32 12>
  store <4 x i32> %r112, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x113 = load <4 x i32>, ptr %px, align 4
  %r113 = sdiv <4 x i32> %x113, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r113, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x114 = load <4 x i32>, ptr %px, align 4
  %r114 = srem <4 x i32> %x114, <i32 25, i32 25, i32 25, i32 25>
  store <4 x i32> %r114, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x115 = load <4 x i32>, ptr %px, align 4
  %r115 = sdiv <4 x i32> %x115, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r115, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x116 = load <4 x i32>, ptr %px, align 4
  %r116 = srem <4 x i32> %x116, <i32 641, i32 641, i32 641, i32 641>
  store <4 x i32> %r116, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x117 = load <4 x i32>, ptr %px, align 4
  %r117 = sdiv <4 x i32> %x117, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r117, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x118 = load <4 x i32>, ptr %px, align 4
  %r118 = srem <4 x i32> %x118, <i32 1000, i32 1000, i32 1000, i32 1000>
  store <4 x i32> %r118, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x119 = load <4 x i32>, ptr %px, align 4
  %r119 = sdiv <4 x i32> %x119, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r119, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x120 = load <4 x i32>, ptr %px, align 4
  %r120 = srem <4 x i32> %x120, <i32 65537, i32 65537, i32 65537, i32 65537>
  store <4 x i32> %r120, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x121 = load <4 x i32>, ptr %px, align 4
  %r121 = sdiv <4 x i32> %x121, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r121, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x122 = load <4 x i32>, ptr %px, align 4
  %r122 = srem <4 x i32> %x122, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <4 x i32> %r122, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x123 = load <4 x i32>, ptr %px, align 4
  %r123 = sdiv <4 x i32> %x123, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r123, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x124 = load <4 x i32>, ptr %px, align 4
  %r124 = srem <4 x i32> %x124, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <4 x i32> %r124, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x125 = load <4 x i32>, ptr %px, align 4
  %r125 = sdiv <4 x i32> %x125, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r125, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x126 = load <4 x i32>, ptr %px, align 4
  %r126 = srem <4 x i32> %x126, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <4 x i32> %r126, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x127 = load <4 x i32>, ptr %px, align 4
  %r127 = sdiv <4 x i32> %x127, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r127, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  %x128 = load <4 x i32>, ptr %px, align 4
  %r128 = srem <4 x i32> %x128, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <4 x i32> %r128, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 4)
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
