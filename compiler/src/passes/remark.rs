//! Optimisation remarks: what a pass did, and why it did not.
//!
//! Every pass reports through [`Remark`]: a source position (the loop, the
//! call, the function it is about), the pass's name, whether something was
//! done, and a sentence that says what or why not. The same remarks make
//! the one-line summaries in `--emit-ir`'s stage headers (see
//! [`summary_lines`]), `--remarks` (rendered as clang's `-Rpass` and
//! `-Rpass-missed` are, see [`Remark::render`]) and the explorer page.
//!
//! A pass fills in its remarks' positions and messages; [`super::Pass`]
//! fills in the pass and function names, and gives remarks about the whole
//! function the function's own position.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::loops::Loop;
use crate::ir::{Function, SrcLoc, ValueId};

/// Whether a remark reports a change, a missed opportunity, or a count.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RemarkKind {
    /// Something was done (`-Rpass`): "inlined 'step' into 'main'".
    Done,
    /// Something was left as it was, and why (`-Rpass-missed`): "loop not
    /// vectorized: division has no vector form".
    Missed,
    /// A count over the function that the remarks about its parts already
    /// say one by one ("2 loops vectorized, 1 left scalar"): shown in stage
    /// headers, not by `--remarks`.
    Summary,
}

impl RemarkKind {
    /// The word `--remarks` prints before the message.
    pub fn label(self) -> &'static str {
        match self {
            RemarkKind::Done => "remark",
            RemarkKind::Missed => "missed",
            RemarkKind::Summary => "summary",
        }
    }
}

/// One thing a pass has to say about a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// The pass that made it (set by [`super::Pass::run_on`]).
    pub pass: &'static str,
    /// The function it is about (set by [`super::Pass::run_on`] for
    /// function passes; module passes set it themselves).
    pub function: String,
    /// Where in the source; `None` for a remark about the whole function
    /// that has no position (a function the program did not write).
    pub loc: Option<SrcLoc>,
    /// The source file of the function it is about (`Module::source_file`:
    /// the program, or the prelude), set by [`super::Pass::run_on`].
    pub file: u32,
    /// Whether this is about the whole function rather than one of its
    /// loops, calls or instructions: stage headers print such a remark on
    /// the function's own line.
    pub whole_function: bool,
    /// The block it is about (a loop's header), named where the remark
    /// has no source position (IR written by hand).
    pub block: Option<String>,
    pub kind: RemarkKind,
    pub message: String,
}

impl Remark {
    fn new(kind: RemarkKind, loc: Option<SrcLoc>, whole_function: bool, message: String) -> Remark {
        Remark { pass: "", function: String::new(), loc, file: 0, whole_function, block: None, kind, message }
    }

    /// Name the block the remark is about (shown when it has no position).
    pub fn in_block(mut self, block: &str) -> Remark {
        self.block = Some(block.to_string());
        self
    }

    /// Something was done at `loc` (a loop's or a call's position).
    pub fn done(loc: Option<SrcLoc>, message: impl Into<String>) -> Remark {
        Remark::new(RemarkKind::Done, loc, false, message.into())
    }

    /// Something was not done at `loc`; `message` says why.
    pub fn missed(loc: Option<SrcLoc>, message: impl Into<String>) -> Remark {
        Remark::new(RemarkKind::Missed, loc, false, message.into())
    }

    /// Something was done to the function as a whole ("promoted 5 slots").
    pub fn done_in_function(message: impl Into<String>) -> Remark {
        Remark::new(RemarkKind::Done, None, true, message.into())
    }

    /// Nothing was done to the function as a whole, and why.
    pub fn missed_in_function(message: impl Into<String>) -> Remark {
        Remark::new(RemarkKind::Missed, None, true, message.into())
    }

    /// A count over the function that its other remarks detail.
    pub fn summary(message: impl Into<String>) -> Remark {
        Remark::new(RemarkKind::Summary, None, true, message.into())
    }

    /// Name the pass and function (done by the pipeline for function
    /// passes).
    pub fn about(mut self, pass: &'static str, function: &str) -> Remark {
        self.pass = pass;
        self.function = function.to_string();
        self
    }

    /// Place the remark in `f`'s file, and a whole-function remark without
    /// a position at `f`'s definition.
    pub fn place_in(&mut self, f: &crate::ir::Function) {
        self.file = f.file;
        if self.loc.is_none() && self.whole_function {
            self.loc = f.loc;
        }
    }

    /// `file:line:col: remark: MESSAGE [pass]`, as clang's `-Rpass`
    /// prints: the position first, so editors and terminals link it.
    pub fn render(&self, file: &str) -> String {
        let at = match self.loc {
            Some(loc) => format!("{file}:{}:{}", loc.line, loc.col),
            None => file.to_string(),
        };
        let within = if self.whole_function { format!(" in '{}'", self.function) } else { String::new() };
        format!("{at}: {}: {}{within} [{}]", self.kind.label(), self.message, self.pass)
    }
}

/// Which remarks `--remarks[=PASSES]` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemarkFilter {
    /// Every pass's.
    All,
    /// Only these passes'.
    Passes(Vec<String>),
}

impl RemarkFilter {
    /// Whether `--remarks` prints `remark` (summaries never: the remarks
    /// they count are printed).
    pub fn shows(&self, remark: &Remark) -> bool {
        remark.kind != RemarkKind::Summary
            && match self {
                RemarkFilter::All => true,
                RemarkFilter::Passes(names) => names.iter().any(|n| n == remark.pass),
            }
    }
}

/// The stage header's lines for `remarks` (in the order made): per
/// function, `NAME: MESSAGE` for its whole-function remarks, then one
/// indented `LINE:COL: MESSAGE` line per remark about a part of it.
pub fn summary_lines(remarks: &[Remark]) -> Vec<String> {
    // One bucket per function, in the order of its first remark: a linear
    // grouping (a module may have tens of thousands of functions).
    let mut index: HashMap<&str, usize> = HashMap::default();
    let mut functions: Vec<(&str, Vec<&Remark>)> = Vec::new();
    for r in remarks {
        let k = *index.entry(r.function.as_str()).or_insert_with(|| {
            functions.push((&r.function, Vec::new()));
            functions.len() - 1
        });
        functions[k].1.push(r);
    }
    functions
        .into_iter()
        .map(|(name, mine)| {
            let whole: Vec<&str> = mine.iter().filter(|r| r.whole_function).map(|r| r.message.as_str()).collect();
            let mut text = if whole.is_empty() { format!("{name}:") } else { format!("{name}: {}", whole.join("; ")) };
            for r in mine.iter().filter(|r| !r.whole_function) {
                match (r.loc, &r.block) {
                    (Some(loc), _) => text.push_str(&format!("\n  {}:{}: {}", loc.line, loc.col, r.message)),
                    (None, Some(block)) => text.push_str(&format!("\n  %{block}: {}", r.message)),
                    (None, None) => text.push_str(&format!("\n  {}", r.message)),
                }
            }
            text
        })
        .collect()
}

/// A remark about loop `lp`, placed at its exit test in the source (and
/// naming its header block, for IR without positions).
pub fn loop_remark(f: &Function, lp: &Loop, done: bool, message: String) -> Remark {
    // A loop a pass made (a runtime-unrolled copy) may have a header
    // without positions: then the first position in its body.
    let in_body = || lp.blocks.iter().flat_map(|&b| f.block(b).insts()).find_map(|&i| f.inst(i).loc);
    let at = f.block(lp.header).insts().iter().rev().find_map(|&i| f.inst(i).loc).or_else(in_body);
    let remark = if done { Remark::done(at, message) } else { Remark::missed(at, message) };
    remark.in_block(f.block_name(lp.header))
}

/// How a remark names a value: its constant, or the name the program
/// gave it (`'sum'`; `sum.2`, a copy of `sum`, and `x.elem`, an element of
/// `x`, are shown as the program wrote them, `'sum'` and `'x'`).
pub fn shown(f: &Function, v: ValueId) -> String {
    match (f.as_const(v), f.value_name(v).and_then(|n| n.split('.').next()).filter(|n| !n.is_empty())) {
        (Some(c), _) => c.to_string(),
        (None, Some(name)) => format!("'{name}'"),
        (None, None) => "a value".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, col: u32) -> Option<SrcLoc> {
        Some(SrcLoc::new(line, col))
    }

    #[test]
    fn rendering_puts_the_position_first_and_the_pass_last() {
        let r = Remark::missed(at(7, 5), "loop not vectorized: division has no vector form")
            .about("loop-vectorize", "main");
        assert_eq!(
            r.render("p.wend"),
            "p.wend:7:5: missed: loop not vectorized: division has no vector form [loop-vectorize]"
        );
        let mut whole = Remark::done_in_function("promoted 5 slots, placed 3 phis").about("mem2reg", "main.f");
        whole.loc = at(3, 5);
        assert_eq!(whole.render("p.wend"), "p.wend:3:5: remark: promoted 5 slots, placed 3 phis in 'main.f' [mem2reg]");
    }

    #[test]
    fn summary_lines_group_by_function_whole_function_first() {
        let remarks = vec![
            Remark::done(at(4, 9), "loop vectorized").about("lv", "main"),
            Remark::summary("1 loop vectorized, 1 left scalar").about("lv", "main"),
            Remark::missed(at(9, 9), "loop not vectorized: a call").about("lv", "main"),
            Remark::done_in_function("3 dead instructions removed").about("lv", "main.g"),
        ];
        assert_eq!(
            summary_lines(&remarks),
            vec![
                "main: 1 loop vectorized, 1 left scalar\n  4:9: loop vectorized\n  9:9: loop not vectorized: a call"
                    .to_string(),
                "main.g: 3 dead instructions removed".to_string(),
            ]
        );
    }

    #[test]
    fn the_filter_knows_the_passes_and_hides_summaries() {
        assert!(RemarkFilter::parse("inline,slp").is_ok());
        assert!(RemarkFilter::parse("inline,nope").unwrap_err().contains("unknown pass `nope`"));
        let f = RemarkFilter::parse("slp").unwrap();
        assert!(f.shows(&Remark::done(None, "x").about("slp", "main")));
        assert!(!f.shows(&Remark::done(None, "x").about("cse", "main")));
        assert!(!RemarkFilter::All.shows(&Remark::summary("x").about("slp", "main")));
    }
}
