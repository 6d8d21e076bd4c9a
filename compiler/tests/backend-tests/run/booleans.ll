; Boolean logic (and, or, xor, not) on i1 values in registers and in memory.
; (Moved from tests/backend.rs, where it was built with the IR builder.)

@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"Y\0A", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"N\0A", align 1

define i1 @"main.pick(bool,bool)"(i1 %a, i1 %b) {
entry:
  %r = xor i1 %a, %b
  ret i1 %r
}

define void @main() {
entry:
  %opaque = alloca i1, align 1
  %opaque.1 = alloca i1, align 1
  %flag = alloca i1, align 1
  %opaque.2 = alloca i1, align 1
  %opaque.3 = alloca i1, align 1
  %flag.1 = alloca i1, align 1
  %opaque.4 = alloca i1, align 1
  %opaque.5 = alloca i1, align 1
  %flag.2 = alloca i1, align 1
  %opaque.6 = alloca i1, align 1
  %opaque.7 = alloca i1, align 1
  %flag.3 = alloca i1, align 1
  store i1 false, ptr %opaque, align 1
  %opaque.v = load i1, ptr %opaque, align 1
  store i1 false, ptr %opaque.1, align 1
  %opaque.v.1 = load i1, ptr %opaque.1, align 1
  %and = and i1 %opaque.v, %opaque.v.1
  %or = or i1 %opaque.v, %opaque.v.1
  %xor = xor i1 %opaque.v, %opaque.v.1
  %not = xor i1 %opaque.v, true
  %add = add i1 %opaque.v, %opaque.v.1
  %mul = mul i1 %opaque.v, %opaque.v.1
  %eq = icmp eq i1 %opaque.v, %opaque.v.1
  %ne = icmp ne i1 %opaque.v, %opaque.v.1
  %slt = icmp slt i1 %opaque.v, %opaque.v.1
  %sge = icmp sge i1 %opaque.v, %opaque.v.1
  %pick = call i1 @"main.pick(bool,bool)"(i1 %opaque.v, i1 %opaque.v.1)
  call void @wend_print_bool(i1 %and)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %or)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %xor)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %not)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %add)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mul)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %eq)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %ne)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %slt)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %sge)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %pick)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %or2 = or i1 %opaque.v, %opaque.v.1
  store i1 %or2, ptr %flag, align 1
  %flag.v = load i1, ptr %flag, align 1
  br i1 %flag.v, label %if.then, label %if.else

if.then:
  call void @wend_print_str(ptr @.str.1, i64 2)
  br label %if.end

if.else:
  call void @wend_print_str(ptr @.str.2, i64 2)
  br label %if.end

if.end:
  store i1 false, ptr %opaque.2, align 1
  %opaque.v.2 = load i1, ptr %opaque.2, align 1
  store i1 true, ptr %opaque.3, align 1
  %opaque.v.3 = load i1, ptr %opaque.3, align 1
  %and.1 = and i1 %opaque.v.2, %opaque.v.3
  %or.1 = or i1 %opaque.v.2, %opaque.v.3
  %xor.1 = xor i1 %opaque.v.2, %opaque.v.3
  %not.1 = xor i1 %opaque.v.2, true
  %add.1 = add i1 %opaque.v.2, %opaque.v.3
  %mul.1 = mul i1 %opaque.v.2, %opaque.v.3
  %eq.1 = icmp eq i1 %opaque.v.2, %opaque.v.3
  %ne.1 = icmp ne i1 %opaque.v.2, %opaque.v.3
  %slt.1 = icmp slt i1 %opaque.v.2, %opaque.v.3
  %sge.1 = icmp sge i1 %opaque.v.2, %opaque.v.3
  %pick.1 = call i1 @"main.pick(bool,bool)"(i1 %opaque.v.2, i1 %opaque.v.3)
  call void @wend_print_bool(i1 %and.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %or.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %xor.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %not.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %add.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mul.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %eq.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %ne.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %slt.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %sge.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %pick.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %or2.1 = or i1 %opaque.v.2, %opaque.v.3
  store i1 %or2.1, ptr %flag.1, align 1
  %flag.v.1 = load i1, ptr %flag.1, align 1
  br i1 %flag.v.1, label %if.then.1, label %if.else.1

if.then.1:
  call void @wend_print_str(ptr @.str.1, i64 2)
  br label %if.end.1

if.else.1:
  call void @wend_print_str(ptr @.str.2, i64 2)
  br label %if.end.1

if.end.1:
  store i1 true, ptr %opaque.4, align 1
  %opaque.v.4 = load i1, ptr %opaque.4, align 1
  store i1 false, ptr %opaque.5, align 1
  %opaque.v.5 = load i1, ptr %opaque.5, align 1
  %and.2 = and i1 %opaque.v.4, %opaque.v.5
  %or.2 = or i1 %opaque.v.4, %opaque.v.5
  %xor.2 = xor i1 %opaque.v.4, %opaque.v.5
  %not.2 = xor i1 %opaque.v.4, true
  %add.2 = add i1 %opaque.v.4, %opaque.v.5
  %mul.2 = mul i1 %opaque.v.4, %opaque.v.5
  %eq.2 = icmp eq i1 %opaque.v.4, %opaque.v.5
  %ne.2 = icmp ne i1 %opaque.v.4, %opaque.v.5
  %slt.2 = icmp slt i1 %opaque.v.4, %opaque.v.5
  %sge.2 = icmp sge i1 %opaque.v.4, %opaque.v.5
  %pick.2 = call i1 @"main.pick(bool,bool)"(i1 %opaque.v.4, i1 %opaque.v.5)
  call void @wend_print_bool(i1 %and.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %or.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %xor.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %not.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %add.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mul.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %eq.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %ne.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %slt.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %sge.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %pick.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %or2.2 = or i1 %opaque.v.4, %opaque.v.5
  store i1 %or2.2, ptr %flag.2, align 1
  %flag.v.2 = load i1, ptr %flag.2, align 1
  br i1 %flag.v.2, label %if.then.2, label %if.else.2

if.then.2:
  call void @wend_print_str(ptr @.str.1, i64 2)
  br label %if.end.2

if.else.2:
  call void @wend_print_str(ptr @.str.2, i64 2)
  br label %if.end.2

if.end.2:
  store i1 true, ptr %opaque.6, align 1
  %opaque.v.6 = load i1, ptr %opaque.6, align 1
  store i1 true, ptr %opaque.7, align 1
  %opaque.v.7 = load i1, ptr %opaque.7, align 1
  %and.3 = and i1 %opaque.v.6, %opaque.v.7
  %or.3 = or i1 %opaque.v.6, %opaque.v.7
  %xor.3 = xor i1 %opaque.v.6, %opaque.v.7
  %not.3 = xor i1 %opaque.v.6, true
  %add.3 = add i1 %opaque.v.6, %opaque.v.7
  %mul.3 = mul i1 %opaque.v.6, %opaque.v.7
  %eq.3 = icmp eq i1 %opaque.v.6, %opaque.v.7
  %ne.3 = icmp ne i1 %opaque.v.6, %opaque.v.7
  %slt.3 = icmp slt i1 %opaque.v.6, %opaque.v.7
  %sge.3 = icmp sge i1 %opaque.v.6, %opaque.v.7
  %pick.3 = call i1 @"main.pick(bool,bool)"(i1 %opaque.v.6, i1 %opaque.v.7)
  call void @wend_print_bool(i1 %and.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %or.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %xor.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %not.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %add.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %mul.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %eq.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %ne.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %slt.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %sge.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  call void @wend_print_bool(i1 %pick.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %or2.3 = or i1 %opaque.v.6, %opaque.v.7
  store i1 %or2.3, ptr %flag.3, align 1
  %flag.v.3 = load i1, ptr %flag.3, align 1
  br i1 %flag.v.3, label %if.then.3, label %if.else.3

if.then.3:
  call void @wend_print_str(ptr @.str.1, i64 2)
  br label %if.end.3

if.else.3:
  call void @wend_print_str(ptr @.str.2, i64 2)
  br label %if.end.3

if.end.3:
  ret void
}

declare void @wend_print_bool(i1)
declare void @wend_print_str(ptr, i64)
