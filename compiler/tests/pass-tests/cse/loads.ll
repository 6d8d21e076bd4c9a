; Redundant loads. In @f: `%a.again` reads what `%a0` read (no store in
; between), `%b.fwd` reads what the store just wrote, and the store to
; the slot %tmp, between them, cannot touch the received array %xs, so
; `%x.again` reuses `%x0`. Inside the `if`, the element read before the branch is still
; known. After the store through %ys (which may be %xs), `%x.after` must
; read again; after the call, so must `%t.after`. In the join (reached
; from two blocks) nothing is known, so `%x.join` reads again.
define i32 @f(ptr %xs, ptr %ys, i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr i32, ptr %xs, i32 %i
  %a0 = load i32, ptr %p, align 4
  %a.again = load i32, ptr %p, align 4
  %sum = add i32 %a0, %a.again
  %x0 = load i32, ptr %xs, align 4
  store i32 %sum, ptr %tmp, align 4
  %b.fwd = load i32, ptr %tmp, align 4
  %x.again = load i32, ptr %xs, align 4
  %c = add i32 %b.fwd, %x.again
  %big = icmp sgt i32 %c, 100
  br i1 %big, label %then, label %join

then:
  %a.then = load i32, ptr %p, align 4
  store i32 %a.then, ptr %ys, align 4
  %x.after = load i32, ptr %xs, align 4
  call void @wend_print_int(i32 %x.after)
  %t.after = load i32, ptr %tmp, align 4
  call void @wend_print_int(i32 %t.after)
  br label %join

join:
  %x.join = load i32, ptr %xs, align 4
  %r = add i32 %x.join, %x0
  ret i32 %r
}

; In @g the join of an `if` whose arm neither stores nor calls still
; knows `%v0`: `%v.join` goes. In the join after an arm that stores to
; the same array, `%v.after` must read again.
define i32 @g(ptr %xs, i32 %i) {
entry:
  %p = getelementptr i32, ptr %xs, i32 %i
  %v0 = load i32, ptr %p, align 4
  %big = icmp sgt i32 %v0, 5
  br i1 %big, label %then, label %join

then:
  %d = mul i32 %v0, 2
  br label %join

join:
  %r = phi i32 [ %d, %then ], [ 0, %entry ]
  %v.join = load i32, ptr %p, align 4
  %small = icmp slt i32 %v.join, 50
  br i1 %small, label %write, label %join2

write:
  store i32 %r, ptr %xs, align 4
  br label %join2

join2:
  %v.after = load i32, ptr %p, align 4
  %s = add i32 %v.after, %r
  ret i32 %s
}

; In @fields, %link is a frame record: the int at 8 read again after
; stores to the int at 12 and into the array at 16 (whose index, in
; bounds, keeps it at or above 16) is still known. After the store
; through %other (which may be the same record), it must read again.
define i32 @fields(ptr dereferenceable(48) %link, ptr %other, i32 %i) {
entry:
  %n = getelementptr i8, ptr %link, i32 8
  %n0 = load i32, ptr %n, align 4
  %m = getelementptr i8, ptr %link, i32 12
  store i32 7, ptr %m, align 4
  %xs = getelementptr i8, ptr %link, i32 16
  %x = getelementptr i32, ptr %xs, i32 %i
  store i32 5, ptr %x, align 4
  %n.1 = getelementptr i8, ptr %link, i32 8
  %n1 = load i32, ptr %n.1, align 4
  store i32 9, ptr %other, align 4
  %n2 = load i32, ptr %n.1, align 4
  %s = add i32 %n0, %n1
  %t = add i32 %s, %n2
  ret i32 %t
}

define i32 @main() {
entry:
  %arr = alloca [4 x i32], align 16
  %arr2 = alloca [4 x i32], align 16
  store i32 60, ptr %arr, align 4
  %e1 = getelementptr i32, ptr %arr, i32 1
  store i32 7, ptr %e1, align 4
  %r1 = call i32 @f(ptr %arr, ptr %arr, i32 1)
  call void @wend_print_int(i32 %r1)
  %r2 = call i32 @f(ptr %arr, ptr %arr2, i32 1)
  call void @wend_print_int(i32 %r2)
  %r3 = call i32 @g(ptr %arr, i32 1)
  call void @wend_print_int(i32 %r3)
  %r4 = call i32 @g(ptr %arr, i32 0)
  call void @wend_print_int(i32 %r4)
  %rec = alloca [6 x i64], align 8
  %rec.n = getelementptr i8, ptr %rec, i32 8
  store i32 4, ptr %rec.n, align 4
  %r5 = call i32 @fields(ptr %rec, ptr %rec, i32 1)
  call void @wend_print_int(i32 %r5)
  ret i32 0
}

declare void @wend_print_int(i32)
