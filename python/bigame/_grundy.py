"""Grundy values (nim-values) of the token game, and sums of games: several positions, one
token each, where a turn moves one token of the player's choice and who cannot move in any
part loses (Sprague-Grundy: the player to move wins exactly when the XOR of the parts'
values is not 0)."""

from __future__ import annotations

from typing import Any, Hashable, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np

from . import _bigame
from ._convert import GraphInput, as_graph
from ._labels import _per_vertex


def _names(g: GraphInput) -> Optional[List[str]]:
    """The vertices' names for error messages: the labels, or None (the 0-based ids)."""
    return None if g.labels is None else [repr(x) for x in g.labels]


def _start_id(g: GraphInput, start: Any, what: str) -> int:
    """The vertex id of ``start``: a node of a labelled graph, else an integer ``0..n``;
    anything else is a ``ValueError`` naming ``what``."""
    if g.labels is not None:
        index = {x: k for k, x in enumerate(g.labels)}
        try:
            return index[start]
        except (KeyError, TypeError):
            raise ValueError(f"{what} {start!r} is not a node of the graph") from None
    if isinstance(start, (bool, np.bool_)) or not isinstance(start, (int, np.integer)):
        raise ValueError(
            f"{what} {start!r} is not a node of the graph (its nodes are the integers 0 to "
            f"{g.n - 1})"
        )
    if not 0 <= int(start) < g.n:
        raise ValueError(f"{what} {start!r} is not a node of the graph (its nodes are 0 to {g.n - 1})")
    return int(start)


def grundy(G: Any, start: Any = None, *, bipartite: bool = False):
    """The Grundy value (nim-value) of the token game from every start vertex (an int64
    array, or a dict keyed by the nodes for NetworkX and labelled files), or with ``start``
    given, of that one start (an int). The player to move wins exactly where the value is not
    0; sums of games are decided by the XOR of the values (:func:`grundy_of_sum`). Inputs as
    for :func:`winning_starts` (parallel edges are one move).

    Where every vertex but the start has at most 3 neighbours the value is exact and
    polynomial (at most 3; ``O(V^2 E alpha(V))`` worst case over all starts, about
    ``O(V + E)`` per start on random graphs). A component with a vertex of more neighbours
    is searched exactly (the problem is PSPACE-complete there: Burke, Ferland and Teng 2021)
    up to 128 vertices and 2^21 remembered positions; beyond, a ``ValueError`` says so (who
    wins is still answered by :func:`winning_starts`).

    >>> import networkx as nx
    >>> grundy(nx.path_graph(["a", "b", "c", "d"]))     # from an end: 3 forced moves
    {'a': 1, 'b': 2, 'c': 2, 'd': 1}
    >>> grundy((4, [[0, 1], [0, 2], [0, 3]]))            # a star: the centre 1, leaves 0
    array([1, 0, 0, 0])
    >>> grundy(nx.petersen_graph(), start=0)
    1
    >>> grundy(nx.complete_graph(200))
    Traceback (most recent call last):
    ...
    ValueError: Grundy values need an exact search here (vertex 0 has 199 neighbours, more than 3) and the component of vertex 0 has 200 vertices, over the limit of 128 (the problem is PSPACE-complete in general: Burke, Ferland and Teng 2021); who wins from every start is still answered by winning_starts()
    """
    g = as_graph(G, None, bipartite)
    if start is None:
        return _per_vertex(g, _bigame.grundy_values(g.n, *g.ends(), _names(g)))
    s = _start_id(g, start, "the start")
    return _bigame.grundy_value_of(g.n, *g.ends(), s, _names(g))


class SumAnswer(NamedTuple):
    """A sum of games solved: the Grundy value of each part (``values``, in the order
    given), their XOR (``total``), the ``winner`` with best play (``"first"``: the player to
    move, exactly when the total is not 0; else ``"second"``) and for a first-player win a
    winning ``move``: ``(part, vertex)``, the index of the part and the neighbour of its
    start the token moves to (a node for NetworkX), else None."""

    values: List[int]
    total: int
    winner: str
    move: Optional[Tuple[int, Hashable]]


def grundy_of_sum(parts: Sequence[Tuple[Any, Any]], *, bipartite: bool = False) -> SumAnswer:
    """Solves the sum of the positions ``parts``, each ``(G, start)``: a graph (any input
    :func:`grundy` takes) and the start of its token. A turn moves one token of the player's
    choice to an unvisited neighbour in its own graph; who cannot move in any part loses. The
    player to move wins exactly when the XOR of the parts' values is not 0, and then moves in
    a part of value ``g`` with ``g XOR total < g`` to a vertex of value ``g XOR total``
    (:class:`SumAnswer`). Cost: each part's :func:`grundy` for its start, then one value per
    move tried in the part moved in. A part too large for the exact search is a
    ``ValueError`` naming it.

    >>> import networkx as nx
    >>> a = grundy_of_sum([(nx.path_graph(3), 0), (nx.path_graph(4), 1)])
    >>> a.values, a.total, a.winner      # a path of 3 from an end (0), of 4 from inside (2)
    ([0, 2], 2, 'first')
    >>> a.move                           # to 0: value 0, so the sum's value is 0 after it
    (1, 0)
    >>> grundy_of_sum([(nx.path_graph(2), 0), (nx.path_graph(2), 1)])
    SumAnswer(values=[1, 1], total=0, winner='second', move=None)
    """
    if isinstance(parts, (str, bytes)):
        raise TypeError("parts is a list of (graph, start) pairs")
    graphs = []
    args = []
    for i, part in enumerate(parts):
        try:
            G, start = part
        except (TypeError, ValueError):
            raise TypeError(f"part {i} is not a (graph, start) pair") from None
        g = as_graph(G, None, bipartite)
        u, v = g.ends()
        graphs.append(g)
        args.append((g.n, u, v, _start_id(g, start, f"part {i}: the start"), _names(g)))
    values, total, move = _bigame.grundy_sum(args)
    if move is not None:
        i, w = move
        labels = graphs[i].labels
        move = (i, labels[w] if labels is not None else w)
    return SumAnswer(list(values), total, "first" if total else "second", move)
