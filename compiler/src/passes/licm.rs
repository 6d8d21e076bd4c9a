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
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! instructions only move, and only to preheaders (which dominate their
//! loops, so every use stays dominated).

use super::{plural, PassOptions, PassResult};
use crate::ir::alias::Location;
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::loops::{natural_loops, preheader, Loop};
use crate::ir::{BinOp, BlockId, EntityMap, EntitySet, Function, InstId, InstKind, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let cfg = Cfg::compute(f);
    let dom = DomTree::compute(&cfg);
    let loops = natural_loops(&cfg, &dom);
    // Which loop is being worked on claims its blocks here, so that each
    // loop costs its own size, not the function's.
    let mut member = EntityMap::from_elem(u32::MAX, f.block_capacity());
    let mut hoisted_flags = EntitySet::with_capacity(f.num_insts());
    let mut hoisted = 0;
    for (k, lp) in loops.iter().enumerate() {
        let k = k as u32;
        for &b in &lp.blocks {
            member[b] = k;
        }
        let in_loop = |b: BlockId| member[b] == k;
        let Some(preheader) = preheader(f, &cfg, lp.header, in_loop) else { continue };
        let moved = invariant_instructions(f, lp, in_loop, &mut hoisted_flags);
        if moved.is_empty() {
            continue;
        }
        let at = f.block(preheader).insts().len() - 1;
        f.move_insts(&moved, preheader, at);
        hoisted += moved.len();
    }
    if hoisted == 0 {
        return PassResult::default();
    }
    PassResult::changed(format!("{hoisted} loop-invariant instruction{} hoisted", plural(hoisted)))
}

/// How many instructions one of the pass's summary lines reports hoisted.
pub fn hoisted_in_summary(line: &str) -> Option<usize> {
    line.split_once(": ")?.1.strip_suffix(" hoisted")?.split(' ').next()?.parse().ok()
}

/// The instructions of the loop that can move to its preheader, in an
/// order where each comes after the ones it uses. `hoisted` is empty on
/// entry and on return.
fn invariant_instructions(f: &Function, lp: &Loop, in_loop: impl Fn(BlockId) -> bool, hoisted: &mut EntitySet<InstId>) -> Vec<InstId> {
    let memory = LoopMemory::of(f, lp);
    let mut moved = Vec::new();
    for &b in &lp.blocks {
        for &i in f.block(b).insts() {
            let invariant = |v: &ValueId| match f.defining_inst(*v) {
                Some(d) => hoisted.contains(d) || !f.inst(d).block.is_some_and(&in_loop),
                None => true,
            };
            if f.inst(i).operands().iter().all(invariant) && safe_to_hoist(f, lp, i, &memory) {
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
        InstKind::Binary(_)
        | InstKind::Icmp(_)
        | InstKind::Select
        | InstKind::Cast(_)
        | InstKind::Gep { .. }
        | InstKind::ExtractElement
        | InstKind::InsertElement
        | InstKind::ShuffleVector { .. } => true,
        InstKind::Load => {
            let (ptr, size) = (data.operands()[0], f.value_type(f.inst_result(i)).alloc_size());
            memory.load_is_invariant(f, ptr, size) && (Location::of(f, ptr, size).is_dereferenceable(f) || data.block == Some(lp.header))
        }
        _ => false,
    }
}

/// What the loop does to memory: whether it calls anything, and where it
/// stores.
struct LoopMemory {
    calls: bool,
    stored: Vec<Location>,
}

impl LoopMemory {
    fn of(f: &Function, lp: &Loop) -> LoopMemory {
        let mut memory = LoopMemory { calls: false, stored: Vec::new() };
        for &b in &lp.blocks {
            for &i in f.block(b).insts() {
                match f.inst(i).kind {
                    InstKind::Call { .. } => memory.calls = true,
                    InstKind::Store => {
                        let [value, ptr] = [f.inst(i).operands()[0], f.inst(i).operands()[1]];
                        memory.stored.push(Location::of(f, ptr, f.value_type(value).alloc_size()));
                    }
                    _ => {}
                }
            }
        }
        memory
    }

    /// Whether a load of `size` bytes through `ptr` reads the same memory
    /// on every trip.
    fn load_is_invariant(&self, f: &Function, ptr: ValueId, size: u64) -> bool {
        let read = Location::of(f, ptr, size);
        !self.calls && self.stored.iter().all(|s| !s.may_overlap(&read))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        assert_eq!(super::hoisted_in_summary("main: 3 loop-invariant instructions hoisted"), Some(3));
        assert_eq!(super::hoisted_in_summary("main: removed 2 instructions"), None);
    }
}
