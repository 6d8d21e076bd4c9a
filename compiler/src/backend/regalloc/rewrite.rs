//! The rewrite step of register allocation: replace every virtual register
//! by the location an allocator chose for it ([`Assignment`]), inserting the
//! loads and stores a stack location needs. Both allocators
//! (`stack_slots` at `-O0`, `linear_scan` when optimizing) end here, and it
//! handles both kinds of [`Location`] in both register banks.
//!
//! Rewriting, per instruction, for a virtual register assigned a stack slot:
//! - in an operand position that accepts memory, when the instruction has
//!   no other memory operand, the slot itself becomes the operand
//!   (`add dword [rbp-8], r11d`, `paddd xmm15, [rbp-48]`);
//! - otherwise it is replaced by a scratch register of its bank: loaded from
//!   the slot before the instruction if read, stored back after it if
//!   written (with the width of the operand position: `mov` for GPRs,
//!   `movdqu`/`vmovdqu` for vectors).
//!
//! Scratch registers are r10 and r11 for GPRs, xmm14 and xmm15 for vectors:
//! caller-saved (nothing expects them to survive anything), never argument,
//! return or `idiv` registers, and no instruction form names them as fixed
//! operands, so they cannot conflict with ABI-constrained registers in use
//! around calls and divisions (`check_scratch_is_free` asserts it). Two per
//! bank suffice because:
//! - inputs are rewritten first; a position the instruction only writes
//!   gets its scratch register afterwards and may reuse one that held an
//!   input (the CPU reads all inputs before writing), e.g.
//!   `mov r10d, [r10 + r11*4]`;
//! - an address whose base and index both live in memory is folded into
//!   one register first (`lea r10, [r10 + r11*4]`), so a store through it
//!   still has a scratch register left for the value.
//!
//! The inserted moves (and that `lea`) never change the flags, so a `cmp`
//! stays paired with the `jcc` or `setcc` that reads it.

use crate::backend::mir::{
    Access, Addr, AddrBase, Index, MFunction, MInst, OpWidth, Operand, OperandVisit, PReg, Reg, RegBank, SlotId, VReg,
    Width,
};
use crate::ir::EntityMap;

/// Where a virtual register lives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Location {
    Reg(PReg),
    Stack(SlotId),
}

/// A location for every virtual register of one function.
#[derive(Clone, Debug)]
pub struct Assignment {
    locations: EntityMap<VReg, Location>,
}

impl Assignment {
    /// `locations[i]` is the location of virtual register `i`.
    pub fn new(locations: Vec<Location>) -> Assignment {
        Assignment { locations: EntityMap::from_vec(locations) }
    }

    pub fn location(&self, v: VReg) -> Location {
        self.locations[v]
    }

    /// Callee-saved registers the assignment uses (the prologue must save
    /// them), in a fixed order.
    pub fn callee_saved_in_use(&self) -> Vec<PReg> {
        let mut used: Vec<PReg> = crate::backend::mir::CALLEE_SAVED
            .iter()
            .copied()
            .filter(|p| self.locations.values().any(|l| *l == Location::Reg(*p)))
            .collect();
        used.sort();
        used
    }
}

/// The registers the rewriter may use for GPR values that live in memory.
pub const SCRATCH: [PReg; 2] = [PReg::R10, PReg::R11];
/// The registers the rewriter may use for vector values that live in memory.
pub const VEC_SCRATCH: [PReg; 2] = [PReg::XMM14, PReg::XMM15];

/// What the prologue and epilogue must know about the allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocationResult {
    /// Callee-saved registers to save and restore.
    pub callee_saved: Vec<PReg>,
}

/// Replace every virtual register of `mf` by its location in `assignment`,
/// inserting loads and stores around instructions where needed.
///
/// A copy whose two sides got the same location is dropped: coalescing
/// gives the values joined by a phi's copies one location, and when that
/// location is a stack slot the copy would otherwise become a load and a
/// store of the same slot. (Dropping a 32-bit `mov` is safe for the reason
/// `peephole` gives for `mov r, r`: no value is read wider than written.)
pub fn rewrite(mf: &mut MFunction, assignment: &Assignment) {
    for block in &mut mf.blocks {
        let old = std::mem::take(&mut block.insts);
        for inst in old {
            if !is_copy_within_one_location(&inst, assignment) {
                rewrite_inst(inst, assignment, &mut block.insts);
            }
        }
    }
}

fn is_copy_within_one_location(inst: &MInst, assignment: &Assignment) -> bool {
    let location = |r: Reg| match r {
        Reg::Virt(v) => assignment.location(v),
        Reg::Phys(p) => Location::Reg(p),
    };
    match inst {
        MInst::Mov { dst: Operand::Reg(d), src: Operand::Reg(s), .. }
        | MInst::VMov { dst: Operand::Reg(d), src: Operand::Reg(s), .. } => location(*d) == location(*s),
        _ => false,
    }
}

/// Scratch registers handed out while rewriting one instruction.
#[derive(Default)]
struct ScratchPool {
    /// Registers in use, and whether the instruction writes them (those
    /// stay taken when the inputs are released).
    taken: Vec<(PReg, bool)>,
    /// Every register handed out (for `check_scratch_is_free`).
    ever_used: Vec<PReg>,
}

impl ScratchPool {
    fn take(&mut self, bank: RegBank, written: bool, inst: &MInst) -> PReg {
        let pool = match bank {
            RegBank::Gpr => &SCRATCH,
            RegBank::Vector => &VEC_SCRATCH,
        };
        let reg = *pool.iter().find(|r| !self.taken.iter().any(|(t, _)| t == *r)).unwrap_or_else(|| {
            panic!("instruction needs more than {} {bank:?} scratch registers: {inst:?}", pool.len())
        });
        self.taken.push((reg, written));
        if !self.ever_used.contains(&reg) {
            self.ever_used.push(reg);
        }
        reg
    }

    fn release(&mut self, reg: PReg) {
        self.taken.retain(|(r, _)| *r != reg);
    }

    /// Free the registers that only carry inputs into the instruction.
    fn release_inputs(&mut self) {
        self.taken.retain(|&(_, written)| written);
    }
}

/// The rewriting of one instruction: the code to insert around it.
struct InstRewrite<'a> {
    assignment: &'a Assignment,
    original: &'a MInst,
    before: Vec<MInst>,
    after: Vec<MInst>,
    scratch: ScratchPool,
    has_mem: bool,
}

fn rewrite_inst(mut inst: MInst, assignment: &Assignment, out: &mut Vec<MInst>) {
    let original = inst.clone();
    let has_mem = count_memory_operands(&mut inst) > 0;
    let mut rw = InstRewrite {
        assignment,
        original: &original,
        before: Vec::new(),
        after: Vec::new(),
        scratch: ScratchPool::default(),
        has_mem,
    };
    inst.visit_operands(&mut |visit| rw.rewrite_position(visit));
    // Positions the instruction only writes, once every input has its
    // register: they may reuse registers that only carried inputs.
    rw.scratch.release_inputs();
    inst.visit_operands(&mut |visit| rw.rewrite_output(visit));
    if !rw.scratch.ever_used.is_empty() {
        check_scratch_is_free(&original, &rw.scratch.ever_used);
    }
    out.extend(rw.before);
    out.push(inst);
    out.extend(rw.after);
}

impl InstRewrite<'_> {
    /// First pass: every position except write-only ones that need a
    /// scratch register (those are left virtual for `rewrite_output`).
    fn rewrite_position(&mut self, visit: OperandVisit<'_>) {
        match visit {
            OperandVisit::Value { op, access, width, mem_ok } => match *op {
                Operand::Reg(Reg::Virt(v)) => match self.assignment.location(v) {
                    Location::Reg(p) => *op = p.into(),
                    Location::Stack(slot) if mem_ok && !self.has_mem => {
                        *op = Operand::Mem(Addr::slot(slot));
                        self.has_mem = true;
                    }
                    Location::Stack(_) if access == Access::Def => {}
                    Location::Stack(slot) => *op = self.reload(slot, access, width).into(),
                },
                Operand::Mem(ref mut addr) => self.rewrite_address(addr),
                Operand::Reg(Reg::Phys(_)) | Operand::Imm(_) => {}
            },
            OperandVisit::RegOnly { reg, access, width } => {
                if let Reg::Virt(v) = *reg {
                    match self.assignment.location(v) {
                        Location::Reg(p) => *reg = p.into(),
                        Location::Stack(_) if access == Access::Def => {}
                        Location::Stack(slot) => *reg = self.reload(slot, access, width).into(),
                    }
                }
            }
        }
    }

    /// Second pass: write-only positions still naming a virtual register.
    fn rewrite_output(&mut self, visit: OperandVisit<'_>) {
        let (reg, width) = match visit {
            OperandVisit::Value { op: Operand::Reg(reg), width, .. } => (reg, width),
            OperandVisit::RegOnly { reg, width, .. } => (reg, width),
            OperandVisit::Value { .. } => return,
        };
        if let Reg::Virt(v) = *reg {
            let Location::Stack(slot) = self.assignment.location(v) else {
                unreachable!("register locations are substituted in the first pass")
            };
            let r = self.scratch.take(width.bank(), true, self.original);
            self.after.push(spill_move(width, Operand::Mem(Addr::slot(slot)), r.into()));
            *reg = r.into();
        }
    }

    /// A scratch register holding the value of `slot` for a position that
    /// reads it (stored back afterwards if the position also writes it).
    fn reload(&mut self, slot: SlotId, access: Access, width: OpWidth) -> PReg {
        let r = self.scratch.take(width.bank(), access.writes(), self.original);
        let mem = Operand::Mem(Addr::slot(slot));
        self.before.push(spill_move(width, r.into(), mem));
        if access.writes() {
            self.after.push(spill_move(width, mem, r.into()));
        }
        r
    }

    /// The registers of an address are reads of 64-bit pointers. A base and
    /// an index that both live in memory are combined into one register.
    fn rewrite_address(&mut self, addr: &mut Addr) {
        let mut reloaded = Vec::new();
        for reg in addr.regs_mut() {
            if let Reg::Virt(v) = *reg {
                match self.assignment.location(v) {
                    Location::Reg(p) => *reg = p.into(),
                    Location::Stack(slot) => {
                        let r = self.reload(slot, Access::Use, Width::B64.into());
                        reloaded.push(r);
                        *reg = r.into();
                    }
                }
            }
        }
        if let (&[base, index], Some(Index { scale, .. })) = (&reloaded[..], addr.index) {
            let sum =
                Addr { base: AddrBase::Reg(base.into()), index: Some(Index { reg: index.into(), scale }), disp: 0 };
            self.before.push(MInst::Lea { dst: base.into(), addr: sum });
            addr.index = None;
            self.scratch.release(index);
        }
    }
}

/// The move that reloads or spills a position of width `width`.
fn spill_move(width: OpWidth, dst: Operand, src: Operand) -> MInst {
    match width {
        OpWidth::Int(width) => MInst::Mov { width, dst, src },
        OpWidth::Vec(width) => MInst::VMov { width, dst, src },
    }
}

fn count_memory_operands(inst: &mut MInst) -> usize {
    let mut n = 0;
    inst.visit_operands(&mut |visit| {
        if let OperandVisit::Value { op: Operand::Mem(_), .. } = visit {
            n += 1;
        }
    });
    n
}

/// The scratch registers must not be fixed registers of the instruction.
fn check_scratch_is_free(inst: &MInst, used: &[PReg]) {
    let mut fixed = inst.implicit_uses();
    fixed.extend(inst.implicit_defs());
    let mut copy = inst.clone();
    copy.visit_operands(&mut |visit| match visit {
        OperandVisit::Value { op: Operand::Reg(Reg::Phys(p)), .. }
        | OperandVisit::RegOnly { reg: Reg::Phys(p), .. } => fixed.push(*p),
        _ => {}
    });
    for r in used {
        assert!(!fixed.contains(r), "scratch register {r:?} is a fixed register of {inst:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::super::stack_slots::allocate;
    use super::*;
    use crate::backend::mir::{AddrBase, AluOp, Gpr, RegClass, SlotKind, VecAluOp, VecWidth};
    use crate::ir::FuncId;

    fn function_with_vregs(n: usize) -> (MFunction, Vec<VReg>) {
        let mut mf = MFunction::new(FuncId::new(0));
        mf.add_block("entry");
        let vregs = (0..n).map(|_| mf.new_vreg(RegClass::Gpr)).collect();
        (mf, vregs)
    }

    fn no_virtual_registers_left(mf: &mut MFunction) -> bool {
        let mut clean = true;
        for block in &mut mf.blocks {
            for inst in &mut block.insts {
                inst.visit_operands(&mut |visit| match visit {
                    OperandVisit::Value { op: Operand::Reg(Reg::Virt(_)), .. }
                    | OperandVisit::RegOnly { reg: Reg::Virt(_), .. } => clean = false,
                    OperandVisit::Value { op: Operand::Mem(addr), .. }
                        if addr.regs().any(|r| matches!(r, Reg::Virt(_))) =>
                    {
                        clean = false
                    }
                    _ => {}
                });
            }
        }
        clean
    }

    #[test]
    fn spilled_two_address_op_uses_one_memory_operand_and_one_scratch() {
        let (mut mf, v) = function_with_vregs(2);
        mf.blocks[0].insts.push(MInst::Alu { op: AluOp::Add, width: Width::B32, dst: v[0].into(), src: v[1].into() });
        allocate(&mut mf);
        let s = |i: usize| Operand::Mem(Addr::slot(SlotId::new(i)));
        assert_eq!(
            mf.blocks[0].insts,
            vec![
                MInst::Mov { width: Width::B32, dst: PReg::R10.into(), src: s(1) },
                MInst::Alu { op: AluOp::Add, width: Width::B32, dst: s(0), src: PReg::R10.into() },
            ]
        );
        assert!(mf.slots().iter().all(|slot| slot.kind == SlotKind::Spill && slot.size == 8));
    }

    #[test]
    fn store_through_spilled_pointer_reloads_base_and_value() {
        let (mut mf, v) = function_with_vregs(2);
        let dst = Operand::Mem(Addr::new(AddrBase::Reg(v[0].into())));
        mf.blocks[0].insts.push(MInst::Mov { width: Width::B8, dst, src: v[1].into() });
        allocate(&mut mf);
        let s = |i: usize| Operand::Mem(Addr::slot(SlotId::new(i)));
        assert_eq!(
            mf.blocks[0].insts,
            vec![
                MInst::Mov { width: Width::B64, dst: PReg::R10.into(), src: s(0) },
                MInst::Mov { width: Width::B8, dst: PReg::R11.into(), src: s(1) },
                MInst::Mov {
                    width: Width::B8,
                    dst: Operand::Mem(Addr::new(AddrBase::Reg(PReg::R10.into()))),
                    src: PReg::R11.into()
                },
            ]
        );
    }

    #[test]
    fn register_only_definition_is_stored_back() {
        let (mut mf, v) = function_with_vregs(2);
        mf.blocks[0].insts.push(MInst::ImulImm { width: Width::B32, dst: v[0].into(), src: v[1].into(), imm: 3 });
        allocate(&mut mf);
        let s = |i: usize| Operand::Mem(Addr::slot(SlotId::new(i)));
        assert_eq!(
            mf.blocks[0].insts,
            vec![
                MInst::ImulImm { width: Width::B32, dst: PReg::R10.into(), src: s(1), imm: 3 },
                MInst::Mov { width: Width::B32, dst: s(0), src: PReg::R10.into() },
            ]
        );
    }

    #[test]
    fn register_locations_are_substituted_without_extra_code() {
        // The interface a linear-scan allocator will use.
        let (mut mf, v) = function_with_vregs(3);
        let base = Addr::new(AddrBase::Reg(v[2].into()));
        mf.blocks[0].insts.push(MInst::Mov { width: Width::B32, dst: v[0].into(), src: Operand::Mem(base) });
        mf.blocks[0].insts.push(MInst::Imul { width: Width::B32, dst: v[0].into(), src: v[1].into() });
        let rbx = PReg::Gpr(Gpr::Rbx);
        let slot = mf.new_slot(8, 8, SlotKind::Spill);
        let assignment = Assignment::new(vec![Location::Reg(rbx), Location::Stack(slot), Location::Reg(PReg::RSI)]);
        rewrite(&mut mf, &assignment);
        assert_eq!(
            mf.blocks[0].insts,
            vec![
                MInst::Mov {
                    width: Width::B32,
                    dst: rbx.into(),
                    src: Operand::Mem(Addr::new(AddrBase::Reg(PReg::RSI.into())))
                },
                MInst::Imul { width: Width::B32, dst: rbx.into(), src: Operand::Mem(Addr::slot(slot)) },
            ]
        );
        assert_eq!(assignment.callee_saved_in_use(), vec![rbx]);
        assert!(no_virtual_registers_left(&mut mf));
    }

    #[test]
    fn copies_between_values_in_one_location_are_dropped() {
        // v0 and v1 were coalesced into one slot, v2 and v3 into rbx; the
        // copies among them would be `mov r10d, [slot]; mov [slot], r10d`
        // and `mov ebx, ebx`. Copies between different locations stay.
        let (mut mf, v) = function_with_vregs(5);
        let slot = mf.new_slot(8, 8, SlotKind::Spill);
        let rbx = PReg::Gpr(Gpr::Rbx);
        let copy = |dst: VReg, src: Operand| MInst::Mov { width: Width::B32, dst: dst.into(), src };
        mf.blocks[0].insts.extend([
            copy(v[0], v[1].into()),
            copy(v[2], v[3].into()),
            copy(v[3], rbx.into()),
            copy(v[4], v[0].into()),
        ]);
        let stack = Location::Stack(slot);
        let assignment =
            Assignment::new(vec![stack, stack, Location::Reg(rbx), Location::Reg(rbx), Location::Reg(PReg::RSI)]);
        rewrite(&mut mf, &assignment);
        assert_eq!(
            mf.blocks[0].insts,
            vec![MInst::Mov { width: Width::B32, dst: PReg::RSI.into(), src: Operand::Mem(Addr::slot(slot)) }]
        );
    }

    #[test]
    fn division_operands_never_use_rax_or_rdx() {
        let (mut mf, v) = function_with_vregs(3);
        let insts = &mut mf.blocks[0].insts;
        insts.push(MInst::Mov { width: Width::B32, dst: PReg::RAX.into(), src: v[0].into() });
        insts.push(MInst::SignExtendRax { width: Width::B32 });
        insts.push(MInst::Idiv { width: Width::B32, divisor: v[1].into() });
        insts.push(MInst::Mov { width: Width::B32, dst: v[2].into(), src: PReg::RDX.into() });
        allocate(&mut mf);
        assert!(no_virtual_registers_left(&mut mf));
        for inst in &mf.blocks[0].insts {
            if let MInst::Idiv { divisor, .. } = inst {
                assert!(divisor.is_mem(), "spilled divisor should be read from memory: {divisor:?}");
            }
        }
    }

    #[test]
    fn store_through_spilled_base_and_index_folds_the_address_first() {
        // Three spilled registers, two scratch registers: base + index
        // become one register, the value gets the other.
        let (mut mf, v) = function_with_vregs(3);
        let addr =
            Addr { base: AddrBase::Reg(v[0].into()), index: Some(Index { reg: v[1].into(), scale: 4 }), disp: 8 };
        mf.blocks[0].insts.push(MInst::Mov { width: Width::B32, dst: Operand::Mem(addr), src: v[2].into() });
        allocate(&mut mf);
        let s = |i: usize| Operand::Mem(Addr::slot(SlotId::new(i)));
        let r10 = Reg::Phys(PReg::R10);
        let sum = Addr { base: AddrBase::Reg(r10), index: Some(Index { reg: PReg::R11.into(), scale: 4 }), disp: 0 };
        assert_eq!(
            mf.blocks[0].insts,
            vec![
                MInst::Mov { width: Width::B64, dst: PReg::R10.into(), src: s(0) },
                MInst::Mov { width: Width::B64, dst: PReg::R11.into(), src: s(1) },
                MInst::Lea { dst: r10, addr: sum },
                MInst::Mov { width: Width::B32, dst: PReg::R11.into(), src: s(2) },
                MInst::Mov {
                    width: Width::B32,
                    dst: Operand::Mem(Addr { base: AddrBase::Reg(r10), index: None, disp: 8 }),
                    src: PReg::R11.into()
                },
            ]
        );
    }

    #[test]
    fn a_written_only_register_may_reuse_an_input_scratch() {
        // mov v0, [v1 + v2*4] with everything spilled: the destination
        // reuses r10, which held the address.
        let (mut mf, v) = function_with_vregs(3);
        let addr =
            Addr { base: AddrBase::Reg(v[1].into()), index: Some(Index { reg: v[2].into(), scale: 4 }), disp: 0 };
        mf.blocks[0].insts.push(MInst::MovzxB { dst: v[0].into(), src: Operand::Mem(addr) });
        allocate(&mut mf);
        assert!(no_virtual_registers_left(&mut mf));
        let insts = &mf.blocks[0].insts;
        assert_eq!(insts.len(), 5, "{insts:?}");
        assert!(matches!(insts[3], MInst::MovzxB { dst: Reg::Phys(PReg::R10), .. }));
        assert_eq!(
            insts[4],
            MInst::Mov { width: Width::B32, dst: Operand::Mem(Addr::slot(SlotId::new(0))), src: PReg::R10.into() }
        );
    }

    #[test]
    fn vector_registers_spill_to_aligned_slots_through_vector_scratch_registers() {
        let mut mf = MFunction::new(FuncId::new(0));
        mf.add_block("entry");
        let (a, b) = (mf.new_vreg(RegClass::Xmm), mf.new_vreg(RegClass::Xmm));
        let y = mf.new_vreg(RegClass::Ymm);
        let insts = &mut mf.blocks[0].insts;
        insts.push(MInst::VAlu { op: VecAluOp::Paddd, width: VecWidth::V128, dst: a.into(), src: b.into() });
        insts.push(MInst::VAlu { op: VecAluOp::Pxor, width: VecWidth::V256, dst: y.into(), src: y.into() });
        allocate(&mut mf);
        let sizes: Vec<(u32, u32)> = mf.slots().iter().map(|s| (s.size, s.align)).collect();
        assert_eq!(sizes, vec![(16, 16), (16, 16), (32, 16)]);
        let s = |i: usize| Operand::Mem(Addr::slot(SlotId::new(i)));
        let scratch = Reg::Phys(PReg::XMM14);
        assert_eq!(
            mf.blocks[0].insts[..3],
            [
                MInst::VMov { width: VecWidth::V128, dst: scratch.into(), src: s(0) },
                MInst::VAlu { op: VecAluOp::Paddd, width: VecWidth::V128, dst: scratch, src: s(1) },
                MInst::VMov { width: VecWidth::V128, dst: s(0), src: scratch.into() },
            ]
        );
        assert!(matches!(mf.blocks[0].insts[3], MInst::VMov { width: VecWidth::V256, .. }));
    }

    #[test]
    fn vector_register_locations_are_substituted() {
        // The interface a linear-scan allocator will use for XMM registers.
        let mut mf = MFunction::new(FuncId::new(0));
        mf.add_block("entry");
        let (a, g) = (mf.new_vreg(RegClass::Xmm), mf.new_vreg(RegClass::Gpr));
        mf.blocks[0].insts.push(MInst::VInsertLane { lane_bits: 32, dst: a.into(), src: g.into(), lane: 3 });
        rewrite(&mut mf, &Assignment::new(vec![Location::Reg(PReg::Vec(3)), Location::Reg(PReg::RSI)]));
        assert_eq!(
            mf.blocks[0].insts,
            vec![MInst::VInsertLane { lane_bits: 32, dst: PReg::Vec(3).into(), src: PReg::RSI.into(), lane: 3 }]
        );
    }
}
