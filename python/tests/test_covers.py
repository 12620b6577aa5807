"""minimum_vertex_cover, maximum_independent_set and minimum_edge_cover against NetworkX's
answers' sizes (bipartite.to_vertex_cover, min_edge_cover) on random graphs, each answer
checked on the graph; refusals of graphs with an odd cycle or an isolated node."""

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame
from conftest import nu, random_graph, to_networkx


def random_bipartite(rng, rows, cols, p):
    """A random bipartite NetworkX graph with top nodes ("r", i) and bottom nodes ("c", j)."""
    G = nx.Graph()
    top = [("r", i) for i in range(rows)]
    G.add_nodes_from(top)
    G.add_nodes_from(("c", j) for j in range(cols))
    for i in range(rows):
        for j in range(cols):
            if rng.random() < p:
                G.add_edge(("r", i), ("c", j))
    return G, top


@pytest.mark.parametrize("seed", range(40))
def test_vertex_cover_and_independent_set_match_networkx(seed):
    rng = np.random.default_rng(seed)
    G, top = random_bipartite(rng, int(rng.integers(1, 9)), int(rng.integers(1, 9)), 0.3)
    matching = nx.bipartite.hopcroft_karp_matching(G, top_nodes=top)
    theirs = nx.bipartite.to_vertex_cover(G, matching, top_nodes=top)
    cover = bigame.minimum_vertex_cover(G, top)
    assert isinstance(cover, set) and cover <= set(G.nodes)
    assert len(cover) == len(theirs) == nu(G)
    assert all(u in cover or v in cover for u, v in G.edges)
    independent = bigame.maximum_independent_set(G, top)
    assert independent == set(G.nodes) - cover
    assert not any(u in independent and v in independent for u, v in G.edges)
    # Without top_nodes the sides come from two-colouring: the same size.
    assert len(bigame.minimum_vertex_cover(G)) == len(theirs)


@pytest.mark.parametrize("seed", range(40))
def test_edge_cover_matches_networkx(seed):
    rng = np.random.default_rng(seed)
    n, edges = random_graph(rng, int(rng.integers(2, 12)), 0.4)
    G = to_networkx(n, edges)
    if any(d == 0 for _, d in G.degree):
        with pytest.raises(ValueError, match="has no edge"):
            bigame.minimum_edge_cover(G)
        return
    cover = bigame.minimum_edge_cover(G)
    assert len(cover) == len(nx.min_edge_cover(G)) == n - nu(G)
    assert {x for e in cover for x in e} == set(G.nodes)
    assert all(G.has_edge(u, v) for u, v in cover)
    arrays = bigame.minimum_edge_cover((n, edges))
    assert len(arrays) == len(cover) and all(u < v for u, v in arrays)


def test_sparse_matrices_number_columns_after_rows():
    A = sp.csr_array(np.array([[1, 1, 0], [0, 1, 0]]))
    cover = bigame.minimum_vertex_cover(A)
    assert len(cover) == 2 and cover <= {0, 1, 2, 3, 4}
    assert all(u in cover or 2 + v in cover for u, v in zip(*A.nonzero()))


def test_odd_cycles_are_refused_for_vertex_sets_only():
    triangle = nx.cycle_graph(3)
    for f in (bigame.minimum_vertex_cover, bigame.maximum_independent_set):
        with pytest.raises(ValueError, match="NP-hard"):
            f(triangle)
    assert len(bigame.minimum_edge_cover(triangle)) == 2
