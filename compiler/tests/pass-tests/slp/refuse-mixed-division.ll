; passes: slp
; A bundle whose first lane divides by a power of two and whose second
; lane is a load (one operand): not one operation, so a gather, and four
; inserts cost more than the scalar stores. (The divisor check used to read
; every lane's second operand before the lanes were known to be divisions,
; and panicked here; found by wend-difftest's select groups.)
define void @f(ptr %in, ptr %out, i32 %p0, i32 %p2, i32 %p3) {
entry:
  %d0 = sdiv i32 %p0, 4
  %g1 = getelementptr i32, ptr %in, i32 1
  %l1 = load i32, ptr %g1, align 4
  %d2 = sdiv i32 %p2, 4
  %d3 = sdiv i32 %p3, 4
  %o0 = getelementptr i32, ptr %out, i32 0
  store i32 %d0, ptr %o0, align 4
  %o1 = getelementptr i32, ptr %out, i32 1
  store i32 %l1, ptr %o1, align 4
  %o2 = getelementptr i32, ptr %out, i32 2
  store i32 %d2, ptr %o2, align 4
  %o3 = getelementptr i32, ptr %out, i32 3
  store i32 %d3, ptr %o3, align 4
  ret void
}
