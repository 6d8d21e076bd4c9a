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
//!
//! Every id type implements [`EntityId`], the conversion to and from a
//! dense index that the side tables of `entity_map` (and the arenas) key
//! on. The [`entity!`] macro that defines them is also used for the
//! machine IR's ids (`backend/mir/`).

/// A typed id that stands for a dense index `0, 1, 2, …`: what
/// [`EntityMap`](super::entity_map::EntityMap),
/// [`EntitySet`](super::entity_map::EntitySet) and the arenas are keyed by.
/// `from_index(k).index() == k` for every index the type can hold.
pub trait EntityId: Copy + Eq {
    fn from_index(index: usize) -> Self;
    fn index(self) -> usize;
}

/// `entity!(/// doc, Name, "prefix")` defines the id type `Name`: a
/// `NonZeroU32` holding index + 1, `Name::new(index)`, `.index()`,
/// [`EntityId`], and `Debug` as `prefix` followed by the index.
macro_rules! entity {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(::std::num::NonZeroU32);

        impl $name {
            #[inline]
            pub fn new(index: usize) -> Self {
                let stored = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
                $name(::std::num::NonZeroU32::new(stored.expect(concat!(stringify!($name), " arena overflow"))).expect("index + 1 > 0"))
            }

            #[inline]
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl $crate::ir::entities::EntityId for $name {
            #[inline]
            fn from_index(index: usize) -> Self {
                $name::new(index)
            }

            #[inline]
            fn index(self) -> usize {
                $name::index(self)
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.index())
            }
        }
    };
}

pub(crate) use entity;

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
