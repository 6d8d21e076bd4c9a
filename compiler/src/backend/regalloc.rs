//! Register allocation: give every virtual register a location, then
//! rewrite the machine IR to use only physical registers.
//!
//! This is the baseline allocator, chosen for being obviously correct: every
//! virtual register lives in its own 8-byte stack slot for the whole
//! function ([`assign_stack_slots`]), so values are trivially preserved
//! across blocks and calls. It will be replaced by linear scan (Poletto &
//! Sarkar, "Linear Scan Register Allocation", TOPLAS 1999): a new
//! assignment function computing live intervals and handing out registers
//! per [`RegClass`](super::mir::RegClass), producing the same [`Assignment`]
//! type. The rewriting step ([`rewrite`]) already handles both kinds of
//! [`Location`] and stays as it is.
//!
//! Rewriting, per instruction, for a virtual register assigned a stack slot:
//! - in an operand position that accepts memory, when the instruction has
//!   no other memory operand, the slot itself becomes the operand
//!   (`add dword [rbp-8], r11d`);
//! - otherwise it is replaced by a scratch register: loaded from the slot
//!   before the instruction if read, stored back after it if written.
//!
//! Scratch registers are r10 and r11: caller-saved (nothing expects them to
//! survive anything), never argument, return or `idiv` registers, and no
//! instruction form names them as fixed operands, so they cannot conflict
//! with ABI-constrained registers in use around calls and divisions
//! (`check_scratch_is_free` asserts it). Two suffice: an instruction has at
//! most two register positions that must not be memory (e.g. the base of a
//! store address plus the stored value).
//!
//! The inserted moves never change the flags, so a `cmp` stays paired with
//! the `jcc` or `setcc` that reads it.

use super::mir::{Access, Addr, MFunction, MInst, Operand, OperandVisit, PReg, Reg, SlotId, SlotKind, VReg, Width};

/// Where a virtual register lives.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Location {
    Reg(PReg),
    Stack(SlotId),
}

/// A location for every virtual register of one function.
#[derive(Clone, Debug)]
pub struct Assignment {
    locations: Vec<Location>,
}

impl Assignment {
    /// `locations[i]` is the location of virtual register `i`.
    pub fn new(locations: Vec<Location>) -> Assignment {
        Assignment { locations }
    }

    pub fn location(&self, v: VReg) -> Location {
        self.locations[v.index()]
    }

    /// Callee-saved registers the assignment uses (the prologue must save
    /// them), in a fixed order.
    pub fn callee_saved_in_use(&self) -> Vec<PReg> {
        let mut used: Vec<PReg> =
            super::mir::CALLEE_SAVED.iter().copied().filter(|p| self.locations.contains(&Location::Reg(*p))).collect();
        used.sort();
        used
    }
}

/// The registers the rewriter may use for values that live in memory.
pub const SCRATCH: [PReg; 2] = [PReg::R10, PReg::R11];

/// What the prologue and epilogue must know about the allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AllocationResult {
    /// Callee-saved registers to save and restore.
    pub callee_saved: Vec<PReg>,
}

/// Allocate `mf` with the baseline allocator: afterwards it names only
/// physical registers.
pub fn allocate(mf: &mut MFunction) -> AllocationResult {
    let assignment = assign_stack_slots(mf);
    rewrite(mf, &assignment);
    AllocationResult { callee_saved: assignment.callee_saved_in_use() }
}

/// The baseline assignment: a fresh spill slot for every virtual register.
pub fn assign_stack_slots(mf: &mut MFunction) -> Assignment {
    let locations = (0..mf.num_vregs())
        .map(|_| {
            // All registers are GPRs today; slots are sized by class.
            let size = super::mir::RegClass::Gpr.spill_size();
            Location::Stack(mf.new_slot(size, size, SlotKind::Spill))
        })
        .collect();
    Assignment::new(locations)
}

/// Replace every virtual register of `mf` by its location in `assignment`,
/// inserting loads and stores around instructions where needed.
pub fn rewrite(mf: &mut MFunction, assignment: &Assignment) {
    for block in &mut mf.blocks {
        let old = std::mem::take(&mut block.insts);
        for inst in old {
            rewrite_inst(inst, assignment, &mut block.insts);
        }
    }
}

/// Scratch registers handed out while rewriting one instruction.
struct ScratchPool {
    used: usize,
}

impl ScratchPool {
    fn take(&mut self, inst: &MInst) -> PReg {
        let reg = *SCRATCH
            .get(self.used)
            .unwrap_or_else(|| panic!("instruction needs more than {} scratch registers: {inst:?}", SCRATCH.len()));
        self.used += 1;
        reg
    }
}

fn rewrite_inst(mut inst: MInst, assignment: &Assignment, out: &mut Vec<MInst>) {
    let original = inst.clone();
    let mut before = Vec::new();
    let mut after = Vec::new();
    let mut scratch = ScratchPool { used: 0 };
    let mut has_mem = count_memory_operands(&mut inst) > 0;
    inst.visit_operands(&mut |visit| match visit {
        OperandVisit::Value { op, access, width, mem_ok } => match *op {
            Operand::Reg(Reg::Virt(v)) => match assignment.location(v) {
                Location::Reg(p) => *op = p.into(),
                Location::Stack(slot) if mem_ok && !has_mem => {
                    *op = Operand::Mem(Addr::slot(slot));
                    has_mem = true;
                }
                Location::Stack(slot) => {
                    let r = scratch.take(&original);
                    spill_around(r, slot, access, width, &mut before, &mut after);
                    *op = r.into();
                }
            },
            Operand::Mem(ref mut addr) => {
                if let Some(base) = addr.base_reg_mut() {
                    rewrite_address_reg(base, assignment, &mut scratch, &original, &mut before);
                }
            }
            Operand::Reg(Reg::Phys(_)) | Operand::Imm(_) => {}
        },
        OperandVisit::RegOnly { reg, access, width } => {
            if let Reg::Virt(v) = *reg {
                match assignment.location(v) {
                    Location::Reg(p) => *reg = p.into(),
                    Location::Stack(slot) => {
                        let r = scratch.take(&original);
                        spill_around(r, slot, access, width, &mut before, &mut after);
                        *reg = r.into();
                    }
                }
            }
        }
    });
    if scratch.used > 0 {
        check_scratch_is_free(&original, scratch.used);
    }
    out.extend(before);
    out.push(inst);
    out.extend(after);
}

/// Load `slot` into `r` before the instruction if it reads the value, and
/// store `r` to `slot` after it if it writes the value.
fn spill_around(r: PReg, slot: SlotId, access: Access, width: Width, before: &mut Vec<MInst>, after: &mut Vec<MInst>) {
    let mem = Operand::Mem(Addr::slot(slot));
    if access.reads() {
        before.push(MInst::Mov { width, dst: r.into(), src: mem });
    }
    if access.writes() {
        after.push(MInst::Mov { width, dst: mem, src: r.into() });
    }
}

/// A register inside an address is a read of a 64-bit pointer.
fn rewrite_address_reg(
    base: &mut Reg,
    assignment: &Assignment,
    scratch: &mut ScratchPool,
    original: &MInst,
    before: &mut Vec<MInst>,
) {
    if let Reg::Virt(v) = *base {
        match assignment.location(v) {
            Location::Reg(p) => *base = p.into(),
            Location::Stack(slot) => {
                let r = scratch.take(original);
                before.push(MInst::Mov { width: Width::B64, dst: r.into(), src: Operand::Mem(Addr::slot(slot)) });
                *base = r.into();
            }
        }
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
fn check_scratch_is_free(inst: &MInst, used: usize) {
    let mut fixed = inst.implicit_uses();
    fixed.extend(inst.implicit_defs());
    let mut copy = inst.clone();
    copy.visit_operands(&mut |visit| match visit {
        OperandVisit::Value { op: Operand::Reg(Reg::Phys(p)), .. }
        | OperandVisit::RegOnly { reg: Reg::Phys(p), .. } => fixed.push(*p),
        _ => {}
    });
    for r in &SCRATCH[..used] {
        assert!(!fixed.contains(r), "scratch register {r:?} is a fixed register of {inst:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{AddrBase, AluOp, Gpr, RegClass};
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
                        if matches!(addr.base_reg(), Some(Reg::Virt(_))) =>
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
}
