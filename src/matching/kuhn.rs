//! Kuhn's algorithm: grow the matching one augmenting path at a time.

use super::Matching;
use crate::graph::{Bipartite, NONE};

/// Extends `initial` to a maximum matching of `g` by depth-first searches for augmenting paths
/// from free left vertices (the method of seeds 000 and 002), with an explicit stack.
///
/// The searches run in passes that share one visited mark: a vertex a failed search has
/// visited cannot lead to a free vertex while the matching is unchanged, and a pass that
/// augments nothing proves the matching maximum. `O(V E)` time, `O(V)` extra memory.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{kuhn, Matching};
/// // 0 - 1
/// //   \
/// // 2 - 3      left: 0, 2
/// let g = BipartiteGraph::new(Graph::from_edges(4, &[(0, 1), (0, 3), (2, 3)]), vec![true, false, true, false]);
/// assert_eq!(kuhn(&g, Matching::empty(4)).size(), 2);
/// ```
pub fn kuhn<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let n = g.vertex_count();
    let mut mate = initial.into_mates();
    let mut visited = vec![0u32; n];
    let mut pass = 0u32;
    // (left vertex, next slot to try, right vertex it was entered through)
    let mut stack: Vec<(u32, u32, u32)> = Vec::new();
    loop {
        pass += 1;
        let mut augmented = false;
        for root in 0..n as u32 {
            if !g.is_left(root) || mate[root as usize] != NONE {
                continue;
            }
            stack.clear();
            stack.push((root, 0, NONE));
            while let Some(top) = stack.last_mut() {
                let (x, slot) = (top.0, top.1);
                if slot == g.slot_count(x) {
                    stack.pop();
                    continue;
                }
                top.1 += 1;
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                if visited[y as usize] == pass {
                    continue;
                }
                visited[y as usize] = pass;
                let z = mate[y as usize];
                if z != NONE {
                    stack.push((z, 0, y));
                    continue;
                }
                // Free right vertex: flip the path root .. x - y.
                let mut free = y;
                for &(x, _, entered_by) in stack.iter().rev() {
                    mate[x as usize] = free;
                    mate[free as usize] = x;
                    free = entered_by;
                }
                augmented = true;
                break;
            }
        }
        if !augmented {
            return Matching::from_mates(mate);
        }
    }
}
