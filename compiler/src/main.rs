//! The `wendc` command line.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use wendc::driver::{self, OutputKind};

/// wendc: an optimizing compiler for the wend language, from source to a
/// native x86-64 Linux executable.
#[derive(Parser, Debug)]
#[command(name = "wendc", version, about, long_about = None)]
struct Cli {
    /// The wend source file to compile.
    input: PathBuf,

    /// Where to write the output (default: the input's file stem, plus `.o`
    /// with -c or `.s` with -S, in the current directory).
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,

    /// Compile to an ELF object file; do not link.
    #[arg(short = 'c', conflicts_with = "assembly")]
    object: bool,

    /// Write an x86-64 assembly listing (GNU as syntax) instead of an executable.
    #[arg(short = 'S')]
    assembly: bool,

    /// Print the IR to stdout instead of compiling: every stage, or only
    /// STAGE (`--emit-ir=lowered`). The output is a valid LLVM module.
    #[arg(long, value_name = "STAGE", num_args = 0..=1, require_equals = true, default_missing_value = "all")]
    emit_ir: Option<String>,

    /// Colour diagnostics: auto (when stderr is a terminal), always, never.
    #[arg(long, value_name = "WHEN", default_value = "auto", value_parser = ["auto", "always", "never"])]
    color: String,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color.as_str() {
        "always" => true,
        "never" => false,
        _ => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let kind = if cli.object {
        OutputKind::Object
    } else if cli.assembly {
        OutputKind::Assembly
    } else {
        OutputKind::Executable
    };
    let emit_ir = cli.emit_ir.map(|stage| match stage.as_str() {
        "all" => driver::IR_STAGES.iter().map(|s| s.to_string()).collect(),
        one => vec![one.to_string()],
    });
    let opts = driver::Options { input: cli.input, output: cli.output, kind, emit_ir, color };

    // The front end and passes recurse over the program; run them on a
    // thread with a generous stack (the parser also bounds nesting).
    let worker = std::thread::Builder::new()
        .name("wendc".into())
        .stack_size(256 << 20)
        .spawn(move || driver::run(&opts, &mut std::io::stdout().lock()));
    let result = match worker {
        Ok(handle) => match handle.join() {
            Ok(result) => result,
            // The panic message has been printed by the panic hook.
            Err(_) => return ExitCode::from(101),
        },
        Err(e) => Err(driver::Failure::Message(format!("cannot start the compiler thread: {e}"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprint!("{failure}");
            ExitCode::from(1)
        }
    }
}
