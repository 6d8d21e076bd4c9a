//! The `wendc` command line.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser};
use wendc::driver::{self, Failure, OutputKind, StageSelection};
use wendc::passes;

mod manual;

/// mimalloc instead of glibc's malloc: compiling a large function makes
/// millions of small allocations and frees (the IR's and the machine IR's
/// lists), where glibc's allocator took about a fifth of the time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's `mi_option_arena_eager_commit` and `mi_option_purge_delay`
/// (mimalloc.h keeps the numbering of its options stable, with
/// placeholders for retired ones; the sys crate leaves these without
/// constants).
const MI_OPTION_ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Tune mimalloc for a compiler's peak memory (the scale section of
/// `make bench` measures both ends of the trade):
/// - it commits a whole arena when it reserves one, which doubles a small
///   compile's memory: commit as pages are used instead;
/// - it gives freed memory back to the system a second later, so a large
///   compile's buffers freed within that second add to its peak. Much
///   sooner makes the next stage fault in fresh pages for what it
///   allocates (the kernel zeroes each one) instead of reusing what the
///   last stage freed, and system time grows; 200 ms lets each stage reuse
///   the memory of the one before, for little more peak memory; longer
///   raises the peak for little more speed.
extern "C" fn tune_allocator_early() {
    tune_allocator();
}

/// Run `tune_allocator` from the ELF constructors, before the Rust runtime
/// makes its first allocation (mimalloc commits its first arena then, too
/// early for an option set in `main`).
#[used]
#[unsafe(link_section = ".init_array")]
static TUNE_ALLOCATOR_EARLY: extern "C" fn() = tune_allocator_early;

fn tune_allocator() {
    // SAFETY: plain setters, called before any other thread exists.
    unsafe {
        libmimalloc_sys::mi_option_set(MI_OPTION_ARENA_EAGER_COMMIT, 0);
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 200);
    }
}

/// wendc: an optimizing compiler for the wend language, from source to a
/// native x86-64 Linux executable.
#[derive(Parser, Debug)]
// clap's own --version flag is replaced by `version` below, which can print
// more with --verbose; `version` stays for the man page's header.
#[command(name = "wendc", version, about, long_about = None, after_help = pass_help(), args_override_self = true, disable_version_flag = true)]
struct Cli {
    /// The wend source file to compile; `-` reads the program from standard
    /// input (the executable is then `a.out`).
    // Optional only so that --completions, --man and --version work
    // without one; clap still reports it missing otherwise.
    #[arg(required_unless_present_any = ["completions", "man", "version", "verbose", "emit_runtime", "explain_error"])]
    input: Option<PathBuf>,

    /// Print version information (with --verbose: the commit, target and
    /// features too).
    #[arg(short = 'V', long)]
    version: bool,

    /// With --version: also print the commit wendc was built from, its
    /// target, the target CPUs and the features built in.
    #[arg(long, requires = "version")]
    verbose: bool,

    /// Print a shell completion script for SHELL to stdout (e.g. for bash:
    /// `wendc --completions bash > ~/.local/share/bash-completion/completions/wendc`).
    #[arg(long, value_name = "SHELL", conflicts_with_all = ["input", "man", "version"])]
    completions: Option<clap_complete::Shell>,

    /// Write wend's runtime library (an `ar` archive) to FILE, to link
    /// objects of `wendc -c` with another driver:
    /// `cc -static -nostdlib prog.o FILE -o prog` (or `ld -static`).
    /// Objects built with --sanitize are linked by `wendc prog.o`.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["input", "man", "version", "completions"])]
    emit_runtime: Option<PathBuf>,

    /// Explain an error code (`E0012`, as in `error[E0012]: …`): the rule
    /// it stands for, an example that breaks it, and the fix.
    #[arg(long, value_name = "CODE", conflicts_with_all = ["input", "man", "version", "completions", "emit_runtime"])]
    explain_error: Option<String>,

    /// Print the man page (roff) to stdout (view with `wendc --man | man -l -`).
    #[arg(long, conflicts_with_all = ["input", "version"])]
    man: bool,

    /// Where to write the output (default: the input's file stem, plus `.o`
    /// with -c or `.s` with -S, in the current directory; stdout for
    /// --emit-ir, --emit-cfg and --emit-mir). `-o -` writes -S and those
    /// dumps to stdout.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,

    /// Compile to an ELF object file; do not link.
    #[arg(short = 'c', conflicts_with = "assembly")]
    object: bool,

    /// Write an x86-64 assembly listing (GNU as syntax) instead of an executable.
    #[arg(short = 'S')]
    assembly: bool,

    /// The syntax of -S and of the explorer's assembly, as gcc and clang
    /// spell it: `-masm=att` (the default) or `-masm=intel` (GNU as reads
    /// both back).
    #[arg(long = "masm", value_name = "SYNTAX", value_parser = ["att", "intel"], require_equals = true)]
    masm: Option<String>,

    /// How diagnostics are written: `human` (snippets with labels, the
    /// default), `short` (one line each: `file:line:col: error[CODE]:
    /// message`, for editors' error parsers) or `json` (one JSON object
    /// per line, with every span, for tools).
    #[arg(long, value_name = "FORMAT", default_value = "human", value_parser = ["human", "short", "json"], require_equals = true)]
    error_format: String,

    /// Optimisation level: 0 runs no pass and uses the unoptimizing backend
    /// (every value in a stack slot); 1 runs a short pipeline
    /// (mem2reg,sccp,simplifycfg,instcombine,cse,adce,reg2mem), 2 and 3
    /// the default one (see below); 1 to 3 allocate registers. A bare -O
    /// means -O2; of several, the last wins. gcc's other levels: -Os, -Oz
    /// and -Og mean -O1 (no inlining, unrolling or vectorizing, the passes
    /// that grow code); -Ofast means -O2 (wend has no floating point to
    /// relax).
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: Option<u8>,

    /// Run exactly these passes, in order (comma-separated names; see below).
    #[arg(long, value_name = "LIST", conflicts_with = "opt_level")]
    passes: Option<String>,

    /// Print the IR to stdout (or the -o file) instead of compiling: after
    /// every stage, or only after STAGE (`lowered` or a pass name). Each
    /// stage is a valid LLVM module, its instructions annotated with their
    /// source lines (`; line N`).
    #[arg(long, value_name = "STAGE", num_args = 0..=1, require_equals = true, default_missing_value = "all")]
    emit_ir: Option<String>,

    /// How IR printed by --emit-ir provides the runtime's functions: `lli`
    /// defines them on libc's stdio, so `lli` runs the module on its own;
    /// `extern` only declares them, for compiling the module with `llc` and
    /// linking the object with wend's runtime (as `make bench` does).
    /// Default: `extern` on stdout (shorter to read), `lli` in a file
    /// written with -o.
    #[arg(long, value_name = "HOW", value_parser = ["lli", "extern"], require_equals = true, requires = "emit_ir")]
    ir_runtime: Option<String>,

    /// Limit --emit-ir, --emit-cfg, --emit-mir and -S to one function: its
    /// IR name (`main.sq`) or the last part of exactly one (`sq`), as LLVM's
    /// -filter-print-funcs does.
    #[arg(long, value_name = "FUNCTION", require_equals = true)]
    filter: Option<String>,

    /// Print the machine IR to stdout instead of compiling: after every
    /// backend stage, or only after STAGE (`isel`, `regalloc`, or
    /// `peephole`, which runs only when optimizing).
    #[arg(long, value_name = "STAGE", num_args = 0..=1, require_equals = true, default_missing_value = "all", conflicts_with = "emit_ir")]
    emit_mir: Option<String>,

    /// Print each function's control-flow graph after STAGE as Graphviz DOT
    /// (render with `dot -Tsvg -O`), or as SVG with --format=svg, instead
    /// of compiling.
    #[arg(long, value_name = "STAGE", require_equals = true)]
    emit_cfg: Option<String>,

    /// How --emit-cfg draws: `dot` (Graphviz) or `svg` (one SVG document,
    /// laid out by wendc itself, every function stacked top to bottom).
    #[arg(long, value_name = "FORMAT", default_value = "dot", value_parser = ["dot", "svg"], require_equals = true, requires = "emit_cfg")]
    format: String,

    /// The CPU to compile for: `x86-64-v2` (SSE4.2, runs on any x86-64 CPU
    /// since about 2009; the default) or `native` (this machine's CPU: AVX2
    /// and 8-lane vectors if it has them).
    #[arg(long, value_name = "CPU", default_value = "x86-64-v2", value_parser = ["x86-64-v2", "native"])]
    target_cpu: String,

    /// Verify the IR after every stage even in a release build (debug
    /// builds always do).
    #[arg(long)]
    verify_ir: bool,

    /// Print the time each stage took (front end, each pass, backend, link)
    /// to stderr.
    #[arg(long)]
    time_passes: bool,

    /// Build in run-time checks that report wend bugs (the fault, the
    /// source line and column, the wend call stack) and exit with status 1:
    /// a comma-separated list of bounds, divide, overflow, stack, return, or
    /// `all`. `--sanitize` alone means all but overflow (`+ - *` wrap by
    /// definition). Options at run time: WENDSAN_OPTIONS=exitcode=N:print_addresses=1.
    #[arg(long, value_name = "KINDS", num_args = 0..=1, require_equals = true, default_missing_value = "default")]
    sanitize: Option<String>,

    /// Write DWARF debugging information (line table, function names,
    /// variables) for gdb and addr2line. The code is the same as without -g.
    /// gcc's levels: -g1, -g2, -g3, -ggdb mean -g; -g0 turns it off (the
    /// last of them wins).
    #[arg(short = 'g')]
    debug_info: bool,

    /// -g0 (what `gcc_habits` makes of it).
    #[arg(long = "g0", hide = true)]
    no_debug_info: bool,

    /// Write one self-contained HTML page (default: the input's stem plus
    /// `.html`) that follows the program through every stage: the source,
    /// each pass's IR with its changes highlighted, the CFGs, the remarks,
    /// the machine IR and the assembly, linked by source line. Works
    /// offline.
    #[arg(long, conflicts_with_all = ["object", "assembly", "emit_ir", "emit_mir", "emit_cfg"])]
    explain: bool,

    /// Print the IR after each stage as a unified diff against the stage
    /// before, only for the functions the stage changed (`lowered` whole).
    #[arg(long, conflicts_with_all = ["emit_ir", "emit_mir", "emit_cfg"])]
    emit_ir_changes: bool,

    /// Print optimisation remarks to stderr, as clang's -Rpass and
    /// -Rpass-missed do: `file:line:col: remark: what a pass did [pass]`,
    /// and `missed:` with the reason where it did nothing. All passes, or
    /// only the comma-separated PASSES.
    #[arg(long, value_name = "PASSES", num_args = 0..=1, require_equals = true, default_missing_value = "all")]
    remarks: Option<String>,

    /// Warnings, as gcc and clang take them: `-WNAME` (or `-W NAME`) turns
    /// the warning NAME on, `-Wno-NAME` off; `-Wall` turns all on (the
    /// default); `-Werror` makes the warnings errors (the compile fails),
    /// `-Werror=NAME` only NAME (`-Wno-error[=NAME]` undoes it). Later
    /// flags override earlier ones. The names are listed below. gcc's
    /// `-Wextra`, `-Wpedantic` and `-pedantic` mean `-Wall` (every wend
    /// warning is in it).
    #[arg(short = 'W', value_name = "WARNING", action = clap::ArgAction::Append)]
    warn: Vec<String>,

    /// Allow (turn off) the warning NAME, as rustc's -A does; `-A warnings`
    /// turns all off.
    #[arg(short = 'A', value_name = "NAME", action = clap::ArgAction::Append)]
    allow: Vec<String>,

    /// Turn every warning off (a later -WNAME turns that one back on).
    #[arg(short = 'w')]
    no_warnings: bool,

    /// Colour diagnostics: auto (when stderr is a terminal), always, never.
    #[arg(long, value_name = "WHEN", default_value = "auto", value_parser = ["auto", "always", "never"])]
    color: String,
}

/// What gcc and clang users type, rewritten into wendc's flags before
/// clap reads them (clap cannot give a short option an optional value
/// without taking the next argument as it, nor read `-masm=` as one
/// option): a bare `-O` is `-O2`; `-Os`, `-Oz`, `-Og` are `-O1`; `-Ofast`
/// is `-O2`; `-g1`…`-g3` and `-ggdb` are `-g`, `-g0` turns it off;
/// `-masm=SYNTAX` is `--masm=SYNTAX`; `-pedantic` is `-Wpedantic`. The
/// value of `-o` and everything after `--` are left alone.
fn gcc_habits(args: impl Iterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let mut out = Vec::new();
    let mut verbatim = false;
    let mut value_next = false;
    for arg in args {
        let text = arg.to_str();
        let rewritten = match text {
            _ if verbatim || value_next => None,
            Some("--") => {
                verbatim = true;
                None
            }
            Some("-O") => Some("-O2".to_string()),
            Some("-Os" | "-Oz" | "-Og") => Some("-O1".to_string()),
            Some("-Ofast") => Some("-O2".to_string()),
            Some("-g1" | "-g2" | "-g3" | "-ggdb") => Some("-g".to_string()),
            Some("-g0") => Some("--g0".to_string()),
            Some("-pedantic") => Some("-Wpedantic".to_string()),
            Some(t) if t.starts_with("-masm=") => Some(format!("-{t}")),
            _ => None,
        };
        value_next = !verbatim && !value_next && text == Some("-o");
        out.push(rewritten.map_or(arg, Into::into));
    }
    out
}

fn pass_help() -> String {
    let mut text = String::from("Passes (for --passes and --emit-ir):\n");
    for pass in passes::PASSES {
        text.push_str(&format!("  {:<9} {}\n", pass.name, pass.description));
    }
    text.push_str(&format!("Default pipeline (-O2, -O3): {}\n", passes::DEFAULT_PIPELINE.join(",")));
    text.push_str(&format!("-O1 pipeline: {}\n", passes::O1_PIPELINE.join(",")));
    text.push_str("Warnings (all on by default; -Wno-NAME or -A NAME turns one off, -w all):\n");
    for lint in wendc::frontend::lint::LINTS {
        text.push_str(&format!("  {:<19} {}\n", lint.name, lint.summary));
    }
    text.push_str("A name starting with `_` is never reported as unused.");
    text
}

/// The warning options of the command line: `-W`, `-A` and `-w` applied
/// in the order given (a later flag overrides an earlier one).
fn warning_options(matches: &clap::ArgMatches) -> Result<wendc::frontend::lint::WarningOptions, String> {
    enum Flag<'a> {
        W(&'a str),
        Allow(&'a str),
        NoWarnings,
    }
    let mut flags: Vec<(usize, Flag)> = Vec::new();
    let values = |id: &str| -> Vec<(usize, &String)> {
        match (matches.indices_of(id), matches.get_many::<String>(id)) {
            (Some(indices), Some(values)) => indices.zip(values).collect(),
            _ => Vec::new(),
        }
    };
    flags.extend(values("warn").into_iter().map(|(i, v)| (i, Flag::W(v))));
    flags.extend(values("allow").into_iter().map(|(i, v)| (i, Flag::Allow(v))));
    if matches.get_flag("no_warnings") {
        flags.extend(matches.indices_of("no_warnings").into_iter().flatten().map(|i| (i, Flag::NoWarnings)));
    }
    flags.sort_by_key(|(i, _)| *i);
    let mut options = wendc::frontend::lint::WarningOptions::default();
    for (_, flag) in flags {
        match flag {
            Flag::W(value) => options.apply_w(value)?,
            Flag::Allow(name) => options.apply_allow(name)?,
            Flag::NoWarnings => options.apply_no_warnings(),
        }
    }
    Ok(options)
}

/// What `--version --verbose` prints after the version line: where the
/// build came from and what it can do, for bug reports.
fn verbose_version() -> String {
    let native = match wendc::backend::Target::native() {
        wendc::backend::Target::Avx2 => "avx2 (this machine has AVX2)",
        _ => "x86-64-v2 (this machine lacks AVX2)",
    };
    let mut features = vec!["allocator=mimalloc", "debug-info (-g, DWARF)"];
    if !wend_runtime::SANITIZER_ARCHIVE.is_empty() {
        features.push("sanitizer-runtime (--sanitize)");
    }
    // Debug builds verify the IR after every stage (see --verify-ir).
    if cfg!(debug_assertions) {
        features.push("debug-assertions");
    }
    format!(
        "commit: {}\ntarget: {}\ndefault target CPU: x86-64-v2\nnative target CPU: {native}\nfeatures: {}\n",
        env!("WENDC_COMMIT"),
        env!("WENDC_TARGET"),
        features.join(", ")
    )
}

fn main() -> ExitCode {
    let matches = Cli::command().get_matches_from(gcc_habits(std::env::args_os()));
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    if let Some(result) = standalone_action(&cli) {
        return exit_with(result);
    }
    match options(cli, &matches) {
        Ok(opts) => compile_on_worker(opts),
        Err(failure) => exit_with(Err(failure)),
    }
}

/// Status 0, or 1 with the failure on stderr.
fn exit_with(result: Result<(), Failure>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprint!("{failure}");
            ExitCode::from(1)
        }
    }
}

/// What the flags that need no program do (`--version`, `--completions`,
/// `--explain-error`, `--emit-runtime`, `--man`), or `None` to compile.
fn standalone_action(cli: &Cli) -> Option<Result<(), Failure>> {
    if cli.version {
        println!("wendc {}", env!("CARGO_PKG_VERSION"));
        if cli.verbose {
            print!("{}", verbose_version());
        }
    } else if let Some(shell) = cli.completions {
        clap_complete::generate(shell, &mut manual::with_value_names(Cli::command()), "wendc", &mut std::io::stdout());
    } else if let Some(id) = &cli.explain_error {
        return Some(wendc::diag::codes::explain(id).map(|text| print!("{text}")).map_err(Failure::Message));
    } else if let Some(path) = &cli.emit_runtime {
        return Some(driver::write_runtime(path));
    } else if cli.man {
        let written = manual::render_man_page(Cli::command(), &mut std::io::stdout());
        return Some(written.map_err(|e| Failure::Message(format!("cannot write the man page: {e}"))));
    } else {
        return None;
    }
    Some(Ok(()))
}

/// The driver's options from the command line; `Err` for a bad value.
fn options(cli: Cli, matches: &clap::ArgMatches) -> Result<driver::Options, Failure> {
    // clap requires an input unless one of the standalone flags is given.
    let Some(input) = cli.input else { unreachable!("clap requires <INPUT> here") };
    let color = match cli.color.as_str() {
        "always" => true,
        "never" => false,
        _ => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let kind = if cli.explain {
        OutputKind::Explorer
    } else if cli.object {
        OutputKind::Object
    } else if cli.assembly {
        OutputKind::Assembly
    } else {
        OutputKind::Executable
    };
    // -O0 also selects the unoptimizing backend; --passes and the other
    // levels use the optimizing one.
    let optimize = !(cli.passes.is_none() && cli.opt_level == Some(0));
    let pipeline = match (&cli.passes, cli.opt_level) {
        (Some(list), _) => passes::parse_pipeline(list).map_err(Failure::Message)?,
        (None, Some(level)) => driver::pipeline_for_level(level),
        (None, None) => driver::default_pipeline(),
    };
    let sanitize = cli
        .sanitize
        .as_deref()
        .map(wendc::sanitize::Sanitize::parse)
        .transpose()
        .map_err(Failure::Message)?
        .unwrap_or_default();
    let remarks = cli.remarks.as_deref().map(passes::RemarkFilter::parse).transpose().map_err(Failure::Message)?;
    let warnings = warning_options(matches).map_err(Failure::Message)?;
    let selection = |stage: String| match stage.as_str() {
        "all" => StageSelection::All,
        _ => StageSelection::One(stage),
    };
    Ok(driver::Options {
        input,
        output: cli.output,
        kind,
        pipeline,
        target: match cli.target_cpu.as_str() {
            "native" => wendc::backend::Target::native(),
            _ => wendc::backend::Target::X86_64V2,
        },
        optimize,
        emit_ir: cli.emit_ir.map(selection),
        emit_mir: cli.emit_mir.map(selection),
        ir_runtime: cli.ir_runtime.as_deref().map(|how| match how {
            "extern" => wendc::ir::print::RuntimeIr::Extern,
            _ => wendc::ir::print::RuntimeIr::LliShims,
        }),
        filter: cli.filter,
        emit_cfg: cli.emit_cfg,
        cfg_format: match cli.format.as_str() {
            "svg" => wendc::driver::CfgFormat::Svg,
            _ => wendc::driver::CfgFormat::Dot,
        },
        verify_ir: cli.verify_ir,
        time_passes: cli.time_passes,
        color,
        sanitize,
        debug_info: debug_info_wanted(matches),
        remarks,
        emit_ir_changes: cli.emit_ir_changes,
        warnings,
        error_format: wendc::diag::ErrorFormat::parse(&cli.error_format).unwrap_or_default(),
        asm_syntax: cli.masm.as_deref().and_then(wendc::backend::AsmSyntax::parse).unwrap_or_default(),
    })
}

/// `-g` and `-g0` (and what `gcc_habits` makes of `-g1`…): the last wins
/// (with `args_override_self`, a flag's index is its last occurrence's).
fn debug_info_wanted(matches: &clap::ArgMatches) -> bool {
    let last = |id: &str| if matches.get_flag(id) { matches.index_of(id) } else { None };
    last("debug_info") > last("no_debug_info")
}

/// Compile as `opts` say. The front end and passes recurse over the
/// program; they run on a thread with a generous stack (the parser also
/// bounds nesting). A panic (its message printed by the panic hook) exits
/// with status 101, as Rust programs do.
fn compile_on_worker(opts: driver::Options) -> ExitCode {
    let format = opts.error_format;
    let worker = std::thread::Builder::new()
        .name("wendc".into())
        .stack_size(driver::COMPILER_STACK_BYTES)
        .spawn(move || driver::run(&opts, &mut std::io::stdout().lock()));
    let result = match worker {
        Ok(handle) => match handle.join() {
            Ok(result) => result,
            Err(_) => return ExitCode::from(101),
        },
        Err(e) => Err(Failure::Message(format!("cannot start the compiler thread: {e}"))),
    };
    match (result, format) {
        // A failure that is not about a place in the program (a missing
        // file, a linker error) is one JSON object too, without spans.
        (Err(Failure::Message(message)), wendc::diag::ErrorFormat::Json) => {
            eprintln!("{}", wendc::diag::json_failure(&message));
            ExitCode::from(1)
        }
        (result, _) => exit_with(result),
    }
}

#[cfg(test)]
mod tests {
    use super::gcc_habits;

    fn rewrite(args: &[&str]) -> Vec<String> {
        gcc_habits(args.iter().map(|a| a.into())).into_iter().map(|a| a.into_string().unwrap()).collect()
    }

    #[test]
    fn gcc_spellings_become_wendc_flags() {
        assert_eq!(
            rewrite(&["wendc", "-O", "-Os", "-Oz", "-Og", "-Ofast", "-O3"]),
            ["wendc", "-O2", "-O1", "-O1", "-O1", "-O2", "-O3"]
        );
        assert_eq!(
            rewrite(&["wendc", "-g1", "-g2", "-g3", "-ggdb", "-g0", "-g"]),
            ["wendc", "-g", "-g", "-g", "-g", "--g0", "-g"]
        );
        assert_eq!(
            rewrite(&["wendc", "-masm=intel", "-pedantic", "-Wextra"]),
            ["wendc", "--masm=intel", "-Wpedantic", "-Wextra"]
        );
    }

    #[test]
    fn the_output_name_and_what_follows_a_double_dash_are_left_alone() {
        assert_eq!(rewrite(&["wendc", "-o", "-O", "p.wend", "-O"]), ["wendc", "-o", "-O", "p.wend", "-O2"]);
        assert_eq!(rewrite(&["wendc", "-O", "--", "-g3"]), ["wendc", "-O2", "--", "-g3"]);
    }
}
