//! ADCE: aggressive dead code elimination, with the semantics of LLVM's
//! ADCE pass (after Cytron et al. 1991, §7.1, "dead code elimination"
//! using control dependence).
//!
//! Everything is dead until proven live:
//! - **Roots**: instructions with effects beyond their value — stores,
//!   calls, `ret`, `unreachable` — and divisions that may trap: `sdiv` and
//!   `srem` stay unless the divisor is a constant other than 0 and -1.
//! - **Loops are kept**: the branch closing each back edge (found by a DFS
//!   from the entry) is live, and so is every terminator of a block that
//!   cannot reach a return (an infinite loop must still hang).
//! - **Propagation**: a live instruction makes its operands' definitions
//!   and its block live. A live block makes live the terminators of the
//!   blocks it is control dependent on: its post-dominance frontier. A live
//!   phi makes its predecessor blocks live, so the branches choosing
//!   between them are kept. The frontiers are not built (together they
//!   can be quadratic in size): when the marking stops, the blocks made
//!   live since the last time get their iterated post-dominance frontier
//!   at once (Sreedhar & Gao's linear walk, as LLVM's ADCE does), and the
//!   marking goes on from those branches.
//! - **Removal**: a conditional branch that stayed dead is replaced by an
//!   unconditional branch to the successor nearest the exit (in the
//!   post-dominator tree); the other successor's phis lose that edge. Then
//!   every dead instruction goes, all at once with their operand references
//!   dropped first, which removes dead phi cycles around loops. Blocks that
//!   became unreachable are deleted.
//!
//! Preconditions: verified IR. Postconditions: verified IR with the same
//! observable behaviour; unconditional branches are never removed (block
//! merging is not this pass's job).

use super::{PassResult, Remark};
use crate::ir::cfg::{remove_unreachable_blocks, replace_with_jump, Cfg};
use crate::ir::dom::PostDomTree;
use crate::ir::loops::{Loop, LoopInfo};
use crate::ir::{BlockId, EntityMap, EntitySet, Function, InstId, InstKind, ValueId};

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    remove_unreachable_blocks(f);
    let before = f.live_inst_count();
    let cfg = Cfg::of(f);
    let pdt = PostDomTree::of(f);
    let liveness = Liveness::compute(f, &cfg, &pdt);
    let branches = rewrite_dead_branches(f, &cfg, &pdt, &liveness);
    let dead: Vec<InstId> = f
        .insts_in_layout()
        .map(|(_, i)| i)
        // Terminators stay (dead conditional ones were just replaced).
        .filter(|&i| !f.inst(i).kind.is_terminator() && !liveness.is_live(i))
        .collect();
    f.remove_insts(&dead);
    let blocks = remove_unreachable_blocks(f);
    let removed = before - f.live_inst_count();
    let idle = idle_loops(f);
    if removed == 0 {
        return PassResult { remarks: idle };
    }
    PassResult::changed(format!(
        "removed {removed} instruction{} ({} dead, {branches} branch{} made unconditional, {blocks} block{} unreachable)",
        super::plural(removed),
        dead.len(),
        if branches == 1 { "" } else { "es" },
        super::plural(blocks),
    ))
    .and(idle)
}

/// A missed remark for each loop left with nothing but its own control:
/// no store, call or trapping division in it, and no value of it used
/// after it. It only counts, yet it stays, because a loop that might
/// never end must still hang.
fn idle_loops(f: &Function) -> Vec<Remark> {
    let cfg = Cfg::of(f);
    if back_edge_sources(f, &cfg).is_empty() {
        return Vec::new();
    }
    LoopInfo::of(f)
        .loops
        .iter()
        .filter(|lp| !lp.has_inner_loop && is_idle(f, lp))
        .map(|lp| {
            // Its exit test: the branch that leaves it (at the bottom once
            // loop-rotate ran), else its header's.
            let exits = lp.blocks.iter().filter(|&&b| f.successors(b).any(|s| !lp.contains(s)));
            let test = exits.chain([&lp.header]).find_map(|&b| f.terminator(b).and_then(|t| f.inst(t).loc));
            Remark::missed(
                test,
                "loop that computes nothing kept: adce does not remove loops, which might not terminate",
            )
        })
        .collect()
}

/// Whether `lp` has no effect and no value used outside it.
fn is_idle(f: &Function, lp: &Loop) -> bool {
    lp.blocks.iter().all(|&b| {
        f.block(b).insts().iter().all(|&i| {
            let used_outside = f
                .inst(i)
                .result
                .is_some_and(|r| f.users(r).iter().any(|&u| f.inst(u).block.is_none_or(|ub| !lp.contains(ub))));
            !is_root(f, i) && !used_outside
        })
    })
}

/// Whether an instruction must be kept for its effect alone.
fn is_root(f: &Function, i: InstId) -> bool {
    let data = f.inst(i);
    match &data.kind {
        InstKind::Store | InstKind::Call { .. } | InstKind::Ret | InstKind::Unreachable => true,
        InstKind::Binary(op) if op.may_trap() => {
            // x86 `idiv` faults on a zero divisor and on INT_MIN / -1.
            !matches!(f.as_const(data.operands()[1]), Some(d) if d != 0 && d != -1)
        }
        _ => false,
    }
}

struct Liveness {
    insts: EntitySet<InstId>,
}

impl Liveness {
    fn is_live(&self, i: InstId) -> bool {
        self.insts.contains(i)
    }

    fn compute(f: &Function, cfg: &Cfg, pdt: &PostDomTree) -> Liveness {
        let flat = Flat::gather(f);
        let mut live = vec![false; flat.insts.len()];
        let mut blocks = EntitySet::with_capacity(f.block_capacity() + 1);
        // Blocks made live since the branches they depend on were marked.
        let mut new_blocks: Vec<BlockId> = Vec::new();
        let mut worklist: Vec<u32> = Vec::new();
        let mark = |p: u32, live: &mut Vec<bool>, worklist: &mut Vec<u32>| {
            if !std::mem::replace(&mut live[p as usize], true) {
                worklist.push(p);
            }
        };
        let mark_block = |b: BlockId, blocks: &mut EntitySet<BlockId>, new_blocks: &mut Vec<BlockId>| {
            if blocks.insert(b) {
                new_blocks.push(b);
            }
        };
        for &p in &flat.roots {
            mark(p, &mut live, &mut worklist);
        }
        for b in back_edge_sources(f, cfg).into_iter().chain(blocks_without_exit(f, cfg)) {
            if let Some(t) = flat.terminator[b] {
                mark(t, &mut live, &mut worklist);
            }
        }
        loop {
            while let Some(p) = worklist.pop() {
                let p = p as usize;
                mark_block(flat.block[p], &mut blocks, &mut new_blocks);
                for &d in flat.operand_defs(p) {
                    if d != Flat::NOT_AN_INST {
                        mark(d, &mut live, &mut worklist);
                    }
                }
                for &pred in flat.phi_blocks(p) {
                    mark_block(pred, &mut blocks, &mut new_blocks);
                }
            }
            if new_blocks.is_empty() {
                break;
            }
            // The live blocks' control dependences, iterated (a branch made
            // live makes its block live): the iterated post-dominance
            // frontier, through blocks whose branch is not live yet (a
            // live branch's block had its own frontier taken already).
            let deciding =
                pdt.iterated_frontier(&new_blocks, |c| flat.terminator[c].is_some_and(|t| !live[t as usize]));
            new_blocks.clear();
            for c in deciding {
                if let Some(t) = flat.terminator[c] {
                    mark(t, &mut live, &mut worklist);
                }
            }
        }
        let mut insts = EntitySet::with_capacity(f.num_insts());
        for (&i, &is_live) in flat.insts.iter().zip(&live) {
            if is_live {
                insts.insert(i);
            }
        }
        Liveness { insts }
    }
}

/// What the marking walk reads of each instruction, gathered in one pass
/// over the function in layout order and indexed by position in that
/// order: the walk then follows operands through these dense tables, not
/// through instruction and value records spread over arenas several times
/// their size (on a function of a million phis, most of the pass's time
/// went to waiting for those records).
struct Flat {
    insts: Vec<InstId>,
    block: Vec<BlockId>,
    /// The positions of the instructions defining the operands of the
    /// instruction at `p`: `defs[def_start[p]..def_start[p + 1]]`
    /// (`NOT_AN_INST` for parameters and constants).
    def_start: Vec<u32>,
    defs: Vec<u32>,
    /// The incoming blocks of the phi at `p` (none for other instructions).
    phi_start: Vec<u32>,
    phi_blocks: Vec<BlockId>,
    /// The position of each block's terminator.
    terminator: EntityMap<BlockId, Option<u32>>,
    /// The instructions kept for their effect alone.
    roots: Vec<u32>,
}

impl Flat {
    const NOT_AN_INST: u32 = u32::MAX;

    fn gather(f: &Function) -> Flat {
        let n = f.live_inst_count();
        let mut flat = Flat {
            insts: Vec::with_capacity(n),
            block: Vec::with_capacity(n),
            def_start: Vec::with_capacity(n + 1),
            defs: Vec::with_capacity(2 * n),
            phi_start: Vec::with_capacity(n + 1),
            phi_blocks: Vec::new(),
            terminator: EntityMap::from_elem(None, f.block_capacity()),
            roots: Vec::new(),
        };
        // Operands are gathered as values first; once every instruction has
        // its position, each becomes the position of its definition.
        let mut position_of_value: EntityMap<ValueId, u32> = EntityMap::from_elem(Self::NOT_AN_INST, f.num_values());
        let mut operand_values: Vec<ValueId> = Vec::with_capacity(2 * n);
        for (b, i) in f.insts_in_layout() {
            let p = flat.insts.len() as u32;
            let data = f.inst(i);
            flat.insts.push(i);
            flat.block.push(b);
            flat.def_start.push(operand_values.len() as u32);
            operand_values.extend(data.operands().iter().copied());
            flat.phi_start.push(flat.phi_blocks.len() as u32);
            if let InstKind::Phi { blocks } = &data.kind {
                flat.phi_blocks.extend(blocks.iter().copied());
            }
            if let Some(r) = data.result {
                position_of_value[r] = p;
            }
            if data.kind.is_terminator() {
                flat.terminator[b] = Some(p);
            }
            if is_root(f, i) {
                flat.roots.push(p);
            }
        }
        flat.def_start.push(operand_values.len() as u32);
        flat.phi_start.push(flat.phi_blocks.len() as u32);
        flat.defs = operand_values.into_iter().map(|v| position_of_value[v]).collect();
        flat
    }

    fn operand_defs(&self, p: usize) -> &[u32] {
        &self.defs[self.def_start[p] as usize..self.def_start[p + 1] as usize]
    }

    fn phi_blocks(&self, p: usize) -> &[BlockId] {
        &self.phi_blocks[self.phi_start[p] as usize..self.phi_start[p + 1] as usize]
    }
}

/// Blocks ending in a back edge: an edge to a block still on the DFS stack.
fn back_edge_sources(f: &Function, cfg: &Cfg) -> Vec<BlockId> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    let n = f.block_capacity();
    let (mut visited, mut on_stack) = (EntitySet::with_capacity(n), EntitySet::with_capacity(n));
    let mut sources = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited.insert(entry);
    on_stack.insert(entry);
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = cfg.succs(b).get(next) {
            top.1 += 1;
            if on_stack.contains(s) {
                sources.push(b);
            } else if visited.insert(s) {
                on_stack.insert(s);
                stack.push((s, 0));
            }
        } else {
            on_stack.remove(b);
            stack.pop();
        }
    }
    sources.sort();
    sources.dedup();
    sources
}

/// Reachable blocks from which no `ret`/`unreachable` can be reached.
fn blocks_without_exit(f: &Function, cfg: &Cfg) -> Vec<BlockId> {
    let mut reaches = EntitySet::with_capacity(f.block_capacity());
    let mut stack: Vec<BlockId> = cfg
        .rpo()
        .iter()
        .copied()
        .filter(|&b| f.terminator(b).is_some_and(|t| matches!(f.inst(t).kind, InstKind::Ret | InstKind::Unreachable)))
        .collect();
    for &b in &stack {
        reaches.insert(b);
    }
    while let Some(b) = stack.pop() {
        for &p in cfg.preds(b) {
            if reaches.insert(p) {
                stack.push(p);
            }
        }
    }
    cfg.rpo().iter().copied().filter(|&b| !reaches.contains(b)).collect()
}

/// Replace each dead conditional branch by a jump to the successor nearest
/// the exit. Returns how many were replaced.
fn rewrite_dead_branches(f: &mut Function, cfg: &Cfg, pdt: &PostDomTree, liveness: &Liveness) -> usize {
    let mut rewritten = 0;
    for &b in cfg.rpo() {
        let Some(term) = f.terminator(b) else { continue };
        if liveness.is_live(term) || !matches!(f.inst(term).kind, InstKind::CondBr { .. }) {
            continue;
        }
        let dest = *cfg.succs(b).iter().min_by_key(|&&s| pdt.depth(s)).expect("a conditional branch has successors");
        replace_with_jump(f, b, dest);
        rewritten += 1;
    }
    rewritten
}
