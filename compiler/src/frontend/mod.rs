//! The front end: lexing, parsing, and semantic analysis of wend source.
//!
//! `check_program` runs all three on the user's file plus the prelude
//! (`stdlib/`, embedded in the compiler) and returns either the checked
//! program or every diagnostic found.

pub mod ast;
mod fast_parser;
pub mod hir;
pub mod lexer;
pub mod lint;
pub mod parser;
pub mod prelude;
pub mod sema;
pub mod token;

use crate::diag::{Code, Diagnostic, FileId, SourceFile, SourceMap, Span};

/// A file's syntax tree (as much of it as parsed), its lexical and syntax
/// errors, and where those errors left the tree unreliable.
pub struct ParsedFile {
    pub unit: Option<ast::SourceUnit>,
    pub diagnostics: Vec<Diagnostic>,
    damage: Damage,
}

/// Lex and parse one file already in `sources`.
pub fn parse_file(sources: &SourceMap, file: FileId) -> (Option<ast::SourceUnit>, Vec<Diagnostic>) {
    let parsed = parse_file_with_damage(sources, file);
    (parsed.unit, parsed.diagnostics)
}

fn parse_file_with_damage(sources: &SourceMap, file: FileId) -> ParsedFile {
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
    let damage = Damage::around(&tokens, &diagnostics);
    ParsedFile { unit, diagnostics, damage }
}

/// Check the program in `file` (already added to `sources`) against the
/// prelude, which this adds to `sources`.
///
/// Syntax errors do not stop the check: the parser skips a broken
/// statement (or bracketed group) and goes on, and name resolution and
/// type checking then run on what parsed, so one run reports the syntax,
/// name and type errors together, as rustc and clang do. What the skipped
/// text would have declared is unknown, so the errors it may have caused
/// are not reported (see [`Damage`]).
pub fn check_program(sources: &mut SourceMap, file: FileId) -> Result<hir::Program, Vec<Diagnostic>> {
    check_program_with_warnings(sources, file, false).map(|(program, _)| program)
}

/// [`check_program`], and with `lint`, the warnings about the program
/// (every lint's: see [`lint::WarningOptions::apply`]) if it has no
/// errors. A program with errors gets no warnings: the errors come first,
/// and lints need a checked program.
pub fn check_program_with_warnings(
    sources: &mut SourceMap,
    file: FileId,
    lint: bool,
) -> Result<(hir::Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut diagnostics = Vec::new();
    let mut prelude_units = Vec::new();
    for (name, text) in prelude::FILES {
        let id = sources.add(SourceFile::new(*name, *text));
        let (unit, errors) = parse_file(sources, id);
        diagnostics.extend(errors);
        prelude_units.extend(unit);
    }
    let parsed = parse_file_with_damage(sources, file);
    diagnostics.extend(parsed.diagnostics);
    let syntax_ok = diagnostics.is_empty();
    let Some(unit) = parsed.unit.filter(|u| syntax_ok || !u.funcs.is_empty()) else {
        return Err(diagnostics);
    };
    let whole_file = Span::new(file, 0..sources.file(file).text().len());
    match sema::analyze(&prelude_units, &unit, whole_file, sources) {
        Ok(program) if syntax_ok => {
            let warnings = if lint { lint::check(&unit, &program) } else { Vec::new() };
            Ok((program, warnings))
        }
        Ok(_) => Err(diagnostics),
        Err(semantic) => {
            diagnostics.extend(semantic.into_iter().filter(|d| !parsed.damage.may_have_caused(d, sources)));
            diagnostics.sort_by_key(|d| (d.span.file.0, d.span.start));
            Err(diagnostics)
        }
    }
}

/// The parts of a file that lexical or syntax errors made the parser skip
/// or misread: for each error, the statement around it (from the token
/// after the previous `;`, `{` or `}` to the next one), and the names in
/// those statements.
#[derive(Default)]
struct Damage {
    regions: Vec<std::ops::Range<u32>>,
    names: std::collections::HashSet<String>,
}

impl Damage {
    fn around(tokens: &[(token::Token, Span)], errors: &[Diagnostic]) -> Damage {
        use token::Token;
        let is_boundary = |t: &Token| matches!(t, Token::Semi | Token::LBrace | Token::RBrace);
        let mut damage = Damage::default();
        for error in errors {
            let at = tokens.partition_point(|(_, s)| s.end <= error.span.start);
            let first = tokens[..at].iter().rposition(|(t, _)| is_boundary(t)).map_or(0, |i| i + 1);
            let last = tokens[at..].iter().position(|(t, _)| is_boundary(t)).map_or(tokens.len(), |i| at + i + 1);
            let statement = &tokens[first..last.max(first)];
            let start = statement.first().map_or(error.span.start, |(_, s)| s.start).min(error.span.start);
            let end = statement.last().map_or(error.span.end, |(_, s)| s.end).max(error.span.end);
            damage.regions.push(start..end);
            damage.names.extend(statement.iter().filter_map(|(t, _)| match t {
                Token::Ident(name) => Some(name.clone()),
                _ => None,
            }));
        }
        damage
    }

    /// Whether a semantic error may be an echo of the damage: it is inside
    /// a damaged statement; it names something a damaged statement
    /// mentions (maybe declared there); or it says a function's end is
    /// reachable, when the function contains damage (a `return` may have
    /// been lost).
    fn may_have_caused(&self, d: &Diagnostic, sources: &SourceMap) -> bool {
        if self.regions.is_empty() {
            return false;
        }
        let overlaps = |start: u32, end: u32| {
            self.regions.iter().any(|r| start < r.end.max(r.start + 1) && r.start < end.max(start + 1))
        };
        if overlaps(d.span.start, d.span.end) {
            return true;
        }
        match d.code {
            Some(Code::UndefinedVariable | Code::UndefinedFunction | Code::NoMatchingOverload) => {
                let text = &sources.file(d.span.file).text()[d.span.range()];
                let name: String = text.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                self.names.contains(&name)
            }
            Some(Code::MissingReturn) => d.secondary.iter().any(|(header, _)| overlaps(header.start, d.span.end)),
            _ => false,
        }
    }
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

/// Pack an error code, a message and a label into one custom error string.
fn custom_message(code: Code, message: &str, label: &str) -> String {
    format!("{}{LABEL_SEPARATOR}{message}{LABEL_SEPARATOR}{label}", code.id())
}

/// The diagnostic for a custom error string made by `custom_message`.
fn custom_diagnostic(span: Span, text: &str) -> Diagnostic {
    let mut parts = text.splitn(3, LABEL_SEPARATOR);
    let (id, message, label) = (parts.next().unwrap_or(""), parts.next().unwrap_or(text), parts.next().unwrap_or(""));
    let code = Code::parse(id).expect("custom errors are made by `custom_message`, with a code");
    Diagnostic::error(code, span, message).with_label(label)
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
