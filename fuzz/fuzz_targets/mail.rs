//! Mail mode on arbitrary bytes: mbox split, MIME walk, offset map; see
//! `checks/mail.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/mail.rs"]
mod check;

fuzz_target!(|data: &[u8]| check::check(data));
