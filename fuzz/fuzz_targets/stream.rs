//! The streaming reader against the whole-buffer search; see
//! `checks/stream.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/stream.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
