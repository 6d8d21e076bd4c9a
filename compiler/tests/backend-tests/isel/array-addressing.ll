; An array in a frame slot: a constant index becomes a displacement, a
; variable one a scaled index register ([slot0 + %rN*4]) after a
; sign extension.
define i32 @sum3(i32 %i) {
entry:
  %a = alloca [10 x i32], align 4
  %p0 = getelementptr i32, ptr %a, i32 2
  store i32 5, ptr %p0, align 4
  %p1 = getelementptr i32, ptr %a, i32 %i
  store i32 9, ptr %p1, align 4
  %v = load i32, ptr %p1, align 4
  %w = load i32, ptr %p0, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
