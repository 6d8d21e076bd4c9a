# wendc listing of test.wend
	.text

	.p2align	4, 0xcc
	.globl	f
	.type	f, @function
f:
	# frame: 16 bytes
	pushq %rbp
	movq %rsp, %rbp
	subq $16, %rsp
.LBB0_0:				# %entry
	pmaxsd %xmm2, %xmm1
	pminsd -16(%rbp), %xmm1
	pmaxsb %xmm4, %xmm3
	pminsb %xmm1, %xmm3
	pandn %xmm3, %xmm1
	movd %xmm1, %eax
	leaveq
	retq
	.size	f, .-f

	.section	.note.GNU-stack,"",@progbits
