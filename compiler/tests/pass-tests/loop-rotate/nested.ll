; Nested loops: the inner loop's body always reads row[r], which licm can
; hoist once rotation guards the inner loop (it only runs when it has trips).
; (wendc --passes mem2reg,sccp,simplifycfg,instcombine --emit-ir=instcombine of a wend program)
; passes: loop-rotate,licm
; ModuleID = 'nested.wend'
source_filename = "nested.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [7 x i64], align 8
  %row = getelementptr i8, ptr %frame, i32 0
  call void @llvm.memset.p0.i64(ptr %row, i8 0, i64 24, i1 false)
  %col = getelementptr i8, ptr %frame, i32 32
  call void @llvm.memset.p0.i64(ptr %col, i8 0, i64 24, i1 false)
  %row.elem = getelementptr i32, ptr %row, i32 0
  store i32 1, ptr %row.elem, align 4
  %row.elem.1 = getelementptr i32, ptr %row, i32 1
  store i32 2, ptr %row.elem.1, align 4
  %row.elem.2 = getelementptr i32, ptr %row, i32 2
  store i32 1, ptr %row.elem.2, align 4
  %row.elem.3 = getelementptr i32, ptr %row, i32 3
  store i32 3, ptr %row.elem.3, align 4
  %row.elem.4 = getelementptr i32, ptr %row, i32 4
  store i32 2, ptr %row.elem.4, align 4
  %row.elem.5 = getelementptr i32, ptr %row, i32 5
  store i32 1, ptr %row.elem.5, align 4
  %col.elem = getelementptr i32, ptr %col, i32 0
  store i32 2, ptr %col.elem, align 4
  %col.elem.1 = getelementptr i32, ptr %col, i32 1
  store i32 1, ptr %col.elem.1, align 4
  %col.elem.2 = getelementptr i32, ptr %col, i32 2
  store i32 1, ptr %col.elem.2, align 4
  %col.elem.3 = getelementptr i32, ptr %col, i32 3
  store i32 5, ptr %col.elem.3, align 4
  %col.elem.4 = getelementptr i32, ptr %col, i32 4
  store i32 2, ptr %col.elem.4, align 4
  %col.elem.5 = getelementptr i32, ptr %col, i32 5
  store i32 3, ptr %col.elem.5, align 4
  %call = call i32 @main.count(i32 6, i32 6, ptr %frame)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.count(i32 6, i32 0, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.count(i32 0, i32 6, ptr %frame)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.count(i32 3, i32 4, ptr %frame)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.count(i32 %n, i32 %m, ptr dereferenceable(56) %link) {
entry:
  br label %while.cond

while.cond:
  %r = phi i32 [ 0, %entry ], [ %add.1, %while.end ]
  %hits = phi i32 [ 0, %entry ], [ %hits.1, %while.end ]
  %cmp = icmp slt i32 %r, %n
  br i1 %cmp, label %while.body, label %while.end.1

while.body:
  br label %while.cond.1

while.cond.1:
  %c = phi i32 [ 0, %while.body ], [ %add, %while.body.1 ]
  %hits.1 = phi i32 [ %hits, %while.body ], [ %hits.2, %while.body.1 ]
  %cmp.1 = icmp slt i32 %c, %m
  br i1 %cmp.1, label %while.body.1, label %while.end

while.body.1:
  %row = getelementptr i8, ptr %link, i32 0
  %row.elem = getelementptr i32, ptr %row, i32 %r
  %row.1 = load i32, ptr %row.elem, align 4
  %col = getelementptr i8, ptr %link, i32 32
  %col.elem = getelementptr i32, ptr %col, i32 %c
  %col.1 = load i32, ptr %col.elem, align 4
  %cmp.2 = icmp eq i32 %row.1, %col.1
  %cond.inc = zext i1 %cmp.2 to i32
  %hits.2 = add i32 %hits.1, %cond.inc
  %add = add i32 %c, 1
  br label %while.cond.1

while.end:
  %add.1 = add i32 %r, 1
  br label %while.cond

while.end.1:
  ret i32 %hits
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
