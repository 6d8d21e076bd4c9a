//! `unreachable-code`: statements that control can never reach, because
//! a statement before them in the same block never finishes: a `return`;
//! a `while` whose condition folds to true (wend has no `break`, so only
//! a `return` leaves it); an `if`/`else` whose branches both never finish.
//! One warning per unreachable run of statements: at its first statement,
//! with a secondary label at what stops control.
//!
//! Not flagged: the statements of an `if false { … }` or `while false`
//! body (that is `constant-condition`'s business, and a deliberate way to
//! switch code off); statements after a loop whose condition is merely
//! always true at run time (only conditions made of literals fold);
//! nested unreachable statements again (the run's first one is enough).

use super::{fold_bool, stop_reason};
use crate::diag::Diagnostic;
use crate::frontend::ast::{self, StmtKind};

pub(super) fn check(f: &ast::FuncDecl, out: &mut Vec<Diagnostic>) {
    block(&f.body, out);
}

/// Report the unreachable runs in `stmts` and the blocks inside it;
/// whether control can reach the end of `stmts`. (One pass, bottom up: a
/// deep nest of `if`s costs its size, not size times depth.)
fn block(stmts: &[ast::Stmt], out: &mut Vec<Diagnostic>) -> bool {
    for (i, s) in stmts.iter().enumerate() {
        let finishes = match &s.kind {
            StmtKind::Return(_) => false,
            StmtKind::If { then_body, else_body, .. } => {
                let then_goes_on = block(then_body, out);
                let else_goes_on = else_body.as_ref().is_none_or(|e| block(e, out));
                then_goes_on || else_goes_on
            }
            StmtKind::While { cond, body } => {
                block(body, out);
                fold_bool(cond) != Some(true)
            }
            _ => true,
        };
        if !finishes {
            if let Some(next) = stmts.get(i + 1) {
                let (span, why) = stop_reason(s);
                out.push(
                    Diagnostic::warning(super::UNREACHABLE_CODE, next.span, "unreachable statement")
                        .with_label("unreachable statement")
                        .with_secondary(span, why),
                );
            }
            return false;
        }
    }
    true
}
