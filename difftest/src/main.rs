//! `wend-difftest`: random-program differential testing of wendc.
//!
//! ```text
//! wend-difftest run [--seed S] [--count N] [--jobs J] [--out DIR] [--default-only]
//! wend-difftest gen SEED            print the program of one seed
//! wend-difftest check FILE          run the differential check on a file
//! wend-difftest reduce FILE         shrink a failing program
//! wend-difftest stats [--seed S] [--count N]
//!                                   constructs and what the passes did, only
//! ```
//!
//! `run` checks the programs of seeds S, S+1, …, S+N-1 (see `check` for
//! what is compared) on J threads, prints a summary — how many programs
//! contained each construct, the phis, vector packs, inlined calls and
//! loop-counter divisions the pipeline produced, the targets checked (AVX2
//! only where the CPU has it) — and, for every failure, writes the program, its automatic
//! reduction and the failure report to DIR. It exits with status 1 if any
//! program failed.

mod check;
mod generate;
mod reduce;
mod rng;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "wend-difftest", about = "Random-program differential testing of wendc")]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Generate and check many programs.
    Run {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 100)]
        count: u64,
        #[arg(long, default_value_t = 2)]
        jobs: usize,
        /// Where failing programs, their reductions and reports go.
        #[arg(long, default_value = "target/difftest-failures")]
        out: PathBuf,
        /// Build each program only with the default pipeline (on every
        /// target this CPU runs) and skip the per-stage lli check: several
        /// times faster, for runs of thousands of programs.
        #[arg(long)]
        default_only: bool,
    },
    /// Print the program generated from a seed.
    Gen { seed: u64 },
    /// Check one program file.
    Check { file: PathBuf },
    /// Reduce a failing program file (prints the reduced program).
    Reduce { file: PathBuf },
    /// The summary's construct counts and what the passes did (phis,
    /// packs, inlined calls, rewritten divisions) for seeds S..S+N,
    /// without building or running the programs (fast).
    Stats {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 100)]
        count: u64,
    },
}

fn main() -> ExitCode {
    // Compiler panics are caught and reported as failures; keep the default
    // hook from printing them as they happen (unless WEND_DIFFTEST_PANICS is
    // set: then each panic prints where it happened, with RUST_BACKTRACE).
    if std::env::var_os("WEND_DIFFTEST_PANICS").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
    match Cli::parse().command {
        Cmd::Run { seed, count, jobs, out, default_only } => {
            let depth = if default_only { check::Depth::DefaultOnly } else { check::Depth::Full };
            run(seed, count, jobs, &out, depth)
        }
        Cmd::Gen { seed } => {
            print!("{}", generate::generate(seed).text);
            ExitCode::SUCCESS
        }
        Cmd::Check { file } => check_file(&file),
        Cmd::Reduce { file } => reduce_file(&file),
        Cmd::Stats { seed, count } => stats_only(seed, count),
    }
}

#[derive(Default)]
struct Summary {
    programs: u64,
    passed: u64,
    failed: Vec<(u64, String)>,
    invalid: Vec<(u64, String)>,
    timeouts: u64,
    features: [u64; 16],
    phis: u64,
    packs: u64,
    vector_divisions: u64,
    vector_selects: u64,
    loops_vectorized: u64,
    outer_loops_vectorized: u64,
    loops_unrolled: u64,
    loops_runtime_unrolled: u64,
    loops_rotated: u64,
    vector_min_max: u64,
    inlined: u64,
    divrem_counters: u64,
    shared_slots: u64,
    folded: u64,
    decided: u64,
    tail_calls: u64,
    accumulated: u64,
    self_inlined: u64,
    ranges_used: u64,
    hoisted: u64,
    loads_removed: u64,
    selects: u64,
    threaded: u64,
    records_split: u64,
    vector_memory_functions: u64,
    vector_memory_accesses: u64,
    lines: u64,
}

impl Summary {
    fn add(&mut self, stats: &check::Stats) {
        self.phis += stats.phis as u64;
        self.packs += stats.packs as u64;
        self.vector_divisions += stats.vector_divisions as u64;
        self.vector_selects += stats.vector_selects as u64;
        self.loops_vectorized += stats.loops_vectorized as u64;
        self.outer_loops_vectorized += stats.outer_loops_vectorized as u64;
        self.loops_unrolled += stats.loops_unrolled as u64;
        self.loops_runtime_unrolled += stats.loops_runtime_unrolled as u64;
        self.loops_rotated += stats.loops_rotated as u64;
        self.vector_min_max += stats.vector_min_max as u64;
        self.inlined += stats.inlined as u64;
        self.divrem_counters += stats.divrem_counters as u64;
        self.shared_slots += stats.shared_slots as u64;
        self.folded += stats.folded as u64;
        self.decided += stats.decided as u64;
        self.tail_calls += stats.tail_calls as u64;
        self.accumulated += stats.accumulated as u64;
        self.self_inlined += stats.self_inlined as u64;
        self.ranges_used += stats.ranges_used as u64;
        self.hoisted += stats.hoisted as u64;
        self.loads_removed += stats.loads_removed as u64;
        self.selects += stats.selects as u64;
        self.records_split += stats.records_split as u64;
        self.threaded += stats.threaded as u64;
        self.vector_memory_functions += stats.vector_memory_functions as u64;
        self.vector_memory_accesses += stats.vector_memory_accesses as u64;
    }

    /// Count one generated program: its lines and its constructs.
    fn count_program(&mut self, program: &generate::Program) {
        self.programs += 1;
        self.lines += program.text.lines().count() as u64;
        for (i, (_, present)) in program.features.named().iter().enumerate() {
            self.features[i] += u64::from(*present);
        }
    }
}

/// `stats`: generate and compile (no build, no run) seeds seed..seed+count.
fn stats_only(seed: u64, count: u64) -> ExitCode {
    let started = std::time::Instant::now();
    let mut s = Summary::default();
    for k in seed..seed + count {
        let program = generate::generate(k);
        s.count_program(&program);
        match check::pipeline_stats(&program.text) {
            Some(stats) => {
                s.passed += 1;
                s.add(&stats);
            }
            None => s.invalid.push((k, "does not compile".to_string())),
        }
    }
    println!("(stats only: programs compiled, not run; `passed` counts those that compile)");
    print_summary(&s, seed, count, started.elapsed());
    if s.invalid.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn run(seed: u64, count: u64, jobs: usize, out: &Path, depth: check::Depth) -> ExitCode {
    let next = Arc::new(AtomicU64::new(seed));
    let summary = Arc::new(Mutex::new(Summary::default()));
    let end = seed + count;
    let started = std::time::Instant::now();
    let workers: Vec<_> = (0..jobs.max(1))
        .map(|_| {
            let (next, summary, out) = (Arc::clone(&next), Arc::clone(&summary), out.to_path_buf());
            std::thread::Builder::new()
                .stack_size(wendc::driver::COMPILER_STACK_BYTES)
                .spawn(move || worker(&next, end, &summary, &out, depth))
                .expect("spawn worker")
        })
        .collect();
    let progress = {
        let summary = Arc::clone(&summary);
        std::thread::spawn(move || loop {
            std::thread::sleep(std::time::Duration::from_secs(30));
            let s = summary.lock().unwrap();
            if s.programs >= count {
                break;
            }
            eprintln!(
                "... {} / {count} programs, {} failures ({:.0} s)",
                s.programs,
                s.failed.len(),
                started.elapsed().as_secs_f64()
            );
        })
    };
    for w in workers {
        w.join().expect("worker thread");
    }
    let _ = progress;
    let s = summary.lock().unwrap();
    print_summary(&s, seed, count, started.elapsed());
    println!("  targets checked: {}", check::checked_targets(depth));
    if s.failed.is_empty() && s.invalid.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn worker(next: &AtomicU64, end: u64, summary: &Mutex<Summary>, out: &Path, depth: check::Depth) {
    let work = tempfile::tempdir().expect("scratch directory");
    loop {
        let seed = next.fetch_add(1, Ordering::SeqCst);
        if seed >= end {
            return;
        }
        let program = generate::generate(seed);
        let verdict = check::check_to(&program.text, work.path(), depth);
        let mut s = summary.lock().unwrap();
        s.count_program(&program);
        match verdict {
            check::Verdict::Pass(stats) => {
                s.passed += 1;
                s.add(&stats);
            }
            check::Verdict::Timeout => s.timeouts += 1,
            check::Verdict::Invalid(why) => {
                s.invalid.push((seed, why.clone()));
                drop(s);
                save(out, seed, &program.text, None, &format!("the generator produced an invalid program:\n{why}"));
            }
            check::Verdict::Fail(failure) => {
                s.failed.push((seed, failure.signature.clone()));
                drop(s);
                eprintln!("seed {seed}: {}", failure.signature);
                let reduced = reduce_failure(&program.text, &failure, work.path());
                save(out, seed, &program.text, Some(&reduced), &failure.details);
            }
        }
    }
}

/// Shrink a failing program while it fails with the same signature.
fn reduce_failure(text: &str, failure: &check::Failure, work: &Path) -> String {
    reduce::reduce(text, |candidate| match check::check_for(candidate, work, &failure.signature) {
        check::Verdict::Fail(f) => f.signature == failure.signature,
        _ => false,
    })
}

fn save(out: &Path, seed: u64, text: &str, reduced: Option<&str>, report: &str) {
    if std::fs::create_dir_all(out).is_err() {
        return;
    }
    let _ = std::fs::write(out.join(format!("seed-{seed}.wend")), text);
    if let Some(r) = reduced {
        let _ = std::fs::write(out.join(format!("seed-{seed}.reduced.wend")), r);
    }
    let _ = std::fs::write(out.join(format!("seed-{seed}.txt")), report);
}

fn print_summary(s: &Summary, seed: u64, count: u64, elapsed: std::time::Duration) {
    println!(
        "wend-difftest: seeds {seed}..{} ({count} programs, {} lines) in {:.1} s",
        seed + count,
        s.lines,
        elapsed.as_secs_f64()
    );
    println!("  passed        {}", s.passed);
    println!("  failed        {}", s.failed.len());
    println!("  invalid       {}  (generator bugs)", s.invalid.len());
    println!("  timeouts      {}  (reference too slow; skipped)", s.timeouts);
    println!("  programs containing each construct:");
    let names = generate::Features::default().named().map(|(name, _)| name);
    for (name, n) in names.iter().zip(s.features) {
        println!("    {name:<32} {n:>7} ({:.0}%)", 100.0 * n as f64 / s.programs.max(1) as f64);
    }
    println!("  phis placed by mem2reg (passing programs)  {}", s.phis);
    println!("  vector packs formed by slp                 {}", s.packs);
    println!("  vector divisions by constants (slp)        {}", s.vector_divisions);
    println!("  vector selects formed by slp (min/max)     {} ({})", s.vector_selects, s.vector_min_max);
    println!("  loops vectorized (loop-vectorize)          {}", s.loops_vectorized);
    println!("  outer loops vectorized (outer-vectorize)   {}", s.outer_loops_vectorized);
    println!("  loops fully unrolled (unroll)              {}", s.loops_unrolled);
    println!("  loops unrolled by 2 or 4 (runtime-unroll)  {}", s.loops_runtime_unrolled);
    println!("  loops rotated (loop-rotate)                {}", s.loops_rotated);
    println!(
        "  functions with vector memory access        {} ({} vector loads and stores)",
        s.vector_memory_functions, s.vector_memory_accesses
    );
    println!("  calls inlined                              {}", s.inlined);
    println!("  loop-counter % and / made counters         {}", s.divrem_counters);
    println!("  phis sharing their parent's slot (reg2mem) {}", s.shared_slots);
    println!("  values folded to constants (sccp)          {}", s.folded);
    println!("  branches decided (sccp)                    {}", s.decided);
    println!("  compares decided, remainders masked (cvp)  {}", s.ranges_used);
    println!("  loop-invariant instructions hoisted (licm) {}", s.hoisted);
    println!("  redundant loads removed (cse)              {}", s.loads_removed);
    println!("  frame records split (sroa)                 {}", s.records_split);
    println!("  ifs made selects (simplifycfg)             {}", s.selects);
    println!("  jumps threaded (simplifycfg)               {}", s.threaded);
    println!("  tail calls made loops (tre)                {} ({} with an accumulator)", s.tail_calls, s.accumulated);
    println!("  self-calls inlined (rec-inline)            {}", s.self_inlined);
    for (seed, sig) in s.failed.iter().take(20) {
        println!("  FAIL seed {seed}: {sig}");
    }
    for (seed, why) in s.invalid.iter().take(5) {
        println!("  INVALID seed {seed}: {}", why.lines().next().unwrap_or(""));
    }
}

fn check_file(file: &Path) -> ExitCode {
    let Ok(text) = std::fs::read_to_string(file) else {
        eprintln!("cannot read {}", file.display());
        return ExitCode::from(2);
    };
    let work = tempfile::tempdir().expect("scratch directory");
    match check::check(&text, work.path()) {
        check::Verdict::Pass(stats) => {
            println!("pass ({} phis after mem2reg)", stats.phis);
            ExitCode::SUCCESS
        }
        check::Verdict::Fail(f) => {
            println!("FAIL: {}\n{}", f.signature, f.details);
            ExitCode::from(1)
        }
        check::Verdict::Invalid(why) => {
            println!("invalid program:\n{why}");
            ExitCode::from(1)
        }
        check::Verdict::Timeout => {
            println!("the -O0 build does not finish in time");
            ExitCode::from(1)
        }
    }
}

fn reduce_file(file: &Path) -> ExitCode {
    let Ok(text) = std::fs::read_to_string(file) else {
        eprintln!("cannot read {}", file.display());
        return ExitCode::from(2);
    };
    let work = tempfile::tempdir().expect("scratch directory");
    let check::Verdict::Fail(failure) = check::check(&text, work.path()) else {
        eprintln!("{} does not fail", file.display());
        return ExitCode::from(1);
    };
    eprintln!("reducing: {}", failure.signature);
    print!("{}", reduce_failure(&text, &failure, work.path()));
    ExitCode::SUCCESS
}
