//! `unused-variable`, `unused-parameter`, `unused-function`.
//!
//! - A local variable or a parameter that is never read: nothing the
//!   program does depends on it. One only assigned (`x = …;`, or an
//!   array's elements `a[i] = …;`) is unused too ("is assigned but never
//!   read"): the assignments are wasted work. A read by a nested function
//!   (a capture) counts as a read, whether or not that function is called.
//! - A nested function that is never called from `main`, directly or
//!   through other functions: one called only by itself, or only by other
//!   unused functions, is unused too (as rustc's dead-code lint sees it).
//!
//! Not flagged: names starting with `_` (`int _scratch;`, `f(int _n)`),
//! which say "unused on purpose", as in rustc; `main`; the prelude's
//! functions (the prelude is not linted). A parameter of an unused
//! function is still reported: the function may be used later.

use rustc_hash::FxHashMap as HashMap;

use super::{exempt, DeclKind, Names};
use crate::diag::{Diagnostic, Span};
use crate::frontend::hir::{self, FuncIdx};

pub(super) fn check_variables(names: &Names, out: &mut Vec<Diagnostic>) {
    let mut reads = vec![0usize; names.decls.len()];
    let mut writes = vec![0usize; names.decls.len()];
    for u in &names.uses {
        if u.write {
            writes[u.decl] += 1;
        } else {
            reads[u.decl] += 1;
        }
    }
    for (id, decl) in names.decls.iter().enumerate() {
        let name = &decl.name.name;
        if reads[id] > 0 || exempt(name) {
            continue;
        }
        let (lint, what) = match (decl.kind, decl.is_array) {
            (DeclKind::Param, _) => (super::UNUSED_PARAMETER, "parameter"),
            (DeclKind::Var, false) => (super::UNUSED_VARIABLE, "variable"),
            (DeclKind::Var, true) => (super::UNUSED_VARIABLE, "array"),
        };
        let (message, label) = match writes[id] {
            0 => (format!("unused {what} `{name}`"), "never used"),
            _ => (format!("{what} `{name}` is assigned but never read"), "assigned, never read"),
        };
        let mut d = Diagnostic::warning(lint, decl.name.span, message).with_label(label);
        if writes[id] > 0 {
            let first_write = names.uses.iter().find(|u| u.decl == id && u.write).map(|u| u.span);
            if let Some(span) = first_write {
                d = d.with_secondary(span, "assigned here");
            }
        }
        out.push(d.with_help(format!("if this is intentional, prefix it with an underscore: `_{name}`")));
    }
}

pub(super) fn check_functions(names: &Names, program: &hir::Program, out: &mut Vec<Diagnostic>) {
    // The checked program's functions by their header (overloads differ by
    // parameter types, which only the checked program has resolved).
    let by_header: HashMap<Span, FuncIdx> =
        program.funcs.iter().enumerate().map(|(i, f)| (f.span, FuncIdx(i as u32))).collect();
    let used = program.reachable_from_main();
    for f in names.funcs.iter().filter(|f| f.parent.is_some()) {
        let Some(&idx) = by_header.get(&f.decl.header_span) else { continue };
        let name = &f.decl.name.name;
        if used[idx.0 as usize] || exempt(name) {
            continue;
        }
        let callers: Vec<&str> = program
            .funcs
            .iter()
            .enumerate()
            .filter(|(i, g)| *i != idx.0 as usize && g.callees.contains(&idx))
            .map(|(_, g)| g.name.as_str())
            .collect();
        let mut d =
            Diagnostic::warning(super::UNUSED_FUNCTION, f.decl.name.span, format!("function `{name}` is never used"))
                .with_label("never called from `main`");
        if !callers.is_empty() {
            d = d.with_note(format!(
                "it is called only by functions that are never used themselves (`{}`)",
                callers.join("`, `")
            ));
        } else if program.func(idx).callees.contains(&idx) {
            d = d.with_note("it is called only by itself");
        }
        out.push(d.with_help(format!("if this is intentional, prefix it with an underscore: `_{name}`")));
    }
}
