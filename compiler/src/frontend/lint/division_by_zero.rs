//! `division-by-zero`: `a / d` or `a % d` where the divisor `d` is a
//! constant expression equal to 0 (literals and operators only: `x / 0`,
//! `x % (2 - 2)`). The program traps there at run time (SIGFPE; a report
//! with `--sanitize`).
//!
//! Not flagged: a divisor that involves a variable or a call, even one the
//! optimizer would prove zero (`int z; … x / z`): the warning must not
//! depend on the optimizer, and `read-before-assign` speaks about `z`.
//! Nor `INT_MIN / -1`, which traps too but is rarely written on purpose
//! with literals. The division is reported wherever it is, reachable or
//! not: a statement that divides by zero is a mistake either way.

use super::{const_eval, walk_body_exprs};
use crate::diag::Diagnostic;
use crate::frontend::ast::{self, BinaryOp, ExprKind};

pub(super) fn check(f: &ast::FuncDecl, out: &mut Vec<Diagnostic>) {
    walk_body_exprs(&f.body, &mut |e| {
        let ExprKind::Chain(_, links) = &e.kind else { return };
        for link in links {
            let (op @ (BinaryOp::Div | BinaryOp::Rem), divisor) = (link.op, &link.operand) else { continue };
            if const_eval(divisor) != Some(0) {
                continue;
            }
            let what = if op == BinaryOp::Div { "division" } else { "remainder" };
            let literal = matches!(divisor.kind, ExprKind::Int(0));
            out.push(
                Diagnostic::warning(super::DIVISION_BY_ZERO, link.op_span, format!("{what} by zero"))
                    .with_label(format!("this `{}` always traps", op.symbol()))
                    .with_secondary(divisor.span, if literal { "the divisor is 0" } else { "the divisor is always 0" })
                    .with_note("a division or remainder by zero stops the program at run time (SIGFPE; with --sanitize, a sanitizer report)"),
            );
        }
    });
}
