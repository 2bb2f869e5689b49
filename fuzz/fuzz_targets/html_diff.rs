//! The fast HTML reader equals html5gum's on arbitrary bytes; see
//! `checks/html_diff.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/html_diff.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
