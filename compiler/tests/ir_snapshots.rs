//! Text-in / text-out tests of the IR stages: for each
//! `tests/ir-snapshots/NAME.wend`, the module printed after each stage must
//! equal the snapshot `NAME.STAGE.ll`. `WENDC_BLESS=1 cargo test --test
//! ir_snapshots` rewrites the snapshots; review the diff before committing.
//!
//! Snapshots make changes to lowering and to passes visible in review, and
//! they are the worked examples the README points to.

use std::path::Path;

use libtest_mimic::{Arguments, Trial};

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
        for &stage in wendc::driver::IR_STAGES {
            let name = format!("{}.{stage}", source.file_stem().unwrap().to_string_lossy());
            let source = source.clone();
            trials.push(Trial::test(name, move || check_stage(&source, stage)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn check_stage(source: &Path, stage: &str) -> Result<(), libtest_mimic::Failed> {
    let name = source.file_name().unwrap().to_string_lossy().into_owned();
    let bytes = std::fs::read(source).map_err(|e| e.to_string())?;
    let module = wendc::driver::compile_to_ir(&name, &bytes).map_err(|e| e.render(false))?;
    let text = wendc::driver::module_at_stage(&module, stage).map_err(|e| e.to_string())?;
    let snapshot = source.with_extension(format!("{stage}.ll"));
    if std::env::var_os("WENDC_BLESS").is_some() {
        std::fs::write(&snapshot, &text).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&snapshot)
        .map_err(|_| format!("missing snapshot {}; create it with WENDC_BLESS=1", snapshot.display()))?;
    if expected != text {
        return Err(format!("IR after `{stage}` differs from {}\n--- expected\n{expected}\n--- actual\n{text}", snapshot.display()).into());
    }
    Ok(())
}
