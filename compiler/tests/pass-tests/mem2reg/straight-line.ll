; Straight-line code: every load and store disappears.
define i32 @main() {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %z = alloca i32, align 4
  %t = alloca i1, align 1
  store i32 6, ptr %x, align 4
  store i32 7, ptr %y, align 4
  %x.1 = load i32, ptr %x, align 4
  %y.1 = load i32, ptr %y, align 4
  %mul = mul i32 %x.1, %y.1
  store i32 %mul, ptr %z, align 4
  %z.1 = load i32, ptr %z, align 4
  %add = add i32 %z.1, 1
  store i32 %add, ptr %z, align 4
  %z.2 = load i32, ptr %z, align 4
  %cmp = icmp eq i32 %z.2, 43
  store i1 %cmp, ptr %t, align 1
  %z.3 = load i32, ptr %z, align 4
  call void @wend_print_int(i32 %z.3)
  %t.1 = load i1, ptr %t, align 1
  call void @wend_print_bool(i1 %t.1)
  ret i32 0
}

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
