//! The explorer page (`wendc --explain`) in a real browser: headless
//! Chromium loads `tests/explorer/harness.html`, which opens the page made
//! for `tests/explorer/sample.wend` in a frame and uses it as a reader
//! would: it clicks stages, the CFG tab, a source line and a remark, and
//! checks the rendered DOM (every stage present, changes highlighted, the
//! SVG drawn with a size, the clicked line's instructions marked in IR,
//! machine IR and assembly). The test fails on any failed check and on
//! any message the page writes to the console. A screenshot of the page
//! is kept at `target/explorer/screenshot.png`.
//!
//! Chromium comes from Debian's `chromium` package (`scripts/ensure-llvm-tools`,
//! run by `make test` and CI, installs it).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod support;

use support::{repo_root, run_with_timeout, wendc};

fn chromium() -> PathBuf {
    for name in ["chromium", "chromium-browser", "google-chrome"] {
        if let Ok(out) = Command::new("sh").arg("-c").arg(format!("command -v {name}")).output() {
            let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
            if out.status.success() && !path.is_empty() {
                return PathBuf::from(path);
            }
        }
    }
    panic!("the explorer's browser test needs Chromium: run scripts/ensure-llvm-tools (it installs Debian's chromium)");
}

/// Chromium, headless, with a fresh profile and without the background
/// connections a closed network refuses.
fn headless(profile: &Path) -> Command {
    let mut cmd = Command::new(chromium());
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
    ]);
    cmd.arg(format!("--user-data-dir={}", profile.display()));
    cmd
}

fn explorer_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/explorer")
}

/// Make the page for the sample program in `dir`; the number of the
/// source line the harness clicks.
fn make_page(dir: &Path) -> usize {
    let sample = explorer_dir().join("sample.wend");
    // Run beside the sample, so the page names it as a user would.
    let out = wendc()
        .current_dir(explorer_dir())
        .args(["--explain", "sample.wend", "-o"])
        .arg(dir.join("explorer.html"))
        .output()
        .unwrap();
    assert!(out.status.success(), "wendc --explain failed: {}", String::from_utf8_lossy(&out.stderr));
    std::fs::copy(explorer_dir().join("harness.html"), dir.join("harness.html")).unwrap();
    let text = std::fs::read_to_string(sample).unwrap();
    text.lines().position(|l| l.contains("explorer: click")).expect("the sample marks a line") + 1
}

#[test]
fn the_explorer_works_in_a_browser() {
    let dir = tempfile::tempdir().unwrap();
    let clicked = make_page(dir.path());
    let mut cmd = headless(&dir.path().join("profile"));
    cmd.args([
        "--allow-file-access-from-files",
        "--enable-logging=stderr",
        "--v=0",
        "--virtual-time-budget=15000",
        "--dump-dom",
    ]);
    cmd.arg(format!("file://{}", dir.path().join("harness.html").display()));
    let out = run_with_timeout(&mut cmd, Duration::from_secs(120)).unwrap();
    let dom = String::from_utf8_lossy(&out.stdout);
    let result = dom
        .split_once("<pre id=\"result\">")
        .and_then(|(_, rest)| rest.split_once("</pre>"))
        .map(|(r, _)| r.to_string())
        .unwrap_or_default();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(result.contains("DONE"), "the harness did not finish (line {clicked}):\n{result}\nstderr:\n{stderr}");
    let failed: Vec<&str> = result.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert!(failed.is_empty(), "browser checks failed:\n{}\n\nall:\n{result}", failed.join("\n"));
    let passed = result.lines().filter(|l| l.starts_with("PASS")).count();
    assert!(passed >= 15, "only {passed} checks ran:\n{result}");
    // Anything the page or the harness printed to the console (errors,
    // uncaught exceptions) fails the test.
    let console: Vec<&str> = stderr.lines().filter(|l| l.contains(":CONSOLE(")).collect();
    assert!(console.is_empty(), "console messages:\n{}", console.join("\n"));
}

#[test]
fn a_screenshot_of_the_explorer_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let clicked = make_page(dir.path());
    let shots = repo_root().join("target/explorer");
    std::fs::create_dir_all(&shots).unwrap();
    let png = shots.join("screenshot.png");
    let _ = std::fs::remove_file(&png);
    let mut cmd = headless(&dir.path().join("profile"));
    cmd.args(["--window-size=1400,900", "--virtual-time-budget=5000"]);
    cmd.arg(format!("--screenshot={}", png.display()));
    cmd.arg(format!("file://{}#stage=mem2reg&line={clicked}", dir.path().join("explorer.html").display()));
    let out = run_with_timeout(&mut cmd, Duration::from_secs(120)).unwrap();
    let bytes = std::fs::read(&png)
        .unwrap_or_else(|_| panic!("no screenshot written: {}", String::from_utf8_lossy(&out.stderr)));
    assert!(
        bytes.starts_with(b"\x89PNG") && bytes.len() > 20_000,
        "the screenshot is not a page ({} bytes)",
        bytes.len()
    );
}

/// The page is one file: nothing it loads comes from elsewhere.
#[test]
fn the_page_is_self_contained() {
    let dir = tempfile::tempdir().unwrap();
    make_page(dir.path());
    let page = std::fs::read_to_string(dir.path().join("explorer.html")).unwrap();
    for outside in ["<script src", "<link", "@import"] {
        assert!(!page.contains(outside), "the page loads something ({outside})");
    }
    // URLs: only fragments inside the page (SVG markers) and the SVG
    // namespace name, which is never fetched.
    let urls = page.match_indices("url(").map(|(i, _)| &page[i..(i + 6).min(page.len())]);
    for url in urls {
        assert!(url.starts_with("url(#"), "the page refers outside itself: {url}");
    }
    for (i, _) in page.match_indices("http") {
        let rest = &page[i..(i + 40).min(page.len())];
        assert!(rest.starts_with("http://www.w3.org/2000/svg"), "the page refers outside itself: {rest}");
    }
}

/// `--emit-ir-changes`: `lowered` whole, then per stage a unified diff of
/// only the functions it changed; a stage that changed nothing says so.
#[test]
fn emit_ir_changes_prints_diffs_of_changed_functions() {
    let sample = explorer_dir().join("sample.wend");
    let out = wendc().arg("--emit-ir-changes").arg(&sample).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("; ----- stage: lowered -----\ndefine "), "{}", &text[..200.min(text.len())]);
    let mem2reg = text
        .split("; ----- stage: mem2reg -----")
        .nth(1)
        .expect("a mem2reg stage")
        .split("; ----- stage:")
        .next()
        .unwrap();
    assert!(mem2reg.contains("--- @main before mem2reg\n+++ @main after mem2reg\n"), "{mem2reg}");
    assert!(
        mem2reg.lines().any(|l| l.starts_with('+') && l.contains("= phi ")),
        "mem2reg's diff adds phis:\n{mem2reg}"
    );
    assert!(mem2reg.lines().any(|l| l.starts_with('-') && l.contains("= alloca ")), "and removes allocas:\n{mem2reg}");
    assert!(text.contains(" (no change) -----\n"), "some pass leaves the sample alone");
    // No function is printed whole after lowering: only hunks.
    let after_lowering = text.split_once("; ----- stage: inline").unwrap().1;
    assert!(!after_lowering.lines().any(|l| l.starts_with("define ")), "a whole function printed after lowering");
}

/// Without -o the page is named after the input, in the current folder.
#[test]
fn explain_names_the_page_after_the_input() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(explorer_dir().join("sample.wend"), dir.path().join("prog.wend")).unwrap();
    let out = wendc().current_dir(dir.path()).args(["--explain", "prog.wend"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(dir.path().join("prog.html")).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("<title>wendc explorer: prog.wend</title>"));
}

/// `--filter` limits `--emit-ir-changes` to one function, and opens the
/// explorer on it.
#[test]
fn filter_limits_the_changes_and_opens_the_page_on_one_function() {
    let out = wendc()
        .current_dir(explorer_dir())
        .args(["--emit-ir-changes", "--filter=scale", "sample.wend"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("define i32 @main.scale(") && text.contains("--- @main.scale before mem2reg"), "{text}");
    assert!(!text.contains("@main before") && !text.contains("define i32 @main()"), "another function shown:\n{text}");
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("p.html");
    let out = wendc()
        .current_dir(explorer_dir())
        .args(["--explain", "--filter=scale", "sample.wend", "-o"])
        .arg(&page)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(std::fs::read_to_string(&page).unwrap().contains(r#""shownFirst":"main.scale""#));
}
