//! loop-rotate: turn a loop tested at the top (`while c { body }`) into
//! one tested at the bottom behind a guard (`if c { do { body } while c
//! }`).
//!
//! Algorithm: LLVM's LoopRotate (the classic *loop inversion*: Muchnick,
//! "Advanced Compiler Design and Implementation", §14.1.4). The header's
//! computation — its exit test and the few instructions feeding it — is
//! copied into the preheader, where it decides whether the loop runs at
//! all, and into the latch, where it decides whether the loop runs
//! again; the header itself goes away and its in-loop successor becomes
//! the new header:
//!
//! ```text
//! preheader: …; br header            preheader: …; c₀ = test(start values)
//! header:    phis; c = test(phis)               condbr c₀, rot.ph, exit
//!            condbr c, body, exit    rot.ph:    br body
//! body:      …                       body:      phis of the old header
//! latch:     …; br header            latch:     …; c₁ = test(next values)
//!                                               condbr c₁, body, exit
//! ```
//!
//! **Why**: every trip of the rotated loop runs its whole first block, so
//! what the body always does is "guaranteed to execute" once the loop is
//! entered: licm, run again after this pass, hoists a load of the body's
//! first block into the new preheader, which only runs when the loop does.
//! Each trip also takes one branch instead of two.
//!
//! Each value of the old header exists twice, from the start values and
//! from the next values, merged by phis of the new header and of the exit
//! (`rotate`). Candidates (`plan`): a preheader, one latch, a header left
//! by its conditional branch computing at most `MAX_HEADER` instructions
//! without effects; loops already tested at the bottom are left alone.
//!
//! **Position**: after the loop passes that analyse loops tested at the
//! top (`ir::loops::counted_loop`: the vectorizers, runtime-unroll, lsr;
//! LLVM instead rotates first), followed by a second licm.
//!
//! Remarks: for each loop tested at the top, `rotated` or why not.
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! the loop runs the same trips and computes the same values.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::remark::loop_remark;
use super::utils::clone::copy_inst;
use super::{plural, PassOptions, PassResult};
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::loops::{preheader, Loop, LoopInfo, LoopTest};
use crate::ir::{BlockId, Builder, EntitySet, Function, InstId, InstKind, ValueId};

/// The most instructions (phis and terminator excluded) a header may
/// compute: each is copied twice.
const MAX_HEADER: usize = 8;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() {
        return PassResult::default();
    }
    let mut remarks = Vec::new();
    let mut rotated = 0;
    // Rounds: a rotation changes the blocks next to its loop, so a round
    // skips a loop whose header, preheader or exit a rotation before it in
    // the round touched (a loop before it in a sequence, or one nested in
    // it that leaves to its header or exit); the loops are then found
    // again, for the loops a round skipped. Innermost loops go first, and
    // a loop whose nested loops were rotated in the round is rotated in it
    // too (as LLVM's loop pass manager visits a nest bottom-up): the
    // analysis it was planned with still holds for what the plan reads —
    // its header, its preheader, its latch (at most the exit of a nested
    // loop, which gains phis), the first block of its body (at most the
    // preheader of a nested loop, which gains a guard) and its exit —
    // except the new blocks the nested rotations made, and a loop whose
    // header values are used in one waits for the next round. (A rotation
    // changes no block of a loop it did not conflict with, so a loop the
    // round looked at and left stays as it was.)
    let mut done = EntitySet::with_capacity(f.block_capacity());
    loop {
        let LoopInfo { cfg, dom, loops } = LoopInfo::of(f);
        let mut touched = EntitySet::with_capacity(f.block_capacity());
        let mut moves = Moves::default();
        let mut skipped = false;
        for lp in loops.iter() {
            if done.contains(lp.header) || !exits_at_top(f, lp) {
                continue;
            }
            // The loop, its preheader and its exit, as the analysis saw them.
            let header = lp.header;
            let neighbourhood = || {
                lp.blocks
                    .iter()
                    .copied()
                    .chain(cfg.preds(header).iter().copied())
                    .chain(cfg.succs(header).iter().copied())
            };
            let outside = cfg.preds(header).iter().chain(cfg.succs(header)).filter(|&&b| !lp.contains(b));
            if touched.contains(header) || outside.copied().any(|b| touched.contains(b)) {
                skipped = true;
                continue;
            }
            // A header value read in a block another rotation of this
            // round made: the dominator tree does not know that block yet.
            if header_values_reach_new_blocks(f, lp, cfg.capacity()) {
                skipped = true;
                continue;
            }
            let plan = match plan(f, &cfg, &dom, lp) {
                Ok(plan) => plan,
                Err(why) => {
                    done.insert(lp.header);
                    remarks.push(loop_remark(f, lp, false, format!("loop not rotated: {why}")));
                    continue;
                }
            };
            neighbourhood().for_each(|b| {
                touched.insert(b);
            });
            done.insert(lp.header);
            remarks.push(loop_remark(
                f,
                lp,
                true,
                "loop rotated: tested at the bottom, guarded in the preheader".into(),
            ));
            rotate(f, lp, &plan, &mut moves);
            // The rotated loop's new header is tested at the top when the
            // loop is also left from its first block: it is rotated already.
            done.insert(plan.body);
            rotated += 1;
        }
        f.rearrange_layout(&moves.removed, &moves.before, &moves.after);
        if !skipped {
            break;
        }
        // Blocks the rotations created may outnumber the set's capacity.
        let mut grown = EntitySet::with_capacity(f.block_capacity());
        done.iter().for_each(|b| {
            grown.insert(b);
        });
        done = grown;
    }
    let left = remarks.len() - rotated;
    let headline = format!(
        "{rotated} loop{} rotated, {left} left as {}",
        plural(rotated),
        if left == 1 { "it was" } else { "they were" }
    );
    PassResult::with_remarks(headline, remarks)
}

/// Whether the loop is tested at the top: its header ends in a
/// conditional branch with one arm out of the loop, and is not its only
/// block (a one-block loop is tested at its bottom already).
fn exits_at_top(f: &Function, lp: &Loop) -> bool {
    lp.blocks.len() > 1 && LoopTest::of(f, lp, lp.header).is_some()
}

/// A loop the pass rotates.
struct Plan {
    preheader: BlockId,
    latch: BlockId,
    /// The header's successor in the loop: the new header.
    body: BlockId,
    exit: BlockId,
    /// Whether the exit has other predecessors or phis, so that the loop
    /// leaves through a new block in front of it.
    needs_exit_block: bool,
    /// The blocks of the body that also branch to the exit (the second
    /// test of `while a && b`): the exit then merges the header's values
    /// from them with those the rotated test leaves with.
    body_exits: Vec<BlockId>,
}

/// Whether `lp` can be rotated, and how; or why not.
///
/// **Candidates**: loops with a preheader and one latch ending in a jump
/// to the header, whose header is left by its conditional branch (one
/// arm in the loop, one out), whose in-loop successor has no other
/// predecessor, whose exit is entered only from the loop when the body
/// branches to it too, and whose header computes at most
/// `MAX_HEADER` instructions without effects (arithmetic, compares,
/// loads: a load copied into the latch reads what the header's load
/// would have read on the next trip, nothing being stored in between).
/// A loop whose test is already at its bottom (one block: the vectorized
/// and unrolled loops) has nothing to rotate.
fn plan(f: &Function, cfg: &Cfg, dom: &DomTree, lp: &Loop) -> Result<Plan, String> {
    let header = lp.header;
    let [latch] = lp.latches[..] else { return Err("it has more than one back edge".into()) };
    let preheader = preheader(f, cfg, header, |b| lp.contains(b)).ok_or("it has no preheader")?;
    let jumps_to_header = f.terminator(latch).is_some_and(|t| matches!(f.inst(t).kind, InstKind::Br { .. }));
    if !jumps_to_header {
        return Err("its latch does not end in a jump to the header".into());
    }
    let LoopTest { stay: body, leave: exit, .. } =
        LoopTest::of(f, lp, header).expect("exits_at_top checked the branch");
    if cfg.preds(body) != [header] {
        return Err("the first block of its body has another predecessor".into());
    }
    let body_exits: Vec<BlockId> = cfg.preds(exit).iter().copied().filter(|&b| b != header && lp.contains(b)).collect();
    if !body_exits.is_empty() && cfg.preds(exit).iter().any(|&b| !lp.contains(b)) {
        return Err("its exit is also entered from outside the loop".into());
    }
    if !header_values_used_only_after_exit(f, cfg, dom, lp, exit) {
        return Err("a value of its header is used where another exit of the loop leads".into());
    }
    let computed: Vec<InstId> = f.block(header).insts().iter().copied().filter(|&i| !f.inst(i).kind.is_phi()).collect();
    let computed = &computed[..computed.len() - 1];
    if computed.len() > MAX_HEADER {
        return Err(format!("its header computes {} instructions (at most {MAX_HEADER} are copied)", computed.len()));
    }
    if let Some(&i) = computed.iter().find(|&&i| !is_copyable(&f.inst(i).kind)) {
        let what = match f.inst(i).kind {
            InstKind::Call { .. } => "calls",
            InstKind::Store => "stores",
            _ => "allocates",
        };
        return Err(format!("its header {what} (only tests without effects are copied)"));
    }
    let needs_exit_block = cfg.preds(exit) != [header] || !f.block_phis(exit).is_empty();
    Ok(Plan { preheader, latch, body, exit, needs_exit_block, body_exits })
}

fn header_values_reach_new_blocks(f: &Function, lp: &Loop, analysed_blocks: usize) -> bool {
    header_values(f, lp.header).into_iter().any(|v| some_use_in(f, v, |at| at.index() >= analysed_blocks))
}

/// Whether every use of a header value outside the loop is in the exit's
/// phis or in a block the exit dominates: loops may also be left from
/// their body (a `return` inside, the second test of `a && b`), and the
/// rotation gives the header's values new definitions only on the way
/// through the exit.
///
/// A block after the exit is reached only through the exit's new phis
/// when every way into the exit comes from the loop: an exit also reached
/// from outside (through a block a `return` or another exit of the body
/// leads to) allows the header's values only in its phis' entries from
/// the header.
fn header_values_used_only_after_exit(f: &Function, cfg: &Cfg, dom: &DomTree, lp: &Loop, exit: BlockId) -> bool {
    let entered_only_from_loop = cfg.preds(exit).iter().all(|&b| lp.contains(b));
    header_values(f, lp.header)
        .into_iter()
        .all(|v| !some_use_in(f, v, |at| !(lp.contains(at) || (entered_only_from_loop && dom.dominates(exit, at)))))
}

/// Whether a header instruction may run twice as often as a copy in the
/// preheader and the latch: no effect but its value.
fn is_copyable(kind: &InstKind) -> bool {
    !matches!(kind, InstKind::Call { .. } | InstKind::Store | InstKind::Alloca { .. })
}

/// Rotate the loop (see the module header's picture).
///
/// **Values**: each value `v` the old header defined (a phi, or an
/// instruction of the test) exists twice: `v₀`, computed in the
/// preheader from the phis' start values, and `v₁`, computed in the latch
/// from their next values. Uses of `v` inside the loop take a phi of the
/// new header, `[v₀, rot.ph], [v₁, latch]`; uses after the loop a phi of
/// the exit, `[v₀, preheader], [v₁, latch]`. The exit is the old one when
/// the header was its only predecessor and it has no phis; otherwise a
/// new block `rot.exit` in front of it takes the two edges (the old exit
/// keeps one predecessor from the loop, so its phis stay as they were).
/// A loop may also be left from its body: by a `return` inside, or by the
/// second test of `while a && b`, which branches to the same exit. The
/// header's values then get a third phi, in the exit, merging the one
/// `rot.exit` leaves with and the new header's phi on each edge from the
/// body; and a value of the header may not be used where another exit
/// leads (`return i` inside the loop) — only in the exit's phis and in
/// blocks the exit dominates, where these phis reach.
/// When the start values decide the guard (a constant start and bound),
/// the preheader jumps into the loop unconditionally.
///
/// Before rotation, a load of the body's first block (such as lcs's
/// `s[i - 1]` in its inner `j` loop) could only be hoisted by reading memory
/// on a path that never read it. wendc's loop analysis reads the top-tested
/// form lowering makes, so rotation comes after the passes that use it,
/// where it only feeds licm and the backend.
fn rotate(f: &mut Function, lp: &Loop, plan: &Plan, moves: &mut Moves) {
    let Plan { preheader, latch, body, exit, .. } = *plan;
    let header = lp.header;
    // The body's first block has the header as its only predecessor: its
    // phis (left by earlier passes) have one entry and are that value.
    for phi in f.block_phis(body) {
        let [(value, _)] = f.phi_incoming(phi)[..] else { unreachable!("a phi of a block with one predecessor") };
        f.replace_all_uses(f.inst_result(phi), value);
        f.remove_inst(phi);
    }
    let rot_ph = f.create_block("rot.ph");
    Builder::at_end(f, rot_ph).br(body);
    let leave = if plan.needs_exit_block {
        let b = f.create_block("rot.exit");
        Builder::at_end(f, b).br(exit);
        for phi in f.block_phis(exit) {
            f.phi_replace_block(phi, header, b);
        }
        b
    } else {
        exit
    };

    // The header's values, and their copies on entry and after each trip.
    let header_phis = f.block_phis(header);
    let term = f.terminator(header).expect("a header has a terminator");
    let computed: Vec<InstId> =
        f.block(header).insts().iter().copied().filter(|&i| !f.inst(i).kind.is_phi() && i != term).collect();
    let mut on_entry: HashMap<ValueId, ValueId> = HashMap::default();
    let mut after_trip: HashMap<ValueId, ValueId> = HashMap::default();
    for &phi in &header_phis {
        let v = f.inst_result(phi);
        for (value, from) in f.phi_incoming(phi) {
            if from == preheader {
                on_entry.insert(v, value);
            } else {
                after_trip.insert(v, value);
            }
        }
    }
    let preheader_jump = f.terminator(preheader).expect("a preheader ends in a jump");
    let latch_jump = f.terminator(latch).expect("a latch ends in a jump");
    let (pre_loc, latch_loc) = (f.inst(preheader_jump).loc, f.inst(latch_jump).loc);
    f.remove_inst(preheader_jump);
    f.remove_inst(latch_jump);
    let same_block = |b: BlockId| b;
    let mut created = Vec::new();
    for &i in &computed {
        copy_inst(f, i, preheader, &mut on_entry, &same_block);
        copy_inst(f, i, latch, &mut after_trip, &same_block);
        created.extend([*f.block(preheader).insts().last().unwrap(), *f.block(latch).insts().last().unwrap()]);
    }
    let InstKind::CondBr { if_true, .. } = f.inst(term).kind else { unreachable!("a header tested at the top") };
    let cond = f.inst(term).operands()[0];
    let arms = |inside: BlockId| if if_true == body { (inside, leave) } else { (leave, inside) };
    let (entry_cond, next_cond) = (mapped(&on_entry, cond), mapped(&after_trip, cond));
    let always_entered = constant_test(f, entry_cond) == Some(if_true == body);
    if always_entered {
        Builder::at_end(f, preheader).with_loc(pre_loc).br(rot_ph);
    } else {
        let (t, e) = arms(rot_ph);
        Builder::at_end(f, preheader).with_loc(pre_loc).cond_br(entry_cond, t, e);
    }
    let (t, e) = arms(body);
    Builder::at_end(f, latch).with_loc(latch_loc).cond_br(next_cond, t, e);

    // Every use of a header value: a phi of the new header inside the loop,
    // a phi of the exit after it.
    // A set the size of the loop, not of the function: a program of many
    // small loops would otherwise pay the function's size per rotation.
    let in_loop: HashSet<BlockId> = lp.blocks.iter().copied().collect();
    let mut joins: Vec<(ValueId, ValueId, ValueId, ValueId)> = Vec::new();
    for v in header_values(f, header) {
        let ty = f.value_type(v);
        let name = f.value_name(v).map(str::to_string);
        let (first, next) = (mapped(&on_entry, v), mapped(&after_trip, v));
        let inside = f.prepend_phis(body, &[ty])[0];
        f.phi_add_incoming(inside, first, rot_ph);
        f.phi_add_incoming(inside, next, latch);
        let exit_entries: Vec<(ValueId, BlockId)> =
            if always_entered { vec![(next, latch)] } else { vec![(first, preheader), (next, latch)] };
        let index = f.block_phis(leave).len();
        let outside = Builder::at(f, leave, index).phi_inst(ty, &exit_entries, name.as_deref().unwrap_or(""));
        if let Some(name) = name {
            f.set_value_name(f.inst_result(inside), name);
        }
        created.extend([inside, outside]);
        // Left from the body too: the exit merges the value the rotated
        // test leaves with and the one each body exit has (`v` there, the
        // new header's phi once the uses below are rewritten).
        let mut after = f.inst_result(outside);
        if !plan.body_exits.is_empty() {
            let name = f.value_name(v).unwrap_or_default().to_string();
            let entries: Vec<(ValueId, BlockId)> =
                [(after, leave)].into_iter().chain(plan.body_exits.iter().map(|&b| (v, b))).collect();
            let merged = Builder::at(f, exit, 0).phi_inst(ty, &entries, &name);
            created.push(merged);
            after = f.inst_result(merged);
        }
        joins.push((v, f.inst_result(inside), f.inst_result(outside), after));
    }
    // -g: where a variable held a header value, it now holds the phi that
    // takes its place there, by the same rule as the uses below.
    if joins.iter().any(|&(v, ..)| f.has_debug_values(v)) {
        let dom = DomTree::of(f);
        for &(v, inside, outside, after) in &joins {
            f.split_debug_value(v, |f, i| match f.inst(i).block? {
                b if b == header => None,
                b if in_loop.contains(&b) => Some(inside),
                b if b == leave => Some(outside),
                b if dom.contains(b) && dom.dominates(exit, b) => Some(after),
                _ => None,
            });
        }
    }
    // A use on the way out through `leave` takes its phi; a use further
    // on, the exit's.
    for &(v, inside, outside, after) in &joins {
        for (user, slot, at) in uses(f, v) {
            if f.inst(user).block == Some(header) {
                continue;
            }
            let value = if in_loop.contains(&at) {
                inside
            } else if at == leave {
                outside
            } else {
                after
            };
            f.set_operand(user, slot, value);
        }
    }
    // `rot.ph` goes right in front of the new header, which it falls
    // into, and the exit block right behind the latch; the old header
    // goes. The layout changes when the round ends (`Moves`).
    f.clear_block(header);
    moves.removed.push(header);
    moves.before.push((rot_ph, body));
    if plan.needs_exit_block {
        moves.after.push((leave, latch));
    }
    remove_unused(f, &created);
}

/// The layout changes of a round's rotations, made at once when the round
/// ends (`Function::rearrange_layout`): made one by one, each would cost
/// the layout's length.
#[derive(Default)]
struct Moves {
    removed: Vec<BlockId>,
    before: Vec<(BlockId, BlockId)>,
    after: Vec<(BlockId, BlockId)>,
}

fn mapped(map: &HashMap<ValueId, ValueId>, v: ValueId) -> ValueId {
    map.get(&v).copied().unwrap_or(v)
}

/// The value of a compare of two constants.
fn constant_test(f: &Function, v: ValueId) -> Option<bool> {
    let i = f.defining_inst(v)?;
    let InstKind::Icmp(pred) = f.inst(i).kind else { return None };
    let [a, b] = f.inst(i).operands().as_array()?;
    Some(pred.evaluate(f.as_const(a)?, f.as_const(b)?))
}

/// Whether `in_block` holds for the block of some use of `v` (a phi uses
/// its entries in the blocks they come from).
fn some_use_in(f: &Function, v: ValueId, in_block: impl Fn(BlockId) -> bool) -> bool {
    f.users(v).iter().any(|&user| {
        let data = f.inst(user);
        match &data.kind {
            InstKind::Phi { blocks } => {
                data.operands().iter().zip(blocks.iter()).any(|(&op, &b)| op == v && in_block(b))
            }
            _ => in_block(data.block.expect("a user is in a block")),
        }
    })
}

/// The block where `user` reads its operand `slot`: a phi reads it at
/// the end of the incoming block.
fn use_block(f: &Function, user: InstId, slot: usize) -> BlockId {
    match &f.inst(user).kind {
        InstKind::Phi { blocks } => blocks[slot],
        _ => f.inst(user).block.expect("a user is in a block"),
    }
}

/// The values the header defines: its phis and the instructions of its
/// test.
fn header_values(f: &Function, header: BlockId) -> Vec<ValueId> {
    f.block(header).insts().iter().filter_map(|&i| f.inst(i).result).collect()
}

/// Every use of `v`: (user, operand slot, the block where it reads `v` —
/// for a phi, the end of the incoming block).
fn uses(f: &Function, v: ValueId) -> Vec<(InstId, usize, BlockId)> {
    let mut users = f.users(v).to_vec();
    users.sort();
    users.dedup();
    users
        .into_iter()
        .flat_map(|user| {
            let slots = f
                .inst(user)
                .operands()
                .iter()
                .enumerate()
                .filter(|&(_, &op)| op == v)
                .map(|(slot, _)| slot)
                .collect::<Vec<_>>();
            slots.into_iter().map(move |slot| (user, slot, use_block(f, user, slot)))
        })
        .collect()
}

/// Remove what the rotation made that nothing uses (a phi of a value
/// used only inside or only after the loop, the copy of a compare the
/// guard decided), until nothing more goes.
fn remove_unused(f: &mut Function, created: &[InstId]) {
    let mut live: Vec<InstId> = created.iter().copied().filter(|&i| f.inst(i).block.is_some()).collect();
    loop {
        let (dead, kept): (Vec<InstId>, Vec<InstId>) =
            live.iter().partition(|&&i| f.inst(i).result.is_some_and(|v| !f.has_users(v)));
        if dead.is_empty() {
            return;
        }
        for i in dead {
            f.remove_inst(i);
        }
        live = kept;
    }
}
