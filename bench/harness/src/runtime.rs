//! The run-time section: every program built every way (`variants`), each
//! build run several times, interleaved (one run of each build in turn) so
//! that a change in machine load affects all builds alike; every output
//! checked against the program's `NAME.expected`. The tables show the
//! median and the minimum of the runs. The SLP table and the loop
//! vectorizer table come from the same measurements.

use std::io::Write;
use std::path::Path;

use wendc::backend::Target;
use wendc::ir::{InstKind, Module};
use wendc::{driver, passes};

use crate::exec;
use crate::expected::{first_difference, Expected};
use crate::stats::{geomean, median, min};
use crate::table::{self, Align, Table};
use crate::variants::{
    self, Ratio, Variant, HEADLINE, LOOP_VECTORIZE_PASS, NO_LOOP_VECTORIZE, OWN_TABLE_ONLY, PEERS, RATIOS, REFERENCE,
    VARIANTS,
};
use crate::{build, Program};

/// The measurements of one program.
#[derive(Clone, Debug)]
pub struct ProgramTimes {
    pub program: Program,
    pub builds: Vec<BuildTimes>,
    /// For SLP kernels: what the vectorizer formed.
    pub vectors: Option<VectorCount>,
    /// The loops the default pipeline's `loop-vectorize` stage vectorized
    /// (`None` when that could not be found out).
    pub loops_vectorized: Option<usize>,
}

/// The runs of one build of one program.
#[derive(Clone, Debug)]
pub struct BuildTimes {
    pub variant: &'static Variant,
    /// Wall-clock milliseconds of each run.
    pub samples: Vec<f64>,
    /// Why the build is not timed (or its output is wrong), for the table.
    pub failure: Option<&'static str>,
}

/// Which summary of a build's runs a table or ratio uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stat {
    Median,
    Min,
}

impl Stat {
    pub fn of(self, samples: &[f64]) -> Option<f64> {
        match self {
            Stat::Median => median(samples),
            Stat::Min => min(samples),
        }
    }
}

impl ProgramTimes {
    pub fn build(&self, key: &str) -> Option<&BuildTimes> {
        self.builds.iter().find(|b| b.variant.key == key)
    }

    /// The median or minimum time of a build that ran and printed the
    /// right output.
    pub fn time(&self, key: &str, stat: Stat) -> Option<f64> {
        self.build(key).filter(|b| b.failure.is_none()).and_then(|b| stat.of(&b.samples))
    }

    /// The median time of a build that ran and printed the right output.
    pub fn median_ms(&self, key: &str) -> Option<f64> {
        self.time(key, Stat::Median)
    }

    /// The fastest of the `keys` builds by `stat`: its key and time.
    pub fn fastest(&self, keys: &[&'static str], stat: Stat) -> Option<(&'static str, f64)> {
        keys.iter().filter_map(|&k| Some((k, self.time(k, stat)?))).min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// The ratio's numerator over its (fastest) denominator, by `stat`.
    pub fn ratio_by(&self, ratio: &Ratio, stat: Stat) -> Option<f64> {
        Some(self.time(ratio.numerator, stat)? / self.fastest(ratio.denominator, stat)?.1)
    }

    /// The ratio of medians.
    pub fn ratio(&self, ratio: &Ratio) -> Option<f64> {
        self.ratio_by(ratio, Stat::Median)
    }

    fn cell(&self, key: &str, stat: Stat) -> String {
        match self.build(key) {
            None => "-".to_string(),
            Some(b) => match b.failure {
                Some(why) => why.to_string(),
                None => table::or_dash(stat.of(&b.samples), table::ms),
            },
        }
    }
}

/// Vector instructions in the module after the `slp` stage.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VectorCount {
    /// Vector stores: slp roots every tree it vectorizes at one.
    pub stores: usize,
    /// Every instruction that produces or stores a vector.
    pub instructions: usize,
}

/// Build and time `program` every way that applies to it, `runs` times
/// each; problems (failed builds or runs, wrong outputs) are appended to
/// `problems`.
pub fn measure(
    program: &Program,
    runs: usize,
    dir: &Path,
    progress: &mut dyn Write,
    problems: &mut Vec<String>,
) -> ProgramTimes {
    let _ = write!(progress, "{:<14} build", program.name);
    let _ = progress.flush();
    let mut builds = Vec::new();
    let mut exes = Vec::new();
    for variant in VARIANTS.iter().filter(|v| v.applies_to(program)) {
        let exe = match build::build(program, variant, dir) {
            Ok(exe) => Some(exe),
            Err(e) => {
                problems.push(format!("{}: the {} build failed: {e}", program.name, variant.title));
                None
            }
        };
        let failure = exe.is_none().then_some("FAILED");
        builds.push(BuildTimes { variant, samples: Vec::new(), failure });
        exes.push(exe);
    }
    let _ = write!(progress, ", run");
    let mut reference = Reference::for_program(program, problems);
    for run in 0..runs {
        let _ = write!(progress, " {}", run + 1);
        let _ = progress.flush();
        for (b, exe) in builds.iter_mut().zip(&exes) {
            let Some(exe) = exe.as_ref().filter(|_| b.failure.is_none()) else { continue };
            match exec::run_executable(exe) {
                Ok(result) => {
                    if let Err(diff) = reference.check(b.variant.title, result.stdout) {
                        problems
                            .push(format!("{}: the output of {} differs from {diff}", program.name, b.variant.title));
                        b.failure = Some("DIFFERS");
                    }
                    b.samples.push(result.ms);
                }
                Err(e) => {
                    problems.push(format!("{}: the {} build: {e}", program.name, b.variant.title));
                    b.failure = Some("FAILED");
                }
            }
        }
    }
    let vectors = if program.is_slp_kernel() {
        match count_vectors(&program.source) {
            Ok(count) => Some(count),
            Err(e) => {
                problems.push(format!("{}: {e}", program.name));
                None
            }
        }
    } else {
        None
    };
    let loops_vectorized = match count_vectorized_loops(&program.source) {
        Ok(count) => Some(count),
        Err(e) => {
            problems.push(format!("{}: {e}", program.name));
            None
        }
    };
    let times = ProgramTimes { program: program.clone(), builds, vectors, loops_vectorized };
    let medians: Vec<String> =
        times.builds.iter().map(|b| format!("{} {}", b.variant.key, times.cell(b.variant.key, Stat::Median))).collect();
    let _ = writeln!(progress, ": {} ms", medians.join(", "));
    times
}

/// What every build's output is checked against.
enum Reference {
    /// The program's `NAME.expected` (its file name, and what it says).
    File(String, Expected),
    /// Without a usable `NAME.expected` (a problem in itself), every build
    /// must at least print what the first build that ran printed.
    FirstOutput(Option<(&'static str, Vec<u8>)>),
}

impl Reference {
    fn for_program(program: &Program, problems: &mut Vec<String>) -> Reference {
        let Some(path) = &program.expected else {
            problems.push(format!(
                "{}: no {}.expected next to {}",
                program.name,
                program.name,
                program.source.display()
            ));
            return Reference::FirstOutput(None);
        };
        match Expected::load(path) {
            Ok(expected) => Reference::File(format!("{}.expected", program.name), expected),
            Err(e) => {
                problems.push(format!("{}: {e}", program.name));
                Reference::FirstOutput(None)
            }
        }
    }

    /// `Ok` when the output of the build `title` is right; otherwise what
    /// it differs from and where.
    fn check(&mut self, title: &'static str, output: Vec<u8>) -> Result<(), String> {
        match self {
            Reference::File(name, expected) => expected.check(&output).map_err(|diff| format!("{name}: {diff}")),
            Reference::FirstOutput(None) => {
                *self = Reference::FirstOutput(Some((title, output)));
                Ok(())
            }
            Reference::FirstOutput(Some((first, expected))) if *expected != output => {
                Err(format!("{first}'s: {}", first_difference(expected, &output)))
            }
            Reference::FirstOutput(Some(_)) => Ok(()),
        }
    }
}

/// Count the vector instructions after the default pipeline's `slp` stage
/// (what `wendc --emit-ir=slp` prints) for wendc's default target.
pub fn count_vectors(source: &Path) -> Result<VectorCount, String> {
    let bytes = std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let mut module = driver::compile_to_ir(&source.display().to_string(), &bytes).map_err(|e| e.render(false))?;
    // The default pipeline up to its `slp` stage.
    let default = driver::default_pipeline();
    let through_slp = default.iter().position(|p| p.name == "slp").ok_or("the default pipeline has no slp stage")?;
    let pipeline = &default[..=through_slp];
    let options = driver::pass_options_for(Target::default(), false);
    let mut count = None;
    passes::run_pipeline(&mut module, pipeline, &options, false, |stage| {
        if stage.name == "slp" {
            count = Some(vector_count(stage.module));
        }
    });
    count.ok_or_else(|| "the pipeline has no slp stage".to_string())
}

/// The number of loops the default pipeline's `loop-vectorize` stage
/// vectorized in `source` for wendc's default target: the sum of the
/// counts its summaries report (`N loops vectorized, M left scalar`, one
/// summary per function it looked at). Compiles on a thread with the
/// compiler's large stack, as the builds do.
pub fn count_vectorized_loops(source: &Path) -> Result<usize, String> {
    let bytes = std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let name = source.display().to_string();
    let worker = std::thread::Builder::new()
        .name("wendc".into())
        .stack_size(driver::COMPILER_STACK_BYTES)
        .spawn(move || -> Result<usize, String> {
            let mut module = driver::compile_to_ir(&name, &bytes).map_err(|e| e.render(false))?;
            // The default pipeline up to its (last) loop-vectorize stage.
            let default = driver::default_pipeline();
            let through = default
                .iter()
                .rposition(|p| p.name == LOOP_VECTORIZE_PASS)
                .ok_or_else(|| format!("the default pipeline has no {LOOP_VECTORIZE_PASS} stage"))?;
            let options = driver::pass_options_for(Target::default(), false);
            let mut count = 0;
            passes::run_pipeline(&mut module, &default[..=through], &options, false, |stage| {
                if is_loop_vectorize_stage(&stage.name) {
                    count += stage
                        .summaries()
                        .iter()
                        .filter_map(|s| passes::loop_vectorize::vectorized_in_summary(s))
                        .sum::<usize>();
                }
            });
            Ok(count)
        })
        .map_err(|e| format!("cannot start the compiler thread: {e}"))?;
    worker.join().map_err(|_| "wendc panicked counting the vectorized loops".to_string())?
}

/// `loop-vectorize`, or a repeat of it (`loop-vectorize#2`).
fn is_loop_vectorize_stage(name: &str) -> bool {
    name.split('#').next() == Some(LOOP_VECTORIZE_PASS)
}

fn vector_count(module: &Module) -> VectorCount {
    let mut count = VectorCount { stores: 0, instructions: 0 };
    for (_, f) in module.functions() {
        for (_, i) in f.insts_in_layout() {
            let inst = f.inst(i);
            let stores_vector = matches!(inst.kind, InstKind::Store) && f.value_type(inst.operands()[0]).is_vector();
            let makes_vector = inst.result.is_some_and(|r| f.value_type(r).is_vector());
            count.stores += usize::from(stores_vector);
            count.instructions += usize::from(stores_vector || makes_vector);
        }
    }
    count
}

/// The run-time table by `stat` (median or minimum of the runs): the ms
/// of each build, the ratios, and each ratio's geometric mean and worst
/// (largest) value.
pub fn runtime_table(times: &[ProgramTimes], stat: Stat) -> Table {
    let columns: Vec<&Variant> = VARIANTS.iter().filter(|v| !OWN_TABLE_ONLY.contains(&v.key)).collect();
    let mut headers: Vec<(String, Align)> = vec![("program".into(), Align::Left)];
    headers.extend(columns.iter().map(|v| (format!("{} (ms)", v.title), Align::Right)));
    headers.push(("best peer".into(), Align::Left));
    headers.extend(RATIOS.iter().map(|r| (r.title.to_string(), Align::Right)));
    let header_refs: Vec<(&str, Align)> = headers.iter().map(|(h, a)| (h.as_str(), *a)).collect();
    let mut t = Table::new(&header_refs);
    for p in times {
        let mut row = vec![p.program.name.clone()];
        row.extend(columns.iter().map(|v| p.cell(v.key, stat)));
        row.push(p.fastest(PEERS, stat).map_or("-", |(key, _)| key).to_string());
        row.extend(RATIOS.iter().map(|r| table::or_dash(p.ratio_by(r, stat), table::ratio)));
        t.push(row);
    }
    t.push_footer(
        "geomean",
        RATIOS.iter().map(|r| table::or_dash(ratio_geomean(times, r, stat), table::ratio)).collect(),
    );
    t.push_footer(
        "worst",
        RATIOS.iter().map(|r| table::or_dash(worst(times, r, stat).map(|(_, v)| v), table::ratio)).collect(),
    );
    t
}

/// The geometric mean of a ratio over the programs that have its builds.
pub fn ratio_geomean<'a>(times: impl IntoIterator<Item = &'a ProgramTimes>, ratio: &Ratio, stat: Stat) -> Option<f64> {
    let ratios: Vec<f64> = times.into_iter().filter_map(|p| p.ratio_by(ratio, stat)).collect();
    geomean(&ratios)
}

/// The program with the largest value of a ratio, and that value.
pub fn worst<'a>(times: &'a [ProgramTimes], ratio: &Ratio, stat: Stat) -> Option<(&'a str, f64)> {
    times
        .iter()
        .filter_map(|p| Some((p.program.name.as_str(), p.ratio_by(ratio, stat)?)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The programs slowest first by wendc/best (the summary's order; a
/// program without a result first), with that ratio.
pub fn headline_order(times: &[ProgramTimes]) -> Vec<(&ProgramTimes, Option<f64>)> {
    let mut rows: Vec<(&ProgramTimes, Option<f64>)> = times.iter().map(|p| (p, p.ratio(&HEADLINE))).collect();
    let key = |r: &Option<f64>| r.unwrap_or(f64::INFINITY);
    rows.sort_by(|a, b| key(&b.1).total_cmp(&key(&a.1)).then_with(|| a.0.program.name.cmp(&b.0.program.name)));
    rows
}

/// The headline in one short table: each program's median time with wendc
/// and with the faster of gcc and clang, and the ratio, slowest first; the
/// geometric mean and the worst below it.
pub fn summary_table(times: &[ProgramTimes]) -> Table {
    let mut t = Table::new(&[
        ("program", Align::Left),
        ("wendc (ms)", Align::Right),
        ("best of gcc/clang -O2 (ms)", Align::Right),
        ("peer", Align::Left),
        ("wendc/best", Align::Right),
    ]);
    for (p, _) in headline_order(times) {
        let peer = p.fastest(PEERS, Stat::Median);
        t.push(vec![
            p.program.name.clone(),
            p.cell(REFERENCE, Stat::Median),
            table::or_dash(peer.map(|(_, ms)| ms), table::ms),
            peer.map_or("-", |(key, _)| key).to_string(),
            table::or_dash(p.ratio(&HEADLINE), table::ratio),
        ]);
    }
    t.push_footer("geomean", vec![table::or_dash(ratio_geomean(times, &HEADLINE, Stat::Median), table::ratio)]);
    let worst = worst(times, &HEADLINE, Stat::Median);
    t.push_footer(
        &format!("worst ({})", worst.map_or("-", |(name, _)| name)),
        vec![table::or_dash(worst.map(|(_, v)| v), table::ratio)],
    );
    t
}

/// Issue 5's target for the SLP speedup on each kernel.
pub const SLP_TARGET: f64 = 1.8;

/// The SLP table: each kernel with and without the vectorizer.
pub fn slp_table(times: &[ProgramTimes]) -> Table {
    let slp = variants::NO_SLP;
    let mut t = Table::new(&[
        ("SLP kernel", Align::Left),
        ("vector stores", Align::Right),
        ("vector insts", Align::Right),
        ("wendc (ms)", Align::Right),
        ("min", Align::Right),
        ("no slp (ms)", Align::Right),
        ("min", Align::Right),
        ("speedup", Align::Right),
        (&format!("≥{SLP_TARGET}x"), Align::Left),
    ]);
    let kernels: Vec<&ProgramTimes> = times.iter().filter(|p| p.program.is_slp_kernel()).collect();
    let no_slp_speedup = Ratio { key: "noslp/wendc", title: "speedup", numerator: slp, denominator: &[REFERENCE] };
    for p in &kernels {
        let speedup = p.ratio(&no_slp_speedup);
        let min_of = |key| p.time(key, Stat::Min);
        t.push(vec![
            p.program.name.clone(),
            p.vectors.map_or("-".into(), |v| v.stores.to_string()),
            p.vectors.map_or("-".into(), |v| v.instructions.to_string()),
            p.cell(REFERENCE, Stat::Median),
            table::or_dash(min_of(REFERENCE), table::ms),
            p.cell(slp, Stat::Median),
            table::or_dash(min_of(slp), table::ms),
            table::or_dash(speedup, table::ratio),
            speedup.map_or("-", |s| if s >= SLP_TARGET { "yes" } else { "NO" }).to_string(),
        ]);
    }
    let speedup = table::or_dash(ratio_geomean(kernels.iter().copied(), &no_slp_speedup, Stat::Median), table::ratio);
    t.push_footer("geomean", vec![speedup, String::new()]);
    t
}

/// The loop vectorizer's speedup: the time without `loop-vectorize` over
/// the time with the default pipeline.
pub const LOOP_VECTORIZE_SPEEDUP: Ratio =
    Ratio { key: "noloopvec/wendc", title: "speedup", numerator: NO_LOOP_VECTORIZE, denominator: &[REFERENCE] };

/// The programs in which `loop-vectorize` vectorized at least one loop.
pub fn loop_vectorized(times: &[ProgramTimes]) -> Vec<&ProgramTimes> {
    times.iter().filter(|p| p.loops_vectorized.is_some_and(|n| n > 0)).collect()
}

/// The geometric mean of the loop vectorizer's speedup (medians) over the
/// programs in which it vectorized a loop.
pub fn loop_vectorize_geomean(times: &[ProgramTimes]) -> Option<f64> {
    ratio_geomean(loop_vectorized(times), &LOOP_VECTORIZE_SPEEDUP, Stat::Median)
}

/// The loop vectorizer table: each program in which `loop-vectorize`
/// vectorized a loop, with and without that pass (medians), and the
/// geometric mean of the speedups.
pub fn loop_vectorize_table(times: &[ProgramTimes]) -> Table {
    let mut t = Table::new(&[
        ("program", Align::Left),
        ("loops vectorized", Align::Right),
        ("wendc (ms)", Align::Right),
        ("no loop-vectorize (ms)", Align::Right),
        ("speedup", Align::Right),
    ]);
    for p in loop_vectorized(times) {
        t.push(vec![
            p.program.name.clone(),
            p.loops_vectorized.map_or("-".into(), |n| n.to_string()),
            p.cell(REFERENCE, Stat::Median),
            p.cell(NO_LOOP_VECTORIZE, Stat::Median),
            table::or_dash(p.ratio(&LOOP_VECTORIZE_SPEEDUP), table::ratio),
        ]);
    }
    t.push_footer("geomean", vec![table::or_dash(loop_vectorize_geomean(times), table::ratio)]);
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn times(name: &str, samples: &[(&str, &[f64])]) -> ProgramTimes {
        ProgramTimes {
            program: Program { name: name.into(), source: format!("{name}.wend").into(), c_twin: None, expected: None },
            builds: samples
                .iter()
                .map(|(key, s)| BuildTimes {
                    variant: variants::find(key).unwrap(),
                    samples: s.to_vec(),
                    failure: None,
                })
                .collect(),
            vectors: None,
            loops_vectorized: None,
        }
    }

    fn cells(row: &str) -> Vec<&str> {
        row.split('|').map(str::trim).filter(|c| !c.is_empty()).collect()
    }

    #[test]
    fn table_shows_medians_ratios_geomeans_and_worst() {
        let a = times(
            "a",
            &[
                ("wendc", &[200.0, 100.0, 300.0]),
                ("O0", &[400.0]),
                ("gcc", &[50.0]),
                ("clang", &[100.0]),
                ("llvm", &[50.0]),
                ("san", &[300.0]),
            ],
        );
        let b = times(
            "b",
            &[
                ("wendc", &[100.0]),
                ("O0", &[100.0]),
                ("gcc", &[200.0]),
                ("clang", &[100.0]),
                ("llvm", &[100.0]),
                ("san", &[100.0]),
            ],
        );
        let text = runtime_table(&[a, b], Stat::Median).render();
        let rows: Vec<&str> = text.lines().collect();
        assert_eq!(
            cells(rows[0]),
            [
                "program",
                "wendc (ms)",
                "wendc -O0 (ms)",
                "gcc -O2 (ms)",
                "clang -O2 (ms)",
                "LLVM -O2 (ms)",
                "wendc --sanitize (ms)",
                "best peer",
                "wendc/best",
                "wendc/gcc",
                "wendc/clang",
                "wendc/LLVM",
                "-O0/wendc",
                "san/wendc"
            ]
        );
        // a: median 200; gcc 50 is the better peer: wendc/best 4.
        assert_eq!(
            cells(rows[2]),
            [
                "a", "200", "400", "50.0", "100", "50.0", "300", "gcc", "4.00x", "4.00x", "2.00x", "4.00x", "2.00x",
                "1.50x"
            ]
        );
        // b: clang is the better peer: wendc/best 1, wendc/gcc 0.5.
        assert_eq!(
            cells(rows[3]),
            [
                "b", "100", "100", "200", "100", "100", "100", "clang", "1.00x", "0.50x", "1.00x", "1.00x", "1.00x",
                "1.00x"
            ]
        );
        // geomeans: wendc/best sqrt(4 * 1) = 2, wendc/gcc sqrt(4 * 0.5).
        assert_eq!(cells(rows[4]), ["geomean", "2.00x", "1.41x", "1.41x", "2.00x", "1.41x", "1.22x"]);
        assert_eq!(cells(rows[5]), ["worst", "4.00x", "4.00x", "2.00x", "4.00x", "2.00x", "1.50x"]);
    }

    #[test]
    fn the_minimum_table_uses_the_fastest_runs() {
        let a = times("a", &[("wendc", &[200.0, 100.0, 300.0]), ("gcc", &[80.0, 50.0]), ("clang", &[60.0])]);
        let text = runtime_table(&[a], Stat::Min).render();
        let row = cells(text.lines().nth(2).unwrap());
        assert_eq!(&row[..5], ["a", "100", "-", "50.0", "60.0"]);
        assert_eq!(row[7], "gcc");
        assert_eq!(row[8], "2.00x");
    }

    #[test]
    fn summary_lists_the_slowest_first() {
        let fast = times("fast", &[("wendc", &[100.0]), ("gcc", &[100.0]), ("clang", &[200.0])]);
        let slow = times("slow", &[("wendc", &[300.0]), ("gcc", &[200.0]), ("clang", &[100.0])]);
        let text = summary_table(&[fast, slow]).render();
        let rows: Vec<Vec<&str>> = text.lines().map(cells).collect();
        assert_eq!(rows[2], ["slow", "300", "100", "clang", "3.00x"]);
        assert_eq!(rows[3], ["fast", "100", "100", "gcc", "1.00x"]);
        assert_eq!(rows[4], ["geomean", "1.73x"]);
        assert_eq!(rows[5], ["worst (slow)", "3.00x"]);
    }

    #[test]
    fn failed_builds_are_marked_and_left_out_of_ratios() {
        let mut a = times("a", &[("wendc", &[100.0]), ("gcc", &[50.0]), ("clang", &[80.0])]);
        a.builds[1].failure = Some("DIFFERS");
        // The best peer is then clang.
        assert_eq!(a.ratio(&HEADLINE), Some(1.25));
        let text = runtime_table(&[a], Stat::Median).render();
        assert!(text.contains("DIFFERS"), "{text}");
    }

    #[test]
    fn outputs_are_checked_against_the_expected_file_or_the_first_build() {
        let mut file = Reference::File("p.expected".into(), Expected::Exact(b"1\n".to_vec()));
        assert!(file.check("wendc", b"1\n".to_vec()).is_ok());
        assert_eq!(file.check("gcc -O2", b"2\n".to_vec()).unwrap_err(), "p.expected: line 1: expected `1`, got `2`");
        let mut first = Reference::FirstOutput(None);
        assert!(first.check("wendc", b"7\n".to_vec()).is_ok());
        assert!(first.check("gcc -O2", b"7\n".to_vec()).is_ok());
        assert_eq!(first.check("clang -O2", b"8\n".to_vec()).unwrap_err(), "wendc's: line 1: expected `7`, got `8`");
    }

    #[test]
    fn slp_table_reports_speedup_against_the_target() {
        let mut k = times("slp-k", &[("wendc", &[100.0, 110.0, 90.0]), ("noslp", &[250.0, 260.0, 240.0])]);
        k.vectors = Some(VectorCount { stores: 3, instructions: 12 });
        let slow = times("slp-slow", &[("wendc", &[100.0]), ("noslp", &[120.0])]);
        let text = slp_table(&[k, slow, times("fib", &[("wendc", &[1.0])])]).render();
        assert!(text.contains("| slp-k ") && text.contains("2.50x") && text.contains("| yes"), "{text}");
        assert!(text.contains("| slp-slow ") && text.contains("1.20x") && text.contains("| NO"), "{text}");
        assert!(!text.contains("fib"), "{text}");
        assert!(text.contains("|             3 |           12 |"), "{text}");
    }

    #[test]
    fn loop_vectorizer_table_lists_the_programs_with_vectorized_loops() {
        let mut a = times("saxpy", &[("wendc", &[100.0, 120.0, 80.0]), ("noloopvec", &[300.0, 310.0, 290.0])]);
        a.loops_vectorized = Some(2);
        let mut b = times("dot", &[("wendc", &[200.0]), ("noloopvec", &[150.0])]);
        b.loops_vectorized = Some(1);
        let mut none = times("fib", &[("wendc", &[1.0]), ("noloopvec", &[1.0])]);
        none.loops_vectorized = Some(0);
        let unknown = times("sieve", &[("wendc", &[1.0]), ("noloopvec", &[2.0])]);
        let mut failed = times("blur", &[("wendc", &[100.0]), ("noloopvec", &[100.0])]);
        failed.loops_vectorized = Some(3);
        failed.builds[1].failure = Some("DIFFERS");
        let text = loop_vectorize_table(&[a, b, none, unknown, failed]).render();
        let rows: Vec<Vec<&str>> = text.lines().map(cells).collect();
        assert_eq!(rows[0], ["program", "loops vectorized", "wendc (ms)", "no loop-vectorize (ms)", "speedup"]);
        assert_eq!(rows[2], ["saxpy", "2", "100", "300", "3.00x"]);
        assert_eq!(rows[3], ["dot", "1", "200", "150", "0.75x"]);
        // A wrong output is marked and left out of the geomean.
        assert_eq!(rows[4], ["blur", "3", "100", "DIFFERS", "-"]);
        // sqrt(3 * 0.75) = 1.5; fib (nothing vectorized) and sieve (not
        // known) are not listed.
        assert_eq!(rows[5], ["geomean", "1.50x"]);
        assert_eq!(rows.len(), 6, "{text}");
    }

    #[test]
    fn the_run_time_table_has_no_own_table_columns() {
        let a = times("a", &[("wendc", &[100.0]), ("noslp", &[200.0]), ("noloopvec", &[300.0])]);
        let text = runtime_table(&[a], Stat::Median).render();
        assert!(!text.contains("no slp") && !text.contains("loop-vectorize") && !text.contains("300"), "{text}");
    }

    #[test]
    fn vectorized_loops_are_counted_from_the_loop_vectorize_remarks() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("l.wend");
        // Two unit-stride loops the vectorizer takes, and one it cannot
        // (a dependence of distance 1).
        let program = "main() {\n  int[1000] a;\n  int[1000] b;\n  int i;\n  \
            i = 0;\n  while i < 1000 {\n    a[i] = i * 3;\n    i = i + 1;\n  }\n  \
            i = 0;\n  while i < 1000 {\n    b[i] = a[i] + 7;\n    i = i + 1;\n  }\n  \
            i = 1;\n  while i < 1000 {\n    b[i] = b[i - 1] + a[i];\n    i = i + 1;\n  }\n  \
            println b[999];\n}\n";
        std::fs::write(&source, program).unwrap();
        assert_eq!(count_vectorized_loops(&source).unwrap(), 2);
        let scalar = dir.path().join("s.wend");
        std::fs::write(&scalar, "main() {\n  println 1;\n}\n").unwrap();
        assert_eq!(count_vectorized_loops(&scalar).unwrap(), 0);
        assert!(is_loop_vectorize_stage("loop-vectorize") && is_loop_vectorize_stage("loop-vectorize#2"));
        assert!(!is_loop_vectorize_stage("outer-vectorize") && !is_loop_vectorize_stage("slp"));
    }

    #[test]
    fn vectors_are_counted_after_slp() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("k.wend");
        let kernel = "main() {\n  int[8] a;\n  int[8] b;\n  int i;\n  \
            b[0] = a[0] + 1;\n  b[1] = a[1] + 1;\n  b[2] = a[2] + 1;\n  b[3] = a[3] + 1;\n  println b[2];\n}\n";
        std::fs::write(&source, kernel).unwrap();
        let count = count_vectors(&source).unwrap();
        assert_eq!(count.stores, 1, "{count:?}");
        assert!(count.instructions >= 3, "load, add, store at least: {count:?}");
    }
}
