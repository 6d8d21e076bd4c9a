//! The relocatable object: ELF64, x86-64, little endian, written with the
//! `object` crate.
//!
//! Contents:
//! - `.text`: the defined functions one after another, each starting at a
//!   16-byte boundary (gaps filled with `int3`), each with a global STT_FUNC
//!   symbol named exactly `Function::name` whose size is its code size;
//! - `.rodata`: the string globals, each with a local STT_OBJECT symbol
//!   (`.str.N`) of the string's size, then each function's constant pool
//!   (vector constants), entry k of function f aligned as it asks and named
//!   by the local symbol `.LCPIf_k` (the name the listing uses);
//! - `.rela.text`: R_X86_64_PLT32 for calls and R_X86_64_PC32 for
//!   RIP-relative string and constant addresses (addends from `emit`);
//! - undefined symbols for the declared functions that are called (the
//!   runtime's entry points), so `ld` resolves them against the runtime.
//!   Intrinsics (`llvm.memset.*`) are lowered inline and never called, so
//!   they get no symbol;
//! - an empty `.note.GNU-stack`, which tells `ld` the code needs no
//!   executable stack.
//!
//! The sanitizer's table and DWARF are added to the [`CodeObject`] by the
//! caller (`object::write_object_with`) before [`finish`].

use object::write::{Object, Relocation, SectionId, StandardSection, Symbol, SymbolId, SymbolSection};
use object::{
    elf, Architecture, BinaryFormat, Endianness, RelocationFlags, SectionFlags, SectionKind, SymbolFlags, SymbolKind,
    SymbolScope,
};

use crate::backend::emit::{EncodedFunction, RelocKind};
use crate::backend::mir::Symbol as MirSymbol;
use crate::ir::{EntityMap, FuncId, GlobalId, Module};

/// Alignment of every function in `.text`.
pub const FUNCTION_ALIGN: usize = 16;
/// The byte between functions (`int3`).
const CODE_PADDING: u8 = 0xCC;

/// The object with code, data, symbols and relocations written, before
/// the optional tables and the final bytes.
pub struct CodeObject {
    pub obj: Object<'static>,
    /// The `.text` section.
    pub text: SectionId,
    /// Each encoded function's offset in `.text`, in order.
    pub starts: Vec<u64>,
}

/// The object for `module`, whose defined functions were encoded into
/// `functions`: code, strings, constant pools, symbols and relocations.
pub fn code_object(module: &Module, functions: &[EncodedFunction]) -> CodeObject {
    let mut obj = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    if !module.source_name.is_empty() {
        obj.add_file_symbol(module.source_name.as_bytes().to_vec());
    }
    let mut symbols = SymbolTable {
        by_function: EntityMap::from_elem(None, module.function_ids().count()),
        by_global: EntityMap::new(),
    };
    add_strings(&mut obj, module, &mut symbols);
    let constant_symbols: Vec<Vec<SymbolId>> = functions.iter().map(|f| add_constants(&mut obj, f)).collect();
    let text = obj.section_id(StandardSection::Text);
    let mut starts = Vec::with_capacity(functions.len());
    for f in functions {
        let start = append_code(&mut obj, text, &f.code);
        let name = &module.function(f.func).name;
        let sym = obj.add_symbol(Symbol {
            name: name.as_bytes().to_vec(),
            value: start,
            size: f.code.len() as u64,
            kind: SymbolKind::Text,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Section(text),
            flags: SymbolFlags::None,
        });
        symbols.by_function[f.func] = Some(sym);
        starts.push(start);
    }
    for ((f, &start), constants) in functions.iter().zip(&starts).zip(&constant_symbols) {
        for r in &f.relocs {
            let symbol = match r.target {
                MirSymbol::Constant(k) => constants[k as usize],
                target => symbols.resolve(&mut obj, module, target),
            };
            let r_type = match r.kind {
                RelocKind::Call => elf::R_X86_64_PLT32,
                RelocKind::PcRel32 => elf::R_X86_64_PC32,
            };
            let relocation = Relocation {
                offset: start + u64::from(r.offset),
                symbol,
                addend: r.addend,
                flags: RelocationFlags::Elf { r_type },
            };
            obj.add_relocation(text, relocation).expect("ELF supports every relocation we emit");
        }
    }
    CodeObject { obj, text, starts }
}

/// The bytes of the finished object (with the `.note.GNU-stack` marker).
pub fn finish(mut obj: Object<'_>) -> Vec<u8> {
    add_gnu_stack_note(&mut obj);
    obj.write().unwrap_or_else(|e| panic!("writing the ELF object failed: {e}"))
}

/// Symbols created so far, by function and by global.
struct SymbolTable {
    by_function: EntityMap<FuncId, Option<SymbolId>>,
    by_global: EntityMap<GlobalId, SymbolId>,
}

impl SymbolTable {
    /// The symbol for a relocation target; called functions without a body
    /// get an undefined symbol on first use.
    fn resolve(&mut self, obj: &mut Object<'_>, module: &Module, target: MirSymbol) -> SymbolId {
        match target {
            MirSymbol::Global(g) => self.by_global[g],
            MirSymbol::Constant(_) => unreachable!("constants are resolved per function"),
            MirSymbol::Function(f) => match self.by_function[f] {
                Some(sym) => sym,
                None => {
                    let sym = add_undefined_function(obj, module, f);
                    self.by_function[f] = Some(sym);
                    sym
                }
            },
        }
    }
}

fn add_undefined_function(obj: &mut Object<'_>, module: &Module, f: FuncId) -> SymbolId {
    let func = module.function(f);
    assert!(func.is_declaration, "function `{}` is defined but was not encoded", func.name);
    add_undefined_text_symbol(obj, &func.name)
}

/// A function symbol the linker resolves (the runtime's, or a table's).
pub(crate) fn add_undefined_text_symbol(obj: &mut Object<'_>, name: &str) -> SymbolId {
    obj.add_symbol(Symbol {
        name: name.as_bytes().to_vec(),
        value: 0,
        size: 0,
        kind: SymbolKind::Text,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::None,
    })
}

fn add_strings(obj: &mut Object<'_>, module: &Module, symbols: &mut SymbolTable) {
    let rodata = obj.section_id(StandardSection::ReadOnlyData);
    for (_, global) in module.globals() {
        let offset = obj.append_section_data(rodata, &global.bytes, 1);
        let sym = obj.add_symbol(Symbol {
            name: global.name.as_bytes().to_vec(),
            value: offset,
            size: global.bytes.len() as u64,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(rodata),
            flags: SymbolFlags::None,
        });
        symbols.by_global.push(sym);
    }
}

/// The name of entry `k` of the constant pool of function `f` (local).
pub fn constant_symbol_name(f: FuncId, k: usize) -> String {
    format!(".LCPI{}_{k}", f.index())
}

/// Place the constant pool of `f` in `.rodata`; one local symbol per entry.
fn add_constants(obj: &mut Object<'_>, f: &EncodedFunction) -> Vec<SymbolId> {
    let rodata = obj.section_id(StandardSection::ReadOnlyData);
    let mut ids = Vec::with_capacity(f.constants.len());
    for (k, constant) in f.constants.iter().enumerate() {
        let offset = obj.append_section_data(rodata, &constant.bytes, u64::from(constant.align));
        ids.push(obj.add_symbol(Symbol {
            name: constant_symbol_name(f.func, k).into_bytes(),
            value: offset,
            size: constant.bytes.len() as u64,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(rodata),
            flags: SymbolFlags::None,
        }));
    }
    ids
}

/// Append `code` to `.text` at the next function boundary, padding with
/// `int3`; returns its offset.
fn append_code(obj: &mut Object<'_>, text: object::write::SectionId, code: &[u8]) -> u64 {
    let current = obj.section(text).data().len();
    let padding = current.next_multiple_of(FUNCTION_ALIGN) - current;
    if padding > 0 {
        obj.append_section_data(text, &vec![CODE_PADDING; padding], 1);
    }
    obj.append_section_data(text, code, FUNCTION_ALIGN as u64)
}

fn add_gnu_stack_note(obj: &mut Object<'_>) {
    let id = obj.add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
    obj.section_mut(id).flags = SectionFlags::Elf { sh_type: elf::SHT_PROGBITS, sh_flags: elf::SectionFlags(0) };
}
