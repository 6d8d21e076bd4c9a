//! The run-time section: every program built every way (`variants`), each
//! build run several times, interleaved so that a change in machine load
//! affects all builds alike; outputs checked against the reference build.
//! The SLP table comes from the same measurements.

use std::io::Write;
use std::path::Path;

use wendc::backend::Target;
use wendc::ir::{InstKind, Module};
use wendc::{driver, passes};

use crate::exec::{self, first_difference};
use crate::stats::{geomean, median, min};
use crate::table::{self, Align, Table};
use crate::variants::{self, Variant, RATIOS, REFERENCE, SLP_ONLY, VARIANTS};
use crate::{build, Program};

/// The measurements of one program.
#[derive(Clone, Debug)]
pub struct ProgramTimes {
    pub program: Program,
    pub builds: Vec<BuildTimes>,
    /// For SLP kernels: what the vectorizer formed.
    pub vectors: Option<VectorCount>,
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

impl ProgramTimes {
    fn build(&self, key: &str) -> Option<&BuildTimes> {
        self.builds.iter().find(|b| b.variant.key == key)
    }

    /// The median time of a build that ran and printed the right output.
    pub fn median_ms(&self, key: &str) -> Option<f64> {
        self.build(key).filter(|b| b.failure.is_none()).and_then(|b| median(&b.samples))
    }

    /// numerator / denominator of medians.
    pub fn ratio(&self, numerator: &str, denominator: &str) -> Option<f64> {
        Some(self.median_ms(numerator)? / self.median_ms(denominator)?)
    }

    fn cell(&self, key: &str) -> String {
        match self.build(key) {
            None => "-".to_string(),
            Some(b) => match b.failure {
                Some(why) => why.to_string(),
                None => table::or_dash(median(&b.samples), table::ms),
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
    let mut reference: Option<(&'static str, Vec<u8>)> = None;
    for run in 0..runs {
        let _ = write!(progress, " {}", run + 1);
        let _ = progress.flush();
        for (b, exe) in builds.iter_mut().zip(&exes) {
            let Some(exe) = exe.as_ref().filter(|_| b.failure.is_none()) else { continue };
            match exec::run_executable(exe) {
                Ok(result) => {
                    match &reference {
                        None => reference = Some((b.variant.title, result.stdout)),
                        Some((title, expected)) if *expected != result.stdout => {
                            problems.push(format!(
                                "{}: the output of {} differs from {title}'s: {}",
                                program.name,
                                b.variant.title,
                                first_difference(expected, &result.stdout)
                            ));
                            b.failure = Some("DIFFERS");
                        }
                        Some(_) => {}
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
    let times = ProgramTimes { program: program.clone(), builds, vectors };
    let medians: Vec<String> = times
        .builds
        .iter()
        .map(|b| format!("{} {}", b.variant.key, times.cell(b.variant.key)))
        .collect();
    let _ = writeln!(progress, ": {} ms", medians.join(", "));
    times
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

/// The run-time table: median ms of each build, the ratios, and their
/// geometric means.
pub fn runtime_table(times: &[ProgramTimes]) -> Table {
    let columns: Vec<&Variant> = VARIANTS.iter().filter(|v| !SLP_ONLY.contains(&v.key)).collect();
    let mut headers: Vec<(String, Align)> = vec![("program".into(), Align::Left)];
    headers.extend(columns.iter().map(|v| (format!("{} (ms)", v.title), Align::Right)));
    headers.extend(RATIOS.iter().map(|r| (r.title.to_string(), Align::Right)));
    let header_refs: Vec<(&str, Align)> = headers.iter().map(|(h, a)| (h.as_str(), *a)).collect();
    let mut t = Table::new(&header_refs);
    for p in times {
        let mut row = vec![p.program.name.clone()];
        row.extend(columns.iter().map(|v| p.cell(v.key)));
        row.extend(RATIOS.iter().map(|r| table::or_dash(p.ratio(r.numerator, r.denominator), table::ratio)));
        t.push(row);
    }
    t.push_footer(
        "geomean",
        RATIOS.iter().map(|r| table::or_dash(ratio_geomean(times, r.numerator, r.denominator), table::ratio)).collect(),
    );
    t
}

/// The geometric mean of a ratio over the programs that have both builds.
pub fn ratio_geomean<'a>(
    times: impl IntoIterator<Item = &'a ProgramTimes>,
    numerator: &str,
    denominator: &str,
) -> Option<f64> {
    let ratios: Vec<f64> = times.into_iter().filter_map(|p| p.ratio(numerator, denominator)).collect();
    geomean(&ratios)
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
    for p in &kernels {
        let speedup = p.ratio(slp, REFERENCE);
        let min_of = |key| p.build(key).filter(|b| b.failure.is_none()).and_then(|b| min(&b.samples));
        t.push(vec![
            p.program.name.clone(),
            p.vectors.map_or("-".into(), |v| v.stores.to_string()),
            p.vectors.map_or("-".into(), |v| v.instructions.to_string()),
            p.cell(REFERENCE),
            table::or_dash(min_of(REFERENCE), table::ms),
            p.cell(slp),
            table::or_dash(min_of(slp), table::ms),
            table::or_dash(speedup, table::ratio),
            speedup.map_or("-", |s| if s >= SLP_TARGET { "yes" } else { "NO" }).to_string(),
        ]);
    }
    let speedup = table::or_dash(ratio_geomean(kernels.iter().copied(), slp, REFERENCE), table::ratio);
    t.push_footer("geomean", vec![speedup, String::new()]);
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn times(name: &str, samples: &[(&str, &[f64])]) -> ProgramTimes {
        ProgramTimes {
            program: Program { name: name.into(), source: format!("{name}.wend").into(), c_twin: None },
            builds: samples
                .iter()
                .map(|(key, s)| BuildTimes { variant: variants::find(key).unwrap(), samples: s.to_vec(), failure: None })
                .collect(),
            vectors: None,
        }
    }

    #[test]
    fn table_shows_medians_ratios_and_geomeans() {
        let a = times("a", &[("wendc", &[200.0, 100.0, 300.0]), ("O0", &[400.0]), ("llvm", &[50.0]), ("san", &[300.0])]);
        let b = times("b", &[("wendc", &[100.0]), ("O0", &[100.0]), ("llvm", &[100.0]), ("san", &[100.0])]);
        let text = runtime_table(&[a, b]).render();
        let rows: Vec<&str> = text.lines().collect();
        assert_eq!(
            rows[0],
            "| program | wendc (ms) | wendc -O0 (ms) | LLVM -O2 (ms) | gcc -O2 (ms) | wendc --sanitize (ms) \
             | wendc/LLVM | -O0/wendc | wendc/gcc | san/wendc |"
        );
        // a: median 200, -O0 400, LLVM 50, sanitized 300: wendc/LLVM 4,
        // -O0/wendc 2, san/wendc 1.5; no gcc build.
        assert_eq!(
            rows[2],
            "| a       |        200 |            400 |          50.0 |            - |                   300 \
             |      4.00x |     2.00x |         - |     1.50x |"
        );
        // geomeans: wendc/LLVM sqrt(4 * 1) = 2, -O0/wendc sqrt(2 * 1),
        // san/wendc sqrt(1.5 * 1).
        assert_eq!(
            rows[4],
            "| geomean |            |                |               |              |                       \
             |      2.00x |     1.41x |         - |     1.22x |"
        );
    }

    #[test]
    fn failed_builds_are_marked_and_left_out_of_ratios() {
        let mut a = times("a", &[("wendc", &[100.0]), ("llvm", &[50.0])]);
        a.builds[1].failure = Some("DIFFERS");
        assert_eq!(a.ratio("wendc", "llvm"), None);
        let text = runtime_table(&[a]).render();
        assert!(text.contains("DIFFERS"), "{text}");
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
