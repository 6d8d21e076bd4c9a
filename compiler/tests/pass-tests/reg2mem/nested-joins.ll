; Ifs nested in ifs: the phi at the inner join is used only by the phi at
; the outer join, along the inner join's unconditional branch, so both
; share one slot (named after the outer phi). The inner phi needs neither a
; load nor a store of its own; only the outer one is loaded.
define i32 @nest(i1 %a, i1 %b) {
entry:
  br i1 %a, label %outer.then, label %outer.join

outer.then:
  br i1 %b, label %inner.then, label %inner.join

inner.then:
  br label %inner.join

inner.join:
  %v.inner = phi i32 [ 30, %inner.then ], [ 20, %outer.then ]
  br label %outer.join

outer.join:
  %v = phi i32 [ %v.inner, %inner.join ], [ 10, %entry ]
  ret i32 %v
}

define i32 @main() {
entry:
  %x = call i32 @nest(i1 true, i1 true)
  call void @wend_print_int(i32 %x)
  %y = call i32 @nest(i1 true, i1 false)
  call void @wend_print_int(i32 %y)
  %z = call i32 @nest(i1 false, i1 true)
  call void @wend_print_int(i32 %z)
  ret i32 0
}

declare void @wend_print_int(i32)
