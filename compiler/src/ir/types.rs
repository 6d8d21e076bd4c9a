//! IR types: the subset of LLVM's first-class types that wend needs.
//!
//! Every type prints exactly as LLVM spells it, so a printed module can be fed
//! to `opt`/`lli`. Pointers are opaque (`ptr`), as in LLVM 15+ and in LLVM 14
//! with `-opaque-pointers`.

use std::fmt;

/// An integer type usable as the element of an array or vector.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntType {
    I1,
    I8,
    I32,
    I64,
}

impl IntType {
    pub fn bits(self) -> u32 {
        match self {
            IntType::I1 => 1,
            IntType::I8 => 8,
            IntType::I32 => 32,
            IntType::I64 => 64,
        }
    }

    /// Bytes one element occupies in memory (LLVM's alloc size for the type).
    pub fn store_size(self) -> u64 {
        match self {
            IntType::I1 | IntType::I8 => 1,
            IntType::I32 => 4,
            IntType::I64 => 8,
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// The "type" of instructions that produce no value.
    Void,
    Int(IntType),
    /// An opaque pointer.
    Ptr,
    /// `[len x elem]`: arrays live in memory only (allocas and globals).
    Array {
        elem: IntType,
        len: u32,
    },
    /// `<lanes x elem>`: a SIMD value (the SLP vectorizer makes them).
    /// Vectors of `i1` (compare results) never go to memory: LLVM packs
    /// them into bits there, while wend's bools take a byte each.
    Vector {
        elem: IntType,
        lanes: u32,
    },
}

impl Type {
    pub const I1: Type = Type::Int(IntType::I1);
    pub const I8: Type = Type::Int(IntType::I8);
    pub const I32: Type = Type::Int(IntType::I32);
    pub const I64: Type = Type::Int(IntType::I64);

    pub fn is_int(self) -> bool {
        matches!(self, Type::Int(_))
    }

    pub fn is_vector(self) -> bool {
        matches!(self, Type::Vector { .. })
    }

    /// The scalar type of a vector's lanes (the type itself for scalars).
    pub fn lane_type(self) -> Type {
        match self {
            Type::Vector { elem, .. } => Type::Int(elem),
            other => other,
        }
    }

    /// The number of lanes (1 for scalars).
    pub fn lanes(self) -> u32 {
        match self {
            Type::Vector { lanes, .. } => lanes,
            _ => 1,
        }
    }

    /// A vector of `lanes` elements of the integer type `self`.
    pub fn vector_of(self, lanes: u32) -> Type {
        match self {
            Type::Int(elem) => Type::Vector { elem, lanes },
            other => panic!("no vectors of {other}"),
        }
    }

    /// Size in bytes of a value of this type in memory.
    pub fn alloc_size(self) -> u64 {
        match self {
            Type::Void => 0,
            Type::Int(i) => i.store_size(),
            Type::Ptr => 8,
            Type::Array { elem, len } => elem.store_size() * len as u64,
            Type::Vector { elem, lanes } => elem.store_size() * lanes as u64,
        }
    }

    /// Alignment in bytes of a value of this type in memory.
    pub fn align(self) -> u64 {
        match self {
            Type::Void => 1,
            Type::Int(i) => i.store_size(),
            Type::Ptr => 8,
            // Vector accesses are only element-aligned (`movdqu`).
            Type::Array { elem, .. } | Type::Vector { elem, .. } => elem.store_size(),
        }
    }
}

impl fmt::Display for IntType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{}", self.bits())
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => f.write_str("void"),
            Type::Int(i) => write!(f, "{i}"),
            Type::Ptr => f.write_str("ptr"),
            Type::Array { elem, len } => write!(f, "[{len} x {elem}]"),
            Type::Vector { elem, lanes } => write!(f, "<{lanes} x {elem}>"),
        }
    }
}
