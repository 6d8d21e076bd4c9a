//! Dominator tree (Lengauer & Tarjan, "A Fast Algorithm for Finding
//! Dominators in a Flowgraph", 1979, in the SEMI-NCA form of Georgiadis,
//! Tarjan & Werneck, "Finding Dominators in Practice", 2006).
//!
//! `A dom B` when every path from the entry to B passes through A. A DFS
//! numbers the reachable blocks in preorder; in reverse preorder each
//! block's semidominator is the least number among its predecessors' and
//! their forest ancestors' semidominators (`eval` with path compression);
//! then, in preorder, the immediate dominator is the nearest ancestor of
//! the DFS parent numbered at most the semidominator. Almost linear, where
//! Cooper–Harvey–Kennedy's iteration is quadratic on a ladder (a chain of
//! n blocks that all branch to one block, as `a && b && …` lowers to).
//! Only reachable blocks are in the tree; children are listed in reverse
//! post-order.
//!
//! After that, a DFS over the tree numbers every node with an interval
//! `[pre, post]`, so `dominates(a, b)` is two comparisons.

use std::sync::Arc;

use super::cfg::Cfg;
use super::entities::BlockId;
use super::entity_map::{EntityMap, EntitySet};
use super::function::Function;

#[derive(PartialEq)]
pub struct DomTree {
    /// Immediate dominator of each reachable block (the root maps to itself).
    idom: EntityMap<BlockId, Option<BlockId>>,
    children: EntityMap<BlockId, Vec<BlockId>>,
    pre: EntityMap<BlockId, u32>,
    post: EntityMap<BlockId, u32>,
    root: Option<BlockId>,
}

impl DomTree {
    /// The dominator tree of `f` as it is now, computed once until its
    /// control flow changes (see `Function::cached`).
    pub fn of(f: &Function) -> Arc<DomTree> {
        f.cached(|f| DomTree::compute(&Cfg::of(f)))
    }

    /// The dominator tree of a function's CFG.
    pub fn compute(cfg: &Cfg) -> DomTree {
        DomTree::from_graph(cfg.rpo(), cfg.capacity(), |b| cfg.succs(b), |b| cfg.preds(b))
    }

    /// The dominator tree of any graph given its reverse post-order from the
    /// root (first element), its successor and its predecessor functions.
    /// Post-dominators use this on the reversed CFG.
    pub fn from_graph<'a>(
        rpo: &[BlockId],
        capacity: usize,
        succs: impl Fn(BlockId) -> &'a [BlockId],
        preds: impl Fn(BlockId) -> &'a [BlockId],
    ) -> DomTree {
        let mut tree = DomTree {
            idom: EntityMap::from_elem(None, capacity),
            children: EntityMap::with_default(capacity),
            pre: EntityMap::from_elem(u32::MAX, capacity),
            post: EntityMap::from_elem(u32::MAX, capacity),
            root: rpo.first().copied(),
        };
        let Some(root) = tree.root else { return tree };
        for (b, d) in immediate_dominators(root, capacity, succs, preds) {
            tree.idom[b] = Some(d);
        }
        tree.idom[root] = Some(root);
        for &b in &rpo[1..] {
            if let Some(parent) = tree.idom[b] {
                tree.children[parent].push(b);
            }
        }
        tree.number_nodes(root);
        tree
    }

    /// Pre/post-order numbers of the tree (iterative DFS).
    fn number_nodes(&mut self, root: BlockId) {
        let mut counter = 0u32;
        let mut stack = vec![(root, 0usize)];
        self.pre[root] = counter;
        counter += 1;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if next < self.children[node].len() {
                top.1 += 1;
                let child = self.children[node][next];
                self.pre[child] = counter;
                counter += 1;
                stack.push((child, 0));
            } else {
                self.post[node] = counter;
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
        self.pre[b] != u32::MAX
    }

    /// The immediate dominator (`None` for the root and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom[b].filter(|&d| d != b)
    }

    pub fn children(&self, b: BlockId) -> &[BlockId] {
        &self.children[b]
    }

    /// `a dom b` (reflexive). False if either block is unreachable.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.contains(a) && self.contains(b) && self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
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
            stack.extend(self.children[b].iter().rev());
        }
        out
    }
}

/// No vertex (not numbered, no parent, no forest ancestor).
const NONE: u32 = u32::MAX;

/// The immediate dominator of every block reachable from `root` but the
/// root (SEMI-NCA). Vertices are worked on by DFS preorder number.
fn immediate_dominators<'a>(
    root: BlockId,
    capacity: usize,
    succs: impl Fn(BlockId) -> &'a [BlockId],
    preds: impl Fn(BlockId) -> &'a [BlockId],
) -> Vec<(BlockId, BlockId)> {
    // DFS preorder (iterative): `vertex[i]` is the block numbered i.
    let mut number = EntityMap::from_elem(NONE, capacity);
    let mut vertex: Vec<BlockId> = Vec::new();
    let mut parent: Vec<u32> = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
    number[root] = 0;
    vertex.push(root);
    parent.push(NONE);
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        match succs(b).get(next) {
            Some(&s) => {
                top.1 += 1;
                if number[s] == NONE {
                    number[s] = vertex.len() as u32;
                    vertex.push(s);
                    parent.push(number[b]);
                    stack.push((s, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    let n = vertex.len();
    let mut semi: Vec<u32> = (0..n as u32).collect();
    let mut label: Vec<u32> = (0..n as u32).collect();
    let mut ancestor: Vec<u32> = vec![NONE; n];
    let mut idom: Vec<u32> = parent.clone();
    let mut path: Vec<u32> = Vec::new();
    for w in (1..n).rev() {
        for &p in preds(vertex[w]) {
            let v = number[p];
            if v == NONE {
                continue; // unreachable
            }
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            semi[w] = semi[w].min(semi[u as usize]);
        }
        ancestor[w] = parent[w];
    }
    for w in 1..n {
        let mut d = idom[w];
        while d > semi[w] {
            d = idom[d as usize];
        }
        idom[w] = d;
    }
    (1..n).map(|w| (vertex[w], vertex[idom[w] as usize])).collect()
}

/// The vertex of least semidominator on the forest path from `v` up to (not
/// including) its tree's root, compressing the path on the way (iteratively:
/// paths can be as long as the graph).
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    while let Some(y) = path.pop() {
        let a = ancestor[y as usize] as usize;
        if semi[label[a] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a];
        }
        ancestor[y as usize] = ancestor[a];
    }
    label[v as usize]
}

/// Dominance frontiers: `DF(N) = { W | N dom some pred(W), not N sdom W }`,
/// the blocks where N's dominance ends. Computed per join block as in
/// Cooper–Harvey–Kennedy: for each predecessor `p` of a block `b` with
/// several predecessors, walk from `p` up the tree to `idom(b)`, adding `b`
/// to the frontier of each block passed. A loop header is in its own
/// frontier (the back edge comes from a block it dominates).
pub struct DominanceFrontiers {
    frontiers: EntityMap<BlockId, Vec<BlockId>>,
}

impl DominanceFrontiers {
    /// Frontiers of the dominator tree `dom` over a graph with the given
    /// predecessor function (the CFG, or the reverse CFG for post-dominance
    /// frontiers, i.e. control dependence).
    pub fn compute<'a>(
        dom: &DomTree,
        nodes: &[BlockId],
        capacity: usize,
        preds: impl Fn(BlockId) -> &'a [BlockId],
    ) -> DominanceFrontiers {
        let mut frontiers: EntityMap<BlockId, Vec<BlockId>> = EntityMap::with_default(capacity);
        for &b in nodes {
            let reachable_preds: Vec<BlockId> = preds(b).iter().copied().filter(|&p| dom.contains(p)).collect();
            if reachable_preds.len() < 2 || !dom.contains(b) {
                continue;
            }
            let stop = dom.idom(b);
            for p in reachable_preds {
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if Some(r) == stop {
                        break;
                    }
                    // Walks from different predecessors of `b` may meet:
                    // `b` is then the last entry of this frontier, and the
                    // rest of the way up has been walked already (without
                    // this stop, n predecessors along a chain of n blocks
                    // would take n² steps).
                    if frontiers[r].last() == Some(&b) {
                        break;
                    }
                    frontiers[r].push(b);
                    runner = dom.idom(r);
                }
            }
        }
        for f in frontiers.values_mut() {
            f.sort();
        }
        DominanceFrontiers { frontiers }
    }

    /// The dominance frontiers of a function's CFG.
    pub fn of_cfg(cfg: &Cfg, dom: &DomTree) -> DominanceFrontiers {
        DominanceFrontiers::compute(dom, cfg.rpo(), cfg.capacity(), |b| cfg.preds(b))
    }

    pub fn frontier(&self, b: BlockId) -> &[BlockId] {
        &self.frontiers[b]
    }

    /// The iterated dominance frontier `DF+(S)`: the limit of
    /// `DF(S ∪ DF(S ∪ …))`. A block that receives a phi is itself a new
    /// definition, hence the worklist. Returned sorted.
    pub fn iterated(&self, set: impl IntoIterator<Item = BlockId>) -> Vec<BlockId> {
        let mut in_result = EntitySet::with_capacity(self.frontiers.len());
        let mut queued = EntitySet::with_capacity(self.frontiers.len());
        let mut worklist: Vec<BlockId> = Vec::new();
        for b in set {
            if queued.insert(b) {
                worklist.push(b);
            }
        }
        let mut result = Vec::new();
        while let Some(b) = worklist.pop() {
            for &f in &self.frontiers[b] {
                if in_result.insert(f) {
                    result.push(f);
                    if queued.insert(f) {
                        worklist.push(f);
                    }
                }
            }
        }
        result.sort();
        result
    }
}

/// The post-dominator tree, with a virtual exit node.
///
/// `A pdom B` when every path from B to the exit passes through A. The tree
/// is the dominator tree of the reverse CFG rooted at a virtual exit that
/// every `ret`/`unreachable` block flows into. Blocks that cannot reach any
/// of those (infinite loops) would be left out, so, as LLVM does, one block
/// of each such region — the last one in reverse post-order — is connected
/// to the virtual exit as well, until every reachable block reaches it.
#[derive(PartialEq)]
pub struct PostDomTree {
    tree: DomTree,
    /// The virtual exit node (one past the last real block index).
    exit: BlockId,
    /// Successors in the augmented CFG (real successors plus the virtual
    /// exit), i.e. predecessors in the reverse graph.
    succs: EntityMap<BlockId, Vec<BlockId>>,
    /// Predecessors in the augmented CFG, plus the virtual exit's.
    preds: EntityMap<BlockId, Vec<BlockId>>,
    /// Blocks connected to the exit only to break an infinite loop.
    loop_exits: Vec<BlockId>,
    /// Depth of each node in the tree.
    depths: EntityMap<BlockId, u32>,
}

impl PostDomTree {
    /// The post-dominator tree of `f` as it is now, computed once until its
    /// control flow changes (see `Function::cached`).
    pub fn of(f: &Function) -> Arc<PostDomTree> {
        f.cached(|f| PostDomTree::compute(f, &Cfg::of(f)))
    }

    pub fn compute(f: &super::function::Function, cfg: &Cfg) -> PostDomTree {
        let n = cfg.capacity();
        let exit = BlockId::new(n);
        let mut succs: EntityMap<BlockId, Vec<BlockId>> = EntityMap::from_fn(n, |b| cfg.succs(b).to_vec());
        succs.push(Vec::new());
        let mut roots: Vec<BlockId> = cfg
            .rpo()
            .iter()
            .copied()
            .filter(|&b| {
                f.terminator(b).is_some_and(|t| {
                    matches!(f.inst(t).kind, super::function::InstKind::Ret | super::function::InstKind::Unreachable)
                })
            })
            .collect();
        let mut loop_exits = Vec::new();
        loop {
            let reaches_exit = reaches_any(&roots, n, |b| cfg.preds(b));
            let stuck = cfg.rpo().iter().rev().copied().find(|&b| !reaches_exit.contains(b));
            match stuck {
                Some(b) => {
                    roots.push(b);
                    loop_exits.push(b);
                }
                None => break,
            }
        }
        for &r in &roots {
            succs[r].push(exit);
        }
        let mut preds: EntityMap<BlockId, Vec<BlockId>> = EntityMap::with_default(n + 1);
        for &b in cfg.rpo() {
            for &s in &succs[b] {
                preds[s].push(b);
            }
        }
        // Reverse graph: edges go from successors to predecessors.
        let rpo = super::cfg::reverse_post_order(exit, n + 1, |b| preds[b].as_slice());
        let tree = DomTree::from_graph(&rpo, n + 1, |b| preds[b].as_slice(), |b| succs[b].as_slice());
        let mut depths = EntityMap::from_elem(0u32, n + 1);
        for b in tree.preorder() {
            if let Some(parent) = tree.idom(b) {
                depths[b] = depths[parent] + 1;
            }
        }
        PostDomTree { tree, exit, succs, preds, loop_exits, depths }
    }

    pub fn exit(&self) -> BlockId {
        self.exit
    }

    pub fn tree(&self) -> &DomTree {
        &self.tree
    }

    /// The immediate post-dominator (the virtual exit for return blocks).
    pub fn ipdom(&self, b: BlockId) -> Option<BlockId> {
        self.tree.idom(b)
    }

    /// `a pdom b` (reflexive).
    pub fn post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.tree.dominates(a, b)
    }

    /// Blocks attached to the exit only because they are in infinite loops.
    pub fn loop_exits(&self) -> &[BlockId] {
        &self.loop_exits
    }

    /// Depth of `b` in the tree (the exit has depth 0).
    pub fn depth(&self, b: BlockId) -> usize {
        self.depths[b] as usize
    }

    /// Post-dominance frontiers: `PDF(N)` holds the blocks whose branch
    /// decides whether N runs (N is control dependent on them). All of
    /// them together can be quadratic in size (a loop whose condition is
    /// `a || b || …`: each operand's block is control dependent on every
    /// later one); [`Self::iterated_frontier`] is linear.
    pub fn frontiers(&self) -> DominanceFrontiers {
        let nodes: Vec<BlockId> = self.tree.preorder();
        DominanceFrontiers::compute(&self.tree, &nodes, self.succs.len(), |b| self.succs[b].as_slice())
    }

    /// The iterated post-dominance frontier of `blocks` (every block whose
    /// branch decides whether one of them runs, or one of those, and so
    /// on), without going through blocks for which `open` is false: they
    /// are left out, with what only they lead to. Linear in the size of
    /// the graph (Sreedhar & Gao, "A Linear Time Algorithm for Placing
    /// φ-nodes", POPL 1995): the blocks are taken deepest in the tree
    /// first, and each subtree is walked once, its join edges leading to
    /// the frontier when they go no deeper than the subtree's root.
    pub fn iterated_frontier(&self, blocks: &[BlockId], open: impl Fn(BlockId) -> bool) -> Vec<BlockId> {
        let capacity = self.succs.len();
        let mut queue: std::collections::BinaryHeap<(u32, BlockId)> = std::collections::BinaryHeap::new();
        let mut queued = EntitySet::with_capacity(capacity);
        let mut walked = EntitySet::with_capacity(capacity);
        for &b in blocks {
            if self.tree.contains(b) && queued.insert(b) {
                queue.push((self.depths[b], b));
            }
        }
        let mut result = Vec::new();
        let mut in_result = EntitySet::with_capacity(capacity);
        let mut stack = Vec::new();
        while let Some((root_depth, root)) = queue.pop() {
            walked.insert(root);
            stack.push(root);
            while let Some(node) = stack.pop() {
                // Edges of the reverse graph: to the node's predecessors.
                for &next in &self.preds[node] {
                    if self.depths[next] > root_depth || !self.tree.contains(next) || !in_result.insert(next) {
                        continue;
                    }
                    if !open(next) {
                        continue;
                    }
                    result.push(next);
                    if queued.insert(next) {
                        queue.push((self.depths[next], next));
                    }
                }
                for &child in self.tree.children(node) {
                    if walked.insert(child) {
                        stack.push(child);
                    }
                }
            }
        }
        result
    }
}

/// Which nodes reach one of `targets` (walking `preds` backwards from them).
fn reaches_any<'a>(
    targets: &[BlockId],
    capacity: usize,
    preds: impl Fn(BlockId) -> &'a [BlockId],
) -> EntitySet<BlockId> {
    let mut seen = EntitySet::with_capacity(capacity);
    let mut stack: Vec<BlockId> = Vec::new();
    for &t in targets {
        if seen.insert(t) {
            stack.push(t);
        }
    }
    while let Some(b) = stack.pop() {
        for &p in preds(b) {
            if seen.insert(p) {
                stack.push(p);
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;
    use crate::ir::Function;

    /// A function whose CFG has the given edges between blocks named
    /// `b1`, `b2`, …; `b1` is the entry. Blocks without successors return.
    fn cfg_function(n: usize, edges: &[(usize, usize)]) -> Function {
        let mut text = String::from("define void @f(i1 %c) {\n");
        for b in 1..=n {
            let succs: Vec<usize> = edges.iter().filter(|e| e.0 == b).map(|e| e.1).collect();
            text.push_str(&format!("b{b}:\n"));
            match succs.as_slice() {
                [] => text.push_str("  ret void\n"),
                [s] => text.push_str(&format!("  br label %b{s}\n")),
                [s, t] => text.push_str(&format!("  br i1 %c, label %b{s}, label %b{t}\n")),
                _ => panic!("at most two successors"),
            }
        }
        text.push_str("}\n");
        let module = parse_module(&text).unwrap();
        module.function(module.find_function("f").unwrap()).clone()
    }

    /// The block named `bN` (blocks are created in order, so index N-1).
    fn b(n: usize) -> BlockId {
        BlockId::new(n - 1)
    }

    fn names(blocks: &[BlockId]) -> Vec<usize> {
        blocks.iter().map(|b| b.index() + 1).collect()
    }

    #[test]
    fn dominance_frontiers_of_the_textbook_example() {
        // ALGORITHMS.md: 1→2, 2→3, 2→4, 3→7, 4→5, 4→6, 5→7, 6→4, 7→8.
        let f = cfg_function(8, &[(1, 2), (2, 3), (2, 4), (3, 7), (4, 5), (4, 6), (5, 7), (6, 4), (7, 8)]);
        let cfg = Cfg::compute(&f);
        let dom = DomTree::compute(&cfg);
        let df = DominanceFrontiers::of_cfg(&cfg, &dom);
        assert_eq!(names(df.frontier(b(3))), vec![7]);
        assert_eq!(names(df.frontier(b(5))), vec![7]);
        assert_eq!(names(df.frontier(b(4))), vec![4, 7], "a loop header is in its own frontier");
        assert_eq!(names(df.frontier(b(6))), vec![4]);
        for empty in [1, 2, 7, 8] {
            assert!(df.frontier(b(empty)).is_empty(), "DF({empty}) should be empty");
        }
        assert_eq!(dom.idom(b(7)), Some(b(2)));
        assert_eq!(dom.idom(b(5)), Some(b(4)));
        assert!(dom.dominates(b(2), b(6)) && !dom.dominates(b(3), b(7)));
        assert_eq!(names(&df.iterated([b(6)])), vec![4, 7], "DF+ follows the phi in 4 to 7");
        assert_eq!(names(&df.iterated([b(3), b(5)])), vec![7]);
    }

    /// Graphs of `n` nodes with random edges (irreducible ones included),
    /// from a fixed seed: node 0 is the root.
    fn random_graphs() -> impl Iterator<Item = Vec<Vec<BlockId>>> {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move |bound: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % bound as u64) as usize
        };
        (0..300).map(move |_| {
            let n = 2 + next(14);
            let mut succs: Vec<Vec<BlockId>> = vec![Vec::new(); n];
            for _ in 0..next(3 * n) {
                let (a, b) = (next(n), next(n));
                if !succs[a].contains(&BlockId::new(b)) {
                    succs[a].push(BlockId::new(b));
                }
            }
            succs
        })
    }

    /// Nodes reachable from 0 without passing through `avoid`.
    fn reachable_avoiding(succs: &[Vec<BlockId>], avoid: Option<usize>) -> Vec<bool> {
        let mut seen = vec![false; succs.len()];
        let mut stack = vec![0];
        while let Some(x) = stack.pop() {
            if seen[x] || Some(x) == avoid {
                continue;
            }
            seen[x] = true;
            stack.extend(succs[x].iter().map(|b| b.index()));
        }
        seen
    }

    #[test]
    fn immediate_dominators_match_the_definition_on_random_graphs() {
        for succs in random_graphs() {
            let n = succs.len();
            let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
            for (a, ss) in succs.iter().enumerate() {
                for s in ss {
                    preds[s.index()].push(BlockId::new(a));
                }
            }
            let rpo = crate::ir::cfg::reverse_post_order(BlockId::new(0), n, |b| succs[b.index()].as_slice());
            let tree = DomTree::from_graph(&rpo, n, |b| succs[b.index()].as_slice(), |b| preds[b.index()].as_slice());
            let reachable = reachable_avoiding(&succs, None);
            // dominators[b]: the nodes whose removal cuts b off the root.
            let cut_by: Vec<Vec<bool>> = (0..n).map(|a| reachable_avoiding(&succs, Some(a))).collect();
            for b in 0..n {
                assert_eq!(tree.contains(BlockId::new(b)), reachable[b], "{succs:?}");
                if !reachable[b] || b == 0 {
                    continue;
                }
                let strict: Vec<usize> = (0..n).filter(|&a| a != b && reachable[a] && !cut_by[a][b]).collect();
                // The immediate dominator is the strict dominator that all
                // the others dominate: the one with the most dominators.
                let count = |a: usize| (0..n).filter(|&x| x != a && reachable[x] && !cut_by[x][a]).count();
                let idom = strict.iter().copied().max_by_key(|&a| count(a)).unwrap();
                assert_eq!(tree.idom(BlockId::new(b)), Some(BlockId::new(idom)), "idom of {b} in {succs:?}");
                for a in 0..n {
                    let dominates = reachable[a] && (a == b || !cut_by[a][b]);
                    assert_eq!(tree.dominates(BlockId::new(a), BlockId::new(b)), dominates, "{a} dom {b} in {succs:?}");
                }
            }
        }
    }

    #[test]
    fn a_ladder_has_one_frontier_entry_per_rung() {
        // 0 → 1 → … → n-1, every node also → n: what `a && b && …` lowers to.
        let n = 2000;
        let succs: Vec<Vec<BlockId>> = (0..=n)
            .map(|i| {
                if i < n - 1 {
                    vec![BlockId::new(i + 1), BlockId::new(n)]
                } else if i == n - 1 {
                    vec![BlockId::new(n)]
                } else {
                    vec![]
                }
            })
            .collect();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n + 1];
        for (a, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[s.index()].push(BlockId::new(a));
            }
        }
        let rpo = crate::ir::cfg::reverse_post_order(BlockId::new(0), n + 1, |b| succs[b.index()].as_slice());
        let tree = DomTree::from_graph(&rpo, n + 1, |b| succs[b.index()].as_slice(), |b| preds[b.index()].as_slice());
        assert_eq!(tree.idom(BlockId::new(n)), Some(BlockId::new(0)));
        assert_eq!(tree.idom(BlockId::new(n - 1)), Some(BlockId::new(n - 2)));
        let df = DominanceFrontiers::compute(&tree, &rpo, n + 1, |b| preds[b.index()].as_slice());
        for i in 1..n {
            assert_eq!(df.frontier(BlockId::new(i)), [BlockId::new(n)], "DF({i})");
        }
        assert!(df.frontier(BlockId::new(0)).is_empty());
    }

    #[test]
    fn unreachable_blocks_are_outside_the_tree() {
        let f = cfg_function(4, &[(1, 2), (3, 2), (2, 4)]);
        let cfg = Cfg::compute(&f);
        let dom = DomTree::compute(&cfg);
        assert!(!dom.contains(b(3)));
        assert_eq!(dom.idom(b(2)), Some(b(1)), "the unreachable predecessor does not count");
        assert!(!dom.dominates(b(3), b(2)));
    }

    #[test]
    fn post_dominators_with_several_returns() {
        // 1 → 2 | 3; 2 returns; 3 → 4 | 5; 4 and 5 return.
        let f = cfg_function(5, &[(1, 2), (1, 3), (3, 4), (3, 5)]);
        let cfg = Cfg::compute(&f);
        let pdt = PostDomTree::compute(&f, &cfg);
        for r in [2, 4, 5] {
            assert_eq!(pdt.ipdom(b(r)), Some(pdt.exit()), "return block {r} flows into the virtual exit");
        }
        assert_eq!(pdt.ipdom(b(1)), Some(pdt.exit()));
        assert_eq!(pdt.ipdom(b(3)), Some(pdt.exit()));
        assert!(pdt.loop_exits().is_empty());
        // Control dependence: 2 and 3 depend on 1's branch; 4 and 5 on 3's.
        let pdf = pdt.frontiers();
        assert_eq!(names(pdf.frontier(b(2))), vec![1]);
        assert_eq!(names(pdf.frontier(b(3))), vec![1]);
        assert_eq!(names(pdf.frontier(b(4))), vec![3]);
        assert!(pdf.frontier(b(1)).is_empty());
    }

    #[test]
    fn post_dominators_with_a_loop_and_its_exit() {
        // 1 → 2; 2 → 3 | 4; 3 → 2 (loop); 4 returns.
        let f = cfg_function(4, &[(1, 2), (2, 3), (2, 4), (3, 2)]);
        let cfg = Cfg::compute(&f);
        let pdt = PostDomTree::compute(&f, &cfg);
        assert_eq!(pdt.ipdom(b(3)), Some(b(2)));
        assert_eq!(pdt.ipdom(b(2)), Some(b(4)));
        assert!(pdt.post_dominates(b(4), b(1)));
        let pdf = pdt.frontiers();
        assert_eq!(names(pdf.frontier(b(3))), vec![2], "the loop body depends on the loop test");
        assert_eq!(names(pdf.frontier(b(2))), vec![2], "so does the test itself (a back edge)");
    }

    #[test]
    fn infinite_loops_are_attached_to_the_exit() {
        // 1 → 2 | 4; 2 → 3; 3 → 2 (no way out); 4 returns.
        let f = cfg_function(4, &[(1, 2), (1, 4), (2, 3), (3, 2)]);
        let cfg = Cfg::compute(&f);
        let pdt = PostDomTree::compute(&f, &cfg);
        assert_eq!(pdt.loop_exits().len(), 1);
        for blk in 1..=4 {
            assert!(pdt.tree().contains(b(blk)), "block {blk} must be in the post-dominator tree");
        }
        let pdf = pdt.frontiers();
        assert!(pdf.frontier(b(2)).contains(&b(1)), "entering the infinite loop depends on block 1's branch");
    }
}
