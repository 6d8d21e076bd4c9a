//! Compiles the runtime into three archives in OUT_DIR:
//!
//! - `libwendrt.a`: `src/wendrt.c`, linked into programs built without
//!   `--sanitize`;
//! - `san/libwendrt.a`: `src/wendrt.c` again with `WENDRT_SANITIZER`
//!   defined (the hooks the sanitizer needs: a flush of stdout, and a run
//!   of the `.init_array` initialisers before `main`, where the sanitizer
//!   registers `wendsan_init`), and `libwendsan.a`: the sanitizer runtime
//!   `src/wendsan.c`; both linked only with `--sanitize`. wendsan.c uses
//!   wendrt.c's interface (`src/wendrt_sys.h`), never the reverse. Keeping
//!   the hooks out of the plain build means a program built without
//!   `--sanitize` is the same, byte for byte, as if the sanitizer did not
//!   exist.
//!
//! The archives are not linked into any Rust artifact: `src/lib.rs` embeds
//! their bytes so that wendc can hand them to `ld` when it links a wend
//! program. So `cargo_metadata(false)`: no `rustc-link-lib` lines for the
//! wendc binary.
//! The flags make the code freestanding (no libc, no stack protector, no
//! implicit builtins, absolute addressing for a static executable) and keep
//! frame pointers, so that frame-pointer walks work through the runtime too.
//! `-ffunction-sections` (cc's default, restated here) lets `ld --gc-sections`
//! drop what a program does not use.

fn main() {
    for file in ["src/wendrt.c", "src/wendsan.c", "src/wendrt_sys.h", "build.rs"] {
        println!("cargo:rerun-if-changed={file}");
    }
    freestanding("src/wendrt.c").compile("wendrt");
    freestanding("src/wendsan.c").compile("wendsan");
    // Its own directory: the object file is named after the source file.
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let san_dir = std::path::Path::new(&out_dir).join("san");
    std::fs::create_dir_all(&san_dir).expect("creating OUT_DIR/san");
    freestanding("src/wendrt.c").define("WENDRT_SANITIZER", None).out_dir(&san_dir).compile("wendrt");
}

/// A build of one C file with the runtime's flags.
fn freestanding(file: &str) -> cc::Build {
    let mut build = cc::Build::new();
    build
        .file(file)
        .cargo_metadata(false)
        .pic(false)
        .opt_level(2)
        .debug(false)
        .warnings(true)
        .extra_warnings(true)
        .flag("-std=gnu11")
        .flag("-ffreestanding")
        .flag("-fno-stack-protector")
        .flag("-fno-builtin")
        .flag("-nostdlib")
        .flag("-fno-omit-frame-pointer")
        .flag("-ffunction-sections")
        .flag("-fdata-sections")
        .flag_if_supported("-fcf-protection=none");
    build
}
