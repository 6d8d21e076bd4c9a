//! Keeps `docs/tour.md` true to what wendc prints.
//!
//! Every generated excerpt in the tour is a fenced block right after a
//! marker comment that says how to make it:
//!
//! ```text
//! <!-- wendc: --emit-ir=mem2reg tour.wend | function main | block while.body -->
//! ```
//!
//! The commands, run in `docs/tour/`:
//!
//! - `wendc: ARGS` — wendc with these arguments. The excerpt is what it
//!   prints on stdout (`--emit-ir`, `--emit-mir`); with `-S`, the listing
//!   (written to a temporary file); with `--remarks`, what it prints on
//!   stderr. When nothing is emitted, the executable goes to a temporary
//!   folder, never into the repository.
//! - `file: NAME` — the file itself (the program being followed).
//! - `run: ARGS` — the program built by `wendc ARGS` and run: its stdout.
//!
//! Then filters, each after a `|`, applied in order:
//!
//! - `function NAME` — one function: an IR `define … @NAME(…) { … }`, a
//!   machine IR `machine function NAME` or an assembly function from its
//!   label `NAME:` to its `.size` line;
//! - `block L1 L2 …` — the basic blocks with these labels (IR `L:`, machine
//!   IR `bbN (L):`, assembly `.LBBx_y: # %L`), each up to the next label;
//! - `grep TEXT` — the lines containing TEXT;
//! - `lines A-B` — lines A to B (from 1);
//! - `head N` — the first N lines.
//!
//! A third test checks that every pass of the default pipeline has a
//! heading of its own in the tour.
//!
//! `WENDC_BLESS=1 cargo test --release --test tour` (`scripts/update-tour`)
//! rewrites every excerpt in place; review the diff, and the prose around
//! what changed, before committing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod support;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{repo_root, run_with_timeout, wendc};

const TIMEOUT: Duration = Duration::from_secs(60);
const MARKER_START: &str = "<!-- ";
const MARKER_END: &str = " -->";

fn main() {
    let args = Arguments::from_args();
    let root = repo_root();
    let tour = root.join("docs/tour.md");
    let dir = root.join("docs/tour");
    let trials = vec![
        Trial::test("tour_excerpts_match_wendc", {
            let (tour, dir) = (tour.clone(), dir.clone());
            move || excerpts_match(&tour, &dir)
        }),
        Trial::test("tour_has_a_section_per_pass", move || section_per_pass(&tour)),
        Trial::test("tour_filters", filter_self_test),
    ];
    libtest_mimic::run(&args, trials).exit();
}

/// A marker line's command, if the line is a marker.
fn marker(line: &str) -> Option<&str> {
    let inner = line.trim().strip_prefix(MARKER_START)?.strip_suffix(MARKER_END)?.trim();
    ["wendc:", "file:", "run:"].iter().any(|c| inner.starts_with(c)).then_some(inner)
}

/// A generated excerpt: where its text sits in the document's lines.
struct Excerpt {
    /// 1-based line of the marker (for messages).
    marker_line: usize,
    command: String,
    /// Index of the first content line and of the closing fence.
    body: std::ops::Range<usize>,
}

fn excerpts(lines: &[&str]) -> Result<Vec<Excerpt>, String> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let Some(command) = marker(lines[k]) else {
            k += 1;
            continue;
        };
        let mut open = k + 1;
        while open < lines.len() && lines[open].trim().is_empty() {
            open += 1;
        }
        if open >= lines.len() || !lines[open].starts_with("```") {
            return Err(format!("docs/tour.md:{}: the marker is not followed by a fenced block", k + 1));
        }
        let close = (open + 1..lines.len())
            .find(|&c| lines[c].trim_end() == "```")
            .ok_or_else(|| format!("docs/tour.md:{}: the fenced block is never closed", open + 1))?;
        out.push(Excerpt { marker_line: k + 1, command: command.to_string(), body: open + 1..close });
        k = close + 1;
    }
    Ok(out)
}

fn excerpts_match(tour: &Path, dir: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(tour).map_err(|e| format!("cannot read {}: {e}", tour.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let found = excerpts(&lines)?;
    if found.is_empty() {
        return Err("docs/tour.md has no generated excerpt".into());
    }
    let bless = std::env::var_os("WENDC_BLESS").is_some();
    let mut failures = Vec::new();
    // Commands that fail or filters that find nothing: blessing cannot fix
    // those, the marker must change.
    let mut broken = Vec::new();
    let mut rewritten: Vec<String> = Vec::new();
    let mut copied = 0;
    for excerpt in &found {
        let shown: Vec<&str> = lines[excerpt.body.clone()].to_vec();
        let actual = match generate(&excerpt.command, dir) {
            Ok(actual) => actual,
            Err(e) => {
                broken.push(format!("docs/tour.md:{}: `{}`: {e}", excerpt.marker_line, excerpt.command));
                shown.iter().map(|l| format!("{l}\n")).collect()
            }
        };
        let actual_lines: Vec<&str> = actual.lines().collect();
        if shown != actual_lines {
            failures.push(format!(
                "docs/tour.md:{}: the excerpt of `{}` differs from what wendc prints (- in the tour, + from wendc):\n{}",
                excerpt.marker_line,
                excerpt.command,
                diff(&shown, &actual_lines)
            ));
        }
        rewritten.extend(lines[copied..excerpt.body.start].iter().map(|l| l.to_string()));
        rewritten.extend(actual_lines.iter().map(|l| l.to_string()));
        copied = excerpt.body.end;
    }
    rewritten.extend(lines[copied..].iter().map(|l| l.to_string()));
    if !broken.is_empty() {
        return Err(format!(
            "{}\n\n{} marker(s) of docs/tour.md cannot be regenerated: fix the command or the filter (a block or function may have been renamed)",
            broken.join("\n"),
            broken.len()
        )
        .into());
    }
    if bless {
        let mut new_text = rewritten.join("\n");
        new_text.push('\n');
        if new_text != text {
            std::fs::write(tour, new_text).map_err(|e| e.to_string())?;
        }
        return Ok(());
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n\n{} excerpt(s) of docs/tour.md are stale: run scripts/update-tour, then check that the prose still describes them",
            failures.join("\n\n"),
            failures.len()
        )
        .into())
    }
}

/// The text of one marker's command with its filters applied.
fn generate(command: &str, dir: &Path) -> Result<String, String> {
    let mut parts = command.split('|').map(str::trim);
    let head = parts.next().unwrap_or_default();
    let (kind, args) = head.split_once(':').ok_or("no command")?;
    let args: Vec<&str> = args.split_whitespace().collect();
    let mut text = match kind {
        "wendc" => run_wendc(&args, dir)?,
        "file" => {
            let [name] = args[..] else { return Err("`file:` takes one file name".into()) };
            std::fs::read_to_string(dir.join(name)).map_err(|e| format!("cannot read {name}: {e}"))?
        }
        "run" => run_program(&args, dir)?,
        other => return Err(format!("unknown command `{other}`")),
    };
    for filter in parts {
        text = apply_filter(&text, filter)?;
        if text.trim().is_empty() {
            return Err(format!("the filter `{filter}` left nothing"));
        }
    }
    Ok(text)
}

fn emits(args: &[&str]) -> bool {
    args.iter().any(|a| a.starts_with("--emit-"))
}

fn run_wendc(args: &[&str], dir: &Path) -> Result<String, String> {
    let temp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let listing = temp.path().join("listing.s");
    let mut cmd = wendc();
    cmd.current_dir(dir).args(args).arg("--color=never");
    let assembly = args.contains(&"-S");
    if assembly {
        cmd.arg("-o").arg(&listing);
    } else if !emits(args) {
        cmd.arg("-o").arg(temp.path().join("program"));
    }
    let out = run_with_timeout(&mut cmd, TIMEOUT)?;
    if !out.status.success() {
        return Err(format!("wendc failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    let text = if args.iter().any(|a| a.starts_with("--remarks")) {
        out.stderr
    } else if assembly {
        std::fs::read(&listing).map_err(|e| e.to_string())?
    } else {
        out.stdout
    };
    String::from_utf8(text).map_err(|e| e.to_string())
}

fn run_program(args: &[&str], dir: &Path) -> Result<String, String> {
    let temp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let exe: PathBuf = temp.path().join("program");
    let out = run_with_timeout(wendc().current_dir(dir).args(args).arg("--color=never").arg("-o").arg(&exe), TIMEOUT)?;
    if !out.status.success() {
        return Err(format!("wendc failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    let run = run_with_timeout(Command::new(&exe).current_dir(dir), TIMEOUT)?;
    if !run.status.success() {
        return Err(format!("the program failed ({})", run.status));
    }
    String::from_utf8(run.stdout).map_err(|e| e.to_string())
}

fn apply_filter(text: &str, filter: &str) -> Result<String, String> {
    let (name, arg) = filter.split_once(' ').map_or((filter, ""), |(n, a)| (n, a.trim()));
    let lines: Vec<&str> = text.lines().collect();
    let kept: Vec<&str> = match name {
        "function" => function(&lines, arg).ok_or_else(|| format!("no function `{arg}`"))?,
        "block" => {
            let wanted: Vec<&str> = arg.split_whitespace().collect();
            let mut kept = Vec::new();
            for label in &wanted {
                if !lines.iter().any(|l| label_of(l).as_deref() == Some(*label)) {
                    return Err(format!("no block `{label}`"));
                }
            }
            let mut inside = false;
            for line in &lines {
                if let Some(label) = label_of(line) {
                    inside = wanted.contains(&label.as_str());
                } else if is_unindented(line) && !is_comment(line) {
                    inside = false;
                }
                if inside {
                    kept.push(*line);
                }
            }
            // A block's trailing blank line is the gap before the next one.
            while kept.last().is_some_and(|l| l.trim().is_empty()) {
                kept.pop();
            }
            kept
        }
        "grep" => lines.iter().copied().filter(|l| l.contains(arg)).collect(),
        "lines" => {
            let (a, b) = arg.split_once('-').ok_or("`lines` takes A-B")?;
            let (a, b): (usize, usize) =
                (a.trim().parse().map_err(|_| "bad line number")?, b.trim().parse().map_err(|_| "bad line number")?);
            if a == 0 || b < a || b > lines.len() {
                return Err(format!("`lines {a}-{b}` is outside the text's {} lines", lines.len()));
            }
            lines[a - 1..b].to_vec()
        }
        "head" => {
            let n: usize = arg.parse().map_err(|_| "`head` takes a number")?;
            lines.iter().copied().take(n).collect()
        }
        other => return Err(format!("unknown filter `{other}`")),
    };
    let mut out = kept.join("\n");
    out.push('\n');
    Ok(out)
}

fn is_unindented(line: &str) -> bool {
    !line.is_empty() && !line.starts_with([' ', '\t'])
}

/// A comment line of IR (`;`), machine IR or assembly (`#`): part of the
/// block it is in, whatever its indentation.
fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with([';', '#'])
}

/// The lines of function `name` in IR, machine IR or assembly.
fn function<'a>(lines: &[&'a str], name: &str) -> Option<Vec<&'a str>> {
    let ir = [format!("@{name}("), format!("@\"{name}\"(")];
    let start = lines.iter().position(|l| l.starts_with("define ") && ir.iter().any(|p| l.contains(p.as_str())));
    if let Some(start) = start {
        let end = (start..lines.len()).find(|&k| lines[k].starts_with('}'))?;
        return Some(lines[start..=end].to_vec());
    }
    let mir = format!("machine function {name} ");
    if let Some(start) = lines.iter().position(|l| l.starts_with(&mir)) {
        let end = (start + 1..lines.len())
            .find(|&k| lines[k].starts_with("machine function ") || lines[k].starts_with("# -----"))
            .unwrap_or(lines.len());
        let mut body = lines[start..end].to_vec();
        while body.last().is_some_and(|l| l.trim().is_empty()) {
            body.pop();
        }
        return Some(body);
    }
    let label = format!("{name}:");
    // The label may carry a comment (`main:  # tour.wend:3`).
    let start = lines.iter().position(|l| {
        l.strip_prefix(&label).is_some_and(|rest| rest.trim().is_empty() || rest.trim_start().starts_with('#'))
    })?;
    let size = format!(".size\t{name},");
    let end = (start..lines.len()).find(|&k| lines[k].trim_start().starts_with(&size))?;
    Some(lines[start..=end].to_vec())
}

/// The basic block a line starts, if it is a label line: IR `name:`,
/// machine IR `bb3 (name):`, assembly `.LBB0_3:  # %name`.
fn label_of(line: &str) -> Option<String> {
    if !is_unindented(line) || is_comment(line) {
        return None;
    }
    if let Some((_, name)) = line.split_once("# %") {
        return name.split_whitespace().next().map(str::to_string);
    }
    let head = line.split(';').next().unwrap().trim_end();
    let head = head.strip_suffix(':')?;
    if let (Some(open), Some(inner)) = (head.find('('), head.strip_suffix(')')) {
        return Some(inner[open + 1..].to_string());
    }
    (!head.contains(' ')).then(|| head.to_string())
}

/// A line diff of two short texts (longest common subsequence).
fn diff(old: &[&str], new: &[&str]) -> String {
    let (n, m) = (old.len(), new.len());
    let mut lcs = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if old[i] == new[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, String::new());
    while i < n || j < m {
        if i < n && j < m && old[i] == new[j] {
            out += &format!("  {}\n", old[i]);
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out += &format!("+ {}\n", new[j]);
            j += 1;
        } else {
            out += &format!("- {}\n", old[i]);
            i += 1;
        }
    }
    out
}

/// Every pass of the default pipeline is explained under a heading that
/// names it in backticks.
fn section_per_pass(tour: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(tour).map_err(|e| e.to_string())?;
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with('#')).collect();
    let missing: Vec<&str> = wendc::passes::DEFAULT_PIPELINE
        .iter()
        .copied()
        .filter(|pass| !headings.iter().any(|h| h.contains(&format!("`{pass}`"))))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("docs/tour.md has no heading for the passes {missing:?} of the default pipeline").into())
    }
}

/// The filters on a small made-up text, so that a broken filter is not
/// mistaken for a change in wendc's output.
fn filter_self_test() -> Result<(), Failed> {
    let ir = "; stage\ndefine i32 @f(i32 %x) {\nentry:\n  br label %loop\n\nloop:                ; preds = %entry\n  ret i32 %x\n}\n\ndefine void @\"g(int)\"() {\nentry:\n  ret void\n}\n";
    let check = |filter: &str, text: &str, want: &str| -> Result<(), String> {
        let got = apply_filter(text, filter)?;
        if got != want {
            return Err(format!("filter `{filter}` gave\n{got}\nexpected\n{want}"));
        }
        Ok(())
    };
    check(
        "function f",
        ir,
        "define i32 @f(i32 %x) {\nentry:\n  br label %loop\n\nloop:                ; preds = %entry\n  ret i32 %x\n}\n",
    )?;
    check("function g(int)", ir, "define void @\"g(int)\"() {\nentry:\n  ret void\n}\n")?;
    check("block loop", &apply_filter(ir, "function f")?, "loop:                ; preds = %entry\n  ret i32 %x\n")?;
    let annotated = "entry:\n  br label %loop\n; line 3\nloop:\n; line 4\n  ret void\n}\n";
    check("block loop", annotated, "loop:\n; line 4\n  ret void\n")?;
    check("grep ret", ir, "  ret i32 %x\n  ret void\n")?;
    check("lines 2-3", ir, "define i32 @f(i32 %x) {\nentry:\n")?;
    check("head 1", ir, "; stage\n")?;
    let mir = "# ----- machine stage: isel -----\nmachine function f (after isel)\nbb0 (entry):\n  jmp bb1\nbb1 (loop):\n  ret\n\nmachine function g (after isel)\nbb0 (entry):\n  ret\n";
    check("function f", mir, "machine function f (after isel)\nbb0 (entry):\n  jmp bb1\nbb1 (loop):\n  ret\n")?;
    check("block loop", mir, "bb1 (loop):\n  ret\n")?;
    let asm = "\t.globl\tf\nf:\n\tpushq %rbp\n.LBB0_0:\t\t\t\t# %entry\n\tjmp .LBB0_1\n.LBB0_1:\t\t\t\t# %loop\n\tretq\n\t.size\tf, .-f\n\ng:\n\tretq\n\t.size\tg, .-g\n";
    check(
        "function f",
        asm,
        "f:\n\tpushq %rbp\n.LBB0_0:\t\t\t\t# %entry\n\tjmp .LBB0_1\n.LBB0_1:\t\t\t\t# %loop\n\tretq\n\t.size\tf, .-f\n",
    )?;
    check("block entry", &apply_filter(asm, "function f")?, ".LBB0_0:\t\t\t\t# %entry\n\tjmp .LBB0_1\n")?;
    let commented = "f:\t# t.wend:1\n.LBB0_0:\t# %entry  t.wend:2\n\tretq\n\t.size\tf, .-f\n";
    check(
        "block entry",
        &apply_filter(commented, "function f")?,
        ".LBB0_0:\t# %entry  t.wend:2\n\tretq\n\t.size\tf, .-f\n",
    )?;
    for bad in ["function h", "block nowhere", "lines 5-99", "frobnicate"] {
        if apply_filter(ir, bad).is_ok() {
            return Err(format!("filter `{bad}` should have failed").into());
        }
    }
    let doc =
        ["text", "<!-- wendc: -S tour.wend | function main -->", "", "```asm", "a", "```", "<!-- not a marker -->"];
    let found = excerpts(&doc)?;
    if found.len() != 1 || found[0].body != (4..5) || found[0].command != "wendc: -S tour.wend | function main" {
        return Err("the marker parser missed or misread the example".into());
    }
    Ok(())
}
