//! Rows from real public documents (each row names its source: repository,
//! commit, path and lines) for the rules SPEC §1.4–1.8 gained for code,
//! data, markup and logs: regular expressions and templates are no
//! address (`markup::pattern`, `markup::template`), LaTeX's URL argument
//! is read whole and its `\~{}` as `~` (`markup::latex`, `escapes`), Java
//! `.properties` escapes (`escapes`), adjacent string literals joined
//! (`join::literals`), a stack frame's `:line:column` (`markup::position`)
//! and the schemes of logs (`config::schemes`). Negatives are the rows
//! named `-neg-` and those whose list keeps a plain URL beside a pattern.
//! 26 of the rows fail on the revision before these rules (5e6b2a7); the
//! other 31 are negatives and guards of what already held (a `%20` is no
//! placeholder, `\url{…\#…}` was read right). The `troff-` rows are
//! man pages' break points `\:` (§1.7.1) as groff's pages and docutils'
//! man writer put them, before a `.` or `;`, after a `/`, `?` or `-`, and
//! troff's escaped newline in a `.UR` request: the seven with a URL fail
//! on the revision before them (0cea345, `https://github:.com/…`; the
//! CPAN row's negative is `Math::\:Trig`), the other two `-neg-` rows (a
//! `\:` in file names, `\-` options) are guards. More escapes of man
//! pages (`markup::escapes`): DocBook's `\&` of zero width before a `.`,
//! groff's `\[ti]` and `\(ti` tilde, pod2man's `\*(C` quote string, the
//! Linux man-pages' `\:` before a `/` (`troff-docbook-*`,
//! `troff-named-tilde`, `troff-pod2man-*`, `troff-man-pages-*`, from
//! Debian 12's pages); they fail on 8512094, and the `-neg-` rows (a
//! query's `\&` in markdown and LaTeX, a `.properties` value's `\:/`)
//! held there.
//! Then older kinds: an unterminated wrapper with a space after its
//! scheme's colon (`wrapper-*`, `read::wrapper`), a wrap that cut a file
//! type's last letters (`typecut-*`, `join::verdict`), a reply whose
//! bare URL was cut before its `<…>` copy (`copy-*`,
//! `join::continuation`); their positives fail on 0cea345, the `-neg-`
//! rows held there too. Last, rows from a judged sample of excerpts: a
//! shell `$(…)` or interpolated `$name` ends a URL (`markup::template`),
//! a `[/img]` closing tag ends one in a query (`markup::pairs`), and an
//! escape sequence written in a string literal (`\x1b[4m`, `\033[4m`)
//! glued before a scheme is no part of the word (`markup::ansi`); their
//! positives fail on a1219ec. After them, rows from sources of
//! `forms.tsv` read whole (perl5, FreeRADIUS, gnutls, cabal): a comment
//! marker glued to code under a `# ` comment, a YAML key, make's `:=`,
//! a CamelCase name or an OID under a short line, strings concatenated
//! by `++`, Haddock's `<url label>`, a macro in LaTeX's URL argument;
//! their positives fail on 5da9efb. Then a calendar's folded lines
//! (`lines::unfold`, hand-made by RFC 5545's folding, with a real guard). The row format is in
//! `common/mod.rs`.

mod common;

use common::check_rows;

#[rustfmt::skip]
const ROWS: &[(&str, &str, &[&str])] = &[
    // statch/gitbot@f1986c0239e42669bc0f341aab858e6858344bc4:ext/regex.py:3-6
    ("pattern-python-re-compile-escaped-host", "REPO_RE = re.compile(r'https://github\\.com/([a-zA-Z0-9-_]+/[A-Za-z0-9_.-]+)')\nUSER_ORG_RE = re.compile(r'https://github\\.com/([a-zA-Z0-9-_]+)')\nPR_RE = re.compile(r'https://github\\.com/([a-zA-Z0-9-_]+/[A-Za-z0-9_.-]+)/pull/(\\d+)')\nISSUE_RE = re.compile(r'https://github\\.com/([a-zA-Z0-9-_]+/[A-Za-z0-9_.-]+)/issues/(\\d+)')\n", &[]),
    // Pixailz/LW_Mod_Updater@14541938bce6b7499ce1bcca1618fa7b692d2706:utils/regex.py:13-20
    ("pattern-python-re-compile-anchored-multiline", "\t\tself.git_user = re.compile(\n\t\t\tr\"^https://github\\.com/(.*?)/.*$\",\n\t\t\t**self.options\n\t\t)\n\t\tself.git_repo_name = re.compile(\n\t\t\tr\"^https://github\\.com/.*?/(.*)$\",\n\t\t\t**self.options\n\t\t)\n", &[]),
    // CrimsonVoid/Ayuko@4080875e0c95fb6295e95764cdb3fb9dbe286f3f:modules/url/vars.go:19
    ("pattern-go-backtick-regexp", "\turlRe = regexp.MustCompile(`(http|https)\\://[a-zA-Z0-9\\-\\.]+\\.[a-zA-Z]{2,3}(:[a-zA-Z0-9]*)?/?([a-zA-Z0-9\\-\\._\\?\\,\\'/\\\\\\+&amp;%\\$#\\=~])*`)\n", &[]),
    // aaand/youtube_downloader@9e8593d255f7e4622ffd05f24fff7b498ce247f7:classes/Parser.php:9-13
    ("pattern-php-preg-delimited", "        //$patt = '~https?://(?:www\\.)?youtube\\.com[^&\\s]+(?=\\s|$)~';\n        //$patt = '~https?://(?:www\\.)?youtube\\.com[^&\\s]+(?=\\s|$)~';\n        //$patt = '~(?:https?://)?(?:www\\.)?youtu(?:be\\.com/watch\\?(?:.*?&(?:amp;)?)?v=|\\.be/)([\\w\\-]+)(?:&(?:amp;)?[\\w\\?=]*)?~';\n        //$patt = '\"(?:.+?)?(?:\\/v\\/|watch\\/|\\?v=|\\&v=|youtu\\.be\\/|\\/v=|^youtu\\.be\\/)([a-zA-Z0-9_-]{11})+\"';\n        $patt = '/(http:|https:|)\\/\\/(player.|www.)?(vimeo\\.com|youtu(be\\.com|\\.be|be\\.googleapis\\.com))\\/(video\\/|embed\\/|channels\\/(?:\\w+\\/)|watch\\?v=|v\\/)?([A-Za-z0-9._%-]*)(\\&\\S+)?/';\n", &[]),
    // DaYeezus/content-downloader@c8b1bbf74cab483151083674533c1ca7bb5bdaf5:packages/validators/src/regexes.ts:1-4
    ("pattern-ts-regex-literal-optional-scheme", "export const youtubeVideoRegex =\n  /^(https?:\\/\\/)?(www\\.)?youtu(\\.be\\/|be\\.com\\/(embed\\/|v\\/|watch\\?v=))([\\w\\-]{11})(\\S+)?$/;\nexport const youtubePlaylistRegex =\n  /^(?:https?:\\/\\/)?(?:www\\.)?(?:youtube\\.com|youtu\\.be)\\/(?:playlist\\?list=)([a-zA-Z0-9_-]+)/;\n", &[]),
    // AbhishekKolge/repo-radar-server@fa40d459b26f2ae95ba6ff0cbfe14af314d8306e:src/shared/utils/regex.ts:1-3
    ("pattern-ts-regex-literal-anchored", "export const GITHUB_URL_REGEX =\n  /^https:\\/\\/github\\.com\\/[A-Za-z0-9-]+\\/[A-Za-z0-9_.-]+(\\/(tree|blob)\\/[A-Za-z0-9_.-]+(\\/[A-Za-z0-9_.-]+)*)?$/;\nexport const GITHUB_DETAILS_EXTRACTOR_REGEX = /github.com\\/([^/]+)\\/([^/]+)/;\n", &[]),
    // opendocs-md/do-tutorials@03d90f47ba673770741792929a8b6dc30f763d61:md/en/how-to-set-up-mod_rewrite-page-2.md:25
    ("pattern-apache-rewritecond-then-target-url", "    RewriteEngine on RewriteCond %{HTTP\\_REFERER} !^$ RewriteCond %{HTTP\\_REFERER} !^http://(www\\.)?example\\.com/.\\*$ [NC] RewriteRule .\\*\\.(gif|jpeg|png)$ http://www.example.com/unpleasantness.jpg [R,NC,L]\n", &["bare http://www.example.com/unpleasantness.jpg"]),
    // opendocs-md/do-tutorials@03d90f47ba673770741792929a8b6dc30f763d61:md/en/how-to-set-up-mod_rewrite-page-2.md:33
    ("pattern-apache-pattern-in-prose-bullet", "- !^http://(www\\.)?example\\.com/.\\*$: the exclamation point states that the referrer should not be the our own site \n", &[]),
    // Astha2911/golang@096ee4bcd1158cc99d74891ab787d9d91acd6917:goprograms/re3.go:9-11
    ("pattern-neg-go-url-string-beside-regexp", "\tstr1 := `https://www.facebook.com`\n\n\tre := regexp.MustCompile(`^(?:https?:\\/\\/)?(?:[^@\\/\\n]+@)?(?:www\\.)?([^:\\/\\n]+)`)\n", &["bare https://www.facebook.com"]),
    // redoapp/fast-actions-runner-ec2@25cec3a4515ad80d1fae9b50c998d0086e22c52e:aws/cdk-util/src/s3.ts:1-3
    ("template-ts-template-literal-bucket-host", "export function s3Url(region: string, bucket: string, key: string) {\n  return `https://${bucket}.s3.${region}.amazonaws.com/${key}`;\n}\n", &[]),
    // infoguru19/azure_terraform@83195a5b9de34069bee6fca7e946c29cbdfdd666:Storage/outputs.tf:1-3
    ("template-terraform-interpolated-host", "output \"blob_url\" {\n  value = \"https://${azurerm_storage_account.storage.name}.blob.core.windows.net/${azurerm_storage_container.container.name}/${azurerm_storage_blob.demo_blob.name}\"\n}\n", &[]),
    // tmccarthy/ausvotes@086dbc286323f1958aaaec483d30e2ddad4d4d6d:shared/aws/src/main/scala/au/id/tmm/ausvotes/shared/aws/S3Urls.scala:7-8
    ("template-scala-interpolated-label-in-host", "  def objectUrl(region: String, bucketName: S3BucketName, objectKey: S3ObjectKey): URL =\n    new URL(s\"https://s3-$region.amazonaws.com/${bucketName.asString}/${objectKey.asString}\")\n", &[]),
    // aaronp/agora@08a1f68b474e5d98ba3925be16086e9d1a6e4d55:api/shared/src/main/scala/agora/api/worker/HostLocation.scala:3-6
    ("template-scala-host-port-placeholder", "case class HostLocation(host: String, port: Int) {\n  def asHostPort = s\"$host:$port\"\n  def asURL      = s\"http://$asHostPort\"\n}\n", &[]),
    // ddeutils/ddedocs@160efb00932b4f11b116797e7bfb13995ac47039:docs/services/azure/az-storage-account.md:5-10
    ("template-markdown-brace-placeholder-hosts", "- Blob: `https://{storage-account-name}.blob.core.windows.net/`\n- File: `https://{storage-account-name}.file.core.windows.net/`\n- Queue: `https://{storage-account-name}.queue.core.windows.net/`\n- Table: `https://{storage-account-name}.table.core.windows.net/`\n- DataLake: `https://{storage-account-name}.dfs.core.windows.net/`\n- Static Web: `https://{storage-account-name}.z23.web.core.windows.net/`\n", &[]),
    // liberbell/go02@3bf32b2ab7ab43edf3cddf52fca6bfaf6d01b746:api_github.go:13-14
    ("template-go-sprintf-path-placeholder", "func userInfo(login string) (*User, error) {\n\turl := fmt.Sprintf(\"https://api.github.com/users/%s\", login)\n", &["bare https://api.github.com/users/"]),
    // karolskolasinski/code_length@116183abe3019bc731dd845f9f559c0cef10e18c:src/main/java/pl/karolskolasinski/code_length/api/APIGithubURLBuilder.java:6-10
    ("template-java-brace-path-placeholder", "    private String raw = \"https://raw.githubusercontent.com/karolskolasinski/speech_generator/master/css/style.css\";\n\n    public String getUserProfileURL(String username) {\n        String url = \"https://api.github.com/users/{username}/repos?per_page=1\";\n        return url.replace(\"{username}\", username);\n", &["bare https://raw.githubusercontent.com/karolskolasinski/speech_generator/master/css/style.css", "bare https://api.github.com/users/"]),
    // opendocs-md/do-tutorials@03d90f47ba673770741792929a8b6dc30f763d61:md/en/how-to-set-up-mod_rewrite-page-2.md:44
    ("template-apache-backreference-in-path", "    RewriteEngine on RewriteCond %{HTTP\\_HOST} ^example\\.com$ RewriteRule ^(.\\*)$ http://www.example.com/$1 [R=301]\n", &["bare http://www.example.com/"]),
    // Cruuncher/badge.py@8b8a8d5021dea5b417ad5bc6e6b55afbc81657ae:README.md:29-33
    ("template-python-brace-path-then-rendered", "    image = \"https://api.travis-ci.org/{fullname}.svg?branch={branch}\"\n    link = \"https://travis-ci.org/{fullname}/\"\n\n>>> Travis(fullname=\"owner/repo\") # .md, Markdown by default\n'[![Travis](https://api.travis-ci.org/owner/repo.svg?branch=master)](https://travis-ci.org/owner/repo/)'\n", &["bare https://api.travis-ci.org/", "bare https://travis-ci.org/", "bare https://api.travis-ci.org/owner/repo.svg?branch=master", "bare https://travis-ci.org/owner/repo/"]),
    // Naereen/badges@a8142ed4fdf4a9f058811c7d3be03226952b65e1:README.md:91
    ("template-angle-placeholders-in-path", "[![Generic badge](https://img.shields.io/badge/<SUBJECT>-<STATUS>-<COLOR>.svg)](https://shields.io/)\n", &["bare https://img.shields.io/badge/", "bare https://shields.io/"]),
    // Naereen/badges@a8142ed4fdf4a9f058811c7d3be03226952b65e1:README.md:373
    ("template-angle-placeholders-jsdelivr", "[![JSDelivr CDN](https://data.jsdelivr.com/v1/package/gh/<USERNAME>/<REPOSITORY>/badge?style=rounded)](https://www.jsdelivr.com/package/gh/<USERNAME>/<REPOSITORY>)\n", &["bare https://data.jsdelivr.com/v1/package/gh/", "bare https://www.jsdelivr.com/package/gh/"]),
    // Naereen/badges@a8142ed4fdf4a9f058811c7d3be03226952b65e1:README.md:100-102
    ("template-neg-percent-encoding-not-placeholder", "Maintained: [![Maintenance](https://img.shields.io/badge/Maintained%3F-yes-green.svg)](https://GitHub.com/Naereen/StrapDown.js/graphs/commit-activity)\n```markdown\n[![Maintenance](https://img.shields.io/badge/Maintained%3F-yes-green.svg)](https://GitHub.com/Naereen/StrapDown.js/graphs/commit-activity)\n", &["bare https://img.shields.io/badge/Maintained%3F-yes-green.svg", "bare https://GitHub.com/Naereen/StrapDown.js/graphs/commit-activity", "bare https://img.shields.io/badge/Maintained%3F-yes-green.svg", "bare https://GitHub.com/Naereen/StrapDown.js/graphs/commit-activity"]),
    // Naereen/badges@a8142ed4fdf4a9f058811c7d3be03226952b65e1:README.md:171
    ("template-neg-percent20-and-apostrophe", "[![Demandez moi n'importe quoi !](https://img.shields.io/badge/Demandez%20moi-n'%20importe%20quoi-1abc9c.svg)](https://GitHub.com/Naereen/ama.fr)\n", &["bare https://img.shields.io/badge/Demandez%20moi-n'%20importe%20quoi-1abc9c.svg", "bare https://GitHub.com/Naereen/ama.fr"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:Chapters/03-methods.tex:393
    ("latex-arg-url-escaped-hash", "\\url{https://en.wikipedia.org/wiki/Curse_of_dimensionality\\#Distance_function}}\n", &["bare https://en.wikipedia.org/wiki/Curse_of_dimensionality#Distance_function"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:Chapters/05-discussion.tex:49
    ("latex-arg-url-in-footnote-line-anchor", "code\\footnote{\\url{https://github.com/rana-alshaikh/Hierarchical_Linear_Disentanglement/blob/master/Hierarchical_Linear_D4.py\\#L485-L486}}\n", &["bare https://github.com/rana-alshaikh/Hierarchical_Linear_Disentanglement/blob/master/Hierarchical_Linear_D4.py#L485-L486"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:pandoc_markdown_base/6_1_implementationdetails.md:48
    ("latex-arg-url-hash-in-markdown", "types\\footnote{\\url{https://scikit-learn.org/stable/modules/generated/sklearn.metrics.cohen_kappa_score.html\\#sklearn.metrics.cohen_kappa_score}},\n", &["bare https://scikit-learn.org/stable/modules/generated/sklearn.metrics.cohen_kappa_score.html#sklearn.metrics.cohen_kappa_score"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:pandoc_markdown_base/6_1_implementationdetails.md:48
    ("latex-arg-url-percent-encoded-unescaped", "(see eg \\url{https://en.wikipedia.org/wiki/Cohen%27s_kappa})\n", &["bare https://en.wikipedia.org/wiki/Cohen%27s_kappa"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:pandoc_markdown_base/6_0_usecases.md:144
    ("latex-arg-custom-url-macro", "\\urlx{https://github.com/cstenkamp/derive_conceptualspaces/blob/main/derive_conceptualspace/settings.py\\#L32-L40}.\n", &["bare https://github.com/cstenkamp/derive_conceptualspaces/blob/main/derive_conceptualspace/settings.py#L32-L40"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:Chapters/01-intro.tex:102
    ("latex-arg-url-then-double-backslash", "found\\footnote{\\cite{Alshaikh2020}: \\url{https://github.com/rana-alshaikh/Hierarchical_Linear_Disentanglement}\\\\ \\indent \\phantom{\\textsuperscript{11}} \\cite{Ager2018}: \\url{https://github.com/ThomasAger/Autoencoder-Explanations}\n", &["bare https://github.com/rana-alshaikh/Hierarchical_Linear_Disentanglement", "bare https://github.com/ThomasAger/Autoencoder-Explanations"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:include/dataset_table.tex:49
    ("latex-arg-url-literal-tilde-in-table", "        \t\\textbf{20 newsgroups\\tablefootnote{\\url{http://qwone.com/~jason/20Newsgroups}} \\cite{Ager2018}} &\n", &["bare http://qwone.com/~jason/20Newsgroups"]),
    // backtracking/ptmap@e08084caa43fa7c1e08c43858cb04cb6c42cf2df:ptmap.ml:16-18
    ("latex-arg-tt-escaped-tilde-and-hash", "(*s Maps of integers implemented as Patricia trees, following Chris\n    Okasaki and Andrew Gill's paper {\\em Fast Mergeable Integer Maps}\n    ({\\tt\\small http://www.cs.columbia.edu/\\~{}cdo/papers.html\\#ml98maps}).\n", &["bare http://www.cs.columbia.edu/~cdo/papers.html#ml98maps"]),
    // manlius/muxViz@69c1752539bb757df8222917999a8c299a6821a4:R/muxLib_annotated.R:617-619
    ("latex-arg-href-target-not-url-text-is-url", "#' De Domenico, M., Set al. (2013). Mathematical formulation of\n#'     multilayer networks. Physical Review X, 3(4), 041022.\n#'     \\href{doi 10.1103/PhysRevX.3.041022}{https://doi.org/10.1103/PhysRevX.3.041022}\n", &["bare https://doi.org/10.1103/PhysRevX.3.041022"]),
    // cstenkamp/MastersThesisText@678b9b3f5b60f3dc6d737e6590fae76e5139850d:Appendices/AppendixB.tex:35
    ("latex-arg-href-prose-text", "\\href{https://cloud.google.com/translate/pricing}{free of charge},\n", &["bare https://cloud.google.com/translate/pricing"]),
    // MartineauUK/Chk-WAN@81ca28a24644cce8679472b72e1913c1885535ca:ChkWAN.sh:62
    ("latex-arg-bbcode-url-quoted-with-fragment", "# [URL=\"https://www.snbforums.com/threads/need-a-script-that-auto-reboot-if-internet-is-down.43819/#post-371791\"]Need a script that auto reboot if internet is down[/URL]\n", &["bare https://www.snbforums.com/threads/need-a-script-that-auto-reboot-if-internet-is-down.43819/#post-371791"]),
    // Schlaefer/Saito@5abdd13ed428e0ac39347a5d8b5f526057fb763c:plugins/BbcodeParser/docs/help/en/1-bbcodes.md:54
    ("latex-arg-bbcode-url-unquoted-then-options", "\t[url=http://example.com/  <label=none>]Link[/url]\n", &["bare http://example.com/"]),
    // Schlaefer/Saito@5abdd13ed428e0ac39347a5d8b5f526057fb763c:plugins/BbcodeParser/docs/help/en/1-bbcodes.md:110
    ("latex-arg-bbcode-img-size-option", "\t[img=50]http://localhost/img/macnemo.png[/img]\n", &["bare http://localhost/img/macnemo.png"]),
    // rebeccakuiper/CTmeta@f684241bfdd7ec0dfa52eecfc3de445977a347a9:R/CTmeta.R:285
    ("latex-arg-url-escaped-percent", "(\\url{https://www.uu.nl/staff/RMKuiper/Websites\\%20\\%2F\\%20Shiny\\%20apps}).\n", &["bare https://www.uu.nl/staff/RMKuiper/Websites%20%2F%20Shiny%20apps"]),
    // 00-Evan/shattered-pixel-dungeon@2bc1bf001876be47ebe07f294f475608c1211a72:gradle/wrapper/gradle-wrapper.properties:1-5
    ("properties-gradle-wrapper-escaped-colon", "distributionBase=GRADLE_USER_HOME\ndistributionPath=wrapper/dists\nzipStoreBase=GRADLE_USER_HOME\nzipStorePath=wrapper/dists\ndistributionUrl=https\\://services.gradle.org/distributions/gradle-4.9-all.zip\n", &["bare https://services.gradle.org/distributions/gradle-4.9-all.zip"]),
    // wangzhaode/wangzhaode.github.io@596b77e3977657a52ce36e7414bff5b4ae40636b:_posts/2023-10-11-gradle-download.md:11-16
    ("properties-escaped-colon-in-markdown-code-block", "```\n# 原始\ndistributionUrl=https\\://services.gradle.org/distributions/gradle-8.0-bin.zip\n# 修改为\ndistributionUrl=https\\://downloads.gradle.org/distributions/gradle-8.0-bin.zip\n```\n", &["bare https://services.gradle.org/distributions/gradle-8.0-bin.zip", "bare https://downloads.gradle.org/distributions/gradle-8.0-bin.zip"]),
    // cytoscape/cytoscape-impl@060a53f52833e1ea0ced3b2b5be1bb32a7e87dc0:linkout-impl/src/main/java/org/cytoscape/linkout/internal/LinkOut.java:81-85
    ("properties-escaped-colon-and-equals-in-query", " * Examples:\n *    url.NCBI=http\\://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd\\=Search&amp;db\\=Protein&amp;term\\=%ID%&amp;doptcmdl\\=GenPept\n *    url.SGD=http\\://db.yeastgenome.org/cgi-bin/locus.pl?locus\\=%ID%\n *    url.E\\!Ensamble=http\\://www.ensembl.org/Homo_sapiens/textview?species\\=all&amp;idx\\=All&amp;q\\=%ID%\n *    url.Pubmed=http\\://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd\\=Search&amp;db\\=PubMed&amp;term\\=%ID%\n", &["bare http://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd=Search&db=Protein&term=", "bare http://db.yeastgenome.org/cgi-bin/locus.pl?locus=", "bare http://www.ensembl.org/Homo_sapiens/textview?species=all&idx=All&q=", "bare http://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd=Search&db=PubMed&term="]),
    // eclipse-rdf4j/rdf4j@0e68ab8ad836e37050f6b2ebc3a2a72500ec70a0:core/sail/lucene-api/src/main/java/org/eclipse/rdf4j/sail/lucene/LuceneSail.java:line n/a
    ("properties-url-as-key-and-value", " * index.1=http://www.w3.org/2000/01/rdf-schema#label\n * index.2=http://www.w3.org/2000/01/rdf-schema#comment\n * # project http://xmlns.com/foaf/0.1/name to rdfs:label\n * http\\://xmlns.com/foaf/0.1/name=http\\://www.w3.org/2000/01/rdf-schema#label\n", &["bare http://www.w3.org/2000/01/rdf-schema#label", "bare http://www.w3.org/2000/01/rdf-schema#comment", "bare http://xmlns.com/foaf/0.1/name", "bare http://xmlns.com/foaf/0.1/name", "bare http://www.w3.org/2000/01/rdf-schema#label"]),
    // HaofengLiang/android_instagram_clone@e08dc24c2e03ab0d664133110c51d545cce99103:local.properties:7-8
    ("properties-neg-windows-path-escaped-colon", "#Mon Sep 09 22:59:08 EDT 2019\nsdk.dir=C\\:\\\\Users\\\\jimmy\\\\AppData\\\\Local\\\\Android\\\\Sdk\n", &[]),
    // RoDuth/ghini.desktop@14ca9f39613b1cd73257a91f3674bd7de05c7f31:bauble/test/test_editor.py:960-963
    ("literal-python-implicit-concat-parenthesized", "            (\n                \"http://www.ipni.org/ipni/advPlantNameSearch.do?\"\n                \"find_genus=Test&find_species=test&find_isAPNIRecord=on\"\n            ),\n", &["bare http://www.ipni.org/ipni/advPlantNameSearch.do?find_genus=Test&find_species=test&find_isAPNIRecord=on [joined]"]),
    // RoDuth/ghini.desktop@14ca9f39613b1cd73257a91f3674bd7de05c7f31:bauble/test/test_utils_web.py:136-139
    ("literal-python-implicit-concat-four-parts-percent", "            \"https://plantsearch.bgci.org/search?\"\n            \"filter%5Bgenus%5D=Lenwebbia&\"\n            \"filter%5bspecific_epithet%5D=\"\n            \"sp.%20%28Main%20Range%20P.R.%20Sharpe%2B%204877%29&sort=name\",\n", &["bare https://plantsearch.bgci.org/search?filter%5Bgenus%5D=Lenwebbia&filter%5bspecific_epithet%5D=sp.%20%28Main%20Range%20P.R.%20Sharpe%2B%204877%29&sort=name [joined]"]),
    // nkmk/python-snippets@387c5c5566e7616565b29faf8af5ab8af4f7eb33:notebook/long_string.py:12-17
    ("literal-python-backslash-continuation", "s = 'https://ja.wikipedia.org/wiki/'\\\n    '%E3%83%97%E3%83%AD%E3%82%B0%E3%83'\\\n    '%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E'\n\nprint(s)\n# https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E\n", &["bare https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E [joined]", "bare https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E"]),
    // nkmk/python-snippets@387c5c5566e7616565b29faf8af5ab8af4f7eb33:notebook/long_string.py:36-41
    ("literal-python-parenthesized-with-comment-result", "s = ('https://ja.wikipedia.org/wiki/'\n     '%E3%83%97%E3%83%AD%E3%82%B0%E3%83'\n     '%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E')\n\nprint(s)\n# https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E\n", &["bare https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E [joined]", "bare https://ja.wikipedia.org/wiki/%E3%83%97%E3%83%AD%E3%82%B0%E3%83%A9%E3%83%9F%E3%83%B3%E3%82%B0%E8%A8%80%E8%AA%9E"]),
    // wikosac/mobpro1-compose@06ac02dc1592ba0ee0bb610b1536fc219285c0c5:app/src/main/java/com/wikosac/galerihewan/network/HewanApiService.kt:11-12
    ("literal-kotlin-plus-concat", "private const val BASE_URL = \"https://raw.githubusercontent.com/\" +\n        \"indraazimi/galeri-hewan/static-api/\"\n", &["bare https://raw.githubusercontent.com/indraazimi/galeri-hewan/static-api/ [joined]"]),
    // RoDuth/ghini.desktop@14ca9f39613b1cd73257a91f3674bd7de05c7f31:bauble/test/test_editor.py:950-954
    ("literal-python-concat-with-placeholders", "            \"_base_uri\": (\n                \"http://www.ipni.org/ipni/advPlantNameSearch.do?\"\n                \"find_genus={v[genus.epithet]}&find_species={v[epithet]}&\"\n                \"find_isAPNIRecord=on\"\n            ),\n", &["bare http://www.ipni.org/ipni/advPlantNameSearch.do?find_genus= [joined]"]),
    // ytdl-org/youtube-dl@956b8c585591b401a543e409accb163eeaaa1193:youtube_dl/extractor/rte.py:26-29
    ("literal-neg-tuple-of-urls", "        ENDPOINTS = (\n            'https://feeds.rasset.ie/rteavgen/player/playlist?type=iptv&format=json&showId=',\n            'http://www.rte.ie/rteavgen/getplaylist/?type=web&format=json&id=',\n        )\n", &["bare https://feeds.rasset.ie/rteavgen/player/playlist?type=iptv&format=json&showId=", "bare http://www.rte.ie/rteavgen/getplaylist/?type=web&format=json&id="]),
    // ytdl-org/youtube-dl@956b8c585591b401a543e409accb163eeaaa1193:test/test_InfoExtractor.py:251-253
    ("literal-neg-url-then-other-string", "            self.ie._parse_html5_media_entries(\n                'https://127.0.0.1/video.html',\n                r'<html><video src=\"/vid.mp4\" /></html>', None)[0],\n", &["bare https://127.0.0.1/video.html"]),
    // alibaba/arthas@a5ecd7a84a93da8761b396fae2eee95301b3d6ff:site/docs/en/doc/classloader.md:97-100
    ("scheme-logs-jar-file-resource-list", "$ classloader -c 3d4eac69  -r META-INF/MANIFEST.MF\n jar:file:/System/Library/Java/Extensions/MRJToolkit.jar!/META-INF/MANIFEST.MF\n jar:file:/private/tmp/math-game.jar!/META-INF/MANIFEST.MF\n jar:file:/Users/hengyunabc/.arthas/lib/3.0.5/arthas/arthas-agent.jar!/META-INF/MANIFEST.MF\n", &["bare jar:file:/System/Library/Java/Extensions/MRJToolkit.jar!/META-INF/MANIFEST.MF", "bare jar:file:/private/tmp/math-game.jar!/META-INF/MANIFEST.MF", "bare jar:file:/Users/hengyunabc/.arthas/lib/3.0.5/arthas/arthas-agent.jar!/META-INF/MANIFEST.MF"]),
    // alibaba/arthas@2cf87ea157178f88b8791fa7b4e637ac385bdd04:tutorials/katacoda/command-classloader-en/classloader.md:155-156
    ("scheme-logs-code-source-column-wrap", " code-source       file:/home/scrapbook/tutorial/demo-arthas-spring-boot.jar!/BOOT-INF/lib/logback-classic-1.\n                   1.11.jar!/\n", &["bare file:/home/scrapbook/tutorial/demo-arthas-spring-boot.jar!/BOOT-INF/lib/logback-classic-1.1.11.jar!/ [joined]"]),
    // DataDog/browser-sdk@8a0edd9f775933b2bf47dcb10fc454aaacb99dd2:packages/core/test/browserExtension.ts:7-10
    ("scheme-logs-chrome-extension-stack", "export const STACK_WITH_INIT_IN_EXTENSION = `Error\n    at Object.init (chrome-extension://abcdef/dist/contentScript.js:254:14)\n    at chrome-extension://abcdef/dist/contentScript.js:13304:14\n    at chrome-extension://abcdef/dist/contentScript.js:13315:3`\n", &["bare chrome-extension://abcdef/dist/contentScript.js", "bare chrome-extension://abcdef/dist/contentScript.js", "bare chrome-extension://abcdef/dist/contentScript.js"]),
    // DataDog/browser-sdk@8a0edd9f775933b2bf47dcb10fc454aaacb99dd2:packages/core/test/browserExtension.ts:12-15
    ("scheme-logs-moz-extension-firefox-stack", "export const STACK_WITH_INIT_IN_EXTENSION_FIREFOX = `Error\nObject.init@moz-extension://abcdef/dist/contentScript.js:254:14\n@moz-extension://abcdef/dist/contentScript.js:13304:14\n@moz-extension://abcdef/dist/contentScript.js:13315:3`\n", &["bare moz-extension://abcdef/dist/contentScript.js", "bare moz-extension://abcdef/dist/contentScript.js", "bare moz-extension://abcdef/dist/contentScript.js"]),
    // DataDog/browser-sdk@8a0edd9f775933b2bf47dcb10fc454aaacb99dd2:packages/core/test/browserExtension.ts:2-4
    ("scheme-logs-http-localhost-stack-control", "export const STACK_WITH_INIT_IN_PAGE = `Error\n    at Object.init (http://localhost:8080/datadog-rum.js:3919:16)\n    at http://localhost:8080/:10:14`\n", &["bare http://localhost:8080/datadog-rum.js", "bare http://localhost:8080/"]),
    // mojolicious/mojo@b4de430651b722f560b1577da9018e3f402d96ab:t/mojo/url.t:35 (the sweep)
    ("template-neg-dollar-in-userinfo", "  my $url = Mojo::URL->new('ws://AZaz09-._~!$&\\'()*+,;=:@localhost#AZaz09-._~!$&\\'()*+,;=:@/?');\n", &["bare ws://AZaz09-._~!$&'()*+,;=:@localhost#AZaz09-._~!$&'()*+,;=:@/"]),
    // mojolicious/mojo@b4de430651b722f560b1577da9018e3f402d96ab:t/mojo/daemon.t:353 (the sweep)
    ("template-port-placeholder", "  my $tx = $ua->get(\"http://127.0.0.1:$port/keep_alive/1\");\n", &[]),
    // mojolicious/mojo@b4de430651b722f560b1577da9018e3f402d96ab:t/mojo/user_agent_tls.t:23-26 (the sweep)
    ("literal-perl-dot-operator-lines", "  my $listen\n    = 'https://127.0.0.1'\n    . '?cert=t/mojo/certs/server.crt'\n    . '&key=t/mojo/certs/server.key'\n", &["bare https://127.0.0.1?cert=t/mojo/certs/server.crt&key=t/mojo/certs/server.key [joined]"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:man/groff_char.7.man:843-847
    ("troff-groff-break-points-before-dots", "derives special character names algorithmically,\nusing a simplified version of the technique employed by the\n.UR https://\\:github\\:.com/\\:adobe\\-type\\-tools/\\:agl\\-aglfn\nAdobe Glyph List (AGL) algorithm\n.UE .\n", &["bare https://github.com/adobe-type-tools/agl-aglfn"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:contrib/rfc1345/groff_rfc1345.7.man:211-215
    ("troff-groff-break-point-before-query", "are accented Latin letters,\nand will be affected by this deficiency,\n.UR https://\\:savannah\\:.gnu\\:.org/\\:bugs/\\:?59932\nproducing subpar typography\n.UE .\n", &["bare https://savannah.gnu.org/bugs/?59932"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:man/roff.7.man:984-990
    ("troff-groff-escaped-newline-wrapped", ".\nA sample of control words from a\n.UR http://\\:web\\:.mit\\:.edu/\\:Saltzer/\\:www/\\:publications/\\:ctss/\\:AH\\\n\\:.9\\:.01\\:.html\n.I RUNOFF\nmanual of December 1966\n.UE\n", &["bare http://web.mit.edu/Saltzer/www/publications/ctss/AH.9.01.html [joined]"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:contrib/gpinyin/gpinyin.1.man:339-343
    ("troff-groff-break-points-before-semicolons-wrapped", ".UR http://\\:git\\:.savannah\\:.gnu\\:.org/\\:gitweb/\\:\\\n?p=cjk\\:.git\\:;a=blob_plain\\:;f=doc/\\:pinyin\\:.txt\\:;hb=HEAD\n.I pinyin.txt\nfrom the CJK macro package for \\*[TeX]\n.UE ,\n", &["bare http://git.savannah.gnu.org/gitweb/?p=cjk.git;a=blob_plain;f=doc/pinyin.txt;hb=HEAD [joined]"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:src/devices/grodvi/grodvi.1.man:663-666
    ("troff-groff-break-point-after-minus", ".UR https://\\:texfaq\\:.org/\\:FAQ\\-\\:ECfonts\n\\[lq]What are the EC fonts?\\[rq]\n.UE ;\n\\*[tx] FAQ: Frequently Asked Question List for \\*[tx]\n", &["bare https://texfaq.org/FAQ-ECfonts"]),
    // docutils/docutils@74f8d2c9d350f9e5875b43b5e20f134c7118b690:docutils/test/functional/expected/standalone_rst_manpage.man:82-86
    ("troff-docutils-insert-uri-breakpoints", ".SH SEE ALSO\n.sp\ndocutils \\%<https://\\:docutils\\:.sourceforge\\:.io>\nlinux man page howto \\%<http://\\:tldp\\:.org/\\:HOWTO/\\:Man-Page/>\n.sp\n", &["angle https://docutils.sourceforge.io", "angle http://tldp.org/HOWTO/Man-Page/"]),
    // Debian 12's git-man 1:2.39.5-0+deb12u3, /usr/share/man/man1/git-clone.1.gz:562 and 571 (DocBook's `\&` before every `.`).
    ("troff-docbook-zero-width-before-dots", "        [url \"git://git\\&.host\\&.xz/\"]\na URL like \"work:repo\\&.git\" or like \"host\\&.xz:/path/to/repo\\&.git\" will be rewritten in any context that takes a URL to be \"git://git\\&.host\\&.xz/repo\\&.git\"\\&.\n", &["bare git://git.host.xz/", "bare git://git.host.xz/repo.git"]),
    // Debian 12's apt 2.6.1, /usr/share/man/man5/sources.list.5.gz:178, and a URL that ends a sentence (`\&.` after it).
    ("troff-docbook-zero-width-sentence-end", "deb http://deb\\&.debian\\&.org/debian bookworm main contrib non\\-free non\\-free\\-firmware\nsee http://lwn\\&.net/Articles/159092\\&.\n", &["bare http://deb.debian.org/debian", "bare http://lwn.net/Articles/159092"]),
    // Debian 12's manpages 6.03-2, /usr/share/man/man7/environ.7.gz:196 (groff's name of the tilde).
    ("troff-named-tilde", ".\\\" browser commands. See http://www.catb.org/\\[ti]esr/BROWSER/ .\nor http://a.example/\\(tiuser/\n", &["bare http://www.catb.org/~esr/BROWSER/", "bare http://a.example/~user/"]),
    // Debian 12's vim-common 2:9.0.1378-2+deb12u2, /usr/share/man/man1/helpztags.1.gz:161 (pod2man's quote strings).
    ("troff-pod2man-quote-string-ends", "\\&\\f(CW\\*(C`http://bugs.debian.org/\\*(C\'\\fR.\n", &["bare http://bugs.debian.org/"]),
    // Debian 12's manpages 6.03-2, /usr/share/man/man7/unicode.7.gz:225-237 (the Linux man-pages' `\:` before each `/`).
    ("troff-man-pages-break-points-before-slashes", ".RS\n.UR http://www.unicode.org\\:/reports/\n.UE\n.RE\n.IP \\[bu]\nMarkus Kuhn: UTF-8 and Unicode FAQ for UNIX/Linux.\n.RS\n.UR http://www.cl.cam.ac.uk\\:/\\[ti]mgk25\\:/unicode.html\n.UE\n.RE\n.IP \\[bu]\nBruno Haible: Unicode HOWTO.\n.RS\n.UR http://www.tldp.org\\:/HOWTO\\:/Unicode\\-HOWTO.html\n.UE\n", &["bare http://www.unicode.org/reports/", "bare http://www.cl.cam.ac.uk/~mgk25/unicode.html", "bare http://www.tldp.org/HOWTO/Unicode-HOWTO.html"]),
    // Debian 12's manpages-dev 6.03-2, /usr/share/man/man2/capget.2.gz:255 (two break points in a row).
    ("troff-man-pages-break-points-in-a-row", ".UR http://git.kernel.org/cgit\\:/linux\\:/kernel\\:/git\\:/morgan\\:\\:/libcap.git\n.UE\n", &["bare http://git.kernel.org/cgit/linux/kernel/git/morgan/libcap.git"]),
    // Negatives: a `.properties` value escapes every colon, the scheme's
    // too: its `\:/` is a colon.
    ("troff-neg-properties-colon-before-slash", "url=file\\:/C\\:/x/y\nhome=http\\://h.example/a\\:/b\n", &["bare file:/C:/x/y", "bare http://h.example/a:/b"]),
    // Negatives: markdown's and LaTeX's `\&` in a query stays `&`.
    ("troff-neg-escaped-ampersand-in-query", "markdown http://a.example/?a=1\\&b=2 and \\url{http://b.example/?a=1\\&b=2}\n", &["bare http://a.example/?a=1&b=2", "bare http://b.example/?a=1&b=2"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:contrib/chem/chem.1.man:238-246
    ("troff-neg-break-point-in-module-name", ".P\n.I @g@chem\nrequires the\n.I \\%Math::\\:Trig\nPerl module,\navailable via\n.UR \\%https://\\:www\\:.cpan\\:.org/\nCPAN\n.UE .\n", &["bare https://www.cpan.org/"]),
    // codacy-open-source-projects-scans/groff@236e2b96358fa513b280f178ee8234ecbb81452b:contrib/chem/chem.1.man:866-878
    ("troff-neg-break-points-in-file-names", ".\\\" ====================================================================\n.\n.TP\n.I @DATASUBDIR@/\\:pic/\\:chem\\:.pic\nA collection of\n.I pic\nmacros needed by\n.IR @g@chem .\n.\n.TP\n.I @MACRODIR@/\\:pic\\:.tmac\nA macro file which redefines\n.BR .PS ,\n", &[]),
    // docutils/docutils@74f8d2c9d350f9e5875b43b5e20f134c7118b690:docutils/test/functional/expected/standalone_rst_manpage.man:66-76
    ("troff-neg-escaped-minus-options", ".INDENT 0.0\n.TP\n.BI \\-\\-config\\fB= <file>\nRead configuration settings from <file>, if it exists.\n.TP\n.B  \\-\\-version\\fP,\\fB  \\-V\nShow this program\\(aqs version number and exit.\n.TP\n.B  \\-\\-help\\fP,\\fB  \\-h\nShow this help message and exit.\n.UNINDENT\n", &[]),
    // YangModels/yang@6795d9c680bc77fe706b3be9557d8adf12901dcc:standard/ietf/RFC/ietf-ntp@2022-07-05.yang:45-51 (RFC 9249)
    ("wrapper-unterminated-space-after-colon-yang-rfc", "  contact\n    \"WG Web:  <https://datatracker.ietf.org/wg/ntp/>\n     WG List:  <mailto: ntp@ietf.org\n     Editor:   Dhruv Dhody\n              <mailto:dhruv.ietf@gmail.com>\n     Editor:   Ankit Kumar Sinha\n              <mailto:ankit.ietf@gmail.com>\";\n", &["angle https://datatracker.ietf.org/wg/ntp/", "angle mailto:ntp@ietf.org [unterminated,inner-space]", "angle mailto:dhruv.ietf@gmail.com", "angle mailto:ankit.ietf@gmail.com"]),
    // YangModels/yang@6795d9c680bc77fe706b3be9557d8adf12901dcc:experimental/ietf-extracted-YANG-modules/ietf-ntp@2022-03-21.yang:46-48
    ("wrapper-unterminated-space-after-colon-yang-draft", "  contact\n    \"WG Web:  <https://datatracker.ietf.org/wg/ntp/about/>\n     WG List:  <mailto: ntp@ietf.org\n     Editor:   Dhruv Dhody\n", &["angle https://datatracker.ietf.org/wg/ntp/about/", "angle mailto:ntp@ietf.org [unterminated,inner-space]"]),
    // YangModels/yang@6795d9c680bc77fe706b3be9557d8adf12901dcc:experimental/ietf-extracted-YANG-modules/ietf-schedule@2024-04-16.yang:22-27
    ("wrapper-neg-unterminated-no-space-yang", "     WG List: <mailto:netmod@ietf.org>\n\n     Editor:   Qiufang Ma\n               <mailto:maqiufang1@huawei.com\n     Author:   Qin Wu\n               <mailto:bill.wu@huawei.com>\n", &["angle mailto:netmod@ietf.org", "angle mailto:maqiufang1@huawei.com [unterminated]", "angle mailto:bill.wu@huawei.com"]),
    // YangModels/yang@6795d9c680bc77fe706b3be9557d8adf12901dcc:experimental/ietf-extracted-YANG-modules/ietf-incident-types@2023-05-16.yang:18-21
    ("wrapper-neg-scheme-at-line-end-closed-yang", "     Author:   Tong Hu  <mailto:hutong@cmhi.chinamobile.com>\n     Author:   Luis Miguel Contreras Murillo <mailto:\n               luismiguel.contrerasmurillo@telefonica.com>\n     Author :  Thomas Graf   <mailto:thomas.graf@swisscom.com>\n", &["angle mailto:hutong@cmhi.chinamobile.com", "angle mailto:luismiguel.contrerasmurillo@telefonica.com", "angle mailto:thomas.graf@swisscom.com"]),
    // blackhook/nessus-plugins@64177d96abbb07c58cf7e131046b067ebc61fcb5:D/debian_DLA-487.nasl:41-55 (its see_also lists the three .html pages)
    ("typecut-wrapped-list-htm-l", "  - libv8 3.8.9.20-2 2016-02-06\n    https://lists.debian.org/debian-lts/2015/08/msg00035.htm\n    l\n\n  - mediawiki 1:1.19.20+dfsg-0+deb7u3 2016-04-26\n    https://www.debian.org/releases/jessie/amd64/release-not\n    es/ch-information.html#mediawiki-security\n\n  - sogo 1.3.16-1 2016-05-19\n    https://lists.debian.org/debian-lts/2016/05/msg00197.htm\n    l\n\n  - vlc 2.0.3-5+deb7u2 2016-02-06\n    https://lists.debian.org/debian-lts/2015/11/msg00049.htm\n    l\n", &["bare https://lists.debian.org/debian-lts/2015/08/msg00035.html [joined]", "bare https://www.debian.org/releases/jessie/amd64/release-notes/ch-information.html#mediawiki-security [joined]", "bare https://lists.debian.org/debian-lts/2016/05/msg00197.html [joined]", "bare https://lists.debian.org/debian-lts/2015/11/msg00049.html [joined]"]),
    // griptape-ai/griptape@a3a398323dfe6f36ff0661993f0932944dabba2f:docs/griptape-framework/drivers/web-search-drivers.md:25-29
    ("typecut-markdown-link-in-wrapped-output", "      2. [AI Frameworks: Top Types To Adopt in 2024 -\n      Splunk](https://www.splunk.com/en_us/blog/learn/ai-frameworks.htm\n      l)\n      3. [Top AI Frameworks in 2024: A Review -\n      BairesDev](https://www.bairesdev.com/blog/ai-frameworks/)\n", &["bare https://www.splunk.com/en_us/blog/learn/ai-frameworks.html [joined]", "bare https://www.bairesdev.com/blog/ai-frameworks/"]),
    // blackhook/nessus-plugins@64177d96abbb07c58cf7e131046b067ebc61fcb5:F/fedora_2011-2438.nasl:125-130
    ("typecut-prose-after-rest-joined", "    are posted at http://www.asterisk.org/security This\n    document may be superseded by later versions; if so, the\n    latest version will be posted at\n    http://downloads.digium.com/pub/security/AST-2011-002.pd\n    f and\n    http://downloads.digium.com/pub/security/AST-2011-002.ht\n    ml Revision History Date Editor Revisions Made 02/21/11\n", &["bare http://www.asterisk.org/security", "bare http://downloads.digium.com/pub/security/AST-2011-002.pdf [joined]", "bare http://downloads.digium.com/pub/security/AST-2011-002.html [joined]"]),
    // corpus rfc/rfc1689.txt:6131-6133
    ("typecut-neg-whole-type-then-prose", " NOTE: A full list of client software is kept in\n       http://info.cern.ch/hypertext/WWW/Clients.html\n       and is not repeated here, as the list is constantly\n", &["bare http://info.cern.ch/hypertext/WWW/Clients.html"]),
    // corpus rfc/rfc1689.txt:6275-6278
    ("typecut-neg-whole-type-then-bullet", "    o   current overview\n          http://www.cc.ukans.edu/about_lynx/about_lynx/about_lynx.html\n    o   user manuals\n          http://www.cc.ukans.edu/lynx_help/lynx_help_main.html\n", &["bare http://www.cc.ukans.edu/about_lynx/about_lynx/about_lynx.html", "bare http://www.cc.ukans.edu/lynx_help/lynx_help_main.html"]),
    // corpus mail/linux-acpi-2019-2026-every50th.mbox.gz (lines 24317-24318 of the uncompressed mbox)
    ("typecut-neg-git-repo-then-command", "git remote add pm https://git.kernel.org/pub/scm/linux/kernel/git/rafael/linux-pm.git\ngit fetch --no-tags pm acpica-osl\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/rafael/linux-pm.git"]),
    // git/git@1a3e64c6c4a623626ff0687008732a8e007e2a1c:Documentation/git-url-parse.adoc:50-61
    // (a shell session: each command's output on the line after it).
    ("prompt-command-then-output", "------------\n$ git url-parse --component host https://example.com/user/repo\nexample.com\n------------\n\n* Print the path:\n+\n------------\n$ git url-parse --component path https://example.com/user/repo\n/user/repo\n$ git url-parse --component path example.com:~user/repo\n~user/repo\n", &["bare https://example.com/user/repo", "bare https://example.com/user/repo"]),
    // Kong/kong@22246ef28c16842098369b494eef879222e30c7b:t/01-pdk/10-nginx/02-get_statistics.t:1-5 (POD commands) and
    // build/package/kong.service:1-4 (a systemd unit's settings).
    ("pod-command-not-joined", "=begin\n1. Check test counts of plan\n2. Refer to https://openresty.gitbooks.io/programming-openresty/content/testing/\n=end\n=cut\n", &["bare https://openresty.gitbooks.io/programming-openresty/content/testing/"]),
    ("setting-lines-not-joined", "[Unit]\nDescription=Kong\nDocumentation=https://docs.konghq.com/\nAfter=syslog.target network.target remote-fs.target nss-lookup.target\n", &["bare https://docs.konghq.com/"]),
    // apache/httpd@0cb680442ecaa6118cc610b5ecc6e824330bf61a:docs/manual/rewrite/remapping.html.en.utf8:418-421
    // (a rewrite map's lines as its page shows them, `<br />` a line break).
    ("hash-marker-line-not-joined", "de        http://www.example.de/\nuk        http://www.example.uk/\ncom       http://www.example.com/\n##EOF##\n", &["bare http://www.example.de/", "bare http://www.example.uk/", "bare http://www.example.com/"]),
    // imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897:imagej-devel/2012-April.txt:2140-2143
    // (a build's git fetch, its `>From` line as the mail reads it once the
    // mbox's escape is undone: the commit range is no tail of the URL).
    ("commit-range-under-remote", "Fetching upstream changes from git://github.com/imagej/imagej\n[Win32] $ git fetch -t git://github.com/imagej/imagej +refs/heads/*:refs/remotes/origin/*\nFrom git://github.com/imagej/imagej\n   360962c..818e1e1  master     -> origin/master\n", &["bare git://github.com/imagej/imagej", "bare git://github.com/imagej/imagej", "bare git://github.com/imagej/imagej"]),
    // imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897:imagej-builds/2012-November.txt:7602-7604
    // (a build log: the shell's error names its script after the command line).
    ("subject-after-command-line", "[workspace] $ /bin/sh -xe /tmp/hudson999548655535574732.sh\n+ bin/git-synchronizer.sh git://fiji.sc/ImageJA.git=hudson-imagej at fiji.sc:/srv/git/ImageJA.git git://github.com/fiji/ImageJA=git at github.com:fiji/ImageJA git://imageja.git.sourceforge.net/gitroot/imageja/imageja=dscho at imageja.git.sourceforge.net:/gitroot/imageja/imageja git://repo.or.cz/imageja.git=hudson-imagej at repo.or.cz:/srv/git/imageja.git git at code.imagej.net:imageja.git https://code.google.com/p/fiji-bi.imageja/\n/tmp/hudson999548655535574732.sh: 2: /tmp/hudson999548655535574732.sh: bin/git-synchronizer.sh: Permission denied\n", &["bare git://fiji.sc/ImageJA.git=hudson-imagej", "bare git://github.com/fiji/ImageJA=git", "bare git://imageja.git.sourceforge.net/gitroot/imageja/imageja=dscho", "bare git://repo.or.cz/imageja.git=hudson-imagej", "bare https://code.google.com/p/fiji-bi.imageja/"]),
    // corpus mail/erlang-questions/2008-September.txt.gz (lines 46247-46250 of the uncompressed mbox).
    // The copy is the link's target and the joined text the same URL: one match (SPEC §1.7.5).
    ("copy-reply-cut-bare-glued-angle", "> Probably you are not doing anything wrong. From mnesia introduction (\n> http://www.erlang.org/doc/apps/mnesia/\n> Mnesia_chap1.html#1<http://www.erlang.org/doc/apps/mnesia/Mnesia_chap1.html#1>\n> ),\n", &["bare http://www.erlang.org/doc/apps/mnesia/Mnesia_chap1.html#1 [joined]"]),
    // dongyuwei/erlang-questions-archives@65d864ebbd5ca9fe1c91af3f9433d4f5f98c1a74:archives/2010-November.txt.gz (lines 38727-38728 of the uncompressed mbox)
    ("copy-reply-break-encoded-in-copy", "> http://www.erlang-factory.com/upload/presentations/57/SumeetBajaj_ErlangatSA\n> P.pdf<http://www.erlang-factory.com/upload/presentations/57/SumeetBajaj_ErlangatSA%0AP.pdf>\n", &["bare http://www.erlang-factory.com/upload/presentations/57/SumeetBajaj_ErlangatSAP.pdf [joined]", "angle http://www.erlang-factory.com/upload/presentations/57/SumeetBajaj_ErlangatSA%0AP.pdf"]),
    // dongyuwei/erlang-questions-archives@65d864ebbd5ca9fe1c91af3f9433d4f5f98c1a74:archives/2007-June.txt.gz (lines 34928-34929 of the uncompressed mbox)
    ("copy-neg-footnote-mark-glued-to-copy", "> *http://shootout.alioth.debian.org/gp4/benchmark.php?test=sumcol&lang=hipe&id=2\n> *<http://shootout.alioth.debian.org/gp4/benchmark.php?test=sumcol&lang=hipe&id=2>\n", &["bare http://shootout.alioth.debian.org/gp4/benchmark.php?test=sumcol&lang=hipe&id=2", "angle http://shootout.alioth.debian.org/gp4/benchmark.php?test=sumcol&lang=hipe&id=2"]),
    // dongyuwei/erlang-questions-archives@65d864ebbd5ca9fe1c91af3f9433d4f5f98c1a74:archives/2016-December.txt.gz (lines 7639-7641 of the uncompressed mbox)
    ("copy-neg-image-link-glued-to-copy", "A test that is meant to cause scheduler collapse is at:\nhttps://github.com/basho/nifwait\n[https://avatars0.githubusercontent.com/u/176293?v=3&s=400]<https://github.com/basho/nifwait>\n", &["bare https://github.com/basho/nifwait", "bare https://avatars0.githubusercontent.com/u/176293?v=3&s=400", "angle https://github.com/basho/nifwait"]),
    // Rows from a judged sample of excerpts (code index ids; paths as the index names them).
    // code index id 38993565209 (DokuWiki page of Fedora notes): lines 4-7
    ("template-shell-command-substitution", "<code bash>\nsudo dnf install https://mirrors.rpmfusion.org/free/fedora/rpmfusion-free-release-$(rpm -E %fedora).noarch.rpm \\\nhttps://mirrors.rpmfusion.org/nonfree/fedora/rpmfusion-nonfree-release-$(rpm -E %fedora).noarch.rpm\nsudo dnf check-update\n", &["bare https://mirrors.rpmfusion.org/free/fedora/rpmfusion-free-release-", "bare https://mirrors.rpmfusion.org/nonfree/fedora/rpmfusion-nonfree-release-"]),
    // code index id 11162461813 (Require::Hook::MetaCPAN, Perl): lines 6-7
    ("template-perl-interpolated-name", "    my $url = \"https://metacpan.org/pod/$pkg\";\n    my $resp = HTTP::Tiny->new->get($url);\n", &["bare https://metacpan.org/pod/"]),
    // code index id 11162461813 (Require::Hook::MetaCPAN, Perl): lines 13-14
    ("template-perl-variable-glued-to-host", "    $url = \"https://metacpan.org$1\";\n    $resp = HTTP::Tiny->new->get($url);\n", &["bare https://metacpan.org"]),
    // code index id 32712865918 (Douban::BookLookup, Perl): lines 1-6
    ("template-perl-interpolated-before-query", "sub get {\n    my $self = shift;\n    my $ean  = shift;\n    \n    my $url = \"http://api.douban.com/book/subject/isbn/$ean?alt=json\";\n", &["bare http://api.douban.com/book/subject/isbn/"]),
    // code index id 15503663224 (Dart HttpManager call): lines 1-3
    ("template-dart-interpolated-query-value", "    return await HttpManager.request(\n        'https://scan.ipse.io/api/v1/balances/transfer?filter[address]=$address',\n        method: 'GET',\n", &["bare https://scan.ipse.io/api/v1/balances/transfer?filter[address]="]),
    // code index id 14712961107 (JaySvcUtil README): line 3
    ("template-neg-odata-metadata-segment", "JaySvcUtil -m http://services.odata.org/V4/Northwind/Northwind.svc/$metadata -o nw.js -t nw.d.ts\n", &["bare http://services.odata.org/V4/Northwind/Northwind.svc/$metadata"]),
    // code index id 3443900911 (SCEditor's BBCode parser tests): lines 5-8
    ("bbcode-img-closing-tag-after-query", "\t\tassert.htmlEqual(\n\t\t\tthis.parser.toHTML(\n\t\t\t\t'[img]http://test.com/test.png?test&&test[/img]'\n\t\t\t),\n", &["bare http://test.com/test.png?test&&test"]),
    // code index id 62064524314 (a runbook in markdown): lines 1-2
    ("bbcode-neg-query-brackets-kept", "   # Verify it stuck\n   curl -g 'https://staging.channex.io/api/v1/availability?filter[property_id]=<prop>&filter[date]=2026-06-15' \\\n", &["bare https://staging.channex.io/api/v1/availability?filter[property_id]="]),
    // code index id 61379518170 (a fake CLI in JavaScript): lines 5-6
    ("ansi-written-escape-js", "  process.stdout.write(\"  Remote control enabled.\\r\\n\");\n  process.stdout.write(\"  \\x1b[4mhttps://claude.ai/code/session_test123\\x1b[24m\\r\\n\");\n", &["bare https://claude.ai/code/session_test123"]),
    // code index id 55616248110 (Rust println!): lines 3-5
    ("ansi-written-escape-rust", "    println!(\n        \"Visit \\x1b[4mhttps://en.wikipedia.org/wiki/List_of_telephone_country_codes#/media/File:Country_calling_codes_map.svg\\x1b[0m for help.\"\n    );\n", &["bare https://en.wikipedia.org/wiki/List_of_telephone_country_codes#/media/File:Country_calling_codes_map.svg"]),
    // code index id 15620044260 (Python print): lines 3-6
    ("ansi-written-escape-python-octal", "    print(\"  \\033[1mPeihao Chen\\033[0m (Creator)\")\n    print(\"  \\U0001F517 \\033[4mhttps://www.linkedin.com/in/peihaochen\\033[0m\")\n    print(\"  \\U0001F418 \\033[4mhttps://github.com/billycph/VectorDBCostSavingInspector\\033[0m\")\n", &["bare https://www.linkedin.com/in/peihaochen", "bare https://github.com/billycph/VectorDBCostSavingInspector"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:hints/linux-android.sh:33-36
    // (a comment over commented-out settings: `# ` text, `#d_…` code).
    ("comment-marker-glued-code-not-joined", "# Older Androids lack locale support and may need the following undefs\n# uncommenting. This isn't necessary from at least Android 8.1 (Oreo)\n# https://github.com/android/platform_bionic/blob/master/libc/CAVEATS\n#d_locconv='undef'\n", &["bare https://github.com/android/platform_bionic/blob/master/libc/CAVEATS"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:hints/os390.sh:297-300 (the joined reading was an alternative).
    ("comment-marker-glued-code-no-alternative", "# nan() used to not work as expected: nan(\"\") or nan(\"0\") returned zero, not a\n# nan.  This may have been a C89 issue.\n# http://www-01.ibm.com/support/knowledgecenter/SSLTBW_1.12.0/com.ibm.zos.r12.bpxbd00/nan.htm%23nan?lang=en\n#d_nan='undef'\n", &["bare http://www-01.ibm.com/support/knowledgecenter/SSLTBW_1.12.0/com.ibm.zos.r12.bpxbd00/nan.htm%23nan?lang=en"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:cpan/CPAN-Meta/t/data-test/resources.yml:37-43 (a YAML key under a keyed URL).
    ("yaml-key-under-url-not-joined", "    bugtracker:   http://code.google.com/p/www-mechanize/issues/list\n    homepage:     http://code.google.com/p/www-mechanize/\n    license:      http://dev.perl.org/licenses/\n    MailingList:  http://groups.google.com/group/www-mechanize-users\n    Repository:   http://code.google.com/p/www-mechanize/source\nno_index:\n    directory:\n", &["bare http://code.google.com/p/www-mechanize/issues/list", "bare http://code.google.com/p/www-mechanize/", "bare http://dev.perl.org/licenses/", "bare http://groups.google.com/group/www-mechanize-users", "bare http://code.google.com/p/www-mechanize/source"]),
    // FreeRADIUS/freeradius-server@65a80881caf496281707f2c52ef68ae5a4e518ce:src/tests/multi-server/all.mk:66-69 (make's `:=`).
    ("make-assignment-not-joined", "RADENV_PACKAGE                  := radenv\nRADENV_VERSION                  := 1.0.2\nRADENV_INDEX_URL                := https://pypi.inkbridge.io/\nTEST_MULTI_SERVER_FRAMEWORK_DIR := $(abspath $(BUILD_DIR)/radenv)\n", &["bare https://pypi.inkbridge.io/"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:cpan/Pod-Simple/t/perlfaqo.txt:101-107 (a list of names and home pages:
    // the name under a URL only an alternative).
    ("camelcase-after-slash-short-list-alternative", "The following are Win32 multilanguage editor/IDESs that support Perl:\nCodewright\nhttp://www.starbase.com/\nMultiEdit\nhttp://www.MultiEdit.com/\nSlickEdit\nhttp://www.slickedit.com/\n", &["bare http://www.starbase.com/ alt=http://www.starbase.com/MultiEdit", "bare http://www.MultiEdit.com/ alt=http://www.MultiEdit.com/SlickEdit", "bare http://www.slickedit.com/"]),
    // gnutls/gnutls@f8971291ba0b21b5caaeffecdb66210fb01cc7a2:tests/x509-extensions.c:336-342 (`certtool`'s outline: the next
    // policy's OID under a URL only an alternative).
    ("dotted-number-outline-alternative", "\t\tCertificate Policies (not critical):\n\t\t\t1.3.6.1.4.1.5484.1.10.99.1.0\n\t\t\t\tNote: This is a long policy to summarize\n\t\t\t\tURI: http://www.example.com/a-policy-to-read\n\t\t\t1.3.6.1.4.1.5484.1.10.99.1.1\n\t\t\t\tNote: This is a short policy\n\t\t\t\tURI: http://www.example.com/another-policy-to-read\n", &["bare http://www.example.com/a-policy-to-read alt=http://www.example.com/a-policy-to-read1.3.6.1.4.1.5484.1.10.99.1.1", "bare http://www.example.com/another-policy-to-read"]),
    // haskell/cabal@f5319cdb191236b3bc93e79c0b14e2c637300c5a:Cabal/src/Distribution/PackageDescription/Check/Warning.hs:934-938
    // (a wrapper inside Haskell strings joined by `++`).
    ("concat-haskell-strings-in-wrapper", "    ++ \"(e.g. 'cabal info', Haddock, Hackage) below the 'synopsis' which \"\n    ++ \"serves as a headline. \"\n    ++ \"Please refer to <https://cabal.readthedocs.io/en/stable/\"\n    ++ \"cabal-package-description-file.html#package-properties> \"\n    ++ \"for more details.\"\n", &["angle https://cabal.readthedocs.io/en/stable/cabal-package-description-file.html#package-properties"]),
    // Hand-made: a list of strings (a `,` after the first) is no concatenation.
    ("concat-neg-list-of-strings-in-wrapper", "links = [\"see <https://example.com/docs/\",\n         \"page.html>\"]\n", &["angle https://example.com/docs/\",\"page.html"]),
    // Hand-made: Haskell's `++` between a URL's strings (`join::literals`).
    ("literal-haskell-plusplus", "docsUrl = \"https://example.org/docs/stable/\"\n  ++ \"package-description.html\"\n", &["bare https://example.org/docs/stable/package-description.html [joined]"]),
    // haskell/cabal@f5319cdb191236b3bc93e79c0b14e2c637300c5a:Cabal-syntax/src/Distribution/Compat/Lens.hs:3 (Haddock's `<url label>`).
    ("haddock-label-one-word-the-url-holds", "-- For the documentation of the combinators see <http://hackage.haskell.org/package/lens lens> package.\n", &["angle http://hackage.haskell.org/package/lens"]),
    // haskell/cabal@f5319cdb191236b3bc93e79c0b14e2c637300c5a:Cabal-syntax/src/Distribution/License.hs:28-32 and 74-75.
    ("haddock-label-words", "-- software licenses:\n--\n-- * <http://www.opensource.org The Open Source Initiative (OSI)>\n--\n-- * <https://www.fsf.org The Free Software Foundation (FSF)>\n    LGPL (Maybe Version)\n  | -- | <http://www.opensource.org/licenses/bsd-license 2-clause BSD license>.\n", &["angle http://www.opensource.org", "angle https://www.fsf.org", "angle http://www.opensource.org/licenses/bsd-license"]),
    // corpus rfc/rfc1630.txt:1473-1477 (a typesetter's space inside the URL; a second
    // space on the line: the words are the gopher selector's).
    ("haddock-label-neg-rfc1630-spaces", "  Alberti, R., et.al., \"Notes on the Internet Gopher Protocol\",\n     University of Minnesota, December 1991,\n     <ftp://boombox.micro.umn.edu/pub/gopher/ gopher_protocol>. See also\n     <gopher://gopher.micro.umn.edu/00/Information About Gopher/About\n     Gopher>\n", &["angle ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol [inner-space]", "angle gopher://gopher.micro.umn.edu/00/InformationAboutGopher/AboutGopher [inner-space]"]),
    // Hand-made from the row above, the selector on one line: the label is read at the
    // first white space only.
    ("haddock-label-neg-second-space", "See also <gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher>\n", &["angle gopher://gopher.micro.umn.edu/00/InformationAboutGopher/AboutGopher [inner-space]"]),
    // latex3/latex2e@7a74a9a09ce3925a786269953e8a02dcea0b7226:base/doc/ltnews35.tex:66-72 (a macro building an issue link:
    // `\\getfirstgithubissue` is a placeholder).
    ("latex-arg-macro-ends-url", "\\providecommand\\TL{\\TeX\\,Live}\n\\providecommand\\githubissue[2][]{\\ifhmode\\unskip\\fi\n     \\quad\\penalty500\\strut\\nobreak\\hfill\n     \\mbox{\\small\\slshape(%\n       \\href{https://github.com/latex3/latex2e/issues/\\getfirstgithubissue#2 \\relax}%\n          \t    {github issue#1 #2}%\n           )}%\n", &["bare https://github.com/latex3/latex2e/issues/"]),
    // Hand-made: an escape is no macro (`\\_` reads `_`).
    ("latex-arg-neg-escape-not-macro", "\\url{https://a.example/x\\_y/z}\n", &["bare https://a.example/x_y/z"]),
    // Hand-made: an invitation folded at 75 octets as RFC 5545 §3.1's generators fold
    // (`lines::unfold`): inside a `\\n` escape's text, in a `?pwd=`, in a word.
    ("unfold-calendar-folded-at-75", "BEGIN:VEVENT\r\nSUMMARY:Weekly sync\r\nDESCRIPTION:Hi there\\,\\n\\nJoin Zoom Meeting\\nhttps://example.zoom.us/j/8123\r\n 4567890?pwd=Y2xhVbWpGT3hkL0FLSEF6dz09\\n\\nMeeting ID: 812 3456 7890\\n\r\nLOCATION:https://example.zoom.us/j/81234567890?pwd=Y2xhVbWpGT3hkL0FLSEF6dz0\r\n 9\r\nURL:https://calendar.example.com/events/2024/weekly-planning-meeting-for-te\r\n am\r\nEND:VEVENT\r\n", &["bare https://example.zoom.us/j/81234567890?pwd=Y2xhVbWpGT3hkL0FLSEF6dz09 [joined]", "bare https://example.zoom.us/j/81234567890?pwd=Y2xhVbWpGT3hkL0FLSEF6dz09 [joined]", "bare https://calendar.example.com/events/2024/weekly-planning-meeting-for-team [joined]"]),
    // collective/icalendar@851cb47758689b54781c0712186d1d9e2ec57dd5:src/icalendar/tests/alarms/example.ics:5-7 (RFC 5545's example).
    ("unfold-calendar-attach", "ACTION:AUDIO\nATTACH;FMTTYPE=audio/basic:ftp://example.com/pub/\n sounds/bell-01.aud\n", &["bare ftp://example.com/pub/sounds/bell-01.aud [joined]"]),
    // Hand-made negatives: a label with a space after its colon; a Debian description's
    // continuation lines (one space, a person's wrap).
    ("unfold-neg-label-and-description", "NOTE: see https://example.com/docs/\n the rest of the note\nDescription: a tool\n It is documented at https://example.com/manual/\n and in the package.\n", &["bare https://example.com/docs/", "bare https://example.com/manual/"]),
    // Hand-made: the URL on a continuation line of 75 octets.
    ("unfold-calendar-continuation-line", "BEGIN:VEVENT\r\nDESCRIPTION:Please read the agenda before the meeting starts\\, and the note\r\n s from last time at https://docs.example.com/document/d/1aBcDeFgHiJkLmNoPq\r\n RsTuVwXyZ/edit?usp=sharing before you join.\r\nEND:VEVENT\r\n", &["bare https://docs.example.com/document/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ/edit?usp=sharing [joined]"]),
    // Perl/perl5@9a9d70c38f6051857c395092b58e79353ce9f3be:cpan/Pod-Simple/lib/Pod/Simple/HTML.pm:1062-1066 (three forms of a link,
    // one a line: the fragment under the page only an alternative).
    ("extension-short-lines-list-alternative", "  # needs to return a URL string such\n  # http://some.other.com/page.html\n  # #anchor_in_the_same_file\n  # /internal/ref.html\n  sub do_pod_link {\n", &["bare http://some.other.com/page.html alt=http://some.other.com/page.html#anchor_in_the_same_file"]),
    // linux-mailinglist-archives/usrp-users.lists.ettus.com.0, message
    // <CADrcXBT-gNx70iL-DRE60LXkjayMSPDHhgkPm_yok61mF3H=4w@mail.gmail.com> (a shell's prompt under a
    // program's output).
    ("prompt-user-at-host-not-joined", ">\n> For more information, refer to the UHD manual:\n>\n>  http://files.ettus.com/manual/page_usrp_x3x0.html#x3x0_flash\n> mau@mau-Vostro-3500:/usr/lib/uhd/examples$\n>\n", &["bare http://files.ettus.com/manual/page_usrp_x3x0.html#x3x0_flash"]),
    // linux-mailinglist-archives/usrp-users.lists.ettus.com.0, message
    // <ce552071284e5d859cf2bdf2fa5b83224920cc12.camel@sbcglobal.net>: a pipermail text quoted
    // and wrapped again, ` at` ending the line (`markup::obscured::at_line_end`).
    ("obscured-at-line-end-in-wrapper", "> > To: Quadri,Adnan <adnan.quadri at\n> > louisville.edu<mailto:adnan.quadri at\n> > louisville.edu>>\n> > Cc: usrp-users at lists.ettus.com<mailto:usrp-users at\n> > lists.ettus.com>\n> > <usrp-users at lists.ettus.com<mailto:usrp-users at\n> > lists.ettus.com>>\n", &["angle mailto:adnan.quadri@louisville.edu", "angle mailto:usrp-users@lists.ettus.com", "angle mailto:usrp-users@lists.ettus.com"]),
    // linux-mailinglist-archives/usrp-users.lists.ettus.com.0, message
    // <CABfZwcf2rL6=N_=eVtAwrSRXYLg0D28bn+KUpvzhftxxr_Kohw@mail.gmail.com>: a signature's fields with spaced colons.
    ("spaced-colon-field-not-joined", "Mail: mikio@dolphinsystem.jp\nURL : http://www.dolphinsystem.jp/\nTEL/FAX : 03-6658-4949\n", &["bare http://www.dolphinsystem.jp/"]),
    // linux-mailinglist-archives/kasan-dev.googlegroups.com.0, message <20240621113706.315500-1-iii@linux.ibm.com>
    // (a series' changelog: `v1 -> v2:` under `v1: https://lore…/`).
    ("arrow-changelog-not-joined", "v1: https://lore.kernel.org/lkml/20231115203401.2495875-1-iii@linux.ibm.com/\nv1 -> v2: Add comments, sort #includes, introduce\n          memset_no_sanitize_memory() and use it to avoid unpoisoning\n", &["bare https://lore.kernel.org/lkml/20231115203401.2495875-1-iii@linux.ibm.com/"]),
    // linux-mailinglist-archives/kasan-dev.googlegroups.com.0, message <16605acf697e47299e3ba3bddf04441e@quicinc.com>, its
    // quoted-printable soft breaks undone (`eBPF` starts a sentence).
    ("case-change-small-then-capital", "https://stackoverflow.com/questions/43003805/can-ebpf-modify-the-return-value-or-parameters-of-a-syscall\neBPF seems read-only, I think it won't overcome the area overflow if cannot\n", &["bare https://stackoverflow.com/questions/43003805/can-ebpf-modify-the-return-value-or-parameters-of-a-syscall"]),
    // linux-mailinglist-archives/kasan-dev.googlegroups.com.0, message <20210719030932.23384-1-huangshaobo6@huawei.com> (list numbers glued to
    // their items' first words).
    ("list-number-glued-to-word", "1.The original patch you have been asked-by by email before, link: https://lore.kernel.org/linux-arm-kernel/CAMj1kXGqfF68MT4WwrxS0cYiUBb0gODDh-wGZSQcW9vxdfK90A@mail.gmail.com/\n2.In addition to adding the asked-by tag, there is no other content modification in this patch\n", &["bare https://lore.kernel.org/linux-arm-kernel/CAMj1kXGqfF68MT4WwrxS0cYiUBb0gODDh-wGZSQcW9vxdfK90A@mail.gmail.com/"]),
    // linux-mailinglist-archives/usrp-users.lists.ettus.com.0, message
    // <trinity-7389928b-dd10-4c8f-8360-db579e25a6ed-1583341559746@3c-app-gmx-bs76>, its base64 part decoded (a webmail's `text[target]`, again on each reply; an
    // address with no scheme in its text leaves its two groups two matches).
    ("webmail-bracket-target-repeated", " \nhttps://files.ettus.com/manual/structuhd_1_1tx__metadata__t.html[https://files.ettus.com/manual/structuhd_1_1tx__metadata__t.html][https://files.ettus.com/manual/structuhd_1_1tx__metadata__t.html%5Bhttps://files.ettus.com/manual/structuhd_1_1tx__metadata__t.html%5D]\n \nOn Tue, Mar 3, 2020 at 11:48 AM Rob Kossler <rkossler@nd.edu[mailto:rkossler@nd.edu][mailto:rkossler@nd.edu[mailto:rkossler@nd.edu]]> wrote:\n", &["bare https://files.ettus.com/manual/structuhd_1_1tx__metadata__t.html", "bare mailto:rkossler@nd.edu", "bare mailto:rkossler@nd.edu"]),
    // linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <OF3DD93C9E.F4964E74-ON002587F8.006D8847-002587F8.006D8849@ibm.com> (a line range cut at `-L`).
    ("line-range-cut-joined", ">>>> ubuntu server) also uses this option to skip the online check for\n>>>> given interface\n>>>> (https://github.com/canonical/netplan/blob/main/src/networkd.c#L636-L\n>>>> 639).\n", &["bare https://github.com/canonical/netplan/blob/main/src/networkd.c#L636-L639 [joined]"]),
    // linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <CAGMNF6Ushz2WW5+FRWiCBT=Ta5w_ecBAAybZoFbOCZiuVrw67w@mail.gmail.com>, its quoted-printable
    // undone (Proofpoint's `&e=` ends its links).
    ("urldefense-empty-e-is-whole", ">     since we don't persist memory (or, we try not to).\n>\n>     https://urldefense.proofpoint.com/v2/url?u=https-3A__linux.die.net_man_8_netdump&d=DwIBaQ&c=5VD0RTtNlTh3ycd41b3MUw&r=v9MU0Ki9pWnTXCWwjHPVgpnCR80vXkkcrIaqU7USl5g&m=0H6Yf0igviHCOSHAbOPQxxM-_B0Lh1EyZm4dpdMqe2g&s=H3n57FRZwV0z_wOHqmaiRa-kQ6h3doWg712SV4ez-GU&e=\n>     netdump\n", &["bare https://urldefense.proofpoint.com/v2/url?u=https-3A__linux.die.net_man_8_netdump&d=DwIBaQ&c=5VD0RTtNlTh3ycd41b3MUw&r=v9MU0Ki9pWnTXCWwjHPVgpnCR80vXkkcrIaqU7USl5g&m=0H6Yf0igviHCOSHAbOPQxxM-_B0Lh1EyZm4dpdMqe2g&s=H3n57FRZwV0z_wOHqmaiRa-kQ6h3doWg712SV4ez-GU&e="]),
    // Hand-made negative: another host's `&e=` is cut as before.
    ("urldefense-neg-other-host", "https://a.example/search?q=x&e=\n2024\n", &["bare https://a.example/search?q=x&e=2024 [joined]"]),
    // linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <DDAFCC55-7CF7-469F-B3AA-F61459CCCCF3@fb.com>, its base64 `OpenBMC-SPDM.ics` decoded: Zoom's
    // invitation folded at 75 octets (`lines::unfold`).
    ("unfold-zoom-invitation-real", "DESCRIPTION:Sai Dasari is inviting you to a scheduled Zoom meeting.\\n\\nJo\r\n in Zoom Meeting\\nhttps://us02web.zoom.us/j/9396880476?pwd=a2gyYkVpRjhBZE\r\n thQUQzcEF2QjRXUT09\\n\\nMeeting ID: 939 688 0476\\nPasscode: openbmc\\nOne t\r\n ap mobile\\n+16699009128\\,\\,9396880476#\\,\\,\\,\\,\\,\\,0#\\,\\,8592515# US (San\r\n  Jose)\\n+12532158782\\,\\,9396880476#\\,\\,\\,\\,\\,\\,0#\\,\\,8592515# US (Tacoma\r\n )\\n\\nDial by your location\\n        +1 669 900 9128 US (San Jose)\\n     \r\n    +1 253 215 8782 US (Tacoma)\\n        +1 346 248 7799 US (Houston)\\n  \r\n       +1 301 715 8592 US (Germantown)\\n        +1 312 626 6799 US (Chica\r\n go)\\n        +1 646 558 8656 US (New York)\\nMeeting ID: 939 688 0476\\nPa\r\n sscode: 8592515\\nFind your local number: https://us02web.zoom.us/u/kddfS\r\n pAkEj\\n\\n\r\nLOCATION:https://us02web.zoom.us/j/9396880476?pwd=a2gyYkVpRjhBZEthQUQzcEF\r\n 2QjRXUT09\r\n", &["bare https://us02web.zoom.us/j/9396880476?pwd=a2gyYkVpRjhBZEthQUQzcEF2QjRXUT09 [joined]", "bare https://us02web.zoom.us/u/kddfSpAkEj [joined]", "bare https://us02web.zoom.us/j/9396880476?pwd=a2gyYkVpRjhBZEthQUQzcEF2QjRXUT09 [joined]"]),
    // linux-mailinglist-archives/linux-man.vger.kernel.org.0, message <20230102142358.wp5e4bawqx2o2e6d@illithid>
    // (a patch to a man page: the diff's `-` before a troff request).
    ("troff-request-in-diff-not-joined", "-.UR http://www.fefe.de/dietlibc/\n-.I dietlibc\n+.UR http://www\\:.fefe\\:.de/\\:dietlibc/\n+.I \\%diet\\%libc\n .UE ,\n and\n-.UR http://www.musl\\-libc.org/\n-.I \"musl libc\"\n", &["bare http://www.fefe.de/dietlibc/", "bare http://www.fefe.de/dietlibc/", "bare http://www.musl-libc.org/"]),
    // linux-mailinglist-archives/linux-man.vger.kernel.org.0, message
    // <ursrhzx2i77qnhkk4o3bdhlkp2py46huwcyk57tn63kox5qzta@atmst5gr6x3p> (a `+.UR` request ends its URL with the line).
    ("troff-ur-in-diff-ends-with-line", "-.UR https://archive.org\\:/details\\:/posix_1003.1e-990310\n+.UR https://archive.org\\:/details\\:/posix_1003.1e\\-990310\n POSIX.1e draft standard\n .UE .\n", &["bare https://archive.org/details/posix_1003.1e-990310", "bare https://archive.org/details/posix_1003.1e-990310"]),
    // linux-mailinglist-archives/dm-devel.redhat.com.0, message
    // <SN6PR06MB4495DCA7A61EDB90AC32B2DC8C739@SN6PR06MB4495.namprd06.prod.outlook.com> (a quote wrapped
    // again, its overflow quoted once).
    ("ragged-quote-cut-url-joined", "> > From:\n> > https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUID-\n> 49E94674-947F-4921-A1D1-CE9B42DCBA39.html\n> > https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUID-\n> CA17AE34-F5B2-4FF4-8FD4-4A7AA4238976.html\n", &["bare https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUID-49E94674-947F-4921-A1D1-CE9B42DCBA39.html [hyphen,joined] alt=https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUID49E94674-947F-4921-A1D1-CE9B42DCBA39.html", "bare https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUID-CA17AE34-F5B2-4FF4-8FD4-4A7AA4238976.html [hyphen,joined] alt=https://library.netapp.com/ecmdocs/ECMLP2439710/html/GUIDCA17AE34-F5B2-4FF4-8FD4-4A7AA4238976.html"]),
    // Hand-made negative: under fewer quote markers a URL not visibly cut ends with its line.
    ("ragged-quote-neg-not-cut", "> > see https://library.netapp.com/ecmdocs/ECMLP2439710/html/\n> index.html is the page\n", &["bare https://library.netapp.com/ecmdocs/ECMLP2439710/html/"]),
    // linux-mailinglist-archives/dm-devel.redhat.com.0, message
    // <BN8PR06MB5908FB1B3093D3E50EE6A379F11A0@BN8PR06MB5908.namprd06.prod.outlook.com>, its quoted-printable
    // undone (FireEye links wrapped, their targets as `u=` parameters).
    ("fireeye-parameter-url-joined", "> [1]https://protect2.fireeye.com/url?k=22656b2d-7fb63293-2264e062-\n> 0cc47a31ba82-2308b42828f59271&u=https://content.riscv.org/wp-\n> content/uploads/2018/12/A-New-Golden-Age-for-Computer-Architecture-\n> History-Challenges-and-Opportunities-David-Patterson-.pdf\n> [2] https://protect2.fireeye.com/url?k=44e3336c-19306ad2-44e2b823-\n> 0cc47a31ba82-70c015d1b0aaeb3f&u=https://www.snia.org/computational\n", &["bare https://protect2.fireeye.com/url?k=22656b2d-7fb63293-2264e062-0cc47a31ba82-2308b42828f59271&u=https://content.riscv.org/wp-content/uploads/2018/12/A-New-Golden-Age-for-Computer-Architecture-History-Challenges-and-Opportunities-David-Patterson-.pdf [hyphen,joined] alt=https://protect2.fireeye.com/url?k=22656b2d-7fb63293-2264e0620cc47a31ba82-2308b42828f59271&u=https://content.riscv.org/wp-content/uploads/2018/12/A-New-Golden-Age-for-Computer-Architecture-History-Challenges-and-Opportunities-David-Patterson-.pdf|https://protect2.fireeye.com/url?k=22656b2d-7fb63293-2264e062-0cc47a31ba82-2308b42828f59271&u=https://content.riscv.org/wpcontent/uploads/2018/12/A-New-Golden-Age-for-Computer-Architecture-History-Challenges-and-Opportunities-David-Patterson-.pdf|https://protect2.fireeye.com/url?k=22656b2d-7fb63293-2264e062-0cc47a31ba82-2308b42828f59271&u=https://content.riscv.org/wp-content/uploads/2018/12/A-New-Golden-Age-for-Computer-ArchitectureHistory-Challenges-and-Opportunities-David-Patterson-.pdf", "bare https://protect2.fireeye.com/url?k=44e3336c-19306ad2-44e2b823-0cc47a31ba82-70c015d1b0aaeb3f&u=https://www.snia.org/computational [hyphen,joined] alt=https://protect2.fireeye.com/url?k=44e3336c-19306ad2-44e2b8230cc47a31ba82-70c015d1b0aaeb3f&u=https://www.snia.org/computational"]),
    // Hand-made negative: a URL of its own under a visibly cut one is not joined.
    ("fireeye-neg-url-of-its-own", "https://a.example/docs/getting-\nhttps://b.example/x\n", &["bare https://a.example/docs/getting-", "bare https://b.example/x"]),
    // linux-mailinglist-archives/dm-devel.redhat.com.0, message
    // <CAPcyv4h3oKM-2hoG=FWHJwzVqjptnpQV9C+W6txfp_qcBhd7yQ@mail.gmail.com> (a pull request's tag under its
    // repository).
    ("git-ref-under-repository-not-joined", "Hi Linus, please pull from:\n\n  git://git.kernel.org/pub/scm/linux/kernel/git/nvdimm/nvdimm\ntags/libnvdimm-fixes-5.9-rc6\n\n...to receive\n", &["bare git://git.kernel.org/pub/scm/linux/kernel/git/nvdimm/nvdimm"]),
    // Hand-made negative: after a `/` a `tags/` path goes on.
    ("git-ref-neg-after-slash", "  https://github.com/torvalds/linux/releases/\ntags/v6.1\n", &["bare https://github.com/torvalds/linux/releases/tags/v6.1 [joined]"]),
    // linux-mailinglist-archives/linux-f2fs-devel.lists.sourceforge.net.0, message
    // <bug-214895-202145@https.bugzilla.kernel.org/> (a Bugzilla attachment's link over its description).
    ("bugzilla-attachment-not-joined", "Created attachment 299377\n  --> https://bugzilla.kernel.org/attachment.cgi?id=299377&action=edit\nout.c\n", &["bare https://bugzilla.kernel.org/attachment.cgi?id=299377&action=edit"]),
    // Hand-made negative: the link cut at its `=` goes on.
    ("bugzilla-neg-cut-query", "Created attachment 299377\n  --> https://bugzilla.kernel.org/attachment.cgi?id=299377&action=\nedit\n", &["bare https://bugzilla.kernel.org/attachment.cgi?id=299377&action=edit [joined]"]),
    // linux-mailinglist-archives/linux-f2fs-devel.lists.sourceforge.net.0, message
    // <695e2fcd.050a0220.1c677c.035e.GAE@google.com> (a build log: make's diagnostic, then a command).
    ("make-diagnostic-ends-with-line", "Makefile:31: run command via tools/syz-env for best compatibility, see:\nMakefile:32: https://github.com/google/syzkaller/blob/master/docs/contributing.md#using-syz-env\nbin/syz-sysgen\ntouch .descriptions\n", &["bare https://github.com/google/syzkaller/blob/master/docs/contributing.md#using-syz-env"]),
    // Hand-made negative: grep's `path:12:` gutter, repeated on the next line, still goes on.
    ("make-diagnostic-neg-grep-gutter", "setup.py:12: see https://example.com/docs/\nsetup.py-13- more/path\n", &["bare https://example.com/docs/more/path [joined]"]),
    // linux-mailinglist-archives/linux-f2fs-devel.lists.sourceforge.net.0, message
    // <CAD14+f2U0FcZMEXvCXcwnpg-i5OuBURgd0apkB9voSkDu+CB_g@mail.gmail.com> (a kernel's version string:
    // a repository and its commit).
    ("commit-id-after-name-not-joined", "    to \"Linux version 5.4.197-arter97-r21b2-69720-g84bf16de46b9\n(arter97@arter97-dgist) (Android (8508608, based on r450784e) clang\nversion 14.0.7 (https://android.googlesource.com/toolchain/llvm-project\n4c603efb0cca074e9238af8b4106c30add4418f6), LLD 14.0.7) #\"\n", &["bare https://android.googlesource.com/toolchain/llvm-project"]),
    // Hand-made negative: after `/commit/` the id goes on.
    ("commit-id-neg-after-slash", "see https://android.googlesource.com/toolchain/llvm-project/+/\n4c603efb0cca074e9238af8b4106c30add4418f6\n", &["bare https://android.googlesource.com/toolchain/llvm-project/+/4c603efb0cca074e9238af8b4106c30add4418f6 [joined]"]),
    // linux-mailinglist-archives/linux-f2fs-devel.lists.sourceforge.net.0, message
    // <4270b213-e4f9-46b2-958a-df3dbaaed969@kernel.org> (a changelog's arrow glued).
    ("arrow-glued-not-joined", "> ---\n> v1: https://lore.kernel.org/linux-f2fs-devel/20241203065108.2763436-1-guochunhai@vivo.com/\n> v1->v2:\n>   - Modify the commit message to make it easier to understand.\n", &["bare https://lore.kernel.org/linux-f2fs-devel/20241203065108.2763436-1-guochunhai@vivo.com/"]),
    // linux-mailinglist-archives/ltp.lists.linux.it.0, message <YYjmO4H3Dsa3oDt/@yuki> (a GitHub Actions
    // log under its run's URL).
    ("records-stamped-log-not-joined", "> https://github.com/linux-test-project/ltp/runs/4102121237?check_suite_focus=true\n> 2021-11-04T07:12:04.5788989Z (110/114) Installing: pcre2-devel-10.38-1.1.x86_64 [.........done]\n> 2021-11-04T13:10:22.9205133Z (111/114) Installing: clang13-13.0.0-1.2.x86_64 [.\n", &["bare https://github.com/linux-test-project/ltp/runs/4102121237?check_suite_focus=true"]),
    // Hand-made negative: a query cut at its `=` goes on with a stamp.
    ("records-stamped-neg-cut", "https://a.example/log?since=\n2021-11-04T07:12:04Z\n", &["bare https://a.example/log?since=2021-11-04T07:12:04Z [joined]"]),
    // linux-mailinglist-archives/ltp.lists.linux.it.0, message <20251219094219.151887-1-pvorel@suse.cz>
    // (a cover letter's links, then its diffstat).
    ("records-diffstat-not-joined", "Link to v3:\nhttps://lore.kernel.org/ltp/20251118143607.45308-3-pvorel@suse.cz/\nhttps://patchwork.ozlabs.org/project/ltp/patch/20251118143607.45308-3-pvorel@suse.cz/\n testcases/kernel/syscalls/swapon/swapon03.c | 49 ++++++++++++---------\n 1 file changed, 27 insertions(+), 22 deletions(-)\n", &["bare https://lore.kernel.org/ltp/20251118143607.45308-3-pvorel@suse.cz/", "bare https://patchwork.ozlabs.org/project/ltp/patch/20251118143607.45308-3-pvorel@suse.cz/"]),
    // linux-mailinglist-archives/ltp.lists.linux.it.0, message <20230315183905.GB172450@pevik> (a commit
    // citation under a URL).
    ("records-commit-citation-not-joined", "NOTE: waitpid(), WIFEXITED(), printf() and exit(-1) here should be replaced by tst_reap_children(), see\nhttps://github.com/linux-test-project/ltp/wiki/C-Test-API#18-doing-the-test-in-the-child-process\n91e6a95b7 (\"clone08: convert to new LTP API\")\n", &["bare https://github.com/linux-test-project/ltp/wiki/C-Test-API#18-doing-the-test-in-the-child-process"]),
    // linux-mailinglist-archives/ltp.lists.linux.it.0, message
    // <fa1a7a10-f892-4e7e-acb4-0b058aa53d88@app.fastmail.com> (a test report's captions and links).
    ("records-caption-not-joined", "> Juno-r2 details:\n> https://qa-reports.linaro.org/lkft/linux-next-master/build/next-20250210/testrun/27251102/suite/log-parser-test/test/warning-warning-cpu-pid-at-includelinuxrwsemh-madvise_unlock/\n> Juno-r2 history:\n> https://qa-reports.linaro.org/lkft/linux-next-master/build/next-20250210/testrun/27251102/suite/log-parser-test/test/warning-warning-cpu-pid-at-includelinuxrwsemh-madvise_unlock/history/\n> Juno-r2 lava log 1:\n> https://lkft.validation.linaro.org/scheduler/job/8117395#L43180\n", &["bare https://qa-reports.linaro.org/lkft/linux-next-master/build/next-20250210/testrun/27251102/suite/log-parser-test/test/warning-warning-cpu-pid-at-includelinuxrwsemh-madvise_unlock/", "bare https://qa-reports.linaro.org/lkft/linux-next-master/build/next-20250210/testrun/27251102/suite/log-parser-test/test/warning-warning-cpu-pid-at-includelinuxrwsemh-madvise_unlock/history/", "bare https://lkft.validation.linaro.org/scheduler/job/8117395#L43180"]),
    // linux-mailinglist-archives/ltp.lists.linux.it.0, message <20240307230358.GB218331@pevik> (`and/or`
    // starts a sentence's next line).
    ("and-or-is-prose", "It's noted in the headers, but IMHO it should be added to the docs:\nhttps://github.com/linux-test-project/ltp/wiki/C-Test-API\nhttps://github.com/linux-test-project/ltp/wiki/Maintainer-Patch-Review-Checklist\nand/or even write sparse check.\n", &["bare https://github.com/linux-test-project/ltp/wiki/C-Test-API", "bare https://github.com/linux-test-project/ltp/wiki/Maintainer-Patch-Review-Checklist"]),
    // curl/curl at 5c61e168698a72b87437d58ed728bcdea6d5db42,
    // docs/internals/CONNECTION-FILTERS.md:312-315 (a log's `-->` arrows under its URL).
    ("arrow-double-dash-not-joined", "```\n* create connection for --http3-only https://curl.se/\nconn[curl.se] --> SETUP[QUIC] --> HAPPY-EYEBALLS --> NULL\n* start connect\n", &["bare https://curl.se/"]),
    // linux-mailinglist-archives/intel-wired-lan.osuosl.org.0, message
    // <IA3PR11MB89851031CC3D724AB2C0D2E88F1BA@IA3PR11MB8985.namprd11.prod.outlook.com>, its
    // quoted-printable undone (lore links cut before their message ids' addresses).
    ("cut-url-goes-on-with-address", "> - Previous discussion about this change:\n>   https://lore.kernel.org/netdev/20250805134042.2604897-2-\n> dhill@redhat.com\n>   https://lore.kernel.org/netdev/20250823094952.182181-1-\n> mheib@redhat.com\n>\n", &["bare https://lore.kernel.org/netdev/20250805134042.2604897-2-dhill@redhat.com [hyphen,joined] alt=https://lore.kernel.org/netdev/20250805134042.2604897-2dhill@redhat.com", "bare https://lore.kernel.org/netdev/20250823094952.182181-1-mheib@redhat.com [hyphen,joined] alt=https://lore.kernel.org/netdev/20250823094952.182181-1mheib@redhat.com"]),
    // linux-mailinglist-archives/intel-wired-lan.osuosl.org.0, message
    // <BYAPR11MB3367ED0E1FA67BBC70F475BAFC6B9@BYAPR11MB3367.namprd11.prod.outlook.com>.
    ("cut-url-goes-on-with-message-id", "> Link: https://lore.kernel.org/all/CAK8fFZ7m-\n> KR57M_rYX6xZN39K89O=LGooYkKsu6HKt0Bs+x6xQ@mail.gmail.com/\n> ---\n", &["bare https://lore.kernel.org/all/CAK8fFZ7m-KR57M_rYX6xZN39K89O=LGooYkKsu6HKt0Bs+x6xQ@mail.gmail.com/ [hyphen,joined] alt=https://lore.kernel.org/all/CAK8fFZ7mKR57M_rYX6xZN39K89O=LGooYkKsu6HKt0Bs+x6xQ@mail.gmail.com/"]),
    // Hand-made negative: under a URL that looks whole an address is its own.
    ("cut-url-neg-address-own", "Home: https://www.example.org/team/\nmail@example.org\n", &["bare https://www.example.org/team/"]),
    // linux-mailinglist-archives/linaro-mm-sig.lists.linaro.org.0, message
    // <0c261c9aad759d791e0a576a47bbd064f28148e9.camel@ndufresne.ca> (a checker's file and colon,
    // its message wrapped to the next line).
    ("file-path-label-not-joined", "> 	from schema $id: http://devicetree.org/schemas/npu/rockchip,rknn-core.yaml#\n> /builds/robherring/dt-review-ci/linux/Documentation/devicetree/bindings/npu/rockchip,rknn-core.example.dtb:\n> npu-core@fdab0000 (rockchip,rk3588-rknn-core-top): reg: [[0, 4255842304, 0, 36864]] is too short\n", &["bare http://devicetree.org/schemas/npu/rockchip,rknn-core.yaml#"]),
    // linux-mailinglist-archives/linux-hyperv.vger.kernel.org.0, message <201907281257.gVlvGWLv%lkp@intel.com>
    // (the kernel test robot's `git blame` listing).
    ("blame-gutter-skipped", "ae0078fcf0a5eb3 Dexuan Cui       2017-08-26  115   * On the host, Hyper-V Sockets are supported by Winsock AF_HYPERV:\nae0078fcf0a5eb3 Dexuan Cui       2017-08-26  116   * https://docs.microsoft.com/en-us/virtualization/hyper-v-on-windows/user-\nae0078fcf0a5eb3 Dexuan Cui       2017-08-26  117   * guide/make-integration-service, and the endpoint is <VmID, ServiceId> with\nae0078fcf0a5eb3 Dexuan Cui       2017-08-26  118   * the below sockaddr:\n", &["bare https://docs.microsoft.com/en-us/virtualization/hyper-v-on-windows/user-guide/make-integration-service [hyphen,joined] alt=https://docs.microsoft.com/en-us/virtualization/hyper-v-on-windows/userguide/make-integration-service"]),
    // Hand-made negative: under a blame gutter a URL that looks whole ends before prose.
    ("blame-gutter-neg-prose", "ae0078fcf0a5eb3 Dexuan Cui       2017-08-26  116   * see https://docs.example.com/guide\nae0078fcf0a5eb3 Dexuan Cui       2017-08-26  117   * and the endpoint is\n", &["bare https://docs.example.com/guide"]),
    // linux-mailinglist-archives/linux-stm32.st-md-mailman.stormreply.com.0, message
    // <426d15179d7d79c3f3bd4774e23d4f5e384c7956.camel@mediatek.com> (a checker's file path under a
    // schema's `$id`).
    ("file-path-under-url-not-joined", "> \thint: Standard unit suffix properties don't need a type $ref\n> \tfrom schema $id: http://devicetree.org/meta-schemas/core.yaml#\n> /builds/robherring/linux-dt-\n> review/Documentation/devicetree/bindings/net/mediatek-dwmac.yaml:\n", &["bare http://devicetree.org/meta-schemas/core.yaml#"]),
    // Debian's python3.11-dev, python3.11-config(1) as `man` renders it at 80 columns (SEE ALSO:
    // a URL over a local file).
    ("file-path-local-doc-not-joined", "SEE ALSO\n       python (1)\n       http://docs.python.org/extending/extending.html\n       /usr/share/doc/python/faq/extending.html\n", &["bare http://docs.python.org/extending/extending.html"]),
    // Hand-made negative: a host's path goes on.
    ("file-path-neg-host", "Mirror: http://ftp.example.org\n/usr/share/pub/x.tar.gz\n", &["bare http://ftp.example.org/usr/share/pub/x.tar.gz [joined]"]),
    // linux-mailinglist-archives/linux-hyperv.vger.kernel.org.0, message
    // <8c390129-4fb3-dd7c-cf83-0451c405d0b9@gmail.com> (a commit id cut on the URL's first line).
    ("whole-hash-joined-on-first-line", ">> This idea from Andi Kleen \n>> patch(https://github.com/intel/tdx/commit/4529b578\n>> 4c141782c72ec9bd9a92df2b68cb7d45). Rework it and make it may work\n", &["bare https://github.com/intel/tdx/commit/4529b5784c141782c72ec9bd9a92df2b68cb7d45 [joined]"]),
    // Hand-made negative: runs that make no whole id on the first line stay an alternative.
    ("whole-hash-neg-short", ">> This idea from Andi Kleen \n>> patch(https://github.com/intel/tdx/commit/4529b578\n>> 4c141782c72ec9bd). Rework it and make it may work\n", &["bare https://github.com/intel/tdx/commit/4529b578 alt=https://github.com/intel/tdx/commit/4529b5784c141782c72ec9bd"]),
    // linux-mailinglist-archives/linux-hyperv.vger.kernel.org.0, message
    // <6d67384e-456c-13c7-cf92-33b20f3fa2d6@leemhuis.info> (regzbot's command under a URL with a fragment).
    ("second-fragment-not-joined", "#regzbot resolve: turned out it's not a regression, see\nhttps://bugzilla.kernel.org/show_bug.cgi?id=217503#c10\n#regzbot ignore-activity\n", &["bare https://bugzilla.kernel.org/show_bug.cgi?id=217503#c10"]),
    // linux-mailinglist-archives/blinux-list.redhat.com.0, message
    // <Pine.LNX.4.64.2002272117090.6058@server2.shellworld.net> (a version's caption under a URL).
    ("records-version-caption-not-joined", "> It's available at\n> \thttps://lynx.invisible-island.net/\n> \tftp://ftp.invisible-island.net/lynx/\n> 2.9.0 Development & patches:\n> \thttps://lynx.invisible-island.net/current/index.html\n", &["bare https://lynx.invisible-island.net/", "bare ftp://ftp.invisible-island.net/lynx/", "bare https://lynx.invisible-island.net/current/index.html"]),
    // linux-mailinglist-archives/blinux-list.redhat.com.0, message <b5bf45db-a652-4c2e-a01d-9960ce07488c@localhost>
    // (a signature under a URL).
    ("records-tilde-signature-not-joined", "Sorry, I sent a bad link to the chat. The correct link is\nhttps://t.me/stormux_chat\n~Kyle\n", &["bare https://t.me/stormux_chat"]),
    // Hand-made negative: after a `/` a home directory may go on (an alternative).
    ("records-tilde-neg-home", "Sorry, I sent a bad link to the chat. The correct link is\nhttps://people.example.edu/\n~Kyle/\n", &["bare https://people.example.edu/ alt=https://people.example.edu/~Kyle/"]),
    // linux-mailinglist-archives/b.a.t.m.a.n.lists.open-mesh.org.0, message
    // <0000000000009ca21e05f8836105@google.com> (syzbot's monthly report: a table's rows under
    // their URLs).
    ("records-table-row-not-joined", "1367    Yes   WARNING: ODEBUG bug in netdev_freemem (2)\n              https://syzkaller.appspot.com/bug?extid=c4521ac872a4ccc3afec\n115     Yes   INFO: rcu detected stall in batadv_nc_worker (3)\n              https://syzkaller.appspot.com/bug?extid=69904c3b4a09e8fa2e1b\n", &["bare https://syzkaller.appspot.com/bug?extid=c4521ac872a4ccc3afec", "bare https://syzkaller.appspot.com/bug?extid=69904c3b4a09e8fa2e1b"]),
    // linux-mailinglist-archives/platform-driver-x86.vger.kernel.org.0, message
    // <20250425210043.342288-2-wse@tuxedocomputers.com> (a repository and its abbreviated commit in brackets, in a patch's
    // comment).
    ("commit-id-abbreviated-in-brackets-not-joined", "+\t\t\t * leds, the Microsoft MacroPad reference implementation\n+\t\t\t * (https://github.com/microsoft/RP2040MacropadHidSample\n+\t\t\t * 1d6c3ad) does not and ignores it. If it turns out\n", &["bare https://github.com/microsoft/RP2040MacropadHidSample"]),
    // Hand-made negative: an abbreviated id with no bracket after it may be a cut name's rest.
    ("commit-id-neg-abbreviated-bare", "see (https://example.com/wiki/Sample\n1d6c3ad and more\n", &["bare https://example.com/wiki/Sample alt=https://example.com/wiki/Sample1d6c3ad"]),
    // linux-mailinglist-archives/platform-driver-x86.vger.kernel.org.0, message
    // <deecc5a8-35b7-6e0f-c1f5-35e36118f774@leemhuis.info> (regzbot's commands around a bug's URL).
    ("records-regzbot-not-joined", ">>\n>> #regzbot introduced: v6.1.3..v6.1.4\n>> https://bugzilla.kernel.org/show_bug.cgi?id=217026\n>> #regzbot title: backlight: brightness control stopped working on a Ryzen\n>> system with hybrid graphics\n", &["bare https://bugzilla.kernel.org/show_bug.cgi?id=217026"]),
    // linux-mailinglist-archives/linux-input.vger.kernel.org.0, message
    // <742f2564-96bd-4b4c-89d6-7ef4e6b641a5@tuxedocomputers.com> (format=flowed: each line ends in
    // a blank; the page's name ends in `-`).
    ("flowed-space-after-hyphen-prose", ">> only relevant for firmware, but I now stumbled upon the Virtual HID Framework \n>> (VHF) \n>> https://learn.microsoft.com/en-us/windows-hardware/drivers/hid/virtual-hid-framework--vhf- \n>> and now I wonder if an equivalent exists for Linux? A quick search did not \n", &["bare https://learn.microsoft.com/en-us/windows-hardware/drivers/hid/virtual-hid-framework--vhf- alt=https://learn.microsoft.com/en-us/windows-hardware/drivers/hid/virtual-hid-framework--vhf-and"]),
    // linux-mailinglist-archives/linux-input.vger.kernel.org.0, message <3409c03e-35fb-428a-9784-0069b63a83bb@amd.com>
    // (the same blank, and a message id's rest under it).
    ("flowed-space-after-hyphen-id-joined", "> https://lore.kernel.org/all/c9b0b147-2907- \n> ff41-4f13-464b3b891c50@wisdomtech.sk/\n", &["bare https://lore.kernel.org/all/c9b0b147-2907-ff41-4f13-464b3b891c50@wisdomtech.sk/ [hyphen,joined] alt=https://lore.kernel.org/all/c9b0b147-2907ff41-4f13-464b3b891c50@wisdomtech.sk/"]),
    // linux-mailinglist-archives/linux-input.vger.kernel.org.0, message
    // <AM9PR03MB7712692A4A417F8E43AE0645EDD82@AM9PR03MB7712.eurprd03.prod.outlook.com> (a reply
    // under the quote; the page's name ends in `-`): a negative of the ragged quote.
    ("ragged-quote-neg-reply", ">>\n>> https://geocomputers.freshdesk.com/en/support/solutions/articles/103000268395-where-can-i-download-the-drivers-for-my-geo-device-\n> Ok I downloaded this and there are no special touchscreen\n> drivers there, so I guess things just work with the default\n", &["bare https://geocomputers.freshdesk.com/en/support/solutions/articles/103000268395-where-can-i-download-the-drivers-for-my-geo-device-"]),
    // linux-mailinglist-archives/platform-driver-x86.vger.kernel.org.0, message
    // <20260116204116.4030-2-W_Armin@gmx.de> (a footnote's slug set under the URL).
    ("slug-under-url-joined", "[1] https://learn.microsoft.com/de-de/windows-hardware/drivers/ddi/wmilib/\n[2] https://learn.microsoft.com/en-us/windows-hardware/drivers/kernel/\n    driver-defined-wmi-data-items\n\nSigned-off-by: Armin Wolf <W_Armin@gmx.de>\n", &["bare https://learn.microsoft.com/de-de/windows-hardware/drivers/ddi/wmilib/", "bare https://learn.microsoft.com/en-us/windows-hardware/drivers/kernel/driver-defined-wmi-data-items [joined]"]),
    // Hand-made negative: a slug at another column gives both readings.
    ("slug-neg-other-column", "[2] https://learn.microsoft.com/en-us/windows-hardware/drivers/kernel/\n  driver-defined-wmi-data-items\n", &["bare https://learn.microsoft.com/en-us/windows-hardware/drivers/kernel/ alt=https://learn.microsoft.com/en-us/windows-hardware/drivers/kernel/driver-defined-wmi-data-items"]),
    // linux-mailinglist-archives/linux-bluetooth.vger.kernel.org.0, message
    // <c0df9d614f2a220bc93227eafcc68f73f1751528.camel@hadess.net>, its quoted-printable undone (a
    // 127-column line its writer ended; the article's name ends in `-`).
    ("long-line-after-hyphen-prose", "Hey,\n\nI bought the Laird Connectivity Bluetooth LE-only PTS dongle listed on:\nhttps://support.bluetooth.com/hc/en-us/articles/360049018492-What-is-the-difference-between-the-Profile-Tuning-Suite-PTS-Dongles-\nas I was hoping to have an easy to use Bluetooth LE only device for testing.\n", &["bare https://support.bluetooth.com/hc/en-us/articles/360049018492-What-is-the-difference-between-the-Profile-Tuning-Suite-PTS-Dongles- alt=https://support.bluetooth.com/hc/en-us/articles/360049018492-What-is-the-difference-between-the-Profile-Tuning-Suite-PTS-Dongles-as"]),
    // Hand-made negative: a cut line of usual width goes on.
    ("long-line-neg-short", "I bought the dongle listed on https://support.example.com/articles/3600-What-is-\nthe-difference between them.\n", &["bare https://support.example.com/articles/3600-What-is-the-difference [hyphen,joined] alt=https://support.example.com/articles/3600-What-isthe-difference"]),
    // linux-mailinglist-archives/clang-built-linux.googlegroups.com.0, message
    // <CAKwvOdkLZ8SgjyCRE8QoN9W68ojTMP1oWNL1bO_veLcr3Lu4fA@mail.gmail.com> (a short link
    // that ends in `-`; `See` would have fitted on its line: no filler moved it).
    ("ended-fits-hyphen-prose", "> > So I think your very helpful test cases are illustrating two different problems:\n> > https://godbolt.org/z/dMf7x-\n> > See the disassembly of `andy_test2`.  Reference to the correct label\n> > is emitted in the inline asm, but there's some silly unconditional\n", &["bare https://godbolt.org/z/dMf7x- alt=https://godbolt.org/z/dMf7x-See"]),
    // clang-built-linux, message <20200213232723.GA26697@ubuntu-m2-xlarge-x86>, its
    // quoted-printable undone (the same, after `_`).
    ("ended-fits-underscore-prose", "> The warning is pointing out that the conditional is always false,\n> which is correct on 64b.  The check is only active for 32b.\n> https://godbolt.org/z/oQrgT_\n> The cast silences the warning for 64b.  (Note that GCC and Clang also\n", &["bare https://godbolt.org/z/oQrgT_ alt=https://godbolt.org/z/oQrgT_The"]),
    // linux-mailinglist-archives/intel-wired-lan.osuosl.org.0, message
    // <CAA8ajJmn-jWTweDMO48y7Dtk3XPEhnH0QbFj5J5RH4KgXog4ZQ@mail.gmail.com> (a 130-column
    // line its writer ended in an empty `?download=`).
    ("ended-long-line-equals-prose", "functionality with IVL.\nhttps://github.com/andrewstrohman/topology-sim/raw/refs/heads/main/docs/Topology%20Simulation%20for%20Mesh%20Testing.pdf?download=\ndescribes it, if you're interested in more information about it.\n", &["bare https://github.com/andrewstrohman/topology-sim/raw/refs/heads/main/docs/Topology%20Simulation%20for%20Mesh%20Testing.pdf?download= alt=https://github.com/andrewstrohman/topology-sim/raw/refs/heads/main/docs/Topology%20Simulation%20for%20Mesh%20Testing.pdf?download=describes"]),
    // linux-mailinglist-archives/linux-raid.vger.kernel.org.0, message
    // <20250604114558.4d27abce@Zen-II-x12.niklas.com> (Thunderbird's flowed break after a `-`:
    // the slug alone on its line is the URL's rest): a negative of the two above.
    ("ended-neg-word-alone", "> > Searching online turned up raid6check.\n> > https://unix.stackexchange.com/questions/137384/raid6-scrubbing- \n> > mismatch-repair\n> > \n> > But the people there also pointed out that Linux's raid repair\n", &["bare https://unix.stackexchange.com/questions/137384/raid6-scrubbing-mismatch-repair [hyphen,joined] alt=https://unix.stackexchange.com/questions/137384/raid6-scrubbingmismatch-repair"]),
    // linux-mailinglist-archives/linaro-mm-sig.lists.linaro.org.0, message
    // <TYAPR01MB6201DE529F43193CAC57DEDC92819@TYAPR01MB6201.jpnprd01.prod.outlook.com> (a
    // mailer cut the link at every quote's re-wrap; `me` alone is no prose).
    ("ended-neg-fragments-alone", "> >>>> See\r\n> >>>> https://linuxtv.org/downloads/v4l-dvb-apis-new/userspace-api/v4l/de\r\n> >>>> v-\r\n> >>>> me\r\n> >>>> m2mem.html\r\n> >>>> and the many drivers in drivers/media that use it (git grep\r\n> >> v4l2-mem2mem.h).\r\n", &["bare https://linuxtv.org/downloads/v4l-dvb-apis-new/userspace-api/v4l/dev-mem2mem.html [hyphen,joined] alt=https://linuxtv.org/downloads/v4l-dvb-apis-new/userspace-api/v4l/devmem2mem.html"]),
    // linux-raid.vger.kernel.org.0, message <81dcfa59-152c-4f22-2054-615662364394@oracle.com>
    // (a syzbot report through Proofpoint's filter, which lost its newlines: each field's
    // label is glued to the empty `&e=` that ends every v2 link).
    ("defense-glued-label", "> bisection log:  https://urldefense.proofpoint.com/v2/url?u=https-3A__syzkaller.appspot.com_x_bisect.txt-3Fx-3D13f4eb64600000&d=DwIBaQ&c=RoP1YumCXCgaWHvlZYR8PZh8Bv7qIrMUB65eapI_JnE&r=1ktT0U2YS_I8Zz2o-MS1YcCAzWZ6hFGtyTgvVMGM7gI&m=NfGQRVxYCfZacAKiml9Wue-G1r2h8qkuAhAMOx_uFcc&s=MNjYy_nft_s0ErmK2n89p7y2yhKmeWlxWch0z7_dsm8&e=start commit:   0011572c Merge branch 'for-5.2-fixes' of git://git.kernel...\n> git tree:       upstream\n", &["bare https://urldefense.proofpoint.com/v2/url?u=https-3A__syzkaller.appspot.com_x_bisect.txt-3Fx-3D13f4eb64600000&d=DwIBaQ&c=RoP1YumCXCgaWHvlZYR8PZh8Bv7qIrMUB65eapI_JnE&r=1ktT0U2YS_I8Zz2o-MS1YcCAzWZ6hFGtyTgvVMGM7gI&m=NfGQRVxYCfZacAKiml9Wue-G1r2h8qkuAhAMOx_uFcc&s=MNjYy_nft_s0ErmK2n89p7y2yhKmeWlxWch0z7_dsm8&e=", "bare git://git.kernel"]),
    // Hand-made negative: another host's `e` parameter keeps its value.
    ("defense-neg-other-host", "see https://search.example.com/find?q=raid&e=start for more\n", &["bare https://search.example.com/find?q=raid&e=start"]),
    // linux-mailinglist-archives/linux-cifs.vger.kernel.org.0, message
    // <BN8PR21MB1155E0265F7F7EB2E4A15EFACEC60@BN8PR21MB1155.namprd21.prod.outlook.com>
    // (Outlook's text of a safelinks URL, cut at every 72 columns, once inside `&amp;`).
    ("safelinks-amp-cut", ">#\r\n>https://nam06.safelinks.protection.outlook.com/?url=https%3A%2F%2Fgithu\r\n>b.com%2F0day-\r\n>ci%2Flinux%2Fcommit%2Fe5b2c129dd7cb9db51cd025f988ff5bc2b0990a9&amp\r\n>;data=02%7C01%7Clongli%40microsoft.com%7Cfd3236457b134cab5aa708d7d6\r\n>a23124%7C72f988bf86f141af91ab2d7cd011db47%7C1%7C0%7C6372138644049\r\n>13375&amp;sdata=J86JPBj4OUDrdvhwA%2FUbSo9mRoZIQI39hww1H2nMyss\r\n>%3D&amp;reserved=0\r\n", &["bare https://nam06.safelinks.protection.outlook.com/?url=https%3A%2F%2Fgithub.com%2F0day-ci%2Flinux%2Fcommit%2Fe5b2c129dd7cb9db51cd025f988ff5bc2b0990a9&data=02%7C01%7Clongli%40microsoft.com%7Cfd3236457b134cab5aa708d7d6a23124%7C72f988bf86f141af91ab2d7cd011db47%7C1%7C0%7C637213864404913375&sdata=J86JPBj4OUDrdvhwA%2FUbSo9mRoZIQI39hww1H2nMyss%3D&reserved=0 [hyphen,joined] alt=https://nam06.safelinks.protection.outlook.com/?url=https%3A%2F%2Fgithub.com%2F0dayci%2Flinux%2Fcommit%2Fe5b2c129dd7cb9db51cd025f988ff5bc2b0990a9&data=02%7C01%7Clongli%40microsoft.com%7Cfd3236457b134cab5aa708d7d6a23124%7C72f988bf86f141af91ab2d7cd011db47%7C1%7C0%7C637213864404913375&sdata=J86JPBj4OUDrdvhwA%2FUbSo9mRoZIQI39hww1H2nMyss%3D&reserved=0"]),
    // clang-built-linux, message <CACT4Y+YqwHk97gF2YaE30rVBq2O9djuuh2ru7yuqOkttGz0Kbw@mail.gmail.com>
    // (clang's version string: the repository's root, then the commit, wrapped).
    ("records-commit-after-repo-root", "And the exact compiler used to produce the build is this:\ncompiler:       clang version 10.0.0\n(https://github.com/llvm/llvm-project/\nc2443155a0fb245c8f17f2c1c72b6ea391e86e81)\nhttps://storage.googleapis.com/syzkaller/clang_install_c2443155.tar.gz\n", &["bare https://github.com/llvm/llvm-project/", "bare https://storage.googleapis.com/syzkaller/clang_install_c2443155.tar.gz"]),
    // Hand-made negative: under a deeper path the hash is the URL's rest.
    ("records-neg-commit-under-path", "The build of the compiler used, (https://storage.example.com/ci/llvm/builds/\nc2443155a0fb245c8f17f2c1c72b6ea391e86e81)\n", &["bare https://storage.example.com/ci/llvm/builds/c2443155a0fb245c8f17f2c1c72b6ea391e86e81 [joined]"]),
    // linux-mailinglist-archives/platform-driver-x86.vger.kernel.org.0, message
    // <4fd1182b4a41feb2447c7ccde4d7f0a6b3c92686.1558362030.git.mchehab+samsung@kernel.org> (a
    // patch's next file header under a patchwork link that ends in `=`).
    ("records-diff-header", "    già in coda:\n    https://patchwork.ozlabs.org/bundle/davem/stable/?series=&submitter=&state=*&q=&archive=\ndiff --git a/Documentation/translations/zh_CN/process/4.Coding.rst b/Documentation/translations/zh_CN/process/4.Coding.rst\n", &["bare https://patchwork.ozlabs.org/bundle/davem/stable/?series=&submitter=&state=*&q=&archive="]),
    // linux-mailinglist-archives/linux-ext4.vger.kernel.org.0, message
    // <e671c401-cf2a-4259-a89c-4cead0f44e74@huawei.com> (a pull request's `git log --oneline`,
    // quoted: each line a commit of its own).
    ("records-git-log-oneline", "> a003ec1f47bc Merge branch 'net-add-and-use-function-dev_fetch_sw_netstats-for-fetching-pcpu_sw_netstats'\n> ccdf7fae3afa Merge git://git.kernel.org/pub/scm/linux/kernel/git/bpf/bpf-next\n> 30cf856a691f i40e: Allow changing FEC settings on X722 if supported by FW\n> a308283fdbf7 Merge git://git.kernel.org/pub/scm/linux/kernel/git/pablo/nf-next\n> 793d5d612426 netfilter: flowtable: reduce calls to pskb_may_pull()\n", &["bare git://git.kernel.org/pub/scm/linux/kernel/git/bpf/bpf-next", "bare git://git.kernel.org/pub/scm/linux/kernel/git/pablo/nf-next"]),
    // linux-mailinglist-archives/selinux.vger.kernel.org.0, message
    // <cover.1761217900.git.zhanghongru@xiaomi.com> (a cover letter names each version's
    // discussion in a caption over its link).
    ("records-version-caption", "v1 discussion:\nhttps://lore.kernel.org/selinux/20250905100454.685866-1-zhanghongru@xiaomi.com/\nv2 discussion:\nhttps://lore.kernel.org/selinux/cover.1758633723.git.zhanghongru@xiaomi.com/\nv3 discussion:\nhttps://lore.kernel.org/selinux/cover.1758859391.git.zhanghongru@xiaomi.com/\n", &["bare https://lore.kernel.org/selinux/20250905100454.685866-1-zhanghongru@xiaomi.com/", "bare https://lore.kernel.org/selinux/cover.1758633723.git.zhanghongru@xiaomi.com/", "bare https://lore.kernel.org/selinux/cover.1758859391.git.zhanghongru@xiaomi.com/"]),
    // linux-mailinglist-archives/alsa-devel.alsa-project.org.0, message
    // <131a1e50-cd25-34cd-6197-15ff75ace1c6@perex.cz> (a short first line, and a commit's
    // path alone on the next).
    ("path-alone-after-first-line", "Thank you for your patch. I fixed this using inline functions:\n\nhttps://github.com/alsa-project/alsa-lib/commit\n/f4f29d42be8b8ad60ea4c5697374adad4bfe6868\n\n\t\t\t\tJaroslav\n", &["bare https://github.com/alsa-project/alsa-lib/commit/f4f29d42be8b8ad60ea4c5697374adad4bfe6868 [joined]"]),
    // Hand-made negative: a one-word path alone may be the author's break.
    ("path-alone-neg-one-word", "See http://example.com/very/long\n/pathname\n", &["bare http://example.com/very/long alt=http://example.com/very/long/pathname"]),
    // linux-mailinglist-archives/clang-built-linux.googlegroups.com.0, message
    // <0000000000003a897d05bb01d0f3@google.com>, its quoted-printable undone (meeting notes:
    // an 84-column link alone, then the next topic's words).
    ("beyond-fill-before-words", "32b ARM LLD bug fixed\nhttps://lore.kernel.org/linux-arm-kernel/20210205085220.31232-1-ardb@kernel.org/T/#u\nvfs_truncate BTF BTI\nhttps://github.com/ClangBuiltLinux/linux/issues/1297\n", &["bare https://lore.kernel.org/linux-arm-kernel/20210205085220.31232-1-ardb@kernel.org/T/#u alt=https://lore.kernel.org/linux-arm-kernel/20210205085220.31232-1-ardb@kernel.org/T/#uvfs_truncate", "bare https://github.com/ClangBuiltLinux/linux/issues/1297"]),
    // linux-mailinglist-archives/linux-btrfs.vger.kernel.org.0, message
    // <cover.1707382595.git.dsterba@suse.com> (an 87-column line, then a macro's name and words).
    // (Decided since by the lore rule, `records`: lore serves no page there.)
    ("beyond-fill-after-slash", "Continuation of https://lore.kernel.org/linux-btrfs/cover.1706130791.git.dsterba@suse.com/\nBUG_ON converted to error handling, removed or moved.\n\nDavid Sterba (14):\n", &["bare https://lore.kernel.org/linux-btrfs/cover.1706130791.git.dsterba@suse.com/"]),
    // Hand-made twin on another host: the 91-column line alone decides.
    ("beyond-fill-after-slash-other-host", "Continuation of https://git.example.org/pub/scm/linux/kernel/git/kdave/btrfs-devel.git/log/\nBUG_ON converted to error handling, removed or moved.\n", &["bare https://git.example.org/pub/scm/linux/kernel/git/kdave/btrfs-devel.git/log/ alt=https://git.example.org/pub/scm/linux/kernel/git/kdave/btrfs-devel.git/log/BUG_ON"]),
    // linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <TYSPR06MB7068A5F04CE0A5BDB03073C0957DA@TYSPR06MB7068.apcprd06.prod.outlook.com> (a
    // mailer cut these at column 82; the rest alone on its line): a negative of the two above.
    ("beyond-fill-neg-rest-alone", "> [1]:\r\n> https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/tree/drivers\r\n> /clk/clk-aspeed.c?h=v6.16-rc2#n71\r\n> [2]:\r\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/tree/drivers/clk/clk-aspeed.c?h=v6.16-rc2#n71 [joined]"]),
    // linux-mailinglist-archives/linux-cifs.vger.kernel.org.0, message
    // <CAH2r5mvZe-SgMeTmT53Qeu3Zw6yPU+gJ6Whq+7-G4nHvH7yrDA@mail.gmail.com> (a format string's
    // `mid:%llu`: C's length modifier before the conversion).
    ("printf-length-modifier", "> >> -                       ksmbd_debug(SMB,\n> >> -                                   \"cli req padded more than expected.\n> >> Length %d not %d for cmd:%d mid:%llu\\n\",\n", &[]),
    // linux-cifs, message <510611.1641942444@warthog.procyon.org.uk> (the 0-day robot's
    // message id holds a `%` that starts no conversion: `%lkp`): a negative of the row above.
    ("printf-neg-message-id", "Link: https://lore.kernel.org/r/61b90f3d.H1IkoeQfEsGNhvq9%lkp@intel.com/ [6]\n", &["bare https://lore.kernel.org/r/61b90f3d.H1IkoeQfEsGNhvq9%lkp@intel.com/"]),
    // linux-mailinglist-archives/linux-usb.vger.kernel.org.0, message <RBHWWQ.R54EUTRRR5DN@gmail.com>,
    // its quoted-printable undone (a boot log cut at column 65, a type's last letters and words).
    ("typecut-boot-log-rest-then-words", "[    0.094630]MDS CPU bug present and SMT on, data leak possible. See \nhttps://www.kernel.org/doc/html/latest/admin-guide/hw-vuln/mds.ht\nml for more details.\n[    0.094630]TAA CPU bug present and SMT on, data leak possible. See \nhttps://www.kernel.org/doc/html/latest/admin-guide/hw-vuln/tsx_as\nync_abort.html for more details.\n", &["bare https://www.kernel.org/doc/html/latest/admin-guide/hw-vuln/mds.html [joined]", "bare https://www.kernel.org/doc/html/latest/admin-guide/hw-vuln/tsx_async_abort.html [joined]"]),
    // Hand-made negative: a type's rest that is a word, words after it.
    ("typecut-neg-word-rest", "The loader reads https://static.example.org/app/data.js\non the server, then the page.\n", &["bare https://static.example.org/app/data.js alt=https://static.example.org/app/data.json"]),
    // linux-mailinglist-archives/linux-usb.vger.kernel.org.0, message
    // <91cb0acb-73c4-4d3a-9aa8-1056f367d82e@linaro.org> (each board's name a caption over its
    // log's line anchor).
    ("caption-alone-over-url", "8550-hdk:\nhttps://git.codelinaro.org/linaro/qcomlt/ci/staging/cdba-tester/-/jobs/253312#L1418\n8550-qrd:\nhttps://git.codelinaro.org/linaro/qcomlt/ci/staging/cdba-tester/-/jobs/253306#L1560\n8650-hdk:\n", &["bare https://git.codelinaro.org/linaro/qcomlt/ci/staging/cdba-tester/-/jobs/253312#L1418", "bare https://git.codelinaro.org/linaro/qcomlt/ci/staging/cdba-tester/-/jobs/253306#L1560"]),
    // linux-usb, message <CAPTae5L3cVYc+00-bPzDADXRjzFCOGPB5NnmSZ4_c=0D5Mxikg@mail.gmail.com>,
    // its quoted-printable undone (`git log --oneline`, a subject wrapped before its URL).
    ("records-oneline-after-wrapped-subject", "f75aef392f86 (tag: v5.9-rc3, origin/usb-linus, origin/main) Linux 5.9-rc3\ne43327c706f2 Merge branch 'linus' of\ngit://git.kernel.org/pub/scm/linux/kernel/git/herbert/crypto-2.6\ndcc5c6f013d8 Merge tag 'x86-urgent-2020-08-30' of\ngit://git.kernel.org/pub/scm/linux/kernel/git/tip/tip\n", &["bare git://git.kernel.org/pub/scm/linux/kernel/git/herbert/crypto-2.6", "bare git://git.kernel.org/pub/scm/linux/kernel/git/tip/tip"]),
    // linux-mailinglist-archives/netfilter-devel.vger.kernel.org.0, message
    // <f67a985f-c6a0-4796-b255-59d99e317b6f@suse.de> (nine quote markers: a long thread).
    ("deep-quote-nine-levels", ">>>>>>>>> # wget -O /dev/null\n>>>>>>>>> https://git.kernel.org/torvalds/t/linux-7.0-\n>>>>>>>>> rc3.tar.gz\n>>>>>>>>> --2026-03-14 14:53:51--\n", &["bare https://git.kernel.org/torvalds/t/linux-7.0-rc3.tar.gz [hyphen,joined] alt=https://git.kernel.org/torvalds/t/linux-7.0rc3.tar.gz"]),
    // imagej/pipermail@e1ba8566b04f736fe4e2ef06b8cea2a97ef36897 imagej-devel/2012-December.txt:593-595
    // (Gmail's `**` where it wrapped the link, its rest quoted once less, and a copy glued).
    ("ragged-quote-after-wrap-mark", ">> > I tried to download the most up-to-date version (\n>> > http://jenkins.imagej.net/job/**Stable-Fiji/**\n>> lastSuccessfulBuild/artifact/**fiji-nojre.zip<http://jenkins.imagej.net/job/Stable-Fiji/lastSuccessfulBuild/artifact/fiji-nojre.zip>)\n>>\n", &["bare http://jenkins.imagej.net/job/Stable-Fiji/lastSuccessfulBuild/artifact/fiji-nojre.zip [joined]"]),
    // linux-mailinglist-archives/linux-raid.vger.kernel.org.0, message
    // <20251027080856.2053794-1-safinaskar@gmail.com> (an 82-column link whose key ends in
    // base64's `=`, alone, then the writer's sentence).
    ("ended-equals-beyond-fill", "Here is log:\nhttps://zerobin.net/?ebe34fc9ce94be45#6DWKSXvgUDKIrF4299th0ylhQNEcdqeeBfxzSJjROpA=\nThis seems like another dm-integrity bug.\n\n", &["bare https://zerobin.net/?ebe34fc9ce94be45#6DWKSXvgUDKIrF4299th0ylhQNEcdqeeBfxzSJjROpA= alt=https://zerobin.net/?ebe34fc9ce94be45#6DWKSXvgUDKIrF4299th0ylhQNEcdqeeBfxzSJjROpA=This"]),
    // linux-mailinglist-archives/kvmarm.lists.cs.columbia.edu.0, message
    // <20210712170345.660272-1-alexandre.chartre@oracle.com> (a patch's changelog under the
    // branch it is based on).
    ("records-changelog-version", "---\nThe patch is based on https://git.kernel.org/pub/scm/linux/kernel/git/maz/arm-platforms.git/log/?h=kvm-arm64/pmu/reset-values\nv2 - fix commit messages and rebase on kvm-arm64/pmu/reset-values\nv3 - add missing ~ (stupid me)\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/maz/arm-platforms.git/log/?h=kvm-arm64/pmu/reset-values"]),
    // linux-mailinglist-archives/linux-hyperv.vger.kernel.org.0, message
    // <7a8afdb6-15e8-4f35-9551-d5c8843ac028@linux.microsoft.com> (a URL Defense v3
    // link's ids cut at its `;!!` and after, each line flowed with a blank).
    ("defense-v3-ids-cut", ">> ---\n>>\n>> OpenVMM : https://urldefense.com/v3/__https://openvmm.dev/guide/__;!! \n>> ACWV5N9M2RV99hQ! \n>> JP9UlleLto2qc_MQzB8ehw1vxtg1wE6rkxawFxyrIWJPPUOdoUk5fpa89l- \n>> uhlMNKAdgnWdKXhj5g1AEuVZImYkjDA$\n", &["bare https://urldefense.com/v3/__https://openvmm.dev/guide/__;!!ACWV5N9M2RV99hQ!JP9UlleLto2qc_MQzB8ehw1vxtg1wE6rkxawFxyrIWJPPUOdoUk5fpa89l-uhlMNKAdgnWdKXhj5g1AEuVZImYkjDA$ [hyphen,joined] alt=https://urldefense.com/v3/__https://openvmm.dev/guide/__;!!ACWV5N9M2RV99hQ!JP9UlleLto2qc_MQzB8ehw1vxtg1wE6rkxawFxyrIWJPPUOdoUk5fpa89luhlMNKAdgnWdKXhj5g1AEuVZImYkjDA$"]),
    // linux-mailinglist-archives/alsa-devel.alsa-project.org.0, message
    // <SJ0PR03MB6681CB77F45CE973DF87B01E8AF39@SJ0PR03MB6681.namprd03.prod.outlook.com>, read as
    // plain text: its ids start a line with `!`, and its `$` ends it over the
    // quoted-printable body's encoded blank `>=20`.
    ("defense-v3-bang-start-dollar-ends", "> See\n> https://urldefense.com/v3/__https://patchwork.ozlabs.org/patch/__;!\n> !A3Ni8CS0y2Y!6AbqO57BdHk8HsfdSgsIJ96PVLttFGaNyp2EOec4EnuAYY\n> 4aQ25BDE2H4waOpyi0_juZ-xmX_4-e$\n>=20\n", &["bare https://urldefense.com/v3/__https://patchwork.ozlabs.org/patch/__;!!A3Ni8CS0y2Y!6AbqO57BdHk8HsfdSgsIJ96PVLttFGaNyp2EOec4EnuAYY4aQ25BDE2H4waOpyi0_juZ-xmX_4-e$ [joined]"]),
    // linux-mailinglist-archives/io-uring.vger.kernel.org.0, message
    // <x49r0n04lje.fsf@segfault.boston.devel.redhat.com> (cut six times, in
    // the link and in its ids, a prose-like `pewir` among them).
    ("defense-v3-cut-in-link", ">> >\n>> > https://urldefense.com/v3/__https://gitlab.freedesktop.org/pipewire/pi\n>> > pewir\n>> > e/-\n>> > /commit/88f0dbd6fcd0a412fc4bece22afdc3ba0151e4cf__;!!KZTdOCjhgt4hgw!6E\n>> > 063jj\n>> > -_XK1NceWzms7DaYacILy4cKmeNVA3xalNwkd0zrYTX-IouUnvJ8bZs-RG3YSdk5XpFoo$\n>> >\n", &["bare https://urldefense.com/v3/__https://gitlab.freedesktop.org/pipewire/pipewire/-/commit/88f0dbd6fcd0a412fc4bece22afdc3ba0151e4cf__;!!KZTdOCjhgt4hgw!6E063jj-_XK1NceWzms7DaYacILy4cKmeNVA3xalNwkd0zrYTX-IouUnvJ8bZs-RG3YSdk5XpFoo$ [hyphen,joined] alt=https://urldefense.com/v3/__https://gitlab.freedesktop.org/pipewire/pipewire//commit/88f0dbd6fcd0a412fc4bece22afdc3ba0151e4cf__;!!KZTdOCjhgt4hgw!6E063jj-_XK1NceWzms7DaYacILy4cKmeNVA3xalNwkd0zrYTX-IouUnvJ8bZs-RG3YSdk5XpFoo$"]),
    // linux-mailinglist-archives/linux-stm32.st-md-mailman.stormreply.com.0, message
    // <CY5PR12MB63726B47863B27B04CD01073BF8EA@CY5PR12MB6372.namprd12.prod.outlook.com>
    // (man page links cut in their ids; a comment after the `$`).
    ("defense-v3-comment-after-dollar", "> https://urldefense.com/v3/__https://man7.org/linux/man-pages/man8/ethtool.8.html__;!!A4F2R9G_pg\n> !Z461fiVMBqXVlpgdD8t9ey1qGp6_hZg9jNlY__TljPgVHZcYbqtzqQhbI9IpjDoHBoOCX14vZOf2JhbkJXuqTA$\n> https://urldefense.com/v3/__https://man7.org/linux/man-pages/man8/tc-mqprio.8.html__;!!A4F2R9G_\n> pg!Z461fiVMBqXVlpgdD8t9ey1qGp6_hZg9jNlY__TljPgVHZcYbqtzqQhbI9IpjDoHBoOCX14vZOf2JhbEBQbq\n> ZQ$  # \"fp\" option\n", &["bare https://urldefense.com/v3/__https://man7.org/linux/man-pages/man8/ethtool.8.html__;!!A4F2R9G_pg!Z461fiVMBqXVlpgdD8t9ey1qGp6_hZg9jNlY__TljPgVHZcYbqtzqQhbI9IpjDoHBoOCX14vZOf2JhbkJXuqTA$ [joined]", "bare https://urldefense.com/v3/__https://man7.org/linux/man-pages/man8/tc-mqprio.8.html__;!!A4F2R9G_pg!Z461fiVMBqXVlpgdD8t9ey1qGp6_hZg9jNlY__TljPgVHZcYbqtzqQhbI9IpjDoHBoOCX14vZOf2JhbEBQbqZQ$ [joined]"]),
    // linux-mailinglist-archives/linux-raid.vger.kernel.org.0, message
    // <510bee79-9098-49fe-8449-c66366f73372@oracle.com> (the `*` URL Defense writes for a `#` starts a line).
    ("defense-v3-star-start", ">>\n>> [0] https://urldefense.com/v3/__https://lore.kernel.org/linux- \n>> block/888f3b1d-7817-4007-b3b3-1a2ea04df771@linux.ibm.com/T/ \n>> *mecca17129f72811137d3c2f1e477634e77f06781__;Iw!!ACWV5N9M2RV99hQ! \n>> I8diqGp3zAZO162eEpQ1SuUsrvAMTWzhbHUSxxn23h3TLcRRTAs3LUDanOeWiK2osXVfFD0HHw4PioWzfd6MhbOnyw$\n", &["bare https://urldefense.com/v3/__https://lore.kernel.org/linux-block/888f3b1d-7817-4007-b3b3-1a2ea04df771@linux.ibm.com/T/*mecca17129f72811137d3c2f1e477634e77f06781__;Iw!!ACWV5N9M2RV99hQ!I8diqGp3zAZO162eEpQ1SuUsrvAMTWzhbHUSxxn23h3TLcRRTAs3LUDanOeWiK2osXVfFD0HHw4PioWzfd6MhbOnyw$ [hyphen,joined] alt=https://urldefense.com/v3/__https://lore.kernel.org/linuxblock/888f3b1d-7817-4007-b3b3-1a2ea04df771@linux.ibm.com/T/*mecca17129f72811137d3c2f1e477634e77f06781__;Iw!!ACWV5N9M2RV99hQ!I8diqGp3zAZO162eEpQ1SuUsrvAMTWzhbHUSxxn23h3TLcRRTAs3LUDanOeWiK2osXVfFD0HHw4PioWzfd6MhbOnyw$"]),
    // linux-mailinglist-archives/alsa-devel.alsa-project.org.0, message
    // <20240802072055.1462-1-shenghao-ding@ti.com> (negative: a v3 link its writer cut short, no `$`, over
    // the changelog's next entry).
    ("defense-v3-neg-short-over-prose", " - | Reported-by: kernel test robot <lkp@intel.com>\n   | Closes: https://urldefense.com/v3/__https://lore.kernel.org/oe-kbuild-all/202407131659.uSVINfrZ-lkp@intel.com/__;!!G3vK!QyZeGtz-H\n - Create tas2563-tlv.h into include/sound\n", &["bare https://urldefense.com/v3/__https://lore.kernel.org/oe-kbuild-all/202407131659.uSVINfrZ-lkp@intel.com/__;!!G3vK!QyZeGtz-H"]),
    // Hand-made negative: another host's `/v3/__…__;!!` is no URL Defense
    // link, and `!` starts no rest of it.
    ("defense-v3-neg-other-host", "https://example.com/v3/__https://a.example/__;!!\n!abc$\n", &["bare https://example.com/v3/__https://a.example/__"]),
    // linux-mailinglist-archives/io-uring.vger.kernel.org.0, message
    // <CADVatmPB79srVmtudV+r5dZKtRoo8ZHZ62r0uqQLFTH-1yi+7Q@mail.gmail.com> (a repository and
    // its branch, `git pull`'s arguments, wrapped between them).
    ("records-git-protocol-ref-alternative", "> >>> I tested this one on top of \"git://git.kernel.dk/linux-block\n> >>> io_uring-5.14\" and the issue was still seen, but after the BUG trace I\n", &["bare git://git.kernel.dk/linux-block alt=git://git.kernel.dk/linux-blockio_uring-5.14"]),
    // linux-mailinglist-archives/linux-bluetooth.vger.kernel.org.0, message
    // <bug-209745-62941-jhmjUIGLug@https.bugzilla.kernel.org/> (Ubuntu's mainline
    // build names its repository and tag).
    ("records-git-protocol-tag-alternative", "https://lkml.kernel.org/lkml/20201003160713.GA1512229@kroah.com/T/ might have\nbeen applied to the 5.9 series but not to 5.10.1 according to the code\ngit://git.launchpad.net/~ubuntu-kernel-test/ubuntu/+source/linux/+git/mainline-crack\ncod/mainline/v5.10.1.\n", &["bare https://lkml.kernel.org/lkml/20201003160713.GA1512229@kroah.com/T/", "bare git://git.launchpad.net/~ubuntu-kernel-test/ubuntu/+source/linux/+git/mainline-crack alt=git://git.launchpad.net/~ubuntu-kernel-test/ubuntu/+source/linux/+git/mainline-crackcod/mainline/v5.10.1"]),
    // Hand-made negative: a repository's name cut inside a word goes on
    // with its `.git`.
    ("records-neg-git-protocol-name-cut", "> The fixes of this cycle are described in the signed tag; please pull from\n> git://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux-stable-rc/lin\n> ux.git for them, and tell me if anything in the list below looks wrong.\n", &["bare git://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux-stable-rc/linux.git [joined]"]),
    // linux-mailinglist-archives/linux-security-module.vger.kernel.org.0, message
    // <20250513143129.1165-1-chenste@linux.microsoft.com> (a changelog's `V2 - …`).
    ("records-changelog-capital-version", "---\nV1 - https://lore.kernel.org/all/20250502200337.6293-1-chenste@linux.microsoft.com/\nV2 - Incorporated feedback from the community (Baoquan He and Mimi Zohar) on v1\n", &["bare https://lore.kernel.org/all/20250502200337.6293-1-chenste@linux.microsoft.com/"]),
    // linux-mailinglist-archives/linux-security-module.vger.kernel.org.0, message
    // <20251128025402.4147024-9-jarkko@kernel.org> (a changelog's headings, `v6`
    // alone).
    // (The lore rule decides it: lore serves no `v6` there.)
    ("records-version-alone-lore", "v7:\n- Addressed issues in:\n  https://lore.kernel.org/linux-integrity/yynqxoqux5whcbsnticikhwmupqh57xfbll5egzkn42kj7gkaf@s4kwxfmto5ia/\nv6\n- Update commit message.\nv5:\n", &["bare https://lore.kernel.org/linux-integrity/yynqxoqux5whcbsnticikhwmupqh57xfbll5egzkn42kj7gkaf@s4kwxfmto5ia/"]),
    // Hand-made twin on another host: the version alone is both readings.
    ("records-version-alone-alternative", "v7:\n- Addressed issues in:\n  https://git.example.org/pub/scm/linux/kernel/git/jarkko/linux-tpmdd.git/tree/\nv6\n- Update commit message.\n", &["bare https://git.example.org/pub/scm/linux/kernel/git/jarkko/linux-tpmdd.git/tree/ alt=https://git.example.org/pub/scm/linux/kernel/git/jarkko/linux-tpmdd.git/tree/v6"]),
    // linux-mailinglist-archives/io-uring.vger.kernel.org.0, message
    // <6e21e8f1-e3b4-4915-87cc-6ce77f54cc8a@arm.com> (each version's title over its
    // link).
    ("records-version-title", "See the cover-letter part on per-task iowait boosting, specifically:\n[1]\nv1 per-task io boost\nhttps://lore.kernel.org/lkml/20240304201625.100619-1-christian.loehle@arm.com/\nv2 per-task io boost\nhttps://lore.kernel.org/lkml/20240518113947.2127802-2-christian.loehle@arm.com/\n", &["bare https://lore.kernel.org/lkml/20240304201625.100619-1-christian.loehle@arm.com/", "bare https://lore.kernel.org/lkml/20240518113947.2127802-2-christian.loehle@arm.com/"]),
    // Hand-made negative: a version segment with the rest of a path goes on.
    ("records-neg-version-path", "The reference for the whole service is kept at https://docs.example.com/reference/api/\nv2/users/list.html and it is updated with each release of the API.\n", &["bare https://docs.example.com/reference/api/v2/users/list.html [joined]"]),
    // linux-mailinglist-archives/linux-erofs.lists.ozlabs.org.0, message
    // <YboyJ1udT7fpz5I7@B-P7TQMD6M-0146.local> (cgit's line anchor over the
    // names it points at).
    ("line-anchor-cgit-over-words", "And\nhttps://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/tree/include/linux/fs.h#n2023\ndir_context, etc.\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git/tree/include/linux/fs.h#n2023"]),
    // linux-mailinglist-archives/linux-erofs.lists.ozlabs.org.0, message
    // <YcCclzeHYk58gZ5D@B-P7TQMD6M-0146.local> (a macro under the line it
    // points at).
    ("line-anchor-cgit-over-macro", "> > without modification since lcluster size is strictly limited with\n> > https://git.kernel.org/pub/scm/linux/kernel/git/xiang/erofs-utils.git/tree/include/erofs/compress.h#n14\n> > EROFS_CONFIG_COMPR_MAX_SZ * 2\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/xiang/erofs-utils.git/tree/include/erofs/compress.h#n14"]),
    // linux-mailinglist-archives/cgroups.vger.kernel.org.0, message
    // <40d76a9a4525414a8c9809cd29a7ba8e@AcuMS.aculab.com> (a commit id cut after
    // its first digit: 1 and 39 make 40).
    ("hex-id-first-digit-cut", "> https://git.kernel.org/pub/scm/linux/kernel/git/kees/linux.git/commit/?h=devel/seccomp/addfd/v3.1&id=b\n> b94586b9e7cc88e915536c2e9fb991a97b62416\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/kees/linux.git/commit/?h=devel/seccomp/addfd/v3.1&id=bb94586b9e7cc88e915536c2e9fb991a97b62416 [joined]"]),
    // Hand-made negative: 1 and 12 digits make no whole id (the cut reading
    // stays first on the URL's line, as before).
    ("hex-id-neg-short", "> https://git.kernel.org/pub/scm/linux/kernel/git/kees/linux.git/commit/?h=devel/seccomp/addfd/v3.1&id=b\n> b94586b9e7cc\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/kees/linux.git/commit/?h=devel/seccomp/addfd/v3.1&id=b alt=https://git.kernel.org/pub/scm/linux/kernel/git/kees/linux.git/commit/?h=devel/seccomp/addfd/v3.1&id=bb94586b9e7cc"]),
    // linux-mailinglist-archives/nvdimm.lists.linux.dev.0, message
    // <akzWq08xwXKqwwtq@lucifer> (a source path under a lore message's link).
    ("records-lore-message-over-path", "\n> 2) https://lore.kernel.org/all/CAHk-=wghMm2c+AYEcwYY7drSVXB27DYqc-ZXpFiq=XFs-w59wA@mail.gmail.com/\n>    mm/vma/whatever.c :) would PROBABLY solve the issue of people snooping vma.h\n", &["bare https://lore.kernel.org/all/CAHk-=wghMm2c+AYEcwYY7drSVXB27DYqc-ZXpFiq=XFs-w59wA@mail.gmail.com/"]),
    // linux-mailinglist-archives/linux-pm.vger.kernel.org.0, message
    // <9bbf6989-f41f-4533-a7c8-b274744663cd@arm.com> (a changelog's `2/3:`).
    ("records-lore-message-over-patch-number", ">> See\n>> https://lore.kernel.org/lkml/CAKfTPtA6ZzRR-zMN7sodOW+N_P+GqwNv4tGR+aMB5VXRT2b5bg@mail.gmail.com/\n>> 2/3:\n>> Remove the 'recent' intercept logic, see my findings in:\n", &["bare https://lore.kernel.org/lkml/CAKfTPtA6ZzRR-zMN7sodOW+N_P+GqwNv4tGR+aMB5VXRT2b5bg@mail.gmail.com/"]),
    // linux-mailinglist-archives/clang-built-linux.googlegroups.com.0, message
    // <000000000000790a6a05ca675029@google.com> (meeting notes' next topic).
    ("records-lore-message-over-topic", "https://lore.kernel.org/r/202108210311.CBtcgoUL-lkp@intel.com/\nhttps://lore.kernel.org/r/20210824022640.2170859-1-nathan@kernel.org/\nhttps://lore.kernel.org/r/20210824232237.2085342-1-nathan@kernel.org/\nclang-13 and sanitizer coverage in CI merged\nhttps://github.com/ClangBuiltLinux/continuous-integration2/pull/178\n", &["bare https://lore.kernel.org/r/202108210311.CBtcgoUL-lkp@intel.com/", "bare https://lore.kernel.org/r/20210824022640.2170859-1-nathan@kernel.org/", "bare https://lore.kernel.org/r/20210824232237.2085342-1-nathan@kernel.org/", "bare https://github.com/ClangBuiltLinux/continuous-integration2/pull/178"]),
    // Hand-made negative: lore's own page of the thread goes on.
    ("records-neg-lore-thread-page", "> The whole thread is at https://lore.kernel.org/all/20250519063142.111219-1-shakeel.butt@linux.dev/\n> T/#u and the fix is in the last patch of the series, which I applied.\n", &["bare https://lore.kernel.org/all/20250519063142.111219-1-shakeel.butt@linux.dev/T/#u [joined]"]),
    // linux-mailinglist-archives/cgroups.vger.kernel.org.0, message
    // <67876463-727c-3381-abec-196f9d8462c7@yandex-team.ru> (a full stop moved to
    // the next line, before the next sentence).
    ("stop-moved-before-sentence", "> \n> Also this is very similar in desired behavior to a patchset submitted\n> by Cong Wang https://lore.kernel.org/patchwork/patch/907450/\n> .Although, I like this implementation better due to it's simplicity.\n", &["bare https://lore.kernel.org/patchwork/patch/907450/"]),
    // Hand-made negative: a dot file alone on its line goes on the path.
    ("stop-moved-neg-dot-file", "> The settings are in https://github.com/someone/dotfiles/blob/master/home/\n> .Xresources\n", &["bare https://github.com/someone/dotfiles/blob/master/home/.Xresources [joined]"]),
    // ../shared/corpus/mail/linux-acpi-2019-2026-every50th.mbox.gz, message
    // <9f5f8181-7d0e-415d-b473-0e3c6601ccc3@amd.com> (a lore link cut right after its host: `…/` alone must not
    // be read as a message's; it panicked once, `records::lore_message`).
    ("records-lore-host-alone-cut", ">> To see the patch from https://lore.kernel.org/ \n>> all/20200626183401.1495090-3-srinivas.pandruvada@linux.intel.com/\n>>\n", &["bare https://lore.kernel.org/all/20200626183401.1495090-3-srinivas.pandruvada@linux.intel.com/ [joined]"]),
    // linux-mailinglist-archives/linux-erofs.lists.ozlabs.org.0, message
    // <20190820071645.GH159846@architecture4> (the 0-day robot's command quoted
    // again, its overflow under two quote markers with the command's rest).
    ("ragged-quote-path-and-words", "> > > > > reproduce:\n> > > > >         wget https://raw.githubusercontent.com/intel/lkp-\n> > tests/master/sbin/make.cross -O ~/bin/make.cross\n", &["bare https://raw.githubusercontent.com/intel/lkp-tests/master/sbin/make.cross [hyphen,joined] alt=https://raw.githubusercontent.com/intel/lkptests/master/sbin/make.cross"]),
    // linux-mailinglist-archives/linux-nfs.vger.kernel.org.0, message
    // <1bf3afff-2ddd-486e-a921-ae72b4dc4cc0@oracle.com> (a pipermail link and its
    // copy, the overflow under fewer quote markers).
    ("ragged-quote-file-and-copy", ">>>> >>>>>>>>mentioned in\n>>>> >>>>>>>>https://lists.proxmox.com/pipermail/pve-devel/2024- \n>>>> July/064614.html <https://lists.proxmox.com/pipermail/pve- \n>>>> devel/2024- July/064614.html>\n", &["bare https://lists.proxmox.com/pipermail/pve-devel/2024-July/064614.html [hyphen,joined] alt=https://lists.proxmox.com/pipermail/pve-devel/2024July/064614.html", "angle https://lists.proxmox.com/pipermail/pve-devel/2024-July/064614.html [inner-space,hyphen] alt=https://lists.proxmox.com/pipermail/pvedevel/2024-July/064614.html"]),
    // Hand-made negative: a reply's words under fewer quote markers, its
    // first token no path.
    ("ragged-quote-neg-and-or", ">> The driver is described at https://docs.example.com/drivers/input/touch-\n> and/or the vendor page; neither says much about the firmware.\n", &["bare https://docs.example.com/drivers/input/touch-"]),
    // twisted/pipermail@75a0ed20ffa55cc4354dc11e725a2f2c096f566c:
    // twisted-python/2002-December.txt:7510-7518 (56-column lines cut inside
    // a word).
    ("word-cut-path-first-line", "Could somebody slurp the partially rewritten dict.py \nand test_dict.py? The URLs are:\nhttp://dunce.mine.nu:8080/twidict/Twisted/twisted/protoc\nols/dict.py\nand\nhttp://dunce.mine.nu:8080/twidict/Twisted/twisted/test/t\nest_dict.py\n\nThank you.\n", &["bare http://dunce.mine.nu:8080/twidict/Twisted/twisted/protocols/dict.py [joined]", "bare http://dunce.mine.nu:8080/twidict/Twisted/twisted/test/test_dict.py [joined]"]),
    // twisted/pipermail@75a0ed20ffa55cc4354dc11e725a2f2c096f566c:
    // twisted-python/2021-February.txt:1086-1092 (negative: pipdeptree's next
    // requirement, no file's name).
    ("word-cut-path-neg-requirement", "Here is the dep tree\n\n$ pipdeptree -fl\nTwisted @ file:///home/adi/dev/twisted\n  attrs==20.3.0\n  Automat==20.2.0\n    attrs==20.3.0\n", &["bare file:///home/adi/dev/twisted alt=file:///home/adi/dev/twistedattrs==20.3.0"]),
    // linux-mailinglist-archives/linux-input.vger.kernel.org.0, message
    // <20201014013023.23078-2-fx.carton91@gmail.com> (negative: a driver's sources, one a line).
    ("word-cut-path-neg-list", "+ * This driver is based on:\n+ *   https://github.com/ToadKing/wii-u-gc-adapter\n+ *   drivers/hid/hid-wiimote-core.c\n+ *   drivers/hid/hid-steam.c\n", &["bare https://github.com/ToadKing/wii-u-gc-adapter alt=https://github.com/ToadKing/wii-u-gc-adapterdrivers/hid/hid-wiimote-core.c"]),
    // linux-mailinglist-archives/linux-crypto.vger.kernel.org.0, message
    // <MN0PR12MB610155210F27281FF959A033E2999@MN0PR12MB6101.namprd12.prod.outlook.com>
    // (the 0-day robot's comment line re-wrapped, its overflow under the
    // quote alone).
    ("ragged-quote-comment-marker-dropped", "> reproduce (this is a W=3D1 build):\n>         # https://github.com/intel-lab-\n> lkp/linux/commit/a8ae7845f0c3fcb46f4c37508838fed08dae7eec\n", &["bare https://github.com/intel-lab-lkp/linux/commit/a8ae7845f0c3fcb46f4c37508838fed08dae7eec [hyphen,joined] alt=https://github.com/intel-lablkp/linux/commit/a8ae7845f0c3fcb46f4c37508838fed08dae7eec"]),
    // linux-mailinglist-archives/linux-integrity.vger.kernel.org.0, message
    // <b42bb6974eb748adafb7934cffb4bfc1@huawei.com> (the same, quoted twice).
    ("ragged-quote-comment-marker-dropped-twice", "> >         # sparse version: v0.6.3-341-g8af24329-dirty\n> >         # https://git.kernel.org/pub/scm/linux/kernel/git/zohar/linux-\n> > integrity.git/commit/?id=f8216f6b957f5657c5f4c97f4b037120c6f236bc\n", &["bare https://git.kernel.org/pub/scm/linux/kernel/git/zohar/linux-integrity.git/commit/?id=f8216f6b957f5657c5f4c97f4b037120c6f236bc [hyphen,joined] alt=https://git.kernel.org/pub/scm/linux/kernel/git/zohar/linuxintegrity.git/commit/?id=f8216f6b957f5657c5f4c97f4b037120c6f236bc"]),
    // Hand-made negative: a quoted script's next line after a comment is
    // code, no path's rest.
    ("ragged-quote-neg-comment-then-code", "> # mirror: https://mirror.example.org/pub/linux-\n> ./scripts/fetch.sh --all\n", &["bare https://mirror.example.org/pub/linux-"]),
    // curl/curl@5c61e168698a72b87437d58ed728bcdea6d5db42:
    // docs/TheArtOfHttpScripting.md:203-204 (the manual's anchor of `-:`,
    // `--next`'s short name: a destination's `)` ends it, not its colon).
    ("md-destination-keeps-punctuation", "different HTTP methods on each. For this, you might enjoy the\n[`--next`](https://curl.se/docs/manpage.html#-:) option. It is a separator\n", &["bare https://curl.se/docs/manpage.html#-:"]),
    // dpapathanasiou/simple-graph@f46ceb54e4731291f35806d56dd0c7a682c5568f:
    // python/README.md:37 (a Wikipedia page whose name ends in a full stop).
    ("md-destination-keeps-page-name-dot", "Dropping into a python shell, we can create, [upsert](https://en.wiktionary.org/wiki/upsert), and connect people from the early days of [Apple Computer](https://en.wikipedia.org/wiki/Apple_Inc.). The resulting database\n", &["bare https://en.wiktionary.org/wiki/upsert", "bare https://en.wikipedia.org/wiki/Apple_Inc."]),
    // rails/rails@2a2db1e8d6d104ee0611efcae7eb023af65cff34:
    // guides/source/2_3_release_notes.md:110 (negative: a comma typed
    // inside the destination is the sentence's).
    ("md-destination-neg-comma", "Under the covers, nested transactions are [using savepoints](http://rails.lighthouseapp.com/projects/8994/tickets/383,) so they're supported\n", &["bare http://rails.lighthouseapp.com/projects/8994/tickets/383"]),
    // rails/rails@2a2db1e8d6d104ee0611efcae7eb023af65cff34:
    // actiontext/lib/action_text/attachment.rb:136 (negative: an ellipsis
    // for what the example leaves out).
    ("md-destination-neg-ellipsis", "    #     attachment.to_markdown(attachment_links: true) # => \"![racecar.jpg](http://example.com/rails/active_storage/blobs/...)\"\n", &["bare http://example.com/rails/active_storage/blobs/"]),
    // Hand-made: the same URL as a link's text and destination is one
    // link, its full stop kept, its comma trimmed, a text without the
    // comma or the ellipsis the same link; an ellipsis character is
    // trimmed; without the destination's `)` (a title follows) or in
    // prose parentheses the full stop is trimmed.
    ("md-destination-same-text-punctuation", "[https://a.example/p.](https://a.example/p.) [https://a.example/s,](https://a.example/s,) [https://a.example/v](https://a.example/v,) [x](https://a.example/w/\u{2026}) [https://a.example/z/](https://a.example/z/\u{2026}) and [t](https://a.example/q. \"title\") (see https://a.example/r.)\n", &["bare https://a.example/p.", "bare https://a.example/s", "bare https://a.example/v", "bare https://a.example/w/", "bare https://a.example/z/", "bare https://a.example/q", "bare https://a.example/r"]),
    // psf/requests@1f6589ec3a1ee910f9a65cc3ceac60b26677bc0e:
    // tests/test_requests.py:1282-1287 (a Link header's wrapped URLs in
    // Python strings juxtaposed in both quotes).
    ("literal-wrapper-mixed-quotes", "            \"link\": (\n                \"<https://api.github.com/users/kennethreitz/repos?\"\n                'page=2&per_page=10>; rel=\"next\", <https://api.github.'\n                \"com/users/kennethreitz/repos?page=7&per_page=10>; \"\n                ' rel=\"last\"'\n            ),\n", &["angle https://api.github.com/users/kennethreitz/repos?page=2&per_page=10", "angle https://api.github.com/users/kennethreitz/repos?page=7&per_page=10"]),
    // Hand-made: a bare URL's strings in both quotes are one URL; a list
    // of strings in both quotes (a `,`) stays two.
    ("literal-bare-mixed-quotes", "url = (\"https://a.example/search?q=\"\n       'term&page=2')\nurls = [\"https://a.example/x/\",\n        'y/z']\n", &["bare https://a.example/search?q=term&page=2 [joined]", "bare https://a.example/x/"]),
    // rurema/doctree@1cfb0606663dfec18e5e2c2facce550bf1dba44f:
    // refm/api/src/_builtin/ARGF:107-109 (Ruby's inspection of a file).
    ("inspect-ruby-file-objects", "  ARGF.file      # => #<File:foo>\n  ARGF.read(5)   # => \"foo\\nb\"\n  ARGF.file      # => #<File:bar>\n", &[]),
    // rurema/doctree@1cfb0606663dfec18e5e2c2facce550bf1dba44f:
    // refm/api/src/net/Net__HTTPRequest:78 and io/console.rd:136.
    ("inspect-ruby-file-paths", "post.body_stream # => #<File:/path/to/test (closed)>\n  IO.console # => #<File:/dev/tty>\n", &[]),
    // Hand-made negative: without the `#`, or in lower case, a wrapper.
    ("inspect-neg-wrappers", "see <File:/dev/tty> and #<https://a.example/x> #<URL:http://b.example/y>\n", &["angle File:/dev/tty", "angle https://a.example/x", "wrapped http://b.example/y"]),
    // rurema/doctree@1cfb0606663dfec18e5e2c2facce550bf1dba44f:
    // refm/api/src/English.rd:293-295 (a program's output, a string a
    // line, not one URL).
    ("literal-neg-printed-strings", "  $ ruby sample.rb\n  \"http://localhost/a.jpg\"\n  \"link\"\n", &["bare http://localhost/a.jpg"]),
    // Hand-made: a file's type cut short, a fragment and a host cut in a
    // word go on in the next string.
    ("literal-file-type-goes-on", "x = (\"http://a.example/b.tar\"\n     \".gz\")\ny = (\"http://a.example/c.ht\"\n     \"ml\")\nz = (\"http://a.example/d.html\"\n     \"#top\")\nw = (\"http://www.exam\"\n     \"ple.com/x\")\n", &["bare http://a.example/b.tar.gz [joined]", "bare http://a.example/c.html [joined]", "bare http://a.example/d.html#top [joined]", "bare http://www.example.com/x [joined]"]),
    // vuejs-translations/docs-zh-cn@c2715ff75bae5376bc5bf212280ae76e30089fbd:
    // src/public/_redirects:24-25 (rows of a table aligned with blanks).
    ("aligned-rows-redirects", "/v2/examples/tree-view.html         https://vuejs.org/examples/#tree\n/v2/api/                                            /api/\n", &["bare https://vuejs.org/examples/#tree"]),
    // sethwoodworth/rfc-archive@867beeb87c2d7d46a7d43a942cfd81f873533bbb:
    // rfc2150.txt:1251-1253 (a list of search engines, name and URL).
    ("aligned-rows-rfc-list", "   WebCrawler - http://query.webcrawler.com/\n   Lycos      - http://www.lycos.com/\n   AltaVista  - WWW and USENET search engine\n                http://www.altavista.digital.com/\n", &["bare http://query.webcrawler.com/", "bare http://www.lycos.com/", "bare http://www.altavista.digital.com/"]),
    // Hand-made negative: one space after each field is prose, and a URL
    // cut in it goes on.
    ("aligned-rows-neg-prose", "The tree view is at https://vuejs.org/examples/long/path/to/the/tree-\nview.html and the rest of the page\n", &["bare https://vuejs.org/examples/long/path/to/the/tree-view.html [hyphen,joined] alt=https://vuejs.org/examples/long/path/to/the/treeview.html"]),
    // sethwoodworth/rfc-archive@867beeb87c2d7d46a7d43a942cfd81f873533bbb:
    // rfc6350.txt:1969-1970 (an RFC's vCard example, indented).
    ("vcard-indented-content-lines", "     TEL;VALUE=uri;PREF=1;TYPE=\"voice,home\":tel:+1-555-555-5555;ext=5555\n     TEL;VALUE=uri;TYPE=home:tel:+33-01-23-45-67\n", &["bare tel:+1-555-555-5555;ext=5555", "bare tel:+33-01-23-45-67"]),
    // collective/icalendar@851cb47758689b54781c0712186d1d9e2ec57dd5:
    // src/icalendar/prop/conference.py:56-58 (iCalendar in a docstring:
    // a folded line, then the next property).
    ("ical-docstring-next-property", "            CONFERENCE;VALUE=URI;FEATURE=PHONE,MODERATOR;\n             LABEL=Moderator dial-in:tel:+1-412-555-0123,,,654321\n            CONFERENCE;VALUE=URI;FEATURE=PHONE;\n             LABEL=Attendee dial-in:tel:+1-412-555-0123,,,555123\n", &["bare tel:+1-412-555-0123,,,654321", "bare tel:+1-412-555-0123,,,555123"]),
    // linux-mailinglist-archives/openbmc.lists.ozlabs.org.0, message
    // <CAO=notxe++aFL-c-8Wb+Wyxc3FbLFRxytP4L=9ggz1sp5KgVpg@mail.gmail.com>
    // (a quoted blank line inside a URL cut at a hyphen, the rest under
    // fewer markers; the first three lines: the message goes on with
    // `lle` and `r.cpp#L86` under the deeper quote again, left out).
    ("quoted-gap-in-cut-url", "> >>>>> [2] https://github.com/openbmc/phosphor-pid-\n> >>>>>\n> >control/blob/a7ec8350d17b70153cebe666d3fbe88bddd02a1a/pid/fancontro\n", &["bare https://github.com/openbmc/phosphor-pid-control/blob/a7ec8350d17b70153cebe666d3fbe88bddd02a1a/pid/fancontro [hyphen,joined] alt=https://github.com/openbmc/phosphor-pidcontrol/blob/a7ec8350d17b70153cebe666d3fbe88bddd02a1a/pid/fancontro"]),
    // linux-mailinglist-archives/linux-crypto.vger.kernel.org.0, message
    // <SJ0PR11MB56786BA58DA2E5C83824CBDAC92F2@SJ0PR11MB5678.namprd11.prod.outlook.com>.
    ("quoted-gap-lore-list", "> > This should be rebased on top of my request chaining patch:\n> >\n> > https://lore.kernel.org/linux-\n> >\n> crypto/677614fbdc70b31df2e26483c8d2cd1510c8af91.1730021644.git.herb\n", &["bare https://lore.kernel.org/linux-crypto/677614fbdc70b31df2e26483c8d2cd1510c8af91.1730021644.git.herb [hyphen,joined] alt=https://lore.kernel.org/linuxcrypto/677614fbdc70b31df2e26483c8d2cd1510c8af91.1730021644.git.herb"]),
    // Hand-made negatives: prose after the quoted blank line, and a blank
    // line with no marker, end the URL.
    ("quoted-gap-neg-prose-and-plain-blank", "> see https://example.org/some-\n>\n> and then more words\nsee https://example.org/other-\n\ncrypto/abc\n", &["bare https://example.org/some-", "bare https://example.org/other-"]),
    // duraspace/irclogs@41b63d8f1dde8d6db25d2c0810a03571f875de05:
    // html-logs/2018-05-09.html:244 and 2018-04-11.html:83, as text (a
    // GitHub search link copied from the address bar, `utf8=✓` and all).
    ("query-value-symbol", "DSpaceSlackBot: <kshepherd> if anyone is hunting for more, this link might help: https://github.com/DSpace/DSpace/pulls?utf8=✓&q=is%3Aopen+is%3Apr+milestone%3A6.3+review%3Aapproved+\nhave a look at https://github.com/DSpace/DSpace/pulls?page=1&q=is%3Aopen+is%3Apr+milestone%3A6.3&utf8=✓ and see\n", &["bare https://github.com/DSpace/DSpace/pulls?utf8=✓&q=is%3Aopen+is%3Apr+milestone%3A6.3+review%3Aapproved+", "bare https://github.com/DSpace/DSpace/pulls?page=1&q=is%3Aopen+is%3Apr+milestone%3A6.3&utf8=✓"]),
    // Hand-made negatives: a symbol not right after a query's `=` is
    // prose's (a check mark after a URL, an arrow glued to a path, a
    // `=` in a path).
    ("query-value-symbol-neg", "http://x.example/ok✓ done\nhttp://x.example/docs→next\nhttp://x.example/a=✓b\nhttp://x.example/?q=a✓\n", &["bare http://x.example/ok", "bare http://x.example/docs", "bare http://x.example/a=", "bare http://x.example/?q=a"]),
    // stdlib-js/datasets-spam-assassin@1b84d49ab4b28092ead009b3ceeb67ae525289d1:
    // data/hard-ham-1/00229.0870e13cd0b783d3d0b32826fa06bef3.txt:52-55 (a
    // blogroll: names, and their URLs indented under them).
    // Lines 1066-1070 too: the next blog's name may hold a `.` or `/`.
    ("outdented-list-entry", "    Andy's Chest\n      http://www.andyschest.com/\n    MF&A International\n      http://www.marciafeldman.com/html/news.shtml\n    Viviculture Weblog\n      http://www.viviculture.org/weblog/\n    Pinwiz.net\n      http://www.pinwiz.net/\n    i.cantcode.com\n", &["bare http://www.andyschest.com/", "bare http://www.marciafeldman.com/html/news.shtml", "bare http://www.viviculture.org/weblog/", "bare http://www.pinwiz.net/"]),
    // sethwoodworth/rfc-archive@867beeb87c2d7d46a7d43a942cfd81f873533bbb:
    // rfc2150.txt:1247-1250 (search engines, each URL under its name).
    ("outdented-rfc-list", "   Yahoo      - Index of WWW sites, with search capabilities\n                http://www.yahoo.com/\n   DejaNews   - USENET (news groups) search engine\n                http://www.dejanews.com/\n", &["bare http://www.yahoo.com/", "bare http://www.dejanews.com/"]),
    // The shared corpus, twisted-python_2003-May.txt.gz:16012 (a quoting
    // mailer wrapped a tab-indented URL, its line 15982 quoted; the rest
    // is a file's name): joined as before.
    ("outdented-neg-file-name", "> \thttp://www.ai.mit.edu/docs/articles/good-news/ \n> subsubsection3.2.2.4.html\n>\n", &["bare http://www.ai.mit.edu/docs/articles/good-news/subsubsection3.2.2.4.html [joined]"]),
    // sethwoodworth/rfc-archive@867beeb87c2d7d46a7d43a942cfd81f873533bbb:
    // rfc3160.txt:1985-1987 (a glossary: each term at the margin, its
    // URL indented under it; the next term holds a `/`).
    ("outdented-glossary-term", "   ISO      International Organization for Standardization,\n            http://www.iso.ch/\n   ISO-IEC/JTC1\n            Joint Technical Committee of the International\n", &["bare http://www.iso.ch/"]),
    // twisted/pipermail@75a0ed20ffa55cc4354dc11e725a2f2c096f566c:
    // twisted-python/2006-July.txt:1279-1280 (a quoted URL that a flowed
    // line's soft break, the blank after it, wrapped to the margin), and
    // twisted-web/2005-October.txt:1776-1777 (the same, unquoted): joined
    // as before.
    ("outdented-neg-soft-break", "> and you can get to them here:\n>   http://twistedmatrix.com/projects/core/documentation/howto/ \n> index.html\n>\nwhich gets rewritten (by the reverse proxy) to:\n     http://internalserver:1234/vhost/http/goody.com/vhost/http/ \nevil.net/pageWithAttackJS.html\n", &["bare http://twistedmatrix.com/projects/core/documentation/howto/index.html [joined]", "bare http://internalserver:1234/vhost/http/goody.com/vhost/http/evil.net/pageWithAttackJS.html [joined]"]),
    // stdlib-js/datasets-spam-assassin@1b84d49ab4b28092ead009b3ceeb67ae525289d1:
    // data/hard-ham-1/00181.01c5d96083c6e7770b1704791cf4bb3e.txt:171-174 (a
    // newsletter's entry: its URL, then a sentence naming the project).
    ("name-fits-words-follow", "1 phpMyAdmin\nhttp://sourceforge.net/projects/phpmyadmin/\nphpMyAdmin is a tool written in PHP intended to handle the\nadministration of MySQL over the WWW.  Currently it can create and\n", &["bare http://sourceforge.net/projects/phpmyadmin/"]),
];

#[test]
fn real_rows() {
    assert!(ROWS.len() >= 50, "{} rows", ROWS.len());
    check_rows(ROWS);
}
