; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i1 @even(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %yes, label %ask

yes:
  ret i1 true

ask:
  %m = sub i32 %n, 1
  %o = call i1 @odd(i32 %m)
  ret i1 %o
}

define i1 @odd(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %no, label %ask

no:
  ret i1 false

ask:
  %m = sub i32 %n, 1
  %e = call i1 @even(i32 %m)
  ret i1 %e
}

define i32 @big(i32 %n) {
entry:
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec

base:
  ret i32 1

rec:
  %m = sub i32 %n, 1
  %r = call i32 @big(i32 %m)
  %v0 = mul i32 %r, 3
  %v1 = mul i32 %v0, 5
  %v2 = mul i32 %v1, 7
  %v3 = mul i32 %v2, 9
  %v4 = mul i32 %v3, 11
  %v5 = mul i32 %v4, 13
  %v6 = mul i32 %v5, 15
  %v7 = mul i32 %v6, 17
  %v8 = mul i32 %v7, 19
  %v9 = mul i32 %v8, 21
  %v10 = mul i32 %v9, 23
  %v11 = mul i32 %v10, 25
  %v12 = mul i32 %v11, 27
  %v13 = mul i32 %v12, 29
  %v14 = mul i32 %v13, 31
  %v15 = mul i32 %v14, 33
  %v16 = mul i32 %v15, 35
  %v17 = mul i32 %v16, 37
  %v18 = mul i32 %v17, 39
  %v19 = mul i32 %v18, 41
  %v20 = mul i32 %v19, 43
  %v21 = mul i32 %v20, 45
  %v22 = mul i32 %v21, 47
  %v23 = mul i32 %v22, 49
  %v24 = mul i32 %v23, 51
  %v25 = mul i32 %v24, 53
  %v26 = mul i32 %v25, 55
  %v27 = mul i32 %v26, 57
  %v28 = mul i32 %v27, 59
  %v29 = mul i32 %v28, 61
  %v30 = mul i32 %v29, 63
  %v31 = mul i32 %v30, 65
  %v32 = mul i32 %v31, 67
  %v33 = mul i32 %v32, 69
  %v34 = mul i32 %v33, 71
  %v35 = mul i32 %v34, 73
  %v36 = mul i32 %v35, 75
  %v37 = mul i32 %v36, 77
  %v38 = mul i32 %v37, 79
  %v39 = mul i32 %v38, 81
  %v40 = mul i32 %v39, 83
  %v41 = mul i32 %v40, 85
  %v42 = mul i32 %v41, 87
  %v43 = mul i32 %v42, 89
  %v44 = mul i32 %v43, 91
  %v45 = mul i32 %v44, 93
  %v46 = mul i32 %v45, 95
  %v47 = mul i32 %v46, 97
  %v48 = mul i32 %v47, 99
  %v49 = mul i32 %v48, 101
  %v50 = mul i32 %v49, 103
  %v51 = mul i32 %v50, 105
  %v52 = mul i32 %v51, 107
  %v53 = mul i32 %v52, 109
  %v54 = mul i32 %v53, 111
  %v55 = mul i32 %v54, 113
  %v56 = mul i32 %v55, 115
  %v57 = mul i32 %v56, 117
  %v58 = mul i32 %v57, 119
  %v59 = mul i32 %v58, 121
  ret i32 %v59
}

define i32 @main() {
entry:
  %e = call i1 @even(i32 7)
  %ei = zext i1 %e to i32
  call void @wend_print_int(i32 %ei)
  %b = call i32 @big(i32 3)
  call void @wend_print_int(i32 %b)
  ret i32 0
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
