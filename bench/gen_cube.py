#!/usr/bin/env python3
"""A three-dimensional grid with cells removed at random, as a bipartite Matrix Market file.

usage: gen_cube.py A B C REMOVED_PERCENT SEED [--relabel] > cube.mtx

Cells (x, y, z) with 0 <= x < A, 0 <= y < B, 0 <= z < C; each is removed independently with
probability REMOVED_PERCENT/100; side-adjacent kept cells are joined. Rows are the cells with
x + y + z even, columns the others, each numbered in cell order (x, then y, then z). Each row
lists its neighbours up x, y, z, then down x, y, z. With --relabel the ids are permuted at
random within each side and the edges shuffled.

Why it is hard: with 10% removed, the multi-source passes find about a tenth of the remaining
augmenting paths per pass for half a sweep of the graph each, a trickle that the guard's
credit alone paid for (BENCHMARKS.md, "A trickle of paths"). The file depends only on the
arguments (random.Random(SEED)).
"""
import random
import sys


def main(argv):
    args = [a for a in argv[1:] if a != "--relabel"]
    relabel = len(args) != len(argv) - 1
    if len(args) != 5:
        sys.stderr.write(__doc__)
        return 2
    try:
        a, b, c = int(args[0]), int(args[1]), int(args[2])
        p = float(args[3]) / 100.0
        seed = int(args[4])
    except ValueError:
        sys.stderr.write(__doc__)
        return 2
    if min(a, b, c) < 1 or not 0.0 <= p <= 1.0:
        sys.stderr.write("gen_cube.py: sides must be positive, the percentage 0 to 100\n")
        return 2
    rng = random.Random(seed)
    cells = a * b * c
    kept = [rng.random() >= p for _ in range(cells)]
    ids = [-1] * cells
    counts = [0, 0]
    for i in range(cells):
        if kept[i]:
            side = (i // (b * c) + i // c % b + i % c) % 2
            ids[i] = counts[side]
            counts[side] += 1
    rows, cols = counts
    perm = [list(range(rows)), list(range(cols))]
    if relabel:
        rng.shuffle(perm[0])
        rng.shuffle(perm[1])
    steps = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (-1, 0, 0), (0, -1, 0), (0, 0, -1)]
    edges = []
    for i in range(cells):
        x, y, z = i // (b * c), i // c % b, i % c
        if not kept[i] or (x + y + z) % 2:
            continue
        for dx, dy, dz in steps:
            xx, yy, zz = x + dx, y + dy, z + dz
            if 0 <= xx < a and 0 <= yy < b and 0 <= zz < c:
                j = (xx * b + yy) * c + zz
                if kept[j]:
                    edges.append((perm[0][ids[i]], perm[1][ids[j]]))
    if relabel:
        rng.shuffle(edges)
    out = sys.stdout
    out.write("%%MatrixMarket matrix coordinate pattern general\n")
    out.write(f"{rows} {cols} {len(edges)}\n")
    out.write("".join(f"{u + 1} {v + 1}\n" for u, v in edges))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
