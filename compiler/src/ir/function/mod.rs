//! Functions: the arenas of values, instructions and blocks, and the only API
//! that mutates them.
//!
//! Invariant kept by every method here: def-use information is exact. Each
//! value records one entry in `users` per operand slot that refers to it, so
//! `replace_all_uses` cannot miss a use and a value with no users is truly
//! dead. Operands are private to this module for that reason: passes change
//! them through `set_operand`, `replace_all_uses`, the phi helpers and
//! `remove_inst`, which keep both directions in sync.
//!
//! Use lists are indexed both ways, as LLVM's `Use` objects are: a use
//! entry records which operand slot of its user it stands for, and each
//! operand slot records where its entry sits in the value's list. Dropping
//! a use is then a `swap_remove` plus one fix-up, O(1) however many users
//! the value has (a variable's stack slot in a long function has one per
//! load and store; scanning its list per removal made mem2reg quadratic).
//!
//! Removing an instruction from its block's list is O(block) (`remove_inst`);
//! passes that delete many use `mark_removed`, O(1), then one
//! `sweep_removed` per function, which compacts every touched block once.

use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

use smallvec::SmallVec;

use super::arena::Arena;
use super::entities::{BlockId, FuncId, GlobalId, InstId, ValueId};
use super::entity_map::{EntityMap, EntitySet};
use super::types::Type;

pub use super::position::SrcLoc;

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
pub struct Successors([Option<BlockId>; 2], usize);

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

/// Operand and use lists: most instructions have at most two operands and
/// most values one or two users, so two entries are kept in place, with no
/// allocation of their own (a large function has millions of such lists;
/// allocating each was a tenth of the compile time and most of the IR's
/// memory). Two eight-byte entries fill the space the list's heap pointer
/// and length take anyway, so the list is 24 bytes either way.
type SmallList<T> = SmallVec<[T; 2]>;

/// One operand slot of an instruction: the value it uses, and where the
/// matching [`Use`] sits in that value's list of users.
#[derive(Copy, Clone, Debug)]
struct Operand {
    value: ValueId,
    use_pos: u32,
}

/// One entry of a value's list of users: the instruction, and which of its
/// operand slots refers to the value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Use {
    user: InstId,
    slot: u32,
}

/// The operands of an instruction, in order (a view of its operand slots
/// that hides the def-use bookkeeping kept beside each value).
#[derive(Copy, Clone)]
pub struct Operands<'a>(&'a [Operand]);

impl<'a> Operands<'a> {
    pub fn len(self) -> usize {
        self.0.len()
    }

    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(self) -> OperandIter<'a> {
        OperandIter(self.0.iter())
    }

    pub fn first(self) -> Option<&'a ValueId> {
        self.0.first().map(|o| &o.value)
    }

    pub fn get(self, index: usize) -> Option<&'a ValueId> {
        self.0.get(index).map(|o| &o.value)
    }

    pub fn to_vec(self) -> Vec<ValueId> {
        self.iter().copied().collect()
    }

    pub fn contains(self, v: &ValueId) -> bool {
        self.0.iter().any(|o| o.value == *v)
    }

    /// The operands as an array of `N`, if there are exactly `N`.
    pub fn as_array<const N: usize>(self) -> Option<[ValueId; N]> {
        (self.0.len() == N).then(|| std::array::from_fn(|k| self.0[k].value))
    }
}

impl std::ops::Index<usize> for Operands<'_> {
    type Output = ValueId;
    fn index(&self, index: usize) -> &ValueId {
        &self.0[index].value
    }
}

impl<'a> IntoIterator for Operands<'a> {
    type Item = &'a ValueId;
    type IntoIter = OperandIter<'a>;
    fn into_iter(self) -> OperandIter<'a> {
        self.iter()
    }
}

impl std::fmt::Debug for Operands<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

pub struct OperandIter<'a>(std::slice::Iter<'a, Operand>);

impl<'a> Iterator for OperandIter<'a> {
    type Item = &'a ValueId;
    fn next(&mut self) -> Option<&'a ValueId> {
        self.0.next().map(|o| &o.value)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for OperandIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|o| &o.value)
    }
}

impl ExactSizeIterator for OperandIter<'_> {}

/// The users of a value: one entry per operand slot that refers to it (an
/// instruction using the value twice is listed twice), in no set order.
#[derive(Copy, Clone)]
pub struct Users<'a>(&'a [Use]);

impl<'a> Users<'a> {
    pub fn len(self) -> usize {
        self.0.len()
    }

    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(self) -> UserIter<'a> {
        UserIter(self.0.iter())
    }

    pub fn first(self) -> Option<&'a InstId> {
        self.0.first().map(|u| &u.user)
    }

    pub fn to_vec(self) -> Vec<InstId> {
        self.iter().copied().collect()
    }

    /// The only user, if there is exactly one use.
    pub fn only(self) -> Option<InstId> {
        match self.0 {
            [u] => Some(u.user),
            _ => None,
        }
    }
}

impl<'a> IntoIterator for Users<'a> {
    type Item = &'a InstId;
    type IntoIter = UserIter<'a>;
    fn into_iter(self) -> UserIter<'a> {
        self.iter()
    }
}

pub struct UserIter<'a>(std::slice::Iter<'a, Use>);

impl<'a> Iterator for UserIter<'a> {
    type Item = &'a InstId;
    fn next(&mut self) -> Option<&'a InstId> {
        self.0.next().map(|u| &u.user)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for UserIter<'_> {}

/// A value's name hint in its function's table of names: a function's
/// values share a few hundred distinct names (one per source variable and
/// temporary kind), so each value keeps four bytes instead of a string.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct NameId(u32);

/// The distinct value names of one function.
#[derive(Clone, Debug, Default)]
struct NameTable {
    names: Vec<Arc<str>>,
    ids: HashMap<Arc<str>, NameId>,
}

impl NameTable {
    fn intern(&mut self, name: &str) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = NameId(u32::try_from(self.names.len()).expect("fewer than 2^32 names"));
        let shared: Arc<str> = name.into();
        self.names.push(shared.clone());
        self.ids.insert(shared, id);
        id
    }

    fn get(&self, id: NameId) -> &str {
        &self.names[id.0 as usize]
    }
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

impl InstData {
    pub fn operands(&self) -> Operands<'_> {
        Operands(&self.operands)
    }
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

    // ----- values -----

    fn new_value(&mut self, def: ValueDef, ty: Type, name: Option<String>) -> ValueId {
        let name = name.map(|n| self.names.intern(&n));
        self.values.push(ValueData { def, ty, name, users: SmallList::new() })
    }

    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v]
    }

    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    pub fn set_value_name(&mut self, v: ValueId, name: impl Into<String>) {
        self.values[v].name = Some(self.names.intern(&name.into()));
    }

    /// Give `to` the name hint of `from` (the same interned name: cheaper
    /// than naming it again when many values share a name).
    pub fn copy_value_name(&mut self, from: ValueId, to: ValueId) {
        self.values[to].name = self.values[from].name;
    }

    /// The name hint of `v`, if it has one.
    pub fn value_name(&self, v: ValueId) -> Option<&str> {
        self.values[v].name.map(|id| self.names.get(id))
    }

    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// The instructions using `v`, once per operand slot.
    pub fn users(&self, v: ValueId) -> Users<'_> {
        Users(&self.values[v].users)
    }

    pub fn has_users(&self, v: ValueId) -> bool {
        !self.values[v].users.is_empty()
    }

    /// The integer constant `value` of type `ty` (interned: equal constants
    /// are the same `ValueId`). Values are normalised to the type's width.
    pub fn const_int(&mut self, ty: Type, value: i64) -> ValueId {
        let value = match ty {
            Type::Int(it) => normalize_int(value, it.bits()),
            _ => panic!("const_int of non-integer type {ty}"),
        };
        if let Some(&v) = self.interned_consts.get(&(ty, value)) {
            return v;
        }
        let v = self.new_value(ValueDef::Const(value), ty, None);
        self.interned_consts.insert((ty, value), v);
        v
    }

    /// The vector constant of type `ty` with the given lanes (interned).
    pub fn const_vector(&mut self, ty: Type, lanes: &[i64]) -> ValueId {
        let Type::Vector { elem, lanes: n } = ty else { panic!("const_vector of non-vector type {ty}") };
        assert_eq!(n as usize, lanes.len(), "lane count of {ty}");
        let lanes: Vec<i64> = lanes.iter().map(|&v| normalize_int(v, elem.bits())).collect();
        if let Some(&v) = self.interned_vectors.get(&(ty, lanes.clone())) {
            return v;
        }
        let id = self.const_vectors.len() as u32;
        self.const_vectors.push(lanes.clone());
        let v = self.new_value(ValueDef::ConstVector(id), ty, None);
        self.interned_vectors.insert((ty, lanes), v);
        v
    }

    /// The lanes of a vector constant.
    pub fn vector_lanes(&self, v: ValueId) -> Option<&[i64]> {
        match self.values[v].def {
            ValueDef::ConstVector(id) => Some(&self.const_vectors[id as usize]),
            _ => None,
        }
    }

    pub fn const_bool(&mut self, value: bool) -> ValueId {
        self.const_int(Type::I1, value as i64)
    }

    pub fn undef(&mut self, ty: Type) -> ValueId {
        if let Some(&v) = self.interned_undefs.get(&ty) {
            return v;
        }
        let v = self.new_value(ValueDef::Undef, ty, None);
        self.interned_undefs.insert(ty, v);
        v
    }

    /// The `undef` values of the function (one per type in use).
    pub fn undef_values(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.interned_undefs.values().copied()
    }

    pub fn global_addr(&mut self, g: GlobalId) -> ValueId {
        if let Some(&v) = self.interned_globals.get(&g) {
            return v;
        }
        let v = self.new_value(ValueDef::Global(g), Type::Ptr, None);
        self.interned_globals.insert(g, v);
        v
    }

    /// The constant behind `v`, if it is one.
    pub fn as_const(&self, v: ValueId) -> Option<i64> {
        match self.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }

    /// The instruction defining `v`, if it is an instruction result.
    pub fn defining_inst(&self, v: ValueId) -> Option<InstId> {
        match self.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        }
    }

    // ----- blocks -----

    /// Create a block and append it to the layout.
    pub fn create_block(&mut self, name: impl Into<String>) -> BlockId {
        let id = self.create_unplaced_block(name);
        self.append_block(id);
        id
    }

    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b]
    }

    pub fn block_name(&self, b: BlockId) -> &str {
        &self.blocks[b].name
    }

    /// Blocks in program order; the entry block first.
    pub fn layout(&self) -> &[BlockId] {
        &self.layout
    }

    /// Number of block slots in the arena (including removed blocks); the
    /// bound for side tables of blocks (`EntityMap`, `EntitySet`).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    pub fn entry_block(&self) -> Option<BlockId> {
        self.layout.first().copied()
    }

    /// The last instruction of `b` if it is a terminator.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        let last = *self.blocks[b].insts.last()?;
        self.insts[last].kind.is_terminator().then_some(last)
    }

    pub fn successors(&self, b: BlockId) -> Successors {
        match self.terminator(b) {
            Some(t) => self.insts[t].kind.successors(),
            None => Successors([None, None], 0),
        }
    }

    /// Create a block outside the layout, for a front end that knows where
    /// it will go only later and places it with [`Self::append_block`]
    /// (moving a block made with [`Self::create_block`] searches the layout).
    pub fn create_unplaced_block(&mut self, name: impl Into<String>) -> BlockId {
        self.blocks.push(BlockData { name: name.into(), insts: Vec::new() })
    }

    /// Append `b`, made by [`Self::create_unplaced_block`] and not placed
    /// yet, to the layout.
    pub fn append_block(&mut self, b: BlockId) {
        self.layout.push(b);
    }

    /// Move `b` to the end of the layout (front ends create blocks before
    /// they know where their code will go). The search starts at the end,
    /// where a recently created block is, so lowering stays linear.
    pub fn move_block_to_end(&mut self, b: BlockId) {
        if let Some(pos) = self.layout.iter().rposition(|&x| x == b) {
            self.layout.remove(pos);
        }
        self.layout.push(b);
    }

    /// Move `blocks` to the end of the layout, in the given order, with one
    /// pass over the layout (moving them one at a time would cost the
    /// layout's length per block).
    pub fn move_blocks_to_end(&mut self, blocks: &[BlockId]) {
        let mut moving = EntitySet::with_capacity(self.block_capacity());
        for &b in blocks {
            moving.insert(b);
        }
        self.layout.retain(|&b| !moving.contains(b));
        self.layout.extend_from_slice(blocks);
    }

    /// Move `b` to the front of the layout, making it the entry block.
    pub fn move_block_to_front(&mut self, b: BlockId) {
        self.layout.retain(|&x| x != b);
        self.layout.insert(0, b);
    }

    /// Move each group of blocks of `placements` right after its block, in
    /// the group's order, with one pass over the layout (moving blocks one
    /// at a time would cost blocks × layout in a pass that adds blocks all
    /// over a large function). Placing after a block
    /// that is itself placed puts the group after it, wherever it goes.
    pub fn place_blocks_after(&mut self, placements: &[(BlockId, Vec<BlockId>)]) {
        let mut moved = EntitySet::with_capacity(self.blocks.len());
        let mut groups: rustc_hash::FxHashMap<BlockId, Vec<usize>> = rustc_hash::FxHashMap::default();
        for (k, (after, group)) in placements.iter().enumerate() {
            groups.entry(*after).or_default().push(k);
            for &b in group {
                moved.insert(b);
            }
        }
        fn place(
            b: BlockId,
            out: &mut Vec<BlockId>,
            placements: &[(BlockId, Vec<BlockId>)],
            groups: &rustc_hash::FxHashMap<BlockId, Vec<usize>>,
        ) {
            out.push(b);
            for &k in groups.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                for &c in &placements[k].1 {
                    place(c, out, placements, groups);
                }
            }
        }
        let mut layout = Vec::with_capacity(self.layout.len());
        for &b in &self.layout {
            if !moved.contains(b) {
                place(b, &mut layout, placements, &groups);
            }
        }
        self.set_layout(layout);
    }

    /// Replace the layout by `layout`, which must hold the same blocks (the
    /// entry block first).
    pub fn set_layout(&mut self, layout: Vec<BlockId>) {
        debug_assert!(
            {
                let (mut a, mut b) = (self.layout.clone(), layout.clone());
                a.sort();
                b.sort();
                a == b
            },
            "set_layout must permute the layout"
        );
        self.layout = layout;
    }

    /// Create one phi with no entries yet per type of `types`, at the top of
    /// `b` in this order (before its instructions, with one shift of the
    /// block's list for all of them). Their records are consecutive in the
    /// arena, so passes that then visit them block by block read memory in
    /// order.
    pub fn prepend_phis(&mut self, b: BlockId, types: &[Type]) -> Vec<InstId> {
        let phis: Vec<InstId> = types
            .iter()
            .map(|&ty| {
                let phi = self.create_inst(InstKind::Phi { blocks: Box::default() }, &[], ty, None, None);
                self.insts[phi].block = Some(b);
                phi
            })
            .collect();
        self.blocks[b].insts.splice(0..0, phis.iter().copied());
        phis
    }

    /// Move the instructions `insts` (each in some block) into `to`, in this
    /// order, starting at position `index`: one pass over each block they
    /// leave and one over `to`.
    pub fn move_insts(&mut self, insts: &[InstId], to: BlockId, index: usize) {
        for &i in insts {
            let from = self.insts[i].block.take().expect("the instruction is in a block");
            self.unswept.push(from);
        }
        self.sweep_removed();
        for &i in insts {
            self.insts[i].block = Some(to);
        }
        self.blocks[to].insts.splice(index..index, insts.iter().copied());
    }

    /// How many allocas open the entry block (where lowering, the inliner
    /// and reg2mem put stack slots, and where mem2reg looks for them).
    pub fn entry_alloca_count(&self) -> usize {
        let Some(entry) = self.entry_block() else { return 0 };
        self.block(entry).insts().iter().take_while(|&&i| matches!(self.inst(i).kind, InstKind::Alloca { .. })).count()
    }

    /// Move `allocas` (made anywhere) to the entry block, in this order,
    /// after the allocas already there: one splice for all of them.
    pub fn move_allocas_to_entry(&mut self, allocas: &[InstId]) {
        let entry = self.entry_block().expect("the function has an entry block");
        // Allocas made in the entry block itself are appended after its
        // terminator: counting first keeps them out of the count.
        let own = self.entry_alloca_count();
        self.move_insts(allocas, entry, own);
    }

    /// Split `b` before its instruction at `index`: the instructions from
    /// `index` on (the terminator among them) move to a new block, and the
    /// phis of `b`'s successors now name the new block as their
    /// predecessor. `b` is left without a terminator; the caller gives it
    /// one. The new block is left at the end of the layout for the caller
    /// to place ([`Self::place_blocks_after`], once for many splits:
    /// placing each as it is made would cost the layout's length).
    pub fn split_block_unplaced(&mut self, b: BlockId, index: usize, name: impl Into<String>) -> BlockId {
        let tail = self.create_block(name);
        let moved = self.blocks[b].insts.split_off(index);
        for &i in &moved {
            self.insts[i].block = Some(tail);
        }
        self.blocks[tail].insts = moved;
        let successors: Vec<BlockId> = self.successors(tail).collect();
        for succ in successors {
            for phi in self.block_phis(succ) {
                if let InstKind::Phi { blocks } = &mut self.insts[phi].kind {
                    for pred in blocks.iter_mut().filter(|p| **p == b) {
                        *pred = tail;
                    }
                }
            }
        }
        tail
    }

    /// Remove a block from the layout, deleting its instructions. The caller
    /// must have removed every reference to the block (branches, phi entries).
    pub fn remove_block(&mut self, b: BlockId) {
        self.remove_blocks(&[b]);
    }

    /// [`Self::remove_block`] for many blocks, with one pass over the
    /// layout (one per block would cost blocks × layout).
    pub fn remove_blocks(&mut self, dead: &[BlockId]) {
        let mut gone = EntitySet::with_capacity(self.blocks.len());
        for &b in dead {
            gone.insert(b);
            self.clear_block(b);
        }
        self.layout.retain(|&x| !gone.contains(x));
    }

    /// Remove the instructions of `b` (their operand uses go at once), but
    /// leave `b` in the layout, empty, for [`Self::rearrange_layout`] to
    /// remove with others in one pass.
    pub fn clear_block(&mut self, b: BlockId) {
        let insts = std::mem::take(&mut self.blocks[b].insts);
        for &i in insts.iter().rev() {
            self.detach_operands(i);
            self.insts[i].block = None;
        }
    }

    /// Several layout changes in one pass over the layout: the blocks of
    /// `removed` leave it (clear them first: [`Self::clear_block`]), each
    /// `(b, anchor)` of `before` puts `b` right in front of `anchor`, each
    /// of `after` right behind it (several at one anchor: in the order
    /// given). Moving blocks one at a time would cost the layout's length
    /// per block.
    pub fn rearrange_layout(
        &mut self,
        removed: &[BlockId],
        before: &[(BlockId, BlockId)],
        after: &[(BlockId, BlockId)],
    ) {
        let capacity = self.blocks.len();
        let (mut skip, mut anchored) = (EntitySet::with_capacity(capacity), EntitySet::with_capacity(capacity));
        let mut ahead: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        let mut behind: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in removed {
            skip.insert(b);
        }
        for &(b, anchor) in before {
            skip.insert(b);
            anchored.insert(anchor);
            ahead.entry(anchor).or_default().push(b);
        }
        for &(b, anchor) in after {
            skip.insert(b);
            anchored.insert(anchor);
            behind.entry(anchor).or_default().push(b);
        }
        // A moved block may anchor others in turn: place it with them.
        fn place(
            b: BlockId,
            out: &mut Vec<BlockId>,
            ahead: &HashMap<BlockId, Vec<BlockId>>,
            behind: &HashMap<BlockId, Vec<BlockId>>,
        ) {
            for &x in ahead.get(&b).into_iter().flatten() {
                place(x, out, ahead, behind);
            }
            out.push(b);
            for &x in behind.get(&b).into_iter().flatten() {
                place(x, out, ahead, behind);
            }
        }
        let old = std::mem::take(&mut self.layout);
        let mut layout = Vec::with_capacity(old.len());
        for b in old {
            if skip.contains(b) {
                continue;
            }
            if anchored.contains(b) {
                place(b, &mut layout, &ahead, &behind);
            } else {
                layout.push(b);
            }
        }
        self.layout = layout;
    }

    // ----- instructions -----

    pub fn inst(&self, i: InstId) -> &InstData {
        &self.insts[i]
    }

    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    /// The value defined by instruction `i` (panics for void instructions).
    pub fn inst_result(&self, i: InstId) -> ValueId {
        self.insts[i].result.expect("instruction has no result")
    }

    /// Create an instruction (not yet in any block). `result_ty` is `Void`
    /// for instructions that define no value.
    fn create_inst(
        &mut self,
        kind: InstKind,
        operands: &[ValueId],
        result_ty: Type,
        name: Option<String>,
        loc: Option<SrcLoc>,
    ) -> InstId {
        let id = self.insts.next_id();
        let result = (result_ty != Type::Void).then(|| self.new_value(ValueDef::Inst(id), result_ty, name));
        let slots = operands.iter().map(|&value| Operand { value, use_pos: 0 }).collect();
        let pushed = self.insts.push(InstData { kind, operands: slots, result, block: None, loc });
        debug_assert_eq!(pushed, id);
        for (slot, &op) in operands.iter().enumerate() {
            self.add_use(op, id, slot);
        }
        id
    }

    /// Insert a new instruction into `block` at position `index`.
    #[allow(clippy::too_many_arguments)]
    pub fn insert_inst(
        &mut self,
        block: BlockId,
        index: usize,
        kind: InstKind,
        operands: &[ValueId],
        result_ty: Type,
        name: Option<String>,
        loc: Option<SrcLoc>,
    ) -> InstId {
        let next = self.blocks[block].insts.get(index).copied();
        let id = self.create_inst(kind, operands, result_ty, name, loc);
        self.insts[id].block = Some(block);
        self.blocks[block].insts.insert(index, id);
        self.inherit_debug_records(id, next);
        id
    }

    /// Make a new instruction that goes just before `anchor` (an
    /// instruction of a block's list, possibly already `mark_removed`) in
    /// O(1): it belongs to `block`, `anchor`'s block, at once, but enters
    /// the block's list only at the next [`Self::sweep_removed`], which the
    /// caller must run before anything else reads the blocks (the verifier
    /// checks). Instructions made before one anchor keep the order they
    /// were made in. A pass that inserts many instructions into one long
    /// block uses this instead of `insert_inst`, whose cost is the block's
    /// length.
    #[allow(clippy::too_many_arguments)]
    pub fn insert_inst_deferred(
        &mut self,
        anchor: InstId,
        block: BlockId,
        kind: InstKind,
        operands: &[ValueId],
        result_ty: Type,
        name: Option<String>,
        loc: Option<SrcLoc>,
    ) -> InstId {
        let id = self.create_inst(kind, operands, result_ty, name, loc);
        self.insts[id].block = Some(block);
        self.inherit_debug_records(id, Some(anchor));
        self.deferred.push((anchor, id));
        self.unswept.push(block);
        id
    }

    /// What the variables hold before `next`, the instruction a new one
    /// `id` now precedes, they hold before `id` (`debuginfo::DebugValue`).
    fn inherit_debug_records(&mut self, id: InstId, next: Option<InstId>) {
        if self.debug_insts.is_empty() {
            return;
        }
        let Some(entries) = next.and_then(|next| self.debug_insts.get(&next)).cloned() else { return };
        for k in entries {
            if let super::debuginfo::DebugSpan::Insts(insts) = &mut self.debug_values[k as usize].span {
                insts.push(id);
                self.debug_insts.entry(id).or_default().push(k);
            }
        }
    }

    /// Append a new instruction at the end of `block`.
    pub fn append_inst(
        &mut self,
        block: BlockId,
        kind: InstKind,
        operands: &[ValueId],
        result_ty: Type,
        name: Option<String>,
        loc: Option<SrcLoc>,
    ) -> InstId {
        let index = self.blocks[block].insts.len();
        self.insert_inst(block, index, kind, operands, result_ty, name, loc)
    }

    /// Position of `i` inside its block.
    pub fn inst_index(&self, i: InstId) -> usize {
        let b = self.insts[i].block.expect("instruction is not in a block");
        self.blocks[b].insts.iter().position(|&x| x == i).expect("block/instruction out of sync")
    }

    /// [`Self::inst_index`], searching from the end of the block: O(1) for
    /// an instruction near the end.
    pub fn inst_index_from_end(&self, i: InstId) -> usize {
        let b = self.insts[i].block.expect("instruction is not in a block");
        self.blocks[b].insts.iter().rposition(|&x| x == i).expect("block/instruction out of sync")
    }

    /// Change operand `index` of `i` to `v`, keeping use lists exact.
    pub fn set_operand(&mut self, i: InstId, index: usize, v: ValueId) {
        let old = self.insts[i].operands[index].value;
        if old == v {
            return;
        }
        if self.debug_value_users.contains_key(&old) {
            // Some uses of `old` now take another value: where the source
            // variable holds `old` is no longer known.
            let values = std::mem::take(&mut self.debug_values);
            self.set_debug_values(
                values.into_iter().filter(|d| d.value != super::debuginfo::DebugValueKind::Value(old)).collect(),
            );
        }
        self.remove_use(i, index);
        self.insts[i].operands[index].value = v;
        self.add_use(v, i, index);
    }

    /// Give `i` a new kind and new operands in place: its result (so every
    /// use of it), block, position and source location stay. The caller
    /// keeps the result's type right for the new kind (as reg2mem turning a
    /// phi into a load of the same type).
    pub fn rewrite_inst(&mut self, i: InstId, kind: InstKind, operands: &[ValueId]) {
        self.detach_operands(i);
        let data = &mut self.insts[i];
        data.kind = kind;
        data.operands = operands.iter().map(|&value| Operand { value, use_pos: 0 }).collect();
        for (slot, &op) in operands.iter().enumerate() {
            self.add_use(op, i, slot);
        }
    }

    /// Mutable access to what an instruction does (not to its operands).
    pub fn inst_kind_mut(&mut self, i: InstId) -> &mut InstKind {
        &mut self.insts[i].kind
    }

    /// Make every use of `old` a use of `new`.
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        if old == new {
            return;
        }
        if let Some(entries) = self.debug_value_users.remove(&old) {
            for &k in &entries {
                self.debug_values[k as usize].value = super::debuginfo::DebugValueKind::Value(new);
            }
            self.debug_value_users.entry(new).or_default().extend(entries);
        }
        let users = std::mem::take(&mut self.values[old].users);
        // One entry per slot: an instruction using `old` twice appears twice.
        for Use { user, slot } in users {
            self.insts[user].operands[slot as usize].value = new;
            self.add_use(new, user, slot as usize);
        }
    }

    /// Delete `i` from its block and drop its operand uses. Its result must
    /// have no remaining users.
    pub fn remove_inst(&mut self, i: InstId) {
        if let Some(r) = self.insts[i].result {
            assert!(self.values[r].users.is_empty(), "removing {i:?} whose result still has users");
        }
        self.detach_operands(i);
        if let Some(b) = self.insts[i].block.take() {
            // From the end: passes mostly delete terminators and the
            // instructions just before them.
            let insts = &mut self.blocks[b].insts;
            let at = insts.iter().rposition(|&x| x == i).expect("block/instruction out of sync");
            insts.remove(at);
        }
    }

    /// Remove `i` in O(1): its operand uses go at once and it leaves its
    /// block (`inst(i).block` becomes `None`), but its id stays in the
    /// block's instruction list until [`Self::sweep_removed`], which the
    /// caller must run before anything else reads the blocks (the verifier
    /// checks). Its result must have no remaining users.
    pub fn mark_removed(&mut self, i: InstId) {
        if let Some(r) = self.insts[i].result {
            let value = &mut self.values[r];
            assert!(value.users.is_empty(), "removing {i:?} whose result still has users");
            value.users = SmallList::new();
        }
        self.detach_operands(i);
        if let Some(b) = self.insts[i].block.take() {
            self.unswept.push(b);
        }
    }

    /// Drop the instructions `mark_removed` removed from their blocks'
    /// lists and put those `insert_inst_deferred` made before their
    /// anchors: one pass over each block that changed.
    pub fn sweep_removed(&mut self) {
        let mut touched = std::mem::take(&mut self.unswept);
        touched.sort();
        touched.dedup();
        // The instructions to put before each anchor, in the order made.
        let mut before: HashMap<InstId, Vec<InstId>> = HashMap::default();
        for (anchor, new) in std::mem::take(&mut self.deferred) {
            before.entry(anchor).or_default().push(new);
        }
        for b in touched {
            let insts = &self.insts;
            if before.is_empty() {
                self.blocks[b].insts.retain(|&x| insts[x].block == Some(b));
                continue;
            }
            let old = std::mem::take(&mut self.blocks[b].insts);
            let mut list = Vec::with_capacity(old.len());
            for x in old {
                if let Some(new) = before.remove(&x) {
                    list.extend(new.into_iter().filter(|&n| insts[n].block == Some(b)));
                }
                if insts[x].block == Some(b) {
                    list.push(x);
                }
            }
            self.blocks[b].insts = list;
        }
        assert!(before.is_empty(), "an anchor of insert_inst_deferred is not in its block's list");
    }

    /// Drop the records of removed instructions and of the values they
    /// defined from the arenas, renumbering the rest in place (their order
    /// is kept, so the printed IR and the code made from it do not
    /// change). The passes leave many such records behind (mem2reg's loads
    /// and stores, reg2mem's phis: a quarter of the instructions and
    /// two-fifths of the values of a large function); the backend compacts
    /// each function before selecting its instructions. Ids held from
    /// before are meaningless afterwards.
    pub fn compact(&mut self) {
        self.sweep_removed();
        // The new id of each record that stays (`None`: it goes).
        let mut inst_map: EntityMap<InstId, Option<InstId>> = EntityMap::from_elem(None, self.insts.len());
        let mut kept = 0;
        for (i, data) in self.insts.iter() {
            if data.block.is_some() {
                inst_map[i] = Some(InstId::new(kept));
                kept += 1;
            }
        }
        let mut value_map: EntityMap<ValueId, Option<ValueId>> = EntityMap::from_elem(None, self.values.len());
        let mut kept = 0;
        for (v, data) in self.values.iter() {
            let live = match data.def {
                ValueDef::Inst(i) => inst_map[i].is_some(),
                _ => true,
            };
            if live {
                value_map[v] = Some(ValueId::new(kept));
                kept += 1;
            }
        }
        let inst = |i: InstId| inst_map[i].expect("a kept instruction refers only to kept instructions");
        let value = |v: ValueId| value_map[v].unwrap_or_else(|| panic!("{v:?} is used but its definition was removed"));
        self.insts.retain_by_id(|i| inst_map[i].is_some());
        self.values.retain_by_id(|v| value_map[v].is_some());
        self.insts.shrink_to_fit();
        self.values.shrink_to_fit();
        for data in self.insts.values_mut() {
            for op in data.operands.iter_mut() {
                op.value = value(op.value);
            }
            data.result = data.result.map(value);
        }
        for data in self.values.values_mut() {
            if let ValueDef::Inst(i) = data.def {
                data.def = ValueDef::Inst(inst(i));
            }
            for entry in data.users.iter_mut() {
                entry.user = inst(entry.user);
            }
        }
        for block in self.blocks.values_mut() {
            for i in block.insts.iter_mut() {
                *i = inst(*i);
            }
        }
        for p in &mut self.params {
            *p = value(*p);
        }
        for v in self.interned_consts.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_vectors.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_undefs.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_globals.values_mut() {
            *v = value(*v);
        }
        for var in &mut self.debug_vars {
            var.home = var.home.and_then(|home| home.map_value(|v| value_map[v]));
        }
        let debug_values = std::mem::take(&mut self.debug_values)
            .into_iter()
            .filter_map(|mut d| {
                if let super::debuginfo::DebugValueKind::Value(v) = d.value {
                    d.value = super::debuginfo::DebugValueKind::Value(value_map[v]?);
                }
                if let super::debuginfo::DebugSpan::Insts(insts) = &mut d.span {
                    insts.retain_mut(|i| match inst_map[*i] {
                        Some(new) => {
                            *i = new;
                            true
                        }
                        None => false,
                    });
                    if insts.is_empty() {
                        return None;
                    }
                }
                Some(d)
            })
            .collect();
        self.set_debug_values(debug_values);
    }

    /// What source variables hold where (see `debuginfo::DebugValue`).
    pub fn debug_values(&self) -> &[super::debuginfo::DebugValue] {
        &self.debug_values
    }

    pub fn set_debug_values(&mut self, values: Vec<super::debuginfo::DebugValue>) {
        self.debug_value_users.clear();
        self.debug_insts.clear();
        for (k, d) in values.iter().enumerate() {
            if let super::debuginfo::DebugValueKind::Value(v) = d.value {
                self.debug_value_users.entry(v).or_default().push(k as u32);
            }
            if let super::debuginfo::DebugSpan::Insts(insts) = &d.span {
                for &i in insts {
                    self.debug_insts.entry(i).or_default().push(k as u32);
                }
            }
        }
        self.debug_values = values;
    }

    /// Whether some entry of `debug_values` holds `v`.
    pub fn has_debug_values(&self, v: ValueId) -> bool {
        self.debug_value_users.contains_key(&v)
    }

    /// For a pass about to give different uses of `old` different values:
    /// each instruction of the instruction spans holding `old` goes with
    /// the value `new_at(instruction)` takes the place of `old` at it
    /// (`None`: none, the claim is dropped). Stretches holding `old` are
    /// dropped.
    pub fn split_debug_value(&mut self, old: ValueId, new_at: impl Fn(&Function, InstId) -> Option<ValueId>) {
        use super::debuginfo::{DebugSpan, DebugValue, DebugValueKind};
        if !self.debug_value_users.contains_key(&old) {
            return;
        }
        let mut values = std::mem::take(&mut self.debug_values);
        let mut split: Vec<DebugValue> = Vec::new();
        values.retain(|d| {
            if d.value != DebugValueKind::Value(old) {
                return true;
            }
            if let DebugSpan::Insts(insts) = &d.span {
                for &i in insts {
                    let Some(new) = new_at(self, i) else { continue };
                    match split.iter_mut().find(|s| s.var == d.var && s.value == DebugValueKind::Value(new)) {
                        Some(s) => match &mut s.span {
                            DebugSpan::Insts(v) => v.push(i),
                            DebugSpan::Stretch { .. } => unreachable!("split entries hold instructions"),
                        },
                        None => split.push(DebugValue {
                            var: d.var,
                            value: DebugValueKind::Value(new),
                            span: DebugSpan::Insts(vec![i]),
                        }),
                    }
                }
            }
            false
        });
        values.extend(split);
        self.set_debug_values(values);
    }

    /// Whether every `mark_removed` has been swept (the verifier's check).
    pub fn is_swept(&self) -> bool {
        self.unswept.is_empty()
    }

    /// The first way the use lists disagree with the operands, if any (the
    /// verifier's check): every operand slot of an instruction in a block
    /// must point at a use entry that points back at it, and every use entry
    /// at such a slot. Together: the entries are exactly the slots. O(uses).
    pub fn use_list_error(&self) -> Option<String> {
        for &b in &self.layout {
            for &i in &self.blocks[b].insts {
                let data = &self.insts[i];
                for (slot, &Operand { value: v, use_pos }) in data.operands.iter().enumerate() {
                    let entry = self.values[v].users.get(use_pos as usize);
                    if entry != Some(&Use { user: i, slot: slot as u32 }) {
                        return Some(format!(
                            "operand {slot} of {i:?} ({v:?}) has no matching entry in the def-use list"
                        ));
                    }
                }
            }
        }
        for (v, value) in self.values.iter() {
            for (pos, &Use { user, slot }) in value.users.iter().enumerate() {
                let data = &self.insts[user];
                if data.block.is_none() {
                    return Some(format!("{v:?} lists the deleted instruction {user:?} as a user"));
                }
                let slot = slot as usize;
                let operand = data.operands.get(slot);
                if operand.map(|o| o.value) != Some(v) || operand.map(|o| o.use_pos as usize) != Some(pos) {
                    return Some(format!("use entry {pos} of {v:?} does not match operand {slot} of {user:?}"));
                }
            }
        }
        None
    }

    /// Delete many instructions at once. They may use each other (dead
    /// cycles go together), but no instruction that stays may use them.
    ///
    /// Use entries are unlinked only from values that stay: the lists of
    /// the values the dead instructions define are dropped whole. When most
    /// operands are themselves dead (reg2mem removes every phi, and phis
    /// mostly use phis) that skips nearly all of the unlinking, each step of
    /// which touches two records far apart in memory. Telling dead values
    /// apart takes a table the size of the function, so a group that small
    /// beside it (an SLP tree's stores) is unlinked use by use instead.
    pub fn remove_insts(&mut self, dead: &[InstId]) {
        if dead.len() * 8 < self.insts.len() {
            for &i in dead {
                self.detach_operands(i);
            }
            for &i in dead {
                self.mark_removed(i);
            }
            self.sweep_removed();
            return;
        }
        let mut dead_inst = EntitySet::with_capacity(self.insts.len());
        let mut dead_value = EntitySet::with_capacity(self.values.len());
        for &i in dead {
            dead_inst.insert(i);
            if let Some(r) = self.insts[i].result {
                dead_value.insert(r);
            }
        }
        for &i in dead {
            // From the last slot: an entry that `remove_use` moves into a
            // freed place may be an earlier slot of `i` itself.
            for slot in (0..self.insts[i].operands.len()).rev() {
                if !dead_value.contains(self.insts[i].operands[slot].value) {
                    self.remove_use(i, slot);
                }
            }
            self.insts[i].operands = SmallList::new();
        }
        for &i in dead {
            if let Some(r) = self.insts[i].result {
                let users = std::mem::take(&mut self.values[r].users);
                assert!(
                    users.iter().all(|u| dead_inst.contains(u.user)),
                    "removing {i:?} whose result still has users"
                );
            }
            if let Some(b) = self.insts[i].block.take() {
                // Dead instructions come mostly in runs of one block.
                if self.unswept.last() != Some(&b) {
                    self.unswept.push(b);
                }
            }
        }
        self.sweep_removed();
    }

    /// Remove `i`'s operands (and their use entries), leaving it in place
    /// with no operands. Used before deleting groups of instructions.
    fn detach_operands(&mut self, i: InstId) {
        for slot in (0..self.insts[i].operands.len()).rev() {
            self.remove_use(i, slot);
        }
        // Free the lists, not just empty them: passes like mem2reg remove
        // most of the instructions of a function, and the arena keeps every
        // removed instruction's record until the function is dropped.
        let data = &mut self.insts[i];
        data.operands = SmallList::new();
    }

    /// Record that operand `slot` of `user` (already set to `v`) uses `v`.
    fn add_use(&mut self, v: ValueId, user: InstId, slot: usize) {
        let value = &mut self.values[v];
        self.insts[user].operands[slot].use_pos = value.users.len() as u32;
        value.users.push(Use { user, slot: slot as u32 });
    }

    /// Drop the use entry of operand `slot` of `user` (the operand itself
    /// stays until the caller changes or removes it), in O(1).
    fn remove_use(&mut self, user: InstId, slot: usize) {
        let data = &self.insts[user];
        let Operand { value: v, use_pos } = data.operands[slot];
        let pos = use_pos as usize;
        let value = &mut self.values[v];
        debug_assert!(value.users[pos] == Use { user, slot: slot as u32 }, "def-use list out of sync");
        value.users.swap_remove(pos);
        // The entry that moved into `pos`, if any, must learn its new place.
        if let Some(&moved) = value.users.get(pos) {
            self.insts[moved.user].operands[moved.slot as usize].use_pos = pos as u32;
        }
    }

    // ----- phis -----

    /// The incoming (value, block) pairs of a phi.
    pub fn phi_incoming(&self, phi: InstId) -> Vec<(ValueId, BlockId)> {
        let data = &self.insts[phi];
        match &data.kind {
            InstKind::Phi { blocks } => data.operands.iter().map(|o| o.value).zip(blocks.iter().copied()).collect(),
            _ => panic!("{phi:?} is not a phi"),
        }
    }

    /// Give `phi`, which has no entries yet, all its entries at once (one
    /// allocation for the block list instead of one per growth).
    pub fn phi_set_incoming(&mut self, phi: InstId, incoming: &[(ValueId, BlockId)]) {
        let data = &mut self.insts[phi];
        assert!(data.operands.is_empty(), "{phi:?} already has entries");
        match &mut data.kind {
            InstKind::Phi { blocks } => **blocks = incoming.iter().map(|&(_, b)| b).collect(),
            _ => panic!("{phi:?} is not a phi"),
        }
        data.operands = incoming.iter().map(|&(value, _)| Operand { value, use_pos: 0 }).collect();
        for (slot, &(value, _)) in incoming.iter().enumerate() {
            self.add_use(value, phi, slot);
        }
    }

    pub fn phi_add_incoming(&mut self, phi: InstId, value: ValueId, block: BlockId) {
        match &mut self.insts[phi].kind {
            InstKind::Phi { blocks } => blocks.push(block),
            _ => panic!("{phi:?} is not a phi"),
        }
        let data = &mut self.insts[phi];
        data.operands.push(Operand { value, use_pos: 0 });
        let slot = data.operands.len() - 1;
        self.add_use(value, phi, slot);
    }

    /// Make every incoming entry of `phi` from `old` come from `new` (the
    /// values stay): an edge into the phi's block now starts elsewhere.
    pub fn phi_replace_block(&mut self, phi: InstId, old: BlockId, new: BlockId) {
        match &mut self.insts[phi].kind {
            InstKind::Phi { blocks } => blocks.iter_mut().filter(|b| **b == old).for_each(|b| *b = new),
            _ => panic!("{phi:?} is not a phi"),
        }
    }

    /// Remove every incoming entry of `phi` that comes from `block`.
    pub fn phi_remove_incoming(&mut self, phi: InstId, block: BlockId) {
        loop {
            let pos = match &self.insts[phi].kind {
                InstKind::Phi { blocks } => blocks.iter().position(|&b| b == block),
                _ => panic!("{phi:?} is not a phi"),
            };
            let Some(pos) = pos else { return };
            if let InstKind::Phi { blocks } = &mut self.insts[phi].kind {
                blocks.remove(pos);
            }
            self.remove_use(phi, pos);
            let data = &mut self.insts[phi];
            data.operands.remove(pos);
            // The operands after `pos` moved down one slot: so do their
            // entries' slot numbers.
            for slot in pos..self.insts[phi].operands.len() {
                let Operand { value, use_pos } = self.insts[phi].operands[slot];
                self.values[value].users[use_pos as usize].slot = slot as u32;
            }
        }
    }

    /// The phis at the top of `b`.
    pub fn block_phis(&self, b: BlockId) -> Vec<InstId> {
        self.blocks[b].insts.iter().copied().take_while(|&i| self.insts[i].kind.is_phi()).collect()
    }

    /// Every instruction in layout order, with its block.
    pub fn insts_in_layout(&self) -> impl Iterator<Item = (BlockId, InstId)> + '_ {
        self.layout.iter().flat_map(move |&b| self.blocks[b].insts.iter().map(move |&i| (b, i)))
    }

    /// Number of instructions currently in blocks.
    pub fn live_inst_count(&self) -> usize {
        self.layout.iter().map(|&b| self.blocks[b].insts.len()).sum()
    }
}

/// Truncate `value` to `bits` and sign-extend it back (LLVM prints integer
/// constants as signed; `i1 1` is printed as `true`).
pub fn normalize_int(value: i64, bits: u32) -> i64 {
    if bits == 1 {
        return value & 1;
    }
    if bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    /// The one function of `text`, and its blocks in layout order.
    fn function(text: &str) -> (Function, Vec<BlockId>) {
        let module = parse_module(text).expect("the test IR parses");
        let id = module.defined_function_ids()[0];
        let f = module.function(id).clone();
        let blocks = f.layout().to_vec();
        (f, blocks)
    }

    fn block_names(f: &Function) -> Vec<&str> {
        f.layout().iter().map(|&b| f.block_name(b)).collect()
    }

    const THREE_ADDS: &str = "define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %b, 3
  ret i32 %c
}
";

    #[test]
    fn deferred_instructions_go_before_their_anchor_in_the_order_made_at_the_sweep() {
        let (mut f, blocks) = function(THREE_ADDS);
        let entry = blocks[0];
        let insts = f.block(entry).insts().to_vec();
        let (a, c) = (f.inst_result(insts[0]), insts[2]);
        let one = f.const_int(Type::I32, 1);
        let first = f.insert_inst_deferred(c, entry, InstKind::Binary(BinOp::Mul), &[a, one], Type::I32, None, None);
        let second = f.insert_inst_deferred(c, entry, InstKind::Binary(BinOp::Sub), &[a, one], Type::I32, None, None);
        // Until the sweep the list is as it was, and the verifier would say so.
        assert_eq!(f.block(entry).insts(), &insts[..]);
        assert!(!f.is_swept());
        // The anchor itself may go meanwhile: what waits before it stays.
        f.replace_all_uses(f.inst_result(c), f.inst_result(second));
        f.mark_removed(c);
        f.sweep_removed();
        assert!(f.is_swept());
        assert_eq!(f.block(entry).insts(), &[insts[0], insts[1], first, second, insts[3]]);
        assert_eq!(f.inst(first).block, Some(entry));
    }

    #[test]
    fn rearranging_the_layout_removes_and_places_blocks_in_one_pass() {
        let (mut f, b) = function(
            "define void @f() {
a:
  br label %b
b:
  br label %c
c:
  br label %d
d:
  ret void
}
",
        );
        let (x, y, z) = (f.create_block("x"), f.create_block("y"), f.create_block("z"));
        assert_eq!(block_names(&f), ["a", "b", "c", "d", "x", "y", "z"]);
        f.clear_block(b[1]);
        assert!(f.block(b[1]).insts().is_empty());
        // x in front of d, y behind a, z behind y (a moved block anchors).
        f.rearrange_layout(&[b[1]], &[(x, b[3])], &[(y, b[0]), (z, y)]);
        assert_eq!(block_names(&f), ["a", "y", "z", "c", "x", "d"]);
    }
}
