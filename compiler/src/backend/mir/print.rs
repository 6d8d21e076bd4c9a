//! The text form of machine IR, as `--emit-mir` prints it.
//!
//! One function per section: a header naming the function and the stage,
//! its frame slots and constant-pool entries, then its blocks in layout
//! order, one instruction per line. The form follows the [`MInst`]
//! variants one for one, with x86 mnemonics and Intel operand order
//! (destination first):
//!
//! ```text
//! machine function main.fib (after regalloc)
//!   slot0: alloca 16 align 4 "a"
//!   slot1: spill 8 align 8
//! bb0 (entry):
//!   mov.32 %r0, rdi
//!   cmp.32 %r0, 2
//!   jl bb2
//!   lea %r1, [slot0 + %r2*4 + 8]
//!   call @main.fib(rdi) -> rax
//!   ret rax
//! ```
//!
//! - Virtual registers are `%rN` (general-purpose), `%xN` (xmm) and `%yN`
//!   (ymm), N their index (one numbering for all classes); physical
//!   registers are named as in 64-bit code (`rax`, `r12`, `xmm3`): the
//!   width is the instruction's (`.8`, `.32`, `.64` for integers, `.128`,
//!   `.256` for vectors), not the register's name.
//! - Memory is `[base + index*scale + disp]`; a base is a register,
//!   `slotN` (a frame slot), `inN` / `outN` (the N-th stack-passed argument
//!   received / being passed), `@name` (a function or global) or `constN`
//!   (an entry of the function's constant pool).
//! - Immediates are decimal; conditions are x86's (`e ne l le g ge`).
//!
//! Every instruction kind prints differently, so the text names the
//! instruction exactly, and `parse` reads it back.

use std::fmt::Write;

use super::{
    Addr, AddrBase, Cond, MFunction, MInst, Operand, PReg, Reg, RegClass, ShiftOp, SlotKind, Symbol, VReg, VecWidth,
    Width,
};
use crate::backend::target::Target;
use crate::ir::Module;

/// The text of `mf` after `stage` (`isel`, `regalloc`, `peephole`).
pub fn print_mfunction(mf: &MFunction, module: &Module, stage: &str) -> String {
    let printer = Printer { mf, module };
    let mut out = String::new();
    let _ = writeln!(out, "machine function {} (after {stage})", module.function(mf.func).name);
    printer.frame(&mut out);
    for (b, block) in mf.blocks.iter().enumerate() {
        if block.name.is_empty() {
            let _ = writeln!(out, "bb{b}:");
        } else {
            let _ = writeln!(out, "bb{b} ({}):", block.name);
        }
        for inst in &block.insts {
            let _ = writeln!(out, "  {}", printer.inst(inst));
        }
    }
    out
}

/// The text of one instruction of `mf` (as a line of [`print_mfunction`],
/// without the indentation).
pub fn print_inst(mf: &MFunction, module: &Module, inst: &MInst) -> String {
    Printer { mf, module }.inst(inst)
}

struct Printer<'a> {
    mf: &'a MFunction,
    module: &'a Module,
}

impl Printer<'_> {
    fn frame(&self, out: &mut String) {
        if self.mf.target != Target::default() {
            let _ = writeln!(out, "  target: avx2");
        }
        for (i, slot) in self.mf.slots().iter().enumerate() {
            let kind = match slot.kind {
                SlotKind::Alloca => "alloca",
                SlotKind::Spill => "spill",
                SlotKind::Temp => "temp",
            };
            let _ = write!(out, "  slot{i}: {kind} {} align {}", slot.size, slot.align);
            if !slot.name.is_empty() {
                let _ = write!(out, " {:?}", slot.name);
            }
            out.push('\n');
        }
        for (i, c) in self.mf.constants().iter().enumerate() {
            let bytes: Vec<String> = c.bytes.iter().map(|b| format!("{b:02x}")).collect();
            let _ = writeln!(out, "  const{i}: align {} bytes {}", c.align, bytes.join(" "));
        }
        if self.mf.outgoing_arg_words > 0 {
            let _ = writeln!(out, "  outgoing arguments: {} words", self.mf.outgoing_arg_words);
        }
    }

    fn inst(&self, inst: &MInst) -> String {
        let r = |reg: &Reg| self.reg(*reg);
        let o = |op: &Operand| self.operand(op);
        match inst {
            MInst::Mov { width, dst, src } => format!("mov.{} {}, {}", w(*width), o(dst), o(src)),
            MInst::MovzxB { dst, src } => format!("movzxb {}, {}", r(dst), o(src)),
            MInst::Lea { dst, addr } => format!("lea {}, {}", r(dst), self.addr(addr)),
            MInst::Alu { op, width, dst, src } => format!("{}.{} {}, {}", mnemonic(op), w(*width), o(dst), o(src)),
            MInst::Imul { width, dst, src } => format!("imul.{} {}, {}", w(*width), r(dst), o(src)),
            MInst::ImulImm { width, dst, src, imm } => format!("imul.{} {}, {}, {imm}", w(*width), r(dst), o(src)),
            MInst::SignExtendRax { width: Width::B64 } => "cqo".into(),
            MInst::SignExtendRax { width } => format!("cdq.{}", w(*width)),
            MInst::Idiv { width, divisor } => format!("idiv.{} {}", w(*width), o(divisor)),
            MInst::Cmp { width, lhs, rhs } => format!("cmp.{} {}, {}", w(*width), o(lhs), o(rhs)),
            MInst::Test { width, lhs, rhs } => format!("test.{} {}, {}", w(*width), o(lhs), o(rhs)),
            MInst::Setcc { cond, dst } => format!("set{} {}", cc(*cond), o(dst)),
            MInst::Cmov { cond, width, dst, src } => format!("cmov{}.{} {}, {}", cc(*cond), w(*width), r(dst), o(src)),
            MInst::Jmp { target } => format!("jmp bb{}", target.index()),
            MInst::Jcc { cond, target } => format!("j{} bb{}", cc(*cond), target.index()),
            MInst::Call { callee, args, ret } => {
                let args: Vec<String> = args.iter().map(|&p| preg_name(p)).collect();
                let mut text = format!("call {}({})", self.symbol(*callee), args.join(", "));
                if let Some(ret) = ret {
                    let _ = write!(text, " -> {}", preg_name(*ret));
                }
                text
            }
            MInst::Ret { value: Some(v) } => format!("ret {}", preg_name(*v)),
            MInst::Ret { value: None } => "ret".into(),
            MInst::Ud2 => "ud2".into(),
            MInst::DebugValue(n) => format!("dbgvalue {n}"),
            MInst::DebugAt(n) => format!("dbgat {n}"),
            MInst::Loc(loc) if loc.scope == 0 => format!("loc {}:{}", loc.line, loc.col),
            MInst::Loc(loc) => format!("loc {}:{}@{}", loc.line, loc.col, loc.scope),
            MInst::Extend { signed, from, to, dst, src } => {
                let name = if *signed { "movsx" } else { "movzx" };
                format!("{name}.{}.{} {}, {}", w(*from), w(*to), r(dst), o(src))
            }
            MInst::Neg { width, dst } => format!("neg.{} {}", w(*width), o(dst)),
            MInst::Shift { op, width, dst, amount } => {
                let name = match op {
                    ShiftOp::Shl => "shl",
                    ShiftOp::Sar => "sar",
                    ShiftOp::Shr => "shr",
                };
                format!("{name}.{} {}, {amount}", w(*width), o(dst))
            }
            MInst::RepStosb => "rep_stosb".into(),
            MInst::VMov { width, dst, src } => format!("vmov.{} {}, {}", vw(*width), o(dst), o(src)),
            MInst::MovToVec { bytes, dst, src } => format!("{} {}, {}", movd_or_q(*bytes), r(dst), o(src)),
            MInst::MovFromVec { bytes, dst, src } => format!("{} {}, {}", movd_or_q(*bytes), o(dst), r(src)),
            MInst::VConst { ones, width, dst } => {
                format!("{}.{} {}", if *ones { "vones" } else { "vzero" }, vw(*width), r(dst))
            }
            MInst::VAlu { op, width, dst, src } => format!("{}.{} {}, {}", mnemonic(op), vw(*width), r(dst), o(src)),
            MInst::VUnary { op, width, dst, src } => format!("{}.{} {}, {}", mnemonic(op), vw(*width), r(dst), o(src)),
            MInst::VShiftImm { op, width, dst, imm } => format!("{}.{} {}, {imm}", mnemonic(op), vw(*width), r(dst)),
            MInst::Pshufd { width, dst, src, imm } => format!("pshufd.{} {}, {}, {imm}", vw(*width), r(dst), o(src)),
            MInst::VInsertLane { lane_bits, dst, src, lane } => {
                format!("pinsr{} {}, {}, {lane}", lane_letter(*lane_bits), r(dst), o(src))
            }
            MInst::VExtractLane { lane_bits, dst, src, lane } => {
                format!("pextr{} {}, {}, {lane}", lane_letter(*lane_bits), o(dst), r(src))
            }
            MInst::VExtractHigh { dst, src } => format!("vextracti128 {}, {}", r(dst), r(src)),
            MInst::VInsertHigh { dst, lo, hi } => format!("vinserti128 {}, {}, {}", r(dst), r(lo), o(hi)),
            MInst::VBlend { width, dst, src, mask } => {
                format!("vpblendvb.{} {}, {}, {}", vw(*width), r(dst), o(src), r(mask))
            }
            MInst::VZeroUpper => "vzeroupper".into(),
        }
    }

    fn reg(&self, reg: Reg) -> String {
        match reg {
            Reg::Virt(v) => self.vreg(v),
            Reg::Phys(p) => preg_name(p),
        }
    }

    fn vreg(&self, v: VReg) -> String {
        let prefix = match self.mf.vreg_class(v) {
            RegClass::Gpr => 'r',
            RegClass::Xmm => 'x',
            RegClass::Ymm => 'y',
        };
        format!("%{prefix}{}", v.index())
    }

    fn operand(&self, op: &Operand) -> String {
        match op {
            Operand::Reg(r) => self.reg(*r),
            Operand::Imm(i) => i.to_string(),
            Operand::Mem(addr) => self.addr(addr),
        }
    }

    fn addr(&self, addr: &Addr) -> String {
        let mut text = String::from("[");
        text += &match addr.base {
            AddrBase::Reg(r) => self.reg(r),
            AddrBase::Slot(s) => format!("slot{}", s.index()),
            AddrBase::IncomingArg(k) => format!("in{k}"),
            AddrBase::OutgoingArg(k) => format!("out{k}"),
            AddrBase::Symbol(sym) => self.symbol(sym),
        };
        if let Some(index) = addr.index {
            let _ = write!(text, " + {}*{}", self.reg(index.reg), index.scale);
        }
        match addr.disp {
            0 => {}
            d if d < 0 => {
                let _ = write!(text, " - {}", -(d as i64));
            }
            d => {
                let _ = write!(text, " + {d}");
            }
        }
        text.push(']');
        text
    }

    fn symbol(&self, sym: Symbol) -> String {
        match sym {
            Symbol::Function(f) => format!("@{}", self.module.function(f).name),
            Symbol::Global(g) => format!("@{}", self.module.global(g).name),
            Symbol::Constant(n) => format!("const{n}"),
        }
    }
}

/// A physical register's 64-bit (or xmm) name.
pub fn preg_name(p: PReg) -> String {
    const GPRS: [&str; 16] =
        ["rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"];
    match p {
        PReg::Gpr(g) => GPRS[g.encoding() as usize].to_string(),
        PReg::Vec(n) => format!("xmm{n}"),
    }
}

pub(super) fn w(width: Width) -> u32 {
    width.bytes() * 8
}

pub(super) fn vw(width: VecWidth) -> u32 {
    width.bytes() * 8
}

pub(super) fn cc(cond: Cond) -> &'static str {
    match cond {
        Cond::E => "e",
        Cond::Ne => "ne",
        Cond::L => "l",
        Cond::Le => "le",
        Cond::G => "g",
        Cond::Ge => "ge",
    }
}

fn movd_or_q(bytes: u8) -> &'static str {
    if bytes == 8 {
        "movq"
    } else {
        "movd"
    }
}

pub(super) fn lane_letter(bits: u8) -> char {
    match bits {
        8 => 'b',
        16 => 'w',
        32 => 'd',
        _ => 'q',
    }
}

/// The mnemonic of an operation enum whose variants are named after x86
/// mnemonics (`VecAluOp::Paddd` is `paddd`, `AluOp::Add` is `add`).
pub(super) fn mnemonic(op: &impl std::fmt::Debug) -> String {
    format!("{op:?}").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{AluOp, Index, VecAluOp, VecShiftOp, VecUnaryOp};
    use crate::ir::{Function, SrcLoc, Type};

    /// One instruction of every kind, and the line each must print as.
    #[test]
    fn every_instruction_kind_prints_its_own_form() {
        let mut module = Module::new("t.wend");
        let callee = module.add_function(Function::new("main.f", &[], Type::I32));
        let text = module.intern_string(b"hi");
        let mut mf = MFunction::new(callee);
        let slot = mf.new_slot(16, 4, SlotKind::Alloca);
        mf.set_slot_name(slot, "a");
        let spill = mf.new_slot(8, 8, SlotKind::Spill);
        let r0 = Reg::Virt(mf.new_vreg(RegClass::Gpr));
        let r1 = Reg::Virt(mf.new_vreg(RegClass::Gpr));
        let x2 = Reg::Virt(mf.new_vreg(RegClass::Xmm));
        let y3 = Reg::Virt(mf.new_vreg(RegClass::Ymm));
        let pool = mf.add_constant(vec![1, 0, 0, 0], 16);
        let at = |base| Addr { base, index: None, disp: 0 };
        let element = Addr { base: AddrBase::Slot(slot), index: Some(Index { reg: r1, scale: 4 }), disp: -8 };
        let rax = Reg::Phys(PReg::RAX);
        let cases: Vec<(MInst, &str)> = vec![
            (MInst::Mov { width: Width::B32, dst: r0.into(), src: Operand::Imm(-5) }, "mov.32 %r0, -5"),
            (MInst::MovzxB { dst: r0, src: r1.into() }, "movzxb %r0, %r1"),
            (MInst::Lea { dst: r0, addr: element }, "lea %r0, [slot0 + %r1*4 - 8]"),
            (
                MInst::Alu {
                    op: AluOp::Xor,
                    width: Width::B64,
                    dst: r0.into(),
                    src: Operand::Mem(at(AddrBase::Slot(spill))),
                },
                "xor.64 %r0, [slot1]",
            ),
            (MInst::Imul { width: Width::B32, dst: r0, src: r1.into() }, "imul.32 %r0, %r1"),
            (MInst::ImulImm { width: Width::B32, dst: r0, src: r1.into(), imm: 7 }, "imul.32 %r0, %r1, 7"),
            (MInst::SignExtendRax { width: Width::B32 }, "cdq.32"),
            (MInst::SignExtendRax { width: Width::B64 }, "cqo"),
            (MInst::Idiv { width: Width::B32, divisor: r1.into() }, "idiv.32 %r1"),
            (MInst::Cmp { width: Width::B32, lhs: r0.into(), rhs: Operand::Imm(2) }, "cmp.32 %r0, 2"),
            (MInst::Test { width: Width::B8, lhs: r0.into(), rhs: Operand::Imm(1) }, "test.8 %r0, 1"),
            (MInst::Setcc { cond: Cond::Le, dst: r0.into() }, "setle %r0"),
            (MInst::Cmov { cond: Cond::G, width: Width::B32, dst: r0, src: r1.into() }, "cmovg.32 %r0, %r1"),
            (MInst::Jmp { target: crate::backend::mir::MBlockId::new(3) }, "jmp bb3"),
            (MInst::Jcc { cond: Cond::Ne, target: crate::backend::mir::MBlockId::new(1) }, "jne bb1"),
            (
                MInst::Call {
                    callee: Symbol::Function(callee),
                    args: vec![PReg::RDI, PReg::RSI],
                    ret: Some(PReg::RAX),
                },
                "call @main.f(rdi, rsi) -> rax",
            ),
            (MInst::Ret { value: Some(PReg::RAX) }, "ret rax"),
            (MInst::Ret { value: None }, "ret"),
            (MInst::Ud2, "ud2"),
            (MInst::Loc(SrcLoc::new(4, 9)), "loc 4:9"),
            (MInst::DebugValue(3), "dbgvalue 3"),
            (MInst::DebugAt(2), "dbgat 2"),
            (MInst::Loc(SrcLoc { line: 4, col: 9, scope: 2 }), "loc 4:9@2"),
            (
                MInst::Extend { signed: true, from: Width::B32, to: Width::B64, dst: r0, src: r1.into() },
                "movsx.32.64 %r0, %r1",
            ),
            (
                MInst::Extend { signed: false, from: Width::B8, to: Width::B32, dst: r0, src: rax.into() },
                "movzx.8.32 %r0, rax",
            ),
            (MInst::Neg { width: Width::B32, dst: r0.into() }, "neg.32 %r0"),
            (MInst::Shift { op: ShiftOp::Sar, width: Width::B32, dst: r0.into(), amount: 31 }, "sar.32 %r0, 31"),
            (MInst::RepStosb, "rep_stosb"),
            (
                MInst::VMov { width: VecWidth::V128, dst: x2.into(), src: Operand::Mem(at(AddrBase::Symbol(pool))) },
                "vmov.128 %x2, [const0]",
            ),
            (MInst::MovToVec { bytes: 4, dst: x2, src: r0.into() }, "movd %x2, %r0"),
            (MInst::MovFromVec { bytes: 8, dst: r0.into(), src: x2 }, "movq %r0, %x2"),
            (MInst::VConst { ones: true, width: VecWidth::V256, dst: y3 }, "vones.256 %y3"),
            (
                MInst::VAlu {
                    op: VecAluOp::Pmulld,
                    width: VecWidth::V128,
                    dst: x2,
                    src: Reg::Phys(PReg::Vec(5)).into(),
                },
                "pmulld.128 %x2, xmm5",
            ),
            (
                MInst::VUnary { op: VecUnaryOp::Pmovzxbd, width: VecWidth::V256, dst: y3, src: x2.into() },
                "pmovzxbd.256 %y3, %x2",
            ),
            (MInst::VShiftImm { op: VecShiftOp::Psrad, width: VecWidth::V128, dst: x2, imm: 3 }, "psrad.128 %x2, 3"),
            (MInst::Pshufd { width: VecWidth::V128, dst: x2, src: x2.into(), imm: 27 }, "pshufd.128 %x2, %x2, 27"),
            (
                MInst::VInsertLane { lane_bits: 32, dst: x2, src: Operand::Mem(at(AddrBase::IncomingArg(1))), lane: 2 },
                "pinsrd %x2, [in1], 2",
            ),
            (
                MInst::VExtractLane {
                    lane_bits: 8,
                    dst: Operand::Mem(at(AddrBase::OutgoingArg(0))),
                    src: x2,
                    lane: 15,
                },
                "pextrb [out0], %x2, 15",
            ),
            (MInst::VExtractHigh { dst: x2, src: y3 }, "vextracti128 %x2, %y3"),
            (
                MInst::VInsertHigh { dst: y3, lo: y3, hi: Operand::Mem(at(AddrBase::Symbol(Symbol::Global(text)))) },
                "vinserti128 %y3, %y3, [@.str.0]",
            ),
            (
                MInst::VBlend {
                    width: VecWidth::V256,
                    dst: y3,
                    src: Operand::Mem(at(AddrBase::Slot(spill))),
                    mask: y3,
                },
                "vpblendvb.256 %y3, [slot1], %y3",
            ),
            (
                MInst::VAlu { op: VecAluOp::Pminsb, width: VecWidth::V128, dst: x2, src: x2.into() },
                "pminsb.128 %x2, %x2",
            ),
            (MInst::VZeroUpper, "vzeroupper"),
        ];
        let printer = Printer { mf: &mf, module: &module };
        for (inst, expected) in &cases {
            assert_eq!(printer.inst(inst), *expected);
        }
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = cases.into_iter().map(|(inst, _)| inst).collect();
        let text = print_mfunction(&mf, &module, "isel");
        let header: Vec<&str> = text.lines().take(5).collect();
        assert_eq!(
            header,
            [
                "machine function main.f (after isel)",
                "  slot0: alloca 16 align 4 \"a\"",
                "  slot1: spill 8 align 8",
                "  const0: align 16 bytes 01 00 00 00",
                "bb0 (entry):"
            ]
        );
    }
}
