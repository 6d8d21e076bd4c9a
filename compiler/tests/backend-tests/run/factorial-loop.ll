; Factorials of 0..13 by a while loop over allocas, called from a loop in main.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main.fact(i32 %n) {
entry:
  %n.addr = alloca i32, align 4
  %r = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 1, ptr %r, align 4
  store i32 1, ptr %i, align 4
  br label %while.cond

while.cond:
  %i.v = load i32, ptr %i, align 4
  %n.v = load i32, ptr %n.addr, align 4
  %le = icmp sle i32 %i.v, %n.v
  br i1 %le, label %while.body, label %while.end

while.body:
  %r.v = load i32, ptr %r, align 4
  %i.v.1 = load i32, ptr %i, align 4
  %mul = mul i32 %r.v, %i.v.1
  store i32 %mul, ptr %r, align 4
  %i.v.2 = load i32, ptr %i, align 4
  %inc = add i32 %i.v.2, 1
  store i32 %inc, ptr %i, align 4
  br label %while.cond

while.end:
  %r.v.1 = load i32, ptr %r, align 4
  ret i32 %r.v.1
}

define void @main() {
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %loop.head

loop.head:
  %iv = load i32, ptr %i, align 4
  %more = icmp slt i32 %iv, 14
  br i1 %more, label %loop.body, label %loop.exit

loop.body:
  %iv.1 = load i32, ptr %i, align 4
  %f = call i32 @main.fact(i32 %iv.1)
  call void @wend_print_int(i32 %f)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %iv.2 = load i32, ptr %i, align 4
  %next = add i32 %iv.2, 1
  store i32 %next, ptr %i, align 4
  br label %loop.head

loop.exit:
  ret void
}

declare void @wend_print_int(i32)
declare void @wend_print_str(ptr, i64)
