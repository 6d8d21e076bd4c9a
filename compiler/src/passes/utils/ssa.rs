//! Cytron et al.'s renaming walk ("Efficiently Computing Static Single
//! Assignment Form and the Control Dependence Graph", TOPLAS 1991): a
//! preorder walk of the dominator tree carrying one stack of definitions
//! per variable. mem2reg renames loads and stores with it; its debug
//! points follow variables for `-g` with it.

use crate::ir::dom::DomTree;
use crate::ir::BlockId;

/// The stacks of Cytron's renaming walk (`rename_walk`): one stack of
/// definitions per variable, whose top is the variable's current
/// definition.
pub struct RenameStacks<T> {
    stacks: Vec<Vec<T>>,
    /// Which variable each push was for, in order, to pop on leaving.
    pushed: Vec<usize>,
}

impl<T: Copy> RenameStacks<T> {
    pub fn top(&self, k: usize) -> Option<T> {
        self.stacks[k].last().copied()
    }

    pub fn push(&mut self, k: usize, def: T) {
        self.stacks[k].push(def);
        self.pushed.push(k);
    }

    /// Each variable's stack, bottom first.
    pub fn all(&self) -> &[Vec<T>] {
        &self.stacks
    }
}

/// Cytron et al.'s renaming walk over `vars` variables: `visit` sees each
/// block of the dominator tree in preorder (children in order), with the
/// stacks as the block's dominators left them; what it pushes in a block
/// is popped when the walk leaves the block's subtree. Iterative, so deep
/// trees do not overflow the stack.
pub fn rename_walk<T: Copy>(dom: &DomTree, vars: usize, mut visit: impl FnMut(BlockId, &mut RenameStacks<T>)) {
    enum Step {
        Enter(BlockId),
        /// Leave a subtree: pop the pushes beyond this length of `pushed`.
        Leave(usize),
    }
    let mut stacks = RenameStacks { stacks: vec![Vec::new(); vars], pushed: Vec::new() };
    let Some(root) = dom.root() else { return };
    let mut steps = vec![Step::Enter(root)];
    while let Some(step) = steps.pop() {
        match step {
            Step::Leave(mark) => {
                let RenameStacks { stacks, pushed } = &mut stacks;
                for k in pushed.drain(mark..) {
                    stacks[k].pop();
                }
            }
            Step::Enter(block) => {
                steps.push(Step::Leave(stacks.pushed.len()));
                visit(block, &mut stacks);
                for &child in dom.children(block).iter().rev() {
                    steps.push(Step::Enter(child));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_ir::{block, function};
    use super::*;
    use crate::ir::cfg::Cfg;

    #[test]
    fn a_block_sees_what_its_dominators_pushed_and_nothing_of_its_siblings() {
        // entry → then | else → join: `then` and `else` are siblings under
        // `entry`, and so is `join` (neither arm dominates it).
        let f = function(
            "define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  ret void
}
",
        );
        let dom = DomTree::compute(&Cfg::compute(&f));
        let name = |b: BlockId| f.block_name(b).to_string();
        let mut seen: Vec<(String, Option<u32>, Option<u32>)> = Vec::new();
        rename_walk(&dom, 2, |b, stacks: &mut RenameStacks<u32>| {
            seen.push((name(b), stacks.top(0), stacks.top(1)));
            match f.block_name(b) {
                "entry" => stacks.push(0, 1),
                "then" => stacks.push(0, 2),
                "else" => stacks.push(1, 3),
                _ => {}
            }
        });
        seen.sort();
        let expect = |b: &str, x, y| (b.to_string(), x, y);
        assert_eq!(
            seen,
            vec![
                expect("else", Some(1), None),
                expect("entry", None, None),
                expect("join", Some(1), None),
                expect("then", Some(1), None)
            ]
        );
        assert_eq!(block(&f, "entry"), dom.root().unwrap());
    }
}
