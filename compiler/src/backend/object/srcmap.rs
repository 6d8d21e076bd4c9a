//! The address → source map of a compiled module: where each function lies
//! in `.text`, its name and source file, and the code offsets at which the
//! wend source position changes. The sanitizer's table (`santable`) and the
//! DWARF line program (`dwarf`) are both written from it.
//!
//! The rows come from the `Loc` markers isel places where an instruction's
//! position differs from the previous one (`emit` turns them into offsets),
//! plus a first row at offset 0 for the prologue, which belongs to the
//! function's declaration. Invariants: rows are sorted by strictly
//! increasing offset, every offset is inside the function, and no two
//! consecutive rows have the same position.

use crate::backend::emit::EncodedFunction;
use crate::ir::{Module, SrcLoc};

/// One function's place in `.text` and its line rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionLines {
    /// The symbol (the wend path, `main.life.step`).
    pub name: String,
    /// Index into `Module::source_files` (see `Module::source_file`).
    pub file: u32,
    /// Where the function is declared.
    pub decl: SrcLoc,
    /// Offset of the function's first byte in `.text`.
    pub text_offset: u64,
    pub size: u64,
    /// (offset from the function's start, position) where the position
    /// changes.
    pub rows: Vec<(u32, SrcLoc)>,
    /// The IR function (its `debug_vars` are described for `-g`).
    pub func: crate::ir::FuncId,
    /// Where its variables live (`EncodedFunction::var_homes`).
    pub var_homes: Vec<(u32, crate::backend::mir::FrameHome)>,
    /// Where variables are in registers (`EncodedFunction::var_ranges`).
    pub var_ranges: Vec<(u32, u32, u32, crate::backend::mir::VarLoc)>,
    /// How the prologue and epilogues move the frame (`EncodedFunction::frame_steps`).
    pub frame_steps: Vec<(u32, crate::backend::emit::FrameStep)>,
}

impl FunctionLines {
    /// The source position of the byte at `offset` in the function.
    pub fn position_at(&self, offset: u32) -> Option<SrcLoc> {
        let i = self.rows.partition_point(|&(o, _)| o <= offset);
        i.checked_sub(1).map(|i| self.rows[i].1)
    }
}

/// The map of `functions` (encoded from `module`), which start at the
/// `.text` offsets `starts`.
pub fn collect(module: &Module, functions: &[EncodedFunction], starts: &[u64]) -> Vec<FunctionLines> {
    functions
        .iter()
        .zip(starts)
        .map(|(f, &start)| {
            let func = module.function(f.func);
            let decl = func.loc.unwrap_or(SrcLoc::new(0, 0));
            let mut rows: Vec<(u32, SrcLoc)> = vec![(0, decl)];
            for &(offset, loc) in &f.line_table {
                match rows.last_mut() {
                    Some(last) if last.0 == offset => last.1 = loc,
                    Some(last) if last.1 == loc => {}
                    _ => rows.push((offset, loc)),
                }
            }
            rows.dedup_by(|next, prev| next.1 == prev.1);
            FunctionLines {
                name: func.name.clone(),
                file: func.file,
                decl,
                text_offset: start,
                size: f.code.len() as u64,
                rows,
                func: f.func,
                var_homes: f.var_homes.clone(),
                var_ranges: f.var_ranges.clone(),
                frame_steps: f.frame_steps.clone(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_found_by_offset() {
        let at = |line| SrcLoc::new(line, 1);
        let f = FunctionLines {
            name: "f".into(),
            file: 0,
            decl: at(1),
            text_offset: 0,
            size: 40,
            rows: vec![(0, at(1)), (8, at(2)), (20, at(3))],
            func: crate::ir::FuncId::new(0),
            var_homes: Vec::new(),
            var_ranges: Vec::new(),
            frame_steps: Vec::new(),
        };
        assert_eq!(f.position_at(0), Some(at(1)));
        assert_eq!(f.position_at(7), Some(at(1)));
        assert_eq!(f.position_at(8), Some(at(2)));
        assert_eq!(f.position_at(39), Some(at(3)));
    }
}
