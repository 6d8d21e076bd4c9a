//! Type checking (phase 2a): one function body at a time, from the AST to
//! HIR statements and expressions.
//!
//! - Input: the function's AST body, and the declarations of phase 1
//!   (every name is looked up through `resolve`, every call's overload is
//!   chosen there from the argument types computed here).
//! - Output: the body's HIR, stored in the function's `FuncShell`, and a
//!   diagnostic for each type error: a condition that is not a bool,
//!   mismatched operands, assignments and returns, a procedure's result
//!   used as a value, arrays used as values, bad or out-of-range constant
//!   indices, string literals outside `print`.
//! - Invariants: an expression's HIR is `None` exactly when it contains an
//!   error, which then has been reported; its type is then `CheckTy::Error`,
//!   which is compatible with everything, so one mistake produces one
//!   message. A statement containing an error is left out of the HIR, so
//!   only an error-free body is complete.

use super::{const_eval, ty_of, Analyzer};
use crate::diag::{Code, Diagnostic, Span};
use crate::frontend::ast::{self, BinaryOp, ExprKind, StmtKind, UnaryOp};
use crate::frontend::hir::{self, ArithOp, CmpOp, FuncIdx, PrintArg, Ty, VarIdx};
use crate::ir::SrcLoc;

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

impl<'a> Analyzer<'a> {
    /// Check the body of `f` and return its HIR.
    pub(super) fn check_body(&mut self, f: FuncIdx) -> Vec<hir::Stmt> {
        let decl = self.func(f).decl;
        self.check_block(f, &decl.body)
    }

    // ----- statements -----

    fn check_block(&mut self, f: FuncIdx, stmts: &[ast::Stmt]) -> Vec<hir::Stmt> {
        stmts.iter().filter_map(|s| self.check_stmt(f, s)).collect()
    }

    fn check_stmt(&mut self, f: FuncIdx, stmt: &ast::Stmt) -> Option<hir::Stmt> {
        let loc = self.loc(stmt.span);
        let kind = match &stmt.kind {
            StmtKind::Error => return None,
            StmtKind::Assign { target, index: Some(index), value } => {
                self.check_element_assign(f, stmt, target, index, value)?
            }
            StmtKind::Assign { target, index: None, value } => self.check_assign(f, stmt, target, value)?,
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

    /// `target[index] = value;`
    fn check_element_assign(
        &mut self,
        f: FuncIdx,
        stmt: &ast::Stmt,
        target: &ast::Ident,
        index: &ast::Expr,
        value: &ast::Expr,
    ) -> Option<hir::StmtKind> {
        let var = self.lookup_var(f, target);
        let index = var.and_then(|var| self.check_index(f, var, target, index));
        let (value, vty) = self.check_expr(f, value);
        let (var, index) = (var?, index?);
        let elem_ty = self.var(var).ty;
        if !self.compatible(vty, elem_ty) {
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
                    stmt_value_span(stmt),
                    format!(
                        "cannot store {} in `{}`, whose elements are {}s",
                        describe_value(vty),
                        target.name,
                        elem_ty.name()
                    ),
                )
                .with_label(format!("this is {}", vty.describe()))
                .with_secondary(self.var(var).span, format!("`{}` is declared here", target.name)),
            );
        }
        Some(hir::StmtKind::AssignIndex(var, index, value?))
    }

    /// `target = value;`
    fn check_assign(
        &mut self,
        f: FuncIdx,
        stmt: &ast::Stmt,
        target: &ast::Ident,
        value: &ast::Expr,
    ) -> Option<hir::StmtKind> {
        let var = self.lookup_var(f, target);
        if var.is_some_and(|v| self.var(v).array_len.is_some()) {
            self.error(
                Diagnostic::error(
                    Code::WholeArray,
                    target.span,
                    format!("cannot assign to the array `{}` as a whole", target.name),
                )
                .with_label("an array, not a variable")
                .with_help(format!("assign its elements one by one: `{}[i] = …;`", target.name)),
            );
            return None; // the value (often an array too) is not looked at
        }
        let (value, vty) = self.check_expr(f, value);
        let var = var?;
        let var_ty = self.var(var).ty;
        if !self.compatible(vty, var_ty) {
            let span = stmt_value_span(stmt);
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
                    span,
                    format!("cannot assign {} to `{}`, which is {}", describe_value(vty), target.name, article(var_ty)),
                )
                .with_label(format!("this is {}", vty.describe()))
                .with_secondary(self.var(var).span, format!("`{}` is declared {} here", target.name, var_ty.name())),
            );
        }
        Some(hir::StmtKind::Assign(var, value?))
    }

    fn check_condition(&mut self, f: FuncIdx, cond: &ast::Expr, keyword: &str) -> Option<hir::Expr> {
        let (expr, ty) = self.check_expr(f, cond);
        if !self.compatible(ty, Ty::Bool) {
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
                    cond.span,
                    format!("the condition of `{keyword}` must be a bool, but it is {}", describe_value(ty)),
                )
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
                    Diagnostic::error(
                        Code::ReturnMismatch,
                        v.span,
                        format!("`{fname}` has no return type, so it cannot return a value"),
                    )
                    .with_label("this value cannot be returned")
                    .with_secondary(decl.header_span, "declared without a return type here")
                    .with_help(format!("declare it as `int {fname}(…)` or `bool {fname}(…)`, or write `return;`")),
                );
                None
            }
            (Some(ret), None) => {
                self.error(
                    Diagnostic::error(
                        Code::ReturnMismatch,
                        span,
                        format!("`{fname}` returns {}, but this `return` has no value", article(ret)),
                    )
                    .with_label(format!("expected `return <{}>;`", ret.name()))
                    .with_secondary(decl.header_span, "declared here"),
                );
                None
            }
            (Some(ret), Some(v)) => {
                let (expr, ty) = self.check_expr(f, v);
                if !self.compatible(ty, ret) {
                    self.error(
                        Diagnostic::error(
                            Code::MismatchedTypes,
                            v.span,
                            format!("`{fname}` returns {}, but this is {}", article(ret), describe_value(ty)),
                        )
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
                    Diagnostic::error(Code::NoValue, value.span, format!("cannot print {}", describe_value(ty)))
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

    // ----- calls -----

    /// Check a call's arguments, then resolve which function it calls from
    /// their types. The type is the callee's return type, `Void` for a
    /// procedure.
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
                        Diagnostic::error(
                            Code::NoValue,
                            arg.span,
                            format!("{} cannot be passed as an argument", capitalize(describe_value(ty))),
                        )
                        .with_label(format!("this is {}", ty.describe())),
                    );
                    broken = true;
                }
            }
            args.push(expr);
        }
        let callee = self.resolve_call(f, call, &arg_tys, broken)?;
        let ret = match &self.func(callee).decl.ret {
            Some(t) => CheckTy::Val(ty_of(t)),
            None => CheckTy::Void,
        };
        let args = args.into_iter().collect::<Option<Vec<_>>>()?;
        Some((hir::Call { func: callee, args }, ret))
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
                    Diagnostic::error(Code::StringAsValue, e.span, "a string literal can only be printed")
                        .with_label("string used as a value")
                        .with_note("wend has no string values: strings may only appear as `print \"…\";`"),
                );
                (None, CheckTy::Error)
            }
            ExprKind::Error => (None, CheckTy::Error),
            ExprKind::TooDeep => {
                self.error(
                    Diagnostic::error(Code::TooDeep, e.span, format!("expression is nested more than {} levels deep", ast::MAX_EXPR_DEPTH))
                        .with_label("this expression is too deep")
                        .with_note("parentheses, unary operators, calls and indices nest; the operands of a chain such as `a + b - c + …` or `p && q && …` are one level however many there are")
                        .with_help("split it into several statements using variables"),
                );
                (None, CheckTy::Error)
            }
            ExprKind::Var(name) => match self.lookup_var(f, name) {
                Some(v) if self.var(v).array_len.is_some() => {
                    self.error(
                        Diagnostic::error(
                            Code::WholeArray,
                            name.span,
                            format!("the array `{}` cannot be used as a value", name.name),
                        )
                        .with_label("an array, not a value")
                        .with_note("arrays cannot be assigned, compared, printed, passed or returned as a whole")
                        .with_help(format!("use one element: `{}[i]`", name.name)),
                    );
                    (None, CheckTy::Error)
                }
                Some(v) => {
                    let ty = self.var(v).ty;
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
                        let ty = self.var(var).ty;
                        typed(hir::ExprKind::Index(var, Box::new(index)), ty)
                    }
                    None => (None, CheckTy::Error),
                }
            }
            ExprKind::Call(call) => self.check_call_expr(f, e, call, loc),
            ExprKind::Unary(op, operand) => self.check_unary(f, *op, operand, loc),
            ExprKind::Binary(op, _, lhs, rhs) => self.check_comparison(f, *op, lhs, rhs, loc),
            ExprKind::Chain(first, links) => self.check_chain(f, first, links, loc),
        }
    }

    /// A call used as a value: its callee must return one.
    fn check_call_expr(
        &mut self,
        f: FuncIdx,
        e: &ast::Expr,
        call: &ast::Call,
        loc: SrcLoc,
    ) -> (Option<hir::Expr>, CheckTy) {
        match self.check_call(f, call) {
            Some((call, CheckTy::Val(ty))) => {
                (Some(hir::Expr { kind: hir::ExprKind::Call(call), ty, loc }), CheckTy::Val(ty))
            }
            Some((call, _)) => {
                let callee = self.func(call.func).decl;
                let (callee_name, callee_span) = (callee.name.name.clone(), callee.header_span);
                self.error(
                    Diagnostic::error(
                        Code::NoValue,
                        e.span,
                        format!("`{callee_name}` returns no value, so its call cannot be used in an expression"),
                    )
                    .with_label("this call has no value")
                    .with_secondary(callee_span, "declared without a return type here"),
                );
                (None, CheckTy::Error)
            }
            None => (None, CheckTy::Error),
        }
    }

    /// Check `name[index]`: `name` must be an array, the index an int, and a
    /// constant index must be within the array.
    fn check_index(&mut self, f: FuncIdx, var: VarIdx, name: &ast::Ident, index: &ast::Expr) -> Option<hir::Expr> {
        let (checked, ty) = self.check_expr(f, index);
        let info = self.var(var);
        let (decl_span, array_len) = (info.span, info.array_len);
        let Some(len) = array_len else {
            self.error(
                Diagnostic::error(
                    Code::NotAnArray,
                    name.span,
                    format!("`{}` is not an array, so it cannot be indexed", name.name),
                )
                .with_label(format!("this is {}", article(info.ty)))
                .with_secondary(decl_span, format!("`{}` is declared here", name.name)),
            );
            return None;
        };
        if !self.compatible(ty, Ty::Int) {
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
                    index.span,
                    format!("an array index must be an int, but this is {}", describe_value(ty)),
                )
                .with_label(format!("this is {}", ty.describe())),
            );
            return None;
        }
        if let Some(i) = const_eval(index) {
            if i < 0 || i as i64 >= len as i64 {
                self.error(
                    Diagnostic::error(
                        Code::IndexOutOfRange,
                        index.span,
                        format!("index {i} is out of range for array `{}` of length {len}", name.name),
                    )
                    .with_label(format!("valid indices are 0 to {}", len - 1))
                    .with_secondary(decl_span, format!("`{}` is declared with length {len} here", name.name)),
                );
                return None;
            }
        }
        checked
    }

    fn check_unary(
        &mut self,
        f: FuncIdx,
        op: UnaryOp,
        operand: &ast::Expr,
        loc: SrcLoc,
    ) -> (Option<hir::Expr>, CheckTy) {
        let (inner, ty) = self.check_expr(f, operand);
        let (want, sym) = match op {
            UnaryOp::Not => (Ty::Bool, "!"),
            UnaryOp::Neg => (Ty::Int, "-"),
            UnaryOp::Plus => (Ty::Int, "+"),
        };
        if !self.compatible(ty, want) {
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
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

    fn check_comparison(
        &mut self,
        f: FuncIdx,
        op: BinaryOp,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        loc: SrcLoc,
    ) -> (Option<hir::Expr>, CheckTy) {
        let (l, lt) = self.check_expr(f, lhs);
        let (r, rt) = self.check_expr(f, rhs);
        let operands_ok = match operand_ty(op) {
            Some(want) => self.check_operands_are(op, want, (lhs.span, lt), (rhs.span, rt)),
            None => self.check_operands_match(op, (lhs, lt), (rhs, rt)),
        };
        if !operands_ok {
            return (None, CheckTy::Error);
        }
        let (Some(l), Some(r)) = (l, r) else { return (None, CheckTy::Error) };
        let kind = hir::ExprKind::Compare(compare_op(op), Box::new(l), Box::new(r));
        (Some(hir::Expr { kind, ty: Ty::Bool, loc }), CheckTy::Val(Ty::Bool))
    }

    /// Check a chain `first op₁ x₁ op₂ x₂ …` as the left-nested operations
    /// it stands for, in a loop: each step checks its operand against the
    /// value so far (`first op₁ … xₖ₋₁`, its span and type), so messages are
    /// those of `(…) opₖ xₖ`. After an error the rest is still checked
    /// (with the value so far of unknown type) to report its own errors.
    fn check_chain(
        &mut self,
        f: FuncIdx,
        first: &ast::Expr,
        links: &[ast::ChainLink],
        loc: SrcLoc,
    ) -> (Option<hir::Expr>, CheckTy) {
        let (first_hir, first_ty) = self.check_expr(f, first);
        let mut failed = first_hir.is_none();
        let (mut so_far_span, mut so_far_ty) = (first.span, first_ty);
        let mut operands = Vec::with_capacity(links.len());
        for link in links {
            let (operand, ty) = self.check_expr(f, &link.operand);
            let want = operand_ty(link.op).expect("a chained operator takes operands of one type");
            let ok = self.check_operands_are(link.op, want, (so_far_span, so_far_ty), (link.operand.span, ty));
            failed |= !ok || operand.is_none();
            so_far_span = so_far_span.to(link.operand.span);
            so_far_ty = if failed { CheckTy::Error } else { CheckTy::Val(result_ty(link.op)) };
            if let Some(operand) = operand {
                operands.push((link, operand));
            }
        }
        let (Some(first), false) = (first_hir, failed) else { return (None, CheckTy::Error) };
        let ty = result_ty(links[0].op);
        let kind = match links[0].op {
            op @ (BinaryOp::And | BinaryOp::Or) => {
                let all = std::iter::once(first).chain(operands.into_iter().map(|(_, e)| e)).collect();
                if op == BinaryOp::And {
                    hir::ExprKind::And(all)
                } else {
                    hir::ExprKind::Or(all)
                }
            }
            _ => {
                let links = operands
                    .into_iter()
                    .map(|(link, operand)| hir::ArithLink {
                        op: arith_op(link.op),
                        operand,
                        op_loc: self.loc(link.op_span),
                    })
                    .collect();
                hir::ExprKind::Arith(Box::new(first), links)
            }
        };
        (Some(hir::Expr { kind, ty, loc }), CheckTy::Val(ty))
    }

    /// For an operator that needs both operands of type `want`: whether
    /// they are, reporting the first that is not (and the second, if it is
    /// not either).
    fn check_operands_are(
        &mut self,
        op: BinaryOp,
        want: Ty,
        (lhs, lt): (Span, CheckTy),
        (rhs, rt): (Span, CheckTy),
    ) -> bool {
        let bad: Vec<(Span, CheckTy)> =
            [(lhs, lt), (rhs, rt)].into_iter().filter(|&(_, t)| !self.compatible(t, want)).collect();
        let Some(&(first, first_ty)) = bad.first() else { return true };
        let mut d = Diagnostic::error(
            Code::MismatchedTypes,
            first,
            format!(
                "operator `{}` needs {} operands, but found {} and {}",
                op.symbol(),
                want.name(),
                lt.describe(),
                rt.describe()
            ),
        )
        .with_label(format!("this is {}, not {}", first_ty.describe(), want.name()));
        if let Some(&(second, second_ty)) = bad.get(1) {
            d = d.with_secondary(second, format!("this is {} too", second_ty.describe()));
        }
        self.error(d);
        false
    }

    /// For `==` and `!=`: whether both operands have the same type.
    fn check_operands_match(
        &mut self,
        op: BinaryOp,
        (lhs, lt): (&ast::Expr, CheckTy),
        (rhs, rt): (&ast::Expr, CheckTy),
    ) -> bool {
        let ok = match (lt, rt) {
            (CheckTy::Error, _) | (_, CheckTy::Error) => true,
            (CheckTy::Val(a), CheckTy::Val(b)) => a == b,
            _ => false,
        };
        if !ok {
            self.error(
                Diagnostic::error(
                    Code::MismatchedTypes,
                    rhs.span,
                    format!(
                        "`{}` compares values of the same type, but found {} and {}",
                        op.symbol(),
                        lt.describe(),
                        rt.describe()
                    ),
                )
                .with_label(format!("this is {}", rt.describe()))
                .with_secondary(lhs.span, format!("this is {}", lt.describe())),
            );
        }
        ok
    }
}

/// The operand type a binary operator needs, if it does not accept both.
fn operand_ty(op: BinaryOp) -> Option<Ty> {
    match op {
        BinaryOp::And | BinaryOp::Or => Some(Ty::Bool),
        BinaryOp::Eq | BinaryOp::Ne => None,
        _ => Some(Ty::Int),
    }
}

fn result_ty(op: BinaryOp) -> Ty {
    match op {
        BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem => Ty::Int,
        _ => Ty::Bool,
    }
}

fn arith_op(op: BinaryOp) -> ArithOp {
    match op {
        BinaryOp::Add => ArithOp::Add,
        BinaryOp::Sub => ArithOp::Sub,
        BinaryOp::Mul => ArithOp::Mul,
        BinaryOp::Div => ArithOp::Div,
        BinaryOp::Rem => ArithOp::Rem,
        _ => unreachable!("`{}` is not arithmetic", op.symbol()),
    }
}

fn compare_op(op: BinaryOp) -> CmpOp {
    match op {
        BinaryOp::Eq => CmpOp::Eq,
        BinaryOp::Ne => CmpOp::Ne,
        BinaryOp::Lt => CmpOp::Lt,
        BinaryOp::Le => CmpOp::Le,
        BinaryOp::Gt => CmpOp::Gt,
        BinaryOp::Ge => CmpOp::Ge,
        _ => unreachable!("`{}` is not a comparison", op.symbol()),
    }
}

/// Where the value of an assignment is (the whole statement otherwise).
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
