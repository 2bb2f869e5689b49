#!/bin/bash
# Time and peak memory of urlgrep on the hostile inputs of issue 11:
# a gzip bomb in every mode, one long line of URLs in mail mode (1 MB and
# 2 MB: twice the input should take about twice the time), a large
# quoted-printable part, a large non-UTF-8 part, a large message in an
# mbox, and ordered output held back behind a slow first file.
#
#   bash benches/robust-measure.sh        (from the workspace root)
#
# Each line: the case, wall seconds, peak RSS in MiB (from /usr/bin/time -v).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p urlgrep
ug=$PWD/target/release/urlgrep
d=target/bench/robust
mkdir -p "$d"

measure() { # measure NAME CMD...: wall time and peak RSS of CMD
    local name=$1; shift
    /usr/bin/time -v "$@" > /dev/null 2> "$d/time.txt" || true
    local wall rss
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$d/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$d/time.txt")
    printf '%-44s %10s s %8.1f MiB\n' "$name" "$wall" "$(echo "$rss / 1024" | bc -l)"
}

# 1 GB of zeros from a 1 MB gzip.
[ -f "$d/bomb.gz" ] || head -c 1000000000 /dev/zero | gzip -9 > "$d/bomb.gz"
for mode in never auto always; do
    measure "gzip bomb, --mail $mode" "$ug" --mail "$mode" "$d/bomb.gz"
done
measure "gzip bomb, --mail always --json" "$ug" --mail always --json "$d/bomb.gz"
# The bomb as an mbox: one message of 1 GB after a From line.
[ -f "$d/bomb-mbox.gz" ] || { printf 'From a Thu\nSubject: z\n\n'; head -c 1000000000 /dev/zero; } | gzip -9 > "$d/bomb-mbox.gz"
measure "gzip bomb as one mbox message" "$ug" --mail auto "$d/bomb-mbox.gz"

# One body line of N copies of `http://a.example/ `.
for mb in 1 2; do
    f=$d/line-$mb.eml
    [ -f "$f" ] || { printf 'From: a@b\nSubject: s\n\n'; python3 -c "import sys; sys.stdout.write('http://a.example/ ' * ($mb * 1000000 // 18))"; } > "$f"
    measure "one line of URLs, $mb MB, --mail always" "$ug" --mail always "$f"
    measure "one line of URLs, $mb MB, --mail never" "$ug" --mail never "$f"
done

# A quoted-printable part and a Latin-1 part of 7 MiB each.
f=$d/qp.eml
[ -f "$f" ] || { printf 'Subject: q\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\n'
    python3 -c "import sys; sys.stdout.write('caf=E9 http://q.example/a=3Db soft=\n break\n' * (7 * 1048576 // 40))"; } > "$f"
measure "quoted-printable Latin-1 part, 7 MiB" "$ug" --mail always "$f"
f=$d/latin1.eml
[ -f "$f" ] || { printf 'Subject: l\nContent-Type: text/plain; charset=iso-8859-1\n\n'
    python3 -c "import sys; sys.stdout.buffer.write(b'caf\xe9 http://l.example/x \xe9\xe9\n' * (7 * 1048576 // 31))"; } > "$f"
measure "Latin-1 part, 7 MiB" "$ug" --mail always "$f"
# An mbox of 40 messages of 7 MiB, streamed from gzip.
f=$d/big-mbox.gz
[ -f "$f" ] || for i in $(seq 40); do printf 'From a Thu\nSubject: %s\n\n' "$i"; python3 -c "import sys; sys.stdout.write('text http://m.example/$i more\n' * (7 * 1048576 // 30))"; done | gzip -1 > "$f"
measure "mbox of 40 x 7 MiB messages (gzip)" "$ug" -c "$f"

# Ordered output: the first file is a pipe that stays open 5 s, the second
# gives about 600 MB of JSON; it waits instead of buffering it.
f=$d/many.txt
[ -f "$f" ] || python3 -c "import sys; sys.stdout.write(''.join('http://o.example/%d\n' % i for i in range(2000000)))" > "$f"
rm -f "$d/fifo"; mkfifo "$d/fifo"
( sleep 5; echo http://first.example/ ) > "$d/fifo" &
measure "ordered writer, slow first file, --json -j2" "$ug" -j2 --json "$d/fifo" "$f"
wait
rm -f "$d/fifo"

# Nesting: 300,000 forwards (12 MB) and 150,000 multiparts (10 MB).
f=$d/deep-forwards.eml
[ -f "$f" ] || python3 -c "import sys; sys.stdout.write('Subject: a\nContent-Type: message/rfc822\n\n' * 300000 + 'Subject: z\n\nhttp://deep.example/\n')" > "$f"
measure "300,000 nested message/rfc822" "$ug" --mail always "$f"
f=$d/deep-multipart.eml
[ -f "$f" ] || python3 -c "
import sys
n = 150000
s = ['Subject: deep\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"0\"\n\n']
s += ['--%d\nContent-Type: multipart/mixed; boundary=\"%d\"\n\n' % (i, i + 1) for i in range(n)]
s.append('--%d\nContent-Type: text/plain\n\nhttp://deep.example/\n--%d--\n' % (n, n))
s += ['--%d--\n' % i for i in range(n - 1, -1, -1)]
sys.stdout.write(''.join(s))" > "$f"
measure "150,000 nested multipart/mixed" "$ug" --mail always "$f"
