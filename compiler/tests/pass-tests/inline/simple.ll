; A call to a small function is replaced by its body: the caller's block
; is split after the call, the parameter's slot moves to the caller's entry
; block, the argument takes the parameter's place and the returned value
; replaces the call's result. The callee stays defined.
define i32 @square(i32 %x) {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %a = load i32, ptr %x.addr, align 4
  %b = load i32, ptr %x.addr, align 4
  %m = mul i32 %a, %b
  ret i32 %m
}

define i32 @main() {
entry:
  %n = alloca i32, align 4
  store i32 7, ptr %n, align 4
  %v = load i32, ptr %n, align 4
  %s = call i32 @square(i32 %v)
  %t = add i32 %s, 1
  call void @wend_print_int(i32 %t)
  ret i32 0
}

declare void @wend_print_int(i32)
