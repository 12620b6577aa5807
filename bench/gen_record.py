#!/usr/bin/env python3
"""Writes a NOI 2011 "Bunny and Egg" record on a full checkerboard (every piece movable).

usage: gen_record.py ROWS COLS MOVES_PER_SIDE {snake,greedy} [SEED [HOLES]] > record.in

The empty cell starts at (1, 1); X on cells with (r + c) even, O on the others, so every piece
can move once. snake: the empty cell walks row 1 right, row 2 left, ...; greedy: a self-avoiding
walk that always steps to the unvisited neighbour with the fewest unvisited neighbours (random
ties, Warnsdorff's rule), which keeps the game going for a long time. HOLES (percent, default 0)
flips that share of pieces to the other colour: those can never move, the matching is no longer
near-perfect, and the augmenting searches have real work to do.
"""
import random
import sys


def main():
    rows, cols, k, mode = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 1)
    holes = int(sys.argv[6]) if len(sys.argv) > 6 else 0
    out = [f"{rows} {cols}"]
    seen = bytearray(rows * cols)
    for r in range(rows):
        row = []
        for c in range(cols):
            black = (r + c) % 2 == 0
            if (r, c) != (0, 0) and rng.randrange(100) < holes:
                black = not black
                seen[r * cols + c] = 1  # can never move
            row.append("." if (r, c) == (0, 0) else ("X" if black else "O"))
        out.append("".join(row))
    r, c = 0, 0
    seen[0] = 1
    moves = []

    def free(a, b):
        return 0 <= a < rows and 0 <= b < cols and not seen[a * cols + b]

    while len(moves) < 2 * k:
        if mode == "snake":
            step = 1 if r % 2 == 0 else -1
            if free(r, c + step):
                c += step
            elif free(r + 1, c):
                r += 1
            else:
                break
        else:
            options = [(a, b) for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                       if free(a, b)]
            if not options:
                break
            def onward(p):
                a, b = p
                return sum(free(x, y) for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)))
            best = min(onward(p) for p in options)
            r, c = rng.choice([p for p in options if onward(p) == best])
        seen[r * cols + c] = 1
        moves.append(f"{r + 1} {c + 1}")
    if len(moves) % 2:
        moves.pop()
    out.append(str(len(moves) // 2))
    out.extend(moves)
    sys.stdout.write("\n".join(out) + "\n")


main()
