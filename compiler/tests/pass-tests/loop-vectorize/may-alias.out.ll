; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @two_views(ptr %p, ptr %q, i32 %n) {
entry:
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %src = getelementptr i32, ptr %p, i32 %i
  %x = load i32, ptr %src, align 4
  %y = add i32 %x, 1
  %dst = getelementptr i32, ptr %q, i32 %i
  store i32 %y, ptr %dst, align 4
  %i.next = add i32 %i, 1
  br label %cond

done:
  ret void
}

define i32 @own_copy(ptr %p, i32 %n) {
entry:
  %own = alloca [64 x i32], align 4
  %trips = sub i32 %n, 0
  %trips.enough = icmp sge i32 %trips, 4
  %trips.above.max = icmp slt i32 %trips, 0
  %vec.enough = or i1 %trips.enough, %trips.above.max
  %loop.runs = icmp slt i32 0, %n
  %vec.guard = and i1 %loop.runs, %vec.enough
  br i1 %vec.guard, label %vec.ph, label %scalar.ph

vec.ph:
  %vec.trips = and i32 %trips, -4
  %vec.end = add i32 0, %vec.trips
  br label %vec.body

vec.body:
  %vec.i = phi i32 [ 0, %vec.ph ], [ %vec.i.next, %vec.body ]
  %src = getelementptr i32, ptr %p, i32 %vec.i
  %x.vec = load <4 x i32>, ptr %src, align 4
  %y.vec = mul <4 x i32> %x.vec, <i32 3, i32 3, i32 3, i32 3>
  %dst = getelementptr i32, ptr %own, i32 %vec.i
  store <4 x i32> %y.vec, ptr %dst, align 4
  %i.next = add i32 %vec.i, 1
  %vec.i.next = add i32 %vec.i, 4
  %vec.more = icmp ne i32 %vec.i.next, %vec.end
  br i1 %vec.more, label %vec.body, label %vec.middle

vec.middle:
  br label %scalar.ph

scalar.ph:
  %i.resume = phi i32 [ 0, %entry ], [ %vec.end, %vec.middle ]
  br label %cond

cond:
  %i = phi i32 [ %i.resume, %scalar.ph ], [ %i.next.1, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done

body:
  %src.1 = getelementptr i32, ptr %p, i32 %i
  %x = load i32, ptr %src.1, align 4
  %y = mul i32 %x, 3
  %dst.1 = getelementptr i32, ptr %own, i32 %i
  store i32 %y, ptr %dst.1, align 4
  %i.next.1 = add i32 %i, 1
  br label %cond

done:
  %first = getelementptr i32, ptr %own, i32 0
  %r = load i32, ptr %first, align 4
  ret i32 %r
}
