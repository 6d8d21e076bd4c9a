; Accumulating sites must share one operator: the first one found (`add`)
; is used, the `mul` site stays a call. The plain tail call joins the
; loop with the accumulator unchanged. (From 10 the `add` site runs on a
; later trip than the first, where the current %n is not the parameter.)
define i32 @mixed(i32 %n) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %base, label %test

base:
  ret i32 1

test:
  %m = sub i32 %n, 1
  %r = srem i32 %n, 3
  %k0 = icmp eq i32 %r, 0
  br i1 %k0, label %plus, label %test2

plus:
  %a = call i32 @mixed(i32 %m)
  %s = add i32 %a, %n
  ret i32 %s

test2:
  %k1 = icmp eq i32 %r, 2
  br i1 %k1, label %times, label %plain

times:
  %b = call i32 @mixed(i32 %m)
  %p = mul i32 %b, 2
  ret i32 %p

plain:
  %c = call i32 @mixed(i32 %m)
  ret i32 %c
}

define i32 @main() {
entry:
  %a = call i32 @mixed(i32 10)
  call void @wend_print_int(i32 %a)
  ret i32 0
}

declare void @wend_print_int(i32)
