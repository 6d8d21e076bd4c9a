//! Blocks and their order: creating blocks, the layout (program order, the
//! entry block first), moving, splitting and removing blocks, and walking
//! the instructions in layout order.
//!
//! Invariant: the layout holds each placed block once; a block outside it
//! was made by `create_unplaced_block` and is not placed yet, or was removed
//! (its instructions deleted first). Changes to many blocks at once
//! (`move_blocks_to_end`, `place_blocks_after`, `remove_blocks`,
//! `rearrange_layout`) make one pass over the layout, not one per block.

use rustc_hash::FxHashMap as HashMap;

use super::super::entities::{BlockId, InstId};
use super::super::entity_map::EntitySet;
use super::{BlockData, Function, InstKind, Successors};

impl Function {
    /// Create a block and append it to the layout.
    pub fn create_block(&mut self, name: impl Into<String>) -> BlockId {
        let id = self.create_unplaced_block(name);
        self.append_block(id);
        id
    }

    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b]
    }

    pub fn block_name(&self, b: BlockId) -> &str {
        &self.blocks[b].name
    }

    /// Blocks in program order; the entry block first.
    pub fn layout(&self) -> &[BlockId] {
        &self.layout
    }

    /// Number of block slots in the arena (including removed blocks); the
    /// bound for side tables of blocks (`EntityMap`, `EntitySet`).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    pub fn entry_block(&self) -> Option<BlockId> {
        self.layout.first().copied()
    }

    /// The last instruction of `b` if it is a terminator.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        let last = *self.blocks[b].insts.last()?;
        self.insts[last].kind.is_terminator().then_some(last)
    }

    pub fn successors(&self, b: BlockId) -> Successors {
        match self.terminator(b) {
            Some(t) => self.insts[t].kind.successors(),
            None => Successors([None, None], 0),
        }
    }

    /// Create a block outside the layout, for a front end that knows where
    /// it will go only later and places it with [`Self::append_block`]
    /// (moving a block made with [`Self::create_block`] searches the layout).
    pub fn create_unplaced_block(&mut self, name: impl Into<String>) -> BlockId {
        self.invalidate_analyses();
        self.blocks.push(BlockData { name: name.into(), insts: Vec::new() })
    }

    /// Append `b`, made by [`Self::create_unplaced_block`] and not placed
    /// yet, to the layout.
    pub fn append_block(&mut self, b: BlockId) {
        self.invalidate_analyses();
        self.layout.push(b);
    }

    /// Move `b` to the end of the layout (front ends create blocks before
    /// they know where their code will go). The search starts at the end,
    /// where a recently created block is, so lowering stays linear.
    pub fn move_block_to_end(&mut self, b: BlockId) {
        self.invalidate_analyses();
        if let Some(pos) = self.layout.iter().rposition(|&x| x == b) {
            self.layout.remove(pos);
        }
        self.layout.push(b);
    }

    /// Move `blocks` to the end of the layout, in the given order, with one
    /// pass over the layout (moving them one at a time would cost the
    /// layout's length per block).
    pub fn move_blocks_to_end(&mut self, blocks: &[BlockId]) {
        if blocks.is_empty() {
            return;
        }
        self.invalidate_analyses();
        let mut moving = EntitySet::with_capacity(self.block_capacity());
        for &b in blocks {
            moving.insert(b);
        }
        self.layout.retain(|&b| !moving.contains(b));
        self.layout.extend_from_slice(blocks);
    }

    /// Move `b` to the front of the layout, making it the entry block.
    pub fn move_block_to_front(&mut self, b: BlockId) {
        self.invalidate_analyses();
        self.layout.retain(|&x| x != b);
        self.layout.insert(0, b);
    }

    /// Move each group of blocks of `placements` right after its block, in
    /// the group's order, with one pass over the layout (moving blocks one
    /// at a time would cost blocks × layout in a pass that adds blocks all
    /// over a large function). Placing after a block
    /// that is itself placed puts the group after it, wherever it goes.
    pub fn place_blocks_after(&mut self, placements: &[(BlockId, Vec<BlockId>)]) {
        if placements.is_empty() {
            return;
        }
        let mut moved = EntitySet::with_capacity(self.blocks.len());
        let mut groups: rustc_hash::FxHashMap<BlockId, Vec<usize>> = rustc_hash::FxHashMap::default();
        for (k, (after, group)) in placements.iter().enumerate() {
            groups.entry(*after).or_default().push(k);
            for &b in group {
                moved.insert(b);
            }
        }
        fn place(
            b: BlockId,
            out: &mut Vec<BlockId>,
            placements: &[(BlockId, Vec<BlockId>)],
            groups: &rustc_hash::FxHashMap<BlockId, Vec<usize>>,
        ) {
            out.push(b);
            for &k in groups.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                for &c in &placements[k].1 {
                    place(c, out, placements, groups);
                }
            }
        }
        let mut layout = Vec::with_capacity(self.layout.len());
        for &b in &self.layout {
            if !moved.contains(b) {
                place(b, &mut layout, placements, &groups);
            }
        }
        self.set_layout(layout);
    }

    /// Replace the layout by `layout`, which must hold the same blocks (the
    /// entry block first).
    pub fn set_layout(&mut self, layout: Vec<BlockId>) {
        self.invalidate_analyses();
        debug_assert!(
            {
                let (mut a, mut b) = (self.layout.clone(), layout.clone());
                a.sort();
                b.sort();
                a == b
            },
            "set_layout must permute the layout"
        );
        self.layout = layout;
    }

    /// Split `b` before its instruction at `index`: the instructions from
    /// `index` on (the terminator among them) move to a new block, and the
    /// phis of `b`'s successors now name the new block as their
    /// predecessor. `b` is left without a terminator; the caller gives it
    /// one. The new block is left at the end of the layout for the caller
    /// to place ([`Self::place_blocks_after`], once for many splits:
    /// placing each as it is made would cost the layout's length).
    pub fn split_block_unplaced(&mut self, b: BlockId, index: usize, name: impl Into<String>) -> BlockId {
        self.invalidate_analyses();
        let tail = self.create_block(name);
        let moved = self.blocks[b].insts.split_off(index);
        for &i in &moved {
            self.insts[i].block = Some(tail);
        }
        self.blocks[tail].insts = moved;
        let successors: Vec<BlockId> = self.successors(tail).collect();
        for succ in successors {
            for phi in self.block_phis(succ) {
                if let InstKind::Phi { blocks } = &mut self.insts[phi].kind {
                    for pred in blocks.iter_mut().filter(|p| **p == b) {
                        *pred = tail;
                    }
                }
            }
        }
        tail
    }

    /// Remove a block from the layout, deleting its instructions. The caller
    /// must have removed every reference to the block (branches, phi entries).
    pub fn remove_block(&mut self, b: BlockId) {
        self.remove_blocks(&[b]);
    }

    /// [`Self::remove_block`] for many blocks, with one pass over the
    /// layout (one per block would cost blocks × layout).
    pub fn remove_blocks(&mut self, dead: &[BlockId]) {
        if dead.is_empty() {
            return;
        }
        self.invalidate_analyses();
        let mut gone = EntitySet::with_capacity(self.blocks.len());
        for &b in dead {
            gone.insert(b);
            self.clear_block(b);
        }
        self.layout.retain(|&x| !gone.contains(x));
    }

    /// Remove the instructions of `b` (their operand uses go at once), but
    /// leave `b` in the layout, empty, for [`Self::rearrange_layout`] to
    /// remove with others in one pass.
    pub fn clear_block(&mut self, b: BlockId) {
        self.invalidate_analyses();
        let insts = std::mem::take(&mut self.blocks[b].insts);
        for &i in insts.iter().rev() {
            self.detach_operands(i);
            self.insts[i].block = None;
        }
    }

    /// Several layout changes in one pass over the layout: the blocks of
    /// `removed` leave it (clear them first: [`Self::clear_block`]), each
    /// `(b, anchor)` of `before` puts `b` right in front of `anchor`, each
    /// of `after` right behind it (several at one anchor: in the order
    /// given). Moving blocks one at a time would cost the layout's length
    /// per block.
    pub fn rearrange_layout(
        &mut self,
        removed: &[BlockId],
        before: &[(BlockId, BlockId)],
        after: &[(BlockId, BlockId)],
    ) {
        if removed.is_empty() && before.is_empty() && after.is_empty() {
            return;
        }
        self.invalidate_analyses();
        let capacity = self.blocks.len();
        let (mut skip, mut anchored) = (EntitySet::with_capacity(capacity), EntitySet::with_capacity(capacity));
        let mut ahead: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        let mut behind: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in removed {
            skip.insert(b);
        }
        for &(b, anchor) in before {
            skip.insert(b);
            anchored.insert(anchor);
            ahead.entry(anchor).or_default().push(b);
        }
        for &(b, anchor) in after {
            skip.insert(b);
            anchored.insert(anchor);
            behind.entry(anchor).or_default().push(b);
        }
        // A moved block may anchor others in turn: place it with them.
        fn place(
            b: BlockId,
            out: &mut Vec<BlockId>,
            ahead: &HashMap<BlockId, Vec<BlockId>>,
            behind: &HashMap<BlockId, Vec<BlockId>>,
        ) {
            for &x in ahead.get(&b).into_iter().flatten() {
                place(x, out, ahead, behind);
            }
            out.push(b);
            for &x in behind.get(&b).into_iter().flatten() {
                place(x, out, ahead, behind);
            }
        }
        let old = std::mem::take(&mut self.layout);
        let mut layout = Vec::with_capacity(old.len());
        for b in old {
            if skip.contains(b) {
                continue;
            }
            if anchored.contains(b) {
                place(b, &mut layout, &ahead, &behind);
            } else {
                layout.push(b);
            }
        }
        self.layout = layout;
    }

    /// Every instruction in layout order, with its block.
    pub fn insts_in_layout(&self) -> impl Iterator<Item = (BlockId, InstId)> + '_ {
        self.layout.iter().flat_map(move |&b| self.blocks[b].insts.iter().map(move |&i| (b, i)))
    }

    /// Number of instructions currently in blocks.
    pub fn live_inst_count(&self) -> usize {
        self.layout.iter().map(|&b| self.blocks[b].insts.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::function;
    use super::super::Function;

    fn block_names(f: &Function) -> Vec<&str> {
        f.layout().iter().map(|&b| f.block_name(b)).collect()
    }

    #[test]
    fn rearranging_the_layout_removes_and_places_blocks_in_one_pass() {
        let (mut f, b) = function(
            "define void @f() {
a:
  br label %b
b:
  br label %c
c:
  br label %d
d:
  ret void
}
",
        );
        let (x, y, z) = (f.create_block("x"), f.create_block("y"), f.create_block("z"));
        assert_eq!(block_names(&f), ["a", "b", "c", "d", "x", "y", "z"]);
        f.clear_block(b[1]);
        assert!(f.block(b[1]).insts().is_empty());
        // x in front of d, y behind a, z behind y (a moved block anchors).
        f.rearrange_layout(&[b[1]], &[(x, b[3])], &[(y, b[0]), (z, y)]);
        assert_eq!(block_names(&f), ["a", "y", "z", "c", "x", "d"]);
    }
}
