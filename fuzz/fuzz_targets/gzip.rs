//! gzip damage over every format; see `checks/gzip.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/gzip.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
