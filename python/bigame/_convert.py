"""Input conversion: scipy sparse matrices, NetworkX graphs and ``(n, edges)`` pairs to the
contiguous ``int64`` edge arrays the native module takes, or, for a square sparse matrix with
a symmetric pattern, to the library's graph itself (built natively from the matrix's arrays).

No Python loop runs over the edges of numpy or scipy inputs: CSR/CSC structures are expanded
with ``numpy.repeat``, COO arrays are used as they are. NetworkX graphs are Python dicts, so
their edges are read once by ``numpy.fromiter`` over ``G.edges()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, List, NamedTuple, Optional, Sequence

import numpy as np

from . import _bigame

__all__ = [
    "FileGraph",
    "GraphInput",
    "MatrixInput",
    "as_graph",
    "as_matrix",
    "is_networkx",
    "is_sparse",
]


def is_sparse(obj: Any) -> bool:
    """Whether ``obj`` is a scipy.sparse matrix or array (scipy is imported only if it is
    already loaded, so plain numpy users never pay for it)."""
    module = type(obj).__module__ or ""
    if not module.startswith("scipy.sparse"):
        return False
    import scipy.sparse

    return bool(scipy.sparse.issparse(obj))


def is_networkx(obj: Any) -> bool:
    """Whether ``obj`` is a NetworkX graph (by its module, so networkx is never imported
    here)."""
    module = type(obj).__module__ or ""
    return module.startswith("networkx") and hasattr(obj, "adj")


def _int64(a: Any) -> np.ndarray:
    return np.ascontiguousarray(a, dtype=np.int64)


def _index(a: Any) -> np.ndarray:
    """An index array as it is when it is contiguous int32 or int64, else as int64."""
    a = np.asarray(a)
    if a.dtype in (np.int32, np.int64) and a.flags.c_contiguous:
        return a
    return _int64(a)


def _sparse_entries(A: Any):
    """``(rows, cols, i, j)`` of the stored entries of a sparse matrix (explicit zeros
    included, as scipy's csgraph routines count them). CSR and CSC: from ``indptr`` and
    ``indices`` by ``numpy.repeat``; other formats through COO."""
    rows, cols = (int(x) for x in A.shape)
    fmt = getattr(A, "format", None)
    if fmt in ("csr", "csc"):
        counts = np.diff(A.indptr)
        major = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
        minor = _int64(A.indices)
        if len(minor) != len(major):  # indptr shorter than indices: unused tail
            minor = minor[: len(major)]
        i, j = (major, minor) if fmt == "csr" else (minor, major)
    else:
        C = A.tocoo()
        i, j = _int64(C.row), _int64(C.col)
    return rows, cols, i, j


@dataclass
class MatrixInput:
    """A bipartite input as a sparse pattern, ``rows x cols``: with ``format="coo"`` the
    entries are ``(a[k], b[k])``; with ``"csr"`` / ``"csc"``, ``a`` is scipy's ``indptr`` and
    ``b`` its ``indices`` (passed as they are, int32 or int64: the native side reads them in
    one pass). ``row_labels`` and ``col_labels`` are the NetworkX nodes of each side, or
    None."""

    rows: int
    cols: int
    a: np.ndarray
    b: np.ndarray
    format: str = "coo"
    row_labels: Optional[List[Hashable]] = None
    col_labels: Optional[List[Hashable]] = None

    def args(self):
        """The arguments of the native matrix functions."""
        return self.rows, self.cols, self.format, self.a, self.b


@dataclass
class GraphInput:
    """A graph as the native module takes it: vertices ``0..n``, edges ``(u[k], v[k])``,
    optional sides. ``labels`` are the NetworkX nodes (vertex ``k`` is ``labels[k]``);
    ``kind`` says where it came from: ``"networkx"``, ``"adjacency"`` (a square symmetric
    sparse matrix in canonical CSR/CSC form: ``native`` holds the library's graph, built from
    the matrix's own arrays, and ``u``, ``v`` are None; :meth:`edge_array` lists its edges), ``"bipartite"`` (any other sparse matrix: rows are vertices ``0..rows``,
    columns ``rows..rows + cols``) or ``"edges"``; ``rows`` is the number of rows then."""

    n: int
    u: Optional[np.ndarray]
    v: Optional[np.ndarray]
    left: Optional[np.ndarray] = None
    labels: Optional[List[Hashable]] = None
    kind: str = "edges"
    rows: int = 0
    multigraph: bool = False
    pairs: Optional[np.ndarray] = None
    native: Any = None

    def ends(self):
        """The edges as the native functions take them: the graph already built from an
        adjacency matrix and None, or the C-contiguous int64 ``(m, 2)`` array itself and None
        when there is one (read in place, no copy), else the two arrays of ends."""
        if self.native is not None:
            return self.native, None
        if self.pairs is not None:
            return self.pairs, None
        return self.u, self.v

    def edge_array(self) -> np.ndarray:
        """The edges as an ``(m, 2)`` int64 array, in the order of the answers of the edge
        functions (an adjacency matrix's entries above the diagonal, row by row)."""
        if self.native is not None:
            return self.native.edges()
        if self.pairs is not None:
            return self.pairs
        return np.stack([self.u, self.v], axis=1)


class FileGraph(NamedTuple):
    """A graph read from a file by :func:`bigame.read_graph`, which every graph function
    takes: ``n`` vertices ``0..n``, ``edges`` an ``(m, 2)`` int64 array of them, ``labels``
    the file's names of the vertices (pairs, CSV, GraphML; answers are then dicts keyed by
    them) or None (vertex ``k`` is the file's ``k + 1``), the ``format`` it was read in, and
    for Matrix Market the number of ``rows`` (vertices ``0..rows`` are the rows, the others
    the columns: the two sides), else None."""

    n: int
    edges: np.ndarray
    labels: Optional[List[str]]
    format: str
    rows: Optional[int]


def _first_asymmetric(A: Any):
    """The first stored entry ``(i, j)`` (row by row) of the square sparse matrix ``A`` whose
    mirror ``(j, i)`` is not stored, or None when the pattern is symmetric (explicit zeros
    count as stored, as scipy's csgraph routines count them)."""
    P = A.tocsr(copy=True)
    P.sum_duplicates()
    P.data = np.ones(len(P.data), dtype=np.int8)
    lonely = (P - P.T.tocsr()).tocoo()
    rows, cols = lonely.row[lonely.data > 0], lonely.col[lonely.data > 0]
    if len(rows) == 0:
        return None
    k = int(np.lexsort((cols, rows))[0])
    return int(rows[k]), int(cols[k])


def _asymmetric_error(entry) -> ValueError:
    if entry is None:  # the native check and scipy's disagree: say what both mean
        return ValueError(
            "the square matrix is not symmetric; pass bipartite=True to read its rows and "
            "columns as the two sides of a bipartite graph"
        )
    i, j = entry
    return ValueError(
        f"the square matrix is not symmetric: entry ({i}, {j}) is stored but ({j}, {i}) is "
        "not; a graph function reads a square matrix as an adjacency matrix, which is "
        "symmetric (pass bipartite=True to read its rows and columns as the two sides of a "
        "bipartite graph)"
    )


def _nx_sides(G: Any, nodes: Sequence[Hashable], top_nodes: Any, required: bool):
    """The left side of a NetworkX graph as a bool array over ``nodes``: ``top_nodes`` if
    given, else the ``bipartite`` node attribute (0 = top) if every node has it; otherwise
    None, or an error when ``required``."""
    if top_nodes is not None:
        top = set(top_nodes)
        missing = [t for t in top if t not in G]
        if missing:
            raise ValueError(f"top node {missing[0]!r} is not a node of the graph")
        return np.fromiter((x in top for x in nodes), dtype=bool, count=len(nodes))
    attrs = [G.nodes[x].get("bipartite") for x in nodes]
    if nodes and all(a is not None for a in attrs):
        values = set(attrs)
        if len(values) > 2:
            raise ValueError(
                f"the 'bipartite' node attribute takes {len(values)} values; expected two (0 and 1)"
            )
        top = 0 if 0 in values else min(values, key=repr)
        return np.fromiter((a == top for a in attrs), dtype=bool, count=len(nodes))
    if required:
        raise ValueError(
            "the sides of a NetworkX graph are ambiguous: pass top_nodes=... or give every "
            "node a 'bipartite' attribute (0 or 1)"
        )
    return None


def _nx_edges(G: Any, index: dict):
    if G.is_directed():
        raise TypeError("a directed NetworkX graph is not accepted: the game graph is undirected")
    m = G.number_of_edges()
    ends = np.fromiter(
        (index[x] for e in G.edges() for x in e[:2]), dtype=np.int64, count=2 * m
    ).reshape(m, 2)
    loops = ends[:, 0] == ends[:, 1]
    if loops.any():
        k = int(np.argmax(loops))
        raise ValueError(f"node {list(G.edges())[k][0]!r} has a self-loop")
    return _int64(ends[:, 0]), _int64(ends[:, 1])


def _edge_array(edges: Any) -> np.ndarray:
    e = np.asarray(edges)
    if e.size == 0:
        return np.zeros((0, 2), dtype=np.int64)
    if e.ndim != 2 or e.shape[1] != 2:
        raise ValueError(f"edges must be an array of shape (m, 2), not {e.shape}")
    if not np.issubdtype(e.dtype, np.integer):
        if np.issubdtype(e.dtype, np.floating) and np.all(np.mod(e, 1) == 0):
            e = e.astype(np.int64)
        else:
            raise TypeError(f"edges must hold integer vertex ids, not {e.dtype}")
    return e


def _is_pair(obj: Any) -> bool:
    return isinstance(obj, tuple) and len(obj) == 2


def as_graph(G: Any, top_nodes: Any = None, bipartite: bool = False) -> GraphInput:
    """Any accepted graph input as a :class:`GraphInput`. A square sparse matrix is an
    adjacency matrix, which must be symmetric (``ValueError`` naming the first entry without
    its mirror), unless ``bipartite``: then, as any other sparse matrix, its rows and columns
    are the two sides of a bipartite graph."""
    if isinstance(G, FileGraph):
        e = _int64(np.asarray(G.edges).reshape(-1, 2))
        left = None
        if G.rows is not None:
            left = np.arange(G.n) < G.rows
        return GraphInput(
            G.n, e[:, 0], e[:, 1], left, G.labels, kind="file", rows=G.rows or 0, pairs=e
        )
    if is_networkx(G):
        nodes = list(G.nodes())
        index = {x: k for k, x in enumerate(nodes)}
        u, v = _nx_edges(G, index)
        left = _nx_sides(G, nodes, top_nodes, required=False) if top_nodes is not None else None
        return GraphInput(
            len(nodes), u, v, left, nodes, "networkx", multigraph=G.is_multigraph()
        )
    if is_sparse(G):
        rows, cols = (int(x) for x in G.shape)
        if (
            rows == cols
            and not bipartite
            and getattr(G, "format", None) in ("csr", "csc")
            and G.has_canonical_format
        ):
            # The library's graph straight from indptr and indices, its symmetry checked
            # exactly on the way (None: not symmetric, so rows and columns are two sides).
            native = _bigame.adjacency_graph(rows, _index(G.indptr), _index(G.indices))
            if native is not None:
                return GraphInput(rows, None, None, kind="adjacency", native=native)
            raise _asymmetric_error(_first_asymmetric(G))
        rows, cols, i, j = _sparse_entries(G)
        if rows == cols and not bipartite:
            entry = _first_asymmetric(G)
            if entry is not None:
                raise _asymmetric_error(entry)
            diagonal = i == j
            if diagonal.any():
                k = int(i[np.argmax(diagonal)])
                raise ValueError(
                    f"the adjacency matrix has a diagonal entry at ({k}, {k}): vertex {k} "
                    "would have a self-loop"
                )
            upper = i < j
            return GraphInput(rows, i[upper], j[upper], kind="adjacency")
        left = np.zeros(rows + cols, dtype=bool)
        left[:rows] = True
        return GraphInput(rows + cols, i, j + rows, left, kind="bipartite", rows=rows)
    if _is_pair(G):
        n, edges = G
        if isinstance(n, (bool, np.bool_)) or not isinstance(n, (int, np.integer)):
            raise TypeError(f"a graph pair is (n, edges) with n an integer, not {type(n).__name__}")
        if n < 0:
            raise ValueError(f"the number of vertices must not be negative, not {n}")
        e = _int64(_edge_array(edges))  # no copy for a C-contiguous int64 array
        left = None
        if top_nodes is not None:
            left = np.zeros(int(n), dtype=bool)
            left[_int64(np.asarray(list(top_nodes)))] = True
        # u and v are views for the Python side; the native side reads `pairs` in place.
        return GraphInput(int(n), e[:, 0], e[:, 1], left, kind="edges", pairs=e)
    raise TypeError(
        "expected a graph: a scipy.sparse matrix, a NetworkX graph or an (n, edges) pair, "
        f"not {type(G).__name__}"
    )


def as_matrix(A: Any, top_nodes: Any = None) -> MatrixInput:
    """Any accepted bipartite input as a :class:`MatrixInput`: a scipy sparse matrix or a 2-D
    numpy array (rows and columns are the two sides), a NetworkX graph with its sides (from
    ``top_nodes`` or the ``bipartite`` attribute), or ``((rows, cols), entries)`` with an
    ``(m, 2)`` array of ``(row, column)`` pairs."""
    if is_sparse(A):
        fmt = getattr(A, "format", None)
        if fmt in ("csr", "csc"):
            return MatrixInput(
                int(A.shape[0]), int(A.shape[1]), _index(A.indptr), _index(A.indices), fmt
            )
        rows, cols, i, j = _sparse_entries(A)
        return MatrixInput(rows, cols, i, j)
    if is_networkx(A):
        nodes = list(A.nodes())
        left = _nx_sides(A, nodes, top_nodes, required=True)
        index = {x: k for k, x in enumerate(nodes)}
        u, v = _nx_edges(A, index)
        rank = np.empty(len(nodes), dtype=np.int64)
        rows = int(left.sum())
        rank[left] = np.arange(rows)
        rank[~left] = np.arange(len(nodes) - rows)
        same = left[u] == left[v]
        if same.any():
            k = int(np.argmax(same))
            raise ValueError(
                f"the edge {nodes[u[k]]!r} - {nodes[v[k]]!r} joins two nodes of the same side"
            )
        i = np.where(left[u], rank[u], rank[v])
        j = np.where(left[u], rank[v], rank[u])
        row_labels = [x for x, t in zip(nodes, left) if t]
        col_labels = [x for x, t in zip(nodes, left) if not t]
        return MatrixInput(
            rows, len(nodes) - rows, _int64(i), _int64(j), "coo", row_labels, col_labels
        )
    if isinstance(A, np.ndarray):
        if A.ndim != 2:
            raise ValueError(f"a dense matrix must be 2-D, not {A.ndim}-D")
        i, j = np.nonzero(A)
        return MatrixInput(A.shape[0], A.shape[1], _int64(i), _int64(j))
    if _is_pair(A) and _is_pair(A[0]):
        (rows, cols), entries = A
        e = _edge_array(entries)
        return MatrixInput(int(rows), int(cols), _int64(e[:, 0]), _int64(e[:, 1]))
    if _is_pair(A):
        raise TypeError(
            "a bipartite input needs its two sides: pass ((rows, cols), entries) rather than "
            "(n, edges)"
        )
    raise TypeError(
        "expected a bipartite input: a scipy.sparse matrix, a 2-D numpy array, a NetworkX "
        f"graph with sides or ((rows, cols), entries), not {type(A).__name__}"
    )


def board_arg(board: Any):
    """LOJ 6033 text as bytes, or a 2-D bool array (list of row strings converted)."""
    if isinstance(board, bytes):
        return board
    if isinstance(board, str):
        return board.encode()
    if isinstance(board, np.ndarray):
        if board.ndim != 2:
            raise ValueError(f"a board array must be 2-D, not {board.ndim}-D")
        if board.dtype != bool:
            raise TypeError(f"a board array must be boolean (True = free), not {board.dtype}")
        return np.ascontiguousarray(board)
    if isinstance(board, (list, tuple)) and all(isinstance(r, str) for r in board):
        if not board:
            raise ValueError("a board needs at least one row")
        width = len(board[0])
        for k, row in enumerate(board):
            if len(row) != width:
                raise ValueError(f"row {k} has {len(row)} cells, expected {width}")
            bad = next((c for c, ch in enumerate(row) if ch not in ".#"), None)
            if bad is not None:
                raise ValueError(
                    f"row {k}, column {bad}: unknown cell {row[bad]!r} "
                    "(expected '.' for free or '#' for blocked)"
                )
        return np.array([[ch == "." for ch in row] for row in board], dtype=bool).reshape(
            len(board), width
        )
    raise TypeError(
        "a board is LOJ 6033 text, a list of row strings of '.' and '#', or a 2-D boolean "
        f"array, not {type(board).__name__}"
    )


def is_board(obj: Any) -> bool:
    if isinstance(obj, (str, bytes)):
        return True
    if isinstance(obj, np.ndarray) and obj.dtype == bool and obj.ndim == 2:
        return True
    return isinstance(obj, list) and bool(obj) and all(isinstance(r, str) for r in obj)
