//! cse: common subexpression elimination over the dominator tree.
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
//! Only instructions that compute a value from their operands alone take
//! part: integer and vector arithmetic, compares, casts, `getelementptr`
//! and the vector lane operations. Loads, stores, calls, allocas and phis
//! never do. A division that may trap may still be merged into an
//! identical one that dominates it: if the first trapped, the second never
//! runs. Commutative operations are matched with their operands in either
//! order, so `a + b` and `b + a` are one expression.
//!
//! What this finds in wendc's IR: the same index computed once per array
//! (`c[i + 4] = a[i + 4] * k + b[i + 4]` has three `i + 4`), and the
//! broadcast of a scalar that slp builds for every vector tree using it.
//!
//! Preconditions: SSA form (after mem2reg). Invariants: verified IR, exact
//! def-use lists; no block is added or removed.

use std::collections::HashMap;

use super::{PassOptions, PassResult};
use crate::ir::cfg::Cfg;
use crate::ir::dom::DomTree;
use crate::ir::{BlockId, Function, InstId, InstKind, Type, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    let cfg = Cfg::compute(f);
    let dom = DomTree::compute(&cfg);
    let Some(root) = dom.root() else { return PassResult::default() };
    let redundant = number_values(f, &dom, root);
    if redundant.is_empty() {
        return PassResult::default();
    }
    f.remove_insts(&redundant);
    let n = redundant.len();
    PassResult::changed(format!("removed {n} redundant instruction{}", super::plural(n)))
}

/// What an instruction computes: equal expressions give equal values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Expr {
    kind: InstKind,
    operands: Vec<ValueId>,
    ty: Type,
}

impl Expr {
    /// The expression of `inst`, if it is one that may be merged.
    fn of(f: &Function, inst: InstId) -> Option<Expr> {
        let data = f.inst(inst);
        let pure = matches!(
            data.kind,
            InstKind::Binary(_)
                | InstKind::Icmp(_)
                | InstKind::Cast(_)
                | InstKind::Gep { .. }
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
        );
        if !pure {
            return None;
        }
        let mut operands = data.operands().to_vec();
        if matches!(data.kind, InstKind::Binary(op) if op.is_commutative()) {
            operands.sort();
        }
        Some(Expr { kind: data.kind.clone(), operands, ty: f.value_type(f.inst_result(inst)) })
    }
}

/// Walk the dominator tree from `root`, replacing the uses of every
/// redundant instruction by the value it repeats; returns the redundant
/// instructions (now unused).
fn number_values(f: &mut Function, dom: &DomTree, root: BlockId) -> Vec<InstId> {
    enum Step {
        Enter(BlockId),
        /// Leave a subtree: forget the expressions added since `added.len()`
        /// was this.
        Leave(usize),
    }
    let mut available: HashMap<Expr, ValueId> = HashMap::new();
    // The expressions the blocks on the current tree path added, in order.
    let mut added: Vec<Expr> = Vec::new();
    let mut redundant = Vec::new();
    let mut steps = vec![Step::Enter(root)];
    while let Some(step) = steps.pop() {
        match step {
            Step::Leave(mark) => {
                for expr in added.drain(mark..) {
                    available.remove(&expr);
                }
            }
            Step::Enter(block) => {
                steps.push(Step::Leave(added.len()));
                for inst in f.block(block).insts().to_vec() {
                    let Some(expr) = Expr::of(f, inst) else { continue };
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
                steps.extend(dom.children(block).iter().map(|&child| Step::Enter(child)));
            }
        }
    }
    redundant
}
