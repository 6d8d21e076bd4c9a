# wendc listing of test.wend
	.text

	.p2align	4, 0xcc
	.globl	f
	.type	f, @function
f:
	# frame: 16 bytes
	pushq %rbp
	movq %rsp, %rbp
	pushq %rbx
	pushq %r12
	subq $16, %rsp
.LBB0_0:				# %entry
	movl %edi, %ebx
	movl %esi, %r12d
	movq %rbx, -24(%rbp)
	cmpl %r12d, %ebx
	jl .LBB0_2
.LBB0_1:				# %
	movl %ebx, %eax
	leaq -16(%rbp), %rsp
	popq %r12
	popq %rbx
	popq %rbp
	retq
.LBB0_2:				# %
	movl %r12d, %eax
	addl -24(%rbp), %eax
	leaq -16(%rbp), %rsp
	popq %r12
	popq %rbx
	popq %rbp
	retq
	.size	f, .-f

	.section	.note.GNU-stack,"",@progbits
