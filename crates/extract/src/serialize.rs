//! `Serialize` for [`Match`] (feature `serde`): the fields of SPEC §2.2
//! that the extractor knows, named as there, for embedders that write
//! records of their own.

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::Match;

impl Serialize for Match<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("line", &self.line())?;
        map.serialize_entry("column", &self.column())?;
        map.serialize_entry("start", &self.start())?;
        map.serialize_entry("end", &self.end())?;
        map.serialize_entry("kind", self.kind().as_str())?;
        map.serialize_entry("url", self.url())?;
        map.serialize_entry("raw", &String::from_utf8_lossy(self.raw()))?;
        map.serialize_entry("terminated", &self.is_terminated())?;
        map.serialize_entry("hyphen_break", &self.hyphen_break())?;
        let alternatives: Vec<String> = self.alternatives().collect();
        map.serialize_entry("alternatives", &alternatives)?;
        let flags: Vec<&str> = self.flags().map(crate::Flag::as_str).collect();
        map.serialize_entry("flags", &flags)?;
        if !self.joined_breaks().is_empty() {
            map.serialize_entry("joined_breaks", self.joined_breaks())?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use crate::Extractor;

    #[test]
    fn a_match_serializes_as_the_record_fields() {
        let m = Extractor::new()
            .find_iter("pick it up from <URL:ftp://ds.in\n   ternic.net/rfc>.")
            .next()
            .unwrap();
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"line":1,"column":17,"start":16,"end":51,"kind":"wrapped","url":"ftp://ds.internic.net/rfc","raw":"<URL:ftp://ds.in\n   ternic.net/rfc>","terminated":true,"hyphen_break":false,"alternatives":[],"flags":[]}"#
        );
    }
}
