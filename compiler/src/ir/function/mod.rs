//! Functions: the arenas of values, instructions and blocks, and the only API
//! that mutates them.
//!
//! This file holds the records (`Function`, `ValueData`, `InstData`,
//! `BlockData`) and makes and frees functions. The API lives in parts, each
//! an `impl Function` block: `values`, `names` (value name hints), `uses`
//! (operand slots and use lists), `insts` (making, placing and removing
//! instructions), `phis`, `layout` (blocks and their order), `debug_values`
//! (for `-g`) and `compact` (renumbering the arenas); `inst_kind` holds the
//! opcodes.
//!
//! Invariant kept by every part: def-use information is exact (see `uses`).
//! The records' fields that carry it are private to this module, so only
//! its parts reach them; what a part lends the others is `pub(super)`.

use rustc_hash::FxHashMap as HashMap;

use super::arena::Arena;
use super::entities::{BlockId, FuncId, GlobalId, InstId, ValueId};
use super::entity_map::EntityMap;
use super::types::Type;

mod analyses;
mod compact;
mod debug_values;
mod inst_kind;
mod insts;
mod layout;
mod names;
mod phis;
mod uses;
mod values;

pub use super::position::SrcLoc;
pub use inst_kind::{BinOp, CastOp, CmpPred, InstKind, PhiBlocks, Successors};
pub(in crate::ir) use insts::NewInst;
pub use uses::{OperandIter, Operands, UserIter, Users};
pub use values::normalize_int;

use names::{NameId, NameTable};
use uses::{Operand, SmallList, Use};

/// A call the inliner replaced by a copy of its callee: the code of scope
/// `n` (see [`SrcLoc::scope`]) is a copy of `callee` made for the call at
/// `call`, whose own scope says which code the call was in (calls nested
/// in inlined code included).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InlinedCall {
    pub callee: FuncId,
    /// The call's position (`None`: not known).
    pub call: Option<SrcLoc>,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// The n-th parameter of the function.
    Param(u32),
    /// The result of an instruction.
    Inst(InstId),
    /// An integer constant (sign-extended to 64 bits; `i1` is 0 or 1).
    Const(i64),
    /// A vector constant: entry `n` of the function's vector-constant table.
    ConstVector(u32),
    /// LLVM's `undef`: any value of the type.
    Undef,
    /// The address of a module global.
    Global(GlobalId),
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub def: ValueDef,
    pub ty: Type,
    /// A readable name for the printer (made unique when printed), as an
    /// index into the function's name table (`Function::value_name`).
    name: Option<NameId>,
    /// One entry per operand slot that uses this value.
    users: SmallList<Use>,
}

#[derive(Clone, Debug)]
pub struct InstData {
    pub kind: InstKind,
    operands: SmallList<Operand>,
    /// The value this instruction defines, if its type is not `void`.
    pub result: Option<ValueId>,
    /// The block holding the instruction; `None` once it has been removed.
    pub block: Option<BlockId>,
    pub loc: Option<SrcLoc>,
}

#[derive(Clone, Debug)]
pub struct BlockData {
    /// Label hint for the printer (made unique when printed).
    pub name: String,
    insts: Vec<InstId>,
}

impl BlockData {
    pub fn insts(&self) -> &[InstId] {
        &self.insts
    }
}

/// A function: signature plus, unless it is only declared, a body of blocks.
#[derive(Clone, Debug)]
pub struct Function {
    /// The symbol name (for wend functions, the wend path: `main.f.g`).
    pub name: String,
    pub params: Vec<ValueId>,
    pub ret_ty: Type,
    /// A declaration has no body; its definition comes from the runtime.
    pub is_declaration: bool,
    /// Where the function is defined in the wend source, if anywhere.
    pub loc: Option<SrcLoc>,
    /// The source file of `loc` and of the instructions' locations: an
    /// index into [`Module::source_files`](super::Module::source_files).
    pub file: u32,
    /// For each parameter, how many bytes from the pointer it holds are
    /// known to be valid to read (LLVM's `dereferenceable(N)`; 0: none
    /// known). Lowering marks static links with their record's size.
    pub dereferenceable: Vec<u64>,
    /// The source variables, for `-g` (a side table no pass reads; see
    /// `debuginfo`).
    pub debug_vars: Vec<super::debuginfo::DebugVar>,
    /// The inlined calls, by scope - 1 (see [`SrcLoc::scope`]).
    pub inlined: Vec<InlinedCall>,
    /// What source variables hold where, for `-g` when optimizing (see
    /// `debuginfo::DebugValue`); kept up to date by `replace_all_uses` and
    /// `compact`, so set with `set_debug_values`.
    debug_values: Vec<super::debuginfo::DebugValue>,
    /// The entries of `debug_values` holding each IR value.
    debug_value_users: HashMap<ValueId, Vec<u32>>,
    /// The entries of `debug_values` holding before each instruction
    /// (their `DebugSpan::Insts`).
    debug_insts: HashMap<InstId, Vec<u32>>,
    /// For `-g`: the `debug_vars` whose values mem2reg follows into
    /// `debug_values` (see `passes::mem2reg::debug_points`); lowering sets
    /// them, mem2reg takes them.
    pub debug_follow: Vec<u32>,
    values: Arena<ValueId, ValueData>,
    names: NameTable,
    insts: Arena<InstId, InstData>,
    blocks: EntityMap<BlockId, BlockData>,
    /// Blocks in program order; the first one is the entry block.
    layout: Vec<BlockId>,
    interned_consts: HashMap<(Type, i64), ValueId>,
    /// Lanes of each vector constant (`ValueDef::ConstVector(n)`).
    const_vectors: Vec<Vec<i64>>,
    interned_vectors: HashMap<(Type, Vec<i64>), ValueId>,
    interned_undefs: HashMap<Type, ValueId>,
    interned_globals: HashMap<GlobalId, ValueId>,
    /// Blocks whose instruction lists still hold instructions removed by
    /// `mark_removed`, or lack instructions made by `insert_inst_deferred`,
    /// until `sweep_removed` brings them up to date.
    unswept: Vec<BlockId>,
    /// Instructions made by `insert_inst_deferred`, as (anchor, new), in
    /// the order made: each goes just before its anchor at the next sweep.
    deferred: Vec<(InstId, InstId)>,
    /// The analyses of the control flow as it is now (see `analyses`).
    analyses: analyses::Results,
}

impl Function {
    /// A new function with no blocks yet. Parameter `i` gets the name hint
    /// `param_names[i]` when given.
    pub fn new(name: impl Into<String>, params: &[(Type, &str)], ret_ty: Type) -> Function {
        let mut f = Function {
            name: name.into(),
            params: Vec::new(),
            ret_ty,
            is_declaration: false,
            loc: None,
            file: 0,
            dereferenceable: vec![0; params.len()],
            debug_vars: Vec::new(),
            inlined: Vec::new(),
            debug_values: Vec::new(),
            debug_value_users: HashMap::default(),
            debug_insts: HashMap::default(),
            debug_follow: Vec::new(),
            values: Arena::new(),
            names: NameTable::default(),
            insts: Arena::new(),
            blocks: EntityMap::new(),
            layout: Vec::new(),
            interned_consts: HashMap::default(),
            const_vectors: Vec::new(),
            interned_vectors: HashMap::default(),
            unswept: Vec::new(),
            deferred: Vec::new(),
            analyses: Default::default(),
            interned_undefs: HashMap::default(),
            interned_globals: HashMap::default(),
        };
        for (i, (ty, name)) in params.iter().enumerate() {
            let hint = if name.is_empty() { None } else { Some(name.to_string()) };
            let v = f.new_value(ValueDef::Param(i as u32), *ty, hint);
            f.params.push(v);
        }
        f
    }

    /// A body-less function whose definition is provided at link time.
    pub fn declaration(name: impl Into<String>, params: &[Type], ret_ty: Type) -> Function {
        let named: Vec<(Type, &str)> = params.iter().map(|t| (*t, "")).collect();
        let mut f = Function::new(name, &named, ret_ty);
        f.is_declaration = true;
        f
    }

    /// Free the body (blocks, instructions and every value but the
    /// parameters), keeping the signature, name and position that calls
    /// and symbol tables need. For a backend done with the function's IR:
    /// the memory goes back before register allocation needs its own.
    /// Afterwards the function is neither a declaration nor a valid
    /// definition and must not be used as IR.
    pub fn release_body(&mut self) {
        self.invalidate_analyses();
        let kept = self.params.len();
        assert!(
            self.params.iter().enumerate().all(|(i, p)| p.index() == i),
            "parameters are the first values of `{}`",
            self.name
        );
        self.values.truncate(kept);
        self.values.shrink_to_fit();
        for param in self.values.values_mut() {
            param.users = SmallList::new();
        }
        self.insts = Arena::new();
        self.blocks = EntityMap::new();
        self.layout = Vec::new();
        self.interned_consts = HashMap::default();
        self.const_vectors = Vec::new();
        self.interned_vectors = HashMap::default();
        self.interned_undefs = HashMap::default();
        self.interned_globals = HashMap::default();
        self.unswept = Vec::new();
        self.deferred = Vec::new();
    }

    pub fn param_types(&self) -> Vec<Type> {
        self.params.iter().map(|&p| self.value(p).ty).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{BlockId, Function};
    use crate::ir::parse::parse_module;

    /// The one function of `text`, and its blocks in layout order (for the
    /// parts' unit tests).
    pub(super) fn function(text: &str) -> (Function, Vec<BlockId>) {
        let module = parse_module(text).expect("the test IR parses");
        let id = module.defined_function_ids()[0];
        let f = module.function(id).clone();
        let blocks = f.layout().to_vec();
        (f, blocks)
    }
}
