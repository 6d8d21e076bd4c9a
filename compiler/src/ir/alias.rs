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

/// The wend variable a load or store through `ptr` accesses, for remarks
/// (`a[i]` gives "a"): the name of the value under the element
/// `getelementptr`s, which lowering names after the variable (its slot,
/// or its frame-record field), without the suffix that makes each copy's
/// name unique (`z.1`). `None` where the pointer has no such name.
pub fn variable_name(f: &Function, mut ptr: ValueId) -> Option<&str> {
    while let Some(i) = f.defining_inst(ptr) {
        // Byte offsets are record fields: the field itself is named.
        match f.inst(i).kind {
            InstKind::Gep { elem } if elem != super::Type::I8 => ptr = f.inst(i).operands()[0],
            _ => break,
        }
    }
    let name = f.value_name(ptr)?;
    name.split('.').next().filter(|n| !n.is_empty())
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

/// The bytes an access reaches, relative to the pointer its address is
/// computed from through `getelementptr`s (its *base*): from `lo` to `hi`
/// (exclusive; `None`: no upper bound known).
///
/// A constant index moves both ends. A variable index is an array index,
/// which wend requires to be in bounds (`0..N`, undefined behaviour
/// otherwise), so it never moves below the array's start: it keeps `lo`
/// and drops `hi`. This is what lets a store into an array inside a frame
/// record leave the record's scalar fields, which lowering places before
/// its arrays, known unchanged.
#[derive(Copy, Clone, Debug)]
pub struct Location {
    pub base: ValueId,
    pub root: Root,
    pub lo: i64,
    pub hi: Option<i64>,
}

impl Location {
    /// The location of an access of `size` bytes through `ptr`.
    pub fn of(f: &Function, ptr: ValueId, size: u64) -> Location {
        let (mut p, mut lo, mut bounded) = (ptr, 0i64, true);
        while let Some(i) = f.defining_inst(p) {
            let InstKind::Gep { elem } = f.inst(i).kind else { break };
            let ops = f.inst(i).operands();
            match f.as_const(ops[1]) {
                Some(index) => lo = lo.saturating_add(index.saturating_mul(elem.alloc_size() as i64)),
                None => bounded = false,
            }
            p = ops[0];
        }
        let hi = bounded.then(|| lo.saturating_add(size as i64));
        Location { base: p, root: root(f, p), lo, hi }
    }

    /// Whether the two locations may share a byte.
    pub fn may_overlap(&self, other: &Location) -> bool {
        if !may_alias(self.root, other.root) {
            return false;
        }
        if self.base != other.base {
            return true;
        }
        let below = |a: &Location, b: &Location| a.hi.is_some_and(|hi| hi <= b.lo);
        !(below(self, other) || below(other, self))
    }

    /// Whether these bytes are known valid to read wherever the function
    /// runs: inside one of its stack slots, inside the memory a
    /// `dereferenceable(N)` parameter points to, or at the start of a
    /// global. Only constant offsets count (a variable index may be out of
    /// bounds where the access would not have run).
    pub fn is_dereferenceable(&self, f: &Function) -> bool {
        let Some(hi) = self.hi else { return false };
        if self.lo < 0 {
            return false;
        }
        let valid_bytes = match f.value(self.base).def {
            ValueDef::Param(k) => f.dereferenceable.get(k as usize).copied().unwrap_or(0),
            ValueDef::Global(_) => return self.lo == 0,
            ValueDef::Inst(i) => match f.inst(i).kind {
                InstKind::Alloca { ty } => ty.alloc_size(),
                _ => 0,
            },
            _ => 0,
        };
        hi as u64 <= valid_bytes
    }
}
