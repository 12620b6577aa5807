"""Every function goes through the library's ``solve``: the matchings behind
maximum_matching, gallai_edmonds and certificate are the one behind analyze's winning moves,
also on a graph large and scattered enough that ``solve`` renumbers it (where a matching
computed on the graph as numbered would differ)."""

import numpy as np
import pytest

import bigame


def scattered_grid(chords):
    """A 512x512 grid (2^18 vertices) with its ids scrambled (an odd multiplier permutes
    0..2^18), a few edges missing, and with ``chords`` a diagonal in a few squares
    (triangles: not bipartite)."""
    side = 512
    rng = np.random.default_rng(39)
    cell = np.arange(side * side, dtype=np.int64)
    ids = (cell * 0x9E3779B1) & ((1 << 18) - 1)
    r, c = np.divmod(cell, side)
    pairs = [
        (cell[c + 1 < side], 1),
        (cell[r + 1 < side], side),
    ]
    if chords:
        diag = cell[(c + 1 < side) & (r + 1 < side)]
        pairs.append((diag[rng.random(diag.size) < 0.01], side + 1))
    u, v = [], []
    for a, step in pairs:
        keep = a[rng.random(a.size) >= 0.03]
        u.append(ids[keep])
        v.append(ids[keep + step])
    return side * side, np.stack([np.concatenate(u), np.concatenate(v)], axis=1)


@pytest.mark.parametrize("chords", [False, True])
def test_matchings_are_the_one_behind_the_verdicts(chords):
    g = scattered_grid(chords)
    a = bigame.analyze(g)
    wins = a.wins
    assert wins.any()
    mate = bigame.maximum_matching(g)
    assert np.array_equal(mate[wins], a.moves[wins])
    d = bigame.gallai_edmonds(g)
    assert np.array_equal(d.matching, mate)
    assert np.array_equal(np.sort(d.D), np.flatnonzero(~wins))
    c = bigame.certificate(g)
    paired = np.full(g[0], -1)
    paired[c.matching[:, 0]] = c.matching[:, 1]
    paired[c.matching[:, 1]] = c.matching[:, 0]
    assert np.array_equal(paired, mate)
    assert np.array_equal(c.wins, wins)
