"""The ``Game`` class: a game in progress on a graph or a board, played move by move against
the native engine."""

from __future__ import annotations

from typing import Any, Dict, Hashable, List, Optional

import numpy as np

from . import _bigame
from ._convert import as_graph, board_arg, is_board


class Game:
    """A game in progress on a graph or a board, the token on ``start`` (a vertex id, a
    NetworkX node, or a board cell ``(row, col)``). Under ``rules="vertex"`` (the default) the
    token moves to an unvisited neighbour, and the engine keeps a maximum matching of the
    unvisited part up to date with one augmenting search per move. Under ``rules="edge"``
    (edge geography) the token moves along an edge never used before and may come back to a
    vertex; each answer is one elimination over GF(2) of the unused edges (on a graph that is
    not bipartite, at most 24 edges, an exhaustive search).

    >>> g = Game((5, [[0, 1], [1, 2], [2, 3], [3, 4]]), 2)
    >>> g.winning, g.legal_moves()
    (False, [1, 3])
    >>> g.play(g.best_move()); g.winning
    True
    >>> g.play(g.best_move()); g.over, g.winner
    (True, 'second')
    >>> g.undo() in (0, 4), g.over
    (True, False)
    >>> b = Game(["..."], (0, 1))                # boards: cells (row, col)
    >>> b.winning, b.best_move() in [(0, 0), (0, 2)]
    (True, True)
    >>> e = Game((3, [[0, 1], [1, 2], [2, 0]]), 0, rules="edge")   # a triangle, edge rules
    >>> e.winning, e.legal_moves()
    (True, [1, 2])
    >>> e.play(1); e.play(2); e.play(0); e.over, e.winner, e.token
    (True, 'first', 0)
    """

    def __init__(
        self,
        G: Any,
        start: Any,
        *,
        moves: str = "rook",
        top_nodes: Any = None,
        bipartite: bool = False,
        rules: str = "vertex",
    ):
        if rules not in ("vertex", "edge"):
            raise ValueError(f"rules is 'vertex' or 'edge', not {rules!r}")
        self.rules = rules
        native = _bigame.NativeGame if rules == "vertex" else _bigame.NativeEdgeGame
        self._labels: Optional[List[Hashable]] = None
        self._n = 0
        self._index: Optional[Dict[Hashable, int]] = None
        self._board = is_board(G)
        if self._board:
            b = board_arg(G)
            try:
                r, c = start
            except (TypeError, ValueError):
                raise TypeError("the start on a board is a cell (row, col)") from None
            self._native = native.board(b, moves, int(r), int(c))
        else:
            g = as_graph(G, top_nodes, bipartite)
            self._n = g.n
            if g.labels is not None:
                self._labels = g.labels
                self._index = {x: k for k, x in enumerate(g.labels)}
                if start not in self._index:
                    raise ValueError(f"the start {start!r} is not a node of the graph")
                s = self._index[start]
            else:
                s = self._vertex(start, "the start")
            self._native = native.graph(g.n, *g.ends(), s, g.left)

    def _out(self, v: Optional[int]):
        if v is None:
            return None
        if self._board:
            return tuple(self._native.cell(v))
        if self._labels is not None:
            return self._labels[v]
        return v

    def _in(self, x: Any) -> int:
        if self._board:
            try:
                r, c = x
            except (TypeError, ValueError):
                raise TypeError("a move on a board is a cell (row, col)") from None
            return self._native.vertex(int(r), int(c))
        if self._index is not None:
            if x not in self._index:
                raise ValueError(f"{x!r} is not a node of the graph")
            return self._index[x]
        return self._vertex(x, repr(x))

    def _vertex(self, x: Any, what: str) -> int:
        """A vertex id given as ``x``: an integer from 0 to n - 1, else ``ValueError``."""
        if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, np.integer)):
            raise ValueError(
                f"{what} is not a node of the graph (its nodes are the integers 0 to "
                f"{self._n - 1})"
            )
        if not 0 <= int(x) < self._n:
            raise ValueError(
                f"{what} is not a node of the graph (its nodes are 0 to {self._n - 1})"
            )
        return int(x)

    def legal_moves(self) -> list:
        """The unvisited neighbours of the token (edge rules: the neighbours along an unused
        edge, each once)."""
        return [self._out(v) for v in self._native.legal_moves()]

    def play(self, move: Any) -> None:
        """Moves the token to ``move`` for the player to move; an illegal move raises
        ``ValueError`` and changes nothing."""
        # A move that names no node at all says so, rather than that it is not a neighbour.
        self._in(move)
        if move not in self.legal_moves():
            what = (
                "an unvisited neighbour of"
                if self.rules == "vertex"
                else "joined by an unused edge to"
            )
            raise ValueError(
                f"{move!r} is not a legal move: not {what} the token's vertex {self.token!r}"
            )
        self._native.play(self._in(move))

    def undo(self) -> Any:
        """Takes the last move back and returns it (None at the start)."""
        return self._out(self._native.undo())

    def best_move(self) -> Any:
        """A winning move if there is one, else the legal move leaving the opponent the most
        choices (edge rules: the first legal move); None when the game is over."""
        return self._out(self._native.best_move())

    @property
    def winning(self) -> bool:
        """Whether the player to move wins with best play."""
        return self._native.is_winning()

    @property
    def over(self) -> bool:
        """Whether the player to move has no legal move."""
        return self._native.is_over()

    @property
    def winner(self) -> Optional[str]:
        """``"first"`` or ``"second"`` once the game is over (the player who moved last),
        else None."""
        w = self._native.winner()
        return None if w is None else ("first", "second")[w]

    @property
    def to_move(self) -> str:
        """``"first"`` or ``"second"``: the player to move."""
        return ("first", "second")[self._native.to_move()]

    @property
    def token(self) -> Any:
        """The token's vertex (or cell)."""
        return self._out(self._native.token())

    @property
    def history(self) -> list:
        """The moves played so far."""
        return [self._out(v) for v in self._native.history()]

    def __repr__(self) -> str:
        rules = "" if self.rules == "vertex" else ", rules='edge'"
        return (
            f"Game(token={self.token!r}, to_move={self.to_move!r}, moves={len(self.history)}"
            f"{rules})"
        )
