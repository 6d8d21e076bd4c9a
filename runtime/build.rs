//! Compiles `src/wendrt.c` into `libwendrt.a` in OUT_DIR.
//!
//! The archive is not linked into any Rust artifact: `src/lib.rs` embeds its
//! bytes so that wendc can hand it to `ld` when it links a wend program. So
//! `cargo_metadata(false)`: no `rustc-link-lib` lines for the wendc binary.
//! The flags make the code freestanding (no libc, no stack protector, no
//! implicit builtins, absolute addressing for a static executable) and keep
//! frame pointers, so that frame-pointer walks work through the runtime too.
//! `-ffunction-sections` (cc's default, restated here) lets `ld --gc-sections`
//! drop what a program does not use.

fn main() {
    println!("cargo:rerun-if-changed=src/wendrt.c");
    println!("cargo:rerun-if-changed=build.rs");
    cc::Build::new()
        .file("src/wendrt.c")
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
        .flag_if_supported("-fcf-protection=none")
        .compile("wendrt");
}
