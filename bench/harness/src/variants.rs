//! The ways the harness builds each benchmark program, in one list.
//!
//! A column of the run-time table is a [`Variant`]: a name, a build recipe
//! and the programs it applies to. [`RATIOS`] names the ratio columns and
//! their geometric means; the first, [`HEADLINE`], is wendc's time over
//! the best of `gcc -O2` and `clang -O2` on the program's C twin. Adding a build is one entry in [`VARIANTS`]
//! (and, for a ratio column, one in [`RATIOS`]), as the `--sanitize`
//! build (`san`, with its `san/wendc` overhead column) shows.

use wendc::driver;

/// How a variant is built.
#[derive(Copy, Clone, Debug)]
pub enum Recipe {
    /// wendc, in process through its library (`driver::run`): source to a
    /// linked executable for the x86-64-v2 target. `configure` may adjust
    /// the driver's options beyond the pass list.
    Wendc { passes: Passes, configure: fn(&mut driver::Options) },
    /// wendc's lowered IR (`--emit-ir=lowered --ir-runtime=extern`) through
    /// `opt -O2` and `llc -O2 -mcpu=x86-64-v2`, linked with the wend
    /// runtime exactly as wendc links its own objects.
    Llvm,
    /// A C compiler at `-O2 -march=x86-64-v2 -fwrapv` on the program's C
    /// twin (`NAME.c`), linked normally with libc. `-fwrapv` gives C's
    /// signed arithmetic wend's wrapping semantics.
    CTwin(CCompiler),
}

/// The C compilers wendc is measured against.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CCompiler {
    Gcc,
    Clang,
}

impl CCompiler {
    /// The command that runs it.
    pub fn command(self) -> &'static str {
        match self {
            CCompiler::Gcc => "gcc",
            CCompiler::Clang => "clang",
        }
    }

    /// The flags every C twin is built with (before the source and `-o`).
    pub fn flags(self) -> [String; 3] {
        ["-O2".to_string(), format!("-march={}", crate::exec::CPU), "-fwrapv".to_string()]
    }
}

/// Which passes a wendc build runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Passes {
    /// The default pipeline (`-O2`, no flag).
    Default,
    /// `-O0`: no pass, and the unoptimizing backend.
    O0,
    /// `--passes=LIST`.
    List(&'static str),
}

/// The programs a variant is built for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Applies {
    All,
    /// Only the SLP kernels (`slp-*.wend`).
    SlpKernels,
    /// Only programs with a C twin.
    WithCTwin,
}

#[derive(Copy, Clone, Debug)]
pub struct Variant {
    /// Short name used by ratios and in file names.
    pub key: &'static str,
    /// Column heading.
    pub title: &'static str,
    pub recipe: Recipe,
    pub applies: Applies,
}

impl Variant {
    pub fn applies_to(&self, program: &crate::Program) -> bool {
        match self.applies {
            Applies::All => true,
            Applies::SlpKernels => program.is_slp_kernel(),
            Applies::WithCTwin => program.c_twin.is_some(),
        }
    }
}

/// A ratio column: the time of `numerator` over that of the fastest of
/// the `denominator` builds (one build, or the best of several peers).
#[derive(Copy, Clone, Debug)]
pub struct Ratio {
    /// Short name, used in the JSON report.
    pub key: &'static str,
    pub title: &'static str,
    pub numerator: &'static str,
    pub denominator: &'static [&'static str],
}

/// Leave the driver's options as they are.
pub fn unchanged(_: &mut driver::Options) {}

/// `--sanitize`: the default kinds (all but `overflow`).
pub fn sanitize(o: &mut driver::Options) {
    o.sanitize = wendc::sanitize::Sanitize::DEFAULT_KINDS;
}

/// The reference build: every other build's output is compared with its.
pub const REFERENCE: &str = "wendc";

/// The key of the build without the SLP vectorizer.
pub const NO_SLP: &str = "noslp";

/// The pipeline without the SLP vectorizer, for the SLP speedup.
pub const NO_SLP_PASSES: &str = "inline,sroa,mem2reg,sccp,cvp,simplifycfg,instcombine,tre,rec-inline,licm,iv-divrem,cse,adce,reg2mem";

/// The peers: wendc's headline is its time over the better of these.
pub const PEERS: &[&str] = &["gcc", "clang"];

/// Every build of the run-time table, in column order. The first is the
/// reference.
pub const VARIANTS: &[Variant] = &[
    Variant {
        key: REFERENCE,
        title: "wendc",
        recipe: Recipe::Wendc { passes: Passes::Default, configure: unchanged },
        applies: Applies::All,
    },
    Variant { key: "O0", title: "wendc -O0", recipe: Recipe::Wendc { passes: Passes::O0, configure: unchanged }, applies: Applies::All },
    Variant { key: "gcc", title: "gcc -O2", recipe: Recipe::CTwin(CCompiler::Gcc), applies: Applies::WithCTwin },
    Variant { key: "clang", title: "clang -O2", recipe: Recipe::CTwin(CCompiler::Clang), applies: Applies::WithCTwin },
    Variant { key: "llvm", title: "LLVM -O2", recipe: Recipe::Llvm, applies: Applies::All },
    Variant {
        key: "san",
        title: "wendc --sanitize",
        recipe: Recipe::Wendc { passes: Passes::Default, configure: sanitize },
        applies: Applies::All,
    },
    Variant {
        key: NO_SLP,
        title: "wendc no slp",
        recipe: Recipe::Wendc { passes: Passes::List(NO_SLP_PASSES), configure: unchanged },
        applies: Applies::SlpKernels,
    },
];

/// The headline ratio: wendc over the best of gcc -O2 and clang -O2.
pub const HEADLINE: Ratio = Ratio { key: "wendc/best", title: "wendc/best", numerator: REFERENCE, denominator: PEERS };

/// The ratio columns of the run-time table, each with its geometric mean
/// over the programs that have both builds.
pub const RATIOS: &[Ratio] = &[
    HEADLINE,
    Ratio { key: "wendc/gcc", title: "wendc/gcc", numerator: REFERENCE, denominator: &["gcc"] },
    Ratio { key: "wendc/clang", title: "wendc/clang", numerator: REFERENCE, denominator: &["clang"] },
    Ratio { key: "wendc/llvm", title: "wendc/LLVM", numerator: REFERENCE, denominator: &["llvm"] },
    Ratio { key: "O0/wendc", title: "-O0/wendc", numerator: "O0", denominator: &[REFERENCE] },
    Ratio { key: "san/wendc", title: "san/wendc", numerator: "san", denominator: &[REFERENCE] },
];

/// Variants shown only in the SLP table, not as run-time columns.
pub const SLP_ONLY: &[&str] = &[NO_SLP];

pub fn find(key: &str) -> Option<&'static Variant> {
    VARIANTS.iter().find(|v| v.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_ratios_name_existing_variants() {
        for (i, v) in VARIANTS.iter().enumerate() {
            assert!(VARIANTS[..i].iter().all(|w| w.key != v.key), "duplicate key {}", v.key);
        }
        for (i, r) in RATIOS.iter().enumerate() {
            assert!(find(r.numerator).is_some() && r.denominator.iter().all(|d| find(d).is_some()), "{}", r.title);
            assert!(RATIOS[..i].iter().all(|q| q.key != r.key), "duplicate ratio {}", r.key);
        }
        assert!(PEERS.iter().all(|p| matches!(find(p).unwrap().recipe, Recipe::CTwin(_))));
        assert_eq!(VARIANTS[0].key, REFERENCE);
        assert!(SLP_ONLY.iter().all(|k| find(k).is_some()));
        let without_slp: Vec<&str> = wendc::passes::DEFAULT_PIPELINE.iter().copied().filter(|&p| p != "slp").collect();
        assert_eq!(NO_SLP_PASSES, without_slp.join(","), "the no-slp build is the default pipeline minus slp");
    }
}
