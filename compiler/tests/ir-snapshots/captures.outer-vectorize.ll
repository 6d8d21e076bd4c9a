; ModuleID = 'captures.wend'
source_filename = "captures.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 15: println total;
  call void @wend_print_int(i32 42) ; line 15
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 15
  ret i32 0 ; line 15
}

define void @main.add_twice(i32 %k, ptr dereferenceable(8) %link) {
entry:
  ; 9: total = total + n;
  %total = getelementptr i8, ptr %link, i32 0 ; line 9
  %total.1 = load i32, ptr %total, align 4 ; line 9
  %add = add i32 %total.1, %k ; line 9
  %total.2 = getelementptr i8, ptr %link, i32 0 ; line 9
  store i32 %add, ptr %total.2, align 4 ; line 9
  %total.3 = getelementptr i8, ptr %link, i32 0 ; line 9
  %total.4 = load i32, ptr %total.3, align 4 ; line 9
  %add.1 = add i32 %total.4, %k ; line 9
  %total.5 = getelementptr i8, ptr %link, i32 0 ; line 9
  store i32 %add.1, ptr %total.5, align 4 ; line 9
  ; 12: add(k);
  ret void ; line 12
}

define void @main.add_twice.add(i32 %n, ptr dereferenceable(8) %link) {
entry:
  ; 9: total = total + n;
  %link.up = load ptr, ptr %link, align 8 ; line 9
  %total = getelementptr i8, ptr %link.up, i32 0 ; line 9
  %total.1 = load i32, ptr %total, align 4 ; line 9
  %add = add i32 %total.1, %n ; line 9
  %link.up.1 = load ptr, ptr %link, align 8 ; line 9
  %total.2 = getelementptr i8, ptr %link.up.1, i32 0 ; line 9
  store i32 %add, ptr %total.2, align 4 ; line 9
  ret void ; line 9
}

; The wend runtime as LLVM definitions, so that lli can run this module.
; (Native builds link runtime/ instead of these.)
@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c"true", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c"false", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)

define void @wend_print_int(i32 %value) {
  %r = call i32 (ptr, ...) @printf(ptr @wend.lli.fmt.int, i32 %value)
  ret void
}

define void @wend_print_bool(i1 %value) {
  %text = select i1 %value, ptr @wend.lli.true, ptr @wend.lli.false
  %len = select i1 %value, i64 4, i64 5
  call void @wend_print_str(ptr %text, i64 %len)
  ret void
}

define void @wend_print_str(ptr %bytes, i64 %len) {
  %out = load ptr, ptr @stdout, align 8
  %n = call i64 @fwrite(ptr %bytes, i64 1, i64 %len, ptr %out)
  ret void
}
