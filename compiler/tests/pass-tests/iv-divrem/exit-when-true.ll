; The header leaves the loop when its test holds (`n <= i`, the counter on
; the right): staying in means i < n, so with step 1 the bound need not
; be a constant.
define void @count(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head.end ]
  %done = icmp sle i32 %n, %i
  br i1 %done, label %exit, label %body

body:
  %r = srem i32 %i, 4
  call void @wend_print_int(i32 %r)
  br label %head.end

head.end:
  %i.next = add i32 %i, 1
  br label %head

exit:
  ret void
}

define i32 @main() {
entry:
  call void @count(i32 9)
  call void @count(i32 0)
  ret i32 0
}

declare void @wend_print_int(i32)
