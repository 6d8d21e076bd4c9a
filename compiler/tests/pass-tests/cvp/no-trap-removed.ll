; Divisions by 0 and by -1 trap or may trap (INT_MIN / -1): cvp never
; touches them, whatever the dividend's range. A remainder by a variable
; stays as well, but its range is known (|x % y| <= |x|): `x % y < 10`
; for x in [0, 9] is true.
define i32 @g(i32 %x, i32 %y) {
entry:
  %small = icmp slt i32 %x, 10
  %pos = icmp sge i32 %x, 0
  br i1 %small, label %check, label %out

check:
  br i1 %pos, label %in, label %out

in:
  %a = sdiv i32 %x, -1
  %b = srem i32 %x, %y
  %c = icmp slt i32 %b, 10
  %ci = zext i1 %c to i32
  %s = add i32 %a, %ci
  ret i32 %s

out:
  ret i32 0
}

define i32 @main() {
entry:
  %a = call i32 @g(i32 7, i32 3)
  call void @wend_print_int(i32 %a)
  ret i32 0
}

declare void @wend_print_int(i32)
