; A block no path reaches: its store is dropped, and the phi at the join
; takes `undef` on the edge from it.
define i32 @pick(i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x, align 4
  br i1 %c, label %then, label %join

then:
  store i32 1, ptr %x, align 4
  br label %join

dead:
  store i32 2, ptr %x, align 4
  %never = load i32, ptr %x, align 4
  br label %join

join:
  %v = load i32, ptr %x, align 4
  ret i32 %v
}

define i32 @main() {
entry:
  %a = call i32 @pick(i1 true)
  call void @wend_print_int(i32 %a)
  %b = call i32 @pick(i1 false)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
