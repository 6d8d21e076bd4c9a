//! Where the arguments are after allocation, for `-g` at `-O2`: a forward
//! dataflow over the allocated machine IR that follows the value each
//! argument register holds at entry through register-to-register copies,
//! and drops a register wherever any instruction writes it (calls write
//! every caller-saved register). The meet is intersection, so a register
//! is claimed at an instruction only when it holds the argument on every
//! path there.
//!
//! Callee-saved registers are followed too: a debugger reads an outer
//! frame's callee-saved register from where the inner frames saved it,
//! as the call-frame information (`object::dwarf`, `.debug_frame`) says,
//! so a claim at a call (where an outer frame's program counter is) is
//! read right. They are not claimed during a `ret`, whose epilogue
//! restores the caller's values into them.
//!
//! An argument passed on the stack stays in the caller's argument area,
//! which nothing in the function writes: it is claimed there at every
//! instruction but the `ret`s (whose epilogue restores the caller's rbp,
//! which the location is relative to).
//!
//! The result says, for each instruction, where each argument is both
//! before it and while it executes (registers it does not write), so a
//! debugger stopped anywhere inside its code reads the right value; and,
//! apart, where it is only before it (`Claims::before`): a register the
//! instruction writes still holds the value when the program counter is
//! at its start, the only place a debugger can stop in code of one
//! machine instruction that is not a call (the caller of the code
//! checks that it encoded as one, `emit`).

use super::liveness::{for_each_reg, Cfg};
use crate::backend::mir::{
    Addr, AddrBase, Gpr, MFunction, MInst, Operand, OperandVisit, PReg, Reg, SlotId, SlotKind, ValuePlace, VarLoc,
    Width, ARG_REGS, CALLEE_SAVED,
};

/// A set of places: general-purpose registers by encoding (bits 0–15),
/// then followed spill slots (bit 16 + their index in `Slots::followed`).
type Places = u64;

fn bit(g: Gpr) -> Places {
    1 << (g as u64)
}

/// At most this many slots are followed (the rest are never claimed).
const MAX_SLOTS: usize = 48;

fn registers() -> Places {
    0xffff
}

fn callee_saved() -> Places {
    CALLEE_SAVED.iter().fold(0, |m, p| match p {
        PReg::Gpr(g) => m | bit(*g),
        PReg::Vec(_) => m,
    })
}

/// The registers that may hold a value: all but rsp and rbp.
fn value_places() -> Places {
    !(bit(Gpr::Rsp) | bit(Gpr::Rbp))
}

/// The frame slots whose every write is visible: the allocator's spill
/// slots, when accessed only as a whole operand `[slot]` of an
/// instruction, never through a computed address (no `lea` of it, no
/// displacement or index); an alloca's slot, reachable through pointers,
/// is not followed.
struct Slots {
    followed: Vec<SlotId>,
}

impl Slots {
    fn new(mf: &MFunction) -> Slots {
        let mut seen: Vec<SlotId> = Vec::new();
        let mut excluded: Vec<SlotId> = Vec::new();
        for inst in mf.blocks.iter().flat_map(|b| &b.insts) {
            if let MInst::Lea { addr: Addr { base: AddrBase::Slot(s), .. }, .. } = inst {
                excluded.push(*s);
            }
            for_each_memory_operand(inst, &mut |addr, _| {
                if let AddrBase::Slot(s) = addr.base {
                    if addr.disp == 0 && addr.index.is_none() {
                        seen.push(s);
                    } else {
                        excluded.push(s);
                    }
                }
            });
        }
        seen.sort_by_key(|s| s.index());
        seen.dedup();
        seen.retain(|s| !excluded.contains(s) && mf.slots()[s.index()].kind == SlotKind::Spill);
        seen.truncate(MAX_SLOTS);
        Slots { followed: seen }
    }

    /// The place of `addr`, when it is a followed slot.
    fn place(&self, addr: &Addr) -> Option<Places> {
        let AddrBase::Slot(s) = addr.base else { return None };
        let i = self.followed.iter().position(|&f| f == s)?;
        (addr.disp == 0 && addr.index.is_none()).then_some(1 << (16 + i))
    }
}

/// Call `f` with every memory operand of `inst` and how it is accessed.
fn for_each_memory_operand(inst: &MInst, f: &mut impl FnMut(&Addr, crate::backend::mir::Access)) {
    let mut copy = inst.clone();
    copy.visit_operands(&mut |visit| {
        if let OperandVisit::Value { op: Operand::Mem(addr), access, .. } = visit {
            f(addr, access);
        }
    });
}

/// The places `inst` writes (a write to a slot that is not followed, or
/// through a pointer, cannot be one: see `Slots`).
fn written(inst: &MInst, slots: &Slots) -> Places {
    let mut defs = 0;
    for_each_reg(inst, &mut |r, access| {
        if access.writes() {
            if let Reg::Phys(PReg::Gpr(g)) = r {
                defs |= bit(g);
            }
        }
    });
    for_each_memory_operand(inst, &mut |addr, access| {
        if access.writes() {
            defs |= slots.place(addr).unwrap_or(0);
        }
    });
    defs
}

/// The place an operand names, if it is a register or a followed slot.
fn operand_place(op: Operand, slots: &Slots) -> Option<Places> {
    match op {
        Operand::Reg(Reg::Phys(PReg::Gpr(g))) => Some(bit(g)),
        Operand::Mem(addr) => slots.place(&addr),
        _ => None,
    }
}

/// The places holding the value after `inst`, given those before.
fn transfer(inst: &MInst, before: Places, slots: &Slots) -> Places {
    let mut after = before & !written(inst, slots);
    // A copy (a spill or reload included) of at least the 32 bits an int
    // or bool argument has.
    if let MInst::Mov { width: Width::B32 | Width::B64, dst, src } = *inst {
        if let (Some(d), Some(s)) = (operand_place(dst, slots), operand_place(src, slots)) {
            if before & s != 0 {
                after |= d;
            }
        }
    }
    after & value_places()
}

/// The places holding a value during `inst`, given those before it. The
/// epilogue of a `ret` restores the callee-saved registers and rbp, which
/// a slot's location is relative to.
fn during(inst: &MInst, before: Places, slots: &Slots) -> Places {
    let kept = before & !written(inst, slots);
    if matches!(inst, MInst::Ret { .. }) {
        kept & registers() & !callee_saved()
    } else {
        kept
    }
}

/// Per-instruction claims, by block and instruction of a machine
/// function: `(id, location)` pairs.
pub type ClaimTable = Vec<Vec<Vec<(u32, VarLoc)>>>;

/// Where values are at each instruction (see the module header).
pub struct Claims {
    /// Before and during the instruction.
    pub during: ClaimTable,
    /// Only before it: the instruction writes the place (never a call, a
    /// `ret` or `rep stosb`, which run on with the place changed or
    /// changing while the program counter stays in them).
    pub before: ClaimTable,
}

impl Claims {
    fn empty(mf: &MFunction) -> Claims {
        let table: ClaimTable = mf.blocks.iter().map(|b| vec![Vec::new(); b.insts.len()]).collect();
        Claims { during: table.clone(), before: table }
    }
}

/// For each `(variable, argument index)` of `args`, by block and
/// instruction of `mf` (allocated): where that argument's entry value is
/// (see `Claims`), as `(variable, location)` pairs.
/// `stack_arg(k)`: the rbp offset of stack-passed argument `k`;
/// `slot_offset(s)`: that of slot `s`.
pub fn argument_locations(
    mf: &MFunction,
    args: &[(u32, usize)],
    stack_arg: impl Fn(u32) -> i64,
    slot_offset: impl Fn(SlotId) -> i64,
) -> Claims {
    let mut claims = Claims::empty(mf);
    if mf.blocks.is_empty() {
        return claims;
    }
    let cfg = Cfg::new(mf);
    let slots = Slots::new(mf);
    for &(var, index) in args {
        let Some(&PReg::Gpr(entry_reg)) = ARG_REGS.get(index) else {
            let home = VarLoc::Frame { rbp_offset: stack_arg((index - ARG_REGS.len()) as u32) };
            for (b, block) in mf.blocks.iter().enumerate() {
                for (k, inst) in block.insts.iter().enumerate() {
                    if !matches!(inst, MInst::Ret { .. }) {
                        claims.during[b][k].push((var, home));
                    }
                }
            }
            continue;
        };
        let step = |inst: &MInst, s: Places| transfer(inst, s, &slots);
        claim_where_held(mf, &cfg, &slots, bit(entry_reg), step, &slot_offset, var, &mut claims);
    }
    claims
}

/// Solve the forward dataflow of the places holding one value, from
/// `entry` at the function's entry, with `step` as the transfer function
/// (the meet is intersection), and claim for `id` at each instruction
/// the first place holding the value during it, else (`Claims::before`)
/// the first holding it before it.
#[allow(clippy::too_many_arguments)]
fn claim_where_held(
    mf: &MFunction,
    cfg: &Cfg,
    slots: &Slots,
    entry: Places,
    step: impl Fn(&MInst, Places) -> Places,
    slot_offset: &impl Fn(SlotId) -> i64,
    id: u32,
    claims: &mut Claims,
) {
    let mut ins: Vec<Option<Places>> = vec![None; mf.blocks.len()];
    ins[0] = Some(entry);
    let mut work = vec![0usize];
    while let Some(b) = work.pop() {
        let out = mf.blocks[b].insts.iter().fold(ins[b].expect("visited"), |s, inst| step(inst, s));
        for &succ in &cfg.succs[b] {
            let succ = succ as usize;
            let new = match ins[succ] {
                None => out,
                Some(old) => old & out,
            };
            if ins[succ] != Some(new) {
                ins[succ] = Some(new);
                work.push(succ);
            }
        }
    }
    for (b, block) in mf.blocks.iter().enumerate() {
        let Some(mut s) = ins[b] else { continue };
        for (k, inst) in block.insts.iter().enumerate() {
            if let Some(place) = first_place(during(inst, s, slots), slots, slot_offset) {
                claims.during[b][k].push((id, place));
            } else if !matches!(inst, MInst::Call { .. } | MInst::Ret { .. } | MInst::RepStosb) {
                if let Some(place) = first_place(s, slots, slot_offset) {
                    claims.before[b][k].push((id, place));
                }
            }
            s = step(inst, s);
        }
    }
}

/// For `-g` when optimizing: by block and instruction of `mf` (allocated),
/// where each value of `mf.debug_values` is (see `Claims`), as `(index
/// into mf.debug_values, location)` pairs. A value
/// is somewhere from its `DebugValue` marker (its register's allocated
/// place, which the code just wrote) on, through copies, spills and
/// reloads, while every path there keeps it (the same dataflow as the
/// arguments').
pub fn value_locations(mf: &MFunction, slot_offset: impl Fn(SlotId) -> i64) -> Claims {
    let mut claims = Claims::empty(mf);
    if mf.blocks.is_empty() || mf.debug_values.is_empty() {
        return claims;
    }
    let cfg = Cfg::new(mf);
    let slots = Slots::new(mf);
    for (n, def) in mf.debug_values.iter().enumerate() {
        let seed = match def.place {
            Some(ValuePlace::Reg(g)) => bit(g),
            Some(ValuePlace::Slot(s)) => match slots.place(&Addr::slot(s)) {
                Some(place) => place,
                None => continue,
            },
            None => continue,
        };
        let step = |inst: &MInst, s: Places| match inst {
            MInst::DebugValue(m) if *m as usize == n => (transfer(inst, s, &slots) | seed) & value_places(),
            _ => transfer(inst, s, &slots),
        };
        claim_where_held(mf, &cfg, &slots, 0, step, &slot_offset, n as u32, &mut claims);
    }
    claims
}

/// The source position of each instruction of `mf` (by block and
/// index), as the line table gives it: the last `Loc` before it in
/// layout order.
pub fn instruction_positions(mf: &MFunction) -> Vec<Vec<Option<crate::ir::SrcLoc>>> {
    let mut at = None;
    mf.blocks
        .iter()
        .map(|b| {
            b.insts
                .iter()
                .map(|inst| {
                    if let MInst::Loc(l) = inst {
                        at = Some(*l);
                    }
                    at
                })
                .collect()
        })
        .collect()
}

/// The first register of `held`, else its first slot.
fn first_place(held: Places, slots: &Slots, slot_offset: &impl Fn(SlotId) -> i64) -> Option<VarLoc> {
    if held & registers() != 0 {
        let g = Gpr::ALL[held.trailing_zeros() as usize];
        return Some(VarLoc::Reg(g));
    }
    let in_slots = held >> 16;
    (in_slots != 0)
        .then(|| VarLoc::Frame { rbp_offset: slot_offset(slots.followed[in_slots.trailing_zeros() as usize]) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::Cond;
    use crate::ir::FuncId;

    fn mov(dst: PReg, src: Operand) -> MInst {
        MInst::Mov { width: Width::B32, dst: Operand::Reg(Reg::Phys(dst)), src }
    }

    fn no_stack_args(k: u32) -> i64 {
        panic!("stack argument {k} asked for")
    }

    fn no_slots(s: SlotId) -> i64 {
        panic!("slot {s:?} asked for")
    }

    fn reg(g: Gpr) -> VarLoc {
        VarLoc::Reg(g)
    }

    #[test]
    fn a_callee_saved_copy_survives_calls_but_not_the_epilogue() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        let call =
            MInst::Call { callee: crate::backend::mir::Symbol::Function(FuncId::new(1)), args: Vec::new(), ret: None };
        mf.block_mut(b).insts =
            vec![mov(PReg::Gpr(Gpr::Rbx), Operand::Reg(Reg::Phys(PReg::RDI))), call, MInst::Ret { value: None }];
        let claims = argument_locations(&mf, &[(3, 0)], no_stack_args, no_slots).during;
        // edi holds it during the copy; across the call, only ebx does
        // (a debugger finds an outer frame's ebx through the callee's
        // call-frame information); the epilogue of `ret` restores ebx.
        assert_eq!(claims[0], vec![vec![(3, reg(Gpr::Rdi))], vec![(3, reg(Gpr::Rbx))], vec![]]);
    }

    #[test]
    fn a_spill_slot_holds_a_copy_until_written_and_an_addressed_slot_is_never_followed() {
        let mut mf = MFunction::new(FuncId::new(0));
        let spill = mf.new_slot(4, 4, SlotKind::Spill);
        let addressed = mf.new_slot(4, 4, SlotKind::Spill);
        let alloca = mf.new_slot(4, 4, SlotKind::Alloca);
        let b = mf.add_block("entry");
        let store = |slot, src| MInst::Mov { width: Width::B32, dst: Operand::Mem(Addr::slot(slot)), src };
        let rdi = Operand::Reg(Reg::Phys(PReg::RDI));
        mf.block_mut(b).insts = vec![
            store(spill, rdi),
            store(addressed, rdi),
            store(alloca, rdi),
            MInst::Lea { dst: Reg::Phys(PReg::RAX), addr: Addr::slot(addressed) },
            mov(PReg::RDI, Operand::Imm(0)),
            store(spill, Operand::Imm(1)),
            MInst::Ret { value: None },
        ];
        let claims = argument_locations(&mf, &[(5, 0)], no_stack_args, |s| -4 - 4 * s.index() as i64).during;
        let in_spill = (5, VarLoc::Frame { rbp_offset: -4 });
        assert_eq!(
            claims[0],
            vec![
                vec![(5, reg(Gpr::Rdi))],
                vec![(5, reg(Gpr::Rdi))],
                vec![(5, reg(Gpr::Rdi))],
                vec![(5, reg(Gpr::Rdi))],
                vec![in_spill],
                vec![],
                vec![]
            ]
        );
    }

    #[test]
    fn a_value_is_where_its_register_was_allocated_from_its_marker_on_until_overwritten() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        mf.debug_values.push(crate::backend::mir::DebugValueDef {
            entry: 0,
            vreg: Reg::Phys(PReg::RAX),
            place: Some(ValuePlace::Reg(Gpr::Rax)),
        });
        mf.block_mut(b).insts = vec![
            mov(PReg::RAX, Operand::Imm(7)),
            MInst::DebugValue(0),
            mov(PReg::RCX, Operand::Reg(Reg::Phys(PReg::RAX))),
            mov(PReg::RAX, Operand::Imm(0)),
            MInst::Ret { value: None },
        ];
        let claims = value_locations(&mf, no_slots).during;
        // Not before the marker (which has no code); in eax after it; in
        // ecx (the copy) once eax is overwritten.
        assert_eq!(
            claims[0],
            vec![vec![], vec![], vec![(0, reg(Gpr::Rax))], vec![(0, reg(Gpr::Rcx))], vec![(0, reg(Gpr::Rcx))]]
        );
    }

    #[test]
    fn a_stack_argument_is_in_the_callers_area_but_during_ret() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = vec![mov(PReg::RAX, Operand::Imm(1)), MInst::Ret { value: Some(PReg::RAX) }];
        let claims = argument_locations(&mf, &[(2, 7)], |k| 16 + 8 * i64::from(k), no_slots).during;
        assert_eq!(claims[0], vec![vec![(2, VarLoc::Frame { rbp_offset: 24 })], vec![]]);
    }

    #[test]
    fn copies_are_followed_and_writes_end_a_claim() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        mf.block_mut(b).insts = vec![
            mov(PReg::RAX, Operand::Reg(Reg::Phys(PReg::RDI))),
            mov(PReg::RDI, Operand::Imm(5)),
            mov(PReg::RAX, Operand::Imm(0)),
            MInst::Ret { value: Some(PReg::RAX) },
        ];
        let claims = argument_locations(&mf, &[(7, 0)], no_stack_args, no_slots);
        // While the first copy runs, edi holds the argument; while edi is
        // overwritten, eax (the copy) does; nothing once eax is too.
        assert_eq!(claims.during[0], vec![vec![(7, reg(Gpr::Rdi))], vec![(7, reg(Gpr::Rax))], vec![], vec![]]);
        // Before the instruction that overwrites eax, eax still holds it;
        // never before a `ret`.
        assert_eq!(claims.before[0], vec![vec![], vec![], vec![(7, reg(Gpr::Rax))], vec![]]);
    }

    #[test]
    fn nothing_is_claimed_only_before_a_call() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        let call =
            MInst::Call { callee: crate::backend::mir::Symbol::Function(FuncId::new(1)), args: Vec::new(), ret: None };
        mf.block_mut(b).insts = vec![call, MInst::Ret { value: None }];
        // The call clobbers edi, and an outer frame's program counter is
        // inside it: no claim before it either.
        let claims = argument_locations(&mf, &[(0, 0)], no_stack_args, no_slots);
        assert_eq!((claims.during[0].clone(), claims.before[0].clone()), (vec![vec![], vec![]], vec![vec![], vec![]]));
    }

    #[test]
    fn a_register_is_claimed_after_a_join_only_if_every_path_keeps_it() {
        let mut mf = MFunction::new(FuncId::new(0));
        let entry = mf.add_block("entry");
        let clobber = mf.add_block("clobber");
        let join = mf.add_block("join");
        let (jcc, jmp) = (MInst::Jcc { cond: Cond::E, target: join }, MInst::Jmp { target: clobber });
        mf.block_mut(entry).insts = vec![jcc, jmp];
        mf.block_mut(clobber).insts = vec![mov(PReg::RSI, Operand::Imm(1)), MInst::Jmp { target: join }];
        mf.block_mut(join).insts = vec![MInst::Ret { value: None }];
        // Argument 1 (esi) is overwritten on one path to the join,
        // argument 0 (edi) on none.
        let claims = argument_locations(&mf, &[(0, 0), (1, 1)], no_stack_args, no_slots).during;
        assert_eq!(claims[2][0], vec![(0, reg(Gpr::Rdi))]);
        assert_eq!(claims[1][0], vec![(0, reg(Gpr::Rdi))]);
        assert_eq!(claims[1][1], vec![(0, reg(Gpr::Rdi))]);
    }
}
