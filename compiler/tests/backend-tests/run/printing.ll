; Strings with a NUL byte and UTF-8 printed whole, and the extreme ints.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [11 x i8] c"plain text\0A", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"nul:\00:between\0A", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"utf-8: h\C3\A9llo \E6\97\A5\E6\9C\AC \F0\9F\A6\80\0A", align 1
@.str.3 = private unnamed_addr constant [0 x i8] c"", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"quote \22 backslash \5C tab \09 bell \07 high \FF\0A", align 1
@.str.5 = private unnamed_addr constant [1 x i8] c"\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] c"|", align 1

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
  call void @wend_print_str(ptr @.str.0, i64 11)
  call void @wend_print_str(ptr @.str.1, i64 14)
  call void @wend_print_str(ptr @.str.2, i64 26)
  call void @wend_print_str(ptr @.str.3, i64 0)
  call void @wend_print_str(ptr @.str.4, i64 40)
  call void @wend_print_str(ptr @.str.5, i64 1)
  call void @wend_print_int(i32 0)
  store i32 0, ptr %opaque, align 4
  %opaque.v = load i32, ptr %opaque, align 4
  call void @wend_print_int(i32 %opaque.v)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 1)
  store i32 1, ptr %opaque.1, align 4
  %opaque.v.1 = load i32, ptr %opaque.1, align 4
  call void @wend_print_int(i32 %opaque.v.1)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 -1)
  store i32 -1, ptr %opaque.2, align 4
  %opaque.v.2 = load i32, ptr %opaque.2, align 4
  call void @wend_print_int(i32 %opaque.v.2)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 42)
  store i32 42, ptr %opaque.3, align 4
  %opaque.v.3 = load i32, ptr %opaque.3, align 4
  call void @wend_print_int(i32 %opaque.v.3)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 -42)
  store i32 -42, ptr %opaque.4, align 4
  %opaque.v.4 = load i32, ptr %opaque.4, align 4
  call void @wend_print_int(i32 %opaque.v.4)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 1000000000)
  store i32 1000000000, ptr %opaque.5, align 4
  %opaque.v.5 = load i32, ptr %opaque.5, align 4
  call void @wend_print_int(i32 %opaque.v.5)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 2147483647)
  store i32 2147483647, ptr %opaque.6, align 4
  %opaque.v.6 = load i32, ptr %opaque.6, align 4
  call void @wend_print_int(i32 %opaque.v.6)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 -2147483648)
  store i32 -2147483648, ptr %opaque.7, align 4
  %opaque.v.7 = load i32, ptr %opaque.7, align 4
  call void @wend_print_int(i32 %opaque.v.7)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_int(i32 -2147483647)
  store i32 -2147483647, ptr %opaque.8, align 4
  %opaque.v.8 = load i32, ptr %opaque.8, align 4
  call void @wend_print_int(i32 %opaque.v.8)
  call void @wend_print_str(ptr @.str.6, i64 1)
  call void @wend_print_bool(i1 true)
  call void @wend_print_bool(i1 false)
  ret void
}

declare void @wend_print_bool(i1)
declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
