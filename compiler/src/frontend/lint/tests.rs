//! Unit tests of the lints, chiefly the dataflow of `read-before-assign`.

use super::*;
use crate::diag::{SourceFile, SourceMap};

/// The warnings of `source` as `(lint, line, message)`.
fn warnings(source: &str) -> Vec<(&'static str, u32, String)> {
    let mut sources = SourceMap::default();
    let file = sources.add(SourceFile::new("test.wend", source));
    let (_, warnings) = match crate::frontend::check_program_with_warnings(&mut sources, file, true) {
        Ok(ok) => ok,
        Err(errors) => panic!("the program has errors: {:?}", errors.iter().map(|d| &d.message).collect::<Vec<_>>()),
    };
    warnings.into_iter().map(|d| (d.lint.unwrap(), sources.file(file).line_col(d.span.start).0, d.message)).collect()
}

/// The lines `lint` warns on in `source`.
fn lines_of(lint: &str, source: &str) -> Vec<u32> {
    warnings(source).into_iter().filter(|(l, _, _)| *l == lint).map(|(_, line, _)| line).collect()
}

fn in_main(body: &str) -> String {
    format!("main() {{\n{body}\n}}\n")
}

#[test]
fn read_before_assign_straight_line() {
    let src = in_main("int x;\nprintln x;\nx = 5;\nprintln x;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), vec![3]);
}

#[test]
fn read_before_assign_loop_carried_assignments_are_not_flagged() {
    let src = in_main("int i;\nint sum;\nwhile i < 10 {\nsum = sum + i;\ni = i + 1;\n}\nprintln sum;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), Vec::<u32>::new());
}

#[test]
fn read_before_assign_if_else_both_branches_assign() {
    let src = in_main("int x;\nbool c;\nc = true;\nif c { x = 1; } else { x = 2; }\nprintln x;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), Vec::<u32>::new());
}

#[test]
fn read_before_assign_one_branch_is_not_definitely_unassigned() {
    let src = in_main("int x;\nbool c;\nc = true;\nif c { x = 1; }\nprintln x;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), Vec::<u32>::new());
}

#[test]
fn read_before_assign_neither_branch_assigns() {
    let src =
        in_main("int x;\nbool c;\nc = true;\nif c { println 1; } else { println 2; }\nprintln x;\nx = 3;\nprintln x;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), vec![6]);
}

#[test]
fn read_before_assign_nested_while() {
    // `j` is assigned in the inner loop, so the outer back edge carries an
    // assignment to it: not flagged. `k` is read in the inner condition
    // but assigned only after both loops: flagged once.
    let src = in_main(
        "int i;\nint j;\nint k;\nwhile i < 3 {\nwhile j < k {\nj = j + 1;\n}\ni = i + 1;\n}\nk = 1;\nprintln k + j;",
    );
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), vec![6]);
}

#[test]
fn read_before_assign_assignment_only_on_a_returning_path_does_not_reach_the_head() {
    // The body's assignment to `x` is on a path that returns: the back edge
    // never carries it, so the read at the head is definitely unassigned.
    let src = in_main("int x;\nint i;\nwhile i < x {\nif i == 5 {\nx = 1;\nreturn;\n}\ni = i + 1;\n}");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), vec![4]);
}

#[test]
fn read_before_assign_after_return_is_not_reported() {
    let src = in_main("int x;\nreturn;\nprintln x;\nx = 1;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), Vec::<u32>::new());
}

#[test]
fn read_before_assign_skips_variables_a_nested_function_assigns() {
    let src = in_main("int x;\nset() { x = 4; }\nset();\nprintln x;\nx = 1;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), Vec::<u32>::new());
}

#[test]
fn read_before_assign_never_assigned() {
    let src = in_main("int x;\nprintln x + 1;");
    let found = warnings(&src);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, READ_BEFORE_ASSIGN);
    assert!(found[0].2.contains("never assigned"), "{found:?}");
}

#[test]
fn read_before_assign_bool_and_short_circuit() {
    let src = in_main("bool seen;\nint n;\nn = 2;\nif n > 1 && !seen { println n; }\nseen = true;\nprintln seen;");
    assert_eq!(lines_of(READ_BEFORE_ASSIGN, &src), vec![5]);
}

#[test]
fn unreachable_code_after_return_loop_and_if() {
    let src = in_main(
        "f() {\nreturn;\nprintln 1;\nprintln 2;\n}\nint g() {\nwhile true { return 1; }\nprintln 3;\n}\nh(bool c) {\nif c { return; } else { return; }\nprintln 4;\n}\nf();\nprintln g();\nh(true);",
    );
    assert_eq!(lines_of(UNREACHABLE_CODE, &src), vec![4, 9, 13]);
}

#[test]
fn constant_conditions() {
    let src = in_main("int x;\nx = 7;\nif 1 < 2 { println 1; }\nwhile false { println 2; }\nif true && x > 1 { println 3; }\nif false && x > 1 { println 4; }\nwhile true { return; }");
    assert_eq!(lines_of(CONSTANT_CONDITION, &src), vec![4, 5, 7]);
}

#[test]
fn division_by_constant_zero() {
    let src = in_main("int x;\nx = 7;\nprintln x / 1;\nif x > 100 {\nprintln x / 0;\nprintln x % (2 - 2);\n}");
    assert_eq!(lines_of(DIVISION_BY_ZERO, &src), vec![6, 7]);
}

#[test]
fn unused_names() {
    let src = in_main(
        "int a;\nint b;\nint _c;\nint[4] d;\nint used(int p, int q, int _r) {\nreturn p;\n}\nunused() { }\nb = 1;\nd[0] = 1;\nprintln used(1, 2, 3);",
    );
    let found = warnings(&src);
    let summary: Vec<(&str, u32)> = found.iter().map(|(l, line, _)| (*l, *line)).collect();
    assert_eq!(
        summary,
        vec![
            (UNUSED_VARIABLE, 2),
            (UNUSED_VARIABLE, 3),
            (UNUSED_VARIABLE, 5),
            (UNUSED_PARAMETER, 6),
            (UNUSED_FUNCTION, 9)
        ],
        "{found:?}"
    );
    assert!(found[1].2.contains("assigned but never read"));
}

#[test]
fn captured_reads_count_as_reads() {
    let src = in_main("int total;\nadd(int n) { total = total + n; }\nadd(2);\nprintln 1;");
    assert_eq!(warnings(&src), vec![]);
}

#[test]
fn shadowed_capture_only_for_shared_variables() {
    let src = in_main(
        "int n;\nint i;\nbump() { n = n + 1; }\nint count(int n) {\nint i;\ni = n;\nreturn i;\n}\nbump();\nprintln count(3) + n;\ni = 1;\nprintln i;",
    );
    assert_eq!(lines_of(SHADOWED_CAPTURE, &src), vec![5]);
}

#[test]
fn flags_select_and_promote() {
    let mut o = WarningOptions::default();
    o.apply_w("no-unused-variable").unwrap();
    o.apply_w("error=division-by-zero").unwrap();
    let d = |lint| Diagnostic::warning(lint, Span::default(), "m");
    let shown = o.apply(vec![d(UNUSED_VARIABLE), d(DIVISION_BY_ZERO), d(UNUSED_FUNCTION)]);
    assert_eq!(
        shown.iter().map(|d| (d.lint.unwrap(), d.is_error())).collect::<Vec<_>>(),
        vec![(DIVISION_BY_ZERO, true), (UNUSED_FUNCTION, false)]
    );
    o.apply_no_warnings();
    assert!(!o.any_enabled());
    o.apply_w("all").unwrap();
    assert_eq!(o.apply(vec![d(UNUSED_VARIABLE)]).len(), 1);
    let err = o.apply_w("unused-varaible").unwrap_err();
    assert!(err.contains("did you mean `unused-variable`"), "{err}");
    assert!(o.apply_allow("nope").is_err());
}
