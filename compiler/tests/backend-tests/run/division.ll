; sdiv and srem truncate toward zero, by constants (multiplies, shifts) and
; by variables (idiv), with INT_MIN and negative operands.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define void @main() {
entry:
  %opaque = alloca i32, align 4
  %opaque.1 = alloca i32, align 4
  %opaque.2 = alloca i32, align 4
  %opaque.3 = alloca i32, align 4
  %opaque.4 = alloca i32, align 4
  %opaque.5 = alloca i32, align 4
  %opaque.6 = alloca i32, align 4
  %opaque.7 = alloca i32, align 4
  %opaque.8 = alloca i32, align 4
  %opaque.9 = alloca i32, align 4
  %opaque.10 = alloca i32, align 4
  %opaque.11 = alloca i32, align 4
  %opaque.12 = alloca i32, align 4
  %opaque.13 = alloca i32, align 4
  %opaque.14 = alloca i32, align 4
  %opaque.15 = alloca i32, align 4
  %opaque.16 = alloca i32, align 4
  %opaque.17 = alloca i32, align 4
  %opaque.18 = alloca i32, align 4
  %opaque.19 = alloca i32, align 4
  %opaque.20 = alloca i32, align 4
  %opaque.21 = alloca i32, align 4
  %opaque.22 = alloca i32, align 4
  %opaque.23 = alloca i32, align 4
  %opaque.24 = alloca i32, align 4
  %opaque.25 = alloca i32, align 4
  %opaque.26 = alloca i32, align 4
  %opaque.27 = alloca i32, align 4
  %opaque.28 = alloca i32, align 4
  %opaque.29 = alloca i32, align 4
  %opaque.30 = alloca i32, align 4
  %opaque.31 = alloca i32, align 4
  %opaque.32 = alloca i32, align 4
  %opaque.33 = alloca i32, align 4
  %opaque.34 = alloca i32, align 4
  %opaque.35 = alloca i32, align 4
  store i32 7, ptr %opaque, align 4
  %opaque.v = load i32, ptr %opaque, align 4
  store i32 2, ptr %opaque.1, align 4
  %opaque.v.1 = load i32, ptr %opaque.1, align 4
  %q = sdiv i32 %opaque.v, %opaque.v.1
  %r = srem i32 %opaque.v, %opaque.v.1
  call void @wend_print_int(i32 %q)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r)
  %qc = sdiv i32 %opaque.v, 2
  %rc = srem i32 7, %opaque.v.1
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -7, ptr %opaque.2, align 4
  %opaque.v.2 = load i32, ptr %opaque.2, align 4
  store i32 2, ptr %opaque.3, align 4
  %opaque.v.3 = load i32, ptr %opaque.3, align 4
  %q.1 = sdiv i32 %opaque.v.2, %opaque.v.3
  %r.1 = srem i32 %opaque.v.2, %opaque.v.3
  call void @wend_print_int(i32 %q.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.1)
  %qc.1 = sdiv i32 %opaque.v.2, 2
  %rc.1 = srem i32 -7, %opaque.v.3
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.1)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 7, ptr %opaque.4, align 4
  %opaque.v.4 = load i32, ptr %opaque.4, align 4
  store i32 -2, ptr %opaque.5, align 4
  %opaque.v.5 = load i32, ptr %opaque.5, align 4
  %q.2 = sdiv i32 %opaque.v.4, %opaque.v.5
  %r.2 = srem i32 %opaque.v.4, %opaque.v.5
  call void @wend_print_int(i32 %q.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.2)
  %qc.2 = sdiv i32 %opaque.v.4, -2
  %rc.2 = srem i32 7, %opaque.v.5
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.2)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -7, ptr %opaque.6, align 4
  %opaque.v.6 = load i32, ptr %opaque.6, align 4
  store i32 -2, ptr %opaque.7, align 4
  %opaque.v.7 = load i32, ptr %opaque.7, align 4
  %q.3 = sdiv i32 %opaque.v.6, %opaque.v.7
  %r.3 = srem i32 %opaque.v.6, %opaque.v.7
  call void @wend_print_int(i32 %q.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.3)
  %qc.3 = sdiv i32 %opaque.v.6, -2
  %rc.3 = srem i32 -7, %opaque.v.7
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.3)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 0, ptr %opaque.8, align 4
  %opaque.v.8 = load i32, ptr %opaque.8, align 4
  store i32 5, ptr %opaque.9, align 4
  %opaque.v.9 = load i32, ptr %opaque.9, align 4
  %q.4 = sdiv i32 %opaque.v.8, %opaque.v.9
  %r.4 = srem i32 %opaque.v.8, %opaque.v.9
  call void @wend_print_int(i32 %q.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.4)
  %qc.4 = sdiv i32 %opaque.v.8, 5
  %rc.4 = srem i32 0, %opaque.v.9
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.4)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 5, ptr %opaque.10, align 4
  %opaque.v.10 = load i32, ptr %opaque.10, align 4
  store i32 7, ptr %opaque.11, align 4
  %opaque.v.11 = load i32, ptr %opaque.11, align 4
  %q.5 = sdiv i32 %opaque.v.10, %opaque.v.11
  %r.5 = srem i32 %opaque.v.10, %opaque.v.11
  call void @wend_print_int(i32 %q.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.5)
  %qc.5 = sdiv i32 %opaque.v.10, 7
  %rc.5 = srem i32 5, %opaque.v.11
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.5)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -5, ptr %opaque.12, align 4
  %opaque.v.12 = load i32, ptr %opaque.12, align 4
  store i32 7, ptr %opaque.13, align 4
  %opaque.v.13 = load i32, ptr %opaque.13, align 4
  %q.6 = sdiv i32 %opaque.v.12, %opaque.v.13
  %r.6 = srem i32 %opaque.v.12, %opaque.v.13
  call void @wend_print_int(i32 %q.6)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.6)
  %qc.6 = sdiv i32 %opaque.v.12, 7
  %rc.6 = srem i32 -5, %opaque.v.13
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.6)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.6)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.14, align 4
  %opaque.v.14 = load i32, ptr %opaque.14, align 4
  store i32 1, ptr %opaque.15, align 4
  %opaque.v.15 = load i32, ptr %opaque.15, align 4
  %q.7 = sdiv i32 %opaque.v.14, %opaque.v.15
  %r.7 = srem i32 %opaque.v.14, %opaque.v.15
  call void @wend_print_int(i32 %q.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.7)
  %qc.7 = sdiv i32 %opaque.v.14, 1
  %rc.7 = srem i32 -2147483648, %opaque.v.15
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.7)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.16, align 4
  %opaque.v.16 = load i32, ptr %opaque.16, align 4
  store i32 2, ptr %opaque.17, align 4
  %opaque.v.17 = load i32, ptr %opaque.17, align 4
  %q.8 = sdiv i32 %opaque.v.16, %opaque.v.17
  %r.8 = srem i32 %opaque.v.16, %opaque.v.17
  call void @wend_print_int(i32 %q.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.8)
  %qc.8 = sdiv i32 %opaque.v.16, 2
  %rc.8 = srem i32 -2147483648, %opaque.v.17
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.8)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.18, align 4
  %opaque.v.18 = load i32, ptr %opaque.18, align 4
  store i32 -2, ptr %opaque.19, align 4
  %opaque.v.19 = load i32, ptr %opaque.19, align 4
  %q.9 = sdiv i32 %opaque.v.18, %opaque.v.19
  %r.9 = srem i32 %opaque.v.18, %opaque.v.19
  call void @wend_print_int(i32 %q.9)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.9)
  %qc.9 = sdiv i32 %opaque.v.18, -2
  %rc.9 = srem i32 -2147483648, %opaque.v.19
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.9)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.9)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.20, align 4
  %opaque.v.20 = load i32, ptr %opaque.20, align 4
  store i32 3, ptr %opaque.21, align 4
  %opaque.v.21 = load i32, ptr %opaque.21, align 4
  %q.10 = sdiv i32 %opaque.v.20, %opaque.v.21
  %r.10 = srem i32 %opaque.v.20, %opaque.v.21
  call void @wend_print_int(i32 %q.10)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.10)
  %qc.10 = sdiv i32 %opaque.v.20, 3
  %rc.10 = srem i32 -2147483648, %opaque.v.21
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.10)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.10)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.22, align 4
  %opaque.v.22 = load i32, ptr %opaque.22, align 4
  store i32 7, ptr %opaque.23, align 4
  %opaque.v.23 = load i32, ptr %opaque.23, align 4
  %q.11 = sdiv i32 %opaque.v.22, %opaque.v.23
  %r.11 = srem i32 %opaque.v.22, %opaque.v.23
  call void @wend_print_int(i32 %q.11)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.11)
  %qc.11 = sdiv i32 %opaque.v.22, 7
  %rc.11 = srem i32 -2147483648, %opaque.v.23
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.11)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.11)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.24, align 4
  %opaque.v.24 = load i32, ptr %opaque.24, align 4
  store i32 -2147483648, ptr %opaque.25, align 4
  %opaque.v.25 = load i32, ptr %opaque.25, align 4
  %q.12 = sdiv i32 %opaque.v.24, %opaque.v.25
  %r.12 = srem i32 %opaque.v.24, %opaque.v.25
  call void @wend_print_int(i32 %q.12)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.12)
  %qc.12 = sdiv i32 %opaque.v.24, -2147483648
  %rc.12 = srem i32 -2147483648, %opaque.v.25
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.12)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.12)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -2147483648, ptr %opaque.26, align 4
  %opaque.v.26 = load i32, ptr %opaque.26, align 4
  store i32 2147483647, ptr %opaque.27, align 4
  %opaque.v.27 = load i32, ptr %opaque.27, align 4
  %q.13 = sdiv i32 %opaque.v.26, %opaque.v.27
  %r.13 = srem i32 %opaque.v.26, %opaque.v.27
  call void @wend_print_int(i32 %q.13)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.13)
  %qc.13 = sdiv i32 %opaque.v.26, 2147483647
  %rc.13 = srem i32 -2147483648, %opaque.v.27
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.13)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.13)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 2147483647, ptr %opaque.28, align 4
  %opaque.v.28 = load i32, ptr %opaque.28, align 4
  store i32 -2147483648, ptr %opaque.29, align 4
  %opaque.v.29 = load i32, ptr %opaque.29, align 4
  %q.14 = sdiv i32 %opaque.v.28, %opaque.v.29
  %r.14 = srem i32 %opaque.v.28, %opaque.v.29
  call void @wend_print_int(i32 %q.14)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.14)
  %qc.14 = sdiv i32 %opaque.v.28, -2147483648
  %rc.14 = srem i32 2147483647, %opaque.v.29
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.14)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.14)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 2147483647, ptr %opaque.30, align 4
  %opaque.v.30 = load i32, ptr %opaque.30, align 4
  store i32 -1, ptr %opaque.31, align 4
  %opaque.v.31 = load i32, ptr %opaque.31, align 4
  %q.15 = sdiv i32 %opaque.v.30, %opaque.v.31
  %r.15 = srem i32 %opaque.v.30, %opaque.v.31
  call void @wend_print_int(i32 %q.15)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.15)
  %qc.15 = sdiv i32 %opaque.v.30, -1
  %rc.15 = srem i32 2147483647, %opaque.v.31
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.15)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.15)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 -1, ptr %opaque.32, align 4
  %opaque.v.32 = load i32, ptr %opaque.32, align 4
  store i32 -2147483648, ptr %opaque.33, align 4
  %opaque.v.33 = load i32, ptr %opaque.33, align 4
  %q.16 = sdiv i32 %opaque.v.32, %opaque.v.33
  %r.16 = srem i32 %opaque.v.32, %opaque.v.33
  call void @wend_print_int(i32 %q.16)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.16)
  %qc.16 = sdiv i32 %opaque.v.32, -2147483648
  %rc.16 = srem i32 -1, %opaque.v.33
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.16)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.16)
  call void @wend_print_str(ptr @.str.1, i64 1)
  store i32 2147483647, ptr %opaque.34, align 4
  %opaque.v.34 = load i32, ptr %opaque.34, align 4
  store i32 1000, ptr %opaque.35, align 4
  %opaque.v.35 = load i32, ptr %opaque.35, align 4
  %q.17 = sdiv i32 %opaque.v.34, %opaque.v.35
  %r.17 = srem i32 %opaque.v.34, %opaque.v.35
  call void @wend_print_int(i32 %q.17)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %r.17)
  %qc.17 = sdiv i32 %opaque.v.34, 1000
  %rc.17 = srem i32 2147483647, %opaque.v.35
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %qc.17)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_int(i32 %rc.17)
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
