//! `--sanitize`: the faulty programs of `test-programs/sanitizer/` are
//! reported exactly, and correct programs close to the limits are not.
//!
//! - `report-<pipeline>/<name>` for each `NAME.wend` with a `NAME.report`:
//!   compiled with its flags (a `// sanitize: FLAGS` line, default
//!   `--sanitize`) at `-O0` and with the default pipeline, run (with the
//!   environment of an `// env: VAR=VALUE` line), it must exit with status
//!   1 (or that of an `// exit: N` line), print exactly `NAME.stdout`
//!   before the fault, and write the report `NAME.report` to stderr, with
//!   the process id and raw addresses normalised (see `normalize`). The
//!   report names the fault, the line and column, and the call stack.
//!   A stack overflow's report depends on the frame sizes (where in a
//!   function the stack runs out, how many frames fit): its frame counts
//!   are normalised, it is compared exactly with the default pipeline only
//!   (re-bless when the backend changes frame layouts), and at `-O0` only
//!   its kind, message, function names and outermost frame are checked;
//! - `report-lli/<name>`: the sanitized IR (after lowering and after the
//!   whole pipeline) verifies with `opt` and, run by `lli`, prints the same
//!   stdout, exits with status 1 and names the same fault at the same line
//!   and column (the lli shims print a one-line report);
//! - `clean/<name>` for each `NAME.wend` with a `NAME.expected`: with
//!   `--sanitize=all`, exit status 0, exactly the expected output, nothing
//!   on stderr (these programs also run in `programs`, with and without
//!   `--sanitize`);
//! - `roundtrip/<program>`: every sanitized stage of every test program
//!   prints, parses back and prints the same text;
//! - `missing-return`: a function whose end is reachable (which sema
//!   rejects, so the IR is written by hand) reports it natively;
//! - `slp-kernel`: the unrolled kernel of `bounds-slp-kernel.wend` is
//!   vectorized without `--sanitize`, and with it every check survives every
//!   pass (its report is checked above, at -O0 and -O2) and the fast copy of
//!   the versioned run, without checks, is vectorized too.
//!
//! `WENDC_BLESS=1 cargo test --test sanitizer` rewrites the `.report` and
//! `.stdout` snapshots (review the diff).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{
    compare_or_bless, files_with_extension, programs_with_expected_output, repo_root, run_with_timeout, split_stages,
    verify_and_run_lli, wendc,
};
use wend_runtime::report::{self, Directives};

mod support;

const TIMEOUT: Duration = Duration::from_secs(60);

fn main() {
    let args = Arguments::from_args();
    let root = repo_root();
    let corpus = root.join("test-programs/sanitizer");
    let mut trials = Vec::new();
    for program in files_with_extension(&corpus, "wend") {
        let name = program.file_stem().unwrap().to_string_lossy().into_owned();
        if program.with_extension("report").exists() || !program.with_extension("expected").exists() {
            for pipeline in [Pipeline::Default, Pipeline::O0] {
                let program = program.clone();
                trials.push(Trial::test(format!("report-{}/{name}", pipeline.name()), move || {
                    report_test(&program, pipeline)
                }));
            }
            let program = program.clone();
            trials.push(Trial::test(format!("report-lli/{name}"), move || lli_report_test(&program)));
        } else {
            trials.push(Trial::test(format!("clean/{name}"), move || clean_test(&program)));
        }
    }
    for program in programs_with_expected_output(&root.join("test-programs")) {
        let name = format!("roundtrip/{}", program.strip_prefix(&root).unwrap().display());
        trials.push(Trial::test(name, move || roundtrip_test(&program)));
    }
    trials.push(Trial::test("missing-return", missing_return_test));
    trials.push(Trial::test("slp-kernel", slp_kernel_test));
    libtest_mimic::run(&args, trials).exit();
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Pipeline {
    Default,
    O0,
}

impl Pipeline {
    fn name(self) -> &'static str {
        match self {
            Pipeline::Default => "O2",
            Pipeline::O0 => "O0",
        }
    }
}

fn stderr_text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Compile `program` (by its file name, from its directory, so reports
/// name it as the user would) with `args`, run it; its output.
fn build_and_run(program: &Path, args: &[String], env: &[(String, String)]) -> Result<Output, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe = dir.path().join("prog");
    let build = run_with_timeout(
        wendc().current_dir(program.parent().unwrap()).arg(program.file_name().unwrap()).args(args).arg("-o").arg(&exe),
        TIMEOUT,
    )?;
    if !build.status.success() {
        return Err(format!("wendc failed:\n{}", stderr_text(&build)));
    }
    let mut run = Command::new(&exe);
    run.env_remove("WENDSAN_OPTIONS");
    for (var, value) in env {
        run.env(var, value);
    }
    run_with_timeout(&mut run, TIMEOUT)
}

fn report_test(program: &Path, pipeline: Pipeline) -> Result<(), Failed> {
    let source = std::fs::read_to_string(program).map_err(|e| e.to_string())?;
    let d = Directives::parse(&source)?;
    let mut args = d.flags.clone();
    if pipeline == Pipeline::O0 {
        args.push("-O0".into());
    }
    let run = build_and_run(program, &args, &d.env)?;
    let report = report::normalize(&stderr_text(&run));
    if run.status.code() != Some(d.exit) {
        return Err(format!("expected exit status {}, got {}\nstderr:\n{report}", d.exit, run.status).into());
    }
    compare_or_bless(&program.with_extension("stdout"), &String::from_utf8_lossy(&run.stdout))?;
    if !report::is_stack_overflow(&report) || pipeline == Pipeline::Default {
        return Ok(compare_or_bless(&program.with_extension("report"), &report)?);
    }
    // A stack overflow at -O0: the fault point and depth differ, the story
    // must not.
    let expected = std::fs::read_to_string(program.with_extension("report")).map_err(|e| e.to_string())?;
    report::same_stack_overflow_story(&report, &expected)
        .map_err(|what| format!("{what} from the -O2 report\n--- -O2 (snapshot)\n{expected}\n--- -O0\n{report}").into())
}

/// The sanitized IR under LLVM: it verifies, and `lli` reports the same
/// fault at the same position (stack overflows are not checked: lli runs
/// on its own stack and has no sanitizer runtime).
fn lli_report_test(program: &Path) -> Result<(), Failed> {
    let expected = std::fs::read_to_string(program.with_extension("report")).map_err(|e| e.to_string())?;
    let (kind, position) = headline(&expected).ok_or("the snapshot has no report headline")?;
    if kind == "stack-overflow" {
        return Ok(());
    }
    let source = std::fs::read_to_string(program).map_err(|e| e.to_string())?;
    let d = Directives::parse(&source)?;
    let expected_stdout = std::fs::read(program.with_extension("stdout")).map_err(|e| e.to_string())?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let ir = run_with_timeout(
        wendc()
            .current_dir(program.parent().unwrap())
            .arg(program.file_name().unwrap())
            .args(&d.flags)
            .args(["--emit-ir", "--ir-runtime=lli"]),
        TIMEOUT,
    )?;
    if !ir.status.success() {
        return Err(format!("wendc --emit-ir failed:\n{}", stderr_text(&ir)).into());
    }
    let stages = split_stages(&String::from_utf8_lossy(&ir.stdout));
    let line = position.rsplitn(3, ':').take(2).collect::<Vec<_>>();
    let want = format!("WendSanitizer (lli): {kind} at line {}:{}", line[1], line[0]);
    for stage in ["lowered", "reg2mem"] {
        let (_, text) = stages
            .iter()
            .find(|(name, _)| name == stage)
            .ok_or(format!("wendc --emit-ir printed no stage `{stage}`"))?;
        let ll = dir.path().join(format!("{stage}.ll"));
        std::fs::write(&ll, text).map_err(|e| e.to_string())?;
        let run = verify_and_run_lli(&ll, TIMEOUT).map_err(|e| format!("stage `{stage}`: {e}"))?;
        let stderr = stderr_text(&run);
        if run.status.code() != Some(1) || !stderr.contains(&want) || run.stdout != expected_stdout {
            return Err(format!(
                "stage `{stage}` under lli: status {}, expected the report `{want}`; stderr:\n{stderr}\nstdout:\n{}",
                run.status,
                String::from_utf8_lossy(&run.stdout)
            )
            .into());
        }
    }
    Ok(())
}

/// The kind and the `file:line:col` of a report.
fn headline(report: &str) -> Option<(String, String)> {
    let mut lines = report.lines();
    let kind = lines.next()?.rsplit_once("WendSanitizer: ")?.1.to_string();
    let position = lines.next()?.split(": ").next()?.to_string();
    Some((kind, position))
}

fn clean_test(program: &Path) -> Result<(), Failed> {
    let expected = std::fs::read(program.with_extension("expected")).map_err(|e| e.to_string())?;
    for pipeline in [&[][..], &["-O0".to_string()][..]] {
        let mut args = vec!["--sanitize=all".to_string()];
        args.extend_from_slice(pipeline);
        let run = build_and_run(program, &args, &[])?;
        if !run.status.success() || !run.stderr.is_empty() || run.stdout != expected {
            return Err(format!(
                "with {args:?}: status {}, stderr:\n{}\nstdout:\n{}",
                run.status,
                stderr_text(&run),
                String::from_utf8_lossy(&run.stdout)
            )
            .into());
        }
    }
    Ok(())
}

/// Print → parse → print of every sanitized stage gives the same text (the
/// IR parser knows the sanitizer's lli shims).
fn roundtrip_test(program: &Path) -> Result<(), Failed> {
    let bytes = std::fs::read(program).map_err(|e| e.to_string())?;
    let name = program.file_name().unwrap().to_string_lossy().into_owned();
    let module = wendc::driver::compile_to_ir_with(&name, &bytes, wendc::sanitize::Sanitize::ALL)
        .map_err(|e| e.render(false))?;
    Ok(support::check_stages_roundtrip(module, true)?)
}

/// Sema rejects every wend program whose typed function can reach its end,
/// so the sanitizer's `return` check is exercised with hand-written IR: the
/// lowering's shape for such a function (a report call, then
/// `unreachable`), compiled with the sanitizer table and runtime.
fn missing_return_test() -> Result<(), Failed> {
    use wendc::backend::{compile_module, link_executable_with, BackendOptions};
    let text = "source_filename = \"prog.wend\"
define i32 @main() {
entry:
  %v = call i32 @main.f(i32 3)
  call void @wend_print_int(i32 %v)
  ret i32 0
}

define i32 @main.f(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %early, label %end

early:
  ret i32 %n

end:
  call void @wend_san_missing_return(i32 2, i32 5)
  unreachable
}

declare void @wend_print_int(i32)
declare void @wend_san_missing_return(i32, i32)
";
    let module = wendc::ir::parse::parse_module(text).map_err(|e| e.to_string())?;
    wendc::ir::verify::verify_module(&module).map_err(|e| e.to_string())?;
    let kinds = wendc::sanitize::Sanitize::DEFAULT_KINDS.bits();
    let elf =
        compile_module(&module, &BackendOptions { sanitizer_kinds: Some(kinds), ..BackendOptions::default() }).elf;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe: PathBuf = dir.path().join("prog");
    link_executable_with(&elf, &exe, true).map_err(|e| e.to_string())?;
    let run = run_with_timeout(Command::new(&exe).env_remove("WENDSAN_OPTIONS"), TIMEOUT)?;
    let report = report::normalize(&stderr_text(&run));
    let expected = "==PID==ERROR: WendSanitizer: missing-return
prog.wend:2:5: reached the end of main.f without returning a value
    #0 main.f prog.wend
    #1 main prog.wend
SUMMARY: WendSanitizer: missing-return prog.wend:2:5 in main.f
";
    // (Hand-written IR has no source positions, so the frames have none.)
    if run.status.code() != Some(1) || report != expected || !run.stdout.is_empty() {
        return Err(format!("status {}, report:\n{report}\nexpected:\n{expected}", run.status).into());
    }
    Ok(())
}

fn slp_kernel_test() -> Result<(), Failed> {
    let program = repo_root().join("test-programs/sanitizer/bounds-slp-kernel.wend");
    let bytes = std::fs::read(&program).map_err(|e| e.to_string())?;
    let stages = |sanitize| -> Result<Vec<(String, String)>, String> {
        let module = wendc::driver::compile_to_ir_with("k.wend", &bytes, sanitize).map_err(|e| e.render(false))?;
        Ok(wendc::driver::print_stages(module, sanitize.enabled()))
    };
    let plain = stages(wendc::sanitize::Sanitize::default())?;
    let (_, slp) = plain.iter().find(|(stage, _)| stage == "slp").ok_or("no slp stage")?;
    if !slp.contains("store <4 x i32>") {
        return Err(format!("the kernel is not vectorized without --sanitize:\n{slp}").into());
    }
    let checks = |text: &str| text.matches("call void @wend_san_index_out_of_bounds(").count();
    let sanitized = stages(wendc::sanitize::Sanitize::DEFAULT_KINDS)?;
    let lowered = checks(&sanitized[0].1);
    if lowered != 9 {
        return Err(format!("expected 9 dynamic index checks after lowering, found {lowered}").into());
    }
    for (stage, text) in &sanitized {
        if checks(text) != lowered {
            return Err(format!("stage `{stage}` has {} checks instead of {lowered}:\n{text}", checks(text)).into());
        }
    }
    // The kernel's run is versioned (see `lower::bounds_versioning`): its
    // fast copy, without checks, is one block that SLP packs.
    let (_, slp) = sanitized.iter().find(|(stage, _)| stage == "slp").ok_or("no slp stage")?;
    if !slp.contains("san.bounds.fast:") || !slp.contains("store <4 x i32>") {
        return Err(format!("the kernel is not vectorized with --sanitize:\n{slp}").into());
    }
    Ok(())
}
