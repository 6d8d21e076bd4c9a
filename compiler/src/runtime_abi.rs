//! The interface between compiled wend code and `runtime/`.
//!
//! This table is the single place that names the runtime's entry points and
//! their IR signatures. The lowering declares them in the module, the backend
//! calls them by symbol (System V ABI), and the IR printer replaces their
//! declarations by the LLVM definitions below so that `lli` can run a printed
//! module on its own. Those definitions print through libc's stdio, which is
//! buffered and flushed by `exit` just as the native runtime flushes its own
//! buffer, so both produce the same bytes.
//!
//! With `--ir-runtime=extern` the printer writes plain declarations instead
//! ([`RuntimeFn::extern_declaration`]), so that LLVM's `llc` can compile the
//! module to an object that links with `runtime/` exactly as wendc's own
//! objects do (the benchmark harness compares the two code generators so).
//!
//! The IR's printer and parser know none of this: they ask the module's
//! [`ExternalFunctions`] provider, which for wend programs is
//! [`WEND_RUNTIME`] (the driver gives it to every module it lowers).
//!
//! The sanitizer's report functions (`wend_san_*`, defined by
//! `runtime/src/wendsan.c`, linked only with `--sanitize`) are listed here
//! too. They never return. Their lli definitions print a simplified report
//! (the fault and its line:col, no call stack) to stderr after flushing
//! stdout, and exit with status 1, the sanitizer's default exit status.

use crate::ir::{ExternalFunctions, Type};

#[derive(Debug)]
pub struct RuntimeFn {
    pub name: &'static str,
    pub params: &'static [Type],
    pub ret: Type,
    /// The function as an LLVM definition, for running modules under `lli`.
    lli_definition: &'static str,
}

/// `void wend_print_int(int32_t)`: print a decimal integer.
pub const PRINT_INT: RuntimeFn = RuntimeFn {
    name: "wend_print_int",
    params: &[Type::I32],
    ret: Type::Void,
    lli_definition: "define void @wend_print_int(i32 %value) {
  %r = call i32 (ptr, ...) @printf(ptr @wend.lli.fmt.int, i32 %value)
  ret void
}
",
};

/// `void wend_print_bool(bool)`: print `true` or `false`.
pub const PRINT_BOOL: RuntimeFn = RuntimeFn {
    name: "wend_print_bool",
    params: &[Type::I1],
    ret: Type::Void,
    lli_definition: "define void @wend_print_bool(i1 %value) {
  %text = select i1 %value, ptr @wend.lli.true, ptr @wend.lli.false
  %len = select i1 %value, i64 4, i64 5
  call void @wend_print_str(ptr %text, i64 %len)
  ret void
}
",
};

/// `void wend_print_str(const char *bytes, size_t len)`: print raw bytes
/// (string literals may contain NUL, so the length is explicit).
pub const PRINT_STR: RuntimeFn = RuntimeFn {
    name: "wend_print_str",
    params: &[Type::Ptr, Type::I64],
    ret: Type::Void,
    lli_definition: "define void @wend_print_str(ptr %bytes, i64 %len) {
  %out = load ptr, ptr @stdout, align 8
  %n = call i64 @fwrite(ptr %bytes, i64 1, i64 %len, ptr %out)
  ret void
}
",
};

/// `noreturn void wend_san_index_out_of_bounds(int32_t index, int32_t
/// length, const char *array, size_t array_len, int32_t line, int32_t
/// col)`: `array[index]` at line:col with `index` outside `0..length`.
pub const SAN_INDEX: RuntimeFn = RuntimeFn {
    name: "wend_san_index_out_of_bounds",
    params: &[Type::I32, Type::I32, Type::Ptr, Type::I64, Type::I32, Type::I32],
    ret: Type::Void,
    lli_definition: "define void @wend_san_index_out_of_bounds(i32 %index, i32 %length, ptr %array, i64 %array_len, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %name_len = trunc i64 %array_len to i32
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.index, i32 %line, i32 %col, i32 %index, i32 %name_len, ptr %array, i32 %length)
  call void @exit(i32 1)
  unreachable
}
",
};

/// `noreturn void wend_san_division(int32_t lhs, int32_t rhs, int32_t op,
/// int32_t line, int32_t col)`: `lhs op rhs` (`op` is [`SanOp::Div`] or
/// [`SanOp::Rem`]) at line:col would trap: `rhs` is 0, or the quotient of
/// `INT_MIN / -1` does not fit.
pub const SAN_DIVISION: RuntimeFn = RuntimeFn {
    name: "wend_san_division",
    params: &[Type::I32, Type::I32, Type::I32, Type::I32, Type::I32],
    ret: Type::Void,
    lli_definition: "define void @wend_san_division(i32 %lhs, i32 %rhs, i32 %op, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %by_zero = icmp eq i32 %rhs, 0
  %kind = select i1 %by_zero, ptr @wend.lli.san.by_zero, ptr @wend.lli.san.div_overflow
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.arith, ptr %kind, i32 %line, i32 %col, i32 %lhs, i32 %op, i32 %rhs)
  call void @exit(i32 1)
  unreachable
}
",
};

/// `noreturn void wend_san_overflow(int32_t lhs, int32_t rhs, int32_t op,
/// int32_t line, int32_t col)`: the result of `lhs op rhs` (`+ - *`, or
/// [`SanOp::Neg`] with `lhs` 0) at line:col does not fit in 32 bits.
pub const SAN_OVERFLOW: RuntimeFn = RuntimeFn {
    name: "wend_san_overflow",
    params: &[Type::I32, Type::I32, Type::I32, Type::I32, Type::I32],
    ret: Type::Void,
    lli_definition: "define void @wend_san_overflow(i32 %lhs, i32 %rhs, i32 %op, i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.arith, ptr @wend.lli.san.overflow, i32 %line, i32 %col, i32 %lhs, i32 %op, i32 %rhs)
  call void @exit(i32 1)
  unreachable
}
",
};

/// `noreturn void wend_san_missing_return(int32_t line, int32_t col)`: the
/// end of the function declared at line:col was reached without `return`
/// (sema rejects programs where that can happen).
pub const SAN_MISSING_RETURN: RuntimeFn = RuntimeFn {
    name: "wend_san_missing_return",
    params: &[Type::I32, Type::I32],
    ret: Type::Void,
    lli_definition: "define void @wend_san_missing_return(i32 %line, i32 %col) {
  %flushed = call i32 @fflush(ptr null)
  %err = load ptr, ptr @stderr, align 8
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %err, ptr @wend.lli.san.missing_return, i32 %line, i32 %col)
  call void @exit(i32 1)
  unreachable
}
",
};

/// The operator argument of [`SAN_DIVISION`] and [`SAN_OVERFLOW`]: the
/// operator's ASCII character, `n` for unary minus (`wendsan.c` prints
/// them back).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SanOp {
    Add = b'+' as isize,
    Sub = b'-' as isize,
    Mul = b'*' as isize,
    Div = b'/' as isize,
    Rem = b'%' as isize,
    Neg = b'n' as isize,
}

/// Every runtime entry point compiled code may call without `--sanitize`.
pub const ALL: &[&RuntimeFn] = &[&PRINT_INT, &PRINT_BOOL, &PRINT_STR];

impl RuntimeFn {
    /// The function as an LLVM declaration of the C runtime's entry point,
    /// for modules compiled by `llc` and linked with `runtime/`. A `bool`
    /// parameter is `i1 zeroext`, as the System V ABI (and clang) pass C's
    /// `bool`: zero-extended to at least 8 bits.
    pub fn extern_declaration(&self) -> String {
        let params: Vec<String> =
            self.params.iter().map(|t| if *t == Type::I1 { format!("{t} zeroext") } else { t.to_string() }).collect();
        format!("declare {} @{}({})\n", self.ret, self.name, params.join(", "))
    }
}

/// The sanitizer's report functions (`--sanitize`).
pub const SANITIZER: &[&RuntimeFn] = &[&SAN_INDEX, &SAN_DIVISION, &SAN_OVERFLOW, &SAN_MISSING_RETURN];

pub fn lookup(name: &str) -> Option<&'static RuntimeFn> {
    ALL.iter().chain(SANITIZER).copied().find(|f| f.name == name)
}

/// Whether `name` is one of the sanitizer's report functions.
pub fn is_sanitizer_report(name: &str) -> bool {
    SANITIZER.iter().any(|f| f.name == name)
}

/// Whether `name` is a libc symbol or datum only the lli definitions use
/// (the IR parser skips them when reading a printed module back).
pub fn is_lli_support(name: &str) -> bool {
    matches!(name, "printf" | "fwrite" | "stdout" | "fprintf" | "fflush" | "exit" | "stderr")
        || name.starts_with("wend.lli.")
}

/// Declarations and data the lli definitions rely on (libc's stdio).
const LLI_SUPPORT: &str = "@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c\"%d\\00\", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c\"true\", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c\"false\", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)
";

/// What the sanitizer's lli definitions rely on (libc's stdio and exit).
const LLI_SANITIZER_SUPPORT: &str = "@wend.lli.san.index = private unnamed_addr constant [112 x i8] c\"WendSanitizer (lli): index-out-of-bounds at line %d:%d: index %d is out of range for array '%.*s' of length %d\\0A\\00\", align 1
@wend.lli.san.arith = private unnamed_addr constant [49 x i8] c\"WendSanitizer (lli): %s at line %d:%d: %d %c %d\\0A\\00\", align 1
@wend.lli.san.by_zero = private unnamed_addr constant [17 x i8] c\"division-by-zero\\00\", align 1
@wend.lli.san.div_overflow = private unnamed_addr constant [18 x i8] c\"division-overflow\\00\", align 1
@wend.lli.san.overflow = private unnamed_addr constant [24 x i8] c\"signed-integer-overflow\\00\", align 1
@wend.lli.san.missing_return = private unnamed_addr constant [51 x i8] c\"WendSanitizer (lli): missing-return at line %d:%d\\0A\\00\", align 1
@stderr = external global ptr, align 8

declare i32 @fprintf(ptr, ptr, ...)
declare i32 @fflush(ptr)
declare void @exit(i32)
";

/// The text that makes a printed module runnable by `lli`: the definitions
/// of the runtime functions it declares, plus what they need. Every runtime
/// function is included, because the shims call each other; the
/// sanitizer's only when `sanitized` (a module that calls one of them), so
/// that modules built without `--sanitize` print exactly as before.
pub fn lli_shims(sanitized: bool) -> String {
    let mut out = String::from("\n; The wend runtime as LLVM definitions, so that lli can run this module.\n");
    out.push_str("; (Native builds link runtime/ instead of these.)\n");
    out.push_str(LLI_SUPPORT);
    if sanitized {
        out.push_str(LLI_SANITIZER_SUPPORT);
    }
    let shims = if sanitized { SANITIZER } else { &[] };
    for f in ALL.iter().chain(shims) {
        out.push('\n');
        out.push_str(f.lli_definition);
    }
    out
}

/// The runtime as the IR's text format sees it: the provider of the
/// functions above (see [`ExternalFunctions`]).
#[derive(Debug)]
pub struct WendRuntime;

/// The runtime's [`ExternalFunctions`], for `Module::externals`.
pub static WEND_RUNTIME: WendRuntime = WendRuntime;

impl ExternalFunctions for WendRuntime {
    fn signature(&self, name: &str) -> Option<(&[Type], Type)> {
        lookup(name).map(|f| (f.params, f.ret))
    }

    fn extern_declaration(&self, name: &str) -> String {
        lookup(name).expect("a runtime function").extern_declaration()
    }

    fn lli_definitions(&self, declared: &[&str]) -> String {
        lli_shims(declared.iter().any(|name| is_sanitizer_report(name)))
    }

    fn is_lli_support(&self, name: &str) -> bool {
        is_lli_support(name)
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::parse::parse_module_with;
    use crate::ir::print::{print_module, print_module_with, RuntimeIr};

    /// A module declaring a runtime function prints with its lli shim, or
    /// with the C runtime's declaration (`zeroext` for C's `bool`), and
    /// either text parses back to the same module.
    #[test]
    fn runtime_declarations_print_both_ways_and_parse_back() {
        let text = "define i32 @main() {
entry:
  call void @wend_print_bool(i1 true)
  ret i32 0
}

declare void @wend_print_bool(i1 zeroext)
";
        let parse = |text: &str| parse_module_with(text, Some(&super::WEND_RUNTIME)).unwrap();
        let module = parse(text);
        let with_shims = print_module(&module);
        assert!(with_shims.contains("define void @wend_print_bool(i1 %value)"), "{with_shims}");
        assert!(!with_shims.contains("@wend_san_"), "no sanitizer shims without a sanitizer report: {with_shims}");
        let external = print_module_with(&module, RuntimeIr::Extern);
        assert!(external.contains("\ndeclare void @wend_print_bool(i1 zeroext)\n"), "{external}");
        assert!(!external.contains("define void @wend_print_bool") && !external.contains("@printf"), "{external}");
        assert_eq!(print_module_with(&parse(&external), RuntimeIr::Extern), external);
        assert_eq!(print_module(&parse(&external)), with_shims);
        assert_eq!(print_module(&parse(&with_shims)), with_shims);
    }

    /// A sanitizer report function brings the sanitizer's shims along.
    #[test]
    fn sanitizer_reports_bring_their_shims() {
        let text = "define void @main() {
entry:
  call void @wend_san_missing_return(i32 1, i32 2)
  unreachable
}

declare void @wend_san_missing_return(i32, i32)
";
        let module = parse_module_with(text, Some(&super::WEND_RUNTIME)).unwrap();
        let printed = print_module(&module);
        assert!(printed.ends_with(&super::lli_shims(true)), "{printed}");
        assert_eq!(print_module(&parse_module_with(&printed, Some(&super::WEND_RUNTIME)).unwrap()), printed);
    }

    /// The `[N x i8]` of every string constant of the lli support text must
    /// be its length (LLVM rejects the module otherwise).
    #[test]
    fn lli_string_constants_have_their_declared_lengths() {
        for line in super::LLI_SANITIZER_SUPPORT.lines().chain(super::LLI_SUPPORT.lines()) {
            let Some((_, rest)) = line.split_once("constant [") else { continue };
            let (n, rest) = rest.split_once(" x i8] c\"").unwrap();
            let text = rest.rsplit_once("\", align").unwrap().0;
            let escapes = text.matches('\\').count();
            assert_eq!(n.parse::<usize>().unwrap(), text.len() - 2 * escapes, "{line}");
        }
    }
}
