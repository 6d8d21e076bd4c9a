//! The `-S` listing: GNU assembler source for a module, in AT&T syntax or,
//! with `-masm=intel`, in Intel syntax (`.intel_syntax noprefix`, which
//! GNU as reads as well).
//!
//! The listing is produced from the encoded machine code, not from the
//! MIR, so it shows exactly what the object contains: each function's bytes
//! are decoded with iced-x86 and printed with its `GasFormatter` (or
//! `IntelFormatter`). A
//! `SymbolResolver` turns the operands that the object file expresses as
//! relocations back into symbol names (`call wend_print_int`,
//! `leaq .str.0(%rip), %r10`) and in-function branch targets into block
//! labels (`.LBB<function>_<block>`, local to the assembler). Symbol names
//! that are not plain assembler identifiers (wend paths such as
//! `main.f(int,bool)`) are quoted, which GNU as accepts.
//!
//! Loops the emitter aligned start with `.p2align 4` in place of the
//! padding `nop`s in front of them.
//!
//! Vector constants are listed in `.rodata` after the strings, entry k of
//! function f as `.LCPIf_k` (aligned with `.p2align`, written with
//! `.byte`), and instructions read them as `.LCPIf_k(%rip)`.
//!
//! With the source texts ([`ListingOptions`], always from `wendc -S`), the
//! instructions of each new source line follow `# N: <line N, trimmed>`;
//! with `-g`, `.file N "name"` directives at the top and `.loc FILE LINE
//! COL` before the instructions of each new position make `as` build the
//! DWARF line table. The positions are the ones the object's line table
//! has (the declaration for the prologue, then the encoder's rows).
//!
//! The listing is meant to be re-assembled: `as` + the runtime gives a
//! program that behaves like the one linked from the direct object (`as`
//! may choose different branch sizes or shorter equivalent encodings, so
//! the bytes can differ).

use std::collections::BTreeMap;
use std::fmt::Write;

use iced_x86::{
    Decoder, DecoderOptions, Formatter, GasFormatter, Instruction, IntelFormatter, MemorySizeOptions, OpKind,
    SymbolResolver, SymbolResult,
};

use super::elf::constant_symbol_name;
use crate::backend::emit::EncodedFunction;
use crate::backend::mir::Symbol;
use crate::ir::{Module, SrcLoc};

/// What a listing shows besides the code, and of which functions.
#[derive(Clone, Debug, Default)]
pub struct ListingOptions {
    /// The text of each source file (by `Function::file`). When given,
    /// the instructions of each new source line are preceded by the comment
    /// `# N: <line N, trimmed>`, as `objdump -S` interleaves source.
    pub sources: Vec<String>,
    /// Write `.file` and `.loc` directives (`-S -g`), so that `as` builds
    /// the DWARF line table of the listing.
    pub line_directives: bool,
    /// List only the function of this name (`--filter`).
    pub only: Option<String>,
    /// AT&T (the default, as gcc and clang) or Intel syntax (`-masm=`).
    pub syntax: AsmSyntax,
}

/// The assembler syntax of a listing (`-masm=att|intel`, as gcc and
/// clang name it).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum AsmSyntax {
    #[default]
    Att,
    Intel,
}

impl AsmSyntax {
    pub fn parse(name: &str) -> Option<AsmSyntax> {
        match name {
            "att" => Some(AsmSyntax::Att),
            "intel" => Some(AsmSyntax::Intel),
            _ => None,
        }
    }
}

impl ListingOptions {
    /// Whether the listing needs the code's source positions.
    pub fn wants_positions(&self) -> bool {
        !self.sources.is_empty() || self.line_directives
    }
}

/// The assembler listing of `module`, whose defined functions were encoded
/// into `functions`.
pub fn render(module: &Module, functions: &[EncodedFunction]) -> String {
    render_with(module, functions, &ListingOptions::default())
}

/// [`render`], with what `options` add.
pub fn render_with(module: &Module, functions: &[EncodedFunction], options: &ListingOptions) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# wendc listing of {}", comment_text(&module.source_name));
    if options.syntax == AsmSyntax::Intel {
        out.push_str("\t.intel_syntax noprefix\n");
    }
    if options.line_directives {
        render_file_directives(&mut out, module);
    }
    out.push_str("\t.text\n");
    let sources: Vec<Vec<&str>> = options.sources.iter().map(|text| text.lines().collect()).collect();
    let listed: Vec<&EncodedFunction> = functions
        .iter()
        .filter(|f| options.only.as_ref().is_none_or(|name| module.function(f.func).name == *name))
        .collect();
    for f in &listed {
        let positions = SourcePositions { sources: &sources, line_directives: options.line_directives };
        render_function(&mut out, module, f, &positions, options.syntax);
    }
    render_strings(&mut out, module);
    render_constants(&mut out, listed.into_iter());
    out.push_str("\n\t.section\t.note.GNU-stack,\"\",@progbits\n");
    out
}

/// `.file N "name"` for each source file: file N is `Function::file`
/// N - 1 (DWARF 4 and `as` number files from 1).
fn render_file_directives(out: &mut String, module: &Module) {
    let count = module.source_files.len().max(1);
    for index in 0..count {
        let name = module.source_file(index as u32);
        let _ = writeln!(out, "\t.file\t{} \"{}\"", index + 1, escape_ascii(name.as_bytes()));
    }
}

/// How one function's instructions are tied to the source.
struct SourcePositions<'a> {
    /// The lines of each source file; empty: no source comments.
    sources: &'a [Vec<&'a str>],
    line_directives: bool,
}

impl SourcePositions<'_> {
    fn wanted(&self) -> bool {
        !self.sources.is_empty() || self.line_directives
    }

    /// The lines before the first instruction at a new position `loc`
    /// (`previous_line`: the line of the position before, if any).
    fn render(&self, out: &mut String, file: u32, loc: SrcLoc, previous_line: Option<u32>) {
        if loc.line == 0 {
            return;
        }
        if previous_line != Some(loc.line) {
            let text = self.sources.get(file as usize).and_then(|lines| lines.get(loc.line as usize - 1));
            if let Some(text) = text {
                let _ = writeln!(out, "# {}: {}", loc.line, comment_text(text.trim()));
            }
        }
        if self.line_directives {
            let _ = writeln!(out, "\t.loc\t{} {} {}", file + 1, loc.line, loc.col);
        }
    }
}

/// Where the source position changes in `f`: the declaration's position for
/// the prologue, then the encoder's line table (as the DWARF line program
/// has them).
fn position_rows(module: &Module, f: &EncodedFunction) -> Vec<(u64, SrcLoc)> {
    let decl = module.function(f.func).loc.unwrap_or(SrcLoc::new(0, 0));
    let mut rows = vec![(0u64, decl)];
    for &(offset, loc) in &f.line_table {
        match rows.last_mut() {
            Some(last) if last.0 == u64::from(offset) => last.1 = loc,
            Some(last) if last.1 == loc => {}
            _ => rows.push((u64::from(offset), loc)),
        }
    }
    rows
}

/// The label of block `block` of function `func` (local to the assembler).
pub fn block_label(f: &EncodedFunction, block: usize) -> String {
    format!(".LBB{}_{}", f.func.index(), block)
}

/// The formatter of `syntax`, set up so that GNU as reads back what it
/// prints: symbols through `resolver`, `sym(%rip)` / `[rip+sym]` rather
/// than absolute addresses (which would need another relocation and break
/// position-independent links), decimal and signed immediates, and in
/// Intel syntax the operand size of every memory operand (`dword ptr`),
/// which as needs where the registers do not say it.
fn formatter(syntax: AsmSyntax, resolver: FunctionSymbols) -> Box<dyn Formatter> {
    let mut formatter: Box<dyn Formatter> = match syntax {
        AsmSyntax::Att => {
            let mut gas = GasFormatter::with_options(Some(Box::new(resolver)), None);
            gas.options_mut().set_gas_show_mnemonic_size_suffix(true);
            Box::new(gas)
        }
        AsmSyntax::Intel => {
            let mut intel = IntelFormatter::with_options(Some(Box::new(resolver)), None);
            intel.options_mut().set_memory_size_options(MemorySizeOptions::Always);
            Box::new(intel)
        }
    };
    let options = formatter.options_mut();
    options.set_space_after_operand_separator(true);
    options.set_show_branch_size(false);
    options.set_rip_relative_addresses(true);
    options.set_number_base(iced_x86::NumberBase::Decimal);
    options.set_signed_immediate_operands(true);
    formatter
}

fn render_function(
    out: &mut String,
    module: &Module,
    f: &EncodedFunction,
    positions: &SourcePositions,
    syntax: AsmSyntax,
) {
    let name = asm_symbol(&module.function(f.func).name);
    let _ = write!(out, "\n\t.p2align\t4, 0xcc\n\t.globl\t{name}\n\t.type\t{name}, @function\n{name}:\n");
    let _ = writeln!(out, "\t# frame: {} bytes", f.frame_size);
    for (offset, slot) in &f.named_slots {
        let address = match syntax {
            AsmSyntax::Att => format!("{offset}(%rbp)"),
            AsmSyntax::Intel => format!("[rbp{offset:+}]"),
        };
        let _ = writeln!(out, "\t#   {address}\t%{}", comment_text(slot));
    }
    let labels = block_labels(f);
    let mut relocs: Vec<(u64, String, i64)> =
        f.relocs.iter().map(|r| (u64::from(r.offset), reloc_target_name(module, f, r.target), r.addend)).collect();
    relocs.sort_by_key(|r| r.0);
    let resolver = FunctionSymbols {
        branch_targets: labels.iter().map(|(&offset, names)| (offset, names[0].0.clone())).collect(),
        relocs,
    };
    let mut formatter = formatter(syntax, resolver);
    let mut decoder = Decoder::with_ip(64, &f.code, 0, DecoderOptions::NONE);
    let mut instr = Instruction::default();
    let mut text = String::new();
    let rows = if positions.wanted() { position_rows(module, f) } else { Vec::new() };
    let mut next_row = 0;
    let mut current_line = None;
    let file = module.function(f.func).file;
    // The padding in front of an aligned loop is listed as the directive
    // that makes it (`as` picks its own nops), not as the nops.
    let padding: BTreeMap<u64, u64> =
        f.loop_padding.iter().map(|&(at, bytes)| (u64::from(at - bytes), u64::from(at))).collect();
    while decoder.can_decode() {
        decoder.decode_out(&mut instr);
        assert!(!instr.is_invalid(), "emitted code does not decode at offset {}", instr.ip());
        if let Some(&loop_start) = padding.get(&instr.ip()) {
            let bytes = loop_start - instr.ip();
            let _ = writeln!(
                out,
                "\t.p2align\t4\t\t\t# loop start: {bytes} byte{} of nop",
                if bytes == 1 { "" } else { "s" }
            );
        }
        if padding.range(..=instr.ip()).next_back().is_some_and(|(_, &loop_start)| instr.ip() < loop_start) {
            continue;
        }
        for (label, block_name) in labels.get(&instr.ip()).into_iter().flatten() {
            let _ = writeln!(out, "{label}:\t\t\t\t# %{}", comment_text(block_name));
        }
        // The last position that starts at or before this instruction.
        let mut new_position = None;
        while next_row < rows.len() && rows[next_row].0 <= instr.ip() {
            new_position = Some(rows[next_row].1);
            next_row += 1;
        }
        if let Some(loc) = new_position {
            positions.render(out, file, loc, current_line);
            current_line = Some(loc.line);
        }
        text.clear();
        formatter.format(&instr, &mut text);
        let _ = writeln!(out, "\t{text}");
    }
    let _ = writeln!(out, "\t.size\t{name}, .-{name}");
}

/// Block labels by code offset (several empty blocks may share one).
fn block_labels(f: &EncodedFunction) -> BTreeMap<u64, Vec<(String, String)>> {
    let mut labels: BTreeMap<u64, Vec<(String, String)>> = BTreeMap::new();
    for (b, &offset) in f.block_offsets.iter().enumerate() {
        let name = f.block_names.get(b).cloned().unwrap_or_default();
        labels.entry(u64::from(offset)).or_default().push((block_label(f, b), name));
    }
    labels
}

fn reloc_target_name(module: &Module, f: &EncodedFunction, target: Symbol) -> String {
    match target {
        Symbol::Function(f) => asm_symbol(&module.function(f).name),
        Symbol::Global(g) => asm_symbol(&module.global(g).name),
        Symbol::Constant(k) => constant_symbol_name(f.func, k as usize),
    }
}

/// Resolves relocated operands and branch targets of one function.
struct FunctionSymbols {
    branch_targets: BTreeMap<u64, String>,
    /// (offset of the relocated field, symbol, addend) of each relocation,
    /// by offset (an instruction's is found by binary search).
    relocs: Vec<(u64, String, i64)>,
}

impl SymbolResolver for FunctionSymbols {
    fn symbol(
        &mut self,
        instruction: &Instruction,
        _operand: u32,
        instruction_operand: Option<u32>,
        address: u64,
        _address_size: u32,
    ) -> Option<SymbolResult<'_>> {
        let kind = instruction.op_kind(instruction_operand?);
        let is_rip_memory = kind == OpKind::Memory && instruction.is_ip_rel_memory_operand();
        if kind != OpKind::NearBranch64 && !is_rip_memory {
            return None;
        }
        let range = instruction.ip()..instruction.next_ip();
        let first = self.relocs.partition_point(|(offset, ..)| *offset < range.start);
        if let Some((field, name, addend)) = self.relocs.get(first).filter(|(offset, ..)| range.contains(offset)) {
            // The addend is `offset from the symbol - (end of instruction -
            // field)` (see `emit`); the assembler derives the second part
            // itself, so only the offset from the symbol is written.
            let from_symbol = addend + (instruction.next_ip() - field) as i64;
            let text = match from_symbol {
                0 => name.clone(),
                d => format!("{name}{d:+}"),
            };
            return Some(SymbolResult::with_string(address, text));
        }
        if kind == OpKind::NearBranch64 {
            let label = self.branch_targets.get(&address)?;
            return Some(SymbolResult::with_string(address, label.clone()));
        }
        None
    }
}

fn render_strings(out: &mut String, module: &Module) {
    let mut globals = module.globals().peekable();
    if globals.peek().is_none() {
        return;
    }
    out.push_str("\n\t.section\t.rodata\n");
    for (_, g) in globals {
        let name = asm_symbol(&g.name);
        let _ = writeln!(out, "\t.type\t{name}, @object\n\t.size\t{name}, {}\n{name}:", g.bytes.len());
        for chunk in g.bytes.chunks(64) {
            let _ = writeln!(out, "\t.ascii\t\"{}\"", escape_ascii(chunk));
        }
    }
}

fn render_constants<'a>(out: &mut String, functions: impl Iterator<Item = &'a EncodedFunction> + Clone) {
    if functions.clone().all(|f| f.constants.is_empty()) {
        return;
    }
    out.push_str("\n\t.section\t.rodata\n");
    for f in functions {
        for (k, constant) in f.constants.iter().enumerate() {
            let name = constant_symbol_name(f.func, k);
            let _ = writeln!(out, "\t.p2align\t{}\n{name}:", constant.align.trailing_zeros());
            for chunk in constant.bytes.chunks(16) {
                let bytes: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
                let _ = writeln!(out, "\t.byte\t{}", bytes.join(", "));
            }
        }
    }
}

/// A symbol name as GNU as accepts it: bare when it is an identifier,
/// otherwise in double quotes.
pub fn asm_symbol(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if plain {
        return name.to_string();
    }
    let mut quoted = String::from("\"");
    for c in name.chars() {
        if matches!(c, '"' | '\\') {
            quoted.push('\\');
        }
        quoted.push(c);
    }
    quoted.push('"');
    quoted
}

/// Bytes for a `.ascii` string: printable ASCII as is, the rest as octal.
fn escape_ascii(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s
}

/// Text safe inside a `#` comment (one line).
fn comment_text(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wend_paths_are_quoted_and_plain_names_are_not() {
        assert_eq!(asm_symbol("main"), "main");
        assert_eq!(asm_symbol("main.sopfr.sopfr_aux"), "main.sopfr.sopfr_aux");
        assert_eq!(asm_symbol(".str.3"), ".str.3");
        assert_eq!(asm_symbol("main.f(int,bool)"), "\"main.f(int,bool)\"");
        assert_eq!(asm_symbol("a\"b"), "\"a\\\"b\"");
    }

    #[test]
    fn string_bytes_are_escaped_for_ascii_directives() {
        assert_eq!(escape_ascii(b"a\"\\\0\n\xc3\xa9z"), "a\\\"\\\\\\000\\012\\303\\251z");
    }
}
