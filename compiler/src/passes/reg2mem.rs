//! reg2mem: leave SSA form by demoting every phi to a stack slot (as
//! LLVM's `reg2mem` demotes phis, via `DemotePHIToStack`).
//!
//! For `%x = phi [%a, %p], [%b, %q]` in block B: a new alloca `%x.slot` in
//! the entry block; `store %a` at the end of `p` (before its terminator),
//! `store %b` at the end of `q`; and `%x = load %x.slot` at the top of B in
//! place of the phi.
//!
//! Why this is correct without splitting critical edges: phis read their
//! operands in parallel on entry to B. Every store happens at the end of a
//! predecessor, before control reaches B, and all the loads happen at the
//! top of B, after all the stores of that edge. So in a loop that swaps
//! (`a = phi [.., b]; b = phi [.., a]`), both stores use the values of the
//! previous iteration — the loads of the previous visit of B — and the swap
//! survives (the "swap problem" of naive copy insertion). A store executed
//! on the way to another successor of the same predecessor is harmless:
//! only B loads the slot, and B's load is always preceded by the store of
//! the edge actually taken.
//!
//! **Shared slots for chains of join phis.** A phi `%q` whose only use
//! is as the incoming value of a phi `%p` for the edge out of `%q`'s own
//! block, where that block ends in `br label %p.block`, takes `%p`'s slot
//! instead of a slot of its own: the store of `%q` into `%p`'s slot and
//! the load of `%q` disappear. Ifs nested in ifs make long such chains (one
//! phi per variable and join, each feeding the next outer join). This is
//! coalescing of phi congruence classes (Sreedhar, Ju, Gillies & Santhanam,
//! "Translating Out of Static Single Assignment Form", SAS 1999),
//! restricted so that interference is decided locally, without liveness:
//! `%q`'s value must survive in the shared slot only from the top of its
//! block to the end of it, and the only stores placed there are for the
//! phis of its single successor, where the tree's phi (`%p`) takes `%q`
//! itself. The phis linked this way form trees (a phi's parent is its
//! only user), one slot per tree. Two things are checked, and a tree that
//! fails either is split back into one slot per phi: no two phis of a tree
//! in one block (around a loop, a chain of parents can come back to a
//! block), and no block whose conditional branch leads to two phis of one
//! tree that both take a stored value from it (two stores into one slot at
//! the end of that block: the lost-copy situation). With both, every store
//! into a tree's slot at the end of a block is the one store for the edge
//! taken, and a child's block writes the slot not at all. Only the root of
//! a tree is loaded, at the top of its block.
//!
//! **Stores the slot already holds are left out**: the store of `%v` into
//! a slot at the end of a block whose only predecessor ends by storing
//! `%v` into the same slot (a variable unchanged across nested ifs is the
//! incoming value of the join of each; see `insert_stores`).
//!
//! Values used outside their defining block are left alone: wendc's
//! backend keeps every virtual register valid across blocks.
//!
//! Preconditions: verified IR. Postconditions: verified IR with no phi.

use super::PassResult;
use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, Function, InstId, InstKind, Type, ValueDef, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let phis: Vec<InstId> = f.insts_in_layout().filter(|&(_, i)| f.inst(i).kind.is_phi()).map(|(_, i)| i).collect();
    if phis.is_empty() {
        return PassResult::default();
    }
    let webs = Webs::find(f, &phis);
    let slots = make_slots(f, &phis, &webs);
    let mut stores = Vec::new();
    for (k, &phi) in phis.iter().enumerate() {
        let slot = f.inst_result(slots[webs.root[k]]);
        plan_stores(f, phi, slot, |value, pred| webs.is_child_edge(value, pred), &mut stores);
    }
    let held = insert_stores(f, &stores);
    // Each root phi becomes a load from its slot. The loads are made at
    // the end of the block and moved to its top together, in the phis'
    // order (inserting each at the top would shift the whole block each
    // time).
    let mut loads: Vec<(BlockId, Vec<InstId>)> = Vec::new();
    for (k, &phi) in phis.iter().enumerate().filter(|&(k, _)| webs.root[k] == k) {
        let block = f.inst(phi).block.expect("phi is in a block");
        let result = f.inst_result(phi);
        let (ty, name, loc) = (f.value_type(result), f.value_name(result).map(str::to_string), f.inst(phi).loc);
        let slot = f.inst_result(slots[k]);
        let load = f.append_inst(block, InstKind::Load, &[slot], ty, Some(name.unwrap_or_else(|| "phi".into())), loc);
        let loaded = f.inst_result(load);
        f.replace_all_uses(result, loaded);
        match loads.last_mut() {
            Some((b, list)) if *b == block => list.push(load),
            _ => loads.push((block, vec![load])),
        }
    }
    remove_parents_first(f, &phis, &webs.parent);
    f.sweep_removed();
    for (block, list) in loads {
        f.move_insts(&list, block, 0);
    }
    let shared = phis.len() - webs.roots();
    let mut summary = format!("demoted {} phi{} to stack slots", phis.len(), super::plural(phis.len()));
    if shared > 0 {
        summary += &format!(" ({shared} {SHARING})");
    }
    if held > 0 {
        summary += &format!("; left out {held} store{} of a value the slot already held", super::plural(held));
    }
    PassResult::changed(summary)
}

const SHARING: &str = "sharing the slot of the phi they feed";

/// How many phis took the slot of their parent, from a summary line of
/// this pass (for statistics, as `inline::calls_in_summary`).
pub fn shared_in_summary(line: &str) -> Option<usize> {
    line.split_once(&format!(" {SHARING})"))?.0.rsplit_once('(')?.1.parse().ok()
}

/// The trees of phis that share a slot (see the module header), over the
/// indices of the pass's list of phis.
struct Webs {
    /// The phi whose slot each phi takes, if not its own.
    parent: Vec<Option<usize>>,
    /// The root of each phi's tree (itself for a root).
    root: Vec<usize>,
    /// The index of the phi defining each value, `NOT_A_PHI` for others.
    index: Vec<u32>,
    /// The block of each phi.
    block: Vec<BlockId>,
}

const NOT_A_PHI: u32 = u32::MAX;

impl Webs {
    fn find(f: &Function, phis: &[InstId]) -> Webs {
        let mut index = vec![NOT_A_PHI; f.num_values()];
        for (k, &phi) in phis.iter().enumerate() {
            index[f.inst_result(phi).index()] = k as u32;
        }
        let block: Vec<BlockId> = phis.iter().map(|&phi| f.inst(phi).block.expect("phi is in a block")).collect();
        let mut parent: Vec<Option<usize>> = phis.iter().map(|&q| slot_sharing_parent(f, q, &index)).collect();
        let mut root = roots_breaking_cycles(&mut parent);
        for r in trees_in_conflict(f, &index, &root) {
            split(&mut parent, &mut root, r);
        }
        Webs { parent, root, index, block }
    }

    /// Whether `value` reaches its phi from `pred` in the shared slot
    /// already: it is a phi of `pred` with a parent (which can only be its
    /// one user, the phi being demoted).
    fn is_child_edge(&self, value: ValueId, pred: BlockId) -> bool {
        let c = self.index[value.index()];
        c != NOT_A_PHI && self.parent[c as usize].is_some() && self.block[c as usize] == pred
    }

    fn roots(&self) -> usize {
        self.parent.iter().filter(|p| p.is_none()).count()
    }
}

/// Remove every phi; a phi's only user is its parent, so each goes after
/// its parent (walking up to the first removed ancestor, then down). One
/// visit per phi (`Function::remove_insts` would make two).
fn remove_parents_first(f: &mut Function, phis: &[InstId], parent: &[Option<usize>]) {
    let mut gone = vec![false; phis.len()];
    let mut chain = Vec::new();
    for k in 0..phis.len() {
        let mut at = Some(k);
        while let Some(a) = at.filter(|&a| !gone[a]) {
            chain.push(a);
            at = parent[a];
        }
        for a in chain.drain(..).rev() {
            f.mark_removed(phis[a]);
            gone[a] = true;
        }
    }
}

/// Make every phi of the tree rooted at `r` a root of its own.
fn split(parent: &mut [Option<usize>], root: &mut [usize], r: usize) {
    for k in 0..parent.len() {
        if root[k] == r {
            parent[k] = None;
            root[k] = k;
        }
    }
}

/// The phi whose slot `q` can share: the user of its result, if that is
/// its only use, as the incoming value of a phi `p` from `q`'s block, and
/// that block jumps unconditionally to `p`'s.
fn slot_sharing_parent(f: &Function, q: InstId, index: &[u32]) -> Option<usize> {
    let result = f.inst_result(q);
    let &[user] = f.users(result) else { return None };
    let block = f.inst(q).block?;
    let p_block = f.inst(user).block?;
    if user == q || !matches!(f.inst(f.terminator(block)?).kind, InstKind::Br { dest } if dest == p_block) {
        return None;
    }
    let data = f.inst(user);
    let InstKind::Phi { blocks } = &data.kind else { return None };
    let from_block = data.operands().iter().zip(blocks.iter()).any(|(&v, &b)| v == result && b == block);
    from_block.then(|| index[f.inst_result(user).index()] as usize)
}

/// The roots of trees that cannot share a slot:
/// - trees with two phis in one block (each would need its own value in
///   the slot on entry; a chain of parents can come back to a block around
///   a loop);
/// - the lost-copy case: trees with phis in both successors of a
///   conditional branch, each storing a value from the branch's block (two
///   stores into one slot at the end of that block, where only one can
///   win). A block ending in `br` has one successor, where the first check
///   leaves at most one phi per tree; values through a conditional branch
///   are never children.
fn trees_in_conflict(f: &Function, index: &[u32], root: &[usize]) -> Vec<usize> {
    let phis_of = |b: BlockId| f.block(b).insts().iter().copied().take_while(|&i| f.inst(i).kind.is_phi());
    let root_of = |phi: InstId| root[index[f.inst_result(phi).index()] as usize];
    let mut in_block: Vec<Option<BlockId>> = vec![None; root.len()];
    let mut stored_from: Vec<Option<BlockId>> = vec![None; root.len()];
    let mut conflicts = Vec::new();
    for &b in f.layout() {
        for phi in phis_of(b) {
            let r = root_of(phi);
            if in_block[r].replace(b) == Some(b) {
                conflicts.push(r);
            }
        }
        let Some(term) = f.terminator(b) else { continue };
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { continue };
        if if_true == if_false {
            continue;
        }
        for (succ, marking) in [(if_true, true), (if_false, false)] {
            for phi in phis_of(succ).filter(|&phi| stores_from(f, phi, b)) {
                let r = root_of(phi);
                if marking {
                    stored_from[r] = Some(b);
                } else if stored_from[r] == Some(b) {
                    conflicts.push(r);
                }
            }
        }
    }
    conflicts
}

/// Whether demoting `phi` stores into its slot at the end of `pred`.
fn stores_from(f: &Function, phi: InstId, pred: BlockId) -> bool {
    let data = f.inst(phi);
    let InstKind::Phi { blocks } = &data.kind else { unreachable!("not a phi") };
    data.operands().iter().zip(blocks.iter()).any(|(&v, &b)| b == pred && !matches!(f.value(v).def, ValueDef::Undef))
}

/// The root of every phi's tree. A cycle of parents (phis feeding only
/// each other, around a loop that nothing else reads) is broken at the
/// phi where the walk meets it, which becomes a root.
fn roots_breaking_cycles(parent: &mut [Option<usize>]) -> Vec<usize> {
    const UNKNOWN: usize = usize::MAX;
    const ON_PATH: usize = usize::MAX - 1;
    let mut root = vec![UNKNOWN; parent.len()];
    for k in 0..parent.len() {
        let mut path = Vec::new();
        let mut at = k;
        let found = loop {
            match root[at] {
                UNKNOWN => {}
                ON_PATH => {
                    parent[at] = None;
                    break at;
                }
                r => break r,
            }
            match parent[at] {
                Some(p) => {
                    root[at] = ON_PATH;
                    path.push(at);
                    at = p;
                }
                None => break at,
            }
        };
        root[found] = found;
        for c in path {
            if c != found {
                root[c] = found;
            }
        }
    }
    root
}

/// One stack slot per tree of phis, named after its root, placed after
/// the entry block's allocas in the roots' order (all in one splice).
/// `slots[k]` is the slot of phi `k` if it is a root.
fn make_slots(f: &mut Function, phis: &[InstId], webs: &Webs) -> Vec<InstId> {
    let entry = f.entry_block().expect("function has an entry block");
    let mut slots = Vec::with_capacity(phis.len());
    let mut made = Vec::new();
    for (k, &phi) in phis.iter().enumerate() {
        if webs.root[k] != k {
            slots.push(phi); // never read: only roots' entries are
            continue;
        }
        let result = f.inst_result(phi);
        let ty = f.value_type(result);
        let name = format!("{}.slot", f.value_name(result).unwrap_or("phi"));
        let slot = f.append_inst(entry, InstKind::Alloca { ty }, &[], Type::Ptr, Some(name), None);
        slots.push(slot);
        made.push(slot);
    }
    f.move_allocas_to_entry(&made);
    slots
}

/// A store of an incoming value into a phi's slot at the end of `block`,
/// before its terminator.
struct PlannedStore {
    block: BlockId,
    slot: ValueId,
    value: ValueId,
}

/// Plan a store of each incoming value of `phi` into `slot` at the end of
/// its predecessor: one per distinct predecessor (duplicate edges carry
/// the same value, as the verifier guarantees), none for `undef` or where
/// `in_slot_already(value, pred)`.
fn plan_stores(
    f: &Function,
    phi: InstId,
    slot: ValueId,
    in_slot_already: impl Fn(ValueId, BlockId) -> bool,
    stores: &mut Vec<PlannedStore>,
) {
    let data = f.inst(phi);
    let InstKind::Phi { blocks } = &data.kind else { unreachable!("not a phi") };
    let mut seen: SmallVec<[BlockId; 4]> = SmallVec::new();
    for (&value, &block) in data.operands().iter().zip(blocks.iter()) {
        if seen.contains(&block) || matches!(f.value(value).def, ValueDef::Undef) || in_slot_already(value, block) {
            continue;
        }
        seen.push(block);
        stores.push(PlannedStore { block, slot, value });
    }
}

/// Insert the planned stores, except those that store what the slot
/// already holds: the store of `v` into `s` at the end of a block whose
/// only predecessor ends by storing `v` into `s` too (as a variable's
/// value before nested ifs is stored for the join of each; the redundant
/// store elimination LLVM's EarlyCSE does along single-predecessor paths).
/// That is sound because these slots are written only by the stores at
/// block ends, one per slot and block (see `trees_in_conflict`). Returns
/// how many were left out.
fn insert_stores(f: &mut Function, stores: &[PlannedStore]) -> usize {
    let at_end: FxHashMap<(BlockId, ValueId), ValueId> = stores.iter().map(|s| ((s.block, s.slot), s.value)).collect();
    let cfg = Cfg::compute(f);
    let mut held = 0;
    for s in stores {
        if let &[pred] = cfg.preds(s.block) {
            if at_end.get(&(pred, s.slot)) == Some(&s.value) {
                held += 1;
                continue;
            }
        }
        let term = f.terminator(s.block).expect("predecessor has a terminator");
        let index = f.inst_index_from_end(term);
        let loc = f.inst(term).loc;
        f.insert_inst(s.block, index, InstKind::Store, &[s.value, s.slot], Type::Void, None, loc);
    }
    held
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_says_how_many_phis_shared_a_slot() {
        let line = format!("main: demoted 7 phis to stack slots (5 {SHARING})");
        assert_eq!(shared_in_summary(&line), Some(5));
        assert_eq!(shared_in_summary("main: demoted 2 phis to stack slots"), None);
    }
}
