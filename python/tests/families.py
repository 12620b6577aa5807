"""Input families shared by the tests and the benchmark (python/bench/bench.py)."""

import numpy as np
import scipy.sparse as sp


def csr(rows, cols, shape):
    """A CSR matrix of ones with int32 indices (older scipy's csgraph accepts only those)."""
    rows = np.asarray(rows, dtype=np.int32)
    cols = np.asarray(cols, dtype=np.int32)
    return sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=shape)


def trap_ladder(k):
    """The scipy 26147 ladder: k levels of K_{2,2} (rows R_t = {2t, 2t+1} matched by the
    greedy start to columns C_t = {2t, 2t+1}, each row of level t joined to both columns of
    level t + 1), whose last level is a dead end, beside a chain r0 - c'_0 = r'_0 - c'_1 = ...
    - c'_k (free) from the one free row r0, which is next to C_0 and c'_0. Rows are numbered
    backwards (row x is row 3k - x of the construction), the order that makes scipy's
    depth-first search, which never marks dead ends, walk all 2^k paths through the ladder
    before the chain: 3k + 1 vertices a side, 8k - 1 entries, a perfect matching. k = 31 gives
    94 rows and columns, as the issue's instance (scipy: seconds, doubling per level)."""
    rows, cols = [], []
    for t in range(k):
        for x in range(2):
            rows.append(2 * t + x)
            cols.append(2 * t + x)
            if t + 1 < k:
                for y in range(2):
                    rows.append(2 * t + x)
                    cols.append(2 * (t + 1) + y)
    for i in range(k):
        rows += [2 * k + i, 2 * k + i]
        cols += [2 * k + i, 2 * k + i + 1]
    rows += [3 * k] * 3
    cols += [0, 1, 2 * k]
    rows = 3 * k - np.array(rows)
    return csr(rows, cols, (3 * k + 1, 3 * k + 1))
