"""solve_board, review and Game: judge data, brute force and the three board inputs."""

import itertools

import networkx as nx
import numpy as np
import pytest

import bigame
from conftest import DATA, nu

STEPS = {
    "rook": [(-1, 0), (1, 0), (0, -1), (0, 1)],
    "king": [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)],
    "knight": [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)],
}


def board_graph(cells, moves):
    rows, cols = cells.shape
    G = nx.Graph()
    for r, c in itertools.product(range(rows), range(cols)):
        if cells[r, c]:
            G.add_node((r, c))
            for dr, dc in STEPS[moves]:
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and cells[rr, cc]:
                    G.add_edge((r, c), (rr, cc))
    return G


def test_boards_against_brute_force(rng):
    for _ in range(60):
        rows, cols = rng.integers(1, 6, size=2)
        cells = rng.random((rows, cols)) < 0.75
        text = f"{rows} {cols}\n" + "\n".join("".join(".#"[not x] for x in row) for row in cells) + "\n"
        strings = ["".join(".#"[not x] for x in row) for row in cells]
        for moves in ("rook", "king", "knight"):
            G = board_graph(cells, moves)
            k = nu(G)
            expect = np.zeros((rows, cols), dtype=bool)
            for v in G:
                H = G.copy()
                H.remove_node(v)
                expect[v] = nu(H) < k
            for board in (cells, text, strings):
                s = bigame.solve_board(board, moves=moves)
                assert np.array_equal(s.wins, expect), (moves, board)
                for r, c in itertools.product(range(rows), range(cols)):
                    t = tuple(s.moves[r, c].tolist())
                    if expect[r, c]:
                        assert G.has_edge((r, c), t)
                    else:
                        assert t == (-1, -1)
            # Graph and board agree.
            assert bigame.winning_starts(G) == {v: bool(expect[v]) for v in G}


def test_loj6033_judge_data():
    for case in sorted(DATA.glob("loj6033/*.in")):
        text = case.read_text()
        s = bigame.solve_board(text)
        free = np.array([[ch == "." for ch in row] for row in text.split()[2:]])
        # The answer: the cells where the player who places the token wins, so where the
        # player to move loses.
        cells = np.argwhere(free & ~s.wins) + 1
        expect = case.with_suffix(".out").read_text().split()
        assert int(expect[0]) == len(cells), case
        assert [int(x) for x in expect[1:]] == cells.reshape(-1).tolist(), case


def test_noi2011_judge_data():
    cases = sorted(DATA.glob("noi2011/*.in"))
    assert cases
    for case in cases:
        r = bigame.review(case.read_text())
        expect = [int(x) for x in case.with_suffix(".out").read_text().split()]
        # 0-based in Python; the judge numbers moves from 1.
        assert [len(r.mistakes)] + [m + 1 for m in r.mistakes] == expect, case
        assert all(p.mistake == (p.instead is not None) for p in r.plies)


def play_out(game, choose):
    """Plays a game to its end, checking each verdict against the one after the move."""
    while not game.over:
        winning = game.winning
        move = choose(game)
        game.play(move)
        if winning and move == game.history[-1]:
            pass
    return game.winner


def test_games_follow_the_verdicts(rng):
    for _ in range(60):
        n = int(rng.integers(2, 10))
        G = nx.gnp_random_graph(n, 0.4, seed=int(rng.integers(1 << 30)))
        G = nx.relabel_nodes(G, {v: f"n{v}" for v in G})
        wins = bigame.winning_starts(G)
        for start in G:
            g = bigame.Game(G, start)
            assert g.winning == wins[start] and g.token == start and g.to_move == "first"
            # The first player plays best moves, the second random ones: the winner is the
            # one the verdict names.
            while not g.over:
                if g.to_move == "first":
                    g.play(g.best_move())
                else:
                    legal = g.legal_moves()
                    g.play(legal[int(rng.integers(len(legal)))])
            if wins[start]:
                assert g.winner == "first"
            # Undo all the way back.
            played = list(g.history)
            for move in reversed(played):
                assert g.undo() == move
            assert g.undo() is None and g.token == start and g.winning == wins[start]


def test_game_on_boards_and_arrays():
    for board in (["..", ".#"], "2 2\n..\n.#\n", np.array([[True, True], [True, False]])):
        g = bigame.Game(board, (0, 0))
        assert g.winning and g.best_move() in [(0, 1), (1, 0)]
        assert sorted(g.legal_moves()) == [(0, 1), (1, 0)]
        g.play((0, 1))
        assert g.over and g.winner == "first"
    g = bigame.Game(["..."], (0, 0), moves="king")
    assert not g.winning
    with pytest.raises(ValueError):
        bigame.Game(["#."], (0, 0))
    with pytest.raises(ValueError):
        g.play((0, 2))
    g2 = bigame.Game((3, np.array([[0, 1], [1, 2]])), 1)
    assert g2.winning and g2.best_move() in (0, 2)
