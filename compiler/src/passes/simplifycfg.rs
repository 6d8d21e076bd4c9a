//! simplifycfg: clean up the control-flow graph.
//!
//! The rewrites of LLVM's SimplifyCFG that wendc's passes leave work for
//! (inlining splits blocks at every call and leaves the callee's entry and
//! continuation blocks; sccp leaves the arms it decided as chains of
//! jumps):
//!
//! 1. **Decided branches**: `br i1 true/false` and a conditional branch
//!    whose two targets are one block become jumps.
//! 2. **Unreachable blocks** are deleted.
//! 3. **Forwarding blocks**: a block holding only `br label %d` (no phis)
//!    is bypassed: its predecessors jump to `%d` directly and `%d`'s phis
//!    take, for each of them, the value they had for the bypassed block.
//!    Not done when a predecessor already jumps to `%d` and a phi there
//!    would need two different values for it, nor when `%d` is a loop
//!    header (the block is then the loop's preheader or latch, whose
//!    shape the loop passes look for, as LLVM keeps loop structure).
//! 4. **Merging**: a block whose only predecessor jumps only to it joins
//!    the end of that predecessor (its phis, with one entry each, become
//!    that value). Chains merge in one sweep in reverse post-order.
//!
//! The four steps repeat until nothing changes (each step can open the
//! next one's opportunities). Each round is linear in the function.
//!
//! Preconditions: verified IR (SSA or not). Invariants: verified IR, exact
//! def-use lists; the entry block stays the entry block.

use super::{plural, PassOptions, PassResult};
use crate::ir::cfg::{remove_unreachable_blocks, replace_with_jump, Cfg};
use crate::ir::dom::DomTree;
use crate::ir::{BlockId, Function, InstKind};

/// At most this many rounds (each finds less than the one before; real
/// programs settle in two or three).
const MAX_ROUNDS: usize = 16;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let blocks_before = f.layout().len();
    // No rewrite here adds or removes a back edge's target (a header has
    // two predecessors or more, so it never merges, and nothing is
    // bypassed into it): one look at the loops serves every round.
    let headers = loop_headers(f, &Cfg::compute(f));
    let mut decided = 0;
    for _ in 0..MAX_ROUNDS {
        let mut changed = decide_branches(f);
        decided += changed;
        if changed > 0 {
            changed += remove_unreachable_blocks(f);
        }
        changed += bypass_forwarding_blocks(f, &headers);
        changed += merge_into_predecessors(f);
        if changed == 0 {
            break;
        }
    }
    let removed = blocks_before - f.layout().len();
    if removed == 0 && decided == 0 {
        return PassResult::default();
    }
    PassResult::changed(format!(
        "{removed} block{} removed, {decided} branch{} decided",
        plural(removed),
        if decided == 1 { "" } else { "es" }
    ))
}

/// Turn conditional branches on constants, or to one block twice, into
/// jumps. Returns how many.
fn decide_branches(f: &mut Function) -> usize {
    let mut decided = 0;
    for b in f.layout().to_vec() {
        let Some(term) = f.terminator(b) else { continue };
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { continue };
        let dest = match f.as_const(f.inst(term).operands()[0]) {
            _ if if_true == if_false => if_true,
            Some(c) if c & 1 == 1 => if_true,
            Some(_) => if_false,
            None => continue,
        };
        replace_with_jump(f, b, dest);
        decided += 1;
    }
    decided
}

/// The blocks some back edge enters (an edge to a block dominating its
/// source): the loop headers.
fn loop_headers(f: &Function, cfg: &Cfg) -> Vec<bool> {
    let dom = DomTree::compute(cfg);
    let mut header = vec![false; f.block_capacity()];
    for &b in cfg.rpo() {
        for &s in cfg.succs(b) {
            if dom.dominates(s, b) {
                header[s.index()] = true;
            }
        }
    }
    header
}

/// Bypass blocks that only jump on (see the module header). Returns how
/// many were removed.
fn bypass_forwarding_blocks(f: &mut Function, headers: &[bool]) -> usize {
    let cfg = Cfg::compute(f);
    let entry = f.entry_block().expect("checked by run");
    let mut gone = Vec::new();
    // Blocks that gained predecessors in this sweep: their entries in
    // `cfg` are stale, so they wait for the next round.
    let mut gained = vec![false; f.block_capacity()];
    for &b in cfg.rpo() {
        let insts = f.block(b).insts();
        let [only] = insts else { continue };
        let InstKind::Br { dest } = f.inst(*only).kind else { continue };
        if b == entry || dest == b || headers[dest.index()] || gained[b.index()] {
            continue;
        }
        let preds: Vec<BlockId> = cfg.preds(b).to_vec();
        if !can_bypass(f, b, dest, &preds) {
            continue;
        }
        let phis = f.block_phis(dest);
        for &phi in &phis {
            let value = f.phi_incoming(phi).iter().find(|&&(_, from)| from == b).expect("an entry for b").0;
            f.phi_remove_incoming(phi, b);
            for &p in &preds {
                f.phi_add_incoming(phi, value, p);
            }
        }
        for &p in &preds {
            let term = f.terminator(p).expect("a predecessor has a terminator");
            f.inst_kind_mut(term).replace_successor(b, dest);
        }
        gained[dest.index()] = true;
        gone.push(b);
    }
    let n = gone.len();
    if n > 0 {
        remove_unreachable_blocks(f);
    }
    n
}

/// Whether the phis of `dest` can take, for every predecessor of `b`, the
/// value they have for `b`: a predecessor that already jumps to `dest`
/// must need the same value both ways.
fn can_bypass(f: &Function, b: BlockId, dest: BlockId, preds: &[BlockId]) -> bool {
    f.block_phis(dest).iter().all(|&phi| {
        let incoming = f.phi_incoming(phi);
        let via_b = incoming.iter().find(|&&(_, from)| from == b).map(|&(v, _)| v);
        preds.iter().all(|&p| incoming.iter().filter(|&&(_, from)| from == p).all(|&(v, _)| Some(v) == via_b))
    })
}

/// Merge each block whose only predecessor jumps only to it into that
/// predecessor. Returns how many blocks were merged away.
fn merge_into_predecessors(f: &mut Function) -> usize {
    let cfg = Cfg::compute(f);
    let entry = f.entry_block().expect("checked by run");
    // Where each block's code now lives (itself, or the block it joined).
    let mut home: Vec<BlockId> = (0..f.block_capacity()).map(BlockId::new).collect();
    let mut gone = Vec::new();
    for &b in cfg.rpo() {
        let [pred] = cfg.preds(b) else { continue };
        let p = home[pred.index()];
        if b == entry || p == b || cfg.succs(*pred).len() != 1 {
            continue;
        }
        for phi in f.block_phis(b) {
            let value = f.inst(phi).operands()[0];
            let result = f.inst_result(phi);
            f.replace_all_uses(result, value);
            f.remove_inst(phi);
        }
        let jump = f.terminator(p).expect("the predecessor ends in a jump");
        f.remove_inst(jump);
        let moved = f.block(b).insts().to_vec();
        let at = f.block(p).insts().len();
        f.move_insts(&moved, p, at);
        // The successors' phis now come from `p`.
        for s in f.successors(p).collect::<Vec<_>>() {
            for phi in f.block_phis(s) {
                if let InstKind::Phi { blocks } = f.inst_kind_mut(phi) {
                    for from in blocks.iter_mut().filter(|from| **from == b) {
                        *from = p;
                    }
                }
            }
        }
        home[b.index()] = p;
        gone.push(b);
    }
    f.remove_blocks(&gone);
    gone.len()
}
