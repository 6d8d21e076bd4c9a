//! The wend prelude (`stdlib/*.wend`), embedded in the compiler so that an
//! installed `wendc` needs no files beside it.

/// (name shown in diagnostics, source text) of each prelude file.
pub const FILES: &[(&str, &str)] = &[("<stdlib>/prelude.wend", include_str!("../../../stdlib/prelude.wend"))];
