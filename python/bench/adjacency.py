"""How long a square sparse matrix takes to read as an adjacency matrix: ``as_graph`` checks
its pattern for symmetry (exactly) and builds the library's graph from ``indptr`` and
``indices`` at once. Against one copy of those arrays, and against what the same graph costs
the library when it comes as an ``(n, edges)`` array (its check and its graph build, measured
as the difference between two calls of the matching on the edge array and on the graph
already built)."""
import time

import numpy as np
import scipy.sparse as sp

from bigame import _bigame, _convert

rng = np.random.default_rng(1)
n, m = 10**6, 5 * 10**6
i, j = rng.integers(0, n, size=(2, m))
keep = i != j
i, j = i[keep], j[keep]
A = sp.csr_array((np.ones(2 * len(i)), (np.concatenate([i, j]), np.concatenate([j, i]))), shape=(n, n))
A.sum_duplicates()
print("nnz", A.nnz, "indices", A.indices.dtype)


def timed(f):
    t = time.perf_counter()
    f()
    return time.perf_counter() - t


def paired(f, g, k=7):
    """Medians of f's time, g's time and their ratio, the two run alternately k times (the
    ratio pair by pair, so that a busy machine slows both alike)."""
    a, b = [], []
    for _ in range(k):
        a.append(timed(f))
        b.append(timed(g))
    ratios = sorted(x / y for x, y in zip(a, b))
    return sorted(a)[k // 2], sorted(b)[k // 2], ratios[k // 2]


for name in ("int64", "int32"):
    M = A
    if name == "int32":
        M = A.copy()
        M.indptr, M.indices = M.indptr.astype(np.int32), M.indices.astype(np.int32)
    conv, copy, ratio = paired(lambda: _convert.as_graph(M), lambda: (M.indptr.copy(), M.indices.copy()))
    print(f"{name}: as_graph (check + graph) {conv * 1e3:.1f} ms, one copy of indptr + indices "
          f"{copy * 1e3:.1f} ms: {ratio:.1f}x one copy (median of pair ratios)")

g = _convert.as_graph(A)
edges = g.edge_array()
from_edges, from_graph, ratio = paired(
    lambda: _bigame.matching(n, edges, None), lambda: _bigame.matching(n, g.native, None), 5
)
print(f"maximum matching from the (m, 2) edge array {from_edges * 1e3:.0f} ms, from the graph "
      f"as_graph built {from_graph * 1e3:.0f} ms (ratio {ratio:.2f}): the edge array's check "
      f"and graph build cost about {(from_edges - from_graph) * 1e3:.0f} ms")
