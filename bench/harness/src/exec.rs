//! Running the tools and the benchmark executables, timed.

use std::ffi::OsStr;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// A command line of mixed `&str`, `&String` and `&Path` arguments.
#[macro_export]
macro_rules! os_args {
    ($($arg:expr),* $(,)?) => {
        [$(std::ffi::OsString::from($arg)),*]
    };
}

/// LLVM 14's optimizer and code generator, and the C compiler.
pub const OPT: &str = "opt";
pub const LLC: &str = "llc";
pub const GCC: &str = "gcc";

/// The CPU every build targets: wendc's default target (SSE up to 4.2, no
/// AVX), given to llc as `-mcpu` and to gcc as `-march`.
pub const CPU: &str = "x86-64-v2";

/// Run `program args…` to completion; its wall-clock time in milliseconds,
/// or an error with its stderr when it cannot start or fails.
pub fn run_tool<S: AsRef<OsStr>>(program: &str, args: &[S]) -> Result<f64, String> {
    let start = Instant::now();
    let output = Command::new(program).args(args).stdin(Stdio::null()).output();
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let output = output.map_err(|e| format!("cannot run `{program}`: {e}"))?;
    if !output.status.success() {
        let shown: Vec<String> = args.iter().map(|a| a.as_ref().to_string_lossy().into_owned()).collect();
        return Err(format!(
            "`{program} {}` failed ({}):\n{}",
            shown.join(" "),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    Ok(ms)
}

/// One run of a benchmark executable.
#[derive(Clone, Debug)]
pub struct Run {
    /// Wall-clock time from spawning to reaping the process.
    pub ms: f64,
    pub stdout: Vec<u8>,
}

/// Run `exe` with no input, capturing its output; an error unless it
/// exits with status 0.
pub fn run_executable(exe: &Path) -> Result<Run, String> {
    let start = Instant::now();
    let mut child = Command::new(exe)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let read = child.stdout.take().expect("piped").read_to_end(&mut stdout);
    child.stderr.take().expect("piped").read_to_end(&mut stderr).ok();
    let status = child.wait().map_err(|e| format!("cannot wait for {}: {e}", exe.display()))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    read.map_err(|e| format!("cannot read the output of {}: {e}", exe.display()))?;
    if !status.success() {
        return Err(format!(
            "{} failed ({status}):\n{}",
            exe.display(),
            String::from_utf8_lossy(&stderr).trim_end()
        ));
    }
    Ok(Run { ms, stdout })
}

/// Where two outputs first differ, for a mismatch report.
pub fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let (e, g) = (String::from_utf8_lossy(expected), String::from_utf8_lossy(got));
    match e.lines().zip(g.lines()).position(|(a, b)| a != b) {
        Some(i) => format!(
            "line {}: expected `{}`, got `{}`",
            i + 1,
            e.lines().nth(i).unwrap_or_default(),
            g.lines().nth(i).unwrap_or_default()
        ),
        None => format!("{} lines expected, {} lines printed", e.lines().count(), g.lines().count()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_are_located() {
        assert_eq!(first_difference(b"1\n2\n3\n", b"1\n5\n3\n"), "line 2: expected `2`, got `5`");
        assert_eq!(first_difference(b"1\n2\n", b"1\n"), "2 lines expected, 1 lines printed");
    }

    #[test]
    fn failing_tools_report_their_stderr() {
        let err = run_tool("sh", &["-c", "echo broken >&2; exit 3"]).unwrap_err();
        assert!(err.contains("broken") && err.contains("exit status: 3"), "{err}");
        assert!(run_tool("sh", &["-c", "exit 0"]).is_ok());
        assert!(run_tool("no-such-tool-here", &["x"]).unwrap_err().contains("cannot run"));
    }
}
