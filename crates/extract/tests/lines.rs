//! One named row per rule of SPEC §1.6 (line prefixes, page breaks,
//! broken bare URLs), negatives included; the row format is in
//! `common/mod.rs`. Each expected answer is what a reader takes from the
//! text on the screen.

mod common;

use common::{check_rows, show};
use proptest::prelude::*;
use urlgrep_extract::Extractor;

const PAGE: &str = "\n\n\nDoe                     Informational                   [Page 3]\n\x0c\nRFC 9999                 Widget Locators                May 1999\n\n\n";
/// An RFC page footer and header, then a line of a GNU ChangeLog.
const PAGE_TO_TESTS: &str = "\nDoe                     Informational                   [Page 3]\n\x0c\nRFC 9999                 Widget Locators                May 1999\n\n\n\ttests/gpgscm/x.c: Dynamically allocate string buffer.\n";
/// The `data:` URL of URI::data's POD (`/usr/share/perl5/URI/data.pm`),
/// its continuation lines indented two more, and the URL it spells.
const DATA: &str = "data:image/gif;base64,R0lGODdhIAAgAIAAAAAAAPj8+CwAAAAAI\n    AAgAAAClYyPqcu9AJyCjtIKc5w5xP14xgeO2tlY3nWcajmZZdeJcG\n    Kxrmimms1KMTa1Wg8UROx4MNUq1HrycMjHT9b6xKxaFLM6VRKzI+p\n    KS9XtXpcbdun6uWVxJXA8pNPkdkkxhxc21LZHFOgD2KMoQXa2KMWI\n    JtnE2KizVUkYJVZZ1nczBxXlFopZBtoJ2diXGdNUymmJdFMAADs=";
const DATA_URL: &str = "data:image/gif;base64,R0lGODdhIAAgAIAAAAAAAPj8+CwAAAAAIAAgAAAClYyPqcu9AJyCjtIKc5w5xP14xgeO2tlY3nWcajmZZdeJcGKxrmimms1KMTa1Wg8UROx4MNUq1HrycMjHT9b6xKxaFLM6VRKzI+pKS9XtXpcbdun6uWVxJXA8pNPkdkkxhxc21LZHFOgD2KMoQXa2KMWIJtnE2KizVUkYJVZZ1nczBxXlFopZBtoJ2diXGdNUymmJdFMAADs=";
const WIDE: &str = "http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/";

fn rows() -> Vec<(&'static str, String, Vec<String>)> {
    let r = |n: &'static str, i: &str, w: &[&str]| {
        (n, i.to_string(), w.iter().map(|s| s.to_string()).collect())
    };
    vec![
        // §1.6.1 line prefixes: each marker on a continued bare URL.
        // A typesetter's hyphenation (U+2010) glued to a URL at a line end:
        // `man curl` (curl 7.88, groff 1.22, MANWIDTH=72); the word goes on.
        // `man tc-netem` (iproute2 6.1, groff 1.22): groff broke the host at its own hyphen.
        // A line wider than any fill column that no line around comes near
        // was not filled: pyenv's python-build log (pip 22.0.4), 221
        // columns ending in a URL, then a path of its own (under `/tmp/`,
        // a root directory: `join::records`, not even an alternative).
        r("nojoin-long-line-alone", "Successfully installed pip-22.0.4 setuptools-47.1.0\nWARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv\n/tmp/python-build.20260509073117.198 /\n/\n", &["bare https://pip.pypa.io/warnings/venv"]),
        // The same width, but the URL cut after its directory's `/` and a
        // file name after it: joined on that evidence alone
        // (erlang-questions, September 2008, "mnesia introduction").
        r("join-long-line-cut-after-slash", "\nProbably you are not doing anything wrong. From mnesia introduction (http://www.erlang.org/doc/apps/mnesia/\nMnesia_chap1.html#1),\nit design goals are:\n", &["bare http://www.erlang.org/doc/apps/mnesia/Mnesia_chap1.html#1 [joined]"]),
        r("join-host-label-hyphen", "           Development  Lab,  April  2005  (http://devresources.linux-\n           foundation.org/shemminger/netem/LCA2005_paper.pdf)\n", &["bare http://devresources.linux-foundation.org/shemminger/netem/LCA2005_paper.pdf [hyphen,joined] alt=http://devresources.linuxfoundation.org/shemminger/netem/LCA2005_paper.pdf"]),
        r("nojoin-host-hyphen-then-capital", "http://www.example-\nSE-112 Stockholm\n", &["bare http://www.example-"]),
        r("nojoin-host-hyphen-then-word", "http://www.example-\nfoundation and more\n", &["bare http://www.example-"]),
        r("hyphenation-man-page", "              More   information  about  Linux  VRF:  https://www.ker\u{2010}\n              nel.org/doc/Documentation/networking/vrf.txt\n", &["bare https://www.kernel.org/doc/Documentation/networking/vrf.txt [joined]"]),
        r("hyphenation-twice", "  (https://tools.ietf.org/html/draft-ietf-oauth-json-web-to\u{2010}\n  ken-32#sec\u{2010}\n  tion-4.1.3) will be accepted.\n", &["bare https://tools.ietf.org/html/draft-ietf-oauth-json-web-token-32#section-4.1.3 [joined]"]),
        r("hyphenation-soft-hyphen", "see https://www.exam\u{ad}\nple.org/x today\n", &["bare https://www.example.org/x [joined]"]),
        r("nohyphenation-after-space", "see https://a.example/x \u{2010}\nnext line\n", &["bare https://a.example/x"]),
        r("nohyphenation-blank-line", "see https://a.example/y\u{2010}\n\nnext paragraph\n", &["bare https://a.example/y"]),
        r("nohyphenation-other-block", "> see https://a.example/z\u{2010}\nreply text\n", &["bare https://a.example/z"]),
        // A C block's opening `/*` goes on as ` * `; a diff's `+`/`-` before a comment marker.
        r("prefix-c-block-opening", "/* See the datasheet at http://www.example.com/products/datasheets/\n *   chip-1234-rev2.pdf for the register map. */\n", &["bare http://www.example.com/products/datasheets/chip-1234-rev2.pdf [joined]"]),
        r("prefix-diff-added-comment", "+/*\n+ * See the datasheet at http://www.example.com/products/datasheets/\n+ *   chip-1234-rev2.pdf for the register map.\n+ */\n", &["bare http://www.example.com/products/datasheets/chip-1234-rev2.pdf [joined]"]),
        r("prefix-quoted-diff-opening", "> +/* See http://www.example.com/products/datasheets/\n> + *   chip-1234-rev2.pdf for details\n", &["bare http://www.example.com/products/datasheets/chip-1234-rev2.pdf [joined]"]),
        r("prefix-diff-removed-slashes", "-// http://old.example.com/docs/\n-//   page.html\n", &["bare http://old.example.com/docs/page.html [joined]"]),
        r("noprefix-c-block-closed", "/* http://a.example/docs/\n */\nint x;\n", &["bare http://a.example/docs/"]),
        r("noprefix-c-block-tag", "/** http://b.example/x/\n * @param y\n */\n", &["bare http://b.example/x/"]),
        // /usr/include/brotli/port.h (brotli 1.0.9), lines 12-13: prose goes on.
        r("noprefix-c-block-prose", "/* The following macros were borrowed from https://github.com/nemequ/hedley\n * with permission of original author - Evan Nemerson <evan@nemerson.com> */\n", &["bare https://github.com/nemequ/hedley"]),
        r("noprefix-list-dash", "- http://a.example/docs/\n- install.html\n", &["bare http://a.example/docs/"]),
        r("noprefix-list-plus", "+ http://a.example/x/\n+ y.html\n", &["bare http://a.example/x/"]),
        r("noprefix-diff-sign-changes", "-// http://old.example.com/docs/\n+//   page.html\n", &["bare http://old.example.com/docs/"]),
        // zlib 1.2.13 FAQ, lines 20-24: a ` * ` list under a line of text is bulleted.
        r("noprefix-star-list-under-text", " 3. Where can I get a Visual Basic interface to zlib?\n\n    See\n        * http://marknelson.us/1997/01/01/zlib-engine/\n        * win32/DLL_FAQ.txt in the zlib distribution\n", &["bare http://marknelson.us/1997/01/01/zlib-engine/"]),
        r("prefix-star-under-comment-text", "    /*\n     * The protocol is described at http://www.example.com/specs/\n     * protocol-v2.html and in the README.\n     */\n", &["bare http://www.example.com/specs/protocol-v2.html [joined]"]),
        // libmpfr6 changelog: "i.e." after a URL is prose, whatever the widths.
        r("nojoin-abbreviation", "\tUpdated the copyright notices according to the new GNU rules on:\n\t  https://www.gnu.org/prep/maintain/maintain.html#Copyright-Notices\n\ti.e. added 2006 to every MPFR file.\n", &["bare https://www.gnu.org/prep/maintain/maintain.html#Copyright-Notices"]),
        r("prefix-hash", "# See http://a.example/docs/\n#   install-guide.html\n", &["bare http://a.example/docs/install-guide.html [joined]"]),
        r("prefix-slashslash", "// http://a.example/api/v2/\n// reference/index.html\n", &["bare http://a.example/api/v2/reference/index.html [joined]"]),
        r("prefix-dashdash", "-- http://a.example/src/\n--   lib/main.lua\n", &["bare http://a.example/src/lib/main.lua [joined]"]),
        r("prefix-semicolons", ";; http://a.example/el/\n;;   pkg-1.2.el\n", &["bare http://a.example/el/pkg-1.2.el [joined]"]),
        r("prefix-percent", "% http://a.example/tex/\n%   macros.sty\n", &["bare http://a.example/tex/macros.sty [joined]"]),
        r("prefix-vim-quote", "\" http://a.example/vim/\n\"   plugin.vim\n", &["bare http://a.example/vim/plugin.vim [joined]"]),
        r("prefix-rem", "REM http://a.example/bat/\nREM   setup.cmd\n", &["bare http://a.example/bat/setup.cmd [joined]"]),
        r("prefix-pipe", "| http://a.example/faq/\n| part-2.html\n", &["bare http://a.example/faq/part-2.html [joined]"]),
        r("prefix-supercite", "JS> http://a.example/pub/\nJS> file-1.0.tar.gz\n", &["bare http://a.example/pub/file-1.0.tar.gz [joined]"]),
        r("prefix-quote-depth-3", ">>> http://a.example/list/\n>>> archive-2001.txt\n", &["bare http://a.example/list/archive-2001.txt [joined]"]),
        r("prefix-c-block", "/*\n * http://a.example/mod/\n *   mod_ssl.c\n */\n", &["bare http://a.example/mod/mod_ssl.c [joined]"]),
        r("prefix-hash-in-fragment-is-no-marker", "> > http://a.example/x/Detector.java\n> > #L10\n", &["bare http://a.example/x/Detector.java#L10 [joined]"]),
        // Gutters, with their evidence (a number equal or one more).
        r("prefix-gutter-dot", "  10. # http://a.example/ref/\n  11. #   impl.c\n", &["bare http://a.example/ref/impl.c [joined]"]),
        r("prefix-gutter-colon", "10: http://a.example/ref/\n11:   impl.c\n", &["bare http://a.example/ref/impl.c [joined]"]),
        r("prefix-gutter-tab", "     5\t# http://a.example/doc/\n     6\t#   notes.txt\n", &["bare http://a.example/doc/notes.txt [joined]"]),
        r("prefix-gutter-continued", "7: # http://a.example/long/pa\n7(continued): th/file.txt and more\n", &["bare http://a.example/long/path/file.txt [joined]"]),
        // grep -n's match and context lines (`12:`, `13-` glued to a
        // comment marker), bat's `│` column (marks.rs).
        r("prefix-gutter-grep-match-context", "12:# Mirror list: https://mirrors.example.org/pub/linux/distribution/releases/\n13-#   2024.04/iso/SHA256SUMS\n", &["bare https://mirrors.example.org/pub/linux/distribution/releases/2024.04/iso/SHA256SUMS [joined]"]),
        r("prefix-gutter-grep-indented-code", "40:    // Spec: https://www.example.org/specs/container-format/\n41-    //   v2/index.html#header\n", &["bare https://www.example.org/specs/container-format/v2/index.html#header [joined]"]),
        r("prefix-gutter-grep-named", "src/net/sock.c:40:    /* See https://www.example.org/specs/container-format/\nsrc/net/sock.c-41-     *   v2/index.html#header */\n", &["bare https://www.example.org/specs/container-format/v2/index.html#header [joined]"]),
        r("prefix-gutter-bat", "  12 \u{2502} # Mirror list: https://mirrors.example.org/pub/linux/distribution/releases/\n  13 \u{2502} #   2024.04/iso/SHA256SUMS\n", &["bare https://mirrors.example.org/pub/linux/distribution/releases/2024.04/iso/SHA256SUMS [joined]"]),
        r("prefix-list-number-not-repeated", "1. See http://a.example/very/long/\n   path/file.html\n", &["bare http://a.example/very/long/path/file.html [joined]"]),
        r("prefix-bullet-not-repeated", "* http://a.example/docs/\n  guide.html\n", &["bare http://a.example/docs/guide.html [joined]"]),
        // Negatives: a shape the next line does not share.
        r("prefix-gutter-not-counting", " 5 http://a.example/img/\n 9 logo.png\n", &["bare http://a.example/img/"]),
        // A number glued to a letter is a name, not grep's gutter: this
        // repository's testdata/mail/expected.tsv:39-40 (one row a file).
        r("prefix-neg-numbered-file-names", "22-mboxrd-from-angle-cnn.eml\tv03007804ae21e46c35ca@[207.67.246.99]\t0\tangle\thttp://cnn.com/US/9607/28/clinton.speech/index.html\n22-mboxrd-from-angle-cnn.eml\tv03007804ae21e46c35ca@[207.67.246.99]\t0\tangle\tmailto:mclow@mailhost2.csusm.edu\n23-crlf-stray-cr-nourl.eml\t9602122233.AA04770@bilbo.suite.com\t0\t-\t-\n", &["bare http://cnn.com/US/9607/28/clinton.speech/index.html", "bare mailto:mclow@mailhost2.csusm.edu"]),
        r("prefix-quote-shallower", "> > http://a.example/list/\n> archive-2001.txt\n", &["bare http://a.example/list/"]),
        r("prefix-marker-missing", "# http://a.example/docs/\nindex.html is the start\n", &["bare http://a.example/docs/"]),
        r("prefix-marker-new", "http://a.example/docs/\n# install-guide.html\n", &["bare http://a.example/docs/"]),
        r("prefix-comment-closer", " * http://a.example/x/\n */\n", &["bare http://a.example/x/"]),
        r("prefix-marker-doubled", "# http://a.example/docs/\n## install.html\n", &["bare http://a.example/docs/"]),
        // Prefixes inside wrappers.
        r("prefix-wrapped-hash", "# <URL:ftp://a.example/pub/\n#   file.txt>\n", &["wrapped ftp://a.example/pub/file.txt"]),
        r("prefix-angle-triple-slash", "/// <http://a.example/a/\n/// b.html>\n", &["angle http://a.example/a/b.html"]),
        r("prefix-wrapped-c-block", "/*\n * <URL:http://a.example/x/\n *   y.html>\n */", &["wrapped http://a.example/x/y.html"]),
        r("prefix-wrapped-gutter", "  3. <URL:http://a.example/\n  4. x.html>\n", &["wrapped http://a.example/x.html"]),
        r("prefix-wrapped-gutter-not-counting", "  3. <URL:http://a.example/\n  9. x.html>\n", &["wrapped http://a.example/9.x.html [inner-space]"]),
        r("prefix-wrapped-supercite", "C>> <URL:ftp://a.example/pub/\nC>>  patch.diff>\n", &["wrapped ftp://a.example/pub/patch.diff"]),
        // §1.6.2 page breaks.
        r("page-wrapped", &format!("<URL:http://a.example/a/{PAGE}   b.html>\n"), &["wrapped http://a.example/a/b.html"]),
        r("page-angle-no-form-feed", "<http://a.example/a/\n\nDoe   Expires May 1999   [Page 3]\n\nInternet-Draft   Widget   November 1998\n\n   b.html>", &["angle http://a.example/a/b.html"]),
        r("page-bare-scheme-only", &format!("see http://{PAGE}   a.example/b.html\n"), &["bare http://a.example/b.html [joined]"]),
        r("page-bare-structured", &format!("   http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/{PAGE}   cc#dd-ee\n"), &["bare http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/cc#dd-ee [joined]"]),
        r("page-bare-prose", &format!("   http://a.example/a/{PAGE}   Then the server\n"), &["bare http://a.example/a/"]),
        r("page-bare-section-number", &format!("   ftp://a.example/iso-3166{PAGE}3.4  Media types\n"), &["bare ftp://a.example/iso-3166"]),
        r("page-footer-without-header", "<URL:http://a.example/a/\n\nDoe   Informational   [Page 3]\n\nb.html>", &["wrapped http://a.example/a/ [unterminated]"]),
        r("page-header-without-year", "<URL:http://a.example/a/\n\nDoe  Informational  [Page 3]\n\x0c\nRFC 9999   Title\n\nb.html>", &["wrapped http://a.example/a/ [unterminated]"]),
        r("page-blank-lines-only", "<URL:http://a.example/a/\n\n\nb.html>", &["wrapped http://a.example/a/ [unterminated]"]),
        // §1.6.3 broken bare URLs: U visibly incomplete.
        r("join-scheme-only", "Read http://\na.example/x.html now", &["bare http://a.example/x.html [joined]"]),
        r("join-hyphen", "http://a.example/long-\nname.html", &["bare http://a.example/long-name.html [hyphen,joined] alt=http://a.example/longname.html"]),
        r("join-equals", "http://a.example/q?id=\n12345 is it", &["bare http://a.example/q?id=12345 [joined]"]),
        r("join-ampersand", "http://a.example/q?a=1&\nb=2\n", &["bare http://a.example/q?a=1&b=2 [joined]"]),
        r("join-underscore", "http://a.example/my_\nfile.txt\n", &["bare http://a.example/my_file.txt [joined]"]),
        r("join-cut-escape", "http://a.example/a%2\n0b\n", &["bare http://a.example/a%20b [joined]"]),
        // Joined, the runs would read a `printf` placeholder (`%x`) that
        // ends the URL on its first line: nothing was joined, and the URL
        // is its line's own reading, `%` kept (a proptest's case).
        r("nojoin-placeholder-across-break", "http://a.example/b%\nx y\n", &["bare http://a.example/b%"]),
        r("nojoin-placeholder-after-blank", "\u{e9}tel:+1% \nx.", &["bare tel:+1%"]),
        // Joined, the number goes on after a space: written for people,
        // no URL (`Admission::Tel`), judged as a whole, not cut back.
        r("join-refused-as-a-whole", "Call tel:+1-555-\n0100 2000\n", &[]),
        r("join-tel-number", "Call tel:+1-555-\n0100 x\n", &["bare tel:+1-555-0100 [hyphen,joined] alt=tel:+1-5550100"]),
        r("join-host-dot", "http://www.example.\norg/x\n", &["bare http://www.example.org/x [joined]"]),
        r("join-punctuation-after", "(http://\na.example/x.html).\n", &["bare http://a.example/x.html [joined]"]),
        r("nojoin-label-after-sentence", "   The issue was discovered in PHP, see https://bugs.php.net/64769.\n2013/10/21: [impl] remove unused variable. (regcomp.c)\n", &["bare https://bugs.php.net/64769"]),
        r("nojoin-diff-line-after-bug-number", "        See http://bugs.debian.org/cgi-bin/bugreport.cgi?bug=226974\n        -.BR POSIX2_FORT_RUN \" - \" _SC_2_FORT_DEV\n", &["bare http://bugs.debian.org/cgi-bin/bugreport.cgi?bug=226974"]),
        r("nojoin-closing-quote", "    SimpleScrapingLocator('https://pypi.org/simple/',\n                          timeout=3.0),\n", &["bare https://pypi.org/simple/"]),
        r("nojoin-section-number", "# as described in https://tools.ietf.org/html/draft-eaton-oauth-bodyhash-00#section-4.1.1\n# 4.1.1. When to include the body hash\n", &["bare https://tools.ietf.org/html/draft-eaton-oauth-bodyhash-00#section-4.1.1"]),
        r("nojoin-after-trailing-comment", "    ln10  = 2.3025850929940456840, // (0x1.24bb1bbb55516P+1) https://oeis.org/A002392\n    log2e = 1.4426950408889634074, // (0x1.71547652b82feP+0)\n", &["bare https://oeis.org/A002392"]),
        r("nojoin-trailing-comment-then-directive", "      using _Base::_M_u; // See https://bugs.llvm.org/show_bug.cgi?id=31852\n#endif\n", &["bare https://bugs.llvm.org/show_bug.cgi?id=31852"]),
        r("join-line-comment-prefix", "// See https://github.com/a-very-long-organisation-name/a-long-repository/blob/\n// main/src/lib.rs\n", &["bare https://github.com/a-very-long-organisation-name/a-long-repository/blob/main/src/lib.rs [joined]"]),
        // A man page's source: troff requests start lines.
        r("nojoin-troff-request", "for more details see:\nhttps://cloud.google.com/kubernetes\\-engine/docs/how\\-to/provisioningrequest\n.RE\n", &["bare https://cloud.google.com/kubernetes-engine/docs/how-to/provisioningrequest"]),
        r("nojoin-troff-fill", " curl --ftp-method singlecwd ftp://example.com/dir1/dir2/file\n.fi\n", &["bare ftp://example.com/dir1/dir2/file"]),
        r("nojoin-troff-comment-then-define", ".\\\" For PT_GNU_STACK, see http://www.airs.com/blog/archives/518\n#define PT_GNU_RELRO  0x6474e552\n", &["bare http://www.airs.com/blog/archives/518"]),
        r("nojoin-troff-url-request", "See\n.UR https://port70.net/~nsz/c/c11/n1570.html#7.21.6.2p10\nC11 7.21.6.2/10\n.UE .\n", &["bare https://port70.net/~nsz/c/c11/n1570.html#7.21.6.2p10"]),
        r("nojoin-preprocessor-directive", "see http://llvm.org/bugs/show_bug.cgi?id=13364\n#endif\n", &["bare http://llvm.org/bugs/show_bug.cgi?id=13364"]),
        r("nojoin-scheme-then-period", "\t* configure.ac (ACX_BUGURL): Use https://.\n\t* configure.com (COPY_TEXT): Likewise.\n", &[]),
        r("nojoin-bullet-in-comment", "  //  * Windows CP 951: Microsoft variant of Big5-HKSCS-2001. Seems to be never public. http://me.abelcheung.org/articles/research/what-is-cp951/\n  //  * Big5-2003 (Taiwan standard) almost superset of cp950.\n", &["bare http://me.abelcheung.org/articles/research/what-is-cp951/"]),
        r("join-block-comment-star", " * See http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/\n * more/path/index.html\n */\n", &["bare http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/more/path/index.html [joined]"]),
        r("nojoin-word-after-line-anchor", "      // https://github.com/web-platform-tests/wpt/blob/7b0ebaccc62b566a1965396e5be7bb2bc06f841f/FileAPI/url/resources/fetch-tests.js#L52-L56\n      // Buffer.resolveObjectURL does not ignore URL queries.\n", &["bare https://github.com/web-platform-tests/wpt/blob/7b0ebaccc62b566a1965396e5be7bb2bc06f841f/FileAPI/url/resources/fetch-tests.js#L52-L56"]),
        r("nojoin-changelog-bullet", "\t* doc/wish.1:\t\tBring doc and demos in line with\n\t* library/demos/hello:\thttps://wiki.tcl-lang.org/page/exec+magic\n\t* library/demos/rmt\n\t* library/demos/square\n", &["bare https://wiki.tcl-lang.org/page/exec+magic"]),
        r("join-tab-indented-block-comment", "\t * See http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/\n\t * more/path/index.html\n\t */\n", &["bare http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/more/path/index.html [joined]"]),
        r("nojoin-after-trailing-hash-comment", "cast_lossless = { level = \"allow\", priority = 1 } # suggested code has poor codegen with -C opt-level=0 https://godbolt.org/z/GzTxzbd9q\ncollapsible_match = { level = \"allow\", priority = 1 }\n", &["bare https://godbolt.org/z/GzTxzbd9q"]),
        r("join-hash-comment-prefix", "# See https://github.com/a-very-long-organisation-name/a-long-repository/blob/\n# main/src/lib.rs\n", &["bare https://github.com/a-very-long-organisation-name/a-long-repository/blob/main/src/lib.rs [joined]"]),
        r("join-issue-number-in-prose", "Fixed in issue #512, see https://github.com/a-very-long-organisation-name/repo/\nblob/main/src/lib.rs for it\n", &["bare https://github.com/a-very-long-organisation-name/repo/blob/main/src/lib.rs [joined]"]),
        r("join-scheme-only-dotless-host-path", "Read http://\nintranet/x.html now", &["bare http://intranet/x.html [joined]"]),
        r("nojoin-scheme-named-in-prose", "      Allow use of []-wrapped addresses in git://\n      Add xmallocz()\n", &[]),
        // A Debian copyright file (DEP-5): a field name under the Format URL.
        r("nojoin-field-name", "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: grep\nSource: https://www.gnu.org/software/grep/\nFiles-Excluded:\n tests/x.png\n", &["bare https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/", "bare https://www.gnu.org/software/grep/"]),
        r("join-hyphen-then-field-like-path", "http://a.example/release-\nnotes-2:x/y.html\n", &["bare http://a.example/release-notes-2:x/y.html [hyphen,joined] alt=http://a.example/releasenotes-2:x/y.html"]),
        // Cut inside a token at a wrap column.
        r("join-mid-token-wide", &format!("{WIDE}long\nname/index.html\n"), &[&format!("bare {WIDE}longname/index.html [joined]")]),
        r("join-hex-run", &format!("{WIDE}3b073b3a34fae55c6e8\nd558054\n"), &[&format!("bare {WIDE}3b073b3a34fae55c6e8d558054 [joined]")]),
        r("join-anchor-digits", &format!("{WIDE}file.c#L\n42\n"), &[&format!("bare {WIDE}file.c#L42 [joined]")]),
        r("join-three-lines", "http://a.example/cgi-bin/gitweb.cgi?p=fiji.git;a=blob;f=src/Auto_Thres\nhold/src/Threshold.java;h=d09e56d5671c91d367f3\n9607375bb0b40290f7e4;hb=refs/heads/master\n", &["bare http://a.example/cgi-bin/gitweb.cgi?p=fiji.git;a=blob;f=src/Auto_Threshold/src/Threshold.java;h=d09e56d5671c91d367f39607375bb0b40290f7e4;hb=refs/heads/master [joined]"]),
        r("join-then-prose", &format!("{WIDE}src/main/ja\nva/fiji/plugin (These are)\n"), &[&format!("bare {WIDE}src/main/java/fiji/plugin [joined]")]),
        r("join-ext-then-delimiter", &format!("x {WIDE}Detector.java\n#L123\n"), &[&format!("bare {WIDE}Detector.java#L123 [joined]")]),
        r("join-after-slash-not-fitting", "Get http://a.example/pub/\nwidget-2.1.tar.gz today\n", &["bare http://a.example/pub/widget-2.1.tar.gz [joined]"]),
        r("join-ldap-comma", "     ldap://h.example/o=Univ%20of%20M,\n            c=US?postalAddress\n", &["bare ldap://h.example/o=Univ%20of%20M,c=US?postalAddress [joined]"]),
        r("join-domain-after-dot", "http://v.example/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.\nexample.org, which", &["bare http://v.example/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org [joined]"]),
        r("join-crlf", "# http://a.example/docs/\r\n#   install.html\r\n", &["bare http://a.example/docs/install.html [joined]"]),
        // Not clear: the cut reading, the joined one as an alternative.
        r("alt-short-line-mid-token", "See http://a.example/very/long\n/path here.\n", &["bare http://a.example/very/long alt=http://a.example/very/long/path"]),
        r("alt-would-have-fitted", "Docs: http://a.example/docs/\nsrc/x.c is long enough to be the widest line of this text\n", &["bare http://a.example/docs/ alt=http://a.example/docs/src/x.c"]),
        r("nojoin-lower-case-word-at-wrap-column", &format!("{WIDE}document\nation of the format\n"), &[&format!("bare {WIDE}document")]),
        r("nojoin-numbered-step", "        // https://html.spec.whatwg.org/multipage/#parsing-html-fragments\n        // 5. Let root be a new html element with no attributes.\n        // 6. Append the element root to the Document node created above.\n", &["bare https://html.spec.whatwg.org/multipage/#parsing-html-fragments"]),
        r("alt-number-on-first-line", &format!("{WIDE}intracom\n 1 more\n"), &[&format!("bare {WIDE}intracom alt={WIDE}intracom1")]),
        // Never joined.
        r("nojoin-prose", "http://a.example/docs/\nand then\n", &["bare http://a.example/docs/"]),
        r("nojoin-digits-after-slash", "http://a.example/img/\n404 logo.png\n", &["bare http://a.example/img/"]),
        r("nojoin-digits-short-line", "see http://a.example/page\n2 more things\n", &["bare http://a.example/page"]),
        r("nojoin-sentence-after-file-name", "See http://a.example/index.html.\nNext/Prev links\n", &["bare http://a.example/index.html"]),
        r("nojoin-sentence-then-capital", "at http://a.example/x/y.\nThe/next thing\n", &["bare http://a.example/x/y"]),
        r("nojoin-capitalised-word-at-wrap-column", &format!("{WIDE}xhtm\nThis RRcode uses\n"), &[&format!("bare {WIDE}xhtm")]),
        r("nojoin-label", "URN:IANA:626:oit.5674\nURL:http://a.example/x\n", &["bare URN:IANA:626:oit.5674", "bare http://a.example/x"]),
        r("nojoin-option", "get http://a.example/repo/\n-Dfile=/tmp/x.jar -q\n", &["bare http://a.example/repo/"]),
        r("nojoin-table-of-urls", "g      =  http://a/b/c/g\ng/     =  http://a/b/c/g/\n", &["bare http://a/b/c/g", "bare http://a/b/c/g/"]),
        r("nojoin-emphasised-url-list", &format!("* {WIDE}x**.\n* __https://b.example/y__\n"), &[&format!("bare {WIDE}x**"), "bare https://b.example/y"]),
        r("nojoin-url-list", "http://a.example/1\nhttp://a.example/2\n", &["bare http://a.example/1", "bare http://a.example/2"]),
        r("nojoin-ends-at-brace", "{ http://a.example/x/\nSource-2{46}: y\n", &["bare http://a.example/x/"]),
        r("nojoin-fresh-marker", "url=http://a.example/x.html\n% 201 ok\n", &["bare http://a.example/x.html"]),
        r("nojoin-ext-then-digits", "> http://a.example/repo/maven-metadata.xml\n> 606/606 B\n", &["bare http://a.example/repo/maven-metadata.xml"]),
        r("nojoin-blank-line", "http://a.example/docs/\n\nguide.html\n", &["bare http://a.example/docs/"]),
        r("nojoin-not-at-line-end", "http://a.example/docs/ and\nguide.html\n", &["bare http://a.example/docs/"]),
        // Mail signatures and other things that follow a URL.
        r("nojoin-signature-host-then-postcode", "Bluetail AB, Hantverkargatan 78, phone +46 8 692 22 00  http://www.bluetail.com\nSE-112 38 Stockholm\n", &["bare http://www.bluetail.com"]),
        r("nojoin-host-sentence-then-word", "Pay by VISA, see http://www.visa.com.   Then\n  MasterCard at http://www.mastercard.example/pay and more text here\n", &["bare http://www.visa.com", "bare http://www.mastercard.example/pay"]),
        r("nojoin-host-dot-then-capital", "the new address of the shop (for the whole team) is http://www.visa.com.\nMasterCard too\n", &["bare http://www.visa.com"]),
        r("nojoin-port-then-time", "the chat is open every Thursday evening at telnet://chat.example.com:2428\n7PM to 9PM\n", &["bare telnet://chat.example.com:2428"]),
        r("nojoin-decoration-rule", &format!("{WIDE}=========================\n Key fingerprint\n"), &[&format!("bare {WIDE}")]),
        r("nojoin-another-host", "http://www.eff.org/pub/EFF/Policy/Crypto/ITAR_export/Bernstein_case/\n        ftp.eff.org has a copy\n", &["bare http://www.eff.org/pub/EFF/Policy/Crypto/ITAR_export/Bernstein_case/"]),
        r("nojoin-signature-slashes", "See the manual at http://erlang.example.org/doc/doc/index.html\n//Chris\n", &["bare http://erlang.example.org/doc/doc/index.html"]),
        r("nojoin-mail-address", "Visual Components, Inc. -- fax, phone and web: http://www.visualcomp.example/\nSales@visualcomp.example\n", &["bare http://www.visualcomp.example/"]),
        r("nojoin-apostrophe-word", "the best list of them all is at http://www.sydney.example.com:8080/~ggr/\nFrench's list is older\n", &["bare http://www.sydney.example.com:8080/~ggr/"]),
        r("nojoin-capital-after-word", "Roger Virding, Computer Science Lab, http://www.ericsson.example/cslab/~rv\nS-126 25 Stockholm\n", &["bare http://www.ericsson.example/cslab/~rv"]),
        r("nojoin-hex-then-word", "https://lore.example.org/linux-media/T/#md93fd090009b42a6a98aed892aff0d38cf07e0cd\nv1 of the series\n", &["bare https://lore.example.org/linux-media/T/#md93fd090009b42a6a98aed892aff0d38cf07e0cd"]),
        r("nojoin-phone-number", "Grady Ward, 3449 Martha Ct., Arcata, CA  95521-4884  http://www.northcoast.example/~grady\n+1 707 826 7715\n", &["bare http://www.northcoast.example/~grady"]),
        r("join-base64-mixed-case", "   SRC=\"data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw\n   AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz\n   ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp\"\n", &["bare data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp [joined]"]),
        // Source comments: code, a range, a closed bracket, a word after a hash.
        r("nojoin-code-call", "    // TODO: https://github.com/crossbeam-rs/crossbeam/issues/869\n    // assert!(\n    //     core::mem::size_of::<Local>() <= 2048,\n", &["bare https://github.com/crossbeam-rs/crossbeam/issues/869"]),
        r("nojoin-number-then-code", "    // TODO: https://github.com/crossbeam-rs/crossbeam/issues/869\n    // drop(guard);\n    // }\n", &["bare https://github.com/crossbeam-rs/crossbeam/issues/869"]),
        r("join-number-then-digits", &format!("{WIDE}2024/09/0\n5/Rust-1.81.0.html\n"), &[&format!("bare {WIDE}2024/09/05/Rust-1.81.0.html [joined]")]),
        r("nojoin-word-then-call", &format!("    // {WIDE}wiki\n    // x.unwrap()\n    // }}\n"), &[&format!("bare {WIDE}wiki")]),
        r("nojoin-word-then-macro", &format!("    // {WIDE}wiki\n    // vec![1,2];\n    // }}\n"), &[&format!("bare {WIDE}wiki")]),
        r("nojoin-word-then-attribute", &format!("    // {WIDE}wiki\n    // #[inline]\n    // }}\n"), &[&format!("bare {WIDE}wiki")]),
        r("nojoin-word-then-kwargs-call", &format!("    # {WIDE}functools\n    # functools.lru_cache(maxsize=None)\n    # end\n"), &[&format!("bare {WIDE}functools")]),
        r("nojoin-word-then-statement", &format!("    // {WIDE}wiki\n    // foo.bar = baz;\n    // }}\n"), &[&format!("bare {WIDE}wiki")]),
        r("join-msdn-parens", &format!("{WIDE}aa36\n3788(v=vs.85)\n"), &[&format!("bare {WIDE}aa363788(v=vs.85) [joined]")]),
        r("nojoin-rust-attribute", "// https://github.com/unicode-org/icu4x/blob/main/documents/process/boilerplate.md#library-annotations\n// #![cfg_attr(not(any(test, doc)), no_std)]\n", &["bare https://github.com/unicode-org/icu4x/blob/main/documents/process/boilerplate.md#library-annotations"]),
        r("join-compare-range-with-path", "// Changes: https://github.com/\n// rust-lang/cfg-if/compare/v1.0.4...v1.0.5\n", &["bare https://github.com/rust-lang/cfg-if/compare/v1.0.4...v1.0.5 [joined]"]),
        r("join-balanced-parens", &format!("// {WIDE}Lex_(soft\n// ware)_tool.html\n"), &[&format!("bare {WIDE}Lex_(software)_tool.html [joined]")]),
        r("nojoin-ellipsis-range", "    // BMP RTL:\n    // https://www.unicode.org/roadmaps/bmp/\n    // U+0590...U+08FF\n    // U+FB1D...U+FDFF Hebrew presentation forms and\n", &["bare https://www.unicode.org/roadmaps/bmp/"]),
        r("nojoin-after-closing-paren", "// This work was derived from Structopt (https://github.com/TeXitoi/structopt)\n// commit#ea76fa1b1b273e65e3b0b1046643715b49bec51f which is licensed under the\n", &["bare https://github.com/TeXitoi/structopt"]),
        r("join-after-balanced-paren", &format!("// {WIDE}Lex_(software)\n// #History_and_uses\n"), &[&format!("bare {WIDE}Lex_(software)#History_and_uses [joined]")]),
        r("nojoin-hex-then-capitalised-word", "        // https://github.com/torvalds/linux/commit/40a1db2434a1b62332b1af25cfa14d7b8c0301fe\n        // FreeBSD 13.0+/12.2+\n", &["bare https://github.com/torvalds/linux/commit/40a1db2434a1b62332b1af25cfa14d7b8c0301fe"]),
        r("join-hex-run-upper-case", &format!("{WIDE}3B073B3A34FAE55C6E8\nD558054/raw\n"), &[&format!("bare {WIDE}3B073B3A34FAE55C6E8D558054/raw [joined]")]),
        r("nojoin-parenthesis", "http://a.example/x.xml\n(606 B at 7.0 KB/sec)\n", &["bare http://a.example/x.xml"]),
        // Found by rendering real documents (`renderings_real.rs`): the
        // reading of a rendering is the reading of the document.
        // A bulleted item's own continuation line goes on with its URL; a
        // line repeating the bullet is the next item (a Debian changelog
        // under `# `, google-cloud-cli's).
        r("join-bullet-item-continued-in-comment", "#   * Changes can be found at https://cloud.google.com/sdk/docs/release-\n#     notes and in the RELEASE_NOTES file.\n", &["bare https://cloud.google.com/sdk/docs/release-notes [hyphen,joined] alt=https://cloud.google.com/sdk/docs/releasenotes"]),
        r("nojoin-bullet-repeated-in-comment", "#   * Changes: https://a.example/docs/release-\n#   * notes-2.html is the next item\n", &["bare https://a.example/docs/release-"]),
        // Supercite's `JS>` is a quote: a C block comment under it still
        // goes on (v8-isolate.h quoted); under `#` the `*` is a bullet.
        r("join-supercite-block-comment", "JS>  * See documentation https://developers.google.com/web/tools/chrome-devtools/\nJS>  * profile/evaluate-performance/rail\n", &["bare https://developers.google.com/web/tools/chrome-devtools/profile/evaluate-performance/rail [joined]"]),
        r("nojoin-hash-then-star-bullet", "#  * See documentation https://developers.google.com/web/tools/chrome-devtools/\n#  * profile/evaluate-performance/rail\n", &["bare https://developers.google.com/web/tools/chrome-devtools/"]),
        // A ChangeLog's tab bullet, however the log is rendered (tcl8.6's).
        r("nojoin-quoted-changelog-bullet", "> \t* library/demos/hello:\thttps://wiki.tcl-lang.org/page/exec+magic\n> \t* library/demos/rmt\n", &["bare https://wiki.tcl-lang.org/page/exec+magic"]),
        r("nojoin-numbered-changelog-bullet", "   12\t\t* library/demos/hello:\thttps://wiki.tcl-lang.org/page/exec+magic\n   13\t\t* library/demos/rmt\n", &["bare https://wiki.tcl-lang.org/page/exec+magic"]),
        r("join-quoted-changelog-item-continued", "> \t* doc/x.html: see https://a.example/a-very-long-path-name-that-goes-on-and-on/\n> \t  more/path/index.html\n", &["bare https://a.example/a-very-long-path-name-that-goes-on-and-on/more/path/index.html [joined]"]),
        r("join-quoted-block-comment-star", "> /*\n>  * See http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/\n>  * more/path/index.html\n>  */\n", &["bare http://a.example/a-very-long-path-name-that-goes-on-and-on-and-on/more/path/index.html [joined]"]),
        // The wrap column is the text's: a gutter or quotes added to it
        // do not make a short line wide (libgnutls30's changelog, `cat -n`).
        r("alt-numbered-short-line", "   300\t      https://gitlab.com/gnutls/gnutls/-/issues/1179\n   301\t      56_15-mem-add-_gnutls_reallocarray-and-_gnutls_reallocarra.patch\n", &["bare https://gitlab.com/gnutls/gnutls/-/issues/1179 alt=https://gitlab.com/gnutls/gnutls/-/issues/117956_15-mem-add-_gnutls_reallocarray-and-_gnutls_reallocarra.patch"]),
        r("alt-quoted-short-line", "> > Patched in https://gitlab.com/gnutls/gnutls/-/issues/1179\n> > 56_15-mem-add-_gnutls_reallocarray-and-_gnutls_reallocarra.patch\n", &["bare https://gitlab.com/gnutls/gnutls/-/issues/1179 alt=https://gitlab.com/gnutls/gnutls/-/issues/117956_15-mem-add-_gnutls_reallocarray-and-_gnutls_reallocarra.patch"]),
        // A tab in the text aligns as it did before the quotes.
        r("join-quoted-tab-indented-wide-line", "> > \thttp://bsdboy.west.spy.net/cgi-bin/viewarch.cgi/dustin \n> > projects-2004/snippets--erlang--1.0--patch-19/mrecv.erl\n", &["bare http://bsdboy.west.spy.net/cgi-bin/viewarch.cgi/dustinprojects-2004/snippets--erlang--1.0--patch-19/mrecv.erl [joined]"]),
        // A URL that ends its paragraph at the foot of a page (four blank
        // lines above the footer) is not continued on the next page.
        r("page-bare-paragraph-end", &format!("\thttps://sourceforge.net/p/tinyscheme/patches/13/\n\n\n\n{}", PAGE_TO_TESTS), &["bare https://sourceforge.net/p/tinyscheme/patches/13/"]),
        // (Its next page goes on with the path alone: a path that more
        // text follows after a `:` is a message's subject, below.)
        r("page-bare-filled-page", &format!("   http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/\n\n\n{}", PAGE_TO_TESTS.replace(": Dynamically allocate string buffer.", "")), &["bare http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/tests/gpgscm/x.c [joined]"]),
        r("page-bare-filled-page-subject", &format!("   http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/\n\n\n{}", PAGE_TO_TESTS), &["bare http://a.example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bb/"]),
        // A gutter under mail quotes: a quoted `cat -n` listing of RFC
        // 1738's own example; a number column that does not count is text.
        r("prefix-quoted-gutter-wrapped", "> 1219\t<URL:ftp://ds.in\n> 1220\t   ternic.net/rfc>\n", &["wrapped ftp://ds.internic.net/rfc"]),
        r("prefix-quoted-gutter-bare", "> 12\t# http://a.example/docs/\n> 13\t#   install-guide.html\n", &["bare http://a.example/docs/install-guide.html [joined]"]),
        r("prefix-quoted-gutter-not-counting", "> 3 <URL:http://a.example/\n> 9 x.html>\n", &["wrapped http://a.example/9x.html [inner-space]"]),
        // A paragraph that starts a page: a third blank line under the
        // header (libharfbuzz0b's changelog paged every 50 lines).
        r("page-bare-paragraph-starts-page", &format!("\thttps://sourceforge.net/p/tinyscheme/patches/13/\n\n{}", PAGE_TO_TESTS.replace("1999\n\n\n", "1999\n\n\n\n")), &["bare https://sourceforge.net/p/tinyscheme/patches/13/"]),
        // A base64 block (URI::data's POD, RFC 2397's `data:` URL): its
        // lines as wide as each other are a block filled to its own
        // column, and in base64 case says nothing (`I+p` + `KS9X`).
        r("join-base64-filled-block", &format!("  {DATA}\n"), &[&format!("bare {DATA_URL} [joined]")]),
        r("join-base64-capital-after-small-letter", &format!("      {}\n", DATA.replace('\n', "\n    ")), &[&format!("bare {DATA_URL} [joined]")]),
        r("alt-base64-two-lines", "  data:image/gif;base64,R0lGODdhIAAgAIAAAAAAAPj8+CwAAAAAI\n    AAgAAAClYyPqcu9AJyCjtIKc5w5xP14xgeO2tlY3nWcajmZZdeJcG\n\nC<URI> objects\n", &["bare data:image/gif;base64,R0lGODdhIAAgAIAAAAAAAPj8+CwAAAAAI alt=data:image/gif;base64,R0lGODdhIAAgAIAAAAAAAPj8+CwAAAAAIAAgAAAClYyPqcu9AJyCjtIKc5w5xP14xgeO2tlY3nWcajmZZdeJcG"]),
    ]
}

#[test]
fn rules() {
    let rows = rows();
    assert!(rows.len() >= 60, "{} rows", rows.len());
    let want: Vec<Vec<&str>> = rows
        .iter()
        .map(|r| r.2.iter().map(String::as_str).collect())
        .collect();
    let table: Vec<(&str, &str, &[&str])> = rows
        .iter()
        .zip(&want)
        .map(|(r, w)| (r.0, r.1.as_str(), w.as_slice()))
        .collect();
    check_rows(&table);
}

#[test]
fn joined_breaks_point_at_the_line_feeds() {
    let text = "# http://a.example/docs/\r\n#   install.html\r\nmore";
    let m = Extractor::new().find_iter(text).next().unwrap();
    assert_eq!(m.raw(), b"http://a.example/docs/\r\n#   install.html");
    assert_eq!(m.joined_breaks(), [23]);
    assert_eq!(m.raw()[23], b'\n');
    assert_eq!((m.start(), m.line(), m.column()), (2, 1, 3));
}

#[test]
fn join_off_reads_each_line_alone() {
    let ex = Extractor::builder().join(false).build().unwrap();
    let got: Vec<String> = ex
        .find_iter(
            "Full text: http://\nwww.example.org/x/paper.pdf\nsee http://a.example/long-\nname",
        )
        .map(|m| show(&m))
        .collect();
    assert_eq!(got, ["bare http://a.example/long-"]);
}

#[test]
fn joins_stay_within_max_len() {
    let ex = Extractor::builder().max_len(32).build().unwrap();
    let got: Vec<String> = ex
        .find_iter("http://a.example/q?id=\n123456789012345678901234567890\n")
        .map(|m| show(&m))
        .collect();
    assert_eq!(got, ["bare http://a.example/q?id=123456789 [joined]"]);
}

const MARKERS: &[&str] = &[
    "> ", ">> ", "| ", "# ", "// ", "/// ", " * ", "-- ", ";; ", "% ", "\" ", "REM ", "C>> ",
];

proptest! {
    /// A line prefix never puts a marker character into a URL: a path
    /// of safe characters broken over lines that all carry one marker
    /// comes out as the path alone.
    #[test]
    fn prefix_never_enters_a_url(
        marker in prop::sample::select(MARKERS),
        segs in prop::collection::vec("[a-z0-9]{1,8}", 2..6),
        indent in 0usize..4,
    ) {
        let mut text = format!("{marker}see http://a.example/");
        for (i, s) in segs.iter().enumerate() {
            if i > 0 {
                text += &format!("\n{marker}{}", " ".repeat(indent));
            }
            text += s;
            text += "/";
        }
        text += "\n";
        for m in Extractor::new().find_iter(&text) {
            let path = &m.url()["http://a.example/".len()..];
            prop_assert!(path.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'/'), "{:?} from {:?}", m.url(), text);
        }
    }
}

#[test]
fn joins_and_page_breaks_are_bounded() {
    // A run of two-character lines is no URL a person reads: at most 64
    // lines are joined, and the rest is text.
    let text = format!("see http://a.example/x-\n{}", "y-\n".repeat(100));
    let m = Extractor::new().find_iter(&text).next().unwrap();
    assert_eq!(m.joined_breaks().len(), 64);
    assert_eq!(m.url(), format!("http://a.example/x-{}", "y-".repeat(64)));
    // A wrapper crosses two page breaks; a third ends it like a blank line.
    let page = "\n\n\nDoe   Informational   [Page 3]\n\x0c\nRFC 9999   Title   May 1999\n\n\n";
    let two = format!("<URL:http://a.example/a/{page}b/{page}c>");
    assert_eq!(
        Extractor::new().find_iter(&two).next().unwrap().url(),
        "http://a.example/a/b/c"
    );
    let three = format!("<URL:http://a.example/a/{page}b/{page}c/{page}d>");
    let m = Extractor::new().find_iter(&three).next().unwrap();
    // Unterminated: read from the opener like a bare URL (§1.3.5).
    assert_eq!((m.url(), m.is_terminated()), ("http://a.example/a/", false));
}
