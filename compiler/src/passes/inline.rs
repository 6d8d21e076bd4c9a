//! inline: replace calls by a copy of the callee's body, where a cost
//! model says it pays.
//!
//! Algorithm: bottom-up inlining over the call graph, the scheme of LLVM's
//! CGSCC inliner, with a cost model in the spirit of LLVM's InlineCost,
//! and its AlwaysInliner's call-site rewriting:
//!
//! 1. **Call graph**: an edge `f → g` for every `call @g` in `f`, and its
//!    strongly connected components (Tarjan). A call is never inlined into
//!    the component of its callee, so inlining always ends; a recursive
//!    function may be inlined into callers outside its cycle (its own
//!    recursive calls stay calls in the copy).
//! 2. **Order**: callers are visited in post-order of the call graph
//!    (callees before their callers), so when `f` is visited the
//!    functions it calls already hold the code inlined into them, and a
//!    chain `main → step → twice` collapses into `main` in one run.
//! 3. **Cost of a call site** (`CostModel`): the instructions of the
//!    callee's SSA copy that sccp, given the call's constant arguments,
//!    leaves live ([`sccp::live_size`]). A call is inlined when its cost is
//!    at most [`THRESHOLD`], plus [`LOOP_BONUS`] in a loop, plus
//!    [`SINGLE_SITE_BONUS`] for a callee's only call site, within a budget
//!    on the module's growth ([`MIN_GROWTH`]).
//! 4. **Rewriting a call site** (`inline_call`): the call's block is
//!    split, the callee's blocks cloned in between with its parameters
//!    mapped to the arguments (a nested function's static link among
//!    them), its allocas moved to the caller's entry block, and its
//!    returns merged by a phi in the continuation.
//!
//! Cost: linear in the caller's size plus the code inlined (how: `run`).
//!
//! With the sanitizer on, nothing is inlined: its reports name the wend
//! functions on the call stack, which inlining would hide.
//!
//! Preconditions: verified IR (any stage: the lowered alloca form is the
//! intended input, but phis are cloned too). Invariants: verified IR, exact
//! def-use lists; no function is removed, even when all its calls were
//! inlined (it stays a definition and is still emitted).

use rustc_hash::FxHashMap as HashMap;

use super::{mem2reg, sccp, PassOptions, Remark};
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::{
    BlockId, Builder, EntityMap, EntitySet, FuncId, Function, InstId, InstKind, Module, SrcLoc, Type, ValueDef, ValueId,
};

/// The cost, in SSA instructions left after folding with the call's
/// constant arguments, up to which any call is inlined.
pub const THRESHOLD: usize = 30;
/// Added to the threshold for a call inside a loop (it runs many times,
/// and inlining opens the loop body to the passes that follow).
pub const LOOP_BONUS: usize = 30;
/// Added for the only call of a function in the module (the body is
/// copied once, and the call's cost is saved on every execution).
pub const SINGLE_SITE_BONUS: usize = 150;
/// Callees bigger than this (in instructions, as lowered) are never
/// analyzed or inlined.
pub const MAX_ANALYZED: usize = 2_000;
/// The smallest growth allowed to a module by inlining, in instructions.
pub const MIN_GROWTH: usize = 4_000;

/// Run the inliner over the whole module: per call site, why it was
/// inlined or not (its cost against the budget, or the rule that
/// excludes it), and one summary per function that received inlined code.
///
/// The cost is linear in the caller's size plus the code inlined. A
/// caller's calls are inlined last first, so each split moves only the
/// code up to the call inlined before; the cloned blocks and the callee's
/// allocas are put in place once per caller (layout rebuilt, allocas
/// spliced into the entry block in one go) rather than once per call,
/// which would cost the caller's size per call. The call graph's
/// recursive functions come from one run of Tarjan's algorithm.
pub fn run(module: &mut Module, options: &PassOptions) -> Vec<Remark> {
    if options.sanitizing {
        return Vec::new();
    }
    let graph = CallGraph::build(module);
    let mut model = CostModel::new(module);
    let mut remarks = Vec::new();
    for caller in graph.post_order() {
        let mut inlined = Vec::new();
        let mut placement = Placement::default();
        // Decide every call first (the caller's blocks change as calls
        // are inlined), then inline the chosen ones last call first:
        // splitting a block after a call then moves only the few
        // instructions up to the call inlined before it, not the rest of
        // the block every time.
        let decisions = model.choose(module, &graph, caller);
        let caller_name = module.function(caller).name.clone();
        let mut per_call: Vec<Remark> = decisions.iter().filter_map(|d| d.remark(module, &caller_name)).collect();
        let chosen: Vec<(InstId, FuncId)> =
            decisions.iter().filter(|d| d.verdict.is_ok()).map(|d| (d.call, d.callee)).collect();
        for (call, callee) in chosen.into_iter().rev() {
            let (into, body) = module.function_mut_and(caller, callee);
            inline_call(into, call, callee, body, &mut placement);
            inlined.push(body.name.clone());
        }
        placement.finish(module.function_mut(caller));
        inlined.reverse();
        if !inlined.is_empty() {
            // The calls are each reported where they were: the count is
            // the stage header's.
            remarks.push(
                Remark::summary(format!("{INLINED} {} call(s) ({})", inlined.len(), inlined.join(", ")))
                    .about("inline", &caller_name),
            );
        }
        remarks.append(&mut per_call);
    }
    remarks
}

/// What the cost model decided for one call site.
struct Decision {
    call: InstId,
    callee: FuncId,
    /// Inlined: `(cost, budget)`; not: why.
    verdict: Result<(usize, usize), Refusal>,
    loc: Option<SrcLoc>,
}

/// Why a call was not inlined.
enum Refusal {
    /// A call of a runtime function or of `main`: nothing to say.
    NotWend,
    /// Caller and callee call each other (or the callee itself).
    Recursive,
    /// The callee is too big to analyze at all.
    TooBigToAnalyze(usize),
    /// Inlining it would grow the module past its limit.
    GrowthLimit,
    /// Its allocas are not all in its entry block.
    AllocasOutsideEntry,
    /// Its cost, once folded with the call's constants, is over budget.
    TooCostly { cost: usize, budget: usize },
}

impl Decision {
    /// The remark for this call, at the call's position (none for calls of
    /// runtime functions).
    fn remark(&self, module: &Module, caller: &str) -> Option<Remark> {
        let callee = &module.function(self.callee).name;
        let remark = match &self.verdict {
            Ok((cost, budget)) => {
                let relation = if cost < budget { "<" } else { "=" };
                Remark::done(
                    self.loc,
                    format!("{INLINED} '{callee}' into '{caller}' (cost {cost} {relation} budget {budget})"),
                )
            }
            Err(Refusal::NotWend) => return None,
            Err(why) => Remark::missed(self.loc, format!("'{callee}' not {INLINED}: {}", why.reason())),
        };
        Some(remark.about("inline", caller))
    }
}

impl Refusal {
    fn reason(&self) -> String {
        match self {
            Refusal::NotWend => String::new(),
            Refusal::Recursive => "recursive".to_string(),
            Refusal::TooBigToAnalyze(size) => format!("too large to analyze ({size} > {MAX_ANALYZED} instructions)"),
            Refusal::GrowthLimit => "the module has grown as much as inlining may let it".to_string(),
            Refusal::AllocasOutsideEntry => "it has stack slots outside its entry block".to_string(),
            Refusal::TooCostly { cost, budget } => format!("too large (cost {cost} > budget {budget})"),
        }
    }
}

/// The word before the count in a summary line: `main: inlined 2 call(s) (…)`.
const INLINED: &str = "inlined";

/// How many calls one of the inliner's summary lines reports.
pub fn calls_in_summary(line: &str) -> Option<usize> {
    // The function's own line: the lines after it are about single calls.
    line.lines().next()?.split_once(&format!(": {INLINED} "))?.1.split_once(' ')?.0.parse().ok()
}

/// What decides which calls are inlined: the thresholds above, applied
/// to each callee's SSA copy.
///
/// The callee, put in SSA form once (a copy run through mem2reg), is solved
/// by sccp with the call's constant arguments as known parameters; what
/// remains — instructions in blocks that can run, not folded to constants —
/// is the cost (`sccp::live_size`). So `op(x, y, 2)` costs only the arm that
/// mode 2 selects, and a helper nested in the callee is judged the same way
/// when its turn comes. A call is inlined when its cost is at most the
/// threshold: `THRESHOLD`, plus `LOOP_BONUS` for a call inside a loop of the
/// caller (natural loops from the dominator tree's back edges:
/// `blocks_in_loops`), plus `SINGLE_SITE_BONUS` when the call is the
/// callee's only call site in the module. Callees over `MAX_ANALYZED`
/// instructions are not analyzed, and the module may grow by at most its own
/// size (at least `MIN_GROWTH` instructions) in all. The callee must be
/// defined, not `main`, and keep all its allocas in its entry block (the
/// shape lowering produces).
struct CostModel {
    /// Each callee in SSA form, made when first needed (a callee is final
    /// by then: callers are visited after their callees).
    ssa: HashMap<FuncId, Function>,
    /// How many call sites each function has in the module (before
    /// inlining).
    call_sites: EntityMap<FuncId, usize>,
    /// Instructions inlining may still add to the module.
    growth_left: usize,
}

impl CostModel {
    fn new(module: &Module) -> CostModel {
        let mut counts = EntityMap::from_elem(0, module.function_ids().count());
        let mut size = 0;
        for (_, f) in module.functions() {
            size += f.live_inst_count();
            for (_, callee) in call_sites(f) {
                counts[callee] += 1;
            }
        }
        CostModel { ssa: HashMap::default(), call_sites: counts, growth_left: size.max(MIN_GROWTH) }
    }

    /// What to do with each call of `caller`, in layout order.
    fn choose(&mut self, module: &Module, graph: &CallGraph, caller: FuncId) -> Vec<Decision> {
        let f = module.function(caller);
        let in_loop = blocks_in_loops(f);
        let mut decisions = Vec::new();
        for (call, callee) in call_sites(f) {
            let verdict = self.decide(module, graph, caller, call, callee, &in_loop);
            if verdict.is_ok() {
                self.growth_left -= module.function(callee).live_inst_count();
            }
            decisions.push(Decision { call, callee, verdict, loc: f.inst(call).loc });
        }
        decisions
    }

    /// Whether to inline `call` (of `callee`, in `caller`): its cost and
    /// budget, or why not.
    fn decide(
        &mut self,
        module: &Module,
        graph: &CallGraph,
        caller: FuncId,
        call: InstId,
        callee: FuncId,
        in_loop: &EntitySet<BlockId>,
    ) -> Result<(usize, usize), Refusal> {
        let f = module.function(caller);
        let g = module.function(callee);
        let size = g.live_inst_count();
        if g.is_declaration || g.name == "main" {
            return Err(Refusal::NotWend);
        }
        if graph.same_component(caller, callee) {
            return Err(Refusal::Recursive);
        }
        if size > MAX_ANALYZED {
            return Err(Refusal::TooBigToAnalyze(size));
        }
        if size > self.growth_left {
            return Err(Refusal::GrowthLimit);
        }
        if !allocas_only_in_entry(g) {
            return Err(Refusal::AllocasOutsideEntry);
        }
        let block = f.inst(call).block.expect("calls are in blocks");
        let mut budget = THRESHOLD;
        if in_loop.contains(block) {
            budget += LOOP_BONUS;
        }
        if self.call_sites[callee] == 1 {
            budget += SINGLE_SITE_BONUS;
        }
        let known: Vec<Option<i64>> = f.inst(call).operands().iter().map(|&a| f.as_const(a)).collect();
        let ssa = self.ssa.entry(callee).or_insert_with(|| {
            let mut copy = g.clone();
            mem2reg::run(&mut copy, &PassOptions::default());
            copy
        });
        let cost = sccp::live_size(ssa, &known);
        if cost <= budget {
            Ok((cost, budget))
        } else {
            Err(Refusal::TooCostly { cost, budget })
        }
    }
}

/// Which blocks of `f` lie in a loop: the natural loop of each back edge
/// (an edge to a block that dominates its source), found by walking
/// predecessors from the edge's source up to its target.
fn blocks_in_loops(f: &Function) -> EntitySet<BlockId> {
    let cfg = Cfg::of(f);
    let dom = DomTree::of(f);
    let mut in_loop = EntitySet::with_capacity(f.block_capacity());
    for &b in cfg.rpo() {
        for &header in cfg.succs(b) {
            if !dom.dominates(header, b) {
                continue;
            }
            in_loop.insert(header);
            let mut work = vec![b];
            while let Some(x) = work.pop() {
                let newly_in = in_loop.insert(x);
                if !newly_in && x != b {
                    continue;
                }
                work.extend(cfg.preds(x).iter().copied().filter(|&p| p != header && cfg.is_reachable(p)));
            }
        }
    }
    in_loop
}

/// Who calls whom, among the module's functions.
struct CallGraph {
    callees: EntityMap<FuncId, Vec<FuncId>>,
    /// The strongly connected component of each function.
    component: EntityMap<FuncId, u32>,
}

impl CallGraph {
    fn build(module: &Module) -> CallGraph {
        let callees: EntityMap<FuncId, Vec<FuncId>> = module
            .functions()
            .map(|(_, f)| {
                let mut out: Vec<FuncId> = call_sites(f).into_iter().map(|(_, callee)| callee).collect();
                out.sort();
                out.dedup();
                out
            })
            .collect();
        let component = components(&callees);
        CallGraph { callees, component }
    }

    /// Whether `a` and `b` can reach each other through calls (a function
    /// calling itself is its own component's only member).
    fn same_component(&self, a: FuncId, b: FuncId) -> bool {
        self.component[a] == self.component[b]
    }

    /// Every function, each after the functions it calls (cycles broken
    /// where the depth-first search meets them).
    fn post_order(&self) -> Vec<FuncId> {
        let n = self.callees.len();
        let mut visited = EntitySet::with_capacity(n);
        let mut order = Vec::with_capacity(n);
        for root in self.callees.keys() {
            if !visited.insert(root) {
                continue;
            }
            let mut stack = vec![(root, 0usize)];
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                if let Some(&g) = self.callees[f].get(*next) {
                    *next += 1;
                    if visited.insert(g) {
                        stack.push((g, 0));
                    }
                } else {
                    order.push(f);
                    stack.pop();
                }
            }
        }
        order
    }
}

/// The strongly connected component of each function in the call graph
/// (functions in one component can reach each other through calls; one
/// calling itself is alone in its own). Tarjan's algorithm (Tarjan, "Depth-First Search and
/// Linear Graph Algorithms", SIAM J. Computing 1972), iterative, so one
/// pass over the graph however many functions a program has.
pub(crate) fn components(callees: &EntityMap<FuncId, Vec<FuncId>>) -> EntityMap<FuncId, u32> {
    const UNVISITED: u32 = u32::MAX;
    let n = callees.len();
    let mut index = EntityMap::from_elem(UNVISITED, n);
    let mut low = EntityMap::from_elem(0u32, n);
    let mut on_stack = EntitySet::with_capacity(n);
    let mut stack: Vec<FuncId> = Vec::new();
    let mut component = EntityMap::from_elem(0u32, n);
    let mut components = 0u32;
    let mut next_index = 0u32;
    for root in callees.keys() {
        if index[root] != UNVISITED {
            continue;
        }
        // (function, how many of its callees have been looked at)
        let mut dfs: Vec<(FuncId, usize)> = vec![(root, 0)];
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack.insert(root);
        while let Some(&mut (f, ref mut next)) = dfs.last_mut() {
            if let Some(&g) = callees[f].get(*next) {
                *next += 1;
                if index[g] == UNVISITED {
                    index[g] = next_index;
                    low[g] = next_index;
                    next_index += 1;
                    stack.push(g);
                    on_stack.insert(g);
                    dfs.push((g, 0));
                } else if on_stack.contains(g) {
                    low[f] = low[f].min(index[g]);
                }
                continue;
            }
            dfs.pop();
            if let Some(&(parent, _)) = dfs.last() {
                low[parent] = low[parent].min(low[f]);
            }
            if low[f] == index[f] {
                // `f` roots a component: everything above it on the stack.
                let at = stack.iter().rposition(|&x| x == f).expect("the root is on the stack");
                let members = stack.split_off(at);
                for &m in &members {
                    on_stack.remove(m);
                    component[m] = components;
                }
                components += 1;
            }
        }
    }
    component
}

/// The calls of `f` with their callees, in layout order.
pub(super) fn call_sites(f: &Function) -> Vec<(InstId, FuncId)> {
    f.insts_in_layout()
        .filter_map(|(_, i)| match f.inst(i).kind {
            InstKind::Call { callee } => Some((i, callee)),
            _ => None,
        })
        .collect()
}

pub(super) fn allocas_only_in_entry(f: &Function) -> bool {
    let entry = f.entry_block();
    f.insts_in_layout().all(|(b, i)| !matches!(f.inst(i).kind, InstKind::Alloca { .. }) || Some(b) == entry)
}

/// Where the blocks and allocas that inlining creates in one caller go,
/// applied once when the caller is done ([`Placement::finish`]).
#[derive(Default)]
pub(super) struct Placement {
    /// Per block holding inlined calls, the blocks to follow it: one run
    /// per call (the callee's blocks, then the continuation), the last run
    /// recorded coming first (calls are inlined last first).
    after: HashMap<BlockId, Vec<Vec<BlockId>>>,
    /// A block outside the program that collects the callees' allocas.
    allocas: Option<BlockId>,
    /// The allocas of each call, in the order the calls were inlined.
    alloca_runs: Vec<Vec<InstId>>,
}

impl Placement {
    fn alloca_block(&mut self, caller: &mut Function) -> BlockId {
        *self.allocas.get_or_insert_with(|| caller.create_block("inline.allocas"))
    }

    /// Lay the new blocks out after the blocks they came from, and move the
    /// callees' allocas to the top of the entry block, in call order (after
    /// the caller's own allocas).
    pub(super) fn finish(self, caller: &mut Function) {
        if let Some(scratch) = self.allocas {
            let allocas: Vec<InstId> = self.alloca_runs.iter().rev().flatten().copied().collect();
            caller.move_allocas_to_entry(&allocas);
            caller.remove_block(scratch);
        }
        if !self.after.is_empty() {
            self.lay_out(caller);
        }
    }

    fn lay_out(&self, caller: &mut Function) {
        let placed: std::collections::HashSet<BlockId> = self.after.values().flatten().flatten().copied().collect();
        let mut layout = Vec::with_capacity(caller.layout().len());
        for &b in caller.layout() {
            if placed.contains(&b) {
                continue;
            }
            layout.push(b);
            if let Some(runs) = self.after.get(&b) {
                layout.extend(runs.iter().rev().flatten().copied());
            }
        }
        caller.set_layout(layout);
    }
}

/// Replace `call` (a call of `callee`, function `callee_id`, in `caller`)
/// by a copy of the callee's body; `placement` collects where the new code
/// goes.
///
/// `%r = call @g(args)` in block `B`: `B` is split after the call into `B`
/// and a continuation block; the callee's blocks are cloned between them,
/// its parameters mapped to the arguments (a nested function receives its
/// static link, the address of its parent's frame record, as an extra `ptr`
/// parameter: inlined into that parent, the clone reads and writes the
/// parent's own record, which sroa then splits), its constants re-interned
/// in the caller. The callee's allocas go to the top of the caller's entry
/// block, where mem2reg looks for candidates; lowering initialises every
/// slot it reads, so one slot can serve every execution of the inlined
/// body. `B` ends in a branch to the cloned entry; each `ret v` becomes a
/// branch to the continuation, which merges the returned values with a phi
/// (none for one `ret`: its block is then the continuation's only
/// predecessor and dominates it). Uses of `%r` take the merged value.
pub(super) fn inline_call(
    caller: &mut Function,
    call: InstId,
    callee_id: FuncId,
    callee: &Function,
    placement: &mut Placement,
) {
    let block = caller.inst(call).block.expect("the call is in a block");
    let continuation = caller.split_block_unplaced(
        block,
        caller.inst_index_from_end(call) + 1,
        format!("{}.cont", short_name(callee)),
    );
    let mut clone = Cloner::new(caller, callee, call);
    clone.scopes = inlined_scopes(caller, call, callee_id, callee);
    let (new_blocks, returns) = clone.blocks(caller, callee, continuation, placement);
    placement.after.entry(block).or_default().push(new_blocks.into_iter().chain([continuation]).collect());
    let entry = clone.block_map[&callee.entry_block().expect("a defined callee has an entry block")];
    let loc = caller.inst(call).loc;
    Builder::at_end(caller, block).with_loc(loc).br(entry);

    if let Some(result) = caller.inst(call).result {
        let values: Vec<ValueId> = returns.iter().map(|&(v, _)| v.expect("a non-void callee returns values")).collect();
        let merged = match values.as_slice() {
            [] => caller.undef(callee.ret_ty),
            [value] => *value,
            _ => {
                let incoming: Vec<(ValueId, BlockId)> =
                    values.iter().copied().zip(returns.iter().map(|&(_, b)| b)).collect();
                let name = caller.value_name(result).unwrap_or_default().to_string();
                Builder::at(caller, continuation, 0).with_loc(loc).phi(callee.ret_ty, &incoming, &name)
            }
        };
        caller.replace_all_uses(result, merged);
    }
    caller.remove_inst(call);
}

/// Record the call being inlined, and the calls inlined into the callee
/// before, as inlined calls of `caller`; returns the caller's scope of
/// each of the callee's (0, its own code: the new call's scope).
fn inlined_scopes(caller: &mut Function, call: InstId, callee_id: FuncId, callee: &Function) -> Vec<u32> {
    caller.inlined.push(crate::ir::InlinedCall { callee: callee_id, call: caller.inst(call).loc });
    let mut scopes = vec![caller.inlined.len() as u32];
    for inner in &callee.inlined {
        // A call inlined into the callee was made in one of the callee's
        // scopes, each mapped before it (a scope's call is in an earlier one).
        let call = inner.call.map(|at| SrcLoc { scope: scopes[at.scope as usize], ..at });
        caller.inlined.push(crate::ir::InlinedCall { callee: inner.callee, call });
        scopes.push(caller.inlined.len() as u32);
    }
    scopes
}

/// The last component of a wend path (`main.step.twice` → `twice`), used
/// to name the cloned blocks.
fn short_name(f: &Function) -> &str {
    f.name.rsplit('.').next().unwrap_or(&f.name)
}

/// The map from the callee's values and blocks to the caller's.
struct Cloner {
    value_map: HashMap<ValueId, ValueId>,
    block_map: HashMap<BlockId, BlockId>,
    /// Whether source locations carry over (the callee comes from the same
    /// file as the caller).
    keep_locs: bool,
    /// The caller's scope of each of the callee's (see `inlined_scopes`).
    scopes: Vec<u32>,
}

impl Cloner {
    fn new(caller: &Function, callee: &Function, call: InstId) -> Cloner {
        let args = caller.inst(call).operands();
        let value_map = callee.params.iter().copied().zip(args.iter().copied()).collect();
        Cloner { value_map, block_map: HashMap::default(), keep_locs: caller.file == callee.file, scopes: Vec::new() }
    }

    /// Clone every block of `callee` into `caller` (left at the end of the
    /// layout for `placement` to place; allocas go to its alloca block).
    /// Returns the new blocks in the callee's order, and the blocks that
    /// returned, with their values (`None` for `ret void`); each `ret` has
    /// become a branch to `continuation`.
    fn blocks(
        &mut self,
        caller: &mut Function,
        callee: &Function,
        continuation: BlockId,
        placement: &mut Placement,
    ) -> (Vec<BlockId>, Vec<(Option<ValueId>, BlockId)>) {
        let prefix = short_name(callee);
        let mut new_blocks = Vec::new();
        for &b in callee.layout() {
            let nb = caller.create_block(format!("{prefix}.{}", callee.block_name(b)));
            self.block_map.insert(b, nb);
            new_blocks.push(nb);
        }
        let mut allocas = Vec::new();
        let mut forward: Vec<(InstId, usize, ValueId)> = Vec::new();
        let mut returns = Vec::new();
        for (b, i) in callee.insts_in_layout() {
            let data = callee.inst(i);
            let nb = self.block_map[&b];
            let loc = if self.keep_locs {
                data.loc.map(|l| SrcLoc { scope: self.scopes[l.scope as usize], ..l })
            } else {
                None
            };
            let name = data.result.and_then(|r| callee.value_name(r).map(str::to_string));
            let ty = data.result.map_or(Type::Void, |r| callee.value_type(r));
            let (kind, operands) = match &data.kind {
                InstKind::Ret => {
                    returns.push((data.operands().first().copied(), nb));
                    (InstKind::Br { dest: continuation }, Vec::new())
                }
                kind => (self.map_kind(kind), data.operands().to_vec()),
            };
            let mut mapped = Vec::with_capacity(operands.len());
            let mut pending = Vec::new();
            for (slot, &op) in operands.iter().enumerate() {
                match self.operand(caller, callee, op) {
                    Some(v) => mapped.push(v),
                    None => {
                        // Defined later in layout (a phi operand coming
                        // around a loop): patched once everything exists.
                        mapped.push(caller.undef(callee.value_type(op)));
                        pending.push((slot, op));
                    }
                }
            }
            let new = if matches!(kind, InstKind::Alloca { .. }) {
                let scratch = placement.alloca_block(caller);
                let alloca = Builder::at_end(caller, scratch).with_loc(loc).inst(kind, &mapped, ty, name.as_deref());
                allocas.push(alloca);
                alloca
            } else {
                Builder::at_end(caller, nb).with_loc(loc).inst(kind, &mapped, ty, name.as_deref())
            };
            forward.extend(pending.into_iter().map(|(slot, op)| (new, slot, op)));
            if let (Some(old), Some(r)) = (data.result, caller.inst(new).result) {
                self.value_map.insert(old, r);
            }
        }
        for (inst, slot, op) in forward {
            let v = self.value_map[&op];
            caller.set_operand(inst, slot, v);
        }
        placement.alloca_runs.push(allocas);
        // Returned values are mapped last: in a layout that is not in
        // dominance order, a `ret` may come before its value's definition.
        let returns = returns
            .into_iter()
            .map(|(value, b)| {
                (value.map(|v| self.operand(caller, callee, v).expect("every instruction was cloned")), b)
            })
            .collect();
        (new_blocks, returns)
    }

    /// `v` of the callee as a caller value; `None` for an instruction
    /// result not cloned yet.
    fn operand(&mut self, caller: &mut Function, callee: &Function, v: ValueId) -> Option<ValueId> {
        if let Some(&mapped) = self.value_map.get(&v) {
            return Some(mapped);
        }
        let ty = callee.value_type(v);
        let mapped = match callee.value(v).def {
            ValueDef::Const(c) => caller.const_int(ty, c),
            ValueDef::ConstVector(_) => caller.const_vector(ty, callee.vector_lanes(v).expect("a vector constant")),
            ValueDef::Undef => caller.undef(ty),
            ValueDef::Global(g) => caller.global_addr(g),
            ValueDef::Param(_) => unreachable!("parameters are mapped to arguments up front"),
            ValueDef::Inst(_) => return None,
        };
        self.value_map.insert(v, mapped);
        Some(mapped)
    }

    /// The instruction kind with the callee's blocks renamed.
    fn map_kind(&self, kind: &InstKind) -> InstKind {
        let mut kind = kind.clone();
        kind.map_blocks(|b| self.block_map[&b]);
        kind
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inlined_code_is_in_the_scope_of_its_call_and_nested_calls_nest() {
        // inner is inlined into mid first (callees first), then mid, with
        // its copy of inner, into main.
        let source = "main() {\n    int inner(int x) {\n        return x * 3;\n    }\n    int mid(int y) {\n        return inner(y + 1) + 2;\n    }\n    println mid(4);\n}\n";
        let Ok(mut module) = crate::driver::compile_to_ir("t.wend", source.as_bytes()) else {
            panic!("does not compile")
        };
        run(&mut module, &PassOptions::default());
        let find = |name: &str| module.find_function(name).expect("defined");
        let (main, mid, inner) = (find("main"), find("main.mid"), find("main.inner"));
        let main_f = module.function(main);
        // Scope 1: the call of mid (line 8); scope 2: mid's call of inner
        // (line 6), made in scope 1.
        let calls: Vec<(FuncId, Option<(u32, u32)>)> =
            main_f.inlined.iter().map(|c| (c.callee, c.call.map(|l| (l.line, l.scope)))).collect();
        assert_eq!(calls, vec![(mid, Some((8, 0))), (inner, Some((6, 1)))]);
        let scope_of_line = |line: u32| {
            let mut scopes: Vec<u32> = main_f
                .insts_in_layout()
                .filter_map(|(_, i)| main_f.inst(i).loc)
                .filter(|l| l.line == line)
                .map(|l| l.scope)
                .collect();
            scopes.dedup();
            scopes
        };
        assert_eq!(scope_of_line(3), vec![2], "inner's body is in the nested scope");
        assert_eq!(scope_of_line(8), vec![0], "main's own line is in its own scope");
        crate::ir::verify::verify_function(&module, main_f).expect("valid");
    }

    #[test]
    fn the_count_is_read_back_from_a_summary_line() {
        let line = format!("main: {INLINED} {} call(s) ({})", 3, "main.a, main.b, main.a");
        assert_eq!(calls_in_summary(&line), Some(3));
        assert_eq!(calls_in_summary("main: removed 3 instructions"), None);
    }

    #[test]
    fn only_the_function_line_is_counted() {
        let with_calls =
            format!("main: {INLINED} 1 call(s) (main.a)\n  4:9: {INLINED} 'main.a' into 'main' (cost 2 < budget 30)");
        assert_eq!(calls_in_summary(&with_calls), Some(1));
        assert_eq!(
            calls_in_summary(&format!("main:\n  4:9: {INLINED} 'main.a' into 'main' (cost 2 < budget 30)")),
            None
        );
    }
}
