#!/bin/bash
# HTML mode on 60 MB or more of real HTML pages (the Rust toolchain's
# documentation, concatenated), against plain mode on the same bytes and
# against linkify reading them as text (issue 10).
#
#   bash benches/html-compare.sh [DOC_DIR]   (from the workspace root)
#
# DOC_DIR defaults to the html/ tree `rustup doc --path` names.
set -euo pipefail
cd "$(dirname "$0")/.."
doc=${1:-$(dirname "$(rustup doc --path)")}
page=target/bench/html.html
mkdir -p target/bench
if [ ! -f "$page" ]; then
    # Sorted, so every run reads the same pages; about 64 MB.
    (cd "$doc" && find book reference cargo rustc rustdoc std core alloc -name '*.html' \
        | LC_ALL=C sort | xargs cat) | head -c 64000000 > "$page" || true
fi
cargo build --release -q -p urlgrep
cargo build --release -q -p urlgrep-benches --example linkify-urls
cargo build --release -q -p urlgrep-benches --example html-tokenizer-bound
ug=target/release/urlgrep
lk=target/release/examples/linkify-urls

best() { # best CPU time of $1 runs of the rest, in seconds
    python3 benches/cpu-time.py "$@"
}

size=$(wc -c < "$page")
echo "== $size bytes of HTML ($page), best CPU time of 5, one thread =="
t_html=$(best 5 "$ug" -j 1 --format html "$page")
t_text=$(best 5 "$ug" -j 1 --format text "$page")
t_lk=$(best 5 "$lk" "$page")
echo "urlgrep --format html  ${t_html}s  ($("$ug" -c --format html "$page") URLs)"
echo "urlgrep --format text  ${t_text}s  ($("$ug" -c --format text "$page") URLs)"
echo "linkify (as text)      ${t_lk}s  ($("$lk" "$page" | wc -l) URLs)"
python3 -c "
s = $size / 1e6
print(f'MB/s: html {s / $t_html:.0f}, text {s / $t_text:.0f}, linkify {s / $t_lk:.0f}')
print(f'html mode is {$t_text / $t_html:.2f} of the speed of text mode (goal, issue 23: at least 0.3)')
print(f'html mode is {$t_lk / $t_html:.2f}x the speed of linkify (goal, issue 23: at least 1.5)')"
# What bounds HTML mode: html5gum and the fast reader with an emitter that reads
# nothing, against the whole reader, in the same process.
target/release/examples/html-tokenizer-bound "$page" 5
