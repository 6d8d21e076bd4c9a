; If-conversion. @max is a triangle (the `then` arm only jumps): its phi
; becomes `select`. @clamp_step is a diamond whose arms each compute one
; cheap value: both arms move into the head and the phi becomes a select.
; @clamp's join has three predecessors: the inner triangle's two entries
; become one select from %test.hi, and in the next round the outer one
; folds too, leaving two selects and no branch.
; @divide keeps its branch: the arm divides by a variable, which may
; trap, so it must not run when the branch would skip it. @bigger keeps
; its branch too: its arms hold five instructions, over the budget of
; four. @flag's join phi is a bool that only the join's own branch tests:
; not a select, but jump threading's case (from %entry it is false, so
; %entry branches to %no itself, and the join then merges into %then).
define i32 @max(i32 %a, i32 %b) {
entry:
  %gt = icmp sgt i32 %b, %a
  br i1 %gt, label %then, label %join

then:
  br label %join

join:
  %m = phi i32 [ %b, %then ], [ %a, %entry ]
  ret i32 %m
}

define i32 @clamp_step(i32 %x, i32 %k) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %left, label %right

left:
  %l = sub i32 0, %x
  br label %join

right:
  %r = mul i32 %x, %k
  br label %join

join:
  %v = phi i32 [ %l, %left ], [ %r, %right ]
  %w = phi i32 [ 1, %left ], [ 2, %right ]
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @clamp(i32 %v, i32 %lo, i32 %hi) {
entry:
  %below = icmp slt i32 %v, %lo
  br i1 %below, label %join, label %test.hi

test.hi:
  %above = icmp sgt i32 %v, %hi
  br i1 %above, label %use.hi, label %join

use.hi:
  br label %join

join:
  %r = phi i32 [ %lo, %entry ], [ %v, %test.hi ], [ %hi, %use.hi ]
  ret i32 %r
}

define i32 @divide(i32 %x, i32 %d) {
entry:
  %nz = icmp ne i32 %d, 0
  br i1 %nz, label %then, label %join

then:
  %q = sdiv i32 %x, %d
  br label %join

join:
  %r = phi i32 [ %q, %then ], [ 0, %entry ]
  ret i32 %r
}

define i32 @bigger(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %left, label %right

left:
  %a1 = add i32 %x, 1
  %a2 = mul i32 %a1, 3
  %a3 = xor i32 %a2, 7
  br label %join

right:
  %b1 = sub i32 %x, 1
  %b2 = and i32 %b1, 12
  br label %join

join:
  %v = phi i32 [ %a3, %left ], [ %b2, %right ]
  ret i32 %v
}

define i32 @flag(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %then, label %join

then:
  %small = icmp slt i32 %x, 9
  br label %join

join:
  %f = phi i1 [ %small, %then ], [ false, %entry ]
  br i1 %f, label %yes, label %no

yes:
  ret i32 1

no:
  ret i32 0
}

define i32 @main() {
entry:
  %m1 = call i32 @max(i32 3, i32 8)
  call void @wend_print_int(i32 %m1)
  %m2 = call i32 @max(i32 -3, i32 -8)
  call void @wend_print_int(i32 %m2)
  %c1 = call i32 @clamp_step(i32 -4, i32 5)
  call void @wend_print_int(i32 %c1)
  %c2 = call i32 @clamp_step(i32 4, i32 5)
  call void @wend_print_int(i32 %c2)
  %k1 = call i32 @clamp(i32 -5, i32 0, i32 255)
  call void @wend_print_int(i32 %k1)
  %k2 = call i32 @clamp(i32 300, i32 0, i32 255)
  call void @wend_print_int(i32 %k2)
  %k3 = call i32 @clamp(i32 77, i32 0, i32 255)
  call void @wend_print_int(i32 %k3)
  %d1 = call i32 @divide(i32 17, i32 5)
  call void @wend_print_int(i32 %d1)
  %d2 = call i32 @divide(i32 17, i32 0)
  call void @wend_print_int(i32 %d2)
  %b1 = call i32 @bigger(i32 9)
  call void @wend_print_int(i32 %b1)
  %b2 = call i32 @bigger(i32 2)
  call void @wend_print_int(i32 %b2)
  %f1 = call i32 @flag(i32 7)
  call void @wend_print_int(i32 %f1)
  %f2 = call i32 @flag(i32 12)
  call void @wend_print_int(i32 %f2)
  ret i32 0
}

declare void @wend_print_int(i32)
