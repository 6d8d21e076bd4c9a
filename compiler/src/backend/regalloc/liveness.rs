//! Live intervals of the machine IR, for the linear-scan allocator.
//!
//! Instructions are numbered in block layout order; instruction k reads its
//! operands at position 2k and writes its results at 2k+1, so a register
//! whose last use is instruction k and one first written by k may share a
//! physical register. A live range is a half-open interval of positions;
//! the interval of a virtual register is the sorted list of its disjoint
//! ranges (with lifetime holes between them, as in Traub, Holloway & Smith,
//! "Quality and Speed in Linear-scan Register Allocation", PLDI 1998).
//!
//! Algorithm:
//! 1. the control-flow graph from the branch instructions (every block ends
//!    in explicit `jmp`/`jcc`/`ret`/`ud2`, see `mir`), and the loop depth of
//!    each block (`Cfg::loop_depths`);
//! 2. liveness per virtual register: the blocks where it is read before
//!    being written are live-in; live-in propagates to the predecessors'
//!    live-out sets, and through each predecessor that does not write it
//!    (the path-exploration form of the classic dataflow problem: the work
//!    is proportional to the live ranges, not to blocks × registers);
//! 3. intervals built one register at a time from the instructions that
//!    name it and its live-in/live-out blocks, visiting only those blocks,
//!    in layout order (the rules of Wimmer & Mössenböck, "Optimized Interval
//!    Splitting in a Linear Scan Register Allocator", VEE 2005,
//!    `BuildIntervals`, applied forwards: `vreg_intervals`). Per-block
//!    live-out sets are never materialised.
//!
//! Physical registers named by instructions get fixed ranges the same way
//! (`fixed_ranges`). In a function of at least [`WalkLimit::from_blocks`]
//! blocks, a register whose walk visits more than [`WalkLimit::visits`]
//! blocks gets one conservative range without holes instead (the "lifetime
//! interval" of Poletto & Sarkar, TOPLAS 1999), widened to the layout
//! regions around its ends so that it still covers every block where the
//! register can be live (`LayoutRegions`).
//!
//! Each interval also gets a spill weight, the sum over its reads and
//! writes of 10^(loop depth), so that values used in inner loops keep their
//! registers; and every register-to-register move is recorded as a copy,
//! for the allocator's hints.

use crate::backend::mir::{Access, MFunction, MInst, Operand, OperandVisit, PReg, Reg, VReg};

/// A half-open interval of instruction positions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LiveRange {
    pub start: u32,
    pub end: u32,
}

/// Where a virtual register is live, and how costly spilling it would be.
#[derive(Clone, Debug, Default)]
pub struct Interval {
    /// Disjoint ranges in increasing order (empty if the register never
    /// occurs).
    pub ranges: Vec<LiveRange>,
    /// Reads and writes weighted by 10^(loop depth).
    pub weight: f32,
}

impl Interval {
    pub fn start(&self) -> Option<u32> {
        self.ranges.first().map(|r| r.start)
    }

    /// Whether the interval covers `position`.
    pub fn covers(&self, position: u32) -> bool {
        let k = self.ranges.partition_point(|r| r.end <= position);
        self.ranges.get(k).is_some_and(|r| r.start <= position)
    }
}

/// A register-to-register move (`mov`, `movdqu`) of the function.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Copy {
    pub dst: Reg,
    pub src: Reg,
    /// The loop depth of the block holding it.
    pub depth: u32,
}

/// A write of a virtual register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Def {
    /// The write position (`def_pos`).
    pub pos: u32,
    /// The source, if the write is a move from another virtual register.
    pub copy_of: Option<VReg>,
}

/// Everything the allocator needs to know about a function.
#[derive(Clone, Debug)]
pub struct Liveness {
    /// The interval of each virtual register, by `VReg::index`.
    pub intervals: Vec<Interval>,
    /// The fixed ranges of each physical register named in the function.
    pub fixed: Vec<(PReg, Vec<LiveRange>)>,
    pub copies: Vec<Copy>,
    /// Where each virtual register is written (by `VReg::index`), and for a
    /// register-to-register move the register it copies.
    pub defs: Vec<Vec<Def>>,
    /// Position of the first instruction of each block, and (last entry)
    /// the end of the function.
    pub block_starts: Vec<u32>,
}

/// Successors and predecessors of every block.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub succs: Vec<Vec<u32>>,
    pub preds: Vec<Vec<u32>>,
}

impl Cfg {
    pub fn new(mf: &MFunction) -> Cfg {
        let n = mf.blocks.len();
        let mut succs: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, block) in mf.blocks.iter().enumerate() {
            for inst in &block.insts {
                if let MInst::Jmp { target } | MInst::Jcc { target, .. } = inst {
                    let t = target.index() as u32;
                    if !succs[b].contains(&t) {
                        succs[b].push(t);
                        preds[t as usize].push(b as u32);
                    }
                }
            }
        }
        Cfg { succs, preds }
    }

    /// The loop depth of every block: the number of natural loops
    /// containing it. Blocks unreachable from the entry have depth 0.
    ///
    /// Back edges come from a depth-first search; each header's natural loop is
    /// collected by a backward walk from its latches.
    pub fn loop_depths(&self) -> Vec<u32> {
        let n = self.succs.len();
        let mut depth = vec![0u32; n];
        if n == 0 {
            return depth;
        }
        // Iterative DFS; an edge to a block on the stack is a back edge.
        let mut state = vec![0u8; n]; // 0 unvisited, 1 on stack, 2 done
        let mut latches: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
        state[0] = 1;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if let Some(&s) = self.succs[b as usize].get(*next) {
                *next += 1;
                match state[s as usize] {
                    0 => {
                        state[s as usize] = 1;
                        stack.push((s, 0));
                    }
                    1 => latches[s as usize].push(b),
                    _ => {}
                }
            } else {
                state[b as usize] = 2;
                stack.pop();
            }
        }
        // Each header's loop body: the blocks that reach a latch without
        // passing through the header.
        let mut mark = vec![u32::MAX; n];
        let mut work = Vec::new();
        for (h, ls) in latches.iter().enumerate() {
            if ls.is_empty() {
                continue;
            }
            mark[h] = h as u32;
            depth[h] += 1;
            for &l in ls {
                if mark[l as usize] != h as u32 {
                    mark[l as usize] = h as u32;
                    depth[l as usize] += 1;
                    work.push(l);
                }
            }
            while let Some(b) = work.pop() {
                for &p in &self.preds[b as usize] {
                    // Only blocks reachable from the entry belong to loops.
                    if mark[p as usize] != h as u32 && state[p as usize] == 2 {
                        mark[p as usize] = h as u32;
                        depth[p as usize] += 1;
                        work.push(p);
                    }
                }
            }
        }
        depth
    }
}

/// Call `f` with every register `inst` reads or writes: explicit operands,
/// the registers of its addresses (reads) and its implicit physical
/// registers.
pub fn for_each_reg(inst: &MInst, f: &mut impl FnMut(Reg, Access)) {
    let mut copy = inst.clone();
    copy.visit_operands(&mut |visit| match visit {
        OperandVisit::Value { op: Operand::Reg(r), access, .. } => f(*r, access),
        OperandVisit::Value { op: Operand::Mem(addr), .. } => {
            for r in addr.regs() {
                f(r, Access::Use);
            }
        }
        OperandVisit::Value { op: Operand::Imm(_), .. } => {}
        OperandVisit::RegOnly { reg, access, .. } => f(*reg, access),
    });
    for p in inst.implicit_uses() {
        f(Reg::Phys(p), Access::Use);
    }
    for p in inst.implicit_defs() {
        f(Reg::Phys(p), Access::Def);
    }
}

/// The positions of instruction k.
pub fn use_pos(k: u32) -> u32 {
    2 * k
}

pub fn def_pos(k: u32) -> u32 {
    2 * k + 1
}

/// Ranges of a physical register under construction, lowest last (blocks
/// are visited backwards).
#[derive(Default, Clone)]
struct RangeBuilder {
    reversed: Vec<LiveRange>,
}

impl RangeBuilder {
    /// Live from `from` up to `end` (the block's start up to a read).
    fn add(&mut self, from: u32, end: u32) {
        match self.reversed.last_mut() {
            Some(last) if last.start <= end => {
                last.start = last.start.min(from);
                last.end = last.end.max(end);
            }
            _ => self.reversed.push(LiveRange { start: from, end }),
        }
    }

    /// Written at `pos`: not live before it in this block, or, if nobody
    /// reads the value, live at the write only.
    fn def(&mut self, pos: u32) {
        match self.reversed.last_mut() {
            Some(last) if last.start <= pos && pos < last.end => last.start = pos,
            _ => self.reversed.push(LiveRange { start: pos, end: pos + 1 }),
        }
    }

    fn finish(mut self) -> Vec<LiveRange> {
        self.reversed.reverse();
        self.reversed
    }
}

/// An instruction that reads and/or writes a virtual register.
#[derive(Copy, Clone, Debug)]
struct Occurrence {
    inst: u32,
    reads: bool,
    writes: bool,
}

/// The occurrences of every virtual register in instruction order, all in
/// one array: register `v`'s are `items[start[v]..start[v] + len[v]]`.
/// Built by a counting sort of the mentions that the pass over the
/// instructions collects, so no per-register list grows: one vector per
/// register meant millions of small allocations in large functions.
struct OccurrenceLists {
    start: Vec<u32>,
    len: Vec<u32>,
    items: Vec<Occurrence>,
}

impl OccurrenceLists {
    /// From `mentions` (register, occurrence) in instruction order; the
    /// mentions of one register by one instruction merge into one
    /// occurrence.
    fn from_mentions(n_vregs: usize, mentions: &[(u32, Occurrence)]) -> OccurrenceLists {
        let mut start = vec![0u32; n_vregs + 1];
        for &(v, _) in mentions {
            start[v as usize + 1] += 1;
        }
        for v in 0..n_vregs {
            start[v + 1] += start[v];
        }
        let mut lists = OccurrenceLists {
            start,
            len: vec![0; n_vregs],
            items: vec![Occurrence { inst: 0, reads: false, writes: false }; mentions.len()],
        };
        for &(v, o) in mentions {
            let v = v as usize;
            let end = (lists.start[v] + lists.len[v]) as usize;
            match lists.len[v] {
                n if n > 0 && lists.items[end - 1].inst == o.inst => {
                    let last = &mut lists.items[end - 1];
                    last.reads |= o.reads;
                    last.writes |= o.writes;
                }
                _ => {
                    lists.items[end] = o;
                    lists.len[v] += 1;
                }
            }
        }
        lists
    }

    fn of(&self, v: usize) -> &[Occurrence] {
        let start = self.start[v] as usize;
        &self.items[start..start + self.len[v] as usize]
    }
}

/// When a register's liveness walk may stop.
///
/// The walk of a register costs the number of blocks where it is live, and
/// summed over the registers of a huge function whose many variables stay
/// live across most of it, that is most of the compile. Past the limit a
/// register gets one conservative range (`LayoutRegions`). Such intervals
/// cost register sharing in long-lived values of huge functions, which
/// spill anyway; everything smaller is exact.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct WalkLimit {
    /// Functions with fewer blocks are always exact.
    pub from_blocks: usize,
    /// Blocks one register's walk may visit before its interval becomes a
    /// conservative range.
    pub visits: u32,
}

impl WalkLimit {
    /// What the compiler uses: exact below 1,024 blocks.
    pub const DEFAULT: WalkLimit = WalkLimit { from_blocks: 1024, visits: 512 };
    /// A conservative range for every register live across blocks, in
    /// every function whose layout allows it: for tests.
    pub const ALWAYS: WalkLimit = WalkLimit { from_blocks: 0, visits: 0 };
}

/// Compute intervals, fixed ranges, copies and loop depths of `mf`, with
/// the liveness walk bounded by `limit`.
pub fn analyze(mf: &MFunction, limit: WalkLimit) -> Liveness {
    let cfg = Cfg::new(mf);
    let loop_depth = cfg.loop_depths();
    let n_blocks = mf.blocks.len();
    let n_vregs = mf.num_vregs();

    let mut block_starts = Vec::with_capacity(n_blocks + 1);
    let mut count = 0u32;
    for block in &mf.blocks {
        block_starts.push(count);
        count += u32::try_from(block.insts.len()).expect("function too large");
    }
    block_starts.push(count);
    assert!(count < u32::MAX / 2 - 1, "function too large for 32-bit positions");

    // One forward pass: the occurrences of every virtual register in
    // order, its writes, its weight, the copies.
    let mut mentions: Vec<(u32, Occurrence)> = Vec::with_capacity(count as usize * 2);
    let mut defs: Vec<Vec<Def>> = vec![Vec::new(); n_vregs];
    let mut weights = vec![0f32; n_vregs];
    let mut copies = Vec::new();
    let mut inst_block = Vec::with_capacity(count as usize);
    for (b, block) in mf.blocks.iter().enumerate() {
        let w = 10f32.powi(loop_depth[b].min(8) as i32);
        for (k, inst) in block.insts.iter().enumerate() {
            let k = block_starts[b] + k as u32;
            inst_block.push(b as u32);
            // A register-to-register move: a copy (a coalescing candidate),
            // and, from a virtual register, a write of that register's value.
            let copy_of = match inst {
                MInst::Mov { dst: Operand::Reg(dst), src: Operand::Reg(src), .. }
                | MInst::VMov { dst: Operand::Reg(dst), src: Operand::Reg(src), .. } => {
                    copies.push(Copy { dst: *dst, src: *src, depth: loop_depth[b] });
                    match src {
                        Reg::Virt(s) => Some(*s),
                        Reg::Phys(_) => None,
                    }
                }
                _ => None,
            };
            for_each_reg(inst, &mut |reg, access| {
                let Reg::Virt(v) = reg else { return };
                mentions
                    .push((v.index() as u32, Occurrence { inst: k, reads: access.reads(), writes: access.writes() }));
                // A read and a write are each an access (a read-modify-write
                // operand counts twice: a spill would reload and store it).
                weights[v.index()] += w * (access.reads() as u8 + access.writes() as u8) as f32;
                let written = &mut defs[v.index()];
                if access.writes() && written.last().is_none_or(|d| d.pos != def_pos(k)) {
                    written.push(Def { pos: def_pos(k), copy_of });
                }
            });
        }
    }

    let occurrences = OccurrenceLists::from_mentions(n_vregs, &mentions);
    drop(mentions);
    let bound = match mf.blocks.len() >= limit.from_blocks {
        true => LayoutRegions::of(&cfg).map(|regions| WalkBound { visits: limit.visits, regions }),
        false => None,
    };
    let intervals = vreg_intervals(&cfg, &block_starts, &inst_block, &occurrences, weights, bound.as_ref());
    let fixed = fixed_ranges(mf, &block_starts);
    Liveness { intervals, fixed, copies, defs, block_starts }
}

/// The interval of every virtual register, one register at a time: its
/// live-in and live-out blocks by propagation backwards from its
/// upward-exposed reads, then its ranges block by block in layout order.
/// Working on one register at a time keeps the memory it touches small;
/// per-block live sets for the 10,000-block functions of the compile-time
/// benchmark would be written all over tens of megabytes.
///
/// In a block, a register live-out lives to the block's end, a write starts
/// a range, a read extends the range back to the write or, if the block has
/// none before it, to the block's start; a write nobody reads still occupies
/// its register for one position (`IntervalBuilder::block`).
fn vreg_intervals(
    cfg: &Cfg,
    block_starts: &[u32],
    inst_block: &[u32],
    occurrences: &OccurrenceLists,
    weights: Vec<f32>,
    bound: Option<&WalkBound>,
) -> Vec<Interval> {
    let n_blocks = cfg.succs.len();
    let (mut in_mark, mut out_mark, mut def_mark) =
        (vec![u32::MAX; n_blocks], vec![u32::MAX; n_blocks], vec![u32::MAX; n_blocks]);
    // The live-out blocks of the current register again, as bits, to find
    // them in layout order by skipping whole words of dead blocks.
    let mut out_bits = vec![0u64; n_blocks / 64 + 1];
    // Predecessor lists in one array (the propagation below walks them
    // millions of times in large functions).
    let mut pred_start = Vec::with_capacity(n_blocks + 1);
    let mut preds = Vec::new();
    for list in &cfg.preds {
        pred_start.push(preds.len() as u32);
        preds.extend_from_slice(list);
    }
    pred_start.push(preds.len() as u32);
    let mut work = Vec::new();
    let mut intervals = Vec::with_capacity(weights.len());
    for (v, &weight) in weights.iter().enumerate() {
        let occs = occurrences.of(v);
        let stamp = v as u32;
        // Blocks writing v, and blocks reading it before any write.
        let mut current = u32::MAX;
        let mut written_here = false;
        for o in occs {
            let b = inst_block[o.inst as usize];
            if b != current {
                current = b;
                written_here = false;
            }
            if o.reads && !written_here && in_mark[b as usize] != stamp {
                in_mark[b as usize] = stamp;
                work.push(b);
            }
            if o.writes {
                written_here = true;
                def_mark[b as usize] = stamp;
            }
        }
        // Propagate: live-in at b makes v live-out of b's predecessors and
        // live-in of those that do not write it.
        let (mut lo, mut hi) = (u32::MAX, 0u32);
        let mut budget = bound.map_or(u32::MAX, |b| b.visits);
        while let Some(b) = work.pop() {
            if budget == 0 {
                work.clear();
                break;
            }
            budget -= 1;
            let b = b as usize;
            for &p in &preds[pred_start[b] as usize..pred_start[b + 1] as usize] {
                let pu = p as usize;
                if out_mark[pu] != stamp {
                    out_mark[pu] = stamp;
                    out_bits[pu / 64] |= 1 << (pu % 64);
                    lo = lo.min(p);
                    hi = hi.max(p);
                }
                if def_mark[pu] != stamp && in_mark[pu] != stamp {
                    in_mark[pu] = stamp;
                    work.push(p);
                }
            }
        }
        // (A register never mentioned — one isel made and then had no use
        // for — is never live: its exact interval, below, is empty.)
        if let (0, Some(bound), false) = (budget, bound, occs.is_empty()) {
            if lo <= hi {
                out_bits[lo as usize / 64..=hi as usize / 64].fill(0);
            }
            let range = bound.regions.conservative_range(occs, inst_block, block_starts);
            intervals.push(Interval { ranges: vec![range], weight });
            continue;
        }
        let mut ranges = IntervalBuilder::default();
        let mut next_out = lo;
        let mut i = 0;
        loop {
            // The next block with an occurrence or live-out, in layout order.
            next_out = next_set_bit(&out_bits, next_out, hi);
            let occ_block = occs.get(i).map(|o| inst_block[o.inst as usize]);
            let out_block = (next_out <= hi).then_some(next_out);
            let b = match (occ_block, out_block) {
                (Some(x), Some(y)) => x.min(y),
                (Some(x), None) | (None, Some(x)) => x,
                (None, None) => break,
            };
            if out_block == Some(b) {
                next_out += 1;
            }
            let mut end_i = i;
            while end_i < occs.len() && inst_block[occs[end_i].inst as usize] == b {
                end_i += 1;
            }
            let bu = b as usize;
            ranges.block(
                use_pos(block_starts[bu]),
                use_pos(block_starts[bu + 1]),
                in_mark[bu] == stamp,
                out_mark[bu] == stamp,
                &occs[i..end_i],
            );
            i = end_i;
        }
        if lo <= hi {
            out_bits[lo as usize / 64..=hi as usize / 64].fill(0);
        }
        intervals.push(Interval { ranges: ranges.ranges, weight });
    }
    intervals
}

/// A bound on the liveness walk of a function whose layout regions nest.
struct WalkBound {
    visits: u32,
    regions: LayoutRegions,
}

/// For each block, the outermost layout region containing it: `(first
/// block, last block)`, or the block alone.
///
/// A *layout region* is a block `h` that some edge goes back to (from the
/// same or a later block) together with every block from `h` to the last
/// such source: the loops of structured code. A conservative range runs
/// from a register's first to its last occurrence in layout order, widened
/// to the outermost layout region containing either end (from the start of
/// the function if it is read before any write). Any path between two
/// blocks inside the widened range stays in it: leaving it forwards, a path
/// can come back only through an edge going back into a region that would
/// contain an end of the range and more; leaving it backwards needs such an
/// edge too. So the range covers every block where the register can be
/// live, except blocks only reachable before any write, where its value is
/// undefined anyway. This needs the regions to be nested or disjoint; when
/// they are not (a layout the passes scrambled), every register's walk
/// stays exact.
struct LayoutRegions {
    outermost: Vec<(u32, u32)>,
}

impl LayoutRegions {
    /// The regions of `cfg`'s layout, if they are nested or disjoint.
    fn of(cfg: &Cfg) -> Option<LayoutRegions> {
        let n = cfg.succs.len();
        // The region headed by h ends at the last block with an edge back
        // to h.
        let mut end: Vec<Option<u32>> = vec![None; n];
        for (u, succs) in cfg.succs.iter().enumerate() {
            for &h in succs.iter().filter(|&&h| h as usize <= u) {
                let e = &mut end[h as usize];
                *e = Some(e.map_or(u as u32, |e| e.max(u as u32)));
            }
        }
        // Sweep the blocks with the stack of the regions open at each: a
        // region starting inside another must end inside it too.
        let mut open: Vec<(u32, u32)> = Vec::new();
        let mut outermost = Vec::with_capacity(n);
        for b in 0..n as u32 {
            while open.last().is_some_and(|&(_, e)| e < b) {
                open.pop();
            }
            if let Some(e) = end[b as usize] {
                if open.last().is_some_and(|&(_, outer_end)| e > outer_end) {
                    return None;
                }
                open.push((b, e));
            }
            outermost.push(open.first().copied().unwrap_or((b, b)));
        }
        Some(LayoutRegions { outermost })
    }

    /// One range covering every position where a register with the
    /// occurrences `occs` can be live (see `LayoutRegions`).
    fn conservative_range(&self, occs: &[Occurrence], inst_block: &[u32], block_starts: &[u32]) -> LiveRange {
        let (first, last) = (occs[0], occs[occs.len() - 1]);
        let first_region = self.outermost[inst_block[first.inst as usize] as usize].0;
        let last_region = self.outermost[inst_block[last.inst as usize] as usize].1;
        let start = match first.reads {
            true => 0,
            false => use_pos(first.inst).min(use_pos(block_starts[first_region as usize])),
        };
        let end = (def_pos(last.inst) + 1).max(use_pos(block_starts[last_region as usize + 1]));
        LiveRange { start, end }
    }
}

/// The first set bit at or after `from` and not after `last`, or a value
/// above `last`.
fn next_set_bit(bits: &[u64], from: u32, last: u32) -> u32 {
    let mut i = from;
    while i <= last {
        let word = bits[i as usize / 64] >> (i % 64);
        if word != 0 {
            return i + word.trailing_zeros();
        }
        i = (i / 64 + 1) * 64;
    }
    i
}

/// Ranges of one virtual register built in increasing order.
#[derive(Default)]
struct IntervalBuilder {
    ranges: Vec<LiveRange>,
}

impl IntervalBuilder {
    fn push(&mut self, start: u32, end: u32) {
        match self.ranges.last_mut() {
            Some(last) if last.end >= start => last.end = last.end.max(end),
            _ => self.ranges.push(LiveRange { start, end }),
        }
    }

    /// The ranges within the block [from, to) that has the occurrences
    /// `occs`: a value read in the block lives from its write (or the
    /// block's start) to its last read; one nobody reads lives at its write
    /// only; one live-out lives to the block's end.
    fn block(&mut self, from: u32, to: u32, live_in: bool, live_out: bool, occs: &[Occurrence]) {
        // The segment of the value currently in the register: its start
        // and how far it is known to be needed.
        let mut open: Option<(u32, u32)> = live_in.then_some((from, from));
        for o in occs {
            if o.reads {
                let start = open.map_or(from, |(s, _)| s);
                open = Some((start, use_pos(o.inst) + 1));
            }
            if o.writes {
                if let Some((s, e)) = open {
                    if e > s {
                        self.push(s, e);
                    }
                }
                let d = def_pos(o.inst);
                open = Some((d, d + 1));
            }
        }
        match open {
            Some((s, _)) if live_out => self.push(s, to),
            None if live_out => self.push(from, to),
            Some((s, e)) if e > s => self.push(s, e),
            _ => {}
        }
    }
}

/// The ranges of the physical registers the instructions name; they never
/// live across blocks (the argument registers live from the entry to the
/// copies at its start).
fn fixed_ranges(mf: &MFunction, block_starts: &[u32]) -> Vec<(PReg, Vec<LiveRange>)> {
    let mut fixed: Vec<RangeBuilder> = vec![RangeBuilder::default(); 32];
    // One walk per instruction: its writes end ranges at once, its reads
    // (buffered) then open them, as the backward construction needs.
    let mut reads: Vec<PReg> = Vec::new();
    for (b, block) in mf.blocks.iter().enumerate().rev() {
        let from = use_pos(block_starts[b]);
        for (k, inst) in block.insts.iter().enumerate().rev() {
            let k = block_starts[b] + k as u32;
            for_each_reg(inst, &mut |reg, access| {
                let Reg::Phys(p) = reg else { return };
                if access.writes() {
                    fixed[preg_index(p)].def(def_pos(k));
                }
                if access.reads() {
                    reads.push(p);
                }
            });
            for p in reads.drain(..) {
                fixed[preg_index(p)].add(from, use_pos(k) + 1);
            }
        }
    }
    fixed.into_iter().enumerate().map(|(i, r)| (preg_of_index(i), r.finish())).filter(|(_, r)| !r.is_empty()).collect()
}

/// A dense numbering of the physical registers: GPRs 0..16, vector
/// registers 16..32.
pub fn preg_index(p: PReg) -> usize {
    match p {
        PReg::Gpr(g) => g.encoding() as usize,
        PReg::Vec(n) => 16 + n as usize,
    }
}

pub fn preg_of_index(i: usize) -> PReg {
    use crate::backend::mir::Gpr::*;
    const GPRS: [crate::backend::mir::Gpr; 16] =
        [Rax, Rcx, Rdx, Rbx, Rsp, Rbp, Rsi, Rdi, R8, R9, R10, R11, R12, R13, R14, R15];
    if i < 16 {
        PReg::Gpr(GPRS[i])
    } else {
        PReg::Vec((i - 16) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{AluOp, Cond, RegClass, Width};
    use crate::ir::FuncId;

    fn mov(dst: impl Into<Operand>, src: impl Into<Operand>) -> MInst {
        MInst::Mov { width: Width::B32, dst: dst.into(), src: src.into() }
    }

    /// entry: v0 = 0; v1 = edi          (insts 0, 1)
    /// loop:  cmp v0, v1; jge exit      (2, 3, 4: jcc + jmp)
    /// body:  v0 += 1; jmp loop         (5, 6)
    /// exit:  eax = v0; ret             (7, 8)
    fn counting_loop() -> (MFunction, VReg, VReg) {
        let mut mf = MFunction::new(FuncId::new(0));
        let (entry, head, body, exit) =
            (mf.add_block("entry"), mf.add_block("loop"), mf.add_block("body"), mf.add_block("exit"));
        let (i, n) = (mf.new_vreg(RegClass::Gpr), mf.new_vreg(RegClass::Gpr));
        mf.block_mut(entry).insts = vec![mov(i, Operand::Imm(0)), mov(n, PReg::RDI), MInst::Jmp { target: head }];
        mf.block_mut(head).insts = vec![
            MInst::Cmp { width: Width::B32, lhs: i.into(), rhs: n.into() },
            MInst::Jcc { cond: Cond::Ge, target: exit },
            MInst::Jmp { target: body },
        ];
        mf.block_mut(body).insts = vec![
            MInst::Alu { op: AluOp::Add, width: Width::B32, dst: i.into(), src: Operand::Imm(1) },
            MInst::Jmp { target: head },
        ];
        mf.block_mut(exit).insts = vec![mov(PReg::RAX, i), MInst::Ret { value: Some(PReg::RAX) }];
        (mf, i, n)
    }

    #[test]
    fn loop_depths_come_from_back_edges() {
        let (mf, _, _) = counting_loop();
        assert_eq!(Cfg::new(&mf).loop_depths(), vec![0, 1, 1, 0]);
    }

    #[test]
    fn intervals_span_the_loop_and_have_holes_where_dead() {
        let (mf, i, n) = counting_loop();
        let live = analyze(&mf, WalkLimit::DEFAULT);
        // Blocks start at instructions 0, 3, 6, 8; positions double.
        assert_eq!(live.block_starts, vec![0, 3, 6, 8, 10]);
        let r = |start, end| LiveRange { start, end };
        // i: written at 0 (pos 1), live through loop and body, read at 8 (pos 16).
        assert_eq!(live.intervals[i.index()].ranges, vec![r(1, 17)]);
        // n: written at 1 (pos 3), live through the loop, dead in exit.
        assert_eq!(live.intervals[n.index()].ranges, vec![r(3, 16)]);
        // rdi: live from the entry to its copy; rax from the move to ret.
        let fixed = |p| live.fixed.iter().find(|(q, _)| *q == p).map(|(_, r)| r.clone()).unwrap();
        assert_eq!(fixed(PReg::RDI), vec![r(0, 3)]);
        assert_eq!(fixed(PReg::RAX), vec![r(17, 19)]);
        // Uses in the loop weigh ten times more.
        assert_eq!(live.intervals[n.index()].weight, 1.0 + 10.0);
        assert_eq!(
            live.copies,
            vec![
                Copy { dst: n.into(), src: PReg::RDI.into(), depth: 0 },
                Copy { dst: PReg::RAX.into(), src: i.into(), depth: 0 }
            ]
        );
    }

    /// entry: v = edi; cmp v, 0; jl right; jmp left   (insts 0..4)
    /// left:  eax = 0; ret                          (4, 5)
    /// right: jmp tail                              (6)
    /// tail:  v += 1; eax = v; ret                  (7, 8, 9)
    #[test]
    fn a_value_dead_in_a_block_between_its_uses_has_a_hole_there() {
        let mut mf = MFunction::new(FuncId::new(0));
        let (entry, left, right, tail) =
            (mf.add_block("entry"), mf.add_block("left"), mf.add_block("right"), mf.add_block("tail"));
        let v = mf.new_vreg(RegClass::Gpr);
        mf.block_mut(entry).insts = vec![
            mov(v, PReg::RDI),
            MInst::Cmp { width: Width::B32, lhs: v.into(), rhs: Operand::Imm(0) },
            MInst::Jcc { cond: Cond::L, target: right },
            MInst::Jmp { target: left },
        ];
        mf.block_mut(left).insts = vec![mov(PReg::RAX, Operand::Imm(0)), MInst::Ret { value: Some(PReg::RAX) }];
        mf.block_mut(right).insts = vec![MInst::Jmp { target: tail }];
        mf.block_mut(tail).insts = vec![
            MInst::Alu { op: AluOp::Add, width: Width::B32, dst: v.into(), src: Operand::Imm(1) },
            mov(PReg::RAX, v),
            MInst::Ret { value: Some(PReg::RAX) },
        ];
        let live = analyze(&mf, WalkLimit::DEFAULT);
        assert_eq!(live.block_starts, vec![0, 4, 6, 7, 10]);
        let r = |start, end| LiveRange { start, end };
        // Live from its write to the end of entry, dead in `left`, live
        // through `right` (no occurrence there) and in `tail` up to its
        // last read: the add reads and rewrites it in place.
        assert_eq!(live.intervals[v.index()].ranges, vec![r(1, 8), r(12, 17)]);
        assert!(!live.intervals[v.index()].covers(9) && live.intervals[v.index()].covers(12));
        // Write, read (cmp), read-and-write (add: two accesses), read.
        assert_eq!(live.intervals[v.index()].weight, 5.0);
        let writes: Vec<u32> = live.defs[v.index()].iter().map(|d| d.pos).collect();
        assert_eq!(writes, vec![1, 15]);
    }

    #[test]
    fn a_dead_write_occupies_one_position_and_calls_clobber() {
        let mut mf = MFunction::new(FuncId::new(0));
        let b = mf.add_block("entry");
        let v = mf.new_vreg(RegClass::Gpr);
        mf.block_mut(b).insts = vec![
            mov(v, Operand::Imm(1)),
            MInst::Call { callee: crate::backend::mir::Symbol::Function(FuncId::new(1)), args: vec![], ret: None },
            MInst::Ret { value: None },
        ];
        let live = analyze(&mf, WalkLimit::DEFAULT);
        assert_eq!(live.intervals[v.index()].ranges, vec![LiveRange { start: 1, end: 2 }]);
        let rcx = live.fixed.iter().find(|(p, _)| *p == PReg::RCX).unwrap();
        assert_eq!(rcx.1, vec![LiveRange { start: 3, end: 4 }]);
    }

    fn cfg_of(succs: Vec<Vec<u32>>) -> Cfg {
        let mut preds = vec![Vec::new(); succs.len()];
        for (b, list) in succs.iter().enumerate() {
            for &s in list {
                preds[s as usize].push(b as u32);
            }
        }
        Cfg { succs, preds }
    }

    #[test]
    fn layout_regions_are_the_outermost_loops() {
        // 0 → 1 → 2 ⇄ 3 → 4 → 1 (back), 4 → 5.
        let cfg = cfg_of(vec![vec![1], vec![2], vec![3], vec![2, 4], vec![1, 5], vec![]]);
        let regions = LayoutRegions::of(&cfg).expect("nested regions");
        assert_eq!(regions.outermost, vec![(0, 0), (1, 4), (1, 4), (1, 4), (1, 4), (5, 5)]);
    }

    #[test]
    fn crossing_layout_regions_keep_liveness_exact() {
        // Edges back 3 → 1 and 4 → 2: [1, 3] and [2, 4] cross.
        let cfg = cfg_of(vec![vec![1], vec![2], vec![3], vec![1, 4], vec![2, 5], vec![]]);
        assert!(LayoutRegions::of(&cfg).is_none());
    }

    #[test]
    fn a_conservative_range_spans_the_loop_around_its_uses() {
        // In the counting loop, v1 (the bound) is written in the entry and
        // read at the loop's compare: exactly, it lives to the end of the
        // body (the back edge); the conservative range must cover as much.
        let (mf, _, v1) = counting_loop();
        let exact = analyze(&mf, WalkLimit { from_blocks: usize::MAX, visits: u32::MAX });
        let bounded = analyze(&mf, WalkLimit::ALWAYS);
        let (e, b) = (&exact.intervals[v1.index()], &bounded.intervals[v1.index()]);
        assert_eq!(b.ranges.len(), 1, "{b:?}");
        for r in &e.ranges {
            assert!(b.ranges[0].start <= r.start && r.end <= b.ranges[0].end, "{b:?} does not cover {e:?}");
        }
        // The body's block ends at instruction 7: the range reaches it.
        assert!(b.ranges[0].end >= use_pos(7), "{b:?}");
    }

    #[test]
    fn a_register_never_mentioned_is_never_live_even_conservatively() {
        // isel may make a register it then has no use for (an index
        // extension another address shares).
        let (mut mf, _, _) = counting_loop();
        let unused = mf.new_vreg(RegClass::Gpr);
        for limit in [WalkLimit::DEFAULT, WalkLimit::ALWAYS] {
            let live = analyze(&mf, limit);
            assert!(live.intervals[unused.index()].ranges.is_empty(), "{:?}", live.intervals[unused.index()]);
        }
    }
}
