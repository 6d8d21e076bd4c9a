//! Source positions, kept on instructions for diagnostics of later stages
//! (sanitizer reports, line tables, `-g`).

/// A position in the wend source, kept on instructions for diagnostics of
/// later stages (sanitizer reports, line tables).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SrcLoc {
    pub line: u32,
    pub col: u32,
    /// Whose code it is: 0 for the function's own, `n` for the code of
    /// the inlined call `Function::inlined[n - 1]` (for `-g`: debuggers
    /// show inlined calls as frames). Passes copy it with the position.
    pub scope: u32,
}

impl SrcLoc {
    /// A position in the function's own code.
    pub fn new(line: u32, col: u32) -> SrcLoc {
        SrcLoc { line, col, scope: 0 }
    }
}
