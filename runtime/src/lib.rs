//! The wend runtime, embedded in wendc.
//!
//! `build.rs` compiles the freestanding C runtime `src/wendrt.c` (program
//! start-up on a large stack, buffered stdout, the `wend_print_*` entry
//! points named in wendc's `runtime_abi`) into a static archive, and the
//! sanitizer runtime `src/wendsan.c` (the `wend_san_*` report functions,
//! signal handlers, stack traces) into another. Their bytes are included
//! here, so an installed `wendc` is self-contained: the linker
//! step writes [`ARCHIVE`] next to the object file and passes both to `ld`.

/// The static archive `libwendrt.a` (an `ar` archive of one ELF object).
pub mod report;

pub const ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/libwendrt.a"));

/// The sanitizer runtime `libwendsan.a` (`src/wendsan.c`), linked before
/// [`SANITIZER_BASE_ARCHIVE`] into programs built with `--sanitize`.
pub const SANITIZER_ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/libwendsan.a"));

/// `src/wendrt.c` built with the sanitizer's hooks (`WENDRT_SANITIZER`):
/// what programs built with `--sanitize` link instead of [`ARCHIVE`].
pub const SANITIZER_BASE_ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/san/libwendrt.a"));

/// The program entry point the archive defines (`ld -e`).
pub const ENTRY_SYMBOL: &str = "_start";

#[cfg(test)]
mod tests {
    use super::ARCHIVE;

    #[test]
    fn archive_is_an_ar_archive() {
        assert!(ARCHIVE.starts_with(b"!<arch>\n"), "libwendrt.a does not start with the ar magic");
    }

    #[test]
    fn archive_names_the_runtime_entry_points() {
        for name in ["_start", "wend_print_int", "wend_print_bool", "wend_print_str"] {
            assert!(names_symbol(ARCHIVE, name), "symbol `{name}` missing from libwendrt.a");
        }
    }

    #[test]
    fn sanitizer_archive_names_the_report_functions() {
        let archive = super::SANITIZER_ARCHIVE;
        assert!(archive.starts_with(b"!<arch>\n"));
        for name in [
            "wendsan_init",
            "wend_san_index_out_of_bounds",
            "wend_san_division",
            "wend_san_overflow",
            "wend_san_missing_return",
        ] {
            assert!(names_symbol(archive, name), "symbol `{name}` missing from libwendsan.a");
        }
    }

    #[test]
    fn only_the_sanitizer_build_of_the_runtime_has_its_hooks() {
        // The hooks: the flush, and the run of the `.init_array`
        // initialisers (the linker's bounds of the array), through which
        // the sanitizer starts.
        for name in ["_start", "wend_print_int", "wendrt_flush_stdout", "wendrt_stack_lo", "__init_array_start"] {
            assert!(names_symbol(super::SANITIZER_BASE_ARCHIVE, name), "`{name}` missing from san/libwendrt.a");
        }
        for name in ["wendrt_flush_stdout", "__init_array_start", "wendsan_init"] {
            assert!(!names_symbol(ARCHIVE, name), "the plain libwendrt.a mentions `{name}`");
        }
        // The sanitizer registers itself; the runtime does not call it.
        assert!(
            !names_symbol(super::SANITIZER_BASE_ARCHIVE, "wendsan_init"),
            "san/libwendrt.a refers to `wendsan_init`: the runtime must not name the sanitizer's symbols"
        );
        // Both builds handle faults themselves (one line on stderr), which
        // needs the stack's bounds; the sanitizer replaces the handler.
        for name in ["wendrt_install_fault_handler", "wendrt_stack_lo"] {
            assert!(names_symbol(ARCHIVE, name), "`{name}` missing from libwendrt.a");
        }
    }

    /// The archive's symbol table lists every global symbol by name.
    fn names_symbol(archive: &[u8], name: &str) -> bool {
        archive.windows(name.len() + 1).any(|w| &w[..name.len()] == name.as_bytes() && w[name.len()] == 0)
    }
}
