//! Compile time: wendc end to end (source to linked executable) against
//! `gcc -O2` and `clang -O2` on the program's C twin (also to a linked
//! executable), and wendc to an object file against LLVM's `opt` + `llc
//! -O0` running the counterparts of wendc's passes on the same lowered IR;
//! and the scalability of wendc on one very large generated program.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use wendc::driver::{OutputKind, StageSelection};

use crate::build::{self, lowered_ir, wendc_options};
use crate::exec::{self, CPU, LLC, OPT};
use crate::stats::{geomean, median};
use crate::table::{self, Align, Table};
use crate::variants::{CCompiler, Passes};
use crate::Program;

/// The LLVM passes the issue compares wendc's compile time with: the
/// counterparts of wendc's mem2reg, slp, adce and reg2mem (wendc's default
/// pipeline also runs inline, iv-divrem and cse, which this list has not).
pub const LLVM_PASSES: &str = "mem2reg,slp-vectorizer,adce,reg2mem";

/// How the harness runs wendc when it times a compile.
#[derive(Clone, Debug)]
pub enum WendcCommand {
    /// The `wendc` executable, as a user runs it (process start-up
    /// included, as it is for opt and llc).
    Binary(PathBuf),
    /// The library's driver on a thread of this process (when no `wendc`
    /// executable is at hand, e.g. in the harness's own tests).
    InProcess,
}

/// One wendc compile to time.
#[derive(Clone, Debug)]
pub struct WendcJob<'a> {
    pub source: &'a Path,
    pub output: &'a Path,
    pub passes: Passes,
    /// `--emit-ir`: print every stage instead of linking (to `output`, which
    /// wendc honours for dumps: `/dev/null` for nowhere).
    pub emit_ir: bool,
    /// `--time-passes`: the breakdown is returned (binary only).
    pub time_passes: bool,
    /// `-c`: stop at the object file (no link).
    pub object: bool,
}

impl WendcCommand {
    pub fn describe(&self) -> String {
        match self {
            WendcCommand::Binary(path) => format!("the wendc executable {}", path.display()),
            WendcCommand::InProcess => "wendc's driver in process".to_string(),
        }
    }

    /// Run one compile; its wall-clock milliseconds and stderr.
    pub fn time(&self, job: &WendcJob) -> Result<(f64, String), String> {
        match self {
            WendcCommand::Binary(path) => {
                let mut cmd = Command::new(path);
                cmd.arg(job.source).arg("-o").arg(job.output).stdin(Stdio::null()).stdout(Stdio::null());
                if let Some(flag) = job.passes.flag()? {
                    cmd.arg(flag);
                }
                if job.emit_ir {
                    cmd.arg("--emit-ir");
                }
                if job.time_passes {
                    // Only the table on stderr: a generated program's
                    // warnings (thousands of them) would bury it.
                    cmd.args(["--time-passes", "-w"]);
                }
                if job.object {
                    cmd.arg("-c");
                }
                let start = Instant::now();
                let out = cmd.output().map_err(|e| format!("cannot run {}: {e}", path.display()))?;
                let ms = start.elapsed().as_secs_f64() * 1e3;
                let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                if !out.status.success() {
                    return Err(format!("wendc failed on {} ({}):\n{stderr}", job.source.display(), out.status));
                }
                Ok((ms, stderr))
            }
            WendcCommand::InProcess => {
                let mut opts = wendc_options(job.source, job.passes)?;
                opts.output = Some(job.output.to_path_buf());
                opts.emit_ir = job.emit_ir.then_some(StageSelection::All);
                if job.object {
                    opts.kind = OutputKind::Object;
                }
                let start = Instant::now();
                build::run_wendc(opts)?;
                Ok((start.elapsed().as_secs_f64() * 1e3, String::new()))
            }
        }
    }
}

/// Compile times of one program, in ms, one sample per run (also the
/// `compile` entries of report.json).
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct CompileTimes {
    pub name: String,
    pub lines: usize,
    /// Source to a linked executable.
    pub wendc: Vec<f64>,
    /// Source to an object file (`-c`), what opt + llc produce.
    pub wendc_object: Vec<f64>,
    /// The C twin to a linked executable (empty without a twin).
    pub gcc: Vec<f64>,
    pub clang: Vec<f64>,
    pub opt: Vec<f64>,
    pub llc: Vec<f64>,
}

impl CompileTimes {
    pub fn llvm_total(&self) -> Vec<f64> {
        self.opt.iter().zip(&self.llc).map(|(o, l)| o + l).collect()
    }

    /// How many times longer `peer` took than wendc took to a linked
    /// executable (medians): above 1, wendc compiles faster.
    pub fn peer_over_wendc(&self, peer: &[f64]) -> Option<f64> {
        Some(median(peer)? / median(&self.wendc)?)
    }

    /// opt + llc over wendc stopping at the object file, as llc does.
    pub fn llvm_over_wendc_object(&self) -> Option<f64> {
        Some(median(&self.llvm_total())? / median(&self.wendc_object)?)
    }
}

/// Time wendc (default pipeline, to a linked executable and to an object),
/// gcc -O2 and clang -O2 on the C twin (to an executable), and
/// `opt -passes=LLVM_PASSES` + `llc -O0 -filetype=obj` on the lowered IR,
/// `runs` times each, interleaved. Printing the IR is not timed.
pub fn measure(
    program: &Program,
    wendc: &WendcCommand,
    runs: usize,
    dir: &Path,
    progress: &mut dyn Write,
) -> Result<CompileTimes, String> {
    let _ = write!(progress, "{:<16} compile", program.name);
    let _ = progress.flush();
    let text = std::fs::read_to_string(&program.source)
        .map_err(|e| format!("cannot read {}: {e}", program.source.display()))?;
    let stem = dir.join(format!("{}.ct", program.name));
    let (ll, bc, obj, exe) =
        (stem.with_extension("ll"), stem.with_extension("bc"), stem.with_extension("o"), stem.with_extension("exe"));
    std::fs::write(&ll, lowered_ir(&program.source)?).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
    let mut times = CompileTimes { name: program.name.clone(), lines: text.lines().count(), ..CompileTimes::default() };
    for _ in 0..runs {
        let job = WendcJob {
            source: &program.source,
            output: &exe,
            passes: Passes::Default,
            emit_ir: false,
            time_passes: false,
            object: false,
        };
        times.wendc.push(wendc.time(&job)?.0);
        let object = stem.with_extension("wendc.o");
        times.wendc_object.push(wendc.time(&WendcJob { output: &object, object: true, ..job })?.0);
        if program.c_twin.is_some() {
            let c_exe = stem.with_extension("c.exe");
            times.gcc.push(build::build_c_twin(program, CCompiler::Gcc, &c_exe)?);
            times.clang.push(build::build_c_twin(program, CCompiler::Clang, &c_exe)?);
        }
        let (opt, llc) = time_opt_llc(&ll, &bc, &obj)?;
        times.opt.push(opt);
        times.llc.push(llc);
    }
    let _ = writeln!(
        progress,
        ": wendc {} ms, gcc {} ms, clang {} ms, opt + llc {} ms",
        table::or_dash(median(&times.wendc), table::ms),
        table::or_dash(median(&times.gcc), table::ms),
        table::or_dash(median(&times.clang), table::ms),
        table::or_dash(median(&times.llvm_total()), table::ms)
    );
    Ok(times)
}

/// `opt -passes=LLVM_PASSES` on `ll` (to `bc`), then `llc -O0` to `obj`:
/// the milliseconds of each.
fn time_opt_llc(ll: &Path, bc: &Path, obj: &Path) -> Result<(f64, f64), String> {
    let opt =
        exec::run_tool(OPT, &crate::os_args!["-opaque-pointers", format!("-passes={LLVM_PASSES}"), ll, "-o", bc])?;
    let llc = exec::run_tool(
        LLC,
        &crate::os_args!["-opaque-pointers", "-O0", format!("-mcpu={CPU}"), "-filetype=obj", bc, "-o", obj],
    )?;
    Ok((opt, llc))
}

pub fn compile_table(times: &[CompileTimes]) -> Table {
    let mut t = Table::new(&[
        ("program", Align::Left),
        ("lines", Align::Right),
        ("wendc (ms)", Align::Right),
        ("gcc -O2 (ms)", Align::Right),
        ("clang -O2 (ms)", Align::Right),
        ("gcc/wendc", Align::Right),
        ("clang/wendc", Align::Right),
        ("wendc -c (ms)", Align::Right),
        ("opt + llc -O0 (ms)", Align::Right),
        ("LLVM/wendc -c", Align::Right),
    ]);
    for c in times {
        t.push(vec![
            c.name.clone(),
            c.lines.to_string(),
            table::or_dash(median(&c.wendc), table::ms),
            table::or_dash(median(&c.gcc), table::ms),
            table::or_dash(median(&c.clang), table::ms),
            table::or_dash(c.peer_over_wendc(&c.gcc), table::ratio),
            table::or_dash(c.peer_over_wendc(&c.clang), table::ratio),
            table::or_dash(median(&c.wendc_object), table::ms),
            table::or_dash(median(&c.llvm_total()), table::ms),
            table::or_dash(c.llvm_over_wendc_object(), table::ratio),
        ]);
    }
    let mean = |f: &dyn Fn(&CompileTimes) -> Option<f64>| {
        let values: Vec<f64> = times.iter().filter_map(f).collect();
        table::or_dash(geomean(&values), table::ratio)
    };
    t.push_footer(
        "geomean",
        vec![
            mean(&|c| c.peer_over_wendc(&c.gcc)),
            mean(&|c| c.peer_over_wendc(&c.clang)),
            String::new(),
            String::new(),
            mean(&CompileTimes::llvm_over_wendc_object),
        ],
    );
    t
}

/// The large generated program of the scalability section.
#[derive(Clone, Debug)]
pub struct ScaleConfig {
    /// `bench/gen_large.py`.
    pub generator: PathBuf,
    pub variables: usize,
    pub statements: usize,
    /// Also time opt + llc on it (once: LLVM takes many seconds).
    pub with_llvm: bool,
    /// Time and memory by program shape and size (needs the wendc binary).
    pub shapes: Option<crate::shapes::ShapesConfig>,
}

/// Compile-time scalability: generate the large program, time wendc on it
/// (default pipeline, -O0, --emit-ir of every stage), show one
/// --time-passes breakdown, optionally time LLVM once, and check that the
/// -O2 and -O0 executables print the same. The section's text, or an error.
pub fn scale_section(
    config: &ScaleConfig,
    wendc: &WendcCommand,
    runs: usize,
    dir: &Path,
    progress: &mut dyn Write,
) -> Result<String, String> {
    let source = dir.join("large.wend");
    let generated = Command::new("python3")
        .arg(&config.generator)
        .args([config.variables.to_string(), config.statements.to_string()])
        .output()
        .map_err(|e| format!("cannot run python3 {}: {e}", config.generator.display()))?;
    if !generated.status.success() {
        return Err(format!("{} failed: {}", config.generator.display(), String::from_utf8_lossy(&generated.stderr)));
    }
    std::fs::write(&source, &generated.stdout).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let lines = generated.stdout.iter().filter(|&&b| b == b'\n').count();
    let _ = write!(progress, "large.wend     compile");
    let _ = progress.flush();

    let (o2, o0) = (dir.join("large"), dir.join("large-O0"));
    let job = |output: &Path, passes, emit_ir| -> Result<f64, String> {
        let mut samples = Vec::new();
        for _ in 0..runs {
            samples.push(
                wendc
                    .time(&WendcJob { source: &source, output, passes, emit_ir, time_passes: false, object: false })?
                    .0,
            );
        }
        Ok(median(&samples).unwrap_or(f64::NAN))
    };
    let mut t = Table::new(&[("wendc on large.wend", Align::Left), ("ms", Align::Right)]);
    t.push(vec!["whole pipeline to an executable (default)".into(), table::ms(job(&o2, Passes::Default, false)?)]);
    t.push(vec!["-O0 (no passes)".into(), table::ms(job(&o0, Passes::O0, false)?)]);
    // The IR goes to `-o`: written to nowhere, as it was to a null stdout.
    let nowhere = Path::new("/dev/null");
    t.push(vec!["--emit-ir (print every stage, no backend)".into(), table::ms(job(nowhere, Passes::Default, true)?)]);
    let mut text = format!(
        "{} variables, {} statements: {lines} lines ({} runs each, median)\n\n{}",
        config.variables,
        config.statements,
        runs,
        t.render()
    );

    if let WendcCommand::Binary(_) = wendc {
        let job = WendcJob {
            source: &source,
            output: &o2,
            passes: Passes::Default,
            emit_ir: false,
            time_passes: true,
            object: false,
        };
        let (_, breakdown) = wendc.time(&job)?;
        text.push_str(&format!("\nstages of one default compile (--time-passes):\n\n```\n{}```\n", breakdown));
    }
    if config.with_llvm {
        let _ = write!(progress, ", LLVM");
        let _ = progress.flush();
        let ll = dir.join("large.ll");
        let (bc, obj) = (dir.join("large.bc"), dir.join("large.o"));
        std::fs::write(&ll, lowered_ir(&source)?).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
        let (opt, llc) = time_opt_llc(&ll, &bc, &obj)?;
        text.push_str(&format!(
            "\nLLVM on the same lowered IR (one run): opt -passes={LLVM_PASSES} {} ms, llc -O0 {} ms\n",
            table::ms(opt),
            table::ms(llc)
        ));
    }
    let (a, b) = (exec::run_executable(&o2)?, exec::run_executable(&o0)?);
    if a.stdout != b.stdout {
        return Err(format!(
            "large.wend: the -O2 and -O0 executables disagree: {}",
            crate::expected::first_difference(&b.stdout, &a.stdout)
        ));
    }
    text.push_str(&format!(
        "\nthe -O2 and -O0 executables print the same ({} lines)\n",
        a.stdout.iter().filter(|&&c| c == b'\n').count()
    ));
    let _ = writeln!(progress, ": done");
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compile_table_reports_ratios_of_medians() {
        let c = CompileTimes {
            name: "p".into(),
            lines: 10,
            wendc: vec![2.0, 4.0, 3.0],
            wendc_object: vec![1.0, 1.5, 2.0],
            gcc: vec![30.0, 33.0, 27.0],
            clang: vec![60.0, 45.0, 50.0],
            opt: vec![20.0, 10.0, 12.0],
            llc: vec![10.0, 8.0, 9.0],
        };
        // gcc median 30 / wendc median 3 = 10x; clang 50 / 3.
        assert_eq!(c.peer_over_wendc(&c.gcc), Some(10.0));
        // opt + llc per run: 30, 18, 21 → median 21; wendc -c median 1.5 → 14x.
        assert_eq!(c.llvm_over_wendc_object(), Some(14.0));
        let text = compile_table(&[c]).render();
        let row: Vec<&str> = text.lines().nth(2).unwrap().split('|').map(str::trim).filter(|c| !c.is_empty()).collect();
        assert_eq!(row, ["p", "10", "3.00", "30.0", "50.0", "10.00x", "16.67x", "1.50", "21.0", "14.00x"]);
        assert!(text.lines().nth(3).unwrap().contains("10.00x"), "{text}");
    }
}
