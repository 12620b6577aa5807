#!/usr/bin/env bash
# Side-by-side timing of bigame on GENERAL (non-bipartite) graphs against LEMON MaxMatching,
# Boost Graph's Edmonds matching and NetworkX, with every answer checked.
#
# usage: bench/compare_general.sh [--quick]     (from anywhere; it works from the repo root)
#   --quick or QUICK=1   10^4-vertex graphs and a 300x300 board (to test the script)
#   BIPARTITE=1          bipartite random graphs (gen_graph.py --bipartite), for bigame builds
#                        that still refuse odd cycles
#   MOVES=king|side      moves on the board (default king): king runs `bigame board FILE --moves
#                        king` against the king graph; side runs plain `bigame board FILE` against
#                        the 4-neighbour graph
#   CAP=secs             cap per bigame / LEMON / Boost command (default 120)
#   NX_CAP=secs          cap per NetworkX command (default 60)
#   RUNS=n               hyperfine runs per command (default 3)
#   SLOW=secs            a command whose checked run took longer is not run again: that one run
#                        is its time, marked ¹ (default 20; NetworkX takes 20-40 s on 10^4 vertices)
#   BIGAME=path          use this binary instead of building one
#
# Inputs (bench/out/general/inputs, kept between runs: the generators are deterministic):
# random graphs with 10^5 and 10^6 vertices at average degree 3 and 8 (bench/gen_graph.py), and
# a 2000x2000 board with 10% blocked (bench/gen_board.py, the same board as bench/compare.sh's)
# turned into an edge list by bench/king_graph.py for the edge-list programs. NetworkX runs on
# the smallest graphs only.
# Needs: cargo, python3, g++. Installs hyperfine, time, liblemon-dev, libboost-graph-dev (apt-get)
# and networkx (pip) when missing; whatever cannot be had is skipped with a message.
# Writes bench/out/general/ (outputs, hyperfine JSON and markdown, compare_general.md).
# Exit status: 0, or 1 if some answer disagreed (verdicts with LEMON's, sizes with each other).
set -euo pipefail

usage() { sed -n '2,32s/^# \{0,1\}//p' "$0"; }

QUICK=${QUICK:-0}
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
parse_quick "$@"
[ "$QUICK" = 0 ] || QUICK=1

cd "$(dirname "$0")/.."
CAP=${CAP:-120}
NX_CAP=${NX_CAP:-60}
RUNS=${RUNS:-3}
SLOW=${SLOW:-20}
BIPARTITE=${BIPARTITE:-0}
MOVES=${MOVES:-king}
OUT=bench/out/general
BIN=bench/out/bin
mkdir -p "$OUT/inputs" "$OUT/runs" "$OUT/json" "$OUT/md"

# The board's move set, switched in one place: bigame's flags and the edge list that the
# edge-list programs get must describe the same graph.
case $MOVES in
  king) MOVE_ARGS=(--moves king) GRAPH_ARGS=() ;;
  side) MOVE_ARGS=() GRAPH_ARGS=(--side) ;;
  *) echo "MOVES must be king or side" >&2; exit 2 ;;
esac

# ---------------------------------------------------------------- dependencies
need_timers
command -v g++ >/dev/null 2>&1 || apt_install g++ || warn "g++ unavailable: no C++ peers"
[ -f /usr/include/lemon/matching.h ] || apt_install liblemon-dev ||
  warn "liblemon-dev unavailable: no LEMON column (answers are then checked against Boost's)"
[ -f /usr/include/boost/graph/max_cardinality_matching.hpp ] || apt_install libboost-graph-dev ||
  warn "libboost-graph-dev unavailable: no Boost column"
if ! python3 -c 'import networkx' 2>/dev/null; then
  say "installing networkx (pip, log in $OUT/pip.log)"
  python3 -m pip install -q networkx >>"$OUT/pip.log" 2>&1 || warn "networkx unavailable: no NetworkX column"
fi
HAVE_NX=0
python3 -c 'import networkx' 2>/dev/null && HAVE_NX=1

# ---------------------------------------------------------------- build
if [ -n "${BIGAME:-}" ]; then
  [ -x "$BIGAME" ] || { echo "BIGAME=$BIGAME is not an executable" >&2; exit 2; }
else
  say "== cargo build --release"
  tdir=${CARGO_TARGET_DIR:-target}
  if cargo build --release && [ -x "$tdir/release/bigame" ]; then
    # A private copy, so that a rebuild during the run cannot mix two binaries in one table.
    cp "$tdir/release/bigame" "$OUT/bigame"
    BIGAME=$OUT/bigame
  else
    warn "cargo build --release failed or made no $tdir/release/bigame: no bigame column"
  fi
fi

say "== building the peers into $BIN"
bash bench/peers/build.sh "$BIN" || warn "some peers could not be built (see above); using whatever was built"

# ---------------------------------------------------------------- inputs
# INPUTS: input names. EDGES[name]: its edge list; BOARD[name]: the board (for the board only,
# which bigame reads as a board); NXRUN[name]: set where NetworkX runs (the smallest graphs).
if [ "$QUICK" = 1 ]; then
  NS=(10000) BOARD_N=300
else
  NS=(100000 1000000) BOARD_N=2000
fi
DEGS=(3 8)
sfx=""
gflag=()
if [ "$BIPARTITE" = 1 ]; then sfx="_bip" gflag=(--bipartite); fi
INPUTS=()
declare -A EDGES=() BOARD=() NXRUN=()
for n in "${NS[@]}"; do
  for d in "${DEGS[@]}"; do
    name=g${n}_d${d}${sfx}
    f=$OUT/inputs/$name.txt
    if [ ! -s "$f" ]; then
      say "generating $f"
      python3 bench/gen_graph.py "$n" "$d" "$((n + d))" "${gflag[@]}" >"$f.tmp" && mv "$f.tmp" "$f"
    fi
    INPUTS+=("$name") EDGES[$name]=$f
    [ "$n" = "${NS[0]}" ] && NXRUN[$name]=1
  done
done
# The board: bench/compare.sh's seed convention (N*100 + P), so it is the same board as there.
b=$OUT/inputs/b${BOARD_N}_10.txt
if [ ! -s "$b" ]; then
  say "generating $b"
  python3 bench/gen_board.py "$BOARD_N" "$BOARD_N" 10 "$((BOARD_N * 100 + 10))" >"$b.tmp" && mv "$b.tmp" "$b"
fi
name=b${BOARD_N}_10_$MOVES
f=$OUT/inputs/$name.edges.txt
if [ ! -s "$f" ]; then
  say "converting $b to $f ($MOVES moves)"
  python3 bench/king_graph.py "${GRAPH_ARGS[@]}" "$b" >"$f.tmp" && mv "$f.tmp" "$f"
fi
INPUTS+=("$name") EDGES[$name]=$f BOARD[$name]=$b

# ---------------------------------------------------------------- tools
TOOLS=()
[ -n "${BIGAME:-}" ] && TOOLS+=(bigame bigame_edges)
[ -x "$BIN/lemon_graph" ] && TOOLS+=(lemon)
[ -x "$BIN/boost_matching" ] && TOOLS+=(boost)
[ "$HAVE_NX" = 1 ] && TOOLS+=(networkx)
declare -A TITLE=([bigame]="bigame" [bigame_edges]="bigame analyze (edge list)" [lemon]="LEMON" [boost]="Boost" [networkx]="NetworkX")
PEERS=(lemon boost networkx)

# set_cmd TOOL INPUT -> CMD (argv, capped by timeout); returns 1 if TOOL does not run on INPUT
set_cmd() {
  local tool=$1 in=$2 e=${EDGES[$2]}
  case $tool in
    bigame)
      if [ -n "${BOARD[$in]:-}" ]; then
        CMD=(timeout "$CAP" "$BIGAME" board "${BOARD[$in]}" "${MOVE_ARGS[@]}")
      else
        CMD=(timeout "$CAP" "$BIGAME" analyze "$e")
      fi ;;
    bigame_edges)
      # The board's edge list through `bigame analyze`: the same input as the peers read, so
      # this isolates what reading the board directly saves. Reported below the table.
      [ -n "${BOARD[$in]:-}" ] || return 1
      CMD=(timeout "$CAP" "$BIGAME" analyze "$e") ;;
    lemon)
      # lemon_graph reads standard input; bash -c 'exec ...' adds about 1 ms (as in compare.sh).
      CMD=(timeout "$CAP" bash -c "exec $BIN/lemon_graph < $e") ;;
    boost)
      # With --verdicts, like bigame and LEMON: every vertex's verdict, the size on stderr.
      CMD=(timeout "$CAP" "$BIN/boost_matching" --verdicts "$e") ;;
    networkx)
      [ -n "${NXRUN[$in]:-}" ] || return 1
      CMD=(timeout "$NX_CAP" python3 bench/peers/networkx_matching.py "$e") ;;
  esac
}
cap_of() { if [ "$1" = networkx ]; then echo "$NX_CAP"; else echo "$CAP"; fi; }



declare -A RES=() MEM=() SIZE=() NOTE=() ONE=()
MISMATCH=0
mismatch() {
  MISMATCH=1
  printf '\n!!!!!!!! MISMATCH on %s: %s\n\n' "$1" "$2" >&2
  NOTE[$1]+=" MISMATCH: $2."
}

for in in "${INPUTS[@]}"; do
  e=${EDGES[$in]}
  read -r nv ne <"$e"
  say ""
  say "== $in: $nv vertices, $ne edges ($e)"
  for tool in "${TOOLS[@]}"; do
    key="$in|$tool"
    set_cmd "$tool" "$in" || { RES[$key]="—"; continue; }
    cap=$(cap_of "$tool")
    # One checked run, wrapped in /usr/bin/time for the peak memory; its outputs are kept.
    outf=$OUT/runs/$in.$tool.out errf=$OUT/runs/$in.$tool.err
    rc=0
    t0=$(now_ns)
    if [ "$HAVE_TIME" = 1 ]; then
      /usr/bin/time -f '%M' -o "$OUT/runs/$in.$tool.mem" "${CMD[@]}" >"$outf" 2>"$errf" || rc=$?
    else
      "${CMD[@]}" >"$outf" 2>"$errf" || rc=$?
    fi
    t1=$(now_ns)
    check_s=$(secs "$t0" "$t1")
    if [ "$rc" = 124 ]; then
      RES[$key]="over $cap s"; say "  ${TITLE[$tool]}: over $cap s"; continue
    elif [ "$rc" != 0 ]; then
      RES[$key]="error (exit $rc)"
      say "  ${TITLE[$tool]}: FAILED, exit $rc: $(head -c 300 "$errf" | head -n 2)"
      continue
    fi
    [ "$HAVE_TIME" = 1 ] && MEM[$key]=$(awk 'END { printf "%.0f MiB", $1 / 1024 }' "$OUT/runs/$in.$tool.mem")
    case $tool in
      boost) SIZE[$key]=$(grep -m1 '^size ' "$errf" | cut -d' ' -f2) ;;
      networkx) SIZE[$key]=$(grep -m1 '^size ' "$outf" | cut -d' ' -f2) ;;
    esac
    # Timing. The checked run served as the warm-up; a slow command's checked run is its time
    # (three more runs of NetworkX would cost minutes and tell little).
    med=""
    if awk -v t="$check_s" -v s="$SLOW" 'BEGIN { exit !(t > s) }'; then
      med="$check_s $check_s $check_s"
      ONE[$key]=1
    elif [ "$HAVE_HYPERFINE" = 1 ]; then
      if hyperfine -N --style none --runs "$RUNS" --export-json "$OUT/json/$in.$tool.json" \
        --export-markdown "$OUT/md/$in.$tool.md" "$(cmd_string)" >/dev/null 2>"$OUT/runs/$in.$tool.hyperfine.err"; then
        med=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.3f %.3f %.3f" % (r["median"], r["min"], r["max"]))' "$OUT/json/$in.$tool.json")
      fi
    else
      med=$(median_loop "$RUNS") || med=""
    fi
    if [ -z "$med" ]; then
      RES[$key]="over $cap s"
      say "  ${TITLE[$tool]}: a timed run failed or passed $cap s (the checked run took $check_s s)"
      continue
    fi
    RES[$key]=${med%% *}
    if [ -n "${ONE[$key]:-}" ]; then
      say "  ${TITLE[$tool]}: $check_s s (one run: over $SLOW s), peak ${MEM[$key]:-?}"
    else
      say "  ${TITLE[$tool]}: median ${med%% *} s (min/max ${med#* }), peak ${MEM[$key]:-?}"
    fi
  done

  # ---- checks. Reference verdicts: LEMON's, else Boost's.
  ref="" ref_tool=""
  for t in lemon boost; do
    if [[ "${RES[$in|$t]:-}" =~ ^[0-9.]+$ ]]; then ref=$OUT/runs/$in.$t.out ref_tool=$t; break; fi
  done
  if [ -z "$ref" ]; then
    warn "$in: neither LEMON nor Boost answered: no checks"
    NOTE[$in]+=" unchecked (no reference)."
    continue
  fi
  [ "$ref_tool" = lemon ] || warn "$in: no LEMON verdicts: checking against Boost's"
  # bigame's output format: verdict lines for analyze, the LOJ 6033 answer for board.
  bref=$ref
  if [ -n "${BOARD[$in]:-}" ]; then
    bref=$OUT/runs/$in.$ref_tool.answer
    python3 bench/king_graph.py --answer "${BOARD[$in]}" "$ref" >"$bref"
  fi
  if [[ "${RES[$in|bigame]:-}" =~ ^[0-9.]+$ ]]; then
    if cmp -s "$bref" "$OUT/runs/$in.bigame.out"; then
      say "  check: bigame's output = ${TITLE[$ref_tool]}'s, byte for byte"
    else
      mismatch "$in" "bigame's output differs from ${TITLE[$ref_tool]}'s (diff $OUT/runs/$in.bigame.out $bref)"
      RES[$in|bigame]+=" WRONG"
    fi
  fi
  if [[ "${RES[$in|bigame_edges]:-}" =~ ^[0-9.]+$ ]]; then
    if cmp -s "$ref" "$OUT/runs/$in.bigame_edges.out"; then
      say "  check: bigame analyze's verdicts on the edge list = ${TITLE[$ref_tool]}'s, byte for byte"
    else
      mismatch "$in" "bigame analyze's verdicts on the edge list differ from ${TITLE[$ref_tool]}'s"
      RES[$in|bigame_edges]+=" WRONG"
    fi
  fi
  if [ "$ref_tool" = lemon ] && [[ "${RES[$in|boost]:-}" =~ ^[0-9.]+$ ]]; then
    if cmp -s "$ref" "$OUT/runs/$in.boost.out"; then
      say "  check: Boost's verdicts = LEMON's, byte for byte"
    else
      mismatch "$in" "Boost's verdicts differ from LEMON's"
      RES[$in|boost]+=" WRONG"
    fi
  fi
  # Sizes: the Tutte-Berge bound of the reference verdicts' barrier must equal the size of every
  # matching a peer found (it is an upper bound for any barrier, so equality proves both right).
  tb=$(python3 bench/tutte_berge.py "$e" "$ref" | cut -d' ' -f2)
  SIZE[$in|bound]=$tb
  sizes="Tutte-Berge bound from ${TITLE[$ref_tool]}'s verdicts: $tb"
  for t in boost networkx; do
    s=${SIZE[$in|$t]:-}
    [ -n "$s" ] || continue
    sizes+=", ${TITLE[$t]}: $s"
    if [ "$s" != "$tb" ]; then
      mismatch "$in" "${TITLE[$t]}'s matching has $s edges, the bound is $tb"
      RES[$in|$t]+=" WRONG"
    fi
  done
  say "  check: matching sizes: $sizes"
done

# ---------------------------------------------------------------- table
label() { # human name of an input
  local in=$1 n d
  if [ -n "${BOARD[$in]:-}" ]; then
    printf '%sx%s board, 10%% blocked, %s moves' "$BOARD_N" "$BOARD_N" "$MOVES"
  else
    n=${in#g} n=${n%%_*} d=${in#*_d} d=${d%%_*}
    printf 'random%s, n = %s, avg degree %s' "$([ "$BIPARTITE" = 1 ] && echo ' bipartite')" \
      "$(awk -v n="$n" 'BEGIN { e = int(log(n) / log(10) + 0.5); if (10 ^ e == n) printf "10^%d", e; else printf "%d", n }')" "$d"
  fi
}
md=$OUT/compare_general.md
{
  say "# bigame on general graphs vs. LEMON, Boost, NetworkX"
  say ""
  machine_line
  say "Median wall seconds of whole-process runs ($([ "$HAVE_HYPERFINE" = 1 ] && echo "hyperfine -N" || echo "shell loop"), $RUNS runs after one checked run;"
  say "¹: that checked run alone, for commands over $SLOW s);"
  say "cap $CAP s per command, $NX_CAP s for NetworkX (run on the smallest graphs only; —: not run)."
  say "bigame: \`bigame analyze FILE\`, or \`bigame board FILE${MOVE_ARGS[*]:+ ${MOVE_ARGS[*]}}\` on the board (which it reads as a board; the others read its edge list)."
  say "LEMON: lemon_graph (MaxMatching) and Boost: boost_matching --verdicts (edmonds_maximum_cardinality_matching) both print every vertex's verdict, like bigame; NetworkX: max_weight_matching(G, maxcardinality=True), size only."
  say "Checks: bigame's output = LEMON's (cmp; on the board, LEMON's verdicts mapped to cells); Boost's verdicts = LEMON's;"
  say "Boost's and NetworkX's matching sizes = the Tutte–Berge bound of LEMON's verdicts (bench/tutte_berge.py). WRONG marks a failed check."
  say ""
  hdr="| input | vertices | edges |" sep="|---|---|---|"
  for t in bigame lemon boost networkx; do hdr+=" ${TITLE[$t]} |"; sep+="---|"; done
  hdr+=" best peer / bigame | maximum matching |" sep+="---|---|"
  say "$hdr"
  say "$sep"
  for in in "${INPUTS[@]}"; do
    read -r nv ne <"${EDGES[$in]}"
    row="| $(label "$in") | $nv | $ne |"
    for t in bigame lemon boost networkx; do row+=" ${RES[$in|$t]:-—}${ONE[$in|$t]:+¹} |"; done
    best="" bt=""
    for t in "${PEERS[@]}"; do
      v=${RES[$in|$t]:-}
      [[ "$v" =~ ^[0-9.]+$ ]] || continue
      if [ -z "$best" ] || awk -v a="$v" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$v bt=$t; fi
    done
    ratio="—"
    if [ -n "$best" ] && [[ "${RES[$in|bigame]:-}" =~ ^[0-9.]+$ ]]; then
      ratio="$(awk -v p="$best" -v b="${RES[$in|bigame]}" 'BEGIN { if (b > 0) printf "%.2f", p / b; else printf "—" }') (${TITLE[$bt]})"
    fi
    row+=" $ratio | ${SIZE[$in|bound]:-—} |"
    say "$row"
  done
  if [ "$HAVE_TIME" = 1 ]; then
    say ""
    say "Peak memory of the checked run (maximum resident set, \`/usr/bin/time -f %M\`):"
    say ""
    hdr="| input |" sep="|---|"
    for t in bigame lemon boost networkx; do hdr+=" ${TITLE[$t]} |"; sep+="---|"; done
    say "$hdr"
    say "$sep"
    for in in "${INPUTS[@]}"; do
      row="| $(label "$in") |"
      for t in bigame lemon boost networkx; do row+=" ${MEM[$in|$t]:-—} |"; done
      say "$row"
    done
  fi
  for in in "${INPUTS[@]}"; do
    if [ -n "${BOARD[$in]:-}" ] && [ -n "${RES[$in|bigame_edges]:-}" ]; then
      say ""
      say "$(label "$in"), read as its edge list by \`bigame analyze\` like the peers (not in the ratio):" \
        "${RES[$in|bigame_edges]}${ONE[$in|bigame_edges]:+¹}$([[ "${RES[$in|bigame_edges]}" =~ ^[0-9.]+$ ]] && echo " s")${MEM[$in|bigame_edges]:+, peak ${MEM[$in|bigame_edges]}}."
    fi
    [ -n "${NOTE[$in]:-}" ] && say "" && say "$(label "$in"):${NOTE[$in]}"
  done
  true
} >"$md"

finish_report "$md" "SOME ANSWERS DISAGREED: see the messages above"
