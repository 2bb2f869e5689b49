#!/bin/sh
# Wall time of `urlgrep -j 1` and `-j 2` on one large file (a text file is
# cut into pieces searched at once, crates/urlgrep/src/split.rs), in
# turn, best of ROUNDS each, and the load average before and after: on a
# busy machine wall time measures the others, so run it when the
# machine is quiet. The outputs are compared too.
#   usage: benches/split-wall.sh URLGREP FILE [ROUNDS] [ARGS...]
set -eu
[ $# -ge 2 ] || { echo "usage: benches/split-wall.sh URLGREP FILE [ROUNDS] [ARGS...]" >&2; exit 2; }
ug=$1 file=$2 rounds=${3:-5}
shift 2; [ $# -gt 0 ] && shift
args="$*"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wall() { # -j N: seconds of one run
    # shellcheck disable=SC2086 # (ARGS split into words)
    s=$(date +%s.%N); "$ug" -j "$1" $args "$file" > "$tmp/out-$1"; e=$(date +%s.%N)
    echo "$e - $s" | bc -l
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
b1=999 b2=999
i=0
while [ $i -lt "$rounds" ]; do
    t1=$(wall 1); t2=$(wall 2)
    b1=$(echo "if ($t1 < $b1) $t1 else $b1" | bc -l)
    b2=$(echo "if ($t2 < $b2) $t2 else $b2" | bc -l)
    i=$((i + 1))
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
cmp -s "$tmp/out-1" "$tmp/out-2" && same=same || same=DIFFERENT
printf '%s (%s bytes) %s: -j1 %.3f s, -j2 %.3f s: -j1/-j2 %.2f; output %s\n' \
    "$file" "$(wc -c < "$file")" "$args" "$b1" "$b2" "$(echo "$b1 / $b2" | bc -l)" "$same"
