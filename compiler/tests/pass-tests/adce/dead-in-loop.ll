; passes: mem2reg,adce
; A dead computation inside a loop goes (including the accumulator's
; phi/add cycle around the loop); the loop itself stays.
define i32 @main() {
entry:
  %i = alloca i32, align 4
  %unused = alloca i32, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %unused, align 4
  br label %loop

loop:
  %i.1 = load i32, ptr %i, align 4
  %sq = mul i32 %i.1, %i.1
  %u = load i32, ptr %unused, align 4
  %u.1 = add i32 %u, %sq
  store i32 %u.1, ptr %unused, align 4
  %next = add i32 %i.1, 1
  store i32 %next, ptr %i, align 4
  %more = icmp slt i32 %next, 5
  br i1 %more, label %loop, label %exit

exit:
  %i.2 = load i32, ptr %i, align 4
  call void @wend_print_int(i32 %i.2)
  ret i32 0
}

declare void @wend_print_int(i32)
