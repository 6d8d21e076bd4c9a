/*
 * wendsan.c: WendSanitizer, the run-time half of `wendc --sanitize`.
 *
 * Linked only into programs built with --sanitize (a separate archive,
 * libwendsan.a, placed before libwendrt.a), freestanding like wendrt.c: no
 * libc, raw system calls (wendrt_sys.h).
 *
 * The compiler inserts the checks (an icmp and a rarely taken branch to a
 * call of one of the `wend_san_*` functions below, which never return) and
 * writes `wendsan_table` into the program: the address range, name and
 * source file of every wend function, and the code offsets where the wend
 * source position changes (format: compiler/src/backend/object/santable.rs).
 *
 * Dependencies go one way: this file uses wendrt.c's interface
 * (wendrt_sys.h: the stdout flush, the stack bounds, the fault-handler
 * installer, the environment), and wendrt.c names nothing defined here
 * (compiler/tests/architecture.rs checks it).
 *
 * Start-up: this file registers `wendsan_init` as an initialiser: a pointer
 * to it in the ELF `.init_array` section (`init_entry`, at the end of this
 * file; an explicit entry rather than `__attribute__((constructor))`, so
 * that the section is `.init_array` whatever the C compiler's defaults,
 * never `.ctors`). wendrt.c's start-up (its WENDRT_SANITIZER build) runs
 * the `.init_array` entries once the 1 GiB stack is mapped and its own
 * handlers are installed, and before `main` runs (wendrt.c,
 * "Initialisers", says what the linker must provide for this). The
 * program's object takes this file out of its archive: its table
 * (`wendsan_table`) refers to `wendsan_init`, which is therefore global,
 * and the `.init_array` entry, which `ld --gc-sections` keeps, keeps
 * `wendsan_init` in the program. `wendsan_init` reads
 * WENDSAN_OPTIONS from the environment and, when the `stack` kind is on,
 * replaces the plain runtime's one-line fault handler with its own for
 * SIGSEGV, SIGBUS, SIGFPE and SIGILL, which runs on the runtime's alternate
 * signal stack (static memory, so that nothing new is mapped next to the
 * program's stack) and reports the wend stack.
 *
 * Stack overflow: the stack mapping has a PROT_NONE guard page at its low
 * end. A fault is a stack overflow when its address is in the guard, or
 * when the interrupted stack pointer is below the usable stack (a frame
 * larger than the guard jumped over it). Other deadly signals are reported
 * too (segmentation fault, division trap, `ud2`), with the wend stack.
 *
 * Reports go to stderr after the program's buffered stdout is flushed:
 *
 *   ==PID==ERROR: WendSanitizer: KIND
 *   FILE:LINE:COL: message
 *       #0 FUNCTION FILE:LINE:COL
 *       ...
 *   SUMMARY: WendSanitizer: KIND FILE:LINE:COL in FUNCTION
 *
 * and the process exits with status 1 (WENDSAN_OPTIONS=exitcode=N). The
 * stack comes from the frame-pointer chain: every wend function (and this
 * runtime, built with -fno-omit-frame-pointer) starts with `push rbp; mov
 * rbp, rsp`, so [rbp] is the caller's rbp and [rbp + 8] the return address.
 * A return address is looked up at address - 1 (inside the call), the
 * faulting instruction of a signal at its own address. Deep stacks are
 * collapsed: the first HEAD_FRAMES and the last TAIL_FRAMES frames are
 * shown, and a line counts the frames between them and names their
 * functions.
 *
 * Names: everything here is `static` or prefixed `wendsan_`/`wend_san_`.
 */

#include "wendrt_sys.h"

/* ---- the table the compiler writes (backend/santable.rs) --------------- */

struct wendsan_func {
    uintptr_t start;
    uint32_t size;
    uint32_t name;      /* offsets into the strings */
    uint32_t file;
    uint32_t first_row; /* index into the rows */
    uint32_t row_count;
    uint32_t reserved;
};

struct wendsan_row {
    uint32_t offset; /* from the function's start */
    uint32_t line;
    uint32_t col;
};

struct wendsan_table {
    uint32_t magic;
    uint32_t version;
    uint32_t kinds;
    uint32_t func_count;
    uint32_t funcs_at; /* offsets from the table's start */
    uint32_t rows_at;
    uint32_t strings_at;
    uint32_t reserved;
    void (*init)(void);
};

extern const struct wendsan_table wendsan_table;

enum { TABLE_MAGIC = 0x4E415357 /* "WSAN" */, TABLE_VERSION = 1 };
enum { KIND_BOUNDS = 1, KIND_DIVIDE = 2, KIND_OVERFLOW = 4, KIND_STACK = 8, KIND_RETURN = 16 };

/* Whether the table can be trusted (checked once by wendsan_init). */
static int table_ok;

static const struct wendsan_func *table_funcs(void)
{
    return (const struct wendsan_func *)((const char *)&wendsan_table + wendsan_table.funcs_at);
}

static const struct wendsan_row *table_rows(void)
{
    return (const struct wendsan_row *)((const char *)&wendsan_table + wendsan_table.rows_at);
}

static const char *table_string(uint32_t offset)
{
    return (const char *)&wendsan_table + wendsan_table.strings_at + offset;
}

/* The wend function containing `pc`, or 0. */
static const struct wendsan_func *find_func(uintptr_t pc)
{
    if (!table_ok)
        return 0;
    const struct wendsan_func *funcs = table_funcs();
    uint32_t lo = 0, hi = wendsan_table.func_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (funcs[mid].start <= pc)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return 0;
    const struct wendsan_func *f = &funcs[lo - 1];
    return pc - f->start < f->size ? f : 0;
}

/* The row covering `pc` in `f`, or 0. */
static const struct wendsan_row *find_row(const struct wendsan_func *f, uintptr_t pc)
{
    const struct wendsan_row *rows = table_rows() + f->first_row;
    uintptr_t offset = pc - f->start;
    uint32_t lo = 0, hi = f->row_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (rows[mid].offset <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo == 0 ? 0 : &rows[lo - 1];
}

/* ---- options (WENDSAN_OPTIONS) ------------------------------------------ */

static int opt_exitcode = 1;
static int opt_print_addresses = 0;

/* ---- stderr output ------------------------------------------------------ */

enum { STDERR_FD = 2 };

static char err_buffer[4096];
static size_t err_length;

static void err_flush(void)
{
    write_fd(STDERR_FD, err_buffer, err_length);
    err_length = 0;
}

static void err_bytes(const char *bytes, size_t length)
{
    for (size_t i = 0; i < length; i++) {
        if (err_length == sizeof err_buffer)
            err_flush();
        err_buffer[err_length++] = bytes[i];
    }
}

static size_t str_length(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

static void err_str(const char *s)
{
    err_bytes(s, str_length(s));
}

static void err_char(char c)
{
    err_bytes(&c, 1);
}

/* A decimal number, with commas between groups of three digits if
 * `grouped` (counts of frames). */
static void err_number(long value, int grouped)
{
    char text[32];
    size_t start = sizeof text;
    unsigned long magnitude = value < 0 ? 0ul - (unsigned long)value : (unsigned long)value;
    int digits = 0;
    do {
        if (grouped && digits > 0 && digits % 3 == 0)
            text[--start] = ',';
        text[--start] = (char)('0' + magnitude % 10);
        magnitude /= 10;
        digits++;
    } while (magnitude != 0);
    if (value < 0)
        text[--start] = '-';
    err_bytes(text + start, sizeof text - start);
}

static void err_dec(long value)
{
    err_number(value, 0);
}

static void err_hex(uintptr_t value)
{
    char text[18];
    text[0] = '0';
    text[1] = 'x';
    for (int i = 0; i < 16; i++)
        text[2 + i] = "0123456789abcdef"[(value >> (60 - 4 * i)) & 15];
    err_bytes(text, sizeof text);
}

/* ---- the stack walk ----------------------------------------------------- */

/* A frame: the code address and whether it is the faulting instruction
 * itself (a signal) rather than a return address. */
struct frame {
    uintptr_t pc;
    int exact;
};

/* Where a frame's code address is looked up: inside the call for a
 * return address. */
static uintptr_t lookup_pc(struct frame fr)
{
    return fr.exact ? fr.pc : fr.pc - 1;
}

/* Whether `fp` may be a frame of this program's stack above `below`. */
static int plausible_frame(uintptr_t fp, uintptr_t below)
{
    uintptr_t lo = wendrt_stack_top ? wendrt_stack_lo : 0;
    uintptr_t hi = wendrt_stack_top ? wendrt_stack_top : (uintptr_t)wendrt_initial_sp;
    return fp > below && (fp & 7) == 0 && fp >= lo && fp + 16 <= hi;
}

enum { HEAD_FRAMES = 8, TAIL_FRAMES = 4, MIDDLE_NAMES = 3 };

/* Frames of the walk as it goes: the first HEAD_FRAMES, a ring of the last
 * TAIL_FRAMES, and for those in between their count and function names. */
struct trace {
    struct frame head[HEAD_FRAMES];
    struct frame tail[TAIL_FRAMES];
    unsigned long count;
    const struct wendsan_func *middle[MIDDLE_NAMES];
    int middle_names;
    int middle_more;
    int seen_wend;
};

static void note_middle(struct trace *t, struct frame fr)
{
    const struct wendsan_func *f = find_func(lookup_pc(fr));
    for (int i = 0; i < t->middle_names; i++)
        if (t->middle[i] == f)
            return;
    if (t->middle_names < MIDDLE_NAMES)
        t->middle[t->middle_names++] = f;
    else
        t->middle_more = 1;
}

/* Add a frame; returns 0 when the walk should stop (the first frame
 * outside wend code after wend frames: the runtime that called main). */
static int trace_add(struct trace *t, struct frame fr)
{
    int is_wend = find_func(lookup_pc(fr)) != 0;
    if (!is_wend && t->seen_wend)
        return 0;
    t->seen_wend |= is_wend;
    unsigned long n = t->count++;
    if (n < HEAD_FRAMES) {
        t->head[n] = fr;
        return 1;
    }
    unsigned long slot = (n - HEAD_FRAMES) % TAIL_FRAMES;
    if (n >= HEAD_FRAMES + TAIL_FRAMES)
        note_middle(t, t->tail[slot]); /* the frame leaving the ring */
    t->tail[slot] = fr;
    return 1;
}

/* Add the callers along the frame-pointer chain from `fp`. */
static void walk(struct trace *t, uintptr_t fp)
{
    uintptr_t below = 0;
    while (fp != 0 && plausible_frame(fp, below)) {
        const uintptr_t *slots = (const uintptr_t *)fp;
        struct frame caller = { slots[1], 0 };
        if (caller.pc == 0 || !trace_add(t, caller))
            return;
        below = fp;
        fp = slots[0];
    }
}

static void print_position(const struct wendsan_func *f, uintptr_t pc)
{
    const struct wendsan_row *row = find_row(f, pc);
    err_str(table_string(f->file));
    if (row && row->line > 0) {
        err_char(':');
        err_dec(row->line);
        err_char(':');
        err_dec(row->col);
    }
}

static void print_frame(unsigned long index, struct frame fr)
{
    uintptr_t pc = lookup_pc(fr);
    const struct wendsan_func *f = find_func(pc);
    err_str("    #");
    err_dec((long)index);
    err_char(' ');
    if (opt_print_addresses) {
        err_hex(fr.pc);
        err_char(' ');
    }
    if (!f) {
        err_str("<wend runtime>\n");
        return;
    }
    err_str(table_string(f->name));
    err_char(' ');
    print_position(f, pc);
    err_char('\n');
}

static void print_trace(const struct trace *t)
{
    unsigned long shown_head = t->count < HEAD_FRAMES ? t->count : HEAD_FRAMES;
    for (unsigned long i = 0; i < shown_head; i++)
        print_frame(i, t->head[i]);
    if (t->count <= HEAD_FRAMES)
        return;
    unsigned long in_ring = t->count - HEAD_FRAMES < TAIL_FRAMES ? t->count - HEAD_FRAMES : TAIL_FRAMES;
    unsigned long hidden = t->count - HEAD_FRAMES - in_ring;
    if (hidden > 0) {
        err_str("    \xe2\x80\xa6 ");
        err_number((long)hidden, 1);
        err_str(hidden == 1 ? " more frame of " : " more frames of ");
        for (int i = 0; i < t->middle_names; i++) {
            if (i > 0)
                err_str(i + 1 == t->middle_names && !t->middle_more ? " and " : ", ");
            err_str(t->middle[i] ? table_string(t->middle[i]->name) : "<wend runtime>");
        }
        if (t->middle_more)
            err_str(" and others");
        err_str(" \xe2\x80\xa6\n");
    }
    unsigned long first = t->count - in_ring;
    for (unsigned long i = first; i < t->count; i++)
        print_frame(i, t->tail[(i - HEAD_FRAMES) % TAIL_FRAMES]);
}

/* ---- reports ------------------------------------------------------------ */

/* Set while a report is being written: a fault inside the sanitizer itself
 * then ends the process instead of reporting again. */
static volatile int reporting;

/* A report: its kind, the innermost frame (and the return address into
 * its caller when the frame had not been set up yet), the frame pointer to
 * walk from, and the source position of the fault. */
struct report {
    const char *kind;
    struct frame top;
    uintptr_t entry_caller;
    uintptr_t fp;
    const struct wendsan_func *func;
    long line;
    long col;
};

/* A report at the source position the compiler passed (`line`, `col`),
 * from a check in the function that called the report function. */
static void report_from_check(struct report *r, const char *kind, uintptr_t return_address, uintptr_t caller_fp,
                              int32_t line, int32_t col)
{
    r->kind = kind;
    r->top.pc = return_address;
    r->top.exact = 0;
    r->entry_caller = 0;
    r->fp = caller_fp;
    r->func = find_func(return_address - 1);
    r->line = line;
    r->col = col;
}

/* Flush the program's output, then write the report's first two lines up
 * to the message (which the caller writes, ending with a newline). */
static void report_begin(const struct report *r)
{
    reporting = 1;
    wendrt_flush_stdout();
    err_str("==");
    err_dec(syscall3(SYS_GETPID, 0, 0, 0));
    err_str("==ERROR: WendSanitizer: ");
    err_str(r->kind);
    err_char('\n');
    if (r->func) {
        err_str(table_string(r->func->file));
        if (r->line > 0) {
            err_char(':');
            err_dec(r->line);
            err_char(':');
            err_dec(r->col);
        }
    } else {
        err_str("<wend runtime>");
    }
    err_str(": ");
}

/* The call stack, the summary line, and exit. */
static WENDRT_NORETURN void report_end(const struct report *r)
{
    static struct trace trace;
    if (trace_add(&trace, r->top) && (r->entry_caller == 0 || trace_add(&trace, (struct frame){ r->entry_caller, 0 })))
        walk(&trace, r->fp);
    print_trace(&trace);
    err_str("SUMMARY: WendSanitizer: ");
    err_str(r->kind);
    if (r->func) {
        err_char(' ');
        err_str(table_string(r->func->file));
        if (r->line > 0) {
            err_char(':');
            err_dec(r->line);
            err_char(':');
            err_dec(r->col);
        }
        err_str(" in ");
        err_str(table_string(r->func->name));
    }
    err_char('\n');
    err_flush();
    sys_exit_group(opt_exitcode);
}

/* The frame pointer of the function that called the current one. */
#define CALLER_FP() (*(const uintptr_t *)__builtin_frame_address(0))

#define WENDSAN_REPORT __attribute__((noinline, noreturn, used))

WENDSAN_REPORT void wend_san_index_out_of_bounds(int32_t index, int32_t length, const char *array, size_t array_len,
                                                 int32_t line, int32_t col)
{
    struct report r;
    report_from_check(&r, "index-out-of-bounds", (uintptr_t)__builtin_return_address(0), CALLER_FP(), line, col);
    report_begin(&r);
    err_str("index ");
    err_dec(index);
    err_str(" is out of range for array '");
    err_bytes(array, array_len);
    err_str("' of length ");
    err_dec(length);
    err_char('\n');
    report_end(&r);
}

/* The operator codes of runtime_abi::SanOp: the operator's character, 'n'
 * for unary minus. */
static void err_operation(int32_t lhs, int32_t op, int32_t rhs)
{
    if (op == 'n') {
        err_str("-(");
        err_dec(rhs);
        err_char(')');
        return;
    }
    err_dec(lhs);
    err_char(' ');
    err_char((char)op);
    err_char(' ');
    err_dec(rhs);
}

WENDSAN_REPORT void wend_san_division(int32_t lhs, int32_t rhs, int32_t op, int32_t line, int32_t col)
{
    struct report r;
    const char *kind = rhs == 0 ? "division-by-zero" : "division-overflow";
    report_from_check(&r, kind, (uintptr_t)__builtin_return_address(0), CALLER_FP(), line, col);
    report_begin(&r);
    if (rhs == 0) {
        err_str(op == '%' ? "remainder by zero: " : "division by zero: ");
        err_operation(lhs, op, rhs);
    } else {
        err_operation(lhs, op, rhs);
        err_str(" overflows: the quotient 2147483648 is not an int");
    }
    err_char('\n');
    report_end(&r);
}

WENDSAN_REPORT void wend_san_overflow(int32_t lhs, int32_t rhs, int32_t op, int32_t line, int32_t col)
{
    struct report r;
    report_from_check(&r, "signed-integer-overflow", (uintptr_t)__builtin_return_address(0), CALLER_FP(), line,
                      col);
    long exact = op == '+' ? (long)lhs + rhs : op == '-' ? (long)lhs - rhs : op == '*' ? (long)lhs * rhs : -(long)rhs;
    report_begin(&r);
    err_str("signed integer overflow: ");
    err_operation(lhs, op, rhs);
    err_str(" is ");
    err_dec(exact);
    err_str(", which does not fit in an int\n");
    report_end(&r);
}

WENDSAN_REPORT void wend_san_missing_return(int32_t line, int32_t col)
{
    struct report r;
    report_from_check(&r, "missing-return", (uintptr_t)__builtin_return_address(0), CALLER_FP(), line, col);
    report_begin(&r);
    err_str("reached the end of ");
    err_str(r.func ? table_string(r.func->name) : "a function");
    err_str(" without returning a value\n");
    report_end(&r);
}

/* ---- deadly signals ----------------------------------------------------- */

static void on_deadly_signal(int sig, void *info, void *context)
{
    if (reporting) {
        err_flush();
        sys_exit_group(opt_exitcode);
    }
    uintptr_t addr = *(uintptr_t *)((char *)info + SIGINFO_ADDR);
    const uintptr_t *gregs = (const uintptr_t *)((char *)context + UCONTEXT_GREGS);
    uintptr_t pc = gregs[REG_RIP], sp = gregs[REG_RSP], fp = gregs[REG_RBP];
    int overflow = (sig == SIGSEGV || sig == SIGBUS) && wendrt_is_stack_overflow(addr, sp);

    struct report r;
    r.kind = overflow ? "stack-overflow"
             : sig == SIGSEGV ? "segmentation-fault"
             : sig == SIGBUS ? "bus-error"
             : sig == SIGFPE ? "arithmetic-trap"
                             : "illegal-instruction";
    r.top.pc = pc;
    r.top.exact = 1;
    r.entry_caller = 0;
    r.fp = fp;
    r.func = find_func(pc);
    const struct wendsan_row *row = r.func ? find_row(r.func, pc) : 0;
    r.line = row ? row->line : 0;
    r.col = row ? row->col : 0;

    report_begin(&r);
    if (overflow) {
        uintptr_t size = wendrt_stack_top - wendrt_stack_lo;
        err_str("stack overflow: ");
        if (wendrt_stack_top && size % (1ul << 30) == 0) {
            err_str("the ");
            err_dec((long)(size >> 30));
            err_str(" GiB stack is exhausted");
        } else {
            err_str("the stack is exhausted");
        }
        err_str(" (deep or infinite recursion)\n");
    } else if (sig == SIGFPE) {
        err_str("integer division by zero or overflow (--sanitize=divide names the operands)\n");
    } else if (sig == SIGILL) {
        err_str("illegal instruction: control reached code the compiler marked unreachable\n");
    } else {
        err_str(sig == SIGSEGV ? "segmentation fault on address " : "bus error on address ");
        err_hex(addr);
        err_char('\n');
    }

    /* A fault on the first instruction of a function (`push rbp` into the
     * guard): rbp is still the caller's, and the return address into the
     * caller is at [sp]. */
    uintptr_t entry = r.func ? r.func->start : 0;
    int at_entry = pc == entry || pc == (uintptr_t)wend_print_int || pc == (uintptr_t)wend_print_bool
                   || pc == (uintptr_t)wend_print_str;
    if (at_entry && (!wendrt_stack_top || (sp >= wendrt_stack_lo && sp + 8 <= wendrt_stack_top)))
        r.entry_caller = *(const uintptr_t *)sp;
    report_end(&r);
}

/* ---- start-up ----------------------------------------------------------- */

static int starts_with(const char *s, const char *prefix)
{
    while (*prefix)
        if (*s++ != *prefix++)
            return 0;
    return 1;
}

static void warn_option(const char *start, const char *end, const char *why)
{
    err_str("WendSanitizer: WENDSAN_OPTIONS: ");
    err_bytes(start, (size_t)(end - start));
    err_str(": ");
    err_str(why);
    err_str(" (options: exitcode=N, print_addresses=0|1, separated by ':')\n");
    err_flush();
}

/* A decimal number in [start, end), or -1. */
static long parse_number(const char *start, const char *end)
{
    long value = 0;
    if (start == end || end - start > 9)
        return -1;
    for (const char *p = start; p < end; p++) {
        if (*p < '0' || *p > '9')
            return -1;
        value = value * 10 + (*p - '0');
    }
    return value;
}

/* WENDSAN_OPTIONS=name=value:name=value (',' separates too). */
static void parse_options(const char *text)
{
    while (*text) {
        const char *start = text;
        while (*text && *text != ':' && *text != ',')
            text++;
        const char *end = text;
        if (*text)
            text++;
        if (start == end)
            continue;
        const char *eq = start;
        while (eq < end && *eq != '=')
            eq++;
        long value = eq < end ? parse_number(eq + 1, end) : -1;
        size_t name_length = (size_t)(eq - start);
        if (name_length == 8 && starts_with(start, "exitcode")) {
            if (value < 0 || value > 255)
                warn_option(start, end, "the exit code must be a number from 0 to 255");
            else
                opt_exitcode = (int)value;
        } else if (name_length == 15 && starts_with(start, "print_addresses")) {
            if (value != 0 && value != 1)
                warn_option(start, end, "the value must be 0 or 1");
            else
                opt_print_addresses = (int)value;
        } else {
            warn_option(start, end, "unknown option");
        }
    }
}

void wendsan_init(void)
{
    table_ok = wendsan_table.magic == TABLE_MAGIC && wendsan_table.version == TABLE_VERSION;
    if (!table_ok) {
        err_str("WendSanitizer: the program's source table has an unknown format; reports will lack names\n");
        err_flush();
    }
    for (char **env = wendrt_envp; env && *env; env++)
        if (starts_with(*env, "WENDSAN_OPTIONS="))
            parse_options(*env + 16);
    if (!table_ok || (wendsan_table.kinds & KIND_STACK))
        wendrt_install_fault_handler(on_deadly_signal);
}

/* The registration wendrt.c's start-up runs (see "Start-up" above). */
static void (*const init_entry)(void) __attribute__((section(".init_array"), used)) = wendsan_init;
