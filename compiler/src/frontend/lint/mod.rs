//! Warnings: things a correct program does that are probably mistakes.
//!
//! Lints run only on a program without errors (after `check_program` has
//! accepted it), on the user's file only: the prelude (`stdlib/`) is never
//! linted. Each lint is one file of this folder whose header gives its rule,
//! what it deliberately does not flag, and why. They read the AST of the
//! user's file (for spans), with variables resolved here by wend's lexical
//! scoping (see [`Names`]), and the checked program (`hir::Program`) where
//! overload resolution matters (which function a call means).
//!
//! Lints never change the program: the code generated with and without
//! warnings is the same. Which warnings are shown, and whether they are
//! errors, is decided by [`WarningOptions`] (`-W`, `-A`, `-w`, `-Werror`).
//!
//! Every unused-something lint exempts names starting with `_`, as rustc
//! does: that is how a program says "unused on purpose".

mod constant_condition;
mod division_by_zero;
mod read_before_assign;
mod shadowed_capture;
mod unreachable_code;
mod unused;

use rustc_hash::FxHashMap as HashMap;

use super::ast::{self, BinaryOp, ExprKind, StmtKind, UnaryOp};
use super::hir;
use super::sema::const_eval;
use crate::diag::{Diagnostic, Severity, Span};

/// A kind of warning: its name (`-Wname`) and what it reports.
pub struct Lint {
    pub name: &'static str,
    pub summary: &'static str,
}

pub const DIVISION_BY_ZERO: &str = "division-by-zero";
pub const UNREACHABLE_CODE: &str = "unreachable-code";
pub const UNUSED_VARIABLE: &str = "unused-variable";
pub const UNUSED_PARAMETER: &str = "unused-parameter";
pub const UNUSED_FUNCTION: &str = "unused-function";
pub const READ_BEFORE_ASSIGN: &str = "read-before-assign";
pub const CONSTANT_CONDITION: &str = "constant-condition";
pub const SHADOWED_CAPTURE: &str = "shadowed-capture";

/// Every warning wendc knows, in the order `--help` lists them.
pub const LINTS: &[Lint] = &[
    Lint { name: DIVISION_BY_ZERO, summary: "`/` or `%` by a constant 0 (traps at run time)" },
    Lint {
        name: UNREACHABLE_CODE,
        summary: "statements after `return`, `while true`, or an `if` whose branches both end",
    },
    Lint { name: UNUSED_VARIABLE, summary: "a local variable never read" },
    Lint { name: UNUSED_PARAMETER, summary: "a parameter never read" },
    Lint { name: UNUSED_FUNCTION, summary: "a nested function never called (from `main`)" },
    Lint {
        name: READ_BEFORE_ASSIGN,
        summary: "a variable read where no assignment can have happened yet (it is 0 / false)",
    },
    Lint {
        name: CONSTANT_CONDITION,
        summary: "an `if`/`while` condition that is always true or always false (`while true` excepted)",
    },
    Lint {
        name: SHADOWED_CAPTURE,
        summary: "a nested declaration hiding an outer variable that nested functions share",
    },
];

/// The warnings of the user's program `unit` (whose checked form is
/// `program`), sorted by position, all enabled: [`WarningOptions::apply`]
/// selects the ones to show.
pub fn check(unit: &ast::SourceUnit, program: &hir::Program) -> Vec<Diagnostic> {
    let names = Names::resolve(unit);
    let mut out = Vec::new();
    for f in &names.funcs {
        division_by_zero::check(f.decl, &mut out);
        unreachable_code::check(f.decl, &mut out);
        constant_condition::check(f.decl, &mut out);
    }
    unused::check_variables(&names, &mut out);
    unused::check_functions(&names, program, &mut out);
    read_before_assign::check(&names, &mut out);
    shadowed_capture::check(&names, &mut out);
    out.sort_by_key(|d| (d.span.start, d.span.end));
    out
}

/// Which warnings are shown and which are errors. Built from the command
/// line's flags in order (a later flag overrides an earlier one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarningOptions {
    /// Per lint (by index in `LINTS`): shown?
    enabled: Vec<bool>,
    /// Per lint: an error (`-Werror`, `-Werror=NAME`)?
    errors: Vec<bool>,
}

impl Default for WarningOptions {
    /// Every warning on, none an error (the command line's default).
    fn default() -> WarningOptions {
        WarningOptions { enabled: vec![true; LINTS.len()], errors: vec![false; LINTS.len()] }
    }
}

impl WarningOptions {
    /// No warning at all (`-w`).
    pub fn none() -> WarningOptions {
        WarningOptions { enabled: vec![false; LINTS.len()], errors: vec![false; LINTS.len()] }
    }

    /// The index of the lint `name` in `LINTS`; `flag`: the flag that
    /// named it, for the error.
    fn index(name: &str, flag: &str) -> Result<usize, String> {
        LINTS.iter().position(|l| l.name == name).ok_or_else(|| unknown_warning(name, flag))
    }

    /// Apply `-W VALUE` (also written `-WVALUE`): `all`, `NAME`, `no-NAME`,
    /// `error`, `error=NAME`, `no-error`, `no-error=NAME`.
    pub fn apply_w(&mut self, value: &str) -> Result<(), String> {
        let flag = format!("-W{value}");
        match value {
            // gcc's and clang's larger sets: wend's warnings are all in
            // -Wall, so these mean the same (and their `no-` forms,
            // which do not reach into -Wall there, change nothing).
            "all" | "extra" | "pedantic" => self.enabled.iter_mut().for_each(|e| *e = true),
            "no-extra" | "no-pedantic" => {}
            "error" => self.errors.iter_mut().for_each(|e| *e = true),
            "no-error" => self.errors.iter_mut().for_each(|e| *e = false),
            _ => {
                if let Some(name) = value.strip_prefix("error=") {
                    let i = Self::index(name, &flag)?;
                    self.enabled[i] = true;
                    self.errors[i] = true;
                } else if let Some(name) = value.strip_prefix("no-error=") {
                    self.errors[Self::index(name, &flag)?] = false;
                } else if let Some(name) = value.strip_prefix("no-") {
                    self.enabled[Self::index(name, &flag)?] = false;
                } else {
                    self.enabled[Self::index(value, &flag)?] = true;
                }
            }
        }
        Ok(())
    }

    /// Apply `-A NAME` (rustc's "allow"): turn one warning off, or all of
    /// them with `-A warnings`.
    pub fn apply_allow(&mut self, name: &str) -> Result<(), String> {
        let flag = format!("-A {name}");
        match name {
            "warnings" | "all" => self.enabled.iter_mut().for_each(|e| *e = false),
            _ => self.enabled[Self::index(name, &flag)?] = false,
        }
        Ok(())
    }

    /// Apply `-w`: every warning off.
    pub fn apply_no_warnings(&mut self) {
        self.enabled.iter_mut().for_each(|e| *e = false);
    }

    /// Whether any warning is on (if none, the lints need not run).
    pub fn any_enabled(&self) -> bool {
        self.enabled.iter().any(|&e| e)
    }

    /// The warnings to show, of those `check` found: the disabled ones
    /// dropped, the ones made errors turned into errors.
    pub fn apply(&self, warnings: Vec<Diagnostic>) -> Vec<Diagnostic> {
        warnings
            .into_iter()
            .filter_map(|mut d| {
                let i = LINTS.iter().position(|l| Some(l.name) == d.lint)?;
                if !self.enabled[i] {
                    return None;
                }
                if self.errors[i] {
                    d.severity = Severity::Error;
                }
                Some(d)
            })
            .collect()
    }
}

/// The error for a warning name wendc does not know.
fn unknown_warning(name: &str, flag: &str) -> String {
    let names: Vec<&str> = LINTS.iter().map(|l| l.name).collect();
    let mut message = format!("unknown warning `{name}` in `{flag}`");
    let guess = super::sema::closest(name, names.iter().map(|n| n.to_string()).collect());
    if let Some(guess) = guess {
        message.push_str(&format!(" (did you mean `{guess}`?)"));
    }
    message.push_str(&format!("; the warnings are: {}", names.join(", ")));
    message
}

// ---------------------------------------------------------------------------
// Shared analysis: name resolution of variables, constant folding (of
// conditions; `int` expressions fold with sema's `const_eval`), control
// flow.

/// Index of a function in `Names::funcs`.
type FuncId = usize;
/// Index of a declaration in `Names::decls`.
type DeclId = usize;

/// A function of the user's file, with its place in the nesting.
struct Func<'a> {
    decl: &'a ast::FuncDecl,
    parent: Option<FuncId>,
    /// Its parameters' and variables' declarations, by name.
    scope: HashMap<&'a str, DeclId>,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum DeclKind {
    Param,
    Var,
}

/// A parameter or variable declaration.
struct Decl<'a> {
    name: &'a ast::Ident,
    kind: DeclKind,
    scalar: ast::TypeName,
    is_array: bool,
    owner: FuncId,
}

/// One mention of a variable in a body.
struct Use {
    decl: DeclId,
    span: Span,
    /// An assignment (`x = …`, `a[i] = …`) rather than a read.
    write: bool,
    /// The function whose body contains it.
    func: FuncId,
}

/// The variables of the user's file resolved by wend's scoping: a name in
/// a body means the parameter or variable of that name of the innermost
/// enclosing function that declares one (wend has no block scopes;
/// variables and functions are separate namespaces). The program has no
/// errors, so every name resolves.
struct Names<'a> {
    funcs: Vec<Func<'a>>,
    decls: Vec<Decl<'a>>,
    uses: Vec<Use>,
}

impl<'a> Names<'a> {
    fn resolve(unit: &'a ast::SourceUnit) -> Names<'a> {
        let mut names = Names { funcs: Vec::new(), decls: Vec::new(), uses: Vec::new() };
        for f in &unit.funcs {
            names.add_func(f, None);
        }
        for id in 0..names.funcs.len() {
            let body = &names.funcs[id].decl.body;
            names.add_body(id, body);
        }
        names
    }

    fn add_func(&mut self, decl: &'a ast::FuncDecl, parent: Option<FuncId>) {
        let id = self.funcs.len();
        let mut scope = HashMap::default();
        let params = decl.params.iter().map(|p| (&p.name, &p.ty, DeclKind::Param));
        let vars = decl.vars.iter().map(|v| (&v.name, &v.ty, DeclKind::Var));
        for (name, ty, kind) in params.chain(vars) {
            scope.insert(name.name.as_str(), self.decls.len());
            self.decls.push(Decl { name, kind, scalar: ty.scalar, is_array: ty.array_len.is_some(), owner: id });
        }
        self.funcs.push(Func { decl, parent, scope });
        for nested in &decl.funcs {
            self.add_func(nested, Some(id));
        }
    }

    fn lookup(&self, mut func: FuncId, name: &str) -> Option<DeclId> {
        loop {
            if let Some(&d) = self.funcs[func].scope.get(name) {
                return Some(d);
            }
            func = self.funcs[func].parent?;
        }
    }

    fn mention(&mut self, func: FuncId, name: &ast::Ident, write: bool) {
        if let Some(decl) = self.lookup(func, &name.name) {
            self.uses.push(Use { decl, span: name.span, write, func });
        }
    }

    /// Record the mentions in a function's body: its reads (in source
    /// order), then its assignments (in source order). The lints count
    /// mentions and look for the first read or the first assignment, never
    /// at the order of a read against an assignment.
    fn add_body(&mut self, func: FuncId, body: &'a [ast::Stmt]) {
        walk_body_exprs(body, &mut |e| {
            if let ExprKind::Var(name) | ExprKind::Index(name, _) = &e.kind {
                self.mention(func, name, false);
            }
        });
        walk_body_stmts(body, &mut |s| {
            if let StmtKind::Assign { target, .. } = &s.kind {
                self.mention(func, target, true);
            }
        });
    }
}

/// Call `visit` on `e` and every subexpression, parents first.
fn walk_expr<'a>(e: &'a ast::Expr, visit: &mut impl FnMut(&'a ast::Expr)) {
    visit(e);
    match &e.kind {
        ExprKind::Index(_, x) | ExprKind::Unary(_, x) => walk_expr(x, visit),
        ExprKind::Binary(_, _, l, r) => {
            walk_expr(l, visit);
            walk_expr(r, visit);
        }
        ExprKind::Chain(first, links) => ast::chain_operands(first, links).for_each(|x| walk_expr(x, visit)),
        ExprKind::Call(call) => call.args.iter().for_each(|a| walk_expr(a, visit)),
        _ => {}
    }
}

/// Call `visit` on every expression of a body (conditions, values,
/// indices, arguments; not those of nested functions), subexpressions
/// included, in source order.
fn walk_body_exprs<'a>(stmts: &'a [ast::Stmt], visit: &mut impl FnMut(&'a ast::Expr)) {
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { index, value, .. } => {
                if let Some(index) = index {
                    walk_expr(index, visit);
                }
                walk_expr(value, visit);
            }
            StmtKind::Call(call) => call.args.iter().for_each(|a| walk_expr(a, visit)),
            StmtKind::If { cond, then_body, else_body } => {
                walk_expr(cond, visit);
                walk_body_exprs(then_body, visit);
                if let Some(else_body) = else_body {
                    walk_body_exprs(else_body, visit);
                }
            }
            StmtKind::While { cond, body } => {
                walk_expr(cond, visit);
                walk_body_exprs(body, visit);
            }
            StmtKind::Return(Some(e)) | StmtKind::Print { value: e, .. } => walk_expr(e, visit),
            StmtKind::Return(None) | StmtKind::Error => {}
        }
    }
}

/// Call `visit` on every statement of a body (not those of nested
/// functions), outer ones first, in source order.
fn walk_body_stmts<'a>(stmts: &'a [ast::Stmt], visit: &mut impl FnMut(&'a ast::Stmt)) {
    for s in stmts {
        visit(s);
        match &s.kind {
            StmtKind::If { then_body, else_body, .. } => {
                walk_body_stmts(then_body, visit);
                if let Some(else_body) = else_body {
                    walk_body_stmts(else_body, visit);
                }
            }
            StmtKind::While { body, .. } => walk_body_stmts(body, visit),
            _ => {}
        }
    }
}

/// The value of a `bool` expression made of literals and operators only,
/// or `None`. `&&` and `||` fold when their left side decides them
/// (`false && x` is false) or both sides fold; `x && false` does not fold
/// (`x` still runs).
fn fold_bool(e: &ast::Expr) -> Option<bool> {
    match &e.kind {
        ExprKind::Bool(b) => Some(*b),
        ExprKind::Unary(UnaryOp::Not, x) => Some(!fold_bool(x)?),
        // `a && b && c` is `(a && b) && c`: it folds to false at the first
        // operand that folds to false if all before it fold to true, and to
        // true if all fold to true (the same for `||` with true and false).
        ExprKind::Chain(first, links) if matches!(links[0].op, BinaryOp::And | BinaryOp::Or) => {
            let decisive = links[0].op == BinaryOp::Or;
            for operand in ast::chain_operands(first, links) {
                if fold_bool(operand)? == decisive {
                    return Some(decisive);
                }
            }
            Some(!decisive)
        }
        ExprKind::Binary(op, _, l, r) if op.is_comparison() => {
            if let (Some(a), Some(b)) = (const_eval(l), const_eval(r)) {
                return Some(match op {
                    BinaryOp::Eq => a == b,
                    BinaryOp::Ne => a != b,
                    BinaryOp::Lt => a < b,
                    BinaryOp::Le => a <= b,
                    BinaryOp::Gt => a > b,
                    _ => a >= b,
                });
            }
            let (a, b) = (fold_bool(l)?, fold_bool(r)?);
            match op {
                BinaryOp::Eq => Some(a == b),
                BinaryOp::Ne => Some(a != b),
                _ => None,
            }
        }
        _ => None,
    }
}

/// What makes control stop at `s`, which never finishes (a `return`, a
/// `while` whose condition folds to true, an `if` whose branches both never
/// finish): the span to point at and what to say there.
fn stop_reason(s: &ast::Stmt) -> (Span, &'static str) {
    match &s.kind {
        StmtKind::Return(_) => (s.span, "any code after this `return` is unreachable"),
        StmtKind::While { cond, .. } => {
            (Span { end: cond.span.end, ..s.span }, "this loop never ends (wend has no `break`)")
        }
        _ => (Span { end: s.span.start + 2, ..s.span }, "neither branch of this `if` goes on past it"),
    }
}

/// `_name` marks a name unused on purpose.
fn exempt(name: &str) -> bool {
    name.starts_with('_')
}

#[cfg(test)]
mod tests;
