; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @divisions(i32 %a, i32 %b) {
entry:
  %by_var = sdiv i32 %a, %b
  %by_minus_one = sdiv i32 %a, -1
  %by_zero = srem i32 %a, 0
  %rem_var = srem i32 %a, %b
  ret i32 %a
}
