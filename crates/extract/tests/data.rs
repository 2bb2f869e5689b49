//! Rows for URLs in data files (JSON, YAML, CSV, logs): comma-separated
//! fields, JSON's `\u` escapes, and where a scheme name starts. Each real
//! case names its source and line; each rule has a negative. Rows are
//! written as in `rules.rs`.

mod common;

use common::check_rows;

#[rustfmt::skip]
const FIELDS: &[(&str, &str, &[&str])] = &[
    // fivethirtyeight/data@fcf572c4fba05a42f1f34f415bd5e6dc389efd68:
    // biopics/biopics.csv:2, next-bechdel/nextBechdel_crewGender.csv:2.
    ("fields-csv-after-comma", "10 Rillington Place,http://www.imdb.com/title/tt0066730/,UK,1971,-,Richard Fleischer,1,John Christie", &["bare http://www.imdb.com/title/tt0066730/"]),
    ("fields-csv-fragment-then-field", "Rogue One_(2016),Directed by_,Gareth Edwards,Gareth ,http://www.imdb.com/name/nm2284484/?ref_=ttfc_fc_dr1#,0.97,male", &["bare http://www.imdb.com/name/nm2284484/?ref_=ttfc_fc_dr1#"]),
    // twitter-ratio/BarackObama.csv:1053 (same commit): the text field
    // ends in a link, the next field is the tweet's own URL.
    ("fields-url-list-tweet", "ET on @CNN. https://t.co/IHqRfQQgkQ,https://twitter.com/BarackObama/status/685247673415254016,276,993,3012,BarackObama", &["bare https://t.co/IHqRfQQgkQ", "bare https://twitter.com/BarackObama/status/685247673415254016"]),
    // google-cloud-sdk surface/network_connectivity/spokes/
    // linked_vpn_tunnels/create.yaml:10: a flag's list of URLs.
    ("fields-url-list-flag", "--vpn-tunnels=https://www.googleapis.com/compute/v1/projects/my-project/regions/us-central1/vpnTunnels/vpn-tunnel1,https://www.googleapis.com/compute/v1/projects/my-project/regions/us-central1/vpnTunnels/vpn-tunnel2 --site", &["bare https://www.googleapis.com/compute/v1/projects/my-project/regions/us-central1/vpnTunnels/vpn-tunnel1", "bare https://www.googleapis.com/compute/v1/projects/my-project/regions/us-central1/vpnTunnels/vpn-tunnel2"]),
    // Negatives. Commas in a URL that starts after anything but a comma
    // stay: chardet's tests (gsutil third_party)
    // windows-1255-hebrew/hydepark.hevre.co.il.7957.xml:6 and
    // notes.co.il.7.xml:39.
    ("fields-comma-in-path-kept", "<br/><br/>http://www.nynewsday.com/news/local/wire/nyc-horsecrash-pg,0,7830132.photogallery]]></description>", &["bare http://www.nynewsday.com/news/local/wire/nyc-horsecrash-pg,0,7830132.photogallery"]),
    // A CSV field holding a comma is quoted (fivethirtyeight/data@fcf572c4
    // impeachment-polls/impeachment_polls.csv:7).
    ("fields-quoted-field-kept", "35,59,\"https://cdn.cnn.com/cnn/2019/images/06/01/rel7a.-.trump,.investigations.pdf\",", &["bare https://cdn.cnn.com/cnn/2019/images/06/01/rel7a.-.trump,.investigations.pdf"]),
    ("fields-comma-in-href-kept", "&lt;A href=\"http://www.ynet.co.il/articles/0,7340,L-3023882,00.html\" target=_blank", &["bare http://www.ynet.co.il/articles/0,7340,L-3023882,00.html"]),
    ("fields-comma-then-word-kept", "see https://en.wikipedia.org/wiki/Washington,_D.C. and http://a.example/x,y,z now", &["bare https://en.wikipedia.org/wiki/Washington,_D.C", "bare http://a.example/x,y,z"]),
    ("fields-data-url-after-comma-kept", "id,data:text/plain,Stuff,next", &["bare data:text/plain,Stuff,next"]),
    ("fields-comma-space-not-field", "first, http://a.example/0,1 and", &["bare http://a.example/0,1"]),
    // A URL ending a record is not continued on the next record
    // (fivethirtyeight/data: elo-blatter/elo_blatter.csv:184-185,
    // trump-twitter/realDonaldTrump_poll_tweets.csv:473-474).
    ("fields-record-not-joined", "Tahiti,1453,1260,OFC,18000,178113,\"CIA (2004, French Polynesia)\",2007: http://en.wikipedia.org/wiki/Tahiti\nTaiwan,1051,809,AFC,31333,22800000,IMF,IMF\n", &["bare http://en.wikipedia.org/wiki/Tahiti"]),
    ("fields-record-tweet-not-joined", "636174308264550400,8/25/2015 13:52:29,Another good poll result in the great state of SC. Trump at 30%. Carson at 15% and Bush at 9%.  http://t.co/FjQfdCrfdT\n636173679093747713,8/25/2015 13:49:59,Congrats @LindseyGrahamSC. You just got 4 points in your home state of SC\u{2014}far better than zero nationally.\n", &["bare http://t.co/FjQfdCrfdT"]),
    // Negative: a URL cut in prose, its next line holding more commas.
    // `key: value` records (fields.rs): imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897
    // imagej-devel/2015-January.txt:17888-17890 and :17934-17935, Fiji's
    // Java properties pasted into a mail.
    ("fields-keyed-properties-not-joined", "  java.vm.vendor: Oracle Corporation\n  java.vendor.url: http://java.oracle.com/\n  path.separator: :\n  java.vm.name: OpenJDK 64-Bit Server VM\n", &["bare http://java.oracle.com/"]),
    ("fields-keyed-dotted-not-joined", "  java.vendor.url.bug: http://bugreport.sun.com/bugreport/\n  sun.font.fontmanager: sun.awt.X11FontManager\n", &["bare http://bugreport.sun.com/bugreport/"]),
    // Stamped records: a log's times of day, a date (fields.rs).
    ("fields-stamp-log-times-not-joined", "12:30:01 fetching http://mirrors.example.org/pub/linux/distribution/releases/\n12:30:02 done, 3 files\n", &["bare http://mirrors.example.org/pub/linux/distribution/releases/"]),
    ("fields-stamp-dates-not-joined", "2024-04-01 mirror moved to https://mirrors.example.org/pub/linux/distribution/new/\n2024-04-02 outage, see the status page\n", &["bare https://mirrors.example.org/pub/linux/distribution/new/"]),
    // A `(` before `scheme://` (fields.rs): imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897
    // imagej-devel/2014-April/002052.html:100, as its visible text reads.
    ("fields-paren-before-url", "You can clone git://repo.or.cz/trakem2.git(http://repo.or.cz/trakem2.git) and see https://en.wikipedia.org/wiki/TrakEM2_(software).\n", &["bare git://repo.or.cz/trakem2.git", "bare http://repo.or.cz/trakem2.git", "bare https://en.wikipedia.org/wiki/TrakEM2_(software)"]),
    ("fields-prose-url-joined", "Ha'aretz and Ynet, both of which ran the story, are at http://www.ynet.co.il/articles/\n0,7340,L-3023882,00.html and on the radio.\n", &["bare http://www.ynet.co.il/articles/0,7340,L-3023882,00.html [joined]"]),
    // linux-mailinglist-archives/io-uring.vger.kernel.org.0, message
    // <692e01d3.a70a0220.2ea503.00ba.GAE@google.com> (a syzbot report's `go env`
    // dump, quoted-printable decoded: Go's list of proxies).
    ("fields-host-comma-list", "GOPATH='/syzkaller/jobs-2/linux/gopath'\nGOPRIVATE=''\nGOPROXY='https://proxy.golang.org,direct'\nGOROOT='/usr/local/go'\n", &["bare https://proxy.golang.org"]),
    // linux-mailinglist-archives/alsa-devel.alsa-project.org.0, message
    // <1578074158-30328-11-git-send-email-david.ward@ll.mit.edu> (negative: alsa-info.sh's typo, a comma for a dot that a path
    // follows, is kept in the URL).
    ("fields-neg-host-comma-typo", "Please manually upload $NFILE to http://www.alsa-project,org/cardinfo-db/ and submit your post.\n", &["bare http://www.alsa-project,org/cardinfo-db/"]),
];

#[rustfmt::skip]
const ESCAPES: &[(&str, &str, &[&str])] = &[
    // JSON's `\u` escape: veepdotai/wp-front-js@00730a501e62a90793ab091acd54d164aecafa6f:
    // API/json.js:17 (a Pexels API response, as its encoder writes `&`).
    ("json-unicode-amp", "\"large2x\":\"https://images.pexels.com/photos/3225517/pexels-photo-3225517.jpeg?auto=compress\\u0026cs=tinysrgb\\u0026dpr=2\\u0026h=650\\u0026w=940\",", &["bare https://images.pexels.com/photos/3225517/pexels-photo-3225517.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940"]),
    ("json-unicode-equals-and-iri", "\"u\":\"http://a.example/r\\u00e9sum\\u00e9?q\\u003d1\"", &["bare http://a.example/r\u{e9}sum\u{e9}?q=1"]),
    // Negatives: a character no URL holds ends it; no four hex digits,
    // no escape; a surrogate half is no character.
    ("json-unicode-lt-ends", "\"http://a.example/x\\u003cb\\u003e\"", &["bare http://a.example/x"]),
    ("json-unicode-not-hex-ends", "http://a.example/dir\\users and http://a.example/y\\u12", &["bare http://a.example/dir", "bare http://a.example/y"]),
    ("json-unicode-surrogate-ends", "\"http://a.example/x\\ud83d\\ude00\"", &["bare http://a.example/x"]),
];

#[rustfmt::skip]
const START: &[(&str, &str, &[&str])] = &[
    // elastic/examples@HEAD: Common Data Formats/apache_logs/apache_logs:31.
    ("start-plus-sign-user-agent", "Safari/8536.25 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)\"", &["bare http://www.google.com/bot.html"]),
    // google-cloud-sdk data/cli/gsutil.json:1388.
    ("start-json-newline-escape", "large numbers of objects at once via\\nhttp://groups.google.com. That way", &["bare http://groups.google.com"]),
    // Cargo's source ids: pydantic_core 2.46.4's
    // sboms/pydantic-core.cyclonedx.json:57.
    ("compound-cargo-source", "\"bom-ref\": \"registry+https://github.com/rust-lang/crates.io-index#ahash@0.8.12\",\nsource = \"sparse+https://index.crates.io/\"", &["bare registry+https://github.com/rust-lang/crates.io-index#ahash@0.8.12", "bare sparse+https://index.crates.io/"]),
    // AsciiDoc's passthroughs and Skillable labs' type-text marks:
    // japila-books/spark-structured-streaming-internals
    // docs/spark-sql-streaming-JoinStateWatermarkPredicates.md, and
    // LODSContent/All-MOC MOC/en/MSDepth-CS-Login.md (no URL before).
    ("start-passthrough-double", "NOTE: `toString` is part of the ++https://docs.oracle.com/javase/8/docs/api/java/lang/Object.html#toString--++[java.lang.Object] contract", &["bare https://docs.oracle.com/javase/8/docs/api/java/lang/Object.html#toString--"]),
    ("start-passthrough-triple", "> - Azure Portal: +++https://portal.azure.com/+++\n> - Username: +++@lab.CloudPortalCredential(LabUser).Username+++", &["bare https://portal.azure.com/"]),
    ("start-passthrough-single", "the link +http://a.example/x_y+ is passed through", &["bare http://a.example/x_y"]),
    // A `+` that opened nothing stays: `C++ …/c++`, `?q=c++`.
    ("start-plus-end-kept", "C++ http://d.example/c++ and http://a.example/?q=c++", &["bare http://d.example/c++", "bare http://a.example/?q=c++"]),
    // Negatives: a name before the `+`, an escaped backslash before `n`,
    // a tool name longer than eight letters.
    ("start-plus-after-name-no-url", "C+http://x.example/ a1+http://y.example/", &[]),
    ("start-escaped-backslash-no-url", "C:\\\\nhttp://a.example/ \\\\thttp://b.example/", &[]),
    ("compound-long-tool-no-url", "something+https://a.example/", &[]),
    // troff's change of font before the scheme: Debian 12's dbus-bin
    // 1.14.10-1~deb12u1, /usr/share/man/man1/dbus-cleanup-sockets.1.gz:41,
    // and bash 5.2.15-2+b8, /usr/share/man/man1/bash.1.gz:11747.
    ("start-troff-font", "\\m[blue]\\fBhttp://www\\&.freedesktop\\&.org/software/dbus/\\fR\\m[]\n\\fIhttp://git.savannah.gnu.org/cgit/bash.git/snapshot/bash-master.tar.gz\\fP.\n\\f(CW\\*(C`https://a.example/x\\*(C'\\fP \\f[B]ftp://b.example/y\\f[]\n", &["bare http://www.freedesktop.org/software/dbus/", "bare http://git.savannah.gnu.org/cgit/bash.git/snapshot/bash-master.tar.gz", "bare https://a.example/x", "bare ftp://b.example/y"]),
    // Negatives: a backslash written as itself, a run that names no
    // scheme after the font either.
    ("start-troff-font-escaped-backslash-no-url", "C:\\\\fBhttp://x.example/ \\fBxhttp://y.example/", &[]),
];

#[rustfmt::skip]
const TEMPLATES: &[(&str, &str, &[&str])] = &[
    // botocore data/neptune/2014-10-31/endpoint-rule-set-1.json:240 (in
    // google-cloud-sdk's third_party): a placeholder cuts the host.
    ("template-host-cut-no-url", "\"url\": \"https://rds.{Region}.amazonaws.com\",\n\"url\": \"https://rds-fips.{Region}.{PartitionResult#dualStackDnsSuffix}\"", &[]),
    // Negatives: a placeholder in the path (anstyle-parse 1.0.0
    // Cargo.toml:84) or after a whole host leaves the URL before it.
    ("template-path-kept", "{file=\"CHANGELOG.md\", search=\"<!-- next-url -->\", replace=\"<!-- next-url -->\\n[Unreleased]: https://github.com/rust-cli/anstyle/compare/{{tag_name}}...HEAD\"", &["bare https://github.com/rust-cli/anstyle/compare/"]),
    ("template-after-host-kept", "\"https://a.example/{id}\" and \"https://a.example{path}\"", &["bare https://a.example/", "bare https://a.example"]),
    // A name in angle brackets that the host goes on after (SPEC §1.4's
    // `<host>`): pip 24's docs/html/development/getting-started.rst
    // (Debian's python3-pip), and the form of cloud documentation.
    ("template-angle-host-cut-no-url", "    https://pip--<PR-NUMBER>.org.readthedocs.build/en/<PR-NUMBER>\nUse https://s3.<region>.amazonaws.com/<bucket> or https://api-<N>-eu.example.com:8443/", &[]),
    // Negatives: a tag after a host's last dot, a placeholder in the
    // path, a copy in angle brackets, a name too long to be read ahead.
    ("template-angle-tag-after-host-kept", "see http://a.example.<br>\nhttp://b.example.<br>next", &["bare http://a.example", "bare http://b.example"]),
    ("template-angle-path-kept", "https://console.cloud.google.com/<project>/x", &["bare https://console.cloud.google.com/"]),
    ("template-angle-copy-kept", "http://a.example.<http://a.example.>", &["bare http://a.example", "angle http://a.example."]),
    ("template-angle-long-name-kept", "https://s3.<a-name-of-15-chr>.amazonaws.com", &["bare https://s3"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:cpan/CPAN/lib/CPAN/Plugin/Specfile.pm:111-113 (an RPM spec's `%{version}`).
    ("template-rpm-macro", "#URL:            http://www.template-toolkit.org/\n#Source0:        http://search.cpan.org/CPAN/authors/id/A/AB/ABW/Template-Toolkit-%{version}.tar.gz\n#Patch0:         Template-2.22-SREZIC-01.patch\n", &["bare http://www.template-toolkit.org/", "bare http://search.cpan.org/CPAN/authors/id/A/AB/ABW/Template-Toolkit-"]),
    // FreeRADIUS/freeradius-server@65a80881caf496281707f2c52ef68ae5a4e518ce:raddb/mods-available/json:71 (an unlang `%{…}` expansion).
    ("template-unlang-expansion", "#  map json \"%rest(GET http://example.org/api/user/%{User-Name})\" {\n", &["bare http://example.org/api/user/"]),
    // Hand-made: Ruby's `#{…}` interpolation; a `%7B` escape is no sign.
    ("template-ruby-interpolation", "url = \"https://api.github.com/repos/#{repo}/issues\"\nq = https://a.example/x%7Bb\n", &["bare https://api.github.com/repos/", "bare https://a.example/x%7Bb"]),
    // collective/icalendar@851cb47758689b54781c0712186d1d9e2ec57dd5:src/icalendar/tests/calendars/alarm_etar_future.ics:7-9
    // (the next content line at column 0 is a record of its own).
    ("fields-calendar-next-property", "TZID:Europe/London\nTZURL:http://tzurl.org/zoneinfo/Europe/London\nX-LIC-LOCATION:Europe/London\n", &["bare http://tzurl.org/zoneinfo/Europe/London"]),
    // collective/icalendar@851cb47758689b54781c0712186d1d9e2ec57dd5:src/icalendar/tests/calendars/rfc_7986_conferences.ics:3-6 (RFC 7986's example).
    ("fields-calendar-next-property-after-fold", "CONFERENCE;VALUE=URI;FEATURE=PHONE,MODERATOR;\n LABEL=Moderator dial-in:tel:+1-412-555-0123,,,654321\nCONFERENCE;VALUE=URI;FEATURE=PHONE;\n LABEL=Attendee dial-in:tel:+1-412-555-0123,,,555123\n", &["bare tel:+1-412-555-0123,,,654321", "bare tel:+1-412-555-0123,,,555123"]),
    // collective/icalendar@851cb47758689b54781c0712186d1d9e2ec57dd5:docs/how-to/fuzz-testing-log.txt:16-19 (a GitHub Actions log's ISO 8601 stamps).
    ("fields-stamp-iso-8601", "2025-11-22T11:51:33.9206787Z Version: 20251112.124.1\n2025-11-22T11:51:33.9208111Z Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20251112.124/images/ubuntu/Ubuntu2404-Readme.md\n2025-11-22T11:51:33.9209669Z Image Release: https://github.com/actions/runner-images/releases/tag/ubuntu24%2F20251112.124\n2025-11-22T11:51:33.9210655Z ##[endgroup]\n", &["bare https://github.com/actions/runner-images/blob/ubuntu24/20251112.124/images/ubuntu/Ubuntu2404-Readme.md", "bare https://github.com/actions/runner-images/releases/tag/ubuntu24%2F20251112.124"]),
];

#[test]
fn data_file_rows() {
    for rows in [FIELDS, ESCAPES, START, TEMPLATES] {
        check_rows(rows);
    }
}
