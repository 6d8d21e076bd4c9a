; A variable whose address is passed to a call (a variable captured by a
; nested function) stays in memory; the other one is promoted.
define void @bump(ptr %counter) {
entry:
  %v = load i32, ptr %counter, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %counter, align 4
  ret void
}

define i32 @main() {
entry:
  %shared = alloca i32, align 4
  %local = alloca i32, align 4
  store i32 10, ptr %shared, align 4
  store i32 20, ptr %local, align 4
  call void @bump(ptr %shared)
  call void @bump(ptr %shared)
  %s = load i32, ptr %shared, align 4
  %l = load i32, ptr %local, align 4
  %sum = add i32 %s, %l
  call void @wend_print_int(i32 %sum)
  ret i32 0
}

declare void @wend_print_int(i32)
