; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @count(i32 %limit) {
entry:
  br label %loop

loop:
  %x = phi i32 [ undef, %entry ], [ %v1, %loop ]
  %v1 = add i32 %x, 1
  %more = icmp slt i32 %v1, %limit
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %limit
}
