//! Instruction selection: IR → machine IR over virtual registers.
//!
//! One pass over each function in block layout order; every IR value that
//! lives in a register gets one virtual register (created on first mention,
//! so uses before the definition in layout order work), of the class its
//! type needs: GPR for scalars and pointers, XMM or YMM for vectors. Planning
//! steps before lowering (`Census`) decide what folds into its users, since
//! a use may come before its definition in layout order: GEPs into
//! addresses and remainders only compared with zero (`address`), operations
//! on constants (`plan_constant_folding`). This file holds the driver and
//! the scalar patterns; the parts add `impl Selector` blocks: `address`
//! (address folding), `debug` (`-g` markers), `strength` (multiplication
//! and division by constants), `vector` (vector values). Patterns:
//!
//! - `alloca`: no code; a static frame slot (`assign_alloca_slots`), or,
//!   optimizing, a virtual register when its address never escapes
//!   (`is_promotable`). A load or store through it addresses the slot.
//! - `getelementptr`: base + sext(index) × size(elem), folded into the
//!   addresses of the loads and stores that are its only users, else
//!   `movsxd` + `lea` (`address`).
//! - `load`/`store`: `mov` of the type's memory width; `i1` is one byte in
//!   memory, loaded with `movzx` so registers hold 0 or 1.
//! - arithmetic: `mov dst, lhs; op dst, rhs` (immediates folded), `imul`;
//!   optimizing, a multiplication, division or remainder by a constant is
//!   strength-reduced (`strength`); other division is `cdq; idiv`, whose
//!   traps (zero divisor, INT_MIN / -1) are wend's defined behaviour: the
//!   program dies with SIGFPE (`lower_division`).
//! - `icmp`: `cmp; setcc; movzx`, or fused into the `br` (`cmp; jcc`) or
//!   the `select` (`cmp; cmovcc`) that is its only user.
//! - casts: registers keep i1 and i8 zero-extended to 32 bits (`lower_cast`).
//! - calls: System V AMD64 (`lower_call`); `llvm.memset` is `rep stosb`
//!   inline, so no libc is needed (`lower_memset`). When a function uses
//!   256-bit registers, `vzeroupper` precedes every call and return.
//! - `-g` ([`select_function_with_locs`], `debug`): `Loc` markers where the
//!   source position changes; optimizing, `DebugAt` and `DebugValue`
//!   markers for the values variables hold.
//!
//! Precondition: phi-free IR (reg2mem runs before isel); a `phi` is
//! rejected (it could become parallel copies at the end of each
//! predecessor, after splitting critical edges).

mod address;
mod debug;
mod strength;
mod vector;

pub use strength::{model_quotient, model_remainder, MagicDivisor};

use crate::ir::fold::{fold_binary, fold_cast};
use crate::ir::{
    intrinsics, BinOp, BlockId, CastOp, CmpPred, EntityMap, FuncId, Function, InstId, InstKind, IntType, Module, Type,
    ValueDef, ValueId,
};

use crate::backend::mir::{
    fits_imm32, Addr, AddrBase, AluOp, Cond, MBlockId, MFunction, MInst, Operand, PReg, Reg, RegClass, SlotId,
    SlotKind, Symbol, VReg, Width, ARG_REGS, RET_REG,
};
use crate::backend::target::Target;
use address::FoldedGep;
use rustc_hash::FxHashMap;
use strength::DivResult;

/// Translate the defined function `func_id` of `module` to machine IR for
/// `target`; `optimize` turns on the promotion of scalar allocas to
/// registers and the strength reductions.
pub fn select_function(module: &Module, func_id: FuncId, target: Target, optimize: bool) -> MFunction {
    select(module, func_id, target, optimize, false)
}

/// [`select_function`], with `MInst::Loc` markers where the source
/// position of the code changes (for line tables; the code is the same).
pub fn select_function_with_locs(module: &Module, func_id: FuncId, target: Target, optimize: bool) -> MFunction {
    select(module, func_id, target, optimize, true)
}

fn select(module: &Module, func_id: FuncId, target: Target, optimize: bool, mark_locs: bool) -> MFunction {
    let func = module.function(func_id);
    assert!(!func.is_declaration, "cannot select instructions for declaration `{}`", func.name);
    let mut sel = Selector::new(module, func_id, target, optimize);
    sel.mark_locs = mark_locs;
    sel.create_blocks();
    let census = Census::take(func);
    sel.assign_alloca_slots(&census.allocas);
    if optimize {
        sel.plan_constant_folding(&census.binaries);
    }
    sel.plan_folded_geps(&census.geps);
    if optimize {
        sel.plan_folded_remainders(&census.remainders);
    }
    sel.lower_params();
    if mark_locs {
        sel.record_debug_homes();
        if optimize {
            sel.plan_debug_values();
        }
    }
    for &b in func.layout() {
        sel.lower_block(b);
    }
    if sel.mf.uses_ymm() {
        insert_vzeroupper(&mut sel.mf);
    }
    sel.mf
}

/// Register width of a value of type `ty` (i1 is kept zero-extended to 32).
pub fn reg_width(ty: Type) -> Width {
    match ty {
        Type::Int(IntType::I1 | IntType::I8 | IntType::I32) => Width::B32,
        Type::Int(IntType::I64) | Type::Ptr => Width::B64,
        Type::Void | Type::Array { .. } | Type::Vector { .. } => {
            panic!("a value of type {ty} cannot live in a general-purpose register")
        }
    }
}

/// Width of a value of type `ty` in memory.
pub fn mem_width(ty: Type) -> Width {
    match ty {
        Type::Int(IntType::I1 | IntType::I8) => Width::B8,
        Type::Int(IntType::I32) => Width::B32,
        Type::Int(IntType::I64) | Type::Ptr => Width::B64,
        Type::Void | Type::Array { .. } | Type::Vector { .. } => {
            panic!("a value of type {ty} cannot be loaded or stored with a scalar move")
        }
    }
}

/// Put `vzeroupper` before every call and return of a function that uses
/// 256-bit registers.
///
/// As the ABI expects: legacy SSE code in callees and callers would
/// otherwise pay for the dirty upper halves.
fn insert_vzeroupper(mf: &mut MFunction) {
    for block in &mut mf.blocks {
        let old = std::mem::take(&mut block.insts);
        for inst in old {
            if matches!(inst, MInst::Call { .. } | MInst::Ret { .. }) {
                block.insts.push(MInst::VZeroUpper);
            }
            block.insts.push(inst);
        }
    }
}

/// The instructions the planning steps before lowering look at, in layout
/// order, gathered in one walk over the function (each step then reads
/// only its own kind, not every instruction again).
struct Census {
    allocas: Vec<InstId>,
    binaries: Vec<InstId>,
    /// With their blocks.
    geps: Vec<(BlockId, InstId)>,
    /// `srem`s.
    remainders: Vec<InstId>,
}

impl Census {
    fn take(func: &Function) -> Census {
        let mut census = Census { allocas: Vec::new(), binaries: Vec::new(), geps: Vec::new(), remainders: Vec::new() };
        for (b, i) in func.insts_in_layout() {
            match func.inst(i).kind {
                InstKind::Alloca { .. } => census.allocas.push(i),
                InstKind::Binary(op) => {
                    census.binaries.push(i);
                    if op == BinOp::SRem {
                        census.remainders.push(i);
                    }
                }
                InstKind::Gep { .. } => census.geps.push((b, i)),
                _ => {}
            }
        }
        census
    }
}

struct Selector<'f> {
    module: &'f Module,
    func: &'f Function,
    target: Target,
    /// Promote scalar allocas, strength-reduce multiplications and
    /// divisions by constants.
    optimize: bool,
    mf: MFunction,
    /// Machine block of each IR block, indexed by `BlockId::index`.
    blocks: EntityMap<BlockId, Option<MBlockId>>,
    /// Virtual register of each register-resident value, by `ValueId::index`.
    vregs: EntityMap<ValueId, Option<VReg>>,
    /// Frame slot of each alloca result, by `ValueId::index`.
    alloca_slots: EntityMap<ValueId, Option<SlotId>>,
    /// The virtual register standing for each promoted alloca (see
    /// `is_promotable`), by `ValueId::index`.
    promoted: EntityMap<ValueId, Option<VReg>>,
    /// Each GEP folded into its users' addresses (see `plan_folded_geps`).
    /// This and the next two tables are sparse maps, not vectors by
    /// `ValueId::index`: a function fresh out of the passes has many
    /// removed values (mem2reg's loads, reg2mem's phis), and a vector of
    /// large entries per value was most of isel's memory on large
    /// functions.
    folded_geps: FxHashMap<ValueId, FoldedGep>,
    /// Remainders by ±2^k only compared with zero: `(x, 2^k - 1)` for a
    /// `test` (see `plan_folded_remainders`).
    folded_remainders: FxHashMap<ValueId, (ValueId, i64)>,
    /// The value of each integer operation on constants (see
    /// `plan_constant_folding`), by `ValueId::index`.
    folded_constants: FxHashMap<ValueId, i64>,
    /// The block receiving instructions.
    current: MBlockId,
    /// For each IR instruction, the `DebugAt` set of the entries of
    /// `Function::debug_values` holding before it (index into
    /// `mf.debug_sets`), and the set last marked in the current block.
    debug_sets: FxHashMap<InstId, u32>,
    /// The machine block and set of the last `DebugAt` (a block starts with
    /// no locals described).
    debug_set_now: Option<(MBlockId, u32)>,
    /// The entries of `Function::debug_values` holding each IR value
    /// (`-g` when optimizing).
    debug_values: FxHashMap<ValueId, Vec<u32>>,
    /// Emit `Loc` markers; the last position marked.
    mark_locs: bool,
    last_loc: Option<crate::ir::SrcLoc>,
}

impl<'f> Selector<'f> {
    fn new(module: &'f Module, func_id: FuncId, target: Target, optimize: bool) -> Selector<'f> {
        let func = module.function(func_id);
        let mut mf = MFunction::new(func_id);
        mf.target = target;
        Selector {
            module,
            func,
            target,
            optimize,
            mf,
            blocks: EntityMap::from_elem(None, func.block_capacity()),
            vregs: EntityMap::from_elem(None, func.num_values()),
            alloca_slots: EntityMap::from_elem(None, func.num_values()),
            promoted: EntityMap::from_elem(None, func.num_values()),
            folded_geps: FxHashMap::default(),
            folded_remainders: FxHashMap::default(),
            folded_constants: FxHashMap::default(),
            current: MBlockId::new(0),
            mark_locs: false,
            debug_values: FxHashMap::default(),
            debug_sets: FxHashMap::default(),
            debug_set_now: None,
            last_loc: None,
        }
    }

    fn create_blocks(&mut self) {
        assert!(!self.func.layout().is_empty(), "function `{}` has no blocks", self.func.name);
        for &b in self.func.layout() {
            let id = self.mf.add_block(self.func.block_name(b));
            self.blocks[b] = Some(id);
        }
    }

    fn mblock(&self, b: BlockId) -> MBlockId {
        self.blocks[b].unwrap_or_else(|| panic!("branch to {b:?}, which is not in the layout"))
    }

    /// A frame slot of the type's size and alignment for each alloca (arrays of
    /// 16 bytes or more get 16-byte alignment, which makes vector accesses to
    /// them cheaper), or, optimizing, a virtual register for one that
    /// `is_promotable` (reg2mem's slots for phis, scalar or vector, and the
    /// variables mem2reg could not promote). A load or store whose pointer is an
    /// alloca result addresses the slot directly (`[rbp - off]`); any other use
    /// of the address materialises it with `lea`.
    ///
    /// Allocas are static: one slot per alloca for the whole call (the front end
    /// puts them all in the entry block, as clang -O0 does). Frames may be
    /// hundreds of MiB (`main` runs on a 1 GiB stack); `frame` enforces the
    /// limit of the displacements.
    fn assign_alloca_slots(&mut self, allocas: &[InstId]) {
        for &i in allocas {
            let data = self.func.inst(i);
            if let InstKind::Alloca { ty } = data.kind {
                let result = self.func.inst_result(i);
                if self.optimize && self.is_promotable(result, ty) {
                    let class = if ty.is_vector() { self.vector_shape(ty).width.class() } else { RegClass::Gpr };
                    self.promoted[result] = Some(self.mf.new_vreg(class));
                    continue;
                }
                let size = u32::try_from(ty.alloc_size().max(1))
                    .unwrap_or_else(|_| panic!("alloca of {ty} in `{}` is larger than 4 GiB", self.func.name));
                let align = ty.align().max(1) as u32;
                let align = if matches!(ty, Type::Array { .. }) && size >= 16 { align.max(16) } else { align };
                let slot = self.mf.new_slot(size, align, SlotKind::Alloca);
                let result = self.func.inst_result(i);
                if let Some(name) = self.func.value_name(result) {
                    self.mf.set_slot_name(slot, name);
                }
                self.alloca_slots[self.func.inst_result(i)] = Some(slot);
            }
        }
    }

    /// Whether the alloca `slot` of type `ty` can live in a register: a
    /// scalar or vector that is only loaded and stored, with its own type,
    /// so its address never escapes (arrays, and variables captured by
    /// nested functions, whose address is passed to calls, stay in memory).
    /// Vector slots are the ones reg2mem makes for the accumulators of
    /// vectorized loops.
    fn is_promotable(&self, slot: ValueId, ty: Type) -> bool {
        matches!(ty, Type::Int(_) | Type::Ptr | Type::Vector { .. })
            && self.func.users(slot).iter().all(|&user| {
                let data = self.func.inst(user);
                let ops = data.operands();
                match data.kind {
                    InstKind::Load => self.func.value_type(self.func.inst_result(user)) == ty,
                    InstKind::Store => ops[1] == slot && ops[0] != slot && self.func.value_type(ops[0]) == ty,
                    _ => false,
                }
            })
    }

    fn push(&mut self, inst: MInst) {
        self.mf.block_mut(self.current).insts.push(inst);
    }

    fn new_vreg(&mut self) -> VReg {
        self.mf.new_vreg(RegClass::Gpr)
    }

    /// The virtual register holding parameter or instruction result `v`.
    fn vreg_of(&mut self, v: ValueId) -> VReg {
        if let Some(r) = self.vregs[v] {
            return r;
        }
        let ty = self.func.value_type(v);
        let class = if ty.is_vector() { self.vector_shape(ty).width.class() } else { RegClass::Gpr };
        let r = self.mf.new_vreg(class);
        self.vregs[v] = Some(r);
        r
    }

    fn alloca_slot(&self, v: ValueId) -> Option<SlotId> {
        self.alloca_slots[v]
    }

    /// The constant `v` stands for, if any (`undef` is taken as 0):
    /// a literal, or (optimizing) an integer operation on constants, which
    /// `lower_binary` folds.
    fn constant(&self, v: ValueId) -> Option<i64> {
        match self.func.value(v).def {
            ValueDef::Const(c) => Some(c),
            ValueDef::Undef => Some(0),
            _ => self.folded_constants.get(&v).copied(),
        }
    }

    /// Find the integer operations whose operands are constants, directly
    /// or through other such operations (`x / -7` is `sdiv x, (sub 0, 7)`
    /// in the IR, and no IR pass folds constants), so that their users see
    /// the constant: a divisor, a multiplier, a branch condition. Layout
    /// order usually puts definitions first; the loop repeats until nothing
    /// changes for the rare chain that runs against it.
    fn plan_constant_folding(&mut self, binaries: &[InstId]) {
        let func = self.func;
        let mut changed = true;
        while changed {
            changed = false;
            for &i in binaries {
                let data = func.inst(i);
                let (&InstKind::Binary(op), Some(result)) = (&data.kind, data.result) else { continue };
                let Type::Int(int) = func.value_type(result) else { continue };
                if self.folded_constants.contains_key(&result) {
                    continue;
                }
                let (a, b) = (self.constant(data.operands()[0]), self.constant(data.operands()[1]));
                if let Some(c) = a.zip(b).and_then(|(a, b)| fold_binary(op, int, a, b)) {
                    self.folded_constants.insert(result, c);
                    changed = true;
                }
            }
        }
    }

    /// `v` as an operand: an immediate if it is a (32-bit) constant,
    /// otherwise a register; addresses are materialised with `lea`.
    fn operand(&mut self, v: ValueId) -> Operand {
        match self.func.value(v).def {
            ValueDef::Const(c) if fits_imm32(c) => Operand::Imm(c),
            ValueDef::Const(c) => {
                let r = self.new_vreg();
                self.push(MInst::Mov { width: Width::B64, dst: r.into(), src: Operand::Imm(c) });
                r.into()
            }
            _ if self.func.value_type(v).is_vector() => {
                panic!("vector value {v:?} used where `{}` needs a scalar", self.func.name)
            }
            ValueDef::Undef => Operand::Imm(0),
            ValueDef::ConstVector(_) => unreachable!("vector constants have vector types"),
            ValueDef::Param(_) => self.vreg_of(v).into(),
            ValueDef::Inst(_) => match (self.alloca_slot(v), self.folded_address(v)) {
                (Some(slot), _) => self.lea(Addr::slot(slot)).into(),
                (None, Some(addr)) => self.lea(addr).into(),
                (None, None) => self.vreg_of(v).into(),
            },
            ValueDef::Global(g) => self.lea(Addr::new(AddrBase::Symbol(Symbol::Global(g)))).into(),
        }
    }

    /// `v` in a register (constants are moved into a fresh one).
    fn reg_operand(&mut self, v: ValueId) -> Reg {
        match self.operand(v) {
            Operand::Reg(r) => r,
            Operand::Imm(c) => {
                let r = self.new_vreg();
                let width = reg_width(self.func.value_type(v));
                self.push(MInst::Mov { width, dst: r.into(), src: Operand::Imm(c) });
                r.into()
            }
            Operand::Mem(_) => unreachable!("operand() never yields memory"),
        }
    }

    /// Arithmetic and comparisons are selected for i1 (as 0/1), i32, i64 and
    /// ptr. An i8 sits zero-extended in a 32-bit register, which would make
    /// signed operations on it wrong; the front end produces none.
    fn check_computable(&self, ty: Type) {
        assert!(
            matches!(ty, Type::Int(IntType::I1 | IntType::I32 | IntType::I64) | Type::Ptr),
            "arithmetic or comparison on {ty} in `{}` is not supported by the backend",
            self.func.name
        );
    }

    /// Vectors never cross calls (the SLP vectorizer keeps them inside one
    /// function), so the backend implements no vector calling convention.
    fn check_not_vector(&self, v: ValueId, what: &str) {
        let ty = self.func.value_type(v);
        assert!(!ty.is_vector(), "{what} of vector type {ty} in `{}` is not supported by the backend", self.func.name);
    }

    /// Copy the incoming arguments into their virtual registers.
    fn lower_params(&mut self) {
        self.current = MBlockId::new(0);
        for (i, &p) in self.func.params.iter().enumerate() {
            self.check_not_vector(p, "a parameter");
            if !self.func.has_users(p) {
                continue;
            }
            let width = reg_width(self.func.value_type(p));
            let src = match ARG_REGS.get(i) {
                Some(&reg) => Operand::from(reg),
                None => Operand::Mem(Addr::new(AddrBase::IncomingArg(stack_arg_index(i)))),
            };
            let dst = self.vreg_of(p);
            self.push(MInst::Mov { width, dst: dst.into(), src });
        }
    }

    fn lower_block(&mut self, b: BlockId) {
        self.current = self.mblock(b);
        let insts = self.func.block(b).insts();
        let fused_compare = self.fused_compare(b);
        for &i in insts {
            if self.mark_locs {
                self.mark_loc(i);
            }
            if Some(i) == fused_compare
                || self.feeds_only_a_select(i)
                || self.feeds_only_a_vector_select(i)
                || self.feeds_only_a_vector_widening(i)
            {
                // Emitted by the branch, right before its jcc, so that
                // nothing changes the flags in between.
                continue;
            }
            if !self.debug_sets.is_empty() {
                self.mark_debug_set(i);
            }
            let (block, len) = (self.current, self.mf.blocks[self.current.index()].insts.len());
            self.lower_inst(i, fused_compare);
            if let Some(v) = self.func.inst(i).result {
                self.mark_debug_value(v, block, len);
            }
        }
    }

    /// The `icmp` of block `b` whose only user is the conditional branch
    /// ending `b`, if any. The instructions between them (reg2mem puts phi
    /// stores there) cannot change its operands, which are SSA values, so
    /// the compare may move down to the branch.
    fn fused_compare(&self, b: BlockId) -> Option<InstId> {
        let &last = self.func.block(b).insts().last()?;
        let branch = self.func.inst(last);
        let InstKind::CondBr { .. } = branch.kind else { return None };
        let cond = branch.operands()[0];
        let ValueDef::Inst(i) = self.func.value(cond).def else { return None };
        let data = self.func.inst(i);
        let fusable =
            matches!(data.kind, InstKind::Icmp(_)) && data.block == Some(b) && self.func.users(cond).len() == 1;
        fusable.then_some(i)
    }

    /// Whether `i` is a scalar `icmp` whose only use is the condition of a
    /// `select` in its block: the select emits the compare right before
    /// its `cmov` (as a branch does before its `jcc`), so no `setcc` is
    /// needed and nothing can change the flags in between.
    fn feeds_only_a_select(&self, i: InstId) -> bool {
        let data = self.func.inst(i);
        let (InstKind::Icmp(_), Some(result)) = (&data.kind, data.result) else { return false };
        if self.func.value_type(result) != Type::I1 {
            return false;
        }
        let Some(user) = self.func.users(result).only() else { return false };
        let user_data = self.func.inst(user);
        matches!(user_data.kind, InstKind::Select) && user_data.block == data.block && user_data.operands()[0] == result
    }

    fn lower_inst(&mut self, i: InstId, fused_compare: Option<InstId>) {
        let data = self.func.inst(i);
        let ops = data.operands();
        let result = data.result;
        let vector_op = ops.first().is_some_and(|&v| self.func.value_type(v).is_vector())
            || result.is_some_and(|r| self.func.value_type(r).is_vector());
        match &data.kind {
            InstKind::Alloca { .. } => {}
            InstKind::Load if vector_op => self.lower_vector_load(self.func.inst_result(i), ops[0]),
            InstKind::Load => self.lower_load(self.func.inst_result(i), ops[0]),
            InstKind::Store if vector_op => self.lower_vector_store(ops[0], ops[1]),
            InstKind::Store => self.lower_store(ops[0], ops[1]),
            &InstKind::Binary(op) if vector_op => {
                self.lower_vector_binary(op, self.func.inst_result(i), ops[0], ops[1])
            }
            &InstKind::Binary(op) => self.lower_binary(op, self.func.inst_result(i), ops[0], ops[1]),
            &InstKind::Icmp(pred) if vector_op => {
                self.lower_vector_icmp(pred, self.func.inst_result(i), ops[0], ops[1])
            }
            &InstKind::Icmp(pred) => self.lower_icmp(pred, self.func.inst_result(i), ops[0], ops[1]),
            &InstKind::Cast(op) if vector_op => self.lower_vector_cast(op, self.func.inst_result(i), ops[0]),
            &InstKind::Cast(op) => self.lower_cast(op, self.func.inst_result(i), ops[0]),
            &InstKind::Gep { elem } => self.lower_gep(elem, self.func.inst_result(i), ops[0], ops[1]),
            InstKind::Select if vector_op => self.lower_vector_select(self.func.inst_result(i), ops[0], ops[1], ops[2]),
            InstKind::Select => self.lower_select(self.func.inst_result(i), ops[0], ops[1], ops[2]),
            InstKind::ExtractElement => self.lower_extract_element(self.func.inst_result(i), ops[0], ops[1]),
            InstKind::InsertElement => self.lower_insert_element(self.func.inst_result(i), ops[0], ops[1], ops[2]),
            InstKind::ShuffleVector { mask } => self.lower_shuffle(self.func.inst_result(i), ops[0], ops[1], mask),
            &InstKind::Call { callee } => self.lower_call(callee, result, &ops.to_vec()),
            InstKind::Phi { .. } => panic!("backend requires phi-free IR; run reg2mem (phi in `{}`)", self.func.name),
            &InstKind::Br { dest } => {
                let target = self.mblock(dest);
                self.push(MInst::Jmp { target });
            }
            &InstKind::CondBr { if_true, if_false } => self.lower_cond_br(ops[0], if_true, if_false, fused_compare),
            InstKind::Ret => self.lower_ret(ops.first().copied()),
            InstKind::Unreachable => self.push(MInst::Ud2),
        }
    }

    /// `mov` of the type's memory width; an `i1` is one byte in memory, loaded
    /// with `movzx` so registers hold 0 or 1.
    fn lower_load(&mut self, result: ValueId, ptr: ValueId) {
        let ty = self.func.value_type(result);
        if let Some(slot) = self.promoted[ptr] {
            let dst = self.vreg_of(result);
            self.push(MInst::Mov { width: reg_width(ty), dst: dst.into(), src: slot.into() });
            return;
        }
        let src = Operand::Mem(self.address(ptr));
        let dst = self.vreg_of(result);
        match mem_width(ty) {
            Width::B8 => self.push(MInst::MovzxB { dst: dst.into(), src }),
            width => self.push(MInst::Mov { width, dst: dst.into(), src }),
        }
    }

    fn lower_store(&mut self, value: ValueId, ptr: ValueId) {
        let ty = self.func.value_type(value);
        if let Some(slot) = self.promoted[ptr] {
            // Registers hold i1 and i8 zero-extended.
            let src = match (self.constant(value), ty) {
                (Some(c), Type::Int(int)) => Operand::Imm(register_form(int, c)),
                _ => self.operand(value),
            };
            self.push(MInst::Mov { width: reg_width(ty), dst: slot.into(), src });
            return;
        }
        let width = mem_width(ty);
        let src = self.operand(value);
        let dst = Operand::Mem(self.address(ptr));
        self.push(MInst::Mov { width, dst, src });
    }

    /// Registers keep i1 and i8 zero-extended to 32 bits, so a zero-extension to
    /// 32 bits is a plain `mov` and one to 64 bits is `mov r32, r/m32`; sign
    /// extensions are `movsx`/`movsxd`, or `neg` for an i1 (0/1 → 0/-1);
    /// truncation to i8 is `movzx r32, r/m8`, to i1 `and 1`. A cast of a
    /// constant is folded.
    fn lower_cast(&mut self, op: CastOp, result: ValueId, value: ValueId) {
        let (Type::Int(from), Type::Int(to)) = (self.func.value_type(value), self.func.value_type(result)) else {
            panic!("cast of non-integers in `{}`", self.func.name)
        };
        let dst = self.vreg_of(result);
        if let Some(c) = self.constant(value) {
            let folded = register_form(to, fold_cast(op, c, from, to));
            self.push(MInst::Mov { width: reg_width(Type::Int(to)), dst: dst.into(), src: Operand::Imm(folded) });
            return;
        }
        let src = self.operand(value);
        let d = Operand::from(dst);
        match (op, from, to) {
            // i1, i8 and i32 are zero-extended to 32 bits in registers.
            (CastOp::ZExt, _, IntType::I64) => {
                self.push(MInst::Extend { signed: false, from: Width::B32, to: Width::B64, dst: dst.into(), src })
            }
            (CastOp::ZExt, _, _) => self.push(MInst::Mov { width: Width::B32, dst: d, src }),
            (CastOp::SExt, IntType::I1, IntType::I64) => {
                self.push(MInst::Extend { signed: false, from: Width::B32, to: Width::B64, dst: dst.into(), src });
                self.push(MInst::Neg { width: Width::B64, dst: d });
            }
            (CastOp::SExt, IntType::I1, _) => {
                self.push(MInst::Mov { width: Width::B32, dst: d, src });
                self.push(MInst::Neg { width: Width::B32, dst: d });
                if to == IntType::I8 {
                    self.push(MInst::Alu { op: AluOp::And, width: Width::B32, dst: d, src: Operand::Imm(0xFF) });
                }
            }
            (CastOp::SExt, _, _) => {
                let from = mem_width(Type::Int(from));
                self.push(MInst::Extend { signed: true, from, to: reg_width(Type::Int(to)), dst: dst.into(), src });
            }
            (CastOp::Trunc, _, IntType::I1) => {
                self.push(MInst::Mov { width: Width::B32, dst: d, src });
                self.push(MInst::Alu { op: AluOp::And, width: Width::B32, dst: d, src: Operand::Imm(1) });
            }
            (CastOp::Trunc, _, IntType::I8) => self.push(MInst::MovzxB { dst: dst.into(), src }),
            (CastOp::Trunc, _, _) => self.push(MInst::Mov { width: Width::B32, dst: d, src }),
        }
    }

    /// `add sub and or xor`: `mov dst, lhs; op dst, rhs` (immediates folded);
    /// `mul`: `imul` (three-operand form for a constant); `sdiv`/`srem`:
    /// `lower_division`.
    fn lower_binary(&mut self, op: BinOp, result: ValueId, lhs: ValueId, rhs: ValueId) {
        if self.folded_remainders.contains_key(&result) {
            return;
        }
        let ty = self.func.value_type(result);
        self.check_computable(ty);
        let width = reg_width(ty);
        if let (true, Type::Int(int), Some(a), Some(b)) = (self.optimize, ty, self.constant(lhs), self.constant(rhs)) {
            if let Some(c) = fold_binary(op, int, a, b) {
                let dst = self.vreg_of(result);
                self.push(MInst::Mov { width, dst: dst.into(), src: Operand::Imm(register_form(int, c)) });
                return;
            }
        }
        match (op, ty == Type::I1) {
            // On one bit, + and - are xor, and * is and.
            (BinOp::Add | BinOp::Sub, true) => self.lower_alu(AluOp::Xor, width, result, lhs, rhs),
            (BinOp::Mul, true) => self.lower_alu(AluOp::And, width, result, lhs, rhs),
            (BinOp::SDiv | BinOp::SRem, true) => panic!("i1 division in `{}` is not supported", self.func.name),
            (BinOp::Add, false) => self.lower_alu(AluOp::Add, width, result, lhs, rhs),
            (BinOp::Sub, false) => self.lower_alu(AluOp::Sub, width, result, lhs, rhs),
            (BinOp::And, _) => self.lower_alu(AluOp::And, width, result, lhs, rhs),
            (BinOp::Or, _) => self.lower_alu(AluOp::Or, width, result, lhs, rhs),
            (BinOp::Xor, _) => self.lower_alu(AluOp::Xor, width, result, lhs, rhs),
            (BinOp::Mul, false) => self.lower_mul(width, result, lhs, rhs),
            (BinOp::SDiv, false) => self.lower_division(width, result, lhs, rhs, DivResult::Quotient),
            (BinOp::SRem, false) => self.lower_division(width, result, lhs, rhs, DivResult::Remainder),
        }
    }

    /// `dst = lhs; dst op= rhs`.
    fn lower_alu(&mut self, op: AluOp, width: Width, result: ValueId, lhs: ValueId, rhs: ValueId) {
        let lhs = self.operand(lhs);
        let rhs = self.operand(rhs);
        let dst = self.vreg_of(result);
        self.push(MInst::Mov { width, dst: dst.into(), src: lhs });
        self.push(MInst::Alu { op, width, dst: dst.into(), src: rhs });
    }

    /// `imul` (three-operand form for a constant); optimizing, a multiplication
    /// by a constant is strength-reduced (`strength`: shifts, `lea`,
    /// multiply-high).
    fn lower_mul(&mut self, width: Width, result: ValueId, lhs: ValueId, rhs: ValueId) {
        // Multiplication commutes: put a constant on the right.
        let (lhs, rhs) = if self.constant(lhs).is_some() { (rhs, lhs) } else { (lhs, rhs) };
        let dst = self.vreg_of(result);
        // `constant` also sees folded operations on constants, which
        // `operand` would give as registers.
        if let Some(imm) = self.constant(rhs).filter(|&c| self.optimize && fits_imm32(c)) {
            let x = self.reg_operand(lhs);
            self.multiply_by_constant(width, dst, x, imm);
            return;
        }
        match self.operand(rhs) {
            Operand::Imm(imm) => {
                let src = self.reg_operand(lhs).into();
                let imm = i32::try_from(imm).expect("operand() yields 32-bit immediates");
                self.push(MInst::ImulImm { width, dst: dst.into(), src, imm });
            }
            rhs => {
                let lhs = self.operand(lhs);
                self.push(MInst::Mov { width, dst: dst.into(), src: lhs });
                self.push(MInst::Imul { width, dst: dst.into(), src: rhs });
            }
        }
    }

    /// `sdiv`/`srem`. Optimizing, an i32 division by a constant other than
    /// 0 and -1 is strength-reduced (`strength`); otherwise
    /// `mov eax, lhs; cdq; idiv rhs; mov dst, eax/edx`.
    ///
    /// x86 `idiv` (quotient in eax, remainder in edx) traps on a zero divisor
    /// and on INT_MIN / -1, which is wend's defined behaviour (the program dies
    /// with SIGFPE).
    fn lower_division(&mut self, width: Width, result: ValueId, lhs: ValueId, rhs: ValueId, want: DivResult) {
        let dst = self.vreg_of(result);
        let is_i32 = self.func.value_type(result) == Type::I32;
        let divisor = self.constant(rhs).filter(|_| self.optimize && is_i32).map(|d| d as i32);
        if let Some(d) = divisor.filter(|&d| d != 0 && d != -1) {
            let x = self.reg_operand(lhs);
            self.divide_by_constant(dst, x, d, want);
            return;
        }
        let lhs = self.operand(lhs);
        // idiv has no immediate form.
        let divisor = self.reg_operand(rhs).into();
        self.push(MInst::Mov { width, dst: PReg::RAX.into(), src: lhs });
        self.push(MInst::SignExtendRax { width });
        self.push(MInst::Idiv { width, divisor });
        let out = match want {
            DivResult::Quotient => PReg::RAX,
            DivResult::Remainder => PReg::RDX,
        };
        self.push(MInst::Mov { width, dst: dst.into(), src: out.into() });
    }

    /// Emit `cmp lhs, rhs` and return the condition under which `pred` holds.
    ///
    /// A compare with 0 is encoded as `test r, r` (`emit`).
    fn compare(&mut self, pred: CmpPred, lhs: ValueId, rhs: ValueId) -> Cond {
        let ty = self.func.value_type(lhs);
        self.check_computable(ty);
        let width = reg_width(ty);
        // An i1 is held as 0/1 but its signed value is 0/-1, so the signed
        // order of two i1s is the reverse of the order of their 0/1 forms:
        // `a <s b` on i1 is `a > b` on 0/1 (eq/ne are unaffected).
        let pred = if ty == Type::I1 { pred.swapped() } else { pred };
        let (mut pred, mut lhs, mut rhs) = (pred, lhs, rhs);
        // `cmp` takes an immediate only on the right.
        if self.constant(lhs).is_some() && self.constant(rhs).is_none() {
            (lhs, rhs, pred) = (rhs, lhs, pred.swapped());
        }
        if let Some(&(x, mask)) = self.folded_remainders.get(&lhs) {
            let x = self.reg_operand(x).into();
            self.push(MInst::Test { width, lhs: x, rhs: Operand::Imm(mask) });
            return Cond::from_pred(pred);
        }
        let lhs = self.reg_operand(lhs).into();
        let rhs = self.operand(rhs);
        self.push(MInst::Cmp { width, lhs, rhs });
        Cond::from_pred(pred)
    }

    /// `cmp; setcc; movzx`. An `icmp` whose only user is the `br` ending its
    /// block (`fused_compare`) or a `select` (`feeds_only_a_select`) emits no
    /// code here: its user emits the compare, and an `icmp eq/ne (srem x, ±2^k),
    /// 0` is a `test` (`plan_folded_remainders`).
    fn lower_icmp(&mut self, pred: CmpPred, result: ValueId, lhs: ValueId, rhs: ValueId) {
        let cond = self.compare(pred, lhs, rhs);
        let byte = self.new_vreg();
        self.push(MInst::Setcc { cond, dst: byte.into() });
        let dst = self.vreg_of(result);
        self.push(MInst::MovzxB { dst: dst.into(), src: byte.into() });
    }

    /// `select c, a, b`: `mov dst, b; cmp …; cmovcc dst, a`, the compare
    /// fused from the `icmp` defining `c` when the select is its only use,
    /// else a test of `c`. Both values are computed before the compare, so
    /// that only flag-preserving moves come between it and the `cmov`.
    ///
    /// `a` is in a register (cmov takes no immediate).
    fn lower_select(&mut self, result: ValueId, cond: ValueId, if_true: ValueId, if_false: ValueId) {
        let ty = self.func.value_type(result);
        self.check_computable(ty);
        let width = reg_width(ty);
        if let Some(c) = self.constant(cond) {
            let src = self.operand(if c != 0 { if_true } else { if_false });
            let dst = self.vreg_of(result);
            self.push(MInst::Mov { width, dst: dst.into(), src });
            return;
        }
        // cmov takes no immediate: a constant goes to a register first.
        let chosen = self.reg_operand(if_true).into();
        let otherwise = self.operand(if_false);
        let dst = self.vreg_of(result);
        self.push(MInst::Mov { width, dst: dst.into(), src: otherwise });
        let fused = self.func.defining_inst(cond).filter(|&i| self.feeds_only_a_select(i));
        let cc = self.set_flags_for(cond, fused);
        self.push(MInst::Cmov { cond: cc, width, dst: dst.into(), src: chosen });
    }

    /// Set the flags for a test of the `i1` `cond`: the compare of `fused`
    /// (the `icmp` defining `cond`, emitted here rather than where it
    /// stands), or `cond` against 0. Returns the condition that holds
    /// when `cond` is true.
    fn set_flags_for(&mut self, cond: ValueId, fused: Option<InstId>) -> Cond {
        match fused {
            Some(icmp) => {
                let InstKind::Icmp(pred) = self.func.inst(icmp).kind else { unreachable!("fused a non-icmp") };
                let ops = self.func.inst(icmp).operands();
                self.compare(pred, ops[0], ops[1])
            }
            None => {
                let lhs = self.reg_operand(cond).into();
                self.push(MInst::Cmp { width: Width::B32, lhs, rhs: Operand::Imm(0) });
                Cond::Ne
            }
        }
    }

    fn lower_cond_br(&mut self, cond: ValueId, if_true: BlockId, if_false: BlockId, fused: Option<InstId>) {
        let (t, f) = (self.mblock(if_true), self.mblock(if_false));
        if let Some(c) = self.constant(cond) {
            self.push(MInst::Jmp { target: if c != 0 { t } else { f } });
            return;
        }
        if t == f {
            self.push(MInst::Jmp { target: t });
            return;
        }
        let fused = fused.filter(|&i| self.func.inst(i).result == Some(cond));
        let cc = self.set_flags_for(cond, fused);
        self.push(MInst::Jcc { cond: cc, target: t });
        self.push(MInst::Jmp { target: f });
    }

    /// System V AMD64: the first six arguments in rdi, rsi, rdx, rcx, r8, r9;
    /// the rest on the stack, argument 6+k at `[rsp + 8k]` at the call (the
    /// layout right-to-left pushes produce; here they are stored into an
    /// outgoing-argument area at the bottom of the frame, so rsp stays 16-byte
    /// aligned). Each takes 8 bytes; an `i32`/`i1` uses the low 32 bits (i1 as
    /// 0/1). The result comes back in eax/rax. A callee reads its stack
    /// arguments at `[rbp + 16 + 8k]`. Vectors are never passed or returned.
    fn lower_call(&mut self, callee: FuncId, result: Option<ValueId>, args: &[ValueId]) {
        let callee_name = &self.module.function(callee).name;
        if intrinsics::is_intrinsic(callee_name) {
            return self.lower_intrinsic(callee_name, args);
        }
        for &a in args.iter().chain(result.as_ref()) {
            self.check_not_vector(a, "a call argument or result");
        }
        // Materialise every argument first (constants stay immediates), so
        // nothing is computed once the argument registers are loaded.
        let operands: Vec<(Width, Operand)> =
            args.iter().map(|&a| (reg_width(self.func.value_type(a)), self.operand(a))).collect();
        let mut arg_regs = Vec::new();
        for (i, &(width, src)) in operands.iter().enumerate() {
            if i >= ARG_REGS.len() {
                let k = stack_arg_index(i);
                self.mf.outgoing_arg_words = self.mf.outgoing_arg_words.max(k + 1);
                let dst = Operand::Mem(Addr::new(AddrBase::OutgoingArg(k)));
                self.push(MInst::Mov { width, dst, src });
            }
        }
        for (&(width, src), &reg) in operands.iter().zip(ARG_REGS.iter()) {
            self.push(MInst::Mov { width, dst: reg.into(), src });
            arg_regs.push(reg);
        }
        let ret = result.map(|_| RET_REG);
        self.push(MInst::Call { callee: Symbol::Function(callee), args: arg_regs, ret });
        if let Some(result) = result {
            let width = reg_width(self.func.value_type(result));
            let dst = self.vreg_of(result);
            self.push(MInst::Mov { width, dst: dst.into(), src: RET_REG.into() });
        }
    }

    /// An LLVM intrinsic, expanded inline.
    fn lower_intrinsic(&mut self, name: &str, args: &[ValueId]) {
        match name {
            intrinsics::MEMSET => self.lower_memset(args[0], args[1], args[2]),
            _ => panic!("intrinsic `{name}` (called in `{}`) is not supported by the backend", self.func.name),
        }
    }

    /// `memset(dst, byte, len)` as `rep stosb`.
    ///
    /// rdi = dst, al = byte, rcx = len: no symbol of the intrinsic's name is
    /// ever referenced, and no libc is needed. (The fast string microcode of
    /// every x86-64-v2 CPU makes it as fast as a library memset for the large
    /// arrays it zeroes.)
    fn lower_memset(&mut self, dst: ValueId, byte: ValueId, len: ValueId) {
        if self.constant(len) == Some(0) {
            return;
        }
        // Everything is computed before the fixed registers are loaded.
        let dst = self.operand(dst);
        let byte = self.operand(byte);
        let len = self.operand(len);
        self.push(MInst::Mov { width: Width::B64, dst: PReg::RDI.into(), src: dst });
        self.push(MInst::Mov { width: Width::B32, dst: PReg::RAX.into(), src: byte });
        self.push(MInst::Mov { width: Width::B64, dst: PReg::RCX.into(), src: len });
        self.push(MInst::RepStosb);
    }

    fn lower_ret(&mut self, value: Option<ValueId>) {
        match value {
            Some(v) => {
                self.check_not_vector(v, "a returned value");
                let width = reg_width(self.func.value_type(v));
                let src = self.operand(v);
                self.push(MInst::Mov { width, dst: RET_REG.into(), src });
                self.push(MInst::Ret { value: Some(RET_REG) });
            }
            None => self.push(MInst::Ret { value: None }),
        }
    }
}

/// The stack slot number of argument `i` (arguments 0..6 are in registers).
fn stack_arg_index(i: usize) -> u32 {
    u32::try_from(i - ARG_REGS.len()).expect("argument index overflow")
}

/// How a register holds the constant `c` of type `ty`: i1 and i8
/// zero-extended to 32 bits.
fn register_form(ty: IntType, c: i64) -> i64 {
    match ty {
        IntType::I1 => c & 1,
        IntType::I8 => c & 0xFF,
        IntType::I32 | IntType::I64 => c,
    }
}

/// Helpers for the unit tests of this file and its parts.
#[cfg(test)]
mod test_support {
    use super::*;

    /// Select `text`'s function `f` for `target`.
    pub(super) fn select_text(text: &str, target: Target) -> MFunction {
        let m = crate::ir::parse::parse_module(text).unwrap();
        crate::ir::verify::verify_module(&m).unwrap();
        let id = m.find_function("f").unwrap();
        select_function(&m, id, target, false)
    }

    pub(super) fn all_insts(mf: &MFunction) -> Vec<MInst> {
        mf.blocks.iter().flat_map(|b| b.insts.iter().cloned()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{all_insts, select_text};
    use super::*;
    use crate::ir::Builder;

    fn single_function_module(f: Function) -> (Module, FuncId) {
        let mut m = Module::new("test");
        let id = m.add_function(f);
        (m, id)
    }

    #[test]
    fn loads_and_stores_through_allocas_address_the_frame_slot() {
        let mut f = Function::new("f", &[], Type::I32);
        let entry = f.create_block("entry");
        let mut b = Builder::new(&mut f);
        b.position_at_end(entry);
        let x = b.alloca(Type::I32, "x");
        let seven = b.func.const_int(Type::I32, 7);
        b.store(seven, x);
        let v = b.load(Type::I32, x, "v");
        b.ret(Some(v));
        let (m, id) = single_function_module(f);
        let mf = select_function(&m, id, Target::X86_64V2, false);
        let insts = &mf.blocks[0].insts;
        let slot = Operand::Mem(Addr::slot(SlotId::new(0)));
        assert_eq!(insts[0], MInst::Mov { width: Width::B32, dst: slot, src: Operand::Imm(7) });
        assert!(matches!(insts[1], MInst::Mov { width: Width::B32, src, .. } if src == slot));
        assert!(!insts.iter().any(|i| matches!(i, MInst::Lea { .. })), "alloca address was materialised");
        assert_eq!(mf.slots()[0].size, 4);
    }

    #[test]
    fn optimizing_promotes_scalar_allocas_but_not_escaping_ones() {
        let m = crate::ir::parse::parse_module(
            "declare void @g(ptr)
define i32 @f() {
entry:
  %x = alloca i32, align 4
  %c = alloca i32, align 4
  %a = alloca [4 x i32], align 4
  store i32 7, ptr %x, align 4
  store i32 1, ptr %c, align 4
  call void @g(ptr %c)
  %v = load i32, ptr %x, align 4
  ret i32 %v
}",
        )
        .unwrap();
        let id = m.find_function("f").unwrap();
        let optimized = select_function(&m, id, Target::X86_64V2, true);
        // Only the captured variable and the array get frame slots.
        assert_eq!(optimized.slots().len(), 2);
        let insts = all_insts(&optimized);
        assert!(matches!(
            insts[0],
            MInst::Mov { width: Width::B32, dst: Operand::Reg(Reg::Virt(_)), src: Operand::Imm(7) }
        ));
        assert!(
            insts.iter().any(|i| matches!(i, MInst::Lea { .. })),
            "the captured slot's address is passed: {insts:?}"
        );
        // -O0 keeps every alloca in memory.
        assert_eq!(select_function(&m, id, Target::X86_64V2, false).slots().len(), 3);
    }

    #[test]
    fn optimizing_folds_constant_divisions_and_avoids_idiv_for_constant_divisors() {
        let text = "define i32 @f(i32 %x) {
entry:
  %a = sdiv i32 %x, 10
  %b = srem i32 %x, -7
  %c = sdiv i32 %a, 8
  %d = sdiv i32 17, 10
  %e = add i32 %b, %c
  %f = add i32 %e, %d
  ret i32 %f
}";
        let m = crate::ir::parse::parse_module(text).unwrap();
        let id = m.find_function("f").unwrap();
        let insts = all_insts(&select_function(&m, id, Target::X86_64V2, true));
        assert!(!insts.iter().any(|i| matches!(i, MInst::Idiv { .. })), "{insts:?}");
        // Dividing by 0 or -1 must still trap: idiv stays.
        let m = crate::ir::parse::parse_module(&text.replace("sdiv i32 %x, 10", "sdiv i32 %x, -1")).unwrap();
        let insts = all_insts(&select_function(&m, id, Target::X86_64V2, true));
        assert_eq!(insts.iter().filter(|i| matches!(i, MInst::Idiv { .. })).count(), 1);
    }

    #[test]
    fn select_becomes_cmov_with_its_compare_fused() {
        let text = "define i32 @f(i32 %a, i32 %b, i1 %flag) {
entry:
  %gt = icmp sgt i32 %b, %a
  %m = select i1 %gt, i32 %b, i32 %a
  %n = select i1 %flag, i32 %m, i32 7
  ret i32 %n
}";
        let insts = all_insts(&select_text(text, Target::X86_64V2));
        // The compare feeds only the first select: no setcc, one cmp for
        // it and one test of the bool %flag for the second.
        assert!(!insts.iter().any(|i| matches!(i, MInst::Setcc { .. })), "{insts:?}");
        let cmovs: Vec<Cond> =
            insts.iter().filter_map(|i| if let MInst::Cmov { cond, .. } = i { Some(*cond) } else { None }).collect();
        assert_eq!(cmovs, [Cond::G, Cond::Ne], "{insts:?}");
        // Nothing between a compare and its cmov writes the flags.
        for (k, inst) in insts.iter().enumerate() {
            if matches!(inst, MInst::Cmov { .. }) {
                let setter = insts[..k].iter().rposition(|i| i.writes_flags()).expect("a compare before the cmov");
                assert!(matches!(insts[setter], MInst::Cmp { .. }), "{insts:?}");
            }
        }
    }

    #[test]
    fn compare_feeding_only_a_branch_is_fused() {
        let mut f = Function::new("f", &[(Type::I32, "n")], Type::Void);
        let entry = f.create_block("entry");
        let yes = f.create_block("yes");
        let no = f.create_block("no");
        let n = f.params[0];
        let mut b = Builder::new(&mut f);
        b.position_at_end(entry);
        let zero = b.func.const_int(Type::I32, 0);
        // `0 < n` has the constant on the left: it must be swapped to `n > 0`.
        let c = b.icmp(CmpPred::Slt, zero, n, "c");
        b.cond_br(c, yes, no);
        for blk in [yes, no] {
            b.position_at_end(blk);
            b.ret(None);
        }
        let (m, id) = single_function_module(f);
        let mf = select_function(&m, id, Target::X86_64V2, false);
        let insts = &mf.blocks[0].insts;
        assert!(!insts.iter().any(|i| matches!(i, MInst::Setcc { .. })), "compare was not fused: {insts:?}");
        let n_len = insts.len();
        assert!(matches!(insts[n_len - 3], MInst::Cmp { rhs: Operand::Imm(0), .. }));
        assert_eq!(insts[n_len - 2], MInst::Jcc { cond: Cond::G, target: MBlockId::new(1) });
        assert_eq!(insts[n_len - 1], MInst::Jmp { target: MBlockId::new(2) });
    }

    #[test]
    fn stack_arguments_go_to_the_outgoing_area() {
        let mut m = Module::new("test");
        let params: Vec<(Type, &str)> = (0..9).map(|_| (Type::I32, "")).collect();
        let callee = m.add_function(Function::declaration("g", &[Type::I32; 9], Type::Void));
        let mut f = Function::new("f", &params, Type::Void);
        let entry = f.create_block("entry");
        let args = f.params.clone();
        let mut b = Builder::new(&mut f);
        b.position_at_end(entry);
        b.call(callee, Type::Void, &args, "");
        b.ret(None);
        let id = m.add_function(f);
        let mf = select_function(&m, id, Target::X86_64V2, false);
        assert_eq!(mf.outgoing_arg_words, 3);
        let stores: Vec<u32> = mf.blocks[0]
            .insts
            .iter()
            .filter_map(|i| match i {
                MInst::Mov { dst: Operand::Mem(Addr { base: AddrBase::OutgoingArg(k), .. }), .. } => Some(*k),
                _ => None,
            })
            .collect();
        assert_eq!(stores, vec![0, 1, 2]);
        let loads: Vec<u32> = mf.blocks[0]
            .insts
            .iter()
            .filter_map(|i| match i {
                MInst::Mov { src: Operand::Mem(Addr { base: AddrBase::IncomingArg(k), .. }), .. } => Some(*k),
                _ => None,
            })
            .collect();
        assert_eq!(loads, vec![0, 1, 2]);
    }

    #[test]
    #[should_panic(expected = "backend requires phi-free IR; run reg2mem")]
    fn phis_are_rejected_with_a_clear_message() {
        let mut f = Function::new("f", &[], Type::I32);
        let entry = f.create_block("entry");
        let next = f.create_block("next");
        let mut b = Builder::new(&mut f);
        b.position_at_end(entry);
        b.br(next);
        b.position_at_end(next);
        let one = b.func.const_int(Type::I32, 1);
        let p = b.phi(Type::I32, &[(one, entry)], "p");
        b.ret(Some(p));
        let (m, id) = single_function_module(f);
        select_function(&m, id, Target::X86_64V2, false);
    }

    #[test]
    fn memset_becomes_rep_stosb_not_a_call() {
        let mf = select_text(
            "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define void @f() {
entry:
  %a = alloca [100 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 400, i1 false)
  ret void
}",
            Target::X86_64V2,
        );
        let insts = all_insts(&mf);
        assert!(insts.contains(&MInst::RepStosb));
        assert!(!insts.iter().any(|i| matches!(i, MInst::Call { .. })));
        assert!(insts.contains(&MInst::Mov { width: Width::B64, dst: PReg::RCX.into(), src: Operand::Imm(400) }));
    }

    const EIGHT_LANES: &str = "declare void @g()
define void @f(ptr %p) {
entry:
  %v = load <8 x i32>, ptr %p, align 4
  %w = add <8 x i32> %v, %v
  call void @g()
  store <8 x i32> %w, ptr %p, align 4
  ret void
}";

    #[test]
    fn ymm_code_clears_the_upper_halves_before_calls_and_returns() {
        let mf = select_text(EIGHT_LANES, Target::Avx2);
        let insts = all_insts(&mf);
        assert!(mf.uses_ymm());
        for (k, inst) in insts.iter().enumerate() {
            if matches!(inst, MInst::Call { .. } | MInst::Ret { .. }) {
                assert_eq!(insts[k - 1], MInst::VZeroUpper, "no vzeroupper before {inst:?}");
            }
        }
        // Without 256-bit values there is none.
        let mf = select_text(&EIGHT_LANES.replace("8 x", "4 x"), Target::Avx2);
        assert!(!mf.uses_ymm() && !all_insts(&mf).contains(&MInst::VZeroUpper));
    }

    #[test]
    #[should_panic(expected = "<8 x i32> (32 bytes) needs the AVX2 target")]
    fn eight_lane_vectors_need_avx2() {
        select_text(EIGHT_LANES, Target::X86_64V2);
    }

    #[test]
    #[should_panic(expected = "vector sdiv in `f` is not supported: x86 has no vector integer division")]
    fn vector_division_by_a_variable_is_rejected_clearly() {
        select_text(
            "define void @f(ptr %p) {
entry:
  %v = load <4 x i32>, ptr %p, align 4
  %w = sdiv <4 x i32> %v, %v
  store <4 x i32> %w, ptr %p, align 4
  ret void
}",
            Target::X86_64V2,
        );
    }

    #[test]
    fn constant_casts_are_folded_to_register_forms() {
        assert_eq!(register_form(IntType::I8, fold_cast(CastOp::Trunc, 511, IntType::I32, IntType::I8)), 0xFF);
        assert_eq!(register_form(IntType::I1, fold_cast(CastOp::Trunc, 7, IntType::I32, IntType::I1)), 1);
    }
}
