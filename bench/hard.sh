#!/usr/bin/env bash
# The hard-instance suite side by side: every family of `bigame gen hard` at 4 sizes doubling,
# solved by every bigame algorithm and by the public codes in ../shared/anchors, with every
# matching size checked against the others.
#
# usage: bench/hard.sh [--quick]     (from anywhere; it works from the repo root)
#   --quick or QUICK=1  2 small sizes per family (to test the script)
#   CAP=secs            cap per command (default 60; a capped run shows as "> 60")
#   RUNS=n              hyperfine runs per command (default 3)
#   SLOW=secs           a command whose checked run took longer is not run again: that one run
#                       is its time, marked ¹ (default 10)
#   FAMILIES="a b ..."  only these families (names as in FAMILY_LIST below)
#   SIZES="s1 s2 ..."   these sizes instead (the --size of bigame gen hard: about the edges)
#   ALGORITHMS="..."    these bigame algorithms (default: every value `bigame analyze
#                       --algorithm` accepts, else ALGORITHMS_FALLBACK below)
#   PEERS="..."         only these peers, by id: lemon msbfsgraft pf mm:PF mm:PFP mm:HK
#                       mm:HK_DW mm:ABMP mm:ABMP_BFS mv (default: all that built)
#   PEER_THREADS=n      threads for Azad's msBFSGraft and pf (default 1)
#   MM_IMT=k            matchmaker's initial matching (default 1: Karp-Sipser; 0 cheap)
#   BIGAME=path         use this binary instead of building one
#   ANCHORS=dir         the reference programs (default ../shared/anchors)
#   KEEP=1              keep the generated inputs (2 GB for the full run) in bench/out/hard/inputs
#
# Tools: bigame analyze with each algorithm (whole process, the file read included; the
# default algorithm is the one `bigame analyze` picks without --algorithm, read from its JSON);
# LEMON MaxMatching (anchors' lemon_graph, edge list on stdin, prints verdicts: its matching size
# is the Tutte-Berge bound of its verdicts, bench/tutte_berge.py); Azad's msBFSGraft and pf
# (Pothen-Fan+), matchmaker's PF, PFP, HK, HK_DW, ABMP, ABMP_BFS (Matrix Market, bipartite families only) and a
# Micali-Vazirani code (mv, general), from anchors/peers/build.sh. Without ../shared/anchors the
# script says so and runs bigame alone.
# Needs: cargo, python3, g++. Installs hyperfine, time and liblemon-dev with apt-get when missing.
# Writes bench/out/hard/ (runs, hyperfine JSON, hard.md).
# Exit status: 0, or 1 if some matching size disagreed.
set -euo pipefail

usage() { sed -n '2,34s/^# \{0,1\}//p' "$0"; }

QUICK=${QUICK:-0}
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
parse_quick "$@"
[ "$QUICK" = 0 ] || QUICK=1

cd "$(dirname "$0")/.."

# ---------------------------------------------------------------- what runs (extend here)
# Families, in table order. A name is a family of `bigame gen hard`, or an alias in GEN_ARGS.
FAMILY_LIST=(hell hell-relabel hell-triangle trap corridor corridor-relabel maze maze-relabel maze-chords maze-chords-relabel maze-rungs maze-rungs-relabel cube cube-relabel hilo rope fuzz ladder leda triangles)
# The relabelled grids: long augmenting paths between scattered free vertices.
declare -A GEN_ARGS=([hell-relabel]="hell --relabel" [corridor-relabel]="corridor --relabel" [maze-relabel]="maze --relabel" [cube-relabel]="cube --relabel" [maze-chords-relabel]="maze-chords --relabel" [maze-rungs-relabel]="maze-rungs --relabel")
# Families with odd cycles: edge lists only, bigame's blossom and micali-vazirani, LEMON and MV.
GENERAL=" hell-triangle leda triangles maze-chords maze-chords-relabel maze-rungs maze-rungs-relabel "
# bigame algorithms when `bigame analyze` cannot be asked (new ones are picked up from it).
ALGORITHMS_FALLBACK=(ms-bfs hopcroft-karp kuhn dinic blossom)
# matchmaker kinds (MT=k) in the table.
MM_KINDS=(PF:2 PFP:3 HK:4 HK_DW:5 ABMP:6 ABMP_BFS:7)
if [ "$QUICK" = 1 ]; then
  DEFAULT_SIZES="25000 50000"
else
  DEFAULT_SIZES="250000 500000 1000000 2000000"
fi
read -r -a SIZE_LIST <<<"${SIZES:-$DEFAULT_SIZES}"
read -r -a FAMS <<<"${FAMILIES:-${FAMILY_LIST[*]}}"

CAP=${CAP:-60}
RUNS=${RUNS:-3}
SLOW=${SLOW:-10}
PEER_THREADS=${PEER_THREADS:-1}
MM_IMT=${MM_IMT:-1}
KEEP=${KEEP:-0}
ANCHORS=${ANCHORS:-../shared/anchors}
OUT=bench/out/hard
BIN=$OUT/bin
mkdir -p "$OUT/inputs" "$OUT/runs" "$OUT/json"

# ---------------------------------------------------------------- dependencies and builds
need_timers
HAVE_ANCHORS=1
if [ ! -d "$ANCHORS" ]; then
  HAVE_ANCHORS=0
  warn "$ANCHORS is absent: no peers, bigame alone (sizes checked across bigame's algorithms)"
fi
if [ "$HAVE_ANCHORS" = 1 ]; then
  command -v g++ >/dev/null 2>&1 || apt_install g++ || warn "g++ unavailable: no peers"
  [ -f /usr/include/lemon/matching.h ] || apt_install liblemon-dev || warn "liblemon-dev unavailable: no LEMON column"
fi

if [ -n "${BIGAME:-}" ]; then
  [ -x "$BIGAME" ] || { echo "BIGAME=$BIGAME is not an executable" >&2; exit 2; }
else
  say "== cargo build --release"
  tdir=${CARGO_TARGET_DIR:-target}
  cargo build --release
  # A private copy, so that a rebuild during the run cannot mix two binaries in one table.
  cp "$tdir/release/bigame" "$OUT/bigame"
  BIGAME=$OUT/bigame
fi

if [ "$HAVE_ANCHORS" = 1 ]; then
  mkdir -p "$BIN"
  say "== building the peers into $BIN"
  if [ -f /usr/include/lemon/matching.h ]; then
    bash "$ANCHORS/build.sh" "$BIN" >"$OUT/build.log" 2>&1 || warn "anchors/build.sh failed (see $OUT/build.log)"
  fi
  bash "$ANCHORS/peers/build.sh" "$BIN" >>"$OUT/build.log" 2>&1 || warn "anchors/peers/build.sh failed (see $OUT/build.log): using whatever was built"
fi

if [ -n "${ALGORITHMS:-}" ]; then
  read -r -a ALGOS <<<"$ALGORITHMS"
else
  # clap lists the accepted values when given one it does not know.
  list=$("$BIGAME" analyze /dev/null --algorithm '?' 2>&1 | sed -n 's/.*\[possible values: \([^]]*\)\].*/\1/p' | tr -d ',' || true)
  read -r -a ALGOS <<<"${list:-${ALGORITHMS_FALLBACK[*]}}"
fi
say "bigame algorithms: ${ALGOS[*]}"

# ---------------------------------------------------------------- tools
# TOOLS: column ids in table order; TITLE: their headers.
TOOLS=() PEER_IDS=()
declare -A TITLE=()
for a in "${ALGOS[@]}"; do TOOLS+=("bigame:$a") TITLE[bigame:$a]="bigame $a"; done
WANTED_PEERS=" ${PEERS:-} "
addpeer() {
  [ -x "$BIN/$2" ] || return 0
  [ "$WANTED_PEERS" = "  " ] || [[ "$WANTED_PEERS" == *" $1 "* ]] || return 0
  TOOLS+=("$1") PEER_IDS+=("$1") TITLE[$1]=$3
}
if [ "$HAVE_ANCHORS" = 1 ]; then
  addpeer lemon lemon_graph LEMON
  addpeer msbfsgraft msBFSGraft "MS-BFS-Graft"
  addpeer pf pf "Pothen–Fan+"
  for k in "${MM_KINDS[@]}"; do addpeer "mm:${k%%:*}" mmaker "mm ${k%%:*}"; done
  addpeer mv mv MV
fi
is_general() { [[ "$GENERAL" == *" $1 "* ]]; }

# set_cmd TOOL FAMILY STEM -> CMD (argv under the cap); status 1 if TOOL does not run there.
set_cmd() {
  local tool=$1 fam=$2 stem=$3 mtx=$3.mtx
  is_general "$fam" && mtx=$stem.txt # bigame reads the edge list of a general graph
  case $tool in
    bigame:*)
      local a=${tool#bigame:}
      if is_general "$fam" && [ "$a" != blossom ] && [ "$a" != micali-vazirani ]; then return 1; fi
      CMD=(timeout "$CAP" "$BIGAME" analyze "$mtx" --algorithm "$a" --format json --start 1) ;;
    lemon) CMD=(timeout "$CAP" bash -c "exec $BIN/lemon_graph < $stem.txt") ;;
    msbfsgraft | pf)
      is_general "$fam" && return 1
      local prog=msBFSGraft
      [ "$tool" = pf ] && prog=pf
      CMD=(timeout "$CAP" env OMP_NUM_THREADS="$PEER_THREADS" "$BIN/$prog" "$stem.mtx" "$PEER_THREADS") ;;
    mm:*)
      is_general "$fam" && return 1
      local kind=${tool#mm:} k mt=""
      for k in "${MM_KINDS[@]}"; do [ "${k%%:*}" = "$kind" ] && mt=${k#*:}; done
      CMD=(timeout "$CAP" "$BIN/mmaker" "IF=$stem.mtx" "MT=$mt" "IMT=$MM_IMT" R=1) ;;
    mv) CMD=(timeout "$CAP" "$BIN/mv" "$stem.mv") ;;
  esac
}

# size_of TOOL STEM OUTFILE ERRFILE -> the matching size the tool printed (empty if none).
size_of() {
  local tool=$1 stem=$2 o=$3 e=$4
  case $tool in
    bigame:*) grep -o '"matching_size":[0-9]*' "$o" | head -1 | cut -d: -f2 ;;
    lemon) python3 bench/tutte_berge.py "$stem.txt" "$o" | sed -n 's/^size //p' ;;
    msbfsgraft | pf) sed -n 's/^Matched Rows cardinality *= *\([0-9]*\).*/\1/p' "$o" "$e" | tail -1 ;;
    mm:*) sed -n 's/^Maximal Match Count:\([0-9]*\).*/\1/p' "$o" "$e" | tail -1 ;;
    mv) sed -n 's/^matching \([0-9]*\).*/\1/p' "$o" | tail -1 ;;
  esac
}

# ---------------------------------------------------------------- runs
declare -A RES=() SIZE=() ONE=() NV=() NE=() DEFAULT=() AGREED=()
MISMATCH=0
for fam in "${FAMS[@]}"; do
  gen=${GEN_ARGS[$fam]:-$fam}
  for size in "${SIZE_LIST[@]}"; do
    in=$fam.$size
    stem=$OUT/inputs/$in
    say ""
    say "== $fam, size $size"
    # Inputs: the edge list for everyone, Matrix Market for the bipartite families, and MV's
    # 0-based edge list. Generated afresh (deterministic, and cheap next to the runs).
    # shellcheck disable=SC2086
    "$BIGAME" gen hard $gen --size "$size" --seed 1 -o "$stem.txt"
    if ! is_general "$fam"; then
      # shellcheck disable=SC2086
      "$BIGAME" gen hard $gen --size "$size" --seed 1 --format matrix-market -o "$stem.mtx"
    fi
    if [[ " ${TOOLS[*]} " == *" mv "* ]]; then
      awk 'NR == 1 { print; next } { print $1 - 1, $2 - 1 }' "$stem.txt" >"$stem.mv"
    fi
    read -r nv ne <"$stem.txt"
    NV[$in]=$nv NE[$in]=$ne
    # The algorithm bigame picks by itself for this family, asked on a small one.
    probe=$OUT/inputs/probe.$([ -f "$stem.mtx" ] && echo mtx || echo txt)
    # shellcheck disable=SC2086
    "$BIGAME" gen hard $gen --size 1000 --seed 1 -o "$probe"
    DEFAULT[$in]=$("$BIGAME" analyze "$probe" --format json --start 1 2>/dev/null |
      grep -o '"algorithm":"[^"]*"' | cut -d'"' -f4 || true)
    rm -f "$probe"
    say "   $nv vertices, $ne edges; bigame's default: ${DEFAULT[$in]:-?}"
    for tool in "${TOOLS[@]}"; do
      key="$in|$tool"
      set_cmd "$tool" "$fam" "$stem" || { RES[$key]="—"; continue; }
      outf=$OUT/runs/$in.${tool/:/-}.out errf=$OUT/runs/$in.${tool/:/-}.err
      rc=0
      t0=$(now_ns)
      "${CMD[@]}" >"$outf" 2>"$errf" || rc=$?
      t1=$(now_ns)
      check_s=$(secs "$t0" "$t1")
      if [ "$rc" = 124 ]; then
        RES[$key]="> $CAP"
        say "  ${TITLE[$tool]}: > $CAP s"
        continue
      elif [ "$rc" != 0 ]; then
        RES[$key]="error"
        say "  ${TITLE[$tool]}: FAILED, exit $rc: $(head -c 300 "$errf" | head -n 2)"
        continue
      fi
      SIZE[$key]=$(size_of "$tool" "$stem" "$outf" "$errf")
      med=""
      if awk -v t="$check_s" -v s="$SLOW" 'BEGIN { exit !(t > s) }'; then
        med=$check_s
        ONE[$key]=1
      elif [ "$HAVE_HYPERFINE" = 1 ]; then
        if hyperfine -N --style none --runs "$RUNS" --export-json "$OUT/json/$in.${tool/:/-}.json" \
          "$(cmd_string)" >/dev/null 2>"$OUT/runs/$in.${tool/:/-}.hyperfine.err"; then
          med=$(python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' \
            "$OUT/json/$in.${tool/:/-}.json")
        fi
      else
        med=$(median_loop "$RUNS") && med=${med%% *} || med=""
      fi
      if [ -z "$med" ]; then
        RES[$key]="> $CAP"
        say "  ${TITLE[$tool]}: a timed run failed or passed $CAP s (the checked run: $check_s s)"
        continue
      fi
      RES[$key]=$med
      say "  ${TITLE[$tool]}: ${med} s${ONE[$key]:+ (one run)}, matching ${SIZE[$key]:-?}"
    done
    # ---- every size printed must be the same
    sizes="" first="" bad=0
    for tool in "${TOOLS[@]}"; do
      s=${SIZE[$in|$tool]:-}
      [ -n "$s" ] || continue
      sizes+=" ${TITLE[$tool]}=$s"
      if [ -z "$first" ]; then first=$s; elif [ "$s" != "$first" ]; then bad=1; fi
    done
    for tool in "${TOOLS[@]}"; do
      if [[ "${RES[$in|$tool]:-}" =~ ^[0-9.]+$ ]] && [ -z "${SIZE[$in|$tool]:-}" ]; then
        bad=1 sizes+=" ${TITLE[$tool]}=(none printed)"
      fi
    done
    if [ "$bad" = 1 ]; then
      MISMATCH=1
      AGREED[$in]="DISAGREE"
      printf '\n!!!!!!!! MISMATCH on %s:%s\n\n' "$in" "$sizes" >&2
    else
      AGREED[$in]=${first:-—}
      say "  check: every matching has ${first:-?} edges"
    fi
    [ "$KEEP" = 1 ] || rm -f "$stem.txt" "$stem.mtx" "$stem.mv"
  done
done

# ---------------------------------------------------------------- tables
num() { [[ "${1:-}" =~ ^[0-9.]+$ ]]; }
md=$OUT/hard.md
{
  say "# Hard instances: bigame vs. the public codes"
  say ""
  machine_line
  say "Median wall seconds of whole-process runs ($([ "$HAVE_HYPERFINE" = 1 ] && echo "hyperfine -N" || echo "shell loop"), $RUNS runs after one checked run;"
  say "¹: that checked run alone, for commands over $SLOW s), file reading included; cap $CAP s per command (\"> $CAP\": capped); —: does not apply."
  say "Inputs: \`bigame gen hard FAMILY --size S --seed 1\` (NAME-relabel: \`NAME --relabel\`); bipartite families as Matrix Market (bigame, Azad's codes, matchmaker)"
  say "and as an edge list (LEMON, MV); general families as an edge list. bigame: \`bigame analyze FILE --algorithm A --format json --start 1\`."
  say "Peers: MS-BFS-Graft and Pothen–Fan+ (Azad, \`msBFSGraft\`/\`pf FILE $PEER_THREADS\`, $PEER_THREADS thread(s)); matchmaker \`mmaker MT=k IMT=$MM_IMT\` (PF, PFP, HK, HK_DW, ABMP, ABMP_BFS);"
  say "LEMON MaxMatching (\`lemon_graph\`); MV: a Micali–Vazirani code. Every matching size printed (LEMON's: the Tutte–Berge bound of its verdicts) was checked equal."
  say "default ÷ best peer: the time of bigame's default algorithm (the one \`bigame analyze\` picks, **bold**) over the best peer's (> 1: bigame slower); growth: the default's time over its time at half the size."
  for fam in "${FAMS[@]}"; do
    say ""
    say "## $fam"
    say ""
    hdr="| size | vertices | edges |" sep="|---|---|---|"
    cols=()
    for tool in "${TOOLS[@]}"; do
      # Columns that never apply to this family are left out.
      any=0
      for size in "${SIZE_LIST[@]}"; do [ "${RES[$fam.$size|$tool]:-—}" != "—" ] && any=1; done
      [ "$any" = 1 ] || continue
      cols+=("$tool") hdr+=" ${TITLE[$tool]} |" sep+="---|"
    done
    hdr+=" default ÷ best peer | growth | matching |" sep+="---|---|---|"
    say "$hdr"
    say "$sep"
    prev=""
    for size in "${SIZE_LIST[@]}"; do
      in=$fam.$size
      def=${DEFAULT[$in]:-}
      row="| $size | ${NV[$in]:-?} | ${NE[$in]:-?} |"
      for tool in "${cols[@]}"; do
        v=${RES[$in|$tool]:-—}${ONE[$in|$tool]:+¹}
        if [ "$tool" = "bigame:$def" ]; then v="**$v**"; fi
        row+=" $v |"
      done
      d=${RES[$in|bigame:$def]:-}
      best="" bt=""
      for t in "${PEER_IDS[@]}"; do
        v=${RES[$in|$t]:-}
        num "$v" || continue
        if [ -z "$best" ] || awk -v a="$v" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$v bt=$t; fi
      done
      ratio="—"
      if num "$d" && [ -n "$best" ]; then
        ratio="$(awk -v d="$d" -v p="$best" 'BEGIN { if (p > 0) printf "%.2f", d / p; else printf "—" }') (${TITLE[$bt]})"
      elif [ "${d:0:1}" = ">" ] && [ -n "$best" ]; then
        ratio="> $(awk -v d="$CAP" -v p="$best" 'BEGIN { printf "%.0f", d / p }') (${TITLE[$bt]})"
      fi
      growth="—"
      if num "$d" && num "$prev"; then growth=$(awk -v a="$d" -v b="$prev" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "—" }'); fi
      prev=$d
      row+=" $ratio | $growth | ${AGREED[$in]:-—} |"
      say "$row"
    done
  done
  true
} >"$md"

finish_report "$md" "SOME MATCHING SIZES DISAGREED: see the messages above"
