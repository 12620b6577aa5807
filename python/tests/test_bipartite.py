"""maximum_bipartite_matching, structural_rank and dmperm against scipy and brute force."""

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.csgraph import maximum_bipartite_matching as scipy_mbm
from scipy.sparse.csgraph import structural_rank as scipy_rank

import bigame
from families import csr, trap_ladder


def random_matrix(rng, fmt):
    rows, cols = rng.integers(1, 30, size=2)
    density = rng.choice([0.02, 0.05, 0.1, 0.3])
    A = sp.random(rows, cols, density=density, format=fmt, random_state=rng)
    return A


def check_matching(A, perm, perm_type):
    """perm is a valid matching of A's pattern."""
    C = sp.coo_array(A)
    entries = set(zip(C.row.tolist(), C.col.tolist()))
    matched = perm[perm >= 0]
    assert len(set(matched.tolist())) == len(matched)
    for k, x in enumerate(perm.tolist()):
        if x >= 0:
            pair = (x, k) if perm_type == "row" else (k, x)
            assert pair in entries


@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
def test_matching_matches_scipy(rng, fmt):
    for _ in range(100):
        A = random_matrix(rng, fmt)
        for perm_type in ("row", "column"):
            ours = bigame.maximum_bipartite_matching(A, perm_type=perm_type)
            theirs = scipy_mbm(A.tocsr(), perm_type=perm_type)
            assert ours.shape == theirs.shape and ours.dtype == theirs.dtype
            assert np.count_nonzero(ours >= 0) == np.count_nonzero(theirs >= 0)
            check_matching(A, ours, perm_type)
        assert bigame.structural_rank(A) == scipy_rank(A.tocsr())


def test_sparse_arrays_dense_and_pairs_agree(rng):
    for _ in range(100):
        A = random_matrix(rng, "csr")
        C = A.tocoo()
        entries = np.stack([C.row, C.col], axis=1)
        r = scipy_rank(A)
        assert bigame.structural_rank(sp.csr_array(A)) == r
        assert bigame.structural_rank(A.toarray()) == r
        assert bigame.structural_rank((A.shape, entries)) == r


def test_networkx_bipartite_matching(rng):
    for _ in range(50):
        A = random_matrix(rng, "coo")
        G = nx.Graph()
        rows = [f"r{i}" for i in range(A.shape[0])]
        cols = [("c", j) for j in range(A.shape[1])]
        G.add_nodes_from(rows, bipartite=0)
        G.add_nodes_from(cols, bipartite=1)
        G.add_edges_from((rows[i], cols[j]) for i, j in zip(A.row.tolist(), A.col.tolist()))
        m = bigame.maximum_bipartite_matching(G)
        ref = nx.bipartite.hopcroft_karp_matching(G, top_nodes=rows)
        assert len(m) == len(ref)
        assert all(m[m[x]] == x and G.has_edge(x, m[x]) for x in m)
        assert bigame.structural_rank(G) == len(ref) // 2
        assert bigame.structural_rank(G, top_nodes=rows) == len(ref) // 2


def check_dmperm(A, d):
    A = sp.csr_array(A)
    rows, cols = A.shape
    p, q, r, s, cc, rr = d
    assert sorted(p.tolist()) == list(range(rows)) and sorted(q.tolist()) == list(range(cols))
    assert r[0] == 0 and r[-1] == rows and s[0] == 0 and s[-1] == cols
    assert np.all(np.diff(r) >= 0) and np.all(np.diff(s) >= 0)
    # Block upper triangular: an entry in row block a and column block b has a <= b.
    row_block = np.empty(rows, dtype=np.int64)
    col_block = np.empty(cols, dtype=np.int64)
    for k in range(len(r) - 1):
        row_block[p[r[k] : r[k + 1]]] = k
        col_block[q[s[k] : s[k + 1]]] = k
    C = A.tocoo()
    assert np.all(row_block[C.row] <= col_block[C.col])
    entries = set(zip(C.row.tolist(), C.col.tolist()))
    # The matching down the diagonals of the three coarse parts.
    rank = scipy_rank(A) if A.nnz else 0
    assert rr[3] == rank
    h = rr[1]
    assert cc[2] - cc[1] == h
    for k in range(h):
        assert (p[k], q[cc[1] + k]) in entries
    assert rr[2] - rr[1] == cc[3] - cc[2]
    for k in range(rr[2] - rr[1]):
        assert (p[rr[1] + k], q[cc[2] + k]) in entries
    assert rr[3] - rr[2] == cc[4] - cc[3]
    for k in range(rr[3] - rr[2]):
        assert (p[rr[2] + k], q[cc[3] + k]) in entries
    # Square blocks are square; the coarse parts are what they claim: a row is missed by some
    # maximum matching iff it is a vertical row, a column iff it is a horizontal column.
    for k in range(len(r) - 1):
        if r[k] >= rr[1] and r[k + 1] <= rr[2] and s[k] >= cc[2] and s[k + 1] <= cc[3]:
            assert r[k + 1] - r[k] == s[k + 1] - s[k]
    vertical_rows = set(p[rr[2] :].tolist())
    horizontal_cols = set(q[: cc[2]].tolist())
    dense = A.toarray() != 0
    for i in range(rows):
        without = np.delete(dense, i, axis=0)
        missable = scipy_rank(sp.csr_array(without)) == rank if without.size else rank == 0
        assert missable == (i in vertical_rows), i
    for j in range(cols):
        without = np.delete(dense, j, axis=1)
        missable = scipy_rank(sp.csr_array(without)) == rank if without.size else rank == 0
        assert missable == (j in horizontal_cols), j


def test_dmperm_is_block_triangular_with_the_parts_it_claims(rng):
    for _ in range(150):
        rows, cols = rng.integers(1, 12, size=2)
        A = sp.random(rows, cols, density=rng.choice([0.1, 0.2, 0.35]), format="csr", random_state=rng)
        check_dmperm(A, bigame.dmperm(A))


def test_dmperm_of_networkx_names_nodes():
    G = nx.Graph([("a", 1), ("a", 2), ("b", 2)])
    d = bigame.dmperm(G, top_nodes=["a", "b"])
    assert sorted(d.p) == ["a", "b"] and sorted(d.q) == [1, 2]
    assert d.rr[3] == 2


def test_scipy_26147_ladders_finish():
    """Layers of K_{2,2} (scipy issue 26147): scipy's search without dead-end marks is
    exponential; here each finishes at once, checked against the known perfect matching and
    against NetworkX's Hopcroft-Karp on the smaller ones."""
    for K in [12, 24, 47, 1000, 100000]:
        A = ladder(K)
        m = bigame.maximum_bipartite_matching(A)
        assert np.all(m >= 0)  # perfect: 2K rows, 2K columns
        check_matching(A, m, "row")
        assert bigame.structural_rank(A) == 2 * K
        if K <= 100:  # NetworkX's recursive search overflows the stack beyond
            G = nx.bipartite.from_biadjacency_matrix(sp.csr_array(A))
            ref = nx.bipartite.hopcroft_karp_matching(G, top_nodes=range(2 * K))
            assert len(ref) == 4 * K




def test_scipy_26147_trap_ladders_finish():
    """The ladders on which scipy's search takes 2^k steps: bigame answers at once, checked
    against scipy at a depth it still finishes, NetworkX's Hopcroft-Karp, and the known perfect
    matching (any valid perfect matching is maximum)."""
    for k in [5, 20, 31, 60, 1000, 100000]:
        A = trap_ladder(k)
        m = bigame.maximum_bipartite_matching(A)
        assert np.all(m >= 0)
        check_matching(A, m, "row")
        d = bigame.dmperm(A)
        assert d.rr[3] == 3 * k + 1
        if k <= 20:
            assert scipy_rank(A) == 3 * k + 1
        if k <= 60:
            G = nx.bipartite.from_biadjacency_matrix(sp.csr_array(A))
            ref = nx.bipartite.hopcroft_karp_matching(G, top_nodes=range(3 * k + 1))
            assert len(ref) == 2 * (3 * k + 1)


def ladder(K):
    """The ladder of src/generate/hard.rs: 2K layers of two vertices, each joined to both
    vertices of the layers next to it; even layers are the rows (numbered from the far end,
    each listing the layer before it first), odd layers the columns."""
    rows, cols = [], []
    for t in range(K):
        for a in range(2):
            even = 2 * (K - 1 - t) + a
            if t > 0:
                rows += [even, even]
                cols += [2 * (t - 1), 2 * (t - 1) + 1]
            rows += [even, even]
            cols += [2 * t, 2 * t + 1]
    return csr(rows, cols, (2 * K, 2 * K))


def hell(n):
    """The "hell" graph of src/generate/hard.rs (`bigame gen hard hell`): groups s1, s4 (left)
    and s2, s3 (right) of n vertices; edges s1[i]-s2[i], then s1 x s3, then s2 x s4. As a
    matrix: rows s1 (0..n) and s4 (n..2n), columns s2 (0..n) and s3 (n..2n)."""
    i = np.arange(n)
    r1, c1 = i, i
    r2, c2 = np.repeat(i, n), n + np.tile(i, n)
    r3, c3 = n + np.tile(i, n), np.repeat(i, n)
    rows = np.concatenate([r1, r2, r3])
    cols = np.concatenate([c1, c2, c3])
    return csr(rows, cols, (2 * n, 2 * n))


def test_hell_graph_finishes():
    for n in [30, 300, 1000]:
        A = hell(n)
        assert bigame.structural_rank(A) == 2 * n  # perfect: s1-s3, s2-s4
        if n <= 300:
            assert scipy_rank(A) == 2 * n
        d = bigame.dmperm(A)
        assert d.rr[3] == 2 * n
    # The general version (the hell graph plus a triangle) through the blossom algorithm.
    n = 300
    A = hell(n).tocoo()
    edges = np.stack([A.row, 2 * n + A.col], axis=1)
    edges = np.concatenate([edges, [[4 * n, 4 * n + 1], [4 * n + 1, 4 * n + 2], [4 * n + 2, 4 * n]]])
    mate = bigame.maximum_matching((4 * n + 3, edges))
    assert np.count_nonzero(mate >= 0) == 2 * (2 * n + 1)
    small = hell(20).tocoo()
    G = nx.Graph()
    G.add_edges_from(zip(small.row.tolist(), (40 + small.col).tolist()))
    assert len(nx.max_weight_matching(G, maxcardinality=True)) == 40
