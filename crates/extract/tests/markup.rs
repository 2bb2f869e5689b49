//! One named row per rule of SPEC §1.7.1–1.7.3 (escapes, entities,
//! markdown), AsciiDoc and org-mode link markup (§1.5), and §1.8 (CJK
//! prose, more schemes), with the negatives that
//! keep each rule narrow. Rows are written as in `rules.rs`.

mod common;

use std::borrow::Cow;

use common::check_rows;
use urlgrep_extract::{Extractor, Kind};

#[rustfmt::skip]
const ESCAPES: &[(&str, &str, &[&str])] = &[
    // §1.7.1: `\` + ASCII punctuation is the character itself.
    ("escape-md-underscore", "输入 http://your\\_server\\_ip:8983/solr 或者", &["bare http://your_server_ip:8983/solr"]),
    ("escape-latex-hash", "\\url{https://groups.example/forum/\\#!forum/comp.text.tex}.", &["bare https://groups.example/forum/#!forum/comp.text.tex"]),
    ("escape-latex-percent", "\\href{https://a.example/issues?q=is\\%3Aopen+label\\%3A\\%22easy\\%22}{easy}", &["bare https://a.example/issues?q=is%3Aopen+label%3A%22easy%22"]),
    // Terminal text (SPEC §1.6.5): GNU grep 3.8's `--color=always` output
    // on testdata/rfc/rfc1738.txt:285, GNU ls 9.1's `--hyperlink=always`.
    ("ansi-grep-color-wrapped", "\x1b[32m\x1b[K285\x1b[m\x1b[K\x1b[36m\x1b[K:\x1b[m\x1b[K   specifying a user name. E.g., <URL:\x1b[01;31m\x1b[Kftp://@host.com/\x1b[m\x1b[K> has an empty", &["wrapped ftp://@host.com/"]),
    ("ansi-ls-hyperlink", "\x1b]8;;file://vm/tmp/lsdemo/notes.txt\x07notes.txt\x1b]8;;\x07\n", &["bare file://vm/tmp/lsdemo/notes.txt"]),
    ("ansi-sgr-around-bare", "see \x1b[4mhttp://a.example/x\x1b[0m now", &["bare http://a.example/x"]),
    ("ansi-sgr-with-params", "\x1b[1;34mhttps://b.example/y\x1b[0m", &["bare https://b.example/y"]),
    ("ansi-sgr-inside", "http://c.example/\x1b[1mpath\x1b[0m/z end", &["bare http://c.example/path/z"]),
    ("ansi-two-coloured-urls", "\x1b[31mhttp://a.example/1\x1b[0m \x1b[32mhttp://b.example/2\x1b[0m", &["bare http://a.example/1", "bare http://b.example/2"]),
    ("ansi-osc8-target-ends-at-st", "\x1b]8;;http://d.example/t\x1b\\link text\x1b]8;;\x1b\\", &["bare http://d.example/t"]),
    ("ansi-osc8-same-text-one", "\x1b]8;;http://f.example/\x1b\\http://f.example/\x1b]8;;\x1b\\ x", &["bare http://f.example/"]),
    ("ansi-not-csi-ends", "http://a.example/x\x1b(B y", &["bare http://a.example/x"]),
    // troff's `\:` (a break point of zero width) after `.` and `/`: groff
    // 1.22.4 (Debian groff-base 1.22.4-10), gpic.1:1279 and 1289; Linux
    // man-pages 6.03 (Debian manpages-dev 6.03-2), adjtimex.2:594.
    ("troff-break-points", ".UR http://\\:cm.bell\\-labs.com/\\:cm/\\:cs/\\:cstr/\\:116.ps.gz\n.UE\n.UR ftp://\\:ftp.dante.de/\\:tex\\-archive/\\:support/\\:ps2eps/\n", &["bare http://cm.bell-labs.com/cm/cs/cstr/116.ps.gz", "bare ftp://ftp.dante.de/tex-archive/support/ps2eps/"]),
    ("troff-break-points-in-path", ".UR http://www.slac.stanford.edu/comp/unix/\\:package/\\:rtems/\\:src/\\:ssrlApps/\\:ntpNanoclock/\\:api.htm", &["bare http://www.slac.stanford.edu/comp/unix/package/rtems/src/ssrlApps/ntpNanoclock/api.htm"]),
    // Elsewhere `\:` is a `:`, as any escape (a port in a properties file).
    ("escaped-colon-port", "url=http://example.com\\:8080/app", &["bare http://example.com:8080/app"]),
    ("escape-latex-tilde", "\\url{https://www.openssl.org/\\~bodo/tls-cbc.txt}", &["bare https://www.openssl.org/~bodo/tls-cbc.txt"]),
    // An escaped `[` that link text's rule cuts is cut whole, its `\`
    // too (the URL was `…example.com\`): troff's quote `\[aq]` in
    // Debian 12's openjdk-17-jdk-headless 17.0.15+6-1~deb12u1,
    // jrunscript.1.gz:142, and markdown's `\[`.
    ("escape-bracket-cut-whole", "\\f[CB]jrunscript\\ \\-e\\ \"cat(\\[aq]http://www.example.com\\[aq])\"\\f[R]\nsee http://a.example/a\\[ now\n", &["bare http://www.example.com", "bare http://a.example/a"]),
    ("escape-json-slash", "\"url\":\"https:\\/\\/t.co\\/kIbedWfwG2\",", &["bare https://t.co/kIbedWfwG2"]),
    ("escape-md-star", "ftp://ftp.example.org/pub/nightly/\\*.tar.gz (see", &["bare ftp://ftp.example.org/pub/nightly/*.tar.gz"]),
    ("escape-md-hyphen-dot", "https://www.example.org/release\\-notes/v2\\.1/ for", &["bare https://www.example.org/release-notes/v2.1/"]),
    ("escape-trailing-period-trimmed", "see http://a.example/x\\.", &["bare http://a.example/x"]),
    ("escape-backslash-letter-ends", "http://a.example/dir\\file", &["bare http://a.example/dir"]),
    ("escape-double-backslash-ends", "http://a.example/a\\\\b", &["bare http://a.example/a"]),
    ("escape-json-quote-ends", "\"http://a.example/x\\\"y\"", &["bare http://a.example/x"]),
    ("escape-http-backslashes-no-url", "http:\\\\server\\share", &[]),
    ("escape-windows-file-kept", "Open file:///C:\\Users\\demo\\report_2024.html in the browser", &["bare file:///C:\\Users\\demo\\report_2024.html"]),
    ("escape-windows-file-json", "\"file:///C:\\\\dir\\\\f.txt\"", &["bare file:///C:\\dir\\f.txt"]),
    ("escape-unc-path-no-url", "\\\\fileserver\\share\\report.html", &[]),
    // In code a `\` after a file: URL that is no Windows path is an escape.
    // A `\` ending a line inside a wrapper continues the line (a Python
    // docstring's reST link); elsewhere in the wrapper it is no break.
    ("escape-wrapped-line-continuation", "There are `limitations <https://cloud.google.com/appengine/docs/python/\\\nurlfetch/#Python_Quotas_and_limits>`_ to the", &["angle https://cloud.google.com/appengine/docs/python/urlfetch/#Python_Quotas_and_limits"]),
    ("escape-wrapped-line-continuation-indented", "   <https://cloud.google.com/appengine/docs/python/sockets/\\\n   #limitations-and-restrictions>`_ and", &["angle https://cloud.google.com/appengine/docs/python/sockets/#limitations-and-restrictions"]),
    // A URL right after a `'` runs to the closing `'` (a string literal).
    ("single-quoted-url-in-code", "new URL('file:///你好.txt').pathname", &["bare file:///你好.txt"]),
    ("single-quoted-url-apostrophe-in-prose", "the site's page http://a.example/o'brien is gone", &["bare http://a.example/o'brien"]),
    ("escape-file-url-in-code-string", "assert.strictEqual(fileURLToPath('file:///foo#1\\npathToFileURL('/foo#1')", &["bare file:///foo#1"]),
    ("escape-file-drive-forward-slashes", "fileURLToPath('file:///C:/p/a/t/h/%2f'));\\n/*", &["bare file:///C:/p/a/t/h/%2f"]),
    ("escape-file-drive-backslash-n-kept", "see file:///D:\\repo\\new\\test.txt here", &["bare file:///D:\\repo\\new\\test.txt"]),
    ("escape-wrapped-gt-closes", "<URL:http://h.example/x\\> more", &["wrapped http://h.example/x"]),
    ("escape-wrapped-underscore", "<URL:http://a.example/a\\_b>", &["wrapped http://a.example/a_b"]),
    ("escape-angle-hash", "<http://a.example/\\#top>", &["angle http://a.example/#top"]),
    ("escape-wrapped-letter-kept", "<URL:http://a.example/a\\b>", &["wrapped http://a.example/a\\b"]),
    ("escape-gopher-underscore", "gopher://gopher.example/1/gopher\\_protocol", &["bare gopher://gopher.example/1/gopher_protocol"]),
];

#[rustfmt::skip]
const ENTITIES: &[(&str, &str, &[&str])] = &[
    // §1.7.2: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric references.
    ("entity-amp-query", "[19]: http://marc.info/?l=linux-kernel&amp;m=137392506516022&amp;w=2", &["bare http://marc.info/?l=linux-kernel&m=137392506516022&w=2"]),
    ("entity-decimal", "http://host.example/?x=1&#38;y=2", &["bare http://host.example/?x=1&y=2"]),
    ("entity-hex", "http://host.example/?x=1&#x26;y=2", &["bare http://host.example/?x=1&y=2"]),
    ("entity-hex-iri", "\"http://r&#xE9;sum&#xE9;.example.org\"", &["bare http://r\u{e9}sum\u{e9}.example.org"]),
    ("entity-wrapped", "&lt;URL:http://a.example/x&gt;", &["wrapped http://a.example/x"]),
    ("entity-wrapped-across-lines", "at &lt;URL:ftp://a.example/pub/\narchive/&gt; and", &["wrapped ftp://a.example/pub/archive/"]),
    ("entity-opener-terminates-wrapper", "&lt;URL:http://a.example/x &lt;URL:http://b.example/y&gt;", &["wrapped http://a.example/x [unterminated]", "wrapped http://b.example/y"]),
    ("entity-angle", "&lt;http://a.example/p&gt;", &["angle http://a.example/p"]),
    ("entity-gt-ends-bare", "http://a.example/x&gt;y", &["bare http://a.example/x"]),
    ("entity-quot-ends-bare", "href=&quot;http://a.example/x&quot;", &["bare http://a.example/x"]),
    ("entity-apos-trimmed", "&apos;http://a.example/x&apos;", &["bare http://a.example/x"]),
    ("entity-amp-in-prose-no-url", "Tom &amp; Jerry: fun &lt;3 &#38; more", &[]),
    ("entity-unknown-name-kept", "http://a.example/?a=1&copy=2", &["bare http://a.example/?a=1&copy=2"]),
    ("entity-needs-semicolon", "http://a.example/?a=1&amp=2", &["bare http://a.example/?a=1&amp=2"]),
    ("entity-final-amp-not-trimmed", "http://a.example/?a=1&amp;", &["bare http://a.example/?a=1&"]),
    ("entity-control-not-read", "http://a.example/x&#0;y", &["bare http://a.example/x&#0;y"]),
    ("entity-empty-wrapper-is-text", "&lt;URL:&gt; then http://b.example/", &["bare http://b.example/"]),
    ("entity-amp-in-wrapper", "<URL:http://a.example/?a=1&amp;b=2>", &["wrapped http://a.example/?a=1&b=2"]),
    ("entity-html-href-attribute", "<a href=\"http://a.example/?x=1&amp;y=2\">", &["bare http://a.example/?x=1&y=2"]),
    ("entity-unquoted-attribute", "<a src=http://www.mybank.example/T?id=11&money=1>\u{79d1}\u{5b66}</>", &["bare http://www.mybank.example/T?id=11&money=1"]),
];

#[rustfmt::skip]
const MARKDOWN: &[(&str, &str, &[&str])] = &[
    // §1.7.3: links, same text once, emphasis and code delimiters.
    ("md-link-destination-title", "- [ESLint](http://eslint.org/ \"ESLint\")\u{306b}\u{3088}\u{308b}", &["bare http://eslint.org/"]),
    ("md-same-text-once", "see [https://heimdal.example/h/](https://heimdal.example/h/) or", &["bare https://heimdal.example/h/"]),
    ("md-text-differs-both", "[http://old.example/a](http://new.example/b)", &["bare http://old.example/a", "bare http://new.example/b"]),
    ("md-text-not-url", "[GitHub issues](https://www.heimdal.example/issues).", &["bare https://www.heimdal.example/issues"]),
    ("md-wrapped-in-link", "\\# See <[URL:http://www.example.org/docs/](http://www.example.org/docs/) >", &["bare http://www.example.org/docs/"]),
    ("md-same-after-escapes", "[http://a.example/b\\_c](http://a.example/b_c)", &["bare http://a.example/b_c"]),
    ("md-same-with-title", "[http://a.example/](http://a.example/ \"Home\")", &["bare http://a.example/"]),
    ("md-same-angle-destination", "[http://a.example/](<http://a.example/>)", &["bare http://a.example/"]),
    ("md-text-in-words", "[see http://a.example/x](http://b.example/)", &["bare http://a.example/x", "bare http://b.example/"]),
    ("md-mailto-text-is-address", "[joe@h.example](mailto:joe@h.example)", &["bare mailto:joe@h.example"]),
    ("md-destination-ends-at-its-paren", "[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)", &["bare https://www.ibm.com", "bare mailto:someone@ibm.com"]),
    ("md-code-text-same-once", "see [`https://a.example/x`](https://a.example/x).", &["bare https://a.example/x"]),
    ("md-code-text-differs-both", "[`https://a.example/x`](https://b.example/y)", &["bare https://a.example/x", "bare https://b.example/y"]),
    ("md-angle-text-same-once", "[<http://a.example/>](http://a.example/)", &["angle http://a.example/"]),
    ("md-wrapped-text-same-once", "[<URL:http://a.example/>](http://a.example/ \"t\")", &["wrapped http://a.example/"]),
    ("md-angle-text-differs-both", "[<http://a.example/>](http://b.example/)", &["angle http://a.example/", "bare http://b.example/"]),
    ("md-autolink", "<https://a.example/x>", &["angle https://a.example/x"]),
    ("md-reference-definition", "[17]: http://sarah.example/\n", &["bare http://sarah.example/"]),
    ("md-image", "![](http://news.example/suitcase-300x227.jpg)", &["bare http://news.example/suitcase-300x227.jpg"]),
    ("md-balanced-paren-destination", "[t](http://a.example/c_(d))", &["bare http://a.example/c_(d)"]),
    ("md-bold-cjk", "\u{8f93}\u{5165}**http://domain-name/ampache**\u{6216}**http://ip-address/ampache**\u{3002}", &["bare http://domain-name/ampache", "bare http://ip-address/ampache"]),
    ("md-bold-then-period", "**http://a.example/x**.", &["bare http://a.example/x"]),
    ("md-bold-underscores", "__http://a.example/x__", &["bare http://a.example/x"]),
    ("md-italic-star", "*http://a.example/x*", &["bare http://a.example/x"]),
    ("md-italic-underscore", "_http://a.example/x_", &["bare http://a.example/x"]),
    ("md-strikethrough", "~~http://a.example/x~~", &["bare http://a.example/x"]),
    ("md-code", "run `http://a.example/x` now", &["bare http://a.example/x"]),
    // LCTT/TranslateProject@4948360714403ebcefc3abff80dcc69ad706bf5d:
    // published/201406/20140529 Install RainLoop Webmail … Arch Linux.md:354,
    // published/201405/20140528 Install Webmin On Ubuntu 14.04.md:40.
    ("md-bold-spaced-opener", "\u{8bbf}\u{95ee}** https://rainloop.lan**\u{ff0c}\u{5e76}", &["bare https://rainloop.lan"]),
    ("md-bold-spaced-opener-slash", "URL** https://ip-address:10000/**\u{3002}", &["bare https://ip-address:10000/"]),
    ("md-spaced-single-star-kept", "* http://a.example/x* and *** http://a.example/y**", &["bare http://a.example/x*", "bare http://a.example/y**"]),
    // LCTT/TranslateProject@4948360714403ebcefc3abff80dcc69ad706bf5d:
    // published/201506/20150126 Installing Cisco Packet tracer in Linux.md:35,
    // published/202209/20211203 Introduce the different Fedora Linux editions.md:27,
    // published/201512/20150917 A Repository with 44 Years of Unix Evolution.md:140.
    ("md-reference-link-text", "[https://www.netacad.com/][1]\u{3002}", &["bare https://www.netacad.com/"]),
    ("md-reference-link-text-bold", "**[https://getfedora.org/][5]**", &["bare https://getfedora.org/"]),
    ("md-reference-link-text-label", "\u{2014}\u{2014}[https://github.com/dspinellis/unix-history-repo][38]", &["bare https://github.com/dspinellis/unix-history-repo"]),
    ("md-query-brackets-kept", "http://a.example/api?filter[name][eq]=x&b[]=1 and", &["bare http://a.example/api?filter[name][eq]=x&b[]=1"]),
    ("md-reference-after-query-brackets", "[http://a.example/?q[a]][2]", &["bare http://a.example/?q[a]"]),
    ("md-no-opener-keeps-delimiters", "see http://a.example/x_ and http://a.example/y**", &["bare http://a.example/x_", "bare http://a.example/y**"]),
    ("md-other-delimiter-kept", "*http://a.example/x_*", &["bare http://a.example/x_"]),
    // A destination closed by `)` holds non-ASCII punctuation, in a `//`
    // comment: lodash/lodash@9429a4ee03056e5b7be9a85a54571d7630f05983:
    // vendor/underscore/underscore.js:364.
    ("md-destination-en-dash", "  // [Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher\u{2013}Yates_shuffle).", &["bare http://en.wikipedia.org/wiki/Fisher\u{2013}Yates_shuffle"]),
    ("md-destination-unclosed-en-dash-ends", "[a](http://a.example/Fisher\u{2013}Yates shuffle", &["bare http://a.example/Fisher"]),
    // An emphasis that opened earlier on the line (markdown.rs): LCTT/TranslateProject
    // @4948360714403ebcefc3abff80dcc69ad706bf5d: published/201710/20170228 How to
    // create a snap for timg with snapcraft on Ubuntu.md:495 (an italic caption).
    ("md-emphasis-opened-before-label", "*\u{56fe}\u{7247}\u{6765}\u{6e90}\u{ff1a} https://www.flickr.com/photos/mustangjoe/6091603784/*\n", &["bare https://www.flickr.com/photos/mustangjoe/6091603784/"]),
    ("md-bold-label-and-url", "**Docs: https://example.com/docs/** and __Code: https://example.com/src/__.", &["bare https://example.com/docs/", "bare https://example.com/src/"]),
    // Negatives: a run that closes before the URL, a word's `_`, a glob.
    ("md-neg-emphasis-closed-before", "The __init__ doc: https://docs.python.org/3/reference/datamodel.html#object.__init__ and a_b https://example.com/x_\n", &["bare https://docs.python.org/3/reference/datamodel.html#object.__init__", "bare https://example.com/x_"]),
    ("md-neg-glob-star", "*Mirrors* ftp://ftp.ifi.uio.no/pub/emacs/gnus/* and ftp://ftp.uu.net/graphics/png/documents/iso_8859-1.*\n", &["bare ftp://ftp.ifi.uio.no/pub/emacs/gnus/*", "bare ftp://ftp.uu.net/graphics/png/documents/iso_8859-1.*"]),
    // A plain-text bold closing after a `)` (bare.rs): imagej/pipermail
    // @e1ba8566b04f736fe4e2ef06b8cea2a97ef36897: imagej-devel/2011-January.txt:999-1001.
    ("bold-closes-after-paren", ">> supported. Demoting to float*\n>> *error: CL_INVALID_BINARY (man page:\n>> http://www.khronos.org/opencl/sdk/1.1/docs/man/xhtml/errors.html)*\n", &["bare http://www.khronos.org/opencl/sdk/1.1/docs/man/xhtml/errors.html"]),
    // A mailer's `**` at break points (starred.rs) and its text of a
    // link, `text<target>` (links.rs, mail text): one match. imagej/pipermail
    // @e1ba8566b04f736fe4e2ef06b8cea2a97ef36897: imagej-devel/2013-July.txt:2935-2936
    // (the list's footer in a quoted reply), 2012-August.txt:58-59 (KNIME's
    // announcement), 2012-March.txt:12562.
    ("starred-footer-with-target", "> ImageJ-devel at imagej.net\n> http://imagej.net/mailman/**listinfo/imagej-devel<http://imagej.net/mailman/listinfo/imagej-devel>\n>\n", &["bare http://imagej.net/mailman/listinfo/imagej-devel"]),
    ("starred-spaced-target", "> we are glad to announce that with yesterday's release of KNIME v2.6 (\n> http://www.knime.com/**Version260 <http://www.knime.com/Version260>) also\n", &["bare http://www.knime.com/Version260"]),
    ("starred-no-target", "> http://www.unitsofmeasurement.**org/ <http://www.unitsofmeasurement.org/>\n", &["bare http://www.unitsofmeasurement.org/"]),
    // Cut at a line end the mailer marked `**` too, the target glued to
    // the rest (the copy rule, continuation.rs): 2013-April.txt:789-790 (a
    // Google Groups footer), 2013-February.txt:1031-1032.
    ("starred-cut-footer-with-target", ">>> To unsubscribe from this topic, visit https://groups.google.com/d/**\n>>> topic/icy-software/**utQCSLMvr1Y/unsubscribe?hl=en<https://groups.google.com/d/topic/icy-software/utQCSLMvr1Y/unsubscribe?hl=en>\n>>> .\n", &["bare https://groups.google.com/d/topic/icy-software/utQCSLMvr1Y/unsubscribe?hl=en [joined]"]),
    ("starred-cut-path-with-target", "http://sourceforge.net/p/**octave/code/11597/tree/trunk/**\noctave-forge/main/image/inst/**graythresh.m<http://sourceforge.net/p/octave/code/11597/tree/trunk/octave-forge/main/image/inst/graythresh.m>\n", &["bare http://sourceforge.net/p/octave/code/11597/tree/trunk/octave-forge/main/image/inst/graythresh.m [joined]"]),
    // Negatives: a glob's `**`; a target that is another URL.
    ("starred-neg-glob", "see http://a.example/src/**/x.js and http://a.example/api/**\n", &["bare http://a.example/src/**/x.js", "bare http://a.example/api/**"]),
    ("mail-text-neg-other-target", "http://code.imagej.net/trac/imagej/ticket/1130<http://code.imagej.net/trac/imagej/ticket/1129>\n", &["bare http://code.imagej.net/trac/imagej/ticket/1130", "angle http://code.imagej.net/trac/imagej/ticket/1129"]),
    ("md-prose-en-dash-ends", "see http://a.example/x\u{2013}y", &["bare http://a.example/x"]),
    // An anchor whose text is its href is one link: apache/commons-lang@
    // d15939ef46f0bd4144994df8be95cf5a7f91eb52:
    // src/main/java/org/apache/commons/lang3/math/IEEE754rUtils.java:26.
    ("html-anchor-same-text", " * <p>See: <a href=\"https://en.wikipedia.org/wiki/IEEE_754r\">https://en.wikipedia.org/wiki/IEEE_754r</a></p>", &["bare https://en.wikipedia.org/wiki/IEEE_754r"]),
    ("html-anchor-other-text-two", "<a href=\"https://a.example/x-y\">https://a.example/x -y</a>", &["bare https://a.example/x-y", "bare https://a.example/x"]),
    ("html-anchor-text-goes-on-two", "<a href='https://a.example/x'>https://a.example/x and more</a>", &["bare https://a.example/x", "bare https://a.example/x"]),
    ("html-src-not-anchor-two", "<img src=\"https://a.example/i.png\">https://a.example/i.png</a>", &["bare https://a.example/i.png", "bare https://a.example/i.png"]),
    // A reST reference whose text is its embedded URI is one link:
    // awscli 1.45.11 (PyPI), awscli/examples/dms/delete-connection.rst:21.
    ("rst-same-text", "For more information, see `https://docs.aws.amazon.com/dms/latest/userguide/CHAP_Endpoints.Creating.html <https://docs.aws.amazon.com/dms/latest/userguide/CHAP_Endpoints.Creating.html>`__ in the *AWS Database Migration Service User Guide*.", &["bare https://docs.aws.amazon.com/dms/latest/userguide/CHAP_Endpoints.Creating.html"]),
    ("rst-same-text-named", "See `https://a.example/x <https://a.example/x>`_.", &["bare https://a.example/x"]),
    ("rst-other-text-two", "See `https://a.example/x <https://a.example/y>`_.", &["bare https://a.example/x", "angle https://a.example/y"]),
    ("rst-title-text-one", "See `the docs <https://a.example/x>`_.", &["angle https://a.example/x"]),
    // Texinfo's @uref with the URL as its text: bzip2 1.0.8's manual.texi
    // (Debian bzip2 1.0.8-5, /usr/share/doc/bzip2/manual.texi.gz:2808-2815).
    ("texinfo-uref-same-text", "@uref{http://www.zlib.org,http://www.zlib.org} and \n@uref{http://www.gzip.org,http://www.gzip.org}\nrespectively.", &["bare http://www.zlib.org", "bare http://www.gzip.org"]),
    ("texinfo-uref-other-text-two", "@uref{http://www.zlib.org, http://zlib.net/}", &["bare http://www.zlib.org", "bare http://zlib.net/"]),
    // An argument is read whole only when its `}` closes it on its line
    // (`markup::latex`): a brace on the next line leaves a bare URL, and
    // an escaped `\}` before the closing one is part of the URL.
    ("latex-arg-closes-next-line", "\\url{http://a.example/x y\n} z", &["bare http://a.example/x"]),
    ("latex-arg-escaped-brace-first", "\\url{http://b.example/p\\}q} r", &["bare http://b.example/p}q"]),
    // Same-text links in every markup (SPEC §1.7.5), from public files:
    // kks32/phd-thesis-template@7cb0225dadf9173078bc84eb4345b122cb50681d: Appendix1/appendix1.tex:10.
    ("latex-href-same-text", "\\href{https://www.tug.org/texlive/}{https://www.tug.org/texlive/}", &["bare https://www.tug.org/texlive/"]),
    // sb2nov/resume@29293817f92cc4febf6fa14a0f3edf98c01c4db2: sourabh_bajaj_resume.tex:97.
    ("latex-href-short-text-one", "  \\href{https://sourabhbajaj.com/}{sourabhbajaj.com} & Mobile: \\href{tel:+11234567890}{+1-123-456-7890} \\\\", &["bare https://sourabhbajaj.com/", "bare tel:+11234567890"]),
    // sb2nov/resume@29293817f92cc4febf6fa14a0f3edf98c01c4db2: sourabh_bajaj_resume.tex:96.
    ("latex-href-prose-text-one", "  \\textbf{\\href{https://sourabhbajaj.com/}{\\Large Sourabh Bajaj}} & Email: \\href{mailto:sourabh@sourabhbajaj.com}{sourabh@sourabhbajaj.com}\\\\", &["bare https://sourabhbajaj.com/", "bare mailto:sourabh@sourabhbajaj.com"]),
    // git/git@0bf477ce01b45853195f5f3da63642712dc35579: Documentation/gitcvs-migration.adoc:123.
    ("adoc-same-text", "https://github.com/andreyvit/cvsps[https://github.com/andreyvit/cvsps] and make", &["bare https://github.com/andreyvit/cvsps"]),
    // git/git@c7deda2042e53c128a6c4540794f49d25dedb241: Documentation/DecisionMaking.adoc:22.
    ("adoc-link-prose-text", "link:https://lore.kernel.org/git/0169ce6fb9ccafc089b74ae406db0d1a8ff8ac65.1688165272.git.steadmon@google.com/[adding unit tests] or", &["bare https://lore.kernel.org/git/0169ce6fb9ccafc089b74ae406db0d1a8ff8ac65.1688165272.git.steadmon@google.com/"]),
    // syl20bnr/spacemacs@8744ec97bf9e6cd9a8d31b10b8b017f8268e1d40: layers/+lang/elm/README.org:70.
    ("org-same-text", "[[https://guide.elm-lang.org/install.html][https://guide.elm-lang.org/install.html]]", &["bare https://guide.elm-lang.org/install.html"]),
    // syl20bnr/spacemacs@8744ec97bf9e6cd9a8d31b10b8b017f8268e1d40: layers/+lang/elm/README.org:87.
    ("org-same-text-in-prose", "run, see this issue [[https://github.com/kevva/elm-bin/issues/28][https://github.com/kevva/elm-bin/issues/28]].", &["bare https://github.com/kevva/elm-bin/issues/28"]),
    // syl20bnr/spacemacs@8744ec97bf9e6cd9a8d31b10b8b017f8268e1d40: layers/+lang/elm/README.org:43.
    ("org-prose-text", "It relies on [[https://github.com/jcollard/elm-mode][elm-mode]] and [[https://github.com/bsermons/flycheck-elm][flycheck-elm]].", &["bare https://github.com/jcollard/elm-mode", "bare https://github.com/bsermons/flycheck-elm"]),
    // mkaito/SE-GPS-Helper@4be0b2af01e2ffe4d5f02227f491650a3bc34b2d: readme.org:4.
    ("org-url-text-other-target", "[[GPSHelper][https://steamcommunity.com/sharedfiles/filedetails/?id=2478246718]]", &["bare https://steamcommunity.com/sharedfiles/filedetails/?id=2478246718"]),
    // bitcoin/bips@7fe0b034ec967b52a5a28276419117326df93263: bip-0360.mediawiki:420.
    ("mediawiki-same-text", "** Remove Rust and JS example implementations, which were moved to [https://github.com/jbride/libbitcoinpqc-bindings https://github.com/jbride/libbitcoinpqc-bindings].", &["bare https://github.com/jbride/libbitcoinpqc-bindings"]),
    // bitcoin/bips@7fe0b034ec967b52a5a28276419117326df93263: bip-0360.mediawiki:344.
    ("mediawiki-prose-text", "Test vector data for creation of P2MR UTXOs can be found [https://github.com/bitcoin/bips/blob/master/bip-0360/ref-impl/common/tests/data/p2mr_construction.json here].", &["bare https://github.com/bitcoin/bips/blob/master/bip-0360/ref-impl/common/tests/data/p2mr_construction.json"]),
    // jgm/pandoc@664d707755c2946c34db716101c6faee17cc09de: test/command/9630.md:3.
    ("dokuwiki-same-text", "  * [[https://example.com|https://example.com]]", &["bare https://example.com"]),
    // jgm/pandoc@664d707755c2946c34db716101c6faee17cc09de: test/command/9630.md:4.
    ("dokuwiki-same-text-fragment", "  * [[https://example.com/start#monitoring|https://example.com/start#monitoring]]", &["bare https://example.com/start#monitoring"]),
    // dokuwiki/dokuwiki@24c6a7e084c6d268bbf844edb54f6ff84bce2935: data/pages/wiki/dokuwiki.txt:27.
    ("dokuwiki-prose-text", "  * [[https://download.dokuwiki.org/|Download DokuWiki]] :!:", &["bare https://download.dokuwiki.org/"]),
    // jgm/pandoc@96c80b156d6b1f6843a7f6594c930f0cd4748566: test/jira-reader.jira:243.
    ("jira-prose-text", "Just a [URL|https://example.org/url].", &["bare https://example.org/url"]),
    // mkaito/SE-GPS-Helper@4be0b2af01e2ffe4d5f02227f491650a3bc34b2d: description.bb:3.
    ("bbcode-same-text", "Based on [i][url=https://steamcommunity.com/sharedfiles/filedetails/?id=2478246718]https://steamcommunity.com/sharedfiles/filedetails/?id=2478246718[/url][/i] by CrazyDave137, seemingly abandoned and non-functional.", &["bare https://steamcommunity.com/sharedfiles/filedetails/?id=2478246718"]),
    // s9e/TextFormatter@01182e6cda934cc05283bf1c11f8d9738b692049: docs/examples/00_quick.php:10.
    ("bbcode-prose-text", "$text = \"Hello, [i]world[/i] :)\\nFind more examples in the [url=https://github.com/s9e/TextFormatter/tree/master/docs/Cookbook]Cookbook[/url].\";", &["bare https://github.com/s9e/TextFormatter/tree/master/docs/Cookbook"]),
    // emacs-ess/ESS@01e7f5b482b8a3331f1341483dedf2bd30403423: doc/onewfeat.texi:670.
    ("texinfo-uref-same-text-ess", "Completion} mode @uref{http://cx4a.org/software/auto-complete,http://cx4a.org/software/auto-complete} . Three AC", &["bare http://cx4a.org/software/auto-complete"]),
    // coreutils/coreutils@aa0c0de3508e9150eb0ea610f696ee353dd9353d: doc/coreutils.texi:2364.
    ("texinfo-uref-prose-text", "@uref{https://datatracker.ietf.org/doc/html/rfc4648#section-4, RFC 4648#4}.", &["bare https://datatracker.ietf.org/doc/html/rfc4648#section-4"]),
    // Perl/perl5@01d00b8f596e0ee484c909e81eb30340dda34393: Porting/epigraphs.pod:22.
    ("pod-prose-text", "L<Announced on 2025-04-21 by Karen Etheridge|https://www.nntp.perl.org/group/perl.perl5.porters/2025/04/msg269818.html>", &["bare https://www.nntp.perl.org/group/perl.perl5.porters/2025/04/msg269818.html"]),
    // sphinx-doc/sphinx@e44a40eb2f810558ccd9da1425421270ccb81351: tests/roots/test-footnotes/index.rst:38.
    ("rst-same-text-sphinx", "* GitHub Page: `https://github.com/sphinx-doc/sphinx <https://github.com/sphinx-doc/sphinx>`_", &["bare https://github.com/sphinx-doc/sphinx"]),
];

#[rustfmt::skip]
const CJK: &[(&str, &str, &[&str])] = &[
    // §1.8.1: CJK glued to a URL.
    ("cjk-korean-particle-after-slash", "https://travis-ci.org/\u{c5d0}\u{c11c} GitHub Login", &["bare https://travis-ci.org/"]),
    ("cjk-korean-glued", "http://example.com/docs\u{c5d0}\u{c11c} \u{d655}\u{c778}", &["bare http://example.com/docs"]),
    ("cjk-korean-object-particle", "https://example.com/account/keys\u{b97c} \u{cc38}\u{ace0}.", &["bare https://example.com/account/keys"]),
    ("cjk-korean-particle-xml", "http://raa.ruby-lang.org/xml.xml\u{acfc}", &["bare http://raa.ruby-lang.org/xml.xml"]),
    // Japanese sending the reader to a page named in Japanese.
    ("cjk-japanese-sent-to-after-name", "日本語の説明はhttps://ja.wikipedia.org/wiki/東京都を参照。詳細はhttps://example.jp/docs/設定方法をご覧ください", &["bare https://ja.wikipedia.org/wiki/東京都", "bare https://example.jp/docs/設定方法"]),
    ("cjk-japanese-name-kept", "https://ja.wikipedia.org/wiki/東京の歴史 と https://ja.wikipedia.org/wiki/世界の中心で", &["bare https://ja.wikipedia.org/wiki/東京の歴史", "bare https://ja.wikipedia.org/wiki/世界の中心で"]),
    ("cjk-japanese-glued", "https://example.jp/index.html\u{3092}\u{3054}\u{89a7}", &["bare https://example.jp/index.html"]),
    ("cjk-japanese-particle-after-slash", "https://example.jp/\u{306e}", &["bare https://example.jp/"]),
    ("cjk-han-segment-kept", "\u{89c1}https://zh.wikipedia.org/wiki/\u{4e2d}\u{6587}\u{ff0c}", &["bare https://zh.wikipedia.org/wiki/\u{4e2d}\u{6587}"]),
    ("cjk-hangul-iri-with-underscore", "([\u{c704}\u{d0a4}](https://ko.wikipedia.org/wiki/\u{c120}\u{d615}_\u{d68c}\u{ad00}))", &["bare https://ko.wikipedia.org/wiki/\u{c120}\u{d615}_\u{d68c}\u{ad00}"]),
    ("cjk-query-value-kept", "https://www.example.cn/search?q=\u{7f51}\u{5740}&lang=zh\u{3002}", &["bare https://www.example.cn/search?q=\u{7f51}\u{5740}&lang=zh"]),
    ("cjk-fragment-kept", "@laco: https://jsprimer.net/basic/#\u{30b3}\u{30fc}\u{30eb}\u{30d0}\u{30c3}\u{30af}", &["bare https://jsprimer.net/basic/#\u{30b3}\u{30fc}\u{30eb}\u{30d0}\u{30c3}\u{30af}"]),
    ("cjk-code-span-template", "`https://api.github.com/users/GitHub\u{30e6}\u{30fc}\u{30b6}\u{30fc}ID`\u{3068}\u{3044}\u{3046}", &["bare https://api.github.com/users/GitHub\u{30e6}\u{30fc}\u{30b6}\u{30fc}ID"]),
    ("cjk-quoted-value-runs-to-quote", "<a href=\"https://twitter.com/search?q=%23hashtag\u{306e}\" title", &["bare https://twitter.com/search?q=%23hashtag\u{306e}"]),
    ("cjk-escaped-quote-closes", "expected: \"<a href=\\\"https://twitter.com/search?q=%23hashtag\u{306e}\\\" title", &["bare https://twitter.com/search?q=%23hashtag\u{306e}"]),
    ("cjk-quote-not-closed-cuts", "\"https://a.example/docs\u{c5d0}\u{c11c} x", &["bare https://a.example/docs"]),
    ("cjk-no-code-span-cuts", "https://api.github.com/users/GitHub\u{30e6}\u{30fc}\u{30b6}\u{30fc}ID", &["bare https://api.github.com/users/GitHub"]),
    ("cjk-unclosed-backtick-cuts", "`https://a.example/docs\u{c5d0}\u{c11c} x", &["bare https://a.example/docs"]),
    ("cjk-fullwidth-period", "\u{5730}\u{5740}\u{5728}\u{ff1a} https://github.com/user-none/Sigil\u{3002}", &["bare https://github.com/user-none/Sigil"]),
    ("cjk-fullwidth-paren-after-iri", "(https://zh.wikipedia.org/wiki/\u{5206}\u{6cbb}\u{6cd5})\u{ff08}Divide", &["bare https://zh.wikipedia.org/wiki/\u{5206}\u{6cbb}\u{6cd5}"]),
    ("cjk-fullwidth-letter-glued", "https://a.example/doc\u{ff53}", &["bare https://a.example/doc"]),
    ("cjk-halfwidth-katakana-glued", "https://a.example/x\u{ff76}\u{ff80}", &["bare https://a.example/x"]),
    ("cjk-particle-with-noun-kept", "https://a.example/wiki/\u{c11c}\u{c6b8}\u{c5d0}\u{c11c} x", &["bare https://a.example/wiki/\u{c11c}\u{c6b8}\u{c5d0}\u{c11c}"]),
    ("cjk-particle-inside-path-kept", "https://a.example/\u{c5d0}\u{c11c}/x", &["bare https://a.example/\u{c5d0}\u{c11c}/x"]),
    ("cjk-glued-before-and-after", "\u{770b}\u{8fd9}\u{91cc}https://en.opensuse.org/openSUSE:Travel_Support_Program \u{8be6}", &["bare https://en.opensuse.org/openSUSE:Travel_Support_Program"]),
    ("cjk-parenthesised-title-kept", "https://ja.wikipedia.org/wiki/Rust_(\u{30d7}\u{30ed}\u{30b0}\u{30e9}\u{30e0})", &["bare https://ja.wikipedia.org/wiki/Rust_(\u{30d7}\u{30ed}\u{30b0}\u{30e9}\u{30e0})"]),
    ("cjk-idn-label-kept", "test http://foobar.\u{307f}\u{3093}\u{306a}/ http://foobar.\u{4e2d}\u{56fd}/", &["bare http://foobar.\u{307f}\u{3093}\u{306a}/", "bare http://foobar.\u{4e2d}\u{56fd}/"]),
    ("cjk-after-percent-escape-kept", "https://twitter.com/search?q=%23\u{30ab}\u{30bf}\u{30ab}\u{30ca} x", &["bare https://twitter.com/search?q=%23\u{30ab}\u{30bf}\u{30ab}\u{30ca}"]),
    ("cjk-glued-to-host-cut", "test http://example.com\u{3060}\u{3088}\u{306d}.comtest/hogehoge", &["bare http://example.com"]),
    ("cjk-digits-then-han-cut", "https://a.example/2019\u{5e74}", &["bare https://a.example/2019"]),
    ("cjk-latin-iri-unaffected", "http://a.example/caf\u{e9}/\u{6771}\u{4eac}", &["bare http://a.example/caf\u{e9}/\u{6771}\u{4eac}"]),
    ("cjk-wrapped-not-cut", "<URL:http://a.example/docs\u{c5d0}\u{c11c}>", &["wrapped http://a.example/docs\u{c5d0}\u{c11c}"]),
    // A link destination runs to its `)`: CJK glued to ASCII in it is the
    // IRI (Snailclimb/JavaGuide@fd4c37ab8f58a3c5520535d401adaf1adf72ed85:
    // docs/distributed-system/distributed-id.md:119,
    // docs/cs-basics/network/osi-and-tcp-ip-model.md:36;
    // gyoogle/tech-interview-for-developer@7ce875279945284744160952ad39e951818034e7:
    // ETC/Git vs GitHub vs GitLab Flow.md:155).
    ("cjk-destination-glued-kept", "\u{50cf}\u{6ef4}\u{6ef4}\u{5f00}\u{6e90}\u{7684} [Tinyid](https://github.com/didi/tinyid/wiki/tinyid\u{539f}\u{7406}\u{4ecb}\u{7ecd}) \u{5c31}\u{662f}", &["bare https://github.com/didi/tinyid/wiki/tinyid\u{539f}\u{7406}\u{4ecb}\u{7ecd}"]),
    ("cjk-destination-image-kept", "![osi\u{4e03}\u{5c42}\u{6a21}\u{578b}2](https://oss.javaguide.cn/github/javaguide/osi\u{4e03}\u{5c42}\u{6a21}\u{578b}2.png)", &["bare https://oss.javaguide.cn/github/javaguide/osi\u{4e03}\u{5c42}\u{6a21}\u{578b}2.png"]),
    ("cjk-destination-hangul-kept", "- [\u{b9c1}\u{d06c}](https://medium.com/extales/git\u{c744}-\u{b2e4}\u{b8e8}\u{b294}-workflow-849d4e4104d9)", &["bare https://medium.com/extales/git\u{c744}-\u{b2e4}\u{b8e8}\u{b294}-workflow-849d4e4104d9"]),
    ("cjk-destination-unclosed-cuts", "[a](https://a.example/docs\u{c5d0}\u{c11c} \u{d655}\u{c778}", &["bare https://a.example/docs"]),
    ("cjk-parenthesised-not-destination-cuts", "(https://a.example/docs\u{c5d0}\u{c11c})", &["bare https://a.example/docs"]),
    // Ideographic punctuation inside `<…>` ends the URL; the rest is prose
    // (JavaGuide@fd4c37ab: docs/system-design/basis/unit-test.md:121,
    // docs/system-design/web-real-time-message-push.md:12,
    // docs/database/redis/redis-memory-fragmentation.md:35).
    ("cjk-angle-period-inside", "\u{6587}\u{7ae0}\u{ff1a}<https://www.baeldung.com/mockito-mock-static-methods\u{3002}>\n", &["angle https://www.baeldung.com/mockito-mock-static-methods"]),
    ("cjk-angle-comma-then-prose", "> \u{539f}\u{6587}\u{5730}\u{5740}\u{ff1a}<https://juejin.cn/post/7122014462181113887\u{ff0c}JavaGuide> \u{5bf9}\u{672c}\u{6587}", &["angle https://juejin.cn/post/7122014462181113887"]),
    ("cjk-angle-paren-colon-inside", "\u{ff08}\u{6e90}\u{7801}\u{5730}\u{5740}\u{ff1a}<https://github.com/antirez/redis-tools/blob/master/zmalloc.c\u{ff09}\u{ff1a}>", &["angle https://github.com/antirez/redis-tools/blob/master/zmalloc.c"]),
    ("cjk-angle-han-host-kept", "URL <http://IP\u{5730}\u{5740}/info.php>\u{3002}", &["angle http://IP\u{5730}\u{5740}/info.php"]),
    ("cjk-angle-middle-dot-kept", "<https://ja.wikipedia.org/wiki/\u{30dc}\u{30d6}\u{30fb}\u{30c7}\u{30a3}\u{30e9}\u{30f3}>", &["angle https://ja.wikipedia.org/wiki/\u{30dc}\u{30d6}\u{30fb}\u{30c7}\u{30a3}\u{30e9}\u{30f3}"]),
    // A segment after `/` that starts as prose does (SPEC §1.8.1's
    // particles, with the verb a reader is sent to), and names that start
    // with a particle's syllable.
    ("cjk-japanese-access-after-slash", "\u{30d6}\u{30e9}\u{30a6}\u{30b6}\u{3067}http://localhost:3000/\u{306b}\u{30a2}\u{30af}\u{30bb}\u{30b9}\u{3057}\u{307e}\u{3059}\u{3002}", &["bare http://localhost:3000/"]),
    ("cjk-japanese-wo-after-slash", "https://jsprimer.net/basic/\u{3092}\u{3054}\u{89a7}\u{304f}\u{3060}\u{3055}\u{3044}", &["bare https://jsprimer.net/basic/"]),
    ("cjk-korean-compound-particle", "https://travis-ci.org/\u{c5d0}\u{c11c}\u{b3c4} \u{d655}\u{c778}", &["bare https://travis-ci.org/"]),
    ("cjk-korean-name-starting-like-particle-kept", "https://ko.wikipedia.org/wiki/\u{c774}\u{c21c}\u{c2e0} https://ko.wikipedia.org/wiki/\u{c744}\u{c9c0}\u{b85c}", &["bare https://ko.wikipedia.org/wiki/\u{c774}\u{c21c}\u{c2e0}", "bare https://ko.wikipedia.org/wiki/\u{c744}\u{c9c0}\u{b85c}"]),
    ("cjk-japanese-name-starting-like-particle-kept", "https://ja.wikipedia.org/wiki/\u{306f}\u{3084}\u{3076}\u{3055} https://ja.wikipedia.org/wiki/\u{6771}\u{4eac}\u{306e}\u{6b74}\u{53f2}", &["bare https://ja.wikipedia.org/wiki/\u{306f}\u{3084}\u{3076}\u{3055}", "bare https://ja.wikipedia.org/wiki/\u{6771}\u{4eac}\u{306e}\u{6b74}\u{53f2}"]),
    // A word glued to ASCII and followed by `/` and more path is a path
    // segment (LCTT/TranslateProject@4948360714403ebcefc3abff80dcc69ad706bf5d:
    // published/202212/20221122.2 …Rust calls to C library functions.md:289,
    // published/201401/How to install and configure Nagios on Linux.md:329).
    ("cjk-glued-word-then-path-kept", "[4]: https://baike.baidu.com/item/UNIX\u{65f6}\u{95f4}/8932323\n", &["bare https://baike.baidu.com/item/UNIX\u{65f6}\u{95f4}/8932323"]),
    ("cjk-placeholder-host-then-path-kept", "\u{6253}\u{5f00} http://IP\u{5730}\u{5740}/nagios3 \u{7f51}\u{9875}", &["bare http://IP\u{5730}\u{5740}/nagios3"]),
    ("cjk-glued-word-then-slash-only-cuts", "https://a.example/docs\u{c5d0}\u{c11c}/ https://a.example/api\u{c5d0}\u{c11c} /v2", &["bare https://a.example/docs", "bare https://a.example/api"]),
    ("grapheme-zwnj-inside-word-kept", "https://fa.wikipedia.org/wiki/\u{645}\u{6cc}\u{200c}\u{62e}\u{648}\u{627}\u{647}\u{645} x", &["bare https://fa.wikipedia.org/wiki/\u{645}\u{6cc}\u{200c}\u{62e}\u{648}\u{627}\u{647}\u{645}"]),
    // U+200B between two ASCII URL characters shows nothing: read through
    // (SPEC §1.5; Springer's PDFs put one every few characters, the
    // `typeset` module). Before a space or another script it ends the URL.
    ("grapheme-zwsp-inside-read-through", "http://a.example/x\u{200b}y", &["bare http://a.example/xy"]),
    ("grapheme-zwsp-ends", "http://a.example/x\u{200b} y http://b.example/z\u{200b}\u{e01}", &["bare http://a.example/x", "bare http://b.example/z"]),
];

#[rustfmt::skip]
const LIGHTWEIGHT: &[(&str, &str, &[&str])] = &[
    // AsciiDoc `URL[text]` (asciidoc.rs). asciidoctor/asciidoctor
    // CHANGELOG.adoc:606, README-zh_CN.adoc:196, data/reference/syntax.adoc:86
    // and :179, docs/modules/tooling/pages/index.adoc:23, README-de.adoc:425.
    ("adoc-text-with-space", "Also see https://github.com/asciidoctor/asciidoctor/milestone/33?closed=1[issues resolved in 2.0.x] (cumulative).", &["bare https://github.com/asciidoctor/asciidoctor/milestone/33?closed=1"]),
    ("adoc-text-cjk", "如果你的电脑上没有 Homebrew，先 https://brew.sh[安装] 它。", &["bare https://brew.sh"]),
    ("adoc-mailto-text", "mailto:hello@example.org[Email to say hello!]", &["bare mailto:hello@example.org"]),
    ("adoc-empty-text", " include::https://example.org/installation.adoc[]", &["bare https://example.org/installation.adoc"]),
    ("adoc-one-word-texts", "including https://github.com/[GitHub], https://about.gitlab.com/[GitLab], and", &["bare https://github.com/", "bare https://about.gitlab.com/"]),
    ("adoc-text-after-query-value", "Follow https://twitter.com/asciidoctor[@asciidoctor] or the https://twitter.com/search?f=tweets&q=%23asciidoctor[#asciidoctor] hashtag", &["bare https://twitter.com/asciidoctor", "bare https://twitter.com/search?f=tweets&q=%23asciidoctor"]),
    // An AsciiDoc header's author line: README.adoc:2.
    ("adoc-author-line-angle", "Dan Allen <https://github.com/mojavelinux[@mojavelinux]>; Sarah White", &["angle https://github.com/mojavelinux"]),
    // Brackets a URL keeps: lazr.uri's docs (python3-lazr.uri index.rst:129),
    // awscli examples (emr/create-cluster-examples.rst:432,
    // cognito-idp/list-user-import-jobs.rst:23), wget.info:167.
    ("adoc-neg-group-then-fragment", "  ...  * http://somewhere.in/time?track=[02]#wasted-years", &["bare http://somewhere.in/time?track=[02]#wasted-years"]),
    ("adoc-neg-value-list", "Path=s3://amzn-s3-demo-bucket/myscript1,Name=BootstrapAction1,Args=[arg1,arg2] Path", &["bare s3://amzn-s3-demo-bucket/myscript1,Name=BootstrapAction1,Args=[arg1,arg2]"]),
    ("adoc-neg-final-value", "\"https://h.s3.amazonaws.com/i?X-Amz-Security-Token=[token]&X-Amz-Signature=[signature]\",", &["bare https://h.s3.amazonaws.com/i?X-Amz-Security-Token=[token]&X-Amz-Signature=[signature]"]),
    ("adoc-neg-grammar-port", "     http://host[:port]/directory/file", &["bare http://host[:port]/directory/file"]),
    ("adoc-neg-ipv6", "<http://[::1]> and http://[::1]", &["angle http://[::1]", "bare http://[::1]"]),
    ("adoc-neg-org-link", "[[https://orgmode.org][Org]] and [[https://orgmode.org/worg/]]", &["bare https://orgmode.org", "bare https://orgmode.org/worg/"]),
    // Org-mode `=verbatim=` (markdown.rs): bzg/org-mode doc/org-manual.org
    // :3421 and :22260; a `=` after a letter opens nothing (:3786 keeps its
    // final `=` inside quotes).
    ("org-verbatim-table", "| http       | =http://orgmode.org/=                                              |", &["bare http://orgmode.org/"]),
    ("org-verbatim-prose", "Suppose you maintain an online store located at =https://example.com/=.", &["bare https://example.com/"]),
    ("org-code-tilde", "see ~https://orgmode.org/worg/~ for", &["bare https://orgmode.org/worg/"]),
    ("org-neg-assignment", "--url=https://h.example/?id= and (\"bugzilla\" . \"https://10.1.2.9/bugzilla/show_bug.cgi?id=\")", &["bare https://h.example/?id=", "bare https://10.1.2.9/bugzilla/show_bug.cgi?id="]),
    // Texinfo's `@uref{URL,TEXT}` (texinfo.rs): jgm/pandoc
    // test/writer.texinfo:738 and :899; a comma elsewhere stays.
    ("texinfo-uref-text", "``@uref{http://example.com/?foo=1&bar=2,quoted link}''.", &["bare http://example.com/?foo=1&bar=2"]),
    ("texinfo-uref-mailto-at-escape", "@uref{mailto:nobody@@nowhere.net,Email link}", &["bare mailto:nobody@nowhere.net"]),
    ("texinfo-neg-comma-outside", "see s3://b/myscript1,Name=B1 and (http://a.example/x,y)", &["bare s3://b/myscript1,Name=B1", "bare http://a.example/x,y"]),
    // A `]` closing no `[` of the URL ends it (markdown.rs): pandoc's
    // test/textile-reader.textile:184, test/jira-reader.jira:150.
    ("bracket-textile-link", "A link[\"with brackets\":http://www.example.com]and no spaces.", &["bare http://www.example.com"]),
    ("bracket-jira-link", "An _[emphasized link|https://my.example/url]_.", &["bare https://my.example/url"]),
    // A `key = value` line under a URL is no tail of it (token.rs):
    // git/git Documentation/technical/bundle-uri.adoc:174; a cut URL
    // still takes a tail with no ` = ` after it.
    ("assignment-line-not-joined", "\t\turi = https://bundles.example.com/git/git/2022-02-09-1644442601-daily.bundle\n\t\tcreationToken = 1644442601\n", &["bare https://bundles.example.com/git/git/2022-02-09-1644442601-daily.bundle"]),
    ("assignment-neg-cut-query-joined", "\t\turi = https://bundles.example.com/git/git/list?token=\n\t\tabc123&x=1\n", &["bare https://bundles.example.com/git/git/list?token=abc123&x=1 [joined]"]),
    // An org keyword line is no fragment (words.rs): org-manual.org:12086.
    ("org-keyword-not-joined", "[fn:50] The link is: https://orgmode.org\n#+end_example", &["bare https://orgmode.org"]),
];

#[rustfmt::skip]
const SCHEMES: &[(&str, &str, &[&str])] = &[
    // §1.8.2: the schemes people write in text today, with admission rules.
    ("scheme-ssh-ipv6", "e.g. ssh://user@[2001:db8::1]:22/repo.git\n", &["bare ssh://user@[2001:db8::1]:22/repo.git"]),
    // Version control compounds: pip's requirement files, Debian's Vcs-* fields.
    ("scheme-compound-vcs", "pip install git+https://github.com/pypa/pip.git@main#egg=pip\nVcs-Svn: svn+ssh://svn.debian.org/svn/pkg/trunk\n", &["bare git+https://github.com/pypa/pip.git@main#egg=pip", "bare svn+ssh://svn.debian.org/svn/pkg/trunk"]),
    ("scheme-compound-angle", "clone <git+ssh://git@example.org/repo.git> now", &["angle git+ssh://git@example.org/repo.git"]),
    ("scheme-compound-not", "C+http://x.example/ a+http://y.example/ foo+bar://z.example git+mailto:a@b.example git+ssh: host", &[]),
    ("scheme-git-plus", "\"git://git.gnome.org/gtk+\".", &["bare git://git.gnome.org/gtk+"]),
    ("scheme-irc-angle", "=item L<irc://chat.freenode.org/#perl.tw>", &["angle irc://chat.freenode.org/#perl.tw"]),
    ("scheme-rsync", "rsync -rL rsync://rsync.kernel.org/pub/scm/git/git.git/ .git", &["bare rsync://rsync.kernel.org/pub/scm/git/git.git/"]),
    ("scheme-s3", "aws s3 cp ./rebar3 s3://rebar3-nightly", &["bare s3://rebar3-nightly"]),
    ("scheme-sftp-tftp", "sftp://pi@10.0.0.11/home/pi or tftp://boot.example/pxelinux.0", &["bare sftp://pi@10.0.0.11/home/pi", "bare tftp://boot.example/pxelinux.0"]),
    ("scheme-ws-wss", "\"ws://echo.websocket.org/\" \"wss://echo.websocket.org/\"", &["bare ws://echo.websocket.org/", "bare wss://echo.websocket.org/"]),
    ("scheme-rtsp-rtmp", "rtsp://media.example.com:554/twister rtmp://live.example/app", &["bare rtsp://media.example.com:554/twister", "bare rtmp://live.example/app"]),
    ("scheme-smb-svn-ldaps-ircs", "smb://server/share svn://svn.example/r ldaps://ldap.example/o=x ircs://irc.example/#c", &["bare smb://server/share", "bare svn://svn.example/r", "bare ldaps://ldap.example/o=x", "bare ircs://irc.example/#c"]),
    ("scheme-magnet-one-match", "aria2c 'magnet:?xt=urn:btih:248D0A1CD08284299DE78D5C1ED359BB46717D8C'", &["bare magnet:?xt=urn:btih:248D0A1CD08284299DE78D5C1ED359BB46717D8C"]),
    ("scheme-magnet-needs-query", "magnet: links and magnet:xt", &[]),
    ("scheme-sip", "INVITE sip:97226491335@213.137.69.38 SIP/2.0", &["bare sip:97226491335@213.137.69.38"]),
    ("scheme-sip-angle", "From: <sip:12345678@213.137.67.67>;tag=216ae97f", &["angle sip:12345678@213.137.67.67"]),
    ("scheme-sip-needs-at", "sip:alice and sips:bob, xmpp:romeo", &[]),
    ("scheme-xmpp", "xmpp:romeo@montague.example?message", &["bare xmpp:romeo@montague.example?message"]),
    ("scheme-tel", "tel:+1-201-555-0123: This URI", &["bare tel:+1-201-555-0123"]),
    ("scheme-tel-local", "tel:7042;phone-context=example.com: The URI", &["bare tel:7042;phone-context=example.com"]),
    ("scheme-tel-spaced-number-is-prose", "Australia.  (24hrs) Tel:+61 2 9966 1995", &[]),
    ("scheme-tel-needs-digit", "Call us (tel: +1 555 0100) or tel:office", &[]),
    ("scheme-ssh-prose", "ssh: connect to host git.example.org port 22: Connection refused", &[]),
    ("scheme-data", "data:,A%20brief%20note and data:text/plain;charset=iso-8859-7,%be%fg%be", &["bare data:,A%20brief%20note", "bare data:text/plain;charset=iso-8859-7,%be%fg%be"]),
    ("scheme-data-needs-comma", "see the data: section below, data:application/x", &[]),
    // libc's and zmij's sources: a Rust path `Data::` is no media type (RFC 2397).
    ("scheme-data-needs-media-type", "    hundred: Data::splat32(100),\n    data:x,y and let v = Data::pair(1,2);", &[]),
    ("scheme-data-parameters-only", "data:;base64,SGVsbG8= and let u = \"data:text/plain,Stuff\";", &["bare data:;base64,SGVsbG8=", "bare data:text/plain,Stuff"]),
    ("scheme-git-needs-host", "the git:// protocol", &[]),
    ("scheme-after-unknown-prefix", "dav:http://a.example/x", &["bare http://a.example/x"]),
    ("scheme-any-case-new", "S3://BUCKET/key", &["bare S3://BUCKET/key"]),
    // `scheme::` is a path in code (Perl's POD, C++, Rust), in any form.
    ("scheme-double-colon-angle", "use C<HTTP::Tiny::can_ssl()> or L<HTTP::Request/\"EXAMPLES\">", &[]),
    ("scheme-double-colon-bare", "my $ua = HTTP::Tiny->new; # see http://a.example/tiny", &["bare http://a.example/tiny"]),
];

#[rustfmt::skip]
const OBSCURED: &[(&str, &str, &[&str])] = &[
    // A mail archive's ` at ` for `@` (markup/obscured.rs). imagej/pipermail
    // @e1ba8566b04f736fe4e2ef06b8cea2a97ef36897: imagej-devel/2009-December.txt:392-393,
    // 2013-January.txt:1684-1685 (the wrapper cut after `mailto:`),
    // 2013-June.txt:6704 (a Git prompt's user name); the shared corpus's
    // mail/twisted-pipermail/twisted-python_2004-July.txt.gz:1047-1048.
    ("obscured-pipermail-bracketed", "From: Curtis Rueden [mailto:ctrueden at wisc.edu]\nTo: ImageJ Interest Group [mailto:IMAGEJ at list.nih.gov]\n", &["bare mailto:ctrueden@wisc.edu", "bare mailto:IMAGEJ@list.nih.gov"]),
    ("obscured-pipermail-angle-broken-quoted", "> From: <Mohler>, William <WMohler at NEURON.UCHC.EDU<mailto:\n> WMohler at NEURON.UCHC.EDU>>\n", &["angle mailto:WMohler@NEURON.UCHC.EDU"]),
    ("obscured-pipermail-git-user", "Password for 'https://ad1054 at github.com': \n", &["bare https://ad1054@github.com"]),
    ("obscured-twisted-signature", "  mailto:sam at couter.dropbear.id.au\n  mailto:eddie at debian.org\n", &["bare mailto:sam@couter.dropbear.id.au", "bare mailto:eddie@debian.org"]),
    // Negatives: no address follows, or the URL before ` at ` has a host
    // of its own, or the spacing is not the archive's.
    ("obscured-neg-no-domain", "Open http://localhost at port 8080 or http://server at e.g. work.\n", &["bare http://localhost", "bare http://server"]),
    ("obscured-neg-host-before", "Get it from http://www.example.com at example.org's mirror.\n", &["bare http://www.example.com"]),
    ("obscured-neg-spacing", "mailto:list  at example.org and mailto:list At example.org\n", &[]),
    ("obscured-neg-address-given", "mailto:a@b.example at example.org\n", &["bare mailto:a@b.example"]),
];

#[test]
fn markup_and_script_rows() {
    let n = ESCAPES.len() + ENTITIES.len() + MARKDOWN.len() + CJK.len() + SCHEMES.len();
    assert!(n >= 60, "{n} rows");
    for rows in [
        ESCAPES,
        ENTITIES,
        MARKDOWN,
        CJK,
        LIGHTWEIGHT,
        SCHEMES,
        OBSCURED,
    ] {
        check_rows(rows);
    }
}

/// When a rule removes bytes, the URL is a copy while the span and `raw`
/// stay the input as written.
#[test]
fn decoded_url_is_owned_and_raw_is_the_input() {
    let text = "see http://a.example/x\\_y&amp;z here";
    let m = Extractor::new().find_iter(text).next().unwrap();
    assert_eq!(m.url(), "http://a.example/x_y&z");
    assert!(matches!(m.url_cow(), Cow::Owned(_)));
    assert_eq!((m.start(), m.end()), (4, 31));
    assert_eq!(m.raw(), &text.as_bytes()[4..31]);

    let plain = "see http://a.example/x here";
    let m = Extractor::new().find_iter(plain).next().unwrap();
    assert!(matches!(m.url_cow(), Cow::Borrowed(_)));

    let wrapped = "at &lt;URL:http://a.example/x&gt; now";
    let m = Extractor::new().find_iter(wrapped).next().unwrap();
    assert_eq!((m.kind(), m.start(), m.end()), (Kind::Wrapped, 3, 33));
    assert_eq!(m.raw(), b"&lt;URL:http://a.example/x&gt;");

    let link = "[http://a.example/](http://a.example/) x";
    let m = Extractor::new().find_iter(link).next().unwrap();
    assert_eq!((m.start(), m.end(), m.url()), (1, 38, "http://a.example/"));
    assert_eq!(m.raw(), b"http://a.example/](http://a.example/)");
}
