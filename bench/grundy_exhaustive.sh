#!/usr/bin/env bash
# The long exhaustive agreement runs of the Grundy values (issue 54), which `cargo test`
# samples: the library's values against a plain recursion over visited sets (shared with
# nothing in the library) on every labelled graph of 7 vertices (2,097,152 graphs, every
# start), and the random soak of src/game/grundy/tests.rs (200,000 graphs of 2 to 14
# vertices, maximum degree 3, 4 and 5). Every graph of up to 8 vertices up to isomorphism
# (12,346 of 8) is checked by the default tests already.
#
# usage: bench/grundy_exhaustive.sh     (from anywhere)
# Prints each test's result and its wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
for test in grundy::exhaustive::every_labelled_graph_of_seven_vertices grundy::tests::soak; do
  started=$SECONDS
  cargo test --release --lib "$test" -- --ignored --exact "game::$test" 2>&1 | grep -E "^test |test result"
  echo "$test: $((SECONDS - started)) s"
done
