//! The machine IR: x86-64 instruction forms over virtual registers.
//!
//! Instruction selection (`isel`) produces one [`MFunction`] per IR function,
//! the register allocator (`regalloc`) replaces every virtual register by a
//! physical register or a stack slot, and `emit` turns the result into
//! machine code. The instruction forms are those of x86-64, so that every
//! constraint the hardware imposes is visible to the allocator:
//!
//! - ALU operations are two-address (`dst = dst op src`), vector ones too
//!   ([`VecAluOp`]);
//! - `idiv` reads edx:eax and writes eax (quotient) and edx (remainder), which
//!   isel expresses by moves to and from the fixed physical registers;
//! - at most one operand of an instruction is in memory (see
//!   [`OperandVisit::Value::mem_ok`]), and a vector one may need alignment;
//! - immediates are sign-extended 32-bit values, except in the `mov r64,
//!   imm64` form;
//! - calls take their register arguments in fixed physical registers and
//!   clobber the caller-saved registers ([`CALLER_SAVED`], all vector ones).
//!
//! Registers carry a class ([`RegClass`]: general-purpose, XMM or YMM); XMM
//! and YMM share one register file ([`RegBank::Vector`]): allocators hand out
//! registers per bank and size spill slots per class.
//!
//! Invariants:
//! - Each virtual register holds a value of one width; it is read with the
//!   width it was written with (or narrower). An `i1` lives in a 32-bit
//!   register as 0 or 1 (zero-extended), `i32` in 32 bits, `i64`/`ptr` in 64.
//!   A vector register holds its lanes packed from byte 0 (`<4 x i8>` in the
//!   low 4 bytes of an XMM register); a vector of `i1` holds one byte per
//!   lane, 0x00 for false and 0xFF for true (the lane's signed value, which
//!   is what SSE compares produce). Bytes above the value's size are
//!   undefined: no instruction sequence depends on them.
//! - Blocks are in layout order; control leaves a block only through its
//!   final `Jmp`/`Jcc`+`Jmp`/`Ret`/`Ud2` instructions (emit removes a jump
//!   to the block that follows).
//! - Frame slots ([`SlotId`]) get their rbp offsets only after register
//!   allocation (`frame`), so the allocator can still add spill slots.
//!
//! The text form is in `print` (and read back by `parse`); `verify` checks
//! the invariants above after each backend stage.

pub mod parse;
pub mod print;
pub mod verify;

use crate::backend::target::Target;
use crate::ir::entities::entity;
use crate::ir::EntityMap;
use crate::ir::{CmpPred, FuncId, GlobalId, SrcLoc};

/// A register file: the physical registers an allocator chooses from.
///
/// XMM and YMM values share the vector file: sixteen registers
/// `PReg::Vec(0..16)`, named xmmN or ymmN by the instruction's
/// [`VecWidth`]. Every vector register is caller-saved (System V).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegBank {
    /// The sixteen 64-bit general-purpose registers.
    Gpr,
    /// xmm0-xmm15 (ymm0-ymm15 with AVX2).
    Vector,
}

/// A register class: the kind of physical register a virtual one needs.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegClass {
    /// A 64-bit general-purpose register.
    Gpr,
    /// A 128-bit vector register (vectors of up to 16 bytes).
    Xmm,
    /// A 256-bit vector register (AVX2; vectors of 32 bytes).
    Ymm,
}

impl RegClass {
    pub fn bank(self) -> RegBank {
        match self {
            RegClass::Gpr => RegBank::Gpr,
            RegClass::Xmm | RegClass::Ymm => RegBank::Vector,
        }
    }

    /// Bytes a spilled register of this class occupies on the stack.
    pub fn spill_size(self) -> u32 {
        match self {
            RegClass::Gpr => 8,
            RegClass::Xmm => 16,
            RegClass::Ymm => 32,
        }
    }

    /// Alignment of a spill slot of this class. XMM slots are 16-byte
    /// aligned so that SSE instructions may use them as memory operands;
    /// YMM slots are accessed with VEX instructions only, which take any
    /// alignment, and the frame guarantees no more than 16.
    pub fn spill_align(self) -> u32 {
        self.spill_size().min(16)
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
    /// Every register, in encoding order (`ALL[n].encoding() == n`).
    pub const ALL: [Gpr; 16] = [
        Gpr::Rax,
        Gpr::Rcx,
        Gpr::Rdx,
        Gpr::Rbx,
        Gpr::Rsp,
        Gpr::Rbp,
        Gpr::Rsi,
        Gpr::Rdi,
        Gpr::R8,
        Gpr::R9,
        Gpr::R10,
        Gpr::R11,
        Gpr::R12,
        Gpr::R13,
        Gpr::R14,
        Gpr::R15,
    ];

    pub fn encoding(self) -> u8 {
        self as u8
    }
}

/// A physical register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum PReg {
    Gpr(Gpr),
    /// Vector register n (0..16): xmmN, or ymmN in 256-bit instructions.
    Vec(u8),
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

    pub const XMM14: PReg = PReg::Vec(14);
    pub const XMM15: PReg = PReg::Vec(15);

    pub fn bank(self) -> RegBank {
        match self {
            PReg::Gpr(_) => RegBank::Gpr,
            PReg::Vec(_) => RegBank::Vector,
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

/// System V: every vector register is caller-saved.
pub const CALLER_SAVED_VEC: [PReg; 16] = {
    let mut regs = [PReg::Vec(0); 16];
    let mut i = 0;
    while i < 16 {
        regs[i] = PReg::Vec(i as u8);
        i += 1;
    }
    regs
};

/// System V: registers a function must preserve (besides rbp and rsp, which
/// the frame code handles).
pub const CALLEE_SAVED: [PReg; 5] =
    [PReg::Gpr(Gpr::Rbx), PReg::Gpr(Gpr::R12), PReg::Gpr(Gpr::R13), PReg::Gpr(Gpr::R14), PReg::Gpr(Gpr::R15)];

entity!(
    /// A virtual register of an [`MFunction`] (its class is in
    /// [`MFunction::vreg_class`]).
    VReg,
    "%v"
);

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

/// Operand size of a vector instruction: xmm (SSE or VEX.128) or ymm
/// (VEX.256, AVX2 only).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VecWidth {
    V128,
    V256,
}

impl VecWidth {
    pub fn bytes(self) -> u32 {
        match self {
            VecWidth::V128 => 16,
            VecWidth::V256 => 32,
        }
    }

    /// The register class of a value of this width.
    pub fn class(self) -> RegClass {
        match self {
            VecWidth::V128 => RegClass::Xmm,
            VecWidth::V256 => RegClass::Ymm,
        }
    }
}

/// How wide an operand position is, as the register allocator sees it:
/// what a reload before the instruction or a spill after it moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OpWidth {
    Int(Width),
    Vec(VecWidth),
}

impl OpWidth {
    pub fn bank(self) -> RegBank {
        match self {
            OpWidth::Int(_) => RegBank::Gpr,
            OpWidth::Vec(_) => RegBank::Vector,
        }
    }
}

impl From<Width> for OpWidth {
    fn from(w: Width) -> OpWidth {
        OpWidth::Int(w)
    }
}

impl From<VecWidth> for OpWidth {
    fn from(w: VecWidth) -> OpWidth {
        OpWidth::Vec(w)
    }
}

entity!(
    /// A stack slot of the function's frame (an IR alloca or a spill slot).
    SlotId,
    "slot"
);

/// Why a frame slot exists (for the listing and for later passes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SlotKind {
    /// The memory of an IR `alloca`.
    Alloca,
    /// The home of a spilled virtual register.
    Spill,
    /// Scratch memory of one instruction sequence (a vector shuffle that
    /// goes through the stack).
    Temp,
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
    /// Entry n of this function's constant pool ([`MFunction::constants`]).
    Constant(u32),
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

/// The scaled index of an address: a 64-bit register times 1, 2, 4 or 8.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Index {
    pub reg: Reg,
    pub scale: u8,
}

/// A memory address `base + index * scale + disp` (array elements: the
/// index register holds the sign-extended element number). A RIP-relative
/// base takes no index (x86 has no such form).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Addr {
    pub base: AddrBase,
    pub index: Option<Index>,
    pub disp: i32,
}

impl Addr {
    pub fn new(base: AddrBase) -> Addr {
        Addr { base, index: None, disp: 0 }
    }

    /// `addr` moved by `bytes`.
    pub fn offset(self, bytes: i32) -> Addr {
        let disp = self.disp.checked_add(bytes).expect("address displacement overflows 32 bits");
        Addr { disp, ..self }
    }

    /// The registers the address reads (base, then index), as 64-bit values.
    pub fn regs_mut(&mut self) -> impl Iterator<Item = &mut Reg> {
        let base = match &mut self.base {
            AddrBase::Reg(r) => Some(r),
            _ => None,
        };
        base.into_iter().chain(self.index.as_mut().map(|i| &mut i.reg))
    }

    /// The registers the address reads (base, then index).
    pub fn regs(&self) -> impl Iterator<Item = Reg> {
        let base = match self.base {
            AddrBase::Reg(r) => Some(r),
            _ => None,
        };
        base.into_iter().chain(self.index.map(|i| i.reg))
    }

    pub fn slot(slot: SlotId) -> Addr {
        Addr::new(AddrBase::Slot(slot))
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

impl AluOp {
    /// Every operation, for the text parser (keep in step with the enum).
    pub const ALL: [AluOp; 5] = [AluOp::Add, AluOp::Sub, AluOp::And, AluOp::Or, AluOp::Xor];
}

/// Shifts of general-purpose registers by an immediate count.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ShiftOp {
    /// Shift left.
    Shl,
    /// Arithmetic shift right (copies of the sign bit come in).
    Sar,
    /// Logical shift right (zeros come in).
    Shr,
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
    pub const ALL: [Cond; 6] = [Cond::E, Cond::Ne, Cond::L, Cond::Le, Cond::G, Cond::Ge];

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

entity!(
    /// A block of an [`MFunction`]: its index in the layout.
    MBlockId,
    "bb"
);

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
    /// Set flags from `lhs & rhs` (`test`). `lhs` is a register or memory,
    /// `rhs` a register or immediate.
    Test {
        width: Width,
        lhs: Operand,
        rhs: Operand,
    },
    /// `dst(8) = cond ? 1 : 0`; `dst` is a register or memory.
    Setcc {
        cond: Cond,
        dst: Operand,
    },
    /// `dst = cond ? src : dst` (`cmovcc`); `src` is a register or memory
    /// (32- or 64-bit: there is no 8-bit form).
    Cmov {
        cond: Cond,
        width: Width,
        dst: Reg,
        src: Operand,
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
    /// No code: the instructions that follow, up to the next `Loc`, come
    /// from this wend source position. isel emits one wherever the
    /// position changes when a line table is asked for (`--sanitize`,
    /// `-g`); `emit` turns them into the function's code offset → source
    /// position table.
    Loc(SrcLoc),
    /// No code: the value of `MFunction::debug_values[n]` has just been
    /// computed (isel puts it after the value's instructions, for `-g`
    /// when optimizing; see `regalloc::debug_values`).
    DebugValue(u32),
    /// No code: the code that follows, up to the next `DebugAt` or the
    /// end of the block, is from a point of the IR function where the
    /// locals of `MFunction::debug_sets[n]` (indices into
    /// `debug_stretches`) hold their values (isel puts one wherever the
    /// set changes, for `-g` when optimizing; see `ir::DebugValue`).
    DebugAt(u32),
    /// `dst = sign- or zero-extend(src)` from `from` to `to` bits
    /// (`movzx`, `movsx`, `movsxd`; a zero-extension from 32 to 64 bits is
    /// `mov r32, r/m32`). `dst` is written with width `to`.
    Extend {
        signed: bool,
        from: Width,
        to: Width,
        dst: Reg,
        src: Operand,
    },
    /// `dst = -dst`.
    Neg {
        width: Width,
        dst: Operand,
    },
    /// `dst = dst shifted by amount` (an immediate count, less than the
    /// width in bits); flags set.
    Shift {
        op: ShiftOp,
        width: Width,
        dst: Operand,
        amount: u8,
    },
    /// `rep stosb`: store al to rcx bytes at rdi (rdi and rcx are used up).
    RepStosb,
    /// `dst = src`, a whole vector register (`movdqu`/`vmovdqu`): copies,
    /// loads and stores of 16- or 32-byte vectors. At most one memory
    /// operand; memory needs no alignment.
    VMov {
        width: VecWidth,
        dst: Operand,
        src: Operand,
    },
    /// `dst(xmm) = src` of `bytes` 4 or 8 (`movd`/`movq` from a GPR or
    /// memory; the upper bytes become zero).
    MovToVec {
        bytes: u8,
        dst: Reg,
        src: Operand,
    },
    /// `dst = the low `bytes` (4 or 8) of src(xmm)` (`movd`/`movq` to a GPR
    /// or memory).
    MovFromVec {
        bytes: u8,
        dst: Operand,
        src: Reg,
    },
    /// `dst = 0` or `dst = all ones` (`pxor d, d` / `pcmpeqd d, d`).
    VConst {
        ones: bool,
        width: VecWidth,
        dst: Reg,
    },
    /// `dst = dst op src`, lane-wise.
    VAlu {
        op: VecAluOp,
        width: VecWidth,
        dst: Reg,
        src: Operand,
    },
    /// `dst = op(src)`: a one-source operation whose result may be wider
    /// than its source (`pmovzxbd ymm, xmm`); `width` is the result's.
    VUnary {
        op: VecUnaryOp,
        width: VecWidth,
        dst: Reg,
        src: Operand,
    },
    /// `dst = dst shifted by imm` (bits per lane, or bytes for `psrldq`).
    VShiftImm {
        op: VecShiftOp,
        width: VecWidth,
        dst: Reg,
        imm: u8,
    },
    /// `dst = pshufd(src, imm)`: dword lane k of the result is dword lane
    /// `imm >> 2k & 3` of `src` (within each 128-bit half).
    Pshufd {
        width: VecWidth,
        dst: Reg,
        src: Operand,
        imm: u8,
    },
    /// `pinsrb/w/d/q dst, src, lane`: replace lane `lane` (of `lane_bits`)
    /// of the xmm register `dst` by the low bits of the GPR or memory `src`.
    VInsertLane {
        lane_bits: u8,
        dst: Reg,
        src: Operand,
        lane: u8,
    },
    /// `pextrb/w/d/q dst, src, lane`: lane `lane` of xmm `src`, zero-extended
    /// into the 32-bit GPR `dst` (or written to memory; 32/64 bits only).
    VExtractLane {
        lane_bits: u8,
        dst: Operand,
        src: Reg,
        lane: u8,
    },
    /// `vextracti128 dst(xmm), src(ymm), 1`: the upper half of `src`.
    VExtractHigh {
        dst: Reg,
        src: Reg,
    },
    /// `vinserti128 dst(ymm), lo(ymm), hi(xmm), 1`: `dst = lo's low half ++
    /// hi` (only the low half of `lo` is read).
    VInsertHigh {
        dst: Reg,
        lo: Reg,
        hi: Operand,
    },
    /// `vpblendvb dst, dst, src, mask` (AVX2): byte k of `dst` becomes
    /// byte k of `src` where byte k of `mask` has its sign bit set. (The
    /// SSE4.1 form reads its mask from xmm0 implicitly; the SSE target
    /// blends with `pand`/`pandn`/`por` instead.)
    VBlend {
        width: VecWidth,
        dst: Reg,
        src: Operand,
        mask: Reg,
    },
    /// `vzeroupper`: clears the upper halves of all vector registers, which
    /// the System V ABI expects at calls and returns after 256-bit code.
    VZeroUpper,
}

/// Two-operand vector operations (`dst = dst op src`), by x86 mnemonic.
///
/// Vector instructions are x86 forms too: two-address, emitted as the legacy
/// SSE form or as the VEX form `vop dst, dst, src` on the AVX2 target, with
/// at most one memory operand. A memory operand of a full-width vector
/// operation must be 16-byte aligned on the SSE target (spill slots and
/// constant-pool entries are; user memory is only element-aligned, so isel
/// reads and writes it with `movdqu`/`movd`/`movq` only).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VecAluOp {
    Paddb,
    Paddd,
    Psubb,
    Psubd,
    /// 16-bit lanes, low half of each product.
    Pmullw,
    /// 32-bit lanes, low half of each product (SSE4.1).
    Pmulld,
    /// Signed 32×32→64-bit products of the even dword lanes (0 and 2 of
    /// each 128-bit half), as qwords (SSE4.1).
    Pmuldq,
    Pand,
    /// `dst = !dst & src`.
    Pandn,
    Por,
    Pxor,
    /// Signed maximum and minimum of byte and dword lanes (SSE4.1).
    Pmaxsb,
    Pmaxsd,
    Pminsb,
    Pminsd,
    Pcmpeqb,
    Pcmpeqd,
    Pcmpgtb,
    Pcmpgtd,
    /// dwords → words with signed saturation: `dst = sat(dst) ++ sat(src)`
    /// (per 128-bit half).
    Packssdw,
    /// words → bytes with signed saturation.
    Packsswb,
    /// dwords → words with unsigned saturation (SSE4.1).
    Packusdw,
    /// words → bytes with unsigned saturation.
    Packuswb,
    /// Byte permutation of `dst` by the control bytes in `src` (SSSE3): a
    /// control byte with bit 7 set gives 0.
    Pshufb,
    /// Interleave the low halves of `dst` and `src` by bytes, words,
    /// dwords, qwords.
    Punpcklbw,
    Punpcklwd,
    Punpckldq,
    Punpcklqdq,
}

impl VecAluOp {
    /// Every operation, for the text parser (keep in step with the enum).
    pub const ALL: [VecAluOp; 28] = [
        VecAluOp::Paddb,
        VecAluOp::Paddd,
        VecAluOp::Psubb,
        VecAluOp::Psubd,
        VecAluOp::Pmullw,
        VecAluOp::Pmulld,
        VecAluOp::Pmuldq,
        VecAluOp::Pand,
        VecAluOp::Pandn,
        VecAluOp::Por,
        VecAluOp::Pxor,
        VecAluOp::Pmaxsb,
        VecAluOp::Pmaxsd,
        VecAluOp::Pminsb,
        VecAluOp::Pminsd,
        VecAluOp::Pcmpeqb,
        VecAluOp::Pcmpeqd,
        VecAluOp::Pcmpgtb,
        VecAluOp::Pcmpgtd,
        VecAluOp::Packssdw,
        VecAluOp::Packsswb,
        VecAluOp::Packusdw,
        VecAluOp::Packuswb,
        VecAluOp::Pshufb,
        VecAluOp::Punpcklbw,
        VecAluOp::Punpcklwd,
        VecAluOp::Punpckldq,
        VecAluOp::Punpcklqdq,
    ];
}

/// One-source vector operations (`dst = op(src)`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VecUnaryOp {
    /// Absolute value of each byte (SSSE3): turns 0xFF masks into 1.
    Pabsb,
    /// The low 4 (8 for ymm) bytes of `src`, zero-/sign-extended to dwords.
    Pmovzxbd,
    Pmovsxbd,
    /// Byte / dword 0 of `src` in every lane (AVX2).
    Vpbroadcastb,
    Vpbroadcastd,
}

impl VecUnaryOp {
    /// Every operation, for the text parser (keep in step with the enum).
    pub const ALL: [VecUnaryOp; 5] = [
        VecUnaryOp::Pabsb,
        VecUnaryOp::Pmovzxbd,
        VecUnaryOp::Pmovsxbd,
        VecUnaryOp::Vpbroadcastb,
        VecUnaryOp::Vpbroadcastd,
    ];
}

/// Vector shifts by an immediate.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VecShiftOp {
    Psllw,
    Psrlw,
    Pslld,
    Psrld,
    Psrad,
    /// Qword lanes.
    Psllq,
    Psrlq,
    /// Shift right by whole bytes (within each 128-bit half).
    Psrldq,
}

impl VecShiftOp {
    /// Every operation, for the text parser (keep in step with the enum).
    pub const ALL: [VecShiftOp; 8] = [
        VecShiftOp::Psllw,
        VecShiftOp::Psrlw,
        VecShiftOp::Pslld,
        VecShiftOp::Psrld,
        VecShiftOp::Psrad,
        VecShiftOp::Psllq,
        VecShiftOp::Psrlq,
        VecShiftOp::Psrldq,
    ];
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
/// `width` says which register bank the position takes and how much a
/// reload or spill of it moves.
pub enum OperandVisit<'a> {
    /// A position holding a register, immediate or memory operand. If it is
    /// a register and `mem_ok`, the allocator may replace it by a memory
    /// operand, provided the instruction has no other memory operand.
    Value { op: &'a mut Operand, access: Access, width: OpWidth, mem_ok: bool },
    /// A position that must be a register.
    RegOnly { reg: &'a mut Reg, access: Access, width: OpWidth },
}

impl MInst {
    /// Call `f` on every explicit operand position, in a fixed order.
    /// Registers inside a memory operand are reached through the `Value`
    /// holding that `Operand::Mem` (they are read, as 64-bit pointers);
    /// `Lea`'s base and index registers are visited as `RegOnly` uses.
    pub fn visit_operands(&mut self, f: &mut dyn FnMut(OperandVisit<'_>)) {
        use OperandVisit::{RegOnly, Value};
        let int = |w: Width| OpWidth::Int(w);
        let vec = |w: VecWidth| OpWidth::Vec(w);
        const X: OpWidth = OpWidth::Vec(VecWidth::V128);
        match self {
            MInst::Mov { width, dst, src } => {
                // `mov m64, imm` only takes a 32-bit immediate.
                let large_imm = matches!(src, Operand::Imm(i) if !fits_imm32(*i));
                f(Value { op: dst, access: Access::Def, width: int(*width), mem_ok: !large_imm });
                f(Value { op: src, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::MovzxB { dst, src } => {
                f(RegOnly { reg: dst, access: Access::Def, width: int(Width::B32) });
                f(Value { op: src, access: Access::Use, width: int(Width::B8), mem_ok: true });
            }
            MInst::Lea { dst, addr } => {
                f(RegOnly { reg: dst, access: Access::Def, width: int(Width::B64) });
                for reg in addr.regs_mut() {
                    f(RegOnly { reg, access: Access::Use, width: int(Width::B64) });
                }
            }
            MInst::Alu { width, dst, src, .. } => {
                f(Value { op: dst, access: Access::UseDef, width: int(*width), mem_ok: true });
                f(Value { op: src, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::Imul { width, dst, src } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: int(*width) });
                f(Value { op: src, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::ImulImm { width, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::Def, width: int(*width) });
                f(Value { op: src, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::Idiv { width, divisor } => {
                f(Value { op: divisor, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::Cmp { width, lhs, rhs } => {
                f(Value { op: lhs, access: Access::Use, width: int(*width), mem_ok: true });
                f(Value { op: rhs, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::Test { width, lhs, rhs } => {
                f(Value { op: lhs, access: Access::Use, width: int(*width), mem_ok: true });
                f(Value { op: rhs, access: Access::Use, width: int(*width), mem_ok: false });
            }
            MInst::Setcc { dst, .. } => {
                f(Value { op: dst, access: Access::Def, width: int(Width::B8), mem_ok: true });
            }
            MInst::Cmov { width, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: int(*width) });
                f(Value { op: src, access: Access::Use, width: int(*width), mem_ok: true });
            }
            MInst::Extend { from, to, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::Def, width: int(*to) });
                f(Value { op: src, access: Access::Use, width: int(*from), mem_ok: true });
            }
            MInst::Neg { width, dst } | MInst::Shift { width, dst, .. } => {
                f(Value { op: dst, access: Access::UseDef, width: int(*width), mem_ok: true });
            }
            MInst::VMov { width, dst, src } => {
                f(Value { op: dst, access: Access::Def, width: vec(*width), mem_ok: true });
                f(Value { op: src, access: Access::Use, width: vec(*width), mem_ok: true });
            }
            MInst::MovToVec { bytes, dst, src } => {
                f(RegOnly { reg: dst, access: Access::Def, width: X });
                f(Value { op: src, access: Access::Use, width: int(gpr_width(*bytes)), mem_ok: true });
            }
            MInst::MovFromVec { bytes, dst, src } => {
                f(Value { op: dst, access: Access::Def, width: int(gpr_width(*bytes)), mem_ok: true });
                f(RegOnly { reg: src, access: Access::Use, width: X });
            }
            MInst::VConst { width, dst, .. } => {
                f(RegOnly { reg: dst, access: Access::Def, width: vec(*width) });
            }
            MInst::VAlu { width, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: vec(*width) });
                f(Value { op: src, access: Access::Use, width: vec(*width), mem_ok: true });
            }
            MInst::VUnary { op, width, dst, src } => {
                f(RegOnly { reg: dst, access: Access::Def, width: vec(*width) });
                let src_width = if op.widens() { VecWidth::V128 } else { *width };
                f(Value { op: src, access: Access::Use, width: vec(src_width), mem_ok: true });
            }
            MInst::VShiftImm { width, dst, .. } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: vec(*width) });
            }
            MInst::Pshufd { width, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::Def, width: vec(*width) });
                f(Value { op: src, access: Access::Use, width: vec(*width), mem_ok: true });
            }
            MInst::VInsertLane { lane_bits, dst, src, .. } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: X });
                let width = if *lane_bits == 64 { Width::B64 } else { Width::B32 };
                f(Value { op: src, access: Access::Use, width: int(width), mem_ok: true });
            }
            MInst::VExtractLane { lane_bits, dst, src, .. } => {
                // pextrb/pextrw write only 8/16 bits to memory, but the
                // GPR they define is 32 bits wide: keep it a register.
                let (width, mem_ok) = match lane_bits {
                    64 => (Width::B64, true),
                    32 => (Width::B32, true),
                    _ => (Width::B32, false),
                };
                f(Value { op: dst, access: Access::Def, width: int(width), mem_ok });
                f(RegOnly { reg: src, access: Access::Use, width: X });
            }
            MInst::VBlend { width, dst, src, mask } => {
                f(RegOnly { reg: dst, access: Access::UseDef, width: vec(*width) });
                f(Value { op: src, access: Access::Use, width: vec(*width), mem_ok: true });
                f(RegOnly { reg: mask, access: Access::Use, width: vec(*width) });
            }
            MInst::VExtractHigh { dst, src } => {
                f(RegOnly { reg: dst, access: Access::Def, width: X });
                f(RegOnly { reg: src, access: Access::Use, width: vec(VecWidth::V256) });
            }
            MInst::VInsertHigh { dst, lo, hi } => {
                f(RegOnly { reg: dst, access: Access::Def, width: vec(VecWidth::V256) });
                f(RegOnly { reg: lo, access: Access::Use, width: X });
                f(Value { op: hi, access: Access::Use, width: X, mem_ok: true });
            }
            MInst::SignExtendRax { .. }
            | MInst::Jmp { .. }
            | MInst::Jcc { .. }
            | MInst::Call { .. }
            | MInst::Ret { .. }
            | MInst::Ud2
            | MInst::Loc(_)
            | MInst::DebugValue(_)
            | MInst::DebugAt(_)
            | MInst::RepStosb
            | MInst::VZeroUpper => {}
        }
    }

    /// Physical registers the instruction reads without naming them as
    /// operands (ABI and instruction-encoding constraints).
    pub fn implicit_uses(&self) -> Vec<PReg> {
        match self {
            MInst::SignExtendRax { .. } => vec![PReg::RAX],
            MInst::Idiv { .. } => vec![PReg::RAX, PReg::RDX],
            MInst::RepStosb => vec![PReg::RAX, PReg::RCX, PReg::RDI],
            MInst::Call { args, .. } => args.clone(),
            MInst::Ret { value } => value.iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// Whether the instruction reads the flags (`jcc`, `setcc`, `cmovcc`).
    pub fn reads_flags(&self) -> bool {
        matches!(self, MInst::Jcc { .. } | MInst::Setcc { .. } | MInst::Cmov { .. })
    }

    /// Whether the instruction changes (or leaves undefined) the flags.
    /// Vector instructions and moves never touch them.
    pub fn writes_flags(&self) -> bool {
        matches!(
            self,
            MInst::Alu { .. }
                | MInst::Cmp { .. }
                | MInst::Test { .. }
                | MInst::Imul { .. }
                | MInst::ImulImm { .. }
                | MInst::Idiv { .. }
                | MInst::Neg { .. }
                | MInst::Shift { .. }
                | MInst::Call { .. }
        )
    }

    /// Physical registers the instruction writes without naming them.
    pub fn implicit_defs(&self) -> Vec<PReg> {
        match self {
            MInst::SignExtendRax { .. } => vec![PReg::RDX],
            MInst::Idiv { .. } => vec![PReg::RAX, PReg::RDX],
            MInst::RepStosb => vec![PReg::RCX, PReg::RDI],
            MInst::Call { .. } => CALLER_SAVED.iter().chain(&CALLER_SAVED_VEC).copied().collect(),
            // The upper halves of every vector register.
            MInst::VZeroUpper => CALLER_SAVED_VEC.to_vec(),
            _ => Vec::new(),
        }
    }
}

impl VecUnaryOp {
    /// Whether the result is wider than the source (the source is then
    /// read as an xmm register or a narrower memory operand).
    pub fn widens(self) -> bool {
        matches!(
            self,
            VecUnaryOp::Pmovzxbd | VecUnaryOp::Pmovsxbd | VecUnaryOp::Vpbroadcastb | VecUnaryOp::Vpbroadcastd
        )
    }
}

/// The GPR width moved by `movd` (4 bytes) or `movq` (8 bytes).
pub fn gpr_width(bytes: u8) -> Width {
    match bytes {
        4 => Width::B32,
        8 => Width::B64,
        _ => panic!("movd/movq move 4 or 8 bytes, not {bytes}"),
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
    vreg_classes: EntityMap<VReg, RegClass>,
    slots: EntityMap<SlotId, SlotData>,
    /// The largest number of stack-passed arguments of any call, i.e. the
    /// size in 8-byte words of the outgoing-argument area at the bottom of
    /// the frame.
    pub outgoing_arg_words: u32,
    /// The instruction set the code is for (VEX encodings on AVX2).
    pub target: Target,
    /// Read-only data the code addresses RIP-relative (`Symbol::Constant`).
    constants: Vec<PoolConstant>,
    /// Where source variables live, for `-g`: (index into the IR
    /// function's `debug_vars`, home). No instruction refers to these.
    pub debug_homes: Vec<(u32, DebugHome)>,
    /// The IR values of `Function::debug_values` that isel computed into a
    /// register of their own, each marked by a `DebugValue` after its
    /// instructions (`-g` when optimizing).
    pub debug_values: Vec<DebugValueDef>,
    /// The stretches of source where locals hold known values
    /// (`ir::DebugValue`, by index), with the constant each holds when
    /// known at compile time (`-g` when optimizing).
    pub debug_stretches: Vec<DebugStretch>,
    /// The sets of `debug_stretches` (by index) that `DebugAt` markers
    /// name.
    pub debug_sets: Vec<Vec<u32>>,
    /// Make `emit` report the code range of every instruction
    /// (`EncodedFunction::inst_ranges`, for `-g`).
    pub record_inst_ranges: bool,
}

/// Where a source variable lives for the whole function (after the
/// prologue), as the DWARF writer needs it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DebugHome {
    /// `offset` bytes into frame slot `slot`.
    Slot {
        slot: SlotId,
        offset: u64,
    },
    /// Through a pointer: the pointer value `vreg` (before register
    /// allocation) or its stack slot `slot` (after), followed `hops` times
    /// through the pointer at offset 0 of what it points to, then `offset`
    /// bytes further (a captured variable, through the static links).
    PointerInVReg {
        vreg: VReg,
        hops: u32,
        offset: u64,
    },
    PointerInSlot {
        slot: SlotId,
        hops: u32,
        offset: u64,
    },
}

/// An IR value a source variable holds (`ir::DebugValue`), as computed
/// by the machine code.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct DebugValueDef {
    /// Index into the IR function's `debug_values`.
    pub entry: u32,
    /// The register isel computed it into.
    pub vreg: Reg,
    /// Where that register lives once allocated (a spilled one: its slot).
    pub place: Option<ValuePlace>,
}

/// An `ir::DebugValue` as the backend needs it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DebugStretch {
    /// Index into the IR function's `debug_vars`.
    pub var: u32,
    pub span: crate::ir::DebugSpan,
    /// The value, when it is a constant.
    pub constant: Option<i64>,
}

impl DebugStretch {
    /// Whether code at `p` is in the span (see `ir::DebugSpan::covers`).
    pub fn covers(&self, p: SrcLoc) -> bool {
        self.span.covers(p)
    }
}

/// A register or a stack slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValuePlace {
    Reg(Gpr),
    Slot(SlotId),
}

/// A [`DebugHome`] once the frame is laid out: rbp-relative.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FrameHome {
    /// At `[rbp + rbp_offset]`.
    Frame { rbp_offset: i64 },
    /// The pointer at `[rbp + rbp_offset]`, dereferenced `hops` more times
    /// at offset 0, plus `offset`.
    Indirect { rbp_offset: i64, hops: u32, offset: u64 },
}

/// Where a variable's value is over a range of code (`-g` when
/// optimizing, see `regalloc::debug_values`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VarLoc {
    /// In this register (its low 32 bits for an `int`, low 8 for a `bool`).
    Reg(Gpr),
    /// At `[rbp + rbp_offset]`.
    Frame { rbp_offset: i64 },
    /// Not in the machine: this constant.
    Const(i64),
}

/// An entry of a function's constant pool (vector constants, shuffle
/// controls), placed in `.rodata`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PoolConstant {
    pub bytes: Vec<u8>,
    pub align: u32,
}

impl MFunction {
    pub fn new(func: FuncId) -> MFunction {
        MFunction {
            func,
            blocks: Vec::new(),
            vreg_classes: EntityMap::new(),
            slots: EntityMap::new(),
            outgoing_arg_words: 0,
            target: Target::default(),
            constants: Vec::new(),
            debug_homes: Vec::new(),
            debug_values: Vec::new(),
            debug_stretches: Vec::new(),
            debug_sets: Vec::new(),
            record_inst_ranges: false,
        }
    }

    /// The pool entry holding `bytes` aligned to `align` (equal entries
    /// are shared).
    pub fn add_constant(&mut self, bytes: Vec<u8>, align: u32) -> Symbol {
        let constant = PoolConstant { bytes, align };
        let index = match self.constants.iter().position(|c| *c == constant) {
            Some(i) => i,
            None => {
                self.constants.push(constant);
                self.constants.len() - 1
            }
        };
        Symbol::Constant(u32::try_from(index).expect("constant pool overflow"))
    }

    pub fn constants(&self) -> &[PoolConstant] {
        &self.constants
    }

    /// Whether any virtual register is a 256-bit vector.
    pub fn uses_ymm(&self) -> bool {
        self.vreg_classes.values().any(|&c| c == RegClass::Ymm)
    }

    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.vreg_classes.push(class)
    }

    /// Change the class of `v` (for the text parser, which meets a
    /// register's number before its class is known).
    pub fn set_vreg_class(&mut self, v: VReg, class: RegClass) {
        self.vreg_classes[v] = class;
    }

    pub fn vreg_class(&self, v: VReg) -> RegClass {
        self.vreg_classes[v]
    }

    /// The class of every virtual register, indexed by `VReg::index`.
    pub fn vreg_classes(&self) -> &[RegClass] {
        self.vreg_classes.as_slice()
    }

    pub fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }

    pub fn new_slot(&mut self, size: u32, align: u32, kind: SlotKind) -> SlotId {
        assert!(align.is_power_of_two(), "slot alignment {align} is not a power of two");
        self.slots.push(SlotData { size, align, kind, name: String::new() })
    }

    pub fn set_slot_name(&mut self, slot: SlotId, name: impl Into<String>) {
        self.slots[slot].name = name.into();
    }

    pub fn slots(&self) -> &[SlotData] {
        self.slots.as_slice()
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
    fn lea_visits_its_base_and_index_registers() {
        let mut f = MFunction::new(FuncId::new(0));
        let (dst, base, index) = (f.new_vreg(RegClass::Gpr), f.new_vreg(RegClass::Gpr), f.new_vreg(RegClass::Gpr));
        let addr =
            Addr { base: AddrBase::Reg(base.into()), index: Some(Index { reg: index.into(), scale: 8 }), disp: 0 };
        let mut inst = MInst::Lea { dst: dst.into(), addr };
        let mut seen = Vec::new();
        inst.visit_operands(&mut |visit| {
            if let OperandVisit::RegOnly { reg, access, .. } = visit {
                seen.push((*reg, access));
            }
        });
        assert_eq!(
            seen,
            vec![(Reg::Virt(dst), Access::Def), (Reg::Virt(base), Access::Use), (Reg::Virt(index), Access::Use)]
        );
    }

    #[test]
    fn vector_positions_name_their_bank_and_width() {
        let mut f = MFunction::new(FuncId::new(0));
        let (wide, narrow, gpr) = (f.new_vreg(RegClass::Ymm), f.new_vreg(RegClass::Xmm), f.new_vreg(RegClass::Gpr));
        let mut widths = Vec::new();
        let mut record = |visit: OperandVisit<'_>| match visit {
            OperandVisit::Value { width, .. } | OperandVisit::RegOnly { width, .. } => widths.push(width),
        };
        // pmovzxbd ymm, xmm: the source is read as an xmm register.
        let mut inst =
            MInst::VUnary { op: VecUnaryOp::Pmovzxbd, width: VecWidth::V256, dst: wide.into(), src: narrow.into() };
        inst.visit_operands(&mut record);
        let mut inst = MInst::VExtractLane { lane_bits: 8, dst: gpr.into(), src: narrow.into(), lane: 3 };
        inst.visit_operands(&mut record);
        let (x, y) = (OpWidth::Vec(VecWidth::V128), OpWidth::Vec(VecWidth::V256));
        assert_eq!(widths, vec![y, x, OpWidth::Int(Width::B32), x]);
        assert_eq!(RegClass::Ymm.bank(), RegBank::Vector);
        assert_eq!((RegClass::Ymm.spill_size(), RegClass::Ymm.spill_align()), (32, 16));
    }

    #[test]
    fn equal_constants_share_a_pool_entry() {
        let mut f = MFunction::new(FuncId::new(0));
        let a = f.add_constant(vec![1; 16], 16);
        let b = f.add_constant(vec![2; 16], 16);
        assert_eq!(f.add_constant(vec![1; 16], 16), a);
        assert_eq!((a, b), (Symbol::Constant(0), Symbol::Constant(1)));
        assert_eq!(f.constants().len(), 2);
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
