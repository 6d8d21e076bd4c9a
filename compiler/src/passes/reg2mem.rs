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
use crate::ir::{Builder, Function, InstId, InstKind, Type, ValueDef};

pub fn run(f: &mut Function, _options: &super::PassOptions) -> PassResult {
    let phis: Vec<InstId> = f.insts_in_layout().filter(|&(_, i)| f.inst(i).kind.is_phi()).map(|(_, i)| i).collect();
    if phis.is_empty() {
        return PassResult::default();
    }
    let mut b = Builder::new(f);
    for &phi in &phis {
        demote_phi(&mut b, phi);
    }
    PassResult::changed(format!("demoted {} phi{} to stack slots", phis.len(), super::plural(phis.len())))
}

fn demote_phi(b: &mut Builder, phi: InstId) {
    let result = b.func.inst_result(phi);
    let ty = b.func.value_type(result);
    let name = b.func.value(result).name.clone().unwrap_or_else(|| "phi".to_string());
    let slot = b.alloca(ty, &format!("{name}.slot"));
    let f = &mut *b.func;
    let block = f.inst(phi).block.expect("phi is in a block");

    // One store per distinct predecessor (duplicate edges carry the same
    // value, as the verifier guarantees).
    let mut incoming = f.phi_incoming(phi);
    incoming.dedup_by_key(|&mut (_, p)| p);
    let mut seen = Vec::new();
    for (value, pred) in incoming {
        if seen.contains(&pred) || matches!(f.value(value).def, ValueDef::Undef) {
            continue;
        }
        seen.push(pred);
        let term = f.terminator(pred).expect("predecessor has a terminator");
        let index = f.inst_index(term);
        let loc = f.inst(term).loc;
        f.insert_inst(pred, index, InstKind::Store, &[value, slot], Type::Void, None, loc);
    }

    // The load takes the phi's place. Phis are demoted in block order, so
    // the loads keep the phis' order and end up before every other
    // instruction of the block.
    let index = f.inst_index(phi);
    let load = f.insert_inst(block, index, InstKind::Load, &[slot], ty, Some(name), f.inst(phi).loc);
    let loaded = f.inst_result(load);
    f.replace_all_uses(result, loaded);
    f.remove_inst(phi);
}
