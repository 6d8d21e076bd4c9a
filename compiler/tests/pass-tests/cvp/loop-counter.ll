; A counter from 0 stepped by 1 under `i < n` never wraps, so it is never
; negative: `i % 16` is `i & 15`, and `i >= 0` is true. A counter stepped
; by 2 could wrap past INT_MAX (i < n does not stop i + 2 from
; overflowing): its remainder stays.
define i32 @count(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %j = phi i32 [ 0, %entry ], [ %jnext, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %go = icmp slt i32 %i, %n
  br i1 %go, label %body, label %done

body:
  %m = srem i32 %i, 16
  %pos = icmp sge i32 %i, 0
  %posi = zext i1 %pos to i32
  %mj = srem i32 %j, 16
  %acc0 = add i32 %acc, %m
  %acc1 = add i32 %acc0, %posi
  %acc2 = add i32 %acc1, %mj
  %next = add i32 %i, 1
  %jnext = add i32 %j, 2
  br label %head

done:
  ret i32 %acc
}

define i32 @main() {
entry:
  %a = call i32 @count(i32 100)
  call void @wend_print_int(i32 %a)
  ret i32 0
}

declare void @wend_print_int(i32)
