//! iv-divrem: strength-reduce `i % d` and `i / d` of a loop's counter to
//! counters of their own.
//!
//! Algorithm: the induction-variable case of Sheldon, Lee, Greenwald and
//! Amarasinghe, "Strength Reduction of Integer Division and Modulo
//! Operations" (LCPC 2001). When `i` starts at a constant `c ≥ 0`, grows by
//! a constant step `s > 0` and never overflows, then along the loop
//!
//! ```text
//! i % d  =  r   with  r₀ = c % d,   r' = r + s % d,  minus d if that is ≥ d
//! i / d  =  q   with  q₀ = c / d,   q' = q + s / d,  plus 1 when r wrapped
//! ```
//!
//! so a remainder (x86: a multiply-high, two shifts, a multiply and two
//! subtractions, even for a constant `d`) becomes an add and a compare
//! whose branch the processor predicts, and the division disappears.
//!
//! 1. **Loops**: a natural loop of `ir::loops` with header `h`, entered by
//!    one edge and continued from one *latch* ending in `br label %h`.
//! 2. **The guard** (`ir::loops::LoopTest`): `h` ends in `br i1 (icmp i,
//!    bound)` with one successor outside the loop, so every trip passes the
//!    test, and staying in bounds `i` so that `i + s` never overflows
//!    (`keeps_in_range`).
//! 3. **The counter**: a basic induction variable `i` of `h` (`ir::loops`),
//!    with a constant `c ≥ 0` from outside and a step `s > 0`. By 2.
//!    every value `i` takes is in `0..=i32::MAX`, so signed and floored
//!    division agree and the recurrences above hold wherever `i` is used,
//!    inside the loop or after it.
//! 4. **Rewriting** (`rewrite`): for each divisor `d ≥ 2` of `srem i, d` or
//!    `sdiv i, d`, phis `r` (and `q`) join `h`, stepped at the latch with a
//!    compare-and-branch to a small `wrap` block; the `srem`/`sdiv` results
//!    are replaced by `r`/`q`.
//!
//! Remarks: each division made a counter (`i % 3 made a counter`), and
//! for each other division in a loop the first of steps 1–3 (or the
//! divisor's test) it fails, at the division.
//!
//! Preconditions: SSA form (run after mem2reg). Invariants: verified IR,
//! exact def-use lists; the new wrap and join blocks sit after the latch
//! in the layout, so the common path falls through.

use std::collections::BTreeMap;

use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::cfg::Cfg;
use crate::ir::loops::{self, Loop, LoopInfo, LoopTest, StayCompare};
use crate::ir::{BinOp, BlockId, Builder, CmpPred, EntityMap, EntitySet, Function, InstId, InstKind, Type, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    let info = LoopInfo::of(f);
    let loops = loops_with_divided_counters(f, &info);
    let mut remarks: Vec<Remark> = Vec::new();
    let mut reduced = EntitySet::with_capacity(f.num_insts());
    for counted in &loops {
        for c in &counted.counters {
            for i in c.uses.values().flat_map(|u| u.rems.iter().chain(&u.divs)) {
                reduced.insert(*i);
                remarks.push(Remark::done(f.inst(*i).loc, format!("{} made a counter", expression(f, *i))));
            }
        }
    }
    remarks.extend(divisions_left(f, &info, &reduced));
    let (mut remainders, mut quotients) = (0, 0);
    // The wrap and join blocks go into the layout at once, at the end:
    // placing each as it is made would cost the layout's length per block.
    let mut placements = Vec::new();
    for counted in &loops {
        let (r, q) = rewrite(f, counted, &mut placements);
        remainders += r;
        quotients += q;
    }
    f.place_blocks_after(&placements);
    let headline = format!(
        "{remainders} remainder{} and {quotients} quotient{} of loop counters in {} loop{} became counters",
        plural(remainders),
        plural(quotients),
        loops.len(),
        plural(loops.len())
    );
    PassResult::with_remarks(headline, remarks)
}

/// `i % 3` for a remark, or `remainder by 3` where the dividend is not
/// a variable's value (an expression's temporary has no name to show).
fn expression(f: &Function, i: InstId) -> String {
    let data = f.inst(i);
    let rem = data.kind == InstKind::Binary(BinOp::SRem);
    let [a, b] = [data.operands()[0], data.operands()[1]];
    let divisor = f.as_const(b).map_or_else(|| variable(f, b).unwrap_or("a variable").to_string(), |d| d.to_string());
    match variable(f, a) {
        Some(name) => format!("{name} {} {divisor}", if rem { "%" } else { "/" }),
        None => format!("{} by {divisor}", if rem { "remainder" } else { "division" }),
    }
}

/// The variable whose value `v` is: a phi, parameter or load, which
/// lowering and mem2reg name after it (`i.2` is a copy of `i`).
fn variable(f: &Function, v: ValueId) -> Option<&str> {
    let named = match f.defining_inst(v) {
        Some(d) => f.inst(d).kind.is_phi() || f.inst(d).kind == InstKind::Load,
        None => true,
    };
    f.value_name(v).filter(|_| named)?.split('.').next().filter(|n| !n.is_empty())
}

/// Why each division in a loop that was not reduced stays: the first of
/// steps 1–3 (and the divisor's test) it fails, at the division.
fn divisions_left(f: &Function, info: &LoopInfo, reduced: &EntitySet<InstId>) -> Vec<Remark> {
    let LoopInfo { cfg, loops, .. } = info;
    // The loop of each header, looked up once per division.
    let mut loop_at: EntityMap<BlockId, Option<&Loop>> = EntityMap::from_elem(None, cfg.capacity());
    for lp in loops.iter() {
        loop_at[lp.header] = Some(lp);
    }
    let mut remarks = Vec::new();
    // Innermost first: a division is explained for its innermost loop,
    // and a block is read once, for the innermost loop holding it.
    let mut scanned = EntitySet::with_capacity(f.block_capacity());
    for lp in loops.iter() {
        for &b in &lp.blocks {
            if !scanned.insert(b) {
                continue;
            }
            for &i in f.block(b).insts() {
                let is_division = matches!(f.inst(i).kind, InstKind::Binary(BinOp::SRem | BinOp::SDiv));
                if !is_division || reduced.contains(i) {
                    continue;
                }
                let why = why_not_reduced(f, cfg, &loop_at, i);
                remarks.push(
                    Remark::missed(f.inst(i).loc, format!("{} not made a counter: {why}", expression(f, i)))
                        .in_block(f.block_name(b)),
                );
            }
        }
    }
    remarks
}

/// The reason division `i` keeps dividing.
fn why_not_reduced(f: &Function, cfg: &Cfg, loop_at: &EntityMap<BlockId, Option<&Loop>>, i: InstId) -> String {
    let [dividend, divisor] = [f.inst(i).operands()[0], f.inst(i).operands()[1]];
    if f.as_const(divisor).is_none_or(|d| d < 2) {
        return "the divisor is not a constant of 2 or more".to_string();
    }
    let name = variable(f, dividend).map_or("the dividend".to_string(), |n| format!("'{n}'"));
    let header_phi = f
        .defining_inst(dividend)
        .filter(|&d| matches!(f.inst(d).kind, InstKind::Phi { .. }))
        .and_then(|d| f.inst(d).block)
        .and_then(|h| loop_at[h]);
    let Some(lp) = header_phi else {
        return format!("{name} is not a loop counter");
    };
    let Some((preheader, latch)) = entry_and_latch(f, cfg, lp) else {
        return format!("the loop of {name} has more than one way in or back");
    };
    let ivs = loops::basic_ivs(f, lp.header, preheader, latch);
    if !ivs.iter().any(|iv| iv.value == dividend && counting_up(f, iv).is_some()) {
        return format!("{name} does not start at a constant >= 0 and grow by a constant step");
    }
    match top_compare(f, lp) {
        None => "the loop's test is not a comparison at its top".to_string(),
        Some(_) => format!("the loop's test does not keep {name} from overflowing"),
    }
}

/// A loop whose counters have remainders or quotients to strength-reduce.
struct DividedLoop {
    header: BlockId,
    preheader: BlockId,
    latch: BlockId,
    counters: Vec<Counter>,
}

/// A counter: a basic induction variable of the loop (`ir::loops`) that
/// starts at a constant `≥ 0` and counts up.
struct Counter {
    value: ValueId,
    start: i64,
    step: i64,
    /// Per divisor, the `srem`/`sdiv` instructions of the counter by it.
    uses: BTreeMap<i64, DivisorUses>,
}

#[derive(Default)]
struct DivisorUses {
    rems: Vec<InstId>,
    divs: Vec<InstId>,
}

/// Every loop (steps 1–3) with counters that have a remainder or quotient
/// by a constant `d ≥ 2`.
fn loops_with_divided_counters(f: &Function, info: &LoopInfo) -> Vec<DividedLoop> {
    let cfg = &info.cfg;
    // Outermost first, in program order: the order the new blocks and
    // values are made in.
    let mut loops: Vec<&Loop> = info.loops.iter().collect();
    loops.sort_by_key(|lp| cfg.rpo_index(lp.header));
    let mut divided = Vec::new();
    for lp in loops.iter() {
        let Some((preheader, latch)) = entry_and_latch(f, cfg, lp) else {
            continue;
        };
        let header = lp.header;
        let mut counters: Vec<Counter> = loops::basic_ivs(f, header, preheader, latch)
            .iter()
            .filter_map(|iv| {
                let (start, step) = counting_up(f, iv)?;
                let uses = divisions_of(f, iv.value);
                (!uses.is_empty()).then_some(Counter { value: iv.value, start, step, uses })
            })
            .collect();
        if counters.is_empty() {
            continue;
        }
        let Some(guard) = top_compare(f, lp) else {
            continue;
        };
        counters.retain(|c| keeps_in_range(f, &guard, c.value, c.step));
        if !counters.is_empty() {
            divided.push(DividedLoop { header, preheader, latch, counters });
        }
    }
    divided
}

/// `(entry, latch)` of a loop entered by one edge and continued from one
/// latch ending in an unconditional branch (step 4 splits it before that
/// branch). The entering block may branch elsewhere too: the new phis
/// only take their start values from it.
fn entry_and_latch(f: &Function, cfg: &Cfg, lp: &Loop) -> Option<(BlockId, BlockId)> {
    let [latch] = lp.latches[..] else { return None };
    let preheader = loops::loop_predecessor(cfg, lp.header, |b| lp.contains(b))?;
    let term = f.terminator(latch)?;
    matches!(f.inst(term).kind, InstKind::Br { .. }).then_some((preheader, latch))
}

/// The comparison of the loop's test at its header (step 2).
fn top_compare(f: &Function, lp: &Loop) -> Option<StayCompare> {
    LoopTest::of(f, lp, lp.header)?.compare
}

/// Whether staying in the loop (`guard`) bounds `counter` so that
/// `counter + step` never overflows.
///
/// Staying in must mean `i < bound` (any `bound` when `s = 1`: then `i + 1`
/// cannot overflow; a constant with `bound - 1 + s ≤ i32::MAX` otherwise) or
/// `i ≤ bound` (a constant with `bound + s ≤ i32::MAX`).
fn keeps_in_range(f: &Function, guard: &StayCompare, counter: ValueId, step: i64) -> bool {
    let Some((pred, bound)) = guard.on(counter) else { return false };
    let max = i64::from(i32::MAX);
    match (pred, f.as_const(bound)) {
        (CmpPred::Slt, _) if step == 1 => true,
        (CmpPred::Slt, Some(bound)) => bound - 1 + step <= max,
        (CmpPred::Sle, Some(bound)) => bound + step <= max,
        _ => false,
    }
}

/// `(start, step)` of a basic induction variable that starts at a
/// constant `≥ 0` and counts up: the counters this pass follows.
fn counting_up(f: &Function, iv: &loops::BasicIv) -> Option<(i64, i64)> {
    let start = f.as_const(iv.start).filter(|&s| s >= 0)?;
    (iv.step > 0).then_some((start, iv.step))
}

/// The `srem counter, d` and `sdiv counter, d` instructions with a
/// constant `d ≥ 2`, grouped by `d`.
fn divisions_of(f: &Function, counter: ValueId) -> BTreeMap<i64, DivisorUses> {
    let mut uses: BTreeMap<i64, DivisorUses> = BTreeMap::new();
    for &user in f.users(counter) {
        let data = f.inst(user);
        let InstKind::Binary(op @ (BinOp::SRem | BinOp::SDiv)) = data.kind else {
            continue;
        };
        let Some([dividend, divisor]) = data.operands().as_array() else {
            continue;
        };
        let Some(d) = f.as_const(divisor).filter(|&d| d >= 2) else {
            continue;
        };
        if dividend != counter {
            continue;
        }
        let entry = uses.entry(d).or_default();
        let list = if op == BinOp::SRem { &mut entry.rems } else { &mut entry.divs };
        if !list.contains(&user) {
            list.push(user);
        }
    }
    uses
}

/// Rewrite one loop (step 4); returns how many remainders and quotients
/// were replaced.
///
/// For each divisor `d ≥ 2`, phis `r` (and `q` when a division needs it)
/// join the header; the latch is split before its `br` and gets, per
/// divisor, a compare-and-branch to a small `wrap` block that subtracts `d`
/// (and carries 1 into `q`), both paths meeting in a join block whose phis
/// feed the header. The `srem`/`sdiv` results are replaced by `r`/`q` and
/// the instructions removed. When `d` divides `s` the remainder is the
/// constant `c % d` and the quotient a phi stepped by `s / d`, with no wrap
/// test (`steady_counters`).
fn rewrite(f: &mut Function, counted: &DividedLoop, placements: &mut Vec<(BlockId, Vec<BlockId>)>) -> (usize, usize) {
    let (mut remainders, mut quotients) = (0, 0);
    // Each divisor's step splits the end of the loop again; `tail` is the
    // block that currently ends in the branch back to the header.
    let mut tail = counted.latch;
    for counter in &counted.counters {
        for (&d, uses) in &counter.uses {
            let with_quotient = !uses.divs.is_empty();
            let (rem, quot) = if counter.step % d == 0 {
                steady_counters(f, counted, counter, d, tail, with_quotient)
            } else {
                let counters = DivisorCounters::add(f, counted, counter, d, with_quotient);
                tail = counters.step_at_end_of(f, tail, counter.step, placements);
                (counters.rem, counters.quot)
            };
            for (insts, value) in [(&uses.rems, Some(rem)), (&uses.divs, quot)] {
                for &inst in insts {
                    f.replace_all_uses(f.inst_result(inst), value.expect("a quotient counter exists for divisions"));
                    f.remove_inst(inst);
                }
            }
            remainders += uses.rems.len();
            quotients += uses.divs.len();
        }
    }
    (remainders, quotients)
}

/// When `d` divides the step, `counter % d` never changes and `counter / d`
/// grows by `step / d` every trip: a constant, and a phi stepped by an add
/// before the branch that ends `tail`, with no wrap test.
fn steady_counters(
    f: &mut Function,
    counted: &DividedLoop,
    counter: &Counter,
    d: i64,
    tail: BlockId,
    with_quotient: bool,
) -> (ValueId, Option<ValueId>) {
    let rem = f.const_int(Type::I32, counter.start % d);
    let quot = with_quotient.then(|| {
        let quot = start_phi(f, counted, counter, d, "div", counter.start / d);
        let branch_at = f.block(tail).insts().len() - 1;
        let next = binary_at(f, tail, branch_at, BinOp::Add, quot, counter.step / d, "next");
        f.phi_add_incoming(f.defining_inst(quot).expect("a counter is a phi"), next, tail);
        quot
    });
    (rem, quot)
}

/// A new phi `counter.{what}{d}` at the top of the header with only its
/// start value (the caller adds the back edge).
fn start_phi(f: &mut Function, counted: &DividedLoop, counter: &Counter, d: i64, what: &str, value: i64) -> ValueId {
    let name = f.value_name(counter.value).unwrap_or("iv").to_string();
    let start = f.const_int(Type::I32, value);
    Builder::at(f, counted.header, 0).phi(Type::I32, &[(start, counted.preheader)], &format!("{name}.{what}{d}"))
}

/// The phis of `header` that hold `counter % d` and `counter / d`.
struct DivisorCounters {
    d: i64,
    rem: ValueId,
    quot: Option<ValueId>,
}

impl DivisorCounters {
    /// New phis at the top of the header, with only their start values
    /// (the back edge is added by `step_at_end_of`).
    fn add(f: &mut Function, counted: &DividedLoop, counter: &Counter, d: i64, with_quotient: bool) -> DivisorCounters {
        let rem = start_phi(f, counted, counter, d, "rem", counter.start % d);
        let quot = with_quotient.then(|| start_phi(f, counted, counter, d, "div", counter.start / d));
        DivisorCounters { d, rem, quot }
    }

    /// Advance the counters at the end of `block` (which ends in `br label
    /// %header`): `block` gets the add and the wrap test, a new wrap block
    /// subtracts `d`, and a new join block — returned, now ending in the
    /// branch to the header — merges the two. Both are to be placed right
    /// after `block`, the join first (`placements`).
    fn step_at_end_of(
        &self,
        f: &mut Function,
        block: BlockId,
        step: i64,
        placements: &mut Vec<(BlockId, Vec<BlockId>)>,
    ) -> BlockId {
        let base = f.block_name(block).to_string();
        let branch_at = f.block(block).insts().len() - 1;
        let join = f.split_block_unplaced(block, branch_at, format!("{base}.join"));
        let wrap = f.create_block(format!("{base}.wrap"));
        placements.push((block, vec![join, wrap]));

        let (rem_step, quot_step) = (step % self.d, step / self.d);
        let rem_next = binary(f, block, BinOp::Add, self.rem, rem_step, "next");
        let quot_next =
            self.quot.map(|q| if quot_step == 0 { q } else { binary(f, block, BinOp::Add, q, quot_step, "next") });
        let d = f.const_int(Type::I32, self.d);
        let mut b = Builder::at_end(f, block);
        let wraps = b.icmp(CmpPred::Sge, rem_next, d, "wraps");
        b.cond_br(wraps, wrap, join);

        let rem_wrapped = binary(f, wrap, BinOp::Sub, rem_next, self.d, "wrapped");
        let quot_wrapped = quot_next.map(|q| binary(f, wrap, BinOp::Add, q, 1, "wrapped"));
        Builder::at_end(f, wrap).br(join);

        let merged = |f: &mut Function, counter: ValueId, plain: ValueId, wrapped: ValueId| {
            let name = format!("{}.step", f.value_name(counter).unwrap_or_default());
            let value = Builder::at(f, join, 0).phi(Type::I32, &[(plain, block), (wrapped, wrap)], &name);
            let phi_in_header = f.defining_inst(counter).expect("a counter is a phi");
            f.phi_add_incoming(phi_in_header, value, join);
        };
        merged(f, self.rem, rem_next, rem_wrapped);
        if let (Some(q), Some(next), Some(wrapped)) = (self.quot, quot_next, quot_wrapped) {
            merged(f, q, next, wrapped);
        }
        join
    }
}

/// Append `lhs op constant` to `block`, named after `lhs`.
fn binary(f: &mut Function, block: BlockId, op: BinOp, lhs: ValueId, constant: i64, what: &str) -> ValueId {
    let end = f.block(block).insts().len();
    binary_at(f, block, end, op, lhs, constant, what)
}

/// Insert `lhs op constant` into `block` at position `at`, named after `lhs`.
fn binary_at(
    f: &mut Function,
    block: BlockId,
    at: usize,
    op: BinOp,
    lhs: ValueId,
    constant: i64,
    what: &str,
) -> ValueId {
    let rhs = f.const_int(Type::I32, constant);
    let name = format!("{}.{what}", f.value_name(lhs).unwrap_or_default());
    Builder::at(f, block, at).binary(op, lhs, rhs, &name)
}
