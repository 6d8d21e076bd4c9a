//! Semantic analysis: scopes, overload resolution, type checking, the
//! "end of a typed function is reachable" check, and capture analysis.
//!
//! Scopes (WEND.md): the prelude scope (stdlib functions) encloses the
//! program scope (`main`), which encloses `main`'s body, and so on. Each
//! function body is one scope holding its parameters, variables and nested
//! functions. Variables and functions live in separate namespaces (`int f;`
//! and `int f(int x)` coexist). Functions are found by name *and* parameter
//! types: the innermost function whose signature matches the arguments wins,
//! so an inner declaration shadows an outer one with the same signature only.
//!
//! Capture analysis: a nested function receives, by reference, every
//! variable of an enclosing function that it uses directly or that a
//! function it calls needs (which may be passed along several levels).
//! That set is the least fixed point of
//! `captures(F) = uses(F) ∪ ⋃_{G called by F} (captures(G) \ own_vars(F))`.
//!
//! Errors are collected (not fatal) so one run reports as many as possible;
//! an ill-typed subexpression gets the type `Error`, which is compatible
//! with everything, so one mistake produces one message.

use std::collections::{BTreeSet, HashMap};

use super::ast::{self, BinaryOp, ExprKind, StmtKind, TypeName, UnaryOp};
use super::hir::{self, ArithOp, CmpOp, FuncIdx, PrintArg, Ty, VarIdx};
use crate::diag::{Diagnostic, SourceMap, Span};
use crate::ir::SrcLoc;

/// Analyse the user's program (`program`, which must be a single `main`)
/// together with the prelude units.
pub fn analyze(prelude: &[ast::SourceUnit], program: &ast::SourceUnit, program_span: Span, sources: &SourceMap) -> Result<hir::Program, Vec<Diagnostic>> {
    let mut a = Analyzer::new(sources);
    for unit in prelude {
        a.declare_funcs(&unit.funcs, PRELUDE_SCOPE, None, "std.");
    }
    let main = a.declare_program(program, program_span);
    a.check_all_bodies();
    if !a.diags.is_empty() {
        return Err(a.diags);
    }
    let main = main.expect("a program without errors has a main function");
    Ok(a.finish(main))
}

type ScopeId = usize;
const PRELUDE_SCOPE: ScopeId = 0;
const PROGRAM_SCOPE: ScopeId = 1;

/// The type of an expression while checking: `Error` marks an expression
/// already reported, `Void` the result of a procedure call.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum CheckTy {
    Val(Ty),
    Void,
    Error,
}

impl CheckTy {
    const INT: CheckTy = CheckTy::Val(Ty::Int);

    fn describe(self) -> &'static str {
        match self {
            CheckTy::Val(t) => t.name(),
            CheckTy::Void => "no value",
            CheckTy::Error => "?",
        }
    }
}

struct Scope {
    parent: Option<ScopeId>,
    /// The function whose body this scope is.
    owner: Option<FuncIdx>,
    vars: HashMap<String, VarIdx>,
    funcs: HashMap<String, Vec<FuncIdx>>,
}

struct FuncShell<'a> {
    decl: &'a ast::FuncDecl,
    parent: Option<FuncIdx>,
    body_scope: ScopeId,
    param_tys: Vec<Ty>,
    symbol: String,
    params: Vec<VarIdx>,
    locals: Vec<VarIdx>,
    /// Variables of enclosing functions used directly in the body.
    direct_uses: BTreeSet<VarIdx>,
    callees: BTreeSet<FuncIdx>,
    body: Vec<hir::Stmt>,
}

struct Analyzer<'a> {
    sources: &'a SourceMap,
    diags: Vec<Diagnostic>,
    scopes: Vec<Scope>,
    funcs: Vec<FuncShell<'a>>,
    vars: Vec<hir::VarInfo>,
}

/// The scalar type of a type as written (an array's element type).
fn ty_of(t: &ast::TypeSpec) -> Ty {
    match t.scalar {
        TypeName::Int => Ty::Int,
        TypeName::Bool => Ty::Bool,
    }
}

/// The longest array (2^27 elements: 512 MiB of ints); arrays live on the
/// stack, which is 1 GiB.
pub const MAX_ARRAY_LEN: i64 = 1 << 27;
/// The most array memory one function may declare.
pub const MAX_ARRAYS_BYTES_PER_FUNCTION: u64 = 768 << 20;

/// Constant value of an expression made of literals and arithmetic (with
/// wend's wrapping semantics), for checking constant array indices.
fn const_eval(e: &ast::Expr) -> Option<i32> {
    match &e.kind {
        ExprKind::Int(v) => Some(*v),
        ExprKind::Unary(UnaryOp::Neg, x) => Some(const_eval(x)?.wrapping_neg()),
        ExprKind::Unary(UnaryOp::Plus, x) => const_eval(x),
        ExprKind::Binary(op, _, l, r) => {
            let (a, b) = (const_eval(l)?, const_eval(r)?);
            match op {
                BinaryOp::Add => Some(a.wrapping_add(b)),
                BinaryOp::Sub => Some(a.wrapping_sub(b)),
                BinaryOp::Mul => Some(a.wrapping_mul(b)),
                BinaryOp::Div if b != 0 && !(a == i32::MIN && b == -1) => Some(a / b),
                BinaryOp::Rem if b != 0 && !(a == i32::MIN && b == -1) => Some(a % b),
                _ => None,
            }
        }
        _ => None,
    }
}

fn signature(name: &str, tys: &[Ty]) -> String {
    let tys: Vec<&str> = tys.iter().map(|t| t.name()).collect();
    format!("{name}({})", tys.join(", "))
}

impl<'a> Analyzer<'a> {
    fn new(sources: &'a SourceMap) -> Analyzer<'a> {
        let mut a = Analyzer { sources, diags: Vec::new(), scopes: Vec::new(), funcs: Vec::new(), vars: Vec::new() };
        a.new_scope(None, None); // PRELUDE_SCOPE
        a.new_scope(Some(PRELUDE_SCOPE), None); // PROGRAM_SCOPE
        a
    }

    fn new_scope(&mut self, parent: Option<ScopeId>, owner: Option<FuncIdx>) -> ScopeId {
        self.scopes.push(Scope { parent, owner, vars: HashMap::new(), funcs: HashMap::new() });
        self.scopes.len() - 1
    }

    fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    fn loc(&self, span: Span) -> SrcLoc {
        let (line, col) = self.sources.file(span.file).line_col(span.start);
        SrcLoc { line, col }
    }

    fn func(&self, f: FuncIdx) -> &FuncShell<'a> {
        &self.funcs[f.0 as usize]
    }

    // ----- declarations -----

    /// Check the program's shape (one function `main()`) and declare it.
    fn declare_program(&mut self, program: &'a ast::SourceUnit, whole_file: Span) -> Option<FuncIdx> {
        let Some(main) = program.funcs.first() else {
            self.error(
                Diagnostic::error(Span { end: whole_file.start, ..whole_file }, "the program has no `main` function")
                    .with_label("expected `main() { … }`")
                    .with_note("a wend program is one function `main()` with everything else nested inside it"),
            );
            return None;
        };
        for extra in &program.funcs[1..] {
            self.error(
                Diagnostic::error(extra.name.span, format!("function `{}` is declared outside `main`", extra.name.name))
                    .with_label("a second top-level function")
                    .with_help("a wend program is a single function `main()`; declare other functions inside it"),
            );
        }
        if main.name.name != "main" {
            self.error(
                Diagnostic::error(main.name.span, format!("the program's function is called `{}`, not `main`", main.name.name))
                    .with_label("expected `main`"),
            );
        }
        if let Some(p) = main.params.first() {
            self.error(
                Diagnostic::error(main.params.last().map_or(p.name.span, |l| p.name.span.to(l.name.span)), "`main` takes no parameters")
                    .with_label("remove these parameters"),
            );
        }
        if main.ret.is_some() {
            self.error(Diagnostic::error(main.header_span, "`main` has no return type").with_label("`main` must be declared as `main() { … }`"));
        }
        let ids = self.declare_funcs(std::slice::from_ref(main), PROGRAM_SCOPE, None, "");
        Some(ids[0])
    }

    /// Declare sibling functions in `scope`, then (recursively) their
    /// parameters, variables and nested functions.
    fn declare_funcs(&mut self, decls: &'a [ast::FuncDecl], scope: ScopeId, parent: Option<FuncIdx>, prefix: &str) -> Vec<FuncIdx> {
        let mut ids = Vec::new();
        for decl in decls {
            let idx = FuncIdx(self.funcs.len() as u32);
            let param_tys: Vec<Ty> = decl.params.iter().map(|p| ty_of(&p.ty)).collect();
            self.check_duplicate_function(scope, decl, &param_tys);
            let body_scope = self.new_scope(Some(scope), Some(idx));
            self.scopes[scope].funcs.entry(decl.name.name.clone()).or_default().push(idx);
            self.funcs.push(FuncShell {
                decl,
                parent,
                body_scope,
                param_tys,
                symbol: String::new(),
                params: Vec::new(),
                locals: Vec::new(),
                direct_uses: BTreeSet::new(),
                callees: BTreeSet::new(),
                body: Vec::new(),
            });
            ids.push(idx);
        }
        for &idx in &ids {
            let shell = self.func(idx);
            let overloaded = self.scopes[scope].funcs[&shell.decl.name.name].len() > 1;
            let mut symbol = format!("{prefix}{}", shell.decl.name.name);
            if overloaded {
                let tys: Vec<&str> = shell.param_tys.iter().map(|t| t.name()).collect();
                symbol.push_str(&format!("({})", tys.join(",")));
            }
            self.funcs[idx.0 as usize].symbol = symbol;
        }
        for &idx in &ids {
            self.declare_vars(idx);
            let decl = self.func(idx).decl;
            let body_scope = self.func(idx).body_scope;
            let child_prefix = format!("{}.", self.func(idx).symbol);
            self.declare_funcs(&decl.funcs, body_scope, Some(idx), &child_prefix);
        }
        ids
    }

    fn check_duplicate_function(&mut self, scope: ScopeId, decl: &ast::FuncDecl, param_tys: &[Ty]) {
        let Some(existing) = self.scopes[scope].funcs.get(&decl.name.name) else { return };
        if let Some(&prev) = existing.iter().find(|&&f| self.func(f).param_tys == param_tys) {
            let prev_span = self.func(prev).decl.name.span;
            self.error(
                Diagnostic::error(
                    decl.name.span,
                    format!("function `{}` is declared twice in the same scope", signature(&decl.name.name, param_tys)),
                )
                .with_label("second declaration")
                .with_secondary(prev_span, "first declared here")
                .with_help("overloads must differ in their parameter types"),
            );
        }
    }

    fn declare_vars(&mut self, f: FuncIdx) {
        let decl = self.func(f).decl;
        let scope = self.func(f).body_scope;
        let mut params = Vec::new();
        for p in &decl.params {
            // An array parameter is an error; declaring it as an array
            // anyway keeps its uses from producing more errors.
            let array_len = p.ty.array_len.as_ref().map(|_| 1);
            if array_len.is_some() {
                self.error(
                    Diagnostic::error(p.ty.span, format!("parameter `{}` cannot be an array", p.name.name))
                        .with_label("arrays cannot be passed to functions")
                        .with_help("a nested function sees the arrays of the functions around it: declare the array there"),
                );
            }
            if let Some(v) = self.declare_var(scope, f, &p.name, ty_of(&p.ty), array_len, "parameter") {
                params.push(v);
            }
        }
        if let Some(ret) = decl.ret.as_ref().filter(|r| r.array_len.is_some()) {
            self.error(
                Diagnostic::error(ret.span, format!("function `{}` cannot return an array", decl.name.name))
                    .with_label("functions return an int, a bool, or nothing"),
            );
        }
        let mut locals = Vec::new();
        let mut array_bytes = 0u64;
        for v in &decl.vars {
            // An invalid length is reported; the array is still declared
            // (with length 1) so that its uses cause no further errors.
            let len = v.ty.array_len.as_ref().map(|len| self.array_length(len).unwrap_or(1));
            if let Some(n) = len {
                let elem_bytes = if v.ty.scalar == TypeName::Int { 4 } else { 1 };
                array_bytes += n as u64 * elem_bytes;
                if array_bytes > MAX_ARRAYS_BYTES_PER_FUNCTION {
                    self.error(
                        Diagnostic::error(v.span, format!("the arrays of `{}` take more than {} MiB", decl.name.name, MAX_ARRAYS_BYTES_PER_FUNCTION >> 20))
                            .with_label("this array does not fit in the stack frame")
                            .with_note("arrays live on the stack, which is 1 GiB"),
                    );
                }
            }
            if let Some(var) = self.declare_var(scope, f, &v.name, ty_of(&v.ty), len, "variable") {
                locals.push(var);
            }
        }
        let shell = &mut self.funcs[f.0 as usize];
        shell.params = params;
        shell.locals = locals;
    }

    /// The length of an array type: a positive integer literal.
    fn array_length(&mut self, len: &ast::Expr) -> Option<u32> {
        // A literal's value as written: the lexer keeps 2147483648 (which
        // only `-2147483648` may use) as i32::MIN, its bits as a u32.
        let written = |n: i32| n as u32 as i64;
        match (&len.kind, const_eval(len)) {
            (ExprKind::Int(n), _) if *n > 0 && written(*n) <= MAX_ARRAY_LEN => Some(*n as u32),
            (ExprKind::Int(n), _) if *n != 0 => {
                let n = written(*n);
                self.error(
                    Diagnostic::error(len.span, format!("array length {n} is too large"))
                        .with_label(format!("at most {MAX_ARRAY_LEN}")),
                );
                None
            }
            (_, Some(n)) if n <= 0 => {
                self.error(Diagnostic::error(len.span, format!("the length of an array must be positive, not {n}")).with_label("not positive"));
                None
            }
            _ => {
                self.error(
                    Diagnostic::error(len.span, "the length of an array must be an integer literal")
                        .with_label("not a literal")
                        .with_help("write the number itself, e.g. `int[64] a;`"),
                );
                None
            }
        }
    }

    fn declare_var(&mut self, scope: ScopeId, owner: FuncIdx, name: &ast::Ident, ty: Ty, array_len: Option<u32>, what: &str) -> Option<VarIdx> {
        if let Some(&prev) = self.scopes[scope].vars.get(&name.name) {
            let prev_span = self.vars[prev.0 as usize].span;
            let prev_is_param = self.func(owner).decl.params.iter().any(|p| p.name.span == prev_span);
            let prev_what = if prev_is_param { "parameter" } else { "variable" };
            let fname = &self.func(owner).decl.name.name;
            let message = if what == prev_what {
                format!("{what} `{}` is declared twice in `{fname}`", name.name)
            } else {
                format!("{what} `{}` has the same name as a {prev_what} of `{fname}`", name.name)
            };
            self.error(
                Diagnostic::error(name.span, message)
                    .with_label("second declaration")
                    .with_secondary(prev_span, format!("the {prev_what} is declared here"))
                    .with_help("rename one of them"),
            );
            return None;
        }
        let v = VarIdx(self.vars.len() as u32);
        self.vars.push(hir::VarInfo { name: name.name.clone(), ty, array_len, owner, span: name.span });
        self.scopes[scope].vars.insert(name.name.clone(), v);
        Some(v)
    }

    // ----- bodies -----

    fn check_all_bodies(&mut self) {
        for i in 0..self.funcs.len() {
            let f = FuncIdx(i as u32);
            let decl = self.func(f).decl;
            let body = self.check_block(f, &decl.body);
            if let Some(ret) = &decl.ret {
                if falls_through(&decl.body) {
                    self.error(
                        Diagnostic::error(
                            decl.end_span,
                            format!("function `{}` can reach its end without returning a value", decl.name.name),
                        )
                        .with_label(format!("control can reach the end of this {} function", ty_of(ret).name()))
                        .with_secondary(decl.header_span, "declared here")
                        .with_note("every path must end with `return`; `while true { … }` counts as never finishing"),
                    );
                }
            }
            self.funcs[i].body = body;
        }
    }

    fn check_block(&mut self, f: FuncIdx, stmts: &[ast::Stmt]) -> Vec<hir::Stmt> {
        stmts.iter().filter_map(|s| self.check_stmt(f, s)).collect()
    }

    fn check_stmt(&mut self, f: FuncIdx, stmt: &ast::Stmt) -> Option<hir::Stmt> {
        let loc = self.loc(stmt.span);
        let kind = match &stmt.kind {
            StmtKind::Error => return None,
            StmtKind::Assign { target, index: Some(index), value } => {
                let var = self.lookup_var(f, target);
                let index = var.and_then(|var| self.check_index(f, var, target, index));
                let (value, vty) = self.check_expr(f, value);
                let (var, index) = (var?, index?);
                let elem_ty = self.vars[var.0 as usize].ty;
                if !self.compatible(vty, elem_ty) {
                    self.error(
                        Diagnostic::error(
                            stmt_value_span(stmt),
                            format!("cannot store {} in `{}`, whose elements are {}s", describe_value(vty), target.name, elem_ty.name()),
                        )
                        .with_label(format!("this is {}", vty.describe()))
                        .with_secondary(self.vars[var.0 as usize].span, format!("`{}` is declared here", target.name)),
                    );
                }
                hir::StmtKind::AssignIndex(var, index, value?)
            }
            StmtKind::Assign { target, index: None, value } => {
                let var = self.lookup_var(f, target);
                if var.is_some_and(|v| self.vars[v.0 as usize].array_len.is_some()) {
                    self.error(
                        Diagnostic::error(target.span, format!("cannot assign to the array `{}` as a whole", target.name))
                            .with_label("an array, not a variable")
                            .with_help(format!("assign its elements one by one: `{}[i] = …;`", target.name)),
                    );
                    return None; // the value (often an array too) is not looked at
                }
                let (value, vty) = self.check_expr(f, value);
                let var = var?;
                let var_ty = self.vars[var.0 as usize].ty;
                if !self.compatible(vty, var_ty) {
                    let span = stmt_value_span(stmt);
                    self.error(
                        Diagnostic::error(
                            span,
                            format!("cannot assign {} to `{}`, which is {}", describe_value(vty), target.name, article(var_ty)),
                        )
                        .with_label(format!("this is {}", vty.describe()))
                        .with_secondary(self.vars[var.0 as usize].span, format!("`{}` is declared {} here", target.name, var_ty.name())),
                    );
                }
                hir::StmtKind::Assign(var, value?)
            }
            StmtKind::Call(call) => {
                let (call, _) = self.check_call(f, call)?;
                hir::StmtKind::Call(call)
            }
            StmtKind::If { cond, then_body, else_body } => {
                let cond = self.check_condition(f, cond, "if");
                let then_body = self.check_block(f, then_body);
                let else_body = else_body.as_ref().map(|b| self.check_block(f, b)).unwrap_or_default();
                hir::StmtKind::If(cond?, then_body, else_body)
            }
            StmtKind::While { cond, body } => {
                let cond = self.check_condition(f, cond, "while");
                let body = self.check_block(f, body);
                hir::StmtKind::While(cond?, body)
            }
            StmtKind::Return(value) => self.check_return(f, stmt.span, value.as_ref())?,
            StmtKind::Print { value, newline } => {
                let arg = self.check_print_arg(f, value)?;
                hir::StmtKind::Print(arg, *newline)
            }
        };
        Some(hir::Stmt { kind, loc })
    }

    fn check_condition(&mut self, f: FuncIdx, cond: &ast::Expr, keyword: &str) -> Option<hir::Expr> {
        let (expr, ty) = self.check_expr(f, cond);
        if !self.compatible(ty, Ty::Bool) {
            self.error(
                Diagnostic::error(cond.span, format!("the condition of `{keyword}` must be a bool, but it is {}", describe_value(ty)))
                    .with_label(format!("this is {}", ty.describe()))
                    .with_help(match ty {
                        CheckTy::Val(Ty::Int) => "compare it explicitly, e.g. `x != 0`",
                        _ => "use a comparison or a bool variable",
                    }),
            );
            return None;
        }
        expr
    }

    fn check_return(&mut self, f: FuncIdx, span: Span, value: Option<&ast::Expr>) -> Option<hir::StmtKind> {
        let decl = self.func(f).decl;
        let fname = decl.name.name.clone();
        match (decl.ret.as_ref().map(ty_of), value) {
            (None, None) => Some(hir::StmtKind::Return(None)),
            (None, Some(v)) => {
                self.check_expr(f, v);
                self.error(
                    Diagnostic::error(v.span, format!("`{fname}` has no return type, so it cannot return a value"))
                        .with_label("this value cannot be returned")
                        .with_secondary(decl.header_span, "declared without a return type here")
                        .with_help(format!("declare it as `int {fname}(…)` or `bool {fname}(…)`, or write `return;`")),
                );
                None
            }
            (Some(ret), None) => {
                self.error(
                    Diagnostic::error(span, format!("`{fname}` returns {}, but this `return` has no value", article(ret)))
                        .with_label(format!("expected `return <{}>;`", ret.name()))
                        .with_secondary(decl.header_span, "declared here"),
                );
                None
            }
            (Some(ret), Some(v)) => {
                let (expr, ty) = self.check_expr(f, v);
                if !self.compatible(ty, ret) {
                    self.error(
                        Diagnostic::error(v.span, format!("`{fname}` returns {}, but this is {}", article(ret), describe_value(ty)))
                            .with_label(format!("this is {}", ty.describe()))
                            .with_secondary(decl.header_span, format!("declared to return {} here", ret.name())),
                    );
                    return None;
                }
                Some(hir::StmtKind::Return(Some(expr?)))
            }
        }
    }

    fn check_print_arg(&mut self, f: FuncIdx, value: &ast::Expr) -> Option<PrintArg> {
        if let ExprKind::Str(bytes) = &value.kind {
            return Some(PrintArg::Str(bytes.clone()));
        }
        let (expr, ty) = self.check_expr(f, value);
        match ty {
            CheckTy::Val(_) => Some(PrintArg::Value(expr?)),
            CheckTy::Error => None,
            CheckTy::Void => {
                self.error(
                    Diagnostic::error(value.span, format!("cannot print {}", describe_value(ty)))
                        .with_label(format!("this is {}", ty.describe()))
                        .with_note("`print` takes an int, a bool or a string literal"),
                );
                None
            }
        }
    }

    /// Whether a value of type `found` may be used where `expected` is
    /// required (an already reported error is compatible with anything).
    fn compatible(&self, found: CheckTy, expected: Ty) -> bool {
        found == CheckTy::Error || found == CheckTy::Val(expected)
    }

    // ----- names -----

    fn lookup_var(&mut self, f: FuncIdx, name: &ast::Ident) -> Option<VarIdx> {
        let mut scope = Some(self.func(f).body_scope);
        while let Some(s) = scope {
            if let Some(&v) = self.scopes[s].vars.get(&name.name) {
                let owner = self.scopes[s].owner.expect("variables live in function scopes");
                if owner != f {
                    self.funcs[f.0 as usize].direct_uses.insert(v);
                }
                return Some(v);
            }
            scope = self.scopes[s].parent;
        }
        let mut d = Diagnostic::error(name.span, format!("undefined variable `{}`", name.name)).with_label("not declared in any enclosing function");
        if self.visible_functions(f, &name.name).next().is_some() {
            d = d.with_help(format!("`{0}` is a function; call it as `{0}(…)`", name.name));
        } else if let Some(similar) = self.similar_var_name(f, &name.name) {
            d = d.with_help(format!("a variable with a similar name exists: `{similar}`"));
        }
        self.error(d);
        None
    }

    fn similar_var_name(&self, f: FuncIdx, name: &str) -> Option<String> {
        let mut names = Vec::new();
        let mut scope = Some(self.func(f).body_scope);
        while let Some(s) = scope {
            names.extend(self.scopes[s].vars.keys().cloned());
            scope = self.scopes[s].parent;
        }
        closest(name, names)
    }

    /// Functions named `name` visible from the body of `f`, innermost first.
    fn visible_functions<'s>(&'s self, f: FuncIdx, name: &'s str) -> impl Iterator<Item = FuncIdx> + 's {
        let mut scope = Some(self.func(f).body_scope);
        std::iter::from_fn(move || {
            let s = scope?;
            scope = self.scopes[s].parent;
            Some(self.scopes[s].funcs.get(name).cloned().unwrap_or_default())
        })
        .flatten()
    }

    fn check_call(&mut self, f: FuncIdx, call: &ast::Call) -> Option<(hir::Call, CheckTy)> {
        let mut args = Vec::new();
        let mut arg_tys = Vec::new();
        let mut broken = false;
        for arg in &call.args {
            let (expr, ty) = self.check_expr(f, arg);
            match ty {
                CheckTy::Val(t) => arg_tys.push(t),
                CheckTy::Error => broken = true,
                CheckTy::Void => {
                    self.error(
                        Diagnostic::error(arg.span, format!("{} cannot be passed as an argument", capitalize(describe_value(ty))))
                            .with_label(format!("this is {}", ty.describe())),
                    );
                    broken = true;
                }
            }
            args.push(expr);
        }
        let name = &call.name.name;
        let candidates: Vec<FuncIdx> = self.visible_functions(f, name).collect();
        if candidates.is_empty() {
            let mut d = Diagnostic::error(call.name.span, format!("undefined function `{name}`")).with_label("no function with this name is visible here");
            if let Some(similar) = self.similar_function_name(f, name) {
                d = d.with_help(format!("a function with a similar name exists: `{similar}`"));
            }
            self.error(d);
            return None;
        }
        if broken {
            return None;
        }
        let Some(&callee) = candidates.iter().find(|&&c| self.func(c).param_tys == arg_tys) else {
            self.report_no_overload(call, &arg_tys, &candidates);
            return None;
        };
        self.funcs[f.0 as usize].callees.insert(callee);
        let ret = match &self.func(callee).decl.ret {
            Some(t) => CheckTy::Val(ty_of(t)),
            None => CheckTy::Void,
        };
        let args = args.into_iter().collect::<Option<Vec<_>>>()?;
        Some((hir::Call { func: callee, args }, ret))
    }

    fn report_no_overload(&mut self, call: &ast::Call, arg_tys: &[Ty], candidates: &[FuncIdx]) {
        let name = &call.name.name;
        let mut sigs: Vec<String> = Vec::new();
        for &c in candidates {
            let sig = signature(name, &self.func(c).param_tys);
            if !sigs.contains(&sig) {
                sigs.push(sig);
            }
        }
        let tys: Vec<&str> = arg_tys.iter().map(|t| t.name()).collect();
        let mut d = Diagnostic::error(
            call.span,
            format!("no function `{name}` takes ({}); candidates: {}", tys.join(", "), sigs.join(", ")),
        )
        .with_label(format!("called with ({})", tys.join(", ")));
        if candidates.len() == 1 {
            let decl = self.func(candidates[0]).decl;
            d = d.with_secondary(decl.header_span, "the only candidate is declared here");
        }
        self.error(d);
    }

    fn similar_function_name(&self, f: FuncIdx, name: &str) -> Option<String> {
        let mut names = Vec::new();
        let mut scope = Some(self.func(f).body_scope);
        while let Some(s) = scope {
            names.extend(self.scopes[s].funcs.keys().cloned());
            scope = self.scopes[s].parent;
        }
        closest(name, names)
    }

    // ----- expressions -----

    /// Check an expression; the HIR is `None` when it contains an error.
    fn check_expr(&mut self, f: FuncIdx, e: &ast::Expr) -> (Option<hir::Expr>, CheckTy) {
        let loc = self.loc(e.span);
        let typed = |kind: hir::ExprKind, ty: Ty| (Some(hir::Expr { kind, ty, loc }), CheckTy::Val(ty));
        match &e.kind {
            ExprKind::Int(v) => typed(hir::ExprKind::Int(*v), Ty::Int),
            ExprKind::Bool(b) => typed(hir::ExprKind::Bool(*b), Ty::Bool),
            ExprKind::Str(_) => {
                self.error(
                    Diagnostic::error(e.span, "a string literal can only be printed")
                        .with_label("string used as a value")
                        .with_note("wend has no string values: strings may only appear as `print \"…\";`"),
                );
                (None, CheckTy::Error)
            }
            ExprKind::Error => (None, CheckTy::Error),
            ExprKind::TooDeep => {
                self.error(
                    Diagnostic::error(e.span, format!("expression is nested more than {} levels deep", ast::MAX_EXPR_DEPTH))
                        .with_label("this expression is too deep")
                        .with_help("split it into several statements using variables"),
                );
                (None, CheckTy::Error)
            }
            ExprKind::Var(name) => match self.lookup_var(f, name) {
                Some(v) if self.vars[v.0 as usize].array_len.is_some() => {
                    self.error(
                        Diagnostic::error(name.span, format!("the array `{}` cannot be used as a value", name.name))
                            .with_label("an array, not a value")
                            .with_note("arrays cannot be assigned, compared, printed, passed or returned as a whole")
                            .with_help(format!("use one element: `{}[i]`", name.name)),
                    );
                    (None, CheckTy::Error)
                }
                Some(v) => {
                    let ty = self.vars[v.0 as usize].ty;
                    typed(hir::ExprKind::Var(v), ty)
                }
                None => (None, CheckTy::Error),
            },
            ExprKind::Index(name, index) => {
                let Some(var) = self.lookup_var(f, name) else {
                    self.check_expr(f, index);
                    return (None, CheckTy::Error);
                };
                match self.check_index(f, var, name, index) {
                    Some(index) => {
                        let ty = self.vars[var.0 as usize].ty;
                        typed(hir::ExprKind::Index(var, Box::new(index)), ty)
                    }
                    None => (None, CheckTy::Error),
                }
            }
            ExprKind::Call(call) => match self.check_call(f, call) {
                Some((call, CheckTy::Val(ty))) => typed(hir::ExprKind::Call(call), ty),
                Some((call, _)) => {
                    let callee = self.func(call.func).decl;
                    let (callee_name, callee_span) = (callee.name.name.clone(), callee.header_span);
                    self.error(
                        Diagnostic::error(e.span, format!("`{callee_name}` returns no value, so its call cannot be used in an expression"))
                            .with_label("this call has no value")
                            .with_secondary(callee_span, "declared without a return type here"),
                    );
                    (None, CheckTy::Error)
                }
                None => (None, CheckTy::Error),
            },
            ExprKind::Unary(op, operand) => self.check_unary(f, *op, operand, loc),
            ExprKind::Binary(op, op_span, lhs, rhs) => {
                let op_loc = self.loc(*op_span);
                self.check_binary(f, *op, lhs, rhs, loc, op_loc)
            }
        }
    }

    /// Check `name[index]`: `name` must be an array, the index an int, and a
    /// constant index must be within the array.
    fn check_index(&mut self, f: FuncIdx, var: VarIdx, name: &ast::Ident, index: &ast::Expr) -> Option<hir::Expr> {
        let (checked, ty) = self.check_expr(f, index);
        let info = &self.vars[var.0 as usize];
        let (decl_span, array_len) = (info.span, info.array_len);
        let Some(len) = array_len else {
            self.error(
                Diagnostic::error(name.span, format!("`{}` is not an array, so it cannot be indexed", name.name))
                    .with_label(format!("this is {}", article(info.ty)))
                    .with_secondary(decl_span, format!("`{}` is declared here", name.name)),
            );
            return None;
        };
        if !self.compatible(ty, Ty::Int) {
            self.error(
                Diagnostic::error(index.span, format!("an array index must be an int, but this is {}", describe_value(ty)))
                    .with_label(format!("this is {}", ty.describe())),
            );
            return None;
        }
        if let Some(i) = const_eval(index) {
            if i < 0 || i as i64 >= len as i64 {
                self.error(
                    Diagnostic::error(index.span, format!("index {i} is out of range for array `{}` of length {len}", name.name))
                        .with_label(format!("valid indices are 0 to {}", len - 1))
                        .with_secondary(decl_span, format!("`{}` is declared with length {len} here", name.name)),
                );
                return None;
            }
        }
        checked
    }

    fn check_unary(&mut self, f: FuncIdx, op: UnaryOp, operand: &ast::Expr, loc: SrcLoc) -> (Option<hir::Expr>, CheckTy) {
        let (inner, ty) = self.check_expr(f, operand);
        let (want, sym) = match op {
            UnaryOp::Not => (Ty::Bool, "!"),
            UnaryOp::Neg => (Ty::Int, "-"),
            UnaryOp::Plus => (Ty::Int, "+"),
        };
        if !self.compatible(ty, want) {
            self.error(
                Diagnostic::error(
                    operand.span,
                    format!("unary `{sym}` needs {} operand, but this is {}", article(want), describe_value(ty)),
                )
                .with_label(format!("this is {}, not {}", ty.describe(), want.name())),
            );
            return (None, CheckTy::Error);
        }
        let Some(inner) = inner else { return (None, CheckTy::Error) };
        let kind = match op {
            UnaryOp::Not => hir::ExprKind::Not(Box::new(inner)),
            UnaryOp::Neg => hir::ExprKind::Neg(Box::new(inner)),
            UnaryOp::Plus => return (Some(hir::Expr { loc, ..inner }), CheckTy::INT),
        };
        (Some(hir::Expr { kind, ty: want, loc }), CheckTy::Val(want))
    }

    fn check_binary(
        &mut self,
        f: FuncIdx,
        op: BinaryOp,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        loc: SrcLoc,
        op_loc: SrcLoc,
    ) -> (Option<hir::Expr>, CheckTy) {
        let (l, lt) = self.check_expr(f, lhs);
        let (r, rt) = self.check_expr(f, rhs);
        let sym = op.symbol();
        // The operand type the operator needs, if it does not accept both.
        let operand_ty = match op {
            BinaryOp::And | BinaryOp::Or => Some(Ty::Bool),
            BinaryOp::Eq | BinaryOp::Ne => None,
            _ => Some(Ty::Int),
        };
        let result_ty = match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem => Ty::Int,
            _ => Ty::Bool,
        };
        match operand_ty {
            Some(want) => {
                let bad: Vec<(&ast::Expr, CheckTy)> =
                    [(lhs, lt), (rhs, rt)].into_iter().filter(|&(_, t)| !self.compatible(t, want)).collect();
                if let Some(&(first, first_ty)) = bad.first() {
                    let mut d = Diagnostic::error(
                        first.span,
                        format!("operator `{sym}` needs {} operands, but found {} and {}", want.name(), lt.describe(), rt.describe()),
                    )
                    .with_label(format!("this is {}, not {}", first_ty.describe(), want.name()));
                    if let Some(&(second, second_ty)) = bad.get(1) {
                        d = d.with_secondary(second.span, format!("this is {} too", second_ty.describe()));
                    }
                    self.error(d);
                    return (None, CheckTy::Error);
                }
            }
            None => {
                let ok = match (lt, rt) {
                    (CheckTy::Error, _) | (_, CheckTy::Error) => true,
                    (CheckTy::Val(a), CheckTy::Val(b)) => a == b,
                    _ => false,
                };
                if !ok {
                    self.error(
                        Diagnostic::error(
                            rhs.span,
                            format!("`{sym}` compares values of the same type, but found {} and {}", lt.describe(), rt.describe()),
                        )
                        .with_label(format!("this is {}", rt.describe()))
                        .with_secondary(lhs.span, format!("this is {}", lt.describe())),
                    );
                    return (None, CheckTy::Error);
                }
            }
        }
        let (Some(l), Some(r)) = (l, r) else { return (None, CheckTy::Error) };
        let (l, r) = (Box::new(l), Box::new(r));
        let kind = match op {
            BinaryOp::Or => hir::ExprKind::Or(l, r),
            BinaryOp::And => hir::ExprKind::And(l, r),
            BinaryOp::Add => hir::ExprKind::Arith(ArithOp::Add, l, r, op_loc),
            BinaryOp::Sub => hir::ExprKind::Arith(ArithOp::Sub, l, r, op_loc),
            BinaryOp::Mul => hir::ExprKind::Arith(ArithOp::Mul, l, r, op_loc),
            BinaryOp::Div => hir::ExprKind::Arith(ArithOp::Div, l, r, op_loc),
            BinaryOp::Rem => hir::ExprKind::Arith(ArithOp::Rem, l, r, op_loc),
            BinaryOp::Eq => hir::ExprKind::Compare(CmpOp::Eq, l, r),
            BinaryOp::Ne => hir::ExprKind::Compare(CmpOp::Ne, l, r),
            BinaryOp::Lt => hir::ExprKind::Compare(CmpOp::Lt, l, r),
            BinaryOp::Le => hir::ExprKind::Compare(CmpOp::Le, l, r),
            BinaryOp::Gt => hir::ExprKind::Compare(CmpOp::Gt, l, r),
            BinaryOp::Ge => hir::ExprKind::Compare(CmpOp::Ge, l, r),
        };
        (Some(hir::Expr { kind, ty: result_ty, loc }), CheckTy::Val(result_ty))
    }

    // ----- results -----

    /// Solve the capture equations and assemble the program.
    fn finish(self, main: FuncIdx) -> hir::Program {
        let captures = self.solve_captures();
        let Analyzer { funcs, vars, sources, .. } = self;
        let funcs = funcs
            .into_iter()
            .zip(captures)
            .map(|(shell, captures)| {
                let span = shell.decl.header_span;
                let (line, col) = sources.file(span.file).line_col(span.start);
                hir::FuncInfo {
                    name: shell.decl.name.name.clone(),
                    symbol: shell.symbol,
                    parent: shell.parent,
                    params: shell.params,
                    ret: shell.decl.ret.as_ref().map(ty_of),
                    locals: shell.locals,
                    captures: captures.into_iter().collect(),
                    callees: shell.callees.into_iter().collect(),
                    body: shell.body,
                    loc: SrcLoc { line, col },
                    span,
                }
            })
            .collect();
        hir::Program { funcs, vars, main }
    }

    fn solve_captures(&self) -> Vec<BTreeSet<VarIdx>> {
        let mut captures: Vec<BTreeSet<VarIdx>> = self.funcs.iter().map(|f| f.direct_uses.clone()).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for (i, shell) in self.funcs.iter().enumerate() {
                let me = FuncIdx(i as u32);
                for &callee in &shell.callees {
                    let needed: Vec<VarIdx> = captures[callee.0 as usize]
                        .iter()
                        .copied()
                        .filter(|v| self.vars[v.0 as usize].owner != me)
                        .collect();
                    for v in needed {
                        changed |= captures[i].insert(v);
                    }
                }
            }
        }
        captures
    }
}

/// Whether control can run past the end of `stmts` (WEND.md: a typed
/// function must not; `while true` never finishes, since wend has no break).
fn falls_through(stmts: &[ast::Stmt]) -> bool {
    stmts.iter().all(|s| match &s.kind {
        StmtKind::Return(_) => false,
        StmtKind::If { then_body, else_body: Some(else_body), .. } => falls_through(then_body) || falls_through(else_body),
        StmtKind::While { cond, .. } => !matches!(cond.kind, ExprKind::Bool(true)),
        _ => true,
    })
}

fn stmt_value_span(stmt: &ast::Stmt) -> Span {
    match &stmt.kind {
        StmtKind::Assign { value, .. } => value.span,
        _ => stmt.span,
    }
}

fn article(t: Ty) -> &'static str {
    match t {
        Ty::Int => "an int",
        Ty::Bool => "a bool",
    }
}

fn describe_value(t: CheckTy) -> &'static str {
    match t {
        CheckTy::Val(Ty::Int) => "an int",
        CheckTy::Val(Ty::Bool) => "a bool",
        CheckTy::Void => "the result of a procedure (which has no value)",
        CheckTy::Error => "an invalid expression",
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The candidate closest to `name` by edit distance, if close enough to be
/// a likely typo.
fn closest(name: &str, candidates: Vec<String>) -> Option<String> {
    let limit = if name.len() <= 3 { 1 } else { 2 };
    candidates
        .into_iter()
        .filter(|c| c != name)
        .map(|c| (edit_distance(name, &c), c))
        .filter(|(d, _)| *d <= limit)
        .min()
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = prev + usize::from(ca != cb);
            prev = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::edit_distance;

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("count", "count"), 0);
        assert_eq!(edit_distance("count", "cont"), 1);
        assert_eq!(edit_distance("x1", "y2"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
