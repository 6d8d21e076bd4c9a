; A pointer argument that may point into the frame (an alloca of the
; function) blocks the jump: the next trip would reuse that frame. A
; pointer parameter passed on unchanged (a nested function's captured
; variable) does not, and needs no phi; the allocas move to the new entry
; block, and the stores that initialise them run again on every trip.
define void @count(i32 %n, ptr %total) {
entry:
  %local = alloca i32, align 4
  store i32 0, ptr %local, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec

done:
  ret void

rec:
  %old = load i32, ptr %total, align 4
  %new = add i32 %old, %n
  store i32 %new, ptr %total, align 4
  %m = sub i32 %n, 1
  call void @count(i32 %m, ptr %total)
  ret void
}

define void @escapes(i32 %n, ptr %p) {
entry:
  %local = alloca i32, align 4
  store i32 %n, ptr %local, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec

done:
  ret void

rec:
  %m = sub i32 %n, 1
  call void @escapes(i32 %m, ptr %local)
  ret void
}

define i32 @main() {
entry:
  %t = alloca i32, align 4
  store i32 0, ptr %t, align 4
  call void @count(i32 100, ptr %t)
  %v = load i32, ptr %t, align 4
  call void @wend_print_int(i32 %v)
  call void @escapes(i32 3, ptr %t)
  ret i32 0
}

declare void @wend_print_int(i32)
