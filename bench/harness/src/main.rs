//! `wend-bench`: see the library's documentation, or `wend-bench --help`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use std::time::Duration;

use wend_bench::{Config, ScaleConfig, Section, ShapesConfig, WendcCommand};

/// The wendc benchmark: run time against gcc -O2, clang -O2 and LLVM, the
/// SLP and loop vectorizer speedups, compile time against gcc, clang and
/// LLVM, compile-time scalability. Run from the repository root (`make
/// bench`).
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

    /// Where builds, intermediate files, report.md and report.json go.
    #[arg(long, value_name = "DIR", default_value = "target/bench")]
    work: PathBuf,

    /// Also publish the report as DIR/benchmarks.md with its chart,
    /// DIR/benchmarks.svg (`make bench` passes `docs` on a full run: every
    /// program, every section, not --quick), when every output was right.
    #[arg(long, value_name = "DIR")]
    publish: Option<PathBuf>,
}

/// The published report: the tables of report.md under a header that
/// says where they come from, and the chart.
fn published_markdown(report_text: &str, has_chart: bool) -> String {
    let body = report_text.strip_prefix("# wendc benchmark report\n\n").unwrap_or(report_text);
    let mut out = String::from(
        "# Benchmarks\n\n\
         Written by `make bench` (the harness in `bench/harness/`; how it measures and how to add a program: \
         [bench/README.md](../bench/README.md)); do not edit by hand: the next full run replaces this file. \
         Compare ratios, not absolute times: every build of a program runs interleaved with the others, \
         on a machine that may be noisy.\n\n",
    );
    if has_chart {
        out.push_str("![wendc's run time over the best of gcc -O2 and clang -O2, per program](benchmarks.svg)\n\n");
    }
    out.push_str(body);
    out
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
        scale: ScaleConfig {
            generator: "bench/gen_large.py".into(),
            variables,
            statements,
            with_llvm: !cli.quick,
            shapes: Some(ShapesConfig {
                generator: "bench/gen_shapes.py".into(),
                sizes: if cli.quick { vec![200, 1000] } else { vec![1000, 10_000, 100_000] },
                limit: Duration::from_secs(60),
            }),
        },
    };
    let report = match wend_bench::run(&config, &mut std::io::stderr()) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let mut saved = Vec::new();
    let mut write = |path: PathBuf, contents: &str| match std::fs::write(&path, contents) {
        Ok(()) => saved.push(path.display().to_string()),
        Err(e) => eprintln!("warning: cannot write {}: {e}", path.display()),
    };
    write(cli.work.join("report.md"), &report.text);
    write(cli.work.join("report.json"), &report.json.to_json());
    if let Some(dir) = &cli.publish {
        if report.problems.is_empty() {
            write(dir.join("benchmarks.md"), &published_markdown(&report.text, report.chart.is_some()));
            if let Some(svg) = &report.chart {
                write(dir.join("benchmarks.svg"), svg);
            }
        } else {
            eprintln!("not publishing to {}: the run had problems", dir.display());
        }
    }
    if !report.summary.is_empty() {
        println!("\nwendc against the best of gcc -O2 and clang -O2 (median ms, slowest first):\n\n{}", report.summary);
    }
    println!("full report: {}", saved.join(", "));
    if report.problems.is_empty() {
        eprintln!("all outputs are as expected");
        ExitCode::SUCCESS
    } else {
        eprintln!("{} problem(s):", report.problems.len());
        for p in &report.problems {
            eprintln!("- {p}");
        }
        ExitCode::from(1)
    }
}
