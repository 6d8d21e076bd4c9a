//! What every pass is given and gives back: the target facts it may need
//! (`PassOptions`) and what it did, as remarks (`PassResult`).

use super::remark::Remark;

/// The plural `s` of a count in a pass summary ("1 phi", "2 phis").
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// What a pass did to one function, as remarks (see [`remark`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassResult {
    /// What was done, and why not where nothing was; empty: nothing to
    /// say.
    pub remarks: Vec<Remark>,
}

impl PassResult {
    /// One remark about the whole function: what changed.
    pub fn changed(summary: String) -> PassResult {
        PassResult { remarks: vec![Remark::done_in_function(summary)] }
    }

    /// A loop pass's result: `headline` (a count over the function), then
    /// one remark per loop (what it did to it, or why it left it);
    /// nothing to say without remarks.
    pub fn with_remarks(headline: String, remarks: Vec<Remark>) -> PassResult {
        if remarks.is_empty() {
            return PassResult::default();
        }
        let mut all = vec![Remark::summary(headline)];
        all.extend(remarks);
        PassResult { remarks: all }
    }

    /// Add remarks (why something was not done) to a result.
    pub fn and(mut self, remarks: Vec<Remark>) -> PassResult {
        self.remarks.extend(remarks);
        self
    }
}

/// What passes may need to know about the target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassOptions {
    /// Width of the target's vector registers: 128 (SSE, x86-64-v2) or 256
    /// (AVX2). The SLP vectorizer sizes its vectors by it.
    pub vector_bits: u32,
    /// Whether the sanitizer's checks are built in: passes must then keep
    /// every wend function's frame (the inliner does nothing).
    pub sanitizing: bool,
}

impl Default for PassOptions {
    fn default() -> PassOptions {
        PassOptions { vector_bits: 128, sanitizing: false }
    }
}
