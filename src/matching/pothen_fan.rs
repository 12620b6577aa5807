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
    let mut phases = PothenFanPhases::new(g, initial);
    while phases.phase().is_some() {}
    phases.into_matching()
}

/// The state of a run of Pothen–Fan+ phases, one phase at a time (for [`pothen_fan`] and for
/// the guard of [`super::ms_bfs`]).
pub(crate) struct PothenFanPhases<'g, B> {
    g: &'g B,
    mate: Vec<u32>,
    /// Next slot each left vertex's lookahead tries (never reset: a right vertex once matched
    /// stays matched).
    lookahead: Vec<u32>,
    /// Next neighbour (counted in scan order) each left vertex's search tries in this phase.
    cursor: Vec<u32>,
    /// `visited[y] == phase`: right vertex `y` was entered by a search of this phase.
    visited: Vec<u32>,
    /// Left vertices with neighbours: the possible roots.
    roots: Vec<u32>,
    /// The search path: (left vertex, right vertex it was entered through).
    stack: Vec<(u32, u32)>,
    phase: u32,
}

impl<'g, B: Bipartite> PothenFanPhases<'g, B> {
    /// Phases from `initial`. `O(V)`.
    pub(crate) fn new(g: &'g B, initial: Matching) -> Self {
        let n = g.vertex_count();
        PothenFanPhases {
            g,
            mate: initial.into_mates(),
            lookahead: vec![0; n],
            cursor: vec![0; n],
            visited: vec![0; n],
            roots: (0..n as u32)
                .filter(|&x| g.is_left(x) && g.slot_count(x) > 0)
                .collect(),
            stack: Vec::new(),
            phase: 0,
        }
    }

    /// Runs one phase: `Some((paths augmented, neighbour slots scanned))`, or `None` when it
    /// found no path (the matching is maximum). `O(V + E)`.
    pub(crate) fn phase(&mut self) -> Option<(u64, u64)> {
        let g = self.g;
        self.phase += 1;
        let phase = self.phase;
        let backwards = phase.is_multiple_of(2);
        let (mate, lookahead, cursor) = (&mut self.mate, &mut self.lookahead, &mut self.cursor);
        let (visited, stack) = (&mut self.visited, &mut self.stack);
        let mut paths = 0u64;
        let mut work = g.vertex_count() as u64;
        cursor.fill(0);
        for &root in &self.roots {
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
                    work += 1;
                    if let Some(y) = g.neighbor(x, slot)
                        && mate[y as usize] == NONE
                    {
                        let mut free = y;
                        for &(x, entered_by) in stack.iter().rev() {
                            mate[x as usize] = free;
                            mate[free as usize] = x;
                            free = entered_by;
                        }
                        paths += 1;
                        break 'search;
                    }
                }
                let i = cursor[x as usize];
                if i == slots {
                    stack.pop();
                    continue;
                }
                cursor[x as usize] += 1;
                work += 1;
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
        (paths > 0).then_some((paths, work))
    }

    /// The matching reached. `O(1)`.
    pub(crate) fn into_matching(self) -> Matching {
        Matching::from_mates(self.mate)
    }
}
