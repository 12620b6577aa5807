#!/usr/bin/env bash
# Builds the C++ peers for general-graph matching into bench/out/bin (or $1):
#   boost_matching   Boost Graph's edmonds_maximum_cardinality_matching (bench/peers/boost_matching.cpp)
#   lemon_graph, lemon_board and the seed programs, via ../shared/anchors/build.sh (LEMON MaxMatching)
# Installs nothing. A missing header is reported with the Debian package that provides it, the
# programs that can be built are built all the same, and the exit status is then 1:
#   apt-get install -y libboost-graph-dev liblemon-dev
# Env: CXX (default g++), ANCHORS (default ../shared/anchors beside the repository).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
out=${1:-$repo/bench/out/bin}
anchors=${ANCHORS:-$repo/../shared/anchors}
CXX=${CXX:-g++}
mkdir -p "$out"

command -v "$CXX" >/dev/null 2>&1 || { echo "peers/build.sh: $CXX not found (apt-get install -y g++)" >&2; exit 1; }

# has_header HEADER: can the compiler find it? (asks the preprocessor, so non-/usr/include installs count too)
has_header() { printf '#include <%s>\n' "$1" | "$CXX" -std=c++17 -E -x c++ - >/dev/null 2>&1; }

missing=()
if has_header boost/graph/max_cardinality_matching.hpp; then
  $CXX -O2 -std=c++17 -o "$out/boost_matching" "$here/boost_matching.cpp"
  echo "built $out/boost_matching"
else
  missing+=("boost/graph/max_cardinality_matching.hpp (Debian: libboost-graph-dev) -> no boost_matching")
fi

if ! has_header lemon/matching.h; then
  missing+=("lemon/matching.h (Debian: liblemon-dev) -> no lemon_graph / lemon_board")
fi
if [ -f "$anchors/build.sh" ]; then
  # The anchors' script builds the seed programs too and skips LEMON itself when the header is absent.
  bash "$anchors/build.sh" "$out"
else
  missing+=("$anchors/build.sh (the shared anchors) -> no lemon_graph")
fi

if [ "${#missing[@]}" -gt 0 ]; then
  {
    echo "peers/build.sh: MISSING:"
    printf '  %s\n' "${missing[@]}"
    echo "install with: apt-get install -y libboost-graph-dev liblemon-dev   (sudo if not root)"
  } >&2
  exit 1
fi
