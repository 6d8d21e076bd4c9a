//! Every SLP kernel of the test programs (`test-programs/arrays/slp-*.wend`)
//! and of the benchmark (`bench/programs/slp-*.wend`) is vectorized: after
//! the `slp` stage (`--emit-ir=slp`) its IR has vector stores and vector
//! arithmetic, for the default target (4 lanes) — and none before it, so
//! the vectors are the pass's work. That the vectorized programs still
//! print the right output is checked by the `programs` tests and by
//! `make bench`.

use std::path::{Path, PathBuf};

mod support;

fn kernels() -> Vec<PathBuf> {
    let root = support::repo_root();
    let mut found: Vec<PathBuf> = ["test-programs/arrays", "bench/programs"]
        .iter()
        .flat_map(|dir| support::files_with_extension(&root.join(dir), "wend"))
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("slp-"))
        .collect();
    found.sort();
    found
}

/// The IR after every stage of the default pipeline, by stage name.
fn stages_of(program: &Path) -> Vec<(String, String)> {
    let bytes = std::fs::read(program).unwrap();
    let module = wendc::driver::compile_to_ir(&program.display().to_string(), &bytes)
        .unwrap_or_else(|e| panic!("{} does not compile:\n{}", program.display(), e.render(false)));
    wendc::driver::print_stages(module, false)
}

fn ir_after<'a>(stage: &str, stages: &'a [(String, String)]) -> &'a str {
    &stages.iter().find(|(name, _)| name == stage).unwrap_or_else(|| panic!("no stage {stage}")).1
}

/// Lines of `ir` that store a vector, and lines that compute one with an
/// arithmetic, logic, compare or select instruction.
fn vector_counts(ir: &str) -> (usize, usize) {
    let stores = ir.lines().filter(|l| l.trim_start().starts_with("store <")).count();
    let ops = [
        "add <",
        "sub <",
        "mul <",
        "and <",
        "or <",
        "xor <",
        "icmp eq <",
        "icmp ne <",
        "icmp slt <",
        "icmp sgt <",
        "icmp sle <",
        "icmp sge <",
        "select <",
    ];
    let arithmetic = ir.lines().filter(|l| ops.iter().any(|op| l.contains(&format!("= {op}")))).count();
    (stores, arithmetic)
}

#[test]
fn every_slp_kernel_is_vectorized_by_slp() {
    let kernels = kernels();
    assert!(kernels.len() >= 10, "expected the 6 test kernels and 4 benchmark kernels, found {kernels:?}");
    for kernel in kernels {
        let stages = stages_of(&kernel);
        let (before_stores, before_ops) = vector_counts(ir_after("mem2reg", &stages));
        assert_eq!((before_stores, before_ops), (0, 0), "{}: vectors before slp", kernel.display());
        let (stores, ops) = vector_counts(ir_after("slp", &stages));
        assert!(stores >= 1, "{}: no vector store after slp", kernel.display());
        assert!(ops >= 1, "{}: no vector arithmetic after slp", kernel.display());
    }
}
