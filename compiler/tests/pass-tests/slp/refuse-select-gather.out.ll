; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @pick(ptr %out, i1 %c0, i1 %c1, i1 %c2, i1 %c3, i32 %x0, i32 %x1, i32 %x2, i32 %x3, i32 %y0, i32 %y1, i32 %y2, i32 %y3) {
entry:
  %t0 = select i1 %c0, i32 %x0, i32 %y0
  %p0 = getelementptr i32, ptr %out, i32 0
  store i32 %t0, ptr %p0, align 4
  %t1 = select i1 %c1, i32 %x1, i32 %y1
  %p1 = getelementptr i32, ptr %out, i32 1
  store i32 %t1, ptr %p1, align 4
  %t2 = select i1 %c2, i32 %x2, i32 %y2
  %p2 = getelementptr i32, ptr %out, i32 2
  store i32 %t2, ptr %p2, align 4
  %t3 = select i1 %c3, i32 %x3, i32 %y3
  %p3 = getelementptr i32, ptr %out, i32 3
  store i32 %t3, ptr %p3, align 4
  ret void
}
