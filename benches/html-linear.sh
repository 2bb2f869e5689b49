#!/bin/bash
# Twice the input, about twice the time: HTML mode and mail mode's HTML
# parts on the shapes that went quadratic or could (issue 11 finding 3,
# issue 10's hostile markup). Prints seconds per size and the ratio of
# each doubling; a linear reader stays near 2.
#
#   bash benches/html-linear.sh   (from the workspace root)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p urlgrep
ug=target/release/urlgrep
dir=target/bench/html-linear
mkdir -p "$dir"

# make NAME MB: writes $dir/NAME-MB of the shape NAME.
make() {
    python3 - "$1" "$2" "$dir/$1-$2" <<'PY'
import sys
name, mb, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
n = mb * 1_000_000
head = b""
if name == "mail-anchors":
    head = b"From: a@b\nSubject: s\nContent-Type: text/html\n\n"
    unit = b'<a href="http://a.example/0000001">x</a>\n'
elif name == "anchors":
    unit = b'<a href="http://a.example/0000001">http://a.example/0000001</a>\n'
elif name == "unclosed-href":
    unit = b'<a href=http://a.example/ '
elif name == "nested":
    unit = b"<div><span><b>"
elif name == "amp":
    head = b"<p>"
    unit = b"&amp;"
elif name == "entities-url":
    head = b"<p>"
    unit = b"&lt;URL:http://a.example/?a=1&amp;b=2&gt; "
body = unit * (n // len(unit))
open(path, "wb").write(head + body)
PY
}

secs() { # best CPU time (user + system) of 3 runs: wall time on a shared
    # machine mostly measures the others
    python3 - "$@" <<'PY'
import resource, subprocess, sys
best = None
for _ in range(3):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best = t if best is None else min(best, t)
print(f"{best:.3f}")
PY
}

for shape in mail-anchors anchors unclosed-href nested amp entities-url; do
    format=html
    [ "$shape" = mail-anchors ] && format=mail
    line="$shape (--format $format):"
    prev=
    for mb in 4 8 16; do
        [ -f "$dir/$shape-$mb" ] || make "$shape" "$mb"
        t=$(secs "$ug" -j 1 --format "$format" "$dir/$shape-$mb")
        line+=" ${mb}MB ${t}s"
        if [ -n "$prev" ]; then
            line+=" (x$(python3 -c "print(f'{$t / max($prev, 1e-3):.2f}')"))"
        fi
        prev=$t
    done
    echo "$line"
done
