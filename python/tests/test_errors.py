"""Bad input raises ValueError or TypeError with one line; panics and Ctrl-C are contained."""

import signal
import sys
import time

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp

import bigame
from bigame import _bigame


@pytest.mark.parametrize(
    "G, message",
    [
        ((3, [[0, 3]]), r"^edge 0 \(ids from 0\) has an end 3 out of range \(vertices 0 to 2\)$"),
        ((3, [[0, 1], [2, 2]]), r"^edge 1 \(ids from 0\) is a self-loop"),
        ((3, [[0, -1]]), r"^edge 0 \(ids from 0\) has a negative end -1$"),
        ((3, [[0, 1, 2]]), r"shape \(m, 2\)"),
        ((-1, []), r"must not be negative"),
        (sp.csr_array(np.eye(2)), r"diagonal entry at \(0, 0\)"),
        (nx.Graph([(1, 1)]), r"node 1 has a self-loop"),
    ],
)
def test_bad_graphs_are_value_errors(G, message):
    with pytest.raises(ValueError, match=message):
        bigame.winning_starts(G)


@pytest.mark.parametrize("G", [[1, 2, 3], "text", (2.5, []), nx.DiGraph([(0, 1)]), (3, [[0.5, 1]])])
def test_wrong_kinds_are_type_errors(G):
    with pytest.raises(TypeError):
        bigame.maximum_matching(G)


def test_bipartite_inputs_need_sides():
    G = nx.path_graph(3)
    with pytest.raises(ValueError, match="ambiguous"):
        bigame.maximum_bipartite_matching(G)
    with pytest.raises(ValueError, match="same side"):
        bigame.structural_rank(G, top_nodes=[0, 1])
    with pytest.raises(TypeError, match=r"\(rows, cols\)"):
        bigame.dmperm((3, [[0, 1]]))
    with pytest.raises(ValueError, match="outside a 2 x 2 matrix"):
        bigame.dmperm(((2, 2), [[0, 2]]))
    with pytest.raises(ValueError, match="perm_type"):
        bigame.maximum_bipartite_matching(sp.eye(2, format="csr"), perm_type="diagonal")
    with pytest.raises(ValueError, match="not a bipartition"):
        bigame.maximum_matching((3, [[0, 1], [1, 2], [2, 0]]), top_nodes=[0])


def test_text_errors_have_line_and_column():
    with pytest.raises(ValueError, match=r"^2:2: row 1 has 2 cells, expected 3$"):
        bigame.solve_board("2 3\n.#.\n..\n")
    with pytest.raises(ValueError, match=r"^4:0: ply 1 \(second player's move 0\)"):
        bigame.review("1 6\nXO.OXO\n1\n1 2\n1 4\n")
    with pytest.raises(ValueError, match=r"row 1, column 0: unknown cell 'x'"):
        bigame.solve_board(["..", "x."])
    with pytest.raises(ValueError, match="unknown moves"):
        bigame.solve_board([".."], moves="bishop")
    with pytest.raises(TypeError):
        bigame.solve_board(np.zeros((2, 2)))
    with pytest.raises(TypeError):
        bigame.review(42)


def test_certificate_errors():
    g = (2, [[0, 1]])
    c = bigame.certificate(g)
    with pytest.raises(ValueError, match="unknown claim"):
        bigame.verify(g, c._replace(claims=np.array(["maybe", "win"])))
    with pytest.raises(ValueError, match="the certificate is for 2 vertices, the graph has 3"):
        bigame.verify((3, [[0, 1]]), c)
    with pytest.raises(TypeError):
        bigame.verify(g, {"matching": []})


@pytest.mark.parametrize("threaded", [False, True])
def test_a_panic_is_a_runtime_error(threaded):
    with pytest.raises(RuntimeError, match="a test panic"):
        _bigame._panic(threaded)
    assert bigame.structural_rank(sp.eye(3, format="csr")) == 3  # still alive


@pytest.mark.skipif(sys.platform == "win32", reason="SIGALRM")
def test_ctrl_c_interrupts_a_long_native_call():
    def interrupt(signum, frame):
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGALRM, interrupt)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        t = time.perf_counter()
        with pytest.raises(KeyboardInterrupt):
            _bigame._sleep(30.0)
        assert time.perf_counter() - t < 5
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def test_native_calls_release_the_gil():
    import threading

    done = []
    worker = threading.Thread(target=lambda: (_bigame._sleep(0.5), done.append(1)))
    t = time.perf_counter()
    worker.start()
    ticks = 0
    while worker.is_alive():
        ticks += 1
        time.sleep(0.01)
    worker.join()
    assert done and ticks > 10 and time.perf_counter() - t < 5


@pytest.mark.skipif(sys.platform == "win32", reason="SIGALRM")
def test_ctrl_c_interrupts_a_real_computation():
    """A random 10^6 x 10^6 matching with 8·10^6 entries (about a second): a signal 0.1 s in
    raises KeyboardInterrupt at once, while the worker finishes in the background."""
    n, m = 10**6, 8 * 10**6
    entries = np.random.default_rng(5).integers(0, n, size=(m, 2))

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGALRM, interrupt)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.1)
        t = time.perf_counter()
        try:
            bigame.structural_rank(((n, n), entries))
        except KeyboardInterrupt:
            assert time.perf_counter() - t < 0.5
        else:
            pytest.skip("the matching finished before the signal")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
