//! The benchmark programs are also correctness tests: every program of
//! `bench/programs/`, compiled with the default pipeline
//! (`bench-default/NAME`) and at `-O0` (`bench-O0/NAME`), must print
//! exactly its `NAME.expected`; and every program must come with its C
//! twin and its expected output (`bench-files/NAME`). No timing here:
//! `make bench` measures, the tests check.
//!
//! The `-O0` builds run for seconds each (they are the benchmark's
//! slowest column), so they belong to the exhaustive tier, `make
//! test-all` (`WENDC_TEST_ALL=1`); `-O0` itself is checked on every test
//! program in both tiers (`compiler/tests/programs.rs`).

use std::path::{Path, PathBuf};
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use wend_bench::build::{run_wendc, wendc_options};
use wend_bench::exec::run_executable_within;
use wend_bench::expected::Expected;
use wend_bench::variants::Passes;
use wend_bench::Program;

/// A benchmark runs 0.2–2 s when built by gcc -O2; wendc -O0 is several
/// times slower, and the tests may share the machine.
const RUN_LIMIT: Duration = Duration::from_secs(120);

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../programs");
    let programs = wend_bench::programs::discover(&dir, &[]).expect("bench/programs has programs");
    let exhaustive = std::env::var_os("WENDC_TEST_ALL").is_some_and(|v| v == "1");
    let modes: &[(&str, Passes)] =
        if exhaustive { &[("O0", Passes::O0), ("default", Passes::Default)] } else { &[("default", Passes::Default)] };
    let mut trials = Vec::new();
    for program in programs {
        let p = program.clone();
        trials.push(Trial::test(format!("bench-files/{}", program.name), move || files_are_there(&p)));
        for &(mode, passes) in modes {
            let p = program.clone();
            trials.push(Trial::test(format!("bench-{mode}/{}", program.name), move || prints_expected(&p, passes)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn files_are_there(program: &Program) -> Result<(), Failed> {
    if program.c_twin.is_none() {
        return Err(format!("{} has no C twin {}", program.name, program.source.with_extension("c").display()).into());
    }
    let expected = program.expected.as_ref().ok_or_else(|| format!("{} has no .expected", program.name))?;
    Expected::load(expected)?;
    Ok(())
}

fn prints_expected(program: &Program, passes: Passes) -> Result<(), Failed> {
    let expected_path: &PathBuf =
        program.expected.as_ref().ok_or_else(|| format!("{} has no .expected", program.name))?;
    let expected = Expected::load(expected_path)?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join(&program.name);
    let mut opts = wendc_options(&program.source, passes)?;
    opts.output = Some(exe.clone());
    run_wendc(opts)?;
    let run = run_executable_within(&exe, Some(RUN_LIMIT))?;
    if !run.stderr.is_empty() {
        return Err(format!("the program wrote to stderr:\n{}", String::from_utf8_lossy(&run.stderr)).into());
    }
    expected
        .check(&run.stdout)
        .map_err(|diff| format!("the output differs from {}: {diff}", expected_path.display()))?;
    Ok(())
}
