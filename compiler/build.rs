//! Records what `wendc --version --verbose` reports about the build: the
//! git commit the compiler was built from and the target triple.
//!
//! The commit comes from `git`; a build from a source tarball, or on a
//! machine without git, reports `unknown` rather than failing. The
//! `rerun-if-changed` lines name only git's HEAD, the branch it points to
//! and the index, plus this crate's sources (for `-dirty`): without any
//! such line cargo would rerun the script after every change anywhere in
//! the package, and with a missing path it would rerun it on every build.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    // `-dirty` is only as fresh as the last run of this script: editing a
    // source file of this crate reruns it (the crate is rebuilt then
    // anyway); edits elsewhere in the tree show up at the next commit,
    // checkout or `git add`.
    println!("cargo:rerun-if-changed=src");

    let commit = match git(&manifest_dir, &["rev-parse", "--short", "HEAD"]) {
        Some(hash) => {
            for path in git_paths_to_watch(&manifest_dir) {
                println!("cargo:rerun-if-changed={}", path.display());
            }
            // `--untracked-files=no`: a stray scratch file does not make a
            // build dirty, an edited tracked one does.
            let dirty =
                git(&manifest_dir, &["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
            if dirty {
                format!("{hash}-dirty")
            } else {
                hash
            }
        }
        None => "unknown".to_string(),
    };
    println!("cargo:rustc-env=WENDC_COMMIT={commit}");
    let target = std::env::var("TARGET").unwrap_or_else(|_| "unknown".to_string());
    println!("cargo:rustc-env=WENDC_TARGET={target}");
}

/// The output of `git ARGS` run in `dir`, trimmed; `None` when git is
/// missing or fails (not a repository).
///
/// `GIT_OPTIONAL_LOCKS=0`: `git status` otherwise refreshes the stat
/// information in the index and writes it back, and the index is one of
/// the files watched above, so on a fresh clone the second build would
/// rerun this script and relink wendc for nothing.
fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git").env("GIT_OPTIONAL_LOCKS", "0").arg("-C").arg(dir).args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8(out.stdout).ok()?.trim().to_string())
}

/// The files whose change means another commit or another state of the
/// index: HEAD, the ref HEAD names (loose, or packed), the index. Asked
/// of git rather than assumed under `.git/`, so that a worktree (where
/// `.git` is a file, HEAD lives in the worktree's own git directory and
/// the branches in the shared one) works too. Only paths that exist.
fn git_paths_to_watch(dir: &Path) -> Vec<PathBuf> {
    let mut names = vec!["HEAD".to_string(), "index".to_string(), "packed-refs".to_string()];
    if let Some(reference) = git(dir, &["symbolic-ref", "-q", "HEAD"]) {
        names.push(reference);
    }
    names
        .iter()
        // Relative to `dir` (where git ran) unless already absolute.
        .filter_map(|name| git(dir, &["rev-parse", "--git-path", name]))
        .map(|path| dir.join(path))
        .filter(|path| path.exists())
        .collect()
}
