//! Constant folding: what an instruction computes when its operands are
//! constants, with the IR's semantics (LLVM's, for the operations wend
//! uses). Shared by the passes that fold (`sccp`) and by instruction
//! selection, which folds what the passes left.
//!
//! Constants are normalised as the IR keeps them (`normalize_int`): `i1`
//! is 0 or 1, wider integers are sign-extended from their width. Arithmetic
//! wraps at the width; `sdiv` truncates towards zero and `srem` takes the
//! sign of the dividend. A division that traps at run time (by zero, or
//! the most negative value by -1) is never folded: it must still trap.

use super::function::{normalize_int, BinOp, CastOp, CmpPred};
use super::types::IntType;

/// The signed value of the normalised constant `c` of `bits` bits (`i1`'s
/// 1 is -1 when compared as signed, as LLVM's `icmp slt` sees it).
fn signed(c: i64, bits: u32) -> i64 {
    if bits == 1 {
        -(c & 1)
    } else {
        normalize_int(c, bits)
    }
}

/// The unsigned value of the normalised constant `c` of `bits` bits.
fn unsigned(c: i64, bits: u32) -> i64 {
    if bits >= 64 {
        c
    } else {
        c & ((1i64 << bits) - 1)
    }
}

/// `a op b` on constants of type `ty`, or `None` for a division that would
/// trap (by zero, or the type's minimum by -1), which must happen at run
/// time. Division of `i1` is never folded (nothing produces it).
pub fn fold_binary(op: BinOp, ty: IntType, a: i64, b: i64) -> Option<i64> {
    let bits = ty.bits();
    let value = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::SDiv | BinOp::SRem => {
            if bits == 1 || division_traps(ty, a, b) {
                return None;
            }
            let (a, b) = (signed(a, bits), signed(b, bits));
            if op == BinOp::SDiv {
                a / b
            } else {
                a % b
            }
        }
    };
    Some(normalize_int(value, bits))
}

/// Whether `a / b` (or `a % b`) on type `ty` traps: x86's `idiv` faults on
/// a zero divisor and on a quotient that does not fit (`MIN / -1`).
pub fn division_traps(ty: IntType, a: i64, b: i64) -> bool {
    let bits = ty.bits();
    let (a, b) = (signed(a, bits), signed(b, bits));
    let min = if bits >= 64 { i64::MIN } else { -(1i64 << (bits - 1)) };
    b == 0 || (a == min && b == -1)
}

/// `icmp pred a, b` on constants of type `ty` (signed predicates).
pub fn fold_icmp(pred: CmpPred, ty: IntType, a: i64, b: i64) -> bool {
    pred.evaluate(signed(a, ty.bits()), signed(b, ty.bits()))
}

/// `op` applied to the constant `c`, from type `from` to type `to`.
pub fn fold_cast(op: CastOp, c: i64, from: IntType, to: IntType) -> i64 {
    let value = match op {
        CastOp::ZExt => unsigned(c, from.bits()),
        CastOp::SExt => signed(c, from.bits()),
        CastOp::Trunc => c,
    };
    normalize_int(value, to.bits())
}

/// The value `x op c` has for every `x` when `c` absorbs it (`x * 0`,
/// `x & 0`, `x | -1`), normalised to `ty`; `None` when it depends on `x`.
pub fn absorbing(op: BinOp, ty: IntType, c: i64) -> Option<i64> {
    let all_ones = normalize_int(-1, ty.bits());
    match op {
        BinOp::Mul | BinOp::And if c == 0 => Some(0),
        BinOp::Or if c == all_ones => Some(all_ones),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_wraps_at_the_width_and_keeps_traps() {
        assert_eq!(fold_binary(BinOp::Mul, IntType::I32, 4, 8192), Some(32768));
        assert_eq!(fold_binary(BinOp::Add, IntType::I32, i64::from(i32::MAX), 1), Some(i64::from(i32::MIN)));
        assert_eq!(fold_binary(BinOp::Mul, IntType::I32, 65536, 65536), Some(0));
        assert_eq!(fold_binary(BinOp::Sub, IntType::I1, 0, 1), Some(1));
        assert_eq!(fold_binary(BinOp::SDiv, IntType::I32, -7, 2), Some(-3));
        assert_eq!(fold_binary(BinOp::SRem, IntType::I32, -7, 2), Some(-1));
        assert_eq!(fold_binary(BinOp::SRem, IntType::I32, 7, -2), Some(1));
        assert_eq!(fold_binary(BinOp::SDiv, IntType::I32, 7, 0), None);
        assert_eq!(fold_binary(BinOp::SRem, IntType::I32, i64::from(i32::MIN), -1), None);
        assert_eq!(fold_binary(BinOp::SDiv, IntType::I8, -128, -1), None);
        assert_eq!(fold_binary(BinOp::SDiv, IntType::I64, i64::MIN, -1), None);
        assert_eq!(fold_binary(BinOp::SDiv, IntType::I64, i64::MIN, 2), Some(i64::MIN / 2));
    }

    #[test]
    fn comparisons_are_signed_and_i1_true_is_minus_one() {
        assert!(fold_icmp(CmpPred::Slt, IntType::I32, -1, 0));
        assert!(fold_icmp(CmpPred::Slt, IntType::I1, 1, 0));
        assert!(fold_icmp(CmpPred::Eq, IntType::I8, -1, -1));
        assert!(!fold_icmp(CmpPred::Sgt, IntType::I32, i64::from(i32::MIN), 0));
    }

    #[test]
    fn casts_extend_by_their_kind() {
        assert_eq!(fold_cast(CastOp::Trunc, 511, IntType::I32, IntType::I8), -1);
        assert_eq!(fold_cast(CastOp::SExt, 1, IntType::I1, IntType::I64), -1);
        assert_eq!(fold_cast(CastOp::ZExt, 1, IntType::I1, IntType::I32), 1);
        assert_eq!(fold_cast(CastOp::ZExt, -1, IntType::I8, IntType::I32), 255);
        assert_eq!(fold_cast(CastOp::ZExt, -1, IntType::I32, IntType::I64), 0xFFFF_FFFF);
        assert_eq!(fold_cast(CastOp::SExt, -128, IntType::I8, IntType::I64), -128);
        assert_eq!(fold_cast(CastOp::Trunc, 6, IntType::I32, IntType::I1), 0);
    }

    #[test]
    fn absorbing_elements_decide_the_result_alone() {
        assert_eq!(absorbing(BinOp::Mul, IntType::I32, 0), Some(0));
        assert_eq!(absorbing(BinOp::And, IntType::I1, 0), Some(0));
        assert_eq!(absorbing(BinOp::Or, IntType::I1, 1), Some(1));
        assert_eq!(absorbing(BinOp::Or, IntType::I32, -1), Some(-1));
        assert_eq!(absorbing(BinOp::Add, IntType::I32, 0), None);
        assert_eq!(absorbing(BinOp::SDiv, IntType::I32, 0), None);
    }
}
