; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32 %x, i1 %b) {
entry:
  %same = add i32 %x, 0
  br label %then

then:
  %t = add i32 0, %same
  ret i32 %t
}
