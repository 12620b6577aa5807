"""Certificates of every verdict, and their check by the library's independent verifier."""

from __future__ import annotations

from typing import Any, Dict, Hashable, List, NamedTuple, Optional

import numpy as np

from . import _bigame
from ._convert import as_graph

_CLAIM_NAMES = np.array(["win", "unmatched", "via"])


class Certificate(NamedTuple):
    """A proof of every verdict that :func:`verify` checks in ``O(V + E)`` without trusting
    the solver: a maximum ``matching`` (``(k, 2)`` vertex ids), a Tutte-Berge ``barrier`` (the
    Gallai-Edmonds set A), and per vertex its ``claims`` (``"win"``, ``"unmatched"``: the
    matching misses it, ``"via"``: it loses through the losing vertex ``via[v]``, adjacent to
    its partner). ``nodes`` are the NetworkX labels of the vertex ids, or None."""

    matching: np.ndarray
    barrier: np.ndarray
    claims: np.ndarray
    via: np.ndarray
    nodes: Optional[List[Hashable]] = None

    @property
    def wins(self) -> np.ndarray:
        """The claimed verdicts: whether the player to move wins from each vertex."""
        return self.claims == "win"


def certificate(G: Any, *, bipartite: bool = False) -> Certificate:
    """A certificate of the verdict of every vertex of ``G`` (see :class:`Certificate`).

    >>> c = certificate((3, [[0, 1], [1, 2]]))
    >>> c.barrier, c.wins
    (array([1]), array([False,  True, False]))
    >>> sorted(c.claims.tolist())       # the ends lose: one unmatched, one via the other
    ['unmatched', 'via', 'win']
    >>> verify((3, [[0, 1], [1, 2]]), c)["wins"]
    1
    """
    g = as_graph(G, bipartite=bipartite)
    matching, barrier, kinds, via = _bigame.certificate(g.n, *g.ends())
    return Certificate(matching, barrier, _CLAIM_NAMES[kinds], via, g.labels)


def verify(G: Any, cert: Certificate, *, bipartite: bool = False) -> Dict[str, int]:
    """Checks ``cert`` against ``G`` with the library's independent verifier (it shares no
    code with the solvers). Returns what it proved (``vertices``, ``matching_size``, ``wins``,
    ``losses``) or raises ``ValueError`` naming the first claim that fails (vertices by their
    0-based ids, as everywhere in Python, or by their labels).

    >>> g = (2, [[0, 1]])
    >>> c = certificate(g)
    >>> verify(g, c)
    {'vertices': 2, 'matching_size': 1, 'wins': 2, 'losses': 0}
    >>> bad = c._replace(claims=np.array(["unmatched", "win"]))
    >>> verify(g, bad)
    Traceback (most recent call last):
    ...
    ValueError: vertex 0 is claimed unmatched, but the matching pairs it with 1
    """
    if not isinstance(cert, Certificate):
        raise TypeError(f"expected a bigame.Certificate, not {type(cert).__name__}")
    g = as_graph(G, bipartite=bipartite)
    if g.labels is not None and cert.nodes is not None and list(cert.nodes) != g.labels:
        raise ValueError("the certificate is for a graph with other nodes (or another node order)")
    codes = {"win": 0, "unmatched": 1, "via": 2}
    claims = np.asarray(cert.claims)
    try:
        kinds = np.fromiter((codes[c] for c in claims.tolist()), dtype=np.int8, count=len(claims))
    except KeyError as e:
        raise ValueError(f"unknown claim {e.args[0]!r} (expected 'win', 'unmatched' or 'via')")
    matching = np.ascontiguousarray(np.asarray(cert.matching, dtype=np.int64).reshape(-1, 2))
    # Named in the messages as Python names them: by label, else by 0-based id.
    labels = g.labels if g.labels is not None else range(g.n)
    names = [str(x) for x in labels]
    vertices, size, wins, losses = _bigame.verify(
        g.n,
        *g.ends(),
        matching,
        np.ascontiguousarray(cert.barrier, dtype=np.int64),
        kinds,
        np.ascontiguousarray(cert.via, dtype=np.int64),
        names,
    )
    return {"vertices": vertices, "matching_size": size, "wins": wins, "losses": losses}
