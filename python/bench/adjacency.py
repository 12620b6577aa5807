"""How long a square sparse matrix takes to read as an adjacency matrix (the symmetry
check and the edges above the diagonal), against one copy of its index arrays."""
import time, numpy as np, scipy.sparse as sp
from bigame import _convert
rng = np.random.default_rng(1)
n, m = 10**6, 5 * 10**6
i, j = rng.integers(0, n, size=(2, m))
keep = i != j
i, j = i[keep], j[keep]
A = sp.csr_array((np.ones(2 * len(i)), (np.concatenate([i, j]), np.concatenate([j, i]))), shape=(n, n))
A.sum_duplicates()
print("nnz", A.nnz, A.indices.dtype)
def best(f, k=5):
    ts = []
    for _ in range(k):
        t = time.perf_counter(); f(); ts.append(time.perf_counter() - t)
    return sorted(ts)[len(ts)//2]
copy = best(lambda: (A.indptr.copy(), A.indices.copy()))
conv = best(lambda: _convert.as_graph(A))
old = best(lambda: _convert._symmetric_pattern(A))
print(f"one copy of indptr+indices {copy*1e3:.1f} ms; as_graph {conv*1e3:.1f} ms ({conv/copy:.1f}x); old symmetric check alone {old*1e3:.1f} ms")
from bigame import _bigame
t = best(lambda: A.has_canonical_format)
r = best(lambda: _bigame.adjacency_pairs(n, A.indptr, A.indices))
print(f"has_canonical_format {t*1e3:.1f} ms; native pass {r*1e3:.1f} ms")
