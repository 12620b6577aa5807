#!/usr/bin/env bash
# Shared by the bench/compare*.sh scripts (sourced, not run): messages, and installing a missing
# tool with apt-get when this user can (root, or sudo), so that a fresh machine needs nothing
# beyond the Rust toolchain. The caller sets OUT (where apt.log goes) before sourcing.

say() { printf '%s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }

SUDO=()
CAN_APT=1
if ! command -v apt-get >/dev/null 2>&1; then
  CAN_APT=0
elif [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=(sudo); else CAN_APT=0; fi
fi
APT_UPDATED=0

# apt_install PKG... -> status 0 if installed. Tries without `apt-get update` first: the
# package lists are usually fresh enough, and the update is the slow part.
apt_install() {
  [ "$CAN_APT" = 1 ] || return 1
  say "installing $* (apt-get, log in $OUT/apt.log)"
  if "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$OUT/apt.log" 2>&1; then
    return 0
  fi
  if [ "$APT_UPDATED" = 0 ]; then
    APT_UPDATED=1
    "${SUDO[@]}" apt-get update -q >>"$OUT/apt.log" 2>&1 || true
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$OUT/apt.log" 2>&1 && return 0
  fi
  return 1
}

# Sets HAVE_HYPERFINE and HAVE_TIME, installing hyperfine and GNU time if they are missing.
need_timers() {
  command -v hyperfine >/dev/null 2>&1 || apt_install hyperfine ||
    warn "hyperfine unavailable: timing with a plain shell loop (median of the same number of runs)"
  HAVE_HYPERFINE=0
  command -v hyperfine >/dev/null 2>&1 && HAVE_HYPERFINE=1
  [ -x /usr/bin/time ] || apt_install time || warn "/usr/bin/time unavailable: no peak-memory figures"
  HAVE_TIME=0
  [ -x /usr/bin/time ] && HAVE_TIME=1
}

# One line for a report's header: when, on what machine, and which bigame commit (marked
# dirty when the working tree has changes, since those are what was measured).
machine_line() {
  printf '%s, %s CPU(s), %s, bigame %s%s.\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" \
    "$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || echo '?')" \
    "$(git rev-parse --short HEAD 2>/dev/null || echo '?')" \
    "$([ -n "$(git status --porcelain 2>/dev/null)" ] && echo ' (dirty tree)')"
}

# finish_report MD MESSAGE: shows the report MD, and exits 1 with MESSAGE if some answer
# disagreed (the caller sets MISMATCH=1 when one did).
finish_report() {
  say ""
  cat "$1"
  say ""
  say "written to $1"
  if [ "${MISMATCH:-0}" = 1 ]; then
    say "!!!!!!!! $2" >&2
    exit 1
  fi
}

# parse_quick ARGS...: the scripts' one optional flag. Sets QUICK=1 for --quick, prints the
# caller's `usage` for -h/--help, and exits 2 on anything else.
parse_quick() {
  case "${1:-}" in
    "") ;;
    --quick) QUICK=1 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
  [ $# -le 1 ] || { usage >&2; exit 2; }
}

# The argv in the array CMD as one string for `hyperfine -N` (%q quoting is understood).
cmd_string() {
  local s="" w
  for w in "${CMD[@]}"; do s+="$(printf '%q' "$w") "; done
  printf '%s' "${s% }"
}
now_ns() { date +%s%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e9 }'; }

# median_loop RUNS [WARMUP] -> "median min max" seconds of the command in CMD over RUNS runs
# after WARMUP unmeasured ones, or status 1 if a run fails. For machines without hyperfine.
median_loop() {
  local runs=$1 warm=${2:-0} i t0 t1 times=()
  for ((i = 0; i < warm; i++)); do "${CMD[@]}" >/dev/null 2>&1 || return 1; done
  for ((i = 0; i < runs; i++)); do
    t0=$(now_ns)
    "${CMD[@]}" >/dev/null 2>&1 || return 1
    t1=$(now_ns)
    times+=("$(secs "$t0" "$t1")")
  done
  printf '%s\n' "${times[@]}" | sort -g |
    awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.4f %.4f %.4f", m, a[1], a[NR] }'
}
