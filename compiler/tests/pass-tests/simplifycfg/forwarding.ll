; Blocks holding only a jump are bypassed, and the join's phi takes the
; forwarded value from each new predecessor. Where a predecessor already
; jumps to the join and the phi would need two different values from it
; (`%a` takes 1 through `%fwd.a` and 2 directly from `%mid`), the block
; stays.
define i32 @pick(i1 %c, i1 %d) {
entry:
  br i1 %c, label %left, label %right

left:
  br label %fwd

right:
  br i1 %d, label %fwd, label %join

fwd:
  br label %join

join:
  %v = phi i32 [ 10, %fwd ], [ 20, %right ]
  ret i32 %v
}

define i32 @conflict(i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd.a, label %mid

mid:
  br i1 %d, label %join, label %fwd.a

fwd.a:
  br label %join

join:
  %a = phi i32 [ 1, %fwd.a ], [ 2, %mid ]
  ret i32 %a
}

define i32 @main() {
entry:
  %p = call i32 @pick(i1 true, i1 false)
  call void @wend_print_int(i32 %p)
  %q = call i32 @pick(i1 false, i1 true)
  call void @wend_print_int(i32 %q)
  %r = call i32 @pick(i1 false, i1 false)
  call void @wend_print_int(i32 %r)
  %s = call i32 @conflict(i1 true, i1 true)
  call void @wend_print_int(i32 %s)
  %t = call i32 @conflict(i1 false, i1 true)
  call void @wend_print_int(i32 %t)
  %u = call i32 @conflict(i1 false, i1 false)
  call void @wend_print_int(i32 %u)
  ret i32 0
}

declare void @wend_print_int(i32)
