//! licm: loop-invariant code motion.
//!
//! Algorithm: the hoisting half of LLVM's LICM (after Aho, Sethi & Ullman,
//! "Compilers", §10.7, loop-invariant computations). Loops are the natural
//! loops of `ir::loops` (those of the back edges, one per header),
//! visited innermost first. A loop
//! needs a *preheader*: the header's only predecessor outside the loop,
//! ending in a jump to it (lowering and simplifycfg leave one). Walking
//! the loop's blocks in reverse post-order, an instruction whose operands
//! are all defined outside the loop (or hoisted already) moves to the end
//! of the preheader, before its jump, when moving it is safe even if it
//! would not have run:
//!
//! - arithmetic, compares, selects, casts, addresses (`getelementptr`) and vector
//!   lane operations, which have no effect but their value; a division or
//!   remainder only by a constant other than 0 and -1 (any other may trap);
//! - a load from a stack slot, a parameter's pointer (a captured
//!   variable) or a global, which is always valid to read, when the loop
//!   makes no call and stores to nothing that may be that memory (as
//!   `ir::alias` decides: two different slots of the function never
//!   overlap, and a pointer the function received cannot point into its
//!   own frame; anything else may alias);
//! - on the same conditions, a load of any address in the loop's header
//!   (`while c >= weight[i]`): the header runs whenever the preheader
//!   does, so the load is not speculated, only done once instead of on
//!   every trip (LLVM's "guaranteed to execute"). The loop makes no call,
//!   so nothing before the load in the header can leave the program.
//!
//! An inner loop's hoisted code lands in its preheader, which belongs to
//! the enclosing loop, so the enclosing loop's turn can hoist it further.
//!
//! Remarks: per loop, how many instructions were hoisted (naming the
//! variables loaded); per load whose address is invariant but which
//! stays, the condition above it fails (a call, a store that may write
//! it, a load not run on every trip), at the load.
//!
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! instructions only move, and only to preheaders (which dominate their
//! loops, so every use stays dominated).

use super::remark::loop_remark;
use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::alias::{self, Location};
use crate::ir::loops::{preheader, Loop, LoopInfo};
use crate::ir::{BinOp, BlockId, EntityMap, EntitySet, Function, InstId, InstKind, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let LoopInfo { cfg, loops, .. } = LoopInfo::of(f);
    if loops.is_empty() {
        return PassResult::default();
    }
    let effects = BlockEffects::of(f);
    // Which loop is being worked on claims its blocks here, so that each
    // loop costs its own size, not the function's.
    let mut member = EntityMap::from_elem(u32::MAX, f.block_capacity());
    let mut hoisted_flags = EntitySet::with_capacity(f.num_insts());
    let mut hoisted = 0;
    let mut remarks = Vec::new();
    // A load left in an inner loop is in its outer loops too: one remark.
    let mut explained = EntitySet::with_capacity(f.num_insts());
    // The loops worked on (those with a preheader).
    let mut worked_on = vec![false; loops.len()];
    for (k, lp) in loops.iter().enumerate() {
        // What stays in a nested loop worked on already stays in this one
        // too (it uses a value the nested loop computes, or may not move
        // for a reason this loop shares), so only the other blocks are
        // scanned: a nest costs its size, not its size times its depth.
        let own: Vec<BlockId> =
            lp.blocks.iter().copied().filter(|&b| member[b] == u32::MAX || !worked_on[member[b] as usize]).collect();
        let k = k as u32;
        for &b in &lp.blocks {
            member[b] = k;
        }
        let in_loop = |b: BlockId| member[b] == k;
        let Some(preheader) = preheader(f, &cfg, lp.header, in_loop) else { continue };
        worked_on[k as usize] = true;
        let memory = LoopMemory::of(lp, &effects);
        let moved = invariant_instructions(f, lp, &own, &memory, &in_loop, &mut hoisted_flags);
        let left = loads_left(f, lp, &own, &memory, in_loop, &moved, &mut explained);
        if moved.is_empty() {
            remarks.extend(left);
            continue;
        }
        remarks.push(loop_remark(f, lp, true, hoisted_message(f, &moved)));
        remarks.extend(left);
        let at = f.block(preheader).insts().len() - 1;
        f.move_insts(&moved, preheader, at);
        hoisted += moved.len();
    }
    PassResult::with_remarks(format!("{hoisted} loop-invariant instruction{} hoisted", plural(hoisted)), remarks)
}

/// How many instructions one of the pass's summaries reports hoisted (its
/// first line; the lines after it are per loop).
pub fn hoisted_in_summary(summary: &str) -> Option<usize> {
    summary.lines().next()?.split_once(": ")?.1.strip_suffix(" hoisted")?.split(' ').next()?.parse().ok()
}

/// `hoisted 3 instructions (a load of 'n') out of the loop`: the loads
/// named, as they are what a reader can find in the source.
fn hoisted_message(f: &Function, moved: &[InstId]) -> String {
    let loads: Vec<String> =
        moved.iter().filter(|&&i| matches!(f.inst(i).kind, InstKind::Load)).map(|&i| variable(f, i)).collect();
    let mut names: Vec<&str> = Vec::new();
    for name in &loads {
        if !names.contains(&name.as_str()) {
            names.push(name);
        }
    }
    let which = match loads.len() {
        0 => String::new(),
        1 => format!(" (a load of {})", loads[0]),
        n => format!(" ({n} loads of {})", names.join(", ")),
    };
    format!("hoisted {} instruction{}{which} out of the loop", moved.len(), plural(moved.len()))
}

/// The variable a load or store accesses, quoted (`'a'`), or "memory".
fn variable(f: &Function, i: InstId) -> String {
    let data = f.inst(i);
    let ptr = if matches!(data.kind, InstKind::Store) { data.operands()[1] } else { data.operands()[0] };
    match alias::variable_name(f, ptr) {
        Some(name) => format!("'{name}'"),
        None => "memory".to_string(),
    }
}

/// Why the loads of the loop whose address is invariant stay in it (at
/// each load's position); one remark per load, for its innermost loop.
fn loads_left(
    f: &Function,
    lp: &Loop,
    own: &[BlockId],
    memory: &LoopMemory,
    in_loop: impl Fn(BlockId) -> bool,
    moved: &[InstId],
    explained: &mut EntitySet<InstId>,
) -> Vec<Remark> {
    let outside = |v: ValueId| match f.defining_inst(v) {
        Some(d) => moved.contains(&d) || !f.inst(d).block.is_some_and(&in_loop),
        None => true,
    };
    let mut remarks = Vec::new();
    for &b in own {
        for &i in f.block(b).insts() {
            let data = f.inst(i);
            if !matches!(data.kind, InstKind::Load)
                || moved.contains(&i)
                || !outside(data.operands()[0])
                || explained.contains(i)
            {
                continue;
            }
            explained.insert(i);
            let why = memory.why_load_stays(f, lp, i);
            let at = data.loc.or_else(|| loop_remark(f, lp, false, String::new()).loc);
            remarks.push(
                Remark::missed(at, format!("load of {} not hoisted: {why}", variable(f, i))).in_block(f.block_name(b)),
            );
        }
    }
    remarks
}

/// The instructions of the loop's blocks `own` (in reverse post-order)
/// that can move to its preheader, in an order where each comes after the
/// ones it uses. `hoisted` is empty on entry and on return.
fn invariant_instructions(
    f: &Function,
    lp: &Loop,
    own: &[BlockId],
    memory: &LoopMemory,
    in_loop: &impl Fn(BlockId) -> bool,
    hoisted: &mut EntitySet<InstId>,
) -> Vec<InstId> {
    let mut moved = Vec::new();
    for &b in own {
        for &i in f.block(b).insts() {
            let invariant = |v: &ValueId| match f.defining_inst(*v) {
                Some(d) => hoisted.contains(d) || !f.inst(d).block.is_some_and(in_loop),
                None => true,
            };
            if f.inst(i).operands().iter().all(invariant) && safe_to_hoist(f, lp, i, memory) {
                hoisted.insert(i);
                moved.push(i);
            }
        }
    }
    for &i in &moved {
        hoisted.remove(i);
    }
    moved
}

/// Whether `i` may run in the preheader even where it would not have run.
fn safe_to_hoist(f: &Function, lp: &Loop, i: InstId, memory: &LoopMemory) -> bool {
    let data = f.inst(i);
    match data.kind {
        InstKind::Binary(op) if op.may_trap() => {
            let divisor = f.as_const(data.operands()[1]);
            matches!(divisor, Some(d) if d != 0 && d != -1) && matches!(op, BinOp::SDiv | BinOp::SRem)
        }
        ref kind if kind.is_pure_value() => true,
        InstKind::Load => {
            let (ptr, size) = (data.operands()[0], f.value_type(f.inst_result(i)).alloc_size());
            memory.load_is_invariant(f, ptr, size)
                && (Location::of(f, ptr, size).is_dereferenceable(f) || data.block == Some(lp.header))
        }
        _ => false,
    }
}

/// What the loop does to memory: whether it calls anything, and where it
/// stores (with the store, to name it in remarks).
struct LoopMemory {
    calls: bool,
    stored: Vec<(Location, InstId)>,
}

/// What each block does to memory, gathered once: licm moves no call and
/// no store, so it stays true while the pass runs, and a loop's memory is
/// read from its blocks' without walking their instructions again.
#[derive(Clone, Default)]
struct BlockEffects {
    calls: bool,
    stored: Vec<(Location, InstId)>,
}

impl BlockEffects {
    fn of(f: &Function) -> EntityMap<BlockId, BlockEffects> {
        let mut effects: EntityMap<BlockId, BlockEffects> =
            EntityMap::from_elem(BlockEffects::default(), f.block_capacity());
        for (b, i) in f.insts_in_layout() {
            match f.inst(i).kind {
                InstKind::Call { .. } => effects[b].calls = true,
                InstKind::Store => {
                    let [value, ptr] = [f.inst(i).operands()[0], f.inst(i).operands()[1]];
                    effects[b].stored.push((Location::of(f, ptr, f.value_type(value).alloc_size()), i));
                }
                _ => {}
            }
        }
        effects
    }
}

impl LoopMemory {
    fn of(lp: &Loop, effects: &EntityMap<BlockId, BlockEffects>) -> LoopMemory {
        let mut memory = LoopMemory { calls: false, stored: Vec::new() };
        for &b in &lp.blocks {
            memory.calls |= effects[b].calls;
            memory.stored.extend_from_slice(&effects[b].stored);
        }
        memory
    }

    /// Whether a load of `size` bytes through `ptr` reads the same memory
    /// on every trip.
    fn load_is_invariant(&self, f: &Function, ptr: ValueId, size: u64) -> bool {
        let read = Location::of(f, ptr, size);
        !self.calls && self.stored.iter().all(|(s, _)| !s.may_overlap(&read))
    }

    /// Why load `i`, whose address is invariant, stays in the loop: the
    /// first of `safe_to_hoist`'s conditions it fails.
    fn why_load_stays(&self, f: &Function, lp: &Loop, i: InstId) -> String {
        if self.calls {
            return "calls in the loop may write memory".to_string();
        }
        let (ptr, size) = (f.inst(i).operands()[0], f.value_type(f.inst_result(i)).alloc_size());
        let read = Location::of(f, ptr, size);
        if let Some(&(_, store)) = self.stored.iter().find(|(s, _)| s.may_overlap(&read)) {
            let (loaded, stored) = (variable(f, i), variable(f, store));
            if loaded == stored {
                return format!("the loop stores to {stored}");
            }
            return format!("a store to {stored} in the loop may write it");
        }
        if f.inst(i).block != Some(lp.header) {
            return "it does not run on every trip, and might fault if moved out".to_string();
        }
        "it cannot move".to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        assert_eq!(super::hoisted_in_summary("main: 3 loop-invariant instructions hoisted"), Some(3));
        assert_eq!(
            super::hoisted_in_summary(
                "main: 1 loop-invariant instruction hoisted\n  7:5: hoisted 1 instruction out of the loop"
            ),
            Some(1)
        );
        assert_eq!(super::hoisted_in_summary("main: removed 2 instructions"), None);
    }
}
