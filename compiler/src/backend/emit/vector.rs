//! Encoding of the vector instructions (SSE up to SSE4.1, or AVX2).
//!
//! Every operation has a legacy SSE encoding (the x86-64-v2 target) and a
//! VEX encoding (the AVX2 target); 256-bit operations exist only as VEX,
//! and so does the four-operand `vpblendvb` (isel blends with
//! `pand`/`pandn`/`por` on SSE, whose `pblendvb` reads its mask from xmm0).
//! The MIR is two-address (`dst = dst op src`); a VEX form names `dst`
//! twice (`vpaddd xmm0, xmm0, xmm1`). Vector registers are named by the
//! width of the instruction: `PReg::Vec(3)` is xmm3 in a 128-bit and ymm3 in
//! a 256-bit operation.

use iced_x86::{Code, Instruction, MemoryOperand, Register};

use super::{phys, reg, Emitter};
use crate::backend::mir::{
    gpr_width, Addr, MInst, Operand, PReg, Reg, VecAluOp, VecShiftOp, VecUnaryOp, VecWidth, Width,
};

/// The encodings of one vector operation. `None`: the form does not exist
/// (`vpbroadcastd` has no SSE form; `pinsrd` no 256-bit one).
#[derive(Copy, Clone)]
struct VecCodes {
    sse: Option<Code>,
    vex128: Code,
    vex256: Option<Code>,
}

const fn codes(sse: Code, vex128: Code, vex256: Code) -> VecCodes {
    VecCodes { sse: Some(sse), vex128, vex256: Some(vex256) }
}

/// Codes of an instruction that only has 128-bit forms.
const fn codes128(sse: Code, vex128: Code) -> VecCodes {
    VecCodes { sse: Some(sse), vex128, vex256: None }
}

/// One operand of an instruction being built.
#[derive(Copy, Clone)]
enum Op {
    Reg(Register),
    Mem(MemoryOperand),
    Imm(u32),
}

impl Emitter<'_> {
    pub(super) fn vector_inst(&mut self, inst: &MInst) {
        match *inst {
            MInst::VMov { width, dst, src } => self.vmov(width, dst, src),
            MInst::MovToVec { bytes, dst, src } => {
                let c = match bytes {
                    4 => codes128(Code::Movd_xmm_rm32, Code::VEX_Vmovd_xmm_rm32),
                    _ => codes128(Code::Movq_xmm_rm64, Code::VEX_Vmovq_xmm_rm64),
                };
                let code = self.pick(c, VecWidth::V128);
                let src = self.gpr_op(src, gpr_width(bytes));
                self.build(code, &[xmm(dst), src]);
            }
            MInst::MovFromVec { bytes, dst, src } => {
                let c = match bytes {
                    4 => codes128(Code::Movd_rm32_xmm, Code::VEX_Vmovd_rm32_xmm),
                    _ => codes128(Code::Movq_rm64_xmm, Code::VEX_Vmovq_rm64_xmm),
                };
                let code = self.pick(c, VecWidth::V128);
                let dst = self.gpr_op(dst, gpr_width(bytes));
                self.build(code, &[dst, xmm(src)]);
            }
            MInst::VConst { ones, width, dst } => {
                let op = if ones { VecAluOp::Pcmpeqd } else { VecAluOp::Pxor };
                self.two_address(alu_codes(op), width, dst, Op::Reg(vreg(phys(dst), width)));
            }
            MInst::VAlu { op, width, dst, src } => {
                let src = self.vec_op(src, width);
                self.two_address(alu_codes(op), width, dst, src);
            }
            MInst::VUnary { op, width, dst, src } => {
                let code = self.pick(unary_codes(op), width);
                let src_width = if op.widens() { VecWidth::V128 } else { width };
                let src = self.vec_op(src, src_width);
                self.build(code, &[Op::Reg(vreg(phys(dst), width)), src]);
            }
            MInst::VShiftImm { op, width, dst, imm } => {
                self.two_address(shift_codes(op), width, dst, Op::Imm(u32::from(imm)))
            }
            MInst::Pshufd { width, dst, src, imm } => {
                let c = codes(
                    Code::Pshufd_xmm_xmmm128_imm8,
                    Code::VEX_Vpshufd_xmm_xmmm128_imm8,
                    Code::VEX_Vpshufd_ymm_ymmm256_imm8,
                );
                let code = self.pick(c, width);
                let src = self.vec_op(src, width);
                self.build(code, &[Op::Reg(vreg(phys(dst), width)), src, Op::Imm(u32::from(imm))]);
            }
            MInst::VInsertLane { lane_bits, dst, src, lane } => {
                let src_width = if lane_bits == 64 { Width::B64 } else { Width::B32 };
                let code = self.pick(insert_codes(lane_bits), VecWidth::V128);
                let src = self.gpr_op(src, src_width);
                let lane = Op::Imm(u32::from(lane));
                if self.vex {
                    self.build(code, &[xmm(dst), xmm(dst), src, lane]);
                } else {
                    self.build(code, &[xmm(dst), src, lane]);
                }
            }
            MInst::VExtractLane { lane_bits, dst, src, lane } => {
                let code = self.pick(extract_codes(lane_bits), VecWidth::V128);
                let dst_width = if lane_bits == 64 { Width::B64 } else { Width::B32 };
                let dst = self.gpr_op(dst, dst_width);
                self.build(code, &[dst, xmm(src), Op::Imm(u32::from(lane))]);
            }
            MInst::VExtractHigh { dst, src } => {
                let code = self.vex_only(Code::VEX_Vextracti128_xmmm128_ymm_imm8);
                self.build(code, &[xmm(dst), Op::Reg(vreg(phys(src), VecWidth::V256)), Op::Imm(1)]);
            }
            MInst::VInsertHigh { dst, lo, hi } => {
                let code = self.vex_only(Code::VEX_Vinserti128_ymm_ymm_xmmm128_imm8);
                let hi = self.vec_op(hi, VecWidth::V128);
                let ymm = |r: Reg| Op::Reg(vreg(phys(r), VecWidth::V256));
                self.build(code, &[ymm(dst), ymm(lo), hi, Op::Imm(1)]);
            }
            MInst::VBlend { width, dst, src, mask } => {
                let c = VecCodes {
                    sse: None,
                    vex128: Code::VEX_Vpblendvb_xmm_xmm_xmmm128_xmm,
                    vex256: Some(Code::VEX_Vpblendvb_ymm_ymm_ymmm256_ymm),
                };
                let code = self.pick(c, width);
                let src = self.vec_op(src, width);
                let (dst, mask) = (Op::Reg(vreg(phys(dst), width)), Op::Reg(vreg(phys(mask), width)));
                self.build(code, &[dst, dst, src, mask]);
            }
            MInst::VZeroUpper => {
                let code = self.vex_only(Code::VEX_Vzeroupper);
                self.push(Ok(Instruction::with(code)));
            }
            _ => unreachable!("not a vector instruction: {inst:?}"),
        }
    }

    /// `movdqu`/`vmovdqu` in the direction the operands call for.
    fn vmov(&mut self, width: VecWidth, dst: Operand, src: Operand) {
        let load = codes(Code::Movdqu_xmm_xmmm128, Code::VEX_Vmovdqu_xmm_xmmm128, Code::VEX_Vmovdqu_ymm_ymmm256);
        let store = codes(Code::Movdqu_xmmm128_xmm, Code::VEX_Vmovdqu_xmmm128_xmm, Code::VEX_Vmovdqu_ymmm256_ymm);
        match dst {
            Operand::Reg(d) => {
                let code = self.pick(load, width);
                let src = self.vec_op(src, width);
                self.build(code, &[Op::Reg(vreg(phys(d), width)), src]);
            }
            Operand::Mem(_) => {
                let code = self.pick(store, width);
                let dst = self.vec_op(dst, width);
                let src = self.vec_op(src, width);
                self.build(code, &[dst, src]);
            }
            Operand::Imm(_) => panic!("a vector move cannot write an immediate"),
        }
    }

    /// `op dst, src` (SSE) or `vop dst, dst, src` (VEX).
    fn two_address(&mut self, c: VecCodes, width: VecWidth, dst: Reg, src: Op) {
        let code = self.pick(c, width);
        let dst = Op::Reg(vreg(phys(dst), width));
        if self.vex {
            self.build(code, &[dst, dst, src]);
        } else {
            self.build(code, &[dst, src]);
        }
    }

    /// The encoding for this target and width.
    fn pick(&self, c: VecCodes, width: VecWidth) -> Code {
        match (width, self.vex) {
            (VecWidth::V128, false) => c.sse.unwrap_or_else(|| panic!("{:?} needs the AVX2 target", c.vex128)),
            (VecWidth::V128, true) => c.vex128,
            (VecWidth::V256, true) => c.vex256.unwrap_or_else(|| panic!("{:?} has no 256-bit form", c.vex128)),
            (VecWidth::V256, false) => panic!("256-bit vector code needs the AVX2 target"),
        }
    }

    fn vex_only(&self, code: Code) -> Code {
        assert!(self.vex, "{code:?} needs the AVX2 target");
        code
    }

    /// A vector register or memory operand.
    fn vec_op(&mut self, op: Operand, width: VecWidth) -> Op {
        match op {
            Operand::Reg(r) => Op::Reg(vreg(phys(r), width)),
            Operand::Mem(addr) => self.mem_op(&addr),
            Operand::Imm(_) => panic!("vector instructions take no immediate operand here"),
        }
    }

    /// A general-purpose register or memory operand.
    fn gpr_op(&mut self, op: Operand, width: Width) -> Op {
        match op {
            Operand::Reg(r) => Op::Reg(reg(phys(r), width)),
            Operand::Mem(addr) => self.mem_op(&addr),
            Operand::Imm(_) => panic!("this vector instruction takes no immediate operand"),
        }
    }

    /// A memory operand; a symbol it refers to is remembered until the
    /// instruction is pushed by `build`.
    fn mem_op(&mut self, addr: &Addr) -> Op {
        let (mem, sym) = self.mem(addr);
        assert!(self.pending_symbol.is_none(), "two memory operands in one vector instruction");
        self.pending_symbol = sym;
        Op::Mem(mem)
    }

    /// Push the instruction `code ops...` (at most one memory operand).
    fn build(&mut self, code: Code, ops: &[Op]) {
        use Op::{Imm as I, Mem as M, Reg as R};
        let instr = match *ops {
            [R(a), R(b)] => Instruction::with2(code, a, b),
            [R(a), M(b)] => Instruction::with2(code, a, b),
            [M(a), R(b)] => Instruction::with2(code, a, b),
            [R(a), I(b)] => Instruction::with2(code, a, b),
            [R(a), R(b), R(c)] => Instruction::with3(code, a, b, c),
            [R(a), R(b), M(c)] => Instruction::with3(code, a, b, c),
            [R(a), R(b), I(c)] => Instruction::with3(code, a, b, c),
            [R(a), M(b), I(c)] => Instruction::with3(code, a, b, c),
            [M(a), R(b), I(c)] => Instruction::with3(code, a, b, c),
            [R(a), R(b), R(c), I(d)] => Instruction::with4(code, a, b, c, d),
            [R(a), R(b), M(c), I(d)] => Instruction::with4(code, a, b, c, d),
            [R(a), R(b), R(c), R(d)] => Instruction::with4(code, a, b, c, d),
            [R(a), R(b), M(c), R(d)] => Instruction::with4(code, a, b, c, d),
            _ => panic!("no operand form for {code:?}"),
        };
        self.push(instr);
        let sym = self.pending_symbol.take();
        self.note_symbol(sym);
    }
}

/// The iced register of vector register `p` at `width`.
fn vreg(p: PReg, width: VecWidth) -> Register {
    let PReg::Vec(n) = p else { panic!("{p:?} is not a vector register") };
    assert!(n < 16, "no vector register {n}");
    let first = match width {
        VecWidth::V128 => Register::XMM0,
        VecWidth::V256 => Register::YMM0,
    };
    Register::try_from(first as usize + usize::from(n)).expect("vector registers are numbered consecutively")
}

fn xmm(r: Reg) -> Op {
    Op::Reg(vreg(phys(r), VecWidth::V128))
}

fn alu_codes(op: VecAluOp) -> VecCodes {
    use Code::*;
    match op {
        VecAluOp::Paddb => codes(Paddb_xmm_xmmm128, VEX_Vpaddb_xmm_xmm_xmmm128, VEX_Vpaddb_ymm_ymm_ymmm256),
        VecAluOp::Paddd => codes(Paddd_xmm_xmmm128, VEX_Vpaddd_xmm_xmm_xmmm128, VEX_Vpaddd_ymm_ymm_ymmm256),
        VecAluOp::Psubb => codes(Psubb_xmm_xmmm128, VEX_Vpsubb_xmm_xmm_xmmm128, VEX_Vpsubb_ymm_ymm_ymmm256),
        VecAluOp::Psubd => codes(Psubd_xmm_xmmm128, VEX_Vpsubd_xmm_xmm_xmmm128, VEX_Vpsubd_ymm_ymm_ymmm256),
        VecAluOp::Pmullw => codes(Pmullw_xmm_xmmm128, VEX_Vpmullw_xmm_xmm_xmmm128, VEX_Vpmullw_ymm_ymm_ymmm256),
        VecAluOp::Pmulld => codes(Pmulld_xmm_xmmm128, VEX_Vpmulld_xmm_xmm_xmmm128, VEX_Vpmulld_ymm_ymm_ymmm256),
        VecAluOp::Pmuldq => codes(Pmuldq_xmm_xmmm128, VEX_Vpmuldq_xmm_xmm_xmmm128, VEX_Vpmuldq_ymm_ymm_ymmm256),
        VecAluOp::Pand => codes(Pand_xmm_xmmm128, VEX_Vpand_xmm_xmm_xmmm128, VEX_Vpand_ymm_ymm_ymmm256),
        VecAluOp::Pandn => codes(Pandn_xmm_xmmm128, VEX_Vpandn_xmm_xmm_xmmm128, VEX_Vpandn_ymm_ymm_ymmm256),
        VecAluOp::Pmaxsb => codes(Pmaxsb_xmm_xmmm128, VEX_Vpmaxsb_xmm_xmm_xmmm128, VEX_Vpmaxsb_ymm_ymm_ymmm256),
        VecAluOp::Pmaxsd => codes(Pmaxsd_xmm_xmmm128, VEX_Vpmaxsd_xmm_xmm_xmmm128, VEX_Vpmaxsd_ymm_ymm_ymmm256),
        VecAluOp::Pminsb => codes(Pminsb_xmm_xmmm128, VEX_Vpminsb_xmm_xmm_xmmm128, VEX_Vpminsb_ymm_ymm_ymmm256),
        VecAluOp::Pminsd => codes(Pminsd_xmm_xmmm128, VEX_Vpminsd_xmm_xmm_xmmm128, VEX_Vpminsd_ymm_ymm_ymmm256),
        VecAluOp::Por => codes(Por_xmm_xmmm128, VEX_Vpor_xmm_xmm_xmmm128, VEX_Vpor_ymm_ymm_ymmm256),
        VecAluOp::Pxor => codes(Pxor_xmm_xmmm128, VEX_Vpxor_xmm_xmm_xmmm128, VEX_Vpxor_ymm_ymm_ymmm256),
        VecAluOp::Pcmpeqb => codes(Pcmpeqb_xmm_xmmm128, VEX_Vpcmpeqb_xmm_xmm_xmmm128, VEX_Vpcmpeqb_ymm_ymm_ymmm256),
        VecAluOp::Pcmpeqd => codes(Pcmpeqd_xmm_xmmm128, VEX_Vpcmpeqd_xmm_xmm_xmmm128, VEX_Vpcmpeqd_ymm_ymm_ymmm256),
        VecAluOp::Pcmpgtb => codes(Pcmpgtb_xmm_xmmm128, VEX_Vpcmpgtb_xmm_xmm_xmmm128, VEX_Vpcmpgtb_ymm_ymm_ymmm256),
        VecAluOp::Pcmpgtd => codes(Pcmpgtd_xmm_xmmm128, VEX_Vpcmpgtd_xmm_xmm_xmmm128, VEX_Vpcmpgtd_ymm_ymm_ymmm256),
        VecAluOp::Packssdw => codes(Packssdw_xmm_xmmm128, VEX_Vpackssdw_xmm_xmm_xmmm128, VEX_Vpackssdw_ymm_ymm_ymmm256),
        VecAluOp::Packsswb => codes(Packsswb_xmm_xmmm128, VEX_Vpacksswb_xmm_xmm_xmmm128, VEX_Vpacksswb_ymm_ymm_ymmm256),
        VecAluOp::Packusdw => codes(Packusdw_xmm_xmmm128, VEX_Vpackusdw_xmm_xmm_xmmm128, VEX_Vpackusdw_ymm_ymm_ymmm256),
        VecAluOp::Packuswb => codes(Packuswb_xmm_xmmm128, VEX_Vpackuswb_xmm_xmm_xmmm128, VEX_Vpackuswb_ymm_ymm_ymmm256),
        VecAluOp::Pshufb => codes(Pshufb_xmm_xmmm128, VEX_Vpshufb_xmm_xmm_xmmm128, VEX_Vpshufb_ymm_ymm_ymmm256),
        VecAluOp::Punpcklbw => {
            codes(Punpcklbw_xmm_xmmm128, VEX_Vpunpcklbw_xmm_xmm_xmmm128, VEX_Vpunpcklbw_ymm_ymm_ymmm256)
        }
        VecAluOp::Punpcklwd => {
            codes(Punpcklwd_xmm_xmmm128, VEX_Vpunpcklwd_xmm_xmm_xmmm128, VEX_Vpunpcklwd_ymm_ymm_ymmm256)
        }
        VecAluOp::Punpckldq => {
            codes(Punpckldq_xmm_xmmm128, VEX_Vpunpckldq_xmm_xmm_xmmm128, VEX_Vpunpckldq_ymm_ymm_ymmm256)
        }
        VecAluOp::Punpcklqdq => {
            codes(Punpcklqdq_xmm_xmmm128, VEX_Vpunpcklqdq_xmm_xmm_xmmm128, VEX_Vpunpcklqdq_ymm_ymm_ymmm256)
        }
    }
}

fn unary_codes(op: VecUnaryOp) -> VecCodes {
    use Code::*;
    match op {
        VecUnaryOp::Pabsb => codes(Pabsb_xmm_xmmm128, VEX_Vpabsb_xmm_xmmm128, VEX_Vpabsb_ymm_ymmm256),
        VecUnaryOp::Pmovzxbd => codes(Pmovzxbd_xmm_xmmm32, VEX_Vpmovzxbd_xmm_xmmm32, VEX_Vpmovzxbd_ymm_xmmm64),
        VecUnaryOp::Pmovsxbd => codes(Pmovsxbd_xmm_xmmm32, VEX_Vpmovsxbd_xmm_xmmm32, VEX_Vpmovsxbd_ymm_xmmm64),
        VecUnaryOp::Vpbroadcastb => {
            VecCodes { sse: None, vex128: VEX_Vpbroadcastb_xmm_xmmm8, vex256: Some(VEX_Vpbroadcastb_ymm_xmmm8) }
        }
        VecUnaryOp::Vpbroadcastd => {
            VecCodes { sse: None, vex128: VEX_Vpbroadcastd_xmm_xmmm32, vex256: Some(VEX_Vpbroadcastd_ymm_xmmm32) }
        }
    }
}

fn shift_codes(op: VecShiftOp) -> VecCodes {
    use Code::*;
    match op {
        VecShiftOp::Psllw => codes(Psllw_xmm_imm8, VEX_Vpsllw_xmm_xmm_imm8, VEX_Vpsllw_ymm_ymm_imm8),
        VecShiftOp::Psrlw => codes(Psrlw_xmm_imm8, VEX_Vpsrlw_xmm_xmm_imm8, VEX_Vpsrlw_ymm_ymm_imm8),
        VecShiftOp::Pslld => codes(Pslld_xmm_imm8, VEX_Vpslld_xmm_xmm_imm8, VEX_Vpslld_ymm_ymm_imm8),
        VecShiftOp::Psrld => codes(Psrld_xmm_imm8, VEX_Vpsrld_xmm_xmm_imm8, VEX_Vpsrld_ymm_ymm_imm8),
        VecShiftOp::Psrad => codes(Psrad_xmm_imm8, VEX_Vpsrad_xmm_xmm_imm8, VEX_Vpsrad_ymm_ymm_imm8),
        VecShiftOp::Psllq => codes(Psllq_xmm_imm8, VEX_Vpsllq_xmm_xmm_imm8, VEX_Vpsllq_ymm_ymm_imm8),
        VecShiftOp::Psrlq => codes(Psrlq_xmm_imm8, VEX_Vpsrlq_xmm_xmm_imm8, VEX_Vpsrlq_ymm_ymm_imm8),
        VecShiftOp::Psrldq => codes(Psrldq_xmm_imm8, VEX_Vpsrldq_xmm_xmm_imm8, VEX_Vpsrldq_ymm_ymm_imm8),
    }
}

fn insert_codes(lane_bits: u8) -> VecCodes {
    use Code::*;
    match lane_bits {
        8 => codes128(Pinsrb_xmm_r32m8_imm8, VEX_Vpinsrb_xmm_xmm_r32m8_imm8),
        16 => codes128(Pinsrw_xmm_r32m16_imm8, VEX_Vpinsrw_xmm_xmm_r32m16_imm8),
        32 => codes128(Pinsrd_xmm_rm32_imm8, VEX_Vpinsrd_xmm_xmm_rm32_imm8),
        64 => codes128(Pinsrq_xmm_rm64_imm8, VEX_Vpinsrq_xmm_xmm_rm64_imm8),
        _ => panic!("no {lane_bits}-bit lane insertion"),
    }
}

fn extract_codes(lane_bits: u8) -> VecCodes {
    use Code::*;
    match lane_bits {
        8 => codes128(Pextrb_r32m8_xmm_imm8, VEX_Vpextrb_r32m8_xmm_imm8),
        16 => codes128(Pextrw_r32m16_xmm_imm8, VEX_Vpextrw_r32m16_xmm_imm8),
        32 => codes128(Pextrd_rm32_xmm_imm8, VEX_Vpextrd_rm32_xmm_imm8),
        64 => codes128(Pextrq_rm64_xmm_imm8, VEX_Vpextrq_rm64_xmm_imm8),
        _ => panic!("no {lane_bits}-bit lane extraction"),
    }
}
