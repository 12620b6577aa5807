#!/usr/bin/env bash
# Dulmage–Mendelsohn on a big Matrix Market file (issue 8: 10^6 rows, 10^7 nonzeros, under
# 5 s), next to scipy's maximum_bipartite_matching on the same matrix, in the same run.
#
# usage: bench/compare_dm.sh [--quick]     (from anywhere; it works from the repo root)
#   --quick or QUICK=1   10^5 rows and columns, 10^6 nonzeros (to test the script)
#   RUNS=n               runs of each bigame command (default 3; medians reported)
#
# Input (bench/out/dm/, kept between runs): a random 10^6 x 10^6 matrix with 10^7 entries at
# uniform positions (numpy default_rng, seed 1), written by bench/dm_scipy.py as matrix.mtx.
# Timed:
#   scipy maximum_bipartite_matching   matching only, the matrix already in memory (best of 3,
#                                      timed inside Python by bench/dm_scipy.py)
#   bigame decompose matrix.mtx        the whole command: read, match, decompose, write text
#   bigame decompose --format json     the same with dmperm's permutations as JSON
# Checked: bigame's matching size (the structural rank) equals scipy's; exits 1 otherwise.
# Needs: cargo, python3 (installs numpy and scipy with pip when missing, and GNU time with
# apt-get for peak memory). Writes bench/out/dm/compare_dm.md.
set -euo pipefail

usage() { sed -n '2,19s/^# \{0,1\}//p' "$0"; }

QUICK=${QUICK:-0}
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
parse_quick "$@"
[ "$QUICK" = 0 ] || QUICK=1

cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
OUT=bench/out/dm
[ "$QUICK" = 1 ] && OUT=bench/out/dm-quick
mkdir -p "$OUT"
SIZE=(1000000 1000000 10000000 1)
[ "$QUICK" = 1 ] && SIZE=(100000 100000 1000000 1)

if ! python3 -c 'import numpy, scipy' 2>/dev/null; then
  say "installing numpy and scipy (pip, log in $OUT/pip.log)"
  python3 -m pip install --quiet numpy scipy >"$OUT/pip.log" 2>&1 ||
    { warn "cannot install scipy: see $OUT/pip.log"; exit 1; }
fi
[ -x /usr/bin/time ] || apt_install time || warn "/usr/bin/time unavailable: no peak-memory figures"

say "building bigame (release)"
cargo build --release --quiet
BIGAME=target/release/bigame

say "writing the matrix (once) and timing scipy"
SCIPY_LINE=$(python3 bench/dm_scipy.py "$OUT" "${SIZE[@]}")
say "$SCIPY_LINE"
SCIPY_SIZE=$(sed 's/.*matching size \([0-9]*\).*/\1/' <<<"$SCIPY_LINE")
MTX="$OUT/matrix.mtx"

time_bigame() { # LABEL ARGS... -> one report row
  local label=$1 stats mem="—"
  shift
  CMD=("$BIGAME" "$@")
  stats=$(median_loop "$RUNS" 1) || { warn "$label failed"; MISMATCH=1; return; }
  if [ -x /usr/bin/time ]; then
    mem=$(/usr/bin/time -f %M "${CMD[@]}" 2>&1 >/dev/null | tail -1)
    mem="$((mem / 1024)) MiB"
  fi
  read -r median lo hi <<<"$stats"
  printf '| `%s` | %s s (%s–%s) | %s |\n' "$label" "$median" "$lo" "$hi" "$mem"
}

say "timing bigame ($RUNS runs each)"
ROW_TEXT=$(time_bigame "bigame decompose matrix.mtx" decompose "$MTX")
ROW_JSON=$(time_bigame "bigame decompose matrix.mtx --format json" decompose "$MTX" --format json)
BIGAME_SIZE=$("$BIGAME" decompose "$MTX" | sed -n 's/^rows .* matching \([0-9]*\) .*/\1/p')
MISMATCH=${MISMATCH:-0}
if [ "$BIGAME_SIZE" != "$SCIPY_SIZE" ]; then
  MISMATCH=1
  warn "structural rank differs: bigame $BIGAME_SIZE, scipy $SCIPY_SIZE"
fi

MD="$OUT/compare_dm.md"
{
  say "# Dulmage–Mendelsohn: bigame against scipy"
  say ""
  say "$(machine_line)"
  say "Matrix: ${SIZE[0]} x ${SIZE[1]}, ${SIZE[2]} entries (seed ${SIZE[3]}); structural rank: bigame $BIGAME_SIZE, scipy $SCIPY_SIZE."
  say ""
  say "| command | time: median (min–max) of $RUNS | peak memory |"
  say "|---|---|---|"
  say "| scipy: \`${SCIPY_LINE%%:*}\` (matching only, matrix in memory) | ${SCIPY_LINE#*: } | — |"
  say "$ROW_TEXT"
  say "$ROW_JSON"
} >"$MD"
finish_report "$MD" "bigame and scipy disagree on the structural rank"
