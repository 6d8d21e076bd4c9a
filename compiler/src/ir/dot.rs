//! Graphviz drawings of control-flow graphs (`--emit-cfg=STAGE`).
//!
//! One `digraph` per function: a box per block listing its instructions
//! (as the IR printer writes them), an edge per CFG edge; the edges of a
//! conditional branch are labelled `T`/`F`. Render every function of a
//! file with `dot -Tsvg -O file.dot` (one picture per graph).

use std::fmt::Write;

use super::function::{Function, InstKind};
use super::module::Module;
use super::print::function_blocks;

/// DOT text for one function.
pub fn function_to_dot(module: &Module, f: &Function, stage: &str) -> String {
    let (signature, blocks) = function_blocks(module, f);
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{}\" {{", escape(&f.name));
    let _ = writeln!(out, "  label=\"{} (after {stage})\";", escape(&signature));
    out.push_str("  labelloc=t;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    out.push_str("  edge [fontname=\"monospace\", fontsize=10];\n");
    for block in &blocks {
        let mut label = format!("{}:\\l", escape(&block.label));
        for line in &block.lines {
            let _ = write!(label, "  {}\\l", escape(line));
        }
        let _ = writeln!(out, "  \"{}\" [label=\"{label}\"];", escape(&block.label));
    }
    let index: std::collections::HashMap<_, _> = blocks.iter().enumerate().map(|(k, t)| (t.block, k)).collect();
    let label_of = |b| index.get(&b).map(|&k| escape(&blocks[k].label)).unwrap_or_default();
    for block in &blocks {
        let Some(term) = f.terminator(block.block) else { continue };
        let from = escape(&block.label);
        match f.inst(term).kind {
            InstKind::Br { dest } => {
                let _ = writeln!(out, "  \"{from}\" -> \"{}\";", label_of(dest));
            }
            InstKind::CondBr { if_true, if_false } => {
                let _ = writeln!(out, "  \"{from}\" -> \"{}\" [label=\"T\", color=darkgreen];", label_of(if_true));
                let _ = writeln!(out, "  \"{from}\" -> \"{}\" [label=\"F\", color=red];", label_of(if_false));
            }
            _ => {}
        }
    }
    out.push_str("}\n");
    out
}

/// Every defined function of the module, one graph after another.
pub fn module_to_dot(module: &Module, stage: &str) -> String {
    module.functions().filter(|(_, f)| !f.is_declaration).map(|(_, f)| function_to_dot(module, f, stage)).collect()
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}
