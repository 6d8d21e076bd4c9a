//! Copying instructions into other blocks with their operands and
//! successors renamed: the step every pass that duplicates code takes
//! (full and runtime unrolling, loop rotation).

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{BlockId, Builder, Function, InstId, Type, ValueId};

/// Copy instruction `i` to the end of `into`, its operands renamed by
/// `values` and its successors by `block_map`; records the copy's result
/// in `values`.
pub fn copy_inst(
    f: &mut Function,
    i: InstId,
    into: BlockId,
    values: &mut HashMap<ValueId, ValueId>,
    block_map: &impl Fn(BlockId) -> BlockId,
) {
    let data = f.inst(i).clone();
    let operands: Vec<ValueId> = data.operands().iter().map(|&v| values.get(&v).copied().unwrap_or(v)).collect();
    let mut kind = data.kind.clone();
    kind.map_blocks(block_map);
    let ty = data.result.map_or(Type::Void, |v| f.value_type(v));
    let name = data.result.and_then(|v| f.value_name(v).map(str::to_string));
    let copy = Builder::at_end(f, into).with_loc(data.loc).inst(kind, &operands, ty, name.as_deref());
    if let Some(v) = data.result {
        values.insert(v, f.inst_result(copy));
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_ir::{block, function, value, COUNTED};
    use super::*;
    use crate::ir::InstKind;

    #[test]
    fn a_copy_takes_the_renamed_operands_and_successors() {
        let mut f = function(COUNTED);
        let (body, out, i, start, next) =
            (block(&f, "body"), block(&f, "out"), value(&f, "i"), value(&f, "start"), value(&f, "next"));
        let copy = f.create_block("body.copy");
        let mut values = HashMap::default();
        values.insert(i, start);
        let header = block(&f, "loop");
        let renamed_body = |b: BlockId| if b == header { out } else { b };
        for &inst in &f.block(body).insts().to_vec() {
            copy_inst(&mut f, inst, copy, &mut values, &renamed_body);
        }
        let [add, jump] = f.block(copy).insts()[..] else { panic!("two instructions copied") };
        assert_eq!(f.inst(add).operands()[0], start, "the add reads the renamed counter");
        assert_eq!(values[&next], f.inst_result(add), "the map learns the copy of %next");
        assert_eq!(f.value_name(f.inst_result(add)), Some("next"), "the copy keeps the name");
        assert!(matches!(f.inst(jump).kind, InstKind::Br { dest } if dest == out), "the jump is renamed");
        assert_eq!(f.block(body).insts().len(), 2, "the original stays");
    }
}
