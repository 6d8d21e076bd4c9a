//! A cursor for emitting instructions, with one method per instruction so
//! that callers cannot get operand order wrong. Lowering emits at the end
//! of the block it is in (`position_at_end`); a pass puts code anywhere
//! (`Builder::at`, `Builder::before`, `Builder::at_end`): each instruction
//! goes after the one the cursor made before it.

use super::entities::{BlockId, FuncId, InstId, ValueId};
use super::function::{BinOp, CmpPred, Function, InstKind, SrcLoc};
use super::types::Type;

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
        }
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
        let name = name.map(str::to_string);
        match &mut self.index {
            Some(index) => {
                let inst = self.func.insert_inst(block, *index, kind, operands, ty, name, self.loc);
                *index += 1;
                inst
            }
            None => {
                debug_assert!(!self.is_terminated(), "emitting after the terminator of {block:?}");
                self.func.append_inst(block, kind, operands, ty, name, self.loc)
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
        let (kind, name) = (InstKind::Alloca { ty }, Some(name.to_string()));
        let inst = match self.alloca_anchor {
            Some(anchor) => self.func.insert_inst_deferred(anchor, entry, kind, &[], Type::Ptr, name, None),
            None => self.func.insert_inst(entry, index, kind, &[], Type::Ptr, name, None),
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
        self.emit(InstKind::Binary(op), &[lhs, rhs], ty, Some(name)).unwrap()
    }

    /// A comparison: `i1`, or a vector of `i1` for vector operands.
    pub fn icmp(&mut self, pred: CmpPred, lhs: ValueId, rhs: ValueId, name: &str) -> ValueId {
        let ty = self.func.value_type(lhs);
        let result = if ty.is_vector() { Type::I1.vector_of(ty.lanes()) } else { Type::I1 };
        self.emit(InstKind::Icmp(pred), &[lhs, rhs], result, Some(name)).unwrap()
    }

    /// `getelementptr elem, ptr base, i32 index`.
    pub fn gep(&mut self, elem: Type, base: ValueId, index: ValueId, name: &str) -> ValueId {
        self.emit(InstKind::Gep { elem }, &[base, index], Type::Ptr, Some(name)).unwrap()
    }

    pub fn cast(&mut self, op: super::function::CastOp, value: ValueId, to: Type, name: &str) -> ValueId {
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
