; Compares: the constant goes right with the predicate swapped
; (`5 < x` is `x > 5`); an equality test of an offset moves the offset
; to the constant (`x + 3 == 10` is `x == 7`, and it wraps: `x + 1 == 0`
; is `x == -1`); likewise through `xor`. Only `eq`/`ne`: `x + 1 < 0` is
; not `x < -1` when `x + 1` wraps, so it stays.
define void @show(i32 %x) {
entry:
  %c1 = icmp slt i32 5, %x
  %o = add i32 %x, 3
  %c2 = icmp eq i32 %o, 10
  %w = add i32 %x, 1
  %c3 = icmp ne i32 %w, 0
  %c4 = icmp slt i32 %w, 0
  %m = xor i32 %x, 6
  %c5 = icmp eq i32 %m, 3
  call void @wend_print_bool(i1 %c1)
  call void @wend_print_bool(i1 %c2)
  call void @wend_print_bool(i1 %c3)
  call void @wend_print_bool(i1 %c4)
  call void @wend_print_bool(i1 %c5)
  ret void
}

define i32 @main() {
entry:
  call void @show(i32 7)
  call void @show(i32 -1)
  call void @show(i32 2147483647)
  call void @show(i32 5)
  ret i32 0
}

declare void @wend_print_bool(i1)
