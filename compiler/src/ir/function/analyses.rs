//! The analyses of a function's control flow (its CFG, dominator trees,
//! loops), kept from one pass to the next while the control flow does not
//! change: LLVM's function analysis manager, with the invalidation done by
//! the function itself.
//!
//! Why: most passes start from the same CFG, dominator tree and loops,
//! and most passes change no branch; computing them again in every pass
//! was a fifth of the compile time of a large function.
//!
//! How: a result is stored by its type ([`Function::cached`]), and every
//! method of `Function` that can change what a block's successors are (a
//! terminator made, removed or retargeted, an instruction put after one or
//! the last one of a block removed, blocks made, moved or removed, the
//! arenas renumbered) drops every stored result first
//! ([`Function::invalidate_analyses`]). Results are shared (`Arc`), so a
//! pass may hold one while it changes the function; what it holds is then
//! the analysis of the function as it was, as a result computed by hand
//! would be.
//!
//! Invariant, checked in debug builds at every reuse: a stored result
//! equals the one computed afresh (a change that should have dropped it
//! and did not is a compiler bug, caught by the tests).

use std::any::{Any, TypeId};
use std::sync::Arc;

use super::Function;

/// The stored results, at most one per type.
pub(super) type Results = std::cell::RefCell<Vec<(TypeId, Arc<dyn Any + Send + Sync>)>>;

impl Function {
    /// The result of `compute` on this function, computed once for each
    /// state of its control flow: `compute` must read only the blocks, their
    /// order and their terminators (directly or through other cached
    /// results), as `Cfg::compute` and the dominator and loop analyses do.
    pub fn cached<T, C>(&self, compute: C) -> Arc<T>
    where
        T: Any + Send + Sync + PartialEq,
        C: Fn(&Function) -> T,
    {
        let key = TypeId::of::<T>();
        let stored = self.analyses.borrow().iter().find(|(k, _)| *k == key).map(|(_, r)| Arc::clone(r));
        if let Some(result) = stored {
            let result = result.downcast::<T>().expect("results are stored under their own type");
            if cfg!(debug_assertions) {
                assert!(
                    compute(self) == *result,
                    "stale {} of `{}`: a change to its control flow kept the stored analysis",
                    std::any::type_name::<T>(),
                    self.name
                );
            }
            return result;
        }
        let result = Arc::new(compute(self));
        self.analyses.borrow_mut().push((key, Arc::clone(&result) as Arc<dyn Any + Send + Sync>));
        result
    }

    /// Drop every stored analysis: the control flow is about to change.
    pub(super) fn invalidate_analyses(&mut self) {
        let results = self.analyses.get_mut();
        if !results.is_empty() {
            results.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::super::tests::function;
    use super::super::{BinOp, InstKind};
    use crate::ir::cfg::Cfg;
    use crate::ir::dom::DomTree;
    use crate::ir::Builder;

    const DIAMOND: &str = "define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  ret i32 %x
}
";

    #[test]
    fn a_result_is_reused_until_the_control_flow_changes() {
        let (mut f, blocks) = function(DIAMOND);
        let first = Cfg::of(&f);
        assert!(Arc::ptr_eq(&first, &Cfg::of(&f)), "asked twice, computed once");
        // Code that is not control flow keeps it: an add before a terminator.
        let x = f.params[1];
        Builder::before_terminator(&mut f, blocks[1]).binary(BinOp::Add, x, x, "sum");
        assert!(Arc::ptr_eq(&first, &Cfg::of(&f)));
        // Retargeting a branch drops it, and the dominator tree with it.
        let dom = DomTree::of(&f);
        let term = f.terminator(blocks[1]).expect("a's jump");
        f.replace_successor(term, blocks[3], blocks[2]);
        let after = Cfg::of(&f);
        assert!(!Arc::ptr_eq(&first, &after));
        assert_eq!(after.succs(blocks[1]), &[blocks[2]]);
        assert!(!Arc::ptr_eq(&dom, &DomTree::of(&f)));
        // So does a new block.
        let cfg = Cfg::of(&f);
        f.create_block("new");
        assert!(!Arc::ptr_eq(&cfg, &Cfg::of(&f)));
    }

    #[test]
    fn removing_a_terminator_drops_the_stored_cfg() {
        let (mut f, blocks) = function(DIAMOND);
        let cfg = Cfg::of(&f);
        let term = f.terminator(blocks[2]).expect("b's jump");
        f.remove_inst(term);
        let after = Cfg::of(&f);
        assert!(!Arc::ptr_eq(&cfg, &after));
        assert!(after.succs(blocks[2]).is_empty());
    }

    #[test]
    #[cfg_attr(not(debug_assertions), ignore = "the check runs in debug builds")]
    #[should_panic(expected = "stale")]
    fn a_change_that_keeps_a_stale_result_is_caught() {
        let (mut f, blocks) = function(DIAMOND);
        let _ = Cfg::of(&f);
        // Behind the API's back: retarget a jump without dropping the CFG.
        let term = f.terminator(blocks[1]).expect("a's jump");
        f.insts[term].kind = InstKind::Br { dest: blocks[2] };
        let _ = Cfg::of(&f);
    }
}
