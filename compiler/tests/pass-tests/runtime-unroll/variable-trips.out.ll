; ModuleID = 'variable-trips.wend'
source_filename = "variable-trips.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [8 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 64, i1 false)
  br label %unroll.ph

unroll.ph:
  br label %unroll.body

unroll.body:
  %k.unroll = phi i32 [ 0, %unroll.ph ], [ %add.1.3, %unroll.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %k.unroll
  %add = add i32 %k.unroll, 1
  store i32 %add, ptr %a.elem, align 4
  %add.1 = add i32 %k.unroll, 1
  %a.elem.1 = getelementptr i32, ptr %a, i32 %add.1
  %add.2 = add i32 %add.1, 1
  store i32 %add.2, ptr %a.elem.1, align 4
  %add.1.1 = add i32 %add.1, 1
  %a.elem.2 = getelementptr i32, ptr %a, i32 %add.1.1
  %add.3 = add i32 %add.1.1, 1
  store i32 %add.3, ptr %a.elem.2, align 4
  %add.1.2 = add i32 %add.1.1, 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.1.2
  %add.4 = add i32 %add.1.2, 1
  store i32 %add.4, ptr %a.elem.3, align 4
  %add.1.3 = add i32 %add.1.2, 1
  %unroll.more = icmp ne i32 %add.1.3, 16
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %k.resume = phi i32 [ %add.1.3, %unroll.exit ]
  br label %while.cond

while.cond:
  %k = phi i32 [ %k.resume, %epilogue.ph ], [ %add.1.4, %while.body ]
  %cmp = icmp slt i32 %k, 16
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %k
  %add.5 = add i32 %k, 1
  store i32 %add.5, ptr %a.elem.4, align 4
  %add.1.4 = add i32 %k, 1
  br label %while.cond

while.end:
  %call = call i32 @main.prefix(i32 1, ptr %frame)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.prefix(i32 2, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.prefix(i32 4, ptr %frame)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.prefix(i32 5, ptr %frame)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.4 = call i32 @main.prefix(i32 6, ptr %frame)
  call void @wend_print_int(i32 %call.4)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.5 = call i32 @main.prefix(i32 10, ptr %frame)
  call void @wend_print_int(i32 %call.5)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.prefix(i32 %n, ptr dereferenceable(64) %link) {
entry:
  %a = getelementptr i8, ptr %link, i32 0
  %a.1 = getelementptr i8, ptr %link, i32 0
  %a.2 = getelementptr i8, ptr %link, i32 0
  %trips = sub i32 %n, 1
  %trips.enough = icmp sge i32 %trips, 2
  %trips.above.max = icmp slt i32 %trips, 0
  %unroll.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 1, %n
  %unroll.guard = and i1 %loop.runs, %unroll.enough
  br i1 %unroll.guard, label %unroll.ph, label %epilogue.ph

unroll.ph:
  %unroll.trips = and i32 %trips, -2
  %unroll.end = add i32 1, %unroll.trips
  br label %unroll.body

unroll.body:
  %i.unroll = phi i32 [ 1, %unroll.ph ], [ %add.1.1, %unroll.body ]
  %a.elem = getelementptr i32, ptr %a, i32 %i.unroll
  %a.elem.1 = getelementptr i32, ptr %a.1, i32 %i.unroll
  %a.3 = load i32, ptr %a.elem.1, align 4
  %sub = add i32 %i.unroll, -1
  %a.elem.2 = getelementptr i32, ptr %a.2, i32 %sub
  %a.4 = load i32, ptr %a.elem.2, align 4
  %add = add i32 %a.3, %a.4
  store i32 %add, ptr %a.elem, align 4
  %add.1 = add i32 %i.unroll, 1
  %a.elem.3 = getelementptr i32, ptr %a, i32 %add.1
  %a.elem.1.1 = getelementptr i32, ptr %a.1, i32 %add.1
  %a.3.1 = load i32, ptr %a.elem.1.1, align 4
  %sub.1 = add i32 %add.1, -1
  %a.elem.2.1 = getelementptr i32, ptr %a.2, i32 %sub.1
  %a.4.1 = load i32, ptr %a.elem.2.1, align 4
  %add.2 = add i32 %a.3.1, %a.4.1
  store i32 %add.2, ptr %a.elem.3, align 4
  %add.1.1 = add i32 %add.1, 1
  %unroll.more = icmp ne i32 %add.1.1, %unroll.end
  br i1 %unroll.more, label %unroll.body, label %unroll.exit

unroll.exit:
  br label %epilogue.ph

epilogue.ph:
  %i.resume = phi i32 [ 1, %entry ], [ %add.1.1, %unroll.exit ]
  br label %while.cond

while.cond:
  %i = phi i32 [ %i.resume, %epilogue.ph ], [ %add.1.2, %while.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a.elem.4 = getelementptr i32, ptr %a, i32 %i
  %a.elem.1.2 = getelementptr i32, ptr %a.1, i32 %i
  %a.3.2 = load i32, ptr %a.elem.1.2, align 4
  %sub.2 = add i32 %i, -1
  %a.elem.2.2 = getelementptr i32, ptr %a.2, i32 %sub.2
  %a.4.2 = load i32, ptr %a.elem.2.2, align 4
  %add.3 = add i32 %a.3.2, %a.4.2
  store i32 %add.3, ptr %a.elem.4, align 4
  %add.1.2 = add i32 %i, 1
  br label %while.cond

while.end:
  %sub.1.1 = add i32 %n, -1
  %a.5 = getelementptr i8, ptr %link, i32 0
  %a.elem.3.1 = getelementptr i32, ptr %a.5, i32 %sub.1.1
  %a.6 = load i32, ptr %a.elem.3.1, align 4
  ret i32 %a.6
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

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
