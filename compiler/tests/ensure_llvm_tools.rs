//! `scripts/ensure-llvm-tools` accepts LLVM 14 and refuses other versions
//! with a message naming what to install, run against fake tools on PATH
//! (so the test does not depend on the LLVM this machine has).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/ensure-llvm-tools");

/// Every tool the script looks for: a missing one would make it install
/// packages.
const TOOLS: [&str; 9] = ["opt", "lli", "llc", "gdb", "addr2line", "ld", "gcc", "clang", "chromium"];

fn fake_tool(dir: &Path, name: &str, script: &str) {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// A directory of fakes: the LLVM tools report `llvm_version` the way
/// Debian's do, the others do nothing, and `sudo` and `apt-get` leave a
/// mark (an install attempt) and fail.
fn fakes(llvm_version: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for tool in TOOLS {
        let body = match tool {
            "opt" | "lli" | "llc" => format!("echo 'Debian LLVM version {llvm_version}'\necho '  Optimized build.'"),
            _ => "exit 0".to_string(),
        };
        fake_tool(dir.path(), tool, &body);
    }
    for installer in ["sudo", "apt-get"] {
        fake_tool(
            dir.path(),
            installer,
            &format!("touch \"$(dirname \"$0\")/installed\"\necho '{installer} called' >&2\nexit 1"),
        );
    }
    dir
}

/// Run the script with the fakes first on PATH, and `llvm14_dir` as the
/// folder where Debian's LLVM 14 would be.
fn run_with_llvm14_dir(fakes: &Path, llvm14_dir: &Path, args: &[&str]) -> Output {
    let path = std::env::join_paths(
        std::iter::once(fakes.to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .unwrap();
    Command::new(SCRIPT)
        .args(args)
        .env("PATH", path)
        .env("WENDC_LLVM14_DIR", llvm14_dir)
        .output()
        .expect("the script runs")
}

/// Run the script with the fakes first on PATH and no LLVM 14 folder (so
/// the machine's own LLVM is never found).
fn run(fakes: &Path, args: &[&str]) -> Output {
    run_with_llvm14_dir(fakes, &fakes.join("no-llvm-14-here"), args)
}

#[test]
fn llvm_14_passes_the_version_check() {
    let dir = fakes("14.0.6");
    let out = run(dir.path(), &["--check-version-only"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The full run: every tool is present, so nothing is installed.
    let out = run(dir.path(), &[]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!dir.path().join("installed").exists(), "the script tried to install packages");
}

#[test]
fn other_llvm_versions_fail_and_say_what_to_install() {
    for version in ["17.0.6", "15.0.7", "1.4.0"] {
        let dir = fakes(version);
        for args in [&["--check-version-only"][..], &[]] {
            let out = run(dir.path(), args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "LLVM {version} {args:?}: {err}");
            assert!(err.contains(&format!("is LLVM {version}; the tests need LLVM 14")), "{err}");
            assert!(err.contains("apt-get install llvm-14"), "{err}");
        }
        // The full run tried to install llvm-14 (the fake apt-get fails).
        assert!(dir.path().join("installed").exists(), "the script did not try to install llvm-14");
    }
}

/// Plain `opt` is LLVM 17, but Debian's LLVM 14 folder exists: its tools
/// are used, and nothing is installed.
#[test]
fn the_llvm_14_folder_wins_over_other_versions_on_path() {
    let dir = fakes("17.0.6");
    let llvm14 = tempfile::tempdir().unwrap();
    for tool in ["opt", "lli", "llc"] {
        fake_tool(llvm14.path(), tool, "echo 'Debian LLVM version 14.0.6'");
    }
    for args in [&["--check-version-only"][..], &[]] {
        let out = run_with_llvm14_dir(dir.path(), llvm14.path(), args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    }
    assert!(!dir.path().join("installed").exists(), "the script tried to install packages");
}

#[test]
fn a_tool_that_reports_no_version_fails() {
    let dir = fakes("14.0.6");
    fake_tool(dir.path(), "lli", "exit 1");
    let out = run(dir.path(), &["--check-version-only"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("`lli`") && err.contains("unknown version"), "{err}");
    assert!(!err.contains("`opt`"), "opt is LLVM 14: {err}");
}
