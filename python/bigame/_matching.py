"""Matchings and what follows from them on any graph: a maximum matching, the covers,
the Gallai-Edmonds decomposition and the class of every edge."""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from . import _bigame
from ._convert import as_graph
from ._labels import _left, _nodes, _per_vertex

_CLASS_NAMES = np.array(["every", "some", "none"])


def maximum_matching(G: Any, *, top_nodes: Any = None, bipartite: bool = False):
    """A maximum matching of any graph, found as :func:`analyze` finds it (a bipartite
    algorithm when ``top_nodes`` gives the sides or the graph two-colours, Edmonds' blossom
    algorithm otherwise; see docs/defaults.md): every vertex's partner, -1 when unmatched.
    For a NetworkX graph: a dict mapping every node to its partner or None.

    >>> import networkx as nx
    >>> m = maximum_matching(nx.cycle_graph(["a", "b", "c"]))
    >>> sum(v is not None for v in m.values())     # a triangle: one edge, one node left
    2
    """
    g = as_graph(G, top_nodes, bipartite)
    mate = _bigame.matching(g.n, *g.ends(), _left(g))
    return _per_vertex(g, mate, vertex_valued=True)


def minimum_vertex_cover(G: Any, top_nodes: Any = None, *, bipartite: bool = False) -> set:
    """A minimum vertex cover of a bipartite graph (König's theorem, from a maximum matching
    and the alternating paths from its free vertices on the ``top_nodes`` side, or the side
    two-colouring gives), as a set of nodes (vertex ids for arrays and sparse matrices, whose
    columns are ``rows + j``), as NetworkX's ``bipartite.to_vertex_cover`` returns it. Its
    size is the maximum matching's; checked before it is returned. ``O(E sqrt V)``.
    A graph with an odd cycle is a ``ValueError`` (NP-hard there).

    >>> import networkx as nx
    >>> sorted(minimum_vertex_cover(nx.path_graph(4)))
    [0, 2]
    """
    g = as_graph(G, top_nodes, bipartite)
    return _nodes(g, _bigame.cover(g.n, *g.ends(), _left(g), "vertex_cover"))


def maximum_independent_set(G: Any, top_nodes: Any = None, *, bipartite: bool = False) -> set:
    """A maximum independent set of a bipartite graph: the complement of
    :func:`minimum_vertex_cover`'s cover, ``V - matching size`` nodes, as a set. Checked
    before it is returned. ``O(E sqrt V)``. A graph with an odd cycle is a ``ValueError``.

    >>> import networkx as nx
    >>> sorted(maximum_independent_set(nx.path_graph(5)))
    [0, 2, 4]
    """
    g = as_graph(G, top_nodes, bipartite)
    return _nodes(g, _bigame.cover(g.n, *g.ends(), _left(g), "independent_set"))


def minimum_edge_cover(G: Any, *, top_nodes: Any = None, bipartite: bool = False) -> set:
    """A minimum edge cover of any graph without isolated nodes: a maximum matching and one
    edge for each node it leaves free, ``V - matching size`` edges, as a set of 2-tuples of
    nodes (``u < v`` for vertex ids), as NetworkX's ``min_edge_cover`` returns it. Checked
    before it is returned. ``O(E sqrt V)`` bipartite, blossom's cost otherwise. An isolated
    node is a ``ValueError``.

    >>> import networkx as nx
    >>> len(minimum_edge_cover(nx.cycle_graph(5)))
    3
    """
    g = as_graph(G, top_nodes, bipartite)
    ends = _bigame.cover(g.n, *g.ends(), _left(g), "edge_cover").reshape(-1, 2).tolist()
    if g.labels is None:
        return {(a, b) for a, b in ends}
    return {(g.labels[a], g.labels[b]) for a, b in ends}


class Decomposition(NamedTuple):
    """The Gallai-Edmonds decomposition: ``D`` the vertices some maximum matching misses,
    ``A`` their other neighbours, ``C`` the rest (vertex ids, or node lists for NetworkX);
    ``component`` the component of D of every vertex (-1 / None outside D); ``matching`` a
    maximum matching (as :func:`maximum_matching` returns it)."""

    D: Any
    A: Any
    C: Any
    component: Any
    matching: Any


def gallai_edmonds(G: Any, *, bipartite: bool = False) -> Decomposition:
    """The Gallai-Edmonds decomposition of any graph. The player to move loses exactly from
    the vertices of ``D``. ``O(V E alpha(V))``.

    >>> d = gallai_edmonds((5, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4]]))
    >>> d.D, d.A, d.C
    (array([0, 1, 2, 4]), array([3]), array([], dtype=int64))
    """
    g = as_graph(G, bipartite=bipartite)
    parts, component, mate = _bigame.gallai_edmonds(g.n, *g.ends())
    sets = [np.flatnonzero(parts == k) for k in range(3)]
    if g.labels is not None:
        sets = [[g.labels[k] for k in s.tolist()] for s in sets]
        comp = {x: (c if c >= 0 else None) for x, c in zip(g.labels, component.tolist())}
        return Decomposition(*sets, comp, _per_vertex(g, mate, vertex_valued=True))
    return Decomposition(*sets, component, mate)


class EdgeClassResult(NamedTuple):
    """The class of every edge: ``edges`` (an ``(m, 2)`` array: the input's edges, or the
    stored entries ``(row, column)`` of a sparse matrix, the upper triangle of an adjacency
    matrix) and ``classes``, aligned with it: ``"every"`` (in every maximum matching),
    ``"some"`` (in some, not all) or ``"none"``."""

    edges: np.ndarray
    classes: np.ndarray


def edge_classes(G: Any, *, top_nodes: Any = None, bipartite: bool = False):
    """For every edge, whether it is in every, some or no maximum matching. For a NetworkX
    graph: a dict keyed by the edges as ``G.edges()`` lists them (``(u, v, key)`` for
    multigraphs). ``O(V + E)`` after a maximum matching (Dulmage-Mendelsohn for bipartite
    graphs, Gallai-Edmonds otherwise).

    >>> r = edge_classes((4, [[0, 1], [1, 2], [2, 3]]))
    >>> r.classes
    array(['every', 'none', 'every'], dtype='<U5')
    """
    g = as_graph(G, top_nodes, bipartite)
    codes = _bigame.edge_classes(g.n, *g.ends(), _left(g))
    names = _CLASS_NAMES[codes]
    if g.labels is not None and g.kind == "networkx":
        keys = list(G.edges(keys=True)) if g.multigraph else list(G.edges())
        return dict(zip(keys, names.tolist()))
    if g.kind == "bipartite":
        edges = np.stack([g.u, g.v - g.rows], axis=1)
    else:
        edges = g.edge_array()
    return EdgeClassResult(edges, names)
