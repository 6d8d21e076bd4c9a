//! `-g`: DWARF that gdb and addr2line understand, and the same code.
//!
//! - `gdb/break-at-line`: `gdb -batch -ex 'break prog.wend:LINE' -ex run
//!   -ex bt` on a `-g` build without the inliner stops at that line, in
//!   the nested function that contains it, with the wend function names
//!   and call lines in the backtrace; `gdb/break-at-inlined-line`: in the
//!   default build, where `step` and `life` are inlined into `main`, the
//!   same breakpoint still stops at that line (the line table maps the
//!   inlined copy to its source), in `main` (wendc writes no DWARF for
//!   inlined frames); `gdb/break-at-function` breaks on a wend function by
//!   name, after its prologue. Without gdb these are listed as ignored, with a
//!   name that says so (never silently passed);
//! - `addr2line/sanitizer-frames`: every frame of a sanitizer report (with
//!   raw addresses) maps, through the DWARF line table, to the same
//!   function and line as the sanitizer's own table says;
//! - `same-code/...`: `-g` changes no byte of `.text` or `.rodata`, with and
//!   without `--sanitize`.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use object::{Object, ObjectSection};
use support::run_with_timeout;

mod support;

const TIMEOUT: Duration = Duration::from_secs(60);

/// A nested function three calls deep; the line numbers are used below.
const PROGRAM: &str = "main() {
    int[8] cells;
    int total;
    life(int rounds) {
        int r;
        step(int k) {
            cells[k] = cells[k] + k;
            total = total + cells[k];
        }
        r = 0;
        while r < rounds {
            step(r % 8);
            r = r + 1;
        }
    }
    life(5);
    println total;
}
";
const STEP_BODY_LINE: u32 = 7;
const STEP_CALL_LINE: u32 = 12;
const LIFE_CALL_LINE: u32 = 16;

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let gdb = Command::new("gdb").arg("--version").output().is_ok_and(|o| o.status.success());
    if gdb {
        trials.push(Trial::test("gdb/break-at-line", gdb_break_at_line));
        trials.push(Trial::test("gdb/break-at-inlined-line", gdb_break_at_inlined_line));
        trials.push(Trial::test("gdb/break-at-function", gdb_break_at_function));
    } else {
        eprintln!("WARNING: gdb is not installed: the gdb tests of -g are NOT run");
        for name in ["break-at-line", "break-at-inlined-line", "break-at-function"] {
            trials.push(
                Trial::test(format!("gdb/{name} (SKIPPED: gdb is not installed)"), || Ok(())).with_ignored_flag(true),
            );
        }
    }
    trials.push(Trial::test("addr2line/sanitizer-frames", addr2line_matches_sanitizer_frames));
    for flags in [&[][..], &["--sanitize"][..], &["--sanitize=all", "-O0"][..]] {
        let name = format!("same-code/{}", if flags.is_empty() { "plain".to_string() } else { flags.join(" ") });
        trials.push(Trial::test(name, move || same_code_with_and_without_g(flags)));
    }
    libtest_mimic::run(&args, trials).exit();
}

fn wendc(dir: &Path, args: &[&str]) -> Result<(), String> {
    let out = run_with_timeout(Command::new(env!("CARGO_BIN_EXE_wendc")).current_dir(dir).args(args), TIMEOUT)?;
    if !out.status.success() {
        return Err(format!("wendc {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(())
}

/// `prog.wend` (PROGRAM) in a fresh directory, compiled with `-g` and `flags`.
fn build(flags: &[&str]) -> Result<tempfile::TempDir, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    std::fs::write(dir.path().join("prog.wend"), PROGRAM).map_err(|e| e.to_string())?;
    let mut args = vec!["-g", "prog.wend", "-o", "prog"];
    args.extend_from_slice(flags);
    wendc(dir.path(), &args)?;
    Ok(dir)
}

fn gdb(dir: &Path, commands: &[&str]) -> Result<String, String> {
    let mut cmd = Command::new("gdb");
    cmd.current_dir(dir).args(["-nx", "-batch"]);
    for c in commands {
        cmd.args(["-ex", c]);
    }
    cmd.arg("./prog");
    let out = run_with_timeout(&mut cmd, TIMEOUT)?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

fn expect_lines(output: &str, wanted: &[String]) -> Result<(), Failed> {
    for w in wanted {
        if !output.lines().any(|l| l.contains(w.as_str())) {
            return Err(format!("gdb's output has no line containing `{w}`:\n{output}").into());
        }
    }
    Ok(())
}

fn gdb_break_at_line() -> Result<(), Failed> {
    let dir = build(&["--passes=mem2reg,iv-divrem,slp,cse,adce,reg2mem"])?;
    let out = gdb(dir.path(), &[&format!("break prog.wend:{STEP_BODY_LINE}"), "run", "bt"])?;
    expect_lines(
        &out,
        &[
            format!("Breakpoint 1, main.life.step () at prog.wend:{STEP_BODY_LINE}"),
            format!("{STEP_BODY_LINE}\t            cells[k] = cells[k] + k;"),
            format!("#0  main.life.step () at prog.wend:{STEP_BODY_LINE}"),
            format!(" in main.life () at prog.wend:{STEP_CALL_LINE}"),
            format!(" in main () at prog.wend:{LIFE_CALL_LINE}"),
        ],
    )
}

fn gdb_break_at_inlined_line() -> Result<(), Failed> {
    let dir = build(&[])?;
    let out = gdb(dir.path(), &[&format!("break prog.wend:{STEP_BODY_LINE}"), "run", "bt"])?;
    expect_lines(
        &out,
        &[
            format!("main () at prog.wend:{STEP_BODY_LINE}"),
            format!("{STEP_BODY_LINE}\t            cells[k] = cells[k] + k;"),
            format!("#0  main () at prog.wend:{STEP_BODY_LINE}"),
        ],
    )
}

fn gdb_break_at_function() -> Result<(), Failed> {
    let dir = build(&["-O0"])?;
    // The third stop in main.life.step: the breakpoint is after the prologue,
    // on the function's first statement.
    let out = gdb(dir.path(), &["break main.life.step", "run", "continue 2", "bt"])?;
    expect_lines(
        &out,
        &[
            format!("Breakpoint 1, main.life.step () at prog.wend:{STEP_BODY_LINE}"),
            "#1  0x".to_string(),
            format!(" in main.life () at prog.wend:{STEP_CALL_LINE}"),
        ],
    )
}

/// The sanitizer's frames, `(address, function, line)`, from a report
/// printed with `print_addresses=1`.
fn sanitizer_frames(report: &str) -> Vec<(u64, String, u32)> {
    report
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            words.next().filter(|w| w.starts_with('#'))?;
            let address = u64::from_str_radix(words.next()?.strip_prefix("0x")?, 16).ok()?;
            let function = words.next()?.to_string();
            let line = words.next()?.split(':').nth(1)?.parse().ok()?;
            Some((address, function, line))
        })
        .collect()
}

fn addr2line_matches_sanitizer_frames() -> Result<(), Failed> {
    // An out-of-range index in main.life.step, three frames deep.
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let faulty = PROGRAM.replace("step(r % 8);", "step(r + 4);");
    std::fs::write(dir.path().join("prog.wend"), faulty).map_err(|e| e.to_string())?;
    wendc(dir.path(), &["-g", "--sanitize", "prog.wend", "-o", "prog"])?;
    let run = run_with_timeout(Command::new(dir.path().join("prog")).env("WENDSAN_OPTIONS", "print_addresses=1"), TIMEOUT)?;
    let report = String::from_utf8_lossy(&run.stderr).into_owned();
    let frames = sanitizer_frames(&report);
    let expected: Vec<(&str, u32)> =
        vec![("main.life.step", STEP_BODY_LINE), ("main.life", STEP_CALL_LINE), ("main", LIFE_CALL_LINE)];
    let got: Vec<(&str, u32)> = frames.iter().map(|(_, f, l)| (f.as_str(), *l)).collect();
    if got != expected {
        return Err(format!("unexpected sanitizer frames {got:?}:\n{report}").into());
    }
    // Every frame's address is a return address: look up address - 1.
    let mut cmd = Command::new("addr2line");
    cmd.args(["-f", "-e"]).arg(dir.path().join("prog"));
    for (address, _, _) in &frames {
        cmd.arg(format!("{:#x}", address - 1));
    }
    let out = run_with_timeout(&mut cmd, TIMEOUT).map_err(|e| format!("running addr2line (binutils): {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    for (k, (function, line)) in expected.iter().enumerate() {
        let (name, position) = (lines.get(2 * k).copied(), lines.get(2 * k + 1).copied());
        let want_position = format!("prog.wend:{line}");
        if name != Some(function) || !position.is_some_and(|p| p.ends_with(&want_position) || p.contains(&format!("{want_position} "))) {
            return Err(format!("addr2line disagrees with the sanitizer on frame #{k} ({function} line {line}):\n{text}\nreport:\n{report}").into());
        }
    }
    Ok(())
}

/// The bytes of the named section of an ELF object.
fn section(elf: &[u8], name: &str) -> Result<Vec<u8>, String> {
    let file = object::File::parse(elf).map_err(|e| e.to_string())?;
    let s = file.section_by_name(name).ok_or(format!("no {name} section"))?;
    Ok(s.data().map_err(|e| e.to_string())?.to_vec())
}

fn same_code_with_and_without_g(flags: &[&str]) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    std::fs::write(dir.path().join("prog.wend"), PROGRAM).map_err(|e| e.to_string())?;
    let mut plain = vec!["-c", "prog.wend", "-o", "plain.o"];
    plain.extend_from_slice(flags);
    let mut debug = vec!["-g", "-c", "prog.wend", "-o", "debug.o"];
    debug.extend_from_slice(flags);
    wendc(dir.path(), &plain)?;
    wendc(dir.path(), &debug)?;
    let plain = std::fs::read(dir.path().join("plain.o")).map_err(|e| e.to_string())?;
    let debug = std::fs::read(dir.path().join("debug.o")).map_err(|e| e.to_string())?;
    for name in [".text", ".rodata"] {
        if section(&plain, name)? != section(&debug, name)? {
            return Err(format!("-g changed {name}").into());
        }
    }
    if section(&plain, ".debug_line").is_ok() || section(&debug, ".debug_line")?.is_empty() {
        return Err("only the -g object must have a line table".into());
    }
    Ok(())
}
