//! The front end: lexing, parsing, and semantic analysis of wend source.
//!
//! `check_program` runs all three on the user's file plus the prelude
//! (`stdlib/`, embedded in the compiler) and returns either the checked
//! program or every diagnostic found.

pub mod ast;
pub mod hir;
pub mod lexer;
pub mod parser;
pub mod prelude;
pub mod sema;
pub mod token;

use crate::diag::{Diagnostic, FileId, SourceFile, SourceMap, Span};

/// Lex and parse one file already in `sources`.
pub fn parse_file(sources: &SourceMap, file: FileId) -> (Option<ast::SourceUnit>, Vec<Diagnostic>) {
    let source = sources.file(file);
    let text = source.text();
    let (tokens, mut diagnostics) = lexer::lex(file, text);
    let (unit, parse_diagnostics) = parser::parse(file, &tokens, text);
    // A lexical error usually derails the parser on its line (an
    // unterminated string swallows the `;`): the syntax errors on that line
    // and the next are likely its echoes, and are not reported.
    let lexical_lines: Vec<u32> = diagnostics.iter().map(|d| source.line_col(d.span.start).0).collect();
    diagnostics.extend(parse_diagnostics.into_iter().filter(|d| {
        let line = source.line_col(d.span.start).0;
        !lexical_lines.iter().any(|&l| line == l || line == l + 1)
    }));
    diagnostics.sort_by_key(|d| (d.span.file.0, d.span.start));
    (unit, diagnostics)
}

/// Check the program in `file` (already added to `sources`) against the
/// prelude, which this adds to `sources`.
pub fn check_program(sources: &mut SourceMap, file: FileId) -> Result<hir::Program, Vec<Diagnostic>> {
    let mut diagnostics = Vec::new();
    let mut prelude_units = Vec::new();
    for (name, text) in prelude::FILES {
        let id = sources.add(SourceFile::new(*name, *text));
        let (unit, errors) = parse_file(sources, id);
        diagnostics.extend(errors);
        prelude_units.extend(unit);
    }
    let (unit, errors) = parse_file(sources, file);
    diagnostics.extend(errors);
    if !diagnostics.is_empty() {
        return Err(diagnostics);
    }
    let unit = unit.expect("a file that parsed without errors has a syntax tree");
    let whole_file = Span::new(file, 0..sources.file(file).text().len());
    sema::analyze(&prelude_units, &unit, whole_file, sources).map_err(|mut diagnostics| {
        diagnostics.sort_by_key(|d| (d.span.file.0, d.span.start));
        diagnostics
    })
}

/// The error type the lexer and the parser are generic over.
///
/// Both run twice at most. The first attempt uses chumsky's `Cheap`, which
/// records only where something failed: on a correct program (the
/// common case) it skips building the "expected one of …" sets that
/// chumsky assembles at every failed alternative of every `choice`, most
/// of a `Rich` parse's time. Only if that attempt reports any error is the
/// input parsed again with `Rich`, which the diagnostics are made from; the
/// error type does not steer the parse, so both attempts build the same
/// output. (`Cheap`, not the zero-sized `EmptyErr`: chumsky 0.10 drops the
/// failures of labelled parsers for zero-sized errors, and `skip_until`
/// recovery then finds no error to recover from and panics.)
pub trait SyntaxError<'src, I: chumsky::input::Input<'src>>:
    CustomError + chumsky::error::Error<'src, I> + chumsky::label::LabelError<'src, I, &'static str>
{
}

impl<'src, I, E> SyntaxError<'src, I> for E
where
    I: chumsky::input::Input<'src>,
    E: CustomError + chumsky::error::Error<'src, I> + chumsky::label::LabelError<'src, I, &'static str>,
{
}

/// The output of the first, `Cheap` attempt (see [`SyntaxError`]) if it
/// found no error; `None` means: parse again with `Rich` for diagnostics.
fn output_if_clean<O, E>(attempt: chumsky::ParseResult<O, E>) -> Option<O> {
    if attempt.has_errors() {
        return None;
    }
    attempt.into_output()
}

/// An error that can carry our own message (see `custom_message`).
pub trait CustomError {
    fn custom(span: chumsky::span::SimpleSpan, message: String) -> Self;
}

impl CustomError for chumsky::error::Cheap {
    fn custom(span: chumsky::span::SimpleSpan, _: String) -> Self {
        Self::new(span)
    }
}

impl<T> CustomError for chumsky::error::Rich<'_, T, chumsky::span::SimpleSpan> {
    fn custom(span: chumsky::span::SimpleSpan, message: String) -> Self {
        chumsky::error::Rich::custom(span, message)
    }
}

/// Separates the message of a custom chumsky error from its label (chumsky
/// errors carry one string; diagnostics want both).
const LABEL_SEPARATOR: char = '\u{1f}';

/// Pack a message and a label into one custom error string.
fn custom_message(message: &str, label: &str) -> String {
    format!("{message}{LABEL_SEPARATOR}{label}")
}

/// The diagnostic for a custom error string made by `custom_message`.
fn custom_diagnostic(span: Span, text: &str) -> Diagnostic {
    let (message, label) = text.split_once(LABEL_SEPARATOR).unwrap_or((text, ""));
    Diagnostic::error(span, message).with_label(label)
}

/// Every `.wend` file under the repository's test-programs/ (the lexer's
/// and the parser's tests run on all of them).
#[cfg(test)]
fn test_program_sources() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-programs");
    let mut found = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("test-programs/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "wend") {
                let text = String::from_utf8_lossy(&std::fs::read(&path).expect("readable")).into_owned();
                found.push((path.display().to_string(), text));
            }
        }
    }
    assert!(found.len() > 100, "expected the test programs, found {}", found.len());
    found
}
