//! SPEC §1.7.4 on small pages: what is found, where, and what the visible
//! text is; the HTML evidence rule with its negatives.

use urlgrep_extract::Extractor;

use super::{looks_like_html, scan, tokens};
use crate::record::Kind;

/// `(kind, url)` of each record, after checking that every record's `raw`
/// is the page's bytes at its span and its line is right.
fn found(html: &str) -> Vec<(&'static str, String)> {
    found_with(&Extractor::new(), html)
}

fn found_with(ex: &Extractor, html: &str) -> Vec<(&'static str, String)> {
    let page = html.as_bytes();
    scan(ex, page)
        .map(|r| {
            assert_eq!(r.raw(), &page[r.span()], "raw of {}", r.url());
            let line = 1 + page[..r.start()].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(r.line(), line as u64, "line of {}", r.url());
            let line_start = page[..r.start()]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |n| n + 1);
            assert_eq!(r.column(), r.start() - line_start + 1);
            (r.kind().as_str(), r.url().to_string())
        })
        .collect()
}

fn visible(html: &str) -> String {
    String::from_utf8(tokens::read(html.as_bytes()).text.bytes).unwrap()
}

fn href(url: &str) -> (&'static str, String) {
    ("href", url.to_string())
}

fn bare(url: &str) -> (&'static str, String) {
    ("bare", url.to_string())
}

#[test]
fn anchor_whose_text_is_its_href_is_one_match() {
    // forms.tsv f-html-01, a pipermail page (anchors in capitals).
    let html = "&gt;<i> Johannes Schindelin &lt;<A HREF=\"http://imagej.net/mailman/listinfo/imagej-devel\">schindelin at wisc.edu</A>&gt; wrote:\n</I>&gt;<i> &gt; \t<A HREF=\"http://fiji.sc/2013-05-03_-_ImgLib2_Hackathon_in_Madison\">http://fiji.sc/2013-05-03_-_ImgLib2_Hackathon_in_Madison</A>\n</I>";
    assert_eq!(
        found(html),
        [
            href("http://imagej.net/mailman/listinfo/imagej-devel"),
            href("http://fiji.sc/2013-05-03_-_ImgLib2_Hackathon_in_Madison"),
        ]
    );
}

#[test]
fn anchor_whose_text_shows_its_href_cut_short_is_one_match() {
    // mozilla/readability test-pages/lifehacker-post-comment-load, line
    // 1246 (attributes cut): the comment system shortens link text.
    let html = "<p><a target=\"_blank\" href=\"http://www.amazon.com/Kamp-Rite-TB343-Double-Tent-Cot/dp/B000I6420U?tag=lifehackeramzn-20&amp;ascsubtag=[t%7Ccomment\">http://www.amazon.com/Kamp-Rite-TB34...</a></p>";
    let long = "http://www.amazon.com/Kamp-Rite-TB343-Double-Tent-Cot/dp/B000I6420U?tag=lifehackeramzn-20&ascsubtag=[t%7Ccomment";
    assert_eq!(found(html), [href(long)]);
    assert_eq!(found(&html.replace("...", "…")), [href(long)]);
    // Without the ellipsis the text is a URL of its own; so is a cut
    // URL outside the anchor, and one that is no prefix of the href.
    let plain = html.replace("...", "");
    let shown = "http://www.amazon.com/Kamp-Rite-TB34";
    assert_eq!(found(&plain), [href(long), bare(shown)]);
    let outside = "<p><a href=\"http://a.example/abc\">x</a> http://a.example/ab...</p>";
    let other = "<p><a href=\"http://a.example/abc\">http://b.example/ab...</a></p>";
    assert_eq!(found(outside).len(), 2);
    assert_eq!(found(other).len(), 2);
}

#[test]
fn anchor_ends_the_url_its_text_shows() {
    // linux-mailinglist-archives/usrp-users.lists.ettus.com.0, the HTML
    // parts of <b4336325-3f44-e4dd-18cc-1c2d1be054dc@gmail.com> (an apt
    // log: the source line break after `</a>` shows as a space) and
    // <CAGNhwTMoUyL2jpAY-GXYBY43+h9Y2QyU8BX5Pe-Vn2bMMy+vpg@mail.gmail.com>
    // (Gmail's empty line), quoted-printable decoded, attributes cut.
    let apt = "<p class=\"MsoNormal\"><span>Get:1\n            <a class=\"moz-txt-link-freetext\" href=\"http://ppa.launchpad.net/gnuradio/gnuradio-master/ubuntu\">http://ppa.launchpad.net/gnuradio/gnuradio-master/ubuntu</a>\n            focal/main amd64 gnuradio amd64\n            3.10.0.git~master~14443~focal-1 [6052 kB]<o:p></o:p></span></p>\n";
    assert_eq!(
        found(apt),
        [href(
            "http://ppa.launchpad.net/gnuradio/gnuradio-master/ubuntu"
        )]
    );
    let gmail = "<div>1) EPCT: <a href=\"https://downloadcenter.intel.com/download/28933/Intel-Ethernet-Port-Configuration-Tool-Linux-\">https://downloadcenter.intel.com/download/28933/Intel-Ethernet-Port-Configuration-Tool-Linux-</a></div><div><br></div><div>This is the newer";
    assert_eq!(
        found(gmail),
        [href("https://downloadcenter.intel.com/download/28933/Intel-Ethernet-Port-Configuration-Tool-Linux-")]
    );
    // A `<br>` alone is a plain text's line break: a quoted message that
    // wrapped the URL, its link on the first line only, reads on
    // (linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <CAGMNF6X57Z8HXBLWjUS_dUY-uZ4dWyj5XevGzD+D5Z1RoDKyVA@mail.gmail.com>,
    // its HTML part decoded, attributes cut).
    let quoted = "&gt; &gt; &gt;[4] <a href=\"https://github.com/openbmc/phosphor-pid-\">https://github.com/openbmc/phosphor-pid-</a><br>\n&gt; &gt; &gt;control/commit/75eb769d351434547899186f73ff70ae00d7934a<br>\n";
    assert_eq!(
        found(quoted),
        [
            href("https://github.com/openbmc/phosphor-pid-"),
            bare("https://github.com/openbmc/phosphor-pid-control/commit/75eb769d351434547899186f73ff70ae00d7934a"),
        ]
    );
    // A text that goes on past the anchor but is no continuation of its
    // `href`, or one outside any anchor, is read as before.
    let other = "<p><a href=\"http://a.example/x\">http://b.example/docs/</a>\nfiles/x.html</p>";
    assert_eq!(
        found(other),
        [
            href("http://a.example/x"),
            bare("http://b.example/docs/files/x.html")
        ]
    );
}

#[test]
fn anchor_whose_href_took_the_sentence_end_is_one_match() {
    // imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897:
    // imagej-devel/2014-October/002261.html:87 (pipermail's linkifier took
    // the footer's full stop into the href) and 002280.html:76.
    let html = "</I>&gt;<i> For more options, visit <A HREF=\"https://groups.google.com/d/optout.\">https://groups.google.com/d/optout.</A>\n<A HREF=\"https://github.com/imagej/imagej,\">https://github.com/imagej/imagej,</A> and more\n";
    assert_eq!(
        found(html),
        [
            href("https://groups.google.com/d/optout"),
            href("https://github.com/imagej/imagej"),
        ]
    );
    // Its `raw` is the attribute as written.
    let r = scan(&Extractor::new(), html.as_bytes()).next().unwrap();
    assert_eq!(r.raw(), b"https://groups.google.com/d/optout.");
    // Punctuation the text does not show, or a text that is another
    // URL: two records, the `href` as written.
    let hidden = "<a href=\"https://a.example/x.\">https://a.example/x</a>";
    assert_eq!(
        found(hidden),
        [href("https://a.example/x."), bare("https://a.example/x")]
    );
    let other = "<a href=\"https://a.example/x.\">https://b.example/x.</a>";
    assert_eq!(
        found(other),
        [href("https://a.example/x."), bare("https://b.example/x")]
    );
}

#[test]
fn anchor_whose_href_took_a_closing_bracket_is_one_match() {
    // duraspace/irclogs@41b63d8f1dde8d6db25d2c0810a03571f875de05:
    // html-logs/2009-08-25.html:99 and 2010-10-22.html:58 (the log's
    // linkifier took the prose's `)` and the topic's `]'` into the href).
    let html = "comments on the wiki page about this event (<a href=\"http://wiki.dspace.org/index.php/JIRA_Cleanup)\">http://wiki.dspace.org/index.php/JIRA_Cleanup)</a> please<br />\n\
        changes topic to '#duraspace [Welcome - This channel is logged - <a href=\"http://irclogs.duraspace.org/]'\">http://irclogs.duraspace.org/]'</a><br />\n";
    assert_eq!(
        found(html),
        [
            href("http://wiki.dspace.org/index.php/JIRA_Cleanup"),
            href("http://irclogs.duraspace.org/"),
        ]
    );
    // Gmail's linkifier does the same: the openbmc list,
    // Message-ID <127841607700054@mail.yandex-team.ru>.
    let mail = "(<a href=\"https://github.com/openbmc/phosphor-networkd/issues/36)\">https://github.com/openbmc/phosphor-networkd/issues/36)</a>";
    assert_eq!(
        found(mail),
        [href(
            "https://github.com/openbmc/phosphor-networkd/issues/36"
        )]
    );
    // A balanced paren is the URL's in the text too: the `href` whole.
    let wiki = "<a href=\"https://en.wikipedia.org/wiki/Pi_(letter)\">https://en.wikipedia.org/wiki/Pi_(letter)</a>";
    assert_eq!(
        found(wiki),
        [href("https://en.wikipedia.org/wiki/Pi_(letter)")]
    );
    // A bracket the text does not show: the `href` as written.
    let hidden = "<a href=\"https://a.example/x)\">https://a.example/x</a>";
    assert_eq!(
        found(hidden),
        [href("https://a.example/x)"), bare("https://a.example/x")]
    );
}

#[test]
fn references_decoded_in_href_and_text() {
    // forms.tsv f-html-02: the text repeats the href, `&amp;` and all.
    let html = "<A HREF=\"http://www.youtube.com/watch?v=zARdPrY8wrc&amp;fmt=22\">http://www.youtube.com/watch?v=zARdPrY8wrc&amp;fmt=22</A>\n";
    let records: Vec<_> = scan(&Extractor::new(), html.as_bytes()).collect();
    assert_eq!(records.len(), 1);
    assert_eq!(
        records[0].url(),
        "http://www.youtube.com/watch?v=zARdPrY8wrc&fmt=22"
    );
    // The span is the attribute value as written.
    assert_eq!(
        records[0].raw(),
        b"http://www.youtube.com/watch?v=zARdPrY8wrc&amp;fmt=22"
    );
    assert_eq!((records[0].start(), records[0].column()), (9, 10));
}

#[test]
fn text_that_differs_from_href_is_its_own_match() {
    let html = "<p><a href=\"http://a.example/x\">see http://b.example/y</a>\n<a href=\"../rel.html\">http://c.example/</a></p>";
    assert_eq!(
        found(html),
        [
            href("http://a.example/x"),
            bare("http://b.example/y"),
            bare("http://c.example/"),
        ]
    );
}

#[test]
fn every_url_attribute_and_srcset_candidate() {
    // forms.tsv f-html-03 (relative `$relpath$` links skipped), and the
    // other attributes of SPEC §1.7.4.
    let html = concat!(
        "<link href=\"$relpath$tabs.css\" rel=\"stylesheet\">\n",
        "<a href=\"http://www.h5l.org/\"><img src=\"http://www.h5l.org/keyhole-heimdal.png\" alt=\"keyhole logo\"/></a>\n",
        "<form action=https://f.example/post><blockquote cite='http://q.example/src'>\n",
        "<video poster=\"http://v.example/p.jpg\"></video><object data=\"ftp://o.example/x\"></object>\n",
        "<body background=\"http://b.example/bg.gif\"><img srcset=\"a.png 1x, http://s.example/b.png 2x,http://s.example/c.png\">",
        "<a title=\"http://not.example/\" onclick=\"x\">t</a>"
    );
    assert_eq!(
        found(html),
        [
            href("http://www.h5l.org/"),
            href("http://www.h5l.org/keyhole-heimdal.png"),
            href("https://f.example/post"),
            href("http://q.example/src"),
            href("http://v.example/p.jpg"),
            href("ftp://o.example/x"),
            href("http://b.example/bg.gif"),
            href("http://s.example/b.png"),
            href("http://s.example/c.png"),
        ]
    );
}

#[test]
fn a_colon_written_as_a_reference_makes_an_absolute_url() {
    // The reader keeps only values holding a `:`, once decoded: `&#58;`
    // and `&colon;` are colons; an anchor whose `href` is relative still
    // has its text read.
    let html = concat!(
        "<a href=\"http&#58;//a.example/1\">x</a> ",
        "<img src=\"ftp&colon;//b.example/2\"> ",
        "<a href=\"rel/3.html\">http://c.example/3</a>",
    );
    assert_eq!(
        found(html),
        [
            href("http://a.example/1"),
            href("ftp://b.example/2"),
            bare("http://c.example/3"),
        ]
    );
}

#[test]
fn scripts_styles_comments_and_tags_are_not_text() {
    let html = "<p>one http://a.example/1</p><!-- http://c.example/ --><script>var u = \"http://s.example/\"; if (a<b) {}</script><style>a{background:url(http://st.example/)}</style><p title=\"http://t.example/\">two http://a.example/2</p>";
    assert_eq!(
        found(html),
        [bare("http://a.example/1"), bare("http://a.example/2")]
    );
}

#[test]
fn noscript_holds_markup() {
    let html = "<noscript><img src=\"https://pixel.example/p.gif\"> see http://n.example/</noscript><iframe src=\"http://f.example/\"><a href=\"http://fallback.example/\">x</a></iframe>";
    assert_eq!(
        found(html),
        [
            href("https://pixel.example/p.gif"),
            bare("http://n.example/"),
            href("http://f.example/"),
            href("http://fallback.example/"),
        ]
    );
}

#[test]
fn entity_wrapper_across_lines() {
    // forms.tsv f-html-07: `&lt;URL:…&gt;` rejoined over a line break.
    let html = "<p>The archive is at &lt;URL:ftp://ftp.example.org/pub/\narchive/&gt; and a mirror at &lt;URL:http://mirror.example.net/archive/&gt;.</p>\n";
    let records: Vec<_> = scan(&Extractor::new(), html.as_bytes()).collect();
    let urls: Vec<_> = records.iter().map(|r| (r.kind(), r.url())).collect();
    assert_eq!(
        urls,
        [
            (Kind::Wrapped, "ftp://ftp.example.org/pub/archive/"),
            (Kind::Wrapped, "http://mirror.example.net/archive/"),
        ]
    );
    assert_eq!(
        records[0].raw(),
        b"&lt;URL:ftp://ftp.example.org/pub/\narchive/&gt;"
    );
}

#[test]
fn br_and_block_tags_break_lines_once() {
    // forms.tsv f-html-05, shortened: each `<br />` already ends a source
    // line, so the text keeps one line per source line, tags removed; the
    // heading is set apart from the paragraph by a blank line.
    let html = "    <div class=\"example\"><h3>An example of a data URL</h3><p><code>\n        data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw<br />\n        AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz<br />\n        hhx4dbgYKAAA7<br />\n    </code></p></div>\n";
    assert_eq!(
        visible(html),
        "    An example of a data URL\n\n        data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw\n        AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz\n        hhx4dbgYKAAA7\n    \n"
    );
    // Without a source line break, a tag that breaks lines gives one, a
    // cell or a paragraph a blank line (`names::Tag::Apart`), a `div` one.
    assert_eq!(
        visible("<td>http://a.example/</td><td>x</td>a<br>b<div>c</div>d"),
        "http://a.example/\n\nx\n\na\nb\nc\nd"
    );
    // Blanks alone leave the break to the text after them.
    assert_eq!(visible("a<br> <b>b</b>"), "a \nb");
    assert_eq!(visible("a <b>bold</b> <a href=x>link</a>."), "a bold link.");
}

#[test]
fn scheme_table_is_the_extractors() {
    // A scheme added to the extractor is an attribute URL too.
    let html = "<p><a href=\"gemini://g.example/page\">capsule</a> or gemini://g.example/other</p>";
    assert_eq!(found(html), []);
    let mut b = Extractor::builder();
    let ex = b.scheme("gemini").build().unwrap();
    assert_eq!(
        found_with(&ex, html),
        [
            href("gemini://g.example/page"),
            bare("gemini://g.example/other")
        ]
    );
}

#[test]
fn broken_bytes_and_unclosed_markup_do_not_panic() {
    for html in [
        &b"<a href=\"http://a.example/\xff\"\x00>\xc3 http://b.example/\r\n&#xD800; &#0; &"[..],
        b"<a href=",
        b"<!--",
        b"<script>http://s.example/",
        b"&lt;URL:http://a.example/",
        b"<a href='http://a.example/'>http://a.example/",
    ] {
        for r in scan(&Extractor::new(), html) {
            assert_eq!(r.raw(), &html[r.span()]);
        }
    }
}

#[test]
fn many_anchors_each_found_once() {
    // Issue 11 finding 3's shape (its timing is in benches/html-linear.sh):
    // 40,000 anchors, each its `href` and nothing from its text.
    let html: String = (0..40_000)
        .map(|i| format!("<a href=\"http://a.example/{i:07}\">x</a>\n"))
        .collect();
    let records: Vec<_> = scan(&Extractor::new(), html.as_bytes()).collect();
    assert_eq!(records.len(), 40_000);
    assert_eq!(records[39_999].url(), "http://a.example/0039999");
    assert_eq!(records[39_999].line(), 40_000);
}

#[test]
fn scheme_tags_in_text_are_urls() {
    // What markdown and RFC 1738 write in angle brackets is text to a
    // reader, not an element (SPEC §1.1, §1.2): a markdown changelog read
    // as HTML lost every autolink.
    let page = "<!DOCTYPE html>\n<p>See <https://x.example/a?b=1&amp;c=2>, \
                <URL:ftp://f.example/pub/> or <mailto:a@b.example>.</p>\n\
                <p>Word's <o:p>tags</o:p> are tags.</p>";
    let got = found(page);
    let want = [
        ("angle", "https://x.example/a?b=1&c=2"),
        ("wrapped", "ftp://f.example/pub/"),
        ("angle", "mailto:a@b.example"),
    ];
    let want: Vec<_> = want.iter().map(|(k, u)| (*k, u.to_string())).collect();
    assert_eq!(got, want);
    // A scheme the extractor does not know is a tag.
    assert_eq!(visible("<p>a <foo:bar> b</p>"), "a \n b");
}

#[test]
fn documents_and_fragments_are_html() {
    for head in [
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n<html>",
        "\u{feff}<!-- generated -->\n<html lang=\"en\">",
        "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">",
        "  <BODY>\n",
        // forms.tsv f-html-01, f-html-02, f-html-07, f-scheme-07.
        "&gt;<i> On 25 Sep 2014, J &lt;<A HREF=\"http://imagej.net/\">x</A>&gt; wrote:\n</I>",
        "link: <A HREF=\"http://y.example/watch?v=z&amp;fmt=22\">y</A>\n",
        "<p>The archive is at &lt;URL:ftp://ftp.example.org/pub/&gt;.</p>\n",
        "<p>Proxying <code>echo.websocket.org</code> uses\n<code class=\"directive\"><a href=\"../mod/mod_proxy.html\">ProxyPass</a></code>:</p>",
        // One comment line is not source: a fragment with a script.
        "<p>Hi</p>\n<script>\n// one\n</script>\n<a href=\"http://a.example/\">a</a>\n",
        // An empty value (`alt=""`) is no quoted markup.
        "<p><img alt=\"\" src=\"i.png\"></p>\n<a href=\"http://a.example/\">a</a>\n",
    ] {
        assert!(looks_like_html(&Extractor::new(), head.as_bytes()), "{head:?}");
    }
}

#[test]
fn text_that_mentions_markup_is_not_html() {
    let rfc = include_str!("../../../../testdata/rfc/rfc1738.txt");
    // RFC 1866 specifies HTML 2.0, examples and all.
    let html_rfc = include_str!("../../../../testdata/rfc/rfc1866.txt");
    for head in [
        &rfc[..4096],
        &html_rfc[..4096],
        // RFC 1738's Appendix: wrappers are no tags.
        "pick it up from <URL:ftp://ds.internic.net/rfc>.  Note\n<URL:mailto:a@b.example>",
        "From: Jane <jane@example.org>\nTo: <a@b>, <b@c>\n\nHi <a@b>!",
        "#include <stdio.h>\n#include <string.h>\nint main(void) { return a<b && b>c; }\n",
        "# Notes\n\nUse `<br>` to break a line in a table cell.\n\nSee https://example.org/.\n",
        "Markdown allows <b>bold</b> too.",
        "<a href=\"tel:+1-900-555-0191\">Find free information here</a>",
        "generic <T> and Vec<u8> and <p> alone",
        "The <html> element is the root; see <head> and <body>.",
        // A markdown README with an HTML header and an autolink.
        "<p align=\"center\"><img src=\"logo.svg\"></p>\n<p><a href=\"https://ci.example/\">CI</a></p>\n\nDocs: <https://docs.example/guide>\n",
        "Mail: <a><b>bold</b></a> and <URL:ftp://f.example/pub/>",
        // Markdown changelogs and READMEs with a few anchors, `<br>`s and
        // `<details>`: markup is a small share of them, and they say so
        // with no doctype or `<html>` (module docs).
        "<a id=\"v1.2.0\"></a>\nv1.2.0\n======\n\n* Fixed the parser for long input, which could loop on some inputs; thanks to all who reported it.<br>\n  See [#12](https://github.com/o/r/pull/12) &amp; [#13](https://github.com/o/r/pull/13).\n* Docs now explain the defaults and where each setting lives; a new chapter covers migration from 1.1.\n\n<a id=\"v1.1.0\"></a>\nv1.1.0\n======\n\n* First release with the new API; the old one stays, deprecated, until 2.0.\n",
        "Install it with the script below, then restart.<br>\n\n<details><summary>Why a restart?</summary>\n\nThe service reads its configuration once; see the guide at https://docs.example/setup for the long story, and the FAQ for the short one.\n</details>\n\nQuestions go to the tracker &amp; the forum.\n",
        // Rust doc comments with markup (rand 0.10.3 `src/distr/mod.rs`)
        // and a README with an HTML header (serde_json 1.0.154).
        "// Licensed under the Apache License, Version 2.0 <LICENSE-APACHE or\n// https://www.apache.org/licenses/LICENSE-2.0>\n//! <code>[Distribution][]&lt;T&gt;</code> is an algorithm\n",
        "# Serde JSON\n\n<div align=\"right\">\n<a href=\"https://play.example/\">\n<img src=\"runtab.png\">\n</a>\n</div>\n\n## Operating on JSON\n",
        // Java under a licence block comment, Javadoc with markup
        // (gson's JsonReader.java: `{@code <script>}` read as HTML hid
        // the rest of the file) and an XML document that is not XHTML.
        "/*\n * Copyright (C) 2010 Google Inc.\n */\npackage x;\n/**\n * Reads a <a href=\"http://www.ietf.org/rfc/rfc7159.txt\">JSON</a> value.\n * <p>Prefixes like {@code <script>} &amp; more.</p>\n */\n",
        "<?xml version=\"1.0\"?>\n<document xmlns=\"http://maven.apache.org/changes/1.0.0\">\n<body><p>x</p><title>y</title></body></document>\n",
        // Data files whose strings hold markup: botocore's
        // data/kms/2014-11-01/service-2.json:48, a notebook of
        // jakevdp/PythonDataScienceHandbook@d66231454ef7 (notebooks_v1/
        // 01.03-Magic-Commands.ipynb:1-8), fivethirtyeight/data@fcf572c4
        // poll-of-pollsters/poll-of-pollsters-anonymous-answers-7.tsv:1,
        // and rustc's embedded-book/assets/embedded-hal.svg:1-2.
        "{\n  \"version\":\"2.0\",\n      \"documentation\":\"<p>Connects or reconnects a <a href=\\\"https://docs.aws.amazon.com/kms/latest/developerguide/custom-key-store-overview.html\\\">custom key store</a> to its backing key store.</p>\"",
        "{\n \"cells\": [\n  {\n   \"source\": [\n    \"<!--BOOK_INFORMATION-->\\n\",\n    \"<img align=\\\"left\\\" src=\\\"figures/PDSH-cover-small.png\\\">\\n\",\n    \"<a href=\\\"https://colab.example/x.ipynb\\\"><img src=\\\"https://colab.example/badge.svg\\\" /></a>\"",
        "\"The average presidential poll <a href=\"\"http://fivethirtyeight.com/features/the-state-of-the-polls-2016/\"\" target=\"\"_blank\"\">within the final 21 days</a> <b>x</b>\"\t\n",
        "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg xmlns=\"http://www.w3.org/2000/svg\"><a xlink:href=\"x\"><title>t</title></a><div>d</div></svg>",
    ] {
        assert!(!looks_like_html(&Extractor::new(), head.as_bytes()), "{head:?}");
    }
}

/// Cells and paragraphs are set apart: no URL at a cell's end goes on into
/// the next row's text, not even as the other reading (cargo-pkgid(1) in
/// the Rust toolchain's documentation, `share/doc/rust/html/cargo/
/// commands/cargo-pkgid.html` of Rust 1.95: its table of spec forms gave
/// `https://github.com/rust-lang/cargourl#version`).
#[test]
fn cells_and_paragraphs_set_their_text_apart() {
    let html = "<tbody>\n<tr><td><em>name</em></td><td><code>bitflags</code></td></tr>\n<tr><td><em>name</em><code>@</code><em>version</em></td><td><code>bitflags@1.0.4</code></td></tr>\n<tr><td><em>url</em></td><td><code>https://github.com/rust-lang/cargo</code></td></tr>\n<tr><td><em>url</em><code>#</code><em>version</em></td><td><code>https://github.com/rust-lang/cargo#0.33.0</code></td></tr>\n<tr><td><em>url</em><code>#</code><em>name</em></td><td><code>https://github.com/rust-lang/crates.io-index#bitflags</code></td></tr>\n</tbody>\n";
    let records: Vec<_> = scan(&Extractor::new(), html.as_bytes()).collect();
    let read: Vec<_> = records
        .iter()
        .map(|r| (r.url().to_string(), r.alternatives().count()))
        .collect();
    assert_eq!(
        read,
        [
            ("https://github.com/rust-lang/cargo".to_string(), 0),
            ("https://github.com/rust-lang/cargo#0.33.0".to_string(), 0),
            (
                "https://github.com/rust-lang/crates.io-index#bitflags".to_string(),
                0
            ),
        ]
    );
    // A paragraph's end is a blank line: the URL ends there.
    assert_eq!(
        found("<p>See https://example.com/some/long/path/that-ends-</p><p>here is the next paragraph</p>"),
        [bare("https://example.com/some/long/path/that-ends-")]
    );
}
