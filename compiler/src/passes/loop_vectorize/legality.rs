//! loop-vectorize's legality: how each instruction of the body is
//! vectorized (uniform, affine, consecutive access, widened), and whether
//! the accesses keep their order.

use rustc_hash::FxHashMap as HashMap;

use super::super::plural;
use super::super::remark::shown;
use super::super::utils::cost::vector_divisor;
use super::super::utils::vector::lane_type_ok;
use crate::ir::alias::{self, Root};
use crate::ir::loops::{self, CountedLoop, Loop};
use crate::ir::{Function, InstId, InstKind, Type, ValueId};

/// How one body instruction is vectorized.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// The same in every lane (computed from loop invariants only):
    /// computed once per vector trip, as in the scalar loop.
    Uniform,
    /// Affine in `i` (`ir::loops::affine`): computed once per vector trip
    /// for lane 0; lane `k` adds `k` times its scale.
    Scalar,
    /// `load`/`store` of VF consecutive elements.
    Consecutive,
    /// Widened to a vector of VF lanes.
    Vector,
}

/// A memory access of the body.
#[derive(Clone, Debug)]
pub(super) struct Access {
    pub(super) is_store: bool,
    /// The pointer the address is computed from, and the byte offset of
    /// lane 0's element from it when `i` is 0 (constants only).
    pub(super) base: ValueId,
    pub(super) offset: i64,
    /// The loop-invariant value added to the index, if any.
    pub(super) invariant: Option<ValueId>,
    pub(super) size: i64,
    /// Whether the address steps with `i` (a consecutive access) or stays.
    pub(super) consecutive: bool,
}

/// Whether `v` is the same in every lane: loop-invariant, or computed in
/// the loop from invariants only.
pub(super) fn is_uniform(f: &Function, lp: &Loop, form_of: &HashMap<ValueId, Form>, v: ValueId) -> bool {
    loops::is_invariant(f, lp, v) || form_of.get(&v) == Some(&Form::Uniform)
}

/// How body instruction `i` is vectorized, or why it cannot be.
///
/// In the body:
/// - an `i32` value affine in `i` (`ir::loops::affine`) or computed from
///   loop invariants only stays scalar, computed once per vector trip; as
///   a vector it is the splat of that scalar plus `<0, s, 2s, …>`;
/// - `a[idx]` with `idx` affine of scale 1 (unit stride: `a[i + c]`,
///   `a[r * 128 + i]`) is a consecutive access: one vector load or store
///   at the address of lane 0. Another stride would need a gather and
///   stops vectorization; so do a store to an invariant address, calls,
///   and divisions by a variable or by a constant the backend cannot
///   divide vectors by (x86 has no vector division: `isel::vector` divides
///   by 2^k with shifts and by other constants with a multiply-high; see
///   `utils::cost::vector_divisor`);
/// - a load from an invariant address no store of the loop may reach
///   stays scalar; everything else is widened to `<VF x T>` (`i32`, `i8`
///   and `i1` lanes).
pub(super) fn classify(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    i: InstId,
    form_of: &HashMap<ValueId, Form>,
) -> Result<Form, String> {
    let data = f.inst(i);
    let ops = data.operands();
    let all_uniform = ops.iter().all(|&v| is_uniform(f, lp, form_of, v));
    let shown = |v: ValueId| shown(f, v);
    match data.kind {
        InstKind::Gep { .. } => {
            if !loops::is_invariant(f, lp, ops[0]) {
                return Err(format!(
                    "the address {} is not an array of the loop's invariants",
                    shown(data.result.unwrap())
                ));
            }
            if all_uniform {
                return Ok(Form::Uniform);
            }
            if loops::affine(f, lp, counted, ops[1]).is_some() {
                return Ok(Form::Scalar);
            }
            Err(format!("the index {} is not affine in the loop counter (a gather)", shown(ops[1])))
        }
        InstKind::Load => {
            if is_uniform(f, lp, form_of, ops[0]) {
                return Ok(Form::Uniform);
            }
            if consecutive_index(f, lp, counted, ops[0]) == Some(1) {
                return lane_type_ok(f, data.result.unwrap()).map(|_| Form::Consecutive);
            }
            Err(format!("the load of {} does not step by one element per trip", shown(ops[0])))
        }
        InstKind::Store => match consecutive_index(f, lp, counted, ops[1]) {
            Some(1) => lane_type_ok(f, ops[0]).map(|_| Form::Consecutive),
            Some(0) => Err(format!("it stores to {} on every trip", shown(ops[1]))),
            _ => Err(format!("the store to {} does not step by one element per trip", shown(ops[1]))),
        },
        InstKind::Binary(op) => {
            let result = data.result.unwrap();
            if all_uniform && !op.may_trap() {
                return Ok(Form::Uniform);
            }
            if loops::affine(f, lp, counted, result).is_some() {
                return Ok(Form::Scalar);
            }
            if op.may_trap() {
                let divisor = f.as_const(ops[1]);
                if !(divisor.is_some_and(vector_divisor) && f.value_type(result) == Type::I32) {
                    let by = divisor.map_or("a variable".to_string(), |d| d.to_string());
                    return Err(format!("it divides by {by}, which has no vector form (x86 has no vector division)"));
                }
            }
            lane_type_ok(f, result).map(|_| Form::Vector)
        }
        InstKind::Icmp(_) | InstKind::Cast(_) => {
            if all_uniform {
                return Ok(Form::Uniform);
            }
            lane_type_ok(f, ops[0]).and(lane_type_ok(f, data.result.unwrap())).map(|_| Form::Vector)
        }
        InstKind::Select => {
            if all_uniform {
                return Ok(Form::Uniform);
            }
            lane_type_ok(f, data.result.unwrap()).map(|_| Form::Vector)
        }
        InstKind::Call { .. } => Err("it makes a call".into()),
        _ => Err(format!("it has a {} instruction", kind_name(&data.kind))),
    }
}

pub(super) fn kind_name(kind: &InstKind) -> &'static str {
    match kind {
        InstKind::Alloca { .. } => "alloca",
        InstKind::Phi { .. } => "phi",
        InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector { .. } => "vector",
        _ => "non-vectorizable",
    }
}

/// The scale of `ptr`'s index in `i` (1: consecutive, 0: invariant), if
/// `ptr` is `getelementptr` of an invariant base by an affine index.
pub(super) fn consecutive_index(f: &Function, lp: &Loop, counted: &CountedLoop, ptr: ValueId) -> Option<i64> {
    if loops::is_invariant(f, lp, ptr) {
        return Some(0);
    }
    let gep = f.defining_inst(ptr)?;
    let InstKind::Gep { elem } = f.inst(gep).kind else { return None };
    let [base, index] = f.inst(gep).operands().as_array()?;
    if !loops::is_invariant(f, lp, base) || elem.alloc_size() > 4 {
        return None;
    }
    Some(loops::affine(f, lp, counted, index)?.scale)
}

/// Every address is used only as the address of a load or store (a
/// pointer stored as a value would need one address per lane).
pub(super) fn check_addresses(f: &Function, forms: &[(InstId, Form)]) -> Result<(), String> {
    for &(i, _) in forms {
        let data = f.inst(i);
        let InstKind::Gep { .. } = data.kind else { continue };
        let ptr = data.result.unwrap();
        for &user in f.users(ptr).iter() {
            let u = f.inst(user);
            let as_address = match u.kind {
                InstKind::Load => u.operands()[0] == ptr,
                InstKind::Store => u.operands()[1] == ptr && u.operands()[0] != ptr,
                _ => false,
            };
            if !as_address {
                return Err(format!("the address {} is used as a value", shown(f, ptr)));
            }
        }
    }
    Ok(())
}

/// Accesses of the body and whether vectorizing keeps their order.
///
/// **Dependences** (Allen & Kennedy, "Optimizing Compilers for Modern
/// Architectures", ch. 2 and 5): of two accesses X before Y in the body,
/// one of them a store, to the same array at element offsets `cX` and
/// `cY` from `i`, iteration `j` of X and `j + cX - cY` of Y touch the same
/// element. A vector trip runs all of X's lanes before Y's, which is the
/// scalar order unless Y's iteration comes first and both fall in one
/// vector trip: `-VF < cX - cY < 0` forbids vectorization (`a[i + 1] =
/// a[i] + x`), every other distance is safe (`a[i] = a[i + 1] + x`).
/// Arrays are told apart by `ir::alias`: two different stack slots, or a
/// slot and a pointer the function received, never overlap, since wend
/// arrays cannot overlap. The one case the IR cannot decide is two
/// pointers that are not the same value and might still be one array — a
/// nested function's views of captured arrays, which are pointers it
/// received or loaded; two such views, one of them stored to, keep the
/// loop scalar (remark "may be the same array"): no run-time alias checks.
pub(super) fn check_dependences(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    forms: &[(InstId, Form)],
    vf: u32,
) -> Result<(), String> {
    let accesses: Vec<Access> = forms
        .iter()
        .filter(|&&(i, _)| matches!(f.inst(i).kind, InstKind::Load | InstKind::Store))
        .map(|&(i, _)| access(f, lp, counted, i))
        .collect();
    for (x_at, x) in accesses.iter().enumerate() {
        for y in &accesses[x_at + 1..] {
            if !(x.is_store || y.is_store) {
                continue;
            }
            if x.base != y.base {
                let (rx, ry) = (alias::root(f, x.base), alias::root(f, y.base));
                if alias::may_alias(rx, ry) || matches!((rx, ry), (Root::Unknown, _) | (_, Root::Unknown)) {
                    return Err(format!(
                        "{} and {} may be the same array (the IR cannot tell them apart)",
                        shown(f, x.base),
                        shown(f, y.base)
                    ));
                }
                continue;
            }
            let shown = shown(f, x.base);
            if x.invariant != y.invariant || !x.consecutive || !y.consecutive || x.size != y.size {
                return Err(format!("accesses to {shown} may overlap across trips"));
            }
            // Two in-bounds indexes are less than 2^31 elements apart: the
            // element distance is the difference of the (wrapped) constants
            // taken modulo 2^32, as a signed 32-bit number.
            let distance = if x.size > 0 && (x.offset - y.offset) % x.size == 0 {
                i64::from(((x.offset - y.offset) / x.size) as i32) * x.size
            } else {
                x.offset - y.offset
            };
            let window = i64::from(vf) * x.size;
            let unsafe_distance = if distance % x.size == 0 {
                -window < distance && distance < 0
            } else {
                distance.abs() < window + x.size
            };
            if unsafe_distance {
                let trips = (-distance) / x.size;
                return Err(format!(
                    "{shown} is stored and accessed again {trips} trip{} later (a loop-carried dependence shorter than {vf} trips)",
                    plural(trips as usize)
                ));
            }
        }
    }
    Ok(())
}

/// The access of load or store `i`.
pub(super) fn access(f: &Function, lp: &Loop, counted: &CountedLoop, i: InstId) -> Access {
    let data = f.inst(i);
    let is_store = matches!(data.kind, InstKind::Store);
    let (value, ptr) =
        if is_store { (data.operands()[0], data.operands()[1]) } else { (data.result.unwrap(), data.operands()[0]) };
    let size = f.value_type(value).alloc_size() as i64;
    let (mut p, mut offset, mut invariant, mut consecutive) = (ptr, 0i64, None, false);
    if !loops::is_invariant(f, lp, ptr) {
        let gep = f.defining_inst(ptr).expect("a varying address is a getelementptr");
        let InstKind::Gep { elem } = f.inst(gep).kind else { unreachable!("classified as an address") };
        let [base, index] = f.inst(gep).operands().as_array().unwrap();
        p = base;
        match loops::affine(f, lp, counted, index) {
            Some(form) => {
                // The index is computed in wrapping i32 arithmetic (and is
                // in bounds): `i + 2147483647` and `i - 2147483649` reach
                // the same element, so the constant counts modulo 2^32.
                offset = i64::from(form.constant as i32) * elem.alloc_size() as i64;
                invariant = form.invariant;
                consecutive = form.scale == 1;
            }
            // A uniform index computed in the loop: an unknown offset.
            None => invariant = Some(index),
        }
    }
    // Fold constant offsets of the base (a field of a frame record).
    while let Some(g) = f.defining_inst(p) {
        let InstKind::Gep { elem } = f.inst(g).kind else { break };
        let [base, index] = f.inst(g).operands().as_array().unwrap();
        let Some(c) = f.as_const(index) else { break };
        offset = offset.saturating_add(c.saturating_mul(elem.alloc_size() as i64));
        p = base;
    }
    if !consecutive && invariant.is_none() && p != ptr {
        // An invariant address through a variable index: unknown offset.
        invariant = Some(ptr);
    }
    Access { is_store, base: p, offset, invariant, size, consecutive }
}
