//! Typed indices into the IR's `Vec`-backed arenas.
//!
//! Passes never hold references into a function while mutating it; they hold
//! these small `Copy` handles instead, the way Cranelift does. Each index is
//! only meaningful for the arena it came from (values, instructions and blocks
//! belong to one `Function`; functions and globals to the `Module`).
//!
//! Each stores its index plus one in a `NonZeroU32`, so that an
//! `Option<InstId>` (an instruction's block, its result) takes four bytes,
//! not eight: a large function has millions of instruction records.

use std::fmt;
use std::num::NonZeroU32;

macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(NonZeroU32);

        impl $name {
            pub fn new(index: usize) -> Self {
                let stored = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
                $name(NonZeroU32::new(stored.expect(concat!(stringify!($name), " arena overflow"))).expect("index + 1 > 0"))
            }

            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.index())
            }
        }
    };
}

entity!(
    /// A value: a parameter, an instruction's result, a constant, `undef`
    /// or the address of a global.
    ValueId,
    "v"
);
entity!(
    /// An instruction of a function (it stays in the arena when deleted, but
    /// is then detached from every block and from the def-use lists).
    InstId,
    "inst"
);
entity!(
    /// A basic block of a function.
    BlockId,
    "bb"
);
entity!(
    /// A function (defined or only declared) of a module.
    FuncId,
    "fn"
);
entity!(
    /// A global constant of a module (string literals).
    GlobalId,
    "g"
);
