//! Dominator tree (Cooper, Harvey & Kennedy, "A Simple, Fast Dominance
//! Algorithm", 2001).
//!
//! `A dom B` when every path from the entry to B passes through A. The
//! algorithm iterates over the blocks in reverse post-order, setting each
//! block's immediate dominator to the intersection (nearest common ancestor
//! in the tree built so far) of its already-processed predecessors, until
//! nothing changes. Only reachable blocks are in the tree.
//!
//! After the fixed point, a DFS over the tree numbers every node with an
//! interval `[pre, post]`, so `dominates(a, b)` is two comparisons.

use super::cfg::Cfg;
use super::entities::BlockId;

pub struct DomTree {
    /// Immediate dominator of each reachable block (the root maps to itself).
    idom: Vec<Option<BlockId>>,
    children: Vec<Vec<BlockId>>,
    pre: Vec<u32>,
    post: Vec<u32>,
    root: Option<BlockId>,
}

impl DomTree {
    /// The dominator tree of a function's CFG.
    pub fn compute(cfg: &Cfg) -> DomTree {
        DomTree::from_graph(cfg.rpo(), cfg.capacity(), |b| cfg.preds(b))
    }

    /// The dominator tree of any graph given its reverse post-order from the
    /// root (first element) and a predecessor function. Post-dominators use
    /// this on the reversed CFG.
    pub fn from_graph<'a>(rpo: &[BlockId], capacity: usize, preds: impl Fn(BlockId) -> &'a [BlockId]) -> DomTree {
        let mut tree = DomTree {
            idom: vec![None; capacity],
            children: vec![Vec::new(); capacity],
            pre: vec![u32::MAX; capacity],
            post: vec![u32::MAX; capacity],
            root: rpo.first().copied(),
        };
        let Some(root) = tree.root else { return tree };
        let mut order = vec![u32::MAX; capacity];
        for (i, b) in rpo.iter().enumerate() {
            order[b.index()] = i as u32;
        }
        tree.idom[root.index()] = Some(root);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &rpo[1..] {
                let mut new_idom: Option<BlockId> = None;
                for &p in preds(b) {
                    if tree.idom[p.index()].is_none() {
                        continue; // unreachable, or not processed yet
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&tree.idom, &order, p, cur),
                    });
                }
                if new_idom.is_some() && tree.idom[b.index()] != new_idom {
                    tree.idom[b.index()] = new_idom;
                    changed = true;
                }
            }
        }
        for &b in &rpo[1..] {
            if let Some(parent) = tree.idom[b.index()] {
                tree.children[parent.index()].push(b);
            }
        }
        tree.number_nodes(root);
        tree
    }

    /// Pre/post-order numbers of the tree (iterative DFS).
    fn number_nodes(&mut self, root: BlockId) {
        let mut counter = 0u32;
        let mut stack = vec![(root, 0usize)];
        self.pre[root.index()] = counter;
        counter += 1;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if next < self.children[node.index()].len() {
                top.1 += 1;
                let child = self.children[node.index()][next];
                self.pre[child.index()] = counter;
                counter += 1;
                stack.push((child, 0));
            } else {
                self.post[node.index()] = counter;
                counter += 1;
                stack.pop();
            }
        }
    }

    pub fn root(&self) -> Option<BlockId> {
        self.root
    }

    /// Whether `b` is in the tree (reachable from the root).
    pub fn contains(&self, b: BlockId) -> bool {
        self.pre[b.index()] != u32::MAX
    }

    /// The immediate dominator (`None` for the root and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom[b.index()].filter(|&d| d != b)
    }

    pub fn children(&self, b: BlockId) -> &[BlockId] {
        &self.children[b.index()]
    }

    /// `a dom b` (reflexive). False if either block is unreachable.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.contains(a)
            && self.contains(b)
            && self.pre[a.index()] <= self.pre[b.index()]
            && self.post[b.index()] <= self.post[a.index()]
    }

    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Blocks of the tree in pre-order (parents before children).
    pub fn preorder(&self) -> Vec<BlockId> {
        let mut out = Vec::new();
        let Some(root) = self.root else { return out };
        let mut stack = vec![root];
        while let Some(b) = stack.pop() {
            out.push(b);
            stack.extend(self.children[b.index()].iter().rev());
        }
        out
    }
}

/// Nearest common ancestor of `a` and `b` in the partial tree, walking up
/// by reverse-post-order number (CHK's `intersect`).
fn intersect(idom: &[Option<BlockId>], order: &[u32], mut a: BlockId, mut b: BlockId) -> BlockId {
    while a != b {
        while order[a.index()] > order[b.index()] {
            a = idom[a.index()].expect("processed node has an idom");
        }
        while order[b.index()] > order[a.index()] {
            b = idom[b.index()].expect("processed node has an idom");
        }
    }
    a
}
