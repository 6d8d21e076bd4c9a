; The i64 indexes lsr leaves (its counters): a scaled index register with
; no sign extension, in a frame slot's address and in a pointer's; a GEP of
; such a GEP with a constant index folds the constant into the address.
define i32 @sum(i64 %k, ptr %b) {
entry:
  %a = alloca [10 x i32], align 4
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 9, ptr %p, align 4
  %q = getelementptr i32, ptr %b, i64 %k
  %v = load i32, ptr %q, align 4
  %row = getelementptr i32, ptr %b, i64 %k
  %r = getelementptr i32, ptr %row, i32 -1
  %w = load i32, ptr %r, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
