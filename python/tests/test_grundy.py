"""Issue 54: Grundy values and sums of games from Python (bigame.grundy, bigame.grundy_of_sum),
against a plain-Python exhaustive search: the mex of the moves' values over visited sets, and
for sums the game itself played out over the tuple of positions (no Sprague-Grundy)."""

import itertools
from functools import lru_cache

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame
from conftest import random_graph, to_adjacency, to_networkx


def neighbours(n, edges):
    adj = [set() for _ in range(n)]
    for u, v in edges:
        if u != v:
            adj[u].add(v)
            adj[v].add(u)
    return adj


def search_values(n, edges):
    """The Grundy value of every start, by recursion over (token, visited set)."""
    adj = neighbours(n, edges)

    @lru_cache(maxsize=None)
    def value(token, visited):
        seen = {value(w, visited | 1 << w) for w in adj[token] if not visited >> w & 1}
        return next(k for k in itertools.count() if k not in seen)

    return [value(s, 1 << s) for s in range(n)]


def sum_wins(parts):
    """Whether the player to move wins the sum of the positions ``parts`` (``(n, edges,
    start)`` each), by searching the sum itself; and the moves ``(part, vertex)`` that win."""
    adjs = [neighbours(n, edges) for n, edges, _ in parts]

    @lru_cache(maxsize=None)
    def wins(state):
        return any(not wins(after) for _, after in moves(state))

    def moves(state):
        for i, (token, visited) in enumerate(state):
            for w in adjs[i][token]:
                if not visited >> w & 1:
                    after = state[:i] + ((w, visited | 1 << w),) + state[i + 1 :]
                    yield (i, w), after

    start = tuple((s, 1 << s) for _, _, s in parts)
    return wins(start), {m for m, after in moves(start) if not wins(after)}


def bounded_graph(rng, n, max_degree):
    """A random graph on ``n`` vertices, no vertex with more than ``max_degree`` neighbours."""
    degree = [0] * n
    edges = set()
    for _ in range(3 * n):
        u, v = (int(x) for x in rng.integers(0, n, 2))
        if u != v and degree[u] < max_degree and degree[v] < max_degree and (v, u) not in edges:
            if (u, v) not in edges:
                edges.add((u, v))
                degree[u] += 1
                degree[v] += 1
    return n, np.array(sorted(edges), dtype=np.int64).reshape(-1, 2)


def test_every_graph_of_up_to_five_vertices(rng):
    for n in range(1, 6):
        pairs = list(itertools.combinations(range(n), 2))
        for mask in range(1 << len(pairs)):
            edges = np.array([p for k, p in enumerate(pairs) if mask >> k & 1], dtype=np.int64)
            edges = edges.reshape(-1, 2)
            assert bigame.grundy((n, edges)).tolist() == search_values(n, edges.tolist())


@pytest.mark.parametrize("max_degree", [3, 4, 5])
def test_random_graphs_as_every_input_kind(rng, max_degree):
    """The same graphs as (n, edges) arrays, lists, NetworkX graphs with labels, scipy
    adjacency matrices and files: the same values, keyed by the input's own names."""
    for _ in range(40):
        n = int(rng.integers(2, 11))
        n, edges = bounded_graph(rng, n, max_degree)
        expected = search_values(n, edges.tolist())
        assert bigame.grundy((n, edges)).tolist() == expected
        assert bigame.grundy((n, edges.tolist())).tolist() == expected
        labels = [f"v{k}" for k in range(n)]
        G = to_networkx(n, edges, labels)
        assert bigame.grundy(G) == dict(zip(labels, expected))
        assert bigame.grundy(to_adjacency(n, edges)).tolist() == expected
        for s in range(n):
            assert bigame.grundy((n, edges), s) == expected[s]
            assert bigame.grundy(G, start=labels[s]) == expected[s]


def test_files_multigraphs_and_bipartite_matrices(tmp_path, rng):
    n, edges = random_graph(rng, 8, 0.35)
    expected = search_values(n, edges.tolist())
    path = tmp_path / "g.txt"
    path.write_text(f"{n} {len(edges)}\n" + "".join(f"{u + 1} {v + 1}\n" for u, v in edges))
    assert bigame.grundy(bigame.read_graph(path)).tolist() == expected
    # Parallel edges are one move.
    M = nx.MultiGraph()
    M.add_nodes_from(range(n))
    M.add_edges_from(edges.tolist() + edges.tolist())
    assert bigame.grundy(M) == dict(enumerate(expected))
    # A non-square sparse matrix: rows 0..r, columns r..r + c.
    B = sp.csr_array(np.array([[1, 1, 0], [0, 1, 1]]))
    bip = [(0, 2), (0, 3), (1, 3), (1, 4)]
    assert bigame.grundy(B).tolist() == search_values(5, bip)


def test_known_values():
    for k in range(1, 12):
        path = bigame.grundy(nx.path_graph(k))
        assert path[0] == (k - 1) % 2
    for k in range(3, 12):
        assert set(bigame.grundy(nx.cycle_graph(k)).values()) == {1 - k % 2}
    assert bigame.grundy(nx.star_graph(4)) == {0: 1, 1: 0, 2: 0, 3: 0, 4: 0}
    for G in (nx.hypercube_graph(3), nx.petersen_graph(), nx.circular_ladder_graph(5)):
        values = bigame.grundy(G)
        nodes = list(G.nodes())
        edges = [(nodes.index(u), nodes.index(v)) for u, v in G.edges()]
        assert list(values.values()) == search_values(len(nodes), edges)


def test_sums_against_the_game_searched_whole(rng):
    for _ in range(150):
        parts = []
        for _ in range(int(rng.integers(2, 5))):
            n = int(rng.integers(1, 6))
            n, edges = bounded_graph(rng, n, 4)
            parts.append((n, edges, int(rng.integers(0, n))))
        first_wins, winning = sum_wins([(n, e.tolist(), s) for n, e, s in parts])
        # Half the parts as NetworkX graphs with labels: the move names the label.
        inputs, names = [], []
        for i, (n, edges, s) in enumerate(parts):
            if i % 2:
                labels = [f"p{i}v{k}" for k in range(n)]
                inputs.append((to_networkx(n, edges, labels), labels[s]))
                names.append(labels)
            else:
                inputs.append(((n, edges), s))
                names.append(list(range(n)))
        answer = bigame.grundy_of_sum(inputs)
        values = [search_values(n, e.tolist())[s] for n, e, s in parts]
        assert answer.values == values
        assert answer.total == np.bitwise_xor.reduce(values)
        assert answer.winner == ("first" if first_wins else "second")
        if first_wins:
            i, w = answer.move
            assert (i, names[i].index(w)) in winning
        else:
            assert answer.move is None


def test_refusals_above_the_search_limit():
    grid = nx.grid_2d_graph(12, 12)  # degree 4, 144 vertices in one component
    with pytest.raises(ValueError, match="PSPACE-complete.*winning_starts"):
        bigame.grundy(grid)
    with pytest.raises(ValueError, match=r"vertex \(1, 1\) has 4 neighbours.*144 vertices"):
        bigame.grundy(grid, start=(0, 0))
    # The winners are still answered.
    assert len(bigame.winning_starts(grid)) == 144
    # From a start whose component is small, and in a sum: the part is named.
    small = nx.path_graph(3)
    assert bigame.grundy_of_sum([(small, 1)]).values == [1]
    with pytest.raises(ValueError, match=r"^part 1: Grundy values need an exact search"):
        bigame.grundy_of_sum([(small, 0), (grid, (5, 5))])
    # Maximum degree 3 has no limit: a long ladder (2 x 400) is answered.
    ladder = nx.grid_2d_graph(2, 400)
    assert len(bigame.grundy(ladder)) == 800


def test_bad_starts_and_parts():
    with pytest.raises(ValueError, match="the start 3 is not a node"):
        bigame.grundy((3, [[0, 1]]), 3)
    with pytest.raises(ValueError, match="the start 'x' is not a node"):
        bigame.grundy(nx.path_graph(2), "x")
    with pytest.raises(ValueError, match="not a node"):
        bigame.grundy((3, [[0, 1]]), True)
    with pytest.raises(ValueError, match="part 1: the start 5 is not a node"):
        bigame.grundy_of_sum([((2, [[0, 1]]), 0), ((2, [[0, 1]]), 5)])
    with pytest.raises(TypeError, match="part 0 is not a"):
        bigame.grundy_of_sum([((2, [[0, 1]]),)])
    with pytest.raises(TypeError):
        bigame.grundy_of_sum("ab")
    assert bigame.grundy_of_sum([]) == bigame.SumAnswer([], 0, "second", None)
