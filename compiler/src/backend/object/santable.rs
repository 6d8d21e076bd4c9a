//! The sanitizer's address → source table (`--sanitize`): what the runtime
//! (`runtime/src/wendsan.c`) reads to name the wend function and the source
//! line and column of every return address on the stack.
//!
//! It is one read-only blob, the global symbol `wendsan_table` in section
//! `.rodata.wendsan`, little endian, 8-byte aligned; offsets are from the
//! start of the table:
//!
//! ```text
//!  0  u32 magic "WSAN" (0x4E415357)     4  u32 version (1)
//!  8  u32 kinds (bit set, sanitize::KINDS)
//! 12  u32 function count
//! 16  u32 offset of the functions      20  u32 offset of the rows
//! 24  u32 offset of the strings        28  u32 0
//! 32  u64 address of wendsan_init (R_X86_64_64)
//! functions, 32 bytes each, by increasing address:
//!     u64 start (R_X86_64_64 against .text), u32 size,
//!     u32 name, u32 file (offsets of NUL-terminated strings),
//!     u32 first row, u32 row count, u32 0
//! rows, 12 bytes each, per function by increasing offset:
//!     u32 code offset from the function's start, u32 line, u32 column
//! strings: NUL-terminated, each stored once
//! ```
//!
//! A row covers the code from its offset to the next row's. The reference
//! to `wendsan_init` is what makes `ld` take the sanitizer runtime out of
//! its archive (the runtime's start-up does not name it: the sanitizer
//! registers it in `.init_array`), so a program with no check at all
//! (`--sanitize=stack`) still gets it.

use rustc_hash::FxHashMap as HashMap;

use object::write::{Object, Relocation, SectionId, StandardSegment, Symbol, SymbolSection};
use object::{elf, RelocationFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope};

use super::srcmap::FunctionLines;
use crate::ir::Module;

pub const TABLE_SYMBOL: &str = "wendsan_table";
pub const INIT_SYMBOL: &str = "wendsan_init";
pub const SECTION_NAME: &str = ".rodata.wendsan";
pub const MAGIC: u32 = u32::from_le_bytes(*b"WSAN");
pub const VERSION: u32 = 1;

const HEADER_SIZE: usize = 40;
const FUNCTION_SIZE: usize = 32;
const ROW_SIZE: usize = 12;

/// The table's bytes, and where 64-bit addresses go: (offset in the table,
/// `.text` offset) for function starts, and the offset of the init pointer.
struct Table {
    bytes: Vec<u8>,
    text_addresses: Vec<(usize, u64)>,
    init_pointer: usize,
}

fn build(module: &Module, functions: &[FunctionLines], kinds: u32) -> Table {
    let rows_total: usize = functions.iter().map(|f| f.rows.len()).sum();
    let functions_at = HEADER_SIZE;
    let rows_at = functions_at + FUNCTION_SIZE * functions.len();
    let strings_at = rows_at + ROW_SIZE * rows_total;
    let mut strings = Strings::default();
    let mut header = Vec::with_capacity(HEADER_SIZE);
    for word in
        [MAGIC, VERSION, kinds, functions.len() as u32, functions_at as u32, rows_at as u32, strings_at as u32, 0]
    {
        header.extend_from_slice(&word.to_le_bytes());
    }
    header.extend_from_slice(&0u64.to_le_bytes()); // wendsan_init, relocated
    let mut entries = Vec::with_capacity(FUNCTION_SIZE * functions.len());
    let mut rows = Vec::with_capacity(ROW_SIZE * rows_total);
    let mut text_addresses = Vec::new();
    let mut first_row = 0u32;
    for f in functions {
        text_addresses.push((functions_at + entries.len(), f.text_offset));
        entries.extend_from_slice(&0u64.to_le_bytes()); // start, relocated
        let size = u32::try_from(f.size).expect("a function is smaller than 4 GiB");
        let fields = [
            size,
            strings.offset(&f.name),
            strings.offset(module.source_file(f.file)),
            first_row,
            f.rows.len() as u32,
            0,
        ];
        for word in fields {
            entries.extend_from_slice(&word.to_le_bytes());
        }
        for &(offset, loc) in &f.rows {
            for word in [offset, loc.line, loc.col] {
                rows.extend_from_slice(&word.to_le_bytes());
            }
        }
        first_row += f.rows.len() as u32;
    }
    let mut bytes = header;
    bytes.extend(entries);
    bytes.extend(rows);
    bytes.extend(strings.bytes);
    Table { bytes, text_addresses, init_pointer: 32 }
}

/// NUL-terminated strings, each stored once.
#[derive(Default)]
struct Strings {
    bytes: Vec<u8>,
    offsets: HashMap<String, u32>,
}

impl Strings {
    fn offset(&mut self, s: &str) -> u32 {
        if let Some(&o) = self.offsets.get(s) {
            return o;
        }
        let o = self.bytes.len() as u32;
        self.bytes.extend_from_slice(s.as_bytes());
        self.bytes.push(0);
        self.offsets.insert(s.to_string(), o);
        o
    }
}

/// Add the table for `functions` (placed in section `text`) to `obj`.
pub fn add_table(obj: &mut Object<'_>, text: SectionId, module: &Module, functions: &[FunctionLines], kinds: u32) {
    let table = build(module, functions, kinds);
    let segment = obj.segment_name(StandardSegment::Data).to_vec();
    let section = obj.add_section(segment, SECTION_NAME.as_bytes().to_vec(), SectionKind::ReadOnlyData);
    let offset = obj.append_section_data(section, &table.bytes, 8);
    obj.add_symbol(Symbol {
        name: TABLE_SYMBOL.as_bytes().to_vec(),
        value: offset,
        size: table.bytes.len() as u64,
        kind: SymbolKind::Data,
        scope: SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    let init = super::elf::add_undefined_text_symbol(obj, INIT_SYMBOL);
    let text_symbol = obj.section_symbol(text);
    let absolute = RelocationFlags::Elf { r_type: elf::R_X86_64_64 };
    let mut relocate = |at: usize, symbol, addend: u64| {
        let r = Relocation { offset: offset + at as u64, symbol, addend: addend as i64, flags: absolute };
        obj.add_relocation(section, r).expect("ELF supports R_X86_64_64");
    };
    relocate(table.init_pointer, init, 0);
    for &(at, text_offset) in &table.text_addresses {
        relocate(at, text_symbol, text_offset);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::SrcLoc;

    #[test]
    fn layout_matches_the_documented_format() {
        let mut module = Module::new("prog.wend");
        module.source_files = vec!["prog.wend".into(), "<stdlib>/prelude.wend".into()];
        let at = |line, col| SrcLoc::new(line, col);
        let f = |name: &str, file, start, rows: Vec<(u32, SrcLoc)>| FunctionLines {
            name: name.into(),
            file,
            decl: rows[0].1,
            text_offset: start,
            size: 48,
            rows,
            func: crate::ir::FuncId::new(0),
            var_homes: Vec::new(),
            var_ranges: Vec::new(),
            frame_steps: Vec::new(),
        };
        let functions =
            vec![f("main", 0, 0, vec![(0, at(1, 1)), (9, at(2, 5))]), f("std.abs", 1, 48, vec![(0, at(6, 1))])];
        let t = build(&module, &functions, 0b11011);
        let word = |at: usize| u32::from_le_bytes(t.bytes[at..at + 4].try_into().unwrap());
        assert_eq!((word(0), word(4), word(8), word(12)), (MAGIC, 1, 0b11011, 2));
        let (funcs, rows, strings) = (word(16) as usize, word(20) as usize, word(24) as usize);
        assert_eq!((funcs, rows, strings), (40, 40 + 64, 40 + 64 + 36));
        let string = |off: u32| {
            let s = &t.bytes[strings + off as usize..];
            String::from_utf8(s[..s.iter().position(|&b| b == 0).unwrap()].to_vec()).unwrap()
        };
        // The second function: name, file, first row, row count.
        let g = funcs + FUNCTION_SIZE;
        assert_eq!(
            (word(g + 8), string(word(g + 12)), string(word(g + 16))),
            (48, "std.abs".into(), "<stdlib>/prelude.wend".into())
        );
        assert_eq!((word(g + 20), word(g + 24)), (2, 1));
        assert_eq!((word(rows + 12), word(rows + 16), word(rows + 20)), (9, 2, 5));
        assert_eq!(t.text_addresses, vec![(funcs, 0), (g, 48)]);
        assert_eq!(t.init_pointer, 32);
    }
}
