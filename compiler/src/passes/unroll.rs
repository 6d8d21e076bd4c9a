//! unroll: full unrolling of counted loops with a tiny constant trip count.
//!
//! Algorithm: LLVM's LoopFullUnrollPass (the "full unroll" case of
//! LoopUnroll), on the counted loops of `ir::loops`. A loop that runs a
//! known number T of trips (1 ≤ T ≤ `MAX_TRIPS`), whose body is small
//! enough that T copies stay under `MAX_UNROLLED_SIZE` instructions, is
//! replaced by T copies of its body placed one after the other: copy `t`
//! sees the header's phis as the values they have on trip `t` (the start
//! values for the first copy, the previous copy's latch values after), its
//! jump back to the header goes to the next copy, and the last one jumps
//! to the loop's exit. The header (phis, exit test) disappears; code after
//! the loop reads the phis' final values. With the counter now a constant
//! in each copy, sccp, simplifycfg and instcombine fold what depended on it
//! (`dx != 0`, `(x + dx) % n`): the 3 × 3 neighbourhood loops of a
//! stencil become nine straight-line cells.
//!
//! Loops are unrolled innermost first; a loop whose inner loops have all
//! been unrolled is tried in the next round, so a small nest flattens
//! completely.
//!
//! Conditions: the loop is counted (top-tested, one latch, tested only in
//! its header: the header holds only phis, the compare and the branch), no
//! body block leaves the loop except through the header, it has no inner
//! loop, and its exit compare has no other use.
//!
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! code outside the loop is unchanged except for uses of the header's phis.

use super::utils::clone::copy_inst;
use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::cfg::Cfg;
use crate::ir::loops::{counted_loop, CountedLoop, Loop, LoopInfo, LoopTest};
use rustc_hash::FxHashMap as HashMap;

use crate::ir::{BlockId, Function, SrcLoc, ValueId};

/// The most trips a fully unrolled loop may have.
const MAX_TRIPS: u64 = 8;

/// The most instructions the copies of one loop's body may add up to.
const MAX_UNROLLED_SIZE: usize = 400;

/// How many times the innermost loops are looked for again (a nest of
/// this depth can flatten in one run).
const MAX_ROUNDS: usize = 3;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let mut unrolled = 0;
    let mut copies = 0;
    let mut remarks = Vec::new();
    // The loops left as they were, by header, with why (a loop is looked
    // at again in each round: the last reason counts).
    let mut kept: HashMap<BlockId, Remark> = HashMap::default();
    for _ in 0..MAX_ROUNDS {
        let LoopInfo { cfg, loops, .. } = LoopInfo::of(f);
        let mut this_round = 0;
        // Innermost loops are disjoint: unrolling one leaves the others'
        // blocks and preheaders as they were. The copies are laid out, and
        // the loops' blocks removed, once for all of them.
        let (mut placements, mut dead) = (Vec::new(), Vec::new());
        for lp in loops.iter().filter(|l| !l.has_inner_loop) {
            let loc = loop_loc(f, lp.header);
            match eligible(f, &cfg, lp) {
                Ok((counted, trips)) => {
                    remarks.push(Remark::done(
                        loc,
                        format!("loop fully unrolled ({trips} trip{})", plural(trips as usize)),
                    ));
                    placements.push((counted.preheader, unroll(f, lp, &counted, trips)));
                    dead.extend(&lp.blocks);
                    this_round += 1;
                    copies += trips as usize;
                }
                Err(why) => {
                    kept.insert(lp.header, Remark::missed(loc, format!("loop not unrolled: {why}")));
                }
            }
        }
        f.place_blocks_after(&placements);
        f.remove_blocks(&dead);
        if this_round == 0 {
            break;
        }
        unrolled += this_round;
    }
    let mut kept: Vec<(BlockId, Remark)> = kept.into_iter().collect();
    kept.sort_by_key(|(b, _)| *b);
    remarks.extend(kept.into_iter().map(|(_, r)| r));
    if unrolled == 0 {
        return PassResult { remarks };
    }
    // Each loop is reported where it was: the count is the stage header's.
    let summary = Remark::summary(format!(
        "{unrolled} loop{} fully unrolled ({copies} cop{} of their bodies)",
        plural(unrolled),
        if copies == 1 { "y" } else { "ies" }
    ));
    PassResult { remarks: std::iter::once(summary).chain(remarks).collect() }
}

/// Where a loop is in the source: its exit test (the header's branch).
fn loop_loc(f: &Function, header: BlockId) -> Option<SrcLoc> {
    f.block(header).insts().iter().rev().find_map(|&i| f.inst(i).loc)
}

/// The loop as a counted loop with its trip count, if it is one to unroll;
/// else why not.
fn eligible(f: &mut Function, cfg: &Cfg, lp: &Loop) -> Result<(CountedLoop, u64), String> {
    let counted = counted_loop(f, cfg, lp).map_err(|why| format!("not a counted loop ({why})"))?;
    let trips = counted.constant_trip_count(f).ok_or("trip count unknown")?;
    if trips == 0 {
        return Err("it never runs".into());
    }
    if trips > MAX_TRIPS {
        return Err(format!("too many trips ({trips} > {MAX_TRIPS})"));
    }
    let body = &lp.blocks[1..];
    let size: usize = body.iter().map(|&b| f.block(b).insts().len()).sum();
    if size * trips as usize > MAX_UNROLLED_SIZE {
        return Err(format!("body too large ({trips} copies of {size} instructions > {MAX_UNROLLED_SIZE})"));
    }
    if body.iter().any(|&b| f.successors(b).any(|s| !lp.contains(s))) {
        return Err("it is left from its body".into());
    }
    if f.users(f.inst_result(counted.compare)).len() != 1 {
        return Err("its exit test is used elsewhere".into());
    }
    Ok((counted, trips))
}

/// Replace `lp` by `trips` copies of its body; returns the copies' blocks
/// in order (to be laid out after the preheader). The loop's own blocks
/// are left for the caller to remove.
fn unroll(f: &mut Function, lp: &Loop, counted: &CountedLoop, trips: u64) -> Vec<BlockId> {
    let header = counted.header;
    let body: Vec<BlockId> = lp.blocks[1..].to_vec();
    let first = LoopTest::of(f, lp, header).expect("a counted loop's header branches out").stay;
    let phis = f.block_phis(header);
    // The values of the header's phis on the current trip.
    let mut current: Vec<ValueId> = phis
        .iter()
        .map(|&phi| {
            f.phi_incoming(phi).iter().find(|&&(_, b)| b == counted.preheader).expect("entry from the preheader").0
        })
        .collect();
    // Where the previous copy's jump back to the header must now go.
    let mut jump_from = counted.preheader;
    let mut laid_out = Vec::new();
    for _ in 0..trips {
        let mut values: HashMap<ValueId, ValueId> = HashMap::default();
        for (&phi, &v) in phis.iter().zip(&current) {
            values.insert(f.inst_result(phi), v);
        }
        let blocks = copy_blocks(f, &body, &mut values);
        laid_out.extend(&blocks);
        let copy_of = |b: BlockId| blocks[body.iter().position(|&x| x == b).expect("a body block")];
        retarget(f, jump_from, header, copy_of(first));
        jump_from = copy_of(counted.latch);
        current = phis
            .iter()
            .map(|&phi| {
                let next =
                    f.phi_incoming(phi).iter().find(|&&(_, b)| b == counted.latch).expect("entry from the latch").0;
                values.get(&next).copied().unwrap_or(next)
            })
            .collect();
    }
    // After the last copy: on to the exit, with the phis' final values.
    let exit = counted.exit;
    retarget(f, jump_from, header, exit);
    for &phi in f.block_phis(exit).iter() {
        f.phi_replace_block(phi, header, jump_from);
    }
    for (&phi, &last) in phis.iter().zip(&current) {
        f.replace_all_uses(f.inst_result(phi), last);
    }
    laid_out
}

/// Copy `body` (in reverse post-order, so that every value is copied
/// before its uses but for the header's phis, which `values` maps). Jumps
/// to blocks of the body go to their copies; jumps to the header stay (the
/// caller retargets them).
fn copy_blocks(f: &mut Function, body: &[BlockId], values: &mut HashMap<ValueId, ValueId>) -> Vec<BlockId> {
    let blocks: Vec<BlockId> = body
        .iter()
        .map(|&b| {
            let name = f.block_name(b).to_string();
            f.create_block(name)
        })
        .collect();
    let block_map = |b: BlockId| body.iter().position(|&x| x == b).map_or(b, |k| blocks[k]);
    for (&b, &copy) in body.iter().zip(&blocks) {
        for i in f.block(b).insts().to_vec() {
            copy_inst(f, i, copy, values, &block_map);
        }
    }
    blocks
}

/// Make `from`'s jump to `old` go to `new`.
fn retarget(f: &mut Function, from: BlockId, old: BlockId, new: BlockId) {
    let term = f.terminator(from).expect("a block ends in a terminator");
    f.replace_successor(term, old, new);
}
