; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @depth(i32 %n) {
entry:
  %a = alloca [2 x i32], align 4
  %a.1 = alloca [2 x i32], align 4
  %a.2 = alloca [2 x i32], align 4
  %a.3 = alloca [2 x i32], align 4
  %p = getelementptr i32, ptr %a, i32 0
  store i32 %n, ptr %p, align 4
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec

base:
  ret i32 0

rec:
  %m = add i32 %n, -1
  %p.1 = getelementptr i32, ptr %a.1, i32 0
  store i32 %m, ptr %p.1, align 4
  %stop.1 = icmp sle i32 %m, 0
  br i1 %stop.1, label %depth.cont.2, label %depth.rec

depth.rec:
  %m.1 = add i32 %n, -2
  %p.2 = getelementptr i32, ptr %a.2, i32 0
  store i32 %m.1, ptr %p.2, align 4
  %stop.2 = icmp sle i32 %m.1, 0
  br i1 %stop.2, label %depth.cont.1, label %depth.rec.1

depth.rec.1:
  %m.2 = add i32 %n, -3
  %p.3 = getelementptr i32, ptr %a.3, i32 0
  store i32 %m.2, ptr %p.3, align 4
  %stop.3 = icmp sle i32 %m.2, 0
  br i1 %stop.3, label %depth.cont, label %depth.rec.2

depth.rec.2:
  %m.3 = add i32 %n, -4
  %r = call i32 @depth(i32 %m.3)
  %mine = load i32, ptr %p.3, align 4
  %sum = add i32 %r, %mine
  br label %depth.cont

depth.cont:
  %r.1 = phi i32 [ %sum, %depth.rec.2 ], [ 0, %depth.rec.1 ]
  %mine.1 = load i32, ptr %p.2, align 4
  %sum.1 = add i32 %r.1, %mine.1
  br label %depth.cont.1

depth.cont.1:
  %r.2 = phi i32 [ %sum.1, %depth.cont ], [ 0, %depth.rec ]
  %mine.2 = load i32, ptr %p.1, align 4
  %sum.2 = add i32 %r.2, %mine.2
  br label %depth.cont.2

depth.cont.2:
  %r.3 = phi i32 [ %sum.2, %depth.cont.1 ], [ 0, %rec ]
  %mine.3 = load i32, ptr %p, align 4
  %sum.3 = add i32 %r.3, %mine.3
  ret i32 %sum.3
}

define i32 @main() {
entry:
  %s = call i32 @depth(i32 6)
  call void @wend_print_int(i32 %s)
  ret i32 0
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
