; An if/else assigning a variable: exactly one phi, at the join.
;   int x = arg; if (c > 0) x = 1; else x = -1; return x;
define i32 @select_sign(i32 %arg, i32 %c) {
entry:
  %x = alloca i32, align 4
  store i32 %arg, ptr %x, align 4
  %cmp = icmp sgt i32 %c, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:
  store i32 1, ptr %x, align 4
  br label %if.end

if.else:
  store i32 -1, ptr %x, align 4
  br label %if.end

if.end:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @main() {
entry:
  %a = call i32 @select_sign(i32 7, i32 5)
  call void @wend_print_int(i32 %a)
  %b = call i32 @select_sign(i32 7, i32 -5)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
