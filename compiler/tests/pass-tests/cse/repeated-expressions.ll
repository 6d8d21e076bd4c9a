; The same value computed twice in one block: `i + 4` once per array, an
; add with its operands swapped, the same compare and the same cast. Each
; repeat goes and its uses take the first. Each load of %pa reads the
; value last stored there (the store to the other array %b between does
; not count): 10 for the first, 30 for the second, after the store of 30.
define i32 @main() {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i32], align 4
  %i = add i32 1, 2
  %i4 = add i32 %i, 4
  %pa = getelementptr i32, ptr %a, i32 %i4
  store i32 10, ptr %pa, align 4
  %i4.again = add i32 %i, 4
  %pb = getelementptr i32, ptr %b, i32 %i4.again
  store i32 20, ptr %pb, align 4
  %pa.again = getelementptr i32, ptr %a, i32 %i4.again
  %x = load i32, ptr %pa.again, align 4
  store i32 30, ptr %pa, align 4
  %y = load i32, ptr %pa.again, align 4
  %s = add i32 %x, %y
  %s.swapped = add i32 %y, %x
  %c = icmp slt i32 %s, 50
  %c.again = icmp slt i32 %s.swapped, 50
  %z = zext i1 %c to i32
  %z.again = zext i1 %c.again to i32
  %d = sub i32 %s, %s.swapped
  %e = sub i32 %s.swapped, %x
  call void @wend_print_int(i32 %s)
  call void @wend_print_int(i32 %d)
  call void @wend_print_int(i32 %e)
  call void @wend_print_int(i32 %z)
  call void @wend_print_int(i32 %z.again)
  ret i32 0
}

declare void @wend_print_int(i32)
