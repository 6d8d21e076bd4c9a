//! Reading machine IR back from its text form (`print`): the input side of
//! the backend's filetests, which feed a hand-written function to one
//! backend stage and compare what it prints.
//!
//! The grammar is exactly what `print` writes, one line at a time:
//!
//! ```text
//! machine function NAME (after STAGE)
//!   target: avx2                         (only for the AVX2 target)
//!   slotN: alloca|spill|temp SIZE align A ["name"]
//!   constN: align A bytes XX XX ...
//!   outgoing arguments: N words
//! bbN [(name)]:
//!   MNEMONIC[.WIDTH] OPERANDS            (see `print` for each form)
//! ```
//!
//! Several functions may follow one another. Lines starting with `;` or
//! `#` and blank lines are ignored, so filetests can carry comments.
//!
//! Names resolve against the [`Module`] the caller passes: a function's
//! header and a call's `@callee` name a function of the module, declared
//! on first use if missing; `@name` in an address may also name a global.
//! Numbers must be dense and in order (`slot0`, `slot1`, ...; `bb0`,
//! `bb1`, ...), so that a parsed function prints back to the same text.
//! Virtual register numbers may have gaps (a stage's output keeps the
//! numbering of its input); the missing ones are general-purpose
//! registers nothing uses.
//!
//! Errors are `MirParseError`s naming the line: the input is a test file a
//! person wrote, not compiler output, so a mistake in it is reported, not
//! a panic.

use std::fmt;

use super::print::{cc, lane_letter, mnemonic, preg_name, vw, w};
use super::{
    Addr, AddrBase, AluOp, Cond, Gpr, Index, MBlockId, MFunction, MInst, Operand, PReg, Reg, RegClass, ShiftOp,
    SlotKind, Symbol, VReg, VecAluOp, VecShiftOp, VecUnaryOp, VecWidth, Width,
};
use crate::backend::target::Target;
use crate::ir::{FuncId, Function, Module, SrcLoc, Type};

/// A line of machine IR text that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MirParseError {
    /// 1-based.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for MirParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for MirParseError {}

/// A parsed function and the stage its header names.
#[derive(Clone, Debug)]
pub struct ParsedFunction {
    pub mf: MFunction,
    pub stage: String,
    /// Which virtual registers the text names (the others fill gaps).
    mentioned: Vec<bool>,
}

/// Every machine function in `text`, in order.
pub fn parse_mfunctions(text: &str, module: &mut Module) -> Result<Vec<ParsedFunction>, MirParseError> {
    let mut functions: Vec<ParsedFunction> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
            continue;
        }
        let fail = |message: String| MirParseError { line: n + 1, message };
        if let Some(rest) = line.strip_prefix("machine function ") {
            functions.push(parse_header(rest, module).map_err(fail)?);
            continue;
        }
        let Some(current) = functions.last_mut() else {
            return Err(fail("expected `machine function NAME (after STAGE)` first".into()));
        };
        let mut reader = FunctionReader { mf: &mut current.mf, mentioned: &mut current.mentioned, module };
        reader.line(line, raw.starts_with(' ')).map_err(fail)?;
    }
    for (k, f) in functions.iter().enumerate() {
        check_jump_targets(&f.mf)
            .map_err(|message| MirParseError { line: 0, message: format!("function {k}: {message}") })?;
    }
    Ok(functions)
}

/// The one function in `text`.
pub fn parse_mfunction(text: &str, module: &mut Module) -> Result<ParsedFunction, MirParseError> {
    let mut functions = parse_mfunctions(text, module)?;
    match functions.len() {
        1 => Ok(functions.pop().expect("one")),
        n => Err(MirParseError { line: 0, message: format!("expected one machine function, found {n}") }),
    }
}

fn parse_header(rest: &str, module: &mut Module) -> Result<ParsedFunction, String> {
    let (name, stage) = rest
        .strip_suffix(')')
        .and_then(|r| r.rsplit_once(" (after "))
        .ok_or("expected `machine function NAME (after STAGE)`")?;
    let func = function_named(module, name);
    Ok(ParsedFunction { mf: MFunction::new(func), stage: stage.to_string(), mentioned: Vec::new() })
}

/// The module's function called `name`, declared (no parameters, `void`)
/// if the module has none.
fn function_named(module: &mut Module, name: &str) -> FuncId {
    module.find_or_declare(name, || Function::declaration(name, &[], Type::Void))
}

fn check_jump_targets(mf: &MFunction) -> Result<(), String> {
    for block in &mf.blocks {
        for inst in &block.insts {
            if let MInst::Jmp { target } | MInst::Jcc { target, .. } = inst {
                if target.index() >= mf.blocks.len() {
                    return Err(format!("jump to bb{}, which does not exist", target.index()));
                }
            }
        }
    }
    Ok(())
}

struct FunctionReader<'a> {
    mf: &'a mut MFunction,
    mentioned: &'a mut Vec<bool>,
    module: &'a mut Module,
}

impl FunctionReader<'_> {
    /// One line of a function: a frame entry or an instruction (indented),
    /// or a block label (not indented).
    fn line(&mut self, line: &str, indented: bool) -> Result<(), String> {
        if !indented {
            return self.block_label(line);
        }
        if self.mf.blocks.is_empty() {
            return self.frame_entry(line);
        }
        let inst = self.inst(line)?;
        self.mf.blocks.last_mut().expect("a block").insts.push(inst);
        Ok(())
    }

    fn block_label(&mut self, line: &str) -> Result<(), String> {
        let label = line.strip_suffix(':').ok_or_else(|| format!("expected a block label `bbN:`, found `{line}`"))?;
        let (number, name) = match label.split_once(' ') {
            Some((number, name)) => {
                let name = name.strip_prefix('(').and_then(|n| n.strip_suffix(')'));
                (number, name.ok_or_else(|| format!("expected `bbN (name):`, found `{line}`"))?)
            }
            None => (label, ""),
        };
        let index = numbered(number, "bb")?;
        if index != self.mf.blocks.len() {
            return Err(format!("expected bb{}, found {number} (blocks are numbered in order)", self.mf.blocks.len()));
        }
        self.mf.add_block(name);
        Ok(())
    }

    fn frame_entry(&mut self, line: &str) -> Result<(), String> {
        if let Some(target) = line.strip_prefix("target: ") {
            self.mf.target = match target {
                "avx2" => Target::Avx2,
                "x86-64-v2" => Target::X86_64V2,
                _ => return Err(format!("unknown target `{target}`")),
            };
            return Ok(());
        }
        if let Some(words) = line.strip_prefix("outgoing arguments: ").and_then(|r| r.strip_suffix(" words")) {
            self.mf.outgoing_arg_words = number(words)?;
            return Ok(());
        }
        let (name, rest) =
            line.split_once(": ").ok_or_else(|| format!("expected a frame entry or a block, found `{line}`"))?;
        if name.starts_with("slot") {
            self.slot(name, rest)
        } else if name.starts_with("const") {
            self.constant(name, rest)
        } else {
            Err(format!("unknown frame entry `{name}`"))
        }
    }

    /// `slotN: KIND SIZE align A ["name"]`.
    fn slot(&mut self, name: &str, rest: &str) -> Result<(), String> {
        let index = numbered(name, "slot")?;
        if index != self.mf.slots().len() {
            return Err(format!("expected slot{}, found {name} (slots are numbered in order)", self.mf.slots().len()));
        }
        let (fields, slot_name) = match rest.split_once(" \"") {
            Some((fields, quoted)) => (fields, Some(unquote(quoted)?)),
            None => (rest, None),
        };
        let words: Vec<&str> = fields.split(' ').collect();
        let [kind, size, "align", align] = words[..] else {
            return Err(format!("expected `KIND SIZE align A`, found `{fields}`"));
        };
        let kind = match kind {
            "alloca" => SlotKind::Alloca,
            "spill" => SlotKind::Spill,
            "temp" => SlotKind::Temp,
            _ => return Err(format!("unknown slot kind `{kind}`")),
        };
        let align: u32 = number(align)?;
        if !align.is_power_of_two() {
            return Err(format!("slot alignment {align} is not a power of two"));
        }
        let slot = self.mf.new_slot(number(size)?, align, kind);
        if let Some(slot_name) = slot_name {
            self.mf.set_slot_name(slot, slot_name);
        }
        Ok(())
    }

    /// `constN: align A bytes XX XX ...`.
    fn constant(&mut self, name: &str, rest: &str) -> Result<(), String> {
        let index = numbered(name, "const")?;
        let (align, bytes) = rest
            .strip_prefix("align ")
            .and_then(|r| r.split_once(" bytes "))
            .ok_or_else(|| format!("expected `align A bytes XX ...`, found `{rest}`"))?;
        let bytes: Vec<u8> = bytes
            .split(' ')
            .map(|b| u8::from_str_radix(b, 16).map_err(|_| format!("`{b}` is not a hexadecimal byte")))
            .collect::<Result<_, _>>()?;
        match self.mf.add_constant(bytes, number(align)?) {
            Symbol::Constant(k) if k as usize == index => Ok(()),
            _ => Err(format!("{name} repeats an earlier constant or is out of order")),
        }
    }

    fn inst(&mut self, line: &str) -> Result<MInst, String> {
        let (mnemonic_text, operands) = line.split_once(' ').unwrap_or((line, ""));
        let ops: Vec<&str> = split_operands(operands);
        let (name, suffix) = match mnemonic_text.split_once('.') {
            Some((name, suffix)) => (name, Some(suffix)),
            None => (mnemonic_text, None),
        };
        let arity = |n: usize| expect_operands(mnemonic_text, &ops, n);
        let width = || int_width(mnemonic_text, suffix);
        let vwidth = || vec_width(mnemonic_text, suffix);
        let inst = match name {
            "mov" => {
                arity(2)?;
                MInst::Mov { width: width()?, dst: self.operand(ops[0])?, src: self.operand(ops[1])? }
            }
            "movzxb" => {
                arity(2)?;
                MInst::MovzxB { dst: self.reg(ops[0])?, src: self.operand(ops[1])? }
            }
            "lea" => {
                arity(2)?;
                MInst::Lea { dst: self.reg(ops[0])?, addr: self.addr(ops[1])? }
            }
            "imul" if ops.len() == 3 => MInst::ImulImm {
                width: width()?,
                dst: self.reg(ops[0])?,
                src: self.operand(ops[1])?,
                imm: number(ops[2])?,
            },
            "imul" => {
                arity(2)?;
                MInst::Imul { width: width()?, dst: self.reg(ops[0])?, src: self.operand(ops[1])? }
            }
            "cqo" => {
                arity(0)?;
                MInst::SignExtendRax { width: Width::B64 }
            }
            "cdq" => {
                arity(0)?;
                MInst::SignExtendRax { width: width()? }
            }
            "idiv" => {
                arity(1)?;
                MInst::Idiv { width: width()?, divisor: self.operand(ops[0])? }
            }
            "cmp" | "test" => {
                arity(2)?;
                let (width, lhs, rhs) = (width()?, self.operand(ops[0])?, self.operand(ops[1])?);
                if name == "cmp" {
                    MInst::Cmp { width, lhs, rhs }
                } else {
                    MInst::Test { width, lhs, rhs }
                }
            }
            "jmp" => {
                arity(1)?;
                MInst::Jmp { target: block_ref(ops[0])? }
            }
            "call" => self.call(operands)?,
            "ret" if ops.is_empty() => MInst::Ret { value: None },
            "ret" => {
                arity(1)?;
                MInst::Ret { value: Some(preg(ops[0])?) }
            }
            "ud2" => MInst::Ud2,
            "dbgvalue" => {
                arity(1)?;
                MInst::DebugValue(number(ops[0])?)
            }
            "dbgat" => {
                arity(1)?;
                MInst::DebugAt(number(ops[0])?)
            }
            "loc" => {
                arity(1)?;
                // `LINE:COL`, or `LINE:COL@SCOPE` in inlined code.
                let (position, scope) = ops[0].split_once('@').map_or((ops[0], Ok(0)), |(p, s)| (p, number(s)));
                let (line, col) = position.split_once(':').ok_or("expected `loc LINE:COL` or `loc LINE:COL@SCOPE`")?;
                MInst::Loc(SrcLoc { line: number(line)?, col: number(col)?, scope: scope? })
            }
            "movsx" | "movzx" => {
                arity(2)?;
                let (from, to) = suffix.and_then(|s| s.split_once('.')).ok_or("expected `movsx.FROM.TO`")?;
                MInst::Extend {
                    signed: name == "movsx",
                    from: int_width(mnemonic_text, Some(from))?,
                    to: int_width(mnemonic_text, Some(to))?,
                    dst: self.reg(ops[0])?,
                    src: self.operand(ops[1])?,
                }
            }
            "neg" => {
                arity(1)?;
                MInst::Neg { width: width()?, dst: self.operand(ops[0])? }
            }
            "shl" | "sar" | "shr" => {
                arity(2)?;
                let op = match name {
                    "shl" => ShiftOp::Shl,
                    "sar" => ShiftOp::Sar,
                    _ => ShiftOp::Shr,
                };
                MInst::Shift { op, width: width()?, dst: self.operand(ops[0])?, amount: number(ops[1])? }
            }
            "rep_stosb" => MInst::RepStosb,
            "vmov" => {
                arity(2)?;
                MInst::VMov { width: vwidth()?, dst: self.operand(ops[0])?, src: self.operand(ops[1])? }
            }
            "movd" | "movq" => {
                arity(2)?;
                let bytes = if name == "movq" { 8 } else { 4 };
                let dst = self.operand(ops[0])?;
                match dst {
                    Operand::Reg(r) if self.is_vector(r) => {
                        MInst::MovToVec { bytes, dst: r, src: self.operand(ops[1])? }
                    }
                    _ => MInst::MovFromVec { bytes, dst, src: self.reg(ops[1])? },
                }
            }
            "vones" | "vzero" => {
                arity(1)?;
                MInst::VConst { ones: name == "vones", width: vwidth()?, dst: self.reg(ops[0])? }
            }
            "pshufd" => {
                arity(3)?;
                MInst::Pshufd {
                    width: vwidth()?,
                    dst: self.reg(ops[0])?,
                    src: self.operand(ops[1])?,
                    imm: number(ops[2])?,
                }
            }
            "vextracti128" => {
                arity(2)?;
                MInst::VExtractHigh { dst: self.reg(ops[0])?, src: self.reg(ops[1])? }
            }
            "vinserti128" => {
                arity(3)?;
                MInst::VInsertHigh { dst: self.reg(ops[0])?, lo: self.reg(ops[1])?, hi: self.operand(ops[2])? }
            }
            "vpblendvb" => {
                arity(3)?;
                MInst::VBlend {
                    width: vwidth()?,
                    dst: self.reg(ops[0])?,
                    src: self.operand(ops[1])?,
                    mask: self.reg(ops[2])?,
                }
            }
            "vzeroupper" => MInst::VZeroUpper,
            _ => return self.inst_by_table(name, mnemonic_text, suffix, &ops),
        };
        Ok(inst)
    }

    /// The instructions whose mnemonic carries a condition, a lane size or
    /// an operation of one of the op enums.
    fn inst_by_table(
        &mut self,
        name: &str,
        mnemonic_text: &str,
        suffix: Option<&str>,
        ops: &[&str],
    ) -> Result<MInst, String> {
        let arity = |n: usize| expect_operands(mnemonic_text, ops, n);
        let width = || int_width(mnemonic_text, suffix);
        let vwidth = || vec_width(mnemonic_text, suffix);
        if let Some(op) = AluOp::ALL.iter().copied().find(|op| mnemonic(op) == name) {
            arity(2)?;
            return Ok(MInst::Alu { op, width: width()?, dst: self.operand(ops[0])?, src: self.operand(ops[1])? });
        }
        if let Some(op) = VecAluOp::ALL.iter().copied().find(|op| mnemonic(op) == name) {
            arity(2)?;
            return Ok(MInst::VAlu { op, width: vwidth()?, dst: self.reg(ops[0])?, src: self.operand(ops[1])? });
        }
        if let Some(op) = VecUnaryOp::ALL.iter().copied().find(|op| mnemonic(op) == name) {
            arity(2)?;
            return Ok(MInst::VUnary { op, width: vwidth()?, dst: self.reg(ops[0])?, src: self.operand(ops[1])? });
        }
        if let Some(op) = VecShiftOp::ALL.iter().copied().find(|op| mnemonic(op) == name) {
            arity(2)?;
            return Ok(MInst::VShiftImm { op, width: vwidth()?, dst: self.reg(ops[0])?, imm: number(ops[1])? });
        }
        if let Some(lane) = name.strip_prefix("pinsr").map(lane_bits).transpose()? {
            arity(3)?;
            return Ok(MInst::VInsertLane {
                lane_bits: lane,
                dst: self.reg(ops[0])?,
                src: self.operand(ops[1])?,
                lane: number(ops[2])?,
            });
        }
        if let Some(lane) = name.strip_prefix("pextr").map(lane_bits).transpose()? {
            arity(3)?;
            return Ok(MInst::VExtractLane {
                lane_bits: lane,
                dst: self.operand(ops[0])?,
                src: self.reg(ops[1])?,
                lane: number(ops[2])?,
            });
        }
        if let Some(cond) = name.strip_prefix("cmov").and_then(cond) {
            arity(2)?;
            return Ok(MInst::Cmov { cond, width: width()?, dst: self.reg(ops[0])?, src: self.operand(ops[1])? });
        }
        if let Some(cond) = name.strip_prefix("set").and_then(cond) {
            arity(1)?;
            return Ok(MInst::Setcc { cond, dst: self.operand(ops[0])? });
        }
        if let Some(cond) = name.strip_prefix('j').and_then(cond) {
            arity(1)?;
            return Ok(MInst::Jcc { cond, target: block_ref(ops[0])? });
        }
        Err(format!("unknown instruction `{mnemonic_text}`"))
    }

    /// `@callee(ARG, ...) [-> RET]`.
    fn call(&mut self, operands: &str) -> Result<MInst, String> {
        let (callee, rest) = operands.split_once('(').ok_or("expected `call @name(args)`")?;
        let (args, ret) = rest.split_once(')').ok_or("expected `)` after the call's arguments")?;
        let name = callee.strip_prefix('@').ok_or("a call's callee is `@name`")?;
        let callee = Symbol::Function(function_named(self.module, name));
        let args = split_operands(args).into_iter().map(preg).collect::<Result<Vec<_>, _>>()?;
        let ret = match ret.trim() {
            "" => None,
            r => Some(preg(r.strip_prefix("-> ").ok_or("expected `-> REG` after the arguments")?)?),
        };
        Ok(MInst::Call { callee, args, ret })
    }

    fn operand(&mut self, text: &str) -> Result<Operand, String> {
        if text.starts_with('[') {
            return Ok(Operand::Mem(self.addr(text)?));
        }
        if text.starts_with(|c: char| c == '-' || c.is_ascii_digit()) {
            return Ok(Operand::Imm(number(text)?));
        }
        Ok(Operand::Reg(self.reg(text)?))
    }

    /// `%rN`, `%xN`, `%yN` (creating the virtual register with that class
    /// on first mention) or a physical register's name.
    fn reg(&mut self, text: &str) -> Result<Reg, String> {
        let Some(virt) = text.strip_prefix('%') else {
            return Ok(Reg::Phys(preg(text)?));
        };
        let class = match virt.chars().next() {
            Some('r') => RegClass::Gpr,
            Some('x') => RegClass::Xmm,
            Some('y') => RegClass::Ymm,
            _ => return Err(format!("`{text}`: a virtual register is %rN, %xN or %yN")),
        };
        let index: usize = number(&virt[1..])?;
        while self.mf.num_vregs() <= index {
            self.mf.new_vreg(RegClass::Gpr);
            self.mentioned.push(false);
        }
        let v = VReg::new(index);
        if !self.mentioned[index] {
            self.mf.set_vreg_class(v, class);
            self.mentioned[index] = true;
        } else if self.mf.vreg_class(v) != class {
            return Err(format!("`{text}` was used before as a register of another class"));
        }
        Ok(Reg::Virt(v))
    }

    fn is_vector(&self, reg: Reg) -> bool {
        match reg {
            Reg::Virt(v) => self.mf.vreg_class(v) != RegClass::Gpr,
            Reg::Phys(p) => matches!(p, PReg::Vec(_)),
        }
    }

    /// `[BASE (+ REG*SCALE)? ((+|-) DISP)?]`.
    fn addr(&mut self, text: &str) -> Result<Addr, String> {
        let inner = text
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| format!("expected an address `[...]`, found `{text}`"))?;
        let mut parts = inner.split(' ');
        let base = self.addr_base(parts.next().unwrap_or(""))?;
        let mut addr = Addr::new(base);
        let rest: Vec<&str> = parts.collect();
        let mut k = 0;
        while k < rest.len() {
            let (sign, term) = match (rest[k], rest.get(k + 1)) {
                (sign @ ("+" | "-"), Some(term)) => (sign, *term),
                _ => return Err(format!("malformed address `{text}`")),
            };
            if let Some((reg, scale)) = term.split_once('*') {
                if sign != "+" || addr.index.is_some() || addr.disp != 0 {
                    return Err(format!("malformed address `{text}`: the index comes right after the base"));
                }
                let scale: u8 = number(scale)?;
                if !matches!(scale, 1 | 2 | 4 | 8) {
                    return Err(format!("index scale {scale} is not 1, 2, 4 or 8"));
                }
                addr.index = Some(Index { reg: self.reg(reg)?, scale });
            } else {
                let magnitude: i64 = number(term)?;
                let disp = if sign == "-" { -magnitude } else { magnitude };
                addr.disp = i32::try_from(disp).map_err(|_| format!("displacement {disp} does not fit 32 bits"))?;
            }
            k += 2;
        }
        Ok(addr)
    }

    fn addr_base(&mut self, text: &str) -> Result<AddrBase, String> {
        if let Some(name) = text.strip_prefix('@') {
            if let Some((g, _)) = self.module.globals().find(|(_, global)| global.name == name) {
                return Ok(AddrBase::Symbol(Symbol::Global(g)));
            }
            return Ok(AddrBase::Symbol(Symbol::Function(function_named(self.module, name))));
        }
        if let Ok(index) = numbered(text, "slot") {
            if index >= self.mf.slots().len() {
                return Err(format!("{text} is not in the frame"));
            }
            return Ok(AddrBase::Slot(super::SlotId::new(index)));
        }
        if let Ok(k) = numbered(text, "const") {
            if k >= self.mf.constants().len() {
                return Err(format!("{text} is not in the constant pool"));
            }
            return Ok(AddrBase::Symbol(Symbol::Constant(k as u32)));
        }
        if let Ok(k) = numbered(text, "in") {
            return Ok(AddrBase::IncomingArg(u32::try_from(k).map_err(|e| e.to_string())?));
        }
        if let Ok(k) = numbered(text, "out") {
            return Ok(AddrBase::OutgoingArg(u32::try_from(k).map_err(|e| e.to_string())?));
        }
        Ok(AddrBase::Reg(self.reg(text)?))
    }
}

/// Operands separated by `, ` (commas never occur inside one operand).
fn split_operands(text: &str) -> Vec<&str> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    text.split(',').map(str::trim).collect()
}

/// A physical register by the name `print` gives it.
fn preg(text: &str) -> Result<PReg, String> {
    let gprs = Gpr::ALL.iter().map(|&g| PReg::Gpr(g));
    let vectors = (0..16).map(PReg::Vec);
    gprs.chain(vectors).find(|&p| preg_name(p) == text).ok_or_else(|| format!("`{text}` is not a register"))
}

/// `Ok` if `mnemonic` has `n` operands.
fn expect_operands(mnemonic: &str, ops: &[&str], n: usize) -> Result<(), String> {
    if ops.len() == n {
        Ok(())
    } else {
        Err(format!("`{mnemonic}` takes {n} operand(s), found {}", ops.len()))
    }
}

fn block_ref(text: &str) -> Result<MBlockId, String> {
    Ok(MBlockId::new(numbered(text, "bb")?))
}

/// The integer width a `.8`/`.32`/`.64` suffix names.
fn int_width(mnemonic: &str, suffix: Option<&str>) -> Result<Width, String> {
    let suffix = suffix.ok_or_else(|| format!("`{mnemonic}` needs a width suffix (.8, .32, .64)"))?;
    [Width::B8, Width::B32, Width::B64]
        .into_iter()
        .find(|&width| w(width).to_string() == suffix)
        .ok_or_else(|| format!("`.{suffix}` is not an integer width (.8, .32, .64)"))
}

/// The vector width a `.128`/`.256` suffix names.
fn vec_width(mnemonic: &str, suffix: Option<&str>) -> Result<VecWidth, String> {
    let suffix = suffix.ok_or_else(|| format!("`{mnemonic}` needs a width suffix (.128, .256)"))?;
    [VecWidth::V128, VecWidth::V256]
        .into_iter()
        .find(|&width| vw(width).to_string() == suffix)
        .ok_or_else(|| format!("`.{suffix}` is not a vector width (.128, .256)"))
}

fn cond(text: &str) -> Option<Cond> {
    Cond::ALL.into_iter().find(|&c| cc(c) == text)
}

fn lane_bits(letter: &str) -> Result<u8, String> {
    [8, 16, 32, 64]
        .into_iter()
        .find(|&bits| lane_letter(bits).to_string() == letter)
        .ok_or_else(|| format!("unknown lane size `{letter}`"))
}

/// `PREFIX` followed by a decimal number.
fn numbered(text: &str, prefix: &str) -> Result<usize, String> {
    text.strip_prefix(prefix)
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("expected `{prefix}N`, found `{text}`"))?
        .parse()
        .map_err(|_| format!("`{text}`: number too large"))
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("`{text}` is not a number of the right size"))
}

/// The contents of a string `print` wrote with `{:?}` (the opening quote
/// already consumed): `\"`, `\\`, `\n`, `\t` and `\u{...}` escapes.
fn unquote(text: &str) -> Result<String, String> {
    let body = text.strip_suffix('"').ok_or("unterminated string")?;
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                let code = u32::from_str_radix(&hex, 16).map_err(|_| format!("bad escape `\\u{{{hex}}}`"))?;
                out.push(char::from_u32(code).ok_or("bad escape")?);
            }
            other => return Err(format!("unknown escape `\\{}`", other.map(String::from).unwrap_or_default())),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::print::print_mfunction;

    fn round_trip(text: &str) -> String {
        let mut module = Module::new("t.wend");
        let parsed = parse_mfunction(text, &mut module).unwrap_or_else(|e| panic!("{e}\n{text}"));
        print_mfunction(&parsed.mf, &module, &parsed.stage)
    }

    #[test]
    fn every_instruction_form_reads_back_to_the_same_text() {
        let text = "\
machine function main.f (after isel)
  slot0: alloca 16 align 4 \"a\"
  slot1: spill 8 align 8
  const0: align 16 bytes 01 00 00 00
  outgoing arguments: 2 words
bb0 (entry):
  mov.32 %r0, -5
  mov.64 [slot1], %r1
  movzxb %r0, %r1
  lea %r0, [slot0 + %r1*4 - 8]
  xor.64 %r0, [slot1]
  add.32 %r0, 1
  sub.8 %r0, %r1
  and.32 %r0, 255
  or.64 %r0, rax
  imul.32 %r0, %r1
  imul.32 %r0, %r1, 7
  cdq.32
  cqo
  idiv.32 %r1
  cmp.32 %r0, 2
  test.8 %r0, 1
  setle %r0
  cmovg.32 %r0, %r1
  jne bb1
  jmp bb1
bb1:
  call @main.f(rdi, rsi) -> rax
  call @print_int(rdi)
  loc 4:9
  movsx.32.64 %r0, %r1
  movzx.8.32 %r0, rax
  neg.32 %r0
  sar.32 %r0, 31
  shl.64 %r0, 2
  shr.32 %r0, 1
  rep_stosb
  vmov.128 %x2, [const0]
  movd %x2, %r0
  movq %r0, %x2
  vones.256 %y3
  vzero.128 %x2
  pmulld.128 %x2, xmm5
  paddb.256 %y3, [in1]
  pmovzxbd.256 %y3, %x2
  psrad.128 %x2, 3
  pshufd.128 %x2, %x2, 27
  pinsrd %x2, [in1], 2
  pextrb [out0], %x2, 15
  vextracti128 %x2, %y3
  vinserti128 %y3, %y3, [@main.f]
  pmaxsd.128 %x2, [const0]
  pmuldq.256 %y3, %y3
  psrlq.128 %x2, 32
  psllq.256 %y3, 32
  pandn.256 %y3, %y3
  vpblendvb.256 %y3, [slot1], %y3
  vpblendvb.128 %x2, %x2, xmm0
  vzeroupper
  ud2
bb2 (while.body):
  mov.32 [rbp - 16], r15
  ret rax
bb3:
  ret
";
        assert_eq!(round_trip(text), text);
    }

    #[test]
    fn the_avx2_target_and_virtual_register_gaps_survive() {
        let text = "machine function g (after regalloc)\n  target: avx2\nbb0:\n  vzero.256 %y7\n  ret\n";
        assert_eq!(round_trip(text), text);
        let mut module = Module::new("t.wend");
        let parsed = parse_mfunction(text, &mut module).unwrap();
        assert_eq!(parsed.mf.num_vregs(), 8);
        assert_eq!(parsed.mf.target, Target::Avx2);
    }

    #[test]
    fn mistakes_are_reported_with_their_line() {
        let cases = [
            ("machine function f (after isel)\nbb0:\n  frob.32 %r0\n", 3, "unknown instruction `frob.32`"),
            ("machine function f (after isel)\nbb0:\n  add %r0, 1\n", 3, "needs a width suffix"),
            ("machine function f (after isel)\nbb1:\n", 2, "expected bb0"),
            ("machine function f (after isel)\nbb0:\n  mov.32 %r0, [slot3]\n", 3, "slot3 is not in the frame"),
            ("machine function f (after isel)\nbb0:\n  mov.32 %r0, %x0\n", 3, "another class"),
            ("machine function f (after isel)\nbb0:\n  lea %r0, [%r1 + %r2*3]\n", 3, "scale 3"),
            ("bb0:\n", 1, "machine function"),
            ("machine function f (after isel)\nbb0:\n  mov.32 eax, 1\n", 3, "`eax` is not a register"),
        ];
        for (text, line, message) in cases {
            let mut module = Module::new("t.wend");
            let err = parse_mfunction(text, &mut module).expect_err(text);
            assert_eq!(err.line, line, "{text}: {err}");
            assert!(err.message.contains(message), "{text}: {err}");
        }
        let mut module = Module::new("t.wend");
        let err = parse_mfunction("machine function f (after isel)\nbb0:\n  jmp bb4\n", &mut module).unwrap_err();
        assert!(err.message.contains("bb4"), "{err}");
    }
}
