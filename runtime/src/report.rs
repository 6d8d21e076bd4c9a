//! The sanitizer's test programs (`test-programs/sanitizer/`): how each
//! is built and run ([`Directives`]), and its report against the snapshot.
//!
//! A report (`runtime/src/wendsan.c`) varies between runs in the process
//! id, raw addresses and, for a stack overflow, how deep the stack got.
//! [`normalize`] replaces what varies; [`same_stack_overflow_story`]
//! compares two stack-overflow reports of different builds (-O0 and -O2
//! overflow at different depths and points). Used by the sanitizer tests
//! (`compiler/tests/sanitizer.rs`) and by `make programs`
//! (`tools/programs`), so both judge a report the same way.

use std::collections::BTreeSet;

/// The `// key: value` lines at the top of a sanitizer test program:
/// `// sanitize: FLAGS` (wendc's flags; default `--sanitize`), `// env:
/// VAR=VALUE` (one per variable set for the run) and `// exit: N` (the
/// exit status expected; default 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directives {
    pub flags: Vec<String>,
    pub env: Vec<(String, String)>,
    pub exit: i32,
}

impl Directives {
    pub fn parse(source: &str) -> Result<Directives, String> {
        let mut d = Directives { flags: vec!["--sanitize".into()], env: Vec::new(), exit: 1 };
        for line in source.lines().take_while(|l| l.starts_with("//")) {
            let line = line.trim_start_matches('/').trim();
            if let Some(flags) = line.strip_prefix("sanitize:") {
                d.flags = flags.split_whitespace().map(String::from).collect();
            } else if let Some(env) = line.strip_prefix("env:") {
                let (var, value) = env.trim().split_once('=').ok_or("expected `// env: VAR=VALUE`")?;
                d.env.push((var.into(), value.into()));
            } else if let Some(code) = line.strip_prefix("exit:") {
                d.exit = code.trim().parse().map_err(|_| "expected `// exit: N`")?;
            }
        }
        Ok(d)
    }
}

/// The report with what varies between runs replaced: the process id, raw
/// addresses, and for a stack overflow the frame counts and the numbers of
/// the outermost frames (they depend on frame sizes).
pub fn normalize(report: &str) -> String {
    let stack_overflow = report.lines().next().is_some_and(|l| l.ends_with("WendSanitizer: stack-overflow"));
    report
        .lines()
        .map(|line| {
            let mut line = line.to_string();
            if let Some(rest) = line.strip_prefix("==") {
                if let Some(end) = rest.find("==") {
                    line = format!("==PID=={}", &rest[end + 2..]);
                }
            }
            line = replace_hex(&line);
            if stack_overflow {
                line = normalize_frame_count(&line);
            }
            line + "\n"
        })
        .collect()
}

/// `0x` followed by hex digits becomes `0xADDR`.
fn replace_hex(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("0x") {
        out.push_str(&rest[..i]);
        let digits = rest[i + 2..].chars().take_while(|c| c.is_ascii_hexdigit()).count();
        out.push_str(if digits > 0 { "0xADDR" } else { "0x" });
        rest = &rest[i + 2 + digits..];
    }
    out.push_str(rest);
    out
}

/// `… 1,234 more frames` → `… N more frames`; `#1238 f` → `#N f` for
/// frames past the first eight.
fn normalize_frame_count(line: &str) -> String {
    let trimmed = line.trim_start();
    if let Some(rest) = trimmed.strip_prefix("\u{2026} ") {
        if let Some(i) = rest.find(" more frame") {
            return format!("    \u{2026} N{}", &rest[i..]);
        }
    }
    if let Some(rest) = trimmed.strip_prefix('#') {
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if digits.parse::<u64>().is_ok_and(|n| n >= 8) {
            return format!("    #N{}", &rest[digits.len()..]);
        }
    }
    line.to_string()
}

/// Whether a (normalized) report is a stack overflow's.
pub fn is_stack_overflow(report: &str) -> bool {
    report.starts_with("==PID==ERROR: WendSanitizer: stack-overflow\n")
}

/// Two stack-overflow reports tell the same story: the same message, the
/// same functions on the stack, the same outermost frame, a collapsed
/// middle and a summary. `Err` names what differs.
pub fn same_stack_overflow_story(report: &str, expected: &str) -> Result<(), String> {
    let functions = |text: &str| -> BTreeSet<String> {
        text.lines()
            .filter(|l| l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_whitespace().nth(1).map(String::from))
            .collect()
    };
    let frames =
        |text: &str| text.lines().filter(|l| l.trim_start().starts_with('#')).map(String::from).collect::<Vec<_>>();
    let second_line_message =
        |text: &str| text.lines().nth(1).and_then(|l| l.split_once(": ").map(|(_, m)| m.to_string()));
    let checks = [
        ("the message", second_line_message(report) == second_line_message(expected)),
        ("the functions on the stack", functions(report) == functions(expected)),
        ("the outermost frame", frames(report).last() == frames(expected).last()),
        ("the collapsed middle", report.contains(" more frames of ")),
        (
            "the summary",
            report.lines().last().is_some_and(|l| l.starts_with("SUMMARY: WendSanitizer: stack-overflow ")),
        ),
    ];
    match checks.iter().find(|(_, ok)| !ok) {
        Some((what, _)) => Err(format!("{what} differs")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives_have_defaults_and_read_every_key() {
        let d = Directives::parse("main() {}\n").unwrap();
        assert_eq!((d.flags, d.env, d.exit), (vec!["--sanitize".to_string()], vec![], 1));
        let d = Directives::parse(
            "// sanitize: --sanitize=bounds -O0\n// env: WENDSAN_OPTIONS=exitcode=7\n// exit: 7\nmain() {}\n",
        )
        .unwrap();
        assert_eq!(d.flags, ["--sanitize=bounds", "-O0"]);
        assert_eq!(d.env, [("WENDSAN_OPTIONS".to_string(), "exitcode=7".to_string())]);
        assert_eq!(d.exit, 7);
        assert!(Directives::parse("// exit: seven\n").is_err());
    }

    #[test]
    fn pids_and_addresses_are_replaced() {
        let raw = "==4242==ERROR: WendSanitizer: division-by-zero\n    #0 0x401a2f main p.wend:3:13\n";
        assert_eq!(normalize(raw), "==PID==ERROR: WendSanitizer: division-by-zero\n    #0 0xADDR main p.wend:3:13\n");
    }

    #[test]
    fn deep_frames_of_a_stack_overflow_are_numbered_n() {
        let raw = "==1==ERROR: WendSanitizer: stack-overflow\n    #7 f p.wend:2:5\n    #1238 f p.wend:2:5\n    \u{2026} 1,234 more frames of f\n";
        let n = normalize(raw);
        assert!(n.contains("    #7 f p.wend:2:5\n    #N f p.wend:2:5\n    \u{2026} N more frames of f\n"), "{n}");
        assert!(is_stack_overflow(&n));
    }
}
