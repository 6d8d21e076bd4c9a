; passes: slp
; // SLP: the loads of b's tree read a[4] and a[5] before the program stores
; // them; an earlier tree has already packed those stores into one vector
; // store, which the loads must not be moved past.
; main() {
;     int[12] a;
;     int[12] b;
;     int i;
;     fill(int x) {
;         a[2] = x + 2;
;         b[2] = a[4] * 3;
;         a[3] = x + 3;
;         b[3] = a[5] * 3;
;         a[4] = x + 4;
;         b[4] = a[6] * 3;
;         a[5] = x + 5;
;         b[5] = a[7] * 3;
;     }
;     a[6] = 6;
;     a[7] = 7;
;     fill(10);
;     i = 2;
;     while i < 6 {
;         print a[i];
;         print " ";
;         println b[i];
;         i = i + 1;
;     }
; }
; ----- stage: outer-vectorize -----
; ModuleID = 'slp-anti-dependence.wend'
source_filename = "slp-anti-dependence.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %a = alloca [12 x i32], align 4
  %b = alloca [12 x i32], align 4
  ; 4: main() {
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 48, i1 false) ; line 4
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 48, i1 false) ; line 4
  ; 18: a[6] = 6;
  %a.elem = getelementptr i32, ptr %a, i32 6 ; line 18
  store i32 6, ptr %a.elem, align 4 ; line 18
  ; 19: a[7] = 7;
  %a.elem.1 = getelementptr i32, ptr %a, i32 7 ; line 19
  store i32 7, ptr %a.elem.1, align 4 ; line 19
  ; 9: a[2] = x + 2;
  %a.elem.2 = getelementptr i32, ptr %a, i32 2 ; line 9
  store i32 12, ptr %a.elem.2, align 4 ; line 9
  ; 10: b[2] = a[4] * 3;
  %b.elem = getelementptr i32, ptr %b, i32 2 ; line 10
  %a.elem.3 = getelementptr i32, ptr %a, i32 4 ; line 10
  %a.1 = load i32, ptr %a.elem.3, align 4 ; line 10
  %mul = mul i32 %a.1, 3 ; line 10
  store i32 %mul, ptr %b.elem, align 4 ; line 10
  ; 11: a[3] = x + 3;
  %a.elem.4 = getelementptr i32, ptr %a, i32 3 ; line 11
  store i32 13, ptr %a.elem.4, align 4 ; line 11
  ; 12: b[3] = a[5] * 3;
  %b.elem.1 = getelementptr i32, ptr %b, i32 3 ; line 12
  %a.elem.5 = getelementptr i32, ptr %a, i32 5 ; line 12
  %a.2 = load i32, ptr %a.elem.5, align 4 ; line 12
  %mul.1 = mul i32 %a.2, 3 ; line 12
  store i32 %mul.1, ptr %b.elem.1, align 4 ; line 12
  ; 13: a[4] = x + 4;
  %a.elem.6 = getelementptr i32, ptr %a, i32 4 ; line 13
  store i32 14, ptr %a.elem.6, align 4 ; line 13
  ; 14: b[4] = a[6] * 3;
  %b.elem.2 = getelementptr i32, ptr %b, i32 4 ; line 14
  %a.elem.7 = getelementptr i32, ptr %a, i32 6 ; line 14
  %a.3 = load i32, ptr %a.elem.7, align 4 ; line 14
  %mul.2 = mul i32 %a.3, 3 ; line 14
  store i32 %mul.2, ptr %b.elem.2, align 4 ; line 14
  ; 15: a[5] = x + 5;
  %a.elem.8 = getelementptr i32, ptr %a, i32 5 ; line 15
  store i32 15, ptr %a.elem.8, align 4 ; line 15
  ; 16: b[5] = a[7] * 3;
  %b.elem.3 = getelementptr i32, ptr %b, i32 5 ; line 16
  %a.elem.9 = getelementptr i32, ptr %a, i32 7 ; line 16
  %a.4 = load i32, ptr %a.elem.9, align 4 ; line 16
  %mul.3 = mul i32 %a.4, 3 ; line 16
  store i32 %mul.3, ptr %b.elem.3, align 4 ; line 16
  ; 23: print a[i];
  %a.elem.10 = getelementptr i32, ptr %a, i32 2 ; line 23
  %a.5 = load i32, ptr %a.elem.10, align 4 ; line 23
  call void @wend_print_int(i32 %a.5) ; line 23
  ; 24: print " ";
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 24
  ; 25: println b[i];
  %b.elem.4 = getelementptr i32, ptr %b, i32 2 ; line 25
  %b.1 = load i32, ptr %b.elem.4, align 4 ; line 25
  call void @wend_print_int(i32 %b.1) ; line 25
  call void @wend_print_str(ptr @.str.1, i64 1) ; line 25
  %a.elem.11 = getelementptr i32, ptr %a, i32 3 ; line 23
  %a.6 = load i32, ptr %a.elem.11, align 4 ; line 23
  call void @wend_print_int(i32 %a.6) ; line 23
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 24
  %b.elem.5 = getelementptr i32, ptr %b, i32 3 ; line 25
  %b.2 = load i32, ptr %b.elem.5, align 4 ; line 25
  call void @wend_print_int(i32 %b.2) ; line 25
  call void @wend_print_str(ptr @.str.1, i64 1) ; line 25
  %a.elem.12 = getelementptr i32, ptr %a, i32 4 ; line 23
  %a.7 = load i32, ptr %a.elem.12, align 4 ; line 23
  call void @wend_print_int(i32 %a.7) ; line 23
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 24
  %b.elem.6 = getelementptr i32, ptr %b, i32 4 ; line 25
  %b.3 = load i32, ptr %b.elem.6, align 4 ; line 25
  call void @wend_print_int(i32 %b.3) ; line 25
  call void @wend_print_str(ptr @.str.1, i64 1) ; line 25
  %a.elem.13 = getelementptr i32, ptr %a, i32 5 ; line 23
  %a.8 = load i32, ptr %a.elem.13, align 4 ; line 23
  call void @wend_print_int(i32 %a.8) ; line 23
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 24
  %b.elem.7 = getelementptr i32, ptr %b, i32 5 ; line 25
  %b.4 = load i32, ptr %b.elem.7, align 4 ; line 25
  call void @wend_print_int(i32 %b.4) ; line 25
  call void @wend_print_str(ptr @.str.1, i64 1) ; line 25
  ; 26: i = i + 1;
  ret i32 0 ; line 26
}

define void @main.fill(i32 %x, ptr dereferenceable(96) %link) {
entry:
  ; 9: a[2] = x + 2;
  %a = getelementptr i8, ptr %link, i32 0 ; line 9
  %a.elem = getelementptr i32, ptr %a, i32 2 ; line 9
  %add = add i32 %x, 2 ; line 9
  store i32 %add, ptr %a.elem, align 4 ; line 9
  ; 10: b[2] = a[4] * 3;
  %b = getelementptr i8, ptr %link, i32 48 ; line 10
  %b.elem = getelementptr i32, ptr %b, i32 2 ; line 10
  %a.1 = getelementptr i8, ptr %link, i32 0 ; line 10
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 4 ; line 10
  %a.2 = load i32, ptr %a.elem.1, align 4 ; line 10
  %mul = mul i32 %a.2, 3 ; line 10
  store i32 %mul, ptr %b.elem, align 4 ; line 10
  ; 11: a[3] = x + 3;
  %a.3 = getelementptr i8, ptr %link, i32 0 ; line 11
  %a.elem.2 = getelementptr i32, ptr %a.3, i32 3 ; line 11
  %add.1 = add i32 %x, 3 ; line 11
  store i32 %add.1, ptr %a.elem.2, align 4 ; line 11
  ; 12: b[3] = a[5] * 3;
  %b.1 = getelementptr i8, ptr %link, i32 48 ; line 12
  %b.elem.1 = getelementptr i32, ptr %b.1, i32 3 ; line 12
  %a.4 = getelementptr i8, ptr %link, i32 0 ; line 12
  %a.elem.3 = getelementptr i32, ptr %a.4, i32 5 ; line 12
  %a.5 = load i32, ptr %a.elem.3, align 4 ; line 12
  %mul.1 = mul i32 %a.5, 3 ; line 12
  store i32 %mul.1, ptr %b.elem.1, align 4 ; line 12
  ; 13: a[4] = x + 4;
  %a.6 = getelementptr i8, ptr %link, i32 0 ; line 13
  %a.elem.4 = getelementptr i32, ptr %a.6, i32 4 ; line 13
  %add.2 = add i32 %x, 4 ; line 13
  store i32 %add.2, ptr %a.elem.4, align 4 ; line 13
  ; 14: b[4] = a[6] * 3;
  %b.2 = getelementptr i8, ptr %link, i32 48 ; line 14
  %b.elem.2 = getelementptr i32, ptr %b.2, i32 4 ; line 14
  %a.7 = getelementptr i8, ptr %link, i32 0 ; line 14
  %a.elem.5 = getelementptr i32, ptr %a.7, i32 6 ; line 14
  %a.8 = load i32, ptr %a.elem.5, align 4 ; line 14
  %mul.2 = mul i32 %a.8, 3 ; line 14
  store i32 %mul.2, ptr %b.elem.2, align 4 ; line 14
  ; 15: a[5] = x + 5;
  %a.9 = getelementptr i8, ptr %link, i32 0 ; line 15
  %a.elem.6 = getelementptr i32, ptr %a.9, i32 5 ; line 15
  %add.3 = add i32 %x, 5 ; line 15
  store i32 %add.3, ptr %a.elem.6, align 4 ; line 15
  ; 16: b[5] = a[7] * 3;
  %b.3 = getelementptr i8, ptr %link, i32 48 ; line 16
  %b.elem.3 = getelementptr i32, ptr %b.3, i32 5 ; line 16
  %a.10 = getelementptr i8, ptr %link, i32 0 ; line 16
  %a.elem.7 = getelementptr i32, ptr %a.10, i32 7 ; line 16
  %a.11 = load i32, ptr %a.elem.7, align 4 ; line 16
  %mul.3 = mul i32 %a.11, 3 ; line 16
  store i32 %mul.3, ptr %b.elem.3, align 4 ; line 16
  ret void ; line 16
}

declare void @wend_print_int(i32)

declare void @wend_print_bool(i1 zeroext)

declare void @wend_print_str(ptr, i64)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
