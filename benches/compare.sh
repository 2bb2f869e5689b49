#!/bin/bash
# End-to-end comparison of `urlgrep` with ripgrep, linkify and URI::Find on
# the same file in the same run (issue 4's targets), plus the two-thread
# speed-up and the peak memory of a 1 GB stream.
#
#   bash benches/compare.sh            (from the workspace root)
#
# Peers, when installed: ripgrep and URI::Find from Debian's packages
#   sudo apt-get install ripgrep liburi-find-perl time
# linkify is built from crates.io (benches/examples/linkify_urls.rs).
# big.txt is built by benches/make-big.sh from ../shared/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=target/bench
big=$dir/big.txt
[ -f "$big" ] || benches/make-big.sh "$big" 200
cargo build --release -q -p urlgrep -p urlgrep-benches --example linkify-urls
ug=target/release/urlgrep
linkify=target/release/examples/linkify-urls
# The schemes urlgrep looks for (SPEC §4 and §1.8.2), so both tools
# search for the same URLs; rgre10 is RFC 1738's ten, as measured before
# urlgrep knew the others.
rgre='(https?|ftp|gopher|news|nntp|telnet|wais|file|prospero|mailto|afs|mid|cid|nfs|tn3270|mailserver|z39\.50[rs]?|imap|pop|ldaps?|urn|sftp|tftp|ssh|git|svn|ircs?|wss?|rtsp|rtmp|smb|rsync|s3|xmpp|sips?|tel|magnet|data|jar|vscode|chrome(-extension)?|moz-extension):[^\s<>"]+'
rgre10='(https?|ftp|gopher|news|nntp|telnet|wais|file|prospero|mailto):[^\s<>"]+'

time1() { # seconds of one run of "$@", output discarded
    local t0 t1
    t0=$(date +%s.%N); "$@" > /dev/null; t1=$(date +%s.%N)
    python3 -c "print($t1 - $t0)"
}
best() { # best of $1 runs
    local n=$1 b=; shift
    for _ in $(seq "$n"); do
        t=$(time1 "$@")
        if [ -z "$b" ] || python3 -c "import sys; sys.exit(not $t < $b)"; then b=$t; fi
    done
    printf '%.3f' "$b"
}
ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }

echo "== one thread, $(wc -c < "$big") bytes ($big), best of 5 =="
t_ug=$(best 5 "$ug" -j 1 "$big")
echo "urlgrep -j 1        ${t_ug}s  ($("$ug" -j 1 "$big" | wc -l) URLs)"
if command -v rg > /dev/null; then
    t_rg=$(best 5 rg -o --no-filename "$rgre" "$big")
    echo "rg -o               ${t_rg}s  ($(rg -o --no-filename "$rgre" "$big" | wc -l) matches)  urlgrep is $(ratio "$t_rg" "$t_ug")x faster"
    t_rg10=$(best 5 rg -o --no-filename "$rgre10" "$big")
    echo "rg -o (10 schemes)  ${t_rg10}s  urlgrep is $(ratio "$t_rg10" "$t_ug")x faster"
else
    echo "rg: not installed (apt-get install ripgrep)"
fi
t_lf=$(best 3 "$linkify" "$big")
echo "linkify (LinkFinder) ${t_lf}s ($("$linkify" "$big" | wc -l) URLs)  urlgrep is $(ratio "$t_lf" "$t_ug")x faster"
if perl -MURI::Find -e 1 2> /dev/null; then
    t_uf=$(best 1 perl -MURI::Find -e 'local $/; my $t = <STDIN>;
        URI::Find->new(sub { print "$_[1]\n"; $_[1] })->find(\$t)' < "$big")
    echo "URI::Find           ${t_uf}s  urlgrep is $(ratio "$t_uf" "$t_ug")x faster"
else
    echo "URI::Find: not installed (apt-get install liburi-find-perl)"
fi

echo "== 20 files of 10 MB, best of 5 =="
mkdir -p "$dir/ten"
for i in $(seq 1 20); do
    f=$(printf '%s/ten/f%02d.txt' "$dir" "$i")
    # head closes the pipe early: tail's SIGPIPE is expected.
    [ -f "$f" ] || { tail -c +$((i * 9000000)) "$big" | head -c 10000000 > "$f" || true; }
done
t1=$(best 5 "$ug" -j 1 "$dir/ten")
t2=$(best 5 "$ug" -j 2 "$dir/ten")
echo "-j 1 ${t1}s, -j 2 ${t2}s: $(ratio "$t1" "$t2")x"

echo "== 1 GB on standard input =="
if [ -x /usr/bin/time ]; then
    for _ in 1 2 3 4 5; do cat "$big"; done |
        /usr/bin/time -f 'peak RSS %M KiB, %e s' "$ug" -c
else
    echo "/usr/bin/time not installed (apt-get install time)"
fi
