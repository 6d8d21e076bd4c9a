//! `target/bench/report.json`: the same measurements as `report.md`, for
//! scripts and for comparing runs. Every sample is kept; medians, minima,
//! ratios and their summaries are computed exactly as for the Markdown
//! tables (the same functions).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::compile::CompileTimes;
use crate::runtime::{self, ProgramTimes, Stat};
use crate::variants::{self, PEERS, RATIOS, VARIANTS};

/// The whole JSON report.
#[derive(Serialize, Debug, Default)]
pub struct JsonReport {
    /// Bumped when a field changes meaning.
    pub schema: u32,
    pub runs: usize,
    /// The `-march`/`-mcpu` every build targets.
    pub target_cpu: &'static str,
    /// The builds, in column order.
    pub builds: Vec<BuildInfo>,
    /// The ratios, first the headline (wendc over the best of gcc and clang).
    pub ratios: Vec<RatioInfo>,
    pub programs: Vec<ProgramReport>,
    /// Per ratio key: its geometric mean and worst over the programs.
    pub summary: BTreeMap<&'static str, RatioSummary>,
    pub slp: Vec<SlpReport>,
    /// The programs in which `loop-vectorize` vectorized a loop, and the
    /// geometric mean of its speedup over them.
    pub loop_vectorize: LoopVectorizeReport,
    /// Every compile-time sample, per program.
    pub compile: Vec<CompileTimes>,
    /// Compile time and peak memory by program shape and size.
    pub shapes: Vec<crate::shapes::ShapePoint>,
    /// Failed builds or runs and wrong outputs.
    pub problems: Vec<String>,
}

#[derive(Serialize, Debug)]
pub struct BuildInfo {
    pub key: &'static str,
    pub title: &'static str,
}

#[derive(Serialize, Debug)]
pub struct RatioInfo {
    pub key: &'static str,
    pub numerator: &'static str,
    /// The fastest of these builds is the denominator.
    pub denominator: &'static [&'static str],
}

#[derive(Serialize, Debug)]
pub struct ProgramReport {
    pub name: String,
    /// Per build key.
    pub builds: BTreeMap<&'static str, BuildReport>,
    /// The faster of gcc and clang by median (absent without a C twin).
    pub best_peer: Option<&'static str>,
    /// Per ratio key: the ratio of medians and of minima.
    pub ratios: BTreeMap<&'static str, RatioValue>,
}

#[derive(Serialize, Debug)]
pub struct BuildReport {
    /// `ok`, or why the build is not timed: `FAILED` (did not build or
    /// run), `DIFFERS` (wrong output).
    pub status: &'static str,
    pub samples_ms: Vec<f64>,
    pub median_ms: Option<f64>,
    pub min_ms: Option<f64>,
}

#[derive(Serialize, Debug)]
pub struct RatioValue {
    pub median: Option<f64>,
    pub min: Option<f64>,
}

#[derive(Serialize, Debug)]
pub struct RatioSummary {
    pub geomean_median: Option<f64>,
    pub geomean_min: Option<f64>,
    /// The program with the largest ratio of medians.
    pub worst: Option<Worst>,
}

#[derive(Serialize, Debug)]
pub struct Worst {
    pub program: String,
    pub ratio: f64,
}

#[derive(Serialize, Debug)]
pub struct SlpReport {
    pub name: String,
    pub vector_stores: Option<usize>,
    pub vector_instructions: Option<usize>,
    /// Median time without slp over median time with it.
    pub speedup: Option<f64>,
}

#[derive(Serialize, Debug, Default)]
pub struct LoopVectorizeReport {
    /// The `--passes=` flag of the build without the pass.
    pub without_flag: String,
    pub programs: Vec<LoopVectorizedProgram>,
    /// Of the speedups (medians) of `programs`.
    pub geomean_speedup: Option<f64>,
}

#[derive(Serialize, Debug)]
pub struct LoopVectorizedProgram {
    pub name: String,
    /// Loops the default pipeline's `loop-vectorize` stage vectorized.
    pub loops_vectorized: usize,
    /// Median time without loop-vectorize over median time with it.
    pub speedup: Option<f64>,
    /// The same of the minima.
    pub speedup_min: Option<f64>,
}

impl JsonReport {
    pub fn new(runs: usize) -> JsonReport {
        JsonReport {
            schema: 1,
            runs,
            target_cpu: crate::exec::CPU,
            builds: VARIANTS.iter().map(|v| BuildInfo { key: v.key, title: v.title }).collect(),
            ratios: RATIOS
                .iter()
                .map(|r| RatioInfo { key: r.key, numerator: r.numerator, denominator: r.denominator })
                .collect(),
            ..JsonReport::default()
        }
    }

    /// Record the run-time measurements (programs, summaries, SLP, loop
    /// vectorizer).
    pub fn add_runtime(&mut self, times: &[ProgramTimes]) {
        self.programs = times.iter().map(program_report).collect();
        for r in RATIOS {
            let worst = runtime::worst(times, r, Stat::Median)
                .map(|(program, ratio)| Worst { program: program.to_string(), ratio });
            self.summary.insert(
                r.key,
                RatioSummary {
                    geomean_median: runtime::ratio_geomean(times, r, Stat::Median),
                    geomean_min: runtime::ratio_geomean(times, r, Stat::Min),
                    worst,
                },
            );
        }
        let no_slp = variants::Ratio {
            key: "noslp/wendc",
            title: "",
            numerator: variants::NO_SLP,
            denominator: &[variants::REFERENCE],
        };
        self.slp = times
            .iter()
            .filter(|t| t.program.is_slp_kernel())
            .map(|t| SlpReport {
                name: t.program.name.clone(),
                vector_stores: t.vectors.map(|v| v.stores),
                vector_instructions: t.vectors.map(|v| v.instructions),
                speedup: t.ratio(&no_slp),
            })
            .collect();
        self.loop_vectorize = LoopVectorizeReport {
            without_flag: variants::passes_flag(variants::NO_LOOP_VECTORIZE),
            programs: runtime::loop_vectorized(times)
                .into_iter()
                .map(|t| LoopVectorizedProgram {
                    name: t.program.name.clone(),
                    loops_vectorized: t.loops_vectorized.unwrap_or(0),
                    speedup: t.ratio(&runtime::LOOP_VECTORIZE_SPEEDUP),
                    speedup_min: t.ratio_by(&runtime::LOOP_VECTORIZE_SPEEDUP, Stat::Min),
                })
                .collect(),
            geomean_speedup: runtime::loop_vectorize_geomean(times),
        };
    }

    pub fn add_compile(&mut self, times: &[CompileTimes]) {
        self.compile = times.to_vec();
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("the report serializes") + "\n"
    }
}

fn program_report(t: &ProgramTimes) -> ProgramReport {
    let builds = t
        .builds
        .iter()
        .map(|b| {
            let report = BuildReport {
                status: b.failure.unwrap_or("ok"),
                samples_ms: b.samples.clone(),
                median_ms: t.time(b.variant.key, Stat::Median),
                min_ms: t.time(b.variant.key, Stat::Min),
            };
            (b.variant.key, report)
        })
        .collect();
    let ratios = RATIOS
        .iter()
        .map(|r| (r.key, RatioValue { median: t.ratio_by(r, Stat::Median), min: t.ratio_by(r, Stat::Min) }))
        .collect();
    ProgramReport {
        name: t.program.name.clone(),
        builds,
        best_peer: t.fastest(PEERS, Stat::Median).map(|(k, _)| k),
        ratios,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::BuildTimes;
    use crate::Program;

    #[test]
    fn json_has_samples_statistics_ratios_and_summary() {
        let build = |key: &str, samples: &[f64]| BuildTimes {
            variant: variants::find(key).unwrap(),
            samples: samples.to_vec(),
            failure: None,
        };
        let times = vec![ProgramTimes {
            program: Program { name: "p".into(), source: "p.wend".into(), c_twin: None, expected: None },
            builds: vec![
                build("wendc", &[300.0, 100.0, 200.0]),
                build("gcc", &[100.0, 120.0, 110.0]),
                build("clang", &[90.0, 95.0, 200.0]),
            ],
            vectors: None,
            loops_vectorized: None,
        }];
        let mut report = JsonReport::new(3);
        report.add_runtime(&times);
        let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
        let p = &json["programs"][0];
        assert_eq!(p["name"], "p");
        assert_eq!(p["builds"]["wendc"]["samples_ms"], serde_json::json!([300.0, 100.0, 200.0]));
        assert_eq!(p["builds"]["wendc"]["median_ms"], 200.0);
        assert_eq!(p["builds"]["wendc"]["min_ms"], 100.0);
        assert_eq!(p["builds"]["wendc"]["status"], "ok");
        // Medians: wendc 200, gcc 110, clang 95 → best peer clang, 200 / 95.
        assert_eq!(p["best_peer"], "clang");
        let ratio = p["ratios"]["wendc/best"]["median"].as_f64().unwrap();
        assert!((ratio - 200.0 / 95.0).abs() < 1e-12, "{ratio}");
        // Minima: wendc 100, clang 90.
        let ratio = p["ratios"]["wendc/best"]["min"].as_f64().unwrap();
        assert!((ratio - 100.0 / 90.0).abs() < 1e-12, "{ratio}");
        assert_eq!(json["summary"]["wendc/best"]["worst"]["program"], "p");
        assert_eq!(json["ratios"][0]["key"], "wendc/best");
        assert_eq!(json["ratios"][0]["denominator"], serde_json::json!(["gcc", "clang"]));
        assert!(json["builds"].as_array().unwrap().iter().any(|b| b["key"] == "clang"));
        // No loop vectorized in p: not in the loop vectorizer section.
        assert_eq!(json["loop_vectorize"]["programs"], serde_json::json!([]));
        assert!(json["loop_vectorize"]["geomean_speedup"].is_null());
    }

    #[test]
    fn json_has_the_loop_vectorizer_speedups_and_their_geomean() {
        let build = |key: &str, samples: &[f64]| BuildTimes {
            variant: variants::find(key).unwrap(),
            samples: samples.to_vec(),
            failure: None,
        };
        let program = |name: &str, loops: usize, with: f64, without: f64| ProgramTimes {
            program: Program { name: name.into(), source: format!("{name}.wend").into(), c_twin: None, expected: None },
            builds: vec![build("wendc", &[with]), build("noloopvec", &[without])],
            vectors: None,
            loops_vectorized: Some(loops),
        };
        let times = vec![program("a", 2, 100.0, 400.0), program("b", 1, 100.0, 100.0), program("c", 0, 100.0, 50.0)];
        let mut report = JsonReport::new(1);
        report.add_runtime(&times);
        let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
        let lv = &json["loop_vectorize"];
        assert_eq!(lv["programs"].as_array().unwrap().len(), 2, "{lv}");
        assert_eq!(lv["programs"][0]["name"], "a");
        assert_eq!(lv["programs"][0]["loops_vectorized"], 2);
        assert_eq!(lv["programs"][0]["speedup"], 4.0);
        // sqrt(4 * 1); c vectorized nothing and is left out.
        let geomean = lv["geomean_speedup"].as_f64().unwrap();
        assert!((geomean - 2.0).abs() < 1e-12, "{geomean}");
        assert!(lv["without_flag"].as_str().unwrap().starts_with("--passes="), "{lv}");
        assert!(!lv["without_flag"].as_str().unwrap().contains("loop-vectorize"), "{lv}");
        assert!(json["programs"][0]["builds"]["noloopvec"]["median_ms"] == 400.0);
    }
}
