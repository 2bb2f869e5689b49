//! Unit tests of the join evidence (`verdict.rs`, `token.rs`).

use crate::join::tail::{extension, incomplete, Tail};
use crate::join::token::{is_word, structured};

#[test]
fn evidence() {
    let tail = |u: &[u8]| {
        let mut t = Tail::default();
        t.push(u, 0);
        t
    };
    let inc = incomplete;
    let ext = |u: &[u8]| extension(u, tail(u));
    assert!(inc(b"http://"));
    assert!(!inc(b"http://a/=========="));
    assert!(inc(b"http://a/q?id="));
    assert!(!inc(b"http://a.example/x."));
    assert!(inc(b"http://a/%3"));
    assert!(ext(b"http://a.example/maven-metadata.xml"));
    assert!(!ext(b"http://www.example.com"));
    assert!(is_word(b"has") && is_word(b"This") && !is_word(b"ProjectBuildingException"));
    assert!(is_word(b"doesn't") && is_word(b"Re-delegate") && !is_word(b"SE-112"));
    assert!(structured(b"ProjectBuildingException") && structured(b"d558054"));
    assert!(!structured(b"and") && !structured(b"404"));
}
