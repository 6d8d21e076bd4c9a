//! wendc: an optimizing compiler for the wend language.
//!
//! Source text flows through `frontend` (lexer, parser, semantic analysis),
//! `lower` (AST to alloca/load/store IR), and `backend` (x86-64 instruction
//! selection, encoding, ELF object, linking with `runtime/`). `driver` ties
//! the stages together for the command line.

pub mod backend;
pub mod diag;
pub mod driver;
pub mod explain;
pub mod frontend;
pub mod ir;
pub mod lower;
pub mod passes;
pub mod runtime_abi;
pub mod sanitize;
