//! The `urlgrep` binary, run as a user runs it: every flag of SPEC §2.1,
//! the JSON record of §2.2, exit codes, gzip, directories, errors, pipes.

mod common;
use common::{gzip, json, lines, root, run, run_then_close, stderr, stdout, tmp};
use serde_json::Value;

const RFC1738: &str = "testdata/rfc/rfc1738.txt";

/// The RFC's own example of a line-broken wrapper (RFC 1738 p. 23).
const DS_INTERNIC: &str = "from <URL:ftp://ds.in\n      ternic.net/rfc>.  Note\n";

#[test]
fn plain_output_is_one_url_a_line_in_order() {
    let o = run(&[RFC1738], b"");
    assert_eq!(o.status.code(), Some(0));
    let l = lines(&o);
    // RFC 1738 holds 30 <URL:> wrappers and no other URL; read from the
    // document: the first is on line 45, the last the list of references.
    assert_eq!(l.len(), 30);
    assert_eq!(
        l[0],
        "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html"
    );
    assert!(l.contains(&"ftp://ds.internic.net/rfc".to_string()));
    assert_eq!(l[29], "ftp://uu.psi.com/wp/nir.txt");
    assert_eq!(stderr(&o), "");
}

#[test]
fn line_numbers_and_path_prefixes() {
    let n = run(&["-n", RFC1738], b"");
    let l = lines(&n);
    assert_eq!(
        l[0],
        "45:http://www.acl.lanl.gov/URI/archive/uri-archive.index.html"
    );
    // The RFC's broken wrapper starts on line 1219.
    assert!(l.contains(&"1219:ftp://ds.internic.net/rfc".to_string()));

    let h = run(&["-H", "-n", RFC1738], b"");
    assert_eq!(
        lines(&h)[0],
        format!("{RFC1738}:45:http://www.acl.lanl.gov/URI/archive/uri-archive.index.html")
    );
    // Two inputs: the path comes by default; --no-filename removes it.
    let two = run(&[RFC1738, "-"], DS_INTERNIC.as_bytes());
    let l = lines(&two);
    assert_eq!(l.len(), 31);
    assert!(l[0].starts_with(&format!("{RFC1738}:http://")));
    assert_eq!(l[30], "-:ftp://ds.internic.net/rfc");
    let bare = run(&["--no-filename", RFC1738, "-"], DS_INTERNIC.as_bytes());
    assert_eq!(lines(&bare)[30], "ftp://ds.internic.net/rfc");
    // The last of -H / --no-filename wins, as in ripgrep.
    let last = run(&["--no-filename", "-H", "-"], DS_INTERNIC.as_bytes());
    assert_eq!(lines(&last), ["-:ftp://ds.internic.net/rfc"]);
}

#[test]
fn stdin_by_default_and_as_dash() {
    for args in [&[][..], &["-"][..]] {
        let o = run(args, DS_INTERNIC.as_bytes());
        assert_eq!(lines(&o), ["ftp://ds.internic.net/rfc"]);
    }
}

#[test]
fn json_record_is_spec_2_2() {
    let o = run(&["--json"], DS_INTERNIC.as_bytes());
    let recs = json(&o);
    assert_eq!(recs.len(), 1);
    let want: Value = serde_json::json!({
        "path": "-", "line": 1, "column": 6, "start": 5, "end": 43,
        "kind": "wrapped", "url": "ftp://ds.internic.net/rfc",
        "raw": "<URL:ftp://ds.in\n      ternic.net/rfc>",
        "scheme": "ftp", "valid": true, "error": null, "terminated": true,
        "hyphen_break": false, "alternatives": [], "flags": [],
        "parts": {"host": "ds.internic.net", "path": "rfc"},
        "canonical": "ftp://ds.internic.net/rfc", "host": "ds.internic.net"
    });
    assert_eq!(recs[0], want);
    // Field order is SPEC §2.2's.
    let text = stdout(&o);
    let keys = [
        "path",
        "line",
        "column",
        "start",
        "end",
        "kind",
        "url",
        "raw",
        "scheme",
        "valid",
        "error",
        "terminated",
        "hyphen_break",
        "alternatives",
        "flags",
        "parts",
        "canonical",
    ];
    let pos: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\":")).unwrap())
        .collect();
    assert!(pos.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert!(text.contains(r#""canonical":"ftp://ds.internic.net/rfc","host":"ds.internic.net"}"#));
}

#[test]
fn json_invalid_url_carries_error_and_partial_parts() {
    let input = "see <URL:http://host:8x/path> and gopher://h/1sel%09abc%09+\n";
    let recs = json(&run(&["--json"], input.as_bytes()));
    assert_eq!(recs.len(), 2);
    assert_eq!(recs[0]["valid"], false);
    assert_eq!(recs[0]["error"]["kind"], "invalid-port");
    // The `x` is byte 13 of the URL (§5 port = digits).
    assert_eq!(recs[0]["error"]["offset"], 13);
    assert!(recs[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("digit"));
    assert_eq!(recs[0]["parts"], serde_json::json!({"host": "host"}));
    assert_eq!(recs[1]["kind"], "bare");
    assert_eq!(
        recs[1]["parts"],
        serde_json::json!({"host": "h", "gtype": "1", "selector": "sel", "search": "abc", "gopher_plus": "+"})
    );
}

#[test]
fn json_prospero_fields_and_flags() {
    let input = "<URL:prospero://host.dom//pros/name;a=b;c=d> <URL:telnet://u:pw@h:25/>\n";
    let recs = json(&run(&["--json"], input.as_bytes()));
    assert_eq!(
        recs[0]["parts"],
        serde_json::json!({"host": "host.dom", "path": "/pros/name", "fields": [["a", "b"], ["c", "d"]]})
    );
    assert_eq!(recs[1]["flags"], serde_json::json!(["password", "port"]));
}

#[test]
fn json_and_invalid_utf8() {
    // `\xff\xff`, not `\xff\xfe`: that is UTF-16's byte order mark
    // (SPEC §2.3, `charsets.rs`).
    let mut input = b"\xff\xff<URL:http://a.example/x\xe9y> \xc3(http://b.example/)\n".to_vec();
    input.extend_from_slice(b"\x80\x80 ftp://c.example/\n");
    let o = run(&["--json"], &input);
    let recs = json(&o);
    let urls: Vec<&str> = recs.iter().map(|r| r["url"].as_str().unwrap()).collect();
    assert_eq!(
        urls,
        [
            "http://a.example/x\u{fffd}y",
            "http://b.example/",
            "ftp://c.example/"
        ]
    );
    assert_eq!(recs[0]["start"], 2);
    assert_eq!(recs[0]["raw"], "<URL:http://a.example/x\u{fffd}y>");
    assert_eq!(recs[2]["line"], 2);
    assert_eq!(recs[2]["column"], 4);
}

#[test]
fn count_per_file() {
    let o = run(&["-c", RFC1738], b"");
    assert_eq!(stdout(&o), "30\n");
    // With several files, files without URLs are left out (as ripgrep).
    let o = run(&["-c", RFC1738, "-"], b"no URL here\n");
    assert_eq!(stdout(&o), format!("{RFC1738}:30\n"));
    assert_eq!(o.status.code(), Some(0));
    // One file and none found: 0, and exit 1.
    let o = run(&["-c"], b"no URL here\n");
    assert_eq!(stdout(&o), "0\n");
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn unique_keeps_first_occurrence_across_files() {
    let dir = tmp("unique");
    std::fs::write(
        dir.join("a"),
        "http://x.example/ http://y.example/\nhttp://x.example/\n",
    )
    .unwrap();
    std::fs::write(dir.join("b"), "ftp://z.example/ http://y.example/\n").unwrap();
    let d = dir.to_str().unwrap();
    let o = run(&["-u", "--no-filename", d], b"");
    assert_eq!(
        lines(&o),
        ["http://x.example/", "http://y.example/", "ftp://z.example/"]
    );
    let o = run(&["-u", "-n", d], b"");
    assert_eq!(
        lines(&o),
        [
            format!("{d}/a:1:http://x.example/"),
            format!("{d}/a:1:http://y.example/"),
            format!("{d}/b:1:ftp://z.example/"),
        ]
    );
    let o = run(&["-u", "-c", d], b"");
    assert_eq!(lines(&o), [format!("{d}/a:2"), format!("{d}/b:1")]);
    // The same with several threads: order is the input's.
    let o = run(&["-u", "-j", "4", "--no-filename", d], b"");
    assert_eq!(lines(&o).len(), 3);
}

#[test]
fn regexp_filters_any_of() {
    let o = run(&["-e", r"internic\.net/rfc/rfc1[0-9]{3}", RFC1738], b"");
    let l = lines(&o);
    assert!(!l.is_empty());
    assert!(l.iter().all(|u| u.contains("internic.net/rfc/rfc1")));
    let a = lines(&run(&["-e", "rfc959", RFC1738], b""));
    let b = lines(&run(&["-e", "psi.com", RFC1738], b""));
    let both = lines(&run(&["-e", "rfc959", "--regexp", "psi.com", RFC1738], b""));
    assert_eq!(a, ["ftp://ds.internic.net/rfc/rfc959.txt"]);
    assert_eq!(b, ["ftp://uu.psi.com/wp/nir.txt"]);
    assert_eq!(both, [a[0].clone(), b[0].clone()]);
    let bad = run(&["-e", "(", RFC1738], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).starts_with("urlgrep: invalid -e pattern"));
}

#[test]
fn scheme_kind_and_valid_filters() {
    let input = "<URL:ftp://a.example/> <http://b.example/~u/> http://c.example/ \
                 gemini://d.example/ news:comp.infosystems\n";
    let l = |args: &[&str]| lines(&run(args, input.as_bytes()));
    assert_eq!(
        l(&["--scheme", "http"]),
        ["http://b.example/~u/", "http://c.example/"]
    );
    assert_eq!(
        l(&["--scheme", "FTP,news"]),
        ["ftp://a.example/", "news:comp.infosystems"]
    );
    // A scheme urlgrep does not know is searched for when asked.
    assert_eq!(l(&["--scheme", "gemini"]), ["gemini://d.example/"]);
    assert_eq!(
        l(&["--kind", "wrapped,angle"]),
        ["ftp://a.example/", "http://b.example/~u/"]
    );
    assert_eq!(l(&["--kind", "bare", "--kind", "wrapped"]).len(), 3);
    // `~` is unsafe under RFC 1738 §2.2: found, but not valid.
    assert_eq!(
        l(&["--valid"]),
        [
            "ftp://a.example/",
            "http://c.example/",
            "news:comp.infosystems"
        ]
    );
    let bad = run(&["--kind", "href,bogus"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("invalid --kind"));
}

#[test]
fn hyphen_readings() {
    // keep `80-80` fails at the hyphen (§5 port = digits), drop is valid:
    // drop is primary. `ex-ample` is a valid host either way: keep.
    let input = "<URL:http://host:80-\n  80/> <URL:http://www.ex-\n  ample.com/>\n";
    let l = |args: &[&str]| lines(&run(args, input.as_bytes()));
    assert_eq!(l(&[]), ["http://host:8080/", "http://www.ex-ample.com/"]);
    assert_eq!(l(&["--hyphen", "auto"]), l(&[]));
    assert_eq!(
        l(&["--hyphen", "keep"]),
        ["http://host:80-80/", "http://www.ex-ample.com/"]
    );
    assert_eq!(
        l(&["--hyphen", "drop"]),
        ["http://host:8080/", "http://www.example.com/"]
    );
    assert_eq!(
        l(&["--hyphen", "both", "-n"]),
        [
            "1:http://host:8080/",
            "1:http://host:80-80/",
            "2:http://www.ex-ample.com/",
            "2:http://www.example.com/"
        ]
    );
    // JSON: primary reading in `url`, the other in `alternatives`.
    let recs = json(&run(&["--json", "--hyphen", "keep"], input.as_bytes()));
    assert_eq!(recs[0]["url"], "http://host:8080/");
    assert_eq!(recs[0]["hyphen_break"], true);
    assert_eq!(
        recs[0]["alternatives"],
        serde_json::json!(["http://host:80-80/"])
    );
}

#[test]
fn redact_hides_passwords_everywhere() {
    let input = "<URL:ftp://joe:s3cret@h.example/f> ftp://ann:@h.example/ ftp://bob@h.example/\n";
    let o = run(&["--redact"], input.as_bytes());
    assert_eq!(
        lines(&o),
        [
            "ftp://joe:****@h.example/f",
            "ftp://ann:****@h.example/",
            "ftp://bob@h.example/"
        ]
    );
    let recs = json(&run(&["--redact", "--json"], input.as_bytes()));
    assert_eq!(recs[0]["url"], "ftp://joe:****@h.example/f");
    assert_eq!(recs[0]["raw"], "<URL:ftp://joe:****@h.example/f>");
    assert_eq!(recs[0]["parts"]["password"], "****");
    assert!(!stdout(&run(&["--redact", "--json"], input.as_bytes())).contains("s3cret"));
    // A password broken across lines is not in `raw` in one piece: the
    // redacted URL stands in for it.
    let broken = "<URL:ftp://joe:s3c\n   ret@h.example/f>\n";
    let o = run(&["--redact", "--json"], broken.as_bytes());
    assert!(!stdout(&o).contains("s3c"), "{}", stdout(&o));
    // Without --redact the password is printed as found.
    assert_eq!(
        lines(&run(&[], input.as_bytes()))[0],
        "ftp://joe:s3cret@h.example/f"
    );
}

#[test]
fn max_len_cuts_long_urls() {
    let long = format!("http://h.example/{}\n", "a".repeat(100));
    assert_eq!(lines(&run(&[], long.as_bytes())), [long.trim_end()]);
    let cut = lines(&run(&["--max-len", "40"], long.as_bytes()));
    assert_eq!(cut[0].len(), 40);
    let bad = run(&["--max-len", "3"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("invalid --max-len 3: expected 16 to"));
}

#[test]
fn color_follows_the_flag_and_no_color() {
    let args = ["-H", "-n", "--color", "always", "-"];
    let o = run(&args, DS_INTERNIC.as_bytes());
    assert_eq!(
        stdout(&o),
        "\x1b[35m-\x1b[0m:\x1b[32m1\x1b[0m:ftp://ds.internic.net/rfc\n"
    );
    // `auto` into a pipe, and `never`: no escapes.
    for when in ["auto", "never"] {
        let o = run(&["-H", "-n", "--color", when], DS_INTERNIC.as_bytes());
        assert_eq!(stdout(&o), "-:1:ftp://ds.internic.net/rfc\n");
    }
    // --json is never coloured.
    let o = run(&["--json", "--color", "always"], DS_INTERNIC.as_bytes());
    assert!(!stdout(&o).contains('\x1b'));
}

#[test]
fn stats_on_stderr() {
    let o = run(&["--stats", RFC1738], b"");
    let size = std::fs::metadata(root().join(RFC1738)).unwrap().len();
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!("1 files, {size} bytes, 30 URLs, ")),
        "{err}"
    );
    assert!(err.trim_end().ends_with(" seconds"));
    assert_eq!(lines(&o).len(), 30);
}

#[test]
fn exit_status() {
    assert_eq!(run(&[], b"http://a.example/\n").status.code(), Some(0));
    assert_eq!(run(&[], b"no URL\n").status.code(), Some(1));
    // Found but filtered out: nothing printed, 1.
    assert_eq!(
        run(&["--scheme", "ftp"], b"http://a.example/\n")
            .status
            .code(),
        Some(1)
    );
    // An error wins over a match.
    let o = run(&["-", "no/such/file"], b"http://a.example/\n");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(lines(&o), ["-:http://a.example/"]);
    assert_eq!(
        stderr(&o),
        "urlgrep: no/such/file: No such file or directory\n"
    );
    // A bad flag is clap's usage error, also 2.
    assert_eq!(run(&["--bogus"], b"").status.code(), Some(2));
}

#[test]
fn gzip_is_detected_by_content() {
    let dir = tmp("gzip");
    let text = std::fs::read(root().join(RFC1738)).unwrap();
    // A name that does not say gzip, and one that does.
    std::fs::write(dir.join("archive"), gzip(&text)).unwrap();
    // Two members, as `cat a.gz b.gz` makes: read as one stream.
    let mut two = gzip(b"http://one.example/\n");
    two.extend(gzip(b"http://two.example/\n"));
    std::fs::write(dir.join("two.gz"), &two).unwrap();
    let plain = lines(&run(&["-n", RFC1738], b""));
    let a = dir.join("archive");
    let o = run(&["-n", a.to_str().unwrap()], b"");
    assert_eq!(lines(&o), plain);
    let o = run(&[dir.join("two.gz").to_str().unwrap()], b"");
    assert_eq!(lines(&o), ["http://one.example/", "http://two.example/"]);
    // On standard input too.
    assert_eq!(lines(&run(&["-n"], &gzip(&text))), plain);
}

/// Issue 24 item 6: a gzip cut in the middle of its member (a copy
/// interrupted). Everything decoded before the cut is searched, as
/// `zcat` prints it; the file gets one warning naming where its damage
/// starts, and the run is not lost (exit 0).
#[test]
fn gzip_cut_mid_member_keeps_what_was_decoded() {
    let dir = tmp("corrupt");
    let mut body = String::from("http://first.example/\n");
    body.push_str(&"filler text without any link at all\n".repeat(20_000));
    body.push_str("http://last.example/\n");
    let mut gz = gzip(body.as_bytes());
    let n = gz.len();
    gz.truncate(n / 2);
    let bad = dir.join("bad.gz");
    std::fs::write(&bad, &gz).unwrap();
    std::fs::write(dir.join("good.txt"), "http://good.example/\n").unwrap();
    let o = run(&[dir.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(0));
    let l = lines(&o);
    assert_eq!(
        l,
        [
            format!("{}:http://first.example/", bad.display()),
            format!("{}/good.txt:http://good.example/", dir.display()),
        ]
    );
    let err = stderr(&o);
    let head = format!(
        "urlgrep: {}: warning: gzip damaged at byte {}: the member at byte 0 is damaged: \
         it is cut short (the input ends); the ",
        bad.display(),
        gz.len()
    );
    let tail = " bytes decoded before it were read\n";
    assert!(err.starts_with(&head) && err.ends_with(tail), "{err}");
    // Most of the first half of the text was decoded and searched.
    let decoded: usize = err[head.len()..err.len() - tail.len()].parse().unwrap();
    assert!(decoded > body.len() * 4 / 10, "{decoded} of {}", body.len());
}

/// Numbered lines with one URL each, as the issue's shell line makes
/// them: `seq 20000 | sed 's,.*,line & http://t&.example/,'`.
fn numbered(n: usize) -> Vec<u8> {
    (1..=n)
        .map(|i| format!("line {i} http://t{i}.example/\n"))
        .collect::<String>()
        .into_bytes()
}

/// Issue 24 item 6: `(… | gzip; head -c 512 /dev/zero) > z.gz` (tape
/// padding) and junk appended after the last member. `zcat` prints every
/// line; urlgrep found 15,801 of 20,000 with a misleading "invalid gzip
/// header", and mail and HTML modes found none. Every URL in every mode,
/// one warning naming the offset where the padding starts, exit 0.
#[test]
fn gzip_trailing_zeros_or_junk_keep_every_url() {
    let dir = tmp("trailing");
    let gz = gzip(&numbered(20_000));
    let zeros = dir.join("z.gz");
    std::fs::write(&zeros, [&gz[..], &[0; 512]].concat()).unwrap();
    let junk = dir.join("j.gz");
    std::fs::write(&junk, [&gz[..], b"junk after it\n"].concat()).unwrap();
    let what = [
        (&zeros, "512 bytes of zero padding"),
        (&junk, "14 bytes that are not gzip"),
    ];
    for (path, what) in what {
        for format in ["auto", "text", "mail", "html"] {
            let o = run(&["-c", "--format", format, path.to_str().unwrap()], b"");
            assert_eq!(stdout(&o), "20000\n", "{format} {}", path.display());
            assert_eq!(o.status.code(), Some(0));
            assert_eq!(
                stderr(&o),
                format!(
                    "urlgrep: {}: warning: gzip damaged at byte {}: {what} after the member \
                     at byte 0: ignored (nothing after them)\n",
                    path.display(),
                    gz.len()
                ),
                "{format}"
            );
        }
    }
    // `--no-warnings` silences the warning, as it does the others.
    let o = run(&["--no-warnings", "-c", zeros.to_str().unwrap()], b"");
    assert_eq!((stdout(&o).as_str(), stderr(&o).as_str()), ("20000\n", ""));
}

/// Issue 24 item 15a: a gzip of a gzip gave 0 URLs and no word. It is
/// decoded (up to four levels), on standard input too.
#[test]
fn gzip_inside_gzip_is_decoded() {
    let text = numbered(300);
    let twice = gzip(&gzip(&text));
    let o = run(&["-c"], &twice);
    assert_eq!(stdout(&o), "300\n");
    assert_eq!((stderr(&o).as_str(), o.status.code()), ("", Some(0)));
    let four = gzip(&gzip(&twice));
    let o = run(&["--format", "mail"], &four);
    assert_eq!(lines(&o).len(), 300);
    assert_eq!(lines(&o)[299], "http://t300.example/");
}

#[test]
fn directories_are_searched_recursively_in_name_order() {
    let dir = tmp("order");
    for (p, url) in [
        ("b.txt", "http://b.example/"),
        ("a/z.txt", "http://az.example/"),
        ("a/c/y.txt", "http://acy.example/"),
        (".hidden", "http://hidden.example/"),
        ("c.txt", "http://c.example/"),
    ] {
        let path = dir.join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, format!("{url}\n")).unwrap();
    }
    let d = dir.to_str().unwrap();
    let mut want = vec![
        format!("{d}/a/c/y.txt:http://acy.example/"),
        format!("{d}/a/z.txt:http://az.example/"),
        format!("{d}/b.txt:http://b.example/"),
        format!("{d}/c.txt:http://c.example/"),
    ];
    // Hidden files are skipped, as ripgrep skips them (issue 22).
    assert_eq!(lines(&run(&[d], b"")), want);
    assert_eq!(lines(&run(&["-j", "3", d], b"")), want);
    want.insert(0, format!("{d}/.hidden:http://hidden.example/"));
    assert_eq!(lines(&run(&["--hidden", d], b"")), want);
    assert_eq!(lines(&run(&["--hidden", "-j", "3", d], b"")), want);
}

#[test]
fn threads_do_not_change_the_output() {
    let dir = tmp("threads");
    let corpus = std::fs::read(root().join(RFC1738)).unwrap();
    for i in 0..100 {
        // Files of different sizes, so threads finish out of order.
        let take = corpus.len() * ((i * 37) % 100 + 1) / 100;
        let mut f = corpus[..take].to_vec();
        f.extend_from_slice(format!("\nhttp://file{i}.example/\n").as_bytes());
        std::fs::write(dir.join(format!("f{i:03}.txt")), f).unwrap();
    }
    let d = dir.to_str().unwrap();
    let one = run(&["-j", "1", "-n", d], b"");
    let four = run(&["-j", "4", "-n", d], b"");
    assert_eq!(one.status.code(), Some(0));
    let l = lines(&one);
    assert!(l.len() > 300, "{}", l.len());
    for i in 0..100 {
        assert!(l
            .iter()
            .any(|u| u.ends_with(&format!(":http://file{i}.example/"))));
    }
    assert_eq!(one.stdout, four.stdout);
    let one = run(&["-j", "1", "--json", d], b"");
    let four = run(&["-j", "4", "--json", d], b"");
    assert_eq!(one.stdout, four.stdout);
    // `-j 0` is "one a CPU", as in ripgrep (issue 24 / 22).
    let auto = run(&["-j", "0", "--json", d], b"");
    assert_eq!(auto.status.code(), Some(0));
    assert_eq!(auto.stdout, one.stdout);
}

#[test]
fn unreadable_files_are_named_and_the_rest_searched() {
    let dir = tmp("unreadable");
    std::fs::write(dir.join("a.txt"), "http://a.example/\n").unwrap();
    std::fs::write(dir.join("c.txt"), "http://c.example/\n").unwrap();
    // A dangling link: listed in the directory, cannot be opened (links
    // are followed with -L only, as ripgrep; without it, it is skipped).
    std::os::unix::fs::symlink(dir.join("missing"), dir.join("b.txt")).unwrap();
    let d = dir.to_str().unwrap();
    assert_eq!(run(&[d], b"").status.code(), Some(0));
    let o = run(&["-L", d], b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        lines(&o),
        [
            format!("{d}/a.txt:http://a.example/"),
            format!("{d}/c.txt:http://c.example/")
        ]
    );
    assert!(
        stderr(&o).starts_with(&format!("urlgrep: {d}/b.txt: ")),
        "{}",
        stderr(&o)
    );

    // Permissions, where they bind (not for root).
    use std::os::unix::fs::PermissionsExt;
    let locked = dir.join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::write(locked.join("x.txt"), "http://x.example/\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let binds = std::fs::read_dir(&locked).is_err();
    let o = run(&[d], b"");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    if binds {
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(&format!("urlgrep: {d}/locked: ")));
        assert_eq!(lines(&o).len(), 2);
    }
}

#[test]
fn symlink_loops_are_not_followed() {
    let dir = tmp("loop");
    std::fs::create_dir(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/a.txt"), "http://a.example/\n").unwrap();
    std::os::unix::fs::symlink(&dir, dir.join("sub/up")).unwrap();
    // Links are not followed unless -L (as ripgrep); with -L the loop is
    // found and named.
    let o = run(&["--no-filename", dir.to_str().unwrap()], b"");
    assert_eq!(lines(&o), ["http://a.example/"]);
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    let o = run(&["--no-filename", "-L", dir.to_str().unwrap()], b"");
    assert_eq!(lines(&o), ["http://a.example/"]);
    assert!(stderr(&o).contains("loop"), "{}", stderr(&o));
}

#[test]
fn closed_pipe_ends_quietly() {
    let dir = tmp("pipe");
    let big = "http://a.example/ ".repeat(400_000);
    std::fs::write(dir.join("big.txt"), &big).unwrap();
    for threads in ["1", "2"] {
        let o = run_then_close(&["-j", threads, dir.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(stderr(&o), "");
    }
}

#[test]
fn generate_man_page_and_completions() {
    let man = run(&["--generate", "man"], b"");
    assert_eq!(man.status.code(), Some(0));
    let page = stdout(&man);
    assert!(page.starts_with(".ie"));
    assert!(page.contains("\\-\\-hyphen"));
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef urlgrep"),
        ("fish", "complete -c urlgrep"),
    ] {
        let o = run(&["--generate", shell], b"");
        assert_eq!(o.status.code(), Some(0));
        assert!(stdout(&o).contains(marker), "{shell}");
        assert!(stdout(&o).contains("redact"), "{shell}");
    }
}

#[test]
fn no_progress_line_in_pipes() {
    // Many files, but standard error is a pipe: nothing on it.
    let dir = tmp("progress");
    for i in 0..150 {
        std::fs::write(dir.join(format!("{i}")), "x\n").unwrap();
    }
    let o = run(&[dir.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "");
}

#[test]
fn conformance_cases() {
    // ../shared/conformance's public cases, copied (testdata/conformance).
    let cases = std::fs::read_to_string(root().join("testdata/conformance/cases.tsv")).unwrap();
    let mut n = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut cols = line.split('\t');
        let (id, input, want) = (
            cols.next().unwrap(),
            cols.next().unwrap(),
            cols.next().unwrap_or(""),
        );
        let input = input
            .replace("\\n", "\n")
            .replace("\\r", "\r")
            .replace("\\t", "\t");
        let got = lines(&run(&[], input.as_bytes()));
        let want: Vec<Vec<&str>> = if want.is_empty() {
            vec![]
        } else {
            want.split(" | ")
                .map(|u| u.split(" || ").collect())
                .collect()
        };
        assert_eq!(got.len(), want.len(), "{id}: {got:?}");
        for (g, w) in got.iter().zip(&want) {
            assert!(w.contains(&g.as_str()), "{id}: {g} not in {w:?}");
        }
        n += 1;
    }
    assert_eq!(n, 30);
}

#[test]
fn large_files_give_what_the_stream_gives() {
    // A large file (mapped before issue 24, read now) and the same bytes
    // on standard input must agree on every record, offsets and lines
    // included.
    let dir = tmp("mapped");
    let text = std::fs::read(root().join(RFC1738)).unwrap();
    let mut big = Vec::new();
    while big.len() < 3 << 20 {
        big.extend_from_slice(&text);
    }
    let path = dir.join("big.txt");
    std::fs::write(&path, &big).unwrap();
    let p = path.to_str().unwrap();
    let mapped = run(&["--json", p], b"");
    let streamed = run(&["--json", "-"], &big);
    let mapped = stdout(&mapped).replace(
        &format!("\"path\":{}", serde_json::json!(p)),
        "\"path\":\"-\"",
    );
    assert_eq!(mapped, stdout(&streamed));
    assert_eq!(json(&streamed).len(), 30 * big.len().div_ceil(text.len()));
}
