//! runtime-unroll: unroll a small counted loop by 2 or 4 when its trip
//! count is only known at run time, with the original loop as the epilogue
//! for the remaining trips.
//!
//! Algorithm: LLVM's LoopUnroll with runtime unrolling (`UnrollRuntime`,
//! `UnrollRuntimeLoopRemainder` with the remainder loop after the unrolled
//! one, as clang -O2 does for small loops on x86), on the counted loops of
//! `ir::loops`. The loop `i` from `start` while `i < n` (`i <= n`, `i !=
//! n`) with a single-block body becomes
//!
//! ```text
//! preheader:   trips = n - start; unrolled loop if start < n and trips ≥ UF
//! unroll.ph:   end = start + (trips & -UF)
//! unroll.body: UF copies of the body, bottom-tested: until i == end
//! unroll.exit: → epilogue.ph
//! epilogue.ph: phis: each header phi resumes where the unrolled loop
//!              stopped (or at its start value when it did not run)
//! header:      the original loop, now running the last trips % UF trips
//! ```
//!
//! Copy `k` of the body reads the header's phis as copy `k - 1` leaves
//! them, so every loop-carried value chains through the copies as through
//! UF trips; one exit test per UF trips never misses the end (the argument:
//! `unroll_at_run_time`). Candidates (`plan`): small innermost counted
//! loops with a single-block body, not vector code, not the full
//! unroller's nor a vectorizer's epilogue. Factor: `TINY_BODY`.
//!
//! **Position**: after loop-vectorize, outer-vectorize and slp: the loops
//! left here are the ones the vectorizer refused (mostly for a loop-carried
//! dependence; unrolling its epilogue would be waste), and the copies'
//! adjacent accesses would give slp packs across a dependence whose profit
//! it does not model. cse and adce run after it, so the loads a copy
//! repeats from the previous one (`a[i + 1]` then `a[i]`) merge.
//!
//! Remarks: for each innermost loop, `unrolled by UF at run time (epilogue
//! for the remainder)` or why not.
//!
//! Preconditions: SSA form; loops with dedicated preheaders. Invariants:
//! verified IR, exact def-use lists; the original loop is left as it was,
//! its header's phis taking their start values from `epilogue.ph`.

use rustc_hash::FxHashMap as HashMap;

use super::remark::loop_remark;
use super::utils::clone::copy_inst;
use super::utils::vector::{guard_vector_loop, masked_end, resume_phi, Resume, VectorRange};
use super::{plural, PassOptions, PassResult};
use crate::ir::cfg::Cfg;
use crate::ir::loops::{self, counted_loop, CountedLoop, Loop, LoopInfo};
use crate::ir::{BlockId, Builder, CmpPred, Function, InstId, InstKind, ValueId};

/// The most instructions (terminator excluded) a body may have.
const MAX_BODY: usize = 24;

/// Bodies of at most this many instructions are unrolled by 4, others by 2.
///
/// **Factor**: 4 when the body has at most `TINY_BODY` instructions, else
/// 2. The loop's own overhead is the counter's add, a compare and a branch
/// (three to four instructions): beside a body of eight or fewer it is a
/// third or more of every trip, and four copies take it to under a tenth;
/// for bodies up to `MAX_BODY` (24) two copies already halve it, and the
/// unrolled body stays under about 50 instructions, within the x86 loop
/// buffers and the register budget of the backend's allocator. Larger
/// bodies gain too little to pay for the code.
const TINY_BODY: usize = 8;

/// Loops of a constant trip count up to this are the full unroller's
/// (`unroll::MAX_TRIPS`); a remainder loop of at most this many trips is
/// not worth unrolling either.
const FEW_TRIPS: u64 = 8;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let LoopInfo { cfg, loops, .. } = LoopInfo::of(f);
    let mut remarks = Vec::new();
    let mut unrolled = 0;
    // As in loop-vectorize: the new blocks go in front of a loop's header,
    // which no other innermost loop contains or starts from, so the other
    // loops' analysis stays valid. They are laid out once, at the end.
    let mut placements = Vec::new();
    for lp in loops.iter().filter(|l| !l.has_inner_loop) {
        match plan(f, &cfg, lp) {
            Ok(plan) => {
                remarks.push(loop_remark(
                    f,
                    lp,
                    true,
                    format!(
                        "loop unrolled by {} at run time (the original loop runs the remaining trips)",
                        plan.factor
                    ),
                ));
                placements.push((plan.counted.preheader, unroll_at_run_time(f, &plan)));
                unrolled += 1;
            }
            Err(why) => remarks.push(loop_remark(f, lp, false, format!("loop not unrolled: {why}"))),
        }
    }
    f.place_blocks_after(&placements);
    let left = remarks.len() - unrolled;
    let headline = format!(
        "{unrolled} loop{} unrolled at run time, {left} left as {}",
        plural(unrolled),
        if left == 1 { "it was" } else { "they were" }
    );
    PassResult::with_remarks(headline, remarks)
}

/// A loop the pass unrolls.
struct Plan {
    counted: CountedLoop,
    body: BlockId,
    factor: u32,
}

/// Decide whether `lp` is unrolled, and by how much.
///
/// **Candidates**: innermost counted loops with a single-block body (an
/// `if` inside is refused unless simplifycfg made it a `select`) of at most
/// `MAX_BODY` instructions, without calls (the call costs more than the
/// loop's test and branch; unrolling would only grow the code) or
/// allocas, and not already vector code (the inner loops outer-vectorize
/// made, sized by its own cost model). Loops of a known constant trip count
/// of at most 8 are the full unroller's; the vector loops of
/// loop-vectorize step by VF, so they are not counted loops. Their scalar
/// epilogues are (step 1), but run fewer than VF trips: this pass
/// recognises them by the counter's start value, a phi of the epilogue's
/// preheader one of whose values is the vector loop's end `start + (trips
/// & -K)` (K a power of two: where a loop of K trips at a time stopped,
/// leaving fewer than K), or whose values all leave a known count of at
/// most 8 (the vectorizer's end is a constant when the trip count is). The
/// rule reads the IR, not block names, and is safe whatever it decides:
/// unrolling never changes what a loop computes.
fn plan(f: &mut Function, cfg: &Cfg, lp: &Loop) -> Result<Plan, String> {
    // A vectorized loop is tested at the bottom, which is no counted loop:
    // say what it is (the reason a reader can act on), before that.
    // Of a header and a body, only the body's code counts; a loop of any
    // other shape (a vector loop is one block) is never unrolled, so
    // looking at all its blocks changes only the reason given.
    let code = if lp.blocks.len() == 2 { &lp.blocks[1..] } else { &lp.blocks[..] };
    let vector = |i: &InstId| f.inst(*i).result.is_some_and(|v| f.value_type(v).is_vector());
    if code.iter().any(|&b| f.block(b).insts().iter().any(vector)) {
        return Err("its body is vector code already".into());
    }
    let counted = counted_loop(f, cfg, lp).map_err(|why| format!("not a counted loop: {why}"))?;
    let body = loops::single_body_block(cfg, lp, &counted, "unrolled")?;
    if let Some(trips) = counted.constant_trip_count(f) {
        if trips <= FEW_TRIPS {
            return Err(format!("it makes only {trips} trip{}", plural(trips as usize)));
        }
    }
    // The copies go in front of the header: they may read its phis (which
    // they are given values for) but not its compare.
    if f.users(f.inst_result(counted.compare)).len() != 1 {
        return Err("its exit test is used in the loop".into());
    }
    if is_remainder_loop(f, &counted) {
        return Err("it is the remainder of a loop running several trips at once".into());
    }
    let insts = f.block(body).insts();
    let size = insts.len() - 1;
    for &i in insts {
        match f.inst(i).kind {
            InstKind::Call { .. } => return Err("it makes a call".into()),
            InstKind::Alloca { .. } => return Err("it allocates stack memory".into()),
            InstKind::Phi { .. } => return Err("its body has phis".into()),
            _ => {}
        }
    }
    if size > MAX_BODY {
        return Err(format!("its body has {size} instructions, more than {MAX_BODY}"));
    }
    let factor = if size <= TINY_BODY { 4 } else { 2 };
    Ok(Plan { counted, body, factor })
}

/// Whether `counted` is the scalar remainder behind a loop that ran K trips
/// at a time (see `plan`): its counter starts at a phi of its
/// preheader, one of whose values is such a loop's end, or all of whose
/// values leave at most `FEW_TRIPS` trips.
fn is_remainder_loop(f: &Function, counted: &CountedLoop) -> bool {
    let Some(phi) = f.defining_inst(counted.start) else { return false };
    if !f.inst(phi).kind.is_phi() || f.inst(phi).block != Some(counted.preheader) {
        return false;
    }
    let incoming = f.phi_incoming(phi);
    let few_trips = |v: ValueId| {
        let from_v = CountedLoop { start: v, ..counted.clone() };
        from_v.constant_trip_count(f).is_some_and(|t| t <= FEW_TRIPS)
    };
    incoming.iter().any(|&(v, _)| is_block_end(f, v)) || incoming.iter().all(|&(v, _)| few_trips(v))
}

/// Whether `v` is `start + (trips & -K)`, K a power of two of at least 2:
/// where a loop running K trips at a time stops.
fn is_block_end(f: &Function, v: ValueId) -> bool {
    masked_end(f, v).is_some_and(|(_, m)| m <= -2 && (m as i32).unsigned_abs().is_power_of_two())
}

/// Build the guard and the unrolled loop in front of the plan's loop (see
/// the module header); returns the new blocks, in order, to be laid out
/// after the preheader.
///
/// Copy `k` of the body reads the header's phis as the values copy `k - 1`
/// gives them for the next trip (the phis of `unroll.body` for the first
/// copy), so every loop-carried value — the counter, a reduction, any
/// other recurrence — chains through the copies exactly as through UF
/// trips of the loop; the one exit test per trip compares the counter
/// after the last copy with `end`. The guard and `end` are the loop
/// vectorizer's (`utils::vector::guard_vector_loop` with VF = UF, a power
/// of two): `trips` is computed in i32 and compared unsigned, so with
/// `start < n` the true count `n - start < 2^32` is exact, `start + (trips
/// & -UF) ≤ n` does not overflow, and the unrolled loop runs
/// `trips - trips % UF` trips, a multiple of UF and at least UF, so
/// testing only after every UF-th trip never misses the end. For `i != n`
/// the count is `n - start` modulo 2^32, what the wrapping counter does;
/// for `i <= n` the guard tests `n + 1`, which wraps exactly when `n` is
/// the largest int and the loop never ends: the original loop then runs
/// as written. The copies do the body's work in the program's order, so
/// memory, wrap-around and undefined behaviour are those of the program.
fn unroll_at_run_time(f: &mut Function, plan: &Plan) -> Vec<BlockId> {
    let counted = &plan.counted;
    let (preheader, header, body) = (counted.preheader, counted.header, plan.body);
    let unroll_ph = f.create_block("unroll.ph");
    let unroll_body = f.create_block("unroll.body");
    let unroll_exit = f.create_block("unroll.exit");
    let epilogue_ph = f.create_block("epilogue.ph");
    let VectorRange { end, skippable } = guard_vector_loop(f, counted, plan.factor, unroll_ph, epilogue_ph, "unroll");
    Builder::at_end(f, unroll_ph).br(unroll_body);

    // One phi of the unrolled loop per header phi, entered with its start.
    let header_phis = f.block_phis(header);
    let entry = |f: &Function, phi: InstId, from: BlockId| {
        f.phi_incoming(phi).iter().find(|&&(_, b)| b == from).expect("a header entry").0
    };
    let mut new_phis = Vec::new();
    for &phi in &header_phis {
        let start = entry(f, phi, preheader);
        let ty = f.value_type(start);
        let name = f.value_name(f.inst_result(phi)).map(|n| format!("{n}.unroll")).unwrap_or_default();
        new_phis.push(Builder::at_end(f, unroll_body).phi_inst(ty, &[(start, unroll_ph)], &name));
    }

    // The copies, each reading the values the previous one carries.
    let mut current: Vec<ValueId> = new_phis.iter().map(|&p| f.inst_result(p)).collect();
    let body_insts = f.block(body).insts().to_vec();
    let same_block = |b: BlockId| b;
    for _ in 0..plan.factor {
        let mut values: HashMap<ValueId, ValueId> = HashMap::default();
        for (&phi, &v) in header_phis.iter().zip(&current) {
            values.insert(f.inst_result(phi), v);
        }
        for &i in &body_insts[..body_insts.len() - 1] {
            copy_inst(f, i, unroll_body, &mut values, &same_block);
        }
        current = header_phis
            .iter()
            .map(|&phi| {
                let next = entry(f, phi, counted.latch);
                values.get(&next).copied().unwrap_or(next)
            })
            .collect();
    }
    let iv_index = header_phis.iter().position(|&p| p == counted.iv).expect("the counter is a header phi");
    let more =
        Builder::before_terminator(f, unroll_body).folding().icmp(CmpPred::Ne, current[iv_index], end, "unroll.more");
    Builder::at_end(f, unroll_body).cond_br(more, unroll_body, unroll_exit);
    for (&phi, &next) in new_phis.iter().zip(&current) {
        f.phi_add_incoming(phi, next, unroll_body);
    }
    Builder::at_end(f, unroll_exit).br(epilogue_ph);

    // The original loop resumes where the unrolled one stopped.
    let resume = Resume { preheader, resume_ph: epilogue_ph, from: unroll_exit, skippable };
    for (&phi, &after) in header_phis.iter().zip(&current) {
        let start = entry(f, phi, preheader);
        let name = f.value_name(f.inst_result(phi)).map(|n| format!("{n}.resume"));
        resume_phi(f, &resume, phi, start, after, name);
    }
    Builder::at_end(f, epilogue_ph).br(header);
    vec![unroll_ph, unroll_body, unroll_exit, epilogue_ph]
}
