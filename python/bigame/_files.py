"""Graph files read with the command line's readers."""

from __future__ import annotations

from typing import Any, Optional

from . import _bigame
from ._convert import FileGraph
from ._verdicts import winning_starts  # noqa: F401 (the doctest uses it)


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
