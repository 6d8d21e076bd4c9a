//! Compile-time scaling by program shape: `bench/gen_shapes.py` writes a
//! program of each shape at several sizes (statements), wendc compiles each
//! with the default pipeline, and the report gives the wall-clock time, the
//! peak resident memory of the compiler process (`ru_maxrss`, read by the
//! small `peak-rss` helper, src/bin/peak_rss.rs, so that it is wendc's own)
//! and, per shape, the exponent `k` of the power law `time ∝ size^k`
//! between the two largest sizes (10k and 100k statements): 1 is linear,
//! 2 quadratic. The last column says whether the shape meets the targets
//! at the largest size: under `TARGET_MS` and `TARGET_MIB`, exponent at
//! most `TARGET_EXPONENT`.
//!
//! A compile that runs past the time limit is killed and shown as such; the
//! exponent then uses the sizes that finished.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::stats::median;
use crate::table::{self, Align, Table};

/// The shapes `gen_shapes.py` knows, in report order.
pub const SHAPES: [&str; 15] = [
    "straight-1",
    "straight-many",
    "loops",
    "nested-ifs",
    "inlined-fns",
    "gen-large",
    "many-arrays",
    "sibling-fns",
    "wide",
    "long-chains",
    "many-calls",
    "if-sequence",
    "loop-nests",
    "strings",
    "deep-loops",
];

/// The targets at the largest size: wall-clock time, peak memory, and the
/// exponent between the two largest sizes.
pub const TARGET_MS: f64 = 3000.0;
pub const TARGET_MIB: f64 = 500.0;
pub const TARGET_EXPONENT: f64 = 1.1;

/// What the shapes part of the scalability section measures.
#[derive(Clone, Debug)]
pub struct ShapesConfig {
    /// `bench/gen_shapes.py`.
    pub generator: PathBuf,
    /// Program sizes in statements, smallest first.
    pub sizes: Vec<usize>,
    /// A compile running longer is killed.
    pub limit: Duration,
}

/// One compile: wall-clock ms and peak memory in MiB, or killed at the limit.
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize)]
pub enum Measured {
    Done { ms: f64, peak_mib: f64 },
    TimedOut,
}

/// One shape at one size.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ShapePoint {
    pub shape: String,
    pub statements: usize,
    pub measured: Measured,
}

/// The `peak-rss` helper built beside the harness (src/bin/peak_rss.rs).
fn peak_rss_helper() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the harness executable: {e}"))?;
    let helper = exe.with_file_name("peak-rss");
    if helper.is_file() {
        Ok(helper)
    } else {
        Err(format!("{} is missing (cargo build --release -p wend-bench builds it)", helper.display()))
    }
}

/// Run `wendc source -o output` once under `peak-rss`, killing both after
/// `limit`.
fn measure_compile(wendc: &Path, source: &Path, output: &Path, limit: Duration) -> Result<Measured, String> {
    use std::os::unix::process::CommandExt;
    let helper = peak_rss_helper()?;
    let start = Instant::now();
    let mut child = Command::new(&helper)
        .arg(wendc)
        .arg(source)
        .arg("-o")
        .arg(output)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        // Its own process group, so that a timeout kills the compiler too.
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", helper.display()))?;
    loop {
        match child.try_wait().map_err(|e| format!("waiting for wendc: {e}"))? {
            Some(status) => {
                let ms = start.elapsed().as_secs_f64() * 1e3;
                let mut text = String::new();
                std::io::Read::read_to_string(child.stdout.as_mut().expect("piped"), &mut text)
                    .map_err(|e| format!("reading peak-rss: {e}"))?;
                if !status.success() {
                    return Err(format!("wendc failed on {} ({status})", source.display()));
                }
                let kib: f64 = text
                    .lines()
                    .last()
                    .and_then(|l| l.strip_prefix("peak_rss_kib "))
                    .and_then(|n| n.trim().parse().ok())
                    .ok_or_else(|| format!("peak-rss printed {text:?}"))?;
                return Ok(Measured::Done { ms, peak_mib: kib / 1024.0 });
            }
            None if start.elapsed() > limit => {
                // SAFETY: killing the process group we created.
                unsafe {
                    libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL);
                }
                let _ = child.wait();
                return Ok(Measured::TimedOut);
            }
            None => std::thread::sleep(Duration::from_millis(2)),
        }
    }
}

/// The exponent of the least-squares line through (ln size, ln ms); needs
/// two sizes.
pub fn fitted_exponent(points: &[(usize, f64)]) -> Option<f64> {
    if points.len() < 2 {
        return None;
    }
    let xs: Vec<f64> = points.iter().map(|&(n, _)| (n as f64).ln()).collect();
    let ys: Vec<f64> = points.iter().map(|&(_, ms)| ms.ln()).collect();
    let n = xs.len() as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    let sxy: f64 = xs.iter().zip(&ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let sxx: f64 = xs.iter().map(|x| (x - mx) * (x - mx)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

/// Generate, compile and measure every shape at every size: the points
/// (also for report.json) and the Markdown table.
pub fn shapes_section(
    config: &ShapesConfig,
    wendc: &Path,
    runs: usize,
    dir: &Path,
    progress: &mut dyn Write,
) -> Result<(Vec<ShapePoint>, String), String> {
    let mut points = Vec::new();
    for shape in SHAPES {
        let _ = write!(progress, "{shape:<14} ");
        for &size in &config.sizes {
            let source = dir.join(format!("shape-{shape}-{size}.wend"));
            generate(&config.generator, shape, size, &source)?;
            let output = dir.join(format!("shape-{shape}-{size}"));
            // The median of the runs, at every size: on a noisy machine one
            // run of a large program varies by a quarter or more. The peak
            // memory is the largest of the runs.
            let runs = runs.max(1);
            let mut samples = Vec::new();
            let mut measured = Measured::TimedOut;
            for _ in 0..runs {
                measured = measure_compile(wendc, &source, &output, config.limit)?;
                match measured {
                    Measured::Done { ms, peak_mib } => samples.push((ms, peak_mib)),
                    Measured::TimedOut => break,
                }
            }
            if !samples.is_empty() {
                let ms = median(&samples.iter().map(|s| s.0).collect::<Vec<_>>()).unwrap_or(f64::NAN);
                let peak_mib = samples.iter().map(|s| s.1).fold(0.0, f64::max);
                measured = Measured::Done { ms, peak_mib };
            }
            let _ = write!(progress, "{size}: {} ", describe(measured));
            let _ = progress.flush();
            points.push(ShapePoint { shape: shape.to_string(), statements: size, measured });
        }
        let _ = writeln!(progress);
    }
    let table = shapes_table(&points, &config.sizes, config.limit).render();
    Ok((points, table))
}

fn describe(m: Measured) -> String {
    match m {
        Measured::Done { ms, peak_mib } => format!("{} ms, {:.0} MiB", table::ms(ms), peak_mib),
        Measured::TimedOut => "killed".to_string(),
    }
}

fn generate(generator: &Path, shape: &str, size: usize, source: &Path) -> Result<(), String> {
    let out = Command::new("python3")
        .arg(generator)
        .args([shape.to_string(), size.to_string()])
        .output()
        .map_err(|e| format!("cannot run python3 {}: {e}", generator.display()))?;
    if !out.status.success() {
        return Err(format!("{} {shape} {size} failed: {}", generator.display(), String::from_utf8_lossy(&out.stderr)));
    }
    std::fs::write(source, &out.stdout).map_err(|e| format!("cannot write {}: {e}", source.display()))
}

/// One row per shape: time and memory at each size, and the exponent.
pub fn shapes_table(points: &[ShapePoint], sizes: &[usize], limit: Duration) -> Table {
    let mut columns: Vec<(String, Align)> = vec![("shape".into(), Align::Left)];
    for &size in sizes {
        columns.push((format!("{} ms", thousands(size)), Align::Right));
        columns.push((format!("{} MiB", thousands(size)), Align::Right));
    }
    columns.push(("exponent".into(), Align::Right));
    columns.push(("targets".into(), Align::Left));
    let column_refs: Vec<(&str, Align)> = columns.iter().map(|(name, align)| (name.as_str(), *align)).collect();
    let mut t = Table::new(&column_refs);
    for shape in SHAPES {
        let mut row = vec![shape.to_string()];
        let mut finished = Vec::new();
        for &size in sizes {
            match points.iter().find(|p| p.shape == shape && p.statements == size).map(|p| p.measured) {
                Some(Measured::Done { ms, peak_mib }) => {
                    row.push(table::ms(ms));
                    row.push(format!("{peak_mib:.0}"));
                    finished.push((size, ms));
                }
                Some(Measured::TimedOut) => {
                    row.push(format!("> {}", table::ms(limit.as_secs_f64() * 1e3)));
                    row.push("—".into());
                }
                None => {
                    row.push("—".into());
                    row.push("—".into());
                }
            }
        }
        // The slope between the two largest sizes that finished: the small
        // sizes are dominated by start-up, which would flatter the fit.
        let largest = &finished[finished.len().saturating_sub(2)..];
        let k = fitted_exponent(largest);
        let mut exponent = k.map(|k| format!("{k:.2}")).unwrap_or_else(|| "—".into());
        if finished.len() < sizes.len() && finished.len() >= 2 {
            let _ = write!(exponent, " (of {})", finished.len());
        }
        row.push(exponent);
        let last = points.iter().find(|p| p.shape == shape && Some(&p.statements) == sizes.last()).map(|p| p.measured);
        row.push(targets_missed(last, k));
        t.push(row);
    }
    t
}

/// "met", or which targets the shape misses at the largest size.
fn targets_missed(last: Option<Measured>, exponent: Option<f64>) -> String {
    let mut missed = Vec::new();
    match last {
        Some(Measured::Done { ms, peak_mib }) => {
            if ms >= TARGET_MS {
                missed.push(format!("time ≥ {}", table::ms(TARGET_MS)));
            }
            if peak_mib >= TARGET_MIB {
                missed.push(format!("memory ≥ {TARGET_MIB:.0} MiB"));
            }
        }
        Some(Measured::TimedOut) => missed.push("killed".to_string()),
        None => missed.push("not run".to_string()),
    }
    if exponent.is_some_and(|k| k > TARGET_EXPONENT) {
        missed.push(format!("exponent > {TARGET_EXPONENT}"));
    }
    if missed.is_empty() {
        "met".to_string()
    } else {
        missed.join(", ")
    }
}

/// `100000` → `100k`, `1500` → `1500`.
fn thousands(n: usize) -> String {
    if n >= 1000 && n.is_multiple_of(1000) {
        format!("{}k", n / 1000)
    } else {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitted_exponent_recovers_a_power_law() {
        let linear = [(1000, 2.0), (10_000, 20.0), (100_000, 200.0)];
        assert!((fitted_exponent(&linear).unwrap() - 1.0).abs() < 1e-9);
        let quadratic = [(1000, 1.0), (10_000, 100.0), (100_000, 10_000.0)];
        assert!((fitted_exponent(&quadratic).unwrap() - 2.0).abs() < 1e-9);
        assert_eq!(fitted_exponent(&[(1000, 1.0)]), None);
    }

    #[test]
    fn the_exponent_is_the_slope_between_the_two_largest_sizes_and_the_targets_are_checked() {
        let point = |shape: &str, statements, ms, peak_mib| ShapePoint {
            shape: shape.into(),
            statements,
            measured: Measured::Done { ms, peak_mib },
        };
        let points = vec![
            point("loops", 1000, 50.0, 10.0),
            point("loops", 10_000, 100.0, 40.0),
            point("loops", 100_000, 1000.0, 400.0),
            point("wide", 1000, 1.0, 10.0),
            point("wide", 10_000, 10.0, 40.0),
            point("wide", 100_000, 4000.0, 600.0),
        ];
        let text = shapes_table(&points, &[1000, 10_000, 100_000], Duration::from_secs(60)).render();
        let cells = |name: &str| -> Vec<String> {
            let row = text.lines().find(|l| l.starts_with(&format!("| {name} "))).unwrap();
            row.split('|').map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).collect()
        };
        assert_eq!(cells("loops")[7..], ["1.00", "met"]);
        assert_eq!(cells("wide")[7..], ["2.60", "time ≥ 3000, memory ≥ 500 MiB, exponent > 1.1"]);
    }

    #[test]
    fn the_table_marks_killed_compiles_and_fits_what_finished() {
        let point = |shape: &str, statements, measured| ShapePoint { shape: shape.into(), statements, measured };
        let points = vec![
            point("straight-1", 1000, Measured::Done { ms: 10.0, peak_mib: 5.0 }),
            point("straight-1", 10_000, Measured::Done { ms: 1000.0, peak_mib: 50.0 }),
            point("straight-1", 100_000, Measured::TimedOut),
        ];
        let text = shapes_table(&points, &[1000, 10_000, 100_000], Duration::from_secs(60)).render();
        let row = text.lines().find(|l| l.starts_with("| straight-1")).unwrap();
        let cells: Vec<&str> = row.split('|').map(str::trim).filter(|c| !c.is_empty()).collect();
        assert_eq!(
            cells,
            ["straight-1", "10.0", "5", "1000", "50", "> 60000", "—", "2.00 (of 2)", "killed, exponent > 1.1"]
        );
        assert!(text.contains("| 1k ms"), "{text}");
    }
}
