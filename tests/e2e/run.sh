#!/usr/bin/env bash
# End-to-end test of the page of `bigame serve` in a real browser: builds target/release/bigame,
# starts `bigame serve --port 0`, reads the address from its first line, runs e2e.mjs (Debian's
# /usr/bin/chromium driven by playwright-core) against it, and stops the server on exit.
# Needs node, npm and chromium (.ci/run installs chromium). Screenshots go to $E2E_OUT (a new
# temporary folder by default), which is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
cargo build --release --quiet --bin bigame
if [ ! -d tests/e2e/node_modules/playwright-core ]; then
  (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
fi
out=${E2E_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/bigame-e2e.XXXXXX")}
mkdir -p "$out"
log="$out/serve.log"
# Created before the server starts, so that the loop below never reads a file not there yet.
: >"$log"
./target/release/bigame serve --port 0 >"$log" 2>&1 &
server=$!
stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
}
trap stop EXIT
url=""
for _ in $(seq 100); do
  url=$(head -n 1 "$log" | sed -n 's|.*listening on \(http://[^ ]*\).*|\1|p')
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "e2e: bigame serve exited" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { cat "$log" >&2; echo "e2e: no address from bigame serve in 10 s" >&2; exit 1; }
BIGAME="$root/target/release/bigame" ROOT="$root" OUT="$out" \
  node tests/e2e/e2e.mjs "$url"
