//! The differential oracle: one program, many ways of compiling and
//! running it, all of which must agree.
//!
//! The reference is the program compiled with `-O0` (no pass, the
//! unoptimizing backend) and run natively. Then:
//! - it is compiled with every pipeline in `PIPELINES` — the classic passes
//!   alone, mem2reg followed by each SSA pass, the pipeline without the
//!   inliner, iv-divrem and cse, and the default pipeline last — with the
//!   verifier after every stage and the optimizing backend
//!   (register allocation), and each executable must print
//!   exactly the reference output and exit the same way;
//! - the default pipeline is built once more with conservative live ranges
//!   for every register (what huge functions get), which must agree too;
//! - on a CPU with AVX2, the default pipeline is built once more for it
//!   (`--target-cpu=native`: 256-bit vectors for the passes, VEX-encoded
//!   YMM code from the backend), which must agree too;
//! - the IR after every stage of the default pipeline is run by
//!   `lli -opaque-pointers`, which must print the same bytes.
//!
//! A panic anywhere in the compiler (the verifier's included) is a failure
//! too. The failure's `signature` names what went wrong in a way that stays
//! stable while the program is being reduced.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use wendc::backend::regalloc::liveness::WalkLimit;
use wendc::backend::{self, BackendOptions, Target};
use wendc::ir::{BinOp, CmpPred, InstKind, Module};
use wendc::passes;

/// How long a compiled program or `lli` may run.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(10);

/// The pipelines compared with `-O0` (the default pipeline last).
pub const PIPELINES: &[&str] = &[
    "mem2reg",
    "slp",
    "adce",
    "reg2mem",
    "mem2reg,slp",
    "mem2reg,iv-divrem",
    "mem2reg,cse",
    "mem2reg,sccp",
    // cvp alone, and with the passes that clean up after it.
    "mem2reg,cvp",
    "inline,mem2reg,sccp,cvp,simplifycfg,instcombine,adce",
    "inline,mem2reg,sccp,adce",
    "mem2reg,simplifycfg",
    "inline,mem2reg,sccp,simplifycfg,adce",
    "mem2reg,instcombine",
    "mem2reg,licm",
    "inline,mem2reg,sccp,simplifycfg,instcombine,licm,cse",
    "mem2reg,tre",
    "mem2reg,tre,adce,reg2mem",
    // rec-inline alone (on the lowered IR), after tre as in the pipeline,
    // and before the passes that follow it there.
    "rec-inline",
    "mem2reg,tre,rec-inline",
    "mem2reg,rec-inline,licm,cse,adce,reg2mem",
    // sroa on the lowered IR with and without the inliner before it.
    "sroa,mem2reg",
    "inline,sroa",
    "inline,sroa,mem2reg,adce",
    // cse on the lowered IR: every variable is a slot, so its redundant-load
    // elimination sees every load and store.
    "cse",
    "inline,cse,mem2reg,cse",
    // The -O1 pipeline.
    "mem2reg,sccp,simplifycfg,instcombine,cse,adce,reg2mem",
    // The pipeline without the inliner, sccp, iv-divrem and cse.
    "mem2reg,slp,adce,reg2mem",
    // The loop vectorizer right after mem2reg (loops as lowered, nothing
    // hoisted), and on what the scalar passes leave of counted loops,
    // without and with slp after it.
    "mem2reg,loop-vectorize",
    // Full unrolling alone, and with the passes that fold its copies.
    "mem2reg,unroll",
    "mem2reg,unroll,sccp,simplifycfg,instcombine,loop-vectorize",
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,licm,iv-divrem,slp",
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,licm,loop-vectorize,adce",
    // Runtime unrolling on loops as lowered, and after the vectorizer (its
    // scalar epilogues skipped) with the passes that follow it.
    "mem2reg,runtime-unroll",
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,licm,loop-vectorize,runtime-unroll,cse,adce",
    // The outer-loop vectorizer alone after the scalar passes.
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,licm,outer-vectorize,adce",
    // Loop strength reduction after the loop vectorizer, with the clean-up
    // passes that remove the i32 counters it leaves dead.
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,licm,loop-vectorize,lsr",
    "mem2reg,lsr,adce,reg2mem",
    // Loop rotation on loops as lowered (a header that loads, calls in the
    // body), and licm on the rotated loops.
    "mem2reg,loop-rotate",
    "inline,sroa,mem2reg,sccp,simplifycfg,instcombine,loop-rotate,licm,cse,adce,reg2mem",
    // The default pipeline comes last (its stages are also run under lli).
    "inline,sroa,mem2reg,unroll,sccp,cvp,simplifycfg,instcombine,tre,rec-inline,licm,iv-divrem,loop-vectorize,outer-vectorize,slp,runtime-unroll,lsr,loop-rotate,licm,cse,adce,reg2mem",
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// Stable description of the kind of failure (for reduction).
    pub signature: String,
    /// Everything worth reading about it.
    pub details: String,
}

/// What the checker measured on a passing program.
#[derive(Debug, Clone, Default)]
pub struct Stats {
    /// Phis after mem2reg, over all functions.
    pub phis: usize,
    /// Vector packs formed by slp.
    pub packs: usize,
    /// Vector divisions and remainders (by a constant) formed by slp.
    pub vector_divisions: usize,
    /// Vector selects formed by slp, and those choosing between the two
    /// values their compare compares (the backend's pmaxsd/pminsd).
    pub vector_selects: usize,
    /// Loops loop-vectorize vectorized, outer loops outer-vectorize did,
    /// and loops unroll copied out.
    pub loops_vectorized: usize,
    pub outer_loops_vectorized: usize,
    pub loops_unrolled: usize,
    /// Loops runtime-unroll unrolled by 2 or 4 in front of an epilogue.
    pub loops_runtime_unrolled: usize,
    /// Loops loop-rotate turned into guarded loops tested at the bottom.
    pub loops_rotated: usize,
    pub vector_min_max: usize,
    /// Calls the inliner replaced by the callee's body.
    pub inlined: usize,
    /// `srem`/`sdiv` of loop counters that iv-divrem turned into counters.
    pub divrem_counters: usize,
    /// Phis that reg2mem demoted into the slot of the phi they feed.
    pub shared_slots: usize,
    /// Values sccp replaced by constants.
    pub folded: usize,
    /// Conditional branches sccp found to go one way.
    pub decided: usize,
    /// Instructions licm hoisted out of loops.
    pub hoisted: usize,
    /// Loads cse found redundant (in the default pipeline).
    pub loads_removed: usize,
    /// Frame records sroa split into fields.
    pub records_split: usize,
    /// Ifs simplifycfg made selects, and jumps it threaded.
    pub selects: usize,
    pub threaded: usize,
    /// Recursive tail calls tre made jumps, and those with an accumulator.
    pub tail_calls: usize,
    pub accumulated: usize,
    /// Compares decided, remainders made masks and divisions folded by cvp.
    pub ranges_used: usize,
    /// Self-calls rec-inline replaced by a copy of the function.
    pub self_inlined: usize,
    /// Functions whose final IR loads or stores vectors, and those loads
    /// and stores (slp's today; a loop vectorizer's too, once it exists).
    pub vector_memory_functions: usize,
    pub vector_memory_accesses: usize,
    /// Divisions after mem2reg (what iv-divrem starts from).
    divisions_before: usize,
}

impl Stats {
    /// Take the numbers measured on the pipeline's final IR.
    fn record_final(&mut self, module: &Module) {
        let per_function = module
            .functions()
            .map(|(_, f)| f.insts_in_layout().filter(|&(_, i)| is_vector_memory_access(f, i)).count());
        for accesses in per_function {
            self.vector_memory_functions += usize::from(accesses > 0);
            self.vector_memory_accesses += accesses;
        }
    }

    /// Take the numbers from the stage of the pipeline that produces them.
    fn record(&mut self, stage: &passes::Stage) {
        let module = stage.module;
        // A pass that runs twice (`cse#2`) adds to what its first run did.
        let pass = stage.name.split('#').next().unwrap_or("");
        let summaries = stage.summaries();
        match pass {
            // Inlining a body that makes calls adds calls: count from the
            // pass's summaries.
            "inline" => self.inlined = summaries.iter().filter_map(|line| passes::inline::calls_in_summary(line)).sum(),
            "mem2reg" => {
                self.phis = count_insts(module, InstKind::is_phi);
                self.divisions_before = count_insts(module, is_division);
            }
            "sccp" => {
                let counts = summaries.iter().filter_map(|line| passes::sccp::counts_in_summary(line));
                (self.folded, self.decided) = counts.fold((0, 0), |(f, d), (f2, d2)| (f + f2, d + d2));
            }
            "tre" => {
                let counts = summaries.iter().filter_map(|line| passes::tre::counts_in_summary(line));
                (self.tail_calls, self.accumulated) = counts.fold((0, 0), |(t, a), (t2, a2)| (t + t2, a + a2));
            }
            "cvp" => self.ranges_used = summaries.iter().filter_map(|line| passes::cvp::changes_in_summary(line)).sum(),
            "rec-inline" => {
                self.self_inlined = summaries
                    .iter()
                    .filter_map(|line| passes::rec_inline::counts_in_summary(line))
                    .map(|(copies, _)| copies)
                    .sum()
            }
            "licm" => {
                self.hoisted +=
                    summaries.iter().filter_map(|line| passes::licm::hoisted_in_summary(line)).sum::<usize>()
            }
            "sroa" => {
                self.records_split = summaries.iter().filter_map(|line| passes::sroa::split_in_summary(line)).sum()
            }
            "simplifycfg" => {
                let counts = summaries.iter().filter_map(|line| passes::simplifycfg::counts_in_summary(line));
                (self.selects, self.threaded) =
                    counts.fold((self.selects, self.threaded), |(s, t), (s2, t2)| (s + s2, t + t2));
            }
            "cse" => {
                self.loads_removed +=
                    summaries.iter().filter_map(|line| passes::cse::loads_in_summary(line)).sum::<usize>()
            }
            "iv-divrem" => self.divrem_counters = self.divisions_before - count_insts(module, is_division),
            "slp" => {
                self.packs = count_packs(module);
                self.vector_divisions = count_vector_divisions(module);
                (self.vector_selects, self.vector_min_max) = count_vector_selects(module);
            }
            "loop-vectorize" => self.loops_vectorized = summaries.iter().filter_map(|l| leading_count(l)).sum(),
            "outer-vectorize" => self.outer_loops_vectorized = summaries.iter().filter_map(|l| leading_count(l)).sum(),
            "unroll" => self.loops_unrolled = summaries.iter().filter_map(|l| leading_count(l)).sum(),
            "runtime-unroll" => self.loops_runtime_unrolled = summaries.iter().filter_map(|l| leading_count(l)).sum(),
            "loop-rotate" => self.loops_rotated = summaries.iter().filter_map(|l| leading_count(l)).sum(),
            "reg2mem" => {
                self.shared_slots = summaries.iter().filter_map(|line| passes::reg2mem::shared_in_summary(line)).sum()
            }
            _ => {}
        }
    }
}

/// The count a summary line starts with, after its function's name
/// (`main: 2 loops vectorized, …` gives 2).
fn leading_count(summary: &str) -> Option<usize> {
    let first = summary.lines().next()?;
    first.split_once(": ")?.1.split(' ').next()?.parse().ok()
}

/// A load or store of a whole vector (`load <4 x i32>`, `store <8 x i32>`).
fn is_vector_memory_access(f: &wendc::ir::Function, i: wendc::ir::InstId) -> bool {
    let inst = f.inst(i);
    match inst.kind {
        InstKind::Load => f.value_type(f.inst_result(i)).is_vector(),
        InstKind::Store => f.value_type(inst.operands()[0]).is_vector(),
        _ => false,
    }
}

fn is_division(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Binary(BinOp::SRem | BinOp::SDiv))
}

#[derive(Debug)]
pub enum Verdict {
    Pass(Stats),
    Fail(Failure),
    /// The front end rejected the program (a generator bug, not a compiler
    /// bug), with the rendered diagnostics.
    Invalid(String),
    /// The reference run did not finish in time.
    Timeout,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct RunResult {
    stdout: Vec<u8>,
    /// Exit code, or the signal that killed it (as a string).
    status: String,
}

/// How much of the check `run` does per program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// Every pipeline of `PIPELINES` natively, then every stage of the
    /// default pipeline under `lli`.
    Full,
    /// Only the default pipeline, natively, on every target this CPU runs
    /// (and with conservative live ranges): several times faster, for runs
    /// of thousands of programs. A failure is still reduced with the full
    /// check of its signature.
    DefaultOnly,
}

/// Check one program. `work` is a scratch directory for executables.
pub fn check(text: &str, work: &Path) -> Verdict {
    check_focused(text, work, None, Depth::Full)
}

/// Check one program as deep as `depth` says.
pub fn check_to(text: &str, work: &Path, depth: Depth) -> Verdict {
    check_focused(text, work, None, depth)
}

/// Check one program, only as far as needed to see the failure with the
/// given signature again (used while reducing: much faster).
pub fn check_for(text: &str, work: &Path, signature: &str) -> Verdict {
    check_focused(text, work, Some(signature), Depth::Full)
}

fn check_focused(text: &str, work: &Path, focus: Option<&str>, depth: Depth) -> Verdict {
    let lowered = match guarded("front end", || wendc::driver::compile_to_ir("prog.wend", text.as_bytes())) {
        Err(failure) => return Verdict::Fail(failure),
        Ok(Err(errors)) => return Verdict::Invalid(errors.render(false)),
        Ok(Ok(module)) => module,
    };
    let reference = match build_and_run(&lowered, &[], work, "O0", WalkLimit::DEFAULT, Target::default()) {
        Ok(Some(r)) => r,
        Ok(None) => return Verdict::Timeout,
        Err(failure) => return Verdict::Fail(failure),
    };
    if reference.status != "0" {
        // Generated programs must not trap: this is a generator bug.
        return Verdict::Invalid(format!("the -O0 build exits with status {}", reference.status));
    }
    let native_focus = focus.and_then(|f| f.strip_prefix("mismatch: native --passes="));
    let lli_focus = focus.is_some_and(|f| f.starts_with("mismatch: lli"));
    for build in builds_for(depth) {
        let pipeline = &build.label;
        if lli_focus || native_focus.is_some_and(|p| p != pipeline) {
            continue;
        }
        let result = match build_and_run(&lowered, &build.passes, work, pipeline, build.walk_limit, build.target) {
            Ok(Some(r)) => r,
            Ok(None) => {
                return Verdict::Fail(Failure {
                    signature: format!("timeout with --passes={pipeline}"),
                    details: format!(
                        "the -O0 build finishes, but the --passes={pipeline} build runs past {RUN_TIMEOUT:?}"
                    ),
                })
            }
            Err(failure) => return Verdict::Fail(failure),
        };
        if result != reference {
            return Verdict::Fail(mismatch(&format!("native --passes={pipeline}"), &reference, &result));
        }
    }
    if native_focus.is_some() {
        return Verdict::Pass(Stats::default());
    }
    if depth == Depth::DefaultOnly {
        return Verdict::Pass(pipeline_stats(text).unwrap_or_default());
    }
    match check_stages_under_lli(&lowered, &reference, work) {
        Ok(stats) => Verdict::Pass(stats),
        Err(failure) => Verdict::Fail(failure),
    }
}

/// One optimized native build of a checked program.
struct NativeBuild {
    /// The pipeline, and how the build differs from `wendc` with it (as
    /// failure signatures name it).
    label: String,
    passes: Vec<&'static str>,
    walk_limit: WalkLimit,
    /// The CPU the code is for: the passes' vector width follows it.
    target: Target,
}

/// Every pipeline of `PIPELINES` with the backend as `wendc` runs it, then
/// the default pipeline once more with conservative live ranges for every
/// register (`WalkLimit::ALWAYS`), which wendc gives only to long-lived
/// registers of huge functions, and once more for AVX2 if this CPU has it.
fn native_builds() -> Vec<NativeBuild> {
    let build = |label: String, pipeline: &'static str, walk_limit, target| NativeBuild {
        label,
        passes: pipeline.split(',').collect(),
        walk_limit,
        target,
    };
    let mut builds: Vec<NativeBuild> =
        PIPELINES.iter().map(|p| build(p.to_string(), p, WalkLimit::DEFAULT, Target::default())).collect();
    let default = PIPELINES.last().expect("the default pipeline is listed");
    builds.push(build(
        format!("{default} with conservative live ranges"),
        default,
        WalkLimit::ALWAYS,
        Target::default(),
    ));
    if avx2_available() {
        builds.push(build(format!("{default} for avx2"), default, WalkLimit::DEFAULT, Target::Avx2));
    }
    builds
}

/// The native builds a check of `depth` compares with `-O0`.
fn builds_for(depth: Depth) -> Vec<NativeBuild> {
    let mut builds = native_builds();
    if depth == Depth::DefaultOnly {
        builds.retain(|b| b.passes.as_slice() == passes::DEFAULT_PIPELINE);
    }
    builds
}

/// Whether this CPU runs AVX2 code (so the AVX2 build can be checked).
pub fn avx2_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The targets programs are checked on, as the run summary names them:
/// every pipeline for x86-64-v2, the default pipeline for AVX2 (or why
/// not), so that a skipped target shows.
pub fn checked_targets(depth: Depth) -> String {
    let avx2 = if avx2_available() {
        "avx2 (default pipeline, 256-bit vectors)"
    } else {
        "avx2 SKIPPED (this CPU has no AVX2)"
    };
    match depth {
        Depth::Full => format!("x86-64-v2 (every pipeline, and each stage of the default one under lli), {avx2}"),
        Depth::DefaultOnly => format!("x86-64-v2 (default pipeline only: --default-only), {avx2}"),
    }
}

/// Run `f`, turning a panic into a failure (with the panic message).
fn guarded<T>(stage: &str, f: impl FnOnce() -> T) -> Result<T, Failure> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "unknown panic".to_string());
        let first_line = message.lines().next().unwrap_or("").to_string();
        Failure { signature: format!("panic in {stage}: {first_line}"), details: message }
    })
}

/// Apply `passes` (verifying every stage), compile, link and run.
fn build_and_run(
    lowered: &Module,
    passes: &[&str],
    work: &Path,
    label: &str,
    liveness_walk_limit: WalkLimit,
    target: Target,
) -> Result<Option<RunResult>, Failure> {
    let pipeline = passes::parse_pipeline(&passes.join(",")).expect("known passes");
    let label_for_panic = format!("the compiler with --passes={}", passes.join(","));
    let object = guarded(&label_for_panic, || {
        let mut module = lowered.clone();
        let pass_options = wendc::driver::pass_options_for(target, false);
        passes::run_pipeline(&mut module, &pipeline, &pass_options, true, |_| {});
        // The -O0 reference uses the unoptimizing backend, as `wendc -O0`.
        let options =
            BackendOptions { optimize: !passes.is_empty(), liveness_walk_limit, target, ..BackendOptions::default() };
        backend::compile_module(&module, &options).elf
    })?;
    let exe = work.join(format!("prog-{}", label.replace([',', ' '], "_")));
    backend::link::link_executable(&object, &exe).map_err(|e| Failure {
        signature: format!("link failure with --passes={}", passes.join(",")),
        details: e.to_string(),
    })?;
    Ok(run(&mut Command::new(&exe)))
}

/// What the default pipeline's passes do to `text` (phis, packs, inlined
/// calls, rewritten divisions), without building or running anything (`None` if
/// the program does not compile). `run` reports the same numbers for
/// the programs that pass.
pub fn pipeline_stats(text: &str) -> Option<Stats> {
    let mut module = wendc::driver::compile_to_ir("prog.wend", text.as_bytes()).ok()?;
    let mut stats = Stats::default();
    let default = wendc::driver::default_pipeline();
    passes::run_pipeline(&mut module, &default, &passes::PassOptions::default(), false, |stage| stats.record(stage));
    stats.record_final(&module);
    Some(stats)
}

/// Run `lli` on the IR after every stage of the default pipeline; what the
/// passes did, measured on the way.
fn check_stages_under_lli(lowered: &Module, reference: &RunResult, work: &Path) -> Result<Stats, Failure> {
    let default = wendc::driver::default_pipeline();
    let (stages, measured) = guarded("the compiler (default pipeline)", || {
        let mut module = lowered.clone();
        let mut stages = Vec::new();
        let mut measured = Stats::default();
        passes::run_pipeline(&mut module, &default, &passes::PassOptions::default(), true, |stage| {
            measured.record(stage);
            stages.push((stage.name.clone(), wendc::ir::print::print_module(stage.module)));
        });
        measured.record_final(&module);
        (stages, measured)
    })?;
    let ll = work.join("stage.ll");
    let mut previous_text = String::new();
    for (stage, text) in stages {
        if text == previous_text {
            continue; // the stage changed nothing; its run would be the same
        }
        std::fs::write(&ll, &text).map_err(|e| io_failure(&e))?;
        let result = run(Command::new("lli").arg("-opaque-pointers").arg(&ll)).ok_or_else(|| Failure {
            signature: format!("lli timeout at stage {stage}"),
            details: format!("lli runs past {RUN_TIMEOUT:?} on the IR after {stage}"),
        })?;
        if result.stdout != reference.stdout {
            return Err(mismatch(&format!("lli on stage {stage}"), reference, &result));
        }
        previous_text = text;
    }
    Ok(measured)
}

fn count_insts(module: &Module, what: impl Fn(&InstKind) -> bool) -> usize {
    module.functions().map(|(_, f)| f.insts_in_layout().filter(|&(_, i)| what(&f.inst(i).kind)).count()).sum()
}

/// Vector `sdiv`/`srem` instructions (slp forms them for divisions by one
/// constant in every lane: a power of two, or another the backend divides
/// by with a multiply-high).
fn count_vector_divisions(module: &Module) -> usize {
    module
        .functions()
        .map(|(_, f)| {
            f.insts_in_layout()
                .filter(|&(_, i)| is_division(&f.inst(i).kind) && f.value_type(f.inst_result(i)).is_vector())
                .count()
        })
        .sum()
}

/// Vector selects, and those that are a min/max: the condition is an
/// ordering `icmp` of the two arms (in either order).
fn count_vector_selects(module: &Module) -> (usize, usize) {
    let (mut selects, mut min_max) = (0, 0);
    for (_, f) in module.functions() {
        for (_, i) in f.insts_in_layout() {
            let inst = f.inst(i);
            if !matches!(inst.kind, InstKind::Select) || !f.value_type(f.inst_result(i)).is_vector() {
                continue;
            }
            selects += 1;
            let ops = inst.operands();
            let compared = f
                .defining_inst(ops[0])
                .map(|c| f.inst(c))
                .filter(|c| matches!(c.kind, InstKind::Icmp(p) if !matches!(p, CmpPred::Eq | CmpPred::Ne)));
            if let Some(c) = compared {
                let (x, y) = (c.operands()[0], c.operands()[1]);
                min_max += usize::from((ops[1], ops[2]) == (x, y) || (ops[1], ops[2]) == (y, x));
            }
        }
    }
    (selects, min_max)
}

/// A pack is one vectorized tree: slp roots every tree at a vector store of
/// adjacent array elements, so the vector stores are the packs.
fn count_packs(module: &Module) -> usize {
    module
        .functions()
        .map(|(_, f)| {
            f.insts_in_layout()
                .filter(|&(_, i)| {
                    let inst = f.inst(i);
                    matches!(inst.kind, InstKind::Store) && f.value_type(inst.operands()[0]).is_vector()
                })
                .count()
        })
        .sum()
}

fn io_failure(e: &std::io::Error) -> Failure {
    Failure { signature: "I/O error".to_string(), details: e.to_string() }
}

fn mismatch(what: &str, reference: &RunResult, got: &RunResult) -> Failure {
    let (r, g) = (String::from_utf8_lossy(&reference.stdout), String::from_utf8_lossy(&got.stdout));
    let first_difference = r.lines().zip(g.lines()).position(|(a, b)| a != b).map_or_else(
        || format!("one output is a prefix of the other ({} vs {} lines)", r.lines().count(), g.lines().count()),
        |line| format!("first difference at line {}", line + 1),
    );
    Failure {
        signature: format!("mismatch: {what}"),
        details: format!(
            "{what} differs from -O0 ({first_difference}; exit {} vs {})\n--- -O0\n{r}\n--- {what}\n{g}",
            reference.status, got.status
        ),
    }
}

/// Run a command with a timeout; `None` if it had to be killed.
fn run(cmd: &mut Command) -> Option<RunResult> {
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().ok()?;
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut buf);
        buf
    });
    let deadline = Instant::now() + RUN_TIMEOUT;
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stdout = reader.join().unwrap_or_default();
    let status = match status.code() {
        Some(code) => code.to_string(),
        None => format!("signal {}", std::os::unix::process::ExitStatusExt::signal(&status).unwrap_or(0)),
    };
    Some(RunResult { stdout, status })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_count_what_the_passes_did() {
        let program = "main() {\n    int i;\n    int s;\n    int twice(int x) { return x + x; }\n    \
                       while i < 10 { s = s + twice(i % 3) + i / 4; i = i + 1; }\n    println s;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        // One call inlined; `i % 3` and `i / 4` rewritten; phis for `i` and
        // `s` (the inlined body has one `ret`, so no phi merges it).
        assert_eq!((stats.inlined, stats.divrem_counters, stats.phis), (1, 2, 2));
    }

    #[test]
    fn stats_count_phis_sharing_a_slot() {
        // The inner join's phi for `a` feeds only the outer join's. (The
        // loop makes `a` and `b` unknown to sccp, which would otherwise
        // decide both ifs, and is not a loop the vectorizer takes: `a` is
        // no reduction; the print keeps simplifycfg from making the inner
        // if a select. runtime-unroll unrolls the loop, and loop-rotate
        // then moves the epilogue's header phis into its body, entered
        // from its guard: the epilogue preheader's phis feed the guard's
        // copy of the test as well, so they keep slots of their own.)
        let program = "main() {\n    int a;\n    int b;\n    int i;\n    \
                       while i < 30 { a = a * 3 + i; b = b + 2; i = i + 1; }\n    \
                       if a < 3 { if b < 2 { a = 5; println b; } }\n    println a;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.phis, stats.shared_slots), (5, 1));
    }

    #[test]
    fn stats_count_what_cvp_used_ranges_for() {
        // Under `x >= 0`, `x < -5` is false and `x % 8` is `x & 7`.
        let program = "main() {\n    int x;\n    x = read_x();\n    if x >= 0 {\n        println x < -5;\n        println x % 8;\n    }\n}\n";
        let program = program.replace("read_x()", "0 - 3 * 7");
        let stats = pipeline_stats(&program).expect("the program compiles");
        assert_eq!(stats.ranges_used, 0, "sccp folds a constant x first");
        let program = "main() {\n    int f(int x) {\n        if x >= 0 {\n            println x < -5;\n            return x % 8;\n        }\n        return 1;\n    }\n    \
                       println f(5) + f(-5);\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!(stats.ranges_used, 2);
    }

    #[test]
    fn stats_count_what_sccp_folded() {
        // `fast` is 0, so the `if` never runs: its test folds and decides
        // the branch, and the join's phi for `s` folds to 7.
        let program = "main() {\n    int s;\n    bool fast;\n    s = 7;\n    \
                       if fast { s = 1; }\n    println s;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.folded, stats.decided), (1, 1));
    }

    #[test]
    fn stats_count_tail_calls_made_loops() {
        let program = "main() {\n    int sum(int n) { if n == 0 { return 0; } return sum(n - 1) + n; }\n    \
                       int gcd(int a, int b) { if b == 0 { return a; } return gcd(b, a % b); }\n    \
                       println sum(10) + gcd(12, 18);\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.tail_calls, stats.accumulated), (2, 1));
    }

    #[test]
    fn stats_count_self_calls_inlined() {
        // After tre, `fib(n - 1)` is the one self-call left: three levels
        // of copies replace it.
        let program = "main() {\n    int fib(int n) { if n < 2 { return n; } return fib(n - 1) + fib(n - 2); }\n    \
                       println fib(20);\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.tail_calls, stats.self_inlined), (1, 3));
    }

    #[test]
    fn stats_count_hoisted_instructions() {
        // `k * 3` does not change in the loop (k is set before it, by a
        // loop too long for unroll to copy out).
        let program = "main() {\n    int i;\n    int k;\n    int s;\n    \
                       k = 0;\n    while k < 20 { k = k + 1; }\n    \
                       while i < 10 { s = s + k * 3; i = i + 1; }\n    println s;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!(stats.hoisted, 1);
    }

    #[test]
    fn stats_count_redundant_loads() {
        // `a[i]` is read again inside the `if` that tested it (loops too
        // long for unroll to copy out; the print keeps the `if` an `if`,
        // or simplifycfg would make it a select with the reload folded).
        let program = "main() {\n    int[12] a;\n    int i;\n    int s;\n    \
                       while i < 12 { a[i] = i * 5; i = i + 1; }\n    i = 0;\n    \
                       while i < 12 { if a[i] > 6 { s = s + a[i]; println s; } i = i + 1; }\n    println s;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!(stats.loads_removed, 1);
    }

    #[test]
    fn stats_count_vector_memory_accesses() {
        // slp packs the four stores (and the loads of `a` feeding them).
        let program = "main() {\n    int[4] a;\n    int[4] b;\n    int x;\n    x = 3;\n    \
                       b[0] = a[0] + x;\n    b[1] = a[1] + x;\n    b[2] = a[2] + x;\n    b[3] = a[3] + x;\n    \
                       println b[2];\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!(stats.vector_memory_functions, 1);
        assert!(stats.vector_memory_accesses >= 1, "{stats:?}");
        let scalar = "main() {\n    int[4] a;\n    a[1] = 2;\n    println a[1];\n}\n";
        assert_eq!(pipeline_stats(scalar).expect("the program compiles").vector_memory_functions, 0);
    }

    #[test]
    fn stats_count_loops_vectorized_and_unrolled() {
        // A sum over 40 elements vectorizes; the loop of 3 trips unrolls.
        let program = "main() {\n    int[40] a;\n    int i;\n    int s;\n    \
                       while i < 3 { a[i] = i; i = i + 1; }\n    i = 0;\n    \
                       while i < 40 { s = s + a[i]; i = i + 1; }\n    println s;\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.loops_vectorized, stats.loops_unrolled), (1, 1));
    }

    #[test]
    fn stats_count_loops_unrolled_at_run_time() {
        // A loop-carried dependence keeps the vectorizer off; the trip
        // count is read from memory, so it is known only at run time.
        let program = "main() {\n    int[40] a;\n    int i;\n    int n;\n    \
                       a[0] = 30;\n    n = a[0];\n    i = 1;\n    \
                       while i < n { a[i] = a[i - 1] + i; i = i + 1; }\n    println a[n - 1];\n}\n";
        let stats = pipeline_stats(program).expect("the program compiles");
        assert_eq!((stats.loops_vectorized, stats.loops_runtime_unrolled), (0, 1));
    }

    #[test]
    fn every_pass_of_every_checked_pipeline_exists() {
        for build in native_builds() {
            for name in &build.passes {
                assert!(passes::find_pass(name).is_some(), "`{name}` in `{}` is not a pass", build.label);
            }
        }
    }

    #[test]
    fn the_avx2_build_is_checked_where_the_cpu_has_avx2() {
        let avx2_builds = native_builds().iter().filter(|b| b.target == Target::Avx2).count();
        assert_eq!(avx2_builds, usize::from(avx2_available()));
        assert_eq!(checked_targets(Depth::Full).contains("SKIPPED"), !avx2_available());
        assert_eq!(checked_targets(Depth::DefaultOnly).contains("SKIPPED"), !avx2_available());
    }

    #[test]
    fn a_default_only_check_builds_the_default_pipeline_on_every_target() {
        let builds = builds_for(Depth::DefaultOnly);
        assert!(builds.iter().all(|b| b.passes.as_slice() == passes::DEFAULT_PIPELINE));
        assert!(builds.iter().any(|b| b.target == Target::default() && b.walk_limit == WalkLimit::DEFAULT));
        assert!(builds.iter().any(|b| b.walk_limit == WalkLimit::ALWAYS));
        assert_eq!(builds.iter().any(|b| b.target == Target::Avx2), avx2_available());
        assert!(builds.len() < builds_for(Depth::Full).len());
    }

    #[test]
    fn the_o1_pipeline_is_checked() {
        assert!(PIPELINES.contains(&passes::O1_PIPELINE.join(",").as_str()));
    }

    #[test]
    fn the_last_pipeline_checked_natively_is_the_default_one() {
        assert_eq!(*PIPELINES.last().unwrap(), passes::DEFAULT_PIPELINE.join(","));
    }
}
