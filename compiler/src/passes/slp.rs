//! SLP vectorizer: pack isomorphic, independent scalar operations of one
//! basic block into SIMD operations (Larsen & Amarasinghe, "Exploiting
//! Superword Level Parallelism with Multimedia Instruction Sets", PLDI
//! 2000), in the bottom-up tree form of LLVM's SLPVectorizer.
//!
//! 1. **Seeds**: stores in one block to adjacent elements of one array —
//!    `a[0], a[1], a[2], a[3]` or `a[i], a[i+1], …` (same base, same index
//!    variable, consecutive constant offsets) — taken as many as fit in a
//!    vector register: 4 (8 with AVX2) ints, or up to 16 (32) bools.
//! 2. **Tree** (`TreeBuilder::build`): from the stored values, lane
//!    bundles grow through the operands while the scalars are isomorphic
//!    (same operation, a `select`, or loads of adjacent elements),
//!    independent and in this block; other bundles become gathers,
//!    splats or vector constants.
//! 3. **Memory** (`Plan::memory_is_safe`): the vector code goes where the
//!    last seed store was; refused when a call, a possibly overlapping
//!    store or load lies in between (bases traced with `ir::alias`).
//! 4. **Cost model** (`Plan::costs`): the scalar instructions removed
//!    against the vector ones added, packing and unpacking included, with
//!    x86 SSE4.1/AVX2 prices (`utils::cost`); only a strictly cheaper
//!    vector side is taken.
//!
//! Bools are bytes in memory: a bool seed stores `<N x i8>` (the `<N x i1>`
//! tree value zero-extended), and a bool load reads `<N x i8>` and
//! truncates it. Comparisons of int lanes give `<N x i1>`.
//!
//! Remarks: per array and vector type, the trees vectorized, at the
//! first seed store (`vectorized 8 stores to 'z' as <4 x i32> x2`); per
//! seed group left scalar, the first rule of steps 2–4 it failed (a lane
//! used before the last store, a call or an overlapping access in
//! between, a gathered division, the costs).
//!
//! Preconditions: verified SSA (after mem2reg, so indices are SSA values).
//! Postconditions: verified IR, the same observable behaviour.

use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHashSet as HashSet;
use std::collections::BTreeMap;

use super::utils::cost::{binary_costs, vector_divisor};
use super::{PassOptions, PassResult, Remark};
use crate::ir::alias::{self, Root};
use crate::ir::{
    BinOp, BlockId, Builder, CastOp, CmpPred, Function, InstId, InstKind, IntType, SrcLoc, Type, ValueDef, ValueId,
};

pub fn run(f: &mut Function, options: &PassOptions) -> PassResult {
    let mut report = Report::default();
    let blocks: Vec<BlockId> = f.layout().to_vec();
    for b in blocks {
        // Each seed group is tried once, in order. The block's list does
        // not change until the last tree is placed (see `Order`), so
        // vectorizing costs the trees' size, not the block's length.
        let mut order = Order::new(f, b);
        for group in seed_groups(f, b, options) {
            // A bool group's halves come after it: gone if it was packed.
            if group.iter().all(|&s| f.inst(s).block == Some(b)) {
                try_group(f, b, group, &mut order, options, &mut report);
            }
        }
        f.sweep_removed();
    }
    report.into_result()
}

/// Where each instruction of the block being vectorized is, while trees
/// are placed in it. Its list stays as it was until the pass sweeps it:
/// removed scalars stay in the list, marked removed, and vector code
/// waits to go before its anchor, the last store of its group
/// (`Function::insert_inst_deferred`). So no position ever shifts: the
/// instruction at index p has key `p << 32 | ORIGINAL`, and the vector
/// code placed before it keys `p << 32 | k`, k = 0, 1, … as emitted.
struct Order {
    keys: HashMap<InstId, u64>,
    /// The vector code placed so far, by key (for the scans of a range).
    placed: BTreeMap<u64, InstId>,
}

/// The low half of an original instruction's key (see `Order`).
const ORIGINAL: u64 = 1 << 31;

impl Order {
    fn new(f: &Function, b: BlockId) -> Order {
        let keys = f.block(b).insts().iter().enumerate().map(|(p, &i)| (i, (p as u64) << 32 | ORIGINAL)).collect();
        Order { keys, placed: BTreeMap::new() }
    }

    /// The key of an instruction of the block (`None`: another block's).
    fn get(&self, i: InstId) -> Option<u64> {
        self.keys.get(&i).copied()
    }

    fn of(&self, i: InstId) -> u64 {
        self.keys[&i]
    }

    /// Vector code `inst`, the `k`-th placed before the instruction keyed
    /// `anchor`.
    fn place(&mut self, inst: InstId, anchor: u64, k: u64) {
        let key = (anchor >> 32 << 32) | k;
        self.keys.insert(inst, key);
        self.placed.insert(key, inst);
    }

    /// The instructions of `b` keyed `from..=to`, in order (with their
    /// keys), leaving out those removed.
    fn range(&self, f: &Function, b: BlockId, from: u64, to: u64) -> Vec<(u64, InstId)> {
        let insts = f.block(b).insts();
        let mut out = Vec::new();
        for p in (from >> 32)..=(to >> 32) {
            let base = p << 32;
            out.extend(self.placed.range(base..base | ORIGINAL).map(|(&k, &i)| (k, i)));
            out.push((base | ORIGINAL, insts[p as usize]));
        }
        out.retain(|&(k, i)| (from..=to).contains(&k) && f.inst(i).block == Some(b));
        out
    }
}

/// What the pass did and declined, as it goes: the trees vectorized, and
/// the seed groups left scalar with the reason.
#[derive(Default)]
struct Report {
    trees: Vec<Tree>,
    /// Seed groups not vectorized: their stores and the remark saying why.
    missed: Vec<(Vec<InstId>, Remark)>,
    /// The stores of every tree vectorized (a group that failed may have
    /// been vectorized as halves later: no remark for it then).
    vectorized: HashSet<InstId>,
}

/// One tree vectorized, as its remark describes it.
struct Tree {
    block: BlockId,
    loc: Option<SrcLoc>,
    array: String,
    vector: Type,
    lanes: usize,
}

impl Report {
    /// Trees storing the same vectors to the same array in one block make
    /// one remark (`vectorized 8 stores to 'z' as <4 x i32> x2`), at the
    /// first tree's position.
    fn into_result(self) -> PassResult {
        let mut remarks: Vec<(Remark, usize, usize)> = Vec::new();
        let mut keys: Vec<(BlockId, &str, Type)> = Vec::new();
        for t in &self.trees {
            let key = (t.block, t.array.as_str(), t.vector);
            match keys.iter().position(|k| *k == key) {
                Some(k) => {
                    remarks[k].1 += t.lanes;
                    remarks[k].2 += 1;
                }
                None => {
                    keys.push(key);
                    remarks.push((Remark::done(t.loc, String::new()), t.lanes, 1));
                }
            }
        }
        let mut all: Vec<Remark> = remarks
            .into_iter()
            .zip(&keys)
            .map(|((mut r, stores, count), (_, array, vector))| {
                let times = if count > 1 { format!(" x{count}") } else { String::new() };
                r.message = format!("vectorized {stores} stores to {array} as {vector}{times}");
                r
            })
            .collect();
        let missed: Vec<Remark> = self
            .missed
            .into_iter()
            .filter(|(stores, _)| !stores.iter().any(|s| self.vectorized.contains(s)))
            .map(|(_, r)| r)
            .collect();
        let (trees, lanes) = (self.trees.len(), self.trees.iter().map(|t| t.lanes).sum::<usize>());
        let mut headline = format!("vectorized {trees} tree{} ({lanes} lanes stored)", super::plural(trees));
        if !missed.is_empty() {
            headline.push_str(&format!(", {} seed group{} left scalar", missed.len(), super::plural(missed.len())));
        }
        all.extend(missed);
        PassResult::with_remarks(headline, all)
    }
}

/// The array a store writes, quoted for a remark ("'z'"), or "memory"
/// where the IR does not name it.
fn array_name(f: &Function, store_or_load: InstId) -> String {
    match alias::variable_name(f, pointer_of(f, store_or_load)) {
        Some(name) => format!("'{name}'"),
        None => "memory".to_string(),
    }
}

/// Vectorize the stores of `group` if that is legal and profitable, or
/// note why not.
fn try_group(
    f: &mut Function,
    b: BlockId,
    group: Vec<InstId>,
    order: &mut Order,
    options: &PassOptions,
    report: &mut Report,
) {
    // The remark goes where the group's first store is in the block.
    let first = *group.iter().min_by_key(|&&s| order.of(s)).expect("seed groups are not empty");
    let loc = f.inst(first).loc;
    let array = array_name(f, first);
    match Plan::build(f, b, &group, order, options).and_then(|plan| plan.profitable(f).map(|()| plan)) {
        Ok(plan) => {
            let (lanes, stored) = (group.len(), plan.stored_type());
            plan.apply(f, order);
            report.vectorized.extend(group.iter().copied());
            report.trees.push(Tree { block: b, loc, array, vector: stored, lanes });
        }
        Err(why) => {
            let message = format!("{} stores to {array} not vectorized: {why}", group.len());
            report.missed.push((group, Remark::missed(loc, message)));
        }
    }
}

// ----- addresses -----

/// A memory address as `base + (symbol + offset) * size(elem)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Address {
    /// The pointer the access is computed from, through the byte-offset
    /// `getelementptr`s of frame-record fields (`field` bytes in).
    base: ValueId,
    field: i64,
    root: Root,
    elem: Type,
    /// The variable part of the index (`None`: a constant index).
    symbol: Option<ValueId>,
    offset: i64,
}

impl Address {
    /// The address of a load's or store's pointer operand.
    fn of(f: &Function, ptr: ValueId, accessed: Type) -> Address {
        let (array, elem, symbol, offset) = match f.defining_inst(ptr).map(|d| (d, &f.inst(d).kind)) {
            Some((def, &InstKind::Gep { elem })) => {
                let ops = f.inst(def).operands();
                let (symbol, offset) = split_index(f, ops[1]);
                (ops[0], elem, symbol, offset)
            }
            _ => (ptr, accessed.lane_type(), None, 0),
        };
        let (base, field) = record_field(f, array);
        Address { base, field, root: alias::root(f, base), elem, symbol, offset }
    }

    /// Whether `[self, self + n)` and `[other, other + m)` may overlap.
    fn may_overlap(&self, n: u32, other: &Address, m: u32) -> bool {
        if self.base != other.base {
            // Different slots, or a slot and a received pointer, are
            // distinct wend variables; two pointers loaded or merged may
            // be the same record.
            return alias::may_alias(self.root, other.root);
        }
        if self.field != other.field {
            return false; // distinct fields of one record: distinct variables
        }
        if self.symbol != other.symbol || self.elem != other.elem {
            return true;
        }
        self.offset < other.offset + m as i64 && other.offset < self.offset + n as i64
    }
}

/// `ptr` as (pointer, byte offset) through `getelementptr i8` by
/// constants, the addresses of frame-record fields: the inliner leaves one
/// such address per inlined copy, distinct values naming one variable.
fn record_field(f: &Function, mut ptr: ValueId) -> (ValueId, i64) {
    let mut field = 0i64;
    while let Some(def) = f.defining_inst(ptr) {
        let InstKind::Gep { elem } = f.inst(def).kind else { break };
        let ops = f.inst(def).operands();
        match f.as_const(ops[1]) {
            Some(bytes) if elem == Type::I8 => field = field.saturating_add(bytes),
            _ => break,
        }
        ptr = ops[0];
    }
    (ptr, field)
}

/// `index` as `symbol + constant`, looking through `add`/`sub` of constants.
fn split_index(f: &Function, index: ValueId) -> (Option<ValueId>, i64) {
    if let Some(c) = f.as_const(index) {
        return (None, c);
    }
    if let Some(def) = f.defining_inst(index) {
        let data = f.inst(def);
        let ops = data.operands();
        let constant = |v: ValueId| f.as_const(v);
        match data.kind {
            InstKind::Binary(BinOp::Add) => {
                if let Some(c) = constant(ops[1]) {
                    let (s, o) = split_index(f, ops[0]);
                    return (s, o + c);
                }
                if let Some(c) = constant(ops[0]) {
                    let (s, o) = split_index(f, ops[1]);
                    return (s, o + c);
                }
            }
            InstKind::Binary(BinOp::Sub) => {
                if let Some(c) = constant(ops[1]) {
                    let (s, o) = split_index(f, ops[0]);
                    return (s, o - c);
                }
            }
            _ => {}
        }
    }
    (Some(index), 0)
}

/// The type of the values a store writes or a load reads.
fn accessed_type(f: &Function, i: InstId) -> Type {
    let data = f.inst(i);
    match data.kind {
        InstKind::Store => f.value_type(data.operands()[0]),
        _ => f.value_type(f.inst_result(i)),
    }
}

fn pointer_of(f: &Function, i: InstId) -> ValueId {
    let data = f.inst(i);
    match data.kind {
        InstKind::Store => data.operands()[1],
        _ => data.operands()[0],
    }
}

// ----- seeds -----

/// How many lanes of scalar type `ty` a vector register holds (bools are
/// bytes), or `None` if such lanes are not vectorized.
fn max_lanes(ty: Type, options: &PassOptions) -> Option<usize> {
    match ty {
        Type::Int(IntType::I32) => Some(options.vector_bits as usize / 32),
        Type::Int(IntType::I1) => Some(options.vector_bits as usize / 8),
        _ => None,
    }
}

/// The array a store writes: its base, field, element type and symbolic index.
type StoredArray = (ValueId, i64, Type, Option<ValueId>);

/// Groups of stores of block `b` to consecutive elements, each as long as
/// a vector (the longest that fits, down to 4 lanes), in block order, then
/// the halves of bool groups of 8 lanes or more.
fn seed_groups(f: &Function, b: BlockId, options: &PassOptions) -> Vec<Vec<InstId>> {
    // Stores by (base, elem, symbol), with their offsets, arrays in the
    // order of their first store.
    let mut by_array: Vec<(StoredArray, Vec<(i64, InstId)>)> = Vec::new();
    let mut index: HashMap<StoredArray, usize> = HashMap::default();
    for &i in f.block(b).insts() {
        if !matches!(f.inst(i).kind, InstKind::Store) {
            continue;
        }
        let ty = accessed_type(f, i);
        if max_lanes(ty, options).is_none() {
            continue;
        }
        let a = Address::of(f, pointer_of(f, i), ty);
        if a.elem != ty {
            continue;
        }
        let key = (a.base, a.field, a.elem, a.symbol);
        match index.get(&key) {
            Some(&k) => by_array[k].1.push((a.offset, i)),
            None => {
                index.insert(key, by_array.len());
                by_array.push((key, vec![(a.offset, i)]));
            }
        }
    }
    let mut groups: Vec<Vec<InstId>> = Vec::new();
    for ((_, _, elem, _), mut stores) in by_array {
        stores.sort();
        // Two stores to one element: only the first run is considered up to
        // there (the later one would make lanes ambiguous).
        let max = max_lanes(elem, options).unwrap_or(0);
        let mut run: Vec<(i64, InstId)> = Vec::new();
        let mut flush = |run: &mut Vec<(i64, InstId)>| {
            let mut start = 0;
            while run.len() - start >= 4 {
                let mut n = max.min(run.len() - start);
                while !n.is_power_of_two() {
                    n -= 1;
                }
                groups.push(run[start..start + n].iter().map(|&(_, i)| i).collect());
                start += n;
            }
            run.clear();
        };
        for s in stores {
            if run.last().is_some_and(|&(o, _)| o + 1 != s.0) {
                flush(&mut run);
            }
            run.push(s);
        }
        flush(&mut run);
    }
    // A bool group may be too wide for the ints its tree compares (8 bools
    // of `a[k] < b[k]` need 8 int lanes): its halves are tried after it.
    // (Halves of halves too, down to 4 lanes; a plan that succeeds makes
    // the caller look for seeds again, so stale halves are never applied.)
    let mut k = 0;
    while k < groups.len() {
        let g = &groups[k];
        if g.len() >= 8 && accessed_type(f, g[0]) == Type::I1 {
            let (low, high) = g.split_at(g.len() / 2);
            let (low, high) = (low.to_vec(), high.to_vec());
            groups.push(low);
            groups.push(high);
        }
        k += 1;
    }
    groups
}

// ----- the tree -----

#[derive(Clone, Debug)]
enum NodeKind {
    /// A lane-wise binary operation on two child bundles.
    Binary(BinOp, usize, usize),
    /// A lane-wise comparison (int lanes in, bool lanes out).
    Compare(CmpPred, usize, usize),
    /// A lane-wise `select`: condition (bool lanes), true and false arms.
    Select(usize, usize, usize),
    /// Loads of consecutive elements: one vector load from `ptr`.
    Load { ptr: ValueId },
    /// Lanes that are not packed: one `insertelement` each.
    Gather,
    /// The same value in every lane.
    Splat,
    /// Constants in every lane.
    Constant,
    /// Lane k is `extractelement v, k` of a vector `v` with these lanes
    /// (a tree vectorized before extracted them): `v` itself.
    Whole(ValueId),
}

#[derive(Clone, Debug)]
struct Node {
    kind: NodeKind,
    /// The scalar value of each lane.
    lanes: Vec<ValueId>,
}

/// Everything needed to decide on, and apply, the vectorization of one
/// seed group.
struct Plan {
    block: BlockId,
    stores: Vec<InstId>,
    lane_ty: Type,
    nodes: Vec<Node>,
    root: usize,
    /// Where the vector code goes: before the last store (`Order` key).
    insert_at: u64,
    last_store: InstId,
    /// Scalars of packed nodes (lane-value → (node, lane)).
    packed: HashMap<ValueId, (usize, usize)>,
    /// Packed scalars used outside the tree (after `insert_at`): extracted.
    extracted: Vec<(ValueId, usize, usize)>,
}

/// How deep the tree may grow.
const MAX_DEPTH: usize = 12;

/// How many instructions apart a tree's accesses may be: the memory
/// check scans them all (a budget, as LLVM's SLP vectorizer bounds its
/// scheduling region, so that a huge block costs linear time).
const MAX_SCAN: u64 = 2048;

impl Plan {
    fn build(
        f: &Function,
        block: BlockId,
        stores: &[InstId],
        order: &Order,
        options: &PassOptions,
    ) -> Result<Plan, String> {
        let lane_ty = accessed_type(f, stores[0]);
        let values: Vec<ValueId> = stores.iter().map(|&s| f.inst(s).operands()[0]).collect();
        let last_store = *stores.iter().max_by_key(|&&s| order.of(s)).expect("seed groups are not empty");
        let insert_at = order.of(last_store);
        let mut builder = TreeBuilder { f, block, nodes: Vec::new(), in_tree: HashSet::default(), order };
        let root = builder.build(&values, 0);
        let nodes = builder.nodes;
        // Int lanes must fit the register too (a bool tree may compare ints).
        let lanes = stores.len();
        if nodes.iter().any(|n| f.value_type(n.lanes[0]) == Type::I32)
            && lanes > max_lanes(Type::I32, options).unwrap_or(0)
        {
            return Err(format!("the ints it compares need {lanes} lanes, more than a vector holds"));
        }
        let mut plan = Plan {
            block,
            stores: stores.to_vec(),
            lane_ty,
            nodes,
            root,
            insert_at,
            last_store,
            packed: HashMap::default(),
            extracted: Vec::new(),
        };
        for (k, n) in plan.nodes.iter().enumerate() {
            if n.is_packed() {
                for (lane, &v) in n.lanes.iter().enumerate() {
                    plan.packed.insert(v, (k, lane));
                }
            }
        }
        plan.find_external_uses(f, order)?;
        plan.memory_is_safe(f, order)?;
        Ok(plan)
    }

    /// Record packed scalars used outside the tree. Fails if such a use
    /// comes before the vector code (it could not see the extracted lane).
    fn find_external_uses(&mut self, f: &Function, order: &Order) -> Result<(), String> {
        let tree_insts: HashSet<InstId> =
            self.packed.keys().filter_map(|&v| f.defining_inst(v)).chain(self.stores.iter().copied()).collect();
        let mut extracted = Vec::new();
        for (&v, &(node, lane)) in &self.packed {
            let outside: Vec<InstId> = f.users(v).iter().copied().filter(|u| !tree_insts.contains(u)).collect();
            if outside.is_empty() {
                continue;
            }
            let before = outside
                .iter()
                .any(|u| f.inst(*u).block == Some(self.block) && order.get(*u).is_some_and(|p| p < self.insert_at));
            if before {
                return Err("a lane's value is used before the last store".to_string());
            }
            extracted.push((v, node, lane));
        }
        extracted.sort_by_key(|&(v, _, _)| v);
        self.extracted = extracted;
        Ok(())
    }

    /// The memory rules (step 3 of the module header).
    ///
    /// All vector code goes where the last seed store was, so
    /// the other seed stores move down and the tree's loads move down to
    /// it. That is refused if, in between, there is a call, a store that
    /// may overlap a moved access, a load that would miss a seed store's
    /// value, or a tree load that reads what a seed store wrote before it.
    /// An access's base is traced through the byte `getelementptr`s of
    /// frame-record fields (the inliner leaves one per inlined copy:
    /// distinct values, one variable) to a pointer and a field offset.
    /// Different fields of one record, and different stack slots (or a slot
    /// and a received pointer, `ir::alias`), are distinct wend variables;
    /// two loaded or merged pointers may be the same. With the same base
    /// and field, the same index variable and disjoint offset ranges,
    /// accesses do not overlap either. A vector access of a tree packed
    /// before covers all its lanes (`store <4 x i32>` at `a[2]` writes
    /// `a[2] … a[5]`).
    fn memory_is_safe(&self, f: &Function, order: &Order) -> Result<(), String> {
        let stores: Vec<(u64, Address)> =
            self.stores.iter().map(|&s| (order.of(s), Address::of(f, pointer_of(f, s), self.lane_ty))).collect();
        let mut tree_loads: HashSet<InstId> = HashSet::default();
        for node in &self.nodes {
            if let NodeKind::Load { .. } = node.kind {
                tree_loads.extend(node.lanes.iter().filter_map(|&v| f.defining_inst(v)));
            }
        }
        let first =
            tree_loads.iter().map(|&l| order.of(l)).chain(stores.iter().map(|s| s.0)).min().unwrap_or(self.insert_at);
        let span = (self.insert_at >> 32) - (first >> 32);
        if span > MAX_SCAN {
            return Err(format!("its accesses are {span} instructions apart, more than the {MAX_SCAN} checked"));
        }
        let load_addresses: Vec<(InstId, Address)> =
            tree_loads.iter().map(|&l| (l, Address::of(f, pointer_of(f, l), accessed_type(f, l)))).collect();
        let seeds: HashSet<InstId> = self.stores.iter().copied().collect();
        for (p, i) in order.range(f, self.block, first, self.insert_at) {
            let data = f.inst(i);
            match data.kind {
                InstKind::Call { .. } => return Err("a call between them may access the same memory".to_string()),
                // An access of a tree vectorized before covers all its lanes
                // (`store <4 x i32>` at `a[i]` writes `a[i] … a[i+3]`).
                InstKind::Store if !seeds.contains(&i) => {
                    let ty = accessed_type(f, i);
                    let (a, n) = (Address::of(f, pointer_of(f, i), ty), ty.lanes());
                    if stores.iter().any(|(_, s)| a.may_overlap(n, s, 1)) {
                        return Err(format!(
                            "a store to {} between them may write the same elements",
                            array_name(f, i)
                        ));
                    }
                    if let Some(&(l, _)) = load_addresses.iter().find(|(_, l)| a.may_overlap(n, l, 1)) {
                        return Err(format!(
                            "a store to {} may overlap the loads of {} moved past it",
                            array_name(f, i),
                            array_name(f, l)
                        ));
                    }
                }
                InstKind::Load => {
                    // Any load, in the tree or not, must not read an element a
                    // seed store wrote before it: that store moves past it.
                    let ty = accessed_type(f, i);
                    let (a, n) = (Address::of(f, pointer_of(f, i), ty), ty.lanes());
                    if stores.iter().any(|&(sp, ref s)| sp < p && a.may_overlap(n, s, 1)) {
                        return Err(format!("the stores may overlap a load of {} between them", array_name(f, i)));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Scalar instructions removed versus vector instructions added,
    /// including packing (inserts, splats, constants) and unpacking (an
    /// `extractelement` per lane still used outside the tree), with
    /// per-operation costs of x86 SSE4.1/AVX2 (`utils::cost` for
    /// arithmetic; an insert or extract costs one; a select one per lane,
    /// and as a vector nothing when it is a min/max of its compare's
    /// operands (`pmaxsd`/`pminsd` replaces the compare), else a
    /// three-instruction blend, plus a widening of the mask for int lanes
    /// chosen by a condition that is not an int compare). The tree is
    /// vectorized only if the vector side is strictly cheaper.
    fn costs(&self, f: &Function) -> (u32, u32) {
        let lanes = self.stores.len() as u32;
        let mut scalar = lanes; // the seed stores
        let mut vector = 1; // the vector store
        if self.lane_ty == Type::I1 {
            vector += 1; // zext to bytes
        }
        for node in &self.nodes {
            match &node.kind {
                NodeKind::Binary(op, _, _) => {
                    let divisor = f.defining_inst(node.lanes[0]).and_then(|i| f.as_const(f.inst(i).operands()[1]));
                    let (per_lane, packed) = binary_costs(*op, f.value_type(node.lanes[0]), divisor);
                    scalar += lanes * per_lane;
                    vector += packed;
                }
                NodeKind::Compare(pred, _, _) => {
                    scalar += lanes;
                    // x86 has only `==` and `>`: the others need a swap or a not.
                    vector += if matches!(pred, CmpPred::Eq | CmpPred::Sgt | CmpPred::Slt) { 1 } else { 2 };
                }
                NodeKind::Select(c, t, e) => {
                    scalar += lanes; // a cmov each (the compare is its own node)
                    vector += self.select_cost(f, *c, *t, *e);
                }
                NodeKind::Load { .. } => {
                    scalar += lanes;
                    vector += if f.value_type(node.lanes[0]) == Type::I1 { 2 } else { 1 };
                }
                NodeKind::Gather => vector += lanes,
                NodeKind::Splat => vector += 2,
                NodeKind::Constant => vector += 1,
                NodeKind::Whole(_) => {}
            }
        }
        vector += self.extracted.len() as u32;
        (scalar, vector)
    }

    /// The vector instructions a select node adds besides its condition:
    /// none when it is a min/max of the compared values (the backend turns
    /// compare and select into one `pmaxs*`/`pmins*`, the price the compare
    /// node already paid), else a blend (three SSE instructions), plus a
    /// widening of byte masks for int lanes chosen by a condition that is
    /// not an int compare.
    fn select_cost(&self, f: &Function, c: usize, t: usize, e: usize) -> u32 {
        if let NodeKind::Compare(pred, a, b) = self.nodes[c].kind {
            let arms_compared = (t, e) == (a, b) || (t, e) == (b, a);
            if arms_compared && !matches!(pred, CmpPred::Eq | CmpPred::Ne) {
                return 0;
            }
            return 3;
        }
        if f.value_type(self.nodes[t].lanes[0]) == Type::I32 {
            4
        } else {
            3
        }
    }

    /// Vectorize only if strictly cheaper; if not, why not: a division
    /// that had to stay scalar (and so be gathered), or the costs.
    fn profitable(&self, f: &Function) -> Result<(), String> {
        let (scalar, vector) = self.costs(f);
        if vector < scalar {
            return Ok(());
        }
        let gathered_division = self.nodes.iter().any(|n| {
            matches!(n.kind, NodeKind::Gather)
                && n.lanes.iter().all(|&v| {
                    f.defining_inst(v)
                        .is_some_and(|i| matches!(f.inst(i).kind, InstKind::Binary(BinOp::SDiv | BinOp::SRem)))
                })
        });
        if gathered_division {
            return Err(format!("division has no vector form (cost {vector} >= scalar cost {scalar})"));
        }
        Err(format!("cost {vector} >= scalar cost {scalar}"))
    }

    /// The vector type the tree stores (bools as bytes).
    fn stored_type(&self) -> Type {
        let elem = if self.lane_ty == Type::I1 { Type::I8 } else { self.lane_ty };
        elem.vector_of(self.stores.len() as u32)
    }

    /// Emit the vector code at the last seed store, extract what is used
    /// outside, and delete the scalars.
    fn apply(self, f: &mut Function, order: &mut Order) {
        // The uses to redirect to extracted lanes, found before the vector
        // code exists: a splat in it of a packed scalar keeps reading the
        // scalar, which comes before the vector code (an extract comes
        // after it).
        let tree_insts: HashSet<InstId> =
            self.packed.keys().filter_map(|&v| f.defining_inst(v)).chain(self.stores.iter().copied()).collect();
        let outside_users: HashMap<ValueId, Vec<InstId>> = self
            .extracted
            .iter()
            .map(|&(v, _, _)| (v, f.users(v).iter().copied().filter(|u| !tree_insts.contains(u)).collect()))
            .collect();
        // The vector code goes before the last store, in O(1) per
        // instruction, and is keyed in `order` in the order it is made (a
        // function makes instructions with consecutive ids).
        let first_made = f.num_insts();
        let loc = f.inst(self.stores[self.stores.len() - 1]).loc;
        let first_ptr = pointer_of(f, self.stores[0]);
        let mut b = Builder::deferred_before(f, self.block, self.last_store).with_loc(loc);
        let mut emitted: Vec<Option<ValueId>> = vec![None; self.nodes.len()];
        let root_value = self.emit(&mut b, self.root, &mut emitted);
        let lanes = self.stores.len() as u32;
        let stored = if self.lane_ty == Type::I1 {
            b.cast(CastOp::ZExt, root_value, Type::I8.vector_of(lanes), "bytes")
        } else {
            root_value
        };
        b.store(stored, first_ptr);
        // Lanes used elsewhere: extract them and redirect those uses.
        for &(v, node, lane) in &self.extracted {
            let vector = emitted[node].expect("packed nodes are emitted");
            let name = b.func.value_name(v).unwrap_or("").to_string();
            let extracted = b.extract_element(vector, lane as u32, &name);
            for &u in &outside_users[&v] {
                for k in 0..b.func.inst(u).operands().len() {
                    if b.func.inst(u).operands()[k] == v {
                        b.func.set_operand(u, k, extracted);
                    }
                }
            }
        }
        for (k, made) in (first_made..f.num_insts()).enumerate() {
            order.place(InstId::new(made), self.insert_at, k as u64);
        }
        // The seed stores and every packed scalar left without users go
        // (marked; the pass sweeps the block when it is done with it).
        for &s in &self.stores {
            f.mark_removed(s);
        }
        loop {
            let removable: Vec<InstId> = self
                .packed
                .keys()
                .filter_map(|&v| f.defining_inst(v))
                .filter(|&i| f.inst(i).block.is_some() && !f.has_users(f.inst_result(i)))
                .collect();
            if removable.is_empty() {
                break;
            }
            for i in removable {
                f.mark_removed(i);
            }
        }
    }

    /// Emit node `k` (children first).
    fn emit(&self, b: &mut Builder, k: usize, emitted: &mut Vec<Option<ValueId>>) -> ValueId {
        // A bundle used twice (a min/max compares its arms) is one node.
        if let Some(v) = emitted[k] {
            return v;
        }
        let node = &self.nodes[k];
        let lanes = node.lanes.len() as u32;
        let scalar_ty = b.func.value_type(node.lanes[0]);
        let vec_ty = scalar_ty.vector_of(lanes);
        let value = match node.kind {
            NodeKind::Binary(op, x, y) => {
                let (vx, vy) = (self.emit(b, x, emitted), self.emit(b, y, emitted));
                b.binary(op, vx, vy, op.llvm_name())
            }
            NodeKind::Compare(pred, x, y) => {
                let (vx, vy) = (self.emit(b, x, emitted), self.emit(b, y, emitted));
                b.icmp(pred, vx, vy, "cmp")
            }
            NodeKind::Select(c, t, e) => {
                let vc = self.emit(b, c, emitted);
                let (vt, ve) = (self.emit(b, t, emitted), self.emit(b, e, emitted));
                b.select(vc, vt, ve, "select")
            }
            NodeKind::Load { ptr } if scalar_ty == Type::I1 => {
                let bytes = b.load(Type::I8.vector_of(lanes), ptr, "load");
                b.cast(CastOp::Trunc, bytes, vec_ty, "bools")
            }
            NodeKind::Load { ptr } => b.load(vec_ty, ptr, "load"),
            NodeKind::Whole(v) => v,
            NodeKind::Constant => {
                let values: Vec<i64> = node.lanes.iter().map(|&v| b.func.as_const(v).unwrap_or(0)).collect();
                b.func.const_vector(vec_ty, &values)
            }
            NodeKind::Splat => {
                let undef = b.func.undef(vec_ty);
                let one = b.insert_element(undef, node.lanes[0], 0, "splat.insert");
                b.shuffle_vector(one, undef, vec![0; lanes as usize], "splat")
            }
            NodeKind::Gather => {
                let mut v = b.func.undef(vec_ty);
                for (lane, &scalar) in node.lanes.iter().enumerate() {
                    v = b.insert_element(v, scalar, lane as u32, "gather");
                }
                v
            }
        };
        emitted[k] = Some(value);
        value
    }
}

impl Node {
    /// Whether the node's scalars are replaced by vector code (as opposed
    /// to being packed into a vector from where they are).
    fn is_packed(&self) -> bool {
        matches!(self.kind, NodeKind::Binary(..) | NodeKind::Compare(..) | NodeKind::Select(..) | NodeKind::Load { .. })
    }
}

struct TreeBuilder<'a> {
    f: &'a Function,
    block: BlockId,
    nodes: Vec<Node>,
    in_tree: HashSet<ValueId>,
    order: &'a Order,
}

impl TreeBuilder<'_> {
    fn push(&mut self, kind: NodeKind, lanes: &[ValueId]) -> usize {
        if matches!(kind, NodeKind::Binary(..) | NodeKind::Compare(..) | NodeKind::Select(..) | NodeKind::Load { .. }) {
            self.in_tree.extend(lanes.iter().copied());
        }
        self.nodes.push(Node { kind, lanes: lanes.to_vec() });
        self.nodes.len() - 1
    }

    /// Build the node for a bundle of lane values; returns its index.
    ///
    /// From the stored values the tree grows through the operands while
    /// the scalars are isomorphic (same operation: add, sub, mul, and, or,
    /// xor, a comparison of ints or an equality of bools, a `select` — what
    /// simplifycfg makes of `if x > y { m = x } else { m = y }` — with its
    /// condition, true and false bundles; or loads of adjacent elements),
    /// in this block, independent of each other, and not in the tree yet.
    /// Commutative operands are swapped per lane where that makes bundles
    /// match. A bundle that cannot be packed becomes a gather (one
    /// `insertelement` per lane), a splat (one value in every lane) or a
    /// vector constant. A bundle with the lanes of a node already in the
    /// tree is that node (a min/max compares the values it chooses from),
    /// and lanes `extractelement v, 0..N` of an N-lane vector are `v` (a
    /// tree vectorized earlier extracted them; adce drops the extracts).
    /// `sdiv`/`srem` pack only when every lane divides by the same
    /// constant the backend divides vectors by (`utils::cost`); other
    /// divisions have no x86 vector form and stop the tree.
    fn build(&mut self, lanes: &[ValueId], depth: usize) -> usize {
        let f = self.f;
        if lanes.iter().all(|&v| v == lanes[0]) {
            return self.push(if f.as_const(lanes[0]).is_some() { NodeKind::Constant } else { NodeKind::Splat }, lanes);
        }
        if lanes.iter().all(|&v| f.as_const(v).is_some()) {
            return self.push(NodeKind::Constant, lanes);
        }
        // The same lanes in the same order as a packed node (the arms of a
        // min/max are the compared values): that node, not a gather.
        if let Some(k) =
            self.nodes.iter().position(|n| (n.is_packed() || matches!(n.kind, NodeKind::Whole(_))) && n.lanes == lanes)
        {
            return k;
        }
        if let Some(v) = self.whole_vector(lanes) {
            return self.push(NodeKind::Whole(v), lanes);
        }
        match self.packable(lanes, depth) {
            Some(Shape::Binary(op)) => {
                let (left, right) = self.operand_bundles(lanes, op.is_commutative());
                // Reserve this node's place so children come after it.
                let k = self.push(NodeKind::Gather, lanes);
                self.in_tree.extend(lanes.iter().copied());
                let a = self.build(&left, depth + 1);
                let b = self.build(&right, depth + 1);
                self.nodes[k].kind = NodeKind::Binary(op, a, b);
                k
            }
            Some(Shape::Compare(pred)) => {
                let (left, right) = self.compare_bundles(lanes, pred);
                let k = self.push(NodeKind::Gather, lanes);
                self.in_tree.extend(lanes.iter().copied());
                let a = self.build(&left, depth + 1);
                let b = self.build(&right, depth + 1);
                self.nodes[k].kind = NodeKind::Compare(pred, a, b);
                k
            }
            Some(Shape::Select) => {
                let operand = |k: usize| -> Vec<ValueId> {
                    lanes
                        .iter()
                        .map(|&v| f.inst(f.defining_inst(v).expect("packed lanes are instructions")).operands()[k])
                        .collect()
                };
                let (cond, if_true, if_false) = (operand(0), operand(1), operand(2));
                let k = self.push(NodeKind::Gather, lanes);
                self.in_tree.extend(lanes.iter().copied());
                let c = self.build(&cond, depth + 1);
                let t = self.build(&if_true, depth + 1);
                let e = self.build(&if_false, depth + 1);
                self.nodes[k].kind = NodeKind::Select(c, t, e);
                k
            }
            Some(Shape::Load(ptr)) => self.push(NodeKind::Load { ptr }, lanes),
            None => self.push(NodeKind::Gather, lanes),
        }
    }

    /// The vector `v` if lane k is `extractelement v, k` for every k and
    /// `v` has exactly these lanes. (Two trees may share scalars, e.g. a
    /// max and a min of the same values: the first extracts them.)
    fn whole_vector(&self, lanes: &[ValueId]) -> Option<ValueId> {
        let f = self.f;
        let source = |(k, &lane): (usize, &ValueId)| -> Option<ValueId> {
            let data = f.inst(f.defining_inst(lane)?);
            let [v, index] = data.operands().as_array()?;
            let is_lane_k = matches!(data.kind, InstKind::ExtractElement) && f.as_const(index) == Some(k as i64);
            is_lane_k.then_some(v)
        };
        let v = source((0, &lanes[0]))?;
        let all = lanes.iter().enumerate().all(|lane| source(lane) == Some(v));
        (all && f.value_type(v).lanes() as usize == lanes.len()).then_some(v)
    }

    /// Whether the lanes can be packed, and as what.
    fn packable(&self, lanes: &[ValueId], depth: usize) -> Option<Shape> {
        let f = self.f;
        if depth >= MAX_DEPTH {
            return None;
        }
        let insts: Vec<InstId> = lanes.iter().map(|&v| f.defining_inst(v)).collect::<Option<_>>()?;
        let distinct: HashSet<ValueId> = lanes.iter().copied().collect();
        if distinct.len() != lanes.len() || lanes.iter().any(|v| self.in_tree.contains(v)) {
            return None;
        }
        if insts.iter().any(|&i| f.inst(i).block != Some(self.block)) {
            return None;
        }
        let ty = f.value_type(lanes[0]);
        if !matches!(ty, Type::Int(IntType::I32 | IntType::I1)) {
            return None;
        }
        let first = &f.inst(insts[0]).kind;
        let shape = match first {
            InstKind::Binary(op) if !op.may_trap() => Shape::Binary(*op),
            InstKind::Binary(op @ (BinOp::SDiv | BinOp::SRem))
                if ty == Type::I32 && shared_divisor(f, &insts).is_some() =>
            {
                Shape::Binary(*op)
            }
            // Ints compare any way; bools (byte lanes) only for equality.
            InstKind::Icmp(pred)
                if f.value_type(f.inst(insts[0]).operands()[0]) == Type::I32
                    || (f.value_type(f.inst(insts[0]).operands()[0]) == Type::I1
                        && matches!(pred, CmpPred::Eq | CmpPred::Ne)) =>
            {
                Shape::Compare(*pred)
            }
            InstKind::Select => Shape::Select,
            InstKind::Load => Shape::Load(f.inst(insts[0]).operands()[0]),
            _ => return None,
        };
        let same = insts.iter().all(|&i| match (&f.inst(i).kind, shape) {
            (InstKind::Binary(op), Shape::Binary(want)) => *op == want,
            (InstKind::Icmp(p), Shape::Compare(want)) => *p == want || p.swapped() == want,
            (InstKind::Load, Shape::Load(_)) | (InstKind::Select, Shape::Select) => true,
            _ => false,
        });
        if !same || !self.independent(&insts) {
            return None;
        }
        if let Shape::Load(_) = shape {
            // Consecutive elements, lane k at offset + k.
            let a0 = Address::of(f, f.inst(insts[0]).operands()[0], ty);
            if a0.elem != ty {
                return None;
            }
            for (k, &i) in insts.iter().enumerate() {
                let a = Address::of(f, f.inst(i).operands()[0], ty);
                if a.base != a0.base
                    || a.field != a0.field
                    || a.elem != a0.elem
                    || a.symbol != a0.symbol
                    || a.offset != a0.offset + k as i64
                {
                    return None;
                }
            }
        }
        Some(shape)
    }

    /// No lane depends on another lane (within the block): packing them
    /// into one instruction would need a value before it exists.
    fn independent(&self, insts: &[InstId]) -> bool {
        let f = self.f;
        let lanes: HashSet<InstId> = insts.iter().copied().collect();
        let lowest = insts.iter().map(|&l| self.order.of(l)).min().unwrap_or(0);
        // One walk of the in-block operand graph below all the lanes: a
        // lane reachable from any lane's operands makes them dependent
        // (whichever lane the walk came from, the nodes below are the same).
        let mut stack: Vec<InstId> =
            insts.iter().flat_map(|&i| f.inst(i).operands()).filter_map(|&v| f.defining_inst(v)).collect();
        let mut seen: HashSet<InstId> = HashSet::default();
        while let Some(j) = stack.pop() {
            if f.inst(j).block != Some(self.block) || !seen.insert(j) {
                continue;
            }
            if lanes.contains(&j) {
                return false;
            }
            // Nothing before the earliest lane can depend on a lane.
            if self.order.get(j).is_some_and(|p| p < lowest) {
                continue;
            }
            stack.extend(f.inst(j).operands().iter().filter_map(|&v| f.defining_inst(v)));
        }
        true
    }

    /// The operand bundles of a binary bundle, swapping the operands of a
    /// commutative lane when that matches lane 0's shape better.
    fn operand_bundles(&self, lanes: &[ValueId], commutative: bool) -> (Vec<ValueId>, Vec<ValueId>) {
        let f = self.f;
        let ops = |v: ValueId| {
            let o = f.inst(f.defining_inst(v).expect("packed lanes are instructions")).operands();
            (o[0], o[1])
        };
        let (l0, r0) = ops(lanes[0]);
        let (mut left, mut right) = (vec![l0], vec![r0]);
        for &v in &lanes[1..] {
            let (l, r) = ops(v);
            let keep = self.similarity(l, l0) + self.similarity(r, r0);
            let swap = self.similarity(r, l0) + self.similarity(l, r0);
            if commutative && swap > keep {
                left.push(r);
                right.push(l);
            } else {
                left.push(l);
                right.push(r);
            }
        }
        (left, right)
    }

    /// Operands of a comparison bundle, with lanes whose predicate is the
    /// swapped one turned around.
    fn compare_bundles(&self, lanes: &[ValueId], pred: CmpPred) -> (Vec<ValueId>, Vec<ValueId>) {
        let f = self.f;
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for &v in lanes {
            let i = f.defining_inst(v).expect("packed lanes are instructions");
            let o = f.inst(i).operands();
            let InstKind::Icmp(p) = f.inst(i).kind else { unreachable!("a compare bundle") };
            if p == pred {
                left.push(o[0]);
                right.push(o[1]);
            } else {
                left.push(o[1]);
                right.push(o[0]);
            }
        }
        (left, right)
    }

    /// How alike two operand values are (for operand reordering).
    fn similarity(&self, a: ValueId, b: ValueId) -> u32 {
        let f = self.f;
        match (f.value(a).def, f.value(b).def) {
            (ValueDef::Const(_), ValueDef::Const(_)) => 2,
            (ValueDef::Inst(x), ValueDef::Inst(y)) => {
                if std::mem::discriminant(&f.inst(x).kind) == std::mem::discriminant(&f.inst(y).kind) {
                    if f.inst(x).kind == f.inst(y).kind {
                        3
                    } else {
                        2
                    }
                } else {
                    1
                }
            }
            _ => u32::from(a == b),
        }
    }
}

/// The constant divisor by which every lane of a division or remainder
/// bundle divides, if they share one the backend divides vectors by (x86
/// has no vector division): 2^k (2 ≤ 2^k ≤ 2^30), with shifts, or d with
/// 3 ≤ |d| < 2^31 and |d| not a power of two, with a multiply-high. Such
/// lanes never trap. (0, ±1, INT_MIN and -2^k stay scalar.)
fn shared_divisor(f: &Function, insts: &[InstId]) -> Option<i64> {
    // (Lanes are checked to be the same operation only afterwards: any of
    // them may still be something else, a load with one operand.)
    let divisor = |i: InstId| match f.inst(i).kind {
        InstKind::Binary(BinOp::SDiv | BinOp::SRem) => f.as_const(f.inst(i).operands()[1]),
        _ => None,
    };
    let d = divisor(insts[0])?;
    (vector_divisor(d) && insts.iter().all(|&i| divisor(i) == Some(d))).then_some(d)
}

#[derive(Clone, Copy, Debug)]
enum Shape {
    Binary(BinOp),
    Compare(CmpPred),
    Select,
    Load(ValueId),
}
