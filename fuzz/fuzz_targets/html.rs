//! The HTML reader on arbitrary bytes; see `checks/html.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/html.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
