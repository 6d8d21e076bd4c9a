//! A cursor for emitting instructions, with one method per instruction so
//! that callers cannot get operand order wrong. Lowering emits at the end
//! of the block it is in (`position_at_end`); a pass puts code anywhere
//! (`Builder::at`, `Builder::before`, `Builder::at_end`,
//! `Builder::before_terminator`, and `Builder::deferred_before` for many
//! insertions into one long block): each instruction goes after the one
//! the cursor made before it.
//!
//! A cursor may fold what it is asked for instead of building it, as
//! LLVM's IRBuilder does with its folders: `folding` gives the constant
//! for arithmetic and compares of constants (`ConstantFolder`),
//! `simplifying` also folds casts of constants and the identities `x + 0`,
//! `x - 0`, `x * 1`, `x * 0` (a part of `InstSimplifyFolder`).

use super::entities::{BlockId, FuncId, InstId, ValueId};
use super::fold;
use super::function::{BinOp, CastOp, CmpPred, Function, InstKind, NewInst, SrcLoc};
use super::types::Type;

/// What a builder folds instead of building (see the module header).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Folding {
    Nothing,
    Constants,
    Simplify,
}

pub struct Builder<'f> {
    pub func: &'f mut Function,
    block: Option<BlockId>,
    /// Where in `block` the next instruction goes (`None`: at the end).
    index: Option<usize>,
    loc: Option<SrcLoc>,
    /// How many allocas lead the entry block (counted once, then kept up to
    /// date as `alloca` adds more).
    leading_allocas: Option<usize>,
    /// Whether allocas made once the entry block holds code wait for
    /// `finish` (see `alloca`).
    defer_allocas: bool,
    /// Then, the first instruction after the allocas, before which they
    /// wait.
    alloca_anchor: Option<super::entities::InstId>,
    /// For [`Self::deferred_before`]: the instruction new ones go before.
    anchor: Option<InstId>,
    folding: Folding,
}

impl<'f> Builder<'f> {
    pub fn new(func: &'f mut Function) -> Builder<'f> {
        Builder {
            func,
            block: None,
            index: None,
            loc: None,
            leading_allocas: None,
            defer_allocas: false,
            alloca_anchor: None,
            anchor: None,
            folding: Folding::Nothing,
        }
    }

    /// A cursor at the end of `block`'s code: before its terminator, if
    /// it has one.
    pub fn before_terminator(func: &'f mut Function, block: BlockId) -> Builder<'f> {
        let len = func.block(block).insts().len();
        let at = if func.terminator(block).is_some() { len - 1 } else { len };
        Builder::at(func, block, at)
    }

    /// A cursor before `anchor`, an instruction of `block`'s list (possibly
    /// `mark_removed` already), that inserts in O(1): the instructions
    /// enter the list at the next `Function::sweep_removed`, which the
    /// caller runs before anything reads the block (see
    /// `Function::insert_inst_deferred`).
    pub fn deferred_before(func: &'f mut Function, block: BlockId, anchor: InstId) -> Builder<'f> {
        let mut b = Builder::at_end(func, block);
        b.anchor = Some(anchor);
        b
    }

    /// The same cursor, giving the constant instead of building arithmetic
    /// or a compare of constants.
    pub fn folding(mut self) -> Builder<'f> {
        self.folding = Folding::Constants;
        self
    }

    /// The same cursor, folding as [`Self::folding`] does and also casts
    /// of constants and `x + 0`, `x - 0`, `x * 1`, `x * 0`.
    pub fn simplifying(mut self) -> Builder<'f> {
        self.folding = Folding::Simplify;
        self
    }

    /// A cursor at the end of `block`.
    pub fn at_end(func: &'f mut Function, block: BlockId) -> Builder<'f> {
        let mut b = Builder::new(func);
        b.position_at_end(block);
        b
    }

    /// A cursor before the instruction at `index` in `block` (at its end
    /// when `index` is its length).
    pub fn at(func: &'f mut Function, block: BlockId, index: usize) -> Builder<'f> {
        let mut b = Builder::at_end(func, block);
        b.index = Some(index);
        b
    }

    /// A cursor just before instruction `inst`, with its source position.
    pub fn before(func: &'f mut Function, inst: InstId) -> Builder<'f> {
        let block = func.inst(inst).block.expect("an instruction in a block");
        let (index, loc) = (func.inst_index(inst), func.inst(inst).loc);
        let mut b = Builder::at(func, block, index);
        b.loc = loc;
        b
    }

    /// The same cursor, giving its instructions source position `loc`.
    pub fn with_loc(mut self, loc: Option<SrcLoc>) -> Builder<'f> {
        self.loc = loc;
        self
    }

    /// A builder whose late allocas wait for [`Self::finish`], which the
    /// caller must call once the function's code is emitted (see
    /// `alloca`): for front ends, which make temporaries as they go.
    pub fn deferring_allocas(func: &'f mut Function) -> Builder<'f> {
        Builder { defer_allocas: true, ..Builder::new(func) }
    }

    /// Continue emitting at the end of `block`.
    pub fn position_at_end(&mut self, block: BlockId) {
        self.block = Some(block);
        self.index = None;
    }

    pub fn current_block(&self) -> BlockId {
        self.block.expect("builder is not positioned in a block")
    }

    /// Whether the current block already ends in a terminator (code emitted
    /// after a `return` is unreachable and is not emitted).
    pub fn is_terminated(&self) -> bool {
        self.func.terminator(self.current_block()).is_some()
    }

    /// The source position attached to the instructions emitted from now on.
    pub fn set_loc(&mut self, loc: Option<SrcLoc>) {
        self.loc = loc;
    }

    /// The source position instructions get now.
    pub fn loc(&self) -> Option<SrcLoc> {
        self.loc
    }

    pub fn create_block(&mut self, name: &str) -> BlockId {
        self.func.create_block(name)
    }

    /// `name` "" gives no name.
    fn emit(&mut self, kind: InstKind, operands: &[ValueId], ty: Type, name: Option<&str>) -> Option<ValueId> {
        let inst = self.inst(kind, operands, ty, name.filter(|n| !n.is_empty()));
        self.func.inst(inst).result
    }

    /// Any instruction, built from its parts: for passes that copy an
    /// instruction with new operands (the typed methods below build the
    /// others).
    pub fn inst(&mut self, kind: InstKind, operands: &[ValueId], ty: Type, name: Option<&str>) -> InstId {
        let block = self.current_block();
        let new = NewInst { kind, operands, ty, name: name.map(str::to_string), loc: self.loc };
        if let Some(anchor) = self.anchor {
            return self.func.insert_inst_deferred(anchor, block, new);
        }
        match &mut self.index {
            Some(index) => {
                let inst = self.func.insert_inst(block, *index, new);
                *index += 1;
                inst
            }
            None => {
                debug_assert!(!self.is_terminated(), "emitting after the terminator of {block:?}");
                self.func.append_inst(block, new)
            }
        }
    }

    /// A stack slot where the cursor is (`alloca` puts lowering's among
    /// the entry block's first instructions).
    pub fn stack_slot(&mut self, ty: Type, name: &str) -> ValueId {
        self.emit(InstKind::Alloca { ty }, &[], Type::Ptr, Some(name)).unwrap()
    }

    /// `select cond, a, b`.
    pub fn select(&mut self, cond: ValueId, a: ValueId, b: ValueId, name: &str) -> ValueId {
        let ty = self.func.value_type(a);
        self.emit(InstKind::Select, &[cond, a, b], ty, Some(name)).unwrap()
    }

    /// A stack slot in the entry block, after the allocas already there (the
    /// layout clang -O0 produces, and the one mem2reg looks for).
    ///
    /// With [`Self::deferring_allocas`], a temporary made once the entry
    /// block holds code (an `&&` value), which would shift all of that code
    /// if inserted at once, waits before the first instruction after the
    /// allocas (`Function::insert_inst_deferred`), and [`Self::finish`]
    /// puts the waiting allocas in place, in order.
    pub fn alloca(&mut self, ty: Type, name: &str) -> ValueId {
        let entry = self.func.entry_block().expect("function has no entry block");
        let func = &*self.func;
        let index = *self.leading_allocas.get_or_insert_with(|| func.entry_alloca_count());
        self.leading_allocas = Some(index + 1);
        if self.defer_allocas && self.alloca_anchor.is_none() {
            self.alloca_anchor = self.func.block(entry).insts().get(index).copied();
        }
        let new =
            NewInst { kind: InstKind::Alloca { ty }, operands: &[], ty: Type::Ptr, name: Some(name.into()), loc: None };
        let inst = match self.alloca_anchor {
            Some(anchor) => self.func.insert_inst_deferred(anchor, entry, new),
            None => self.func.insert_inst(entry, index, new),
        };
        self.func.inst_result(inst)
    }

    /// Put the allocas that wait (see `alloca`) in the entry block: call
    /// once the function's code is emitted.
    pub fn finish(&mut self) {
        if self.alloca_anchor.take().is_some() {
            self.func.sweep_removed();
        }
        self.leading_allocas = None;
    }

    pub fn load(&mut self, ty: Type, ptr: ValueId, name: &str) -> ValueId {
        self.emit(InstKind::Load, &[ptr], ty, Some(name)).unwrap()
    }

    pub fn store(&mut self, value: ValueId, ptr: ValueId) {
        self.emit(InstKind::Store, &[value, ptr], Type::Void, None);
    }

    pub fn binary(&mut self, op: BinOp, lhs: ValueId, rhs: ValueId, name: &str) -> ValueId {
        let ty = self.func.value_type(lhs);
        if let Some(folded) = self.fold_binary(op, lhs, rhs) {
            return folded;
        }
        self.emit(InstKind::Binary(op), &[lhs, rhs], ty, Some(name)).unwrap()
    }

    /// A comparison: `i1`, or a vector of `i1` for vector operands.
    pub fn icmp(&mut self, pred: CmpPred, lhs: ValueId, rhs: ValueId, name: &str) -> ValueId {
        let ty = self.func.value_type(lhs);
        if let (Type::Int(int), Some(a), Some(b)) = (ty, self.constant(lhs), self.constant(rhs)) {
            return self.func.const_bool(fold::fold_icmp(pred, int, a, b));
        }
        let result = if ty.is_vector() { Type::I1.vector_of(ty.lanes()) } else { Type::I1 };
        self.emit(InstKind::Icmp(pred), &[lhs, rhs], result, Some(name)).unwrap()
    }

    /// `v`'s constant, when the cursor folds.
    fn constant(&self, v: ValueId) -> Option<i64> {
        (self.folding >= Folding::Constants).then(|| self.func.as_const(v))?
    }

    /// What `lhs op rhs` folds to, if the cursor folds it.
    fn fold_binary(&mut self, op: BinOp, lhs: ValueId, rhs: ValueId) -> Option<ValueId> {
        let ty = self.func.value_type(lhs);
        let Type::Int(int) = ty else { return None };
        let (a, b) = (self.constant(lhs), self.constant(rhs));
        if let (Some(a), Some(b)) = (a, b) {
            return fold::fold_binary(op, int, a, b).map(|c| self.func.const_int(ty, c));
        }
        if self.folding < Folding::Simplify {
            return None;
        }
        match (op, a, b) {
            (BinOp::Add, _, Some(0)) | (BinOp::Sub, _, Some(0)) | (BinOp::Mul, _, Some(1)) => Some(lhs),
            (BinOp::Add, Some(0), _) | (BinOp::Mul, Some(1), _) => Some(rhs),
            (BinOp::Mul, Some(0), _) | (BinOp::Mul, _, Some(0)) => Some(self.func.const_int(ty, 0)),
            _ => None,
        }
    }

    /// `getelementptr elem, ptr base, i32 index`.
    pub fn gep(&mut self, elem: Type, base: ValueId, index: ValueId, name: &str) -> ValueId {
        self.emit(InstKind::Gep { elem }, &[base, index], Type::Ptr, Some(name)).unwrap()
    }

    pub fn cast(&mut self, op: CastOp, value: ValueId, to: Type, name: &str) -> ValueId {
        let folded = match (self.func.value_type(value), to) {
            (Type::Int(from), Type::Int(int)) if self.folding == Folding::Simplify => {
                self.func.as_const(value).map(|c| fold::fold_cast(op, c, from, int))
            }
            _ => None,
        };
        if let Some(c) = folded {
            return self.func.const_int(to, c);
        }
        self.emit(InstKind::Cast(op), &[value], to, Some(name)).unwrap()
    }

    pub fn extract_element(&mut self, vector: ValueId, lane: u32, name: &str) -> ValueId {
        let ty = self.func.value_type(vector).lane_type();
        let index = self.func.const_int(Type::I32, lane as i64);
        self.emit(InstKind::ExtractElement, &[vector, index], ty, Some(name)).unwrap()
    }

    pub fn insert_element(&mut self, vector: ValueId, value: ValueId, lane: u32, name: &str) -> ValueId {
        let ty = self.func.value_type(vector);
        let index = self.func.const_int(Type::I32, lane as i64);
        self.emit(InstKind::InsertElement, &[vector, value, index], ty, Some(name)).unwrap()
    }

    pub fn shuffle_vector(&mut self, a: ValueId, b: ValueId, mask: Vec<i32>, name: &str) -> ValueId {
        let ty = self.func.value_type(a).lane_type().vector_of(mask.len() as u32);
        self.emit(InstKind::ShuffleVector { mask: Box::new(mask) }, &[a, b], ty, Some(name)).unwrap()
    }

    /// Call `callee`, whose return type is `ret_ty`; returns the result for
    /// non-void calls.
    pub fn call(&mut self, callee: FuncId, ret_ty: Type, args: &[ValueId], name: &str) -> Option<ValueId> {
        let name = (ret_ty != Type::Void).then_some(name);
        self.emit(InstKind::Call { callee }, args, ret_ty, name)
    }

    pub fn phi(&mut self, ty: Type, incoming: &[(ValueId, BlockId)], name: &str) -> ValueId {
        let phi = self.phi_inst(ty, incoming, name);
        self.func.inst_result(phi)
    }

    /// [`Self::phi`], as the instruction (for a pass that gives it more
    /// entries later, `Function::phi_add_incoming`).
    pub fn phi_inst(&mut self, ty: Type, incoming: &[(ValueId, BlockId)], name: &str) -> InstId {
        let values: Vec<ValueId> = incoming.iter().map(|&(v, _)| v).collect();
        let blocks = Box::new(incoming.iter().map(|&(_, b)| b).collect());
        self.inst(InstKind::Phi { blocks }, &values, ty, Some(name).filter(|n| !n.is_empty()))
    }

    pub fn br(&mut self, dest: BlockId) {
        self.emit(InstKind::Br { dest }, &[], Type::Void, None);
    }

    pub fn cond_br(&mut self, cond: ValueId, if_true: BlockId, if_false: BlockId) {
        self.emit(InstKind::CondBr { if_true, if_false }, &[cond], Type::Void, None);
    }

    pub fn ret(&mut self, value: Option<ValueId>) {
        let ops: Vec<ValueId> = value.into_iter().collect();
        self.emit(InstKind::Ret, &ops, Type::Void, None);
    }

    pub fn unreachable(&mut self) {
        self.emit(InstKind::Unreachable, &[], Type::Void, None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    fn function(text: &str) -> Function {
        let module = parse_module(text).expect("the test IR parses");
        module.function(module.find_function("f").unwrap()).clone()
    }

    const ONE_BLOCK: &str = "define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  ret i32 %a
}
";

    #[test]
    fn a_folding_cursor_gives_constants_for_constant_arithmetic_and_compares_only() {
        let mut f = function(ONE_BLOCK);
        let entry = f.entry_block().unwrap();
        let x = f.params[0];
        let (two, three) = (f.const_int(Type::I32, 2), f.const_int(Type::I32, 3));
        let mut b = Builder::before_terminator(&mut f, entry).folding();
        let six = b.binary(BinOp::Mul, two, three, "six");
        let less = b.icmp(CmpPred::Slt, two, three, "less");
        let zero = b.func.const_int(Type::I32, 0);
        let kept = b.binary(BinOp::Add, x, zero, "kept");
        assert_eq!((f.as_const(six), f.as_const(less)), (Some(6), Some(1)));
        // Identities are not a constant folder's: `x + 0` is built.
        assert!(f.defining_inst(kept).is_some());
        assert_eq!(f.block(entry).insts().len(), 3, "only `kept` was added, before the ret");
        assert!(f.inst(*f.block(entry).insts().last().unwrap()).kind.is_terminator());
    }

    #[test]
    fn a_simplifying_cursor_also_folds_identities_and_casts_of_constants() {
        let mut f = function(ONE_BLOCK);
        let entry = f.entry_block().unwrap();
        let x = f.params[0];
        let (zero, one, minus) = (f.const_int(Type::I32, 0), f.const_int(Type::I32, 1), f.const_int(Type::I32, -5));
        let mut b = Builder::before_terminator(&mut f, entry).simplifying();
        assert_eq!(b.binary(BinOp::Add, x, zero, "a"), x);
        assert_eq!(b.binary(BinOp::Mul, one, x, "b"), x);
        let product = b.binary(BinOp::Mul, x, zero, "c");
        let wide = b.cast(CastOp::SExt, minus, Type::I64, "d");
        assert_eq!((f.as_const(product), f.as_const(wide)), (Some(0), Some(-5)));
        assert_eq!(f.value_type(wide), Type::I64);
        assert_eq!(f.block(entry).insts().len(), 2, "nothing was built");
    }

    #[test]
    fn a_deferred_cursor_places_its_instructions_before_the_anchor_at_the_next_sweep() {
        let mut f = function(ONE_BLOCK);
        let entry = f.entry_block().unwrap();
        let ret = *f.block(entry).insts().last().unwrap();
        let x = f.params[0];
        let mut b = Builder::deferred_before(&mut f, entry, ret);
        let doubled = b.binary(BinOp::Add, x, x, "doubled");
        b.binary(BinOp::Mul, doubled, doubled, "squared");
        assert_eq!(f.block(entry).insts().len(), 2, "not in the list before the sweep");
        f.sweep_removed();
        let name = |i: InstId| f.inst(i).result.and_then(|v| f.value_name(v)).unwrap_or("ret");
        let order: Vec<&str> = f.block(entry).insts().iter().map(|&i| name(i)).collect();
        assert_eq!(order, ["a", "doubled", "squared", "ret"]);
    }
}
