"""Issue 41: edge geography from Python (bigame.edge_geography and Game(..., rules="edge")),
against an exhaustive search of the game by its rules, memoised on the set of used edges."""

from functools import lru_cache

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame


class Search:
    """Edge geography on the multigraph ``(n, edges)`` by exhaustive search: ``wins(token,
    used)`` with ``used`` a bit mask of edge indices."""

    def __init__(self, n, edges):
        self.incident = [[] for _ in range(n)]
        for k, (u, v) in enumerate(edges):
            self.incident[u].append((k, v))
            self.incident[v].append((k, u))
        self.wins = lru_cache(maxsize=None)(self._wins)

    def _wins(self, token, used):
        return any(
            not self.wins(w, used | 1 << k) for k, w in self.incident[token] if not used >> k & 1
        )

    def edge(self, token, used, to):
        """The first unused edge from ``token`` to ``to`` (parallel copies are alike)."""
        return next(k for k, w in self.incident[token] if w == to and not used >> k & 1)

    def moves(self, token, used):
        return sorted({w for k, w in self.incident[token] if not used >> k & 1})


def random_multigraph(rng, bipartite):
    """Up to 12 random edges on up to 9 vertices, parallel edges allowed; ``bipartite``
    keeps them between even and odd vertices."""
    n = int(rng.integers(1, 10))
    edges = []
    for _ in range(int(rng.integers(0, 13))):
        u, v = (int(x) for x in rng.integers(0, n, 2))
        if bipartite:
            u, v = u & ~1, v | 1
        if u != v and u < n and v < n:
            edges.append((u, v))
    return n, edges


def check_analysis(n, edges, analysis):
    search = Search(n, edges)
    for v in range(n):
        assert bool(analysis.wins[v]) == search.wins(v, 0), (n, edges, v)
        w = int(analysis.moves[v])
        if analysis.wins[v]:
            # The move uses an edge of v and leaves the opponent lost.
            assert not search.wins(w, 1 << search.edge(v, 0, w)), (n, edges, v, w)
        else:
            assert w == -1


@pytest.mark.parametrize("bipartite", [True, False])
def test_verdicts_and_moves_agree_with_the_search(rng, bipartite):
    for _ in range(300):
        n, edges = random_multigraph(rng, bipartite)
        array = np.array(edges, dtype=np.int64).reshape(-1, 2)
        check_analysis(n, edges, bigame.edge_geography((n, array)))


def test_networkx_labels_sides_and_matrices(rng):
    for _ in range(50):
        n, edges = random_multigraph(rng, True)
        names = [f"v{k}" for k in range(n)]
        G = nx.MultiGraph()
        G.add_nodes_from(names)
        G.add_edges_from((names[u], names[v]) for u, v in edges)
        a = bigame.edge_geography(G)
        assert set(a.wins) == set(names)
        b = bigame.edge_geography(G, top_nodes=[x for k, x in enumerate(names) if k % 2 == 0])
        assert a.wins == b.wins
        index = {x: k for k, x in enumerate(names)}
        as_ids = bigame.Analysis(
            [a.wins[x] for x in names],
            [-1 if a.moves[x] is None else index[a.moves[x]] for x in names],
        )
        check_analysis(n, edges, as_ids)
    # A sparse matrix: rows and columns are the two sides; a square one symmetric or refused.
    A = sp.csr_array(np.array([[1, 1], [0, 1], [1, 0]]))
    rows_cols = [(0, 3), (0, 4), (1, 4), (2, 3)]
    check_analysis(5, rows_cols, bigame.edge_geography(A))
    with pytest.raises(ValueError, match="not symmetric"):
        bigame.edge_geography(sp.csr_array(np.array([[0, 1], [0, 0]])))
    with pytest.raises(ValueError, match="not a bipartition"):
        bigame.edge_geography((3, [[0, 1], [1, 2]]), top_nodes=[0, 1])


def test_the_issues_grids_and_hypercubes():
    # Losing vertices of the full a x b grid (issue 41), and Q_n: all win for odd n.
    for (a, b), losing in {(2, 2): 4, (2, 3): 0, (2, 5): 8, (3, 3): 9, (3, 5): 6, (4, 4): 16}.items():
        wins = bigame.edge_geography(nx.grid_2d_graph(a, b)).wins
        assert sum(not w for w in wins.values()) == losing, (a, b)
    for d in range(1, 6):
        wins = bigame.edge_geography(nx.hypercube_graph(d)).wins
        assert all(wins.values()) == (d % 2 == 1) and any(wins.values()) == (d % 2 == 1)


def test_graphs_with_odd_cycles():
    # Small: searched exhaustively (a triangle: the first player goes round and wins).
    assert bigame.edge_geography((3, [[0, 1], [1, 2], [2, 0]])).wins.tolist() == [True] * 3
    # Big: refused with an odd cycle.
    with pytest.raises(ValueError, match=r"not bipartite \(odd cycle .*24 edges"):
        bigame.edge_geography(nx.complete_graph(8))


def test_too_many_vertices_for_the_eliminations():
    # Only the vertices with an edge take rows and columns: 65537 disjoint edges are refused,
    # one edge among 131073 vertices is answered.
    with pytest.raises(ValueError, match="at most 131072 vertices"):
        bigame.edge_geography((131_074, np.arange(131_074).reshape(-1, 2)))
    wins = bigame.edge_geography((131_073, [[0, 1]])).wins
    assert wins[:3].tolist() == [True, True, False]


def play_out(rng, game, search, to_id, start):
    """Random play to the end, checking the game's every answer against the search."""
    token, used, trail = start, 0, []
    while True:
        assert game.legal_moves() == [to_id[1][w] for w in search.moves(token, used)]
        assert game.winning == search.wins(token, used)
        assert game.over == (not search.moves(token, used))
        best = game.best_move()
        if game.over:
            assert best is None
            break
        k = search.edge(token, used, to_id[0][best])
        assert game.winning == (not search.wins(to_id[0][best], used | 1 << k))
        moves = search.moves(token, used)
        w = moves[int(rng.integers(len(moves)))]
        game.play(to_id[1][w])
        k = search.edge(token, used, w)
        trail.append((token, used))
        token, used = w, used | 1 << k
    assert game.winner == ("second", "first")[len(trail) % 2]
    assert len(game.history) == len(trail)
    if trail:
        game.undo()
        assert game.token == to_id[1][trail[-1][0]] and not game.over


def test_a_game_under_edge_rules_follows_the_search(rng):
    for round in range(150):
        n, edges = random_multigraph(rng, round % 3 != 0)
        start = int(rng.integers(n))
        ids = {v: v for v in range(n)}
        game = bigame.Game((n, np.array(edges, dtype=np.int64).reshape(-1, 2)), start, rules="edge")
        play_out(rng, game, Search(n, edges), (ids, ids), start)
    # A board: the free cells of a 2 x 3 board with one blocked cell, rook steps.
    board = ["...", ".#."]
    cells = [(r, c) for r in range(2) for c in range(3) if board[r][c] == "."]
    index = {cell: k for k, cell in enumerate(cells)}
    edges = [(index[a], index[b]) for a in cells for b in cells
             if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1]
    for start in cells:
        game = bigame.Game(board, start, rules="edge")
        play_out(rng, game, Search(len(cells), edges), (index, dict(enumerate(cells))), index[start])


def test_edge_rules_errors():
    with pytest.raises(ValueError, match="rules is 'vertex' or 'edge'"):
        bigame.Game((2, [[0, 1]]), 0, rules="vertices")
    g = bigame.Game((3, [[0, 1], [1, 2]]), 0, rules="edge")
    g.play(1)
    with pytest.raises(ValueError, match="not joined by an unused edge"):
        g.play(0)
    with pytest.raises(ValueError, match="is not a node"):
        g.play(5)
    with pytest.raises(ValueError, match="not bipartite"):
        bigame.Game(nx.complete_graph(8), 0, rules="edge")
    b = bigame.Game(["..", "#."], (0, 0), rules="edge")
    with pytest.raises(ValueError, match="not a free cell"):
        b.play((1, 0))
    assert repr(b) == "Game(token=(0, 0), to_move='first', moves=0, rules='edge')"
