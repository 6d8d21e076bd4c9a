; Ackermann's function: both `ret (call @ack …)` are tail calls and become
; jumps back to the top, with %m and %n as phis of the header; the inner
; call, whose result is an argument, stays a call.
define i32 @ack(i32 %m, i32 %n) {
entry:
  %m0 = icmp eq i32 %m, 0
  br i1 %m0, label %base, label %rec

base:
  %n1 = add i32 %n, 1
  ret i32 %n1

rec:
  %n0 = icmp eq i32 %n, 0
  br i1 %n0, label %down, label %both

down:
  %m1 = sub i32 %m, 1
  %r1 = call i32 @ack(i32 %m1, i32 1)
  ret i32 %r1

both:
  %m2 = sub i32 %m, 1
  %n2 = sub i32 %n, 1
  %inner = call i32 @ack(i32 %m, i32 %n2)
  %r2 = call i32 @ack(i32 %m2, i32 %inner)
  ret i32 %r2
}

define i32 @main() {
entry:
  %a = call i32 @ack(i32 2, i32 3)
  call void @wend_print_int(i32 %a)
  %b = call i32 @ack(i32 3, i32 3)
  call void @wend_print_int(i32 %b)
  ret i32 0
}

declare void @wend_print_int(i32)
