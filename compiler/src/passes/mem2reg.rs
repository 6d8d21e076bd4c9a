//! mem2reg: promote stack slots to SSA values, with phis where paths merge.
//!
//! Algorithm: Cytron, Ferrante, Rosen, Wegman & Zadeck, "Efficiently
//! Computing Static Single Assignment Form and the Control Dependence
//! Graph" (TOPLAS 1991), in the form of LLVM's PromoteMemoryToRegister:
//!
//! 1. **Candidates**: allocas of a scalar type in the entry block whose
//!    every use is a `load` from it or a `store` *to* it. An alloca whose
//!    address is stored, passed to a call (a variable captured by a nested
//!    function) or otherwise used escapes, and stays in memory.
//! 2. **Fast path, one store**: a load the store dominates takes the stored
//!    value. If the stored value is a constant or a parameter (available
//!    everywhere), every load may take it: a load the store does not
//!    dominate would read an uninitialised slot (`undef`), and any value
//!    refines `undef`. Loads left over go to the general path.
//! 3. **Fast path, one block**: each load takes the nearest preceding
//!    store; a load before every store reads `undef` if there is no store
//!    at all, otherwise the value may come around a loop, so the general
//!    path handles it.
//! 4. **General path**: phis go on the iterated dominance frontier of the
//!    blocks that store, restricted to the blocks where the variable is
//!    live on entry (pruned SSA: no phi for a variable dead at the join).
//!    Renaming walks the CFG from the entry with the current value of
//!    every variable: on entering a block from an edge it first fills that
//!    edge's phi operands (even if the block was visited before: that is
//!    how back edges get their values), then, on the first visit, replaces
//!    loads by the current value and records stores, deleting both.
//! 5. **Clean-up**: loads and stores in unreachable blocks are dropped
//!    (loads become `undef`); phis get `undef` for unreachable
//!    predecessors; phis that merge one value (ignoring themselves and
//!    `undef`) are replaced by it, repeatedly, when it dominates them; the
//!    promoted allocas are deleted.
//!
//! Preconditions: verified IR. Postconditions: verified IR in which no
//! promoted alloca remains; phis are placed first in their blocks, in the
//! order of the allocas, named after the variable (deterministic output).

use super::{plural, PassResult};
use crate::ir::cfg::Cfg;
use crate::ir::dom::{DomTree, DominanceFrontiers};
use crate::ir::{BlockId, Function, InstId, InstKind, Type, ValueDef, ValueId};

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let candidates = promotable_allocas(f);
    if candidates.is_empty() {
        return PassResult::default();
    }
    let cfg = Cfg::compute(f);
    let dom = DomTree::compute(&cfg);
    drop_unreachable_accesses(f, &cfg, &candidates);

    let mut general = Vec::new();
    for &alloca in &candidates {
        let info = AllocaInfo::collect(f, alloca);
        if info.stores.len() == 1 && promote_single_store(f, &dom, &info) {
            continue;
        }
        // The single-store path may have rewritten some loads: look again.
        let info = AllocaInfo::collect(f, alloca);
        if info.single_block && promote_single_block(f, alloca, &info) {
            continue;
        }
        general.push(alloca);
    }
    let mut phis_placed = 0;
    if !general.is_empty() {
        phis_placed = promote_general(f, &cfg, &dom, &general);
    }
    let phis_removed = remove_trivial_phis(f, &dom);
    for &alloca in &candidates {
        f.remove_inst(alloca);
    }
    PassResult::changed(format!(
        "promoted {} alloca{}, placed {} phi{}",
        candidates.len(),
        plural(candidates.len()),
        phis_placed - phis_removed,
        plural(phis_placed - phis_removed)
    ))
}

/// The allocas mem2reg can promote (in entry-block order).
pub fn promotable_allocas(f: &Function) -> Vec<InstId> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    f.block(entry)
        .insts()
        .iter()
        .copied()
        .filter(|&i| match f.inst(i).kind {
            InstKind::Alloca { ty } => matches!(ty, Type::Int(_) | Type::Ptr) && only_loaded_and_stored(f, i, ty),
            _ => false,
        })
        .collect()
}

/// Whether every use of the alloca's address is a load of `ty` from it or a
/// store of a `ty` value to it.
fn only_loaded_and_stored(f: &Function, alloca: InstId, ty: Type) -> bool {
    let addr = f.inst_result(alloca);
    f.users(addr).iter().all(|&u| {
        let data = f.inst(u);
        match data.kind {
            InstKind::Load => f.value_type(f.inst_result(u)) == ty,
            InstKind::Store => data.operands()[1] == addr && data.operands()[0] != addr && f.value_type(data.operands()[0]) == ty,
            _ => false,
        }
    })
}

/// Loads and stores of one alloca, with their blocks.
struct AllocaInfo {
    loads: Vec<InstId>,
    stores: Vec<InstId>,
    single_block: bool,
}

impl AllocaInfo {
    fn collect(f: &Function, alloca: InstId) -> AllocaInfo {
        let addr = f.inst_result(alloca);
        let mut users: Vec<InstId> = f.users(addr).to_vec();
        users.sort();
        users.dedup();
        let (stores, loads): (Vec<InstId>, Vec<InstId>) =
            users.iter().partition(|&&u| matches!(f.inst(u).kind, InstKind::Store));
        let first_block = users.first().and_then(|&u| f.inst(u).block);
        let single_block = users.iter().all(|&u| f.inst(u).block == first_block);
        AllocaInfo { loads, stores, single_block }
    }
}

/// A load or store in a block no path reaches is never executed: drop it
/// (a load becomes `undef`) so that the renaming walk, which only visits
/// reachable blocks, sees every remaining access.
fn drop_unreachable_accesses(f: &mut Function, cfg: &Cfg, allocas: &[InstId]) {
    for &alloca in allocas {
        let addr = f.inst_result(alloca);
        let dead: Vec<InstId> = f
            .users(addr)
            .iter()
            .copied()
            .filter(|&u| f.inst(u).block.is_some_and(|b| !cfg.is_reachable(b)))
            .collect();
        for u in dedup(dead) {
            replace_load_and_remove(f, u, None);
        }
    }
}

fn dedup(mut v: Vec<InstId>) -> Vec<InstId> {
    v.sort();
    v.dedup();
    v
}

/// Delete a load (its uses take `value`, or `undef` when `None`) or a store.
fn replace_load_and_remove(f: &mut Function, inst: InstId, value: Option<ValueId>) {
    if let Some(r) = f.inst(inst).result {
        let v = value.unwrap_or_else(|| f.undef(f.value_type(r)));
        f.replace_all_uses(r, v);
    }
    f.remove_inst(inst);
}

/// Whether a value is available everywhere in the function.
fn is_global_value(f: &Function, v: ValueId) -> bool {
    !matches!(f.value(v).def, ValueDef::Inst(_))
}

/// Whether `a` comes before `b` in the same block, or `a`'s block strictly
/// dominates `b`'s.
fn inst_dominates(f: &Function, dom: &DomTree, a: InstId, b: InstId) -> bool {
    let (ba, bb) = (f.inst(a).block.unwrap(), f.inst(b).block.unwrap());
    if ba == bb {
        f.inst_index(a) < f.inst_index(b)
    } else {
        dom.dominates(ba, bb)
    }
}

/// Fast path for an alloca with exactly one store. Returns true if every
/// load was rewritten (the store is then deleted too).
fn promote_single_store(f: &mut Function, dom: &DomTree, info: &AllocaInfo) -> bool {
    let store = info.stores[0];
    let value = f.inst(store).operands()[0];
    let everywhere = is_global_value(f, value);
    let mut all_done = true;
    for &load in &info.loads {
        if everywhere || inst_dominates(f, dom, store, load) {
            replace_load_and_remove(f, load, Some(value));
        } else {
            all_done = false;
        }
    }
    if all_done {
        f.remove_inst(store);
    }
    all_done
}

/// Fast path for an alloca used in one block only. Returns false (changing
/// nothing) if some load precedes every store while stores exist.
fn promote_single_block(f: &mut Function, alloca: InstId, info: &AllocaInfo) -> bool {
    let Some(&first) = info.loads.first().or(info.stores.first()) else { return true };
    let block = f.inst(first).block.unwrap();
    let addr = f.inst_result(alloca);
    let accesses: Vec<InstId> =
        f.block(block).insts().iter().copied().filter(|&i| f.inst(i).operands().contains(&addr)).collect();
    // Check before changing anything.
    if let Some(&first_access) = accesses.first() {
        let first_is_load = matches!(f.inst(first_access).kind, InstKind::Load);
        if first_is_load && !info.stores.is_empty() {
            return false;
        }
    }
    let mut current: Option<ValueId> = None;
    for i in accesses {
        match f.inst(i).kind {
            InstKind::Store => {
                current = Some(f.inst(i).operands()[0]);
                f.remove_inst(i);
            }
            _ => replace_load_and_remove(f, i, current),
        }
    }
    true
}

/// The general path for the allocas in `allocas`. Returns the number of
/// phis placed.
///
/// Cost: one pass over the function to summarise the accesses, a bit-vector
/// liveness analysis for all the variables at once, then, per variable,
/// work proportional to its iterated frontier.
fn promote_general(f: &mut Function, cfg: &Cfg, dom: &DomTree, allocas: &[InstId]) -> usize {
    let frontiers = DominanceFrontiers::of_cfg(cfg, dom);
    let accesses = AccessSummary::collect(f, allocas);
    let capacity = f.block_capacity();
    let (mut is_def, mut has_phi) = (BlockSet::new(capacity), BlockSet::new(capacity));
    // Phis to place: per block, (alloca index, phi) in alloca order.
    let mut phis_at: Vec<Vec<(usize, InstId)>> = vec![Vec::new(); capacity];
    let mut placed = 0;
    let mut worklist = Vec::new();
    let mut live = LiveIn::default();
    for (k, &alloca) in allocas.iter().enumerate() {
        if k % LiveIn::CHUNK == 0 {
            live = LiveIn::compute(cfg, &accesses, k..allocas.len().min(k + LiveIn::CHUNK));
        }
        is_def.clear();
        for &b in &accesses.def_blocks[k] {
            is_def.insert(b);
        }
        // Pruned iterated dominance frontier: a frontier block gets a phi
        // (and becomes a definition in turn) only where the variable is
        // live on entry.
        let ty = alloca_type(f, alloca);
        // Name the phi after the variable (a parameter's slot is `x.addr`).
        let name = f.value(f.inst_result(alloca)).name.as_deref().map(|n| n.trim_end_matches(".addr").to_string());
        has_phi.clear();
        worklist.clear();
        worklist.extend(accesses.def_blocks[k].iter().copied());
        while let Some(b) = worklist.pop() {
            for &j in frontiers.frontier(b) {
                if live.contains(j, k) && has_phi.insert(j) {
                    let index = phis_at[j.index()].len();
                    let phi = f.insert_inst(j, index, InstKind::Phi { blocks: Vec::new() }, &[], ty, name.clone(), None);
                    phis_at[j.index()].push((k, phi));
                    placed += 1;
                    if !is_def.contains(j) {
                        worklist.push(j);
                    }
                }
            }
        }
    }
    rename(f, cfg, allocas, &phis_at);
    placed
}

/// Per promoted alloca: the blocks that store it, and the blocks whose first
/// access to it is a load (collected in one pass over the function).
struct AccessSummary {
    def_blocks: Vec<Vec<BlockId>>,
    load_first_blocks: Vec<Vec<BlockId>>,
}

impl AccessSummary {
    fn collect(f: &Function, allocas: &[InstId]) -> AccessSummary {
        let mut index: Vec<Option<usize>> = vec![None; f.num_values()];
        for (k, &a) in allocas.iter().enumerate() {
            index[f.inst_result(a).index()] = Some(k);
        }
        let mut summary =
            AccessSummary { def_blocks: vec![Vec::new(); allocas.len()], load_first_blocks: vec![Vec::new(); allocas.len()] };
        // `seen[k]` is the last block in which alloca k was accessed.
        let mut seen: Vec<Option<BlockId>> = vec![None; allocas.len()];
        for &b in f.layout() {
            for &i in f.block(b).insts() {
                let data = f.inst(i);
                let (ptr, is_load) = match data.kind {
                    InstKind::Load => (data.operands()[0], true),
                    InstKind::Store => (data.operands()[1], false),
                    _ => continue,
                };
                let Some(k) = index[ptr.index()] else { continue };
                if seen[k] != Some(b) {
                    seen[k] = Some(b);
                    if is_load {
                        summary.load_first_blocks[k].push(b);
                    }
                }
                if !is_load && summary.def_blocks[k].last() != Some(&b) {
                    summary.def_blocks[k].push(b);
                }
            }
        }
        summary
    }
}

/// Where each variable is live on entry, for all variables at once: the
/// classic backward data-flow problem `in(B) = first-read(B) ∪ (out(B) ∖
/// stored(B))`, `out(B) = ⋃ in(S)` over successors, solved with one bit per
/// variable, visiting blocks in post-order until nothing changes. (Walking
/// back from every use of every variable separately costs
/// O(variables × blocks) in the worst case, which programs with thousands of
/// variables reach.) Variables are taken `CHUNK` at a time to bound memory.
#[derive(Default)]
struct LiveIn {
    /// The first variable of the chunk.
    first: usize,
    words: usize,
    bits: Vec<u64>,
}

impl LiveIn {
    const CHUNK: usize = 1024;

    fn compute(cfg: &Cfg, accesses: &AccessSummary, variables: std::ops::Range<usize>) -> LiveIn {
        let words = variables.len().div_ceil(64);
        let capacity = cfg.capacity();
        let mut first_read = vec![0u64; capacity * words];
        let mut stored = vec![0u64; capacity * words];
        let first = variables.start;
        for k in variables {
            let (word, bit) = ((k - first) / 64, 1u64 << ((k - first) % 64));
            for &b in &accesses.load_first_blocks[k] {
                first_read[b.index() * words + word] |= bit;
            }
            for &b in &accesses.def_blocks[k] {
                stored[b.index() * words + word] |= bit;
            }
        }
        let mut live = LiveIn { first, words, bits: vec![0u64; capacity * words] };
        let mut out = vec![0u64; words];
        let mut changed = true;
        while changed {
            changed = false;
            for &b in cfg.rpo().iter().rev() {
                out.iter_mut().for_each(|w| *w = 0);
                for &s in cfg.succs(b) {
                    for (o, i) in out.iter_mut().zip(live.row(s)) {
                        *o |= *i;
                    }
                }
                let at = b.index() * words;
                for w in 0..words {
                    let new = first_read[at + w] | (out[w] & !stored[at + w]);
                    if new != live.bits[at + w] {
                        live.bits[at + w] = new;
                        changed = true;
                    }
                }
            }
        }
        live
    }

    fn row(&self, b: BlockId) -> &[u64] {
        &self.bits[b.index() * self.words..(b.index() + 1) * self.words]
    }

    /// Whether variable `k` (of this chunk) is live on entry to `b`.
    fn contains(&self, b: BlockId, k: usize) -> bool {
        let k = k - self.first;
        self.bits[b.index() * self.words + k / 64] & (1u64 << (k % 64)) != 0
    }
}

/// A set of blocks, cleared in O(1) by bumping a generation counter, so one
/// set serves every variable.
struct BlockSet {
    stamps: Vec<u32>,
    generation: u32,
}

impl BlockSet {
    fn new(capacity: usize) -> BlockSet {
        BlockSet { stamps: vec![0; capacity], generation: 1 }
    }

    fn clear(&mut self) {
        self.generation += 1;
    }

    /// Insert `b`; true if it was not in the set.
    fn insert(&mut self, b: BlockId) -> bool {
        let slot = &mut self.stamps[b.index()];
        let new = *slot != self.generation;
        *slot = self.generation;
        new
    }

    fn contains(&self, b: BlockId) -> bool {
        self.stamps[b.index()] == self.generation
    }
}

fn alloca_type(f: &Function, alloca: InstId) -> Type {
    match f.inst(alloca).kind {
        InstKind::Alloca { ty } => ty,
        _ => unreachable!("not an alloca"),
    }
}

/// Replace loads and stores of `allocas` by SSA values, walking the CFG
/// from the entry block and filling the phis placed in `phis_at`.
fn rename(f: &mut Function, cfg: &Cfg, allocas: &[InstId], phis_at: &[Vec<(usize, InstId)>]) {
    // Which promoted alloca (if any) a pointer operand is, in O(1).
    let mut alloca_index: Vec<Option<usize>> = vec![None; f.num_values()];
    for (k, &a) in allocas.iter().enumerate() {
        alloca_index[f.inst_result(a).index()] = Some(k);
    }
    let index_of = |v: ValueId| alloca_index[v.index()];
    let initial: Vec<ValueId> = allocas.iter().map(|&a| f.undef(alloca_type(f, a))).collect();
    let entry = f.entry_block().expect("function has blocks");
    let mut visited = vec![false; f.block_capacity()];
    // (block, predecessor the walk came from, values at the end of it)
    let mut worklist: Vec<(BlockId, Option<BlockId>, Vec<ValueId>)> = vec![(entry, None, initial)];
    while let Some((block, pred, mut values)) = worklist.pop() {
        if let Some(pred) = pred {
            // One phi entry per edge: a branch with both arms to `block`
            // gives two.
            let edges = cfg.succs(pred).iter().filter(|&&s| s == block).count();
            for &(k, phi) in &phis_at[block.index()] {
                for _ in 0..edges {
                    f.phi_add_incoming(phi, values[k], pred);
                }
            }
        }
        if std::mem::replace(&mut visited[block.index()], true) {
            continue;
        }
        for &(k, phi) in &phis_at[block.index()] {
            values[k] = f.inst_result(phi);
        }
        let insts: Vec<InstId> = f.block(block).insts().to_vec();
        for i in insts {
            match f.inst(i).kind {
                InstKind::Load => {
                    if let Some(k) = index_of(f.inst(i).operands()[0]) {
                        replace_load_and_remove(f, i, Some(values[k]));
                    }
                }
                InstKind::Store => {
                    if let Some(k) = index_of(f.inst(i).operands()[1]) {
                        values[k] = f.inst(i).operands()[0];
                        f.remove_inst(i);
                    }
                }
                _ => {}
            }
        }
        // Each distinct successor once (the phi filling above counts the
        // edges); pushed in reverse so the first successor is walked first.
        let mut succs: Vec<BlockId> = cfg.succs(block).to_vec();
        succs.dedup();
        for &s in succs.iter().rev() {
            worklist.push((s, Some(block), values.clone()));
        }
    }
    // Predecessors the walk never left from are unreachable: their edges
    // carry `undef`.
    for (b, phis) in phis_at.iter().enumerate() {
        let b = BlockId::new(b);
        for &(_, phi) in phis {
            let ty = f.value_type(f.inst_result(phi));
            for &p in cfg.preds(b) {
                if !cfg.is_reachable(p) {
                    let undef = f.undef(ty);
                    f.phi_add_incoming(phi, undef, p);
                }
            }
        }
    }
}

/// Remove phis that merge a single value (besides themselves and `undef`),
/// until none is left. Returns how many were removed.
fn remove_trivial_phis(f: &mut Function, dom: &DomTree) -> usize {
    let mut removed = 0;
    loop {
        let mut changed = false;
        let phis: Vec<InstId> = f.insts_in_layout().filter(|&(_, i)| f.inst(i).kind.is_phi()).map(|(_, i)| i).collect();
        for phi in phis {
            if f.inst(phi).block.is_none() {
                continue;
            }
            if let Some(replacement) = trivial_phi_value(f, dom, phi) {
                let result = f.inst_result(phi);
                f.replace_all_uses(result, replacement);
                f.remove_inst(phi);
                removed += 1;
                changed = true;
            }
        }
        if !changed {
            return removed;
        }
    }
}

/// The value a phi can be replaced by, if it merges only one value.
fn trivial_phi_value(f: &mut Function, dom: &DomTree, phi: InstId) -> Option<ValueId> {
    let result = f.inst_result(phi);
    let mut common: Option<ValueId> = None;
    let mut saw_undef = false;
    for (v, _) in f.phi_incoming(phi) {
        if v == result {
            continue;
        }
        if matches!(f.value(v).def, ValueDef::Undef) {
            saw_undef = true;
            continue;
        }
        match common {
            None => common = Some(v),
            Some(c) if c == v => {}
            Some(_) => return None,
        }
    }
    let Some(value) = common else {
        // Only undef (and itself): the phi is undef.
        return Some(f.undef(f.value_type(result)));
    };
    // Without undef entries, `value` reaches the phi on every path, so its
    // definition dominates the phi. With them it may not: check.
    if saw_undef {
        if let Some(def) = f.defining_inst(value) {
            let phi_block = f.inst(phi).block.unwrap();
            let def_block = f.inst(def).block.unwrap();
            if !dom.strictly_dominates(def_block, phi_block) {
                return None;
            }
        }
    }
    Some(value)
}
