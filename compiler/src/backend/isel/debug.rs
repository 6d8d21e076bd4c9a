//! `-g` markers: `Loc` where the source position of the code changes
//! (`mark_loc`), the homes of source variables (`record_debug_homes`)
//! and, optimizing, where variables hold IR values.
//!
//! Each entry of `Function::debug_values` becomes a `DebugStretch`, holding
//! the constant when the value is one (`plan_debug_values`). An entry for a
//! value gets a `DebugValue` marker right after the code that writes the
//! value's register, parameters after their copies (`mark_debug_value`; a
//! value folded into its users has no register and is not described). The
//! entries holding before each instruction are interned as sets, set 0 the
//! empty one (`plan_debug_sets`); a `DebugAt` marker goes before an
//! instruction whose set differs from the last marked in its machine block,
//! which starts with none (`mark_debug_set`). Markers emit no code; they
//! follow layout order, which is emission order.

use crate::ir::{InstId, ValueDef, ValueId};

use super::Selector;
use crate::backend::mir::{DebugHome, MBlockId, MInst, Operand, OperandVisit, Reg};
use rustc_hash::FxHashMap;

impl Selector<'_> {
    /// Where the source variables of `debug_vars` live (for `-g`): their
    /// alloca's frame slot, or the register holding the static link they
    /// are reached through. A promoted alloca has no fixed home.
    pub(super) fn record_debug_homes(&mut self) {
        for (i, var) in self.func.debug_vars.iter().enumerate() {
            let home = match var.home {
                Some(crate::ir::DebugHome::Alloca { alloca, offset }) => {
                    self.alloca_slots.get(alloca).copied().flatten().map(|slot| DebugHome::Slot { slot, offset })
                }
                Some(crate::ir::DebugHome::Link { ptr, hops, offset }) => {
                    self.vregs.get(ptr).copied().flatten().map(|vreg| DebugHome::PointerInVReg { vreg, hops, offset })
                }
                None => None,
            };
            if let Some(home) = home {
                self.mf.debug_homes.push((i as u32, home));
            }
        }
    }

    /// For `-g` when optimizing: the IR values source variables hold
    /// (`ir::DebugValue`), to be marked where their code ends; the
    /// parameters among them are marked at once, after their copies.
    pub(super) fn plan_debug_values(&mut self) {
        for (k, d) in self.func.debug_values().iter().enumerate() {
            let constant = match d.value {
                crate::ir::DebugValueKind::Const(c) => Some(c),
                crate::ir::DebugValueKind::Value(v) => match self.func.value(v).def {
                    // A value the passes folded to a constant.
                    ValueDef::Const(c) => Some(c),
                    _ => {
                        self.debug_values.entry(v).or_default().push(k as u32);
                        None
                    }
                },
            };
            self.mf.debug_stretches.push(crate::backend::mir::DebugStretch {
                var: d.var,
                span: d.span.clone(),
                constant,
            });
        }
        let entry = MBlockId::new(0);
        for &p in &self.func.params {
            let len = 0;
            self.mark_debug_value(p, entry, len);
        }
        self.plan_debug_sets();
    }

    /// The `DebugAt` sets: for each IR instruction some instruction span
    /// holds before, the entries holding there (interned).
    fn plan_debug_sets(&mut self) {
        let mut of_inst: FxHashMap<InstId, Vec<u32>> = FxHashMap::default();
        for (k, d) in self.func.debug_values().iter().enumerate() {
            if let crate::ir::DebugSpan::Insts(insts) = &d.span {
                for &i in insts {
                    of_inst.entry(i).or_default().push(k as u32);
                }
            }
        }
        if of_inst.is_empty() {
            return;
        }
        // Set 0 is the empty one.
        self.mf.debug_sets.push(Vec::new());
        let mut interned: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        interned.insert(Vec::new(), 0);
        let mut insts: Vec<InstId> = of_inst.keys().copied().collect();
        insts.sort_unstable();
        for i in insts {
            let mut set = of_inst.remove(&i).unwrap_or_default();
            set.sort_unstable();
            let n = *interned.entry(set.clone()).or_insert_with(|| {
                self.mf.debug_sets.push(set);
                (self.mf.debug_sets.len() - 1) as u32
            });
            self.debug_sets.insert(i, n);
        }
    }

    /// A `DebugAt` marker before `i`'s code if the locals described there
    /// differ from what the block described last (an instruction no span
    /// holds before describes none: the empty set, number 0).
    pub(super) fn mark_debug_set(&mut self, i: InstId) {
        let now = self.debug_set_now.filter(|&(b, _)| b == self.current).map(|(_, n)| n);
        let set = match self.debug_sets.get(&i) {
            Some(&n) => n,
            None if now.is_none() => return,
            None => 0,
        };
        if Some(set) != now {
            self.debug_set_now = Some((self.current, set));
            self.push(MInst::DebugAt(set));
        }
    }

    /// If `v` is a value a source variable holds and the instructions of
    /// `block` from `from` on (just selected) computed it into its register,
    /// a `DebugValue` marker after them for each of its entries. (A value
    /// folded into its users, such as a compare fused with its branch, has
    /// no register of its own and is not described.)
    pub(super) fn mark_debug_value(&mut self, v: ValueId, block: MBlockId, from: usize) {
        let Some(entries) = self.debug_values.get(&v) else { return };
        let Some(vreg) = self.vregs[v] else { return };
        if block != self.current || self.func.value_type(v).is_vector() {
            return;
        }
        let mut written = false;
        for inst in &self.mf.blocks[block.index()].insts[from..] {
            inst.clone().visit_operands(&mut |visit| {
                let (reg, access) = match visit {
                    OperandVisit::Value { op: Operand::Reg(r), access, .. } => (*r, access),
                    OperandVisit::RegOnly { reg, access, .. } => (*reg, access),
                    OperandVisit::Value { .. } => return,
                };
                written |= access.writes() && reg == Reg::Virt(vreg);
            });
        }
        if !written {
            return;
        }
        for &entry in &entries.clone() {
            let n = self.mf.debug_values.len() as u32;
            self.mf.debug_values.push(crate::backend::mir::DebugValueDef { entry, vreg: Reg::Virt(vreg), place: None });
            self.push(MInst::DebugValue(n));
        }
    }

    /// A `Loc` marker for `i`'s source position if it differs from the last.
    ///
    /// Markers emit no code; they follow layout order, which is emission
    /// order.
    pub(super) fn mark_loc(&mut self, i: InstId) {
        if let Some(loc) = self.func.inst(i).loc {
            if self.last_loc != Some(loc) {
                self.last_loc = Some(loc);
                self.push(MInst::Loc(loc));
            }
        }
    }
}
