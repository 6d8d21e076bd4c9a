; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @sum(ptr %a, i32 %k, i32 %d) {
entry:
  %k3 = mul i32 %k, 3
  %by7 = sdiv i32 %k, 7
  br label %outer

outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %outer.latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  %more.r = icmp slt i32 %r, 4
  br i1 %more.r, label %inner.pre, label %done

inner.pre:
  %row = mul i32 %r, 4
  br label %inner

inner:
  %c = phi i32 [ 0, %inner.pre ], [ %c.next, %inner.body ]
  %acc.inner = phi i32 [ %acc, %inner.pre ], [ %acc.next, %inner.body ]
  %more.c = icmp slt i32 %c, 4
  br i1 %more.c, label %inner.body, label %outer.latch

inner.body:
  %byd = sdiv i32 %k, %d
  %idx = add i32 %row, %c
  %p = getelementptr i32, ptr %a, i32 %idx
  %x = load i32, ptr %p, align 4
  %t = add i32 %x, %k3
  %t2 = add i32 %t, %by7
  %t3 = add i32 %t2, %byd
  %acc.next = add i32 %acc.inner, %t3
  %c.next = add i32 %c, 1
  br label %inner

outer.latch:
  %r.next = add i32 %r, 1
  br label %outer

done:
  ret i32 %acc
}
