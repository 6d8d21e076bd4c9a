//! Warnings (`-W…`), one named test per case:
//!
//! - `snapshot/<name>`: `test-programs/warnings/<name>.wend` must compile
//!   (exit status 0) printing exactly `<name>.stderr` (empty for the
//!   `-ok` near misses), and the executable must print `<name>.expected`:
//!   a program with warnings is still compiled, and runs correctly.
//! - `flags/…`: `-Wno-NAME`, `-A NAME`, `-w`, `-WNAME`, `-Werror`,
//!   `-Werror=NAME`, the order of flags, unknown names, and that warnings
//!   do not change the generated code.
//!
//! `WENDC_BLESS=1 cargo test --test warnings` rewrites the snapshots
//! (review the diff before committing).

use std::path::{Path, PathBuf};
use std::process::Output;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{compare_or_bless, files_with_extension, repo_root, wendc};

mod support;

/// Run a command (wendc or a compiled program) with a timeout.
fn run_with_timeout(cmd: &mut std::process::Command) -> Result<Output, String> {
    support::run_with_timeout(cmd, std::time::Duration::from_secs(60))
}

/// A named test of a flag.
type FlagTest = (&'static str, fn() -> Result<(), Failed>);

fn main() {
    let args = Arguments::from_args();
    let dir = repo_root().join("test-programs/warnings");
    let mut trials = Vec::new();
    for program in files_with_extension(&dir, "wend") {
        let name = program.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(Trial::test(format!("snapshot/{name}"), move || snapshot(&program)));
    }
    let flag_tests: &[FlagTest] = &[
        ("no_name_turns_one_off", no_name_turns_one_off),
        ("allow_turns_one_off", allow_turns_one_off),
        ("w_turns_all_off", w_turns_all_off),
        ("later_flags_override_earlier_ones", later_flags_override_earlier_ones),
        ("werror_fails_the_compile", werror_fails_the_compile),
        ("werror_name_fails_only_for_that_warning", werror_name_fails_only_for_that_warning),
        ("unknown_names_are_errors", unknown_names_are_errors),
        ("warnings_do_not_change_the_code", warnings_do_not_change_the_code),
        ("errors_hide_warnings", errors_hide_warnings),
        ("help_lists_the_warnings", help_lists_the_warnings),
    ];
    for (name, test) in flag_tests {
        let test = *test;
        trials.push(Trial::test(format!("flags/{name}"), test));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn program(name: &str) -> PathBuf {
    repo_root().join("test-programs/warnings").join(format!("{name}.wend"))
}

/// Compile `file` (from its folder, so diagnostics name it plainly) with
/// `flags` to an executable in a fresh folder: the output, and the
/// executable's path (in a folder kept alive by the returned guard).
fn compile(file: &Path, flags: &[&str]) -> Result<(Output, PathBuf, tempfile::TempDir), String> {
    let out_dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = out_dir.path().join("prog");
    let out = run_with_timeout(
        wendc()
            .current_dir(file.parent().unwrap())
            .arg(file.file_name().unwrap())
            .arg("--color=never")
            .args(flags)
            .arg("-o")
            .arg(&exe),
    )?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("panicked") {
        return Err(format!("wendc panicked:\n{stderr}"));
    }
    Ok((out, exe, out_dir))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn snapshot(program: &Path) -> Result<(), Failed> {
    let (out, exe, _dir) = compile(program, &[])?;
    if !out.status.success() {
        return Err(format!("wendc failed with {}:\n{}", out.status, stderr(&out)).into());
    }
    compare_or_bless(&program.with_extension("stderr"), &stderr(&out))?;
    let run = run_with_timeout(&mut std::process::Command::new(&exe))?;
    if !run.status.success() || !run.stderr.is_empty() {
        return Err(format!("the program failed ({}):\n{}", run.status, String::from_utf8_lossy(&run.stderr)).into());
    }
    let expected = std::fs::read(program.with_extension("expected")).map_err(|e| e.to_string())?;
    if run.stdout != expected {
        return Err(format!("wrong output:\n{}", String::from_utf8_lossy(&run.stdout)).into());
    }
    Ok(())
}

/// Compile successfully with `flags`; the warnings printed.
fn warnings_with(name: &str, flags: &[&str]) -> Result<String, Failed> {
    let (out, exe, _dir) = compile(&program(name), flags)?;
    if !out.status.success() || !exe.exists() {
        return Err(format!("wendc {flags:?} failed with {}:\n{}", out.status, stderr(&out)).into());
    }
    Ok(stderr(&out))
}

fn check(ok: bool, what: &str, text: &str) -> Result<(), Failed> {
    if ok {
        Ok(())
    } else {
        Err(format!("{what}; stderr:\n{text}").into())
    }
}

fn no_name_turns_one_off() -> Result<(), Failed> {
    let text = warnings_with("division-by-zero", &["-Wno-division-by-zero"])?;
    check(text.is_empty(), "-Wno-division-by-zero left warnings", &text)?;
    // The other warnings of a program stay on.
    let text = warnings_with("unused-variable", &["-Wno-division-by-zero"])?;
    check(text.contains("[-Wunused-variable]"), "-Wno-division-by-zero turned off another warning", &text)
}

fn allow_turns_one_off() -> Result<(), Failed> {
    let text = warnings_with("unused-parameter", &["-A", "unused-parameter"])?;
    check(text.is_empty(), "-A unused-parameter left warnings", &text)?;
    let text = warnings_with("unused-parameter", &["-A", "warnings"])?;
    check(text.is_empty(), "-A warnings left warnings", &text)
}

fn w_turns_all_off() -> Result<(), Failed> {
    for name in ["unused-function", "unreachable-code", "read-before-assign", "constant-condition", "shadowed-capture"]
    {
        let text = warnings_with(name, &["-w"])?;
        check(text.is_empty(), &format!("-w left warnings in {name}"), &text)?;
    }
    Ok(())
}

fn later_flags_override_earlier_ones() -> Result<(), Failed> {
    let text = warnings_with("division-by-zero", &["-w", "-Wdivision-by-zero"])?;
    check(text.matches("[-Wdivision-by-zero]").count() == 2, "-w -Wdivision-by-zero should warn twice", &text)?;
    let text = warnings_with("division-by-zero", &["-Wdivision-by-zero", "-w"])?;
    check(text.is_empty(), "-Wdivision-by-zero -w should be silent", &text)?;
    let text = warnings_with("division-by-zero", &["-A", "division-by-zero", "-W", "division-by-zero"])?;
    check(text.contains("[-Wdivision-by-zero]"), "-A NAME -W NAME should warn", &text)?;
    let text = warnings_with("unused-variable", &["-Werror", "-Wno-error"])?;
    check(text.contains("warning: 3 warnings"), "-Werror -Wno-error should leave warnings", &text)?;
    let text = warnings_with("unused-variable", &["-Wall", "-Wno-unused-variable", "-Wall"])?;
    check(text.contains("[-Wunused-variable]"), "a last -Wall should turn all on", &text)
}

fn werror_fails_the_compile() -> Result<(), Failed> {
    let (out, exe, _dir) = compile(&program("unused-variable"), &["-Werror"])?;
    let text = stderr(&out);
    check(out.status.code() == Some(1), "-Werror should exit with status 1", &text)?;
    check(!exe.exists(), "-Werror left an executable", &text)?;
    check(
        text.contains("error: unused variable `never` [-Werror=unused-variable]"),
        "the warning should be an error",
        &text,
    )?;
    check(text.contains("error: could not compile: 3 errors\n"), "the summary should count errors", &text)?;
    check(!text.contains("warning"), "no warning should be left", &text)?;
    // -W error (separate value) is the same.
    let (out, _, _dir) = compile(&program("unused-variable"), &["-W", "error"])?;
    check(out.status.code() == Some(1), "-W error should exit with status 1", &stderr(&out))?;
    // A program without warnings compiles under -Werror.
    warnings_with("unused-variable-ok", &["-Werror"]).map(|_| ())
}

fn werror_name_fails_only_for_that_warning() -> Result<(), Failed> {
    let text = warnings_with("unused-variable", &["-Werror=division-by-zero"])?;
    check(
        text.contains("warning: 3 warnings"),
        "-Werror=division-by-zero should leave other warnings as warnings",
        &text,
    )?;
    let (out, _, _dir) = compile(&program("division-by-zero"), &["-Werror=division-by-zero"])?;
    let text = stderr(&out);
    check(out.status.code() == Some(1), "-Werror=division-by-zero should fail", &text)?;
    check(
        text.contains("error: division by zero [-Werror=division-by-zero]"),
        "the warning should be an error",
        &text,
    )?;
    // -Werror=NAME turns NAME on, as gcc's does.
    let (out, _, _dir) = compile(&program("division-by-zero"), &["-w", "-Werror=division-by-zero"])?;
    check(out.status.code() == Some(1), "-w -Werror=division-by-zero should fail", &stderr(&out))
}

fn unknown_names_are_errors() -> Result<(), Failed> {
    for flags in
        [&["-Wno-unused-varable"][..], &["-A", "unused-varable"], &["-Werror=unused-varable"], &["-Wunused-varable"]]
    {
        let (out, exe, _dir) = compile(&program("unused-variable-ok"), flags)?;
        let text = stderr(&out);
        check(out.status.code() == Some(1), &format!("{flags:?} should exit with status 1"), &text)?;
        check(!exe.exists(), "an unknown warning left an executable", &text)?;
        check(text.starts_with("error: unknown warning `unused-varable`"), "the error should name the warning", &text)?;
        check(text.contains("did you mean `unused-variable`?"), "the error should suggest the name", &text)?;
        check(text.contains("the warnings are: division-by-zero, "), "the error should list the names", &text)?;
    }
    Ok(())
}

fn warnings_do_not_change_the_code() -> Result<(), Failed> {
    for name in ["division-by-zero", "unused-function", "unreachable-code"] {
        let listing = |flag: &str| -> Result<Vec<u8>, String> {
            let out = run_with_timeout(wendc().arg(program(name)).args(["-S", "-o", "-", flag]))?;
            if !out.status.success() {
                return Err(format!("wendc -S {flag} failed:\n{}", stderr(&out)));
            }
            Ok(out.stdout)
        };
        check(listing("-w")? == listing("-Wall")?, &format!("{name}: -w and -Wall give different code"), "")?;
    }
    Ok(())
}

fn errors_hide_warnings() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let file = dir.path().join("broken.wend");
    std::fs::write(&file, "main() {\n    int unused;\n    println 1 / 0;\n    println y;\n}\n")
        .map_err(|e| e.to_string())?;
    let (out, _, _guard) = compile(&file, &[])?;
    let text = stderr(&out);
    check(out.status.code() == Some(1), "an error should fail the compile", &text)?;
    check(text.contains("undefined variable `y`") && !text.contains("warning"), "only the error should be shown", &text)
}

fn help_lists_the_warnings() -> Result<(), Failed> {
    let out = run_with_timeout(wendc().arg("--help"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    for needle in [
        "-W <WARNING>",
        "-A <NAME>",
        "-Wno-NAME",
        "-Werror",
        "division-by-zero",
        "read-before-assign",
        "shadowed-capture",
    ] {
        check(text.contains(needle), &format!("--help lacks {needle}"), &text)?;
    }
    Ok(())
}
