//! The IR verifier: checks the invariants every pass must preserve.
//!
//! Per function:
//! - structure: every block in the layout ends in exactly one terminator and
//!   has none elsewhere; phis come first in their block; branch targets are
//!   blocks of the layout; each instruction's parent is the block holding it;
//! - SSA: every operand is defined (a live instruction, a parameter of this
//!   function, a constant, undef or a global); a definition dominates each
//!   use (for a phi operand: the end of the incoming block); uses in
//!   unreachable blocks are exempt, as in LLVM;
//! - phis: exactly one entry per predecessor edge, and entries for the same
//!   predecessor agree;
//! - types: operands have the types the instruction requires, calls match
//!   the callee's signature, `ret` matches the function's return type;
//! - def-use lists: each value's users are exactly its operand slots.
//!
//! Tests and debug builds run it after lowering and after every pass; a
//! failure is a compiler bug and is reported with the offending function.

use rustc_hash::FxHashMap as HashMap;

use super::cfg::Cfg;
use super::dom::DomTree;
use super::entities::{BlockId, InstId, ValueId};
use super::entity_map::{EntityMap, EntitySet};
use super::function::{Function, InstKind, ValueDef};
use super::module::Module;
use super::print::{inst_to_string, print_function, value_to_string};
use super::types::Type;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyError {
    pub function: String,
    pub message: String,
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "in function `{}`: {}", self.function, self.message)
    }
}

/// Verify every defined function of the module.
pub fn verify_module(module: &Module) -> Result<(), VerifyError> {
    for (_, f) in module.functions() {
        if !f.is_declaration {
            verify_function(module, f)?;
        }
    }
    Ok(())
}

/// Verify, and panic with the function's text if the IR is broken (used
/// after lowering and after each pass: broken IR is a compiler bug).
pub fn assert_valid(module: &Module, after_stage: &str) {
    if let Err(e) = verify_module(module) {
        let text =
            module.find_function(&e.function).map(|id| print_function(module, module.function(id))).unwrap_or_default();
        panic!("IR verification failed after `{after_stage}`: {e}\n{text}");
    }
}

pub fn verify_function(module: &Module, f: &Function) -> Result<(), VerifyError> {
    Verifier { module, f }.run().map_err(|message| VerifyError { function: f.name.clone(), message })
}

struct Verifier<'a> {
    module: &'a Module,
    f: &'a Function,
}

impl Verifier<'_> {
    fn run(&self) -> Result<(), String> {
        let f = self.f;
        if f.layout().is_empty() {
            return Err("a defined function has no blocks".into());
        }
        if !f.is_swept() {
            return Err("instructions removed by `mark_removed` were never swept from their blocks".into());
        }
        let mut in_layout = EntitySet::with_capacity(f.block_capacity());
        for &b in f.layout() {
            if !in_layout.insert(b) {
                return Err(format!("block {} appears twice in the layout", self.block(b)));
            }
        }
        for &b in f.layout() {
            self.check_block_structure(b, &in_layout)?;
        }
        let cfg = Cfg::compute(f);
        if let Some(entry) = f.entry_block() {
            if !cfg.preds(entry).is_empty() {
                return Err(format!("the entry block {} has predecessors", self.block(entry)));
            }
        }
        let dom = DomTree::compute(&cfg);
        // Position of each instruction in its block, for same-block dominance.
        let mut position = EntityMap::from_elem(usize::MAX, f.num_insts());
        for &b in f.layout() {
            for (index, &i) in f.block(b).insts().iter().enumerate() {
                position[i] = index;
            }
        }
        self.check_inlined_calls()?;
        for &b in f.layout() {
            for (index, &i) in f.block(b).insts().iter().enumerate() {
                self.check_scope(i).map_err(|m| self.at(i, m))?;
                self.check_types(i).map_err(|m| self.at(i, m))?;
                self.check_operands_defined(i).map_err(|m| self.at(i, m))?;
                if cfg.is_reachable(b) {
                    self.check_dominance(&dom, &position, b, index, i).map_err(|m| self.at(i, m))?;
                }
                if f.inst(i).kind.is_phi() {
                    self.check_phi_entries(&cfg, b, i).map_err(|m| self.at(i, m))?;
                }
            }
        }
        self.check_use_lists()
    }

    /// Each inlined call was made in code that came before it: the
    /// function's own, or an earlier inlined call's (the tree `-g`
    /// describes).
    fn check_inlined_calls(&self) -> Result<(), String> {
        for (index, inlined) in self.f.inlined.iter().enumerate() {
            if let Some(call) = inlined.call.filter(|call| call.scope as usize > index) {
                return Err(format!(
                    "inlined call {} was made in scope {}, which is not an earlier one",
                    index + 1,
                    call.scope
                ));
            }
        }
        Ok(())
    }

    fn check_scope(&self, i: InstId) -> Result<(), String> {
        match self.f.inst(i).loc {
            Some(loc) if loc.scope as usize > self.f.inlined.len() => {
                Err(format!("the position's scope {} is not an inlined call of the function", loc.scope))
            }
            _ => Ok(()),
        }
    }

    fn block(&self, b: BlockId) -> String {
        format!("%{}", self.f.block_name(b))
    }

    fn at(&self, i: InstId, message: String) -> String {
        let b = self.f.inst(i).block.map(|b| self.block(b)).unwrap_or_default();
        format!("{message}\n  in block {b}: `{}`", inst_to_string(self.module, self.f, i))
    }

    fn value(&self, v: ValueId) -> String {
        value_to_string(self.module, self.f, v)
    }

    fn check_block_structure(&self, b: BlockId, in_layout: &EntitySet<BlockId>) -> Result<(), String> {
        let f = self.f;
        let insts = f.block(b).insts();
        let mut phis_allowed = true;
        for (pos, &i) in insts.iter().enumerate() {
            let data = f.inst(i);
            if data.block != Some(b) {
                return Err(format!(
                    "instruction {i:?} is listed in {} but its parent is {:?}",
                    self.block(b),
                    data.block
                ));
            }
            if data.kind.is_terminator() && pos + 1 != insts.len() {
                return Err(self.at(i, format!("a terminator in the middle of block {}", self.block(b))));
            }
            if data.kind.is_phi() {
                if !phis_allowed {
                    return Err(self.at(i, format!("a phi after a non-phi instruction in block {}", self.block(b))));
                }
            } else {
                phis_allowed = false;
            }
            for s in data.kind.successors() {
                if !in_layout.contains(s) {
                    return Err(format!("branch from {} to a block not in the function ({s:?})", self.block(b)));
                }
            }
        }
        match insts.last() {
            None => Err(format!("block {} is empty (it needs a terminator)", self.block(b))),
            Some(&last) if !f.inst(last).kind.is_terminator() => {
                Err(format!("block {} does not end with a terminator", self.block(b)))
            }
            Some(_) => Ok(()),
        }
    }

    fn ty(&self, v: ValueId) -> Type {
        self.f.value_type(v)
    }

    fn check_types(&self, i: InstId) -> Result<(), String> {
        let f = self.f;
        let data = f.inst(i);
        let ops = data.operands();
        let result_ty = data.result.map(|r| f.value_type(r)).unwrap_or(Type::Void);
        let expect_ops = |n: usize| -> Result<(), String> {
            if ops.len() == n {
                Ok(())
            } else {
                Err(format!("expected {n} operands, found {}", ops.len()))
            }
        };
        match &data.kind {
            InstKind::Alloca { ty } => {
                expect_ops(0)?;
                if result_ty != Type::Ptr || *ty == Type::Void {
                    return Err("alloca must allocate a sized type and yield a ptr".into());
                }
            }
            InstKind::Load => {
                expect_ops(1)?;
                if self.ty(ops[0]) != Type::Ptr {
                    return Err("load address is not a ptr".into());
                }
                if !is_memory_type(result_ty) {
                    return Err(format!("load of type {result_ty}, which cannot be loaded"));
                }
            }
            InstKind::Store => {
                expect_ops(2)?;
                if self.ty(ops[1]) != Type::Ptr {
                    return Err("store address is not a ptr".into());
                }
                if !is_memory_type(self.ty(ops[0])) || result_ty != Type::Void {
                    return Err(format!("store of type {}, which cannot be stored", self.ty(ops[0])));
                }
            }
            InstKind::Binary(op) => {
                expect_ops(2)?;
                let (l, r) = (self.ty(ops[0]), self.ty(ops[1]));
                if l != r || l != result_ty || !l.lane_type().is_int() {
                    return Err(format!(
                        "{} operands {l}, {r} and result {result_ty} must be the same integer type",
                        op.llvm_name()
                    ));
                }
            }
            InstKind::Icmp(_) => {
                expect_ops(2)?;
                let (l, r) = (self.ty(ops[0]), self.ty(ops[1]));
                let expected = if l.is_vector() { Type::I1.vector_of(l.lanes()) } else { Type::I1 };
                if l != r || !(l.lane_type().is_int() || l == Type::Ptr) || result_ty != expected {
                    return Err(format!("icmp of {l} and {r} yielding {result_ty}"));
                }
            }
            InstKind::Cast(op) => {
                expect_ops(1)?;
                let from = self.ty(ops[0]);
                let (Type::Int(a), Type::Int(b)) = (from.lane_type(), result_ty.lane_type()) else {
                    return Err(format!("{} from {from} to {result_ty}: only integers convert", op.llvm_name()));
                };
                let widening = matches!(op, super::function::CastOp::ZExt | super::function::CastOp::SExt);
                if from.lanes() != result_ty.lanes()
                    || from.is_vector() != result_ty.is_vector()
                    || (widening && a.bits() >= b.bits())
                    || (!widening && a.bits() <= b.bits())
                {
                    return Err(format!("{} from {from} to {result_ty} is not a valid conversion", op.llvm_name()));
                }
            }
            InstKind::Gep { elem } => {
                expect_ops(2)?;
                let index_ok = matches!(self.ty(ops[1]), Type::I32 | Type::I64);
                if self.ty(ops[0]) != Type::Ptr || !index_ok || result_ty != Type::Ptr || !elem.is_int() {
                    return Err(format!(
                        "getelementptr {elem} needs a ptr base and an i32 or i64 index and yields a ptr"
                    ));
                }
            }
            InstKind::Select => {
                expect_ops(3)?;
                let (c, a, b) = (self.ty(ops[0]), self.ty(ops[1]), self.ty(ops[2]));
                // Scalars choose with one i1; vectors lane by lane with a
                // mask of as many lanes (the scalar-condition form of LLVM's
                // vector select is not used).
                let arms_ok = a == b && a == result_ty && (a.is_int() || a == Type::Ptr || a.is_vector());
                let cond_ok = if a.is_vector() {
                    c.is_vector() && c.lane_type() == Type::I1 && c.lanes() == a.lanes()
                } else {
                    c == Type::I1
                };
                if !arms_ok || !cond_ok {
                    return Err(format!("select on {c} between {a} and {b} yielding {result_ty}: needs two arms of the result's type and an i1 condition (<N x i1> for N-lane vectors)"));
                }
            }
            InstKind::ExtractElement => {
                expect_ops(2)?;
                let v = self.ty(ops[0]);
                if !v.is_vector() || result_ty != v.lane_type() {
                    return Err(format!("extractelement from {v} yielding {result_ty}"));
                }
                self.check_lane_index(ops[1], v)?;
            }
            InstKind::InsertElement => {
                expect_ops(3)?;
                let v = self.ty(ops[0]);
                if !v.is_vector() || result_ty != v || self.ty(ops[1]) != v.lane_type() {
                    return Err(format!("insertelement of {} into {v} yielding {result_ty}", self.ty(ops[1])));
                }
                self.check_lane_index(ops[2], v)?;
            }
            InstKind::ShuffleVector { mask } => {
                expect_ops(2)?;
                let (a, b) = (self.ty(ops[0]), self.ty(ops[1]));
                if !a.is_vector() || a != b || result_ty != a.lane_type().vector_of(mask.len() as u32) {
                    return Err(format!("shufflevector of {a} and {b} with {} lanes yielding {result_ty}", mask.len()));
                }
                if mask.iter().any(|&m| m < -1 || m >= 2 * a.lanes() as i32) {
                    return Err(format!("shufflevector mask {mask:?} picks lanes {a} and {b} do not have"));
                }
            }
            InstKind::Call { callee } => {
                let callee = self.module.function(*callee);
                let params = callee.param_types();
                let args: Vec<Type> = ops.iter().map(|&a| self.ty(a)).collect();
                if params != args {
                    return Err(format!(
                        "call of `{}` with arguments ({}), but it takes ({})",
                        callee.name,
                        type_list(&args),
                        type_list(&params)
                    ));
                }
                if callee.ret_ty != result_ty {
                    return Err(format!(
                        "call of `{}` yields {result_ty}, but it returns {}",
                        callee.name, callee.ret_ty
                    ));
                }
            }
            InstKind::Phi { blocks } => {
                if blocks.len() != ops.len() {
                    return Err("phi has different numbers of values and blocks".into());
                }
                if let Some(&bad) = ops.iter().find(|&&v| self.ty(v) != result_ty) {
                    return Err(format!("phi of type {result_ty} has an incoming value of type {}", self.ty(bad)));
                }
            }
            InstKind::Br { .. } | InstKind::Unreachable => expect_ops(0)?,
            InstKind::CondBr { .. } => {
                expect_ops(1)?;
                if self.ty(ops[0]) != Type::I1 {
                    return Err("branch condition is not i1".into());
                }
            }
            InstKind::Ret => {
                let returned = ops.first().map(|&v| self.ty(v)).unwrap_or(Type::Void);
                if returned != f.ret_ty || ops.len() > 1 {
                    return Err(format!("ret of {returned} in a function returning {}", f.ret_ty));
                }
            }
        }
        let defines_value = data.kind.is_pure_value()
            || matches!(
                data.kind,
                InstKind::Call { .. } | InstKind::Alloca { .. } | InstKind::Load | InstKind::Phi { .. }
            );
        if !defines_value && result_ty != Type::Void {
            return Err("instruction defines a value but should not".into());
        }
        Ok(())
    }

    /// A lane index: an `i32` constant within the vector.
    fn check_lane_index(&self, index: ValueId, vector: Type) -> Result<(), String> {
        match self.f.as_const(index) {
            Some(k) if self.ty(index) == Type::I32 && (0..vector.lanes() as i64).contains(&k) => Ok(()),
            _ => Err(format!("lane index {} is not an i32 constant within {vector}", self.value(index))),
        }
    }

    fn check_operands_defined(&self, i: InstId) -> Result<(), String> {
        for &v in self.f.inst(i).operands() {
            if v.index() >= self.f.num_values() {
                return Err(format!("operand {v:?} does not exist"));
            }
            match self.f.value(v).def {
                ValueDef::Inst(def) => {
                    if self.f.inst(def).block.is_none() {
                        return Err(format!("an operand ({v:?}) is defined by the deleted instruction {def:?}"));
                    }
                }
                ValueDef::Param(n) => {
                    if self.f.params.get(n as usize) != Some(&v) {
                        return Err(format!("operand {v:?} is not a parameter of this function"));
                    }
                }
                ValueDef::Global(g) => {
                    if g.index() >= self.module.globals().count() {
                        return Err(format!("operand {v:?} refers to a missing global"));
                    }
                }
                ValueDef::Const(_) | ValueDef::Undef | ValueDef::ConstVector(_) => {}
            }
        }
        Ok(())
    }

    fn check_dominance(
        &self,
        dom: &DomTree,
        position: &EntityMap<InstId, usize>,
        b: BlockId,
        index: usize,
        i: InstId,
    ) -> Result<(), String> {
        let f = self.f;
        let data = f.inst(i);
        let incoming: Vec<Option<BlockId>> = match &data.kind {
            InstKind::Phi { blocks } => blocks.iter().map(|&p| Some(p)).collect(),
            _ => vec![None; data.operands().len()],
        };
        for (&v, from) in data.operands().iter().zip(incoming) {
            let Some(def) = f.defining_inst(v) else { continue };
            let def_block = f.inst(def).block.expect("checked: operand is live");
            let ok = match from {
                // A phi operand must be available at the end of its edge.
                Some(pred) => !dom.contains(pred) || dom.dominates(def_block, pred),
                None if def_block == b => position[def] < index,
                None => dom.dominates(def_block, b),
            };
            if !ok {
                return Err(format!(
                    "{} is used where its definition (in {}) does not dominate the use",
                    self.value(v),
                    self.block(def_block)
                ));
            }
        }
        Ok(())
    }

    fn check_phi_entries(&self, cfg: &Cfg, b: BlockId, phi: InstId) -> Result<(), String> {
        let mut expected: HashMap<BlockId, usize> = HashMap::default();
        for &p in cfg.preds(b) {
            *expected.entry(p).or_default() += 1;
        }
        let mut found: HashMap<BlockId, (usize, ValueId)> = HashMap::default();
        for (v, p) in self.f.phi_incoming(phi) {
            let entry = found.entry(p).or_insert((0, v));
            if entry.1 != v {
                return Err(format!("the phi has different values for the same predecessor {}", self.block(p)));
            }
            entry.0 += 1;
        }
        for (&p, &(n, _)) in &found {
            if expected.get(&p).copied().unwrap_or(0) != n {
                let times = expected.get(&p).copied().unwrap_or(0);
                return Err(format!(
                    "the phi has {n} entr{} for {}, which branches to this block {times} time{}",
                    if n == 1 { "y" } else { "ies" },
                    self.block(p),
                    if times == 1 { "" } else { "s" }
                ));
            }
        }
        for (&p, &n) in &expected {
            if found.get(&p).map(|e| e.0).unwrap_or(0) != n {
                return Err(format!("the phi lacks an entry for its predecessor {}", self.block(p)));
            }
        }
        Ok(())
    }

    /// Each value's user list must match the operand slots exactly.
    fn check_use_lists(&self) -> Result<(), String> {
        self.f.use_list_error().map_or(Ok(()), Err)
    }
}

fn type_list(types: &[Type]) -> String {
    types.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
}

/// Types that loads and stores move: scalars, pointers, and vectors of
/// integers wider than `i1` (LLVM packs `i1` vectors into bits in memory).
fn is_memory_type(ty: Type) -> bool {
    match ty {
        Type::Int(_) | Type::Ptr => true,
        Type::Vector { elem, .. } => elem.bits() > 1,
        Type::Void | Type::Array { .. } => false,
    }
}
