"""maximum_matching, gallai_edmonds, edge_classes, winning_starts, analyze, certificate and
verify on random graphs of every input kind, against NetworkX and brute force."""

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame
from conftest import nu, random_graph, to_adjacency, to_networkx


def brute(n, edges):
    """nu(G), the verdicts by nu(G - v) and the edge classes by nu(G - e), nu(G - u - v)."""
    G = to_networkx(n, edges)
    k = nu(G)
    wins = []
    for v in range(n):
        H = G.copy()
        H.remove_node(v)
        wins.append(nu(H) < k)
    classes = []
    for u, v in edges.tolist():
        H = G.copy()
        H.remove_edge(u, v)
        if nu(H) < k:
            classes.append("every")
        else:
            H = G.copy()
            H.remove_nodes_from([u, v])
            classes.append("some" if nu(H) == k - 1 else "none")
    return k, np.array(wins, dtype=bool), classes


def check_matching(n, edges, mate, size):
    present = set(map(tuple, edges.tolist())) | set(map(tuple, edges[:, ::-1].tolist()))
    for v, m in enumerate(mate.tolist()):
        if m >= 0:
            assert mate[m] == v and (v, m) in present
    assert np.count_nonzero(mate >= 0) == 2 * size


def inputs(n, edges):
    """The same graph as an (n, edges) pair, a NetworkX graph and a sparse adjacency matrix."""
    yield "edges", (n, edges)
    yield "networkx", to_networkx(n, edges)
    if len(edges):
        yield "sparse", to_adjacency(n, edges)


def graphs(rng, count):
    for _ in range(count):
        n = int(rng.integers(1, 11))
        yield random_graph(rng, n, float(rng.choice([0.15, 0.3, 0.5, 0.8])))


def as_array(result, n):
    """A per-vertex answer as an array (dicts from NetworkX inputs keyed 0..n-1)."""
    if isinstance(result, dict):
        return np.array([(-1 if result[v] is None else result[v]) for v in range(n)])
    return np.asarray(result)


def test_verdicts_matchings_and_classes_against_brute_force(rng):
    for n, edges in graphs(rng, 200):
        k, wins, classes = brute(n, edges)
        for kind, G in inputs(n, edges):
            mate = as_array(bigame.maximum_matching(G), n)
            check_matching(n, edges, mate, k)
            assert np.array_equal(as_array(bigame.winning_starts(G), n).astype(bool), wins), kind
            a = bigame.analyze(G)
            moves = as_array(a.moves, n)
            for v in range(n):
                if wins[v]:
                    assert moves[v] >= 0 and (min(v, moves[v]), max(v, moves[v])) in {
                        (min(x, y), max(x, y)) for x, y in edges.tolist()
                    }
                else:
                    assert moves[v] == -1
            ec = bigame.edge_classes(G)
            if kind == "edges":
                assert ec.classes.tolist() == classes
                assert np.array_equal(ec.edges, edges)
            elif kind == "networkx":
                lookup = {frozenset(e): c for e, c in zip(edges.tolist(), classes)}
                assert all(lookup[frozenset(e)] == c for e, c in ec.items())
            else:
                lookup = {frozenset(e): c for e, c in zip(edges.tolist(), classes)}
                assert [lookup[frozenset(e)] for e in ec.edges.tolist()] == ec.classes.tolist()


def test_gallai_edmonds_against_brute_force(rng):
    for n, edges in graphs(rng, 150):
        _, wins, _ = brute(n, edges)
        G = to_networkx(n, edges)
        D = {v for v in range(n) if not wins[v]}
        A = {w for v in D for w in G[v]} - D
        C = set(range(n)) - D - A
        for kind, H in inputs(n, edges):
            d = bigame.gallai_edmonds(H)
            assert (set(np.asarray(d.D).tolist()), set(np.asarray(d.A).tolist()), set(np.asarray(d.C).tolist())) == (D, A, C), kind
            comp = as_array(d.component, n)
            # Components of D: the connected components of G[D].
            for part in nx.connected_components(G.subgraph(D)):
                assert len({comp[v] for v in part}) == 1
            assert all(comp[v] == -1 for v in A | C)
            assert len(set(comp[list(D)].tolist())) == nx.number_connected_components(G.subgraph(D))


def test_certificates_verify_and_refute(rng):
    for n, edges in graphs(rng, 150):
        _, wins, _ = brute(n, edges)
        for kind, G in inputs(n, edges):
            c = bigame.certificate(G)
            assert np.array_equal(c.wins, wins)
            proved = bigame.verify(G, c)
            assert proved["wins"] == wins.sum() and proved["vertices"] == n
            if n >= 1:
                flipped = c.claims.copy()
                v = 0
                flipped[v] = "unmatched" if flipped[v] == "win" else "win"
                with pytest.raises(ValueError):
                    bigame.verify(G, c._replace(claims=flipped))


def test_certificate_refutation_names_networkx_labels():
    G = nx.Graph([("alice", "bob")])
    c = bigame.certificate(G)
    bad = c._replace(claims=np.array(["unmatched", "win"]))
    with pytest.raises(ValueError, match="vertex alice is claimed unmatched, but the matching pairs it with bob"):
        bigame.verify(G, bad)


def test_matching_sizes_against_networkx_on_larger_graphs(rng):
    for _ in range(40):
        n = int(rng.integers(20, 120))
        G = nx.gnm_random_graph(n, int(rng.integers(n // 2, 3 * n)), seed=int(rng.integers(1 << 30)))
        m = bigame.maximum_matching(G)
        assert sum(v is not None for v in m.values()) == 2 * nu(G)
        assert all(m[v] is None or (m[m[v]] == v and G.has_edge(v, m[v])) for v in G)


def test_bipartite_sides_from_top_nodes(rng):
    for _ in range(30):
        B = nx.bipartite.random_graph(int(rng.integers(1, 8)), int(rng.integers(1, 8)), 0.4, seed=int(rng.integers(1 << 30)))
        top = [v for v, d in B.nodes(data=True) if d["bipartite"] == 0]
        k = nu(B)
        m = bigame.maximum_matching(B, top_nodes=top)
        assert sum(v is not None for v in m.values()) == 2 * k
        assert bigame.winning_starts(B, top_nodes=top) == bigame.winning_starts(B)
        assert bigame.edge_classes(B, top_nodes=top) == bigame.edge_classes(B)


def test_labels_survive_round_trips(rng):
    for n, edges in graphs(rng, 60):
        labels = [f"v{x}" for x in rng.permutation(n)]
        G = to_networkx(n, edges, labels)
        wins = bigame.winning_starts((n, edges))
        by_label = bigame.winning_starts(G)
        assert set(by_label) == set(labels)
        assert all(by_label[labels[v]] == bool(wins[v]) for v in range(n))
        a = bigame.analyze(G)
        for x, w in a.moves.items():
            assert (w is None) == (not a.wins[x]) and (w is None or G.has_edge(x, w))
        d = bigame.gallai_edmonds(G)
        assert set(d.D) | set(d.A) | set(d.C) == set(labels)


def test_sparse_non_symmetric_is_bipartite():
    import scipy.sparse as sp

    # A 2 x 3 matrix: vertices 0, 1 are the rows, 2, 3, 4 the columns.
    A = sp.csr_array(np.array([[1, 1, 0], [0, 1, 0]]))
    wins = bigame.winning_starts(A)
    assert wins.tolist() == [True, True, True, True, False]  # the path c0 - r0 - c1 - r1
    ec = bigame.edge_classes(A)
    assert ec.edges.tolist() == [[0, 0], [0, 1], [1, 1]]
    assert ec.classes.tolist() == ["every", "none", "every"]


def test_multigraph_parallel_edges():
    G = nx.MultiGraph([(0, 1), (0, 1), (1, 2)])
    ec = bigame.edge_classes(G)
    assert set(ec) == {(0, 1, 0), (0, 1, 1), (1, 2, 0)}
    assert bigame.winning_starts(G) == {0: False, 1: True, 2: False}


def test_square_sparse_matrices_read_as_adjacency_exactly_when_symmetric():
    """The native one-pass symmetry check agrees with scipy's (the pattern against its
    transpose) on random patterns, symmetric ones, and symmetric ones with one entry moved,
    in CSR and CSC, with int32 and int64 indices; the edges are the entries above the
    diagonal, and an asymmetric pattern is an error naming scipy's first lonely entry."""
    from bigame import _convert

    rng = np.random.default_rng(5)
    for trial in range(300):
        n = int(rng.integers(1, 25))
        m = int(rng.integers(0, 3 * n))
        i, j = rng.integers(0, n, size=(2, m))
        if trial % 3:
            keep = i != j
            i, j = np.concatenate([i[keep], j[keep]]), np.concatenate([j[keep], i[keep]])
        if trial % 3 == 2 and len(i):
            i = i.copy()
            i[0] = (i[0] + 1) % n
        A = sp.csr_array((np.ones(len(i)), (i, j)), shape=(n, n))
        A.sum_duplicates()
        for B in (A, A.tocsc(), sp.csr_array(A, dtype=float)):
            if trial % 2:
                B.indices = B.indices.astype(np.int64)
                B.indptr = B.indptr.astype(np.int64)
            P = B.astype(bool)
            symmetric = (P != P.T).nnz == 0
            has_loop = symmetric and bool(P.diagonal().any())
            if has_loop:
                with pytest.raises(ValueError, match="diagonal entry"):
                    _convert.as_graph(B)
                continue
            if not symmetric:
                # Refused, naming the first entry (row by row) without its mirror; read as a
                # bipartite graph only when asked.
                D = sp.csr_array(P.astype(np.int8) - P.T.astype(np.int8)).tocoo()
                first = min(zip(D.row[D.data > 0].tolist(), D.col[D.data > 0].tolist()))
                with pytest.raises(ValueError, match=rf"entry \({first[0]}, {first[1]}\) is stored"):
                    _convert.as_graph(B)
                assert _convert.as_graph(B, bipartite=True).kind == "bipartite"
                continue
            g = _convert.as_graph(B)
            assert g.kind == "adjacency"
            if symmetric:
                U = sp.triu(P, k=1).tocoo()
                want = sorted(zip(U.row.tolist(), U.col.tolist()))
                assert sorted(map(tuple, g.edge_array().tolist())) == want


def test_the_symmetry_check_across_buckets_of_rows():
    """The native check groups mirrors by buckets of 2^13 rows: on 40,000 vertices (five
    buckets) a symmetric pattern is an adjacency matrix with its upper entries as edges, and
    moving one entry to a row of another bucket, or dropping one mirror, makes it an error
    (a bipartite graph with bipartite=True)."""
    from bigame import _convert

    rng = np.random.default_rng(11)
    n, m = 40_000, 60_000
    i, j = rng.integers(0, n, size=(2, m))
    keep = i != j
    i, j = i[keep], j[keep]
    sym = sp.csr_array((np.ones(2 * len(i)), (np.concatenate([i, j]), np.concatenate([j, i]))), shape=(n, n))
    sym.sum_duplicates()
    g = _convert.as_graph(sym)
    assert g.kind == "adjacency"
    U = sp.triu(sym, k=1).tocoo()
    assert sorted(map(tuple, g.edge_array().tolist())) == sorted(zip(U.row.tolist(), U.col.tolist()))
    C = sym.tocoo()
    for change in ("move", "drop"):
        r, c = C.row.copy(), C.col.copy()
        k = int(np.argmax((r < 1000) & (c > 30_000)))  # an entry whose mirror is 4 buckets away
        if change == "move":
            c[k] = (c[k] + 9000) % n if (c[k] + 9000) % n != r[k] else 1
        else:
            r, c = np.delete(r, k), np.delete(c, k)
        B = sp.csr_array((np.ones(len(r)), (r, c)), shape=(n, n))
        B.sum_duplicates()
        assert (B != B.T).nnz > 0
        with pytest.raises(ValueError, match="not symmetric"):
            _convert.as_graph(B)
        assert _convert.as_graph(B, bipartite=True).kind == "bipartite", change
