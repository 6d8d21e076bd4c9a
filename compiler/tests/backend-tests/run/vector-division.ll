; Vector sdiv and srem by every power of two from 2 to 2^30, on lanes at
; the edges (INT_MIN, INT_MAX, -1, 0, small and large of both signs):
; each lane printed, checked against lli and the expected output.

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define void @main() {
entry:
  %a = alloca [4 x i32], align 4
  %out = alloca [4 x i32], align 4
  %r1 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r1, ptr %out, align 4
  %p1.0 = getelementptr i32, ptr %out, i32 0
  %e1.0 = load i32, ptr %p1.0, align 4
  call void @wend_print_int(i32 %e1.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p1.1 = getelementptr i32, ptr %out, i32 1
  %e1.1 = load i32, ptr %p1.1, align 4
  call void @wend_print_int(i32 %e1.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p1.2 = getelementptr i32, ptr %out, i32 2
  %e1.2 = load i32, ptr %p1.2, align 4
  call void @wend_print_int(i32 %e1.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p1.3 = getelementptr i32, ptr %out, i32 3
  %e1.3 = load i32, ptr %p1.3, align 4
  call void @wend_print_int(i32 %e1.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r2 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r2, ptr %out, align 4
  %p2.0 = getelementptr i32, ptr %out, i32 0
  %e2.0 = load i32, ptr %p2.0, align 4
  call void @wend_print_int(i32 %e2.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p2.1 = getelementptr i32, ptr %out, i32 1
  %e2.1 = load i32, ptr %p2.1, align 4
  call void @wend_print_int(i32 %e2.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p2.2 = getelementptr i32, ptr %out, i32 2
  %e2.2 = load i32, ptr %p2.2, align 4
  call void @wend_print_int(i32 %e2.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p2.3 = getelementptr i32, ptr %out, i32 3
  %e2.3 = load i32, ptr %p2.3, align 4
  call void @wend_print_int(i32 %e2.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r3 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r3, ptr %out, align 4
  %p3.0 = getelementptr i32, ptr %out, i32 0
  %e3.0 = load i32, ptr %p3.0, align 4
  call void @wend_print_int(i32 %e3.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p3.1 = getelementptr i32, ptr %out, i32 1
  %e3.1 = load i32, ptr %p3.1, align 4
  call void @wend_print_int(i32 %e3.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p3.2 = getelementptr i32, ptr %out, i32 2
  %e3.2 = load i32, ptr %p3.2, align 4
  call void @wend_print_int(i32 %e3.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p3.3 = getelementptr i32, ptr %out, i32 3
  %e3.3 = load i32, ptr %p3.3, align 4
  call void @wend_print_int(i32 %e3.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r4 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r4, ptr %out, align 4
  %p4.0 = getelementptr i32, ptr %out, i32 0
  %e4.0 = load i32, ptr %p4.0, align 4
  call void @wend_print_int(i32 %e4.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p4.1 = getelementptr i32, ptr %out, i32 1
  %e4.1 = load i32, ptr %p4.1, align 4
  call void @wend_print_int(i32 %e4.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p4.2 = getelementptr i32, ptr %out, i32 2
  %e4.2 = load i32, ptr %p4.2, align 4
  call void @wend_print_int(i32 %e4.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p4.3 = getelementptr i32, ptr %out, i32 3
  %e4.3 = load i32, ptr %p4.3, align 4
  call void @wend_print_int(i32 %e4.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r5 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r5, ptr %out, align 4
  %p5.0 = getelementptr i32, ptr %out, i32 0
  %e5.0 = load i32, ptr %p5.0, align 4
  call void @wend_print_int(i32 %e5.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p5.1 = getelementptr i32, ptr %out, i32 1
  %e5.1 = load i32, ptr %p5.1, align 4
  call void @wend_print_int(i32 %e5.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p5.2 = getelementptr i32, ptr %out, i32 2
  %e5.2 = load i32, ptr %p5.2, align 4
  call void @wend_print_int(i32 %e5.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p5.3 = getelementptr i32, ptr %out, i32 3
  %e5.3 = load i32, ptr %p5.3, align 4
  call void @wend_print_int(i32 %e5.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r6 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r6, ptr %out, align 4
  %p6.0 = getelementptr i32, ptr %out, i32 0
  %e6.0 = load i32, ptr %p6.0, align 4
  call void @wend_print_int(i32 %e6.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p6.1 = getelementptr i32, ptr %out, i32 1
  %e6.1 = load i32, ptr %p6.1, align 4
  call void @wend_print_int(i32 %e6.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p6.2 = getelementptr i32, ptr %out, i32 2
  %e6.2 = load i32, ptr %p6.2, align 4
  call void @wend_print_int(i32 %e6.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p6.3 = getelementptr i32, ptr %out, i32 3
  %e6.3 = load i32, ptr %p6.3, align 4
  call void @wend_print_int(i32 %e6.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r7 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r7, ptr %out, align 4
  %p7.0 = getelementptr i32, ptr %out, i32 0
  %e7.0 = load i32, ptr %p7.0, align 4
  call void @wend_print_int(i32 %e7.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p7.1 = getelementptr i32, ptr %out, i32 1
  %e7.1 = load i32, ptr %p7.1, align 4
  call void @wend_print_int(i32 %e7.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p7.2 = getelementptr i32, ptr %out, i32 2
  %e7.2 = load i32, ptr %p7.2, align 4
  call void @wend_print_int(i32 %e7.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p7.3 = getelementptr i32, ptr %out, i32 3
  %e7.3 = load i32, ptr %p7.3, align 4
  call void @wend_print_int(i32 %e7.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r8 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r8, ptr %out, align 4
  %p8.0 = getelementptr i32, ptr %out, i32 0
  %e8.0 = load i32, ptr %p8.0, align 4
  call void @wend_print_int(i32 %e8.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p8.1 = getelementptr i32, ptr %out, i32 1
  %e8.1 = load i32, ptr %p8.1, align 4
  call void @wend_print_int(i32 %e8.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p8.2 = getelementptr i32, ptr %out, i32 2
  %e8.2 = load i32, ptr %p8.2, align 4
  call void @wend_print_int(i32 %e8.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p8.3 = getelementptr i32, ptr %out, i32 3
  %e8.3 = load i32, ptr %p8.3, align 4
  call void @wend_print_int(i32 %e8.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r9 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r9, ptr %out, align 4
  %p9.0 = getelementptr i32, ptr %out, i32 0
  %e9.0 = load i32, ptr %p9.0, align 4
  call void @wend_print_int(i32 %e9.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p9.1 = getelementptr i32, ptr %out, i32 1
  %e9.1 = load i32, ptr %p9.1, align 4
  call void @wend_print_int(i32 %e9.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p9.2 = getelementptr i32, ptr %out, i32 2
  %e9.2 = load i32, ptr %p9.2, align 4
  call void @wend_print_int(i32 %e9.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p9.3 = getelementptr i32, ptr %out, i32 3
  %e9.3 = load i32, ptr %p9.3, align 4
  call void @wend_print_int(i32 %e9.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r10 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r10, ptr %out, align 4
  %p10.0 = getelementptr i32, ptr %out, i32 0
  %e10.0 = load i32, ptr %p10.0, align 4
  call void @wend_print_int(i32 %e10.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p10.1 = getelementptr i32, ptr %out, i32 1
  %e10.1 = load i32, ptr %p10.1, align 4
  call void @wend_print_int(i32 %e10.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p10.2 = getelementptr i32, ptr %out, i32 2
  %e10.2 = load i32, ptr %p10.2, align 4
  call void @wend_print_int(i32 %e10.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p10.3 = getelementptr i32, ptr %out, i32 3
  %e10.3 = load i32, ptr %p10.3, align 4
  call void @wend_print_int(i32 %e10.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r11 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r11, ptr %out, align 4
  %p11.0 = getelementptr i32, ptr %out, i32 0
  %e11.0 = load i32, ptr %p11.0, align 4
  call void @wend_print_int(i32 %e11.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p11.1 = getelementptr i32, ptr %out, i32 1
  %e11.1 = load i32, ptr %p11.1, align 4
  call void @wend_print_int(i32 %e11.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p11.2 = getelementptr i32, ptr %out, i32 2
  %e11.2 = load i32, ptr %p11.2, align 4
  call void @wend_print_int(i32 %e11.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p11.3 = getelementptr i32, ptr %out, i32 3
  %e11.3 = load i32, ptr %p11.3, align 4
  call void @wend_print_int(i32 %e11.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r12 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r12, ptr %out, align 4
  %p12.0 = getelementptr i32, ptr %out, i32 0
  %e12.0 = load i32, ptr %p12.0, align 4
  call void @wend_print_int(i32 %e12.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p12.1 = getelementptr i32, ptr %out, i32 1
  %e12.1 = load i32, ptr %p12.1, align 4
  call void @wend_print_int(i32 %e12.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p12.2 = getelementptr i32, ptr %out, i32 2
  %e12.2 = load i32, ptr %p12.2, align 4
  call void @wend_print_int(i32 %e12.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p12.3 = getelementptr i32, ptr %out, i32 3
  %e12.3 = load i32, ptr %p12.3, align 4
  call void @wend_print_int(i32 %e12.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r13 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r13, ptr %out, align 4
  %p13.0 = getelementptr i32, ptr %out, i32 0
  %e13.0 = load i32, ptr %p13.0, align 4
  call void @wend_print_int(i32 %e13.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p13.1 = getelementptr i32, ptr %out, i32 1
  %e13.1 = load i32, ptr %p13.1, align 4
  call void @wend_print_int(i32 %e13.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p13.2 = getelementptr i32, ptr %out, i32 2
  %e13.2 = load i32, ptr %p13.2, align 4
  call void @wend_print_int(i32 %e13.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p13.3 = getelementptr i32, ptr %out, i32 3
  %e13.3 = load i32, ptr %p13.3, align 4
  call void @wend_print_int(i32 %e13.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r14 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r14, ptr %out, align 4
  %p14.0 = getelementptr i32, ptr %out, i32 0
  %e14.0 = load i32, ptr %p14.0, align 4
  call void @wend_print_int(i32 %e14.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p14.1 = getelementptr i32, ptr %out, i32 1
  %e14.1 = load i32, ptr %p14.1, align 4
  call void @wend_print_int(i32 %e14.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p14.2 = getelementptr i32, ptr %out, i32 2
  %e14.2 = load i32, ptr %p14.2, align 4
  call void @wend_print_int(i32 %e14.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p14.3 = getelementptr i32, ptr %out, i32 3
  %e14.3 = load i32, ptr %p14.3, align 4
  call void @wend_print_int(i32 %e14.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r15 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r15, ptr %out, align 4
  %p15.0 = getelementptr i32, ptr %out, i32 0
  %e15.0 = load i32, ptr %p15.0, align 4
  call void @wend_print_int(i32 %e15.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p15.1 = getelementptr i32, ptr %out, i32 1
  %e15.1 = load i32, ptr %p15.1, align 4
  call void @wend_print_int(i32 %e15.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p15.2 = getelementptr i32, ptr %out, i32 2
  %e15.2 = load i32, ptr %p15.2, align 4
  call void @wend_print_int(i32 %e15.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p15.3 = getelementptr i32, ptr %out, i32 3
  %e15.3 = load i32, ptr %p15.3, align 4
  call void @wend_print_int(i32 %e15.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r16 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r16, ptr %out, align 4
  %p16.0 = getelementptr i32, ptr %out, i32 0
  %e16.0 = load i32, ptr %p16.0, align 4
  call void @wend_print_int(i32 %e16.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p16.1 = getelementptr i32, ptr %out, i32 1
  %e16.1 = load i32, ptr %p16.1, align 4
  call void @wend_print_int(i32 %e16.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p16.2 = getelementptr i32, ptr %out, i32 2
  %e16.2 = load i32, ptr %p16.2, align 4
  call void @wend_print_int(i32 %e16.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p16.3 = getelementptr i32, ptr %out, i32 3
  %e16.3 = load i32, ptr %p16.3, align 4
  call void @wend_print_int(i32 %e16.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r17 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r17, ptr %out, align 4
  %p17.0 = getelementptr i32, ptr %out, i32 0
  %e17.0 = load i32, ptr %p17.0, align 4
  call void @wend_print_int(i32 %e17.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p17.1 = getelementptr i32, ptr %out, i32 1
  %e17.1 = load i32, ptr %p17.1, align 4
  call void @wend_print_int(i32 %e17.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p17.2 = getelementptr i32, ptr %out, i32 2
  %e17.2 = load i32, ptr %p17.2, align 4
  call void @wend_print_int(i32 %e17.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p17.3 = getelementptr i32, ptr %out, i32 3
  %e17.3 = load i32, ptr %p17.3, align 4
  call void @wend_print_int(i32 %e17.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r18 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r18, ptr %out, align 4
  %p18.0 = getelementptr i32, ptr %out, i32 0
  %e18.0 = load i32, ptr %p18.0, align 4
  call void @wend_print_int(i32 %e18.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p18.1 = getelementptr i32, ptr %out, i32 1
  %e18.1 = load i32, ptr %p18.1, align 4
  call void @wend_print_int(i32 %e18.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p18.2 = getelementptr i32, ptr %out, i32 2
  %e18.2 = load i32, ptr %p18.2, align 4
  call void @wend_print_int(i32 %e18.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p18.3 = getelementptr i32, ptr %out, i32 3
  %e18.3 = load i32, ptr %p18.3, align 4
  call void @wend_print_int(i32 %e18.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r19 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r19, ptr %out, align 4
  %p19.0 = getelementptr i32, ptr %out, i32 0
  %e19.0 = load i32, ptr %p19.0, align 4
  call void @wend_print_int(i32 %e19.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p19.1 = getelementptr i32, ptr %out, i32 1
  %e19.1 = load i32, ptr %p19.1, align 4
  call void @wend_print_int(i32 %e19.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p19.2 = getelementptr i32, ptr %out, i32 2
  %e19.2 = load i32, ptr %p19.2, align 4
  call void @wend_print_int(i32 %e19.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p19.3 = getelementptr i32, ptr %out, i32 3
  %e19.3 = load i32, ptr %p19.3, align 4
  call void @wend_print_int(i32 %e19.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r20 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r20, ptr %out, align 4
  %p20.0 = getelementptr i32, ptr %out, i32 0
  %e20.0 = load i32, ptr %p20.0, align 4
  call void @wend_print_int(i32 %e20.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p20.1 = getelementptr i32, ptr %out, i32 1
  %e20.1 = load i32, ptr %p20.1, align 4
  call void @wend_print_int(i32 %e20.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p20.2 = getelementptr i32, ptr %out, i32 2
  %e20.2 = load i32, ptr %p20.2, align 4
  call void @wend_print_int(i32 %e20.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p20.3 = getelementptr i32, ptr %out, i32 3
  %e20.3 = load i32, ptr %p20.3, align 4
  call void @wend_print_int(i32 %e20.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r21 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r21, ptr %out, align 4
  %p21.0 = getelementptr i32, ptr %out, i32 0
  %e21.0 = load i32, ptr %p21.0, align 4
  call void @wend_print_int(i32 %e21.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p21.1 = getelementptr i32, ptr %out, i32 1
  %e21.1 = load i32, ptr %p21.1, align 4
  call void @wend_print_int(i32 %e21.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p21.2 = getelementptr i32, ptr %out, i32 2
  %e21.2 = load i32, ptr %p21.2, align 4
  call void @wend_print_int(i32 %e21.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p21.3 = getelementptr i32, ptr %out, i32 3
  %e21.3 = load i32, ptr %p21.3, align 4
  call void @wend_print_int(i32 %e21.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r22 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r22, ptr %out, align 4
  %p22.0 = getelementptr i32, ptr %out, i32 0
  %e22.0 = load i32, ptr %p22.0, align 4
  call void @wend_print_int(i32 %e22.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p22.1 = getelementptr i32, ptr %out, i32 1
  %e22.1 = load i32, ptr %p22.1, align 4
  call void @wend_print_int(i32 %e22.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p22.2 = getelementptr i32, ptr %out, i32 2
  %e22.2 = load i32, ptr %p22.2, align 4
  call void @wend_print_int(i32 %e22.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p22.3 = getelementptr i32, ptr %out, i32 3
  %e22.3 = load i32, ptr %p22.3, align 4
  call void @wend_print_int(i32 %e22.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r23 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r23, ptr %out, align 4
  %p23.0 = getelementptr i32, ptr %out, i32 0
  %e23.0 = load i32, ptr %p23.0, align 4
  call void @wend_print_int(i32 %e23.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p23.1 = getelementptr i32, ptr %out, i32 1
  %e23.1 = load i32, ptr %p23.1, align 4
  call void @wend_print_int(i32 %e23.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p23.2 = getelementptr i32, ptr %out, i32 2
  %e23.2 = load i32, ptr %p23.2, align 4
  call void @wend_print_int(i32 %e23.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p23.3 = getelementptr i32, ptr %out, i32 3
  %e23.3 = load i32, ptr %p23.3, align 4
  call void @wend_print_int(i32 %e23.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r24 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r24, ptr %out, align 4
  %p24.0 = getelementptr i32, ptr %out, i32 0
  %e24.0 = load i32, ptr %p24.0, align 4
  call void @wend_print_int(i32 %e24.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p24.1 = getelementptr i32, ptr %out, i32 1
  %e24.1 = load i32, ptr %p24.1, align 4
  call void @wend_print_int(i32 %e24.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p24.2 = getelementptr i32, ptr %out, i32 2
  %e24.2 = load i32, ptr %p24.2, align 4
  call void @wend_print_int(i32 %e24.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p24.3 = getelementptr i32, ptr %out, i32 3
  %e24.3 = load i32, ptr %p24.3, align 4
  call void @wend_print_int(i32 %e24.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r25 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r25, ptr %out, align 4
  %p25.0 = getelementptr i32, ptr %out, i32 0
  %e25.0 = load i32, ptr %p25.0, align 4
  call void @wend_print_int(i32 %e25.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p25.1 = getelementptr i32, ptr %out, i32 1
  %e25.1 = load i32, ptr %p25.1, align 4
  call void @wend_print_int(i32 %e25.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p25.2 = getelementptr i32, ptr %out, i32 2
  %e25.2 = load i32, ptr %p25.2, align 4
  call void @wend_print_int(i32 %e25.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p25.3 = getelementptr i32, ptr %out, i32 3
  %e25.3 = load i32, ptr %p25.3, align 4
  call void @wend_print_int(i32 %e25.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r26 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r26, ptr %out, align 4
  %p26.0 = getelementptr i32, ptr %out, i32 0
  %e26.0 = load i32, ptr %p26.0, align 4
  call void @wend_print_int(i32 %e26.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p26.1 = getelementptr i32, ptr %out, i32 1
  %e26.1 = load i32, ptr %p26.1, align 4
  call void @wend_print_int(i32 %e26.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p26.2 = getelementptr i32, ptr %out, i32 2
  %e26.2 = load i32, ptr %p26.2, align 4
  call void @wend_print_int(i32 %e26.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p26.3 = getelementptr i32, ptr %out, i32 3
  %e26.3 = load i32, ptr %p26.3, align 4
  call void @wend_print_int(i32 %e26.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r27 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r27, ptr %out, align 4
  %p27.0 = getelementptr i32, ptr %out, i32 0
  %e27.0 = load i32, ptr %p27.0, align 4
  call void @wend_print_int(i32 %e27.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p27.1 = getelementptr i32, ptr %out, i32 1
  %e27.1 = load i32, ptr %p27.1, align 4
  call void @wend_print_int(i32 %e27.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p27.2 = getelementptr i32, ptr %out, i32 2
  %e27.2 = load i32, ptr %p27.2, align 4
  call void @wend_print_int(i32 %e27.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p27.3 = getelementptr i32, ptr %out, i32 3
  %e27.3 = load i32, ptr %p27.3, align 4
  call void @wend_print_int(i32 %e27.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r28 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r28, ptr %out, align 4
  %p28.0 = getelementptr i32, ptr %out, i32 0
  %e28.0 = load i32, ptr %p28.0, align 4
  call void @wend_print_int(i32 %e28.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p28.1 = getelementptr i32, ptr %out, i32 1
  %e28.1 = load i32, ptr %p28.1, align 4
  call void @wend_print_int(i32 %e28.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p28.2 = getelementptr i32, ptr %out, i32 2
  %e28.2 = load i32, ptr %p28.2, align 4
  call void @wend_print_int(i32 %e28.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p28.3 = getelementptr i32, ptr %out, i32 3
  %e28.3 = load i32, ptr %p28.3, align 4
  call void @wend_print_int(i32 %e28.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r29 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r29, ptr %out, align 4
  %p29.0 = getelementptr i32, ptr %out, i32 0
  %e29.0 = load i32, ptr %p29.0, align 4
  call void @wend_print_int(i32 %e29.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p29.1 = getelementptr i32, ptr %out, i32 1
  %e29.1 = load i32, ptr %p29.1, align 4
  call void @wend_print_int(i32 %e29.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p29.2 = getelementptr i32, ptr %out, i32 2
  %e29.2 = load i32, ptr %p29.2, align 4
  call void @wend_print_int(i32 %e29.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p29.3 = getelementptr i32, ptr %out, i32 3
  %e29.3 = load i32, ptr %p29.3, align 4
  call void @wend_print_int(i32 %e29.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r30 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r30, ptr %out, align 4
  %p30.0 = getelementptr i32, ptr %out, i32 0
  %e30.0 = load i32, ptr %p30.0, align 4
  call void @wend_print_int(i32 %e30.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p30.1 = getelementptr i32, ptr %out, i32 1
  %e30.1 = load i32, ptr %p30.1, align 4
  call void @wend_print_int(i32 %e30.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p30.2 = getelementptr i32, ptr %out, i32 2
  %e30.2 = load i32, ptr %p30.2, align 4
  call void @wend_print_int(i32 %e30.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p30.3 = getelementptr i32, ptr %out, i32 3
  %e30.3 = load i32, ptr %p30.3, align 4
  call void @wend_print_int(i32 %e30.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r31 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r31, ptr %out, align 4
  %p31.0 = getelementptr i32, ptr %out, i32 0
  %e31.0 = load i32, ptr %p31.0, align 4
  call void @wend_print_int(i32 %e31.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p31.1 = getelementptr i32, ptr %out, i32 1
  %e31.1 = load i32, ptr %p31.1, align 4
  call void @wend_print_int(i32 %e31.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p31.2 = getelementptr i32, ptr %out, i32 2
  %e31.2 = load i32, ptr %p31.2, align 4
  call void @wend_print_int(i32 %e31.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p31.3 = getelementptr i32, ptr %out, i32 3
  %e31.3 = load i32, ptr %p31.3, align 4
  call void @wend_print_int(i32 %e31.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r32 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r32, ptr %out, align 4
  %p32.0 = getelementptr i32, ptr %out, i32 0
  %e32.0 = load i32, ptr %p32.0, align 4
  call void @wend_print_int(i32 %e32.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p32.1 = getelementptr i32, ptr %out, i32 1
  %e32.1 = load i32, ptr %p32.1, align 4
  call void @wend_print_int(i32 %e32.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p32.2 = getelementptr i32, ptr %out, i32 2
  %e32.2 = load i32, ptr %p32.2, align 4
  call void @wend_print_int(i32 %e32.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p32.3 = getelementptr i32, ptr %out, i32 3
  %e32.3 = load i32, ptr %p32.3, align 4
  call void @wend_print_int(i32 %e32.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r33 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r33, ptr %out, align 4
  %p33.0 = getelementptr i32, ptr %out, i32 0
  %e33.0 = load i32, ptr %p33.0, align 4
  call void @wend_print_int(i32 %e33.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p33.1 = getelementptr i32, ptr %out, i32 1
  %e33.1 = load i32, ptr %p33.1, align 4
  call void @wend_print_int(i32 %e33.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p33.2 = getelementptr i32, ptr %out, i32 2
  %e33.2 = load i32, ptr %p33.2, align 4
  call void @wend_print_int(i32 %e33.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p33.3 = getelementptr i32, ptr %out, i32 3
  %e33.3 = load i32, ptr %p33.3, align 4
  call void @wend_print_int(i32 %e33.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r34 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r34, ptr %out, align 4
  %p34.0 = getelementptr i32, ptr %out, i32 0
  %e34.0 = load i32, ptr %p34.0, align 4
  call void @wend_print_int(i32 %e34.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p34.1 = getelementptr i32, ptr %out, i32 1
  %e34.1 = load i32, ptr %p34.1, align 4
  call void @wend_print_int(i32 %e34.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p34.2 = getelementptr i32, ptr %out, i32 2
  %e34.2 = load i32, ptr %p34.2, align 4
  call void @wend_print_int(i32 %e34.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p34.3 = getelementptr i32, ptr %out, i32 3
  %e34.3 = load i32, ptr %p34.3, align 4
  call void @wend_print_int(i32 %e34.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r35 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r35, ptr %out, align 4
  %p35.0 = getelementptr i32, ptr %out, i32 0
  %e35.0 = load i32, ptr %p35.0, align 4
  call void @wend_print_int(i32 %e35.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p35.1 = getelementptr i32, ptr %out, i32 1
  %e35.1 = load i32, ptr %p35.1, align 4
  call void @wend_print_int(i32 %e35.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p35.2 = getelementptr i32, ptr %out, i32 2
  %e35.2 = load i32, ptr %p35.2, align 4
  call void @wend_print_int(i32 %e35.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p35.3 = getelementptr i32, ptr %out, i32 3
  %e35.3 = load i32, ptr %p35.3, align 4
  call void @wend_print_int(i32 %e35.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r36 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r36, ptr %out, align 4
  %p36.0 = getelementptr i32, ptr %out, i32 0
  %e36.0 = load i32, ptr %p36.0, align 4
  call void @wend_print_int(i32 %e36.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p36.1 = getelementptr i32, ptr %out, i32 1
  %e36.1 = load i32, ptr %p36.1, align 4
  call void @wend_print_int(i32 %e36.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p36.2 = getelementptr i32, ptr %out, i32 2
  %e36.2 = load i32, ptr %p36.2, align 4
  call void @wend_print_int(i32 %e36.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p36.3 = getelementptr i32, ptr %out, i32 3
  %e36.3 = load i32, ptr %p36.3, align 4
  call void @wend_print_int(i32 %e36.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r37 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r37, ptr %out, align 4
  %p37.0 = getelementptr i32, ptr %out, i32 0
  %e37.0 = load i32, ptr %p37.0, align 4
  call void @wend_print_int(i32 %e37.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p37.1 = getelementptr i32, ptr %out, i32 1
  %e37.1 = load i32, ptr %p37.1, align 4
  call void @wend_print_int(i32 %e37.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p37.2 = getelementptr i32, ptr %out, i32 2
  %e37.2 = load i32, ptr %p37.2, align 4
  call void @wend_print_int(i32 %e37.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p37.3 = getelementptr i32, ptr %out, i32 3
  %e37.3 = load i32, ptr %p37.3, align 4
  call void @wend_print_int(i32 %e37.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r38 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r38, ptr %out, align 4
  %p38.0 = getelementptr i32, ptr %out, i32 0
  %e38.0 = load i32, ptr %p38.0, align 4
  call void @wend_print_int(i32 %e38.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p38.1 = getelementptr i32, ptr %out, i32 1
  %e38.1 = load i32, ptr %p38.1, align 4
  call void @wend_print_int(i32 %e38.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p38.2 = getelementptr i32, ptr %out, i32 2
  %e38.2 = load i32, ptr %p38.2, align 4
  call void @wend_print_int(i32 %e38.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p38.3 = getelementptr i32, ptr %out, i32 3
  %e38.3 = load i32, ptr %p38.3, align 4
  call void @wend_print_int(i32 %e38.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r39 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r39, ptr %out, align 4
  %p39.0 = getelementptr i32, ptr %out, i32 0
  %e39.0 = load i32, ptr %p39.0, align 4
  call void @wend_print_int(i32 %e39.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p39.1 = getelementptr i32, ptr %out, i32 1
  %e39.1 = load i32, ptr %p39.1, align 4
  call void @wend_print_int(i32 %e39.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p39.2 = getelementptr i32, ptr %out, i32 2
  %e39.2 = load i32, ptr %p39.2, align 4
  call void @wend_print_int(i32 %e39.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p39.3 = getelementptr i32, ptr %out, i32 3
  %e39.3 = load i32, ptr %p39.3, align 4
  call void @wend_print_int(i32 %e39.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r40 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r40, ptr %out, align 4
  %p40.0 = getelementptr i32, ptr %out, i32 0
  %e40.0 = load i32, ptr %p40.0, align 4
  call void @wend_print_int(i32 %e40.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p40.1 = getelementptr i32, ptr %out, i32 1
  %e40.1 = load i32, ptr %p40.1, align 4
  call void @wend_print_int(i32 %e40.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p40.2 = getelementptr i32, ptr %out, i32 2
  %e40.2 = load i32, ptr %p40.2, align 4
  call void @wend_print_int(i32 %e40.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p40.3 = getelementptr i32, ptr %out, i32 3
  %e40.3 = load i32, ptr %p40.3, align 4
  call void @wend_print_int(i32 %e40.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r41 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r41, ptr %out, align 4
  %p41.0 = getelementptr i32, ptr %out, i32 0
  %e41.0 = load i32, ptr %p41.0, align 4
  call void @wend_print_int(i32 %e41.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p41.1 = getelementptr i32, ptr %out, i32 1
  %e41.1 = load i32, ptr %p41.1, align 4
  call void @wend_print_int(i32 %e41.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p41.2 = getelementptr i32, ptr %out, i32 2
  %e41.2 = load i32, ptr %p41.2, align 4
  call void @wend_print_int(i32 %e41.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p41.3 = getelementptr i32, ptr %out, i32 3
  %e41.3 = load i32, ptr %p41.3, align 4
  call void @wend_print_int(i32 %e41.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r42 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r42, ptr %out, align 4
  %p42.0 = getelementptr i32, ptr %out, i32 0
  %e42.0 = load i32, ptr %p42.0, align 4
  call void @wend_print_int(i32 %e42.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p42.1 = getelementptr i32, ptr %out, i32 1
  %e42.1 = load i32, ptr %p42.1, align 4
  call void @wend_print_int(i32 %e42.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p42.2 = getelementptr i32, ptr %out, i32 2
  %e42.2 = load i32, ptr %p42.2, align 4
  call void @wend_print_int(i32 %e42.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p42.3 = getelementptr i32, ptr %out, i32 3
  %e42.3 = load i32, ptr %p42.3, align 4
  call void @wend_print_int(i32 %e42.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r43 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r43, ptr %out, align 4
  %p43.0 = getelementptr i32, ptr %out, i32 0
  %e43.0 = load i32, ptr %p43.0, align 4
  call void @wend_print_int(i32 %e43.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p43.1 = getelementptr i32, ptr %out, i32 1
  %e43.1 = load i32, ptr %p43.1, align 4
  call void @wend_print_int(i32 %e43.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p43.2 = getelementptr i32, ptr %out, i32 2
  %e43.2 = load i32, ptr %p43.2, align 4
  call void @wend_print_int(i32 %e43.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p43.3 = getelementptr i32, ptr %out, i32 3
  %e43.3 = load i32, ptr %p43.3, align 4
  call void @wend_print_int(i32 %e43.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r44 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r44, ptr %out, align 4
  %p44.0 = getelementptr i32, ptr %out, i32 0
  %e44.0 = load i32, ptr %p44.0, align 4
  call void @wend_print_int(i32 %e44.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p44.1 = getelementptr i32, ptr %out, i32 1
  %e44.1 = load i32, ptr %p44.1, align 4
  call void @wend_print_int(i32 %e44.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p44.2 = getelementptr i32, ptr %out, i32 2
  %e44.2 = load i32, ptr %p44.2, align 4
  call void @wend_print_int(i32 %e44.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p44.3 = getelementptr i32, ptr %out, i32 3
  %e44.3 = load i32, ptr %p44.3, align 4
  call void @wend_print_int(i32 %e44.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r45 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r45, ptr %out, align 4
  %p45.0 = getelementptr i32, ptr %out, i32 0
  %e45.0 = load i32, ptr %p45.0, align 4
  call void @wend_print_int(i32 %e45.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p45.1 = getelementptr i32, ptr %out, i32 1
  %e45.1 = load i32, ptr %p45.1, align 4
  call void @wend_print_int(i32 %e45.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p45.2 = getelementptr i32, ptr %out, i32 2
  %e45.2 = load i32, ptr %p45.2, align 4
  call void @wend_print_int(i32 %e45.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p45.3 = getelementptr i32, ptr %out, i32 3
  %e45.3 = load i32, ptr %p45.3, align 4
  call void @wend_print_int(i32 %e45.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r46 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r46, ptr %out, align 4
  %p46.0 = getelementptr i32, ptr %out, i32 0
  %e46.0 = load i32, ptr %p46.0, align 4
  call void @wend_print_int(i32 %e46.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p46.1 = getelementptr i32, ptr %out, i32 1
  %e46.1 = load i32, ptr %p46.1, align 4
  call void @wend_print_int(i32 %e46.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p46.2 = getelementptr i32, ptr %out, i32 2
  %e46.2 = load i32, ptr %p46.2, align 4
  call void @wend_print_int(i32 %e46.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p46.3 = getelementptr i32, ptr %out, i32 3
  %e46.3 = load i32, ptr %p46.3, align 4
  call void @wend_print_int(i32 %e46.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r47 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r47, ptr %out, align 4
  %p47.0 = getelementptr i32, ptr %out, i32 0
  %e47.0 = load i32, ptr %p47.0, align 4
  call void @wend_print_int(i32 %e47.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p47.1 = getelementptr i32, ptr %out, i32 1
  %e47.1 = load i32, ptr %p47.1, align 4
  call void @wend_print_int(i32 %e47.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p47.2 = getelementptr i32, ptr %out, i32 2
  %e47.2 = load i32, ptr %p47.2, align 4
  call void @wend_print_int(i32 %e47.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p47.3 = getelementptr i32, ptr %out, i32 3
  %e47.3 = load i32, ptr %p47.3, align 4
  call void @wend_print_int(i32 %e47.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r48 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r48, ptr %out, align 4
  %p48.0 = getelementptr i32, ptr %out, i32 0
  %e48.0 = load i32, ptr %p48.0, align 4
  call void @wend_print_int(i32 %e48.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p48.1 = getelementptr i32, ptr %out, i32 1
  %e48.1 = load i32, ptr %p48.1, align 4
  call void @wend_print_int(i32 %e48.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p48.2 = getelementptr i32, ptr %out, i32 2
  %e48.2 = load i32, ptr %p48.2, align 4
  call void @wend_print_int(i32 %e48.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p48.3 = getelementptr i32, ptr %out, i32 3
  %e48.3 = load i32, ptr %p48.3, align 4
  call void @wend_print_int(i32 %e48.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r49 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r49, ptr %out, align 4
  %p49.0 = getelementptr i32, ptr %out, i32 0
  %e49.0 = load i32, ptr %p49.0, align 4
  call void @wend_print_int(i32 %e49.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p49.1 = getelementptr i32, ptr %out, i32 1
  %e49.1 = load i32, ptr %p49.1, align 4
  call void @wend_print_int(i32 %e49.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p49.2 = getelementptr i32, ptr %out, i32 2
  %e49.2 = load i32, ptr %p49.2, align 4
  call void @wend_print_int(i32 %e49.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p49.3 = getelementptr i32, ptr %out, i32 3
  %e49.3 = load i32, ptr %p49.3, align 4
  call void @wend_print_int(i32 %e49.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r50 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r50, ptr %out, align 4
  %p50.0 = getelementptr i32, ptr %out, i32 0
  %e50.0 = load i32, ptr %p50.0, align 4
  call void @wend_print_int(i32 %e50.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p50.1 = getelementptr i32, ptr %out, i32 1
  %e50.1 = load i32, ptr %p50.1, align 4
  call void @wend_print_int(i32 %e50.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p50.2 = getelementptr i32, ptr %out, i32 2
  %e50.2 = load i32, ptr %p50.2, align 4
  call void @wend_print_int(i32 %e50.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p50.3 = getelementptr i32, ptr %out, i32 3
  %e50.3 = load i32, ptr %p50.3, align 4
  call void @wend_print_int(i32 %e50.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r51 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r51, ptr %out, align 4
  %p51.0 = getelementptr i32, ptr %out, i32 0
  %e51.0 = load i32, ptr %p51.0, align 4
  call void @wend_print_int(i32 %e51.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p51.1 = getelementptr i32, ptr %out, i32 1
  %e51.1 = load i32, ptr %p51.1, align 4
  call void @wend_print_int(i32 %e51.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p51.2 = getelementptr i32, ptr %out, i32 2
  %e51.2 = load i32, ptr %p51.2, align 4
  call void @wend_print_int(i32 %e51.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p51.3 = getelementptr i32, ptr %out, i32 3
  %e51.3 = load i32, ptr %p51.3, align 4
  call void @wend_print_int(i32 %e51.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r52 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r52, ptr %out, align 4
  %p52.0 = getelementptr i32, ptr %out, i32 0
  %e52.0 = load i32, ptr %p52.0, align 4
  call void @wend_print_int(i32 %e52.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p52.1 = getelementptr i32, ptr %out, i32 1
  %e52.1 = load i32, ptr %p52.1, align 4
  call void @wend_print_int(i32 %e52.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p52.2 = getelementptr i32, ptr %out, i32 2
  %e52.2 = load i32, ptr %p52.2, align 4
  call void @wend_print_int(i32 %e52.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p52.3 = getelementptr i32, ptr %out, i32 3
  %e52.3 = load i32, ptr %p52.3, align 4
  call void @wend_print_int(i32 %e52.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r53 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r53, ptr %out, align 4
  %p53.0 = getelementptr i32, ptr %out, i32 0
  %e53.0 = load i32, ptr %p53.0, align 4
  call void @wend_print_int(i32 %e53.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p53.1 = getelementptr i32, ptr %out, i32 1
  %e53.1 = load i32, ptr %p53.1, align 4
  call void @wend_print_int(i32 %e53.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p53.2 = getelementptr i32, ptr %out, i32 2
  %e53.2 = load i32, ptr %p53.2, align 4
  call void @wend_print_int(i32 %e53.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p53.3 = getelementptr i32, ptr %out, i32 3
  %e53.3 = load i32, ptr %p53.3, align 4
  call void @wend_print_int(i32 %e53.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r54 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r54, ptr %out, align 4
  %p54.0 = getelementptr i32, ptr %out, i32 0
  %e54.0 = load i32, ptr %p54.0, align 4
  call void @wend_print_int(i32 %e54.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p54.1 = getelementptr i32, ptr %out, i32 1
  %e54.1 = load i32, ptr %p54.1, align 4
  call void @wend_print_int(i32 %e54.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p54.2 = getelementptr i32, ptr %out, i32 2
  %e54.2 = load i32, ptr %p54.2, align 4
  call void @wend_print_int(i32 %e54.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p54.3 = getelementptr i32, ptr %out, i32 3
  %e54.3 = load i32, ptr %p54.3, align 4
  call void @wend_print_int(i32 %e54.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r55 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r55, ptr %out, align 4
  %p55.0 = getelementptr i32, ptr %out, i32 0
  %e55.0 = load i32, ptr %p55.0, align 4
  call void @wend_print_int(i32 %e55.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p55.1 = getelementptr i32, ptr %out, i32 1
  %e55.1 = load i32, ptr %p55.1, align 4
  call void @wend_print_int(i32 %e55.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p55.2 = getelementptr i32, ptr %out, i32 2
  %e55.2 = load i32, ptr %p55.2, align 4
  call void @wend_print_int(i32 %e55.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p55.3 = getelementptr i32, ptr %out, i32 3
  %e55.3 = load i32, ptr %p55.3, align 4
  call void @wend_print_int(i32 %e55.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r56 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r56, ptr %out, align 4
  %p56.0 = getelementptr i32, ptr %out, i32 0
  %e56.0 = load i32, ptr %p56.0, align 4
  call void @wend_print_int(i32 %e56.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p56.1 = getelementptr i32, ptr %out, i32 1
  %e56.1 = load i32, ptr %p56.1, align 4
  call void @wend_print_int(i32 %e56.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p56.2 = getelementptr i32, ptr %out, i32 2
  %e56.2 = load i32, ptr %p56.2, align 4
  call void @wend_print_int(i32 %e56.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p56.3 = getelementptr i32, ptr %out, i32 3
  %e56.3 = load i32, ptr %p56.3, align 4
  call void @wend_print_int(i32 %e56.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r57 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r57, ptr %out, align 4
  %p57.0 = getelementptr i32, ptr %out, i32 0
  %e57.0 = load i32, ptr %p57.0, align 4
  call void @wend_print_int(i32 %e57.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p57.1 = getelementptr i32, ptr %out, i32 1
  %e57.1 = load i32, ptr %p57.1, align 4
  call void @wend_print_int(i32 %e57.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p57.2 = getelementptr i32, ptr %out, i32 2
  %e57.2 = load i32, ptr %p57.2, align 4
  call void @wend_print_int(i32 %e57.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p57.3 = getelementptr i32, ptr %out, i32 3
  %e57.3 = load i32, ptr %p57.3, align 4
  call void @wend_print_int(i32 %e57.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r58 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r58, ptr %out, align 4
  %p58.0 = getelementptr i32, ptr %out, i32 0
  %e58.0 = load i32, ptr %p58.0, align 4
  call void @wend_print_int(i32 %e58.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p58.1 = getelementptr i32, ptr %out, i32 1
  %e58.1 = load i32, ptr %p58.1, align 4
  call void @wend_print_int(i32 %e58.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p58.2 = getelementptr i32, ptr %out, i32 2
  %e58.2 = load i32, ptr %p58.2, align 4
  call void @wend_print_int(i32 %e58.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p58.3 = getelementptr i32, ptr %out, i32 3
  %e58.3 = load i32, ptr %p58.3, align 4
  call void @wend_print_int(i32 %e58.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r59 = sdiv <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r59, ptr %out, align 4
  %p59.0 = getelementptr i32, ptr %out, i32 0
  %e59.0 = load i32, ptr %p59.0, align 4
  call void @wend_print_int(i32 %e59.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p59.1 = getelementptr i32, ptr %out, i32 1
  %e59.1 = load i32, ptr %p59.1, align 4
  call void @wend_print_int(i32 %e59.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p59.2 = getelementptr i32, ptr %out, i32 2
  %e59.2 = load i32, ptr %p59.2, align 4
  call void @wend_print_int(i32 %e59.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p59.3 = getelementptr i32, ptr %out, i32 3
  %e59.3 = load i32, ptr %p59.3, align 4
  call void @wend_print_int(i32 %e59.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r60 = srem <4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r60, ptr %out, align 4
  %p60.0 = getelementptr i32, ptr %out, i32 0
  %e60.0 = load i32, ptr %p60.0, align 4
  call void @wend_print_int(i32 %e60.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p60.1 = getelementptr i32, ptr %out, i32 1
  %e60.1 = load i32, ptr %p60.1, align 4
  call void @wend_print_int(i32 %e60.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p60.2 = getelementptr i32, ptr %out, i32 2
  %e60.2 = load i32, ptr %p60.2, align 4
  call void @wend_print_int(i32 %e60.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p60.3 = getelementptr i32, ptr %out, i32 3
  %e60.3 = load i32, ptr %p60.3, align 4
  call void @wend_print_int(i32 %e60.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r61 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r61, ptr %out, align 4
  %p61.0 = getelementptr i32, ptr %out, i32 0
  %e61.0 = load i32, ptr %p61.0, align 4
  call void @wend_print_int(i32 %e61.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p61.1 = getelementptr i32, ptr %out, i32 1
  %e61.1 = load i32, ptr %p61.1, align 4
  call void @wend_print_int(i32 %e61.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p61.2 = getelementptr i32, ptr %out, i32 2
  %e61.2 = load i32, ptr %p61.2, align 4
  call void @wend_print_int(i32 %e61.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p61.3 = getelementptr i32, ptr %out, i32 3
  %e61.3 = load i32, ptr %p61.3, align 4
  call void @wend_print_int(i32 %e61.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r62 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r62, ptr %out, align 4
  %p62.0 = getelementptr i32, ptr %out, i32 0
  %e62.0 = load i32, ptr %p62.0, align 4
  call void @wend_print_int(i32 %e62.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p62.1 = getelementptr i32, ptr %out, i32 1
  %e62.1 = load i32, ptr %p62.1, align 4
  call void @wend_print_int(i32 %e62.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p62.2 = getelementptr i32, ptr %out, i32 2
  %e62.2 = load i32, ptr %p62.2, align 4
  call void @wend_print_int(i32 %e62.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p62.3 = getelementptr i32, ptr %out, i32 3
  %e62.3 = load i32, ptr %p62.3, align 4
  call void @wend_print_int(i32 %e62.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r63 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r63, ptr %out, align 4
  %p63.0 = getelementptr i32, ptr %out, i32 0
  %e63.0 = load i32, ptr %p63.0, align 4
  call void @wend_print_int(i32 %e63.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p63.1 = getelementptr i32, ptr %out, i32 1
  %e63.1 = load i32, ptr %p63.1, align 4
  call void @wend_print_int(i32 %e63.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p63.2 = getelementptr i32, ptr %out, i32 2
  %e63.2 = load i32, ptr %p63.2, align 4
  call void @wend_print_int(i32 %e63.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p63.3 = getelementptr i32, ptr %out, i32 3
  %e63.3 = load i32, ptr %p63.3, align 4
  call void @wend_print_int(i32 %e63.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r64 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r64, ptr %out, align 4
  %p64.0 = getelementptr i32, ptr %out, i32 0
  %e64.0 = load i32, ptr %p64.0, align 4
  call void @wend_print_int(i32 %e64.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p64.1 = getelementptr i32, ptr %out, i32 1
  %e64.1 = load i32, ptr %p64.1, align 4
  call void @wend_print_int(i32 %e64.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p64.2 = getelementptr i32, ptr %out, i32 2
  %e64.2 = load i32, ptr %p64.2, align 4
  call void @wend_print_int(i32 %e64.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p64.3 = getelementptr i32, ptr %out, i32 3
  %e64.3 = load i32, ptr %p64.3, align 4
  call void @wend_print_int(i32 %e64.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r65 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r65, ptr %out, align 4
  %p65.0 = getelementptr i32, ptr %out, i32 0
  %e65.0 = load i32, ptr %p65.0, align 4
  call void @wend_print_int(i32 %e65.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p65.1 = getelementptr i32, ptr %out, i32 1
  %e65.1 = load i32, ptr %p65.1, align 4
  call void @wend_print_int(i32 %e65.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p65.2 = getelementptr i32, ptr %out, i32 2
  %e65.2 = load i32, ptr %p65.2, align 4
  call void @wend_print_int(i32 %e65.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p65.3 = getelementptr i32, ptr %out, i32 3
  %e65.3 = load i32, ptr %p65.3, align 4
  call void @wend_print_int(i32 %e65.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r66 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r66, ptr %out, align 4
  %p66.0 = getelementptr i32, ptr %out, i32 0
  %e66.0 = load i32, ptr %p66.0, align 4
  call void @wend_print_int(i32 %e66.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p66.1 = getelementptr i32, ptr %out, i32 1
  %e66.1 = load i32, ptr %p66.1, align 4
  call void @wend_print_int(i32 %e66.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p66.2 = getelementptr i32, ptr %out, i32 2
  %e66.2 = load i32, ptr %p66.2, align 4
  call void @wend_print_int(i32 %e66.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p66.3 = getelementptr i32, ptr %out, i32 3
  %e66.3 = load i32, ptr %p66.3, align 4
  call void @wend_print_int(i32 %e66.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r67 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r67, ptr %out, align 4
  %p67.0 = getelementptr i32, ptr %out, i32 0
  %e67.0 = load i32, ptr %p67.0, align 4
  call void @wend_print_int(i32 %e67.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p67.1 = getelementptr i32, ptr %out, i32 1
  %e67.1 = load i32, ptr %p67.1, align 4
  call void @wend_print_int(i32 %e67.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p67.2 = getelementptr i32, ptr %out, i32 2
  %e67.2 = load i32, ptr %p67.2, align 4
  call void @wend_print_int(i32 %e67.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p67.3 = getelementptr i32, ptr %out, i32 3
  %e67.3 = load i32, ptr %p67.3, align 4
  call void @wend_print_int(i32 %e67.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r68 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r68, ptr %out, align 4
  %p68.0 = getelementptr i32, ptr %out, i32 0
  %e68.0 = load i32, ptr %p68.0, align 4
  call void @wend_print_int(i32 %e68.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p68.1 = getelementptr i32, ptr %out, i32 1
  %e68.1 = load i32, ptr %p68.1, align 4
  call void @wend_print_int(i32 %e68.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p68.2 = getelementptr i32, ptr %out, i32 2
  %e68.2 = load i32, ptr %p68.2, align 4
  call void @wend_print_int(i32 %e68.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p68.3 = getelementptr i32, ptr %out, i32 3
  %e68.3 = load i32, ptr %p68.3, align 4
  call void @wend_print_int(i32 %e68.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r69 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r69, ptr %out, align 4
  %p69.0 = getelementptr i32, ptr %out, i32 0
  %e69.0 = load i32, ptr %p69.0, align 4
  call void @wend_print_int(i32 %e69.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p69.1 = getelementptr i32, ptr %out, i32 1
  %e69.1 = load i32, ptr %p69.1, align 4
  call void @wend_print_int(i32 %e69.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p69.2 = getelementptr i32, ptr %out, i32 2
  %e69.2 = load i32, ptr %p69.2, align 4
  call void @wend_print_int(i32 %e69.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p69.3 = getelementptr i32, ptr %out, i32 3
  %e69.3 = load i32, ptr %p69.3, align 4
  call void @wend_print_int(i32 %e69.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r70 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r70, ptr %out, align 4
  %p70.0 = getelementptr i32, ptr %out, i32 0
  %e70.0 = load i32, ptr %p70.0, align 4
  call void @wend_print_int(i32 %e70.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p70.1 = getelementptr i32, ptr %out, i32 1
  %e70.1 = load i32, ptr %p70.1, align 4
  call void @wend_print_int(i32 %e70.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p70.2 = getelementptr i32, ptr %out, i32 2
  %e70.2 = load i32, ptr %p70.2, align 4
  call void @wend_print_int(i32 %e70.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p70.3 = getelementptr i32, ptr %out, i32 3
  %e70.3 = load i32, ptr %p70.3, align 4
  call void @wend_print_int(i32 %e70.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r71 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r71, ptr %out, align 4
  %p71.0 = getelementptr i32, ptr %out, i32 0
  %e71.0 = load i32, ptr %p71.0, align 4
  call void @wend_print_int(i32 %e71.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p71.1 = getelementptr i32, ptr %out, i32 1
  %e71.1 = load i32, ptr %p71.1, align 4
  call void @wend_print_int(i32 %e71.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p71.2 = getelementptr i32, ptr %out, i32 2
  %e71.2 = load i32, ptr %p71.2, align 4
  call void @wend_print_int(i32 %e71.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p71.3 = getelementptr i32, ptr %out, i32 3
  %e71.3 = load i32, ptr %p71.3, align 4
  call void @wend_print_int(i32 %e71.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r72 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r72, ptr %out, align 4
  %p72.0 = getelementptr i32, ptr %out, i32 0
  %e72.0 = load i32, ptr %p72.0, align 4
  call void @wend_print_int(i32 %e72.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p72.1 = getelementptr i32, ptr %out, i32 1
  %e72.1 = load i32, ptr %p72.1, align 4
  call void @wend_print_int(i32 %e72.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p72.2 = getelementptr i32, ptr %out, i32 2
  %e72.2 = load i32, ptr %p72.2, align 4
  call void @wend_print_int(i32 %e72.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p72.3 = getelementptr i32, ptr %out, i32 3
  %e72.3 = load i32, ptr %p72.3, align 4
  call void @wend_print_int(i32 %e72.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r73 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r73, ptr %out, align 4
  %p73.0 = getelementptr i32, ptr %out, i32 0
  %e73.0 = load i32, ptr %p73.0, align 4
  call void @wend_print_int(i32 %e73.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p73.1 = getelementptr i32, ptr %out, i32 1
  %e73.1 = load i32, ptr %p73.1, align 4
  call void @wend_print_int(i32 %e73.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p73.2 = getelementptr i32, ptr %out, i32 2
  %e73.2 = load i32, ptr %p73.2, align 4
  call void @wend_print_int(i32 %e73.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p73.3 = getelementptr i32, ptr %out, i32 3
  %e73.3 = load i32, ptr %p73.3, align 4
  call void @wend_print_int(i32 %e73.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r74 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r74, ptr %out, align 4
  %p74.0 = getelementptr i32, ptr %out, i32 0
  %e74.0 = load i32, ptr %p74.0, align 4
  call void @wend_print_int(i32 %e74.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p74.1 = getelementptr i32, ptr %out, i32 1
  %e74.1 = load i32, ptr %p74.1, align 4
  call void @wend_print_int(i32 %e74.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p74.2 = getelementptr i32, ptr %out, i32 2
  %e74.2 = load i32, ptr %p74.2, align 4
  call void @wend_print_int(i32 %e74.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p74.3 = getelementptr i32, ptr %out, i32 3
  %e74.3 = load i32, ptr %p74.3, align 4
  call void @wend_print_int(i32 %e74.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r75 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r75, ptr %out, align 4
  %p75.0 = getelementptr i32, ptr %out, i32 0
  %e75.0 = load i32, ptr %p75.0, align 4
  call void @wend_print_int(i32 %e75.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p75.1 = getelementptr i32, ptr %out, i32 1
  %e75.1 = load i32, ptr %p75.1, align 4
  call void @wend_print_int(i32 %e75.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p75.2 = getelementptr i32, ptr %out, i32 2
  %e75.2 = load i32, ptr %p75.2, align 4
  call void @wend_print_int(i32 %e75.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p75.3 = getelementptr i32, ptr %out, i32 3
  %e75.3 = load i32, ptr %p75.3, align 4
  call void @wend_print_int(i32 %e75.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r76 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r76, ptr %out, align 4
  %p76.0 = getelementptr i32, ptr %out, i32 0
  %e76.0 = load i32, ptr %p76.0, align 4
  call void @wend_print_int(i32 %e76.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p76.1 = getelementptr i32, ptr %out, i32 1
  %e76.1 = load i32, ptr %p76.1, align 4
  call void @wend_print_int(i32 %e76.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p76.2 = getelementptr i32, ptr %out, i32 2
  %e76.2 = load i32, ptr %p76.2, align 4
  call void @wend_print_int(i32 %e76.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p76.3 = getelementptr i32, ptr %out, i32 3
  %e76.3 = load i32, ptr %p76.3, align 4
  call void @wend_print_int(i32 %e76.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r77 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r77, ptr %out, align 4
  %p77.0 = getelementptr i32, ptr %out, i32 0
  %e77.0 = load i32, ptr %p77.0, align 4
  call void @wend_print_int(i32 %e77.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p77.1 = getelementptr i32, ptr %out, i32 1
  %e77.1 = load i32, ptr %p77.1, align 4
  call void @wend_print_int(i32 %e77.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p77.2 = getelementptr i32, ptr %out, i32 2
  %e77.2 = load i32, ptr %p77.2, align 4
  call void @wend_print_int(i32 %e77.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p77.3 = getelementptr i32, ptr %out, i32 3
  %e77.3 = load i32, ptr %p77.3, align 4
  call void @wend_print_int(i32 %e77.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r78 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r78, ptr %out, align 4
  %p78.0 = getelementptr i32, ptr %out, i32 0
  %e78.0 = load i32, ptr %p78.0, align 4
  call void @wend_print_int(i32 %e78.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p78.1 = getelementptr i32, ptr %out, i32 1
  %e78.1 = load i32, ptr %p78.1, align 4
  call void @wend_print_int(i32 %e78.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p78.2 = getelementptr i32, ptr %out, i32 2
  %e78.2 = load i32, ptr %p78.2, align 4
  call void @wend_print_int(i32 %e78.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p78.3 = getelementptr i32, ptr %out, i32 3
  %e78.3 = load i32, ptr %p78.3, align 4
  call void @wend_print_int(i32 %e78.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r79 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r79, ptr %out, align 4
  %p79.0 = getelementptr i32, ptr %out, i32 0
  %e79.0 = load i32, ptr %p79.0, align 4
  call void @wend_print_int(i32 %e79.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p79.1 = getelementptr i32, ptr %out, i32 1
  %e79.1 = load i32, ptr %p79.1, align 4
  call void @wend_print_int(i32 %e79.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p79.2 = getelementptr i32, ptr %out, i32 2
  %e79.2 = load i32, ptr %p79.2, align 4
  call void @wend_print_int(i32 %e79.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p79.3 = getelementptr i32, ptr %out, i32 3
  %e79.3 = load i32, ptr %p79.3, align 4
  call void @wend_print_int(i32 %e79.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r80 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r80, ptr %out, align 4
  %p80.0 = getelementptr i32, ptr %out, i32 0
  %e80.0 = load i32, ptr %p80.0, align 4
  call void @wend_print_int(i32 %e80.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p80.1 = getelementptr i32, ptr %out, i32 1
  %e80.1 = load i32, ptr %p80.1, align 4
  call void @wend_print_int(i32 %e80.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p80.2 = getelementptr i32, ptr %out, i32 2
  %e80.2 = load i32, ptr %p80.2, align 4
  call void @wend_print_int(i32 %e80.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p80.3 = getelementptr i32, ptr %out, i32 3
  %e80.3 = load i32, ptr %p80.3, align 4
  call void @wend_print_int(i32 %e80.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r81 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r81, ptr %out, align 4
  %p81.0 = getelementptr i32, ptr %out, i32 0
  %e81.0 = load i32, ptr %p81.0, align 4
  call void @wend_print_int(i32 %e81.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p81.1 = getelementptr i32, ptr %out, i32 1
  %e81.1 = load i32, ptr %p81.1, align 4
  call void @wend_print_int(i32 %e81.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p81.2 = getelementptr i32, ptr %out, i32 2
  %e81.2 = load i32, ptr %p81.2, align 4
  call void @wend_print_int(i32 %e81.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p81.3 = getelementptr i32, ptr %out, i32 3
  %e81.3 = load i32, ptr %p81.3, align 4
  call void @wend_print_int(i32 %e81.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r82 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r82, ptr %out, align 4
  %p82.0 = getelementptr i32, ptr %out, i32 0
  %e82.0 = load i32, ptr %p82.0, align 4
  call void @wend_print_int(i32 %e82.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p82.1 = getelementptr i32, ptr %out, i32 1
  %e82.1 = load i32, ptr %p82.1, align 4
  call void @wend_print_int(i32 %e82.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p82.2 = getelementptr i32, ptr %out, i32 2
  %e82.2 = load i32, ptr %p82.2, align 4
  call void @wend_print_int(i32 %e82.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p82.3 = getelementptr i32, ptr %out, i32 3
  %e82.3 = load i32, ptr %p82.3, align 4
  call void @wend_print_int(i32 %e82.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r83 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r83, ptr %out, align 4
  %p83.0 = getelementptr i32, ptr %out, i32 0
  %e83.0 = load i32, ptr %p83.0, align 4
  call void @wend_print_int(i32 %e83.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p83.1 = getelementptr i32, ptr %out, i32 1
  %e83.1 = load i32, ptr %p83.1, align 4
  call void @wend_print_int(i32 %e83.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p83.2 = getelementptr i32, ptr %out, i32 2
  %e83.2 = load i32, ptr %p83.2, align 4
  call void @wend_print_int(i32 %e83.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p83.3 = getelementptr i32, ptr %out, i32 3
  %e83.3 = load i32, ptr %p83.3, align 4
  call void @wend_print_int(i32 %e83.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r84 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r84, ptr %out, align 4
  %p84.0 = getelementptr i32, ptr %out, i32 0
  %e84.0 = load i32, ptr %p84.0, align 4
  call void @wend_print_int(i32 %e84.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p84.1 = getelementptr i32, ptr %out, i32 1
  %e84.1 = load i32, ptr %p84.1, align 4
  call void @wend_print_int(i32 %e84.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p84.2 = getelementptr i32, ptr %out, i32 2
  %e84.2 = load i32, ptr %p84.2, align 4
  call void @wend_print_int(i32 %e84.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p84.3 = getelementptr i32, ptr %out, i32 3
  %e84.3 = load i32, ptr %p84.3, align 4
  call void @wend_print_int(i32 %e84.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r85 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r85, ptr %out, align 4
  %p85.0 = getelementptr i32, ptr %out, i32 0
  %e85.0 = load i32, ptr %p85.0, align 4
  call void @wend_print_int(i32 %e85.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p85.1 = getelementptr i32, ptr %out, i32 1
  %e85.1 = load i32, ptr %p85.1, align 4
  call void @wend_print_int(i32 %e85.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p85.2 = getelementptr i32, ptr %out, i32 2
  %e85.2 = load i32, ptr %p85.2, align 4
  call void @wend_print_int(i32 %e85.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p85.3 = getelementptr i32, ptr %out, i32 3
  %e85.3 = load i32, ptr %p85.3, align 4
  call void @wend_print_int(i32 %e85.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r86 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r86, ptr %out, align 4
  %p86.0 = getelementptr i32, ptr %out, i32 0
  %e86.0 = load i32, ptr %p86.0, align 4
  call void @wend_print_int(i32 %e86.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p86.1 = getelementptr i32, ptr %out, i32 1
  %e86.1 = load i32, ptr %p86.1, align 4
  call void @wend_print_int(i32 %e86.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p86.2 = getelementptr i32, ptr %out, i32 2
  %e86.2 = load i32, ptr %p86.2, align 4
  call void @wend_print_int(i32 %e86.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p86.3 = getelementptr i32, ptr %out, i32 3
  %e86.3 = load i32, ptr %p86.3, align 4
  call void @wend_print_int(i32 %e86.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r87 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r87, ptr %out, align 4
  %p87.0 = getelementptr i32, ptr %out, i32 0
  %e87.0 = load i32, ptr %p87.0, align 4
  call void @wend_print_int(i32 %e87.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p87.1 = getelementptr i32, ptr %out, i32 1
  %e87.1 = load i32, ptr %p87.1, align 4
  call void @wend_print_int(i32 %e87.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p87.2 = getelementptr i32, ptr %out, i32 2
  %e87.2 = load i32, ptr %p87.2, align 4
  call void @wend_print_int(i32 %e87.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p87.3 = getelementptr i32, ptr %out, i32 3
  %e87.3 = load i32, ptr %p87.3, align 4
  call void @wend_print_int(i32 %e87.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r88 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r88, ptr %out, align 4
  %p88.0 = getelementptr i32, ptr %out, i32 0
  %e88.0 = load i32, ptr %p88.0, align 4
  call void @wend_print_int(i32 %e88.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p88.1 = getelementptr i32, ptr %out, i32 1
  %e88.1 = load i32, ptr %p88.1, align 4
  call void @wend_print_int(i32 %e88.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p88.2 = getelementptr i32, ptr %out, i32 2
  %e88.2 = load i32, ptr %p88.2, align 4
  call void @wend_print_int(i32 %e88.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p88.3 = getelementptr i32, ptr %out, i32 3
  %e88.3 = load i32, ptr %p88.3, align 4
  call void @wend_print_int(i32 %e88.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r89 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r89, ptr %out, align 4
  %p89.0 = getelementptr i32, ptr %out, i32 0
  %e89.0 = load i32, ptr %p89.0, align 4
  call void @wend_print_int(i32 %e89.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p89.1 = getelementptr i32, ptr %out, i32 1
  %e89.1 = load i32, ptr %p89.1, align 4
  call void @wend_print_int(i32 %e89.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p89.2 = getelementptr i32, ptr %out, i32 2
  %e89.2 = load i32, ptr %p89.2, align 4
  call void @wend_print_int(i32 %e89.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p89.3 = getelementptr i32, ptr %out, i32 3
  %e89.3 = load i32, ptr %p89.3, align 4
  call void @wend_print_int(i32 %e89.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r90 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r90, ptr %out, align 4
  %p90.0 = getelementptr i32, ptr %out, i32 0
  %e90.0 = load i32, ptr %p90.0, align 4
  call void @wend_print_int(i32 %e90.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p90.1 = getelementptr i32, ptr %out, i32 1
  %e90.1 = load i32, ptr %p90.1, align 4
  call void @wend_print_int(i32 %e90.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p90.2 = getelementptr i32, ptr %out, i32 2
  %e90.2 = load i32, ptr %p90.2, align 4
  call void @wend_print_int(i32 %e90.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p90.3 = getelementptr i32, ptr %out, i32 3
  %e90.3 = load i32, ptr %p90.3, align 4
  call void @wend_print_int(i32 %e90.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r91 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r91, ptr %out, align 4
  %p91.0 = getelementptr i32, ptr %out, i32 0
  %e91.0 = load i32, ptr %p91.0, align 4
  call void @wend_print_int(i32 %e91.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p91.1 = getelementptr i32, ptr %out, i32 1
  %e91.1 = load i32, ptr %p91.1, align 4
  call void @wend_print_int(i32 %e91.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p91.2 = getelementptr i32, ptr %out, i32 2
  %e91.2 = load i32, ptr %p91.2, align 4
  call void @wend_print_int(i32 %e91.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p91.3 = getelementptr i32, ptr %out, i32 3
  %e91.3 = load i32, ptr %p91.3, align 4
  call void @wend_print_int(i32 %e91.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r92 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r92, ptr %out, align 4
  %p92.0 = getelementptr i32, ptr %out, i32 0
  %e92.0 = load i32, ptr %p92.0, align 4
  call void @wend_print_int(i32 %e92.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p92.1 = getelementptr i32, ptr %out, i32 1
  %e92.1 = load i32, ptr %p92.1, align 4
  call void @wend_print_int(i32 %e92.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p92.2 = getelementptr i32, ptr %out, i32 2
  %e92.2 = load i32, ptr %p92.2, align 4
  call void @wend_print_int(i32 %e92.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p92.3 = getelementptr i32, ptr %out, i32 3
  %e92.3 = load i32, ptr %p92.3, align 4
  call void @wend_print_int(i32 %e92.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r93 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r93, ptr %out, align 4
  %p93.0 = getelementptr i32, ptr %out, i32 0
  %e93.0 = load i32, ptr %p93.0, align 4
  call void @wend_print_int(i32 %e93.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p93.1 = getelementptr i32, ptr %out, i32 1
  %e93.1 = load i32, ptr %p93.1, align 4
  call void @wend_print_int(i32 %e93.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p93.2 = getelementptr i32, ptr %out, i32 2
  %e93.2 = load i32, ptr %p93.2, align 4
  call void @wend_print_int(i32 %e93.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p93.3 = getelementptr i32, ptr %out, i32 3
  %e93.3 = load i32, ptr %p93.3, align 4
  call void @wend_print_int(i32 %e93.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r94 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r94, ptr %out, align 4
  %p94.0 = getelementptr i32, ptr %out, i32 0
  %e94.0 = load i32, ptr %p94.0, align 4
  call void @wend_print_int(i32 %e94.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p94.1 = getelementptr i32, ptr %out, i32 1
  %e94.1 = load i32, ptr %p94.1, align 4
  call void @wend_print_int(i32 %e94.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p94.2 = getelementptr i32, ptr %out, i32 2
  %e94.2 = load i32, ptr %p94.2, align 4
  call void @wend_print_int(i32 %e94.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p94.3 = getelementptr i32, ptr %out, i32 3
  %e94.3 = load i32, ptr %p94.3, align 4
  call void @wend_print_int(i32 %e94.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r95 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r95, ptr %out, align 4
  %p95.0 = getelementptr i32, ptr %out, i32 0
  %e95.0 = load i32, ptr %p95.0, align 4
  call void @wend_print_int(i32 %e95.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p95.1 = getelementptr i32, ptr %out, i32 1
  %e95.1 = load i32, ptr %p95.1, align 4
  call void @wend_print_int(i32 %e95.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p95.2 = getelementptr i32, ptr %out, i32 2
  %e95.2 = load i32, ptr %p95.2, align 4
  call void @wend_print_int(i32 %e95.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p95.3 = getelementptr i32, ptr %out, i32 3
  %e95.3 = load i32, ptr %p95.3, align 4
  call void @wend_print_int(i32 %e95.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r96 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r96, ptr %out, align 4
  %p96.0 = getelementptr i32, ptr %out, i32 0
  %e96.0 = load i32, ptr %p96.0, align 4
  call void @wend_print_int(i32 %e96.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p96.1 = getelementptr i32, ptr %out, i32 1
  %e96.1 = load i32, ptr %p96.1, align 4
  call void @wend_print_int(i32 %e96.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p96.2 = getelementptr i32, ptr %out, i32 2
  %e96.2 = load i32, ptr %p96.2, align 4
  call void @wend_print_int(i32 %e96.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p96.3 = getelementptr i32, ptr %out, i32 3
  %e96.3 = load i32, ptr %p96.3, align 4
  call void @wend_print_int(i32 %e96.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r97 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r97, ptr %out, align 4
  %p97.0 = getelementptr i32, ptr %out, i32 0
  %e97.0 = load i32, ptr %p97.0, align 4
  call void @wend_print_int(i32 %e97.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p97.1 = getelementptr i32, ptr %out, i32 1
  %e97.1 = load i32, ptr %p97.1, align 4
  call void @wend_print_int(i32 %e97.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p97.2 = getelementptr i32, ptr %out, i32 2
  %e97.2 = load i32, ptr %p97.2, align 4
  call void @wend_print_int(i32 %e97.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p97.3 = getelementptr i32, ptr %out, i32 3
  %e97.3 = load i32, ptr %p97.3, align 4
  call void @wend_print_int(i32 %e97.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r98 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r98, ptr %out, align 4
  %p98.0 = getelementptr i32, ptr %out, i32 0
  %e98.0 = load i32, ptr %p98.0, align 4
  call void @wend_print_int(i32 %e98.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p98.1 = getelementptr i32, ptr %out, i32 1
  %e98.1 = load i32, ptr %p98.1, align 4
  call void @wend_print_int(i32 %e98.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p98.2 = getelementptr i32, ptr %out, i32 2
  %e98.2 = load i32, ptr %p98.2, align 4
  call void @wend_print_int(i32 %e98.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p98.3 = getelementptr i32, ptr %out, i32 3
  %e98.3 = load i32, ptr %p98.3, align 4
  call void @wend_print_int(i32 %e98.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r99 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r99, ptr %out, align 4
  %p99.0 = getelementptr i32, ptr %out, i32 0
  %e99.0 = load i32, ptr %p99.0, align 4
  call void @wend_print_int(i32 %e99.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p99.1 = getelementptr i32, ptr %out, i32 1
  %e99.1 = load i32, ptr %p99.1, align 4
  call void @wend_print_int(i32 %e99.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p99.2 = getelementptr i32, ptr %out, i32 2
  %e99.2 = load i32, ptr %p99.2, align 4
  call void @wend_print_int(i32 %e99.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p99.3 = getelementptr i32, ptr %out, i32 3
  %e99.3 = load i32, ptr %p99.3, align 4
  call void @wend_print_int(i32 %e99.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r100 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r100, ptr %out, align 4
  %p100.0 = getelementptr i32, ptr %out, i32 0
  %e100.0 = load i32, ptr %p100.0, align 4
  call void @wend_print_int(i32 %e100.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p100.1 = getelementptr i32, ptr %out, i32 1
  %e100.1 = load i32, ptr %p100.1, align 4
  call void @wend_print_int(i32 %e100.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p100.2 = getelementptr i32, ptr %out, i32 2
  %e100.2 = load i32, ptr %p100.2, align 4
  call void @wend_print_int(i32 %e100.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p100.3 = getelementptr i32, ptr %out, i32 3
  %e100.3 = load i32, ptr %p100.3, align 4
  call void @wend_print_int(i32 %e100.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r101 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r101, ptr %out, align 4
  %p101.0 = getelementptr i32, ptr %out, i32 0
  %e101.0 = load i32, ptr %p101.0, align 4
  call void @wend_print_int(i32 %e101.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p101.1 = getelementptr i32, ptr %out, i32 1
  %e101.1 = load i32, ptr %p101.1, align 4
  call void @wend_print_int(i32 %e101.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p101.2 = getelementptr i32, ptr %out, i32 2
  %e101.2 = load i32, ptr %p101.2, align 4
  call void @wend_print_int(i32 %e101.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p101.3 = getelementptr i32, ptr %out, i32 3
  %e101.3 = load i32, ptr %p101.3, align 4
  call void @wend_print_int(i32 %e101.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r102 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r102, ptr %out, align 4
  %p102.0 = getelementptr i32, ptr %out, i32 0
  %e102.0 = load i32, ptr %p102.0, align 4
  call void @wend_print_int(i32 %e102.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p102.1 = getelementptr i32, ptr %out, i32 1
  %e102.1 = load i32, ptr %p102.1, align 4
  call void @wend_print_int(i32 %e102.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p102.2 = getelementptr i32, ptr %out, i32 2
  %e102.2 = load i32, ptr %p102.2, align 4
  call void @wend_print_int(i32 %e102.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p102.3 = getelementptr i32, ptr %out, i32 3
  %e102.3 = load i32, ptr %p102.3, align 4
  call void @wend_print_int(i32 %e102.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r103 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r103, ptr %out, align 4
  %p103.0 = getelementptr i32, ptr %out, i32 0
  %e103.0 = load i32, ptr %p103.0, align 4
  call void @wend_print_int(i32 %e103.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p103.1 = getelementptr i32, ptr %out, i32 1
  %e103.1 = load i32, ptr %p103.1, align 4
  call void @wend_print_int(i32 %e103.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p103.2 = getelementptr i32, ptr %out, i32 2
  %e103.2 = load i32, ptr %p103.2, align 4
  call void @wend_print_int(i32 %e103.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p103.3 = getelementptr i32, ptr %out, i32 3
  %e103.3 = load i32, ptr %p103.3, align 4
  call void @wend_print_int(i32 %e103.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r104 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r104, ptr %out, align 4
  %p104.0 = getelementptr i32, ptr %out, i32 0
  %e104.0 = load i32, ptr %p104.0, align 4
  call void @wend_print_int(i32 %e104.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p104.1 = getelementptr i32, ptr %out, i32 1
  %e104.1 = load i32, ptr %p104.1, align 4
  call void @wend_print_int(i32 %e104.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p104.2 = getelementptr i32, ptr %out, i32 2
  %e104.2 = load i32, ptr %p104.2, align 4
  call void @wend_print_int(i32 %e104.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p104.3 = getelementptr i32, ptr %out, i32 3
  %e104.3 = load i32, ptr %p104.3, align 4
  call void @wend_print_int(i32 %e104.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r105 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r105, ptr %out, align 4
  %p105.0 = getelementptr i32, ptr %out, i32 0
  %e105.0 = load i32, ptr %p105.0, align 4
  call void @wend_print_int(i32 %e105.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p105.1 = getelementptr i32, ptr %out, i32 1
  %e105.1 = load i32, ptr %p105.1, align 4
  call void @wend_print_int(i32 %e105.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p105.2 = getelementptr i32, ptr %out, i32 2
  %e105.2 = load i32, ptr %p105.2, align 4
  call void @wend_print_int(i32 %e105.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p105.3 = getelementptr i32, ptr %out, i32 3
  %e105.3 = load i32, ptr %p105.3, align 4
  call void @wend_print_int(i32 %e105.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r106 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r106, ptr %out, align 4
  %p106.0 = getelementptr i32, ptr %out, i32 0
  %e106.0 = load i32, ptr %p106.0, align 4
  call void @wend_print_int(i32 %e106.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p106.1 = getelementptr i32, ptr %out, i32 1
  %e106.1 = load i32, ptr %p106.1, align 4
  call void @wend_print_int(i32 %e106.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p106.2 = getelementptr i32, ptr %out, i32 2
  %e106.2 = load i32, ptr %p106.2, align 4
  call void @wend_print_int(i32 %e106.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p106.3 = getelementptr i32, ptr %out, i32 3
  %e106.3 = load i32, ptr %p106.3, align 4
  call void @wend_print_int(i32 %e106.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r107 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r107, ptr %out, align 4
  %p107.0 = getelementptr i32, ptr %out, i32 0
  %e107.0 = load i32, ptr %p107.0, align 4
  call void @wend_print_int(i32 %e107.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p107.1 = getelementptr i32, ptr %out, i32 1
  %e107.1 = load i32, ptr %p107.1, align 4
  call void @wend_print_int(i32 %e107.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p107.2 = getelementptr i32, ptr %out, i32 2
  %e107.2 = load i32, ptr %p107.2, align 4
  call void @wend_print_int(i32 %e107.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p107.3 = getelementptr i32, ptr %out, i32 3
  %e107.3 = load i32, ptr %p107.3, align 4
  call void @wend_print_int(i32 %e107.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r108 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r108, ptr %out, align 4
  %p108.0 = getelementptr i32, ptr %out, i32 0
  %e108.0 = load i32, ptr %p108.0, align 4
  call void @wend_print_int(i32 %e108.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p108.1 = getelementptr i32, ptr %out, i32 1
  %e108.1 = load i32, ptr %p108.1, align 4
  call void @wend_print_int(i32 %e108.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p108.2 = getelementptr i32, ptr %out, i32 2
  %e108.2 = load i32, ptr %p108.2, align 4
  call void @wend_print_int(i32 %e108.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p108.3 = getelementptr i32, ptr %out, i32 3
  %e108.3 = load i32, ptr %p108.3, align 4
  call void @wend_print_int(i32 %e108.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r109 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r109, ptr %out, align 4
  %p109.0 = getelementptr i32, ptr %out, i32 0
  %e109.0 = load i32, ptr %p109.0, align 4
  call void @wend_print_int(i32 %e109.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p109.1 = getelementptr i32, ptr %out, i32 1
  %e109.1 = load i32, ptr %p109.1, align 4
  call void @wend_print_int(i32 %e109.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p109.2 = getelementptr i32, ptr %out, i32 2
  %e109.2 = load i32, ptr %p109.2, align 4
  call void @wend_print_int(i32 %e109.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p109.3 = getelementptr i32, ptr %out, i32 3
  %e109.3 = load i32, ptr %p109.3, align 4
  call void @wend_print_int(i32 %e109.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r110 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r110, ptr %out, align 4
  %p110.0 = getelementptr i32, ptr %out, i32 0
  %e110.0 = load i32, ptr %p110.0, align 4
  call void @wend_print_int(i32 %e110.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p110.1 = getelementptr i32, ptr %out, i32 1
  %e110.1 = load i32, ptr %p110.1, align 4
  call void @wend_print_int(i32 %e110.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p110.2 = getelementptr i32, ptr %out, i32 2
  %e110.2 = load i32, ptr %p110.2, align 4
  call void @wend_print_int(i32 %e110.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p110.3 = getelementptr i32, ptr %out, i32 3
  %e110.3 = load i32, ptr %p110.3, align 4
  call void @wend_print_int(i32 %e110.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r111 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r111, ptr %out, align 4
  %p111.0 = getelementptr i32, ptr %out, i32 0
  %e111.0 = load i32, ptr %p111.0, align 4
  call void @wend_print_int(i32 %e111.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p111.1 = getelementptr i32, ptr %out, i32 1
  %e111.1 = load i32, ptr %p111.1, align 4
  call void @wend_print_int(i32 %e111.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p111.2 = getelementptr i32, ptr %out, i32 2
  %e111.2 = load i32, ptr %p111.2, align 4
  call void @wend_print_int(i32 %e111.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p111.3 = getelementptr i32, ptr %out, i32 3
  %e111.3 = load i32, ptr %p111.3, align 4
  call void @wend_print_int(i32 %e111.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r112 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r112, ptr %out, align 4
  %p112.0 = getelementptr i32, ptr %out, i32 0
  %e112.0 = load i32, ptr %p112.0, align 4
  call void @wend_print_int(i32 %e112.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p112.1 = getelementptr i32, ptr %out, i32 1
  %e112.1 = load i32, ptr %p112.1, align 4
  call void @wend_print_int(i32 %e112.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p112.2 = getelementptr i32, ptr %out, i32 2
  %e112.2 = load i32, ptr %p112.2, align 4
  call void @wend_print_int(i32 %e112.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p112.3 = getelementptr i32, ptr %out, i32 3
  %e112.3 = load i32, ptr %p112.3, align 4
  call void @wend_print_int(i32 %e112.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r113 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r113, ptr %out, align 4
  %p113.0 = getelementptr i32, ptr %out, i32 0
  %e113.0 = load i32, ptr %p113.0, align 4
  call void @wend_print_int(i32 %e113.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p113.1 = getelementptr i32, ptr %out, i32 1
  %e113.1 = load i32, ptr %p113.1, align 4
  call void @wend_print_int(i32 %e113.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p113.2 = getelementptr i32, ptr %out, i32 2
  %e113.2 = load i32, ptr %p113.2, align 4
  call void @wend_print_int(i32 %e113.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p113.3 = getelementptr i32, ptr %out, i32 3
  %e113.3 = load i32, ptr %p113.3, align 4
  call void @wend_print_int(i32 %e113.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r114 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r114, ptr %out, align 4
  %p114.0 = getelementptr i32, ptr %out, i32 0
  %e114.0 = load i32, ptr %p114.0, align 4
  call void @wend_print_int(i32 %e114.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p114.1 = getelementptr i32, ptr %out, i32 1
  %e114.1 = load i32, ptr %p114.1, align 4
  call void @wend_print_int(i32 %e114.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p114.2 = getelementptr i32, ptr %out, i32 2
  %e114.2 = load i32, ptr %p114.2, align 4
  call void @wend_print_int(i32 %e114.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p114.3 = getelementptr i32, ptr %out, i32 3
  %e114.3 = load i32, ptr %p114.3, align 4
  call void @wend_print_int(i32 %e114.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r115 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r115, ptr %out, align 4
  %p115.0 = getelementptr i32, ptr %out, i32 0
  %e115.0 = load i32, ptr %p115.0, align 4
  call void @wend_print_int(i32 %e115.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p115.1 = getelementptr i32, ptr %out, i32 1
  %e115.1 = load i32, ptr %p115.1, align 4
  call void @wend_print_int(i32 %e115.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p115.2 = getelementptr i32, ptr %out, i32 2
  %e115.2 = load i32, ptr %p115.2, align 4
  call void @wend_print_int(i32 %e115.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p115.3 = getelementptr i32, ptr %out, i32 3
  %e115.3 = load i32, ptr %p115.3, align 4
  call void @wend_print_int(i32 %e115.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r116 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r116, ptr %out, align 4
  %p116.0 = getelementptr i32, ptr %out, i32 0
  %e116.0 = load i32, ptr %p116.0, align 4
  call void @wend_print_int(i32 %e116.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p116.1 = getelementptr i32, ptr %out, i32 1
  %e116.1 = load i32, ptr %p116.1, align 4
  call void @wend_print_int(i32 %e116.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p116.2 = getelementptr i32, ptr %out, i32 2
  %e116.2 = load i32, ptr %p116.2, align 4
  call void @wend_print_int(i32 %e116.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p116.3 = getelementptr i32, ptr %out, i32 3
  %e116.3 = load i32, ptr %p116.3, align 4
  call void @wend_print_int(i32 %e116.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r117 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r117, ptr %out, align 4
  %p117.0 = getelementptr i32, ptr %out, i32 0
  %e117.0 = load i32, ptr %p117.0, align 4
  call void @wend_print_int(i32 %e117.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p117.1 = getelementptr i32, ptr %out, i32 1
  %e117.1 = load i32, ptr %p117.1, align 4
  call void @wend_print_int(i32 %e117.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p117.2 = getelementptr i32, ptr %out, i32 2
  %e117.2 = load i32, ptr %p117.2, align 4
  call void @wend_print_int(i32 %e117.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p117.3 = getelementptr i32, ptr %out, i32 3
  %e117.3 = load i32, ptr %p117.3, align 4
  call void @wend_print_int(i32 %e117.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r118 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r118, ptr %out, align 4
  %p118.0 = getelementptr i32, ptr %out, i32 0
  %e118.0 = load i32, ptr %p118.0, align 4
  call void @wend_print_int(i32 %e118.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p118.1 = getelementptr i32, ptr %out, i32 1
  %e118.1 = load i32, ptr %p118.1, align 4
  call void @wend_print_int(i32 %e118.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p118.2 = getelementptr i32, ptr %out, i32 2
  %e118.2 = load i32, ptr %p118.2, align 4
  call void @wend_print_int(i32 %e118.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p118.3 = getelementptr i32, ptr %out, i32 3
  %e118.3 = load i32, ptr %p118.3, align 4
  call void @wend_print_int(i32 %e118.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r119 = sdiv <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r119, ptr %out, align 4
  %p119.0 = getelementptr i32, ptr %out, i32 0
  %e119.0 = load i32, ptr %p119.0, align 4
  call void @wend_print_int(i32 %e119.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p119.1 = getelementptr i32, ptr %out, i32 1
  %e119.1 = load i32, ptr %p119.1, align 4
  call void @wend_print_int(i32 %e119.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p119.2 = getelementptr i32, ptr %out, i32 2
  %e119.2 = load i32, ptr %p119.2, align 4
  call void @wend_print_int(i32 %e119.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p119.3 = getelementptr i32, ptr %out, i32 3
  %e119.3 = load i32, ptr %p119.3, align 4
  call void @wend_print_int(i32 %e119.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r120 = srem <4 x i32> <i32 1, i32 -7, i32 7, i32 -1024>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r120, ptr %out, align 4
  %p120.0 = getelementptr i32, ptr %out, i32 0
  %e120.0 = load i32, ptr %p120.0, align 4
  call void @wend_print_int(i32 %e120.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p120.1 = getelementptr i32, ptr %out, i32 1
  %e120.1 = load i32, ptr %p120.1, align 4
  call void @wend_print_int(i32 %e120.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p120.2 = getelementptr i32, ptr %out, i32 2
  %e120.2 = load i32, ptr %p120.2, align 4
  call void @wend_print_int(i32 %e120.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p120.3 = getelementptr i32, ptr %out, i32 3
  %e120.3 = load i32, ptr %p120.3, align 4
  call void @wend_print_int(i32 %e120.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r121 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r121, ptr %out, align 4
  %p121.0 = getelementptr i32, ptr %out, i32 0
  %e121.0 = load i32, ptr %p121.0, align 4
  call void @wend_print_int(i32 %e121.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p121.1 = getelementptr i32, ptr %out, i32 1
  %e121.1 = load i32, ptr %p121.1, align 4
  call void @wend_print_int(i32 %e121.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p121.2 = getelementptr i32, ptr %out, i32 2
  %e121.2 = load i32, ptr %p121.2, align 4
  call void @wend_print_int(i32 %e121.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p121.3 = getelementptr i32, ptr %out, i32 3
  %e121.3 = load i32, ptr %p121.3, align 4
  call void @wend_print_int(i32 %e121.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r122 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2, i32 2, i32 2, i32 2>
  store <4 x i32> %r122, ptr %out, align 4
  %p122.0 = getelementptr i32, ptr %out, i32 0
  %e122.0 = load i32, ptr %p122.0, align 4
  call void @wend_print_int(i32 %e122.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p122.1 = getelementptr i32, ptr %out, i32 1
  %e122.1 = load i32, ptr %p122.1, align 4
  call void @wend_print_int(i32 %e122.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p122.2 = getelementptr i32, ptr %out, i32 2
  %e122.2 = load i32, ptr %p122.2, align 4
  call void @wend_print_int(i32 %e122.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p122.3 = getelementptr i32, ptr %out, i32 3
  %e122.3 = load i32, ptr %p122.3, align 4
  call void @wend_print_int(i32 %e122.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r123 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r123, ptr %out, align 4
  %p123.0 = getelementptr i32, ptr %out, i32 0
  %e123.0 = load i32, ptr %p123.0, align 4
  call void @wend_print_int(i32 %e123.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p123.1 = getelementptr i32, ptr %out, i32 1
  %e123.1 = load i32, ptr %p123.1, align 4
  call void @wend_print_int(i32 %e123.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p123.2 = getelementptr i32, ptr %out, i32 2
  %e123.2 = load i32, ptr %p123.2, align 4
  call void @wend_print_int(i32 %e123.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p123.3 = getelementptr i32, ptr %out, i32 3
  %e123.3 = load i32, ptr %p123.3, align 4
  call void @wend_print_int(i32 %e123.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r124 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4, i32 4, i32 4, i32 4>
  store <4 x i32> %r124, ptr %out, align 4
  %p124.0 = getelementptr i32, ptr %out, i32 0
  %e124.0 = load i32, ptr %p124.0, align 4
  call void @wend_print_int(i32 %e124.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p124.1 = getelementptr i32, ptr %out, i32 1
  %e124.1 = load i32, ptr %p124.1, align 4
  call void @wend_print_int(i32 %e124.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p124.2 = getelementptr i32, ptr %out, i32 2
  %e124.2 = load i32, ptr %p124.2, align 4
  call void @wend_print_int(i32 %e124.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p124.3 = getelementptr i32, ptr %out, i32 3
  %e124.3 = load i32, ptr %p124.3, align 4
  call void @wend_print_int(i32 %e124.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r125 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r125, ptr %out, align 4
  %p125.0 = getelementptr i32, ptr %out, i32 0
  %e125.0 = load i32, ptr %p125.0, align 4
  call void @wend_print_int(i32 %e125.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p125.1 = getelementptr i32, ptr %out, i32 1
  %e125.1 = load i32, ptr %p125.1, align 4
  call void @wend_print_int(i32 %e125.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p125.2 = getelementptr i32, ptr %out, i32 2
  %e125.2 = load i32, ptr %p125.2, align 4
  call void @wend_print_int(i32 %e125.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p125.3 = getelementptr i32, ptr %out, i32 3
  %e125.3 = load i32, ptr %p125.3, align 4
  call void @wend_print_int(i32 %e125.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r126 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8, i32 8, i32 8, i32 8>
  store <4 x i32> %r126, ptr %out, align 4
  %p126.0 = getelementptr i32, ptr %out, i32 0
  %e126.0 = load i32, ptr %p126.0, align 4
  call void @wend_print_int(i32 %e126.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p126.1 = getelementptr i32, ptr %out, i32 1
  %e126.1 = load i32, ptr %p126.1, align 4
  call void @wend_print_int(i32 %e126.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p126.2 = getelementptr i32, ptr %out, i32 2
  %e126.2 = load i32, ptr %p126.2, align 4
  call void @wend_print_int(i32 %e126.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p126.3 = getelementptr i32, ptr %out, i32 3
  %e126.3 = load i32, ptr %p126.3, align 4
  call void @wend_print_int(i32 %e126.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r127 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r127, ptr %out, align 4
  %p127.0 = getelementptr i32, ptr %out, i32 0
  %e127.0 = load i32, ptr %p127.0, align 4
  call void @wend_print_int(i32 %e127.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p127.1 = getelementptr i32, ptr %out, i32 1
  %e127.1 = load i32, ptr %p127.1, align 4
  call void @wend_print_int(i32 %e127.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p127.2 = getelementptr i32, ptr %out, i32 2
  %e127.2 = load i32, ptr %p127.2, align 4
  call void @wend_print_int(i32 %e127.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p127.3 = getelementptr i32, ptr %out, i32 3
  %e127.3 = load i32, ptr %p127.3, align 4
  call void @wend_print_int(i32 %e127.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r128 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16, i32 16, i32 16, i32 16>
  store <4 x i32> %r128, ptr %out, align 4
  %p128.0 = getelementptr i32, ptr %out, i32 0
  %e128.0 = load i32, ptr %p128.0, align 4
  call void @wend_print_int(i32 %e128.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p128.1 = getelementptr i32, ptr %out, i32 1
  %e128.1 = load i32, ptr %p128.1, align 4
  call void @wend_print_int(i32 %e128.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p128.2 = getelementptr i32, ptr %out, i32 2
  %e128.2 = load i32, ptr %p128.2, align 4
  call void @wend_print_int(i32 %e128.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p128.3 = getelementptr i32, ptr %out, i32 3
  %e128.3 = load i32, ptr %p128.3, align 4
  call void @wend_print_int(i32 %e128.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r129 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r129, ptr %out, align 4
  %p129.0 = getelementptr i32, ptr %out, i32 0
  %e129.0 = load i32, ptr %p129.0, align 4
  call void @wend_print_int(i32 %e129.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p129.1 = getelementptr i32, ptr %out, i32 1
  %e129.1 = load i32, ptr %p129.1, align 4
  call void @wend_print_int(i32 %e129.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p129.2 = getelementptr i32, ptr %out, i32 2
  %e129.2 = load i32, ptr %p129.2, align 4
  call void @wend_print_int(i32 %e129.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p129.3 = getelementptr i32, ptr %out, i32 3
  %e129.3 = load i32, ptr %p129.3, align 4
  call void @wend_print_int(i32 %e129.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r130 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 32, i32 32, i32 32, i32 32>
  store <4 x i32> %r130, ptr %out, align 4
  %p130.0 = getelementptr i32, ptr %out, i32 0
  %e130.0 = load i32, ptr %p130.0, align 4
  call void @wend_print_int(i32 %e130.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p130.1 = getelementptr i32, ptr %out, i32 1
  %e130.1 = load i32, ptr %p130.1, align 4
  call void @wend_print_int(i32 %e130.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p130.2 = getelementptr i32, ptr %out, i32 2
  %e130.2 = load i32, ptr %p130.2, align 4
  call void @wend_print_int(i32 %e130.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p130.3 = getelementptr i32, ptr %out, i32 3
  %e130.3 = load i32, ptr %p130.3, align 4
  call void @wend_print_int(i32 %e130.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r131 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r131, ptr %out, align 4
  %p131.0 = getelementptr i32, ptr %out, i32 0
  %e131.0 = load i32, ptr %p131.0, align 4
  call void @wend_print_int(i32 %e131.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p131.1 = getelementptr i32, ptr %out, i32 1
  %e131.1 = load i32, ptr %p131.1, align 4
  call void @wend_print_int(i32 %e131.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p131.2 = getelementptr i32, ptr %out, i32 2
  %e131.2 = load i32, ptr %p131.2, align 4
  call void @wend_print_int(i32 %e131.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p131.3 = getelementptr i32, ptr %out, i32 3
  %e131.3 = load i32, ptr %p131.3, align 4
  call void @wend_print_int(i32 %e131.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r132 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 64, i32 64, i32 64, i32 64>
  store <4 x i32> %r132, ptr %out, align 4
  %p132.0 = getelementptr i32, ptr %out, i32 0
  %e132.0 = load i32, ptr %p132.0, align 4
  call void @wend_print_int(i32 %e132.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p132.1 = getelementptr i32, ptr %out, i32 1
  %e132.1 = load i32, ptr %p132.1, align 4
  call void @wend_print_int(i32 %e132.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p132.2 = getelementptr i32, ptr %out, i32 2
  %e132.2 = load i32, ptr %p132.2, align 4
  call void @wend_print_int(i32 %e132.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p132.3 = getelementptr i32, ptr %out, i32 3
  %e132.3 = load i32, ptr %p132.3, align 4
  call void @wend_print_int(i32 %e132.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r133 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r133, ptr %out, align 4
  %p133.0 = getelementptr i32, ptr %out, i32 0
  %e133.0 = load i32, ptr %p133.0, align 4
  call void @wend_print_int(i32 %e133.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p133.1 = getelementptr i32, ptr %out, i32 1
  %e133.1 = load i32, ptr %p133.1, align 4
  call void @wend_print_int(i32 %e133.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p133.2 = getelementptr i32, ptr %out, i32 2
  %e133.2 = load i32, ptr %p133.2, align 4
  call void @wend_print_int(i32 %e133.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p133.3 = getelementptr i32, ptr %out, i32 3
  %e133.3 = load i32, ptr %p133.3, align 4
  call void @wend_print_int(i32 %e133.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r134 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 128, i32 128, i32 128, i32 128>
  store <4 x i32> %r134, ptr %out, align 4
  %p134.0 = getelementptr i32, ptr %out, i32 0
  %e134.0 = load i32, ptr %p134.0, align 4
  call void @wend_print_int(i32 %e134.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p134.1 = getelementptr i32, ptr %out, i32 1
  %e134.1 = load i32, ptr %p134.1, align 4
  call void @wend_print_int(i32 %e134.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p134.2 = getelementptr i32, ptr %out, i32 2
  %e134.2 = load i32, ptr %p134.2, align 4
  call void @wend_print_int(i32 %e134.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p134.3 = getelementptr i32, ptr %out, i32 3
  %e134.3 = load i32, ptr %p134.3, align 4
  call void @wend_print_int(i32 %e134.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r135 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r135, ptr %out, align 4
  %p135.0 = getelementptr i32, ptr %out, i32 0
  %e135.0 = load i32, ptr %p135.0, align 4
  call void @wend_print_int(i32 %e135.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p135.1 = getelementptr i32, ptr %out, i32 1
  %e135.1 = load i32, ptr %p135.1, align 4
  call void @wend_print_int(i32 %e135.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p135.2 = getelementptr i32, ptr %out, i32 2
  %e135.2 = load i32, ptr %p135.2, align 4
  call void @wend_print_int(i32 %e135.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p135.3 = getelementptr i32, ptr %out, i32 3
  %e135.3 = load i32, ptr %p135.3, align 4
  call void @wend_print_int(i32 %e135.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r136 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %r136, ptr %out, align 4
  %p136.0 = getelementptr i32, ptr %out, i32 0
  %e136.0 = load i32, ptr %p136.0, align 4
  call void @wend_print_int(i32 %e136.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p136.1 = getelementptr i32, ptr %out, i32 1
  %e136.1 = load i32, ptr %p136.1, align 4
  call void @wend_print_int(i32 %e136.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p136.2 = getelementptr i32, ptr %out, i32 2
  %e136.2 = load i32, ptr %p136.2, align 4
  call void @wend_print_int(i32 %e136.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p136.3 = getelementptr i32, ptr %out, i32 3
  %e136.3 = load i32, ptr %p136.3, align 4
  call void @wend_print_int(i32 %e136.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r137 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r137, ptr %out, align 4
  %p137.0 = getelementptr i32, ptr %out, i32 0
  %e137.0 = load i32, ptr %p137.0, align 4
  call void @wend_print_int(i32 %e137.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p137.1 = getelementptr i32, ptr %out, i32 1
  %e137.1 = load i32, ptr %p137.1, align 4
  call void @wend_print_int(i32 %e137.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p137.2 = getelementptr i32, ptr %out, i32 2
  %e137.2 = load i32, ptr %p137.2, align 4
  call void @wend_print_int(i32 %e137.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p137.3 = getelementptr i32, ptr %out, i32 3
  %e137.3 = load i32, ptr %p137.3, align 4
  call void @wend_print_int(i32 %e137.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r138 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 512, i32 512, i32 512, i32 512>
  store <4 x i32> %r138, ptr %out, align 4
  %p138.0 = getelementptr i32, ptr %out, i32 0
  %e138.0 = load i32, ptr %p138.0, align 4
  call void @wend_print_int(i32 %e138.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p138.1 = getelementptr i32, ptr %out, i32 1
  %e138.1 = load i32, ptr %p138.1, align 4
  call void @wend_print_int(i32 %e138.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p138.2 = getelementptr i32, ptr %out, i32 2
  %e138.2 = load i32, ptr %p138.2, align 4
  call void @wend_print_int(i32 %e138.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p138.3 = getelementptr i32, ptr %out, i32 3
  %e138.3 = load i32, ptr %p138.3, align 4
  call void @wend_print_int(i32 %e138.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r139 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r139, ptr %out, align 4
  %p139.0 = getelementptr i32, ptr %out, i32 0
  %e139.0 = load i32, ptr %p139.0, align 4
  call void @wend_print_int(i32 %e139.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p139.1 = getelementptr i32, ptr %out, i32 1
  %e139.1 = load i32, ptr %p139.1, align 4
  call void @wend_print_int(i32 %e139.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p139.2 = getelementptr i32, ptr %out, i32 2
  %e139.2 = load i32, ptr %p139.2, align 4
  call void @wend_print_int(i32 %e139.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p139.3 = getelementptr i32, ptr %out, i32 3
  %e139.3 = load i32, ptr %p139.3, align 4
  call void @wend_print_int(i32 %e139.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r140 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1024, i32 1024, i32 1024, i32 1024>
  store <4 x i32> %r140, ptr %out, align 4
  %p140.0 = getelementptr i32, ptr %out, i32 0
  %e140.0 = load i32, ptr %p140.0, align 4
  call void @wend_print_int(i32 %e140.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p140.1 = getelementptr i32, ptr %out, i32 1
  %e140.1 = load i32, ptr %p140.1, align 4
  call void @wend_print_int(i32 %e140.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p140.2 = getelementptr i32, ptr %out, i32 2
  %e140.2 = load i32, ptr %p140.2, align 4
  call void @wend_print_int(i32 %e140.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p140.3 = getelementptr i32, ptr %out, i32 3
  %e140.3 = load i32, ptr %p140.3, align 4
  call void @wend_print_int(i32 %e140.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r141 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r141, ptr %out, align 4
  %p141.0 = getelementptr i32, ptr %out, i32 0
  %e141.0 = load i32, ptr %p141.0, align 4
  call void @wend_print_int(i32 %e141.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p141.1 = getelementptr i32, ptr %out, i32 1
  %e141.1 = load i32, ptr %p141.1, align 4
  call void @wend_print_int(i32 %e141.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p141.2 = getelementptr i32, ptr %out, i32 2
  %e141.2 = load i32, ptr %p141.2, align 4
  call void @wend_print_int(i32 %e141.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p141.3 = getelementptr i32, ptr %out, i32 3
  %e141.3 = load i32, ptr %p141.3, align 4
  call void @wend_print_int(i32 %e141.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r142 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2048, i32 2048, i32 2048, i32 2048>
  store <4 x i32> %r142, ptr %out, align 4
  %p142.0 = getelementptr i32, ptr %out, i32 0
  %e142.0 = load i32, ptr %p142.0, align 4
  call void @wend_print_int(i32 %e142.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p142.1 = getelementptr i32, ptr %out, i32 1
  %e142.1 = load i32, ptr %p142.1, align 4
  call void @wend_print_int(i32 %e142.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p142.2 = getelementptr i32, ptr %out, i32 2
  %e142.2 = load i32, ptr %p142.2, align 4
  call void @wend_print_int(i32 %e142.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p142.3 = getelementptr i32, ptr %out, i32 3
  %e142.3 = load i32, ptr %p142.3, align 4
  call void @wend_print_int(i32 %e142.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r143 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r143, ptr %out, align 4
  %p143.0 = getelementptr i32, ptr %out, i32 0
  %e143.0 = load i32, ptr %p143.0, align 4
  call void @wend_print_int(i32 %e143.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p143.1 = getelementptr i32, ptr %out, i32 1
  %e143.1 = load i32, ptr %p143.1, align 4
  call void @wend_print_int(i32 %e143.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p143.2 = getelementptr i32, ptr %out, i32 2
  %e143.2 = load i32, ptr %p143.2, align 4
  call void @wend_print_int(i32 %e143.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p143.3 = getelementptr i32, ptr %out, i32 3
  %e143.3 = load i32, ptr %p143.3, align 4
  call void @wend_print_int(i32 %e143.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r144 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4096, i32 4096, i32 4096, i32 4096>
  store <4 x i32> %r144, ptr %out, align 4
  %p144.0 = getelementptr i32, ptr %out, i32 0
  %e144.0 = load i32, ptr %p144.0, align 4
  call void @wend_print_int(i32 %e144.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p144.1 = getelementptr i32, ptr %out, i32 1
  %e144.1 = load i32, ptr %p144.1, align 4
  call void @wend_print_int(i32 %e144.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p144.2 = getelementptr i32, ptr %out, i32 2
  %e144.2 = load i32, ptr %p144.2, align 4
  call void @wend_print_int(i32 %e144.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p144.3 = getelementptr i32, ptr %out, i32 3
  %e144.3 = load i32, ptr %p144.3, align 4
  call void @wend_print_int(i32 %e144.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r145 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r145, ptr %out, align 4
  %p145.0 = getelementptr i32, ptr %out, i32 0
  %e145.0 = load i32, ptr %p145.0, align 4
  call void @wend_print_int(i32 %e145.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p145.1 = getelementptr i32, ptr %out, i32 1
  %e145.1 = load i32, ptr %p145.1, align 4
  call void @wend_print_int(i32 %e145.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p145.2 = getelementptr i32, ptr %out, i32 2
  %e145.2 = load i32, ptr %p145.2, align 4
  call void @wend_print_int(i32 %e145.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p145.3 = getelementptr i32, ptr %out, i32 3
  %e145.3 = load i32, ptr %p145.3, align 4
  call void @wend_print_int(i32 %e145.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r146 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8192, i32 8192, i32 8192, i32 8192>
  store <4 x i32> %r146, ptr %out, align 4
  %p146.0 = getelementptr i32, ptr %out, i32 0
  %e146.0 = load i32, ptr %p146.0, align 4
  call void @wend_print_int(i32 %e146.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p146.1 = getelementptr i32, ptr %out, i32 1
  %e146.1 = load i32, ptr %p146.1, align 4
  call void @wend_print_int(i32 %e146.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p146.2 = getelementptr i32, ptr %out, i32 2
  %e146.2 = load i32, ptr %p146.2, align 4
  call void @wend_print_int(i32 %e146.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p146.3 = getelementptr i32, ptr %out, i32 3
  %e146.3 = load i32, ptr %p146.3, align 4
  call void @wend_print_int(i32 %e146.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r147 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r147, ptr %out, align 4
  %p147.0 = getelementptr i32, ptr %out, i32 0
  %e147.0 = load i32, ptr %p147.0, align 4
  call void @wend_print_int(i32 %e147.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p147.1 = getelementptr i32, ptr %out, i32 1
  %e147.1 = load i32, ptr %p147.1, align 4
  call void @wend_print_int(i32 %e147.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p147.2 = getelementptr i32, ptr %out, i32 2
  %e147.2 = load i32, ptr %p147.2, align 4
  call void @wend_print_int(i32 %e147.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p147.3 = getelementptr i32, ptr %out, i32 3
  %e147.3 = load i32, ptr %p147.3, align 4
  call void @wend_print_int(i32 %e147.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r148 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16384, i32 16384, i32 16384, i32 16384>
  store <4 x i32> %r148, ptr %out, align 4
  %p148.0 = getelementptr i32, ptr %out, i32 0
  %e148.0 = load i32, ptr %p148.0, align 4
  call void @wend_print_int(i32 %e148.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p148.1 = getelementptr i32, ptr %out, i32 1
  %e148.1 = load i32, ptr %p148.1, align 4
  call void @wend_print_int(i32 %e148.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p148.2 = getelementptr i32, ptr %out, i32 2
  %e148.2 = load i32, ptr %p148.2, align 4
  call void @wend_print_int(i32 %e148.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p148.3 = getelementptr i32, ptr %out, i32 3
  %e148.3 = load i32, ptr %p148.3, align 4
  call void @wend_print_int(i32 %e148.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r149 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r149, ptr %out, align 4
  %p149.0 = getelementptr i32, ptr %out, i32 0
  %e149.0 = load i32, ptr %p149.0, align 4
  call void @wend_print_int(i32 %e149.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p149.1 = getelementptr i32, ptr %out, i32 1
  %e149.1 = load i32, ptr %p149.1, align 4
  call void @wend_print_int(i32 %e149.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p149.2 = getelementptr i32, ptr %out, i32 2
  %e149.2 = load i32, ptr %p149.2, align 4
  call void @wend_print_int(i32 %e149.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p149.3 = getelementptr i32, ptr %out, i32 3
  %e149.3 = load i32, ptr %p149.3, align 4
  call void @wend_print_int(i32 %e149.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r150 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 32768, i32 32768, i32 32768, i32 32768>
  store <4 x i32> %r150, ptr %out, align 4
  %p150.0 = getelementptr i32, ptr %out, i32 0
  %e150.0 = load i32, ptr %p150.0, align 4
  call void @wend_print_int(i32 %e150.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p150.1 = getelementptr i32, ptr %out, i32 1
  %e150.1 = load i32, ptr %p150.1, align 4
  call void @wend_print_int(i32 %e150.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p150.2 = getelementptr i32, ptr %out, i32 2
  %e150.2 = load i32, ptr %p150.2, align 4
  call void @wend_print_int(i32 %e150.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p150.3 = getelementptr i32, ptr %out, i32 3
  %e150.3 = load i32, ptr %p150.3, align 4
  call void @wend_print_int(i32 %e150.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r151 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r151, ptr %out, align 4
  %p151.0 = getelementptr i32, ptr %out, i32 0
  %e151.0 = load i32, ptr %p151.0, align 4
  call void @wend_print_int(i32 %e151.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p151.1 = getelementptr i32, ptr %out, i32 1
  %e151.1 = load i32, ptr %p151.1, align 4
  call void @wend_print_int(i32 %e151.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p151.2 = getelementptr i32, ptr %out, i32 2
  %e151.2 = load i32, ptr %p151.2, align 4
  call void @wend_print_int(i32 %e151.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p151.3 = getelementptr i32, ptr %out, i32 3
  %e151.3 = load i32, ptr %p151.3, align 4
  call void @wend_print_int(i32 %e151.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r152 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 65536, i32 65536, i32 65536, i32 65536>
  store <4 x i32> %r152, ptr %out, align 4
  %p152.0 = getelementptr i32, ptr %out, i32 0
  %e152.0 = load i32, ptr %p152.0, align 4
  call void @wend_print_int(i32 %e152.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p152.1 = getelementptr i32, ptr %out, i32 1
  %e152.1 = load i32, ptr %p152.1, align 4
  call void @wend_print_int(i32 %e152.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p152.2 = getelementptr i32, ptr %out, i32 2
  %e152.2 = load i32, ptr %p152.2, align 4
  call void @wend_print_int(i32 %e152.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p152.3 = getelementptr i32, ptr %out, i32 3
  %e152.3 = load i32, ptr %p152.3, align 4
  call void @wend_print_int(i32 %e152.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r153 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r153, ptr %out, align 4
  %p153.0 = getelementptr i32, ptr %out, i32 0
  %e153.0 = load i32, ptr %p153.0, align 4
  call void @wend_print_int(i32 %e153.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p153.1 = getelementptr i32, ptr %out, i32 1
  %e153.1 = load i32, ptr %p153.1, align 4
  call void @wend_print_int(i32 %e153.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p153.2 = getelementptr i32, ptr %out, i32 2
  %e153.2 = load i32, ptr %p153.2, align 4
  call void @wend_print_int(i32 %e153.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p153.3 = getelementptr i32, ptr %out, i32 3
  %e153.3 = load i32, ptr %p153.3, align 4
  call void @wend_print_int(i32 %e153.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r154 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 131072, i32 131072, i32 131072, i32 131072>
  store <4 x i32> %r154, ptr %out, align 4
  %p154.0 = getelementptr i32, ptr %out, i32 0
  %e154.0 = load i32, ptr %p154.0, align 4
  call void @wend_print_int(i32 %e154.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p154.1 = getelementptr i32, ptr %out, i32 1
  %e154.1 = load i32, ptr %p154.1, align 4
  call void @wend_print_int(i32 %e154.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p154.2 = getelementptr i32, ptr %out, i32 2
  %e154.2 = load i32, ptr %p154.2, align 4
  call void @wend_print_int(i32 %e154.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p154.3 = getelementptr i32, ptr %out, i32 3
  %e154.3 = load i32, ptr %p154.3, align 4
  call void @wend_print_int(i32 %e154.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r155 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r155, ptr %out, align 4
  %p155.0 = getelementptr i32, ptr %out, i32 0
  %e155.0 = load i32, ptr %p155.0, align 4
  call void @wend_print_int(i32 %e155.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p155.1 = getelementptr i32, ptr %out, i32 1
  %e155.1 = load i32, ptr %p155.1, align 4
  call void @wend_print_int(i32 %e155.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p155.2 = getelementptr i32, ptr %out, i32 2
  %e155.2 = load i32, ptr %p155.2, align 4
  call void @wend_print_int(i32 %e155.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p155.3 = getelementptr i32, ptr %out, i32 3
  %e155.3 = load i32, ptr %p155.3, align 4
  call void @wend_print_int(i32 %e155.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r156 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 262144, i32 262144, i32 262144, i32 262144>
  store <4 x i32> %r156, ptr %out, align 4
  %p156.0 = getelementptr i32, ptr %out, i32 0
  %e156.0 = load i32, ptr %p156.0, align 4
  call void @wend_print_int(i32 %e156.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p156.1 = getelementptr i32, ptr %out, i32 1
  %e156.1 = load i32, ptr %p156.1, align 4
  call void @wend_print_int(i32 %e156.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p156.2 = getelementptr i32, ptr %out, i32 2
  %e156.2 = load i32, ptr %p156.2, align 4
  call void @wend_print_int(i32 %e156.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p156.3 = getelementptr i32, ptr %out, i32 3
  %e156.3 = load i32, ptr %p156.3, align 4
  call void @wend_print_int(i32 %e156.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r157 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r157, ptr %out, align 4
  %p157.0 = getelementptr i32, ptr %out, i32 0
  %e157.0 = load i32, ptr %p157.0, align 4
  call void @wend_print_int(i32 %e157.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p157.1 = getelementptr i32, ptr %out, i32 1
  %e157.1 = load i32, ptr %p157.1, align 4
  call void @wend_print_int(i32 %e157.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p157.2 = getelementptr i32, ptr %out, i32 2
  %e157.2 = load i32, ptr %p157.2, align 4
  call void @wend_print_int(i32 %e157.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p157.3 = getelementptr i32, ptr %out, i32 3
  %e157.3 = load i32, ptr %p157.3, align 4
  call void @wend_print_int(i32 %e157.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r158 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 524288, i32 524288, i32 524288, i32 524288>
  store <4 x i32> %r158, ptr %out, align 4
  %p158.0 = getelementptr i32, ptr %out, i32 0
  %e158.0 = load i32, ptr %p158.0, align 4
  call void @wend_print_int(i32 %e158.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p158.1 = getelementptr i32, ptr %out, i32 1
  %e158.1 = load i32, ptr %p158.1, align 4
  call void @wend_print_int(i32 %e158.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p158.2 = getelementptr i32, ptr %out, i32 2
  %e158.2 = load i32, ptr %p158.2, align 4
  call void @wend_print_int(i32 %e158.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p158.3 = getelementptr i32, ptr %out, i32 3
  %e158.3 = load i32, ptr %p158.3, align 4
  call void @wend_print_int(i32 %e158.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r159 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r159, ptr %out, align 4
  %p159.0 = getelementptr i32, ptr %out, i32 0
  %e159.0 = load i32, ptr %p159.0, align 4
  call void @wend_print_int(i32 %e159.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p159.1 = getelementptr i32, ptr %out, i32 1
  %e159.1 = load i32, ptr %p159.1, align 4
  call void @wend_print_int(i32 %e159.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p159.2 = getelementptr i32, ptr %out, i32 2
  %e159.2 = load i32, ptr %p159.2, align 4
  call void @wend_print_int(i32 %e159.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p159.3 = getelementptr i32, ptr %out, i32 3
  %e159.3 = load i32, ptr %p159.3, align 4
  call void @wend_print_int(i32 %e159.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r160 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1048576, i32 1048576, i32 1048576, i32 1048576>
  store <4 x i32> %r160, ptr %out, align 4
  %p160.0 = getelementptr i32, ptr %out, i32 0
  %e160.0 = load i32, ptr %p160.0, align 4
  call void @wend_print_int(i32 %e160.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p160.1 = getelementptr i32, ptr %out, i32 1
  %e160.1 = load i32, ptr %p160.1, align 4
  call void @wend_print_int(i32 %e160.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p160.2 = getelementptr i32, ptr %out, i32 2
  %e160.2 = load i32, ptr %p160.2, align 4
  call void @wend_print_int(i32 %e160.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p160.3 = getelementptr i32, ptr %out, i32 3
  %e160.3 = load i32, ptr %p160.3, align 4
  call void @wend_print_int(i32 %e160.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r161 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r161, ptr %out, align 4
  %p161.0 = getelementptr i32, ptr %out, i32 0
  %e161.0 = load i32, ptr %p161.0, align 4
  call void @wend_print_int(i32 %e161.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p161.1 = getelementptr i32, ptr %out, i32 1
  %e161.1 = load i32, ptr %p161.1, align 4
  call void @wend_print_int(i32 %e161.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p161.2 = getelementptr i32, ptr %out, i32 2
  %e161.2 = load i32, ptr %p161.2, align 4
  call void @wend_print_int(i32 %e161.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p161.3 = getelementptr i32, ptr %out, i32 3
  %e161.3 = load i32, ptr %p161.3, align 4
  call void @wend_print_int(i32 %e161.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r162 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 2097152, i32 2097152, i32 2097152, i32 2097152>
  store <4 x i32> %r162, ptr %out, align 4
  %p162.0 = getelementptr i32, ptr %out, i32 0
  %e162.0 = load i32, ptr %p162.0, align 4
  call void @wend_print_int(i32 %e162.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p162.1 = getelementptr i32, ptr %out, i32 1
  %e162.1 = load i32, ptr %p162.1, align 4
  call void @wend_print_int(i32 %e162.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p162.2 = getelementptr i32, ptr %out, i32 2
  %e162.2 = load i32, ptr %p162.2, align 4
  call void @wend_print_int(i32 %e162.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p162.3 = getelementptr i32, ptr %out, i32 3
  %e162.3 = load i32, ptr %p162.3, align 4
  call void @wend_print_int(i32 %e162.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r163 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r163, ptr %out, align 4
  %p163.0 = getelementptr i32, ptr %out, i32 0
  %e163.0 = load i32, ptr %p163.0, align 4
  call void @wend_print_int(i32 %e163.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p163.1 = getelementptr i32, ptr %out, i32 1
  %e163.1 = load i32, ptr %p163.1, align 4
  call void @wend_print_int(i32 %e163.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p163.2 = getelementptr i32, ptr %out, i32 2
  %e163.2 = load i32, ptr %p163.2, align 4
  call void @wend_print_int(i32 %e163.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p163.3 = getelementptr i32, ptr %out, i32 3
  %e163.3 = load i32, ptr %p163.3, align 4
  call void @wend_print_int(i32 %e163.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r164 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 4194304, i32 4194304, i32 4194304, i32 4194304>
  store <4 x i32> %r164, ptr %out, align 4
  %p164.0 = getelementptr i32, ptr %out, i32 0
  %e164.0 = load i32, ptr %p164.0, align 4
  call void @wend_print_int(i32 %e164.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p164.1 = getelementptr i32, ptr %out, i32 1
  %e164.1 = load i32, ptr %p164.1, align 4
  call void @wend_print_int(i32 %e164.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p164.2 = getelementptr i32, ptr %out, i32 2
  %e164.2 = load i32, ptr %p164.2, align 4
  call void @wend_print_int(i32 %e164.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p164.3 = getelementptr i32, ptr %out, i32 3
  %e164.3 = load i32, ptr %p164.3, align 4
  call void @wend_print_int(i32 %e164.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r165 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r165, ptr %out, align 4
  %p165.0 = getelementptr i32, ptr %out, i32 0
  %e165.0 = load i32, ptr %p165.0, align 4
  call void @wend_print_int(i32 %e165.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p165.1 = getelementptr i32, ptr %out, i32 1
  %e165.1 = load i32, ptr %p165.1, align 4
  call void @wend_print_int(i32 %e165.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p165.2 = getelementptr i32, ptr %out, i32 2
  %e165.2 = load i32, ptr %p165.2, align 4
  call void @wend_print_int(i32 %e165.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p165.3 = getelementptr i32, ptr %out, i32 3
  %e165.3 = load i32, ptr %p165.3, align 4
  call void @wend_print_int(i32 %e165.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r166 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 8388608, i32 8388608, i32 8388608, i32 8388608>
  store <4 x i32> %r166, ptr %out, align 4
  %p166.0 = getelementptr i32, ptr %out, i32 0
  %e166.0 = load i32, ptr %p166.0, align 4
  call void @wend_print_int(i32 %e166.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p166.1 = getelementptr i32, ptr %out, i32 1
  %e166.1 = load i32, ptr %p166.1, align 4
  call void @wend_print_int(i32 %e166.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p166.2 = getelementptr i32, ptr %out, i32 2
  %e166.2 = load i32, ptr %p166.2, align 4
  call void @wend_print_int(i32 %e166.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p166.3 = getelementptr i32, ptr %out, i32 3
  %e166.3 = load i32, ptr %p166.3, align 4
  call void @wend_print_int(i32 %e166.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r167 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r167, ptr %out, align 4
  %p167.0 = getelementptr i32, ptr %out, i32 0
  %e167.0 = load i32, ptr %p167.0, align 4
  call void @wend_print_int(i32 %e167.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p167.1 = getelementptr i32, ptr %out, i32 1
  %e167.1 = load i32, ptr %p167.1, align 4
  call void @wend_print_int(i32 %e167.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p167.2 = getelementptr i32, ptr %out, i32 2
  %e167.2 = load i32, ptr %p167.2, align 4
  call void @wend_print_int(i32 %e167.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p167.3 = getelementptr i32, ptr %out, i32 3
  %e167.3 = load i32, ptr %p167.3, align 4
  call void @wend_print_int(i32 %e167.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r168 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 16777216, i32 16777216, i32 16777216, i32 16777216>
  store <4 x i32> %r168, ptr %out, align 4
  %p168.0 = getelementptr i32, ptr %out, i32 0
  %e168.0 = load i32, ptr %p168.0, align 4
  call void @wend_print_int(i32 %e168.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p168.1 = getelementptr i32, ptr %out, i32 1
  %e168.1 = load i32, ptr %p168.1, align 4
  call void @wend_print_int(i32 %e168.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p168.2 = getelementptr i32, ptr %out, i32 2
  %e168.2 = load i32, ptr %p168.2, align 4
  call void @wend_print_int(i32 %e168.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p168.3 = getelementptr i32, ptr %out, i32 3
  %e168.3 = load i32, ptr %p168.3, align 4
  call void @wend_print_int(i32 %e168.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r169 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r169, ptr %out, align 4
  %p169.0 = getelementptr i32, ptr %out, i32 0
  %e169.0 = load i32, ptr %p169.0, align 4
  call void @wend_print_int(i32 %e169.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p169.1 = getelementptr i32, ptr %out, i32 1
  %e169.1 = load i32, ptr %p169.1, align 4
  call void @wend_print_int(i32 %e169.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p169.2 = getelementptr i32, ptr %out, i32 2
  %e169.2 = load i32, ptr %p169.2, align 4
  call void @wend_print_int(i32 %e169.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p169.3 = getelementptr i32, ptr %out, i32 3
  %e169.3 = load i32, ptr %p169.3, align 4
  call void @wend_print_int(i32 %e169.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r170 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 33554432, i32 33554432, i32 33554432, i32 33554432>
  store <4 x i32> %r170, ptr %out, align 4
  %p170.0 = getelementptr i32, ptr %out, i32 0
  %e170.0 = load i32, ptr %p170.0, align 4
  call void @wend_print_int(i32 %e170.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p170.1 = getelementptr i32, ptr %out, i32 1
  %e170.1 = load i32, ptr %p170.1, align 4
  call void @wend_print_int(i32 %e170.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p170.2 = getelementptr i32, ptr %out, i32 2
  %e170.2 = load i32, ptr %p170.2, align 4
  call void @wend_print_int(i32 %e170.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p170.3 = getelementptr i32, ptr %out, i32 3
  %e170.3 = load i32, ptr %p170.3, align 4
  call void @wend_print_int(i32 %e170.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r171 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r171, ptr %out, align 4
  %p171.0 = getelementptr i32, ptr %out, i32 0
  %e171.0 = load i32, ptr %p171.0, align 4
  call void @wend_print_int(i32 %e171.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p171.1 = getelementptr i32, ptr %out, i32 1
  %e171.1 = load i32, ptr %p171.1, align 4
  call void @wend_print_int(i32 %e171.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p171.2 = getelementptr i32, ptr %out, i32 2
  %e171.2 = load i32, ptr %p171.2, align 4
  call void @wend_print_int(i32 %e171.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p171.3 = getelementptr i32, ptr %out, i32 3
  %e171.3 = load i32, ptr %p171.3, align 4
  call void @wend_print_int(i32 %e171.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r172 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 67108864, i32 67108864, i32 67108864, i32 67108864>
  store <4 x i32> %r172, ptr %out, align 4
  %p172.0 = getelementptr i32, ptr %out, i32 0
  %e172.0 = load i32, ptr %p172.0, align 4
  call void @wend_print_int(i32 %e172.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p172.1 = getelementptr i32, ptr %out, i32 1
  %e172.1 = load i32, ptr %p172.1, align 4
  call void @wend_print_int(i32 %e172.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p172.2 = getelementptr i32, ptr %out, i32 2
  %e172.2 = load i32, ptr %p172.2, align 4
  call void @wend_print_int(i32 %e172.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p172.3 = getelementptr i32, ptr %out, i32 3
  %e172.3 = load i32, ptr %p172.3, align 4
  call void @wend_print_int(i32 %e172.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r173 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r173, ptr %out, align 4
  %p173.0 = getelementptr i32, ptr %out, i32 0
  %e173.0 = load i32, ptr %p173.0, align 4
  call void @wend_print_int(i32 %e173.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p173.1 = getelementptr i32, ptr %out, i32 1
  %e173.1 = load i32, ptr %p173.1, align 4
  call void @wend_print_int(i32 %e173.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p173.2 = getelementptr i32, ptr %out, i32 2
  %e173.2 = load i32, ptr %p173.2, align 4
  call void @wend_print_int(i32 %e173.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p173.3 = getelementptr i32, ptr %out, i32 3
  %e173.3 = load i32, ptr %p173.3, align 4
  call void @wend_print_int(i32 %e173.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r174 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 134217728, i32 134217728, i32 134217728, i32 134217728>
  store <4 x i32> %r174, ptr %out, align 4
  %p174.0 = getelementptr i32, ptr %out, i32 0
  %e174.0 = load i32, ptr %p174.0, align 4
  call void @wend_print_int(i32 %e174.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p174.1 = getelementptr i32, ptr %out, i32 1
  %e174.1 = load i32, ptr %p174.1, align 4
  call void @wend_print_int(i32 %e174.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p174.2 = getelementptr i32, ptr %out, i32 2
  %e174.2 = load i32, ptr %p174.2, align 4
  call void @wend_print_int(i32 %e174.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p174.3 = getelementptr i32, ptr %out, i32 3
  %e174.3 = load i32, ptr %p174.3, align 4
  call void @wend_print_int(i32 %e174.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r175 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r175, ptr %out, align 4
  %p175.0 = getelementptr i32, ptr %out, i32 0
  %e175.0 = load i32, ptr %p175.0, align 4
  call void @wend_print_int(i32 %e175.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p175.1 = getelementptr i32, ptr %out, i32 1
  %e175.1 = load i32, ptr %p175.1, align 4
  call void @wend_print_int(i32 %e175.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p175.2 = getelementptr i32, ptr %out, i32 2
  %e175.2 = load i32, ptr %p175.2, align 4
  call void @wend_print_int(i32 %e175.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p175.3 = getelementptr i32, ptr %out, i32 3
  %e175.3 = load i32, ptr %p175.3, align 4
  call void @wend_print_int(i32 %e175.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r176 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 268435456, i32 268435456, i32 268435456, i32 268435456>
  store <4 x i32> %r176, ptr %out, align 4
  %p176.0 = getelementptr i32, ptr %out, i32 0
  %e176.0 = load i32, ptr %p176.0, align 4
  call void @wend_print_int(i32 %e176.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p176.1 = getelementptr i32, ptr %out, i32 1
  %e176.1 = load i32, ptr %p176.1, align 4
  call void @wend_print_int(i32 %e176.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p176.2 = getelementptr i32, ptr %out, i32 2
  %e176.2 = load i32, ptr %p176.2, align 4
  call void @wend_print_int(i32 %e176.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p176.3 = getelementptr i32, ptr %out, i32 3
  %e176.3 = load i32, ptr %p176.3, align 4
  call void @wend_print_int(i32 %e176.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r177 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r177, ptr %out, align 4
  %p177.0 = getelementptr i32, ptr %out, i32 0
  %e177.0 = load i32, ptr %p177.0, align 4
  call void @wend_print_int(i32 %e177.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p177.1 = getelementptr i32, ptr %out, i32 1
  %e177.1 = load i32, ptr %p177.1, align 4
  call void @wend_print_int(i32 %e177.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p177.2 = getelementptr i32, ptr %out, i32 2
  %e177.2 = load i32, ptr %p177.2, align 4
  call void @wend_print_int(i32 %e177.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p177.3 = getelementptr i32, ptr %out, i32 3
  %e177.3 = load i32, ptr %p177.3, align 4
  call void @wend_print_int(i32 %e177.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r178 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  store <4 x i32> %r178, ptr %out, align 4
  %p178.0 = getelementptr i32, ptr %out, i32 0
  %e178.0 = load i32, ptr %p178.0, align 4
  call void @wend_print_int(i32 %e178.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p178.1 = getelementptr i32, ptr %out, i32 1
  %e178.1 = load i32, ptr %p178.1, align 4
  call void @wend_print_int(i32 %e178.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p178.2 = getelementptr i32, ptr %out, i32 2
  %e178.2 = load i32, ptr %p178.2, align 4
  call void @wend_print_int(i32 %e178.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p178.3 = getelementptr i32, ptr %out, i32 3
  %e178.3 = load i32, ptr %p178.3, align 4
  call void @wend_print_int(i32 %e178.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r179 = sdiv <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r179, ptr %out, align 4
  %p179.0 = getelementptr i32, ptr %out, i32 0
  %e179.0 = load i32, ptr %p179.0, align 4
  call void @wend_print_int(i32 %e179.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p179.1 = getelementptr i32, ptr %out, i32 1
  %e179.1 = load i32, ptr %p179.1, align 4
  call void @wend_print_int(i32 %e179.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p179.2 = getelementptr i32, ptr %out, i32 2
  %e179.2 = load i32, ptr %p179.2, align 4
  call void @wend_print_int(i32 %e179.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p179.3 = getelementptr i32, ptr %out, i32 3
  %e179.3 = load i32, ptr %p179.3, align 4
  call void @wend_print_int(i32 %e179.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %r180 = srem <4 x i32> <i32 1023, i32 -123456789, i32 123456789, i32 -1073741824>, <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>
  store <4 x i32> %r180, ptr %out, align 4
  %p180.0 = getelementptr i32, ptr %out, i32 0
  %e180.0 = load i32, ptr %p180.0, align 4
  call void @wend_print_int(i32 %e180.0)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p180.1 = getelementptr i32, ptr %out, i32 1
  %e180.1 = load i32, ptr %p180.1, align 4
  call void @wend_print_int(i32 %e180.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p180.2 = getelementptr i32, ptr %out, i32 2
  %e180.2 = load i32, ptr %p180.2, align 4
  call void @wend_print_int(i32 %e180.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %p180.3 = getelementptr i32, ptr %out, i32 3
  %e180.3 = load i32, ptr %p180.3, align 4
  call void @wend_print_int(i32 %e180.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
