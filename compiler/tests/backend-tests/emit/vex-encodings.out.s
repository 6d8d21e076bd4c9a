# wendc listing of test.wend
	.text

	.p2align	4, 0xcc
	.globl	f
	.type	f, @function
f:
	# frame: 0 bytes
	pushq %rbp
	movq %rsp, %rbp
.LBB0_0:				# %entry
	vpcmpeqd %ymm1, %ymm1, %ymm1
	vpxor %ymm2, %ymm2, %ymm2
	vpsubd %ymm1, %ymm2, %ymm2
	vextracti128 $1, %ymm2, %xmm3
	vpaddd %xmm2, %xmm3, %xmm3
	vmovd %xmm3, %eax
	vzeroupper
	leaveq
	retq
	.size	f, .-f

	.section	.note.GNU-stack,"",@progbits
