//! A program built without `--sanitize` that faults still says what
//! happened: the runtime flushes what it printed, writes one line to stderr
//! and dies of the original signal (runtime/src/wendrt.c, "Faults").

use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;

const SIGFPE: i32 = 8;
const SIGSEGV: i32 = 11;

/// Build `source` with `flags`, run it, and return (stdout, stderr, signal).
fn build_and_run(source: &str, flags: &[&str]) -> (String, String, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("p.wend"), source).unwrap();
    let build = Command::new(env!("CARGO_BIN_EXE_wendc"))
        .current_dir(dir.path())
        .args(flags)
        .args(["p.wend", "-o", "p"])
        .output()
        .unwrap();
    assert!(build.status.success(), "{}", String::from_utf8_lossy(&build.stderr));
    let run = Command::new(dir.path().join("p")).output().unwrap();
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (text(&run.stdout), text(&run.stderr), run.status.signal())
}

const DIVIDE_BY_ZERO: &str = "main() {
    int i;
    i = 3;
    while i > 0 {
        println 100 / (i - 1);
        i = i - 1;
    }
    println \"not reached\";
}
";

const DIVIDE_OVERFLOW: &str = "main() {
    int low;
    int d;
    low = -2147483647 - 1;
    d = 2;
    while d > -2 {
        print low % d;
        print \" \";
        d = d - 1;
        if d == 0 { d = -1; }
    }
}
";

// The print after the call keeps it from being a tail call (tre would
// turn a tail call into a loop that never overflows the stack).
const RECURSE_FOREVER: &str = "main() {
    int down(int n) {
        int r;
        r = down(n + 1) + 1;
        println r;
        return r;
    }
    println \"going down\";
    println down(0);
}
";

/// Built at -O0 and with the default pipeline, `source` prints `stdout`
/// before its fault, then the runtime's one line `stderr`, and dies of
/// `signal`.
fn assert_dies_at_every_level(source: &str, stdout: &str, stderr: &str, signal: i32) {
    for flags in [&["-O0"][..], &[][..]] {
        let (out, err, died_of) = build_and_run(source, flags);
        assert_eq!(out, stdout, "{flags:?}: the output before the fault is kept");
        assert_eq!(err, stderr);
        assert_eq!(died_of, Some(signal), "{flags:?}");
    }
}

#[test]
fn division_by_zero_flushes_says_so_and_dies_of_sigfpe() {
    assert_dies_at_every_level(
        DIVIDE_BY_ZERO,
        "50\n100\n",
        "wend: division by zero (or -2147483648 / -1); rebuild with --sanitize to see where\n",
        SIGFPE,
    );
}

#[test]
fn int_min_remainder_minus_one_traps_the_same_way() {
    let (stdout, stderr, signal) = build_and_run(DIVIDE_OVERFLOW, &[]);
    assert_eq!(stdout, "0 0 ");
    assert!(stderr.starts_with("wend: division by zero (or -2147483648 / -1)"), "{stderr}");
    assert_eq!(signal, Some(SIGFPE));
}

#[test]
fn stack_overflow_flushes_says_so_and_dies_of_sigsegv() {
    assert_dies_at_every_level(
        RECURSE_FOREVER,
        "going down\n",
        "wend: stack overflow (deep or infinite recursion); rebuild with --sanitize to see where\n",
        SIGSEGV,
    );
}

#[test]
fn the_sanitizer_still_reports_the_fault_itself() {
    let (stdout, stderr, signal) = build_and_run(DIVIDE_BY_ZERO, &["--sanitize"]);
    assert_eq!(stdout, "50\n100\n");
    assert!(stderr.contains("WendSanitizer"), "{stderr}");
    assert!(!stderr.contains("wend: division by zero"), "only the sanitizer's report: {stderr}");
    assert_eq!(signal, None, "the sanitizer exits with status 1");
}
