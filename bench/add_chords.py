#!/usr/bin/env python3
"""Adds odd chords to a bipartite graph: a near-bipartite general graph for blossom.

usage: bench/add_chords.py IN OUT PER SEED [--relabel]

IN is a bipartite edge list as `bigame gen hard` writes it (a header `n m`, then one `u v`
line per edge, vertices 1..n). OUT gets the same graph plus max(1, m // PER) chords, each
between two random vertices of one side (so each closes odd cycles), then, with --relabel,
the vertex ids permuted at random and the edges shuffled. The sides are the graph's own
two-colouring; an input that is not bipartite is refused. Deterministic for a given SEED.

`bigame gen hard maze-chords` is the maze with this construction built in; this script gives
the other families the same treatment, e.g. the cube with one chord per 1000 edges:
    bigame gen hard cube --size 1000000 --seed 1 > cube.txt
    bench/add_chords.py cube.txt cube-chords.txt 1000 1 --relabel
"""
import random
import sys
from collections import deque


def read_edges(path):
    with open(path) as f:
        n, m = map(int, f.readline().split())
        edges = [tuple(map(int, line.split()[:2])) for line in f if line.strip()]
    if len(edges) != m:
        sys.exit(f"{path}: the header says {m} edges, the file has {len(edges)}")
    return n, edges


def two_colouring(n, edges, path):
    adjacent = [[] for _ in range(n + 1)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    colour = [-1] * (n + 1)
    for s in range(1, n + 1):
        if colour[s] >= 0:
            continue
        colour[s] = 0
        queue = deque([s])
        while queue:
            x = queue.popleft()
            for y in adjacent[x]:
                if colour[y] < 0:
                    colour[y] = 1 - colour[x]
                    queue.append(y)
                elif colour[y] == colour[x]:
                    sys.exit(f"{path}: not bipartite (edge {x} {y} closes an odd cycle)")
    return colour


def main():
    args = [a for a in sys.argv[1:] if a != "--relabel"]
    if len(args) != 4:
        sys.exit(__doc__.split("\n\n")[1])
    source, target, per, seed = args[0], args[1], int(args[2]), int(args[3])
    rng = random.Random(seed)
    n, edges = read_edges(source)
    colour = two_colouring(n, edges, source)
    sides = [[v for v in range(1, n + 1) if colour[v] == c] for c in (0, 1)]
    if max(len(side) for side in sides) < 2:
        sys.exit(f"{source}: no side has two vertices to join")
    present = {(min(u, v), max(u, v)) for u, v in edges}
    wanted = max(1, len(edges) // per)
    added = 0
    while added < wanted:
        side = sides[rng.randrange(2)]
        if len(side) < 2:
            continue
        u, v = rng.choice(side), rng.choice(side)
        key = (min(u, v), max(u, v))
        if u != v and key not in present:
            present.add(key)
            edges.append((u, v))
            added += 1
    if "--relabel" in sys.argv[1:]:
        ids = list(range(1, n + 1))
        rng.shuffle(ids)
        edges = [(ids[u - 1], ids[v - 1]) for u, v in edges]
        rng.shuffle(edges)
    with open(target, "w") as f:
        f.write(f"{n} {len(edges)}\n")
        f.write("".join(f"{u} {v}\n" for u, v in edges))


if __name__ == "__main__":
    main()
