//! tre: tail recursion elimination, with accumulators.
//!
//! Algorithm: LLVM's TailRecursionElimination (after Steele, "Debunking
//! the 'Expensive Procedure Call' Myth", 1977, and the accumulator
//! transformation of Burstall & Darlington, 1977). A call of a function to
//! itself whose result is returned at once, `ret (call @f(args))`, needs
//! nothing of the caller's frame afterwards: it is a jump back to the start
//! of `f` with the parameters set to `args`.
//!
//! - The entry block becomes the loop header. A new entry block takes the
//!   allocas (one slot per call is still one slot per iteration: lowering
//!   initialises every slot at the top of the function body, so each
//!   iteration starts from zeroed locals, as a fresh call does) and jumps
//!   to it.
//! - The `ret` may also be in a block of its own that the call's block
//!   jumps to, holding only `ret` (or a phi it returns, whose entry for
//!   that edge is the call): arms of an `if` sharing one return.
//! - Each parameter that some tail call changes becomes a phi in the
//!   header: the parameter from the new entry, the call's argument from
//!   each tail site. The call and its `ret` become a branch to the header.
//! - **Accumulators**: `ret (call @f(args)) ⊕ x` with ⊕ one of `add mul
//!   and or xor` (associative and commutative; integer arithmetic wraps, so
//!   regrouping is exact) is also a tail site. An accumulator phi in the
//!   header starts at ⊕'s identity and becomes `acc ⊕ x` at the site; every
//!   other `ret v` returns `acc ⊕ v`. `fib(n - 1) + fib(n - 2)` then makes
//!   one call per level and loops for the other. One operator per
//!   function: sites with another one stay calls.
//!
//! Not transformed: a call with a pointer argument that is not a parameter
//! of `f` or a global (it could point into the frame the jump reuses), and
//! anything with `--sanitize`, whose reports name every wend function on
//! the call stack. A recursion that would overflow the stack without this
//! pass may loop forever with it, as with gcc and clang at -O2.
//!
//! Preconditions: SSA form (after mem2reg); allocas only in the entry
//! block (as lowering and the inliner leave them). Invariants: verified IR,
//! exact def-use lists; the entry block is new, no other block is removed.

use super::{plural, PassOptions};
use crate::ir::cfg::remove_unreachable_blocks;
use crate::ir::{BinOp, BlockId, Builder, FuncId, Function, InstId, InstKind, Module, Type, ValueDef, ValueId};

/// Run over every defined function: one summary line per changed function.
pub fn run(module: &mut Module, options: &PassOptions) -> Vec<super::Remark> {
    if options.sanitizing {
        return Vec::new();
    }
    let mut remarks = Vec::new();
    for id in module.defined_function_ids() {
        let f = module.function_mut(id);
        let (sites, missed) = tail_sites(f, id);
        let name = f.name.clone();
        let done: Vec<super::Remark> =
            sites.iter().map(|s| super::Remark::done(f.inst(s.call).loc, site_message(s))).collect();
        if !sites.is_empty() {
            let accumulated = sites.iter().filter(|s| s.accumulate.is_some()).count();
            eliminate(f, &sites);
            let n = sites.len();
            let mut line = format!("{n} tail call{} made a loop", plural(n));
            if accumulated > 0 {
                line.push_str(&format!(" ({accumulated} with an accumulator)"));
            }
            // Each call is reported where it is: the count is the stage
            // header's.
            remarks.push(super::Remark::summary(line).about("tre", &name));
        }
        remarks.extend(done.into_iter().chain(missed).map(|r| r.about("tre", &name)));
    }
    remarks
}

fn site_message(site: &TailSite) -> String {
    match site.accumulate {
        Some((_, op, _)) => format!("tail call made a loop, with an accumulator ({})", op_symbol(op)),
        None => "tail call made a loop".to_string(),
    }
}

fn op_symbol(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Mul => "*",
        BinOp::And => "&",
        BinOp::Or => "|",
        BinOp::Xor => "^",
        _ => "?",
    }
}

/// The tail calls made loops and, of those, the ones with an accumulator,
/// that one of the pass's summary lines reports.
pub fn counts_in_summary(line: &str) -> Option<(usize, usize)> {
    let (_, text) = line.lines().next()?.split_once(": ")?;
    let loops = text.split(' ').next()?.parse().ok()?;
    let accumulated = match text.split_once(" (") {
        Some((_, rest)) => rest.split(' ').next()?.parse().ok()?,
        None => 0,
    };
    Some((loops, accumulated))
}

/// A recursive call that can become a jump.
struct TailSite {
    block: BlockId,
    call: InstId,
    /// For `ret (call) ⊕ x`: the operator instruction, ⊕ and the operand
    /// slot of `x` (read when the site is rewritten: `x` may be a
    /// parameter, replaced by its phi by then).
    accumulate: Option<(InstId, BinOp, usize)>,
}

/// The tail sites of `f` (whose id is `id`), all with the same
/// accumulator operator if any has one; and a missed remark for each other
/// self-call, saying why it stays a call.
fn tail_sites(f: &Function, id: FuncId) -> (Vec<TailSite>, Vec<super::Remark>) {
    let shaped: Vec<TailSite> = f.layout().iter().filter_map(|&b| tail_site(f, id, b)).collect();
    let (mut sites, unsafe_args): (Vec<TailSite>, Vec<TailSite>) =
        shaped.into_iter().partition(|s| args_safe(f, s.call));
    let op = sites.iter().find_map(|s| s.accumulate.map(|(_, op, _)| op));
    let (kept, other_op): (Vec<TailSite>, Vec<TailSite>) =
        sites.drain(..).partition(|s| s.accumulate.is_none_or(|(_, o, _)| Some(o) == op));
    let why_not = |call: InstId| -> &'static str {
        if unsafe_args.iter().any(|s| s.call == call) {
            "it passes an address that may point into the frame the loop would reuse"
        } else if other_op.iter().any(|s| s.call == call) {
            "another tail call accumulates with a different operator"
        } else {
            "not in tail position"
        }
    };
    let missed = f
        .insts_in_layout()
        .filter(|&(_, i)| matches!(f.inst(i).kind, InstKind::Call { callee } if callee == id))
        .filter(|&(_, i)| !kept.iter().any(|s| s.call == i))
        .map(|(_, i)| super::Remark::missed(f.inst(i).loc, format!("recursive call not made a loop: {}", why_not(i))))
        .collect();
    (kept, missed)
}

/// Whether a jump can replace `call`: no pointer argument but `f`'s own
/// parameters and globals (anything else may point into the frame).
fn args_safe(f: &Function, call: InstId) -> bool {
    f.inst(call)
        .operands()
        .iter()
        .all(|&a| f.value_type(a) != Type::Ptr || matches!(f.value(a).def, ValueDef::Param(_) | ValueDef::Global(_)))
}

/// The tail site ending block `b`, if it has one: `call; ret` or
/// `call; op; ret` as its last instructions, where the `ret` may also be
/// in a block `b` jumps to that holds nothing else (or only a phi that it
/// returns): lowering and simplifycfg leave an `if`'s arms jumping to a
/// shared return.
fn tail_site(f: &Function, id: FuncId, b: BlockId) -> Option<TailSite> {
    let insts = f.block(b).insts();
    let (&last, rest) = insts.split_last()?;
    let returned = match f.inst(last).kind {
        InstKind::Ret => f.inst(last).operands().first().copied(),
        InstKind::Br { dest } if dest != b => returned_after_jump(f, b, dest)?,
        _ => return None,
    };
    let is_self_call = |i: InstId| matches!(f.inst(i).kind, InstKind::Call { callee } if callee == id);
    let site = match rest {
        [.., call] if is_self_call(*call) && returned == f.inst(*call).result => {
            TailSite { block: b, call: *call, accumulate: None }
        }
        [.., call, op] if is_self_call(*call) => {
            let InstKind::Binary(binop) = f.inst(*op).kind else { return None };
            let result = f.inst(*call).result?;
            if returned != f.inst(*op).result || identity(binop).is_none() || f.users(result).len() != 1 {
                return None;
            }
            let [a, c] = f.inst(*op).operands().as_array::<2>()?;
            let x_slot = match (a == result, c == result) {
                (true, false) => 1,
                (false, true) => 0,
                _ => return None,
            };
            TailSite { block: b, call: *call, accumulate: Some((*op, binop, x_slot)) }
        }
        _ => return None,
    };
    Some(site)
}

/// What `dest` returns when entered from `b`, if `dest` only returns:
/// `Some(None)` for `ret void`.
fn returned_after_jump(f: &Function, b: BlockId, dest: BlockId) -> Option<Option<ValueId>> {
    match f.block(dest).insts() {
        [ret] if matches!(f.inst(*ret).kind, InstKind::Ret) => Some(f.inst(*ret).operands().first().copied()),
        [phi, ret] if f.inst(*phi).kind.is_phi() && matches!(f.inst(*ret).kind, InstKind::Ret) => {
            if f.inst(*ret).operands().first().copied() != f.inst(*phi).result {
                return None;
            }
            let entries = f.phi_incoming(*phi);
            let mut from_b = entries.iter().filter(|&&(_, from)| from == b).map(|&(v, _)| v);
            let v = from_b.next()?;
            from_b.next().is_none().then_some(Some(v))
        }
        _ => None,
    }
}

/// The identity of an accumulator operator (`None`: not one).
fn identity(op: BinOp) -> Option<i64> {
    match op {
        BinOp::Add | BinOp::Or | BinOp::Xor => Some(0),
        BinOp::Mul => Some(1),
        BinOp::And => Some(-1),
        BinOp::Sub | BinOp::SDiv | BinOp::SRem => None,
    }
}

/// Turn every site of `sites` into a jump to the top of `f`.
fn eliminate(f: &mut Function, sites: &[TailSite]) {
    let header = f.entry_block().expect("a defined function has an entry block");
    let entry = f.create_block("tailrecurse.entry");
    f.move_block_to_front(entry);
    let allocas: Vec<InstId> = f
        .block(header)
        .insts()
        .iter()
        .copied()
        .filter(|&i| matches!(f.inst(i).kind, InstKind::Alloca { .. }))
        .collect();
    f.move_insts(&allocas, entry, 0);
    Builder::at_end(f, entry).br(header);

    // Parameters that some site changes become phis.
    for (k, param) in f.params.clone().into_iter().enumerate() {
        if sites.iter().all(|s| f.inst(s.call).operands()[k] == param) {
            continue;
        }
        let phi = f.prepend_phis(header, &[f.value_type(param)])[0];
        let phi_value = f.inst_result(phi);
        f.copy_value_name(param, phi_value);
        f.replace_all_uses(param, phi_value);
        let mut incoming = vec![(param, entry)];
        incoming.extend(sites.iter().map(|s| (f.inst(s.call).operands()[k], s.block)));
        f.phi_set_incoming(phi, &incoming);
    }

    let accumulator = sites.iter().find_map(|s| s.accumulate.map(|(_, op, _)| op)).map(|op| {
        let ty = f.ret_ty;
        let start = f.const_int(ty, identity(op).expect("an accumulator operator"));
        let phi = f.prepend_phis(header, &[ty])[0];
        let acc = f.inst_result(phi);
        f.set_value_name(acc, "accumulator");
        (op, phi, start, acc)
    });
    if let Some((op, _, _, acc)) = accumulator {
        return_through_accumulator(f, sites, op, acc);
    }

    let mut acc_incoming = Vec::new();
    for site in sites {
        let loc = f.inst(site.call).loc;
        let exit = f.terminator(site.block).expect("a site ends in ret or a jump to one");
        if let InstKind::Br { dest } = f.inst(exit).kind {
            for phi in f.block_phis(dest) {
                f.phi_remove_incoming(phi, site.block);
            }
        }
        f.remove_inst(exit);
        let mut next_acc = accumulator.map(|(_, _, _, acc)| acc);
        if let Some((op_inst, op, x_slot)) = site.accumulate {
            let x = f.inst(op_inst).operands()[x_slot];
            f.remove_inst(op_inst);
            let acc = next_acc.expect("an accumulator exists");
            next_acc = Some(Builder::at_end(f, site.block).with_loc(loc).binary(op, acc, x, "accumulate"));
        }
        f.remove_inst(site.call);
        Builder::at_end(f, site.block).with_loc(loc).br(header);
        if let Some(v) = next_acc {
            acc_incoming.push((v, site.block));
        }
    }
    if let Some((_, phi, start, _)) = accumulator {
        acc_incoming.insert(0, (start, entry));
        f.phi_set_incoming(phi, &acc_incoming);
    }
    // A shared return block every site jumped to is left unreachable.
    remove_unreachable_blocks(f);
}

/// Make every `ret v` that is not a tail site return `acc ⊕ v`.
fn return_through_accumulator(f: &mut Function, sites: &[TailSite], op: BinOp, acc: ValueId) {
    let returns: Vec<InstId> = f
        .layout()
        .iter()
        .filter(|b| !sites.iter().any(|s| s.block == **b))
        .filter_map(|&b| f.terminator(b))
        .filter(|&t| matches!(f.inst(t).kind, InstKind::Ret))
        .collect();
    for ret in returns {
        let value = f.inst(ret).operands()[0];
        let combined = Builder::before(f, ret).binary(op, acc, value, "accumulated");
        f.set_operand(ret, 0, combined);
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::parse::parse_module;
    use crate::ir::print::print_module;

    const COUNTDOWN: &str = "define i32 @down(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec

done:
  ret i32 0

rec:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  ret i32 %r
}
";

    #[test]
    fn the_sanitizer_keeps_every_frame() {
        let mut module = parse_module(COUNTDOWN).unwrap();
        let before = print_module(&module);
        let sanitizing = super::PassOptions { sanitizing: true, ..Default::default() };
        assert!(super::run(&mut module, &sanitizing).is_empty());
        assert_eq!(print_module(&module), before);
        assert_eq!(
            super::super::remark::summary_lines(&super::run(&mut module, &Default::default())),
            ["down: 1 tail call made a loop\n  tail call made a loop"]
        );
    }

    #[test]
    fn summary_counts_parse_back() {
        assert_eq!(super::counts_in_summary("main.fib: 1 tail call made a loop (1 with an accumulator)"), Some((1, 1)));
        assert_eq!(super::counts_in_summary("main.ack: 2 tail calls made a loop"), Some((2, 0)));
        assert_eq!(super::counts_in_summary("main: inlined 2 call(s) (f, g)"), None);
    }
}
