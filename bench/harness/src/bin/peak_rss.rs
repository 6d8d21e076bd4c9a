//! `peak-rss PROGRAM [ARGS…]`: run PROGRAM and print its peak resident
//! memory, in KiB, as the last line of stdout (`peak_rss_kib N`); exit with
//! its status (128 + N when a signal N ended it).
//!
//! Why a separate process: Linux charges a process's `ru_maxrss` with the
//! resident size of the memory it had before `exec`, which for a child
//! spawned by the benchmark harness is the harness's own (tens of MiB).
//! This program is small, so the child it spawns starts from a few MiB and
//! the peak is the compiler's. The child's stdout and stderr are discarded.

use std::process::{Command, ExitCode, Stdio};

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let Some(program) = args.next() else {
        eprintln!("usage: peak-rss PROGRAM [ARGS...]");
        return ExitCode::from(2);
    };
    let child = match Command::new(&program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("peak-rss: cannot run {}: {e}", program.to_string_lossy());
            return ExitCode::from(2);
        }
    };
    let mut status = 0;
    // SAFETY: wait4 writes only the status and the rusage given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) } < 0 {
        eprintln!("peak-rss: wait4: {}", std::io::Error::last_os_error());
        return ExitCode::from(2);
    }
    println!("peak_rss_kib {}", usage.ru_maxrss);
    if libc::WIFEXITED(status) {
        ExitCode::from(libc::WEXITSTATUS(status) as u8)
    } else {
        ExitCode::from(128 + libc::WTERMSIG(status) as u8)
    }
}
