//! Karp–Sipser: a fast maximal matching that is usually close to maximum.

use super::Matching;
use crate::graph::{Adjacency, NONE};

/// A maximal matching of `g` by the Karp–Sipser rule: while some unmatched vertex has exactly
/// one unmatched neighbour, match those two (this choice is always part of *some* maximum
/// matching); otherwise match any unmatched vertex to an unmatched neighbour, and repeat.
/// `O(V + E)` time, `8 V` bytes of working state, no recursion. Works on any graph.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::karp_sipser;
/// // 0 - 1 - 2 - 3 : the degree-one rule takes 0-1 and then 2-3.
/// let m = karp_sipser(&Graph::from_edges(4, &[(0, 1), (1, 2), (2, 3)]));
/// assert_eq!(m.size(), 2);
/// ```
pub fn karp_sipser<A: Adjacency>(g: &A) -> Matching {
    let n = g.vertex_count();
    // Per vertex: its mate, and the number of unmatched neighbours while it is unmatched.
    // Kept side by side so that the update of a neighbour costs one cache miss, not two: on a
    // big random graph that is most of the time.
    let mut state: Vec<Vertex> = (0..n as u32)
        .map(|v| Vertex {
            mate: NONE,
            free_degree: g.degree(v),
        })
        .collect();
    let mut degree_one: Vec<u32> = (0..n as u32)
        .filter(|&v| state[v as usize].free_degree == 1)
        .collect();
    // Isolated ids are marked as matched (to themselves) for the duration, so that they look
    // unavailable and neighbour scans need not filter them out; unmarked at the end.
    for (v, s) in state.iter_mut().enumerate() {
        if s.free_degree == 0 {
            s.mate = v as u32;
        }
    }

    // Matching u-w makes both unavailable: their unmatched neighbours lose one free neighbour.
    // When u had a single free neighbour (w), only w's neighbours need the update.
    let take =
        |u: u32, w: u32, u_had_one: bool, state: &mut [Vertex], degree_one: &mut Vec<u32>| {
            state[u as usize].mate = w;
            state[w as usize].mate = u;
            for x in [u, w] {
                if x == u && u_had_one {
                    continue;
                }
                g.for_each_neighbor_or_isolated(x, |y| {
                    let s = &mut state[y as usize];
                    if s.mate == NONE {
                        s.free_degree -= 1;
                        if s.free_degree == 1 {
                            degree_one.push(y);
                        }
                    }
                });
            }
        };
    let first_free_neighbor = |u: u32, state: &[Vertex]| {
        let mut found = NONE;
        g.for_each_neighbor_or_isolated(u, |w| {
            if found == NONE && state[w as usize].mate == NONE {
                found = w;
            }
        });
        found
    };

    let mut next_greedy = 0u32;
    loop {
        while let Some(u) = degree_one.pop() {
            if state[u as usize].mate != NONE {
                continue;
            }
            // Its neighbours may all have been matched since it was pushed.
            let w = first_free_neighbor(u, &state);
            if w != NONE {
                take(u, w, true, &mut state, &mut degree_one);
            }
        }
        // No degree-one vertex left: one greedy choice, then back to the rule.
        while (next_greedy as usize) < n {
            let u = next_greedy;
            if state[u as usize].mate == NONE {
                let w = first_free_neighbor(u, &state);
                if w != NONE {
                    take(u, w, false, &mut state, &mut degree_one);
                    break;
                }
            }
            next_greedy += 1;
        }
        if degree_one.is_empty() && next_greedy as usize >= n {
            break;
        }
    }
    let mate = state
        .iter()
        .enumerate()
        .map(|(v, s)| if s.mate == v as u32 { NONE } else { s.mate })
        .collect();
    Matching::from_mates(mate)
}

/// What Karp–Sipser keeps per vertex.
#[derive(Clone, Copy)]
struct Vertex {
    mate: u32,
    free_degree: u32,
}
