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
//! **Cost model** (`costs`): per trip, scalar cost against vector cost /
//! VF, each instruction weighed by what the backend makes of it (a
//! `pmulld` is slower than a `paddd`, an `i8` multiply takes eight
//! instructions); loops with a constant trip count below VF stay scalar.
//! Loops with a reduction run two interleaved copies of the vector body
//! (`interleave_count`, LLVM's IC).
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
//!
//! Preconditions: SSA form; loops with dedicated preheaders (lowering makes
//! them). Invariants: verified IR, exact def-use lists; the original loop
//! is left as it was, its header's phis taking their start values from
//! `scalar.ph`.

use rustc_hash::FxHashMap as HashMap;

use super::remark::{loop_remark, shown};
use super::utils::cost::{binary_costs, vector_divisor};
use super::utils::vector::{
    emit, fold_constants, guard_vector_loop, lane_type_ok, resume_phi, splat, Resume, VectorRange,
};
use super::{plural, PassOptions, PassResult};
use crate::ir::alias::{self, Root};
use crate::ir::cfg::{remove_unreachable_blocks, Cfg};
use crate::ir::loops::{self, counted_loop, CountedLoop, Loop, LoopInfo};
use crate::ir::{BinOp, BlockId, CastOp, CmpPred, Function, InstId, InstKind, Type, ValueId};

pub fn run(f: &mut Function, options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() || options.sanitizing {
        return PassResult::default();
    }
    let vf = options.vector_bits / 32;
    let LoopInfo { cfg, loops, .. } = LoopInfo::compute(f);
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

// ----- legality -----

/// What a reduction combines its lanes with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ReductionKind {
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    /// `&&` and `||` of bools: lanes of 0 or -1 in an `i32` vector.
    BoolAnd,
    BoolOr,
}

impl ReductionKind {
    fn of_binary(op: BinOp) -> Option<ReductionKind> {
        Some(match op {
            BinOp::Add | BinOp::Sub => ReductionKind::Add,
            BinOp::Mul => ReductionKind::Mul,
            BinOp::And => ReductionKind::And,
            BinOp::Or => ReductionKind::Or,
            BinOp::Xor => ReductionKind::Xor,
            BinOp::SDiv | BinOp::SRem => return None,
        })
    }

    fn symbol(self) -> &'static str {
        match self {
            ReductionKind::Add => "+",
            ReductionKind::Mul => "*",
            ReductionKind::And => "&",
            ReductionKind::Or => "|",
            ReductionKind::Xor => "^",
            ReductionKind::SMin => "min",
            ReductionKind::SMax => "max",
            ReductionKind::BoolAnd => "&&",
            ReductionKind::BoolOr => "||",
        }
    }

    /// The value a lane starts from that leaves the result unchanged.
    fn identity(self) -> Option<i64> {
        match self {
            ReductionKind::Add | ReductionKind::Or | ReductionKind::Xor => Some(0),
            ReductionKind::Mul => Some(1),
            ReductionKind::And => Some(-1),
            // min, max, `&&` and `||` are idempotent: every lane starts
            // from `start`.
            ReductionKind::SMin | ReductionKind::SMax | ReductionKind::BoolAnd | ReductionKind::BoolOr => None,
        }
    }

    fn binary(self) -> Option<BinOp> {
        match self {
            ReductionKind::Add => Some(BinOp::Add),
            ReductionKind::Mul => Some(BinOp::Mul),
            ReductionKind::And => Some(BinOp::And),
            ReductionKind::Or => Some(BinOp::Or),
            ReductionKind::Xor => Some(BinOp::Xor),
            ReductionKind::BoolAnd => Some(BinOp::And),
            ReductionKind::BoolOr => Some(BinOp::Or),
            ReductionKind::SMin | ReductionKind::SMax => None,
        }
    }
}

/// A reduction phi of the header.
#[derive(Clone, Debug)]
struct Reduction {
    phi: InstId,
    kind: ReductionKind,
    start: ValueId,
    /// Its value for the next trip (from the latch).
    next: ValueId,
    /// For `&&` and `||`: the steps of the chain, in order.
    bool_steps: Vec<BoolStep>,
}

/// One step `acc' = acc && x` (or `||`, or with `!x`) of a bool
/// reduction's chain, whatever instruction makes it (`and`, `or`, or a
/// `select` with a constant arm).
#[derive(Copy, Clone, Debug)]
struct BoolStep {
    inst: InstId,
    /// The chain value the step combines.
    acc: ValueId,
    x: ValueId,
    negated: bool,
}

/// How one body instruction is vectorized.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Form {
    /// The same in every lane (computed from loop invariants only):
    /// computed once per vector trip, as in the scalar loop.
    Uniform,
    /// Affine in `i` (`ir::loops::affine`): computed once per vector trip
    /// for lane 0; lane `k` adds `k` times its scale.
    Scalar,
    /// `load`/`store` of VF consecutive elements.
    Consecutive,
    /// Widened to a vector of VF lanes.
    Vector,
}

/// A memory access of the body.
#[derive(Clone, Debug)]
struct Access {
    is_store: bool,
    /// The pointer the address is computed from, and the byte offset of
    /// lane 0's element from it when `i` is 0 (constants only).
    base: ValueId,
    offset: i64,
    /// The loop-invariant value added to the index, if any.
    invariant: Option<ValueId>,
    size: i64,
    /// Whether the address steps with `i` (a consecutive access) or stays.
    consecutive: bool,
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
/// fails), with one body block (what is left of an `if` after simplifycfg's if-conversion is a
/// `select`). Every other header phi must be a reduction (see `reduction`).
fn plan(f: &mut Function, cfg: &Cfg, lp: &Loop, vf: u32) -> Result<Plan, String> {
    let counted = counted_loop(f, cfg, lp).map_err(|why| format!("not a counted loop: {why}"))?;
    let [_, body] = lp.blocks[..] else {
        return Err(format!(
            "its body branches ({} blocks); only a body without branches is vectorized",
            lp.blocks.len() - 1
        ));
    };
    if body != counted.latch || cfg.preds(body) != [counted.header] {
        return Err("its body is not a single block".into());
    }
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

/// The largest vector body cost interleaved: twice LLVM's
/// `small-loop-cost` (20), so that two copies keep their values in the 16
/// vector registers.
const MAX_INTERLEAVED_COST: u32 = 40;

/// How many copies of the vector body one vector trip runs (below): 2
/// when the loop has a reduction (two accumulators halve the chain of
/// dependent operations each trip waits on) and its body is not large; 1
/// otherwise, and when the loop makes too few trips for even one
/// interleaved trip.
///
/// **Interleaving** (LLVM's interleave count, IC): the vector loop runs
/// IC = 2 copies of the vector body per trip, 2·VF scalar trips, when the
/// loop has a reduction and its vector body costs at most 40 (each
/// reduction then keeps two accumulators, so consecutive adds do not wait
/// on each other, as clang's two `paddd` chains); never when a constant
/// trip count is below 2·VF. LLVM also interleaves small bodies without
/// a reduction, to spread the counter, compare and branch over more
/// elements; here that does not pay (the saxpy-loop benchmark slowed):
/// once an address has two users (copy 0's access and copy 1's
/// `+ VF` elements) the backend computes it with `movslq` + `leaq`
/// instead of folding the index into each access, which costs what the
/// shared loop overhead saves. Copy `k` runs the trips `vec.i + k·VF …` after copy
/// `k - 1`: that is the order of two VF-wide vector trips one after the
/// other, so the dependence test for VF covers it. Its addresses are
/// copy 0's plus `k·VF` elements: every address feeds only loads and
/// stores the scalar loop makes, so both indexes are in bounds and cannot
/// have wrapped apart. The copies' accumulators start from the identity
/// (min/max: the start value) and are combined lane by lane in
/// `vec.middle` before the horizontal reduction. The guard and the vector
/// trip count use 2·VF, so the scalar epilogue runs up to 2·VF − 1 trips
/// (no second, VF-wide vector epilogue: not done).
fn interleave_count(f: &Function, counted: &CountedLoop, vf: u32, has_reduction: bool, vector_cost: u32) -> u32 {
    let pays = has_reduction && vector_cost <= MAX_INTERLEAVED_COST;
    let enough_trips = counted.constant_trip_count(f).is_none_or(|trips| trips >= u64::from(2 * vf));
    if pays && enough_trips {
        2
    } else {
        1
    }
}

/// Whether `v` is the same in every lane: loop-invariant, or computed in
/// the loop from invariants only.
fn is_uniform(f: &Function, lp: &Loop, form_of: &HashMap<ValueId, Form>, v: ValueId) -> bool {
    loops::is_invariant(f, lp, v) || form_of.get(&v) == Some(&Form::Uniform)
}

/// How body instruction `i` is vectorized, or why it cannot be.
///
/// In the body:
/// - an `i32` value affine in `i` (`ir::loops::affine`) or computed from
///   loop invariants only stays scalar, computed once per vector trip; as
///   a vector it is the splat of that scalar plus `<0, s, 2s, …>`;
/// - `a[idx]` with `idx` affine of scale 1 (unit stride: `a[i + c]`,
///   `a[r * 128 + i]`) is a consecutive access: one vector load or store
///   at the address of lane 0. Another stride would need a gather and
///   stops vectorization; so do a store to an invariant address, calls,
///   and divisions by a variable or by a constant the backend cannot
///   divide vectors by (x86 has no vector division: `isel::vector` divides
///   by 2^k with shifts and by other constants with a multiply-high; see
///   `utils::cost::vector_divisor`);
/// - a load from an invariant address no store of the loop may reach
///   stays scalar; everything else is widened to `<VF x T>` (`i32`, `i8`
///   and `i1` lanes).
fn classify(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    i: InstId,
    form_of: &HashMap<ValueId, Form>,
) -> Result<Form, String> {
    let data = f.inst(i);
    let ops = data.operands();
    let all_uniform = ops.iter().all(|&v| is_uniform(f, lp, form_of, v));
    let shown = |v: ValueId| shown(f, v);
    match data.kind {
        InstKind::Gep { .. } => {
            if !loops::is_invariant(f, lp, ops[0]) {
                return Err(format!(
                    "the address {} is not an array of the loop's invariants",
                    shown(data.result.unwrap())
                ));
            }
            if all_uniform {
                return Ok(Form::Uniform);
            }
            if loops::affine(f, lp, counted, ops[1]).is_some() {
                return Ok(Form::Scalar);
            }
            Err(format!("the index {} is not affine in the loop counter (a gather)", shown(ops[1])))
        }
        InstKind::Load => {
            if is_uniform(f, lp, form_of, ops[0]) {
                return Ok(Form::Uniform);
            }
            if consecutive_index(f, lp, counted, ops[0]) == Some(1) {
                return lane_type_ok(f, data.result.unwrap()).map(|_| Form::Consecutive);
            }
            Err(format!("the load of {} does not step by one element per trip", shown(ops[0])))
        }
        InstKind::Store => match consecutive_index(f, lp, counted, ops[1]) {
            Some(1) => lane_type_ok(f, ops[0]).map(|_| Form::Consecutive),
            Some(0) => Err(format!("it stores to {} on every trip", shown(ops[1]))),
            _ => Err(format!("the store to {} does not step by one element per trip", shown(ops[1]))),
        },
        InstKind::Binary(op) => {
            let result = data.result.unwrap();
            if all_uniform && !op.may_trap() {
                return Ok(Form::Uniform);
            }
            if loops::affine(f, lp, counted, result).is_some() {
                return Ok(Form::Scalar);
            }
            if op.may_trap() {
                let divisor = f.as_const(ops[1]);
                if !(divisor.is_some_and(vector_divisor) && f.value_type(result) == Type::I32) {
                    let by = divisor.map_or("a variable".to_string(), |d| d.to_string());
                    return Err(format!("it divides by {by}, which has no vector form (x86 has no vector division)"));
                }
            }
            lane_type_ok(f, result).map(|_| Form::Vector)
        }
        InstKind::Icmp(_) | InstKind::Cast(_) => {
            if all_uniform {
                return Ok(Form::Uniform);
            }
            lane_type_ok(f, ops[0]).and(lane_type_ok(f, data.result.unwrap())).map(|_| Form::Vector)
        }
        InstKind::Select => {
            if all_uniform {
                return Ok(Form::Uniform);
            }
            lane_type_ok(f, data.result.unwrap()).map(|_| Form::Vector)
        }
        InstKind::Call { .. } => Err("it makes a call".into()),
        _ => Err(format!("it has a {} instruction", kind_name(&data.kind))),
    }
}

fn kind_name(kind: &InstKind) -> &'static str {
    match kind {
        InstKind::Alloca { .. } => "alloca",
        InstKind::Phi { .. } => "phi",
        InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector { .. } => "vector",
        _ => "non-vectorizable",
    }
}

/// The scale of `ptr`'s index in `i` (1: consecutive, 0: invariant), if
/// `ptr` is `getelementptr` of an invariant base by an affine index.
fn consecutive_index(f: &Function, lp: &Loop, counted: &CountedLoop, ptr: ValueId) -> Option<i64> {
    if loops::is_invariant(f, lp, ptr) {
        return Some(0);
    }
    let gep = f.defining_inst(ptr)?;
    let InstKind::Gep { elem } = f.inst(gep).kind else { return None };
    let [base, index] = f.inst(gep).operands().as_array()?;
    if !loops::is_invariant(f, lp, base) || elem.alloc_size() > 4 {
        return None;
    }
    Some(loops::affine(f, lp, counted, index)?.scale)
}

/// `phi` as a reduction, or why it is not one.
///
/// A *reduction*: a chain of one operation kind from the phi to its
/// value for the next trip —
/// `+` (and `r - x`), `*`, `&`, `|`, `^`, through `select`s between two
/// values of the chain (a conditional `+= 1`), or the min/max pattern
/// `select(x > r, x, r)` — whose values nothing else in the loop reads.
/// Each lane then keeps a partial result, combined when the vector loop
/// ends (Padua & Wolfe, CACM 1986, and LLVM's RecurrenceDescriptor).
/// A bool phi may be an `&&` or `||` reduction: a chain of steps `acc &&
/// x`, `acc || x` (with `x` or `!x`) — `and`/`or` of `i1`, or what
/// simplifycfg makes of `if c { ok = false; }` and `ok && c`: a `select`
/// with one constant arm — each chain value used only by the next step.
/// Its vector accumulator is not `<VF x i1>` (reg2mem would give that phi
/// a stack slot, and bool vectors never go to memory) but `<VF x i32>`
/// lanes of 0 or -1: each step `and`s or `or`s in the sign-extended
/// compare; `vec.middle` reduces the lanes with `and`/`or` and tests the
/// result `!= 0`. `&&`, `||` are associative, commutative and idempotent,
/// so every lane may start from the start value. (`ok = ok && a[i] > 0`
/// keeps its short-circuit branch — the load may not be speculated — and
/// `r = r || c` stays a branch shape simplifycfg does not if-convert: both
/// are left scalar as bodies of several blocks.)
fn reduction(f: &Function, lp: &Loop, counted: &CountedLoop, phi: InstId) -> Result<Reduction, String> {
    let r = f.inst_result(phi);
    let shown = shown(f, r);
    let incoming = f.phi_incoming(phi);
    let start = incoming.iter().find(|&&(_, b)| b == counted.preheader).map(|&(v, _)| v);
    let next = incoming.iter().find(|&&(_, b)| b == counted.latch).map(|&(v, _)| v);
    let (Some(start), Some(next)) = (start, next) else { return Err(format!("{shown} is not a reduction")) };
    if f.value_type(r) == Type::I1 {
        return bool_reduction(f, lp, counted, phi, start, next);
    }
    if f.value_type(r) != Type::I32 {
        return Err(format!("{shown} is carried from trip to trip and is not an int reduction"));
    }
    // Walk the chain forward from the phi through its users in the loop.
    let mut chain = vec![r];
    let mut kind: Option<ReductionKind> = None;
    let mut k = 0;
    let set_kind = |new: ReductionKind, kind: &mut Option<ReductionKind>| -> Result<(), String> {
        match *kind {
            Some(old) if old != new => {
                Err(format!("{shown} is combined both with {} and {}", old.symbol(), new.symbol()))
            }
            _ => {
                *kind = Some(new);
                Ok(())
            }
        }
    };
    while k < chain.len() {
        let v = chain[k];
        k += 1;
        for user in f.users(v).iter().copied() {
            let Some(b) = f.inst(user).block else { continue };
            if !lp.contains(b) || user == phi {
                continue;
            }
            let ops = f.inst(user).operands();
            let result = f.inst(user).result;
            let step = match f.inst(user).kind {
                InstKind::Binary(op) => {
                    let kind_of = ReductionKind::of_binary(op)
                        .ok_or_else(|| format!("{shown} is divided, which no reduction does"))?;
                    if op == BinOp::Sub && ops[0] != v {
                        return Err(format!("{shown} is subtracted from something, which no reduction does"));
                    }
                    if ops[0] == ops[1] {
                        return Err(format!("{shown} is combined with itself"));
                    }
                    Some(kind_of)
                }
                InstKind::Select => select_step(f, user, v, &chain)?,
                InstKind::Icmp(_) => {
                    // Only as the condition of the min/max select that
                    // picks between the two compared values.
                    let select = f.users(result.unwrap()).only();
                    let is_minmax = select.is_some_and(|s| minmax_kind(f, s).is_some());
                    if !is_minmax {
                        return Err(format!("{shown} is compared for something other than a min or max"));
                    }
                    continue;
                }
                _ => return Err(format!("{shown} is used in the loop other than by accumulating")),
            };
            if let Some(step) = step {
                set_kind(step, &mut kind)?;
            }
            let result = result.unwrap();
            if !chain.contains(&result) {
                chain.push(result);
            }
            if chain.len() > 32 {
                return Err(format!("{shown} goes through too many steps"));
            }
        }
    }
    if !chain.contains(&next) {
        return Err(format!("{shown} is carried from trip to trip and is not a reduction"));
    }
    let kind = kind.ok_or_else(|| format!("{shown} is carried from trip to trip unchanged"))?;
    // Every step's other operand must come from outside the chain, and
    // each step of the chain must feed the chain only.
    for &v in &chain[1..] {
        let i = f.defining_inst(v).expect("chain values are instructions");
        if !matches!(f.inst(i).kind, InstKind::Select) {
            let outside = f.inst(i).operands().iter().filter(|o| !chain.contains(o)).count();
            if outside != 1 {
                return Err(format!("{shown} is combined with a value that depends on it"));
            }
        }
    }
    Ok(Reduction { phi, kind, start, next, bool_steps: Vec::new() })
}

/// Bool phi `phi` as an `&&` or `||` reduction: a chain from the phi to
/// `next` in which each value has one user in the loop, the next step.
fn bool_reduction(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    phi: InstId,
    start: ValueId,
    next: ValueId,
) -> Result<Reduction, String> {
    let r = f.inst_result(phi);
    let shown = shown(f, r);
    let (mut cur, mut kind, mut steps) = (r, None, Vec::new());
    loop {
        let users: Vec<InstId> = f
            .users(cur)
            .iter()
            .copied()
            .filter(|&u| u != phi && f.inst(u).block.is_some_and(|b| lp.contains(b)))
            .collect();
        if cur == next && users.is_empty() {
            break;
        }
        let [user] = users[..] else {
            return Err(format!("{shown} is used in the loop other than by one `&&` or `||` step after another"));
        };
        let (step_kind, x, negated) = bool_step(f, user, cur)
            .ok_or_else(|| format!("{shown} is carried from trip to trip and is not an `&&` or `||` reduction"))?;
        if kind.is_some_and(|k| k != step_kind) {
            return Err(format!("{shown} is combined both with && and ||"));
        }
        if loops::is_invariant(f, lp, x) {
            return Err(format!("{shown} is combined with a loop invariant"));
        }
        kind = Some(step_kind);
        steps.push(BoolStep { inst: user, acc: cur, x, negated });
        cur = f.inst_result(user);
        if steps.len() > 32 || cur == r {
            return Err(format!("{shown} goes through too many steps"));
        }
    }
    let kind = kind.ok_or_else(|| format!("{shown} is carried from trip to trip unchanged"))?;
    let _ = counted;
    Ok(Reduction { phi, kind, start, next, bool_steps: steps })
}

/// `user` of bool `acc` as `acc && x`, `acc || x` or with `!x`: `and`,
/// `or`, or a `select` with one constant arm (what simplifycfg makes of
/// `if c { ok = false; }` and of `ok && c`).
fn bool_step(f: &Function, user: InstId, acc: ValueId) -> Option<(ReductionKind, ValueId, bool)> {
    let data = f.inst(user);
    let ops = data.operands();
    let other = |a: ValueId, b: ValueId| if a == acc { b } else { a };
    let step = match data.kind {
        InstKind::Binary(BinOp::And) => (ReductionKind::BoolAnd, other(ops[0], ops[1]), false),
        InstKind::Binary(BinOp::Or) => (ReductionKind::BoolOr, other(ops[0], ops[1]), false),
        InstKind::Select => {
            let [c, a, b] = ops.as_array()?;
            let constant = |v: ValueId| f.as_const(v).map(|k| k != 0);
            if c == acc {
                // acc ? x : false, acc ? true : x
                match (constant(a), constant(b)) {
                    (None, Some(false)) => (ReductionKind::BoolAnd, a, false),
                    (Some(true), None) => (ReductionKind::BoolOr, b, false),
                    _ => return None,
                }
            } else if a == acc {
                // c ? acc : false, c ? acc : true
                match constant(b)? {
                    false => (ReductionKind::BoolAnd, c, false),
                    true => (ReductionKind::BoolOr, c, true),
                }
            } else if b == acc {
                // c ? false : acc, c ? true : acc
                match constant(a)? {
                    false => (ReductionKind::BoolAnd, c, true),
                    true => (ReductionKind::BoolOr, c, false),
                }
            } else {
                return None;
            }
        }
        _ => return None,
    };
    (step.1 != acc && f.value_type(step.1) == Type::I1).then_some(step)
}

/// The kind a `select` user of chain value `v` gives the chain: none for
/// a select between two chain values, min/max for the min/max pattern.
fn select_step(f: &Function, select: InstId, v: ValueId, chain: &[ValueId]) -> Result<Option<ReductionKind>, String> {
    let [cond, a, b] = f.inst(select).operands().as_array().expect("select has three operands");
    let shown = shown(f, v);
    if cond == v {
        return Err(format!("{shown} decides a select"));
    }
    if chain.contains(&a) && chain.contains(&b) {
        return Ok(None);
    }
    match minmax_kind(f, select) {
        Some((kind, compared)) if compared == v || chain.contains(&compared) => Ok(Some(kind)),
        _ => Err(format!("{shown} is replaced by another value under a condition")),
    }
}

/// `(SMax, r)` for `select(icmp sgt x, r), x, r)` and the other forms of
/// min and max; `r` is the operand the select keeps when the other does
/// not win.
fn minmax_kind(f: &Function, select: InstId) -> Option<(ReductionKind, ValueId)> {
    let [cond, a, b] = f.inst(select).operands().as_array()?;
    let compare = f.defining_inst(cond)?;
    let InstKind::Icmp(pred) = f.inst(compare).kind else { return None };
    let [x, y] = f.inst(compare).operands().as_array()?;
    // Normalize to `select(x PRED y, x, y)`.
    let pred = if (a, b) == (x, y) {
        pred
    } else if (a, b) == (y, x) {
        pred.inverse()
    } else {
        return None;
    };
    let kind = match pred {
        CmpPred::Sgt | CmpPred::Sge => ReductionKind::SMax,
        CmpPred::Slt | CmpPred::Sle => ReductionKind::SMin,
        _ => return None,
    };
    Some((kind, b))
}

/// Every address is used only as the address of a load or store (a
/// pointer stored as a value would need one address per lane).
fn check_addresses(f: &Function, forms: &[(InstId, Form)]) -> Result<(), String> {
    for &(i, _) in forms {
        let data = f.inst(i);
        let InstKind::Gep { .. } = data.kind else { continue };
        let ptr = data.result.unwrap();
        for &user in f.users(ptr).iter() {
            let u = f.inst(user);
            let as_address = match u.kind {
                InstKind::Load => u.operands()[0] == ptr,
                InstKind::Store => u.operands()[1] == ptr && u.operands()[0] != ptr,
                _ => false,
            };
            if !as_address {
                return Err(format!("the address {} is used as a value", shown(f, ptr)));
            }
        }
    }
    Ok(())
}

/// Accesses of the body and whether vectorizing keeps their order.
///
/// **Dependences** (Allen & Kennedy, "Optimizing Compilers for Modern
/// Architectures", ch. 2 and 5): of two accesses X before Y in the body,
/// one of them a store, to the same array at element offsets `cX` and
/// `cY` from `i`, iteration `j` of X and `j + cX - cY` of Y touch the same
/// element. A vector trip runs all of X's lanes before Y's, which is the
/// scalar order unless Y's iteration comes first and both fall in one
/// vector trip: `-VF < cX - cY < 0` forbids vectorization (`a[i + 1] =
/// a[i] + x`), every other distance is safe (`a[i] = a[i + 1] + x`).
/// Arrays are told apart by `ir::alias`: two different stack slots, or a
/// slot and a pointer the function received, never overlap, since wend
/// arrays cannot overlap. The one case the IR cannot decide is two
/// pointers that are not the same value and might still be one array — a
/// nested function's views of captured arrays, which are pointers it
/// received or loaded; two such views, one of them stored to, keep the
/// loop scalar (remark "may be the same array"): no run-time alias checks.
fn check_dependences(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    forms: &[(InstId, Form)],
    vf: u32,
) -> Result<(), String> {
    let accesses: Vec<Access> = forms
        .iter()
        .filter(|&&(i, _)| matches!(f.inst(i).kind, InstKind::Load | InstKind::Store))
        .map(|&(i, _)| access(f, lp, counted, i))
        .collect();
    for (x_at, x) in accesses.iter().enumerate() {
        for y in &accesses[x_at + 1..] {
            if !(x.is_store || y.is_store) {
                continue;
            }
            if x.base != y.base {
                let (rx, ry) = (alias::root(f, x.base), alias::root(f, y.base));
                if alias::may_alias(rx, ry) || matches!((rx, ry), (Root::Unknown, _) | (_, Root::Unknown)) {
                    return Err(format!(
                        "{} and {} may be the same array (the IR cannot tell them apart)",
                        shown(f, x.base),
                        shown(f, y.base)
                    ));
                }
                continue;
            }
            let shown = shown(f, x.base);
            if x.invariant != y.invariant || !x.consecutive || !y.consecutive || x.size != y.size {
                return Err(format!("accesses to {shown} may overlap across trips"));
            }
            // Two in-bounds indexes are less than 2^31 elements apart: the
            // element distance is the difference of the (wrapped) constants
            // taken modulo 2^32, as a signed 32-bit number.
            let distance = if x.size > 0 && (x.offset - y.offset) % x.size == 0 {
                i64::from(((x.offset - y.offset) / x.size) as i32) * x.size
            } else {
                x.offset - y.offset
            };
            let window = i64::from(vf) * x.size;
            let unsafe_distance = if distance % x.size == 0 {
                -window < distance && distance < 0
            } else {
                distance.abs() < window + x.size
            };
            if unsafe_distance {
                let trips = (-distance) / x.size;
                return Err(format!(
                    "{shown} is stored and accessed again {trips} trip{} later (a loop-carried dependence shorter than {vf} trips)",
                    plural(trips as usize)
                ));
            }
        }
    }
    Ok(())
}

/// The access of load or store `i`.
fn access(f: &Function, lp: &Loop, counted: &CountedLoop, i: InstId) -> Access {
    let data = f.inst(i);
    let is_store = matches!(data.kind, InstKind::Store);
    let (value, ptr) =
        if is_store { (data.operands()[0], data.operands()[1]) } else { (data.result.unwrap(), data.operands()[0]) };
    let size = f.value_type(value).alloc_size() as i64;
    let (mut p, mut offset, mut invariant, mut consecutive) = (ptr, 0i64, None, false);
    if !loops::is_invariant(f, lp, ptr) {
        let gep = f.defining_inst(ptr).expect("a varying address is a getelementptr");
        let InstKind::Gep { elem } = f.inst(gep).kind else { unreachable!("classified as an address") };
        let [base, index] = f.inst(gep).operands().as_array().unwrap();
        p = base;
        match loops::affine(f, lp, counted, index) {
            Some(form) => {
                // The index is computed in wrapping i32 arithmetic (and is
                // in bounds): `i + 2147483647` and `i - 2147483649` reach
                // the same element, so the constant counts modulo 2^32.
                offset = i64::from(form.constant as i32) * elem.alloc_size() as i64;
                invariant = form.invariant;
                consecutive = form.scale == 1;
            }
            // A uniform index computed in the loop: an unknown offset.
            None => invariant = Some(index),
        }
    }
    // Fold constant offsets of the base (a field of a frame record).
    while let Some(g) = f.defining_inst(p) {
        let InstKind::Gep { elem } = f.inst(g).kind else { break };
        let [base, index] = f.inst(g).operands().as_array().unwrap();
        let Some(c) = f.as_const(index) else { break };
        offset = offset.saturating_add(c.saturating_mul(elem.alloc_size() as i64));
        p = base;
    }
    if !consecutive && invariant.is_none() && p != ptr {
        // An invariant address through a variable index: unknown offset.
        invariant = Some(ptr);
    }
    Access { is_store, base: p, offset, invariant, size, consecutive }
}

/// (scalar cost of one trip, vector cost of VF trips), in x86
/// instructions, with slp's prices for arithmetic.
fn costs(f: &Function, forms: &[(InstId, Form)]) -> (u32, u32) {
    // The loop's own counter and test, in both loops.
    let (mut scalar, mut vector) = (2, 2);
    for &(i, form) in forms {
        let data = f.inst(i);
        let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
        let (one_lane, all_lanes) = match data.kind {
            InstKind::Binary(op) => {
                let (lane, whole) = binary_costs(op, ty, f.as_const(data.operands()[1]));
                // No multiply of byte lanes: pmullw on the halves, merged.
                if op == BinOp::Mul && ty == Type::I8 {
                    (1, 8)
                } else {
                    (lane, whole)
                }
            }
            // Compares narrow their masks to bytes; a blend widens them.
            InstKind::Icmp(_) | InstKind::Select => (1, 3),
            _ => (1, 1),
        };
        scalar += one_lane;
        vector += match form {
            Form::Uniform | Form::Scalar | Form::Consecutive => 1,
            Form::Vector => all_lanes,
        };
    }
    (scalar, vector)
}

// ----- transformation -----

/// Values of the vector loop: the scalar and vector forms of the original
/// loop's values.
struct Widener {
    vf: u32,
    /// The block splats of invariants go to (before its terminator).
    vec_ph: BlockId,
    body: BlockId,
    scalar: HashMap<ValueId, ValueId>,
    vector: HashMap<ValueId, ValueId>,
    /// Splats of loop invariants, made once in the vector preheader.
    splats: Vec<(ValueId, ValueId)>,
    /// Which copy of the body is being made (see `Plan::ic`), and the
    /// scalar values of copy 0.
    copy: u32,
    first_copy: HashMap<ValueId, ValueId>,
    /// The steps of `&&` and `||` reductions, which combine lanes of 0 or
    /// -1 in `i32` vectors instead of bools.
    bool_steps: HashMap<InstId, (ReductionKind, BoolStep)>,
}

impl Widener {
    /// The scalar form of `v` in the vector loop.
    fn scalar_of(&self, v: ValueId) -> ValueId {
        self.scalar.get(&v).copied().unwrap_or(v)
    }

    /// The vector form of `v`: widened, or a splat (plus lane steps for
    /// values affine in `i`).
    fn vector_of(&mut self, f: &mut Function, lp: &Loop, counted: &CountedLoop, v: ValueId) -> ValueId {
        if let Some(&w) = self.vector.get(&v) {
            return w;
        }
        if loops::is_invariant(f, lp, v) {
            if let Some(&(_, s)) = self.splats.iter().find(|&&(x, _)| x == v) {
                return s;
            }
            let s = splat(f, self.vec_ph, v, self.vf);
            self.splats.push((v, s));
            return s;
        }
        // A scalar of the vector loop: splat it, and add each lane's step.
        let scalar = self.scalar_of(v);
        let mut w = splat(f, self.body, scalar, self.vf);
        let scale = loops::affine(f, lp, counted, v).map_or(0, |a| a.scale);
        if scale != 0 {
            let ty = f.value_type(w);
            let steps: Vec<i64> = (0..i64::from(self.vf)).map(|k| k * scale).collect();
            let steps = f.const_vector(ty, &steps);
            w = emit(f, self.body, InstKind::Binary(BinOp::Add), &[w, steps], ty, "lanes");
        }
        self.vector.insert(v, w);
        w
    }
}

/// Build the vector loop in front of the plan's loop; returns the new
/// blocks, in order, to be laid out after the preheader, and whether the
/// scalar loop was cut off (see `skip_dead_epilogue`).
///
/// where W = VF·IC trips are run per vector trip. `trips` is computed in
/// i32 and compared unsigned (`trips ≥ W` as `trips < 0 || trips ≥ W`):
/// with `start < n` the true count `n - start` is below 2^32, so it is
/// exact in 32 unsigned bits, and so is `start + (trips & -W) ≤ n`: no
/// overflow anywhere, even for loops near `i32::MIN` or `i32::MAX`.
///
/// When the trip count is a constant multiple of W, the guard is always
/// true and the scalar loop's first test fails (it is evaluated on the
/// constant `end`): `vec.middle` jumps straight to the loop's exit, the
/// header phis' uses after the loop take their `scalar.ph` values, and
/// the scalar loop, now unreachable, is deleted (remark "no scalar
/// epilogue"). A reduction with a constant start begins from a constant
/// vector (`<5, 0, 0, 0>`), not an `insertelement` at run time.
fn vectorize(f: &mut Function, plan: &Plan) -> (Vec<BlockId>, bool) {
    let counted = &plan.counted;
    let (vf, ic) = (plan.vf, plan.ic);
    let lp = Loop {
        header: counted.header,
        blocks: vec![counted.header, plan.body],
        latches: vec![plan.body],
        has_inner_loop: false,
    };
    let (preheader, header) = (counted.preheader, counted.header);
    let vec_ph = f.create_block("vec.ph");
    let vec_body = f.create_block("vec.body");
    let vec_middle = f.create_block("vec.middle");
    let scalar_ph = f.create_block("scalar.ph");
    let mut w = Widener {
        vf,
        vec_ph,
        body: vec_body,
        scalar: HashMap::default(),
        vector: HashMap::default(),
        splats: Vec::new(),
        copy: 0,
        first_copy: HashMap::default(),
        bool_steps: plan
            .reductions
            .iter()
            .flat_map(|r| r.bool_steps.iter().map(move |&s| (s.inst, (r.kind, s))))
            .collect(),
    };
    let (i32_ty, start) = (Type::I32, counted.start);
    let VectorRange { end, skippable } = guard_vector_loop(f, counted, vf * ic, vec_ph, scalar_ph, "vec");
    f.append_inst(vec_ph, InstKind::Br { dest: vec_body }, &[], Type::Void, None, None);

    // The vector loop's phis: the counter and, per reduction, one vector
    // accumulator for each copy of the body.
    let iv = f.inst_result(counted.iv);
    let vi_phi = f.append_inst(
        vec_body,
        InstKind::Phi { blocks: Box::new([vec_ph].into_iter().collect()) },
        &[start],
        i32_ty,
        Some("vec.i".into()),
        None,
    );
    let vi = f.inst_result(vi_phi);
    let mut vector_phis: Vec<Vec<InstId>> = Vec::new();
    for r in &plan.reductions {
        let ty = i32_ty.vector_of(vf);
        let mut copies = Vec::new();
        for copy in 0..ic {
            // min/max start every copy from the same splat.
            let init = match (copy, r.kind.identity()) {
                (1.., None) => f.phi_incoming(copies[0])[0].0,
                _ => initial_vector(f, &mut w, r, copy),
            };
            let phi = f.append_inst(
                vec_body,
                InstKind::Phi { blocks: Box::new([vec_ph].into_iter().collect()) },
                &[init],
                ty,
                Some("vec.acc".into()),
                None,
            );
            copies.push(phi);
        }
        vector_phis.push(copies);
    }

    // The body, widened once per copy: copy `k` runs trips `vec.i + k·VF`
    // to `vec.i + k·VF + VF - 1`, after copy `k - 1` (the order of VF
    // vector trips one after the other, so the dependence test for VF
    // covers it). Values the same in every lane are computed once.
    let mut nexts: Vec<Vec<ValueId>> = vec![Vec::new(); plan.reductions.len()];
    for copy in 0..ic {
        w.copy = copy;
        w.vector.clear();
        let copy_i = if copy == 0 {
            vi
        } else {
            let offset = f.const_int(i32_ty, i64::from(copy * vf));
            emit(f, vec_body, InstKind::Binary(BinOp::Add), &[vi, offset], i32_ty, "vec.i.copy")
        };
        w.scalar.insert(iv, copy_i);
        for (r, phis) in plan.reductions.iter().zip(&vector_phis) {
            let acc = f.inst_result(phis[copy as usize]);
            w.vector.insert(f.inst_result(r.phi), acc);
        }
        for &(i, form) in &plan.forms {
            if copy > 0 && form == Form::Uniform {
                continue;
            }
            widen(f, &mut w, &lp, counted, i, form);
        }
        for (k, r) in plan.reductions.iter().enumerate() {
            let next = w.vector_of(f, &lp, counted, r.next);
            nexts[k].push(next);
        }
        if copy == 0 {
            w.first_copy = w.scalar.clone();
        }
        // Only the uniform values carry over to the next copy.
        let per_copy: Vec<ValueId> = plan
            .forms
            .iter()
            .filter(|&&(_, form)| form != Form::Uniform)
            .filter_map(|&(i, _)| f.inst(i).result)
            .collect();
        w.scalar.retain(|v, _| !per_copy.contains(v) && *v != iv);
    }
    let step = f.const_int(i32_ty, i64::from(vf * ic));
    let vi_next = emit(f, vec_body, InstKind::Binary(BinOp::Add), &[vi, step], i32_ty, "vec.i.next");
    let more = emit(f, vec_body, InstKind::Icmp(CmpPred::Ne), &[vi_next, end], Type::I1, "vec.more");
    f.append_inst(
        vec_body,
        InstKind::CondBr { if_true: vec_body, if_false: vec_middle },
        &[more],
        Type::Void,
        None,
        None,
    );
    f.phi_add_incoming(vi_phi, vi_next, vec_body);
    for (phis, nexts) in vector_phis.iter().zip(&nexts) {
        for (&phi, &next) in phis.iter().zip(nexts) {
            f.phi_add_incoming(phi, next, vec_body);
        }
    }

    // The middle block: each reduction's copies, then its lanes, combined.
    let mut resumes = Vec::new();
    for (r, nexts) in plan.reductions.iter().zip(&nexts) {
        let mut partial = nexts[0];
        for &other in &nexts[1..] {
            partial = combine(f, vec_middle, r.kind, partial, other);
        }
        let mut resume = horizontal(f, &w, vec_middle, r.kind, partial);
        if matches!(r.kind, ReductionKind::BoolAnd | ReductionKind::BoolOr) {
            let zero = f.const_int(i32_ty, 0);
            resume = emit(f, vec_middle, InstKind::Icmp(CmpPred::Ne), &[resume, zero], Type::I1, "acc.bool");
        }
        resumes.push(resume);
    }
    f.append_inst(vec_middle, InstKind::Br { dest: scalar_ph }, &[], Type::Void, None, None);
    // The scalar loop resumes where the vector loop stopped.
    let resume = Resume { preheader, resume_ph: scalar_ph, from: vec_middle, skippable };
    resume_phi(f, &resume, counted.iv, start, end, Some("i.resume".into()));
    for (r, after) in plan.reductions.iter().zip(resumes) {
        resume_phi(f, &resume, r.phi, r.start, after, Some("acc.resume".into()));
    }
    f.append_inst(scalar_ph, InstKind::Br { dest: header }, &[], Type::Void, None, None);
    let cut = !skippable && skip_dead_epilogue(f, counted, plan.body, vec_middle, scalar_ph, end);
    (vec![vec_ph, vec_body, vec_middle, scalar_ph], cut)
}

/// When the vector loop always runs and stops where the scalar loop's
/// test fails at once (a constant trip count that is a multiple of
/// VF·IC), send `vec.middle` straight to the loop's exit, with the header
/// phis' values there replaced by where the vector loop left them; the
/// scalar loop is then unreachable (deleted once every loop is done).
/// Not when a value the header computes, other than its phis, is used
/// after the loop.
fn skip_dead_epilogue(
    f: &mut Function,
    counted: &CountedLoop,
    body: BlockId,
    vec_middle: BlockId,
    scalar_ph: BlockId,
    end: ValueId,
) -> bool {
    let (header, exit) = (counted.header, counted.exit);
    let compare = f.inst(counted.compare);
    let InstKind::Icmp(pred) = compare.kind else { return false };
    let iv = f.inst_result(counted.iv);
    let ops: Vec<ValueId> = compare.operands().iter().map(|&v| if v == iv { end } else { v }).collect();
    let Some(first_test) = fold_constants(f, &InstKind::Icmp(pred), &ops) else { return false };
    let Some(branch) = f.terminator(header) else { return false };
    let InstKind::CondBr { if_true, .. } = f.inst(branch).kind else { return false };
    if (first_test != 0) != (if_true == exit) {
        return false;
    }
    let in_loop = |f: &Function, i: InstId| f.inst(i).block.is_some_and(|b| b == header || b == body);
    // Each header phi's value when the scalar loop would be entered.
    let mut exit_value = HashMap::default();
    for &i in f.block(header).insts() {
        let Some(v) = f.inst(i).result else { continue };
        if let InstKind::Phi { .. } = f.inst(i).kind {
            let entry = f.phi_incoming(i).iter().find(|&&(_, b)| b == scalar_ph).map(|&(v, _)| v);
            let Some(resume) = entry else { return false };
            let resume_phi = f.defining_inst(resume).expect("scalar.ph makes the resume values");
            exit_value.insert(v, f.phi_incoming(resume_phi)[0].0);
        } else if f.users(v).iter().any(|&u| !in_loop(f, u)) {
            return false;
        }
    }
    // The exit's phi entries from the header come from vec.middle now.
    for phi in f.block_phis(exit) {
        let entries = f.phi_incoming(phi).to_vec();
        for (k, &(v, b)) in entries.iter().enumerate() {
            if b == header {
                f.set_operand(phi, k, exit_value.get(&v).copied().unwrap_or(v));
            }
        }
        f.phi_replace_block(phi, header, vec_middle);
    }
    // Every other use after the loop: the header dominated it, so it
    // sees the value the loop ended with.
    for (&v, &value) in &exit_value {
        let outside: Vec<(InstId, usize)> = f
            .users(v)
            .iter()
            .copied()
            .filter(|&u| !in_loop(f, u))
            .flat_map(|u| {
                f.inst(u)
                    .operands()
                    .iter()
                    .enumerate()
                    .filter(|&(_, &o)| o == v)
                    .map(move |(k, _)| (u, k))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (u, k) in outside {
            f.set_operand(u, k, value);
        }
    }
    let jump = f.terminator(vec_middle).expect("vec.middle ends in a jump");
    f.remove_inst(jump);
    f.append_inst(vec_middle, InstKind::Br { dest: exit }, &[], Type::Void, None, None);
    true
}

/// The lanes copy `copy` of a reduction's accumulator starts from: the
/// start value in lane 0 of copy 0 and the identity in the other lanes
/// and copies (min/max: the start value everywhere). A constant start
/// makes a constant vector.
fn initial_vector(f: &mut Function, w: &mut Widener, r: &Reduction, copy: u32) -> ValueId {
    let ty = Type::I32.vector_of(w.vf);
    if matches!(r.kind, ReductionKind::BoolAnd | ReductionKind::BoolOr) {
        // A bool's lanes: 0 for false, -1 for true.
        let start = match f.as_const(r.start) {
            Some(c) => f.const_int(Type::I32, -(c & 1)),
            None => emit(f, w.vec_ph, InstKind::Cast(CastOp::SExt), &[r.start], Type::I32, "acc.start"),
        };
        return splat(f, w.vec_ph, start, w.vf);
    }
    match r.kind.identity() {
        None => splat(f, w.vec_ph, r.start, w.vf),
        Some(identity) => {
            let mut lanes = vec![identity; w.vf as usize];
            if copy > 0 {
                return f.const_vector(ty, &lanes);
            }
            if let Some(c) = f.as_const(r.start) {
                lanes[0] = c;
                return f.const_vector(ty, &lanes);
            }
            let base = f.const_vector(ty, &lanes);
            let zero = f.const_int(Type::I32, 0);
            emit(f, w.vec_ph, InstKind::InsertElement, &[base, r.start, zero], ty, "acc.init")
        }
    }
}

/// Two partial accumulators of a reduction combined lane by lane, in
/// `block`.
fn combine(f: &mut Function, block: BlockId, kind: ReductionKind, a: ValueId, b: ValueId) -> ValueId {
    let ty = f.value_type(a);
    if let Some(op) = kind.binary() {
        return emit(f, block, InstKind::Binary(op), &[a, b], ty, "acc.join");
    }
    let pred = if kind == ReductionKind::SMax { CmpPred::Sgt } else { CmpPred::Slt };
    let mask_ty = Type::I1.vector_of(ty.lanes());
    let wins = emit(f, block, InstKind::Icmp(pred), &[b, a], mask_ty, "acc.wins");
    emit(f, block, InstKind::Select, &[wins, b, a], ty, "acc.join")
}

/// Emit the vector form of body instruction `i`.
fn widen(f: &mut Function, w: &mut Widener, lp: &Loop, counted: &CountedLoop, i: InstId, form: Form) {
    let data = f.inst(i).clone();
    let ops = data.operands().to_vec();
    let name = data.result.and_then(|v| f.value_name(v).map(str::to_string)).unwrap_or_else(|| "v".into());
    let vf = w.vf;
    if let Some(&(kind, step)) = w.bool_steps.get(&i) {
        let acc = w.vector_of(f, lp, counted, step.acc);
        let ty = Type::I32.vector_of(vf);
        // `!(a == b)` of a compare used only here: the inverse compare
        // (the widened original is left dead, for adce).
        let compare = f.defining_inst(step.x).filter(|_| f.users(step.x).only() == Some(i));
        let inverse = compare.and_then(|c| match f.inst(c).kind {
            InstKind::Icmp(pred) if step.negated => Some((c, pred.inverse())),
            _ => None,
        });
        let x = match inverse {
            Some((c, pred)) => {
                let [a, b] = f.inst(c).operands().as_array().expect("a compare has two operands");
                let (a, b) = (w.vector_of(f, lp, counted, a), w.vector_of(f, lp, counted, b));
                emit(f, w.body, InstKind::Icmp(pred), &[a, b], Type::I1.vector_of(vf), &format!("{name}.cmp"))
            }
            None => w.vector_of(f, lp, counted, step.x),
        };
        let mut lanes = emit(f, w.body, InstKind::Cast(CastOp::SExt), &[x], ty, &format!("{name}.lanes"));
        if step.negated && inverse.is_none() {
            let ones = f.const_vector(ty, &vec![-1; vf as usize]);
            lanes = emit(f, w.body, InstKind::Binary(BinOp::Xor), &[lanes, ones], ty, &format!("{name}.not"));
        }
        let op = kind.binary().expect("a bool reduction combines with and/or");
        let new = emit(f, w.body, InstKind::Binary(op), &[acc, lanes], ty, &format!("{name}.vec"));
        w.vector.insert(data.result.unwrap(), new);
        return;
    }
    match form {
        // In copy `k`, an address steps `k·VF` elements past copy 0's:
        // every address is used only by loads and stores that run in the
        // scalar loop, so both indexes are in bounds and `k·VF` apart
        // without wrapping — and the backend folds the constant offset
        // into the access.
        Form::Scalar if w.copy > 0 && matches!(data.kind, InstKind::Gep { .. }) => {
            let v = data.result.unwrap();
            let offset = f.const_int(Type::I32, i64::from(w.copy * vf));
            let first = w.first_copy[&v];
            let ptr = f.append_inst(w.body, data.kind.clone(), &[first, offset], f.value_type(v), Some(name), data.loc);
            w.scalar.insert(v, f.inst_result(ptr));
        }
        Form::Uniform | Form::Scalar => {
            let mapped: Vec<ValueId> = ops.iter().map(|&v| w.scalar_of(v)).collect();
            let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
            let new = f.append_inst(w.body, data.kind.clone(), &mapped, ty, Some(name), data.loc);
            if let Some(v) = data.result {
                w.scalar.insert(v, f.inst_result(new));
            }
        }
        Form::Consecutive => match data.kind {
            // Bools are a byte each in memory (0 or 1), and vectors of
            // `i1` never go to memory: they travel as `<VF x i8>`.
            InstKind::Load => {
                let v = data.result.unwrap();
                let lane = f.value_type(v);
                let memory_ty = if lane == Type::I1 { Type::I8 } else { lane }.vector_of(vf);
                let ptr = w.scalar_of(ops[0]);
                let load =
                    f.append_inst(w.body, InstKind::Load, &[ptr], memory_ty, Some(format!("{name}.vec")), data.loc);
                let mut loaded = f.inst_result(load);
                if lane == Type::I1 {
                    let ty = Type::I1.vector_of(vf);
                    loaded = emit(f, w.body, InstKind::Cast(CastOp::Trunc), &[loaded], ty, &format!("{name}.bits"));
                }
                w.vector.insert(v, loaded);
            }
            InstKind::Store => {
                let mut value = w.vector_of(f, lp, counted, ops[0]);
                if f.value_type(ops[0]) == Type::I1 {
                    let ty = Type::I8.vector_of(vf);
                    value = emit(f, w.body, InstKind::Cast(CastOp::ZExt), &[value], ty, "bytes");
                }
                let ptr = w.scalar_of(ops[1]);
                f.append_inst(w.body, InstKind::Store, &[value, ptr], Type::Void, None, data.loc);
            }
            _ => unreachable!("only loads and stores are consecutive"),
        },
        Form::Vector => {
            let v = data.result.unwrap();
            let mapped: Vec<ValueId> = ops.iter().map(|&o| w.vector_of(f, lp, counted, o)).collect();
            let ty = f.value_type(v).vector_of(vf);
            let new = f.append_inst(w.body, data.kind.clone(), &mapped, ty, Some(format!("{name}.vec")), data.loc);
            w.vector.insert(v, f.inst_result(new));
        }
    }
}

/// Combine the lanes of `v` (a `<VF x i32>`) into one `i32`, in `block`:
/// halves combined with the reduction's operation until one lane is
/// left (log2 VF steps); min and max compare the lanes one by one.
fn horizontal(f: &mut Function, w: &Widener, block: BlockId, kind: ReductionKind, v: ValueId) -> ValueId {
    let lane = |f: &mut Function, v: ValueId, k: u32| {
        let index = f.const_int(Type::I32, i64::from(k));
        emit(f, block, InstKind::ExtractElement, &[v, index], Type::I32, "lane")
    };
    let Some(op) = kind.binary() else {
        let pred = if kind == ReductionKind::SMax { CmpPred::Sgt } else { CmpPred::Slt };
        let mut best = lane(f, v, 0);
        for k in 1..w.vf {
            let x = lane(f, v, k);
            let wins = emit(f, block, InstKind::Icmp(pred), &[x, best], Type::I1, "wins");
            best = emit(f, block, InstKind::Select, &[wins, x, best], Type::I32, "best");
        }
        return best;
    };
    let mut v = v;
    let mut lanes = w.vf;
    let undef = f.undef(Type::I32.vector_of(w.vf));
    while lanes > 4 {
        // Fold the upper half onto the lower one: two 4-lane slices.
        let half = lanes / 2;
        let ty = Type::I32.vector_of(half);
        let low = Box::new((0..half as i32).collect());
        let high = Box::new((half as i32..lanes as i32).collect());
        let lo = emit(f, block, InstKind::ShuffleVector { mask: low }, &[v, undef], ty, "acc.low");
        let hi = emit(f, block, InstKind::ShuffleVector { mask: high }, &[v, undef], ty, "acc.high");
        v = emit(f, block, InstKind::Binary(op), &[lo, hi], ty, "acc.fold");
        lanes = half;
    }
    // Within four lanes: swap pairs, then neighbours (pshufd).
    let ty = f.value_type(v);
    let undef4 = f.undef(ty);
    for mask in [[2, 3, 0, 1], [1, 0, 3, 2]] {
        let shuffled =
            emit(f, block, InstKind::ShuffleVector { mask: Box::new(mask.to_vec()) }, &[v, undef4], ty, "acc.swap");
        v = emit(f, block, InstKind::Binary(op), &[v, shuffled], ty, "acc.fold");
    }
    lane(f, v, 0)
}
