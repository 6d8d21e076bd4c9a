//! Alias analysis by underlying object: which memory a pointer may reach,
//! as far as wendc's IR lets us know it without any other analysis.
//!
//! A pointer is traced back through `getelementptr`s to the value it is
//! derived from, its *root* (LLVM's `getUnderlyingObject`). Two pointers
//! with different roots may still overlap, except where the IR proves they
//! cannot: two different stack slots of one function never overlap, and a
//! pointer the function received, or a global's address, cannot point
//! into the function's own frame (the frame did not exist when that
//! pointer was made). Everything else — a loaded or merged pointer — may
//! point anywhere. This is the basic part of LLVM's BasicAA, enough for
//! licm and for cse's redundant-load elimination.

use super::{Function, InstId, InstKind, ValueDef, ValueId};

/// Where a pointer points, as far as aliasing goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Root {
    /// A stack slot of this function (its `alloca`).
    Slot(InstId),
    /// A pointer the function received.
    Param,
    /// A global's address.
    Global,
    /// Anything else (a loaded or merged pointer).
    Unknown,
}

/// The root of pointer `p`.
pub fn root(f: &Function, mut p: ValueId) -> Root {
    loop {
        match f.value(p).def {
            ValueDef::Param(_) => return Root::Param,
            ValueDef::Global(_) => return Root::Global,
            ValueDef::Inst(i) => match f.inst(i).kind {
                InstKind::Alloca { .. } => return Root::Slot(i),
                InstKind::Gep { .. } => p = f.inst(i).operands()[0],
                _ => return Root::Unknown,
            },
            _ => return Root::Unknown,
        }
    }
}

/// Whether memory reached from root `a` may overlap memory reached from `b`.
pub fn may_alias(a: Root, b: Root) -> bool {
    match (a, b) {
        (Root::Slot(x), Root::Slot(y)) => x == y,
        (Root::Slot(_), Root::Param | Root::Global) | (Root::Param | Root::Global, Root::Slot(_)) => false,
        _ => true,
    }
}
