# wendc listing of test.wend
	.text

	.p2align	4, 0xcc
	.globl	f
	.type	f, @function
f:
	# frame: 32 bytes
	pushq %rbp
	movq %rsp, %rbp
	subq $32, %rsp
.LBB0_0:				# %entry
	vpmaxsd %ymm2, %ymm1, %ymm1
	vpminsd %xmm2, %xmm1, %xmm1
	vpmaxsb -32(%rbp), %ymm3, %ymm3
	vpminsb %xmm4, %xmm3, %xmm3
	vpandn %ymm3, %ymm1, %ymm1
	vpblendvb %ymm3, %ymm2, %ymm1, %ymm1
	vpblendvb %xmm6, -32(%rbp), %xmm5, %xmm5
	vmovd %xmm5, %eax
	vzeroupper
	leaveq
	retq
	.size	f, .-f

	.section	.note.GNU-stack,"",@progbits
