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
 *   only with --sanitize): it lets the sanitizer flush stdout
 *   (`wendrt_flush_stdout`), and runs the registered initialisers (below)
 *   once the stack is mapped and the handlers are installed, before `main`
 *   runs. The dependency goes one way: wendsan.c uses this file's interface
 *   (wendrt_sys.h), and this file names nothing wendsan.c defines (checked
 *   by compiler/tests/architecture.rs); the sanitizer starts because it
 *   registers itself, not because this file calls it.
 *
 * Initialisers (WENDRT_SANITIZER build only): `run_initializers` calls,
 *   in order, the function pointers of the ELF `.init_array` section,
 *   between the symbols `__init_array_start` and `__init_array_end`,
 *   without arguments (they take `void`; unlike glibc, no argc/argv/envp:
 *   they read `wendrt_envp`). A runtime part registers itself with a
 *   pointer in `.init_array` (wendsan.c does, for `wendsan_init`); none
 *   may use `.init_array.N` priorities, `.preinit_array` or `.ctors`.
 *   They run on the process's own stack, where `main` has not started.
 *   What the linker must provide: keep every `.init_array` input section
 *   (and what it refers to) under --gc-sections, place them one after the
 *   other in one output section with their R_X86_64_64 relocations
 *   applied, and define `__init_array_start` and `__init_array_end`
 *   (hidden) at its start and end, equal when there is no entry (then no
 *   initialiser runs). GNU ld's default script for a static link does all
 *   of this (`PROVIDE_HIDDEN (__init_array_start = .)`, `KEEP
 *   (*(.init_array ...))`); a built-in linker will have to as well.
 *
 * Output:
 *   stdout is buffered in a 64 KiB array, like C's stdio: fully buffered
 *   when fd 1 is a pipe or a file, line-buffered when it is a terminal
 *   (tested once at start-up: ioctl(1, TCGETS) succeeds, as in isatty).
 *   The buffer is written with write(2) when it is full, when `main`
 *   returns, and on a terminal after every print of a string holding a
 *   newline (only `wend_print_str` can print one, so the int and bool paths
 *   do not check, and in a pipe or file the string path pays one
 *   predictable branch). Writes larger than the buffer go straight to the
 *   file descriptor. Partial writes are continued, EINTR is retried, and
 *   EAGAIN (a non-blocking stdout that is full) waits in poll(2).
 *
 * Write errors: a closed pipe (EPIPE) ends the program quietly, as a C
 *   program ends: with SIGPIPE at its default action the kernel has killed
 *   it already; if SIGPIPE was inherited ignored (or blocked), the runtime
 *   restores the default and raises it, so the status is the same
 *   (128 + 13 in a shell) and a program printing forever into `| head`
 *   stops instead of computing on with its output discarded. Any other
 *   error (ENOSPC, EIO, EBADF for a closed stdout, ...) ends the program
 *   at once with one line on stderr (`wend: cannot write standard output:
 *   no space left on device; stopping`) and exit status 1: the output is
 *   incomplete, the program can neither notice nor do anything useful
 *   without it, and status 0 would tell a script that all went well (the
 *   runtime used to drop the rest of the output silently, as an unchecked
 *   stdio stream does).
 *
 * Exit: after `main` returns, the buffer is flushed and the process ends with
 * exit_group(0).
 *
 * Termination signals: where SIGINT, SIGTERM and SIGHUP have their default
 *   action at start-up (an inherited SIG_IGN is left alone: nohup,
 *   background jobs), `on_termination` handles them: it writes what is
 *   buffered (write(2) only, async-signal-safe) and dies of the same signal
 *   (default action restored, signal re-raised), so Ctrl-C or a supervisor's
 *   SIGTERM loses nothing that was printed and the status is still the
 *   signal's. Four to seven system calls at start-up (with the terminal
 *   test), nothing afterwards.
 *   The handler and the main code share the buffer; they cannot duplicate
 *   or corrupt output:
 *   - A print stores out_length (volatile) once, after its bytes are copied
 *     (a signal fence orders the copy first), so a handler arriving
 *     mid-copy writes the buffer as of the previous print.
 *   - While the main code is writing (out_writing), how much is written
 *     lives in its registers and in an interrupted write's return value,
 *     which the handler cannot see. So the handler only records the signal
 *     and returns (there is no SA_RESTART: the write returns EINTR or its
 *     partial count); the main code completes its write, clears
 *     out_writing, and then raises the recorded signal. The check comes
 *     after out_writing is cleared, and a handler arriving after the clear
 *     writes the (consistent) buffer itself, so no signal is lost.
 *   - Signals are never blocked around a write (it may block forever, on a
 *     full pipe nobody reads or a stopped terminal), and a signal must
 *     still end the process. The handler runs with SA_NODEFER |
 *     SA_RESETHAND and arms a timer that sends the same signal again two
 *     seconds later; that signal, or any second termination signal
 *     (`dying`), ends the process at once. That is the remaining window,
 *     by design: output still unwritten then is discarded (as C's stdio
 *     discards all of it on the first signal).
 *   - SIGPIPE is blocked while the handler writes: into a closed pipe, its
 *     write fails and the process still dies of the signal that came.
 *   A termination signal during the flush of a fault's handler (or of a
 *   sanitizer report) is left to the death already under way.
 *
 * Faults: a trap (idiv by zero or INT_MIN / -1: SIGFPE), running off the
 * stack (SIGSEGV in the guard page) and other deadly signals run
 * `on_fault` on an alternate signal stack (as does `on_termination`, which
 * may come when the stack is nearly full). It flushes the output buffer
 * (a write error only stops that flush), so nothing printed before the
 * fault is lost, prints one line to stderr
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

/* The bytes printed and not yet written are out_buffer[0, out_length).
 * out_length is volatile and stored once per print, after the copy (a
 * signal fence keeps the compiler from moving the copy past the store), so
 * a termination handler (below) that interrupts the main code anywhere
 * outside a write sees the buffer as of the last complete print. */
static char out_buffer[OUT_CAPACITY];
static volatile size_t out_length;
/* Set at start-up when stdout is a terminal: wend_print_str then flushes
 * after a newline. */
static int out_line_buffered;
/* Nonzero while the code a handler interrupted was writing stdout (its
 * progress is in registers the handler cannot see): the handler then
 * leaves the write to that code, recording its signal here, which the
 * main code raises once its write has ended. */
static volatile int out_writing;
static volatile int out_deferred_signal;

/* Orders memory accesses for a signal handler on this thread: a compiler
 * barrier, no instruction. */
#define SIGNAL_FENCE() __atomic_signal_fence(__ATOMIC_SEQ_CST)

static WENDRT_NORETURN void die_of(int sig);

/* Wait until stdout can take more bytes (a non-blocking stdout was full). */
static void wait_writable(void)
{
    struct {
        int fd;
        short events, revents;
    } poll_fd = { STDOUT_FD, 4 /* POLLOUT */, 0 };
    syscall3(SYS_POLL, (long)&poll_fd, 1, -1);
}

/* Write all of `bytes` to stdout, continuing partial writes, retrying EINTR
 * and waiting out EAGAIN; returns 0 or -errno. write(2) only: also called
 * from a signal handler. */
static long write_stdout(const char *bytes, size_t length)
{
    while (length > 0) {
        long written = syscall3(SYS_WRITE, STDOUT_FD, (long)bytes, (long)length);
        if (written > 0) {
            bytes += written;
            length -= (size_t)written;
        } else if (written == -ERR_EAGAIN) {
            wait_writable();
        } else if (written != -ERR_EINTR) {
            return written < 0 ? written : -ERR_EIO;
        }
    }
    return 0;
}

/* Write `bytes` with out_writing set; `empties_buffer` when they are the
 * buffer's contents, which are then gone. Returns 0 or -errno. */
static long out_write(const char *bytes, size_t length, int empties_buffer)
{
    out_writing = 1;
    SIGNAL_FENCE();
    long error = write_stdout(bytes, length);
    if (empties_buffer)
        out_length = 0;
    SIGNAL_FENCE();
    out_writing = 0;
    SIGNAL_FENCE();
    return error;
}

static void append_text(char *line, size_t *length, const char *text)
{
    while (*text)
        line[(*length)++] = *text++;
}

/* The program's output cannot be written: end it. A closed pipe ends it as
 * SIGPIPE's default action does (quietly, status 128 + 13), even when
 * SIGPIPE was inherited ignored. Any other error (a full disk, an I/O
 * error, a closed stdout) ends it with one line on stderr and status 1: the
 * output is incomplete, and the program cannot notice or do anything else. */
static WENDRT_NORETURN void output_failed(long error)
{
    if (error == -ERR_EPIPE)
        die_of(SIGPIPE);
    const char *reason;
    switch (-error) {
    case ERR_ENOSPC:
        reason = "no space left on device";
        break;
    case ERR_EDQUOT:
        reason = "disk quota exceeded";
        break;
    case ERR_EFBIG:
        reason = "file too large";
        break;
    case ERR_EIO:
        reason = "input/output error";
        break;
    case ERR_EBADF:
        reason = "bad file descriptor (stdout is closed)";
        break;
    default:
        reason = 0;
    }
    char line[160];
    size_t length = 0;
    append_text(line, &length, "wend: cannot write standard output: ");
    if (reason) {
        append_text(line, &length, reason);
    } else {
        char digits[20];
        size_t n = 0;
        for (unsigned long value = (unsigned long)-error; value != 0 || n == 0; value /= 10)
            digits[n++] = (char)('0' + value % 10);
        append_text(line, &length, "error ");
        while (n > 0)
            line[length++] = digits[--n];
    }
    append_text(line, &length, "; stopping\n");
    write_fd(2, line, length);
    sys_exit_group(1);
}

/* The main code's write: once it has ended, a termination signal that came
 * meanwhile ends the process, and so does a failed write. */
static void out_write_checked(const char *bytes, size_t length, int empties_buffer)
{
    long error = out_write(bytes, length, empties_buffer);
    int sig = out_deferred_signal;
    if (sig)
        die_of(sig);
    if (error)
        output_failed(error);
}

static void out_flush(void)
{
    out_write_checked(out_buffer, out_length, 1);
}

/* The flush before the process dies of a fault (or the sanitizer reports):
 * a write error only stops it, so that the report still follows, and a
 * termination signal meanwhile is left to the death under way. */
static void out_flush_before_death(void)
{
    out_write(out_buffer, out_length, 1);
}

#ifdef WENDRT_SANITIZER
void wendrt_flush_stdout(void)
{
    out_flush_before_death();
}
#endif

/* out_bytes when the bytes do not fit: flush, then buffer them, or write
 * them directly when they would fill the buffer by themselves. Out of line,
 * so that the entry points' common path saves no registers for it. */
static __attribute__((noinline)) void out_bytes_flushing(const char *bytes, size_t length)
{
    out_flush();
    if (length >= OUT_CAPACITY) {
        out_write_checked(bytes, length, 0);
        return;
    }
    for (size_t i = 0; i < length; i++)
        out_buffer[i] = bytes[i];
    SIGNAL_FENCE(); /* the bytes are in place before out_length counts them */
    out_length = length;
}

static inline void out_bytes(const char *bytes, size_t length)
{
    size_t used = out_length;
    if (length > OUT_CAPACITY - used) {
        out_bytes_flushing(bytes, length);
        return;
    }
    char *to = out_buffer + used;
    for (size_t i = 0; i < length; i++)
        to[i] = bytes[i];
    used += length;
    SIGNAL_FENCE();
    out_length = used;
    if (used == OUT_CAPACITY)
        out_flush();
}

/* Whether `bytes` holds a newline; looked for from the end, where println
 * puts it. */
static int has_newline(const char *bytes, size_t length)
{
    while (length > 0)
        if (bytes[--length] == '\n')
            return 1;
    return 0;
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

/* The only entry point that can print a newline, so the only one that
 * checks for line buffering: in a pipe or a file, one predictable branch. */
void wend_print_str(const char *bytes, size_t length)
{
    out_bytes(bytes, length);
    if (out_line_buffered && has_newline(bytes, length))
        out_flush();
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
    out_flush_before_death();
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

/* ---- termination signals ----------------------------------------------- */

/* End the process as `sig`'s default action does: the action back to the
 * default, the signal sent and unblocked (it may have been blocked since
 * exec, like a SIGPIPE whose EPIPE we saw), and so delivered before kill or
 * sigprocmask returns. */
static WENDRT_NORETURN void die_of(int sig)
{
    struct kernel_sigaction action = { 0 /* SIG_DFL */, SA_RESTORER, wendrt_restore_rt, 0 };
    syscall6(SYS_RT_SIGACTION, sig, (long)&action, 0, sizeof(unsigned long), 0, 0);
    syscall3(SYS_KILL, syscall3(SYS_GETPID, 0, 0, 0), sig, 0);
    unsigned long mask = 1ul << (sig - 1);
    syscall6(SYS_RT_SIGPROCMASK, 1 /* SIG_UNBLOCK */, (long)&mask, 0, sizeof mask, 0, 0);
    sys_exit_group(128 + sig);
}

/* Set by the first termination signal's handler: another one ends the
 * process at once, even while the first one's output is being written. */
static volatile int dying;

enum { DYING_SECONDS = 2 };

/* Send `sig` again in DYING_SECONDS: its action is back to the default
 * then, so it ends the process even if writing the buffered output blocks
 * (a full pipe nobody reads, a stopped terminal). */
static void arm_deadline(int sig)
{
    struct {
        long value;
        int signo, notify; /* notify 0: SIGEV_SIGNAL */
        char rest[48];
    } event = { 0, sig, 0, { 0 } };
    int timer;
    if (syscall3(SYS_TIMER_CREATE, 1 /* CLOCK_MONOTONIC */, (long)&event, (long)&timer) != 0)
        return;
    const long spec[4] = { 0, 0, DYING_SECONDS, 0 }; /* it_interval, it_value */
    syscall6(SYS_TIMER_SETTIME, timer, 0, (long)spec, 0, 0, 0);
}

/* SIGINT, SIGTERM, SIGHUP: write what is buffered, then die of `sig`.
 * SA_RESETHAND | SA_NODEFER: the action is back to the default and `sig`
 * is not blocked while this runs, so the same signal again (a second
 * Ctrl-C while a write blocks) kills at once; SIGPIPE is blocked, so that
 * a closed pipe makes this write fail instead of killing with SIGPIPE. */
static void on_termination(int sig, void *info, void *context)
{
    (void)info;
    (void)context;
    if (dying)
        die_of(sig);
    dying = 1;
    arm_deadline(sig);
    if (out_writing) {
        /* The interrupted code was writing (the main code's flush or a
         * fault's): how much of it is written is in its registers; let it
         * finish, then out_write_checked raises `sig`. */
        out_deferred_signal = sig;
        return;
    }
    write_stdout(out_buffer, out_length);
    die_of(sig);
}

/* Handle SIGHUP, SIGINT and SIGTERM where their inherited action is the
 * default (an ignored one stays ignored: nohup, background jobs). */
static void install_termination_handlers(void)
{
    struct kernel_sigaction action = {
        on_termination,
        SA_SIGINFO | SA_ONSTACK | SA_RESTORER | SA_RESETHAND | SA_NODEFER,
        wendrt_restore_rt,
        1ul << (SIGPIPE - 1),
    };
    static const int signals[] = { SIGHUP, SIGINT, SIGTERM };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct kernel_sigaction old;
        if (syscall6(SYS_RT_SIGACTION, signals[i], 0, (long)&old, sizeof(unsigned long), 0, 0) == 0 &&
            old.handler == 0 /* SIG_DFL */)
            syscall6(SYS_RT_SIGACTION, signals[i], (long)&action, 0, sizeof(unsigned long), 0, 0);
    }
}

/* Whether stdout is a terminal: TCGETS succeeds, as in isatty. */
static int stdout_is_terminal(void)
{
    char termios[64]; /* the kernel's struct termios is 36 bytes */
    return syscall3(SYS_IOCTL, STDOUT_FD, 0x5401 /* TCGETS */, (long)termios) == 0;
}

#ifdef WENDRT_SANITIZER
/* The `.init_array` entries, as the linker delimits them (see the file's
 * header, "Initialisers"). */
typedef void (*wendrt_initializer)(void);
extern const wendrt_initializer __init_array_start[] WENDRT_HIDDEN;
extern const wendrt_initializer __init_array_end[] WENDRT_HIDDEN;

/* Call every registered initialiser, in link order. The count is taken
 * from the addresses as integers: the two symbols are distinct objects
 * to C, whose pointer difference would be undefined. */
static void run_initializers(void)
{
    size_t count = ((uintptr_t)__init_array_end - (uintptr_t)__init_array_start) / sizeof(wendrt_initializer);
    for (size_t i = 0; i < count; i++)
        __init_array_start[i]();
}
#endif

void wendrt_start(long *initial_sp)
{
    wendrt_initial_sp = initial_sp;
    wendrt_argc = initial_sp[0];
    wendrt_argv = (char **)(initial_sp + 1);
    wendrt_envp = wendrt_argv + wendrt_argc + 1;

    void *stack_top = map_big_stack();
    wendrt_install_fault_handler(on_fault);
    out_line_buffered = stdout_is_terminal();
    install_termination_handlers();
#ifdef WENDRT_SANITIZER
    run_initializers();
#endif
    if (stack_top)
        wendrt_switch_stack(stack_top, run_main_and_exit);
    run_main_and_exit();
}
