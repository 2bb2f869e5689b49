//! The gzip reader on made streams: damage kept to what it spoils, and
//! named at its offset.

use std::io::{BufReader, Read, Write};

use super::*;

fn gzip(b: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(b).unwrap();
    gz.finish().unwrap()
}

/// Numbered lines, incompressible enough that a cut loses little.
fn lines(from: usize, n: usize) -> Vec<u8> {
    (from..from + n)
        .map(|i| format!("line {i} http://t{i}.example/{}\n", i * 7919 % 10007))
        .collect::<String>()
        .into_bytes()
}

/// Everything the reader gives, and its damage, with the input handed
/// out `cap` bytes at a time.
fn read(file: &[u8], cap: usize) -> (Vec<u8>, Vec<Damage>) {
    let mut r = Gunzip::new(BufReader::with_capacity(cap, file)).unwrap();
    let mut out = Vec::new();
    r.read_to_end(&mut out).unwrap();
    (out, r.damage())
}

#[test]
fn members_are_read_in_turn_without_damage() {
    let (a, b) = (lines(0, 100), lines(100, 100));
    let file = [gzip(&a), gzip(&b)].concat();
    for cap in [1, 2, 3, 7, 64 * 1024] {
        let (out, damage) = read(&file, cap);
        assert_eq!(out, [&a[..], &b[..]].concat(), "capacity {cap}");
        assert_eq!(damage, [], "capacity {cap}");
    }
}

#[test]
fn junk_between_members_is_skipped_and_named() {
    let (a, b) = (lines(0, 100), lines(100, 100));
    let first = gzip(&a);
    let file = [&first[..], b"junk\n", &gzip(&b)].concat();
    for cap in [1, 3, 4096] {
        let (out, damage) = read(&file, cap);
        assert_eq!(out, [&a[..], &b[..]].concat());
        assert_eq!(damage.len(), 1);
        assert_eq!(damage[0].offset, first.len() as u64);
        let want = format!(
            "5 bytes that are not gzip after the member at byte 0: skipped to the member at byte {}",
            first.len() + 5
        );
        assert_eq!(damage[0].message, want);
    }
}

#[test]
fn a_member_cut_short_keeps_what_was_decoded() {
    let text = lines(0, 5000);
    let whole = gzip(&text);
    let cut = &whole[..whole.len() / 2];
    let (out, damage) = read(cut, 4096);
    // Every byte out is the text's, and most of the first half came out.
    assert!(text.starts_with(&out));
    assert!(
        out.len() > text.len() * 4 / 10,
        "{} of {}",
        out.len(),
        text.len()
    );
    assert_eq!(damage.len(), 1);
    assert_eq!(damage[0].offset, cut.len() as u64);
    assert!(
        damage[0]
            .message
            .starts_with("the member at byte 0 is damaged: it is cut short"),
        "{}",
        damage[0].message
    );
}

/// A member cut short and followed by the next: the decoder reads into
/// the next member's bytes before it fails, and they are found again.
#[test]
fn a_cut_member_is_kept_up_to_the_damage_and_the_next_is_read() {
    let (a, b) = (lines(0, 3000), lines(3000, 10));
    let whole = gzip(&a);
    let bad = &whole[..whole.len() / 2];
    let file = [bad, &gzip(&b)].concat();
    for cap in [1, 5, 64 * 1024] {
        let (out, damage) = read(&file, cap);
        assert!(out.ends_with(&b), "capacity {cap}");
        // Lines before the damage are there, whole.
        let kept = String::from_utf8_lossy(&out);
        assert!(kept.contains("line 100 http://t100.example/"));
        assert_eq!(damage.len(), 1, "{damage:?}");
        assert!(damage[0].offset >= bad.len() as u64 / 2, "{damage:?}");
        assert!(
            damage[0]
                .message
                .ends_with(&format!("skipped to the member at byte {}", bad.len())),
            "{}",
            damage[0].message
        );
    }
}

#[test]
fn a_gzip_inside_a_gzip_is_decoded() {
    let text = lines(0, 100);
    let twice = gzip(&gzip(&text));
    let mut r = Gunzip::new(&twice[..]).unwrap();
    assert_eq!(r.levels(), 2);
    let mut out = Vec::new();
    r.read_to_end(&mut out).unwrap();
    assert_eq!(out, text);
    // At most four levels; the fifth stays compressed.
    let mut five = text.clone();
    for _ in 0..5 {
        five = gzip(&five);
    }
    let mut r = Gunzip::new(&five[..]).unwrap();
    assert_eq!(r.levels(), MAX_NESTED);
    let mut out = Vec::new();
    r.read_to_end(&mut out).unwrap();
    assert_eq!(out, gzip(&text));
}

#[test]
fn a_bad_crc_is_named_and_the_bytes_kept() {
    let text = lines(0, 10);
    let mut file = gzip(&text);
    let n = file.len();
    file[n - 8] ^= 1;
    let (out, damage) = read(&file, 4096);
    assert_eq!(out, text);
    assert_eq!(damage.len(), 1);
    assert_eq!(damage[0].offset, n as u64 - 8);
    assert!(damage[0].message.contains("CRC"), "{}", damage[0].message);
}

#[test]
fn member_by_member_each_ends_on_its_own() {
    let (a, b) = (lines(0, 10), lines(10, 10));
    let (ga, gb) = (gzip(&a), gzip(&b));
    let file = [&ga[..], &[0; 7], &gb[..]].concat();
    let mut m = Members::new(&file[..]);
    assert_eq!(m.next_member().unwrap(), Some(0));
    let mut out = Vec::new();
    m.read_to_end(&mut out).unwrap();
    assert_eq!(out, a);
    assert_eq!(m.next_member().unwrap(), Some(ga.len() as u64 + 7));
    let damage = m.take_damage();
    assert_eq!(damage.len(), 1);
    assert_eq!(damage[0].offset, ga.len() as u64);
    assert!(damage[0].message.starts_with("7 bytes of zero padding"));
    // Left half read: the rest of the member is passed over.
    let mut half = vec![0; b.len() / 2];
    m.read_exact(&mut half).unwrap();
    assert_eq!(m.next_member().unwrap(), None);
    assert_eq!(m.take_damage(), []);
}

/// A file of false member headers (each a damage) lists the first 64 and
/// counts the rest: memory does not grow with the junk.
#[test]
fn damage_is_listed_to_a_bound_and_counted() {
    let text = lines(0, 10);
    let mut file = gzip(&text);
    for _ in 0..100 {
        // A header, then deflate data with an invalid block type (11).
        file.extend_from_slice(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff]);
    }
    let mut r = Gunzip::new(&file[..]).unwrap();
    let mut out = Vec::new();
    r.read_to_end(&mut out).unwrap();
    assert_eq!(out, text);
    assert_eq!(r.damage().len(), 64);
    assert_eq!(r.damage_count(), 100);
}

#[test]
fn public_types_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<Damage>();
    check::<Gunzip<std::io::Cursor<Vec<u8>>>>();
}
