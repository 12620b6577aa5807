#!/usr/bin/env python3
"""Random free-cell board in LOJ 6033 format.

usage: gen_board.py N M BLOCKED_PERCENT SEED > board.txt

Prints "N M" and then N rows of M cells, '.' free and '#' blocked; every cell is blocked
independently with probability BLOCKED_PERCENT/100. The board depends only on the arguments
(random.Random(SEED)), so the same call always gives the same file.
"""
import random
import sys


def main(argv):
    if len(argv) != 5:
        sys.stderr.write(__doc__)
        return 2
    try:
        n, m = int(argv[1]), int(argv[2])
        p = float(argv[3]) / 100.0
        seed = int(argv[4])
    except ValueError:
        sys.stderr.write(__doc__)
        return 2
    if n < 1 or m < 1 or not 0.0 <= p <= 1.0:
        sys.stderr.write("need N, M >= 1 and 0 <= BLOCKED_PERCENT <= 100\n")
        return 2

    rnd = random.Random(seed).random
    out = sys.stdout.buffer
    out.write(b"%d %d\n" % (n, m))
    # One random() per cell, row-major; rows are built as bytes, written in ~1 MB batches.
    table = (b".", b"#")
    batch, size = [], 0
    for _ in range(n):
        row = b"".join([table[rnd() < p] for _ in range(m)]) + b"\n"
        batch.append(row)
        size += len(row)
        if size >= 1 << 20:
            out.write(b"".join(batch))
            batch, size = [], 0
    out.write(b"".join(batch))
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
