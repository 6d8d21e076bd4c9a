//! Building vector code in front of a counted loop, shared by the loop
//! vectorizer, the outer-loop vectorizer, runtime unrolling (which runs
//! K trips at a time the same way) and strength reduction (which
//! recognises the end they compute): the trip-count guard and where the
//! vector loop stops (`guard_vector_loop`, `masked_end`), splats, the
//! entry of a header phi moved to the new scalar preheader, and the lane
//! types vectors have.

use crate::ir::loops::{CountedLoop, ExitTest};
use crate::ir::{BinOp, BlockId, Builder, CmpPred, Function, InstId, InstKind, Type, ValueId};

use super::super::remark::shown;

/// `v` in every lane of a `<vf x T>`, made in `block` (a constant vector
/// for a constant).
pub fn splat(f: &mut Function, block: BlockId, v: ValueId, vf: u32) -> ValueId {
    let ty = f.value_type(v).vector_of(vf);
    if let Some(c) = f.as_const(v) {
        return f.const_vector(ty, &vec![c; vf as usize]);
    }
    let undef = f.undef(ty);
    let mut build = Builder::before_terminator(f, block);
    let one = build.insert_element(undef, v, 0, "splat.insert");
    build.shuffle_vector(one, undef, vec![0; vf as usize], "splat")
}

/// Where a vector loop in front of a counted loop stops, and whether it
/// may be skipped.
pub struct VectorRange {
    /// `start + (trips & -VF)`, made in the vector preheader.
    pub end: ValueId,
    /// Whether the preheader's test can send control straight to the
    /// scalar loop (false when the trip count is a constant of at least
    /// VF): `scalar.ph`'s phis then have an entry from the preheader.
    pub skippable: bool,
}

/// Replace the jump ending `counted`'s preheader by the trip-count test
/// (see the module header): to `vec_ph` when the loop makes at least `vf`
/// trips, else to `scalar_ph`; and compute in `vec_ph` where the vector
/// loop stops.
pub fn guard_vector_loop(
    f: &mut Function,
    counted: &CountedLoop,
    vf: u32,
    vec_ph: BlockId,
    scalar_ph: BlockId,
    prefix: &str,
) -> VectorRange {
    let (preheader, start, i32_ty) = (counted.preheader, counted.start, Type::I32);
    // `i <= n` runs as `i < n + 1`; when n + 1 wraps (n is the largest
    // int, the loop never ends) the guard's `start < n + 1` fails and the
    // scalar loop runs as written.
    let bound = match counted.test {
        ExitTest::SignedLessOrEqual => {
            let one = f.const_int(i32_ty, 1);
            Builder::before_terminator(f, preheader).folding().binary(BinOp::Add, counted.bound, one, "bound")
        }
        ExitTest::SignedLess | ExitTest::NotEqual => counted.bound,
    };
    let old_jump = f.terminator(preheader).expect("the preheader ends in a jump");
    f.remove_inst(old_jump);
    let trips = Builder::before_terminator(f, preheader).folding().binary(BinOp::Sub, bound, start, "trips");
    let vf_const = f.const_int(i32_ty, i64::from(vf));
    let zero = f.const_int(i32_ty, 0);
    let at_least =
        Builder::before_terminator(f, preheader).folding().icmp(CmpPred::Sge, trips, vf_const, "trips.enough");
    let wrapped = Builder::before_terminator(f, preheader).folding().icmp(CmpPred::Slt, trips, zero, "trips.above.max");
    let mut enough = Builder::before_terminator(f, preheader).folding().binary(
        BinOp::Or,
        at_least,
        wrapped,
        &format!("{prefix}.enough"),
    );
    if counted.test != ExitTest::NotEqual {
        let runs = Builder::before_terminator(f, preheader).folding().icmp(CmpPred::Slt, start, bound, "loop.runs");
        enough = Builder::before_terminator(f, preheader).folding().binary(
            BinOp::And,
            runs,
            enough,
            &format!("{prefix}.guard"),
        );
    }
    // A constant trip count (at least VF, or the plan would have failed)
    // needs no test.
    let skippable = f.as_const(enough) != Some(1);
    if skippable {
        Builder::at_end(f, preheader).cond_br(enough, vec_ph, scalar_ph);
    } else {
        Builder::at_end(f, preheader).br(vec_ph);
    }
    let mask = f.const_int(i32_ty, -i64::from(vf));
    let vec_trips =
        Builder::before_terminator(f, vec_ph).folding().binary(BinOp::And, trips, mask, &format!("{prefix}.trips"));
    let end =
        Builder::before_terminator(f, vec_ph).folding().binary(BinOp::Add, start, vec_trips, &format!("{prefix}.end"));
    VectorRange { end, skippable }
}

/// `(start, m)` if `v` is `start + (x & m)` for a constant `m` (either
/// operand order): the shape of the end `guard_vector_loop` computes for
/// a loop running K trips at a time (`m = -K`), which lsr and
/// runtime-unroll recognise.
pub fn masked_end(f: &Function, v: ValueId) -> Option<(ValueId, i64)> {
    let add = f.defining_inst(v)?;
    let InstKind::Binary(BinOp::Add) = f.inst(add).kind else { return None };
    let [a, b] = f.inst(add).operands().as_array()?;
    let mask_of = |x: ValueId| {
        let and = f.defining_inst(x)?;
        let InstKind::Binary(BinOp::And) = f.inst(and).kind else { return None };
        let [p, q] = f.inst(and).operands().as_array()?;
        f.as_const(q).or_else(|| f.as_const(p))
    };
    mask_of(b).map(|m| (a, m)).or_else(|| mask_of(a).map(|m| (b, m)))
}

/// Where the loop behind a vector (or unrolled) loop picks up: its new
/// preheader `resume_ph`, entered from `from` (the block the vector loop
/// is left by) and, when the guard may skip the vector loop, straight
/// from the old `preheader`.
pub struct Resume {
    pub preheader: BlockId,
    pub resume_ph: BlockId,
    pub from: BlockId,
    pub skippable: bool,
}

/// Make header phi `phi` of the loop behind start from a phi of
/// `r.resume_ph`: `after` (its value when the vector loop stops) from
/// `r.from`, and `start` (its value on entry) from the preheader when
/// the vector loop may be skipped. Returns the new phi's value.
pub fn resume_phi(
    f: &mut Function,
    r: &Resume,
    phi: InstId,
    start: ValueId,
    after: ValueId,
    name: Option<String>,
) -> ValueId {
    let mut entries = vec![(after, r.from)];
    if r.skippable {
        entries.insert(0, (start, r.preheader));
    }
    let ty = f.value_type(after);
    let resume = Builder::at_end(f, r.resume_ph).phi(ty, &entries, name.as_deref().unwrap_or(""));
    set_header_entry(f, phi, r.preheader, r.resume_ph, resume);
    resume
}

/// Point `phi`'s entry from `old` at `new` with value `value`.
fn set_header_entry(f: &mut Function, phi: InstId, old: BlockId, new: BlockId, value: ValueId) {
    let k = f.phi_incoming(phi).iter().position(|&(_, b)| b == old).expect("the phi has an entry from the preheader");
    f.set_operand(phi, k, value);
    f.phi_replace_block(phi, old, new);
}

/// Lanes of `i32`, `i8` or `i1` only.
pub fn lane_type_ok(f: &Function, v: ValueId) -> Result<(), String> {
    match f.value_type(v) {
        Type::I32 | Type::I8 | Type::I1 => Ok(()),
        ty => Err(format!("{} has type {ty}, which has no vector form", shown(f, v))),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_ir::{block, function, value, COUNTED};
    use super::*;
    use crate::ir::cfg::Cfg;
    use crate::ir::dom::DomTree;
    use crate::ir::loops::{counted_loop, natural_loops};

    #[test]
    fn the_guard_sends_short_loops_to_the_scalar_loop_and_ends_the_vector_loop_on_a_multiple_of_vf() {
        let mut f = function(COUNTED);
        let cfg = Cfg::compute(&f);
        let lp = natural_loops(&cfg, &DomTree::compute(&cfg)).remove(0);
        let counted = counted_loop(&mut f, &cfg, &lp).expect("a counted loop");
        let (vec_ph, scalar_ph) = (f.create_block("vec.ph"), f.create_block("scalar.ph"));
        let range = guard_vector_loop(&mut f, &counted, 4, vec_ph, scalar_ph, "vec");
        assert!(range.skippable, "an unknown start may leave fewer than 4 trips");
        let term = f.terminator(block(&f, "entry")).unwrap();
        assert!(
            matches!(f.inst(term).kind, InstKind::CondBr { if_true, if_false } if if_true == vec_ph && if_false == scalar_ph)
        );
        assert_eq!(masked_end(&f, range.end), Some((value(&f, "start"), -4)), "end = start + (trips & -4)");
        // The scalar loop resumes at `end` after the vector loop, at `start`
        // when the guard skipped it; the header's entry moves to scalar.ph.
        let vec_middle = f.create_block("vec.middle");
        let resume =
            Resume { preheader: counted.preheader, resume_ph: scalar_ph, from: vec_middle, skippable: range.skippable };
        let start = value(&f, "start");
        let v = resume_phi(&mut f, &resume, counted.iv, start, range.end, Some("i.resume".into()));
        let phi = f.defining_inst(v).unwrap();
        assert_eq!(f.phi_incoming(phi), vec![(start, counted.preheader), (range.end, vec_middle)]);
        assert!(f.phi_incoming(counted.iv).contains(&(v, scalar_ph)));
        assert!(!f.phi_incoming(counted.iv).iter().any(|&(_, b)| b == counted.preheader));
    }

    #[test]
    fn a_constant_splats_to_a_constant_vector_and_a_header_entry_moves() {
        let mut f = function(COUNTED);
        let (entry, body, i) = (block(&f, "entry"), block(&f, "body"), value(&f, "i"));
        let two = f.const_int(Type::I32, 2);
        let four_twos = splat(&mut f, body, two, 4);
        assert_eq!(f.vector_lanes(four_twos), Some(&[2, 2, 2, 2][..]), "a constant splats to a constant vector");
        let lanes = splat(&mut f, body, i, 4);
        assert_eq!(f.value_type(lanes), Type::I32.vector_of(4));
        assert_eq!(lane_type_ok(&f, i), Ok(()));
        let phi = f.defining_inst(i).unwrap();
        let new = f.create_block("new.ph");
        set_header_entry(&mut f, phi, entry, new, two);
        assert!(f.phi_incoming(phi).contains(&(two, new)) && !f.phi_incoming(phi).iter().any(|&(_, b)| b == entry));
    }
}
