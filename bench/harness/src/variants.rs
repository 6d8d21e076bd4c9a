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
    /// `--passes=LIST` with LIST the default pipeline minus the named
    /// pass (every occurrence), computed from
    /// `wendc::passes::DEFAULT_PIPELINE` when the build runs, so that the
    /// list follows the pipeline (see [`Passes::flag`]).
    Without(&'static str),
}

impl Passes {
    /// The command-line flag that selects these passes (`-O0`,
    /// `--passes=…`), or `None` for the default pipeline. An error when a
    /// `Without` pass is not in the default pipeline.
    pub fn flag(self) -> Result<Option<String>, String> {
        match self {
            Passes::Default => Ok(None),
            Passes::O0 => Ok(Some("-O0".to_string())),
            Passes::Without(pass) => Ok(Some(format!("--passes={}", default_without(pass)?.join(",")))),
        }
    }
}

/// The default pipeline without `pass`: the names of
/// `wendc::passes::DEFAULT_PIPELINE` in order, every occurrence of `pass`
/// left out. An error when the default pipeline does not run `pass`.
pub fn default_without(pass: &str) -> Result<Vec<&'static str>, String> {
    let default = wendc::passes::DEFAULT_PIPELINE;
    if !default.contains(&pass) {
        return Err(format!("the default pipeline has no `{pass}` pass to leave out (it is {})", default.join(",")));
    }
    Ok(default.iter().copied().filter(|&p| p != pass).collect())
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

/// The key of the build without the SLP vectorizer, for the SLP speedup.
pub const NO_SLP: &str = "noslp";

/// The key of the build without the loop vectorizer, for the loop
/// vectorizer's speedup.
pub const NO_LOOP_VECTORIZE: &str = "noloopvec";

/// The default pipeline's loop vectorizer stage (the pass `noloopvec`
/// leaves out, whose summaries say how many loops it vectorized).
pub const LOOP_VECTORIZE_PASS: &str = "loop-vectorize";

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
    Variant {
        key: "O0",
        title: "wendc -O0",
        recipe: Recipe::Wendc { passes: Passes::O0, configure: unchanged },
        applies: Applies::All,
    },
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
        recipe: Recipe::Wendc { passes: Passes::Without("slp"), configure: unchanged },
        applies: Applies::SlpKernels,
    },
    Variant {
        key: NO_LOOP_VECTORIZE,
        title: "wendc no loop-vectorize",
        recipe: Recipe::Wendc { passes: Passes::Without(LOOP_VECTORIZE_PASS), configure: unchanged },
        applies: Applies::All,
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

/// Variants shown only in their own tables (the SLP table, the loop
/// vectorizer table), not as run-time columns.
pub const OWN_TABLE_ONLY: &[&str] = &[NO_SLP, NO_LOOP_VECTORIZE];

/// The `--passes=` flag of a variant built with `Passes::Without` (or
/// the error that makes its build fail), for the report's text.
pub fn passes_flag(key: &str) -> String {
    match find(key).map(|v| v.recipe) {
        Some(Recipe::Wendc { passes, .. }) => match passes.flag() {
            Ok(flag) => flag.unwrap_or_else(|| "the default pipeline".to_string()),
            Err(e) => e,
        },
        _ => format!("no wendc build `{key}`"),
    }
}

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
        assert!(OWN_TABLE_ONLY.iter().all(|k| find(k).is_some()));
    }

    #[test]
    fn without_names_a_pass_of_the_default_pipeline_and_leaves_only_it_out() {
        let default = wendc::passes::DEFAULT_PIPELINE;
        let mut removed = Vec::new();
        for v in VARIANTS {
            let Recipe::Wendc { passes: Passes::Without(pass), .. } = v.recipe else { continue };
            assert!(default.contains(&pass), "{}: `{pass}` is not in the default pipeline", v.key);
            let list = default_without(pass).unwrap();
            assert_eq!(list.len(), default.iter().filter(|&&p| p != pass).count(), "{}", v.key);
            assert!(!list.contains(&pass), "{}", v.key);
            // The rest of the pipeline, in its order.
            let mut rest = default.iter().filter(|&&p| p != pass);
            assert!(list.iter().all(|p| rest.next() == Some(p)), "{}", v.key);
            // The flag is what the build runs, and wendc parses it.
            let flag = v.recipe_flag();
            let names = flag.strip_prefix("--passes=").expect("a --passes flag");
            assert_eq!(names, list.join(","));
            assert_eq!(wendc::passes::parse_pipeline(names).unwrap().len(), list.len());
            removed.push(pass);
        }
        assert!(removed.contains(&"slp") && removed.contains(&LOOP_VECTORIZE_PASS), "{removed:?}");
        assert_eq!(find(NO_SLP).unwrap().recipe_passes(), Some(Passes::Without("slp")));
        assert_eq!(find(NO_LOOP_VECTORIZE).unwrap().recipe_passes(), Some(Passes::Without(LOOP_VECTORIZE_PASS)));
        assert_eq!(find(NO_LOOP_VECTORIZE).unwrap().applies, Applies::All);
        assert!(default_without("no-such-pass").is_err());
        assert_eq!(Passes::Without("no-such-pass").flag().map_err(|e| e.contains("no-such-pass")), Err(true));
        assert_eq!(Passes::Default.flag(), Ok(None));
        assert_eq!(Passes::O0.flag(), Ok(Some("-O0".to_string())));
        assert_eq!(passes_flag(NO_SLP), format!("--passes={}", default_without("slp").unwrap().join(",")));
    }

    impl Variant {
        fn recipe_passes(&self) -> Option<Passes> {
            match self.recipe {
                Recipe::Wendc { passes, .. } => Some(passes),
                _ => None,
            }
        }

        fn recipe_flag(&self) -> String {
            self.recipe_passes().unwrap().flag().unwrap().unwrap()
        }
    }
}
