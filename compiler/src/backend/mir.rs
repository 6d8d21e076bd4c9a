//! The machine IR: x86-64 instruction forms over virtual registers.
//!
//! Instruction selection (`isel`) produces one [`MFunction`] per IR function,
//! the register allocator (`regalloc`) replaces every virtual register by a
//! physical register or a stack slot, and `emit` turns the result into
//! machine code. The instruction forms are those of x86-64, so that every
//! constraint the hardware imposes is visible to the allocator:
//!
//! - ALU operations are two-address (`dst = dst op src`);
//! - `idiv` reads edx:eax and writes eax (quotient) and edx (remainder), which
//!   isel expresses by moves to and from the fixed physical registers;
//! - at most one operand of an instruction is in memory (see
//!   [`OperandVisit::Value::mem_ok`]);
//! - immediates are sign-extended 32-bit values, except in the `mov r64,
//!   imm64` form;
//! - calls take their register arguments in fixed physical registers and
//!   clobber every caller-saved register ([`CALLER_SAVED`]).
//!
//! Registers carry an explicit class ([`RegClass`]): only general-purpose
//! registers exist today, but a vector class (XMM/YMM) can be added as a new
//! variant of [`RegClass`] and [`PReg`] without touching the GPR paths, and
//! the allocator assigns locations per class.
//!
//! Invariants:
//! - Each virtual register holds a value of one width; it is read with the
//!   width it was written with (or narrower). An `i1` lives in a 32-bit
//!   register as 0 or 1 (zero-extended), `i32` in 32 bits, `i64`/`ptr` in 64.
//! - Blocks are in layout order; control leaves a block only through its
//!   final `Jmp`/`Jcc`+`Jmp`/`Ret`/`Ud2` instructions (emit removes a jump
//!   to the block that follows).
//! - Frame slots ([`SlotId`]) get their rbp offsets only after register
//!   allocation (`frame`), so the allocator can still add spill slots.

use crate::ir::{CmpPred, FuncId, GlobalId};

/// A register class: the kind of physical register a virtual one needs.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegClass {
    /// The sixteen 64-bit general-purpose registers.
    Gpr,
}

impl RegClass {
    /// Bytes a spilled register of this class occupies on the stack.
    pub fn spill_size(self) -> u32 {
        match self {
            RegClass::Gpr => 8,
        }
    }
}

/// The x86-64 general-purpose registers, numbered by their hardware encoding.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Gpr {
    Rax = 0,
    Rcx,
    Rdx,
    Rbx,
    Rsp,
    Rbp,
    Rsi,
    Rdi,
    R8,
    R9,
    R10,
    R11,
    R12,
    R13,
    R14,
    R15,
}

impl Gpr {
    pub fn encoding(self) -> u8 {
        self as u8
    }
}

/// A physical register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PReg {
    Gpr(Gpr),
}

impl PReg {
    pub const RAX: PReg = PReg::Gpr(Gpr::Rax);
    pub const RCX: PReg = PReg::Gpr(Gpr::Rcx);
    pub const RDX: PReg = PReg::Gpr(Gpr::Rdx);
    pub const RSI: PReg = PReg::Gpr(Gpr::Rsi);
    pub const RDI: PReg = PReg::Gpr(Gpr::Rdi);
    pub const R8: PReg = PReg::Gpr(Gpr::R8);
    pub const R9: PReg = PReg::Gpr(Gpr::R9);
    pub const R10: PReg = PReg::Gpr(Gpr::R10);
    pub const R11: PReg = PReg::Gpr(Gpr::R11);

    pub fn class(self) -> RegClass {
        match self {
            PReg::Gpr(_) => RegClass::Gpr,
        }
    }
}

/// System V: the registers holding the first six integer/pointer arguments.
pub const ARG_REGS: [PReg; 6] = [PReg::RDI, PReg::RSI, PReg::RDX, PReg::RCX, PReg::R8, PReg::R9];

/// System V: the integer return register.
pub const RET_REG: PReg = PReg::RAX;

/// System V: registers a call may change (everything but rbx, rbp, rsp,
/// r12-r15).
pub const CALLER_SAVED: [PReg; 9] =
    [PReg::RAX, PReg::RCX, PReg::RDX, PReg::RSI, PReg::RDI, PReg::R8, PReg::R9, PReg::R10, PReg::R11];

/// System V: registers a function must preserve (besides rbp and rsp, which
/// the frame code handles).
pub const CALLEE_SAVED: [PReg; 5] =
    [PReg::Gpr(Gpr::Rbx), PReg::Gpr(Gpr::R12), PReg::Gpr(Gpr::R13), PReg::Gpr(Gpr::R14), PReg::Gpr(Gpr::R15)];

/// A virtual register of an [`MFunction`] (its class is in
/// [`MFunction::vreg_class`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct VReg(u32);

impl VReg {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A register operand: virtual before allocation, physical after it (and
/// physical before it where the ABI fixes the register).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Reg {
    Virt(VReg),
    Phys(PReg),
}

impl From<VReg> for Reg {
    fn from(v: VReg) -> Reg {
        Reg::Virt(v)
    }
}

impl From<PReg> for Reg {
    fn from(p: PReg) -> Reg {
        Reg::Phys(p)
    }
}

/// Operand size of an integer instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Width {
    B8,
    B32,
    B64,
}

impl Width {
    pub fn bytes(self) -> u32 {
        match self {
            Width::B8 => 1,
            Width::B32 => 4,
            Width::B64 => 8,
        }
    }
}

/// A stack slot of the function's frame (an IR alloca or a spill slot).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct SlotId(u32);

impl SlotId {
    pub fn new(index: usize) -> SlotId {
        SlotId(u32::try_from(index).expect("too many frame slots"))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a frame slot exists (for the listing and for later passes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SlotKind {
    /// The memory of an IR `alloca`.
    Alloca,
    /// The home of a spilled virtual register.
    Spill,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SlotData {
    pub size: u32,
    pub align: u32,
    pub kind: SlotKind,
    /// The IR name of an alloca's slot (for the listing); empty otherwise.
    pub name: String,
}

/// A symbol that code refers to, resolved to a name by `emit`/`elf`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Symbol {
    Function(FuncId),
    Global(GlobalId),
}

/// Where an address starts; the frame-relative forms become rbp/rsp-based
/// after frame layout.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AddrBase {
    /// A 64-bit register holding a pointer.
    Reg(Reg),
    /// A slot of this function's frame (`[rbp - offset]`).
    Slot(SlotId),
    /// The k-th stack-passed argument of this function (`[rbp + 16 + 8k]`).
    IncomingArg(u32),
    /// The k-th stack-passed argument of a call being set up (`[rsp + 8k]`).
    OutgoingArg(u32),
    /// A symbol, addressed RIP-relative (`sym(%rip)`).
    Symbol(Symbol),
}

/// A memory address `base + disp`. (An index register for arrays can be
/// added here; the allocator visits registers through [`Addr::base_reg_mut`].)
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Addr {
    pub base: AddrBase,
    pub disp: i32,
}

impl Addr {
    pub fn new(base: AddrBase) -> Addr {
        Addr { base, disp: 0 }
    }

    pub fn slot(slot: SlotId) -> Addr {
        Addr::new(AddrBase::Slot(slot))
    }

    /// The register the address reads, if any.
    pub fn base_reg_mut(&mut self) -> Option<&mut Reg> {
        match &mut self.base {
            AddrBase::Reg(r) => Some(r),
            _ => None,
        }
    }

    pub fn base_reg(&self) -> Option<Reg> {
        match self.base {
            AddrBase::Reg(r) => Some(r),
            _ => None,
        }
    }
}

/// A register, immediate or memory operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    Reg(Reg),
    /// A constant; except in `Mov { width: B64, dst: Reg, .. }` it must fit
    /// in a sign-extended 32-bit immediate.
    Imm(i64),
    Mem(Addr),
}

impl Operand {
    pub fn is_mem(&self) -> bool {
        matches!(self, Operand::Mem(_))
    }
}

impl From<Reg> for Operand {
    fn from(r: Reg) -> Operand {
        Operand::Reg(r)
    }
}

impl From<VReg> for Operand {
    fn from(v: VReg) -> Operand {
        Operand::Reg(Reg::Virt(v))
    }
}

impl From<PReg> for Operand {
    fn from(p: PReg) -> Operand {
        Operand::Reg(Reg::Phys(p))
    }
}

/// Whether `value` can be an x86 sign-extended 32-bit immediate.
pub fn fits_imm32(value: i64) -> bool {
    i32::try_from(value).is_ok()
}

/// Two-address ALU operations sharing one encoding scheme.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AluOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
}

/// Signed condition codes (wend has no unsigned comparisons).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Cond {
    E,
    Ne,
    L,
    Le,
    G,
    Ge,
}

impl Cond {
    pub fn from_pred(pred: CmpPred) -> Cond {
        match pred {
            CmpPred::Eq => Cond::E,
            CmpPred::Ne => Cond::Ne,
            CmpPred::Slt => Cond::L,
            CmpPred::Sle => Cond::Le,
            CmpPred::Sgt => Cond::G,
            CmpPred::Sge => Cond::Ge,
        }
    }

    /// The condition that holds exactly when this one does not.
    pub fn inverse(self) -> Cond {
        match self {
            Cond::E => Cond::Ne,
            Cond::Ne => Cond::E,
            Cond::L => Cond::Ge,
            Cond::Le => Cond::G,
            Cond::G => Cond::Le,
            Cond::Ge => Cond::L,
        }
    }
}

/// A block of an [`MFunction`]: its index in the layout.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct MBlockId(u32);

impl MBlockId {
    pub fn new(index: usize) -> MBlockId {
        MBlockId(u32::try_from(index).expect("too many machine blocks"))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A machine instruction. Operand constraints are listed per variant; isel
/// creates only legal forms and the allocator keeps them legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MInst {
    /// `dst = src`. At most one memory operand; `dst` is a register or memory.
    Mov {
        width: Width,
        dst: Operand,
        src: Operand,
    },
    /// `dst(32) = zero-extend(src(8))`.
    MovzxB {
        dst: Reg,
        src: Operand,
    },
    /// `dst(64) = address of addr`.
    Lea {
        dst: Reg,
        addr: Addr,
    },
    /// `dst = dst op src`, flags set. At most one memory operand.
    Alu {
        op: AluOp,
        width: Width,
        dst: Operand,
        src: Operand,
    },
    /// `dst = dst * src` (signed, wrapping).
    Imul {
        width: Width,
        dst: Reg,
        src: Operand,
    },
    /// `dst = src * imm` (signed, wrapping).
    ImulImm {
        width: Width,
        dst: Reg,
        src: Operand,
        imm: i32,
    },
    /// `cdq`/`cqo`: edx (rdx) = sign of eax (rax).
    SignExtendRax {
        width: Width,
    },
    /// `idiv divisor`: eax = edx:eax / divisor, edx = remainder. `divisor`
    /// is a register or memory. Traps on a zero divisor and on overflow.
    Idiv {
        width: Width,
        divisor: Operand,
    },
    /// Set flags from `lhs - rhs`. `lhs` is a register or memory.
    Cmp {
        width: Width,
        lhs: Operand,
        rhs: Operand,
    },
    /// `dst(8) = cond ? 1 : 0`; `dst` is a register or memory.
    Setcc {
        cond: Cond,
        dst: Operand,
    },
    Jmp {
        target: MBlockId,
    },
    Jcc {
        cond: Cond,
        target: MBlockId,
    },
    /// Call `callee`; `args` are the argument registers it reads (already
    /// loaded), `ret` the register its result is in. Clobbers
    /// [`CALLER_SAVED`].
    Call {
        callee: Symbol,
        args: Vec<PReg>,
        ret: Option<PReg>,
    },
    /// Return; `value` is the register holding the result. The epilogue is
    /// added by `emit`.
    Ret {
        value: Option<PReg>,
    },
    /// `ud2`: control never gets here.
    Ud2,
}

/// How an instruction accesses a register or operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Access {
    Use,
    Def,
    UseDef,
}

impl Access {
    pub fn reads(self) -> bool {
        matches!(self, Access::Use | Access::UseDef)
    }

    pub fn writes(self) -> bool {
        matches!(self, Access::Def | Access::UseDef)
    }
}

/// One operand position of an instruction, as the register allocator sees it.
pub enum OperandVisit<'a> {
    /// A position holding a register, immediate or memory operand. If it is
    /// a register and `mem_ok`, the allocator may replace it by a memory
    /// operand, provided the instruction has no other memory operand.
    Value { op: &'a mut Operand, access: Access, width: Width, mem_ok: bool },
    /// A position that must be a register.
    RegOnly { reg: &'a mut Reg, access: Access, width: Width },
}

impl MInst {
    /// Call `f` on every explicit operand position, in a fixed order.
    /// A register inside a memory operand is reached through the `Value`
    /// holding that `Operand::Mem` (it is read, as a 64-bit pointer); `Lea`'s
    /// base register is visited as a `RegOnly` use.
    pub fn visit_operands(&mut self, f: &mut dyn FnMut(OperandVisit<'_>)) {
        use OperandVisit::{RegOnly, Value};
        match self {
            MInst::Mov { width, dst, src } => {
                // `mov m64, imm` only takes a 32-bit immediate.
                let large_imm = matches!(src, Operand::Imm(i) if !fits_imm32(*i));
                f(Value { op: dst, access: Access::Def, width: *width, mem_ok: !large_imm });
                f(Value { op: src, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::MovzxB { dst, src } => {
                f(RegOnly { reg: dst, access: Access::Def, width: Width::B32 });
                f(Value { op: src, access: Access::Use, width: Width::B8, mem_ok: true });
            }
            MInst::Lea { dst, addr } => {
                f(RegOnly { reg: dst, access: Access::Def, width: Width::B64 });
                if let Some(base) = addr.base_reg_mut() {
                    f(RegOnly { reg: base, access: Access::Use, width: Width::B64 });
                }
            }
            MInst::Alu { width, dst, src, .. } => {
                f(Value { op: dst, access: Access::UseDef, width: *width, mem_ok: true });
                f(Value { op: src, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::Imul { width, dst, src } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: *width });
                f(Value { op: src, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::ImulImm { width, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::Def, width: *width });
                f(Value { op: src, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::Idiv { width, divisor } => {
                f(Value { op: divisor, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::Cmp { width, lhs, rhs } => {
                f(Value { op: lhs, access: Access::Use, width: *width, mem_ok: true });
                f(Value { op: rhs, access: Access::Use, width: *width, mem_ok: true });
            }
            MInst::Setcc { dst, .. } => {
                f(Value { op: dst, access: Access::Def, width: Width::B8, mem_ok: true });
            }
            MInst::SignExtendRax { .. }
            | MInst::Jmp { .. }
            | MInst::Jcc { .. }
            | MInst::Call { .. }
            | MInst::Ret { .. }
            | MInst::Ud2 => {}
        }
    }

    /// Physical registers the instruction reads without naming them as
    /// operands (ABI and instruction-encoding constraints).
    pub fn implicit_uses(&self) -> Vec<PReg> {
        match self {
            MInst::SignExtendRax { .. } => vec![PReg::RAX],
            MInst::Idiv { .. } => vec![PReg::RAX, PReg::RDX],
            MInst::Call { args, .. } => args.clone(),
            MInst::Ret { value } => value.iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// Physical registers the instruction writes without naming them.
    pub fn implicit_defs(&self) -> Vec<PReg> {
        match self {
            MInst::SignExtendRax { .. } => vec![PReg::RDX],
            MInst::Idiv { .. } => vec![PReg::RAX, PReg::RDX],
            MInst::Call { .. } => CALLER_SAVED.to_vec(),
            _ => Vec::new(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct MBlock {
    /// The IR block's name hint, shown in the listing.
    pub name: String,
    pub insts: Vec<MInst>,
}

/// A function in machine IR.
#[derive(Clone, Debug)]
pub struct MFunction {
    /// The IR function this came from (its name is the symbol).
    pub func: FuncId,
    pub blocks: Vec<MBlock>,
    /// The class of each virtual register, indexed by `VReg::index`.
    vreg_classes: Vec<RegClass>,
    slots: Vec<SlotData>,
    /// The largest number of stack-passed arguments of any call, i.e. the
    /// size in 8-byte words of the outgoing-argument area at the bottom of
    /// the frame.
    pub outgoing_arg_words: u32,
}

impl MFunction {
    pub fn new(func: FuncId) -> MFunction {
        MFunction { func, blocks: Vec::new(), vreg_classes: Vec::new(), slots: Vec::new(), outgoing_arg_words: 0 }
    }

    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        let v = VReg(u32::try_from(self.vreg_classes.len()).expect("too many virtual registers"));
        self.vreg_classes.push(class);
        v
    }

    pub fn vreg_class(&self, v: VReg) -> RegClass {
        self.vreg_classes[v.index()]
    }

    pub fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }

    pub fn new_slot(&mut self, size: u32, align: u32, kind: SlotKind) -> SlotId {
        assert!(align.is_power_of_two(), "slot alignment {align} is not a power of two");
        let id = SlotId::new(self.slots.len());
        self.slots.push(SlotData { size, align, kind, name: String::new() });
        id
    }

    pub fn set_slot_name(&mut self, slot: SlotId, name: impl Into<String>) {
        self.slots[slot.index()].name = name.into();
    }

    pub fn slots(&self) -> &[SlotData] {
        &self.slots
    }

    pub fn add_block(&mut self, name: impl Into<String>) -> MBlockId {
        let id = MBlockId::new(self.blocks.len());
        self.blocks.push(MBlock { name: name.into(), insts: Vec::new() });
        id
    }

    pub fn block_mut(&mut self, b: MBlockId) -> &mut MBlock {
        &mut self.blocks[b.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mov_with_large_immediate_forbids_memory_destination() {
        let mut f = MFunction::new(FuncId::new(0));
        let v = f.new_vreg(RegClass::Gpr);
        let mut inst = MInst::Mov { width: Width::B64, dst: v.into(), src: Operand::Imm(1 << 40) };
        let mut dst_mem_ok = None;
        inst.visit_operands(&mut |visit| {
            if let OperandVisit::Value { access: Access::Def, mem_ok, .. } = visit {
                dst_mem_ok = Some(mem_ok);
            }
        });
        assert_eq!(dst_mem_ok, Some(false));
    }

    #[test]
    fn lea_visits_its_base_register() {
        let mut f = MFunction::new(FuncId::new(0));
        let (dst, base) = (f.new_vreg(RegClass::Gpr), f.new_vreg(RegClass::Gpr));
        let mut inst = MInst::Lea { dst: dst.into(), addr: Addr::new(AddrBase::Reg(base.into())) };
        let mut seen = Vec::new();
        inst.visit_operands(&mut |visit| {
            if let OperandVisit::RegOnly { reg, access, .. } = visit {
                seen.push((*reg, access));
            }
        });
        assert_eq!(seen, vec![(Reg::Virt(dst), Access::Def), (Reg::Virt(base), Access::Use)]);
    }

    #[test]
    fn condition_inverse_is_an_involution_matching_ir_predicates() {
        for pred in [CmpPred::Eq, CmpPred::Ne, CmpPred::Slt, CmpPred::Sle, CmpPred::Sgt, CmpPred::Sge] {
            let cond = Cond::from_pred(pred);
            assert_eq!(cond.inverse(), Cond::from_pred(pred.inverse()));
            assert_eq!(cond.inverse().inverse(), cond);
        }
    }
}
