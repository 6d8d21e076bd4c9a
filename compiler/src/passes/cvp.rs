//! cvp: correlated value propagation over signed value ranges.
//!
//! Algorithm: in the manner of LLVM's CorrelatedValuePropagation (its
//! ranges come from LazyValueInfo; gcc's are VRP's), with the interval
//! domain of Cousot & Cousot (1977) on 32-bit integers:
//!
//! 1. **Ranges.** Every `i32` value gets a signed interval `[lo, hi]`,
//!    computed once, in reverse post-order, from its operands' ranges
//!    (`binary`); parameters, loads and calls are unknown (the full range).
//! 2. **Correlation with branches.** Where a value is used, the branches
//!    that must have gone one way to get there narrow it: walking up the
//!    dominator tree from the use's block, each block entered only from a
//!    conditional branch on `icmp p x, y` (its single predecessor) knows
//!    that `p` held (or failed) there, so `x <s y` caps `x` at `hi(y) - 1`.
//!    Only the nearest [`WALK_LIMIT`] such branches count (the cost stays
//!    linear), and only values some such branch compares are looked up.
//!    Operands are narrowed this way before a result's range is computed,
//!    so `n + 128` under `if n >= 0` is at least 128.
//! 3. **Loop counters.** A phi is reached from its back edges before their
//!    values have ranges; a counter stepped by one under a test that keeps
//!    it from wrapping keeps its direction (`Ranges::phi`), other back-edge
//!    values make the phi unknown: one pass, no iteration.
//!
//! What the ranges change (each exact because the range is):
//! - `icmp` whose outcome the operands' ranges decide becomes `true` or
//!   `false` (simplifycfg then drops the branch);
//! - `x % c` with `0 <= x < |c|` is `x`, and `x / c` with `|x| < |c|` is
//!   `0` (c a constant other than 0 and -1: nothing here removes a
//!   division that could trap);
//! - `x % c` with `x >= 0` and `|c|` a power of two is `x & (|c| - 1)`:
//!   one `and` instead of the sign fix-up that a signed remainder needs.
//!
//! instcombine then carries the masks further (`(x % 65536) & 511` is
//! `x & 511`: the low bits of a remainder by a power of two are the
//! dividend's).
//!
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! the CFG is unchanged.

use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::{BinOp, BlockId, CastOp, CmpPred, EntityMap, EntitySet, Function, InstId, InstKind, Type, ValueId};

/// How many of the branches up the dominator tree a use looks at.
pub const WALK_LIMIT: usize = 8;

const MIN: i64 = i32::MIN as i64;
const MAX: i64 = i32::MAX as i64;

/// A signed interval of `i32` values, `lo <= hi`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Range {
    pub lo: i64,
    pub hi: i64,
}

impl Range {
    pub const FULL: Range = Range { lo: MIN, hi: MAX };

    fn point(c: i64) -> Range {
        Range { lo: c, hi: c }
    }

    /// `[lo, hi]` if it fits in `i32` (no wrap possible), else the full
    /// range.
    fn checked(lo: i64, hi: i64) -> Range {
        if lo < MIN || hi > MAX || lo > hi {
            Range::FULL
        } else {
            Range { lo, hi }
        }
    }

    fn union(self, other: Range) -> Range {
        Range { lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }

    /// The intersection, or `self` if it is empty (a block no execution
    /// reaches: nothing about it needs to be exact).
    fn intersect(self, other: Range) -> Range {
        let (lo, hi) = (self.lo.max(other.lo), self.hi.min(other.hi));
        if lo <= hi {
            Range { lo, hi }
        } else {
            self
        }
    }
}

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let cfg = Cfg::of(f);
    let dom = DomTree::of(f);
    let branches = Branches::find(f, &cfg, &dom);
    let mut ranges = Ranges { of: RangeTable::new(f.num_values()), cfg: &cfg, dom: &dom, branches };
    let mut counts = Counts::default();
    for &b in cfg.rpo() {
        for i in f.block(b).insts().to_vec() {
            ranges.visit(f, b, i, &mut counts);
        }
    }
    if counts.total() == 0 {
        return PassResult { remarks: counts.remarks };
    }
    // Each change is reported where it was made: the counts are the stage
    // header's.
    let summary = Remark::summary(format!(
        "{} compare{} decided, {} remainder{} made a mask, {} division{} folded",
        counts.compares,
        plural(counts.compares),
        counts.masks,
        plural(counts.masks),
        counts.folded,
        plural(counts.folded)
    ));
    PassResult { remarks: std::iter::once(summary).chain(counts.remarks).collect() }
}

/// The compares decided, remainders made masks and divisions folded that
/// one of the pass's summary lines reports, in all.
pub fn changes_in_summary(line: &str) -> Option<usize> {
    let (_, text) = line.lines().next()?.split_once(": ")?;
    if !text.contains(" decided, ") {
        return None;
    }
    text.split(", ").map(|part| part.split(' ').next()?.parse::<usize>().ok()).sum()
}

#[derive(Default)]
struct Counts {
    compares: usize,
    masks: usize,
    folded: usize,
    /// What was done, and the remainders by powers of two kept, each at
    /// its instruction.
    remarks: Vec<Remark>,
}

impl Counts {
    fn total(&self) -> usize {
        self.compares + self.masks + self.folded
    }
}

/// Ranges by value, stored as `i32` pairs (a function can have millions
/// of values); `lo > hi` marks a value not visited.
struct RangeTable(EntityMap<ValueId, (i32, i32)>);

impl RangeTable {
    const UNVISITED: (i32, i32) = (1, 0);

    fn new(values: usize) -> RangeTable {
        RangeTable(EntityMap::from_elem(Self::UNVISITED, values))
    }

    fn get(&self, v: ValueId) -> Option<Range> {
        let &(lo, hi) = self.0.get(v)?;
        (lo <= hi).then_some(Range { lo: lo.into(), hi: hi.into() })
    }

    fn set(&mut self, v: ValueId, r: Range) {
        // Constants made during the pass are past the end: they need none.
        if let Some(slot) = self.0.get_mut(v) {
            *slot = (r.lo as i32, r.hi as i32);
        }
    }
}

struct Ranges<'a> {
    /// The range of each `i32` value visited so far.
    of: RangeTable,
    cfg: &'a Cfg,
    dom: &'a DomTree,
    branches: Branches,
}

/// The compares that hold on entry to blocks entered from a conditional
/// branch, found once per function.
struct Branches {
    /// Per block entered only from a conditional branch on an `icmp`: the
    /// relation `a pred b` that holds there (the predicate inverted on the
    /// false side).
    entering: EntityMap<BlockId, Option<(CmpPred, ValueId, ValueId)>>,
    /// Per block, the nearest block on its dominator-tree path to the
    /// root (itself included) that has an `entering` relation.
    nearest: EntityMap<BlockId, Option<BlockId>>,
    /// The values some `entering` relation compares: only these narrow.
    tested: EntitySet<ValueId>,
}

impl Branches {
    fn find(f: &Function, cfg: &Cfg, dom: &DomTree) -> Branches {
        let mut entering = EntityMap::from_elem(None, f.block_capacity());
        let mut tested = EntitySet::with_capacity(f.num_values());
        let mut nearest = EntityMap::from_elem(None, f.block_capacity());
        // Dominators come before the blocks they dominate in RPO.
        for &x in cfg.rpo() {
            if let Some((pred, a, b)) = relation_entering(f, cfg, x) {
                entering[x] = Some((pred, a, b));
                for v in [a, b] {
                    tested.insert(v);
                }
            }
            nearest[x] = if entering[x].is_some() {
                Some(x)
            } else {
                dom.idom(x).filter(|&up| up != x).and_then(|up| nearest[up])
            };
        }
        Branches { entering, nearest, tested }
    }
}

/// If `x` is entered only from a conditional branch on `icmp p a, b`, the
/// relation that holds in `x` (`p`, or its inverse on the false side).
fn relation_entering(f: &Function, cfg: &Cfg, x: BlockId) -> Option<(CmpPred, ValueId, ValueId)> {
    let [p] = cfg.preds(x) else { return None };
    let term = f.terminator(*p)?;
    let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { return None };
    if if_true == if_false {
        return None;
    }
    let icmp = f.defining_inst(f.inst(term).operands()[0])?;
    let InstKind::Icmp(pred) = f.inst(icmp).kind else { return None };
    let [a, b] = f.inst(icmp).operands().as_array()?;
    if f.value_type(a) != Type::I32 || a == b {
        return None;
    }
    Some((if x == if_true { pred } else { pred.inverse() }, a, b))
}

impl Ranges<'_> {
    /// The range of `v` wherever it is used (as computed at its
    /// definition).
    fn base(&self, f: &Function, v: ValueId) -> Range {
        if let Some(c) = f.as_const(v) {
            return Range::point(c);
        }
        self.of.get(v).unwrap_or(Range::FULL)
    }

    /// The range of `v` in block `b`: its base range narrowed by the
    /// branches that must have been taken to reach `b` (the nearest
    /// [`WALK_LIMIT`] of them up the dominator tree).
    fn at(&self, f: &Function, v: ValueId, b: BlockId) -> Range {
        let mut r = self.base(f, v);
        // Values made during the pass are past the set's end: never tested.
        if !self.branches.tested.contains(v) {
            return r;
        }
        let mut next = self.branches.nearest[b];
        for _ in 0..WALK_LIMIT {
            let Some(x) = next else { break };
            let (pred, a, other) = self.branches.entering[x].expect("nearest has a relation");
            if a == v {
                r = r.intersect(allowed(pred, self.base(f, other)));
            } else if other == v {
                r = r.intersect(allowed(pred.swapped(), self.base(f, a)));
            }
            next = self.dom.idom(x).filter(|&up| up != x).and_then(|up| self.branches.nearest[up]);
        }
        r
    }

    fn visit(&mut self, f: &mut Function, b: BlockId, i: InstId, counts: &mut Counts) {
        let Some(result) = f.inst(i).result else { return };
        let operand = |f: &Function, k: usize| f.inst(i).operands()[k];
        if let InstKind::Icmp(pred) = f.inst(i).kind {
            let (x, y) = (operand(f, 0), operand(f, 1));
            if f.value_type(x) == Type::I32 {
                if let Some(known) = decide(pred, self.at(f, x, b), self.at(f, y, b)) {
                    counts
                        .remarks
                        .push(Remark::done(f.inst(i).loc, format!("compare decided by value ranges: always {known}")));
                    let c = f.const_bool(known);
                    f.replace_all_uses(result, c);
                    f.remove_inst(i);
                    counts.compares += 1;
                }
            }
            return;
        }
        if f.value_type(result) != Type::I32 {
            return;
        }
        let range = match f.inst(i).kind {
            InstKind::Binary(op) => {
                let x = self.at(f, operand(f, 0), b);
                let loc = f.inst(i).loc;
                match self.simplify_division(f, i, op, x, operand(f, 1)) {
                    Some(Division::Replaced) => {
                        let what =
                            if op == BinOp::SDiv { "division folded to 0" } else { "remainder folded to its dividend" };
                        counts
                            .remarks
                            .push(Remark::done(loc, format!("{what}: the dividend is smaller than the divisor")));
                        counts.folded += 1;
                        return;
                    }
                    Some(Division::Masked(mask)) => {
                        counts.remarks.push(Remark::done(
                            loc,
                            format!("remainder made a mask (& {mask}): the dividend is never negative"),
                        ));
                        counts.masks += 1;
                        Range { lo: 0, hi: mask.min(x.hi) }
                    }
                    None if op == BinOp::SRem && x.lo < 0 && power_of_two_divisor(f, operand(f, 1)) => {
                        counts
                            .remarks
                            .push(Remark::missed(loc, "remainder not made a mask: the dividend may be negative"));
                        binary(op, x, self.at(f, operand(f, 1), b))
                    }
                    None => binary(op, x, self.at(f, operand(f, 1), b)),
                }
            }
            InstKind::Select => self.at(f, operand(f, 1), b).union(self.at(f, operand(f, 2), b)),
            InstKind::Cast(CastOp::ZExt) if f.value_type(operand(f, 0)) == Type::I1 => Range { lo: 0, hi: 1 },
            InstKind::Cast(CastOp::SExt) if f.value_type(operand(f, 0)) == Type::I1 => Range { lo: -1, hi: 0 },
            InstKind::Phi { .. } => self.phi(f, i),
            _ => Range::FULL,
        };
        self.of.set(result, range);
    }

    /// Fold or cheapen `x / c` and `x % c` (`x`'s range given) when the
    /// range allows it.
    fn simplify_division(
        &mut self,
        f: &mut Function,
        i: InstId,
        op: BinOp,
        x: Range,
        divisor: ValueId,
    ) -> Option<Division> {
        if !matches!(op, BinOp::SDiv | BinOp::SRem) {
            return None;
        }
        let c = f.as_const(divisor).filter(|&c| c != 0 && c != -1)?;
        let m = c.abs();
        let result = f.inst_result(i);
        let within = x.lo > -m && x.hi < m;
        match op {
            BinOp::SDiv if within => {
                let zero = f.const_int(Type::I32, 0);
                f.replace_all_uses(result, zero);
                f.remove_inst(i);
                Some(Division::Replaced)
            }
            BinOp::SRem if within => {
                let dividend = f.inst(i).operands()[0];
                f.replace_all_uses(result, dividend);
                f.remove_inst(i);
                Some(Division::Replaced)
            }
            BinOp::SRem if x.lo >= 0 && (m as u64).is_power_of_two() => {
                let dividend = f.inst(i).operands()[0];
                let mask = f.const_int(Type::I32, m - 1);
                f.rewrite_inst(i, InstKind::Binary(BinOp::And), &[dividend, mask]);
                Some(Division::Masked(m - 1))
            }
            _ => None,
        }
    }

    /// A phi's range: the union of its entries; an entry from a back edge
    /// (not visited yet) counts only as a counter stepped by one without
    /// wrapping.
    ///
    /// A back-edge value `p + 1` whose block is dominated by a test that `p`
    /// is below something (so the add cannot wrap) keeps the phi at or above
    /// its other entries (and `p - 1` under a test that `p` is above
    /// something keeps it at or below them). Other back-edge values make the
    /// phi unknown.
    fn phi(&self, f: &Function, phi: InstId) -> Range {
        let me = f.inst_result(phi);
        let home = f.inst(phi).block.expect("a visited phi is in a block");
        let mut known: Option<Range> = None;
        let (mut up, mut down) = (false, false);
        for (v, from) in f.phi_incoming(phi) {
            if !self.cfg.is_reachable(from) {
                continue;
            }
            let unvisited = self.of.get(v).is_none() && f.defining_inst(v).is_some();
            if unvisited && self.dom.dominates(home, from) {
                match self.step_of(f, me, v) {
                    Some(1) => up = true,
                    Some(-1) => down = true,
                    _ => return Range::FULL,
                }
                continue;
            }
            let r = self.base(f, v);
            known = Some(known.map_or(r, |k| k.union(r)));
        }
        let Some(mut r) = known else { return Range::FULL };
        if up {
            r.hi = MAX;
        }
        if down {
            r.lo = MIN;
        }
        r
    }

    /// If `v` is `p + 1` (or `p - 1`) computed where `p` cannot be at the
    /// end of the range it steps towards, the step.
    fn step_of(&self, f: &Function, p: ValueId, v: ValueId) -> Option<i64> {
        let d = f.defining_inst(v)?;
        let InstKind::Binary(op) = f.inst(d).kind else { return None };
        let [a, c] = f.inst(d).operands().as_array()?;
        let step = match (op, f.as_const(c)) {
            (BinOp::Add, Some(s)) => s,
            (BinOp::Sub, Some(s)) => -s,
            _ => return None,
        };
        if a != p || !matches!(step, 1 | -1) {
            return None;
        }
        let at = self.at(f, p, f.inst(d).block?);
        let safe = if step == 1 { at.hi < MAX } else { at.lo > MIN };
        safe.then_some(step)
    }
}

/// Whether `v` is a constant `±2^k` (k > 0): a remainder by it is a mask
/// when the dividend is not negative.
fn power_of_two_divisor(f: &Function, v: ValueId) -> bool {
    f.as_const(v).is_some_and(|c| c.unsigned_abs() > 1 && c.unsigned_abs().is_power_of_two())
}

enum Division {
    /// The division became a constant or its dividend.
    Replaced,
    /// The remainder became an `and` with this mask.
    Masked(i64),
}

/// The range of `x op y`, given theirs.
///
/// `+ - *` add up their operands' bounds (full range if that may wrap);
/// `x / c` and `x % c` by a constant follow C's truncating rules (`x % c`
/// lies within `±(|c| - 1)` and has the sign of `x`); `&` with a
/// non-negative operand is at most it. Elsewhere, constants are points
/// (`Ranges::base`), and a `select` or a phi is the union of its choices
/// and `zext` of a bool is `[0, 1]` (`Ranges::visit`).
fn binary(op: BinOp, x: Range, y: Range) -> Range {
    match op {
        BinOp::Add => Range::checked(x.lo + y.lo, x.hi + y.hi),
        BinOp::Sub => Range::checked(x.lo - y.hi, x.hi - y.lo),
        BinOp::Mul => {
            let corners = [x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi];
            Range::checked(*corners.iter().min().unwrap(), *corners.iter().max().unwrap())
        }
        BinOp::SDiv if y.lo == y.hi && y.lo > 0 => Range { lo: x.lo / y.lo, hi: x.hi / y.lo },
        BinOp::SDiv if y.lo == y.hi && y.lo < -1 => Range { lo: x.hi / y.lo, hi: x.lo / y.lo },
        BinOp::SRem => {
            // |x % y| <= |x|, with x's sign; and < |y| for a known y.
            let mut r = Range { lo: x.lo.min(0), hi: x.hi.max(0) };
            let m = y.lo.abs().max(y.hi.abs());
            if y.lo > 0 || y.hi < 0 {
                r = r.intersect(Range { lo: -(m - 1), hi: m - 1 });
            }
            r
        }
        BinOp::And if x.lo >= 0 || y.lo >= 0 => {
            let his = [x, y].iter().filter(|r| r.lo >= 0).map(|r| r.hi).min().unwrap();
            Range { lo: 0, hi: his }
        }
        BinOp::Or | BinOp::Xor if x.lo >= 0 && y.lo >= 0 => {
            // Below the next power of two of the larger.
            let top = (x.hi.max(y.hi) as u64 + 1).next_power_of_two() as i64 - 1;
            Range { lo: 0, hi: top.min(MAX) }
        }
        _ => Range::FULL,
    }
}

/// The values `v` may take when `v pred other` holds, `other` in the
/// range given.
fn allowed(pred: CmpPred, other: Range) -> Range {
    match pred {
        CmpPred::Slt if other.hi > MIN => Range { lo: MIN, hi: other.hi - 1 },
        CmpPred::Sle => Range { lo: MIN, hi: other.hi },
        CmpPred::Sgt if other.lo < MAX => Range { lo: other.lo + 1, hi: MAX },
        CmpPred::Sge => Range { lo: other.lo, hi: MAX },
        CmpPred::Eq => other,
        _ => Range::FULL,
    }
}

/// The outcome of `x pred y` if the ranges decide it.
fn decide(pred: CmpPred, x: Range, y: Range) -> Option<bool> {
    let (always, never) = match pred {
        CmpPred::Slt => (x.hi < y.lo, x.lo >= y.hi),
        CmpPred::Sle => (x.hi <= y.lo, x.lo > y.hi),
        CmpPred::Sgt => (x.lo > y.hi, x.hi <= y.lo),
        CmpPred::Sge => (x.lo >= y.hi, x.hi < y.lo),
        CmpPred::Eq => (x.lo == x.hi && y.lo == y.hi && x.lo == y.lo, x.hi < y.lo || y.hi < x.lo),
        CmpPred::Ne => (x.hi < y.lo || y.hi < x.lo, x.lo == x.hi && y.lo == y.hi && x.lo == y.lo),
    };
    if always {
        Some(true)
    } else if never {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remainder_ranges_follow_truncating_division() {
        let r = binary(BinOp::SRem, Range { lo: -100, hi: 100 }, Range::point(8));
        assert_eq!(r, Range { lo: -7, hi: 7 });
        let r = binary(BinOp::SRem, Range { lo: 3, hi: 100 }, Range::point(-8));
        assert_eq!(r, Range { lo: 0, hi: 7 });
        let r = binary(BinOp::SDiv, Range { lo: -9, hi: 17 }, Range::point(4));
        assert_eq!(r, Range { lo: -2, hi: 4 });
        let r = binary(BinOp::SDiv, Range { lo: -9, hi: 17 }, Range::point(-4));
        assert_eq!(r, Range { lo: -4, hi: 2 });
    }

    #[test]
    fn arithmetic_that_may_wrap_is_unknown() {
        assert_eq!(binary(BinOp::Add, Range { lo: 0, hi: MAX }, Range::point(1)), Range::FULL);
        assert_eq!(binary(BinOp::Mul, Range { lo: -70_000, hi: 70_000 }, Range { lo: 0, hi: 70_000 }), Range::FULL);
        assert_eq!(binary(BinOp::Sub, Range { lo: 0, hi: 10 }, Range { lo: 0, hi: 10 }), Range { lo: -10, hi: 10 });
    }

    #[test]
    fn compares_are_decided_only_when_every_pair_agrees() {
        assert_eq!(decide(CmpPred::Slt, Range { lo: 0, hi: 9 }, Range::point(10)), Some(true));
        assert_eq!(decide(CmpPred::Slt, Range { lo: 0, hi: 10 }, Range::point(10)), None);
        assert_eq!(decide(CmpPred::Sge, Range { lo: 0, hi: 10 }, Range::point(0)), Some(true));
        assert_eq!(decide(CmpPred::Eq, Range { lo: 0, hi: 3 }, Range::point(7)), Some(false));
        assert_eq!(decide(CmpPred::Ne, Range::point(7), Range::point(7)), Some(false));
    }

    #[test]
    fn summary_counts_parse_back() {
        let line = "main: 2 compares decided, 1 remainder made a mask, 0 divisions folded";
        assert_eq!(changes_in_summary(line), Some(3));
        assert_eq!(changes_in_summary("main: 3 blocks removed"), None);
    }
}
