; ModuleID = ''
source_filename = ""
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @medium(i32 %x) {
entry:
  %v0 = add i32 %x, 3
  %v1 = mul i32 %v0, 10
  %v2 = xor i32 %v1, 17
  %v3 = sub i32 %v2, 24
  %v4 = add i32 %v3, 31
  %v5 = mul i32 %v4, 38
  %v6 = xor i32 %v5, 45
  %v7 = sub i32 %v6, 52
  %v8 = add i32 %v7, 59
  %v9 = mul i32 %v8, 66
  %v10 = xor i32 %v9, 73
  %v11 = sub i32 %v10, 80
  %v12 = add i32 %v11, 87
  %v13 = mul i32 %v12, 94
  %v14 = xor i32 %v13, 101
  %v15 = sub i32 %v14, 108
  %v16 = add i32 %v15, 115
  %v17 = mul i32 %v16, 122
  %v18 = xor i32 %v17, 129
  %v19 = sub i32 %v18, 136
  %v20 = add i32 %v19, 143
  %v21 = mul i32 %v20, 150
  %v22 = xor i32 %v21, 157
  %v23 = sub i32 %v22, 164
  %v24 = add i32 %v23, 171
  %v25 = mul i32 %v24, 178
  %v26 = xor i32 %v25, 185
  %v27 = sub i32 %v26, 192
  %v28 = add i32 %v27, 199
  %v29 = mul i32 %v28, 206
  %v30 = xor i32 %v29, 213
  %v31 = sub i32 %v30, 220
  %v32 = add i32 %v31, 227
  %v33 = mul i32 %v32, 234
  %v34 = xor i32 %v33, 241
  %v35 = sub i32 %v34, 248
  %v36 = add i32 %v35, 255
  %v37 = mul i32 %v36, 262
  %v38 = xor i32 %v37, 269
  %v39 = sub i32 %v38, 276
  %v40 = add i32 %v39, 283
  %v41 = mul i32 %v40, 290
  %v42 = xor i32 %v41, 297
  ret i32 %v42
}

define i32 @large(i32 %x) {
entry:
  %v0 = add i32 %x, 3
  %v1 = mul i32 %v0, 10
  %v2 = xor i32 %v1, 17
  %v3 = sub i32 %v2, 24
  %v4 = add i32 %v3, 31
  %v5 = mul i32 %v4, 38
  %v6 = xor i32 %v5, 45
  %v7 = sub i32 %v6, 52
  %v8 = add i32 %v7, 59
  %v9 = mul i32 %v8, 66
  %v10 = xor i32 %v9, 73
  %v11 = sub i32 %v10, 80
  %v12 = add i32 %v11, 87
  %v13 = mul i32 %v12, 94
  %v14 = xor i32 %v13, 101
  %v15 = sub i32 %v14, 108
  %v16 = add i32 %v15, 115
  %v17 = mul i32 %v16, 122
  %v18 = xor i32 %v17, 129
  %v19 = sub i32 %v18, 136
  %v20 = add i32 %v19, 143
  %v21 = mul i32 %v20, 150
  %v22 = xor i32 %v21, 157
  %v23 = sub i32 %v22, 164
  %v24 = add i32 %v23, 171
  %v25 = mul i32 %v24, 178
  %v26 = xor i32 %v25, 185
  %v27 = sub i32 %v26, 192
  %v28 = add i32 %v27, 199
  %v29 = mul i32 %v28, 206
  %v30 = xor i32 %v29, 213
  %v31 = sub i32 %v30, 220
  %v32 = add i32 %v31, 227
  %v33 = mul i32 %v32, 234
  %v34 = xor i32 %v33, 241
  %v35 = sub i32 %v34, 248
  %v36 = add i32 %v35, 255
  %v37 = mul i32 %v36, 262
  %v38 = xor i32 %v37, 269
  %v39 = sub i32 %v38, 276
  %v40 = add i32 %v39, 283
  %v41 = mul i32 %v40, 290
  %v42 = xor i32 %v41, 297
  %v43 = sub i32 %v42, 304
  %v44 = add i32 %v43, 311
  %v45 = mul i32 %v44, 318
  %v46 = xor i32 %v45, 325
  %v47 = sub i32 %v46, 332
  %v48 = add i32 %v47, 339
  %v49 = mul i32 %v48, 346
  %v50 = xor i32 %v49, 353
  %v51 = sub i32 %v50, 360
  %v52 = add i32 %v51, 367
  %v53 = mul i32 %v52, 374
  %v54 = xor i32 %v53, 381
  %v55 = sub i32 %v54, 388
  %v56 = add i32 %v55, 395
  %v57 = mul i32 %v56, 402
  %v58 = xor i32 %v57, 409
  %v59 = sub i32 %v58, 416
  %v60 = add i32 %v59, 423
  %v61 = mul i32 %v60, 430
  %v62 = xor i32 %v61, 437
  %v63 = sub i32 %v62, 444
  %v64 = add i32 %v63, 451
  %v65 = mul i32 %v64, 458
  %v66 = xor i32 %v65, 465
  %v67 = sub i32 %v66, 472
  %v68 = add i32 %v67, 479
  %v69 = mul i32 %v68, 486
  %v70 = xor i32 %v69, 493
  %v71 = sub i32 %v70, 500
  %v72 = add i32 %v71, 507
  %v73 = mul i32 %v72, 514
  %v74 = xor i32 %v73, 521
  %v75 = sub i32 %v74, 528
  %v76 = add i32 %v75, 535
  %v77 = mul i32 %v76, 542
  %v78 = xor i32 %v77, 549
  %v79 = sub i32 %v78, 556
  %v80 = add i32 %v79, 563
  %v81 = mul i32 %v80, 570
  %v82 = xor i32 %v81, 577
  %v83 = sub i32 %v82, 584
  %v84 = add i32 %v83, 591
  %v85 = mul i32 %v84, 598
  %v86 = xor i32 %v85, 605
  %v87 = sub i32 %v86, 612
  %v88 = add i32 %v87, 619
  %v89 = mul i32 %v88, 626
  %v90 = xor i32 %v89, 633
  %v91 = sub i32 %v90, 640
  %v92 = add i32 %v91, 647
  %v93 = mul i32 %v92, 654
  %v94 = xor i32 %v93, 661
  %v95 = sub i32 %v94, 668
  %v96 = add i32 %v95, 675
  %v97 = mul i32 %v96, 682
  %v98 = xor i32 %v97, 689
  %v99 = sub i32 %v98, 696
  %v100 = add i32 %v99, 703
  %v101 = mul i32 %v100, 710
  %v102 = xor i32 %v101, 717
  %v103 = sub i32 %v102, 724
  %v104 = add i32 %v103, 731
  %v105 = mul i32 %v104, 738
  %v106 = xor i32 %v105, 745
  %v107 = sub i32 %v106, 752
  %v108 = add i32 %v107, 759
  %v109 = mul i32 %v108, 766
  %v110 = xor i32 %v109, 773
  %v111 = sub i32 %v110, 780
  %v112 = add i32 %v111, 787
  %v113 = mul i32 %v112, 794
  %v114 = xor i32 %v113, 801
  %v115 = sub i32 %v114, 808
  %v116 = add i32 %v115, 815
  %v117 = mul i32 %v116, 822
  %v118 = xor i32 %v117, 829
  ret i32 %v118
}

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %medium.cont ]
  %s = phi i32 [ 0, %entry ], [ %t, %medium.cont ]
  br label %medium.entry

medium.entry:
  %v0 = add i32 %i, 3
  %v1 = mul i32 %v0, 10
  %v2 = xor i32 %v1, 17
  %v3 = sub i32 %v2, 24
  %v4 = add i32 %v3, 31
  %v5 = mul i32 %v4, 38
  %v6 = xor i32 %v5, 45
  %v7 = sub i32 %v6, 52
  %v8 = add i32 %v7, 59
  %v9 = mul i32 %v8, 66
  %v10 = xor i32 %v9, 73
  %v11 = sub i32 %v10, 80
  %v12 = add i32 %v11, 87
  %v13 = mul i32 %v12, 94
  %v14 = xor i32 %v13, 101
  %v15 = sub i32 %v14, 108
  %v16 = add i32 %v15, 115
  %v17 = mul i32 %v16, 122
  %v18 = xor i32 %v17, 129
  %v19 = sub i32 %v18, 136
  %v20 = add i32 %v19, 143
  %v21 = mul i32 %v20, 150
  %v22 = xor i32 %v21, 157
  %v23 = sub i32 %v22, 164
  %v24 = add i32 %v23, 171
  %v25 = mul i32 %v24, 178
  %v26 = xor i32 %v25, 185
  %v27 = sub i32 %v26, 192
  %v28 = add i32 %v27, 199
  %v29 = mul i32 %v28, 206
  %v30 = xor i32 %v29, 213
  %v31 = sub i32 %v30, 220
  %v32 = add i32 %v31, 227
  %v33 = mul i32 %v32, 234
  %v34 = xor i32 %v33, 241
  %v35 = sub i32 %v34, 248
  %v36 = add i32 %v35, 255
  %v37 = mul i32 %v36, 262
  %v38 = xor i32 %v37, 269
  %v39 = sub i32 %v38, 276
  %v40 = add i32 %v39, 283
  %v41 = mul i32 %v40, 290
  %v42 = xor i32 %v41, 297
  br label %medium.cont

medium.cont:
  %t = add i32 %s, %v42
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 10
  br i1 %more, label %loop, label %done

done:
  %after = call i32 @medium(i32 %t)
  call void @wend_print_int(i32 %after)
  br label %large.entry

large.entry:
  %v0.1 = add i32 %t, 3
  %v1.1 = mul i32 %v0.1, 10
  %v2.1 = xor i32 %v1.1, 17
  %v3.1 = sub i32 %v2.1, 24
  %v4.1 = add i32 %v3.1, 31
  %v5.1 = mul i32 %v4.1, 38
  %v6.1 = xor i32 %v5.1, 45
  %v7.1 = sub i32 %v6.1, 52
  %v8.1 = add i32 %v7.1, 59
  %v9.1 = mul i32 %v8.1, 66
  %v10.1 = xor i32 %v9.1, 73
  %v11.1 = sub i32 %v10.1, 80
  %v12.1 = add i32 %v11.1, 87
  %v13.1 = mul i32 %v12.1, 94
  %v14.1 = xor i32 %v13.1, 101
  %v15.1 = sub i32 %v14.1, 108
  %v16.1 = add i32 %v15.1, 115
  %v17.1 = mul i32 %v16.1, 122
  %v18.1 = xor i32 %v17.1, 129
  %v19.1 = sub i32 %v18.1, 136
  %v20.1 = add i32 %v19.1, 143
  %v21.1 = mul i32 %v20.1, 150
  %v22.1 = xor i32 %v21.1, 157
  %v23.1 = sub i32 %v22.1, 164
  %v24.1 = add i32 %v23.1, 171
  %v25.1 = mul i32 %v24.1, 178
  %v26.1 = xor i32 %v25.1, 185
  %v27.1 = sub i32 %v26.1, 192
  %v28.1 = add i32 %v27.1, 199
  %v29.1 = mul i32 %v28.1, 206
  %v30.1 = xor i32 %v29.1, 213
  %v31.1 = sub i32 %v30.1, 220
  %v32.1 = add i32 %v31.1, 227
  %v33.1 = mul i32 %v32.1, 234
  %v34.1 = xor i32 %v33.1, 241
  %v35.1 = sub i32 %v34.1, 248
  %v36.1 = add i32 %v35.1, 255
  %v37.1 = mul i32 %v36.1, 262
  %v38.1 = xor i32 %v37.1, 269
  %v39.1 = sub i32 %v38.1, 276
  %v40.1 = add i32 %v39.1, 283
  %v41.1 = mul i32 %v40.1, 290
  %v42.1 = xor i32 %v41.1, 297
  %v43 = sub i32 %v42.1, 304
  %v44 = add i32 %v43, 311
  %v45 = mul i32 %v44, 318
  %v46 = xor i32 %v45, 325
  %v47 = sub i32 %v46, 332
  %v48 = add i32 %v47, 339
  %v49 = mul i32 %v48, 346
  %v50 = xor i32 %v49, 353
  %v51 = sub i32 %v50, 360
  %v52 = add i32 %v51, 367
  %v53 = mul i32 %v52, 374
  %v54 = xor i32 %v53, 381
  %v55 = sub i32 %v54, 388
  %v56 = add i32 %v55, 395
  %v57 = mul i32 %v56, 402
  %v58 = xor i32 %v57, 409
  %v59 = sub i32 %v58, 416
  %v60 = add i32 %v59, 423
  %v61 = mul i32 %v60, 430
  %v62 = xor i32 %v61, 437
  %v63 = sub i32 %v62, 444
  %v64 = add i32 %v63, 451
  %v65 = mul i32 %v64, 458
  %v66 = xor i32 %v65, 465
  %v67 = sub i32 %v66, 472
  %v68 = add i32 %v67, 479
  %v69 = mul i32 %v68, 486
  %v70 = xor i32 %v69, 493
  %v71 = sub i32 %v70, 500
  %v72 = add i32 %v71, 507
  %v73 = mul i32 %v72, 514
  %v74 = xor i32 %v73, 521
  %v75 = sub i32 %v74, 528
  %v76 = add i32 %v75, 535
  %v77 = mul i32 %v76, 542
  %v78 = xor i32 %v77, 549
  %v79 = sub i32 %v78, 556
  %v80 = add i32 %v79, 563
  %v81 = mul i32 %v80, 570
  %v82 = xor i32 %v81, 577
  %v83 = sub i32 %v82, 584
  %v84 = add i32 %v83, 591
  %v85 = mul i32 %v84, 598
  %v86 = xor i32 %v85, 605
  %v87 = sub i32 %v86, 612
  %v88 = add i32 %v87, 619
  %v89 = mul i32 %v88, 626
  %v90 = xor i32 %v89, 633
  %v91 = sub i32 %v90, 640
  %v92 = add i32 %v91, 647
  %v93 = mul i32 %v92, 654
  %v94 = xor i32 %v93, 661
  %v95 = sub i32 %v94, 668
  %v96 = add i32 %v95, 675
  %v97 = mul i32 %v96, 682
  %v98 = xor i32 %v97, 689
  %v99 = sub i32 %v98, 696
  %v100 = add i32 %v99, 703
  %v101 = mul i32 %v100, 710
  %v102 = xor i32 %v101, 717
  %v103 = sub i32 %v102, 724
  %v104 = add i32 %v103, 731
  %v105 = mul i32 %v104, 738
  %v106 = xor i32 %v105, 745
  %v107 = sub i32 %v106, 752
  %v108 = add i32 %v107, 759
  %v109 = mul i32 %v108, 766
  %v110 = xor i32 %v109, 773
  %v111 = sub i32 %v110, 780
  %v112 = add i32 %v111, 787
  %v113 = mul i32 %v112, 794
  %v114 = xor i32 %v113, 801
  %v115 = sub i32 %v114, 808
  %v116 = add i32 %v115, 815
  %v117 = mul i32 %v116, 822
  %v118 = xor i32 %v117, 829
  br label %large.cont

large.cont:
  call void @wend_print_int(i32 %v118)
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
