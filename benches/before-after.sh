#!/usr/bin/env bash
# Speed before and after a change, in the same run: a restructure must
# not cost speed (issue 19). Builds `urlgrep` and the render-loop and
# hostile-time examples at BASE_REV (from a `git archive` under
# target/before-after/) and at the working tree, then runs each pair in
# turn, base then tree, on the same inputs (not while another build runs:
# both builds share the target directory, and the timings the machine):
#   - `urlgrep -j 1 -c` and `urlgrep -j 1 --json` on target/bench/big.txt
#     (benches/compare.sh's file), best CPU time of ROUNDS runs each;
#   - render-loop (SPEC §1.6's renderings, broken and plain; MB/s by CPU
#     time), one line per rendering for each;
#   - hostile-time (the hostile inputs at two sizes), for each;
#   - instructions counted by callgrind on RFC text and 5 MB of mail;
#   - criterion's `extract` bench (mail-corpus, no-triggers), the base
#     saved as a baseline and the tree compared with it (criterion prints
#     the change and whether it is within noise).
#   usage: benches/before-after.sh BASE_REV [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: benches/before-after.sh BASE_REV [ROUNDS]" >&2; exit 2; }
base=$(git rev-parse --verify "$1^{commit}")
rounds=${2:-5}
target=${CARGO_TARGET_DIR:-target}
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
export CARGO_TARGET_DIR="$target"
dir="$target/before-after"
mkdir -p "$dir"
bins="urlgrep examples/render-loop examples/hostile-time"

build() { # where to copy, cargo's --manifest-path, its target directory
    CARGO_TARGET_DIR="$3" cargo build --release -q --manifest-path "$2" -p urlgrep \
        -p urlgrep-benches --example render-loop --example hostile-time
    for b in $bins; do cp "$3/release/$b" "$1-$(basename "$b")"; done
}
# The base's sources stay for the criterion run below.
if [ ! -f "$dir/src/.rev" ] || [ "$(cat "$dir/src/.rev")" != "$base" ]; then
    rm -rf "$dir/src" && mkdir -p "$dir/src"
    git archive "$base" | tar -x -C "$dir/src"
    echo "$base" > "$dir/src/.rev"
fi
# The benches read ../shared beside the workspace.
ln -sfn "$(cd .. && pwd)/shared" "$dir/shared"
# (A target directory of its own: scripts/same-output.sh says why.)
[ -x "$dir/base-$base-urlgrep" ] || build "$dir/base-$base" "$dir/src/Cargo.toml" "$dir/target"
build "$dir/tree" Cargo.toml "$target"

big=target/bench/big.txt
[ -f "$big" ] || sh benches/make-big.sh "$big"

best() { python3 benches/cpu-time.py "$rounds" "$@"; }
echo "== urlgrep on $big ($(wc -c < "$big") bytes), best CPU seconds of $rounds, base then tree =="
for args in "-j 1 -c" "-j 1 --json"; do
    # In turn, so a drift in the machine's speed falls on both.
    tb=$(best "$dir/base-$base-urlgrep" $args "$big")
    tt=$(best "$dir/tree-urlgrep" $args "$big")
    python3 -c "print(f'urlgrep $args: base {$tb:.3f}s, tree {$tt:.3f}s: tree/base {$tt / $tb:.3f}')"
done

# One after the other (not at once), then the lines paired.
pair() { # name, then the arguments of both
    local name=$1
    shift
    "$dir/base-$base-$name" "$@" | sed 's/^/base /' > "$dir/$name.base"
    "$dir/tree-$name" "$@" | sed 's/^/tree /' > "$dir/$name.tree"
    paste -d '\n' "$dir/$name.base" "$dir/$name.tree"
}
echo "== render-loop (MB/s by CPU time, best of 20 rounds) =="
pair render-loop "" 20
echo "== hostile-time =="
pair hostile-time

# Instructions, where valgrind is installed: a count the machine's load
# does not move (timings on a shared 2-core machine swing by 20 %).
if command -v valgrind > /dev/null; then
    echo "== instructions (callgrind), urlgrep -j1 -c --format text, base then tree =="
    head -c 5000000 target/bench/mail.mbox > "$dir/mail5.txt" 2> /dev/null || true
    cat testdata/rfc/*.txt testdata/drafts/*.txt > "$dir/rfc.txt"
    for f in "$dir/rfc.txt" "$dir/mail5.txt"; do
        [ -s "$f" ] || continue
        ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
            sed -n 's/.*Collected : //p'; }
        ib=$(ir "$dir/base-$base-urlgrep" -j1 -c --format text "$f")
        it=$(ir "$dir/tree-urlgrep" -j1 -c --format text "$f")
        python3 -c "print(f'$(basename "$f"): base {$ib:,}, tree {$it:,}: tree/base {$it / $ib:.3f}')"
    done
fi

echo "== criterion extract (mail-corpus, no-triggers): tree against base =="
# One place for both runs' results, whatever their target directories.
export CRITERION_HOME="$dir/criterion"
(cd "$dir/src" && CARGO_TARGET_DIR="$dir/target" cargo bench -q -p urlgrep-benches --bench extract -- --save-baseline before-after \
    --warm-up-time 1 --measurement-time 4 'mail-corpus|no-triggers' > /dev/null)
cargo bench -q -p urlgrep-benches --bench extract -- --baseline before-after \
    --warm-up-time 1 --measurement-time 4 'mail-corpus|no-triggers' 2>&1 |
    grep -E '^[a-z-]+/|time:|change:|Performance|No change|regress|improv' || true
