; An unused load goes; a call stays even if its result is unused (it may
; print); a store to memory that is read later stays.
define i32 @answer() {
entry:
  call void @wend_print_int(i32 42)
  ret i32 42
}

define i32 @main() {
entry:
  %slot = alloca i32, align 4
  store i32 5, ptr %slot, align 4
  %unused = load i32, ptr %slot, align 4
  %r = call i32 @answer()
  call void @keep(ptr %slot)
  ret i32 0
}

define void @keep(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4
  call void @wend_print_int(i32 %v)
  ret void
}

declare void @wend_print_int(i32)
