//! wend-bench: the `make bench` harness.
//!
//! Three sections, each a table in Markdown syntax, written together to
//! `report.md` and, with every sample, to `report.json`:
//!
//! 1. **Run time** (`runtime`): every program of `bench/programs/` built
//!    every way listed in `variants::VARIANTS` — wendc's default pipeline,
//!    wendc `-O0`, `gcc -O2` and `clang -O2` on the C twin, LLVM 14
//!    (`opt -O2` + `llc -O2` on wendc's own lowered IR, linked with the
//!    wend runtime) and wendc `--sanitize` — each run several times,
//!    interleaved; the median and the minimum per build, ratios and their
//!    geometric means and worst values. The headline is wendc's time over
//!    the better of gcc's and clang's. Every build's output must equal the
//!    program's `NAME.expected`, or the harness fails. The **SLP** table
//!    comes from the same runs: each `slp-*` kernel with and without the
//!    vectorizer, and the vector instructions `slp` formed. So does the
//!    **loop vectorizer** table: every program is also built without the
//!    `loop-vectorize` pass, and the programs in which that pass
//!    vectorized a loop are listed with and without it.
//! 2. **Compile time** (`compile`): wendc end to end against `gcc -O2` and
//!    `clang -O2` on the C twin, and against `opt` + `llc -O0` running the
//!    corresponding LLVM passes on the same IR.
//! 3. **Scalability** (`scale`): wendc on a generated program of thousands
//!    of variables and statements (`bench/gen_large.py`), and time and peak
//!    memory by program shape at 1k, 10k and 100k statements, with the
//!    fitted exponent (`bench/gen_shapes.py`, `shapes.rs`).
//!
//! The harness drives wendc through its library (`wendc::driver`), except
//! that compile times are taken from the `wendc` executable when it is at
//! hand, as for the other compilers. It raises its stack limit first, so
//! that the C twins of deeply recursive programs inherit it.

pub mod build;
pub mod chart;
pub mod compile;
pub mod exec;
pub mod expected;
pub mod programs;
pub mod report;
pub mod runtime;
pub mod shapes;
pub mod stats;
pub mod table;
pub mod typed_ptr;
pub mod variants;

use std::io::Write;
use std::path::PathBuf;

pub use compile::{ScaleConfig, WendcCommand};
pub use programs::Program;
pub use shapes::ShapesConfig;

/// A part of the benchmark.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Section {
    /// The run-time table, the SLP table and the loop vectorizer table.
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
#[derive(Debug, Default)]
pub struct Report {
    /// The tables, in Markdown (`report.md`).
    pub text: String,
    /// The same measurements with every sample (`report.json`).
    pub json: report::JsonReport,
    /// The short headline table printed at the end of the run (also the
    /// first section of `text`); empty without the run-time section.
    pub summary: String,
    /// Failed builds or runs and wrong outputs: any makes the run fail.
    pub problems: Vec<String>,
    /// The summary as a bar chart (SVG, see `chart`); `None` without the
    /// run-time section.
    pub chart: Option<String>,
}

/// The run time of the gcc -O2 build each program should have, in ms: long
/// enough to measure, short enough for `make bench` to run them all.
pub const GCC_RANGE_MS: (f64, f64) = (200.0, 2000.0);

/// Run the selected sections; progress lines go to `progress`.
pub fn run(config: &Config, progress: &mut dyn Write) -> Result<Report, String> {
    let programs = programs::discover(&config.programs_dir, &config.only)?;
    let bin = config.work_dir.join("bin");
    std::fs::create_dir_all(&bin).map_err(|e| format!("cannot create {}: {e}", bin.display()))?;
    let runs = config.runs.max(1);
    let mut report = Report { json: report::JsonReport::new(runs), ..Report::default() };
    report.text.push_str(&format!("# wendc benchmark report\n\n{}", describe_run(runs)));
    match exec::raise_stack_limit() {
        Ok(limit) => {
            let shown = limit.map_or("unlimited".to_string(), |b| format!("{} MiB", b >> 20));
            let _ = writeln!(progress, "stack limit for the benchmark executables: {shown}");
        }
        Err(e) => report.problems.push(format!("cannot raise the stack limit: {e}")),
    }

    if config.sections.contains(&Section::Runtime) {
        let _ = writeln!(progress, "== run time ({runs} runs per build, interleaved)");
        let times: Vec<runtime::ProgramTimes> =
            programs.iter().map(|p| runtime::measure(p, runs, &bin, progress, &mut report.problems)).collect();
        report.json.add_runtime(&times);
        report.summary = runtime::summary_table(&times).render();
        let bars: Vec<chart::Bar> = runtime::headline_order(&times)
            .into_iter()
            .map(|(p, ratio)| chart::Bar { program: &p.program.name, ratio })
            .collect();
        report.chart =
            Some(chart::ratio_bars("wendc's run time over the best of gcc -O2 and clang -O2 (median)", &bars));
        report.text.push_str(&format!(
            "\n## Summary: wendc against the best of gcc -O2 and clang -O2\n\n\
             median of {runs} runs; wendc/best is wendc's time over the faster of `gcc -O2` and `clang -O2` \
             on the program's C twin (above 1: wendc is slower), slowest first\n\n{}",
            report.summary
        ));
        let notes = gcc_range_notes(&times);
        if !notes.is_empty() {
            report.text.push_str(&format!("\n{}\n", notes.join("\n")));
        }
        for stat in [runtime::Stat::Median, runtime::Stat::Min] {
            let what = if stat == runtime::Stat::Median { "median" } else { "minimum" };
            report.text.push_str(&format!(
                "\n## Run time ({what} of {runs} runs)\n\nwall-clock ms; ratios of the {what} times (above 1: the first is slower); \
                 best peer: the faster of gcc and clang\n\n{}",
                runtime::runtime_table(&times, stat).render()
            ));
        }
        if times.iter().any(|t| t.program.is_slp_kernel()) {
            report.text.push_str(&format!(
                "\n## SLP vectorizer\n\nwendc default pipeline vs `{}` (no slp); vector stores and \
                 instructions in the `slp` stage (`--emit-ir=slp`)\n\n{}",
                variants::passes_flag(variants::NO_SLP),
                runtime::slp_table(&times).render()
            ));
            for t in times.iter().filter(|t| t.program.is_slp_kernel()) {
                if t.vectors.is_some_and(|v| v.stores == 0) {
                    report.problems.push(format!("{}: the SLP vectorizer formed no vector store", t.program.name));
                }
            }
        }
        report.text.push_str(&format!(
            "\n## Loop vectorizer\n\nthe programs in which the default pipeline's `{}` stage vectorized at least one \
             loop (loops vectorized: the counts its remarks report, `--emit-ir={}`); median of {runs} runs, ms, \
             wendc default pipeline vs `{}` (no loop-vectorize); speedup: no loop-vectorize over wendc \
             (above 1: the loop vectorizer makes the program faster)\n\n{}",
            variants::LOOP_VECTORIZE_PASS,
            variants::LOOP_VECTORIZE_PASS,
            variants::passes_flag(variants::NO_LOOP_VECTORIZE),
            runtime::loop_vectorize_table(&times).render()
        ));
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
        report.json.add_compile(&times);
        report.text.push_str(&format!(
            "\n## Compile time\n\nmedian of {runs} runs, ms: wendc source → linked executable (default pipeline) vs \
             `gcc -O2` and `clang -O2` C twin → linked executable (X/wendc above 1: wendc compiles faster); \
             `wendc -c` (source → object file) vs `opt -passes={}` + `llc -O0 -filetype=obj` on wendc's lowered IR \
             (printing it not included)\n\n{}",
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
        if let (Some(shapes), WendcCommand::Binary(wendc)) = (&config.scale.shapes, &config.wendc) {
            let _ = writeln!(progress, "== compile time and memory by program shape");
            match shapes::shapes_section(shapes, wendc, runs, &config.work_dir, progress) {
                Ok((points, table)) => {
                    report.json.shapes = points;
                    report.text.push_str(&format!(
                        "\n### By program shape\n\n`bench/gen_shapes.py SHAPE N` at N statements, default pipeline to an \
                         executable: wall-clock ms (median of {runs} runs) and the compiler's peak resident memory in MiB \
                         (the largest of the runs); exponent: k in time ∝ N^k between the two largest sizes (1 is linear); \
                         targets at the largest size: under {} ms and {} MiB, exponent at most {}\n\n{table}",
                        shapes::TARGET_MS,
                        shapes::TARGET_MIB,
                        shapes::TARGET_EXPONENT
                    ));
                }
                Err(e) => report.problems.push(format!("scalability by shape: {e}")),
            }
        }
    }
    if !report.problems.is_empty() {
        report.text.push_str("\n## Problems\n\n");
        for p in &report.problems {
            report.text.push_str(&format!("- {}\n", p.replace('\n', "\n  ")));
        }
    }
    report.json.problems = report.problems.clone();
    Ok(report)
}

/// One line on what was measured where: runs, commit, CPU.
fn describe_run(runs: usize) -> String {
    let commit = std::process::Command::new("git")
        .args(["describe", "--always", "--dirty"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".to_string());
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{runs} runs per build, commit {commit}, {cpu} ({cores} cores), every build for `-march={}`\n", exec::CPU)
}

/// A note for each program whose gcc -O2 build ran outside `GCC_RANGE_MS`.
fn gcc_range_notes(times: &[runtime::ProgramTimes]) -> Vec<String> {
    let (low, high) = GCC_RANGE_MS;
    times
        .iter()
        .filter_map(|t| {
            let ms = t.median_ms("gcc")?;
            (ms < low || ms > high).then(|| {
                format!(
                    "note: `{}` runs {} ms with gcc -O2, outside the intended {low:.0}–{high:.0} ms",
                    t.program.name,
                    table::ms(ms)
                )
            })
        })
        .collect()
}
