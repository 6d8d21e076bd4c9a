//! outer-vectorize: run VF trips of a loop that holds an inner loop at
//! once, one trip per vector lane — the matrix-multiply shape, where the
//! inner loop walks a column (`b[k * n + j]`, a stride the inner-loop
//! vectorizer cannot load as one vector) but the outer loop steps along a
//! row.
//!
//! Algorithm: outer-loop vectorization (Nuzman & Zaks, "Outer-loop
//! vectorization: revisited for short SIMD architectures", PACT 2008; the
//! outer-loop path of LLVM's VPlan, which widens a whole loop nest under
//! uniform control flow). The outer loop `L` with counter `j` is
//! vectorized by VF (4 `i32` lanes on x86-64-v2, 8 on AVX2): the vector
//! copy of `L` runs lanes `j .. j + VF - 1` together, and the inner loop,
//! whose trip count does not depend on `j`, runs once for all of them.
//!
//! Values of `L` are Uniform, Affine in `j` or Varying (`classify`).
//! Preconditions (`plan`, a remark otherwise): `L` is counted around
//! exactly one counted loop, control flow is lane-uniform, the arrays
//! stored are not read in `L` and cannot be one another, and something in
//! the inner loop varies.
//!
//! **Transformation** (the shape of loop-vectorize): the original nest
//! stays as the scalar epilogue; in front of it
//!
//! ```text
//! preheader:  trips = n - start; vector nest if start < n and trips ≥ VF
//! vec.ph:     end = start + (trips & -VF); splats of invariants
//! *.vec:      a copy of every block of L, widened; the copy of L's header
//!             holds only the phi of j, the copy of its latch steps j by VF
//!             and is bottom-tested (j == end leaves)
//! vec.middle: → scalar.ph
//! scalar.ph:  phi: j resumes at end (or at start when the vector nest
//!             did not run)
//! ```
//!
//! The trip count is computed as loop-vectorize does (i32, compared
//! unsigned), so nothing overflows near `i32::MIN` or `i32::MAX`.
//! Invariants: verified SSA IR, exact def-use lists; the original nest is
//! left as it was, `j` taking its start value from `scalar.ph`; values of
//! `L` are used outside it only from its header (`j` and the exit test),
//! so the epilogue's values are the ones the rest of the function sees.

use super::remark::{loop_remark, shown};
use super::utils::vector::{guard_vector_loop, lane_type_ok, resume_phi, splat, Resume, VectorRange};
use super::{plural, PassOptions, PassResult};
use crate::ir::alias;
use crate::ir::cfg::Cfg;
use crate::ir::loops::{counted_loop, CountedLoop, Loop, LoopInfo};
use crate::ir::{BinOp, BlockId, Builder, CastOp, CmpPred, Function, InstId, InstKind, SparseMap, Type, ValueId};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

pub fn run(f: &mut Function, options: &PassOptions) -> PassResult {
    if f.entry_block().is_none() || options.sanitizing {
        return PassResult::default();
    }
    let vf = options.vector_bits / 32;
    // Blocks this pass makes hold copies of nests already handled.
    let original: HashSet<BlockId> = f.layout().iter().copied().collect();
    let mut tried: HashSet<BlockId> = HashSet::default();
    let mut remarks = Vec::new();
    let mut vectorized = 0;
    // Nests are tried smallest first. Vectorizing one changes the CFG
    // around it only (its preheader's branch, its header's entries, new
    // blocks), so the analysis is made again only when the next nest
    // reads a block an earlier vectorization changed: once per nest, it
    // would cost the function's size per nest.
    let mut nests = Nests::analyse(f);
    let mut changed: HashSet<BlockId> = HashSet::default();
    let mut next = 0;
    // The blocks each vectorization makes, placed in the layout at once
    // at the end (one by one, each would cost the layout's length).
    let mut placements = Vec::new();
    while let Some(k) = (next..nests.loops.len()).find(|&k| {
        let l = &nests.loops[k];
        l.has_inner_loop && original.contains(&l.header) && !tried.contains(&l.header)
    }) {
        let lp = &nests.loops[k];
        // What planning reads of the CFG: the nest's blocks and its header's
        // predecessors (the preheader).
        let read = || lp.blocks.iter().chain(nests.cfg.preds(lp.header)).copied();
        if !changed.is_empty() && read().any(|b| changed.contains(&b)) {
            nests = Nests::analyse(f);
            changed.clear();
            next = 0;
            continue;
        }
        next = k;
        tried.insert(lp.header);
        match plan(f, &nests, lp, vf) {
            Ok(plan) => {
                remarks.push(loop_remark(f, lp, true, format!("outer loop vectorized: {}", plan.describe())));
                changed.extend(read());
                placements.push(vectorize(f, &plan));
                vectorized += 1;
            }
            Err(why) => remarks.push(loop_remark(f, lp, false, format!("outer loop not vectorized: {why}"))),
        }
    }
    f.place_blocks_after(&placements);
    let scalar = remarks.len() - vectorized;
    PassResult::with_remarks(
        format!("{vectorized} outer loop{} vectorized, {scalar} left scalar", plural(vectorized)),
        remarks,
    )
}

// ----- legality -----

/// How a value of the outer loop behaves across the lanes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Class {
    /// The same in every lane: does not depend on `j`.
    Uniform,
    /// `j * scale + (something Uniform)`, an `i32`.
    Affine(i64),
    /// The address of VF consecutive elements (lane 0's, then the next).
    Address,
    /// Different in each lane: a vector.
    Varying,
}

/// A nest the pass will vectorize, and how.
struct Plan {
    outer: Loop,
    counted: CountedLoop,
    class: SparseMap<ValueId, Class>,
    vf: u32,
    accumulators: usize,
    scalar_loads: usize,
    vector_loads: usize,
    vector_stores: usize,
}

impl Plan {
    fn describe(&self) -> String {
        let count = |n: usize, what: &str| format!("{n} {what}{}", plural(n));
        format!(
            "VF {}: {}, {}, {}, {}",
            self.vf,
            count(self.accumulators, "vector accumulator"),
            count(self.scalar_loads, "broadcast load"),
            count(self.vector_loads, "vector load"),
            count(self.vector_stores, "vector store")
        )
    }
}

/// The CFG and its loops, smallest first, with each loop found by its
/// header.
struct Nests {
    cfg: Arc<Cfg>,
    loops: Arc<Vec<Loop>>,
    by_header: HashMap<BlockId, usize>,
}

impl Nests {
    fn analyse(f: &Function) -> Nests {
        let LoopInfo { cfg, loops, .. } = LoopInfo::of(f);
        let by_header = loops.iter().enumerate().map(|(k, l)| (l.header, k)).collect();
        Nests { cfg, loops, by_header }
    }
}

/// Decide whether and how the nest of `lp` is vectorized.
///
/// **Preconditions** (refused with a remark otherwise):
/// - `L` is counted (`ir::loops::counted_loop`: its header holds only phis
///   and the exit test), its only phi is `j` (no outer reduction), and it
///   holds exactly one loop, counted, whose start and bound are Uniform;
/// - control flow is lane-uniform: every conditional branch in `L`'s body
///   tests a Uniform value, and nothing leaves `L` but its exit test, so
///   all lanes take the same path;
/// - memory: a load's address is Uniform (a scalar load) or a consecutive
///   address (a vector load); a store's address is consecutive and the
///   store is outside the inner loop; no array stored in `L` is loaded in
///   `L`, and no two stored arrays may be the same (`ir::alias`: different
///   stack slots never alias; received or loaded pointers may). Then every
///   scalar order of the accesses gives what the vector order gives: the
///   lanes' stores go to different elements of arrays nobody reads;
/// - no calls, no varying `select` (the backend has no vector select), no
///   vector division but by a power of two, lanes of `i32`, `i8`, `i1`;
/// - cost: something in the inner loop must be Varying, or there is
///   nothing to gain.
fn plan(f: &mut Function, nests: &Nests, lp: &Loop, vf: u32) -> Result<Plan, String> {
    let cfg = &nests.cfg;
    let counted = counted_loop(f, cfg, lp).map_err(|why| format!("not a counted loop: {why}"))?;
    let inner = only_inner_loop(nests, lp)?;
    let inner_counted =
        counted_loop(f, cfg, inner).map_err(|why| format!("its inner loop is not a counted loop: {why}"))?;
    if let Some(trips) = counted.constant_trip_count(f) {
        if trips < u64::from(vf) {
            return Err(format!("it makes only {trips} trip{}, fewer than {vf} lanes", plural(trips as usize)));
        }
    }
    for phi in f.block_phis(lp.header) {
        if phi != counted.iv {
            let carried = shown(f, f.inst_result(phi));
            return Err(format!("{carried} is carried from trip to trip of it (an outer reduction)"));
        }
    }
    if f.users(f.inst_result(counted.compare)).len() != 1 {
        return Err("its exit test is used in the loop".into());
    }
    check_exits(f, lp)?;
    let class = classify(f, lp, &counted);
    if class[inner_counted.start] != Class::Uniform || class[inner_counted.bound] != Class::Uniform {
        return Err("the inner loop's start or bound depends on the outer counter".into());
    }
    for &b in &lp.blocks[1..] {
        for &i in f.block(b).insts() {
            check_inst(f, inner, &class, i)?;
        }
    }
    check_memory(f, lp)?;
    let varying_inner = inner
        .blocks
        .iter()
        .flat_map(|&b| f.block(b).insts())
        .filter(|&&i| f.inst(i).result.is_some_and(|v| class[v] == Class::Varying))
        .count();
    if varying_inner == 0 {
        return Err("not worth it: nothing in the inner loop differs between lanes".into());
    }
    let mut plan = Plan {
        outer: lp.clone(),
        counted,
        class,
        vf,
        accumulators: 0,
        scalar_loads: 0,
        vector_loads: 0,
        vector_stores: 0,
    };
    count_forms(f, inner, &mut plan);
    Ok(plan)
}

/// The one loop nested in `lp`, which must be innermost.
fn only_inner_loop<'a>(nests: &'a Nests, lp: &Loop) -> Result<&'a Loop, String> {
    let inner: Vec<&Loop> =
        lp.blocks[1..].iter().filter_map(|b| nests.by_header.get(b)).map(|&k| &nests.loops[k]).collect();
    match inner[..] {
        [one] => Ok(one),
        _ => Err(format!("it holds {} loops; only a nest of two loops is outer-vectorized", inner.len())),
    }
}

/// Control leaves `lp` only through its exit test, and every block ends
/// in a branch (a `return` inside would leave with some lanes' work done).
///
/// No body block then dominates the exit, so values of `lp` are used
/// outside it only from its header (`j` and the exit test), and the scalar
/// epilogue's values are the ones the rest of the function sees.
fn check_exits(f: &Function, lp: &Loop) -> Result<(), String> {
    for &b in &lp.blocks[1..] {
        let term = f.terminator(b).ok_or("a block of it has no terminator")?;
        if !matches!(f.inst(term).kind, InstKind::Br { .. } | InstKind::CondBr { .. }) {
            return Err("it returns from inside the loop".into());
        }
        if f.successors(b).any(|s| !lp.contains(s)) {
            return Err("it is left from inside, not only by its exit test".into());
        }
    }
    Ok(())
}

/// The class of every value of `lp` (values defined outside are
/// Uniform), by the optimistic fixed point below.
///
/// **Values** of `L` fall in three classes (plus addresses):
/// - *Uniform*: the same in every lane, because it does not depend on `j`
///   (the inner counter `k`, `a[i * n + k]`): computed once, as a scalar,
///   and broadcast (a splat) where a vector needs it;
/// - *Affine* `j * s + u` (`s` constant, `u` uniform): lane 0 computed as a
///   scalar, the vector is its splat plus `<0, s, 2s, …>`. Exact in
///   wrapping `i32`: add, sub and multiply by a constant commute with
///   reduction modulo 2^32;
/// - *Varying*: anything else that depends on `j`, widened to `<VF x T>`.
///   An inner-header phi that depends on `j` (the `sum` of a dot product)
///   becomes a vector phi: each lane accumulates its own `j`, so no
///   horizontal reduction is needed.
///
/// The classes come from an optimistic fixed point: every phi of `L` but
/// `j` starts Uniform and becomes Varying when one of its incoming values
/// is not Uniform, until nothing changes (phis only move up, so this ends).
/// A `getelementptr` of a Uniform base by an index Affine with scale 1 is
/// an *address* of VF consecutive elements: one vector load or store at
/// lane 0's address.
fn classify(f: &Function, lp: &Loop, counted: &CountedLoop) -> SparseMap<ValueId, Class> {
    let mut class = SparseMap::with_default(Class::Uniform);
    class[f.inst_result(counted.iv)] = Class::Affine(1);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &lp.blocks {
            for &i in f.block(b).insts() {
                let Some(v) = f.inst(i).result else { continue };
                if i == counted.iv || i == counted.compare {
                    continue;
                }
                let new = class_of(f, i, &class);
                // Sticky: a phi once Varying stays so (keeps the walk finite).
                if new != class[v] && class[v] != Class::Varying {
                    class[v] = new;
                    changed = true;
                }
            }
        }
    }
    class
}

/// The class of instruction `i`'s result, given its operands' classes.
fn class_of(f: &Function, i: InstId, class: &SparseMap<ValueId, Class>) -> Class {
    let data = f.inst(i);
    let ops = data.operands();
    if ops.iter().all(|&v| class[v] == Class::Uniform) {
        return Class::Uniform;
    }
    match data.kind {
        InstKind::Binary(op) => affine_binary(f, op, i, class),
        InstKind::Gep { elem } => {
            let unit = elem.alloc_size() <= 4;
            match (class[ops[0]], class[ops[1]]) {
                (Class::Uniform, Class::Affine(1)) if unit => Class::Address,
                _ => Class::Varying,
            }
        }
        _ => Class::Varying,
    }
}

/// `x op y` where one side depends on `j`: Affine when it stays of the
/// form `j * s + u`, Varying otherwise.
fn affine_binary(f: &Function, op: BinOp, i: InstId, class: &SparseMap<ValueId, Class>) -> Class {
    let [a, b] = f.inst(i).operands().as_array().expect("binary operands");
    let scale = |v: ValueId| match class[v] {
        Class::Uniform => Some(0),
        Class::Affine(s) => Some(s),
        _ => None,
    };
    let (Some(x), Some(y)) = (scale(a), scale(b)) else { return Class::Varying };
    if f.value_type(a) != Type::I32 {
        return Class::Varying;
    }
    let s = match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => match (f.as_const(a), f.as_const(b)) {
            (Some(c), _) => y.checked_mul(c),
            (_, Some(c)) => x.checked_mul(c),
            _ => None,
        },
        _ => None,
    };
    s.map_or(Class::Varying, Class::Affine)
}

/// Whether instruction `i` of `L`'s body has a vector form (see the
/// preconditions of `plan`).
fn check_inst(f: &Function, inner: &Loop, class: &SparseMap<ValueId, Class>, i: InstId) -> Result<(), String> {
    let data = f.inst(i);
    let ops = data.operands();
    let varying = data.result.is_some_and(|v| class[v] == Class::Varying);
    match data.kind {
        InstKind::Call { .. } => Err("it makes a call".into()),
        InstKind::Alloca { .. } => Err("it has an alloca".into()),
        InstKind::CondBr { .. } if class[ops[0]] != Class::Uniform => Err(format!(
            "a branch in it tests {}, which depends on the outer counter (lanes would part ways)",
            shown(f, ops[0])
        )),
        InstKind::Gep { .. } if varying => Err(format!(
            "the address {} does not step by one element per outer trip (a gather or scatter)",
            shown(f, data.result.unwrap())
        )),
        InstKind::Gep { .. } if class[data.result.unwrap()] == Class::Address => {
            used_as_address(f, data.result.unwrap())
        }
        InstKind::Load if varying && class[ops[0]] != Class::Address => {
            Err(format!("the load of {} does not step by one element per outer trip", shown(f, ops[0])))
        }
        InstKind::Load if varying => lane_type_ok(f, data.result.unwrap()),
        InstKind::Store => {
            if class[ops[1]] != Class::Address {
                return Err(format!("the store to {} does not step by one element per outer trip", shown(f, ops[1])));
            }
            if inner.contains(data.block.unwrap()) {
                return Err(format!("it stores to {} inside the inner loop", shown(f, ops[1])));
            }
            lane_type_ok(f, ops[0])
        }
        InstKind::Select if varying => {
            Err(format!("{} is a select, which the backend does not vectorize yet", shown(f, data.result.unwrap())))
        }
        InstKind::Phi { .. } if varying && f.value_type(data.result.unwrap()) != Type::I32 => {
            Err(format!("{} is carried from trip to trip and is not an int", shown(f, data.result.unwrap())))
        }
        InstKind::Binary(op) if varying && op.may_trap() => {
            let power_of_two = f.as_const(ops[1]).is_some_and(|d| (2..=1 << 30).contains(&d) && d & (d - 1) == 0);
            if !(power_of_two && f.value_type(ops[0]) == Type::I32) {
                return Err("it divides by a value that is not a power of two: x86 has no vector division".into());
            }
            Ok(())
        }
        InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector { .. } if varying => {
            Err("it already has vector instructions".into())
        }
        _ if varying => {
            lane_type_ok(f, data.result.unwrap())?;
            ops.iter().try_for_each(|&v| if data.kind.is_phi() { Ok(()) } else { lane_type_ok(f, v) })
        }
        _ => Ok(()),
    }
}

/// A consecutive address is only loaded from or stored to (a pointer
/// kept as a value would need one per lane).
fn used_as_address(f: &Function, ptr: ValueId) -> Result<(), String> {
    for &user in f.users(ptr).iter() {
        let u = f.inst(user);
        let ok = match u.kind {
            InstKind::Load => true,
            InstKind::Store => u.operands()[1] == ptr && u.operands()[0] != ptr,
            _ => false,
        };
        if !ok {
            return Err(format!("the address {} is used as a value", shown(f, ptr)));
        }
    }
    Ok(())
}

/// The array an address points into: the base of its element
/// `getelementptr` (the first with a variable index), or the address
/// itself. Fields of one frame record (`gep link, 160`) stay apart.
fn array_of(f: &Function, p: ValueId) -> ValueId {
    let mut q = p;
    while let Some(i) = f.defining_inst(q) {
        if !matches!(f.inst(i).kind, InstKind::Gep { .. }) {
            break;
        }
        let [base, index] = f.inst(i).operands().as_array().expect("gep operands");
        if f.as_const(index).is_none() {
            return base;
        }
        q = base;
    }
    p
}

/// No array stored in `lp` is loaded in it, and stored arrays are
/// pairwise different: then the lanes' accesses cannot depend on each
/// other, whatever order they run in.
fn check_memory(f: &Function, lp: &Loop) -> Result<(), String> {
    let (mut stored, mut loaded) = (Vec::new(), Vec::new());
    for &b in &lp.blocks {
        for &i in f.block(b).insts() {
            match f.inst(i).kind {
                InstKind::Store => stored.push(array_of(f, f.inst(i).operands()[1])),
                InstKind::Load => loaded.push(array_of(f, f.inst(i).operands()[0])),
                _ => {}
            }
        }
    }
    let may_be_same = |x: ValueId, y: ValueId| x == y || alias::may_alias(alias::root(f, x), alias::root(f, y));
    for (k, &s) in stored.iter().enumerate() {
        if let Some(&l) = loaded.iter().find(|&&l| may_be_same(s, l)) {
            return Err(if s == l {
                format!("{} is both stored and loaded in it", shown(f, s))
            } else {
                format!("{} is stored and {} loaded, and they may be the same array", shown(f, s), shown(f, l))
            });
        }
        if let Some(&t) = stored[k + 1..].iter().find(|&&t| may_be_same(s, t)) {
            return Err(if s == t {
                format!("{} is stored twice in it", shown(f, s))
            } else {
                format!("{} and {} are both stored, and may be the same array", shown(f, s), shown(f, t))
            });
        }
    }
    Ok(())
}

/// Fill in the plan's counts for its remark.
fn count_forms(f: &Function, inner: &Loop, plan: &mut Plan) {
    plan.accumulators =
        f.block_phis(inner.header).iter().filter(|&&p| plan.class[f.inst_result(p)] == Class::Varying).count();
    for &b in &plan.outer.blocks {
        for &i in f.block(b).insts() {
            match (&f.inst(i).kind, f.inst(i).result.map(|v| plan.class[v])) {
                (InstKind::Load, Some(Class::Uniform)) => plan.scalar_loads += 1,
                (InstKind::Load, _) => plan.vector_loads += 1,
                (InstKind::Store, _) => plan.vector_stores += 1,
                _ => {}
            }
        }
    }
}

// ----- transformation -----

/// The vector copy of the nest: the scalar and vector forms of the
/// original values, and the copy of each block.
struct Copier {
    vf: u32,
    /// Where splats of values defined before the nest go.
    vec_ph: BlockId,
    blocks: SparseMap<BlockId, Option<BlockId>>,
    scalar: SparseMap<ValueId, Option<ValueId>>,
    vector: SparseMap<ValueId, Option<ValueId>>,
}

impl Copier {
    fn scalar_of(&self, v: ValueId) -> ValueId {
        self.scalar[v].unwrap_or(v)
    }

    /// The vector form of `v`: made with its definition for values of the
    /// nest (`make_vector`), a splat in `vec.ph` for values from before it.
    fn vector_of(&mut self, f: &mut Function, v: ValueId) -> ValueId {
        if let Some(w) = self.vector[v] {
            return w;
        }
        let s = splat(f, self.vec_ph, v, self.vf);
        self.vector[v] = Some(s);
        s
    }

    /// Make the vector form of Uniform or Affine `v` in `block`, right
    /// after its scalar copy, so that it dominates every use.
    fn make_vector(&mut self, f: &mut Function, block: BlockId, v: ValueId, class: Class) {
        let mut w = splat(f, block, self.scalar_of(v), self.vf);
        if let Class::Affine(scale) = class {
            if scale != 0 {
                let ty = f.value_type(w);
                let steps: Vec<i64> = (0..i64::from(self.vf)).map(|k| k * scale).collect();
                let steps = f.const_vector(ty, &steps);
                w = Builder::before_terminator(f, block).folding().binary(BinOp::Add, w, steps, "lanes");
            }
        }
        self.vector[v] = Some(w);
    }
}

/// Whether some instruction of the nest reads `v` as a vector.
fn needs_vector(f: &Function, plan: &Plan, v: ValueId) -> bool {
    f.users(v).iter().any(|&u| {
        let data = f.inst(u);
        if !data.block.is_some_and(|b| plan.outer.contains(b)) || u == plan.counted.compare {
            return false;
        }
        match data.kind {
            InstKind::Store => data.operands()[0] == v,
            InstKind::Load | InstKind::Gep { .. } | InstKind::CondBr { .. } => false,
            _ => data.result.is_some_and(|r| plan.class[r] == Class::Varying),
        }
    })
}

/// Vectorize the nest of `plan`; returns the new blocks, to be placed
/// after its preheader in this order.
fn vectorize(f: &mut Function, plan: &Plan) -> (BlockId, Vec<BlockId>) {
    let counted = &plan.counted;
    let (preheader, header) = (counted.preheader, counted.header);
    let vec_ph = f.create_block("vec.ph");
    let mut placed = vec![vec_ph];
    let mut c = Copier {
        vf: plan.vf,
        vec_ph,
        blocks: SparseMap::with_default(None),
        scalar: SparseMap::with_default(None),
        vector: SparseMap::with_default(None),
    };
    for &b in &plan.outer.blocks {
        let copy = f.create_block(format!("{}.vec", f.block_name(b)));
        c.blocks[b] = Some(copy);
        placed.push(copy);
    }
    let vec_middle = f.create_block("vec.middle");
    let scalar_ph = f.create_block("scalar.ph");
    placed.extend([vec_middle, scalar_ph]);

    let VectorRange { end, skippable } = guard_vector_loop(f, counted, plan.vf, vec_ph, scalar_ph, "vec");
    let vec_header = c.blocks[header].unwrap();
    Builder::at_end(f, vec_ph).br(vec_header);

    // The copy of the header: the phi of j, then on into the body.
    let j = f.inst_result(counted.iv);
    let vj_phi = Builder::at_end(f, vec_header).phi_inst(Type::I32, &[(counted.start, vec_ph)], "vec.j");
    c.scalar[j] = Some(f.inst_result(vj_phi));
    if needs_vector(f, plan, j) {
        c.make_vector(f, vec_header, j, Class::Affine(1));
    }
    let body = f.successors(header).find(|&s| plan.outer.contains(s)).expect("a counted loop enters its body");
    Builder::at_end(f, vec_header).br(c.blocks[body].unwrap());

    let mut phis = Vec::new();
    for &b in &plan.outer.blocks[1..] {
        copy_block(f, plan, &mut c, b, &mut phis);
        let copy = c.blocks[b].unwrap();
        if b == counted.latch {
            // Step j by VF, bottom-tested: the guard made sure of one trip.
            let vj = c.scalar[j].unwrap();
            let step = f.const_int(Type::I32, i64::from(plan.vf));
            let next = Builder::before_terminator(f, copy).folding().binary(BinOp::Add, vj, step, "vec.j.next");
            let more = Builder::before_terminator(f, copy).folding().icmp(CmpPred::Ne, next, end, "vec.more");
            Builder::at_end(f, copy).cond_br(more, vec_header, vec_middle);
            f.phi_add_incoming(vj_phi, next, copy);
        } else {
            copy_terminator(f, &c, b);
        }
    }
    fill_phis(f, &mut c, &phis);
    Builder::at_end(f, vec_middle).br(scalar_ph);

    // The scalar nest resumes where the vector one stopped.
    let resume = Resume { preheader, resume_ph: scalar_ph, from: vec_middle, skippable };
    resume_phi(f, &resume, counted.iv, counted.start, end, Some("j.resume".into()));
    Builder::at_end(f, scalar_ph).br(header);
    (preheader, placed)
}

/// A phi of the copy whose incoming values are set once every block is
/// copied: (original, copy, whether it is a vector phi).
type PendingPhi = (InstId, InstId, bool);

/// Copy the instructions of block `b` but its terminator, widened.
fn copy_block(f: &mut Function, plan: &Plan, c: &mut Copier, b: BlockId, phis: &mut Vec<PendingPhi>) {
    let copy = c.blocks[b].unwrap();
    let insts = f.block(b).insts().to_vec();
    let (phi_insts, rest) = insts.split_at(f.block_phis(b).len());
    for &i in phi_insts {
        let v = f.inst_result(i);
        let vector = plan.class[v] == Class::Varying;
        let ty = if vector { f.value_type(v).vector_of(c.vf) } else { f.value_type(v) };
        let incoming = f.phi_incoming(i);
        let undef = f.undef(ty);
        let entries: Vec<(ValueId, BlockId)> = incoming.iter().map(|&(_, p)| (undef, c.blocks[p].unwrap())).collect();
        let name = f.value_name(v).map(|n| if vector { format!("{n}.vec") } else { n.to_string() });
        let loc = f.inst(i).loc;
        let new = Builder::at_end(f, copy).with_loc(loc).phi_inst(ty, &entries, name.as_deref().unwrap_or(""));
        let map = if vector { &mut c.vector } else { &mut c.scalar };
        map[v] = Some(f.inst_result(new));
        phis.push((i, new, vector));
    }
    // Splats of scalar phis go after all the phis of the block.
    for &i in phi_insts {
        let v = f.inst_result(i);
        if plan.class[v] != Class::Varying && needs_vector(f, plan, v) {
            c.make_vector(f, copy, v, plan.class[v]);
        }
    }
    for &i in &rest[..rest.len() - 1] {
        copy_inst(f, plan, c, copy, i);
    }
}

/// Emit the copy of non-phi instruction `i` in `copy`.
fn copy_inst(f: &mut Function, plan: &Plan, c: &mut Copier, copy: BlockId, i: InstId) {
    let data = f.inst(i).clone();
    let ops = data.operands().to_vec();
    let name = data.result.and_then(|v| f.value_name(v).map(str::to_string)).unwrap_or_else(|| "v".into());
    let vf = c.vf;
    let class = data.result.map(|v| plan.class[v]);
    match (&data.kind, class) {
        (InstKind::Store, _) => {
            let mut value = c.vector_of(f, ops[0]);
            // Bools are a byte each in memory: `<VF x i1>` travels as i8s.
            if f.value_type(ops[0]) == Type::I1 {
                value = Builder::before_terminator(f, copy).folding().cast(
                    CastOp::ZExt,
                    value,
                    Type::I8.vector_of(vf),
                    "bytes",
                );
            }
            let ptr = c.scalar_of(ops[1]);
            Builder::at_end(f, copy).with_loc(data.loc).store(value, ptr);
        }
        (InstKind::Load, Some(Class::Varying)) => {
            let v = data.result.unwrap();
            let lane = f.value_type(v);
            let memory_ty = if lane == Type::I1 { Type::I8 } else { lane }.vector_of(vf);
            let ptr = c.scalar_of(ops[0]);
            let mut loaded = Builder::at_end(f, copy).with_loc(data.loc).load(memory_ty, ptr, &format!("{name}.vec"));
            if lane == Type::I1 {
                let bits = Type::I1.vector_of(vf);
                loaded = Builder::before_terminator(f, copy).cast(CastOp::Trunc, loaded, bits, &format!("{name}.bits"));
            }
            c.vector[v] = Some(loaded);
        }
        (_, Some(Class::Varying)) => {
            let v = data.result.unwrap();
            let mapped: Vec<ValueId> = ops.iter().map(|&o| c.vector_of(f, o)).collect();
            let ty = f.value_type(v).vector_of(vf);
            let name = format!("{name}.vec");
            let new = Builder::at_end(f, copy).with_loc(data.loc).inst(data.kind.clone(), &mapped, ty, Some(&name));
            c.vector[v] = Some(f.inst_result(new));
        }
        (_, class) => {
            let mapped: Vec<ValueId> = ops.iter().map(|&o| c.scalar_of(o)).collect();
            let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
            let name = data.result.map(|_| name.as_str());
            let new = Builder::at_end(f, copy).with_loc(data.loc).inst(data.kind.clone(), &mapped, ty, name);
            if let (Some(v), Some(class)) = (data.result, class) {
                c.scalar[v] = Some(f.inst_result(new));
                if class != Class::Address && needs_vector(f, plan, v) {
                    c.make_vector(f, copy, v, class);
                }
            }
        }
    }
}

/// Copy `b`'s branch, to the copies of its targets (all in the nest).
fn copy_terminator(f: &mut Function, c: &Copier, b: BlockId) {
    let term = f.terminator(b).expect("checked: every block ends in a branch");
    let data = f.inst(term).clone();
    let mut kind = data.kind.clone();
    kind.map_blocks(|t| c.blocks[t].expect("checked: branches stay in the nest"));
    let ops = match data.kind {
        InstKind::Br { .. } => vec![],
        InstKind::CondBr { .. } => vec![c.scalar_of(data.operands()[0])],
        _ => unreachable!("checked: only branches"),
    };
    Builder::at_end(f, c.blocks[b].unwrap()).with_loc(data.loc).inst(kind, &ops, Type::Void, None);
}

/// Set the incoming values of the copied phis: vectors of Varying phis
/// are made at their definitions (or in `vec.ph` for values from before
/// the nest).
fn fill_phis(f: &mut Function, c: &mut Copier, phis: &[PendingPhi]) {
    for &(orig, new, vector) in phis {
        for (k, (v, _)) in f.phi_incoming(orig).into_iter().enumerate() {
            let value = if vector { c.vector_of(f, v) } else { c.scalar_of(v) };
            f.set_operand(new, k, value);
        }
    }
}
