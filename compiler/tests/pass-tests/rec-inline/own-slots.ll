; A recursive function with an array in its frame: each copy gets its own
; slot in the entry block, as each activation had its own frame, so the
; caller's a[0] survives the inlined call's stores.
define i32 @depth(i32 %n) {
entry:
  %a = alloca [2 x i32], align 4
  %p = getelementptr i32, ptr %a, i32 0
  store i32 %n, ptr %p, align 4
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec

base:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @depth(i32 %m)
  %mine = load i32, ptr %p, align 4
  %sum = add i32 %r, %mine
  ret i32 %sum
}

define i32 @main() {
entry:
  %s = call i32 @depth(i32 6)
  call void @wend_print_int(i32 %s)
  ret i32 0
}

declare void @wend_print_int(i32)
