//! Register allocation by linear scan over live intervals with lifetime
//! holes.
//!
//! Sources: Poletto & Sarkar, "Linear Scan Register Allocation", TOPLAS
//! 1999 (intervals visited in order of their start, one pass); Traub,
//! Holloway & Smith, "Quality and Speed in Linear-scan Register
//! Allocation", PLDI 1998 (intervals with lifetime holes, so that two
//! values may share a register when one lives in the other's hole); Wimmer
//! & Mössenböck, "Optimized Interval Splitting in a Linear Scan Register
//! Allocator", VEE 2005 (fixed intervals for the physical registers that
//! instructions and the calling convention name, and register hints from
//! moves). Interval splitting is not implemented: an interval gets one
//! register for its whole life or lives in a stack slot, which keeps
//! `rewrite` (reloads and spills through scratch registers) the
//! only code that touches memory.
//!
//! Algorithm, per register bank (GPRs; XMM/YMM share the vector registers),
//! after copies are coalesced (`coalesce`):
//! - every physical register keeps the set of ranges already given to it,
//!   starting with its fixed ranges from `liveness`; an interval fits a
//!   register when none of its ranges overlaps that set (`Scan::taken`);
//! - intervals are visited in order of their start and take a free
//!   register: a move partner's first, then caller-saved, then callee-saved
//!   ones (`Scan::assign_free`);
//! - when none is free, intervals of a smaller total spill weight are
//!   evicted, or the current one is spilled (`Scan::evict_or_spill`), so
//!   values used in inner loops keep registers and values outside spill;
//! - a spilled interval lives in its own stack slot, and `rewrite` moves it
//!   through the scratch registers r10/r11 (xmm14/xmm15). Those are
//!   allocatable as long as nothing spills; if something does, allocation
//!   is repeated with the scratch registers of that bank withheld.
//!
//! rbp stays the frame pointer and rsp the stack pointer: neither is ever
//! allocated. Vector registers are all caller-saved (System V).

use std::collections::BTreeMap;

use super::liveness::{self, preg_index, Def, Interval, LiveRange, Liveness};
use super::rewrite::{self, AllocationResult, Assignment, Location, SCRATCH, VEC_SCRATCH};
use crate::backend::mir::{
    MFunction, PReg, Reg, RegBank, SlotKind, VReg, CALLEE_SAVED, CALLER_SAVED, CALLER_SAVED_VEC,
};

/// Allocate `mf` by linear scan: afterwards it names only physical
/// registers.
pub fn allocate(mf: &mut MFunction, walk_limit: liveness::WalkLimit) -> AllocationResult {
    let assignment = assign(mf, liveness::analyze(mf, walk_limit));
    rewrite::rewrite(mf, &assignment);
    place_debug_values(mf, &assignment);
    AllocationResult { callee_saved: assignment.callee_saved_in_use() }
}

/// A location for every virtual register of `mf` (adding a spill slot for
/// each spilled one).
pub fn assign(mf: &mut MFunction, mut live: Liveness) -> Assignment {
    // Coalescing merges the intervals and definitions of each group; the
    // scan needs only the merged ones, so they move instead of being copied.
    let (intervals, defs) = (std::mem::take(&mut live.intervals), std::mem::take(&mut live.defs));
    let groups = coalesce(mf, intervals, defs, &live.copies);
    let decided = decide(mf, &live, &groups, certain_spills(mf, &live, &groups));
    // The decisions for the leaders of coalesced groups hold for every
    // member, and each spilled group gets one slot.
    let mut slots = vec![None; decided.len()];
    let locations = (0..decided.len())
        .map(|v| (v, decided[groups.leader[v] as usize]))
        .map(|(v, d)| match d {
            Decision::Reg(p) => Location::Reg(p),
            Decision::Spilled => {
                let class = mf.vreg_class(VReg::new(v));
                let leader = groups.leader[v] as usize;
                let slot = *slots[leader]
                    .get_or_insert_with(|| mf.new_slot(class.spill_size(), class.spill_align(), SlotKind::Spill));
                Location::Stack(slot)
            }
            // Never read or written: any register will do.
            Decision::Unassigned => Location::Reg(first_of_bank(mf.vreg_class(VReg::new(v)).bank())),
        })
        .collect();
    Assignment::new(locations)
}

fn first_of_bank(bank: RegBank) -> PReg {
    match bank {
        RegBank::Gpr => PReg::RAX,
        RegBank::Vector => PReg::Vec(0),
    }
}

/// The scan's decisions, with the scratch registers of `withheld` kept out
/// at first: a bank where something spills is scanned again without its
/// scratch registers, which `rewrite` needs for the spilled values.
fn decide(mf: &MFunction, live: &Liveness, groups: &Groups, mut withheld: Withheld) -> Vec<Decision> {
    loop {
        let decided = Scan::new(mf, live, groups, withheld).run();
        let spills_in = |bank| {
            decided
                .iter()
                .enumerate()
                .any(|(v, d)| *d == Decision::Spilled && mf.vreg_class(VReg::new(v)).bank() == bank)
        };
        let retry = Withheld {
            gpr_scratch: withheld.gpr_scratch || spills_in(RegBank::Gpr),
            vec_scratch: withheld.vec_scratch || spills_in(RegBank::Vector),
        };
        if retry == withheld {
            return decided;
        }
        withheld = retry;
    }
}

/// The banks in which some interval must spill whatever the scan decides:
/// at some point more intervals are live than the bank has registers
/// without a fixed range there (intervals live at one point need a
/// register each, and an interval gets one register for its whole life).
/// A scan of such a bank with its scratch registers allocatable would
/// spill and be repeated without them, so the first scan withholds them:
/// the same decisions, one scan fewer. Banks are scanned independently
/// (hints name registers of the interval's own bank), so withholding one
/// bank's scratch registers changes nothing in the other.
fn certain_spills(mf: &MFunction, live: &Liveness, groups: &Groups) -> Withheld {
    // (position, +1 or -1, bank is vector): -1 sorts first, the ranges
    // being half-open.
    let mut events: Vec<(u32, i8, bool)> = Vec::new();
    let mut push = |r: &LiveRange, vector: bool| {
        if r.start < r.end {
            events.push((r.start, 1, vector));
            events.push((r.end, -1, vector));
        }
    };
    for (v, interval) in groups.intervals.iter().enumerate() {
        let vector = mf.vreg_class(VReg::new(v)).bank() == RegBank::Vector;
        interval.ranges.iter().for_each(|r| push(r, vector));
    }
    let allocatable = |p: &PReg| CALLER_SAVED.contains(p) || CALLEE_SAVED.contains(p) || CALLER_SAVED_VEC.contains(p);
    for (p, ranges) in live.fixed.iter().filter(|(p, _)| allocatable(p)) {
        // Liveness gives a register's fixed ranges sorted and disjoint.
        ranges.iter().for_each(|r| push(r, p.bank() == RegBank::Vector));
    }
    events.sort_unstable();
    let registers = [CALLER_SAVED.len() + CALLEE_SAVED.len(), CALLER_SAVED_VEC.len()];
    let (mut live_now, mut over) = ([0usize; 2], [false; 2]);
    for (_, delta, vector) in events {
        let bank = usize::from(vector);
        if delta > 0 {
            live_now[bank] += 1;
            over[bank] |= live_now[bank] > registers[bank];
        } else {
            live_now[bank] -= 1;
        }
    }
    Withheld { gpr_scratch: over[0], vec_scratch: over[1] }
}

/// Which scratch registers are kept out of allocation.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
struct Withheld {
    gpr_scratch: bool,
    vec_scratch: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Decision {
    Unassigned,
    Reg(PReg),
    Spilled,
}

/// Who holds a range of a physical register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Owner {
    Fixed,
    Virt(u32),
}

/// One linear-scan run over the coalesced groups (each group is visited
/// through its leader).
struct Scan<'a> {
    intervals: &'a [Interval],
    banks: Vec<RegBank>,
    /// Candidate registers per bank, in preference order.
    gprs: Vec<PReg>,
    vecs: Vec<PReg>,
    /// The ranges given to each physical register (`preg_index`): start →
    /// (end, owner). Its ranges are disjoint, starting with the fixed ranges
    /// from `liveness`. Testing an interval against it is the active/inactive
    /// test of Traub and Wimmer, done by lookup instead of by scanning lists,
    /// so long functions with many intervals in their holes stay near-linear
    /// (O(ranges × log) per interval and candidate register).
    taken: Vec<BTreeMap<u32, (u32, Owner)>>,
    decided: Vec<Decision>,
    /// Move partners of each virtual register.
    hints: Vec<Vec<Reg>>,
}

impl<'a> Scan<'a> {
    fn new(mf: &MFunction, live: &Liveness, groups: &'a Groups, withheld: Withheld) -> Scan<'a> {
        // Allocation order: caller-saved registers first.
        let gprs = CALLER_SAVED
            .iter()
            .chain(&CALLEE_SAVED)
            .copied()
            .filter(|p| !(withheld.gpr_scratch && SCRATCH.contains(p)))
            .collect();
        let vecs =
            CALLER_SAVED_VEC.iter().copied().filter(|p| !(withheld.vec_scratch && VEC_SCRATCH.contains(p))).collect();
        let mut taken = vec![BTreeMap::new(); 32];
        for (p, ranges) in &live.fixed {
            for r in ranges {
                taken[preg_index(*p)].insert(r.start, (r.end, Owner::Fixed));
            }
        }
        let n = mf.num_vregs();
        let mut hints: Vec<Vec<Reg>> = vec![Vec::new(); n];
        let leader = |r: Reg| match r {
            Reg::Virt(v) => Reg::Virt(VReg::new(groups.leader[v.index()] as usize)),
            phys => phys,
        };
        // A value copied to and from many others (a variable kept in one
        // register, without mem2reg) has as many hints: a set keeps them
        // unique, where a search of the list made n copies cost n².
        let mut hinted: rustc_hash::FxHashSet<(VReg, Reg)> = rustc_hash::FxHashSet::default();
        for copy in &live.copies {
            let (dst, src) = (leader(copy.dst), leader(copy.src));
            for (a, b) in [(dst, src), (src, dst)] {
                if let Reg::Virt(v) = a {
                    if a != b && hinted.insert((v, b)) {
                        hints[v.index()].push(b);
                    }
                }
            }
        }
        Scan {
            intervals: &groups.intervals,
            banks: mf.vreg_classes().iter().map(|c| c.bank()).collect(),
            gprs,
            vecs,
            taken,
            decided: vec![Decision::Unassigned; n],
            hints,
        }
    }

    fn interval(&self, v: usize) -> &'a Interval {
        &self.intervals[v]
    }

    fn run(mut self) -> Vec<Decision> {
        let mut order: Vec<(u32, usize)> =
            (0..self.decided.len()).filter_map(|v| self.interval(v).start().map(|s| (s, v))).collect();
        order.sort_unstable();
        for (_, v) in order {
            if !self.assign_free(v) {
                self.evict_or_spill(v);
            }
        }
        self.decided
    }

    fn candidates(&self, v: usize) -> &[PReg] {
        match self.banks[v] {
            RegBank::Gpr => &self.gprs,
            RegBank::Vector => &self.vecs,
        }
    }

    /// Give `v` a register none of whose ranges it overlaps, hints first.
    ///
    /// Candidates are tried in this order: the registers of the interval's move
    /// partners (the physical register of `mov v, edi` or `mov eax, v`, or the
    /// register given to the other side of `mov v, w`), so that those moves
    /// become `mov r, r` and are deleted; then the caller-saved registers; then
    /// the callee-saved ones (rbx, r12-r15), which cost a push and a pop in the
    /// prologue and epilogue. A value live across a call cannot be in a
    /// caller-saved register (the call's clobbers are fixed ranges), so it lands
    /// in a callee-saved register or is spilled.
    fn assign_free(&mut self, v: usize) -> bool {
        let hinted: Vec<PReg> = self.hints[v]
            .iter()
            .filter_map(|h| match *h {
                Reg::Phys(p) => Some(p),
                Reg::Virt(w) => match self.decided[w.index()] {
                    Decision::Reg(p) => Some(p),
                    _ => None,
                },
            })
            .filter(|p| self.candidates(v).contains(p))
            .collect();
        let candidates = hinted.into_iter().chain(self.candidates(v).iter().copied());
        for p in candidates.collect::<Vec<_>>() {
            if self.conflicts(v, p).is_some_and(|c| c.is_empty()) {
                self.give(v, p);
                return true;
            }
        }
        false
    }

    /// The intervals in `p` that overlap `v`, or `None` if a fixed range
    /// does (then `p` cannot be had at any price).
    fn conflicts(&self, v: usize, p: PReg) -> Option<Vec<u32>> {
        let taken = &self.taken[preg_index(p)];
        let mut owners = Vec::new();
        for r in &self.interval(v).ranges {
            // Ranges in `taken` are disjoint, so the ones overlapping `r`
            // are the last ones starting before r.end, going back until
            // one ends at or before r.start.
            for (_, &(end, owner)) in taken.range(..r.end).rev() {
                if end <= r.start {
                    break;
                }
                match owner {
                    Owner::Fixed => return None,
                    Owner::Virt(w) => {
                        if !owners.contains(&w) {
                            owners.push(w);
                        }
                    }
                }
            }
        }
        Some(owners)
    }

    fn give(&mut self, v: usize, p: PReg) {
        let taken = &mut self.taken[preg_index(p)];
        for r in &self.intervals[v].ranges {
            taken.insert(r.start, (r.end, Owner::Virt(v as u32)));
        }
        self.decided[v] = Decision::Reg(p);
    }

    fn take_back(&mut self, v: usize) {
        let Decision::Reg(p) = self.decided[v] else { unreachable!("only assigned intervals are evicted") };
        let taken = &mut self.taken[preg_index(p)];
        for r in &self.intervals[v].ranges {
            taken.remove(&r.start);
        }
        self.decided[v] = Decision::Unassigned;
    }

    /// No register is free for all of `v`: evict cheaper intervals or
    /// spill `v`.
    ///
    /// The register whose conflicting intervals have the smallest total spill
    /// weight (10^loop depth per access) is taken if that total is below the
    /// current interval's weight: those intervals are evicted (each tries once
    /// more for another free register, else it is spilled). Otherwise the
    /// current interval is spilled. Values used in inner loops therefore keep
    /// registers and values outside loops spill.
    fn evict_or_spill(&mut self, v: usize) {
        let weight = self.interval(v).weight;
        let mut best: Option<(f32, PReg, Vec<u32>)> = None;
        for &p in self.candidates(v) {
            let Some(owners) = self.conflicts(v, p) else { continue };
            let cost: f32 = owners.iter().map(|&w| self.interval(w as usize).weight).sum();
            if best.as_ref().is_none_or(|(c, _, _)| cost < *c) {
                best = Some((cost, p, owners));
            }
        }
        match best {
            Some((cost, p, owners)) if cost < weight => {
                for &w in &owners {
                    self.take_back(w as usize);
                }
                self.give(v, p);
                for &w in &owners {
                    if !self.assign_free(w as usize) {
                        self.decided[w as usize] = Decision::Spilled;
                    }
                }
            }
            _ => self.decided[v] = Decision::Spilled,
        }
    }
}

/// Virtual registers joined by copies into groups that get one location.
struct Groups {
    /// The leader of each virtual register's group.
    leader: Vec<u32>,
    /// The merged interval of each group, at its leader (empty for the
    /// other members).
    intervals: Vec<Interval>,
}

/// Groups larger than this many ranges or writes take no more members,
/// which bounds the cost of testing and merging a copy by a constant (the
/// compile-time benchmark has functions with thousands of copies of one
/// variable; with 4096 here, 50-deep nested ifs spent most of their
/// compile testing copies against ever larger groups).
const MAX_GROUP_SIZE: usize = 512;

/// Join the two sides of each copy between virtual registers of one class
/// that do not interfere (copies in deeper loops first, as they cost the
/// most): both then get the same location, and `rewrite` drops
/// the copy.
///
/// Interference is Chaitin's (Chaitin, "Register Allocation & Spilling via
/// Graph Coloring", SIGPLAN 1982): two groups interfere when one is
/// written where the other is live, unless that write is a copy of the
/// other's value. Sharing a register is then safe, since no write destroys
/// a value that is still needed, and it lets the copies reg2mem makes for
/// phis vanish even where source and destination are both live (a phi
/// slot holding the same value as the variable it was copied from).
/// Groups are tested against each other's merged ranges, so no
/// interference graph is built.
fn coalesce(
    mf: &MFunction,
    mut intervals: Vec<Interval>,
    mut defs: Vec<Vec<Def>>,
    copies: &[liveness::Copy],
) -> Groups {
    let n = mf.num_vregs();
    let mut leader: Vec<u32> = (0..n as u32).collect();
    let mut copies: Vec<(u32, usize, usize)> = copies
        .iter()
        .filter_map(|c| match (c.dst, c.src) {
            (Reg::Virt(a), Reg::Virt(b)) => Some((c.depth, a.index(), b.index())),
            _ => None,
        })
        .collect();
    copies.sort_by_key(|&(depth, _, _)| std::cmp::Reverse(depth));
    for (_, a, b) in copies {
        let (a, b) = (find(&mut leader, a), find(&mut leader, b));
        if a == b || mf.vreg_class(VReg::new(a)) != mf.vreg_class(VReg::new(b)) {
            continue;
        }
        let size = |v: usize| intervals[v].ranges.len() + defs[v].len();
        if size(a) + size(b) > MAX_GROUP_SIZE
            || clobbers(&mut leader, &defs[a], &intervals[b], b)
            || clobbers(&mut leader, &defs[b], &intervals[a], a)
        {
            continue;
        }
        // The longer list receives the shorter one, in place.
        if intervals[a].ranges.len() < intervals[b].ranges.len() {
            intervals.swap(a, b);
        }
        let joined = std::mem::take(&mut intervals[b]);
        intervals[a].weight += joined.weight;
        add_ranges(&mut intervals[a].ranges, &joined.ranges);
        if defs[a].len() < defs[b].len() {
            defs.swap(a, b);
        }
        let moved = std::mem::take(&mut defs[b]);
        add_defs(&mut defs[a], &moved);
        leader[b] = a as u32;
    }
    for v in 0..n {
        leader[v] = find(&mut leader, v) as u32;
    }
    Groups { leader, intervals }
}

/// Whether one of `writes` (sorted by position) happens where the group
/// `other` (with interval `live`) is live, other than a copy of that
/// group's value. The shorter list drives the search: each write is looked
/// up in `live`'s ranges, or each range's writes are found by binary search
/// in `writes`, so testing a small group against a large one costs the
/// small one's size times a logarithm. The group of a copy's source is
/// found with path halving, so chains of leaders stay short (a walk without
/// it made long copy chains quadratic, as deeply nested ifs make them).
fn clobbers(leader: &mut [u32], writes: &[Def], live: &Interval, other: usize) -> bool {
    let mut clobbering = |d: &Def| d.copy_of.is_none_or(|src| find(leader, src.index()) != other);
    if writes.len() <= live.ranges.len() {
        return writes.iter().any(|d| live.covers(d.pos) && clobbering(d));
    }
    live.ranges.iter().any(|r| {
        let first = writes.partition_point(|d| d.pos < r.start);
        writes[first..].iter().take_while(|d| d.pos < r.end).any(&mut clobbering)
    })
}

/// Add the writes `more` to the writes `defs`, both sorted by position.
fn add_defs(defs: &mut Vec<Def>, more: &[Def]) {
    for &d in more {
        let at = defs.partition_point(|x| x.pos < d.pos);
        defs.insert(at, d);
    }
}

/// The group leader of `v` (with path halving).
fn find(leader: &mut [u32], mut v: usize) -> usize {
    while leader[v] as usize != v {
        let parent = leader[v] as usize;
        leader[v] = leader[parent];
        v = parent;
    }
    v
}

/// Add the sorted ranges `more` to the sorted ranges `ranges`, joining
/// overlapping and touching ones (the union in the form liveness builds).
/// Each range is placed by binary search and spliced in, so joining a
/// value of a few ranges to a group of hundreds moves memory once instead
/// of rebuilding the group's list (2.4 million such joins rebuilt lists of
/// up to 512 ranges in 50-deep nested ifs at 100k statements).
fn add_ranges(ranges: &mut Vec<LiveRange>, more: &[LiveRange]) {
    for &r in more {
        // The ranges joining `r`: from the first ending at or after its
        // start to the last starting at or before its end.
        let first = ranges.partition_point(|x| x.end < r.start);
        let last = ranges.partition_point(|x| x.start <= r.end);
        if first == last {
            ranges.insert(first, r);
        } else {
            ranges[first] = LiveRange { start: r.start.min(ranges[first].start), end: r.end.max(ranges[last - 1].end) };
            ranges.drain(first + 1..last);
        }
    }
}

/// Where each value of `mf.debug_values` lives (`-g`): its register's
/// location.
fn place_debug_values(mf: &mut MFunction, assignment: &rewrite::Assignment) {
    use crate::backend::mir::{PReg, Reg, ValuePlace};
    for d in &mut mf.debug_values {
        d.place = match d.vreg {
            Reg::Virt(v) => match assignment.location(v) {
                rewrite::Location::Reg(PReg::Gpr(g)) => Some(ValuePlace::Reg(g)),
                rewrite::Location::Stack(slot) => Some(ValuePlace::Slot(slot)),
                rewrite::Location::Reg(PReg::Vec(_)) => None,
            },
            Reg::Phys(_) => None,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift) for the cases below.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: u32) -> u32 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % u64::from(n)) as u32
        }

        /// Disjoint, non-touching sorted ranges below 200, as liveness
        /// builds them.
        fn ranges(&mut self) -> Vec<LiveRange> {
            let mut out: Vec<LiveRange> = Vec::new();
            let mut at = self.below(10);
            for _ in 0..self.below(8) {
                let end = at + 1 + self.below(12);
                out.push(LiveRange { start: at, end });
                at = end + 1 + self.below(15);
            }
            out
        }
    }

    /// Straight-line code over `values` 32-bit registers: each defined by
    /// a move, then summed into the first in a random order, with calls
    /// (which clobber the caller-saved registers) here and there.
    fn pressure(rng: &mut Rng, values: usize) -> MFunction {
        use crate::backend::mir::{AluOp, MInst, Operand, RegClass, Symbol, Width};
        let mut mf = MFunction::new(crate::ir::FuncId::new(0));
        let entry = mf.add_block("entry");
        let regs: Vec<VReg> = (0..values).map(|_| mf.new_vreg(RegClass::Gpr)).collect();
        let mut insts = Vec::new();
        for (k, &r) in regs.iter().enumerate() {
            insts.push(MInst::Mov { width: Width::B32, dst: r.into(), src: Operand::Imm(k as i64) });
        }
        let mut rest: Vec<VReg> = regs[1..].to_vec();
        while !rest.is_empty() {
            let r = rest.swap_remove(rng.below(rest.len() as u32) as usize);
            insts.push(MInst::Alu { op: AluOp::Add, width: Width::B32, dst: regs[0].into(), src: r.into() });
            if rng.below(4) == 0 {
                insts.push(MInst::Call {
                    callee: Symbol::Function(crate::ir::FuncId::new(0)),
                    args: Vec::new(),
                    ret: None,
                });
            }
        }
        insts.push(MInst::Mov { width: Width::B32, dst: PReg::RAX.into(), src: regs[0].into() });
        insts.push(MInst::Ret { value: Some(PReg::RAX) });
        mf.block_mut(entry).insts = insts;
        mf
    }

    #[test]
    fn a_spill_is_foreseen_only_where_the_scan_spills_and_the_decisions_stay() {
        let mut rng = Rng(0x2545f4914f6cdd1d);
        let mut foreseen = 0;
        for case in 0..300 {
            let values = 4 + rng.below(24) as usize;
            let mf = pressure(&mut rng, values);
            let mut live = liveness::analyze(&mf, liveness::WalkLimit::DEFAULT);
            let (intervals, defs) = (std::mem::take(&mut live.intervals), std::mem::take(&mut live.defs));
            let groups = coalesce(&mf, intervals, defs, &live.copies);
            let certain = certain_spills(&mf, &live, &groups);
            let from_scratch = decide(&mf, &live, &groups, Withheld::default());
            let spilled = from_scratch.contains(&Decision::Spilled);
            assert!(!certain.gpr_scratch || spilled, "case {case}: a spill foreseen where the scan has none");
            assert!(!certain.vec_scratch, "case {case}: no vector value, no vector spill");
            assert_eq!(decide(&mf, &live, &groups, certain), from_scratch, "case {case}: other decisions");
            foreseen += usize::from(certain.gpr_scratch);
        }
        // Both kinds of case occur: with fewer than 15 values nothing can
        // be foreseen, with more most are.
        assert!((50..250).contains(&foreseen), "{foreseen} of 300 foreseen");
    }

    /// The positions a range list covers, one by one.
    fn covered(ranges: &[LiveRange]) -> Vec<u32> {
        ranges.iter().flat_map(|r| r.start..r.end).collect()
    }

    #[test]
    fn add_ranges_is_the_canonical_union() {
        let mut rng = Rng(0x9e3779b97f4a7c15);
        for _ in 0..2000 {
            let (a, b) = (rng.ranges(), rng.ranges());
            let mut union = a.clone();
            add_ranges(&mut union, &b);
            let mut expected: Vec<u32> = covered(&a).into_iter().chain(covered(&b)).collect();
            expected.sort();
            expected.dedup();
            assert_eq!(covered(&union), expected, "{a:?} + {b:?} gave {union:?}");
            // Sorted, and overlapping or touching ranges joined.
            assert!(union.windows(2).all(|w| w[0].end < w[1].start), "{union:?}");
        }
    }

    #[test]
    fn add_defs_keeps_writes_sorted() {
        let mut rng = Rng(12345);
        for _ in 0..500 {
            let mut defs: Vec<Def> = Vec::new();
            let mut all = Vec::new();
            for _ in 0..rng.below(6) {
                let mut more: Vec<Def> =
                    (0..rng.below(5)).map(|_| Def { pos: rng.below(100), copy_of: None }).collect();
                more.sort_by_key(|d| d.pos);
                all.extend(more.iter().map(|d| d.pos));
                add_defs(&mut defs, &more);
            }
            all.sort();
            assert_eq!(defs.iter().map(|d| d.pos).collect::<Vec<_>>(), all);
        }
    }

    #[test]
    fn clobbers_agrees_with_its_definition_from_either_side() {
        let mut rng = Rng(777);
        for _ in 0..2000 {
            let live = Interval { ranges: rng.ranges(), weight: 1.0 };
            // Writes by registers 0..4; register 3's group is `other`.
            let mut writes: Vec<Def> = (0..rng.below(20))
                .map(|_| {
                    let copy_of = match rng.below(3) {
                        0 => None,
                        _ => Some(VReg::new(rng.below(4) as usize)),
                    };
                    Def { pos: rng.below(200), copy_of }
                })
                .collect();
            writes.sort_by_key(|d| d.pos);
            let mut leader: Vec<u32> = vec![0, 1, 3, 3];
            let expected =
                writes.iter().any(|d| live.covers(d.pos) && d.copy_of.is_none_or(|s| leader[s.index()] != 3));
            assert_eq!(clobbers(&mut leader, &writes, &live, 3), expected, "{writes:?} in {live:?}");
        }
    }
}
