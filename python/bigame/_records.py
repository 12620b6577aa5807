"""NOI 2011 "Bunny and Egg" records, reviewed ply by ply."""

from __future__ import annotations

from typing import Any, List, NamedTuple, Optional, Tuple

from . import _bigame


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
