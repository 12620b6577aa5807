#!/usr/bin/env python3
"""Maximum matching size implied by per-vertex verdicts (Tutte-Berge bound of their barrier).

usage: tutte_berge.py GRAPH VERDICTS

GRAPH is a 1-based edge list ("n m", then m lines "u v"); VERDICTS is the output of
`bigame analyze GRAPH` or lemon_graph on it: one line "v win" or "v lose" per vertex.

The "lose" vertices are D, the vertices that some maximum matching misses; A is the set of the
other vertices with a neighbour in D. For ANY vertex set A, Tutte-Berge gives
    nu(G) <= (n + |A| - odd(G - A)) / 2,
odd(.) counting the components with an odd number of vertices, and for the true D (the
Gallai-Edmonds decomposition) the bound is tight. This prints "size S" with S that bound, in the
format of the Boost and NetworkX peers. So a peer's matching of size S certifies both that the
peer's matching is maximum and that the verdicts' barrier is a Tutte-Berge witness, without
trusting either program: bigame prints verdicts only, and this gives it a size to compare.
Exit status 2 on malformed input.
"""
import sys


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], "rb") as f:
        data = f.read().split()
    n, m = int(data[0]), int(data[1])
    if len(data) != 2 + 2 * m:
        sys.stderr.write("tutte_berge.py: %s: expected %d edges\n" % (argv[1], m))
        return 2
    ends = list(map(int, data[2:]))
    del data
    with open(argv[2], "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if len(lines) != n:
        sys.stderr.write("tutte_berge.py: %s: %d lines for %d vertices\n" % (argv[2], len(lines), n))
        return 2
    lose = bytearray(n + 1)  # 1 = in D
    for k, line in enumerate(lines):
        parts = line.split()
        if len(parts) != 2 or int(parts[0]) != k + 1 or parts[1] not in (b"win", b"lose"):
            sys.stderr.write("tutte_berge.py: %s:%d: expected '%d win' or '%d lose'\n" % (argv[2], k + 1, k + 1, k + 1))
            return 2
        if parts[1] == b"lose":
            lose[k + 1] = 1
    del lines

    us, vs = ends[0::2], ends[1::2]
    del ends
    # A: non-D vertices with a D neighbour.
    barrier = bytearray(n + 1)
    for u, v in zip(us, vs):
        if lose[u] != lose[v]:
            barrier[v if lose[u] else u] = 1
    # Components of G - A: union-find (path halving, union by size) over the edges avoiding A.
    parent = list(range(n + 1))
    size = [1] * (n + 1)
    for u, v in zip(us, vs):
        if barrier[u] or barrier[v]:
            continue
        while parent[u] != u:
            parent[u] = parent[parent[u]]
            u = parent[u]
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        if u != v:
            if size[u] < size[v]:
                u, v = v, u
            parent[v] = u
            size[u] += size[v]
    odd = sum(1 for x in range(1, n + 1) if parent[x] == x and not barrier[x] and size[x] & 1)
    a = sum(barrier)
    twice = n + a - odd
    sys.stdout.write("size %d\n" % (twice // 2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
