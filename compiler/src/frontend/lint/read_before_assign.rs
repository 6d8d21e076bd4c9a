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

use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHashSet as HashSet;

use super::{fold_bool, walk_expr, DeclId, DeclKind, FuncId, Names};
use crate::diag::Diagnostic;
use crate::frontend::ast::{self, ExprKind, StmtKind, TypeName};

/// The variables definitely unassigned here (by slot: bit `i` of word
/// `i / 64`); `None`: this point is unreachable. A bit set, since a large
/// function has thousands of variables and every `if` copies the state.
type State = Option<Bits>;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn full(n: usize) -> Bits {
        let mut words = vec![!0u64; n.div_ceil(64)];
        if !n.is_multiple_of(64) {
            *words.last_mut().unwrap() = (1u64 << (n % 64)) - 1;
        }
        Bits(words)
    }

    fn empty(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }

    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    fn union_with(&mut self, other: &Bits) {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a |= b);
    }

    fn intersect_with(&mut self, other: &Bits) {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a &= b);
    }

    fn subtract(&mut self, other: &Bits) {
        self.0.iter_mut().zip(&other.0).for_each(|(a, b)| *a &= !b);
    }
}

pub(super) fn check(names: &Names, out: &mut Vec<Diagnostic>) {
    // Which variables each function may assign; and which are read at all.
    let mut assigned_by_other = HashSet::default();
    let mut assigned = HashSet::default();
    let mut first_read = HashMap::default();
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
                    Diagnostic::warning(
                        super::READ_BEFORE_ASSIGN,
                        decl.name.span,
                        format!("variable `{}` is never assigned, so it is always {zero}", decl.name.name),
                    )
                    .with_label("never assigned")
                    .with_secondary(read, format!("read here: always {zero}"))
                    .with_help(format!("assign it before reading it, or write `{zero}`")),
                );
            }
        }
    }
    for func in 0..names.funcs.len() {
        let tracked: Vec<DeclId> =
            names.funcs[func].scope.values().copied().filter(|&d| candidate(d) && assigned.contains(&d)).collect();
        if tracked.is_empty() {
            continue;
        }
        let slots = tracked.iter().enumerate().map(|(slot, &d)| (d, slot)).collect();
        let mut flow = Flow { names, func, slots, count: tracked.len(), reported: HashSet::default(), out: &mut *out };
        flow.block(&names.funcs[func].decl.body, Some(Bits::full(tracked.len())));
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
    /// The slot of each tracked variable.
    slots: HashMap<DeclId, usize>,
    count: usize,
    reported: HashSet<DeclId>,
    out: &'o mut Vec<Diagnostic>,
}

impl Flow<'_, '_, '_> {
    /// The tracked variable `name` means in this function, if any, and
    /// its slot.
    fn tracked(&self, name: &ast::Ident) -> Option<(DeclId, usize)> {
        let d = self.names.lookup(self.func, &name.name)?;
        Some((d, *self.slots.get(&d)?))
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
                if let (None, Some((_, slot)), Some(set)) = (index, self.tracked(target), state.as_mut()) {
                    set.remove(slot);
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
                        set.subtract(&assigned);
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
                if let Some((d, slot)) = self.tracked(name) {
                    if set.contains(slot) && self.reported.insert(d) {
                        let decl = &self.names.decls[d];
                        let zero = zero_of(decl.scalar);
                        self.out.push(
                            Diagnostic::warning(
                                super::READ_BEFORE_ASSIGN,
                                name.span,
                                format!("`{}` is read before any assignment to it", name.name),
                            )
                            .with_label(format!("always {zero} here"))
                            .with_secondary(decl.name.span, "declared here")
                            .with_note(format!(
                                "no path from the start of `{}` to this read assigns `{}`; variables start at {zero}",
                                self.names.funcs[self.func].decl.name.name, name.name
                            ))
                            .with_help(format!(
                                "if {zero} is intended, write `{zero}`; otherwise assign `{}` first",
                                name.name
                            )),
                        );
                    }
                }
            }
        });
    }

    /// The tracked variables that some path from the start to the end of
    /// `stmts` assigns; `None` if no path reaches the end.
    fn assigned_to_end(&self, stmts: &[ast::Stmt]) -> Option<Bits> {
        let mut all = Bits::empty(self.count);
        for s in stmts {
            match &s.kind {
                StmtKind::Assign { target, index: None, .. } => {
                    if let Some((_, slot)) = self.tracked(target) {
                        all.insert(slot);
                    }
                }
                StmtKind::Return(_) => return None,
                StmtKind::If { then_body, else_body, .. } => {
                    let then_set = self.assigned_to_end(then_body);
                    let else_set = match else_body {
                        Some(e) => self.assigned_to_end(e),
                        None => Some(Bits::empty(self.count)),
                    };
                    match (then_set, else_set) {
                        (None, None) => return None,
                        (a, b) => a.iter().chain(b.iter()).for_each(|set| all.union_with(set)),
                    }
                }
                StmtKind::While { cond, body } => {
                    // Paths that leave the loop went round zero or more
                    // times, each time to the end of the body.
                    if let Some(set) = self.assigned_to_end(body) {
                        all.union_with(&set);
                    }
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
            a.intersect_with(&b);
            Some(a)
        }
    }
}
