; A variable read before any store reads `undef`: in one block (the load
; precedes the store, no loop) and on a path that skips the only store.
define i32 @read_first(i32 %k) {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %early = load i32, ptr %x, align 4
  store i32 %k, ptr %x, align 4
  %cmp = icmp sgt i32 %k, 0
  br i1 %cmp, label %then, label %join

then:
  %k2 = mul i32 %k, 2
  store i32 %k2, ptr %y, align 4
  br label %join

join:
  %y.1 = load i32, ptr %y, align 4
  %sum = add i32 %early, %y.1
  ret i32 %sum
}
