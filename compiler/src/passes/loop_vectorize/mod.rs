//! loop-vectorize: run VF trips of an innermost counted loop at once, one
//! trip per vector lane.
//!
//! Algorithm: the inner-loop vectorizer of LLVM's LoopVectorize (legality,
//! cost model, then widening every instruction by the vectorization
//! factor VF), on the counted loops of `ir::loops`. VF is the number of
//! `i32` lanes of the target's vector registers: 4 on x86-64-v2, 8 on AVX2.
//!
//! **Legality** (`plan`, `classify`): the loop is innermost and counted
//! (`i` from `start` while `i < n`, `i <= n` or `i != n`, stepped by 1),
//! with one body block (simplifycfg has made the small `if`s `select`s).
//! Every other header phi is a *reduction* (`reduction`: Padua & Wolfe,
//! CACM 1986, and LLVM's RecurrenceDescriptor), `+ * & | ^`, min/max, or
//! a bool `&&`/`||` chain; accesses are consecutive (`a[i + c]`), and
//! their order is kept (`check_dependences`: Allen & Kennedy's distance
//! test, arrays told apart by `ir::alias`, no run-time alias checks).
//!
//! **Cost model** (`cost`): per trip, scalar cost against vector cost /
//! VF, each instruction weighed by what the backend makes of it; loops
//! with a constant trip count below VF stay scalar. Loops with a reduction
//! run two interleaved copies of the vector body (LLVM's IC).
//!
//! **Transformation** (`vectorize`): the original loop becomes the scalar
//! epilogue; in front of it:
//!
//! ```text
//! preheader:  trips = n - start; vector loop if start < n and trips ≥ W
//! vec.ph:     end = start + (trips & -W); splats of invariants
//! vec.body:   IC copies of VF lanes, bottom-tested: i += W until i == end
//! vec.middle: combine each reduction's lanes
//! scalar.ph:  phis: i and the reductions resume where the vector loop
//!             stopped (or at their start values when it did not run)
//! ```
//!
//! Remarks: for each innermost loop, how it was vectorized or why not, as
//! LLVM's `-Rpass=loop-vectorize` and `-Rpass-missed`.
//! Preconditions: SSA form; loops with dedicated preheaders (lowering makes
//! them). Invariants: verified IR, exact def-use lists; the original loop
//! is left as it was, its header's phis taking their start values from
//! `scalar.ph`.

mod cost;
mod legality;
mod reduction;
mod widen;

use rustc_hash::FxHashMap as HashMap;

use super::remark::{loop_remark, shown};
use super::{plural, PassOptions, PassResult};
use crate::ir::cfg::{remove_unreachable_blocks, Cfg};
use crate::ir::loops::{self, counted_loop, CountedLoop, Loop, LoopInfo};
use crate::ir::{BlockId, Function, InstId, ValueId};
use cost::{costs, interleave_count};
use legality::{check_addresses, check_dependences, classify, Form};
use reduction::{reduction, Reduction};
use widen::vectorize;

pub fn run(f: &mut Function, options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() || options.sanitizing {
        return PassResult::default();
    }
    let vf = options.vector_bits / 32;
    let LoopInfo { cfg, loops, .. } = LoopInfo::of(f);
    let mut remarks = Vec::new();
    let mut vectorized = 0;
    // Vectorizing a loop adds blocks only in front of its header, which
    // the other innermost loops neither contain nor start from: their
    // analysis stays valid. The new blocks are laid out once, at the end.
    let mut placements = Vec::new();
    let mut epilogues_cut = false;
    for lp in loops.iter().filter(|l| !l.has_inner_loop) {
        match plan(f, &cfg, lp, vf) {
            Ok(plan) => {
                let (blocks, cut) = vectorize(f, &plan);
                let no_epilogue = if cut { ", no scalar epilogue" } else { "" };
                remarks.push(loop_remark(f, lp, true, format!("loop vectorized: {}{no_epilogue}", plan.describe())));
                placements.push((plan.counted.preheader, blocks));
                epilogues_cut |= cut;
                vectorized += 1;
            }
            Err(why) => remarks.push(loop_remark(f, lp, false, format!("loop not vectorized: {why}"))),
        }
    }
    f.place_blocks_after(&placements);
    if epilogues_cut {
        remove_unreachable_blocks(f);
    }
    let scalar = remarks.len() - vectorized;
    PassResult::with_remarks(
        format!("{vectorized} loop{} vectorized, {scalar} left scalar", plural(vectorized)),
        remarks,
    )
}

/// How many loops one of the pass's summaries reports vectorized.
pub fn vectorized_in_summary(summary: &str) -> Option<usize> {
    let first = summary.lines().next()?;
    first.split_once(": ").map_or(first, |(_, rest)| rest).split(" loop").next()?.parse().ok()
}

/// A loop the pass will vectorize, and how.
struct Plan {
    counted: CountedLoop,
    body: BlockId,
    vf: u32,
    /// The interleave count: how many copies of the vector body one trip
    /// of the vector loop runs (1 or 2).
    ic: u32,
    forms: Vec<(InstId, Form)>,
    reductions: Vec<Reduction>,
    scalar_cost: u32,
    vector_cost: u32,
}

impl Plan {
    fn describe(&self) -> String {
        let mut text = format!("VF {}", self.vf);
        if self.ic > 1 {
            text += &format!(", interleaved {}", self.ic);
        }
        if !self.reductions.is_empty() {
            let kinds: Vec<&str> = self.reductions.iter().map(|r| r.kind.symbol()).collect();
            text += &format!(", {} reduction{} ({})", kinds.len(), plural(kinds.len()), kinds.join(", "));
        }
        text + &format!(
            ", cost {} per trip scalar, {} per {} trips vector",
            self.scalar_cost, self.vector_cost, self.vf
        )
    }
}

/// Decide whether and how `lp` is vectorized.
///
/// **Legality.** The loop must be innermost and counted (`i` from `start`
/// while `i < n`, `i <= n` or `i != n`, stepped by 1, `n` invariant; `i <=
/// n` is run as `i < n + 1`, and when that wraps, because `n` is the
/// largest int and the loop never ends, the guard `vectorize` builds
/// fails), with one body block (what is left of an `if` after
/// simplifycfg's if-conversion is a `select`). Every other header phi must
/// be a reduction (see `reduction`).
fn plan(f: &mut Function, cfg: &Cfg, lp: &Loop, vf: u32) -> Result<Plan, String> {
    let counted = counted_loop(f, cfg, lp).map_err(|why| format!("not a counted loop: {why}"))?;
    let body = loops::single_body_block(cfg, lp, &counted, "vectorized")?;
    if let Some(trips) = counted.constant_trip_count(f) {
        if trips < u64::from(vf) {
            return Err(format!("it makes only {trips} trip{}, fewer than {vf} lanes", plural(trips as usize)));
        }
    }
    let iv = f.inst_result(counted.iv);
    let mut reductions = Vec::new();
    for phi in f.block_phis(counted.header) {
        if phi != counted.iv {
            reductions.push(reduction(f, lp, &counted, phi)?);
        }
    }
    let mut forms: Vec<(InstId, Form)> = Vec::new();
    let mut form_of: HashMap<ValueId, Form> = HashMap::default();
    form_of.insert(iv, Form::Scalar);
    for r in &reductions {
        form_of.insert(f.inst_result(r.phi), Form::Vector);
    }
    let insts = f.block(body).insts().to_vec();
    for &i in &insts[..insts.len() - 1] {
        let form = classify(f, lp, &counted, i, &form_of)?;
        if let Some(v) = f.inst(i).result {
            form_of.insert(v, form);
        }
        forms.push((i, form));
    }
    for step in reductions.iter().flat_map(|r| &r.bool_steps) {
        if !matches!(form_of.get(&step.x), Some(Form::Vector | Form::Consecutive)) {
            return Err(format!("{} is the same in every lane of a bool reduction", shown(f, step.x)));
        }
    }
    check_addresses(f, &forms)?;
    check_dependences(f, lp, &counted, &forms, vf)?;
    let (scalar_cost, vector_cost) = costs(f, &forms);
    if vector_cost >= scalar_cost * vf {
        return Err(format!("not worth it: cost {scalar_cost} per trip scalar, {vector_cost} per {vf} trips vector"));
    }
    let ic = interleave_count(f, &counted, vf, !reductions.is_empty(), vector_cost);
    Ok(Plan { counted, body, vf, ic, forms, reductions, scalar_cost, vector_cost })
}
