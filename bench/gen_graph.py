#!/usr/bin/env python3
"""Random sparse graph as a 1-based edge list (the input of `bigame analyze`).

usage: gen_graph.py N AVG_DEGREE SEED [--bipartite] > graph.txt

Prints "N M" with M = round(N * AVG_DEGREE / 2), then M lines "u v" (1 <= u, v <= N). Both
endpoints of every edge are uniform at random; there are no self-loops and no parallel edges
(a repeated pair is drawn again). With --bipartite, vertices 1..ceil(N/2) form one side and the
rest the other, and every edge joins the two sides.

The graph depends only on the arguments (random.Random(SEED), one random() per endpoint), so the
same call gives the same file on every machine. numpy is deliberately not used even where it is
installed: a numpy path would give a different graph for the same SEED depending on what the
machine has, and these files must be reproducible. 10^6 vertices at degree 8 (4*10^6 edges)
take about 10 s and 0.75 GB.
"""
import random
import sys


def main(argv):
    args = [a for a in argv[1:] if a != "--bipartite"]
    bipartite = len(args) != len(argv) - 1
    if len(args) != 3:
        sys.stderr.write(__doc__)
        return 2
    try:
        n = int(args[0])
        deg = float(args[1])
        seed = int(args[2])
    except ValueError:
        sys.stderr.write(__doc__)
        return 2
    if n < 1 or deg < 0:
        sys.stderr.write("need N >= 1 and AVG_DEGREE >= 0\n")
        return 2
    m = int(round(n * deg / 2))
    if bipartite:
        left = (n + 1) // 2
        possible = left * (n - left)
    else:
        possible = n * (n - 1) // 2
    if m > possible:
        sys.stderr.write("%d edges asked for, but a simple graph of this kind has at most %d\n" % (m, possible))
        return 2
    if m > possible // 2:
        # Rejection sampling of repeated pairs gets slow when the graph is dense; this generator
        # is for sparse graphs.
        sys.stderr.write("gen_graph.py is for sparse graphs: %d edges is over half of the %d possible\n" % (m, possible))
        return 2

    rnd = random.Random(seed).random
    seen = set()
    add = seen.add
    lines = []
    push = lines.append
    if bipartite:
        right = n - left
        while len(lines) < m:
            u = int(rnd() * left)          # 0-based left vertex
            v = left + int(rnd() * right)  # 0-based right vertex
            key = u * n + v
            if key in seen:
                continue
            add(key)
            push("%d %d" % (u + 1, v + 1))
    else:
        while len(lines) < m:
            u = int(rnd() * n)
            v = int(rnd() * n)
            if u == v:
                continue
            key = u * n + v if u < v else v * n + u
            if key in seen:
                continue
            add(key)
            push("%d %d" % (u + 1, v + 1))
    del seen
    out = sys.stdout
    out.write("%d %d\n" % (n, m))
    if lines:
        out.write("\n".join(lines))
        out.write("\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
