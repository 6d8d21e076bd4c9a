; An empty block is never bypassed into a loop header: the loop keeps one
; preheader and one latch, each ending in a jump to the header (the shape
; loop passes look for, as LLVM's SimplifyCFG keeps loop structure).
; Straight-line code still merges into them: the entry block becomes the
; preheader, and the body, one block now, the latch.
define i32 @main() {
entry:
  br label %preheader

preheader:
  br label %header

header:
  %i = phi i32 [ 0, %preheader ], [ %next, %latch ]
  %s = phi i32 [ 0, %preheader ], [ %t, %latch ]
  %more = icmp slt i32 %i, 10
  br i1 %more, label %body, label %exit

body:
  br label %body.2

body.2:
  %t = add i32 %s, %i
  br label %body.3

body.3:
  %next = add i32 %i, 1
  br label %latch

latch:
  br label %header

exit:
  call void @wend_print_int(i32 %s)
  ret i32 0
}

declare void @wend_print_int(i32)
