//! compiler/build.rs on a fresh clone: the first build runs it, a second
//! and a third build of the unchanged tree do not (nothing to relink), and
//! the commit it records is the clone's, not marked dirty.
//!
//! A full wendc build per clone would take minutes, so the script is
//! built into a one-file probe crate with the same layout (a package with
//! `build.rs` and `src/`), committed to a repository and cloned; the probe
//! prints the `WENDC_COMMIT` the script set. `cargo build -v` says
//! `Running …build-script-build` when it runs the script and `Fresh probe`
//! when the package needs nothing.

use std::path::Path;
use std::process::Command;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{cmd:?} failed:\n{text}");
    text
}

fn git(dir: &Path, args: &[&str]) -> String {
    run(Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=wendc tests", "-c", "user.email=tests@wendc.invalid", "-c", "commit.gpgsign=false"])
        .args(args))
    .trim()
    .to_string()
}

/// `cargo build -v` of the probe in `dir`; returns what cargo printed.
fn build(dir: &Path) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    run(Command::new(cargo)
        .current_dir(dir)
        .args(["build", "-v", "--offline"])
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_BUILD_RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS"))
}

fn runs_build_script(log: &str) -> bool {
    log.lines().any(|l| l.trim_start().starts_with("Running") && l.contains("build-script-build"))
}

#[test]
fn a_fresh_clone_builds_without_rerunning_the_build_script() {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let origin = tmp.path().join("origin");
    std::fs::create_dir_all(origin.join("src")).unwrap();
    std::fs::write(
        origin.join("Cargo.toml"),
        "[package]\nname = \"probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
    )
    .unwrap();
    std::fs::write(origin.join("src/main.rs"), "fn main() {\n    println!(\"{}\", env!(\"WENDC_COMMIT\"));\n}\n")
        .unwrap();
    let script = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("build.rs")).unwrap();
    std::fs::write(origin.join("build.rs"), script).unwrap();
    std::fs::write(origin.join(".gitignore"), "/target\n").unwrap();
    git(&origin, &["init", "-q"]);
    git(&origin, &["add", "."]);
    git(&origin, &["commit", "-q", "-m", "probe"]);

    let clone = tmp.path().join("clone");
    run(Command::new("git").args(["clone", "-q"]).arg(&origin).arg(&clone));
    let commit = git(&clone, &["rev-parse", "--short", "HEAD"]);

    let first = build(&clone);
    assert!(runs_build_script(&first), "the first build runs build.rs:\n{first}");
    for which in ["second", "third"] {
        let log = build(&clone);
        assert!(!runs_build_script(&log), "the {which} build of an unchanged clone reran build.rs:\n{log}");
        assert!(log.contains("Fresh probe"), "the {which} build should find the probe fresh:\n{log}");
    }
    let printed = run(&mut Command::new(clone.join("target/debug/probe")));
    assert_eq!(printed.trim(), commit, "the recorded commit is the clone's HEAD, not dirty");

    // An edit of a tracked source file is seen: the script reruns and the
    // commit is marked dirty.
    std::fs::write(
        clone.join("src/main.rs"),
        "fn main() {\n    println!(\"{}\", env!(\"WENDC_COMMIT\"));\n}\n// edited\n",
    )
    .unwrap();
    let edited = build(&clone);
    assert!(runs_build_script(&edited), "an edited source reruns build.rs:\n{edited}");
    let printed = run(&mut Command::new(clone.join("target/debug/probe")));
    assert_eq!(printed.trim(), format!("{commit}-dirty"));
}
