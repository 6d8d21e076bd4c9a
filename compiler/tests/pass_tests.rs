//! Text-in / text-out pass tests, in the style of LLVM's and Cranelift's
//! file tests. Each `tests/pass-tests/<dir>/NAME.ll` is hand-written IR:
//!
//! - in a directory named after a pass (`mem2reg/`, `adce/`, `reg2mem/`),
//!   the pass runs (or the passes listed in a `; passes: a,b` line), the
//!   verifier checks the result, and the printed module must equal
//!   `NAME.out.ll`. If the module defines `@main`, the input and the output
//!   are both run with `lli`, and must print the same. A `; vector-bits:
//!   256` line runs the passes for AVX2 (default: 128). The passes'
//!   summaries and remarks must equal `NAME.remarks` where that file exists
//!   (always, for the loop passes `loop-vectorize/`, `outer-vectorize/`,
//!   `lsr/` and `loop-rotate/`, whose remarks say why a loop was or was not
//!   transformed);
//! - in `verify/`, the verifier must reject the input with exactly the
//!   message in `NAME.err`.
//!
//! Also: every printed stage of every test program parses back to the same
//! text (the parser is the printer's inverse).
//!
//! `WENDC_BLESS=1 cargo test --test pass_tests` rewrites the expectations;
//! review the diff before committing.

use std::path::Path;

mod support;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{compare_or_bless, files_with_extension, programs_with_expected_output, repo_root, run_lli};
use wendc::ir::{parse::parse_module_with, print::print_module, verify::verify_module};
use wendc::passes;
use wendc::runtime_abi::WEND_RUNTIME;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pass-tests");
    let mut trials = Vec::new();
    for input in files_with_extension(&root, "ll").into_iter().filter(|p| !p.to_string_lossy().ends_with(".out.ll")) {
        let dir = input.parent().unwrap().file_name().unwrap().to_string_lossy().into_owned();
        let name = format!("{dir}/{}", input.file_stem().unwrap().to_string_lossy());
        if dir == "verify" {
            trials.push(Trial::test(name, move || verifier_test(&input)));
        } else {
            trials.push(Trial::test(name, move || pass_test(&dir, &input)));
        }
    }
    let repo = repo_root();
    for program in programs_with_expected_output(&repo.join("test-programs")) {
        let name = format!("roundtrip/{}", program.strip_prefix(&repo).unwrap().display());
        trials.push(Trial::test(name, move || roundtrip_test(&program)));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// The passes a test runs: a `; passes: …` line, or its directory's name.
fn passes_for(text: &str, dir: &str) -> Result<Vec<&'static passes::Pass>, String> {
    let list = text.lines().find_map(|l| l.trim().strip_prefix("; passes:")).map(str::trim).unwrap_or(dir);
    passes::parse_pipeline(list)
}

fn pass_test(dir: &str, input: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(input).map_err(|e| e.to_string())?;
    // The tests declare runtime functions: printed, they get its lli shims.
    let mut module = parse_module_with(&text, Some(&WEND_RUNTIME)).map_err(|e| format!("{}: {e}", input.display()))?;
    verify_module(&module).map_err(|e| format!("the input is not valid IR: {e}"))?;
    let before = print_module(&module);
    let mut options = passes::PassOptions::default();
    if let Some(bits) = text.lines().find_map(|l| l.trim().strip_prefix("; vector-bits:")) {
        options.vector_bits = bits.trim().parse().map_err(|_| format!("bad vector-bits line: {bits}"))?;
    }
    let mut remarks = String::new();
    for pass in passes_for(&text, dir)? {
        for summary in passes::remark::summary_lines(&pass.run_on(&mut module, &options)) {
            remarks += &format!("{}: {summary}\n", pass.name);
        }
        verify_module(&module)
            .map_err(|e| format!("invalid IR after `{}`: {e}\n{}", pass.name, print_module(&module)))?;
    }
    let after = print_module(&module);
    compare_or_bless(&input.with_extension("out.ll"), &after)?;
    let remarks_file = input.with_extension("remarks");
    // Every pass test pins what the passes said (done, and why not).
    compare_or_bless(&remarks_file, &remarks)?;
    if module.find_function("main").is_some() {
        let (expected, actual) = (run_lli(&before)?, run_lli(&after)?);
        if expected != actual {
            let (expected, actual) = (String::from_utf8_lossy(&expected), String::from_utf8_lossy(&actual));
            return Err(
                format!("the pass changed the program's output\n--- before\n{expected}\n--- after\n{actual}").into()
            );
        }
    }
    Ok(())
}

fn verifier_test(input: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(input).map_err(|e| e.to_string())?;
    let module = parse_module_with(&text, Some(&WEND_RUNTIME)).map_err(|e| format!("{}: {e}", input.display()))?;
    let message = match verify_module(&module) {
        Ok(()) => return Err("the verifier accepted IR it must reject".into()),
        Err(e) => format!("{e}\n"),
    };
    Ok(compare_or_bless(&input.with_extension("err"), &message)?)
}

/// Print → parse → print gives the same text, at every stage.
fn roundtrip_test(program: &Path) -> Result<(), Failed> {
    let bytes = std::fs::read(program).map_err(|e| e.to_string())?;
    let name = program.file_name().unwrap().to_string_lossy().into_owned();
    let module = wendc::driver::compile_to_ir(&name, &bytes).map_err(|e| e.render(false))?;
    Ok(support::check_stages_roundtrip(module, false)?)
}
