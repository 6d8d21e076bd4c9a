//! Source variables for `-g`: a side table of each function
//! (`Function::debug_vars`), filled by lowering and read by the backend's
//! DWARF writer. It is not part of the IR proper: it is never printed or
//! parsed, and no pass reads it, so it cannot change the code.
//!
//! A variable's `home` names the IR value its memory is reached from. Only
//! lowering's output is described exactly: `Function::compact` keeps homes
//! pointing at the same values (and drops homes whose value went), but
//! passes do not maintain them, so the driver drops every home
//! (`Module::drop_debug_homes`) when any pass runs: the variables are then
//! described without a location (`<optimized out>`), never at a place that
//! may hold another value.
//!
//! `DebugValue`s (`Function::debug_values`) say what some locals hold
//! over stretches of the source, as IR values: those are kept up to date
//! (`replace_all_uses` moves them to the replacement, `compact` drops the
//! ones whose value went), so they survive the passes; a build without
//! `-g` never records them (`lower::LowerOptions::debug_info`).

use super::entities::{InstId, ValueId};
use super::position::SrcLoc;

/// The wend type of a variable.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DebugType {
    Int,
    Bool,
    /// `int[len]` (`bool_elems` false) or `bool[len]`.
    Array {
        bool_elems: bool,
        len: u32,
    },
}

/// Where a variable's bytes are, in terms of IR values of the function.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DebugHome {
    /// At `offset` bytes into the memory of `alloca` (an `alloca` result):
    /// the function's own variables.
    Alloca { alloca: ValueId, offset: u64 },
    /// A variable of an enclosing function: `ptr` (the static link
    /// parameter) is followed `hops` times through the link at offset 0 of
    /// each record, then the variable is at `offset` in that record.
    Link { ptr: ValueId, hops: u32, offset: u64 },
}

impl DebugHome {
    /// The same home reached from `map(value)` instead (`None`: the value
    /// went, so the home did).
    pub fn map_value(self, map: impl FnOnce(ValueId) -> Option<ValueId>) -> Option<DebugHome> {
        Some(match self {
            DebugHome::Alloca { alloca, offset } => DebugHome::Alloca { alloca: map(alloca)?, offset },
            DebugHome::Link { ptr, hops, offset } => DebugHome::Link { ptr: map(ptr)?, hops, offset },
        })
    }
}

/// One source variable visible in a function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DebugVar {
    pub name: String,
    pub ty: DebugType,
    /// The line where it is declared (in `decl_file`).
    pub decl_line: u32,
    /// Index into `Module::source_files`.
    pub decl_file: u32,
    /// A parameter of this function (`DW_TAG_formal_parameter`).
    pub is_param: bool,
    /// `None`: not known (optimized out).
    pub home: Option<DebugHome>,
    /// `Some(i)`: the variable is parameter `i` of the IR function and
    /// always holds its value there: the wend parameter is never assigned,
    /// not captured, and the function is not recursive (so no pass turns
    /// calls of it into jumps back into it: tail recursion elimination and
    /// recursive inlining are the only passes that give a parameter
    /// another value within one frame). Wherever the optimized code still
    /// has the argument in a register, the variable is there.
    pub entry_param: Option<u32>,
}

/// What a variable holds where, for `-g` when optimizing
/// (`Function::debug_values`).
///
/// Two kinds, by where they come from (`DebugSpan`):
///
/// - **Stretches** of source positions, recorded by lowering for a local,
///   or a parameter, that only top-level statements of its function
///   assign, each as a whole (`x = e;`), in a function that is not
///   recursive, when nothing captures the variable: each top-level
///   statement then runs once per call, in order, so between two of them
///   the variable holds what the first stored, whatever the optimizer
///   does to the code. Code whose position `p` (its own, in the
///   function's own code) satisfies `from <= p` and `p <= until` belongs
///   to statements that run after the assignment and before the next one
///   begins.
/// - **Instructions**, recorded by mem2reg for the other such variables
///   (those a loop or an `if` assigns): the instructions before which, in
///   the code as mem2reg found it, the variable holds the current
///   instance of the value (`passes::mem2reg::debug_points`). The claim is about
///   that point of the block, so it stays true of code a pass inserts
///   right before such an instruction (`Function::insert_inst` adds it to
///   the span: a rewrite, a store reg2mem puts before a jump), while
///   copies appended to blocks (a loop body's copy in its new blocks, a
///   loop's test copied to the end of its preheader) get none. A pass that moves some uses of the value to
///   other values drops the entry (`Function::set_operand`), unless it
///   says which instructions go with which value (`split_debug_value`).
///
/// A debugger stopped in such code, or in a call made from it, sees the
/// variable as the source says it is there.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DebugValue {
    /// Index into `Function::debug_vars`.
    pub var: u32,
    pub value: DebugValueKind,
    pub span: DebugSpan,
}

/// Where a `DebugValue` holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DebugSpan {
    /// Source positions from `from` to `until` (`None`: the function's
    /// end), inclusive.
    Stretch { from: SrcLoc, until: Option<SrcLoc> },
    /// Before each of these instructions.
    Insts(Vec<InstId>),
}

impl DebugSpan {
    /// Whether code at `p` is in a stretch: in the function's own code,
    /// between its ends.
    pub fn covers(&self, p: SrcLoc) -> bool {
        match self {
            DebugSpan::Stretch { from, until } => stretch_covers(*from, *until, p),
            DebugSpan::Insts(_) => false,
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DebugValueKind {
    /// The value of this IR value (kept up to date when its uses are
    /// replaced; dropped when it is deleted).
    Value(ValueId),
    /// A constant (the zero every variable starts with).
    Const(i64),
}

impl DebugValue {
    /// Whether code at `p` is in the span.
    pub fn covers(&self, p: SrcLoc) -> bool {
        self.span.covers(p)
    }
}

/// Whether code at `p` lies in the stretch from `from` to `until` (`None`:
/// the function's end): in the function's own code, between them.
fn stretch_covers(from: SrcLoc, until: Option<SrcLoc>, p: SrcLoc) -> bool {
    let key = |l: SrcLoc| (l.line, l.col);
    p.scope == 0 && key(from) <= key(p) && until.is_none_or(|u| key(p) <= key(u))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stretch_covers_positions_from_its_start_to_its_end_in_the_functions_own_code() {
        let at = |line, col| SrcLoc::new(line, col);
        let d = DebugValue {
            var: 0,
            value: DebugValueKind::Const(0),
            span: DebugSpan::Stretch { from: at(4, 0), until: Some(at(7, 5)) },
        };
        assert!(!d.covers(at(3, 9)));
        assert!(d.covers(at(4, 0)) && d.covers(at(4, 1)) && d.covers(at(7, 5)));
        assert!(!d.covers(at(7, 6)) && !d.covers(at(8, 1)));
        // Inlined code has its callee's positions: never covered.
        assert!(!d.covers(SrcLoc { line: 5, col: 1, scope: 1 }));
        let open = DebugValue { span: DebugSpan::Stretch { from: at(4, 0), until: None }, ..d };
        assert!(open.covers(at(900, 1)));
    }
}
