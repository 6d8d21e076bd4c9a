//! `shadowed-capture`: a parameter or variable of a nested function with
//! the same name as a variable of an enclosing function that nested
//! functions share (some nested function reads or assigns it). Inside the
//! shadowing function, and the functions nested in it, the shared
//! variable cannot be named: `count = count + 1` there changes the local
//! one, which is easy to misread when the outer `count` is the one other
//! functions use.
//!
//! Not flagged: shadowing a variable that no nested function uses (then
//! each function's variables are its own business, and reusing a name like
//! `i` is ordinary); a function's own variables (they cannot clash: that
//! is a duplicate-declaration error); the prelude, which declares no
//! variables. The outer declaration is the nearest one: if a middle
//! function already shadows `x`, an inner `x` is judged against the
//! middle one.

use rustc_hash::FxHashSet as HashSet;

use super::Names;
use crate::diag::Diagnostic;

pub(super) fn check(names: &Names, out: &mut Vec<Diagnostic>) {
    let captured: HashSet<usize> =
        names.uses.iter().filter(|u| u.func != names.decls[u.decl].owner).map(|u| u.decl).collect();
    for decl in &names.decls {
        let Some(parent) = names.funcs[decl.owner].parent else { continue };
        let Some(outer) = names.lookup(parent, &decl.name.name) else { continue };
        if !captured.contains(&outer) {
            continue;
        }
        let outer_decl = &names.decls[outer];
        let inner_func = &names.funcs[decl.owner].decl.name.name;
        let outer_func = &names.funcs[outer_decl.owner].decl.name.name;
        let name = &decl.name.name;
        let what = if decl.kind == super::DeclKind::Param { "parameter" } else { "variable" };
        out.push(
            Diagnostic::warning(
                super::SHADOWED_CAPTURE,
                decl.name.span,
                format!("{what} `{name}` hides the variable `{name}` of `{outer_func}` that nested functions share"),
            )
            .with_label(format!("inside `{inner_func}`, `{name}` means this {what}"))
            .with_secondary(outer_decl.name.span, format!("the shared `{name}` of `{outer_func}`"))
            .with_note(format!(
                "`{inner_func}` (and the functions nested in it) cannot read or assign `{outer_func}`'s `{name}`"
            ))
            .with_help("rename one of them"),
        );
    }
}
