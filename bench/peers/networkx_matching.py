#!/usr/bin/env python3
"""Peer: NetworkX's general-graph matching on a 1-based edge list.

usage: networkx_matching.py [FILE]      (no FILE or "-": standard input)

Input: "n m", then m lines "u v", the input of `bigame analyze`. Output: "size S", the number of
edges of a maximum matching, computed by nx.max_weight_matching(G, maxcardinality=True) with
every weight 1 (Galil's O(n^3) blossom algorithm in pure Python: very slow, so bench scripts run
it under a timeout). Parallel edges collapse into one, which changes no matching size.
"""
import sys

import networkx as nx


def main(argv):
    if len(argv) > 2:
        sys.stderr.write(__doc__)
        return 2
    path = argv[1] if len(argv) == 2 else "-"
    if path == "-":
        data = sys.stdin.buffer.read().split()
    else:
        with open(path, "rb") as f:
            data = f.read().split()
    n, m = int(data[0]), int(data[1])
    if len(data) < 2 + 2 * m:
        sys.stderr.write("networkx_matching.py: expected %d lines 'u v'\n" % m)
        return 2
    ids = list(map(int, data[2:2 + 2 * m]))
    del data
    G = nx.Graph()
    G.add_nodes_from(range(1, n + 1))
    G.add_edges_from(zip(ids[0::2], ids[1::2]))
    del ids
    matching = nx.max_weight_matching(G, maxcardinality=True)
    sys.stdout.write("size %d\n" % len(matching))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
