//! Strength reduction of multiplications and signed divisions by
//! constants (optimizing builds).
//!
//! Multiplication by c: 0 → `mov 0`, 1 → copy, -1 → `neg`, 2 → `lea
//! [x + x]`, 2^k → `shl`, 3/5/9 → `lea [x + x*2/4/8]`, 3/5/9 × 2^k → that
//! `lea` then `shl`, anything else → `imul r, r/m, imm`.
//!
//! Division of an i32 by a constant d, truncating toward zero as wend (and
//! `idiv`) does, after Granlund & Montgomery, "Division by Invariant
//! Integers using Multiplication", PLDI 1994, and Warren, "Hacker's
//! Delight", ch. 10:
//!
//! - d = 1: the dividend itself. d = 0 and d = -1 keep `idiv`, whose traps
//!   (division by zero, INT_MIN / -1) are wend's defined behaviour.
//! - d = INT_MIN: the quotient is 1 for x = INT_MIN and 0 otherwise
//!   (`cmp; sete; movzx`).
//! - |d| = 2^k: `(x + bias) >> k` with an arithmetic shift, where the bias
//!   is 2^k - 1 for a negative x and 0 otherwise, made from the sign with
//!   shifts: `t = x; sar t, 31; shr t, 32-k; add t, x; sar t, k`.
//! - otherwise, with |d| = a: a multiplier m < 2^32 and a shift s such that
//!   q = floor(x·m / 2^(32+s)) for x ≥ 0 and that plus 1 for x < 0. With
//!   e = a - (2^(32+s) mod a) and m = (2^(32+s) + e) / a, x·m/2^(32+s) =
//!   x/a + x·e/(a·2^(32+s)), and the error term keeps the floor right for
//!   every |x| ≤ 2^31 when e·2^31 ≤ 2^(32+s) (write x = qa + r and take the
//!   worst remainder r = a - 1 on each side of zero). The smallest such s
//!   is below log2(a), which keeps m below 2^32, so the product of the
//!   sign-extended x and m is exact in 64 bits:
//!   `movsxd t, x; imul t, m; mov u, t; shr u, 63; sar t, 32+s; add t32, u32`
//!   (m is loaded with `mov r64, imm64` when it does not fit a signed
//!   32-bit immediate). For d < 0 the quotient is negated (truncating
//!   division is odd in d).
//! - remainders: x - q·d, with q·d computed as a multiplication by a
//!   constant; for |d| = 2^k, x - ((x + bias) & -2^k). x % d = x % |d|, so
//!   negative divisors (other than INT_MIN) use |d|.
//!
//! `MagicDivisor::quotient` is a model of the emitted sequence in Rust; the
//! unit tests check it against truncating division for many divisors and
//! for the dividends where errors would show (0, ±1, multiples of d and
//! their neighbours, INT_MIN, INT_MAX), and the backend tests run the
//! generated code.

use super::Selector;
use crate::backend::mir::{Addr, AddrBase, AluOp, Cond, Index, MInst, Operand, Reg, ShiftOp, VReg, Width};

/// The multiplier and shift for dividing by `a` (3 ≤ a < 2^31, not a power
/// of two): q = (x·multiplier) >> (32 + shift), plus one if x < 0.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MagicDivisor {
    pub multiplier: u64,
    pub shift: u32,
}

impl MagicDivisor {
    pub fn new(a: u32) -> MagicDivisor {
        assert!((3..1 << 31).contains(&a) && !a.is_power_of_two(), "no magic divisor for {a}");
        let a64 = u64::from(a);
        let mut shift = 0;
        loop {
            let p = 32 + shift;
            // u128: 2^(32+s) with s up to 30 does not fit 64 bits.
            let two_p = 1u128 << p;
            let e = u128::from(a64) - two_p % u128::from(a64);
            if e << 31 <= two_p {
                let multiplier = u64::try_from((two_p + e) / u128::from(a64)).expect("multiplier below 2^32");
                assert!(multiplier < 1 << 32);
                return MagicDivisor { multiplier, shift };
            }
            shift += 1;
        }
    }

    /// What the emitted sequence computes for x.
    pub fn quotient(self, x: i32) -> i32 {
        let t = i64::from(x) * self.multiplier as i64;
        let negative = (t as u64 >> 63) as i32;
        ((t >> (32 + self.shift)) as i32).wrapping_add(negative)
    }
}

/// The quotient of x / d as the emitted code computes it (for the tests;
/// d ∉ {0, -1}).
pub fn model_quotient(x: i32, d: i32) -> i32 {
    match d {
        1 => x,
        i32::MIN => i32::from(x == i32::MIN),
        _ if d.unsigned_abs().is_power_of_two() => {
            let k = d.unsigned_abs().trailing_zeros();
            let bias = ((x >> 31) as u32 >> (32 - k)) as i32;
            let q = x.wrapping_add(bias) >> k;
            if d < 0 {
                q.wrapping_neg()
            } else {
                q
            }
        }
        _ => {
            let q = MagicDivisor::new(d.unsigned_abs()).quotient(x);
            if d < 0 {
                q.wrapping_neg()
            } else {
                q
            }
        }
    }
}

/// The remainder x % d as the emitted code computes it (for the tests;
/// d ∉ {0, -1}).
pub fn model_remainder(x: i32, d: i32) -> i32 {
    match d {
        1 => 0,
        i32::MIN => x.wrapping_sub(i32::from(x == i32::MIN).wrapping_mul(i32::MIN)),
        _ if d.unsigned_abs().is_power_of_two() => {
            let k = d.unsigned_abs().trailing_zeros();
            let bias = ((x >> 31) as u32 >> (32 - k)) as i32;
            x.wrapping_sub(x.wrapping_add(bias) & -(1i32 << k))
        }
        _ => {
            let a = d.unsigned_abs();
            let q = MagicDivisor::new(a).quotient(x);
            x.wrapping_sub(q.wrapping_mul(a as i32))
        }
    }
}

/// Which result of a division is wanted.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum DivResult {
    Quotient,
    Remainder,
}

impl Selector<'_> {
    /// `dst = x * c` at `width`, without `imul` where a cheaper form exists.
    pub(super) fn multiply_by_constant(&mut self, width: Width, dst: VReg, x: Reg, c: i64) {
        let d = Operand::from(dst);
        let lea =
            |base: Reg, scale: u8| Addr { base: AddrBase::Reg(base), index: Some(Index { reg: base, scale }), disp: 0 };
        let small_factor = |m: i64| matches!(m, 3 | 5 | 9);
        match c {
            0 => self.push(MInst::Mov { width, dst: d, src: Operand::Imm(0) }),
            1 => self.push(MInst::Mov { width, dst: d, src: x.into() }),
            -1 => {
                self.push(MInst::Mov { width, dst: d, src: x.into() });
                self.push(MInst::Neg { width, dst: d });
            }
            2 => self.push(MInst::Lea { dst: dst.into(), addr: lea(x, 1) }),
            _ if c > 0 && (c as u64).is_power_of_two() => {
                self.push(MInst::Mov { width, dst: d, src: x.into() });
                self.shift(ShiftOp::Shl, width, dst, c.trailing_zeros() as u8);
            }
            _ if c > 0 && small_factor(c >> c.trailing_zeros()) => {
                let k = c.trailing_zeros();
                let m = c >> k;
                self.push(MInst::Lea { dst: dst.into(), addr: lea(x, (m - 1) as u8) });
                if k > 0 {
                    self.shift(ShiftOp::Shl, width, dst, k as u8);
                }
            }
            _ => {
                let imm = i32::try_from(c).expect("multiplication constants are 32-bit immediates");
                self.push(MInst::ImulImm { width, dst: dst.into(), src: x.into(), imm });
            }
        }
    }

    fn shift(&mut self, op: ShiftOp, width: Width, dst: VReg, amount: u8) {
        self.push(MInst::Shift { op, width, dst: dst.into(), amount });
    }

    /// `dst = x / d` or `x % d` for an i32 divisor other than 0 and -1,
    /// without `idiv`.
    pub(super) fn divide_by_constant(&mut self, dst: VReg, x: Reg, d: i32, want: DivResult) {
        assert!(d != 0 && d != -1, "division by {d} keeps its idiv");
        let w = Width::B32;
        if d == 1 {
            let src = if want == DivResult::Quotient { x.into() } else { Operand::Imm(0) };
            self.push(MInst::Mov { width: w, dst: dst.into(), src });
            return;
        }
        if d == i32::MIN {
            // q = (x == INT_MIN); r = x - q * INT_MIN.
            let q = if want == DivResult::Quotient { dst } else { self.new_vreg() };
            let byte = self.new_vreg();
            self.push(MInst::Cmp { width: w, lhs: x.into(), rhs: Operand::Imm(i64::from(i32::MIN)) });
            self.push(MInst::Setcc { cond: Cond::E, dst: byte.into() });
            self.push(MInst::MovzxB { dst: q.into(), src: byte.into() });
            if want == DivResult::Remainder {
                self.subtract_product(dst, x, q, i64::from(i32::MIN));
            }
            return;
        }
        let a = d.unsigned_abs();
        if a.is_power_of_two() {
            return self.divide_by_power_of_two(dst, x, d, want);
        }
        let magic = MagicDivisor::new(a);
        let q = if want == DivResult::Quotient { dst } else { self.new_vreg() };
        let t = self.new_vreg();
        let u = self.new_vreg();
        let wide = Width::B64;
        self.push(MInst::Extend { signed: true, from: w, to: wide, dst: t.into(), src: x.into() });
        match i32::try_from(magic.multiplier) {
            Ok(imm) => self.push(MInst::ImulImm { width: wide, dst: t.into(), src: t.into(), imm }),
            Err(_) => {
                let m = self.new_vreg();
                self.push(MInst::Mov { width: wide, dst: m.into(), src: Operand::Imm(magic.multiplier as i64) });
                self.push(MInst::Imul { width: wide, dst: t.into(), src: m.into() });
            }
        }
        self.push(MInst::Mov { width: wide, dst: u.into(), src: t.into() });
        self.shift(ShiftOp::Shr, wide, u, 63);
        self.shift(ShiftOp::Sar, wide, t, (32 + magic.shift) as u8);
        self.push(MInst::Mov { width: w, dst: q.into(), src: t.into() });
        self.push(MInst::Alu { op: AluOp::Add, width: w, dst: q.into(), src: u.into() });
        match want {
            DivResult::Quotient if d < 0 => self.push(MInst::Neg { width: w, dst: q.into() }),
            DivResult::Quotient => {}
            // x % d = x % |d|.
            DivResult::Remainder => self.subtract_product(dst, x, q, i64::from(a)),
        }
    }

    /// `dst = x - q * c`.
    fn subtract_product(&mut self, dst: VReg, x: Reg, q: VReg, c: i64) {
        let product = self.new_vreg();
        self.multiply_by_constant(Width::B32, product, q.into(), c);
        self.push(MInst::Mov { width: Width::B32, dst: dst.into(), src: x.into() });
        self.push(MInst::Alu { op: AluOp::Sub, width: Width::B32, dst: dst.into(), src: product.into() });
    }

    /// Division by ±2^k: shifts with the rounding bias of negative
    /// dividends.
    fn divide_by_power_of_two(&mut self, dst: VReg, x: Reg, d: i32, want: DivResult) {
        let w = Width::B32;
        let k = d.unsigned_abs().trailing_zeros() as u8;
        // t = x + (x < 0 ? 2^k - 1 : 0)
        let t = self.new_vreg();
        self.push(MInst::Mov { width: w, dst: t.into(), src: x.into() });
        if k > 1 {
            self.shift(ShiftOp::Sar, w, t, 31);
        }
        self.shift(ShiftOp::Shr, w, t, 32 - k);
        self.push(MInst::Alu { op: AluOp::Add, width: w, dst: t.into(), src: x.into() });
        match want {
            DivResult::Quotient => {
                self.shift(ShiftOp::Sar, w, t, k);
                if d < 0 {
                    self.push(MInst::Neg { width: w, dst: t.into() });
                }
                self.push(MInst::Mov { width: w, dst: dst.into(), src: t.into() });
            }
            DivResult::Remainder => {
                // x - (t rounded down to a multiple of 2^k)
                self.push(MInst::Alu { op: AluOp::And, width: w, dst: t.into(), src: Operand::Imm(-(1i64 << k)) });
                self.push(MInst::Mov { width: w, dst: dst.into(), src: x.into() });
                self.push(MInst::Alu { op: AluOp::Sub, width: w, dst: dst.into(), src: t.into() });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dividends where a wrong multiplier or shift would show: around 0,
    /// the extremes, and around multiples of the divisor.
    fn interesting_dividends(d: i32) -> Vec<i32> {
        let mut xs = vec![0, 1, -1, 2, -2, i32::MIN, i32::MIN + 1, i32::MIN + 2, i32::MAX, i32::MAX - 1];
        let a = i64::from(d).abs();
        for q in [1i64, 2, 3, 7, 100, 1000, 65536, 1 << 20] {
            for base in [q * a, i64::from(i32::MAX) / a * a, i64::from(i32::MIN) / a * a] {
                for delta in -2..=2 {
                    for sign in [1, -1] {
                        if let Ok(x) = i32::try_from(sign * base + delta) {
                            xs.push(x);
                        }
                    }
                }
            }
        }
        let mut state = 0x9E37_79B9u32 ^ d as u32;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            xs.push(state as i32);
        }
        xs
    }

    fn divisors() -> Vec<i32> {
        let mut ds = vec![1, 2, -2, 3, -3, 5, 6, 7, -7, 9, 10, -10, 11, 12, 13, 25, 60, 100, 125, 641, 1000, 10007];
        ds.extend([i32::MIN, i32::MAX, i32::MIN + 1, i32::MAX - 1, 65535, 65537, 0x3FFF_FFFF, 0x4000_0001]);
        for k in 1..31 {
            ds.push(1 << k);
            ds.push(-(1 << k));
            ds.push((1 << k) + 1);
            ds.push((1 << k) - 1);
            ds.push(-((1 << k) + 1));
        }
        let mut state = 12345u32;
        for _ in 0..300 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            ds.push(state as i32 >> (state % 31));
        }
        ds.retain(|&d| d != 0 && d != -1);
        ds
    }

    #[test]
    fn the_modelled_sequences_divide_exactly_like_idiv() {
        for d in divisors() {
            for x in interesting_dividends(d) {
                assert_eq!(model_quotient(x, d), x.wrapping_div(d), "{x} / {d}");
                assert_eq!(model_remainder(x, d), x.wrapping_rem(d), "{x} % {d}");
            }
        }
    }

    #[test]
    fn every_small_divisor_is_exact_on_every_small_and_extreme_dividend() {
        for d in 2..=1200 {
            for x in (-5000..=5000).chain(i32::MIN..i32::MIN + 3000).chain(i32::MAX - 3000..=i32::MAX) {
                assert_eq!(model_quotient(x, d), x / d, "{x} / {d}");
                assert_eq!(model_quotient(x, -d), x / -d, "{x} / -{d}");
                assert_eq!(model_remainder(x, d), x % d, "{x} % {d}");
                assert_eq!(model_remainder(x, -d), x % -d, "{x} % -{d}");
            }
        }
    }

    #[test]
    fn magic_numbers_match_the_textbook_ones() {
        // x / 10: multiplier 0x66666667, shift 2 (as compilers emit).
        assert_eq!(MagicDivisor::new(10), MagicDivisor { multiplier: 0x6666_6667, shift: 2 });
        // x / 7 needs a multiplier above 2^31 (0x92492493), shift 2.
        assert_eq!(MagicDivisor::new(7), MagicDivisor { multiplier: 0x9249_2493, shift: 2 });
        assert_eq!(MagicDivisor::new(3), MagicDivisor { multiplier: 0x5555_5556, shift: 0 });
    }
}
