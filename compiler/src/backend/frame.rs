//! Stack frame layout, prologue and epilogue.
//!
//! Every function keeps a frame pointer (a sanitizer walks the rbp chain):
//!
//! ```text
//!   [rbp + 16 + 8k]   stack argument k of this function (caller's area)
//!   [rbp + 8]         return address
//!   [rbp]             caller's rbp
//!   [rbp - 8 ...]     callee-saved registers pushed by the prologue, if any
//!   ...               frame slots (allocas, spill slots), each aligned
//!   [rsp + 8k]        outgoing stack argument k of the calls made here
//! ```
//!
//! Prologue: `push rbp; mov rbp, rsp; push <saved>...; sub rsp, N` (no `sub`
//! when N = 0). Epilogue: `leave; ret`, or with saved registers
//! `lea rsp, [rbp - 8c]; pop <saved, reversed>...; pop rbp; ret`.
//!
//! Alignment: at a call rsp is 16-byte aligned, so at entry rsp ≡ 8 (mod 16)
//! and after `push rbp` rbp ≡ 0 (mod 16). N is chosen so that the pushes plus
//! N are a multiple of 16, which keeps rsp aligned for the calls this
//! function makes. Slots are placed largest alignment first, each at an
//! rbp offset that is a multiple of its alignment (rbp being 16-aligned,
//! the address is then aligned for alignments up to 16, which is all any
//! slot asks for: XMM spill slots need 16 so that SSE instructions may read
//! them, YMM slots are only accessed with VEX instructions, which take any
//! alignment).
//!
//! Frames may be large (a 16 MiB array in `main` is common; hundreds of MiB
//! work, since the runtime runs `main` on a 1 GiB stack), up to 1 GiB, the
//! limit of the signed 32-bit displacements that address the slots. The
//! stack is not probed page by page: the runtime's stack is one mapping
//! with a guard page at its far end only.

use crate::backend::mir::{Addr, AddrBase, MFunction, PReg, SlotId};
use crate::ir::EntityMap;

/// Where every frame slot is and how large the frame is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameLayout {
    /// rbp-relative offset (negative) of each slot, by `SlotId::index`.
    slot_offsets: EntityMap<SlotId, i32>,
    /// Callee-saved registers pushed after rbp, in push order.
    pub saved_regs: Vec<PReg>,
    /// The amount subtracted from rsp after the pushes.
    pub frame_size: u32,
}

/// The base register of a resolved address.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PhysBase {
    Reg(PReg),
    Rbp,
    Rsp,
    /// RIP-relative to a symbol (the displacement is the symbol's addend).
    Rip(super::mir::Symbol),
}

/// The largest frame the x86 displacement fields can address.
const MAX_FRAME_BYTES: u64 = i32::MAX as u64 / 2;

/// Lay out the frame of `mf`, whose allocation uses the callee-saved
/// registers `saved_regs`.
pub fn layout_frame(mf: &MFunction, saved_regs: &[PReg]) -> FrameLayout {
    let pushed = 8 * saved_regs.len() as u64;
    let mut order: Vec<usize> = (0..mf.slots().len()).collect();
    // Largest alignment first to waste little padding; stable for ties, so
    // the layout follows slot creation order.
    order.sort_by_key(|&i| std::cmp::Reverse(mf.slots()[i].align));
    let mut slot_offsets = vec![0i32; mf.slots().len()];
    let mut depth = pushed;
    for i in order {
        let slot = &mf.slots()[i];
        depth = round_up(depth + u64::from(slot.size), u64::from(slot.align));
        slot_offsets[i] = -frame_offset(depth);
    }
    let outgoing = 8 * u64::from(mf.outgoing_arg_words);
    let total = round_up(depth + outgoing, 16);
    assert!(
        total <= MAX_FRAME_BYTES,
        "stack frame of {total} bytes is too large (the limit is {MAX_FRAME_BYTES} bytes)"
    );
    let frame_size = u32::try_from(total - pushed).expect("frame size checked above");
    FrameLayout { slot_offsets: EntityMap::from_vec(slot_offsets), saved_regs: saved_regs.to_vec(), frame_size }
}

fn frame_offset(depth: u64) -> i32 {
    i32::try_from(depth)
        .ok()
        .filter(|&d| u64::from(d.unsigned_abs()) <= MAX_FRAME_BYTES)
        .unwrap_or_else(|| panic!("stack frame is too large (the limit is {MAX_FRAME_BYTES} bytes)"))
}

fn round_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

impl FrameLayout {
    pub fn slot_offset(&self, slot: SlotId) -> i32 {
        self.slot_offsets[slot]
    }

    /// An address as a physical base register plus displacement.
    pub fn resolve(&self, addr: &Addr) -> (PhysBase, i32) {
        let (base, offset) = match addr.base {
            AddrBase::Reg(super::mir::Reg::Phys(p)) => (PhysBase::Reg(p), 0),
            AddrBase::Reg(super::mir::Reg::Virt(v)) => panic!("virtual register {v:?} left after allocation"),
            AddrBase::Slot(s) => (PhysBase::Rbp, self.slot_offset(s)),
            AddrBase::IncomingArg(k) => (PhysBase::Rbp, 16 + 8 * words(k)),
            AddrBase::OutgoingArg(k) => (PhysBase::Rsp, 8 * words(k)),
            AddrBase::Symbol(sym) => (PhysBase::Rip(sym), 0),
        };
        let disp = offset.checked_add(addr.disp).expect("address displacement overflows 32 bits");
        (base, disp)
    }
}

fn words(k: u32) -> i32 {
    i32::try_from(k).ok().filter(|&k| k < (1 << 24)).expect("too many stack arguments")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::mir::{Gpr, SlotKind};
    use crate::ir::FuncId;

    fn function_with_slots(slots: &[(u32, u32)], outgoing: u32) -> (MFunction, Vec<SlotId>) {
        let mut mf = MFunction::new(FuncId::new(0));
        let ids = slots.iter().map(|&(size, align)| mf.new_slot(size, align, SlotKind::Alloca)).collect();
        mf.outgoing_arg_words = outgoing;
        (mf, ids)
    }

    #[test]
    fn empty_frame_needs_no_stack_adjustment() {
        let (mf, _) = function_with_slots(&[], 0);
        assert_eq!(layout_frame(&mf, &[]).frame_size, 0);
    }

    #[test]
    fn slots_are_aligned_disjoint_and_inside_the_frame() {
        let (mf, ids) = function_with_slots(&[(1, 1), (4, 4), (8, 8), (1, 1), (12, 4)], 3);
        let layout = layout_frame(&mf, &[]);
        assert_eq!(layout.frame_size % 16, 0);
        let mut ranges: Vec<(i64, i64)> = Vec::new();
        for (&id, &(size, align)) in ids.iter().zip([(1, 1), (4, 4), (8, 8), (1, 1), (12, 4)].iter()) {
            let off = i64::from(layout.slot_offset(id));
            assert_eq!(off.rem_euclid(align), 0, "slot {id:?} misaligned at {off}");
            ranges.push((off, off + size));
        }
        ranges.sort();
        for pair in ranges.windows(2) {
            assert!(pair[0].1 <= pair[1].0, "slots overlap: {ranges:?}");
        }
        // The outgoing area [rsp, rsp + 24) lies below every slot.
        let rsp = -i64::from(layout.frame_size);
        assert!(rsp + 24 <= ranges[0].0, "outgoing area overlaps slots");
        assert!(ranges.last().unwrap().1 <= 0);
    }

    #[test]
    fn pushes_count_towards_alignment() {
        let (mf, ids) = function_with_slots(&[(4, 4)], 0);
        let rbx = PReg::Gpr(Gpr::Rbx);
        let layout = layout_frame(&mf, &[rbx]);
        // 8 bytes pushed + frame_size must be a multiple of 16.
        assert_eq!((8 + layout.frame_size) % 16, 0);
        assert!(layout.slot_offset(ids[0]) <= -12, "slot overlaps the saved register");
    }

    #[test]
    fn argument_addresses_follow_the_system_v_layout() {
        let (mf, _) = function_with_slots(&[], 2);
        let layout = layout_frame(&mf, &[]);
        assert_eq!(layout.resolve(&Addr::new(AddrBase::IncomingArg(2))), (PhysBase::Rbp, 32));
        assert_eq!(layout.resolve(&Addr::new(AddrBase::OutgoingArg(1))), (PhysBase::Rsp, 8));
    }

    #[test]
    fn large_arrays_fit() {
        // `int[4194304] a;` in main: 16 MiB.
        let (mf, ids) = function_with_slots(&[(4 << 22, 4), (4, 4)], 0);
        let layout = layout_frame(&mf, &[]);
        assert!(layout.frame_size >= (4 << 22) + 4);
        assert!(layout.slot_offset(ids[0]) <= -(4 << 22));
    }

    #[test]
    fn frames_of_hundreds_of_mebibytes_fit() {
        // main runs on a 1 GiB stack: a 300 MiB array must be addressable.
        let (mf, ids) = function_with_slots(&[(300 << 20, 16), (16, 16)], 0);
        let layout = layout_frame(&mf, &[]);
        assert!(layout.frame_size >= (300 << 20) + 16);
        let (base, disp) = layout.resolve(&Addr::slot(ids[0]).offset(300 << 20).offset(-4));
        assert_eq!(base, PhysBase::Rbp);
        assert!(disp < 0);
    }
}
