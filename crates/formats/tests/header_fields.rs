//! URLs in the header fields a reader sees (SPEC §2.3, `mail::fields`):
//! header blocks from the shared corpus (`/work/shared/corpus`, sources in
//! its MANIFEST.md; the file and lines are named per row), each given a
//! one-line body, searched with `Headers::Shown` (the default),
//! `Headers::All` and `Headers::None`.

use urlgrep_extract::Extractor;
use urlgrep_formats::{Format, Headers, MailExtractor, Origin};

/// Name, header block (CRLF as in the corpus), and the URLs with their
/// field under `Shown`, then under `All`.
type Row = (
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

#[rustfmt::skip]
const ROWS: &[Row] = &[
    // mail/cypherpunks-1992-1998-URL-messages.mbox:2856-2862
    ("organization-url-only",
     "Path: nntp.Stanford.EDU!news.Stanford.EDU!nntp-hub2.barrnet.net!newsfeed.internetmci.com!nuclear.microserve.net!luzskru.cpcnet.com!not-for-mail\r\nFrom: anonymous@alpha.c2.org\r\nSubject: Code demonstrating Microsoft Windows insecurity on networks\r\nSender: rich@infinity.c2.org\r\nMessage-ID: <4dnmcu$pt4@infinity.c2.org>\r\nDate: 19 Jan 1996 00:57:02 -0800\r\nOrganization: http://www.c2.org/hackmsoft/\r\n",
     &["Organization http://www.c2.org/hackmsoft/"],
     &["Organization http://www.c2.org/hackmsoft/"]),
    // mail/cypherpunks-1996-07.mbox.gz:61278-61281
    ("x-url",
     "From: Phil Agre <pagre@weber.ucsd.edu>\r\nTo: rre@weber.ucsd.edu\r\nSubject: John Munden freed\r\nX-URL: http://communication.ucsd.edu/pagre/rre.html\r\n",
     &["X-URL http://communication.ucsd.edu/pagre/rre.html"],
     &["X-URL http://communication.ucsd.edu/pagre/rre.html"]),
    // mail/notmuch-corpus-default-2009.mbox:123-129: RFC 2369's fields,
    // folded; no client shows them.
    ("list-fields-folded",
     "From: a@example.org\nList-Unsubscribe: <http://notmuchmail.org/mailman/options/notmuch>,\n\t<mailto:notmuch-request@notmuchmail.org?subject=unsubscribe>\nList-Archive: <http://notmuchmail.org/pipermail/notmuch>\nList-Post: <mailto:notmuch@notmuchmail.org>\nList-Help: <mailto:notmuch-request@notmuchmail.org?subject=help>\nList-Subscribe: <http://notmuchmail.org/mailman/listinfo/notmuch>,\n\t<mailto:notmuch-request@notmuchmail.org?subject=subscribe>\n",
     &[],
     &["List-Unsubscribe http://notmuchmail.org/mailman/options/notmuch", "List-Unsubscribe mailto:notmuch-request@notmuchmail.org?subject=unsubscribe", "List-Archive http://notmuchmail.org/pipermail/notmuch", "List-Post mailto:notmuch@notmuchmail.org", "List-Help mailto:notmuch-request@notmuchmail.org?subject=help", "List-Subscribe http://notmuchmail.org/mailman/listinfo/notmuch", "List-Subscribe mailto:notmuch-request@notmuchmail.org?subject=subscribe"]),
    // mail/cypherpunks-1996-02.mbox.gz:11953-11956
    ("subject-is-url",
     "From: brianh@u163.wi.vp.com (Brian Hills)\r\nDate: Sat, 3 Feb 1996 05:34:36 +0800\r\nTo: cypherpunks@toad.com\r\nSubject: http://www.xcitement.com/virus/\r\n",
     &["Subject http://www.xcitement.com/virus/"],
     &["Subject http://www.xcitement.com/virus/"]),
    // mail/notmuch-corpus-lkml-2010.mbox:356-358
    ("x-mailer-x-website",
     "From: a@example.org\nX-Mailer: Mutt http://www.mutt.org/\nX-KeyID: 0xDDF51665\nX-Website: http://www.datenfreihafen.org/\n",
     &[],
     &["X-Mailer http://www.mutt.org/", "X-Website http://www.datenfreihafen.org/"]),
    // news/cypherpunks-archive-usenet-articles-1992-1998.mbox:55257-55260
    ("organization-prose-then-path",
     "To: rah@shipwright.com\r\nSubject: Leahy moves for Repeal of Communications Indecency Act\r\nOrganization: The Arctos Group - http://www.arctos.com/arctos\r\nPath: sundog.tiac.net!arctos.com!oldbear\r\n",
     &["Organization http://www.arctos.com/arctos"],
     &["Organization http://www.arctos.com/arctos"]),
    // mail/cypherpunks-1992-1998-URL-messages.mbox:3810-3815: an
    // identity field, shown by no client, though it holds a wrapper.
    ("in-reply-to-url",
     "From: lmccarth@cs.umass.edu\r\nDate: Fri, 16 Feb 1996 18:39:15 +0800\r\nTo: cypherpunks@toad.com (Cypherpunks Mailing List)\r\nSubject: Re: A Cyberspace Independence Refutation\r\nIn-Reply-To: <URL:http://www.hks.net/cpunks/cpunks-24/0354.html>\r\nMessage-ID: <199602161003.FAA10539@opine.cs.umass.edu>\r\n",
     &[],
     &["In-Reply-To http://www.hks.net/cpunks/cpunks-24/0354.html"]),
    // news/cypherpunks-archive-usenet-articles-1992-1998.mbox:69002-69005
    ("neg-received-message-id-www-host",
     "From: a@example.org\r\nReceived: from koko (unverified [202.128.5.10]) by www.latte.net\r\n (EMWAC SMTPRS 0.83) with SMTP id <B0000002260@www.latte.net>;\r\n Fri, 07 Feb 1997 00:42:38 +1000\r\nMessage-Id: <B0000002260@www.latte.net>\r\n",
     &[],
     &[]),
    // news/cypherpunks-archive-usenet-articles-1992-1998.mbox:64333-64335
    ("neg-path-www-host",
     "Path: news.eff.org!news.umbc.edu!haven.umd.edu!cs.umd.edu!news.abs.net!ddsw1!news.mcs.net!www.nntp.primenet.com!nntp.primenet.com!howland.erols.net!agate!boulder!ucsub.Colorado.EDU!peterson\r\nFrom: peterson@ucsub.Colorado.EDU (Peterson Penny)\r\nNewsgroups: alt.privacy\r\n",
     &[],
     &[]),
    // mail/cypherpunks-1996-07.mbox.gz:17192-17195
    ("neg-from-www-mailhost",
     "Date: Tue, 2 Jul 1996 16:00:49 +0200\r\nFrom: ISPO Administrator <root@www.ispo.cec.be>\r\nTo: istrends@www.ispo.cec.be\r\nSubject: InfoTrends ISTrends - Issue 55\r\n",
     &[],
     &[]),
];

/// `field url` of each header record, and the body's URLs as `body url`.
fn found(which: Headers, block: &str) -> Vec<String> {
    let msg = format!("{block}\r\nsee http://body.example/x\r\n");
    let mut mx = MailExtractor::new(Extractor::new());
    mx.headers(which);
    mx.scan_bytes(msg.as_bytes(), Format::Message)
        .flat_map(|s| s.found)
        .map(|r| match r.origin() {
            Origin::Header { field, .. } => {
                assert_eq!(&msg.as_bytes()[r.start()..r.end()], r.raw(), "{block}");
                format!("{field} {}", r.url())
            }
            _ => format!("body {}", r.url()),
        })
        .collect()
}

#[test]
fn header_fields_per_setting() {
    for (name, block, shown, all) in ROWS {
        let body = "body http://body.example/x".to_string();
        let with_body = |v: &[&str]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.push(body.clone());
            v
        };
        assert_eq!(found(Headers::Shown, block), with_body(shown), "{name}");
        assert_eq!(found(Headers::All, block), with_body(all), "{name}");
        assert_eq!(found(Headers::None, block), with_body(&[]), "{name}");
    }
}
