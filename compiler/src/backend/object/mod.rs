//! The object file and what is written from it: the ELF relocatable object
//! (`elf`), with the sanitizer's address → source table (`santable`) and
//! DWARF (`dwarf`) built from the module's source map (`srcmap`), and the
//! `-S` assembler listing (`listing`) rendered from the same bytes.
//!
//! [`write_object_with`] is the only place that combines them: `elf` writes
//! the code, data, symbols and relocations; the tables are added to that
//! object afterwards. So `elf` knows nothing of the tables, and the tables
//! use `elf` only to name symbols.

pub mod dwarf;
pub mod elf;
pub mod listing;
pub mod santable;
pub mod srcmap;

pub use elf::{constant_symbol_name, FUNCTION_ALIGN};

use crate::backend::emit::EncodedFunction;
use crate::ir::Module;

/// What the object holds besides code and data.
#[derive(Clone, Debug, Default)]
pub struct ObjectExtras {
    /// The sanitizer's table, with these kinds (`sanitize::Sanitize::bits`).
    pub sanitizer_kinds: Option<u32>,
    /// DWARF line and function information, for this compilation directory.
    pub debug_info: Option<String>,
}

/// Write the object file for `module`, whose defined functions were encoded
/// into `functions`.
pub fn write_object(module: &Module, functions: &[EncodedFunction]) -> Vec<u8> {
    write_object_with(module, functions, &ObjectExtras::default())
}

/// [`write_object`], plus the tables `extras` asks for.
pub fn write_object_with(module: &Module, functions: &[EncodedFunction], extras: &ObjectExtras) -> Vec<u8> {
    let mut code = elf::code_object(module, functions);
    if extras.sanitizer_kinds.is_some() || extras.debug_info.is_some() {
        let lines = srcmap::collect(module, functions, &code.starts);
        if let Some(kinds) = extras.sanitizer_kinds {
            santable::add_table(&mut code.obj, code.text, module, &lines, kinds);
        }
        if let Some(comp_dir) = &extras.debug_info {
            let text_size = code.obj.section(code.text).data().len() as u64;
            let producer = concat!("wendc ", env!("CARGO_PKG_VERSION"));
            let info = dwarf::CompileUnitInfo { comp_dir, producer };
            dwarf::add_debug_info(&mut code.obj, code.text, text_size, module, &lines, &info);
        }
    }
    elf::finish(code.obj)
}
