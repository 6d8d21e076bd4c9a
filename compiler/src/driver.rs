//! The driver: from a source file to the requested output, stage by stage.
//!
//! read → lex/parse/check (front end) → lower to IR → passes (the IR is
//! verified after every stage in debug builds; `--emit-ir`/`--emit-cfg`
//! print stages) → backend (object code) → write object / listing, or link
//! an executable.
//!
//! Outputs are written as gcc and ld write them (`backend/output.rs`): a
//! regular file is produced in a temporary file beside it and renamed into
//! place only on success, so a failed compile never leaves a partial file or
//! clobbers an old one; a device or FIFO (`-o /dev/null`) is written in
//! place, never replaced; a symbolic link is followed.

use std::path::{Path, PathBuf};

use crate::backend;
use crate::diag::{self, Code, Diagnostic, RenderOptions, SourceFile, SourceMap, Span};
use crate::frontend;
use crate::ir::{self, Module};
use crate::lower;
use crate::passes::{self, Pass};
use crate::runtime_abi;
use crate::sanitize::Sanitize;

/// What to produce.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OutputKind {
    Executable,
    /// `-c`: an ELF relocatable object.
    Object,
    /// `-S`: an assembly listing.
    Assembly,
    /// `--explain`: the explorer page (HTML).
    Explorer,
}

impl OutputKind {
    fn default_extension(self) -> &'static str {
        match self {
            OutputKind::Executable => "",
            OutputKind::Object => "o",
            OutputKind::Assembly => "s",
            OutputKind::Explorer => "html",
        }
    }
}

/// Which stages `--emit-ir` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StageSelection {
    All,
    One(String),
}

impl StageSelection {
    fn includes(&self, stage: &str) -> bool {
        match self {
            StageSelection::All => true,
            StageSelection::One(name) => name == stage,
        }
    }
}

#[derive(Clone)]
pub struct Options {
    pub input: PathBuf,
    pub output: Option<PathBuf>,
    pub kind: OutputKind,
    /// The passes to run, in order (`-O0`: none; default: the full pipeline).
    pub pipeline: Vec<&'static Pass>,
    /// The CPU the code is for (vector width for the passes, instruction
    /// set for the backend).
    pub target: backend::Target,
    /// Optimizing code generation (register allocation, promotion of
    /// stack slots); false at `-O0`.
    pub optimize: bool,
    /// Print the IR of these stages to stdout instead of producing output.
    pub emit_ir: Option<StageSelection>,
    /// Print the machine IR of these backend stages to stdout instead of
    /// producing output (`backend::MIR_STAGES`).
    pub emit_mir: Option<StageSelection>,
    /// How printed IR provides the runtime's functions: definitions for
    /// `lli` or declarations for `llc` + `runtime/`. `None`: declarations
    /// on stdout (readable), definitions in a file written with `-o` (a
    /// module `lli` runs).
    pub ir_runtime: Option<ir::print::RuntimeIr>,
    /// Limit every dump (`--emit-ir`, `--emit-cfg`, `--emit-mir`, `-S`) to
    /// this function: its IR name (`main.sq`) or a unique last part (`sq`).
    pub filter: Option<String>,
    /// Print the CFG of every function after this stage, as `cfg_format`
    /// says.
    pub emit_cfg: Option<String>,
    /// How `emit_cfg` draws: Graphviz DOT (default) or an SVG document.
    pub cfg_format: CfgFormat,
    /// Verify the IR after every stage (always on in debug builds).
    pub verify_ir: bool,
    /// Print how long each stage took to stderr.
    pub time_passes: bool,
    pub color: bool,
    /// The run-time checks to build in (`--sanitize`).
    pub sanitize: Sanitize,
    /// Write DWARF debugging information (`-g`).
    pub debug_info: bool,
    /// Print these passes' remarks to stderr (`--remarks`).
    pub remarks: Option<passes::RemarkFilter>,
    /// Print each stage as a unified diff against the one before, for the
    /// functions it changed (`--emit-ir-changes`).
    pub emit_ir_changes: bool,
    /// Which warnings to print to stderr, and which are errors (`-W`, `-A`,
    /// `-w`, `-Werror`). Warnings never change the code.
    pub warnings: frontend::lint::WarningOptions,
    /// The form of the diagnostics (`--error-format`).
    pub error_format: diag::ErrorFormat,
    /// The syntax of the `-S` listing and of the explorer's assembly
    /// (`-masm=`).
    pub asm_syntax: backend::AsmSyntax,
}

/// The drawing `--emit-cfg` prints (`--format`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum CfgFormat {
    /// Graphviz DOT, one `digraph` per function.
    #[default]
    Dot,
    /// One SVG document, laid out by wendc (`ir::svg`).
    Svg,
}

impl Options {
    /// Compile `input` to an executable next to it (named by its stem) with
    /// the default pipeline for the default target; nothing printed (no
    /// warnings either), no
    /// extra verification, no colour. For tools that drive the compiler.
    pub fn new(input: PathBuf) -> Options {
        Options {
            input,
            output: None,
            kind: OutputKind::Executable,
            pipeline: default_pipeline(),
            target: backend::Target::default(),
            optimize: true,
            emit_ir: None,
            emit_mir: None,
            ir_runtime: None,
            filter: None,
            emit_cfg: None,
            cfg_format: CfgFormat::Dot,
            verify_ir: false,
            time_passes: false,
            color: false,
            sanitize: Sanitize::default(),
            debug_info: false,
            remarks: None,
            emit_ir_changes: false,
            warnings: frontend::lint::WarningOptions::none(),
            error_format: diag::ErrorFormat::Human,
            asm_syntax: backend::AsmSyntax::Att,
        }
    }
}

/// Why a compile failed; `Display` gives the text for stderr.
#[derive(Debug)]
pub enum Failure {
    /// Errors in the program, already rendered.
    Diagnostics(String),
    /// Anything else the user can act on (unreadable file, linker missing…).
    Message(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Diagnostics(text) => f.write_str(text),
            Failure::Message(text) => writeln!(f, "error: {text}"),
        }
    }
}

/// The program's errors with the sources needed to render them.
pub struct CompileErrors {
    pub sources: SourceMap,
    pub diagnostics: Vec<Diagnostic>,
}

impl CompileErrors {
    pub fn render(&self, color: bool) -> String {
        self.render_with(RenderOptions::human(color))
    }

    /// The errors in the form `options` ask for (`--error-format`).
    pub fn render_with(&self, options: RenderOptions) -> String {
        diag::render(&self.sources, &self.diagnostics, options)
    }
}

/// Front end and lowering for one source text: the lowered, verified module,
/// whose declared functions the runtime provides ([`Module::externals`] is
/// [`runtime_abi::WEND_RUNTIME`]: the IR printer gives `lli` the runtime's
/// definitions of them).
pub fn compile_to_ir(name: &str, bytes: &[u8]) -> Result<Module, CompileErrors> {
    compile_to_ir_with(name, bytes, Sanitize::default())
}

/// [`compile_to_ir`], and the text of each of the module's source files
/// (by `Function::file`: the program's, the prelude's), for printing the
/// IR with source annotations.
pub fn compile_to_ir_with_sources(name: &str, bytes: &[u8]) -> Result<(Module, Vec<String>), CompileErrors> {
    let (module, sources, _) =
        compile_to_ir_timed(name, bytes, Sanitize::default(), false, true, None, &mut StageTimer::new(false))?;
    let texts = sources.texts().into_iter().map(str::to_string).collect();
    Ok((module, texts))
}

/// [`compile_to_ir`] with the run-time checks `sanitize`.
pub fn compile_to_ir_with(name: &str, bytes: &[u8], sanitize: Sanitize) -> Result<Module, CompileErrors> {
    compile_to_ir_timed(name, bytes, sanitize, false, true, None, &mut StageTimer::new(false))
        .map(|(module, _, _)| module)
}

/// `debug_info`: record what the locals hold where, for `-g`
/// (`lower::LowerOptions::debug_info`). `verify`: check the lowered IR
/// (as the pipeline checks every stage in debug builds and with
/// `--verify-ir`). The sources come back too, for
/// the dumps that quote source lines, and the warnings `warnings` selects
/// (none without it). A warning `-Werror` makes an error fails the
/// compile, with the other warnings.
fn compile_to_ir_timed(
    name: &str,
    bytes: &[u8],
    sanitize: Sanitize,
    debug_info: bool,
    verify: bool,
    warnings: Option<&frontend::lint::WarningOptions>,
    timer: &mut StageTimer,
) -> Result<(Module, SourceMap, Vec<Diagnostic>), CompileErrors> {
    let mut sources = SourceMap::default();
    let text = match std::str::from_utf8(bytes) {
        // A UTF-8 byte-order mark, which some Windows editors write, is not
        // part of the program: positions count from after it, as editors do.
        Ok(text) => text.strip_prefix('\u{FEFF}').unwrap_or(text).to_string(),
        Err(e) => {
            // Show the file with invalid bytes replaced, pointing at the first.
            let lossy = String::from_utf8_lossy(bytes).into_owned();
            let at = e.valid_up_to();
            let file = sources.add(SourceFile::new(name, lossy));
            let byte = bytes[at];
            let d = Diagnostic::error(
                Code::NotUtf8,
                Span::new(file, at..at + '\u{FFFD}'.len_utf8()),
                format!("the file is not valid UTF-8 (byte 0x{byte:02X})"),
            )
            .with_label("invalid byte here")
            .with_note("wend source files must be UTF-8 text");
            return Err(CompileErrors { sources, diagnostics: vec![d] });
        }
    };
    let file = sources.add(SourceFile::new(name, text));
    let lint = warnings.is_some_and(|w| w.any_enabled());
    let (program, found) = match frontend::check_program_with_warnings(&mut sources, file, lint) {
        Ok(checked) => checked,
        Err(diagnostics) => return Err(CompileErrors { sources, diagnostics }),
    };
    let shown = warnings.map(|w| w.apply(found)).unwrap_or_default();
    if shown.iter().any(Diagnostic::is_error) {
        return Err(CompileErrors { sources, diagnostics: shown });
    }
    timer.lap("parse + check");
    let options = lower::LowerOptions { sanitize, source_files: sources.file_names(), debug_info };
    let mut module = lower::lower_program_with(&program, name, &options);
    module.externals = Some(&runtime_abi::WEND_RUNTIME);
    timer.lap("lower");
    if verify {
        ir::verify::assert_valid(&module, "lowering");
        timer.lap("verify");
    }
    Ok((module, sources, shown))
}

/// Run one compilation as described by `opts`; IR goes to `stdout`.
pub fn run(opts: &Options, stdout: &mut dyn std::io::Write) -> Result<(), Failure> {
    let mut timer = StageTimer::new(opts.time_passes);
    let result = run_timed(opts, stdout, &mut timer);
    timer.report();
    result
}

fn run_timed(opts: &Options, stdout: &mut dyn std::io::Write, timer: &mut StageTimer) -> Result<(), Failure> {
    if opts.kind == OutputKind::Assembly && opts.sanitize.enabled() {
        return Err(Failure::Message(
            "-S cannot be combined with --sanitize: the listing does not carry the sanitizer's source table; \
             use -c for an object file, or leave out -S"
                .into(),
        ));
    }
    let display_name = match reads_stdin(&opts.input) {
        true => "<stdin>".to_string(),
        false => opts.input.display().to_string(),
    };
    if let Some(kind) = compiled_input(&opts.input) {
        return link_compiled_input(opts, kind, &display_name, timer);
    }
    let bytes = read_source(&opts.input, &display_name)?;
    let (mut module, sources, warnings) = compile_to_ir_timed(
        &display_name,
        &bytes,
        opts.sanitize,
        opts.debug_info,
        verifies(opts),
        Some(&opts.warnings),
        timer,
    )
    .map_err(|e| Failure::Diagnostics(e.render_with(RenderOptions { color: opts.color, format: opts.error_format })))?;
    if !warnings.is_empty() {
        eprint!(
            "{}",
            diag::render(&sources, &warnings, RenderOptions { color: opts.color, format: opts.error_format })
        );
    }
    let filter = opts.filter.as_deref().map(|name| resolve_filter(&module, name)).transpose()?;
    let source_texts = sources.texts();
    let mut explorer = (opts.kind == OutputKind::Explorer)
        .then(|| crate::explain::Explorer::new(&display_name, &String::from_utf8_lossy(&bytes)));
    if let (Some(explorer), Some(name)) = (explorer.as_mut(), filter.as_deref()) {
        explorer.show_first(name);
    }
    let observed = run_observed_pipeline(&mut module, opts, &source_texts, filter.as_deref(), explorer.as_mut(), timer);
    if !observed.remarks.is_empty() {
        eprintln!("{}", observed.remarks.join("\n"));
    }
    if !opts.pipeline.is_empty() {
        module.drop_debug_homes();
    }

    if let Some(explorer) = explorer {
        return write_explorer(explorer, &module, opts, &source_texts, timer, stdout);
    }
    if opts.emit_ir.is_some() || opts.emit_cfg.is_some() || opts.emit_ir_changes {
        return write_ir_dumps(opts, &observed, stdout);
    }
    if let Some(selection) = &opts.emit_mir {
        return emit_machine_ir(&module, opts, selection, filter.as_deref(), stdout);
    }
    let debug_info = match opts.debug_info {
        true => Some(compilation_directory()?),
        false => None,
    };
    if opts.kind == OutputKind::Assembly {
        let listing_options = backend::ListingOptions {
            sources: source_texts.iter().map(|t| t.to_string()).collect(),
            line_directives: opts.debug_info,
            only: filter.clone(),
            syntax: opts.asm_syntax,
        };
        return write_listing(module, opts, listing_options, debug_info, timer, stdout);
    }
    write_code(module, opts, debug_info, timer, stdout)
}

/// Whether the IR is verified after every stage: on request, and always in
/// debug builds.
fn verifies(opts: &Options) -> bool {
    opts.verify_ir || cfg!(debug_assertions)
}

/// What watching the pipeline run gathered: the `--emit-ir`, `--emit-cfg`
/// and `--emit-ir-changes` text, the stages' names, and the remarks
/// `--remarks` asked for (each said once).
struct Observed {
    text: String,
    stage_names: Vec<String>,
    remarks: Vec<String>,
}

/// Run the pipeline over `module`, timing each pass and gathering what the
/// options ask to see of each stage (the explorer records every stage).
fn run_observed_pipeline(
    module: &mut Module,
    opts: &Options,
    source_texts: &[&str],
    filter: Option<&str>,
    mut explorer: Option<&mut crate::explain::Explorer>,
    timer: &mut StageTimer,
) -> Observed {
    let source_lines = ir::print::source_lines(source_texts);
    let print_options = ir::print::PrintOptions {
        sources: Some(&source_lines),
        runtime: opts.ir_runtime.unwrap_or(match writes_to_stdout(opts) {
            true => ir::print::RuntimeIr::Extern,
            false => ir::print::RuntimeIr::LliShims,
        }),
        filter,
    };
    let mut observed = Observed { text: String::new(), stage_names: Vec::new(), remarks: Vec::new() };
    let mut remarks_said = std::collections::HashSet::new();
    let mut last_texts: Vec<(String, String)> = Vec::new();
    let pass_options = pass_options_for(opts.target, opts.sanitize.enabled());
    passes::run_pipeline(module, &opts.pipeline, &pass_options, verifies(opts), |stage| {
        if stage.name != "lowered" {
            timer.lap(&stage.name);
        }
        if opts.emit_ir.as_ref().is_some_and(|sel| sel.includes(&stage.name)) {
            observed.text.push_str(&stage_header(stage));
            observed.text.push_str(&ir::print::print_module_opts(stage.module, &print_options));
        }
        if opts.emit_cfg.as_deref() == Some(stage.name.as_str()) {
            observed.text.push_str(&cfg_dump(stage.module, &stage.name, filter, opts.cfg_format));
        }
        if opts.emit_ir_changes {
            observed.text.push_str(&stage_changes(stage, filter, &mut last_texts));
        }
        if let Some(explorer) = explorer.as_deref_mut() {
            explorer.record_ir_stage(stage);
        }
        observed.stage_names.push(stage.name.clone());
        if let Some(shown) = &opts.remarks {
            // A pass that runs twice (licm), or meets copies of one loop
            // (a vector loop and its scalar remainder), may say the same
            // thing at the same place more than once: say it once.
            for line in
                stage.remarks.iter().filter(|r| shown.shows(r)).map(|r| r.render(stage.module.source_file(r.file)))
            {
                if remarks_said.insert(line.clone()) {
                    observed.remarks.push(line);
                }
            }
        }
    });
    observed
}

/// `--emit-ir`, `--emit-cfg`, `--emit-ir-changes`: the text gathered while
/// the pipeline ran, once the stages asked for are known to exist.
fn write_ir_dumps(opts: &Options, observed: &Observed, stdout: &mut dyn std::io::Write) -> Result<(), Failure> {
    let requested = [
        opts.emit_cfg.as_ref(),
        match &opts.emit_ir {
            Some(StageSelection::One(name)) => Some(name),
            _ => None,
        },
    ];
    if let Some(name) = requested.into_iter().flatten().find(|n| !observed.stage_names.contains(n)) {
        return Err(Failure::Message(format!(
            "unknown IR stage `{name}`; the stages of this pipeline are: {}",
            observed.stage_names.join(", ")
        )));
    }
    let what = if opts.emit_ir.is_some() { "the IR" } else { "the CFG" };
    write_dump(opts, observed.text.as_bytes(), what, stdout)
}

/// `-S`: the listing, to the output file or stdout.
fn write_listing(
    module: Module,
    opts: &Options,
    listing_options: backend::ListingOptions,
    debug_info: Option<String>,
    timer: &mut StageTimer,
    stdout: &mut dyn std::io::Write,
) -> Result<(), Failure> {
    // Refuse a bad output name before the work (`-o -` has none).
    if !writes_to_stdout(opts) {
        output_path(opts)?;
    }
    let compiled = backend::compile_module_releasing_ir(
        module,
        &backend::BackendOptions { listing: true, listing_options, debug_info, ..code_options(opts) },
    );
    timer.lap("backend");
    let listing = compiled.listing.expect("the backend produces a listing when asked");
    let written = write_dump(opts, listing.as_bytes(), "the listing", stdout);
    timer.lap("write");
    written
}

/// `-c` and the default: the object file (to a pipe with `-o -`), or the
/// linked executable.
fn write_code(
    module: Module,
    opts: &Options,
    debug_info: Option<String>,
    timer: &mut StageTimer,
    stdout: &mut dyn std::io::Write,
) -> Result<(), Failure> {
    if writes_to_stdout(opts) && opts.kind == OutputKind::Executable {
        return Err(Failure::Message(
            "an executable cannot be written to standard output (`-o -`); use -c or -S".into(),
        ));
    }
    // A bad output name is refused before the work; `-o -` has none.
    let output = if writes_to_stdout(opts) { None } else { Some(output_path(opts)?) };
    let compiled =
        backend::compile_module_releasing_ir(module, &backend::BackendOptions { debug_info, ..code_options(opts) });
    timer.lap("backend");
    let Some(output) = output else {
        // `-c -o -`: the object to a pipe (`| objdump -d -`).
        return write_dump(opts, &compiled.elf, "the object", stdout);
    };
    let write_error =
        |e: std::io::Error| Failure::Message(format!("cannot write `{}`: {}", output.display(), io_reason(&e)));
    let written = match opts.kind {
        OutputKind::Executable => backend::link::link_executable_with(&compiled.elf, &output, opts.sanitize.enabled())
            .map_err(|e| Failure::Message(format!("cannot link `{}`: {e}", output.display()))),
        OutputKind::Object => backend::link::write_output(&output, &compiled.elf, false).map_err(write_error),
        // The listing and the explorer page were written before.
        OutputKind::Assembly | OutputKind::Explorer => unreachable!("written before the object"),
    };
    timer.lap(if opts.kind == OutputKind::Executable { "link" } else { "write" });
    written
}

/// Whether a text output (`--emit-ir`, `--emit-cfg`, `--emit-mir`, `-S`)
/// goes to stdout: with `-o -`, and for the dumps without `-o` (`-S`
/// without `-o` writes the input's stem plus `.s`).
fn writes_to_stdout(opts: &Options) -> bool {
    let dumping = opts.emit_ir.is_some() || opts.emit_cfg.is_some() || opts.emit_mir.is_some() || opts.emit_ir_changes;
    match &opts.output {
        Some(path) => path.as_os_str() == "-",
        None => dumping,
    }
}

/// Write a text output to stdout or to its file ([`writes_to_stdout`]),
/// as every output file is written (never clobbering on failure).
fn write_dump(opts: &Options, text: &[u8], what: &str, stdout: &mut dyn std::io::Write) -> Result<(), Failure> {
    if writes_to_stdout(opts) {
        return stdout.write_all(text).map_err(|e| Failure::Message(format!("cannot write {what}: {}", io_reason(&e))));
    }
    let path = output_path(opts)?;
    backend::link::write_output(&path, text, false)
        .map_err(|e| Failure::Message(format!("cannot write `{}`: {}", path.display(), io_reason(&e))))
}

/// The full name of the function `--filter=NAME` means: a defined
/// function's IR name, or the last parts of exactly one (`sq` for
/// `main.sq`); otherwise an error listing the functions.
fn resolve_filter(module: &Module, name: &str) -> Result<String, Failure> {
    let defined: Vec<&str> =
        module.functions().filter(|(_, f)| !f.is_declaration).map(|(_, f)| f.name.as_str()).collect();
    if defined.contains(&name) {
        return Ok(name.to_string());
    }
    let suffix = format!(".{name}");
    let matches: Vec<&str> = defined.iter().copied().filter(|f| f.ends_with(&suffix)).collect();
    match matches.as_slice() {
        [one] => Ok(one.to_string()),
        [] => {
            Err(Failure::Message(format!("--filter: no function `{name}`; the functions are: {}", defined.join(", "))))
        }
        several => Err(Failure::Message(format!(
            "--filter: `{name}` names several functions: {}; give the full name",
            several.join(", ")
        ))),
    }
}

/// `--emit-cfg`: every function's CFG, or only `filter`'s.
fn cfg_dump(module: &Module, stage: &str, filter: Option<&str>, format: CfgFormat) -> String {
    let one = |f: &ir::Function| match format {
        CfgFormat::Dot => ir::dot::function_to_dot(module, f, stage),
        CfgFormat::Svg => ir::svg::function_to_svg(module, f),
    };
    match (filter, format) {
        (None, CfgFormat::Dot) => ir::dot::module_to_dot(module, stage),
        (None, CfgFormat::Svg) => ir::svg::module_to_svg(module, stage),
        (Some(name), _) => {
            module.functions().filter(|(_, f)| !f.is_declaration && f.name == name).map(|(_, f)| one(f)).collect()
        }
    }
}

/// `--emit-ir-changes`: the stage's header, then a unified diff of each
/// function it changed against `last` (the texts after the stage before,
/// updated here); `lowered` is printed whole. `filter`: only that
/// function.
fn stage_changes(stage: &passes::Stage, filter: Option<&str>, last: &mut Vec<(String, String)>) -> String {
    let texts: Vec<(String, String)> = stage
        .module
        .defined_function_ids()
        .into_iter()
        .filter(|&id| filter.is_none_or(|name| stage.module.function(id).name == name))
        .map(|id| {
            let f = stage.module.function(id);
            (f.name.clone(), ir::print::print_function(stage.module, f))
        })
        .collect();
    let out = if stage.name == "lowered" {
        let mut out = stage_header(stage);
        out.push_str(&texts.iter().map(|(_, t)| t.as_str()).collect::<Vec<_>>().join("\n"));
        out
    } else {
        let diff = crate::explain::unified_changes(&stage.name, last, &texts);
        match diff.is_empty() {
            true => format!("; ----- stage: {} (no change) -----\n", stage.name),
            false => stage_header(stage) + &diff,
        }
    };
    *last = texts;
    out
}

/// `--explain`: finish the explorer page with the backend's stages (run
/// with source positions, as for -g, so that machine code links to its
/// lines; the listing quotes the lines of `sources`) and write it.
fn write_explorer(
    mut explorer: crate::explain::Explorer,
    module: &Module,
    opts: &Options,
    sources: &[&str],
    timer: &mut StageTimer,
    stdout: &mut dyn std::io::Write,
) -> Result<(), Failure> {
    if !writes_to_stdout(opts) {
        // Refuse a bad output name before the work.
        output_path(opts)?;
    }
    let code = backend::BackendOptions { debug_info: Some(".".into()), ..code_options(opts) };
    for (stage, text) in backend::machine_ir_stages(module, &code, &|_| true) {
        explorer.record_machine_stage(stage, &text);
    }
    let listing_options = backend::ListingOptions {
        sources: sources.iter().map(|t| t.to_string()).collect(),
        syntax: opts.asm_syntax,
        ..backend::ListingOptions::default()
    };
    let compiled = backend::compile_module(module, &backend::BackendOptions { listing: true, listing_options, ..code });
    explorer.record_assembly(compiled.listing.as_deref().unwrap_or(""));
    timer.lap("backend");
    let page = explorer.to_html();
    let written = write_dump(opts, page.as_bytes(), "the page", stdout);
    timer.lap("write");
    written
}

/// The backend options that decide the code (target, optimizing backend,
/// sanitizer checks), shared by compiling and by `--emit-mir`.
fn code_options(opts: &Options) -> backend::BackendOptions {
    backend::BackendOptions {
        target: opts.target,
        optimize: opts.optimize,
        sanitizer_kinds: opts.sanitize.enabled().then(|| opts.sanitize.bits()),
        ..backend::BackendOptions::default()
    }
}

/// `--emit-mir`: the machine IR after the selected backend stages, each
/// after a `# ----- machine stage: NAME -----` line; of every function, or
/// of `filter` only.
fn emit_machine_ir(
    module: &ir::Module,
    opts: &Options,
    selection: &StageSelection,
    filter: Option<&str>,
    stdout: &mut dyn std::io::Write,
) -> Result<(), Failure> {
    let functions: Vec<ir::FuncId> = match filter {
        None => module.defined_function_ids(),
        Some(name) => {
            module.defined_function_ids().into_iter().filter(|&id| module.function(id).name == name).collect()
        }
    };
    let stages =
        backend::machine_ir_stages_of(module, &functions, &code_options(opts), &|stage| selection.includes(stage));
    if let StageSelection::One(name) = selection {
        if !stages.iter().any(|(stage, _)| stage == name) {
            let names: Vec<&str> = stages.iter().map(|(stage, _)| *stage).collect();
            return Err(Failure::Message(format!(
                "unknown machine IR stage `{name}`; the backend stages here are: {}",
                names.join(", ")
            )));
        }
    }
    let mut text = String::new();
    for (stage, body) in stages.iter().filter(|(stage, _)| selection.includes(stage)) {
        text.push_str(&format!("# ----- machine stage: {stage} -----\n"));
        text.push_str(body);
    }
    write_dump(opts, text.as_bytes(), "the machine IR", stdout)
}

/// The directory DWARF names as the compilation's (`DW_AT_comp_dir`): the
/// current one, against which the source path given is relative.
fn compilation_directory() -> Result<String, Failure> {
    let dir = std::env::current_dir()
        .map_err(|e| Failure::Message(format!("cannot find the current directory for -g: {}", io_reason(&e))))?;
    Ok(dir.display().to_string())
}

/// `--time-passes`: wall-clock time of each stage, printed to stderr.
struct StageTimer {
    enabled: bool,
    last: std::time::Instant,
    start: std::time::Instant,
    /// Per stage: its name, its duration, and the process's resident and
    /// peak resident memory at its end (MiB; `None` where `/proc` cannot
    /// tell).
    laps: Vec<Lap>,
}

/// One stage's name, duration, and resident and peak memory (MiB).
type Lap = (String, std::time::Duration, Option<(u64, u64)>);

impl StageTimer {
    fn new(enabled: bool) -> StageTimer {
        let now = std::time::Instant::now();
        StageTimer { enabled, last: now, start: now, laps: Vec::new() }
    }

    /// Record the time since the previous lap under `name`.
    fn lap(&mut self, name: &str) {
        if self.enabled {
            let now = std::time::Instant::now();
            self.laps.push((name.to_string(), now - self.last, resident_memory_mib()));
            self.last = now;
        }
    }

    fn report(&self) {
        if !self.enabled {
            return;
        }
        let mut text = String::from("stage                   time (ms)   rss (MiB)  peak (MiB)\n");
        let memory = |m: Option<(u64, u64)>| match m {
            Some((rss, peak)) => format!("{rss:>11} {peak:>11}"),
            None => format!("{:>11} {:>11}", "-", "-"),
        };
        for (name, d, m) in &self.laps {
            text.push_str(&format!("{name:<22} {:>10.3} {}\n", d.as_secs_f64() * 1e3, memory(*m)));
        }
        let total = self.start.elapsed().as_secs_f64() * 1e3;
        text.push_str(&format!("{:<22} {:>10.3} {}\n", "total", total, memory(resident_memory_mib())));
        eprint!("{text}");
    }
}

/// The resident set and its peak so far (`VmRSS`, `VmHWM` of
/// `/proc/self/status`, in MiB), where the system reports them: which stage
/// holds the memory is what `--time-passes` users profiling a large
/// program want to know next.
fn resident_memory_mib() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |key: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(key))?;
        let kib: u64 = line[key.len()..].trim().trim_end_matches("kB").trim().parse().ok()?;
        Some(kib >> 10)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// The comment lines before a stage in `--emit-ir` output: its name and
/// what the pass did to each function.
fn stage_header(stage: &passes::Stage) -> String {
    let mut out = format!("; ----- stage: {} -----\n", stage.name);
    for summary in &stage.summaries() {
        for line in summary.lines() {
            out.push_str(&format!(";   {line}\n"));
        }
    }
    out
}

/// The printed module after each stage of the default pipeline (lowering
/// included) for the default target, as `(stage name, text)`, verifying
/// every stage; for tests and tools. `sanitizing`: the module was lowered
/// with sanitizer checks (the passes then behave as `wendc --sanitize`
/// makes them).
pub fn print_stages(module: Module, sanitizing: bool) -> Vec<(String, String)> {
    print_stages_annotated(module, sanitizing, &[])
}

/// [`print_stages`], each instruction annotated with its source line from
/// `sources` (the text of each of the module's source files, as
/// [`compile_to_ir_with_sources`] gives them; none: no annotations).
pub fn print_stages_annotated(mut module: Module, sanitizing: bool, sources: &[&str]) -> Vec<(String, String)> {
    let mut stages = Vec::new();
    let options = pass_options_for(backend::Target::default(), sanitizing);
    let lines = ir::print::source_lines(sources);
    let print_options = ir::print::PrintOptions {
        sources: (!sources.is_empty()).then_some(&lines[..]),
        ..ir::print::PrintOptions::default()
    };
    passes::run_pipeline(&mut module, &default_pipeline(), &options, true, |stage| {
        stages.push((stage.name.clone(), ir::print::print_module_opts(stage.module, &print_options)));
    });
    stages
}

/// What the passes must know: the target's vector width, and whether the
/// sanitizer's checks are built in.
pub fn pass_options_for(target: backend::Target, sanitizing: bool) -> passes::PassOptions {
    passes::PassOptions { vector_bits: target.max_vector_bytes() as u32 * 8, sanitizing }
}

/// The stack every thread that runs the compiler gets: the front end and
/// the passes recurse over the program (the parser also bounds nesting).
/// The command line, the benchmark, the differential tester and the fuzz
/// targets all use it, so they accept the same programs.
pub const COMPILER_STACK_BYTES: usize = 256 << 20;

/// The default pipeline's passes.
pub fn default_pipeline() -> Vec<&'static Pass> {
    named_passes(passes::DEFAULT_PIPELINE)
}

/// The pipeline of an optimisation level: none at 0, the short `-O1`
/// pipeline at 1, the default one at 2 and 3.
pub fn pipeline_for_level(level: u8) -> Vec<&'static Pass> {
    match level {
        0 => Vec::new(),
        1 => named_passes(passes::O1_PIPELINE),
        _ => default_pipeline(),
    }
}

fn named_passes(names: &[&str]) -> Vec<&'static Pass> {
    names.iter().map(|name| passes::find_pass(name).expect("pipeline passes exist")).collect()
}

/// Where the output goes: `-o`, or the input's stem (plus `.o`/`.s`) in the
/// current directory. Refuses to overwrite the input itself.
fn output_path(opts: &Options) -> Result<PathBuf, Failure> {
    let output = match &opts.output {
        Some(o) => o.clone(),
        // A program from standard input has no name: `a.out`, as cc does,
        // or `stdin.o`, `stdin.s`, `stdin.html`.
        None if reads_stdin(&opts.input) => match opts.kind {
            OutputKind::Executable => PathBuf::from("a.out"),
            kind => PathBuf::from("stdin").with_extension(kind.default_extension()),
        },
        None => {
            let stem = opts.input.file_stem().ok_or_else(|| {
                Failure::Message(format!("cannot derive an output name from `{}`; use -o", opts.input.display()))
            })?;
            PathBuf::from(stem).with_extension(opts.kind.default_extension())
        }
    };
    check_output_path(opts, &output)?;
    Ok(output)
}

/// Refuse an output that is the input itself or a directory.
fn check_output_path(opts: &Options, output: &Path) -> Result<(), Failure> {
    if same_file(output, &opts.input) {
        return Err(Failure::Message(format!(
            "refusing to overwrite the input file `{}` with the output; choose another name with -o",
            opts.input.display()
        )));
    }
    if output.is_dir() {
        return Err(Failure::Message(format!("the output `{}` is a directory", output.display())));
    }
    Ok(())
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The largest source file wendc reads. Larger input is refused before it
/// is read (a regular file by its size, anything else, such as a pipe or
/// `/dev/zero`, once this many bytes have come), so a wrong path cannot
/// make the compiler read until memory runs out.
pub const MAX_SOURCE_BYTES: u64 = 64 << 20;

/// An input that is already compiled: an object from `wendc -c`, or a
/// listing from `wendc -S` (by its extension).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CompiledInput {
    Object,
    Assembly,
}

fn compiled_input(input: &Path) -> Option<CompiledInput> {
    match input.extension()?.to_str()? {
        "o" => Some(CompiledInput::Object),
        "s" => Some(CompiledInput::Assembly),
        _ => None,
    }
}

/// `wendc prog.o -o prog` and `wendc prog.s -o prog`: link what `-c` or
/// `-S` wrote with the runtime (the sanitizer's too when the object
/// carries the sanitizer's table); a listing is assembled with `as` first.
fn link_compiled_input(
    opts: &Options,
    kind: CompiledInput,
    display_name: &str,
    timer: &mut StageTimer,
) -> Result<(), Failure> {
    if opts.kind != OutputKind::Executable
        || opts.emit_ir.is_some()
        || opts.emit_mir.is_some()
        || opts.emit_cfg.is_some()
    {
        return Err(Failure::Message(format!(
            "`{display_name}` is already compiled: it can only be linked (leave out -c, -S and the dumps)"
        )));
    }
    let cannot_read = |e: std::io::Error| Failure::Message(format!("cannot read `{display_name}`: {}", io_reason(&e)));
    let elf = match kind {
        CompiledInput::Object => std::fs::read(&opts.input).map_err(cannot_read)?,
        CompiledInput::Assembly => assemble(&opts.input, display_name)?,
    };
    let parsed = object::File::parse(&*elf).map_err(|_| {
        Failure::Message(format!("`{display_name}` is not an ELF object (wendc links the objects of `wendc -c`)"))
    })?;
    use object::Object;
    let sanitizer = parsed.section_by_name(backend::object::santable::SECTION_NAME).is_some();
    let output = output_path(opts)?;
    let linked = backend::link::link_executable_with(&elf, &output, sanitizer)
        .map_err(|e| Failure::Message(format!("cannot link `{}`: {e}", output.display())));
    timer.lap("link");
    linked
}

/// `--emit-runtime=FILE`: write the runtime archive that executables link,
/// for linking objects of `wendc -c` with `cc -static -nostdlib` or `ld`.
pub fn write_runtime(path: &Path) -> Result<(), Failure> {
    backend::link::write_output(path, wend_runtime::ARCHIVE, false)
        .map_err(|e| Failure::Message(format!("cannot write `{}`: {}", path.display(), io_reason(&e))))
}

/// Assemble a listing of `wendc -S` with GNU as: the object's bytes.
fn assemble(listing: &Path, display_name: &str) -> Result<Vec<u8>, Failure> {
    let work = tempfile::tempdir()
        .map_err(|e| Failure::Message(format!("cannot make a temporary folder: {}", io_reason(&e))))?;
    let object = work.path().join("listing.o");
    let out = std::process::Command::new("as").arg(listing).arg("-o").arg(&object).output().map_err(|e| {
        Failure::Message(format!("cannot run the assembler `as` for `{display_name}`: {}", io_reason(&e)))
    })?;
    if !out.status.success() {
        return Err(Failure::Message(format!(
            "`as` rejected `{display_name}`:\n{}",
            String::from_utf8_lossy(&out.stderr).trim_end()
        )));
    }
    std::fs::read(&object).map_err(|e| Failure::Message(format!("cannot read the object `as` made: {}", io_reason(&e))))
}

/// Whether the input is `-`: the program is read from standard input.
fn reads_stdin(input: &Path) -> bool {
    input.as_os_str() == "-"
}

/// The bytes of the source file `path`, or of standard input for `-` (at
/// most [`MAX_SOURCE_BYTES`]).
fn read_source(path: &Path, display_name: &str) -> Result<Vec<u8>, Failure> {
    if reads_stdin(path) {
        return read_at_most_max(
            std::io::stdin(),
            |e| Failure::Message(format!("cannot read standard input: {}", io_reason(&e))),
            || {
                Failure::Message(format!(
                    "standard input is larger than {} MiB, the largest program wendc reads",
                    MAX_SOURCE_BYTES >> 20
                ))
            },
        );
    }
    let cannot_read = |e: std::io::Error| Failure::Message(format!("cannot read `{display_name}`: {}", io_reason(&e)));
    let too_large = || {
        Failure::Message(format!(
            "`{display_name}` is larger than {} MiB, the largest source file wendc reads",
            MAX_SOURCE_BYTES >> 20
        ))
    };
    let file = std::fs::File::open(path).map_err(cannot_read)?;
    if file.metadata().is_ok_and(|m| m.is_file() && m.len() > MAX_SOURCE_BYTES) {
        return Err(too_large());
    }
    read_at_most_max(file, cannot_read, too_large)
}

/// Everything `reader` gives, unless that is more than
/// [`MAX_SOURCE_BYTES`] (a device or pipe has no size to check first: at
/// most one byte more than the limit is read).
fn read_at_most_max(
    reader: impl std::io::Read,
    cannot_read: impl Fn(std::io::Error) -> Failure,
    too_large: impl Fn() -> Failure,
) -> Result<Vec<u8>, Failure> {
    use std::io::Read;
    let mut bytes = Vec::new();
    reader.take(MAX_SOURCE_BYTES + 1).read_to_end(&mut bytes).map_err(cannot_read)?;
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

/// An I/O error's reason without Rust's "(os error N)" suffix.
fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}
