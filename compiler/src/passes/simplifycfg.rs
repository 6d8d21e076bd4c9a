//! simplifycfg: clean up the control-flow graph.
//!
//! The rewrites of LLVM's SimplifyCFG that wendc's passes leave work for
//! (inlining splits blocks at every call and leaves the callee's entry and
//! continuation blocks; sccp leaves the arms it decided as chains of
//! jumps):
//!
//! 1. **Decided branches**: `br i1 true/false` and a conditional branch
//!    whose two targets are one block become jumps.
//! 2. **Unreachable blocks** are deleted.
//! 3. **Forwarding blocks**: a block holding only `br label %d` (no phis)
//!    is bypassed, its predecessors jumping to `%d` directly, unless `%d` is
//!    a loop header (`bypass_forwarding_blocks`).
//! 4. **Merging**: a block whose only predecessor jumps only to it joins
//!    the end of that predecessor (`merge_into_predecessors`).
//! 5. **If-conversion** (LLVM's FoldTwoEntryPHINode and
//!    SpeculativelyExecuteBB): a diamond or triangle whose arms compute only
//!    a few cheap values that cannot trap becomes straight-line code, the
//!    join's phis `select`s on the branch's condition (a `cmov` in the
//!    backend: no branch to mispredict) (`convert_ifs`).
//! 6. **Jump threading** (LLVM's JumpThreading, for the simplest case): a
//!    block holding only phis and a conditional branch on one of them,
//!    where that phi is a constant for some predecessor, is skipped by
//!    that predecessor, which jumps straight to the side the constant
//!    selects (`thread_jumps`). An inlined predicate that returns `true` on
//!    one path and `false` on another then branches directly from each.
//!
//! Loop headers are left alone by steps 3, 5 and 6, so loops keep the
//! preheader and latch shapes the loop passes look for, as LLVM keeps loop
//! structure. The steps repeat until nothing changes (each step can open
//! the next one's opportunities). Each round is linear in the function.
//!
//! Preconditions: verified IR (SSA or not). Invariants: verified IR, exact
//! def-use lists; the entry block stays the entry block.

use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::cfg::{remove_unreachable_blocks, replace_with_jump, Cfg};
use crate::ir::dom::DomTree;
use crate::ir::{BinOp, BlockId, Builder, EntityMap, EntitySet, Function, InstId, InstKind, SrcLoc, Type, ValueId};
use rustc_hash::FxHashMap as HashMap;

/// The most instructions if-conversion runs unconditionally (both arms
/// together), and the most selects it makes for one join (LLVM's
/// TwoEntryPHINodeFoldingThreshold is 4 too).
const SPECULATION_BUDGET: usize = 4;
const MAX_SELECTS: usize = 4;

/// At most this many rounds (each finds less than the one before; real
/// programs settle in two or three).
const MAX_ROUNDS: usize = 16;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let blocks_before = f.layout().len();
    // No rewrite here adds or removes a back edge's target (a header has
    // two predecessors or more, so it never merges, and nothing is
    // bypassed into it): one look at the loops serves every round.
    let headers = loop_headers(f, &Cfg::of(f));
    let mut decided = 0;
    let mut converted = 0;
    let mut threaded = 0;
    let mut ifs = IfRemarks::default();
    for _ in 0..MAX_ROUNDS {
        let mut changed = decide_branches(f);
        decided += changed;
        if changed > 0 {
            changed += remove_unreachable_blocks(f);
        }
        changed += bypass_forwarding_blocks(f, &headers);
        changed += merge_into_predecessors(f);
        let converted_now = convert_ifs(f, &headers, &mut ifs);
        let threaded_now = thread_jumps(f, &headers);
        converted += converted_now;
        threaded += threaded_now;
        changed += converted_now + threaded_now;
        if changed == 0 {
            break;
        }
    }
    let removed = blocks_before.saturating_sub(f.layout().len());
    let remarks = ifs.finish(f);
    if removed == 0 && decided == 0 && converted == 0 && threaded == 0 {
        return PassResult { remarks };
    }
    let mut summary = format!(
        "{removed} block{} removed, {decided} branch{} decided",
        plural(removed),
        if decided == 1 { "" } else { "es" }
    );
    if converted > 0 {
        summary += &format!(", {converted} if{} converted to selects", plural(converted));
    }
    if threaded > 0 {
        summary += &format!(", {threaded} jump{} threaded", plural(threaded));
    }
    PassResult::changed(summary).and(remarks)
}

/// What became of the ifs that choose a value (their join has phis): the
/// ones converted to selects, and why each other one was not (a head
/// block is looked at in every round: the last reason counts).
#[derive(Default)]
struct IfRemarks {
    converted: Vec<Remark>,
    kept: HashMap<BlockId, Remark>,
}

impl IfRemarks {
    fn converted(&mut self, f: &Function, head: BlockId) {
        self.kept.remove(&head);
        self.converted.push(Remark::done(branch_loc(f, head), "if converted to selects"));
    }

    fn kept(&mut self, f: &Function, head: BlockId, why: &str) {
        self.kept.insert(head, Remark::missed(branch_loc(f, head), format!("if not converted to selects: {why}")));
    }

    /// The remarks, those about ifs still there in layout order.
    fn finish(mut self, f: &Function) -> Vec<Remark> {
        let still_branching =
            |b: BlockId| f.terminator(b).is_some_and(|t| matches!(f.inst(t).kind, InstKind::CondBr { .. }));
        let kept = f.layout().iter().filter(|&&b| still_branching(b)).filter_map(|b| self.kept.remove(b));
        self.converted.into_iter().chain(kept).collect()
    }
}

/// Where the branch ending `b` is in the source.
fn branch_loc(f: &Function, b: BlockId) -> Option<SrcLoc> {
    f.terminator(b).and_then(|t| f.inst(t).loc)
}

/// The ifs converted to selects and the jumps threaded that one of the
/// pass's summary lines reports.
pub fn counts_in_summary(line: &str) -> Option<(usize, usize)> {
    let rest = line.lines().next()?.split_once(": ")?.1;
    let count = |suffix: &str| {
        rest.split(", ")
            .find_map(|part| part.strip_suffix(suffix).and_then(|n| n.split(' ').next()?.parse().ok()))
            .unwrap_or(0)
    };
    rest.contains(" removed, ").then(|| (count(" converted to selects"), count(" threaded")))
}

/// Turn conditional branches on constants, or to one block twice, into
/// jumps. Returns how many.
fn decide_branches(f: &mut Function) -> usize {
    let mut decided = 0;
    for b in f.layout().to_vec() {
        let Some(term) = f.terminator(b) else { continue };
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { continue };
        let dest = match f.as_const(f.inst(term).operands()[0]) {
            _ if if_true == if_false => if_true,
            Some(c) if c & 1 == 1 => if_true,
            Some(_) => if_false,
            None => continue,
        };
        replace_with_jump(f, b, dest);
        decided += 1;
    }
    decided
}

/// The blocks some back edge enters (an edge to a block dominating its
/// source): the loop headers.
fn loop_headers(f: &Function, cfg: &Cfg) -> EntitySet<BlockId> {
    let dom = DomTree::of(f);
    let mut header = EntitySet::with_capacity(f.block_capacity());
    for &b in cfg.rpo() {
        for &s in cfg.succs(b) {
            if dom.dominates(s, b) {
                header.insert(s);
            }
        }
    }
    header
}

/// Bypass blocks that only jump on. Returns how many were removed.
///
/// A block holding only `br label %d` (no phis) is bypassed: its
/// predecessors jump to `%d` directly and `%d`'s phis take, for each of
/// them, the value they had for the bypassed block. Not done when a
/// predecessor already jumps to `%d` and a phi there would need two
/// different values for it (`can_bypass`), nor when `%d` is a loop header
/// (the block is then the loop's preheader or latch, whose shape the loop
/// passes look for).
fn bypass_forwarding_blocks(f: &mut Function, headers: &EntitySet<BlockId>) -> usize {
    let cfg = Cfg::of(f);
    let entry = f.entry_block().expect("checked by run");
    let mut gone = Vec::new();
    // Blocks that gained predecessors in this sweep: their entries in
    // `cfg` are stale, so they wait for the next round.
    let mut gained = EntitySet::with_capacity(f.block_capacity());
    for &b in cfg.rpo() {
        let insts = f.block(b).insts();
        let [only] = insts else { continue };
        let InstKind::Br { dest } = f.inst(*only).kind else { continue };
        if b == entry || dest == b || headers.contains(dest) || gained.contains(b) {
            continue;
        }
        let preds: Vec<BlockId> = cfg.preds(b).to_vec();
        if !can_bypass(f, b, dest, &preds) {
            continue;
        }
        let phis = f.block_phis(dest);
        for &phi in &phis {
            let value = f.phi_incoming(phi).iter().find(|&&(_, from)| from == b).expect("an entry for b").0;
            f.phi_remove_incoming(phi, b);
            for &p in &preds {
                f.phi_add_incoming(phi, value, p);
            }
        }
        for &p in &preds {
            let term = f.terminator(p).expect("a predecessor has a terminator");
            f.replace_successor(term, b, dest);
        }
        gained.insert(dest);
        gone.push(b);
    }
    let n = gone.len();
    if n > 0 {
        remove_unreachable_blocks(f);
    }
    n
}

/// Whether the phis of `dest` can take, for every predecessor of `b`, the
/// value they have for `b`: a predecessor that already jumps to `dest`
/// must need the same value both ways.
fn can_bypass(f: &Function, b: BlockId, dest: BlockId, preds: &[BlockId]) -> bool {
    f.block_phis(dest).iter().all(|&phi| {
        let incoming = f.phi_incoming(phi);
        let via_b = incoming.iter().find(|&&(_, from)| from == b).map(|&(v, _)| v);
        preds.iter().all(|&p| incoming.iter().filter(|&&(_, from)| from == p).all(|&(v, _)| Some(v) == via_b))
    })
}

/// Merge each block whose only predecessor jumps only to it into that
/// predecessor. Returns how many blocks were merged away.
///
/// The merged block's phis, with one entry each, become that value. Chains
/// merge in one sweep in reverse post-order.
fn merge_into_predecessors(f: &mut Function) -> usize {
    let cfg = Cfg::of(f);
    let entry = f.entry_block().expect("checked by run");
    // Where each block's code now lives (itself, or the block it joined).
    let mut home: EntityMap<BlockId, BlockId> = EntityMap::from_fn(f.block_capacity(), |b| b);
    let mut gone = Vec::new();
    for &b in cfg.rpo() {
        let [pred] = cfg.preds(b) else { continue };
        let p = home[*pred];
        if b == entry || p == b || cfg.succs(*pred).len() != 1 {
            continue;
        }
        for phi in f.block_phis(b) {
            let value = f.inst(phi).operands()[0];
            let result = f.inst_result(phi);
            f.replace_all_uses(result, value);
            f.remove_inst(phi);
        }
        let jump = f.terminator(p).expect("the predecessor ends in a jump");
        f.remove_inst(jump);
        let moved = f.block(b).insts().to_vec();
        let at = f.block(p).insts().len();
        f.move_insts(&moved, p, at);
        // The successors' phis now come from `p`.
        for s in f.successors(p).collect::<Vec<_>>() {
            for phi in f.block_phis(s) {
                f.phi_replace_block(phi, b, p);
            }
        }
        home[b] = p;
        gone.push(b);
    }
    f.remove_blocks(&gone);
    gone.len()
}

/// If-convert every diamond or triangle that qualifies. Returns how many
/// joins lost their branch.
///
/// The two sides of a conditional branch that meet again (a diamond, or a
/// triangle where one side is empty: `IfShape`) qualify when their arms
/// compute only cheap values that cannot trap (at most `SPECULATION_BUDGET`
/// instructions in all: arithmetic other than division by a variable,
/// compares, casts, addresses, selects; never a store or call, and a load
/// only when the branching block already loaded that address with no store
/// or call after it, as in `if x[i] > m { m = x[i]; }`: `reloads_from_head`).
/// The arms then run unconditionally in the branching block and each phi of
/// the join takes, from it, a `select` on the branch's condition instead of
/// its two entries. The join may have other predecessors, which keep their
/// entries: `clamp`'s chain of early returns folds from the inside out, one
/// `if` per round. Not done when a phi of the join is a bool that only its
/// own branch tests (threading, next, handles that better), nor for vector
/// phis, loop headers, or more than `MAX_SELECTS` phis (`worth_converting`).
fn convert_ifs(f: &mut Function, headers: &EntitySet<BlockId>, remarks: &mut IfRemarks) -> usize {
    let cfg = Cfg::of(f);
    let mut converted = 0;
    // A block whose branch was converted has a new successor: it waits
    // for the next round, as do the joins and arms involved.
    let mut touched = EntitySet::with_capacity(f.block_capacity());
    for &head in cfg.rpo() {
        if touched.contains(head) {
            continue;
        }
        let Some(shape) = IfShape::find(f, &cfg, head) else { continue };
        let join = shape.join;
        if headers.contains(join) || touched.contains(join) || shape.arms().any(|a| touched.contains(a)) {
            continue;
        }
        if let Err(why) = worth_converting(f, &shape) {
            if let Some(why) = why {
                remarks.kept(f, head, why);
            }
            continue;
        }
        remarks.converted(f, head);
        for b in [head, join].into_iter().chain(shape.arms()) {
            touched.insert(b);
        }
        convert(f, &shape);
        converted += 1;
    }
    if converted > 0 {
        remove_unreachable_blocks(f);
    }
    converted
}

/// A conditional branch in `head` whose two sides meet again in `join`:
/// `then_arm`/`else_arm` are the blocks control passes through on each
/// side (`None`: the side goes from `head` straight to `join`). An arm is
/// entered only from `head` and only jumps on. `join` may have other
/// predecessors too (a chain of ifs returning from several places, as in
/// `clamp`), whose phi entries stay.
struct IfShape {
    head: BlockId,
    join: BlockId,
    cond: ValueId,
    then_arm: Option<BlockId>,
    else_arm: Option<BlockId>,
}

impl IfShape {
    fn find(f: &Function, cfg: &Cfg, head: BlockId) -> Option<IfShape> {
        let term = f.terminator(head)?;
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { return None };
        // Where a side leads: through an arm to the block it jumps to, or
        // straight to its target.
        let side = |target: BlockId| -> (Option<BlockId>, BlockId) {
            let is_arm = target != head && cfg.preds(target) == [head] && f.block_phis(target).is_empty();
            match f.terminator(target).map(|t| &f.inst(t).kind) {
                Some(&InstKind::Br { dest }) if is_arm && dest != target => (Some(target), dest),
                _ => (None, target),
            }
        };
        let ((then_arm, then_join), (else_arm, else_join)) = (side(if_true), side(if_false));
        if then_join != else_join || then_arm == else_arm || then_join == head {
            return None;
        }
        Some(IfShape { head, join: then_join, cond: f.inst(term).operands()[0], then_arm, else_arm })
    }

    fn arms(&self) -> impl Iterator<Item = BlockId> {
        self.then_arm.into_iter().chain(self.else_arm)
    }

    /// The block control comes from on the `then` (`else`) side.
    fn then_from(&self) -> BlockId {
        self.then_arm.unwrap_or(self.head)
    }

    fn else_from(&self) -> BlockId {
        self.else_arm.unwrap_or(self.head)
    }
}

/// Whether the arms are cheap and safe to run always, and the join's phis
/// are ones selects should replace; if not, why, when the if chooses a
/// value (`None`: no value to select, nothing to say).
fn worth_converting(f: &Function, shape: &IfShape) -> Result<(), Option<&'static str>> {
    let phis = f.block_phis(shape.join);
    if phis.is_empty() {
        return Err(None);
    }
    let mut speculated = 0;
    for arm in shape.arms() {
        let insts = f.block(arm).insts();
        let body = &insts[..insts.len() - 1];
        if !body.iter().all(|&i| can_speculate(f, i) || reloads_from_head(f, shape.head, i).is_some()) {
            return Err(Some(
                "an arm cannot run unconditionally (a memory access, a call or a division that may trap)",
            ));
        }
        speculated += body.len();
    }
    if speculated > SPECULATION_BUDGET {
        return Err(Some("its arms compute too much to run both"));
    }
    if phis.len() > MAX_SELECTS {
        return Err(Some("it sets too many variables"));
    }
    let join_branch = f.terminator(shape.join);
    let selectable = phis.iter().all(|&phi| {
        let result = f.inst_result(phi);
        let ty = f.value_type(result);
        let scalar = ty.is_int() || ty == Type::Ptr;
        // A bool only the join's own branch reads: threading does better.
        let only_branched_on = ty == Type::I1 && f.users(result).only().is_some_and(|u| Some(u) == join_branch);
        scalar && !only_branched_on
    });
    if selectable {
        Ok(())
    } else {
        Err(None)
    }
}

/// The value the head block loaded, if `i` is a load of an address the
/// head already loaded from with no store or call after that load: the
/// arm's load would read the same value (`if x[i] > m { m = x[i]; }`), so
/// conversion uses the head's instead. Addresses are equal when they are
/// one value or the same `getelementptr` of the same operands.
fn reloads_from_head(f: &Function, head: BlockId, i: InstId) -> Option<ValueId> {
    if !matches!(f.inst(i).kind, InstKind::Load) {
        return None;
    }
    let ptr = f.inst(i).operands()[0];
    let ty = f.value_type(f.inst_result(i));
    for &h in f.block(head).insts().iter().rev() {
        match f.inst(h).kind {
            InstKind::Store | InstKind::Call { .. } => return None,
            InstKind::Load if f.value_type(f.inst_result(h)) == ty && same_address(f, f.inst(h).operands()[0], ptr) => {
                return Some(f.inst_result(h))
            }
            _ => {}
        }
    }
    None
}

fn same_address(f: &Function, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let (Some(x), Some(y)) = (f.defining_inst(a), f.defining_inst(b)) else { return false };
    matches!((&f.inst(x).kind, &f.inst(y).kind), (InstKind::Gep { elem: e1 }, InstKind::Gep { elem: e2 }) if e1 == e2)
        && f.inst(x).operands().to_vec() == f.inst(y).operands().to_vec()
}

/// Whether `i` may run where it would not have: no effect but its value,
/// and no trap.
fn can_speculate(f: &Function, i: InstId) -> bool {
    let data = f.inst(i);
    match data.kind {
        InstKind::Binary(op) if op.may_trap() => {
            matches!(op, BinOp::SDiv | BinOp::SRem)
                && matches!(f.as_const(data.operands()[1]), Some(d) if d != 0 && d != -1)
        }
        InstKind::Binary(_) | InstKind::Icmp(_) | InstKind::Cast(_) | InstKind::Gep { .. } | InstKind::Select => {
            !f.value_type(f.inst_result(i)).is_vector()
        }
        _ => false,
    }
}

/// Move the arms' code into the head, replace the join's phis by selects
/// and make the head jump to the join (the arms become unreachable).
fn convert(f: &mut Function, shape: &IfShape) {
    let head_term = f.terminator(shape.head).expect("the head branches");
    let loc = f.inst(head_term).loc;
    for arm in shape.arms().collect::<Vec<_>>() {
        let insts = f.block(arm).insts();
        let mut body = insts[..insts.len() - 1].to_vec();
        // Reloads of what the head loaded take the head's value.
        body.retain(|&i| match reloads_from_head(f, shape.head, i) {
            Some(loaded) => {
                f.replace_all_uses(f.inst_result(i), loaded);
                f.remove_inst(i);
                false
            }
            None => true,
        });
        let at = f.block(shape.head).insts().len() - 1;
        f.move_insts(&body, shape.head, at);
    }
    let (then_from, else_from) = (shape.then_from(), shape.else_from());
    for phi in f.block_phis(shape.join) {
        let incoming = f.phi_incoming(phi);
        let value_from = |b: BlockId| incoming.iter().find(|&&(_, from)| from == b).expect("an entry per arm").0;
        let (a, b) = (value_from(then_from), value_from(else_from));
        let result = f.inst_result(phi);
        let replacement = if a == b {
            a
        } else {
            let name = f.value_name(result).map(|n| n.to_string());
            let at = f.block(shape.head).insts().len() - 1;
            Builder::at(f, shape.head, at).with_loc(loc).select(shape.cond, a, b, name.as_deref().unwrap_or(""))
        };
        // The two entries become one, from the head; other predecessors
        // keep theirs.
        let others = incoming.iter().any(|&(_, from)| from != then_from && from != else_from);
        if others {
            f.phi_remove_incoming(phi, then_from);
            f.phi_remove_incoming(phi, else_from);
            f.phi_add_incoming(phi, replacement, shape.head);
        } else {
            f.replace_all_uses(result, replacement);
            f.remove_inst(phi);
        }
    }
    f.remove_inst(head_term);
    Builder::at_end(f, shape.head).with_loc(loc).br(shape.join);
}

/// Thread jumps through blocks that branch on a phi of constants. Returns
/// how many edges were redirected.
///
/// Done only when the block's phis are used nowhere but in its branch and
/// in its successors' phis (`phis_used_only_by_branch_and_successors`), and
/// never into or through a loop header.
fn thread_jumps(f: &mut Function, headers: &EntitySet<BlockId>) -> usize {
    let cfg = Cfg::of(f);
    let mut threaded = 0;
    let mut touched = EntitySet::with_capacity(f.block_capacity());
    for &b in cfg.rpo() {
        if headers.contains(b) || touched.contains(b) {
            continue;
        }
        let Some(term) = f.terminator(b) else { continue };
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { continue };
        let cond = f.inst(term).operands()[0];
        let phis = f.block_phis(b);
        // Only phis and the branch, the branch on one of them.
        if f.block(b).insts().len() != phis.len() + 1 || !phis.iter().any(|&p| f.inst_result(p) == cond) {
            continue;
        }
        if [if_true, if_false].iter().any(|&s| s == b || headers.contains(s) || touched.contains(s)) {
            continue;
        }
        if !phis_used_only_by_branch_and_successors(f, b, &phis, term, [if_true, if_false]) {
            continue;
        }
        let cond_phi = f.defining_inst(cond).expect("the condition is a phi");
        for (value, pred) in f.phi_incoming(cond_phi) {
            let Some(c) = f.as_const(value) else { continue };
            let dest = if c & 1 == 1 { if_true } else { if_false };
            if touched.contains(pred) || !can_thread(f, &cfg, b, pred, dest) {
                continue;
            }
            thread_edge(f, b, pred, dest);
            touched.insert(pred);
            touched.insert(dest);
            threaded += 1;
        }
        touched.insert(b);
    }
    if threaded > 0 {
        remove_unreachable_blocks(f);
    }
    threaded
}

/// Whether every use of `b`'s phis is `b`'s branch or the entry for `b`
/// in a phi of one of its successors (so no code `b` dominates needs them
/// once `b` no longer dominates it).
fn phis_used_only_by_branch_and_successors(
    f: &Function,
    b: BlockId,
    phis: &[InstId],
    term: InstId,
    succs: [BlockId; 2],
) -> bool {
    phis.iter().all(|&phi| {
        let v = f.inst_result(phi);
        f.users(v).iter().all(|&u| {
            u == term
                || (f.inst(u).kind.is_phi()
                    && f.inst(u).block.is_some_and(|ub| succs.contains(&ub))
                    && f.phi_incoming(u).iter().all(|&(value, from)| value != v || from == b))
        })
    })
}

/// Whether `pred` may jump straight to `dest` instead of to `b`: it ends
/// in a plain jump or a branch, and if it already reaches `dest`, the phis
/// there take the same value from it both ways.
fn can_thread(f: &Function, cfg: &Cfg, b: BlockId, pred: BlockId, dest: BlockId) -> bool {
    if pred == b || pred == dest {
        return false;
    }
    // The phis of `dest` take, from `pred`, what they took from `b`
    // (translated through `b`'s phis): a predecessor that already jumps
    // to `dest` must agree.
    !cfg.succs(pred).contains(&dest)
        || f.block_phis(dest).iter().all(|&phi| {
            let incoming = f.phi_incoming(phi);
            let via_b = incoming.iter().find(|&&(_, from)| from == b).map(|&(v, _)| translate(f, v, b, pred));
            incoming.iter().filter(|&&(_, from)| from == pred).all(|&(v, _)| Some(v) == via_b)
        })
}

/// `v` as seen on the edge from `pred` into `b`: a phi of `b` becomes its
/// entry for `pred`.
fn translate(f: &Function, v: ValueId, b: BlockId, pred: BlockId) -> ValueId {
    match f.defining_inst(v) {
        Some(i) if f.inst(i).kind.is_phi() && f.inst(i).block == Some(b) => {
            f.phi_incoming(i).iter().find(|&&(_, from)| from == pred).expect("an entry per predecessor").0
        }
        _ => v,
    }
}

/// Redirect the edge `pred → b` to `dest`.
fn thread_edge(f: &mut Function, b: BlockId, pred: BlockId, dest: BlockId) {
    // One entry per edge: if `pred` already jumps to `dest`, the new edge
    // gets a second entry (with the same value, as `can_thread` checked).
    for phi in f.block_phis(dest) {
        let incoming = f.phi_incoming(phi);
        let via_b = incoming.iter().find(|&&(_, from)| from == b).expect("an entry for b").0;
        let value = translate(f, via_b, b, pred);
        f.phi_add_incoming(phi, value, pred);
    }
    for phi in f.block_phis(b) {
        f.phi_remove_incoming(phi, pred);
    }
    let term = f.terminator(pred).expect("a predecessor has a terminator");
    f.replace_successor(term, b, dest);
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        let line = "main: 3 blocks removed, 0 branches decided, 2 ifs converted to selects, 1 jump threaded";
        assert_eq!(super::counts_in_summary(line), Some((2, 1)));
        assert_eq!(super::counts_in_summary("f: 1 block removed, 1 branch decided"), Some((0, 0)));
        assert_eq!(super::counts_in_summary("f: 2 loop-invariant instructions hoisted"), None);
    }
}
