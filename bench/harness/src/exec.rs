//! Running the tools and the benchmark executables, timed.

use std::ffi::OsStr;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A command line of mixed `&str`, `&String` and `&Path` arguments.
#[macro_export]
macro_rules! os_args {
    ($($arg:expr),* $(,)?) => {
        [$(std::ffi::OsString::from($arg)),*]
    };
}

/// LLVM 14's optimizer and code generator.
pub const OPT: &str = "opt";
pub const LLC: &str = "llc";

/// The CPU every build targets: wendc's default target (SSE up to 4.2, no
/// AVX), given to llc as `-mcpu` and to gcc and clang as `-march`.
pub const CPU: &str = "x86-64-v2";

/// Raise this process's stack limit (`ulimit -s`) as far as the hard
/// limit allows, at most 4 GiB, so that the executables it starts inherit
/// it: the C twins of deeply recursive programs need more than the usual
/// 8 MiB (wend executables switch to their own 1 GiB stack). Returns the
/// new soft limit in bytes (`None`: unlimited).
pub fn raise_stack_limit() -> Result<Option<u64>, String> {
    const WANTED: u64 = 4 << 30;
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    unsafe {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        if libc::getrlimit(libc::RLIMIT_STACK, &mut limit) != 0 {
            return Err(format!("getrlimit: {}", std::io::Error::last_os_error()));
        }
        let wanted = if limit.rlim_max == libc::RLIM_INFINITY { WANTED } else { limit.rlim_max.min(WANTED) };
        if limit.rlim_cur != libc::RLIM_INFINITY && limit.rlim_cur < wanted {
            limit.rlim_cur = wanted;
            if libc::setrlimit(libc::RLIMIT_STACK, &limit) != 0 {
                return Err(format!("setrlimit: {}", std::io::Error::last_os_error()));
            }
        }
        Ok((limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur))
    }
}

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
    pub stderr: Vec<u8>,
}

/// Run `exe` with no input, capturing its output; an error unless it
/// exits with status 0.
pub fn run_executable(exe: &Path) -> Result<Run, String> {
    run_executable_within(exe, None)
}

/// [`run_executable`], killing the program and failing when it runs
/// longer than `limit`.
/// Start `exe`, retrying while it is "busy": an executable written just
/// before may still be open for writing in a child that another thread
/// forked meanwhile (until that child execs), and Linux refuses to run a
/// file open for writing (ETXTBSY). The wait is short and bounded.
fn spawn_when_not_busy(exe: &Path) -> Result<std::process::Child, String> {
    let mut tries = 0;
    loop {
        let spawned = Command::new(exe).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn();
        match spawned {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 100 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(10));
            }
            other => return other.map_err(|e| format!("cannot run {}: {e}", exe.display())),
        }
    }
}

pub fn run_executable_within(exe: &Path, limit: Option<Duration>) -> Result<Run, String> {
    let mut child = spawn_when_not_busy(exe)?;
    let start = Instant::now();
    // Drain both pipes on their own threads, so a chatty program never
    // blocks on a full pipe while this thread waits for it.
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let read = pipe.expect("piped").read_to_end(&mut bytes);
            read.map(|_| bytes)
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let status = loop {
        match child.try_wait().map_err(|e| format!("cannot wait for {}: {e}", exe.display()))? {
            Some(status) => break status,
            None if limit.is_some_and(|l| start.elapsed() > l) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "{} ran longer than {} s and was killed",
                    exe.display(),
                    limit.unwrap_or_default().as_secs()
                ));
            }
            None => std::thread::sleep(Duration::from_millis(1)),
        }
    };
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let stdout = stdout.join().expect("the reader thread does not panic");
    let stderr = stderr.join().expect("the reader thread does not panic").unwrap_or_default();
    let stdout = stdout.map_err(|e| format!("cannot read the output of {}: {e}", exe.display()))?;
    if !status.success() {
        return Err(format!("{} failed ({status}):\n{}", exe.display(), String::from_utf8_lossy(&stderr).trim_end()));
    }
    Ok(Run { ms, stdout, stderr })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn executables_are_timed_and_killed_past_their_limit() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let script = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
            path
        };
        let quick = script("quick", "#!/bin/sh\necho out; echo err >&2\n");
        let run = run_executable_within(&quick, Some(Duration::from_secs(5))).unwrap();
        assert_eq!((run.stdout.as_slice(), run.stderr.as_slice()), (&b"out\n"[..], &b"err\n"[..]));
        let failing = script("failing", "#!/bin/sh\necho why >&2; exit 3\n");
        let err = run_executable(&failing).unwrap_err();
        assert!(err.contains("why") && err.contains("exit status: 3"), "{err}");
        let slow = script("slow", "#!/bin/sh\nsleep 5\n");
        let err = run_executable_within(&slow, Some(Duration::from_millis(200))).unwrap_err();
        assert!(err.contains("was killed"), "{err}");
    }

    #[test]
    fn the_stack_limit_is_raised() {
        let soft = raise_stack_limit().unwrap();
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit only writes the struct given.
        assert_eq!(unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut limit) }, 0);
        let hard = (limit.rlim_max != libc::RLIM_INFINITY).then_some(limit.rlim_max);
        match soft {
            // Unlimited already, or raised to 4 GiB or to the hard limit.
            None => assert_eq!(limit.rlim_cur, libc::RLIM_INFINITY),
            Some(bytes) => assert!(bytes >= 4 << 30 || Some(bytes) == hard, "soft {bytes}, hard {hard:?}"),
        }
    }

    #[test]
    fn failing_tools_report_their_stderr() {
        let err = run_tool("sh", &["-c", "echo broken >&2; exit 3"]).unwrap_err();
        assert!(err.contains("broken") && err.contains("exit status: 3"), "{err}");
        assert!(run_tool("sh", &["-c", "exit 0"]).is_ok());
        assert!(run_tool("no-such-tool-here", &["x"]).unwrap_err().contains("cannot run"));
    }
}
