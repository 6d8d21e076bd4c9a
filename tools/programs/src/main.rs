//! `make programs`: the test-program suite on its own, fast.
//!
//! Every `NAME.wend` under the root (default `test-programs/`) is compiled
//! by the wendc binary at `-O0` and at `-O2`, run, and checked:
//!
//! - with a `NAME.expected` beside it: exit status 0, stdout exactly
//!   `NAME.expected`, nothing on stderr (the contract of
//!   `compiler/tests/programs.rs`);
//! - with a `NAME.report` and `NAME.stdout` (the faulty programs of
//!   `test-programs/sanitizer/`): built with the flags of its
//!   `// sanitize: FLAGS` line (default `--sanitize`), run with the
//!   variables of its `// env: VAR=VALUE` lines, it must exit with status 1
//!   (or that of an `// exit: N` line), print exactly `NAME.stdout`, and
//!   report on stderr exactly `NAME.report` once the process id and raw
//!   addresses are normalised (`wend_runtime::report`, as the sanitizer
//!   tests do; a stack overflow at -O0, deeper or shallower than at -O2,
//!   must tell the same story: message, functions, outermost frame);
//! - anything else (`invalid/`) is skipped.
//!
//! The cases run in parallel, one worker per CPU, behind a progress bar on
//! stderr (one plain line per case when stderr is not a terminal). Then each
//! failure is printed with a unified diff, and a last line
//! `N passed, M failed`; the exit status is 1 when anything failed.
//!
//! Usage: `wend-programs [--root DIR] [--wendc PATH] [--jobs N] [--timeout SECS]`.

use std::collections::VecDeque;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, ExitStatus, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use wend_runtime::report::Directives;

struct Options {
    root: PathBuf,
    wendc: PathBuf,
    jobs: usize,
    timeout: Duration,
}

/// What a run must produce.
#[derive(Clone)]
struct Expectation {
    /// The file the expected stdout comes from (named in the diff).
    stdout_file: PathBuf,
    exit: i32,
    /// A correct program must leave stderr empty (`None`); a faulty one
    /// reports there what this file holds.
    report_file: Option<PathBuf>,
}

#[derive(Clone)]
struct Case {
    program: PathBuf,
    /// `elementary/hello -O2`: how the case is named in the output.
    name: String,
    flags: Vec<String>,
    env: Vec<(String, String)>,
    expect: Expectation,
}

struct Failure {
    name: String,
    message: String,
}

fn main() -> ExitCode {
    let opts = match parse_args() {
        Ok(opts) => opts,
        Err(e) => {
            eprintln!("wend-programs: {e}");
            eprintln!("usage: wend-programs [--root DIR] [--wendc PATH] [--jobs N] [--timeout SECS]");
            return ExitCode::from(2);
        }
    };
    if !opts.wendc.is_file() {
        eprintln!(
            "wend-programs: no wendc at {} (build it with `cargo build --release`, or pass --wendc)",
            opts.wendc.display()
        );
        return ExitCode::from(2);
    }
    let cases = match discover(&opts.root) {
        Ok(cases) => cases,
        Err(e) => {
            eprintln!("wend-programs: {e}");
            return ExitCode::from(2);
        }
    };
    let faulty = cases.iter().filter(|c| c.expect.report_file.is_some()).count() / 2;
    let note = if faulty > 0 {
        format!("; {faulty} of them faulty, checked for exit status, stdout and the sanitizer's report")
    } else {
        String::new()
    };
    println!(
        "{} programs of {} at -O0 and -O2 ({} cases) on {} threads{note}",
        cases.len() / 2,
        opts.root.display(),
        cases.len(),
        opts.jobs
    );
    let started = Instant::now();
    let failures = run_all(&opts, cases.clone());
    for failure in &failures {
        println!("\n=== FAILED: {}\n{}", failure.name, failure.message.trim_end());
    }
    if !failures.is_empty() {
        println!();
        for failure in &failures {
            println!("failed: {}", failure.name);
        }
    }
    println!(
        "{} passed, {} failed ({:.1}s)",
        cases.len() - failures.len(),
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn parse_args() -> Result<Options, String> {
    let mut root = PathBuf::from("test-programs");
    let mut wendc = None;
    let mut jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut timeout = Duration::from_secs(60);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--root" => root = PathBuf::from(value()?),
            "--wendc" => wendc = Some(PathBuf::from(value()?)),
            "--jobs" => jobs = value()?.parse().ok().filter(|&n| n > 0).ok_or("--jobs needs a positive number")?,
            "--timeout" => {
                timeout = Duration::from_secs(value()?.parse().map_err(|_| "--timeout needs whole seconds")?)
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    // Built by the same `cargo build --release`, wendc sits beside us.
    let wendc = match wendc {
        Some(path) => path,
        None => std::env::current_exe().map_err(|e| e.to_string())?.with_file_name("wendc"),
    };
    // Compiles run in each program's folder: a relative path (`make
    // programs` passes one) must not depend on where we started.
    let wendc = std::path::absolute(&wendc).map_err(|e| format!("{}: {e}", wendc.display()))?;
    Ok(Options { root, wendc, jobs, timeout })
}

/// The cases under `root`, two per runnable program (-O0 and -O2), sorted
/// by program so the output is stable from run to run.
fn discover(root: &Path) -> Result<Vec<Case>, String> {
    if !root.is_dir() {
        return Err(format!("{} is not a folder", root.display()));
    }
    let mut programs = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "wend") {
                programs.push(path);
            }
        }
    }
    programs.sort();
    let mut cases = Vec::new();
    for program in programs {
        let name = program.strip_prefix(root).unwrap_or(&program).with_extension("").display().to_string();
        let (flags, env, expect) = if program.with_extension("expected").is_file() {
            (
                Vec::new(),
                Vec::new(),
                Expectation { stdout_file: program.with_extension("expected"), exit: 0, report_file: None },
            )
        } else if program.with_extension("report").is_file() && program.with_extension("stdout").is_file() {
            let source = std::fs::read_to_string(&program).map_err(|e| format!("{}: {e}", program.display()))?;
            let d = Directives::parse(&source).map_err(|e| format!("{}: {e}", program.display()))?;
            (
                d.flags,
                d.env,
                Expectation {
                    stdout_file: program.with_extension("stdout"),
                    exit: d.exit,
                    report_file: Some(program.with_extension("report")),
                },
            )
        } else {
            continue;
        };
        for level in ["-O0", "-O2"] {
            let mut flags = flags.clone();
            flags.push(level.to_string());
            cases.push(Case {
                program: program.clone(),
                name: format!("{name} {level}"),
                flags,
                env: env.clone(),
                expect: expect.clone(),
            });
        }
    }
    Ok(cases)
}

/// Run every case on `opts.jobs` workers; the failures, in case order.
fn run_all(opts: &Options, cases: Vec<Case>) -> Vec<Failure> {
    let total = cases.len();
    let queue: Arc<Mutex<VecDeque<(usize, Case)>>> = Arc::new(Mutex::new(cases.into_iter().enumerate().collect()));
    let (send, receive) = mpsc::channel();
    let workers: Vec<_> = (0..opts.jobs.min(total.max(1)))
        .map(|_| {
            let queue = Arc::clone(&queue);
            let send = send.clone();
            let (wendc, timeout) = (opts.wendc.clone(), opts.timeout);
            std::thread::spawn(move || loop {
                let next = queue.lock().unwrap().pop_front();
                let Some((index, case)) = next else { break };
                let started = Instant::now();
                let result = run_case(&wendc, &case, timeout);
                if send.send((index, case.name, result, started.elapsed())).is_err() {
                    break;
                }
            })
        })
        .collect();
    drop(send);

    let terminal = std::io::stderr().is_terminal();
    let bar = if terminal {
        let bar = ProgressBar::new(total as u64);
        bar.set_style(
            ProgressStyle::with_template("{elapsed:>4} [{bar:40}] {pos}/{len} {msg}")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let mut failures = Vec::new();
    let mut done = 0;
    for (index, name, result, took) in receive {
        done += 1;
        let ok = result.is_ok();
        if terminal {
            if !ok {
                bar.println(format!("FAILED {name}"));
            }
            bar.set_message(name.clone());
            bar.inc(1);
        } else {
            eprintln!(
                "[{done:>4}/{total}] {} {name} ({:.2}s)",
                if ok { "ok    " } else { "FAILED" },
                took.as_secs_f64()
            );
        }
        if let Err(message) = result {
            failures.push((index, Failure { name, message }));
        }
    }
    bar.finish_and_clear();
    for worker in workers {
        let _ = worker.join();
    }
    failures.sort_by_key(|(index, _)| *index);
    failures.into_iter().map(|(_, f)| f).collect()
}

/// Compile and run one case; `Err` says what went wrong.
fn run_case(wendc: &Path, case: &Case, timeout: Duration) -> Result<(), String> {
    let expected =
        std::fs::read(&case.expect.stdout_file).map_err(|e| format!("{}: {e}", case.expect.stdout_file.display()))?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join("prog");
    // From the program's folder and by file name, as the sanitizer tests
    // build them, so that reports name the file as a user would.
    let dir_of_program = case.program.parent().unwrap_or(Path::new("."));
    let file = case.program.file_name().ok_or("a program without a file name")?;
    let build = run_with_timeout(
        Command::new(wendc).current_dir(dir_of_program).arg(file).args(&case.flags).arg("-o").arg(&exe),
        timeout,
    )
    .map_err(|e| format!("wendc: {e}"))?;
    if !build.status.success() {
        return Err(format!(
            "wendc {} failed ({})\n{}",
            case.flags.join(" "),
            build.status,
            String::from_utf8_lossy(&build.stderr)
        ));
    }
    let mut run = Command::new(&exe);
    // The sanitizer's options come from the program's directives only.
    run.env_remove("WENDSAN_OPTIONS");
    for (var, value) in &case.env {
        run.env(var, value);
    }
    let out = run_with_timeout(&mut run, timeout)?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut problems = Vec::new();
    if out.status.code() != Some(case.expect.exit) {
        problems.push(format!("expected exit status {}, got {}", case.expect.exit, out.status));
    }
    match &case.expect.report_file {
        None if !out.stderr.is_empty() => problems.push("the program wrote to stderr".to_string()),
        None => {}
        Some(file) => {
            if let Err(problem) = check_report(file, &stderr, case.flags.iter().any(|f| f == "-O0")) {
                problems.push(problem);
            }
        }
    }
    if out.stdout != expected {
        problems.push(format!(
            "stdout differs from {}:\n{}",
            case.expect.stdout_file.display(),
            unified_diff(&expected, &out.stdout)
        ));
    }
    if problems.is_empty() {
        return Ok(());
    }
    if !stderr.is_empty() {
        problems.push(format!("stderr:\n{stderr}"));
    }
    Err(problems.join("\n"))
}

/// The sanitizer's report against its snapshot (taken from the default
/// build; at -O0 a stack overflow may stop at another depth).
fn check_report(file: &Path, stderr: &str, unoptimized: bool) -> Result<(), String> {
    let expected = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let report = wend_runtime::report::normalize(stderr);
    if report == expected {
        return Ok(());
    }
    if unoptimized && wend_runtime::report::is_stack_overflow(&report) {
        return wend_runtime::report::same_stack_overflow_story(&report, &expected)
            .map_err(|what| format!("the stack-overflow report: {what} from {}:\n{report}", file.display()));
    }
    Err(format!(
        "the report differs from {}:\n{}",
        file.display(),
        unified_diff(expected.as_bytes(), report.as_bytes())
    ))
}

fn unified_diff(expected: &[u8], actual: &[u8]) -> String {
    let (expected, actual) = (String::from_utf8_lossy(expected), String::from_utf8_lossy(actual));
    let diff = similar::TextDiff::from_lines(expected.as_ref(), actual.as_ref());
    let mut text = diff.unified_diff().context_radius(3).header("expected", "actual").to_string();
    // A missing final newline otherwise looks like no difference at all.
    if expected.trim_end_matches('\n') == actual.trim_end_matches('\n') {
        text.push_str("(the outputs differ only in trailing newlines)\n");
    }
    text
}

struct Output {
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Run `cmd` with stdin closed; kill it after `timeout`.
fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", Path::new(cmd.get_program()).display()))?;
    // Drained on threads: a chatty child must not block on a full pipe.
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        stdout.read_to_end(&mut buf).map(|_| buf)
    });
    let err_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        stderr.read_to_end(&mut buf).map(|_| buf)
    });
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timed out after {}s", timeout.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_thread.join().expect("reader thread").map_err(|e| e.to_string())?;
    let stderr = err_thread.join().expect("reader thread").map_err(|e| e.to_string())?;
    Ok(Output { status, stdout, stderr })
}
