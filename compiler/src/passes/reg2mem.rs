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
//! **Shared slots for chains of join phis** (`Webs`): a phi whose only use
//! is as the incoming value of a phi of the block its own block jumps to
//! takes that phi's slot; the store and the load between them disappear.
//! Ifs nested in ifs make long such chains. This is coalescing of phi
//! congruence classes (Sreedhar, Ju, Gillies & Santhanam, "Translating Out
//! of Static Single Assignment Form", SAS 1999), restricted so that
//! interference is decided locally, without liveness.
//!
//! **Stores the slot already holds are left out** (`insert_stores`).
//!
//! Values used outside their defining block are left alone: wendc's
//! backend keeps every virtual register valid across blocks.
//!
//! Preconditions: verified IR. Postconditions: verified IR with no phi.

use super::PassResult;
use crate::ir::cfg::Cfg;
use crate::ir::{BlockId, Builder, EntityMap, Function, InstId, InstKind, ValueId};
use rustc_hash::FxHashSet as HashSet;
use smallvec::SmallVec;

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let mut table = PhiTable::gather(f);
    if table.phis.is_empty() {
        return PassResult::default();
    }
    // The stores go before terminators: the CFG stays as it is.
    let cfg = Cfg::of(f);
    let webs = Webs::find(f, &cfg, &table);
    let slots = make_slots(f, &table, &webs);
    let slot_of = |k: usize| slots[webs.root[k]].expect("every root has a slot");
    let undefs: Vec<ValueId> = f.undef_values().collect();
    // At most one store per incoming entry (see `PhiTable::gather` on sizes).
    let mut stores = Vec::with_capacity(table.incoming.len());
    for k in 0..table.phis.len() {
        plan_stores(&table, k, slot_of(k), &undefs, |value, pred| webs.is_child_edge(&table, value, pred), &mut stores);
    }
    table.drop_what_planning_read();
    let held = insert_stores(f, &cfg, &stores);
    // Each root phi becomes a load from its slot, in place: it keeps its
    // result, so its users need no change, and its place at the top of
    // its block, in the phis' order.
    let mut children = Vec::with_capacity(table.phis.len());
    for (k, &phi) in table.phis.iter().enumerate() {
        if webs.root[k] != k {
            children.push(phi);
            continue;
        }
        let result = table.result[k];
        if f.value_name(result).is_none() {
            f.set_value_name(result, "phi");
        }
        f.rewrite_inst(phi, InstKind::Load, &[slot_of(k)]);
    }
    // A child's one use was its parent's entry, gone with the parent's
    // entries above or going with the parent now.
    f.remove_insts(&children);
    let phis = table.phis.len();
    let shared = phis - webs.roots();
    let mut summary = format!("demoted {phis} phi{} to stack slots", super::plural(phis));
    if shared > 0 {
        summary += &format!(" ({shared} {SHARING})");
    }
    if held > 0 {
        summary += &format!("; left out {held} store{} of a value the slot already held", super::plural(held));
    }
    PassResult::changed(summary)
}

/// What the pass reads of the phis, gathered in one walk over the tops of
/// the blocks: the records of a large function's phis lie far apart in
/// memory, and every later step reads them from here instead.
struct PhiTable {
    /// The phis in layout order (a block's phis come first in it).
    phis: Vec<InstId>,
    result: Vec<ValueId>,
    block: Vec<BlockId>,
    /// The user of each phi's result if it has exactly one use.
    only_user: Vec<Option<InstId>>,
    /// Phi `k`'s incoming (value, block) entries are
    /// `incoming[start[k]..start[k + 1]]`.
    start: Vec<u32>,
    incoming: Vec<(ValueId, BlockId)>,
    /// The phi defining each value, `NOT_A_PHI` for other values.
    index: EntityMap<ValueId, u32>,
    /// The phis of each block, as a range of `phis`.
    of_block: EntityMap<BlockId, (u32, u32)>,
}

const NOT_A_PHI: u32 = u32::MAX;

impl PhiTable {
    fn gather(f: &Function) -> PhiTable {
        // Room for as many phis as there are instructions, and two entries
        // each, from the start: memory only counts once written, and
        // growing by doubling would copy (and fault in) every table twice.
        let most = f.live_inst_count();
        let mut start = Vec::with_capacity(most + 1);
        start.push(0);
        let mut t = PhiTable {
            phis: Vec::with_capacity(most),
            result: Vec::with_capacity(most),
            block: Vec::with_capacity(most),
            only_user: Vec::with_capacity(most),
            start,
            incoming: Vec::with_capacity(2 * most),
            index: EntityMap::new(),
            of_block: EntityMap::from_elem((0, 0), f.block_capacity()),
        };
        for &b in f.layout() {
            let first = t.phis.len() as u32;
            for phi in f.block_phis(b) {
                let data = f.inst(phi);
                let InstKind::Phi { blocks } = &data.kind else { unreachable!("not a phi") };
                let result = f.inst_result(phi);
                t.phis.push(phi);
                t.result.push(result);
                t.block.push(b);
                t.only_user.push(f.users(result).only());
                t.incoming.extend(data.operands().iter().copied().zip(blocks.iter().copied()));
                t.start.push(t.incoming.len() as u32);
            }
            t.of_block[b] = (first, t.phis.len() as u32);
        }
        if !t.phis.is_empty() {
            t.index = EntityMap::from_elem(NOT_A_PHI, f.num_values());
            for (k, &result) in t.result.iter().enumerate() {
                t.index[result] = k as u32;
            }
        }
        t
    }

    /// Free the parts only the planning of stores reads (the peak memory
    /// of the pass is while stores are inserted).
    fn drop_what_planning_read(&mut self) {
        self.only_user = Vec::new();
        self.start = Vec::new();
        self.incoming = Vec::new();
        self.index = EntityMap::new();
        self.of_block = EntityMap::new();
    }

    fn incoming(&self, k: usize) -> &[(ValueId, BlockId)] {
        &self.incoming[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// The index of the phi defining `v`, if a phi does.
    fn phi_of(&self, v: ValueId) -> Option<usize> {
        let k = self.index[v];
        (k != NOT_A_PHI).then_some(k as usize)
    }

    fn phis_of(&self, b: BlockId) -> std::ops::Range<usize> {
        let (first, end) = self.of_block[b];
        first as usize..end as usize
    }
}

const SHARING: &str = "sharing the slot of the phi they feed";

/// How many phis took the slot of their parent, from a summary line of
/// this pass (for statistics, as `inline::calls_in_summary`).
pub fn shared_in_summary(line: &str) -> Option<usize> {
    line.split_once(&format!(" {SHARING})"))?.0.rsplit_once('(')?.1.parse().ok()
}

/// A phi's index in the `PhiTable`, or none: 4 bytes, where an
/// `Option<usize>` takes 16 (a million phis have one each).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct MaybePhi(u32);

impl MaybePhi {
    const NONE: MaybePhi = MaybePhi(u32::MAX);

    fn from(k: Option<usize>) -> MaybePhi {
        k.map_or(MaybePhi::NONE, |k| MaybePhi(k as u32))
    }

    fn get(self) -> Option<usize> {
        (self != MaybePhi::NONE).then_some(self.0 as usize)
    }
}

/// The trees of phis that share a slot, over the indices of the
/// `PhiTable`.
///
/// A phi `%q` whose only use is as the incoming value of a phi `%p` for the
/// edge out of `%q`'s own block, where that block ends in `br label
/// %p.block`, takes `%p`'s slot instead of a slot of its own: the store of
/// `%q` into `%p`'s slot and the load of `%q` disappear
/// (`slot_sharing_parent`). Interference is decided locally: `%q`'s value
/// must survive in the shared slot only from the top of its block to the
/// end of it, and the only stores placed there are for the phis of its
/// single successor, where the tree's phi (`%p`) takes `%q` itself. The
/// phis linked this way form trees (a phi's parent is its only user), one
/// slot per tree. A tree with two phis in one block, or with the lost-copy
/// situation, is split back into one slot per phi (`trees_in_conflict`).
/// With both checks, every store into a tree's slot at the end of a block is
/// the one store for the edge taken, and a child's block writes the slot
/// not at all. Only the root of a tree is loaded, at the top of its
/// block.
struct Webs {
    /// The phi whose slot each phi takes, if not its own.
    parent: Vec<MaybePhi>,
    /// The root of each phi's tree (itself for a root).
    root: Vec<usize>,
}

impl Webs {
    fn find(f: &Function, cfg: &Cfg, table: &PhiTable) -> Webs {
        let mut parent: Vec<MaybePhi> =
            (0..table.phis.len()).map(|q| MaybePhi::from(slot_sharing_parent(f, cfg, table, q))).collect();
        let mut root = roots_breaking_cycles(&mut parent);
        let mut split = vec![false; parent.len()];
        for r in trees_in_conflict(f, cfg, table, &root) {
            split[r] = true;
        }
        // Every phi of a split tree becomes a root of its own.
        for k in 0..parent.len() {
            if split[root[k]] {
                parent[k] = MaybePhi::NONE;
                root[k] = k;
            }
        }
        Webs { parent, root }
    }

    /// Whether `value` reaches its phi from `pred` in the shared slot
    /// already: it is a phi of `pred` with a parent (which can only be its
    /// one user, the phi being demoted).
    fn is_child_edge(&self, table: &PhiTable, value: ValueId, pred: BlockId) -> bool {
        table.phi_of(value).is_some_and(|c| self.parent[c].get().is_some() && table.block[c] == pred)
    }

    fn roots(&self) -> usize {
        self.parent.iter().filter(|p| p.get().is_none()).count()
    }
}

/// The phi whose slot phi `q` can share: the user of its result, if that
/// is its only use, as the incoming value of a phi `p` from `q`'s block,
/// and that block jumps unconditionally to `p`'s (one CFG edge out: a
/// `br i1` makes two, even to one block).
fn slot_sharing_parent(f: &Function, cfg: &Cfg, table: &PhiTable, q: usize) -> Option<usize> {
    let user = table.only_user[q]?;
    let p = table.phi_of(f.inst(user).result?)?;
    let block = table.block[q];
    if p == q || cfg.succs(block) != [table.block[p]] {
        return None;
    }
    table.incoming(p).iter().any(|&(v, b)| v == table.result[q] && b == block).then_some(p)
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
fn trees_in_conflict(f: &Function, cfg: &Cfg, table: &PhiTable, root: &[usize]) -> Vec<usize> {
    let mut in_block: Vec<Option<BlockId>> = vec![None; root.len()];
    let mut stored_from: Vec<Option<BlockId>> = vec![None; root.len()];
    let mut conflicts = Vec::new();
    for &b in f.layout() {
        for k in table.phis_of(b) {
            if in_block[root[k]].replace(b) == Some(b) {
                conflicts.push(root[k]);
            }
        }
        let &[if_true, if_false] = cfg.succs(b) else { continue };
        if if_true == if_false {
            continue;
        }
        // Every phi of a successor has an entry for `b` (verified IR), so
        // each may store from it (an `undef` entry stores nothing: counting
        // it errs on the safe side, a tree split for nothing).
        for (succ, marking) in [(if_true, true), (if_false, false)] {
            for k in table.phis_of(succ) {
                let r = root[k];
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

/// The root of every phi's tree. A cycle of parents (phis feeding only
/// each other, around a loop that nothing else reads) is broken at the
/// phi where the walk meets it, which becomes a root.
fn roots_breaking_cycles(parent: &mut [MaybePhi]) -> Vec<usize> {
    const UNKNOWN: usize = usize::MAX;
    const ON_PATH: usize = usize::MAX - 1;
    let mut root = vec![UNKNOWN; parent.len()];
    let mut path = Vec::new();
    for k in 0..parent.len() {
        let mut at = k;
        let found = loop {
            match root[at] {
                UNKNOWN => {}
                ON_PATH => {
                    parent[at] = MaybePhi::NONE;
                    break at;
                }
                r => break r,
            }
            match parent[at].get() {
                Some(p) => {
                    root[at] = ON_PATH;
                    path.push(at);
                    at = p;
                }
                None => break at,
            }
        };
        root[found] = found;
        for c in path.drain(..) {
            if c != found {
                root[c] = found;
            }
        }
    }
    root
}

/// One stack slot per tree of phis, named after its root, placed after
/// the entry block's allocas in the roots' order (all in one splice):
/// `slots[k]` is the slot of phi `k` if it is a root.
fn make_slots(f: &mut Function, table: &PhiTable, webs: &Webs) -> Vec<Option<ValueId>> {
    let entry = f.entry_block().expect("function has an entry block");
    let mut slots = vec![None; table.phis.len()];
    let mut made = Vec::new();
    // Made after the entry's terminator, then moved to its top in one go.
    let end = f.block(entry).insts().len();
    let mut b = Builder::at(f, entry, end);
    for k in (0..table.phis.len()).filter(|&k| webs.root[k] == k) {
        let result = table.result[k];
        let ty = b.func.value_type(result);
        let name = format!("{}.slot", b.func.value_name(result).unwrap_or("phi"));
        let slot = b.stack_slot(ty, &name);
        slots[k] = Some(slot);
        made.push(b.func.defining_inst(slot).expect("a slot is an instruction's"));
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

/// Plan a store of each incoming value of phi `k` into `slot` at the end
/// of its predecessor: one per distinct predecessor (duplicate edges carry
/// the same value, as the verifier guarantees), none for `undef` (one of
/// `undefs`) or where `in_slot_already(value, pred)`.
fn plan_stores(
    table: &PhiTable,
    k: usize,
    slot: ValueId,
    undefs: &[ValueId],
    in_slot_already: impl Fn(ValueId, BlockId) -> bool,
    stores: &mut Vec<PlannedStore>,
) {
    let incoming = table.incoming(k);
    // A phi can have an entry per block of the function (`a && b && …`
    // joins them all): past a few, seen blocks are looked up in a set.
    let mut seen_few: SmallVec<[BlockId; 8]> = SmallVec::new();
    let mut seen_many: HashSet<BlockId> = HashSet::default();
    let mut first_time = |block: BlockId| {
        if incoming.len() <= seen_few.inline_size() {
            let new = !seen_few.contains(&block);
            seen_few.push(block);
            new
        } else {
            seen_many.insert(block)
        }
    };
    for &(value, block) in incoming {
        if undefs.contains(&value) || in_slot_already(value, block) || !first_time(block) {
            continue;
        }
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
fn insert_stores(f: &mut Function, cfg: &Cfg, stores: &[PlannedStore]) -> usize {
    // The planned stores by block (a counting sort): `by_block[start[b]..end[b]]`.
    let mut count: EntityMap<BlockId, u32> = EntityMap::from_elem(0, f.block_capacity());
    for s in stores {
        count[s.block] += 1;
    }
    let mut start: EntityMap<BlockId, u32> = EntityMap::with_capacity(count.len());
    let mut total = 0;
    for &n in count.values() {
        start.push(total);
        total += n;
    }
    // Where the next store of each block goes; in the end, one past its last.
    let mut end = start.clone();
    let mut by_block = vec![(ValueId::new(0), ValueId::new(0)); stores.len()];
    for s in stores {
        by_block[end[s.block] as usize] = (s.slot, s.value);
        end[s.block] += 1;
    }
    let stored_at_end = |b: BlockId, slot: ValueId, value: ValueId| {
        by_block[start[b] as usize..end[b] as usize].contains(&(slot, value))
    };
    let mut held = 0;
    for s in stores {
        if only_predecessor(cfg, s.block).is_some_and(|pred| stored_at_end(pred, s.slot, s.value)) {
            held += 1;
            continue;
        }
        let term = f.terminator(s.block).expect("predecessor has a terminator");
        let index = f.inst_index_from_end(term);
        let loc = f.inst(term).loc;
        Builder::at(f, s.block, index).with_loc(loc).store(s.value, s.slot);
    }
    held
}

/// The one predecessor of `b`, if it has exactly one (a block that
/// branches to `b` by both edges of a `br i1` counts once).
fn only_predecessor(cfg: &Cfg, b: BlockId) -> Option<BlockId> {
    let (&first, rest) = cfg.preds(b).split_first()?;
    rest.iter().all(|&p| p == first).then_some(first)
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
