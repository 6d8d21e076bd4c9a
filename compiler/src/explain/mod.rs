//! `wendc --explain prog.wend -o prog.html`: one self-contained HTML page
//! that follows the program through every stage of the compiler.
//!
//! The page shows the source; a stage selector from `lowered` through
//! every pass to the machine IR after instruction selection, register
//! allocation and the peephole pass, and the final assembly; each stage's
//! code with what changed since the stage before highlighted; each
//! function's CFG as SVG (drawn by [`crate::ir::svg`], no Graphviz); and
//! the passes' remarks, each linked to its source line. Clicking a source
//! line marks the instructions made from it in every stage, and the stage
//! selector counts them per stage.
//!
//! How it is built: the driver calls [`Explorer::record_ir_stage`] after
//! lowering and after every pass, [`Explorer::record_machine_stage`] for
//! each backend stage and [`Explorer::record_assembly`] with the listing;
//! [`Explorer::to_html`] then writes the page. Everything is inline (the
//! page's CSS and JavaScript are `page.css` and `page.js` beside this
//! file, the data one JSON object), so the page works offline, from a file.
//!
//! Size: a function's text is stored once per distinct version (most
//! passes leave most functions alone), a new version as the line edits
//! that make it from the version in the stage before (a pass changes a
//! few lines of a large function), its CFG once per distinct text, and a
//! stage refers to them by index. Each line carries the source line
//! it came from (0: none), from the instructions' positions for the IR,
//! from the `loc` markers for the machine IR, and from the listing's
//! source comments for the assembly.

mod json;

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{Function, Module};
use crate::passes::{Remark, RemarkKind, Stage};
use json::Json;

/// One distinct version of a function's code, as shown.
struct Text {
    body: String,
    /// The source line of each line of `body` (0: none).
    lines: Vec<u32>,
    /// When the text is a new version of the function's text in the
    /// stage before: that text, and the edits that make this one. The
    /// page stores only the edits (a pass changes a few lines of a large
    /// function, and the page holds a version per pass).
    delta: Option<(usize, Vec<Edit>)>,
}

/// One step of a line edit script from an older text to a newer one.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Edit {
    /// The next N lines are unchanged.
    Keep(usize),
    /// The next N lines of the older text are removed.
    Drop(usize),
    /// A new line.
    Add(String),
}

/// What a stage shows of one function.
struct FunctionView {
    /// Index into [`Explorer::texts`].
    text: usize,
    /// Whether the text differs from the function's in the stage before
    /// (for stages that are compared).
    changed: bool,
    /// The edits from the stage before's text, when the text is not
    /// stored as exactly those edits (a version seen before, such as a
    /// pass undoing another's change).
    edits: Option<Vec<Edit>>,
    /// Index into [`Explorer::svgs`]: the function's CFG (IR stages only).
    svg: Option<usize>,
}

/// A stage of the page: IR, machine IR or assembly.
struct StageView {
    name: String,
    kind: &'static str,
    /// Whether the stage's code is diffed against the stage before (not
    /// for the first stage of a kind, nor for register allocation, which
    /// rewrites every line).
    compared: bool,
    /// Per function of [`Explorer::functions`]; `None` where the stage has
    /// no code for it.
    functions: Vec<Option<FunctionView>>,
}

/// A remark as the page lists it.
struct RemarkRow {
    stage: usize,
    remark: Remark,
    /// The file its position is in (the program, or the prelude).
    file: String,
}

/// The page's data, gathered stage by stage.
pub struct Explorer {
    file: String,
    source: String,
    functions: Vec<String>,
    texts: Vec<Text>,
    text_ids: HashMap<String, usize>,
    svgs: Vec<String>,
    svg_of_text: HashMap<usize, usize>,
    stages: Vec<StageView>,
    remarks: Vec<RemarkRow>,
    /// Whether to draw CFGs (off for very large programs, see
    /// [`Explorer::new`]).
    draw_cfgs: bool,
    /// The function the page shows first (`--filter`); all when `None`.
    shown_first: Option<String>,
}

/// Above this many source lines, CFGs are drawn only after `lowered`,
/// `mem2reg` and `reg2mem` (the first, SSA and last forms), to keep the
/// page of a large program small.
const FULL_CFG_LINES: usize = 400;

impl Explorer {
    pub fn new(file: &str, source: &str) -> Explorer {
        Explorer {
            file: file.to_string(),
            source: source.to_string(),
            functions: Vec::new(),
            texts: Vec::new(),
            text_ids: HashMap::default(),
            svgs: Vec::new(),
            svg_of_text: HashMap::default(),
            stages: Vec::new(),
            remarks: Vec::new(),
            draw_cfgs: source.lines().count() <= FULL_CFG_LINES,
            shown_first: None,
        }
    }

    /// Show only `function` when the page opens (`--filter`; the reader
    /// can pick another).
    pub fn show_first(&mut self, function: &str) {
        self.shown_first = Some(function.to_string());
    }

    /// Record the module after lowering or after a pass.
    pub fn record_ir_stage(&mut self, stage: &Stage) {
        let index = self.stages.len();
        let keep_cfg = self.draw_cfgs || matches!(stage.name.as_str(), "lowered" | "mem2reg" | "reg2mem");
        let mut functions = Vec::new();
        for id in stage.module.defined_function_ids() {
            let f = stage.module.function(id);
            let slot = self.function_slot(&f.name);
            let (body, lines) = function_text(stage.module, f);
            let text = self.intern(body, lines, self.compared_text(slot, "ir", &stage.name));
            let svg = keep_cfg.then(|| self.cfg_of(text, stage.module, f));
            functions.resize_with(functions.len().max(slot + 1), || None);
            functions[slot] = Some(FunctionView { text, changed: false, edits: None, svg });
        }
        self.push_stage(stage.name.clone(), "ir", functions);
        self.remarks.extend(stage.remarks.iter().map(|r| RemarkRow {
            stage: index,
            remark: r.clone(),
            file: stage.module.source_file(r.file).to_string(),
        }));
    }

    /// Record a backend stage: the machine IR text of every function, as
    /// `--emit-mir` prints it (`machine function NAME (after STAGE)`
    /// headers, `loc LINE:COL` markers).
    pub fn record_machine_stage(&mut self, name: &str, text: &str) {
        self.record_code_stage(name, "mir", split_machine_functions(text), machine_marker);
    }

    /// Record the final assembly listing (`-S`).
    pub fn record_assembly(&mut self, listing: &str) {
        self.record_code_stage("assembly", "asm", split_listing_functions(listing), listing_marker);
    }

    /// A machine IR or assembly stage: each function's text, its lines
    /// placed by the source markers `marker` recognises.
    fn record_code_stage(
        &mut self,
        name: &str,
        kind: &'static str,
        parts: Vec<(String, String)>,
        marker: fn(&str) -> Option<u32>,
    ) {
        let mut functions = Vec::new();
        for (function, body) in parts {
            let lines = lines_after_markers(&body, marker);
            let slot = self.function_slot(&function);
            let text = self.intern(body, lines, self.compared_text(slot, kind, name));
            functions.resize_with(functions.len().max(slot + 1), || None);
            functions[slot] = Some(FunctionView { text, changed: false, edits: None, svg: None });
        }
        self.push_stage(name.to_string(), kind, functions);
    }

    fn function_slot(&mut self, name: &str) -> usize {
        match self.functions.iter().position(|n| n == name) {
            Some(i) => i,
            None => {
                self.functions.push(name.to_string());
                self.functions.len() - 1
            }
        }
    }

    /// The stage before is compared with a new stage `name` of `kind`
    /// (see [`Explorer::push_stage`]): the text it has for function `slot`.
    fn compared_text(&self, slot: usize, kind: &str, name: &str) -> Option<usize> {
        let previous = self.stages.last().filter(|s| s.kind == kind && !(kind == "mir" && name == "regalloc"))?;
        previous.functions.get(slot)?.as_ref().map(|v| v.text)
    }

    /// The index of `body` among the texts, adding it (as edits of
    /// `base`, the function's text in the stage before, if any).
    fn intern(&mut self, body: String, lines: Vec<u32>, base: Option<usize>) -> usize {
        if let Some(&id) = self.text_ids.get(&body) {
            return id;
        }
        let delta = base.map(|b| (b, line_edits(&self.texts[b].body, &body)));
        let id = self.texts.len();
        self.text_ids.insert(body.clone(), id);
        self.texts.push(Text { body, lines, delta });
        id
    }

    fn cfg_of(&mut self, text: usize, module: &Module, f: &Function) -> usize {
        if let Some(&svg) = self.svg_of_text.get(&text) {
            return svg;
        }
        let svg = self.svgs.len();
        self.svgs.push(crate::ir::svg::function_to_svg(module, f));
        self.svg_of_text.insert(text, svg);
        svg
    }

    /// Add a stage, diffing each function against the stage before when
    /// both are of the same kind (IR against IR, peephole against
    /// regalloc; not machine IR against IR).
    fn push_stage(&mut self, name: String, kind: &'static str, mut functions: Vec<Option<FunctionView>>) {
        functions.resize_with(self.functions.len(), || None);
        let previous = self.stages.last().filter(|s| s.kind == kind && !(kind == "mir" && name == "regalloc"));
        let compared = previous.is_some();
        if let Some(previous) = previous {
            for (slot, view) in functions.iter_mut().enumerate() {
                let (Some(view), Some(Some(before))) = (view.as_mut(), previous.functions.get(slot)) else { continue };
                if before.text == view.text {
                    continue;
                }
                view.changed = true;
                let text = &self.texts[view.text];
                if text.delta.as_ref().map(|(base, _)| *base) != Some(before.text) {
                    view.edits = Some(line_edits(&self.texts[before.text].body, &text.body));
                }
            }
        }
        self.stages.push(StageView { name, kind, compared, functions });
    }

    /// The page: HTML with its CSS, script and data inline.
    pub fn to_html(&self) -> String {
        let data = self.data().to_string();
        // Inside <script>, only `</` can end the element early.
        let data = data.replace("</", "<\\/");
        let title = html_escape(&format!("wendc explorer: {}", self.file));
        PAGE.replace("{{TITLE}}", &title)
            .replace("{{STYLE}}", STYLE)
            .replace("{{SCRIPT}}", SCRIPT)
            .replace("{{DATA}}", &data)
    }

    fn data(&self) -> Json {
        let texts = self.texts.iter().map(text_json).collect();
        let stages = self.stages.iter().map(stage_json).collect();
        let remarks = self.remarks.iter().map(remark_json).collect();
        Json::Object(vec![
            ("file", Json::str(&self.file)),
            ("source", Json::str(&self.source)),
            ("functions", Json::Array(self.functions.iter().map(|f| Json::str(f)).collect())),
            ("texts", Json::Array(texts)),
            ("svgs", Json::Array(self.svgs.iter().map(|s| Json::str(s)).collect())),
            ("stages", Json::Array(stages)),
            ("remarks", Json::Array(remarks)),
            ("shownFirst", self.shown_first.as_deref().map_or(Json::Null, Json::str)),
        ])
    }
}

fn stage_json(stage: &StageView) -> Json {
    let functions = stage
        .functions
        .iter()
        .map(|view| match view {
            None => Json::Null,
            Some(v) => Json::Object(vec![
                ("text", Json::Int(v.text as i64)),
                ("svg", v.svg.map_or(Json::Null, |s| Json::Int(s as i64))),
                ("changed", Json::Bool(v.changed)),
                ("edits", v.edits.as_deref().map_or(Json::Null, edits_json)),
            ]),
        })
        .collect();
    Json::Object(vec![
        ("name", Json::str(&stage.name)),
        ("kind", Json::str(stage.kind)),
        ("compared", Json::Bool(stage.compared)),
        ("functions", Json::Array(functions)),
    ])
}

/// A text: its source lines run-length encoded (`[line, count, …]`), and
/// its body, or the text it edits (`base`) and the edits.
fn text_json(t: &Text) -> Json {
    let mut runs: Vec<Json> = Vec::new();
    let mut i = 0;
    while i < t.lines.len() {
        let run = t.lines[i..].iter().take_while(|&&l| l == t.lines[i]).count();
        runs.push(Json::Int(t.lines[i] as i64));
        runs.push(Json::Int(run as i64));
        i += run;
    }
    let mut fields = vec![("lines", Json::Array(runs))];
    match &t.delta {
        Some((base, edits)) => {
            fields.push(("base", Json::Int(*base as i64)));
            fields.push(("edits", edits_json(edits)));
        }
        None => fields.push(("body", Json::str(&t.body))),
    }
    Json::Object(fields)
}

/// Edits as the page reads them: `n` keep n lines, `-n` drop n, a string
/// adds that line.
fn edits_json(edits: &[Edit]) -> Json {
    Json::Array(
        edits
            .iter()
            .map(|e| match e {
                Edit::Keep(n) => Json::Int(*n as i64),
                Edit::Drop(n) => Json::Int(-(*n as i64)),
                Edit::Add(line) => Json::str(line),
            })
            .collect(),
    )
}

fn remark_json(row: &RemarkRow) -> Json {
    let r = &row.remark;
    let (line, col) = r.loc.map_or((0, 0), |l| (l.line, l.col));
    Json::Object(vec![
        ("stage", Json::Int(row.stage as i64)),
        ("pass", Json::str(r.pass)),
        ("function", Json::str(&r.function)),
        ("file", Json::str(&row.file)),
        ("line", Json::Int(line as i64)),
        ("col", Json::Int(col as i64)),
        (
            "kind",
            Json::str(match r.kind {
                RemarkKind::Done => "done",
                RemarkKind::Missed => "missed",
                RemarkKind::Summary => "summary",
            }),
        ),
        ("message", Json::str(&r.message)),
    ])
}

const PAGE: &str = include_str!("page.html");
const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A function printed as `--emit-ir` prints it, and the source line of
/// each printed line (the instruction's position; 0 for labels, blank
/// lines and instructions without one).
fn function_text(module: &Module, f: &Function) -> (String, Vec<u32>) {
    let (signature, blocks) = crate::ir::print::function_blocks(module, f);
    let mut body = format!("{signature} {{\n");
    let mut lines = vec![f.loc.map_or(0, |l| l.line)];
    for (n, block) in blocks.iter().enumerate() {
        if n > 0 {
            body.push('\n');
            lines.push(0);
        }
        body.push_str(&block.label);
        body.push_str(":\n");
        lines.push(0);
        for (text, &inst) in block.lines.iter().zip(f.block(block.block).insts()) {
            body.push_str("  ");
            body.push_str(text);
            body.push('\n');
            lines.push(f.inst(inst).loc.map_or(0, |l| l.line));
        }
    }
    body.push_str("}\n");
    lines.push(0);
    (body, lines)
}

/// `--emit-mir` text split into its functions: `(name, text)`.
fn split_machine_functions(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("machine function ") {
            let name = rest.split(" (after").next().unwrap_or(rest).trim().to_string();
            out.push((name, String::new()));
        }
        if let Some((_, body)) = out.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    out
}

/// The source line of each line of machine IR or assembly: a line that
/// `marker` reads a source line from sets it for the lines after it;
/// labels and headers (not indented) belong to no line.
fn lines_after_markers(body: &str, marker: fn(&str) -> Option<u32>) -> Vec<u32> {
    let mut current = 0;
    body.lines()
        .map(|line| {
            let marked = marker(line.trim());
            if let Some(n) = marked {
                current = n;
            }
            if marked.is_some() || line.starts_with([' ', '\t']) {
                current
            } else {
                0
            }
        })
        .collect()
}

/// A machine IR source marker: `loc LINE:COL`.
fn machine_marker(line: &str) -> Option<u32> {
    line.strip_prefix("loc ")?.split(':').next()?.parse().ok()
}

/// The listing split into its functions (from a function's `.globl` or
/// `.type` line to its `.size` line): `(name, text)`. What lies between
/// functions (sections, constants, strings) goes to `(data)`.
fn split_listing_functions(listing: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut data = String::new();
    let mut current: Option<usize> = None;
    let mut pending = String::new();
    for line in listing.lines() {
        let t = line.trim();
        if current.is_none() {
            let starts = t.strip_prefix(".type").map(|r| r.trim()).and_then(|r| r.strip_suffix("@function"));
            if let Some(name) = starts {
                let name = name.trim().trim_end_matches(',').trim().to_string();
                out.push((name, std::mem::take(&mut pending)));
                current = Some(out.len() - 1);
            } else if t.starts_with(".globl") || t.starts_with(".p2align") || t.starts_with(".file") {
                // The function's header lines, kept with it.
                pending.push_str(line);
                pending.push('\n');
                continue;
            } else {
                data.push_str(&pending);
                pending.clear();
                data.push_str(line);
                data.push('\n');
                continue;
            }
        }
        let Some(i) = current else { continue };
        out[i].1.push_str(line);
        out[i].1.push('\n');
        if t.starts_with(".size") {
            current = None;
        }
    }
    data.push_str(&pending);
    if !data.trim().is_empty() {
        out.push(("(data)".to_string(), data));
    }
    out
}

/// An assembly source marker: a `# LINE: text` source comment or a
/// `.loc FILE LINE COL` directive.
fn listing_marker(line: &str) -> Option<u32> {
    if let Some(rest) = line.strip_prefix('#') {
        return rest.split(':').next()?.trim().parse().ok();
    }
    line.strip_prefix(".loc")?.split_whitespace().nth(1)?.parse().ok()
}

/// The line edits that make `new` from `old` (Myers' diff, through the
/// `similar` crate; bounded in time, after which it is less minimal).
fn line_edits(old: &str, new: &str) -> Vec<Edit> {
    use similar::{DiffOp, TextDiff};
    let diff = TextDiff::configure().timeout(std::time::Duration::from_millis(200)).diff_lines(old, new);
    let new_lines: Vec<&str> = new.lines().collect();
    let mut edits: Vec<Edit> = Vec::new();
    let add = |edits: &mut Vec<Edit>, from: usize, n: usize| {
        edits.extend(new_lines[from..from + n].iter().map(|l| Edit::Add(l.to_string())));
    };
    for op in diff.ops() {
        match *op {
            DiffOp::Equal { len, .. } => match edits.last_mut() {
                Some(Edit::Keep(n)) => *n += len,
                _ => edits.push(Edit::Keep(len)),
            },
            DiffOp::Delete { old_len, .. } => edits.push(Edit::Drop(old_len)),
            DiffOp::Insert { new_index, new_len, .. } => add(&mut edits, new_index, new_len),
            DiffOp::Replace { old_len, new_index, new_len, .. } => {
                edits.push(Edit::Drop(old_len));
                add(&mut edits, new_index, new_len);
            }
        }
    }
    edits
}

/// `--emit-ir-changes`: a unified diff of each function the stage
/// changed against its text in the stage before (`before` and `after`
/// map function names to printed text).
pub fn unified_changes(stage: &str, before: &[(String, String)], after: &[(String, String)]) -> String {
    use similar::TextDiff;
    let mut out = String::new();
    for (name, new) in after {
        let old = before.iter().find(|(n, _)| n == name).map_or("", |(_, t)| t.as_str());
        if old == new {
            continue;
        }
        let diff = TextDiff::configure().timeout(std::time::Duration::from_millis(500)).diff_lines(old, new);
        let header = (format!("@{name} before {stage}"), format!("@{name} after {stage}"));
        out.push_str(&diff.unified_diff().context_radius(3).header(&header.0, &header.1).to_string());
    }
    for (name, _) in before.iter().filter(|(n, _)| !after.iter().any(|(a, _)| a == n)) {
        out.push_str(&format!("--- @{name} before {stage}\n+++ (removed by {stage})\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn machine_lines_follow_loc_markers() {
        let body = "machine function main (after isel)\nbb0 (entry):\n  loc 3:5\n  mov.32 v0, 1\n  loc 4:5\n  add.32 v0, v1\nbb1:\n  ret\n";
        assert_eq!(lines_after_markers(body, machine_marker), vec![0, 0, 3, 3, 4, 4, 0, 4]);
    }

    #[test]
    fn listing_lines_follow_source_comments_and_loc_directives() {
        let body = "main:\n\t# 3: x = 1;\n\tmovl $1, %eax\n.LBB0_1:\n\t.loc 1 7 9\n\taddl %eax, %eax\n";
        assert_eq!(lines_after_markers(body, listing_marker), vec![0, 3, 3, 0, 7, 7]);
    }

    #[test]
    fn the_listing_splits_at_functions_and_keeps_data_apart() {
        let listing = "# header\n\t.text\n\t.p2align 4\n\t.globl main\n\t.type main, @function\nmain:\n\tretq\n\t.size main, .-main\n\t.section .rodata\n.str.0:\n";
        let parts = split_listing_functions(listing);
        assert_eq!(parts[0].0, "main");
        assert!(parts[0].1.contains(".globl main") && parts[0].1.contains("retq") && parts[0].1.contains(".size"));
        assert_eq!(parts[1].0, "(data)");
        assert!(parts[1].1.contains(".rodata") && parts[1].1.contains("# header") && !parts[1].1.contains("retq"));
    }

    #[test]
    fn edits_keep_drop_and_add_lines() {
        use Edit::*;
        assert_eq!(
            line_edits("a\nb\nc\nd\n", "a\nx\nc\nd\ne\n"),
            vec![Keep(1), Drop(1), Add("x".into()), Keep(2), Add("e".into())]
        );
    }

    #[test]
    fn a_new_version_is_stored_as_edits_of_the_last() {
        let mut e = Explorer::new("p.wend", "");
        let first = e.intern("a\nb\n".into(), vec![1, 2], None);
        let second = e.intern("a\nc\n".into(), vec![1, 3], Some(first));
        assert_eq!(
            e.intern("a\nb\n".into(), vec![1, 2], Some(second)),
            first,
            "a text seen before is not stored again"
        );
        let json = text_json(&e.texts[second]).to_string();
        assert_eq!(json, r#"{"lines":[1,1,3,1],"base":0,"edits":[1,-1,"c"]}"#);
    }

    #[test]
    fn unified_changes_show_only_changed_functions() {
        let before = vec![("f".to_string(), "a\nb\n".to_string()), ("g".to_string(), "same\n".to_string())];
        let after = vec![("f".to_string(), "a\nc\n".to_string()), ("g".to_string(), "same\n".to_string())];
        let text = unified_changes("mem2reg", &before, &after);
        assert!(text.contains("--- @f before mem2reg") && text.contains("+++ @f after mem2reg"));
        assert!(text.contains("-b\n") && text.contains("+c\n"));
        assert!(!text.contains("@g"));
    }
}
