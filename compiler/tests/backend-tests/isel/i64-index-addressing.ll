; The i64 indexes lsr leaves (its counters): a scaled index register with
; no sign extension, in a frame slot's address and in a pointer's. A *row*
; (a GEP by a counter whose users are GEPs by constants and loads/stores)
; is never computed: each element's address is the row's plus a
; displacement, also in another block (`%row2`). A row with another use
; (`%kept`, passed to a call) is computed with `lea`.
define i32 @sum(i64 %k, ptr %b) {
entry:
  %a = alloca [10 x i32], align 4
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 9, ptr %p, align 4
  %q = getelementptr i32, ptr %b, i64 %k
  %v = load i32, ptr %q, align 4
  %row = getelementptr i32, ptr %b, i64 %k
  %r = getelementptr i32, ptr %row, i32 -1
  %w = load i32, ptr %r, align 4
  %s = add i32 %v, %w
  %row2 = getelementptr i32, ptr %a, i64 %k
  %big = icmp sgt i32 %s, 3
  br i1 %big, label %then, label %done

then:
  %next = getelementptr i32, ptr %row2, i32 1
  %x = load i32, ptr %next, align 4
  store i32 %x, ptr %row2, align 4
  %kept = getelementptr i32, ptr %b, i64 %k
  %kept.1 = getelementptr i32, ptr %kept, i32 2
  store i32 1, ptr %kept.1, align 4
  call void @use(ptr %kept)
  br label %done

done:
  ret i32 %s
}

declare void @use(ptr)
