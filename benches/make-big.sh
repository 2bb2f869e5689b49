#!/bin/sh
# Builds big.txt: the text of ../shared/corpus (gzip'd files decompressed),
# repeated to SIZE_MB (default 200) megabytes, for benches/compare.sh.
#   usage: benches/make-big.sh [OUT] [SIZE_MB] [CORPUS]
set -eu
out=${1:-target/bench/big.txt}
size_mb=${2:-200}
corpus=${3:-../shared/corpus}
mkdir -p "$(dirname "$out")"
once="$out.once"
: > "$once"
find "$corpus" -type f ! -name '*.md' | LC_ALL=C sort | while read -r f; do
    case "$f" in
        *.gz) gzip -dc "$f" >> "$once" ;;
        *) cat "$f" >> "$once" ;;
    esac
done
want=$((size_mb * 1000 * 1000))
: > "$out"
while [ "$(wc -c < "$out")" -lt "$want" ]; do cat "$once" >> "$out"; done
head -c "$want" "$out" > "$out.tmp" && mv "$out.tmp" "$out"
rm -f "$once"
echo "$out: $(wc -c < "$out") bytes"
