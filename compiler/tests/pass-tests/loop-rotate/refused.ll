; Loops left as they are: a header that calls, and a loop left from its
; body by a return that reads the header's counter.
; (wendc --passes mem2reg,sccp,simplifycfg,instcombine --emit-ir=instcombine of a wend program)
; ModuleID = 'refused.wend'
source_filename = "refused.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  %frame = alloca [5 x i64], align 8
  %a = getelementptr i8, ptr %frame, i32 16
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 20, i1 false)
  %k = getelementptr i8, ptr %frame, i32 0
  store i32 0, ptr %k, align 4
  %a.elem = getelementptr i32, ptr %a, i32 0
  store i32 3, ptr %a.elem, align 4
  %a.elem.1 = getelementptr i32, ptr %a, i32 1
  store i32 1, ptr %a.elem.1, align 4
  %a.elem.2 = getelementptr i32, ptr %a, i32 2
  store i32 -1, ptr %a.elem.2, align 4
  %a.elem.3 = getelementptr i32, ptr %a, i32 3
  store i32 2, ptr %a.elem.3, align 4
  %a.elem.4 = getelementptr i32, ptr %a, i32 4
  store i32 7, ptr %a.elem.4, align 4
  store i32 0, ptr %k, align 4
  %call = call i32 @main.calls(i32 5, ptr %frame)
  call void @wend_print_int(i32 %call)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.1 = call i32 @main.find(i32 2, i32 5, ptr %frame)
  call void @wend_print_int(i32 %call.1)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.2 = call i32 @main.find(i32 9, i32 5, ptr %frame)
  call void @wend_print_int(i32 %call.2)
  call void @wend_print_str(ptr @.str.0, i64 1)
  %call.3 = call i32 @main.find(i32 3, i32 0, ptr %frame)
  call void @wend_print_int(i32 %call.3)
  call void @wend_print_str(ptr @.str.0, i64 1)
  ret i32 0
}

define i32 @main.next(ptr dereferenceable(40) %link) {
entry:
  %k = getelementptr i8, ptr %link, i32 0
  %k.1 = load i32, ptr %k, align 4
  %add = add i32 %k.1, 1
  %k.2 = getelementptr i8, ptr %link, i32 0
  store i32 %add, ptr %k.2, align 4
  %k.3 = getelementptr i8, ptr %link, i32 0
  %k.4 = load i32, ptr %k.3, align 4
  ret i32 %k.4
}

define i32 @main.calls(i32 %n, ptr dereferenceable(40) %link) {
entry:
  br label %while.cond

while.cond:
  %s = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %call = call i32 @main.next(ptr %link)
  %cmp = icmp slt i32 %call, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %k = getelementptr i8, ptr %link, i32 0
  %k.1 = load i32, ptr %k, align 4
  %add = add i32 %s, %k.1
  br label %while.cond

while.end:
  ret i32 %s
}

define i32 @main.find(i32 %x, i32 %n, ptr dereferenceable(40) %link) {
entry:
  br label %while.cond

while.cond:
  %i = phi i32 [ 0, %entry ], [ %add, %if.end ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %while.body, label %while.end

while.body:
  %a = getelementptr i8, ptr %link, i32 16
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %a.1 = load i32, ptr %a.elem, align 4
  %cmp.1 = icmp eq i32 %a.1, %x
  br i1 %cmp.1, label %if.then, label %if.end

if.then:
  ret i32 %i

if.end:
  %add = add i32 %i, 1
  br label %while.cond

while.end:
  ret i32 -1
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
