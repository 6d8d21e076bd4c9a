//! loop-vectorize's cost model: what a trip costs as scalar and as
//! vector code, and how many copies of the vector body to interleave.

use super::super::utils::cost::binary_costs;
use super::legality::Form;
use crate::ir::loops::CountedLoop;
use crate::ir::{BinOp, Function, InstId, InstKind, Type};

/// The largest vector body cost interleaved: twice LLVM's
/// `small-loop-cost` (20), so that two copies keep their values in the 16
/// vector registers.
pub(super) const MAX_INTERLEAVED_COST: u32 = 40;

/// How many copies of the vector body one vector trip runs (below): 2
/// when the loop has a reduction (two accumulators halve the chain of
/// dependent operations each trip waits on) and its body is not large; 1
/// otherwise, and when the loop makes too few trips for even one
/// interleaved trip.
///
/// **Interleaving** (LLVM's interleave count, IC): the vector loop runs
/// IC = 2 copies of the vector body per trip, 2·VF scalar trips, when the
/// loop has a reduction and its vector body costs at most 40 (each
/// reduction then keeps two accumulators, so consecutive adds do not wait
/// on each other, as clang's two `paddd` chains); never when a constant
/// trip count is below 2·VF. LLVM also interleaves small bodies without
/// a reduction, to spread the counter, compare and branch over more
/// elements; here that does not pay (the saxpy-loop benchmark slowed):
/// once an address has two users (copy 0's access and copy 1's
/// `+ VF` elements) the backend computes it with `movslq` + `leaq`
/// instead of folding the index into each access, which costs what the
/// shared loop overhead saves. Copy `k` runs the trips `vec.i + k·VF …` after copy
/// `k - 1`: that is the order of two VF-wide vector trips one after the
/// other, so the dependence test for VF covers it. Its addresses are
/// copy 0's plus `k·VF` elements: every address feeds only loads and
/// stores the scalar loop makes, so both indexes are in bounds and cannot
/// have wrapped apart. The copies' accumulators start from the identity
/// (min/max: the start value) and are combined lane by lane in
/// `vec.middle` before the horizontal reduction. The guard and the vector
/// trip count use 2·VF, so the scalar epilogue runs up to 2·VF − 1 trips
/// (no second, VF-wide vector epilogue: not done).
pub(super) fn interleave_count(
    f: &Function,
    counted: &CountedLoop,
    vf: u32,
    has_reduction: bool,
    vector_cost: u32,
) -> u32 {
    let pays = has_reduction && vector_cost <= MAX_INTERLEAVED_COST;
    let enough_trips = counted.constant_trip_count(f).is_none_or(|trips| trips >= u64::from(2 * vf));
    if pays && enough_trips {
        2
    } else {
        1
    }
}

/// (scalar cost of one trip, vector cost of VF trips), in x86
/// instructions, with slp's prices for arithmetic.
///
/// Each instruction is weighed by what the backend makes of it: a `pmulld`
/// is slower than a `paddd`, an `i8` multiply takes eight instructions.
pub(super) fn costs(f: &Function, forms: &[(InstId, Form)]) -> (u32, u32) {
    // The loop's own counter and test, in both loops.
    let (mut scalar, mut vector) = (2, 2);
    for &(i, form) in forms {
        let data = f.inst(i);
        let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
        let (one_lane, all_lanes) = match data.kind {
            InstKind::Binary(op) => {
                let (lane, whole) = binary_costs(op, ty, f.as_const(data.operands()[1]));
                // No multiply of byte lanes: pmullw on the halves, merged.
                if op == BinOp::Mul && ty == Type::I8 {
                    (1, 8)
                } else {
                    (lane, whole)
                }
            }
            // Compares narrow their masks to bytes; a blend widens them.
            InstKind::Icmp(_) | InstKind::Select => (1, 3),
            _ => (1, 1),
        };
        scalar += one_lane;
        vector += match form {
            Form::Uniform | Form::Scalar | Form::Consecutive => 1,
            Form::Vector => all_lanes,
        };
    }
    (scalar, vector)
}
