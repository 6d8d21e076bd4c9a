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

use crate::ir::Type;

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

/// Every runtime entry point compiled code may call.
pub const ALL: &[&RuntimeFn] = &[&PRINT_INT, &PRINT_BOOL, &PRINT_STR];

impl RuntimeFn {
    /// The function as an LLVM declaration of the C runtime's entry point,
    /// for modules compiled by `llc` and linked with `runtime/`. A `bool`
    /// parameter is `i1 zeroext`, as the System V ABI (and clang) pass C's
    /// `bool`: zero-extended to at least 8 bits.
    pub fn extern_declaration(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|t| if *t == Type::I1 { format!("{t} zeroext") } else { t.to_string() })
            .collect();
        format!("declare {} @{}({})\n", self.ret, self.name, params.join(", "))
    }
}

pub fn lookup(name: &str) -> Option<&'static RuntimeFn> {
    ALL.iter().copied().find(|f| f.name == name)
}

/// Whether `name` is a libc symbol or datum only the lli definitions use
/// (the IR parser skips them when reading a printed module back).
pub fn is_lli_support(name: &str) -> bool {
    matches!(name, "printf" | "fwrite" | "stdout") || name.starts_with("wend.lli.")
}

/// Declarations and data the lli definitions rely on (libc's stdio).
const LLI_SUPPORT: &str = "@wend.lli.fmt.int = private unnamed_addr constant [3 x i8] c\"%d\\00\", align 1
@wend.lli.true = private unnamed_addr constant [4 x i8] c\"true\", align 1
@wend.lli.false = private unnamed_addr constant [5 x i8] c\"false\", align 1
@stdout = external global ptr, align 8

declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)
";

/// The text that makes a printed module runnable by `lli`: the definitions
/// of the runtime functions it declares, plus what they need. Every runtime
/// function is included, because the shims call each other.
pub fn lli_shims() -> String {
    let mut out = String::from("\n; The wend runtime as LLVM definitions, so that lli can run this module.\n");
    out.push_str("; (Native builds link runtime/ instead of these.)\n");
    out.push_str(LLI_SUPPORT);
    for f in ALL {
        out.push('\n');
        out.push_str(f.lli_definition);
    }
    out
}
