//! The blocks (biconnected components) of a graph's edges, for the chains' memo: two edges
//! `a b` and `b c` lie in different blocks exactly when `b` separates `a` from `c`, and then a
//! token that came from `a` through `b` to `c` sees only what `b` cut off on `c`'s side.

use crate::graph::{Adjacency, Graph};
use std::collections::HashMap;

/// The block of every edge of a graph (parallel copies are one edge), by Tarjan's low-link
/// depth-first search on an explicit stack. `O(V + E)` expected time (hashing), `O(V + E)`
/// memory.
pub(super) struct Blocks {
    block: HashMap<(u32, u32), u32>,
}

impl Blocks {
    /// The blocks of `g`'s edges.
    pub(super) fn new(g: &Graph) -> Blocks {
        let n = g.vertex_count();
        let neighbours: Vec<Vec<u32>> = (0..n as u32)
            .map(|v| super::distinct_neighbours(g.neighbors(v)))
            .collect();
        let mut entered = vec![u32::MAX; n];
        let mut low = vec![0u32; n];
        let mut clock = 0u32;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut block = HashMap::new();
        let mut next_block = 0u32;
        // (vertex, its parent in the search, the next neighbour to look at)
        let mut stack: Vec<(u32, u32, usize)> = Vec::new();
        for root in 0..n as u32 {
            if entered[root as usize] != u32::MAX {
                continue;
            }
            entered[root as usize] = clock;
            low[root as usize] = clock;
            clock += 1;
            stack.push((root, u32::MAX, 0));
            while let Some(top) = stack.last_mut() {
                let (v, parent) = (top.0, top.1);
                if let Some(&w) = neighbours[v as usize].get(top.2) {
                    top.2 += 1;
                    // In a simple graph the edge back to the parent is the tree edge itself.
                    if w == parent {
                        continue;
                    }
                    if entered[w as usize] == u32::MAX {
                        edges.push((v, w));
                        entered[w as usize] = clock;
                        low[w as usize] = clock;
                        clock += 1;
                        stack.push((w, v, 0));
                    } else if entered[w as usize] < entered[v as usize] {
                        // A back edge to an ancestor (seen from below, so once).
                        edges.push((v, w));
                        low[v as usize] = low[v as usize].min(entered[w as usize]);
                    }
                    continue;
                }
                stack.pop();
                if parent == u32::MAX {
                    continue;
                }
                low[parent as usize] = low[parent as usize].min(low[v as usize]);
                if low[v as usize] >= entered[parent as usize] {
                    // `parent` cuts `v`'s subtree off: the edges since `parent v` are a block.
                    while let Some(e) = edges.pop() {
                        block.insert(key(e.0, e.1), next_block);
                        if e == (parent, v) {
                            break;
                        }
                    }
                    next_block += 1;
                }
            }
        }
        Blocks { block }
    }

    /// Whether the edges `a b` and `b c` (both edges of the graph) lie in one block, that is,
    /// `a` and `c` are joined in the graph without `b`. `O(1)` expected.
    pub(super) fn same_block(&self, a: u32, b: u32, c: u32) -> bool {
        self.block.get(&key(a, b)) == self.block.get(&key(b, c))
    }
}

/// An undirected edge's key.
fn key(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Whether `a` reaches `c` in `g` without `b`, by search.
    fn joined_without(g: &Graph, a: u32, b: u32, c: u32) -> bool {
        let mut seen = vec![false; g.vertex_count()];
        seen[b as usize] = true;
        seen[a as usize] = true;
        let mut stack = vec![a];
        while let Some(v) = stack.pop() {
            if v == c {
                return true;
            }
            for &w in g.neighbors(v) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    stack.push(w);
                }
            }
        }
        false
    }

    #[test]
    fn edges_share_a_block_exactly_when_their_ends_are_joined_without_the_middle() {
        let mut rng = Rng::new(54);
        for _ in 0..400 {
            let n = 2 + rng.below(10) as u32;
            let mut edges = Vec::new();
            for _ in 0..rng.below(3 * u64::from(n)) {
                let (a, b) = (
                    rng.below(u64::from(n)) as u32,
                    rng.below(u64::from(n)) as u32,
                );
                if a != b {
                    edges.push((a, b));
                }
            }
            let g = Graph::from_edges(n as usize, &edges);
            let blocks = Blocks::new(&g);
            for b in 0..n {
                let around = super::super::distinct_neighbours(g.neighbors(b));
                for &a in &around {
                    for &c in around.iter().filter(|&&c| c != a) {
                        assert_eq!(
                            blocks.same_block(a, b, c),
                            joined_without(&g, a, b, c),
                            "edges {a}-{b} and {b}-{c} of {edges:?}"
                        );
                    }
                }
            }
        }
    }
}
