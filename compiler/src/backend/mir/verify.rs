//! The machine-IR verifier: checks what the encoder and the register
//! allocator take for granted, after instruction selection and again
//! after register allocation (debug builds and tests run it after both;
//! a failure is a compiler bug, reported with the offending instruction
//! in the text form of [`super::print`]).
//!
//! Checked, per instruction, over the operand positions that
//! [`MInst::visit_operands`] lists:
//! - an immediate only where the instruction reads a value, and within a
//!   sign-extended 32-bit immediate except in `mov r64, imm64`;
//! - at most one memory operand, and none on `test`'s right side (which
//!   has no memory form);
//! - registers of the bank the position needs: general-purpose for integer
//!   positions and addresses, vector for vector positions (a 256-bit
//!   position takes a ymm virtual register);
//! - frame slots, constant-pool entries and jump targets that exist;
//! - after register allocation, no virtual register anywhere.
//!
//! Per block: it is not empty, ends in `jmp`, `ret` or `ud2`, and has no
//! such instruction before its end (conditional jumps may come before the
//! final one).
//!
//! Per function: no physical register a call clobbers (the caller-saved
//! ones, except the register the call returns in) is live across it, i.e.
//! read after the call before being written again. Liveness of the
//! physical registers is computed here (backward dataflow over the blocks'
//! jumps, one bit per register), not taken from the allocator's
//! `regalloc::liveness`, so that the check does not trust the code it
//! checks. Before allocation this covers the registers isel fixes
//! (arguments, results, `idiv`'s); after it, every register.

use super::print::print_inst;
use super::{
    AddrBase, MFunction, MInst, OpWidth, Operand, OperandVisit, PReg, Reg, RegBank, RegClass, Symbol, VecWidth, Width,
};
use crate::ir::Module;

/// Check `mf`; `allocated` says whether register allocation has run.
pub fn verify_mfunction(mf: &MFunction, module: &Module, allocated: bool) -> Result<(), String> {
    let name = &module.function(mf.func).name;
    for (b, block) in mf.blocks.iter().enumerate() {
        let Some(last) = block.insts.last() else {
            return Err(format!("machine function {name}: bb{b} is empty"));
        };
        if !ends_block(last) {
            return Err(format!("machine function {name}: bb{b} does not end in jmp, ret or ud2"));
        }
        for (i, inst) in block.insts.iter().enumerate() {
            let problem = if i + 1 < block.insts.len() && ends_block(inst) {
                Some("a jump or return before the end of its block".to_string())
            } else {
                check_inst(mf, inst, allocated).err()
            };
            if let Some(problem) = problem {
                return Err(format!(
                    "machine function {name}, bb{b}, instruction {i} `{}`: {problem}",
                    print_inst(mf, module, inst)
                ));
            }
        }
    }
    if let Some((b, i, problem)) = find_register_live_across_call(mf) {
        let inst = &mf.blocks[b].insts[i];
        return Err(format!(
            "machine function {name}, bb{b}, instruction {i} `{}`: {problem}",
            print_inst(mf, module, inst)
        ));
    }
    Ok(())
}

/// [`verify_mfunction`], panicking on a failure (a compiler bug).
pub fn assert_valid(mf: &MFunction, module: &Module, allocated: bool, stage: &str) {
    if let Err(message) = verify_mfunction(mf, module, allocated) {
        panic!("invalid machine IR after {stage}: {message}");
    }
}

fn ends_block(inst: &MInst) -> bool {
    matches!(inst, MInst::Jmp { .. } | MInst::Ret { .. } | MInst::Ud2)
}

fn check_inst(mf: &MFunction, inst: &MInst, allocated: bool) -> Result<(), String> {
    if let MInst::Jmp { target } | MInst::Jcc { target, .. } = inst {
        if target.index() >= mf.blocks.len() {
            return Err(format!("jumps to bb{}, which does not exist", target.index()));
        }
    }
    // Debug markers name entries of the function's tables (`-g`; machine
    // IR read from text has no tables, and its markers are not checked).
    match *inst {
        MInst::DebugValue(n) if !mf.debug_values.is_empty() && n as usize >= mf.debug_values.len() => {
            return Err(format!("dbgvalue {n}: the function has {} debug values", mf.debug_values.len()))
        }
        MInst::DebugAt(n) if !mf.debug_sets.is_empty() && n as usize >= mf.debug_sets.len() => {
            return Err(format!("dbgat {n}: the function has {} debug sets", mf.debug_sets.len()))
        }
        _ => {}
    }
    let wide_immediate_ok = matches!(inst, MInst::Mov { width: Width::B64, dst: Operand::Reg(_), .. });
    let test_rhs = matches!(inst, MInst::Test { .. });
    let mut problems: Vec<String> = Vec::new();
    let mut memory_operands = 0;
    let mut copy = inst.clone();
    copy.visit_operands(&mut |position| match position {
        OperandVisit::Value { op, access, width, mem_ok } => match op {
            Operand::Imm(value) => {
                if access.writes() {
                    problems.push("an immediate as a destination".into());
                } else if !wide_immediate_ok && i32::try_from(*value).is_err() {
                    problems.push(format!("the immediate {value} does not fit in 32 bits"));
                }
            }
            Operand::Mem(addr) => {
                memory_operands += 1;
                // `mem_ok` is the allocator's licence to spill the
                // position; isel may still put memory where it is false
                // (`pextrb` stores a byte). Only `test`'s right side
                // encodes no memory at all.
                if !mem_ok && test_rhs {
                    problems.push("a memory operand where only a register or an immediate may be".into());
                }
                for reg in addr.regs() {
                    check_reg(mf, reg, OpWidth::Int(Width::B64), allocated, &mut problems);
                }
                check_base(mf, addr.base, &mut problems);
            }
            Operand::Reg(reg) => check_reg(mf, *reg, width, allocated, &mut problems),
        },
        OperandVisit::RegOnly { reg, width, .. } => check_reg(mf, *reg, width, allocated, &mut problems),
    });
    if let MInst::Lea { addr, .. } = inst {
        check_base(mf, addr.base, &mut problems);
    }
    if memory_operands > 1 {
        problems.push(format!("{memory_operands} memory operands (x86 takes one)"));
    }
    match problems.into_iter().next() {
        Some(problem) => Err(problem),
        None => Ok(()),
    }
}

/// A register in a position of `width`: the right bank, and physical once
/// allocated.
fn check_reg(mf: &MFunction, reg: Reg, width: OpWidth, allocated: bool, problems: &mut Vec<String>) {
    let (bank, class) = match reg {
        Reg::Virt(v) => {
            if allocated {
                problems.push("a virtual register after register allocation".into());
            }
            if v.index() >= mf.num_vregs() {
                problems.push(format!("virtual register {} does not exist", v.index()));
                return;
            }
            let class = mf.vreg_class(v);
            (class.bank(), Some(class))
        }
        Reg::Phys(p) => (p.bank(), None),
    };
    if bank != width.bank() {
        problems.push(format!(
            "a {} register where the instruction takes a {} one",
            bank_name(bank),
            bank_name(width.bank())
        ));
    } else if width == OpWidth::Vec(VecWidth::V256) && class.is_some_and(|c| c != RegClass::Ymm) {
        problems.push("a 128-bit vector register in a 256-bit position".into());
    }
}

fn check_base(mf: &MFunction, base: AddrBase, problems: &mut Vec<String>) {
    match base {
        AddrBase::Slot(s) if s.index() >= mf.slots().len() => {
            problems.push(format!("slot{} does not exist", s.index()))
        }
        AddrBase::Symbol(Symbol::Constant(n)) if n as usize >= mf.constants().len() => {
            problems.push(format!("const{n} does not exist"))
        }
        _ => {}
    }
}

/// A set of physical registers: bit n for the GPR encoded n, bit 16 + n
/// for xmmN.
type PRegSet = u32;

fn preg_bit(p: PReg) -> PRegSet {
    match p {
        PReg::Gpr(g) => 1 << g.encoding(),
        PReg::Vec(n) => 1 << (16 + u32::from(n)),
    }
}

fn preg_of_bit(bit: u32) -> PReg {
    match bit {
        0..=15 => PReg::Gpr(super::Gpr::ALL[bit as usize]),
        _ => PReg::Vec((bit - 16) as u8),
    }
}

/// The physical registers `inst` reads and writes. A write of part of a
/// register counts as a write of all of it (which can hide a problem, never
/// invent one); `vzeroupper` writes no register whole; `xor r, r` (and
/// `sub`, `pxor`) only writes `r`, whose old value does not matter.
fn preg_uses_and_defs(inst: &MInst) -> (PRegSet, PRegSet) {
    if let Some(p) = zeroing_idiom(inst) {
        return (0, preg_bit(p));
    }
    let (mut uses, mut defs) = (0, 0);
    let mut note = |reg: Reg, reads: bool, writes: bool| {
        if let Reg::Phys(p) = reg {
            if reads {
                uses |= preg_bit(p);
            }
            if writes {
                defs |= preg_bit(p);
            }
        }
    };
    let mut copy = inst.clone();
    copy.visit_operands(&mut |position| match position {
        OperandVisit::Value { op: Operand::Reg(reg), access, .. } | OperandVisit::RegOnly { reg, access, .. } => {
            note(*reg, access.reads(), access.writes())
        }
        OperandVisit::Value { op: Operand::Mem(addr), .. } => addr.regs().for_each(|r| note(r, true, false)),
        OperandVisit::Value { op: Operand::Imm(_), .. } => {}
    });
    if let MInst::Lea { addr, .. } = inst {
        addr.regs().for_each(|r| note(r, true, false));
    }
    for p in inst.implicit_uses() {
        uses |= preg_bit(p);
    }
    if !matches!(inst, MInst::VZeroUpper) {
        for p in inst.implicit_defs() {
            defs |= preg_bit(p);
        }
    }
    (uses, defs)
}

/// The register an `xor r, r`-style instruction sets to zero.
fn zeroing_idiom(inst: &MInst) -> Option<PReg> {
    use super::{AluOp, VecAluOp};
    match inst {
        MInst::Alu {
            op: AluOp::Xor | AluOp::Sub,
            dst: Operand::Reg(Reg::Phys(a)),
            src: Operand::Reg(Reg::Phys(b)),
            ..
        } if a == b => Some(*a),
        MInst::VAlu {
            op: VecAluOp::Pxor | VecAluOp::Psubb | VecAluOp::Psubd,
            dst: Reg::Phys(a),
            src: Operand::Reg(Reg::Phys(b)),
            ..
        } if a == b => Some(*a),
        _ => None,
    }
}

/// The first call (block, instruction, message) after which a register it
/// clobbers is read before being written.
fn find_register_live_across_call(mf: &MFunction) -> Option<(usize, usize, String)> {
    let live_out = physical_live_out(mf);
    for (b, block) in mf.blocks.iter().enumerate() {
        let mut live = live_out[b];
        for (i, inst) in block.insts.iter().enumerate().rev() {
            let (uses, defs) = preg_uses_and_defs(inst);
            if let MInst::Call { ret, .. } = inst {
                let returned = ret.map_or(0, preg_bit);
                let lost = live & defs & !returned;
                if lost != 0 {
                    let reg = super::print::preg_name(preg_of_bit(lost.trailing_zeros()));
                    return Some((b, i, format!("{reg} is live across the call, which clobbers it")));
                }
            }
            live = (live & !defs) | uses;
        }
    }
    None
}

/// The physical registers live at the end of each block (read on some path
/// before being written), by iterating the backward dataflow equations to
/// their fixed point.
fn physical_live_out(mf: &MFunction) -> Vec<PRegSet> {
    let successors: Vec<Vec<usize>> = mf
        .blocks
        .iter()
        .map(|block| {
            block
                .insts
                .iter()
                .filter_map(|inst| match inst {
                    MInst::Jmp { target } | MInst::Jcc { target, .. } => Some(target.index()),
                    _ => None,
                })
                .filter(|&t| t < mf.blocks.len())
                .collect()
        })
        .collect();
    let summaries: Vec<(PRegSet, PRegSet)> = mf
        .blocks
        .iter()
        .map(|block| {
            block.insts.iter().rev().fold((0, 0), |(uses, defs), inst| {
                let (u, d) = preg_uses_and_defs(inst);
                ((uses & !d) | u, defs | d)
            })
        })
        .collect();
    let mut live_in = vec![0 as PRegSet; mf.blocks.len()];
    let mut live_out = vec![0 as PRegSet; mf.blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..mf.blocks.len()).rev() {
            let out = successors[b].iter().fold(0, |acc, &s| acc | live_in[s]);
            let (uses, defs) = summaries[b];
            let inn = uses | (out & !defs);
            if out != live_out[b] || inn != live_in[b] {
                live_out[b] = out;
                live_in[b] = inn;
                changed = true;
            }
        }
    }
    live_out
}

fn bank_name(bank: RegBank) -> &'static str {
    match bank {
        RegBank::Gpr => "general-purpose",
        RegBank::Vector => "vector",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{Addr, AluOp, Cond, MBlockId, PReg, SlotId, SlotKind, VecAluOp};
    use crate::ir::{Function, Type};

    fn module() -> Module {
        let mut module = Module::new("t.wend");
        module.add_function(Function::new("main", &[], Type::I32));
        module
    }

    /// A one-block function holding `insts` then `ret`.
    fn function(module: &Module, build: impl FnOnce(&mut MFunction) -> Vec<MInst>) -> MFunction {
        let mut mf = MFunction::new(module.function_ids().next().unwrap());
        let insts = build(&mut mf);
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = insts.into_iter().chain([MInst::Ret { value: None }]).collect();
        mf
    }

    fn error_of(build: impl FnOnce(&mut MFunction) -> Vec<MInst>, allocated: bool) -> String {
        let module = module();
        let mf = function(&module, build);
        verify_mfunction(&mf, &module, allocated).expect_err("the verifier must reject this")
    }

    #[test]
    fn accepts_legal_forms() {
        let module = module();
        let mf = function(&module, |mf| {
            let slot = mf.new_slot(8, 8, SlotKind::Spill);
            let r = Reg::Virt(mf.new_vreg(RegClass::Gpr));
            let x = Reg::Virt(mf.new_vreg(RegClass::Xmm));
            vec![
                MInst::Mov { width: Width::B64, dst: r.into(), src: Operand::Imm(1 << 40) },
                MInst::Alu { op: AluOp::Add, width: Width::B32, dst: r.into(), src: Operand::Mem(Addr::slot(slot)) },
                MInst::VAlu { op: VecAluOp::Paddd, width: VecWidth::V128, dst: x, src: x.into() },
            ]
        });
        assert_eq!(verify_mfunction(&mf, &module, false), Ok(()));
    }

    #[test]
    fn rejects_two_memory_operands() {
        let error = error_of(
            |mf| {
                let a = mf.new_slot(4, 4, SlotKind::Spill);
                let b = mf.new_slot(4, 4, SlotKind::Spill);
                vec![MInst::Mov {
                    width: Width::B32,
                    dst: Operand::Mem(Addr::slot(a)),
                    src: Operand::Mem(Addr::slot(b)),
                }]
            },
            false,
        );
        assert_eq!(
            error,
            "machine function main, bb0, instruction 0 `mov.32 [slot0], [slot1]`: 2 memory operands (x86 takes one)"
        );
    }

    #[test]
    fn rejects_wide_immediates_outside_mov_r64() {
        let error = error_of(
            |mf| {
                vec![MInst::Cmp {
                    width: Width::B64,
                    lhs: Reg::Virt(mf.new_vreg(RegClass::Gpr)).into(),
                    rhs: Operand::Imm(1 << 40),
                }]
            },
            false,
        );
        assert!(error.ends_with("the immediate 1099511627776 does not fit in 32 bits"), "{error}");
    }

    #[test]
    fn rejects_immediate_destinations_and_wrong_banks() {
        let error = error_of(|_| vec![MInst::Neg { width: Width::B32, dst: Operand::Imm(3) }], false);
        assert!(error.ends_with("an immediate as a destination"), "{error}");
        let error = error_of(
            |mf| {
                let x = Reg::Virt(mf.new_vreg(RegClass::Xmm));
                vec![MInst::Imul { width: Width::B32, dst: x, src: Operand::Imm(1) }]
            },
            false,
        );
        assert!(error.ends_with("a vector register where the instruction takes a general-purpose one"), "{error}");
    }

    #[test]
    fn rejects_debug_markers_naming_missing_entries() {
        let error = error_of(
            |mf| {
                mf.debug_sets.push(Vec::new());
                vec![MInst::DebugAt(1)]
            },
            false,
        );
        assert!(error.ends_with("dbgat 1: the function has 1 debug sets"), "{error}");
        let module = module();
        let named = function(&module, |mf| {
            mf.debug_sets.push(Vec::new());
            vec![MInst::DebugAt(0)]
        });
        assert_eq!(verify_mfunction(&named, &module, false), Ok(()));
        // Read from text: no tables, nothing to check against.
        assert_eq!(
            verify_mfunction(&function(&module, |_| vec![MInst::DebugAt(3), MInst::DebugValue(2)]), &module, false),
            Ok(())
        );
    }

    #[test]
    fn rejects_virtual_registers_after_allocation() {
        let build = |mf: &mut MFunction| {
            vec![MInst::Mov {
                width: Width::B32,
                dst: Reg::Virt(mf.new_vreg(RegClass::Gpr)).into(),
                src: Operand::Imm(0),
            }]
        };
        let error = error_of(build, true);
        assert!(error.ends_with("a virtual register after register allocation"), "{error}");
        let module = module();
        assert_eq!(verify_mfunction(&function(&module, build), &module, false), Ok(()));
    }

    #[test]
    fn rejects_missing_slots_targets_and_block_ends() {
        let error = error_of(|_| vec![MInst::Lea { dst: PReg::RAX.into(), addr: Addr::slot(SlotId::new(4)) }], false);
        assert!(error.ends_with("slot4 does not exist"), "{error}");
        let error = error_of(|_| vec![MInst::Jcc { cond: Cond::E, target: MBlockId::new(7) }], false);
        assert!(error.ends_with("jumps to bb7, which does not exist"), "{error}");
        let error = error_of(|_| vec![MInst::Ret { value: None }], false);
        assert!(error.ends_with("a jump or return before the end of its block"), "{error}");
        let module = module();
        let mut mf = MFunction::new(module.function_ids().next().unwrap());
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = vec![MInst::Cmp { width: Width::B32, lhs: PReg::RAX.into(), rhs: Operand::Imm(0) }];
        assert_eq!(
            verify_mfunction(&mf, &module, false),
            Err("machine function main: bb0 does not end in jmp, ret or ud2".into())
        );
    }
}
