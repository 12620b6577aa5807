"""Boards of free and blocked cells: the verdict of every start cell."""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from . import _bigame
from ._convert import board_arg


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
