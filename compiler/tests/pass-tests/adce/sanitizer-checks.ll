; --sanitize checks survive ADCE even where the value they guard is dead:
; the load of a[i] and the quotient are never used, so they go, but each
; check (compare, branch to a block calling a report function, unreachable)
; stays, because a call is a side effect (without its check, an index out of
; range would be a silent read).
@.str.0 = private unnamed_addr constant [1 x i8] c"a", align 1

define i32 @main() {
entry:
  %a = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  %i = add i32 1, 2
  %wide = zext i32 %i to i64
  %bad = icmp sge i64 %wide, 4
  br i1 %bad, label %san.bounds, label %bounds.ok

bounds.ok:
  %p = getelementptr i32, ptr %a, i32 %i
  %v = load i32, ptr %p, align 4
  %unused = add i32 %v, 1
  %zero = icmp eq i32 %i, 0
  br i1 %zero, label %san.divide, label %divide.ok

divide.ok:
  %q = sdiv i32 100, %i
  call void @wend_print_int(i32 7)
  ret i32 0

san.bounds:
  call void @wend_san_index_out_of_bounds(i32 %i, i32 4, ptr @.str.0, i64 1, i32 3, i32 9)
  unreachable

san.divide:
  call void @wend_san_division(i32 100, i32 %i, i32 47, i32 4, i32 13)
  unreachable
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @wend_print_int(i32)
declare void @wend_san_index_out_of_bounds(i32, i32, ptr, i64, i32, i32)
declare void @wend_san_division(i32, i32, i32, i32, i32)
