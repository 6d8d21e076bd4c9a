//! Loop analysis shared by the loop passes (licm, loop-vectorize): natural
//! loops, preheaders, counted loops and the affine values of their
//! induction variable — a small scalar evolution.
//!
//! **Natural loops** (Aho, Sethi & Ullman, "Compilers", §9.6): an edge
//! `latch → header` where `header` dominates `latch` is a back edge; the
//! loop is the header plus every block that reaches a latch without
//! passing the header. Loops sharing a header are one loop. They come
//! innermost (smallest) first, each with its blocks in reverse post-order
//! and whether another loop nests inside it.
//!
//! **Preheader**: the header's only predecessor outside the loop, ending
//! in an unconditional jump to it (lowering makes one for every `while`
//! and simplifycfg keeps it), so code placed there runs once before the
//! loop.
//!
//! **Counted loops** (the `while i < n { …; i = i + 1; }` of wend, as
//! LLVM's ScalarEvolution sees a loop with a computable backedge-taken
//! count, after Bachmann, Wang & Zima, "Chains of Recurrences", ISSAC
//! 1994): a loop tested at the top whose compare tests an induction
//! variable `{start, +, 1}` against a loop-invariant bound, so its trip
//! count is known on entry ([`CountedLoop`]).
//!
//! **Loop tests and counters of any step**: [`LoopTest`] reads the branch
//! that leaves a loop from its header or latch, its compare oriented so
//! that `lhs pred rhs` means staying in, and [`basic_ivs`] the header phis
//! stepped by any non-zero constant: together they describe loops counted
//! up or down by any step, tested at the top or the bottom (iv-divrem and
//! lsr; the step-1 counted loops above are the common case of this).
//!
//! **Affine values** ([`Affine`]): within a counted loop, `scale * i +
//! offset` with a constant scale and an offset that is a constant plus at
//! most one loop-invariant value, built from `i` by `add`, `sub` and `mul`
//! by constants. An array index of scale 1 makes a unit-stride access:
//! consecutive trips touch consecutive elements.
//!
//! Everything here is an analysis of the CFG as it is (`LoopInfo::of` keeps
//! the loops with the function until its control flow changes).

use std::sync::Arc;

use super::cfg::Cfg;
use super::dom::DomTree;
use super::{BinOp, BlockId, CmpPred, EntityMap, Function, InstId, InstKind, ValueId};

/// A natural loop.
#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    pub header: BlockId,
    /// The header first, then the other blocks, in reverse post-order.
    pub blocks: Vec<BlockId>,
    /// The blocks with a back edge to the header.
    pub latches: Vec<BlockId>,
    /// Whether another loop nests inside this one.
    pub has_inner_loop: bool,
}

impl Loop {
    pub fn contains(&self, b: BlockId) -> bool {
        self.blocks.contains(&b)
    }
}

/// What a loop pass analyses first: the CFG, its dominator tree and its
/// natural loops (LLVM's `LoopInfo`).
pub struct LoopInfo {
    pub cfg: Arc<Cfg>,
    pub dom: Arc<DomTree>,
    /// Innermost (smallest) first, as `natural_loops` gives them.
    pub loops: Arc<Vec<Loop>>,
}

impl LoopInfo {
    /// The loops of `f` as it is now, each analysis computed once until its
    /// control flow changes (see `Function::cached`).
    pub fn of(f: &Function) -> LoopInfo {
        let loops = f.cached(|f| natural_loops(&Cfg::of(f), &DomTree::of(f)));
        LoopInfo { cfg: Cfg::of(f), dom: DomTree::of(f), loops }
    }
}

/// The natural loops of `cfg`, one per header, innermost (smallest) first.
///
/// Each loop's body is found once, as LLVM's `LoopInfoBase::analyze` does:
/// headers are taken in reverse RPO, so every loop nested in a loop is
/// found before it, and the backward walk from a latch steps over a nested
/// loop already found by going on from its header's predecessors (its
/// blocks are not walked again). The block lists are then filled in one
/// sweep in RPO: a block goes into its innermost loop and every loop around
/// that one. The walks cost the size of the CFG, not its size times the
/// depth of the nesting.
pub fn natural_loops(cfg: &Cfg, dom: &DomTree) -> Vec<Loop> {
    const NONE: u32 = u32::MAX;
    let mut headers: Vec<BlockId> = Vec::new();
    let mut latches: Vec<Vec<BlockId>> = Vec::new();
    // The innermost loop of each block (an index into `headers`), and the
    // loop around each loop, as far as they are found yet.
    let mut innermost = EntityMap::from_elem(NONE, cfg.capacity());
    let mut parent: Vec<u32> = Vec::new();
    let mut work: Vec<BlockId> = Vec::new();
    for &header in cfg.rpo().iter().rev() {
        let back: Vec<BlockId> = cfg.preds(header).iter().copied().filter(|&p| dom.dominates(header, p)).collect();
        if back.is_empty() {
            continue;
        }
        let k = headers.len() as u32;
        headers.push(header);
        parent.push(NONE);
        innermost[header] = k;
        work.extend(back.iter().copied());
        latches.push(back);
        while let Some(b) = work.pop() {
            match innermost[b] {
                NONE => {
                    innermost[b] = k;
                    work.extend(cfg.preds(b).iter().copied().filter(|&p| cfg.is_reachable(p)));
                }
                inner => {
                    // A block of a loop found before: go on from the
                    // header of the outermost loop around it found so far,
                    // unless that is this loop or already nested in it.
                    let mut outer = inner;
                    while parent[outer as usize] != NONE {
                        outer = parent[outer as usize];
                    }
                    if outer != k {
                        parent[outer as usize] = k;
                        let h = headers[outer as usize];
                        work.extend(cfg.preds(h).iter().copied().filter(|&p| cfg.is_reachable(p)));
                    }
                }
            }
        }
    }
    let mut loops: Vec<Loop> = headers
        .iter()
        .zip(latches)
        .map(|(&header, latches)| Loop { header, blocks: Vec::new(), latches, has_inner_loop: false })
        .collect();
    for &b in cfg.rpo() {
        let mut l = innermost[b];
        while l != NONE {
            loops[l as usize].blocks.push(b);
            l = parent[l as usize];
        }
    }
    for &p in &parent {
        if p != NONE {
            loops[p as usize].has_inner_loop = true;
        }
    }
    // Found innermost first; the order of before (headers in RPO, then by
    // size) keeps the passes' visiting order, which their output follows.
    loops.reverse();
    loops.sort_by_key(|l| l.blocks.len());
    loops
}

/// The loop's preheader: the header's only predecessor outside the loop,
/// if it jumps only to the header.
pub fn preheader(f: &Function, cfg: &Cfg, header: BlockId, in_loop: impl Fn(BlockId) -> bool) -> Option<BlockId> {
    let p = loop_predecessor(cfg, header, in_loop)?;
    let term = f.terminator(p)?;
    matches!(f.inst(term).kind, InstKind::Br { .. }).then_some(p)
}

/// The loop's only way in: the one edge into the header from outside the
/// loop, from a block that may branch elsewhere too (LLVM's
/// `getLoopPredecessor`).
pub fn loop_predecessor(cfg: &Cfg, header: BlockId, in_loop: impl Fn(BlockId) -> bool) -> Option<BlockId> {
    let mut outside = cfg.preds(header).iter().copied().filter(|&p| !in_loop(p));
    match (outside.next(), outside.next()) {
        (Some(p), None) => Some(p),
        _ => None,
    }
}

/// Whether `v` is the same on every trip of the loop: a constant, a
/// parameter, or defined outside the loop's blocks.
pub fn is_invariant(f: &Function, lp: &Loop, v: ValueId) -> bool {
    match f.defining_inst(v) {
        Some(i) => !f.inst(i).block.is_some_and(|b| lp.contains(b)),
        None => true,
    }
}

/// The test at the end of a loop block that decides whether the loop goes
/// round again: a conditional branch with one successor in the loop and
/// one outside (at the header of a loop tested at the top, at the latch
/// of one tested at the bottom).
#[derive(Copy, Clone, Debug)]
pub struct LoopTest {
    pub branch: InstId,
    /// Where the branch goes to stay in the loop, and to leave it.
    pub stay: BlockId,
    pub leave: BlockId,
    /// The comparison the branch tests, if its condition is an `icmp`.
    pub compare: Option<StayCompare>,
}

/// An `icmp` deciding a [`LoopTest`], oriented so that staying in the
/// loop means `lhs pred rhs` (whichever way the branch is written).
#[derive(Copy, Clone, Debug)]
pub struct StayCompare {
    pub inst: InstId,
    pub pred: CmpPred,
    pub lhs: ValueId,
    pub rhs: ValueId,
}

impl LoopTest {
    /// The test ending `block`, a block of `lp`, if it branches out.
    pub fn of(f: &Function, lp: &Loop, block: BlockId) -> Option<LoopTest> {
        let branch = f.terminator(block)?;
        let InstKind::CondBr { if_true, if_false } = f.inst(branch).kind else { return None };
        let (stay, leave, stay_if_true) = match (lp.contains(if_true), lp.contains(if_false)) {
            (true, false) => (if_true, if_false, true),
            (false, true) => (if_false, if_true, false),
            _ => return None,
        };
        let compare = f.defining_inst(f.inst(branch).operands()[0]).and_then(|inst| {
            let InstKind::Icmp(pred) = f.inst(inst).kind else { return None };
            let [lhs, rhs] = f.inst(inst).operands().as_array()?;
            Some(StayCompare { inst, pred: if stay_if_true { pred } else { pred.inverse() }, lhs, rhs })
        });
        Some(LoopTest { branch, stay, leave, compare })
    }
}

impl StayCompare {
    /// The comparison as a condition on `v`: staying in the loop means `v
    /// pred bound`. `None` if `v` is neither operand.
    pub fn on(&self, v: ValueId) -> Option<(CmpPred, ValueId)> {
        if self.lhs == v {
            Some((self.pred, self.rhs))
        } else if self.rhs == v {
            Some((self.pred.swapped(), self.lhs))
        } else {
            None
        }
    }
}

/// How a counted loop keeps going: while `iv < bound`, `iv <= bound` or
/// `iv != bound`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExitTest {
    SignedLess,
    /// With a bound that may be `i32::MAX`, where the loop never ends (a
    /// constant bound below it is made `SignedLess` with `bound + 1`).
    /// Passes that need a count test `bound + 1` at run time: it wraps to
    /// `i32::MIN` exactly when the loop would not end.
    SignedLessOrEqual,
    NotEqual,
}

/// A counted loop: a loop with one latch, tested at the top — the header
/// holds only phis, the exit compare and a conditional branch leaving the
/// loop — whose compare tests the *induction variable* `i` (a header phi
/// `{start, +, 1}`: `start` from the preheader, `i + 1` from the latch)
/// against a loop-invariant bound `n`.
///
/// The trip count, `n - start` when `start < n`, is then known on entry:
/// `i` takes every value of `start..n` once and never overflows (`i < n ≤
/// i32::MAX` before each increment). `i != n` (any start: the count
/// wraps), `i <= C` for a constant `C < i32::MAX` (as `i < C + 1`) and
/// `i <= n` (which never ends if `n` is `i32::MAX`; users test `n + 1` at
/// run time) are counted too.
#[derive(Clone, Debug)]
pub struct CountedLoop {
    pub header: BlockId,
    pub preheader: BlockId,
    pub latch: BlockId,
    /// The block the header branches to when the loop ends.
    pub exit: BlockId,
    /// The induction variable: a phi of the header.
    pub iv: InstId,
    /// Its value on entry (from the preheader).
    pub start: ValueId,
    /// Its value for the next trip (`iv + 1`, from the latch).
    pub next: ValueId,
    /// The exit compare, which the header's branch tests.
    pub compare: InstId,
    pub test: ExitTest,
    /// The loop-invariant bound `iv` is compared with. For `iv <= C` this
    /// is `C + 1` (a constant made for the purpose).
    pub bound: ValueId,
}

impl CountedLoop {
    /// How many trips the loop makes, when start and bound are constants
    /// (or arithmetic on constants that no pass has folded yet).
    pub fn constant_trip_count(&self, f: &Function) -> Option<u64> {
        let (start, bound) = (constant_value(f, self.start, 0)?, constant_value(f, self.bound, 0)?);
        Some(match self.test {
            ExitTest::SignedLess => (bound - start).max(0) as u64,
            ExitTest::SignedLessOrEqual => (bound - start + 1).max(0) as u64,
            ExitTest::NotEqual => (bound as i32).wrapping_sub(start as i32) as u32 as u64,
        })
    }
}

/// The value of `v` if it is a constant or arithmetic on constants (as
/// lowering writes `-1`: `sub i32 0, 1`), folded as the IR computes it.
pub fn constant_value(f: &Function, v: ValueId, depth: u32) -> Option<i64> {
    if let Some(c) = f.as_const(v) {
        return Some(c);
    }
    let i = f.defining_inst(v)?;
    let (InstKind::Binary(op), super::Type::Int(ty)) = (&f.inst(i).kind, f.value_type(v)) else { return None };
    if depth > 4 {
        return None;
    }
    let [a, b] = f.inst(i).operands().as_array()?;
    super::fold::fold_binary(*op, ty, constant_value(f, a, depth + 1)?, constant_value(f, b, depth + 1)?)
}

/// The loop `lp` as a counted loop, or why it is not one.
pub fn counted_loop(f: &mut Function, cfg: &Cfg, lp: &Loop) -> Result<CountedLoop, &'static str> {
    let header = lp.header;
    let [latch] = lp.latches[..] else { return Err("it has more than one back edge") };
    let preheader = preheader(f, cfg, header, |b| lp.contains(b)).ok_or("it has no preheader")?;
    let test =
        LoopTest::of(f, lp, header).ok_or("it is not tested at the top: its header does not branch out of the loop")?;
    let condition = f.defining_inst(f.inst(test.branch).operands()[0]).ok_or("its exit test is not a compare")?;
    let others = f.block(header).insts().iter().filter(|&&i| !f.inst(i).kind.is_phi()).count();
    if others != 2 || f.inst(condition).block != Some(header) {
        return Err("its header computes more than the exit test");
    }
    let StayCompare { inst: compare, mut pred, mut lhs, mut rhs } =
        test.compare.ok_or("its exit test is not a compare")?;
    let is_iv = |f: &Function, v: ValueId| induction_step(f, lp, header, preheader, latch, v).is_some();
    if !is_iv(f, lhs) && is_iv(f, rhs) {
        (lhs, rhs) = (rhs, lhs);
        pred = pred.swapped();
    }
    let Some((start, next)) = induction_step(f, lp, header, preheader, latch, lhs) else {
        return Err("its exit test does not compare a variable stepped by 1 on every trip");
    };
    if !is_invariant(f, lp, rhs) {
        return Err("the bound of its exit test changes in the loop");
    }
    let (exit_test, bound) = match pred {
        CmpPred::Slt => (ExitTest::SignedLess, rhs),
        CmpPred::Ne => (ExitTest::NotEqual, rhs),
        CmpPred::Sle => match f.as_const(rhs) {
            Some(c) if c < i32::MAX as i64 => (ExitTest::SignedLess, f.const_int(super::Type::I32, c + 1)),
            Some(_) => return Err("its exit test `i <= 2147483647` never fails"),
            None => (ExitTest::SignedLessOrEqual, rhs),
        },
        _ => return Err("its exit test is not `i < n`, `i <= constant` or `i != n` with i counting up"),
    };
    let iv = f.defining_inst(lhs).expect("an induction variable is a phi");
    Ok(CountedLoop { header, preheader, latch, exit: test.leave, iv, start, next, compare, test: exit_test, bound })
}

/// `(start, next)` if `v` is a header phi of type `i32` taking `start`
/// from the preheader and `next = v + 1` from the latch.
fn induction_step(
    f: &Function,
    lp: &Loop,
    header: BlockId,
    preheader: BlockId,
    latch: BlockId,
    v: ValueId,
) -> Option<(ValueId, ValueId)> {
    let phi = f.defining_inst(v)?;
    if !f.inst(phi).kind.is_phi() || f.inst(phi).block != Some(header) || f.value_type(v) != super::Type::I32 {
        return None;
    }
    let incoming = f.phi_incoming(phi);
    let start = incoming.iter().find(|&&(_, b)| b == preheader)?.0;
    let next = incoming.iter().find(|&&(_, b)| b == latch)?.0;
    let step = f.defining_inst(next)?;
    if !lp.contains(f.inst(step).block?) {
        return None;
    }
    let ops = f.inst(step).operands();
    let one = |x: ValueId| f.as_const(x) == Some(1);
    let adds_one = matches!(f.inst(step).kind, InstKind::Binary(BinOp::Add))
        && ((ops[0] == v && one(ops[1])) || (ops[1] == v && one(ops[0])));
    adds_one.then_some((start, next))
}

/// The one block of counted loop `lp`'s body: its latch, entered only from
/// the header. Otherwise why not, for a remark that the body is not
/// `done` ("vectorized", "unrolled").
pub fn single_body_block(cfg: &Cfg, lp: &Loop, counted: &CountedLoop, done: &str) -> Result<BlockId, String> {
    let [_, body] = lp.blocks[..] else {
        return Err(format!(
            "its body branches ({} blocks); only a body without branches is {done}",
            lp.blocks.len() - 1
        ));
    };
    if body != counted.latch || cfg.preds(body) != [counted.header] {
        return Err("its body is not a single block".into());
    }
    Ok(body)
}

/// A basic induction variable: `i = phi [start, preheader], [next,
/// latch]` of type `i32`, `next` being `i` plus a constant `step` (one
/// add, or a chain of adds and subtracts of constants, as runtime
/// unrolling leaves it: `i + 1 + 1`), wrapping as `i32` does.
#[derive(Copy, Clone, Debug)]
pub struct BasicIv {
    pub phi: InstId,
    pub value: ValueId,
    pub start: ValueId,
    pub next: ValueId,
    pub step: i64,
}

/// The basic induction variables of the loop entered from `preheader`
/// at `header` and continued from `latch`: the header's `i32` phis
/// stepped by a non-zero constant. (The step's chain uses the phi and
/// reaches the latch, so it lies in the loop.)
pub fn basic_ivs(f: &Function, header: BlockId, preheader: BlockId, latch: BlockId) -> Vec<BasicIv> {
    let mut ivs = Vec::new();
    for phi in f.block_phis(header) {
        let value = f.inst_result(phi);
        if f.value_type(value) != super::Type::I32 {
            continue;
        }
        let incoming = f.phi_incoming(phi);
        let (Some(&(start, _)), Some(&(next, _))) =
            (incoming.iter().find(|&&(_, b)| b == preheader), incoming.iter().find(|&&(_, b)| b == latch))
        else {
            continue;
        };
        let step = constant_offset_from(f, value, next, 0).map(|c| i64::from(c as i32));
        if let Some(step) = step.filter(|&s| s != 0) {
            ivs.push(BasicIv { phi, value, start, next, step });
        }
    }
    ivs
}

/// `c` if `v` is `base + c` by a chain of adds and subtracts of constants.
pub fn constant_offset_from(f: &Function, base: ValueId, v: ValueId, depth: u32) -> Option<i64> {
    if v == base {
        return Some(0);
    }
    let i = f.defining_inst(v).filter(|_| depth < 12)?;
    let [a, b] = f.inst(i).operands().as_array()?;
    match (&f.inst(i).kind, f.as_const(a), f.as_const(b)) {
        (InstKind::Binary(BinOp::Add), _, Some(c)) => {
            Some(constant_offset_from(f, base, a, depth + 1)?.saturating_add(c))
        }
        (InstKind::Binary(BinOp::Add), Some(c), _) => {
            Some(constant_offset_from(f, base, b, depth + 1)?.saturating_add(c))
        }
        (InstKind::Binary(BinOp::Sub), _, Some(c)) => {
            Some(constant_offset_from(f, base, a, depth + 1)?.saturating_sub(c))
        }
        _ => None,
    }
}

/// `scale * iv + constant + invariant`: an affine value of a counted
/// loop's induction variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Affine {
    pub scale: i64,
    pub constant: i64,
    /// A loop-invariant value added (with coefficient 1), if any.
    pub invariant: Option<ValueId>,
}

/// `v` as an affine value of `counted`'s induction variable, if it is one
/// (scale 0: loop-invariant). Only `i32` values whose computation cannot
/// be told apart from the exact one on the values the loop gives `iv`
/// count: the adds and multiplies of the chain wrap like i32, as the
/// program's do, so the form is exact wherever the program's own values
/// do not overflow, which the program's array indexes do not (an index
/// that overflowed would be out of bounds).
pub fn affine(f: &Function, lp: &Loop, counted: &CountedLoop, v: ValueId) -> Option<Affine> {
    affine_at_depth(f, lp, counted, v, 0)
}

fn affine_at_depth(f: &Function, lp: &Loop, counted: &CountedLoop, v: ValueId, depth: u32) -> Option<Affine> {
    if f.value_type(v) != super::Type::I32 || depth > 8 {
        return None;
    }
    if v == f.inst_result(counted.iv) {
        return Some(Affine { scale: 1, constant: 0, invariant: None });
    }
    if let Some(c) = f.as_const(v) {
        return Some(Affine { scale: 0, constant: c, invariant: None });
    }
    if is_invariant(f, lp, v) {
        return Some(Affine { scale: 0, constant: 0, invariant: Some(v) });
    }
    let i = f.defining_inst(v)?;
    let InstKind::Binary(op) = f.inst(i).kind else { return None };
    let [a, b] = f.inst(i).operands().as_array()?;
    let (x, y) = (affine_at_depth(f, lp, counted, a, depth + 1)?, affine_at_depth(f, lp, counted, b, depth + 1)?);
    match op {
        BinOp::Add => add(x, y, 1),
        BinOp::Sub => add(x, y, -1),
        BinOp::Mul => match (x.invariant, y.invariant, x.scale, y.scale) {
            (None, None, 0, _) => Some(times(y, x.constant)),
            (None, None, _, 0) => Some(times(x, y.constant)),
            _ => None,
        },
        _ => None,
    }
}

/// `x + sign * y`, if at most one invariant remains with coefficient 1.
fn add(x: Affine, y: Affine, sign: i64) -> Option<Affine> {
    let invariant = match (x.invariant, y.invariant) {
        (None, None) => None,
        (Some(v), None) => Some(v),
        (None, Some(v)) if sign == 1 => Some(v),
        _ => return None,
    };
    Some(Affine {
        scale: x.scale.checked_add(y.scale.checked_mul(sign)?)?,
        constant: x.constant.checked_add(y.constant.checked_mul(sign)?)?,
        invariant,
    })
}

fn times(x: Affine, c: i64) -> Affine {
    Affine { scale: x.scale.saturating_mul(c), constant: x.constant.saturating_mul(c), invariant: None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    fn function(text: &str) -> Function {
        let module = parse_module(text).expect("the test IR parses");
        module.function(module.find_function("f").unwrap()).clone()
    }

    /// Each loop's blocks by the definition: the header and every block
    /// that reaches a latch without passing the header, in RPO.
    fn loop_by_definition(cfg: &Cfg, header: BlockId, latches: &[BlockId]) -> Vec<BlockId> {
        let mut blocks = vec![header];
        let mut work = latches.to_vec();
        while let Some(b) = work.pop() {
            if !blocks.contains(&b) {
                blocks.push(b);
                work.extend(cfg.preds(b).iter().copied().filter(|&p| cfg.is_reachable(p)));
            }
        }
        blocks.sort_by_key(|&b| cfg.rpo_index(b));
        blocks
    }

    #[test]
    fn natural_loops_are_found_once_each_with_their_nested_loops_blocks() {
        // A nest three deep (`c` has two latches), a sibling loop `s`
        // beside the nest, and a loop `d` below `c`'s body with an exit
        // from its middle.
        let f = function(
            "define void @f(i1 %p) {
entry:
  br label %a
a:
  br i1 %p, label %b, label %s
b:
  br label %c
c:
  br i1 %p, label %c1, label %c2
c1:
  br i1 %p, label %c, label %d
c2:
  br i1 %p, label %c, label %d
d:
  br i1 %p, label %d1, label %bl
d1:
  br i1 %p, label %d, label %out
bl:
  br i1 %p, label %b, label %al
al:
  br label %a
s:
  br i1 %p, label %s, label %out
out:
  ret void
}
",
        );
        let info = LoopInfo::of(&f);
        let name = |b: BlockId| f.block_name(b).to_string();
        let summary: Vec<(String, Vec<String>, bool)> = info
            .loops
            .iter()
            .map(|l| (name(l.header), l.blocks.iter().map(|&b| name(b)).collect(), l.has_inner_loop))
            .collect();
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            summary,
            vec![
                ("s".into(), s(&["s"]), false),
                ("d".into(), s(&["d", "d1"]), false),
                ("c".into(), s(&["c", "c1", "c2"]), false),
                ("b".into(), s(&["b", "c", "c1", "c2", "d", "d1", "bl"]), true),
                ("a".into(), s(&["a", "b", "c", "c1", "c2", "d", "d1", "bl", "al"]), true),
            ]
            .into_iter()
            .map(|(h, mut b, i): (String, Vec<String>, bool)| {
                // The expected lists are in RPO: sort them the same way.
                b.sort_by_key(|x| {
                    info.cfg.rpo_index(f.layout().iter().copied().find(|&y| f.block_name(y) == x).unwrap())
                });
                (h, b, i)
            })
            .collect::<Vec<_>>()
        );
        for lp in info.loops.iter() {
            assert_eq!(lp.blocks, loop_by_definition(&info.cfg, lp.header, &lp.latches), "loop at {}", name(lp.header));
        }
        assert_eq!(info.loops.iter().find(|l| name(l.header) == "c").unwrap().latches.len(), 2);
    }

    #[test]
    fn a_loop_test_is_oriented_so_that_its_compare_holds_to_stay_in_the_loop() {
        // Tested at the bottom: the latch leaves when `i.next == n`, so
        // staying in means `i.next != n`, or `n != i.next` seen from `n`.
        let f = function(
            "define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 4
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %out, label %loop
out:
  ret void
}
",
        );
        let info = LoopInfo::of(&f);
        let lp = &info.loops[0];
        let test = LoopTest::of(&f, lp, lp.latches[0]).expect("the latch branches out");
        assert_eq!((f.block_name(test.stay), f.block_name(test.leave)), ("loop", "out"));
        let compare = test.compare.expect("an icmp decides it");
        let results: Vec<ValueId> = f.insts_in_layout().filter_map(|(_, i)| f.inst(i).result).collect();
        let value = |name: &str| f.params.iter().chain(&results).copied().find(|&v| f.value_name(v) == Some(name));
        let (i_next, n) = (value("i.next").unwrap(), value("n").unwrap());
        assert_eq!(compare.on(i_next).map(|(p, b)| (p, b == n)), Some((CmpPred::Ne, true)));
        assert_eq!(compare.on(n).map(|(p, b)| (p, b == i_next)), Some((CmpPred::Ne, true)));
        assert!(compare.on(value("i").unwrap()).is_none());
        let entry = f.entry_block().unwrap();
        let ivs = basic_ivs(&f, lp.header, entry, lp.latches[0]);
        assert_eq!((ivs.len(), ivs[0].step), (1, 4));
    }

    #[test]
    fn a_loop_entered_from_a_conditional_branch_has_one_way_in_but_no_preheader() {
        let f = function(
            "define void @f(i1 %c) {
entry:
  br i1 %c, label %loop, label %out
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, 10
  br i1 %more, label %loop, label %out
out:
  ret void
}
",
        );
        let info = LoopInfo::of(&f);
        let lp = &info.loops[0];
        let in_loop = |b| lp.contains(b);
        assert_eq!(loop_predecessor(&info.cfg, lp.header, in_loop), f.entry_block());
        assert_eq!(preheader(&f, &info.cfg, lp.header, in_loop), None, "entry also branches to `out`");
    }

    #[test]
    fn a_block_that_stays_in_the_loop_on_both_edges_is_no_loop_test() {
        let f = function(
            "define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %a, label %b
a:
  br label %loop
b:
  br label %loop
}
",
        );
        let info = LoopInfo::of(&f);
        assert!(LoopTest::of(&f, &info.loops[0], info.loops[0].header).is_none());
    }

    #[test]
    fn basic_ivs_are_header_phis_stepped_by_a_constant_through_a_chain_of_adds() {
        // `i` steps by 2 through `i + 1 + 1`, `j` by -3, `s` by a variable:
        // not a basic induction variable.
        let f = function(
            "define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %j = phi i32 [ %n, %entry ], [ %j1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i1 = add i32 %i, 1
  %i2 = add i32 1, %i1
  %j1 = sub i32 %j, 3
  %s1 = add i32 %s, %n
  %more = icmp slt i32 %i2, %n
  br i1 %more, label %loop, label %out
out:
  ret void
}
",
        );
        let info = LoopInfo::of(&f);
        let lp = &info.loops[0];
        let entry = f.entry_block().unwrap();
        let ivs = basic_ivs(&f, lp.header, entry, lp.latches[0]);
        let found: Vec<(&str, i64)> = ivs.iter().map(|iv| (f.value_name(iv.value).unwrap(), iv.step)).collect();
        assert_eq!(found, vec![("i", 2), ("j", -3)]);
        assert_eq!(f.as_const(ivs[0].start), Some(0));
    }
}
