; passes: inline,mem2reg
; Nested functions get the variables they capture as `ptr` parameters
; (closure conversion in lowering), so in memory the captured `total` and
; `calls` must stay. Once `step` and `twice` are inlined into `main`
; (bottom-up: `twice` into `step` first), the pointers are `main`'s own
; allocas again, used only by loads and stores, and mem2reg promotes every
; slot of `main`: no alloca is left in it.
define i32 @main() {
entry:
  %total = alloca i32, align 4
  %calls = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %total, align 4
  store i32 0, ptr %calls, align 4
  store i32 0, ptr %i, align 4
  br label %while.cond

while.cond:
  %i.1 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %i.1, 10
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %i.2 = load i32, ptr %i, align 4
  %r = call i32 @main.step(i32 %i.2, ptr %total, ptr %calls)
  %i.3 = load i32, ptr %i, align 4
  %add = add i32 %i.3, 1
  store i32 %add, ptr %i, align 4
  br label %while.cond

while.end:
  %total.1 = load i32, ptr %total, align 4
  call void @wend_print_int(i32 %total.1)
  %calls.1 = load i32, ptr %calls, align 4
  call void @wend_print_int(i32 %calls.1)
  ret i32 0
}

define i32 @main.step(i32 %i, ptr %total, ptr %calls) {
entry:
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
  %total.1 = load i32, ptr %total, align 4
  %i.1 = load i32, ptr %i.addr, align 4
  %rem = srem i32 %i.1, 7
  %call = call i32 @main.step.twice(i32 %rem, ptr %calls)
  %add = add i32 %total.1, %call
  store i32 %add, ptr %total, align 4
  %total.2 = load i32, ptr %total, align 4
  ret i32 %total.2
}

define i32 @main.step.twice(i32 %x, ptr %calls) {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %calls.1 = load i32, ptr %calls, align 4
  %add = add i32 %calls.1, 1
  store i32 %add, ptr %calls, align 4
  %x.1 = load i32, ptr %x.addr, align 4
  %x.2 = load i32, ptr %x.addr, align 4
  %add.1 = add i32 %x.1, %x.2
  ret i32 %add.1
}

declare void @wend_print_int(i32)
