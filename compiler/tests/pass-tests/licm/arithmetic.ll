; `%row = %r * 4` does not change in the inner loop: it moves to the
; inner loop's preheader, but depends on the outer loop's counter, so it
; stays in the outer loop (the address built from it depends on %c and
; stays in the inner one). `%k3 = %k * 3` depends on nothing in either
; loop and moves out of both: the inner loop's turn puts it in the inner
; preheader, the outer loop's turn moves it on. A division by a variable
; may trap and stays; by 7 it cannot and moves.
define i32 @sum(ptr %a, i32 %k, i32 %d) {
entry:
  br label %outer

outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  %more.r = icmp slt i32 %r, 4
  br i1 %more.r, label %inner.pre, label %done

inner.pre:
  br label %inner

inner:
  %c = phi i32 [ 0, %inner.pre ], [ %c.next, %inner.body ]
  %acc.inner = phi i32 [ %acc, %inner.pre ], [ %acc.next, %inner.body ]
  %more.c = icmp slt i32 %c, 4
  br i1 %more.c, label %inner.body, label %outer.latch

inner.body:
  %row = mul i32 %r, 4
  %k3 = mul i32 %k, 3
  %by7 = sdiv i32 %k, 7
  %byd = sdiv i32 %k, %d
  %idx = add i32 %row, %c
  %p = getelementptr i32, ptr %a, i32 %idx
  %x = load i32, ptr %p, align 4
  %t = add i32 %x, %k3
  %t2 = add i32 %t, %by7
  %t3 = add i32 %t2, %byd
  %acc.next = add i32 %acc.inner, %t3
  %c.next = add i32 %c, 1
  br label %inner

outer.latch:
  %r.next = add i32 %r, 1
  br label %outer

done:
  ret i32 %acc
}
