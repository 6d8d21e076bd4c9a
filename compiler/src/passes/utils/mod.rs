//! The shared layer under the passes, as LLVM's `Transforms/Utils` is:
//! machinery more than one pass needs, written once and tested here.
//!
//! - `clone`: copying instructions with their operands and successors
//!   renamed (unrolling, loop rotation, runtime unrolling);
//! - `vector`: building vector code in front of a counted loop: the
//!   trip-count guard and where the vector loop stops, splats, the entry
//!   of a header phi moved to a new preheader, the lane types vectors
//!   have (the loop vectorizer, the outer-loop vectorizer, runtime
//!   unrolling, strength reduction);
//! - `cost`: what lane-wise operations cost as scalars and as vectors
//!   (the SLP and loop vectorizers);
//! - `ssa`: Cytron et al.'s renaming walk over the dominator tree (mem2reg
//!   and its debug points).
//!
//! Import rule (`tests/architecture.rs`): a pass imports `ir`, this layer
//! and `remark`, never another pass (the documented exceptions are in
//! ARCHITECTURE.md); nothing here imports a pass.

pub mod clone;
pub mod cost;
pub mod ssa;
pub mod vector;

/// Helpers for the layer's tests: a function from IR text, and its blocks
/// and values by the names the text gave them.
#[cfg(test)]
mod test_ir {
    use crate::ir::parse::parse_module;
    use crate::ir::{BlockId, Function, ValueId};

    pub fn function(text: &str) -> Function {
        let module = parse_module(text).expect("the test IR parses");
        module.function(module.find_function("f").expect("the test IR defines @f")).clone()
    }

    pub fn block(f: &Function, name: &str) -> BlockId {
        f.layout().iter().copied().find(|&b| f.block_name(b) == name).expect("a block of that name")
    }

    pub fn value(f: &Function, name: &str) -> ValueId {
        (0..f.num_values()).map(ValueId::new).find(|&v| f.value_name(v) == Some(name)).expect("a value of that name")
    }

    /// A counted loop `for i in start..10` around one add, in @f.
    pub const COUNTED: &str = "define i32 @f(i32 %start) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %start, %entry ], [ %next, %body ]
  %more = icmp slt i32 %i, 10
  br i1 %more, label %body, label %out
body:
  %next = add i32 %i, 1
  br label %loop
out:
  ret i32 %i
}
";
}
