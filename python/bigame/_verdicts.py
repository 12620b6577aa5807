"""The token game's verdicts from every start: vertex geography (by maximum matching) and
edge geography."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import _bigame
from ._convert import as_graph
from ._labels import _left, _per_vertex


class Analysis(NamedTuple):
    """The verdict of every start vertex: ``wins`` (the player to move wins) and ``moves`` (a
    winning move: the vertex's partner in a maximum matching; -1 / None where the mover
    loses)."""

    wins: Any
    moves: Any


def analyze(G: Any, *, top_nodes: Any = None, bipartite: bool = False) -> Analysis:
    """Solves the token game from every start vertex: whether the player to move wins and a
    winning move. Bipartite graphs (sides given or found by two-colouring) take a bipartite
    matching, others the blossom algorithm.

    >>> a = analyze((3, [[0, 1], [1, 2]]))
    >>> a.wins
    array([False,  True, False])
    >>> int(a.moves[1]) in (0, 2), int(a.moves[0])
    (True, -1)
    """
    g = as_graph(G, top_nodes, bipartite)
    wins, moves = _bigame.analyze_graph(g.n, *g.ends(), _left(g))
    return Analysis(_per_vertex(g, wins), _per_vertex(g, moves, vertex_valued=True))


def winning_starts(G: Any, *, top_nodes: Any = None, bipartite: bool = False):
    """For every vertex, whether the player to move wins with the token there (a bool array,
    or a dict for NetworkX): the vertices in every maximum matching.

    >>> import networkx as nx
    >>> winning_starts(nx.path_graph(["x", "y", "z"]))
    {'x': False, 'y': True, 'z': False}
    """
    return analyze(G, top_nodes=top_nodes, bipartite=bipartite).wins


def edge_geography(G: Any, *, top_nodes: Any = None, bipartite: bool = False) -> Analysis:
    """Solves edge geography from every start vertex: the token moves along an edge never
    used before (it may come back to a vertex), and who cannot move loses. ``wins`` says
    whether the player to move wins, ``moves`` gives a winning move (a neighbour to move to;
    -1 / None where the mover loses). Inputs as for :func:`winning_starts` (parallel edges
    count, each usable once). Bipartite graphs are solved by linear algebra over GF(2)
    (Fraenkel, Scheinerman and Ullman, 1993): ``O(|L| |R| (|L| + |R|) / 64)`` word operations;
    other graphs, where the game is PSPACE-complete, by exhaustive search up to 24 edges, and
    beyond that a ``ValueError`` names an odd cycle.

    >>> import networkx as nx
    >>> a = edge_geography(nx.path_graph(["x", "y", "z"]))
    >>> a.wins                           # the middle takes an edge and strands the opponent
    {'x': False, 'y': True, 'z': False}
    >>> a.moves["y"] in ("x", "z"), a.moves["x"]
    (True, None)
    >>> edge_geography(nx.cycle_graph(4)).wins     # a 4-cycle: every start loses
    {0: False, 1: False, 2: False, 3: False}
    """
    g = as_graph(G, top_nodes, bipartite)
    wins, moves = _bigame.edge_geography(g.n, *g.ends(), _left(g))
    return Analysis(_per_vertex(g, wins), _per_vertex(g, moves, vertex_valued=True))
