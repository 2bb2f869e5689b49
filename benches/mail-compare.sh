#!/bin/bash
# Mail mode over the whole mail and news corpus (about 36 MB decompressed),
# against plain mode on the same bytes and against urlscan (issue 5).
#
#   bash benches/mail-compare.sh          (from the workspace root)
#
# urlscan from Debian: sudo apt-get install urlscan
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/corpus}
mbox=target/bench/mail.mbox
mkdir -p target/bench
if [ ! -f "$mbox" ]; then
    { for f in "$corpus"/mail/*.mbox "$corpus"/news/*.mbox; do cat "$f"; done
      for f in "$corpus"/mail/*.gz "$corpus"/mail/*/*.gz; do gzip -dc "$f"; done; } > "$mbox"
fi
cargo build --release -q -p urlgrep
ug=target/release/urlgrep

best() { # best CPU time of $1 runs of the rest, in seconds
    python3 benches/cpu-time.py "$@"
}

echo "== $(wc -c < "$mbox") bytes ($mbox), best of 7, one thread =="
t_mail=$(best 7 "$ug" -j 1 --format mail "$mbox")
t_plain=$(best 7 "$ug" -j 1 --format text "$mbox")
echo "urlgrep --format mail  ${t_mail}s  ($("$ug" -c --format mail "$mbox") URLs)"
echo "urlgrep --format text   ${t_plain}s  ($("$ug" -c --format text "$mbox") URLs)"
python3 -c "print(f'mail mode is {$t_mail / $t_plain:.2f}x the time of plain mode')"
if command -v urlscan > /dev/null; then
    t_us=$(best 1 urlscan -n "$mbox")
    echo "urlscan -n (whole mbox) ${t_us}s  ($(urlscan -n "$mbox" | wc -l) lines)"
    python3 -c "print(f'urlgrep mail mode is {$t_us / $t_mail:.0f}x faster than urlscan')"
else
    echo "urlscan: not installed (apt-get install urlscan)"
fi
