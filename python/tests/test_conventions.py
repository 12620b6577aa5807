"""Issue 42, section 4: square matrices must be symmetric unless bipartite=True, one 0-based
indexing (plies, cells, vertices in messages), a missing node named as such, and read_graph
with every reader of the command line."""

import gzip

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame
from conftest import random_graph, to_adjacency


def karate_with_one_asymmetric_entry(fmt):
    """Zachary's karate club (34 vertices) as an adjacency matrix with the mirror of its
    first entry above the diagonal in row 0 removed."""
    A = sp.lil_array(nx.to_scipy_sparse_array(nx.karate_club_graph(), format="csr"))
    j = int(A.rows[0][0])
    A[j, 0] = 0
    A = sp.csr_array(A)
    A.eliminate_zeros()
    return A.asformat(fmt), (0, j)


@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
def test_a_square_asymmetric_matrix_is_refused_naming_its_entry(fmt):
    A, (i, j) = karate_with_one_asymmetric_entry(fmt)
    for f in (bigame.winning_starts, bigame.maximum_matching, bigame.gallai_edmonds,
              bigame.edge_classes, bigame.certificate):
        with pytest.raises(ValueError, match=rf"entry \({i}, {j}\) is stored but \({j}, {i}\) is not.*bipartite=True"):
            f(A)
    with pytest.raises(ValueError, match="not symmetric"):
        bigame.Game(A, 0)
    # Asked for, rows and columns are the two sides: 68 vertices.
    assert len(bigame.winning_starts(A, bipartite=True)) == 68
    # A symmetric matrix is still an adjacency matrix.
    sym = nx.to_scipy_sparse_array(nx.karate_club_graph(), format=fmt)
    assert len(bigame.winning_starts(sym)) == 34


def test_a_non_canonical_csr_with_duplicates_is_checked_too():
    # Entry (0, 1) twice, (1, 0) once, and (1, 2) without its mirror.
    A = sp.csr_array((np.ones(4), ([0, 0, 1, 1], [1, 1, 0, 2])), shape=(3, 3))
    A.has_canonical_format = False
    with pytest.raises(ValueError, match=r"entry \(1, 2\)"):
        bigame.analyze(A)


def test_review_is_zero_based():
    r = bigame.review("1 6\nXO.OXO\n1\n1 2\n1 1\n")
    assert r.plies[0] == bigame.Ply(0, (0, 1), True, True, (0, 3))
    assert r.plies[1].number == 1 and r.plies[1].to == (0, 0)
    assert r.mistakes == [0]


# Every message a board or a record reader gives, as Python counts: lines, columns, rows,
# cells and plies from 0 (the command line says 3:1, ply 2 and (1, 4) for the first one).
RECORD_ERRORS = [
    ("1 6\nXO.OXO\n1\n1 2\n1 4\n",
     "4:0: ply 1 (second player's move 0): (0, 3) is not adjacent to the empty cell (0, 1)"),
    ("1 6\nXO.OXO\n1\n1 9\n1 1\n",
     "3:0: ply 0 (first player's move 0): (0, 8) is off the board (rows 0 to 0, columns 0 to 5)"),
    ("1 6\nXO.OXO\n1\n1 3\n1 1\n", "3:0: ply 0 (first player's move 0): (0, 2) is the empty cell"),
    ("1 3\nX.O\n1\n1 1\n1 1\n",
     "3:0: ply 0 (first player's move 0): the first player moves white pieces 'O', but (0, 0) holds 'X'"),
    ("1 3\n.X.\n1\n1 2\n",
     "1:2: a second empty cell '.' at (0, 2); the first is at (0, 0) (expected exactly one)"),
    ("1 6\nXO.OXO\n1\n1 2\n", "4:0: expected the row of ply 1 (second player's move 0), found end of input"),
    ("2 3\nXO.\n", "2:0: expected row 1 of 2 (3 cells), found end of input"),
    ("1 3\nXq.\n", "1:1: unknown cell 'q' in row 0 (expected 'X', 'O' or '.')"),
    ("2 3\nXO.\nXO\n", "2:2: row 1 has 2 cells, expected 3"),
    ("1 2\nXO.\n", "1:2: row 0 has more than 2 cells"),
]
BOARD_ERRORS = [
    ("2 3\n.#.\n..\n", "2:2: row 1 has 2 cells, expected 3"),
    ("2 3\n.#.\n", "2:0: expected row 1 of 2 (3 cells), found end of input"),
    ("1 3\n.x.\n", "1:1: unknown cell 'x' in row 0 (expected '.' for free or '#' for blocked)"),
    ("1 2\n...\n", "1:2: row 0 has more than 2 cells"),
    ("1 2\n..\n#\n", "2:0: unexpected '#' after the last row of the board (expected end of input)"),
]


@pytest.mark.parametrize("text, message", RECORD_ERRORS)
def test_record_errors_count_from_zero(text, message):
    with pytest.raises(ValueError) as e:
        bigame.review(text)
    assert str(e.value) == message


@pytest.mark.parametrize("text, message", BOARD_ERRORS)
def test_board_errors_count_from_zero(text, message):
    for f in (bigame.solve_board, lambda b: bigame.Game(b, (0, 0))):
        with pytest.raises(ValueError) as e:
            f(text)
        assert str(e.value) == message


def test_graph_file_errors_count_lines_and_columns_from_zero(tmp_path):
    # The fifth byte of the second line, and the first byte of a NUL-filled file.
    cases = {
        "g.txt": ("2 1\n1 x\n", "1:2: "),
        "g.dimacs": ("p edge 2 1\ne 1 3\n", "1:4: "),
        "g.mtx": ("%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1 1\n", "2:4: "),
        "g.json": ('{"vertices": 2,\n "edges": [[1, 2], [1]]}', "1:"),
        "g.graphml": ("<graphml><graph>\n<node/></graph></graphml>", "1:0: "),
        "zero.txt": ("\0\0\0", "0:0: "),
    }
    for name, (text, where) in cases.items():
        (tmp_path / name).write_text(text)
        with pytest.raises(ValueError) as e:
            bigame.read_graph(tmp_path / name)
        assert str(e.value).startswith(f"{tmp_path / name}:{where}"), str(e.value)


# Graph files: the edges and entries an error names (by their place in the file or the JSON
# array) from 0, like its line and column; vertices quoted from the file stay as written. The
# command line says edge 2 of 2, edge 2, entry 2, edge 2 and line 4 for these.
GRAPH_FILE_ERRORS = [
    ("g.txt", "3 2\n1 2\n2 x\n",
     "2:2: expected an endpoint of edge 1 of 2 (a non-negative integer), found 'x'"),
    ("g.dimacs", "p edge 3 2\ne 1 2\nc note\ne 2 y\n",
     "3:4: expected the second endpoint of edge 1 (a non-negative integer), found 'y'"),
    ("g.mtx", "%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 1\n2 z\n",
     "3:2: expected the column index of entry 1 (a non-negative integer), found 'z'"),
    ("g.json", '{"vertices": 3, "edges": [[1, 2], [2, 4]]}',
     "0:40: edge 1: vertex 4 is out of range (expected 1 to 3)"),
    ("late.json", '{"edges": [[1, 2], [3, 3]], "vertices": 3}',
     "0:41: edge 1 is a self-loop at vertex 3 (the game never uses one; remove it)"),
]


@pytest.mark.parametrize("name, text, message", GRAPH_FILE_ERRORS)
def test_graph_file_errors_count_edges_and_entries_from_zero(tmp_path, name, text, message):
    (tmp_path / name).write_text(text)
    with pytest.raises(ValueError) as e:
        bigame.read_graph(tmp_path / name)
    assert str(e.value) == f"{tmp_path / name}:{message}"


def test_graph_file_format_reason_counts_lines_from_zero(tmp_path):
    # Read as pairs since `2 5` is no header: 2 lines follow, and the file's line 3 (from 0,
    # after a blank line) names vertex 3, beyond 2.
    path = tmp_path / "g.txt"
    path.write_text("\n2 5\n1 2\n2 3\n4\n")
    with pytest.raises(ValueError, match=r"g\.txt:4:1: .* but 2 lines follow, and line 3 names vertex `3`"):
        bigame.read_graph(path)


def test_verify_names_vertices_zero_based():
    edge = (2, [[0, 1]])
    bad = bigame.certificate(edge)._replace(claims=np.array(["unmatched", "win"]))
    with pytest.raises(ValueError, match=r"^vertex 0 is claimed unmatched, but the matching pairs it with 1$"):
        bigame.verify(edge, bad)


def test_playing_a_missing_node_says_it_is_not_a_node():
    g = bigame.Game((3, [[0, 1], [1, 2]]), 0)
    for move in ("zzz", 7, -1, 1.5):
        with pytest.raises(ValueError, match="is not a node of the graph"):
            g.play(move)
    assert g.history == []
    g.play(1)
    with pytest.raises(
        ValueError, match=r"^0 is not a legal move: not an unvisited neighbour of the token's vertex 1$"
    ):
        g.play(0)
    e = bigame.Game((4, [[0, 1], [1, 2], [2, 3]]), 0, rules="edge")
    e.play(1)
    with pytest.raises(
        ValueError, match=r"^3 is not a legal move: not joined by an unused edge to the token's vertex 1$"
    ):
        e.play(3)
    named = bigame.Game(nx.path_graph(["a", "b", "c"]), "a")
    with pytest.raises(ValueError, match="'zzz' is not a node of the graph"):
        named.play("zzz")
    with pytest.raises(ValueError, match="the start is not a node"):
        bigame.Game((3, [[0, 1]]), 5)


def write_formats(tmp_path, n, edges):
    """The graph ``(n, edges)`` in every format the readers know, vertex k named k + 1."""
    lines = [f"{u + 1} {v + 1}" for u, v in edges.tolist()]
    files = {
        "g.txt": f"{n} {len(lines)}\n" + "\n".join(lines) + "\n",
        "g.dimacs": f"p edge {n} {len(lines)}\n" + "".join(f"e {l}\n" for l in lines),
        "g.json": '{"vertices": %d, "edges": [%s]}' % (n, ", ".join(f"[{u + 1}, {v + 1}]" for u, v in edges.tolist())),
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    with gzip.open(tmp_path / "g.txt.gz", "wt") as f:
        f.write(files["g.txt"])
    return ["g.txt", "g.dimacs", "g.json", "g.txt.gz"]


def test_read_graph_reads_every_format_as_the_cli_does(tmp_path, rng):
    for _ in range(20):
        n, edges = random_graph(rng, int(rng.integers(2, 12)), 0.4)
        want = bigame.winning_starts((n, edges))
        for name in write_formats(tmp_path, n, edges):
            g = bigame.read_graph(tmp_path / name)
            assert g.n == n and g.labels is None, name
            assert (bigame.winning_starts(g) == want).all(), name
    # Pairs, CSV and GraphML keep their labels, isolated GraphML nodes included.
    G = nx.Graph([("alice", "bob"), ("bob", "carol")])
    G.add_node("loner")
    nx.write_graphml(G, tmp_path / "friends.graphml")
    nx.write_edgelist(G, tmp_path / "friends.edgelist")
    # Gephi's edge table: the weight column's name above numbers makes the first row a header.
    (tmp_path / "friends.csv").write_text("Source,Target,Weight\nalice,bob,1\nbob,carol,1\n")
    expected = {"alice": False, "bob": True, "carol": False}
    for name, extra in [("friends.graphml", {"loner": False}), ("friends.edgelist", {}), ("friends.csv", {})]:
        g = bigame.read_graph(tmp_path / name, weights="ignore")
        assert bigame.winning_starts(g) == {**expected, **extra}, name
        game = bigame.Game(g, "alice")
        assert game.legal_moves() == ["bob"]
    assert bigame.read_graph(tmp_path / "friends.graphml").format == "graphml"
    # Matrix Market: rows and columns are the two sides.
    sp_path = tmp_path / "m.mtx"
    import scipy.io

    scipy.io.mmwrite(sp_path, sp.coo_array(np.array([[1, 1], [0, 1], [0, 1]])))
    g = bigame.read_graph(sp_path)
    assert (g.n, g.rows, g.format) == (5, 3, "matrix-market")
    assert bigame.maximum_matching(g).tolist().count(-1) == 1


def test_read_graph_options_and_errors(tmp_path):
    konect = tmp_path / "out.konect"
    konect.write_text("% sym positive\n1 2 1 1300000000\n2 3 1 1300000100\n3 3 1 1\n")
    # Hints name read_graph's keywords, never the command line's flags.
    with pytest.raises(ValueError, match=r"out.konect:1:4: .*use weights=\"ignore\"\)$") as e:
        bigame.read_graph(konect)
    assert "--" not in str(e.value)
    with pytest.raises(ValueError, match=r"self-loop.*self_loops=\"ignore\"") as e:
        bigame.read_graph(konect, weights="ignore")
    assert "--" not in str(e.value)
    g = bigame.read_graph(konect, weights="ignore", self_loops="ignore")
    assert g.labels == ["1", "2", "3"] and len(g.edges) == 2
    semi = tmp_path / "semi.txt"
    semi.write_text("a;b\n1;2\n")
    assert bigame.read_graph(semi, delimiter=";").labels == ["1", "2"]
    with pytest.raises(ValueError, match="unknown format"):
        bigame.read_graph(semi, format="gml")
    # As open() raises them: the class, errno and filename.
    with pytest.raises(FileNotFoundError, match="No such file or directory") as e:
        bigame.read_graph(tmp_path / "missing.txt")
    assert e.value.filename == str(tmp_path / "missing.txt")
    (tmp_path / "folder").mkdir()
    with pytest.raises(IsADirectoryError, match="Is a directory") as e:
        bigame.read_graph(tmp_path / "folder")
    assert e.value.filename == str(tmp_path / "folder")
    excel = tmp_path / "excel.csv"
    excel.write_text("source;target\n1;2\n2;3\n")
    with pytest.raises(ValueError, match=r"format=\"pairs\" delimiter=\";\" reads it") as e:
        bigame.read_graph(excel)
    assert "--" not in str(e.value)
    forced = bigame.read_graph(semi, format="pairs", delimiter=";")
    assert forced.format == "pairs"
    assert to_adjacency(2, forced.edges).shape == (2, 2)
