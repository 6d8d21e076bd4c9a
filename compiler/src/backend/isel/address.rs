//! Address folding: which `getelementptr`s fold into the addresses of the
//! loads and stores using them, and the memory operand each access names.
//!
//! Planned before any block is lowered (`plan_folded_geps`), since a use may
//! come before its GEP in layout order (the GEP only dominates it). A GEP
//! used only as the address of loads and stores becomes
//! `base + index × size + disp`: an alloca base is its frame slot, a
//! constant index a displacement (at most `MAX_FOLDED_OFFSET` bytes), a
//! variable `i32` index is sign-extended once by the GEP's setup code,
//! emitted where the GEP stands, and shared by the later GEPs of its block
//! with that index. A *row* (a GEP by an `i64` counter used only as an
//! address and by constant-index GEPs that are) folds with no setup and is
//! never computed. Any other GEP is `movsxd` + `lea` (`lower_gep`). Also
//! planned here: `srem x, ±2^k` only compared with zero, which becomes a
//! `test` of x's low bits (`plan_folded_remainders`).

use crate::ir::{BinOp, BlockId, CmpPred, InstId, InstKind, Type, ValueDef, ValueId};

use super::Selector;
use crate::backend::mir::{Addr, AddrBase, Index, MInst, Operand, Reg, Symbol, VReg, Width};
use rustc_hash::FxHashMap;

/// A GEP folded into the addresses of the loads and stores using it.
#[derive(Clone, Debug)]
pub(super) struct FoldedGep {
    addr: Addr,
    /// Sets the registers `addr` adds (emitted where the GEP is).
    setup: Vec<MInst>,
}

/// The largest constant byte offset folded into a displacement: frames are
/// smaller than 1 GiB (see `frame`), so slot offset plus this still fits
/// the signed 32-bit displacement.
const MAX_FOLDED_OFFSET: i64 = 1 << 30;

impl Selector<'_> {
    /// The address a folded GEP stands for.
    pub(super) fn folded_address(&self, v: ValueId) -> Option<Addr> {
        self.folded_geps.get(&v).map(|g| g.addr)
    }

    pub(super) fn lea(&mut self, addr: Addr) -> VReg {
        let r = self.new_vreg();
        self.push(MInst::Lea { dst: r.into(), addr });
        r
    }

    /// The memory a load or store through `ptr` accesses.
    pub(super) fn address(&mut self, ptr: ValueId) -> Addr {
        if let Some(slot) = self.alloca_slot(ptr) {
            return Addr::slot(slot);
        }
        if let Some(addr) = self.folded_address(ptr) {
            return addr;
        }
        if let ValueDef::Global(g) = self.func.value(ptr).def {
            return Addr::new(AddrBase::Symbol(Symbol::Global(g)));
        }
        Addr::new(AddrBase::Reg(self.reg_operand(ptr)))
    }

    /// Decide, before any block is lowered, which GEPs are folded into the
    /// addresses of their users: a use may come before the GEP in layout
    /// order (the GEP only dominates it), so the address must be known in
    /// advance. The registers it names (an index register, or a base
    /// register for a RIP-relative base) are set by the GEP's setup code,
    /// emitted where the GEP is.
    ///
    /// GEPs of one block with the same variable index share its sign
    /// extension: the first one's register serves those after it (a
    /// vectorized loop addresses every array with its counter).
    ///
    /// A *row* — a GEP by an `i64` counter (lsr's) whose users are GEPs by
    /// constants that only address memory, `a[k - 1]`, `a[k]`, `a[k + 1]`
    /// — is folded too, with no setup: each element's address is the
    /// row's plus a displacement, and the row itself is never computed.
    pub(super) fn plan_folded_geps(&mut self, geps: &[(BlockId, InstId)]) {
        self.plan_folded_rows(geps);
        let func = self.func;
        // The sign-extended indexes of the current block.
        let (mut current, mut extended) = (None, FxHashMap::<ValueId, VReg>::default());
        for &(block, i) in geps {
            if current != Some(block) {
                current = Some(block);
                extended.clear();
            }
            let data = func.inst(i);
            let (InstKind::Gep { elem }, Some(result)) = (&data.kind, data.result) else { continue };
            if !self.only_addresses_memory(result) {
                continue;
            }
            let Some(base) = self.address_without_code(data.operands()[0]) else { continue };
            let index = data.operands()[1];
            let (mut addr, mut setup) = self.element_address(base, *elem, index);
            if let ([MInst::Extend { dst: Reg::Virt(reg), .. }], Some(index_reg)) = (&setup[..], addr.index.as_mut()) {
                match extended.get(&index) {
                    Some(&shared) => {
                        index_reg.reg = shared.into();
                        setup.clear();
                    }
                    None => {
                        extended.insert(index, *reg);
                    }
                }
            }
            self.folded_geps.insert(result, FoldedGep { addr, setup });
        }
    }

    /// The rows of `plan_folded_geps`.
    fn plan_folded_rows(&mut self, geps: &[(BlockId, InstId)]) {
        let func = self.func;
        for &(_, i) in geps {
            let data = func.inst(i);
            let (InstKind::Gep { elem }, Some(result)) = (&data.kind, data.result) else { continue };
            let index = data.operands()[1];
            if func.value_type(index) != Type::I64
                || self.constant(index).is_some()
                || !self.only_elements_address_memory(result)
            {
                continue;
            }
            let Some(base) = self.address_without_code(data.operands()[0]) else { continue };
            let (addr, setup) = self.element_address(base, *elem, index);
            if setup.is_empty() {
                self.folded_geps.insert(result, FoldedGep { addr, setup });
            }
        }
    }

    /// Whether `row` is used by at least one GEP with a constant index
    /// that only addresses memory, and otherwise only by such GEPs and as
    /// the address of loads and stores.
    fn only_elements_address_memory(&self, row: ValueId) -> bool {
        let element = |user: InstId| {
            let data = self.func.inst(user);
            matches!(data.kind, InstKind::Gep { .. })
                && data.operands()[0] == row
                && self.constant(data.operands()[1]).is_some()
                && data.result.is_some_and(|r| self.only_addresses_memory(r))
        };
        let users = self.func.users(row);
        let memory = |user: InstId| {
            let data = self.func.inst(user);
            match data.kind {
                InstKind::Load => true,
                InstKind::Store => data.operands()[0] != row,
                _ => false,
            }
        };
        users.iter().any(|&u| element(u)) && users.iter().all(|&u| element(u) || memory(u))
    }

    /// Find `srem i32 x, ±2^k` whose only user is `icmp eq/ne` against 0:
    /// the remainder is zero exactly when the low k bits of x are, so the
    /// compare becomes `test x, 2^k - 1` and the remainder is not computed.
    pub(super) fn plan_folded_remainders(&mut self, remainders: &[InstId]) {
        let func = self.func;
        for &i in remainders {
            let data = func.inst(i);
            let (InstKind::Binary(BinOp::SRem), Some(result)) = (&data.kind, data.result) else { continue };
            let (x, d) = (data.operands()[0], data.operands()[1]);
            let Some(d) = self.constant(d) else { continue };
            let a = (d as i32).unsigned_abs();
            if func.value_type(result) != Type::I32 || a < 2 || !a.is_power_of_two() || self.constant(x).is_some() {
                continue;
            }
            let users = func.users(result);
            let only_compared_with_zero = users.only().is_some_and(|user| {
                let user = func.inst(user);
                let ops = user.operands();
                matches!(user.kind, InstKind::Icmp(CmpPred::Eq | CmpPred::Ne))
                    && (self.constant(ops[0]) == Some(0) || self.constant(ops[1]) == Some(0))
            });
            if only_compared_with_zero {
                self.folded_remainders.insert(result, (x, i64::from(a - 1)));
            }
        }
    }

    /// `base + sext(index) * size(elem)`: for a folded GEP only the setup
    /// of its address registers, else `lea`.
    ///
    /// A folded GEP addresses `[rbp - off + idx*4]` for an alloca base,
    /// `[base + idx*4]` otherwise, with a constant index folded into the
    /// displacement; the index is sign-extended once, at the GEP (`movsxd`).
    /// Any other GEP is `movsxd` + `lea`.
    pub(super) fn lower_gep(&mut self, elem: Type, result: ValueId, base: ValueId, index: ValueId) {
        if let Some(folded) = self.folded_geps.get(&result) {
            for inst in folded.setup.clone() {
                self.push(inst);
            }
            return;
        }
        let base = self.address(base);
        let (addr, setup) = self.element_address(base, elem, index);
        for inst in setup {
            self.push(inst);
        }
        let dst = self.vreg_of(result);
        self.push(MInst::Lea { dst: dst.into(), addr });
    }

    /// Whether every use of `ptr` is as the address of a load or store.
    fn only_addresses_memory(&self, ptr: ValueId) -> bool {
        self.func.users(ptr).iter().all(|&user| {
            let data = self.func.inst(user);
            match data.kind {
                InstKind::Load => true,
                InstKind::Store => data.operands()[0] != ptr,
                _ => false,
            }
        })
    }

    /// The memory `ptr` points to, if naming it needs no code (`None` for
    /// constant and undefined pointers).
    fn address_without_code(&mut self, ptr: ValueId) -> Option<Addr> {
        if let Some(slot) = self.alloca_slot(ptr) {
            return Some(Addr::slot(slot));
        }
        if let Some(row) = self.folded_geps.get(&ptr).filter(|g| g.setup.is_empty()) {
            return Some(row.addr);
        }
        match self.func.value(ptr).def {
            ValueDef::Global(g) => Some(Addr::new(AddrBase::Symbol(Symbol::Global(g)))),
            ValueDef::Param(_) | ValueDef::Inst(_) => Some(Addr::new(AddrBase::Reg(self.vreg_of(ptr).into()))),
            _ => None,
        }
    }

    /// The address of element `index` of an array of `elem` at `base`, and
    /// the code that sets the registers it adds (not yet emitted).
    fn element_address(&mut self, base: Addr, elem: Type, index: ValueId) -> (Addr, Vec<MInst>) {
        let size = elem.alloc_size();
        let scale = u8::try_from(size).ok().filter(|s| matches!(s, 1 | 2 | 4 | 8));
        let scale =
            scale.unwrap_or_else(|| panic!("getelementptr over {elem} ({size}-byte elements) is not supported"));
        let constant = self.constant(index);
        if let Some(c) = constant {
            let offset = c * i64::from(scale);
            if offset.abs() <= MAX_FOLDED_OFFSET {
                return (base.offset(offset as i32), Vec::new());
            }
        }
        let mut setup = Vec::new();
        let mut addr = base;
        // x86 addresses have one index and none with a RIP-relative base.
        if addr.index.is_some() || matches!(addr.base, AddrBase::Symbol(_)) {
            let r = self.new_vreg();
            setup.push(MInst::Lea { dst: r.into(), addr });
            addr = Addr::new(AddrBase::Reg(r.into()));
        }
        // An i64 index (lsr's counters) is already the register to scale.
        if constant.is_none() && self.func.value_type(index) == Type::I64 {
            addr.index = Some(Index { reg: self.vreg_of(index).into(), scale });
            return (addr, setup);
        }
        let reg = self.new_vreg();
        setup.push(match constant {
            Some(c) => MInst::Mov { width: Width::B64, dst: reg.into(), src: Operand::Imm(c) },
            None => {
                // A non-constant i32 is a register: naming it emits no code.
                let src = self.vreg_of(index).into();
                MInst::Extend { signed: true, from: Width::B32, to: Width::B64, dst: reg.into(), src }
            }
        });
        addr.index = Some(Index { reg: reg.into(), scale });
        (addr, setup)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{all_insts, select_text};
    use crate::backend::mir::{Addr, AddrBase, Index, MInst, Operand, SlotId};
    use crate::backend::target::Target;

    #[test]
    fn element_addresses_fold_into_loads_and_stores() {
        let mf = select_text(
            "define i32 @f(i32 %i) {
entry:
  %a = alloca [8 x i32], align 4
  %p = getelementptr i32, ptr %a, i32 %i
  %q = getelementptr i32, ptr %a, i32 -3
  store i32 1, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}",
            Target::X86_64V2,
        );
        let insts = all_insts(&mf);
        assert!(
            !insts.iter().any(|i| matches!(i, MInst::Lea { .. })),
            "an element address was materialised: {insts:?}"
        );
        // The index is sign-extended once, then used scaled by 4.
        assert_eq!(insts.iter().filter(|i| matches!(i, MInst::Extend { signed: true, .. })).count(), 1);
        let slot = AddrBase::Slot(SlotId::new(0));
        assert!(insts.iter().any(|i| matches!(i,
            MInst::Mov { dst: Operand::Mem(Addr { base, index: None, disp: -12 }), .. } if *base == slot)));
        assert!(insts.iter().any(|i| matches!(i,
            MInst::Mov { src: Operand::Mem(Addr { base, index: Some(Index { scale: 4, .. }), disp: 0 }), .. } if *base == slot)));
    }

    #[test]
    fn a_folded_address_may_be_used_before_its_gep_in_layout_order() {
        // `use` comes first in the layout, but `def` dominates it.
        let mf = select_text(
            "define i32 @f(i32 %i) {
entry:
  %a = alloca [8 x i32], align 4
  br label %def

use:
  %v = load i32, ptr %p, align 4
  ret i32 %v

def:
  %p = getelementptr i32, ptr %a, i32 %i
  br label %use
}",
            Target::X86_64V2,
        );
        let index_of_load = mf.blocks[1].insts.iter().find_map(|i| match i {
            MInst::Mov { src: Operand::Mem(Addr { index: Some(index), .. }), .. } => Some(index.reg),
            _ => None,
        });
        let set_in_def = mf.blocks[2].insts.iter().find_map(|i| match i {
            MInst::Extend { dst, .. } => Some(*dst),
            _ => None,
        });
        assert!(index_of_load.is_some() && index_of_load == set_in_def, "{:?}", mf.blocks);
    }

    #[test]
    fn element_address_used_as_a_value_is_computed_with_lea() {
        let mf = select_text(
            "declare void @g(ptr)
define void @f(i32 %i) {
entry:
  %a = alloca [8 x i1], align 1
  %p = getelementptr i1, ptr %a, i32 %i
  call void @g(ptr %p)
  ret void
}",
            Target::X86_64V2,
        );
        let insts = all_insts(&mf);
        assert!(insts
            .iter()
            .any(|i| matches!(i, MInst::Lea { addr: Addr { index: Some(Index { scale: 1, .. }), .. }, .. })));
    }
}
