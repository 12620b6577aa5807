//! The order in which a file (or a caller) listed a graph's edges, kept so that answers per
//! edge can be given back in that order, each edge the way round it was written.

use super::{Adjacency, Graph};

/// The edges of a [`Graph`] in the order they were given: the first end of each edge, one
/// after another. [`Graph::from_edges`] keeps the edge order in every adjacency list, so the
/// `k`-th edge given at a vertex `u` sits in slot `k` of `u`; replaying the first ends finds
/// every edge's slot without storing it. `4 E` bytes.
///
/// ```
/// use bigame::graph::{EdgeOrder, Graph};
/// //  0 ── 1 ── 2, given as (1, 0) then (2, 1)
/// let edges = [(1, 0), (2, 1)];
/// let g = Graph::from_edges(3, &edges);
/// let order = EdgeOrder::of_chunks(&[&edges]);
/// let mut seen = Vec::new();
/// order.for_each(&g, |u, slot, v| seen.push((u, slot, v)));
/// // Edge (1, 0) is in slot 0 of vertex 1; edge (2, 1) in slot 0 of vertex 2.
/// assert_eq!(seen, [(1, 0, 0), (2, 0, 1)]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EdgeOrder {
    firsts: Vec<u32>,
}

impl EdgeOrder {
    /// The order of the edges in `chunks` (one after another), as [`Graph::from_edge_chunks`]
    /// builds the graph from them. `O(E)`.
    pub fn of_chunks(chunks: &[&[(u32, u32)]]) -> EdgeOrder {
        EdgeOrder {
            firsts: chunks
                .iter()
                .flat_map(|chunk| chunk.iter().map(|&(u, _)| u))
                .collect(),
        }
    }

    /// The number of edges. `O(1)`.
    pub fn len(&self) -> usize {
        self.firsts.len()
    }

    /// Whether there are no edges. `O(1)`.
    pub fn is_empty(&self) -> bool {
        self.firsts.is_empty()
    }

    /// Calls `f(u, slot, v)` on every edge of `g` in the order given, `u` its first end as
    /// given, `slot` its slot among `u`'s neighbours and `v` the other end. `g` must be the
    /// graph built from these edges. `O(V + E)` (`4 V` bytes of counters).
    ///
    /// # Panics
    /// If `g` is not the graph these edges built (a first end out of range or past its
    /// neighbours).
    pub fn for_each(&self, g: &Graph, mut f: impl FnMut(u32, u32, u32)) {
        let mut next = vec![0u32; g.vertex_count()];
        for &u in &self.firsts {
            let slot = next[u as usize];
            let v = g.neighbors(u)[slot as usize];
            next[u as usize] += 1;
            next[v as usize] += 1;
            f(u, slot, v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;

    /// Every edge comes back once, in the order given, each its own way round, with the slot
    /// that holds it; parallel copies and a hub included.
    #[test]
    fn replays_the_edges_in_the_order_given() {
        let edges = [(3, 0), (0, 3), (1, 0), (0, 2), (2, 1), (0, 3), (4, 0)];
        let g = Graph::from_edge_chunks(5, &[&edges[..3], &edges[3..]]);
        let order = EdgeOrder::of_chunks(&[&edges[..3], &edges[3..]]);
        assert_eq!(order.len(), edges.len());
        let mut seen = Vec::new();
        order.for_each(&g, |u, slot, v| {
            assert_eq!(g.neighbor(u, slot), Some(v));
            seen.push((u, v));
        });
        assert_eq!(seen, edges);
    }
}
