//! Karp–Sipser: a fast maximal matching that is usually close to maximum.

use super::Matching;
use crate::graph::{Adjacency, NONE};

/// A maximal matching of `g` by the Karp–Sipser rule: while some unmatched vertex has exactly
/// one unmatched neighbour, match those two (this choice is always part of *some* maximum
/// matching); otherwise match any unmatched vertex to an unmatched neighbour, and repeat.
/// `O(V + E)` time, `4 V` bytes of degree counters, no recursion. Works on any graph.
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
    let mut mate = vec![NONE; n];
    // Number of unmatched neighbours of each unmatched vertex.
    let mut free_degree: Vec<u32> = (0..n as u32).map(|v| g.degree(v)).collect();
    let mut degree_one: Vec<u32> = (0..n as u32)
        .filter(|&v| free_degree[v as usize] == 1)
        .collect();
    // Isolated ids are marked as matched (to themselves) for the duration, so that they look
    // unavailable and neighbour scans need not filter them out; unmarked at the end.
    for (v, (m, &d)) in mate.iter_mut().zip(&free_degree).enumerate() {
        if d == 0 {
            *m = v as u32;
        }
    }

    // Matching u-w makes both unavailable: their unmatched neighbours lose one free neighbour.
    // When u had a single free neighbour (w), only w's neighbours need the update.
    let mut take =
        |u: u32, w: u32, u_had_one: bool, mate: &mut [u32], degree_one: &mut Vec<u32>| {
            mate[u as usize] = w;
            mate[w as usize] = u;
            for x in [u, w] {
                if x == u && u_had_one {
                    continue;
                }
                g.for_each_neighbor_or_isolated(x, |y| {
                    if mate[y as usize] == NONE {
                        let d = &mut free_degree[y as usize];
                        *d -= 1;
                        if *d == 1 {
                            degree_one.push(y);
                        }
                    }
                });
            }
        };
    let first_free_neighbor = |u: u32, mate: &[u32]| {
        let mut found = NONE;
        g.for_each_neighbor_or_isolated(u, |w| {
            if found == NONE && mate[w as usize] == NONE {
                found = w;
            }
        });
        found
    };

    let mut next_greedy = 0u32;
    loop {
        while let Some(u) = degree_one.pop() {
            if mate[u as usize] != NONE {
                continue;
            }
            // Its neighbours may all have been matched since it was pushed.
            let w = first_free_neighbor(u, &mate);
            if w != NONE {
                take(u, w, true, &mut mate, &mut degree_one);
            }
        }
        // No degree-one vertex left: one greedy choice, then back to the rule.
        while (next_greedy as usize) < n {
            let u = next_greedy;
            if mate[u as usize] == NONE {
                let w = first_free_neighbor(u, &mate);
                if w != NONE {
                    take(u, w, false, &mut mate, &mut degree_one);
                    break;
                }
            }
            next_greedy += 1;
        }
        if degree_one.is_empty() && next_greedy as usize >= n {
            break;
        }
    }
    for (v, m) in mate.iter_mut().enumerate() {
        if *m == v as u32 {
            *m = NONE;
        }
    }
    Matching::from_mates(mate)
}
