#!/usr/bin/env bash
# Same output as BASE_REV, byte for byte: a restructure changes no
# behaviour (issue 19). Builds urlgrep (release) at BASE_REV, from a
# `git archive` under target/same-output/, and at the working tree, runs
# both over ../shared/corpus, testdata/ and target/bench/big.txt (made by
# benches/make-big.sh if missing) with `--json`, `--join never` and
# `--hyphen both`, and `cmp`s each pair of outputs (standard error sorted first).
#   usage: scripts/same-output.sh BASE_REV
# Exit status: 0 all identical, 1 a difference (named on stderr), 2 usage.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: scripts/same-output.sh BASE_REV" >&2; exit 2; }
base=$(git rev-parse --verify "$1^{commit}")
target=${CARGO_TARGET_DIR:-target}
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
export CARGO_TARGET_DIR="$target"
dir="$target/same-output"
# The base builds in a target directory of its own: the workspace's crates
# hash the same from any path, so cargo would take one tree's artifacts
# for the other's.
base_target="$dir/target"
mkdir -p "$dir"

# The base binary is kept per revision, so later runs only build the tree.
if [ ! -x "$dir/urlgrep-$base" ]; then
    rm -rf "$dir/src"
    mkdir -p "$dir/src"
    git archive "$base" | tar -x -C "$dir/src"
    CARGO_TARGET_DIR="$base_target" cargo build --release -q \
        --manifest-path "$dir/src/Cargo.toml" -p urlgrep
    cp "$base_target/release/urlgrep" "$dir/urlgrep-$base"
    rm -rf "$dir/src"
fi
cargo build --release -q -p urlgrep
cp "$target/release/urlgrep" "$dir/urlgrep-tree"

[ -f target/bench/big.txt ] || sh benches/make-big.sh target/bench/big.txt

status=0
run() { # output name, then urlgrep's arguments
    out=$1
    shift
    "$dir/urlgrep-$base" "$@" > "$dir/$out.base" 2> "$dir/$out.base.err" || true
    "$dir/urlgrep-tree" "$@" > "$dir/$out.tree" 2> "$dir/$out.tree.err" || true
    # Warnings come from parallel workers, in no set order: compared sorted.
    if cmp -s "$dir/$out.base" "$dir/$out.tree" \
        && cmp -s <(sort "$dir/$out.base.err") <(sort "$dir/$out.tree.err"); then
        echo "same: $out ($(wc -c < "$dir/$out.base") bytes)"
    else
        echo "DIFFERENT: $out (see $dir/$out.base and .tree)" >&2
        status=1
    fi
}
for input in ../shared/corpus testdata target/bench/big.txt; do
    name=$(basename "$input")
    run "$name.json" --json "$input"
    run "$name.join-never" --join never "$input"
    run "$name.hyphen-both" --hyphen both "$input"
done
exit $status
