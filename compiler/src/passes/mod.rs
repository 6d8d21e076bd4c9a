//! The optimisation pipeline: a list of named passes over SSA IR.
//!
//! Each pass is one function in its own file, run on one function at a
//! time (`fn(&mut Function, …) -> PassResult`) or, for the inliner, which
//! reads other functions' bodies, on the whole module. `--passes=a,b,c`
//! runs any list of them in order, `--emit-ir=NAME` prints the module
//! after the stage of that name, and the verifier runs after every stage
//! in debug builds and tests. The default pipeline
//! (`-O2`, or no flag) is:
//!
//! ```text
//! inline → sroa → mem2reg → unroll → sccp → cvp → simplifycfg
//!        → instcombine → tre → rec-inline → licm → iv-divrem
//!        → loop-vectorize → outer-vectorize → slp → runtime-unroll → lsr
//!        → loop-rotate → licm → cse → adce → reg2mem
//! ```
//!
//! The order feeds each pass what the ones before leave: inlining exposes
//! frame records to sroa and mem2reg, constant folding and CFG clean-up
//! precede the loop passes, the vectorizers come before runtime-unroll,
//! which takes what they leave scalar, loop-rotate follows the passes that
//! analyse top-tested loops, and reg2mem leaves SSA form last (the backend
//! takes phi-free IR). What each pass does: [`DEFAULT_PIPELINE`] and
//! [`PASSES`]. `-O0` runs no pass at all: the lowered IR is already
//! phi-free.

pub mod adce;
pub mod cse;
pub mod cvp;
pub mod inline;
pub mod instcombine;
pub mod interface;
pub mod iv_divrem;
pub mod licm;
pub mod loop_rotate;
pub mod loop_vectorize;
pub mod lsr;
pub mod mem2reg;
pub mod outer_vectorize;
pub mod rec_inline;
pub mod reg2mem;
pub mod remark;
pub mod runtime_unroll;
pub mod sccp;
pub mod simplifycfg;
pub mod slp;
pub mod sroa;
pub mod tre;
pub mod unroll;
pub mod utils;

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{self, Function, InstKind, Module};
pub use interface::{plural, PassOptions, PassResult};
pub use remark::{Remark, RemarkFilter, RemarkKind};

/// A named pass of the pipeline.
pub struct Pass {
    pub name: &'static str,
    pub description: &'static str,
    pub run: PassFn,
}

/// How a pass runs: on one function at a time, or on the whole module
/// (the inliner reads other functions' bodies).
#[derive(Copy, Clone)]
pub enum PassFn {
    Function(fn(&mut Function, &PassOptions) -> PassResult),
    /// Returns the remarks, each naming its function.
    Module(fn(&mut Module, &PassOptions) -> Vec<Remark>),
}

impl Pass {
    /// Run the pass over every defined function of `module`: its remarks,
    /// named by pass and function, whole-function ones placed at the
    /// function's definition.
    pub fn run_on(&self, module: &mut Module, options: &PassOptions) -> Vec<Remark> {
        match self.run {
            PassFn::Function(run) => {
                let mut remarks = Vec::new();
                for id in module.defined_function_ids() {
                    let f = module.function_mut(id);
                    let said = run(f, options).remarks;
                    for mut r in said {
                        r.place_in(f);
                        remarks.push(r.about(self.name, &f.name));
                    }
                }
                remarks
            }
            PassFn::Module(run) => {
                let mut remarks = run(module, options);
                if remarks.is_empty() {
                    return remarks;
                }
                // Module passes name their functions: look each up once.
                let by_name: HashMap<&str, &Function> = module.functions().map(|(_, f)| (f.name.as_str(), f)).collect();
                for r in &mut remarks {
                    r.pass = self.name;
                    if let Some(f) = by_name.get(r.function.as_str()) {
                        r.place_in(f);
                    }
                }
                remarks
            }
        }
    }
}

/// Every pass `--passes` knows, in default-pipeline order.
pub const PASSES: &[Pass] = &[
    Pass { name: "inline", description: "inline small non-recursive functions (off with --sanitize)", run: PassFn::Module(inline::run) },
    Pass { name: "sroa", description: "scalar replacement of aggregates: split frame records the inliner made local into one alloca per field", run: PassFn::Module(sroa::run) },
    Pass { name: "mem2reg", description: "promote stack slots to SSA registers, placing phis", run: PassFn::Function(mem2reg::run) },
    Pass { name: "unroll", description: "full unrolling of counted loops of at most 8 trips and a small body, innermost first", run: PassFn::Function(unroll::run) },
    Pass { name: "sccp", description: "sparse conditional constant propagation: fold constants, decide branches, drop dead blocks", run: PassFn::Function(sccp::run) },
    Pass { name: "cvp", description: "correlated value propagation: value ranges, narrowed by the branches taken, decide compares and make remainders masks", run: PassFn::Function(cvp::run) },
    Pass { name: "simplifycfg", description: "simplify the CFG: decide constant branches, bypass forwarding blocks, merge straight-line blocks", run: PassFn::Function(simplifycfg::run) },
    Pass { name: "instcombine", description: "local algebraic simplification: identities, constants reassociated, compares and bool tests folded, extension pairs removed", run: PassFn::Function(instcombine::run) },
    Pass { name: "tre", description: "tail recursion elimination: self-calls returned at once (also through + * & | ^) become loops (off with --sanitize)", run: PassFn::Module(tre::run) },
    Pass { name: "rec-inline", description: "recursive inlining: copy a small self-recursive function into its own calls, a few levels deep (off with --sanitize)", run: PassFn::Module(rec_inline::run) },
    Pass { name: "licm", description: "loop-invariant code motion: hoist invariant arithmetic, and loads of memory the loop does not write, to the preheader", run: PassFn::Function(licm::run) },
    Pass { name: "iv-divrem", description: "strength-reduce `i % d` and `i / d` of loop counters to counters", run: PassFn::Function(iv_divrem::run) },
    Pass { name: "loop-vectorize", description: "loop vectorizer: run VF trips of an innermost counted loop at once, with reductions and a scalar epilogue", run: PassFn::Function(loop_vectorize::run) },
    Pass { name: "outer-vectorize", description: "outer-loop vectorizer: run VF trips of a loop around one inner loop at once (matrix-product columns), lanes uniform in the inner loop", run: PassFn::Function(outer_vectorize::run) },
    Pass { name: "slp", description: "superword-level parallelism vectorizer: packs updates of adjacent array elements", run: PassFn::Function(slp::run) },
    Pass { name: "runtime-unroll", description: "runtime unrolling by 2 or 4 of small counted loops the vectorizer left scalar, the original loop as the epilogue", run: PassFn::Function(runtime_unroll::run) },
    Pass { name: "lsr", description: "loop strength reduction: array addresses affine in a counter move onto i64 counters, and the exit test with them (off with --sanitize)", run: PassFn::Function(lsr::run) },
    Pass { name: "loop-rotate", description: "loop rotation: a loop tested at the top becomes a guarded loop tested at the bottom (licm then hoists what its body always does)", run: PassFn::Function(loop_rotate::run) },
    Pass { name: "cse", description: "common subexpression elimination over the dominator tree, redundant loads included; a remainder by a constant reuses its quotient", run: PassFn::Function(cse::run) },
    Pass { name: "adce", description: "aggressive dead code elimination", run: PassFn::Function(adce::run) },
    Pass { name: "reg2mem", description: "leave SSA form: demote phis to stack slots", run: PassFn::Function(reg2mem::run) },
];

/// The default (`-O2`, `-O3`) pipeline.
///
/// inline copies functions into their callers where its cost model says it
/// pays (so a nested function's frame record becomes the caller's own), sroa
/// splits such records into one slot per variable, mem2reg builds SSA form,
/// unroll copies out loops of a few trips (the 3 × 3 loops of a stencil),
/// sccp folds constants and the branches they decide, cvp narrows value
/// ranges by the branches taken to decide more compares and turn remainders
/// of non-negative values into masks, simplifycfg merges the chains of
/// blocks inlining and sccp leave and makes selects of small ifs,
/// instcombine simplifies algebra locally, tre turns self-calls in tail
/// position into loops, rec-inline copies a small recursive function into
/// its remaining self-calls a few levels deep, licm hoists what does not
/// change in a loop to its preheader, iv-divrem turns remainders and
/// quotients of loop counters into counters, loop-vectorize runs VF trips of
/// an innermost loop at once, outer-vectorize does the same for a loop
/// around one inner loop (VF columns of a matrix product), slp packs scalar
/// operations into vector ones, runtime-unroll runs two or four trips of a
/// small loop the vectorizer left scalar at once (the original loop runs the
/// remaining trips), lsr moves array addresses that step through a loop onto
/// 64-bit counters (no sign extension per access) and tests the exit on
/// them, loop-rotate turns loops tested at the top into guarded loops tested
/// at the bottom so that a second licm hoists what their body always does,
/// cse merges instructions that compute the same value (and loads of memory
/// nothing wrote since), adce removes what does not affect the output, and
/// reg2mem leaves SSA form (the backend takes phi-free IR).
pub const DEFAULT_PIPELINE: &[&str] = &[
    "inline",
    "sroa",
    "mem2reg",
    "unroll",
    "sccp",
    "cvp",
    "simplifycfg",
    "instcombine",
    "tre",
    "rec-inline",
    "licm",
    "iv-divrem",
    "loop-vectorize",
    "outer-vectorize",
    "slp",
    "runtime-unroll",
    "lsr",
    "loop-rotate",
    "licm",
    "cse",
    "adce",
    "reg2mem",
];

/// The `-O1` pipeline: the cheap scalar passes, without the inliner, the
/// loop passes and the vectorizer (compile time first, as LLVM's -O1).
pub const O1_PIPELINE: &[&str] = &["mem2reg", "sccp", "simplifycfg", "instcombine", "cse", "adce", "reg2mem"];

pub fn find_pass(name: &str) -> Option<&'static Pass> {
    PASSES.iter().find(|p| p.name == name)
}

/// Parse a `--passes` list (comma-separated names).
pub fn parse_pipeline(list: &str) -> Result<Vec<&'static Pass>, String> {
    let names: Vec<&str> = list.split(',').map(str::trim).filter(|n| !n.is_empty()).collect();
    names
        .iter()
        .map(|&name| {
            find_pass(name).ok_or_else(|| {
                let valid: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
                format!("unknown pass `{name}`; the passes are: {}", valid.join(", "))
            })
        })
        .collect()
}

impl RemarkFilter {
    /// `all` or a comma-separated list of pass names.
    pub fn parse(list: &str) -> Result<RemarkFilter, String> {
        if list == "all" {
            return Ok(RemarkFilter::All);
        }
        let names: Vec<String> = list.split(',').map(str::trim).filter(|n| !n.is_empty()).map(String::from).collect();
        if let Some(unknown) = names.iter().find(|n| find_pass(n).is_none()) {
            let valid: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
            return Err(format!("unknown pass `{unknown}` in --remarks; the passes are: {}", valid.join(", ")));
        }
        Ok(RemarkFilter::Passes(names))
    }
}

/// A stage of a compilation: the module after lowering or after a pass.
pub struct Stage<'a> {
    /// `lowered`, or the pass name (with `#2`, `#3`… when a pass repeats).
    pub name: String,
    pub module: &'a Module,
    /// What the pass did and did not do, and why.
    pub remarks: Vec<Remark>,
}

impl Stage<'_> {
    /// What the pass did, one line per function it has remarks on (made
    /// from `remarks` by [`remark::summary_lines`] when asked: most
    /// compiles never print them).
    pub fn summaries(&self) -> Vec<String> {
        remark::summary_lines(&self.remarks)
    }
}

/// Run `pipeline` over every defined function of `module`, calling
/// `observe` with the module after lowering and after each pass. If the
/// result still has phis, `reg2mem` runs as a final stage, because the
/// backend needs phi-free IR. `verify` checks the IR after every stage.
pub fn run_pipeline(
    module: &mut Module,
    pipeline: &[&'static Pass],
    options: &PassOptions,
    verify: bool,
    mut observe: impl FnMut(&Stage),
) {
    observe(&Stage { name: "lowered".into(), module, remarks: Vec::new() });
    let mut runs: Vec<&'static Pass> = pipeline.to_vec();
    let mut i = 0;
    while i < runs.len() || (i == runs.len() && has_phis(module)) {
        if i == runs.len() {
            runs.push(find_pass("reg2mem").expect("reg2mem exists"));
        }
        let pass = runs[i];
        let occurrence = runs[..=i].iter().filter(|p| p.name == pass.name).count();
        let remarks = pass.run_on(module, options);
        let name = if occurrence == 1 { pass.name.to_string() } else { format!("{}#{occurrence}", pass.name) };
        if verify {
            ir::verify::assert_valid(module, &name);
        }
        observe(&Stage { name, module, remarks });
        i += 1;
    }
}

fn has_phis(module: &Module) -> bool {
    module.functions().any(|(_, f)| f.insts_in_layout().any(|(_, i)| matches!(f.inst(i).kind, InstKind::Phi { .. })))
}
