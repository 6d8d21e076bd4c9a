; Loops are never deleted: a loop with no side effect and no exit must still
; hang, and a loop whose only effect is to terminate (or not) must still
; decide. Only the dead counter goes.
define void @spin() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.1, %loop ]
  %i.1 = add i32 %i, 1
  br label %loop
}

define void @search(i32 %start) {
entry:
  br label %loop

loop:
  %x = phi i32 [ %start, %entry ], [ %x.1, %loop ]
  %x.1 = add i32 %x, 3
  %found = icmp eq i32 %x.1, 100
  br i1 %found, label %done, label %loop

done:
  ret void
}
