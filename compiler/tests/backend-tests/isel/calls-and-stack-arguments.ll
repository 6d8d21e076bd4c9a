; The System V convention: the first six integer arguments in rdi, rsi,
; rdx, rcx, r8, r9, the rest on the stack (outN below the frame, inN in the
; callee), the result in eax.
define i32 @many(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %h) {
entry:
  %s = add i32 %a, %h
  %t = add i32 %s, %g
  ret i32 %t
}

define i32 @caller(i32 %x) {
entry:
  %r = call i32 @many(i32 %x, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 %x)
  call void @wend_print_int(i32 %r)
  ret i32 %r
}

declare void @wend_print_int(i32)
