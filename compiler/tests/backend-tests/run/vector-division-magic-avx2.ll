; target: avx2
; The same on eight lanes in ymm registers (vpmuldq works per 128-bit half).

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
  %px = alloca [8 x i32], align 4
  %out = alloca [8 x i32], align 4
  store <8 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0, i32 1, i32 -7, i32 7, i32 1000>, ptr %px, align 4
  %x1 = load <8 x i32>, ptr %px, align 4
  %r1 = sdiv <8 x i32> %x1, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %r1, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x2 = load <8 x i32>, ptr %px, align 4
  %r2 = srem <8 x i32> %x2, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %r2, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x3 = load <8 x i32>, ptr %px, align 4
  %r3 = sdiv <8 x i32> %x3, <i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3>
  store <8 x i32> %r3, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x4 = load <8 x i32>, ptr %px, align 4
  %r4 = srem <8 x i32> %x4, <i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3>
  store <8 x i32> %r4, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x5 = load <8 x i32>, ptr %px, align 4
  %r5 = sdiv <8 x i32> %x5, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <8 x i32> %r5, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x6 = load <8 x i32>, ptr %px, align 4
  %r6 = srem <8 x i32> %x6, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <8 x i32> %r6, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x7 = load <8 x i32>, ptr %px, align 4
  %r7 = sdiv <8 x i32> %x7, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  store <8 x i32> %r7, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x8 = load <8 x i32>, ptr %px, align 4
  %r8 = srem <8 x i32> %x8, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  store <8 x i32> %r8, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x9 = load <8 x i32>, ptr %px, align 4
  %r9 = sdiv <8 x i32> %x9, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  store <8 x i32> %r9, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x10 = load <8 x i32>, ptr %px, align 4
  %r10 = srem <8 x i32> %x10, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  store <8 x i32> %r10, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x11 = load <8 x i32>, ptr %px, align 4
  %r11 = sdiv <8 x i32> %x11, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  store <8 x i32> %r11, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x12 = load <8 x i32>, ptr %px, align 4
  %r12 = srem <8 x i32> %x12, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  store <8 x i32> %r12, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x13 = load <8 x i32>, ptr %px, align 4
  %r13 = sdiv <8 x i32> %x13, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  store <8 x i32> %r13, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x14 = load <8 x i32>, ptr %px, align 4
  %r14 = srem <8 x i32> %x14, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  store <8 x i32> %r14, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x15 = load <8 x i32>, ptr %px, align 4
  %r15 = sdiv <8 x i32> %x15, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  store <8 x i32> %r15, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x16 = load <8 x i32>, ptr %px, align 4
  %r16 = srem <8 x i32> %x16, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  store <8 x i32> %r16, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x17 = load <8 x i32>, ptr %px, align 4
  %r17 = sdiv <8 x i32> %x17, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  store <8 x i32> %r17, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x18 = load <8 x i32>, ptr %px, align 4
  %r18 = srem <8 x i32> %x18, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  store <8 x i32> %r18, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x19 = load <8 x i32>, ptr %px, align 4
  %r19 = sdiv <8 x i32> %x19, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  store <8 x i32> %r19, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x20 = load <8 x i32>, ptr %px, align 4
  %r20 = srem <8 x i32> %x20, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  store <8 x i32> %r20, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x21 = load <8 x i32>, ptr %px, align 4
  %r21 = sdiv <8 x i32> %x21, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  store <8 x i32> %r21, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x22 = load <8 x i32>, ptr %px, align 4
  %r22 = srem <8 x i32> %x22, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  store <8 x i32> %r22, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x23 = load <8 x i32>, ptr %px, align 4
  %r23 = sdiv <8 x i32> %x23, <i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537>
  store <8 x i32> %r23, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x24 = load <8 x i32>, ptr %px, align 4
  %r24 = srem <8 x i32> %x24, <i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537>
  store <8 x i32> %r24, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x25 = load <8 x i32>, ptr %px, align 4
  %r25 = sdiv <8 x i32> %x25, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <8 x i32> %r25, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x26 = load <8 x i32>, ptr %px, align 4
  %r26 = srem <8 x i32> %x26, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <8 x i32> %r26, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x27 = load <8 x i32>, ptr %px, align 4
  %r27 = sdiv <8 x i32> %x27, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <8 x i32> %r27, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x28 = load <8 x i32>, ptr %px, align 4
  %r28 = srem <8 x i32> %x28, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <8 x i32> %r28, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x29 = load <8 x i32>, ptr %px, align 4
  %r29 = sdiv <8 x i32> %x29, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <8 x i32> %r29, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x30 = load <8 x i32>, ptr %px, align 4
  %r30 = srem <8 x i32> %x30, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <8 x i32> %r30, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x31 = load <8 x i32>, ptr %px, align 4
  %r31 = sdiv <8 x i32> %x31, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <8 x i32> %r31, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x32 = load <8 x i32>, ptr %px, align 4
  %r32 = srem <8 x i32> %x32, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <8 x i32> %r32, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  store <8 x i32> <i32 -1000, i32 2147483646, i32 -2147483647, i32 12345678, i32 -87654321, i32 6, i32 -6, i32 99>, ptr %px, align 4
  %x33 = load <8 x i32>, ptr %px, align 4
  %r33 = sdiv <8 x i32> %x33, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %r33, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x34 = load <8 x i32>, ptr %px, align 4
  %r34 = srem <8 x i32> %x34, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %r34, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x35 = load <8 x i32>, ptr %px, align 4
  %r35 = sdiv <8 x i32> %x35, <i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3>
  store <8 x i32> %r35, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x36 = load <8 x i32>, ptr %px, align 4
  %r36 = srem <8 x i32> %x36, <i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3, i32 -3>
  store <8 x i32> %r36, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x37 = load <8 x i32>, ptr %px, align 4
  %r37 = sdiv <8 x i32> %x37, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <8 x i32> %r37, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x38 = load <8 x i32>, ptr %px, align 4
  %r38 = srem <8 x i32> %x38, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <8 x i32> %r38, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x39 = load <8 x i32>, ptr %px, align 4
  %r39 = sdiv <8 x i32> %x39, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  store <8 x i32> %r39, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x40 = load <8 x i32>, ptr %px, align 4
  %r40 = srem <8 x i32> %x40, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  store <8 x i32> %r40, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x41 = load <8 x i32>, ptr %px, align 4
  %r41 = sdiv <8 x i32> %x41, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  store <8 x i32> %r41, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x42 = load <8 x i32>, ptr %px, align 4
  %r42 = srem <8 x i32> %x42, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  store <8 x i32> %r42, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x43 = load <8 x i32>, ptr %px, align 4
  %r43 = sdiv <8 x i32> %x43, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  store <8 x i32> %r43, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x44 = load <8 x i32>, ptr %px, align 4
  %r44 = srem <8 x i32> %x44, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  store <8 x i32> %r44, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x45 = load <8 x i32>, ptr %px, align 4
  %r45 = sdiv <8 x i32> %x45, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  store <8 x i32> %r45, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x46 = load <8 x i32>, ptr %px, align 4
  %r46 = srem <8 x i32> %x46, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  store <8 x i32> %r46, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x47 = load <8 x i32>, ptr %px, align 4
  %r47 = sdiv <8 x i32> %x47, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  store <8 x i32> %r47, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x48 = load <8 x i32>, ptr %px, align 4
  %r48 = srem <8 x i32> %x48, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  store <8 x i32> %r48, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x49 = load <8 x i32>, ptr %px, align 4
  %r49 = sdiv <8 x i32> %x49, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  store <8 x i32> %r49, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x50 = load <8 x i32>, ptr %px, align 4
  %r50 = srem <8 x i32> %x50, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  store <8 x i32> %r50, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x51 = load <8 x i32>, ptr %px, align 4
  %r51 = sdiv <8 x i32> %x51, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  store <8 x i32> %r51, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x52 = load <8 x i32>, ptr %px, align 4
  %r52 = srem <8 x i32> %x52, <i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641, i32 641>
  store <8 x i32> %r52, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x53 = load <8 x i32>, ptr %px, align 4
  %r53 = sdiv <8 x i32> %x53, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  store <8 x i32> %r53, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x54 = load <8 x i32>, ptr %px, align 4
  %r54 = srem <8 x i32> %x54, <i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000, i32 1000>
  store <8 x i32> %r54, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x55 = load <8 x i32>, ptr %px, align 4
  %r55 = sdiv <8 x i32> %x55, <i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537>
  store <8 x i32> %r55, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x56 = load <8 x i32>, ptr %px, align 4
  %r56 = srem <8 x i32> %x56, <i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537, i32 65537>
  store <8 x i32> %r56, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x57 = load <8 x i32>, ptr %px, align 4
  %r57 = sdiv <8 x i32> %x57, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <8 x i32> %r57, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x58 = load <8 x i32>, ptr %px, align 4
  %r58 = srem <8 x i32> %x58, <i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825, i32 1073741825>
  store <8 x i32> %r58, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x59 = load <8 x i32>, ptr %px, align 4
  %r59 = sdiv <8 x i32> %x59, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <8 x i32> %r59, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x60 = load <8 x i32>, ptr %px, align 4
  %r60 = srem <8 x i32> %x60, <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>
  store <8 x i32> %r60, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x61 = load <8 x i32>, ptr %px, align 4
  %r61 = sdiv <8 x i32> %x61, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <8 x i32> %r61, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x62 = load <8 x i32>, ptr %px, align 4
  %r62 = srem <8 x i32> %x62, <i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647, i32 -2147483647>
  store <8 x i32> %r62, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x63 = load <8 x i32>, ptr %px, align 4
  %r63 = sdiv <8 x i32> %x63, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <8 x i32> %r63, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  %x64 = load <8 x i32>, ptr %px, align 4
  %r64 = srem <8 x i32> %x64, <i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765, i32 1431655765>
  store <8 x i32> %r64, ptr %out, align 4
  call void @dump_i32(ptr %out, i32 8)
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
