#!/usr/bin/env bash
# Streams about 1 GB (the RFC and draft corpus repeated) through
# Extractor::stream_iter and prints the peak resident memory.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --release -p urlgrep-benches --example stream-count
files=(testdata/rfc/*.txt testdata/drafts/*.txt)
size=$(cat "${files[@]}" | wc -c)
reps=$(( (1 << 30) / size + 1 ))
echo "streaming $reps x $size bytes"
( for _ in $(seq "$reps"); do cat "${files[@]}"; done ) |
  /usr/bin/time -v target/release/examples/stream-count 2> /tmp/stream-1gb.time
grep -E "Maximum resident|Elapsed" /tmp/stream-1gb.time
