//! End-to-end tests of the x86-64 backend, for what is best written as Rust:
//! programs generated from tables of values (every operator on extreme
//! operands, random shuffle masks), object-file and linker checks. Fixed
//! programs and single-stage cases are text files run by `backend_tests.rs`
//! (`tests/backend-tests/`).
//!
//! Each program is built by hand as IR (the way the front end lowers wend:
//! allocas for variables, loads and stores, pointer parameters for outer
//! variables), then run three ways, which must all print exactly the
//! expected bytes:
//!
//! 1. compiled with `compile_module`, linked with `link_executable`, run;
//! 2. printed with `ir::print::print_module` and run by `lli -opaque-pointers`
//!    (LLVM's reading of the same IR: proves our code and the IR semantics
//!    agree);
//! 3. the `-S` listing assembled by GNU `as`, linked with the runtime, run.
//!
//! Programs whose behaviour lli cannot reproduce (a recursion deeper than
//! lli's 8 MiB stack, a trap) run natively only, with a comment saying why.
//! Other tests read the object file back with `object::read` and exercise
//! the linker's failure handling.
//!
//! Arrays and vectors (what the SLP vectorizer produces) are tested with
//! programs written as IR text (`MainText`): arrays zeroed by
//! `llvm.memset`, vectors loaded from and stored to them, results printed
//! element by element and compared with values computed here. The vector
//! programs are built for x86-64-v2 (and checked to use nothing beyond it)
//! and for AVX2; the AVX2 ones are always compiled, and run only on a CPU
//! with AVX2 (the test output says which happened).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod support;

use object::{Object, ObjectSection, ObjectSymbol};
use support::shown;
use wendc::backend::regalloc::liveness::WalkLimit;
use wendc::backend::{
    compile_module, compile_module_releasing_ir, link_executable, write_output, BackendOptions, LinkError, Target,
};
use wendc::ir::{self, BinOp, Builder, CmpPred, FuncId, Function, Module, Type, ValueId};
use wendc::runtime_abi;

const INT_MIN: i32 = i32::MIN;
const INT_MAX: i32 = i32::MAX;

// ---------------------------------------------------------------------------
// Building IR by hand
// ---------------------------------------------------------------------------

/// The runtime functions, declared in a module.
struct Runtime {
    print_int: FuncId,
    print_bool: FuncId,
    print_str: FuncId,
}

fn new_module() -> (Module, Runtime) {
    let mut m = Module::new("backend_test.wend");
    m.externals = Some(&runtime_abi::WEND_RUNTIME);
    let mut declare = |f: &runtime_abi::RuntimeFn| m.add_function(Function::declaration(f.name, f.params, f.ret));
    let print_int = declare(&runtime_abi::PRINT_INT);
    let print_bool = declare(&runtime_abi::PRINT_BOOL);
    let print_str = declare(&runtime_abi::PRINT_STR);
    (m, Runtime { print_int, print_bool, print_str })
}

/// Add a function with an empty body (so its id can be used in calls
/// before the body is written, e.g. for recursion).
fn declare(m: &mut Module, name: &str, params: &[(Type, &str)], ret: Type) -> FuncId {
    m.add_function(Function::new(name, params, ret))
}

/// Write the body of `id`, starting in a fresh entry block.
fn define(m: &mut Module, id: FuncId, body: impl FnOnce(&mut Module, &mut Builder)) {
    let mut f = std::mem::replace(m.function_mut(id), Function::new("<being defined>", &[], Type::Void));
    let entry = f.create_block("entry");
    {
        let mut b = Builder::new(&mut f);
        b.position_at_end(entry);
        body(m, &mut b);
    }
    *m.function_mut(id) = f;
}

fn int(b: &mut Builder, v: i32) -> ValueId {
    b.func.const_int(Type::I32, i64::from(v))
}

fn boolean(b: &mut Builder, v: bool) -> ValueId {
    b.func.const_bool(v)
}

fn print_int(b: &mut Builder, rt: &Runtime, v: ValueId) {
    b.call(rt.print_int, Type::Void, &[v], "");
}

fn print_bool(b: &mut Builder, rt: &Runtime, v: ValueId) {
    b.call(rt.print_bool, Type::Void, &[v], "");
}

fn print_str(m: &mut Module, b: &mut Builder, rt: &Runtime, text: &[u8]) {
    let g = m.intern_string(text);
    let ptr = b.func.global_addr(g);
    let len = b.func.const_int(Type::I64, text.len() as i64);
    b.call(rt.print_str, Type::Void, &[ptr, len], "");
}

/// A value the optimizer-free IR cannot see as a constant: stored to a
/// fresh alloca and loaded back.
fn opaque(b: &mut Builder, ty: Type, v: ValueId) -> ValueId {
    let slot = b.alloca(ty, "opaque");
    b.store(v, slot);
    b.load(ty, slot, "opaque.v")
}

fn opaque_int(b: &mut Builder, v: i32) -> ValueId {
    let c = int(b, v);
    opaque(b, Type::I32, c)
}

/// `for (i = from; i < to; i += 1) body(i)`, leaving the builder after the
/// loop.
fn counted_loop(
    m: &mut Module,
    b: &mut Builder,
    from: i32,
    to: i32,
    mut body: impl FnMut(&mut Module, &mut Builder, ValueId),
) {
    let i = b.alloca(Type::I32, "i");
    let start = int(b, from);
    b.store(start, i);
    let head = b.create_block("loop.head");
    let body_block = b.create_block("loop.body");
    let exit = b.create_block("loop.exit");
    b.br(head);
    b.position_at_end(head);
    let iv = b.load(Type::I32, i, "iv");
    let limit = int(b, to);
    let more = b.icmp(CmpPred::Slt, iv, limit, "more");
    b.cond_br(more, body_block, exit);
    b.position_at_end(body_block);
    let iv = b.load(Type::I32, i, "iv");
    body(m, b, iv);
    let iv = b.load(Type::I32, i, "iv");
    let one = int(b, 1);
    let next = b.binary(BinOp::Add, iv, one, "next");
    b.store(next, i);
    b.br(head);
    b.position_at_end(exit);
}

/// `if cond { then() } else { otherwise() }`, leaving the builder after it.
fn if_else(
    m: &mut Module,
    b: &mut Builder,
    cond: ValueId,
    then: impl FnOnce(&mut Module, &mut Builder),
    otherwise: impl FnOnce(&mut Module, &mut Builder),
) {
    let yes = b.create_block("if.then");
    let no = b.create_block("if.else");
    let join = b.create_block("if.end");
    b.cond_br(cond, yes, no);
    for (block, arm) in [(yes, Box::new(then) as Box<dyn FnOnce(&mut Module, &mut Builder)>), (no, Box::new(otherwise))]
    {
        b.position_at_end(block);
        arm(m, b);
        if !b.is_terminated() {
            b.br(join);
        }
    }
    b.position_at_end(join);
}

fn define_main(m: &mut Module, body: impl FnOnce(&mut Module, &mut Builder)) -> FuncId {
    let id = declare(m, "main", &[], Type::Void);
    define(m, id, |m, b| {
        body(m, b);
        b.ret(None);
    });
    id
}

// ---------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------

fn run(path: &Path) -> Output {
    Command::new(path).output().unwrap_or_else(|e| panic!("cannot run {}: {e}", path.display()))
}

fn link_and_run(object: &[u8], dir: &Path, name: &str) -> Output {
    let exe = dir.join(name);
    link_executable(object, &exe).unwrap_or_else(|e| panic!("link failed: {e}"));
    run(&exe)
}

fn native_output(m: &Module) -> Output {
    native_output_for(m, Target::X86_64V2)
}

fn native_output_for(m: &Module, target: Target) -> Output {
    native_output_with(m, &BackendOptions { target, ..BackendOptions::default() })
}

/// The program built by the unoptimizing backend (`-O0`: every value in a
/// stack slot).
fn unoptimized_output_for(m: &Module, target: Target) -> Output {
    native_output_with(m, &BackendOptions { target, optimize: false, ..BackendOptions::default() })
}

fn native_output_with(m: &Module, opts: &BackendOptions) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let obj = compile_module(m, opts);
    link_and_run(&obj.elf, dir.path(), "native")
}

fn lli_output(m: &Module) -> Output {
    support::lli_output(&ir::print::print_module(m)).unwrap_or_else(|e| panic!("{e}"))
}

/// Compile with `-S`, assemble the listing with GNU as, link, run.
fn listing_output(m: &Module) -> Output {
    listing_output_for(m, Target::X86_64V2)
}

/// The `-S` listing for `target`.
fn listing_for(m: &Module, target: Target) -> String {
    compile_module(m, &BackendOptions { listing: true, target, ..BackendOptions::default() })
        .listing
        .expect("listing requested")
}

fn listing_output_for(m: &Module, target: Target) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let obj = assemble(&listing_for(m, target));
    link_and_run(&obj, dir.path(), "from_listing")
}

/// The object GNU as makes of `listing` (which it must accept silently).
fn assemble(listing: &str) -> Vec<u8> {
    support::assemble(listing).unwrap_or_else(|e| panic!("{e}\n--- listing ---\n{listing}"))
}

fn assert_output(how: &str, out: &Output, expected: &[u8]) {
    assert!(out.status.success(), "{how}: exit status {}, stderr: {}", out.status, shown(&out.stderr));
    assert_same_output(how, out, expected);
}

/// Output and stderr only: lli's exit status is not meaningful for a `void
/// main()` (lli exits with whatever is left in eax), but it must not die
/// from a signal.
fn assert_lli_output(out: &Output, expected: &[u8]) {
    assert_eq!(out.status.signal(), None, "lli was killed: stderr: {}", shown(&out.stderr));
    assert_same_output("lli", out, expected);
}

fn assert_same_output(how: &str, out: &Output, expected: &[u8]) {
    assert!(out.stderr.is_empty(), "{how}: unexpected stderr: {}", shown(&out.stderr));
    assert!(
        out.stdout == expected,
        "{how}: wrong output\n--- got ---\n{}\n--- expected ---\n{}",
        shown(&out.stdout),
        shown(expected)
    );
}

/// The native program (from both backends), lli and the re-assembled
/// listing all print `expected`.
fn check_program(m: &Module, expected: &[u8]) {
    check_program_for(m, Target::X86_64V2, expected);
}

/// `check_program` with code for `target` (which the CPU must support).
fn check_program_for(m: &Module, target: Target, expected: &[u8]) {
    assert_output("native", &native_output_for(m, target), expected);
    assert_output("native, unoptimizing backend", &unoptimized_output_for(m, target), expected);
    assert_lli_output(&lli_output(m), expected);
    assert_output("listing", &listing_output_for(m, target), expected);
}

/// Like `check_program` without lli, for programs lli cannot run.
fn check_native_and_listing(m: &Module, expected: &[u8]) {
    assert_output("native", &native_output(m), expected);
    assert_output("native, unoptimizing backend", &unoptimized_output_for(m, Target::X86_64V2), expected);
    assert_output("listing", &listing_output(m), expected);
}

// ---------------------------------------------------------------------------
// Programs
// ---------------------------------------------------------------------------

#[test]
fn arithmetic_wraps_around_and_folds_immediates() {
    let (mut m, rt) = new_module();
    let values = [0, 1, -1, 7, -100, 123_456_789, INT_MAX, INT_MIN];
    let immediates = [0, 1, -1, 3, 127, 128, -128, -129, 100_000, INT_MAX, INT_MIN];
    type Op = (BinOp, fn(i32, i32) -> i32);
    let ops: [Op; 6] = [
        (BinOp::Add, i32::wrapping_add),
        (BinOp::Sub, i32::wrapping_sub),
        (BinOp::Mul, i32::wrapping_mul),
        (BinOp::And, |a, b| a & b),
        (BinOp::Or, |a, b| a | b),
        (BinOp::Xor, |a, b| a ^ b),
    ];
    let mut expected = String::new();
    define_main(&mut m, |m, b| {
        for &x in &values {
            for &y in &immediates {
                for &(op, eval) in &ops {
                    let a = opaque_int(b, x);
                    // register op immediate, immediate op register, register op register
                    let c = int(b, y);
                    let r1 = b.binary(op, a, c, "r1");
                    let r2 = b.binary(op, c, a, "r2");
                    let v = opaque_int(b, y);
                    let r3 = b.binary(op, a, v, "r3");
                    for r in [r1, r2, r3] {
                        print_int(b, &rt, r);
                        print_str(m, b, &rt, b" ");
                    }
                    expected += &format!("{} {} {} ", eval(x, y), eval(y, x), eval(x, y));
                }
                print_str(m, b, &rt, b"\n");
                expected += "\n";
            }
        }
        // Both operands constant.
        let (a, c) = (int(b, INT_MAX), int(b, 2));
        let r = b.binary(BinOp::Mul, a, c, "r");
        print_int(b, &rt, r);
        expected += &INT_MAX.wrapping_mul(2).to_string();
    });
    check_program(&m, expected.as_bytes());
}

#[test]
fn comparisons_fused_with_branches_and_as_values() {
    let (mut m, rt) = new_module();
    let values = [INT_MIN, -5, -1, 0, 1, 5, INT_MAX];
    type Predicate = (CmpPred, fn(i32, i32) -> bool);
    let preds: [Predicate; 6] = [
        (CmpPred::Eq, |a, b| a == b),
        (CmpPred::Ne, |a, b| a != b),
        (CmpPred::Slt, |a, b| a < b),
        (CmpPred::Sle, |a, b| a <= b),
        (CmpPred::Sgt, |a, b| a > b),
        (CmpPred::Sge, |a, b| a >= b),
    ];
    let mut expected = String::new();
    define_main(&mut m, |m, b| {
        for &x in &values {
            for &y in &values {
                for &(pred, eval) in &preds {
                    let a = opaque_int(b, x);
                    let v = opaque_int(b, y);
                    // As a value (setcc).
                    let c = b.icmp(pred, a, v, "c");
                    print_bool(b, &rt, c);
                    // Fused with a branch, register vs register.
                    let c = b.icmp(pred, a, v, "c");
                    if_else(m, b, c, |m, b| print_str(m, b, &rt, b"T"), |m, b| print_str(m, b, &rt, b"F"));
                    // Constant on the left (operands swapped) and on the right.
                    let k = int(b, x);
                    let c = b.icmp(pred, k, v, "c");
                    if_else(m, b, c, |m, b| print_str(m, b, &rt, b"T"), |m, b| print_str(m, b, &rt, b"F"));
                    let k = int(b, y);
                    let c = b.icmp(pred, a, k, "c");
                    print_bool(b, &rt, c);
                    print_str(m, b, &rt, b" ");
                    let r = eval(x, y);
                    let tf = if r { "T" } else { "F" };
                    expected += &format!("{r}{tf}{tf}{r} ");
                }
                print_str(m, b, &rt, b"\n");
                expected += "\n";
            }
        }
        // Both constant, and a constant branch condition.
        let (p, q) = (int(b, 3), int(b, 4));
        let c = b.icmp(CmpPred::Slt, p, q, "c");
        print_bool(b, &rt, c);
        let t = boolean(b, true);
        if_else(m, b, t, |m, b| print_str(m, b, &rt, b"yes"), |m, b| print_str(m, b, &rt, b"no"));
        expected += "trueyes";
    });
    check_program(&m, expected.as_bytes());
}

#[test]
fn output_larger_than_the_runtime_buffer_is_complete_and_ordered() {
    let (mut m, rt) = new_module();
    let big: Vec<u8> = (0..100_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    define_main(&mut m, |m, b| {
        counted_loop(m, b, 0, 20_000, |m, b, i| {
            print_int(b, &rt, i);
            print_str(m, b, &rt, b"\n");
        });
        // One write larger than the 64 KiB buffer, between buffered ones.
        print_str(m, b, &rt, &big);
        print_str(m, b, &rt, b"\nend\n");
    });
    let mut expected: Vec<u8> = (0..20_000).flat_map(|i| format!("{i}\n").into_bytes()).collect();
    expected.extend_from_slice(&big);
    expected.extend_from_slice(b"\nend\n");
    assert!(expected.len() > 200 * 1024);
    check_program(&m, &expected);
}

#[test]
fn deep_recursion_runs_on_the_large_stack() {
    // depth(n) = n == 0 ? 0 : 1 + depth(n - 1), one million frames deep:
    // far more than the 8 MiB default stack holds, so this passes only if
    // the runtime switched to its own stack. (lli runs on its default stack,
    // so it cannot run this program.)
    let (mut m, rt) = new_module();
    let depth = declare(&mut m, "main.depth", &[(Type::I32, "n")], Type::I32);
    define(&mut m, depth, |m, b| {
        let n = b.func.params[0];
        let n_addr = b.alloca(Type::I32, "n.addr");
        b.store(n, n_addr);
        let zero = int(b, 0);
        let done = b.icmp(CmpPred::Eq, n, zero, "done");
        if_else(m, b, done, |_, b| b.ret(Some(zero)), |_, _| {});
        let nv = b.load(Type::I32, n_addr, "n.v");
        let one = int(b, 1);
        let n1 = b.binary(BinOp::Sub, nv, one, "n1");
        let d = b.call(depth, Type::I32, &[n1], "d").unwrap();
        let r = b.binary(BinOp::Add, d, one, "r");
        b.ret(Some(r));
    });
    define_main(&mut m, |_, b| {
        let n = int(b, 1_000_000);
        let d = b.call(depth, Type::I32, &[n], "d").unwrap();
        print_int(b, &rt, d);
    });
    check_native_and_listing(&m, b"1000000");
}

#[test]
fn sixteen_mebibyte_array_in_main_and_pointer_access_to_it() {
    // `int[4194304] a;` in main: a 16 MiB frame (bigger than lli's stack).
    // Element 0 is written by main and read and updated by a callee.
    let (mut m, rt) = new_module();
    let bump = declare(&mut m, "main.bump", &[(Type::Ptr, "a")], Type::I32);
    define(&mut m, bump, |_, b| {
        let a = b.func.params[0];
        let v = b.load(Type::I32, a, "v");
        let k = int(b, 5);
        let w = b.binary(BinOp::Mul, v, k, "w");
        b.store(w, a);
        b.ret(Some(v));
    });
    define_main(&mut m, |m, b| {
        let array = b.alloca(Type::Array { elem: ir::IntType::I32, len: 4_194_304 }, "a");
        let x = b.alloca(Type::I32, "x");
        let seven = int(b, 7);
        b.store(seven, array);
        let one = int(b, 1);
        b.store(one, x);
        let old = b.call(bump, Type::I32, &[array], "old").unwrap();
        print_int(b, &rt, old);
        print_str(m, b, &rt, b" ");
        let now = b.load(Type::I32, array, "now");
        print_int(b, &rt, now);
        print_str(m, b, &rt, b" ");
        let xv = b.load(Type::I32, x, "xv");
        print_int(b, &rt, xv);
    });
    check_native_and_listing(&m, b"7 35 1");
}

#[test]
fn division_traps_kill_the_program_with_sigfpe() {
    // Not comparable with lli: in LLVM these divisions are undefined
    // behaviour; wend defines them as "the program dies with a signal".
    for (x, y) in [(1, 0), (INT_MIN, -1)] {
        for op in [BinOp::SDiv, BinOp::SRem] {
            let (mut m, rt) = new_module();
            define_main(&mut m, |_, b| {
                let a = opaque_int(b, x);
                let d = opaque_int(b, y);
                let q = b.binary(op, a, d, "q");
                print_int(b, &rt, q);
            });
            let out = native_output(&m);
            assert_eq!(out.status.signal(), Some(8), "{x} {op:?} {y}: expected SIGFPE, got {}", out.status);
        }
    }
}

// ---------------------------------------------------------------------------
// Arrays and vectors, written as IR text
// ---------------------------------------------------------------------------

/// The runtime, `llvm.memset`, two strings (`" "`, `"\n"`) and
/// `@dump_i32`/`@dump_i8`/`@dump_bool(ptr p, i32 n)`, which print `n` array
/// elements (each followed by a space) and a newline, indexing with a
/// variable (`getelementptr` folded into the loads).
fn ir_prelude() -> String {
    let mut text = String::from(
        r#"@.str.0 = private unnamed_addr constant [1 x i8] c" ", align 1
@.str.1 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@.str.2 = private unnamed_addr constant [1 x i8] c":", align 1

declare void @wend_print_int(i32)
declare void @wend_print_bool(i1)
declare void @wend_print_str(ptr, i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"#,
    );
    let print_i32 = "call void @wend_print_int(i32 %v)";
    let print_i8 = "%w = sext i8 %v to i32\n  call void @wend_print_int(i32 %w)";
    let print_bool = "call void @wend_print_bool(i1 %v)";
    for (name, elem, print) in
        [("dump_i32", "i32", print_i32), ("dump_i8", "i8", print_i8), ("dump_bool", "i1", print_bool)]
    {
        text += &format!(
            r#"
define void @{name}(ptr %p, i32 %n) {{
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %head

head:
  %iv = load i32, ptr %i, align 4
  %more = icmp slt i32 %iv, %n
  br i1 %more, label %body, label %done

body:
  %k = load i32, ptr %i, align 4
  %e = getelementptr {elem}, ptr %p, i32 %k
  %v = load {elem}, ptr %e, align 1
  {print}
  call void @wend_print_str(ptr @.str.0, i64 1)
  %next = add i32 %k, 1
  store i32 %next, ptr %i, align 4
  br label %head

done:
  call void @wend_print_str(ptr @.str.1, i64 1)
  ret void
}}
"#
        );
    }
    text
}

/// The body of `void @main()` being written as IR text, and the output it
/// must print. Allocas go to the entry block; each array is zeroed with
/// `llvm.memset` and filled with constant-index stores.
#[derive(Default)]
struct MainText {
    allocas: String,
    body: String,
    /// Further functions of the module.
    functions: String,
    expected: String,
    next_name: usize,
}

impl MainText {
    fn fresh(&mut self) -> String {
        self.next_name += 1;
        format!("%t{}", self.next_name)
    }

    fn line(&mut self, line: impl AsRef<str>) {
        self.body += "  ";
        self.body += line.as_ref();
        self.body += "\n";
    }

    /// `%fresh = rhs`; returns `%fresh`.
    fn def(&mut self, rhs: impl AsRef<str>) -> String {
        let name = self.fresh();
        self.line(format!("{name} = {}", rhs.as_ref()));
        name
    }

    /// An array `[values.len() x elem]` (`elem` is i1, i8 or i32) holding
    /// `values`.
    fn array(&mut self, elem: &str, values: &[i64]) -> String {
        let array = self.zeroed_array(elem, values.len());
        for (k, &v) in values.iter().enumerate() {
            let v = if elem == "i1" { (v != 0).to_string() } else { v.to_string() };
            let at = self.def(format!("getelementptr {elem}, ptr {array}, i32 {k}"));
            self.line(format!("store {elem} {v}, ptr {at}, align 1"));
        }
        array
    }

    /// A zeroed array of `len` elements of `elem`.
    fn zeroed_array(&mut self, elem: &str, len: usize) -> String {
        let array = self.fresh();
        self.allocas += &format!("  {array} = alloca [{len} x {elem}], align 4\n");
        let bytes = len * if elem == "i32" { 4 } else { 1 };
        self.line(format!("call void @llvm.memset.p0.i64(ptr {array}, i8 0, i64 {bytes}, i1 false)"));
        array
    }

    /// A stack variable of type `ty` set to `value`; returns its address.
    fn variable(&mut self, ty: &str, value: &str) -> String {
        let slot = self.fresh();
        self.allocas += &format!("  {slot} = alloca {ty}, align 4\n");
        self.line(format!("store {ty} {value}, ptr {slot}, align 4"));
        slot
    }

    /// A value the IR cannot see as a constant (stored and loaded back).
    fn opaque(&mut self, ty: &str, value: &str) -> String {
        let slot = self.variable(ty, value);
        self.def(format!("load {ty}, ptr {slot}, align 4"))
    }

    /// `for (k = 0; k < n; k++) body(k)`, leaving the text after the loop.
    fn counted_loop(&mut self, n: usize, body: impl FnOnce(&mut Self, &str)) {
        let counter = self.fresh();
        self.allocas += &format!("  {counter} = alloca i32, align 4\n");
        self.line(format!("store i32 0, ptr {counter}, align 4"));
        let label = &counter[1..];
        self.body += &format!("  br label %{label}.head\n\n{label}.head:\n");
        let k = self.def(format!("load i32, ptr {counter}, align 4"));
        let more = self.def(format!("icmp slt i32 {k}, {n}"));
        self.body += &format!("  br i1 {more}, label %{label}.body, label %{label}.done\n\n{label}.body:\n");
        let k = self.def(format!("load i32, ptr {counter}, align 4"));
        body(self, &k);
        let k = self.def(format!("load i32, ptr {counter}, align 4"));
        let next = self.def(format!("add i32 {k}, 1"));
        self.line(format!("store i32 {next}, ptr {counter}, align 4"));
        self.body += &format!("  br label %{label}.head\n\n{label}.done:\n");
    }

    /// Load a `<lanes x elem>` vector from element `at` of `array`.
    fn load_vector(&mut self, ty: &str, elem: &str, array: &str, at: usize) -> String {
        let p = self.def(format!("getelementptr {elem}, ptr {array}, i32 {at}"));
        self.def(format!("load {ty}, ptr {p}, align 1"))
    }

    /// Store `value` (of type `ty`) into a fresh zeroed array of `len`
    /// `elem`s and print the elements.
    fn store_and_dump(&mut self, ty: &str, value: &str, elem: &str, len: usize) {
        let out = self.zeroed_array(elem, len);
        self.line(format!("store {ty} {value}, ptr {out}, align 1"));
        self.dump(elem, &out, len);
    }

    fn dump(&mut self, elem: &str, array: &str, len: usize) {
        let dump = match elem {
            "i32" => "dump_i32",
            "i8" => "dump_i8",
            "i1" => "dump_bool",
            _ => panic!("no dump function for {elem}"),
        };
        self.line(format!("call void @{dump}(ptr {array}, i32 {len})"));
    }

    fn print_int(&mut self, value: &str) {
        self.line(format!("call void @wend_print_int(i32 {value})"));
        self.print_space();
    }

    fn print_bool(&mut self, value: &str) {
        self.line(format!("call void @wend_print_bool(i1 {value})"));
        self.print_space();
    }

    /// Print a value of integer type `ty`: i1 as a bool, i8 and i32 as
    /// ints, i64 as `high:low` where the value is high * 2^32 + low.
    fn print_value(&mut self, ty: &str, v: &str) {
        match ty {
            "i1" => self.print_bool(v),
            "i8" => {
                let w = self.def(format!("sext i8 {v} to i32"));
                self.print_int(&w);
            }
            "i32" => self.print_int(v),
            "i64" => {
                // v = high * 2^32 + sext(low), exactly (wrapping).
                let low = self.def(format!("trunc i64 {v} to i32"));
                let low64 = self.def(format!("sext i32 {low} to i64"));
                let rest = self.def(format!("sub i64 {v}, {low64}"));
                let high = self.def(format!("sdiv i64 {rest}, 4294967296"));
                let high = self.def(format!("trunc i64 {high} to i32"));
                self.line(format!("call void @wend_print_int(i32 {high})"));
                self.line("call void @wend_print_str(ptr @.str.2, i64 1)");
                self.print_int(&low);
            }
            _ => panic!("cannot print {ty}"),
        }
    }

    /// What `print_value` prints for `value` of type `ty` (truncated to it).
    fn expect_value(&self, ty: &str, value: i64) -> String {
        match ty {
            "i1" => format!("{} ", value & 1 == 1),
            "i8" => format!("{} ", value as i8),
            "i32" => format!("{} ", value as i32),
            "i64" => {
                let low = value as i32;
                format!("{}:{low} ", (value.wrapping_sub(i64::from(low)) / (1 << 32)) as i32)
            }
            _ => panic!("cannot print {ty}"),
        }
    }

    fn print_space(&mut self) {
        self.line("call void @wend_print_str(ptr @.str.0, i64 1)");
    }

    fn newline(&mut self) {
        self.line("call void @wend_print_str(ptr @.str.1, i64 1)");
        self.expected += "\n";
    }

    /// Expect the elements `values` printed by a dump (or by print_* calls
    /// followed by `newline`).
    fn expect_line<T: std::fmt::Display>(&mut self, values: &[T]) {
        for v in values {
            self.expected += &format!("{v} ");
        }
        self.expected += "\n";
    }

    /// The complete module.
    fn module(&self) -> Module {
        let text = format!(
            "{}\ndefine void @main() {{\nentry:\n{}{}  ret void\n}}\n{}",
            ir_prelude(),
            self.allocas,
            self.body,
            self.functions
        );
        if let Ok(path) = std::env::var("WENDC_TEST_DUMP_IR") {
            fs::write(path, &text).unwrap();
        }
        let m = ir::parse::parse_module_with(&text, Some(&runtime_abi::WEND_RUNTIME))
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        ir::verify::verify_module(&m).unwrap_or_else(|e| panic!("{e}\n{text}"));
        m
    }
}

/// IR text of a vector constant: `<i32 1, i32 2>`.
fn vector_literal(elem: &str, values: &[i64]) -> String {
    let lanes: Vec<String> =
        values.iter().map(|&v| if elem == "i1" { format!("i1 {}", v != 0) } else { format!("{elem} {v}") }).collect();
    format!("<{}>", lanes.join(", "))
}

/// An IR operation and its meaning.
type Semantics<T, R> = (&'static str, fn(T, T) -> R);

/// The lane-wise operations of the tests, on `i32` lanes (wrapping).
const LANE_OPS: [Semantics<i32, i32>; 6] = [
    ("add", i32::wrapping_add),
    ("sub", i32::wrapping_sub),
    ("mul", i32::wrapping_mul),
    ("and", |a, b| a & b),
    ("or", |a, b| a | b),
    ("xor", |a, b| a ^ b),
];

/// The signed predicates, with their meaning.
const PREDICATES: [Semantics<i64, bool>; 6] = [
    ("eq", |a, b| a == b),
    ("ne", |a, b| a != b),
    ("slt", |a, b| a < b),
    ("sle", |a, b| a <= b),
    ("sgt", |a, b| a > b),
    ("sge", |a, b| a >= b),
];

/// `values` as the lanes of an `elem` vector (wrapped to the lane width).
fn wrap_lanes(elem: &str, values: &[i64]) -> Vec<i64> {
    values
        .iter()
        .map(|&v| match elem {
            "i8" => i64::from(v as i8),
            "i32" => i64::from(v as i32),
            _ => v,
        })
        .collect()
}

/// Every binary operation and comparison on `<lanes x elem>` vectors loaded
/// from arrays, with register, constant and undef-free operands on either
/// side; results are stored into arrays and printed. Comparison results are
/// widened with `zext` to bytes and stored into a bool array.
fn vector_arithmetic_program(elem: &str, lanes: usize, xs: &[i64], ys: &[i64], constant: &[i64]) -> MainText {
    let ty = format!("<{lanes} x {elem}>");
    let wrap = |v: i64| wrap_lanes(elem, &[v])[0];
    let mut t = MainText::default();
    let x_array = t.array(elem, xs);
    let y_array = t.array(elem, ys);
    // Vectors at a constant offset and at a variable one (index register).
    let x = t.load_vector(&ty, elem, &x_array, 0);
    let offset = t.opaque("i32", "0");
    let yp = t.def(format!("getelementptr {elem}, ptr {y_array}, i32 {offset}"));
    let y = t.def(format!("load {ty}, ptr {yp}, align 1"));
    let c = vector_literal(elem, constant);
    for (name, op) in LANE_OPS {
        let eval = |a: i64, b: i64| wrap(i64::from(op(a as i32, b as i32)));
        // For i8 lanes the i32 operation's low byte is the byte result.
        for (lhs, rhs, l, r) in [(&x, &y, xs, ys), (&x, &c, xs, constant), (&c, &y, constant, ys)] {
            let v = t.def(format!("{name} {ty} {lhs}, {rhs}"));
            t.store_and_dump(&ty, &v, elem, lanes);
            let expected: Vec<i64> = (0..lanes).map(|k| eval(l[k], r[k])).collect();
            t.expect_line(&expected);
        }
    }
    for (name, pred) in PREDICATES {
        for (lhs, rhs, l, r) in [(&x, &y, xs, ys), (&x, &c, xs, constant), (&c, &x, constant, xs)] {
            let m = t.def(format!("icmp {name} {ty} {lhs}, {rhs}"));
            let bytes = t.def(format!("zext <{lanes} x i1> {m} to <{lanes} x i8>"));
            t.store_and_dump(&format!("<{lanes} x i8>"), &bytes, "i1", lanes);
            let expected: Vec<bool> = (0..lanes).map(|k| pred(wrap(l[k]), wrap(r[k]))).collect();
            t.expect_line(&expected);
        }
    }
    t
}

/// Lane values mixing small, negative and extreme numbers (wrapped to
/// `elem`), with lane `lanes / 2` equal to 5 so that operands can share it.
fn test_values(lanes: usize, seed: usize, elem: &str) -> Vec<i64> {
    let specials = [0, 1, -1, 7, -7, i64::from(INT_MAX), i64::from(INT_MIN), 127, -128, 255, 100_000, -46_341, 65_537];
    let mut v: Vec<i64> = (0..lanes).map(|k| specials[(3 * k + seed) % specials.len()]).collect();
    v[lanes / 2] = 5;
    wrap_lanes(elem, &v)
}

/// Vector casts, i1-lane operations, constants and undef.
fn casts_program() -> MainText {
    let mut t = MainText::default();
    let xs = test_values(4, 3, "i32");
    let ys = test_values(4, 1, "i32");
    let bytes: Vec<i64> = vec![-128, -1, 0, 127, 5, -7, 100, -100, 1, 2, 3, -3, 64, -64, 33, -33];
    let x = {
        let a = t.array("i32", &xs);
        t.load_vector("<4 x i32>", "i32", &a, 0)
    };
    let y = {
        let a = t.array("i32", &ys);
        t.load_vector("<4 x i32>", "i32", &a, 0)
    };
    let byte_array = t.array("i8", &bytes);
    let b4 = t.load_vector("<4 x i8>", "i8", &byte_array, 0);
    let b8 = t.load_vector("<8 x i8>", "i8", &byte_array, 8);
    let b16 = t.load_vector("<16 x i8>", "i8", &byte_array, 0);
    let lt: Vec<bool> = (0..4).map(|k| xs[k] < ys[k]).collect();
    let m = t.def(format!("icmp slt <4 x i32> {x}, {y}"));

    // i1 lanes widened.
    for (op, to, elem, len) in [
        ("zext", "<4 x i32>", "i32", 4),
        ("sext", "<4 x i32>", "i32", 4),
        ("zext", "<4 x i8>", "i8", 4),
        ("sext", "<4 x i8>", "i8", 4),
    ] {
        let v = t.def(format!("{op} <4 x i1> {m} to {to}"));
        t.store_and_dump(to, &v, elem, len);
        let expected: Vec<i64> = lt
            .iter()
            .map(|&b| {
                if !b {
                    0
                } else if op == "zext" {
                    1
                } else {
                    -1
                }
            })
            .collect();
        t.expect_line(&expected);
    }
    // Bytes widened to 32 bits.
    for op in ["zext", "sext"] {
        let v = t.def(format!("{op} <4 x i8> {b4} to <4 x i32>"));
        t.store_and_dump("<4 x i32>", &v, "i32", 4);
        let expected: Vec<i64> = bytes[..4].iter().map(|&b| if op == "zext" { b & 0xFF } else { b }).collect();
        t.expect_line(&expected);
    }
    // Truncations: to bytes, and to i1 (bit 0) stored as bools.
    let v = t.def(format!("trunc <4 x i32> {x} to <4 x i8>"));
    t.store_and_dump("<4 x i8>", &v, "i8", 4);
    t.expect_line(&wrap_lanes("i8", &xs));
    let v = t.def(format!("trunc <4 x i32> {x} to <4 x i1>"));
    let v = t.def(format!("zext <4 x i1> {v} to <4 x i8>"));
    t.store_and_dump("<4 x i8>", &v, "i1", 4);
    t.expect_line(&xs.iter().map(|&x| x & 1 == 1).collect::<Vec<_>>());
    for (v, lanes) in [(&b16, 16), (&b8, 8)] {
        let bits = t.def(format!("trunc <{lanes} x i8> {v} to <{lanes} x i1>"));
        let back = t.def(format!("zext <{lanes} x i1> {bits} to <{lanes} x i8>"));
        t.store_and_dump(&format!("<{lanes} x i8>"), &back, "i1", lanes);
        let first = if lanes == 8 { 8 } else { 0 };
        t.expect_line(&bytes[first..first + lanes].iter().map(|&b| b & 1 == 1).collect::<Vec<_>>());
        let signs = t.def(format!("sext <{lanes} x i1> {bits} to <{lanes} x i8>"));
        t.store_and_dump(&format!("<{lanes} x i8>"), &signs, "i8", lanes);
        t.expect_line(&bytes[first..first + lanes].iter().map(|&b| -(b & 1)).collect::<Vec<_>>());
    }
    // Operations and comparisons on i1 lanes (true is -1 when signed).
    let positive: Vec<bool> = xs.iter().map(|&v| v > 0).collect();
    let p = t.def(format!("icmp sgt <4 x i32> {x}, zeroinitializer"));
    let bool_ops: [Semantics<bool, bool>; 6] = [
        ("add", |a, b| a ^ b),
        ("sub", |a, b| a ^ b),
        ("mul", |a, b| a & b),
        ("and", |a, b| a & b),
        ("or", |a, b| a | b),
        ("xor", |a, b| a ^ b),
    ];
    for (name, op) in bool_ops {
        let v = t.def(format!("{name} <4 x i1> {m}, {p}"));
        let v = t.def(format!("zext <4 x i1> {v} to <4 x i8>"));
        t.store_and_dump("<4 x i8>", &v, "i1", 4);
        t.expect_line(&(0..4).map(|k| op(lt[k], positive[k])).collect::<Vec<_>>());
    }
    for (name, pred) in PREDICATES {
        let v = t.def(format!("icmp {name} <4 x i1> {m}, {p}"));
        let v = t.def(format!("zext <4 x i1> {v} to <4 x i8>"));
        t.store_and_dump("<4 x i8>", &v, "i1", 4);
        let signed = |b: bool| -i64::from(b);
        t.expect_line(&(0..4).map(|k| pred(signed(lt[k]), signed(positive[k]))).collect::<Vec<_>>());
    }
    // Casts of constant vectors.
    let c = vector_literal("i32", &[256, 257, -1, 300]);
    let v = t.def(format!("trunc <4 x i32> {c} to <4 x i8>"));
    t.store_and_dump("<4 x i8>", &v, "i8", 4);
    t.expect_line(&[0, 1, -1, 44]);
    let c = vector_literal("i8", &[-2, 2, -128, 127]);
    let v = t.def(format!("sext <4 x i8> {c} to <4 x i32>"));
    t.store_and_dump("<4 x i32>", &v, "i32", 4);
    t.expect_line(&[-2, 2, -128, 127]);

    // Constants stored as they are: general ones (from .rodata), all-zero
    // and all-one ones (made in registers), i1 vectors.
    let constants: [(&str, &str, Vec<i64>); 6] = [
        ("i32", "<4 x i32>", vec![1, -2, i64::from(INT_MAX), i64::from(INT_MIN)]),
        ("i32", "<4 x i32>", vec![-1, -1, -1, -1]),
        ("i32", "<4 x i32>", vec![0, 0, 0, 0]),
        ("i8", "<16 x i8>", (0..16).map(|k| k * 17 - 128).collect()),
        ("i8", "<4 x i8>", vec![9, -9, 0, -1]),
        ("i8", "<8 x i8>", vec![1, 2, 3, 4, -5, -6, -7, -8]),
    ];
    for (elem, ty, values) in constants {
        let lanes = values.len();
        let values = wrap_lanes(elem, &values);
        t.store_and_dump(ty, &vector_literal(elem, &values), elem, lanes);
        t.expect_line(&values);
    }
    let bools = vector_literal("i1", &[1, 0, 0, 1]);
    let v = t.def(format!("zext <4 x i1> {bools} to <4 x i8>"));
    t.store_and_dump("<4 x i8>", &v, "i1", 4);
    t.expect_line(&[true, false, false, true]);
    // `undef & 0` is 0 whatever undef is.
    let v = t.def("and <4 x i32> undef, zeroinitializer");
    t.store_and_dump("<4 x i32>", &v, "i32", 4);
    t.expect_line(&[0, 0, 0, 0]);
    let v = t.def(format!("or <4 x i32> {x}, {}", vector_literal("i32", &[-1, -1, -1, -1])));
    t.store_and_dump("<4 x i32>", &v, "i32", 4);
    t.expect_line(&[-1, -1, -1, -1]);
    t
}

#[test]
fn scalar_casts_between_i1_i8_i32_and_i64() {
    let mut t = MainText::default();
    // Values of each type, and how to print one (i64: its high and low
    // halves, via sdiv and trunc).
    let values: [(&str, &[i64]); 4] = [
        ("i1", &[0, 1]),
        ("i8", &[0, 1, -1, 127, -128, 5]),
        ("i32", &[0, 1, -1, 255, 256, i32::MAX as i64, i32::MIN as i64, -129]),
        ("i64", &[0, -1, 1 << 40, -(1 << 40) + 5, 4_294_967_295, i64::MIN, i64::MAX]),
    ];
    let bits = |ty: &str| -> u32 { ty[1..].parse().unwrap() };
    let casts = [
        ("zext", "i1", "i8"),
        ("zext", "i1", "i32"),
        ("zext", "i1", "i64"),
        ("sext", "i1", "i8"),
        ("sext", "i1", "i32"),
        ("sext", "i1", "i64"),
        ("zext", "i8", "i32"),
        ("zext", "i8", "i64"),
        ("sext", "i8", "i32"),
        ("sext", "i8", "i64"),
        ("zext", "i32", "i64"),
        ("sext", "i32", "i64"),
        ("trunc", "i64", "i32"),
        ("trunc", "i64", "i8"),
        ("trunc", "i64", "i1"),
        ("trunc", "i32", "i8"),
        ("trunc", "i32", "i1"),
        ("trunc", "i8", "i1"),
    ];
    for (op, from, to) in casts {
        let inputs = values.iter().find(|(ty, _)| *ty == from).unwrap().1;
        for &x in inputs {
            let literal = if from == "i1" { (x != 0).to_string() } else { x.to_string() };
            // Through a register, and folded from a constant.
            let opaque = t.opaque(from, &literal);
            for operand in [opaque.as_str(), literal.as_str()] {
                let v = t.def(format!("{op} {from} {operand} to {to}"));
                t.print_value(to, &v);
            }
            let from_bits = bits(from);
            let unsigned = if from_bits == 64 { x } else { x & ((1i64 << from_bits) - 1) };
            let result = match op {
                "zext" => unsigned,
                "sext" if from == "i1" => -x,
                _ => x,
            };
            let shown = t.expect_value(to, result);
            t.expected += &format!("{shown}{shown}");
        }
        t.newline();
    }
    check_program(&t.module(), t.expected.as_bytes());
}

/// Print lane `k` of every vector of `lanes` `elem`s: extract it, print it
/// (i8 widened, i1 as a bool); then replace each lane in turn by a scalar
/// from a register and by a constant, and print the whole vector.
fn insert_and_extract_every_lane(t: &mut MainText, elem: &str, lanes: usize, v: &str, values: &[i64]) {
    let ty = format!("<{lanes} x {elem}>");
    for (k, &x) in values.iter().enumerate() {
        let e = t.def(format!("extractelement {ty} {v}, i32 {k}"));
        t.print_value(elem, &e);
        t.expected += &t.expect_value(elem, x);
    }
    t.newline();
    for k in 0..lanes {
        let fresh = if elem == "i1" { i64::from(values[k] == 0) } else { 100 + k as i64 };
        let literal = if elem == "i1" { (fresh != 0).to_string() } else { fresh.to_string() };
        let opaque = t.opaque(elem, &literal);
        for scalar in [opaque.as_str(), literal.as_str()] {
            let w = t.def(format!("insertelement {ty} {v}, {elem} {scalar}, i32 {k}"));
            if elem == "i1" {
                let bytes = t.def(format!("zext {ty} {w} to <{lanes} x i8>"));
                t.store_and_dump(&format!("<{lanes} x i8>"), &bytes, "i1", lanes);
            } else {
                t.store_and_dump(&ty, &w, elem, lanes);
            }
            let mut expected = values.to_vec();
            expected[k] = fresh;
            if elem == "i1" {
                t.expect_line(&expected.iter().map(|&b| b != 0).collect::<Vec<_>>());
            } else {
                t.expect_line(&expected);
            }
        }
    }
}

/// insertelement/extractelement on every lane of every vector shape.
fn lanes_program() -> MainText {
    let mut t = MainText::default();
    let ints = test_values(4, 4, "i32");
    let bytes = wrap_lanes("i8", &(0..16).map(|k| 200 - 29 * k).collect::<Vec<_>>());
    let a = t.array("i32", &ints);
    let x = t.load_vector("<4 x i32>", "i32", &a, 0);
    insert_and_extract_every_lane(&mut t, "i32", 4, &x, &ints);
    let b = t.array("i8", &bytes);
    let v16 = t.load_vector("<16 x i8>", "i8", &b, 0);
    insert_and_extract_every_lane(&mut t, "i8", 16, &v16, &bytes);
    let v4 = t.load_vector("<4 x i8>", "i8", &b, 12);
    insert_and_extract_every_lane(&mut t, "i8", 4, &v4, &bytes[12..]);
    let v8 = t.load_vector("<8 x i8>", "i8", &b, 3);
    insert_and_extract_every_lane(&mut t, "i8", 8, &v8, &bytes[3..11]);
    // i1 lanes: compare results.
    let m = t.def(format!("icmp sgt <4 x i32> {x}, {}", vector_literal("i32", &[0, 0, 0, 0])));
    let signs: Vec<i64> = ints.iter().map(|&v| i64::from(v > 0)).collect();
    insert_and_extract_every_lane(&mut t, "i1", 4, &m, &signs);
    let m16 = t.def(format!("icmp slt <16 x i8> {v16}, zeroinitializer"));
    let negative: Vec<i64> = bytes.iter().map(|&v| i64::from(v < 0)).collect();
    insert_and_extract_every_lane(&mut t, "i1", 16, &m16, &negative);
    // From constants (folded) and into undef.
    let c = vector_literal("i32", &[10, 20, 30, 40]);
    for k in 0..4 {
        let e = t.def(format!("extractelement <4 x i32> {c}, i32 {k}"));
        t.print_int(&e);
    }
    t.expected += "10 20 30 40 ";
    t.newline();
    let seven = t.opaque("i32", "7");
    let w = t.def(format!("insertelement <4 x i32> undef, i32 {seven}, i32 2"));
    let e = t.def(format!("extractelement <4 x i32> {w}, i32 2"));
    t.print_int(&e);
    t.expected += "7 ";
    t.newline();
    t
}

#[test]
fn insert_and_extract_on_every_lane() {
    let t = lanes_program();
    check_program(&t.module(), t.expected.as_bytes());
}

/// `shufflevector a, b, mask` on `<n x elem>` vectors loaded from arrays;
/// prints the defined lanes of the result (undefined ones may differ
/// between implementations).
fn check_shuffle(t: &mut MainText, elem: &str, a: (&str, &[i64]), b: (&str, &[i64]), mask: &[i32]) {
    let n = a.1.len();
    let ty = format!("<{n} x {elem}>");
    let lanes: Vec<String> =
        mask.iter().map(|&m| if m < 0 { "i32 undef".into() } else { format!("i32 {m}") }).collect();
    let r = t.def(format!("shufflevector {ty} {}, {ty} {}, <{} x i32> <{}>", a.0, b.0, mask.len(), lanes.join(", ")));
    let (out_ty, out_elem, stored) = if elem == "i1" {
        let bytes = t.def(format!("zext <{} x i1> {r} to <{} x i8>", mask.len(), mask.len()));
        (format!("<{} x i8>", mask.len()), "i1", bytes)
    } else {
        (format!("<{} x {elem}>", mask.len()), elem, r)
    };
    let out = t.zeroed_array(out_elem, mask.len());
    t.line(format!("store {out_ty} {stored}, ptr {out}, align 1"));
    for (k, &m) in mask.iter().enumerate() {
        if m < 0 {
            continue;
        }
        let p = t.def(format!("getelementptr {out_elem}, ptr {out}, i32 {k}"));
        let v = t.def(format!("load {out_elem}, ptr {p}, align 1"));
        t.print_value(out_elem, &v);
        let m = m as usize;
        let value = if m < n { a.1[m] } else { b.1[m - n] };
        t.expected += &t.expect_value(out_elem, value);
    }
    t.newline();
}

/// Shuffles: splats, slices, concatenations and general masks.
fn shuffles_program() -> MainText {
    let mut t = MainText::default();
    let ints_a = [11, -12, 13, -14];
    let ints_b = [21, 22, -23, 24];
    let bytes_a: Vec<i64> = (0..16).map(|k| k * 3 - 20).collect();
    let bytes_b: Vec<i64> = (0..16).map(|k| 100 - k * 7).collect();
    let (aa, ab) = (t.array("i32", &ints_a), t.array("i32", &ints_b));
    let x = t.load_vector("<4 x i32>", "i32", &aa, 0);
    let y = t.load_vector("<4 x i32>", "i32", &ab, 0);
    let int_masks: &[&[i32]] = &[
        &[0, 0, 0, 0],
        &[2, 2, -1, 2],
        &[0, 1, 2, 3],
        &[4, 5, 6, 7],
        &[3, 2, 1, 0],
        &[0, 4, 1, 5],
        &[1, -1, 3, -1],
        &[7, 0, -1, 4],
        &[-1, -1, -1, -1],
        &[2, 3],
        &[1, 2],
        &[6, 6, 5],
        &[0, 1, 2, 3, 4, 5, 6, 7][..4],
        &[0, 5],
        &[3, 0, 1, 2, 7, 4][..3],
    ];
    for mask in int_masks {
        check_shuffle(&mut t, "i32", (&x, &ints_a), (&y, &ints_b), mask);
    }
    let (ba, bb) = (t.array("i8", &bytes_a), t.array("i8", &bytes_b));
    let p = t.load_vector("<16 x i8>", "i8", &ba, 0);
    let q = t.load_vector("<16 x i8>", "i8", &bb, 0);
    let reverse: Vec<i32> = (0..16).rev().collect();
    let mixed: Vec<i32> = (0..16).map(|k| (k * 7 + 3) % 32).collect();
    let interleave: Vec<i32> = (0..16).map(|k| if k % 2 == 0 { k / 2 } else { 16 + k / 2 }).collect();
    let byte_masks: Vec<Vec<i32>> = vec![
        reverse,
        mixed,
        interleave,
        vec![5; 16],
        (0..8).collect(),
        (8..16).collect(),
        (20..28).collect(),
        vec![15, -1, 0, 31, 16, -1],
    ];
    for mask in &byte_masks {
        check_shuffle(&mut t, "i8", (&p, &bytes_a), (&q, &bytes_b), mask);
    }
    // Concatenations of small vectors: <4 x i8> ++ <4 x i8>, <8 x i8> ++ <8 x i8>.
    for n in [4usize, 8] {
        let ty = format!("<{n} x i8>");
        let s = t.load_vector(&ty, "i8", &ba, 2);
        let u = t.load_vector(&ty, "i8", &bb, 1);
        let concat: Vec<i32> = (0..2 * n as i32).collect();
        check_shuffle(&mut t, "i8", (&s, &bytes_a[2..2 + n]), (&u, &bytes_b[1..1 + n]), &concat);
        let reverse: Vec<i32> = (0..n as i32).rev().collect();
        check_shuffle(&mut t, "i8", (&s, &bytes_a[2..2 + n]), (&u, &bytes_b[1..1 + n]), &reverse);
        check_shuffle(&mut t, "i8", (&s, &bytes_a[2..2 + n]), (&u, &bytes_b[1..1 + n]), &[n as i32 + 1, 0, -1, 1]);
    }
    // i1 lanes (compare results).
    let ca = t.def(format!("icmp sgt <4 x i32> {x}, zeroinitializer"));
    let cb = t.def(format!("icmp slt <4 x i32> {y}, zeroinitializer"));
    let signs_a: Vec<i64> = ints_a.iter().map(|&v| i64::from(v > 0)).collect();
    let signs_b: Vec<i64> = ints_b.iter().map(|&v| i64::from(v < 0)).collect();
    for mask in [&[3, 2, 1, 0][..], &[0, 4, 1, 5], &[6, 6, 6, 6], &[0, 1, 2, 3, 4, 5, 6, 7]] {
        check_shuffle(&mut t, "i1", (&ca, &signs_a), (&cb, &signs_b), mask);
    }
    // Splats of a scalar: insertelement into undef, then an all-zero mask.
    let scalars: [(&str, &str, usize, i64); 5] =
        [("i32", "-77", 4, -77), ("i8", "-3", 16, -3), ("i8", "9", 4, 9), ("i8", "100", 8, 100), ("i1", "true", 4, 1)];
    for (elem, literal, n, value) in scalars {
        let ty = format!("<{n} x {elem}>");
        let opaque = t.opaque(elem, literal);
        for scalar in [opaque.as_str(), literal] {
            let v = t.def(format!("insertelement {ty} undef, {elem} {scalar}, i32 0"));
            let splat = t.def(format!("shufflevector {ty} {v}, {ty} undef, <{n} x i32> zeroinitializer"));
            let (out_ty, out_elem, stored) = if elem == "i1" {
                (format!("<{n} x i8>"), "i1", t.def(format!("zext {ty} {splat} to <{n} x i8>")))
            } else {
                (ty.clone(), elem, splat)
            };
            let out = t.zeroed_array(out_elem, n);
            t.line(format!("store {out_ty} {stored}, ptr {out}, align 1"));
            t.dump(out_elem, &out, n);
            let expected: Vec<String> = (0..n).map(|_| t.expect_value(out_elem, value)).collect();
            t.expected += &expected.concat();
            t.expected += "\n";
        }
    }
    t
}

#[test]
fn shuffles_with_splats_slices_concatenations_and_general_masks() {
    let t = shuffles_program();
    check_program(&t.module(), t.expected.as_bytes());
}

/// The program for the AVX2 target: `<8 x i32>` (YMM) arithmetic,
/// compares, casts, lanes and shuffles, plus a `<32 x i8>` operation and a
/// call (which needs `vzeroupper` before it).
fn avx2_program() -> MainText {
    let mut t = MainText::default();
    let xs = test_values(8, 2, "i32");
    let mut ys = test_values(8, 7, "i32");
    ys[1] = xs[1];
    let c: Vec<i64> = vec![1, -2, 3, -4, 5, -6, i64::from(INT_MAX), i64::from(INT_MIN)];
    let ty = "<8 x i32>";
    let (xa, ya) = (t.array("i32", &xs), t.array("i32", &ys));
    let x = t.load_vector(ty, "i32", &xa, 0);
    let y = t.load_vector(ty, "i32", &ya, 0);
    let cl = vector_literal("i32", &c);
    for (name, op) in LANE_OPS {
        for (lhs, rhs, l, r) in [(&x, &y, &xs, &ys), (&x, &cl, &xs, &c)] {
            let v = t.def(format!("{name} {ty} {lhs}, {rhs}"));
            t.store_and_dump(ty, &v, "i32", 8);
            t.expect_line(&(0..8).map(|k| op(l[k] as i32, r[k] as i32)).collect::<Vec<_>>());
        }
    }
    for (name, pred) in PREDICATES {
        let m = t.def(format!("icmp {name} {ty} {x}, {y}"));
        let bytes = t.def(format!("zext <8 x i1> {m} to <8 x i8>"));
        t.store_and_dump("<8 x i8>", &bytes, "i1", 8);
        t.expect_line(&(0..8).map(|k| pred(xs[k], ys[k])).collect::<Vec<_>>());
        let ints = t.def(format!("sext <8 x i1> {m} to {ty}"));
        t.store_and_dump(ty, &ints, "i32", 8);
        t.expect_line(&(0..8).map(|k| -i64::from(pred(xs[k], ys[k]))).collect::<Vec<_>>());
    }
    // Casts between <8 x i32> and <8 x i8> / <8 x i1>.
    let narrow = t.def(format!("trunc {ty} {x} to <8 x i8>"));
    t.store_and_dump("<8 x i8>", &narrow, "i8", 8);
    t.expect_line(&wrap_lanes("i8", &xs));
    for op in ["zext", "sext"] {
        let wide = t.def(format!("{op} <8 x i8> {narrow} to {ty}"));
        t.store_and_dump(ty, &wide, "i32", 8);
        let bytes = wrap_lanes("i8", &xs);
        t.expect_line(&bytes.iter().map(|&b| if op == "zext" { b & 0xFF } else { b }).collect::<Vec<_>>());
    }
    let bits = t.def(format!("trunc {ty} {y} to <8 x i1>"));
    let bits = t.def(format!("zext <8 x i1> {bits} to {ty}"));
    t.store_and_dump(ty, &bits, "i32", 8);
    t.expect_line(&ys.iter().map(|&v| v & 1).collect::<Vec<_>>());
    // Every lane, in both halves.
    insert_and_extract_every_lane(&mut t, "i32", 8, &x, &xs);
    // Shuffles: splats, halves, a concatenation, general masks (through
    // memory), and narrowing/widening ones.
    let x4 = t.load_vector("<4 x i32>", "i32", &xa, 0);
    let y4 = t.load_vector("<4 x i32>", "i32", &ya, 4);
    let concat: Vec<i32> = (0..8).collect();
    check_shuffle(&mut t, "i32", (&x4, &xs[..4]), (&y4, &ys[4..]), &concat);
    check_shuffle(&mut t, "i32", (&x4, &xs[..4]), (&y4, &ys[4..]), &[3, 2, 1, 0, 7, 6, -1, 4]);
    check_shuffle(&mut t, "i32", (&x4, &xs[..4]), (&y4, &ys[4..]), &[0, 1, 2, 3, -1, -1, -1, -1]);
    let masks: &[&[i32]] = &[
        &[0, 1, 2, 3, 4, 5, 6, 7],
        &[7, 6, 5, 4, 3, 2, 1, 0],
        &[3, 3, 3, 3, 3, 3, 3, 3],
        &[6, 6, -1, 6, 6, 6, 6, 6],
        &[4, 5, 6, 7],
        &[0, 1, 2, 3],
        &[5, 6, 7],
        &[8, 0, 9, 1, 10, 2, 11, 3],
        &[15, 14, 13, 12, 11, 10, 9, 8],
        &[1, 9],
        &[3, 0, 1, 2, 7, 4],
    ];
    for mask in masks {
        check_shuffle(&mut t, "i32", (&x, &xs), (&y, &ys), mask);
    }
    let s = t.opaque("i32", "-5");
    let v = t.def(format!("insertelement {ty} undef, i32 {s}, i32 0"));
    let splat = t.def(format!("shufflevector {ty} {v}, {ty} undef, <8 x i32> zeroinitializer"));
    t.store_and_dump(ty, &splat, "i32", 8);
    t.expect_line(&[-5; 8]);
    // 32 bytes of i8 lanes, and i1 lanes in a YMM register.
    let bytes_a: Vec<i64> = wrap_lanes("i8", &(0..32).map(|k| k * 11 - 90).collect::<Vec<_>>());
    let bytes_b: Vec<i64> = wrap_lanes("i8", &(0..32).map(|k| 60 - k * 5).collect::<Vec<_>>());
    let (ba, bb) = (t.array("i8", &bytes_a), t.array("i8", &bytes_b));
    let p = t.load_vector("<32 x i8>", "i8", &ba, 0);
    let q = t.load_vector("<32 x i8>", "i8", &bb, 0);
    let prod = t.def(format!("mul <32 x i8> {p}, {q}"));
    t.store_and_dump("<32 x i8>", &prod, "i8", 32);
    t.expect_line(&(0..32).map(|k| (bytes_a[k] as i8).wrapping_mul(bytes_b[k] as i8)).collect::<Vec<_>>());
    let gt = t.def(format!("icmp sgt <32 x i8> {p}, {q}"));
    let gt = t.def(format!("zext <32 x i1> {gt} to <32 x i8>"));
    t.store_and_dump("<32 x i8>", &gt, "i1", 32);
    t.expect_line(&(0..32).map(|k| bytes_a[k] > bytes_b[k]).collect::<Vec<_>>());
    // A 24-byte vector (two pieces in the upper half).
    let six = t.load_vector("<6 x i32>", "i32", &xa, 1);
    t.store_and_dump("<6 x i32>", &six, "i32", 6);
    t.expect_line(&xs[1..7]);
    t
}

#[test]
fn eight_lane_vectors_on_the_avx2_target() {
    let t = avx2_program();
    let m = t.module();
    // Compiled in every case; run only where the CPU has AVX2.
    let listing = listing_for(&m, Target::Avx2);
    for expected in ["%ymm", "vzeroupper", "vpmulld", "vinserti128", "vextracti128"] {
        assert!(listing.contains(expected), "the AVX2 listing lacks {expected}");
    }
    if Target::native() == Target::Avx2 {
        println!("note: this CPU has AVX2; running the AVX2 program natively, from its listing and under lli");
        check_program_for(&m, Target::Avx2, t.expected.as_bytes());
    } else {
        assemble(&listing);
        println!("note: this CPU lacks AVX2; the AVX2 program was compiled and assembled, but not run");
    }
}

/// The vector programs that fit x86-64-v2 (16-byte vectors).
fn xmm_programs() -> Vec<MainText> {
    let xs = test_values(4, 0, "i32");
    let bytes = test_values(16, 0, "i8");
    vec![
        vector_arithmetic_program("i32", 4, &xs, &test_values(4, 1, "i32"), &[1, 2, 3, 4]),
        vector_arithmetic_program("i8", 16, &bytes, &test_values(16, 1, "i8"), &[7; 16]),
        vector_arithmetic_program("i8", 4, &bytes[..4], &bytes[4..8], &[-7, 7, 0, 1]),
        casts_program(),
        lanes_program(),
        shuffles_program(),
    ]
}

#[test]
fn xmm_programs_run_with_vex_encodings_on_the_avx2_target() {
    // On the AVX2 target, 128-bit operations are VEX-encoded too.
    for t in xmm_programs() {
        let m = t.module();
        let listing = listing_for(&m, Target::Avx2);
        assert!(listing.contains("%xmm") && listing.contains("\tv"), "no VEX instructions in:\n{listing}");
        if Target::native() == Target::Avx2 {
            check_program_for(&m, Target::Avx2, t.expected.as_bytes());
        } else {
            assemble(&listing);
        }
    }
    if Target::native() != Target::Avx2 {
        println!("note: this CPU lacks AVX2; the VEX-encoded programs were compiled and assembled, but not run");
    }
}

#[test]
fn default_target_code_uses_no_avx_instruction() {
    use iced_x86::{CpuidFeature, Decoder, DecoderOptions};
    // Everything the x86-64-v2 target generates for vectors.
    let programs = xmm_programs();
    // The x86-64-v2 level: the base x86-64 instruction set (with SSE2),
    // CMPXCHG16B, LAHF/SAHF, POPCNT, SSE3, SSSE3, SSE4.1, SSE4.2.
    let allowed = [
        CpuidFeature::INTEL8086,
        CpuidFeature::INTEL186,
        CpuidFeature::INTEL286,
        CpuidFeature::INTEL386,
        CpuidFeature::INTEL486,
        CpuidFeature::X64,
        CpuidFeature::CMOV,
        CpuidFeature::SSE,
        CpuidFeature::SSE2,
        CpuidFeature::CMPXCHG16B,
        CpuidFeature::POPCNT,
        CpuidFeature::SSE3,
        CpuidFeature::SSSE3,
        CpuidFeature::SSE4_1,
        CpuidFeature::SSE4_2,
        // The long `nop` (0F 1F) that pads loop starts: every x86-64 CPU
        // has it (gcc and as pad with it for any x86-64 target).
        CpuidFeature::MULTIBYTENOP,
    ];
    for program in programs {
        let elf = compile_module(&program.module(), &BackendOptions::default()).elf;
        let file = object::File::parse(&*elf).unwrap();
        let text = file.section_by_name(".text").unwrap().data().unwrap().to_vec();
        let mut uses_sse = false;
        for instr in Decoder::new(64, &text, DecoderOptions::NONE) {
            for feature in instr.cpuid_features() {
                assert!(allowed.contains(feature), "{instr} needs {feature:?}, beyond x86-64-v2");
                uses_sse |= matches!(feature, CpuidFeature::SSE2 | CpuidFeature::SSSE3 | CpuidFeature::SSE4_1);
            }
        }
        assert!(uses_sse, "the program should use vector instructions");
    }
}

#[test]
fn sixteen_mebibyte_array_zeroed_and_indexed_in_main() {
    // `int[4194304] a;` in main as the front end lowers it: zeroed with
    // llvm.memset, then indexed with variables and constants up to the
    // last element (16 MiB from the start: bigger than lli's stack, so
    // native and listing only).
    const LEN: usize = 4_194_304;
    let mut t = MainText::default();
    let big = t.zeroed_array("i32", LEN);
    // big[i * 65536] = i for i in 0..64, then the sum of all elements.
    t.counted_loop(64, |t, i| {
        let at = t.def(format!("mul i32 {i}, 65536"));
        let p = t.def(format!("getelementptr i32, ptr {big}, i32 {at}"));
        t.line(format!("store i32 {i}, ptr {p}, align 4"));
    });
    let last = t.def(format!("getelementptr i32, ptr {big}, i32 {}", LEN - 1));
    t.line(format!("store i32 1000000, ptr {last}, align 4"));
    let sum_slot = t.variable("i32", "0");
    t.counted_loop(LEN, |t, i| {
        let p = t.def(format!("getelementptr i32, ptr {big}, i32 {i}"));
        let v = t.def(format!("load i32, ptr {p}, align 4"));
        let s = t.def(format!("load i32, ptr {sum_slot}, align 4"));
        let s = t.def(format!("add i32 {s}, {v}"));
        t.line(format!("store i32 {s}, ptr {sum_slot}, align 4"));
    });
    let total = t.def(format!("load i32, ptr {sum_slot}, align 4"));
    t.print_int(&total);
    let v = t.def(format!("load i32, ptr {last}, align 4"));
    t.print_int(&v);
    // A vector in the middle of the array.
    let mid = t.def(format!("getelementptr i32, ptr {big}, i32 {}", 3 * 65536 - 1));
    let v = t.def(format!("load <4 x i32>, ptr {mid}, align 4"));
    t.store_and_dump("<4 x i32>", &v, "i32", 4);
    t.expected += &format!("{} 1000000 ", (0..64).sum::<i32>() + 1_000_000);
    t.expect_line(&[0, 3, 0, 0]);
    check_native_and_listing(&t.module(), t.expected.as_bytes());
}

#[test]
fn a_frame_of_three_hundred_mebibytes_works() {
    // main runs on a 1 GiB stack. Only a few pages are touched (no memset),
    // so the test stays cheap.
    const LEN: usize = 300 << 18;
    let mut t = MainText::default();
    let big = t.fresh();
    t.allocas += &format!("  {big} = alloca [{LEN} x i32], align 4\n");
    let small = t.array("i32", &[5, 6]);
    for (k, value) in [(0, 1), (LEN / 2, 2), (LEN - 1, 3)] {
        let at = t.opaque("i32", &k.to_string());
        let p = t.def(format!("getelementptr i32, ptr {big}, i32 {at}"));
        t.line(format!("store i32 {value}, ptr {p}, align 4"));
        let q = t.def(format!("getelementptr i32, ptr {big}, i32 {k}"));
        let v = t.def(format!("load i32, ptr {q}, align 4"));
        t.print_int(&v);
        t.expected += &format!("{value} ");
    }
    t.dump("i32", &small, 2);
    t.expect_line(&[5, 6]);
    check_native_and_listing(&t.module(), t.expected.as_bytes());
}

#[test]
fn memset_fills_bytes_and_never_becomes_a_symbol() {
    let mut t = MainText::default();
    let a = t.array("i32", &[1, 2, 3, 4, 5, 6, 7, 8]);
    // Every byte 0x01, then bytes 4..12 0xFF through a pointer into the
    // middle, a zero-length fill, and a length from memory.
    t.line(format!("call void @llvm.memset.p0.i64(ptr {a}, i8 1, i64 32, i1 false)"));
    let p = t.def(format!("getelementptr i8, ptr {a}, i32 4"));
    t.line(format!("call void @llvm.memset.p0.i64(ptr {p}, i8 -1, i64 8, i1 false)"));
    t.line(format!("call void @llvm.memset.p0.i64(ptr {a}, i8 7, i64 0, i1 false)"));
    let len = t.opaque("i64", "4");
    let byte = t.opaque("i8", "2");
    let q = t.def(format!("getelementptr i32, ptr {a}, i32 6"));
    t.line(format!("call void @llvm.memset.p0.i64(ptr {q}, i8 {byte}, i64 {len}, i1 false)"));
    t.dump("i32", &a, 8);
    t.expect_line(&[0x0101_0101, -1, -1, 0x0101_0101, 0x0101_0101, 0x0101_0101, 0x0202_0202, 0x0101_0101]);
    let m = t.module();
    check_program(&m, t.expected.as_bytes());
    let elf = compile_module(&m, &BackendOptions::default()).elf;
    let file = object::File::parse(&*elf).unwrap();
    let names: Vec<&str> = file.symbols().filter_map(|s| s.name().ok()).collect();
    assert!(!names.iter().any(|n| n.contains("memset")), "memset became a symbol: {names:?}");
    let listing = listing_for(&m, Target::X86_64V2);
    assert!(listing.contains("rep stosb"), "no rep stosb in:\n{listing}");
    assert!(!listing.contains("llvm."), "the listing names an intrinsic:\n{listing}");
}

/// A small deterministic pseudo-random generator (for masks).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Random shuffle masks (some lanes undefined) over `<n x elem>` operands,
/// with results of every length whose size fits `max_bytes`.
fn random_shuffles(t: &mut MainText, rng: &mut Lcg, elem: &str, n: usize, max_bytes: usize, count: usize) {
    let (a, a_values, b, b_values) = if elem == "i1" {
        // Masks made by a comparison and by a truncation.
        let a_values: Vec<i64> = (0..n as i64).map(|k| (k * 5 / 3) % 2).collect();
        let b_values: Vec<i64> = (0..n as i64).map(|k| ((k + 1) / 2) % 2).collect();
        let ty = format!("<{n} x i8>");
        let (xa, xb) = (t.array("i8", &a_values), t.array("i8", &b_values));
        let va = t.load_vector(&ty, "i8", &xa, 0);
        let vb = t.load_vector(&ty, "i8", &xb, 0);
        let a = t.def(format!("icmp eq {ty} {va}, {}", vector_literal("i8", &vec![1; n])));
        let b = t.def(format!("trunc {ty} {vb} to <{n} x i1>"));
        (a, a_values, b, b_values)
    } else {
        let a_values = wrap_lanes(elem, &(0..n as i64).map(|k| 3 * k - 40).collect::<Vec<_>>());
        let b_values = wrap_lanes(elem, &(0..n as i64).map(|k| 90 - 7 * k).collect::<Vec<_>>());
        let (xa, xb) = (t.array(elem, &a_values), t.array(elem, &b_values));
        let ty = format!("<{n} x {elem}>");
        let a = t.load_vector(&ty, elem, &xa, 0);
        let b = t.load_vector(&ty, elem, &xb, 0);
        (a, a_values, b, b_values)
    };
    let max_lanes = max_bytes / if elem == "i32" { 4 } else { 1 };
    shuffles_of(t, rng, elem, (&a, &a_values), (&b, &b_values), max_lanes, count);
}

fn shuffles_of(
    t: &mut MainText,
    rng: &mut Lcg,
    elem: &str,
    a: (&str, &[i64]),
    b: (&str, &[i64]),
    max_lanes: usize,
    count: usize,
) {
    let n = a.1.len() as u64;
    for _ in 0..count {
        let len = 1 + rng.below(max_lanes as u64) as usize;
        // Mostly one source, sometimes both, sometimes undefined lanes.
        let sources = 1 + rng.below(2);
        let first = rng.below(2) * n;
        let mask: Vec<i32> = (0..len)
            .map(|_| match rng.below(10) {
                0 => -1,
                _ if sources == 1 => (first + rng.below(n)) as i32,
                _ => rng.below(2 * n) as i32,
            })
            .collect();
        check_shuffle(t, elem, a, b, &mask);
    }
}

#[test]
fn random_shuffle_masks_agree_with_lli() {
    let mut rng = Lcg(2024);
    let mut t = MainText::default();
    for (elem, n) in [("i32", 4), ("i32", 2), ("i8", 16), ("i8", 8), ("i8", 4), ("i1", 4), ("i1", 16)] {
        random_shuffles(&mut t, &mut rng, elem, n, 16, 12);
    }
    check_program(&t.module(), t.expected.as_bytes());
}

#[test]
fn random_shuffle_masks_on_the_avx2_target() {
    let mut rng = Lcg(77);
    let mut t = MainText::default();
    for (elem, n) in [("i32", 8), ("i32", 4), ("i8", 32), ("i8", 16), ("i1", 8), ("i1", 32)] {
        random_shuffles(&mut t, &mut rng, elem, n, 32, 12);
    }
    let m = t.module();
    let listing = listing_for(&m, Target::Avx2);
    assert!(listing.contains("%ymm"));
    if Target::native() == Target::Avx2 {
        println!("note: this CPU has AVX2; running the AVX2 shuffles");
        check_program_for(&m, Target::Avx2, t.expected.as_bytes());
    } else {
        assemble(&listing);
        println!("note: this CPU lacks AVX2; the AVX2 shuffles were compiled and assembled, but not run");
    }
}

#[test]
fn vector_constants_live_in_rodata_and_are_read_rip_relative() {
    let mut t = MainText::default();
    let c = vector_literal("i32", &[1, 2, 3, 4]);
    t.store_and_dump("<4 x i32>", &c, "i32", 4);
    t.expect_line(&[1, 2, 3, 4]);
    let m = t.module();
    let listing = listing_for(&m, Target::X86_64V2);
    for expected in
        ["\t.section\t.rodata\n\t.p2align\t4\n.LCPI", "\t.byte\t0x01, 0x00, 0x00, 0x00, 0x02", "(%rip), %xmm"]
    {
        assert!(listing.contains(expected), "listing lacks {expected:?}:\n{listing}");
    }
    let elf = compile_module(&m, &BackendOptions::default()).elf;
    let file = object::File::parse(&*elf).unwrap();
    let rodata = file.section_by_name(".rodata").unwrap();
    let constant = file.symbols().find(|s| s.name().is_ok_and(|n| n.starts_with(".LCPI"))).expect("a constant symbol");
    assert_eq!((constant.section_index(), constant.size(), constant.address() % 16), (Some(rodata.index()), 16, 0));
    let at = (constant.address() - rodata.address()) as usize;
    assert_eq!(&rodata.data().unwrap()[at..at + 8], &[1, 0, 0, 0, 2, 0, 0, 0]);
    check_program(&m, t.expected.as_bytes());
}

// ---------------------------------------------------------------------------
// The object file and the listing
// ---------------------------------------------------------------------------

/// `main` calls `main.f(int)`, which prints a string and an int.
fn module_with_call_and_string() -> Module {
    let (mut m, rt) = new_module();
    let f = declare(&mut m, "main.f(int)", &[(Type::I32, "x")], Type::Void);
    define(&mut m, f, |m, b| {
        let x = b.func.params[0];
        print_str(m, b, &rt, b"x=");
        print_int(b, &rt, x);
        print_str(m, b, &rt, b"\n");
        b.ret(None);
    });
    define_main(&mut m, |_, b| {
        let v = int(b, 42);
        b.call(f, Type::Void, &[v], "");
    });
    m
}

#[test]
fn object_has_function_symbols_undefined_runtime_symbols_and_relocations() {
    let m = module_with_call_and_string();
    let elf = compile_module(&m, &BackendOptions::default()).elf;
    let file = object::File::parse(&*elf).expect("the object parses");
    assert_eq!(file.architecture(), object::Architecture::X86_64);
    assert_eq!(file.kind(), object::ObjectKind::Relocatable);
    let text = file.section_by_name(".text").expect(".text exists");
    let text_bytes = text.data().unwrap();

    for name in ["main", "main.f(int)"] {
        let sym = file.symbol_by_name(name).unwrap_or_else(|| panic!("symbol {name} missing"));
        assert!(sym.is_global() && sym.is_definition(), "{name} should be a global definition");
        assert_eq!(sym.kind(), object::SymbolKind::Text);
        assert_eq!(sym.section_index(), Some(text.index()));
        assert!(sym.size() > 0);
        assert!(sym.address() + sym.size() <= text.size());
        // The symbol's code starts with the frame-pointer prologue
        // (push rbp; mov rbp, rsp).
        let start = sym.address() as usize;
        assert_eq!(&text_bytes[start..start + 4], &[0x55, 0x48, 0x89, 0xe5], "{name} prologue");
    }
    for name in ["wend_print_int", "wend_print_str"] {
        let sym = file.symbol_by_name(name).unwrap_or_else(|| panic!("symbol {name} missing"));
        assert!(sym.is_undefined() && sym.is_global(), "{name} should be undefined");
    }
    assert!(file.symbol_by_name("wend_print_bool").is_none(), "an unused declaration got a symbol");

    let mut calls = Vec::new();
    let mut data_refs = Vec::new();
    for (offset, reloc) in text.relocations() {
        let object::RelocationFlags::Elf { r_type } = reloc.flags() else { panic!("not an ELF relocation") };
        let object::RelocationTarget::Symbol(index) = reloc.target() else { panic!("relocation without symbol") };
        let target = file.symbol_by_index(index).unwrap();
        assert_eq!(reloc.addend(), -4);
        assert!(!reloc.has_implicit_addend(), "x86-64 ELF uses RELA");
        let field = &text_bytes[offset as usize..offset as usize + 4];
        assert_eq!(field, &[0, 0, 0, 0], "relocated field should be zero");
        match r_type {
            object::elf::R_X86_64_PLT32 => {
                assert_eq!(text_bytes[offset as usize - 1], 0xe8, "PLT32 relocation not on a call rel32");
                calls.push(target.name().unwrap().to_string());
            }
            object::elf::R_X86_64_PC32 => {
                // lea r64, [rip + disp32]: REX.W 8D, ModRM with mod=00 rm=101.
                let modrm = text_bytes[offset as usize - 1];
                assert_eq!(modrm & 0xc7, 0x05, "PC32 relocation not on a RIP-relative operand");
                assert_eq!(text_bytes[offset as usize - 2], 0x8d, "PC32 relocation not on a lea");
                let sym = target;
                let rodata = file.section_by_name(".rodata").unwrap();
                assert_eq!(sym.section_index(), Some(rodata.index()));
                let start = sym.address() as usize;
                data_refs.push(rodata.data().unwrap()[start..start + sym.size() as usize].to_vec());
            }
            other => panic!("unexpected relocation type {other}"),
        }
    }
    calls.sort();
    assert_eq!(calls, vec!["main.f(int)", "wend_print_int", "wend_print_str", "wend_print_str"]);
    data_refs.sort();
    assert_eq!(data_refs, vec![b"\n".to_vec(), b"x=".to_vec()]);

    let note = file.section_by_name(".note.GNU-stack").expect(".note.GNU-stack exists");
    assert_eq!(note.size(), 0);
    let object::SectionFlags::Elf { sh_flags, .. } = note.flags() else { panic!("not ELF flags") };
    assert_eq!(sh_flags.0 & object::elf::SHF_EXECINSTR.0, 0, "stack marked executable");
}

#[test]
fn ld_links_the_object_without_warnings() {
    let m = module_with_call_and_string();
    let dir = tempfile::tempdir().unwrap();
    let (obj, archive, exe) = (dir.path().join("p.o"), dir.path().join("libwendrt.a"), dir.path().join("p"));
    fs::write(&obj, compile_module(&m, &BackendOptions::default()).elf).unwrap();
    fs::write(&archive, wend_runtime::ARCHIVE).unwrap();
    let out = Command::new("ld")
        .args(["-static", "--gc-sections", "-e", "_start", "-o"])
        .arg(&exe)
        .arg(&obj)
        .arg(&archive)
        .output()
        .unwrap();
    assert!(out.status.success(), "ld failed: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "ld warned: {}", String::from_utf8_lossy(&out.stderr));
    assert_output("ld", &run(&exe), b"x=42\n");
}

#[test]
fn listing_names_symbols_labels_and_strings() {
    let m = module_with_call_and_string();
    let listing = listing_for(&m, Target::X86_64V2);
    for expected in [
        "\t.globl\t\"main.f(int)\"\n",
        "\"main.f(int)\":\n",
        "\t.size\t\"main.f(int)\", .-\"main.f(int)\"\n",
        "callq \"main.f(int)\"",
        "callq wend_print_int",
        "leaq .str.0(%rip), ",
        "pushq %rbp\n\tmovq %rsp, %rbp\n",
        "\t.section\t.rodata\n",
        ".str.0:\n\t.ascii\t\"x=\"\n",
        "\t.section\t.note.GNU-stack,\"\",@progbits\n",
    ] {
        assert!(listing.contains(expected), "listing lacks {expected:?}:\n{listing}");
    }
    // Branches name block labels, never raw addresses.
    let (mut m, rt) = new_module();
    define_main(&mut m, |m, b| {
        counted_loop(m, b, 0, 3, |_, b, i| print_int(b, &rt, i));
    });
    // The frame comment names the loop variable's slot (at -O0; optimizing,
    // the variable lives in a register).
    let unoptimized = BackendOptions { listing: true, optimize: false, ..BackendOptions::default() };
    let listing = compile_module(&m, &unoptimized).listing.unwrap();
    assert!(
        listing.lines().any(|l| l.starts_with("\t#   -") && l.ends_with("(%rbp)\t%i")),
        "no frame comment for `i`:\n{listing}"
    );
    let jumps: Vec<&str> = listing.lines().filter(|l| l.trim_start().starts_with('j')).collect();
    assert!(jumps.len() >= 2, "expected loop branches:\n{listing}");
    for j in jumps {
        assert!(j.contains(".LBB"), "branch without a label: {j}");
    }
    check_program(&m, b"012");
}

#[test]
fn runs_on_the_original_stack_when_the_big_stack_cannot_be_mapped() {
    // With 256 MiB of address space, the 1 GiB mmap fails; the program must
    // still run (on the stack the kernel gave it).
    let (mut m, rt) = new_module();
    define_main(&mut m, |m, b| {
        let v = opaque_int(b, 12345);
        print_int(b, &rt, v);
        print_str(m, b, &rt, b"\n");
    });
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("limited");
    link_executable(&compile_module(&m, &BackendOptions::default()).elf, &exe).unwrap();
    let out = Command::new("sh").arg("-c").arg("ulimit -v 262144 && exec \"$0\"").arg(&exe).output().unwrap();
    assert_output("under ulimit -v", &out, b"12345\n");
}

#[test]
fn runtime_records_argc_argv_and_envp_for_later_use() {
    // A C helper linked into the program reads what `_start` recorded, the
    // way a sanitizer will look for WENDSAN_OPTIONS.
    const HELPER: &str = r#"
        extern long wendrt_argc;
        extern char **wendrt_argv;
        extern char **wendrt_envp;
        void wend_print_int(int);
        void wend_print_str(const char *, unsigned long);
        static unsigned long length(const char *s) { unsigned long n = 0; while (s[n]) n++; return n; }
        void show_args(void) {
            wend_print_int((int)wendrt_argc);
            for (long i = 1; i < wendrt_argc; i++) { wend_print_str(" ", 1); wend_print_str(wendrt_argv[i], length(wendrt_argv[i])); }
            for (char **e = wendrt_envp; *e; e++) {
                const char *want = "WENDSAN_OPTIONS=";
                unsigned long k = 0;
                while (want[k] && (*e)[k] == want[k]) k++;
                if (!want[k]) { wend_print_str(" env:", 5); wend_print_str(*e + k, length(*e + k)); }
            }
        }
    "#;
    let (mut m, _) = new_module();
    let show = m.add_function(Function::declaration("show_args", &[], Type::Void));
    define_main(&mut m, |_, b| {
        b.call(show, Type::Void, &[], "");
    });
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name);
    fs::write(p("helper.c"), HELPER).unwrap();
    let cc = Command::new("gcc")
        .args(["-c", "-O1", "-ffreestanding", "-fno-stack-protector", "-fno-pic", "-o"])
        .arg(p("helper.o"))
        .arg(p("helper.c"))
        .output()
        .expect("gcc is needed for this test");
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    fs::write(p("prog.o"), compile_module(&m, &BackendOptions::default()).elf).unwrap();
    fs::write(p("libwendrt.a"), wend_runtime::ARCHIVE).unwrap();
    let ld = Command::new("ld")
        .args(["-static", "-e", "_start", "-o"])
        .arg(p("prog"))
        .args([p("prog.o"), p("helper.o"), p("libwendrt.a")])
        .output()
        .unwrap();
    assert!(ld.status.success(), "{}", String::from_utf8_lossy(&ld.stderr));
    let out = Command::new(p("prog")).args(["one", "two words"]).env("WENDSAN_OPTIONS", "halt=1").output().unwrap();
    assert_output("args", &out, b"3 one two words env:halt=1");
}

// ---------------------------------------------------------------------------
// Linking failures and output files
// ---------------------------------------------------------------------------

fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    v.sort();
    v
}

#[test]
fn failed_link_keeps_the_existing_output_and_leaves_no_files() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("program");
    fs::write(&out, b"previous build").unwrap();

    // An undefined function: ld reports it.
    let (mut m, _) = new_module();
    let missing = m.add_function(Function::declaration("wend_no_such_function", &[], Type::Void));
    define_main(&mut m, |_, b| {
        b.call(missing, Type::Void, &[], "");
    });
    let elf = compile_module(&m, &BackendOptions::default()).elf;
    let err = link_executable(&elf, &out).expect_err("linking an undefined symbol must fail");
    assert!(matches!(err, LinkError::LinkerFailed { .. }), "{err:?}");
    let message = err.to_string();
    assert!(message.contains("wend_no_such_function"), "message does not name the symbol: {message}");
    assert_eq!(fs::read(&out).unwrap(), b"previous build");
    assert_eq!(entries(dir.path()), vec![out.clone()], "temporary files left behind");

    // Not an object file at all.
    let err = link_executable(b"not an ELF file", &out).expect_err("garbage must not link");
    assert!(err.to_string().starts_with("linker `ld` failed"), "{err}");
    assert_eq!(fs::read(&out).unwrap(), b"previous build");
    assert_eq!(entries(dir.path()), vec![out.clone()]);

    // The output directory does not exist.
    // The output directory does not exist: said so, naming it (not the
    // temporary folder the link would have worked in).
    let err = link_executable(&elf, &dir.path().join("no/such/dir/program")).expect_err("missing directory");
    assert!(matches!(&err, LinkError::NoDirectory(d) if d.ends_with("no/such/dir")), "{err:?}");
    assert!(err.to_string().contains("no/such/dir` does not exist"), "{err}");
}

#[test]
fn successful_link_replaces_the_output_with_an_executable() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("program");
    fs::write(&out, b"previous build").unwrap();
    let elf = compile_module(&module_with_call_and_string(), &BackendOptions::default()).elf;
    link_executable(&elf, &out).unwrap();
    assert_eq!(fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o755);
    assert_eq!(entries(dir.path()), vec![out.clone()]);
    assert_output("relinked", &run(&out), b"x=42\n");
}

#[test]
fn write_output_replaces_content_and_sets_the_mode() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.s");
    write_output(&path, b"first", false).unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"first");
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o644);
    write_output(&path, b"second", true).unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"second");
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o755);
    assert_eq!(entries(dir.path()), vec![path.clone()]);
    let err = write_output(&dir.path().join("missing/out.s"), b"x", false);
    assert!(err.is_err());
}

#[test]
fn runtime_archive_defines_the_abi_entry_points() {
    let archive = object::read::archive::ArchiveFile::parse(wend_runtime::ARCHIVE).expect("runtime is an ar archive");
    let mut defined = Vec::new();
    for member in archive.members() {
        let member = member.unwrap();
        let data = member.data(wend_runtime::ARCHIVE).unwrap();
        let file = object::File::parse(data).unwrap();
        for sym in file.symbols().filter(|s| s.is_definition() && s.is_global()) {
            defined.push(sym.name().unwrap().to_string());
        }
        assert!(file.section_by_name(".note.GNU-stack").is_some(), "runtime object lacks .note.GNU-stack");
    }
    for f in runtime_abi::ALL {
        assert!(defined.iter().any(|d| d == f.name), "runtime lacks {}", f.name);
    }
    assert!(defined.iter().any(|d| d == "_start"));
    // Nothing the runtime exports may look like a wend function (`main...`).
    assert!(defined.iter().all(|d| !d.starts_with("main")), "{defined:?}");
}

/// Every test program (and, with `conformance`, every conformance
/// program) with its expected output, through the default pipeline.
fn optimized_programs(conformance: bool) -> Vec<(PathBuf, Module)> {
    let root = support::repo_root();
    let mut programs = support::programs_with_expected_output(&root.join("test-programs"));
    if conformance {
        programs.extend(support::programs_with_expected_output(&root.join("../shared/conformance")));
    }
    assert!(programs.len() > 50, "test programs found: {}", programs.len());
    let options = wendc::driver::pass_options_for(Target::default(), false);
    programs
        .into_iter()
        .map(|path| {
            let source = fs::read(&path).unwrap();
            let Ok(mut module) = wendc::driver::compile_to_ir("prog.wend", &source) else {
                panic!("{} does not compile", path.display())
            };
            wendc::passes::run_pipeline(&mut module, &wendc::driver::default_pipeline(), &options, false, |_| {});
            (path, module)
        })
        .collect()
}

/// The driver's backend entry compacts each function's arenas and releases
/// its IR once its machine IR is selected; what it emits must not depend on
/// that: the object file and listing are byte-identical to
/// `compile_module`'s for every test program, optimized and not.
#[test]
fn compacting_and_releasing_ir_in_the_backend_change_no_byte() {
    for (path, module) in optimized_programs(false) {
        for optimize in [true, false] {
            let opts = BackendOptions { listing: true, optimize, ..BackendOptions::default() };
            let kept = compile_module(&module, &opts);
            let released = compile_module_releasing_ir(module.clone(), &opts);
            assert!(kept.elf == released.elf, "{}: objects differ (optimize: {optimize})", path.display());
            assert_eq!(kept.listing, released.listing, "{}: listings differ", path.display());
        }
    }
}

/// Compacting drops the records the passes removed and nothing else: the
/// IR still verifies and prints the same, and the arenas hold only what is
/// in use.
#[test]
fn compacting_a_function_keeps_its_ir_and_drops_removed_records() {
    let mut dropped = 0;
    for (path, mut module) in optimized_programs(false) {
        let before = ir::print::print_module(&module);
        for id in module.defined_function_ids() {
            let f = module.function_mut(id);
            let (insts, values) = (f.num_insts(), f.num_values());
            f.compact();
            let in_blocks: usize = f.layout().iter().map(|&b| f.block(b).insts().len()).sum();
            assert_eq!(f.num_insts(), in_blocks, "{}: removed instructions kept", path.display());
            dropped += (insts - f.num_insts()) + (values - f.num_values());
        }
        ir::verify::assert_valid(&module, "compact");
        assert_eq!(ir::print::print_module(&module), before, "{}: compacting changed the IR", path.display());
    }
    assert!(dropped > 1000, "the passes leave removed records behind; compacting dropped only {dropped}");
}

/// Huge functions give long-lived registers conservative live ranges
/// instead of exact ones (`liveness::WalkLimit`); forced on every register
/// of every test program, the programs still print exactly what they must.
#[test]
fn conservative_live_ranges_keep_every_program_correct() {
    for (path, module) in optimized_programs(true) {
        let opts = BackendOptions { liveness_walk_limit: WalkLimit::ALWAYS, ..BackendOptions::default() };
        let out = native_output_with(&module, &opts);
        let expected = fs::read(path.with_extension("expected")).unwrap();
        assert!(out.stdout == expected, "{}: wrong output with conservative live ranges", path.display());
    }
}
