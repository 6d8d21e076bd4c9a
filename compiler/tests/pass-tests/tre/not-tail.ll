; Nothing here is a tail call: `sub` is not commutative, a result used
; twice is not only returned, a call of another function is no
; recursion, and an operator on two recursive calls' results accumulates
; neither (both operands come from calls).
define i32 @minus(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @minus(i32 %m)
  %d = sub i32 %r, %n
  ret i32 %d
}

define i32 @twice_used(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec

base:
  ret i32 1

rec:
  %m = sub i32 %n, 1
  %r = call i32 @twice_used(i32 %m)
  %d = add i32 %r, %r
  ret i32 %d
}

define i32 @other(i32 %n) {
entry:
  %r = call i32 @minus(i32 %n)
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @minus(i32 5)
  call void @wend_print_int(i32 %a)
  %b = call i32 @twice_used(i32 5)
  call void @wend_print_int(i32 %b)
  %c = call i32 @other(i32 4)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
