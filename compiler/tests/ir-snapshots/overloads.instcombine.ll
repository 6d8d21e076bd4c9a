; ModuleID = 'overloads.wend'
source_filename = "overloads.wend"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.0 = private unnamed_addr constant [1 x i8] c"\0A", align 1

define i32 @main() {
entry:
  ; 6: println twice(21);
  call void @wend_print_int(i32 42) ; line 6
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 6
  ; 7: println twice(true);
  call void @wend_print_bool(i1 true) ; line 7
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 7
  ; 8: println max(3, 8);
  call void @wend_print_int(i32 8) ; line 8
  call void @wend_print_str(ptr @.str.0, i64 1) ; line 8
  ret i32 0 ; line 8
}

define i32 @std.max(i32 %a, i32 %b) {
entry:
  ; 21: if a > b {
  %cmp = icmp sgt i32 %a, %b ; line 21
  br i1 %cmp, label %if.then, label %if.end ; line 21

if.then:
  ; 22: return a;
  ret i32 %a ; line 22

if.end:
  ; 24: return b;
  ret i32 %b ; line 24
}

define i32 @"main.twice(int)"(i32 %x) {
entry:
  ; 4: int twice(int x) { return x * 2; }
  %mul = mul i32 %x, 2 ; line 4
  ret i32 %mul ; line 4
}

define i1 @"main.twice(bool)"(i1 %b) {
entry:
  ; 5: bool twice(bool b) { return b; }
  ret i1 %b ; line 5
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
