//! The baseline register allocator, used at `-O0`: every virtual register
//! lives in its own stack slot for the whole function (8 bytes for a GPR,
//! 16 for an XMM and 32 for a YMM value), so values are trivially preserved
//! across blocks and calls. Chosen for being obviously correct, it is the
//! reference the optimizing allocator (`linear_scan`) is checked against.
//! The code is then rewritten by `rewrite`, like linear scan's.

use super::rewrite::{rewrite, AllocationResult, Assignment, Location};
use crate::backend::mir::{DebugHome, MFunction, SlotKind};

/// Allocate `mf` with the baseline allocator: afterwards it names only
/// physical registers.
pub fn allocate(mf: &mut MFunction) -> AllocationResult {
    let assignment = assign_stack_slots(mf);
    rewrite(mf, &assignment);
    // Each register keeps its slot for the whole function, so a pointer
    // held in one can be read from the slot anywhere (for `-g`).
    for (_, home) in &mut mf.debug_homes {
        if let DebugHome::PointerInVReg { vreg, hops, offset } = *home {
            if let Location::Stack(slot) = assignment.location(vreg) {
                *home = DebugHome::PointerInSlot { slot, hops, offset };
            }
        }
    }
    mf.debug_homes.retain(|(_, home)| !matches!(home, DebugHome::PointerInVReg { .. }));
    AllocationResult { callee_saved: assignment.callee_saved_in_use() }
}

/// The baseline assignment: a fresh spill slot for every virtual register,
/// sized and aligned for its class.
pub fn assign_stack_slots(mf: &mut MFunction) -> Assignment {
    let classes = mf.vreg_classes().to_vec();
    let locations = classes
        .into_iter()
        .map(|class| Location::Stack(mf.new_slot(class.spill_size(), class.spill_align(), SlotKind::Spill)))
        .collect();
    Assignment::new(locations)
}
