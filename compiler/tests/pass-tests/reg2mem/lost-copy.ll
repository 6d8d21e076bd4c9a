; %q feeds only %r, along `mid`'s unconditional branch, so it could share
; %r's slot; but both take a value from `top`, whose conditional branch
; leads to both phis. Two stores into one slot at the end of `top` would
; lose one of them, so each phi keeps a slot of its own.
define i32 @pick(i1 %c, i1 %d) {
entry:
  br i1 %d, label %top, label %other

other:
  br label %mid

top:
  br i1 %c, label %join, label %mid

mid:
  %q = phi i32 [ 2, %top ], [ 3, %other ]
  br label %join

join:
  %r = phi i32 [ 1, %top ], [ %q, %mid ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @pick(i1 true, i1 true)
  call void @wend_print_int(i32 %a)
  %b = call i32 @pick(i1 false, i1 true)
  call void @wend_print_int(i32 %b)
  %c = call i32 @pick(i1 true, i1 false)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
