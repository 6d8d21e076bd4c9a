//! The layered (Sugiyama) layout behind the SVG drawings, on a plain graph:
//! node sizes and directed edges in, box positions and edge routes out.
//! The steps are described in the parent module's header.

use rustc_hash::FxHashMap as HashMap;

/// Vertical space between two layers, for the edges and their labels.
pub const LAYER_GAP: f64 = 56.0;
/// Horizontal space between two boxes of a layer.
const NODE_GAP: f64 = 28.0;
/// The width a dummy node (a long edge passing a layer) reserves, and the
/// gap next to one: edges may run closer together than boxes.
const DUMMY_WIDTH: f64 = 6.0;
const DUMMY_GAP: f64 = 10.0;
/// Room right of a box for the arc of its self-loop.
pub const SELF_LOOP_ROOM: f64 = 34.0;
/// Crossing-reduction rounds (one downward and one upward sweep each):
/// each costs O(E log V), so the bound keeps big functions fast.
const ORDER_ROUNDS: usize = 8;
/// Coordinate-assignment rounds (one downward and one upward sweep each).
const PLACE_ROUNDS: usize = 6;
/// How much more a dummy node's wish counts than a box's when a layer is
/// packed: long edges stay straight and the boxes move around them, as in
/// Sugiyama's priority method.
const DUMMY_WEIGHT: f64 = 64.0;

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    /// Whether `(px, py)` lies on the border of the rectangle (within
    /// rounding).
    pub fn on_border(&self, px: f64, py: f64) -> bool {
        let near = |a: f64, b: f64| (a - b).abs() < 0.01;
        let in_x = px > self.x - 0.01 && px < self.right() + 0.01;
        let in_y = py > self.y - 0.01 && py < self.bottom() + 0.01;
        (in_x && (near(py, self.y) || near(py, self.bottom())))
            || (in_y && (near(px, self.x) || near(px, self.right())))
    }
}

/// How one input edge is drawn.
#[derive(Clone, Debug)]
pub struct Route {
    /// From the source's border to the target's border: on the source's
    /// bottom and the target's top for a downward edge, the other way round
    /// for a back edge, through one point pair per layer passed (the
    /// vertical run through that layer's band, clear of its boxes).
    pub points: Vec<(f64, f64)>,
    /// The edge closes a cycle (a DFS back edge, so a loop's latch →
    /// header in a reducible CFG) and is drawn upward.
    pub back: bool,
    /// A block branching to itself: `points` are the two ends of an arc on
    /// the box's right side.
    pub self_loop: bool,
}

pub struct Layout {
    /// One box per input node.
    pub boxes: Vec<Rect>,
    /// The layer of each input node (0 at the top).
    pub layers: Vec<usize>,
    /// One route per input edge, in input order.
    pub routes: Vec<Route>,
    pub width: f64,
    pub height: f64,
    /// Edge crossings left after ordering (for tests and measurements).
    pub crossings: usize,
}

/// Lay out nodes of the given `(width, height)` and edges `(from, to)`;
/// node 0 is the entry and comes first in the depth-first search.
pub fn layout(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Layout {
    layout_layered(sizes, edges, Layering::compute(sizes.len(), edges))
}

/// Steps 1 and 2, which fix the drawing's size before it is made: the
/// edges reversed to break cycles, and every node's layer.
pub struct Layering {
    back: Vec<bool>,
    layers: Vec<usize>,
}

impl Layering {
    pub fn compute(n: usize, edges: &[(usize, usize)]) -> Layering {
        let back = back_edges(n, edges);
        let layers = longest_path_layers(n, edges, &back);
        Layering { back, layers }
    }

    /// How many points the routes of `edges` will have (one per layer each
    /// passes, plus its ends).
    pub fn route_points(&self, edges: &[(usize, usize)]) -> usize {
        let span = |(u, v): (usize, usize)| self.layers[v] - self.layers[u] + 1;
        edges.iter().zip(&self.back).filter_map(|(&e, &b)| oriented(e, b)).map(span).sum()
    }
}

/// Steps 3 to 5 on a layering of the same graph.
pub fn layout_layered(sizes: &[(f64, f64)], edges: &[(usize, usize)], layering: Layering) -> Layout {
    let n = sizes.len();
    let Layering { back, layers } = layering;
    let mut g = Layered::new(sizes, edges, &back, &layers);
    g.initial_order();
    let crossings = g.reduce_crossings();
    g.assign_x();
    let (width, height) = g.normalize_and_measure();
    let boxes = (0..n).map(|v| g.rect(v)).collect();
    let routes = g.routes(edges, &back);
    Layout { boxes, layers, routes, width, height, crossings }
}

/// Step 1: the edges whose reversal makes the graph acyclic: those that
/// reach a node still on the depth-first search's stack (self-loops
/// included). The search starts at node 0, then at every node not yet
/// reached, in order; it is iterative so deep graphs cannot overflow.
fn back_edges(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let out = adjacency(n, edges.iter().enumerate().map(|(k, &(u, _))| (u, k)));
    #[derive(Copy, Clone, PartialEq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let mut state = vec![State::New; n];
    let mut back = vec![false; edges.len()];
    for root in 0..n {
        if state[root] != State::New {
            continue;
        }
        state[root] = State::OnStack;
        // (node, index of the next out-edge to follow)
        let mut stack = vec![(root, 0usize)];
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            if next == out[v].len() {
                state[v] = State::Done;
                stack.pop();
                continue;
            }
            top.1 += 1;
            let k = out[v][next];
            let w = edges[k].1;
            match state[w] {
                State::New => {
                    state[w] = State::OnStack;
                    stack.push((w, 0));
                }
                State::OnStack => back[k] = true,
                State::Done => {}
            }
        }
    }
    back
}

/// Lists per node of the items `(node, item)`, in input order.
fn adjacency(n: usize, pairs: impl Iterator<Item = (usize, usize)>) -> Vec<Vec<usize>> {
    let mut lists = vec![Vec::new(); n];
    for (v, item) in pairs {
        lists[v].push(item);
    }
    lists
}

/// An edge as the acyclic graph has it: `(upper, lower)` end, or `None` for
/// a self-loop (which takes no part in the layering).
fn oriented(edge: (usize, usize), back: bool) -> Option<(usize, usize)> {
    match (edge, back) {
        ((u, v), _) if u == v => None,
        ((u, v), true) => Some((v, u)),
        ((u, v), false) => Some((u, v)),
    }
}

/// Step 2: every node one layer below its lowest predecessor in the acyclic
/// graph (longest path from the sources, in topological order by Kahn's
/// algorithm), so every edge points down.
fn longest_path_layers(n: usize, edges: &[(usize, usize)], back: &[bool]) -> Vec<usize> {
    let dag: Vec<(usize, usize)> = edges.iter().zip(back).filter_map(|(&e, &b)| oriented(e, b)).collect();
    let down = adjacency(n, dag.iter().copied());
    let mut indegree = vec![0usize; n];
    for &(_, v) in &dag {
        indegree[v] += 1;
    }
    let mut layer = vec![0usize; n];
    let mut ready: Vec<usize> = (0..n).rev().filter(|&v| indegree[v] == 0).collect();
    while let Some(u) = ready.pop() {
        for &v in &down[u] {
            layer[v] = layer[v].max(layer[u] + 1);
            indegree[v] -= 1;
            if indegree[v] == 0 {
                ready.push(v);
            }
        }
    }
    layer
}

/// The proper layered graph: the input nodes plus a dummy node on every
/// layer a long edge passes, so that every edge joins adjacent layers.
struct Layered {
    /// Nodes `0..real` are the input's; the rest are dummies.
    real: usize,
    layer: Vec<usize>,
    /// Width each node takes in its row (a box's with its self-loop room).
    width: Vec<f64>,
    /// The self-loop room in `width` (input nodes only).
    room: Vec<f64>,
    height: Vec<f64>,
    up: Vec<Vec<usize>>,
    down: Vec<Vec<usize>>,
    /// For each input edge, its nodes from the upper end to the lower one.
    chains: Vec<Vec<usize>>,
    /// The nodes of each layer, left to right.
    rows: Vec<Vec<usize>>,
    /// Position of each node in its row.
    pos: Vec<usize>,
    /// Centre x of each node.
    x: Vec<f64>,
    /// Top and height of each layer's band.
    layer_top: Vec<f64>,
    layer_height: Vec<f64>,
}

impl Layered {
    /// Step 3: insert the dummy nodes.
    fn new(sizes: &[(f64, f64)], edges: &[(usize, usize)], back: &[bool], layers: &[usize]) -> Layered {
        let real = sizes.len();
        let mut g = Layered {
            real,
            layer: layers.to_vec(),
            width: sizes.iter().map(|s| s.0).collect(),
            room: vec![0.0; real],
            height: sizes.iter().map(|s| s.1).collect(),
            up: vec![Vec::new(); real],
            down: vec![Vec::new(); real],
            chains: Vec::with_capacity(edges.len()),
            rows: Vec::new(),
            pos: Vec::new(),
            x: Vec::new(),
            layer_top: Vec::new(),
            layer_height: Vec::new(),
        };
        let mut trunks: HashMap<(usize, bool), Vec<usize>> = HashMap::default();
        for (&(u, v), &b) in edges.iter().zip(back) {
            if u == v {
                g.room[u] = SELF_LOOP_ROOM;
                g.width[u] = sizes[u].0 + SELF_LOOP_ROOM;
            }
            let Some((top, bottom)) = oriented((u, v), b) else {
                g.chains.push(Vec::new());
                continue;
            };
            let chain = g.chain_through_trunk(top, bottom, b, &mut trunks);
            g.chains.push(chain);
        }
        let depth = g.layer.iter().max().map_or(0, |&l| l + 1);
        g.rows = vec![Vec::new(); depth];
        g
    }

    /// The nodes of edge `top → bottom` (a back edge if `back`). Long
    /// edges into one block share their dummies, and so do back edges to
    /// one header: they merge into one trunk, kept in `trunks` by that
    /// block, its dummies ordered by distance from it. So the dummies (and
    /// the time to make them) stay linear when, say, every block of a big
    /// function can jump to its exit.
    fn chain_through_trunk(
        &mut self,
        top: usize,
        bottom: usize,
        back: bool,
        trunks: &mut HashMap<(usize, bool), Vec<usize>>,
    ) -> Vec<usize> {
        let span = self.layer[bottom] - self.layer[top] - 1;
        if span == 0 {
            self.link(top, bottom);
            return vec![top, bottom];
        }
        let anchor = if back { top } else { bottom };
        // A block can have a trunk of each kind: forward edges' above it,
        // back edges' below it.
        let mut trunk = trunks.remove(&(anchor, back)).unwrap_or_default();
        // Extend the trunk away from its block, linking each new dummy to
        // the one before it (or to the block itself).
        while trunk.len() < span {
            let nearer = trunk.last().copied().unwrap_or(anchor);
            let distance = trunk.len() + 1;
            let l = if back { self.layer[anchor] + distance } else { self.layer[anchor] - distance };
            let dummy = self.add_dummy(l);
            if back {
                self.link(nearer, dummy);
            } else {
                self.link(dummy, nearer);
            }
            trunk.push(dummy);
        }
        // The far end joins the trunk at the dummy next to it.
        let far = trunk[span - 1];
        if back {
            self.link(far, bottom);
        } else {
            self.link(top, far);
        }
        // From top to bottom: a forward trunk lists from the bottom up.
        let mut chain = Vec::with_capacity(span + 2);
        chain.push(top);
        if back {
            chain.extend(&trunk[..span]);
        } else {
            chain.extend(trunk[..span].iter().rev());
        }
        chain.push(bottom);
        trunks.insert((anchor, back), trunk);
        chain
    }

    /// Add the layered-graph edge `a → b` (`a` one layer above `b`), once
    /// if a dummy takes part (trunks are shared); two branches between the
    /// same two blocks stay two edges.
    fn link(&mut self, a: usize, b: usize) {
        if (self.is_dummy(a) || self.is_dummy(b)) && self.down[a].contains(&b) {
            return;
        }
        self.down[a].push(b);
        self.up[b].push(a);
    }

    fn add_dummy(&mut self, layer: usize) -> usize {
        self.layer.push(layer);
        self.width.push(DUMMY_WIDTH);
        self.height.push(0.0);
        self.up.push(Vec::new());
        self.down.push(Vec::new());
        self.layer.len() - 1
    }

    fn is_dummy(&self, v: usize) -> bool {
        v >= self.real
    }

    /// The rows in depth-first preorder along the downward edges, from
    /// node 0 first: nodes close in the search start out close together.
    fn initial_order(&mut self) {
        let total = self.layer.len();
        let mut seen = vec![false; total];
        self.pos = vec![0; total];
        for root in 0..total {
            if seen[root] || !self.up[root].is_empty() && root != 0 {
                continue;
            }
            let mut stack = vec![root];
            seen[root] = true;
            while let Some(v) = stack.pop() {
                self.pos[v] = self.rows[self.layer[v]].len();
                self.rows[self.layer[v]].push(v);
                // Reversed, so the first successor is visited first.
                for &w in self.down[v].iter().rev() {
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        // Every node has a path from a node without predecessors, but be
        // safe: place any node the searches missed.
        for v in (0..total).filter(|&v| !seen[v]) {
            self.pos[v] = self.rows[self.layer[v]].len();
            self.rows[self.layer[v]].push(v);
        }
    }

    /// Step 4: the barycenter heuristic, alternately sweeping down (order
    /// each row by its upper neighbours) and up; the best order seen wins.
    /// Returns the number of crossings left.
    fn reduce_crossings(&mut self) -> usize {
        let mut best = self.count_crossings();
        let mut best_rows = self.rows.clone();
        let mut stale = 0;
        for _ in 0..ORDER_ROUNDS {
            if best == 0 || stale == 2 {
                break;
            }
            for l in 1..self.rows.len() {
                self.order_row_by(l, true);
            }
            for l in (0..self.rows.len().saturating_sub(1)).rev() {
                self.order_row_by(l, false);
            }
            let crossings = self.count_crossings();
            if crossings < best {
                best = crossings;
                best_rows = self.rows.clone();
                stale = 0;
            } else {
                stale += 1;
            }
        }
        self.rows = best_rows;
        self.update_positions();
        best
    }

    /// Sort row `l` by the mean position of each node's neighbours in the
    /// row above (`from_above`) or below; a node without such neighbours
    /// keeps its place. The sort is stable, so ties keep their order.
    fn order_row_by(&mut self, l: usize, from_above: bool) {
        let mut keyed: Vec<(f64, usize)> = self.rows[l]
            .iter()
            .map(|&v| {
                let near = if from_above { &self.up[v] } else { &self.down[v] };
                let key = if near.is_empty() {
                    self.pos[v] as f64
                } else {
                    near.iter().map(|&w| self.pos[w] as f64).sum::<f64>() / near.len() as f64
                };
                (key, v)
            })
            .collect();
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
        for (i, &(_, v)) in keyed.iter().enumerate() {
            self.rows[l][i] = v;
            self.pos[v] = i;
        }
    }

    fn update_positions(&mut self) {
        for row in &self.rows {
            for (i, &v) in row.iter().enumerate() {
                self.pos[v] = i;
            }
        }
    }

    /// Crossings between all adjacent rows: for each pair, the inversions
    /// among the lower ends when the edges are sorted by their upper ends
    /// (counted with a Fenwick tree, after Barth, Jünger & Mutzel 2002).
    fn count_crossings(&self) -> usize {
        let mut total = 0;
        for l in 0..self.rows.len().saturating_sub(1) {
            let mut ends: Vec<(usize, usize)> = Vec::new();
            for &u in &self.rows[l] {
                for &v in &self.down[u] {
                    ends.push((self.pos[u], self.pos[v]));
                }
            }
            ends.sort_unstable();
            let mut tree = vec![0usize; self.rows[l + 1].len() + 1];
            for (seen, &(_, lower)) in ends.iter().enumerate() {
                // Edges seen so far whose lower end lies right of this one.
                total += seen - fenwick_prefix(&tree, lower + 1);
                fenwick_add(&mut tree, lower + 1);
            }
        }
        total
    }

    /// Step 5: x coordinates. Each row starts packed left to right; then
    /// sweeps move every node toward the mean x of its neighbours in the
    /// row just placed, and [`place_row`] keeps the row's order and gaps
    /// while staying as close to those wishes as possible. A last pass
    /// balances between both neighbouring rows.
    fn assign_x(&mut self) {
        self.x = vec![0.0; self.layer.len()];
        for l in 0..self.rows.len() {
            let mut left = 0.0;
            for i in 0..self.rows[l].len() {
                let v = self.rows[l][i];
                self.x[v] = left + self.width[v] / 2.0;
                left += self.width[v] + NODE_GAP;
            }
        }
        for _ in 0..PLACE_ROUNDS {
            for l in 1..self.rows.len() {
                self.place_row_toward(l, true, false);
            }
            for l in (0..self.rows.len().saturating_sub(1)).rev() {
                self.place_row_toward(l, false, true);
            }
        }
        for l in 0..self.rows.len() {
            self.place_row_toward(l, true, true);
        }
    }

    fn place_row_toward(&mut self, l: usize, above: bool, below: bool) {
        let row = &self.rows[l];
        let wishes: Vec<f64> = row
            .iter()
            .map(|&v| {
                let mut near: Vec<usize> = Vec::new();
                if above {
                    near.extend(&self.up[v]);
                }
                if below {
                    near.extend(&self.down[v]);
                }
                // A trunk follows itself, not the edges joining it, so it
                // stays one straight line.
                if self.is_dummy(v) && near.iter().any(|&w| self.is_dummy(w)) {
                    near.retain(|&w| self.is_dummy(w));
                }
                if near.is_empty() {
                    self.x[v]
                } else {
                    near.iter().map(|&w| self.x[w]).sum::<f64>() / near.len() as f64
                }
            })
            .collect();
        let weights: Vec<f64> = row.iter().map(|&v| if self.is_dummy(v) { DUMMY_WEIGHT } else { 1.0 }).collect();
        let gaps: Vec<f64> = row.windows(2).map(|p| self.separation(p[0], p[1])).collect();
        let placed = place_row(&wishes, &weights, &gaps);
        for (i, &v) in self.rows[l].iter().enumerate() {
            self.x[v] = placed[i];
        }
    }

    /// The least distance between the centres of neighbours `a` and `b`.
    fn separation(&self, a: usize, b: usize) -> f64 {
        let gap = if self.is_dummy(a) || self.is_dummy(b) { DUMMY_GAP } else { NODE_GAP };
        (self.width[a] + self.width[b]) / 2.0 + gap
    }

    /// Shift everything so the leftmost node touches x = 0, stack the
    /// layers' bands, and return the drawing's size.
    fn normalize_and_measure(&mut self) -> (f64, f64) {
        let left = (0..self.x.len()).map(|v| self.x[v] - self.width[v] / 2.0).fold(f64::INFINITY, f64::min);
        let left = if left.is_finite() { left } else { 0.0 };
        for x in &mut self.x {
            *x -= left;
        }
        let width = (0..self.x.len()).map(|v| self.x[v] + self.width[v] / 2.0).fold(0.0, f64::max);
        let mut top = 0.0;
        for row in &self.rows {
            let height = row.iter().map(|&v| self.height[v]).fold(0.0, f64::max);
            self.layer_top.push(top);
            self.layer_height.push(height);
            top += height + LAYER_GAP;
        }
        (width, (top - LAYER_GAP).max(0.0))
    }

    /// The box of input node `v` (its self-loop room excluded, on the
    /// right), top-aligned in its layer's band.
    fn rect(&self, v: usize) -> Rect {
        let taken = self.width[v];
        let left = self.x[v] - taken / 2.0;
        Rect { x: left, y: self.layer_top[self.layer[v]], w: taken - self.room[v], h: self.height[v] }
    }

    /// Step 6: the routes. Each end of an edge gets a port on its box's
    /// border — the bottom for the upper end, the top for the lower one —
    /// spread over the middle of that side in the order of where the edges
    /// go, so they leave without crossing; between the ends, the route runs
    /// straight down through the band of each layer it passes.
    fn routes(&self, edges: &[(usize, usize)], back: &[bool]) -> Vec<Route> {
        let ports = self.ports();
        edges
            .iter()
            .zip(back)
            .enumerate()
            .map(|(k, (&(u, v), &is_back))| {
                if u == v {
                    return self.self_loop_route(u);
                }
                let chain = &self.chains[k];
                let (top, bottom) = (chain[0], chain[chain.len() - 1]);
                let mut points = vec![(ports[k].0, self.rect(top).bottom())];
                for &d in &chain[1..chain.len() - 1] {
                    let l = self.layer[d];
                    points.push((self.x[d], self.layer_top[l]));
                    points.push((self.x[d], self.layer_top[l] + self.layer_height[l]));
                }
                points.push((ports[k].1, self.rect(bottom).y));
                drop_straight_runs(&mut points);
                if is_back {
                    points.reverse();
                }
                Route { points, back: is_back, self_loop: false }
            })
            .collect()
    }

    /// The x of each edge's upper and lower port.
    fn ports(&self) -> Vec<(f64, f64)> {
        let mut ports = vec![(0.0, 0.0); self.chains.len()];
        // For each node, the edges leaving its bottom and entering its top:
        // (x of the neighbour they run to, the slot they share, the edge).
        // Edges through one shared dummy share a slot; others get their own.
        let mut bottom: Vec<Vec<(f64, usize, usize)>> = vec![Vec::new(); self.real];
        let mut top: Vec<Vec<(f64, usize, usize)>> = vec![Vec::new(); self.real];
        let slot = |near: usize, k: usize| if self.is_dummy(near) { near } else { self.layer.len() + k };
        for (k, chain) in self.chains.iter().enumerate() {
            if chain.len() >= 2 {
                let (next, before_last) = (chain[1], chain[chain.len() - 2]);
                bottom[chain[0]].push((self.x[next], slot(next, k), k));
                top[chain[chain.len() - 1]].push((self.x[before_last], slot(before_last, k), k));
            }
        }
        for v in 0..self.real {
            let r = self.rect(v);
            for (side, upper) in [(&mut bottom[v], true), (&mut top[v], false)] {
                side.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                let mut slots = side.iter().map(|e| e.1).collect::<Vec<_>>();
                slots.dedup();
                let mut i = 0;
                for (n, &(_, s, k)) in side.iter().enumerate() {
                    if n > 0 && side[n - 1].1 != s {
                        i += 1;
                    }
                    let x = r.x + r.w * (0.2 + 0.6 * (i + 1) as f64 / (slots.len() + 1) as f64);
                    if upper {
                        ports[k].0 = x;
                    } else {
                        ports[k].1 = x;
                    }
                }
            }
        }
        ports
    }

    /// A self-loop: from the upper to the lower part of the box's right
    /// side (the renderer bends it out into the room left there).
    fn self_loop_route(&self, v: usize) -> Route {
        let r = self.rect(v);
        let points = vec![(r.right(), r.y + r.h * 0.3), (r.right(), r.y + r.h * 0.7)];
        Route { points, back: true, self_loop: true }
    }
}

/// Merge vertical runs: a point between two at (nearly) the same x adds
/// nothing (a trunk through hundreds of layers becomes one line). Half a
/// pixel of drift is far less than the gap that keeps a dummy clear of
/// the boxes beside it.
fn drop_straight_runs(points: &mut Vec<(f64, f64)>) {
    let mut kept: Vec<(f64, f64)> = Vec::with_capacity(points.len());
    for &p in points.iter() {
        if let [.., a, b] = kept[..] {
            if (a.0 - p.0).abs() < 0.5 && (b.0 - p.0).abs() < 0.5 {
                kept.pop();
            }
        }
        kept.push(p);
    }
    *points = kept;
}

/// Step 5's core: x positions for one row, in order, at least `gaps[i]`
/// apart between neighbours `i` and `i + 1`, minimising the weighted sum of
/// squared distances to `wishes`. With `o[i]` the sum of the gaps before
/// `i`, the constraint is that `x[i] - o[i]` never decreases: an isotonic
/// regression, solved exactly by pooling adjacent violators (Ayer et al.
/// 1955) in linear time.
pub(super) fn place_row(wishes: &[f64], weights: &[f64], gaps: &[f64]) -> Vec<f64> {
    let mut offsets = Vec::with_capacity(wishes.len());
    let mut acc = 0.0;
    for i in 0..wishes.len() {
        if i > 0 {
            acc += gaps[i - 1];
        }
        offsets.push(acc);
    }
    // Pools of adjacent nodes sharing one shifted position:
    // (weight, weighted sum, count).
    let mut pools: Vec<(f64, f64, usize)> = Vec::new();
    for i in 0..wishes.len() {
        pools.push((weights[i], weights[i] * (wishes[i] - offsets[i]), 1));
        while pools.len() >= 2 {
            let (w2, s2, c2) = pools[pools.len() - 1];
            let (w1, s1, c1) = pools[pools.len() - 2];
            if s1 / w1 <= s2 / w2 {
                break;
            }
            pools.pop();
            *pools.last_mut().unwrap() = (w1 + w2, s1 + s2, c1 + c2);
        }
    }
    let mut placed = Vec::with_capacity(wishes.len());
    for (w, s, c) in pools {
        for _ in 0..c {
            let i = placed.len();
            placed.push(s / w + offsets[i]);
        }
    }
    placed
}

fn fenwick_add(tree: &mut [usize], mut i: usize) {
    while i < tree.len() {
        tree[i] += 1;
        i += i & i.wrapping_neg();
    }
}

/// How many entries at indices `1..=i`.
fn fenwick_prefix(tree: &[usize], mut i: usize) -> usize {
    let mut sum = 0;
    while i > 0 {
        sum += tree[i];
        i -= i & i.wrapping_neg();
    }
    sum
}
