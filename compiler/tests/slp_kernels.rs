//! Every SLP kernel of the test programs (`test-programs/arrays/slp-*.wend`)
//! and of the benchmark (`bench/programs/slp-*.wend`) is vectorized: after
//! the `slp` stage (`--emit-ir=slp`) its IR has vector stores and vector
//! arithmetic, for the default target (4 lanes) — and none before it, so
//! the vectors are the pass's work. That the vectorized programs still
//! print the right output is checked by the `programs` tests and by
//! `make bench`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn kernels() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let mut found = Vec::new();
    for dir in ["test-programs/arrays", "bench/programs"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with("slp-") && name.ends_with(".wend") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn ir_after(stage: &str, program: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_wendc"))
        .arg(format!("--emit-ir={stage}"))
        .arg(program)
        .output()
        .expect("wendc runs");
    assert!(out.status.success(), "wendc --emit-ir={stage} {} failed:\n{}", program.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Lines of `ir` that store a vector, and lines that compute one with an
/// arithmetic, logic or compare instruction.
fn vector_counts(ir: &str) -> (usize, usize) {
    let stores = ir.lines().filter(|l| l.trim_start().starts_with("store <")).count();
    let ops = ["add <", "sub <", "mul <", "and <", "or <", "xor <", "icmp eq <", "icmp ne <", "icmp slt <", "icmp sgt <", "icmp sle <", "icmp sge <"];
    let arithmetic = ir.lines().filter(|l| ops.iter().any(|op| l.contains(&format!("= {op}")))).count();
    (stores, arithmetic)
}

#[test]
fn every_slp_kernel_is_vectorized_by_slp() {
    let kernels = kernels();
    assert!(kernels.len() >= 10, "expected the 6 test kernels and 4 benchmark kernels, found {kernels:?}");
    for kernel in kernels {
        let (before_stores, before_ops) = vector_counts(&ir_after("mem2reg", &kernel));
        assert_eq!((before_stores, before_ops), (0, 0), "{}: vectors before slp", kernel.display());
        let (stores, ops) = vector_counts(&ir_after("slp", &kernel));
        assert!(stores >= 1, "{}: no vector store after slp", kernel.display());
        assert!(ops >= 1, "{}: no vector arithmetic after slp", kernel.display());
    }
}
