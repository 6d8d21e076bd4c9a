//! The harness end to end on two tiny programs, one run each: every build
//! (wendc, -O0, LLVM, gcc, no-slp) is made and run, the outputs agree, the
//! tables are there; and a program whose C twin prints something else is
//! reported as a problem.

use std::path::Path;

use wend_bench::{Config, ScaleConfig, Section, WendcCommand};

const KERNEL: &str = "main() {
    int[8] a;
    int i;
    i = 0;
    while i < 8 {
        a[i] = i * 3;
        i = i + 1;
    }
    a[0] = a[0] + 1;
    a[1] = a[1] + 1;
    a[2] = a[2] + 1;
    a[3] = a[3] + 1;
    println a[0] + a[1] + a[2] + a[3];
}
";

const SUM: &str = "main() {
    int i;
    int s;
    while i < 100 {
        s = s + i;
        i = i + 1;
    }
    println s;
}
";

fn config(dir: &Path, sections: Vec<Section>) -> Config {
    Config {
        programs_dir: dir.join("programs"),
        work_dir: dir.join("work"),
        only: vec![],
        runs: 1,
        sections,
        wendc: WendcCommand::InProcess,
        scale: ScaleConfig { generator: "unused".into(), variables: 0, statements: 0, with_llvm: false },
    }
}

fn write_programs(dir: &Path, sum_twin: &str) {
    let programs = dir.join("programs");
    std::fs::create_dir_all(&programs).unwrap();
    std::fs::write(programs.join("slp-tiny.wend"), KERNEL).unwrap();
    std::fs::write(programs.join("sum.wend"), SUM).unwrap();
    std::fs::write(programs.join("sum.c"), sum_twin).unwrap();
}

#[test]
fn every_build_runs_and_agrees() {
    let dir = tempfile::tempdir().unwrap();
    write_programs(dir.path(), "#include <stdio.h>\nint main(void) { printf(\"4950\\n\"); return 0; }\n");
    let report = wend_bench::run(&config(dir.path(), vec![Section::Runtime, Section::Compile]), &mut std::io::sink()).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    for heading in ["## Run time", "## SLP vectorizer", "## Compile time", "wendc/LLVM", "geomean"] {
        assert!(report.text.contains(heading), "no `{heading}` in\n{}", report.text);
    }
    // The SLP table's row for the kernel: the vector stores slp formed.
    let slp_section = &report.text[report.text.find("## SLP vectorizer").unwrap()..];
    let row = slp_section.lines().find(|l| l.starts_with("| slp-tiny")).expect("a row for slp-tiny");
    let stores: usize = row.split('|').nth(2).unwrap().trim().parse().unwrap();
    assert!(stores >= 1, "{row}");
}

#[test]
fn a_disagreeing_twin_is_a_problem() {
    let dir = tempfile::tempdir().unwrap();
    write_programs(dir.path(), "#include <stdio.h>\nint main(void) { printf(\"4951\\n\"); return 0; }\n");
    let report = wend_bench::run(&config(dir.path(), vec![Section::Runtime]), &mut std::io::sink()).unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("sum") && p.contains("gcc") && p.contains("differs")),
        "{:?}",
        report.problems
    );
}
