//! HTML with long attribute lists and deep nesting; see
//! `checks/html_tags.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/html.rs"]
mod html_check;
#[path = "../checks/html_tags.rs"]
mod tags;

fuzz_target!(|data: &[u8]| tags::check(data));
