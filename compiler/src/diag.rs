//! User-facing diagnostics: source files, spans, and rendering with ariadne.
//!
//! Every error about the user's program is a `Diagnostic` with a primary
//! span; it is rendered as `file:line:col`, a labelled snippet of the source
//! and a plain message, and the compiler exits with status 1. Compiler bugs
//! are not diagnostics: they are panics, caught by the verifier and tests.

use std::io::Write;

use ariadne::{CharSet, Config, IndexType, Label, Report, ReportKind};

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
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let source = ariadne::Source::from(text.into());
        let ascii_lines = source.lines().map(|l| source.get_line_text(l).is_some_and(|t| t.is_ascii())).collect();
        SourceFile { name: name.into(), source, ascii_lines }
    }

    pub fn text(&self) -> &str {
        self.source.text()
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = (offset as usize).min(self.text().len());
        match self.source.get_byte_line(offset) {
            Some((line, index, byte_col)) => {
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
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
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            message: message.into(),
            span,
            label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
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
}

/// Render diagnostics as text, in the order given.
pub fn render(sources: &SourceMap, diagnostics: &[Diagnostic], options: RenderOptions) -> String {
    let mut out = Vec::new();
    for d in diagnostics {
        render_one(sources, d, options, &mut out);
    }
    if diagnostics.len() > 1 {
        let _ = writeln!(out, "error: could not compile: {} errors", diagnostics.len());
    }
    String::from_utf8_lossy(&out).into_owned()
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
    let mut report = Report::build(ReportKind::Error, clamp(d.span))
        .with_config(config)
        .with_message(format!("{}: {}", sources.location(d.span), d.message))
        .with_label(Label::new(clamp(d.span)).with_message(primary).with_order(0));
    for (i, (span, text)) in d.secondary.iter().enumerate() {
        report = report.with_label(Label::new(clamp(*span)).with_message(text).with_order(i as i32 + 1));
    }
    for note in &d.notes {
        report = report.with_note(note);
    }
    if let Some(help) = &d.help {
        report = report.with_help(help);
    }
    if report.finish().write(MapCache(sources), &mut *out).is_err() {
        // Rendering into memory cannot fail for I/O reasons; fall back to a
        // plain line if ariadne rejects the input for any other reason.
        let line = format!("error: {}: {}\n", sources.location(d.span), d.message);
        out.extend_from_slice(line.as_bytes());
    }
}
