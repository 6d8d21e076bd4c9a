; Vector casts (trunc, zext, sext between i1, i8 and i32 lanes), vector
; constants and undef lanes.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.2 = private unnamed_addr constant [1 x i8] c":", align 1

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

define void @dump_bool(ptr %p, i32 %n) {
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
  %e = getelementptr i1, ptr %p, i32 %k
  %v = load i1, ptr %e, align 1
  call void @wend_print_bool(i1 %v)
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
  %t1 = alloca [4 x i32], align 4
  %t8 = alloca [4 x i32], align 4
  %t15 = alloca [16 x i8], align 1
  %t40 = alloca [4 x i32], align 4
  %t42 = alloca [4 x i32], align 4
  %t44 = alloca [4 x i8], align 1
  %t46 = alloca [4 x i8], align 1
  %t48 = alloca [4 x i32], align 4
  %t50 = alloca [4 x i32], align 4
  %t52 = alloca [4 x i8], align 1
  %t55 = alloca [4 x i1], align 1
  %t58 = alloca [16 x i1], align 1
  %t60 = alloca [16 x i8], align 1
  %t63 = alloca [8 x i1], align 1
  %t65 = alloca [8 x i8], align 1
  %t69 = alloca [4 x i1], align 1
  %t72 = alloca [4 x i1], align 1
  %t75 = alloca [4 x i1], align 1
  %t78 = alloca [4 x i1], align 1
  %t81 = alloca [4 x i1], align 1
  %t84 = alloca [4 x i1], align 1
  %t87 = alloca [4 x i1], align 1
  %t90 = alloca [4 x i1], align 1
  %t93 = alloca [4 x i1], align 1
  %t96 = alloca [4 x i1], align 1
  %t99 = alloca [4 x i1], align 1
  %t102 = alloca [4 x i1], align 1
  %t104 = alloca [4 x i8], align 1
  %t106 = alloca [4 x i32], align 4
  %t107 = alloca [4 x i32], align 4
  %t108 = alloca [4 x i32], align 4
  %t109 = alloca [4 x i32], align 4
  %t110 = alloca [16 x i8], align 1
  %t111 = alloca [4 x i8], align 1
  %t112 = alloca [8 x i8], align 1
  %t114 = alloca [4 x i1], align 1
  %t116 = alloca [4 x i32], align 4
  %t118 = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %t1, i8 0, i64 16, i1 false)
  %t2 = getelementptr i32, ptr %t1, i32 0
  store i32 7, ptr %t2, align 4
  %t3 = getelementptr i32, ptr %t1, i32 1
  store i32 -2147483648, ptr %t3, align 4
  %t4 = getelementptr i32, ptr %t1, i32 2
  store i32 5, ptr %t4, align 4
  %t5 = getelementptr i32, ptr %t1, i32 3
  store i32 65537, ptr %t5, align 4
  %t6 = getelementptr i32, ptr %t1, i32 0
  %t7 = load <4 x i32>, ptr %t6, align 4
  call void @llvm.memset.p0.i64(ptr %t8, i8 0, i64 16, i1 false)
  %t9 = getelementptr i32, ptr %t8, i32 0
  store i32 1, ptr %t9, align 4
  %t10 = getelementptr i32, ptr %t8, i32 1
  store i32 -7, ptr %t10, align 4
  %t11 = getelementptr i32, ptr %t8, i32 2
  store i32 5, ptr %t11, align 4
  %t12 = getelementptr i32, ptr %t8, i32 3
  store i32 100000, ptr %t12, align 4
  %t13 = getelementptr i32, ptr %t8, i32 0
  %t14 = load <4 x i32>, ptr %t13, align 4
  call void @llvm.memset.p0.i64(ptr %t15, i8 0, i64 16, i1 false)
  %t16 = getelementptr i8, ptr %t15, i32 0
  store i8 -128, ptr %t16, align 1
  %t17 = getelementptr i8, ptr %t15, i32 1
  store i8 -1, ptr %t17, align 1
  %t18 = getelementptr i8, ptr %t15, i32 2
  store i8 0, ptr %t18, align 1
  %t19 = getelementptr i8, ptr %t15, i32 3
  store i8 127, ptr %t19, align 1
  %t20 = getelementptr i8, ptr %t15, i32 4
  store i8 5, ptr %t20, align 1
  %t21 = getelementptr i8, ptr %t15, i32 5
  store i8 -7, ptr %t21, align 1
  %t22 = getelementptr i8, ptr %t15, i32 6
  store i8 100, ptr %t22, align 1
  %t23 = getelementptr i8, ptr %t15, i32 7
  store i8 -100, ptr %t23, align 1
  %t24 = getelementptr i8, ptr %t15, i32 8
  store i8 1, ptr %t24, align 1
  %t25 = getelementptr i8, ptr %t15, i32 9
  store i8 2, ptr %t25, align 1
  %t26 = getelementptr i8, ptr %t15, i32 10
  store i8 3, ptr %t26, align 1
  %t27 = getelementptr i8, ptr %t15, i32 11
  store i8 -3, ptr %t27, align 1
  %t28 = getelementptr i8, ptr %t15, i32 12
  store i8 64, ptr %t28, align 1
  %t29 = getelementptr i8, ptr %t15, i32 13
  store i8 -64, ptr %t29, align 1
  %t30 = getelementptr i8, ptr %t15, i32 14
  store i8 33, ptr %t30, align 1
  %t31 = getelementptr i8, ptr %t15, i32 15
  store i8 -33, ptr %t31, align 1
  %t32 = getelementptr i8, ptr %t15, i32 0
  %t33 = load <4 x i8>, ptr %t32, align 1
  %t34 = getelementptr i8, ptr %t15, i32 8
  %t35 = load <8 x i8>, ptr %t34, align 1
  %t36 = getelementptr i8, ptr %t15, i32 0
  %t37 = load <16 x i8>, ptr %t36, align 1
  %t38 = icmp slt <4 x i32> %t7, %t14
  %t39 = zext <4 x i1> %t38 to <4 x i32>
  call void @llvm.memset.p0.i64(ptr %t40, i8 0, i64 16, i1 false)
  store <4 x i32> %t39, ptr %t40, align 4
  call void @dump_i32(ptr %t40, i32 4)
  %t41 = sext <4 x i1> %t38 to <4 x i32>
  call void @llvm.memset.p0.i64(ptr %t42, i8 0, i64 16, i1 false)
  store <4 x i32> %t41, ptr %t42, align 4
  call void @dump_i32(ptr %t42, i32 4)
  %t43 = zext <4 x i1> %t38 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t44, i8 0, i64 4, i1 false)
  store <4 x i8> %t43, ptr %t44, align 1
  call void @dump_i8(ptr %t44, i32 4)
  %t45 = sext <4 x i1> %t38 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t46, i8 0, i64 4, i1 false)
  store <4 x i8> %t45, ptr %t46, align 1
  call void @dump_i8(ptr %t46, i32 4)
  %t47 = zext <4 x i8> %t33 to <4 x i32>
  call void @llvm.memset.p0.i64(ptr %t48, i8 0, i64 16, i1 false)
  store <4 x i32> %t47, ptr %t48, align 4
  call void @dump_i32(ptr %t48, i32 4)
  %t49 = sext <4 x i8> %t33 to <4 x i32>
  call void @llvm.memset.p0.i64(ptr %t50, i8 0, i64 16, i1 false)
  store <4 x i32> %t49, ptr %t50, align 4
  call void @dump_i32(ptr %t50, i32 4)
  %t51 = trunc <4 x i32> %t7 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t52, i8 0, i64 4, i1 false)
  store <4 x i8> %t51, ptr %t52, align 1
  call void @dump_i8(ptr %t52, i32 4)
  %t53 = trunc <4 x i32> %t7 to <4 x i1>
  %t54 = zext <4 x i1> %t53 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t55, i8 0, i64 4, i1 false)
  store <4 x i8> %t54, ptr %t55, align 1
  call void @dump_bool(ptr %t55, i32 4)
  %t56 = trunc <16 x i8> %t37 to <16 x i1>
  %t57 = zext <16 x i1> %t56 to <16 x i8>
  call void @llvm.memset.p0.i64(ptr %t58, i8 0, i64 16, i1 false)
  store <16 x i8> %t57, ptr %t58, align 1
  call void @dump_bool(ptr %t58, i32 16)
  %t59 = sext <16 x i1> %t56 to <16 x i8>
  call void @llvm.memset.p0.i64(ptr %t60, i8 0, i64 16, i1 false)
  store <16 x i8> %t59, ptr %t60, align 1
  call void @dump_i8(ptr %t60, i32 16)
  %t61 = trunc <8 x i8> %t35 to <8 x i1>
  %t62 = zext <8 x i1> %t61 to <8 x i8>
  call void @llvm.memset.p0.i64(ptr %t63, i8 0, i64 8, i1 false)
  store <8 x i8> %t62, ptr %t63, align 1
  call void @dump_bool(ptr %t63, i32 8)
  %t64 = sext <8 x i1> %t61 to <8 x i8>
  call void @llvm.memset.p0.i64(ptr %t65, i8 0, i64 8, i1 false)
  store <8 x i8> %t64, ptr %t65, align 1
  call void @dump_i8(ptr %t65, i32 8)
  %t66 = icmp sgt <4 x i32> %t7, <i32 0, i32 0, i32 0, i32 0>
  %t67 = add <4 x i1> %t38, %t66
  %t68 = zext <4 x i1> %t67 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t69, i8 0, i64 4, i1 false)
  store <4 x i8> %t68, ptr %t69, align 1
  call void @dump_bool(ptr %t69, i32 4)
  %t70 = sub <4 x i1> %t38, %t66
  %t71 = zext <4 x i1> %t70 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t72, i8 0, i64 4, i1 false)
  store <4 x i8> %t71, ptr %t72, align 1
  call void @dump_bool(ptr %t72, i32 4)
  %t73 = mul <4 x i1> %t38, %t66
  %t74 = zext <4 x i1> %t73 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t75, i8 0, i64 4, i1 false)
  store <4 x i8> %t74, ptr %t75, align 1
  call void @dump_bool(ptr %t75, i32 4)
  %t76 = and <4 x i1> %t38, %t66
  %t77 = zext <4 x i1> %t76 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t78, i8 0, i64 4, i1 false)
  store <4 x i8> %t77, ptr %t78, align 1
  call void @dump_bool(ptr %t78, i32 4)
  %t79 = or <4 x i1> %t38, %t66
  %t80 = zext <4 x i1> %t79 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t81, i8 0, i64 4, i1 false)
  store <4 x i8> %t80, ptr %t81, align 1
  call void @dump_bool(ptr %t81, i32 4)
  %t82 = xor <4 x i1> %t38, %t66
  %t83 = zext <4 x i1> %t82 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t84, i8 0, i64 4, i1 false)
  store <4 x i8> %t83, ptr %t84, align 1
  call void @dump_bool(ptr %t84, i32 4)
  %t85 = icmp eq <4 x i1> %t38, %t66
  %t86 = zext <4 x i1> %t85 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t87, i8 0, i64 4, i1 false)
  store <4 x i8> %t86, ptr %t87, align 1
  call void @dump_bool(ptr %t87, i32 4)
  %t88 = icmp ne <4 x i1> %t38, %t66
  %t89 = zext <4 x i1> %t88 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t90, i8 0, i64 4, i1 false)
  store <4 x i8> %t89, ptr %t90, align 1
  call void @dump_bool(ptr %t90, i32 4)
  %t91 = icmp slt <4 x i1> %t38, %t66
  %t92 = zext <4 x i1> %t91 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t93, i8 0, i64 4, i1 false)
  store <4 x i8> %t92, ptr %t93, align 1
  call void @dump_bool(ptr %t93, i32 4)
  %t94 = icmp sle <4 x i1> %t38, %t66
  %t95 = zext <4 x i1> %t94 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t96, i8 0, i64 4, i1 false)
  store <4 x i8> %t95, ptr %t96, align 1
  call void @dump_bool(ptr %t96, i32 4)
  %t97 = icmp sgt <4 x i1> %t38, %t66
  %t98 = zext <4 x i1> %t97 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t99, i8 0, i64 4, i1 false)
  store <4 x i8> %t98, ptr %t99, align 1
  call void @dump_bool(ptr %t99, i32 4)
  %t100 = icmp sge <4 x i1> %t38, %t66
  %t101 = zext <4 x i1> %t100 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t102, i8 0, i64 4, i1 false)
  store <4 x i8> %t101, ptr %t102, align 1
  call void @dump_bool(ptr %t102, i32 4)
  %t103 = trunc <4 x i32> <i32 256, i32 257, i32 -1, i32 300> to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t104, i8 0, i64 4, i1 false)
  store <4 x i8> %t103, ptr %t104, align 1
  call void @dump_i8(ptr %t104, i32 4)
  %t105 = sext <4 x i8> <i8 -2, i8 2, i8 -128, i8 127> to <4 x i32>
  call void @llvm.memset.p0.i64(ptr %t106, i8 0, i64 16, i1 false)
  store <4 x i32> %t105, ptr %t106, align 4
  call void @dump_i32(ptr %t106, i32 4)
  call void @llvm.memset.p0.i64(ptr %t107, i8 0, i64 16, i1 false)
  store <4 x i32> <i32 1, i32 -2, i32 2147483647, i32 -2147483648>, ptr %t107, align 4
  call void @dump_i32(ptr %t107, i32 4)
  call void @llvm.memset.p0.i64(ptr %t108, i8 0, i64 16, i1 false)
  store <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, ptr %t108, align 4
  call void @dump_i32(ptr %t108, i32 4)
  call void @llvm.memset.p0.i64(ptr %t109, i8 0, i64 16, i1 false)
  store <4 x i32> <i32 0, i32 0, i32 0, i32 0>, ptr %t109, align 4
  call void @dump_i32(ptr %t109, i32 4)
  call void @llvm.memset.p0.i64(ptr %t110, i8 0, i64 16, i1 false)
  store <16 x i8> <i8 -128, i8 -111, i8 -94, i8 -77, i8 -60, i8 -43, i8 -26, i8 -9, i8 8, i8 25, i8 42, i8 59, i8 76, i8 93, i8 110, i8 127>, ptr %t110, align 1
  call void @dump_i8(ptr %t110, i32 16)
  call void @llvm.memset.p0.i64(ptr %t111, i8 0, i64 4, i1 false)
  store <4 x i8> <i8 9, i8 -9, i8 0, i8 -1>, ptr %t111, align 1
  call void @dump_i8(ptr %t111, i32 4)
  call void @llvm.memset.p0.i64(ptr %t112, i8 0, i64 8, i1 false)
  store <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 -5, i8 -6, i8 -7, i8 -8>, ptr %t112, align 1
  call void @dump_i8(ptr %t112, i32 8)
  %t113 = zext <4 x i1> <i1 true, i1 false, i1 false, i1 true> to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t114, i8 0, i64 4, i1 false)
  store <4 x i8> %t113, ptr %t114, align 1
  call void @dump_bool(ptr %t114, i32 4)
  %t115 = and <4 x i32> undef, <i32 0, i32 0, i32 0, i32 0>
  call void @llvm.memset.p0.i64(ptr %t116, i8 0, i64 16, i1 false)
  store <4 x i32> %t115, ptr %t116, align 4
  call void @dump_i32(ptr %t116, i32 4)
  %t117 = or <4 x i32> %t7, <i32 -1, i32 -1, i32 -1, i32 -1>
  call void @llvm.memset.p0.i64(ptr %t118, i8 0, i64 16, i1 false)
  store <4 x i32> %t117, ptr %t118, align 4
  call void @dump_i32(ptr %t118, i32 4)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
