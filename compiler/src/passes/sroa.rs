//! sroa: scalar replacement of aggregates.
//!
//! Algorithm: the slicing half of LLVM's SROA (after Muchnick,
//! "Advanced Compiler Design and Implementation", §12.2, scalar
//! replacement of aggregates), for the aggregates wendc makes: a frame
//! record (see `lower`) is one alloca holding the variables nested
//! functions capture, each at a constant offset. Once the inliner has put
//! those nested functions back into their owner, every access to the
//! record is a `getelementptr` at a constant offset from the alloca
//! itself, and the record can be cut into one alloca per field, which
//! mem2reg then promotes like any other variable.
//!
//! An alloca in the entry block is split when each of its uses is
//!
//! - a `load` or `store` through it (the field at offset 0), or
//! - a `getelementptr` with a constant index (the field at that byte
//!   offset), whose own uses are loads and stores through it (a scalar
//!   field, of one type), or `getelementptr`s and `llvm.memset` calls on
//!   it (an array field, of one element type);
//!
//! and the fields do not overlap. Anything else — the record's address
//! passed to a call (a nested function that was not inlined), stored, or
//! compared — leaves the alloca whole: its fields may be reached from
//! elsewhere. An array field's alloca has the length its `memset` zeroes
//! (lowering zeroes every array), else the room up to the next field.
//!
//! A record holds its function's own static link, stored once on entry:
//! inlined code that reaches further out loads it back. Once the record
//! is split, that field is an alloca of a pointer stored exactly once;
//! its loads, all dominated by the store, take the stored value at once
//! (mem2reg's single-store shortcut), which may stop the outer record's
//! address from being stored anywhere: the steps repeat until nothing
//! more splits, so nested functions inlined several levels deep give
//! back every record.
//!
//! Preconditions: verified IR; allocas in the entry block (lowering's
//! shape). Invariants: verified IR, exact def-use lists; the CFG is
//! unchanged; each new alloca takes the place of the one it splits.

use std::collections::BTreeMap;

use super::{plural, PassOptions, Remark};
use crate::ir::dom::DomTree;
use crate::ir::{intrinsics, Builder, FuncId, Function, InstId, InstKind, IntType, Module, Type, ValueId};

/// At most this many rounds of splitting (one per level of nesting
/// inlined; wend programs nest a few levels).
const MAX_ROUNDS: usize = 8;

pub fn run(module: &mut Module, _options: &PassOptions) -> Vec<Remark> {
    let memset = module.find_function(intrinsics::MEMSET);
    let mut summaries = Vec::new();
    for id in module.defined_function_ids() {
        let f = module.function_mut(id);
        let mut split = 0;
        for _ in 0..MAX_ROUNDS {
            let (count, pointer_fields) = split_allocas(f, memset);
            split += count;
            if count == 0 || forward_single_stores(f, &pointer_fields) == 0 {
                break;
            }
        }
        if split > 0 {
            summaries.push(
                Remark::done_in_function(format!("{split} aggregate{} split into fields", plural(split)))
                    .about("sroa", &f.name),
            );
        }
        let f = module.function(id);
        summaries.extend(records_kept(module, f, memset).into_iter().map(|r| r.about("sroa", &f.name)));
    }
    summaries
}

/// Why each frame record `f` still has stays whole, at the instruction
/// that keeps it so (the call of a nested function that was not inlined,
/// which reaches the fields through the record's address).
fn records_kept(module: &Module, f: &Function, memset: Option<FuncId>) -> Vec<Remark> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    let mut remarks = Vec::new();
    for &alloca in f.block(entry).insts() {
        let InstKind::Alloca { ty } = f.inst(alloca).kind else { continue };
        let record = f.inst_result(alloca);
        if f.value_name(record) != Some("frame") || fields_of(f, alloca, ty.alloc_size(), memset).is_some() {
            continue;
        }
        let users = f.users(record);
        let remark = match users.iter().copied().find(|&u| matches!(f.inst(u).kind, InstKind::Call { .. })) {
            Some(call) => {
                let InstKind::Call { callee } = f.inst(call).kind else { unreachable!() };
                let callee = &module.function(callee).name;
                Remark::missed(
                    f.inst(call).loc,
                    format!("frame record not split: its address is passed to '{callee}', which was not inlined"),
                )
            }
            None => Remark::missed_in_function("frame record not split: a field is not accessed at a constant offset"),
        };
        remarks.push(remark);
    }
    remarks
}

/// How many aggregates one of the pass's summary lines reports split.
pub fn split_in_summary(line: &str) -> Option<usize> {
    let rest = line.lines().next()?.split_once(": ")?.1;
    let (count, what) = rest.split_once(' ')?;
    what.ends_with(" split into fields").then(|| count.parse().ok()).flatten()
}

/// How one field of an aggregate is used.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FieldUse {
    /// Loaded and stored as a whole, with this type.
    Scalar(Type),
    /// Indexed as an array of `elem`s (`None`: only zeroed so far), and
    /// `bytes` long if a memset zeroed it.
    Array { elem: Option<IntType>, bytes: Option<u64> },
}

/// The fields of a splittable aggregate, by byte offset, and the
/// instructions that address each one (the alloca itself for offset 0).
struct Fields {
    uses: BTreeMap<u64, FieldUse>,
    addresses: BTreeMap<u64, Vec<ValueId>>,
}

/// Split every splittable aggregate; returns how many, and the new
/// allocas of pointer fields.
fn split_allocas(f: &mut Function, memset: Option<FuncId>) -> (usize, Vec<InstId>) {
    let Some(entry) = f.entry_block() else { return (0, Vec::new()) };
    let allocas: Vec<InstId> =
        f.block(entry).insts().iter().copied().filter(|&i| matches!(f.inst(i).kind, InstKind::Alloca { .. })).collect();
    let mut split = 0;
    let mut pointer_fields = Vec::new();
    for alloca in allocas {
        let InstKind::Alloca { ty } = f.inst(alloca).kind else { unreachable!() };
        let Type::Array { .. } = ty else { continue };
        let Some(fields) = fields_of(f, alloca, ty.alloc_size(), memset) else { continue };
        // One array field covering the whole alloca: nothing to split.
        if fields.uses.len() == 1 && matches!(fields.uses.get(&0), Some(FieldUse::Array { .. })) {
            continue;
        }
        pointer_fields.extend(replace_by_fields(f, alloca, ty.alloc_size(), &fields));
        split += 1;
    }
    (split, pointer_fields)
}

/// For each of `allocas` (pointer fields) stored exactly once, with every
/// load dominated by that store: the loads take the stored value, and the
/// alloca and its store go. Returns how many went.
fn forward_single_stores(f: &mut Function, allocas: &[InstId]) -> usize {
    if allocas.is_empty() {
        return 0;
    }
    let dom = DomTree::of(f);
    let mut forwarded = 0;
    for &alloca in allocas {
        let slot = f.inst_result(alloca);
        let users = f.users(slot).to_vec();
        let stores: Vec<InstId> =
            users.iter().copied().filter(|&u| matches!(f.inst(u).kind, InstKind::Store)).collect();
        let [store] = stores[..] else { continue };
        let value = f.inst(store).operands()[0];
        if value == slot || f.inst(store).operands()[1] != slot {
            continue;
        }
        let loads: Vec<InstId> = users.iter().copied().filter(|&u| u != store).collect();
        let dominated = loads
            .iter()
            .all(|&load| matches!(f.inst(load).kind, InstKind::Load) && store_dominates(f, &dom, store, load));
        if !dominated {
            continue;
        }
        for load in loads {
            let result = f.inst_result(load);
            f.replace_all_uses(result, value);
            f.remove_inst(load);
        }
        f.remove_inst(store);
        f.remove_inst(alloca);
        forwarded += 1;
    }
    forwarded
}

/// Whether `store` runs before `load` on every path to it.
fn store_dominates(f: &Function, dom: &DomTree, store: InstId, load: InstId) -> bool {
    let (sb, lb) = (f.inst(store).block.expect("placed"), f.inst(load).block.expect("placed"));
    if sb == lb {
        f.inst_index(store) < f.inst_index(load)
    } else {
        dom.contains(lb) && dom.strictly_dominates(sb, lb)
    }
}

/// The fields of `alloca` (of `size` bytes), if every use addresses one
/// whole field (see the module header).
fn fields_of(f: &Function, alloca: InstId, size: u64, memset: Option<FuncId>) -> Option<Fields> {
    let base = f.inst_result(alloca);
    let mut fields = Fields { uses: BTreeMap::new(), addresses: BTreeMap::new() };
    // The base is itself the address of the field at offset 0, as far as
    // loads and stores through it go.
    let mut addresses = vec![(base, 0u64)];
    for &user in f.users(base).iter() {
        let data = f.inst(user);
        match data.kind {
            InstKind::Load | InstKind::Store => {}
            InstKind::Gep { elem } if data.operands()[0] == base => {
                let index = f.as_const(data.operands()[1])?;
                let offset = u64::try_from(index).ok()?.checked_mul(elem.alloc_size())?;
                if offset >= size {
                    return None;
                }
                addresses.push((f.inst_result(user), offset));
            }
            _ => return None,
        }
    }
    for (address, offset) in addresses {
        for &user in f.users(address).iter() {
            // The geps on the base are the other fields' addresses.
            if address == base && matches!(f.inst(user).kind, InstKind::Gep { .. }) {
                continue;
            }
            let field = field_use(f, user, address, memset)?;
            match fields.uses.get(&offset) {
                None => {
                    fields.uses.insert(offset, field);
                }
                Some(&seen) => {
                    fields.uses.insert(offset, merge(seen, field)?);
                }
            }
        }
        fields.addresses.entry(offset).or_default().push(address);
    }
    check_no_overlap(&fields, size).then_some(fields)
}

/// How `user` uses the field address `address` (`None`: not as a field).
fn field_use(f: &Function, user: InstId, address: ValueId, memset: Option<FuncId>) -> Option<FieldUse> {
    let data = f.inst(user);
    let ops = data.operands();
    match data.kind {
        InstKind::Load => Some(FieldUse::Scalar(f.value_type(f.inst_result(user)))),
        InstKind::Store if ops[1] == address && ops[0] != address => Some(FieldUse::Scalar(f.value_type(ops[0]))),
        InstKind::Gep { elem: Type::Int(elem) } if ops[0] == address && ops[1] != address => {
            Some(FieldUse::Array { elem: Some(elem), bytes: None })
        }
        InstKind::Call { callee }
            if Some(callee) == memset && ops[0] == address && !ops.iter().skip(1).any(|&v| v == address) =>
        {
            Some(FieldUse::Array { elem: None, bytes: f.as_const(ops[2]).and_then(|n| u64::try_from(n).ok()) })
        }
        _ => None,
    }
}

/// One field used in two ways, if they agree.
fn merge(a: FieldUse, b: FieldUse) -> Option<FieldUse> {
    match (a, b) {
        (FieldUse::Scalar(x), FieldUse::Scalar(y)) if x == y && !x.is_vector() => Some(a),
        (FieldUse::Array { elem: x, bytes: bx }, FieldUse::Array { elem: y, bytes: by }) => {
            // A memset says how long the array is; geps say its elements.
            let elem = match (x, y) {
                (Some(x), Some(y)) if x != y => return None,
                (x, y) => x.or(y),
            };
            let bytes = match (bx, by) {
                (Some(p), Some(q)) if p != q => return None,
                (p, q) => p.or(q),
            };
            Some(FieldUse::Array { elem, bytes })
        }
        _ => None,
    }
}

/// Whether each field ends before the next one starts (and within the
/// aggregate).
fn check_no_overlap(fields: &Fields, size: u64) -> bool {
    let offsets: Vec<u64> = fields.uses.keys().copied().collect();
    offsets.iter().enumerate().all(|(k, &offset)| {
        let next = offsets.get(k + 1).copied().unwrap_or(size);
        let end = match fields.uses[&offset] {
            FieldUse::Scalar(ty) => offset + ty.alloc_size(),
            FieldUse::Array { bytes, .. } => offset + bytes.unwrap_or(0),
        };
        end <= next
    })
}

/// Give each field its own alloca where `alloca` was, and point every
/// access at it. Returns the new allocas of pointer fields.
fn replace_by_fields(f: &mut Function, alloca: InstId, size: u64, fields: &Fields) -> Vec<InstId> {
    let mut pointer_fields = Vec::new();
    let entry = f.inst(alloca).block.expect("the alloca is placed");
    let base = f.inst_result(alloca);
    let base_name = f.value_name(base).unwrap_or("agg").to_string();
    let loc = f.inst(alloca).loc;
    let offsets: Vec<u64> = fields.uses.keys().copied().collect();
    for (k, &offset) in offsets.iter().enumerate() {
        let ty = match fields.uses[&offset] {
            FieldUse::Scalar(ty) => ty,
            FieldUse::Array { elem, bytes } => {
                // Only zeroed, never indexed: bytes.
                let elem = elem.unwrap_or(IntType::I8);
                let room = offsets.get(k + 1).copied().unwrap_or(size) - offset;
                let len = bytes.unwrap_or(room) / elem.store_size();
                Type::Array { elem, len: u32::try_from(len).expect("fields are smaller than the aggregate") }
            }
        };
        let addresses = &fields.addresses[&offset];
        // Name the field after the variable its address was named for.
        let name = addresses
            .iter()
            .find(|&&a| a != base)
            .and_then(|&a| f.value_name(a))
            .map(|n| n.to_string())
            .unwrap_or_else(|| format!("{base_name}.{offset}"));
        let at = f.inst_index(alloca);
        let field = Builder::at(f, entry, at).with_loc(loc).stack_slot(ty, &name);
        if ty == Type::Ptr {
            pointer_fields.push(f.defining_inst(field).expect("a slot is an instruction's"));
        }
        for &address in addresses {
            if address == base {
                // Loads and stores through the base itself.
                for user in f.users(base).to_vec() {
                    if matches!(f.inst(user).kind, InstKind::Load | InstKind::Store) {
                        let index = f.inst(user).operands().iter().rposition(|&v| v == base).expect("a use");
                        f.set_operand(user, index, field);
                    }
                }
            } else {
                f.replace_all_uses(address, field);
                let gep = f.defining_inst(address).expect("a field address is a gep");
                f.remove_inst(gep);
            }
        }
    }
    f.remove_inst(alloca);
    pointer_fields
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        assert_eq!(super::split_in_summary("main: 2 aggregates split into fields"), Some(2));
        assert_eq!(super::split_in_summary("main.f: 1 aggregate split into fields"), Some(1));
        assert_eq!(super::split_in_summary("main: removed 2 instructions"), None);
    }
}
