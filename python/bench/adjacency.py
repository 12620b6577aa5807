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


def median(f, k=5):
    ts = []
    for _ in range(k):
        t = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t)
    return sorted(ts)[len(ts) // 2]


for name, M in (("int64", A), ("int32", None)):
    if M is None:
        M = A.copy()
        M.indptr, M.indices = M.indptr.astype(np.int32), M.indices.astype(np.int32)
    copy = median(lambda: (M.indptr.copy(), M.indices.copy()))
    conv = median(lambda: _convert.as_graph(M))
    print(f"{name}: one copy of indptr + indices {copy * 1e3:.1f} ms; as_graph (check + graph) "
          f"{conv * 1e3:.1f} ms ({conv / copy:.1f}x one copy)")

g = _convert.as_graph(A)
edges = g.edge_array()
from_edges = median(lambda: _bigame.matching(n, edges, None), 3)
from_graph = median(lambda: _bigame.matching(n, g.native, None), 3)
print(f"maximum matching from the (m, 2) edge array {from_edges * 1e3:.0f} ms, from the graph "
      f"as_graph built {from_graph * 1e3:.0f} ms: the edge array's check and graph build cost "
      f"about {(from_edges - from_graph) * 1e3:.0f} ms")
