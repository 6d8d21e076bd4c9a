; ModuleID = 'short-circuit.wend'
source_filename = "short-circuit.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [4 x i8] c"yes\0A", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"test ", align 1

define i32 @main() {
entry:
  %i = alloca i32, align 4
  %b = alloca i1, align 1
  %or.tmp = alloca i1, align 1
  ; 3: main() {
  store i32 0, ptr %i, align 4 ; line 3
  store i1 false, ptr %b, align 1 ; line 3
  ; 10: i = 5;
  store i32 5, ptr %i, align 4 ; line 10
  ; 11: if i > 0 && !positive(i - 10) || i == 3 {
  %i.1 = load i32, ptr %i, align 4 ; line 11
  %cmp = icmp sgt i32 %i.1, 0 ; line 11
  br i1 %cmp, label %and.rhs, label %or.rhs ; line 11

and.rhs:
  %i.2 = load i32, ptr %i, align 4 ; line 11
  %sub = sub i32 %i.2, 10 ; line 11
  %call = call i1 @main.positive(i32 %sub) ; line 11
  br i1 %call, label %or.rhs, label %if.then ; line 11

or.rhs:
  %i.3 = load i32, ptr %i, align 4 ; line 11
  %cmp.1 = icmp eq i32 %i.3, 3 ; line 11
  br i1 %cmp.1, label %if.then, label %if.end ; line 11

if.then:
  ; 12: println "yes";
  call void @wend_print_str(ptr @.str.0, i64 4) ; line 12
  br label %if.end ; line 12

if.end:
  ; 14: b = positive(i) || positive(-i);
  %i.4 = load i32, ptr %i, align 4 ; line 14
  %call.1 = call i1 @main.positive(i32 %i.4) ; line 14
  br i1 %call.1, label %or.true, label %or.rhs.1 ; line 14

or.rhs.1:
  %i.5 = load i32, ptr %i, align 4 ; line 14
  %neg = sub i32 0, %i.5 ; line 14
  %call.2 = call i1 @main.positive(i32 %neg) ; line 14
  br i1 %call.2, label %or.true, label %or.false ; line 14

or.true:
  store i1 true, ptr %or.tmp, align 1 ; line 14
  br label %or.end ; line 14

or.false:
  store i1 false, ptr %or.tmp, align 1 ; line 14
  br label %or.end ; line 14

or.end:
  %or = load i1, ptr %or.tmp, align 1 ; line 14
  store i1 %or, ptr %b, align 1 ; line 14
  ; 15: println b;
  %b.1 = load i1, ptr %b, align 1 ; line 15
  call void @wend_print_bool(i1 %b.1) ; line 15
  call void @wend_print_str(ptr @.str.1, i64 1) ; line 15
  ret i32 0 ; line 15
}

define i1 @main.positive(i32 %x) {
entry:
  %x.addr = alloca i32, align 4
  ; 6: bool positive(int x) {
  store i32 %x, ptr %x.addr, align 4 ; line 6
  ; 7: print "test ";
  call void @wend_print_str(ptr @.str.2, i64 5) ; line 7
  ; 8: return x > 0;
  %x.1 = load i32, ptr %x.addr, align 4 ; line 8
  %cmp = icmp sgt i32 %x.1, 0 ; line 8
  ret i1 %cmp ; line 8
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
