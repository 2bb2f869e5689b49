//! URLs in a PDF's text dump (`pdftotext`, SPEC §1.6.3; the `typeset`
//! module's docs): LaTeX's `url` package breaks a URL after `:`, `/`,
//! `.` or `?` with no hyphen, and the dump keeps the line end. Each row
//! is an excerpt of a paper in papers-we-love/papers-we-love, named in
//! its comment, whose link annotation (`/URI`) holds the URL; negatives
//! included. The row format is in `common/mod.rs`.

mod common;

use common::check_rows;

fn rows() -> Vec<(&'static str, &'static str, &'static [&'static str])> {
    vec![
        // A scheme's colon alone at a line end, `//` and the host next.
        // distributed_systems/Replication, History, and Grafting in the
        // Ori File System.pdf:
        ("colon-http", "[1] Dropbox Inc. Dropbox - simplify your life. http:\n//www.dropbox.com/, September 2012.\n", &["bare http://www.dropbox.com/ [joined]"]),
        // cryptography/ntru-prime.pdf:
        ("colon-https", "NTRU private key, 2016. Cryptology ePrint Archive, Report 2016/177, https:\n//eprint.iacr.org/2016/177.\n", &["bare https://eprint.iacr.org/2016/177 [joined]"]),
        // time_series/ts-asap.pdf: a list of references, one a line; the
        // entries before and after stay apart.
        ("colon-in-list", "[6] InfluxDB. https://docs.influxdata.com/influxdb/.\n[7] Microsoft Azure Monitor. https:\n//docs.microsoft.com/azure/monitoring-and-diagnostics.\n[8] New Relic. https://newrelic.com/.\n", &["bare https://docs.influxdata.com/influxdb/", "bare https://docs.microsoft.com/azure/monitoring-and-diagnostics [joined]", "bare https://newrelic.com/"]),
        // distributed_systems/ironFleet-proving-practical-distributed-
        // systems-correct.pdf: after the colon, a file name cut at its dot.
        ("colon-then-file-type", "[26] J ONES , E. Model checking a Paxos implementation. http:\n//www.evanjones.ca/model-checking-paxos.\nhtml, 2009.\n", &["bare http://www.evanjones.ca/model-checking-paxos.html [joined]"]),
        // A query cut after its `?`. distributed_systems/There Is More
        // Consensus in Egalitarian Parliaments (Egalitarian Paxos).pdf; the
        // justified line was split by pdftotext at its stretched spaces.
        ("query", "[18] L. Lamport.\nFast Paxos.\nhttp://research.\nmicrosoft.com/apps/pubs/default.aspx?\nid=64624, 2006.\n", &["bare http://research.microsoft.com/apps/pubs/default.aspx?id=64624 [joined]"]),
        // The rest of a path after `/`, though by count of characters it
        // would have fitted: the next entry is one long line, as pdftotext
        // often gives it. serverless/cloud-simplifired-berekley-view-on-
        // serverless.pdf:
        ("path-after-slash", "[3] Stephen Orban.\nCloud-native or lift-and-shift?\nhttps://aws.amazon.com/blogs/\nenterprise-strategy/cloud-native-or-lift-and-shift/. Accessed: 2019-01-23.\n[4] Christina Delimitrou and Christos Kozyrakis. Quasar: Resource-efficient and QoS-aware cluster management. In Proceedings of the 19th International Conference on Architectural Support\n", &["bare https://aws.amazon.com/blogs/enterprise-strategy/cloud-native-or-lift-and-shift/ [joined]"]),
        // Haskell/hasochism.pdf, in running text:
        ("path-after-slash-prose", "We give a brief overview of the editor’s inner loop. The full code is\navailable as literate Haskell at:\nhttps://github.com/slindley/dependent-haskell/tree/\nmaster/Hasochism/Editor.lhs\nThe current position in the text buffer is represented using a zipper structure over an unindexed list of strings. The current position\n", &["bare https://github.com/slindley/dependent-haskell/tree/master/Hasochism/Editor.lhs [joined]"]),
        // quantum_computing/advance_in_quantum_machine_learning.pdf:
        ("path-numbers", "[70] Tenenbaum, J. B.; de Silva, V. & Langford, J. C. “A Global Geometric Framework for Nonlinear\nDimensionality Reduction”. Science, 290, 2319 (2000). URL http://www.sciencemag.org/\ncontent/290/5500/2319\n[71] Neven, H.; Rose, G. & Macready, W. G. “Image Recognition with an Adiabatic Quantum Computer: I. Mapping to Quadratic Unconstrained Binary Optimization”. arXiv quant-ph/0804.4457,\n", &["bare http://www.sciencemag.org/content/290/5500/2319 [joined]"]),
        // A file name cut at its dot. distributed_systems/Optimistic
        // Replication.pdf:
        ("file-type", "NAKAGAWA , I. 1996. FTPmirror \u{2013} mirroring directory hierarchy with FTP. http://noc.intec.co.jp/ftpmirror.\nhtml.\nO\u{2019}N EIL , P. E. 1986. The escrow transactional method.\n", &["bare http://noc.intec.co.jp/ftpmirror.html [joined]"]),
        // Ori File System again: three lines, cut after `/` and `.`.
        ("file-type-three-lines", "[8] Filebench.\nhttp://sourceforge.net/\napps/mediawiki/filebench/index.\nphp, 2013.\n", &["bare http://sourceforge.net/apps/mediawiki/filebench/index.php [joined]"]),
        // A DOI cut after `10.`. search-engines/Web-Scale Responsive
        // Visual Search at Bing.pdf and Haskell/hcc-popl.pdf:
        ("doi-number", "23rd ACM SIGKDD International Conference on Knowledge Discovery and Data\nMining (KDD ’17). ACM, New York, NY, USA, 2101–2110. https://doi.org/10.\n1145/3097983.3098162\n[24] Matthew D Zeiler and Rob Fergus. 2014. Visualizing and understanding convolutional networks. In European conference on computer vision. Springer, 818–833.\n", &["bare https://doi.org/10.1145/3097983.3098162 [joined]"]),
        ("doi-number-url", "Berlin, Heidelberg, 2012. Springer-Verlag. ISBN 978-3-642-27939-3.\ndoi: 10.1007/978-3-642-27940-9 21. URL http://dx.doi.org/10.\n1007/978-3-642-27940-9_21.\nNeil Mitchell and Colin Runciman. Not all patterns, but enough: an automatic verifier for partial but sufficient pattern matching. In Proceedings\n", &["bare http://dx.doi.org/10.1007/978-3-642-27940-9_21 [joined]"]),
        // One segment after `/`: a directory's or a web file's name.
        // distributed_systems/Optimistic Replication.pdf:
        ("segment-directory", "Symp. on Princ. of Distr. Comp. (PODC). Montréal, QC, Canada, 114–122.\nB ERNSTEIN , P. A., H ADZILACOS , V., AND G OODMAN , N. 1987. Concurrency control and recovery in database\nsystems. Addison Wesley, Boston, MA, USA. Available online from http://research.microsoft.com/pubs/\nccontrol/.\nB IRMAN , K. P., H AYDEN , M., O ZKASAP, O., X IAO , Z., B UDIU , M., AND M INSKY, Y. 1999. Bimodal multicast. ACM Trans. Comput. Syst. 17, 2, 41–88.\n", &["bare http://research.microsoft.com/pubs/ccontrol/ [joined]"]),
        // distributed_systems/ironFleet-proving-practical-distributed-
        // systems-correct.pdf:
        ("segment-directory-comma", "atomic actions. In Proceedings of the ACM Symposium on\nPrinciples of Programming Languages (POPL) (Jan. 2009).\n[15] EPaxos code. https://github.com/efficient/\nepaxos/, 2013.\n[16] F ISCHER , M. J., LYNCH , N. A., AND PATERSON , M. S.\n", &["bare https://github.com/efficient/epaxos/ [joined]"]),
        // virtual_machines/an-updated-performance-comparison-of-virtual-
        // machines-and-linux-containers.pdf:
        ("segment-file", "KVM and Docker LXC Benchmarking\nwith\nOpenStack.\nhttp://bodenr.blogspot.com/2014/05/\nkvm-and-docker-lxc-benchmarking-with.html, May 2014.\n[40] Rusty Russell. Virtio: Towards a de-facto standard for virtual I/O devices.\n", &["bare http://bodenr.blogspot.com/2014/05/kvm-and-docker-lxc-benchmarking-with.html [joined]"]),
        // A host cut before its top-level domain (the same paper).
        ("host-top-level", "https://jnovy.\nfedorapeople.org/pxz/, 2012.\n[12] Advanced multi layered unification filesystem. http://aufs.sourceforge.\nnet, 2014.\n", &["bare https://jnovy.fedorapeople.org/pxz/ [joined]", "bare http://aufs.sourceforge.net [joined]"]),
        // A URL visibly cut goes on though another URL follows on the
        // next line. sports_analytics/2017-A-statistical-technique-for-
        // measuring-space-creation-in-professional-soccer.pdf (its
        // pdftotext dump also lost the `fi` ligatures: `ine-tune`):
        ("cut-before-other-url", "from F.C. Barcelona, in order to ine-tune our quantitative approach. The following videos are examples of\nthe video-based validation tool we have used: http://www.lukebornn.com/sloan/space_occupation_\n1.mp4, http://www.lukebornn.com/sloan/space_occupation_2.mp4\nBased on this, we provide a complete summary of off-ball movements statistics for a speci ic Spanish\n", &["bare http://www.lukebornn.com/sloan/space_occupation_1.mp4 [joined]", "bare http://www.lukebornn.com/sloan/space_occupation_2.mp4"]),
        // A TeX tilde after `/`: `∼` (U+223C) in constraint_handling_rules/
        // chr_to_java.pdf, `˜` (U+02DC) in abstract_interpretation/
        // abstract_interpretation_based_formal_methods.pdf; read as `~`.
        ("tilde-operator", "Sun’s JDK 1.6.0 and executed with HotSpot JRE 1.6.0. The source code of the benchmarks used is available at\nhttp://www.cs.kuleuven.be/∼petervw/bench/lnai2008/\n\n", &["bare http://www.cs.kuleuven.be/~petervw/bench/lnai2008/"]),
        ("tilde-accent", "Patrick.Cousot@ens.fr\nhttp://www.di.ens.fr/˜cousot/\n\n", &["bare http://www.di.ens.fr/~cousot/"]),
        // The tilde starting the next line. distributed_systems/Optimistic
        // Replication.pdf:
        ("tilde-next-line", "Palo Alto, CA, 93403, USA. mailto:yasushi@cs.washington.edu, http://www.ysaito.com. Marc Shapiro,\nMicrosoft Research Ltd., 7 J J Thomson Ave, Cambridge CB3 0FB, United Kingdom. http://www-sor.inria.fr/\n∼shapiro/.\nPermission to make digital/hard copy of all or part of this material without fee for personal or classroom use\n", &["bare mailto:yasushi@cs.washington.edu", "bare http://www.ysaito.com", "bare http://www-sor.inria.fr/~shapiro/ [joined]"]),
        // Springer's U+200B every few characters, the scheme's too:
        // testing/tdd/test-driven-development-with-mutation-testing.pdf.
        ("zwsp", "measured? In: Proceedings of the 2016 24th ACM SIGSOFT International Symposium on Foundations of Software Engineering, Association for Computing Machinery, New York, NY, USA, FSE\n2016 (pp. 547-558). https\u{200B}://doi.org/10.1145/29502\u{200B}90.29503\u{200B}24.\nAhmed, I., Jensen, C., Groce, A., PE, M. (2017). Applying mutation analysis on kernel test suites:\n", &["bare https://doi.org/10.1145/2950290.2950324"]),
        ("zwsp-scheme-at-line-end", "An analysis and survey. Advances in Computers, vol 112, Elsevier, (pp. 275–378), DOI https\u{200B}://\ndoi.org/10.1016/bs.adcom\u{200B}.2018.03.015,\nURL\n", &["bare https://doi.org/10.1016/bs.adcom.2018.03.015 [joined]"]),
        // A slug after `/` (three parts or more) may be prose: the cut
        // reading, the joined one as an alternative. virtual_machines/an-
        // updated-performance-comparison-of-virtual-machines-and-linux-
        // containers.pdf:
        ("alt-slug", "in Europe, DATE ’10, pages 574–579. European Design and Automation\nAssociation, 2010.\n[19] Eric Brewer. Robust containers. http://www.slideshare.net/dotCloud/\neric-brewer-dockercon-keynote, June 2014.\n[20] R. J. Creasy. The origin of the VM/370 time-sharing system. IBM\n", &["bare http://www.slideshare.net/dotCloud/ alt=http://www.slideshare.net/dotCloud/eric-brewer-dockercon-keynote"]),
        // Negatives. A word after `/` may be the sentence's next word
        // (Egalitarian Paxos: the annotation says `…/efficient/epaxos`,
        // but the text alone does not).
        ("nojoin-word-after-slash", "[24] I. Moraru, D. G. Andersen, and M. Kaminsky. Epaxos\ncode base. https://github.com/efficient/\nepaxos, Aug. 2013.\n", &["bare https://github.com/efficient/"]),
        // The colon alone before no host: a comment, a signature.
        ("nojoin-colon-comment", "the scheme is http:\n// not a URL\n", &[]),
        ("nojoin-colon-signature", "Visit us at http:\n//Chris\n", &[]),
        // A question ends at `?`; a file type starts no sentence, but a
        // word that only looks like one does when text follows it.
        ("nojoin-question", "Have you read http://a.example/faq?\nYes, twice.\n", &["bare http://a.example/faq"]),
        ("nojoin-file-type-word", "see http://a.example/faq.\nhtml is fun\n", &["bare http://a.example/faq"]),
        // A URL cut at `_` does not go on with the next URL itself.
        ("nojoin-cut-then-url", "http://a.example/list_\nhttp://b.example/next\n", &["bare http://a.example/list_", "bare http://b.example/next"]),
        // A tilde operator elsewhere is mathematics, no URL character.
        ("nojoin-tilde-inside", "the cost http://a.example/n∼log n grows\n", &["bare http://a.example/n"]),
        // Two parts are a hyphenated word (serverless/peeking-behind-the-
        // curtains-of-serverless-platforns.pdf; its annotation says
        // `…/presentations/serverless-security`, the text alone does not),
        // and a signature's phone number is no slug (erlang-questions,
        // September 2008, in the mail corpus).
        ("nojoin-two-part-word", "[35] P ETERSON , E. Serverless security and things that go bump\nin the night. https://www.infoq.com/presentations/\nserverless-security, 2017.\n", &["bare https://www.infoq.com/presentations/"]),
        ("nojoin-phone", "Dennis Byrne\nThoughtWorks - Chicago\nhttp://notdennisbyrne.blogspot.com/\n312-505-7965\n", &["bare http://notdennisbyrne.blogspot.com/"]),
        // U+200B before a space or a word of a script written without
        // spaces (Thai) ends the URL as before.
        ("nojoin-zwsp-end", "http://a.example/x\u{200B} next and http://b.example/y\u{200B}กข\n", &["bare http://a.example/x", "bare http://b.example/y"]),
        // A domain's name with text after it starts a sentence.
        ("nojoin-top-level-word", "Our old site was http://www.example.\ncom is where the new one lives.\n", &["bare http://www.example"]),
        // A number that ends a sentence, and the next entry's date label
        // (/usr/share/doc/libonig5/changelog.gz, rewrapped).
        ("nojoin-number-label", "The issue was discovered in PHP, see https://bugs.php.net/64769.\n2013/10/21: [impl] remove unused variable. (regcomp.c)\n", &["bare https://bugs.php.net/64769"]),
        // `and/or` is prose, not the rest of a path: not joined by the
        // typesetter's rule, and, a prose word (`join::words::prose`, the
        // LTP list's `…/Checklist` over `and/or even write`), no
        // alternative either.
        ("alt-prose-slash", "Sources of the programs are kept at http://a.example/pub/ on the ftp site\nand the mirrors http://a.example/pub/\nand/or the mirrors' mirrors, which are listed in the file MIRRORS.\n", &["bare http://a.example/pub/", "bare http://a.example/pub/"]),
    ]
}

#[test]
fn pdf() {
    check_rows(&rows());
}
