//! The speed bound of the HTML reader (issue 10): html5gum's tokenizer
//! over a page with an emitter that keeps only what tokenizing itself
//! needs (the tag name, for `script`/`style` text and their end tags)
//! and reads nothing else; the fast reader of the common subset
//! (`html/fast.rs`) with such an emitter; against the whole reader
//! (`html::scan`) and the whole reader with html5gum alone.
//! Best CPU time of N runs.
//!
//! cargo run --release -p urlgrep-benches --example html-tokenizer-bound -- PAGE [N]
use html5gum::{naive_next_state, Emitter, State, Tokenizer};

/// Keeps the tag names, nothing else.
#[derive(Default)]
struct Null {
    tag: Vec<u8>,
    last_start: Vec<u8>,
    end: bool,
}

impl Emitter for Null {
    type Token = ();
    fn set_last_start_tag(&mut self, last: Option<&[u8]>) {
        self.last_start.clear();
        self.last_start.extend_from_slice(last.unwrap_or_default());
    }
    fn emit_eof(&mut self) {}
    fn emit_error(&mut self, _: html5gum::Error) {}
    fn should_emit_errors(&mut self) -> bool {
        false
    }
    fn pop_token(&mut self) -> Option<()> {
        None
    }
    fn emit_string(&mut self, _: &[u8]) {}
    fn init_start_tag(&mut self) {
        self.tag.clear();
        self.end = false;
    }
    fn init_end_tag(&mut self) {
        self.tag.clear();
        self.end = true;
    }
    fn init_comment(&mut self) {}
    fn emit_current_tag(&mut self) -> Option<State> {
        if self.end {
            self.last_start.clear();
            None
        } else {
            self.last_start.clone_from(&self.tag);
            naive_next_state(&self.tag)
        }
    }
    fn emit_current_comment(&mut self) {}
    fn emit_current_doctype(&mut self) {}
    fn set_self_closing(&mut self) {}
    fn set_force_quirks(&mut self) {}
    fn push_tag_name(&mut self, s: &[u8]) {
        self.tag.extend_from_slice(s);
    }
    fn push_comment(&mut self, _: &[u8]) {}
    fn push_doctype_name(&mut self, _: &[u8]) {}
    fn init_doctype(&mut self) {}
    fn init_attribute(&mut self) {}
    fn push_attribute_name(&mut self, _: &[u8]) {}
    fn push_attribute_value(&mut self, _: &[u8]) {}
    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}
    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}
    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}
    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}
    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        self.end && !self.last_start.is_empty() && self.last_start == self.tag
    }
}

/// This thread's CPU time in seconds: on a shared machine wall time
/// mostly measures the others.
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

/// Best CPU time of `n` runs of `f`, in seconds.
fn best(n: usize, mut f: impl FnMut()) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..n {
        let t = cpu();
        f();
        best = best.min(cpu() - t);
    }
    best
}

fn main() {
    let path = std::env::args().nth(1).expect("PAGE");
    let n: usize = std::env::args().nth(2).map_or(5, |a| a.parse().unwrap());
    let page = std::fs::read(path).unwrap();
    let mb = page.len() as f64 / 1e6;
    // For profiling the reader alone: HTML_SCAN_ONLY=1.
    let only_scan = std::env::var_os("HTML_SCAN_ONLY").is_some();
    let null = best(if only_scan { 0 } else { n }, || {
        for token in Tokenizer::new_with_emitter(&page[..], Null::default()) {
            if token.is_err() {
                break;
            }
        }
    });
    let (mut tags, mut gum_tags) = (0, 0);
    let fast_null = best(n, || tags = urlgrep_formats::html::tokens_only(&page, true));
    let gum_null = best(n, || {
        gum_tags = urlgrep_formats::html::tokens_only(&page, false)
    });
    let ex = urlgrep_extract::Extractor::new();
    let mut count = 0;
    let gum = best(n, || {
        count = 0;
        urlgrep_formats::html::scan_each_by_html5gum(&ex, &page, None, &mut |_| {
            count += 1;
            true
        });
    });
    let gum_count = count;
    let scan = best(n, || {
        count = urlgrep_formats::html::scan(&ex, &page).count()
    });
    println!("{mb:.1} MB, best of {n}:");
    if !only_scan {
        println!("html5gum, null emitter   {:.0} MB/s", mb / null);
        println!(
            "fast reader, null emitter {:.0} MB/s ({tags} tags)",
            mb / fast_null
        );
        println!(
            "html5gum through the same, null emitter {:.0} MB/s ({gum_tags} tags)",
            mb / gum_null
        );
        println!(
            "html5gum reader alone    {:.0} MB/s ({gum_count} URLs)",
            mb / gum
        );
    }
    println!(
        "html::scan               {:.0} MB/s ({count} URLs)",
        mb / scan
    );
}
