//! Diagnostics as a user reads them (issue: "behave like rustc and clang").
//!
//! - every error code's explanation holds an example that fails with that
//!   very code, and its fixed version compiles; `--explain-error` prints it;
//! - one run reports syntax, name and type errors together, without the
//!   echoes a skipped statement would cause (a lost declaration is not
//!   followed by "undefined variable" for the names it held);
//! - one style: every header is `error[EXXXX]: …` or `warning: …`, the
//!   `file:line:col` of a diagnostic is printed once, `help:`/`note:` are
//!   lowercase, secondary labels sit under their own lines in one snippet;
//! - at most `MAX_SHOWN_ERRORS` errors are shown, and the summary says how
//!   many there were.

use std::path::Path;
use std::process::{Command, Output};

use wendc::diag::{self, Code, RenderOptions};
use wendc::driver::{compile_to_ir, CompileErrors};

/// The ```` ```wend ```` blocks of a text, in order.
fn wend_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("```wend\n") {
        let body = &rest[start + "```wend\n".len()..];
        let end = body.find("```").expect("a closed code block");
        blocks.push(body[..end].to_string());
        rest = &body[end + 3..];
    }
    blocks
}

fn errors_of(program: &str) -> Result<(), CompileErrors> {
    compile_to_ir("example.wend", program.as_bytes()).map(|_| ())
}

/// The codes of a failing program's errors, in order.
fn codes(errors: &CompileErrors) -> Vec<Option<Code>> {
    errors.diagnostics.iter().map(|d| d.code).collect()
}

/// The program fails with errors of exactly `expected` codes, in order.
fn assert_fails_with(program: &str, expected: &[Code]) {
    let errors = errors_of(program).unwrap_err();
    let expected: Vec<Option<Code>> = expected.iter().copied().map(Some).collect();
    assert_eq!(codes(&errors), expected, "{}", errors.render(false));
}

fn rendered(program: &str) -> String {
    match errors_of(program) {
        Ok(()) => String::new(),
        Err(e) => e.render(false),
    }
}

#[test]
fn every_code_has_a_title_and_an_explanation() {
    for code in Code::all() {
        assert!(!code.title().is_empty(), "{code:?}");
        assert!(code.explanation().len() > 80, "{}: the explanation is too short", code.id());
    }
}

/// The first example of each code fails with that code (as its first
/// error); the second, the fix, compiles. Codes whose example would be
/// unreadable (a file that is not UTF-8, hundreds of brackets) have none,
/// and are tested by the snapshot programs instead.
#[test]
fn every_explanation_example_fails_with_its_own_code_and_its_fix_compiles() {
    let without_examples = [Code::TooDeep, Code::NotUtf8];
    for code in Code::all() {
        let blocks = wend_blocks(code.explanation());
        if without_examples.contains(&code) {
            assert!(blocks.is_empty(), "{}: has an example now; test it", code.id());
            continue;
        }
        assert!(!blocks.is_empty(), "{}: no example", code.id());
        let errors = errors_of(&blocks[0])
            .err()
            .unwrap_or_else(|| panic!("{}: the example compiles:\n{}", code.id(), blocks[0]));
        let codes = codes(&errors);
        assert_eq!(codes[0], Some(code), "{}: the example fails with {codes:?}:\n{}", code.id(), errors.render(false));
        if let Some(fixed) = blocks.get(1) {
            if let Err(e) = errors_of(fixed) {
                panic!("{}: the fixed example does not compile:\n{}", code.id(), e.render(false));
            }
        }
    }
}

#[test]
fn explain_error_prints_the_explanation_and_rejects_unknown_codes() {
    let wendc = env!("CARGO_BIN_EXE_wendc");
    let out = Command::new(wendc).args(["--explain-error", "E0012"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("E0012: undefined variable\n"), "{text}");
    assert!(text.contains("println cont;"), "{text}");
    let out = Command::new(wendc).args(["--explain-error", "e12"]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("E0012:"));
    let out = Command::new(wendc).args(["--explain-error", "E0999"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: `E0999` is not a wendc error code; the codes are E0001 to E0022\n"
    );
}

const THREE_ERRORS: &str = "main() {
    int count;
    count = 1
    println count;
    println cont;
    println count + true;
}
";

#[test]
fn syntax_name_and_type_errors_are_reported_in_one_run() {
    assert_fails_with(THREE_ERRORS, &[Code::UnexpectedToken, Code::UndefinedVariable, Code::MismatchedTypes]);
    let text = rendered(THREE_ERRORS);
    assert!(text.contains("error: could not compile: 3 errors\n"), "{text}");
    assert!(text.contains("help: a variable with a similar name exists: `count`"), "{text}");
}

#[test]
fn a_skipped_declaration_does_not_make_its_names_undefined() {
    // `int total = ;` does not parse at all: `total` is never declared, so
    // its uses would each be "undefined"; only the syntax error is real.
    let program = "main() {\n    int total = ;\n    total = 2;\n    println total;\n    println missing;\n}\n";
    assert_fails_with(program, &[Code::UnexpectedToken, Code::UndefinedVariable]);
    assert!(rendered(program).contains("undefined variable `missing`"));
}

#[test]
fn an_initialised_declaration_is_one_error_and_still_declares_the_variable() {
    let program = "main() {\n    int x = 5;\n    println x;\n    println x + false;\n}\n";
    assert_fails_with(program, &[Code::InitializedDeclaration, Code::MismatchedTypes]);
}

#[test]
fn a_function_with_a_syntax_error_is_not_also_missing_its_return() {
    let program = "main() {\n    int f(int x) {\n        return x +;\n    }\n    println f(1);\n}\n";
    assert_fails_with(program, &[Code::UnexpectedToken]);
}

#[test]
fn short_names_get_no_suggestions() {
    let program = "main() {\n    int b;\n    int total;\n    println y;\n    println totl;\n}\n";
    let text = rendered(program);
    assert!(!text.contains("`b`"), "`y` must not suggest `b`:\n{text}");
    assert!(text.contains("a variable with a similar name exists: `total`"), "{text}");
}

#[test]
fn the_location_is_printed_once_and_secondary_labels_sit_under_their_lines() {
    let program = "main() {\n    int x;\n    bool flag;\n    int x;\n}\n";
    let text = rendered(program);
    let header = text.lines().next().unwrap();
    assert_eq!(header, "error[E0009]: variable `x` is declared twice in `main`");
    assert_eq!(text.matches("example.wend:4:9").count(), 1, "{text}");
    assert_eq!(text.matches(",-[").count() + text.matches("|-[").count(), 1, "one snippet:\n{text}");
    let line2 = text.find(" 2 |     int x;").expect("the first declaration is quoted");
    let line4 = text.find(" 4 |     int x;").expect("the second declaration is quoted");
    assert!(line2 < line4, "lines in order:\n{text}");
    let first_label = text.find("the variable is declared here").unwrap();
    assert!(line2 < first_label && first_label < line4, "the label of line 2 sits under line 2:\n{text}");
}

/// Every snapshot of test-programs/invalid/ is in the one style.
#[test]
fn every_invalid_program_snapshot_is_in_one_style() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-programs/invalid");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "stderr") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.display();
        for line in text.lines() {
            assert!(!line.starts_with("Error") && !line.starts_with("Warning"), "{name}: capitalised header: {line}");
            assert!(!line.contains("| Help:") && !line.contains("| Note:"), "{name}: capitalised note: {line}");
            if line.starts_with("error[") {
                let code = &line[6..11];
                assert!(Code::parse(code).is_some(), "{name}: unknown code in {line}");
                let message = &line[13..];
                assert!(
                    !message.contains(".wend:"),
                    "{name}: the location belongs to the snippet, not the header: {line}"
                );
            }
        }
        assert!(text.starts_with("error["), "{name}: starts with {:?}", text.lines().next());
        checked += 1;
    }
    assert!(checked > 60, "only {checked} snapshots");
}

#[test]
fn at_most_twenty_errors_are_shown_and_the_summary_counts_them_all() {
    let mut program = String::from("main() {\n");
    for i in 0..30 {
        program.push_str(&format!("    println undefined{i};\n"));
    }
    program.push_str("}\n");
    let text = rendered(&program);
    assert_eq!(text.matches("error[E0012]").count(), diag::MAX_SHOWN_ERRORS);
    assert!(
        text.contains("error: could not compile: 30 errors (the first 20 errors are shown)\n"),
        "{}",
        &text[text.len() - 200..]
    );
}

#[test]
fn colour_is_off_unless_asked_for() {
    let errors = errors_of(THREE_ERRORS).unwrap_err();
    assert!(!errors.render(false).contains('\u{1b}'));
    let coloured = diag::render(&errors.sources, &errors.diagnostics, RenderOptions::human(true));
    assert!(coloured.contains("\u{1b}["));
    assert!(coloured.contains("help") && !coloured.contains("Help"), "lowercase in colour too:\n{coloured}");
}

fn wendc_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wendc")).current_dir(dir).args(args).output().unwrap()
}

#[test]
fn the_command_line_shows_the_three_errors_and_exits_with_status_1() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("three.wend"), THREE_ERRORS).unwrap();
    let out = wendc_in(dir.path(), &["three.wend", "--color=never"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stderr);
    let headers: Vec<&str> = text.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(
        headers,
        [
            "error[E0001]: unexpected keyword `println`; expected `;` or an operator",
            "error[E0012]: undefined variable `cont`",
            "error[E0015]: operator `+` needs int operands, but found int and bool",
            "error: could not compile: 3 errors",
        ],
        "{text}"
    );
    assert!(text.ends_with("For more about an error, try `wendc --explain-error E0001`.\n"), "{text}");
    assert!(!dir.path().join("three").exists(), "no executable for a broken program");
}
