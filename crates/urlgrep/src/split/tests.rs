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
    let whole = search(ex, file, 0..len);
    assert!(whole.error.is_none());
    let whole: Vec<String> = whole.records.iter().map(shown).collect();
    let starts = [0].into_iter().chain(cuts.iter().copied());
    let ends = cuts.iter().copied().chain([len]);
    let (mut lines, mut pieces) = (0, Vec::new());
    for (s, e) in starts.zip(ends) {
        let f = search(ex, file, s..e);
        assert_eq!(f.read, e - s);
        let by = usize::try_from(s).unwrap();
        pieces.extend(f.records.into_iter().map(|r| shown(&r.moved(by, lines))));
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
    let pieces = pieces(&path, big.len() as u64, reach).unwrap();
    std::fs::remove_file(&path).unwrap();
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

/// `in_order` hands every result over once, in order of index, however
/// the pool's threads finish them; after `take` says stop, nothing more
/// is handed over and few pieces were started ahead.
#[test]
fn pieces_are_taken_in_order_and_stop_when_told() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    for threads in [1, 2, 3] {
        let mut seen = Vec::new();
        // Later pieces finish first: the early ones sleep longer.
        let work = |i: usize| {
            std::thread::sleep(std::time::Duration::from_millis(((40 - i) % 7) as u64));
            i * 10
        };
        pool.install(|| {
            in_order(40, threads, work, |i, r| {
                seen.push((i, r));
                true
            });
        });
        assert_eq!(seen, (0..40).map(|i| (i, i * 10)).collect::<Vec<_>>());

        let started = AtomicUsize::new(0);
        let mut taken = Vec::new();
        let work = |i: usize| {
            started.fetch_add(1, Ordering::Relaxed);
            i
        };
        pool.install(|| {
            in_order(1000, threads, work, |i, _| {
                taken.push(i);
                i < 5
            });
        });
        assert_eq!(taken, [0, 1, 2, 3, 4, 5]);
        // At most `2 × threads` wait beyond the one taken, and each
        // thread may have one more in hand.
        assert!(
            started.load(Ordering::Relaxed) <= 6 + 3 * threads,
            "{threads}"
        );
    }
}
