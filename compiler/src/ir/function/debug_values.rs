//! Debug values: what source variables hold where, for `-g` when optimizing
//! (see `debuginfo::DebugValue`), and the indexes kept beside that list.
//!
//! Invariant: `debug_value_users` (the entries holding each value) and
//! `debug_insts` (the entries holding before each instruction) index
//! `debug_values` exactly: `set_debug_values` rebuilds them, and the edits
//! made in place (`replace_all_uses`, `inherit_debug_records`) update them
//! in step. The other parts keep the entries true as they edit: a new
//! instruction inherits its successor's records, `set_operand` drops those
//! of the operand it replaces, `compact` renumbers them.

use super::super::debuginfo::{DebugSpan, DebugValue, DebugValueKind};
use super::super::entities::{InstId, ValueId};
use super::Function;

impl Function {
    /// What the variables hold before `next`, the instruction a new one
    /// `id` now precedes, they hold before `id` (`debuginfo::DebugValue`).
    pub(super) fn inherit_debug_records(&mut self, id: InstId, next: Option<InstId>) {
        if self.debug_insts.is_empty() {
            return;
        }
        let Some(entries) = next.and_then(|next| self.debug_insts.get(&next)).cloned() else { return };
        for k in entries {
            if let DebugSpan::Insts(insts) = &mut self.debug_values[k as usize].span {
                insts.push(id);
                self.debug_insts.entry(id).or_default().push(k);
            }
        }
    }

    /// What source variables hold where (see `debuginfo::DebugValue`).
    pub fn debug_values(&self) -> &[DebugValue] {
        &self.debug_values
    }

    pub fn set_debug_values(&mut self, values: Vec<DebugValue>) {
        self.debug_value_users.clear();
        self.debug_insts.clear();
        for (k, d) in values.iter().enumerate() {
            if let DebugValueKind::Value(v) = d.value {
                self.debug_value_users.entry(v).or_default().push(k as u32);
            }
            if let DebugSpan::Insts(insts) = &d.span {
                for &i in insts {
                    self.debug_insts.entry(i).or_default().push(k as u32);
                }
            }
        }
        self.debug_values = values;
    }

    /// Whether some entry of `debug_values` holds `v`.
    pub fn has_debug_values(&self, v: ValueId) -> bool {
        self.debug_value_users.contains_key(&v)
    }

    /// For a pass about to give different uses of `old` different values:
    /// each instruction of the instruction spans holding `old` goes with
    /// the value `new_at(instruction)` takes the place of `old` at it
    /// (`None`: none, the claim is dropped). Stretches holding `old` are
    /// dropped.
    pub fn split_debug_value(&mut self, old: ValueId, new_at: impl Fn(&Function, InstId) -> Option<ValueId>) {
        if !self.debug_value_users.contains_key(&old) {
            return;
        }
        let mut values = std::mem::take(&mut self.debug_values);
        let mut split: Vec<DebugValue> = Vec::new();
        values.retain(|d| {
            if d.value != DebugValueKind::Value(old) {
                return true;
            }
            if let DebugSpan::Insts(insts) = &d.span {
                for &i in insts {
                    let Some(new) = new_at(self, i) else { continue };
                    match split.iter_mut().find(|s| s.var == d.var && s.value == DebugValueKind::Value(new)) {
                        Some(s) => match &mut s.span {
                            DebugSpan::Insts(v) => v.push(i),
                            DebugSpan::Stretch { .. } => unreachable!("split entries hold instructions"),
                        },
                        None => split.push(DebugValue {
                            var: d.var,
                            value: DebugValueKind::Value(new),
                            span: DebugSpan::Insts(vec![i]),
                        }),
                    }
                }
            }
            false
        });
        values.extend(split);
        self.set_debug_values(values);
    }
}
