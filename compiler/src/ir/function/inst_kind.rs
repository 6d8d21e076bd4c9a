//! Opcodes: what an instruction does (`InstKind`), the operators it is
//! made with (`BinOp`, `CmpPred`, `CastOp`) and a terminator's successors
//! (`Successors`).
//!
//! Invariant: an instruction's kind holds the blocks it names (a
//! terminator's successors, a phi's incoming blocks) and its operand slots
//! (`uses`) hold the values; the comment on each variant says what its
//! operands mean. The kind's lists are boxed, so an `InstKind` stays 16
//! bytes in every instruction record.

use smallvec::SmallVec;

use super::super::entities::{BlockId, FuncId};
use super::super::types::Type;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    SRem,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub fn llvm_name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::SRem => "srem",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }

    /// Whether the operation can trap at run time (x86 `idiv` faults on a
    /// zero divisor and on `INT_MIN / -1`).
    pub fn may_trap(self) -> bool {
        matches!(self, BinOp::SDiv | BinOp::SRem)
    }

    pub fn is_commutative(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor)
    }
}

/// Signed integer comparison predicates (wend has no unsigned types).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CmpPred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
}

impl CmpPred {
    pub fn llvm_name(self) -> &'static str {
        match self {
            CmpPred::Eq => "eq",
            CmpPred::Ne => "ne",
            CmpPred::Slt => "slt",
            CmpPred::Sle => "sle",
            CmpPred::Sgt => "sgt",
            CmpPred::Sge => "sge",
        }
    }

    /// The predicate that holds exactly when this one does not.
    pub fn inverse(self) -> CmpPred {
        match self {
            CmpPred::Eq => CmpPred::Ne,
            CmpPred::Ne => CmpPred::Eq,
            CmpPred::Slt => CmpPred::Sge,
            CmpPred::Sle => CmpPred::Sgt,
            CmpPred::Sgt => CmpPred::Sle,
            CmpPred::Sge => CmpPred::Slt,
        }
    }

    /// The predicate with its operands swapped: `a < b` is `b > a`.
    pub fn swapped(self) -> CmpPred {
        match self {
            CmpPred::Eq => CmpPred::Eq,
            CmpPred::Ne => CmpPred::Ne,
            CmpPred::Slt => CmpPred::Sgt,
            CmpPred::Sle => CmpPred::Sge,
            CmpPred::Sgt => CmpPred::Slt,
            CmpPred::Sge => CmpPred::Sle,
        }
    }

    pub fn evaluate(self, a: i64, b: i64) -> bool {
        match self {
            CmpPred::Eq => a == b,
            CmpPred::Ne => a != b,
            CmpPred::Slt => a < b,
            CmpPred::Sle => a <= b,
            CmpPred::Sgt => a > b,
            CmpPred::Sge => a >= b,
        }
    }
}

/// Integer conversions (`zext`, `sext`, `trunc`), lane-wise on vectors.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    ZExt,
    SExt,
    Trunc,
}

impl CastOp {
    pub fn llvm_name(self) -> &'static str {
        match self {
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::Trunc => "trunc",
        }
    }
}

/// What an instruction does. Operands live in `InstData::operands`; the
/// comment on each variant gives their meaning.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstKind {
    /// Reserve a stack slot of `ty`; the result is its address (`ptr`).
    Alloca { ty: Type },
    /// `[ptr]`: read the result's type from memory.
    Load,
    /// `[value, ptr]`: write `value` to memory.
    Store,
    /// `[lhs, rhs]`, both of the result's type (scalars or vectors).
    Binary(BinOp),
    /// `[lhs, rhs]`; the result is `i1` (a vector of `i1` for vectors).
    Icmp(CmpPred),
    /// `[value]`: convert to the result's type.
    Cast(CastOp),
    /// `[base, index]`: the address of element `index` (an `i32`, sign
    /// extended) of an array of `elem` starting at `base`.
    Gep { elem: Type },
    /// `[vector, index]`: one lane (`index` is an `i32` constant).
    ExtractElement,
    /// `[vector, value, index]`: the vector with one lane replaced.
    InsertElement,
    /// `[a, b]`: lane `k` of the result is lane `mask[k]` of `a ++ b`
    /// (`-1`: undefined). The two lists of this enum are boxed, so that an
    /// `InstKind` takes 16 bytes instead of 32 in every instruction record.
    ShuffleVector { mask: Box<Vec<i32>> },
    /// `[cond, if_true, if_false]`: `if_true` when the `i1` `cond` is
    /// true, else `if_false` (both of the result's type). On vectors the
    /// choice is per lane: `cond` is an `<N x i1>` with the arms' lanes.
    Select,
    /// `args`; the result has the callee's return type.
    Call { callee: FuncId },
    /// `[v0, v1, …]`: `v_k` is the value when control came from `blocks[k]`.
    Phi { blocks: Box<PhiBlocks> },
    /// Terminator: `[]`.
    Br { dest: BlockId },
    /// Terminator: `[cond]` of type `i1`.
    CondBr { if_true: BlockId, if_false: BlockId },
    /// Terminator: `[]` or `[value]`.
    Ret,
    /// Terminator: control never gets here.
    Unreachable,
}

impl InstKind {
    pub fn is_terminator(&self) -> bool {
        matches!(self, InstKind::Br { .. } | InstKind::CondBr { .. } | InstKind::Ret | InstKind::Unreachable)
    }

    pub fn is_phi(&self) -> bool {
        matches!(self, InstKind::Phi { .. })
    }

    /// Whether the instruction computes its value from its operands alone:
    /// arithmetic (a division may still trap), compares, selects, casts,
    /// `getelementptr` and the vector lane operations. No memory, no
    /// control: two with equal operands are equal (cse), and one whose
    /// operands are loop-invariant is too (licm).
    pub fn is_pure_value(&self) -> bool {
        matches!(
            self,
            InstKind::Binary(_)
                | InstKind::Icmp(_)
                | InstKind::Select
                | InstKind::Cast(_)
                | InstKind::Gep { .. }
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
        )
    }

    /// The blocks a terminator may transfer control to, in order.
    pub fn successors(&self) -> Successors {
        match *self {
            InstKind::Br { dest } => Successors([Some(dest), None], 0),
            InstKind::CondBr { if_true, if_false } => Successors([Some(if_true), Some(if_false)], 0),
            _ => Successors([None, None], 0),
        }
    }

    /// Rename the blocks the instruction names, successors and phi entries,
    /// by `map`: how a copy of a block's code is retargeted at the copies
    /// of its successors (cloning, unrolling, inlining).
    pub fn map_blocks(&mut self, map: impl Fn(BlockId) -> BlockId) {
        match self {
            InstKind::Br { dest } => *dest = map(*dest),
            InstKind::CondBr { if_true, if_false } => {
                *if_true = map(*if_true);
                *if_false = map(*if_false);
            }
            InstKind::Phi { blocks } => blocks.iter_mut().for_each(|b| *b = map(*b)),
            _ => {}
        }
    }

    /// Replace every successor equal to `from` by `to` (used when edges are
    /// redirected, e.g. to a new block).
    pub fn replace_successor(&mut self, from: BlockId, to: BlockId) {
        match self {
            InstKind::Br { dest } if *dest == from => *dest = to,
            InstKind::CondBr { if_true, if_false } => {
                if *if_true == from {
                    *if_true = to;
                }
                if *if_false == from {
                    *if_false = to;
                }
            }
            _ => {}
        }
    }
}

/// The incoming blocks of a phi: most phis merge two paths, so two are
/// kept in the boxed list itself (one allocation per phi, not two).
pub type PhiBlocks = SmallVec<[BlockId; 2]>;

/// Iterator over a terminator's successors (at most two in this IR).
pub struct Successors(pub(super) [Option<BlockId>; 2], pub(super) usize);

impl Iterator for Successors {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        while self.1 < 2 {
            let item = self.0[self.1];
            self.1 += 1;
            if item.is_some() {
                return item;
            }
        }
        None
    }
}
