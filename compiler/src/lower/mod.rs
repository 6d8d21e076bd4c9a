//! Lowering: the checked program (HIR) to alloca/load/store IR, the way
//! clang -O0 lowers C.
//!
//! - Every parameter and local variable gets an `alloca` in the entry block;
//!   parameters are stored into theirs on entry, locals are zeroed (wend
//!   variables start at 0/false). Reads `load`, writes `store`.
//! - An array is an alloca of `[N x i32]` (or `[N x i1]`, a byte per bool),
//!   zeroed with `llvm.memset`; `a[i]` is a `getelementptr` to the element,
//!   then a load or store. Nested functions receive arrays by address, like
//!   every captured variable.
//! - A nested function becomes an ordinary function. Variables that nested
//!   functions capture (see `sema`) live in their owner's *frame record*;
//!   a function that captures anything takes one extra trailing parameter,
//!   its *static link*: the address of the frame record of the function it
//!   is nested in, as Algol and Pascal compilers pass it (`Frames`).
//!   Variables no nested function captures keep their own allocas, which
//!   mem2reg promotes.
//! - Conditions of `if`/`while` are jumping code: `&&`, `||` and `!` become
//!   branches, so short-circuit evaluation needs no phi (`lower_cond`).
//! - Only functions reachable from `main` are emitted (unused prelude
//!   functions cost nothing).
//! - wend's `main()` has no return type, but the IR function `main` returns
//!   `i32 0`, like C's: `lli` uses it as the exit status (a `void` main
//!   would leave garbage there). The runtime's `_start` ignores it.
//!
//! The result has no phis and no unreachable blocks; blocks appear in the
//! order their code is emitted, as in clang's output.
//!
//! **Run-time checks** (`--sanitize`, see `sanitize`) are plain IR, so every
//! pass sees and keeps them: a compare that is true when the operation would
//! be a bug, a conditional branch to a cold block, and in that block a call
//! of the sanitizer's report function, then `unreachable` (`check`). The
//! kinds: bounds (`check_index`), divide (`check_division`), overflow,
//! opt-in (`check_overflow`), and a reachable end of a typed function
//! (`lower_body`). To let unrolled kernels vectorize anyway, straight-line
//! runs of assignments are versioned: one combined bounds test chooses
//! between a copy of the run without bounds checks and a copy with all of
//! them (`bounds_versioning`).

mod bounds_versioning;

use rustc_hash::FxHashMap as HashMap;

use crate::frontend::hir::{self, ArithOp, CmpOp, ExprKind, FuncIdx, PrintArg, StmtKind, Ty, VarIdx};
use crate::ir::{
    intrinsics, BinOp, BlockId, Builder, CastOp, CmpPred, FuncId, Function, Module, SrcLoc, Type, ValueId,
};
use crate::runtime_abi::{self, RuntimeFn, SanOp};
use crate::sanitize::Sanitize;

/// How to lower a program.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// The run-time checks to insert.
    pub sanitize: Sanitize,
    /// The source files' names by `FileId` (recorded in the module for line
    /// tables; empty: only the program's own file).
    pub source_files: Vec<String>,
    /// `-g`: record what the locals hold where, for the passes to keep
    /// up to date (`Function::debug_values`, `Function::debug_follow`).
    pub debug_info: bool,
}

pub fn lower_program(program: &hir::Program, source_name: &str) -> Module {
    lower_program_with(program, source_name, &LowerOptions::default())
}

pub fn lower_program_with(program: &hir::Program, source_name: &str, options: &LowerOptions) -> Module {
    let mut module = Module::new(source_name);
    module.source_files = options.source_files.clone();
    let reachable = reachable_functions(program);
    let frames = Frames::compute(program, &reachable);
    let mut ids = HashMap::default();
    for &f in &reachable {
        let info = program.func(f);
        let mut params: Vec<(Type, &str)> =
            info.params.iter().map(|&v| (ir_type(program.var(v).ty), program.var(v).name.as_str())).collect();
        if takes_link(info) {
            params.push((Type::Ptr, "link"));
        }
        let mut func = Function::new(info.symbol.clone(), &params, ir_return_type(program, f));
        if let Some(parent) = info.parent.filter(|_| takes_link(info)) {
            // The link points to the parent's whole record.
            *func.dereferenceable.last_mut().expect("the link parameter") = frames.records[&parent].bytes;
        }
        func.loc = Some(info.loc);
        func.file = info.span.file.0;
        ids.insert(f, module.add_function(func));
    }
    let runtime = RuntimeFns::declare(&mut module);
    let main_file = program.func(program.main).span.file;
    let recursive = recursive_functions(program, &reachable, &ids, &module);
    for &f in &reachable {
        let id = ids[&f];
        let mut sanitize = options.sanitize;
        // The prelude relies on wrapping arithmetic (see the module header).
        sanitize.overflow &= program.func(f).span.file == main_file;
        let mut func = std::mem::replace(module.function_mut(id), Function::new("", &[], Type::Void));
        let (own_homes, assigned) =
            FunctionLowering::new(program, &mut module, &ids, &frames, &runtime, sanitize, &mut func, f).lower_body();
        func.debug_vars = debug_vars(program, &frames, &func, f, &own_homes, &recursive);
        if options.debug_info && !recursive.contains(&f) {
            let (values, follow) = debug_values(program, &frames, f, &func.debug_vars, &func.params, &assigned);
            func.set_debug_values(values);
            func.debug_follow = follow;
        }
        *module.function_mut(id) = func;
    }
    module
}

/// Functions reachable from `main` through calls, `main` first, then in
/// declaration order (so output is deterministic).
fn reachable_functions(program: &hir::Program) -> Vec<FuncIdx> {
    let seen = program.reachable_from_main();
    let mut order = vec![program.main];
    order.extend(
        (0..program.funcs.len()).map(|i| FuncIdx(i as u32)).filter(|&f| f != program.main && seen[f.0 as usize]),
    );
    order
}

/// Where captured variables live: each function's frame record.
///
/// A function's frame record is one alloca (`%frame`) holding, first, the
/// function's own static link, then each variable that nested functions
/// capture at a fixed offset (arrays inline). A function that captures
/// anything takes its static link (`%link`) as its last parameter; a
/// captured variable is then a `getelementptr i8` at its offset from that
/// record, reached from further out through the chain of links (one `load`
/// per level), so a call costs one pointer however many variables are
/// captured. The link parameter is marked `dereferenceable(N)` with the
/// size of the record it points to, so licm may read a captured variable
/// before a loop. Scalars come before arrays in a record: an in-bounds
/// element access never reaches below its array, so alias analysis tells
/// it from every scalar field. Once the inliner has put a nested function
/// back into its owner, sroa splits the record into separate allocas and
/// mem2reg promotes those too.
struct Frames {
    records: HashMap<FuncIdx, FrameRecord>,
}

/// The layout of one function's frame record: its static link at offset 0
/// (if it has one), then each captured variable at its offset.
struct FrameRecord {
    bytes: u64,
    fields: HashMap<VarIdx, u64>,
}

impl Frames {
    fn compute(program: &hir::Program, reachable: &[FuncIdx]) -> Frames {
        let captured: rustc_hash::FxHashSet<VarIdx> =
            reachable.iter().flat_map(|&f| program.func(f).captures.iter().copied()).collect();
        // A record is needed where a nested function's link points.
        let linked_parents: rustc_hash::FxHashSet<FuncIdx> =
            reachable.iter().map(|&g| program.func(g)).filter(|g| takes_link(g)).filter_map(|g| g.parent).collect();
        let mut records = HashMap::default();
        for &f in reachable.iter().filter(|f| linked_parents.contains(f)) {
            let info = program.func(f);
            let mut offset: u64 = if takes_link(info) { 8 } else { 0 };
            let mut fields = HashMap::default();
            // Scalars before arrays: an element access, whose index is
            // in bounds, then never reaches below its array's start, and
            // alias analysis can tell it from every scalar field.
            let (arrays, scalars): (Vec<VarIdx>, Vec<VarIdx>) = info
                .params
                .iter()
                .chain(&info.locals)
                .copied()
                .filter(|v| captured.contains(v))
                .partition(|&v| program.var(v).array_len.is_some());
            for &v in scalars.iter().chain(&arrays) {
                let ty = var_type(program, v);
                let align = if ty.alloc_size() >= 16 { 16 } else { ty.align() };
                offset = offset.div_ceil(align) * align;
                fields.insert(v, offset);
                offset += ty.alloc_size();
            }
            records.insert(f, FrameRecord { bytes: offset.div_ceil(8).max(1) * 8, fields });
        }
        Frames { records }
    }
}

/// The source variables of `f` (lowered as `func`) for `-g` (see
/// `ir::debuginfo`): its parameters and locals, at their alloca or field of
/// the frame record, then the variables of enclosing functions it captures,
/// through the static link (innermost first; one per name, as scoping
/// shows them; none shadowed by its own).
fn debug_vars(
    program: &hir::Program,
    frames: &Frames,
    func: &Function,
    f: FuncIdx,
    own_homes: &HashMap<VarIdx, crate::ir::DebugHome>,
    recursive: &rustc_hash::FxHashSet<FuncIdx>,
) -> Vec<crate::ir::DebugVar> {
    use crate::ir::{DebugHome, DebugType, DebugVar};
    let info = program.func(f);
    let stable_params = !recursive.contains(&f);
    let mut assigned = rustc_hash::FxHashSet::default();
    assigned_vars(&info.body, &mut assigned);
    let describe = |v: VarIdx, is_param: bool, home: Option<DebugHome>| {
        let var = program.var(v);
        let ty = match (var.array_len, var.ty) {
            (Some(len), ty) => DebugType::Array { bool_elems: ty == Ty::Bool, len },
            (None, Ty::Int) => DebugType::Int,
            (None, Ty::Bool) => DebugType::Bool,
        };
        let decl_line = var.loc.line;
        let entry_param = (is_param && stable_params)
            .then(|| info.params.iter().position(|&p| p == v))
            .flatten()
            .filter(|_| !assigned.contains(&v) && !frames.records.get(&f).is_some_and(|r| r.fields.contains_key(&v)))
            .map(|i| i as u32);
        DebugVar { name: var.name.clone(), ty, decl_line, decl_file: var.span.file.0, is_param, home, entry_param }
    };
    let mut vars = Vec::new();
    let mut names = rustc_hash::FxHashSet::default();
    for (&v, is_param) in info.params.iter().map(|v| (v, true)).chain(info.locals.iter().map(|v| (v, false))) {
        vars.push(describe(v, is_param, own_homes.get(&v).copied()));
        names.insert(program.var(v).name.as_str());
    }
    let link = takes_link(info).then(|| func.params[info.params.len()]);
    let mut captured: Vec<(u32, VarIdx)> = Vec::new();
    for &v in &info.captures {
        let owner = program.var(v).owner;
        let mut hops = 0;
        let mut at = info.parent;
        while let Some(p) = at.filter(|&p| p != owner) {
            hops += 1;
            at = program.func(p).parent;
        }
        if at.is_some() {
            captured.push((hops, v));
        }
    }
    captured.sort_by_key(|&(hops, v)| (hops, v.0));
    for (hops, v) in captured {
        if !names.insert(program.var(v).name.as_str()) {
            continue;
        }
        let owner = program.var(v).owner;
        let offset = frames.records.get(&owner).and_then(|r| r.fields.get(&v)).copied();
        let home = link.zip(offset).map(|(ptr, offset)| DebugHome::Link { ptr, hops, offset });
        vars.push(describe(v, false, home));
    }
    vars
}

/// A value an assignment statement `x = e;` stored: the variable, where
/// the statement is, and the IR value (for `-g`).
type Assignment = (VarIdx, SrcLoc, ValueId);

/// A variable's top-level assignments in order, `(start, last line, value
/// stored)`; `None` once one was lowered other than once.
type Steps = Option<Vec<(SrcLoc, u32, ValueId)>>;

/// What the variables of `f` hold where (see `ir::DebugValue`, whose
/// conditions this checks): for each local, and each parameter that is
/// assigned, of `f` (`vars`, its `debug_vars`, name the parameters then
/// the locals; `params`, its IR parameters) whose every assignment is a
/// top-level `x = e;` of the body, and that no nested function captures:
/// zero (a local) or the argument (a parameter) from the body's first
/// statement to the first assignment, then each assignment's value from
/// the line after the statement to the start of the next assignment. `assigned`: the
/// value each assignment stored, by statement position (a statement
/// lowered twice, as the sanitizer's bounds versioning does, gives no
/// value).
///
/// Also returns the other variables whose values mem2reg follows
/// (`Function::debug_follow`): locals and assigned parameters, not arrays,
/// that a loop or an `if` assigns (or a statement lowered twice), when
/// nothing captures them.
fn debug_values(
    program: &hir::Program,
    frames: &Frames,
    f: FuncIdx,
    vars: &[crate::ir::DebugVar],
    params: &[ValueId],
    assigned: &[Assignment],
) -> (Vec<crate::ir::DebugValue>, Vec<u32>) {
    use crate::ir::{DebugSpan, DebugValue, DebugValueKind};
    let info = program.func(f);
    let Some(first) = info.body.first() else { return (Vec::new(), Vec::new()) };
    let mut nested = rustc_hash::FxHashSet::default();
    for stmt in &info.body {
        if let StmtKind::If(_, then, els) = &stmt.kind {
            assigned_vars(then, &mut nested);
            assigned_vars(els, &mut nested);
        }
        if let StmtKind::While(_, body) = &stmt.kind {
            assigned_vars(body, &mut nested);
        }
    }
    let captured = |v: VarIdx| frames.records.get(&f).is_some_and(|r| r.fields.contains_key(&v));
    // The value each assignment statement stored, by variable and position.
    let mut stored: HashMap<(VarIdx, SrcLoc), Vec<ValueId>> = HashMap::default();
    for &(v, at, value) in assigned {
        stored.entry((v, at)).or_default().push(value);
    }
    let mut steps_of: HashMap<VarIdx, Steps> = HashMap::default();
    for stmt in &info.body {
        if let StmtKind::Assign(target, value) = &stmt.kind {
            let steps = steps_of.entry(*target).or_insert_with(|| Some(Vec::new()));
            match (stored.get(&(*target, stmt.loc)).map(Vec::as_slice), steps.as_mut()) {
                (Some(&[value_id]), Some(list)) => list.push((stmt.loc, last_line(value).max(stmt.loc.line), value_id)),
                _ => *steps = None,
            }
        }
    }
    let no_steps = Some(Vec::new());
    let mut out = Vec::new();
    let mut follow = Vec::new();
    // Parameters start with their argument (the IR parameter), locals
    // with zero.
    let starts = info.params.iter().zip(params).map(|(&v, &p)| (v, DebugValueKind::Value(p)));
    let starts = starts.chain(info.locals.iter().map(|&v| (v, DebugValueKind::Const(0))));
    for (index, (v, start)) in starts.enumerate() {
        let index = index as u32;
        let var = program.var(v);
        if var.array_len.is_some() || captured(v) {
            continue;
        }
        debug_assert_eq!(vars[index as usize].name, var.name);
        let Some(steps) = steps_of.get(&v).unwrap_or(&no_steps).as_ref().filter(|_| !nested.contains(&v)) else {
            follow.push(index);
            continue;
        };
        // A parameter never assigned always holds its argument: described
        // as such (`DebugVar::entry_param`).
        let is_param = (index as usize) < info.params.len();
        if is_param && steps.is_empty() {
            continue;
        }
        let first_until = steps.first().map(|&(start, _, _)| start);
        out.push(DebugValue {
            var: index,
            value: start,
            span: DebugSpan::Stretch { from: first.loc, until: first_until },
        });
        for (n, &(_, last, value)) in steps.iter().enumerate() {
            let until = steps.get(n + 1).map(|&(start, _, _)| start);
            out.push(DebugValue {
                var: index,
                value: DebugValueKind::Value(value),
                span: DebugSpan::Stretch { from: SrcLoc::new(last + 1, 0), until },
            });
        }
    }
    (out, follow)
}

/// The last line an expression spans (of its parts' positions).
fn last_line(e: &hir::Expr) -> u32 {
    let parts: Vec<&hir::Expr> = match &e.kind {
        ExprKind::Int(_) | ExprKind::Bool(_) | ExprKind::Var(_) => Vec::new(),
        ExprKind::Index(_, i) | ExprKind::Neg(i) | ExprKind::Not(i) => vec![i],
        ExprKind::Call(call) => call.args.iter().collect(),
        ExprKind::Compare(_, l, r) => vec![l, r],
        ExprKind::Arith(first, links) => hir::arith_operands(first, links).collect(),
        ExprKind::And(operands) | ExprKind::Or(operands) => operands.iter().collect(),
    };
    parts.into_iter().map(last_line).fold(e.loc.line, u32::max)
}

/// The functions of `reachable` (declared as `ids`) that can call
/// themselves, directly or through others: those calling themselves and
/// the members of call-graph cycles (the inliner's strongly connected
/// components, `passes::inline::components`). A cycle through a reachable
/// function has only reachable members.
fn recursive_functions(
    program: &hir::Program,
    reachable: &[FuncIdx],
    ids: &HashMap<FuncIdx, FuncId>,
    module: &Module,
) -> rustc_hash::FxHashSet<FuncIdx> {
    let mut callees: crate::ir::EntityMap<FuncId, Vec<FuncId>> =
        crate::ir::EntityMap::from_elem(Vec::new(), module.function_ids().count());
    for &f in reachable {
        callees[ids[&f]] = program.func(f).callees.iter().filter_map(|c| ids.get(c).copied()).collect();
    }
    let component = crate::passes::inline::components(&callees);
    let mut size = vec![0usize; callees.len()];
    for c in component.values() {
        size[*c as usize] += 1;
    }
    reachable
        .iter()
        .copied()
        .filter(|f| {
            let id = ids[f];
            size[component[id] as usize] > 1 || callees[id].contains(&id)
        })
        .collect()
}

/// The variables `stmts` assign as a whole (`x = e;`).
fn assigned_vars(stmts: &[hir::Stmt], out: &mut rustc_hash::FxHashSet<VarIdx>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Assign(v, _) => {
                out.insert(*v);
            }
            StmtKind::If(_, then, els) => {
                assigned_vars(then, out);
                assigned_vars(els, out);
            }
            StmtKind::While(_, body) => assigned_vars(body, out),
            _ => {}
        }
    }
}

/// Whether a function takes a static link: it captures something.
fn takes_link(info: &hir::FuncInfo) -> bool {
    !info.captures.is_empty()
}

/// The IR type of variable `v` in memory (an array type for an array).
fn var_type(program: &hir::Program, v: VarIdx) -> Type {
    let var = program.var(v);
    match (var.array_len, ir_type(var.ty)) {
        (Some(len), Type::Int(elem)) => Type::Array { elem, len },
        (_, ty) => ty,
    }
}

/// The IR return type of a function (`main` returns `i32`, see the module
/// header).
fn ir_return_type(program: &hir::Program, f: FuncIdx) -> Type {
    if f == program.main {
        Type::I32
    } else {
        program.func(f).ret.map_or(Type::Void, ir_type)
    }
}

fn ir_type(t: Ty) -> Type {
    match t {
        Ty::Int => Type::I32,
        Ty::Bool => Type::I1,
    }
}

/// The runtime functions, declared in the module.
struct RuntimeFns {
    print_int: FuncId,
    print_bool: FuncId,
    print_str: FuncId,
}

impl RuntimeFns {
    fn declare(module: &mut Module) -> RuntimeFns {
        let mut declare = |rt: &RuntimeFn| module.add_function(Function::declaration(rt.name, rt.params, rt.ret));
        RuntimeFns {
            print_int: declare(&runtime_abi::PRINT_INT),
            print_bool: declare(&runtime_abi::PRINT_BOOL),
            print_str: declare(&runtime_abi::PRINT_STR),
        }
    }
}

/// The sanitizer report function `rt`, declared on first use (so modules
/// without checks of a kind do not mention its function).
fn report_function(module: &mut Module, rt: &RuntimeFn) -> FuncId {
    module.find_or_declare(rt.name, || Function::declaration(rt.name, rt.params, rt.ret))
}

struct FunctionLowering<'a, 'f> {
    program: &'a hir::Program,
    module: &'a mut Module,
    ids: &'a HashMap<FuncIdx, FuncId>,
    frames: &'a Frames,
    runtime: &'a RuntimeFns,
    /// The run-time checks to insert in this function.
    sanitize: Sanitize,
    b: Builder<'f>,
    hir_func: FuncIdx,
    /// Where each of the function's own variables lives: its alloca, or
    /// its field in the function's frame record. (Variables of enclosing
    /// functions are reached through the static link, see `var_addr`.)
    slots: HashMap<VarIdx, ValueId>,
    /// The static link parameter, and this function's frame record.
    link: Option<ValueId>,
    record: Option<ValueId>,
    /// The blocks reporting failed checks, moved to the end of the layout.
    cold_blocks: Vec<BlockId>,
    /// Lowering the fast copy of a versioned run, whose indices a combined
    /// test has proven in range (see `bounds_versioning`).
    bounds_proven: bool,
    /// (variable, statement position, value stored) of every `x = e;`, for
    /// `-g` (see `debug_values`).
    assigned: Vec<Assignment>,
}

impl<'a, 'f> FunctionLowering<'a, 'f> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        program: &'a hir::Program,
        module: &'a mut Module,
        ids: &'a HashMap<FuncIdx, FuncId>,
        frames: &'a Frames,
        runtime: &'a RuntimeFns,
        sanitize: Sanitize,
        func: &'f mut Function,
        hir_func: FuncIdx,
    ) -> Self {
        FunctionLowering {
            program,
            module,
            ids,
            frames,
            runtime,
            sanitize,
            b: Builder::deferring_allocas(func),
            hir_func,
            slots: HashMap::default(),
            link: None,
            record: None,
            cold_blocks: Vec::new(),
            bounds_proven: false,
            assigned: Vec::new(),
        }
    }

    /// Lower the body; returns where each of the function's own variables
    /// lives and the values each `x = e;` stored (for `-g`).
    ///
    /// Where the end of a typed function would be reached, `--sanitize` puts
    /// the report call before the `unreachable` (sema rejects programs where
    /// that can happen, so this only ever appears in hand-made HIR).
    fn lower_body(mut self) -> (HashMap<VarIdx, crate::ir::DebugHome>, Vec<Assignment>) {
        let info = self.program.func(self.hir_func);
        let entry = self.b.create_block("entry");
        self.b.position_at_end(entry);
        self.b.set_loc(Some(info.loc));
        let n_params = info.params.len();
        if takes_link(info) {
            self.link = Some(self.b.func.params[n_params]);
        }
        if let Some(record) = self.frames.records.get(&self.hir_func) {
            let words = u32::try_from(record.bytes / 8).expect("frame records are smaller than 32 GiB");
            let frame = self.b.alloca(Type::Array { elem: crate::ir::IntType::I64, len: words }, "frame");
            if let Some(link) = self.link {
                self.b.store(link, frame);
            }
            self.record = Some(frame);
        }
        for (i, &v) in info.params.iter().enumerate() {
            let var = self.program.var(v);
            let slot = match self.own_field(v) {
                Some(field) => field,
                None => self.b.alloca(ir_type(var.ty), &format!("{}.addr", var.name)),
            };
            let param = self.b.func.params[i];
            self.b.store(param, slot);
            self.slots.insert(v, slot);
        }
        for &v in &info.locals {
            let var = self.program.var(v);
            let ty = var_type(self.program, v);
            let field = self.own_field(v);
            let slot = field.unwrap_or_else(|| self.b.alloca(ty, &var.name));
            match ty {
                Type::Array { .. } => self.zero_memory(slot, ty.alloc_size()),
                _ => {
                    let zero = self.b.func.const_int(ty, 0);
                    self.b.store(zero, slot);
                }
            }
            self.slots.insert(v, slot);
        }
        let own_homes = self.own_homes(info);
        self.lower_stmts(&info.body);
        if !self.b.is_terminated() {
            match info.ret {
                // Sema proved the end unreachable (e.g. after `while true`).
                Some(_) => {
                    if self.sanitize.missing_return {
                        self.b.set_loc(Some(info.loc));
                        self.report(&runtime_abi::SAN_MISSING_RETURN, &[], info.loc);
                    }
                    self.b.unreachable()
                }
                None => self.emit_return(None),
            }
        }
        self.b.finish();
        self.b.func.move_blocks_to_end(&self.cold_blocks);
        crate::ir::cfg::remove_unreachable_blocks(self.b.func);
        (own_homes, self.assigned)
    }

    /// Where the parameters and locals of `info` live: their alloca, or
    /// their field of the frame record.
    fn own_homes(&self, info: &hir::FuncInfo) -> HashMap<VarIdx, crate::ir::DebugHome> {
        let fields = self.frames.records.get(&self.hir_func).map(|r| &r.fields);
        info.params
            .iter()
            .chain(&info.locals)
            .filter_map(|&v| {
                let home = match (fields.and_then(|f| f.get(&v)), self.record) {
                    (Some(&offset), Some(alloca)) => crate::ir::DebugHome::Alloca { alloca, offset },
                    (Some(_), None) => return None,
                    (None, _) => crate::ir::DebugHome::Alloca { alloca: *self.slots.get(&v)?, offset: 0 },
                };
                Some((v, home))
            })
            .collect()
    }

    // ----- frame records and static links (see the module header) -----

    /// The address of `v`'s field in this function's frame record, if a
    /// nested function captures it.
    fn own_field(&mut self, v: VarIdx) -> Option<ValueId> {
        let offset = *self.frames.records.get(&self.hir_func)?.fields.get(&v)?;
        let record = self.record.expect("a function with fields has a record");
        let name = self.program.var(v).name.clone();
        Some(self.field_address(record, offset, &name))
    }

    /// `record + offset`, as an `i8` getelementptr.
    fn field_address(&mut self, record: ValueId, offset: u64, name: &str) -> ValueId {
        let offset = self.b.func.const_int(Type::I32, offset as i64);
        self.b.gep(Type::I8, record, offset, name)
    }

    /// Where variable `v` lives: the function's own slot or field, or the
    /// field of an enclosing function's record, reached through the
    /// static links.
    fn var_addr(&mut self, v: VarIdx) -> ValueId {
        if let Some(&slot) = self.slots.get(&v) {
            return slot;
        }
        let owner = self.program.var(v).owner;
        let record = self.record_of(owner);
        let offset = self.frames.records[&owner].fields[&v];
        let name = self.program.var(v).name.clone();
        self.field_address(record, offset, &name)
    }

    /// The frame record of `f`, this function or one it is nested in:
    /// its own record, or the link followed outwards (each record starts
    /// with its function's own link).
    fn record_of(&mut self, f: FuncIdx) -> ValueId {
        if f == self.hir_func {
            return self.record.expect("a function whose nested functions need its record has one");
        }
        let mut record = self.link.expect("sema: variables of enclosing functions are captured");
        let mut at = self.program.func(self.hir_func).parent.expect("a function with a link is nested");
        while at != f {
            record = self.b.load(Type::Ptr, record, "link.up");
            at = self.program.func(at).parent.expect("the owner encloses the function");
        }
        record
    }

    // ----- run-time checks (see the module header) -----

    /// Call the report function `rt` with `args` followed by `loc`'s line
    /// and column.
    fn report(&mut self, rt: &RuntimeFn, args: &[ValueId], loc: SrcLoc) {
        let callee = report_function(self.module, rt);
        let mut args = args.to_vec();
        args.push(self.b.func.const_int(Type::I32, i64::from(loc.line)));
        args.push(self.b.func.const_int(Type::I32, i64::from(loc.col)));
        self.b.call(callee, Type::Void, &args, "");
    }

    /// If `fails` (an `i1`) is true, call `rt` with `args` (the check's
    /// location `loc` appended) and stop; otherwise go on in a new block.
    ///
    /// The call is a side effect, so ADCE keeps the compare and branch; the
    /// branch ends the basic block, so the SLP vectorizer (which packs within a
    /// block) never moves an access across its check. Cold blocks are laid out
    /// after all other blocks of the function (`lower_body`), so the hot path
    /// falls through.
    fn check(&mut self, fails: ValueId, kind: &str, rt: &RuntimeFn, args: &[ValueId], loc: SrcLoc) {
        let saved = self.b.loc();
        self.b.set_loc(Some(loc));
        let cold = self.b.create_block(&format!("san.{kind}"));
        let ok = self.b.create_block(&format!("san.{kind}.ok"));
        self.b.cond_br(fails, cold, ok);
        self.b.position_at_end(cold);
        self.report(rt, args, loc);
        self.b.unreachable();
        self.cold_blocks.push(cold);
        self.start_block(ok);
        self.b.set_loc(saved);
    }

    /// `index` (an `i32`) must be in `0..len` to index `array`.
    ///
    /// Only for an index that is not a constant (sema checks constants):
    /// `zext i to i64 >= N` (a negative `i` becomes at least 2^31, above any
    /// length, so one signed compare covers both ends).
    fn check_index(&mut self, array: VarIdx, index: ValueId, loc: SrcLoc) {
        let var = self.program.var(array);
        let len = var.array_len.expect("only arrays are indexed");
        if self.b.func.as_const(index).is_some_and(|i| (0..i64::from(len)).contains(&i)) {
            return;
        }
        let name_bytes = var.name.clone().into_bytes();
        let wide = self.b.cast(CastOp::ZExt, index, Type::I64, "idx.wide");
        let len64 = self.b.func.const_int(Type::I64, i64::from(len));
        let fails = self.b.icmp(CmpPred::Sge, wide, len64, "idx.bad");
        let name = self.module.intern_string(&name_bytes);
        let name = self.b.func.global_addr(name);
        let len32 = self.b.func.const_int(Type::I32, i64::from(len));
        let name_len = self.b.func.const_int(Type::I64, name_bytes.len() as i64);
        self.check(fails, "bounds", &runtime_abi::SAN_INDEX, &[index, len32, name, name_len], loc);
    }

    /// `l / r` or `l % r` must not trap: `r != 0`, and not `INT_MIN / -1`.
    ///
    /// `r == 0`, then `r == -1 && l == INT_MIN`; a constant divisor other than 0
    /// and -1 needs neither.
    fn check_division(&mut self, op: SanOp, l: ValueId, r: ValueId, loc: SrcLoc) {
        let divisor = self.b.func.as_const(r);
        if divisor.is_some_and(|d| d != 0 && d != -1) {
            return;
        }
        let op_code = self.b.func.const_int(Type::I32, op as i64);
        let int_min = self.b.func.const_int(Type::I32, i64::from(i32::MIN));
        if divisor != Some(-1) {
            let zero = self.b.func.const_int(Type::I32, 0);
            let fails = self.b.icmp(CmpPred::Eq, r, zero, "div.zero");
            self.check(fails, "divide", &runtime_abi::SAN_DIVISION, &[l, r, op_code], loc);
        }
        if divisor == Some(0) {
            return; // the check above always fails
        }
        let fails = if divisor == Some(-1) {
            self.b.icmp(CmpPred::Eq, l, int_min, "div.overflow")
        } else {
            let minus_one = self.b.func.const_int(Type::I32, -1);
            let by_minus_one = self.b.icmp(CmpPred::Eq, r, minus_one, "div.minus_one");
            let of_int_min = self.b.icmp(CmpPred::Eq, l, int_min, "div.int_min");
            self.b.binary(BinOp::And, by_minus_one, of_int_min, "div.overflow")
        };
        self.check(fails, "divide", &runtime_abi::SAN_DIVISION, &[l, r, op_code], loc);
    }

    /// Report if `result`, the wrapped value of `l op r`, is not the true one.
    ///
    /// Computed exactly in 32 bits: `l + r` overflows iff `(l ^ s) & (r ^ s) <
    /// 0` with `s` the wrapped sum (the operands agree in sign and the sum does
    /// not); `l - r` iff `(l ^ r) & (l ^ s) < 0`; `l * r` iff the 64-bit product
    /// differs from the sign-extended 32-bit one; `-x` iff `x == INT_MIN`,
    /// except for a literal (`-2147483648` is INT_MIN as written). Prelude
    /// functions are not checked: they are written to rely on wrapping (`pow`).
    fn check_overflow(&mut self, op: SanOp, l: ValueId, r: ValueId, result: ValueId, loc: SrcLoc) {
        let zero = self.b.func.const_int(Type::I32, 0);
        let fails = match op {
            SanOp::Add | SanOp::Sub => {
                // `+`: both operands differ in sign from the sum. `-`: the
                // operands differ in sign, and the difference from `l`.
                let other = if op == SanOp::Add { result } else { r };
                let a = self.b.binary(BinOp::Xor, l, other, "ovf.a");
                let b = if op == SanOp::Add { r } else { l };
                let b = self.b.binary(BinOp::Xor, b, result, "ovf.b");
                let both = self.b.binary(BinOp::And, a, b, "ovf.sign");
                self.b.icmp(CmpPred::Slt, both, zero, "ovf")
            }
            SanOp::Mul => {
                let lw = self.b.cast(CastOp::SExt, l, Type::I64, "ovf.l");
                let rw = self.b.cast(CastOp::SExt, r, Type::I64, "ovf.r");
                let exact = self.b.binary(BinOp::Mul, lw, rw, "ovf.product");
                let wrapped = self.b.cast(CastOp::SExt, result, Type::I64, "ovf.wrapped");
                self.b.icmp(CmpPred::Ne, exact, wrapped, "ovf")
            }
            SanOp::Neg => {
                let int_min = self.b.func.const_int(Type::I32, i64::from(i32::MIN));
                self.b.icmp(CmpPred::Eq, r, int_min, "ovf")
            }
            SanOp::Div | SanOp::Rem => unreachable!("division is checked by check_division"),
        };
        let op_code = self.b.func.const_int(Type::I32, op as i64);
        self.check(fails, "overflow", &runtime_abi::SAN_OVERFLOW, &[l, r, op_code], loc);
    }

    /// `memset(ptr, 0, bytes)` through LLVM's intrinsic.
    fn zero_memory(&mut self, ptr: ValueId, bytes: u64) {
        let zero = self.b.func.const_int(Type::I8, 0);
        let len = self.b.func.const_int(Type::I64, bytes as i64);
        let volatile = self.b.func.const_bool(false);
        // Declared on first use, so modules without arrays do not mention it.
        let memset = self.module.find_or_declare(intrinsics::MEMSET, intrinsics::memset_declaration);
        self.b.call(memset, Type::Void, &[ptr, zero, len, volatile], "");
    }

    /// The address of `array[index]`; `loc` is where the indexing is.
    fn element_address(&mut self, array: VarIdx, index: &hir::Expr, loc: SrcLoc) -> ValueId {
        let i = self.lower_expr(index);
        if self.sanitize.bounds && !self.bounds_proven {
            self.check_index(array, i, loc);
        }
        let base = self.var_addr(array);
        let var = self.program.var(array);
        let name = format!("{}.elem", var.name);
        self.b.gep(ir_type(var.ty), base, i, &name)
    }

    /// `ret`, where a procedure's plain return from `main` is `ret i32 0`.
    fn emit_return(&mut self, value: Option<ValueId>) {
        if value.is_none() && self.hir_func == self.program.main {
            let zero = self.b.func.const_int(Type::I32, 0);
            self.b.ret(Some(zero));
        } else {
            self.b.ret(value);
        }
    }

    /// Start emitting into `block`, placing it after the blocks emitted so far.
    fn start_block(&mut self, block: BlockId) {
        self.b.func.move_block_to_end(block);
        self.b.position_at_end(block);
    }

    fn lower_stmts(&mut self, mut stmts: &[hir::Stmt]) {
        while !stmts.is_empty() {
            if self.b.is_terminated() {
                // Code after a `return` is unreachable; sema checked it.
                return;
            }
            // Bounds checks of straight-line runs are merged by versioning
            // (see `bounds_versioning`), unless overflow checks would split
            // the run anyway. A run not worth versioning is lowered as
            // usual, without looking for runs inside it again (linear time).
            let mut plain = 1;
            if self.sanitize.bounds && !self.sanitize.overflow {
                let run = bounds_versioning::run_at_start(self.program, stmts);
                if let Some(bounds) = &run.bounds {
                    self.lower_versioned_run(&stmts[..run.len], bounds);
                    stmts = &stmts[run.len..];
                    continue;
                }
                plain = run.len.max(1);
            }
            for stmt in &stmts[..plain] {
                self.b.set_loc(Some(stmt.loc));
                self.lower_stmt(stmt);
            }
            stmts = &stmts[plain..];
        }
    }

    fn lower_stmt(&mut self, stmt: &hir::Stmt) {
        match &stmt.kind {
            StmtKind::Assign(var, value) => {
                let v = self.lower_expr(value);
                let slot = self.var_addr(*var);
                self.b.store(v, slot);
                self.assigned.push((*var, stmt.loc, v));
            }
            StmtKind::AssignIndex(array, index, value) => {
                let addr = self.element_address(*array, index, stmt.loc);
                let v = self.lower_expr(value);
                self.b.store(v, addr);
            }
            StmtKind::Call(call) => {
                self.lower_call(call, stmt.loc);
            }
            StmtKind::If(cond, then_body, else_body) => self.lower_if(cond, then_body, else_body),
            StmtKind::While(cond, body) => self.lower_while(cond, body),
            StmtKind::Return(value) => {
                let v = value.as_ref().map(|e| self.lower_expr(e));
                self.emit_return(v);
            }
            StmtKind::Print(arg, newline) => self.lower_print(arg, *newline),
        }
    }

    fn lower_if(&mut self, cond: &hir::Expr, then_body: &[hir::Stmt], else_body: &[hir::Stmt]) {
        let then_bb = self.b.create_block("if.then");
        let else_bb = (!else_body.is_empty()).then(|| self.b.create_block("if.else"));
        let end_bb = self.b.create_block("if.end");
        self.lower_cond(cond, then_bb, else_bb.unwrap_or(end_bb));
        self.start_block(then_bb);
        self.lower_stmts(then_body);
        self.branch_if_open(end_bb);
        if let Some(else_bb) = else_bb {
            self.start_block(else_bb);
            self.lower_stmts(else_body);
            self.branch_if_open(end_bb);
        }
        // If both arms returned, `if.end` has no predecessor and is removed
        // at the end; whatever follows is unreachable and skipped.
        self.start_block(end_bb);
    }

    fn lower_while(&mut self, cond: &hir::Expr, body: &[hir::Stmt]) {
        let cond_bb = self.b.create_block("while.cond");
        let body_bb = self.b.create_block("while.body");
        let end_bb = self.b.create_block("while.end");
        self.b.br(cond_bb);
        self.start_block(cond_bb);
        self.lower_cond(cond, body_bb, end_bb);
        self.start_block(body_bb);
        self.lower_stmts(body);
        self.branch_if_open(cond_bb);
        self.start_block(end_bb);
    }

    fn branch_if_open(&mut self, dest: BlockId) {
        if !self.b.is_terminated() {
            self.b.br(dest);
        }
    }

    /// Jumping code: branch to `if_true` or `if_false` depending on `cond`.
    fn lower_cond(&mut self, cond: &hir::Expr, if_true: BlockId, if_false: BlockId) {
        match &cond.kind {
            ExprKind::Bool(true) => self.b.br(if_true),
            ExprKind::Bool(false) => self.b.br(if_false),
            ExprKind::Not(inner) => self.lower_cond(inner, if_false, if_true),
            ExprKind::And(operands) => {
                self.lower_short_circuit(operands, "and.rhs", |next| (next, if_false), (if_true, if_false))
            }
            ExprKind::Or(operands) => {
                self.lower_short_circuit(operands, "or.rhs", |next| (if_true, next), (if_true, if_false))
            }
            _ => {
                let v = self.lower_expr(cond);
                self.b.cond_br(v, if_true, if_false);
            }
        }
    }

    /// Jumping code for `x₀ op x₁ op … xₙ`, as for the left-nested
    /// `((x₀ op x₁) op …) op xₙ` (the same blocks, made in the same order:
    /// the one for `xₙ` first): operand k branches to `targets(block of
    /// xₖ₊₁)`, the last operand to `last`.
    fn lower_short_circuit(
        &mut self,
        operands: &[hir::Expr],
        name: &str,
        targets: impl Fn(BlockId) -> (BlockId, BlockId),
        last: (BlockId, BlockId),
    ) {
        // Unplaced until started: moving each to the end of the layout
        // would search past those started before it (n² for n operands).
        let mut blocks: Vec<BlockId> = (1..operands.len()).map(|_| self.b.func.create_unplaced_block(name)).collect();
        blocks.reverse();
        for (k, operand) in operands.iter().enumerate() {
            if k > 0 {
                self.b.func.append_block(blocks[k - 1]);
                self.b.position_at_end(blocks[k - 1]);
                self.b.set_loc(Some(operand.loc));
            }
            let (t, f) = blocks.get(k).map_or(last, |&next| targets(next));
            self.lower_cond(operand, t, f);
        }
    }

    fn lower_expr(&mut self, e: &hir::Expr) -> ValueId {
        match &e.kind {
            ExprKind::Int(v) => self.b.func.const_int(Type::I32, *v as i64),
            ExprKind::Bool(v) => self.b.func.const_bool(*v),
            ExprKind::Var(var) => {
                let slot = self.var_addr(*var);
                let info = self.program.var(*var);
                self.b.load(ir_type(info.ty), slot, &info.name)
            }
            ExprKind::Index(array, index) => {
                let addr = self.element_address(*array, index, e.loc);
                let var = self.program.var(*array);
                self.b.load(ir_type(var.ty), addr, &var.name)
            }
            ExprKind::Call(call) => self.lower_call(call, e.loc).expect("a call used as a value returns one"),
            ExprKind::Neg(inner) => {
                let v = self.lower_expr(inner);
                let zero = self.b.func.const_int(Type::I32, 0);
                let result = self.b.binary(BinOp::Sub, zero, v, "neg");
                // `-2147483648` is INT_MIN as written (WEND.md): a negated
                // literal is not an overflow.
                if self.sanitize.overflow && !matches!(inner.kind, ExprKind::Int(_)) {
                    self.check_overflow(SanOp::Neg, zero, v, result, e.loc);
                }
                result
            }
            ExprKind::Not(inner) => {
                let v = self.lower_expr(inner);
                let t = self.b.func.const_bool(true);
                self.b.binary(BinOp::Xor, v, t, "not")
            }
            ExprKind::Arith(first, links) => {
                let mut l = self.lower_expr(first);
                for link in links {
                    let r = self.lower_expr(&link.operand);
                    l = self.lower_arith(link.op, l, r, link.op_loc);
                }
                l
            }
            ExprKind::Compare(op, lhs, rhs) => {
                let l = self.lower_expr(lhs);
                let r = self.lower_expr(rhs);
                let pred = match op {
                    CmpOp::Eq => CmpPred::Eq,
                    CmpOp::Ne => CmpPred::Ne,
                    CmpOp::Lt => CmpPred::Slt,
                    CmpOp::Le => CmpPred::Sle,
                    CmpOp::Gt => CmpPred::Sgt,
                    CmpOp::Ge => CmpPred::Sge,
                };
                self.b.icmp(pred, l, r, "cmp")
            }
            ExprKind::And(..) | ExprKind::Or(..) => self.lower_logical_value(e),
        }
    }

    /// `l op r`, with the sanitizer's check of it if asked for.
    fn lower_arith(&mut self, op: ArithOp, l: ValueId, r: ValueId, op_loc: SrcLoc) -> ValueId {
        let (bin_op, san_op, name) = match op {
            ArithOp::Add => (BinOp::Add, SanOp::Add, "add"),
            ArithOp::Sub => (BinOp::Sub, SanOp::Sub, "sub"),
            ArithOp::Mul => (BinOp::Mul, SanOp::Mul, "mul"),
            ArithOp::Div => (BinOp::SDiv, SanOp::Div, "div"),
            ArithOp::Rem => (BinOp::SRem, SanOp::Rem, "rem"),
        };
        let division = matches!(op, ArithOp::Div | ArithOp::Rem);
        if division && self.sanitize.divide {
            self.check_division(san_op, l, r, op_loc);
        }
        let result = self.b.binary(bin_op, l, r, name);
        if !division && self.sanitize.overflow {
            self.check_overflow(san_op, l, r, result, op_loc);
        }
        result
    }

    /// The value of `a && b` / `a || b`: jumping code storing into a
    /// temporary, which mem2reg later turns into a phi.
    ///
    /// Used for a `&&`/`||` whose value is stored or printed; the phi is the
    /// one clang would have written.
    fn lower_logical_value(&mut self, e: &hir::Expr) -> ValueId {
        let name = if matches!(e.kind, ExprKind::And(..)) { "and" } else { "or" };
        let tmp = self.b.alloca(Type::I1, &format!("{name}.tmp"));
        let true_bb = self.b.create_block(&format!("{name}.true"));
        let false_bb = self.b.create_block(&format!("{name}.false"));
        let end_bb = self.b.create_block(&format!("{name}.end"));
        self.lower_cond(e, true_bb, false_bb);
        for (bb, value) in [(true_bb, true), (false_bb, false)] {
            self.start_block(bb);
            let v = self.b.func.const_bool(value);
            self.b.store(v, tmp);
            self.b.br(end_bb);
        }
        self.start_block(end_bb);
        self.b.set_loc(Some(e.loc));
        self.b.load(Type::I1, tmp, name)
    }

    /// A call written at `loc` (the call instruction gets that position, so
    /// stack traces and line tables point at the call itself).
    fn lower_call(&mut self, call: &hir::Call, loc: SrcLoc) -> Option<ValueId> {
        let mut args: Vec<ValueId> = call.args.iter().map(|a| self.lower_expr(a)).collect();
        let callee = self.program.func(call.func);
        if takes_link(callee) {
            // The callee is nested in this function or in one around it.
            let parent = callee.parent.expect("a function that captures is nested");
            args.push(self.record_of(parent));
        }
        let ret = ir_return_type(self.program, call.func);
        let saved = self.b.loc();
        self.b.set_loc(Some(loc));
        let result = self.b.call(self.ids[&call.func], ret, &args, "call");
        self.b.set_loc(saved);
        // A (recursive) call of `main` yields the IR's `i32`, but no wend value.
        if call.func == self.program.main {
            return None;
        }
        result
    }

    fn lower_print(&mut self, arg: &PrintArg, newline: bool) {
        match arg {
            PrintArg::Str(bytes) => {
                let mut bytes = bytes.clone();
                if newline {
                    bytes.push(b'\n');
                }
                self.print_bytes(&bytes);
                return;
            }
            PrintArg::Value(e) => {
                let v = self.lower_expr(e);
                let f = match e.ty {
                    Ty::Int => self.runtime.print_int,
                    Ty::Bool => self.runtime.print_bool,
                };
                self.b.call(f, Type::Void, &[v], "");
            }
        }
        if newline {
            self.print_bytes(b"\n");
        }
    }

    fn print_bytes(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let g = self.module.intern_string(bytes);
        let addr = self.b.func.global_addr(g);
        let len = self.b.func.const_int(Type::I64, bytes.len() as i64);
        self.b.call(self.runtime.print_str, Type::Void, &[addr, len], "");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;
    use crate::frontend::hir::{Call, FuncInfo, Program, Stmt};
    use crate::ir::print::print_module;

    /// `program` as `t.wend`, lowered for `-g`.
    fn lower_with_debug_info(program: &Program) -> Module {
        lower_program_with(program, "t.wend", &LowerOptions { debug_info: true, ..LowerOptions::default() })
    }

    /// `text` as `t.wend`, checked (a valid program).
    fn checked(text: &str) -> Program {
        use crate::diag::{SourceFile, SourceMap};
        let mut sources = SourceMap::default();
        let file = sources.add(SourceFile::new("t.wend", text));
        crate::frontend::check_program(&mut sources, file).unwrap_or_else(|_| panic!("a valid program"))
    }

    /// What locals hold where (`-g` when optimizing): zero from the first
    /// statement to the first assignment, then each top-level assignment's
    /// value from the line after it to the next one; none for a variable a
    /// loop or an `if` assigns, for one a nested function captures, or in a
    /// recursive function.
    #[test]
    fn debug_values_follow_top_level_assignments() {
        let program = checked(
            "main() {\n    int a;\n    int b;\n    int c;\n    get() {\n        println c;\n    }\n    a = 1;\n    println a;\n    a = a + 2;\n    while b < 2 {\n        b = b + 1;\n    }\n    get();\n    c = a;\n}\n",
        );
        let module = lower_with_debug_info(&program);
        let main = module.function(module.find_function("main").unwrap());
        // (variable, holds 0, start, end) per stretch.
        type Stretch<'a> = (&'a str, bool, (u32, u32), Option<(u32, u32)>);
        let stretches: Vec<Stretch> = main
            .debug_values()
            .iter()
            .map(|d| {
                let name = main.debug_vars[d.var as usize].name.as_str();
                let is_zero = d.value == crate::ir::DebugValueKind::Const(0);
                let crate::ir::DebugSpan::Stretch { from, until } = d.span else {
                    panic!("lowering records stretches")
                };
                (name, is_zero, (from.line, from.col), until.map(|u| (u.line, u.col)))
            })
            .collect();
        // a: 0 on line 8 up to its assignment; 1 from line 9 to the start of
        // line 10's assignment; a + 2 from line 11 on. b (the loop assigns
        // it) and c (get captures it) have none.
        assert_eq!(
            stretches,
            vec![("a", true, (8, 5), Some((8, 5))), ("a", false, (9, 0), Some((10, 5))), ("a", false, (11, 0), None)]
        );
        let recursive = checked("main() {\n    int f(int n) {\n        int x;\n        x = n;\n        if n > 0 {\n            return f(n - 1);\n        }\n        return x;\n    }\n    println f(3);\n}\n");
        let module = lower_with_debug_info(&recursive);
        assert!(module.function(module.find_function("main.f").unwrap()).debug_values().is_empty());
    }

    /// The `-g` side table: own variables at their alloca or record field,
    /// a nested function's captures through its link, and which
    /// parameters always hold their argument.
    #[test]
    fn debug_vars_describe_own_and_captured_variables() {
        use crate::ir::{DebugHome, DebugType};
        let text = "main() {\n    int x;\n    bool[4] b;\n    f(int k, int j) {\n        j = j + 1;\n        x = k + j;\n    }\n    f(2, 3);\n}\n";
        let program = checked(text);
        let module = lower_program(&program, "t.wend");
        let main = module.function(module.find_function("main").unwrap());
        let names: Vec<(&str, DebugType, u32)> =
            main.debug_vars.iter().map(|v| (v.name.as_str(), v.ty, v.decl_line)).collect();
        assert_eq!(names, vec![("x", DebugType::Int, 2), ("b", DebugType::Array { bool_elems: true, len: 4 }, 3)]);
        // x is captured: in main's frame record (after nothing: main has no
        // link), b in its own alloca.
        assert!(matches!(main.debug_vars[0].home, Some(DebugHome::Alloca { offset: 0, .. })));
        assert!(matches!(main.debug_vars[1].home, Some(DebugHome::Alloca { offset: 0, .. })));
        let f = module.function(module.find_function("main.f").unwrap());
        let vars: Vec<(&str, bool, Option<u32>)> =
            f.debug_vars.iter().map(|v| (v.name.as_str(), v.is_param, v.entry_param)).collect();
        // j is assigned, so only k always holds its argument.
        assert_eq!(vars, vec![("k", true, Some(0)), ("j", true, None), ("x", false, None)]);
        let link = f.params[2];
        assert_eq!(f.debug_vars[2].home, Some(DebugHome::Link { ptr: link, hops: 0, offset: 0 }));
    }

    /// Parameters of recursive functions (directly or through others) are
    /// not claimed to hold their argument: tre and rec-inline change that.
    #[test]
    fn recursive_functions_have_no_stable_parameters() {
        let text = "main() {\n    int fact(int n) {\n        if n < 2 {\n            return 1;\n        }\n        return n * fact(n - 1);\n    }\n    bool even(int n) {\n        if n == 0 {\n            return true;\n        }\n        return odd(n - 1);\n    }\n    bool odd(int n) {\n        if n == 0 {\n            return false;\n        }\n        return even(n - 1);\n    }\n    int twice(int n) {\n        return fact(n) + fact(n);\n    }\n    println twice(3);\n    println even(4);\n}\n";
        let program = checked(text);
        let module = lower_program(&program, "t.wend");
        let stable = |name: &str| module.function(module.find_function(name).unwrap()).debug_vars[0].entry_param;
        assert_eq!(stable("main.fact"), None);
        assert_eq!(stable("main.even"), None);
        assert_eq!(stable("main.odd"), None);
        assert_eq!(stable("main.twice"), Some(0));
    }

    /// `main() { f(); }` with `int f() { }`: a typed function whose end is
    /// reachable, which sema rejects, so the HIR is built by hand.
    fn program_with_reachable_end() -> Program {
        let at = |line, col| SrcLoc::new(line, col);
        let func = |name: &str, ret, body, callees| FuncInfo {
            name: name.into(),
            symbol: name.into(),
            parent: None,
            params: Vec::new(),
            ret,
            locals: Vec::new(),
            captures: Vec::new(),
            callees,
            body,
            loc: if ret.is_some() { at(2, 5) } else { at(1, 1) },
            span: Span::default(),
        };
        let call = Stmt { kind: StmtKind::Call(Call { func: FuncIdx(1), args: Vec::new() }), loc: at(3, 5) };
        Program {
            funcs: vec![
                func("main", None, vec![call], vec![FuncIdx(1)]),
                func("main.f", Some(Ty::Int), Vec::new(), Vec::new()),
            ],
            vars: Vec::new(),
            main: FuncIdx(0),
        }
    }

    #[test]
    fn a_reachable_end_of_a_typed_function_is_reported_when_sanitized() {
        let program = program_with_reachable_end();
        let plain = print_module(&lower_program(&program, "t.wend"));
        assert!(plain.contains("define i32 @main.f() {\nentry:\n  unreachable\n}"), "{plain}");
        assert!(!plain.contains("wend_san"), "{plain}");

        let sanitize = Sanitize { missing_return: true, ..Sanitize::default() };
        let module = lower_program_with(&program, "t.wend", &LowerOptions { sanitize, ..LowerOptions::default() });
        crate::ir::verify::verify_module(&module).unwrap();
        let text = print_module(&module);
        assert!(
            text.contains(
                "define i32 @main.f() {\nentry:\n  call void @wend_san_missing_return(i32 2, i32 5)\n  unreachable\n}"
            ),
            "{text}"
        );
    }

    /// The report calls of each kind in `source` lowered with `kinds`.
    fn report_calls(source: &str, kinds: &str) -> [usize; 3] {
        let sanitize = Sanitize::parse(kinds).unwrap();
        let module = crate::driver::compile_to_ir_with("t.wend", source.as_bytes(), sanitize)
            .unwrap_or_else(|_| panic!("bad test program"));
        let text = print_module(&module);
        ["@wend_san_index_out_of_bounds(", "@wend_san_division(", "@wend_san_overflow("]
            .map(|f| text.matches(&format!("call void {f}")).count())
    }

    #[test]
    fn each_kind_inserts_its_checks_only() {
        let source = "main() {
    int[4] a;
    int i;
    i = 3;
    a[i] = 10 / i;
    a[0] = a[i] % 3 + 1;
    println -a[2] * i;
}
";
        // Two dynamic indices (a[0] and a[2] are checked by sema), two
        // divisions by a variable or constant, and `+`, `-x`, `*`.
        assert_eq!(report_calls(source, "bounds"), [2, 0, 0]);
        // `10 / i` needs both checks; `% 3` none.
        assert_eq!(report_calls(source, "divide"), [0, 2, 0]);
        assert_eq!(report_calls(source, "overflow"), [0, 0, 3]);
        assert_eq!(report_calls(source, "default"), [2, 2, 0]);
        assert_eq!(report_calls(source, "all"), [2, 2, 3]);
    }
}
