//! Reachability (phase 2b): a function with a return type must not be able
//! to run off the end of its body (WEND.md).
//!
//! - Input: the function's AST body; it needs nothing from type checking,
//!   so it works the same on bodies with type errors.
//! - Output: one diagnostic, at the closing brace, for a typed function
//!   whose end is reachable.
//! - Invariants: the analysis is structural and conservative in one
//!   direction only: a `return` ends a path, an `if` with both branches
//!   ending ends it, and `while true` (literally `true`) never finishes,
//!   since wend has no `break`. Any other loop may finish, whatever its
//!   condition. Lowering relies on this: it ends a typed function's body
//!   with `unreachable`.

use super::{ty_of, Analyzer};
use crate::diag::{Code, Diagnostic};
use crate::frontend::ast::{self, ExprKind, StmtKind};
use crate::frontend::hir::FuncIdx;

impl<'a> Analyzer<'a> {
    /// Report `f` if it has a return type and control can reach the end of
    /// its body.
    pub(super) fn check_end_is_unreachable(&mut self, f: FuncIdx) {
        let decl = self.func(f).decl;
        let Some(ret) = &decl.ret else { return };
        if !falls_through(&decl.body) {
            return;
        }
        self.error(
            Diagnostic::error(
                Code::MissingReturn,
                decl.end_span,
                format!("function `{}` can reach its end without returning a value", decl.name.name),
            )
            .with_label(format!("control can reach the end of this {} function", ty_of(ret).name()))
            .with_secondary(decl.header_span, "declared here")
            .with_note("every path must end with `return`; `while true { … }` counts as never finishing"),
        );
    }
}

/// Whether control can run past the end of `stmts` (WEND.md: a typed
/// function must not; `while true` never finishes, since wend has no break).
fn falls_through(stmts: &[ast::Stmt]) -> bool {
    stmts.iter().all(|s| match &s.kind {
        StmtKind::Return(_) => false,
        StmtKind::If { then_body, else_body: Some(else_body), .. } => {
            falls_through(then_body) || falls_through(else_body)
        }
        StmtKind::While { cond, .. } => !matches!(cond.kind, ExprKind::Bool(true)),
        _ => true,
    })
}
