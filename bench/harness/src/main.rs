//! `wend-bench`: see the library's documentation, or `wend-bench --help`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use wend_bench::{Config, ScaleConfig, Section, WendcCommand};

/// The wendc benchmark: run time against LLVM and gcc, the SLP speedup,
/// compile time against LLVM, compile-time scalability. Run from the
/// repository root (`make bench`).
#[derive(Parser, Debug)]
#[command(name = "wend-bench")]
struct Cli {
    /// Only programs whose names contain one of these (comma-separated).
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    only: Vec<String>,

    /// Runs per build and per compile (the tables show medians).
    #[arg(long, default_value_t = 5)]
    runs: usize,

    /// Smoke test: one run of everything, a small scalability program,
    /// no LLVM on it.
    #[arg(long)]
    quick: bool,

    /// Sections to run (comma-separated): runtime, compile, scale.
    #[arg(long, value_name = "LIST", value_delimiter = ',', default_value = "runtime,compile,scale")]
    sections: Vec<String>,

    /// The wendc executable timed in the compile-time sections (default:
    /// `wendc` next to this program; without one, the driver in process).
    #[arg(long, value_name = "PATH")]
    wendc: Option<PathBuf>,

    /// The benchmark programs.
    #[arg(long, value_name = "DIR", default_value = "bench/programs")]
    programs: PathBuf,

    /// Where builds, intermediate files and report.md go.
    #[arg(long, value_name = "DIR", default_value = "target/bench")]
    work: PathBuf,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let sections: Result<Vec<Section>, String> = cli.sections.iter().map(|s| Section::parse(s)).collect();
    let sections = match sections {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let wendc = match cli.wendc {
        Some(path) => WendcCommand::Binary(path),
        None => match std::env::current_exe().ok().map(|exe| exe.with_file_name("wendc")).filter(|p| p.is_file()) {
            Some(path) => WendcCommand::Binary(path),
            None => WendcCommand::InProcess,
        },
    };
    let (variables, statements) = if cli.quick { (500, 2000) } else { (5000, 20000) };
    let config = Config {
        programs_dir: cli.programs,
        work_dir: cli.work.clone(),
        only: cli.only,
        runs: if cli.quick { 1 } else { cli.runs },
        sections,
        wendc,
        scale: ScaleConfig { generator: "bench/gen_large.py".into(), variables, statements, with_llvm: !cli.quick },
    };
    let report = match wend_bench::run(&config, &mut std::io::stderr()) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    println!("\n{}", report.text);
    let saved = cli.work.join("report.md");
    if let Err(e) = std::fs::write(&saved, &report.text) {
        eprintln!("warning: cannot write {}: {e}", saved.display());
    }
    if report.problems.is_empty() {
        eprintln!("all outputs agree; report in {}", saved.display());
        ExitCode::SUCCESS
    } else {
        eprintln!("{} problem(s):", report.problems.len());
        for p in &report.problems {
            eprintln!("- {p}");
        }
        ExitCode::from(1)
    }
}
