//! The x86-64 backend: IR module → ELF relocatable object (and optionally an
//! assembler listing), plus linking with the runtime.
//!
//! Pipeline per defined function, one folder or file per stage:
//!
//! 1. `isel/`: IR → machine IR (`mir/`) over virtual registers, System V
//!    ABI; scalars in general-purpose registers, vectors in XMM/YMM
//!    registers (`isel/vector.rs`), division by constants as multiplies
//!    (`isel/strength.rs`), arrays in frame slots addressed with index
//!    registers;
//! 2. `regalloc/`, virtual registers → physical registers / stack slots:
//!    optimizing, `liveness` + `linear_scan` (then `peephole` clean-ups);
//!    at `-O0`, `stack_slots`, the baseline that puts every virtual
//!    register in a stack slot. Both end with `regalloc/rewrite.rs`;
//! 3. `frame`: slot offsets and frame size, prologue/epilogue shape;
//! 4. `emit/`: machine code with iced-x86, relocations for calls, strings
//!    and the vector constant pool.
//!
//! `mir/verify.rs` checks the machine IR after isel and after each
//! allocation stage in debug builds; `mir/print.rs` is its text form
//! (`--emit-mir`). Then `object/` writes the ELF object for the whole
//! module (`object/elf.rs`) and renders the `-S` listing from the same
//! bytes (`object/listing.rs`). `link` runs `ld` with the embedded runtime
//! archive (and the sanitizer's, with `--sanitize`); `output` puts finished
//! files in place without clobbering the user's on failure. Source positions
//! for `--sanitize` and `-g` are marked by isel and become the sanitizer's
//! table or DWARF in `object/` (see [`BackendOptions::wants_line_table`]).
//!
//! Imports go one way: this file (the pipeline) uses the stages; a stage
//! uses `mir`, `target` and the stages before it, never this file
//! (`compiler/ARCHITECTURE.md` has the graph, and a test checks it).
//! [`BackendOptions::target`] selects the instruction set ([`Target`]).
//!
//! The backend expects verified, phi-free IR (see `isel`); it panics with a
//! clear message on IR it cannot handle, which is a bug in an earlier stage
//! (e.g. a 32-byte vector for the x86-64-v2 target, or a vector division
//! by anything but one power of two, which the SLP vectorizer never forms).

pub mod emit;
pub mod frame;
pub mod isel;
pub mod link;
pub mod mir;
pub mod object;
pub mod output;
pub mod peephole;
pub mod regalloc;
pub mod target;

pub use link::{link_executable, link_executable_with, write_output, LinkError};
pub use object::listing::{AsmSyntax, ListingOptions};
pub use target::Target;

use crate::ir;

/// What to produce besides the object file, and for which CPUs.
#[derive(Clone, Debug)]
pub struct BackendOptions {
    /// Also render the assembler listing (`-S`).
    pub listing: bool,
    /// What the listing shows besides the code (source lines, `.loc`
    /// directives) and of which functions.
    pub listing_options: ListingOptions,
    /// The instruction set the code may use: [`Target::X86_64V2`] (the
    /// default: SSE up to SSE4.2, runs on any x86-64-v2 CPU) or
    /// [`Target::Avx2`] (VEX encodings, 32-byte vectors in YMM registers);
    /// [`Target::native`] picks the best one the running CPU supports.
    pub target: Target,
    /// Optimizing code generation (the default): scalar stack slots that
    /// never escape become registers, linear-scan register allocation,
    /// peephole clean-ups. `false` (`-O0`) keeps every alloca in memory and
    /// every virtual register in its own stack slot: the trivially correct
    /// reference.
    pub optimize: bool,
    /// Write the sanitizer's address → source table, for these kinds
    /// (`--sanitize`; `sanitize::Sanitize::bits`).
    pub sanitizer_kinds: Option<u32>,
    /// Write DWARF line and function information (`-g`), for this
    /// compilation directory.
    pub debug_info: Option<String>,
    /// How far the register allocator's liveness walk may go in huge
    /// functions (`regalloc::liveness::WalkLimit`).
    pub liveness_walk_limit: regalloc::liveness::WalkLimit,
}

impl BackendOptions {
    /// Whether the code needs its source positions: the sanitizer's table,
    /// DWARF line information and the listing's source lines are all built
    /// from them (the markers do not change the code).
    ///
    /// isel marks where the source position changes (`MInst::Loc`, no code),
    /// `emit` turns the marks into code offsets, `object/srcmap.rs` gathers them
    /// for the module, and they are written as the sanitizer's table
    /// (`object/santable.rs`) and/or DWARF (`object/dwarf.rs`).
    pub fn wants_line_table(&self) -> bool {
        self.sanitizer_kinds.is_some()
            || self.debug_info.is_some()
            || (self.listing && self.listing_options.wants_positions())
    }
}

impl Default for BackendOptions {
    fn default() -> BackendOptions {
        BackendOptions {
            listing: false,
            listing_options: ListingOptions::default(),
            target: Target::default(),
            optimize: true,
            sanitizer_kinds: None,
            debug_info: None,
            liveness_walk_limit: regalloc::liveness::WalkLimit::DEFAULT,
        }
    }
}

/// The result of compiling a module.
#[derive(Clone, Debug)]
pub struct CompiledObject {
    /// An ELF64 x86-64 relocatable object.
    pub elf: Vec<u8>,
    /// GNU assembler source for the same code, if requested.
    pub listing: Option<String>,
}

/// Compile every defined function of `module` to machine code.
pub fn compile_module(module: &ir::Module, opts: &BackendOptions) -> CompiledObject {
    let functions: Vec<emit::EncodedFunction> =
        module.defined_function_ids().into_iter().map(|id| compile_function(module, id, opts)).collect();
    write_compiled(module, &functions, opts)
}

/// [`compile_module`] for a module the caller is done with: each
/// function's arenas are compacted first (`Function::compact`), and its IR
/// body is released as soon as its machine IR is selected,
/// so a large function is never held both as IR and as machine IR with
/// its live intervals (peak memory is the larger of the two, not their
/// sum). Signatures stay, for calls and the symbol table.
pub fn compile_module_releasing_ir(mut module: ir::Module, opts: &BackendOptions) -> CompiledObject {
    let functions: Vec<emit::EncodedFunction> = module
        .defined_function_ids()
        .into_iter()
        .map(|id| {
            module.function_mut(id).compact();
            let mf = select_function(&module, id, opts);
            module.function_mut(id).release_body();
            encode_function(mf, &module, opts)
        })
        .collect();
    write_compiled(&module, &functions, opts)
}

/// The object file (and listing, if asked) of the encoded `functions`.
fn write_compiled(module: &ir::Module, functions: &[emit::EncodedFunction], opts: &BackendOptions) -> CompiledObject {
    let extras = object::ObjectExtras { sanitizer_kinds: opts.sanitizer_kinds, debug_info: opts.debug_info.clone() };
    let elf = object::write_object_with(module, functions, &extras);
    let listing = opts.listing.then(|| object::listing::render_with(module, functions, &opts.listing_options));
    CompiledObject { elf, listing }
}

/// Run the per-function pipeline on one defined function.
pub fn compile_function(module: &ir::Module, id: ir::FuncId, opts: &BackendOptions) -> emit::EncodedFunction {
    encode_function(select_function(module, id, opts), module, opts)
}

/// Allocate registers, lay out the frame and encode.
fn encode_function(mf: mir::MFunction, module: &ir::Module, opts: &BackendOptions) -> emit::EncodedFunction {
    let (mut mf, saved) = allocate(mf, module, opts);
    let layout = frame::layout_frame(&mf, &saved);
    // -g when optimizing: the arguments the source never changes, wherever
    // a register still holds them or they are on the stack
    // (`regalloc::debug_values`).
    let args: Vec<(u32, usize)> = if opts.debug_info.is_some() && opts.optimize {
        let vars = &module.function(mf.func).debug_vars;
        let homed = |i: usize| mf.debug_homes.iter().any(|&(v, _)| v as usize == i);
        vars.iter()
            .enumerate()
            .filter(|&(i, _)| !homed(i))
            .filter_map(|(i, v)| v.entry_param.map(|p| (i as u32, p as usize)))
            .collect()
    } else {
        Vec::new()
    };
    let stack_arg = |k: u32| {
        let (base, offset) = layout.resolve(&mir::Addr::new(mir::AddrBase::IncomingArg(k)));
        assert_eq!(base, frame::PhysBase::Rbp, "stack arguments are rbp-relative");
        i64::from(offset)
    };
    let locals = !mf.debug_stretches.is_empty() && locals_within_budget(&mf);
    if args.is_empty() && !locals {
        // No variable to locate (always so without -g).
        return emit::emit_function(mf, &layout);
    }
    let slot_offset = |s: mir::SlotId| i64::from(layout.slot_offset(s));
    let mut claims = regalloc::debug_values::argument_locations(&mf, &args, stack_arg, slot_offset);
    if locals {
        add_local_claims(&mut claims, &mf, slot_offset);
    }
    mf.record_inst_ranges = true;
    let mut encoded = emit::emit_function(mf, &layout);
    encoded.var_ranges = variable_ranges(&claims, &std::mem::take(&mut encoded.inst_ranges));
    encoded
}

/// The most work describing a function's locals may take, in
/// instruction visits: each value's dataflow and each stretch visit every
/// instruction. Beyond it (a function of tens of thousands of statements,
/// each a variable's assignment) the locals are left `<optimized out>`,
/// as LLVM's LiveDebugValues gives up past its input-size limits:
/// compile time stays linear, and nothing wrong is ever described.
const LOCALS_BUDGET: usize = 20_000_000;

fn locals_within_budget(mf: &mir::MFunction) -> bool {
    let insts: usize = mf.blocks.iter().map(|b| b.insts.len()).sum();
    (mf.debug_values.len() + mf.debug_stretches.len()).saturating_mul(insts) <= LOCALS_BUDGET
}

/// Add to `claims` (by block and instruction of `mf`, allocated) where
/// the locals of `func` are (`ir::DebugValue`): at each instruction whose
/// source position a stretch of the variable covers, or whose `DebugAt`
/// set holds it, the constant it holds there, or the place its value is
/// in (`regalloc::debug_values`, during the instruction or only before
/// it).
fn add_local_claims(
    claims: &mut regalloc::debug_values::Claims,
    mf: &mir::MFunction,
    slot_offset: impl Fn(mir::SlotId) -> i64,
) {
    let values = regalloc::debug_values::value_locations(mf, slot_offset);
    let positions = regalloc::debug_values::instruction_positions(mf);
    let stretches = &mf.debug_stretches;
    // (entry, constant) of the entries whose value is a constant.
    let constants: Vec<(u32, i64)> =
        stretches.iter().enumerate().filter_map(|(e, d)| Some((e as u32, d.constant?))).collect();
    let no_set = Vec::new();
    for (b, block) in mf.blocks.iter().enumerate() {
        // The entries holding at the IR point this code is from
        // (`MInst::DebugAt`; none at a block's start).
        let mut set: &[u32] = &no_set;
        for (k, inst) in block.insts.iter().enumerate() {
            if let mir::MInst::DebugAt(n) = inst {
                set = &mf.debug_sets[*n as usize];
            }
            let holds = |e: u32| {
                set.binary_search(&e).is_ok() || positions[b][k].is_some_and(|at| stretches[e as usize].covers(at))
            };
            let claimed = |claims: &regalloc::debug_values::Claims, var: u32| {
                claims.during[b][k].iter().chain(&claims.before[b][k]).any(|&(v, _)| v == var)
            };
            for &(e, c) in constants.iter().filter(|&&(e, _)| holds(e)) {
                claims.during[b][k].push((stretches[e as usize].var, mir::VarLoc::Const(c)));
            }
            // A value's place during the instruction, else only before it.
            for (table, during) in [(&values.during, true), (&values.before, false)] {
                for &(n, place) in &table[b][k] {
                    let e = mf.debug_values[n as usize].entry;
                    let var = stretches[e as usize].var;
                    if holds(e) && !claimed(claims, var) {
                        let to = if during { &mut claims.during } else { &mut claims.before };
                        to[b][k].push((var, place));
                    }
                }
            }
        }
    }
}

/// The code ranges of per-instruction location `claims` (by block and
/// instruction, see `regalloc::debug_values`), adjacent ranges of one
/// variable in one place merged. A claim that holds only before an
/// instruction is kept where the instruction encoded as one x86
/// instruction: a debugger can only stop at its start.
fn variable_ranges(
    claims: &regalloc::debug_values::Claims,
    inst_ranges: &[Vec<emit::InstRange>],
) -> Vec<emit::VarRange> {
    let mut ranges: Vec<emit::VarRange> = Vec::new();
    for ((block_during, block_before), block_ranges) in claims.during.iter().zip(&claims.before).zip(inst_ranges) {
        for ((during, before), range) in block_during.iter().zip(block_before).zip(block_ranges) {
            let Some((start, end, one_instruction)) = *range else { continue };
            let before = before.iter().filter(|_| one_instruction);
            for &(var, reg) in during.iter().chain(before) {
                ranges.push((var, start, end, reg));
            }
        }
    }
    ranges.sort_by_key(|&(var, start, _, _)| (var, start));
    let mut merged: Vec<(u32, u32, u32, mir::VarLoc)> = Vec::new();
    for r in ranges {
        match merged.last_mut() {
            Some(last) if last.0 == r.0 && last.3 == r.3 && last.2 == r.1 => last.2 = r.2,
            _ => merged.push(r),
        }
    }
    merged
}

/// Instruction selection (with source-position markers when a line table
/// is wanted).
fn select_function(module: &ir::Module, id: ir::FuncId, opts: &BackendOptions) -> mir::MFunction {
    let mf = if opts.wants_line_table() {
        isel::select_function_with_locs(module, id, opts.target, opts.optimize)
    } else {
        isel::select_function(module, id, opts.target, opts.optimize)
    };
    if cfg!(debug_assertions) {
        mir::verify::assert_valid(&mf, module, false, "isel");
    }
    mf
}

/// Register allocation (linear scan and the peephole pass when
/// optimizing, one stack slot per register otherwise).
fn allocate(mf: mir::MFunction, module: &ir::Module, opts: &BackendOptions) -> (mir::MFunction, Vec<mir::PReg>) {
    allocate_observed(mf, module, opts, &mut |_, _| {})
}

/// [`allocate`], showing `observe` the machine IR after each stage
/// ([`MIR_STAGES`]: `regalloc`, then `peephole` when optimizing), each
/// verified first in debug builds.
fn allocate_observed(
    mut mf: mir::MFunction,
    module: &ir::Module,
    opts: &BackendOptions,
    observe: &mut dyn FnMut(&str, &mir::MFunction),
) -> (mir::MFunction, Vec<mir::PReg>) {
    let mut observe = |stage: &str, mf: &mir::MFunction| {
        if cfg!(debug_assertions) {
            mir::verify::assert_valid(mf, module, true, stage);
        }
        observe(stage, mf)
    };
    let allocation = if opts.optimize {
        // A register's location changes over the function: no pointer
        // homes (`-g`).
        mf.debug_homes.retain(|(_, home)| !matches!(home, mir::DebugHome::PointerInVReg { .. }));
        let allocation = regalloc::linear_scan::allocate(&mut mf, opts.liveness_walk_limit);
        observe("regalloc", &mf);
        peephole::run(&mut mf);
        observe("peephole", &mf);
        allocation
    } else {
        let allocation = regalloc::stack_slots::allocate(&mut mf);
        observe("regalloc", &mf);
        allocation
    };
    (mf, allocation.callee_saved)
}

/// The stages of the backend whose machine IR `--emit-mir` prints, in
/// order (`peephole` runs only when optimizing).
pub const MIR_STAGES: &[&str] = &["isel", "regalloc", "peephole"];

/// The machine IR of every defined function of `module` after each
/// backend stage that `wanted` accepts, as text ([`mir::print`]): one
/// `(stage, text)` per stage that ran, the functions in module order.
pub fn machine_ir_stages(
    module: &ir::Module,
    opts: &BackendOptions,
    wanted: &dyn Fn(&str) -> bool,
) -> Vec<(&'static str, String)> {
    machine_ir_stages_of(module, &module.defined_function_ids(), opts, wanted)
}

/// [`machine_ir_stages`] of the defined functions `functions` only.
pub fn machine_ir_stages_of(
    module: &ir::Module,
    functions: &[ir::FuncId],
    opts: &BackendOptions,
    wanted: &dyn Fn(&str) -> bool,
) -> Vec<(&'static str, String)> {
    let mut texts: Vec<(&'static str, String)> = MIR_STAGES
        .iter()
        .filter(|&&stage| opts.optimize || stage != "peephole")
        .map(|&stage| (stage, String::new()))
        .collect();
    let mut record = |stage: &str, mf: &mir::MFunction| {
        if wanted(stage) {
            let text = mir::print::print_mfunction(mf, module, stage);
            let entry = texts.iter_mut().find(|(name, _)| *name == stage).expect("a known stage");
            entry.1.push_str(&text);
        }
    };
    for &id in functions {
        let mf = select_function(module, id, opts);
        record("isel", &mf);
        allocate_observed(mf, module, opts, &mut record);
    }
    texts
}
