//! DWARF debugging information for `-g`, encoded with gimli's write API
//! (DWARF 4, 32-bit format; the encoding is gimli's, what goes in is ours).
//!
//! - `.debug_line`: one sequence per function, a row wherever the source
//!   position changes (`srcmap`), each a statement boundary, so `gdb` can
//!   `break prog.wend:12` and `addr2line` maps addresses to wend lines;
//! - `.debug_info` + `.debug_abbrev` (+ `.debug_str`): one compile unit
//!   (name, directory, producer, the range of `.text`) with a
//!   `DW_TAG_subprogram` per function (its wend path as name, declaration,
//!   address range, result type, `DW_AT_frame_base` = `DW_OP_reg6`: every
//!   function keeps rbp as its frame pointer), so debuggers show wend
//!   function names; under it a parameter or variable entry per variable
//!   of `ir::debuginfo`, then per captured variable of an enclosing
//!   function (`add_variables`; types: `Types`);
//! - `.debug_loc` (DWARF 4 location lists, offsets from the compile unit's
//!   base, the start of `.text`);
//! - inlined calls (`ir::InlinedCall`): a `DW_TAG_inlined_subroutine` per
//!   call the inliner replaced, referring to an abstract `DW_TAG_subprogram`
//!   of the callee (`add_inlined_calls`), so gdb shows inlined calls as
//!   frames and breaks on an inlined function's name;
//! - `.debug_frame`: call-frame information, one FDE per function from its
//!   `emit::FrameStep`s (`build_frames`), so `bt` and `up` find the
//!   callee-saved registers of outer frames.
//!
//! **Locations** are claimed only where they are right; elsewhere a
//! variable has none and gdb prints `<optimized out>`. At `-O0` every
//! variable is in memory for the whole call (`home_expression`). With
//! passes the driver drops those homes (`Module::drop_debug_homes`), and in
//! functions that are not recursive, never in inlined copies, three kinds
//! are located in the allocated code: parameters never assigned nor
//! captured (`regalloc::debug_values`), variables only top-level statements
//! assign (`ir::DebugValue`), and uncaptured variables a loop or an `if`
//! assigns (`passes::mem2reg::debug_points`); see `add_variables`. The rest
//! (inlined copies, captured variables, arrays, the copies unrolling and
//! vectorizing make of loop bodies) is `<optimized out>`.
//!
//! Addresses and cross-section offsets are relocations, written by the
//! `object` crate: R_X86_64_64 against `.text` for code addresses, and
//! R_X86_64_32 against the debug section for offsets into it.

use gimli::write::{
    Address, AttributeValue, CallFrameInstruction, CommonInformationEntry, DwarfUnit, EndianVec, Expression, FileId,
    FrameDescriptionEntry, FrameTable, LineProgram, LineString, Location, LocationList, Range, RangeList,
    RelocateWriter, Relocation, RelocationTarget, Sections, UnitEntryId,
};
use gimli::{constants, Encoding, Format, LineEncoding, LittleEndian, SectionId as DwarfSection};
use object::write::{Object, SectionId, StandardSegment};
use object::{elf, RelocationFlags, SectionKind};

use super::srcmap::FunctionLines;
use crate::backend::emit::FrameStep;
use crate::backend::mir::{FrameHome, Gpr, PReg, VarLoc};
use crate::ir::{DebugType, Module};

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
    build_frames(functions)
        .write_debug_frame(&mut sections.debug_frame)
        .unwrap_or_else(|e| panic!("encoding DWARF call-frame information failed: {e}"));

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
    // mangling, C expressions in gdb) are the closest (see the header).
    cu.set(constants::DW_AT_language, AttributeValue::Language(constants::DW_LANG_C99));
    cu.set(constants::DW_AT_name, AttributeValue::String(module.source_name.as_bytes().to_vec()));
    cu.set(constants::DW_AT_comp_dir, AttributeValue::String(info.comp_dir.as_bytes().to_vec()));
    cu.set(constants::DW_AT_low_pc, AttributeValue::Address(Address::Symbol { symbol: TEXT, addend: 0 }));
    cu.set(constants::DW_AT_high_pc, AttributeValue::Udata(text_size));
    let mut types = Types::default();
    let mut abstracts = Abstracts::default();
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
        sub.set(constants::DW_AT_frame_base, AttributeValue::Exprloc(frame_base()));
        sub.set(constants::DW_AT_prototyped, AttributeValue::Flag(true));
        if let Some(ret) = result_type(module.function(f.func)) {
            let ty = types.get(&mut dwarf, ret);
            dwarf.unit.get_mut(id).set(constants::DW_AT_type, AttributeValue::UnitRef(ty));
        }
        add_variables(&mut dwarf, &mut types, id, module, f, &files);
        add_inlined_calls(&mut dwarf, &mut types, &mut abstracts, id, module, f, &files);
    }
    dwarf
}

/// The code ranges of each scope of `f` (see `ir::SrcLoc::scope`), by
/// scope: those of its rows and of the rows of the calls inlined into it,
/// as `[start, end)` offsets from the function's start, in order,
/// adjacent ones merged.
fn scope_ranges(func: &crate::ir::Function, f: &FunctionLines) -> Vec<Vec<(u64, u64)>> {
    let mut ranges: Vec<Vec<(u64, u64)>> = vec![Vec::new(); func.inlined.len() + 1];
    for (i, &(start, loc)) in f.rows.iter().enumerate() {
        let end = f.rows.get(i + 1).map_or(f.size, |&(next, _)| u64::from(next));
        let mut scope = loc.scope as usize;
        while scope != 0 {
            let list = &mut ranges[scope];
            match list.last_mut() {
                Some(last) if last.1 == u64::from(start) => last.1 = end,
                _ => list.push((u64::from(start), end)),
            }
            scope = func.inlined[scope - 1].call.map_or(0, |call| call.scope as usize);
        }
    }
    ranges
}

/// A `DW_TAG_inlined_subroutine` (under `sub`, or under the one of the
/// inlined code it was called from) for every inlined call of `f` that
/// has code left, with the call's position, its code ranges and the
/// callee's variables (without locations: `<optimized out>`), each
/// referring to the callee's abstract entry. Debuggers then show inlined
/// calls as frames of their own, with their wend names.
///
/// An inlined call is an `ir::InlinedCall`, whose code carries the call's
/// `SrcLoc::scope` through every pass; its entry has the call's file, line
/// and column and the code ranges of its scope's line rows (`scope_ranges`;
/// `.debug_ranges` when there are several: unrolled or duplicated copies).
/// Its abstract origin has `DW_AT_inline` (`Abstracts`).
fn add_inlined_calls(
    dwarf: &mut DwarfUnit,
    types: &mut Types,
    abstracts: &mut Abstracts,
    sub: UnitEntryId,
    module: &Module,
    f: &FunctionLines,
    files: &[FileId],
) {
    let func = module.function(f.func);
    if func.inlined.is_empty() {
        return;
    }
    let ranges = scope_ranges(func, f);
    let mut entries: Vec<Option<UnitEntryId>> = vec![None; func.inlined.len() + 1];
    entries[0] = Some(sub);
    // A call's scope comes before the scopes of the calls inlined into it.
    for (index, inlined) in func.inlined.iter().enumerate() {
        let scope = index + 1;
        let Some(&(first_start, first_end)) = ranges[scope].first() else { continue };
        let parent = entries[inlined.call.map_or(0, |call| call.scope as usize)]
            .expect("a call's code contains the code inlined into it");
        let (origin, variables) = abstracts.get(dwarf, types, module, inlined.callee, files);
        let id = dwarf.unit.add(parent, constants::DW_TAG_inlined_subroutine);
        let e = dwarf.unit.get_mut(id);
        e.set(constants::DW_AT_abstract_origin, AttributeValue::UnitRef(origin));
        if let Some(call) = inlined.call {
            e.set(constants::DW_AT_call_file, AttributeValue::FileIndex(Some(files[f.file as usize])));
            e.set(constants::DW_AT_call_line, AttributeValue::Udata(u64::from(call.line)));
            e.set(constants::DW_AT_call_column, AttributeValue::Udata(u64::from(call.col)));
        }
        if ranges[scope].len() == 1 {
            let low = Address::Symbol { symbol: TEXT, addend: (f.text_offset + first_start) as i64 };
            e.set(constants::DW_AT_low_pc, AttributeValue::Address(low));
            e.set(constants::DW_AT_high_pc, AttributeValue::Udata(first_end - first_start));
        } else {
            let list = ranges[scope]
                .iter()
                .map(|&(start, end)| Range::OffsetPair { begin: f.text_offset + start, end: f.text_offset + end })
                .collect();
            let list = dwarf.unit.ranges.add(RangeList(list));
            dwarf.unit.get_mut(id).set(constants::DW_AT_ranges, AttributeValue::RangeListRef(list));
        }
        for (var, origin) in variables {
            let child = dwarf.unit.add(id, var);
            dwarf.unit.get_mut(child).set(constants::DW_AT_abstract_origin, AttributeValue::UnitRef(origin));
        }
        entries[scope] = Some(id);
    }
}

/// The abstract `DW_TAG_subprogram` of each inlined function (made on
/// first use): its name, declaration, result type and variables, which
/// the inlined calls' entries refer to.
#[derive(Default)]
struct Abstracts {
    made: std::collections::HashMap<crate::ir::FuncId, (UnitEntryId, Vec<(gimli::DwTag, UnitEntryId)>)>,
}

impl Abstracts {
    /// The entry of `callee` and (tag, entry) of each of its variables.
    fn get(
        &mut self,
        dwarf: &mut DwarfUnit,
        types: &mut Types,
        module: &Module,
        callee: crate::ir::FuncId,
        files: &[FileId],
    ) -> (UnitEntryId, Vec<(gimli::DwTag, UnitEntryId)>) {
        if let Some((id, vars)) = self.made.get(&callee) {
            return (*id, vars.clone());
        }
        let func = module.function(callee);
        let root = dwarf.unit.root();
        let id = dwarf.unit.add(root, constants::DW_TAG_subprogram);
        let file = files.get(func.file as usize).or(files.first()).copied();
        let e = dwarf.unit.get_mut(id);
        e.set(constants::DW_AT_name, AttributeValue::String(func.name.as_bytes().to_vec()));
        e.set(constants::DW_AT_decl_file, AttributeValue::FileIndex(file));
        e.set(constants::DW_AT_decl_line, AttributeValue::Udata(u64::from(func.loc.map_or(0, |l| l.line))));
        e.set(constants::DW_AT_external, AttributeValue::Flag(true));
        e.set(constants::DW_AT_prototyped, AttributeValue::Flag(true));
        e.set(constants::DW_AT_inline, AttributeValue::Inline(constants::DW_INL_inlined));
        if let Some(ret) = result_type(func) {
            let ty = types.get(dwarf, ret);
            dwarf.unit.get_mut(id).set(constants::DW_AT_type, AttributeValue::UnitRef(ty));
        }
        let vars: Vec<(gimli::DwTag, UnitEntryId)> =
            func.debug_vars.iter().map(|var| add_variable_entry(dwarf, types, id, var, files)).collect();
        self.made.insert(callee, (id, vars.clone()));
        (id, vars)
    }
}

/// The wend result type of `func` (`main` returns nothing in wend,
/// whatever the IR says).
fn result_type(func: &crate::ir::Function) -> Option<DebugType> {
    match func.ret_ty {
        crate::ir::Type::I32 if func.name != "main" => Some(DebugType::Int),
        crate::ir::Type::I1 => Some(DebugType::Bool),
        _ => None,
    }
}

/// The call-frame information (`.debug_frame`): one CIE for the state at
/// a function's first instruction (the return address at rsp, which is
/// the canonical frame address minus 8), and an FDE per function replaying
/// its `frame_steps`, so a debugger finds every caller's registers
/// (callee-saved ones included, from where the prologue pushed them) at
/// every instruction, prologue and epilogues included.
///
/// Debuggers could unwind the classic `push rbp; mov rbp, rsp` frame by
/// prologue analysis, but could not find the callee-saved registers of
/// outer frames; with this table, `bt` and `up` print an argument that an
/// outer frame keeps in one.
fn build_frames(functions: &[FunctionLines]) -> FrameTable {
    use gimli::X86_64 as R;
    let encoding = Encoding { format: Format::Dwarf32, version: 4, address_size: 8 };
    let mut cie = CommonInformationEntry::new(encoding, 1, -8, R::RA);
    cie.add_instruction(CallFrameInstruction::Cfa(R::RSP, 8));
    cie.add_instruction(CallFrameInstruction::Offset(R::RA, -8));
    let mut table = FrameTable::default();
    let cie = table.add_cie(cie);
    for f in functions {
        let start = Address::Symbol { symbol: TEXT, addend: f.text_offset as i64 };
        let mut fde = FrameDescriptionEntry::new(start, f.size as u32);
        for &(offset, step) in &f.frame_steps {
            for instruction in frame_instructions(step) {
                // Nothing follows the last `ret`: no state to restore.
                if offset < f.size as u32 || step != FrameStep::Returned {
                    fde.add_instruction(offset, instruction);
                }
            }
        }
        table.add_fde(cie, fde);
    }
    table
}

/// The rules that change at a frame step (`frame` has the layout: the
/// canonical frame address, CFA, is rbp + 16 once rbp is set).
fn frame_instructions(step: FrameStep) -> Vec<CallFrameInstruction> {
    use gimli::X86_64 as R;
    match step {
        FrameStep::PushedRbp => vec![CallFrameInstruction::CfaOffset(16), CallFrameInstruction::Offset(R::RBP, -16)],
        FrameStep::FramePointerSet => vec![CallFrameInstruction::CfaRegister(R::RBP)],
        FrameStep::Saved { reg, index } => {
            let PReg::Gpr(g) = reg else { panic!("{reg:?} is not a general-purpose register") };
            vec![CallFrameInstruction::Offset(dwarf_register(g), -16 - 8 * (index as i32 + 1))]
        }
        // The epilogue's rules last until its `ret`; the body's come back
        // after it.
        FrameStep::EpilogueStarts => vec![CallFrameInstruction::RememberState],
        // The saved registers are back too (popped before rbp), and their
        // saved copies are still where the rules say.
        FrameStep::RbpRestored => vec![CallFrameInstruction::Cfa(R::RSP, 8), CallFrameInstruction::Restore(R::RBP)],
        FrameStep::Returned => vec![CallFrameInstruction::RestoreState],
    }
}

/// `DW_OP_reg6`: the frame base is rbp, which every function keeps.
fn frame_base() -> Expression {
    let mut e = Expression::new();
    e.op_reg(gimli::X86_64::RBP);
    e
}

/// The `DW_TAG_base_type`s and `DW_TAG_array_type`s, made on first use.
///
/// `int` is `DW_ATE_signed`, 4 bytes; `bool` is `DW_ATE_boolean`, 1 byte
/// (isel stores an `i1` as one byte holding 0 or 1, and keeps it
/// zero-extended in registers); `int[N]`/`bool[N]` is a
/// `DW_TAG_array_type` of those with a `DW_TAG_subrange_type` of
/// `DW_AT_count` N, so `p a` and `p a[3]` work.
#[derive(Default)]
struct Types {
    int: Option<UnitEntryId>,
    bool: Option<UnitEntryId>,
    arrays: Vec<(DebugType, UnitEntryId)>,
}

impl Types {
    fn get(&mut self, dwarf: &mut DwarfUnit, ty: DebugType) -> UnitEntryId {
        let root = dwarf.unit.root();
        match ty {
            DebugType::Int | DebugType::Bool => {
                let is_bool = ty == DebugType::Bool;
                let slot = if is_bool { &mut self.bool } else { &mut self.int };
                *slot.get_or_insert_with(|| {
                    let id = dwarf.unit.add(root, constants::DW_TAG_base_type);
                    let e = dwarf.unit.get_mut(id);
                    // int: 32-bit two's complement; bool: one byte, 0 or 1
                    // (how isel stores an i1).
                    let (name, encoding, size) = if is_bool {
                        ("bool", constants::DW_ATE_boolean, 1)
                    } else {
                        ("int", constants::DW_ATE_signed, 4)
                    };
                    e.set(constants::DW_AT_name, AttributeValue::String(name.as_bytes().to_vec()));
                    e.set(constants::DW_AT_encoding, AttributeValue::Encoding(encoding));
                    e.set(constants::DW_AT_byte_size, AttributeValue::Udata(size));
                    id
                })
            }
            DebugType::Array { bool_elems, len } => {
                if let Some(&(_, id)) = self.arrays.iter().find(|(t, _)| *t == ty) {
                    return id;
                }
                let elem = self.get(dwarf, if bool_elems { DebugType::Bool } else { DebugType::Int });
                let id = dwarf.unit.add(root, constants::DW_TAG_array_type);
                dwarf.unit.get_mut(id).set(constants::DW_AT_type, AttributeValue::UnitRef(elem));
                let range = dwarf.unit.add(id, constants::DW_TAG_subrange_type);
                dwarf.unit.get_mut(range).set(constants::DW_AT_count, AttributeValue::Udata(u64::from(len)));
                self.arrays.push((ty, id));
                id
            }
        }
    }
}

/// The DWARF number of a general-purpose register.
fn dwarf_register(g: Gpr) -> gimli::Register {
    use gimli::X86_64 as R;
    match g {
        Gpr::Rax => R::RAX,
        Gpr::Rcx => R::RCX,
        Gpr::Rdx => R::RDX,
        Gpr::Rbx => R::RBX,
        Gpr::Rsp => R::RSP,
        Gpr::Rbp => R::RBP,
        Gpr::Rsi => R::RSI,
        Gpr::Rdi => R::RDI,
        Gpr::R8 => R::R8,
        Gpr::R9 => R::R9,
        Gpr::R10 => R::R10,
        Gpr::R11 => R::R11,
        Gpr::R12 => R::R12,
        Gpr::R13 => R::R13,
        Gpr::R14 => R::R14,
        Gpr::R15 => R::R15,
    }
}

/// The location expression of a variable living at `home` (at `-O0`):
/// its own alloca's frame slot (`DW_OP_fbreg off`), or its field in the
/// function's frame record (a variable nested functions capture). A
/// captured variable seen from a nested function is read through the
/// static link, which `-O0` keeps in a stack slot: `DW_OP_fbreg link;
/// DW_OP_deref` (one more `DW_OP_deref` per enclosing level, each record
/// starting with its own link) `; DW_OP_plus_uconst field`.
fn home_expression(home: FrameHome) -> Expression {
    let mut e = Expression::new();
    match home {
        FrameHome::Frame { rbp_offset } => e.op_fbreg(rbp_offset),
        FrameHome::Indirect { rbp_offset, hops, offset } => {
            e.op_fbreg(rbp_offset);
            e.op_deref();
            for _ in 0..hops {
                e.op_deref();
            }
            if offset != 0 {
                e.op_plus_uconst(offset);
            }
        }
    }
    e
}

/// The `DW_TAG_formal_parameter`s and `DW_TAG_variable`s of `f`, children
/// of its subprogram `sub`. A variable with a home has a one-entry
/// location list covering the function from the end of its prologue (the
/// second line row: by then lowering's entry code has stored every
/// parameter and zeroed every local) to its end; one without has no
/// location (`<optimized out>`).
///
/// The entries: a `DW_TAG_formal_parameter` per parameter and a
/// `DW_TAG_variable` per local (`ir::debuginfo`, filled by lowering), then
/// one per variable of an enclosing function that `f` captures (innermost
/// first; none that its own names shadow), each with name, declaration file
/// and line, type and location.
///
/// At `-O0` (homes): as with gcc and clang at -O0, only a `ret` (the
/// epilogue has restored the caller's rbp by then) would read a home
/// through the wrong frame.
///
/// With passes (the default `-O2`) passes do not keep the homes up to date,
/// so the driver drops them (`Module::drop_debug_homes`), and `f.var_ranges`
/// locate three kinds of variables, in functions that are not recursive (so
/// no pass gives a variable another value within one frame), never in
/// inlined copies:
/// - a parameter that the source never assigns and nobody captures
///   (`ir::debuginfo`) always equals its argument, and
///   `regalloc::debug_values` follows the argument through copies, spills
///   and reloads in the allocated code, over the instructions where some
///   register or spill slot holds it on every path (an argument passed on
///   the stack stays where the caller put it);
/// - a local (or an assigned parameter) that only top-level statements
///   assign, each as a whole, holds between two of them what the first
///   stored, and before the first zero (or its argument) (`ir::DebugValue`,
///   recorded by lowering by source stretches, its IR value kept up to date
///   through the passes): at each instruction whose source position such a
///   stretch covers, the variable is that constant, or wherever the
///   dataflow finds the value (from the `DebugValue` marker isel puts after
///   the value's code);
/// - a local (or an assigned parameter) that a loop or an `if` assigns, and
///   nobody captures, holds before each IR instruction what mem2reg's
///   renaming found there (`passes::mem2reg::debug_points`: a stored value
///   or a phi, kept up to date through the passes; code a pass inserts
///   before such an instruction holds the same, copies in new blocks hold
///   nothing). isel marks the code of each instruction with the set of
///   these that hold there (`MInst::DebugAt`; none at a block's start), and
///   the variable is that constant, or wherever the dataflow finds the
///   value.
fn add_variables(
    dwarf: &mut DwarfUnit,
    types: &mut Types,
    sub: UnitEntryId,
    module: &Module,
    f: &FunctionLines,
    files: &[FileId],
) {
    let func = module.function(f.func);
    let body_start = f.rows.get(1).map(|&(offset, _)| u64::from(offset));
    for (i, var) in func.debug_vars.iter().enumerate() {
        let home = f.var_homes.iter().find(|(v, _)| *v as usize == i).map(|&(_, home)| home);
        let in_registers: Vec<Location> = f
            .var_ranges
            .iter()
            .filter(|r| r.0 as usize == i)
            .map(|&(_, start, end, place)| {
                let mut e = Expression::new();
                match place {
                    VarLoc::Reg(reg) => e.op_reg(dwarf_register(reg)),
                    VarLoc::Frame { rbp_offset } => e.op_fbreg(rbp_offset),
                    VarLoc::Const(c) => {
                        e.op_consts(c);
                        e.op(constants::DW_OP_stack_value);
                    }
                }
                Location::OffsetPair {
                    begin: f.text_offset + u64::from(start),
                    end: f.text_offset + u64::from(end),
                    data: e,
                }
            })
            .collect();
        let location = home.zip(body_start).filter(|&(_, start)| start < f.size).map(|(home, start)| {
            // Offsets from the compile unit's base address, the start of
            // `.text` (DWARF 4 location lists are relative to it).
            dwarf.unit.locations.add(LocationList(vec![Location::OffsetPair {
                begin: f.text_offset + start,
                end: f.text_offset + f.size,
                data: home_expression(home),
            }]))
        });
        let location = location
            .or_else(|| (!in_registers.is_empty()).then(|| dwarf.unit.locations.add(LocationList(in_registers))));
        let (_, id) = add_variable_entry(dwarf, types, sub, var, files);
        if let Some(list) = location {
            dwarf.unit.get_mut(id).set(constants::DW_AT_location, AttributeValue::LocationListRef(list));
        }
    }
}

/// The `DW_TAG_formal_parameter` or `DW_TAG_variable` of `var` (name,
/// declaration, type; no location), a child of `parent`; returns its tag
/// and entry.
fn add_variable_entry(
    dwarf: &mut DwarfUnit,
    types: &mut Types,
    parent: UnitEntryId,
    var: &crate::ir::DebugVar,
    files: &[FileId],
) -> (gimli::DwTag, UnitEntryId) {
    let tag = if var.is_param { constants::DW_TAG_formal_parameter } else { constants::DW_TAG_variable };
    let ty = types.get(dwarf, var.ty);
    let id = dwarf.unit.add(parent, tag);
    let e = dwarf.unit.get_mut(id);
    e.set(constants::DW_AT_name, AttributeValue::String(var.name.as_bytes().to_vec()));
    let file = files.get(var.decl_file as usize).or(files.first()).copied();
    e.set(constants::DW_AT_decl_file, AttributeValue::FileIndex(file));
    e.set(constants::DW_AT_decl_line, AttributeValue::Udata(u64::from(var.decl_line)));
    e.set(constants::DW_AT_type, AttributeValue::UnitRef(ty));
    (tag, id)
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
