#!/usr/bin/env bash
# The directory walk (issue 22): urlgrep's default walk (ripgrep's rules,
# the `ignore` crate) against `rg -c 'https?://'` on the same tree in the
# same run, and against urlgrep before the walk followed ignore files
# (OLD_REV, default c313534^), which read every file it found.
#   usage: benches/walk-compare.sh [OLD_REV]
# Two trees: /usr/share/doc (no ignore files: the walk must be no
# slower), and a clone of this repository with what a developer's clone
# holds beside the sources (built docs under target/, a virtualenv as
# .venv/: both ignored by .gitignore) under target/walk-compare/repo.
# Times are the best CPU seconds of 3 runs (benches/cpu-time.py).
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(git rev-parse --verify "${1:-c313534^}^{commit}")
target=${CARGO_TARGET_DIR:-target}
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
export CARGO_TARGET_DIR="$target"
dir="$target/walk-compare"
mkdir -p "$dir"

if [ ! -x "$dir/urlgrep-$old" ]; then
    rm -rf "$dir/src" && mkdir -p "$dir/src"
    git archive "$old" | tar -x -C "$dir/src"
    # (A target directory of its own: scripts/same-output.sh says why.)
    CARGO_TARGET_DIR="$dir/target" cargo build --release -q \
        --manifest-path "$dir/src/Cargo.toml" -p urlgrep
    cp "$dir/target/release/urlgrep" "$dir/urlgrep-$old"
    rm -rf "$dir/src"
fi
cargo build --release -q -p urlgrep
new="$target/release/urlgrep"

repo="$dir/repo"
if [ ! -d "$repo/.git" ]; then
    git clone -q . "$repo"
    # Built documentation (HTML full of URLs) and a virtualenv, as a
    # working clone has them; both are in .gitignore.
    [ -d "$target/doc" ] || cargo doc -q --workspace --no-deps
    mkdir -p "$repo/target" && cp -r "$target/doc" "$repo/target/doc"
    python3 -m venv "$repo/.venv"
    site=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    cp -r "$site" "$repo/.venv/lib/site-packages-copy" 2> /dev/null || true
fi

best() { python3 benches/cpu-time.py 3 "$@"; }
for tree in /usr/share/doc "$repo"; do
    echo "== $tree ($(du -sh "$tree" | cut -f1), $(find "$tree" -type f | wc -l) files) =="
    t_new=$(best "$new" -c -j 1 --no-warnings "$tree")
    t_old=$(best "$dir/urlgrep-$old" -c -j 1 "$tree" 2> /dev/null)
    printf 'urlgrep -c -j1 (ripgrep walk)  %ss  %s URLs\n' "$t_new" \
        "$("$new" -c -j 1 --no-warnings "$tree" | awk -F: '{s += $NF} END {print s}')"
    printf 'urlgrep before the walk       %ss  %s URLs: %s the time\n' "$t_old" \
        "$("$dir/urlgrep-$old" -c -j 1 "$tree" 2> /dev/null | awk -F: '{s += $NF} END {print s}')" \
        "$(python3 -c "print(f'{$t_new / $t_old:.2f}x')")"
    if command -v rg > /dev/null; then
        t_rg=$(best rg -c -j 1 'https?://' "$tree")
        printf "rg -c -j1 'https?://'          %ss: urlgrep %s its time\n" "$t_rg" \
            "$(python3 -c "print(f'{$t_new / $t_rg:.2f}x')")"
        # urlgrep reads gzip'd files as text; rg only with -z.
        t_rgz=$(best rg -c -z -j 1 'https?://' "$tree")
        printf "rg -c -z -j1 'https?://'       %ss: urlgrep %s its time\n" "$t_rgz" \
            "$(python3 -c "print(f'{$t_new / $t_rgz:.2f}x')")"
    fi
done
