; Loads of a captured variable (through a parameter known to point to at
; least 4 valid bytes, as a static link is), of a stack slot and of an
; element of an array at a constant index move out of a loop that neither
; calls nor stores to them. In the second loop a store through the same
; slot keeps its load in place, and in the third a call (which could
; write the captured variable) keeps the load of %limit. In the fourth,
; %any is not known to be valid to read (no dereferenceable attribute),
; so its load stays where the loop guards it.
define i32 @f(ptr dereferenceable(4) %limit, ptr %any, i32 %n) {
entry:
  %slot = alloca i32, align 4
  %arr = alloca [4 x i32], align 16
  store i32 5, ptr %slot, align 4
  br label %l1

l1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %l1.body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %l1.body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %l1.body, label %l2.pre

l1.body:
  %lim = load i32, ptr %limit, align 4
  %sv = load i32, ptr %slot, align 4
  %e = getelementptr i32, ptr %arr, i32 2
  %ev = load i32, ptr %e, align 4
  %s1 = add i32 %s, %lim
  %s2 = add i32 %s1, %sv
  %s.next = add i32 %s2, %ev
  %i.next = add i32 %i, 1
  br label %l1

l2.pre:
  br label %l2

l2:
  %j = phi i32 [ 0, %l2.pre ], [ %j.next, %l2 ]
  %v = load i32, ptr %slot, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %slot, align 4
  %j.next = add i32 %j, 1
  %more2 = icmp slt i32 %j.next, 3
  br i1 %more2, label %l2, label %l3.pre

l3.pre:
  br label %l3

l3:
  %k = phi i32 [ 0, %l3.pre ], [ %k.next, %l3 ]
  %w = load i32, ptr %limit, align 4
  call void @touch(ptr %limit)
  %k.next = add i32 %k, %w
  %more3 = icmp slt i32 %k.next, 100
  br i1 %more3, label %l3, label %out

out:
  br label %l4

l4:
  %m = phi i32 [ 0, %out ], [ %m.next, %l4.body ]
  %more4 = icmp slt i32 %m, %n
  br i1 %more4, label %l4.body, label %exit

l4.body:
  %a = load i32, ptr %any, align 4
  %m.next = add i32 %m, %a
  br label %l4

exit:
  %last = load i32, ptr %slot, align 4
  %r = add i32 %s, %last
  %r2 = add i32 %r, %m
  ret i32 %r2
}

declare void @touch(ptr)
