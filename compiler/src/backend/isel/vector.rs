//! Instruction selection for vector values (the output of the SLP
//! vectorizer): SSE up to SSE4.1 on x86-64-v2, the VEX forms plus 256-bit
//! registers on AVX2.
//!
//! Representation (see `mir`): a vector lives in one XMM register, or one
//! YMM register when it is 32 bytes (AVX2 only), lanes packed from byte 0.
//! Lanes are `i8` (one byte), `i32` (four) or `i1`; an `i1` lane is one byte
//! holding 0x00 or 0xFF, the lane's signed value, so that compare results
//! need no conversion, `sext` to `i8` is free and signed compares of `i1`
//! lanes work as they are. Vectors of `i64` are not supported (the SLP pass
//! never forms them: wend has no 64-bit values). Bytes above a vector's size
//! are undefined.
//!
//! Lowering (details at each `lower_vector_*` method):
//! - `load`/`store`: unaligned moves (`movdqu`, `movq`, `movd`, else
//!   piecewise), since arrays are only element-aligned;
//! - `add`/`sub`/`and`/`or`/`xor`/`mul`: the packed forms; `i8` lanes have
//!   no multiply (`lower_byte_multiply`); `sdiv`/`srem` of `i32` lanes only
//!   by a splat constant (x86 has no vector division): shifts for 2^k, the
//!   scalar multiply-high of `strength` lane-wise for others;
//! - `icmp`: `pcmpeq*`/`pcmpgt*`, the lane masks narrowed to bytes;
//! - `select` (lane-wise): `pmaxs*`/`pmins*` for a min or max, else a blend;
//!   a compare used only by the select or a widening cast is computed there
//!   (`feeds_only_a_vector_select`, `feeds_only_a_vector_widening`);
//! - casts, `extractelement`/`insertelement` (on the 128-bit half holding
//!   the lane) and `shufflevector` (splats, slices, concatenations, byte
//!   shuffles, else through the stack: `lower_shuffle`);
//! - constants: all-zero and all-one vectors with `pxor`/`pcmpeqd`, others
//!   RIP-relative from the function's constant pool (`constant_operand`).
//!   `undef` is zero.

use crate::ir::{BinOp, CastOp, CmpPred, InstId, InstKind, IntType, Type, ValueDef, ValueId};

use super::Selector;
use crate::backend::mir::{
    Addr, AluOp, MInst, Operand, Reg, SlotKind, VReg, VecAluOp, VecShiftOp, VecUnaryOp, VecWidth, Width,
};

/// What a vector lane holds in a register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum LaneKind {
    /// An `i1`: one byte, 0x00 or 0xFF.
    Mask,
    /// An `i8`.
    Byte,
    /// An `i32`.
    Dword,
}

/// How a vector type is held in a register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct VecShape {
    pub lane: LaneKind,
    pub lanes: u32,
    pub width: VecWidth,
}

impl VecShape {
    fn lane_bytes(self) -> u32 {
        match self.lane {
            LaneKind::Mask | LaneKind::Byte => 1,
            LaneKind::Dword => 4,
        }
    }

    /// Bytes the lanes occupy (the rest of the register is undefined).
    fn bytes(self) -> u32 {
        self.lanes * self.lane_bytes()
    }

    /// Lanes per 128-bit half of the register.
    fn lanes_per_half(self) -> u32 {
        16 / self.lane_bytes()
    }

    /// The pcmpeq/pcmpgt forms for these lanes.
    fn compare_ops(self) -> (VecAluOp, VecAluOp) {
        match self.lane {
            LaneKind::Mask | LaneKind::Byte => (VecAluOp::Pcmpeqb, VecAluOp::Pcmpgtb),
            LaneKind::Dword => (VecAluOp::Pcmpeqd, VecAluOp::Pcmpgtd),
        }
    }

    /// The GPR bits of one lane for pinsr/pextr.
    fn lane_bits(self) -> u8 {
        (self.lane_bytes() * 8) as u8
    }
}

/// The `pmax*`/`pmin*` that computes `select (icmp pred x, y), if_true,
/// if_false`, if the arms are the compared values: `x > y ? x : y` (or
/// `>=`) is the maximum, `x < y ? x : y` the minimum, and swapping the arms
/// swaps the two. (Where x = y both arms are equal, so `>` and `>=` agree.)
fn min_max_op(
    pred: CmpPred,
    x: ValueId,
    y: ValueId,
    if_true: ValueId,
    if_false: ValueId,
    lane: LaneKind,
) -> Option<VecAluOp> {
    let picks_greater = match pred {
        CmpPred::Sgt | CmpPred::Sge => true,
        CmpPred::Slt | CmpPred::Sle => false,
        CmpPred::Eq | CmpPred::Ne => return None,
    };
    let max = if (if_true, if_false) == (x, y) {
        picks_greater
    } else if (if_true, if_false) == (y, x) {
        !picks_greater
    } else {
        return None;
    };
    // An i1 lane holds its signed value (0 or -1) in a byte.
    Some(match (lane, max) {
        (LaneKind::Dword, true) => VecAluOp::Pmaxsd,
        (LaneKind::Dword, false) => VecAluOp::Pminsd,
        (LaneKind::Byte | LaneKind::Mask, true) => VecAluOp::Pmaxsb,
        (LaneKind::Byte | LaneKind::Mask, false) => VecAluOp::Pminsb,
    })
}

/// The lane `mask[k]` picks for result lane `k`: from the first operand,
/// the second, or undefined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Pick {
    A(u32),
    B(u32),
    Undef,
}

impl Selector<'_> {
    /// The register shape of vector type `ty`, or a clear panic for vectors
    /// the target cannot hold.
    pub(super) fn vector_shape(&self, ty: Type) -> VecShape {
        let Type::Vector { elem, lanes } = ty else { panic!("{ty} is not a vector type") };
        let lane = match elem {
            IntType::I1 => LaneKind::Mask,
            IntType::I8 => LaneKind::Byte,
            IntType::I32 => LaneKind::Dword,
            IntType::I64 => panic!("vectors of i64 ({ty}) are not supported by the backend"),
        };
        let lane_bytes = if lane == LaneKind::Dword { 4 } else { 1 };
        let bytes = u64::from(lanes) * lane_bytes;
        let width = match bytes {
            0 => panic!("empty vector type {ty}"),
            _ if bytes > self.target.max_vector_bytes() && bytes <= 32 => panic!(
                "{ty} ({bytes} bytes) needs the AVX2 target: x86-64-v2 vector registers hold 16 bytes \
                 (the SLP pass forms such vectors only for AVX2)"
            ),
            _ if bytes > self.target.max_vector_bytes() => {
                panic!("{ty} ({bytes} bytes) does not fit a vector register")
            }
            1..=16 => VecWidth::V128,
            _ => VecWidth::V256,
        };
        VecShape { lane, lanes, width }
    }

    fn shape_of(&self, v: ValueId) -> VecShape {
        self.vector_shape(self.func.value_type(v))
    }

    fn new_vec(&mut self, width: VecWidth) -> VReg {
        self.mf.new_vreg(width.class())
    }

    /// A fresh register set to zeros or to all ones.
    fn vec_const(&mut self, ones: bool, width: VecWidth) -> VReg {
        let dst = self.new_vec(width);
        self.push(MInst::VConst { ones, width, dst: dst.into() });
        dst
    }

    /// A vector value as an operand: its register, or for a constant a
    /// register made with `pxor`/`pcmpeqd` or a constant-pool address.
    fn vec_operand(&mut self, v: ValueId) -> Operand {
        let shape = self.shape_of(v);
        match self.func.value(v).def {
            ValueDef::Inst(_) => self.vreg_of(v).into(),
            ValueDef::Undef => self.vec_const(false, shape.width).into(),
            ValueDef::ConstVector(_) => {
                let lanes = self.func.vector_lanes(v).expect("a vector constant has lanes").to_vec();
                self.constant_operand(shape, &lanes)
            }
            ValueDef::Param(_) | ValueDef::Const(_) | ValueDef::Global(_) => {
                panic!("{v:?} in `{}` is not a vector the backend can hold", self.func.name)
            }
        }
    }

    /// The vector constant with lanes `lanes` as an operand.
    ///
    /// Constant-pool entries are in `.rodata`, padded to the register size and
    /// aligned to it, so SSE instructions may use them as memory operands.
    fn constant_operand(&mut self, shape: VecShape, lanes: &[i64]) -> Operand {
        let bytes = constant_bytes(shape, lanes);
        let used = &bytes[..shape.bytes() as usize];
        if used.iter().all(|&b| b == 0) {
            return self.vec_const(false, shape.width).into();
        }
        if used.iter().all(|&b| b == 0xFF) {
            return self.vec_const(true, shape.width).into();
        }
        let align = shape.width.bytes();
        Operand::Mem(Addr::new(super::AddrBase::Symbol(self.mf.add_constant(bytes, align))))
    }

    /// A vector value in a register.
    fn vec_reg(&mut self, v: ValueId) -> Reg {
        let width = self.shape_of(v).width;
        match self.vec_operand(v) {
            Operand::Reg(r) => r,
            src => self.copy_vec(width, src).into(),
        }
    }

    /// A fresh register holding `src`.
    fn copy_vec(&mut self, width: VecWidth, src: Operand) -> VReg {
        let dst = self.new_vec(width);
        self.push(MInst::VMov { width, dst: dst.into(), src });
        dst
    }

    fn valu(&mut self, op: VecAluOp, width: VecWidth, dst: VReg, src: Operand) {
        self.push(MInst::VAlu { op, width, dst: dst.into(), src });
    }

    fn vshift(&mut self, op: VecShiftOp, width: VecWidth, dst: VReg, imm: u8) {
        self.push(MInst::VShiftImm { op, width, dst: dst.into(), imm });
    }

    // ----- memory -----

    /// `movdqu` (16 bytes; each half of 32), `movq` (8), `movd` (4), other sizes
    /// piecewise with `pinsr*` (`load_into_xmm`): unaligned forms, since arrays
    /// are only element-aligned. The store is the mirror image
    /// (`lower_vector_store`, with `pextr*`).
    pub(super) fn lower_vector_load(&mut self, result: ValueId, ptr: ValueId) {
        let shape = self.shape_of(result);
        if let Some(slot) = self.promoted[ptr] {
            let dst = self.vreg_of(result);
            return self.push(MInst::VMov { width: shape.width, dst: dst.into(), src: slot.into() });
        }
        let addr = self.address(ptr);
        let dst = self.vreg_of(result);
        let size = shape.bytes();
        if shape.width == VecWidth::V128 {
            return self.load_into_xmm(dst, addr, size);
        }
        if size == 32 {
            return self.push(MInst::VMov { width: VecWidth::V256, dst: dst.into(), src: Operand::Mem(addr) });
        }
        // Part of a YMM register: the halves separately.
        let (low, high) = (self.new_vec(VecWidth::V128), self.new_vec(VecWidth::V128));
        self.load_into_xmm(low, addr, 16);
        self.load_into_xmm(high, addr.offset(16), size - 16);
        self.push(MInst::VInsertHigh { dst: dst.into(), lo: low.into(), hi: high.into() });
    }

    /// Load `size` (1 to 16) bytes at `addr` into the low bytes of `dst`:
    /// one move for 16, 8 or 4 bytes, otherwise the largest such piece and
    /// `pinsr*` for the rest (each piece at an offset that is a multiple of
    /// its size, which is the lane `pinsr*` writes).
    fn load_into_xmm(&mut self, dst: VReg, addr: Addr, size: u32) {
        let pieces = power_of_two_pieces(size);
        let x = VecWidth::V128;
        match pieces[0] {
            (16, _) => self.push(MInst::VMov { width: x, dst: dst.into(), src: Operand::Mem(addr) }),
            (n @ (4 | 8), _) => self.push(MInst::MovToVec { bytes: n as u8, dst: dst.into(), src: Operand::Mem(addr) }),
            _ => self.push(MInst::VConst { ones: false, width: x, dst: dst.into() }),
        }
        let rest = if pieces[0].0 >= 4 { &pieces[1..] } else { &pieces[..] };
        for &(bytes, offset) in rest {
            let src = Operand::Mem(addr.offset(offset as i32));
            let lane = (offset / bytes) as u8;
            self.push(MInst::VInsertLane { lane_bits: (bytes * 8) as u8, dst: dst.into(), src, lane });
        }
    }

    pub(super) fn lower_vector_store(&mut self, value: ValueId, ptr: ValueId) {
        let shape = self.shape_of(value);
        if let Some(slot) = self.promoted[ptr] {
            let src = self.vec_operand(value);
            return self.push(MInst::VMov { width: shape.width, dst: slot.into(), src });
        }
        let src = self.vec_reg(value);
        let addr = self.address(ptr);
        let size = shape.bytes();
        if shape.width == VecWidth::V128 {
            return self.store_from_xmm(src, addr, size);
        }
        if size == 32 {
            return self.push(MInst::VMov { width: VecWidth::V256, dst: Operand::Mem(addr), src: src.into() });
        }
        let Reg::Virt(whole) = src else { unreachable!("isel works on virtual registers") };
        // The low half of a ymm register is its xmm register.
        self.store_from_xmm(src, addr, 16);
        let high = self.upper_half(whole);
        self.store_from_xmm(high.into(), addr.offset(16), size - 16);
    }

    /// Store the low `size` (1 to 16) bytes of `src` at `addr`, piece by
    /// piece as `load_into_xmm` reads them.
    fn store_from_xmm(&mut self, src: Reg, addr: Addr, size: u32) {
        for (bytes, offset) in power_of_two_pieces(size) {
            let dst = Operand::Mem(addr.offset(offset as i32));
            match (bytes, offset) {
                (16, _) => self.push(MInst::VMov { width: VecWidth::V128, dst, src: src.into() }),
                (n @ (4 | 8), 0) => self.push(MInst::MovFromVec { bytes: n as u8, dst, src }),
                _ => {
                    let lane = (offset / bytes) as u8;
                    self.push(MInst::VExtractLane { lane_bits: (bytes * 8) as u8, dst, src, lane });
                }
            }
        }
    }

    // ----- arithmetic and comparisons -----

    /// `add`/`sub`/`and`/`or`/`xor`: `padd*`/`psub*`/`pand`/`por`/`pxor`; `mul`
    /// of `i32` lanes is `pmulld` (optimizing, by a splat of 2^k it is `pslld
    /// k`, by 3, 5 or 9 a shift and a `paddd`: `multiply_dwords_by_shifts`);
    /// `i8` lanes have no multiply, so even and odd bytes are multiplied as
    /// 16-bit lanes (`pmullw`) and merged (`lower_byte_multiply`). On `i1`
    /// lanes, `add`/`sub` are `xor` and `mul` is `and`.
    ///
    /// `sdiv`/`srem` of `i32` lanes by a splat constant (x86 has no vector
    /// division): by 2^k, `divide_dwords_by_power_of_two`; by other constants d
    /// (3 ≤ |d| < 2^31), `divide_dwords_by_constant`. Other divisors (0, ±1,
    /// INT_MIN) are rejected.
    pub(super) fn lower_vector_binary(&mut self, op: BinOp, result: ValueId, lhs: ValueId, rhs: ValueId) {
        let shape = self.shape_of(result);
        let alu = match (op, shape.lane) {
            // On one bit, + and - are xor, and * is and.
            (BinOp::Add | BinOp::Sub, LaneKind::Mask) | (BinOp::Xor, _) => VecAluOp::Pxor,
            (BinOp::Mul, LaneKind::Mask) | (BinOp::And, _) => VecAluOp::Pand,
            (BinOp::Or, _) => VecAluOp::Por,
            (BinOp::Add, LaneKind::Byte) => VecAluOp::Paddb,
            (BinOp::Add, LaneKind::Dword) => VecAluOp::Paddd,
            (BinOp::Sub, LaneKind::Byte) => VecAluOp::Psubb,
            (BinOp::Sub, LaneKind::Dword) => VecAluOp::Psubd,
            (BinOp::Mul, LaneKind::Dword) => VecAluOp::Pmulld,
            (BinOp::Mul, LaneKind::Byte) => return self.lower_byte_multiply(shape.width, result, lhs, rhs),
            (BinOp::SDiv | BinOp::SRem, lane) => match (lane, self.power_of_two_splat(rhs), self.magic_splat(rhs)) {
                (LaneKind::Dword, Some(k), _) => {
                    return self.divide_dwords_by_power_of_two(op, shape.width, result, lhs, k)
                }
                (LaneKind::Dword, None, Some(d)) => {
                    return self.divide_dwords_by_constant(op, shape.width, result, lhs, d)
                }
                _ => panic!(
                    "vector {} in `{}` is not supported: x86 has no vector integer division, \
                     and the SLP vectorizer forms only divisions of i32 lanes by one constant (not 0, ±1 or INT_MIN)",
                    op.llvm_name(),
                    self.func.name
                ),
            },
        };
        // A constant on the right can stay in memory.
        let (lhs, rhs) = if op.is_commutative() && self.is_constant(lhs) && !self.is_constant(rhs) {
            (rhs, lhs)
        } else {
            (lhs, rhs)
        };
        if alu == VecAluOp::Pmulld && self.optimize {
            if let Some(c) = self.splat_constant(rhs) {
                if self.multiply_dwords_by_shifts(shape.width, result, lhs, c) {
                    return;
                }
            }
        }
        let dst = self.vreg_of(result);
        let a = self.vec_operand(lhs);
        self.push(MInst::VMov { width: shape.width, dst: dst.into(), src: a });
        let b = self.vec_operand(rhs);
        self.valu(alu, shape.width, dst, b);
    }

    /// k, if `v` is a constant vector whose lanes all equal 2^k (1 ≤ k ≤ 30).
    fn power_of_two_splat(&self, v: ValueId) -> Option<u8> {
        let c = self.splat_constant(v)?;
        ((2..=1 << 30).contains(&c) && c.count_ones() == 1).then(|| c.trailing_zeros() as u8)
    }

    /// `x / 2^k` and `x % 2^k` on i32 lanes, rounding toward zero as `sdiv`
    /// does (Hacker's Delight, 10-1): a negative lane gets the bias
    /// 2^k - 1 before the arithmetic shift, made from its sign with two
    /// shifts. The remainder is `x - ((x + bias) >> k << k)`.
    fn divide_dwords_by_power_of_two(&mut self, op: BinOp, width: VecWidth, result: ValueId, lhs: ValueId, k: u8) {
        let x = self.vec_operand(lhs);
        let t = if op == BinOp::SDiv { self.vreg_of(result) } else { self.mf.new_vreg(width.class()) };
        self.push(MInst::VMov { width, dst: t.into(), src: x });
        self.vshift(VecShiftOp::Psrad, width, t, 31);
        self.vshift(VecShiftOp::Psrld, width, t, 32 - k);
        self.valu(VecAluOp::Paddd, width, t, x);
        self.vshift(VecShiftOp::Psrad, width, t, k);
        if op == BinOp::SDiv {
            return;
        }
        let dst = self.vreg_of(result);
        self.vshift(VecShiftOp::Pslld, width, t, k);
        self.push(MInst::VMov { width, dst: dst.into(), src: x });
        self.valu(VecAluOp::Psubd, width, dst, t.into());
    }

    /// d, if `v` is a constant vector whose lanes all equal d with
    /// 3 ≤ |d| < 2^31 and |d| not a power of two: the divisors of
    /// `strength::MagicDivisor`.
    fn magic_splat(&self, v: ValueId) -> Option<i32> {
        let d = i32::try_from(self.splat_constant(v)?).ok()?;
        let a = d.unsigned_abs();
        ((3..1 << 31).contains(&a) && !a.is_power_of_two()).then_some(d)
    }

    /// `x / d` and `x % d` on i32 lanes for a `magic_splat` divisor d: the
    /// scalar backend's multiply-high (`strength::MagicDivisor`: the high
    /// dword of x·m, shifted right by s, plus 1 for negative x; negated for
    /// d < 0), lane by lane. SSE4.1 multiplies only the even dword lanes
    /// into qwords (`pmuldq`), so the odd lanes are moved down with
    /// `pshufd` and multiplied apart, and the high dwords of both sets of
    /// products are merged (`psrlq 32` brings the even ones down; a mask
    /// keeps the odd ones where they are; `por`). `pmuldq` is signed: a
    /// multiplier m ≥ 2^31 is m - 2^32 to it, which adding x to the high
    /// dword undoes. The remainder is x - q·|d| (`pmulld`, `psubd`).
    fn divide_dwords_by_constant(&mut self, op: BinOp, width: VecWidth, result: ValueId, lhs: ValueId, d: i32) {
        let magic = super::MagicDivisor::new(d.unsigned_abs());
        let all_lanes = VecShape { lane: LaneKind::Dword, lanes: width.bytes() / 4, width };
        let splat = |c: i64| vec![c; all_lanes.lanes as usize];
        let x = self.vec_reg(lhs);
        let m = self.constant_operand(all_lanes, &splat(i64::from(magic.multiplier as u32 as i32)));
        let q = self.copy_vec(width, x.into());
        self.valu(VecAluOp::Pmuldq, width, q, m);
        self.vshift(VecShiftOp::Psrlq, width, q, 32);
        let odd = self.new_vec(width);
        // Dword lanes 1, 1, 3, 3: the odd lanes in the even positions.
        self.push(MInst::Pshufd { width, dst: odd.into(), src: x.into(), imm: 0xF5 });
        self.valu(VecAluOp::Pmuldq, width, odd, m);
        let high_dwords = self.vec_const(true, width);
        self.vshift(VecShiftOp::Psllq, width, high_dwords, 32);
        self.valu(VecAluOp::Pand, width, odd, high_dwords.into());
        self.valu(VecAluOp::Por, width, q, odd.into());
        if magic.multiplier >= 1 << 31 {
            self.valu(VecAluOp::Paddd, width, q, x.into());
        }
        if magic.shift > 0 {
            self.vshift(VecShiftOp::Psrad, width, q, magic.shift as u8);
        }
        let negative = self.copy_vec(width, x.into());
        self.vshift(VecShiftOp::Psrld, width, negative, 31);
        self.valu(VecAluOp::Paddd, width, q, negative.into());
        let dst = self.vreg_of(result);
        if op == BinOp::SRem {
            let a = self.constant_operand(all_lanes, &splat(i64::from(d.unsigned_abs())));
            self.valu(VecAluOp::Pmulld, width, q, a);
            self.push(MInst::VMov { width, dst: dst.into(), src: x.into() });
            return self.valu(VecAluOp::Psubd, width, dst, q.into());
        }
        if d < 0 {
            self.push(MInst::VConst { ones: false, width, dst: dst.into() });
            return self.valu(VecAluOp::Psubd, width, dst, q.into());
        }
        self.push(MInst::VMov { width, dst: dst.into(), src: q.into() });
    }

    /// The lane value of a constant vector whose lanes are all equal.
    fn splat_constant(&self, v: ValueId) -> Option<i64> {
        let lanes = self.func.vector_lanes(v)?;
        let first = *lanes.first()?;
        lanes.iter().all(|&l| l == first).then_some(first)
    }

    /// `pmulld` has a long latency (10 cycles on many Intel CPUs): multiply
    /// by 2^k with `pslld k`, and by 3, 5 or 9 with a shift and an add.
    /// Returns false for other factors.
    fn multiply_dwords_by_shifts(&mut self, width: VecWidth, result: ValueId, x: ValueId, c: i64) -> bool {
        let c = c as i32;
        let (shift, add_x) = match c {
            _ if c > 1 && c.count_ones() == 1 => (c.trailing_zeros() as u8, false),
            3 | 5 | 9 => ((c - 1).trailing_zeros() as u8, true),
            _ => return false,
        };
        let dst = self.vreg_of(result);
        let a = self.vec_operand(x);
        self.push(MInst::VMov { width, dst: dst.into(), src: a });
        self.vshift(VecShiftOp::Pslld, width, dst, shift);
        if add_x {
            self.valu(VecAluOp::Paddd, width, dst, a);
        }
        true
    }

    fn is_constant(&self, v: ValueId) -> bool {
        matches!(self.func.value(v).def, ValueDef::ConstVector(_) | ValueDef::Undef)
    }

    /// Bytes have no multiply instruction. The low byte of a 16-bit product
    /// is the product of the low bytes, so the even bytes are multiplied as
    /// 16-bit lanes, the odd bytes after shifting them down, and the two
    /// halves are merged.
    fn lower_byte_multiply(&mut self, width: VecWidth, result: ValueId, lhs: ValueId, rhs: ValueId) {
        let a = self.vec_operand(lhs);
        let b = self.vec_operand(rhs);
        let even = self.vreg_of(result);
        self.push(MInst::VMov { width, dst: even.into(), src: a });
        self.valu(VecAluOp::Pmullw, width, even, b);
        let odd = self.copy_vec(width, a);
        self.vshift(VecShiftOp::Psrlw, width, odd, 8);
        let odd_b = self.copy_vec(width, b);
        self.vshift(VecShiftOp::Psrlw, width, odd_b, 8);
        self.valu(VecAluOp::Pmullw, width, odd, odd_b.into());
        self.vshift(VecShiftOp::Psllw, width, odd, 8);
        let low_bytes = self.vec_const(true, width);
        self.vshift(VecShiftOp::Psrlw, width, low_bytes, 8);
        self.valu(VecAluOp::Pand, width, even, low_bytes.into());
        self.valu(VecAluOp::Por, width, even, odd.into());
    }

    /// `pcmpeq*`/`pcmpgt*` (with swapped operands for `<`, plus a `pxor` with
    /// all ones for `ne`/`<=`/`>=`), then the 32-bit lane masks are narrowed to
    /// bytes with `packssdw` + `packsswb`.
    pub(super) fn lower_vector_icmp(&mut self, pred: CmpPred, result: ValueId, lhs: ValueId, rhs: ValueId) {
        let shape = self.shape_of(lhs);
        // Byte lanes compare straight into the result; wider lanes into a
        // temporary that is then narrowed.
        let mask = if shape.lane == LaneKind::Dword { self.new_vec(shape.width) } else { self.vreg_of(result) };
        self.compare_lanes(pred, lhs, rhs, mask);
        if shape.lane == LaneKind::Dword {
            let dst = self.vreg_of(result);
            self.narrow_dword_masks(shape.width, mask, dst);
        }
    }

    /// `mask` = all ones in each lane (of the operands' size) where `lhs
    /// pred rhs` holds, zeros in the others.
    fn compare_lanes(&mut self, pred: CmpPred, lhs: ValueId, rhs: ValueId, mask: VReg) {
        let shape = self.shape_of(lhs);
        let (eq, gt) = shape.compare_ops();
        // x86 has only == and >: a < b is b > a, and the other predicates
        // are the negations of these.
        let (op, first, second, negate) = match pred {
            CmpPred::Eq => (eq, lhs, rhs, false),
            CmpPred::Ne => (eq, lhs, rhs, true),
            CmpPred::Sgt => (gt, lhs, rhs, false),
            CmpPred::Slt => (gt, rhs, lhs, false),
            CmpPred::Sle => (gt, lhs, rhs, true),
            CmpPred::Sge => (gt, rhs, lhs, true),
        };
        let (first, second) = if op == eq && self.is_constant(first) && !self.is_constant(second) {
            (second, first)
        } else {
            (first, second)
        };
        let a = self.vec_operand(first);
        self.push(MInst::VMov { width: shape.width, dst: mask.into(), src: a });
        let b = self.vec_operand(second);
        self.valu(op, shape.width, mask, b);
        if negate {
            let ones = self.vec_const(true, shape.width);
            self.valu(VecAluOp::Pxor, shape.width, mask, ones.into());
        }
    }

    // ----- selects -----

    /// Whether `i` is a vector `icmp` whose only use is the condition of a
    /// vector `select` in its block whose lanes are as wide as the compared
    /// ones. The select then computes the compare itself: as a min/max, or
    /// as a blend with the compare's own lane masks (for dword lanes that
    /// saves narrowing them to bytes and widening them back).
    pub(super) fn feeds_only_a_vector_select(&self, i: InstId) -> bool {
        let data = self.func.inst(i);
        let (InstKind::Icmp(_), Some(result)) = (&data.kind, data.result) else { return false };
        if !self.func.value_type(result).is_vector() {
            return false;
        }
        let Some(user) = self.func.users(result).only() else { return false };
        let user_data = self.func.inst(user);
        let ops = user_data.operands();
        matches!(user_data.kind, InstKind::Select)
            && user_data.block == data.block
            && ops[0] == result
            && ops[1] != result
            && ops[2] != result
            && self.shape_of(data.operands()[0]).lane_bytes() == self.shape_of(ops[1]).lane_bytes()
    }

    /// Whether `i` is a vector `icmp` of dword lanes whose only use is a
    /// `sext` or `zext` to dword lanes in its block (a conditional count,
    /// `n + zext(a[i] > 100)`). The cast then computes the compare: its
    /// dword lane masks are the sign extension already, so they are not
    /// narrowed to bytes and widened back.
    pub(super) fn feeds_only_a_vector_widening(&self, i: InstId) -> bool {
        let data = self.func.inst(i);
        let (InstKind::Icmp(_), Some(result)) = (&data.kind, data.result) else { return false };
        if !self.func.value_type(result).is_vector() || self.shape_of(data.operands()[0]).lane != LaneKind::Dword {
            return false;
        }
        let Some(user) = self.func.users(result).only() else { return false };
        let user_data = self.func.inst(user);
        matches!(user_data.kind, InstKind::Cast(CastOp::SExt | CastOp::ZExt))
            && user_data.block == data.block
            && user_data.result.is_some_and(|r| self.shape_of(r).lane == LaneKind::Dword)
    }

    /// Lane-wise, with an `<N x i1>` condition: `pmaxs*`/`pmins*` for `select
    /// (icmp sgt/sge/slt/sle x, y), x, y` and its swapped forms (whatever else
    /// uses the compare: `min_max_op`); a blend otherwise, with the condition's
    /// byte masks (widened with `pmovsxbd` for `i32` lanes) or, when the
    /// condition is an `icmp` of lanes as wide as the arms used only there
    /// (`feeds_only_a_vector_select`), with that compare's own masks (no
    /// narrowing). The blend is `vpblendvb` on AVX2 and `pand`/`pandn`/`por` on
    /// SSE (`blend`). The fused `icmp` is not lowered where it stands.
    pub(super) fn lower_vector_select(&mut self, result: ValueId, cond: ValueId, if_true: ValueId, if_false: ValueId) {
        let shape = self.shape_of(result);
        // A min/max needs only the compare's operands, which are available
        // wherever the compare is, whatever else uses the compare.
        if let Some((op, x, y)) = self.min_max_of(cond, if_true, if_false, shape.lane) {
            let dst = self.vreg_of(result);
            let a = self.vec_operand(x);
            self.push(MInst::VMov { width: shape.width, dst: dst.into(), src: a });
            let b = self.vec_operand(y);
            return self.valu(op, shape.width, dst, b);
        }
        let fused = self.func.defining_inst(cond).filter(|&i| self.feeds_only_a_vector_select(i));
        if let Some(icmp) = fused {
            let InstKind::Icmp(pred) = self.func.inst(icmp).kind else { unreachable!("fused a non-icmp") };
            let [x, y] = [self.func.inst(icmp).operands()[0], self.func.inst(icmp).operands()[1]];
            let mask = self.new_vec(shape.width);
            self.compare_lanes(pred, x, y, mask);
            return self.blend(shape.width, result, mask.into(), if_true, if_false);
        }
        // An i1 mask is one byte per lane: dword lanes need it widened.
        let bytes = self.vec_reg(cond);
        let mask = match shape.lane {
            LaneKind::Dword => {
                let wide = self.new_vec(shape.width);
                self.push(MInst::VUnary {
                    op: VecUnaryOp::Pmovsxbd,
                    width: shape.width,
                    dst: wide.into(),
                    src: bytes.into(),
                });
                wide.into()
            }
            LaneKind::Mask | LaneKind::Byte => bytes,
        };
        self.blend(shape.width, result, mask, if_true, if_false)
    }

    /// The `pmax*`/`pmin*` and its operands if `cond` is an `icmp` of the
    /// two arms (see `min_max_op`).
    fn min_max_of(
        &self,
        cond: ValueId,
        if_true: ValueId,
        if_false: ValueId,
        lane: LaneKind,
    ) -> Option<(VecAluOp, ValueId, ValueId)> {
        let data = self.func.inst(self.func.defining_inst(cond)?);
        let InstKind::Icmp(pred) = data.kind else { return None };
        let [x, y] = [data.operands()[0], data.operands()[1]];
        min_max_op(pred, x, y, if_true, if_false, lane).map(|op| (op, x, y))
    }

    /// `result = if_true` in the lanes where `mask` is all ones, `if_false`
    /// where it is zero (`mask`'s lanes as wide as the result's). AVX2 has
    /// `vpblendvb` with an explicit mask; SSE4.1's `pblendvb` wants it in
    /// xmm0, which would pin a register, so SSE combines `pand`, `pandn`
    /// and `por`.
    fn blend(&mut self, width: VecWidth, result: ValueId, mask: Reg, if_true: ValueId, if_false: ValueId) {
        let dst = self.vreg_of(result);
        let otherwise = self.vec_operand(if_false);
        let chosen = self.vec_operand(if_true);
        if self.target.has_avx2() {
            self.push(MInst::VMov { width, dst: dst.into(), src: otherwise });
            return self.push(MInst::VBlend { width, dst: dst.into(), src: chosen, mask });
        }
        self.push(MInst::VMov { width, dst: dst.into(), src: mask.into() });
        self.valu(VecAluOp::Pand, width, dst, chosen);
        let rest = self.copy_vec(width, mask.into());
        self.valu(VecAluOp::Pandn, width, rest, otherwise);
        self.valu(VecAluOp::Por, width, dst, rest.into());
    }

    /// `dst` (xmm) = the 0/-1 dword lanes of `src` as 0x00/0xFF bytes.
    /// Signed saturation keeps 0 and -1 as they are.
    fn narrow_dword_masks(&mut self, width: VecWidth, src: VReg, dst: VReg) {
        let x = VecWidth::V128;
        self.push(MInst::VMov { width: x, dst: dst.into(), src: src.into() });
        match width {
            VecWidth::V128 => self.valu(VecAluOp::Packssdw, x, dst, dst.into()),
            VecWidth::V256 => {
                // The packs work within 128-bit halves: pack the halves.
                let high = self.upper_half(src);
                self.valu(VecAluOp::Packssdw, x, dst, high.into());
            }
        }
        self.valu(VecAluOp::Packsswb, x, dst, dst.into());
    }

    /// A fresh xmm register holding the upper half of the ymm register `src`.
    fn upper_half(&mut self, src: VReg) -> VReg {
        let high = self.new_vec(VecWidth::V128);
        self.push(MInst::VExtractHigh { dst: high.into(), src: src.into() });
        high
    }

    // ----- conversions -----

    /// `pmovzxbd`/`pmovsxbd` widen bytes to 32-bit lanes; `zext` of `i1` masks
    /// adds `pabsb` or `psrld 31`; `trunc` to `i8` masks each lane to its low
    /// byte and packs (`packusdw` + `packuswb`); `trunc` to `i1` moves bit 0 to
    /// the sign (`psllw 7`, `pslld 31`) and turns signs into masks (`pcmpgtb`
    /// with zero, `psrad 31`).
    pub(super) fn lower_vector_cast(&mut self, op: CastOp, result: ValueId, value: ValueId) {
        let (from, to) = (self.shape_of(value), self.shape_of(result));
        if let Some(icmp) = self.func.defining_inst(value).filter(|&i| self.feeds_only_a_vector_widening(i)) {
            let InstKind::Icmp(pred) = self.func.inst(icmp).kind else { unreachable!("fused a non-icmp") };
            let [x, y] = [self.func.inst(icmp).operands()[0], self.func.inst(icmp).operands()[1]];
            let dst = self.vreg_of(result);
            self.compare_lanes(pred, x, y, dst);
            if op == CastOp::ZExt {
                self.vshift(VecShiftOp::Psrld, to.width, dst, 31);
            }
            return;
        }
        let src = self.vec_operand(value);
        let dst = self.vreg_of(result);
        let unary = |sel: &mut Self, op| sel.push(MInst::VUnary { op, width: to.width, dst: dst.into(), src });
        match (op, from.lane, to.lane) {
            // A 0x00/0xFF mask already is the sign extension of an i1.
            (CastOp::SExt, LaneKind::Mask, LaneKind::Byte) => {
                self.push(MInst::VMov { width: to.width, dst: dst.into(), src })
            }
            (CastOp::ZExt, LaneKind::Mask, LaneKind::Byte) => unary(self, VecUnaryOp::Pabsb),
            (CastOp::SExt, LaneKind::Mask | LaneKind::Byte, LaneKind::Dword) => unary(self, VecUnaryOp::Pmovsxbd),
            (CastOp::ZExt, LaneKind::Byte, LaneKind::Dword) => unary(self, VecUnaryOp::Pmovzxbd),
            (CastOp::ZExt, LaneKind::Mask, LaneKind::Dword) => {
                unary(self, VecUnaryOp::Pmovsxbd);
                self.vshift(VecShiftOp::Psrld, to.width, dst, 31);
            }
            (CastOp::Trunc, LaneKind::Byte, LaneKind::Mask) => {
                // Bit 0 of each byte to its sign bit (a 16-bit shift moves
                // each byte's bit 0 to bit 7 of the same byte), then
                // 0 > byte gives the mask.
                let bits = self.copy_vec(from.width, src);
                self.vshift(VecShiftOp::Psllw, from.width, bits, 7);
                self.push(MInst::VConst { ones: false, width: to.width, dst: dst.into() });
                self.valu(VecAluOp::Pcmpgtb, to.width, dst, bits.into());
            }
            (CastOp::Trunc, LaneKind::Dword, LaneKind::Mask) => {
                let masks = self.copy_vec(from.width, src);
                self.vshift(VecShiftOp::Pslld, from.width, masks, 31);
                self.vshift(VecShiftOp::Psrad, from.width, masks, 31);
                self.narrow_dword_masks(from.width, masks, dst);
            }
            (CastOp::Trunc, LaneKind::Dword, LaneKind::Byte) => self.truncate_dwords_to_bytes(from.width, src, dst),
            _ => panic!(
                "{} from {} to {} is not supported by the backend",
                op.llvm_name(),
                self.func.value_type(value),
                self.func.value_type(result)
            ),
        }
    }

    /// `dst` (xmm) = the low byte of each dword lane of `src`: mask each
    /// lane to 0..=255, where unsigned saturation keeps the value, and pack
    /// twice.
    fn truncate_dwords_to_bytes(&mut self, width: VecWidth, src: Operand, dst: VReg) {
        let x = VecWidth::V128;
        let low_byte = self.vec_const(true, x);
        self.vshift(VecShiftOp::Psrld, x, low_byte, 24);
        let whole = match src {
            Operand::Reg(Reg::Virt(v)) => v,
            other => self.copy_vec(width, other),
        };
        self.push(MInst::VMov { width: x, dst: dst.into(), src: whole.into() });
        self.valu(VecAluOp::Pand, x, dst, low_byte.into());
        match width {
            VecWidth::V128 => self.valu(VecAluOp::Packusdw, x, dst, dst.into()),
            VecWidth::V256 => {
                let high = self.upper_half(whole);
                self.valu(VecAluOp::Pand, x, high, low_byte.into());
                self.valu(VecAluOp::Packusdw, x, dst, high.into());
            }
        }
        self.valu(VecAluOp::Packuswb, x, dst, dst.into());
    }

    // ----- lanes -----

    /// The lane number of an `extractelement`/`insertelement` (a constant).
    fn lane_index(&self, index: ValueId, shape: VecShape) -> u32 {
        match self.func.as_const(index) {
            Some(k) if (0..i64::from(shape.lanes)).contains(&k) => k as u32,
            _ => panic!("lane index {index:?} in `{}` is not a constant lane number", self.func.name),
        }
    }

    /// `pextr*` on the 128-bit half holding the lane (`vextracti128` for the
    /// upper half of a YMM register); an `i1` lane is converted from 0x00/0xFF
    /// to 0/1. `lower_insert_element` is the mirror image (`pinsr*`,
    /// `vinserti128`).
    pub(super) fn lower_extract_element(&mut self, result: ValueId, vector: ValueId, index: ValueId) {
        let shape = self.shape_of(vector);
        let lane = self.lane_index(index, shape);
        let dst = self.vreg_of(result);
        if let Some(c) = self.constant_lane(vector, lane) {
            let width = super::reg_width(self.func.value_type(result));
            self.push(MInst::Mov { width, dst: dst.into(), src: Operand::Imm(c) });
            return;
        }
        let v = self.vec_reg(vector);
        self.extract_lane(shape, v, lane, dst);
        if shape.lane == LaneKind::Mask {
            // 0x00/0xFF → 0/1.
            self.push(MInst::Alu { op: AluOp::And, width: Width::B32, dst: dst.into(), src: Operand::Imm(1) });
        }
    }

    /// The register form of lane `lane` of a constant vector (i1 as 0/1,
    /// i8 zero-extended), or `None` if `vector` is not a constant.
    fn constant_lane(&self, vector: ValueId, lane: u32) -> Option<i64> {
        let c = match self.func.value(vector).def {
            ValueDef::Undef => 0,
            ValueDef::ConstVector(_) => self.func.vector_lanes(vector)?[lane as usize],
            _ => return None,
        };
        Some(match self.shape_of(vector).lane {
            LaneKind::Mask => c & 1,
            LaneKind::Byte => c & 0xFF,
            LaneKind::Dword => c,
        })
    }

    /// `dst` (GPR, zero-extended to 32 bits) = lane `lane` of `v`, as held
    /// in the register (an i1 lane as 0x00/0xFF).
    fn extract_lane(&mut self, shape: VecShape, v: Reg, lane: u32, dst: VReg) {
        let (src, lane) = self.half_holding(shape, v, lane);
        self.push(MInst::VExtractLane { lane_bits: shape.lane_bits(), dst: dst.into(), src, lane: lane as u8 });
    }

    /// The xmm register holding lane `lane` of `v`, and the lane's number
    /// in it.
    fn half_holding(&mut self, shape: VecShape, v: Reg, lane: u32) -> (Reg, u32) {
        let half = shape.lanes_per_half();
        if lane < half {
            // The low half of a ymm register is its xmm register.
            return (v, lane);
        }
        let Reg::Virt(v) = v else { unreachable!("isel works on virtual registers") };
        (self.upper_half(v).into(), lane - half)
    }

    pub(super) fn lower_insert_element(&mut self, result: ValueId, vector: ValueId, value: ValueId, index: ValueId) {
        let shape = self.shape_of(result);
        let lane = self.lane_index(index, shape);
        if self.func.as_const(index) == Some(i64::from(lane)) && self.only_splatted(result, lane) {
            // Each user broadcasts the scalar itself (`lower_splat`).
            return;
        }
        let scalar = self.lane_scalar(value, shape.lane);
        let dst = self.vreg_of(result);
        let bits = shape.lane_bits();
        let zeros = matches!(self.func.value(vector).def, ValueDef::Undef)
            || self.func.vector_lanes(vector).is_some_and(|l| l.iter().all(|&x| x == 0));
        if shape.width == VecWidth::V128 && lane == 0 && shape.lane == LaneKind::Dword && zeros {
            // `movd` writes lane 0 and zeroes the others.
            let scalar = self.gpr_of(scalar);
            self.push(MInst::MovToVec { bytes: 4, dst: dst.into(), src: scalar.into() });
            return;
        }
        if shape.width == VecWidth::V128 {
            // (undef gives zeros: every register is written before it is read)
            let src = self.vec_operand(vector);
            self.push(MInst::VMov { width: shape.width, dst: dst.into(), src });
            self.push(MInst::VInsertLane { lane_bits: bits, dst: dst.into(), src: scalar, lane: lane as u8 });
            return;
        }
        // A YMM register: change the half holding the lane as an xmm
        // register (a VEX.128 write would clear the upper half) and put
        // the halves back together.
        let v = self.vec_reg(vector);
        let Reg::Virt(v) = v else { unreachable!("isel works on virtual registers") };
        let half = shape.lanes_per_half();
        let low = self.copy_vec(VecWidth::V128, v.into());
        let high = self.upper_half(v);
        let (target, lane) = if lane < half { (low, lane) } else { (high, lane - half) };
        self.push(MInst::VInsertLane { lane_bits: bits, dst: target.into(), src: scalar, lane: lane as u8 });
        self.push(MInst::VInsertHigh { dst: dst.into(), lo: low.into(), hi: high.into() });
    }

    /// Whether every user of `v` is a shuffle of `v` alone that copies
    /// lane `lane` into every lane it defines: `lower_splat` then
    /// broadcasts the scalar `insertelement` put there, never reading `v`.
    fn only_splatted(&self, v: ValueId, lane: u32) -> bool {
        let users = self.func.users(v);
        users.iter().count() > 0
            && users.iter().all(|u| {
                let data = self.func.inst(*u);
                let InstKind::ShuffleVector { mask } = &data.kind else { return false };
                let Some([a, b]) = data.operands().as_array() else { return false };
                a == v && b != v && mask.contains(&(lane as i32)) && mask.iter().all(|&m| m == lane as i32 || m < 0)
            })
    }

    /// A scalar as `pinsr*`/`movd` take it: a GPR (or an i1 converted from
    /// 0/1 to 0x00/0xFF in one).
    fn lane_scalar(&mut self, value: ValueId, lane: LaneKind) -> Operand {
        if let Some(c) = self.constant(value) {
            let c = if lane == LaneKind::Mask { -(c & 1) } else { c };
            let r = self.new_vreg();
            self.push(MInst::Mov { width: Width::B32, dst: r.into(), src: Operand::Imm(c) });
            return r.into();
        }
        let src = self.operand(value);
        if lane != LaneKind::Mask {
            return src;
        }
        let r = self.new_vreg();
        self.push(MInst::Mov { width: Width::B32, dst: r.into(), src });
        self.push(MInst::Neg { width: Width::B32, dst: r.into() });
        r.into()
    }

    // ----- shuffles -----

    /// Splats (of an inserted scalar or of a lane) with `pshufd`/`pshufb` or
    /// AVX2 `vpbroadcast*`; identities and slices with a move (plus `psrldq` or
    /// `vextracti128`); concatenations with `punpckl*`/`vinserti128`; other
    /// 128-bit shuffles with `pshufd` (one source, `i32` lanes) or `pshufb` (one
    /// source, or two sources merged with `por`); anything else (shuffles
    /// involving YMM registers that are none of the above) through the stack
    /// (`shuffle_through_memory`).
    pub(super) fn lower_shuffle(&mut self, result: ValueId, a: ValueId, b: ValueId, mask: &[i32]) {
        let from = self.shape_of(a);
        let to = self.shape_of(result);
        let n = from.lanes;
        let picks: Vec<Pick> = mask
            .iter()
            .map(|&m| match u32::try_from(m) {
                Err(_) => Pick::Undef,
                Ok(m) if m < n => Pick::A(m),
                Ok(m) => Pick::B(m - n),
            })
            .collect();
        let dst = self.vreg_of(result);
        let uses_a = picks.iter().any(|p| matches!(p, Pick::A(_)));
        let uses_b = picks.iter().any(|p| matches!(p, Pick::B(_)));
        // With one source, `lanes[k]` is the lane of it result lane k takes.
        let lanes_of = |side: Side| -> Vec<Option<u32>> {
            picks
                .iter()
                .map(|p| match (*p, side) {
                    (Pick::A(l), Side::A) | (Pick::B(l), Side::B) => Some(l),
                    _ => None,
                })
                .collect()
        };
        let single = match (uses_a, uses_b) {
            (false, false) => {
                self.push(MInst::VConst { ones: false, width: to.width, dst: dst.into() });
                return;
            }
            (true, false) => Some((a, lanes_of(Side::A))),
            (false, true) => Some((b, lanes_of(Side::B))),
            (true, true) => None,
        };
        // Concatenating halves of a register needs power-of-two sizes.
        let concatenable = from.bytes().is_power_of_two() && (to.width == VecWidth::V128 || from.bytes() == 16);
        if let Some((source, lanes)) = single {
            self.lower_one_source_shuffle(from, to, source, &lanes, dst);
        } else if concatenable && is_concatenation(&picks, n) {
            self.lower_concatenation(from, to, a, b, dst);
        } else if from.width == VecWidth::V128 && to.width == VecWidth::V128 {
            self.lower_byte_shuffle(from, to, &[(a, Side::A), (b, Side::B)], &picks, dst);
        } else {
            self.shuffle_through_memory(from, to, a, b, &picks, dst);
        }
    }

    /// A shuffle taking lanes from one source only (`lanes[k]`: the source
    /// lane result lane k takes, `None` for undefined).
    fn lower_one_source_shuffle(
        &mut self,
        from: VecShape,
        to: VecShape,
        source: ValueId,
        lanes: &[Option<u32>],
        dst: VReg,
    ) {
        let defined: Vec<u32> = lanes.iter().flatten().copied().collect();
        if defined.iter().all(|&l| l == defined[0]) {
            return self.lower_splat(from, to, source, defined[0], dst);
        }
        if let Some(start) = slice_start(lanes) {
            if self.lower_slice(from, to, source, start, dst) {
                return;
            }
        }
        let picks: Vec<Pick> = lanes.iter().map(|l| l.map_or(Pick::Undef, Pick::A)).collect();
        if from.width == VecWidth::V128 && to.width == VecWidth::V128 {
            if from.lane == LaneKind::Dword && to.lanes <= 4 {
                // pshufd: lane k of the result is lane imm[2k+1:2k].
                let imm = lanes.iter().enumerate().fold(0u8, |imm, (k, l)| imm | ((l.unwrap_or(0) as u8) << (2 * k)));
                let src = self.vec_operand(source);
                self.push(MInst::Pshufd { width: VecWidth::V128, dst: dst.into(), src, imm });
            } else {
                self.lower_byte_shuffle(from, to, &[(source, Side::A)], &picks, dst);
            }
        } else {
            self.shuffle_through_memory(from, to, source, source, &picks, dst);
        }
    }

    /// Every lane of the result is lane `lane` of `source`.
    fn lower_splat(&mut self, from: VecShape, to: VecShape, source: ValueId, lane: u32, dst: VReg) {
        // `insertelement v, x, lane` followed by the splat: broadcast x.
        if let Some(x) = self.inserted_scalar(source, lane) {
            if let Some(c) = self.constant(x) {
                let lanes = vec![c; to.lanes as usize];
                let src = self.constant_operand(to, &lanes);
                self.push(MInst::VMov { width: to.width, dst: dst.into(), src });
                return;
            }
            let scalar = self.lane_scalar(x, to.lane);
            let scalar = self.gpr_of(scalar);
            return self.broadcast(to, scalar, dst);
        }
        if let Some(c) = self.constant_lane(source, lane) {
            let lanes = vec![c; to.lanes as usize];
            let src = self.constant_operand(to, &lanes);
            self.push(MInst::VMov { width: to.width, dst: dst.into(), src });
            return;
        }
        if from.lane == LaneKind::Dword && from.width == VecWidth::V128 && to.width == VecWidth::V128 {
            let src = self.vec_operand(source);
            let imm = (lane as u8) * 0x55;
            self.push(MInst::Pshufd { width: VecWidth::V128, dst: dst.into(), src, imm });
            return;
        }
        let v = self.vec_reg(source);
        let scalar = self.new_vreg();
        self.extract_lane(from, v, lane, scalar);
        self.broadcast(to, scalar.into(), dst);
    }

    /// The scalar `insertelement` put into lane `lane` of `v`, if `v` is
    /// one.
    fn inserted_scalar(&self, v: ValueId, lane: u32) -> Option<ValueId> {
        let inst = self.func.defining_inst(v)?;
        let data = self.func.inst(inst);
        let ops = data.operands();
        let is_that_lane = self.func.as_const(*ops.get(2)?) == Some(i64::from(lane));
        (matches!(data.kind, crate::ir::InstKind::InsertElement) && is_that_lane).then_some(ops[1])
    }

    fn gpr_of(&mut self, op: Operand) -> Reg {
        match op {
            Operand::Reg(r) => r,
            src => {
                let r = self.new_vreg();
                self.push(MInst::Mov { width: Width::B32, dst: r.into(), src });
                r.into()
            }
        }
    }

    /// `dst` = the low byte or dword of the GPR `scalar` in every lane.
    fn broadcast(&mut self, to: VecShape, scalar: Reg, dst: VReg) {
        let x = VecWidth::V128;
        let t = self.new_vec(x);
        self.push(MInst::MovToVec { bytes: 4, dst: t.into(), src: scalar.into() });
        let dword = to.lane == LaneKind::Dword;
        if self.target.has_avx2() {
            let op = if dword { VecUnaryOp::Vpbroadcastd } else { VecUnaryOp::Vpbroadcastb };
            self.push(MInst::VUnary { op, width: to.width, dst: dst.into(), src: t.into() });
        } else if dword {
            self.push(MInst::Pshufd { width: x, dst: dst.into(), src: t.into(), imm: 0 });
        } else {
            // pshufb with an all-zero control copies byte 0 everywhere.
            let zero = self.vec_const(false, x);
            self.push(MInst::VMov { width: x, dst: dst.into(), src: t.into() });
            self.valu(VecAluOp::Pshufb, x, dst, zero.into());
        }
    }

    /// Result lane k is source lane `start + k`: a move, with the lanes
    /// shifted down if `start > 0`. Returns false if the slice needs the
    /// general path.
    fn lower_slice(&mut self, from: VecShape, to: VecShape, source: ValueId, start: u32, dst: VReg) -> bool {
        let offset = start * from.lane_bytes();
        match (from.width, to.width) {
            // The identity, or the low part of a register.
            (_, VecWidth::V128) | (VecWidth::V256, VecWidth::V256) if offset == 0 => {
                let src = self.vec_operand(source);
                self.push(MInst::VMov { width: to.width, dst: dst.into(), src });
            }
            // Wider than the source: the upper half is undefined.
            (VecWidth::V128, VecWidth::V256) if offset == 0 => {
                let v = self.vec_reg(source);
                self.push(MInst::VInsertHigh { dst: dst.into(), lo: v, hi: v.into() });
            }
            (VecWidth::V128, VecWidth::V128) => {
                let src = self.vec_operand(source);
                self.push(MInst::VMov { width: to.width, dst: dst.into(), src });
                self.vshift(VecShiftOp::Psrldq, to.width, dst, offset as u8);
            }
            (VecWidth::V256, VecWidth::V128) if offset >= 16 => {
                let Reg::Virt(v) = self.vec_reg(source) else { unreachable!("isel works on virtual registers") };
                self.push(MInst::VExtractHigh { dst: dst.into(), src: v.into() });
                if offset > 16 {
                    self.vshift(VecShiftOp::Psrldq, to.width, dst, (offset - 16) as u8);
                }
            }
            _ => return false,
        }
        true
    }

    /// The result is `a ++ b` (mask 0, 1, …, 2n-1, undefined lanes allowed).
    fn lower_concatenation(&mut self, from: VecShape, to: VecShape, a: ValueId, b: ValueId, dst: VReg) {
        let hi = self.vec_operand(b);
        if to.width == VecWidth::V256 {
            let lo = self.vec_reg(a);
            self.push(MInst::VInsertHigh { dst: dst.into(), lo, hi });
            return;
        }
        let unpack = match from.bytes() {
            1 => VecAluOp::Punpcklbw,
            2 => VecAluOp::Punpcklwd,
            4 => VecAluOp::Punpckldq,
            8 => VecAluOp::Punpcklqdq,
            n => panic!("concatenation of {n}-byte vectors is not supported"),
        };
        let lo = self.vec_operand(a);
        self.push(MInst::VMov { width: VecWidth::V128, dst: dst.into(), src: lo });
        self.valu(unpack, VecWidth::V128, dst, hi);
    }

    /// A 128-bit shuffle with `pshufb`: each source is permuted by a
    /// constant control (0x80 zeroes the lanes the other source provides),
    /// and two permuted sources are merged with `por`.
    fn lower_byte_shuffle(
        &mut self,
        from: VecShape,
        to: VecShape,
        sources: &[(ValueId, Side)],
        picks: &[Pick],
        dst: VReg,
    ) {
        let x = VecWidth::V128;
        for (n, &(source, side)) in sources.iter().enumerate() {
            let control = pshufb_control(from, picks, side);
            let control = Operand::Mem(Addr::new(super::AddrBase::Symbol(self.mf.add_constant(control, 16))));
            let src = self.vec_operand(source);
            let target = if n == 0 { dst } else { self.new_vec(x) };
            self.push(MInst::VMov { width: x, dst: target.into(), src });
            self.valu(VecAluOp::Pshufb, x, target, control);
            if n > 0 {
                self.valu(VecAluOp::Por, x, dst, target.into());
            }
        }
        debug_assert_eq!(to.width, x);
    }

    /// The general shuffle: store `a` and `b` next to each other in a
    /// scratch slot, copy each result lane with a GPR into a second slot,
    /// and load the result from there.
    fn shuffle_through_memory(
        &mut self,
        from: VecShape,
        to: VecShape,
        a: ValueId,
        b: ValueId,
        picks: &[Pick],
        dst: VReg,
    ) {
        let src_size = from.width.bytes();
        let sources = self.mf.new_slot(2 * src_size, 16, SlotKind::Temp);
        let result = self.mf.new_slot(to.width.bytes(), 16, SlotKind::Temp);
        for (k, v) in [a, b].into_iter().enumerate() {
            let r = self.vec_reg(v);
            let at = Addr::slot(sources).offset((k as u32 * src_size) as i32);
            self.push(MInst::VMov { width: from.width, dst: Operand::Mem(at), src: r.into() });
        }
        let lane_bytes = from.lane_bytes();
        let width = if lane_bytes == 4 { Width::B32 } else { Width::B8 };
        for (k, pick) in picks.iter().enumerate() {
            let offset = match *pick {
                Pick::A(l) => l * lane_bytes,
                Pick::B(l) => src_size + l * lane_bytes,
                Pick::Undef => continue,
            };
            let t = self.new_vreg();
            let src = Operand::Mem(Addr::slot(sources).offset(offset as i32));
            self.push(MInst::Mov { width, dst: t.into(), src });
            let at = Operand::Mem(Addr::slot(result).offset((k as u32 * lane_bytes) as i32));
            self.push(MInst::Mov { width, dst: at, src: t.into() });
        }
        self.push(MInst::VMov { width: to.width, dst: dst.into(), src: Operand::Mem(Addr::slot(result)) });
    }
}

/// Which shuffle operand a `pshufb` control is for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Side {
    A,
    B,
}

/// The `pshufb` control bytes that move the lanes `picks` takes from
/// `side` into place (0x80, giving 0, everywhere else).
fn pshufb_control(from: VecShape, picks: &[Pick], side: Side) -> Vec<u8> {
    let lane_bytes = from.lane_bytes();
    let mut control = vec![0x80u8; 16];
    for (k, pick) in picks.iter().enumerate() {
        let source_lane = match (*pick, side) {
            (Pick::A(l), Side::A) | (Pick::B(l), Side::B) => l,
            _ => continue,
        };
        for byte in 0..lane_bytes {
            control[k * lane_bytes as usize + byte as usize] = (source_lane * lane_bytes + byte) as u8;
        }
    }
    control
}

/// `size` bytes as pieces of 16, 8, 4, 2 and 1 bytes, largest first:
/// (piece size, offset).
fn power_of_two_pieces(size: u32) -> Vec<(u32, u32)> {
    assert!((1..=16).contains(&size), "{size} bytes do not fit an xmm register");
    let mut pieces = Vec::new();
    let mut offset = 0;
    for bytes in [16, 8, 4, 2, 1] {
        if size - offset >= bytes {
            pieces.push((bytes, offset));
            offset += bytes;
        }
    }
    pieces
}

/// The first source lane if result lane k is source lane `start + k`
/// wherever defined.
fn slice_start(lanes: &[Option<u32>]) -> Option<u32> {
    let (k0, l0) = lanes.iter().enumerate().find_map(|(k, l)| l.map(|l| (k as u32, l)))?;
    let start = l0.checked_sub(k0)?;
    lanes.iter().enumerate().all(|(k, l)| l.is_none_or(|l| l == start + k as u32)).then_some(start)
}

/// Whether the mask is `0, 1, …, 2n-1` (undefined lanes allowed).
fn is_concatenation(picks: &[Pick], n: u32) -> bool {
    picks.len() == 2 * n as usize
        && picks.iter().enumerate().all(|(k, p)| match *p {
            Pick::A(l) => l as usize == k,
            Pick::B(l) => (n + l) as usize == k,
            Pick::Undef => true,
        })
}

/// The bytes of a vector constant in register form, padded with zeros to
/// the register size.
fn constant_bytes(shape: VecShape, lanes: &[i64]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(shape.width.bytes() as usize);
    for &c in lanes {
        match shape.lane {
            LaneKind::Mask => bytes.push(if c & 1 != 0 { 0xFF } else { 0 }),
            LaneKind::Byte => bytes.push(c as u8),
            LaneKind::Dword => bytes.extend_from_slice(&(c as i32).to_le_bytes()),
        }
    }
    bytes.resize(shape.width.bytes() as usize, 0);
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(lane: LaneKind, lanes: u32) -> VecShape {
        VecShape { lane, lanes, width: VecWidth::V128 }
    }

    #[test]
    fn slices_identities_and_concatenations_are_recognised() {
        assert_eq!(slice_start(&[Some(0), Some(1), None, Some(3)]), Some(0));
        assert_eq!(slice_start(&[None, Some(3), Some(4)]), Some(2));
        assert_eq!(slice_start(&[Some(1), Some(0)]), None);
        assert_eq!(slice_start(&[Some(0), Some(0)]), None);
        let picks = [Pick::A(0), Pick::Undef, Pick::B(0), Pick::B(1)];
        assert!(is_concatenation(&picks, 2));
        assert_eq!(power_of_two_pieces(12), vec![(8, 0), (4, 8)]);
        assert_eq!(power_of_two_pieces(7), vec![(4, 0), (2, 4), (1, 6)]);
        assert_eq!(power_of_two_pieces(16), vec![(16, 0)]);
        assert!(!is_concatenation(&[Pick::A(0), Pick::B(0)], 2));
    }

    #[test]
    fn pshufb_controls_zero_the_other_sources_lanes() {
        let picks = [Pick::B(1), Pick::A(3), Pick::Undef, Pick::A(0)];
        let a = pshufb_control(shape(LaneKind::Dword, 4), &picks, Side::A);
        let mut expected = vec![0x80; 16];
        expected[4..8].copy_from_slice(&[12, 13, 14, 15]);
        expected[12..16].copy_from_slice(&[0, 1, 2, 3]);
        assert_eq!(a, expected);
        let b = pshufb_control(shape(LaneKind::Dword, 4), &picks, Side::B);
        assert_eq!(&b[0..4], &[4, 5, 6, 7]);
        assert!(b[4..].iter().all(|&c| c == 0x80));
    }

    #[test]
    fn constants_are_padded_and_masks_are_bytes_of_ones() {
        assert_eq!(constant_bytes(shape(LaneKind::Mask, 4), &[1, 0, 1, 1])[..5], [0xFF, 0, 0xFF, 0xFF, 0]);
        let dwords = constant_bytes(shape(LaneKind::Dword, 4), &[1, -1, 256, 0]);
        assert_eq!(dwords.len(), 16);
        assert_eq!(dwords[..8], [1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]);
        assert_eq!(constant_bytes(shape(LaneKind::Byte, 4), &[-1, 2, 3, 4]).len(), 16);
    }
}
