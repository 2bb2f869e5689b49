//! The WARC reader on arbitrary bytes, stored as they are or gzip per
//! record; see `checks/warc.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/warc.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
