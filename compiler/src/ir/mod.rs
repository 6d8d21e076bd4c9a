//! wendc's intermediate representation: an LLVM-style SSA IR.
//!
//! The shape follows LLVM so that every stage can be printed as LLVM IR and
//! checked by LLVM's own tools: functions of basic blocks, each ending in one
//! terminator; instructions that define at most one value; `alloca`/`load`/
//! `store` for memory; `phi` for SSA merges. The data layout follows
//! Cranelift: typed indices into arenas (see `entities` and `arena`), with
//! def-use lists kept exact by the mutation API in `function`; analyses keep
//! their per-block and per-value facts in side tables keyed by the same ids
//! (`entity_map`).

pub mod alias;
pub mod arena;
pub mod builder;
pub mod cfg;
pub mod debuginfo;
pub mod dom;
pub mod dot;
pub mod entities;
pub mod entity_map;
pub mod externals;
pub mod fold;
pub mod function;
pub mod intrinsics;
pub mod loops;
pub mod module;
pub mod parse;
pub mod position;
pub mod print;
pub mod svg;
pub mod types;
pub mod verify;

pub use builder::Builder;
pub use debuginfo::{DebugHome, DebugSpan, DebugType, DebugValue, DebugValueKind, DebugVar};
pub use entities::{BlockId, EntityId, FuncId, GlobalId, InstId, ValueId};
pub use entity_map::{EntityMap, EntitySet, SparseMap};
pub use externals::ExternalFunctions;
pub use function::{
    normalize_int, BinOp, CastOp, CmpPred, Function, InlinedCall, InstData, InstKind, PhiBlocks, SrcLoc, ValueDef,
};
pub use module::{Global, Module};
pub use types::{IntType, Type};
