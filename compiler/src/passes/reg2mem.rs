//! reg2mem: leave SSA form by demoting every phi to a stack slot (as
//! LLVM's `reg2mem` demotes phis, via `DemotePHIToStack`).
//!
//! For `%x = phi [%a, %p], [%b, %q]` in block B: a new alloca `%x.slot` in
//! the entry block; `store %a` at the end of `p` (before its terminator),
//! `store %b` at the end of `q`; and `%x = load %x.slot` at the top of B in
//! place of the phi.
//!
//! Why this is correct without splitting critical edges: phis read their
//! operands in parallel on entry to B. Every store happens at the end of a
//! predecessor, before control reaches B, and all the loads happen at the
//! top of B, after all the stores of that edge. So in a loop that swaps
//! (`a = phi [.., b]; b = phi [.., a]`), both stores use the values of the
//! previous iteration — the loads of the previous visit of B — and the swap
//! survives (the "swap problem" of naive copy insertion). A store executed
//! on the way to another successor of the same predecessor is harmless:
//! only B loads the slot, and B's load is always preceded by the store of
//! the edge actually taken.
//!
//! Values used outside their defining block are left alone: wendc's
//! backend keeps every virtual register valid across blocks.
//!
//! Preconditions: verified IR. Postconditions: verified IR with no phi.

use super::PassResult;
use crate::ir::{BlockId, Function, InstId, InstKind, Type, ValueDef};

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let phis: Vec<InstId> = f.insts_in_layout().filter(|&(_, i)| f.inst(i).kind.is_phi()).map(|(_, i)| i).collect();
    if phis.is_empty() {
        return PassResult::default();
    }
    let slots = make_slots(f, &phis);
    for (&phi, &slot) in phis.iter().zip(&slots) {
        store_incoming(f, phi, slot);
    }
    // Each phi becomes a load from its slot. The loads are made at the
    // end of the block and moved to its top together, in the phis' order
    // (inserting each at the top would shift the whole block each time).
    let mut loads: Vec<(BlockId, Vec<InstId>)> = Vec::new();
    for (&phi, &slot) in phis.iter().zip(&slots) {
        let block = f.inst(phi).block.expect("phi is in a block");
        let result = f.inst_result(phi);
        let (ty, name, loc) = (f.value_type(result), f.value_name(result).map(str::to_string), f.inst(phi).loc);
        let load = f.append_inst(block, InstKind::Load, &[f.inst_result(slot)], ty, Some(name.unwrap_or_else(|| "phi".into())), loc);
        let loaded = f.inst_result(load);
        f.replace_all_uses(result, loaded);
        f.mark_removed(phi);
        match loads.last_mut() {
            Some((b, list)) if *b == block => list.push(load),
            _ => loads.push((block, vec![load])),
        }
    }
    f.sweep_removed();
    for (block, list) in loads {
        f.move_insts(&list, block, 0);
    }
    PassResult::changed(format!("demoted {} phi{} to stack slots", phis.len(), super::plural(phis.len())))
}

/// One stack slot per phi, named after it, placed after the entry block's
/// allocas in the phis' order (all in one splice).
fn make_slots(f: &mut Function, phis: &[InstId]) -> Vec<InstId> {
    let entry = f.entry_block().expect("function has an entry block");
    let slots: Vec<InstId> = phis
        .iter()
        .map(|&phi| {
            let result = f.inst_result(phi);
            let ty = f.value_type(result);
            let name = format!("{}.slot", f.value_name(result).unwrap_or("phi"));
            f.append_inst(entry, InstKind::Alloca { ty }, &[], Type::Ptr, Some(name), None)
        })
        .collect();
    f.move_allocas_to_entry(&slots);
    slots
}

/// Store each incoming value of `phi` to `slot` at the end of its
/// predecessor, before the terminator: one store per distinct predecessor
/// (duplicate edges carry the same value, as the verifier guarantees),
/// none for `undef`.
fn store_incoming(f: &mut Function, phi: InstId, slot: InstId) {
    let slot = f.inst_result(slot);
    let mut incoming = f.phi_incoming(phi);
    incoming.dedup_by_key(|&mut (_, p)| p);
    let mut seen = Vec::new();
    for (value, pred) in incoming {
        if seen.contains(&pred) || matches!(f.value(value).def, ValueDef::Undef) {
            continue;
        }
        seen.push(pred);
        let term = f.terminator(pred).expect("predecessor has a terminator");
        let index = f.inst_index_from_end(term);
        let loc = f.inst(term).loc;
        f.insert_inst(pred, index, InstKind::Store, &[value, slot], Type::Void, None, loc);
    }
}
