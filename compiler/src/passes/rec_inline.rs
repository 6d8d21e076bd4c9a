//! rec-inline: inline a small self-recursive function into itself, a few
//! levels deep, so that each call does the work of several.
//!
//! Algorithm: gcc's recursive inlining (`ipa-inline`, the
//! `max-inline-recursive-depth-auto` and `max-inline-insns-recursive-auto`
//! limits): a copy of `f`'s body replaces each call `f` makes to itself,
//! and the copies' own self-calls are the next level's sites. The main
//! inliner never does this (a call is never inlined into its callee's
//! component, so inlining ends); here the copy is a snapshot of the body
//! taken before the first level, and the depth and the code added are
//! bounded, so it ends too.
//!
//! Why it pays: the call's cost (saving callee-saved registers, moving
//! arguments, the return) is paid once per level inlined instead of once
//! per activation, and the copy's code sees its caller's: `fib(n - 1)`
//! inlined tests `n - 1 < 2` in the same frame (gcc -O2 does this for
//! naive `fib`; clang -O2 does not).
//!
//! It runs after `tre`: a self-call in tail position is better as a loop
//! than as a copy, and what tre leaves are the calls whose result is used
//! (`fib(n - 1)` in `fib(n - 1) + fib(n - 2)` once the other became the
//! accumulator loop; the inner `ack(m, n - 1)` of Ackermann's function).
//!
//! Limits: [`MAX_SIZE`], [`BUDGET`] and [`MAX_DEPTH`] (`inline_into_itself`);
//! nothing with `--sanitize`, whose reports name every wend function on the
//! call stack. A call site is rewritten by the inliner ([`super::inline`]),
//! each level of the copy with its own allocas (as each activation had its
//! own frame). A function that changed is then run through `simplifycfg`
//! (the split blocks are chains of jumps) and `instcombine` (the copy's
//! arithmetic on its parameter meets the caller's: `(n - 1) - 1` becomes
//! `n - 2`).
//!
//! Preconditions: verified IR, SSA or not (the copy's phis are cloned).
//! Invariants: verified IR, exact def-use lists; no function is removed.

use super::inline::{allocas_only_in_entry, call_sites, inline_call, Placement};
use super::{instcombine, simplifycfg, PassOptions};
use crate::ir::{FuncId, Function, InstId, Module};

/// Self-recursive functions bigger than this (in instructions) are not
/// inlined into themselves.
pub const MAX_SIZE: usize = 60;
/// The most instructions the copies may add to one function, all levels
/// together.
pub const BUDGET: usize = 400;
/// The most levels of copies.
pub const MAX_DEPTH: usize = 3;

/// Run over every defined function: one summary line per function that
/// was inlined into itself.
pub fn run(module: &mut Module, options: &PassOptions) -> Vec<super::Remark> {
    if options.sanitizing {
        return Vec::new();
    }
    let mut summaries = Vec::new();
    for id in module.defined_function_ids() {
        let f = module.function_mut(id);
        let (levels, copies, stopped) = match inline_into_itself(f, id) {
            Ok(done) => done,
            Err(why) => {
                summaries.push(
                    super::Remark::missed_in_function(format!("self-calls not inlined: {why}"))
                        .about("rec-inline", &f.name),
                );
                continue;
            }
        };
        if levels > 0 {
            // The copies' blocks are chains of jumps, and their arithmetic
            // on the parameter meets their caller's: clean up
            // here, in the functions that changed, rather than running
            // both passes again over the whole module.
            simplifycfg::run(f, options);
            instcombine::run(f, options);
            let message = format!(
                "{copies} self-call{} inlined, {levels} level{} deep",
                super::plural(copies),
                super::plural(levels)
            );
            summaries.push(super::Remark::done_in_function(message).about("rec-inline", &f.name));
        }
        // After the count: the stage header's line starts with it.
        if let Some(why) = stopped {
            summaries
                .push(super::Remark::missed_in_function(format!("no deeper copy: {why}")).about("rec-inline", &f.name));
        }
    }
    summaries
}

/// The calls inlined and the levels they span, that one of the pass's
/// summary lines reports.
pub fn counts_in_summary(line: &str) -> Option<(usize, usize)> {
    let (_, text) = line.lines().next()?.split_once(": ")?;
    let copies = text.split(' ').next()?.parse().ok()?;
    let levels = text.split_once(" inlined, ")?.1.split(' ').next()?.parse().ok()?;
    Some((copies, levels))
}

/// Inline `f` (whose id is `id`) into its own self-calls, level by level
/// within the limits. Returns the levels done, the calls inlined and, if
/// self-calls are left after the last level, why it was the last; or why
/// `f`, which calls itself, was not inlined into itself at all (`Ok` with
/// nothing done for a function that does not call itself).
///
/// Limits: the function has at most `MAX_SIZE` instructions; a level is
/// inlined only if the code it adds keeps the total added within `BUDGET`
/// (one site per level for `fib`, three for `tak`: the growth per level is
/// the number of sites times the size); at most `MAX_DEPTH` levels. A
/// function with allocas outside its entry block is left alone (the
/// inliner's precondition).
///
/// The rewriting of a call site is the inliner's (`inline_call`): the block
/// is split after the call, the copy's returns jump to the continuation and
/// merge there with a phi; the copy's allocas join the entry block's (each
/// level of the copy has its own slots, as each activation had its own
/// frame).
fn inline_into_itself(f: &mut Function, id: FuncId) -> Result<(usize, usize, Option<String>), String> {
    let size = f.live_inst_count();
    let mut sites = self_calls(f, id);
    if sites.is_empty() {
        return Ok((0, 0, None));
    }
    if size > MAX_SIZE {
        return Err(format!("too large ({size} > {MAX_SIZE} instructions)"));
    }
    if !allocas_only_in_entry(f) {
        return Err("it has stack slots outside its entry block".into());
    }
    let body = f.clone();
    let (mut levels, mut copies, mut added) = (0, 0, 0);
    while !sites.is_empty() && levels < MAX_DEPTH && added + sites.len() * size <= BUDGET {
        let mut placement = Placement::default();
        // Last call first, as the inliner does: each split then moves only
        // the code up to the call inlined before.
        for &call in sites.iter().rev() {
            inline_call(f, call, id, &body, &mut placement);
        }
        placement.finish(f);
        added += sites.len() * size;
        copies += sites.len();
        levels += 1;
        // The original calls are gone: every self-call now is in a copy.
        sites = self_calls(f, id);
    }
    let stopped = match sites.is_empty() || levels == MAX_DEPTH {
        true => None,
        false => Some(format!(
            "the next level would exceed the budget ({added} + {} > {BUDGET} instructions)",
            sites.len() * size
        )),
    };
    if levels == 0 {
        return Err(stopped.unwrap_or_default());
    }
    Ok((levels, copies, stopped))
}

/// The calls `f` (whose id is `id`) makes to itself, in layout order.
fn self_calls(f: &Function, id: FuncId) -> Vec<InstId> {
    call_sites(f).into_iter().filter(|&(_, callee)| callee == id).map(|(call, _)| call).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn summary_counts_parse_back() {
        assert_eq!(super::counts_in_summary("main.fib: 3 self-calls inlined, 3 levels deep"), Some((3, 3)));
        assert_eq!(super::counts_in_summary("main.f: 1 self-call inlined, 1 level deep"), Some((1, 1)));
        assert_eq!(super::counts_in_summary("main.f: 2 tail calls made a loop"), None);
    }
}
