; A conditional branch with both arms to the same block: the phi gets one
; entry per edge, both with the same value.
define i32 @f(i1 %c, i1 %d) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x, align 4
  br i1 %c, label %a, label %join

a:
  store i32 1, ptr %x, align 4
  br i1 %d, label %join, label %join

join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @main() {
entry:
  %r1 = call i32 @f(i1 true, i1 false)
  call void @wend_print_int(i32 %r1)
  %r2 = call i32 @f(i1 false, i1 true)
  call void @wend_print_int(i32 %r2)
  ret i32 0
}

declare void @wend_print_int(i32)
