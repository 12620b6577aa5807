#!/usr/bin/env bash
# Times `bigame decompose --edges` (the class of every edge: in every, some or no maximum
# matching) on general graphs, where the perfectly matchable part needs searches.
#
# usage: bench/edge_classes.sh [--quick]     (from anywhere)
#   --quick or QUICK=1   only the 40,001-vertex graph and a 300x300 king board
#   BIGAME=path          use this binary instead of building one
#
# Inputs (bench/out/edge_classes/inputs, kept between runs: the generators are deterministic):
# random graphs of average degree 8 (`bigame gen graph -n N -d 8`, with seeds whose giant
# component has an even number of vertices, so that nearly every vertex is in the perfectly
# matchable part C: 40,001 seed 5, 10^5 seed 2, 10^6 seed 2), and king boards of 1000x1000
# with 10% and 30% blocked (`bigame gen board`, then bench/king_graph.py).
# One run each (the large ones take seconds to a minute): wall and user time and peak memory
# from GNU time, and the --stats lines of the edge searches.
# Needs: cargo, python3. Installs GNU time (apt-get) when missing.
# Writes bench/out/edge_classes/ (outputs, edge_classes.md).
set -euo pipefail

usage() { sed -n '2,18s/^# \{0,1\}//p' "$0"; }
QUICK="${QUICK:-0}"
for arg in "$@"; do
  case "$arg" in
    --quick) QUICK=1 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

cd "$(dirname "$0")/.."
OUT=bench/out/edge_classes
mkdir -p "$OUT/inputs"
# shellcheck source=bench/lib.sh
source bench/lib.sh
[ -x /usr/bin/time ] || apt_install time || { warn "GNU time is needed"; exit 1; }

if [ -z "${BIGAME:-}" ]; then
  cargo build --release -q
  BIGAME=target/release/bigame
fi

graphs=("40001 5")
boards=(300:10)
if [ "$QUICK" = 0 ]; then
  graphs+=("100000 2" "1000000 2")
  boards=(1000:10 1000:30)
fi

inputs=()
for spec in "${graphs[@]}"; do
  read -r n seed <<<"$spec"
  f="$OUT/inputs/random-$n-d8-s$seed.txt"
  [ -s "$f" ] || "$BIGAME" gen graph -n "$n" -d 8 --seed "$seed" -o "$f"
  inputs+=("$f")
done
for spec in "${boards[@]}"; do
  side="${spec%%:*}"
  blocked="${spec##*:}"
  board="$OUT/inputs/board-$side-$blocked.txt"
  f="$OUT/inputs/king-$side-$blocked.txt"
  [ -s "$board" ] || "$BIGAME" gen board --rows "$side" --cols "$side" --blocked "$blocked" \
    --seed 1 -o "$board"
  [ -s "$f" ] || python3 bench/king_graph.py "$board" >"$f"
  inputs+=("$f")
done

report="$OUT/edge_classes.md"
{
  say "| input | vertices | edges | wall s | user s | peak MiB | every | some | none | samples | cycle work | barrier searches | work units |"
  say "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} >"$report"
for f in "${inputs[@]}"; do
  name="$(basename "$f" .txt)"
  read -r v e <"$f"
  /usr/bin/time -f '%e %U %M' -o "$OUT/$name.time" \
    "$BIGAME" decompose --stats --edges "$f" >"$OUT/$name.out" 2>"$OUT/$name.stats"
  read -r wall user kb <"$OUT/$name.time"
  stat() { sed -n "s/^$1: //p" "$OUT/$name.stats"; }
  count() { awk -v c="$1" '$3 == c' "$OUT/$name.out" | wc -l; }
  say "| $name | $v | $e | $wall | $user | $((kb / 1024)) | $(count every) | $(count some) |" \
    "$(count none) | $(stat edge_sampled_matchings) | $(stat edge_cycle_work) |" \
    "$(stat edge_barrier_searches) | $(stat edge_work_units) |" | tr -s ' ' >>"$report"
  say "$name: $wall s"
done
say "machine: $(nproc) cores; $(date -u +%Y-%m-%d); $(git rev-parse --short HEAD)" >>"$report"
cat "$report"
