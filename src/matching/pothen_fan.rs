//! Pothen–Fan+: depth-first searches with lookahead and fairness, in phases.

use super::Matching;
use crate::graph::{Bipartite, NONE};

/// Extends `initial` to a maximum matching of `g` by Pothen–Fan phases with the two
/// refinements of Duff, Kaya and Uçar's PF+:
///
/// - a phase runs one depth-first search from every free left vertex; the searches share the
///   phase's visited marks on right vertices, so the paths they find are vertex-disjoint and
///   the phase costs `O(V + E)`;
/// - *lookahead*: standing on a left vertex, a search first looks for a free neighbour,
///   with a cursor that never moves back (a right vertex once matched stays matched), so a
///   search ends as soon as it is one step from a free vertex;
/// - *fairness*: the searches scan neighbour lists front to back in odd phases and back to
///   front in even ones, so that a search does not always run down the same first edges.
///
/// A phase that finds no path proves the matching maximum. `O(V E)` worst case
/// (`O(V + E)` per phase, at most `V / 2` phases); in practice a few phases. No recursion:
/// an explicit stack.
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{pothen_fan, Matching};
/// //  0 - 1      left: 0, 2
/// //    /
/// //  2 - 3      the greedy pair 2-1 must move over to 2-3
/// let g = BipartiteGraph::new(
///     Graph::from_edges(4, &[(0, 1), (2, 1), (2, 3)]),
///     vec![true, false, true, false],
/// );
/// let mut start = Matching::empty(4);
/// start.pair(2, 1);
/// assert_eq!(pothen_fan(&g, start).size(), 2);
/// ```
pub fn pothen_fan<B: Bipartite>(g: &B, initial: Matching) -> Matching {
    let n = g.vertex_count();
    let mut mate = initial.into_mates();
    let mut lookahead = vec![0u32; n];
    // Next neighbour (counted in scan order) each left vertex's search tries in this phase.
    let mut cursor = vec![0u32; n];
    // visited[y] == phase: right vertex y was entered by a search of this phase.
    let mut visited = vec![0u32; n];
    let roots: Vec<u32> = (0..n as u32)
        .filter(|&x| g.is_left(x) && g.slot_count(x) > 0)
        .collect();
    // (left vertex, right vertex it was entered through)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut phase = 0u32;
    loop {
        phase += 1;
        let backwards = phase.is_multiple_of(2);
        let mut augmented = false;
        cursor.fill(0);
        for &root in &roots {
            if mate[root as usize] != NONE {
                continue;
            }
            stack.clear();
            stack.push((root, NONE));
            'search: while let Some(&(x, _)) = stack.last() {
                let slots = g.slot_count(x);
                while lookahead[x as usize] < slots {
                    let slot = lookahead[x as usize];
                    lookahead[x as usize] += 1;
                    if let Some(y) = g.neighbor(x, slot)
                        && mate[y as usize] == NONE
                    {
                        let mut free = y;
                        for &(x, entered_by) in stack.iter().rev() {
                            mate[x as usize] = free;
                            mate[free as usize] = x;
                            free = entered_by;
                        }
                        augmented = true;
                        break 'search;
                    }
                }
                let i = cursor[x as usize];
                if i == slots {
                    stack.pop();
                    continue;
                }
                cursor[x as usize] += 1;
                let slot = if backwards { slots - 1 - i } else { i };
                let Some(y) = g.neighbor(x, slot) else {
                    continue;
                };
                if visited[y as usize] != phase {
                    visited[y as usize] = phase;
                    // Matched: the lookahead has passed every neighbour of x.
                    stack.push((mate[y as usize], y));
                }
            }
        }
        if !augmented {
            return Matching::from_mates(mate);
        }
    }
}
