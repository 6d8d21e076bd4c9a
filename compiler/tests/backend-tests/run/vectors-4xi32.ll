; Vector arithmetic and compares on <4 x i32>, lane values small, negative
; and extreme, printed lane by lane.
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
  %t6 = alloca [4 x i32], align 4
  %t13 = alloca i32, align 4
  %t18 = alloca [4 x i32], align 4
  %t20 = alloca [4 x i32], align 4
  %t22 = alloca [4 x i32], align 4
  %t24 = alloca [4 x i32], align 4
  %t26 = alloca [4 x i32], align 4
  %t28 = alloca [4 x i32], align 4
  %t30 = alloca [4 x i32], align 4
  %t32 = alloca [4 x i32], align 4
  %t34 = alloca [4 x i32], align 4
  %t36 = alloca [4 x i32], align 4
  %t38 = alloca [4 x i32], align 4
  %t40 = alloca [4 x i32], align 4
  %t42 = alloca [4 x i32], align 4
  %t44 = alloca [4 x i32], align 4
  %t46 = alloca [4 x i32], align 4
  %t48 = alloca [4 x i32], align 4
  %t50 = alloca [4 x i32], align 4
  %t52 = alloca [4 x i32], align 4
  %t55 = alloca [4 x i1], align 1
  %t58 = alloca [4 x i1], align 1
  %t61 = alloca [4 x i1], align 1
  %t64 = alloca [4 x i1], align 1
  %t67 = alloca [4 x i1], align 1
  %t70 = alloca [4 x i1], align 1
  %t73 = alloca [4 x i1], align 1
  %t76 = alloca [4 x i1], align 1
  %t79 = alloca [4 x i1], align 1
  %t82 = alloca [4 x i1], align 1
  %t85 = alloca [4 x i1], align 1
  %t88 = alloca [4 x i1], align 1
  %t91 = alloca [4 x i1], align 1
  %t94 = alloca [4 x i1], align 1
  %t97 = alloca [4 x i1], align 1
  %t100 = alloca [4 x i1], align 1
  %t103 = alloca [4 x i1], align 1
  %t106 = alloca [4 x i1], align 1
  call void @llvm.memset.p0.i64(ptr %t1, i8 0, i64 16, i1 false)
  %t2 = getelementptr i32, ptr %t1, i32 0
  store i32 0, ptr %t2, align 4
  %t3 = getelementptr i32, ptr %t1, i32 1
  store i32 7, ptr %t3, align 4
  %t4 = getelementptr i32, ptr %t1, i32 2
  store i32 5, ptr %t4, align 4
  %t5 = getelementptr i32, ptr %t1, i32 3
  store i32 255, ptr %t5, align 4
  call void @llvm.memset.p0.i64(ptr %t6, i8 0, i64 16, i1 false)
  %t7 = getelementptr i32, ptr %t6, i32 0
  store i32 1, ptr %t7, align 4
  %t8 = getelementptr i32, ptr %t6, i32 1
  store i32 7, ptr %t8, align 4
  %t9 = getelementptr i32, ptr %t6, i32 2
  store i32 5, ptr %t9, align 4
  %t10 = getelementptr i32, ptr %t6, i32 3
  store i32 100000, ptr %t10, align 4
  %t11 = getelementptr i32, ptr %t1, i32 0
  %t12 = load <4 x i32>, ptr %t11, align 4
  store i32 0, ptr %t13, align 4
  %t14 = load i32, ptr %t13, align 4
  %t15 = getelementptr i32, ptr %t6, i32 %t14
  %t16 = load <4 x i32>, ptr %t15, align 4
  %t17 = add <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t18, i8 0, i64 16, i1 false)
  store <4 x i32> %t17, ptr %t18, align 4
  call void @dump_i32(ptr %t18, i32 4)
  %t19 = add <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t20, i8 0, i64 16, i1 false)
  store <4 x i32> %t19, ptr %t20, align 4
  call void @dump_i32(ptr %t20, i32 4)
  %t21 = add <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t22, i8 0, i64 16, i1 false)
  store <4 x i32> %t21, ptr %t22, align 4
  call void @dump_i32(ptr %t22, i32 4)
  %t23 = sub <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t24, i8 0, i64 16, i1 false)
  store <4 x i32> %t23, ptr %t24, align 4
  call void @dump_i32(ptr %t24, i32 4)
  %t25 = sub <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t26, i8 0, i64 16, i1 false)
  store <4 x i32> %t25, ptr %t26, align 4
  call void @dump_i32(ptr %t26, i32 4)
  %t27 = sub <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t28, i8 0, i64 16, i1 false)
  store <4 x i32> %t27, ptr %t28, align 4
  call void @dump_i32(ptr %t28, i32 4)
  %t29 = mul <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t30, i8 0, i64 16, i1 false)
  store <4 x i32> %t29, ptr %t30, align 4
  call void @dump_i32(ptr %t30, i32 4)
  %t31 = mul <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t32, i8 0, i64 16, i1 false)
  store <4 x i32> %t31, ptr %t32, align 4
  call void @dump_i32(ptr %t32, i32 4)
  %t33 = mul <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t34, i8 0, i64 16, i1 false)
  store <4 x i32> %t33, ptr %t34, align 4
  call void @dump_i32(ptr %t34, i32 4)
  %t35 = and <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t36, i8 0, i64 16, i1 false)
  store <4 x i32> %t35, ptr %t36, align 4
  call void @dump_i32(ptr %t36, i32 4)
  %t37 = and <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t38, i8 0, i64 16, i1 false)
  store <4 x i32> %t37, ptr %t38, align 4
  call void @dump_i32(ptr %t38, i32 4)
  %t39 = and <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t40, i8 0, i64 16, i1 false)
  store <4 x i32> %t39, ptr %t40, align 4
  call void @dump_i32(ptr %t40, i32 4)
  %t41 = or <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t42, i8 0, i64 16, i1 false)
  store <4 x i32> %t41, ptr %t42, align 4
  call void @dump_i32(ptr %t42, i32 4)
  %t43 = or <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t44, i8 0, i64 16, i1 false)
  store <4 x i32> %t43, ptr %t44, align 4
  call void @dump_i32(ptr %t44, i32 4)
  %t45 = or <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t46, i8 0, i64 16, i1 false)
  store <4 x i32> %t45, ptr %t46, align 4
  call void @dump_i32(ptr %t46, i32 4)
  %t47 = xor <4 x i32> %t12, %t16
  call void @llvm.memset.p0.i64(ptr %t48, i8 0, i64 16, i1 false)
  store <4 x i32> %t47, ptr %t48, align 4
  call void @dump_i32(ptr %t48, i32 4)
  %t49 = xor <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  call void @llvm.memset.p0.i64(ptr %t50, i8 0, i64 16, i1 false)
  store <4 x i32> %t49, ptr %t50, align 4
  call void @dump_i32(ptr %t50, i32 4)
  %t51 = xor <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t16
  call void @llvm.memset.p0.i64(ptr %t52, i8 0, i64 16, i1 false)
  store <4 x i32> %t51, ptr %t52, align 4
  call void @dump_i32(ptr %t52, i32 4)
  %t53 = icmp eq <4 x i32> %t12, %t16
  %t54 = zext <4 x i1> %t53 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t55, i8 0, i64 4, i1 false)
  store <4 x i8> %t54, ptr %t55, align 1
  call void @dump_bool(ptr %t55, i32 4)
  %t56 = icmp eq <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t57 = zext <4 x i1> %t56 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t58, i8 0, i64 4, i1 false)
  store <4 x i8> %t57, ptr %t58, align 1
  call void @dump_bool(ptr %t58, i32 4)
  %t59 = icmp eq <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t60 = zext <4 x i1> %t59 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t61, i8 0, i64 4, i1 false)
  store <4 x i8> %t60, ptr %t61, align 1
  call void @dump_bool(ptr %t61, i32 4)
  %t62 = icmp ne <4 x i32> %t12, %t16
  %t63 = zext <4 x i1> %t62 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t64, i8 0, i64 4, i1 false)
  store <4 x i8> %t63, ptr %t64, align 1
  call void @dump_bool(ptr %t64, i32 4)
  %t65 = icmp ne <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t66 = zext <4 x i1> %t65 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t67, i8 0, i64 4, i1 false)
  store <4 x i8> %t66, ptr %t67, align 1
  call void @dump_bool(ptr %t67, i32 4)
  %t68 = icmp ne <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t69 = zext <4 x i1> %t68 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t70, i8 0, i64 4, i1 false)
  store <4 x i8> %t69, ptr %t70, align 1
  call void @dump_bool(ptr %t70, i32 4)
  %t71 = icmp slt <4 x i32> %t12, %t16
  %t72 = zext <4 x i1> %t71 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t73, i8 0, i64 4, i1 false)
  store <4 x i8> %t72, ptr %t73, align 1
  call void @dump_bool(ptr %t73, i32 4)
  %t74 = icmp slt <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t75 = zext <4 x i1> %t74 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t76, i8 0, i64 4, i1 false)
  store <4 x i8> %t75, ptr %t76, align 1
  call void @dump_bool(ptr %t76, i32 4)
  %t77 = icmp slt <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t78 = zext <4 x i1> %t77 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t79, i8 0, i64 4, i1 false)
  store <4 x i8> %t78, ptr %t79, align 1
  call void @dump_bool(ptr %t79, i32 4)
  %t80 = icmp sle <4 x i32> %t12, %t16
  %t81 = zext <4 x i1> %t80 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t82, i8 0, i64 4, i1 false)
  store <4 x i8> %t81, ptr %t82, align 1
  call void @dump_bool(ptr %t82, i32 4)
  %t83 = icmp sle <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t84 = zext <4 x i1> %t83 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t85, i8 0, i64 4, i1 false)
  store <4 x i8> %t84, ptr %t85, align 1
  call void @dump_bool(ptr %t85, i32 4)
  %t86 = icmp sle <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t87 = zext <4 x i1> %t86 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t88, i8 0, i64 4, i1 false)
  store <4 x i8> %t87, ptr %t88, align 1
  call void @dump_bool(ptr %t88, i32 4)
  %t89 = icmp sgt <4 x i32> %t12, %t16
  %t90 = zext <4 x i1> %t89 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t91, i8 0, i64 4, i1 false)
  store <4 x i8> %t90, ptr %t91, align 1
  call void @dump_bool(ptr %t91, i32 4)
  %t92 = icmp sgt <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t93 = zext <4 x i1> %t92 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t94, i8 0, i64 4, i1 false)
  store <4 x i8> %t93, ptr %t94, align 1
  call void @dump_bool(ptr %t94, i32 4)
  %t95 = icmp sgt <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t96 = zext <4 x i1> %t95 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t97, i8 0, i64 4, i1 false)
  store <4 x i8> %t96, ptr %t97, align 1
  call void @dump_bool(ptr %t97, i32 4)
  %t98 = icmp sge <4 x i32> %t12, %t16
  %t99 = zext <4 x i1> %t98 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t100, i8 0, i64 4, i1 false)
  store <4 x i8> %t99, ptr %t100, align 1
  call void @dump_bool(ptr %t100, i32 4)
  %t101 = icmp sge <4 x i32> %t12, <i32 3, i32 -1, i32 -2147483648, i32 100>
  %t102 = zext <4 x i1> %t101 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t103, i8 0, i64 4, i1 false)
  store <4 x i8> %t102, ptr %t103, align 1
  call void @dump_bool(ptr %t103, i32 4)
  %t104 = icmp sge <4 x i32> <i32 3, i32 -1, i32 -2147483648, i32 100>, %t12
  %t105 = zext <4 x i1> %t104 to <4 x i8>
  call void @llvm.memset.p0.i64(ptr %t106, i8 0, i64 4, i1 false)
  store <4 x i8> %t105, ptr %t106, align 1
  call void @dump_bool(ptr %t106, i32 4)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
