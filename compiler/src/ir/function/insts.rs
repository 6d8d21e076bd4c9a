//! Instructions: making them, placing them in blocks, moving, rewriting and
//! removing them.
//!
//! Invariant: an instruction's `block` names the block whose list holds it
//! (`None` once removed), but between a batch of O(1) edits and the next
//! `sweep_removed`: `mark_removed` leaves the id in the list and
//! `insert_inst_deferred` does not put it there yet (`unswept` and
//! `deferred` record them), and one sweep per function then brings every
//! touched block up to date in one pass. Nothing may read the blocks before
//! that sweep (`is_swept`, checked by the verifier). `remove_inst` and
//! `insert_inst` cost the block's length.

use rustc_hash::FxHashMap as HashMap;

use super::super::entities::{BlockId, InstId, ValueId};
use super::super::entity_map::EntitySet;
use super::super::types::Type;
use super::uses::{Operand, SmallList};
use super::{Function, InstData, InstKind, SrcLoc, ValueDef};

/// The parts of a new instruction: what it does, its operands, its result
/// type (`Void`: it defines no value), a name hint and its source position.
pub(in crate::ir) struct NewInst<'a> {
    pub kind: InstKind,
    pub operands: &'a [ValueId],
    pub ty: Type,
    pub name: Option<String>,
    pub loc: Option<SrcLoc>,
}

impl Function {
    /// Move the instructions `insts` (each in some block) into `to`, in this
    /// order, starting at position `index`: one pass over each block they
    /// leave and one over `to`.
    pub fn move_insts(&mut self, insts: &[InstId], to: BlockId, index: usize) {
        if index == self.blocks[to].insts.len() || insts.iter().any(|&i| self.ends_block(i)) {
            self.invalidate_analyses();
        }
        for &i in insts {
            let from = self.insts[i].block.take().expect("the instruction is in a block");
            self.unswept.push(from);
        }
        self.sweep_removed();
        for &i in insts {
            self.insts[i].block = Some(to);
        }
        self.blocks[to].insts.splice(index..index, insts.iter().copied());
    }

    /// How many allocas open the entry block (where lowering, the inliner
    /// and reg2mem put stack slots, and where mem2reg looks for them).
    pub fn entry_alloca_count(&self) -> usize {
        let Some(entry) = self.entry_block() else { return 0 };
        self.block(entry).insts().iter().take_while(|&&i| matches!(self.inst(i).kind, InstKind::Alloca { .. })).count()
    }

    /// Move `allocas` (made anywhere) to the entry block, in this order,
    /// after the allocas already there: one splice for all of them.
    pub fn move_allocas_to_entry(&mut self, allocas: &[InstId]) {
        let entry = self.entry_block().expect("the function has an entry block");
        // Allocas made in the entry block itself are appended after its
        // terminator: counting first keeps them out of the count.
        let own = self.entry_alloca_count();
        self.move_insts(allocas, entry, own);
    }

    pub fn inst(&self, i: InstId) -> &InstData {
        &self.insts[i]
    }

    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    /// The value defined by instruction `i` (panics for void instructions).
    pub fn inst_result(&self, i: InstId) -> ValueId {
        self.insts[i].result.expect("instruction has no result")
    }

    /// Create an instruction (not yet in any block).
    pub(super) fn create_inst(&mut self, new: NewInst) -> InstId {
        let NewInst { kind, operands, ty, name, loc } = new;
        let id = self.insts.next_id();
        let result = (ty != Type::Void).then(|| self.new_value(ValueDef::Inst(id), ty, name));
        let slots = operands.iter().map(|&value| Operand { value, use_pos: 0 }).collect();
        let pushed = self.insts.push(InstData { kind, operands: slots, result, block: None, loc });
        debug_assert_eq!(pushed, id);
        for (slot, &op) in operands.iter().enumerate() {
            self.add_use(op, id, slot);
        }
        id
    }

    /// Insert a new instruction into `block` at position `index`. The raw
    /// constructors are the IR's own: everyone else builds through
    /// `ir::Builder`, whose methods cannot get an operand order wrong.
    pub(in crate::ir) fn insert_inst(&mut self, block: BlockId, index: usize, new: NewInst) -> InstId {
        let next = self.blocks[block].insts.get(index).copied();
        let after_terminator = next.is_none() && self.terminator(block).is_some();
        if new.kind.is_terminator() || after_terminator {
            self.invalidate_analyses();
        }
        let id = self.create_inst(new);
        self.insts[id].block = Some(block);
        self.blocks[block].insts.insert(index, id);
        self.inherit_debug_records(id, next);
        id
    }

    /// Make a new instruction that goes just before `anchor` (an
    /// instruction of a block's list, possibly already `mark_removed`) in
    /// O(1): it belongs to `block`, `anchor`'s block, at once, but enters
    /// the block's list only at the next [`Self::sweep_removed`], which the
    /// caller must run before anything else reads the blocks (the verifier
    /// checks). Instructions made before one anchor keep the order they
    /// were made in. A pass that inserts many instructions into one long
    /// block uses this instead of `insert_inst`, whose cost is the block's
    /// length.
    pub(in crate::ir) fn insert_inst_deferred(&mut self, anchor: InstId, block: BlockId, new: NewInst) -> InstId {
        if new.kind.is_terminator() {
            self.invalidate_analyses();
        }
        let id = self.create_inst(new);
        self.insts[id].block = Some(block);
        self.inherit_debug_records(id, Some(anchor));
        self.deferred.push((anchor, id));
        self.unswept.push(block);
        id
    }

    /// Append a new instruction at the end of `block`.
    pub(in crate::ir) fn append_inst(&mut self, block: BlockId, new: NewInst) -> InstId {
        let index = self.blocks[block].insts.len();
        self.insert_inst(block, index, new)
    }

    /// Position of `i` inside its block.
    pub fn inst_index(&self, i: InstId) -> usize {
        let b = self.insts[i].block.expect("instruction is not in a block");
        self.blocks[b].insts.iter().position(|&x| x == i).expect("block/instruction out of sync")
    }

    /// [`Self::inst_index`], searching from the end of the block: O(1) for
    /// an instruction near the end.
    pub fn inst_index_from_end(&self, i: InstId) -> usize {
        let b = self.insts[i].block.expect("instruction is not in a block");
        self.blocks[b].insts.iter().rposition(|&x| x == i).expect("block/instruction out of sync")
    }

    /// Give `i` a new kind and new operands in place: its result (so every
    /// use of it), block, position and source location stay. The caller
    /// keeps the result's type right for the new kind (as reg2mem turning a
    /// phi into a load of the same type).
    pub fn rewrite_inst(&mut self, i: InstId, kind: InstKind, operands: &[ValueId]) {
        if kind.is_terminator() || self.insts[i].kind.is_terminator() {
            self.invalidate_analyses();
        }
        self.detach_operands(i);
        let data = &mut self.insts[i];
        data.kind = kind;
        data.operands = operands.iter().map(|&value| Operand { value, use_pos: 0 }).collect();
        for (slot, &op) in operands.iter().enumerate() {
            self.add_use(op, i, slot);
        }
    }

    /// Make the terminator `term` go to `to` where it went to `from`.
    pub fn replace_successor(&mut self, term: InstId, from: BlockId, to: BlockId) {
        self.invalidate_analyses();
        self.insts[term].kind.replace_successor(from, to);
    }

    /// Whether `i` decides where its block goes: a terminator, or the last
    /// instruction of its block (removing it may leave a terminator last,
    /// or none).
    fn ends_block(&self, i: InstId) -> bool {
        let data = &self.insts[i];
        data.kind.is_terminator() || data.block.is_some_and(|b| self.blocks[b].insts.last() == Some(&i))
    }

    /// Delete `i` from its block and drop its operand uses. Its result must
    /// have no remaining users.
    pub fn remove_inst(&mut self, i: InstId) {
        if self.ends_block(i) {
            self.invalidate_analyses();
        }
        if let Some(r) = self.insts[i].result {
            assert!(self.values[r].users.is_empty(), "removing {i:?} whose result still has users");
        }
        self.detach_operands(i);
        if let Some(b) = self.insts[i].block.take() {
            // From the end: passes mostly delete terminators and the
            // instructions just before them.
            let insts = &mut self.blocks[b].insts;
            let at = insts.iter().rposition(|&x| x == i).expect("block/instruction out of sync");
            insts.remove(at);
        }
    }

    /// Remove `i` in O(1): its operand uses go at once and it leaves its
    /// block (`inst(i).block` becomes `None`), but its id stays in the
    /// block's instruction list until [`Self::sweep_removed`], which the
    /// caller must run before anything else reads the blocks (the verifier
    /// checks). Its result must have no remaining users.
    pub fn mark_removed(&mut self, i: InstId) {
        if self.ends_block(i) {
            self.invalidate_analyses();
        }
        if let Some(r) = self.insts[i].result {
            let value = &mut self.values[r];
            assert!(value.users.is_empty(), "removing {i:?} whose result still has users");
            value.users = SmallList::new();
        }
        self.detach_operands(i);
        if let Some(b) = self.insts[i].block.take() {
            self.unswept.push(b);
        }
    }

    /// Drop the instructions `mark_removed` removed from their blocks'
    /// lists and put those `insert_inst_deferred` made before their
    /// anchors: one pass over each block that changed.
    pub fn sweep_removed(&mut self) {
        let mut touched = std::mem::take(&mut self.unswept);
        touched.sort();
        touched.dedup();
        // The instructions to put before each anchor, in the order made.
        let mut before: HashMap<InstId, Vec<InstId>> = HashMap::default();
        for (anchor, new) in std::mem::take(&mut self.deferred) {
            before.entry(anchor).or_default().push(new);
        }
        for b in touched {
            let insts = &self.insts;
            if before.is_empty() {
                self.blocks[b].insts.retain(|&x| insts[x].block == Some(b));
                continue;
            }
            let old = std::mem::take(&mut self.blocks[b].insts);
            let mut list = Vec::with_capacity(old.len());
            for x in old {
                if let Some(new) = before.remove(&x) {
                    list.extend(new.into_iter().filter(|&n| insts[n].block == Some(b)));
                }
                if insts[x].block == Some(b) {
                    list.push(x);
                }
            }
            self.blocks[b].insts = list;
        }
        assert!(before.is_empty(), "an anchor of insert_inst_deferred is not in its block's list");
    }

    /// Whether every `mark_removed` has been swept (the verifier's check).
    pub fn is_swept(&self) -> bool {
        self.unswept.is_empty()
    }

    /// Delete many instructions at once. They may use each other (dead
    /// cycles go together), but no instruction that stays may use them.
    ///
    /// Use entries are unlinked only from values that stay: the lists of
    /// the values the dead instructions define are dropped whole. When most
    /// operands are themselves dead (reg2mem removes every phi, and phis
    /// mostly use phis) that skips nearly all of the unlinking, each step of
    /// which touches two records far apart in memory. Telling dead values
    /// apart takes a table the size of the function, so a group that small
    /// beside it (an SLP tree's stores) is unlinked use by use instead.
    pub fn remove_insts(&mut self, dead: &[InstId]) {
        if dead.iter().any(|&i| self.ends_block(i)) {
            self.invalidate_analyses();
        }
        if dead.len() * 8 < self.insts.len() {
            for &i in dead {
                self.detach_operands(i);
            }
            for &i in dead {
                self.mark_removed(i);
            }
            self.sweep_removed();
            return;
        }
        let mut dead_inst = EntitySet::with_capacity(self.insts.len());
        let mut dead_value = EntitySet::with_capacity(self.values.len());
        for &i in dead {
            dead_inst.insert(i);
            if let Some(r) = self.insts[i].result {
                dead_value.insert(r);
            }
        }
        for &i in dead {
            // From the last slot: an entry that `remove_use` moves into a
            // freed place may be an earlier slot of `i` itself.
            for slot in (0..self.insts[i].operands.len()).rev() {
                if !dead_value.contains(self.insts[i].operands[slot].value) {
                    self.remove_use(i, slot);
                }
            }
            self.insts[i].operands = SmallList::new();
        }
        for &i in dead {
            if let Some(r) = self.insts[i].result {
                let users = std::mem::take(&mut self.values[r].users);
                assert!(
                    users.iter().all(|u| dead_inst.contains(u.user)),
                    "removing {i:?} whose result still has users"
                );
            }
            if let Some(b) = self.insts[i].block.take() {
                // Dead instructions come mostly in runs of one block.
                if self.unswept.last() != Some(&b) {
                    self.unswept.push(b);
                }
            }
        }
        self.sweep_removed();
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::function;
    use super::super::{BinOp, InstKind};
    use super::NewInst;
    use crate::ir::types::Type;

    const THREE_ADDS: &str = "define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %a, 2
  %c = add i32 %b, 3
  ret i32 %c
}
";

    #[test]
    fn deferred_instructions_go_before_their_anchor_in_the_order_made_at_the_sweep() {
        let (mut f, blocks) = function(THREE_ADDS);
        let entry = blocks[0];
        let insts = f.block(entry).insts().to_vec();
        let (a, c) = (f.inst_result(insts[0]), insts[2]);
        let one = f.const_int(Type::I32, 1);
        let operands = [a, one];
        let op = |op: BinOp| NewInst {
            kind: InstKind::Binary(op),
            operands: &operands,
            ty: Type::I32,
            name: None,
            loc: None,
        };
        let first = f.insert_inst_deferred(c, entry, op(BinOp::Mul));
        let second = f.insert_inst_deferred(c, entry, op(BinOp::Sub));
        // Until the sweep the list is as it was, and the verifier would say so.
        assert_eq!(f.block(entry).insts(), &insts[..]);
        assert!(!f.is_swept());
        // The anchor itself may go meanwhile: what waits before it stays.
        f.replace_all_uses(f.inst_result(c), f.inst_result(second));
        f.mark_removed(c);
        f.sweep_removed();
        assert!(f.is_swept());
        assert_eq!(f.block(entry).insts(), &[insts[0], insts[1], first, second, insts[3]]);
        assert_eq!(f.inst(first).block, Some(entry));
    }
}
