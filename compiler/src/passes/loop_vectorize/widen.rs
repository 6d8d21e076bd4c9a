//! loop-vectorize's transformation: the vector loop built in front of
//! the scalar one, each instruction widened.

use rustc_hash::FxHashMap as HashMap;

use super::super::utils::vector::{guard_vector_loop, resume_phi, splat, Resume, VectorRange};
use super::legality::Form;
use super::reduction::{BoolStep, Reduction, ReductionKind};
use super::Plan;
use crate::ir::fold;
use crate::ir::loops::{self, CountedLoop, Loop};
use crate::ir::{BinOp, BlockId, Builder, CastOp, CmpPred, Function, InstId, InstKind, Type, ValueId};

/// Values of the vector loop: the scalar and vector forms of the original
/// loop's values.
pub(super) struct Widener {
    pub(super) vf: u32,
    /// The block splats of invariants go to (before its terminator).
    pub(super) vec_ph: BlockId,
    pub(super) body: BlockId,
    pub(super) scalar: HashMap<ValueId, ValueId>,
    pub(super) vector: HashMap<ValueId, ValueId>,
    /// Splats of loop invariants, made once in the vector preheader.
    pub(super) splats: Vec<(ValueId, ValueId)>,
    /// Which copy of the body is being made (see `Plan::ic`), and the
    /// scalar values of copy 0.
    pub(super) copy: u32,
    pub(super) first_copy: HashMap<ValueId, ValueId>,
    /// The steps of `&&` and `||` reductions, which combine lanes of 0 or
    /// -1 in `i32` vectors instead of bools.
    pub(super) bool_steps: HashMap<InstId, (ReductionKind, BoolStep)>,
}

impl Widener {
    /// The scalar form of `v` in the vector loop.
    pub(super) fn scalar_of(&self, v: ValueId) -> ValueId {
        self.scalar.get(&v).copied().unwrap_or(v)
    }

    /// The vector form of `v`: widened, or a splat (plus lane steps for
    /// values affine in `i`).
    pub(super) fn vector_of(&mut self, f: &mut Function, lp: &Loop, counted: &CountedLoop, v: ValueId) -> ValueId {
        if let Some(&w) = self.vector.get(&v) {
            return w;
        }
        if loops::is_invariant(f, lp, v) {
            if let Some(&(_, s)) = self.splats.iter().find(|&&(x, _)| x == v) {
                return s;
            }
            let s = splat(f, self.vec_ph, v, self.vf);
            self.splats.push((v, s));
            return s;
        }
        // A scalar of the vector loop: splat it, and add each lane's step.
        let scalar = self.scalar_of(v);
        let mut w = splat(f, self.body, scalar, self.vf);
        let scale = loops::affine(f, lp, counted, v).map_or(0, |a| a.scale);
        if scale != 0 {
            let ty = f.value_type(w);
            let steps: Vec<i64> = (0..i64::from(self.vf)).map(|k| k * scale).collect();
            let steps = f.const_vector(ty, &steps);
            w = Builder::before_terminator(f, self.body).folding().binary(BinOp::Add, w, steps, "lanes");
        }
        self.vector.insert(v, w);
        w
    }
}

/// Build the vector loop in front of the plan's loop; returns the new
/// blocks, in order, to be laid out after the preheader, and whether the
/// scalar loop was cut off (see `skip_dead_epilogue`).
///
/// where W = VF·IC trips are run per vector trip. `trips` is computed in
/// i32 and compared unsigned (`trips ≥ W` as `trips < 0 || trips ≥ W`):
/// with `start < n` the true count `n - start` is below 2^32, so it is
/// exact in 32 unsigned bits, and so is `start + (trips & -W) ≤ n`: no
/// overflow anywhere, even for loops near `i32::MIN` or `i32::MAX`.
///
/// When the trip count is a constant multiple of W, the guard is always
/// true and the scalar loop's first test fails (it is evaluated on the
/// constant `end`): `vec.middle` jumps straight to the loop's exit, the
/// header phis' uses after the loop take their `scalar.ph` values, and
/// the scalar loop, now unreachable, is deleted (remark "no scalar
/// epilogue"). A reduction with a constant start begins from a constant
/// vector (`<5, 0, 0, 0>`), not an `insertelement` at run time.
pub(super) fn vectorize(f: &mut Function, plan: &Plan) -> (Vec<BlockId>, bool) {
    let counted = &plan.counted;
    let (vf, ic) = (plan.vf, plan.ic);
    let lp = Loop {
        header: counted.header,
        blocks: vec![counted.header, plan.body],
        latches: vec![plan.body],
        has_inner_loop: false,
    };
    let (preheader, header) = (counted.preheader, counted.header);
    let vec_ph = f.create_block("vec.ph");
    let vec_body = f.create_block("vec.body");
    let vec_middle = f.create_block("vec.middle");
    let scalar_ph = f.create_block("scalar.ph");
    let mut w = Widener {
        vf,
        vec_ph,
        body: vec_body,
        scalar: HashMap::default(),
        vector: HashMap::default(),
        splats: Vec::new(),
        copy: 0,
        first_copy: HashMap::default(),
        bool_steps: plan
            .reductions
            .iter()
            .flat_map(|r| r.bool_steps.iter().map(move |&s| (s.inst, (r.kind, s))))
            .collect(),
    };
    let (i32_ty, start) = (Type::I32, counted.start);
    let VectorRange { end, skippable } = guard_vector_loop(f, counted, vf * ic, vec_ph, scalar_ph, "vec");
    Builder::at_end(f, vec_ph).br(vec_body);

    // The vector loop's phis: the counter and, per reduction, one vector
    // accumulator for each copy of the body.
    let iv = f.inst_result(counted.iv);
    let vi_phi = Builder::at_end(f, vec_body).phi_inst(i32_ty, &[(start, vec_ph)], "vec.i");
    let vi = f.inst_result(vi_phi);
    let mut vector_phis: Vec<Vec<InstId>> = Vec::new();
    for r in &plan.reductions {
        let ty = i32_ty.vector_of(vf);
        let mut copies = Vec::new();
        for copy in 0..ic {
            // min/max start every copy from the same splat.
            let init = match (copy, r.kind.identity()) {
                (1.., None) => f.phi_incoming(copies[0])[0].0,
                _ => initial_vector(f, &mut w, r, copy),
            };
            let phi = Builder::at_end(f, vec_body).phi_inst(ty, &[(init, vec_ph)], "vec.acc");
            copies.push(phi);
        }
        vector_phis.push(copies);
    }

    // The body, widened once per copy: copy `k` runs trips `vec.i + k·VF`
    // to `vec.i + k·VF + VF - 1`, after copy `k - 1` (the order of VF
    // vector trips one after the other, so the dependence test for VF
    // covers it). Values the same in every lane are computed once.
    let mut nexts: Vec<Vec<ValueId>> = vec![Vec::new(); plan.reductions.len()];
    for copy in 0..ic {
        w.copy = copy;
        w.vector.clear();
        let copy_i = if copy == 0 {
            vi
        } else {
            let offset = f.const_int(i32_ty, i64::from(copy * vf));
            Builder::before_terminator(f, vec_body).folding().binary(BinOp::Add, vi, offset, "vec.i.copy")
        };
        w.scalar.insert(iv, copy_i);
        for (r, phis) in plan.reductions.iter().zip(&vector_phis) {
            let acc = f.inst_result(phis[copy as usize]);
            w.vector.insert(f.inst_result(r.phi), acc);
        }
        for &(i, form) in &plan.forms {
            if copy > 0 && form == Form::Uniform {
                continue;
            }
            widen(f, &mut w, &lp, counted, i, form);
        }
        for (k, r) in plan.reductions.iter().enumerate() {
            let next = w.vector_of(f, &lp, counted, r.next);
            nexts[k].push(next);
        }
        if copy == 0 {
            w.first_copy = w.scalar.clone();
        }
        // Only the uniform values carry over to the next copy.
        let per_copy: Vec<ValueId> = plan
            .forms
            .iter()
            .filter(|&&(_, form)| form != Form::Uniform)
            .filter_map(|&(i, _)| f.inst(i).result)
            .collect();
        w.scalar.retain(|v, _| !per_copy.contains(v) && *v != iv);
    }
    let step = f.const_int(i32_ty, i64::from(vf * ic));
    let vi_next = Builder::before_terminator(f, vec_body).folding().binary(BinOp::Add, vi, step, "vec.i.next");
    let more = Builder::before_terminator(f, vec_body).folding().icmp(CmpPred::Ne, vi_next, end, "vec.more");
    Builder::at_end(f, vec_body).cond_br(more, vec_body, vec_middle);
    f.phi_add_incoming(vi_phi, vi_next, vec_body);
    for (phis, nexts) in vector_phis.iter().zip(&nexts) {
        for (&phi, &next) in phis.iter().zip(nexts) {
            f.phi_add_incoming(phi, next, vec_body);
        }
    }

    // The middle block: each reduction's copies, then its lanes, combined.
    let mut resumes = Vec::new();
    for (r, nexts) in plan.reductions.iter().zip(&nexts) {
        let mut partial = nexts[0];
        for &other in &nexts[1..] {
            partial = combine(f, vec_middle, r.kind, partial, other);
        }
        let mut resume = horizontal(f, &w, vec_middle, r.kind, partial);
        if matches!(r.kind, ReductionKind::BoolAnd | ReductionKind::BoolOr) {
            let zero = f.const_int(i32_ty, 0);
            resume = Builder::before_terminator(f, vec_middle).folding().icmp(CmpPred::Ne, resume, zero, "acc.bool");
        }
        resumes.push(resume);
    }
    Builder::at_end(f, vec_middle).br(scalar_ph);
    // The scalar loop resumes where the vector loop stopped.
    let resume = Resume { preheader, resume_ph: scalar_ph, from: vec_middle, skippable };
    resume_phi(f, &resume, counted.iv, start, end, Some("i.resume".into()));
    for (r, after) in plan.reductions.iter().zip(resumes) {
        resume_phi(f, &resume, r.phi, r.start, after, Some("acc.resume".into()));
    }
    Builder::at_end(f, scalar_ph).br(header);
    let cut = !skippable && skip_dead_epilogue(f, counted, plan.body, vec_middle, scalar_ph, end);
    (vec![vec_ph, vec_body, vec_middle, scalar_ph], cut)
}

/// When the vector loop always runs and stops where the scalar loop's
/// test fails at once (a constant trip count that is a multiple of
/// VF·IC), send `vec.middle` straight to the loop's exit, with the header
/// phis' values there replaced by where the vector loop left them; the
/// scalar loop is then unreachable (deleted once every loop is done).
/// Not when a value the header computes, other than its phis, is used
/// after the loop.
pub(super) fn skip_dead_epilogue(
    f: &mut Function,
    counted: &CountedLoop,
    body: BlockId,
    vec_middle: BlockId,
    scalar_ph: BlockId,
    end: ValueId,
) -> bool {
    let (header, exit) = (counted.header, counted.exit);
    let compare = f.inst(counted.compare);
    let InstKind::Icmp(pred) = compare.kind else { return false };
    let iv = f.inst_result(counted.iv);
    let ops: Vec<ValueId> = compare.operands().iter().map(|&v| if v == iv { end } else { v }).collect();
    let (&[a, b], Type::Int(int)) = (&ops[..], f.value_type(ops[0])) else { return false };
    let (Some(a), Some(b)) = (f.as_const(a), f.as_const(b)) else { return false };
    let first_test = fold::fold_icmp(pred, int, a, b);
    let Some(branch) = f.terminator(header) else { return false };
    let InstKind::CondBr { if_true, .. } = f.inst(branch).kind else { return false };
    if first_test != (if_true == exit) {
        return false;
    }
    let in_loop = |f: &Function, i: InstId| f.inst(i).block.is_some_and(|b| b == header || b == body);
    // Each header phi's value when the scalar loop would be entered.
    let mut exit_value = HashMap::default();
    for &i in f.block(header).insts() {
        let Some(v) = f.inst(i).result else { continue };
        if let InstKind::Phi { .. } = f.inst(i).kind {
            let entry = f.phi_incoming(i).iter().find(|&&(_, b)| b == scalar_ph).map(|&(v, _)| v);
            let Some(resume) = entry else { return false };
            let resume_phi = f.defining_inst(resume).expect("scalar.ph makes the resume values");
            exit_value.insert(v, f.phi_incoming(resume_phi)[0].0);
        } else if f.users(v).iter().any(|&u| !in_loop(f, u)) {
            return false;
        }
    }
    // The exit's phi entries from the header come from vec.middle now.
    for phi in f.block_phis(exit) {
        let entries = f.phi_incoming(phi).to_vec();
        for (k, &(v, b)) in entries.iter().enumerate() {
            if b == header {
                f.set_operand(phi, k, exit_value.get(&v).copied().unwrap_or(v));
            }
        }
        f.phi_replace_block(phi, header, vec_middle);
    }
    // Every other use after the loop: the header dominated it, so it
    // sees the value the loop ended with.
    for (&v, &value) in &exit_value {
        let outside: Vec<(InstId, usize)> = f
            .users(v)
            .iter()
            .copied()
            .filter(|&u| !in_loop(f, u))
            .flat_map(|u| {
                f.inst(u)
                    .operands()
                    .iter()
                    .enumerate()
                    .filter(|&(_, &o)| o == v)
                    .map(move |(k, _)| (u, k))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (u, k) in outside {
            f.set_operand(u, k, value);
        }
    }
    let jump = f.terminator(vec_middle).expect("vec.middle ends in a jump");
    f.remove_inst(jump);
    Builder::at_end(f, vec_middle).br(exit);
    true
}

/// Emit the vector form of body instruction `i`.
pub(super) fn widen(f: &mut Function, w: &mut Widener, lp: &Loop, counted: &CountedLoop, i: InstId, form: Form) {
    let data = f.inst(i).clone();
    let ops = data.operands().to_vec();
    let name = data.result.and_then(|v| f.value_name(v).map(str::to_string)).unwrap_or_else(|| "v".into());
    let vf = w.vf;
    if let Some(&(kind, step)) = w.bool_steps.get(&i) {
        let acc = w.vector_of(f, lp, counted, step.acc);
        let ty = Type::I32.vector_of(vf);
        // `!(a == b)` of a compare used only here: the inverse compare
        // (the widened original is left dead, for adce).
        let compare = f.defining_inst(step.x).filter(|_| f.users(step.x).only() == Some(i));
        let inverse = compare.and_then(|c| match f.inst(c).kind {
            InstKind::Icmp(pred) if step.negated => Some((c, pred.inverse())),
            _ => None,
        });
        let x = match inverse {
            Some((c, pred)) => {
                let [a, b] = f.inst(c).operands().as_array().expect("a compare has two operands");
                let (a, b) = (w.vector_of(f, lp, counted, a), w.vector_of(f, lp, counted, b));
                Builder::before_terminator(f, w.body).folding().icmp(pred, a, b, &format!("{name}.cmp"))
            }
            None => w.vector_of(f, lp, counted, step.x),
        };
        let mut lanes =
            Builder::before_terminator(f, w.body).folding().cast(CastOp::SExt, x, ty, &format!("{name}.lanes"));
        if step.negated && inverse.is_none() {
            let ones = f.const_vector(ty, &vec![-1; vf as usize]);
            lanes =
                Builder::before_terminator(f, w.body).folding().binary(BinOp::Xor, lanes, ones, &format!("{name}.not"));
        }
        let op = kind.binary().expect("a bool reduction combines with and/or");
        let new = Builder::before_terminator(f, w.body).folding().binary(op, acc, lanes, &format!("{name}.vec"));
        w.vector.insert(data.result.unwrap(), new);
        return;
    }
    match form {
        // In copy `k`, an address steps `k·VF` elements past copy 0's:
        // every address is used only by loads and stores that run in the
        // scalar loop, so both indexes are in bounds and `k·VF` apart
        // without wrapping — and the backend folds the constant offset
        // into the access.
        Form::Scalar if w.copy > 0 && matches!(data.kind, InstKind::Gep { .. }) => {
            let v = data.result.unwrap();
            let offset = f.const_int(Type::I32, i64::from(w.copy * vf));
            let first = w.first_copy[&v];
            let ty = f.value_type(v);
            let ptr = Builder::at_end(f, w.body).with_loc(data.loc).inst(
                data.kind.clone(),
                &[first, offset],
                ty,
                Some(&name),
            );
            w.scalar.insert(v, f.inst_result(ptr));
        }
        Form::Uniform | Form::Scalar => {
            let mapped: Vec<ValueId> = ops.iter().map(|&v| w.scalar_of(v)).collect();
            let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
            let new = Builder::at_end(f, w.body).with_loc(data.loc).inst(data.kind.clone(), &mapped, ty, Some(&name));
            if let Some(v) = data.result {
                w.scalar.insert(v, f.inst_result(new));
            }
        }
        Form::Consecutive => match data.kind {
            // Bools are a byte each in memory (0 or 1), and vectors of
            // `i1` never go to memory: they travel as `<VF x i8>`.
            InstKind::Load => {
                let v = data.result.unwrap();
                let lane = f.value_type(v);
                let memory_ty = if lane == Type::I1 { Type::I8 } else { lane }.vector_of(vf);
                let ptr = w.scalar_of(ops[0]);
                let mut loaded =
                    Builder::at_end(f, w.body).with_loc(data.loc).load(memory_ty, ptr, &format!("{name}.vec"));
                if lane == Type::I1 {
                    let ty = Type::I1.vector_of(vf);
                    loaded = Builder::before_terminator(f, w.body).folding().cast(
                        CastOp::Trunc,
                        loaded,
                        ty,
                        &format!("{name}.bits"),
                    );
                }
                w.vector.insert(v, loaded);
            }
            InstKind::Store => {
                let mut value = w.vector_of(f, lp, counted, ops[0]);
                if f.value_type(ops[0]) == Type::I1 {
                    let ty = Type::I8.vector_of(vf);
                    value = Builder::before_terminator(f, w.body).folding().cast(CastOp::ZExt, value, ty, "bytes");
                }
                let ptr = w.scalar_of(ops[1]);
                Builder::at_end(f, w.body).with_loc(data.loc).store(value, ptr);
            }
            _ => unreachable!("only loads and stores are consecutive"),
        },
        Form::Vector => {
            let v = data.result.unwrap();
            let mapped: Vec<ValueId> = ops.iter().map(|&o| w.vector_of(f, lp, counted, o)).collect();
            let ty = f.value_type(v).vector_of(vf);
            let name = format!("{name}.vec");
            let new = Builder::at_end(f, w.body).with_loc(data.loc).inst(data.kind.clone(), &mapped, ty, Some(&name));
            w.vector.insert(v, f.inst_result(new));
        }
    }
}

/// The lanes copy `copy` of a reduction's accumulator starts from: the
/// start value in lane 0 of copy 0 and the identity in the other lanes
/// and copies (min/max: the start value everywhere). A constant start
/// makes a constant vector.
pub(super) fn initial_vector(f: &mut Function, w: &mut Widener, r: &Reduction, copy: u32) -> ValueId {
    let ty = Type::I32.vector_of(w.vf);
    if matches!(r.kind, ReductionKind::BoolAnd | ReductionKind::BoolOr) {
        // A bool's lanes: 0 for false, -1 for true.
        let start = match f.as_const(r.start) {
            Some(c) => f.const_int(Type::I32, -(c & 1)),
            None => {
                Builder::before_terminator(f, w.vec_ph).folding().cast(CastOp::SExt, r.start, Type::I32, "acc.start")
            }
        };
        return splat(f, w.vec_ph, start, w.vf);
    }
    match r.kind.identity() {
        None => splat(f, w.vec_ph, r.start, w.vf),
        Some(identity) => {
            let mut lanes = vec![identity; w.vf as usize];
            if copy > 0 {
                return f.const_vector(ty, &lanes);
            }
            if let Some(c) = f.as_const(r.start) {
                lanes[0] = c;
                return f.const_vector(ty, &lanes);
            }
            let base = f.const_vector(ty, &lanes);
            Builder::before_terminator(f, w.vec_ph).insert_element(base, r.start, 0, "acc.init")
        }
    }
}

/// Two partial accumulators of a reduction combined lane by lane, in
/// `block`.
pub(super) fn combine(f: &mut Function, block: BlockId, kind: ReductionKind, a: ValueId, b: ValueId) -> ValueId {
    if let Some(op) = kind.binary() {
        return Builder::before_terminator(f, block).folding().binary(op, a, b, "acc.join");
    }
    let pred = if kind == ReductionKind::SMax { CmpPred::Sgt } else { CmpPred::Slt };
    let mut build = Builder::before_terminator(f, block).folding();
    let wins = build.icmp(pred, b, a, "acc.wins");
    build.select(wins, b, a, "acc.join")
}

/// Combine the lanes of `v` (a `<VF x i32>`) into one `i32`, in `block`:
/// halves combined with the reduction's operation until one lane is
/// left (log2 VF steps); min and max compare the lanes one by one.
pub(super) fn horizontal(f: &mut Function, w: &Widener, block: BlockId, kind: ReductionKind, v: ValueId) -> ValueId {
    let lane =
        |f: &mut Function, v: ValueId, k: u32| Builder::before_terminator(f, block).extract_element(v, k, "lane");
    let Some(op) = kind.binary() else {
        let pred = if kind == ReductionKind::SMax { CmpPred::Sgt } else { CmpPred::Slt };
        let mut best = lane(f, v, 0);
        for k in 1..w.vf {
            let x = lane(f, v, k);
            let mut build = Builder::before_terminator(f, block).folding();
            let wins = build.icmp(pred, x, best, "wins");
            best = build.select(wins, x, best, "best");
        }
        return best;
    };
    let mut v = v;
    let mut lanes = w.vf;
    let undef = f.undef(Type::I32.vector_of(w.vf));
    while lanes > 4 {
        // Fold the upper half onto the lower one: two 4-lane slices.
        let half = lanes / 2;
        let mut build = Builder::before_terminator(f, block).folding();
        let lo = build.shuffle_vector(v, undef, (0..half as i32).collect(), "acc.low");
        let hi = build.shuffle_vector(v, undef, (half as i32..lanes as i32).collect(), "acc.high");
        v = build.binary(op, lo, hi, "acc.fold");
        lanes = half;
    }
    // Within four lanes: swap pairs, then neighbours (pshufd).
    let undef4 = f.undef(f.value_type(v));
    for mask in [[2, 3, 0, 1], [1, 0, 3, 2]] {
        let mut build = Builder::before_terminator(f, block).folding();
        let shuffled = build.shuffle_vector(v, undef4, mask.to_vec(), "acc.swap");
        v = build.binary(op, v, shuffled, "acc.fold");
    }
    lane(f, v, 0)
}
