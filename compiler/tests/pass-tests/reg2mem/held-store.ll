; `%x` is the incoming value of both joins' phis for the edges that skip
; the inner if. The phis share a slot; `entry` stores `%x` into it, so the
; same store at the end of `outer.then` (whose only predecessor is `entry`)
; is left out. In `@merge`, `%y` reaches `join` from `mid`, which has two
; predecessors: its store stays although `left` stored `%y` into the same
; slot (the path from `entry` did not).
define i32 @nest(i1 %a, i1 %b, i32 %x) {
entry:
  br i1 %a, label %outer.then, label %outer.join

outer.then:
  br i1 %b, label %inner.then, label %inner.join

inner.then:
  br label %inner.join

inner.join:
  %v.inner = phi i32 [ 30, %inner.then ], [ %x, %outer.then ]
  br label %outer.join

outer.join:
  %v = phi i32 [ %v.inner, %inner.join ], [ %x, %entry ]
  ret i32 %v
}

define i32 @merge(i1 %a, i1 %b, i32 %y) {
entry:
  br i1 %a, label %left, label %mid

left:
  br i1 %b, label %mid, label %join

mid:
  br label %join

join:
  %p = phi i32 [ %y, %left ], [ %y, %mid ]
  ret i32 %p
}

define i32 @main() {
entry:
  %r1 = call i32 @nest(i1 true, i1 true, i32 7)
  call void @wend_print_int(i32 %r1)
  %r2 = call i32 @nest(i1 true, i1 false, i32 7)
  call void @wend_print_int(i32 %r2)
  %r3 = call i32 @nest(i1 false, i1 true, i32 7)
  call void @wend_print_int(i32 %r3)
  %r4 = call i32 @merge(i1 true, i1 true, i32 9)
  call void @wend_print_int(i32 %r4)
  %r5 = call i32 @merge(i1 false, i1 true, i32 8)
  call void @wend_print_int(i32 %r5)
  ret i32 0
}

declare void @wend_print_int(i32)
