//! cse: common subexpression elimination over the dominator tree, with
//! redundant-load elimination.
//!
//! Algorithm: dominator-based value numbering (Briggs, Cooper and Simpson,
//! "Value Numbering", Software—Practice and Experience 27(6), 1997, §3),
//! the scheme of LLVM's EarlyCSE: walk the dominator tree in pre-order
//! with a scoped table from *expressions* — what an instruction does, its
//! operands and its type — to the value that first computed them. An
//! instruction whose expression is already in the table is redundant: the
//! earlier value dominates it and is equal, so its uses take that value
//! and it is deleted. Leaving a block's subtree removes what the block
//! added, because a value is only available where its block dominates.
//!
//! Pure instructions take part this way (`Expr`): arithmetic, compares,
//! selects, casts, `getelementptr`, the vector lane operations; a division
//! that may trap may still be merged into an identical one that dominates
//! it (if the first trapped, the second never runs).
//!
//! Loads take part too, as in EarlyCSE, with memory in the picture: the
//! walk keeps the *memory events* on the dominator-tree path (`Memory`),
//! and a load is redundant when the same pointer was read or written
//! before with no event since that may have written it: its uses take the
//! earlier load's value, or the value the earlier store wrote
//! (store-to-load forwarding). At most `MAX_EVENTS_SCANNED` events are
//! looked through per load, so the pass stays linear in the function.
//!
//! **Division–remainder pairs** (LLVM's DivRemPairs): a remainder
//! `x % C` by a constant whose quotient `x / C` is available becomes
//! `x - (x / C) * C` (`remainder_from_quotient`).
//!
//! What this finds in wendc's IR: the same index computed once per array
//! (`c[i + 4] = a[i + 4] * k + b[i + 4]` has three `i + 4`), the
//! broadcast of a scalar that slp builds for every vector tree using it,
//! an array element read again inside the `if` that tested it, a captured
//! variable read again after it was written, `cell / 9` and `cell % 9`.
//!
//! Preconditions: SSA form (after mem2reg). Invariants: verified IR, exact
//! def-use lists; no block is added or removed; no load is moved, only
//! replaced by a value that dominates it.

use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

use super::{PassOptions, PassResult, Remark};
use crate::ir::alias::Location;
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::{BlockId, Builder, Function, InstId, InstKind, Type, ValueId};

/// How many memory events a load looks back through before it gives up
/// and counts as not redundant.
const MAX_EVENTS_SCANNED: usize = 64;

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    let cfg = Cfg::of(f);
    let dom = DomTree::of(f);
    let Some(root) = dom.root() else { return PassResult::default() };
    let mut reloads = Vec::new();
    let (redundant, loads, paired) = number_values(f, &cfg, &dom, root, &mut reloads);
    if redundant.is_empty() && paired == 0 {
        return PassResult { remarks: reloads };
    }
    f.remove_insts(&redundant);
    let n = redundant.len();
    let of_which = if loads > 0 { format!(" ({loads} load{})", super::plural(loads)) } else { String::new() };
    let pairs = if paired > 0 {
        format!(
            "; {paired} remainder{} computed from {} quotient",
            super::plural(paired),
            if paired == 1 { "its" } else { "their" }
        )
    } else {
        String::new()
    };
    PassResult::changed(format!("removed {n} redundant instruction{}{of_which}{pairs}", super::plural(n))).and(reloads)
}

/// How many redundant loads one of the pass's summary lines reports.
pub fn loads_in_summary(line: &str) -> Option<usize> {
    let (_, rest) = line.lines().next()?.split_once(" (")?;
    let (inside, _) = rest.split_once(')')?;
    inside.strip_suffix(" loads").or_else(|| inside.strip_suffix(" load"))?.parse().ok()
}

/// What an instruction computes: equal expressions give equal values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Expr {
    kind: InstKind,
    /// In place: most expressions have two or three operands.
    operands: SmallVec<[ValueId; 3]>,
    ty: Type,
}

impl Expr {
    /// The expression of `inst`, if it is one that may be merged.
    ///
    /// Pure instructions (`InstKind::is_pure_value`). Commutative
    /// operations are matched with their operands in either order, so `a + b`
    /// and `b + a` are one expression.
    fn of(f: &Function, inst: InstId) -> Option<Expr> {
        let data = f.inst(inst);
        if !data.kind.is_pure_value() {
            return None;
        }
        let mut operands: SmallVec<[ValueId; 3]> = data.operands().iter().copied().collect();
        if matches!(data.kind, InstKind::Binary(op) if op.is_commutative()) {
            operands.sort();
        }
        Some(Expr { kind: data.kind.clone(), operands, ty: f.value_type(f.inst_result(inst)) })
    }
}

/// Something on the path to an instruction that may have written memory.
#[derive(Copy, Clone)]
enum MemoryEvent {
    /// A call: anything.
    Call,
    /// Entry to a block other paths also reach, which may have written
    /// anything.
    Join,
    /// A store to this location.
    Store(Location),
}

/// The value last read from or written to a pointer, and how many memory
/// events there were on the path when that happened.
#[derive(Copy, Clone)]
struct KnownMemory {
    value: ValueId,
    events: usize,
}

/// The memory side of the walk: the events on the current dominator-tree
/// path and the memory contents known along it (scoped like the
/// expressions).
///
/// The events are each store (with the location it writes, see
/// `ir::alias`), each call, and each block entered from more than one
/// predecessor (where another path may have stored anything), unless it is
/// the join of an `if` whose arms neither store nor call
/// (`joins_without_writes`). `known` maps a pointer and a type to the value
/// last read from or written to it and the point in the event list where
/// that happened; a load is redundant when that entry exists and no event
/// since may have written the memory.
#[derive(Default)]
struct Memory {
    events: Vec<MemoryEvent>,
    known: HashMap<(ValueId, Type), KnownMemory>,
    /// Every change to `known` on the current path, with what it replaced.
    changes: Vec<((ValueId, Type), Option<KnownMemory>)>,
}

impl Memory {
    fn remember(&mut self, ptr: ValueId, ty: Type, value: ValueId) {
        let key = (ptr, ty);
        let previous = self.known.insert(key, KnownMemory { value, events: self.events.len() });
        self.changes.push((key, previous));
    }

    /// The value `load` of type `ty` through `ptr` would read, if known;
    /// else, if the address was read or written before on the path, why
    /// that value may have changed.
    fn lookup(&self, f: &Function, ptr: ValueId, ty: Type) -> Result<ValueId, Option<&'static str>> {
        let known = self.known.get(&(ptr, ty)).ok_or(None)?;
        let since = &self.events[known.events..];
        if since.len() > MAX_EVENTS_SCANNED {
            return Err(Some("too many memory accesses in between to look through"));
        }
        let read = Location::of(f, ptr, ty.alloc_size());
        let clobber = since.iter().find_map(|event| match event {
            MemoryEvent::Call => Some("a call in between may write the memory"),
            MemoryEvent::Join => Some("paths that may write the memory join in between"),
            MemoryEvent::Store(written) => {
                written.may_overlap(&read).then_some("a store in between may write the same memory")
            }
        });
        match clobber {
            Some(why) => Err(Some(why)),
            None => Ok(known.value),
        }
    }

    /// Forget what the blocks after a path position added.
    fn truncate(&mut self, events: usize, changes: usize) {
        self.events.truncate(events);
        for (key, previous) in self.changes.drain(changes..).rev() {
            match previous {
                Some(known) => self.known.insert(key, known),
                None => self.known.remove(&key),
            };
        }
    }
}

/// Walk the dominator tree from `root`, replacing the uses of every
/// redundant instruction by the value it repeats; returns the redundant
/// instructions (now unused), how many of them are loads, and how many
/// remainders were rewritten from their quotients.
fn number_values(
    f: &mut Function,
    cfg: &Cfg,
    dom: &DomTree,
    root: BlockId,
    reloads: &mut Vec<Remark>,
) -> (Vec<InstId>, usize, usize) {
    enum Step {
        Enter(BlockId),
        /// Leave a subtree: forget the expressions, memory events and
        /// memory contents added since the three lengths were these.
        Leave {
            exprs: usize,
            events: usize,
            changes: usize,
        },
    }
    let mut available: HashMap<Expr, ValueId> = HashMap::default();
    // The expressions the blocks on the current tree path added, in order.
    let mut added: Vec<Expr> = Vec::new();
    let mut memory = Memory::default();
    let mut redundant = Vec::new();
    let mut redundant_loads = 0;
    let mut paired = 0;
    let mut steps = vec![Step::Enter(root)];
    while let Some(step) = steps.pop() {
        match step {
            Step::Leave { exprs, events, changes } => {
                for expr in added.drain(exprs..) {
                    available.remove(&expr);
                }
                memory.truncate(events, changes);
            }
            Step::Enter(block) => {
                steps.push(Step::Leave {
                    exprs: added.len(),
                    events: memory.events.len(),
                    changes: memory.changes.len(),
                });
                if cfg.preds(block).len() != 1 && !joins_without_writes(f, cfg, dom, block) {
                    memory.events.push(MemoryEvent::Join);
                }
                for inst in f.block(block).insts().to_vec() {
                    if let Some(product) = remainder_from_quotient(f, inst, &available) {
                        paired += 1;
                        number_expression(f, product, &mut available, &mut added, &mut redundant);
                    }
                    if visit_memory(f, inst, &mut memory, reloads) {
                        redundant.push(inst);
                        redundant_loads += 1;
                        continue;
                    }
                    number_expression(f, inst, &mut available, &mut added, &mut redundant);
                }
                steps.extend(dom.children(block).iter().map(|&child| Step::Enter(child)));
            }
        }
    }
    (redundant, redundant_loads, paired)
}

/// Give `inst` the value of an equal available expression (it is then
/// redundant), or make its expression available.
fn number_expression(
    f: &mut Function,
    inst: InstId,
    available: &mut HashMap<Expr, ValueId>,
    added: &mut Vec<Expr>,
    redundant: &mut Vec<InstId>,
) {
    let Some(expr) = Expr::of(f, inst) else { return };
    let value = f.inst_result(inst);
    match available.get(&expr) {
        Some(&earlier) => {
            f.replace_all_uses(value, earlier);
            redundant.push(inst);
        }
        None => {
            available.insert(expr.clone(), value);
            added.push(expr);
        }
    }
}

/// If `inst` is `x % C` (scalar, C a constant other than 0 and -1) and
/// `x / C` is available, rewrite it in place as `x - (x / C) * C`;
/// returns the new multiply (placed just before it, not yet numbered).
///
/// `x - (x / C) * C` is the identity C's `%` is defined by. The backend
/// divides by a constant with a multiply-high and shifts; the pair then costs
/// one such sequence and a multiply instead of two (`cell / 9` and `cell %
/// 9` of a board index). `C` is not 0 or -1: those divisions may trap, so
/// they stay as they are.
fn remainder_from_quotient(f: &mut Function, inst: InstId, available: &HashMap<Expr, ValueId>) -> Option<InstId> {
    use crate::ir::BinOp;
    let data = f.inst(inst);
    let InstKind::Binary(BinOp::SRem) = data.kind else { return None };
    let [x, divisor] = data.operands().as_array()?;
    let ty = f.value_type(f.inst_result(inst));
    if ty.is_vector() || !f.as_const(divisor).is_some_and(|c| c != 0 && c != -1) {
        return None;
    }
    let (block, loc) = (data.block.expect("a visited instruction is placed"), data.loc);
    let quotient_expr = Expr { kind: InstKind::Binary(BinOp::SDiv), operands: smallvec::smallvec![x, divisor], ty };
    let &quotient = available.get(&quotient_expr)?;
    let index = f.inst_index(inst);
    let product = Builder::at(f, block, index).with_loc(loc).binary(BinOp::Mul, quotient, divisor, "");
    f.rewrite_inst(inst, InstKind::Binary(BinOp::Sub), &[x, product]);
    f.defining_inst(product)
}

/// Whether every path into `block` from its immediate dominator is a
/// direct edge or passes through one block entered only from that
/// dominator that neither stores nor calls: the join of an `if` whose
/// arms write no memory, where what was known at the dominator still holds.
fn joins_without_writes(f: &Function, cfg: &Cfg, dom: &DomTree, block: BlockId) -> bool {
    let Some(idom) = dom.idom(block) else { return false };
    cfg.preds(block).iter().all(|&p| {
        p == idom
            || (cfg.preds(p) == [idom]
                && !f
                    .block(p)
                    .insts()
                    .iter()
                    .any(|&i| matches!(f.inst(i).kind, InstKind::Store | InstKind::Call { .. })))
    })
}

/// Track what `inst` does to memory; true if it is a redundant load, whose
/// uses now take the known value. A load of an address read or written
/// before on the path that is not redundant adds to `reloads` why.
fn visit_memory(f: &mut Function, inst: InstId, memory: &mut Memory, reloads: &mut Vec<Remark>) -> bool {
    match f.inst(inst).kind {
        InstKind::Load => {
            let ptr = f.inst(inst).operands()[0];
            let value = f.inst_result(inst);
            let ty = f.value_type(value);
            match memory.lookup(f, ptr, ty) {
                Ok(known) => {
                    f.replace_all_uses(value, known);
                    return true;
                }
                Err(Some(why)) => reloads
                    .push(Remark::missed(f.inst(inst).loc, format!("load not merged with the earlier access: {why}"))),
                Err(None) => {}
            }
            memory.remember(ptr, ty, value);
        }
        InstKind::Store => {
            let (value, ptr) = (f.inst(inst).operands()[0], f.inst(inst).operands()[1]);
            memory.events.push(MemoryEvent::Store(Location::of(f, ptr, f.value_type(value).alloc_size())));
            memory.remember(ptr, f.value_type(value), value);
        }
        InstKind::Call { .. } => memory.events.push(MemoryEvent::Call),
        _ => {}
    }
    false
}

#[cfg(test)]
mod tests {
    #[test]
    fn load_counts_parse_back() {
        assert_eq!(super::loads_in_summary("main: removed 3 redundant instructions (2 loads)"), Some(2));
        assert_eq!(super::loads_in_summary("f: removed 1 redundant instruction (1 load)"), Some(1));
        assert_eq!(super::loads_in_summary("f: removed 4 redundant instructions"), None);
        assert_eq!(
            super::loads_in_summary(
                "f: removed 4 redundant instructions (3 loads); 1 remainder computed from its quotient"
            ),
            Some(3)
        );
    }
}
