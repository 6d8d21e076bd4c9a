; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  br label %clamp.entry

clamp.entry:
  %big = icmp sgt i32 %v, 5
  br i1 %big, label %clamp.high, label %clamp.check.low

clamp.high:
  br label %clamp.cont

clamp.check.low:
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %clamp.low, label %clamp.mid

clamp.low:
  br label %clamp.cont

clamp.mid:
  br label %clamp.cont

clamp.cont:
  %c = phi i32 [ 5, %clamp.high ], [ 0, %clamp.low ], [ %v, %clamp.mid ]
  br label %clamp.entry.1

clamp.entry.1:
  %big.1 = icmp sgt i32 %c, 5
  br i1 %big.1, label %clamp.high.1, label %clamp.check.low.1

clamp.high.1:
  br label %clamp.cont.1

clamp.check.low.1:
  %neg.1 = icmp slt i32 %c, 0
  br i1 %neg.1, label %clamp.low.1, label %clamp.mid.1

clamp.low.1:
  br label %clamp.cont.1

clamp.mid.1:
  br label %clamp.cont.1

clamp.cont.1:
  %d = phi i32 [ 5, %clamp.high.1 ], [ 0, %clamp.low.1 ], [ %c, %clamp.mid.1 ]
  %sum = add i32 %c, %d
  call void @wend_print_int(i32 %sum)
  br label %report.entry

report.entry:
  %odd.bit = and i32 %v, 1
  %odd = icmp ne i32 %odd.bit, 0
  br i1 %odd, label %report.print, label %report.done

report.print:
  call void @wend_print_int(i32 %v)
  br label %report.cont

report.done:
  br label %report.cont

report.cont:
  %next = add i32 %v, 2
  store i32 %next, ptr %i, align 4
  %more = icmp slt i32 %next, 9
  br i1 %more, label %loop, label %end

end:
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
