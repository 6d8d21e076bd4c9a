# wendc listing of test.wend
	.text

	.p2align	4, 0xcc
	.globl	f
	.type	f, @function
f:
	# frame: 48 bytes
	#   -40(%rbp)	%a
	pushq %rbp
	movq %rsp, %rbp
	subq $48, %rsp
.LBB0_0:				# %entry
	movl 16(%rbp), %ecx
	movl $1, -32(%rbp,%rcx,4)
	leaq -40(%rbp,%rcx,4), %rdx
	movl 4(%rdx), %eax
	movdqu .LCPI0_0(%rip), %xmm0
	paddd -40(%rbp), %xmm0
	leaveq
	retq
	.size	f, .-f

	.section	.rodata
	.p2align	4
.LCPI0_0:
	.byte	0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00

	.section	.note.GNU-stack,"",@progbits
