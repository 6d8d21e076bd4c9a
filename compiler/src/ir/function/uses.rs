//! Operand slots and use lists: both directions of the def-use information,
//! and the methods that change operands.
//!
//! Invariant: def-use information is exact. Each value records one entry in
//! `users` per operand slot that refers to it, so `replace_all_uses` cannot
//! miss a use and a value with no users is truly dead. Operands are private
//! to `function` for that reason: passes change them through `set_operand`,
//! `replace_all_uses`, the phi helpers and `remove_inst`, which keep both
//! directions in sync (with `add_use` and `remove_use`, here).
//!
//! Use lists are indexed both ways, as LLVM's `Use` objects are: a use entry
//! records which operand slot of its user it stands for, and each slot where
//! its entry sits in the value's list. Dropping a use is then a `swap_remove`
//! plus one fix-up, O(1) however many users the value has (scanning a stack
//! slot's list per removal made mem2reg quadratic).

use smallvec::SmallVec;

use super::super::debuginfo::DebugValueKind;
use super::super::entities::{InstId, ValueId};
use super::{Function, InstData};

/// Operand and use lists: most instructions have at most two operands and
/// most values one or two users, so two entries are kept in place, with no
/// allocation of their own (a large function has millions of such lists;
/// allocating each was a tenth of the compile time and most of the IR's
/// memory). Two eight-byte entries fill the space the list's heap pointer
/// and length take anyway, so the list is 24 bytes either way.
pub(super) type SmallList<T> = SmallVec<[T; 2]>;

/// One operand slot of an instruction: the value it uses, and where the
/// matching [`Use`] sits in that value's list of users.
#[derive(Copy, Clone, Debug)]
pub(super) struct Operand {
    pub(super) value: ValueId,
    pub(super) use_pos: u32,
}

/// One entry of a value's list of users: the instruction, and which of its
/// operand slots refers to the value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct Use {
    pub(super) user: InstId,
    pub(super) slot: u32,
}

/// The operands of an instruction, in order (a view of its operand slots
/// that hides the def-use bookkeeping kept beside each value).
#[derive(Copy, Clone)]
pub struct Operands<'a>(&'a [Operand]);

impl<'a> Operands<'a> {
    pub fn len(self) -> usize {
        self.0.len()
    }

    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(self) -> OperandIter<'a> {
        OperandIter(self.0.iter())
    }

    pub fn first(self) -> Option<&'a ValueId> {
        self.0.first().map(|o| &o.value)
    }

    pub fn get(self, index: usize) -> Option<&'a ValueId> {
        self.0.get(index).map(|o| &o.value)
    }

    pub fn to_vec(self) -> Vec<ValueId> {
        self.iter().copied().collect()
    }

    pub fn contains(self, v: &ValueId) -> bool {
        self.0.iter().any(|o| o.value == *v)
    }

    /// The operands as an array of `N`, if there are exactly `N`.
    pub fn as_array<const N: usize>(self) -> Option<[ValueId; N]> {
        (self.0.len() == N).then(|| std::array::from_fn(|k| self.0[k].value))
    }
}

impl std::ops::Index<usize> for Operands<'_> {
    type Output = ValueId;
    fn index(&self, index: usize) -> &ValueId {
        &self.0[index].value
    }
}

impl<'a> IntoIterator for Operands<'a> {
    type Item = &'a ValueId;
    type IntoIter = OperandIter<'a>;
    fn into_iter(self) -> OperandIter<'a> {
        self.iter()
    }
}

impl std::fmt::Debug for Operands<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

pub struct OperandIter<'a>(std::slice::Iter<'a, Operand>);

impl<'a> Iterator for OperandIter<'a> {
    type Item = &'a ValueId;
    fn next(&mut self) -> Option<&'a ValueId> {
        self.0.next().map(|o| &o.value)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl DoubleEndedIterator for OperandIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|o| &o.value)
    }
}

impl ExactSizeIterator for OperandIter<'_> {}

/// The users of a value: one entry per operand slot that refers to it (an
/// instruction using the value twice is listed twice), in no set order.
#[derive(Copy, Clone)]
pub struct Users<'a>(&'a [Use]);

impl<'a> Users<'a> {
    pub fn len(self) -> usize {
        self.0.len()
    }

    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(self) -> UserIter<'a> {
        UserIter(self.0.iter())
    }

    pub fn first(self) -> Option<&'a InstId> {
        self.0.first().map(|u| &u.user)
    }

    pub fn to_vec(self) -> Vec<InstId> {
        self.iter().copied().collect()
    }

    /// The only user, if there is exactly one use.
    pub fn only(self) -> Option<InstId> {
        match self.0 {
            [u] => Some(u.user),
            _ => None,
        }
    }
}

impl<'a> IntoIterator for Users<'a> {
    type Item = &'a InstId;
    type IntoIter = UserIter<'a>;
    fn into_iter(self) -> UserIter<'a> {
        self.iter()
    }
}

pub struct UserIter<'a>(std::slice::Iter<'a, Use>);

impl<'a> Iterator for UserIter<'a> {
    type Item = &'a InstId;
    fn next(&mut self) -> Option<&'a InstId> {
        self.0.next().map(|u| &u.user)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl ExactSizeIterator for UserIter<'_> {}

impl InstData {
    pub fn operands(&self) -> Operands<'_> {
        Operands(&self.operands)
    }
}

impl Function {
    /// The instructions using `v`, once per operand slot.
    pub fn users(&self, v: ValueId) -> Users<'_> {
        Users(&self.values[v].users)
    }

    pub fn has_users(&self, v: ValueId) -> bool {
        !self.values[v].users.is_empty()
    }

    /// Change operand `index` of `i` to `v`, keeping use lists exact.
    pub fn set_operand(&mut self, i: InstId, index: usize, v: ValueId) {
        let old = self.insts[i].operands[index].value;
        if old == v {
            return;
        }
        if self.debug_value_users.contains_key(&old) {
            // Some uses of `old` now take another value: where the source
            // variable holds `old` is no longer known.
            let values = std::mem::take(&mut self.debug_values);
            self.set_debug_values(values.into_iter().filter(|d| d.value != DebugValueKind::Value(old)).collect());
        }
        self.remove_use(i, index);
        self.insts[i].operands[index].value = v;
        self.add_use(v, i, index);
    }

    /// Make every use of `old` a use of `new`.
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        if old == new {
            return;
        }
        if let Some(entries) = self.debug_value_users.remove(&old) {
            for &k in &entries {
                self.debug_values[k as usize].value = DebugValueKind::Value(new);
            }
            self.debug_value_users.entry(new).or_default().extend(entries);
        }
        let users = std::mem::take(&mut self.values[old].users);
        // One entry per slot: an instruction using `old` twice appears twice.
        for Use { user, slot } in users {
            self.insts[user].operands[slot as usize].value = new;
            self.add_use(new, user, slot as usize);
        }
    }

    /// The first way the use lists disagree with the operands, if any (the
    /// verifier's check): every operand slot of an instruction in a block
    /// must point at a use entry that points back at it, and every use entry
    /// at such a slot. Together: the entries are exactly the slots. O(uses).
    pub fn use_list_error(&self) -> Option<String> {
        for &b in &self.layout {
            for &i in &self.blocks[b].insts {
                let data = &self.insts[i];
                for (slot, &Operand { value: v, use_pos }) in data.operands.iter().enumerate() {
                    let entry = self.values[v].users.get(use_pos as usize);
                    if entry != Some(&Use { user: i, slot: slot as u32 }) {
                        return Some(format!(
                            "operand {slot} of {i:?} ({v:?}) has no matching entry in the def-use list"
                        ));
                    }
                }
            }
        }
        for (v, value) in self.values.iter() {
            for (pos, &Use { user, slot }) in value.users.iter().enumerate() {
                let data = &self.insts[user];
                if data.block.is_none() {
                    return Some(format!("{v:?} lists the deleted instruction {user:?} as a user"));
                }
                let slot = slot as usize;
                let operand = data.operands.get(slot);
                if operand.map(|o| o.value) != Some(v) || operand.map(|o| o.use_pos as usize) != Some(pos) {
                    return Some(format!("use entry {pos} of {v:?} does not match operand {slot} of {user:?}"));
                }
            }
        }
        None
    }

    /// Remove `i`'s operands (and their use entries), leaving it in place
    /// with no operands. Used before deleting groups of instructions.
    pub(super) fn detach_operands(&mut self, i: InstId) {
        for slot in (0..self.insts[i].operands.len()).rev() {
            self.remove_use(i, slot);
        }
        // Free the lists, not just empty them: passes like mem2reg remove
        // most of the instructions of a function, and the arena keeps every
        // removed instruction's record until the function is dropped.
        let data = &mut self.insts[i];
        data.operands = SmallList::new();
    }

    /// Record that operand `slot` of `user` (already set to `v`) uses `v`.
    pub(super) fn add_use(&mut self, v: ValueId, user: InstId, slot: usize) {
        let value = &mut self.values[v];
        self.insts[user].operands[slot].use_pos = value.users.len() as u32;
        value.users.push(Use { user, slot: slot as u32 });
    }

    /// Drop the use entry of operand `slot` of `user` (the operand itself
    /// stays until the caller changes or removes it), in O(1).
    pub(super) fn remove_use(&mut self, user: InstId, slot: usize) {
        let data = &self.insts[user];
        let Operand { value: v, use_pos } = data.operands[slot];
        let pos = use_pos as usize;
        let value = &mut self.values[v];
        debug_assert!(value.users[pos] == Use { user, slot: slot as u32 }, "def-use list out of sync");
        value.users.swap_remove(pos);
        // The entry that moved into `pos`, if any, must learn its new place.
        if let Some(&moved) = value.users.get(pos) {
            self.insts[moved.user].operands[moved.slot as usize].use_pos = pos as u32;
        }
    }
}
