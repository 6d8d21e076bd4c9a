; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @spin() {
entry:
  %a.slot = alloca i32, align 4
  store i32 0, ptr %a.slot, align 4
  br label %head

head:
  %a = load i32, ptr %a.slot, align 4
  store i32 %a, ptr %a.slot, align 4
  br label %tail

tail:
  br label %head
}
