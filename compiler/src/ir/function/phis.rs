//! Phis: making them at the top of a block, and reading and editing their
//! incoming entries.
//!
//! Invariant: entry `k` of a phi is its operand slot `k` (the value) and
//! `blocks[k]` of its `InstKind::Phi` (the predecessor it comes from); the
//! methods here change the two together, and keep the use entries' slot
//! numbers right when entries move down (`phi_remove_incoming`). Phis open
//! their block, before its other instructions.

use super::super::entities::{BlockId, InstId, ValueId};
use super::super::types::Type;
use super::uses::Operand;
use super::{Function, InstKind, NewInst};

impl Function {
    /// Create one phi with no entries yet per type of `types`, at the top of
    /// `b` in this order (before its instructions, with one shift of the
    /// block's list for all of them). Their records are consecutive in the
    /// arena, so passes that then visit them block by block read memory in
    /// order.
    pub fn prepend_phis(&mut self, b: BlockId, types: &[Type]) -> Vec<InstId> {
        let phis: Vec<InstId> = types
            .iter()
            .map(|&ty| {
                let kind = InstKind::Phi { blocks: Box::default() };
                let phi = self.create_inst(NewInst { kind, operands: &[], ty, name: None, loc: None });
                self.insts[phi].block = Some(b);
                phi
            })
            .collect();
        self.blocks[b].insts.splice(0..0, phis.iter().copied());
        phis
    }

    /// The incoming (value, block) pairs of a phi.
    pub fn phi_incoming(&self, phi: InstId) -> Vec<(ValueId, BlockId)> {
        let data = &self.insts[phi];
        match &data.kind {
            InstKind::Phi { blocks } => data.operands.iter().map(|o| o.value).zip(blocks.iter().copied()).collect(),
            _ => panic!("{phi:?} is not a phi"),
        }
    }

    /// Give `phi`, which has no entries yet, all its entries at once (one
    /// allocation for the block list instead of one per growth).
    pub fn phi_set_incoming(&mut self, phi: InstId, incoming: &[(ValueId, BlockId)]) {
        let data = &mut self.insts[phi];
        assert!(data.operands.is_empty(), "{phi:?} already has entries");
        match &mut data.kind {
            InstKind::Phi { blocks } => **blocks = incoming.iter().map(|&(_, b)| b).collect(),
            _ => panic!("{phi:?} is not a phi"),
        }
        data.operands = incoming.iter().map(|&(value, _)| Operand { value, use_pos: 0 }).collect();
        for (slot, &(value, _)) in incoming.iter().enumerate() {
            self.add_use(value, phi, slot);
        }
    }

    pub fn phi_add_incoming(&mut self, phi: InstId, value: ValueId, block: BlockId) {
        match &mut self.insts[phi].kind {
            InstKind::Phi { blocks } => blocks.push(block),
            _ => panic!("{phi:?} is not a phi"),
        }
        let data = &mut self.insts[phi];
        data.operands.push(Operand { value, use_pos: 0 });
        let slot = data.operands.len() - 1;
        self.add_use(value, phi, slot);
    }

    /// Make every incoming entry of `phi` from `old` come from `new` (the
    /// values stay): an edge into the phi's block now starts elsewhere.
    pub fn phi_replace_block(&mut self, phi: InstId, old: BlockId, new: BlockId) {
        match &mut self.insts[phi].kind {
            InstKind::Phi { blocks } => blocks.iter_mut().filter(|b| **b == old).for_each(|b| *b = new),
            _ => panic!("{phi:?} is not a phi"),
        }
    }

    /// Remove every incoming entry of `phi` that comes from `block`.
    pub fn phi_remove_incoming(&mut self, phi: InstId, block: BlockId) {
        loop {
            let pos = match &self.insts[phi].kind {
                InstKind::Phi { blocks } => blocks.iter().position(|&b| b == block),
                _ => panic!("{phi:?} is not a phi"),
            };
            let Some(pos) = pos else { return };
            if let InstKind::Phi { blocks } = &mut self.insts[phi].kind {
                blocks.remove(pos);
            }
            self.remove_use(phi, pos);
            let data = &mut self.insts[phi];
            data.operands.remove(pos);
            // The operands after `pos` moved down one slot: so do their
            // entries' slot numbers.
            for slot in pos..self.insts[phi].operands.len() {
                let Operand { value, use_pos } = self.insts[phi].operands[slot];
                self.values[value].users[use_pos as usize].slot = slot as u32;
            }
        }
    }

    /// The phis at the top of `b`.
    pub fn block_phis(&self, b: BlockId) -> Vec<InstId> {
        self.blocks[b].insts.iter().copied().take_while(|&i| self.insts[i].kind.is_phi()).collect()
    }
}
