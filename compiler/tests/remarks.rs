//! Remark tests: each `tests/remarks/NAME.wend` is compiled with
//! `wendc --remarks=PASSES` (the passes of its `// remarks: a,b` line, or
//! all) and what wendc prints to stderr must equal `NAME.remarks`. A
//! `// flags: …` line adds command-line flags (`--target-cpu=native`
//! is not allowed: expectations must not depend on the machine).
//!
//! One more test reads all the expectations together: every pass of the
//! pipeline must have a test that shows it acting (`remark:`) and, except
//! for the passes listed in [`NOTHING_TO_MISS`], one that shows it
//! declining and why (`missed:`).
//!
//! `WENDC_BLESS=1 cargo test --test remarks` rewrites the expectations;
//! review the diff before committing.

use std::path::{Path, PathBuf};

mod support;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{compare_or_bless, files_with_extension, wendc};
use wendc::passes;

/// Passes that act wherever they can and have no reason to decline that a
/// user could act on (each entry says why).
const NOTHING_TO_MISS: &[(&str, &str)] = &[("reg2mem", "demotes every phi: leaving SSA form is not optional")];

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/remarks");
    let mut trials = Vec::new();
    for program in files_with_extension(&dir, "wend") {
        let name = program.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(Trial::test(name, move || remark_test(&program)));
    }
    trials.push(Trial::test("every_pass_has_remarks_both_ways", move || every_pass_has_remarks(&dir)));
    libtest_mimic::run(&args, trials).exit();
}

fn directive<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| l.trim().strip_prefix(key)).map(str::trim)
}

fn remark_test(program: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(program).map_err(|e| e.to_string())?;
    let passes = directive(&text, "// remarks:").unwrap_or("all");
    let mut cmd = wendc();
    // Run from the test's folder so the file name in positions is bare.
    cmd.current_dir(program.parent().unwrap());
    // Warnings off (`-w`): these programs hold dead code and unused values
    // on purpose, for the passes to remark on; warnings have their own
    // tests (tests/warnings.rs).
    cmd.arg(format!("--remarks={passes}")).arg("--emit-ir=lowered").arg("-w");
    if let Some(flags) = directive(&text, "// flags:") {
        if flags.contains("native") {
            return Err("remark tests must not depend on the machine (--target-cpu=native)".into());
        }
        cmd.args(flags.split_whitespace());
    }
    cmd.arg(program.file_name().unwrap());
    let out = cmd.output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("wendc failed:\n{}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let remarks = String::from_utf8(out.stderr).map_err(|e| e.to_string())?;
    Ok(compare_or_bless(&program.with_extension("remarks"), &remarks)?)
}

fn every_pass_has_remarks(dir: &Path) -> Result<(), Failed> {
    let expectations: Vec<PathBuf> = files_with_extension(dir, "remarks");
    let all: String = expectations.iter().filter_map(|p| std::fs::read_to_string(p).ok()).collect();
    let mut missing = Vec::new();
    for pass in passes::PASSES {
        let tag = format!("[{}]", pass.name);
        let shown = |kind: &str| all.lines().any(|l| l.contains(kind) && l.ends_with(&tag));
        if !shown(": remark: ") {
            missing.push(format!("{}: no test shows it acting", pass.name));
        }
        if !NOTHING_TO_MISS.iter().any(|(p, _)| *p == pass.name) && !shown(": missed: ") {
            missing.push(format!("{}: no test shows it declining (missed:)", pass.name));
        }
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("passes without remark tests in tests/remarks/:\n{}", missing.join("\n")).into())
    }
}
