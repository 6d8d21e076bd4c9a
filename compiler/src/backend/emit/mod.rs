//! Machine code emission: allocated MIR → x86-64 bytes with iced-x86.
//!
//! Each function is turned into a list of iced `Instruction`s (prologue,
//! blocks in layout order, an epilogue at every `ret`); `layout` places
//! them (branch forms, loop alignment) and encodes them. A branch inside
//! the function is recorded as (branch, first instruction of its target
//! block), and gets its address from the layout.
//!
//! References outside the function (calls, string globals) are relocations.
//! They are encoded against a placeholder address outside the function but
//! within ±2 GiB, so the plain `call rel32` and `[rip + disp32]` forms are
//! used; the exact position of each 32-bit field comes from the encoder's
//! constant offsets, the field is zeroed, and a relocation is recorded:
//! R_X86_64_PLT32 for calls, R_X86_64_PC32 for data. The addend is `-(end
//! of instruction - field)`, since the CPU adds the field to the address
//! of the next instruction: -4 for `call rel32` and for `[rip + disp32]`
//! without an immediate after the displacement.
//!
//! Vector constants are read RIP-relative from the function's constant
//! pool, which the object writer places in `.rodata` (R_X86_64_PC32 against
//! a local symbol per entry).
//!
//! Vector instructions (`vector`) use the legacy SSE encodings on the
//! x86-64-v2 target and VEX encodings on the AVX2 target, for 128-bit
//! operations too: mixing legacy SSE with 256-bit VEX code costs state
//! transitions on many CPUs, and VEX also lifts the 16-byte alignment
//! requirement of memory operands.
//!
//! A `jmp` to the block that follows is not emitted, and `jcc T; jmp F` with
//! T following becomes `j!cc F`.
//!
//! `Loc` pseudo-instructions (present only when a line table is wanted)
//! emit nothing: each records the source position of the next instruction,
//! and after encoding they become [`EncodedFunction::line_table`], the
//! code offsets where the position changes.

mod layout;
mod vector;

use iced_x86::{Code, Instruction, MemoryOperand, Register};

use crate::backend::frame::{FrameLayout, PhysBase};
use crate::backend::mir::{
    Addr, AluOp, Cond, DebugHome, FrameHome, Gpr, MBlockId, MFunction, MInst, Operand, PReg, PoolConstant, Reg,
    ShiftOp, Symbol, VarLoc, Width,
};
use crate::ir::{FuncId, SrcLoc};

/// The kind of a relocation in emitted code.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RelocKind {
    /// A `call rel32`: R_X86_64_PLT32.
    Call,
    /// A RIP-relative data reference: R_X86_64_PC32.
    PcRel32,
}

/// A relocation of a function's code, relative to the function's start.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CodeReloc {
    pub offset: u32,
    pub kind: RelocKind,
    pub target: Symbol,
    pub addend: i64,
}

/// Where a machine instruction's code lies: `(start, end, whether it
/// encoded as one x86 instruction)`; `None`: no code of its own.
pub type InstRange = Option<(u32, u32, bool)>;

/// `(index into debug_vars, start, end, where)`: a code range where a
/// variable is in a register.
pub type VarRange = (u32, u32, u32, VarLoc);

/// A function's machine code plus what the object writer and the listing
/// need to know about it.
#[derive(Clone, Debug)]
pub struct EncodedFunction {
    pub func: FuncId,
    pub code: Vec<u8>,
    pub relocs: Vec<CodeReloc>,
    /// Offset of each machine block's code, by `MBlockId::index` (empty
    /// blocks share the offset of what follows them).
    pub block_offsets: Vec<u32>,
    /// (code offset of a loop's first instruction, bytes of `nop` before
    /// it) for every loop aligned to `layout::LOOP_ALIGN` bytes.
    pub loop_padding: Vec<(u32, u32)>,
    /// The IR block name of each machine block.
    pub block_names: Vec<String>,
    /// Bytes the prologue reserves below rbp and the saved registers.
    pub frame_size: u32,
    /// Named frame slots (IR allocas) and their rbp offsets, by offset.
    pub named_slots: Vec<(i32, String)>,
    /// The constant pool (`Symbol::Constant(n)` is entry n).
    pub constants: Vec<PoolConstant>,
    /// (code offset, source position) where the position changes, by
    /// increasing offset, from the MIR's `Loc` markers (empty without).
    pub line_table: Vec<(u32, SrcLoc)>,
    /// (index into the IR function's `debug_vars`, where it lives) for
    /// `-g` (see `MFunction::debug_homes`).
    pub var_homes: Vec<(u32, FrameHome)>,
    /// With `MFunction::record_inst_ranges`: the code range `[start, end)`
    /// of each machine instruction, by block and index, and whether it
    /// encoded as one x86 instruction (`None`: no code of its own).
    pub inst_ranges: Vec<Vec<InstRange>>,
    /// (index into `debug_vars`, start, end, register): code ranges where
    /// a variable is in a register (`-g` at `-O2`, see
    /// `regalloc::debug_values`).
    pub var_ranges: Vec<VarRange>,
    /// (code offset, step) of every prologue and epilogue instruction that
    /// changes where the caller's frame is, by offset: the call-frame
    /// information of `-g` (`object::dwarf`) is written from them.
    pub frame_steps: Vec<(u32, FrameStep)>,
}

/// A change of the frame by the prologue or an epilogue, taking effect at
/// its code offset (see `frame` for the layout).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FrameStep {
    /// `push rbp` done: the return address is 16 bytes above rsp, the
    /// caller's rbp 8.
    PushedRbp,
    /// `mov rbp, rsp` done: the caller's frame is found from rbp from here
    /// on, whatever rsp does.
    FramePointerSet,
    /// The push of the `index`th saved register done: the caller's value
    /// of `reg` is at `[rbp - 8 (index + 1)]`.
    Saved { reg: PReg, index: u32 },
    /// An epilogue starts (its state ends at its `ret`).
    EpilogueStarts,
    /// The caller's rbp is back in rbp (`leave` or `pop rbp` done): the
    /// return address is at rsp.
    RbpRestored,
    /// After an epilogue's `ret`: the code that follows is in the body.
    Returned,
}

/// Where external targets are assumed to be while encoding.
const EXTERNAL_PLACEHOLDER: u64 = 1 << 20;

/// Encode `mf` (fully allocated) with frame `frame`. The machine IR is
/// consumed: its instructions are freed once translated, before the
/// encoder, which needs several times their memory, runs.
pub fn emit_function(mut mf: MFunction, frame: &FrameLayout) -> EncodedFunction {
    let mut e = Emitter {
        frame,
        vex: mf.target.has_avx2(),
        pending_symbol: None,
        instrs: Vec::new(),
        branches: Vec::new(),
        relocs: Vec::new(),
        block_starts: Vec::new(),
        locs: Vec::new(),
        inst_marks: mf.record_inst_ranges.then(Vec::new),
        frame_steps: Vec::new(),
    };
    let loop_headers = loop_headers(&mf.blocks);
    e.prologue();
    for (b, block) in mf.blocks.iter().enumerate() {
        e.block_starts.push(e.instrs.len());
        e.block(&block.insts, MBlockId::new(b + 1));
    }
    let block_names = mf.blocks.iter_mut().map(|b| std::mem::take(&mut b.name)).collect();
    let named_slots = named_slots(&mf, frame);
    let var_homes = mf
        .debug_homes
        .iter()
        .filter_map(|&(var, home)| {
            let home = match home {
                DebugHome::Slot { slot, offset } => {
                    FrameHome::Frame { rbp_offset: i64::from(frame.slot_offset(slot)) + offset as i64 }
                }
                DebugHome::PointerInSlot { slot, hops, offset } => {
                    FrameHome::Indirect { rbp_offset: i64::from(frame.slot_offset(slot)), hops, offset }
                }
                DebugHome::PointerInVReg { .. } => return None,
            };
            Some((var, home))
        })
        .collect();
    mf.blocks = Vec::new();
    let mut encoded = e.encode(mf.func, &loop_headers);
    encoded.block_names = block_names;
    encoded.frame_size = frame.frame_size;
    encoded.named_slots = named_slots;
    encoded.var_homes = var_homes;
    encoded.constants = mf.constants().to_vec();
    encoded
}

fn named_slots(mf: &MFunction, frame: &FrameLayout) -> Vec<(i32, String)> {
    let mut named: Vec<(i32, String)> = mf
        .slots()
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.name.is_empty())
        .map(|(i, s)| (frame.slot_offset(super::mir::SlotId::new(i)), s.name.clone()))
        .collect();
    named.sort();
    named
}

struct Emitter<'a> {
    frame: &'a FrameLayout,
    /// Encode vector instructions with VEX (the AVX2 target).
    vex: bool,
    /// The symbol of the memory operand of the instruction being built
    /// (see `vector::build`).
    pending_symbol: Option<(Symbol, i32)>,
    instrs: Vec<Instruction>,
    /// (instruction index, target block) of every branch.
    branches: Vec<(usize, MBlockId)>,
    /// Every external reference.
    relocs: Vec<PendingReloc>,
    /// Index of the first instruction of each block.
    block_starts: Vec<usize>,
    /// (index of the next instruction, position) of every `Loc` marker.
    locs: Vec<(usize, SrcLoc)>,
    /// When asked: the instructions `[start, end)` of each machine
    /// instruction, by block and index.
    inst_marks: Option<Vec<Vec<(usize, usize)>>>,
    /// (instruction index, step) of the frame steps; a step takes effect
    /// where that instruction starts (`EpilogueStarts`) or ends (the others).
    frame_steps: Vec<(usize, FrameStep)>,
}

impl Emitter<'_> {
    fn push(&mut self, instr: Result<Instruction, iced_x86::IcedError>) {
        let instr = instr.unwrap_or_else(|e| panic!("invalid instruction: {e}"));
        self.instrs.push(instr);
    }

    /// Note that the instruction just pushed makes `step`.
    fn frame_step(&mut self, step: FrameStep) {
        self.frame_steps.push((self.instrs.len() - 1, step));
    }

    fn prologue(&mut self) {
        self.push(Instruction::with1(Code::Push_r64, Register::RBP));
        self.frame_step(FrameStep::PushedRbp);
        // The 89 /r form (48 89 e5), which prologue-recognising tools expect.
        self.push(Instruction::with2(Code::Mov_rm64_r64, Register::RBP, Register::RSP));
        self.frame_step(FrameStep::FramePointerSet);
        for (index, &r) in self.frame.saved_regs.iter().enumerate() {
            self.push(Instruction::with1(Code::Push_r64, reg(r, Width::B64)));
            self.frame_step(FrameStep::Saved { reg: r, index: index as u32 });
        }
        if self.frame.frame_size > 0 {
            let size = i32::try_from(self.frame.frame_size).expect("frame size fits 32 bits");
            let code = if i8::try_from(size).is_ok() { Code::Sub_rm64_imm8 } else { Code::Sub_rm64_imm32 };
            self.push(Instruction::with2(code, Register::RSP, size));
        }
    }

    fn epilogue(&mut self) {
        let saved = self.frame.saved_regs.clone();
        self.frame_steps.push((self.instrs.len(), FrameStep::EpilogueStarts));
        if saved.is_empty() {
            self.push(Ok(Instruction::with(Code::Leaveq)));
        } else {
            let below_saved = -8 * saved.len() as i64;
            let mem = MemoryOperand::with_base_displ(Register::RBP, below_saved);
            self.push(Instruction::with2(Code::Lea_r64_m, Register::RSP, mem));
            for &r in saved.iter().rev() {
                self.push(Instruction::with1(Code::Pop_r64, reg(r, Width::B64)));
            }
            self.push(Instruction::with1(Code::Pop_r64, Register::RBP));
        }
        self.frame_step(FrameStep::RbpRestored);
        self.push(Ok(Instruction::with(Code::Retnq)));
        self.frame_step(FrameStep::Returned);
    }

    /// Emit one block, leaving out jumps to `next`, the block after it.
    fn block(&mut self, insts: &[MInst], next: MBlockId) {
        let n = insts.len();
        let mut marks = Vec::new();
        let mut k = 0;
        while k < n {
            let start = self.instrs.len();
            match (&insts[k], insts.get(k + 1)) {
                (&MInst::Jcc { cond, target }, Some(&MInst::Jmp { target: other })) if k + 2 == n && target == next => {
                    self.branch(jcc_code(cond.inverse()), other);
                    k += 2;
                    let end = self.instrs.len();
                    marks.extend([(start, end), (end, end)]);
                    continue;
                }
                (&MInst::Jmp { target }, _) if k + 1 == n && target == next => {}
                (inst, _) => self.inst(inst),
            }
            marks.push((start, self.instrs.len()));
            k += 1;
        }
        if let Some(all) = &mut self.inst_marks {
            all.push(marks);
        }
    }

    fn branch(&mut self, code: Code, target: MBlockId) {
        self.branches.push((self.instrs.len(), target));
        // The real target IP is filled in by `encode`.
        self.push(Instruction::with_branch(code, 0));
    }

    fn inst(&mut self, inst: &MInst) {
        match *inst {
            MInst::Mov { width, dst, src } => self.mov(width, dst, src),
            MInst::MovzxB { dst, src } => {
                let dst = reg(phys(dst), Width::B32);
                self.rm_form(Code::Movzx_r32_rm8, dst, src, Width::B8);
            }
            MInst::Lea { dst, addr } => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with2(Code::Lea_r64_m, reg(phys(dst), Width::B64), mem));
                self.note_symbol(sym);
            }
            MInst::Alu { op, width, dst, src } => self.alu(alu_codes(op), width, dst, src),
            // `test r, r` sets the flags exactly as `cmp r, 0` does (both
            // clear CF and OF) and is shorter.
            MInst::Cmp { width, lhs: Operand::Reg(r), rhs: Operand::Imm(0) } => {
                let r = reg(phys(r), width);
                self.push(Instruction::with2(pick(width, Code::Test_rm32_r32, Code::Test_rm64_r64), r, r));
            }
            MInst::Cmp { width, lhs, rhs } => self.alu(&CMP_CODES, width, lhs, rhs),
            MInst::Test { width, lhs, rhs } => self.test(width, lhs, rhs),
            MInst::Imul { width, dst, src } => {
                let code = pick(width, Code::Imul_r32_rm32, Code::Imul_r64_rm64);
                self.rm_form(code, reg(phys(dst), width), src, width);
            }
            MInst::ImulImm { width, dst, src, imm } => self.imul_imm(width, phys(dst), src, imm),
            MInst::SignExtendRax { width } => self.push(Ok(Instruction::with(pick(width, Code::Cdq, Code::Cqo)))),
            MInst::Idiv { width, divisor } => {
                self.unary_rm(pick(width, Code::Idiv_rm32, Code::Idiv_rm64), divisor, width)
            }
            MInst::Setcc { cond, dst } => self.unary_rm(setcc_code(cond), dst, Width::B8),
            MInst::Cmov { cond, width, dst, src } => {
                self.rm_form(cmov_code(cond, width), reg(phys(dst), width), src, width)
            }
            MInst::Jmp { target } => self.branch(Code::Jmp_rel32_64, target),
            MInst::Jcc { cond, target } => self.branch(jcc_code(cond), target),
            MInst::Call { callee, .. } => {
                self.relocs.push(PendingReloc {
                    inst: self.instrs.len(),
                    kind: RelocKind::Call,
                    target: callee,
                    disp: 0,
                });
                self.push(Instruction::with_branch(Code::Call_rel32_64, EXTERNAL_PLACEHOLDER));
            }
            MInst::Ret { .. } => self.epilogue(),
            MInst::Ud2 => self.push(Ok(Instruction::with(Code::Ud2))),
            MInst::Loc(loc) => self.locs.push((self.instrs.len(), loc)),
            MInst::DebugValue(_) | MInst::DebugAt(_) => {}
            MInst::Extend { signed, from, to, dst, src } => self.extend(signed, from, to, phys(dst), src),
            MInst::Neg { width, dst } => self.unary_rm(pick(width, Code::Neg_rm32, Code::Neg_rm64), dst, width),
            MInst::Shift { op, width, dst, amount } => self.shift(op, width, dst, amount),
            MInst::RepStosb => self.push(Instruction::with_rep_stosb(64)),
            MInst::VMov { .. }
            | MInst::MovToVec { .. }
            | MInst::MovFromVec { .. }
            | MInst::VConst { .. }
            | MInst::VAlu { .. }
            | MInst::VUnary { .. }
            | MInst::VShiftImm { .. }
            | MInst::Pshufd { .. }
            | MInst::VInsertLane { .. }
            | MInst::VExtractLane { .. }
            | MInst::VExtractHigh { .. }
            | MInst::VInsertHigh { .. }
            | MInst::VBlend { .. }
            | MInst::VZeroUpper => self.vector_inst(inst),
        }
    }

    /// `movzx`/`movsx`/`movsxd`, or `mov r32, r/m32` to zero-extend 32 bits.
    fn extend(&mut self, signed: bool, from: Width, to: Width, dst: PReg, src: Operand) {
        let (code, dst_width) = match (signed, from, to) {
            (false, Width::B8, _) => (Code::Movzx_r32_rm8, Width::B32),
            (false, Width::B32, Width::B64) => (Code::Mov_r32_rm32, Width::B32),
            (true, Width::B8, Width::B32) => (Code::Movsx_r32_rm8, Width::B32),
            (true, Width::B8, Width::B64) => (Code::Movsx_r64_rm8, Width::B64),
            (true, Width::B32, Width::B64) => (Code::Movsxd_r64_rm32, Width::B64),
            _ => panic!("no extension from {from:?} to {to:?} (signed: {signed})"),
        };
        self.rm_form(code, reg(dst, dst_width), src, from);
    }

    /// An iced memory operand for `addr`, plus the symbol it refers to.
    fn mem(&self, addr: &Addr) -> (MemoryOperand, Option<(Symbol, i32)>) {
        let (base, disp) = self.frame.resolve(addr);
        let disp = i64::from(disp);
        let (index, scale) = match addr.index {
            Some(i) => (reg(phys(i.reg), Width::B64), u32::from(i.scale)),
            None => (Register::None, 1),
        };
        let based = |base: Register| MemoryOperand::with_base_index_scale_displ_size(base, index, scale, disp, 1);
        match base {
            PhysBase::Reg(p) => (based(reg(p, Width::B64)), None),
            PhysBase::Rbp => (based(Register::RBP), None),
            PhysBase::Rsp => (based(Register::RSP), None),
            // iced takes the absolute target address as a RIP-relative
            // operand's displacement.
            PhysBase::Rip(sym) => {
                assert!(addr.index.is_none(), "a RIP-relative address cannot have an index register");
                (MemoryOperand::with_base_displ(Register::RIP, EXTERNAL_PLACEHOLDER as i64), Some((sym, disp as i32)))
            }
        }
    }

    /// Record a relocation for the instruction just pushed, if it refers to
    /// a symbol.
    fn note_symbol(&mut self, sym: Option<(Symbol, i32)>) {
        if let Some((target, disp)) = sym {
            let inst = self.instrs.len() - 1;
            self.relocs.push(PendingReloc { inst, kind: RelocKind::PcRel32, target, disp });
        }
    }

    /// `code dst, src` where `dst` is a register and `src` a register or
    /// memory operand of `src_width`.
    fn rm_form(&mut self, code: Code, dst: Register, src: Operand, src_width: Width) {
        match src {
            Operand::Reg(r) => self.push(Instruction::with2(code, dst, reg(phys(r), src_width))),
            Operand::Mem(addr) => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with2(code, dst, mem));
                self.note_symbol(sym);
            }
            Operand::Imm(_) => panic!("{code:?} takes no immediate"),
        }
    }

    /// `code op` for a one-operand instruction on a register or memory.
    fn unary_rm(&mut self, code: Code, op: Operand, width: Width) {
        match op {
            Operand::Reg(r) => self.push(Instruction::with1(code, reg(phys(r), width))),
            Operand::Mem(addr) => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with1(code, mem));
                self.note_symbol(sym);
            }
            Operand::Imm(_) => panic!("{code:?} takes no immediate"),
        }
    }

    fn mov(&mut self, width: Width, dst: Operand, src: Operand) {
        let codes = mov_codes(width);
        match (dst, src) {
            (Operand::Reg(d), _) if !matches!(src, Operand::Imm(_)) => {
                self.rm_form(codes.r_rm, reg(phys(d), width), src, width)
            }
            (Operand::Reg(d), Operand::Imm(imm)) => self.mov_imm_to_reg(width, phys(d), imm),
            (Operand::Mem(addr), Operand::Reg(s)) => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with2(codes.rm_r, mem, reg(phys(s), width)));
                self.note_symbol(sym);
            }
            (Operand::Mem(addr), Operand::Imm(imm)) => {
                let (mem, sym) = self.mem(&addr);
                let imm = truncate_imm(width, imm);
                self.push(Instruction::with2(codes.rm_imm, mem, imm));
                self.note_symbol(sym);
            }
            _ => panic!("unsupported mov form: {dst:?} <- {src:?}"),
        }
    }

    fn mov_imm_to_reg(&mut self, width: Width, dst: PReg, imm: i64) {
        match width {
            Width::B8 => self.push(Instruction::with2(Code::Mov_r8_imm8, reg(dst, width), truncate_imm(width, imm))),
            Width::B32 => self.push(Instruction::with2(Code::Mov_r32_imm32, reg(dst, width), truncate_imm(width, imm))),
            // Writing a 32-bit register zero-extends into the 64-bit one.
            Width::B64 if u32::try_from(imm).is_ok() => {
                self.push(Instruction::with2(Code::Mov_r32_imm32, reg(dst, Width::B32), imm as u32 as i32))
            }
            Width::B64 if i32::try_from(imm).is_ok() => {
                self.push(Instruction::with2(Code::Mov_rm64_imm32, reg(dst, width), imm as i32))
            }
            Width::B64 => self.push(Instruction::with2(Code::Mov_r64_imm64, reg(dst, width), imm)),
        }
    }

    /// A two-operand ALU instruction (`add`, …, `cmp`) in whichever form
    /// the operands call for.
    fn alu(&mut self, codes: &AluCodes, width: Width, dst: Operand, src: Operand) {
        let w = match width {
            Width::B32 => 0,
            Width::B64 => 1,
            Width::B8 => panic!("8-bit ALU operations are not used"),
        };
        match (dst, src) {
            (Operand::Reg(d), Operand::Mem(_)) => self.rm_form(codes.r_rm[w], reg(phys(d), width), src, width),
            (dst, Operand::Imm(imm)) => {
                let imm = i32::try_from(imm).unwrap_or_else(|_| panic!("ALU immediate {imm} does not fit 32 bits"));
                let code = if i8::try_from(imm).is_ok() { codes.rm_imm8[w] } else { codes.rm_imm32[w] };
                match dst {
                    Operand::Reg(d) => self.push(Instruction::with2(code, reg(phys(d), width), imm)),
                    Operand::Mem(addr) => {
                        let (mem, sym) = self.mem(&addr);
                        self.push(Instruction::with2(code, mem, imm));
                        self.note_symbol(sym);
                    }
                    Operand::Imm(_) => panic!("ALU destination cannot be an immediate"),
                }
            }
            (dst, Operand::Reg(s)) => {
                let s = reg(phys(s), width);
                match dst {
                    Operand::Reg(d) => self.push(Instruction::with2(codes.rm_r[w], reg(phys(d), width), s)),
                    Operand::Mem(addr) => {
                        let (mem, sym) = self.mem(&addr);
                        self.push(Instruction::with2(codes.rm_r[w], mem, s));
                        self.note_symbol(sym);
                    }
                    Operand::Imm(_) => panic!("ALU destination cannot be an immediate"),
                }
            }
            _ => panic!("unsupported ALU form: {dst:?}, {src:?}"),
        }
    }

    /// `test r/m, r` or `test r/m, imm32`.
    fn test(&mut self, width: Width, lhs: Operand, rhs: Operand) {
        let (code, rhs_op) = match rhs {
            Operand::Reg(r) => (pick(width, Code::Test_rm32_r32, Code::Test_rm64_r64), Err(reg(phys(r), width))),
            Operand::Imm(imm) => {
                let imm = i32::try_from(imm).unwrap_or_else(|_| panic!("test immediate {imm} does not fit 32 bits"));
                (pick(width, Code::Test_rm32_imm32, Code::Test_rm64_imm32), Ok(imm))
            }
            Operand::Mem(_) => panic!("test takes memory only as its first operand"),
        };
        let instr = match (lhs, rhs_op) {
            (Operand::Reg(l), Ok(imm)) => Instruction::with2(code, reg(phys(l), width), imm),
            (Operand::Reg(l), Err(r)) => Instruction::with2(code, reg(phys(l), width), r),
            (Operand::Mem(addr), rhs_op) => {
                let (mem, sym) = self.mem(&addr);
                let instr = match rhs_op {
                    Ok(imm) => Instruction::with2(code, mem, imm),
                    Err(r) => Instruction::with2(code, mem, r),
                };
                self.push(instr);
                self.note_symbol(sym);
                return;
            }
            (Operand::Imm(_), _) => panic!("test cannot take an immediate first operand"),
        };
        self.push(instr);
    }

    /// `shl`/`sar`/`shr` by an immediate count.
    fn shift(&mut self, op: ShiftOp, width: Width, dst: Operand, amount: u8) {
        assert!(u32::from(amount) < width.bytes() * 8, "shift by {amount} is out of range for {width:?}");
        let code = match op {
            ShiftOp::Shl => pick(width, Code::Shl_rm32_imm8, Code::Shl_rm64_imm8),
            ShiftOp::Sar => pick(width, Code::Sar_rm32_imm8, Code::Sar_rm64_imm8),
            ShiftOp::Shr => pick(width, Code::Shr_rm32_imm8, Code::Shr_rm64_imm8),
        };
        match dst {
            Operand::Reg(r) => self.push(Instruction::with2(code, reg(phys(r), width), u32::from(amount))),
            Operand::Mem(addr) => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with2(code, mem, u32::from(amount)));
                self.note_symbol(sym);
            }
            Operand::Imm(_) => panic!("a shift destination cannot be an immediate"),
        }
    }

    fn imul_imm(&mut self, width: Width, dst: PReg, src: Operand, imm: i32) {
        let code = match (width, i8::try_from(imm).is_ok()) {
            (Width::B32, true) => Code::Imul_r32_rm32_imm8,
            (Width::B32, false) => Code::Imul_r32_rm32_imm32,
            (Width::B64, true) => Code::Imul_r64_rm64_imm8,
            (Width::B64, false) => Code::Imul_r64_rm64_imm32,
            (Width::B8, _) => panic!("8-bit multiplication is not used"),
        };
        let dst = reg(dst, width);
        match src {
            Operand::Reg(s) => self.push(Instruction::with3(code, dst, reg(phys(s), width), imm)),
            Operand::Mem(addr) => {
                let (mem, sym) = self.mem(&addr);
                self.push(Instruction::with3(code, dst, mem, imm));
                self.note_symbol(sym);
            }
            Operand::Imm(_) => panic!("imul source cannot be an immediate"),
        }
    }

    /// Encode everything, resolve branches and extract relocations.
    fn encode(mut self, func: FuncId, loop_headers: &[usize]) -> EncodedFunction {
        for &start in &self.block_starts {
            assert!(start < self.instrs.len(), "a block at the end of the function has no code");
        }
        let branches: Vec<(usize, usize)> =
            self.branches.iter().map(|&(at, target)| (at, self.block_starts[target.index()])).collect();
        let mut loop_tops: Vec<usize> = loop_headers.iter().map(|&b| self.block_starts[b]).collect();
        loop_tops.dedup();
        let wanted: Vec<usize> = self.relocs.iter().map(|r| r.inst).collect();
        let layout::Layout { mut code, offsets, ends, aligned, constants } =
            layout::lay_out(&mut self.instrs, &branches, &loop_tops, &wanted);
        let mut relocs = Vec::new();
        for (r, constants) in self.relocs.iter().zip(&constants) {
            let start = offsets[r.inst];
            let end = ends[r.inst];
            let (field, size) = match r.kind {
                RelocKind::Call => (constants.immediate_offset(), constants.immediate_size()),
                RelocKind::PcRel32 => (constants.displacement_offset(), constants.displacement_size()),
            };
            assert_eq!(size, 4, "relocated field is not 32 bits wide");
            let offset = start + field as u32;
            code[offset as usize..offset as usize + 4].fill(0);
            let addend = i64::from(r.disp) - i64::from(end - offset);
            relocs.push(CodeReloc { offset, kind: r.kind, target: r.target, addend });
        }
        let block_offsets = self.block_starts.iter().map(|&i| offsets[i]).collect();
        let loop_padding = aligned;
        let line_table = line_table(&self.locs, &offsets, code.len());
        let inst_ranges = self
            .inst_marks
            .iter()
            .flatten()
            .map(|marks| {
                marks
                    .iter()
                    .map(|&(start, end)| (start < end).then(|| (offsets[start], ends[end - 1], end - start == 1)))
                    .collect()
            })
            .collect();
        let frame_steps = self
            .frame_steps
            .iter()
            .map(|&(index, step)| {
                let at = match step {
                    FrameStep::EpilogueStarts => offsets[index],
                    _ => ends[index],
                };
                (at, step)
            })
            .collect();
        EncodedFunction {
            func,
            code,
            relocs,
            block_offsets,
            loop_padding,
            block_names: Vec::new(),
            frame_size: 0,
            named_slots: Vec::new(),
            constants: Vec::new(),
            line_table,
            var_homes: Vec::new(),
            inst_ranges,
            var_ranges: Vec::new(),
            frame_steps,
        }
    }
}

/// The blocks, in layout order, where a loop starts: the target `h` of a
/// branch from a block `j` at or after it in the layout, when `j` can be
/// reached from `h` through the blocks between them (the loop laid out in
/// one piece, as the IR's loops are). A block that later blocks only jump
/// to (a shared return) is not a loop.
fn loop_headers(blocks: &[crate::backend::mir::MBlock]) -> Vec<usize> {
    let succs: Vec<Vec<usize>> =
        blocks.iter().enumerate().map(|(b, block)| block_successors(b, &block.insts)).collect();
    let mut is_header = vec![false; blocks.len()];
    for (j, targets) in succs.iter().enumerate() {
        for &h in targets.iter().filter(|&&h| h <= j) {
            if !is_header[h] && reaches_within(&succs, h, j) {
                is_header[h] = true;
            }
        }
    }
    (0..blocks.len()).filter(|&b| is_header[b]).collect()
}

/// The blocks `b` can go to next: its branch targets, and the next block
/// when it does not end in a jump or return.
fn block_successors(b: usize, insts: &[MInst]) -> Vec<usize> {
    let mut succs: Vec<usize> = insts
        .iter()
        .filter_map(|inst| match *inst {
            MInst::Jmp { target } | MInst::Jcc { target, .. } => Some(target.index()),
            _ => None,
        })
        .collect();
    if !matches!(insts.last(), Some(MInst::Jmp { .. } | MInst::Ret { .. } | MInst::Ud2)) {
        succs.push(b + 1);
    }
    succs
}

/// Whether a path from block `from` to block `to` stays within the
/// layout range `from..=to`.
fn reaches_within(succs: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; to - from + 1];
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        if b == to {
            return true;
        }
        for &s in &succs[b] {
            if (from..=to).contains(&s) && !std::mem::replace(&mut seen[s - from], true) {
                work.push(s);
            }
        }
    }
    false
}

/// The code offsets of `Loc` markers: where the source position changes.
/// A marker with no instruction after it is dropped; of markers at one
/// offset the last wins; consecutive rows with the same position merge.
fn line_table(locs: &[(usize, SrcLoc)], offsets: &[u32], code_len: usize) -> Vec<(u32, SrcLoc)> {
    let mut rows: Vec<(u32, SrcLoc)> = Vec::new();
    for &(index, loc) in locs {
        let Some(&offset) = offsets.get(index) else { continue };
        if offset as usize >= code_len {
            continue;
        }
        match rows.last_mut() {
            Some(last) if last.0 == offset => last.1 = loc,
            _ => rows.push((offset, loc)),
        }
    }
    rows.dedup_by(|next, prev| next.1 == prev.1);
    rows
}

/// A reference to a symbol from instruction `inst` (an index into the
/// instruction list), to become a relocation once offsets are known.
struct PendingReloc {
    inst: usize,
    kind: RelocKind,
    target: Symbol,
    /// Bytes added to the symbol's address.
    disp: i32,
}

fn phys(r: Reg) -> PReg {
    match r {
        Reg::Phys(p) => p,
        Reg::Virt(v) => panic!("virtual register {v:?} reached emission; run the register allocator first"),
    }
}

fn pick(width: Width, b32: Code, b64: Code) -> Code {
    match width {
        Width::B32 => b32,
        Width::B64 => b64,
        Width::B8 => panic!("no 8-bit form expected here"),
    }
}

/// `imm` as the immediate of a `width`-sized instruction (x86 immediates
/// are at most 32 bits, sign-extended for 64-bit operations).
fn truncate_imm(width: Width, imm: i64) -> i32 {
    match width {
        Width::B8 => i32::from(imm as u8 as i8),
        Width::B32 => imm as i32,
        Width::B64 => i32::try_from(imm).unwrap_or_else(|_| panic!("immediate {imm} does not fit 32 bits")),
    }
}

/// The iced register for the GPR `p` at `width`.
fn reg(p: PReg, width: Width) -> Register {
    let PReg::Gpr(g) = p else { panic!("{p:?} is not a general-purpose register") };
    const R64: [Register; 16] = [
        Register::RAX,
        Register::RCX,
        Register::RDX,
        Register::RBX,
        Register::RSP,
        Register::RBP,
        Register::RSI,
        Register::RDI,
        Register::R8,
        Register::R9,
        Register::R10,
        Register::R11,
        Register::R12,
        Register::R13,
        Register::R14,
        Register::R15,
    ];
    const R32: [Register; 16] = [
        Register::EAX,
        Register::ECX,
        Register::EDX,
        Register::EBX,
        Register::ESP,
        Register::EBP,
        Register::ESI,
        Register::EDI,
        Register::R8D,
        Register::R9D,
        Register::R10D,
        Register::R11D,
        Register::R12D,
        Register::R13D,
        Register::R14D,
        Register::R15D,
    ];
    // The REX forms (spl, bpl, sil, dil), never ah..bh.
    const R8: [Register; 16] = [
        Register::AL,
        Register::CL,
        Register::DL,
        Register::BL,
        Register::SPL,
        Register::BPL,
        Register::SIL,
        Register::DIL,
        Register::R8L,
        Register::R9L,
        Register::R10L,
        Register::R11L,
        Register::R12L,
        Register::R13L,
        Register::R14L,
        Register::R15L,
    ];
    let i = Gpr::encoding(g) as usize;
    match width {
        Width::B8 => R8[i],
        Width::B32 => R32[i],
        Width::B64 => R64[i],
    }
}

struct MovCodes {
    r_rm: Code,
    rm_r: Code,
    rm_imm: Code,
}

fn mov_codes(width: Width) -> MovCodes {
    match width {
        Width::B8 => MovCodes { r_rm: Code::Mov_r8_rm8, rm_r: Code::Mov_rm8_r8, rm_imm: Code::Mov_rm8_imm8 },
        Width::B32 => MovCodes { r_rm: Code::Mov_r32_rm32, rm_r: Code::Mov_rm32_r32, rm_imm: Code::Mov_rm32_imm32 },
        Width::B64 => MovCodes { r_rm: Code::Mov_r64_rm64, rm_r: Code::Mov_rm64_r64, rm_imm: Code::Mov_rm64_imm32 },
    }
}

/// Encodings of one ALU operation, `[32-bit, 64-bit]` each.
struct AluCodes {
    rm_r: [Code; 2],
    r_rm: [Code; 2],
    rm_imm32: [Code; 2],
    rm_imm8: [Code; 2],
}

macro_rules! alu_codes {
    ($name:ident, $rm_r32:ident, $rm_r64:ident, $r_rm32:ident, $r_rm64:ident,
     $imm32_32:ident, $imm32_64:ident, $imm8_32:ident, $imm8_64:ident) => {
        pub(super) const $name: AluCodes = AluCodes {
            rm_r: [Code::$rm_r32, Code::$rm_r64],
            r_rm: [Code::$r_rm32, Code::$r_rm64],
            rm_imm32: [Code::$imm32_32, Code::$imm32_64],
            rm_imm8: [Code::$imm8_32, Code::$imm8_64],
        };
    };
}

#[rustfmt::skip]
mod alu_tables {
    use crate::backend::emit::{AluCodes, Code};
    alu_codes!(ADD_CODES, Add_rm32_r32, Add_rm64_r64, Add_r32_rm32, Add_r64_rm64, Add_rm32_imm32, Add_rm64_imm32, Add_rm32_imm8, Add_rm64_imm8);
    alu_codes!(SUB_CODES, Sub_rm32_r32, Sub_rm64_r64, Sub_r32_rm32, Sub_r64_rm64, Sub_rm32_imm32, Sub_rm64_imm32, Sub_rm32_imm8, Sub_rm64_imm8);
    alu_codes!(AND_CODES, And_rm32_r32, And_rm64_r64, And_r32_rm32, And_r64_rm64, And_rm32_imm32, And_rm64_imm32, And_rm32_imm8, And_rm64_imm8);
    alu_codes!(OR_CODES, Or_rm32_r32, Or_rm64_r64, Or_r32_rm32, Or_r64_rm64, Or_rm32_imm32, Or_rm64_imm32, Or_rm32_imm8, Or_rm64_imm8);
    alu_codes!(XOR_CODES, Xor_rm32_r32, Xor_rm64_r64, Xor_r32_rm32, Xor_r64_rm64, Xor_rm32_imm32, Xor_rm64_imm32, Xor_rm32_imm8, Xor_rm64_imm8);
    alu_codes!(CMP_CODES, Cmp_rm32_r32, Cmp_rm64_r64, Cmp_r32_rm32, Cmp_r64_rm64, Cmp_rm32_imm32, Cmp_rm64_imm32, Cmp_rm32_imm8, Cmp_rm64_imm8);
}
use alu_tables::{ADD_CODES, AND_CODES, CMP_CODES, OR_CODES, SUB_CODES, XOR_CODES};

fn alu_codes(op: AluOp) -> &'static AluCodes {
    match op {
        AluOp::Add => &ADD_CODES,
        AluOp::Sub => &SUB_CODES,
        AluOp::And => &AND_CODES,
        AluOp::Or => &OR_CODES,
        AluOp::Xor => &XOR_CODES,
    }
}

fn jcc_code(cond: Cond) -> Code {
    match cond {
        Cond::E => Code::Je_rel32_64,
        Cond::Ne => Code::Jne_rel32_64,
        Cond::L => Code::Jl_rel32_64,
        Cond::Le => Code::Jle_rel32_64,
        Cond::G => Code::Jg_rel32_64,
        Cond::Ge => Code::Jge_rel32_64,
    }
}

fn cmov_code(cond: Cond, width: Width) -> Code {
    match cond {
        Cond::E => pick(width, Code::Cmove_r32_rm32, Code::Cmove_r64_rm64),
        Cond::Ne => pick(width, Code::Cmovne_r32_rm32, Code::Cmovne_r64_rm64),
        Cond::L => pick(width, Code::Cmovl_r32_rm32, Code::Cmovl_r64_rm64),
        Cond::Le => pick(width, Code::Cmovle_r32_rm32, Code::Cmovle_r64_rm64),
        Cond::G => pick(width, Code::Cmovg_r32_rm32, Code::Cmovg_r64_rm64),
        Cond::Ge => pick(width, Code::Cmovge_r32_rm32, Code::Cmovge_r64_rm64),
    }
}

fn setcc_code(cond: Cond) -> Code {
    match cond {
        Cond::E => Code::Sete_rm8,
        Cond::Ne => Code::Setne_rm8,
        Cond::L => Code::Setl_rm8,
        Cond::Le => Code::Setle_rm8,
        Cond::G => Code::Setg_rm8,
        Cond::Ge => Code::Setge_rm8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::frame::layout_frame;
    use crate::backend::mir::{Addr, AddrBase};
    use crate::ir::GlobalId;
    use iced_x86::{Decoder, DecoderOptions, Mnemonic};

    fn encode(blocks: Vec<Vec<MInst>>) -> EncodedFunction {
        let mut mf = MFunction::new(FuncId::new(0));
        for insts in blocks {
            let b = mf.add_block("b");
            mf.block_mut(b).insts = insts;
        }
        let layout = layout_frame(&mf, &[]);
        emit_function(mf, &layout)
    }

    fn decode(code: &[u8]) -> Vec<Instruction> {
        Decoder::with_ip(64, code, 0, DecoderOptions::NONE).into_iter().collect()
    }

    #[test]
    fn jump_to_the_next_block_is_dropped_and_jcc_inverted() {
        let cmp = MInst::Cmp { width: Width::B32, lhs: PReg::RDI.into(), rhs: Operand::Imm(0) };
        let f = encode(vec![
            vec![cmp, MInst::Jcc { cond: Cond::E, target: MBlockId::new(1) }, MInst::Jmp { target: MBlockId::new(2) }],
            vec![MInst::Ret { value: None }],
            vec![MInst::Ud2],
        ]);
        let insts = decode(&f.code);
        let mnemonics: Vec<Mnemonic> = insts.iter().map(|i| i.mnemonic()).collect();
        assert_eq!(
            mnemonics,
            [
                Mnemonic::Push,
                Mnemonic::Mov,
                // `cmp edi, 0` is encoded as `test edi, edi`.
                Mnemonic::Test,
                Mnemonic::Jne,
                Mnemonic::Leave,
                Mnemonic::Ret,
                Mnemonic::Ud2
            ]
        );
        // `jne` goes to block 2, the ud2.
        assert_eq!(insts[3].near_branch_target(), u64::from(f.block_offsets[2]));
        assert_eq!(insts[4].ip(), u64::from(f.block_offsets[1]));
    }

    #[test]
    fn relocations_point_at_the_rel32_fields() {
        let string = Addr::new(AddrBase::Symbol(Symbol::Global(GlobalId::new(3))));
        let f = encode(vec![vec![
            MInst::Lea { dst: PReg::RDI.into(), addr: string },
            MInst::Call { callee: Symbol::Function(FuncId::new(7)), args: vec![PReg::RDI], ret: None },
            MInst::Ret { value: None },
        ]]);
        assert_eq!(f.relocs.len(), 2);
        let insts = decode(&f.code);
        let lea = insts.iter().find(|i| i.mnemonic() == Mnemonic::Lea).unwrap();
        let call = insts.iter().find(|i| i.mnemonic() == Mnemonic::Call).unwrap();
        let by_kind = |k| f.relocs.iter().find(|r| r.kind == k).unwrap();
        let (data, code) = (by_kind(RelocKind::PcRel32), by_kind(RelocKind::Call));
        assert_eq!(data.target, Symbol::Global(GlobalId::new(3)));
        assert_eq!(code.target, Symbol::Function(FuncId::new(7)));
        // Both fields are the last four bytes of their instruction.
        assert_eq!(u64::from(data.offset), lea.next_ip() - 4);
        assert_eq!(u64::from(code.offset), call.next_ip() - 4);
        assert_eq!((data.addend, code.addend), (-4, -4));
        assert_eq!(f.code[code.offset as usize - 1], 0xe8);
        assert_eq!(&f.code[data.offset as usize..data.offset as usize + 4], &[0, 0, 0, 0]);
    }

    #[test]
    fn rip_relative_store_of_an_immediate_gets_the_longer_addend() {
        // The immediate follows the displacement, so the field is 8 bytes
        // before the end of the instruction.
        let global = Addr { base: AddrBase::Symbol(Symbol::Global(GlobalId::new(0))), index: None, disp: 2 };
        let f = encode(vec![vec![
            MInst::Mov { width: Width::B32, dst: Operand::Mem(global), src: Operand::Imm(5) },
            MInst::Ret { value: None },
        ]]);
        assert_eq!(f.relocs[0].addend, 2 - 8);
    }

    #[test]
    fn sixty_four_bit_immediates_pick_the_shortest_correct_form() {
        let mov = |imm| MInst::Mov { width: Width::B64, dst: PReg::R10.into(), src: Operand::Imm(imm) };
        let f = encode(vec![vec![mov(1 << 40), mov(-1), mov(0xffff_ffff), MInst::Ret { value: None }]]);
        let insts = decode(&f.code);
        let movs: Vec<&Instruction> =
            insts.iter().filter(|i| i.op0_register().full_register() == Register::R10).collect();
        assert_eq!(movs[0].code(), Code::Mov_r64_imm64);
        assert_eq!(movs[0].immediate64(), 1 << 40);
        assert_eq!(movs[1].code(), Code::Mov_rm64_imm32);
        assert_eq!(movs[1].immediate32to64(), -1);
        assert_eq!(movs[2].code(), Code::Mov_r32_imm32);
        assert_eq!(movs[2].immediate32(), 0xffff_ffff);
    }

    #[test]
    fn prologue_and_epilogue_save_callee_saved_registers() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = vec![MInst::Ret { value: None }];
        mf.new_slot(4, 4, crate::backend::mir::SlotKind::Alloca);
        let rbx = PReg::Gpr(Gpr::Rbx);
        let layout = layout_frame(&mf, &[rbx]);
        let f = emit_function(mf, &layout);
        let text: Vec<String> = decode(&f.code).iter().map(|i| format!("{i}")).collect();
        assert_eq!(
            text,
            ["push rbp", "mov rbp,rsp", "push rbx", "sub rsp,8", "lea rsp,[rbp-8]", "pop rbx", "pop rbp", "ret"]
        );
    }

    /// Encode one block of allocated instructions for `target`.
    fn encode_for(target: crate::backend::target::Target, insts: Vec<MInst>) -> EncodedFunction {
        let mut mf = MFunction::new(FuncId::new(0));
        mf.target = target;
        let b = mf.add_block("b");
        mf.block_mut(b).insts = insts;
        let layout = layout_frame(&mf, &[]);
        emit_function(mf, &layout)
    }

    fn text_of(f: &EncodedFunction) -> Vec<String> {
        decode(&f.code).iter().map(|i| format!("{i}")).collect()
    }

    #[test]
    fn vector_operations_use_sse_or_vex_encodings_by_target() {
        use crate::backend::mir::{VecAluOp, VecWidth};
        use crate::backend::target::Target;
        let (x1, x2) = (Reg::Phys(PReg::Vec(1)), Reg::Phys(PReg::Vec(2)));
        let add = |width| MInst::VAlu { op: VecAluOp::Paddd, width, dst: x1, src: x2.into() };
        let sse = encode_for(Target::X86_64V2, vec![add(VecWidth::V128), MInst::Ret { value: None }]);
        assert!(text_of(&sse).contains(&"paddd xmm1,xmm2".to_string()), "{:?}", text_of(&sse));
        let vex = encode_for(
            Target::Avx2,
            vec![add(VecWidth::V128), add(VecWidth::V256), MInst::VZeroUpper, MInst::Ret { value: None }],
        );
        let text = text_of(&vex);
        for expected in ["vpaddd xmm1,xmm1,xmm2", "vpaddd ymm1,ymm1,ymm2", "vzeroupper"] {
            assert!(text.contains(&expected.to_string()), "{text:?} lacks {expected}");
        }
    }

    #[test]
    fn lane_instructions_and_indexed_addresses_encode() {
        use crate::backend::mir::{Index, MInst as M};
        let base = Addr {
            base: AddrBase::Reg(PReg::RDI.into()),
            index: Some(Index { reg: PReg::RSI.into(), scale: 4 }),
            disp: -8,
        };
        let x3 = Reg::Phys(PReg::Vec(3));
        let f = encode(vec![vec![
            M::VInsertLane { lane_bits: 32, dst: x3, src: Operand::Mem(base), lane: 2 },
            M::VExtractLane { lane_bits: 8, dst: PReg::RAX.into(), src: x3, lane: 15 },
            M::MovToVec { bytes: 8, dst: x3, src: PReg::RCX.into() },
            M::Extend { signed: true, from: Width::B32, to: Width::B64, dst: PReg::RDX.into(), src: PReg::RCX.into() },
            M::RepStosb,
            M::Ret { value: None },
        ]]);
        let text = text_of(&f);
        for expected in [
            "pinsrd xmm3,dword ptr [rdi+rsi*4-8],2",
            "pextrb eax,xmm3,0Fh",
            "movq xmm3,rcx",
            "movsxd rdx,ecx",
            "rep stosb",
        ] {
            assert!(text.iter().any(|t| t == expected), "{text:?} lacks {expected}");
        }
    }

    #[test]
    fn constants_are_read_rip_relative_with_the_right_addend() {
        use crate::backend::mir::{PoolConstant, VecWidth};
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("b");
        let c = mf.add_constant(vec![7; 16], 16);
        let x0 = Reg::Phys(PReg::Vec(0));
        let at = Operand::Mem(Addr::new(AddrBase::Symbol(c)));
        mf.block_mut(b).insts = vec![
            MInst::VMov { width: VecWidth::V128, dst: x0.into(), src: at },
            MInst::Pshufd { width: VecWidth::V128, dst: x0, src: at, imm: 0x1b },
            MInst::Ret { value: None },
        ];
        let layout = layout_frame(&mf, &[]);
        let f = emit_function(mf, &layout);
        assert_eq!(f.constants, vec![PoolConstant { bytes: vec![7; 16], align: 16 }]);
        let addends: Vec<(RelocKind, Symbol, i64)> = f.relocs.iter().map(|r| (r.kind, r.target, r.addend)).collect();
        // pshufd's immediate follows the displacement.
        assert_eq!(addends, vec![(RelocKind::PcRel32, c, -4), (RelocKind::PcRel32, c, -5)]);
    }
}
