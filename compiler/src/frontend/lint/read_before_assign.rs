//! `read-before-assign`: a scalar local variable read where it is
//! *definitely unassigned*: no path from the function's entry to the read
//! assigns it. Variables start at 0 / `false` (WEND.md), so the program is
//! well defined, but reading the initial value before the first assignment
//! usually means the assignment is in the wrong place (`println x; x = 5;`).
//! Also: a scalar local that is read but never assigned anywhere ("is
//! never assigned"), whose every read gives 0 / `false`.
//!
//! The analysis is a forward dataflow over the statement tree of each
//! function: the set of variables unassigned on *every* path so far. An
//! assignment removes its variable; an `if` joins its branches by
//! intersection; a `return` (or a `while` whose condition folds to true)
//! ends its paths; a loop's head is reached from before the loop and from
//! the end of its body, so a variable assigned anywhere on a path through
//! the body is not definitely unassigned at the head: `int i; while i < 10
//! { i = i + 1; }` and `sum = sum + x` in a loop are not flagged, since the
//! back edge carries an assignment. One warning per variable, at its first
//! such read.
//!
//! Not flagged: parameters (the caller sets them); arrays (their elements
//! are assigned one by one; a per-element analysis would be guesswork);
//! variables that any nested function assigns (a call may have set them,
//! and which calls do is not tracked); reads inside nested functions (when
//! they run is not known); a variable assigned on only some paths (not
//! *definitely* unassigned: `if c { x = 1; } println x;` may be
//! intended); reads in unreachable code.

use std::collections::{HashMap, HashSet};

use super::{fold_bool, walk_expr, DeclId, DeclKind, FuncId, Names};
use crate::diag::Diagnostic;
use crate::frontend::ast::{self, ExprKind, StmtKind, TypeName};

/// The variables definitely unassigned here; `None`: this point is
/// unreachable.
type State = Option<HashSet<DeclId>>;

pub(super) fn check(names: &Names, out: &mut Vec<Diagnostic>) {
    // Which variables each function may assign; and which are read at all.
    let mut assigned_by_other = HashSet::new();
    let mut assigned = HashSet::new();
    let mut first_read = HashMap::new();
    for u in &names.uses {
        if u.write {
            assigned.insert(u.decl);
            if u.func != names.decls[u.decl].owner {
                assigned_by_other.insert(u.decl);
            }
        } else {
            first_read.entry(u.decl).or_insert(u.span);
        }
    }
    let candidate = |d: DeclId| {
        let decl = &names.decls[d];
        decl.kind == DeclKind::Var && !decl.is_array && !assigned_by_other.contains(&d)
    };
    for (id, decl) in names.decls.iter().enumerate() {
        if candidate(id) && !assigned.contains(&id) {
            if let Some(&read) = first_read.get(&id) {
                let zero = zero_of(decl.scalar);
                out.push(
                    Diagnostic::warning(super::READ_BEFORE_ASSIGN, decl.name.span, format!("variable `{}` is never assigned, so it is always {zero}", decl.name.name))
                        .with_label("never assigned")
                        .with_secondary(read, format!("read here: always {zero}"))
                        .with_help(format!("assign it before reading it, or write `{zero}`")),
                );
            }
        }
    }
    for func in 0..names.funcs.len() {
        let tracked: HashSet<DeclId> =
            names.funcs[func].scope.values().copied().filter(|&d| candidate(d) && assigned.contains(&d)).collect();
        if tracked.is_empty() {
            continue;
        }
        let mut flow = Flow { names, func, tracked: &tracked, reported: HashSet::new(), out: &mut *out };
        flow.block(&names.funcs[func].decl.body, Some(tracked.clone()));
    }
}

fn zero_of(t: TypeName) -> &'static str {
    match t {
        TypeName::Int => "0",
        TypeName::Bool => "false",
    }
}

struct Flow<'n, 'a, 'o> {
    names: &'n Names<'a>,
    func: FuncId,
    tracked: &'n HashSet<DeclId>,
    reported: HashSet<DeclId>,
    out: &'o mut Vec<Diagnostic>,
}

impl Flow<'_, '_, '_> {
    /// The tracked variable `name` means in this function, if any.
    fn tracked(&self, name: &ast::Ident) -> Option<DeclId> {
        self.names.lookup(self.func, &name.name).filter(|d| self.tracked.contains(d))
    }

    fn block(&mut self, stmts: &[ast::Stmt], mut state: State) -> State {
        for s in stmts {
            state = self.stmt(s, state);
        }
        state
    }

    fn stmt(&mut self, s: &ast::Stmt, state: State) -> State {
        match &s.kind {
            StmtKind::Assign { target, index, value } => {
                if let Some(index) = index {
                    self.reads(index, &state);
                }
                self.reads(value, &state);
                let mut state = state;
                if let (None, Some(d), Some(set)) = (index, self.tracked(target), state.as_mut()) {
                    set.remove(&d);
                }
                state
            }
            StmtKind::Call(call) => {
                call.args.iter().for_each(|a| self.reads(a, &state));
                state
            }
            StmtKind::Print { value, .. } => {
                self.reads(value, &state);
                state
            }
            StmtKind::Return(value) => {
                if let Some(value) = value {
                    self.reads(value, &state);
                }
                None
            }
            StmtKind::If { cond, then_body, else_body } => {
                self.reads(cond, &state);
                let after_then = self.block(then_body, state.clone());
                let after_else = match else_body {
                    Some(else_body) => self.block(else_body, state),
                    None => state,
                };
                join(after_then, after_else)
            }
            StmtKind::While { cond, body } => {
                // The head is reached from before the loop and from the
                // end of the body: without the variables some path through
                // the body assigns (the body's transfer is `S \ that set`,
                // so one step reaches the fixed point).
                let head = state.map(|mut set| {
                    if let Some(assigned) = self.assigned_to_end(body) {
                        set.retain(|d| !assigned.contains(d));
                    }
                    set
                });
                self.reads(cond, &head);
                self.block(body, head.clone());
                if fold_bool(cond) == Some(true) {
                    None
                } else {
                    head
                }
            }
            StmtKind::Error => state,
        }
    }

    /// Report the first read of each definitely unassigned variable in `e`.
    fn reads(&mut self, e: &ast::Expr, state: &State) {
        let Some(set) = state else { return };
        walk_expr(e, &mut |e| {
            if let ExprKind::Var(name) = &e.kind {
                if let Some(d) = self.tracked(name) {
                    if set.contains(&d) && self.reported.insert(d) {
                        let decl = &self.names.decls[d];
                        let zero = zero_of(decl.scalar);
                        self.out.push(
                            Diagnostic::warning(super::READ_BEFORE_ASSIGN, name.span, format!("`{}` is read before any assignment to it", name.name))
                                .with_label(format!("always {zero} here"))
                                .with_secondary(decl.name.span, "declared here")
                                .with_note(format!("no path from the start of `{}` to this read assigns `{}`; variables start at {zero}", self.names.funcs[self.func].decl.name.name, name.name))
                                .with_help(format!("if {zero} is intended, write `{zero}`; otherwise assign `{}` first", name.name)),
                        );
                    }
                }
            }
        });
    }

    /// The tracked variables that some path from the start to the end of
    /// `stmts` assigns; `None` if no path reaches the end.
    fn assigned_to_end(&self, stmts: &[ast::Stmt]) -> Option<HashSet<DeclId>> {
        let mut all = HashSet::new();
        for s in stmts {
            match &s.kind {
                StmtKind::Assign { target, index: None, .. } => all.extend(self.tracked(target)),
                StmtKind::Return(_) => return None,
                StmtKind::If { then_body, else_body, .. } => {
                    let then_set = self.assigned_to_end(then_body);
                    let else_set = match else_body {
                        Some(e) => self.assigned_to_end(e),
                        None => Some(HashSet::new()),
                    };
                    match (then_set, else_set) {
                        (None, None) => return None,
                        (a, b) => a.into_iter().chain(b).for_each(|set| all.extend(set)),
                    }
                }
                StmtKind::While { cond, body } => {
                    // Paths that leave the loop went round zero or more
                    // times, each time to the end of the body.
                    all.extend(self.assigned_to_end(body).unwrap_or_default());
                    if fold_bool(cond) == Some(true) {
                        return None;
                    }
                }
                _ => {}
            }
        }
        Some(all)
    }
}

/// Where two paths meet: unassigned only if unassigned on both.
fn join(a: State, b: State) -> State {
    match (a, b) {
        (None, x) | (x, None) => x,
        (Some(mut a), Some(b)) => {
            a.retain(|d| b.contains(d));
            Some(a)
        }
    }
}
