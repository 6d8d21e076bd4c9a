//! Where the arguments are after allocation, for `-g` at `-O2`: a forward
//! dataflow over the allocated machine IR that follows the value each
//! argument register holds at entry through register-to-register copies,
//! and drops a register wherever any instruction writes it (calls write
//! every caller-saved register). The meet is intersection, so a register
//! is claimed at an instruction only when it holds the argument on every
//! path there.
//!
//! Only caller-saved registers are followed. Without call-frame
//! information a debugger cannot recover a callee-saved register's value
//! in an outer frame (it assumes the callee left it alone), so a location
//! in one could be read wrong there; a caller-saved register is never
//! claimed across a call, which is the only place an outer frame can be,
//! so every claim is read in the frame it was made for.
//!
//! The result says, for each instruction, which registers hold each
//! argument both before it and while it executes (those it does not
//! write), so a debugger stopped anywhere inside its code reads the right
//! value.

use super::liveness::{for_each_reg, Cfg};
use crate::backend::mir::{Gpr, MFunction, MInst, Operand, PReg, Reg, Width, ARG_REGS, CALLER_SAVED};

/// A set of general-purpose registers, by encoding.
type Regs = u16;

fn bit(g: Gpr) -> Regs {
    1 << (g as u16)
}

fn caller_saved() -> Regs {
    CALLER_SAVED.iter().fold(0, |m, p| match p {
        PReg::Gpr(g) => m | bit(*g),
        PReg::Vec(_) => m,
    })
}

/// The general-purpose registers `inst` writes.
fn written(inst: &MInst) -> Regs {
    let mut defs = 0;
    for_each_reg(inst, &mut |r, access| {
        if access.writes() {
            if let Reg::Phys(PReg::Gpr(g)) = r {
                defs |= bit(g);
            }
        }
    });
    defs
}

/// The registers holding the value after `inst`, given those before.
fn transfer(inst: &MInst, before: Regs) -> Regs {
    let mut after = before & !written(inst);
    // A copy of at least the 32 bits an int or bool argument has.
    if let MInst::Mov {
        width: Width::B32 | Width::B64,
        dst: Operand::Reg(Reg::Phys(PReg::Gpr(d))),
        src: Operand::Reg(Reg::Phys(PReg::Gpr(s))),
    } = *inst
    {
        if before & bit(s) != 0 {
            after |= bit(d);
        }
    }
    after & caller_saved()
}

/// For each `(variable, argument index)` of `args`, by block and
/// instruction of `mf` (allocated): the registers holding that argument's
/// entry value before and during the instruction, as
/// `(variable, register)` pairs (arguments passed on the stack are not
/// followed).
pub fn argument_registers(mf: &MFunction, args: &[(u32, usize)]) -> Vec<Vec<Vec<(u32, Gpr)>>> {
    let mut claims: Vec<Vec<Vec<(u32, Gpr)>>> =
        mf.blocks.iter().map(|b| vec![Vec::new(); b.insts.len()]).collect();
    if mf.blocks.is_empty() {
        return claims;
    }
    let cfg = Cfg::new(mf);
    for &(var, index) in args {
        let Some(&PReg::Gpr(entry_reg)) = ARG_REGS.get(index) else { continue };
        let entry = bit(entry_reg) & caller_saved();
        let mut ins: Vec<Option<Regs>> = vec![None; mf.blocks.len()];
        ins[0] = Some(entry);
        let mut work = vec![0usize];
        while let Some(b) = work.pop() {
            let out = mf.blocks[b].insts.iter().fold(ins[b].expect("visited"), |s, inst| transfer(inst, s));
            for &succ in &cfg.succs[b] {
                let succ = succ as usize;
                let new = match ins[succ] {
                    None => out,
                    Some(old) => old & out,
                };
                if ins[succ] != Some(new) {
                    ins[succ] = Some(new);
                    work.push(succ);
                }
            }
        }
        for (b, block) in mf.blocks.iter().enumerate() {
            let Some(mut s) = ins[b] else { continue };
            for (k, inst) in block.insts.iter().enumerate() {
                let during = s & !written(inst);
                if during != 0 {
                    let g = Gpr::ALL.iter().copied().find(|&g| during & bit(g) != 0).expect("a register");
                    claims[b][k].push((var, g));
                }
                s = transfer(inst, s);
            }
        }
    }
    claims
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::Cond;
    use crate::ir::FuncId;

    fn mov(dst: PReg, src: Operand) -> MInst {
        MInst::Mov { width: Width::B32, dst: Operand::Reg(Reg::Phys(dst)), src }
    }

    #[test]
    fn copies_are_followed_and_writes_end_a_claim() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = vec![
            mov(PReg::RAX, Operand::Reg(Reg::Phys(PReg::RDI))),
            mov(PReg::RDI, Operand::Imm(5)),
            mov(PReg::RAX, Operand::Imm(0)),
            MInst::Ret { value: Some(PReg::RAX) },
        ];
        let claims = argument_registers(&mf, &[(7, 0)]);
        // While the first copy runs, edi holds the argument; while edi is
        // overwritten, eax (the copy) does; nothing once eax is too.
        assert_eq!(claims[0], vec![vec![(7, Gpr::Rdi)], vec![(7, Gpr::Rax)], vec![], vec![]]);
    }

    #[test]
    fn a_register_is_claimed_after_a_join_only_if_every_path_keeps_it() {
        let mut mf = MFunction::new(FuncId::new(0));
        let entry = mf.add_block("entry");
        let clobber = mf.add_block("clobber");
        let join = mf.add_block("join");
        let (jcc, jmp) = (MInst::Jcc { cond: Cond::E, target: join }, MInst::Jmp { target: clobber });
        mf.block_mut(entry).insts = vec![jcc, jmp];
        mf.block_mut(clobber).insts = vec![mov(PReg::RSI, Operand::Imm(1)), MInst::Jmp { target: join }];
        mf.block_mut(join).insts = vec![MInst::Ret { value: None }];
        // Argument 1 (esi) is overwritten on one path to the join,
        // argument 0 (edi) on none.
        let claims = argument_registers(&mf, &[(0, 0), (1, 1)]);
        assert_eq!(claims[2][0], vec![(0, Gpr::Rdi)]);
        assert_eq!(claims[1][0], vec![(0, Gpr::Rdi)]);
        assert_eq!(claims[1][1], vec![(0, Gpr::Rdi)]);
    }
}
