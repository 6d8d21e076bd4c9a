//! Backend filetests: text in, one backend stage, text out, in the style of
//! the IR pass tests (`pass_tests.rs`) and Cranelift's filetests. Each
//! file under `tests/backend-tests/<stage>/` is one case:
//!
//! - `isel/NAME.ll`: IR (phi-free, as reg2mem leaves it) → instruction
//!   selection of every defined function → `NAME.out.mir`;
//! - `regalloc/NAME.mir`: machine IR over virtual registers → linear-scan
//!   allocation and rewriting → `NAME.out.mir`;
//! - `stack-slots/NAME.mir`: the same, with the `-O0` allocator;
//! - `peephole/NAME.mir`: allocated machine IR → the peephole pass →
//!   `NAME.out.mir`;
//! - `emit/NAME.mir`: allocated machine IR → frame layout and encoding →
//!   the function's assembly listing, `NAME.out.s`;
//! - `verify/NAME.mir`: the verifier must reject the input with exactly the
//!   message in `NAME.err` (allocated or not, as the header's stage says);
//! - `run/NAME.ll`: a whole IR module with `@main`, compiled by the backend
//!   (optimizing and `-O0`), linked with the runtime and run, and its `-S`
//!   listing assembled by GNU `as`, linked and run: all must print
//!   `NAME.expected`, and so must `lli` running the same IR. With
//!   `; target: avx2` the program is compiled and assembled everywhere but
//!   run only on a CPU with AVX2.
//!
//! Options go in comment lines at the top: `; target: avx2` (isel, run),
//! `; options: O0` (isel: the unoptimizing selection), `; options: locs`
//! (isel: source-position markers). Every stage's input and output pass
//! the machine-IR verifier (inputs of `verify/` excepted).
//!
//! `WENDC_BLESS=1 cargo test --test backend_tests` rewrites the
//! expectations; review the diff before committing.

use std::path::{Path, PathBuf};
use std::process::Command;

mod support;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{assemble, compare_or_bless, files_with_extension, lli_output, shown};
use wendc::backend::mir::parse::{parse_mfunctions, ParsedFunction};
use wendc::backend::mir::print::print_mfunction;
use wendc::backend::mir::verify::verify_mfunction;
use wendc::backend::mir::{MFunction, Operand, OperandVisit, PReg, Reg, CALLEE_SAVED};
use wendc::backend::regalloc::liveness::WalkLimit;
use wendc::backend::{emit, frame, isel, object, peephole, regalloc, BackendOptions, Target};
use wendc::ir::{parse::parse_module_with, print::print_module, verify::verify_module, Module};
use wendc::runtime_abi::WEND_RUNTIME;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/backend-tests");
    let mut trials = Vec::new();
    for input in files_with_extension(&root, "mir").into_iter().chain(files_with_extension(&root, "ll")) {
        let file = input.file_name().unwrap().to_string_lossy().into_owned();
        if file.ends_with(".out.mir") {
            continue;
        }
        let stage = input.parent().unwrap().file_name().unwrap().to_string_lossy().into_owned();
        let name = format!("{stage}/{}", input.file_stem().unwrap().to_string_lossy());
        trials.push(Trial::test(name, move || run_case(&stage, &input)));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn run_case(stage: &str, input: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(input).map_err(|e| e.to_string())?;
    match stage {
        "isel" => isel_case(&text, input),
        "regalloc" | "stack-slots" | "peephole" | "emit" => machine_case(stage, &text, input),
        "verify" => verify_case(&text, input),
        "run" => run_program_case(&text, input),
        _ => Err(format!("no backend stage is called `{stage}` (see the header of backend_tests.rs)").into()),
    }
}

/// The value of a `; KEY: value` line.
fn option<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| l.trim().strip_prefix(';')?.trim().strip_prefix(key)?.strip_prefix(':')).map(str::trim)
}

fn target_of(text: &str) -> Target {
    match option(text, "target") {
        Some("avx2") => Target::Avx2,
        _ => Target::X86_64V2,
    }
}

fn parse_ir(text: &str, input: &Path) -> Result<Module, String> {
    let module = parse_module_with(text, Some(&WEND_RUNTIME)).map_err(|e| format!("{}: {e}", input.display()))?;
    verify_module(&module).map_err(|e| format!("the input is not valid IR: {e}"))?;
    Ok(module)
}

fn isel_case(text: &str, input: &Path) -> Result<(), Failed> {
    let module = parse_ir(text, input)?;
    let options: Vec<&str> = option(text, "options").unwrap_or("").split(',').map(str::trim).collect();
    let optimize = !options.contains(&"O0");
    let locs = options.contains(&"locs");
    let mut out = String::new();
    for id in module.defined_function_ids() {
        let mf = if locs {
            isel::select_function_with_locs(&module, id, target_of(text), optimize)
        } else {
            isel::select_function(&module, id, target_of(text), optimize)
        };
        verify_mfunction(&mf, &module, false).map_err(|e| format!("invalid machine IR after isel: {e}"))?;
        out += &print_mfunction(&mf, &module, "isel");
    }
    compare_or_bless(&input.with_extension("out.mir"), &out)?;
    Ok(())
}

fn parse_machine(text: &str, input: &Path, module: &mut Module) -> Result<Vec<ParsedFunction>, String> {
    parse_mfunctions(text, module).map_err(|e| format!("{}: {e}", input.display()))
}

/// Whether the stage named in a function's header runs after allocation.
fn allocated(stage: &str) -> bool {
    stage != "isel"
}

fn machine_case(stage: &str, text: &str, input: &Path) -> Result<(), Failed> {
    let mut module = Module::new("test.wend");
    let functions = parse_machine(text, input, &mut module)?;
    let mut out = String::new();
    let mut encoded = Vec::new();
    for ParsedFunction { mut mf, stage: input_stage, .. } in functions {
        verify_mfunction(&mf, &module, allocated(&input_stage)).map_err(|e| format!("the input is not valid: {e}"))?;
        match stage {
            "regalloc" => {
                regalloc::linear_scan::allocate(&mut mf, WalkLimit::DEFAULT);
            }
            "stack-slots" => {
                regalloc::stack_slots::allocate(&mut mf);
            }
            "peephole" => peephole::run(&mut mf),
            _ => {}
        }
        verify_mfunction(&mf, &module, true).map_err(|e| format!("invalid machine IR after {stage}: {e}"))?;
        if stage == "emit" {
            let saved = callee_saved_named(&mf);
            let layout = frame::layout_frame(&mf, &saved);
            encoded.push(emit::emit_function(mf, &layout));
        } else {
            out += &print_mfunction(&mf, &module, stage);
        }
    }
    if stage == "emit" {
        compare_or_bless(&input.with_extension("out.s"), &object::listing::render(&module, &encoded))?;
    } else {
        compare_or_bless(&input.with_extension("out.mir"), &out)?;
    }
    Ok(())
}

/// The callee-saved registers an allocated function names (the prologue
/// saves them).
fn callee_saved_named(mf: &MFunction) -> Vec<PReg> {
    let mut named = Vec::new();
    for inst in mf.blocks.iter().flat_map(|b| &b.insts) {
        let mut regs: Vec<Reg> = Vec::new();
        inst.clone().visit_operands(&mut |position| match position {
            OperandVisit::Value { op: Operand::Reg(r), .. } | OperandVisit::RegOnly { reg: r, .. } => regs.push(*r),
            OperandVisit::Value { op: Operand::Mem(addr), .. } => regs.extend(addr.regs()),
            OperandVisit::Value { op: Operand::Imm(_), .. } => {}
        });
        for reg in regs {
            if let Reg::Phys(p) = reg {
                if CALLEE_SAVED.contains(&p) && !named.contains(&p) {
                    named.push(p);
                }
            }
        }
    }
    named.sort();
    named
}

fn verify_case(text: &str, input: &Path) -> Result<(), Failed> {
    let mut module = Module::new("test.wend");
    let functions = parse_machine(text, input, &mut module)?;
    let messages: Vec<String> = functions
        .iter()
        .filter_map(|f| verify_mfunction(&f.mf, &module, allocated(&f.stage)).err())
        .map(|e| e + "\n")
        .collect();
    if messages.is_empty() {
        return Err("the verifier accepted machine IR it must reject".into());
    }
    compare_or_bless(&input.with_extension("err"), &messages.concat())?;
    Ok(())
}

fn run_program_case(text: &str, input: &Path) -> Result<(), Failed> {
    let module = parse_ir(text, input)?;
    let expected_path = input.with_extension("expected");
    let expected = std::fs::read(&expected_path).map_err(|e| format!("{}: {e}", expected_path.display()))?;
    check_output("lli", &lli_output(&print_module(&module))?.stdout, &expected)?;
    let target = target_of(text);
    let runs_here = target != Target::Avx2 || Target::native() == Target::Avx2;
    if !runs_here {
        println!("(this CPU lacks AVX2: {} compiled but not run)", input.display());
    }
    for optimize in [true, false] {
        let opts = BackendOptions { target, optimize, listing: true, ..BackendOptions::default() };
        let compiled = wendc::backend::compile_module(&module, &opts);
        let listing = compiled.listing.expect("a listing was asked for");
        let reassembled = assemble(&listing)?;
        if !runs_here {
            continue;
        }
        let how = if optimize { "optimizing build" } else { "-O0 build" };
        check_output(how, &link_and_run(&compiled.elf)?, &expected)?;
        check_output(&format!("{how}'s listing, assembled by as"), &link_and_run(&reassembled)?, &expected)?;
    }
    Ok(())
}

fn check_output(how: &str, actual: &[u8], expected: &[u8]) -> Result<(), String> {
    if actual == expected {
        return Ok(());
    }
    Err(format!("the {how} prints\n{}\n--- expected\n{}", shown(actual), shown(expected)))
}

fn link_and_run(object: &[u8]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe: PathBuf = dir.path().join("program");
    wendc::backend::link_executable(object, &exe).map_err(|e| e.to_string())?;
    let out = Command::new(&exe).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("the program failed ({}): {}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(out.stdout)
}
