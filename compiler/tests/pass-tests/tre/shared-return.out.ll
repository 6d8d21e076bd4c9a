; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @solve(i32 %n, ptr %count) {
tailrecurse.entry:
  br label %entry

entry:
  %n.1 = phi i32 [ %n, %tailrecurse.entry ], [ %m, %then ]
  %more = icmp sgt i32 %n.1, 0
  br i1 %more, label %then, label %end

then:
  %m = sub i32 %n.1, 1
  call void @solve(i32 %m, ptr %count)
  %c = load i32, ptr %count, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr %count, align 4
  br label %entry

end:
  ret void
}

define i32 @last_digit_sum(i32 %n, i32 %acc) {
tailrecurse.entry:
  br label %entry

entry:
  %acc.1 = phi i32 [ %acc, %tailrecurse.entry ], [ %a, %rec ]
  %n.1 = phi i32 [ %n, %tailrecurse.entry ], [ %q, %rec ]
  %small = icmp slt i32 %n.1, 10
  br i1 %small, label %base, label %rec

base:
  %done = add i32 %acc.1, %n.1
  br label %out

rec:
  %d = srem i32 %n.1, 10
  %q = sdiv i32 %n.1, 10
  %a = add i32 %acc.1, %d
  br label %entry

out:
  %v = phi i32 [ %done, %base ]
  ret i32 %v
}

define i32 @main() {
entry:
  %count = alloca i32, align 4
  store i32 0, ptr %count, align 4
  call void @solve(i32 10, ptr %count)
  %c = load i32, ptr %count, align 4
  call void @wend_print_int(i32 %c)
  %s = call i32 @last_digit_sum(i32 987654321, i32 0)
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
