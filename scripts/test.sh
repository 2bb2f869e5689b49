#!/usr/bin/env bash
# Every test: the Rust workspace's, then the Python module's and the Spark
# helpers' (pytest; Spark in local[2]; the wheel's tags and the README's
# cluster job in a fresh venv), and mypy --strict over the typed example
# and the package. Installs what the Python tests
# need into .venv (pinned in crates/python/requirements-test.txt); safe to
# run again. Needs the Rust toolchain, python3 (3.10 or later) and Java 17.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== cargo test --workspace (with the extractor's serde feature)"
cargo test --workspace --features urlgrep-extract/serde

echo "== Python environment (.venv)"
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -r crates/python/requirements-test.txt

echo "== the wheel (manylinux2014 with zig, release, stripped) into dist/ and .venv"
# The wheel the nodes install is the one tested (tests/test_wheel.py):
# built once, installed in place of \`maturin develop\`.
rm -rf dist
(cd crates/python && PATH="$PWD/../../.venv/bin:$PATH" ../../.venv/bin/maturin build --release --zig -q -o ../../dist)
URLGREP_WHEEL=$(ls "$PWD"/dist/urlgrep-*.whl)
export URLGREP_WHEEL
.venv/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$URLGREP_WHEEL"

if ! command -v java >/dev/null 2>&1; then
    echo "scripts/test.sh: the Spark tests need Java 17 (no java on PATH)" >&2
    exit 1
fi

echo "== mypy --strict (the typed example and the package, against its stubs)"
(cd crates/python && MYPYPATH=python ../../.venv/bin/python -m mypy --strict examples/typed.py python/urlgrep)

echo "== pytest"
# Exit status 5 (no tests collected) fails too, as any non-zero one does.
.venv/bin/python -m pytest crates/python/tests -q -p no:cacheprovider
