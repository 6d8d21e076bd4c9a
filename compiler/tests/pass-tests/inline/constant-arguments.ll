; passes: inline,mem2reg,sccp,adce
; The cost of a call is what remains of the callee once its constant
; arguments are known: `@op` is too big to inline for an unknown mode
; (all five arms count), but with mode 1 only `x - y` remains, so those
; calls are inlined and fold to the one arm. The call with a variable
; mode stays a call. (`@op` has three call sites: no single-site bonus.)
define i32 @op(i32 %x, i32 %y, i32 %mode) {
entry:
  %x.addr = alloca i32, align 4
  %y.addr = alloca i32, align 4
  %mode.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  store i32 %y, ptr %y.addr, align 4
  store i32 %mode, ptr %mode.addr, align 4
  %m0 = load i32, ptr %mode.addr, align 4
  %is0 = icmp eq i32 %m0, 0
  br i1 %is0, label %add, label %not0

add:
  %a0 = load i32, ptr %x.addr, align 4
  %b0 = load i32, ptr %y.addr, align 4
  %r0 = add i32 %a0, %b0
  %s0 = mul i32 %r0, %r0
  %t0 = srem i32 %s0, 65521
  %u0 = add i32 %t0, %r0
  ret i32 %u0

not0:
  %m1 = load i32, ptr %mode.addr, align 4
  %is1 = icmp eq i32 %m1, 1
  br i1 %is1, label %sub, label %not1

sub:
  %a1 = load i32, ptr %x.addr, align 4
  %b1 = load i32, ptr %y.addr, align 4
  %r1 = sub i32 %a1, %b1
  ret i32 %r1

not1:
  %m2 = load i32, ptr %mode.addr, align 4
  %is2 = icmp eq i32 %m2, 2
  br i1 %is2, label %mul, label %not2

mul:
  %a2 = load i32, ptr %x.addr, align 4
  %b2 = load i32, ptr %y.addr, align 4
  %r2 = mul i32 %a2, %b2
  %s2 = srem i32 %r2, 65521
  %t2 = mul i32 %s2, %s2
  %u2 = srem i32 %t2, 65521
  ret i32 %u2

not2:
  %m3 = load i32, ptr %mode.addr, align 4
  %is3 = icmp eq i32 %m3, 3
  br i1 %is3, label %avg, label %other

avg:
  %a3 = load i32, ptr %x.addr, align 4
  %b3 = load i32, ptr %y.addr, align 4
  %r3 = add i32 %a3, %b3
  %s3 = sdiv i32 %r3, 2
  %t3 = mul i32 %s3, 3
  %u3 = sdiv i32 %t3, 7
  ret i32 %u3

other:
  %a4 = load i32, ptr %x.addr, align 4
  %b4 = load i32, ptr %y.addr, align 4
  %r4 = mul i32 %a4, 7
  %s4 = mul i32 %b4, 11
  %t4 = add i32 %r4, %s4
  %u4 = srem i32 %t4, 1000
  %v4 = mul i32 %u4, %u4
  %w4 = srem i32 %v4, 977
  %z4 = add i32 %w4, %r4
  %q4 = sub i32 %z4, %s4
  ret i32 %q4
}

define i32 @main() {
entry:
  %a = call i32 @op(i32 10, i32 3, i32 1)
  call void @wend_print_int(i32 %a)
  %b = call i32 @op(i32 %a, i32 4, i32 1)
  call void @wend_print_int(i32 %b)
  %c = call i32 @op(i32 %a, i32 %b, i32 %a)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
