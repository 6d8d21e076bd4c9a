//! DWARF debugging information for `-g`, encoded with gimli's write API
//! (DWARF 4, 32-bit format; the encoding is gimli's, what goes in is ours).
//!
//! - `.debug_line`: one sequence per function, a row wherever the source
//!   position changes (`srcmap`), each a statement boundary, so `gdb` can
//!   `break prog.wend:12` and `addr2line` maps addresses to wend lines;
//! - `.debug_info` + `.debug_abbrev` (+ `.debug_str`): one compile unit
//!   (name, directory, producer, the range of `.text`) with a
//!   `DW_TAG_subprogram` per function (its wend path as name, declaration
//!   file and line, address range), so debuggers show wend function names.
//!
//! There is no call-frame information: every function keeps the classic
//! `push rbp; mov rbp, rsp` frame, which debuggers unwind through by
//! prologue analysis. Variables are not described.
//!
//! Addresses and cross-section offsets are relocations, written by the
//! `object` crate: R_X86_64_64 against `.text` for code addresses, and
//! R_X86_64_32 against the debug section for offsets into it.

use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, FileId, LineProgram, LineString, RelocateWriter, Relocation,
    RelocationTarget, Sections,
};
use gimli::{constants, Encoding, Format, LineEncoding, LittleEndian, SectionId as DwarfSection};
use object::write::{Object, SectionId, StandardSegment};
use object::{elf, RelocationFlags, SectionKind};

use super::srcmap::FunctionLines;
use crate::ir::Module;

/// `Address::Symbol` number standing for the start of `.text`.
const TEXT: usize = 0;

/// What to say about the compilation.
pub struct CompileUnitInfo<'a> {
    /// The directory the compiler ran in (file names are relative to it).
    pub comp_dir: &'a str,
    pub producer: &'a str,
}

/// Add the DWARF sections describing `functions` (in section `text`, which
/// is `text_size` bytes long) to `obj`.
pub fn add_debug_info(
    obj: &mut Object<'_>,
    text: SectionId,
    text_size: u64,
    module: &Module,
    functions: &[FunctionLines],
    info: &CompileUnitInfo<'_>,
) {
    let mut sections = Sections::new(RelocWriter::default());
    build_unit(module, functions, text_size, info)
        .write(&mut sections)
        .unwrap_or_else(|e| panic!("encoding DWARF failed: {e}"));

    // Every section first, so that relocations can name any of them.
    let mut placed: Vec<(DwarfSection, SectionId, &RelocWriter)> = Vec::new();
    let _ = sections.for_each(|id, w| -> Result<(), ()> {
        if !w.data.slice().is_empty() {
            let segment = obj.segment_name(StandardSegment::Debug).to_vec();
            let section = obj.add_section(segment, id.name().as_bytes().to_vec(), SectionKind::Debug);
            obj.set_section_data(section, w.data.slice().to_vec(), 1);
            placed.push((id, section, w));
        }
        Ok(())
    });
    let text_symbol = obj.section_symbol(text);
    for &(_, section, w) in &placed {
        for r in &w.relocs {
            let symbol = match r.target {
                RelocationTarget::Symbol(TEXT) => text_symbol,
                RelocationTarget::Symbol(other) => panic!("DWARF refers to unknown symbol {other}"),
                RelocationTarget::Section(target) => {
                    let &(_, id, _) = placed
                        .iter()
                        .find(|(s, _, _)| *s == target)
                        .unwrap_or_else(|| panic!("DWARF refers to the empty section {}", target.name()));
                    obj.section_symbol(id)
                }
            };
            let r_type = match r.size {
                8 => elf::R_X86_64_64,
                4 => elf::R_X86_64_32,
                size => panic!("no {size}-byte relocation in DWARF"),
            };
            let relocation = object::write::Relocation {
                offset: r.offset as u64,
                symbol,
                addend: r.addend,
                flags: RelocationFlags::Elf { r_type },
            };
            obj.add_relocation(section, relocation).expect("ELF supports the DWARF relocations");
        }
    }
}

fn build_unit(module: &Module, functions: &[FunctionLines], text_size: u64, info: &CompileUnitInfo<'_>) -> DwarfUnit {
    let encoding = Encoding { format: Format::Dwarf32, version: 4, address_size: 8 };
    let mut dwarf = DwarfUnit::new(encoding);
    let string = |s: &str| LineString::String(s.as_bytes().to_vec());
    let mut lines = LineProgram::new(
        encoding,
        LineEncoding::default(),
        string(info.comp_dir),
        None,
        string(&module.source_name),
        None,
    );
    let dir = lines.default_directory();
    let files: Vec<FileId> = (0..module.source_files.len().max(1) as u32)
        .map(|i| lines.add_file(string(module.source_file(i)), dir, None))
        .collect();
    for f in functions {
        lines.begin_sequence(Some(Address::Symbol { symbol: TEXT, addend: f.text_offset as i64 }));
        for (n, &(offset, loc)) in f.rows.iter().enumerate() {
            let row = lines.row();
            row.address_offset = u64::from(offset);
            row.file = files[f.file as usize];
            row.line = u64::from(loc.line);
            row.column = u64::from(loc.col);
            row.is_statement = true;
            // The first row after the one of the prologue.
            row.prologue_end = n == 1;
            lines.generate_row();
        }
        lines.end_sequence(f.size);
    }
    dwarf.unit.line_program = lines;

    let root = dwarf.unit.root();
    let cu = dwarf.unit.get_mut(root);
    cu.set(constants::DW_AT_producer, AttributeValue::String(info.producer.as_bytes().to_vec()));
    // wend has no DWARF language code; C's rules (names as they are, no
    // mangling) are the closest for debuggers.
    cu.set(constants::DW_AT_language, AttributeValue::Language(constants::DW_LANG_C99));
    cu.set(constants::DW_AT_name, AttributeValue::String(module.source_name.as_bytes().to_vec()));
    cu.set(constants::DW_AT_comp_dir, AttributeValue::String(info.comp_dir.as_bytes().to_vec()));
    cu.set(constants::DW_AT_low_pc, AttributeValue::Address(Address::Symbol { symbol: TEXT, addend: 0 }));
    cu.set(constants::DW_AT_high_pc, AttributeValue::Udata(text_size));
    for f in functions {
        let id = dwarf.unit.add(root, constants::DW_TAG_subprogram);
        let sub = dwarf.unit.get_mut(id);
        sub.set(constants::DW_AT_name, AttributeValue::String(f.name.as_bytes().to_vec()));
        sub.set(constants::DW_AT_external, AttributeValue::Flag(true));
        sub.set(constants::DW_AT_decl_file, AttributeValue::FileIndex(Some(files[f.file as usize])));
        sub.set(constants::DW_AT_decl_line, AttributeValue::Udata(u64::from(f.decl.line)));
        sub.set(
            constants::DW_AT_low_pc,
            AttributeValue::Address(Address::Symbol { symbol: TEXT, addend: f.text_offset as i64 }),
        );
        sub.set(constants::DW_AT_high_pc, AttributeValue::Udata(f.size));
    }
    dwarf
}

/// A section's bytes plus the relocations gimli asks for.
#[derive(Clone)]
struct RelocWriter {
    data: EndianVec<LittleEndian>,
    relocs: Vec<Relocation>,
}

impl Default for RelocWriter {
    fn default() -> RelocWriter {
        RelocWriter { data: EndianVec::new(LittleEndian), relocs: Vec::new() }
    }
}

impl RelocateWriter for RelocWriter {
    type Writer = EndianVec<LittleEndian>;

    fn writer(&self) -> &Self::Writer {
        &self.data
    }

    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.data
    }

    fn relocate(&mut self, relocation: Relocation) {
        self.relocs.push(relocation);
    }
}
