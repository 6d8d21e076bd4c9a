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
//!   without `--sanitize`;
//! - `gdb/vars-*`: variables, on `debuginfo/vars.wend` (the breakpoint lines
//!   are found by their text): at `-O0`, `info args`, `info locals`,
//!   `p a[3]`, `p x + 1`, arrays, bools, `bt` with argument values in
//!   every frame, `up`/`frame`, `finish` with the returned value, and the
//!   captured variables of a nested function, all with their real values;
//!   at `-O2`, the same script stops at the same places and every value
//!   it prints is the `-O0` one or `<optimized out>` (and the parameters
//!   of a function that is not inlined are printed at its entry);
//! - `gdb/args-O2-every-instruction`: on `debuginfo/args.wend`, gdb steps
//!   one instruction at a time through optimized calls (prologues,
//!   epilogues and the calls they make included) and prints the backtrace
//!   at each: every argument value of every frame follows the pattern the
//!   program calls with, or is `<optimized out>`; and every argument of
//!   the two functions kept in callee-saved registers, spill slots or on
//!   the stack is printed from an outer frame (which takes the call-frame
//!   information) at some step;
//! - `gdb/locals-O2-every-line`: on `debuginfo/locals.wend`, gdb stops on
//!   every line at `-O0` and at `-O2` and prints every variable of every
//!   frame: each value `-O2` prints is one `-O0` printed for the same
//!   variable at the same stack of (function, line), and `-O2` locates
//!   the locals that only top-level statements assign, and those a loop
//!   and an `if` assign;
//! - `dwarfdump/verify-*`: `llvm-dwarfdump --verify` accepts the `-g`
//!   output at `-O0` and `-O2` (listed as ignored when it is missing).

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

/// The program of the variable tests.
const VARS: &str = include_str!("debuginfo/vars.wend");
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
        trials.push(Trial::test("gdb/vars-O0-locals-args-captures", gdb_vars_o0_locals));
        trials.push(Trial::test("gdb/vars-O0-frames-finish", gdb_vars_o0_frames_finish));
        trials.push(Trial::test("gdb/vars-O2-correct-or-optimized-out", gdb_vars_o2_never_wrong));
        trials.push(Trial::test("gdb/vars-O2-inlined-optimized-out", gdb_vars_o2_inlined));
        trials.push(Trial::test("gdb/args-O2-every-instruction", gdb_args_o2_every_instruction));
        trials.push(Trial::test("gdb/locals-O2-every-line", gdb_locals_o2_every_line));
    } else {
        eprintln!("WARNING: gdb is not installed: the gdb tests of -g are NOT run");
        for name in [
            "break-at-line",
            "break-at-inlined-line",
            "break-at-function",
            "vars-O0-locals-args-captures",
            "vars-O0-frames-finish",
            "vars-O2-correct-or-optimized-out",
            "vars-O2-inlined-optimized-out",
            "args-O2-every-instruction",
            "locals-O2-every-line",
        ] {
            trials.push(
                Trial::test(format!("gdb/{name} (SKIPPED: gdb is not installed)"), || Ok(())).with_ignored_flag(true),
            );
        }
    }
    let dwarfdump = ["llvm-dwarfdump", "llvm-dwarfdump-14"]
        .into_iter()
        .find(|tool| Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success()));
    for level in ["-O0", "-O2"] {
        match dwarfdump {
            Some(tool) => {
                trials.push(Trial::test(format!("dwarfdump/verify{level}"), move || dwarfdump_verifies(tool, level)))
            }
            None => trials.push(
                Trial::test(format!("dwarfdump/verify{level} (SKIPPED: llvm-dwarfdump is not installed)"), || Ok(()))
                    .with_ignored_flag(true),
            ),
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
            // k is in its argument register still; rounds, in main.life's
            // frame, is kept across the call (in a callee-saved register
            // or a spill slot, which gdb reads through the call-frame
            // information).
            format!("Breakpoint 1, main.life.step (k=0) at prog.wend:{STEP_BODY_LINE}"),
            format!("{STEP_BODY_LINE}\t            cells[k] = cells[k] + k;"),
            format!("#0  main.life.step (k=0) at prog.wend:{STEP_BODY_LINE}"),
            format!(" in main.life (rounds=5) at prog.wend:{STEP_CALL_LINE}"),
            format!(" in main () at prog.wend:{LIFE_CALL_LINE}"),
        ],
    )
}

fn gdb_break_at_inlined_line() -> Result<(), Failed> {
    let dir = build(&[])?;
    // step and life are inlined into main: their code keeps its lines,
    // and gdb shows each inlined call as a frame (DW_TAG_inlined_subroutine)
    // whose arguments live nowhere of their own.
    let out = gdb(dir.path(), &[&format!("break prog.wend:{STEP_BODY_LINE}"), "run", "bt"])?;
    expect_lines(
        &out,
        &[
            format!("main.life.step (k=<optimized out>) at prog.wend:{STEP_BODY_LINE}"),
            format!("{STEP_BODY_LINE}\t            cells[k] = cells[k] + k;"),
            format!("#0  main.life.step (k=<optimized out>) at prog.wend:{STEP_BODY_LINE}"),
            format!("#1  main.life (rounds=<optimized out>) at prog.wend:{STEP_CALL_LINE}"),
            format!("#2  main () at prog.wend:{LIFE_CALL_LINE}"),
        ],
    )?;
    // A breakpoint on an inlined function's name stops in its inlined copies.
    let out = gdb(dir.path(), &["break main.life.step", "run", "bt 1"])?;
    expect_lines(&out, &[format!("main.life.step (k=<optimized out>) at prog.wend:{STEP_BODY_LINE}")])?;
    if out.contains("Function \"main.life.step\" not defined") {
        return Err(format!("gdb found no inlined copy of main.life.step:\n{out}").into());
    }
    Ok(())
}

fn gdb_break_at_function() -> Result<(), Failed> {
    let dir = build(&["-O0"])?;
    // The third stop in main.life.step: the breakpoint is after the prologue,
    // on the function's first statement.
    let out = gdb(dir.path(), &["break main.life.step", "run", "continue 2", "bt"])?;
    expect_lines(
        &out,
        &[
            format!("Breakpoint 1, main.life.step (k=2) at prog.wend:{STEP_BODY_LINE}"),
            "#1  0x".to_string(),
            format!(" in main.life (rounds=5) at prog.wend:{STEP_CALL_LINE}"),
        ],
    )
}

/// The number of the first line of `vars.wend` containing `text`.
fn vars_line(text: &str) -> u32 {
    VARS.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("vars.wend has no line with `{text}`")) as u32
        + 1
}

/// `vars.wend` in a fresh directory, compiled to `prog` with `-g` and `flags`.
fn build_vars(flags: &[&str]) -> Result<tempfile::TempDir, String> {
    build_file("vars.wend", VARS, flags)
}

/// `source` written to `name` in a fresh directory, compiled to `prog`
/// with `-g` and `flags`.
fn build_file(name: &str, source: &str, flags: &[&str]) -> Result<tempfile::TempDir, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    std::fs::write(dir.path().join(name), source).map_err(|e| e.to_string())?;
    let mut args = vec!["-g", name, "-o", "prog"];
    args.extend_from_slice(flags);
    wendc(dir.path(), &args)?;
    Ok(dir)
}

fn gdb_vars_o0_locals() -> Result<(), Failed> {
    let dir = build_vars(&["-O0"])?;
    let bump = vars_line("cells[k] = cells[k] + scale(k, true);");
    let grow_call = vars_line("bump(r % 8);");
    let main_call = vars_line("grow(5);");
    // The fourth call of bump, k = 3: scale(k, true) = 6k was added to
    // cells[0..3] and to total (42) before.
    let out = gdb(
        dir.path(),
        &[
            &format!("break vars.wend:{bump}"),
            "run",
            "continue 3",
            "info args",
            "info locals",
            "p cells[3]",
            "p total + 1",
            "p k * 2",
            "bt",
            "up",
            "info args",
            "info locals",
        ],
    )?;
    expect_lines(
        &out,
        &[
            format!("Breakpoint 1, main.grow.bump (k=3) at vars.wend:{bump}"),
            "k = 3".to_string(),
            "cells = {0, 6, 12, 40, 0, 0, 0, 0}".to_string(),
            "total = 60".to_string(),
            "$1 = 40".to_string(),
            "$2 = 61".to_string(),
            "$3 = 6".to_string(),
            format!("#0  main.grow.bump (k=3) at vars.wend:{bump}"),
            format!(" in main.grow (rounds=5) at vars.wend:{grow_call}"),
            format!(" in main () at vars.wend:{main_call}"),
            "rounds = 5".to_string(),
            "r = 3".to_string(),
        ],
    )
}

fn gdb_vars_o0_frames_finish() -> Result<(), Failed> {
    let dir = build_vars(&["-O0"])?;
    let ret = vars_line("return y;");
    let bump = vars_line("cells[k] = cells[k] + scale(k, true);");
    let out = gdb(
        dir.path(),
        &[
            &format!("break vars.wend:{ret}"),
            "run",
            "continue 3",
            "info args",
            "info locals",
            "bt",
            "frame 3",
            "info locals",
            "p done",
            "p cells",
            "frame 0",
            "finish",
        ],
    )?;
    expect_lines(
        &out,
        &[
            format!("Breakpoint 1, main.scale (x=3, twice=true) at vars.wend:{ret}"),
            "x = 3".to_string(),
            "twice = true".to_string(),
            "y = 18".to_string(),
            format!("#0  main.scale (x=3, twice=true) at vars.wend:{ret}"),
            format!(" in main.grow.bump (k=3) at vars.wend:{bump}"),
            " in main.grow (rounds=5) at ".to_string(),
            "total = 60".to_string(),
            "done = false".to_string(),
            "$1 = false".to_string(),
            "$2 = {0, 6, 12, 40, 0, 0, 0, 0}".to_string(),
            "Value returned is $3 = 18".to_string(),
        ],
    )
}

/// The values gdb printed for each stop of `output`: the `name = value`
/// lines and the `name=value` arguments of frame lines, per stop (the
/// text before the first stop is stop 0).
fn printed_values(output: &str) -> Vec<Vec<(String, String)>> {
    let mut stops: Vec<Vec<(String, String)>> = vec![Vec::new()];
    for line in output.lines() {
        // `Breakpoint 1, main.mix (...)`, not `Breakpoint 1 at 0x...`.
        let number = line.strip_prefix("Breakpoint ").and_then(|rest| rest.split_once(", ")).map(|(n, _)| n);
        if number.is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.')) {
            stops.push(Vec::new());
        }
        let stop = stops.last_mut().expect("a stop");
        if let Some(returned) = line.strip_prefix("Value returned is ") {
            let value = returned.split_once(" = ").map_or(returned, |(_, v)| v);
            stop.push(("<returned>".into(), value.trim().into()));
        } else if let Some((name, value)) = line.split_once(" = ") {
            if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                stop.push((name.into(), value.trim().into()));
            }
        }
        if line.starts_with('#') || line.starts_with("Breakpoint ") || line.starts_with("Run till exit") {
            if let Some(args) = line.split_once(" (").and_then(|(_, rest)| rest.split_once(')')).map(|(a, _)| a) {
                for arg in args.split(", ").filter(|a| !a.is_empty()) {
                    if let Some((name, value)) = arg.split_once('=') {
                        stop.push((name.into(), value.into()));
                    }
                }
            }
        }
    }
    stops
}

const OPTIMIZED_OUT: &str = "<optimized out>";

fn gdb_vars_o2_never_wrong() -> Result<(), Failed> {
    // mix is too large to inline: the optimized build calls it, twice.
    let script = [
        "break main.mix",
        "run",
        "info args",
        "info locals",
        "bt",
        "continue",
        "info args",
        "info locals",
        "bt",
        "finish",
    ];
    let reference = gdb(build_vars(&["-O0"])?.path(), &script)?;
    let optimized = gdb(build_vars(&[])?.path(), &script)?;
    let (want, got) = (printed_values(&reference), printed_values(&optimized));
    if want.len() != 3 || got.len() != want.len() {
        return Err(format!(
            "expected two stops in mix at -O0 and -O2:
-O0:
{reference}
-O2:
{optimized}"
        )
        .into());
    }
    let mut located = 0;
    for (stop, (got, want)) in got.iter().zip(&want).enumerate() {
        for (name, value) in got {
            if value == OPTIMIZED_OUT {
                continue;
            }
            if !want.iter().any(|(n, v)| n == name && v == value) {
                return Err(format!(
                    "at stop {stop}, -O2 printed {name} = {value}, which -O0 does not:
-O0:
{reference}
-O2:
{optimized}"
                )
                .into());
            }
            located += 1;
        }
    }
    // The arguments are still in their registers at mix's first line.
    expect_lines(&optimized, &["Breakpoint 1, main.mix (a=".to_string()])?;
    if !got[1].iter().any(|(n, v)| n == "a" && v != OPTIMIZED_OUT) || located == 0 {
        return Err(format!(
            "-O2 located no argument of mix at its entry:
{optimized}"
        )
        .into());
    }
    Ok(())
}

fn gdb_vars_o2_inlined() -> Result<(), Failed> {
    // Everything but mix is inlined into main, whose variables live in
    // registers: known to be unknown, never printed stale. The inlined
    // calls are frames of their own.
    let dir = build_vars(&[])?;
    let bump = vars_line("cells[k] = cells[k] + scale(k, true);");
    let grow = vars_line("grow(5);");
    let call = vars_line("bump(r % 8);");
    let out =
        gdb(dir.path(), &[&format!("break vars.wend:{bump}"), "run", "bt", "info locals", "p total", "p cells[3]"])?;
    expect_lines(
        &out,
        &[
            format!("#0  main.grow.bump (k=<optimized out>) at vars.wend:{bump}"),
            format!("#1  main.grow (rounds=<optimized out>) at vars.wend:{call}"),
            format!("#2  main () at vars.wend:{grow}"),
        ],
    )?;
    for (name, value) in printed_values(&out).concat() {
        if value != OPTIMIZED_OUT {
            return Err(format!(
                "-O2 printed {name} = {value} in inlined code:
{out}"
            )
            .into());
        }
    }
    if !out.contains("total = <optimized out>") || !out.contains("$2 = <optimized out>") {
        return Err(format!(
            "expected main's variables to be <optimized out>:
{out}"
        )
        .into());
    }
    Ok(())
}

/// The program of the every-instruction test.
const ARGS: &str = include_str!("debuginfo/args.wend");

/// A gdb Python script: at each of the four calls of `pair` and `eight`,
/// step up to 3000 instructions (until back in `main`), printing the
/// backtrace before each.
const STEP_SCRIPT: &str = "import gdb
gdb.execute('break main.pair')
gdb.execute('break main.eight')
gdb.execute('run', to_string=True)
for call in range(4):
    for step in range(3000):
        bt = gdb.execute('bt', to_string=True)
        print('STEP')
        print(bt, end='')
        if bt.startswith('#0  main ') or ' in main ' in bt.splitlines()[0]:
            break
        gdb.execute('stepi', to_string=True)
    gdb.execute('continue', to_string=True)
";

fn gdb_args_o2_every_instruction() -> Result<(), Failed> {
    let dir = build_file("args.wend", ARGS, &[])?;
    std::fs::write(dir.path().join("step.py"), STEP_SCRIPT).map_err(|e| e.to_string())?;
    let out = gdb(dir.path(), &["source step.py"])?;
    let steps = out.matches("STEP\n").count();
    if steps < 1000 {
        return Err(format!("gdb stepped {steps} instructions only:\n{out}").into());
    }
    // The arguments each function is called with: pair(x, x + 10) with
    // x in {30, 51}; eight(a, a + 1, ..., a + 7) with a in {1, 12}.
    let patterns: [(&str, &[i64], i64); 2] = [("main.pair", &[30, 51], 10), ("main.eight", &[1, 12], 1)];
    let mut located_outside: Vec<(String, String)> = Vec::new();
    for line in out.lines().filter(|l| l.starts_with('#')) {
        for &(function, starts, stride) in &patterns {
            let Some(args) = line.split_once(&format!(" {function} (")).and_then(|(_, rest)| rest.split_once(')'))
            else {
                continue;
            };
            let mut start = None;
            for (k, arg) in args.0.split(", ").enumerate() {
                let (name, value) = arg.split_once('=').ok_or(format!("no `name=value` in `{line}`"))?;
                if value == OPTIMIZED_OUT {
                    continue;
                }
                let first = value.parse::<i64>().map_err(|e| format!("`{line}`: {e}"))? - stride * k as i64;
                if !starts.contains(&first) || start.is_some_and(|s| s != first) {
                    return Err(format!("wrong argument {name}={value} in `{line}`:\n{out}").into());
                }
                start = Some(first);
                // Printed from a frame that called another.
                if !line.starts_with("#0") && !located_outside.iter().any(|(f, n)| f == function && n == name) {
                    located_outside.push((function.to_string(), name.to_string()));
                }
            }
        }
    }
    let wanted = [("main.pair", "xy"), ("main.eight", "abcdefgh")];
    for (function, names) in wanted {
        for name in names.chars() {
            if !located_outside.iter().any(|(f, n)| f == function && *n == name.to_string()) {
                return Err(format!("{function}'s argument {name} is never located in an outer frame:\n{out}").into());
            }
        }
    }
    Ok(())
}

/// The program of the every-line test.
const LOCALS: &str = include_str!("debuginfo/locals.wend");

/// A gdb Python script: a breakpoint on every line of `locals.wend`; at
/// each stop, for each frame of the program, `F function|line` and a
/// `V name=value` line per variable (the function's own block and those
/// around it), after a `STOP` line.
const EVERY_LINE_SCRIPT: &str = "import gdb
gdb.execute('set pagination off')
for line in range(1, LINES + 1):
    try:
        gdb.execute('break locals.wend:%d' % line, to_string=True)
    except gdb.error:
        pass
def dump():
    print('STOP')
    f = gdb.newest_frame()
    while f is not None:
        if (f.name() or '').startswith('main'):
            print('F %s|%d' % (f.name(), f.find_sal().line))
            seen = set()
            block = f.block()
            while block is not None:
                for sym in block:
                    if (sym.is_variable or sym.is_argument) and sym.name not in seen:
                        seen.add(sym.name)
                        print('V %s=%s' % (sym.name, sym.value(f)))
                if block.function is not None:
                    break
                block = block.superblock
        f = f.older()
try:
    gdb.execute('run', to_string=True)
    for _ in range(5000):
        dump()
        gdb.execute('continue', to_string=True)
except gdb.error:
    pass
";

/// The stops of an every-line run: for each frame of each stop, the
/// stack from that frame out (as `function|line` lines joined) and the
/// variables it printed.
fn every_line_stops(output: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut frames: Vec<(String, Vec<(String, String)>)> = Vec::new();
    let mut stop: Vec<(String, Vec<(String, String)>)> = Vec::new();
    let mut flush = |stop: &mut Vec<(String, Vec<(String, String)>)>| {
        for i in 0..stop.len() {
            let key: Vec<&str> = stop[i..].iter().map(|(f, _)| f.as_str()).collect();
            frames.push((key.join(" < "), stop[i].1.clone()));
        }
        stop.clear();
    };
    for line in output.lines() {
        if line == "STOP" {
            flush(&mut stop);
        } else if let Some(frame) = line.strip_prefix("F ") {
            stop.push((frame.to_string(), Vec::new()));
        } else if let (Some(var), Some(last)) = (line.strip_prefix("V "), stop.last_mut()) {
            if let Some((name, value)) = var.split_once('=') {
                last.1.push((name.to_string(), value.to_string()));
            }
        }
    }
    flush(&mut stop);
    frames
}

fn gdb_locals_o2_every_line() -> Result<(), Failed> {
    let script = EVERY_LINE_SCRIPT.replace("LINES", &LOCALS.lines().count().to_string());
    let run = |flags: &[&str]| -> Result<String, String> {
        let dir = build_file("locals.wend", LOCALS, flags)?;
        std::fs::write(dir.path().join("lines.py"), &script).map_err(|e| e.to_string())?;
        gdb(dir.path(), &["source lines.py"])
    };
    let (reference, optimized) = (run(&["-O0"])?, run(&[])?);
    let want = every_line_stops(&reference);
    let got = every_line_stops(&optimized);
    if want.len() < 50 || got.len() < 20 {
        return Err(
            format!("too few stops ({} at -O0, {} at -O2):\n{reference}\n{optimized}", want.len(), got.len()).into()
        );
    }
    let mut located: Vec<String> = Vec::new();
    for (stack, vars) in &got {
        for (name, value) in vars.iter().filter(|(_, v)| v != OPTIMIZED_OUT) {
            let seen = want.iter().any(|(s, vs)| s == stack && vs.iter().any(|(n, v)| n == name && v == value));
            if !seen {
                return Err(
                    format!("at {stack}, -O2 printed {name}={value}, which -O0 never did there:\n{optimized}").into()
                );
            }
            let function = stack.split('|').next().unwrap_or_default();
            located.push(format!("{function}.{name}"));
        }
    }
    // The locals only top-level statements assign, in main and in area,
    // and area's parameter h, which one assigns; and the locals main's
    // digit loop and its `if` assign.
    let wanted = ["main.width", "main.height", "main.scaled", "main.wide", "main.area.p", "main.area.q", "main.area.h"];
    for wanted in wanted.iter().chain(&["main.n", "main.d", "main.s", "main.steps"]) {
        if !located.iter().any(|l| l == wanted) {
            return Err(format!("-O2 never located {wanted}:\n{optimized}").into());
        }
    }
    Ok(())
}

fn dwarfdump_verifies(tool: &str, level: &str) -> Result<(), Failed> {
    let dir = build_vars(&[level])?;
    let out = run_with_timeout(Command::new(tool).arg("--verify").arg(dir.path().join("prog")), TIMEOUT)?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !text.contains("No errors.") {
        return Err(format!(
            "{tool} --verify rejects the {level} -g output:
{text}"
        )
        .into());
    }
    let info = run_with_timeout(Command::new(tool).arg("--debug-info").arg(dir.path().join("prog")), TIMEOUT)?;
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    for wanted in ["DW_TAG_formal_parameter", "DW_TAG_variable", "DW_TAG_array_type", "DW_ATE_boolean", "DW_LANG_C99"] {
        if !info.contains(wanted) {
            return Err(format!(
                "no {wanted} in the {level} DWARF:
{info}"
            )
            .into());
        }
    }
    Ok(())
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
    let run =
        run_with_timeout(Command::new(dir.path().join("prog")).env("WENDSAN_OPTIONS", "print_addresses=1"), TIMEOUT)?;
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
        if name != Some(function)
            || !position.is_some_and(|p| p.ends_with(&want_position) || p.contains(&format!("{want_position} ")))
        {
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
