; passes: slp
; Selects of parameters by parameter conditions: every bundle would be a
; gather (an insertelement per lane, 12 in all, plus the vector select and
; store), which costs more than the four scalar selects and stores, so the
; cost model refuses and nothing changes.
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
