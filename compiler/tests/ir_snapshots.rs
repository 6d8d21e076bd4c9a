//! Text-in / text-out tests of the IR stages: for each
//! `tests/ir-snapshots/NAME.wend`, the module printed after each stage must
//! equal the snapshot `NAME.STAGE.ll`, annotated with the source lines as
//! `wendc --emit-ir` prints them (the runtime as lli's definitions).
//! `WENDC_BLESS=1 cargo test --test ir_snapshots` rewrites the snapshots;
//! review the diff before committing.
//!
//! Snapshots make changes to lowering and to passes visible in review, and
//! they are the worked examples the README points to.

use std::path::Path;

use libtest_mimic::{Arguments, Trial};
use support::compare_or_bless;
use wendc::ir::{parse::parse_module_with, print::print_module};
use wendc::runtime_abi::WEND_RUNTIME;

mod support;

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir-snapshots");
    let mut sources: Vec<_> = std::fs::read_dir(&dir)
        .expect("snapshot folder exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "wend"))
        .collect();
    sources.sort();
    let mut trials = Vec::new();
    for source in sources {
        let name = source.file_stem().unwrap().to_string_lossy().into_owned();
        trials.push(Trial::test(name, move || check_stages(&source)));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// Compare every stage of the default pipeline with its snapshot.
fn check_stages(source: &Path) -> Result<(), libtest_mimic::Failed> {
    let name = source.file_name().unwrap().to_string_lossy().into_owned();
    let bytes = std::fs::read(source).map_err(|e| e.to_string())?;
    let (module, sources) = wendc::driver::compile_to_ir_with_sources(&name, &bytes).map_err(|e| e.render(false))?;
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let plain = wendc::driver::print_stages(module.clone(), false);
    let mut failures = Vec::new();
    for ((stage, text), (_, plain)) in
        wendc::driver::print_stages_annotated(module, false, &sources).into_iter().zip(plain)
    {
        if let Err(e) = compare_or_bless(&source.with_extension(format!("{stage}.ll")), &text) {
            failures.push(format!("IR after `{stage}`: {e}"));
        }
        // The annotations are comments only: the text is the same module.
        let reparsed =
            parse_module_with(&text, Some(&WEND_RUNTIME)).map_err(|e| format!("`{stage}` does not parse: {e}"))?;
        if print_module(&reparsed) != plain {
            failures.push(format!("IR after `{stage}`: the annotated text parses to another module"));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}
