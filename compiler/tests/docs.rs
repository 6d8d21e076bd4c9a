//! Every example of the language reference (`docs/language.md`) is a real
//! program, checked against the built wendc.
//!
//! The reference's fenced blocks are read by their info string:
//!
//! - ```` ```wend ```` — a program wendc must compile. When the next block
//!   is an ```` ```output ```` block, the program is run and must print
//!   exactly that on stdout and exit with status 0.
//! - ```` ```wend flags=--sanitize ```` — the same, compiled with those
//!   flags (comma-separated).
//! - ```` ```wend invalid ```` — a program wendc must reject (status 1, no
//!   crash). An ```` ```error ```` block after it holds lines that must
//!   each appear in wendc's diagnostics.
//! - an ```` ```stderr ```` block after a ```` ```wend ```` block (after
//!   its output block, if any): the program fails at run time, and each
//!   line must appear in what it prints on stderr; the sanitizer's
//!   process id (`==1234==`) is read as any number.
//!
//! Each example is one test, named after its line in the document.
//!
//! One more test follows the relative links of `README.md` and the
//! documents in `docs/`: each must name a file of the repository (the
//! README once linked a specification outside it), and an `#anchor` must
//! name a heading of the target. Another keeps README.md a front door of
//! at most 300 lines.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

mod support;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{repo_root, run_with_timeout, wendc};

const TIMEOUT: Duration = Duration::from_secs(60);

/// A fenced block: its info string, first line (1-based) and text.
struct Block {
    info: String,
    line: usize,
    text: String,
}

fn blocks(doc: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    for (k, line) in doc.lines().enumerate() {
        match current.as_mut() {
            None => {
                if let Some(info) = line.strip_prefix("```") {
                    current = Some(Block { info: info.trim().to_string(), line: k + 1, text: String::new() });
                }
            }
            Some(block) => {
                if line.trim_end() == "```" {
                    out.push(current.take().unwrap());
                } else {
                    block.text.push_str(line);
                    block.text.push('\n');
                }
            }
        }
    }
    out
}

/// What one example promises.
struct Example {
    line: usize,
    source: String,
    flags: Vec<String>,
    invalid: bool,
    output: Option<String>,
    stderr: Option<String>,
    errors: Option<String>,
}

/// The examples of the document `name` (its path, for errors) with text `doc`.
fn examples(name: &str, doc: &str) -> Result<Vec<Example>, String> {
    let all = blocks(doc);
    let mut out = Vec::new();
    let mut k = 0;
    while k < all.len() {
        let block = &all[k];
        let mut words = block.info.split_whitespace();
        if words.next() != Some("wend") {
            if ["output", "stderr", "error"].contains(&block.info.as_str()) {
                return Err(format!("{name}:{}: a ```{} block must follow a ```wend block", block.line, block.info));
            }
            k += 1;
            continue;
        }
        let mut example = Example {
            line: block.line,
            source: block.text.clone(),
            flags: Vec::new(),
            invalid: false,
            output: None,
            stderr: None,
            errors: None,
        };
        for word in words {
            if word == "invalid" {
                example.invalid = true;
            } else if let Some(flags) = word.strip_prefix("flags=") {
                example.flags = flags.split(',').map(str::to_string).collect();
            } else {
                return Err(format!("{name}:{}: unknown word `{word}` after ```wend", block.line));
            }
        }
        k += 1;
        while let Some(next) = all.get(k) {
            let slot = match next.info.as_str() {
                "output" if !example.invalid => &mut example.output,
                "stderr" if !example.invalid => &mut example.stderr,
                "error" if example.invalid => &mut example.errors,
                _ => break,
            };
            if slot.is_some() {
                break;
            }
            *slot = Some(next.text.clone());
            k += 1;
        }
        out.push(example);
    }
    Ok(out)
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    let count = example_trials("docs/language.md", &mut trials);
    trials.push(Trial::test("reference_has_examples", move || {
        if count < 20 {
            Err(format!("only {count} ```wend examples found in docs/language.md").into())
        } else {
            Ok(())
        }
    }));
    // The README's examples are run the same way (its short tour).
    example_trials("README.md", &mut trials);
    trials.push(Trial::test("links_resolve", || links_resolve(&repo_root())));
    trials.push(Trial::test("readme_is_a_front_door", || readme_is_short(&repo_root())));
    libtest_mimic::run(&args, trials).exit();
}

/// One trial per example of the document `name` (`NAME line N`), or one
/// failing trial when its blocks are malformed; how many examples it has.
fn example_trials(name: &'static str, trials: &mut Vec<Trial>) -> usize {
    let doc = std::fs::read_to_string(repo_root().join(name)).unwrap_or_else(|e| panic!("cannot read {name}: {e}"));
    let short = name.rsplit('/').next().unwrap_or(name);
    match examples(name, &doc) {
        Err(e) => {
            trials.push(Trial::test(format!("{short} examples are well formed"), move || Err(e.into())));
            0
        }
        Ok(examples) => {
            let count = examples.len();
            for example in examples {
                trials.push(Trial::test(format!("{short} line {}", example.line), move || check(&example)));
            }
            count
        }
    }
}

/// The anchor GitHub gives a heading: lower case, punctuation dropped,
/// spaces as `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(doc: &str) -> Vec<String> {
    let mut in_fence = false;
    let mut out = Vec::new();
    for line in doc.lines() {
        if line.starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence && line.starts_with('#') {
            out.push(slug(line.trim_start_matches('#')));
        }
    }
    out
}

fn links_resolve(root: &Path) -> Result<(), Failed> {
    let mut problems = Vec::new();
    let mut names = vec!["README.md".to_string(), "bench/README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .map_err(|e| format!("cannot list docs/: {e}"))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    names.extend(docs);
    for name in &names {
        let path = root.join(name);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {name}: {e}"))?;
        let mut rest = text.as_str();
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = &rest[..end];
            if target.contains("://") || target.starts_with("mailto:") || target.contains(' ') {
                continue;
            }
            let (file, anchor) = target.split_once('#').map_or((target, None), |(f, a)| (f, Some(a)));
            let target_path = if file.is_empty() { path.clone() } else { path.parent().unwrap().join(file) };
            // A file beside the repository is there on one machine only.
            let inside = target_path.canonicalize().is_ok_and(|t| root.canonicalize().is_ok_and(|r| t.starts_with(r)));
            let Some(target_text) = inside.then(|| std::fs::read_to_string(&target_path).ok()).flatten() else {
                problems.push(format!("{name}: the link `{target}` names no file of the repository"));
                continue;
            };
            if let Some(anchor) = anchor {
                if !anchors(&target_text).iter().any(|a| a == anchor) {
                    problems.push(format!("{name}: the link `{target}` names no heading"));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n").into())
    }
}

/// The README is the front door: what wendc is, the two commands, a short
/// tour and links; the details live in `docs/`.
const README_MAX_LINES: usize = 300;

fn readme_is_short(root: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(root.join("README.md")).map_err(|e| format!("cannot read README.md: {e}"))?;
    let lines = text.lines().count();
    if lines > README_MAX_LINES {
        return Err(
            format!("README.md has {lines} lines (at most {README_MAX_LINES}): move the details to docs/").into()
        );
    }
    Ok(())
}

/// `==1234==` (the sanitizer's process id) read as `==PID==`.
fn normalise(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("==") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let digits = after.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 && after[digits..].starts_with("==") {
            out.push_str("==PID==");
            rest = &after[digits + 2..];
        } else {
            out.push_str("==");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

fn lines_appear(what: &str, expected: &str, actual: &str) -> Result<(), String> {
    let actual = normalise(actual);
    for line in expected.lines().filter(|l| !l.trim().is_empty()) {
        if !actual.contains(&normalise(line)) {
            return Err(format!("{what} lacks the line `{line}`; it is:\n{actual}"));
        }
    }
    Ok(())
}

fn check(example: &Example) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    std::fs::write(dir.path().join("example.wend"), &example.source).map_err(|e| e.to_string())?;
    let compiled = run_with_timeout(
        wendc()
            .current_dir(dir.path())
            .arg("example.wend")
            .arg("--color=never")
            .args(&example.flags)
            .arg("-o")
            .arg("example"),
        TIMEOUT,
    )?;
    let diagnostics = String::from_utf8_lossy(&compiled.stderr).into_owned();
    if example.invalid {
        if compiled.status.code() != Some(1) {
            return Err(format!(
                "wendc should reject this example with status 1, but exited with {}:\n{diagnostics}",
                compiled.status
            )
            .into());
        }
        if let Some(errors) = &example.errors {
            lines_appear("wendc's diagnostics", errors, &diagnostics)?;
        }
        return Ok(());
    }
    if !compiled.status.success() {
        return Err(format!("wendc rejects the example:\n{diagnostics}").into());
    }
    if example.output.is_none() && example.stderr.is_none() {
        return Ok(());
    }
    let run = run_program(dir.path())?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    if let Some(expected) = &example.output {
        if stdout != *expected {
            return Err(format!("the example prints\n{stdout}\nbut the reference shows\n{expected}").into());
        }
    }
    match &example.stderr {
        None if !run.status.success() => {
            Err(format!("the example fails at run time ({}):\n{}", run.status, String::from_utf8_lossy(&run.stderr))
                .into())
        }
        None => Ok(()),
        Some(_) if run.status.success() => Err("the example should fail at run time, but exits with status 0".into()),
        Some(expected) => Ok(lines_appear("the program's stderr", expected, &String::from_utf8_lossy(&run.stderr))?),
    }
}

fn run_program(dir: &Path) -> Result<std::process::Output, String> {
    run_with_timeout(Command::new(dir.join("example")).current_dir(dir), TIMEOUT)
}
