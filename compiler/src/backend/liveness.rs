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
//!    each block: back edges from a depth-first search, each header's
//!    natural loop collected by a backward walk from its latches;
//! 2. liveness per virtual register: the blocks where it is used before
//!    being written (upward-exposed uses) are live-in; live-in propagates to
//!    the predecessors' live-out sets, and through each predecessor that
//!    does not write the register (the path-exploration form of the
//!    classic dataflow problem: the work is proportional to the size of the
//!    live ranges, not to blocks × registers, which matters for the 12,000
//!    block functions of the compile-time benchmark);
//! 3. intervals built in one backward pass over the blocks (Wimmer &
//!    Mössenböck, "Optimized Interval Splitting in a Linear Scan Register
//!    Allocator", VEE 2005, `BuildIntervals`): a register live-out of a
//!    block gets the whole block, a write shortens the range to start at
//!    the write, a read extends it back to the block's start; a write
//!    nobody reads still occupies its register for one position.
//!
//! Physical registers named by instructions (argument and return
//! registers, `idiv`'s rax/rdx, the registers a call clobbers) get fixed
//! ranges the same way. They are never live across blocks, except the
//! argument registers, which are live from the function's entry to the
//! copies isel puts at its start.
//!
//! Each interval also gets a spill weight, the sum over its reads and
//! writes of 10^(loop depth), so that values used in inner loops keep their
//! registers; and every register-to-register move is recorded as a copy,
//! for the allocator's hints.

use super::mir::{Access, MFunction, MInst, Operand, OperandVisit, PReg, Reg, VReg};

/// A half-open interval of instruction positions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LiveRange {
    pub start: u32,
    pub end: u32,
}

impl LiveRange {
    pub fn overlaps(self, other: LiveRange) -> bool {
        self.start < other.end && other.start < self.end
    }
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
    /// The loop depth of each block (0 outside loops).
    pub loop_depth: Vec<u32>,
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

/// Ranges under construction, lowest last (blocks are visited backwards).
#[derive(Default, Clone)]
struct RangeBuilder {
    reversed: Vec<LiveRange>,
}

impl RangeBuilder {
    /// Live from `from` up to `end` (the block's start up to a read, or
    /// the whole block).
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

/// Compute intervals, fixed ranges, copies and loop depths of `mf`.
pub fn analyze(mf: &MFunction) -> Liveness {
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

    let live_out = live_out_sets(mf, &cfg, n_vregs);

    let mut ranges: Vec<RangeBuilder> = vec![RangeBuilder::default(); n_vregs];
    let mut weights = vec![0f32; n_vregs];
    let mut fixed: Vec<RangeBuilder> = vec![RangeBuilder::default(); 32];
    let mut copies = Vec::new();
    let mut defs: Vec<Vec<Def>> = vec![Vec::new(); n_vregs];
    for b in (0..n_blocks).rev() {
        let (first, last) = (block_starts[b], block_starts[b + 1]);
        let from = use_pos(first);
        let to = use_pos(last);
        for &v in &live_out[b] {
            ranges[v.index()].add(from, to);
        }
        let w = 10f32.powi(loop_depth[b].min(8) as i32);
        for (k, inst) in mf.blocks[b].insts.iter().enumerate().rev() {
            let k = first + k as u32;
            let copy_of = match inst {
                MInst::Mov { src: Operand::Reg(Reg::Virt(s)), dst: Operand::Reg(_), .. }
                | MInst::VMov { src: Operand::Reg(Reg::Virt(s)), dst: Operand::Reg(_), .. } => Some(*s),
                _ => None,
            };
            // Writes first: the reads of the same instruction happen
            // before them.
            for_each_reg(inst, &mut |reg, access| {
                if access.writes() {
                    match reg {
                        Reg::Virt(v) => {
                            ranges[v.index()].def(def_pos(k));
                            weights[v.index()] += w;
                            defs[v.index()].push(Def { pos: def_pos(k), copy_of });
                        }
                        Reg::Phys(p) => fixed[preg_index(p)].def(def_pos(k)),
                    }
                }
            });
            for_each_reg(inst, &mut |reg, access| {
                if access.reads() {
                    match reg {
                        Reg::Virt(v) => {
                            ranges[v.index()].add(from, use_pos(k) + 1);
                            weights[v.index()] += w;
                        }
                        Reg::Phys(p) => fixed[preg_index(p)].add(from, use_pos(k) + 1),
                    }
                }
            });
            match inst {
                MInst::Mov { dst: Operand::Reg(dst), src: Operand::Reg(src), .. }
                | MInst::VMov { dst: Operand::Reg(dst), src: Operand::Reg(src), .. } => {
                    copies.push(Copy { dst: *dst, src: *src, depth: loop_depth[b] })
                }
                _ => {}
            }
        }
    }
    copies.reverse();
    let intervals = ranges
        .into_iter()
        .zip(weights)
        .map(|(r, weight)| Interval { ranges: r.finish(), weight })
        .collect();
    let fixed = fixed
        .into_iter()
        .enumerate()
        .map(|(i, r)| (preg_of_index(i), r.finish()))
        .filter(|(_, r)| !r.is_empty())
        .collect();
    Liveness { intervals, fixed, copies, defs, loop_depth, block_starts }
}

/// The virtual registers live at the end of each block.
fn live_out_sets(mf: &MFunction, cfg: &Cfg, n_vregs: usize) -> Vec<Vec<VReg>> {
    let n_blocks = mf.blocks.len();
    // Upward-exposed uses and writing blocks of each register.
    let mut exposed_in: Vec<Vec<u32>> = vec![Vec::new(); n_vregs];
    let mut written_in: Vec<Vec<u32>> = vec![Vec::new(); n_vregs];
    let mut written_stamp = vec![u32::MAX; n_vregs];
    let mut exposed_stamp = vec![u32::MAX; n_vregs];
    for (b, block) in mf.blocks.iter().enumerate() {
        let b = b as u32;
        for inst in &block.insts {
            for_each_reg(inst, &mut |reg, access| {
                if let (Reg::Virt(v), true) = (reg, access.reads()) {
                    let i = v.index();
                    if written_stamp[i] != b && exposed_stamp[i] != b {
                        exposed_stamp[i] = b;
                        exposed_in[i].push(b);
                    }
                }
            });
            for_each_reg(inst, &mut |reg, access| {
                if let (Reg::Virt(v), true) = (reg, access.writes()) {
                    let i = v.index();
                    if written_stamp[i] != b {
                        written_stamp[i] = b;
                        written_in[i].push(b);
                    }
                }
            });
        }
    }
    // Propagate each register's liveness backwards from its exposed uses.
    let mut live_out: Vec<Vec<VReg>> = vec![Vec::new(); n_blocks];
    let (mut in_mark, mut out_mark, mut def_mark) =
        (vec![u32::MAX; n_blocks], vec![u32::MAX; n_blocks], vec![u32::MAX; n_blocks]);
    let mut work = Vec::new();
    for v in 0..n_vregs {
        let stamp = v as u32;
        for &b in &written_in[v] {
            def_mark[b as usize] = stamp;
        }
        for &b in &exposed_in[v] {
            in_mark[b as usize] = stamp;
            work.push(b);
        }
        while let Some(b) = work.pop() {
            for &p in &cfg.preds[b as usize] {
                let p = p as usize;
                if out_mark[p] != stamp {
                    out_mark[p] = stamp;
                    live_out[p].push(vreg(v));
                }
                if def_mark[p] != stamp && in_mark[p] != stamp {
                    in_mark[p] = stamp;
                    work.push(p as u32);
                }
            }
        }
    }
    live_out
}

fn vreg(index: usize) -> VReg {
    VReg::new(index)
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
    use super::mir::Gpr::*;
    const GPRS: [super::mir::Gpr; 16] =
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
    use crate::backend::mir::{AluOp, Cond, MBlockId, RegClass, Width};
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
        let (entry, head, body, exit) = (mf.add_block("entry"), mf.add_block("loop"), mf.add_block("body"), mf.add_block("exit"));
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
        let _ = MBlockId::new(0);
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
        let live = analyze(&mf);
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
            vec![Copy { dst: n.into(), src: PReg::RDI.into(), depth: 0 }, Copy { dst: PReg::RAX.into(), src: i.into(), depth: 0 }]
        );
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
        let live = analyze(&mf);
        assert_eq!(live.intervals[v.index()].ranges, vec![LiveRange { start: 1, end: 2 }]);
        let rcx = live.fixed.iter().find(|(p, _)| *p == PReg::RCX).unwrap();
        assert_eq!(rcx.1, vec![LiveRange { start: 3, end: 4 }]);
    }
}
