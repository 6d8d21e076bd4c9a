//! inline: replace calls to small, non-recursive functions by a copy of
//! their body.
//!
//! Algorithm: bottom-up inlining over the call graph, the scheme of LLVM's
//! simple inliner (the CGSCC inliner with a size threshold instead of a
//! cost model) and of its AlwaysInliner's call-site rewriting:
//!
//! 1. **Call graph**: an edge `f → g` for every `call @g` in `f`. A
//!    function is *recursive* when it can reach itself (directly or
//!    through others); it is never inlined, so inlining always ends.
//! 2. **Order**: callers are visited in post-order of the call graph
//!    (callees before their callers), so when `f` is visited the
//!    functions it calls already hold the code inlined into them, and a
//!    chain `main → step → twice` collapses into `main` in one run.
//! 3. **Candidates**: a call is inlined when its callee is defined, not
//!    `main`, not recursive, has at most [`MAX_CALLEE_INSTS`] instructions
//!    (counted after its own inlining) and keeps all its allocas in its
//!    entry block (the shape lowering produces).
//! 4. **Rewriting a call site** (`%r = call @g(args)` in block `B`): `B` is
//!    split after the call into `B` and a continuation block; the callee's
//!    blocks are cloned between them, its parameters mapped to the
//!    arguments (nested functions receive the variables they capture as
//!    extra `ptr` parameters, so the clone reads and writes the caller's
//!    own slots), its constants re-interned in the caller. The callee's
//!    allocas go to the top of the caller's entry block, where mem2reg
//!    looks for candidates; lowering initialises every slot it reads, so
//!    one slot can serve every execution of the inlined body. `B` ends in
//!    a branch to the cloned entry; each `ret v` becomes a branch to the
//!    continuation, which merges the returned values with a phi (none for
//!    one `ret`: its block is then the continuation's only predecessor and
//!    dominates it). Uses of `%r` take the merged value.
//!
//! With the sanitizer on, nothing is inlined: its reports name the wend
//! functions on the call stack, which inlining would hide.
//!
//! Preconditions: verified IR (any stage: the lowered alloca form is the
//! intended input, but phis are cloned too). Invariants: verified IR, exact
//! def-use lists; no function is removed, even when all its calls were
//! inlined (it stays a definition and is still emitted).

use std::collections::HashMap;

use super::PassOptions;
use crate::ir::{BlockId, FuncId, Function, InstId, InstKind, Module, Type, ValueDef, ValueId};

/// The largest callee inlined, in instructions (terminators included).
pub const MAX_CALLEE_INSTS: usize = 40;

/// Run the inliner over the whole module: one summary line per function
/// that received inlined code.
pub fn run(module: &mut Module, options: &PassOptions) -> Vec<String> {
    if options.sanitizing {
        return Vec::new();
    }
    let graph = CallGraph::build(module);
    let mut summaries = Vec::new();
    for caller in graph.post_order() {
        let mut inlined = Vec::new();
        for (call, callee) in call_sites(module.function(caller)) {
            if !graph.is_inlinable(module, callee) {
                continue;
            }
            let body = module.function(callee).clone();
            inline_call(module.function_mut(caller), call, &body);
            inlined.push(body.name);
        }
        if !inlined.is_empty() {
            let f = module.function(caller);
            summaries.push(format!("{}: {INLINED} {} call(s) ({})", f.name, inlined.len(), inlined.join(", ")));
        }
    }
    summaries
}

/// The word before the count in a summary line: `main: inlined 2 call(s) (…)`.
const INLINED: &str = "inlined";

/// How many calls one of the inliner's summary lines reports.
pub fn calls_in_summary(line: &str) -> Option<usize> {
    line.split_once(&format!(": {INLINED} "))?.1.split_once(' ')?.0.parse().ok()
}

/// Who calls whom, among the module's functions.
struct CallGraph {
    callees: Vec<Vec<FuncId>>,
    recursive: Vec<bool>,
}

impl CallGraph {
    fn build(module: &Module) -> CallGraph {
        let callees: Vec<Vec<FuncId>> = module
            .functions()
            .map(|(_, f)| {
                let mut out: Vec<FuncId> = call_sites(f).into_iter().map(|(_, callee)| callee).collect();
                out.sort();
                out.dedup();
                out
            })
            .collect();
        let recursive = (0..callees.len()).map(|f| reaches(&callees, f, f)).collect();
        CallGraph { callees, recursive }
    }

    /// Every function, each after the functions it calls (cycles broken
    /// where the depth-first search meets them).
    fn post_order(&self) -> Vec<FuncId> {
        let n = self.callees.len();
        let mut visited = vec![false; n];
        let mut order = Vec::with_capacity(n);
        for root in 0..n {
            if visited[root] {
                continue;
            }
            visited[root] = true;
            let mut stack = vec![(root, 0usize)];
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                if let Some(&g) = self.callees[f].get(*next) {
                    *next += 1;
                    if !visited[g.index()] {
                        visited[g.index()] = true;
                        stack.push((g.index(), 0));
                    }
                } else {
                    order.push(FuncId::new(f));
                    stack.pop();
                }
            }
        }
        order
    }

    fn is_inlinable(&self, module: &Module, callee: FuncId) -> bool {
        let g = module.function(callee);
        !g.is_declaration
            && g.name != "main"
            && !self.recursive[callee.index()]
            && g.live_inst_count() <= MAX_CALLEE_INSTS
            && allocas_only_in_entry(g)
    }
}

/// Whether `to` is reachable from `from` by at least one call edge.
fn reaches(callees: &[Vec<FuncId>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; callees.len()];
    let mut work: Vec<usize> = callees[from].iter().map(|g| g.index()).collect();
    while let Some(f) = work.pop() {
        if f == to {
            return true;
        }
        if !std::mem::replace(&mut seen[f], true) {
            work.extend(callees[f].iter().map(|g| g.index()));
        }
    }
    false
}

/// The calls of `f` with their callees, in layout order.
fn call_sites(f: &Function) -> Vec<(InstId, FuncId)> {
    f.insts_in_layout()
        .filter_map(|(_, i)| match f.inst(i).kind {
            InstKind::Call { callee } => Some((i, callee)),
            _ => None,
        })
        .collect()
}

fn allocas_only_in_entry(f: &Function) -> bool {
    let entry = f.entry_block();
    f.insts_in_layout().all(|(b, i)| !matches!(f.inst(i).kind, InstKind::Alloca { .. }) || Some(b) == entry)
}

/// Replace `call` (a call of `callee`, in `caller`) by a copy of the
/// callee's body.
fn inline_call(caller: &mut Function, call: InstId, callee: &Function) {
    let block = caller.inst(call).block.expect("the call is in a block");
    let continuation = caller.split_block(block, caller.inst_index(call) + 1, format!("{}.cont", short_name(callee)));
    let mut clone = Cloner::new(caller, callee, call);
    let returns = clone.blocks(caller, callee, block, continuation);
    let entry = clone.block_map[&callee.entry_block().expect("a defined callee has an entry block")];
    let loc = caller.inst(call).loc;
    caller.append_inst(block, InstKind::Br { dest: entry }, &[], Type::Void, None, loc);

    if let Some(result) = caller.inst(call).result {
        let values: Vec<ValueId> = returns.iter().map(|&(v, _)| v.expect("a non-void callee returns values")).collect();
        let merged = match values.as_slice() {
            [] => caller.undef(callee.ret_ty),
            [value] => *value,
            _ => {
                let blocks = returns.iter().map(|&(_, b)| b).collect();
                let name = caller.value(result).name.clone();
                let phi = caller.insert_inst(continuation, 0, InstKind::Phi { blocks }, &values, callee.ret_ty, name, loc);
                caller.inst_result(phi)
            }
        };
        caller.replace_all_uses(result, merged);
    }
    caller.remove_inst(call);
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
}

impl Cloner {
    fn new(caller: &Function, callee: &Function, call: InstId) -> Cloner {
        let args = caller.inst(call).operands();
        let value_map = callee.params.iter().copied().zip(args.iter().copied()).collect();
        Cloner { value_map, block_map: HashMap::new(), keep_locs: caller.file == callee.file }
    }

    /// Clone every block of `callee` into `caller`, after `after` in the
    /// layout. Returns the blocks that returned, with their values (`None`
    /// for `ret void`); each `ret` has become a branch to `continuation`.
    fn blocks(
        &mut self,
        caller: &mut Function,
        callee: &Function,
        after: BlockId,
        continuation: BlockId,
    ) -> Vec<(Option<ValueId>, BlockId)> {
        let prefix = short_name(callee);
        let mut last = after;
        for &b in callee.layout() {
            let nb = caller.create_block(format!("{prefix}.{}", callee.block_name(b)));
            caller.move_block_after(nb, last);
            self.block_map.insert(b, nb);
            last = nb;
        }
        let caller_entry = caller.entry_block().expect("the caller has an entry block");
        let mut allocas_placed = caller
            .block(caller_entry)
            .insts()
            .iter()
            .take_while(|&&i| matches!(caller.inst(i).kind, InstKind::Alloca { .. }))
            .count();
        let mut forward: Vec<(InstId, usize, ValueId)> = Vec::new();
        let mut returns = Vec::new();
        for (b, i) in callee.insts_in_layout() {
            let data = callee.inst(i);
            let nb = self.block_map[&b];
            let loc = if self.keep_locs { data.loc } else { None };
            let name = data.result.and_then(|r| callee.value(r).name.clone());
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
                allocas_placed += 1;
                caller.insert_inst(caller_entry, allocas_placed - 1, kind, &mapped, ty, name, loc)
            } else {
                caller.append_inst(nb, kind, &mapped, ty, name, loc)
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
        // Returned values are mapped last: in a layout that is not in
        // dominance order, a `ret` may come before its value's definition.
        returns
            .into_iter()
            .map(|(value, b)| (value.map(|v| self.operand(caller, callee, v).expect("every instruction was cloned")), b))
            .collect()
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
        match &mut kind {
            InstKind::Br { dest } => *dest = self.block_map[dest],
            InstKind::CondBr { if_true, if_false } => {
                *if_true = self.block_map[if_true];
                *if_false = self.block_map[if_false];
            }
            InstKind::Phi { blocks } => {
                for b in blocks.iter_mut() {
                    *b = self.block_map[b];
                }
            }
            _ => {}
        }
        kind
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_is_read_back_from_a_summary_line() {
        let line = format!("main: {INLINED} {} call(s) ({})", 3, "main.a, main.b, main.a");
        assert_eq!(calls_in_summary(&line), Some(3));
        assert_eq!(calls_in_summary("main: removed 3 instructions"), None);
    }
}
