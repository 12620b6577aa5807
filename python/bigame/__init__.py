"""bigame: maximum matchings, decompositions and token-game verdicts, in Rust.

A token sits on a vertex of an undirected graph; two players alternately move it to an
unvisited neighbour, and the player who cannot move loses. The player to move wins exactly
when the token's vertex is in every maximum matching. This package wraps the ``bigame`` Rust
library: bipartite and general maximum matchings, the Dulmage-Mendelsohn (``dmperm``) and
Gallai-Edmonds decompositions, the class of every edge, the game's verdicts with
certificates, boards and game records.

Inputs (every function accepts those that make sense for it):

- a ``scipy.sparse`` matrix or array: rows and columns are the two sides of a bipartite
  graph; a function that takes a graph reads a square one with a symmetric pattern as an
  adjacency matrix (else rows are vertices ``0..rows`` and columns ``rows..rows + cols``);
- a NetworkX graph (any hashable labels; answers are keyed by them); bipartite sides come
  from ``top_nodes=`` or the ``bipartite`` node attribute, and are never guessed;
- an ``(n, edges)`` pair with an ``(m, 2)`` integer array (for bipartite functions,
  ``((rows, cols), entries)``).

Arrays are 0-based, with -1 for "none", and so is everything else: cells, plies, and what
error messages name (the line and column of a malformed text too: the first line is line 0).

>>> import numpy as np, bigame
>>> path = (4, np.array([[0, 1], [1, 2], [2, 3]]))
>>> bigame.maximum_matching(path)
array([1, 0, 3, 2])
>>> bigame.winning_starts((3, [[0, 1], [1, 2]]))
array([False,  True, False])
"""

from __future__ import annotations

from typing import Any, Dict, Hashable, List, NamedTuple, Optional, Tuple

import numpy as np

from . import _bigame
from ._convert import FileGraph, GraphInput, as_graph, as_matrix, board_arg, is_networkx
from ._game import Game

__all__ = [
    "maximum_bipartite_matching",
    "structural_rank",
    "dmperm",
    "maximum_matching",
    "minimum_vertex_cover",
    "maximum_independent_set",
    "minimum_edge_cover",
    "gallai_edmonds",
    "edge_classes",
    "winning_starts",
    "analyze",
    "edge_geography",
    "certificate",
    "verify",
    "solve_board",
    "review",
    "read_graph",
    "Game",
    "FileGraph",
    "Analysis",
    "Decomposition",
    "Dmperm",
    "EdgeClassResult",
    "Certificate",
    "BoardSolution",
    "Ply",
    "Review",
]

__version__ = "0.1.0"

_CLASS_NAMES = np.array(["every", "some", "none"])
_PART_NAMES = np.array(["D", "A", "C"])


# --------------------------------------------------------------------------- bipartite


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


# --------------------------------------------------------------------------- graphs


def _left(g: GraphInput):
    return g.left


def _per_vertex(g: GraphInput, values: np.ndarray, vertex_valued: bool = False):
    """Per-vertex answers: the array itself, or for NetworkX a dict keyed by labels (vertex
    ids in the values turned into labels, -1 into None)."""
    if g.labels is None:
        return values
    labels = g.labels
    if vertex_valued:
        return {labels[k]: (labels[x] if x >= 0 else None) for k, x in enumerate(values.tolist())}
    return dict(zip(labels, values.tolist()))


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


def _nodes(g: GraphInput, ids: np.ndarray) -> set:
    """Vertex ids as a set of nodes: NetworkX labels, or ints."""
    if g.labels is None:
        return set(ids.tolist())
    return {g.labels[k] for k in ids.tolist()}


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


# --------------------------------------------------------------------------- certificates

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


# --------------------------------------------------------------------------- boards


class BoardSolution(NamedTuple):
    """The verdict of every cell of a board: ``wins[r, c]`` (the player to move wins with the
    token on the free cell ``(r, c)``; False on blocked cells) and ``moves[r, c]`` (the cell
    ``(row, col)`` of a winning move, ``(-1, -1)`` where there is none). 0-based."""

    wins: np.ndarray
    moves: np.ndarray


def solve_board(board: Any, moves: str = "rook") -> BoardSolution:
    """Solves the token game on a board of free and blocked cells for every start cell, with
    rook steps (4 side neighbours, LOJ 6033), king steps (8 neighbours) or knight jumps.
    ``board`` is LOJ 6033 text (``n m`` then rows of ``.`` and ``#``; errors give line and
    column), a list of row strings, or a 2-D boolean array (True = free).

    >>> s = solve_board(["...", ".#."])
    >>> s.wins
    array([[ True, False,  True],
           [False, False, False]])
    >>> solve_board("1 3\\n...\\n").moves[0, 1].tolist() in ([0, 0], [0, 2])
    True
    >>> solve_board("1 3\\n.x.\\n")
    Traceback (most recent call last):
    ...
    ValueError: 1:1: unknown cell 'x' in row 0 (expected '.' for free or '#' for blocked)
    """
    b = board_arg(board)
    if not isinstance(moves, str):
        raise TypeError("moves is 'rook', 'king' or 'knight'")
    if isinstance(b, bytes):
        wins, targets = _bigame.solve_board_text(b, moves)
    else:
        wins, targets = _bigame.solve_board_cells(b, moves)
    return BoardSolution(wins, targets)


class Ply(NamedTuple):
    """One reviewed ply of a NOI 2011 record, 0-based as everything in Python: its
    ``number`` (even: the first player's), the cell ``to`` (``(row, col)``, the record's
    ``(x - 1, y - 1)``) moved from, whether the mover was ``winning_before``, whether the
    opponent ``wins_after``, and for a mistake a winning move ``instead`` (else None)."""

    number: int
    to: Tuple[int, int]
    winning_before: bool
    wins_after: bool
    instead: Optional[Tuple[int, int]]

    @property
    def mistake(self) -> bool:
        """The mover was winning and the opponent is winning after the ply."""
        return self.winning_before and self.wins_after


class Review(NamedTuple):
    """A reviewed record: every ply, and the first player's moves that were mistakes, 0-based
    (move ``k`` is ply ``2k``; the judge's answer is these numbers plus one)."""

    plies: List[Ply]
    mistakes: List[int]


def review(record_text: Any) -> Review:
    """Reviews a NOI 2011 "Bunny and Egg" record (``n m``, the board of ``X``, ``O`` and one
    ``.``, then ``k`` and ``2k`` moves ``x y``): for every ply, who was winning and whether it
    was a mistake. Bad records raise ``ValueError`` with line and column, and the rows, cells
    and plies they name, from 0.

    >>> review("1 6\\nXO.OXO\\n1\\n1 2\\n1 4\\n")
    Traceback (most recent call last):
    ...
    ValueError: 4:0: ply 1 (second player's move 0): (0, 3) is not adjacent to the empty cell (0, 1)

    >>> r = review("1 6\\nXO.OXO\\n1\\n1 2\\n1 1\\n")
    >>> r.mistakes
    [0]
    >>> r.plies[0]
    Ply(number=0, to=(0, 1), winning_before=True, wins_after=True, instead=(0, 3))
    """
    if isinstance(record_text, str):
        record_text = record_text.encode()
    if not isinstance(record_text, bytes):
        raise TypeError(f"a record is text (str or bytes), not {type(record_text).__name__}")
    def cell(c):
        return None if c is None else (c[0] - 1, c[1] - 1)

    plies = [
        Ply(number - 1, cell(to), before, after, cell(instead))
        for number, to, before, after, instead in _bigame.review_record(record_text)
    ]
    mistakes = [p.number // 2 for p in plies if p.number % 2 == 0 and p.mistake]
    return Review(plies, mistakes)


# --------------------------------------------------------------------------- files


def read_graph(
    path: Any,
    format: Optional[str] = None,
    *,
    weights: str = "refuse",
    self_loops: str = "refuse",
    delimiter: Optional[str] = None,
    header: Optional[bool] = None,
    matrix: Optional[str] = None,
) -> FileGraph:
    """Reads a graph file with the command line's readers: an edge list, DIMACS, Matrix
    Market, pairs (NetworkX, SNAP, KONECT), CSV, JSON or GraphML, gzip-compressed or not;
    ``format`` (``"edge-list"``, ``"dimacs"``, ``"matrix-market"``, ``"pairs"``, ``"json"``,
    ``"graphml"``) or, when None, told from the name and the content as ``bigame analyze``
    tells it. ``weights="ignore"`` ignores the columns after an edge's two vertices,
    ``self_loops="ignore"`` drops self-loops, ``delimiter`` (``","``) reads CSV (a ``.csv``
    name implies ``","``, a ``.tsv`` name a tab). A first line of column names above lines of
    numbers (``source target``, pandas' ``df.to_csv(sep="\\t")``, its index column too) is
    skipped; column names above words may be an edge and are refused unless ``header=True``
    (skip it) or ``header=False`` (an edge). A ``symmetric`` (``skew-symmetric``,
    ``hermitian``) Matrix Market file is an adjacency matrix, an undirected graph on its ``n``
    vertices, as ``scipy.io.mmread`` and :func:`winning_starts` of the scipy array read it (a
    diagonal entry is a self-loop); a ``general`` one is rows x columns; ``matrix="adjacency"``
    or ``"bipartite"`` chooses. Returns a
    :class:`FileGraph`, which every graph function takes: with the file's labels (pairs,
    CSV, GraphML) answers are dicts keyed by them; Matrix Market rows and columns read
    rows x columns are the two sides (``rows``). A malformed file raises ``ValueError`` naming its line and column (from 0).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "friends.txt"
    >>> _ = path.write_text("# SNAP\\nalice bob\\nbob carol\\n")
    >>> g = read_graph(path)
    >>> g.n, g.labels, g.format
    (3, ['alice', 'bob', 'carol'], 'pairs')
    >>> winning_starts(g)
    {'alice': False, 'bob': True, 'carol': False}
    """
    n, edges, labels, fmt, rows = _bigame.read_graph_file(
        str(path), format, weights, self_loops, delimiter, header, matrix
    )
    return FileGraph(n, edges, labels, fmt, rows)
