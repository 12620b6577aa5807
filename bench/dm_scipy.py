#!/usr/bin/env python3
"""The Dulmage–Mendelsohn benchmark input of issue 8, and scipy's matching time on it.

usage: dm_scipy.py OUT_DIR [ROWS COLS NONZEROS SEED]     (default 1000000 1000000 10000000 1)

Writes, unless they exist, OUT_DIR/matrix.mtx (Matrix Market, coordinate pattern general:
NONZEROS entries at uniform random positions, repeats possible) and OUT_DIR/matrix.txt (the
same matrix as a bigame edge list: rows are vertices 1..ROWS, columns ROWS+1..ROWS+COLS). Then
times scipy.sparse.csgraph.maximum_bipartite_matching on it (matching only, the matrix already
in memory; best of 3) and prints the time and the matching size. Time bigame on the same
matrix with, e.g., `/usr/bin/time bigame decompose OUT_DIR/matrix.txt > /dev/null`.

Needs numpy and scipy (`pip install scipy`). The matrix depends on numpy's default_rng(SEED),
so it is reproducible for a given numpy major version. Writing the 10^7-entry files takes about
40 s and 0.3 GB of disk.
"""
import os
import sys
import time


def main(argv):
    if len(argv) not in (2, 6):
        sys.stderr.write(__doc__)
        return 2
    import numpy as np
    import scipy
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import maximum_bipartite_matching

    out = argv[1]
    rows, cols, nnz, seed = (int(x) for x in argv[2:]) if len(argv) == 6 else (
        1_000_000, 1_000_000, 10_000_000, 1)
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(seed)
    i = rng.integers(0, rows, nnz, dtype=np.int64)
    j = rng.integers(0, cols, nnz, dtype=np.int64)
    mtx = os.path.join(out, "matrix.mtx")
    edges = os.path.join(out, "matrix.txt")
    if not os.path.exists(mtx):
        with open(mtx, "w") as f:
            f.write("%%MatrixMarket matrix coordinate pattern general\n")
            f.write(f"{rows} {cols} {nnz}\n")
            np.savetxt(f, np.stack([i + 1, j + 1], axis=1), fmt="%d %d")
    if not os.path.exists(edges):
        with open(edges, "w") as f:
            f.write(f"{rows + cols} {nnz}\n")
            np.savetxt(f, np.stack([i + 1, rows + j + 1], axis=1), fmt="%d %d")
    a = csr_matrix((np.ones(nnz, dtype=np.int8), (i, j)), shape=(rows, cols))
    a.sum_duplicates()
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        m = maximum_bipartite_matching(a, perm_type="column")
        best = min(best, time.perf_counter() - start)
    print(f"scipy {scipy.__version__} maximum_bipartite_matching on {rows}x{cols}, {nnz} "
          f"entries: {best:.3f} s (best of 3), matching size {int((m >= 0).sum())}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
