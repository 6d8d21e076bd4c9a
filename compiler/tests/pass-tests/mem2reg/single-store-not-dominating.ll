; One store of a computed value that does not dominate every load: the
; loads it dominates take the value directly; the general path handles the
; rest (a phi with `undef` from the path that skips the store).
define i32 @f(i32 %k) {
entry:
  %x = alloca i32, align 4
  %cmp = icmp sgt i32 %k, 0
  br i1 %cmp, label %then, label %join

then:
  %sq = mul i32 %k, %k
  store i32 %sq, ptr %x, align 4
  %inside = load i32, ptr %x, align 4
  call void @wend_print_int(i32 %inside)
  br label %join

join:
  %after = load i32, ptr %x, align 4
  ret i32 %after
}

declare void @wend_print_int(i32)
