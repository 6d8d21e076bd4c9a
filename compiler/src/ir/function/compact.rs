//! Compaction: dropping the records of removed instructions, and of the
//! values they defined, from the arenas, and renumbering the rest.
//!
//! Invariant: the records that stay keep their order, so the printed IR and
//! the code made from it do not change. Every id the function holds
//! (operands, use entries, block lists, parameters, interned constants,
//! debug records) is renumbered; ids held from outside are meaningless
//! afterwards.

use super::super::debuginfo::{DebugSpan, DebugValueKind};
use super::super::entities::{InstId, ValueId};
use super::super::entity_map::EntityMap;
use super::{Function, ValueDef};

impl Function {
    /// Drop the records of removed instructions and of the values they
    /// defined from the arenas, renumbering the rest in place (their order
    /// is kept, so the printed IR and the code made from it do not
    /// change). The passes leave many such records behind (mem2reg's loads
    /// and stores, reg2mem's phis: a quarter of the instructions and
    /// two-fifths of the values of a large function); the backend compacts
    /// each function before selecting its instructions. Ids held from
    /// before are meaningless afterwards.
    pub fn compact(&mut self) {
        self.invalidate_analyses();
        self.sweep_removed();
        // The new id of each record that stays (`None`: it goes).
        let mut inst_map: EntityMap<InstId, Option<InstId>> = EntityMap::from_elem(None, self.insts.len());
        let mut kept = 0;
        for (i, data) in self.insts.iter() {
            if data.block.is_some() {
                inst_map[i] = Some(InstId::new(kept));
                kept += 1;
            }
        }
        let mut value_map: EntityMap<ValueId, Option<ValueId>> = EntityMap::from_elem(None, self.values.len());
        let mut kept = 0;
        for (v, data) in self.values.iter() {
            let live = match data.def {
                ValueDef::Inst(i) => inst_map[i].is_some(),
                _ => true,
            };
            if live {
                value_map[v] = Some(ValueId::new(kept));
                kept += 1;
            }
        }
        let inst = |i: InstId| inst_map[i].expect("a kept instruction refers only to kept instructions");
        let value = |v: ValueId| value_map[v].unwrap_or_else(|| panic!("{v:?} is used but its definition was removed"));
        self.insts.retain_by_id(|i| inst_map[i].is_some());
        self.values.retain_by_id(|v| value_map[v].is_some());
        self.insts.shrink_to_fit();
        self.values.shrink_to_fit();
        for data in self.insts.values_mut() {
            for op in data.operands.iter_mut() {
                op.value = value(op.value);
            }
            data.result = data.result.map(value);
        }
        for data in self.values.values_mut() {
            if let ValueDef::Inst(i) = data.def {
                data.def = ValueDef::Inst(inst(i));
            }
            for entry in data.users.iter_mut() {
                entry.user = inst(entry.user);
            }
        }
        for block in self.blocks.values_mut() {
            for i in block.insts.iter_mut() {
                *i = inst(*i);
            }
        }
        for p in &mut self.params {
            *p = value(*p);
        }
        for v in self.interned_consts.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_vectors.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_undefs.values_mut() {
            *v = value(*v);
        }
        for v in self.interned_globals.values_mut() {
            *v = value(*v);
        }
        for var in &mut self.debug_vars {
            var.home = var.home.and_then(|home| home.map_value(|v| value_map[v]));
        }
        let debug_values = std::mem::take(&mut self.debug_values)
            .into_iter()
            .filter_map(|mut d| {
                if let DebugValueKind::Value(v) = d.value {
                    d.value = DebugValueKind::Value(value_map[v]?);
                }
                if let DebugSpan::Insts(insts) = &mut d.span {
                    insts.retain_mut(|i| match inst_map[*i] {
                        Some(new) => {
                            *i = new;
                            true
                        }
                        None => false,
                    });
                    if insts.is_empty() {
                        return None;
                    }
                }
                Some(d)
            })
            .collect();
        self.set_debug_values(debug_values);
    }
}
