//! Parallel copies of an edge collapsed: the graph the matching and the vertex game see.
//!
//! Neither a maximum matching nor the verdicts of the token game depend on how many copies of
//! an edge there are (the token moves to a vertex, not along a copy), but the algorithms'
//! costs do: a start that tests each edge against its neighbours' edges pays for every copy
//! again for every other copy, and Karp–Sipser's degree-one rule does not fire on a vertex
//! whose one neighbour is joined to it twice. [`without_parallel_edges`] collapses the copies
//! once, in one linear pass, before anything else runs.

use super::{Adjacency, Graph, NONE};

/// `g` with every parallel copy of an edge kept once (the first copy in each vertex's slot
/// order, so each vertex keeps its neighbours in their first order), or `None` when `g` has
/// no parallel edges. Also returns the neighbour slots read, for the caller's work meter.
///
/// Cost: `O(V + E)`: one sweep to look for a repeated neighbour (stopping at the first), and
/// when there is one, a second sweep that builds the copy. Memory: `4 V` bytes for the marks,
/// plus the copy (`4 (V + 1) + 8 E'` bytes for its `E'` distinct edges).
///
/// ```
/// use bigame::graph::{Adjacency, Graph, without_parallel_edges};
/// //  0 = 1 - 2      the edge 0 - 1 twice
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (1, 0)]);
/// let (simple, _) = without_parallel_edges(&g);
/// let simple = simple.unwrap();
/// assert_eq!(simple.neighbors(1), &[0, 2]);
/// assert_eq!(simple.edge_count(), 2);
/// assert!(without_parallel_edges(&simple).0.is_none());
/// ```
pub fn without_parallel_edges<A: Adjacency>(g: &A) -> (Option<Graph>, u64) {
    let n = g.vertex_count();
    // `last_seen[w] == v` while the neighbours of `v` are read: `w` was one of them already.
    let mut last_seen = vec![NONE; n];
    let mut reads = 0u64;
    let mut repeated = false;
    for v in 0..n as u32 {
        reads += 1;
        g.for_each_neighbor(v, |w| {
            reads += 1;
            repeated |= last_seen[w as usize] == v;
            last_seen[w as usize] = v;
        });
        if repeated {
            break;
        }
    }
    if !repeated {
        return (None, reads);
    }
    last_seen.fill(NONE);
    let mut offsets = Vec::with_capacity(n + 1);
    let mut targets = Vec::new();
    offsets.push(0u32);
    for v in 0..n as u32 {
        reads += 1;
        g.for_each_neighbor(v, |w| {
            reads += 1;
            if last_seen[w as usize] != v {
                last_seen[w as usize] = v;
                targets.push(w);
            }
        });
        // At most the input's `2 E` slots, which fit in `u32` for every adjacency here.
        offsets.push(targets.len() as u32);
    }
    (Some(Graph { offsets, targets }), reads)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Against a plain rebuild from the distinct pairs: the same neighbour sets, every edge
    /// kept once, and `None` exactly when nothing repeats.
    #[test]
    fn the_copy_has_each_pair_once_and_the_same_neighbour_sets() {
        let mut rng = Rng::new(50);
        for _ in 0..300 {
            let n = 1 + rng.below(12) as usize;
            let mut edges = Vec::new();
            for _ in 0..rng.below(30) {
                let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
                if u != v {
                    edges.push((u, v));
                }
            }
            let g = Graph::from_edges(n, &edges);
            let mut pairs: Vec<(u32, u32)> =
                edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
            pairs.sort_unstable();
            pairs.dedup();
            let (simple, reads) = without_parallel_edges(&g);
            assert!(reads <= 2 * (n as u64 + 2 * edges.len() as u64));
            match simple {
                None => assert_eq!(pairs.len(), edges.len()),
                Some(simple) => {
                    assert!(pairs.len() < edges.len());
                    assert_eq!(simple.edge_count(), pairs.len());
                    for v in 0..n as u32 {
                        let mut got = simple.neighbors(v).to_vec();
                        let mut want = g.neighbors(v).to_vec();
                        got.sort_unstable();
                        want.sort_unstable();
                        want.dedup();
                        assert_eq!(got, want);
                    }
                }
            }
        }
    }
}
