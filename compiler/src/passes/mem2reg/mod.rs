//! mem2reg: promote stack slots to SSA values, with phis where paths merge.
//!
//! Algorithm: Cytron, Ferrante, Rosen, Wegman & Zadeck, "Efficiently
//! Computing Static Single Assignment Form and the Control Dependence
//! Graph" (TOPLAS 1991), in the form of LLVM's PromoteMemoryToRegister:
//!
//! 1. **Candidates** (`promotable_allocas`): allocas of a scalar type in the
//!    entry block whose every use is a `load` from it or a `store` *to* it.
//!    An alloca whose address is stored, passed to a call (a variable
//!    captured by a nested function) or otherwise used escapes, and stays
//!    in memory.
//! 2. **Fast path, one store** (`promote_single_store`): a load the store
//!    dominates takes the stored value (any load, for a constant or a
//!    parameter). Loads left over go to the general path.
//! 3. **Fast path, one block** (`promote_single_blocks`): each load takes
//!    the nearest preceding store; a variable read before its first store
//!    may come around a loop and goes to the general path.
//! 4. **General path**: phis go on the iterated dominance frontier of the
//!    blocks that store, where the variable is live on entry (pruned SSA;
//!    `place_phis`), then Cytron's renaming, a preorder walk of the
//!    dominator tree with a stack of definitions per variable (`rename`).
//! 5. **Clean-up**: loads and stores in unreachable blocks are dropped
//!    (loads become `undef`); phis get `undef` for unreachable
//!    predecessors; phis that merge one value (ignoring themselves and
//!    `undef`) are replaced by it, repeatedly, when it dominates them
//!    (`remove_trivial_phis`); the promoted allocas are deleted.
//!
//! Cost: linear in the size of the function plus the variables' live
//! ranges and the phis placed (see `run`).
//!
//! Preconditions: verified IR. Postconditions: verified IR in which no
//! promoted alloca remains; phis are placed first in their blocks, in the
//! order of the allocas, named after the variable (deterministic output).

use smallvec::SmallVec;

mod debug_points;

use super::utils::ssa::{rename_walk, RenameStacks};
use super::{plural, PassResult, Remark};
use crate::ir::cfg::Cfg;
use crate::ir::dom::{DomTree, DominanceFrontiers};
use crate::ir::{BlockId, EntityMap, Function, InstId, InstKind, Type, ValueDef, ValueId};

/// Promote every alloca `promotable_allocas` finds (see the module header
/// for the steps).
///
/// Cost: the fast paths delete instructions with `mark_removed` (O(1)) and
/// sweep them from their blocks once per step; the general path's loads and
/// stores go at the end with the allocas, in one `remove_insts` (which then
/// need not unlink their uses of the allocas one by one). A load or store is
/// never looked at again after it is replaced.
pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let candidates = promotable_allocas(f);
    let kept = kept_in_memory(f, &candidates);
    if candidates.is_empty() {
        return PassResult { remarks: kept };
    }
    let cfg = Cfg::of(f);
    let dom = DomTree::of(f);
    let position = InstPositions::compute(f);
    drop_unreachable_accesses(f, &cfg, &candidates);
    // -g: where the variables loops and ifs assign hold which value.
    let debug_joins =
        if f.debug_follow.is_empty() { Vec::new() } else { debug_points::record(f, &cfg, &dom, &candidates) };

    let mut remaining = Vec::new();
    for &alloca in &candidates {
        let info = AllocaInfo::collect(f, alloca);
        if info.stores.len() == 1 && promote_single_store(f, &dom, &position, &info) {
            continue;
        }
        // The single-store path may have rewritten some loads: look again.
        remaining.push((alloca, AllocaInfo::collect(f, alloca)));
    }
    f.sweep_removed();
    let general = promote_single_blocks(f, &remaining);
    f.sweep_removed();
    let mut phis_placed = 0;
    // The general path's loads and stores, deleted with the allocas at the
    // end, all at once (see `Function::remove_insts`: their uses of the
    // allocas need no unlinking then, one by one from lists spread over
    // the whole function).
    let mut accesses = Vec::new();
    if !general.is_empty() {
        let phis_at = promote_general(f, &cfg, &dom, &general, &mut accesses);
        phis_placed = phis_at.values().map(Vec::len).sum();
        debug_points::resolve_joins(f, debug_joins, &general, &phis_at);
        f.sweep_removed();
    }
    let phis_removed = remove_trivial_phis(f, &dom);
    accesses.extend_from_slice(&candidates);
    f.remove_insts(&accesses);
    PassResult::changed(format!(
        "promoted {} alloca{}, placed {} phi{}",
        candidates.len(),
        plural(candidates.len()),
        phis_placed - phis_removed,
        plural(phis_placed - phis_removed)
    ))
    .and(kept)
}

/// Why each alloca of the entry block that is not in `promoted` stays in
/// memory, at the place that keeps it there (the call its address is
/// passed to), else where the program first uses it.
fn kept_in_memory(f: &Function, promoted: &[InstId]) -> Vec<Remark> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    let mut is_promoted = EntityMap::from_elem(false, f.num_insts());
    for &alloca in promoted {
        is_promoted[alloca] = true;
    }
    let mut remarks = Vec::new();
    for &alloca in f.block(entry).insts() {
        let InstKind::Alloca { ty } = f.inst(alloca).kind else { continue };
        if is_promoted[alloca] {
            continue;
        }
        let addr = f.inst_result(alloca);
        let name = variable_name(f, addr);
        let (loc, why) = match ty {
            Type::Array { .. } if name == "frame" => {
                let call = f.users(addr).iter().copied().find(|&u| matches!(f.inst(u).kind, InstKind::Call { .. }));
                (
                    call.and_then(|c| f.inst(c).loc).or(first_use_loc(f, alloca)),
                    "frame record stays in memory: nested functions reach it through its address".to_string(),
                )
            }
            Type::Array { .. } => (first_use_loc(f, alloca), format!("'{name}' stays in memory: it is an array")),
            _ => match f.users(addr).iter().copied().find(|&u| escapes(f, u, addr)) {
                Some(user) => (
                    f.inst(user).loc.or(first_use_loc(f, alloca)),
                    format!("'{name}' stays in memory: {}", escape_reason(f, user)),
                ),
                None => (
                    first_use_loc(f, alloca),
                    format!("'{name}' stays in memory: it is read or written as another type"),
                ),
            },
        };
        remarks.push(Remark::missed(loc, why));
    }
    remarks
}

/// The source variable an alloca holds (a parameter's slot is `NAME.addr`).
fn variable_name(f: &Function, addr: ValueId) -> String {
    let name = f.value_name(addr).unwrap_or("slot");
    name.strip_suffix(".addr").unwrap_or(name).to_string()
}

/// Whether `user` does something with the address `addr` other than load
/// from or store to it.
fn escapes(f: &Function, user: InstId, addr: ValueId) -> bool {
    let data = f.inst(user);
    match data.kind {
        InstKind::Load => false,
        InstKind::Store => data.operands()[0] == addr,
        _ => true,
    }
}

fn escape_reason(f: &Function, user: InstId) -> &'static str {
    match f.inst(user).kind {
        InstKind::Call { .. } => "its address is passed to a call",
        InstKind::Store => "its address is stored",
        _ => "its address is used other than to load or store",
    }
}

/// The earliest source position among the instructions using the alloca
/// other than the ones lowering puts at the function's start (which carry
/// the function's position: the zeroing of every variable), else the
/// function's.
fn first_use_loc(f: &Function, alloca: InstId) -> Option<crate::ir::SrcLoc> {
    let own = f.loc;
    let addr = f.inst_result(alloca);
    let mut uses: Vec<InstId> = f.users(addr).to_vec();
    // Array elements and record fields are reached through a gep.
    for &u in f.users(addr).iter() {
        if matches!(f.inst(u).kind, InstKind::Gep { .. }) {
            uses.extend(f.users(f.inst_result(u)).iter().copied());
        }
    }
    uses.iter().filter_map(|&u| f.inst(u).loc).filter(|&l| Some(l) != own).min_by_key(|l| (l.line, l.col)).or(own)
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
            InstKind::Store => {
                data.operands()[1] == addr && data.operands()[0] != addr && f.value_type(data.operands()[0]) == ty
            }
            _ => false,
        }
    })
}

/// Loads and stores of one alloca, with their blocks.
struct AllocaInfo {
    loads: Vec<InstId>,
    stores: Vec<InstId>,
    /// The block holding every access, if they are all in one (`None` for
    /// accesses in several blocks, or none at all).
    block: Option<BlockId>,
}

impl AllocaInfo {
    fn is_accessed(&self) -> bool {
        !self.loads.is_empty() || !self.stores.is_empty()
    }
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
        let block = first_block.filter(|&b| users.iter().all(|&u| f.inst(u).block == Some(b)));
        AllocaInfo { loads, stores, block }
    }
}

/// A load or store in a block no path reaches is never executed: drop it
/// (a load becomes `undef`) so that the renaming walk, which only visits
/// reachable blocks, sees every remaining access.
fn drop_unreachable_accesses(f: &mut Function, cfg: &Cfg, allocas: &[InstId]) {
    for &alloca in allocas {
        let addr = f.inst_result(alloca);
        let dead: Vec<InstId> =
            f.users(addr).iter().copied().filter(|&u| f.inst(u).block.is_some_and(|b| !cfg.is_reachable(b))).collect();
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
    f.mark_removed(inst);
}

/// Whether a value is available everywhere in the function.
fn is_global_value(f: &Function, v: ValueId) -> bool {
    !matches!(f.value(v).def, ValueDef::Inst(_))
}

/// The position of every instruction in its block, taken once when the
/// pass starts: deleting instructions keeps the order of the others, so it
/// answers "does `a` come before `b`" in O(1) for the whole pass (mem2reg's
/// phis, inserted later, are never asked about).
struct InstPositions(EntityMap<InstId, u32>);

impl InstPositions {
    fn compute(f: &Function) -> InstPositions {
        let mut position = EntityMap::from_elem(u32::MAX, f.num_insts());
        for &b in f.layout() {
            for (index, &i) in f.block(b).insts().iter().enumerate() {
                position[i] = index as u32;
            }
        }
        InstPositions(position)
    }

    /// Whether `a` comes before `b` in the same block, or `a`'s block
    /// strictly dominates `b`'s.
    fn dominates(&self, f: &Function, dom: &DomTree, a: InstId, b: InstId) -> bool {
        let (ba, bb) = (f.inst(a).block.unwrap(), f.inst(b).block.unwrap());
        if ba == bb {
            self.0[a] < self.0[b]
        } else {
            dom.dominates(ba, bb)
        }
    }
}

/// Fast path for an alloca with exactly one store. Returns true if every
/// load was rewritten (the store is then deleted too).
///
/// A load the store dominates takes the stored value. If the stored value is
/// a constant or a parameter (available everywhere), every load may take
/// it: a load the store does not dominate would read an uninitialised slot
/// (`undef`), and any value refines `undef`.
fn promote_single_store(f: &mut Function, dom: &DomTree, position: &InstPositions, info: &AllocaInfo) -> bool {
    let store = info.stores[0];
    let value = f.inst(store).operands()[0];
    let everywhere = is_global_value(f, value);
    let mut all_done = true;
    for &load in &info.loads {
        if everywhere || position.dominates(f, dom, store, load) {
            replace_load_and_remove(f, load, Some(value));
        } else {
            all_done = false;
        }
    }
    if all_done {
        f.mark_removed(store);
    }
    all_done
}

/// Fast path for the allocas used in one block only (`candidates` pairs
/// each alloca with its accesses). Each block is walked twice, whatever the number of
/// its variables: once to find those whose first access is a load while
/// stores exist (the value may come around a loop), which are returned for
/// the general path with the multi-block ones; once to replace each other
/// load by the nearest preceding store's value (`undef` before any).
///
/// A load before every store reads `undef` if there is no store at all;
/// all the variables of a block are promoted in one walk over it (after the
/// walk that finds those the general path must take).
fn promote_single_blocks(f: &mut Function, candidates: &[(InstId, AllocaInfo)]) -> Vec<InstId> {
    // Per alloca address: its index in `candidates`, when promoted here.
    let mut slot: EntityMap<ValueId, Option<usize>> = EntityMap::from_elem(None, f.num_values());
    let mut blocks = Vec::new();
    for (k, (alloca, info)) in candidates.iter().enumerate() {
        if let Some(b) = info.block {
            slot[f.inst_result(*alloca)] = Some(k);
            blocks.push(b);
        }
    }
    blocks.sort();
    blocks.dedup();
    let access = |f: &Function, i: InstId| -> Option<(usize, bool)> {
        let data = f.inst(i);
        match data.kind {
            InstKind::Load => slot[data.operands()[0]].map(|k| (k, true)),
            InstKind::Store => slot[data.operands()[1]].map(|k| (k, false)),
            _ => None,
        }
    };
    // What the walk knows of each variable: nothing yet, promoted with this
    // current value, or left to the general path.
    #[derive(Copy, Clone, PartialEq)]
    enum State {
        Unseen,
        Current(Option<ValueId>),
        General,
    }
    let mut state = vec![State::Unseen; candidates.len()];
    for b in blocks {
        let insts: Vec<InstId> = f.block(b).insts().to_vec();
        for &i in &insts {
            if let Some((k, is_load)) = access(f, i) {
                if state[k] == State::Unseen {
                    let has_stores = !candidates[k].1.stores.is_empty();
                    state[k] = if is_load && has_stores { State::General } else { State::Current(None) };
                }
            }
        }
        for &i in &insts {
            let Some((k, is_load)) = access(f, i) else { continue };
            let State::Current(current) = state[k] else { continue };
            if is_load {
                replace_load_and_remove(f, i, current);
            } else {
                state[k] = State::Current(Some(f.inst(i).operands()[0]));
                f.mark_removed(i);
            }
        }
    }
    // The general path also takes the allocas accessed in several blocks
    // (one never accessed needs nothing), in the allocas' order: phis are
    // placed in it.
    let multi_block = |info: &AllocaInfo| info.block.is_none() && info.is_accessed();
    (0..candidates.len())
        .filter(|&k| multi_block(&candidates[k].1) || state[k] == State::General)
        .map(|k| candidates[k].0)
        .collect()
}

/// The general path for the allocas in `allocas`. Returns the phis
/// placed: per block, (index into `allocas`, phi).
///
/// Cost: one pass over the function to summarise the accesses, then, per
/// variable, work proportional to its iterated frontier; the phis placed
/// where the variable is dead are deleted after the renaming, in one walk
/// over the phis.
fn promote_general(
    f: &mut Function,
    cfg: &Cfg,
    dom: &DomTree,
    allocas: &[InstId],
    accesses: &mut Vec<InstId>,
) -> EntityMap<BlockId, Vec<(u32, InstId)>> {
    let vars_at = place_phis(f, cfg, dom, allocas);
    let mut phis_at = create_phis(f, allocas, &vars_at);
    rename(f, cfg, dom, allocas, &phis_at, accesses);
    remove_dead_phis(f, &mut phis_at);
    phis_at
}

/// Where the variables may need phis: per block, the indices (into
/// `allocas`) of the variables that get one there, in increasing order.
///
/// Semi-pruned SSA (Briggs, Cooper, Harvey & Simpson, "Practical
/// Improvements to the Construction and Destruction of Static Single
/// Assignment Form", SP&E 1998): only a variable read in some block before
/// that block stores it can need a phi, and it gets one on the iterated
/// dominance frontier of the blocks that store it (minimal SSA), where it
/// is live on entry (pruned SSA; Choi, Cytron & Ferrante, POPL 1991). A
/// phi costs an entry per predecessor of its block, a variable's liveness
/// a walk over its live range, so the liveness is walked (backwards from
/// the blocks that read it first, stopping at those that store it, as
/// LLVM's mem2reg does) only for a variable whose frontier holds a join of
/// more than `WIDE_JOIN` predecessors; the others' phis where they are dead
/// are deleted after renaming by `remove_dead_phis`. Either way the phis
/// left are pruned SSA's, and neither cost can run away: thousands of
/// variables live across thousands of blocks (no walk: their joins are
/// narrow), nor n inlined locals each with a dead phi at a join of n
/// predecessors (the end of a loop condition `f(1) || f(2) || …`).
fn place_phis(f: &Function, cfg: &Cfg, dom: &DomTree, allocas: &[InstId]) -> EntityMap<BlockId, Vec<u32>> {
    const WIDE_JOIN: usize = 16;
    let frontiers = DominanceFrontiers::of_cfg(cfg, dom);
    let accesses = AccessSummary::collect(f, allocas);
    let capacity = f.block_capacity();
    let (mut is_def, mut has_phi, mut live_in) =
        (BlockSet::new(capacity), BlockSet::new(capacity), BlockSet::new(capacity));
    let mut vars_at: EntityMap<BlockId, Vec<u32>> = EntityMap::with_default(capacity);
    let (mut worklist, mut frontier) = (Vec::new(), Vec::new());
    for k in 0..allocas.len() {
        if accesses.load_first_blocks[k].is_empty() {
            continue; // every read follows a store in its block
        }
        is_def.clear();
        for &b in &accesses.def_blocks[k] {
            is_def.insert(b);
        }
        has_phi.clear();
        frontier.clear();
        worklist.clear();
        worklist.extend(accesses.def_blocks[k].iter().copied());
        while let Some(b) = worklist.pop() {
            for &j in frontiers.frontier(b) {
                if has_phi.insert(j) {
                    frontier.push(j);
                    if !is_def.contains(j) {
                        worklist.push(j);
                    }
                }
            }
        }
        if frontier.iter().any(|&j| cfg.preds(j).len() > WIDE_JOIN) {
            live_in.clear();
            worklist.extend(accesses.load_first_blocks[k].iter().copied());
            while let Some(b) = worklist.pop() {
                if live_in.insert(b) {
                    worklist.extend(cfg.preds(b).iter().copied().filter(|&p| !is_def.contains(p)));
                }
            }
            frontier.retain(|&j| live_in.contains(j));
        }
        for &j in &frontier {
            vars_at[j].push(k as u32);
        }
    }
    vars_at
}

/// Delete the phis of `phis_at` whose values no instruction other than
/// these phis uses, directly or through other phis: there the variable was
/// dead on entry. A phi is live if something else uses it, or if a live
/// phi does (a worklist from the former); the rest go at once, cycles and
/// all, and leave `phis_at`.
fn remove_dead_phis(f: &mut Function, phis_at: &mut EntityMap<BlockId, Vec<(u32, InstId)>>) {
    let placed: Vec<InstId> = phis_at.values().flatten().map(|&(_, phi)| phi).collect();
    let mut is_placed = EntityMap::from_elem(false, f.num_insts());
    for &phi in &placed {
        is_placed[phi] = true;
    }
    let mut live = EntityMap::from_elem(false, f.num_insts());
    let mut worklist: Vec<InstId> = Vec::new();
    for &phi in &placed {
        if f.users(f.inst_result(phi)).iter().any(|&u| !is_placed[u]) {
            live[phi] = true;
            worklist.push(phi);
        }
    }
    while let Some(phi) = worklist.pop() {
        for &v in f.inst(phi).operands() {
            if let Some(def) = f.defining_inst(v) {
                if is_placed[def] && !live[def] {
                    live[def] = true;
                    worklist.push(def);
                }
            }
        }
    }
    let dead: Vec<InstId> = placed.into_iter().filter(|&phi| !live[phi]).collect();
    if dead.is_empty() {
        return;
    }
    f.remove_insts(&dead);
    for phis in phis_at.values_mut() {
        phis.retain(|&(_, phi)| live[phi]);
    }
}

/// Create the phis `place_phis` decided on, block by block in layout order
/// (so that their records lie in the arena in the order the renaming walk
/// and the filling of their entries visit them), first in their blocks, in
/// the order of the allocas. Each is named after its variable (a
/// parameter's slot is `x.addr`): the first phi of a variable interns the
/// name, the others copy it. Returns, per block, (variable, phi) pairs.
fn create_phis(
    f: &mut Function,
    allocas: &[InstId],
    vars_at: &EntityMap<BlockId, Vec<u32>>,
) -> EntityMap<BlockId, Vec<(u32, InstId)>> {
    let types: Vec<Type> = allocas.iter().map(|&a| alloca_type(f, a)).collect();
    let mut named_like: Vec<Option<ValueId>> = vec![None; allocas.len()];
    let mut phis_at: EntityMap<BlockId, Vec<(u32, InstId)>> = EntityMap::with_default(vars_at.len());
    let mut block_types = Vec::new();
    for b in f.layout().to_vec() {
        let vars = &vars_at[b];
        if vars.is_empty() {
            continue;
        }
        block_types.clear();
        block_types.extend(vars.iter().map(|&k| types[k as usize]));
        let phis = f.prepend_phis(b, &block_types);
        for (&k, &phi) in vars.iter().zip(&phis) {
            let result = f.inst_result(phi);
            match named_like[k as usize] {
                Some(first) => f.copy_value_name(first, result),
                None => {
                    let variable = f
                        .value_name(f.inst_result(allocas[k as usize]))
                        .map(|n| n.trim_end_matches(".addr").to_string());
                    if let Some(name) = variable {
                        f.set_value_name(result, name);
                    }
                    named_like[k as usize] = Some(result);
                }
            }
        }
        phis_at[b] = vars.iter().copied().zip(phis).collect();
    }
    phis_at
}

/// Per promoted alloca: the blocks that store it, and the blocks whose first
/// access to it is a load (collected in one pass over the function; a
/// variable with none of the latter needs no phi).
struct AccessSummary {
    def_blocks: Vec<Vec<BlockId>>,
    load_first_blocks: Vec<Vec<BlockId>>,
}

impl AccessSummary {
    fn collect(f: &Function, allocas: &[InstId]) -> AccessSummary {
        let mut index: EntityMap<ValueId, Option<usize>> = EntityMap::from_elem(None, f.num_values());
        for (k, &a) in allocas.iter().enumerate() {
            index[f.inst_result(a)] = Some(k);
        }
        let mut summary = AccessSummary {
            def_blocks: vec![Vec::new(); allocas.len()],
            load_first_blocks: vec![Vec::new(); allocas.len()],
        };
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
                let Some(k) = index[ptr] else { continue };
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

/// A set of blocks, cleared in O(1) by bumping a generation counter, so one
/// set serves every variable.
struct BlockSet {
    stamps: EntityMap<BlockId, u32>,
    generation: u32,
}

impl BlockSet {
    fn new(capacity: usize) -> BlockSet {
        BlockSet { stamps: EntityMap::from_elem(0, capacity), generation: 1 }
    }

    fn clear(&mut self) {
        self.generation += 1;
    }

    /// Insert `b`; true if it was not in the set.
    fn insert(&mut self, b: BlockId) -> bool {
        let slot = &mut self.stamps[b];
        let new = *slot != self.generation;
        *slot = self.generation;
        new
    }

    fn contains(&self, b: BlockId) -> bool {
        self.stamps[b] == self.generation
    }
}

fn alloca_type(f: &Function, alloca: InstId) -> Type {
    match f.inst(alloca).kind {
        InstKind::Alloca { ty } => ty,
        _ => unreachable!("not an alloca"),
    }
}

/// Replace loads and stores of `allocas` by SSA values and fill the phis
/// placed in `phis_at`: Cytron et al.'s renaming, a preorder walk of the
/// dominator tree with one stack of definitions per variable (its top is
/// the current value; a block's pushes are popped when the walk leaves its
/// subtree). Each load takes its variable's current value (`undef` with an
/// empty stack), each store pushes its value, each phi pushes itself. At
/// the end of a block the values of its successors' phis are recorded per
/// edge, and the phis get their entries afterwards, in the order of their
/// block's predecessors (`undef` from unreachable ones).
///
/// Cost: O(instructions + phi entries); a copy of every variable's value
/// per block, as a CFG walk carrying the values would make, costs
/// blocks × variables.
fn rename(
    f: &mut Function,
    cfg: &Cfg,
    dom: &DomTree,
    allocas: &[InstId],
    phis_at: &EntityMap<BlockId, Vec<(u32, InstId)>>,
    accesses: &mut Vec<InstId>,
) {
    // Which promoted alloca (if any) a pointer operand is, in O(1).
    let mut alloca_index: EntityMap<ValueId, Option<u32>> = EntityMap::from_elem(None, f.num_values());
    for (k, &a) in allocas.iter().enumerate() {
        alloca_index[f.inst_result(a)] = Some(k as u32);
    }
    let index_of = |v: ValueId| alloca_index[v].map(|k| k as usize);
    let undefs: Vec<ValueId> = allocas.iter().map(|&a| f.undef(alloca_type(f, a))).collect();
    let current = |stacks: &RenameStacks<ValueId>, k: usize| stacks.top(k).unwrap_or(undefs[k]);
    let mut entries = PhiEntries::new(cfg, phis_at);
    let mut insts: Vec<InstId> = Vec::new();
    rename_walk(dom, allocas.len(), |block, stacks| {
        for &(k, phi) in &phis_at[block] {
            stacks.push(k as usize, f.inst_result(phi));
        }
        insts.clear();
        insts.extend_from_slice(f.block(block).insts());
        for &i in &insts {
            match f.inst(i).kind {
                InstKind::Load => {
                    if let Some(k) = index_of(f.inst(i).operands()[0]) {
                        f.replace_all_uses(f.inst_result(i), current(stacks, k));
                        accesses.push(i);
                    }
                }
                InstKind::Store => {
                    if let Some(k) = index_of(f.inst(i).operands()[1]) {
                        stacks.push(k, f.inst(i).operands()[0]);
                        accesses.push(i);
                    }
                }
                _ => {}
            }
        }
        for &succ in cfg.succs(block) {
            let vars = phis_at[succ].iter().map(|&(k, _)| current(stacks, k as usize));
            entries.record(block, succ, vars);
        }
    });
    let mut incoming = Vec::new();
    for &b in f.layout().to_vec().iter() {
        let (preds, phis) = (cfg.preds(b), &phis_at[b]);
        for (j, &(k, phi)) in phis.iter().enumerate() {
            incoming.clear();
            incoming.extend(
                preds
                    .iter()
                    .enumerate()
                    .map(|(p, &pred)| (entries.get(b, phis.len(), p, j).unwrap_or(undefs[k as usize]), pred)),
            );
            f.phi_set_incoming(phi, &incoming);
        }
    }
}

/// The value each phi takes along each edge into its block, as the
/// renaming walk finds them: for a block with `n` phis, entry
/// `start[b] + p * n + j` is what phi `j` takes from the `p`-th
/// predecessor (`None` until the walk leaves that predecessor, and for
/// good if no path reaches it). One flat table, not a list per edge.
struct PhiEntries {
    start: EntityMap<BlockId, u32>,
    values: Vec<Option<ValueId>>,
    /// For each block, its edges into blocks with phis: (successor, place
    /// among the successor's predecessors). Looking the place up in the
    /// successor's list would cost its length per edge: n² for a block
    /// that n blocks branch to (the end of `a && b && …`).
    edges_out: EntityMap<BlockId, SmallVec<[(BlockId, u32); 2]>>,
}

impl PhiEntries {
    fn new(cfg: &Cfg, phis_at: &EntityMap<BlockId, Vec<(u32, InstId)>>) -> PhiEntries {
        let mut start = EntityMap::from_elem(0u32, phis_at.len());
        let mut edges_out: EntityMap<BlockId, SmallVec<[(BlockId, u32); 2]>> = EntityMap::with_default(phis_at.len());
        let mut len = 0usize;
        for (b, phis) in phis_at.iter() {
            start[b] = u32::try_from(len).expect("fewer than 2^32 phi entries");
            len += phis.len() * cfg.preds(b).len();
            if !phis.is_empty() {
                for (p, &pred) in cfg.preds(b).iter().enumerate() {
                    edges_out[pred].push((b, p as u32));
                }
            }
        }
        PhiEntries { start, values: vec![None; len], edges_out }
    }

    /// Record the values leaving `pred` for the phis of `succ` (on every
    /// edge from `pred`: a conditional branch may reach `succ` twice).
    fn record(&mut self, pred: BlockId, succ: BlockId, mut values: impl ExactSizeIterator<Item = ValueId>) {
        let n = values.len();
        if n == 0 {
            return;
        }
        let start = self.start[succ] as usize;
        let edges: SmallVec<[usize; 2]> =
            self.edges_out[pred].iter().filter(|&&(s, _)| s == succ).map(|&(_, p)| start + p as usize * n).collect();
        for j in 0..n {
            let v = values.next();
            for &at in &edges {
                self.values[at + j] = v;
            }
        }
    }

    /// What phi `j` of the `n` phis of `b` takes from the `p`-th predecessor.
    fn get(&self, b: BlockId, n: usize, p: usize, j: usize) -> Option<ValueId> {
        self.values[self.start[b] as usize + p * n + j]
    }
}

/// Remove phis that merge a single value (besides themselves and `undef`),
/// until none is left. Returns how many were removed.
///
/// Rounds over the phis in layout order; removing a phi can only make its
/// users trivial, so after the first round (every phi) a round visits
/// just the phi users of removed phis that an earlier round had already
/// passed (users further on are visited in the same round).
fn remove_trivial_phis(f: &mut Function, dom: &DomTree) -> usize {
    let phis: Vec<InstId> = f.layout().iter().flat_map(|&b| f.block_phis(b)).collect();
    let mut position = EntityMap::from_elem(u32::MAX, f.num_insts());
    for (k, &phi) in phis.iter().enumerate() {
        position[phi] = k as u32;
    }
    // `pending[k]`: phi k is to be visited in the current round.
    let mut pending = vec![true; phis.len()];
    let (mut removed, mut from) = (0, 0);
    let mut next: Vec<usize> = Vec::new();
    loop {
        for k in from..phis.len() {
            if !std::mem::take(&mut pending[k]) || f.inst(phis[k]).block.is_none() {
                continue;
            }
            let phi = phis[k];
            let Some(replacement) = trivial_phi_value(f, dom, phi) else { continue };
            let result = f.inst_result(phi);
            for &user in f.users(result) {
                let at = position[user] as usize;
                if at == u32::MAX as usize || user == phi {
                    continue;
                }
                if at > k {
                    pending[at] = true;
                } else {
                    next.push(at);
                }
            }
            f.replace_all_uses(result, replacement);
            f.mark_removed(phi);
            removed += 1;
        }
        let Some(&first) = next.iter().min() else { break };
        from = first;
        for at in next.drain(..) {
            pending[at] = true;
        }
    }
    f.sweep_removed();
    removed
}

/// The value a phi can be replaced by, if it merges only one value.
fn trivial_phi_value(f: &mut Function, dom: &DomTree, phi: InstId) -> Option<ValueId> {
    let result = f.inst_result(phi);
    let mut common: Option<ValueId> = None;
    let mut saw_undef = false;
    for &v in f.inst(phi).operands() {
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
