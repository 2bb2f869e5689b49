//! WARC records whose lengths lie; see `checks/warc_lengths.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/warc_lengths.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
