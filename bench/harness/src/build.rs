//! Building one program one way (see `variants`).

use std::path::{Path, PathBuf};

use wendc::driver;
use wendc::ir::print::{print_module_with, RuntimeIr};
use wendc::{backend, passes};

use crate::exec::{self, CPU, LLC, OPT};
use crate::os_args;
use crate::typed_ptr;
use crate::variants::{self, CCompiler, Passes, Recipe, Variant};
use crate::Program;

/// Build `program` as `variant` says into `dir`; the executable's path.
pub fn build(program: &Program, variant: &Variant, dir: &Path) -> Result<PathBuf, String> {
    let exe = dir.join(format!("{}.{}", program.name, variant.key));
    match variant.recipe {
        Recipe::Wendc { passes, configure } => {
            let mut opts = wendc_options(&program.source, passes)?;
            opts.output = Some(exe.clone());
            configure(&mut opts);
            run_wendc(opts)?;
        }
        Recipe::Llvm => build_with_llvm(program, dir, &exe)?,
        Recipe::CTwin(compiler) => {
            build_c_twin(program, compiler, &exe)?;
        }
    }
    Ok(exe)
}

/// Compile the C twin of `program` with `compiler` into `exe`; the
/// compiler's wall-clock milliseconds.
pub fn build_c_twin(program: &Program, compiler: CCompiler, exe: &Path) -> Result<f64, String> {
    let twin = program.c_twin.as_ref().ok_or_else(|| format!("{} has no C twin", program.name))?;
    let [o2, march, wrapv] = compiler.flags();
    exec::run_tool(compiler.command(), &os_args![o2, march, wrapv, twin, "-o", exe])
}

/// The driver options for compiling `source` to an executable with `passes`
/// for wendc's default target.
pub fn wendc_options(source: &Path, passes: Passes) -> Result<driver::Options, String> {
    let mut opts = driver::Options::new(source.to_path_buf());
    opts.pipeline = match passes {
        Passes::Default => driver::default_pipeline(),
        Passes::O0 => Vec::new(),
        Passes::Without(pass) => passes::parse_pipeline(&variants::default_without(pass)?.join(","))?,
    };
    // `-O0` is no passes *and* the unoptimized backend, as on the command line.
    opts.optimize = passes != Passes::O0;
    Ok(opts)
}

/// Run the wendc driver in process, on a thread with the large stack the
/// command line gives it; IR output (if asked for) is discarded.
pub fn run_wendc(opts: driver::Options) -> Result<(), String> {
    let worker = std::thread::Builder::new()
        .name("wendc".into())
        .stack_size(driver::COMPILER_STACK_BYTES)
        .spawn(move || driver::run(&opts, &mut std::io::sink()).map_err(|f| f.to_string()))
        .map_err(|e| format!("cannot start the compiler thread: {e}"))?;
    worker.join().map_err(|_| "wendc panicked".to_string())?
}

/// wendc's lowered IR for `source`, printed with the runtime's functions
/// declared (`--emit-ir=lowered --ir-runtime=extern`).
pub fn lowered_ir(source: &Path) -> Result<String, String> {
    let bytes = std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let module = driver::compile_to_ir(&source.display().to_string(), &bytes).map_err(|e| e.render(false))?;
    Ok(print_module_with(&module, RuntimeIr::Extern))
}

/// wendc's lowered IR → `opt -O2` → `llc -O2` → linked with the runtime.
fn build_with_llvm(program: &Program, dir: &Path, exe: &Path) -> Result<(), String> {
    let ir = typed_ptr::to_typed_pointers(&lowered_ir(&program.source)?)
        .map_err(|e| format!("{}: cannot rewrite the IR with typed pointers: {e}", program.name))?;
    let stem = dir.join(format!("{}.llvm", program.name));
    let (ll, bc, obj) = (stem.with_extension("ll"), stem.with_extension("bc"), stem.with_extension("o"));
    std::fs::write(&ll, ir).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
    exec::run_tool(OPT, &os_args!["-O2", &ll, "-o", &bc])?;
    let mcpu = format!("-mcpu={CPU}");
    exec::run_tool(LLC, &os_args!["-O2", &mcpu, "-filetype=obj", &bc, "-o", &obj])?;
    let object = std::fs::read(&obj).map_err(|e| format!("cannot read {}: {e}", obj.display()))?;
    backend::link_executable(&object, exe).map_err(|e| format!("cannot link {}: {e}", exe.display()))
}
