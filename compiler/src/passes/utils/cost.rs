//! What lane-wise operations cost, in x86 instructions, as scalars and as
//! vectors: the SLP and loop vectorizers weigh a vector form against the
//! scalar code with the same figures.

use crate::ir::{BinOp, Type};

/// Whether the backend divides vectors by `d`: by a power of two with
/// shifts, by another constant with a multiply by its magic number.
pub fn vector_divisor(d: i64) -> bool {
    let power_of_two = (2..=1 << 30).contains(&d) && d.count_ones() == 1;
    let magic = (3..1 << 31).contains(&d.abs()) && d.abs().count_ones() > 1;
    power_of_two || magic
}

/// What a lane-wise operation costs, in x86 instructions: per scalar lane,
/// and once in vector form for all lanes. `divisor`: the constant a
/// division or remainder divides by.
pub fn binary_costs(op: BinOp, ty: Type, divisor: Option<i64>) -> (u32, u32) {
    let power_of_two = divisor.is_some_and(|d| d.count_ones() == 1);
    match op {
        // pmulld is two µops on every recent core.
        BinOp::Mul if ty == Type::I32 => (1, 2),
        // x / 2^k: sign, bias, add, shift, in both forms.
        BinOp::SDiv if power_of_two => (4, 4),
        // x % 2^k: the quotient's four, a shift back and a subtraction.
        BinOp::SRem if power_of_two => (6, 6),
        // x / d: movsxd, imul, mov, shr, sar, add per lane; as vectors two
        // pmuldq (two each), pshufd, psrlq, the mask (three), por, paddd,
        // psrad, psrld, paddd.
        BinOp::SDiv => (6, 14),
        // x % d: also imul and sub per lane; pmulld (two) and psubd.
        BinOp::SRem => (8, 17),
        _ => (1, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backend_divides_vectors_by_powers_of_two_and_magic_numbers_only() {
        for d in [2, 4, 1 << 30, 3, 7, 10, -10, (1 << 31) - 1] {
            assert!(vector_divisor(d), "{d}");
        }
        for d in [0, 1, -1, -2, 1 << 31, -(1 << 31)] {
            assert!(!vector_divisor(d), "{d}");
        }
    }

    #[test]
    fn a_multiply_by_a_variable_costs_more_as_a_vector_and_division_by_a_constant_more_still() {
        assert_eq!(binary_costs(BinOp::Mul, Type::I32, None), (1, 2));
        assert_eq!(binary_costs(BinOp::Add, Type::I32, None), (1, 1));
        assert_eq!(binary_costs(BinOp::SDiv, Type::I32, Some(8)), (4, 4));
        let (lane, whole) = binary_costs(BinOp::SRem, Type::I32, Some(10));
        assert!(whole > lane && lane > binary_costs(BinOp::SDiv, Type::I32, Some(10)).0);
    }
}
