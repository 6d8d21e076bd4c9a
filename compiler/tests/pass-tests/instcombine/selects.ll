; Select rules: a constant condition or equal arms decide the select; a
; bool select of constants is its condition or its negation; a bool
; select with one constant arm is `or`/`and`; an integer select of 1 and
; 0 is a `zext` of the condition; a select on a negated condition swaps
; its arms.
define i32 @f(i32 %x, i32 %y, i1 %b) {
entry:
  %c = icmp slt i32 %x, %y
  %decided = select i1 true, i32 %x, i32 %y
  %same = select i1 %c, i32 %y, i32 %y
  %t1 = add i32 %decided, %same
  %is = select i1 %c, i1 true, i1 false
  %isnt = select i1 %c, i1 false, i1 true
  %either = select i1 %c, i1 true, i1 %b
  %both = select i1 %c, i1 %b, i1 false
  %z1 = zext i1 %is to i32
  %z2 = zext i1 %isnt to i32
  %z3 = zext i1 %either to i32
  %z4 = zext i1 %both to i32
  %one = select i1 %c, i32 1, i32 0
  %notb = xor i1 %b, true
  %swapped = select i1 %notb, i32 %x, i32 %y
  %t2 = mul i32 %z1, 1000
  %t3 = mul i32 %z2, 100
  %t4 = mul i32 %z3, 10
  %t5 = add i32 %t2, %t3
  %t6 = add i32 %t5, %t4
  %t7 = add i32 %t6, %z4
  %t8 = add i32 %t7, %one
  %t9 = add i32 %t8, %swapped
  %r = add i32 %t9, %t1
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @f(i32 1, i32 2, i1 true)
  call void @wend_print_int(i32 %a)
  %b = call i32 @f(i32 5, i32 2, i1 false)
  call void @wend_print_int(i32 %b)
  %c = call i32 @f(i32 5, i32 2, i1 true)
  call void @wend_print_int(i32 %c)
  ret i32 0
}

declare void @wend_print_int(i32)
