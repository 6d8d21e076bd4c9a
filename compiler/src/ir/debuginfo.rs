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

use super::entities::ValueId;

/// The wend type of a variable.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DebugType {
    Int,
    Bool,
    /// `int[len]` (`bool_elems` false) or `bool[len]`.
    Array { bool_elems: bool, len: u32 },
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
