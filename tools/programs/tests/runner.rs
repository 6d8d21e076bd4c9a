//! The runner reports what it should: run on a folder of its own with a
//! correct program and one whose `.expected` is wrong, it must fail with
//! the wrong one named, its diff shown and the counts right; on the
//! correct program alone it must succeed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A wendc for the runner to drive: the one of this build's profile,
/// beside the runner (`cargo test` builds it with the compiler's tests),
/// else built here in the same profile. The runner's reporting is under
/// test, not the compiler, so any working wendc will do; building the
/// release one here took a fresh clone's `make test` a minute longer.
fn wendc() -> PathBuf {
    static WENDC: OnceLock<PathBuf> = OnceLock::new();
    WENDC
        .get_or_init(|| {
            let runner = Path::new(env!("CARGO_BIN_EXE_wend-programs"));
            let beside = runner.with_file_name("wendc");
            if beside.is_file() {
                return beside;
            }
            // <target>/<profile>/wend-programs → <target>
            let target = runner.parent().and_then(Path::parent).expect("the runner lies in <target>/<profile>/");
            let mut build = Command::new(env!("CARGO"));
            build
                .args(["build", "-p", "wendc", "--bin", "wendc", "--target-dir"])
                .arg(target)
                .current_dir(env!("CARGO_MANIFEST_DIR"));
            if runner.parent().and_then(Path::file_name).is_some_and(|p| p == "release") {
                build.arg("--release");
            }
            let status = build.status().expect("cargo runs");
            assert!(status.success(), "cargo build -p wendc failed");
            beside
        })
        .clone()
}

fn run(root: &Path, wendc: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wend-programs"))
        .arg("--root")
        .arg(root)
        .arg("--wendc")
        .arg(wendc)
        .output()
        .expect("the runner starts")
}

const GOOD: &str = "main() {\n    println 6 * 7;\n}\n";
const BAD: &str = "main() {\n    println \"one\";\n    println 2 + 2;\n    println \"three\";\n}\n";

#[test]
fn a_wrong_expected_output_fails_with_a_diff() {
    let wendc = wendc();
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir(root.join("set")).unwrap();
    std::fs::write(root.join("set/good.wend"), GOOD).unwrap();
    std::fs::write(root.join("set/good.expected"), "42\n").unwrap();
    std::fs::write(root.join("set/bad.wend"), BAD).unwrap();
    std::fs::write(root.join("set/bad.expected"), "one\n5\nthree\n").unwrap();
    // No `.expected`: not a runnable program, so not a case.
    std::fs::write(root.join("set/rejected.wend"), "main( {\n").unwrap();

    let out = run(root, &wendc);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.starts_with("2 programs of "), "{stdout}");
    let last = stdout.lines().last().unwrap();
    assert!(last.starts_with("2 passed, 2 failed ("), "last line: {last}");
    for level in ["-O0", "-O2"] {
        assert!(stdout.contains(&format!("=== FAILED: set/bad {level}\n")), "{stdout}");
        assert!(stdout.contains(&format!("failed: set/bad {level}\n")), "{stdout}");
        assert!(!stdout.contains(&format!("FAILED: set/good {level}")), "{stdout}");
    }
    // The unified diff: the wrong line out, the printed one in, context kept.
    assert!(stdout.contains("--- expected\n+++ actual\n"), "{stdout}");
    assert!(stdout.contains(" one\n-5\n+4\n three\n"), "{stdout}");
    // stderr is not a terminal here: one plain line per case.
    assert!(stderr.contains("FAILED set/bad -O2"), "{stderr}");
    assert!(stderr.contains("ok     set/good -O0"), "{stderr}");

    // Fixed, the same folder passes.
    std::fs::write(root.join("set/bad.expected"), "one\n4\nthree\n").unwrap();
    let out = run(root, &wendc);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.lines().last().unwrap().starts_with("4 passed, 0 failed ("), "{stdout}");
}

#[test]
fn a_faulty_program_must_exit_as_its_directives_say() {
    let wendc = wendc();
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    // Overflows after printing one line: the sanitizer's exit status 1.
    let source = "// sanitize: --sanitize=overflow\nmain() {\n    int x;\n    x = 2147483647;\n    println 1;\n    x = x + 1;\n    println x;\n}\n";
    std::fs::write(root.join("overflow.wend"), source).unwrap();
    std::fs::write(root.join("overflow.stdout"), "1\n").unwrap();
    let report = "==PID==ERROR: WendSanitizer: signed-integer-overflow\n\
                  overflow.wend:6:11: signed integer overflow: 2147483647 + 1 is 2147483648, which does not fit in an int\n    \
                  #0 main overflow.wend:6:11\n\
                  SUMMARY: WendSanitizer: signed-integer-overflow overflow.wend:6:11 in main\n";
    std::fs::write(root.join("overflow.report"), report).unwrap();
    let out = run(root, &wendc);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));

    // A report that names another position fails, with a diff.
    std::fs::write(root.join("overflow.report"), report.replace("6:11", "6:9")).unwrap();
    let out = run(root, &wendc);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("the report differs from") && stdout.contains("+    #0 main overflow.wend:6:11"),
        "{stdout}"
    );
    std::fs::write(root.join("overflow.report"), report).unwrap();

    // A program that exits 1 where 42 is expected fails.
    std::fs::write(root.join("overflow.wend"), format!("// exit: 42\n{source}")).unwrap();
    let out = run(root, &wendc);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("expected exit status 42, got exit status: 1"), "{stdout}");
    assert!(stdout.lines().last().unwrap().starts_with("0 passed, 2 failed ("), "{stdout}");
}
