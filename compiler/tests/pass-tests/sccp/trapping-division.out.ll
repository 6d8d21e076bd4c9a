; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @by_zero() {
entry:
  %q = sdiv i32 7, 0
  %s = add i32 %q, 1
  ret i32 %s
}

define i32 @overflow() {
entry:
  %r = srem i32 -2147483648, -1
  ret i32 %r
}

define i32 @safe() {
entry:
  ret i32 -1073741826
}
