; Arrays of i32 and i1 in frame slots, indexed by constants, variables and
; negative offsets from an element pointer.
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
  %t1 = alloca [10 x i32], align 4
  %t2 = alloca [10 x i1], align 1
  %t3 = alloca i32, align 4
  %t21 = alloca i32, align 4
  %t27 = alloca i32, align 4
  %t30 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr %t1, i8 0, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr %t2, i8 0, i64 10, i1 false)
  store i32 0, ptr %t3, align 4
  br label %t3.head

t3.head:
  %t4 = load i32, ptr %t3, align 4
  %t5 = icmp slt i32 %t4, 10
  br i1 %t5, label %t3.body, label %t3.done

t3.body:
  %t6 = load i32, ptr %t3, align 4
  %t7 = mul i32 %t6, %t6
  %t8 = sub i32 %t7, 7
  %t9 = getelementptr i32, ptr %t1, i32 %t6
  store i32 %t8, ptr %t9, align 4
  %t10 = srem i32 %t6, 3
  %t11 = icmp eq i32 %t10, 0
  %t12 = getelementptr i1, ptr %t2, i32 %t6
  store i1 %t11, ptr %t12, align 1
  %t13 = load i32, ptr %t3, align 4
  %t14 = add i32 %t13, 1
  store i32 %t14, ptr %t3, align 4
  br label %t3.head

t3.done:
  %t15 = getelementptr i32, ptr %t1, i32 2
  store i32 100, ptr %t15, align 4
  %t16 = getelementptr i1, ptr %t2, i32 9
  store i1 false, ptr %t16, align 1
  %t17 = getelementptr i32, ptr %t1, i32 5
  %t18 = getelementptr i32, ptr %t17, i32 -3
  %t19 = load i32, ptr %t18, align 4
  call void @wend_print_int(i32 %t19)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %t20 = getelementptr i32, ptr %t17, i32 -1
  store i32 55, ptr %t20, align 4
  store i32 -4, ptr %t21, align 4
  %t22 = load i32, ptr %t21, align 4
  %t23 = getelementptr i32, ptr %t17, i32 %t22
  %t24 = load i32, ptr %t23, align 4
  %t25 = add i32 %t24, 1000
  store i32 %t25, ptr %t23, align 4
  %t26 = getelementptr i32, ptr %t1, i32 7
  store i32 -2, ptr %t27, align 4
  %t28 = load i32, ptr %t27, align 4
  call void @bump(ptr %t26, i32 %t28)
  %t29 = getelementptr i1, ptr %t2, i32 6
  store i32 -5, ptr %t30, align 4
  %t31 = load i32, ptr %t30, align 4
  call void @set(ptr %t29, i32 %t31)
  %t32 = getelementptr i1, ptr %t29, i32 %t31
  %t33 = load i1, ptr %t32, align 1
  call void @wend_print_bool(i1 %t33)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_str(ptr @.str.1, i64 1)
  call void @dump_i32(ptr %t1, i32 10)
  call void @dump_bool(ptr %t2, i32 10)
  ret void
}

define void @bump(ptr %p, i32 %j) {
entry:
  %e = getelementptr i32, ptr %p, i32 %j
  %v = load i32, ptr %e, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %e, align 4
  ret void
}

define void @set(ptr %p, i32 %j) {
entry:
  %e = getelementptr i1, ptr %p, i32 %j
  store i1 true, ptr %e, align 1
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
