//! What a variable that a loop or an `if` assigns holds where, for `-g`
//! when optimizing: mem2reg runs this on the variables lowering asks it
//! to follow (`Function::debug_follow`) just before it promotes their
//! slots, and records the answer in `Function::debug_values`, as the
//! instructions before which the variable holds each value
//! (`ir::DebugValue`, `DebugSpan::Insts`).
//!
//! **Analysis**: the renaming walk of Cytron et al. (TOPLAS 1991) over
//! *minimal* SSA form, run on names only. A slot's definitions are its
//! stores and, at each block of the iterated dominance frontier of the
//! blocks that store it, a join (where minimal SSA puts a phi). Walking
//! the dominator tree in preorder with a stack of definitions per slot,
//! the top of the stack before an instruction is the definition whose
//! value the slot holds there: the most recent store's value, or the
//! value the slot had when the join's block was last entered.
//!
//! **Values**: a store's definition is the stored IR value; since the
//! store dominates the instruction with no other definition between, the
//! value cannot have been computed again since it was stored (the path
//! that computed it again would reach the instruction without the store).
//! A join's definition is the phi mem2reg places for the slot in that
//! block (`resolve_joins`, once the phis exist): each time it runs, it
//! takes the value the slot holds then. mem2reg prunes phis where the
//! variable is dead on entry; a join without a phi gives nothing.
//!
//! **Why they stay right through the later passes**: see
//! `ir::DebugValue` (code inserted before a described instruction is
//! described alike, copies elsewhere are not, values whose uses a pass
//! moves to other values are dropped or split) and the backend's
//! dataflow, which claims a value only where its register still holds
//! the instance last computed on every path.
//!
//! Cost: (followed slots) × (instructions); skipped beyond `BUDGET`,
//! leaving those variables `<optimized out>`.

use rustc_hash::FxHashMap as HashMap;

use crate::ir::cfg::Cfg;
use crate::ir::dom::{DomTree, DominanceFrontiers};
use crate::ir::{
    BlockId, DebugHome, DebugSpan, DebugValue, DebugValueKind, EntityMap, Function, InstId, InstKind, ValueId,
};
use crate::passes::utils::ssa::rename_walk;

/// The most (followed slots) × (instructions) this analysis takes on.
const BUDGET: usize = 20_000_000;

/// A definition of a followed slot.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Def {
    /// A store of this value.
    Stored(ValueId),
    /// The value on entry to this join block (minimal SSA's phi).
    Join(BlockId),
}

/// The instructions before which a variable holds a join's value, to be
/// given the join's phi once mem2reg has placed it (`resolve_joins`).
pub struct PendingJoin {
    var: u32,
    slot: InstId,
    block: BlockId,
    insts: Vec<InstId>,
}

/// What the followed variables among `promoted` (mem2reg's slots) hold
/// before which instructions: stored values are added to `f`'s debug
/// values (where mem2reg's replacements keep them current); joins are
/// returned. `f.debug_follow` is emptied.
pub fn record(f: &mut Function, cfg: &Cfg, dom: &DomTree, promoted: &[InstId]) -> Vec<PendingJoin> {
    let follow = std::mem::take(&mut f.debug_follow);
    let promoted: std::collections::HashSet<InstId> = promoted.iter().copied().collect();
    // (variable, slot) pairs.
    let slots: Vec<(u32, InstId)> = follow
        .iter()
        .filter_map(|&var| match f.debug_vars.get(var as usize)?.home? {
            DebugHome::Alloca { alloca, offset: 0 } => Some((var, f.defining_inst(alloca)?)),
            _ => None,
        })
        .filter(|(_, slot)| promoted.contains(slot))
        .collect();
    if slots.is_empty() || slots.len().saturating_mul(f.live_inst_count()) > BUDGET {
        return Vec::new();
    }
    let mut stored = Vec::new();
    let mut joins = Vec::new();
    for ((k, def), insts) in definitions_before(f, cfg, dom, &slots) {
        let (var, slot) = slots[k];
        match def {
            Def::Stored(v) => {
                stored.push(DebugValue { var, value: DebugValueKind::Value(v), span: DebugSpan::Insts(insts) })
            }
            Def::Join(block) => joins.push(PendingJoin { var, slot, block, insts }),
        }
    }
    let mut values = f.debug_values().to_vec();
    values.extend(stored);
    f.set_debug_values(values);
    joins
}

/// Give the instructions of each join the phi mem2reg placed for its slot
/// in its block (`phis_at`: per block, (index into `slots`, phi)); a join
/// without one (the variable is dead there) gives none.
pub fn resolve_joins(
    f: &mut Function,
    joins: Vec<PendingJoin>,
    slots: &[InstId],
    phis_at: &EntityMap<BlockId, Vec<(u32, InstId)>>,
) {
    if joins.is_empty() {
        return;
    }
    let mut values = f.debug_values().to_vec();
    for join in joins {
        let phi = phis_at[join.block].iter().find(|&&(k, _)| slots[k as usize] == join.slot);
        if let Some(&(_, phi)) = phi {
            values.push(DebugValue {
                var: join.var,
                value: DebugValueKind::Value(f.inst_result(phi)),
                span: DebugSpan::Insts(join.insts),
            });
        }
    }
    f.set_debug_values(values);
}

/// The renaming walk of the module header: for each (slot index,
/// definition), the instructions before which the slot holds it, in a
/// deterministic order.
fn definitions_before(
    f: &Function,
    cfg: &Cfg,
    dom: &DomTree,
    slots: &[(u32, InstId)],
) -> Vec<((usize, Def), Vec<InstId>)> {
    let slot_of: HashMap<ValueId, usize> = slots.iter().enumerate().map(|(k, &(_, s))| (f.inst_result(s), k)).collect();
    let frontiers = DominanceFrontiers::of_cfg(cfg, dom);
    // The join blocks of each slot.
    let mut joins_at: HashMap<BlockId, Vec<usize>> = HashMap::default();
    for (k, &(_, slot)) in slots.iter().enumerate() {
        let ptr = f.inst_result(slot);
        let stores: Vec<BlockId> =
            f.users(ptr).iter().filter(|&&u| is_store(f, u) == Some(ptr)).filter_map(|&u| f.inst(u).block).collect();
        for b in frontiers.iterated(stores) {
            joins_at.entry(b).or_default().push(k);
        }
    }
    let mut before: HashMap<(usize, Def), Vec<InstId>> = HashMap::default();
    rename_walk(dom, slots.len(), |block, stacks| {
        for &k in joins_at.get(&block).map(Vec::as_slice).unwrap_or_default() {
            stacks.push(k, Def::Join(block));
        }
        for &i in f.block(block).insts() {
            for (k, stack) in stacks.all().iter().enumerate() {
                if let Some(&def) = stack.last() {
                    before.entry((k, def)).or_default().push(i);
                }
            }
            if let Some(&k) = is_store(f, i).and_then(|ptr| slot_of.get(&ptr)) {
                stacks.push(k, Def::Stored(f.inst(i).operands()[0]));
            }
        }
    });
    let mut out: Vec<((usize, Def), Vec<InstId>)> = before.into_iter().collect();
    out.sort_by_key(|((k, _), insts)| (*k, insts[0]));
    out
}

/// The pointer `i` stores to, if it is a store.
fn is_store(f: &Function, i: InstId) -> Option<ValueId> {
    matches!(f.inst(i).kind, InstKind::Store).then(|| f.inst(i).operands()[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Builder, Module, Type};

    /// `text` lowered (as `t.wend`) for `-g`, then mem2reg run on `main`.
    fn promoted(text: &str) -> Module {
        use crate::diag::{SourceFile, SourceMap};
        let mut sources = SourceMap::default();
        let file = sources.add(SourceFile::new("t.wend", text));
        let program = crate::frontend::check_program(&mut sources, file).unwrap_or_else(|_| panic!("a valid program"));
        let options = crate::lower::LowerOptions { debug_info: true, ..crate::lower::LowerOptions::default() };
        let mut module = crate::lower::lower_program_with(&program, "t.wend", &options);
        let main = module.find_function("main").expect("main");
        super::super::run(module.function_mut(main), &crate::passes::PassOptions::default());
        module
    }

    const LOOP: &str = "main() {
    int i;
    int s;
    while i < 10 {
        s = s + i;
        i = i + 1;
    }
    if s > 40 {
        s = 1;
    } else {
        s = 2;
    }
    println s + i;
}
";

    /// What defines a value: `phi`, `add`, `const N`.
    fn kind(f: &Function, v: ValueId) -> String {
        match f.defining_inst(v).map(|i| &f.inst(i).kind) {
            Some(InstKind::Phi { .. }) => "phi".to_string(),
            Some(InstKind::Binary(op)) => op.llvm_name().to_string(),
            Some(other) => format!("{other:?}"),
            None => f.as_const(v).map_or("param".to_string(), |c| format!("const {c}")),
        }
    }

    /// For each live instruction of `main` that has a position, in layout
    /// order: its line and what `name` holds before it (`None`: nothing
    /// described).
    fn holds(f: &Function, name: &str) -> Vec<(u32, Option<String>)> {
        let mut out = Vec::new();
        for (_, i) in f.insts_in_layout() {
            let Some(loc) = f.inst(i).loc else { continue };
            let held: Vec<String> = f
                .debug_values()
                .iter()
                .filter(|d| f.debug_vars[d.var as usize].name == name)
                .filter(|d| matches!(&d.span, DebugSpan::Insts(insts) if insts.contains(&i)))
                .map(|d| match d.value {
                    DebugValueKind::Value(v) => kind(f, v),
                    DebugValueKind::Const(c) => format!("const {c}"),
                })
                .collect();
            assert!(held.len() <= 1, "{name} holds two values before one instruction: {held:?}");
            out.push((loc.line, held.into_iter().next()));
        }
        out
    }

    /// The loop's counter and accumulator are the header's phis from the
    /// loop test through the body up to their assignments, and after the
    /// loop; then the values assigned; the `if` that assigns `s` on both
    /// sides makes it the join's phi after it.
    #[test]
    fn loop_and_if_variables_are_the_phis_and_stored_values_of_minimal_ssa() {
        let module = promoted(LOOP);
        let f = module.function(module.find_function("main").unwrap());
        let on_line = |held: &[(u32, Option<String>)], line: u32| -> Vec<Option<String>> {
            held.iter().filter(|(l, _)| *l == line).map(|(_, h)| h.clone()).collect()
        };
        let some = |k: &str| Some(k.to_string());
        let i = holds(f, "i");
        let s = holds(f, "s");
        // The jump into the loop sees the start value; the loop test and
        // the body see the header's phis; the jump back after
        // `i = i + 1` sees the sums.
        assert_eq!(on_line(&i, 4), vec![some("const 0"), some("phi"), some("phi")], "{i:?}");
        assert_eq!(on_line(&s, 4), vec![some("const 0"), some("phi"), some("phi")], "{s:?}");
        assert_eq!(on_line(&i, 5), vec![some("phi")], "{i:?}");
        assert_eq!(on_line(&s, 5), vec![some("phi")], "{s:?}");
        assert_eq!(on_line(&i, 6), vec![some("phi"), some("add")], "{i:?}");
        assert_eq!(on_line(&s, 6), vec![some("add"), some("add")], "{s:?}");
        // After the loop: i is the header's phi; s too, then each arm's
        // constant (its jump to the join), then the join's phi.
        assert!(on_line(&i, 8).iter().chain(&on_line(&i, 13)).all(|h| h == &some("phi")), "{i:?}");
        assert_eq!(on_line(&s, 8), vec![some("phi"), some("phi")], "{s:?}");
        assert_eq!(on_line(&s, 9), vec![some("const 1")], "{s:?}");
        assert_eq!(on_line(&s, 11), vec![some("const 2")], "{s:?}");
        assert!(!on_line(&s, 13).is_empty() && on_line(&s, 13).iter().all(|h| h == &some("phi")), "{s:?}");
        assert!(f.debug_follow.is_empty(), "mem2reg takes the variables it follows");
    }

    /// Code inserted before a described instruction is described alike;
    /// code placed in a new block is not; moving some uses of a value to
    /// another drops the value's entries.
    #[test]
    fn inserted_code_inherits_its_point_and_redirected_values_are_forgotten() {
        let mut module = promoted(LOOP);
        let id = module.find_function("main").unwrap();
        let f = module.function_mut(id);
        // The entries holding before an instruction, by index.
        let described = |f: &Function, i: InstId| -> Vec<usize> {
            f.debug_values()
                .iter()
                .enumerate()
                .filter(|(_, d)| matches!(&d.span, DebugSpan::Insts(v) if v.contains(&i)))
                .map(|(k, _)| k)
                .collect()
        };
        // An instruction that holds other values than the one before it:
        // the jump back after `i = i + 1`.
        let (_, next) = f
            .insts_in_layout()
            .find(|&(b, i)| {
                let at = f.inst_index(i);
                at > 0 && described(f, i).len() == 2 && described(f, i) != described(f, f.block(b).insts()[at - 1])
            })
            .expect("an instruction after an assignment");
        let zero = f.const_int(Type::I32, 0);
        let inserted = Builder::before(f, next).with_loc(None).binary(crate::ir::BinOp::Add, zero, zero, "");
        let inserted = f.defining_inst(inserted).unwrap();
        assert_eq!(
            described(f, inserted),
            described(f, next),
            "an instruction inserted before another holds what it holds"
        );
        let copy = f.create_block("copy");
        let appended = Builder::at_end(f, copy).binary(crate::ir::BinOp::Add, zero, zero, "");
        let appended = f.defining_inst(appended).unwrap();
        assert!(described(f, appended).is_empty(), "code in a new block holds nothing");

        let sum = f
            .debug_values()
            .iter()
            .find_map(|d| match d.value {
                DebugValueKind::Value(v) if kind(f, v) == "add" && f.has_users(v) => Some(v),
                _ => None,
            })
            .expect("an assigned sum is described");
        let user = f.users(sum).iter().copied().next().unwrap();
        let slot = f.inst(user).operands().iter().position(|&v| v == sum).unwrap();
        f.set_operand(user, slot, zero);
        assert!(!f.has_debug_values(sum), "a value some of whose uses moved is dropped");
    }
}
