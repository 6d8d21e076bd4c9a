//! Control-flow graph: predecessor and successor lists of a function's
//! blocks, computed from the terminators.
//!
//! This is an analysis: `Cfg::of` gives the one the function keeps until its
//! control flow changes (see `function/analyses.rs`), `Cfg::compute` a
//! fresh one.
//! Duplicate edges are kept (`br i1 %c, label %a, label %a` gives `a` two
//! predecessor entries), because phis have one entry per incoming edge.

use std::ops::Range;
use std::sync::Arc;

use super::builder::Builder;
use super::entities::BlockId;
use super::entity_map::{EntityMap, EntitySet};
use super::function::Function;

#[derive(PartialEq)]
pub struct Cfg {
    /// Predecessors of block `b`: `preds[pred_start[b]..pred_start[b + 1]]`
    /// (one flat array for all blocks: a function may have hundreds of
    /// thousands of blocks, and a list each would be an allocation each).
    preds: Vec<BlockId>,
    pred_start: Vec<u32>,
    /// Successors, laid out the same way.
    succs: Vec<BlockId>,
    succ_start: Vec<u32>,
    /// Blocks in reverse post-order of a DFS from the entry (reachable
    /// blocks only).
    rpo: Vec<BlockId>,
    /// Position of each block in `rpo`; `u32::MAX` if unreachable.
    rpo_number: EntityMap<BlockId, u32>,
}

/// Where the list of block `b` sits in a flat array of lists whose starts
/// are `start` (one more entry than there are blocks).
#[inline]
fn list_of(start: &[u32], b: BlockId) -> Range<usize> {
    start[b.index()] as usize..start[b.index() + 1] as usize
}

impl Cfg {
    /// The CFG of `f` as it is now, computed once until its control flow
    /// changes (see `Function::cached`).
    pub fn of(f: &Function) -> Arc<Cfg> {
        f.cached(Cfg::compute)
    }

    pub fn compute(f: &Function) -> Cfg {
        let n = f.block_capacity();
        // Successors in block-id order, then predecessors by counting sort.
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succs = Vec::with_capacity(f.layout().len() * 2);
        let mut pred_count: EntityMap<BlockId, u32> = EntityMap::from_elem(0, n);
        let mut in_layout = EntitySet::with_capacity(n);
        for &b in f.layout() {
            in_layout.insert(b);
        }
        for b in pred_count.keys() {
            succ_start.push(succs.len() as u32);
            if in_layout.contains(b) {
                for s in f.successors(b) {
                    succs.push(s);
                    pred_count[s] += 1;
                }
            }
        }
        succ_start.push(succs.len() as u32);
        let mut pred_start = Vec::with_capacity(n + 1);
        pred_start.push(0u32);
        for &count in pred_count.values() {
            pred_start.push(pred_start[pred_start.len() - 1] + count);
        }
        // Predecessors in layout order of the source, as before: the order
        // phis and passes see them in. `fill[s]`: where the next
        // predecessor of `s` goes.
        let mut fill: EntityMap<BlockId, u32> = pred_start[..n].iter().copied().collect();
        let mut preds = vec![BlockId::new(0); succs.len()];
        for &b in f.layout() {
            for k in list_of(&succ_start, b) {
                let s = succs[k];
                preds[fill[s] as usize] = b;
                fill[s] += 1;
            }
        }
        let rpo = match f.entry_block() {
            Some(entry) => reverse_post_order(entry, n, |b| &succs[list_of(&succ_start, b)]),
            None => Vec::new(),
        };
        let mut rpo_number = EntityMap::from_elem(u32::MAX, n);
        for (i, &b) in rpo.iter().enumerate() {
            rpo_number[b] = i as u32;
        }
        Cfg { preds, pred_start, succs, succ_start, rpo, rpo_number }
    }

    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        &self.preds[list_of(&self.pred_start, b)]
    }

    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        &self.succs[list_of(&self.succ_start, b)]
    }

    /// Reachable blocks in reverse post-order (the entry first).
    pub fn rpo(&self) -> &[BlockId] {
        &self.rpo
    }

    /// Position of `b` in [`Self::rpo`] (`u32::MAX` if unreachable).
    pub fn rpo_index(&self, b: BlockId) -> u32 {
        self.rpo_number[b]
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_number[b] != u32::MAX
    }

    /// Number of block slots (bound for tables indexed by block).
    pub fn capacity(&self) -> usize {
        self.rpo_number.len()
    }
}

/// Reverse post-order of the nodes reachable from `start` (iterative DFS,
/// so deep CFGs cannot overflow the stack).
pub fn reverse_post_order<'a>(
    start: BlockId,
    capacity: usize,
    succs: impl Fn(BlockId) -> &'a [BlockId],
) -> Vec<BlockId> {
    let mut visited = EntitySet::with_capacity(capacity);
    let mut post = Vec::new();
    // (node, index of the next successor to visit)
    let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
    visited.insert(start);
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        let node_succs = succs(node);
        if next < node_succs.len() {
            top.1 += 1;
            let s = node_succs[next];
            if visited.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(node);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Replace the terminator of `b` by `br label %dest` (`dest` one of its
/// successors). The phis of its old successors keep one entry per edge
/// from `b` that remains: none in a block `b` no longer jumps to, one in
/// `dest` (even if `b` had two edges to it).
pub fn replace_with_jump(f: &mut Function, b: BlockId, dest: BlockId) {
    let term = f.terminator(b).expect("a block to redirect has a terminator");
    let mut old_succs: Vec<BlockId> = f.successors(b).collect();
    debug_assert!(old_succs.contains(&dest), "{dest:?} is not a successor of {b:?}");
    let loc = f.inst(term).loc;
    f.remove_inst(term);
    Builder::at_end(f, b).with_loc(loc).br(dest);
    old_succs.sort();
    old_succs.dedup();
    for s in old_succs {
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
}

/// Delete the blocks no path from the entry reaches (e.g. the join block of
/// an `if` whose arms both return, or code a pass cut off). Phis of the
/// surviving blocks lose the entries of deleted predecessors. Returns the
/// number of blocks removed.
pub fn remove_unreachable_blocks(f: &mut Function) -> usize {
    let cfg = Cfg::of(f);
    let dead: Vec<BlockId> = f.layout().iter().copied().filter(|&b| !cfg.is_reachable(b)).collect();
    if dead.is_empty() {
        return 0;
    }
    for &b in &dead {
        for &s in cfg.succs(b) {
            if cfg.is_reachable(s) {
                for phi in f.block_phis(s) {
                    f.phi_remove_incoming(phi, b);
                }
            }
        }
    }
    // Dead blocks may use each other's values, but no live instruction
    // uses theirs (a definition in an unreachable block dominates nothing
    // reachable, and the phi entries from them are gone): removed as one
    // group, their uses of each other go with them.
    let dead_insts: Vec<_> = dead.iter().flat_map(|&b| f.block(b).insts().to_vec()).collect();
    f.remove_insts(&dead_insts);
    f.remove_blocks(&dead);
    dead.len()
}
