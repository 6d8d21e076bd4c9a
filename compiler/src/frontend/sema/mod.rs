//! Semantic analysis: scopes, overload resolution, type checking, the
//! "end of a typed function is reachable" check, and capture analysis.
//! It turns the parsed program (plus the prelude) into the checked
//! `hir::Program`, or into the list of every error found.
//!
//! Scopes (WEND.md): the prelude scope (stdlib functions) encloses the
//! program scope (`main`), which encloses `main`'s body, and so on. Each
//! function body is one scope holding its parameters, variables and nested
//! functions. Variables and functions live in separate namespaces (`int f;`
//! and `int f(int x)` coexist). Functions are found by name *and* parameter
//! types: the innermost function whose signature matches the arguments wins,
//! so an inner declaration shadows an outer one with the same signature only.
//!
//! The phases, in the order `analyze` runs them:
//!
//! 1. Declaration (`resolve`): every function of the prelude and of the
//!    program, nested ones included, gets a `FuncShell`, a body scope and
//!    a linker symbol; every parameter and variable a `VarIdx`. Checks the
//!    program's shape and the declarations themselves (duplicates, array
//!    lengths and sizes). Hands on: the scope tree, `funcs` and `vars`, so
//!    that every name in a body can be looked up.
//! 2. Bodies, one function at a time, in `FuncIdx` order:
//!    - type checking (`typecheck`) turns the body into HIR. It asks
//!      `resolve` for the variable each name means and for the overload
//!      each call means (given the argument types it has just computed).
//!      Hands on: the function's HIR body, complete when no error was found.
//!    - reachability (`reachability`) reports a typed function whose end
//!      can be reached. It reads only the AST, so it needs nothing from
//!      type checking; it runs right after the body is checked so that each
//!      function's errors come out together, in the order they always have.
//! 3. If any phase reported an error, analysis stops and returns them all
//!    (errors are collected, not fatal, so one run reports as many as
//!    possible; an ill-typed subexpression gets the type `Error`, which is
//!    compatible with everything, so one mistake produces one message).
//! 4. Capture analysis (`captures`) reads the complete HIR bodies: which
//!    functions each one calls and which variables of enclosing functions
//!    each one needs, directly or on behalf of its callees. Hands on: the
//!    callees and captures of every function, assembled with the rest into
//!    the `hir::Program` by `finish`.

mod captures;
mod reachability;
mod resolve;
mod typecheck;

pub(crate) use resolve::closest;

use rustc_hash::FxHashMap as HashMap;

use super::ast::{self, BinaryOp, ExprKind, TypeName, UnaryOp};
use super::hir::{self, FuncIdx, Ty, VarIdx};
use crate::diag::{Diagnostic, SourceMap, Span};
use crate::ir::SrcLoc;

/// Analyse the user's program (`program`, which must be a single `main`)
/// together with the prelude units.
pub fn analyze(
    prelude: &[ast::SourceUnit],
    program: &ast::SourceUnit,
    program_span: Span,
    sources: &SourceMap,
) -> Result<hir::Program, Vec<Diagnostic>> {
    let mut a = Analyzer::new(sources);
    // Phase 1: declarations, the prelude's first.
    for unit in prelude {
        a.declare_funcs(&unit.funcs, PRELUDE_SCOPE, None, "std.");
    }
    let main = a.declare_program(program, program_span);
    a.check_all_bodies(); // phase 2
    if !a.diags.is_empty() {
        // Phase 3: stop, with the errors in the order they were found.
        return Err(a.diags);
    }
    let main = main.expect("a program without errors has a main function");
    Ok(a.finish(main))
}

/// The longest array (2^27 elements: 512 MiB of ints); arrays live on the
/// stack, which is 1 GiB.
pub const MAX_ARRAY_LEN: i64 = 1 << 27;
/// The most array memory one function may declare.
pub const MAX_ARRAYS_BYTES_PER_FUNCTION: u64 = 768 << 20;

type ScopeId = usize;
const PRELUDE_SCOPE: ScopeId = 0;
const PROGRAM_SCOPE: ScopeId = 1;

/// The prelude's scope, the program's, or the body of one function (its
/// parameters, variables and nested functions), by name.
struct Scope {
    parent: Option<ScopeId>,
    vars: HashMap<String, VarIdx>,
    funcs: HashMap<String, Vec<FuncIdx>>,
}

/// A function while it is being analysed: filled in by declaration
/// (everything but `body`) and by type checking (`body`).
struct FuncShell<'a> {
    decl: &'a ast::FuncDecl,
    parent: Option<FuncIdx>,
    body_scope: ScopeId,
    param_tys: Vec<Ty>,
    symbol: String,
    params: Vec<VarIdx>,
    locals: Vec<VarIdx>,
    body: Vec<hir::Stmt>,
}

/// The state every phase reads and extends.
struct Analyzer<'a> {
    sources: &'a SourceMap,
    /// Every error so far, in the order found.
    diags: Vec<Diagnostic>,
    /// Indexed by `ScopeId`.
    scopes: Vec<Scope>,
    /// Indexed by `FuncIdx`.
    funcs: Vec<FuncShell<'a>>,
    /// Indexed by `VarIdx`; moved into the program as they are.
    vars: Vec<hir::VarInfo>,
}

impl<'a> Analyzer<'a> {
    fn new(sources: &'a SourceMap) -> Analyzer<'a> {
        let mut a = Analyzer { sources, diags: Vec::new(), scopes: Vec::new(), funcs: Vec::new(), vars: Vec::new() };
        a.new_scope(None); // PRELUDE_SCOPE
        a.new_scope(Some(PRELUDE_SCOPE)); // PROGRAM_SCOPE
        a
    }

    fn new_scope(&mut self, parent: Option<ScopeId>) -> ScopeId {
        self.scopes.push(Scope { parent, vars: HashMap::default(), funcs: HashMap::default() });
        self.scopes.len() - 1
    }

    fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    fn loc(&self, span: Span) -> SrcLoc {
        let (line, col) = self.sources.file(span.file).line_col(span.start);
        SrcLoc::new(line, col)
    }

    fn func(&self, f: FuncIdx) -> &FuncShell<'a> {
        &self.funcs[f.0 as usize]
    }

    fn var(&self, v: VarIdx) -> &hir::VarInfo {
        &self.vars[v.0 as usize]
    }

    /// Phase 2: type check each body, then check that a typed function
    /// cannot run off its end.
    fn check_all_bodies(&mut self) {
        for i in 0..self.funcs.len() {
            let f = FuncIdx(i as u32);
            let body = self.check_body(f);
            self.check_end_is_unreachable(f);
            self.funcs[i].body = body;
        }
    }

    /// Phase 4: capture analysis on the checked bodies, and assembly of
    /// the program.
    fn finish(self, main: FuncIdx) -> hir::Program {
        let Analyzer { funcs, vars, sources, .. } = self;
        let links = captures::analyze_captures(funcs.iter().map(|shell| shell.body.as_slice()), &vars);
        let funcs = funcs
            .into_iter()
            .zip(links)
            .map(|(shell, links)| {
                let span = shell.decl.header_span;
                let (line, col) = sources.file(span.file).line_col(span.start);
                hir::FuncInfo {
                    name: shell.decl.name.name.clone(),
                    symbol: shell.symbol,
                    parent: shell.parent,
                    params: shell.params,
                    ret: shell.decl.ret.as_ref().map(ty_of),
                    locals: shell.locals,
                    captures: links.captures,
                    callees: links.callees,
                    body: shell.body,
                    loc: SrcLoc::new(line, col),
                    span,
                }
            })
            .collect();
        hir::Program { funcs, vars, main }
    }
}

/// The scalar type of a type as written (an array's element type).
fn ty_of(t: &ast::TypeSpec) -> Ty {
    match t.scalar {
        TypeName::Int => Ty::Int,
        TypeName::Bool => Ty::Bool,
    }
}

/// Constant value of an expression made of literals and arithmetic (with
/// wend's wrapping semantics), for checking array lengths and constant
/// array indices.
pub(super) fn const_eval(e: &ast::Expr) -> Option<i32> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Unary(UnaryOp::Neg, x) => Some(const_eval(x)?.wrapping_neg()),
        ExprKind::Unary(UnaryOp::Plus, x) => const_eval(x),
        ExprKind::Binary(op, _, l, r) => const_binary(*op, const_eval(l)?, const_eval(r)?),
        ExprKind::Chain(first, links) => {
            links.iter().try_fold(const_eval(first)?, |a, link| const_binary(link.op, a, const_eval(&link.operand)?))
        }
        _ => None,
    }
}

/// `a op b` for an arithmetic `op`, if it does not trap.
fn const_binary(op: BinaryOp, a: i32, b: i32) -> Option<i32> {
    match op {
        BinaryOp::Add => Some(a.wrapping_add(b)),
        BinaryOp::Sub => Some(a.wrapping_sub(b)),
        BinaryOp::Mul => Some(a.wrapping_mul(b)),
        BinaryOp::Div if b != 0 && !(a == i32::MIN && b == -1) => Some(a / b),
        BinaryOp::Rem if b != 0 && !(a == i32::MIN && b == -1) => Some(a % b),
        _ => None,
    }
}
