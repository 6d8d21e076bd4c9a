; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @read_first(i32 %k) {
entry:
  %cmp = icmp sgt i32 %k, 0
  br i1 %cmp, label %then, label %join

then:
  %k2 = mul i32 %k, 2
  br label %join

join:
  %y = phi i32 [ undef, %entry ], [ %k2, %then ]
  %sum = add i32 %k, %y
  ret i32 %sum
}
