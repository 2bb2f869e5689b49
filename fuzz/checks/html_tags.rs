//! The `html_tags` fuzz check (issue 24): pages built from the input as a
//! small program of tags with long attribute lists (every quoting),
//! deep nesting, comments, raw-text elements and references, read by the
//! HTML reader on a thread with a small stack. html5gum 0.9 recursed once
//! per double-quoted attribute and aborted on a 60 KB tag; any such depth
//! now overflows 256 KiB at once instead of needing megabytes. The
//! records are then held to `checks/html.rs`'s rules.

use crate::html_check as html;

/// The stack the reader gets: a tenth of a rayon worker's.
const STACK: usize = 256 * 1024;

/// Builds the page: each input byte pair is one step.
pub fn page(data: &[u8]) -> Vec<u8> {
    let mut page = b"<!doctype html>\n".to_vec();
    for step in data.chunks(2) {
        let (op, n) = (step[0], usize::from(*step.get(1).unwrap_or(&1)));
        let count = n * n + 1; // up to 65,026 repeats
        match op % 8 {
            0 => attributes(&mut page, count, op / 8),
            1 => page.extend("<div>".repeat(count).as_bytes()),
            2 => page.extend("</div>".repeat(count).as_bytes()),
            3 => page.extend("<!-- x -->".repeat(count.min(4096)).as_bytes()),
            4 => page.extend(b"<script>if (a<b) s='</scr'+'ipt>';</script>"),
            5 => page.extend("&amp;&#x3a;&lt;".repeat(count.min(4096)).as_bytes()),
            6 => page.extend(format!(" http://t{n}.example/p text ").as_bytes()),
            _ => page.extend_from_slice(&[b'<', b'a' + op % 26, b' ']),
        }
    }
    page
}

/// A tag with `count` attributes quoted as `style` says.
fn attributes(page: &mut Vec<u8>, count: usize, style: u8) {
    page.extend_from_slice(b"<a ");
    let attr: &[u8] = match style % 5 {
        0 => b"h=\"x\" ",
        1 => b"h='x' ",
        2 => b"h=x ",
        3 => b"h ",
        _ => b"href=\"http://a.example/&amp;\"",
    };
    for _ in 0..count {
        page.extend_from_slice(attr);
    }
    page.extend_from_slice(b">http://t.example/</a>\n");
}

pub fn check(data: &[u8]) {
    let page = page(data);
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let mut input = vec![0u8];
            input.extend_from_slice(&page);
            html::check(&input);
        })
        .unwrap()
        .join()
        .unwrap();
}
