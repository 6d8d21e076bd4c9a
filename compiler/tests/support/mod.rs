//! Helpers shared by the integration tests (each test file includes this
//! module; not every file uses every helper).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A command that runs the wendc binary built with the tests.
pub fn wendc() -> Command {
    Command::new(env!("CARGO_BIN_EXE_wendc"))
}

/// The repository's root folder.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("compiler/ is inside the repository").to_path_buf()
}

/// Files under `dir` (recursively) whose name ends in `.<ext>`, sorted.
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The runnable programs under `dir`: `.wend` files with an `.expected`
/// output beside them (which leaves out `invalid/`).
pub fn programs_with_expected_output(dir: &Path) -> Vec<PathBuf> {
    files_with_extension(dir, "wend").into_iter().filter(|p| p.with_extension("expected").exists()).collect()
}

/// Compare `actual` with the expectation file, or write it when
/// `WENDC_BLESS` is set.
pub fn compare_or_bless(path: &Path, actual: &str) -> Result<(), String> {
    if std::env::var_os("WENDC_BLESS").is_some() {
        return std::fs::write(path, actual).map_err(|e| e.to_string());
    }
    let expected = std::fs::read_to_string(path).map_err(|_| {
        format!("missing expectation {}; create it with WENDC_BLESS=1 and review it\nactual:\n{actual}", path.display())
    })?;
    if expected != actual {
        return Err(format!("{} differs\n--- expected\n{expected}\n--- actual\n{actual}", path.display()));
    }
    Ok(())
}

/// Run a printed module with `lli -opaque-pointers`, whatever its exit
/// status (a `void @main` leaves it undefined).
pub fn lli_output(module_text: &str) -> Result<Output, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join("module.ll");
    std::fs::write(&path, module_text).map_err(|e| e.to_string())?;
    Command::new("lli")
        .arg("-opaque-pointers")
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run lli (LLVM 14 is required for the tests): {e}"))
}

/// Run a printed module with `lli -opaque-pointers`; its stdout, or an
/// error if it fails.
pub fn run_lli(module_text: &str) -> Result<Vec<u8>, String> {
    let out = lli_output(module_text)?;
    if !out.status.success() {
        return Err(format!("lli failed ({}): {}\n{module_text}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    Ok(out.stdout)
}

/// The object GNU `as` makes of `listing`, which it must accept silently.
pub fn assemble(listing: &str) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let (asm, obj) = (dir.path().join("program.s"), dir.path().join("program.o"));
    std::fs::write(&asm, listing).map_err(|e| e.to_string())?;
    let assembled =
        Command::new("as").arg("-o").arg(&obj).arg(&asm).output().map_err(|e| format!("cannot run `as`: {e}"))?;
    if !assembled.status.success() || !assembled.stderr.is_empty() {
        return Err(format!("as rejected the listing:\n{}", String::from_utf8_lossy(&assembled.stderr)));
    }
    std::fs::read(&obj).map_err(|e| e.to_string())
}

/// Run a command with stdin closed, killing it after `timeout`.
pub fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    // Drain the pipes on threads so a chatty child cannot block on a full pipe.
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut buf).map(|_| buf)
    });
    let err_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut stderr, &mut buf).map(|_| buf)
    });
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{:?} timed out after {timeout:?}", cmd.get_program()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_thread.join().unwrap().map_err(|e| e.to_string())?;
    let stderr = err_thread.join().unwrap().map_err(|e| e.to_string())?;
    Ok(Output { status, stdout, stderr })
}

/// Print → parse → print of `module` after every stage of the default
/// pipeline gives the same text, and every reparsed stage verifies.
/// `sanitizing`: the module was lowered with sanitizer checks.
pub fn check_stages_roundtrip(module: wendc::ir::Module, sanitizing: bool) -> Result<(), String> {
    use wendc::ir::{parse::parse_module_with, print::print_module, verify::verify_module};
    for (stage, text) in wendc::driver::print_stages(module, sanitizing) {
        let reparsed = parse_module_with(&text, Some(&wendc::runtime_abi::WEND_RUNTIME))
            .map_err(|e| format!("stage `{stage}` does not parse back: {e}"))?;
        verify_module(&reparsed).map_err(|e| format!("stage `{stage}` reparsed is invalid: {e}"))?;
        let again = print_module(&reparsed);
        if again != text {
            return Err(format!("stage `{stage}` changes when reparsed\n--- printed\n{text}\n--- reparsed\n{again}"));
        }
    }
    Ok(())
}

/// The output of `wendc --emit-ir` (every stage) split into (stage name,
/// module text); each text is what `--emit-ir=STAGE` prints for it.
pub fn split_stages(all: &str) -> Vec<(String, String)> {
    const HEADER: &str = "; ----- stage: ";
    let mut stages: Vec<(String, String)> = Vec::new();
    for line in all.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(HEADER) {
            let name = rest.split(' ').next().unwrap_or_default().to_string();
            stages.push((name, String::new()));
        }
        if let Some((_, text)) = stages.last_mut() {
            text.push_str(line);
        }
    }
    stages
}

/// Verify the module in `ll` with LLVM's `opt`, then run it with `lli` on
/// a 1 GiB stack (lli runs `main` on its own thread's stack; the native
/// runtime has a 1 GiB stack, and big arrays need it). The lli run's
/// output, or why `opt` rejected the module.
pub fn verify_and_run_lli(ll: &Path, timeout: Duration) -> Result<Output, String> {
    let verify = run_with_timeout(
        Command::new("opt").args(["-opaque-pointers", "-passes=verify", "-disable-output"]).arg(ll),
        timeout,
    )
    .map_err(|e| format!("running LLVM's `opt` (is LLVM 14 installed?): {e}"))?;
    if !verify.status.success() {
        return Err(format!("opt -passes=verify rejects it:\n{}", String::from_utf8_lossy(&verify.stderr)));
    }
    run_with_timeout(
        Command::new("sh").arg("-c").arg("ulimit -s 1048576 && exec lli -opaque-pointers \"$0\"").arg(ll),
        timeout,
    )
    .map_err(|e| format!("running LLVM's `lli` (is LLVM 14 installed?): {e}"))
}

/// Show program output in assertion messages (shortened when huge).
pub fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.len() > 2000 {
        format!("{}… ({} bytes)", &text[..text.floor_char_boundary(2000)], bytes.len())
    } else {
        text.into_owned()
    }
}

/// The exhaustive tier (`make test-all`, which sets `WENDC_TEST_ALL=1`):
/// every case of the large matrices. `make test` runs a sample of them
/// (see `sampled`), chosen so that every case is still run for some
/// programs.
pub fn exhaustive() -> bool {
    std::env::var_os("WENDC_TEST_ALL").is_some_and(|v| v == "1")
}

/// One stage in this many of a pipeline's intermediate stages is checked
/// per program in `make test`, a different one for each program.
pub const STAGE_STRIDE: usize = 4;

/// Whether stage `k` of `count` (0: before any pass, `count - 1`: the
/// whole pipeline) is checked for the program with index `program` in
/// this tier: always the first and the last, and a rotating quarter of
/// the others in `make test`, so that over the corpus every stage is
/// checked on some program; every stage in `make test-all`.
pub fn stage_sampled(program: usize, k: usize, count: usize) -> bool {
    exhaustive() || k == 0 || k + 1 == count || (k + program).is_multiple_of(STAGE_STRIDE)
}
