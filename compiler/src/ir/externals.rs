//! The functions a module declares but does not define, as whoever provides
//! them describes them to the IR's text format.
//!
//! The IR itself knows nothing of the code a module is linked with: a
//! declared function is just a name and a signature. Two ways of printing a
//! module need more, and get it from an [`ExternalFunctions`]
//! implementation that the module carries ([`Module::externals`]), set by
//! whoever built it (for wend programs, the driver, with the runtime's):
//!
//! - a module `lli` runs on its own ([`RuntimeIr::LliShims`]) replaces the
//!   declarations of provided functions by LLVM definitions standing in for
//!   them, and the parser turns those definitions (and whatever they use)
//!   back into the declarations when it reads such a module;
//! - a module compiled by `llc` and linked with the provider's object code
//!   ([`RuntimeIr::Extern`]) declares the provided functions as that code's
//!   ABI needs (attributes the IR's signature does not carry).
//!
//! A module without one prints every declaration from its signature.
//!
//! [`Module::externals`]: super::Module::externals
//! [`RuntimeIr::LliShims`]: super::print::RuntimeIr::LliShims
//! [`RuntimeIr::Extern`]: super::print::RuntimeIr::Extern

use std::fmt;

use super::types::Type;

/// A provider of functions that modules declare (see the module
/// documentation). Implementations are `'static` tables: a module keeps a
/// reference to its provider, and clones of the module share it.
pub trait ExternalFunctions: fmt::Debug + Sync {
    /// The parameter and return types of `name`, if the provider defines a
    /// function of that name.
    fn signature(&self, name: &str) -> Option<(&[Type], Type)>;

    /// Whether the provider defines `name`.
    fn provides(&self, name: &str) -> bool {
        self.signature(name).is_some()
    }

    /// The `declare` line (with its newline) of the provided function
    /// `name` for a module linked with the provider's object code.
    fn extern_declaration(&self, name: &str) -> String;

    /// The text appended to a module that declares the provided functions
    /// `declared` (in declaration order) so that `lli` can run it: LLVM
    /// definitions of them and of whatever those use, starting with a
    /// newline.
    fn lli_definitions(&self, declared: &[&str]) -> String;

    /// Whether the function or global `name` is one that only
    /// [`Self::lli_definitions`] prints (a definition's helper, a libc
    /// function or datum it uses): the parser skips it.
    fn is_lli_support(&self, name: &str) -> bool;
}
