//! Capture analysis (phase 4): which variables of enclosing functions each
//! function needs, and which functions it calls.
//!
//! A nested function receives, by reference, every variable of an
//! enclosing function that it uses directly or that a function it calls
//! needs (which may be passed along several levels). That set is the least
//! fixed point of
//! `captures(F) = uses(F) ∪ ⋃_{G called by F} (captures(G) \ own_vars(F))`.
//!
//! - Input: the HIR bodies of all functions, indexed by `FuncIdx`, and the
//!   variables with their owners. It runs only on an error-free program,
//!   whose HIR is complete: every variable and call in the source is in it.
//! - Output: for each function, its callees and its captures, each sorted
//!   by index (`hir::FuncInfo::callees` and `captures`).
//! - Invariants: a variable is captured only by functions nested inside its
//!   owner (scoping guarantees a function can name only its own variables
//!   and those of the functions around it, and a variable stops
//!   propagating at its owner); a function never captures its own
//!   variables.

use std::collections::BTreeSet;

use crate::frontend::hir::{self, FuncIdx, PrintArg, VarIdx};

/// What capture analysis finds for one function.
pub(super) struct Links {
    pub(super) callees: Vec<FuncIdx>,
    pub(super) captures: Vec<VarIdx>,
}

/// Callees and captures of every function, given the bodies in `FuncIdx`
/// order.
pub(super) fn analyze_captures<'b>(bodies: impl Iterator<Item = &'b [hir::Stmt]>, vars: &[hir::VarInfo]) -> Vec<Links> {
    let refs: Vec<BodyRefs> = bodies.map(BodyRefs::of).collect();
    let captures = solve_captures(&refs, vars);
    refs.into_iter()
        .zip(captures)
        .map(|(refs, captures)| Links {
            callees: refs.callees.into_iter().collect(),
            captures: captures.into_iter().collect(),
        })
        .collect()
}

/// The variables a body names and the functions it calls.
#[derive(Default)]
struct BodyRefs {
    vars: BTreeSet<VarIdx>,
    callees: BTreeSet<FuncIdx>,
}

impl BodyRefs {
    fn of(body: &[hir::Stmt]) -> BodyRefs {
        let mut refs = BodyRefs::default();
        refs.add_block(body);
        refs
    }

    fn add_block(&mut self, stmts: &[hir::Stmt]) {
        for stmt in stmts {
            self.add_stmt(stmt);
        }
    }

    fn add_stmt(&mut self, stmt: &hir::Stmt) {
        match &stmt.kind {
            hir::StmtKind::Assign(var, value) => {
                self.vars.insert(*var);
                self.add_expr(value);
            }
            hir::StmtKind::AssignIndex(var, index, value) => {
                self.vars.insert(*var);
                self.add_expr(index);
                self.add_expr(value);
            }
            hir::StmtKind::Call(call) => self.add_call(call),
            hir::StmtKind::If(cond, then_body, else_body) => {
                self.add_expr(cond);
                self.add_block(then_body);
                self.add_block(else_body);
            }
            hir::StmtKind::While(cond, body) => {
                self.add_expr(cond);
                self.add_block(body);
            }
            hir::StmtKind::Return(value) => {
                if let Some(value) = value {
                    self.add_expr(value);
                }
            }
            hir::StmtKind::Print(PrintArg::Value(value), _) => self.add_expr(value),
            hir::StmtKind::Print(PrintArg::Str(_), _) => {}
        }
    }

    fn add_call(&mut self, call: &hir::Call) {
        self.callees.insert(call.func);
        for arg in &call.args {
            self.add_expr(arg);
        }
    }

    fn add_expr(&mut self, e: &hir::Expr) {
        match &e.kind {
            hir::ExprKind::Int(_) | hir::ExprKind::Bool(_) => {}
            hir::ExprKind::Var(var) => {
                self.vars.insert(*var);
            }
            hir::ExprKind::Index(var, index) => {
                self.vars.insert(*var);
                self.add_expr(index);
            }
            hir::ExprKind::Call(call) => self.add_call(call),
            hir::ExprKind::Neg(x) | hir::ExprKind::Not(x) => self.add_expr(x),
            hir::ExprKind::Compare(_, l, r) => {
                self.add_expr(l);
                self.add_expr(r);
            }
            hir::ExprKind::Arith(first, links) => hir::arith_operands(first, links).for_each(|x| self.add_expr(x)),
            hir::ExprKind::And(operands) | hir::ExprKind::Or(operands) => {
                operands.iter().for_each(|x| self.add_expr(x))
            }
        }
    }
}

/// The least fixed point of the capture equations, starting from the
/// variables of other functions each body uses directly.
fn solve_captures(refs: &[BodyRefs], vars: &[hir::VarInfo]) -> Vec<BTreeSet<VarIdx>> {
    let owner = |v: VarIdx| vars[v.0 as usize].owner;
    let mut captures: Vec<BTreeSet<VarIdx>> = refs
        .iter()
        .enumerate()
        .map(|(i, r)| r.vars.iter().copied().filter(|&v| owner(v) != FuncIdx(i as u32)).collect())
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, r) in refs.iter().enumerate() {
            let me = FuncIdx(i as u32);
            for &callee in &r.callees {
                let needed: Vec<VarIdx> =
                    captures[callee.0 as usize].iter().copied().filter(|&v| owner(v) != me).collect();
                for v in needed {
                    changed |= captures[i].insert(v);
                }
            }
        }
    }
    captures
}
