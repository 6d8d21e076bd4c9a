; A callee with several `ret`s: each becomes a branch to the continuation
; block, where a phi merges the returned values. The call sits in a loop
; and is inlined twice in one block; a `void` callee with two returns
; needs no phi.
define i32 @clamp(i32 %x) {
entry:
  %big = icmp sgt i32 %x, 5
  br i1 %big, label %high, label %check.low

high:
  ret i32 5

check.low:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %low, label %mid

low:
  ret i32 0

mid:
  ret i32 %x
}

define void @report(i32 %x) {
entry:
  %odd.bit = and i32 %x, 1
  %odd = icmp ne i32 %odd.bit, 0
  br i1 %odd, label %print, label %done

print:
  call void @wend_print_int(i32 %x)
  ret void

done:
  ret void
}

define i32 @main() {
entry:
  %i = alloca i32, align 4
  store i32 -3, ptr %i, align 4
  br label %loop

loop:
  %v = load i32, ptr %i, align 4
  %c = call i32 @clamp(i32 %v)
  %d = call i32 @clamp(i32 %c)
  %sum = add i32 %c, %d
  call void @wend_print_int(i32 %sum)
  call void @report(i32 %v)
  %next = add i32 %v, 2
  store i32 %next, ptr %i, align 4
  %more = icmp slt i32 %next, 9
  br i1 %more, label %loop, label %end

end:
  ret i32 0
}

declare void @wend_print_int(i32)
