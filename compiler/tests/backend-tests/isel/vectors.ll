; What the SLP vectorizer produces, on the default target (SSE4.2): a
; <4 x i32> load, multiply (pmulld), add of a splat constant from the
; constant pool, and store.
define void @scale(ptr %a) {
entry:
  %v = load <4 x i32>, ptr %a, align 4
  %m = mul <4 x i32> %v, %v
  %s = add <4 x i32> %m, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %s, ptr %a, align 4
  ret void
}
