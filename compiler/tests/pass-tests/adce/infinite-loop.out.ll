; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @spin() {
entry:
  br label %loop

loop:
  br label %loop
}

define void @search(i32 %start) {
entry:
  br label %loop

loop:
  %x = phi i32 [ %start, %entry ], [ %x.1, %loop ]
  %x.1 = add i32 %x, 3
  %found = icmp eq i32 %x.1, 100
  br i1 %found, label %done, label %loop

done:
  ret void
}
