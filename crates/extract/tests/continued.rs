//! A line that says it goes on (SPEC §1.6.3; the `continuation`
//! module's docs): a `\` glued to a URL at the end of its line
//! (PostScript strings, C and shell line splices, a ChangeLog, RFC 8792's
//! folded artwork), or a quote the URL opened that the next line's
//! first token closes. One row per case, negatives included; the row
//! format is in `common/mod.rs`.

mod common;

use common::check_rows;

fn rows() -> Vec<(&'static str, &'static str, &'static [&'static str])> {
    vec![
        // `/usr/share/doc/valgrind/valgrind_manual.ps.gz` (Debian's
        // valgrind 3.19): a PostScript string goes on after `\`.
        ("ps-string", "(For more information regarding debuginfod, see https://sourcewa\\\nre.org/elfutils/Debuginfod.html)\n", &["bare https://sourceware.org/elfutils/Debuginfod.html [joined]"]),
        ("ps-string-indented", "(    http://dl.google.com/android/ndk/android-ndk-r10c-linux-x86\\\n_64.bin)\n", &["bare http://dl.google.com/android/ndk/android-ndk-r10c-linux-x86_64.bin [joined]"]),
        // `/usr/share/doc/bzip2/manual.ps.gz`: one letter after the fold.
        ("ps-string-one-letter", "(ftp://ftp.digital.com/pub/DEC/SRC/research-reports/SRC-124.ps.g\\\nz)\n", &["bare ftp://ftp.digital.com/pub/DEC/SRC/research-reports/SRC-124.ps.gz [joined]"]),
        // `/usr/share/doc/libattr1/changelog.gz`: the rest indented by tabs.
        ("changelog-tabs", "\t  David Mosberger (apparently sys_tkill will be moved)\n\t  See:\thttps://external-lists.valinux.com/archives/\\\n\t\t\t/linux-ia64/2002-February/002990.html\n\n", &["bare https://external-lists.valinux.com/archives//linux-ia64/2002-February/002990.html [joined]"]),
        // RFC 8792 §7.2.1: leading blanks of the next line are stripped;
        // §7.2.2: the next line starts with a `\` of its own. A `-`
        // before the fold is the URL's own: no hyphen break.
        ("rfc8792-single", "  \"href\": \"https://www.example.com/registry/folding/long-pa\\\n     th/to/doc.json\",\n", &["bare https://www.example.com/registry/folding/long-path/to/doc.json [joined]"]),
        ("rfc8792-double", "  \"href\": \"https://www.example.com/registry/folding/long-\\\n  \\path/to/doc-\\\n\\x.json\",\n", &["bare https://www.example.com/registry/folding/long-path/to/doc-x.json [joined]"]),
        ("rfc8792-wrapped", "<https://a.example/b-\\\n  \\c/d>\n", &["angle https://a.example/b-c/d"]),
        // A word after a fold that folds its line again: one string.
        ("fold-word-lines", "see http://a.example/x\\\ny\\\nz\\\n/w.html\n", &["bare http://a.example/xyz/w.html [joined]"]),
        // A `\u` escape starting the next line is no RFC 8792 `\` (a
        // proptest case): read as its character.
        ("fold-then-escape", "<https://a.example/x?a=1\\\n\\u0026b=2>\nsee http://b.example/y?a=1\\\n\\u0026b=2\n", &["angle https://a.example/x?a=1&b=2", "bare http://b.example/y?a=1&b=2 [joined]"]),
        ("fold-crlf", "see http://a.example/long/pa\\\r\nth/x.html\r\n", &["bare http://a.example/long/path/x.html [joined]"]),
        // Negatives. A shell option after the fold is a new argument.
        ("nojoin-shell-option", "curl https://api.example.com/v1/items\\\n    -H \"Accept: application/json\"\n", &["bare https://api.example.com/v1/items"]),
        // A word on an indented line: a command's next argument, or a fold
        // before a word; both readings.
        ("alt-shell-word", "wget https://a.example/b.tgz\\\n  mydir\n", &["bare https://a.example/b.tgz alt=https://a.example/b.tgzmydir"]),
        // CommonMark's hard line break (`\` at a line end) before a
        // sentence: both readings, the cut one first.
        ("alt-markdown-hard-break", "See https://a.example/x\\\nNext line of text.\n", &["bare https://a.example/x alt=https://a.example/xNext"]),
        // Not a fold: blanks after the `\`, LaTeX's `\\`, another URL next.
        ("nojoin-blank-after", "see http://a.example/x\\ \nth/y.html\n", &["bare http://a.example/x"]),
        ("nojoin-latex-newline", "see http://a.example/x\\\\\nth/y.html\n", &["bare http://a.example/x"]),
        ("nojoin-other-url", "http://a.example/x\\\nhttp://b.example/y\n", &["bare http://a.example/x", "bare http://b.example/y"]),
        // A Windows path keeps its `\`: a `file:` URL ending in one is whole.
        // SpamAssassin's `t/data/welcomelists/netcenter-direct_de`
        // (apache/spamassassin): an HTML attribute a mailer wrapped, its
        // next line holding another URL.
        ("quote-closed-next-line", "<A\nhref=\"http://dms-www01.netcenter.com/cgi-bin/gx.cgi/mcp?p=041H1g041H2g55Ep6l\n012000WRnwBz\"><img src=\"http://www.netscape.de/img/but_header_mail.gif\"\n", &["bare http://dms-www01.netcenter.com/cgi-bin/gx.cgi/mcp?p=041H1g041H2g55Ep6l012000WRnwBz [joined]", "bare http://www.netscape.de/img/but_header_mail.gif"]),
        // Negatives: the quote is not closed by `T`; no quote before the URL.
        ("nojoin-quote-not-closed", "href=\"http://a.example/p/q\nsee <img src=\"http://b.example/i.gif\">\n", &["bare http://a.example/p/q", "bare http://b.example/i.gif"]),
        ("nojoin-unquoted-table", "libfoo-2    http://a.example/foo\nlibbar-3\"  http://b.example/bar\n", &["bare http://a.example/foo", "bare http://b.example/bar"]),
        ("nojoin-file-backslash", "file:///C:\\Users\\demo\\\nnext line\n", &["bare file:///C:\\Users\\demo\\"]),
    ]
}

#[test]
fn continued() {
    check_rows(&rows());
}

#[test]
fn folds_are_not_joined_with_join_off() {
    let ex = urlgrep_extract::Extractor::builder()
        .join(false)
        .build()
        .unwrap();
    let urls: Vec<String> = ex
        .find_iter("see https://sourcewa\\\nre.org/x.html\n")
        .map(|m| m.url().to_string())
        .collect();
    assert_eq!(urls, ["https://sourcewa"]);
}
