//! lsr: loop strength reduction of array addresses onto 64-bit counters,
//! and induction-variable simplification of the exit test.
//!
//! Lowering indexes every array with an `i32`: `getelementptr T, ptr %a,
//! i32 %idx`, whose index LLVM (and our backend) sign-extends, so a loop
//! pays for `idx` (an add, a multiply for `a[s * n + r]`) and a `movslq`
//! on every access of every trip. This pass is the address part of LLVM's
//! LoopStrengthReduce (and of its IndVarSimplify for the exit test), after
//! the classic strength reduction of Allen, Cocke & Kennedy ("Reduction of
//! Operator Strength", 1981): an index affine in a counter becomes an
//! `i64` counter of its own, stepped by a constant or invariant amount.
//!
//! **Addresses**: in a loop with a preheader and one latch, with a basic
//! induction variable `i` of constant step C (`ir::loops::basic_ivs`), a
//! loop GEP of an invariant base whose index is built from `i` and
//! invariants by `+ - *` with a non-zero stride s, used only as a load or
//! store address, becomes `getelementptr T, ptr %base, i64 %k` for a header
//! phi `k = [sext(idx0), preheader], [k + D, latch]`, `D = sext(wrap32(s *
//! C))`; one counter serves every GEP with the same `(D, k0)`, and the
//! constants added to an index are peeled off into a constant GEP the
//! backend folds (a stencil's `a[r + i - 1]`, `a[r + i]`, `a[r + i + 1]`
//! share one counter). Why that is exact: `reduce_loop`, `peeled_at_start`
//! and `candidates` (accesses not run on every trip).
//!
//! **Exit test**: when `i` then only feeds its own step and the exit
//! test, the test moves onto a counter and `i` dies (`rewrite_exit` says
//! for which tests that is exact); adce removes the dead `i32` chain.
//!
//! With `--sanitize` the pass does nothing: its bounds checks report the
//! `i32` index, and an out-of-bounds access is then defined (a report),
//! which the exactness arguments exclude.
//!
//! Remarks: per loop, what was strength-reduced, or why nothing was.
//! Preconditions: SSA form, loops with dedicated preheaders. Only the
//! preheaders, headers (new phis) and latches (new increments) change, and
//! no block is added, so the loop analysis stays valid from one loop to
//! the next.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::remark::loop_remark;
use super::utils::vector::masked_end;
use super::{plural, PassOptions, PassResult};
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::loops::{self, counted_loop, is_invariant, BasicIv, CountedLoop, ExitTest, Loop, LoopInfo, LoopTest};
use crate::ir::{BinOp, BlockId, Builder, CastOp, CmpPred, Function, InstId, InstKind, Type, ValueId};

pub fn run(f: &mut Function, options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() || options.sanitizing {
        return PassResult::default();
    }
    let LoopInfo { cfg, dom, loops } = LoopInfo::of(f);
    let mut remarks = Vec::new();
    let mut reduced = 0;
    for lp in loops.iter() {
        match reduce_loop(f, &cfg, &dom, lp) {
            Ok(done) => {
                remarks.push(loop_remark(f, lp, true, format!("loop strength-reduced: {done}")));
                reduced += 1;
            }
            Err(why) => remarks.push(loop_remark(f, lp, false, format!("loop not strength-reduced: {why}"))),
        }
    }
    PassResult::with_remarks(format!("{reduced} loop{} strength-reduced", plural(reduced)), remarks)
}

/// `idx(i + 1) - idx(i)` mod 2^32: `constant + coeff * value`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Stride {
    constant: i32,
    term: Option<(i32, ValueId)>,
}

impl Stride {
    const ZERO: Stride = Stride { constant: 0, term: None };

    fn is_zero(self) -> bool {
        self.constant == 0 && self.term.is_none_or(|(c, _)| c == 0)
    }

    fn add(self, other: Stride, sign: i32) -> Option<Stride> {
        let term = match (self.term, other.term) {
            (None, None) => None,
            (Some(t), None) => Some(t),
            (None, Some((c, v))) => Some((c.wrapping_mul(sign), v)),
            (Some((c, v)), Some((d, w))) if v == w => Some((c.wrapping_add(d.wrapping_mul(sign)), v)),
            _ => return None,
        };
        Some(Stride { constant: self.constant.wrapping_add(other.constant.wrapping_mul(sign)), term })
    }

    fn times(self, c: i32) -> Stride {
        Stride { constant: self.constant.wrapping_mul(c), term: self.term.map(|(d, v)| (d.wrapping_mul(c), v)) }
    }
}

/// The step of a counter: a constant or an `i64` value of the preheader.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Step {
    Constant(i64),
    Value(ValueId),
}

/// An `i64` counter of the loop: `phi [start, preheader], [next, latch]`.
#[derive(Copy, Clone, Debug)]
struct Counter {
    step: Step,
    start: ValueId,
    phi: ValueId,
    next: ValueId,
}

/// The values lsr computes in a loop's preheader, each made once: built
/// at the end of the block by a simplifying `Builder` (constants and
/// identities fold), and an equal computation asked for again reuses the
/// value (the cache LLVM's SCEVExpander keeps for the same purpose).
struct PreheaderValues {
    block: BlockId,
    /// By operation and operands (a cast has one).
    made: HashMap<(InstKind, ValueId, Option<ValueId>), ValueId>,
    /// The first value seen for each computation of loop invariants.
    canonical: HashMap<(InstKind, Vec<ValueId>), ValueId>,
}

impl PreheaderValues {
    fn new(block: BlockId) -> PreheaderValues {
        PreheaderValues { block, made: HashMap::default(), canonical: HashMap::default() }
    }

    /// One value for every loop-invariant `v` computing the same thing
    /// (passes before cse leave `(r - 1) * 256` once per access), so that
    /// their counters are shared. Every invariant reaching here is used in
    /// the loop or by such a value, so it is defined outside the loop and
    /// dominates the preheader, as does the representative chosen.
    fn canonical(&mut self, f: &Function, v: ValueId) -> ValueId {
        let Some(i) = f.defining_inst(v) else { return v };
        let kind = f.inst(i).kind.clone();
        match kind {
            InstKind::Binary(op) if !op.may_trap() => {}
            InstKind::Cast(_) => {}
            _ => return v,
        }
        let ops: Vec<ValueId> = f.inst(i).operands().to_vec().into_iter().map(|o| self.canonical(f, o)).collect();
        *self.canonical.entry((kind, ops)).or_insert(v)
    }

    fn binary(&mut self, f: &mut Function, op: BinOp, a: ValueId, b: ValueId, name: &str) -> ValueId {
        let block = self.block;
        *self
            .made
            .entry((InstKind::Binary(op), a, Some(b)))
            .or_insert_with(|| Builder::before_terminator(f, block).simplifying().binary(op, a, b, name))
    }

    /// `v` cast to `i64`.
    fn cast(&mut self, f: &mut Function, op: CastOp, v: ValueId, name: &str) -> ValueId {
        let block = self.block;
        *self
            .made
            .entry((InstKind::Cast(op), v, None))
            .or_insert_with(|| Builder::before_terminator(f, block).simplifying().cast(op, v, Type::I64, name))
    }
}

/// A GEP to rewrite onto a counter.
struct Candidate {
    gep: InstId,
    index: ValueId,
    iv: BasicIv,
    stride: Stride,
}

/// Strength-reduce the addresses of `lp`; what was done, or why nothing
/// (more than one back edge, no preheader, no counter stepped by a
/// constant, no address that moves by a fixed stride).
///
/// *Why this is exact.* Write `A_t` for the address the original GEP
/// computes on trip t: `base + sext(idx_t)` elements. Trip 0: `k0 =
/// sext(idx0)`, the same address by construction. Trip t + 1 (t ≥ 0) only
/// uses its address if its load or store runs; then trip t reached the
/// latch, so it ran that access too (the user's block dominates the
/// latch). Both accesses are defined — an access outside its array is
/// undefined behaviour without the sanitizer — so both addresses lie in
/// one wend array of fewer than 2^31 elements of T, and their indexes
/// differ by less than 2^31 in absolute value. Their difference is
/// congruent mod 2^32 to `s * C` (pure wrapping arithmetic: `+ - *` are
/// ring operations mod 2^32), and the only integer in (-2^31, 2^31) with
/// that residue is `sext(wrap32(s * C)) = D`. So `A_{t+1} = A_t + D`
/// elements, which is what `k` computes, by induction. (Where a trip's
/// address is not used, its value does not matter.) The counter cannot
/// overflow `i64`: it stays within the addresses of one array.
fn reduce_loop(f: &mut Function, cfg: &Cfg, dom: &DomTree, lp: &Loop) -> Result<String, String> {
    let [latch] = lp.latches[..] else { return Err("it has more than one back edge".to_string()) };
    let preheader =
        loops::preheader(f, cfg, lp.header, |b| lp.contains(b)).ok_or_else(|| "it has no preheader".to_string())?;
    let ivs = loops::basic_ivs(f, lp.header, preheader, latch);
    if ivs.is_empty() {
        return Err("no counter steps by a constant".to_string());
    }
    // The exit test is analysed on the loop as it was.
    let counted = counted_loop(f, cfg, lp).ok();
    let candidates = candidates(f, dom, lp, latch, &ivs, counted.as_ref());
    if candidates.is_empty() {
        return Err("no array address moves by a fixed stride on every trip".to_string());
    }
    let mut pre = PreheaderValues::new(preheader);
    let mut counters = Counters { header: lp.header, preheader, latch, made: Vec::new() };
    let mut starts: HashMap<ValueId, ValueId> = HashMap::default();
    for c in &candidates {
        let (rest0, offset) = peeled_at_start(f, lp, &mut pre, &mut starts, c.iv, c.index);
        let start = pre.cast(f, CastOp::SExt, rest0, "lsr.start");
        let step = step_of(f, &mut pre, c.stride, c.iv.step);
        let k = counters.get(f, step, start).phi;
        if offset == 0 {
            f.set_operand(c.gep, 1, k);
        } else {
            // `base + k` is shared by the accesses of one row (cse merges
            // the copies); the offset folds into each address.
            let block = f.inst(c.gep).block.expect("a placed GEP");
            let at = f.inst_index(c.gep);
            let base = f.inst(c.gep).operands()[0];
            let elem = match f.inst(c.gep).kind {
                InstKind::Gep { elem } => elem,
                _ => unreachable!("a candidate is a GEP"),
            };
            let row = Builder::at(f, block, at).gep(elem, base, k, "lsr.row");
            let offset = f.const_int(Type::I32, offset);
            f.rewrite_inst(c.gep, InstKind::Gep { elem }, &[row, offset]);
        }
    }
    let gep_count = candidates.len() + merge_guarded_copies(f, dom, lp, &candidates);
    let mut exits = 0;
    let mut ivs_used: Vec<BasicIv> = Vec::new();
    for c in &candidates {
        if !ivs_used.iter().any(|iv| iv.phi == c.iv.phi) {
            ivs_used.push(c.iv);
        }
    }
    let mut kept = false;
    for iv in ivs_used {
        match rewrite_exit(f, lp, &mut pre, &mut counters, iv, counted.as_ref()) {
            true => exits += 1,
            false => kept = true,
        }
    }
    let mut done = format!(
        "{gep_count} address{} strength-reduced onto {} i64 counter{}",
        if gep_count == 1 { "" } else { "es" },
        counters.made.len(),
        plural(counters.made.len())
    );
    done.push_str(match (exits, kept) {
        (0, _) => ", exit test kept",
        (_, false) => ", exit test on the counter",
        (_, true) => ", exit test on the counter for some counters only",
    });
    Ok(done)
}

/// The GEPs of the loop that may move onto counters: those accessed on
/// every trip, and those indexed `i + c` where `i` cannot wrap (below).
///
/// *Accesses that do not run on every trip* (`cur[j] = prev[j - 1] + 1`
/// in one arm of an `if`, `cur[j] = max(prev[j], cur[j - 1])` in the
/// other) are rewritten too when their index is `i + c`, `c` a constant
/// of at most `MAX_OFFSET` in size, and `i` (step ±1) cannot wrap in a
/// defined run: the loop is a counted loop of `ir::loops` tested `i < n`
/// (step 1), or an every-trip access indexes some array by `i + c0`
/// (`t[j - 1]` above). In the second case, `i` wrapping after trip t
/// means trip t reached the latch with `i` = `i32::MAX` (or `MIN`), so
/// it ran that access at `wrap32(i + c0)`, outside every array (see
/// below): undefined. So the counter `k = sext(start) ± t` is `sext(i)`
/// on every trip that matters, and the new address is `base + i + c` as
/// an exact integer. The original index `wrap32(i + c)` differs from `i +
/// c` only when `i + c` leaves the `i32` range: above it the wrapped
/// index is negative; below it, it is at least `2^31 - 2^28`, beyond
/// every array (2^27 elements at most). Either way the original access
/// was outside its array, so where the access is defined the two
/// addresses agree. (An every-trip access `a[i + c]` is also in the
/// first group; its counter is the same `sext(start + 0) + t`.)
fn candidates(
    f: &Function,
    dom: &DomTree,
    lp: &Loop,
    latch: BlockId,
    ivs: &[BasicIv],
    counted: Option<&CountedLoop>,
) -> Vec<Candidate> {
    let mut found = Vec::new();
    let mut others = Vec::new();
    for &b in &lp.blocks {
        for &i in f.block(b).insts() {
            let InstKind::Gep { .. } = f.inst(i).kind else { continue };
            let [base, index] = f.inst(i).operands().as_array().expect("a GEP has two operands");
            if f.value_type(index) != Type::I32 || !is_invariant(f, lp, base) || !only_accesses(f, i, |_| true) {
                continue;
            }
            let every_trip =
                dom.dominates(b, latch) && only_accesses(f, i, |user_block| dom.dominates(user_block, latch));
            let stride =
                ivs.iter().find_map(|&iv| stride(f, lp, iv, index, 0).filter(|s| !s.is_zero()).map(|s| (iv, s)));
            match stride {
                Some((iv, stride)) if every_trip => found.push(Candidate { gep: i, index, iv, stride }),
                _ => others.push((i, index)),
            }
        }
    }
    // A counter that an every-trip access indexes as `i + c` cannot wrap
    // in a defined run; nor can the counter of a counted loop tested `i < n`.
    let unwrapping = |iv: &BasicIv| {
        iv.step.abs() == 1
            && (found.iter().any(|c| c.iv.phi == iv.phi && plus_constant(f, iv.value, c.index).is_some())
                || counted.is_some_and(|c| c.test == ExitTest::SignedLess && c.iv == iv.phi && iv.step == 1))
    };
    let unwrapping: Vec<BasicIv> = ivs.iter().filter(|iv| unwrapping(iv)).copied().collect();
    for (gep, index) in others {
        if let Some(&iv) = unwrapping.iter().find(|iv| plus_constant(f, iv.value, index).is_some()) {
            found.push(Candidate { gep, index, iv, stride: Stride { constant: 1, term: None } });
        }
    }
    found
}

/// `c` if `index` is `iv + c` with `c` a constant of at most `MAX_OFFSET`
/// in size.
fn plus_constant(f: &Function, iv: ValueId, index: ValueId) -> Option<i64> {
    loops::constant_offset_from(f, iv, index, 0).filter(|c| c.abs() <= MAX_OFFSET)
}

/// Make the other GEPs of the loop computing a candidate's address (same
/// base, same index value) use the candidate, where one of the
/// candidate's accesses runs before each of their uses: `a[i]` read again
/// under the `if` that tested it. The candidate's value is the original
/// address on every trip whose access has run (see `reduce_loop`),
/// so these uses see the same address, and cse can then tell the reload
/// is redundant. Returns how many were merged.
fn merge_guarded_copies(f: &mut Function, dom: &DomTree, lp: &Loop, candidates: &[Candidate]) -> usize {
    let mut merged = 0;
    let blocks = lp.blocks.clone();
    for b in blocks {
        for i in f.block(b).insts().to_vec() {
            let InstKind::Gep { .. } = f.inst(i).kind else { continue };
            if candidates.iter().any(|c| c.gep == i) {
                continue;
            }
            let ops = f.inst(i).operands();
            let (base, index) = (ops[0], ops[1]);
            let copy = f.inst_result(i);
            let users = f.users(copy).to_vec();
            let found = candidates.iter().find(|c| {
                let cops = f.inst(c.gep).operands();
                cops[0] == base
                    && c.index == index
                    && f.users(f.inst_result(c.gep))
                        .iter()
                        .any(|&u| users.iter().all(|&x| !f.inst(x).kind.is_phi() && inst_dominates(f, dom, u, x)))
            });
            if let Some(c) = found {
                let to = f.inst_result(c.gep);
                f.replace_all_uses(copy, to);
                merged += 1;
            }
        }
    }
    merged
}

/// Whether instruction `a` runs before `b` on every path to `b`.
fn inst_dominates(f: &Function, dom: &DomTree, a: InstId, b: InstId) -> bool {
    let (Some(ba), Some(bb)) = (f.inst(a).block, f.inst(b).block) else { return false };
    if ba == bb {
        f.inst_index(a) < f.inst_index(b)
    } else {
        dom.dominates(ba, bb)
    }
}

/// Whether the GEP is used, and only as the address of loads and stores in
/// blocks `block_ok` accepts — directly, or through GEPs of it by a
/// constant of at most `MAX_OFFSET` (the vectorizer's second copy of an
/// interleaved body reads `gep(a[i], VF)`).
fn only_accesses(f: &Function, gep: InstId, block_ok: impl Fn(BlockId) -> bool) -> bool {
    let memory_users = |ptr: ValueId| {
        let users = f.users(ptr);
        !users.is_empty() && users.iter().all(|&u| memory_users_of_one(f, ptr, u, &block_ok))
    };
    let ptr = f.inst_result(gep);
    let users = f.users(ptr);
    !users.is_empty()
        && users.iter().all(|&u| {
            let data = f.inst(u);
            let element = matches!(data.kind, InstKind::Gep { .. })
                && data.operands()[0] == ptr
                && f.as_const(data.operands()[1]).is_some_and(|c| c.abs() <= MAX_OFFSET)
                && memory_users(f.inst_result(u));
            element || memory_users_of_one(f, ptr, u, &block_ok)
        })
}

/// Whether user `u` of `ptr` is a load or store through it in a block
/// `block_ok` accepts.
fn memory_users_of_one(f: &Function, ptr: ValueId, u: InstId, block_ok: &impl Fn(BlockId) -> bool) -> bool {
    let data = f.inst(u);
    let address = match data.kind {
        InstKind::Load => true,
        InstKind::Store => data.operands()[1] == ptr && data.operands()[0] != ptr,
        _ => false,
    };
    address && data.block.is_some_and(block_ok)
}

/// How `v` changes from one trip to the next, per unit of `iv` (mod 2^32),
/// if `v` is built from `iv` and invariants by `+ - *`.
fn stride(f: &Function, lp: &Loop, iv: BasicIv, v: ValueId, depth: u32) -> Option<Stride> {
    if f.value_type(v) != Type::I32 || depth > 12 {
        return None;
    }
    if v == iv.value {
        return Some(Stride { constant: 1, term: None });
    }
    if is_invariant(f, lp, v) {
        return Some(Stride::ZERO);
    }
    let i = f.defining_inst(v)?;
    let InstKind::Binary(op) = f.inst(i).kind else { return None };
    let [a, b] = f.inst(i).operands().as_array()?;
    let (x, y) = (stride(f, lp, iv, a, depth + 1)?, stride(f, lp, iv, b, depth + 1)?);
    match op {
        BinOp::Add => x.add(y, 1),
        BinOp::Sub => x.add(y, -1),
        BinOp::Mul => scaled(f, lp, x, b).or_else(|| scaled(f, lp, y, a)),
        _ => None,
    }
}

/// The stride of `x * m`, where `x` has stride `s`: `m` must not change
/// in the loop, and only a constant stride can take a variable `m`.
fn scaled(f: &Function, lp: &Loop, s: Stride, m: ValueId) -> Option<Stride> {
    if let Some(c) = f.as_const(m) {
        return Some(s.times(c as i32));
    }
    if !is_invariant(f, lp, m) {
        return None;
    }
    if s.is_zero() {
        return Some(Stride::ZERO);
    }
    match s.term {
        None => Some(Stride { constant: 0, term: Some((s.constant, m)) }),
        Some(_) => None,
    }
}

/// `v` on trip 0, computed in the preheader: its chain of instructions
/// with `iv`'s start for `iv` (as `stride` accepted it).
fn value_at_start(
    f: &mut Function,
    lp: &Loop,
    pre: &mut PreheaderValues,
    memo: &mut HashMap<ValueId, ValueId>,
    iv: BasicIv,
    v: ValueId,
) -> ValueId {
    if v == iv.value {
        return iv.start;
    }
    if is_invariant(f, lp, v) {
        return pre.canonical(f, v);
    }
    if let Some(&done) = memo.get(&v) {
        return done;
    }
    let i = f.defining_inst(v).expect("stride accepted only instructions");
    let InstKind::Binary(op) = f.inst(i).kind else { unreachable!("stride accepted only + - *") };
    let [a, b] = f.inst(i).operands().as_array().expect("a binary operation has two operands");
    let (a0, b0) = (value_at_start(f, lp, pre, memo, iv, a), value_at_start(f, lp, pre, memo, iv, b));
    let name = format!("{}.start", f.value_name(v).unwrap_or("idx"));
    let result = pre.binary(f, op, a0, b0, &name);
    memo.insert(v, result);
    result
}

/// The largest constant offset peeled off an index: with indexes below
/// `MAX_ARRAY_LEN` (2^27), `index - offset` stays far inside `i32`.
const MAX_OFFSET: i64 = 1 << 28;

/// `v` on trip 0 as `rest + offset`: the constants added along the chain
/// of `+` and `-` from `v` are left out of `rest` (computed in the
/// preheader, wrapping as the program's code) and summed in `offset`
/// (exact), when that sum is at most `MAX_OFFSET` in size.
///
/// With a peeled offset c (|c| ≤ 2^28), the counter follows `rest_t ≡
/// idx_t - c` (mod 2^32). Whenever the access runs on trip t, it (and so
/// every earlier trip's) index is in `[0, 2^27)` (sema's MAX_ARRAY_LEN;
/// an array's GEP indexes its elements from its start), so `idx_j - c`
/// lies in `(-2^29, 2^29)` for every j ≤ t: the `i32` value `rest_j` is
/// that exact integer, consecutive ones differ by less than 2^31, hence by
/// exactly D, and `k_t = sext(rest_0) + t D = idx_t - c`: the address
/// `base + k_t + c` is the original one.
fn peeled_at_start(
    f: &mut Function,
    lp: &Loop,
    pre: &mut PreheaderValues,
    memo: &mut HashMap<ValueId, ValueId>,
    iv: BasicIv,
    v: ValueId,
) -> (ValueId, i64) {
    let (rest, offset) = peel(f, lp, pre, memo, iv, v, 0);
    if offset.abs() <= MAX_OFFSET {
        (rest, offset)
    } else {
        (value_at_start(f, lp, pre, memo, iv, v), 0)
    }
}

fn peel(
    f: &mut Function,
    lp: &Loop,
    pre: &mut PreheaderValues,
    memo: &mut HashMap<ValueId, ValueId>,
    iv: BasicIv,
    v: ValueId,
    depth: u32,
) -> (ValueId, i64) {
    if let Some(c) = f.as_const(v) {
        return (f.const_int(Type::I32, 0), c);
    }
    let op =
        f.defining_inst(v).filter(|_| v != iv.value && !is_invariant(f, lp, v) && depth < 12).and_then(|i| {
            match f.inst(i).kind {
                InstKind::Binary(op @ (BinOp::Add | BinOp::Sub)) => Some((op, i)),
                _ => None,
            }
        });
    let Some((op, i)) = op else { return (value_at_start(f, lp, pre, memo, iv, v), 0) };
    let [a, b] = f.inst(i).operands().as_array().expect("a binary operation has two operands");
    let ((a0, ca), (b0, cb)) = (peel(f, lp, pre, memo, iv, a, depth + 1), peel(f, lp, pre, memo, iv, b, depth + 1));
    let name = format!("{}.rest", f.value_name(v).unwrap_or("idx"));
    match op {
        BinOp::Add => (pre.binary(f, op, a0, b0, &name), ca.saturating_add(cb)),
        _ => (pre.binary(f, op, a0, b0, &name), ca.saturating_sub(cb)),
    }
}

/// `sext(wrap32(stride * iv_step))`: the counter's step.
fn step_of(f: &mut Function, pre: &mut PreheaderValues, stride: Stride, iv_step: i64) -> Step {
    let c = iv_step as i32;
    let s = stride.times(c);
    match s.term {
        None => Step::Constant(i64::from(s.constant)),
        Some((coeff, v)) => {
            let v = pre.canonical(f, v);
            let coeff = f.const_int(Type::I32, i64::from(coeff));
            let mut d = pre.binary(f, BinOp::Mul, v, coeff, "lsr.stride");
            let constant = f.const_int(Type::I32, i64::from(s.constant));
            d = pre.binary(f, BinOp::Add, d, constant, "lsr.stride");
            let wide = pre.cast(f, CastOp::SExt, d, "lsr.step");
            match f.as_const(wide) {
                Some(k) => Step::Constant(k),
                None => Step::Value(wide),
            }
        }
    }
}

/// The counter `phi [start, preheader], [phi + step, latch]`, made on first
/// use.
/// The `i64` counters of one loop: header phis from the preheader, each
/// stepped at the end of the latch.
struct Counters {
    header: BlockId,
    preheader: BlockId,
    latch: BlockId,
    made: Vec<Counter>,
}

impl Counters {
    /// The counter that starts at `start` and steps by `step`, made if
    /// the loop has none yet.
    fn get(&mut self, f: &mut Function, step: Step, start: ValueId) -> Counter {
        if let Some(&c) = self.made.iter().find(|c| c.step == step && c.start == start) {
            return c;
        }
        let phi = f.prepend_phis(self.header, &[Type::I64])[0];
        let value = f.inst_result(phi);
        f.set_value_name(value, "lsr.k");
        let step_value = match step {
            Step::Constant(c) => f.const_int(Type::I64, c),
            Step::Value(v) => v,
        };
        let next = Builder::before_terminator(f, self.latch).binary(BinOp::Add, value, step_value, "lsr.k.next");
        f.phi_set_incoming(phi, &[(start, self.preheader), (next, self.latch)]);
        let counter = Counter { step, start, phi: value, next };
        self.made.push(counter);
        counter
    }
}

/// Test the loop's exit on a counter instead of `iv` when `iv` is then
/// dead; whether it did (for which tests that is exact: below).
///
/// **Exit test** (what makes `i` die): when, after the rewrite, `i` and
/// `i + C` feed only each other, the exit compare and code that is dead,
/// the exit branch is made to test a counter `k` of step C (one made for
/// the addresses, or a new one from `sext(start)`): `k_t = k0 + C t`
/// exactly, so the tests below on `C t` are tests of `k` against `k0 +`
/// their bound:
/// - a counted loop of `ir::loops` tested `i < n` at the top (step 1):
///   there `i` takes `start, start + 1, …` without wrapping until it
///   reaches n, so `i_t = sext(start) + t` and `i < n ⟺ t < sext(n) -
///   sext(start)`;
/// - a loop leaving when `i == E` or `i + C == E` (an `icmp ne` that
///   keeps it going; the vector loop's `vec.i.next != vec.end`), with C a
///   power of two and `u = (E - start) mod 2^32` provably a multiple of C
///   (C = 1; constants; or `E = start + (x & m)` with `m` a multiple of
///   C, the vectorizer's `start + (trips & -VF)`). `i_t ≡ start + C t`
///   mod 2^32, so the loop leaves at the first t with `C t ≡ u`, which is
///   `C t = u` exactly (C t for smaller t are smaller multiples of C below
///   2^32); for `i + C` the first `C (t + 1) ≡ u` with `C (t + 1)` in
///   `[C, 2^32]`, i.e. `C (t + 1) = zext(u - C) + C`. So the test becomes
///   `k != k0 + zext(u)`, resp. `k + C != k0 + zext(u - C) + C`, in
///   `i64`, exact for every trip count, wrapping ones too.
///
/// Other forms (`i <= n`, which never ends when n is the largest int;
/// negative steps with `<`) keep their `i32` test. adce removes the dead
/// `i32` chain.
fn rewrite_exit(
    f: &mut Function,
    lp: &Loop,
    pre: &mut PreheaderValues,
    counters: &mut Counters,
    iv: BasicIv,
    counted: Option<&loops::CountedLoop>,
) -> bool {
    let Some(exit) = exit_test(f, lp, counters.latch, iv, counted) else { return false };
    if !dies_without_test(f, lp, iv, exit.compare, exit.branch) {
        return false;
    }
    // Any counter stepping by C counts `k0 + C t`: test `C t` against the
    // trips as computed below, offset by its k0.
    let counter = match counters.made.iter().find(|c| c.step == Step::Constant(iv.step)) {
        Some(&c) => c,
        None => {
            let start = pre.cast(f, CastOp::SExt, iv.start, "lsr.start");
            counters.get(f, Step::Constant(iv.step), start)
        }
    };
    let start = counter.start;
    let (pred, tested, bound) = match exit.form {
        ExitForm::Less(n) => {
            let (n, first) =
                (pre.cast(f, CastOp::SExt, n, "lsr.end"), pre.cast(f, CastOp::SExt, iv.start, "lsr.first"));
            let trips = pre.binary(f, BinOp::Sub, n, first, "lsr.trips");
            (CmpPred::Slt, counter.phi, pre.binary(f, BinOp::Add, start, trips, "lsr.end"))
        }
        ExitForm::Equal { end, of_next } => {
            let c = f.const_int(Type::I32, iv.step);
            let mut u = pre.binary(f, BinOp::Sub, end, iv.start, "lsr.trips");
            if of_next {
                u = pre.binary(f, BinOp::Sub, u, c, "lsr.trips");
            }
            let mut wide = pre.cast(f, CastOp::ZExt, u, "lsr.trips.wide");
            if of_next {
                let c64 = f.const_int(Type::I64, iv.step);
                wide = pre.binary(f, BinOp::Add, wide, c64, "lsr.trips.wide");
            }
            let bound = pre.binary(f, BinOp::Add, start, wide, "lsr.end");
            (CmpPred::Ne, if of_next { counter.next } else { counter.phi }, bound)
        }
    };
    let block = f.inst(exit.branch).block.expect("a placed branch");
    let at = f.block(block).insts().len() - 1;
    let cond = Builder::at(f, block, at).icmp(pred, tested, bound, "lsr.more");
    f.rewrite_inst(exit.branch, InstKind::CondBr { if_true: exit.stay, if_false: exit.leave }, &[cond]);
    true
}

enum ExitForm {
    /// Keep going while `iv < n` (top-tested counted loop, step 1).
    Less(ValueId),
    /// Leave when `iv == end` (`of_next`: `iv + step == end`).
    Equal { end: ValueId, of_next: bool },
}

struct ExitTestFound {
    compare: InstId,
    branch: InstId,
    stay: BlockId,
    leave: BlockId,
    form: ExitForm,
}

/// The loop's exit test on `iv`, in a form a counter can take over.
fn exit_test(
    f: &Function,
    lp: &Loop,
    latch: BlockId,
    iv: BasicIv,
    counted: Option<&loops::CountedLoop>,
) -> Option<ExitTestFound> {
    if let Some(c) = counted.filter(|c| c.iv == iv.phi && c.test == ExitTest::SignedLess && iv.step == 1) {
        let LoopTest { branch, stay, leave, .. } = LoopTest::of(f, lp, c.header)?;
        return Some(ExitTestFound { compare: c.compare, branch, stay, leave, form: ExitForm::Less(c.bound) });
    }
    // `i != end`: from the header (on `i`) or the latch (also on `i + C`).
    let step = iv.step;
    if step <= 0 || step > 1 << 30 || !(step as u64).is_power_of_two() {
        return None;
    }
    for block in [lp.header, latch] {
        let Some(LoopTest { branch, stay, leave, compare: Some(compare) }) = LoopTest::of(f, lp, block) else {
            continue;
        };
        let tested =
            [(iv.value, false), (iv.next, true)].into_iter().filter(|&(_, of_next)| !of_next || block == latch);
        for (x, of_next) in tested {
            // The loop must leave exactly when the two are equal.
            let Some((CmpPred::Ne, end)) = compare.on(x) else { continue };
            if is_invariant(f, lp, end) && distance_is_multiple(f, iv.start, end, step) {
                let form = ExitForm::Equal { end, of_next };
                return Some(ExitTestFound { compare: compare.inst, branch, stay, leave, form });
            }
        }
    }
    None
}

/// Whether `(end - start) mod 2^32` is known to be a multiple of `step` (a
/// power of two).
fn distance_is_multiple(f: &Function, start: ValueId, end: ValueId, step: i64) -> bool {
    if step == 1 {
        return true;
    }
    let low_bits_clear = |v: i64| v & (step - 1) == 0;
    if let (Some(s), Some(e)) = (loops::constant_value(f, start, 0), loops::constant_value(f, end, 0)) {
        return low_bits_clear((e as i32).wrapping_sub(s as i32) as i64);
    }
    // `end = start + (x & m)` with m a multiple of the step.
    masked_end(f, end).is_some_and(|(base, m)| base == start && low_bits_clear(m))
}

/// Whether `iv` and its increment would be dead once `compare` no longer
/// decides `branch`: they feed only each other, the compare and code that
/// is itself dead. The pure instructions of the loop are the candidates;
/// one is alive when something other than a candidate uses it (the branch
/// on `compare` excepted), or an alive one does: marking from the first
/// kind along operands finds them all in one pass, and the `iv` ↔ `iv + C`
/// cycle, used only by itself, stays dead.
fn dies_without_test(f: &Function, lp: &Loop, iv: BasicIv, compare: InstId, branch: InstId) -> bool {
    let next = f.defining_inst(iv.next).expect("a step instruction");
    let mut candidates: HashSet<InstId> = [iv.phi, next, compare].into_iter().collect();
    for &b in &lp.blocks {
        for &i in f.block(b).insts() {
            let pure = match f.inst(i).kind {
                InstKind::Binary(op) => !op.may_trap(),
                InstKind::Icmp(_) | InstKind::Cast(_) | InstKind::Gep { .. } => true,
                _ => false,
            };
            if pure {
                candidates.insert(i);
            }
        }
    }
    let used_elsewhere = |i: InstId| {
        f.users(f.inst_result(i)).iter().any(|&u| !candidates.contains(&u) && (i != compare || u != branch))
    };
    let mut work: Vec<InstId> = candidates.iter().copied().filter(|&i| used_elsewhere(i)).collect();
    let mut alive: HashSet<InstId> = work.iter().copied().collect();
    while let Some(i) = work.pop() {
        for &v in f.inst(i).operands().iter() {
            if let Some(d) = f.defining_inst(v) {
                if candidates.contains(&d) && alive.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    !alive.contains(&iv.phi) && !alive.contains(&next)
}
