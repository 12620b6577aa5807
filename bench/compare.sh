#!/usr/bin/env bash
# Side-by-side timing of `bigame board` against the reference C++ programs in ../shared/anchors
# (LEMON MaxMatching, seed 000's Kuhn, seed 004's Dinic) on random free-cell boards.
#
# usage: bench/compare.sh [--quick]      (from anywhere; it works from the repo root)
#   --quick   only the 300x300 and 1000x1000 boards, no 4000x4000 run
#   CAP=secs  per-command time cap (default 60)
#
# Needs: cargo, python3, g++. Installs hyperfine, liblemon-dev, time (and g++) with apt-get when
# missing; whatever cannot be installed is skipped with a message.
# Writes everything to bench/out/ (boards, outputs, hyperfine JSON, compare.md).
# Exit status: 0, or 1 if some program's output differed from the reference (LEMON).
set -euo pipefail

usage() { sed -n '2,12s/^# \{0,1\}//p' "$0"; }

QUICK=0
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
parse_quick "$@"

cd "$(dirname "$0")/.."
CAP=${CAP:-60}
OUT=bench/out
ANCHORS=$OUT/anchors
mkdir -p "$OUT/boards" "$OUT/runs" "$OUT/json"

# ---------------------------------------------------------------- dependencies
need_timers

[ -f /usr/include/lemon/matching.h ] || apt_install liblemon-dev ||
  warn "liblemon-dev unavailable: no LEMON column (outputs are then checked against the first tool that answered)"

command -v g++ >/dev/null 2>&1 || apt_install g++ || warn "g++ unavailable: the anchors cannot be built"

# ---------------------------------------------------------------- build
BIGAME=""
say "== cargo build --release"
if cargo build --release; then
  if [ -x target/release/bigame ]; then
    # A private copy, so that a rebuild during the run cannot mix two binaries in one table.
    cp target/release/bigame "$OUT/bigame"
    BIGAME=$OUT/bigame
  else
    warn "target/release/bigame does not exist (yet): skipping the bigame columns"
  fi
else
  warn "cargo build --release FAILED: skipping the bigame columns"
fi

if [ -f ../shared/anchors/build.sh ]; then
  say "== building the anchors into $ANCHORS"
  bash ../shared/anchors/build.sh "$ANCHORS" || warn "anchors build failed; using whatever was built"
else
  warn "no ../shared/anchors beside the repository: no LEMON, seed000 or seed004 columns" \
    "(except what an earlier run built into $ANCHORS)"
fi

# ---------------------------------------------------------------- tools
# Column order. LEMON comes first so its output is the reference for the others.
TOOLS=()
[ -x "$ANCHORS/lemon_board" ] && TOOLS+=(lemon)
[ -n "$BIGAME" ] && TOOLS+=(ms-bfs hopcroft-karp kuhn dinic)
[ -x "$ANCHORS/seed000" ] && TOOLS+=(seed000)
[ -x "$ANCHORS/seed004_dinic" ] && TOOLS+=(seed004)

declare -A TITLE=(
  [lemon]="LEMON" [ms-bfs]="bigame ms-bfs" [hopcroft-karp]="bigame hopcroft-karp"
  [kuhn]="bigame kuhn" [dinic]="bigame dinic" [seed000]="seed000" [seed004]="seed004 Dinic"
)

# set_cmd TOOL BOARD N -> CMD (argv array, capped by timeout); returns 1 if the tool cannot run it
set_cmd() {
  local tool=$1 board=$2 n=$3 bin
  case $tool in
    ms-bfs | hopcroft-karp | kuhn | dinic)
      CMD=(timeout "$CAP" "$BIGAME" board "$board" --algorithm "$tool") ;;
    lemon)
      CMD=(timeout "$CAP" bash -c "exec $ANCHORS/lemon_board < $board") ;;
    seed000)
      if [ "$n" -le 1000 ]; then bin=seed000
      elif [ "$n" -le 2000 ] && [ -x "$ANCHORS/seed000_2000" ]; then bin=seed000_2000
      else return 1; fi
      CMD=(timeout "$CAP" bash -c "ulimit -s unlimited 2>/dev/null || ulimit -s hard; exec $ANCHORS/$bin < $board") ;;
    seed004)
      CMD=(timeout "$CAP" bash -c "exec $ANCHORS/seed004_dinic < $board") ;;
  esac
}

# Failures per tool: "cells pct" entries. A tool is not retried on a board at least as large and
# at most as blocked (i.e. at least as hard) as one it timed out or crashed on.
declare -A FAILS=()
should_skip() { # TOOL CELLS PCT
  local e fc fp
  for e in ${FAILS[$1]:-}; do
    fc=${e%:*} fp=${e#*:}
    if [ "$2" -ge "$fc" ] && [ "$3" -le "$fp" ]; then return 0; fi
  done
  return 1
}


# ---------------------------------------------------------------- boards
SIZES=(300 1000 2000)
[ "$QUICK" = 1 ] && SIZES=(300 1000)
PCTS=(10 30)
BOARDS=()
for n in "${SIZES[@]}"; do
  for p in "${PCTS[@]}"; do
    f=$OUT/boards/b${n}_${p}.txt
    [ -s "$f" ] || python3 bench/gen_board.py "$n" "$n" "$p" "$((n * 100 + p))" >"$f"
    BOARDS+=("$n:$p")
  done
done

declare -A RES=() MEM=()
MISMATCH=0

for b in "${BOARDS[@]}"; do
  n=${b%:*} p=${b#*:}
  board=$OUT/boards/b${n}_${p}.txt
  cells=$((n * n))
  say ""
  say "== ${n}x${n}, ${p}% blocked ($board)"
  ref=""
  ref_tool=""
  for tool in "${TOOLS[@]}"; do
    key="$b|$tool"
    if ! set_cmd "$tool" "$board" "$n"; then
      RES[$key]="n/a"; say "  ${TITLE[$tool]}: not built for this size"; continue
    fi
    if should_skip "$tool" "$cells" "$p"; then
      RES[$key]="—"; say "  ${TITLE[$tool]}: skipped (failed on an easier board)"; continue
    fi
    # One checked run: output against the reference, and the cap.
    outf=$OUT/runs/b${n}_${p}.$tool.out
    rc=0
    t0=$(now_ns)
    "${CMD[@]}" >"$outf" 2>"$OUT/runs/b${n}_${p}.$tool.err" || rc=$?
    t1=$(now_ns)
    check_s=$(secs "$t0" "$t1")
    if [ "$rc" = 124 ]; then
      RES[$key]="over $CAP"; FAILS[$tool]+=" $cells:$p"
      say "  ${TITLE[$tool]}: over $CAP s"; continue
    elif [ "$rc" != 0 ]; then
      RES[$key]="crash"; FAILS[$tool]+=" $cells:$p"
      say "  ${TITLE[$tool]}: CRASH (exit $rc, stderr in $OUT/runs/b${n}_${p}.$tool.err)"; continue
    fi
    wrong=""
    if [ -z "$ref" ]; then
      ref=$outf ref_tool=$tool
      [ "$tool" = lemon ] || warn "no LEMON output for $board: checking against ${TITLE[$tool]}"
    elif ! cmp -s "$ref" "$outf"; then
      wrong=" WRONG"; MISMATCH=1
      {
        printf '\n!!!!!!!! MISMATCH: %s differs from %s on %s\n' "${TITLE[$tool]}" "${TITLE[$ref_tool]}" "$board"
        printf '!!!!!!!! counts: %s vs %s; diff %s %s\n\n' "$(head -n1 "$outf")" "$(head -n1 "$ref")" "$outf" "$ref"
      } >&2
    fi
    # Timing. Slow commands get fewer runs (the checked run served as warm-up).
    warm=1 runs=5
    if awk -v t="$check_s" 'BEGIN { exit !(t > 10) }'; then warm=0 runs=3; fi
    med=""
    if [ "$HAVE_HYPERFINE" = 1 ]; then
      json=$OUT/json/b${n}_${p}.$tool.json
      if hyperfine -N --style none --warmup "$warm" --runs "$runs" --export-json "$json" \
        "$(cmd_string)" >/dev/null 2>"$OUT/runs/b${n}_${p}.$tool.hyperfine.err"; then
        med=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.4f %.4f %.4f" % (r["median"], r["min"], r["max"]))' "$json")
      fi
    else
      med=$(median_loop "$runs" "$warm") || med=""
    fi
    if [ -z "$med" ]; then
      RES[$key]="over $CAP"; FAILS[$tool]+=" $cells:$p"
      say "  ${TITLE[$tool]}: a timed run failed or passed $CAP s (checked run took $check_s s)"
      continue
    fi
    RES[$key]="${med%% *}$wrong"
    say "  ${TITLE[$tool]}: median ${med%% *} s (min/max ${med#* })$wrong"
  done

  # Peak memory (default algorithm), and LEMON's for scale.
  if [ "$HAVE_TIME" = 1 ]; then
    for tool in bigame lemon; do
      if [ "$tool" = bigame ]; then
        [ -n "$BIGAME" ] || continue
        should_skip ms-bfs "$cells" "$p" && continue
        memcmd=("$BIGAME" board "$board")
      else
        [ -x "$ANCHORS/lemon_board" ] || continue
        memcmd=(bash -c "exec $ANCHORS/lemon_board < $board")
      fi
      mf=$OUT/runs/b${n}_${p}.$tool.mem
      if timeout "$CAP" /usr/bin/time -f %M -o "$mf" "${memcmd[@]}" >/dev/null 2>&1; then
        kb=$(tail -n1 "$mf")
        MEM[$b|$tool]=$(awk -v k="$kb" -v c="$cells" 'BEGIN { printf "%.0f MiB (%.0f B/cell)", k / 1024, k * 1024 / c }')
        say "  peak memory, $tool: ${MEM[$b|$tool]}"
      else
        MEM[$b|$tool]="failed"
        say "  peak memory, $tool: run failed"
      fi
    done
  fi
done

# ---------------------------------------------------------------- 4000x4000
BIG=""
if [ "$QUICK" = 0 ] && [ -n "$BIGAME" ]; then
  f=$OUT/boards/b4000_10.txt
  [ -s "$f" ] || python3 bench/gen_board.py 4000 4000 10 400010 >"$f"
  say ""
  say "== 4000x4000, 10% blocked, bigame (default algorithm), one run"
  rc=0
  if [ "$HAVE_TIME" = 1 ]; then
    timeout "$CAP" /usr/bin/time -f '%e %M' -o "$OUT/runs/b4000_10.bigame.time" \
      "$BIGAME" board "$f" >"$OUT/runs/b4000_10.bigame.out" 2>"$OUT/runs/b4000_10.bigame.err" || rc=$?
    read -r el kb < <(tail -n1 "$OUT/runs/b4000_10.bigame.time") || true
  else
    t0=$(now_ns)
    timeout "$CAP" "$BIGAME" board "$f" >"$OUT/runs/b4000_10.bigame.out" 2>"$OUT/runs/b4000_10.bigame.err" || rc=$?
    el=$(secs "$t0" "$(now_ns)") kb=""
  fi
  if [ "$rc" = 0 ]; then
    # Sanity: the first line is the number of cell lines that follow.
    cnt=$(head -n1 "$OUT/runs/b4000_10.bigame.out")
    lines=$(($(wc -l <"$OUT/runs/b4000_10.bigame.out") - 1))
    BIG="4000x4000 (10%), bigame default algorithm: exit 0, ${el} s"
    [ -n "${kb:-}" ] && BIG+=", peak $(awk -v k="$kb" 'BEGIN { printf "%.0f MiB (%.1f B/cell)", k / 1024, k * 1024 / 16e6 }')"
    BIG+=", $cnt winning cells"
    [ "$cnt" = "$lines" ] || { BIG+=" (BUT $lines lines follow)"; MISMATCH=1; }
  elif [ "$rc" = 124 ]; then
    BIG="4000x4000 (10%), bigame default algorithm: over $CAP s"
  else
    BIG="4000x4000 (10%), bigame default algorithm: CRASH, exit $rc (see $OUT/runs/b4000_10.bigame.err)"
  fi
  say "  $BIG"
fi

# ---------------------------------------------------------------- table
md=$OUT/compare.md
{
  say "# bigame board vs. reference programs"
  say ""
  machine_line
  say "Median wall seconds of whole-process runs ($([ "$HAVE_HYPERFINE" = 1 ] && echo "hyperfine -N" || echo "shell loop"), 5 runs after 1 warm-up; 3 runs for commands over 10 s);"
  say "${CAP} s cap per command; a tool is not retried on harder boards after a timeout or crash (—)."
  say "Stdin-reading anchors run as \`bash -c 'exec PROG < FILE'\` (about 1 ms of bash start-up); seed000 with \`ulimit -s unlimited\`."
  say "Every output was compared byte for byte with LEMON's; WRONG marks a mismatch."
  say ""
  hdr="| board | blocked |"
  sep="|---|---|"
  for tool in "${TOOLS[@]}"; do hdr+=" ${TITLE[$tool]} |"; sep+="---|"; done
  if [ -n "$BIGAME" ] && [ -x "$ANCHORS/lemon_board" ]; then hdr+=" LEMON / ms-bfs |"; sep+="---|"; fi
  if [ "$HAVE_TIME" = 1 ]; then
    [ -n "$BIGAME" ] && { hdr+=" bigame peak memory |"; sep+="---|"; }
    [ -x "$ANCHORS/lemon_board" ] && { hdr+=" LEMON peak memory |"; sep+="---|"; }
  fi
  say "$hdr"
  say "$sep"
  for b in "${BOARDS[@]}"; do
    n=${b%:*} p=${b#*:}
    row="| ${n}x${n} | ${p}% |"
    for tool in "${TOOLS[@]}"; do row+=" ${RES[$b|$tool]:-—} |"; done
    if [ -n "$BIGAME" ] && [ -x "$ANCHORS/lemon_board" ]; then
      ratio=$(awk -v l="${RES[$b|lemon]:-}" -v m="${RES[$b|ms-bfs]:-}" \
        'BEGIN { if (l ~ /^[0-9.]+$/ && m ~ /^[0-9.]+$/ && m > 0) printf "%.2f", l / m; else printf "—" }')
      row+=" $ratio |"
    fi
    if [ "$HAVE_TIME" = 1 ]; then
      [ -n "$BIGAME" ] && row+=" ${MEM[$b|bigame]:-—} |"
      [ -x "$ANCHORS/lemon_board" ] && row+=" ${MEM[$b|lemon]:-—} |"
    fi
    say "$row"
  done
  [ -z "$BIGAME" ] && { say ""; say "(bigame was not built: no bigame columns.)"; }
  [ -n "$BIG" ] && { say ""; say "$BIG"; }
  true
} >"$md"

finish_report "$md" "SOME OUTPUTS DIFFERED FROM THE REFERENCE: see the messages above"
