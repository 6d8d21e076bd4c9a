; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; The wend runtime as LLVM definitions, so that lli can run this module.
; (Native builds link runtime/ instead of these.)
@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c"true", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c"false", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)
@wend.lli.san.index = private unnamed_addr constant [112 x i8] c"WendSanitizer (lli): index-out-of-bounds at line %d:%d: index %d is out of range for array '%.*s' of length %d\0A\00", align 1
@wend.lli.san.arith = private unnamed_addr constant [49 x i8] c"WendSanitizer (lli): %s at line %d:%d: %d %c %d\0A\00", align 1
@wend.lli.san.by_zero = private unnamed_addr constant [17 x i8] c"division-by-zero\00", align 1
@wend.lli.san.div_overflow = private unnamed_addr constant [18 x i8] c"division-overflow\00", align 1
@wend.lli.san.overflow = private unnamed_addr constant [24 x i8] c"signed-integer-overflow\00", align 1
@wend.lli.san.missing_return = private unnamed_addr constant [51 x i8] c"WendSanitizer (lli): missing-return at line %d:%d\0A\00", align 1
@stderr = external global ptr, align 8

declare i32 @fprintf(ptr, ptr, ...)
declare i32 @fflush(ptr)
declare void @exit(i32)

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

define void @wend_san_index_out_of_bounds(i32 %index, i32 %length, ptr %array, i64 %array_len, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %name_len = trunc i64 %array_len to i32
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.index, i32 %line, i32 %col, i32 %index, i32 %name_len, ptr %array, i32 %length)
  call void @exit(i32 1)
  unreachable
}

define void @wend_san_division(i32 %lhs, i32 %rhs, i32 %op, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %by_zero = icmp eq i32 %rhs, 0
  %kind = select i1 %by_zero, ptr @wend.lli.san.by_zero, ptr @wend.lli.san.div_overflow
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.arith, ptr %kind, i32 %line, i32 %col, i32 %lhs, i32 %op, i32 %rhs)
  call void @exit(i32 1)
  unreachable
}

define void @wend_san_overflow(i32 %lhs, i32 %rhs, i32 %op, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.arith, ptr @wend.lli.san.overflow, i32 %line, i32 %col, i32 %lhs, i32 %op, i32 %rhs)
  call void @exit(i32 1)
  unreachable
}

define void @wend_san_missing_return(i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.missing_return, i32 %line, i32 %col)
  call void @exit(i32 1)
  unreachable
}
