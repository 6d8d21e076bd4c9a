//! ADCE: aggressive dead code elimination, with the semantics of LLVM's
//! ADCE pass (after Cytron et al. 1991, §7.1, "dead code elimination"
//! using control dependence).
//!
//! Everything is dead until proven live:
//! - **Roots**: instructions with effects beyond their value — stores,
//!   calls, `ret`, `unreachable` — and divisions that may trap: `sdiv` and
//!   `srem` stay unless the divisor is a constant other than 0 and -1.
//! - **Loops are kept**: the branch closing each back edge (found by a DFS
//!   from the entry) is live, and so is every terminator of a block that
//!   cannot reach a return (an infinite loop must still hang).
//! - **Propagation**: a live instruction makes its operands' definitions
//!   and its block live. A live block makes live the terminators of the
//!   blocks it is control dependent on: its post-dominance frontier. A live
//!   phi makes its predecessor blocks live, so the branches choosing
//!   between them are kept.
//! - **Removal**: a conditional branch that stayed dead is replaced by an
//!   unconditional branch to the successor nearest the exit (in the
//!   post-dominator tree); the other successor's phis lose that edge. Then
//!   every dead instruction goes, all at once with their operand references
//!   dropped first, which removes dead phi cycles around loops. Blocks that
//!   became unreachable are deleted.
//!
//! Preconditions: verified IR. Postconditions: verified IR with the same
//! observable behaviour; unconditional branches are never removed (block
//! merging is not this pass's job).

use super::PassResult;
use crate::ir::cfg::{remove_unreachable_blocks, Cfg};
use crate::ir::dom::PostDomTree;
use crate::ir::{BlockId, Function, InstId, InstKind, ValueId};

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    remove_unreachable_blocks(f);
    let before = f.live_inst_count();
    let cfg = Cfg::compute(f);
    let pdt = PostDomTree::compute(f, &cfg);
    let liveness = Liveness::compute(f, &cfg, &pdt);
    let branches = rewrite_dead_branches(f, &cfg, &pdt, &liveness);
    let dead: Vec<InstId> = f
        .insts_in_layout()
        .map(|(_, i)| i)
        // Terminators stay (dead conditional ones were just replaced).
        .filter(|&i| !f.inst(i).kind.is_terminator() && !liveness.is_live(i))
        .collect();
    f.remove_insts(&dead);
    let blocks = remove_unreachable_blocks(f);
    let removed = before - f.live_inst_count();
    if removed == 0 {
        return PassResult::default();
    }
    PassResult::changed(format!(
        "removed {removed} instruction{} ({} dead, {branches} branch{} made unconditional, {blocks} block{} unreachable)",
        super::plural(removed),
        dead.len(),
        if branches == 1 { "" } else { "es" },
        super::plural(blocks),
    ))
}

/// Whether an instruction must be kept for its effect alone.
fn is_root(f: &Function, i: InstId) -> bool {
    let data = f.inst(i);
    match &data.kind {
        InstKind::Store | InstKind::Call { .. } | InstKind::Ret | InstKind::Unreachable => true,
        InstKind::Binary(op) if op.may_trap() => {
            // x86 `idiv` faults on a zero divisor and on INT_MIN / -1.
            !matches!(f.as_const(data.operands()[1]), Some(d) if d != 0 && d != -1)
        }
        _ => false,
    }
}

struct Liveness {
    insts: Vec<bool>,
    blocks: Vec<bool>,
}

impl Liveness {
    fn is_live(&self, i: InstId) -> bool {
        self.insts[i.index()]
    }

    fn compute(f: &Function, cfg: &Cfg, pdt: &PostDomTree) -> Liveness {
        let frontiers = pdt.frontiers();
        let mut state = Liveness { insts: vec![false; f.num_insts()], blocks: vec![false; f.block_capacity() + 1] };
        // The instruction defining each value, read once in arena order: the
        // walk below looks up the definitions of operands at random, and
        // this table is a tenth of the size of the value records.
        let defs: Vec<Option<InstId>> = (0..f.num_values()).map(|v| f.defining_inst(ValueId::new(v))).collect();
        let mut worklist: Vec<InstId> = Vec::new();
        for (_, i) in f.insts_in_layout() {
            if is_root(f, i) {
                state.mark_inst(i, &mut worklist);
            }
        }
        for b in back_edge_sources(f, cfg).into_iter().chain(blocks_without_exit(f, cfg)) {
            if let Some(t) = f.terminator(b) {
                state.mark_inst(t, &mut worklist);
            }
        }
        while let Some(i) = worklist.pop() {
            let data = f.inst(i);
            let block = data.block.expect("live instructions are in blocks");
            state.mark_block(f, block, &frontiers, &mut worklist);
            for &op in data.operands() {
                if let Some(def) = defs[op.index()] {
                    state.mark_inst(def, &mut worklist);
                }
            }
            if let InstKind::Phi { blocks } = &data.kind {
                for &pred in blocks.iter() {
                    state.mark_block(f, pred, &frontiers, &mut worklist);
                }
            }
        }
        state
    }

    fn mark_inst(&mut self, i: InstId, worklist: &mut Vec<InstId>) {
        if !std::mem::replace(&mut self.insts[i.index()], true) {
            worklist.push(i);
        }
    }

    /// A block becomes live: the branches it is control dependent on
    /// decide whether live code runs, so they are live.
    fn mark_block(&mut self, f: &Function, b: BlockId, frontiers: &crate::ir::dom::DominanceFrontiers, worklist: &mut Vec<InstId>) {
        if std::mem::replace(&mut self.blocks[b.index()], true) {
            return;
        }
        for &c in frontiers.frontier(b) {
            if let Some(t) = f.terminator(c) {
                self.mark_inst(t, worklist);
            }
        }
    }
}

/// Blocks ending in a back edge: an edge to a block still on the DFS stack.
fn back_edge_sources(f: &Function, cfg: &Cfg) -> Vec<BlockId> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    let n = f.block_capacity();
    let (mut visited, mut on_stack) = (vec![false; n], vec![false; n]);
    let mut sources = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited[entry.index()] = true;
    on_stack[entry.index()] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = cfg.succs(b).get(next) {
            top.1 += 1;
            if on_stack[s.index()] {
                sources.push(b);
            } else if !visited[s.index()] {
                visited[s.index()] = true;
                on_stack[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            on_stack[b.index()] = false;
            stack.pop();
        }
    }
    sources.sort();
    sources.dedup();
    sources
}

/// Reachable blocks from which no `ret`/`unreachable` can be reached.
fn blocks_without_exit(f: &Function, cfg: &Cfg) -> Vec<BlockId> {
    let mut reaches = vec![false; f.block_capacity()];
    let mut stack: Vec<BlockId> = cfg
        .rpo()
        .iter()
        .copied()
        .filter(|&b| f.terminator(b).is_some_and(|t| matches!(f.inst(t).kind, InstKind::Ret | InstKind::Unreachable)))
        .collect();
    for &b in &stack {
        reaches[b.index()] = true;
    }
    while let Some(b) = stack.pop() {
        for &p in cfg.preds(b) {
            if !std::mem::replace(&mut reaches[p.index()], true) {
                stack.push(p);
            }
        }
    }
    cfg.rpo().iter().copied().filter(|b| !reaches[b.index()]).collect()
}

/// Replace each dead conditional branch by a jump to the successor nearest
/// the exit. Returns how many were replaced.
fn rewrite_dead_branches(f: &mut Function, cfg: &Cfg, pdt: &PostDomTree, liveness: &Liveness) -> usize {
    let mut rewritten = 0;
    for &b in cfg.rpo() {
        let Some(term) = f.terminator(b) else { continue };
        if liveness.is_live(term) || !matches!(f.inst(term).kind, InstKind::CondBr { .. }) {
            continue;
        }
        let succs = cfg.succs(b).to_vec();
        let dest = *succs.iter().min_by_key(|&&s| pdt.depth(s)).expect("a conditional branch has successors");
        let loc = f.inst(term).loc;
        f.remove_inst(term);
        f.append_inst(b, InstKind::Br { dest }, &[], crate::ir::Type::Void, None, loc);
        // Phis keep one entry per remaining edge from `b`.
        let mut succs_left = succs.clone();
        succs_left.sort();
        succs_left.dedup();
        for s in succs_left {
            let kept = usize::from(s == dest);
            for phi in f.block_phis(s) {
                let entries: Vec<_> = f.phi_incoming(phi).into_iter().filter(|&(_, p)| p == b).collect();
                if entries.len() != kept {
                    f.phi_remove_incoming(phi, b);
                    if kept == 1 {
                        f.phi_add_incoming(phi, entries[0].0, b);
                    }
                }
            }
        }
        rewritten += 1;
    }
    rewritten
}
