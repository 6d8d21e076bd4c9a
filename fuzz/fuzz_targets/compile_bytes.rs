//! Arbitrary bytes through the whole compiler: only diagnostics or success,
//! never a panic, a hang or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::compile_everything(data));
