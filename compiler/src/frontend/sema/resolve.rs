//! Name resolution: declaring every function and variable in its scope,
//! then finding what a name in a body refers to, including which overload
//! a call means.
//!
//! Declaration (phase 1) runs over the whole program before any body is
//! checked, because a body may use a function declared after it (a sibling
//! later in the file, or a function nested in it).
//! - Input: the AST of the prelude units and of the program.
//! - Output: the scope tree (`Analyzer::scopes`), one `FuncShell` per
//!   function with its parameter types, linker symbol, parameters and
//!   locals, and one `hir::VarInfo` per parameter or variable. Errors:
//!   the program's shape, duplicate declarations, array parameters and
//!   return types, array lengths and sizes.
//! - Invariants: a function's `FuncIdx` is its position in declaration
//!   order (siblings before their nested functions, so a parent always
//!   precedes its children); a variable's `owner` is the function whose
//!   body scope holds it (capture analysis relies on this). A duplicate
//!   variable is left out of the scope and a duplicate function stays in
//!   it after the first, so either way uses of the name resolve to the
//!   first declaration; an invalid array is still declared (with length 1)
//!   so its uses cause no further errors.
//!
//! Lookup (used by type checking, phase 2a) searches from a function's body
//! scope outwards. It reports undefined names, with a suggestion when one
//! is at hand, and calls that no visible overload accepts.

use super::{
    const_eval, ty_of, Analyzer, FuncShell, Scope, ScopeId, MAX_ARRAYS_BYTES_PER_FUNCTION, MAX_ARRAY_LEN, PROGRAM_SCOPE,
};
use crate::diag::{Code, Diagnostic, Span};
use crate::frontend::ast::{self, ExprKind, TypeName};
use crate::frontend::hir::{self, FuncIdx, Ty, VarIdx};

impl<'a> Analyzer<'a> {
    // ----- declarations -----

    /// Check the program's shape (one function `main()`) and declare it.
    pub(super) fn declare_program(&mut self, program: &'a ast::SourceUnit, whole_file: Span) -> Option<FuncIdx> {
        let Some(main) = program.funcs.first() else {
            self.error(
                Diagnostic::error(
                    Code::ProgramShape,
                    Span { end: whole_file.start, ..whole_file },
                    "the program has no `main` function",
                )
                .with_label("expected `main() { … }`")
                .with_note("a wend program is one function `main()` with everything else nested inside it"),
            );
            return None;
        };
        for extra in &program.funcs[1..] {
            self.error(
                Diagnostic::error(
                    Code::ProgramShape,
                    extra.name.span,
                    format!("function `{}` is declared outside `main`", extra.name.name),
                )
                .with_label("a second top-level function")
                .with_help("a wend program is a single function `main()`; declare other functions inside it"),
            );
        }
        if main.name.name != "main" {
            self.error(
                Diagnostic::error(
                    Code::ProgramShape,
                    main.name.span,
                    format!("the program's function is called `{}`, not `main`", main.name.name),
                )
                .with_label("expected `main`"),
            );
        }
        if let Some(p) = main.params.first() {
            self.error(
                Diagnostic::error(
                    Code::ProgramShape,
                    main.params.last().map_or(p.name.span, |l| p.name.span.to(l.name.span)),
                    "`main` takes no parameters",
                )
                .with_label("remove these parameters"),
            );
        }
        if main.ret.is_some() {
            self.error(
                Diagnostic::error(Code::ProgramShape, main.header_span, "`main` has no return type")
                    .with_label("`main` must be declared as `main() { … }`"),
            );
        }
        let ids = self.declare_funcs(std::slice::from_ref(main), PROGRAM_SCOPE, None, "");
        Some(ids[0])
    }

    /// Declare sibling functions in `scope`, then (recursively) their
    /// parameters, variables and nested functions. `prefix` is the symbol
    /// of the enclosing function followed by a dot.
    pub(super) fn declare_funcs(
        &mut self,
        decls: &'a [ast::FuncDecl],
        scope: ScopeId,
        parent: Option<FuncIdx>,
        prefix: &str,
    ) -> Vec<FuncIdx> {
        let ids: Vec<FuncIdx> = decls.iter().map(|decl| self.declare_func(decl, scope, parent)).collect();
        // Symbols are named only once all siblings are declared: whether a
        // name is overloaded depends on the later ones too.
        for &idx in &ids {
            let symbol = self.symbol_of(idx, scope, prefix);
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

    /// Give one function its index, its body scope and its place among the
    /// functions of `scope` (even a duplicate: it is still checked).
    fn declare_func(&mut self, decl: &'a ast::FuncDecl, scope: ScopeId, parent: Option<FuncIdx>) -> FuncIdx {
        let idx = FuncIdx(self.funcs.len() as u32);
        let param_tys: Vec<Ty> = decl.params.iter().map(|p| ty_of(&p.ty)).collect();
        self.check_duplicate_function(scope, decl, &param_tys);
        let body_scope = self.new_scope(Some(scope));
        self.scopes[scope].funcs.entry(decl.name.name.clone()).or_default().push(idx);
        self.funcs.push(FuncShell {
            decl,
            parent,
            body_scope,
            param_tys,
            symbol: String::new(),
            params: Vec::new(),
            locals: Vec::new(),
            body: Vec::new(),
        });
        idx
    }

    /// The linker symbol of `f`, declared in `scope`: its path, with the
    /// parameter types appended if its name is overloaded there.
    fn symbol_of(&self, f: FuncIdx, scope: ScopeId, prefix: &str) -> String {
        let shell = self.func(f);
        let overloaded = self.scopes[scope].funcs[&shell.decl.name.name].len() > 1;
        let mut symbol = format!("{prefix}{}", shell.decl.name.name);
        if overloaded {
            let tys: Vec<&str> = shell.param_tys.iter().map(|t| t.name()).collect();
            symbol.push_str(&format!("({})", tys.join(",")));
        }
        symbol
    }

    fn check_duplicate_function(&mut self, scope: ScopeId, decl: &ast::FuncDecl, param_tys: &[Ty]) {
        let Some(existing) = self.scopes[scope].funcs.get(&decl.name.name) else { return };
        if let Some(&prev) = existing.iter().find(|&&f| self.func(f).param_tys == param_tys) {
            let prev_span = self.func(prev).decl.name.span;
            self.error(
                Diagnostic::error(
                    Code::DuplicateDeclaration,
                    decl.name.span,
                    format!("function `{}` is declared twice in the same scope", signature(&decl.name.name, param_tys)),
                )
                .with_label("second declaration")
                .with_secondary(prev_span, "first declared here")
                .with_help("overloads must differ in their parameter types"),
            );
        }
    }

    /// Declare the parameters and variables of `f` in its body scope.
    fn declare_vars(&mut self, f: FuncIdx) {
        let params = self.declare_params(f);
        self.reject_array_return(f);
        let locals = self.declare_locals(f);
        let shell = &mut self.funcs[f.0 as usize];
        shell.params = params;
        shell.locals = locals;
    }

    fn declare_params(&mut self, f: FuncIdx) -> Vec<VarIdx> {
        let decl = self.func(f).decl;
        let scope = self.func(f).body_scope;
        let mut params = Vec::new();
        for p in &decl.params {
            // An array parameter is an error; declaring it as an array
            // anyway keeps its uses from producing more errors.
            let array_len = p.ty.array_len.as_ref().map(|_| 1);
            if array_len.is_some() {
                self.error(
                    Diagnostic::error(
                        Code::ArrayParameterOrResult,
                        p.ty.span,
                        format!("parameter `{}` cannot be an array", p.name.name),
                    )
                    .with_label("arrays cannot be passed to functions")
                    .with_help("a nested function sees the arrays of the functions around it: declare the array there"),
                );
            }
            if let Some(v) = self.declare_var(scope, f, &p.name, ty_of(&p.ty), array_len, "parameter") {
                params.push(v);
            }
        }
        params
    }

    fn reject_array_return(&mut self, f: FuncIdx) {
        let decl = self.func(f).decl;
        if let Some(ret) = decl.ret.as_ref().filter(|r| r.array_len.is_some()) {
            self.error(
                Diagnostic::error(
                    Code::ArrayParameterOrResult,
                    ret.span,
                    format!("function `{}` cannot return an array", decl.name.name),
                )
                .with_label("functions return an int, a bool, or nothing"),
            );
        }
    }

    fn declare_locals(&mut self, f: FuncIdx) -> Vec<VarIdx> {
        let decl = self.func(f).decl;
        let scope = self.func(f).body_scope;
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
                        Diagnostic::error(
                            Code::BadArrayLength,
                            v.span,
                            format!(
                                "the arrays of `{}` take more than {} MiB",
                                decl.name.name,
                                MAX_ARRAYS_BYTES_PER_FUNCTION >> 20
                            ),
                        )
                        .with_label("this array does not fit in the stack frame")
                        .with_note("arrays live on the stack, which is 1 GiB"),
                    );
                }
            }
            if let Some(var) = self.declare_var(scope, f, &v.name, ty_of(&v.ty), len, "variable") {
                locals.push(var);
            }
        }
        locals
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
                    Diagnostic::error(Code::BadArrayLength, len.span, format!("array length {n} is too large"))
                        .with_label(format!("at most {MAX_ARRAY_LEN}")),
                );
                None
            }
            (_, Some(n)) if n <= 0 => {
                self.error(
                    Diagnostic::error(
                        Code::BadArrayLength,
                        len.span,
                        format!("the length of an array must be positive, not {n}"),
                    )
                    .with_label("not positive"),
                );
                None
            }
            _ => {
                self.error(
                    Diagnostic::error(
                        Code::BadArrayLength,
                        len.span,
                        "the length of an array must be an integer literal",
                    )
                    .with_label("not a literal")
                    .with_help("write the number itself, e.g. `int[64] a;`"),
                );
                None
            }
        }
    }

    /// Declare a parameter or variable (`what` says which) of `owner` in
    /// `scope`, unless the name is already taken there.
    fn declare_var(
        &mut self,
        scope: ScopeId,
        owner: FuncIdx,
        name: &ast::Ident,
        ty: Ty,
        array_len: Option<u32>,
        what: &str,
    ) -> Option<VarIdx> {
        if let Some(&prev) = self.scopes[scope].vars.get(&name.name) {
            self.report_duplicate_var(owner, prev, name, what);
            return None;
        }
        let v = VarIdx(self.vars.len() as u32);
        let loc = self.loc(name.span);
        self.vars.push(hir::VarInfo { name: name.name.clone(), ty, array_len, owner, span: name.span, loc });
        self.scopes[scope].vars.insert(name.name.clone(), v);
        Some(v)
    }

    fn report_duplicate_var(&mut self, owner: FuncIdx, prev: VarIdx, name: &ast::Ident, what: &str) {
        let prev_span = self.var(prev).span;
        let prev_is_param = self.func(owner).decl.params.iter().any(|p| p.name.span == prev_span);
        let prev_what = if prev_is_param { "parameter" } else { "variable" };
        let fname = &self.func(owner).decl.name.name;
        let message = if what == prev_what {
            format!("{what} `{}` is declared twice in `{fname}`", name.name)
        } else {
            format!("{what} `{}` has the same name as a {prev_what} of `{fname}`", name.name)
        };
        self.error(
            Diagnostic::error(Code::DuplicateDeclaration, name.span, message)
                .with_label("second declaration")
                .with_secondary(prev_span, format!("the {prev_what} is declared here"))
                .with_help("rename one of them"),
        );
    }

    // ----- lookup -----

    /// The variable `name` means in the body of `f`: the innermost one
    /// declared in `f` or a function around it. Reports an undefined name.
    pub(super) fn lookup_var(&mut self, f: FuncIdx, name: &ast::Ident) -> Option<VarIdx> {
        let found = self.enclosing_scopes(f).find_map(|scope| scope.vars.get(&name.name).copied());
        if found.is_none() {
            self.report_undefined_var(f, name);
        }
        found
    }

    /// The scopes visible from the body of `f`, innermost first.
    fn enclosing_scopes(&self, f: FuncIdx) -> impl Iterator<Item = &Scope> + '_ {
        std::iter::successors(Some(self.func(f).body_scope), |&s| self.scopes[s].parent).map(|s| &self.scopes[s])
    }

    fn report_undefined_var(&mut self, f: FuncIdx, name: &ast::Ident) {
        let mut d =
            Diagnostic::error(Code::UndefinedVariable, name.span, format!("undefined variable `{}`", name.name))
                .with_label("not declared in any enclosing function");
        if self.visible_functions(f, &name.name).next().is_some() {
            d = d.with_help(format!("`{0}` is a function; call it as `{0}(…)`", name.name));
        } else if let Some(similar) = self.similar_var_name(f, &name.name) {
            d = d.with_help(format!("a variable with a similar name exists: `{similar}`"));
        }
        self.error(d);
    }

    fn similar_var_name(&self, f: FuncIdx, name: &str) -> Option<String> {
        closest(name, self.enclosing_scopes(f).flat_map(|scope| scope.vars.keys().cloned()).collect())
    }

    /// Functions named `name` visible from the body of `f`, innermost first.
    fn visible_functions<'s>(&'s self, f: FuncIdx, name: &'s str) -> impl Iterator<Item = FuncIdx> + 's {
        self.enclosing_scopes(f).flat_map(move |scope| scope.funcs.get(name).into_iter().flatten().copied())
    }

    /// The function a call in the body of `f` means, given the types of its
    /// arguments: the innermost visible one whose parameter types are
    /// exactly `arg_tys`. An undefined name is reported even when an
    /// argument is broken (`args_broken`: already reported, so `arg_tys` is
    /// incomplete); a missing overload only when the arguments are sound.
    pub(super) fn resolve_call(
        &mut self,
        f: FuncIdx,
        call: &ast::Call,
        arg_tys: &[Ty],
        args_broken: bool,
    ) -> Option<FuncIdx> {
        let name = &call.name.name;
        let candidates: Vec<FuncIdx> = self.visible_functions(f, name).collect();
        if candidates.is_empty() {
            let mut d =
                Diagnostic::error(Code::UndefinedFunction, call.name.span, format!("undefined function `{name}`"))
                    .with_label("no function with this name is visible here");
            if let Some(similar) = self.similar_function_name(f, name) {
                d = d.with_help(format!("a function with a similar name exists: `{similar}`"));
            }
            self.error(d);
            return None;
        }
        if args_broken {
            return None;
        }
        let Some(&callee) = candidates.iter().find(|&&c| self.func(c).param_tys == arg_tys) else {
            self.report_no_overload(call, arg_tys, &candidates);
            return None;
        };
        Some(callee)
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
            Code::NoMatchingOverload,
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
        closest(name, self.enclosing_scopes(f).flat_map(|scope| scope.funcs.keys().cloned()).collect())
    }
}

/// A function's signature as messages show it: `name(int, bool)`.
fn signature(name: &str, tys: &[Ty]) -> String {
    let tys: Vec<&str> = tys.iter().map(|t| t.name()).collect();
    format!("{name}({})", tys.join(", "))
}

/// The candidate closest to `name` by edit distance, if close enough to be
/// a likely typo. As rustc does, the distance allowed grows with the length
/// of the name: a third of it, so a one- or two-letter name is never
/// "corrected" into another (`y` for `b` is noise, not a hint), while
/// `cont` finds `count`. A difference in case alone always counts.
pub(crate) fn closest(name: &str, candidates: Vec<String>) -> Option<String> {
    if let Some(same) = candidates.iter().find(|c| *c != name && c.eq_ignore_ascii_case(name)) {
        return Some(same.clone());
    }
    let limit = name.chars().count() / 3;
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
    use super::{closest, edit_distance};

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn suggestions_scale_with_the_length_of_the_name() {
        assert_eq!(closest("y", names(&["b", "x"])), None);
        assert_eq!(closest("ab", names(&["ac"])), None);
        assert_eq!(closest("sun", names(&["sum", "x"])), Some("sum".into()));
        assert_eq!(closest("cont", names(&["count", "c"])), Some("count".into()));
        assert_eq!(closest("totl", names(&["total", "count"])), Some("total".into()));
        assert_eq!(closest("Count", names(&["count"])), Some("count".into()));
        assert_eq!(closest("N", names(&["n"])), Some("n".into()));
        assert_eq!(closest("counter", names(&["center"])), Some("center".into()));
        assert_eq!(closest("index", names(&["width"])), None);
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("count", "count"), 0);
        assert_eq!(edit_distance("count", "cont"), 1);
        assert_eq!(edit_distance("x1", "y2"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
