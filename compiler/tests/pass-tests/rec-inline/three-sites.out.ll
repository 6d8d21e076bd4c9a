; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @tak(i32 %x, i32 %y, i32 %z) {
entry:
  %lt = icmp slt i32 %y, %x
  br i1 %lt, label %rec, label %base

base:
  ret i32 %z

rec:
  %x1 = add i32 %x, -1
  %lt.1 = icmp slt i32 %y, %x1
  br i1 %lt.1, label %tak.rec, label %tak.cont.4

tak.rec:
  %x1.1 = add i32 %x, -2
  %lt.2 = icmp slt i32 %y, %x1.1
  br i1 %lt.2, label %tak.rec.1, label %tak.cont

tak.rec.1:
  %x1.2 = add i32 %x, -3
  %a = call i32 @tak(i32 %x1.2, i32 %y, i32 %z)
  %y1 = add i32 %y, -1
  %b = call i32 @tak(i32 %y1, i32 %z, i32 %x1.1)
  %z1 = add i32 %z, -1
  %c = call i32 @tak(i32 %z1, i32 %x1.1, i32 %y)
  %r = call i32 @tak(i32 %a, i32 %b, i32 %c)
  br label %tak.cont

tak.cont:
  %a.1 = phi i32 [ %r, %tak.rec.1 ], [ %z, %tak.rec ]
  %y1.1 = add i32 %y, -1
  %lt.3 = icmp slt i32 %z, %y1.1
  br i1 %lt.3, label %tak.rec.2, label %tak.cont.1

tak.rec.2:
  %x1.3 = add i32 %y, -2
  %a.2 = call i32 @tak(i32 %x1.3, i32 %z, i32 %x1)
  %y1.2 = add i32 %z, -1
  %b.1 = call i32 @tak(i32 %y1.2, i32 %x1, i32 %y1.1)
  %z1.1 = add i32 %x, -2
  %c.1 = call i32 @tak(i32 %z1.1, i32 %y1.1, i32 %z)
  %r.1 = call i32 @tak(i32 %a.2, i32 %b.1, i32 %c.1)
  br label %tak.cont.1

tak.cont.1:
  %b.2 = phi i32 [ %r.1, %tak.rec.2 ], [ %x1, %tak.cont ]
  %z1.2 = add i32 %z, -1
  %lt.4 = icmp slt i32 %x1, %z1.2
  br i1 %lt.4, label %tak.rec.3, label %tak.cont.2

tak.rec.3:
  %x1.4 = add i32 %z, -2
  %a.3 = call i32 @tak(i32 %x1.4, i32 %x1, i32 %y)
  %y1.3 = add i32 %x, -2
  %b.3 = call i32 @tak(i32 %y1.3, i32 %y, i32 %z1.2)
  %z1.3 = add i32 %y, -1
  %c.2 = call i32 @tak(i32 %z1.3, i32 %z1.2, i32 %x1)
  %r.2 = call i32 @tak(i32 %a.3, i32 %b.3, i32 %c.2)
  br label %tak.cont.2

tak.cont.2:
  %c.3 = phi i32 [ %r.2, %tak.rec.3 ], [ %y, %tak.cont.1 ]
  %lt.5 = icmp slt i32 %b.2, %a.1
  br i1 %lt.5, label %tak.rec.4, label %tak.cont.3

tak.rec.4:
  %x1.5 = add i32 %a.1, -1
  %a.4 = call i32 @tak(i32 %x1.5, i32 %b.2, i32 %c.3)
  %y1.4 = add i32 %b.2, -1
  %b.4 = call i32 @tak(i32 %y1.4, i32 %c.3, i32 %a.1)
  %z1.4 = add i32 %c.3, -1
  %c.4 = call i32 @tak(i32 %z1.4, i32 %a.1, i32 %b.2)
  %r.3 = call i32 @tak(i32 %a.4, i32 %b.4, i32 %c.4)
  br label %tak.cont.3

tak.cont.3:
  %r.4 = phi i32 [ %r.3, %tak.rec.4 ], [ %c.3, %tak.cont.2 ]
  br label %tak.cont.4

tak.cont.4:
  %a.5 = phi i32 [ %r.4, %tak.cont.3 ], [ %z, %rec ]
  %y1.5 = add i32 %y, -1
  %lt.6 = icmp slt i32 %z, %y1.5
  br i1 %lt.6, label %tak.rec.5, label %tak.cont.9

tak.rec.5:
  %x1.6 = add i32 %y, -2
  %lt.7 = icmp slt i32 %z, %x1.6
  br i1 %lt.7, label %tak.rec.6, label %tak.cont.5

tak.rec.6:
  %x1.7 = add i32 %y, -3
  %a.6 = call i32 @tak(i32 %x1.7, i32 %z, i32 %x)
  %y1.6 = add i32 %z, -1
  %b.5 = call i32 @tak(i32 %y1.6, i32 %x, i32 %x1.6)
  %z1.5 = add i32 %x, -1
  %c.5 = call i32 @tak(i32 %z1.5, i32 %x1.6, i32 %z)
  %r.5 = call i32 @tak(i32 %a.6, i32 %b.5, i32 %c.5)
  br label %tak.cont.5

tak.cont.5:
  %a.7 = phi i32 [ %r.5, %tak.rec.6 ], [ %x, %tak.rec.5 ]
  %y1.7 = add i32 %z, -1
  %lt.8 = icmp slt i32 %x, %y1.7
  br i1 %lt.8, label %tak.rec.7, label %tak.cont.6

tak.rec.7:
  %x1.8 = add i32 %z, -2
  %a.8 = call i32 @tak(i32 %x1.8, i32 %x, i32 %y1.5)
  %y1.8 = add i32 %x, -1
  %b.6 = call i32 @tak(i32 %y1.8, i32 %y1.5, i32 %y1.7)
  %z1.6 = add i32 %y, -2
  %c.6 = call i32 @tak(i32 %z1.6, i32 %y1.7, i32 %x)
  %r.6 = call i32 @tak(i32 %a.8, i32 %b.6, i32 %c.6)
  br label %tak.cont.6

tak.cont.6:
  %b.7 = phi i32 [ %r.6, %tak.rec.7 ], [ %y1.5, %tak.cont.5 ]
  %z1.7 = add i32 %x, -1
  %lt.9 = icmp slt i32 %y1.5, %z1.7
  br i1 %lt.9, label %tak.rec.8, label %tak.cont.7

tak.rec.8:
  %x1.9 = add i32 %x, -2
  %a.9 = call i32 @tak(i32 %x1.9, i32 %y1.5, i32 %z)
  %y1.9 = add i32 %y, -2
  %b.8 = call i32 @tak(i32 %y1.9, i32 %z, i32 %z1.7)
  %z1.8 = add i32 %z, -1
  %c.7 = call i32 @tak(i32 %z1.8, i32 %z1.7, i32 %y1.5)
  %r.7 = call i32 @tak(i32 %a.9, i32 %b.8, i32 %c.7)
  br label %tak.cont.7

tak.cont.7:
  %c.8 = phi i32 [ %r.7, %tak.rec.8 ], [ %z, %tak.cont.6 ]
  %lt.10 = icmp slt i32 %b.7, %a.7
  br i1 %lt.10, label %tak.rec.9, label %tak.cont.8

tak.rec.9:
  %x1.10 = add i32 %a.7, -1
  %a.10 = call i32 @tak(i32 %x1.10, i32 %b.7, i32 %c.8)
  %y1.10 = add i32 %b.7, -1
  %b.9 = call i32 @tak(i32 %y1.10, i32 %c.8, i32 %a.7)
  %z1.9 = add i32 %c.8, -1
  %c.9 = call i32 @tak(i32 %z1.9, i32 %a.7, i32 %b.7)
  %r.8 = call i32 @tak(i32 %a.10, i32 %b.9, i32 %c.9)
  br label %tak.cont.8

tak.cont.8:
  %r.9 = phi i32 [ %r.8, %tak.rec.9 ], [ %c.8, %tak.cont.7 ]
  br label %tak.cont.9

tak.cont.9:
  %b.10 = phi i32 [ %r.9, %tak.cont.8 ], [ %x, %tak.cont.4 ]
  %z1.10 = add i32 %z, -1
  %lt.11 = icmp slt i32 %x, %z1.10
  br i1 %lt.11, label %tak.rec.10, label %tak.cont.14

tak.rec.10:
  %x1.11 = add i32 %z, -2
  %lt.12 = icmp slt i32 %x, %x1.11
  br i1 %lt.12, label %tak.rec.11, label %tak.cont.10

tak.rec.11:
  %x1.12 = add i32 %z, -3
  %a.11 = call i32 @tak(i32 %x1.12, i32 %x, i32 %y)
  %y1.11 = add i32 %x, -1
  %b.11 = call i32 @tak(i32 %y1.11, i32 %y, i32 %x1.11)
  %z1.11 = add i32 %y, -1
  %c.10 = call i32 @tak(i32 %z1.11, i32 %x1.11, i32 %x)
  %r.10 = call i32 @tak(i32 %a.11, i32 %b.11, i32 %c.10)
  br label %tak.cont.10

tak.cont.10:
  %a.12 = phi i32 [ %r.10, %tak.rec.11 ], [ %y, %tak.rec.10 ]
  %y1.12 = add i32 %x, -1
  %lt.13 = icmp slt i32 %y, %y1.12
  br i1 %lt.13, label %tak.rec.12, label %tak.cont.11

tak.rec.12:
  %x1.13 = add i32 %x, -2
  %a.13 = call i32 @tak(i32 %x1.13, i32 %y, i32 %z1.10)
  %y1.13 = add i32 %y, -1
  %b.12 = call i32 @tak(i32 %y1.13, i32 %z1.10, i32 %y1.12)
  %z1.12 = add i32 %z, -2
  %c.11 = call i32 @tak(i32 %z1.12, i32 %y1.12, i32 %y)
  %r.11 = call i32 @tak(i32 %a.13, i32 %b.12, i32 %c.11)
  br label %tak.cont.11

tak.cont.11:
  %b.13 = phi i32 [ %r.11, %tak.rec.12 ], [ %z1.10, %tak.cont.10 ]
  %z1.13 = add i32 %y, -1
  %lt.14 = icmp slt i32 %z1.10, %z1.13
  br i1 %lt.14, label %tak.rec.13, label %tak.cont.12

tak.rec.13:
  %x1.14 = add i32 %y, -2
  %a.14 = call i32 @tak(i32 %x1.14, i32 %z1.10, i32 %x)
  %y1.14 = add i32 %z, -2
  %b.14 = call i32 @tak(i32 %y1.14, i32 %x, i32 %z1.13)
  %z1.14 = add i32 %x, -1
  %c.12 = call i32 @tak(i32 %z1.14, i32 %z1.13, i32 %z1.10)
  %r.12 = call i32 @tak(i32 %a.14, i32 %b.14, i32 %c.12)
  br label %tak.cont.12

tak.cont.12:
  %c.13 = phi i32 [ %r.12, %tak.rec.13 ], [ %x, %tak.cont.11 ]
  %lt.15 = icmp slt i32 %b.13, %a.12
  br i1 %lt.15, label %tak.rec.14, label %tak.cont.13

tak.rec.14:
  %x1.15 = add i32 %a.12, -1
  %a.15 = call i32 @tak(i32 %x1.15, i32 %b.13, i32 %c.13)
  %y1.15 = add i32 %b.13, -1
  %b.15 = call i32 @tak(i32 %y1.15, i32 %c.13, i32 %a.12)
  %z1.15 = add i32 %c.13, -1
  %c.14 = call i32 @tak(i32 %z1.15, i32 %a.12, i32 %b.13)
  %r.13 = call i32 @tak(i32 %a.15, i32 %b.15, i32 %c.14)
  br label %tak.cont.13

tak.cont.13:
  %r.14 = phi i32 [ %r.13, %tak.rec.14 ], [ %c.13, %tak.cont.12 ]
  br label %tak.cont.14

tak.cont.14:
  %c.15 = phi i32 [ %r.14, %tak.cont.13 ], [ %y, %tak.cont.9 ]
  %lt.16 = icmp slt i32 %b.10, %a.5
  br i1 %lt.16, label %tak.rec.15, label %tak.cont.19

tak.rec.15:
  %x1.16 = add i32 %a.5, -1
  %lt.17 = icmp slt i32 %b.10, %x1.16
  br i1 %lt.17, label %tak.rec.16, label %tak.cont.15

tak.rec.16:
  %x1.17 = add i32 %a.5, -2
  %a.16 = call i32 @tak(i32 %x1.17, i32 %b.10, i32 %c.15)
  %y1.16 = add i32 %b.10, -1
  %b.16 = call i32 @tak(i32 %y1.16, i32 %c.15, i32 %x1.16)
  %z1.16 = add i32 %c.15, -1
  %c.16 = call i32 @tak(i32 %z1.16, i32 %x1.16, i32 %b.10)
  %r.15 = call i32 @tak(i32 %a.16, i32 %b.16, i32 %c.16)
  br label %tak.cont.15

tak.cont.15:
  %a.17 = phi i32 [ %r.15, %tak.rec.16 ], [ %c.15, %tak.rec.15 ]
  %y1.17 = add i32 %b.10, -1
  %lt.18 = icmp slt i32 %c.15, %y1.17
  br i1 %lt.18, label %tak.rec.17, label %tak.cont.16

tak.rec.17:
  %x1.18 = add i32 %b.10, -2
  %a.18 = call i32 @tak(i32 %x1.18, i32 %c.15, i32 %a.5)
  %y1.18 = add i32 %c.15, -1
  %b.17 = call i32 @tak(i32 %y1.18, i32 %a.5, i32 %y1.17)
  %z1.17 = add i32 %a.5, -1
  %c.17 = call i32 @tak(i32 %z1.17, i32 %y1.17, i32 %c.15)
  %r.16 = call i32 @tak(i32 %a.18, i32 %b.17, i32 %c.17)
  br label %tak.cont.16

tak.cont.16:
  %b.18 = phi i32 [ %r.16, %tak.rec.17 ], [ %a.5, %tak.cont.15 ]
  %z1.18 = add i32 %c.15, -1
  %lt.19 = icmp slt i32 %a.5, %z1.18
  br i1 %lt.19, label %tak.rec.18, label %tak.cont.17

tak.rec.18:
  %x1.19 = add i32 %c.15, -2
  %a.19 = call i32 @tak(i32 %x1.19, i32 %a.5, i32 %b.10)
  %y1.19 = add i32 %a.5, -1
  %b.19 = call i32 @tak(i32 %y1.19, i32 %b.10, i32 %z1.18)
  %z1.19 = add i32 %b.10, -1
  %c.18 = call i32 @tak(i32 %z1.19, i32 %z1.18, i32 %a.5)
  %r.17 = call i32 @tak(i32 %a.19, i32 %b.19, i32 %c.18)
  br label %tak.cont.17

tak.cont.17:
  %c.19 = phi i32 [ %r.17, %tak.rec.18 ], [ %b.10, %tak.cont.16 ]
  %lt.20 = icmp slt i32 %b.18, %a.17
  br i1 %lt.20, label %tak.rec.19, label %tak.cont.18

tak.rec.19:
  %x1.20 = add i32 %a.17, -1
  %a.20 = call i32 @tak(i32 %x1.20, i32 %b.18, i32 %c.19)
  %y1.20 = add i32 %b.18, -1
  %b.20 = call i32 @tak(i32 %y1.20, i32 %c.19, i32 %a.17)
  %z1.20 = add i32 %c.19, -1
  %c.20 = call i32 @tak(i32 %z1.20, i32 %a.17, i32 %b.18)
  %r.18 = call i32 @tak(i32 %a.20, i32 %b.20, i32 %c.20)
  br label %tak.cont.18

tak.cont.18:
  %r.19 = phi i32 [ %r.18, %tak.rec.19 ], [ %c.19, %tak.cont.17 ]
  br label %tak.cont.19

tak.cont.19:
  %r.20 = phi i32 [ %r.19, %tak.cont.18 ], [ %c.15, %tak.cont.14 ]
  ret i32 %r.20
}

define i32 @main() {
entry:
  %t = call i32 @tak(i32 12, i32 6, i32 0)
  call void @wend_print_int(i32 %t)
  ret i32 0
}

; The wend runtime as LLVM definitions, so that lli can run this module.
; (Native builds link runtime/ instead of these.)
@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c"true", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c"false", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)

define void @wend_print_int(i32 %value) {
  %r = call i32 (ptr, ...) @printf(ptr @wend.lli.fmt.int, i32 %value)
  ret void
}

define void @wend_print_bool(i1 %value) {
  %text = select i1 %value, ptr @wend.lli.true, ptr @wend.lli.false
  %len = select i1 %value, i64 4, i64 5
  call void @wend_print_str(ptr %text, i64 %len)
  ret void
}

define void @wend_print_str(ptr %bytes, i64 %len) {
  %out = load ptr, ptr @stdout, align 8
  %n = call i64 @fwrite(ptr %bytes, i64 1, i64 %len, ptr %out)
  ret void
}
