; options: O0
; The -O0 selection keeps every alloca in memory (no promotion of scalar
; slots to registers), so each load and store is a memory access.
define i32 @count(i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 %n, ptr %i, align 4
  %v = load i32, ptr %i, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %i, align 4
  %r = load i32, ptr %i, align 4
  ret i32 %r
}
