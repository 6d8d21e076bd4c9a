; Two arrays a function received as pointers may be one array under two
; names (a nested function handed two views of the same captured array):
; with a store through one and a load through the other, @two_views stays
; scalar, as no run-time alias check is made. @own_copy stores only to its
; own array, which no received pointer can reach: vectorized.
define void @two_views(ptr %p, ptr %q, i32 %n) {
entry:
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %src = getelementptr i32, ptr %p, i32 %i
  %x = load i32, ptr %src, align 4
  %y = add i32 %x, 1
  %dst = getelementptr i32, ptr %q, i32 %i
  store i32 %y, ptr %dst, align 4
  %i.next = add i32 %i, 1
  br label %cond

done:
  ret void
}

define i32 @own_copy(ptr %p, i32 %n) {
entry:
  %own = alloca [64 x i32], align 4
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %src = getelementptr i32, ptr %p, i32 %i
  %x = load i32, ptr %src, align 4
  %y = mul i32 %x, 3
  %dst = getelementptr i32, ptr %own, i32 %i
  store i32 %y, ptr %dst, align 4
  %i.next = add i32 %i, 1
  br label %cond

done:
  %first = getelementptr i32, ptr %own, i32 0
  %r = load i32, ptr %first, align 4
  ret i32 %r
}
