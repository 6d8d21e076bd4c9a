; Two phis that feed only each other around a loop with no exit: each is
; the other's only user along an unconditional branch. The cycle of
; would-be parents is broken at one phi, which becomes the root: one slot,
; one store of the entry value, one load (of nothing that is used).
define void @spin() {
entry:
  br label %head

head:
  %a = phi i32 [ 0, %entry ], [ %b, %tail ]
  br label %tail

tail:
  %b = phi i32 [ %a, %head ]
  br label %head
}
