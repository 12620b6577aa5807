#!/usr/bin/env python3
"""King-move graph of a free-cell board, as a 1-based edge list; and back.

usage: king_graph.py [--side] BOARD > graph.txt
       king_graph.py --answer BOARD VERDICTS > answer.txt

BOARD is a board in the format of gen_board.py (LOJ 6033): "n m", then n rows of '.' (free)
and '#' (blocked). The first form prints the graph whose vertices are the free cells, numbered
1, 2, ... row-major, with an edge between two free cells a king's move apart (the 8 neighbours,
diagonals included): "V E", then E lines "u v". The graph is not bipartite (three mutually
adjacent cells make a triangle), so edge-list programs that handle general graphs (LEMON,
Boost, `bigame analyze`) can solve the same king boards as `bigame board --moves king`.
With --side, only the 4 side neighbours are joined: the bipartite graph of plain `bigame board`.

The second form turns VERDICTS, the per-vertex output of `bigame analyze` or lemon_graph on
that graph ("v win" / "v lose", one line per vertex), into the LOJ 6033 answer for the board:
the number of cells where the player who places the token wins (the player to move loses),
then those cells as "i j" (1-based, row-major), the output format of `bigame board`.
"""
import sys


def read_board(path):
    with open(path, "rb") as f:
        data = f.read().split()
    if len(data) < 2:
        raise ValueError("%s: expected 'n m' and n rows" % path)
    n, m = int(data[0]), int(data[1])
    rows = data[2:2 + n]
    if len(rows) != n or any(len(r) != m for r in rows):
        raise ValueError("%s: expected %d rows of %d cells" % (path, n, m))
    return n, m, rows


def edges(path, king=True):
    n, m, rows = read_board(path)
    free = ord(".")
    # ids[j] = vertex id of cell (i, j), 0 if blocked; one list per row, two rows alive at a time.
    nxt_id = 1
    chunks = []
    count = 0

    def row_ids(row, first):
        ids = [0] * m
        k = first
        for j, c in enumerate(row):
            if c == free:
                ids[j] = k
                k += 1
        return ids, k

    cur, nxt_id = row_ids(rows[0], nxt_id) if n else ([], 1)
    for i in range(n):
        # Edges from row i: right, then to row i+1 down-left, down, down-right (only down with
        # --side). Pairs come from zipping shifted rows: the per-cell work stays inside list
        # comprehensions, which keeps 2000x2000 boards at a few seconds.
        pairs = [(a, b) for a, b in zip(cur, cur[1:]) if a and b]
        if i + 1 < n:
            below, nxt_id = row_ids(rows[i + 1], nxt_id)
            if king:
                pairs += [(a, b) for a, b in zip(cur[1:], below) if a and b]   # down-left
            pairs += [(a, b) for a, b in zip(cur, below) if a and b]           # down
            if king:
                pairs += [(a, b) for a, b in zip(cur, below[1:]) if a and b]   # down-right
        else:
            below = []
        if pairs:
            count += len(pairs)
            chunks.append("\n".join(["%d %d" % p for p in pairs]))
        cur = below
    out = sys.stdout
    out.write("%d %d\n" % (nxt_id - 1, count))
    for c in chunks:
        out.write(c)
        out.write("\n")
    out.flush()


def answer(board_path, verdicts_path):
    n, m, rows = read_board(board_path)
    free = ord(".")
    cells = [(i + 1, j + 1) for i, row in enumerate(rows) for j, c in enumerate(row) if c == free]
    with open(verdicts_path, "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if len(lines) != len(cells):
        raise ValueError("%s: %d verdict lines for %d free cells" % (verdicts_path, len(lines), len(cells)))
    out = []
    for k, line in enumerate(lines):
        v, word = line.split()
        if int(v) != k + 1 or word not in (b"win", b"lose"):
            raise ValueError("%s:%d: expected '%d win' or '%d lose'" % (verdicts_path, k + 1, k + 1, k + 1))
        if word == b"lose":
            out.append("%d %d" % cells[k])
    sys.stdout.write("%d\n" % len(out))
    if out:
        sys.stdout.write("\n".join(out))
        sys.stdout.write("\n")
    sys.stdout.flush()


def main(argv):
    try:
        if len(argv) == 2 and not argv[1].startswith("-"):
            edges(argv[1])
        elif len(argv) == 3 and argv[1] == "--side":
            edges(argv[2], king=False)
        elif len(argv) == 4 and argv[1] == "--answer":
            answer(argv[2], argv[3])
        else:
            sys.stderr.write(__doc__)
            return 2
    except (OSError, ValueError) as e:
        sys.stderr.write("king_graph.py: %s\n" % e)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
