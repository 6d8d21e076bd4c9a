//! Clean-ups of allocated machine IR (optimizing builds only), each a local
//! rewrite within a block:
//!
//! - a move of a register to itself is deleted (the allocator gives both
//!   sides of most copies the same register; a 32-bit `mov r, r` would
//!   clear the upper half, but no value is ever read wider than it was
//!   written, see `mir`);
//! - `mov d, a; add d, b` (or `add d, imm`, `sub d, imm`) with d ≠ a, b
//!   becomes `lea d, [a + b]`: one instruction instead of two (the low 32
//!   bits of a 64-bit `lea` are the 32-bit sum);
//! - `mov r, 0` becomes `xor r32, r32` (shorter, and recognised by CPUs as
//!   dependency-breaking).
//!
//! - a lone `jmp` to a small block that ends in a branch or a return (at most
//!   `MAX_DUPLICATED` instructions) is replaced by a copy of that block (tail
//!   duplication): the `jmp` at the end of a loop body to the loop's
//!   condition block becomes the compare and a `jcc` back to the body, one
//!   branch per iteration instead of two. Copying is valid after allocation
//!   because every block ends in explicit jumps and names physical
//!   registers only.
//!
//! The lea and xor rewrites change which instructions write the flags (`add` does,
//! `lea` does not; `mov` does not, `xor` does), so each is done only where
//! the flags are dead: no `jcc`/`setcc` reads them before the next
//! instruction that sets them. Flags never live across blocks (isel puts
//! every compare in the block of the branch or `setcc` that reads it).

use crate::backend::mir::{Addr, AddrBase, AluOp, Index, MFunction, MInst, Operand, Reg, Width};

/// Apply the clean-ups to every block of `mf`.
pub fn run(mf: &mut MFunction) {
    for block in &mut mf.blocks {
        block.insts.retain(|inst| !is_self_move(inst));
        fuse_moves_into_lea(&mut block.insts);
        zero_with_xor(&mut block.insts);
    }
    duplicate_small_jump_targets(mf);
}

/// The largest block copied in place of a jump to it.
pub const MAX_DUPLICATED: usize = 6;

fn duplicate_small_jump_targets(mf: &mut MFunction) {
    let copies: Vec<Option<Vec<MInst>>> = mf
        .blocks
        .iter()
        .map(|b| {
            let ends_in_branch = matches!(b.insts.last(), Some(MInst::Jmp { .. } | MInst::Ret { .. }));
            (ends_in_branch && code_len(&b.insts) <= MAX_DUPLICATED).then(|| b.insts.clone())
        })
        .collect();
    for (b, block) in mf.blocks.iter_mut().enumerate() {
        let Some(&MInst::Jmp { target }) = block.insts.last() else { continue };
        // Only unconditional transfers: in `jcc T; jmp F` the jmp usually
        // disappears into a `j!cc` (emit).
        let before_jmp = block.insts[..block.insts.len() - 1].iter().rev().find(|i| !is_marker(i));
        if matches!(before_jmp, Some(MInst::Jcc { .. })) {
            continue;
        }
        let t = target.index();
        // A jump to the next block costs nothing (emit drops it); a block
        // jumping to itself is a loop of its own.
        if t == b || t == b + 1 {
            continue;
        }
        if let Some(copy) = &copies[t] {
            block.insts.pop();
            block.insts.extend(copy.iter().cloned());
        }
    }
}

/// Source-position markers emit no code: the clean-ups look through them,
/// so that code built with positions (`-g`, `--sanitize`, `-S`) is the
/// code built without.
fn is_marker(inst: &MInst) -> bool {
    matches!(inst, MInst::Loc(_) | MInst::DebugValue(_) | MInst::DebugAt(_))
}

/// The instructions of a block that are code.
fn code_len(insts: &[MInst]) -> usize {
    insts.iter().filter(|i| !is_marker(i)).count()
}

fn is_self_move(inst: &MInst) -> bool {
    match inst {
        MInst::Mov { dst: Operand::Reg(d), src: Operand::Reg(s), .. }
        | MInst::VMov { dst: Operand::Reg(d), src: Operand::Reg(s), .. } => d == s,
        _ => false,
    }
}

/// `flags_dead_after(insts)[k]`: no instruction reads the flags that
/// instruction k leaves.
fn flags_dead_after(insts: &[MInst]) -> Vec<bool> {
    let mut dead = vec![true; insts.len()];
    let mut live = false;
    for (k, inst) in insts.iter().enumerate().rev() {
        dead[k] = !live;
        if inst.writes_flags() {
            live = false;
        }
        if inst.reads_flags() {
            live = true;
        }
    }
    dead
}

fn fuse_moves_into_lea(insts: &mut Vec<MInst>) {
    let dead = flags_dead_after(insts);
    let mut out = Vec::with_capacity(insts.len());
    let mut k = 0;
    while k < insts.len() {
        // The next instruction that is code; markers between the pair go
        // before the `lea`.
        let next = (k + 1..insts.len()).find(|&j| !is_marker(&insts[j]));
        if let Some(j) = next.filter(|&j| dead[j] && !is_marker(&insts[k])) {
            if let Some(lea) = as_lea(&insts[k], &insts[j]) {
                out.extend(insts[k + 1..j].iter().cloned());
                out.push(lea);
                k = j + 1;
                continue;
            }
        }
        out.push(insts[k].clone());
        k += 1;
    }
    *insts = out;
}

/// `lea d, [a + b]` or `lea d, [a + imm]` for `mov d, a; add/sub d, …`.
fn as_lea(first: &MInst, second: &MInst) -> Option<MInst> {
    let MInst::Mov { width, dst: Operand::Reg(d), src: Operand::Reg(a) } = *first else { return None };
    let MInst::Alu { op, width: w2, dst: Operand::Reg(d2), src } = *second else { return None };
    if d2 != d || w2 != width || d == a || !matches!(width, Width::B32 | Width::B64) {
        return None;
    }
    let base = Addr::new(AddrBase::Reg(a));
    let addr = match (op, src) {
        (AluOp::Add, Operand::Reg(b)) if b != d => Addr { index: Some(Index { reg: b, scale: 1 }), ..base },
        (AluOp::Add, Operand::Imm(c)) => base.offset(i32::try_from(c).ok()?),
        (AluOp::Sub, Operand::Imm(c)) => base.offset(i32::try_from(c).ok()?.checked_neg()?),
        _ => return None,
    };
    Some(MInst::Lea { dst: d, addr })
}

fn zero_with_xor(insts: &mut [MInst]) {
    let dead = flags_dead_after(insts);
    for (k, inst) in insts.iter_mut().enumerate() {
        if let MInst::Mov {
            width: Width::B32 | Width::B64,
            dst: Operand::Reg(r @ Reg::Phys(_)),
            src: Operand::Imm(0),
        } = *inst
        {
            // The flags an earlier instruction left must not be needed
            // after this one either.
            if dead[k] {
                *inst = MInst::Alu { op: AluOp::Xor, width: Width::B32, dst: r.into(), src: r.into() };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{Cond, MBlockId, PReg};
    use crate::ir::FuncId;

    fn run_on(insts: Vec<MInst>) -> Vec<MInst> {
        let mut mf = MFunction::new(FuncId::new(0));
        mf.add_block("entry");
        mf.blocks[0].insts = insts;
        run(&mut mf);
        mf.blocks[0].insts.clone()
    }

    fn mov(width: Width, dst: PReg, src: impl Into<Operand>) -> MInst {
        MInst::Mov { width, dst: dst.into(), src: src.into() }
    }

    #[test]
    fn self_moves_vanish_and_move_add_pairs_become_lea() {
        let add = MInst::Alu { op: AluOp::Add, width: Width::B32, dst: PReg::RCX.into(), src: PReg::RDX.into() };
        let out = run_on(vec![mov(Width::B32, PReg::RAX, PReg::RAX), mov(Width::B32, PReg::RCX, PReg::RSI), add]);
        let addr = Addr {
            base: AddrBase::Reg(PReg::RSI.into()),
            index: Some(Index { reg: PReg::RDX.into(), scale: 1 }),
            disp: 0,
        };
        assert_eq!(out, vec![MInst::Lea { dst: PReg::RCX.into(), addr }]);
        let sub = MInst::Alu { op: AluOp::Sub, width: Width::B64, dst: PReg::RCX.into(), src: Operand::Imm(8) };
        let out = run_on(vec![mov(Width::B64, PReg::RCX, PReg::RSI), sub]);
        assert_eq!(
            out,
            vec![MInst::Lea { dst: PReg::RCX.into(), addr: Addr::new(AddrBase::Reg(PReg::RSI.into())).offset(-8) }]
        );
    }

    #[test]
    fn rewrites_that_change_flags_wait_for_dead_flags() {
        let cmp = MInst::Cmp { width: Width::B32, lhs: PReg::RAX.into(), rhs: Operand::Imm(3) };
        let jcc = MInst::Jcc { cond: Cond::L, target: MBlockId::new(0) };
        // Between a compare and its jcc, `mov ecx, 0` must stay a mov.
        let out = run_on(vec![cmp.clone(), mov(Width::B32, PReg::RCX, Operand::Imm(0)), jcc.clone()]);
        assert_eq!(out[1], mov(Width::B32, PReg::RCX, Operand::Imm(0)));
        // Elsewhere it is a xor.
        let out = run_on(vec![mov(Width::B64, PReg::RCX, Operand::Imm(0)), cmp.clone(), jcc.clone()]);
        assert_eq!(
            out[0],
            MInst::Alu { op: AluOp::Xor, width: Width::B32, dst: PReg::RCX.into(), src: PReg::RCX.into() }
        );
        // An add whose flags a setcc reads stays an add.
        let add = MInst::Alu { op: AluOp::Add, width: Width::B32, dst: PReg::RCX.into(), src: Operand::Imm(1) };
        let setcc = MInst::Setcc { cond: Cond::E, dst: PReg::RDX.into() };
        let out = run_on(vec![mov(Width::B32, PReg::RCX, PReg::RSI), add.clone(), setcc]);
        assert_eq!(out[1], add);
    }

    #[test]
    fn a_jump_back_to_a_small_loop_condition_becomes_a_copy_of_it() {
        let mut mf = MFunction::new(FuncId::new(0));
        let (head, body, exit) = (mf.add_block("head"), mf.add_block("body"), mf.add_block("exit"));
        let cond = vec![
            MInst::Cmp { width: Width::B32, lhs: PReg::RAX.into(), rhs: Operand::Imm(10) },
            MInst::Jcc { cond: Cond::Ge, target: exit },
            MInst::Jmp { target: body },
        ];
        mf.block_mut(head).insts = cond.clone();
        let add = MInst::Alu { op: AluOp::Add, width: Width::B32, dst: PReg::RAX.into(), src: Operand::Imm(1) };
        mf.block_mut(body).insts = vec![add.clone(), MInst::Jmp { target: head }];
        mf.block_mut(exit).insts = vec![MInst::Ret { value: None }];
        run(&mut mf);
        let mut expected = vec![add];
        expected.extend(cond);
        assert_eq!(mf.blocks[body.index()].insts, expected);
        assert_eq!(mf.blocks[head.index()].insts.len(), 3);
    }

    /// Code built with source positions (`-g`, `-S`) must be the code
    /// built without: markers neither block a rewrite nor count as code.
    #[test]
    fn source_markers_change_nothing() {
        let loc = |line| MInst::Loc(crate::ir::SrcLoc::new(line, 1));
        let add = MInst::Alu { op: AluOp::Add, width: Width::B64, dst: PReg::RCX.into(), src: Operand::Imm(8) };
        let out = run_on(vec![mov(Width::B64, PReg::RCX, PReg::RSI), loc(2), add]);
        let lea = MInst::Lea { dst: PReg::RCX.into(), addr: Addr::new(AddrBase::Reg(PReg::RSI.into())).offset(8) };
        assert_eq!(out, vec![loc(2), lea]);

        let mut mf = MFunction::new(FuncId::new(0));
        let (head, body, exit) = (mf.add_block("head"), mf.add_block("body"), mf.add_block("exit"));
        let cmp = MInst::Cmp { width: Width::B32, lhs: PReg::RAX.into(), rhs: Operand::Imm(10) };
        let jcc = MInst::Jcc { cond: Cond::Ge, target: exit };
        // Six instructions of code, the most that are copied, plus markers.
        let mut cond = vec![loc(3), cmp.clone(), loc(4), cmp.clone(), cmp.clone(), cmp.clone(), jcc, loc(5)];
        cond.push(MInst::Jmp { target: body });
        mf.block_mut(head).insts = cond.clone();
        mf.block_mut(body).insts = vec![loc(6), MInst::Jmp { target: head }];
        mf.block_mut(exit).insts = vec![MInst::Ret { value: None }];
        run(&mut mf);
        let mut expected = vec![loc(6)];
        expected.extend(cond);
        assert_eq!(mf.blocks[body.index()].insts, expected);
    }

    #[test]
    fn adding_the_destination_itself_is_not_a_lea() {
        // mov ecx, esi; add ecx, ecx computes esi + esi, not esi + old ecx.
        let add = MInst::Alu { op: AluOp::Add, width: Width::B32, dst: PReg::RCX.into(), src: PReg::RCX.into() };
        let insts = vec![mov(Width::B32, PReg::RCX, PReg::RSI), add];
        assert_eq!(run_on(insts.clone()), insts);
    }
}
