; %p2 feeds only %x (along `head`'s unconditional branch), and %x only %p1
; (along `body`'s): a chain of parents that comes back to `head`, where
; %p1 and %p2 would then share one slot although they hold different
; values on entry (and the store of 7 for %p2 at the end of `body` would
; overwrite %x before %p1 reads it). So each phi keeps a slot of its own.
define void @loop() {
entry:
  br label %head

head:
  %p1 = phi i32 [ 0, %entry ], [ %x, %body ]
  %p2 = phi i32 [ 5, %entry ], [ 7, %body ]
  call void @wend_print_int(i32 %p1)
  br label %body

body:
  %x = phi i32 [ %p2, %head ]
  br label %head
}

declare void @wend_print_int(i32)
