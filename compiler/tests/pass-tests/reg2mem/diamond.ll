; A phi at the join of a diamond, and one with an `undef` entry (no store is
; needed on that edge).
define i32 @pick(i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  br label %join

else:
  br label %join

join:
  %v = phi i32 [ 10, %then ], [ 20, %else ]
  %u = phi i32 [ undef, %then ], [ 5, %else ]
  ret i32 %v
}

define i32 @main() {
entry:
  %x = call i32 @pick(i1 true)
  call void @wend_print_int(i32 %x)
  %y = call i32 @pick(i1 false)
  call void @wend_print_int(i32 %y)
  ret i32 0
}

declare void @wend_print_int(i32)
