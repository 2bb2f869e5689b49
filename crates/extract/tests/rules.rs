//! One named row per rule of SPEC §1.1–§1.4 (the row format is in
//! `common/mod.rs`).

mod common;

use common::{check_rows, show};
use urlgrep_extract::{Extractor, Match};

#[rustfmt::skip]
const ROWS: &[(&str, &str, &[&str])] = &[
    // §1: lines end at LF, CR is white space; forms in order; no overlap.
    ("cr-is-white-space", "<URL:http://a.example/\r\n b>", &["wrapped http://a.example/b"]),
    ("lone-cr-is-inner-space", "<URL:http://a.example/x\ry>", &["wrapped http://a.example/xy [inner-space]"]),
    ("wrapped-before-angle", "<URL:http://a.example/>", &["wrapped http://a.example/"]),
    ("wrapper-swallows-inner-url", "<URL:http://a.example/x http://b.example/y>", &["wrapped http://a.example/xhttp://b.example/y [inner-space]"]),
    ("several-on-a-line", "<URL:http://a.example/> <http://b.example/> http://c.example/", &["wrapped http://a.example/", "angle http://b.example/", "bare http://c.example/"]),
    // §1.1 wrapped
    ("opener-lower-case", "<url:http://a.example/>", &["wrapped http://a.example/"]),
    ("opener-mixed-case", "<uRl:ftp://a.example/>", &["wrapped ftp://a.example/"]),
    ("space-after-opener-colon", "<URL:   http://a.example/>", &["wrapped http://a.example/"]),
    ("line-break-after-opener", "<URL:\n   http://a.example/>", &["wrapped http://a.example/"]),
    ("fragment-belongs-to-url", "<URL:http://a.example/d.html#sec-2>", &["wrapped http://a.example/d.html#sec-2"]),
    ("empty-wrapper", "Subject: <URL:> is empty", &[]),
    ("grammar-not-address", "<URL:\"ftp://\" login [ \"/\" fpath ]>", &[]),
    ("perl-string-concatenation", "print \"<URL:\", $url, \">\";", &[]),
    ("scheme-must-start-with-letter", "<URL:9p://a.example/>", &[]),
    ("unknown-scheme-allowed-in-wrapper", "<URL:x-foo:bar/baz>", &["wrapped x-foo:bar/baz"]),
    ("wrapped-scheme-case-kept", "<Url:HTTP://WWW.EXAMPLE.COM/Index.html>", &["wrapped HTTP://WWW.EXAMPLE.COM/Index.html"]),
    ("plain-opener-then-bare-inside", "<URL://http://a.example/b>", &["bare http://a.example/b"]),
    ("url-colon-without-angle", "URL:http://a.example/", &["bare http://a.example/"]),
    // §1.2 angle
    ("angle-http", "Link: <http://a.example/x> here", &["angle http://a.example/x"]),
    ("angle-scheme-any-case", "<HTTP://a.example/>", &["angle HTTP://a.example/"]),
    ("angle-unknown-scheme-is-text", "<foo:bar> <x-y://a.example/>", &[]),
    ("angle-mail-address-is-not-url", "Write to <user@host.example> now", &[]),
    ("angle-news", "<news:comp.infosystems.www>", &["angle news:comp.infosystems.www"]),
    ("angle-has-no-admission-rule", "<mailto:joe>", &["angle mailto:joe"]),
    ("angle-rejoined-across-lines", "<http://a.example/long/\n    path.html>", &["angle http://a.example/long/path.html"]),
    ("angle-break-after-colon", "<ftp:\n//quake.think.com/pub/>", &["angle ftp://quake.think.com/pub/"]),
    ("angle-inside-nested-brackets", "Mail said <<URL:http://a.example/n>> here", &["wrapped http://a.example/n"]),
    // §1.3.1 white space removed
    ("tabs-removed", "<URL:ftp://a.example/pub\n\t\t/doc.txt>", &["wrapped ftp://a.example/pub/doc.txt"]),
    ("form-feed-and-vt-removed", "<URL:http://a.example/\x0c\x0bx>", &["wrapped http://a.example/x [inner-space]"]),
    ("nbsp-removed", "<URL:http://a.example/\u{a0}x>", &["wrapped http://a.example/x [inner-space]"]),
    ("ideographic-space-removed", "<URL:http://a.example/\n\u{3000}x>", &["wrapped http://a.example/x"]),
    ("line-separator-removed", "<URL:http://a.example/\u{2028}x>", &["wrapped http://a.example/x [inner-space]"]),
    ("crlf-removed", "Text <URL:ftp://a.example/rfc/\r\n   rfc1738.txt> end\r\n", &["wrapped ftp://a.example/rfc/rfc1738.txt"]),
    // §1.3.2 quoted mail lines
    ("quote-depth-1", "> Get <URL:ftp://a.example/pub/\n>    tool-1.2.tar.gz> today.", &["wrapped ftp://a.example/pub/tool-1.2.tar.gz"]),
    ("quote-depth-2", ">> Get <URL:ftp://a.example/pub/\n>>    tool.tar.gz> today.", &["wrapped ftp://a.example/pub/tool.tar.gz"]),
    ("quote-spaced-depth-2", "> > Get <URL:ftp://a.example/pub/\n> >    tool.tar.gz>", &["wrapped ftp://a.example/pub/tool.tar.gz"]),
    ("quote-no-space", "><URL:http://a.example/\n>b>", &["wrapped http://a.example/b"]),
    ("quote-tab", ">\t<URL:http://a.example/\n>\tb>", &["wrapped http://a.example/b"]),
    ("quote-deeper-continuation-closes", "> <URL:http://a.example/x\n>> y>", &["wrapped http://a.example/x"]),
    ("quote-from-escape-shallower-continuation", ">> <URL:http://a.example/\n> b>", &["wrapped http://a.example/b"]),
    ("quote-three-lines", "> <URL:http://a.example/\n> b/\n> c.html>", &["wrapped http://a.example/b/c.html"]),
    ("unquoted-opener-continuation-gt-closes", "<URL:http://a.example/x\n> more text", &["wrapped http://a.example/x"]),
    ("prefix-after-leading-space", " > <URL:http://a.example/\n> b>", &["wrapped http://a.example/b"]),
    ("quote-with-crlf", "> <URL:http://a.example/\r\n> b>\r\n", &["wrapped http://a.example/b"]),
    // §1.3.3 hyphen at a line break
    ("hyphen-genuine-kept", "<URL:ftp://ds.internic.net/internet-drafts/draft-ietf-\n       uri-irl-fun-req-02.txt>", &["wrapped ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt [hyphen] alt=ftp://ds.internic.net/internet-drafts/draft-ietfuri-irl-fun-req-02.txt"]),
    ("hyphen-both-valid-keep", "<URL:http://www.cam-\n   bridge.example.org/index.html>", &["wrapped http://www.cam-bridge.example.org/index.html [hyphen] alt=http://www.cambridge.example.org/index.html"]),
    ("hyphen-keep-fails-at-hyphen-drop-valid", "<URL:http://www.exam-\n.org/>", &["wrapped http://www.exam.org/ [hyphen] alt=http://www.exam-.org/"]),
    ("hyphen-drop-fails-later", "<URL:http://www.exam-\n.org/~x>", &["wrapped http://www.exam.org/~x [hyphen] alt=http://www.exam-.org/~x"]),
    ("hyphen-keep-fails-before-hyphen", "<URL:http://user@www.cam-\nbridge.example/>", &["wrapped http://user@www.cam-bridge.example/ [hyphen] alt=http://user@www.cambridge.example/"]),
    ("hyphen-same-failure-keeps", "<URL:http://a.example/x-\n~y>", &["wrapped http://a.example/x-~y [hyphen] alt=http://a.example/x~y"]),
    ("hyphen-two-breaks-left-to-right", "<URL:http://www.exam-\n.org/a-\nb>", &["wrapped http://www.exam.org/a-b [hyphen] alt=http://www.exam-.org/a-b|http://www.exam.org/ab"]),
    ("hyphen-white-space-before-break", "<URL:http://a.example/x- \n  y>", &["wrapped http://a.example/x-y [hyphen] alt=http://a.example/xy"]),
    ("hyphen-before-closing-gt-is-no-break", "<URL:http://a.example/x-\n>", &["wrapped http://a.example/x-"]),
    ("hyphen-without-line-break-is-inner-space", "<URL:http://a.example/x- y>", &["wrapped http://a.example/x-y [inner-space]"]),
    ("hyphen-in-quoted-continuation", "> <URL:http://a.example/x-\n> y>", &["wrapped http://a.example/x-y [hyphen] alt=http://a.example/xy"]),
    ("hyphen-mailto", "<mailto:a@b.example?subject=current-\n  issue>", &["angle mailto:a@b.example?subject=current-issue [hyphen] alt=mailto:a@b.example?subject=currentissue"]),
    // A typesetter's angle brackets: `man 5 tzfile` (tzdata 2024a, groff 1.22).
    ("typeset-angle-brackets", "       mat (TZif).  2019 Feb.   Internet  RFC  8536  \u{27e8}https://www.rfc-\n       editor.org/info/rfc8536\u{27e9} doi:10.17487/RFC8536 \u{27e8}https://doi.org/\n       10.17487/RFC8536\u{27e9}.\n", &["angle https://www.rfc-editor.org/info/rfc8536 [hyphen] alt=https://www.rfceditor.org/info/rfc8536", "angle https://doi.org/10.17487/RFC8536"]),
    ("typeset-angle-wrapped", "\u{27e8}URL:ftp://a.example/pub/\n   file.txt\u{27e9}", &["wrapped ftp://a.example/pub/file.txt"]),
    ("typeset-angle-not-a-url", "the tuple \u{27e8}x, y\u{27e9} and \u{27e8}foo:bar\u{27e9}", &[]),
    ("typeset-angle-unterminated", "see \u{27e8}http://a.example/x and more", &["angle http://a.example/x [unterminated]"]),
    // Slack's message format (api.slack.com, "Formatting text for app
    // surfaces": `<http://www.example.com|This message *is* a link>`):
    // a `|` with a label and the closer after it on its line ends the URL.
    ("angle-label-after-bar", "Check <http://www.example.com|This message *is* a link> and <mailto:bob@example.com|Bob>.", &["angle http://www.example.com", "angle mailto:bob@example.com"]),
    ("angle-bar-at-line-end-kept", "<URL:http://a.example/b|\n c>", &["wrapped http://a.example/b|c"]),
    ("angle-bar-no-label", "<https://x.example/a|>", &["angle https://x.example/a|"]),
    // A typesetter's hyphenation: `man ls` (coreutils 9.1, groff 1.22).
    ("hyphenation-dropped", "       Report any translation  bugs  to  <https://transla\u{2010}\n       tionproject.org/team/>", &["angle https://translationproject.org/team/"]),
    ("soft-hyphen-dropped", "<URL:http://www.exam\u{ad}ple.org/x>", &["wrapped http://www.example.org/x"]),
    ("u2010-inside-a-line-kept", "<URL:http://a.example/x\u{2010}y>", &["wrapped http://a.example/x\u{2010}y"]),
    // §1.3.4 spaces inside a line
    ("inner-space-prose", "<URL:ftp://host.example/a.ps or b.ascii>", &["wrapped ftp://host.example/a.psorb.ascii [inner-space]"]),
    ("space-before-close-is-not-inner", "<URL:http://a.example/ >", &["wrapped http://a.example/"]),
    ("space-after-opener-is-not-inner", "<URL: http://a.example/>", &["wrapped http://a.example/"]),
    ("multi-spaces", "Read <URL:http://www.w3.org/   Addressing/  URL/> first.", &["wrapped http://www.w3.org/Addressing/URL/ [inner-space]"]),
    // §1.3.5 termination
    ("blank-line-terminates", "The archive is at <URL:http://a.example/URI/ but I forgot\nto close it.\n\nNext paragraph.", &["wrapped http://a.example/URI/ [unterminated]"]),
    ("blank-line-with-spaces-terminates", "<URL:http://a.example/x\n   \t\nmore>", &["wrapped http://a.example/x [unterminated]"]),
    ("quoted-blank-line-terminates", "> <URL:http://a.example/x and\n>\n> more>", &["wrapped http://a.example/x [unterminated]"]),
    ("quoted-blank-line-with-space", "> <URL:http://a.example/x and\n>   \n> more>", &["wrapped http://a.example/x [unterminated]"]),
    ("another-wrapped-opener-terminates", "<URL:http://a.example/x <URL:http://b.example/y>", &["wrapped http://a.example/x [unterminated]", "wrapped http://b.example/y"]),
    ("another-angle-opener-terminates", "<URL:http://a.example/x\n<http://b.example/y>", &["wrapped http://a.example/x [unterminated]", "angle http://b.example/y"]),
    ("end-of-input-terminates", "see <URL:http://a.example/x", &["wrapped http://a.example/x [unterminated]"]),
    ("unterminated-trims-like-bare", "see <URL:http://a.example/x.", &["wrapped http://a.example/x [unterminated]"]),
    ("unterminated-without-scheme-is-text", "<URL: see below\n\nhttp://x.example/ later", &["bare http://x.example/"]),
    ("unterminated-angle", "<http://a.example/x and more", &["angle http://a.example/x [unterminated]"]),
    ("unclosed-then-bare", "Unclosed <URL:http://a.example/x and http://b.example/y", &["wrapped http://a.example/x [unterminated]", "bare http://b.example/y"]),
    ("opener-inside-opener", "<URL:<http://a.example/>", &["angle http://a.example/"]),
    // §1.4 bare: word start
    ("word-start-letter-before", "xhttp://a.example/", &[]),
    ("word-start-dot-before", "see.http://a.example/", &[]),
    ("word-start-hyphen-before", "x-http://a.example/", &[]),
    ("word-start-slash-before", "N2C/http://a.example/", &["bare http://a.example/"]),
    ("word-start-equals-before", "URL=http://a.example/", &["bare http://a.example/"]),
    ("word-start-gt-before", "=>http://a.example/y>", &["bare http://a.example/y"]),
    // §1.4 character set and ends
    ("ends-at-space", "See http://a.example/very/long /path here.", &["bare http://a.example/very/long"]),
    ("ends-at-lt", "http://a.example/x<y>", &["bare http://a.example/x"]),
    ("ends-at-quote", "\"http://a.example/x\"", &["bare http://a.example/x"]),
    ("ends-at-backslash-brace-pipe-caret", "http://a.example/a\\b http://a.example/c{d http://a.example/e|f http://a.example/g^h", &["bare http://a.example/a", "bare http://a.example/c", "bare http://a.example/e", "bare http://a.example/g"]),
    ("keeps-tilde-hash", "http://a.example/~u/#top", &["bare http://a.example/~u/#top"]),
    ("keeps-iri-letters", "http://a.example/caf\u{e9}/\u{65e5}\u{672c}", &["bare http://a.example/caf\u{e9}/\u{65e5}\u{672c}"]),
    ("keeps-combining-mark", "http://a.example/e\u{301}t\u{e9}", &["bare http://a.example/e\u{301}t\u{e9}"]),
    ("keeps-decimal-digits", "http://a.example/\u{663}\u{664}", &["bare http://a.example/\u{663}\u{664}"]),
    ("ends-at-right-quote", "http://a.example/x\u{2019}s page", &["bare http://a.example/x"]),
    ("ends-at-em-dash", "http://a.example/x\u{2014}next", &["bare http://a.example/x"]),
    ("ends-at-ideographic-full-stop", "http://a.example/x\u{3002}", &["bare http://a.example/x"]),
    ("ends-at-control", "http://a.example/x\u{7}y", &["bare http://a.example/x"]),
    ("ends-at-replacement-char", "http://a.example/x\u{fffd}y", &["bare http://a.example/x"]),
    // §1.4 trimming
    ("trim-period", "The spec is at http://www.w3.org/Addressing/.", &["bare http://www.w3.org/Addressing/"]),
    ("trim-commas", "Try http://a.example/a, or ftp://f.example/b, too.", &["bare http://a.example/a", "bare ftp://f.example/b"]),
    ("trim-all-of-them", "http://a.example/x.,;:!?'", &["bare http://a.example/x"]),
    ("trim-unbalanced-paren", "(see http://a.example/page) and", &["bare http://a.example/page"]),
    ("keep-balanced-paren", "(see http://a.example/c_(d))", &["bare http://a.example/c_(d)"]),
    ("trim-unbalanced-bracket", "[http://a.example/]", &["bare http://a.example/"]),
    // Balanced brackets stay where a URL keeps them (a query's names and
    // values, an IPv6 host); a final `[…]` after a path is AsciiDoc's
    // link text (asciidoc.rs: RFC 3986 §3.3 allows no `[` in a path).
    ("keep-balanced-bracket", "http://a.example/?q[x]", &["bare http://a.example/?q[x]"]),
    ("keep-balanced-bracket-mid-path", "http://a.example/[x]/y", &["bare http://a.example/[x]/y"]),
    ("final-bracket-group-after-path", "http://a.example/[x]", &["bare http://a.example/"]),
    ("trim-paren-then-period", "(http://a.example/vemmi.htm).", &["bare http://a.example/vemmi.htm"]),
    // A URL right after `(` ends at the `)` closing it: CSS in a string,
    // lodash/lodash@9429a4ee03056e5b7be9a85a54571d7630f05983:
    // vendor/firebug-lite/src/firebug-lite-debug.js:31165.
    ("paren-closes-css-url", "background:#f5f5ef url(https://getfirebug.com/releases/lite/latest/skin/xp/buttonBg.png);padding:3px 5px", &["bare https://getfirebug.com/releases/lite/latest/skin/xp/buttonBg.png"]),
    ("paren-keeps-balanced-inside", "(http://msdn.microsoft.com/en-us/library/ms531081(v=VS.85).aspx);x", &["bare http://msdn.microsoft.com/en-us/library/ms531081(v=VS.85).aspx"]),
    ("paren-not-right-before-runs-on", "f( http://a.example/x);y", &["bare http://a.example/x);y"]),
    ("trim-quote", "'http://a.example/x'", &["bare http://a.example/x"]),
    // A decoration rule after a URL (cypherpunks-1996-02.mbox.gz, a signature).
    // A template's placeholder (lodash's `blob/${ version }`, JavaScript `${id}`).
    ("trim-template-placeholder", "fetch(`https://example.com/api/v1/users/${id}`) and https://github.com/lodash/lodash/blob/${ version }/x", &["bare https://example.com/api/v1/users/", "bare https://github.com/lodash/lodash/blob/"]),
    // A `$` is the URL's own (RFC 3986 sub-delims) but where it starts a
    // variable after `/ = - . _` (`markup::template`); OData's `?$top=`.
    ("trim-dollar-kept", "https://example.com/x$ and https://example.com/q?a=$b and https://example.com/q?$top=2&a=b$c", &["bare https://example.com/x$", "bare https://example.com/q?a=", "bare https://example.com/q?$top=2&a=b$c"]),
    ("trim-rule-of-equals", "===================http://www.dorsai.org/~sunder/=========================", &["bare http://www.dorsai.org/~sunder/"]),
    ("trim-rule-then-period", "http://a.example/x----.", &["bare http://a.example/x"]),
    ("trim-rule-keeps-base64-padding", "http://a.example/t?k=YWJj== now", &["bare http://a.example/t?k=YWJj=="]),
    ("trim-rule-keeps-two-underscores", "http://a.example/__init__ and http://a.example/a~~", &["bare http://a.example/__init__", "bare http://a.example/a~~"]),
    ("keep-star", "ftp://a.example/x.*", &["bare ftp://a.example/x.*"]),
    // §1.4 admission
    ("mailto-needs-at", "mailto:joe and mailto:joe@a.example", &["bare mailto:joe@a.example"]),
    ("news-group", "news:comp.mail.mime.", &["bare news:comp.mail.mime"]),
    ("news-star", "news:*", &["bare news:*"]),
    ("news-article-id", "news:12345@a.example", &["bare news:12345@a.example"]),
    ("news-digits-rejected", "news:12 news: x", &[]),
    ("urn-needs-letter", "urn:ietf:rfc:2141 urn:1", &["bare urn:ietf:rfc:2141"]),
    // uuid 0.8.2: a prefix in a string literal has no namespace string.
    ("urn-needs-nss", "/// \"urn:uuid:\") to the buffer; copy_from_slice(b\"urn:uuid:\"); urn:isbn:0-201-08372-8", &["bare urn:isbn:0-201-08372-8"]),
    ("mid-needs-one-char", "mid:x@y.example mid: cid:", &["bare mid:x@y.example"]),
    // RFC 8089's one-slash `file:/etc` is a URL too (SPEC §1.8.2, issue 20:
    // what logs and stack traces write); `file://` alone is none.
    ("file-forms", "file:///etc/motd file://h.example/x file:/etc file://", &["bare file:///etc/motd", "bare file://h.example/x", "bare file:/etc"]),
    // docutils 0.19 (PyPI), docutils/writers/_html_base.py:249; awscli
    // 1.45.11 (PyPI), awscli/examples/glue/get-databases.rst:14.
    ("file-one-slash-docutils", "    mathjax_url = 'file:/usr/share/javascript/mathjax/MathJax.js'", &["bare file:/usr/share/javascript/mathjax/MathJax.js"]),
    ("file-one-slash-spark", "                \"LocationUri\": \"file:/spark-warehouse\",", &["bare file:/spark-warehouse"]),
    ("file-one-slash-drive", "file:/C:/Users/demo/a.txt and file:/home/user/x.log.", &["bare file:/C:/Users/demo/a.txt", "bare file:/home/user/x.log"]),
    // ../shared/corpus/mail/cypherpunks-1996-07.mbox.gz, line 104812.
    ("file-one-slash-afs-mail", "Rich, I'm going to mirror your site at:\n\nfile:/afs/cs.cmu.edu/user/declan/www/Not_By_Me_Not_My_Views/\n\nI've just copied everything over", &["bare file:/afs/cs.cmu.edu/user/declan/www/Not_By_Me_Not_My_Views/"]),
    ("file-one-slash-needs-a-segment", "file:/ x file:/?q file:/(a) profile:/x", &[]),
    // A regular expression, not a URL: lodash/lodash@9429a4ee03056e5b7be9a85a54571d7630f05983:
    // vendor/firebug-lite/src/firebug-lite-debug.js:44.
    ("file-needs-host", "this.reFile = /file:\\/\\/([^\\/]*)\\//;", &[]),
    ("file-needs-host-in-parens-kept", "(file://localhost/etc/fstab), file://./a.txt", &["bare file://localhost/etc/fstab", "bare file://./a.txt"]),
    ("http-needs-slashes-and-host", "http:foo http:///x http:// http://:80/ http://<host>/", &[]),
    ("http-user-then-empty-host", "http://u@/x", &[]),
    ("scheme-any-case", "HTTP://A.EXAMPLE/", &["bare HTTP://A.EXAMPLE/"]),
    ("https-not-http", "https://a.example/", &["bare https://a.example/"]),
    ("z39-50s", "z39.50s://a.example/db", &["bare z39.50s://a.example/db"]),
    ("unknown-scheme-not-bare", "gemini://a.example/ x-svn://a.example/r", &[]),
    ("ldap-needs-host", "ldap:///o=University%20of%20Michigan", &[]),
    ("bare-rejoined-at-hyphen", "see http://a.example/x-\ny", &["bare http://a.example/x-y [hyphen,joined] alt=http://a.example/xy"]),
];

#[test]
fn rules() {
    assert!(ROWS.len() >= 80, "{} rows", ROWS.len());
    check_rows(ROWS);
}

#[test]
fn invalid_utf8_never_stops_the_search() {
    let hay =
        b"\xff\xfe http://a.example/x\xffy <URL:http://b.example/\xe9t\xe9> \xc3 ftp://c.example/";
    let got: Vec<String> = Extractor::new().find_iter(hay).map(|m| show(&m)).collect();
    assert_eq!(
        got,
        [
            "bare http://a.example/x",
            "wrapped http://b.example/\u{fffd}t\u{fffd}",
            "bare ftp://c.example/"
        ]
    );
}

#[test]
fn added_scheme() {
    let ex = Extractor::builder().scheme("gemini").build().unwrap();
    let got: Vec<String> = ex
        .find_iter("gemini://a.example/r and <GEMINI://b.example/>")
        .map(|m| show(&m))
        .collect();
    assert_eq!(
        got,
        ["bare gemini://a.example/r", "angle GEMINI://b.example/"]
    );
    assert!(Extractor::builder().scheme("1bad").build().is_err());
    assert!(Extractor::builder().max_len(3).build().is_err());
}

/// The colon scan's edges: a scheme name that starts the input (one
/// letter, or before a U+200B), and a colon on either side of each
/// 64-byte block the colons are looked for in.
#[test]
fn colons_at_the_edges_of_the_scan() {
    let ex = Extractor::builder().scheme("x").build().unwrap();
    let all = |text: &str| -> Vec<String> { ex.find_iter(text).map(|m| show(&m)).collect() };
    assert_eq!(all("x://a.example/"), ["bare x://a.example/"]);
    assert_eq!(
        all("http\u{200B}://a.example/p"),
        ["bare http://a.example/p"]
    );
    assert!(all(":").is_empty() && all("x:").is_empty() && all("\u{200B}://a").is_empty());
    for pad in (50..=70).chain(115..=135) {
        let text = format!("{}http://a.example/ 12:30", " ".repeat(pad));
        let m: Vec<_> = ex.find_iter(&text).collect();
        assert_eq!(m.len(), 1, "{pad}");
        assert_eq!((m[0].start(), m[0].url()), (pad, "http://a.example/"));
    }
}

#[test]
fn max_len_bounds_every_match() {
    let ex = Extractor::builder().max_len(32).build().unwrap();
    let long = format!("<URL:http://a.example/{}>", "x".repeat(40));
    let got: Vec<String> = ex.find_iter(&long).map(|m| show(&m)).collect();
    // (d): no ">" within 32 bytes of the "<": read like a bare URL, cut at 32.
    assert_eq!(got, ["wrapped http://a.example/xxxxxxxxxx [unterminated]"]);
    let bare = format!("http://a.example/{}", "y".repeat(40));
    let m = ex.find_iter(&bare).next().unwrap();
    assert_eq!(m.end() - m.start(), 32);
    // The default lets the same wrapper close.
    assert_eq!(
        Extractor::new()
            .find_iter(&long)
            .next()
            .unwrap()
            .url()
            .len(),
        57
    );
}

#[test]
fn spans_lines_and_columns() {
    let text = "line one\n  see <URL:ftp://ds.in\n   ternic.net/rfc> and\n\thttp://a.example/x.\n";
    let ms: Vec<Match<'_>> = Extractor::new().find_iter(text).collect();
    assert_eq!(ms.len(), 2);
    assert_eq!(
        (ms[0].start(), ms[0].end(), ms[0].line(), ms[0].column()),
        (15, 50, 2, 7)
    );
    assert_eq!(&text[ms[0].span()], "<URL:ftp://ds.in\n   ternic.net/rfc>");
    assert_eq!(
        (ms[1].start(), ms[1].end(), ms[1].line(), ms[1].column()),
        (56, 74, 4, 2)
    );
    assert_eq!(ms[1].raw(), b"http://a.example/x");
}

#[test]
fn url_borrows_when_nothing_removed() {
    use std::borrow::Cow;
    let text = "<URL:http://a.example/x> <URL:http://a.example/\n y> http://b.example/";
    let ms: Vec<Match<'_>> = Extractor::new().find_iter(text).collect();
    assert!(matches!(ms[0].url_cow(), Cow::Borrowed(_)));
    assert!(matches!(ms[1].url_cow(), Cow::Owned(_)));
    assert!(matches!(ms[2].url_cow(), Cow::Borrowed(_)));
}

#[test]
fn readings_and_flags() {
    let text = "<URL:ftp://joe:pw@a.example:25/draft-\n  x.txt%0d>";
    let m = Extractor::new().find_iter(text).next().unwrap();
    assert_eq!(m.url_keep(), "ftp://joe:pw@a.example:25/draft-x.txt%0d");
    assert_eq!(m.url_drop(), "ftp://joe:pw@a.example:25/draftx.txt%0d");
    assert_eq!(
        m.flags()
            .map(urlgrep_extract::Flag::as_str)
            .collect::<Vec<_>>(),
        ["password", "port", "encoded-crlf"]
    );
    assert_eq!(m.scheme(), "ftp");
    assert_eq!(m.parse().unwrap().host(), Some("a.example"));
}

#[test]
fn public_types_are_send_sync() {
    fn check<T: Send + Sync>() {}
    check::<Extractor>();
    check::<Match<'static>>();
    check::<urlgrep_extract::FindIter<'static, 'static>>();
    check::<urlgrep_extract::StreamIter<'static, std::fs::File>>();
}
