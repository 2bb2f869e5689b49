//! The line prefixes of SPEC §1.6.1, one line at a time (`prefix.rs`).

use crate::lines::prefix::Prefix;

fn skip(first: &str, next: &str, prev: Option<u64>) -> (usize, bool) {
    let s = Prefix::parse(first.as_bytes()).skip(next.as_bytes(), prev, false);
    (s.to, s.same)
}

#[test]
fn shapes() {
    assert_eq!(Prefix::parse(b"> > x").len, 4);
    assert_eq!(Prefix::parse(b"  791.    #   http://").len, 14);
    assert_eq!(Prefix::parse(b"  791.    #   http://").gutter(), Some(791));
    assert_eq!(Prefix::parse(b"    12\t% http://").len, 9);
    assert_eq!(Prefix::parse(b"C>> ftp://").len, 4);
    assert_eq!(Prefix::parse(b"REM   https://").len, 6);
    assert_eq!(Prefix::parse(b"3.2 in http://").len, 0);
    assert_eq!(Prefix::parse(b"12:30 http://").len, 0);
    assert_eq!(Prefix::parse(b"--foo http://").len, 0);
    assert_eq!(Prefix::parse(b"Creative http://").len, 0);
}

#[test]
fn continuation() {
    assert_eq!(
        skip("  791.    #   u", "  792.    #   impl", Some(791)),
        (14, true)
    );
    assert_eq!(
        skip("104: # u", "104(continued): so/", Some(104)),
        (16, true)
    );
    assert_eq!(skip(" 200 u", " 404 logo.png", Some(200)), (1, true));
    assert_eq!(skip(" * u", "   */", None), (3, true));
    assert_eq!(skip("# u", "  for", None), (2, false));
    assert_eq!(skip("> > u", "> > #L", None), (4, true));
    assert_eq!(skip("C>> u", "C>> foo", None), (4, true));
    assert_eq!(skip("1. u", "   path", None), (3, true));
    // A repeated bullet is the next item; a C block's star is a marker.
    assert_eq!(skip("\t* a.c: u", "\t* b.c", None), (3, false));
    assert_eq!(skip("> \t* a.c: u", "> \t* b.c", None), (5, false));
    assert_eq!(skip("//  * u", "//    more", None), (6, true));
    assert_eq!(skip(" * u", " * more", None), (3, true));
    assert_eq!(skip(">  * u", ">  * more", None), (5, true));
}

#[test]
fn added_by_a_rendering() {
    let added = |l: &str| Prefix::parse(l.as_bytes()).added();
    // A gutter with its separator, quotes with one space after them.
    assert_eq!(added("   300\t      https://"), 7);
    assert_eq!(added("  792. http://"), 7);
    assert_eq!(added("> > \thttp://"), 4);
    assert_eq!(added(">>http://"), 2);
    // Comment markers are the author's; a line without markers adds none.
    assert_eq!(added("# http://"), 0);
    assert_eq!(added("    http://"), 0);
    assert_eq!(added("> # http://"), 2);
    // A gutter under quotes, with its tab.
    assert_eq!(added(">   1219\t<URL:"), 9);
    assert_eq!(Prefix::parse(b"> > 1219\t<URL:").gutter(), Some(1219));
    // Not after a comment marker: `# 3 items` is prose.
    assert_eq!(Prefix::parse(b"# 3 items").gutter(), None);
}

/// Every line of `testdata/` and of the shared corpus (when present),
/// with the line before it.
fn line_pairs(mut each: impl FnMut(&[u8], &[u8])) {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let mut dirs = vec![
        std::path::PathBuf::from(format!("{root}/testdata")),
        std::path::PathBuf::from(format!("{root}/../shared/corpus")),
    ];
    let mut files = 0;
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for path in entries.map(|e| e.unwrap().path()) {
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let hay = std::fs::read(&path).unwrap();
            // (The first 256 KiB of each: every kind of line, in time.)
            let hay = &hay[..hay.len().min(256 << 10)];
            let mut lines = hay.split(|&c| c == b'\n');
            let Some(mut before) = lines.next() else {
                continue;
            };
            for line in lines {
                each(before, line);
                before = line;
            }
            files += 1;
        }
    }
    assert!(files > 50, "testdata holds {files} files");
}

/// `Prefix::skip`'s fast path (no marker: the leading blanks only, by
/// `Skip::bare`'s own shortcut) gives what the marker loop gives, for
/// every line under every line before it.
#[test]
fn skip_fast_path_equals_marker_loop() {
    let mut fast = 0;
    line_pairs(|before, line| {
        let p = Prefix::parse(before);
        for prev in [None, p.gutter(), p.gutter().map(|g| g + 1)] {
            for loose in [false, true] {
                assert_eq!(
                    p.skip(line, prev, loose),
                    p.skip_marked(line, prev, loose),
                    "{:?} under {:?}",
                    String::from_utf8_lossy(line),
                    String::from_utf8_lossy(before)
                );
            }
        }
        fast += usize::from(p.len == 0);
        // The shortcut of `Skip::bare` against `blanks` itself.
        let bare = crate::lines::prefix::Skip::bare(line);
        assert_eq!(bare.to, crate::lines::marks::blanks(line, 0));
    });
    assert!(fast > 10_000, "{fast} lines with no prefix");
}
