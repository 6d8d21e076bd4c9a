/*
 * wendrt_sys.h: what both runtime files (wendrt.c, wendsan.c) need from the
 * machine: fixed-width types and raw Linux system calls (x86-64 convention:
 * number in rax, arguments in rdi, rsi, rdx, r10, r8, r9; the kernel
 * clobbers rcx and r11; errors come back as -errno in rax). Freestanding:
 * no libc header is included.
 */
#ifndef WENDRT_SYS_H
#define WENDRT_SYS_H

typedef unsigned long size_t;
typedef long ssize_t;
typedef int int32_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef unsigned long uintptr_t;

#define WENDRT_HIDDEN __attribute__((visibility("hidden")))
#define WENDRT_NORETURN __attribute__((noreturn))

enum {
    SYS_WRITE = 1,
    SYS_POLL = 7,
    SYS_MMAP = 9,
    SYS_MPROTECT = 10,
    SYS_RT_SIGACTION = 13,
    SYS_RT_SIGPROCMASK = 14,
    SYS_IOCTL = 16,
    SYS_GETPID = 39,
    SYS_KILL = 62,
    SYS_SIGALTSTACK = 131,
    SYS_TIMER_CREATE = 222,
    SYS_TIMER_SETTIME = 223,
    SYS_EXIT_GROUP = 231,
};

enum {
    ERR_EINTR = 4,
    ERR_EIO = 5,
    ERR_EBADF = 9,
    ERR_EAGAIN = 11,
    ERR_EFBIG = 27,
    ERR_ENOSPC = 28,
    ERR_EPIPE = 32,
    ERR_EDQUOT = 122,
};

static inline long syscall3(long number, long a1, long a2, long a3)
{
    long result;
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "a"(number), "D"(a1), "S"(a2), "d"(a3)
                     : "rcx", "r11", "memory");
    return result;
}

static inline long syscall6(long number, long a1, long a2, long a3, long a4, long a5, long a6)
{
    long result;
    register long r10 __asm__("r10") = a4;
    register long r8 __asm__("r8") = a5;
    register long r9 __asm__("r9") = a6;
    __asm__ volatile("syscall"
                     : "=a"(result)
                     : "a"(number), "D"(a1), "S"(a2), "d"(a3), "r"(r10), "r"(r8), "r"(r9)
                     : "rcx", "r11", "memory");
    return result;
}

static inline WENDRT_NORETURN void sys_exit_group(int status)
{
    for (;;)
        syscall3(SYS_EXIT_GROUP, status, 0, 0);
}

/* Write all of `bytes` to `fd`, continuing partial writes and retrying
 * EINTR; returns 0, or -1 on any other error. */
static inline int write_fd(int fd, const char *bytes, size_t length)
{
    while (length > 0) {
        long written = syscall3(SYS_WRITE, fd, (long)bytes, (long)length);
        if (written == -ERR_EINTR)
            continue;
        if (written <= 0)
            return -1;
        bytes += written;
        length -= (size_t)written;
    }
    return 0;
}

/* ---- wendrt.c's interface, for wendsan.c ------------------------------ */
/*
 * What wendrt.c defines for the sanitizer runtime to use. The dependency
 * goes one way: wendsan.c uses these, wendrt.c names nothing of wendsan.c
 * (the sanitizer registers its start-up in `.init_array`, which wendrt.c's
 * WENDRT_SANITIZER build runs before `main`: see wendrt.c, "Initialisers").
 */

/* The stack `main` runs on, set by wendrt.c before the initialisers run:
 * the mapping is [guard, top), its lowest bytes [guard, lo) are PROT_NONE.
 * All zero when main runs on the process's own stack. */
extern uintptr_t wendrt_stack_guard WENDRT_HIDDEN;
extern uintptr_t wendrt_stack_lo WENDRT_HIDDEN;
extern uintptr_t wendrt_stack_top WENDRT_HIDDEN;
/* ---- deadly signals (x86-64 Linux's kernel structures) ---------------- */

enum {
    SIGHUP = 1,
    SIGINT = 2,
    SIGILL = 4,
    SIGBUS = 7,
    SIGFPE = 8,
    SIGSEGV = 11,
    SIGPIPE = 13,
    SIGTERM = 15,
};

enum {
    SA_SIGINFO = 0x4,
    SA_ONSTACK = 0x08000000,
    SA_RESTORER = 0x04000000,
    SA_NODEFER = 0x40000000,
};
#define SA_RESETHAND 0x80000000ul

/* What a handler reads of the kernel's siginfo and ucontext. */
enum {
    SIGINFO_CODE = 8,
    SIGINFO_ADDR = 16,
    UCONTEXT_GREGS = 40,
    REG_RBP = 10,
    REG_RSP = 15,
    REG_RIP = 16,
};

typedef void (*wendrt_fault_handler)(int sig, void *info, void *context);

/* Run `handler` on an alternate stack (so that it works when the stack has
 * overflowed) for SIGSEGV, SIGBUS, SIGFPE and SIGILL, once: the action goes
 * back to the default as the handler starts, so a handler that returns
 * after re-raising its signal ends the process with that signal. */
void wendrt_install_fault_handler(wendrt_fault_handler handler) WENDRT_HIDDEN;
/* Whether a fault at `addr` with the stack pointer at `sp` is the stack
 * running out. */
int wendrt_is_stack_overflow(uintptr_t addr, uintptr_t sp) WENDRT_HIDDEN;

/* The stack pointer _start received, and the environment. */
extern long *wendrt_initial_sp;
extern char **wendrt_envp;
/* Write out what the program printed so far, before the process ends (a
 * report follows): a write error stops the flush and is otherwise ignored,
 * so that the report is still written. Only in the WENDRT_SANITIZER build. */
void wendrt_flush_stdout(void) WENDRT_HIDDEN;

/* The entry points compiled code calls (compiler/src/runtime_abi.rs); the
 * sanitizer compares a fault's address with them (their first instruction
 * is `push rbp`). */
void wend_print_int(int32_t value);
void wend_print_bool(int value);
void wend_print_str(const char *bytes, size_t length);

#endif
