//! What every fuzz target does with an input: compile it the way `wendc`
//! does — front end, every pass of the default pipeline with the verifier
//! after each, the backend with its listing — or render its diagnostics.
//! Any panic is a bug. It runs on a thread with wendc's own stack size.

use wendc::backend::{compile_module, BackendOptions};
use wendc::{driver, passes};

pub fn compile_everything(data: &[u8]) {
    let data = data.to_vec();
    let worker = std::thread::Builder::new()
        .stack_size(driver::COMPILER_STACK_BYTES)
        .spawn(move || match driver::compile_to_ir("fuzz.wend", &data) {
            Ok(mut module) => {
                passes::run_pipeline(&mut module, &driver::default_pipeline(), &passes::PassOptions::default(), true, |_| {});
                compile_module(&module, &BackendOptions { listing: true, ..Default::default() });
            }
            Err(errors) => {
                assert!(!errors.diagnostics.is_empty(), "a failed compile must say why");
                errors.render(false);
            }
        })
        .expect("spawn the compiler thread");
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
}
