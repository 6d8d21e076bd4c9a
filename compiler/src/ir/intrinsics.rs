//! LLVM intrinsics the IR uses. They are ordinary declared functions with
//! reserved names: LLVM's tools know them, and the backend lowers calls to
//! them itself (no symbol of that name is ever linked).

use super::function::Function;
use super::types::Type;

/// `void @llvm.memset.p0.i64(ptr dest, i8 value, i64 bytes, i1 volatile)`:
/// fill memory with a byte (lowering zero-initialises arrays with it).
pub const MEMSET: &str = "llvm.memset.p0.i64";

/// The declaration of `llvm.memset.p0.i64`.
pub fn memset_declaration() -> Function {
    Function::declaration(MEMSET, &[Type::Ptr, Type::I8, Type::I64, Type::I1], Type::Void)
}

/// Whether a declared function is an LLVM intrinsic (lowered inline by the
/// backend rather than called).
pub fn is_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.")
}
