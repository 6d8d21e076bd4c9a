; What inlining and sccp leave behind: chains of blocks that only jump
; on, and a branch already decided. The chain merges into one block; the
; phi of the join, with one entry left, becomes its value.
define i32 @main() {
entry:
  br label %call.entry

call.entry:
  br label %call.if

call.if:
  br i1 true, label %call.then, label %call.else

call.then:
  %a = add i32 2, 3
  br label %call.cont

call.else:
  br label %call.cont

call.cont:
  %r = phi i32 [ %a, %call.then ], [ 0, %call.else ]
  br label %after

after:
  call void @wend_print_int(i32 %r)
  ret i32 0
}

declare void @wend_print_int(i32)
