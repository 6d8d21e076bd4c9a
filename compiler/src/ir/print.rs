//! The IR printer: writes a module as a complete LLVM textual module.
//!
//! The output is accepted by `opt -opaque-pointers -passes=verify` and runs
//! under `lli -opaque-pointers` (LLVM 14): the declarations of functions the
//! module's [`ExternalFunctions`](super::ExternalFunctions) provider defines (for wend programs, the
//! runtime's) are replaced by the LLVM definitions it gives for them, so the
//! module is self-contained. The native build ignores those definitions and
//! links the provider's code (`runtime/`) instead. [`RuntimeIr::Extern`]
//! prints the provider's declarations of them instead, for a module that
//! `llc` compiles and that is then linked with that code
//! (`--ir-runtime=extern`). A module without a provider (IR parsed from
//! text without one) prints every declaration from its signature.
//!
//! With the source texts ([`PrintOptions::sources`]), as `wendc --emit-ir`
//! prints, each instruction that has a position ends in the comment
//! ` ; line N`, and the first instruction of a function from line N follows
//! a comment line `; N: <line N, trimmed>`. Comments are all LLVM and the
//! IR parser ignore, so the annotated text is the same module.
//!
//! Names: every value and block carries a name hint; the printer makes the
//! hints unique per function (`x`, `x.1`, `x.2`, …, in layout order) so the
//! output is deterministic and stable when unrelated code changes. Values
//! without a hint get LLVM's sequential numbers.

use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHashSet as HashSet;
use std::fmt::Write;

use super::entities::{BlockId, ValueId};
use super::function::{Function, InstKind, ValueDef};
use super::module::Module;
use super::types::Type;

pub const TARGET_TRIPLE: &str = "x86_64-pc-linux-gnu";
pub const DATA_LAYOUT: &str = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

/// How a printed module provides the functions its
/// [`externals`](Module::externals) define (for wend programs, the
/// runtime's).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum RuntimeIr {
    /// The provider's LLVM definitions of them, so that `lli` runs the
    /// module on its own (`--ir-runtime=lli`, the default).
    #[default]
    LliShims,
    /// The provider's `declare`s of them, so that the module can be compiled
    /// by `llc` and linked with the provider's code (`runtime/`) like
    /// wendc's own objects (`--ir-runtime=extern`).
    Extern,
}

/// What to print besides the IR itself, and how.
#[derive(Copy, Clone, Debug, Default)]
pub struct PrintOptions<'a> {
    /// The lines of each source file (by [`Function::file`]; see
    /// [`source_lines`]). When given, every instruction with a position is
    /// annotated with ` ; line N`, and the first instruction of a function
    /// from source line N is preceded by `; N: <that line>`. The parser
    /// drops comments, so annotated text parses back to the same module.
    pub sources: Option<&'a [Vec<&'a str>]>,
    /// How the functions the module's externals define are provided.
    pub runtime: RuntimeIr,
    /// Print only this function's definition (after the module header), as
    /// LLVM's `-filter-print-funcs` does; such text is for reading, not for
    /// `lli`.
    pub filter: Option<&'a str>,
}

/// Source texts split into lines, as [`PrintOptions::sources`] takes them
/// (split once, not per printed stage).
pub fn source_lines<'a>(texts: &[&'a str]) -> Vec<Vec<&'a str>> {
    texts.iter().map(|text| text.lines().collect()).collect()
}

/// Print the whole module, the definitions its externals give for `lli`
/// included.
pub fn print_module(module: &Module) -> String {
    print_module_with(module, RuntimeIr::LliShims)
}

/// Print the whole module, providing the functions of its externals as
/// `runtime` says.
pub fn print_module_with(module: &Module, runtime: RuntimeIr) -> String {
    print_module_opts(module, &PrintOptions { runtime, ..PrintOptions::default() })
}

/// Print the module as `options` say.
pub fn print_module_opts(module: &Module, options: &PrintOptions) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "; ModuleID = '{}'", module.source_name);
    let _ = writeln!(out, "source_filename = \"{}\"", escape_bytes(module.source_name.as_bytes()));
    let _ = writeln!(out, "target datalayout = \"{DATA_LAYOUT}\"");
    let _ = writeln!(out, "target triple = \"{TARGET_TRIPLE}\"");
    if let Some(name) = options.filter {
        print_one_function(&mut out, module, name, options.sources);
        return out;
    }

    let mut globals = module.globals().peekable();
    if globals.peek().is_some() {
        out.push('\n');
    }
    for (_, g) in globals {
        let _ = writeln!(
            out,
            "@{} = private unnamed_addr constant [{} x i8] c\"{}\", align 1",
            symbol(&g.name),
            g.bytes.len(),
            escape_bytes(&g.bytes)
        );
    }

    for (_, f) in module.functions().filter(|(_, f)| !f.is_declaration) {
        out.push('\n');
        out.push_str(&print_function_annotated(module, f, options.sources));
    }
    print_declarations(&mut out, module, options.runtime);
    out
}

/// `--filter`: the definition of the function `name`, or a comment saying
/// the stage no longer has it (a pass such as `inline` may delete it).
fn print_one_function(out: &mut String, module: &Module, name: &str, sources: Option<&[Vec<&str>]>) {
    out.push('\n');
    match module.functions().find(|(_, f)| !f.is_declaration && f.name == name) {
        Some((_, f)) => out.push_str(&print_function_annotated(module, f, sources)),
        None => {
            let _ = writeln!(out, "; no definition of @{} at this stage", symbol(name));
        }
    }
}

/// The declared functions: the externals' LLVM definitions for `lli`, or
/// their declarations, or declarations from the signatures.
fn print_declarations(out: &mut String, module: &Module, runtime: RuntimeIr) {
    // The declared functions the externals define, for `lli_definitions`.
    let mut provided: Vec<&str> = Vec::new();
    for (_, f) in module.functions().filter(|(_, f)| f.is_declaration) {
        match module.externals.filter(|x| x.provides(&f.name)) {
            Some(_) if runtime == RuntimeIr::LliShims => provided.push(&f.name),
            Some(externals) => {
                out.push('\n');
                out.push_str(&externals.extern_declaration(&f.name));
            }
            None => {
                let params: Vec<String> = f.param_types().iter().map(|t| t.to_string()).collect();
                let _ = write!(out, "\ndeclare {} @{}({})\n", f.ret_ty, symbol(&f.name), params.join(", "));
            }
        }
    }
    if let (Some(externals), false) = (module.externals, provided.is_empty()) {
        out.push_str(&externals.lli_definitions(&provided));
    }
}

/// Print one function definition (`define … { … }`).
pub fn print_function(module: &Module, f: &Function) -> String {
    print_function_annotated(module, f, None)
}

/// [`print_function`], with source annotations when `sources` are given
/// (see [`PrintOptions::sources`]).
fn print_function_annotated(module: &Module, f: &Function, sources: Option<&[Vec<&str>]>) -> String {
    let names = Names::assign(f);
    let lines = sources.and_then(|s| s.get(f.file as usize));
    let mut seen_lines = HashSet::default();
    let mut out = String::new();
    let _ = writeln!(out, "{} {{", signature(module, f, &names));
    for (n, block) in blocks_as_text(module, f, &names).iter().enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "{}:", block.label);
        for (line, &inst) in block.lines.iter().zip(f.block(block.block).insts()) {
            let loc = f.inst(inst).loc.filter(|l| l.line > 0 && lines.is_some());
            if let (Some(loc), Some(lines)) = (loc, lines) {
                if seen_lines.insert(loc.line) {
                    annotate_source_line(&mut out, lines, loc.line);
                }
            }
            out.push_str("  ");
            out.push_str(line);
            if let Some(loc) = loc {
                let _ = write!(out, " ; line {}", loc.line);
            }
            out.push('\n');
        }
    }
    out.push_str("}\n");
    out
}

/// The comment `  ; N: <source line N, trimmed>` (nothing if the file has
/// no such line).
fn annotate_source_line(out: &mut String, lines: &[&str], line: u32) {
    if let Some(text) = lines.get(line as usize - 1) {
        let _ = writeln!(out, "  ; {line}: {}", comment_text(text.trim()));
    }
}

/// Text safe inside a one-line comment: control characters become spaces.
pub fn comment_text(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// One block as printed: its label and its instructions.
pub struct BlockText {
    pub block: BlockId,
    pub label: String,
    pub lines: Vec<String>,
}

/// The `define` line of a function, without the brace.
fn signature(module: &Module, f: &Function, names: &Names) -> String {
    let params: Vec<String> = f
        .params
        .iter()
        .zip(&f.dereferenceable)
        .map(|(&p, &bytes)| {
            let attribute = if bytes > 0 { format!(" dereferenceable({bytes})") } else { String::new() };
            format!("{}{attribute} {}", f.value_type(p), names.value(f, module, p))
        })
        .collect();
    format!("define {} @{}({})", f.ret_ty, symbol(&f.name), params.join(", "))
}

/// Every block of `f` in layout order, as text (shared by the printer and
/// the CFG drawer, so both show the same names).
pub fn function_blocks(module: &Module, f: &Function) -> (String, Vec<BlockText>) {
    let names = Names::assign(f);
    (signature(module, f, &names), blocks_as_text(module, f, &names))
}

fn blocks_as_text(module: &Module, f: &Function, names: &Names) -> Vec<BlockText> {
    f.layout()
        .iter()
        .map(|&b| BlockText {
            block: b,
            label: names.block(b),
            lines: f.block(b).insts().iter().map(|&i| print_inst(module, f, names, i)).collect(),
        })
        .collect()
}

/// One instruction as the printer writes it (for messages; this names the
/// whole function, so it is not for use in loops).
pub fn inst_to_string(module: &Module, f: &Function, i: super::entities::InstId) -> String {
    print_inst(module, f, &Names::assign(f), i)
}

/// A value as the printer writes it (`%x`, `42`, `undef`, `@.str.0`).
pub fn value_to_string(module: &Module, f: &Function, v: ValueId) -> String {
    Names::assign(f).value(f, module, v)
}

fn print_inst(module: &Module, f: &Function, names: &Names, i: super::entities::InstId) -> String {
    let data = f.inst(i);
    let ops = data.operands();
    let val = |v: ValueId| names.value(f, module, v);
    let typed = |v: ValueId| format!("{} {}", f.value_type(v), names.value(f, module, v));
    let lhs = data.result.map(|r| format!("{} = ", val(r))).unwrap_or_default();
    let body = match &data.kind {
        InstKind::Alloca { ty } => format!("alloca {ty}, align {}", ty.align()),
        InstKind::Load => {
            let ty = f.value_type(data.result.unwrap());
            format!("load {ty}, {}, align {}", typed(ops[0]), ty.align())
        }
        InstKind::Store => {
            format!("store {}, {}, align {}", typed(ops[0]), typed(ops[1]), f.value_type(ops[0]).align())
        }
        InstKind::Binary(op) => format!("{} {}, {}", op.llvm_name(), typed(ops[0]), val(ops[1])),
        InstKind::Icmp(pred) => format!("icmp {} {}, {}", pred.llvm_name(), typed(ops[0]), val(ops[1])),
        InstKind::Cast(op) => {
            format!("{} {} to {}", op.llvm_name(), typed(ops[0]), f.value_type(data.result.unwrap()))
        }
        InstKind::Gep { elem } => format!("getelementptr {elem}, {}, {}", typed(ops[0]), typed(ops[1])),
        InstKind::Select => format!("select {}, {}, {}", typed(ops[0]), typed(ops[1]), typed(ops[2])),
        InstKind::ExtractElement => format!("extractelement {}, {}", typed(ops[0]), typed(ops[1])),
        InstKind::InsertElement => {
            format!("insertelement {}, {}, {}", typed(ops[0]), typed(ops[1]), typed(ops[2]))
        }
        InstKind::ShuffleVector { mask } => {
            let lanes: Vec<String> =
                mask.iter().map(|&m| if m < 0 { "i32 undef".to_string() } else { format!("i32 {m}") }).collect();
            format!("shufflevector {}, {}, <{} x i32> <{}>", typed(ops[0]), typed(ops[1]), mask.len(), lanes.join(", "))
        }
        InstKind::Call { callee } => {
            let callee = module.function(*callee);
            let args: Vec<String> = ops.iter().map(|&a| typed(a)).collect();
            format!("call {} @{}({})", callee.ret_ty, symbol(&callee.name), args.join(", "))
        }
        InstKind::Phi { blocks } => {
            let ty = f.value_type(data.result.unwrap());
            let entries: Vec<String> =
                ops.iter().zip(blocks.iter()).map(|(&v, &b)| format!("[ {}, %{} ]", val(v), names.block(b))).collect();
            format!("phi {ty} {}", entries.join(", "))
        }
        InstKind::Br { dest } => format!("br label %{}", names.block(*dest)),
        InstKind::CondBr { if_true, if_false } => {
            format!("br {}, label %{}, label %{}", typed(ops[0]), names.block(*if_true), names.block(*if_false))
        }
        InstKind::Ret => match ops.first() {
            Some(&v) => format!("ret {}", typed(v)),
            None => "ret void".to_string(),
        },
        InstKind::Unreachable => "unreachable".to_string(),
    };
    format!("{lhs}{body}")
}

/// Unique printed names of one function's values and blocks.
struct Names {
    values: HashMap<ValueId, String>,
    blocks: HashMap<BlockId, String>,
}

impl Names {
    fn assign(f: &Function) -> Names {
        let mut table = NameTable::default();
        let mut values = HashMap::default();
        let mut blocks = HashMap::default();
        let mut next_number = 0u32;
        let mut name_value = |v: ValueId, table: &mut NameTable, values: &mut HashMap<ValueId, String>| {
            let name = match f.value_name(v) {
                Some(hint) => table.unique(hint),
                None => {
                    let n = next_number.to_string();
                    next_number += 1;
                    n
                }
            };
            values.insert(v, name);
        };
        for &p in &f.params {
            name_value(p, &mut table, &mut values);
        }
        for &b in f.layout() {
            blocks.insert(b, table.unique(f.block_name(b)));
            for &i in f.block(b).insts() {
                if let Some(r) = f.inst(i).result {
                    name_value(r, &mut table, &mut values);
                }
            }
        }
        Names { values, blocks }
    }

    fn value(&self, f: &Function, module: &Module, v: ValueId) -> String {
        let data = f.value(v);
        match data.def {
            ValueDef::Const(c) => match data.ty {
                Type::Int(it) if it.bits() == 1 => (if c != 0 { "true" } else { "false" }).to_string(),
                _ => c.to_string(),
            },
            ValueDef::Undef => "undef".to_string(),
            ValueDef::ConstVector(_) => {
                let lane_ty = data.ty.lane_type();
                let lanes: Vec<String> = f
                    .vector_lanes(v)
                    .unwrap_or(&[])
                    .iter()
                    .map(|&c| match lane_ty {
                        Type::Int(it) if it.bits() == 1 => format!("i1 {}", c != 0),
                        _ => format!("{lane_ty} {c}"),
                    })
                    .collect();
                format!("<{}>", lanes.join(", "))
            }
            ValueDef::Global(g) => format!("@{}", symbol(&module.global(g).name)),
            ValueDef::Param(_) | ValueDef::Inst(_) => match self.values.get(&v) {
                Some(name) => format!("%{}", local(name)),
                // A value whose definition is no longer in the function: the
                // verifier reports it; printing it still must not panic.
                None => format!("%<dangling {v:?}>"),
            },
        }
    }

    fn block(&self, b: BlockId) -> String {
        match self.blocks.get(&b) {
            Some(name) => local(name),
            None => format!("<missing {b:?}>"),
        }
    }
}

/// Unique names for one function: the first of `hint`, `hint.1`,
/// `hint.2`, … not taken yet. The next suffix to try is remembered per hint,
/// so naming n values with one hint costs O(n), not O(n²).
#[derive(Default)]
struct NameTable {
    used: HashSet<String>,
    next_suffix: HashMap<String, u32>,
}

impl NameTable {
    fn unique(&mut self, hint: &str) -> String {
        let hint = if hint.is_empty() || hint.starts_with(|c: char| c.is_ascii_digit()) {
            format!("v{hint}")
        } else {
            hint.to_string()
        };
        let mut candidate = hint.clone();
        let next = self.next_suffix.entry(hint.clone()).or_insert(0);
        if *next > 0 || self.used.contains(&candidate) {
            loop {
                *next += 1;
                candidate = format!("{hint}.{next}");
                if !self.used.contains(&candidate) {
                    break;
                }
            }
        }
        self.used.insert(candidate.clone());
        candidate
    }
}

fn is_plain_identifier(name: &str) -> bool {
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || "-$._".contains(c))
        && !name.starts_with(|c: char| c.is_ascii_digit())
}

/// A global symbol as LLVM spells it after `@` (quoted when needed).
pub fn symbol(name: &str) -> String {
    if is_plain_identifier(name) {
        name.to_string()
    } else {
        format!("\"{}\"", escape_bytes(name.as_bytes()))
    }
}

/// A local name as LLVM spells it after `%` (numbers stay bare).
fn local(name: &str) -> String {
    if is_plain_identifier(name) || name.chars().all(|c| c.is_ascii_digit()) {
        name.to_string()
    } else {
        format!("\"{}\"", escape_bytes(name.as_bytes()))
    }
}

/// Bytes in LLVM's `c"…"` string syntax: printable ASCII as is, everything
/// else (and `"` and `\`) as `\XX`.
pub fn escape_bytes(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            s.push(b as char);
        } else {
            let _ = write!(s, "\\{b:02X}");
        }
    }
    s
}
