//! The JSON record of SPEC §2.2, through serde_json: the format stage's
//! [`Sink`] for `--json`, from the parse the filter stage made (see
//! `filter.rs`).

use std::borrow::Cow;

use base64::prelude::{Engine as _, BASE64_STANDARD};

use rfc1738::{PartName, Url};
use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use urlgrep_formats::{Origin as Place, Record};

use crate::args::Unique;
use crate::canonical::{unique_key, Canonical};
use crate::config::Config;
use crate::filter::Parsed;
use crate::record::{Batch, Origin};
use crate::sink::Sink;

/// SPEC §2.2, field for field, in its order.
#[derive(Serialize)]
struct Json<'a> {
    path: &'a str,
    /// The path's bytes, base64, when they are not UTF-8 (`path` then has
    /// U+FFFD for them): lossless, as ripgrep's JSON gives `bytes`.
    #[serde(skip_serializing_if = "Option::is_none")]
    path_bytes: Option<String>,
    line: u64,
    column: usize,
    start: usize,
    end: usize,
    kind: &'static str,
    url: Cow<'a, str>,
    raw: Cow<'a, str>,
    scheme: String,
    valid: bool,
    error: Option<Error>,
    terminated: bool,
    hyphen_break: bool,
    alternatives: Vec<String>,
    flags: Vec<&'static str>,
    parts: Parts<'a>,
    /// The WHATWG serialization; null when the URL does not parse.
    canonical: Option<&'a str>,
    /// The host as WHATWG parses it, else as RFC 1738's grammar read it.
    host: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    resolved: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    element: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attribute: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rel: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'a str>,
    #[serde(skip_serializing_if = "<[usize]>::is_empty")]
    joined_breaks: &'a [usize],
    #[serde(skip_serializing_if = "Option::is_none")]
    charset: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    subject: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    newsgroups: Option<&'a [String]>,
    /// A MIME leaf's number, or `"header"` (SPEC §2.3).
    #[serde(skip_serializing_if = "Option::is_none")]
    part: Option<serde_json::Value>,
    /// The header field a `"header"` record came from.
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    encoding: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record_uri: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record_offset: Option<u64>,
}

#[derive(Serialize)]
struct Error {
    kind: &'static str,
    offset: usize,
    message: String,
}

/// The parts as written; absent ones omitted (SPEC §3).
struct Parts<'a> {
    url: Url<'a>,
    redact: bool,
}

impl Serialize for Parts<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        for (name, value) in self.url.parts() {
            if name == PartName::Password && self.redact {
                map.serialize_entry(name.as_str(), "****")?;
            } else {
                map.serialize_entry(name.as_str(), value)?;
            }
            // Prospero's fields follow its path (SPEC §3).
            if name == PartName::Path && self.url.fields().next().is_some() {
                map.serialize_entry("fields", &Fields(self.url))?;
            }
        }
        map.end()
    }
}

/// Prospero `fields` as a list of `[name, value]` (SPEC §3).
struct Fields<'a>(Url<'a>);

impl Serialize for Fields<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(None)?;
        for (name, value) in self.0.fields() {
            seq.serialize_element(&[name, value])?;
        }
        seq.end()
    }
}

/// The sink that writes one JSON record a line.
pub struct JsonWriter {
    redact: bool,
    unique: Option<Unique>,
}

impl JsonWriter {
    pub fn new(cfg: &Config) -> Self {
        JsonWriter {
            redact: cfg.redact,
            unique: cfg.unique,
        }
    }
}

impl Sink for JsonWriter {
    fn matched(&self, origin: &Origin<'_>, m: &Record<'_>, url: &Parsed<'_>, batch: &mut Batch) {
        write(&mut batch.buf, origin, m, url, self.redact);
        batch.buf.push(b'\n');
        batch.record(self.unique.map(|by| unique_key(by, m.url())).as_deref());
    }
}

/// Writes the record of `m`, without the final newline; `parsed` is its
/// URL (the primary reading), parsed once for the filter and this record.
fn write(
    out: &mut Vec<u8>,
    origin: &Origin<'_>,
    m: &Record<'_>,
    parsed: &Parsed<'_>,
    redact: bool,
) {
    let (mail, part, encoding) = match m.origin() {
        Place::Part {
            message,
            part,
            encoding,
        } => (message.as_deref(), Some((*part).into()), *encoding),
        Place::Header { message, .. } => (message.as_deref(), Some("header".into()), None),
        _ => (None, None, None),
    };
    debug_assert_eq!(parsed.url(), m.url());
    let (url, err) = parsed.parse();
    let flags: Vec<&'static str> = m.flags().collect();
    let redact = redact && flags.contains(&"password");
    let canonical = Canonical::of(m.url());
    let host = canonical.host().or_else(|| {
        let host = url.parts().find(|(n, _)| *n == PartName::Host)?.1;
        (!host.is_empty()).then(|| host.to_string())
    });
    let canonical = match redact {
        // The password stays hidden in the canonical form too.
        true => None,
        false => canonical.text().map(str::to_string),
    };
    let link = m.link();
    let mut raw = m.raw_text();
    let mut printed = Cow::Borrowed(m.url());
    let mut alternatives: Vec<String> = m.alternatives().collect();
    if redact {
        printed = Cow::Owned(rfc1738::redact_password(m.url()).into_owned());
        for alt in &mut alternatives {
            *alt = rfc1738::redact_password(alt).into_owned();
        }
        raw = Cow::Owned(redact_raw(&raw, m.url(), &printed));
    }
    let record = Json {
        path: &origin.path.text,
        path_bytes: origin.path.non_utf8().map(|b| BASE64_STANDARD.encode(b)),
        line: m.line(),
        column: m.column(),
        start: m.start(),
        end: m.end(),
        kind: m.kind().as_str(),
        url: printed,
        raw,
        scheme: m.scheme().to_ascii_lowercase(),
        valid: err.is_none(),
        error: err.map(|e| Error {
            kind: e.kind.as_str(),
            offset: e.offset,
            message: e.to_string(),
        }),
        terminated: m.is_terminated(),
        hyphen_break: m.hyphen_break(),
        alternatives,
        flags,
        parts: Parts { url, redact },
        canonical: canonical.as_deref(),
        host,
        resolved: link.is_some_and(|l| l.resolved),
        element: link.map(|l| &*l.element),
        attribute: link.map(|l| l.attribute),
        rel: link.and_then(|l| l.rel.as_deref()),
        text: link.and_then(|l| l.text.as_deref()),
        joined_breaks: m.joined_breaks(),
        charset: m.charset(),
        message_id: mail.and_then(|i| i.message_id.as_deref()),
        subject: mail.and_then(|i| i.subject.as_deref()),
        date: mail.and_then(|i| i.date.as_deref()),
        newsgroups: mail.and_then(|i| i.newsgroups.as_deref()),
        part,
        field: m.header_field(),
        encoding,
        record_uri: origin.record.and_then(|r| r.uri.as_deref()),
        record_id: origin.record.and_then(|r| r.id.as_deref()),
        record_offset: origin.record.map(|r| r.offset),
    };
    // Writing to a Vec cannot fail, and every field serializes.
    serde_json::to_writer(out, &record).expect("a record serializes");
}

/// `raw` with the password hidden. When the password is not written in one
/// piece in the input (broken across lines), the redacted URL stands in for
/// the raw text: `--redact` must not leak it.
fn redact_raw(raw: &str, url: &str, redacted: &str) -> String {
    // `redacted` is `url[..s]` + `****` + `url[e..]`; find `s` and `e`.
    let cut = url.len() + 4 - redacted.len();
    let password = redacted.match_indices("****").find_map(|(s, _)| {
        let e = s + cut;
        (url.get(..s) == redacted.get(..s) && url.get(e..) == redacted.get(s + 4..))
            .then(|| &url[s..e])
    });
    let needle = format!(":{}@", password.unwrap_or("\0"));
    match raw.find(&needle) {
        Some(i) => format!("{}:****@{}", &raw[..i], &raw[i + needle.len()..]),
        None => redacted.to_string(),
    }
}
