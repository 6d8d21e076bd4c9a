/*
 * wendrt.c: the runtime every wend program is linked with.
 *
 * Freestanding by design: no libc, no dynamic loader, no TLS. The program is
 * linked statically with `ld` from wendc's object and this archive only, so
 * the runtime talks to Linux directly through raw `syscall` instructions
 * (x86-64 convention: number in rax, arguments in rdi, rsi, rdx, r10, r8, r9;
 * the kernel clobbers rcx and r11; errors come back as -errno in rax).
 *
 * Start-up (`_start`, below):
 *   The kernel enters `_start` with rsp pointing at argc, followed by the argv
 *   pointers, a NULL, the envp pointers, a NULL and the auxiliary vector. That
 *   address is recorded (`wendrt_initial_sp`, plus `wendrt_argc/argv/envp`) so
 *   the sanitizer can read WENDSAN_OPTIONS from the environment. wend
 *   programs recurse deeply, so `main` runs on a private
 *   1 GiB stack: an anonymous MAP_NORESERVE mapping (pages cost nothing until
 *   touched) whose lowest page is made PROT_NONE, so running off the end
 *   faults instead of silently corrupting memory. If the mapping cannot be
 *   made (address-space limits), `main` runs on the original stack instead.
 *   The mapping's bounds are kept (`wendrt_stack_*`, hidden) to tell a
 *   stack overflow from other faults. Before calling `main`, rbp is cleared, so a walk of the
 *   frame-pointer chain (compiled wend code always keeps frame pointers;
 *   this file is built with -fno-omit-frame-pointer) ends at a zero frame.
 *
 * Sanitizer: this file is built twice (build.rs). The plain build, linked
 *   into programs built without --sanitize, has none of the code marked
 *   `#ifdef WENDRT_SANITIZER`, so such programs carry no trace of the
 *   sanitizer. The WENDRT_SANITIZER build is linked with wendsan.c (both
 *   only with --sanitize): it lets the sanitizer flush stdout, and calls `wendsan_init` once the stack is
 *   mapped, before `main` runs.
 *
 * Output:
 *   stdout is buffered in a 64 KiB array and written with write(2) when the
 *   buffer is full and when `main` returns; writes larger than the buffer go
 *   straight to the file descriptor. Partial writes are continued and EINTR
 *   is retried. On any other write error, the rest of the output is dropped
 *   (as with an unchecked stdio stream) and the exit status stays 0.
 *
 * Exit: after `main` returns, the buffer is flushed and the process ends with
 * exit_group(0).
 *
 * Faults: a trap (idiv by zero or INT_MIN / -1: SIGFPE), running off the
 * stack (SIGSEGV in the guard page) and other deadly signals run
 * `on_fault` on an alternate signal stack. It flushes the output buffer,
 * so nothing printed before the fault is lost, prints one line to stderr
 * (`wend: division by zero ...; rebuild with --sanitize to see where`),
 * and re-raises the signal, so the process still ends as the signal's
 * default action ends it (status 128 + N in a shell, a core dump where
 * enabled). Installing it costs five system calls at start-up and nothing
 * afterwards. With --sanitize, the sanitizer replaces it with its own
 * handler, which reports the wend stack.
 *
 * Names: everything the runtime defines but wend code must not see is either
 * `static` or prefixed `wendrt_`; wend symbols are `main` and dotted paths
 * (`main.f`), which cannot collide with these. `memcpy`/`memset` exist
 * because GCC may emit calls to them even in freestanding code, and
 * `memmove` because LLVM's -O2 (the benchmark's third column, linked with
 * this runtime) turns some copying loops into it.
 */

#include "wendrt_sys.h"

/* ---- system calls ------------------------------------------------------ */

enum {
    PROT_NONE = 0x0,
    PROT_READ = 0x1,
    PROT_WRITE = 0x2,
    MAP_PRIVATE = 0x02,
    MAP_ANONYMOUS = 0x20,
    MAP_NORESERVE = 0x4000,
};

/* ---- memory primitives GCC may call ------------------------------------ */

WENDRT_HIDDEN void *memcpy(void *dest, const void *src, size_t n)
{
    void *d = dest;
    __asm__ volatile("rep movsb" : "+D"(d), "+S"(src), "+c"(n) : : "memory");
    return dest;
}

WENDRT_HIDDEN void *memset(void *dest, int byte, size_t n)
{
    void *d = dest;
    __asm__ volatile("rep stosb" : "+D"(d), "+c"(n) : "a"(byte) : "memory");
    return dest;
}

WENDRT_HIDDEN void *memmove(void *dest, const void *src, size_t n)
{
    const unsigned char *s = src;
    unsigned char *d = dest;
    if (d <= s || d >= s + n)
        return memcpy(dest, src, n); /* a forward copy never reads what it wrote */
    /* Overlapping with dest above src: copy backwards, last byte first. */
    void *dl = d + n - 1;
    const void *sl = s + n - 1;
    __asm__ volatile("std\n\trep movsb\n\tcld" : "+D"(dl), "+S"(sl), "+c"(n) : : "memory", "cc");
    return dest;
}

/* ---- process start ----------------------------------------------------- */

/* The stack pointer the kernel handed to _start, and what it points at. */
long *wendrt_initial_sp;
long wendrt_argc;
char **wendrt_argv;
char **wendrt_envp;

/* The compiled wend program's entry point (`void main()` in the IR). It is
 * declared under another C name so the compiler applies no rules of C's
 * `main` to it. */
extern void wendrt_wend_main(void) __asm__("main");

WENDRT_NORETURN void wendrt_start(long *initial_sp);
WENDRT_NORETURN void wendrt_switch_stack(void *stack_top, void (*entry)(void));

/*
 * _start: clear rbp (the end of the frame chain), pass the initial stack
 * pointer to wendrt_start, with rsp 16-byte aligned as the ABI requires at a
 * call. wendrt_switch_stack moves rsp to the new stack, clears rbp again and
 * calls `entry`, which never returns.
 */
__asm__(
    "    .text\n"
    "    .globl _start\n"
    "    .type _start, @function\n"
    "_start:\n"
    "    xorl %ebp, %ebp\n"
    "    movq %rsp, %rdi\n"
    "    andq $-16, %rsp\n"
    "    call wendrt_start\n"
    "    ud2\n"
    "    .size _start, . - _start\n"
    "\n"
    "    .globl wendrt_switch_stack\n"
    "    .hidden wendrt_switch_stack\n"
    "    .type wendrt_switch_stack, @function\n"
    "wendrt_switch_stack:\n"
    "    movq %rdi, %rsp\n"
    "    xorl %ebp, %ebp\n"
    "    call *%rsi\n"
    "    ud2\n"
    "    .size wendrt_switch_stack, . - wendrt_switch_stack\n");

/* ---- buffered standard output ------------------------------------------ */

enum { STDOUT_FD = 1, OUT_CAPACITY = 64 * 1024 };

static char out_buffer[OUT_CAPACITY];
static size_t out_length;
/* Set after a write error other than EINTR: further output is discarded. */
static int out_broken;

static void write_all(const char *bytes, size_t length)
{
    if (!out_broken && write_fd(STDOUT_FD, bytes, length) != 0)
        out_broken = 1;
}

static void out_flush(void)
{
    write_all(out_buffer, out_length);
    out_length = 0;
}

#ifdef WENDRT_SANITIZER
void wendrt_flush_stdout(void)
{
    out_flush();
}
#endif

static void out_bytes(const char *bytes, size_t length)
{
    if (length > OUT_CAPACITY - out_length) {
        out_flush();
        if (length >= OUT_CAPACITY) {
            write_all(bytes, length);
            return;
        }
    }
    for (size_t i = 0; i < length; i++)
        out_buffer[out_length + i] = bytes[i];
    out_length += length;
    if (out_length == OUT_CAPACITY)
        out_flush();
}

/* ---- the entry points compiled code calls (runtime_abi.rs) -------------- */

void wend_print_int(int32_t value)
{
    /* The magnitude as unsigned, so INT_MIN (whose negation overflows int)
     * is exact. 10 digits plus a sign. */
    char text[11];
    size_t start = sizeof text;
    uint32_t magnitude = value < 0 ? 0u - (uint32_t)value : (uint32_t)value;
    do {
        text[--start] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (value < 0)
        text[--start] = '-';
    out_bytes(text + start, sizeof text - start);
}

void wend_print_bool(int value)
{
    /* A bool argument is only defined in its low 8 bits. */
    if ((unsigned char)value != 0)
        out_bytes("true", 4);
    else
        out_bytes("false", 5);
}

void wend_print_str(const char *bytes, size_t length)
{
    out_bytes(bytes, length);
}

/* ---- start-up and exit ------------------------------------------------- */

enum {
    STACK_SIZE = 1L << 30,
    GUARD_SIZE = 4096,
};

static WENDRT_NORETURN void run_main_and_exit(void)
{
    wendrt_wend_main();
    out_flush();
    sys_exit_group(0);
}

uintptr_t wendrt_stack_guard;
uintptr_t wendrt_stack_lo;
uintptr_t wendrt_stack_top;

/* The top of a fresh stack with a guard page below it, or 0 if the mapping
 * cannot be made. */
static void *map_big_stack(void)
{
    long total = STACK_SIZE + GUARD_SIZE;
    long base = syscall6(SYS_MMAP, 0, total, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    /* mmap returns -errno (in -4095..-1) on failure. */
    if (base < 0 && base > -4096)
        return 0;
    if (syscall3(SYS_MPROTECT, base, GUARD_SIZE, PROT_NONE) != 0)
        return 0;
    wendrt_stack_guard = (uintptr_t)base;
    wendrt_stack_lo = (uintptr_t)base + GUARD_SIZE;
    wendrt_stack_top = (uintptr_t)base + (uintptr_t)total;
    return (char *)base + total;
}

/* ---- faults ------------------------------------------------------------ */

/* rt_sigreturn, which the kernel requires as the restorer (SA_RESTORER is
 * mandatory on x86-64). */
void wendrt_restore_rt(void) WENDRT_HIDDEN;
__asm__(
    "    .text\n"
    "    .type wendrt_restore_rt, @function\n"
    "wendrt_restore_rt:\n"
    "    movl $15, %eax\n"
    "    syscall\n"
    "    ud2\n"
    "    .size wendrt_restore_rt, . - wendrt_restore_rt\n");

static char alternate_stack[64 * 1024] __attribute__((aligned(16)));

struct kernel_sigaction {
    wendrt_fault_handler handler;
    unsigned long flags;
    void (*restorer)(void);
    unsigned long mask;
};

struct kernel_stack {
    void *sp;
    int flags;
    size_t size;
};

void wendrt_install_fault_handler(wendrt_fault_handler handler)
{
    struct kernel_stack stack = { alternate_stack, 0, sizeof alternate_stack };
    syscall3(SYS_SIGALTSTACK, (long)&stack, 0, 0);
    struct kernel_sigaction action = {
        handler,
        SA_SIGINFO | SA_ONSTACK | SA_RESTORER | SA_RESETHAND,
        wendrt_restore_rt,
        0,
    };
    static const int signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        syscall6(SYS_RT_SIGACTION, signals[i], (long)&action, 0, sizeof(unsigned long), 0, 0);
}

int wendrt_is_stack_overflow(uintptr_t addr, uintptr_t sp)
{
    if (wendrt_stack_top) {
        if (addr >= wendrt_stack_guard && addr < wendrt_stack_lo)
            return 1;
        /* A frame larger than the guard moved sp past it. */
        return sp < wendrt_stack_lo && wendrt_stack_lo - sp < (1ul << 31);
    }
    /* main runs on the process's stack: a fault near the stack pointer. */
    return addr < sp + 4096 && sp - addr < (1ul << 20);
}

static size_t string_length(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

/* The one line a fault prints: what happened, and where to look next. */
static const char *fault_message(int sig, uintptr_t addr, uintptr_t sp)
{
    if ((sig == SIGSEGV || sig == SIGBUS) && wendrt_is_stack_overflow(addr, sp))
        return "wend: stack overflow (deep or infinite recursion); rebuild with --sanitize to see where\n";
    switch (sig) {
    case SIGFPE:
        return "wend: division by zero (or -2147483648 / -1); rebuild with --sanitize to see where\n";
    case SIGSEGV:
        return "wend: segmentation fault (an array index out of bounds?); rebuild with --sanitize to see where\n";
    case SIGBUS:
        return "wend: bus error; rebuild with --sanitize to see where\n";
    default:
        return "wend: illegal instruction; rebuild with --sanitize to see where\n";
    }
}

/* The plain runtime's handler: flush, say what happened, die of `sig`. A
 * signal sent by another process (si_code <= 0) is re-raised silently. */
static void on_fault(int sig, void *info, void *context)
{
    out_flush();
    int code = *(const int *)((const char *)info + SIGINFO_CODE);
    if (code > 0) {
        uintptr_t addr = *(const uintptr_t *)((const char *)info + SIGINFO_ADDR);
        const uintptr_t *gregs = (const uintptr_t *)((const char *)context + UCONTEXT_GREGS);
        const char *message = fault_message(sig, addr, gregs[REG_RSP]);
        write_fd(2, message, string_length(message));
    }
    /* The action is back to the default (SA_RESETHAND) and `sig` is blocked
     * until the handler returns: then it is delivered again and ends the
     * process (a fault would also recur when its instruction restarts). */
    syscall3(SYS_KILL, syscall3(SYS_GETPID, 0, 0, 0), sig, 0);
}

#ifdef WENDRT_SANITIZER
/* The sanitizer runtime (wendsan.c), linked alongside this build. */
void wendsan_init(void);
#endif

void wendrt_start(long *initial_sp)
{
    wendrt_initial_sp = initial_sp;
    wendrt_argc = initial_sp[0];
    wendrt_argv = (char **)(initial_sp + 1);
    wendrt_envp = wendrt_argv + wendrt_argc + 1;

    void *stack_top = map_big_stack();
    wendrt_install_fault_handler(on_fault);
#ifdef WENDRT_SANITIZER
    wendsan_init();
#endif
    if (stack_top)
        wendrt_switch_stack(stack_top, run_main_and_exit);
    run_main_and_exit();
}
