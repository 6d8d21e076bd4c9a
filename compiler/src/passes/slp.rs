//! SLP vectorizer (Larsen & Amarasinghe, "Exploiting Superword Level
//! Parallelism with Multimedia Instruction Sets", PLDI 2000) — not yet
//! implemented: this pass currently changes nothing.
//!
//! SLP packs isomorphic scalar operations on adjacent memory (stores to
//! `a[i]`, `a[i+1]`, …) into vector operations. wend has no arrays yet, so
//! no program offers adjacent memory accesses to pack; the pass keeps its
//! place in the pipeline (and its name for `--passes` and `--emit-ir`) so
//! that the pipeline already has its final shape. It will be implemented
//! together with arrays.

use super::PassResult;
use crate::ir::Function;

pub fn run(_f: &mut Function) -> PassResult {
    PassResult::default()
}
