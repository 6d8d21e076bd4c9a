//! wend-bench: the `make bench` harness.
//!
//! Three sections, each a table in Markdown syntax:
//!
//! 1. **Run time** (`runtime`): every program of `bench/programs/` built
//!    every way listed in `variants::VARIANTS` — wendc's default pipeline,
//!    wendc `-O0`, LLVM 14 (`opt -O2` + `llc -O2` on wendc's own lowered IR,
//!    linked with the wend runtime) and `gcc -O2` on the C twin — each run
//!    several times, interleaved; the median per build, ratios and their
//!    geometric means. Every build's output must equal the reference
//!    build's, or the harness fails. The **SLP** table comes from the same
//!    runs: each `slp-*` kernel with and without the vectorizer, and the
//!    vector instructions `slp` formed.
//! 2. **Compile time** (`compile`): wendc end to end against `opt` + `llc
//!    -O0` running the corresponding LLVM passes on the same IR.
//! 3. **Scalability** (`scale`): wendc on a generated program of thousands
//!    of variables and statements (`bench/gen_large.py`).
//!
//! The harness drives wendc through its library (`wendc::driver`), except
//! that compile times are taken from the `wendc` executable when it is at
//! hand, as for LLVM's tools.

pub mod build;
pub mod compile;
pub mod exec;
pub mod programs;
pub mod runtime;
pub mod stats;
pub mod table;
pub mod typed_ptr;
pub mod variants;

use std::io::Write;
use std::path::PathBuf;

pub use compile::{ScaleConfig, WendcCommand};
pub use programs::Program;

/// A part of the benchmark.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Section {
    /// The run-time table and the SLP table.
    Runtime,
    /// Compile time against LLVM.
    Compile,
    /// Compile-time scalability on a large generated program.
    Scale,
}

impl Section {
    pub fn parse(name: &str) -> Result<Section, String> {
        match name {
            "runtime" => Ok(Section::Runtime),
            "compile" => Ok(Section::Compile),
            "scale" => Ok(Section::Scale),
            _ => Err(format!("unknown section `{name}`; the sections are runtime, compile, scale")),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    /// Where the `NAME.wend` programs (and `NAME.c` twins) are.
    pub programs_dir: PathBuf,
    /// Where builds and intermediate files go.
    pub work_dir: PathBuf,
    /// Only programs whose names contain one of these (all when empty).
    pub only: Vec<String>,
    /// Runs per build, and per compile; the tables show medians.
    pub runs: usize,
    pub sections: Vec<Section>,
    pub wendc: WendcCommand,
    pub scale: ScaleConfig,
}

/// What a benchmark run found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The tables, in Markdown.
    pub text: String,
    /// Failed builds or runs and wrong outputs: any makes the run fail.
    pub problems: Vec<String>,
}

/// Run the selected sections; progress lines go to `progress`.
pub fn run(config: &Config, progress: &mut dyn Write) -> Result<Report, String> {
    let programs = programs::discover(&config.programs_dir, &config.only)?;
    let bin = config.work_dir.join("bin");
    std::fs::create_dir_all(&bin).map_err(|e| format!("cannot create {}: {e}", bin.display()))?;
    let mut report = Report::default();
    let runs = config.runs.max(1);

    if config.sections.contains(&Section::Runtime) {
        let _ = writeln!(progress, "== run time ({runs} runs per build)");
        let times: Vec<runtime::ProgramTimes> =
            programs.iter().map(|p| runtime::measure(p, runs, &bin, progress, &mut report.problems)).collect();
        report.text.push_str(&format!(
            "## Run time\n\nmedian of {runs} runs, wall-clock ms; ratios of medians (above 1: the first is slower)\n\n{}",
            runtime::runtime_table(&times).render()
        ));
        if times.iter().any(|t| t.program.is_slp_kernel()) {
            report.text.push_str(&format!(
                "\n## SLP vectorizer\n\nwendc default pipeline vs `--passes={}` (no slp); vector stores and \
                 instructions in the `slp` stage (`--emit-ir=slp`)\n\n{}",
                variants::NO_SLP_PASSES,
                runtime::slp_table(&times).render()
            ));
            for t in times.iter().filter(|t| t.program.is_slp_kernel()) {
                if t.vectors.is_some_and(|v| v.stores == 0) {
                    report.problems.push(format!("{}: the SLP vectorizer formed no vector store", t.program.name));
                }
            }
        }
    }

    if config.sections.contains(&Section::Compile) {
        let _ = writeln!(progress, "== compile time ({runs} runs each; wendc: {})", config.wendc.describe());
        let mut times = Vec::new();
        for p in &programs {
            match compile::measure(p, &config.wendc, runs, &bin, progress) {
                Ok(t) => times.push(t),
                Err(e) => report.problems.push(format!("{}: compile time: {e}", p.name)),
            }
        }
        report.text.push_str(&format!(
            "\n## Compile time\n\nmedian of {runs} runs, ms: wendc source → linked executable (default pipeline; \
             `-c`: source → object file, without the `ld` step) vs \
             `opt -passes={}` + `llc -O0 -filetype=obj` on wendc's lowered IR (printing it not included)\n\n{}",
            compile::LLVM_PASSES,
            compile::compile_table(&times).render()
        ));
    }

    if config.sections.contains(&Section::Scale) {
        let _ = writeln!(progress, "== compile-time scalability");
        match compile::scale_section(&config.scale, &config.wendc, runs, &config.work_dir, progress) {
            Ok(text) => report.text.push_str(&format!("\n## Compile-time scalability\n\n{text}")),
            Err(e) => report.problems.push(format!("scalability: {e}")),
        }
    }
    Ok(report)
}
