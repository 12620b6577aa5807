"""The limits of issue 55, the same in Python as on the command line: one vertex limit,
2^26, for files and arrays alike, with the reader's message (tests/it/limits.rs checks the
command line's)."""

import subprocess

import numpy as np
import pytest
import scipy.sparse

import bigame

from test_written_by import cli

LIMIT = 2**26


def cli_error(path):
    """The command line's error on ``path`` after the file name, or None without a binary."""
    binary = cli()
    if binary is None:
        return None
    out = subprocess.run([binary, "analyze", str(path)], capture_output=True)
    assert out.returncode == 2
    return out.stderr.decode().strip().split(f"{path}:", 1)[1]


@pytest.mark.parametrize("name, text", [
    ("big.txt", f"{LIMIT + 1} 1\n1 2\n"),
    ("big.dimacs", f"p edge {LIMIT + 1} 1\ne 1 2\n"),
    ("big.json", f'{{"vertices": {LIMIT + 1}, "edges": [[1, 2]]}}'),
])
def test_a_file_over_the_vertex_limit_is_refused_as_on_the_command_line(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(ValueError) as raised:
        bigame.read_graph(path)
    message = f"{LIMIT + 1} vertices is too many (at most {LIMIT})"
    assert message in str(raised.value)
    from_cli = cli_error(path)
    if from_cli is not None:
        assert message in from_cli


def test_arrays_and_matrices_have_the_same_vertex_limit():
    edges = np.array([[0, 1]], dtype=np.int64)
    with pytest.raises(ValueError, match=rf"^{LIMIT + 1} vertices is too many \(at most {LIMIT}\)$"):
        bigame.analyze((LIMIT + 1, edges))
    # Rows and columns as the two sides (COO: no index pointer of a row count's length).
    half = LIMIT // 2 + 1
    rect = scipy.sparse.coo_array(([1], ([0], [1])), shape=(half, half + 1))
    with pytest.raises(ValueError, match=f"{half} rows and {half + 1} columns make too many"):
        bigame.dmperm(rect)
