//! `MailExtractor::message_info`: with it off, the same records, without
//! the headers they would carry (the CLI prints them only in JSON).

use std::path::Path;

use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, MailExtractor, Scanned};

fn scan(mx: &MailExtractor, file: &[u8]) -> Vec<Scanned> {
    mx.scan_bytes(file, Format::Message).collect()
}

#[test]
fn headers_only_when_asked_for() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/mail");
    let on = MailExtractor::new(Extractor::new());
    let mut off = MailExtractor::new(Extractor::new());
    off.message_info(false);
    // A MIME message (an HTML part and its text twin) and a base64 one.
    for (name, id) in [
        (
            "10-html-href-freebsd.eml",
            "cf0c4d610911171136h1713aa59w9cf9aa31f052ad0a@mail.gmail.com",
        ),
        (
            "08-base64-nxp-safelinks.eml",
            "DB7PR04MB4490E737C00CF9CA173AB2898FBB0@DB7PR04MB4490.eurprd04.prod.outlook.com",
        ),
    ] {
        let file = std::fs::read(dir.join(name)).unwrap();
        let (a, b) = (scan(&on, &file), scan(&off, &file));
        let urls = |v: &[Scanned]| -> Vec<(String, usize)> {
            v.iter()
                .flat_map(|s| &s.found)
                .map(|r| (r.url().to_string(), r.start()))
                .collect()
        };
        assert!(!urls(&a).is_empty(), "{name}");
        assert_eq!(urls(&a), urls(&b), "{name}");
        assert!(
            a.iter().all(|s| s.info.message_id.as_deref() == Some(id)),
            "{name}"
        );
        assert!(a
            .iter()
            .all(|s| s.info.subject.is_some() && s.info.date.is_some()));
        assert!(b
            .iter()
            .all(|s| s.problems.is_empty() && s.info == Default::default()));
    }
}
