"""Answers back in the caller's terms: per-vertex arrays, or for NetworkX graphs dicts keyed
by the nodes (vertex ids in the values turned into nodes, -1 into None)."""

from __future__ import annotations

import numpy as np

from ._convert import GraphInput


def _left(g: GraphInput):
    return g.left


def _per_vertex(g: GraphInput, values: np.ndarray, vertex_valued: bool = False):
    """Per-vertex answers: the array itself, or for NetworkX a dict keyed by labels (vertex
    ids in the values turned into labels, -1 into None)."""
    if g.labels is None:
        return values
    labels = g.labels
    if vertex_valued:
        return {labels[k]: (labels[x] if x >= 0 else None) for k, x in enumerate(values.tolist())}
    return dict(zip(labels, values.tolist()))


def _nodes(g: GraphInput, ids: np.ndarray) -> set:
    """Vertex ids as a set of nodes: NetworkX labels, or ints."""
    if g.labels is None:
        return set(ids.tolist())
    return {g.labels[k] for k in ids.tolist()}
