; A frame record after inlining: the link at offset 0, an int at 8, a bool
; at 12 and an array of four ints at 16 in @f (zeroed by a memset), each
; reached by its own getelementptrs. sroa gives every field its own
; alloca named after its variable (mem2reg can then promote `%n` and
; `%flag`); the link field, stored once before every load of it, is
; forwarded instead: `%up` is `%outer`. @escapes keeps its record whole:
; its address goes to a call (a nested function that was not inlined).
define i32 @f(ptr %outer) {
entry:
  %frame = alloca [4 x i64], align 8
  store ptr %outer, ptr %frame, align 8
  %n = getelementptr i8, ptr %frame, i32 8
  store i32 0, ptr %n, align 4
  %flag = getelementptr i8, ptr %frame, i32 12
  store i1 false, ptr %flag, align 1
  %xs = getelementptr i8, ptr %frame, i32 16
  call void @llvm.memset.p0.i64(ptr %xs, i8 0, i64 16, i1 false)
  %n.1 = getelementptr i8, ptr %frame, i32 8
  store i32 5, ptr %n.1, align 4
  %xs.1 = getelementptr i8, ptr %frame, i32 16
  %xs.elem = getelementptr i32, ptr %xs.1, i32 2
  store i32 7, ptr %xs.elem, align 4
  %n.2 = getelementptr i8, ptr %frame, i32 8
  %n.3 = load i32, ptr %n.2, align 4
  %xs.elem.1 = getelementptr i32, ptr %xs.1, i32 2
  %x = load i32, ptr %xs.elem.1, align 4
  %sum = add i32 %n.3, %x
  %flag.1 = getelementptr i8, ptr %frame, i32 12
  store i1 true, ptr %flag.1, align 1
  %up = load ptr, ptr %frame, align 8
  %o = load i32, ptr %up, align 4
  %f = load i1, ptr %flag.1, align 1
  %sum.o = add i32 %sum, %o
  call void @wend_print_int(i32 %sum.o)
  call void @wend_print_bool(i1 %f)
  %e = call i32 @escapes()
  ret i32 %e
}

define i32 @main() {
entry:
  %cell = alloca i32, align 4
  store i32 40, ptr %cell, align 4
  %r = call i32 @f(ptr %cell)
  call void @wend_print_int(i32 %r)
  ret i32 0
}

define i32 @escapes() {
entry:
  %frame = alloca [2 x i64], align 8
  %k = getelementptr i8, ptr %frame, i32 0
  store i32 3, ptr %k, align 4
  call void @bump(ptr %frame)
  %k.1 = load i32, ptr %k, align 4
  ret i32 %k.1
}

define void @bump(ptr %link) {
entry:
  %k = getelementptr i8, ptr %link, i32 0
  %v = load i32, ptr %k, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %k, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
