"""Speed of the bigame Python package against scipy and NetworkX (figures in BENCHMARKS.md).

    python python/bench/bench.py            # the issue's sizes (a few minutes)
    python python/bench/bench.py --quick    # smaller sizes, for a smoke test

Every ratio compares runs of the same process, medians of --repeat runs (NetworkX: one run,
it is the slow side). Timings include the conversion of the inputs.
"""

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from scipy.sparse.csgraph import maximum_bipartite_matching as scipy_mbm

import bigame
from bigame import _convert

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from families import trap_ladder  # noqa: E402  (shared with the tests)


def median_time(f, repeat):
    times = []
    out = None
    for _ in range(repeat):
        t = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def random_matrix(n, nnz, seed=1):
    rng = np.random.default_rng(seed)
    rows = rng.integers(0, n, nnz)
    cols = rng.integers(0, n, nnz)
    return sp.csr_array((np.ones(nnz, dtype=np.float64), (rows, cols)), shape=(n, n))


def ladder(K):
    """Layers of K_{2,2} (scipy issue 26147), as in src/generate/hard.rs."""
    t = np.arange(K)
    rows, cols = [], []
    for a in range(2):
        even = 2 * (K - 1 - t) + a
        for b in range(2):
            rows.append(even[1:])
            cols.append(2 * (t[1:] - 1) + b)
            rows.append(even)
            cols.append(2 * t + b)
    rows = np.concatenate(rows)
    cols = np.concatenate(cols)
    return sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(2 * K, 2 * K))


SCIPY_LADDER = """
import sys, time, numpy as np, scipy.sparse as sp
from scipy.sparse.csgraph import maximum_bipartite_matching
sys.path.insert(0, {here!r})
from bench import trap_ladder
A = trap_ladder({K})
t = time.perf_counter()
m = maximum_bipartite_matching(A)
print(time.perf_counter() - t, int((m >= 0).sum()))
"""


def scipy_ladder(K, timeout):
    import os

    here = os.path.dirname(os.path.abspath(__file__))
    try:
        out = subprocess.run(
            [sys.executable, "-c", SCIPY_LADDER.format(here=here, K=K)],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        seconds, size = out.stdout.split()
        return float(seconds), int(size)
    except subprocess.TimeoutExpired:
        return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--ladder-timeout", type=float, default=60)
    args = ap.parse_args()
    n, nnz = (10**5, 10**6) if args.quick else (10**6, 10**7)
    nv = 2000 if args.quick else 10**4

    print(f"## maximum_bipartite_matching: random {n} x {n}, {nnz} entries (CSR)")
    A = random_matrix(n, nnz)
    t_scipy, m_scipy = median_time(lambda: scipy_mbm(A, perm_type="column"), args.repeat)
    t_ours, m_ours = median_time(
        lambda: bigame.maximum_bipartite_matching(A, perm_type="column"), args.repeat
    )
    assert (m_scipy >= 0).sum() == (m_ours >= 0).sum()
    print(f"scipy {t_scipy:.3f} s, bigame {t_ours:.3f} s: {t_scipy / t_ours:.1f}x faster")
    print(f"matching size {(m_ours >= 0).sum()}")

    print("\n## converting the input (no Python loop over entries)")
    t_read, _ = median_time(lambda: (A.indptr.copy(), A.indices.copy()), args.repeat)
    t_conv, _ = median_time(lambda: _convert.as_matrix(A), args.repeat)
    print(
        f"reading the arrays once (a copy of indptr and indices): {t_read:.3f} s; "
        f"conversion: {t_conv:.3f} s ({t_conv / t_read:.2f}x)"
    )
    C = A.tocoo()
    edges = np.stack([C.row, C.col + n], axis=1).astype(np.int64)
    t_read, _ = median_time(lambda: edges.copy(), args.repeat)
    t_conv, _ = median_time(lambda: _convert.as_graph((2 * n, edges)), args.repeat)
    print(
        f"(n, edges) with an int64 (m, 2) array: reading once {t_read:.3f} s; conversion "
        f"{t_conv:.3f} s ({t_conv / t_read:.2f}x)"
    )

    print("\n## the scipy 26147 ladders (levels of K_{2,2} beside a chain; see trap_ladder)")
    ks = [20, 22, 24, 10**3] if args.quick else [20, 24, 26, 28, 30, 31, 32, 10**3, 10**5, 10**6]
    for k in ks:
        L = trap_ladder(k)
        t, m = median_time(lambda: bigame.maximum_bipartite_matching(L), args.repeat)
        assert (m >= 0).all()
        if k <= 40:
            ts, size = scipy_ladder(k, args.ladder_timeout)
            theirs = "over %g s (stopped)" % args.ladder_timeout if ts is None else f"{ts:.3f} s"
        else:
            theirs = "not run"
        print(f"k = {k}, {3 * k + 1} x {3 * k + 1}, {L.nnz} entries: bigame {t * 1e3:.3f} ms, scipy {theirs}")
    for K in [10**3, 10**6]:
        L = ladder(K)
        t, m = median_time(lambda: bigame.maximum_bipartite_matching(L), args.repeat)
        assert (m >= 0).all()
        print(f"the plain ladder of src/generate/hard.rs, {4 * K} vertices: bigame {t * 1e3:.3f} ms")

    print(f"\n## maximum_matching: random 4-regular graph, {nv} vertices")
    import networkx as nx

    G = nx.random_regular_graph(4, nv, seed=7)
    edges = np.array(G.edges(), dtype=np.int64)
    t_ours, mate = median_time(lambda: bigame.maximum_matching((nv, edges)), args.repeat)
    t_nx_in, _ = median_time(lambda: bigame.maximum_matching(G), args.repeat)
    t = time.perf_counter()
    ref = nx.max_weight_matching(G, maxcardinality=True)
    t_nx = time.perf_counter() - t
    assert len(ref) * 2 == (mate >= 0).sum()
    print(
        f"NetworkX max_weight_matching(maxcardinality=True) {t_nx:.2f} s; bigame "
        f"{t_ours * 1e3:.2f} ms on (n, edges) ({t_nx / t_ours:.0f}x), {t_nx_in * 1e3:.2f} ms "
        f"on the NetworkX graph ({t_nx / t_nx_in:.0f}x)"
    )


if __name__ == "__main__":
    main()
