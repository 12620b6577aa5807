#!/usr/bin/env bash
# The Grundy values' long chains (issue 54): `bigame analyze --grundy` on the two families of
# maximum degree 3 whose chains run the length of the graph from every start.
#   comb N: a path of N/2 vertices with a pendant at each; every chain step crosses a bridge,
#           so the chains' memo walks each step once (linear).
#   sun N:  a cycle of N/2 vertices with a pendant at each; every chain runs round the cycle
#           inside one block, which the memo cannot cut (quadratic: the stated worst case).
#
# usage: bench/grundy_chains.sh [SIZE...]     (from anywhere; default sizes 10000 20000 100000,
#        the sun only up to 20000). Prints family, size and wall time (one run each).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/bigame
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
sizes=("${@:-10000 20000 100000}")
for size in ${sizes[*]}; do
  for family in comb sun; do
    if [ "$family" = sun ] && [ "$size" -gt 20000 ] && [ $# -eq 0 ]; then continue; fi
    python3 - "$family" "$size" > "$dir/g.txt" <<'PY'
import sys
family, n = sys.argv[1], int(sys.argv[2]) // 2
edges = [(i, i + 1) for i in range(1, n)] + [(i, n + i) for i in range(1, n + 1)]
if family == "sun":
    edges.append((n, 1))
print(2 * n, len(edges))
print("\n".join(f"{a} {b}" for a, b in edges))
PY
    TIMEFORMAT=%R
    seconds=$( { time "$bin" analyze "$dir/g.txt" --grundy > /dev/null; } 2>&1 )
    printf '%-5s %7d vertices  %s s\n' "$family" "$size" "$seconds"
  done
done
