"""Files as the tools people use write them (pandas, SNAP, KONECT, Excel, Gephi, NetworkX,
SuiteSparse), read by ``read_graph`` (issue 55): the right graph against known answers, never
a header read as an edge, a symmetric Matrix Market file read as the adjacency matrix scipy
reads, and the same answer as the command line (tests/it/written_by.rs reads the same files)
when its binary is at hand."""

import json
import os
import pathlib
import shutil
import subprocess

import numpy as np
import pytest

import bigame

PATH = {"1": False, "2": True, "3": False}

# (name, contents, read_graph keywords, command-line options): the path 1 - 2 - 3.
HEADED = [
    # pandas: df.to_csv(sep="\t", index=False), then with its index column.
    ("g.tsv", "source\ttarget\n1\t2\n2\t3\n", {}, []),
    ("g.tsv", "\tsource\ttarget\n0\t1\t2\n1\t2\t3\n", {}, []),
    ("g.txt", "\tsource\ttarget\n0\t1\t2\n1\t2\t3\n", {}, []),
    # pandas' df.to_csv() (comma, index), and `source target` in a .txt.
    ("g.csv", ",source,target\n0,1,2\n1,2,3\n", {}, []),
    ("g.txt", "source target\n1 2\n2 3\n", {}, []),
    # Excel: comma, and semicolon with the delimiter named.
    ("g.csv", "Source,Target\r\n1,2\r\n2,3\r\n", {}, []),
    ("g.csv", "Source;Target\r\n1;2\r\n2;3\r\n", {"delimiter": ";"}, ["--delimiter", ";"]),
    # Gephi's edge table with a weight column.
    ("g.csv", "Source,Target,Weight\n1,2,1.0\n2,3,0.5\n", {"weights": "ignore"},
     ["--weights", "ignore"]),
    # NetworkX's nx.write_edgelist.
    ("g.edgelist", "1 2 {}\n2 3 {'weight': 1}\n", {}, []),
    # KONECT: % comments, weight and timestamp.
    ("out.konect", "% sym positive\n% 2 3 3\n1 2 1 1300000000\n2 3 1 1300000100\n",
     {"weights": "ignore"}, ["--weights", "ignore"]),
]

SNAP = [
    "FromNodeId\tToNodeId\n0\t1\n1\t2\n",
    "# Directed graph: g.txt\n# Nodes: 3 Edges: 2\n# FromNodeId\tToNodeId\n0\t1\n1\t2\n",
]

SYMMETRIC_PATH = (
    "%%MatrixMarket matrix coordinate pattern symmetric\n% the path 1 - 2 - 3\n3 3 2\n2 1\n3 2\n"
)


def cli():
    """The command-line binary: $BIGAME_BIN, on the PATH, or built in the repository."""
    root = pathlib.Path(__file__).resolve().parents[2]
    for candidate in [os.environ.get("BIGAME_BIN"), shutil.which("bigame"),
                      root / "target" / "release" / "bigame", root / "target" / "debug" / "bigame"]:
        if candidate and pathlib.Path(candidate).is_file():
            return str(candidate)
    return None


def analyze_cli(path, options):
    """``bigame analyze --format json`` on ``path``: ``(n, {vertex label: wins})``, or None
    without a binary."""
    binary = cli()
    if binary is None:
        return None
    out = subprocess.run([binary, "analyze", str(path), "--format", "json", *options],
                         capture_output=True, check=True)
    report = json.loads(out.stdout)
    return report["vertices"], {str(v["vertex"]): v["wins"] for v in report["verdicts"]}


def as_text(wins):
    return {str(k): bool(v) for k, v in wins.items()}


@pytest.mark.parametrize("name,text,keywords,options", HEADED)
def test_a_header_row_is_never_an_edge(tmp_path, name, text, keywords, options):
    path = tmp_path / name
    path.write_bytes(text.encode())
    g = bigame.read_graph(path, **keywords)
    assert g.n == 3, text
    assert as_text(bigame.winning_starts(g)) == PATH
    from_cli = analyze_cli(path, options)
    if from_cli is not None:
        assert from_cli == (3, PATH)


@pytest.mark.parametrize("text", SNAP)
def test_snap_files_keep_their_ids(tmp_path, text):
    path = tmp_path / "g.txt"
    path.write_text(text)
    g = bigame.read_graph(path)
    assert (g.n, g.labels) == (3, ["0", "1", "2"])
    assert as_text(bigame.winning_starts(g)) == {"0": False, "1": True, "2": False}


def test_headers_that_may_be_edges_are_refused_or_read_as_told(tmp_path):
    path = tmp_path / "g.tsv"
    path.write_text("source\ttarget\nalice\tbob\nbob\tcarol\n")
    # The hint in read_graph's keywords, which the two calls below follow.
    with pytest.raises(ValueError, match=r"g.tsv:0:0: .*: header=True skips it, header=False reads it as an edge$"):
        bigame.read_graph(path)
    g = bigame.read_graph(path, header=True)
    assert bigame.winning_starts(g) == {"alice": False, "bob": True, "carol": False}
    assert bigame.read_graph(path, header=False).n == 5
    semicolons = tmp_path / "excel.csv"
    semicolons.write_text("Source;Target\r\n1;2\r\n")
    with pytest.raises(ValueError, match="format=\"pairs\" delimiter=\";\" reads it"):
        bigame.read_graph(semicolons)


def test_a_symmetric_matrix_is_the_adjacency_matrix_scipy_reads(tmp_path):
    import scipy.io
    import scipy.sparse as sp

    path = tmp_path / "path.mtx"
    path.write_text(SYMMETRIC_PATH)
    g = bigame.read_graph(path)
    assert (g.n, g.rows, g.format) == (3, None, "matrix-market")
    want = [False, True, False]
    assert list(bigame.winning_starts(g)) == want
    # scipy.io.mmread of the same file, and the same matrix built in scipy.
    assert list(bigame.winning_starts(sp.csr_array(scipy.io.mmread(path)))) == want
    A = sp.csr_array(np.array([[0, 1, 0], [1, 0, 1], [0, 1, 0]]))
    assert list(bigame.winning_starts(A)) == want
    # Written by scipy (mmwrite with its symmetry), read back the same.
    written = tmp_path / "written.mtx"
    scipy.io.mmwrite(written, sp.coo_array(A), symmetry="symmetric")
    assert "symmetric" in written.read_text().splitlines()[0]
    assert list(bigame.winning_starts(bigame.read_graph(written))) == want
    from_cli = analyze_cli(path, [])
    if from_cli is not None:
        assert from_cli == (3, PATH)
    # Rows x columns when asked: the double cover, whose middles r2 and c2 win.
    b = bigame.read_graph(path, matrix="bipartite")
    assert (b.n, b.rows) == (6, 3)
    assert np.flatnonzero(bigame.winning_starts(b)).tolist() == [1, 4]
    with pytest.raises(ValueError, match="'adjacency' or 'bipartite'"):
        bigame.read_graph(path, matrix="rows")


def test_diagonal_entries_follow_the_self_loop_policy(tmp_path):
    path = tmp_path / "bcsstk.mtx"
    path.write_text(
        "%%MatrixMarket matrix coordinate real symmetric\n3 3 5\n1 1 4.0\n2 1 -1\n2 2 4\n"
        "3 2 -1\n3 3 4\n"
    )
    with pytest.raises(ValueError, match="self-loop"):
        bigame.read_graph(path)
    g = bigame.read_graph(path, self_loops="ignore")
    assert g.n == 3
    assert list(bigame.winning_starts(g)) == [False, True, False]
    general = tmp_path / "m.mtx"
    general.write_text("%%MatrixMarket matrix coordinate pattern general\n2 3 3\n1 1\n1 2\n2 3\n")
    assert (bigame.read_graph(general).n, bigame.read_graph(general).rows) == (5, 2)
    with pytest.raises(ValueError, match="must be square"):
        bigame.read_graph(general, matrix="adjacency")
