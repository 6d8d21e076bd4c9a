; ModuleID = 'two-carried.wend'
source_filename = "two-carried.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %call = call i32 @main.fib(i32 0)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.fib(i32 1)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.fib(i32 3)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.fib(i32 4)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.4 = call i32 @main.fib(i32 5)
  call void @wend_print_int(i32 %call.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.5 = call i32 @main.fib(i32 50)
  call void @wend_print_int(i32 %call.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.6 = call i32 @main.fib_ne(i32 0)
  call void @wend_print_int(i32 %call.6)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.7 = call i32 @main.fib_ne(i32 7)
  call void @wend_print_int(i32 %call.7)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.8 = call i32 @main.fib_ne(i32 60)
  call void @wend_print_int(i32 %call.8)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.fib(i32 %n) {
entry:
  %bound = add i32 %n, 1
  %trips = sub i32 %bound, 1
  %trips.enough = icmp sge i32 %trips, 4
  %trips.above.max = icmp slt i32 %trips, 0
  %unroll.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 1, %bound
  %unroll.guard = and i1 %loop.runs, %unroll.enough
  br i1 %unroll.guard, label %unroll.ph, label %epilogue.ph

unroll.ph:
  %unroll.trips = and i32 %trips, -4
  %unroll.end = add i32 1, %unroll.trips
  br label %unroll.body

unroll.body:
  %a.unroll = phi i32 [ 0, %unroll.ph ], [ %add.3, %unroll.body ]
  %b.unroll = phi i32 [ 1, %unroll.ph ], [ %add.4, %unroll.body ]
  %i.unroll = phi i32 [ 1, %unroll.ph ], [ %add.1.3, %unroll.body ]
  %add = add i32 %a.unroll, %b.unroll
  %add.1 = add i32 %i.unroll, 1
  %add.2 = add i32 %b.unroll, %add
  %add.1.1 = add i32 %add.1, 1
  %add.3 = add i32 %add, %add.2
  %add.1.2 = add i32 %add.1.1, 1
  %add.4 = add i32 %add.2, %add.3
  %add.1.3 = add i32 %add.1.2, 1
  %unroll.more = icmp ne i32 %add.1.3, %unroll.end
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %a.resume = phi i32 [ 0, %entry ], [ %add.3, %unroll.exit ]
  %b.resume = phi i32 [ 1, %entry ], [ %add.4, %unroll.exit ]
  %i.resume = phi i32 [ 1, %entry ], [ %add.1.3, %unroll.exit ]
  br label %while.cond

while.cond:
  %a = phi i32 [ %a.resume, %epilogue.ph ], [ %b, %while.body ]
  %b = phi i32 [ %b.resume, %epilogue.ph ], [ %add.5, %while.body ]
  %i = phi i32 [ %i.resume, %epilogue.ph ], [ %add.1.4, %while.body ]
  %cmp = icmp sle i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %add.5 = add i32 %a, %b
  %add.1.4 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 %a
}

define i32 @main.fib_ne(i32 %n) {
entry:
  %trips = sub i32 %n, 0
  %trips.enough = icmp sge i32 %trips, 4
  %trips.above.max = icmp slt i32 %trips, 0
  %unroll.enough = or i1 %trips.enough, %trips.above.max
  br i1 %unroll.enough, label %unroll.ph, label %epilogue.ph

unroll.ph:
  %unroll.trips = and i32 %trips, -4
  %unroll.end = add i32 0, %unroll.trips
  br label %unroll.body

unroll.body:
  %a.unroll = phi i32 [ 0, %unroll.ph ], [ %add.3, %unroll.body ]
  %b.unroll = phi i32 [ 1, %unroll.ph ], [ %add.4, %unroll.body ]
  %i.unroll = phi i32 [ 0, %unroll.ph ], [ %add.1.3, %unroll.body ]
  %add = add i32 %a.unroll, %b.unroll
  %add.1 = add i32 %i.unroll, 1
  %add.2 = add i32 %b.unroll, %add
  %add.1.1 = add i32 %add.1, 1
  %add.3 = add i32 %add, %add.2
  %add.1.2 = add i32 %add.1.1, 1
  %add.4 = add i32 %add.2, %add.3
  %add.1.3 = add i32 %add.1.2, 1
  %unroll.more = icmp ne i32 %add.1.3, %unroll.end
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %a.resume = phi i32 [ 0, %entry ], [ %add.3, %unroll.exit ]
  %b.resume = phi i32 [ 1, %entry ], [ %add.4, %unroll.exit ]
  %i.resume = phi i32 [ 0, %entry ], [ %add.1.3, %unroll.exit ]
  br label %while.cond

while.cond:
  %a = phi i32 [ %a.resume, %epilogue.ph ], [ %b, %while.body ]
  %b = phi i32 [ %b.resume, %epilogue.ph ], [ %add.5, %while.body ]
  %i = phi i32 [ %i.resume, %epilogue.ph ], [ %add.1.4, %while.body ]
  %cmp = icmp ne i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %add.5 = add i32 %a, %b
  %add.1.4 = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 %a
}

; The wend runtime as LLVM definitions, so that lli can run this module.
; (Native builds link runtime/ instead of these.)
@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c"true", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c"false", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)

define void @wend_print_int(i32 %value) {
  %r = call i32 (ptr, ...) @printf(ptr @wend.lli.fmt.int, i32 %value)
  ret void
}

define void @wend_print_bool(i1 %value) {
  %text = select i1 %value, ptr @wend.lli.true, ptr @wend.lli.false
  %len = select i1 %value, i64 4, i64 5
  call void @wend_print_str(ptr %text, i64 %len)
  ret void
}

define void @wend_print_str(ptr %bytes, i64 %len) {
  %out = load ptr, ptr @stdout, align 8
  %n = call i64 @fwrite(ptr %bytes, i64 1, i64 %len, ptr %out)
  ret void
}
