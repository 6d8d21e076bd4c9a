//! User-facing diagnostics: source files, spans, and rendering with ariadne.
//!
//! Every error about the user's program is a `Diagnostic` with a primary
//! span; it is rendered as `file:line:col`, a labelled snippet of the source
//! and a plain message, and the compiler exits with status 1. Compiler bugs
//! are not diagnostics: they are panics, caught by the verifier and tests.

use std::io::Write;

use ariadne::{CharSet, Color, Config, IndexType, Label, Report, ReportKind};

pub mod codes;
pub use codes::Code;

/// Index of a file in a `SourceMap`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, range: std::ops::Range<usize>) -> Span {
        Span { file, start: range.start as u32, end: range.end as u32 }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

pub struct SourceFile {
    /// The name shown in diagnostics (the path as the user gave it).
    pub name: String,
    /// The text with its line index. Lines are split the way ariadne draws
    /// them (LF, CRLF, CR, VT, FF, NEL, LS, PS), so the `file:line:col` we
    /// print always matches the snippet below it.
    source: ariadne::Source<String>,
    /// Whether each line is pure ASCII (then columns are byte offsets, and
    /// `line_col` need not count characters: it is called for every node).
    ascii_lines: Vec<bool>,
    /// The byte offset where each line starts.
    line_starts: Vec<u32>,
    /// The line `line_col` found last: callers go through the file in
    /// order, so the next offset is mostly on it or the next line, found
    /// without a binary search.
    line_hint: std::sync::atomic::AtomicUsize,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let source = ariadne::Source::from(text.into());
        let ascii_lines = source.lines().map(|l| source.get_line_text(l).is_some_and(|t| t.is_ascii())).collect();
        let base = source.text().as_ptr() as usize;
        let line_starts = source
            .lines()
            .map(|l| source.get_line_text(l).map_or(0, |t| (t.as_ptr() as usize - base) as u32))
            .collect();
        SourceFile { name: name.into(), source, ascii_lines, line_starts, line_hint: Default::default() }
    }

    /// The 0-based line holding byte `offset` (at most the text's length).
    fn line_of(&self, offset: usize) -> Option<usize> {
        use std::sync::atomic::Ordering::Relaxed;
        let starts = &self.line_starts;
        let holds = |k: usize| {
            starts.get(k).is_some_and(|&s| s as usize <= offset)
                && starts.get(k + 1).is_none_or(|&s| offset < s as usize)
        };
        let hint = self.line_hint.load(Relaxed);
        let line = if holds(hint) {
            hint
        } else if holds(hint + 1) {
            hint + 1
        } else {
            starts.partition_point(|&s| s as usize <= offset).checked_sub(1)?
        };
        self.line_hint.store(line, Relaxed);
        Some(line)
    }

    pub fn text(&self) -> &str {
        self.source.text()
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = (offset as usize).min(self.text().len());
        match self.line_of(offset).and_then(|index| Some((index, self.source.line(index)?))) {
            Some((index, line)) => {
                let byte_col = offset - self.line_starts[index] as usize;
                let col = if self.ascii_lines.get(index).copied().unwrap_or(false) {
                    byte_col
                } else {
                    let text = self.source.get_line_text(line).unwrap_or("");
                    text.get(..byte_col.min(text.len())).map_or(byte_col, |t| t.chars().count())
                };
                (index as u32 + 1, col as u32 + 1)
            }
            None => (1, 1),
        }
    }
}

#[derive(Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// The text of every file, by `FileId`.
    pub fn texts(&self) -> Vec<&str> {
        self.files.iter().map(SourceFile::text).collect()
    }

    /// The name of every file, by `FileId`.
    pub fn file_names(&self) -> Vec<String> {
        self.files.iter().map(|f| f.name.clone()).collect()
    }

    /// `file:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let file = self.file(span.file);
        let (line, col) = file.line_col(span.start);
        format!("{}:{line}:{col}", file.name)
    }
}

/// Lets ariadne read sources straight from the map (no copies per report).
struct MapCache<'a>(&'a SourceMap);

impl ariadne::Cache<FileId> for MapCache<'_> {
    type Storage = String;

    fn fetch(&mut self, id: &FileId) -> Result<&ariadne::Source<String>, impl std::fmt::Debug> {
        Ok::<_, ()>(&self.0.file(*id).source)
    }

    fn display<'b>(&self, id: &'b FileId) -> Option<impl std::fmt::Display + 'b> {
        Some(self.0.file(*id).name.clone())
    }
}

/// An error stops the compilation; a warning does not (unless `-Werror`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The error code of an error (`--explain-error` explains it).
    pub code: Option<Code>,
    /// The name of a warning (`-Wno-NAME` turns it off).
    pub lint: Option<&'static str>,
    pub message: String,
    pub span: Span,
    /// Text under the primary span.
    pub label: String,
    /// Further spans worth pointing at (e.g. a previous declaration).
    pub secondary: Vec<(Span, String)>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(code: Code, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, Some(code), None, span, message.into())
    }

    /// A warning of the kind `lint` (a name like `unused-variable`).
    pub fn warning(lint: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, None, Some(lint), span, message.into())
    }

    fn new(
        severity: Severity,
        code: Option<Code>,
        lint: Option<&'static str>,
        span: Span,
        message: String,
    ) -> Diagnostic {
        Diagnostic {
            severity,
            code,
            lint,
            message,
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
}

/// How diagnostics are drawn.
#[derive(Copy, Clone, Debug)]
pub struct RenderOptions {
    pub color: bool,
    pub format: ErrorFormat,
}

impl RenderOptions {
    /// Drawn for a reader, in colour or not.
    pub fn human(color: bool) -> RenderOptions {
        RenderOptions { color, format: ErrorFormat::Human }
    }
}

/// The form of the diagnostics (`--error-format`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ErrorFormat {
    /// Header, source snippet with labels, notes (ariadne).
    #[default]
    Human,
    /// One line each, `file:line:col: error[CODE]: message`, the form
    /// the error parsers of editors read (vim's quickfix, emacs'
    /// compile-mode), as `gcc` prints its own.
    Short,
    /// One JSON object per line for tools: severity, code or warning
    /// name, message, every span with its label, notes and help.
    Json,
}

impl ErrorFormat {
    pub fn parse(name: &str) -> Option<ErrorFormat> {
        match name {
            "human" => Some(ErrorFormat::Human),
            "short" => Some(ErrorFormat::Short),
            "json" => Some(ErrorFormat::Json),
            _ => None,
        }
    }
}

/// At most this many errors are shown; the summary line counts the rest.
pub const MAX_SHOWN_ERRORS: usize = 20;

/// At most this many warnings are shown; the summary line counts the rest.
/// (A generated program can have tens of thousands, and drawing each
/// snippet costs time for nothing a reader would go through.)
pub const MAX_SHOWN_WARNINGS: usize = 200;

/// Render diagnostics as text, in the order given, with a closing summary
/// line when there is more than one (`error: could not compile: 3
/// errors`), as rustc and clang close theirs.
pub fn render(sources: &SourceMap, diagnostics: &[Diagnostic], options: RenderOptions) -> String {
    match options.format {
        ErrorFormat::Human => {}
        // For tools and editors: every diagnostic, one line each, no
        // summary (a tool counts for itself).
        ErrorFormat::Short => return diagnostics.iter().map(|d| format!("{}\n", short_line(sources, d))).collect(),
        ErrorFormat::Json => return diagnostics.iter().map(|d| format!("{}\n", json_object(sources, d))).collect(),
    }
    let mut out = Vec::new();
    let mut errors_shown = 0;
    let mut warnings_shown = 0;
    for d in diagnostics {
        let (shown, limit) = if d.is_error() {
            (&mut errors_shown, MAX_SHOWN_ERRORS)
        } else {
            (&mut warnings_shown, MAX_SHOWN_WARNINGS)
        };
        if *shown == limit {
            continue;
        }
        *shown += 1;
        render_one(sources, d, options, &mut out);
    }
    if let Some(line) = summary(diagnostics) {
        let _ = writeln!(out, "{line}");
    }
    if let Some(code) = diagnostics.iter().find_map(|d| d.code) {
        let _ = writeln!(out, "For more about an error, try `wendc --explain-error {}`.", code.id());
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `error: could not compile: 2 errors, 1 warning`, `warning: 3 warnings`,
/// or nothing for a single diagnostic (its own header says it all).
fn summary(diagnostics: &[Diagnostic]) -> Option<String> {
    let errors = diagnostics.iter().filter(|d| d.is_error()).count();
    let warnings = diagnostics.len() - errors;
    let count = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    let mut parts = Vec::new();
    if errors > 0 {
        parts.push(count(errors, "error"));
    }
    if warnings > 0 {
        parts.push(count(warnings, "warning"));
    }
    // Beyond the limit, say how many were drawn.
    let first_shown = |n: usize, limit: usize, what: &str| match n > limit {
        true => format!(" (the first {limit}{what} are shown)"),
        false => String::new(),
    };
    let hidden = first_shown(errors, MAX_SHOWN_ERRORS, " errors");
    let hidden_warnings = first_shown(warnings, MAX_SHOWN_WARNINGS, "");
    match (errors, warnings) {
        (0, 0) | (1, 0) | (0, 1) => None,
        (0, _) => Some(format!("warning: {}{hidden_warnings}", parts.join(", "))),
        _ => Some(format!("error: could not compile: {}{hidden}", parts.join(", "))),
    }
}

/// `error[E0012]` or `warning`: the kind and code in a header.
fn kind_text(d: &Diagnostic) -> String {
    match d.severity {
        Severity::Error => d.code.map_or_else(|| "error".to_string(), |c| format!("error[{}]", c.id())),
        Severity::Warning => "warning".to_string(),
    }
}

/// The message, with `[-WNAME]` (or `[-Werror=NAME]`) after a warning's.
fn message_text(d: &Diagnostic) -> String {
    match (d.lint, d.severity) {
        (Some(lint), Severity::Warning) => format!("{} [-W{lint}]", d.message),
        (Some(lint), Severity::Error) => format!("{} [-Werror={lint}]", d.message),
        (None, _) => d.message.clone(),
    }
}

/// `file:line:col: error[E0012]: message` (`--error-format=short`).
fn short_line(sources: &SourceMap, d: &Diagnostic) -> String {
    let one_line = |text: String| text.replace('\n', " ");
    format!("{}: {}: {}", sources.location(d.span), kind_text(d), one_line(message_text(d)))
}

/// One diagnostic as a JSON object on one line (`--error-format=json`):
/// `severity`, `code` (errors) or `warning` (the warning's name),
/// `message`, `file`/`line`/`column` of the primary span, `spans` (the
/// primary first; lines and columns 1-based, the end exclusive), `notes`
/// and `help`.
fn json_object(sources: &SourceMap, d: &Diagnostic) -> String {
    let span_json = |span: Span, label: &str, primary: bool| {
        let file = sources.file(span.file);
        let (line, column) = file.line_col(span.start);
        let (end_line, end_column) = file.line_col(span.end);
        format!(
            "{{\"file\":{},\"line\":{line},\"column\":{column},\"end_line\":{end_line},\"end_column\":{end_column},\"label\":{},\"primary\":{primary}}}",
            json_string(&file.name),
            json_string(label)
        )
    };
    let mut spans = vec![span_json(d.span, &d.label, true)];
    spans.extend(d.secondary.iter().map(|(span, label)| span_json(*span, label, false)));
    let file = sources.file(d.span.file);
    let (line, column) = file.line_col(d.span.start);
    let place = format!("\"file\":{},\"line\":{line},\"column\":{column},", json_string(&file.name));
    let severity = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let or_null = |text: Option<&str>| text.map_or_else(|| "null".to_string(), json_string);
    let notes: Vec<String> = d.notes.iter().map(|n| json_string(n)).collect();
    format!(
        "{{\"severity\":\"{severity}\",\"code\":{},\"warning\":{},\"message\":{},{place}\"spans\":[{}],\"notes\":[{}],\"help\":{}}}",
        or_null(d.code.map(|c| c.id())),
        or_null(d.lint),
        json_string(&d.message),
        spans.join(","),
        notes.join(","),
        or_null(d.help.as_deref()),
    )
}

/// An error that is not about a place in the program (a missing file, a
/// linker failure) in the form of `--error-format=json`: the same keys,
/// without a place or spans.
pub fn json_failure(message: &str) -> String {
    format!("{{\"severity\":\"error\",\"code\":null,\"warning\":null,\"message\":{},\"spans\":[],\"notes\":[],\"help\":null}}", json_string(message))
}

/// `text` as a JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn render_one(sources: &SourceMap, d: &Diagnostic, options: RenderOptions, out: &mut Vec<u8>) {
    // A span may point just past the end (an "unexpected end of file"), or,
    // through a bug, into a multi-byte character; keep it inside the text
    // and on character boundaries so the snippet can always be drawn.
    let clamp = |s: Span| {
        let text = sources.file(s.file).text();
        let mut start = (s.start as usize).min(text.len());
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (s.end as usize).clamp(start, text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        (s.file, start..end)
    };
    let config = Config::default()
        .with_index_type(IndexType::Byte)
        .with_color(options.color)
        .with_char_set(if options.color { CharSet::Unicode } else { CharSet::Ascii });
    let primary = if d.label.is_empty() { d.message.clone() } else { d.label.clone() };
    // The header names the kind and code (`error[E0012]`, `warning`); the
    // location is printed once, by the snippet's `,-[ file:line:col ]`.
    // Labels are ordered by position, so that ariadne draws the ones in the
    // primary's file as one snippet, each under its own line.
    let kind = kind_text(d);
    let color = match d.severity {
        Severity::Error => Color::Red,
        Severity::Warning => Color::Yellow,
    };
    // A warning made an error by -Werror says so, as gcc's do.
    let message = message_text(d);
    let position = |s: Span| (s.file != d.span.file, s.start);
    let mut labels: Vec<(Span, &str)> = vec![(d.span, primary.as_str())];
    labels.extend(d.secondary.iter().map(|(span, text)| (*span, text.as_str())));
    labels.sort_by_key(|(span, _)| position(*span));
    let mut report =
        Report::build(ReportKind::Custom(&kind, color), clamp(d.span)).with_config(config).with_message(message);
    for (i, (span, text)) in labels.into_iter().enumerate() {
        report = report.with_label(Label::new(clamp(span)).with_message(text).with_order(i as i32));
    }
    for note in &d.notes {
        report = report.with_note(note);
    }
    if let Some(help) = &d.help {
        report = report.with_help(help);
    }
    let mut drawn = Vec::new();
    if report.finish().write(MapCache(sources), &mut drawn).is_err() {
        // Rendering into memory cannot fail for I/O reasons; fall back to a
        // plain line if ariadne rejects the input for any other reason.
        let kind = if d.is_error() { "error" } else { "warning" };
        drawn = format!("{kind}: {}: {}\n", sources.location(d.span), d.message).into_bytes();
    }
    if !options.color {
        // ariadne colours a custom report kind even when colour is off (only
        // the header line: the snippet below quotes the source unchanged).
        let header_end = drawn.iter().position(|&b| b == b'\n').map_or(drawn.len(), |p| p + 1);
        let header = strip_ansi_colors(&drawn[..header_end]);
        drawn.splice(..header_end, header);
    }
    out.extend_from_slice(&lowercase_note_headings(&drawn));
}

/// ariadne writes `Help:` and `Note:`; every other heading we print
/// (`error`, `warning`) is lowercase, as rustc and clang write them. Only
/// lines that are margin and heading are touched (a quoted source line
/// always has a line number in its margin).
fn lowercase_note_headings(text: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(text);
    let mut fixed = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let plain = String::from_utf8_lossy(&strip_ansi_colors(line.as_bytes())).into_owned();
        let body = plain.trim_start_matches(' ');
        let after_margin =
            body.strip_prefix('|').or_else(|| body.strip_prefix('\u{2502}')).map(|rest| rest.trim_start_matches(' '));
        let heading = ["Help", "Note"]
            .into_iter()
            .find(|h| after_margin.is_some_and(|rest| rest.starts_with(h) && rest.len() > h.len()));
        match heading {
            Some(h) => fixed.push_str(&line.replacen(h, &h.to_lowercase(), 1)),
            None => fixed.push_str(line),
        }
    }
    fixed.into_bytes()
}

/// `text` without its `ESC [ … m` colour sequences.
fn strip_ansi_colors(text: &[u8]) -> Vec<u8> {
    let mut plain = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i] == 0x1b && text.get(i + 1) == Some(&b'[') {
            let end = text[i + 2..].iter().position(|&b| b == b'm').map_or(text.len(), |p| i + 2 + p + 1);
            i = end;
        } else {
            plain.push(text[i]);
            i += 1;
        }
    }
    plain
}

#[cfg(test)]
mod tests {
    use super::SourceFile;

    /// Line and column by ariadne's own index (what `line_col` computed
    /// before it kept its line starts and a hint).
    fn by_ariadne(file: &SourceFile, offset: usize) -> (u32, u32) {
        match file.source.get_byte_line(offset.min(file.text().len())) {
            Some((line, index, byte_col)) => {
                let text = file.source.get_line_text(line).unwrap_or("");
                let col = text.get(..byte_col.min(text.len())).map_or(byte_col, |t| t.chars().count());
                (index as u32 + 1, col as u32 + 1)
            }
            None => (1, 1),
        }
    }

    #[test]
    fn line_col_agrees_with_ariadne_in_any_order() {
        let texts = ["", "x", "a\nbc\n\nd", "a\r\nb\rc\n", "é€\n😀 x\n\u{2028}y", "main() {\n    println 1;\n}\n"];
        for text in texts {
            let file = SourceFile::new("t.wend", text);
            let offsets: Vec<usize> =
                (0..=text.len() + 1).chain((0..=text.len()).rev()).chain((0..=text.len()).step_by(3)).collect();
            for offset in offsets {
                assert_eq!(file.line_col(offset as u32), by_ariadne(&file, offset), "offset {offset} of {text:?}");
            }
        }
    }
}
