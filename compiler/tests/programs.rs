//! Run tests over the program corpora, one named test per program and mode:
//!
//! - `native-<stage>/<path>`: compile `test-programs/<path>.wend` with
//!   `wendc --passes=<the default pipeline up to stage>` (`lowered` is
//!   `-O0`, `reg2mem` the full pipeline), run the executable, and require
//!   stdout to equal `<path>.expected` exactly (also `native-O1/<path>`,
//!   built with `-O1`);
//! - `listing/<path>`: `wendc -S`, assembled by GNU `as` and linked with the
//!   runtime, must behave exactly like the direct build;
//! - `ir/<path>`: `wendc --emit-ir=<stage>` for each IR stage; LLVM's
//!   `opt -opaque-pointers -passes=verify` must accept the module and
//!   `lli -opaque-pointers` must print exactly the expected output;
//! - `sanitized-native/<path>` and `sanitized-ir/<path>`: the same with
//!   `--sanitize` (the default pipeline natively, every stage under lli):
//!   the checks must not change the output of a correct program, and the
//!   sanitizer must stay silent (nothing on stderr);
//! - `conformance-native/…`, `conformance-listing/…`, `conformance-ir/…`,
//!   `conformance-sanitized-…/…`: the same for every program
//!   in `../shared/conformance/` (when that folder exists);
//! - `diagnostics/<name>`: each `test-programs/invalid/<name>.wend` must make
//!   `wendc` exit with status 1, without panicking, printing exactly the
//!   snapshot `<name>.stderr`.
//!
//! `WENDC_BLESS=1 cargo test --test programs diagnostics` rewrites the
//! diagnostic snapshots (review the diff before committing).
//!
//! Tiers: `make test-all` (`WENDC_TEST_ALL=1`) builds every prefix and
//! runs every IR stage under lli. `make test` builds the first and last
//! prefix and a rotating quarter of the others per program, and runs
//! those stages under lli (`support::stage_sampled`), so that each stage
//! is still checked on a quarter of the programs; every other mode runs
//! in both tiers.
//!
//! LLVM's tools are required: a missing `opt` or `lli` fails the IR tests
//! instead of skipping them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{compare_or_bless, files_with_extension, programs_with_expected_output, repo_root, wendc};

mod support;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);

fn main() {
    let args = Arguments::from_args();
    let root = repo_root();
    let mut trials = Vec::new();

    let programs = root.join("test-programs");
    let mut index = 0;
    for program in programs_with_expected_output(&programs) {
        let name = relative_name(&programs, &program);
        trials.extend(native_trials("native", &name, &program, index));
        trials.push(listing_trial(format!("listing/{name}"), program.clone()));
        trials.push(ir_trial(format!("ir/{name}"), program.clone(), &[], index));
        trials.extend(sanitized_trials("sanitized", &name, &program, index));
        index += 1;
    }
    let conformance = root.join("../shared/conformance");
    if conformance.is_dir() {
        for program in programs_with_expected_output(&conformance) {
            let name = relative_name(&conformance, &program);
            trials.extend(native_trials("conformance-native", &name, &program, index));
            trials.push(listing_trial(format!("conformance-listing/{name}"), program.clone()));
            trials.push(ir_trial(format!("conformance-ir/{name}"), program.clone(), &[], index));
            trials.extend(sanitized_trials("conformance-sanitized", &name, &program, index));
            index += 1;
        }
    } else {
        // Visible in the summary as "ignored", never silently missing.
        trials.push(
            Trial::test("conformance/(../shared/conformance not found: suite not run)", || Ok(()))
                .with_ignored_flag(true),
        );
    }
    let invalid = programs.join("invalid");
    for program in files_with_extension(&invalid, "wend") {
        let name = relative_name(&invalid, &program);
        trials.push(Trial::test(format!("diagnostics/{name}"), move || diagnostic_test(&program)));
    }
    if !support::exhaustive() {
        eprintln!(
            "programs: a sample of the pipeline prefixes and IR stages (the first, the last and one in {} of the others per program); `make test-all` runs every one",
            support::STAGE_STRIDE
        );
    }
    libtest_mimic::run(&args, trials).exit();
}

fn relative_name(base: &Path, program: &Path) -> String {
    program.strip_prefix(base).unwrap_or(program).with_extension("").display().to_string()
}

/// One native build per prefix of the default pipeline, three of the
/// whole pipeline with one pass left out: without `slp`
/// (`<prefix>-noslp`), without `loop-vectorize` and without `inline`
/// (`<prefix>-noinline`), so that each vectorizer and the passes after
/// the inliner are also checked on code the others did not reshape; one
/// at `-O1` (`<prefix>-O1`); and the default pipeline for AVX2
/// (`<prefix>-avx2`, `--target-cpu=native`: eight-lane vectors), shown
/// as ignored on a machine without AVX2.
fn native_trials(prefix: &str, name: &str, program: &Path, index: usize) -> Vec<Trial> {
    let stages = ir_stages();
    let pipeline = wendc::passes::DEFAULT_PIPELINE;
    let mut trials: Vec<Trial> = (0..stages.len())
        .filter(|&n| support::stage_sampled(index, n, stages.len()))
        .map(|n| {
            let passes = pipeline[..n].join(",");
            native_trial(format!("{prefix}-{}/{name}", stages[n]), program.to_path_buf(), passes)
        })
        .collect();
    for left_out in ["slp", "loop-vectorize", "inline"] {
        let passes: Vec<&str> = pipeline.iter().copied().filter(|&s| s != left_out).collect();
        trials.push(native_trial(format!("{prefix}-no{left_out}/{name}"), program.to_path_buf(), passes.join(",")));
    }
    let o1 = program.to_path_buf();
    trials.push(Trial::test(format!("{prefix}-O1/{name}"), move || native_run(&o1, &["-O1".to_string()])));
    let avx2 = program.to_path_buf();
    let has_avx2 = std::arch::is_x86_feature_detected!("avx2");
    trials.push(
        Trial::test(format!("{prefix}-avx2/{name}"), move || native_run(&avx2, &["--target-cpu=native".to_string()]))
            .with_ignored_flag(!has_avx2),
    );
    trials
}

fn native_trial(name: String, program: PathBuf, passes: String) -> Trial {
    Trial::test(name, move || {
        let pipeline = if passes.is_empty() { "-O0".to_string() } else { format!("--passes={passes}") };
        native_run(&program, &[pipeline])
    })
}

/// Compile `program` with `args`, run it, compare its output; a sanitized
/// build must also leave stderr empty.
fn native_run(program: &Path, args: &[String]) -> Result<(), Failed> {
    let expected = std::fs::read(program.with_extension("expected")).map_err(|e| e.to_string())?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join("prog");
    let out = run_with_timeout(wendc().arg(program).args(args).arg("-o").arg(&exe))?;
    check_success("wendc", &out)?;
    let run = run_with_timeout(Command::new(&exe).env_remove("WENDSAN_OPTIONS"))?;
    check_success("the compiled program", &run)?;
    if !run.stderr.is_empty() {
        return Err(format!("the program wrote to stderr:\n{}", String::from_utf8_lossy(&run.stderr)).into());
    }
    Ok(compare_output(&expected, &run.stdout)?)
}

/// `--sanitize` builds: natively with the default pipeline, and every IR
/// stage under lli.
fn sanitized_trials(prefix: &str, name: &str, program: &Path, index: usize) -> Vec<Trial> {
    let native = program.to_path_buf();
    vec![
        Trial::test(format!("{prefix}-native/{name}"), move || native_run(&native, &["--sanitize".to_string()])),
        ir_trial(format!("{prefix}-ir/{name}"), program.to_path_buf(), &["--sanitize"], index),
    ]
}

fn listing_trial(name: String, program: PathBuf) -> Trial {
    Trial::test(name, move || {
        let expected = std::fs::read(program.with_extension("expected")).map_err(|e| e.to_string())?;
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let (asm, obj, exe) = (dir.path().join("prog.s"), dir.path().join("prog.o"), dir.path().join("prog"));
        check_success("wendc -S", &run_with_timeout(wendc().arg(&program).arg("-S").arg("-o").arg(&asm))?)?;
        check_success("as", &run_with_timeout(Command::new("as").arg("-o").arg(&obj).arg(&asm))?)?;
        let object = std::fs::read(&obj).map_err(|e| e.to_string())?;
        wendc::backend::link::link_executable(&object, &exe).map_err(|e| e.to_string())?;
        let run = run_with_timeout(&mut Command::new(&exe))?;
        check_success("the program built from the listing", &run)?;
        Ok(compare_output(&expected, &run.stdout)?)
    })
}

/// Every stage printed in one compile; `opt` verifies and `lli` runs the
/// stages of this tier (`support::stage_sampled`).
fn ir_trial(name: String, program: PathBuf, flags: &[&str], index: usize) -> Trial {
    let flags: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
    Trial::test(name, move || {
        let expected = std::fs::read(program.with_extension("expected")).map_err(|e| e.to_string())?;
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        // One compile prints every stage.
        let ir = run_with_timeout(wendc().arg(&program).args(&flags).args(["--emit-ir", "--ir-runtime=lli"]))?;
        check_success("wendc --emit-ir", &ir)?;
        let stages = support::split_stages(&String::from_utf8_lossy(&ir.stdout));
        let names: Vec<&str> = stages.iter().map(|(name, _)| name.as_str()).collect();
        let expected_names = ir_stages();
        if names != expected_names {
            return Err(format!("wendc --emit-ir printed the stages {names:?}, expected {expected_names:?}").into());
        }
        let count = stages.len();
        for (k, (stage, text)) in stages.into_iter().enumerate() {
            if !support::stage_sampled(index, k, count) {
                continue;
            }
            let ll = dir.path().join(format!("{stage}.ll"));
            std::fs::write(&ll, text).map_err(|e| e.to_string())?;
            let run = support::verify_and_run_lli(&ll, RUN_TIMEOUT).map_err(|e| format!("stage `{stage}`: {e}"))?;
            check_success(&format!("lli on stage `{stage}`"), &run)?;
            if !run.stderr.is_empty() {
                return Err(format!(
                    "stage `{stage}` under lli wrote to stderr:\n{}",
                    String::from_utf8_lossy(&run.stderr)
                )
                .into());
            }
            compare_output(&expected, &run.stdout).map_err(|e| format!("stage `{stage}` under lli: {e}"))?;
        }
        Ok(())
    })
}

/// The stages of the default pipeline (`lowered` and each pass), read from
/// the compiler itself so the test follows the pipeline.
fn ir_stages() -> Vec<String> {
    let pipeline = wendc::passes::DEFAULT_PIPELINE;
    // A pass that runs again is the stage `cse#2`, as `--emit-ir` names it.
    let named =
        pipeline.iter().enumerate().map(|(k, &pass)| match pipeline[..k].iter().filter(|&&p| p == pass).count() {
            0 => pass.to_string(),
            earlier => format!("{pass}#{}", earlier + 1),
        });
    std::iter::once("lowered".to_string()).chain(named).collect()
}

fn diagnostic_test(program: &Path) -> Result<(), Failed> {
    let dir = program.parent().unwrap();
    let file = program.file_name().unwrap();
    let exe_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let out = run_with_timeout(
        wendc().current_dir(dir).arg(file).arg("--color=never").arg("-o").arg(exe_dir.path().join("prog")),
    )?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
        return Err(format!("wendc panicked:\n{stderr}").into());
    }
    if out.status.code() != Some(1) {
        return Err(format!("expected exit status 1, got {:?}; stderr:\n{stderr}", out.status.code()).into());
    }
    if exe_dir.path().join("prog").exists() {
        return Err("a failed compile left an output file".into());
    }
    Ok(compare_or_bless(&program.with_extension("stderr"), &stderr)?)
}

fn check_success(what: &str, out: &Output) -> Result<(), String> {
    if out.status.success() {
        return Ok(());
    }
    Err(format!("{what} failed with {}\nstderr:\n{}", out.status, String::from_utf8_lossy(&out.stderr)))
}

fn compare_output(expected: &[u8], actual: &[u8]) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let expected = String::from_utf8_lossy(expected);
    let actual = String::from_utf8_lossy(actual);
    let first_diff = expected.lines().zip(actual.lines()).position(|(a, b)| a != b);
    let where_ = match first_diff {
        Some(line) => format!("first difference at line {}", line + 1),
        None => format!(
            "one output is a prefix of the other ({} vs {} lines)",
            expected.lines().count(),
            actual.lines().count()
        ),
    };
    Err(format!("output differs ({where_})\n--- expected\n{expected}\n--- actual\n{actual}"))
}

/// Run a command with stdin closed, killing it after `RUN_TIMEOUT`.
fn run_with_timeout(cmd: &mut Command) -> Result<Output, String> {
    support::run_with_timeout(cmd, RUN_TIMEOUT)
}
