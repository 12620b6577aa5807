#!/usr/bin/env bash
# How fast bigame reads a ~100 MB graph file, next to `wc -l` on the same file (issue 5 asks for
# reading within 3x of `wc -l`).
#
# usage: bench/read_speed.sh [--quick]     (from anywhere; it works from the repo root)
#   --quick or QUICK=1   ~10 MB files instead of ~100 MB (to test the script)
#   RUNS=n               hyperfine runs per command (default 10)
#
# Inputs (bench/out/read/, kept between runs; deterministic): a random graph with 10^6
# vertices and 7.3 * 10^6 edges (10^5 and 7.3 * 10^5 with --quick) written as an edge list
# (~100 MB) and as a Matrix Market pattern file (the same pairs as row/column entries; 10^6
# rows and 10^6 columns) by a small Python generator, and the edge list turned into DIMACS
# (`e u v` lines, ~110 MB) by awk.
# Timed, each on every file, from the page cache (one unmeasured warm-up run):
#   wc -l FILE                                    the yardstick
#   read_graph FILE bytes                         the file into memory, nothing else: the
#                                                 floor under any reader
#   read_graph FILE whole                         reading only, the whole file in memory first
#                                                 (as bigame reads standard input)
#   read_graph FILE FORMAT                        reading only, as bigame reads a file: parsed
#                                                 block by block as it arrives, and the CSR
#                                                 graph built (examples/read_graph.rs)
#   bigame analyze --input-format FORMAT FILE     everything: reading, maximum matching,
#                                                 verdicts, output (to /dev/null)
# With the page cache emptied before every run (only when /proc/sys/vm/drop_caches is
# writable, i.e. as root, and hyperfine is there), the same file is also timed cold: wc -l,
# read whole, read as bigame does.
# The in-memory readers alone are timed by `cargo bench --bench read` (benches/read.rs).
# Needs: cargo, python3. Installs hyperfine (apt-get) when missing, else times a shell loop.
# Writes bench/out/read/read_speed.md (medians and ratios to `wc -l`).
set -euo pipefail

usage() { sed -n '2,23s/^# \{0,1\}//p' "$0"; }

QUICK=${QUICK:-0}
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
parse_quick "$@"
[ "$QUICK" = 0 ] || QUICK=1

cd "$(dirname "$0")/.."
RUNS=${RUNS:-10}
OUT=bench/out/read
mkdir -p "$OUT"

need_timers

say "building bigame and examples/read_graph (release)"
cargo build --release --quiet --bin bigame --example read_graph
BIGAME=target/release/bigame
READ=target/release/examples/read_graph

if [ "$QUICK" = 1 ]; then N=100000 M=730000 TAG=10MB; else N=1000000 M=7300000 TAG=100MB; fi
EL=$OUT/graph-$TAG.txt
MTX=$OUT/graph-$TAG.mtx
DIM=$OUT/graph-$TAG.dimacs
if [ ! -s "$EL" ] || [ ! -s "$MTX" ]; then
  say "generating $EL and $MTX"
  python3 - "$N" "$M" "$EL" "$MTX" <<'PY'
import random, sys
n, m, el, mtx = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
rng = random.Random(1)
lines = []
while len(lines) < m:
    u, v = rng.randrange(n) + 1, rng.randrange(n) + 1
    if u != v:
        lines.append(f"{u} {v}")
body = "\n".join(lines) + "\n"
with open(el, "w") as f:
    f.write(f"{n} {m}\n")
    f.write(body)
with open(mtx, "w") as f:
    f.write("%%MatrixMarket matrix coordinate pattern general\n% bench/read_speed.sh\n")
    f.write(f"{n} {n} {m}\n")
    f.write(body)
PY
fi

# time_cmd LABEL CMD... -> median seconds on stdout.
time_cmd() {
  local label=$1
  shift
  CMD=("$@")
  if [ "$HAVE_HYPERFINE" = 1 ]; then
    hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$OUT/$label.json" \
      "$(cmd_string)" >/dev/null 2>&1 || return 1
    python3 -c 'import json,sys; print("%.4f" % json.load(open(sys.argv[1]))["results"][0]["median"])' \
      "$OUT/$label.json"
  else
    median_loop "$RUNS" 1 | awk '{ print $1 }'
  fi
}

REPORT=$OUT/read_speed.md
{
  echo "# Reading speed against wc -l"
  echo
  machine_line
  echo
  echo "Medians of $RUNS runs (page cache warm). Ratio = time / time of \`wc -l\` on the same file."
  echo
  echo "| file | size | wc -l | bytes into memory | ratio | read whole, then parse | ratio | read as bigame does | ratio | bigame analyze (all) | ratio |"
  echo "|------|------|-------|-------------------|-------|------------------------|-------|---------------------|-------|----------------------|-------|"
} >"$REPORT"
if [ ! -s "$DIM" ]; then
  say "writing $DIM (the edge list as DIMACS)"
  awk 'NR == 1 { print "c bench/read_speed.sh"; print "p edge " $1 " " $2; next } { print "e " $0 }' \
    "$EL" >"$DIM"
fi
for pair in "edge-list:$EL" "matrix-market:$MTX" "dimacs:$DIM"; do
  format=${pair%%:*}
  file=${pair#*:}
  size=$(du -m "$file" | cut -f1)
  say "timing $file"
  wc_t=$(time_cmd "wc-$format" wc -l "$file")
  bytes_t=$(time_cmd "bytes-$format" "$READ" "$file" bytes)
  whole_t=$(time_cmd "whole-$format" "$READ" "$file" whole)
  read_t=$(time_cmd "read-$format" "$READ" "$file" "$format")
  all_t=$(time_cmd "analyze-$format" "$BIGAME" analyze --input-format "$format" "$file")
  awk -v f="$(basename "$file")" -v s="$size" -v w="$wc_t" -v b="$bytes_t" -v h="$whole_t" -v r="$read_t" -v a="$all_t" 'BEGIN {
    printf "| %s | %s MB | %.3f s | %.3f s | %.1fx | %.3f s | %.1fx | %.3f s | %.1fx | %.3f s | %.1fx |\n", f, s, w, b, b / w, h, h / w, r, r / w, a, a / w
  }' >>"$REPORT"
done
if [ "$HAVE_HYPERFINE" = 1 ] && [ -w /proc/sys/vm/drop_caches ]; then
  COLD=(--prepare "sh -c 'sync; echo 3 > /proc/sys/vm/drop_caches'")
  cold() {
    local label=$1
    shift
    hyperfine -N "${COLD[@]}" --runs "$RUNS" --export-json "$OUT/$label.json" "$*" >/dev/null 2>&1 || return 1
    python3 -c 'import json,sys; print("%.4f" % json.load(open(sys.argv[1]))["results"][0]["median"])' \
      "$OUT/$label.json"
  }
  {
    echo
    echo "Cold page cache (emptied before every run), medians of $RUNS runs:"
    echo
    echo "| file | wc -l | read whole, then parse | ratio | read as bigame does | ratio |"
    echo "|------|-------|------------------------|-------|---------------------|-------|"
  } >>"$REPORT"
  for pair in "edge-list:$EL" "matrix-market:$MTX" "dimacs:$DIM"; do
    format=${pair%%:*}
    file=${pair#*:}
    say "timing $file, cold"
    wc_t=$(cold "cold-wc-$format" wc -l "$file")
    whole_t=$(cold "cold-whole-$format" "$READ" "$file" whole)
    read_t=$(cold "cold-read-$format" "$READ" "$file" "$format")
    awk -v f="$(basename "$file")" -v w="$wc_t" -v h="$whole_t" -v r="$read_t" 'BEGIN {
      printf "| %s | %.3f s | %.3f s | %.1fx | %.3f s | %.1fx |\n", f, w, h, h / w, r, r / w
    }' >>"$REPORT"
  done
fi
finish_report "$REPORT" ""
