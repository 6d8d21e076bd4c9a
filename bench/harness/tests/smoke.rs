//! The harness end to end on two tiny programs, one run each: every build
//! (wendc, -O0, gcc, clang, LLVM, --sanitize, no-slp) is made and run,
//! every output equals `NAME.expected`, the tables and the JSON report are
//! there; a program whose C twin prints something else, or without an
//! expected output, is reported as a problem.

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
        scale: ScaleConfig { generator: "unused".into(), variables: 0, statements: 0, with_llvm: false, shapes: None },
    }
}

fn write_programs(dir: &Path, sum_twin: &str) {
    let programs = dir.join("programs");
    std::fs::create_dir_all(&programs).unwrap();
    std::fs::write(programs.join("slp-tiny.wend"), KERNEL).unwrap();
    std::fs::write(programs.join("slp-tiny.expected"), "22\n").unwrap();
    std::fs::write(programs.join("sum.wend"), SUM).unwrap();
    std::fs::write(programs.join("sum.c"), sum_twin).unwrap();
    std::fs::write(programs.join("sum.expected"), "4950\n").unwrap();
}

#[test]
fn every_build_runs_and_agrees() {
    let dir = tempfile::tempdir().unwrap();
    write_programs(dir.path(), "#include <stdio.h>\nint main(void) { printf(\"4950\\n\"); return 0; }\n");
    let report =
        wend_bench::run(&config(dir.path(), vec![Section::Runtime, Section::Compile]), &mut std::io::sink()).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    for heading in [
        "## Summary",
        "## Run time (median",
        "## Run time (minimum",
        "## SLP vectorizer",
        "## Compile time",
        "wendc/best",
        "clang -O2 (ms)",
        "wendc/LLVM",
        "geomean",
        "worst",
    ] {
        assert!(report.text.contains(heading), "no `{heading}` in\n{}", report.text);
    }
    // The summary names the better peer for the program with a C twin.
    let sum_row = report.summary.lines().find(|l| l.starts_with("| sum")).expect("a summary row for sum");
    assert!(sum_row.contains("gcc") || sum_row.contains("clang"), "{sum_row}");
    // The JSON report has every build's samples, clang's among them.
    let json: serde_json::Value = serde_json::from_str(&report.json.to_json()).unwrap();
    let sum = json["programs"].as_array().unwrap().iter().find(|p| p["name"] == "sum").unwrap();
    for key in ["wendc", "O0", "gcc", "clang", "llvm", "san"] {
        assert_eq!(sum["builds"][key]["status"], "ok", "{key}: {sum}");
        assert_eq!(sum["builds"][key]["samples_ms"].as_array().unwrap().len(), 1, "{key}");
    }
    assert!(sum["ratios"]["wendc/best"]["median"].as_f64().unwrap() > 0.0);
    let compile = json["compile"].as_array().unwrap().iter().find(|p| p["name"] == "sum").unwrap();
    assert_eq!(compile["clang"].as_array().unwrap().len(), 1, "{compile}");
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
        report
            .problems
            .iter()
            .any(|p| p.contains("sum") && p.contains("gcc") && p.contains("differs from sum.expected")),
        "{:?}",
        report.problems
    );
    // Only the twin's builds are wrong.
    assert_eq!(report.problems.len(), 2, "{:?}", report.problems);
}

#[test]
fn a_wrong_or_missing_expected_output_is_a_problem() {
    let dir = tempfile::tempdir().unwrap();
    write_programs(dir.path(), "#include <stdio.h>\nint main(void) { printf(\"4950\\n\"); return 0; }\n");
    let programs = dir.path().join("programs");
    std::fs::write(programs.join("sum.expected"), "4951\n").unwrap();
    std::fs::remove_file(programs.join("slp-tiny.expected")).unwrap();
    let report = wend_bench::run(&config(dir.path(), vec![Section::Runtime]), &mut std::io::sink()).unwrap();
    let problems = report.problems.join("\n");
    assert!(problems.contains("no slp-tiny.expected"), "{problems}");
    // Every build of sum is wrong against its expected file.
    for build in ["wendc", "gcc -O2", "clang -O2", "LLVM -O2"] {
        assert!(
            problems.contains(&format!("sum: the output of {build} differs from sum.expected")),
            "{build}: {problems}"
        );
    }
    assert!(report.text.contains("## Problems"), "{}", report.text);
}
