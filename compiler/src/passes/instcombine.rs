//! instcombine: local algebraic simplification.
//!
//! Algorithm: a worklist of instructions, as LLVM's InstCombine: each is
//! matched against the rules below; one that simplifies is replaced by an
//! existing value or rewritten in place, and its users go back on the
//! worklist (a rewrite can enable a rule in them). Every rule holds for
//! wrapping two's-complement integers (wend's `int`) and never removes a
//! division that could trap. Scalars only (vectors are slp's).
//!
//! | rule | before | after |
//! |---|---|---|
//! | constants | `c1 op c2` (not a division that traps) | the constant |
//! | constant right | `c op x`, `icmp p c, x` | `x op c`, `icmp swapped(p) x, c` |
//! | identity | `x + 0`, `x - 0`, `x * 1`, `x / 1`, `x \| 0`, `x ^ 0`, `x & -1` | `x` |
//! | absorbing | `x * 0`, `x & 0`, `x \| -1`, `x % 1` | the constant |
//! | same operands | `x - x`, `x ^ x` / `x & x`, `x \| x` | `0` / `x` |
//! | negation | `x * -1` | `0 - x` |
//! | subtract a constant | `x - c` | `x + (-c)` |
//! | reassociate | `(x op c1) op c2` for `+ * & \| ^` | `x op (c1 op c2)` |
//! | compare itself | `icmp p x, x` | `true` or `false` |
//! | compare an offset | `icmp eq/ne (x + c1), c2`, same with `^` | `icmp eq/ne x, c2 - c1` (`c2 ^ c1`) |
//! | not a compare | `xor (icmp p a, b), true` | `icmp inverse(p) a, b` |
//! | bool compares | `icmp eq b, true`, `icmp ne b, false` / `icmp eq b, false`, `icmp ne b, true` | `b` / `xor b, true` |
//! | extension tests | `icmp ne (zext b), 0` / `icmp eq (zext b), 0` (b an `i1`) | `b` / `xor b, true` |
//! | select decided | `select true, a, b` / `select false, a, b` / `select c, a, a` | `a` / `b` / `a` |
//! | select of bools | `select c, true, false` / `select c, false, true` / `select c, true, b` / `select c, b, false` | `c` / `xor c, true` / `or c, b` / `and c, b` |
//! | select of 1 and 0 | `select c, 1, 0` (an integer) | `zext c` |
//! | select of a not | `select (xor c, true), a, b` | `select c, b, a` |
//! | conditional increment | `select c, (x + 1), x` / `select c, (x + -1), x` | `x + zext c` / `x + sext c` |
//! | low bits | `(x + c) & m`, `(x \| c) & m`, `(x ^ c) & m` where `c` has no bit at or below `m`'s highest / `(x % 2^k) & m` with `0 <= m < 2^k` | `x & m` |
//! | extension pairs | `trunc (zext/sext x)` to x's type; `zext (zext x)`, `sext (sext x)` | `x`; one extension |
//!
//! Preconditions: SSA form. Invariants: verified IR, exact def-use lists;
//! the CFG is unchanged.

use super::{plural, PassOptions, PassResult, Remark};
use crate::ir::fold::fold_binary;
use crate::ir::{normalize_int, BinOp, Builder, CastOp, CmpPred, Function, InstId, InstKind, IntType, Type, ValueId};

pub fn run(f: &mut Function, _options: &PassOptions) -> PassResult {
    let mut work: Vec<InstId> = f.insts_in_layout().map(|(_, i)| i).collect();
    work.reverse();
    let mut changes = 0;
    let mut removed = 0;
    // Instructions that lost a user: if they have none left and no effect,
    // they go too (LLVM's InstCombine erases trivially dead code as well).
    let mut maybe_dead: Vec<InstId> = Vec::new();
    while let Some(i) = work.pop() {
        if f.inst(i).block.is_none() {
            continue;
        }
        let Some(result) = f.inst(i).result else { continue };
        let Some(change) = simplify(f, i) else { continue };
        changes += 1;
        work.extend(f.users(result).iter().copied());
        maybe_dead.extend(f.inst(i).operands().iter().filter_map(|&v| f.defining_inst(v)));
        match change {
            Change::Replace(v) => {
                f.replace_all_uses(result, v);
                f.mark_removed(i);
                removed += 1;
            }
            Change::Rewrite(kind, operands) => {
                f.rewrite_inst(i, kind, &operands);
                work.push(i);
            }
        }
    }
    while let Some(i) = maybe_dead.pop() {
        let data = f.inst(i);
        let unused = data.result.is_some_and(|r| !f.has_users(r));
        if data.block.is_some() && unused && has_no_effect(f, i) {
            maybe_dead.extend(f.inst(i).operands().iter().filter_map(|&v| f.defining_inst(v)));
            f.mark_removed(i);
            removed += 1;
        }
    }
    f.sweep_removed();
    let traps = constant_traps(f);
    if changes == 0 {
        return PassResult { remarks: traps };
    }
    PassResult::changed(format!(
        "{changes} simplification{} ({removed} instruction{} removed)",
        plural(changes),
        plural(removed)
    ))
    .and(traps)
}

/// A missed remark for each division of constants left unfolded because
/// it traps (by zero, or `INT_MIN / -1`): the program dies there if it
/// gets there, and the fault must stay where it was written.
fn constant_traps(f: &Function) -> Vec<Remark> {
    f.insts_in_layout()
        .filter_map(|(_, i)| {
            let data = f.inst(i);
            let InstKind::Binary(op @ (BinOp::SDiv | BinOp::SRem)) = data.kind else { return None };
            let [a, b] = data.operands().as_array()?;
            let (x, y) = (f.as_const(a)?, f.as_const(b)?);
            let Type::Int(ty) = f.value_type(data.result?) else { return None };
            if fold_binary(op, ty, x, y).is_some() {
                return None;
            }
            let what = if op == BinOp::SDiv { "division" } else { "remainder" };
            let why = if y == 0 { "it divides by zero".to_string() } else { format!("{x} / {y} overflows") };
            Some(Remark::missed(data.loc, format!("{what} not folded: {why}, a run-time error")))
        })
        .collect()
}

/// Whether removing `i` (when its value is unused) changes nothing: pure
/// computations, and divisions that cannot trap.
fn has_no_effect(f: &Function, i: InstId) -> bool {
    match f.inst(i).kind {
        InstKind::Binary(op) if op.may_trap() => {
            matches!(f.as_const(f.inst(i).operands()[1]), Some(d) if d != 0 && d != -1)
        }
        InstKind::Binary(_) | InstKind::Icmp(_) | InstKind::Select | InstKind::Cast(_) | InstKind::Gep { .. } => true,
        _ => false,
    }
}

/// What a rule does to an instruction.
enum Change {
    /// Its value is this existing value.
    Replace(ValueId),
    /// It becomes this instruction (same result type).
    Rewrite(InstKind, Vec<ValueId>),
}

fn simplify(f: &mut Function, i: InstId) -> Option<Change> {
    let result = f.inst(i).result?;
    match (f.inst(i).kind.clone(), f.value_type(result)) {
        (InstKind::Binary(op), Type::Int(ty)) => {
            let [a, b] = f.inst(i).operands().as_array()?;
            simplify_binary(f, op, ty, a, b)
        }
        (InstKind::Icmp(pred), _) => {
            let [a, b] = f.inst(i).operands().as_array()?;
            let Type::Int(ty) = f.value_type(a) else { return None };
            simplify_icmp(f, pred, ty, a, b)
        }
        (InstKind::Cast(op), Type::Int(to)) => simplify_cast(f, op, to, f.inst(i).operands()[0]),
        (InstKind::Select, ty) => {
            let [c, a, b] = f.inst(i).operands().as_array()?;
            simplify_select(f, ty, c, a, b).or_else(|| conditional_increment(f, i, c, a, b))
        }
        _ => None,
    }
}

fn simplify_select(f: &mut Function, ty: Type, c: ValueId, a: ValueId, b: ValueId) -> Option<Change> {
    if let Some(k) = f.as_const(c) {
        return Some(Change::Replace(if k != 0 { a } else { b }));
    }
    if a == b {
        return Some(Change::Replace(a));
    }
    if let Some((BinOp::Xor, x, one)) = binary_of(f, c) {
        if f.value_type(x) == Type::I1 && f.as_const(one) == Some(1) {
            return Some(Change::Rewrite(InstKind::Select, vec![x, b, a]));
        }
    }
    let (ka, kb) = (f.as_const(a), f.as_const(b));
    if ty == Type::I1 {
        return match (ka, kb) {
            (Some(1), Some(0)) => Some(Change::Replace(c)),
            (Some(0), Some(1)) => Some(not(f, c)),
            (Some(1), _) => Some(Change::Rewrite(InstKind::Binary(BinOp::Or), vec![c, b])),
            (_, Some(0)) => Some(Change::Rewrite(InstKind::Binary(BinOp::And), vec![c, a])),
            _ => None,
        };
    }
    if ty.is_int() && (ka, kb) == (Some(1), Some(0)) {
        return Some(Change::Rewrite(InstKind::Cast(CastOp::ZExt), vec![c]));
    }
    None
}

/// `select c, (x + 1), x` is `x + zext c`, and `select c, (x - 1), x` is
/// `x + sext c` (LLVM's InstCombine makes the same canonical form): a
/// conditional count becomes a plain sum, which a vectorized loop adds up
/// lane by lane. The extension is inserted before the select.
fn conditional_increment(f: &mut Function, i: InstId, c: ValueId, a: ValueId, b: ValueId) -> Option<Change> {
    let ty = f.value_type(b);
    if !ty.is_int() || ty == Type::I1 || f.value_type(c) != Type::I1 {
        return None;
    }
    let (BinOp::Add, x, k) = binary_of(f, a)? else { return None };
    let op = match f.as_const(k) {
        Some(1) => CastOp::ZExt,
        Some(-1) => CastOp::SExt,
        _ => return None,
    };
    if x != b {
        return None;
    }
    f.inst(i).block?;
    let ext = Builder::before(f, i).cast(op, c, ty, "cond.inc");
    Some(Change::Rewrite(InstKind::Binary(BinOp::Add), vec![x, ext]))
}

/// The binary operation defining `v`, if any: (operator, lhs, rhs).
fn binary_of(f: &Function, v: ValueId) -> Option<(BinOp, ValueId, ValueId)> {
    let d = f.defining_inst(v)?;
    let InstKind::Binary(op) = f.inst(d).kind else { return None };
    let [a, b] = f.inst(d).operands().as_array()?;
    Some((op, a, b))
}

fn simplify_binary(f: &mut Function, op: BinOp, ty: IntType, a: ValueId, b: ValueId) -> Option<Change> {
    let int = Type::Int(ty);
    let all_ones = normalize_int(-1, ty.bits());
    let (ca, cb) = (f.as_const(a), f.as_const(b));
    if let (Some(x), Some(y)) = (ca, cb) {
        // Both constant (sccp folds these too; rewrites here can make new
        // ones). A division that traps stays.
        return fold_binary(op, ty, x, y).map(|v| Change::Replace(f.const_int(int, v)));
    }
    if op.is_commutative() && ca.is_some() && cb.is_none() {
        return Some(Change::Rewrite(InstKind::Binary(op), vec![b, a]));
    }
    if a == b {
        match op {
            BinOp::Sub | BinOp::Xor => return Some(Change::Replace(f.const_int(int, 0))),
            BinOp::And | BinOp::Or => return Some(Change::Replace(a)),
            _ => {}
        }
    }
    let c = cb?;
    match (op, c) {
        (BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor, 0) | (BinOp::Mul | BinOp::SDiv, 1) => {
            return Some(Change::Replace(a))
        }
        (BinOp::And, c) if c == all_ones => return Some(Change::Replace(a)),
        (BinOp::Mul | BinOp::And, 0) | (BinOp::SRem, 1) => return Some(Change::Replace(f.const_int(int, 0))),
        (BinOp::Or, c) if c == all_ones => return Some(Change::Replace(b)),
        (BinOp::Mul, -1) if ty.bits() > 1 => {
            return Some(Change::Rewrite(InstKind::Binary(BinOp::Sub), vec![f.const_int(int, 0), a]))
        }
        (BinOp::Sub, c) if ty.bits() > 1 => {
            let negated = f.const_int(int, c.wrapping_neg());
            return Some(Change::Rewrite(InstKind::Binary(BinOp::Add), vec![a, negated]));
        }
        _ => {}
    }
    // not (a < b) → a >= b: `xor` of a compare with true.
    if let (BinOp::Xor, IntType::I1, 1) = (op, ty, c) {
        if let Some(d) = f.defining_inst(a) {
            if let (InstKind::Icmp(p), Some([x, y])) = (&f.inst(d).kind, f.inst(d).operands().as_array::<2>()) {
                return Some(Change::Rewrite(InstKind::Icmp(p.inverse()), vec![x, y]));
            }
        }
    }
    if let (BinOp::And, IntType::I32) = (op, ty) {
        if let Some(x) = low_bits_source(f, a, c) {
            return Some(Change::Rewrite(InstKind::Binary(BinOp::And), vec![x, b]));
        }
    }
    // (x op c1) op c2 → x op (c1 op c2), for associative operators.
    if matches!(op, BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor) {
        if let Some((inner, x, c1)) = binary_of(f, a) {
            if let (true, Some(c1)) = (inner == op, f.as_const(c1)) {
                let combined = fold_binary(op, ty, c1, c)?;
                return Some(Change::Rewrite(InstKind::Binary(op), vec![x, f.const_int(int, combined)]));
            }
        }
    }
    None
}

/// For `v & m` (`m >= 0`): a value whose bits at and below `m`'s highest
/// are `v`'s (only those survive the mask; LLVM's demanded-bits rules).
/// Adding, or-ing or xor-ing a constant with none of those bits leaves
/// them alone (a carry only moves up); so does a remainder by `2^k > m`
/// (it subtracts a multiple of `2^k`).
fn low_bits_source(f: &Function, v: ValueId, m: i64) -> Option<ValueId> {
    if m < 0 {
        return None;
    }
    let low = ((m as u64 + 1).next_power_of_two() - 1) as i64;
    let (op, x, c) = binary_of(f, v)?;
    let c = f.as_const(c)?;
    let keeps = match op {
        BinOp::Add | BinOp::Or | BinOp::Xor => c & low == 0,
        BinOp::SRem => (c.unsigned_abs()).is_power_of_two() && m < c.abs(),
        _ => false,
    };
    keeps.then_some(x)
}

fn simplify_icmp(f: &mut Function, pred: CmpPred, ty: IntType, a: ValueId, b: ValueId) -> Option<Change> {
    let (ca, cb) = (f.as_const(a), f.as_const(b));
    if ca.is_some() && cb.is_none() {
        return Some(Change::Rewrite(InstKind::Icmp(pred.swapped()), vec![b, a]));
    }
    if a == b {
        let always = matches!(pred, CmpPred::Eq | CmpPred::Sle | CmpPred::Sge);
        return Some(Change::Replace(f.const_bool(always)));
    }
    let c = cb?;
    let int = Type::Int(ty);
    if matches!(pred, CmpPred::Eq | CmpPred::Ne) {
        // x + c1 == c2  ⇔  x == c2 - c1 (wrapping both ways); likewise ^.
        if let Some((inner @ (BinOp::Add | BinOp::Xor), x, c1)) = binary_of(f, a) {
            if let Some(c1) = f.as_const(c1) {
                let moved = if inner == BinOp::Add { c.wrapping_sub(c1) } else { c ^ c1 };
                return Some(Change::Rewrite(InstKind::Icmp(pred), vec![x, f.const_int(int, moved)]));
            }
        }
        // A test of a bool against true or false is the bool or its negation.
        if ty == IntType::I1 {
            let same = (pred == CmpPred::Eq) == (c == 1);
            return Some(if same { Change::Replace(a) } else { not(f, a) });
        }
        // zext b != 0 is b (and == 0 its negation), b an i1.
        if let (Some(d), 0) = (f.defining_inst(a), c) {
            if let (InstKind::Cast(CastOp::ZExt), Some(&src)) = (&f.inst(d).kind, f.inst(d).operands().first()) {
                if f.value_type(src) == Type::I1 {
                    return Some(if pred == CmpPred::Ne { Change::Replace(src) } else { not(f, src) });
                }
            }
        }
    }
    None
}

/// `xor b, true`.
fn not(f: &mut Function, b: ValueId) -> Change {
    Change::Rewrite(InstKind::Binary(BinOp::Xor), vec![b, f.const_bool(true)])
}

fn simplify_cast(f: &mut Function, op: CastOp, to: IntType, x: ValueId) -> Option<Change> {
    let d = f.defining_inst(x)?;
    let InstKind::Cast(inner) = f.inst(d).kind else { return None };
    let src = *f.inst(d).operands().first()?;
    match (op, inner) {
        (CastOp::Trunc, CastOp::ZExt | CastOp::SExt) if f.value_type(src) == Type::Int(to) => {
            Some(Change::Replace(src))
        }
        (CastOp::ZExt, CastOp::ZExt) | (CastOp::SExt, CastOp::SExt) => {
            Some(Change::Rewrite(InstKind::Cast(op), vec![src]))
        }
        _ => None,
    }
}
