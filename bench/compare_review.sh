#!/usr/bin/env bash
# Times `bigame review` against seed 002's program (`seed002_big`, the fixed seed code built for
# 1000x1000 boards) on generated NOI 2011 records, and checks that both print the same answer.
#
# usage: bench/compare_review.sh [--quick]   (from anywhere)
#   --quick   skip the 1000x1000 records for the seed program (it needs minutes there)
#   CAP=secs  per-command time cap (default 300)
#
# Needs cargo, python3, g++, GNU time. Records come from bench/gen_record.py (full
# checkerboards, 10^4 moves a side; a 40x40 judge-sized one; full-length 1000x1000 games for
# bigame only). The seed program runs under `ulimit -s unlimited` (its recursion overflows the
# default stack on big boards). Writes to bench/out/records and bench/out/review.md.
# Exit status: 0, or 1 if an answer differed.
set -euo pipefail

QUICK=0
case "${1:-}" in
  "") ;;
  --quick) QUICK=1 ;;
  -h | --help) sed -n '2,13s/^# \{0,1\}//p' "$0"; exit 0 ;;
  *) sed -n '2,13s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac

cd "$(dirname "$0")/.."
CAP=${CAP:-300}
OUT=bench/out
REC=$OUT/records
mkdir -p "$REC"
cargo build --release --quiet
BIGAME=target/release/bigame
SEED=$OUT/anchors/seed002_big
# The seed program comes from the shared anchors beside the repository, when they are there.
if [ ! -x "$SEED" ]; then
  if [ -f ../shared/anchors/build.sh ]; then
    bash ../shared/anchors/build.sh "$OUT/anchors" >/dev/null ||
      echo "WARNING: ../shared/anchors/build.sh failed: timing bigame review alone" >&2
  else
    echo "WARNING: no ../shared/anchors beside the repository (it builds seed002_big): timing" \
      "bigame review alone" >&2
  fi
fi
ulimit -s unlimited

gen() { # name rows cols k mode [seed [holes]]
  local f=$REC/$1.in
  [ -s "$f" ] || python3 bench/gen_record.py "${@:2}" >"$f"
}
gen cb40_greedy 40 40 1000 greedy
gen cb300_snake 300 300 10000 snake
gen cb300_greedy 300 300 10000 greedy
gen cb301_greedy 301 301 10000 greedy
gen cb1000_snake 1000 1000 10000 snake
gen cb1000_greedy 1000 1000 10000 greedy
gen cb1000_full_greedy 1000 1000 500000 greedy 7
gen cb1000_h3 1000 1000 500000 greedy 3 3

# Seconds of one whole-process run (GNU time), or "over CAP"; output to $2.
run() { # out-file command...
  local out=$1; shift
  if /usr/bin/time -f '%e' -o "$out.time" timeout "$CAP" "$@" >"$out" 2>/dev/null; then
    cat "$out.time"
  else
    echo "over $CAP"
  fi
}

status=0
REPORT=$OUT/review.md
{
  echo "| record | moves a side | bigame review (s) | seed002_big (s) | same answer |"
  echo "|---|---|---|---|---|"
} >"$REPORT"
for name in cb40_greedy cb300_snake cb300_greedy cb301_greedy cb1000_snake cb1000_greedy \
  cb1000_full_greedy cb1000_h3; do
  f=$REC/$name.in
  rows=$(head -1 "$f" | cut -d' ' -f1)
  k=$(sed -n "$((rows + 2))p" "$f")
  tb=$(run "$OUT/runs.review.bigame" "$BIGAME" review "$f")
  ts="skipped"; same="-"
  if [ ! -x "$SEED" ]; then
    ts="no seed002_big"
  elif [[ $name != cb1000_full* && $name != cb1000_h3 ]] && { [ $QUICK = 0 ] || [[ $name != cb1000* ]]; }; then
    ts=$(run "$OUT/runs.review.seed" "$SEED" <"$f")
    if [[ $ts == over* ]]; then
      same="-"
    elif cmp -s "$OUT/runs.review.bigame" "$OUT/runs.review.seed"; then
      same=yes
    else
      same=NO; status=1
    fi
  fi
  echo "| $name | $k | $tb | $ts | $same |" | tee -a "$REPORT"
done
echo "written $REPORT"
exit $status
