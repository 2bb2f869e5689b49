#!/usr/bin/env bash
# The rendering-invariance check of crates/extract/tests/renderings_real.rs
# over many real documents (SPEC §1.5, §1.6): testdata/, ../shared/corpus/
# (each mail or news message a document; gzip undone), /usr/share/doc/*/
# READMEs, changelogs, NEWS and copyright files, crates.io sources and
# READMEs in ~/.cargo/registry/src, Python's and Perl's library sources,
# C headers and manual pages. Prints each difference, then per rendering
# the documents and URLs compared and how many differ.
#
#   scripts/renderings-sweep.sh [WORKDIR]   (default: a new temporary one)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-$(mktemp -d)}
mkdir -p "$work/docs"
list="$work/list.txt"

python3 - "$work/docs" >"$list" <<'EOF'
import glob, gzip, os, re, sys
out = sys.argv[1]
def text(p):
    b = open(p, 'rb').read()
    return gzip.decompress(b) if b[:2] == b'\x1f\x8b' else b
def keep(p, b):
    q = os.path.join(out, p.strip('/').replace('/', '_'))
    open(q, 'wb').write(b)
    print(q)
for d in ['rfc', 'drafts', 'modern']:
    for f in sorted(glob.glob(f'testdata/{d}/*')):
        print(os.path.abspath(f))
corpus = '../shared/corpus'
for f in sorted(glob.glob(f'{corpus}/**/*', recursive=True)):
    if not os.path.isfile(f) or f.endswith('.md'):
        continue
    if '/mail/' in f or '/news/' in f:
        for i, m in enumerate(re.split(rb'\n(?=From )', text(f))):
            keep(f'{f}.{i:05d}', m + b'\n')
    else:
        print(os.path.abspath(f))
for f in sorted(glob.glob('/usr/share/doc/*/*')):
    n = os.path.basename(f).lower()
    if os.path.isfile(f) and n.startswith(('readme', 'changelog', 'news', 'copyright')):
        keep(f, text(f))
home = os.path.expanduser('~/.cargo/registry/src')
for pat in ['*/*/README*', '*/*/**/*.rs', '*/*/**/*.md']:
    for f in sorted(glob.glob(f'{home}/{pat}', recursive=True)):
        print(f)
for pat in ['/usr/lib/python3*/**/*.py', '/usr/share/perl*/**/*.pm', '/usr/include/**/*.h']:
    for f in sorted(glob.glob(pat, recursive=True)):
        print(f)
for f in sorted(glob.glob('/usr/share/man/man[1358]/*.gz'))[::4]:
    keep(f, text(f))
EOF

cargo build --release -q -p urlgrep-extract --example renderings
sort -u "$list" | target/release/examples/renderings
