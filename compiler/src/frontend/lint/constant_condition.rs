//! `constant-condition`: an `if` or `while` whose condition is a constant
//! expression (literals and operators only: `if 1 < 2`, `while false`,
//! `if !true`), so one branch is dead or the loop never (or always) runs.
//! `&&` and `||` count as constant when their left side decides them
//! (`false && x`) or both sides are constant; `true && x` is not constant.
//!
//! Not flagged: the idiomatic `while true { … }` (the literal, possibly in
//! parentheses), wend's way to loop until a `return`; a condition with a
//! variable or a call, even one the optimizer folds (the warning must not
//! depend on it); `x && false`, whose left side still runs.

use super::{fold_bool, walk_body_stmts};
use crate::diag::Diagnostic;
use crate::frontend::ast::{self, ExprKind, StmtKind};

pub(super) fn check(f: &ast::FuncDecl, out: &mut Vec<Diagnostic>) {
    walk_body_stmts(&f.body, &mut |s| {
        let (cond, is_while) = match &s.kind {
            StmtKind::If { cond, .. } => (cond, false),
            StmtKind::While { cond, .. } => (cond, true),
            _ => return,
        };
        let Some(value) = fold_bool(cond) else { return };
        if is_while && matches!(cond.kind, ExprKind::Bool(true)) {
            return;
        }
        let keyword = if is_while { "while" } else { "if" };
        let mut d = Diagnostic::warning(
            super::CONSTANT_CONDITION,
            cond.span,
            format!("the condition of this `{keyword}` is always {value}"),
        )
        .with_label(format!("always {value}"));
        d = match (is_while, value) {
            (false, true) => d.with_note("the `else` branch (if any) never runs"),
            (false, false) => d.with_note("the body never runs"),
            (true, false) => d.with_note("the loop body never runs"),
            (true, true) => d
                .with_note("the loop never ends (wend has no `break`)")
                .with_help("write `while true` for a loop that ends only by `return`"),
        };
        out.push(d);
    });
}
