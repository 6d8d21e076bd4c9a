; Bool algebra: `not (a < b)` is `a >= b`; a bool compared with true or
; false is itself or its negation; `zext b != 0` is `b` and `zext b == 0`
; its negation; a truncation undoes an extension, and two extensions of
; one kind are one.
define void @show(i32 %a, i32 %b, i1 %p, i8 %n) {
entry:
  %lt = icmp slt i32 %a, %b
  %ge = xor i1 %lt, true
  %t1 = icmp eq i1 %p, true
  %t2 = icmp ne i1 %p, false
  %f1 = icmp eq i1 %p, false
  %f2 = icmp ne i1 %p, true
  %z = zext i1 %p to i32
  %nz = icmp ne i32 %z, 0
  %iz = icmp eq i32 %z, 0
  %back = trunc i32 %z to i1
  %w = zext i8 %n to i32
  %ww = zext i32 %w to i64
  %s = sext i8 %n to i32
  %ss = sext i32 %s to i64
  %sum = add i64 %ww, %ss
  %t = trunc i64 %sum to i32
  call void @wend_print_bool(i1 %ge)
  call void @wend_print_bool(i1 %t1)
  call void @wend_print_bool(i1 %t2)
  call void @wend_print_bool(i1 %f1)
  call void @wend_print_bool(i1 %f2)
  call void @wend_print_bool(i1 %nz)
  call void @wend_print_bool(i1 %iz)
  call void @wend_print_bool(i1 %back)
  call void @wend_print_int(i32 %t)
  ret void
}

define i32 @main() {
entry:
  call void @show(i32 1, i32 2, i1 true, i8 -3)
  call void @show(i32 2, i32 1, i1 false, i8 100)
  ret i32 0
}

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
