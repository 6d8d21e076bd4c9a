; A call is never inlined into its callee's own cycle, directly recursive
; (`fact`) or through others (`even`/`odd`), so inlining always ends; a
; small non-recursive function they call (`dec`) is inlined into them.
; A recursive function may be inlined into a caller outside its cycle:
; `main`'s calls of `fact` and `even` become copies of their bodies, whose
; own recursive calls stay calls.
define i32 @dec(i32 %n) {
entry:
  %r = sub i32 %n, 1
  ret i32 %r
}

define i32 @fact(i32 %n) {
entry:
  %small = icmp sle i32 %n, 1
  br i1 %small, label %base, label %step

base:
  ret i32 1

step:
  %m = call i32 @dec(i32 %n)
  %f = call i32 @fact(i32 %m)
  %p = mul i32 %n, %f
  ret i32 %p
}

define i1 @even(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %yes, label %rec

yes:
  ret i1 true

rec:
  %m = call i32 @dec(i32 %n)
  %o = call i1 @odd(i32 %m)
  ret i1 %o
}

define i1 @odd(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %no, label %rec

no:
  ret i1 false

rec:
  %m = call i32 @dec(i32 %n)
  %e = call i1 @even(i32 %m)
  ret i1 %e
}

define i32 @main() {
entry:
  %f = call i32 @fact(i32 5)
  call void @wend_print_int(i32 %f)
  %e = call i1 @even(i32 7)
  call void @wend_print_bool(i1 %e)
  ret i32 0
}

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
