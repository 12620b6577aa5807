//! Hopcroft–Karp: shortest augmenting paths, many per phase.

use super::Matching;
use crate::graph::{Bipartite, NONE};
use std::collections::VecDeque;

const UNREACHED: u32 = u32::MAX;

/// Extends `initial` to a maximum matching of `g` by Hopcroft–Karp phases: a BFS from all
/// free left vertices layers the graph up to the shortest augmenting-path length, then
/// depth-first searches (explicit stack, one resumable edge cursor per vertex) take a maximal
/// set of disjoint shortest augmenting paths. A vertex whose search fails is marked dead for
/// the rest of the phase, so each phase is `O(V + E)`; without that mark, layered graphs such
/// as ladders make a phase exponential. `O(E sqrt V)` time, `O(V)` extra memory.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{hopcroft_karp, Matching};
/// // a 6-cycle 0-1-2-3-4-5-0 has a perfect matching
/// let cycle = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)]);
/// let g = BipartiteGraph::new(cycle, (0..6).map(|v| v % 2 == 0).collect());
/// assert_eq!(hopcroft_karp(&g, Matching::empty(6)).size(), 3);
/// ```
pub fn hopcroft_karp<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let n = g.vertex_count();
    let mut mate = initial.into_mates();
    let mut dist = vec![UNREACHED; n];
    let mut cursor = vec![0u32; n];
    let mut queue = VecDeque::new();
    // (left vertex, right vertex it was entered through)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    loop {
        // Layers: dist[x] = length (in left vertices) of the shortest alternating path from a
        // free left vertex to the left vertex x.
        dist.fill(UNREACHED);
        queue.clear();
        for x in 0..n as u32 {
            if g.is_left(x) && mate[x as usize] == NONE {
                dist[x as usize] = 0;
                queue.push_back(x);
            }
        }
        let mut shortest = UNREACHED; // layer of the left ends of shortest augmenting paths
        while let Some(x) = queue.pop_front() {
            let dx = dist[x as usize];
            if dx >= shortest {
                break;
            }
            g.for_each_neighbor(x, |y| {
                let z = mate[y as usize];
                if z == NONE {
                    shortest = shortest.min(dx);
                } else if dist[z as usize] == UNREACHED {
                    dist[z as usize] = dx + 1;
                    queue.push_back(z);
                }
            });
        }
        if shortest == UNREACHED {
            return Matching::from_mates(mate);
        }

        cursor.fill(0);
        for root in 0..n as u32 {
            if !g.is_left(root) || mate[root as usize] != NONE || dist[root as usize] != 0 {
                continue;
            }
            stack.clear();
            stack.push((root, NONE));
            while let Some(&(x, _)) = stack.last() {
                let slot = cursor[x as usize];
                if slot == g.slot_count(x) {
                    dist[x as usize] = UNREACHED; // dead end for this phase
                    stack.pop();
                    continue;
                }
                cursor[x as usize] += 1;
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                let dx = dist[x as usize];
                let z = mate[y as usize];
                if z == NONE {
                    if dx != shortest {
                        continue;
                    }
                    let mut free = y;
                    for &(x, entered_by) in stack.iter().rev() {
                        mate[x as usize] = free;
                        mate[free as usize] = x;
                        free = entered_by;
                    }
                    break;
                }
                if dx < shortest && dist[z as usize] == dx + 1 {
                    stack.push((z, y));
                }
            }
        }
    }
}
