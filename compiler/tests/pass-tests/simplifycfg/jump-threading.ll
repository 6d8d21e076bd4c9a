; Jump threading. In @inlined_test the block %test only branches on a
; phi that is `true` when control comes from %yes and `false` from %no
; (an inlined predicate returning a constant on each path): each of
; them jumps straight to the side it selects, and %test goes. The other
; phi of %test, %n, feeds only %use's phi, which takes its value per
; predecessor. In @in_loop the block branching on the phi is a loop
; header, which threading never changes (it would give the loop a
; second entry).
define i32 @inlined_test(i32 %x) {
entry:
  %big = icmp sgt i32 %x, 10
  br i1 %big, label %yes, label %no

yes:
  br label %test

no:
  %y = add i32 %x, 1
  br label %test

test:
  %ok = phi i1 [ true, %yes ], [ false, %no ]
  %n = phi i32 [ %x, %yes ], [ %y, %no ]
  br i1 %ok, label %use, label %other

use:
  %u = phi i32 [ %n, %test ]
  %r = mul i32 %u, 2
  ret i32 %r

other:
  ret i32 -1
}

define i32 @in_loop(i32 %n) {
entry:
  br label %head

head:
  %go = phi i1 [ true, %entry ], [ %more, %body ]
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  br i1 %go, label %body, label %done

body:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br label %head

done:
  ret i32 %i
}

define i32 @main() {
entry:
  %a = call i32 @inlined_test(i32 20)
  call void @wend_print_int(i32 %a)
  %b = call i32 @inlined_test(i32 3)
  call void @wend_print_int(i32 %b)
  %c = call i32 @in_loop(i32 5)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
