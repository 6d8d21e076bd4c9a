//! Bounds-check versioning of straight-line runs (`--sanitize` with `bounds`).
//!
//! Each bounds check ends a basic block (a branch to a cold block, see
//! `lower`), and the SLP vectorizer packs within one block only, so an
//! unrolled kernel such as
//!
//! ```text
//! c[i] = a[i] * k + b[i];
//! c[i + 1] = a[i + 1] * k + b[i + 1];
//! ...
//! ```
//!
//! loses its vectors when sanitized. This is loop versioning (as LLVM's
//! LoopVersioning does for alias checks) applied to a straight-line run of
//! statements instead of a loop: one combined test before the run decides
//! whether every access of the run is in range; if so a *fast copy* of the
//! run, lowered without bounds checks, runs; otherwise a *slow copy*,
//! lowered exactly as without versioning (every check, in order). Both copies
//! join after the run. A run is a maximal sequence of simple assignments
//! whose array indices are a variable the run does not assign plus or minus
//! a literal (`Run`); the test compares each index variable with the exact
//! range that keeps every access in bounds (`IndexBound`).
//!
//! **Why reports do not change.** The test only loads the index variables
//! (no side effect, no fault). Nothing in a run can change an index variable
//! or an array length between the test and an access: the run does not
//! assign its index variables, has no calls (through which a nested function
//! could assign a captured one), and array stores cannot alias scalars.
//! So when the test passes, every check of the slow copy would pass too, and
//! the fast copy does exactly what the slow copy would; when it fails, the
//! slow copy *is* the unversioned code, so a faulty program reports the same
//! first fault, line, column and call stack as before. (No store is moved
//! across a check, so the argument does not even need the fact that stores
//! before a fault are unobservable — the program dies right after the report
//! and its only output is `print`, which never occurs inside a run.)

use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHashSet as HashSet;

use crate::frontend::hir::{self, ArithOp, ExprKind, StmtKind, VarIdx};
use crate::ir::{BinOp, CastOp, CmpPred, Type, ValueId};

use super::FunctionLowering;

/// The range an index variable must be in for every access of a run to be
/// in bounds: `lo <= v < hi`, on exact integers.
///
/// For an index variable `v` with offsets `c` into arrays of length `N`,
/// every access is in range iff `lo <= v < hi` with `lo = max(-c)` and `hi =
/// min(N - c)`, computed on the exact (unwrapped) integers: the compare is
/// done on `v` sign-extended to 64 bits against 64-bit constants
/// (`bounds_hold`), so passing it proves that each `v + c` computed in 32
/// bits does not wrap and is in `0..N`. Constant indices are already proven
/// in range by sema and need no test. If `lo >= hi` no value of `v` passes,
/// so the run is not versioned (`index_bounds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct IndexBound {
    pub var: VarIdx,
    pub lo: i64,
    pub hi: i64,
}

/// The run of statements at the start of a statement list.
///
/// A run is a maximal sequence of consecutive statements of one statement
/// list that are assignments (`x = e`, `a[j] = e`) whose expressions have no
/// calls, `&&`/`||`, `/` or `%` (so the fast copy is one basic block that SLP
/// can pack), and whose every array index has the shape `v`, `v + c`, `v -
/// c` or `c`, with `c` an integer literal and `v` a scalar variable that no
/// statement of the run assigns. Runs are only formed when `overflow` is off
/// (its checks would split the fast copy anyway), and only versioned when at
/// least two accesses share an array and an index variable — the case of
/// unrolled code (`worth_versioning`).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Run {
    /// How many statements it has (0: the first statement cannot be in one).
    pub len: usize,
    /// The test that guards its fast copy, if it is worth versioning.
    pub bounds: Option<Vec<IndexBound>>,
}

/// An array access with a dynamic index `var + offset`.
#[derive(Clone, Copy)]
struct Access {
    array: VarIdx,
    var: VarIdx,
    offset: i64,
}

/// The run at the start of `stmts` (greedy: statements are added while they
/// qualify and do not assign an index variable of the run, nor index with a
/// variable the run assigns). Linear in the length of the run.
pub(super) fn run_at_start(program: &hir::Program, stmts: &[hir::Stmt]) -> Run {
    let mut accesses: Vec<Access> = Vec::new();
    let mut index_vars: HashSet<VarIdx> = HashSet::default();
    let mut assigned: HashSet<VarIdx> = HashSet::default();
    let mut len = 0;
    for stmt in stmts {
        let mut stmt_accesses = Vec::new();
        let Some(target) = assignment_accesses(stmt, &mut stmt_accesses) else { break };
        let conflicts = target.is_some_and(|t| index_vars.contains(&t) || stmt_accesses.iter().any(|a| a.var == t))
            || stmt_accesses.iter().any(|a| assigned.contains(&a.var));
        if conflicts {
            break;
        }
        index_vars.extend(stmt_accesses.iter().map(|a| a.var));
        accesses.extend(stmt_accesses);
        assigned.extend(target);
        len += 1;
    }
    Run { len, bounds: worth_versioning(&accesses).then(|| index_bounds(program, &accesses)).flatten() }
}

/// Whether two accesses share an array and an index variable.
fn worth_versioning(accesses: &[Access]) -> bool {
    let mut seen = HashSet::default();
    accesses.iter().any(|a| !seen.insert((a.array, a.var)))
}

/// The bound of each index variable, in order of first use; `None` if some
/// variable has an empty range (the fast copy could never run).
fn index_bounds(program: &hir::Program, accesses: &[Access]) -> Option<Vec<IndexBound>> {
    let mut bounds: Vec<IndexBound> = Vec::new();
    let mut slot_of: HashMap<VarIdx, usize> = HashMap::default();
    for a in accesses {
        let len = i64::from(program.var(a.array).array_len.expect("only arrays are indexed"));
        let (lo, hi) = (-a.offset, len - a.offset);
        match slot_of.get(&a.var) {
            Some(&k) => {
                bounds[k].lo = bounds[k].lo.max(lo);
                bounds[k].hi = bounds[k].hi.min(hi);
            }
            None => {
                slot_of.insert(a.var, bounds.len());
                bounds.push(IndexBound { var: a.var, lo, hi });
            }
        }
    }
    bounds.iter().all(|b| b.lo < b.hi).then_some(bounds)
}

/// If `stmt` may be in a run: `Some(the scalar it assigns, if any)`, with
/// its dynamic-index accesses appended to `out`.
fn assignment_accesses(stmt: &hir::Stmt, out: &mut Vec<Access>) -> Option<Option<VarIdx>> {
    match &stmt.kind {
        StmtKind::Assign(var, value) => {
            expr_accesses(value, out)?;
            Some(Some(*var))
        }
        StmtKind::AssignIndex(array, index, value) => {
            access(*array, index, out)?;
            expr_accesses(value, out)?;
            Some(None)
        }
        _ => None,
    }
}

/// Append the accesses of `e` to `out`; `None` if `e` cannot be in a run.
fn expr_accesses(e: &hir::Expr, out: &mut Vec<Access>) -> Option<()> {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Bool(_) | ExprKind::Var(_) => Some(()),
        ExprKind::Index(array, index) => access(*array, index, out),
        ExprKind::Neg(inner) | ExprKind::Not(inner) => expr_accesses(inner, out),
        ExprKind::Arith(first, links) => {
            expr_accesses(first, out)?;
            links.iter().try_for_each(|link| match link.op {
                ArithOp::Div | ArithOp::Rem => None,
                _ => expr_accesses(&link.operand, out),
            })
        }
        ExprKind::Compare(_, l, r) => {
            expr_accesses(l, out)?;
            expr_accesses(r, out)
        }
        ExprKind::Call(_) | ExprKind::And(..) | ExprKind::Or(..) => None,
    }
}

/// Record `array[index]` if the index has one of the run's shapes.
fn access(array: VarIdx, index: &hir::Expr, out: &mut Vec<Access>) -> Option<()> {
    let literal = |e: &hir::Expr| match e.kind {
        ExprKind::Int(c) => Some(i64::from(c)),
        _ => None,
    };
    let (var, offset) = match &index.kind {
        ExprKind::Int(_) => return Some(()), // checked by sema
        ExprKind::Var(v) => (*v, 0),
        ExprKind::Arith(first, links) if links.len() == 1 && matches!(links[0].op, ArithOp::Add | ArithOp::Sub) => {
            let ExprKind::Var(v) = first.kind else { return None };
            let c = literal(&links[0].operand)?;
            (v, if links[0].op == ArithOp::Add { c } else { -c })
        }
        _ => return None,
    };
    out.push(Access { array, var, offset });
    Some(())
}

impl FunctionLowering<'_, '_> {
    /// Lower `run` as a test of `bounds`, a fast copy without bounds checks
    /// and a slow copy with them, joining after the run.
    pub(super) fn lower_versioned_run(&mut self, run: &[hir::Stmt], bounds: &[IndexBound]) {
        self.b.set_loc(Some(run[0].loc));
        let in_range = self.bounds_hold(bounds);
        let fast = self.b.create_block("san.bounds.fast");
        let slow = self.b.create_block("san.bounds.slow");
        let join = self.b.create_block("san.bounds.join");
        self.b.cond_br(in_range, fast, slow);
        for (block, proven) in [(fast, true), (slow, false)] {
            self.start_block(block);
            self.bounds_proven = proven;
            for stmt in run {
                self.b.set_loc(Some(stmt.loc));
                self.lower_stmt(stmt);
            }
            self.b.br(join);
        }
        self.bounds_proven = false;
        self.start_block(join);
    }

    /// An `i1` that is true iff every index variable is within its bound.
    fn bounds_hold(&mut self, bounds: &[IndexBound]) -> ValueId {
        let mut all = None;
        for bound in bounds {
            let var = self.program.var(bound.var);
            let slot = self.var_addr(bound.var);
            let value = self.b.load(Type::I32, slot, &var.name);
            let wide = self.b.cast(CastOp::SExt, value, Type::I64, "run.idx");
            let lo = self.b.func.const_int(Type::I64, bound.lo);
            let hi = self.b.func.const_int(Type::I64, bound.hi);
            let above = self.b.icmp(CmpPred::Sge, wide, lo, "run.lo");
            let below = self.b.icmp(CmpPred::Slt, wide, hi, "run.hi");
            let both = self.b.binary(BinOp::And, above, below, "run.in");
            all = Some(match all {
                None => both,
                Some(acc) => self.b.binary(BinOp::And, acc, both, "run.in"),
            });
        }
        all.expect("a versioned run indexes with at least one variable")
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::print::print_module;
    use crate::sanitize::Sanitize;

    /// `body` as the body of a `main` with arrays `int[8] a`, `int[6] b`,
    /// ints `i`, `j`, `x`, a bool `t` and a function `f()`, lowered with `kinds`.
    fn lowered(body: &str, kinds: &str) -> String {
        let source =
            format!("main() {{\n int[8] a;\n int[6] b;\n int i;\n int j;\n int x;\n bool t;\n int f() {{ return 1; }}\n{body}\n}}\n");
        let module = crate::driver::compile_to_ir_with("t.wend", source.as_bytes(), Sanitize::parse(kinds).unwrap())
            .unwrap_or_else(|e| panic!("bad test program:\n{}", e.render(false)));
        crate::ir::verify::verify_module(&module).unwrap();
        print_module(&module)
    }

    fn versioned_runs(text: &str) -> usize {
        text.matches("\nsan.bounds.fast:").count()
    }

    #[test]
    fn a_run_is_guarded_by_the_exact_range_of_its_index_variable() {
        // a[i - 1] .. a[i + 2] into int[8], b[i] into int[6]: 1 <= i < 6.
        let text = lowered("a[i - 1] = a[i + 2] + 1;\n b[i] = a[i] * a[i + 1];\n x = b[i] - 4;", "default");
        assert_eq!(versioned_runs(&text), 1, "{text}");
        assert!(text.contains("icmp sge i64 %run.idx, 1\n") && text.contains("icmp slt i64 %run.idx, 6\n"), "{text}");
        // The slow copy keeps all six checks, the fast copy none.
        assert_eq!(text.matches("call void @wend_san_index_out_of_bounds(").count(), 6, "{text}");
    }

    #[test]
    fn each_index_variable_gets_its_own_range() {
        let text = lowered("a[i] = b[j];\n a[i + 7] = b[j + 5];", "default");
        assert!(text.contains("icmp slt i64 %run.idx, 1\n") && text.contains("icmp slt i64 %run.idx.1, 1\n"), "{text}");
    }

    #[test]
    fn assigning_an_index_variable_ends_the_run() {
        // Each run has a single access of `a` through `i`: nothing to merge.
        assert_eq!(versioned_runs(&lowered("a[i] = 1;\n i = i + 1;\n a[i] = 2;", "default")), 0);
        assert_eq!(versioned_runs(&lowered("i = a[i];\n a[i] = a[i + 1];", "default")), 1);
        // An assignment of an unrelated variable does not.
        assert_eq!(versioned_runs(&lowered("a[i] = 1;\n j = j + 1;\n a[i + 1] = 2;", "default")), 1);
    }

    #[test]
    fn calls_prints_divisions_and_short_circuits_end_runs() {
        for separator in ["x = f();", "println x;", "x = x / 3;", "x = x % 3;", "t = x < 2 && true;"] {
            let text = lowered(&format!("a[i] = 1;\n {separator}\n a[i + 1] = 2;"), "default");
            assert_eq!(versioned_runs(&text), 0, "{separator}\n{text}");
        }
    }

    #[test]
    fn other_index_shapes_end_runs() {
        for index in ["i * 2", "a[i]", "1 + i", "-i"] {
            let text = lowered(&format!("a[i] = 1;\n a[{index}] = 2;\n a[i + 1] = 3;"), "default");
            assert_eq!(versioned_runs(&text), 0, "{index}\n{text}");
        }
        // Constant indices neither end a run nor need a test.
        assert_eq!(versioned_runs(&lowered("a[i] = 1;\n a[7] = a[0];\n a[i + 1] = 3;", "default")), 1);
    }

    #[test]
    fn runs_whose_range_is_empty_or_with_overflow_checks_are_not_versioned() {
        assert_eq!(versioned_runs(&lowered("a[i - 4] = 1;\n a[i + 4] = 2;", "default")), 0);
        assert_eq!(versioned_runs(&lowered("a[i] = 1;\n a[i + 1] = 2;", "all")), 0);
        assert_eq!(versioned_runs(&lowered("a[i] = 1;\n a[i + 1] = 2;", "divide")), 0);
    }

    #[test]
    fn the_fast_copy_of_a_sanitized_unrolled_kernel_is_vectorized() {
        let body = " while i < 8 {\n  a[i] = a[i] * 3 + x;\n  a[i + 1] = a[i + 1] * 3 + x;\n  a[i + 2] = a[i + 2] * 3 + x;\n  a[i + 3] = a[i + 3] * 3 + x;\n  i = i + 4;\n }\n println a[5];";
        let source = format!("main() {{\n int[8] a;\n int i;\n int x;\n{body}\n}}\n");
        let module = crate::driver::compile_to_ir_with("t.wend", source.as_bytes(), Sanitize::DEFAULT_KINDS)
            .unwrap_or_else(|_| panic!("bad test program"));
        let stages = crate::driver::print_stages(module, true);
        let (_, slp) = stages.iter().find(|(stage, _)| stage == "slp").expect("an slp stage");
        let fast = slp.split("\nsan.bounds.fast:").nth(1).expect("a versioned run");
        let fast = &fast[..fast.find("\n\n").unwrap_or(fast.len())];
        assert!(fast.contains("store <4 x i32>") && !fast.contains("wend_san"), "{slp}");
    }
}
