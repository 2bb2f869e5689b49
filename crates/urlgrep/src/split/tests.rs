use std::path::{Path, PathBuf};

use proptest::prelude::*;
use urlgrep_extract::Extractor;

use super::*;

/// The RFCs, drafts and mail of `testdata/`, one after another: real text
/// with URLs of every form, 3 MB.
fn corpus() -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata");
    let mut text = Vec::new();
    for dir in ["rfc", "drafts", "mail"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt" || x == "eml"))
            .collect();
        files.sort();
        for f in files {
            text.extend(std::fs::read(f).unwrap());
        }
    }
    text
}

/// The first safe cut in `buf`.
fn safe_cut(buf: &[u8], reach: (usize, usize)) -> Option<usize> {
    next_cut(buf, 0, reach).ok()
}

/// What the output shows of a record.
fn shown(r: &Record<'_>) -> String {
    let flags: Vec<_> = r.flags().collect();
    let alts: Vec<_> = r.alternatives().collect();
    format!(
        "{:?} {} {} {} {:?} {:?} {flags:?} {alts:?} {:?}",
        r.span(),
        r.line(),
        r.column(),
        r.url(),
        r.raw(),
        r.kind(),
        r.joined_breaks()
    )
}

/// The records of `file` searched whole, and in pieces cut at `cuts`,
/// each piece's moved by what comes before it.
fn whole_and_pieces(
    ex: &Extractor,
    file: &Path,
    len: u64,
    cuts: &[u64],
) -> (Vec<String>, Vec<String>) {
    let whole = search(ex, file, 0..len, Vec::new());
    assert!(whole.error.is_none());
    let whole: Vec<String> = whole.items.iter().map(shown).collect();
    let starts = [0].into_iter().chain(cuts.iter().copied());
    let ends = cuts.iter().copied().chain([len]);
    let (mut lines, mut pieces) = (0, Vec::new());
    for (s, e) in starts.zip(ends) {
        let f = search(ex, file, s..e, Vec::new());
        assert_eq!(f.read, e - s);
        let by = usize::try_from(s).unwrap();
        pieces.extend(f.items.into_iter().map(|r| shown(&r.moved(by, lines))));
        lines += f.lines;
    }
    (whole, pieces)
}

/// Safe cuts at or after each of `at`, in order, none twice.
fn cuts_after(text: &[u8], at: &[usize], reach: (usize, usize)) -> Vec<u64> {
    let mut cuts: Vec<u64> = at
        .iter()
        .filter_map(|&p| safe_cut(&text[p..], reach).map(|c| (p + c) as u64))
        .collect();
    cuts.sort_unstable();
    cuts.dedup();
    cuts
}

fn corpus_file(name: &str) -> (PathBuf, Vec<u8>) {
    let text = corpus();
    let path = std::env::temp_dir().join(format!("urlgrep-split-{}-{name}", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    (path, text)
}

#[test]
fn a_cut_is_a_line_start_with_no_colon_near() {
    let reach = (4, 4);
    // `bbb` is 4 bytes from the colon before it, `eeeeeeee` from the one
    // after it: `ffff` is the first line with no colon within 4 bytes.
    let text = b"a:12\nbbb\nc:d\neeeeeeee\nffff\nggggg:";
    assert_eq!(safe_cut(text, reach), Some(22));
    assert_eq!(&text[22..27], b"ffff\n");
    // No stretch long enough: no cut.
    assert_eq!(safe_cut(b"a:b\nc:d\ne:f\n", reach), None);
    // What lies past the buffer is not known: no cut near its ends.
    assert_eq!(safe_cut(b"xx\nyy\nzz\n", reach), None);
    assert_eq!(safe_cut(b"xxxxx\nyyyyyyyyy", reach), Some(6));
    // A match reaches further past its colon than the search reads
    // before one: the margins differ.
    assert_eq!(safe_cut(b"a:bcdef\ng\nh:", (6, 1)), Some(8));
    assert_eq!(safe_cut(b"a:bcdef\ng\nh:", (1, 6)), None);
}

#[test]
fn pieces_cover_the_file_at_safe_cuts() {
    let (path, text) = corpus_file("pieces");
    let reach = Extractor::new().colon_reach();
    // Past two `PIECE`s: the text six times over (20 MB).
    let big = [&text[..]; 6].concat();
    std::fs::write(&path, &big).unwrap();
    let cut = |threads| {
        let p = pieces(&path, big.len() as u64, Cuts::Text(reach), threads);
        p.unwrap().collect::<Vec<_>>()
    };
    let (one, two) = (cut(1), cut(2));
    std::fs::remove_file(&path).unwrap();
    for pieces in [&one, &two] {
        assert_eq!(pieces.first().unwrap().start, 0);
        assert_eq!(pieces.last().unwrap().end, big.len() as u64);
        assert!(pieces.len() >= 2, "{pieces:?}");
        for w in pieces.windows(2) {
            assert_eq!(w[0].end, w[1].start);
            let c = w[1].start as usize;
            assert_eq!(big[c - 1], b'\n');
            assert!(!big[c - reach.0..c + reach.1].contains(&b':'));
        }
    }
    // Toward the end the pieces shrink (a half of what is left over
    // the threads), down to `MIN_PIECE`: the last piece is a short
    // one, so no thread waits long for it.
    let len = |r: &Range<u64>| r.end - r.start;
    let (first, last) = (len(&two[0]), len(two.last().unwrap()));
    assert!(first > 2 * MIN_PIECE, "{two:?}");
    assert!(last < first * 3 / 5 && last < 2 * MIN_PIECE, "{two:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Searched in pieces cut at random safe points, the corpus gives
    /// the records it gives whole: same places, lines, columns, URLs.
    #[test]
    fn pieces_find_what_the_whole_finds(
        at in prop::collection::vec(0.0f64..1.0, 1..12),
        short in any::<bool>(),
    ) {
        let (path, text) = corpus_file(&format!("prop-{short}"));
        // A short `max_len` reaches less far: many more safe cuts.
        let ex = match short {
            true => Extractor::builder().max_len(64).build().unwrap(),
            false => Extractor::new(),
        };
        let at: Vec<usize> = at.iter().map(|f| (f * text.len() as f64) as usize).collect();
        let cuts = cuts_after(&text, &at, ex.colon_reach());
        let (whole, pieces) = whole_and_pieces(&ex, &path, text.len() as u64, &cuts);
        std::fs::remove_file(&path).unwrap();
        prop_assert!(whole.len() >= 1000, "{} records", whole.len());
        // (The corpus has safe cuts at either reach.)
        prop_assert!(!cuts.is_empty());
        prop_assert_eq!(whole, pieces, "cuts {:?}", cuts);
    }
}

/// The messages of `testdata/mail` as one mbox (each after a `From `
/// line, as an archive holds them): multipart, base64, quoted-printable,
/// mboxrd `>From ` lines, CRLF.
fn mbox() -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
    let mut files: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    let mut text = Vec::new();
    for f in files {
        text.extend_from_slice(b"From archive@example.org Thu Jan  1 00:00:00 1970\n");
        text.extend(std::fs::read(f).unwrap());
        text.push(b'\n');
    }
    text
}

/// What the output shows of a message's records and warnings.
fn shown_messages(m: &Found<Scanned>, by: usize, lines: u64) -> Vec<String> {
    m.items
        .iter()
        .flat_map(|msg| {
            let head = format!("{:?} {:?}", msg.info, msg.problems);
            let found = msg
                .found
                .iter()
                .map(move |r| shown(&r.clone().moved(by, lines)));
            std::iter::once(head).chain(found)
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// An mbox searched in pieces cut at `From ` lines after random points
    /// gives the messages, records and warnings it gives whole.
    #[test]
    fn mbox_pieces_find_what_the_whole_finds(at in prop::collection::vec(0.0f64..1.0, 1..12)) {
        let text = mbox();
        let path = std::env::temp_dir().join(format!("urlgrep-split-{}-mbox", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let mail = MailExtractor::new(Extractor::new());
        let whole = search_mbox(&mail, &path, 0..text.len() as u64, None);
        // Points before the last message's start, so each has a cut.
        let last = memchr::memmem::rfind(&text, b"\nFrom ").unwrap();
        let mut cuts: Vec<u64> = at
            .iter()
            .map(|f| (f * last as f64) as usize)
            .filter_map(|p| next_from_line(&text[p..], 0).ok().map(|c| (p + c) as u64))
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        let starts = [0].into_iter().chain(cuts.iter().copied());
        let ends = cuts.iter().copied().chain([text.len() as u64]);
        let (mut lines, mut pieces) = (0, Vec::new());
        for (s, e) in starts.zip(ends) {
            let f = search_mbox(&mail, &path, s..e, None);
            prop_assert_eq!(f.read, e - s);
            pieces.extend(shown_messages(&f, usize::try_from(s).unwrap(), lines));
            lines += f.lines;
        }
        std::fs::remove_file(&path).unwrap();
        prop_assert!(!cuts.is_empty());
        prop_assert!(whole.items.len() >= 29, "{} messages", whole.items.len());
        prop_assert_eq!(shown_messages(&whole, 0, 0), pieces, "cuts {:?}", cuts);
    }
}
