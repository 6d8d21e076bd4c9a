; A compare feeding a branch is fused into cmp + jcc; one whose value is
; used becomes setcc; a select becomes cmov; bools are bytes.
define i32 @pick(i32 %a, i32 %b) {
entry:
  %lt = icmp slt i32 %a, %b
  br i1 %lt, label %less, label %other

less:
  %m = select i1 %lt, i32 %a, i32 %b
  ret i32 %m

other:
  %eq = icmp eq i32 %a, %b
  %n = zext i1 %eq to i32
  ret i32 %n
}
