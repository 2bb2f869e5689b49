use encoding_rs::{Encoding, EUC_KR, GB18030, SHIFT_JIS, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1251};

use super::*;

/// Decoding with the map gives what encoding_rs's own decoder gives.
fn same_text(input: &[u8], enc: &'static Encoding) {
    let d = Decoded::new(input, enc);
    let (whole, _, _) = enc.decode(input);
    assert_eq!(std::str::from_utf8(d.text()).unwrap(), whole);
}

#[test]
fn legacy_characters_map_to_their_first_byte() {
    // "ソ" is 0x83 0x5C in Shift_JIS: its trail byte is `\` in ASCII.
    let (input, _, _) = SHIFT_JIS.encode("ソ http://a.example/ソ/x");
    let d = Decoded::new(&input, SHIFT_JIS);
    same_text(&input, SHIFT_JIS);
    assert_eq!(d.text(), "ソ http://a.example/ソ/x".as_bytes());
    // "ソ " is 3 + 1 bytes of text, 2 + 1 of input.
    assert_eq!(d.map().input(0), 0);
    assert_eq!(d.map().input(1), 0);
    assert_eq!(d.map().input(3), 2);
    assert_eq!(d.map().input(4), 3);
    assert_eq!(d.map().input(d.text().len()), input.len());
}

#[test]
fn utf16_maps_per_character() {
    for enc in [UTF_16LE, UTF_16BE] {
        let mut input = if enc == UTF_16LE {
            vec![0xff, 0xfe]
        } else {
            vec![0xfe, 0xff]
        };
        for u in "é <http://a.example/>".encode_utf16() {
            let b = if enc == UTF_16LE {
                u.to_le_bytes()
            } else {
                u.to_be_bytes()
            };
            input.extend_from_slice(&b);
        }
        // The mark decides, whatever the caller says.
        let d = Decoded::new(&input, UTF_8);
        assert_eq!(d.encoding(), enc);
        assert_eq!(d.text(), "é <http://a.example/>".as_bytes());
        // "é" (2 text bytes) is input 2..4; " " 4..6; "<" 6..8.
        assert_eq!((d.map().input(0), d.map().input(1)), (2, 2));
        assert_eq!((d.map().input(2), d.map().input(3)), (4, 6));
        let found: Vec<_> = {
            let mut v = Vec::new();
            d.find_each(&urlgrep_extract::Extractor::new(), &input, &mut |r| {
                v.push(r);
                true
            });
            v
        };
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].url(), "http://a.example/");
        assert_eq!(found[0].span(), 6..input.len());
        assert_eq!(found[0].raw(), &input[6..]);
        assert_eq!(found[0].column(), 5);
        assert_eq!(found[0].charset(), Some(enc.name()));
    }
}

#[test]
fn malformed_bytes_are_replaced_and_mapped() {
    // A Shift_JIS lead byte before an ASCII byte: U+FFFD, then the byte.
    let input = b"\x83a http://a.example/ \x82";
    same_text(input, SHIFT_JIS);
    let d = Decoded::new(input, SHIFT_JIS);
    let at = memchr::memmem::find(d.text(), b"http").unwrap();
    assert_eq!(d.map().input(at), 3);
    for enc in [EUC_KR, GB18030, WINDOWS_1251, UTF_16LE] {
        same_text(input, enc);
    }
}

#[test]
fn meta_prescan() {
    let sjis = Some(SHIFT_JIS);
    assert_eq!(meta_charset(b"<meta charset=\"Shift_JIS\">"), sjis);
    assert_eq!(meta_charset(b"<META CHARSET=sjis>"), sjis);
    assert_eq!(
        meta_charset(b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=euc-kr\">"),
        Some(EUC_KR)
    );
    // content without http-equiv is no declaration; a comment hides one.
    assert_eq!(
        meta_charset(b"<meta content=\"text/html; charset=euc-kr\">"),
        None
    );
    assert_eq!(meta_charset(b"<!-- <meta charset=gbk> --><p>"), None);
    // UTF-16 declared in a page that the prescan could read is UTF-8.
    assert_eq!(meta_charset(b"<meta charset=utf-16le>"), Some(UTF_8));
    // Only the first 1024 bytes count.
    let late = [&[b' '; 1024][..], b"<meta charset=gbk>"].concat();
    assert_eq!(meta_charset(&late), None);
}

#[test]
fn html_encoding_order() {
    let page = b"<meta charset=windows-1251><p>\xcf\xf0\xe8\xe2\xe5\xf2";
    assert_eq!(html_encoding(page, None), WINDOWS_1251);
    // The transport wins over the page; a BOM over both.
    assert_eq!(html_encoding(page, Some("euc-kr")), EUC_KR);
    assert_eq!(
        html_encoding(b"\xef\xbb\xbf<meta charset=gbk>", Some("euc-kr")),
        UTF_8
    );
    // Undeclared: UTF-8 when it is, else a guess.
    assert_eq!(html_encoding("<p>Привет".as_bytes(), None), UTF_8);
    let (cp1251, _, _) = WINDOWS_1251.encode("<p>Привет, это страница на русском языке.</p>");
    assert_eq!(html_encoding(&cp1251, None), WINDOWS_1251);
    assert_eq!(text_encoding(b"\xef\xbb\xbfhi"), None);
    assert_eq!(text_encoding(b"\xff\xfeh\0"), Some(UTF_16LE));
}

proptest::proptest! {
    /// Any bytes in any of these encodings: the mapped decode is the
    /// decoder's own, and the map is monotonic within the input.
    #[test]
    fn any_bytes_decode_as_encoding_rs_does(bytes in proptest::collection::vec(0u8..=255, 0..64)) {
        for enc in [SHIFT_JIS, EUC_KR, GB18030, WINDOWS_1251, UTF_16LE, UTF_16BE, encoding_rs::ISO_2022_JP, encoding_rs::BIG5, encoding_rs::EUC_JP] {
            let d = Decoded::new(&bytes, enc);
            let (whole, _) = d.encoding().decode_without_bom_handling(&bytes[bytes.len().min(bom_len(&bytes))..]);
            proptest::prop_assert_eq!(std::str::from_utf8(d.text()).unwrap(), &*whole);
            let mut last = 0;
            for at in 0..=d.text().len() {
                let i = d.map().input(at);
                proptest::prop_assert!(i >= last && i <= bytes.len());
                last = i;
            }
        }
    }
}

fn bom_len(bytes: &[u8]) -> usize {
    Encoding::for_bom(bytes).map_or(0, |(_, n)| n)
}
