"""Matchings of sparse matrices (rows and columns the two sides): scipy's
``maximum_bipartite_matching`` and ``structural_rank``, MATLAB's ``dmperm``."""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from . import _bigame
from ._convert import as_matrix


def maximum_bipartite_matching(A: Any, perm_type: str = "row", *, top_nodes: Any = None):
    """A maximum matching of a bipartite graph: a drop-in replacement for
    ``scipy.sparse.csgraph.maximum_bipartite_matching``.

    With ``perm_type="row"`` (the default) the result has one entry per column: the row
    matched to it, or -1; with ``"column"``, one entry per row: its column, or -1. The
    entries of ``A`` that are stored count as edges (explicit zeros too, as in scipy). For a
    NetworkX graph the answer is a dict mapping every matched node to its partner (both
    directions, as ``networkx.bipartite.hopcroft_karp_matching``).

    Cost: ``O(E sqrt V)`` worst case (multi-source BFS, with a Hopcroft-Karp fallback), no
    exponential case.

    >>> import numpy as np, scipy.sparse as sp
    >>> A = sp.csr_array(np.array([[1, 1, 0], [1, 0, 0]]))
    >>> maximum_bipartite_matching(A)                      # row of each column
    array([ 1,  0, -1], dtype=int32)
    >>> maximum_bipartite_matching(A, perm_type="column")  # column of each row
    array([1, 0], dtype=int32)
    """
    if perm_type not in ("row", "column"):
        raise ValueError(f"perm_type must be 'row' or 'column', not {perm_type!r}")
    m = as_matrix(A, top_nodes)
    row_mate, col_mate = _bigame.bipartite_matching(*m.args())
    if m.row_labels is not None:
        out = {}
        for r, c in enumerate(row_mate.tolist()):
            if c >= 0:
                out[m.row_labels[r]] = m.col_labels[c]
                out[m.col_labels[c]] = m.row_labels[r]
        return out
    return (col_mate if perm_type == "row" else row_mate).astype(np.int32)


def structural_rank(A: Any, *, top_nodes: Any = None) -> int:
    """The structural rank of a sparse matrix: the size of a maximum matching of its
    bipartite graph (``scipy.sparse.csgraph.structural_rank``, MATLAB's ``sprank``).

    >>> import numpy as np, scipy.sparse as sp
    >>> structural_rank(sp.csr_array(np.array([[1, 1], [1, 0], [1, 0]])))
    2
    """
    m = as_matrix(A, top_nodes)
    row_mate, _ = _bigame.bipartite_matching(*m.args())
    return int(np.count_nonzero(row_mate >= 0))


class Dmperm(NamedTuple):
    """MATLAB's ``[p, q, r, s, cc, rr] = dmperm(A)``, 0-based: ``A[p][:, q]`` is block upper
    triangular; block ``k`` is rows ``p[r[k]:r[k+1]]`` and columns ``q[s[k]:s[k+1]]``; ``cc``
    and ``rr`` are the coarse boundaries (``q[:cc[1]]`` unmatched columns, ``q[cc[1]:cc[2]]``
    the rest of the horizontal part, ``q[cc[2]:cc[3]]`` the square part, ``q[cc[3]:]`` the
    vertical part; ``p[:rr[1]]`` horizontal rows, ``p[rr[1]:rr[2]]`` square, ``p[rr[2]:rr[3]]``
    matched vertical rows, ``p[rr[3]:]`` unmatched rows; ``rr[3]`` is the structural rank)."""

    p: Any
    q: Any
    r: np.ndarray
    s: np.ndarray
    cc: np.ndarray
    rr: np.ndarray


def dmperm(A: Any, *, top_nodes: Any = None) -> Dmperm:
    """The Dulmage-Mendelsohn decomposition as MATLAB's ``dmperm`` gives it, 0-based (see
    :class:`Dmperm`). For a NetworkX graph ``p`` and ``q`` are lists of row and column
    nodes. ``O(V + E)`` after a maximum matching.

    >>> import numpy as np, scipy.sparse as sp
    >>> d = dmperm(sp.csr_array(np.array([[1, 1], [1, 0]])))
    >>> d.p, d.q
    (array([0, 1]), array([1, 0]))
    >>> d.r, d.s, d.cc, d.rr
    (array([0, 1, 2]), array([0, 1, 2]), array([0, 0, 0, 2, 2]), array([0, 0, 2, 2, 2]))
    """
    m = as_matrix(A, top_nodes)
    p, q, r, s, cc, rr = _bigame.dmperm(*m.args())
    if m.row_labels is not None:
        p = [m.row_labels[k] for k in p.tolist()]
        q = [m.col_labels[k] for k in q.tolist()]
    return Dmperm(p, q, r, s, cc, rr)
