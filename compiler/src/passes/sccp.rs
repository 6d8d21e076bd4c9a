//! sccp: sparse conditional constant propagation.
//!
//! Algorithm: Wegman and Zadeck, "Constant Propagation with Conditional
//! Branches", TOPLAS 13(2), 1991 (the SSA form of their algorithm), as
//! LLVM's SCCP pass does it. Every SSA value starts *unknown* (⊤: no
//! definition seen to execute yet) and can only move down the lattice
//! unknown → one constant → *varying* (⊥); every CFG edge starts not
//! executable. Two worklists drive the solver:
//!
//! - a block reached by its first executable edge has all its
//!   instructions evaluated;
//! - a value whose lattice cell moved down has its users re-evaluated (if
//!   their block is executable).
//!
//! A phi is the meet of its entries over *executable* incoming edges only,
//! and a conditional branch on a constant marks only the edge it takes:
//! that is what makes the analysis optimistic, and finds a loop variable
//! that stays constant around a loop (`i = 1; while … { if i != 1 { i = 2 } }`)
//! or code behind a branch that is never taken, which folding in program
//! order cannot.
//!
//! Evaluation follows the IR's semantics through `ir::fold`: integer
//! arithmetic wraps at its width, `sdiv` truncates and `srem` has the sign
//! of the dividend. A division or remainder that traps at run time (by
//! zero, or `MIN / -1`) is *varying*: it stays in the program and traps
//! there. `x * 0`, `x & 0` and `x | -1` are constant whatever `x` is.
//! Parameters, loads, calls, `undef` and vectors are varying.
//!
//! Afterwards: every value proven constant is replaced by that constant
//! and its instruction deleted; a conditional branch with one executable
//! edge becomes a jump (the other successor's phis lose the edge); blocks
//! never reached are deleted.
//!
//! Cost: each value moves down at most twice and each move re-evaluates
//! its users, and each edge turns executable once (re-evaluating the
//! target's phis): O(instructions + uses + edges × phis per block).
//!
//! Preconditions: SSA form (after mem2reg). Invariants: verified IR, exact
//! def-use lists; blocks are only removed, never added.

use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::cfg::{remove_unreachable_blocks, replace_with_jump};
use crate::ir::fold::{absorbing, fold_binary, fold_cast, fold_icmp};
use crate::ir::{BlockId, EntityMap, EntitySet, Function, InstId, InstKind, Type, ValueDef, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    let Some(entry) = f.entry_block() else { return PassResult::default() };
    let mut solver = Solver::new(f);
    solver.solve_from(entry);
    let everything_executed = f.layout().iter().all(|&b| solver.block_executable.contains(b));
    let unknown_memory = branches_on_memory(f, &solver);
    let Solver { lattice, edge_executable, became_constant, constant_branches, .. } = solver;

    let folded = replace_constants(f, &lattice, became_constant);
    let mut remarks = decide_branches(f, &edge_executable, constant_branches);
    let decided = remarks.len();
    remarks.extend(unknown_memory);
    f.remove_insts(&folded);
    let unreachable = if everything_executed { 0 } else { remove_unreachable_blocks(f) };
    if folded.is_empty() && decided == 0 && unreachable == 0 {
        return PassResult { remarks };
    }
    PassResult::changed(format!(
        "{} value{} folded to constants, {decided} branch{} decided, {unreachable} unreachable block{} removed",
        folded.len(),
        plural(folded.len()),
        if decided == 1 { "" } else { "es" },
        plural(unreachable),
    ))
    .and(remarks)
}

/// A missed remark for each branch that can run on a compare of a value
/// loaded from memory with a constant: the solver follows values in
/// registers only, so what the program stored there is unknown to it
/// (mem2reg could not promote the variable: an array, or a frame record).
fn branches_on_memory(f: &Function, solver: &Solver) -> Vec<Remark> {
    let mut remarks = Vec::new();
    for &b in f.layout() {
        let Some(term) = f.terminator(b) else { continue };
        if !solver.block_executable.contains(b) || !matches!(f.inst(term).kind, InstKind::CondBr { .. }) {
            continue;
        }
        let cond = f.inst(term).operands()[0];
        if solver.lattice[cond] != Lattice::Varying {
            continue;
        }
        let Some(compare) = f.defining_inst(cond).filter(|&c| matches!(f.inst(c).kind, InstKind::Icmp(_))) else {
            continue;
        };
        let operands = f.inst(compare).operands();
        let loaded =
            operands.iter().any(|&v| f.defining_inst(v).is_some_and(|d| matches!(f.inst(d).kind, InstKind::Load)));
        let against_constant = operands.iter().any(|&v| f.as_const(v).is_some());
        if loaded && against_constant {
            remarks.push(Remark::missed(
                f.inst(term).loc,
                "branch not decided: its condition reads memory, which sccp does not track",
            ));
        }
    }
    remarks
}

/// How many instructions of `f` (in SSA form) can still execute and
/// compute something unknown when its parameters take the values of
/// `params` (`None`: unknown): those in blocks the solver reaches, less
/// those whose value it proves constant. This is the inliner's estimate
/// of what a call with these constant arguments costs once inlined and
/// folded (LLVM's InlineCost simplifies the callee the same way).
pub fn live_size(f: &Function, params: &[Option<i64>]) -> usize {
    let Some(entry) = f.entry_block() else { return 0 };
    let mut solver = Solver::new(f);
    for (&p, &known) in f.params.iter().zip(params) {
        if let (Some(c), Type::Int(ty)) = (known, f.value_type(p)) {
            solver.lattice[p] = Lattice::Const(crate::ir::normalize_int(c, ty.bits()));
        }
    }
    solver.solve_from(entry);
    f.insts_in_layout()
        .filter(|&(b, i)| {
            solver.block_executable.contains(b)
                && !f.inst(i).result.is_some_and(|r| matches!(solver.lattice[r], Lattice::Const(_)))
                && !matches!(f.inst(i).kind, InstKind::Br { .. })
        })
        .count()
}

/// The values folded and the branches decided that one of the pass's
/// summary lines (`f: 3 values folded to constants, 1 branch decided, …`)
/// reports.
pub fn counts_in_summary(line: &str) -> Option<(usize, usize)> {
    let (_, text) = line.lines().next()?.split_once(": ")?;
    let mut words = text.split(' ');
    let folded = words.next()?.parse().ok()?;
    let decided = words.nth(4)?.parse().ok()?;
    Some((folded, decided))
}

/// What the solver knows about a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Lattice {
    /// ⊤: no definition of it has been seen to execute (yet).
    Unknown,
    /// The value is this constant (normalised to its type) on every
    /// execution.
    Const(i64),
    /// ⊥: it may take more than one value.
    Varying,
}

impl Lattice {
    /// The greatest lower bound of two facts.
    fn meet(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (Lattice::Const(a), Lattice::Const(b)) if a == b => self,
            _ => Lattice::Varying,
        }
    }
}

struct Solver<'f> {
    f: &'f Function,
    /// One cell per value.
    lattice: EntityMap<ValueId, Lattice>,
    block_executable: EntitySet<BlockId>,
    /// Per block, whether the edge to its first and its second successor
    /// has been seen to execute.
    edge_executable: EntityMap<BlockId, [bool; 2]>,
    block_work: Vec<BlockId>,
    value_work: Vec<ValueId>,
    /// Instruction results that moved from unknown to a constant (some
    /// may have moved on to varying since).
    became_constant: Vec<ValueId>,
    /// Blocks whose conditional branch was seen on a constant, or on an
    /// unknown value: only these can end with one executable edge.
    constant_branches: Vec<BlockId>,
}

impl<'f> Solver<'f> {
    fn new(f: &'f Function) -> Solver<'f> {
        let lattice = EntityMap::from_fn(f.num_values(), |v| match f.value(v).def {
            ValueDef::Const(c) => Lattice::Const(c),
            ValueDef::Inst(_) => Lattice::Unknown,
            // Parameters and globals vary; so does `undef` (choosing a
            // value for it would be sound, but the backend does not make
            // the same choice, and nothing correct depends on it).
            ValueDef::Param(_) | ValueDef::ConstVector(_) | ValueDef::Undef | ValueDef::Global(_) => Lattice::Varying,
        });
        let blocks = f.block_capacity();
        Solver {
            f,
            lattice,
            block_executable: EntitySet::with_capacity(blocks),
            edge_executable: EntityMap::from_elem([false; 2], blocks),
            block_work: Vec::new(),
            value_work: Vec::new(),
            became_constant: Vec::new(),
            constant_branches: Vec::new(),
        }
    }

    fn solve_from(&mut self, entry: BlockId) {
        self.block_executable.insert(entry);
        self.block_work.push(entry);
        loop {
            self.drain_worklists();
            // A branch in executable code on a value still unknown (only
            // possible on a value no executed definition reaches) must
            // not decide anything: take both ways and go on.
            if !self.resolve_unknown_branches() {
                break;
            }
        }
    }

    fn drain_worklists(&mut self) {
        loop {
            let f = self.f;
            if let Some(v) = self.value_work.pop() {
                for &user in f.users(v).iter() {
                    if f.inst(user).block.is_some_and(|b| self.block_executable.contains(b)) {
                        self.visit(user);
                    }
                }
            } else if let Some(b) = self.block_work.pop() {
                for &i in f.block(b).insts() {
                    self.visit(i);
                }
            } else {
                return;
            }
        }
    }

    fn resolve_unknown_branches(&mut self) -> bool {
        let mut forced = false;
        for k in 0..self.constant_branches.len() {
            let b = self.constant_branches[k];
            let term = self.f.terminator(b).expect("a branch was seen here");
            if self.get(self.f.inst(term).operands()[0]) == Lattice::Unknown {
                self.mark_edge(b, 0);
                self.mark_edge(b, 1);
                forced = true;
            }
        }
        forced
    }

    fn get(&self, v: ValueId) -> Lattice {
        self.lattice[v]
    }

    /// Lower `v`'s cell to its meet with `fact`; queue its users if it moved.
    fn lower(&mut self, v: ValueId, fact: Lattice) {
        let old = self.get(v);
        let new = old.meet(fact);
        if new != old {
            if let (Lattice::Unknown, Lattice::Const(_)) = (old, new) {
                self.became_constant.push(v);
            }
            self.lattice[v] = new;
            self.value_work.push(v);
        }
    }

    /// Mark the edge from `b` to its successor number `slot` executable.
    fn mark_edge(&mut self, b: BlockId, slot: usize) {
        if self.edge_executable[b][slot] {
            return;
        }
        self.edge_executable[b][slot] = true;
        let target = self.f.successors(b).nth(slot).expect("the branch has this successor");
        if self.block_executable.insert(target) {
            self.block_work.push(target);
        } else {
            // A new way into an executed block: its phis gain an entry.
            let f = self.f;
            for &i in f.block(target).insts() {
                if !f.inst(i).kind.is_phi() {
                    break;
                }
                self.visit(i);
            }
        }
    }

    /// Whether some executable edge goes from `from` to `to`.
    fn edge_is_executable(&self, from: BlockId, to: BlockId) -> bool {
        let edges = self.edge_executable[from];
        self.f.successors(from).enumerate().any(|(slot, s)| s == to && edges[slot])
    }

    fn visit(&mut self, i: InstId) {
        let f = self.f;
        let data = f.inst(i);
        if data.result.is_some_and(|r| self.get(r) == Lattice::Varying) {
            return; // already at the bottom: nothing can change it
        }
        let block = data.block.expect("visited instructions are in a block");
        match &data.kind {
            InstKind::Br { .. } => self.mark_edge(block, 0),
            InstKind::CondBr { .. } => match self.get(data.operands()[0]) {
                Lattice::Unknown => self.constant_branches.push(block),
                Lattice::Const(c) => {
                    self.constant_branches.push(block);
                    self.mark_edge(block, if c & 1 == 1 { 0 } else { 1 });
                }
                Lattice::Varying => {
                    self.mark_edge(block, 0);
                    self.mark_edge(block, 1);
                }
            },
            InstKind::Phi { blocks } => {
                let mut fact = Lattice::Unknown;
                for (&v, &from) in data.operands().iter().zip(blocks.iter()) {
                    if self.edge_is_executable(from, block) {
                        fact = fact.meet(self.get(v));
                    }
                }
                self.lower(data.result.expect("a phi has a result"), fact);
            }
            _ => {
                if let Some(result) = data.result {
                    let fact = self.evaluate(i);
                    self.lower(result, fact);
                }
            }
        }
    }

    /// The fact for the result of a non-phi instruction.
    fn evaluate(&self, i: InstId) -> Lattice {
        let f = self.f;
        let data = f.inst(i);
        let result = data.result.expect("evaluated instructions have a result");
        let operands = data.operands();
        match (&data.kind, f.value_type(result)) {
            (&InstKind::Binary(op), Type::Int(ty)) => {
                let (a, b) = (self.get(operands[0]), self.get(operands[1]));
                let absorbed = |x: Lattice| match x {
                    Lattice::Const(c) => absorbing(op, ty, c),
                    _ => None,
                };
                if let Some(c) = absorbed(b).or_else(|| if op.is_commutative() { absorbed(a) } else { None }) {
                    return Lattice::Const(c);
                }
                match (a, b) {
                    (Lattice::Const(a), Lattice::Const(b)) => {
                        fold_binary(op, ty, a, b).map_or(Lattice::Varying, Lattice::Const)
                    }
                    _ => both_known_or(a, b),
                }
            }
            (&InstKind::Icmp(pred), _) => {
                let Type::Int(ty) = f.value_type(operands[0]) else { return Lattice::Varying };
                match (self.get(operands[0]), self.get(operands[1])) {
                    (Lattice::Const(a), Lattice::Const(b)) => Lattice::Const(i64::from(fold_icmp(pred, ty, a, b))),
                    (a, b) => both_known_or(a, b),
                }
            }
            (InstKind::Select, _) => match self.get(operands[0]) {
                Lattice::Unknown => Lattice::Unknown,
                Lattice::Const(c) => self.get(operands[if c != 0 { 1 } else { 2 }]),
                Lattice::Varying => self.get(operands[1]).meet(self.get(operands[2])),
            },
            (&InstKind::Cast(op), Type::Int(to)) => {
                let Type::Int(from) = f.value_type(operands[0]) else { return Lattice::Varying };
                match self.get(operands[0]) {
                    Lattice::Const(c) => Lattice::Const(fold_cast(op, c, from, to)),
                    other => other,
                }
            }
            _ => Lattice::Varying,
        }
    }
}

/// The fact for an operation on `a` and `b`, not both constant: varying
/// if either varies, else unknown.
fn both_known_or(a: Lattice, b: Lattice) -> Lattice {
    if a == Lattice::Varying || b == Lattice::Varying {
        Lattice::Varying
    } else {
        Lattice::Unknown
    }
}

/// Replace every value proven constant by the constant; returns their
/// instructions, now unused. `candidates` holds every value that was ever
/// constant (only executed code gets a fact other than unknown).
fn replace_constants(
    f: &mut Function,
    lattice: &EntityMap<ValueId, Lattice>,
    mut candidates: Vec<ValueId>,
) -> Vec<InstId> {
    // In definition order, so the printed summary and IR do not depend
    // on the worklists' order.
    candidates.sort_unstable();
    let mut folded = Vec::with_capacity(candidates.len());
    for v in candidates {
        let Lattice::Const(c) = lattice[v] else { continue };
        // Only integers are ever constant (vectors vary).
        let constant = f.const_int(f.value_type(v), c);
        f.replace_all_uses(v, constant);
        folded.push(f.defining_inst(v).expect("only instruction results are solved"));
    }
    folded
}

/// Turn each conditional branch with a single executable edge into a jump
/// along it; returns a remark for each, at the branch. `candidates`: the
/// blocks whose branch was seen on a constant or unknown condition.
fn decide_branches(
    f: &mut Function,
    edge_executable: &EntityMap<BlockId, [bool; 2]>,
    mut candidates: Vec<BlockId>,
) -> Vec<Remark> {
    candidates.sort_unstable();
    candidates.dedup();
    let mut decided = Vec::new();
    for b in candidates {
        let term = f.terminator(b).expect("a branch was seen here");
        let InstKind::CondBr { if_true, if_false } = f.inst(term).kind else { continue };
        let (dest, always) = match edge_executable[b] {
            [true, false] => (if_true, "true"),
            [false, true] => (if_false, "false"),
            _ => continue,
        };
        decided.push(Remark::done(f.inst(term).loc, format!("branch decided: its condition is always {always}")));
        replace_with_jump(f, b, dest);
    }
    decided
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        let line = "main: 3 values folded to constants, 1 branch decided, 2 unreachable blocks removed";
        assert_eq!(super::counts_in_summary(line), Some((3, 1)));
        assert_eq!(super::counts_in_summary("main: removed 2 instructions"), None);
    }
}
