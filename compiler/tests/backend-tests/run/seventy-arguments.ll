; A call with seventy arguments (64 on the stack): ints, bools and pointers
; to the caller's variables, which the callee writes through.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [5 x i8] c"\0Asum=", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.2 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @"main.many(int,...)"(i32 %p0, i32 %p1, i32 %p2, ptr %p3, i32 %p4, i1 %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, ptr %p10, i32 %p11, i1 %p12, i32 %p13, i32 %p14, i32 %p15, i32 %p16, ptr %p17, i32 %p18, i1 %p19, i32 %p20, i32 %p21, i32 %p22, i32 %p23, ptr %p24, i32 %p25, i1 %p26, i32 %p27, i32 %p28, i32 %p29, i32 %p30, ptr %p31, i32 %p32, i1 %p33, i32 %p34, i32 %p35, i32 %p36, i32 %p37, ptr %p38, i32 %p39, i1 %p40, i32 %p41, i32 %p42, i32 %p43, i32 %p44, ptr %p45, i32 %p46, i1 %p47, i32 %p48, i32 %p49, i32 %p50, i32 %p51, ptr %p52, i32 %p53, i1 %p54, i32 %p55, i32 %p56, i32 %p57, i32 %p58, ptr %p59, i32 %p60, i1 %p61, i32 %p62, i32 %p63, i32 %p64, i32 %p65, ptr %p66, i32 %p67, i1 %p68, i32 %p69) {
entry:
  %sum = alloca i32, align 4
  store i32 0, ptr %sum, align 4
  %term = mul i32 %p0, 1
  %s = load i32, ptr %sum, align 4
  %s.next = add i32 %s, %term
  store i32 %s.next, ptr %sum, align 4
  %term.1 = mul i32 %p1, 2
  %s.1 = load i32, ptr %sum, align 4
  %s.next.1 = add i32 %s.1, %term.1
  store i32 %s.next.1, ptr %sum, align 4
  %term.2 = mul i32 %p2, 3
  %s.2 = load i32, ptr %sum, align 4
  %s.next.2 = add i32 %s.2, %term.2
  store i32 %s.next.2, ptr %sum, align 4
  %old = load i32, ptr %p3, align 4
  %new = add i32 %old, 3
  store i32 %new, ptr %p3, align 4
  %term.3 = mul i32 %old, 4
  %s.3 = load i32, ptr %sum, align 4
  %s.next.3 = add i32 %s.3, %term.3
  store i32 %s.next.3, ptr %sum, align 4
  %term.4 = mul i32 %p4, 5
  %s.4 = load i32, ptr %sum, align 4
  %s.next.4 = add i32 %s.4, %term.4
  store i32 %s.next.4, ptr %sum, align 4
  call void @wend_print_bool(i1 %p5)
  %term.5 = mul i32 %p6, 7
  %s.5 = load i32, ptr %sum, align 4
  %s.next.5 = add i32 %s.5, %term.5
  store i32 %s.next.5, ptr %sum, align 4
  %term.6 = mul i32 %p7, 8
  %s.6 = load i32, ptr %sum, align 4
  %s.next.6 = add i32 %s.6, %term.6
  store i32 %s.next.6, ptr %sum, align 4
  %term.7 = mul i32 %p8, 9
  %s.7 = load i32, ptr %sum, align 4
  %s.next.7 = add i32 %s.7, %term.7
  store i32 %s.next.7, ptr %sum, align 4
  %term.8 = mul i32 %p9, 10
  %s.8 = load i32, ptr %sum, align 4
  %s.next.8 = add i32 %s.8, %term.8
  store i32 %s.next.8, ptr %sum, align 4
  %old.1 = load i32, ptr %p10, align 4
  %new.1 = add i32 %old.1, 10
  store i32 %new.1, ptr %p10, align 4
  %term.9 = mul i32 %old.1, 11
  %s.9 = load i32, ptr %sum, align 4
  %s.next.9 = add i32 %s.9, %term.9
  store i32 %s.next.9, ptr %sum, align 4
  %term.10 = mul i32 %p11, 12
  %s.10 = load i32, ptr %sum, align 4
  %s.next.10 = add i32 %s.10, %term.10
  store i32 %s.next.10, ptr %sum, align 4
  call void @wend_print_bool(i1 %p12)
  %term.11 = mul i32 %p13, 14
  %s.11 = load i32, ptr %sum, align 4
  %s.next.11 = add i32 %s.11, %term.11
  store i32 %s.next.11, ptr %sum, align 4
  %term.12 = mul i32 %p14, 15
  %s.12 = load i32, ptr %sum, align 4
  %s.next.12 = add i32 %s.12, %term.12
  store i32 %s.next.12, ptr %sum, align 4
  %term.13 = mul i32 %p15, 16
  %s.13 = load i32, ptr %sum, align 4
  %s.next.13 = add i32 %s.13, %term.13
  store i32 %s.next.13, ptr %sum, align 4
  %term.14 = mul i32 %p16, 17
  %s.14 = load i32, ptr %sum, align 4
  %s.next.14 = add i32 %s.14, %term.14
  store i32 %s.next.14, ptr %sum, align 4
  %old.2 = load i32, ptr %p17, align 4
  %new.2 = add i32 %old.2, 17
  store i32 %new.2, ptr %p17, align 4
  %term.15 = mul i32 %old.2, 18
  %s.15 = load i32, ptr %sum, align 4
  %s.next.15 = add i32 %s.15, %term.15
  store i32 %s.next.15, ptr %sum, align 4
  %term.16 = mul i32 %p18, 19
  %s.16 = load i32, ptr %sum, align 4
  %s.next.16 = add i32 %s.16, %term.16
  store i32 %s.next.16, ptr %sum, align 4
  call void @wend_print_bool(i1 %p19)
  %term.17 = mul i32 %p20, 21
  %s.17 = load i32, ptr %sum, align 4
  %s.next.17 = add i32 %s.17, %term.17
  store i32 %s.next.17, ptr %sum, align 4
  %term.18 = mul i32 %p21, 22
  %s.18 = load i32, ptr %sum, align 4
  %s.next.18 = add i32 %s.18, %term.18
  store i32 %s.next.18, ptr %sum, align 4
  %term.19 = mul i32 %p22, 23
  %s.19 = load i32, ptr %sum, align 4
  %s.next.19 = add i32 %s.19, %term.19
  store i32 %s.next.19, ptr %sum, align 4
  %term.20 = mul i32 %p23, 24
  %s.20 = load i32, ptr %sum, align 4
  %s.next.20 = add i32 %s.20, %term.20
  store i32 %s.next.20, ptr %sum, align 4
  %old.3 = load i32, ptr %p24, align 4
  %new.3 = add i32 %old.3, 24
  store i32 %new.3, ptr %p24, align 4
  %term.21 = mul i32 %old.3, 25
  %s.21 = load i32, ptr %sum, align 4
  %s.next.21 = add i32 %s.21, %term.21
  store i32 %s.next.21, ptr %sum, align 4
  %term.22 = mul i32 %p25, 26
  %s.22 = load i32, ptr %sum, align 4
  %s.next.22 = add i32 %s.22, %term.22
  store i32 %s.next.22, ptr %sum, align 4
  call void @wend_print_bool(i1 %p26)
  %term.23 = mul i32 %p27, 28
  %s.23 = load i32, ptr %sum, align 4
  %s.next.23 = add i32 %s.23, %term.23
  store i32 %s.next.23, ptr %sum, align 4
  %term.24 = mul i32 %p28, 29
  %s.24 = load i32, ptr %sum, align 4
  %s.next.24 = add i32 %s.24, %term.24
  store i32 %s.next.24, ptr %sum, align 4
  %term.25 = mul i32 %p29, 30
  %s.25 = load i32, ptr %sum, align 4
  %s.next.25 = add i32 %s.25, %term.25
  store i32 %s.next.25, ptr %sum, align 4
  %term.26 = mul i32 %p30, 31
  %s.26 = load i32, ptr %sum, align 4
  %s.next.26 = add i32 %s.26, %term.26
  store i32 %s.next.26, ptr %sum, align 4
  %old.4 = load i32, ptr %p31, align 4
  %new.4 = add i32 %old.4, 31
  store i32 %new.4, ptr %p31, align 4
  %term.27 = mul i32 %old.4, 32
  %s.27 = load i32, ptr %sum, align 4
  %s.next.27 = add i32 %s.27, %term.27
  store i32 %s.next.27, ptr %sum, align 4
  %term.28 = mul i32 %p32, 33
  %s.28 = load i32, ptr %sum, align 4
  %s.next.28 = add i32 %s.28, %term.28
  store i32 %s.next.28, ptr %sum, align 4
  call void @wend_print_bool(i1 %p33)
  %term.29 = mul i32 %p34, 35
  %s.29 = load i32, ptr %sum, align 4
  %s.next.29 = add i32 %s.29, %term.29
  store i32 %s.next.29, ptr %sum, align 4
  %term.30 = mul i32 %p35, 36
  %s.30 = load i32, ptr %sum, align 4
  %s.next.30 = add i32 %s.30, %term.30
  store i32 %s.next.30, ptr %sum, align 4
  %term.31 = mul i32 %p36, 37
  %s.31 = load i32, ptr %sum, align 4
  %s.next.31 = add i32 %s.31, %term.31
  store i32 %s.next.31, ptr %sum, align 4
  %term.32 = mul i32 %p37, 38
  %s.32 = load i32, ptr %sum, align 4
  %s.next.32 = add i32 %s.32, %term.32
  store i32 %s.next.32, ptr %sum, align 4
  %old.5 = load i32, ptr %p38, align 4
  %new.5 = add i32 %old.5, 38
  store i32 %new.5, ptr %p38, align 4
  %term.33 = mul i32 %old.5, 39
  %s.33 = load i32, ptr %sum, align 4
  %s.next.33 = add i32 %s.33, %term.33
  store i32 %s.next.33, ptr %sum, align 4
  %term.34 = mul i32 %p39, 40
  %s.34 = load i32, ptr %sum, align 4
  %s.next.34 = add i32 %s.34, %term.34
  store i32 %s.next.34, ptr %sum, align 4
  call void @wend_print_bool(i1 %p40)
  %term.35 = mul i32 %p41, 42
  %s.35 = load i32, ptr %sum, align 4
  %s.next.35 = add i32 %s.35, %term.35
  store i32 %s.next.35, ptr %sum, align 4
  %term.36 = mul i32 %p42, 43
  %s.36 = load i32, ptr %sum, align 4
  %s.next.36 = add i32 %s.36, %term.36
  store i32 %s.next.36, ptr %sum, align 4
  %term.37 = mul i32 %p43, 44
  %s.37 = load i32, ptr %sum, align 4
  %s.next.37 = add i32 %s.37, %term.37
  store i32 %s.next.37, ptr %sum, align 4
  %term.38 = mul i32 %p44, 45
  %s.38 = load i32, ptr %sum, align 4
  %s.next.38 = add i32 %s.38, %term.38
  store i32 %s.next.38, ptr %sum, align 4
  %old.6 = load i32, ptr %p45, align 4
  %new.6 = add i32 %old.6, 45
  store i32 %new.6, ptr %p45, align 4
  %term.39 = mul i32 %old.6, 46
  %s.39 = load i32, ptr %sum, align 4
  %s.next.39 = add i32 %s.39, %term.39
  store i32 %s.next.39, ptr %sum, align 4
  %term.40 = mul i32 %p46, 47
  %s.40 = load i32, ptr %sum, align 4
  %s.next.40 = add i32 %s.40, %term.40
  store i32 %s.next.40, ptr %sum, align 4
  call void @wend_print_bool(i1 %p47)
  %term.41 = mul i32 %p48, 49
  %s.41 = load i32, ptr %sum, align 4
  %s.next.41 = add i32 %s.41, %term.41
  store i32 %s.next.41, ptr %sum, align 4
  %term.42 = mul i32 %p49, 50
  %s.42 = load i32, ptr %sum, align 4
  %s.next.42 = add i32 %s.42, %term.42
  store i32 %s.next.42, ptr %sum, align 4
  %term.43 = mul i32 %p50, 51
  %s.43 = load i32, ptr %sum, align 4
  %s.next.43 = add i32 %s.43, %term.43
  store i32 %s.next.43, ptr %sum, align 4
  %term.44 = mul i32 %p51, 52
  %s.44 = load i32, ptr %sum, align 4
  %s.next.44 = add i32 %s.44, %term.44
  store i32 %s.next.44, ptr %sum, align 4
  %old.7 = load i32, ptr %p52, align 4
  %new.7 = add i32 %old.7, 52
  store i32 %new.7, ptr %p52, align 4
  %term.45 = mul i32 %old.7, 53
  %s.45 = load i32, ptr %sum, align 4
  %s.next.45 = add i32 %s.45, %term.45
  store i32 %s.next.45, ptr %sum, align 4
  %term.46 = mul i32 %p53, 54
  %s.46 = load i32, ptr %sum, align 4
  %s.next.46 = add i32 %s.46, %term.46
  store i32 %s.next.46, ptr %sum, align 4
  call void @wend_print_bool(i1 %p54)
  %term.47 = mul i32 %p55, 56
  %s.47 = load i32, ptr %sum, align 4
  %s.next.47 = add i32 %s.47, %term.47
  store i32 %s.next.47, ptr %sum, align 4
  %term.48 = mul i32 %p56, 57
  %s.48 = load i32, ptr %sum, align 4
  %s.next.48 = add i32 %s.48, %term.48
  store i32 %s.next.48, ptr %sum, align 4
  %term.49 = mul i32 %p57, 58
  %s.49 = load i32, ptr %sum, align 4
  %s.next.49 = add i32 %s.49, %term.49
  store i32 %s.next.49, ptr %sum, align 4
  %term.50 = mul i32 %p58, 59
  %s.50 = load i32, ptr %sum, align 4
  %s.next.50 = add i32 %s.50, %term.50
  store i32 %s.next.50, ptr %sum, align 4
  %old.8 = load i32, ptr %p59, align 4
  %new.8 = add i32 %old.8, 59
  store i32 %new.8, ptr %p59, align 4
  %term.51 = mul i32 %old.8, 60
  %s.51 = load i32, ptr %sum, align 4
  %s.next.51 = add i32 %s.51, %term.51
  store i32 %s.next.51, ptr %sum, align 4
  %term.52 = mul i32 %p60, 61
  %s.52 = load i32, ptr %sum, align 4
  %s.next.52 = add i32 %s.52, %term.52
  store i32 %s.next.52, ptr %sum, align 4
  call void @wend_print_bool(i1 %p61)
  %term.53 = mul i32 %p62, 63
  %s.53 = load i32, ptr %sum, align 4
  %s.next.53 = add i32 %s.53, %term.53
  store i32 %s.next.53, ptr %sum, align 4
  %term.54 = mul i32 %p63, 64
  %s.54 = load i32, ptr %sum, align 4
  %s.next.54 = add i32 %s.54, %term.54
  store i32 %s.next.54, ptr %sum, align 4
  %term.55 = mul i32 %p64, 65
  %s.55 = load i32, ptr %sum, align 4
  %s.next.55 = add i32 %s.55, %term.55
  store i32 %s.next.55, ptr %sum, align 4
  %term.56 = mul i32 %p65, 66
  %s.56 = load i32, ptr %sum, align 4
  %s.next.56 = add i32 %s.56, %term.56
  store i32 %s.next.56, ptr %sum, align 4
  %old.9 = load i32, ptr %p66, align 4
  %new.9 = add i32 %old.9, 66
  store i32 %new.9, ptr %p66, align 4
  %term.57 = mul i32 %old.9, 67
  %s.57 = load i32, ptr %sum, align 4
  %s.next.57 = add i32 %s.57, %term.57
  store i32 %s.next.57, ptr %sum, align 4
  %term.58 = mul i32 %p67, 68
  %s.58 = load i32, ptr %sum, align 4
  %s.next.58 = add i32 %s.58, %term.58
  store i32 %s.next.58, ptr %sum, align 4
  call void @wend_print_bool(i1 %p68)
  %term.59 = mul i32 %p69, 70
  %s.59 = load i32, ptr %sum, align 4
  %s.next.59 = add i32 %s.59, %term.59
  store i32 %s.next.59, ptr %sum, align 4
  %s.60 = load i32, ptr %sum, align 4
  ret i32 %s.60
}

define void @main() {
entry:
  %target = alloca i32, align 4
  %target.1 = alloca i32, align 4
  %target.2 = alloca i32, align 4
  %target.3 = alloca i32, align 4
  %target.4 = alloca i32, align 4
  %target.5 = alloca i32, align 4
  %target.6 = alloca i32, align 4
  %target.7 = alloca i32, align 4
  %target.8 = alloca i32, align 4
  %target.9 = alloca i32, align 4
  %opaque = alloca i32, align 4
  %opaque.1 = alloca i1, align 1
  %opaque.2 = alloca i32, align 4
  %opaque.3 = alloca i32, align 4
  %opaque.4 = alloca i32, align 4
  %opaque.5 = alloca i32, align 4
  %opaque.6 = alloca i32, align 4
  %opaque.7 = alloca i1, align 1
  %opaque.8 = alloca i32, align 4
  %opaque.9 = alloca i32, align 4
  %opaque.10 = alloca i32, align 4
  %opaque.11 = alloca i32, align 4
  %opaque.12 = alloca i32, align 4
  %opaque.13 = alloca i1, align 1
  %opaque.14 = alloca i32, align 4
  %opaque.15 = alloca i32, align 4
  %opaque.16 = alloca i32, align 4
  %opaque.17 = alloca i32, align 4
  %opaque.18 = alloca i32, align 4
  %opaque.19 = alloca i1, align 1
  %opaque.20 = alloca i32, align 4
  %opaque.21 = alloca i32, align 4
  %opaque.22 = alloca i32, align 4
  %opaque.23 = alloca i32, align 4
  %opaque.24 = alloca i32, align 4
  %opaque.25 = alloca i1, align 1
  %opaque.26 = alloca i32, align 4
  %opaque.27 = alloca i32, align 4
  %opaque.28 = alloca i32, align 4
  %opaque.29 = alloca i32, align 4
  store i32 3000, ptr %target, align 4
  store i32 10000, ptr %target.1, align 4
  store i32 17000, ptr %target.2, align 4
  store i32 24000, ptr %target.3, align 4
  store i32 31000, ptr %target.4, align 4
  store i32 38000, ptr %target.5, align 4
  store i32 45000, ptr %target.6, align 4
  store i32 52000, ptr %target.7, align 4
  store i32 59000, ptr %target.8, align 4
  store i32 66000, ptr %target.9, align 4
  store i32 -463, ptr %opaque, align 4
  %opaque.v = load i32, ptr %opaque, align 4
  store i1 true, ptr %opaque.1, align 1
  %opaque.v.1 = load i1, ptr %opaque.1, align 1
  store i32 -241, ptr %opaque.2, align 4
  %opaque.v.2 = load i32, ptr %opaque.2, align 4
  store i32 -167, ptr %opaque.3, align 4
  %opaque.v.3 = load i32, ptr %opaque.3, align 4
  store i32 -93, ptr %opaque.4, align 4
  %opaque.v.4 = load i32, ptr %opaque.4, align 4
  store i32 -19, ptr %opaque.5, align 4
  %opaque.v.5 = load i32, ptr %opaque.5, align 4
  store i32 55, ptr %opaque.6, align 4
  %opaque.v.6 = load i32, ptr %opaque.6, align 4
  store i1 true, ptr %opaque.7, align 1
  %opaque.v.7 = load i1, ptr %opaque.7, align 1
  store i32 277, ptr %opaque.8, align 4
  %opaque.v.8 = load i32, ptr %opaque.8, align 4
  store i32 351, ptr %opaque.9, align 4
  %opaque.v.9 = load i32, ptr %opaque.9, align 4
  store i32 425, ptr %opaque.10, align 4
  %opaque.v.10 = load i32, ptr %opaque.10, align 4
  store i32 499, ptr %opaque.11, align 4
  %opaque.v.11 = load i32, ptr %opaque.11, align 4
  store i32 573, ptr %opaque.12, align 4
  %opaque.v.12 = load i32, ptr %opaque.12, align 4
  store i1 true, ptr %opaque.13, align 1
  %opaque.v.13 = load i1, ptr %opaque.13, align 1
  store i32 795, ptr %opaque.14, align 4
  %opaque.v.14 = load i32, ptr %opaque.14, align 4
  store i32 869, ptr %opaque.15, align 4
  %opaque.v.15 = load i32, ptr %opaque.15, align 4
  store i32 943, ptr %opaque.16, align 4
  %opaque.v.16 = load i32, ptr %opaque.16, align 4
  store i32 1017, ptr %opaque.17, align 4
  %opaque.v.17 = load i32, ptr %opaque.17, align 4
  store i32 1091, ptr %opaque.18, align 4
  %opaque.v.18 = load i32, ptr %opaque.18, align 4
  store i1 true, ptr %opaque.19, align 1
  %opaque.v.19 = load i1, ptr %opaque.19, align 1
  store i32 1313, ptr %opaque.20, align 4
  %opaque.v.20 = load i32, ptr %opaque.20, align 4
  store i32 1387, ptr %opaque.21, align 4
  %opaque.v.21 = load i32, ptr %opaque.21, align 4
  store i32 1461, ptr %opaque.22, align 4
  %opaque.v.22 = load i32, ptr %opaque.22, align 4
  store i32 1535, ptr %opaque.23, align 4
  %opaque.v.23 = load i32, ptr %opaque.23, align 4
  store i32 1609, ptr %opaque.24, align 4
  %opaque.v.24 = load i32, ptr %opaque.24, align 4
  store i1 true, ptr %opaque.25, align 1
  %opaque.v.25 = load i1, ptr %opaque.25, align 1
  store i32 1831, ptr %opaque.26, align 4
  %opaque.v.26 = load i32, ptr %opaque.26, align 4
  store i32 1905, ptr %opaque.27, align 4
  %opaque.v.27 = load i32, ptr %opaque.27, align 4
  store i32 1979, ptr %opaque.28, align 4
  %opaque.v.28 = load i32, ptr %opaque.28, align 4
  store i32 2053, ptr %opaque.29, align 4
  %opaque.v.29 = load i32, ptr %opaque.29, align 4
  %result = call i32 @"main.many(int,...)"(i32 -500, i32 %opaque.v, i32 -426, ptr %target, i32 -352, i1 %opaque.v.1, i32 -278, i32 %opaque.v.2, i32 -204, i32 %opaque.v.3, ptr %target.1, i32 %opaque.v.4, i1 false, i32 %opaque.v.5, i32 18, i32 %opaque.v.6, i32 92, ptr %target.2, i32 166, i1 %opaque.v.7, i32 240, i32 %opaque.v.8, i32 314, i32 %opaque.v.9, ptr %target.3, i32 %opaque.v.10, i1 false, i32 %opaque.v.11, i32 536, i32 %opaque.v.12, i32 610, ptr %target.4, i32 684, i1 %opaque.v.13, i32 758, i32 %opaque.v.14, i32 832, i32 %opaque.v.15, ptr %target.5, i32 %opaque.v.16, i1 false, i32 %opaque.v.17, i32 1054, i32 %opaque.v.18, i32 1128, ptr %target.6, i32 1202, i1 %opaque.v.19, i32 1276, i32 %opaque.v.20, i32 1350, i32 %opaque.v.21, ptr %target.7, i32 %opaque.v.22, i1 false, i32 %opaque.v.23, i32 1572, i32 %opaque.v.24, i32 1646, ptr %target.8, i32 1720, i1 %opaque.v.25, i32 1794, i32 %opaque.v.26, i32 1868, i32 %opaque.v.27, ptr %target.9, i32 %opaque.v.28, i1 false, i32 %opaque.v.29)
  call void @wend_print_str(ptr @.str.0, i64 5)
  call void @wend_print_int(i32 %result)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after = load i32, ptr %target, align 4
  call void @wend_print_int(i32 %after)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.1 = load i32, ptr %target.1, align 4
  call void @wend_print_int(i32 %after.1)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.2 = load i32, ptr %target.2, align 4
  call void @wend_print_int(i32 %after.2)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.3 = load i32, ptr %target.3, align 4
  call void @wend_print_int(i32 %after.3)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.4 = load i32, ptr %target.4, align 4
  call void @wend_print_int(i32 %after.4)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.5 = load i32, ptr %target.5, align 4
  call void @wend_print_int(i32 %after.5)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.6 = load i32, ptr %target.6, align 4
  call void @wend_print_int(i32 %after.6)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.7 = load i32, ptr %target.7, align 4
  call void @wend_print_int(i32 %after.7)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.8 = load i32, ptr %target.8, align 4
  call void @wend_print_int(i32 %after.8)
  call void @wend_print_str(ptr @.str.1, i64 1)
  %after.9 = load i32, ptr %target.9, align 4
  call void @wend_print_int(i32 %after.9)
  call void @wend_print_str(ptr @.str.2, i64 1)
  ret void
}

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
