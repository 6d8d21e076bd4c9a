; Takeuchi-shaped: three self-calls whose results feed a fourth, tail
; position one (tre's, left as a call here: the test runs rec-inline
; alone). 4 sites of a 14-instruction function add 56 instructions; the
; next level would have 16 sites (224 more, 280 in all, within the
; budget of 400), and the one after that 64 (over it): two levels.
define i32 @tak(i32 %x, i32 %y, i32 %z) {
entry:
  %lt = icmp slt i32 %y, %x
  br i1 %lt, label %rec, label %base

base:
  ret i32 %z

rec:
  %x1 = sub i32 %x, 1
  %a = call i32 @tak(i32 %x1, i32 %y, i32 %z)
  %y1 = sub i32 %y, 1
  %b = call i32 @tak(i32 %y1, i32 %z, i32 %x)
  %z1 = sub i32 %z, 1
  %c = call i32 @tak(i32 %z1, i32 %x, i32 %y)
  %r = call i32 @tak(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}

define i32 @main() {
entry:
  %t = call i32 @tak(i32 12, i32 6, i32 0)
  call void @wend_print_int(i32 %t)
  ret i32 0
}

declare void @wend_print_int(i32)
