"""bigame: maximum matchings, decompositions and token-game verdicts, in Rust.

A token sits on a vertex of an undirected graph; two players alternately move it to an
unvisited neighbour, and the player who cannot move loses. The player to move wins exactly
when the token's vertex is in every maximum matching. This package wraps the ``bigame`` Rust
library: bipartite and general maximum matchings, the Dulmage-Mendelsohn (``dmperm``) and
Gallai-Edmonds decompositions, the class of every edge, the game's verdicts with
certificates, boards and game records, and the Grundy values that decide sums of games.

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

# One module per job; this file only gathers the public names.
from . import _bigame  # noqa: F401
from ._bipartite import Dmperm, dmperm, maximum_bipartite_matching, structural_rank
from ._boards import BoardSolution, solve_board
from ._certificates import Certificate, certificate, verify
from ._convert import FileGraph, GraphInput, as_graph, as_matrix, board_arg, is_networkx  # noqa: F401
from ._files import read_graph
from ._game import Game
from ._grundy import SumAnswer, grundy, grundy_of_sum
from ._matching import (
    Decomposition,
    EdgeClassResult,
    edge_classes,
    gallai_edmonds,
    maximum_independent_set,
    maximum_matching,
    minimum_edge_cover,
    minimum_vertex_cover,
)
from ._records import Ply, Review, review
from ._verdicts import Analysis, analyze, edge_geography, winning_starts

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
    "grundy",
    "grundy_of_sum",
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
    "SumAnswer",
]

__version__ = "0.1.0"
