//! loop-vectorize's reductions: the header phis that combine one
//! operation's results over the trips, and their vector accumulators.

use super::super::remark::shown;
use crate::ir::loops::{self, CountedLoop, Loop};
use crate::ir::{BinOp, CmpPred, Function, InstId, InstKind, Type, ValueId};

/// What a reduction combines its lanes with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ReductionKind {
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    /// `&&` and `||` of bools: lanes of 0 or -1 in an `i32` vector.
    BoolAnd,
    BoolOr,
}

impl ReductionKind {
    pub(super) fn of_binary(op: BinOp) -> Option<ReductionKind> {
        Some(match op {
            BinOp::Add | BinOp::Sub => ReductionKind::Add,
            BinOp::Mul => ReductionKind::Mul,
            BinOp::And => ReductionKind::And,
            BinOp::Or => ReductionKind::Or,
            BinOp::Xor => ReductionKind::Xor,
            BinOp::SDiv | BinOp::SRem => return None,
        })
    }

    pub(super) fn symbol(self) -> &'static str {
        match self {
            ReductionKind::Add => "+",
            ReductionKind::Mul => "*",
            ReductionKind::And => "&",
            ReductionKind::Or => "|",
            ReductionKind::Xor => "^",
            ReductionKind::SMin => "min",
            ReductionKind::SMax => "max",
            ReductionKind::BoolAnd => "&&",
            ReductionKind::BoolOr => "||",
        }
    }

    /// The value a lane starts from that leaves the result unchanged.
    pub(super) fn identity(self) -> Option<i64> {
        match self {
            ReductionKind::Add | ReductionKind::Or | ReductionKind::Xor => Some(0),
            ReductionKind::Mul => Some(1),
            ReductionKind::And => Some(-1),
            // min, max, `&&` and `||` are idempotent: every lane starts
            // from `start`.
            ReductionKind::SMin | ReductionKind::SMax | ReductionKind::BoolAnd | ReductionKind::BoolOr => None,
        }
    }

    pub(super) fn binary(self) -> Option<BinOp> {
        match self {
            ReductionKind::Add => Some(BinOp::Add),
            ReductionKind::Mul => Some(BinOp::Mul),
            ReductionKind::And => Some(BinOp::And),
            ReductionKind::Or => Some(BinOp::Or),
            ReductionKind::Xor => Some(BinOp::Xor),
            ReductionKind::BoolAnd => Some(BinOp::And),
            ReductionKind::BoolOr => Some(BinOp::Or),
            ReductionKind::SMin | ReductionKind::SMax => None,
        }
    }
}

/// A reduction phi of the header.
#[derive(Clone, Debug)]
pub(super) struct Reduction {
    pub(super) phi: InstId,
    pub(super) kind: ReductionKind,
    pub(super) start: ValueId,
    /// Its value for the next trip (from the latch).
    pub(super) next: ValueId,
    /// For `&&` and `||`: the steps of the chain, in order.
    pub(super) bool_steps: Vec<BoolStep>,
}

/// One step `acc' = acc && x` (or `||`, or with `!x`) of a bool
/// reduction's chain, whatever instruction makes it (`and`, `or`, or a
/// `select` with a constant arm).
#[derive(Copy, Clone, Debug)]
pub(super) struct BoolStep {
    pub(super) inst: InstId,
    /// The chain value the step combines.
    pub(super) acc: ValueId,
    pub(super) x: ValueId,
    pub(super) negated: bool,
}

/// `phi` as a reduction, or why it is not one.
///
/// A *reduction*: a chain of one operation kind from the phi to its
/// value for the next trip —
/// `+` (and `r - x`), `*`, `&`, `|`, `^`, through `select`s between two
/// values of the chain (a conditional `+= 1`), or the min/max pattern
/// `select(x > r, x, r)` — whose values nothing else in the loop reads.
/// Each lane then keeps a partial result, combined when the vector loop
/// ends (Padua & Wolfe, CACM 1986, and LLVM's RecurrenceDescriptor).
/// A bool phi may be an `&&` or `||` reduction: a chain of steps `acc &&
/// x`, `acc || x` (with `x` or `!x`) — `and`/`or` of `i1`, or what
/// simplifycfg makes of `if c { ok = false; }` and `ok && c`: a `select`
/// with one constant arm — each chain value used only by the next step.
/// Its vector accumulator is not `<VF x i1>` (reg2mem would give that phi
/// a stack slot, and bool vectors never go to memory) but `<VF x i32>`
/// lanes of 0 or -1: each step `and`s or `or`s in the sign-extended
/// compare; `vec.middle` reduces the lanes with `and`/`or` and tests the
/// result `!= 0`. `&&`, `||` are associative, commutative and idempotent,
/// so every lane may start from the start value. (`ok = ok && a[i] > 0`
/// keeps its short-circuit branch — the load may not be speculated — and
/// `r = r || c` stays a branch shape simplifycfg does not if-convert: both
/// are left scalar as bodies of several blocks.)
pub(super) fn reduction(f: &Function, lp: &Loop, counted: &CountedLoop, phi: InstId) -> Result<Reduction, String> {
    let r = f.inst_result(phi);
    let shown = shown(f, r);
    let incoming = f.phi_incoming(phi);
    let start = incoming.iter().find(|&&(_, b)| b == counted.preheader).map(|&(v, _)| v);
    let next = incoming.iter().find(|&&(_, b)| b == counted.latch).map(|&(v, _)| v);
    let (Some(start), Some(next)) = (start, next) else { return Err(format!("{shown} is not a reduction")) };
    if f.value_type(r) == Type::I1 {
        return bool_reduction(f, lp, counted, phi, start, next);
    }
    if f.value_type(r) != Type::I32 {
        return Err(format!("{shown} is carried from trip to trip and is not an int reduction"));
    }
    // Walk the chain forward from the phi through its users in the loop.
    let mut chain = vec![r];
    let mut kind: Option<ReductionKind> = None;
    let mut k = 0;
    let set_kind = |new: ReductionKind, kind: &mut Option<ReductionKind>| -> Result<(), String> {
        match *kind {
            Some(old) if old != new => {
                Err(format!("{shown} is combined both with {} and {}", old.symbol(), new.symbol()))
            }
            _ => {
                *kind = Some(new);
                Ok(())
            }
        }
    };
    while k < chain.len() {
        let v = chain[k];
        k += 1;
        for user in f.users(v).iter().copied() {
            let Some(b) = f.inst(user).block else { continue };
            if !lp.contains(b) || user == phi {
                continue;
            }
            let ops = f.inst(user).operands();
            let result = f.inst(user).result;
            let step = match f.inst(user).kind {
                InstKind::Binary(op) => {
                    let kind_of = ReductionKind::of_binary(op)
                        .ok_or_else(|| format!("{shown} is divided, which no reduction does"))?;
                    if op == BinOp::Sub && ops[0] != v {
                        return Err(format!("{shown} is subtracted from something, which no reduction does"));
                    }
                    if ops[0] == ops[1] {
                        return Err(format!("{shown} is combined with itself"));
                    }
                    Some(kind_of)
                }
                InstKind::Select => select_step(f, user, v, &chain)?,
                InstKind::Icmp(_) => {
                    // Only as the condition of the min/max select that
                    // picks between the two compared values.
                    let select = f.users(result.unwrap()).only();
                    let is_minmax = select.is_some_and(|s| minmax_kind(f, s).is_some());
                    if !is_minmax {
                        return Err(format!("{shown} is compared for something other than a min or max"));
                    }
                    continue;
                }
                _ => return Err(format!("{shown} is used in the loop other than by accumulating")),
            };
            if let Some(step) = step {
                set_kind(step, &mut kind)?;
            }
            let result = result.unwrap();
            if !chain.contains(&result) {
                chain.push(result);
            }
            if chain.len() > 32 {
                return Err(format!("{shown} goes through too many steps"));
            }
        }
    }
    if !chain.contains(&next) {
        return Err(format!("{shown} is carried from trip to trip and is not a reduction"));
    }
    let kind = kind.ok_or_else(|| format!("{shown} is carried from trip to trip unchanged"))?;
    // Every step's other operand must come from outside the chain, and
    // each step of the chain must feed the chain only.
    for &v in &chain[1..] {
        let i = f.defining_inst(v).expect("chain values are instructions");
        if !matches!(f.inst(i).kind, InstKind::Select) {
            let outside = f.inst(i).operands().iter().filter(|o| !chain.contains(o)).count();
            if outside != 1 {
                return Err(format!("{shown} is combined with a value that depends on it"));
            }
        }
    }
    Ok(Reduction { phi, kind, start, next, bool_steps: Vec::new() })
}

/// Bool phi `phi` as an `&&` or `||` reduction: a chain from the phi to
/// `next` in which each value has one user in the loop, the next step.
pub(super) fn bool_reduction(
    f: &Function,
    lp: &Loop,
    counted: &CountedLoop,
    phi: InstId,
    start: ValueId,
    next: ValueId,
) -> Result<Reduction, String> {
    let r = f.inst_result(phi);
    let shown = shown(f, r);
    let (mut cur, mut kind, mut steps) = (r, None, Vec::new());
    loop {
        let users: Vec<InstId> = f
            .users(cur)
            .iter()
            .copied()
            .filter(|&u| u != phi && f.inst(u).block.is_some_and(|b| lp.contains(b)))
            .collect();
        if cur == next && users.is_empty() {
            break;
        }
        let [user] = users[..] else {
            return Err(format!("{shown} is used in the loop other than by one `&&` or `||` step after another"));
        };
        let (step_kind, x, negated) = bool_step(f, user, cur)
            .ok_or_else(|| format!("{shown} is carried from trip to trip and is not an `&&` or `||` reduction"))?;
        if kind.is_some_and(|k| k != step_kind) {
            return Err(format!("{shown} is combined both with && and ||"));
        }
        if loops::is_invariant(f, lp, x) {
            return Err(format!("{shown} is combined with a loop invariant"));
        }
        kind = Some(step_kind);
        steps.push(BoolStep { inst: user, acc: cur, x, negated });
        cur = f.inst_result(user);
        if steps.len() > 32 || cur == r {
            return Err(format!("{shown} goes through too many steps"));
        }
    }
    let kind = kind.ok_or_else(|| format!("{shown} is carried from trip to trip unchanged"))?;
    let _ = counted;
    Ok(Reduction { phi, kind, start, next, bool_steps: steps })
}

/// `user` of bool `acc` as `acc && x`, `acc || x` or with `!x`: `and`,
/// `or`, or a `select` with one constant arm (what simplifycfg makes of
/// `if c { ok = false; }` and of `ok && c`).
pub(super) fn bool_step(f: &Function, user: InstId, acc: ValueId) -> Option<(ReductionKind, ValueId, bool)> {
    let data = f.inst(user);
    let ops = data.operands();
    let other = |a: ValueId, b: ValueId| if a == acc { b } else { a };
    let step = match data.kind {
        InstKind::Binary(BinOp::And) => (ReductionKind::BoolAnd, other(ops[0], ops[1]), false),
        InstKind::Binary(BinOp::Or) => (ReductionKind::BoolOr, other(ops[0], ops[1]), false),
        InstKind::Select => {
            let [c, a, b] = ops.as_array()?;
            let constant = |v: ValueId| f.as_const(v).map(|k| k != 0);
            if c == acc {
                // acc ? x : false, acc ? true : x
                match (constant(a), constant(b)) {
                    (None, Some(false)) => (ReductionKind::BoolAnd, a, false),
                    (Some(true), None) => (ReductionKind::BoolOr, b, false),
                    _ => return None,
                }
            } else if a == acc {
                // c ? acc : false, c ? acc : true
                match constant(b)? {
                    false => (ReductionKind::BoolAnd, c, false),
                    true => (ReductionKind::BoolOr, c, true),
                }
            } else if b == acc {
                // c ? false : acc, c ? true : acc
                match constant(a)? {
                    false => (ReductionKind::BoolAnd, c, true),
                    true => (ReductionKind::BoolOr, c, false),
                }
            } else {
                return None;
            }
        }
        _ => return None,
    };
    (step.1 != acc && f.value_type(step.1) == Type::I1).then_some(step)
}

/// The kind a `select` user of chain value `v` gives the chain: none for
/// a select between two chain values, min/max for the min/max pattern.
pub(super) fn select_step(
    f: &Function,
    select: InstId,
    v: ValueId,
    chain: &[ValueId],
) -> Result<Option<ReductionKind>, String> {
    let [cond, a, b] = f.inst(select).operands().as_array().expect("select has three operands");
    let shown = shown(f, v);
    if cond == v {
        return Err(format!("{shown} decides a select"));
    }
    if chain.contains(&a) && chain.contains(&b) {
        return Ok(None);
    }
    match minmax_kind(f, select) {
        Some((kind, compared)) if compared == v || chain.contains(&compared) => Ok(Some(kind)),
        _ => Err(format!("{shown} is replaced by another value under a condition")),
    }
}

/// `(SMax, r)` for `select(icmp sgt x, r), x, r)` and the other forms of
/// min and max; `r` is the operand the select keeps when the other does
/// not win.
pub(super) fn minmax_kind(f: &Function, select: InstId) -> Option<(ReductionKind, ValueId)> {
    let [cond, a, b] = f.inst(select).operands().as_array()?;
    let compare = f.defining_inst(cond)?;
    let InstKind::Icmp(pred) = f.inst(compare).kind else { return None };
    let [x, y] = f.inst(compare).operands().as_array()?;
    // Normalize to `select(x PRED y, x, y)`.
    let pred = if (a, b) == (x, y) {
        pred
    } else if (a, b) == (y, x) {
        pred.inverse()
    } else {
        return None;
    };
    let kind = match pred {
        CmpPred::Sgt | CmpPred::Sge => ReductionKind::SMax,
        CmpPred::Slt | CmpPred::Sle => ReductionKind::SMin,
        _ => return None,
    };
    Some((kind, b))
}
