"""Shared helpers: random inputs and brute-force oracles built on NetworkX."""

import itertools
from pathlib import Path

import networkx as nx
import numpy as np
import pytest

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"


def nu(G):
    """The size of a maximum matching of a NetworkX graph (NetworkX's own algorithm)."""
    return len(nx.max_weight_matching(G, maxcardinality=True))


def random_graph(rng, n, p):
    """A random simple graph on 0..n-1 as (n, edges) with edges in random order."""
    pairs = np.array([(u, v) for u, v in itertools.combinations(range(n), 2)], dtype=np.int64)
    if len(pairs) == 0:
        return n, np.zeros((0, 2), dtype=np.int64)
    keep = pairs[rng.random(len(pairs)) < p]
    rng.shuffle(keep)
    flip = rng.random(len(keep)) < 0.5
    keep[flip] = keep[flip][:, ::-1]
    return n, keep


def to_networkx(n, edges, labels=None):
    G = nx.Graph()
    names = labels if labels is not None else list(range(n))
    G.add_nodes_from(names)
    G.add_edges_from((names[u], names[v]) for u, v in edges.tolist())
    return G


def to_adjacency(n, edges):
    import scipy.sparse as sp

    u, v = edges[:, 0], edges[:, 1]
    data = np.ones(2 * len(u))
    return sp.csr_array((data, (np.concatenate([u, v]), np.concatenate([v, u]))), shape=(n, n))


@pytest.fixture
def rng():
    return np.random.default_rng(20261201)
